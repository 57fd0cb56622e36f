//! The exact diagnosis from a non-default entry: each lineage grammar's
//! absolute form (`--entry absoluteURL`, `absoluteURI`, `URI`) reports the
//! end of the longest prefix its production extends and the listing's names
//! for what could follow, as the default entry does, not pest's offset of
//! the outermost rule.
//!
//! The expected offsets and names are read from the documents' rules:
//! - RFC 1808 p.4 (l.177, l.179): `absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) )`,
//!   `generic-RL = scheme ":" relativeURL`: `g` is a scheme that needs its `:` at byte 1;
//! - RFC 2396 p.27 (l.1466, l.1482): `absoluteURI = scheme ":" ...`, `scheme = alpha *( ... )`:
//!   `../b` has no `alpha` at byte 0;
//! - RFC 2732 p.3 (l.123): `ipv6reference = "[" IPv6address "]"`: `http://[::1` ends where
//!   the address may go on or be closed;
//! - RFC 3986 p.49 (l.2697): `URI = scheme ":" hier-part ...`: `//h/p` has no `ALPHA` at byte 0,
//!   and `http:/ /` stops at the space.

use rfc1630::{recognize::Entry, Grammar, ParseError};

fn rejected(grammar: Grammar, production: &str, input: &str) -> ParseError {
    Entry::new(grammar, production).unwrap().check(input).unwrap_err()
}

/// The expected set's class rules and literal bytes, as names.
fn expected(error: &ParseError) -> (Vec<&'static str>, Vec<String>, bool) {
    let set = error.expected().expect("an expected set");
    let classes = set.classes.iter().map(|c| c.rule).collect();
    let literals = set.literals.iter().map(|b| (b.0 as char).to_string()).collect();
    (classes, literals, set.end_of_input)
}

#[test]
fn rfc1808_absolute_url() {
    let err = rejected(Grammar::Rfc1808, "absoluteURL", "g");
    assert_eq!(err.offset(), 1);
    let (classes, literals, end) = expected(&err);
    assert!(literals.contains(&":".to_string()), "{literals:?}");
    assert!(classes.contains(&"alpha"), "{classes:?}");
    assert!(!end);
    // The default entry `URL` takes `g` as a relativeURL.
    assert!(rfc1630::check(Grammar::Rfc1808, "g").is_ok());
}

#[test]
fn rfc2396_absolute_uri() {
    let err = rejected(Grammar::Rfc2396, "absoluteURI", "../b");
    assert_eq!(err.offset(), 0);
    let (classes, literals, end) = expected(&err);
    assert_eq!((classes, literals, end), (vec!["alpha"], vec![], false));
}

#[test]
fn rfc2732_absolute_uri() {
    let err = rejected(Grammar::Rfc2732, "absoluteURI", "http://[::1");
    assert_eq!(err.offset(), 11);
    let (classes, literals, end) = expected(&err);
    assert!(literals.contains(&"]".to_string()) && literals.contains(&":".to_string()), "{literals:?}");
    assert!(classes.contains(&"hex"), "{classes:?}");
    assert!(!end);
    let stacks = err.stacks();
    assert!(stacks.iter().all(|s| s.production == "absoluteURI"), "{stacks:?}");
    assert!(stacks.iter().any(|s| s.frames.iter().any(|f| f.rule == "ipv6reference")), "{stacks:?}");
}

#[test]
fn rfc3986_uri() {
    let err = rejected(Grammar::Rfc3986, "URI", "//h/p");
    assert_eq!(err.offset(), 0);
    assert_eq!(expected(&err), (vec!["ALPHA"], vec![], false));
    let err = rejected(Grammar::Rfc3986, "URI", "http:/ /");
    assert_eq!(err.offset(), 6);
    let (_, _, end) = expected(&err);
    assert!(end, "`http:/` is a URI");
    assert!(err.stacks().iter().all(|s| s.production == "URI"));
}

/// Through the CLI, the case that reported byte 0 "in EOI".
#[cfg(feature = "cli")]
#[test]
fn the_cli_reports_the_exact_offset() {
    let line = crate::support::binary::run(&["check", "-g", "rfc1808", "--entry", "absoluteURL", "g"], b"").stdout;
    assert!(line.starts_with("err\t1\t"), "{line}");
    assert!(!line.contains("EOI"), "{line}");
}

/// A scheme's continuation is named with the smallest classes that cover it:
/// `scheme = 1*( alpha | digit | "+" | "-" | "." )` (RFC 1808 p.4, l.194) and
/// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` (RFC 3986 p.49, l.2715)
/// say `digit`, not a `hex` or `HEXDIG` whose letters `alpha` has already named.
#[test]
fn a_scheme_continues_with_alpha_and_digit() {
    let literals = ["+", "-", ".", ":"].map(String::from).to_vec();
    let err = rejected(Grammar::Rfc1808, "absoluteURL", "g");
    assert_eq!(expected(&err), (vec!["alpha", "digit"], literals.clone(), false));
    let err = rejected(Grammar::Rfc3986, "URI", "a/b");
    assert_eq!(err.offset(), 1);
    assert_eq!(expected(&err), (vec!["ALPHA", "DIGIT"], literals, false));
}
