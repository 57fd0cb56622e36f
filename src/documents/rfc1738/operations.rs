//! RFC 1738's operations: RFC 1630's rules for partial forms, with a first
//! step that says RFC 1738 is silent on them, and RFC 1738's ladder, which
//! RFC 1808 takes.
//!
//! # Resolution
//!
//! RFC 1738 defines no resolution: "Relative links are not described in
//! this document" (§2.3, `rfc1738.txt` l.205-206). It names no other
//! document for them either; it says it is "derived from concepts
//! introduced by" RFC 1630 (l.39-42) and "builds on the basic WWW design
//! (RFC 1630)" (l.1132), the only text of its time that describes them
//! (RFC 1808 came six months later). So it resolves with RFC 1630's rules,
//! and its first step says that RFC 1738 is silent. What it does parse
//! first is the context, with its own listing's `url`: the partial has no
//! production there. A fragment is no part of an RFC 1738 URL, "`#` ... is
//! used ... to delimit a URL from a fragment/anchor identifier that might
//! follow it" (§2.2, l.148-151), so it is set aside first.
//!
//! # Comparison
//!
//! Scheme names are case-insensitive (§2.1, l.94-96); "characters that are
//! not required to be encoded (including alphanumerics) may be encoded
//! within the scheme-specific part of a URL, as long as they are not being
//! used for a reserved purpose" (§2.2, l.194-197), the characters that need
//! no encoding being "alphanumerics, the special characters `$-_.+!*'(),`"
//! (l.190-192); the hex digits may be `abcdef` (l.125). Whether a reference
//! has a scheme is RFC 1630's test (a colon before any slash, p.10), which
//! RFC 1738 resolves with.

use crate::documents::rfc1630::operations::partial_form;
use crate::documents::rfc1808::operations::Parts;
use crate::grammar::Grammar;
use crate::revisions::equivalence::ladder::{Ladder, Relative, Step};
use crate::revisions::equivalence::reference::around_relative_path;
use crate::revisions::equivalence::rungs::{decode_around_path, decode_keeping_dot_segments, lower_scheme, upper_hex};
use crate::revisions::equivalence::Rung;
use crate::revisions::operations::{ComparisonRules, Operations};
use crate::revisions::resolution::{is_absolute, ParsedFirst, Resolution, ResolveOptions, Resolver, RevisionError};

/// RFC 1738's operations: RFC 1630's rules after a step of its own, its
/// base checked with its listing's `url`, and its ladder.
pub(crate) static OPERATIONS: Operations = Operations {
    resolution: Resolver::Algorithm(resolve),
    parsed_first: ParsedFirst::Url(Grammar::Rfc1738),
    parses_reference_itself: false,
    comparison: ComparisonRules::Ladder(Ladder { rungs: &LADDER, has_scheme: is_absolute, with_nfc: None }),
    iris_map_to: None,
    finding_witnesses: &[],
};

const SILENT: &str = "RFC 1738 §2.3 (rfc1738.txt l.205-206): \"Relative links are not described in this document\": RFC 1630's rules, the document it derives from (l.39-42)";

/// RFC 1630's rules, after the step that says why they are RFC 1738's.
fn resolve(options: ResolveOptions, base: &str, reference: &str) -> Result<Resolution, RevisionError> {
    let (target, step) = partial_form(options, base, reference)?;
    Ok(Resolution::new(target, vec![SILENT, step]))
}

const NO_SCHEME: &str = "RFC 1738 §2.1 (rfc1738.txt l.94-96) lowers scheme names, and a relative reference has none: it takes the base's (RFC 1808 §4 Step 2c, rfc1808.txt l.544-545; RFC 1630 p.10)";

const STRING: Step = Step {
    rung: Rung::SimpleString,
    clause: "RFC 1738 §2.2 (rfc1738.txt l.102-104): \"The interpretation of a URL depends only on the identity of the characters used\"",
    normalize: str::to_string,
    relative: Relative::Same,
};
const CASE: Step = Step {
    rung: Rung::Case,
    clause: "RFC 1738 §2.1 (rfc1738.txt l.94-96): upper case \"equivalent to lower case in scheme names\"",
    normalize: lower_scheme,
    relative: Relative::Never(NO_SCHEME),
};
const ENCODING: Step = Step {
    rung: Rung::PercentEncoding,
    clause: "RFC 1738 §2.2 (rfc1738.txt l.190-197): characters not required to be encoded (alphanumerics, `$-_.+!*'(),`) may be encoded; then the scheme lower-case again (§2.1, l.94-96)",
    normalize: |s| lower_scheme(&decode_keeping_dot_segments(s, is_safe)),
    relative: Relative::Instead(decode_in_reference),
};

/// RFC 1738's ladder: the same string, the scheme's case, the encodings.
pub(crate) const LADDER: [Step; 3] = [STRING, CASE, ENCODING];

/// What RFC 1738 needs not encode: "alphanumerics, the special characters
/// `$-_.+!*'(),`" (§2.2, l.190-192).
fn is_safe(c: char) -> bool {
    c.is_ascii_alphanumeric() || "$-_.+!*'(),".contains(c)
}

/// RFC 1738's percent-encoding rung on a relative reference: no scheme to
/// lower again, the whole text up to `?` or `#` read as the path (RFC 1808
/// reads no scheme in `%41://%2E`, and its last segment is an escaped dot),
/// and the escapes before the first `:` kept where decoding them would give
/// that colon a scheme name before it, which RFC 1808 §2.4.2
/// (`rfc1808.txt` l.320-324), whose ladder this is too, would then read:
/// `b%2Dc:d` is a relative path there, and `b-c:d` a URI of the scheme
/// `b-c`. (Under RFC 1630's rules, which RFC 1738 resolves with, a relative
/// reference has a `/` before its first `:`, so the colon never follows a
/// scheme name.)
fn decode_in_reference(s: &str) -> String {
    let decoded = decode_around_path(around_relative_path(s), is_safe);
    match (s.find(':'), decoded.find(':')) {
        (Some(colon), Some(decoded_colon)) if Parts::parse(&decoded).scheme.is_some() => {
            format!("{}{}", upper_hex(&s[..colon]), &decoded[decoded_colon..])
        }
        _ => decoded,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::revisions::equivalence::reference::Form;
    use crate::revisions::equivalence::CharacterNormalization;

    fn rung(a: &str, b: &str) -> Option<Rung> {
        OPERATIONS.compare(CharacterNormalization::default(), a, b).unwrap().rung()
    }

    fn normal(text: &str) -> String {
        OPERATIONS.normalize(CharacterNormalization::default(), text).unwrap().text
    }

    #[test]
    fn the_ladder() {
        assert_eq!(rung("http://h/%7e", "http://h/~"), None);
        assert_eq!(rung("HTTP://h/a", "http://h/a"), Some(Rung::Case));
        assert_eq!(rung("http://H/a", "http://h/a"), None);
        assert_eq!(rung("ftp://h/%24%2c", "ftp://h/$,"), Some(Rung::PercentEncoding));
        assert_eq!(rung("ftp://h/%3b", "ftp://h/;"), None);
        assert_eq!(rung("http://h:80/", "http://h/"), None);
    }

    /// RFC 1630's test reads a scheme in `a?b:c`, where Appendix B's
    /// expression reads none.
    #[test]
    fn a_scheme_is_a_colon_before_any_slash() {
        assert_eq!(Form::of(is_absolute, "a?b:c"), Form::Uri);
        assert_eq!(normal("B%2dc:%64"), "b-c:d");
        assert_eq!(normal("x/b%2dc:%64"), "x/b-c:d");
        assert_eq!(rung("../%61", "../a"), Some(Rung::PercentEncoding));
        assert_eq!(rung("../a/./b", "../a/b"), None);
        assert_eq!(normal("http://x/%2E%2E;p"), "http://x/%2E%2E;p");
    }

    #[test]
    fn the_first_step_says_rfc_1738_is_silent() {
        let r = OPERATIONS.resolve(ResolveOptions::default(), "http://a/b/c/d;p?q", "../g").unwrap();
        assert_eq!((r.target.as_str(), r.steps[0]), ("http://a/b/g", SILENT));
        assert_eq!(r.steps.len(), 2);
    }
}
