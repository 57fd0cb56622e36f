//! The one way in: `resolve`, `compare` and `normalize` take the
//! specification as a `Grammar`, and a grammar of one listing or layer of a
//! document answers with the grammar to use instead.

use rfc1630::revisions::equivalence::rfc1630::CompareError;
use rfc1630::revisions::equivalence::{compare_in, Equivalence};
use rfc1630::revisions::resolution::{resolve_with, ResolveError, ResolveOptions, Revision, RevisionError};
use rfc1630::{
    compare, grammar::NoSuchOperation, grammar::Operation, normalize, resolve, revisions::NormalizeError, Grammar,
};

/// The root's `resolve` is the revision's algorithm, for every revision
/// and every grammar of a whole document.
#[test]
fn resolve_is_each_revisions_algorithm() {
    let base = "http://a/b/c/d;p?q";
    for revision in Revision::ALL {
        let grammar = Grammar::from(revision);
        assert_eq!(Revision::try_from(grammar), Ok(revision));
        for reference in ["g", "../g", "//g", "?y", "#s", "g:h", "/./g"] {
            let by_revision = revision.resolve(ResolveOptions::default(), base, reference);
            assert_eq!(resolve(grammar, base, reference), by_revision, "{grammar} {reference}");
        }
    }
}

/// A listing or a prose layer names no operation; the error names the grammar that does.
#[test]
fn a_listing_names_no_operation() {
    let cases = [
        (Grammar::Rfc1630Url, "RFC 1630's URL listing", Grammar::Rfc1630),
        (Grammar::Rfc1630Generic, "RFC 1630's generic listing", Grammar::Rfc1630),
        (Grammar::Rfc1630Prose, "RFC 1630's prose layer", Grammar::Rfc1630),
        (Grammar::Url03Prose, "url-03's prose layer", Grammar::Url03),
        (Grammar::Url7Prose, "url7's prose layer", Grammar::Url7),
        (Grammar::Url4Prose, "url4's prose layer", Grammar::Url4),
    ];
    for (grammar, part, instead) in cases {
        let error = |operation| NoSuchOperation { grammar, operation, instead };
        let resolution = resolve(grammar, "http://a/b", "g").unwrap_err();
        assert_eq!(resolution, RevisionError::NoSuchOperation(error(Operation::Resolution)));
        assert_eq!(resolution.to_string(), format!("{part} defines no resolution; use {instead}"));
        assert_eq!(compare(grammar, "a:b", "a:b"), Err(CompareError::NoSuchOperation(error(Operation::Comparison))));
        assert_eq!(normalize(grammar, "a:b"), Err(NormalizeError::NoSuchOperation(error(Operation::Normalization))));
        assert_eq!(Revision::try_from(grammar), Err(error(Operation::Resolution)));
    }
    for grammar in Grammar::ALL.into_iter().chain(Grammar::PROSE) {
        assert_eq!(NoSuchOperation::of(grammar, Operation::Resolution).is_none(), Revision::try_from(grammar).is_ok());
    }
}

/// `resolve_with` holds RFC 1630's and the drafts' partial-form rules; a later
/// document is told where its own algorithm is, not that it has no partial
/// forms (url-03's words).
#[test]
fn resolve_with_names_the_later_documents_own_algorithm() {
    let err = resolve_with(Grammar::Rfc3986, ResolveOptions::default(), "http://a/b", "../g").unwrap_err();
    assert_eq!(err, ResolveError::OwnAlgorithm { grammar: Grammar::Rfc3986 });
    assert!(!err.to_string().contains("url-03"), "{err}");
    assert!(err.to_string().contains("rfc1630::resolve(Grammar::Rfc3986"), "{err}");
    let err = resolve_with(Grammar::Url03, ResolveOptions::default(), "http://a/b", "g").unwrap_err();
    assert_eq!(err, ResolveError::NoPartialForms { grammar: Grammar::Url03 });
}

/// Under a ladder, two URIs are equivalent exactly when their normal forms
/// are equal: `normalize` runs the rungs `compare` climbs.
#[test]
fn equivalence_is_equal_normal_forms() {
    let uris = [
        "http://a/b",
        "HTTP://A/b",
        "http://a/%62",
        "http://a/./b",
        "http://a:80/b",
        "http://a:/b",
        "http://a",
        "http://a/",
        "http://Ex%41mple.com/",
        "http://example.com/",
        "HTTP://Example.COM/%7Esmith",
        "http://example.com/~smith",
        "https://a:443/",
        "https://a/",
        "ftp://a:21/x",
        "ftp://a/x",
        "g:h",
    ];
    for revision in [Revision::Rfc1738, Revision::Rfc1808, Revision::Rfc2396, Revision::Rfc2732, Revision::Rfc3986] {
        let grammar = Grammar::from(revision);
        for a in uris {
            let na = normalize(grammar, a).unwrap().text;
            for b in uris {
                let nb = normalize(grammar, b).unwrap().text;
                let equivalent = matches!(compare_in(revision, a, b).unwrap(), Equivalence::Equivalent { .. });
                assert_eq!(equivalent, na == nb, "{grammar}: {a} ({na}) vs {b} ({nb})");
                assert_eq!(compare(grammar, a, b), compare_in(revision, a, b));
            }
        }
    }
}

/// RFC 1630's normal form is its encoding level (p.8); the drafts share it.
#[test]
fn rfc1630_normalizes_to_its_encoding_level() {
    for grammar in [Grammar::Rfc1630, Grammar::Url03, Grammar::Url7, Grammar::Url4] {
        let normal = normalize(grammar, "http://h/%41%2F%7e").unwrap();
        assert_eq!(normal.text, "http://h/A%2F%7E", "{grammar}");
        assert!(normal.rungs[0].1.starts_with("RFC 1630 p.8"), "{grammar}");
    }
}

/// A grammar pads as the format asks, as a string does.
#[test]
fn a_grammar_pads() {
    for grammar in Grammar::ALL.into_iter().chain(Grammar::PROSE) {
        assert_eq!(format!("{grammar:16}|"), format!("{:16}|", grammar.id()));
        assert_eq!(format!("{grammar:>16}|"), format!("{:>16}|", grammar.id()));
    }
    assert_eq!(format!("{:8}|", Revision::Url7), "url7    |");
}
