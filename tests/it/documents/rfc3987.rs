//! RFC 3987's own tests: what the registry's rows give it beyond the
//! tests every document runs.

use ::rfc1630::study::lint::{lint_with, Code};
use ::rfc1630::Grammar;

/// Under `rfc3987` the IRI rules come after the security warnings;
/// under another grammar the same IRI gets only the security warnings.
#[test]
fn iri_rules_follow_under_rfc3987() {
    let iri = "ftp://u:pw@h/\u{202E}x%C0%AF";
    let codes = |grammar| lint_with(grammar, iri).into_iter().map(|w| w.code).collect::<Vec<_>>();
    assert_eq!(codes(Grammar::Rfc3987), [Code::Password, Code::BidiFormatting, Code::OverlongUtf8]);
    assert_eq!(codes(Grammar::Rfc3986), [Code::Illegal, Code::Password]);
}
