//! The one way in: `resolve`, `compare` and `normalize` take the
//! specification as a `Grammar`, and a grammar of one listing or layer of a
//! document answers with the grammar to use instead.

use rfc1630::documents;
use rfc1630::revisions::equivalence::rfc1630::CompareError;
use rfc1630::revisions::equivalence::{CharacterNormalization, Equivalence};
use rfc1630::revisions::resolution::{resolve_with, ResolveError, ResolveOptions, RevisionError};
use rfc1630::revisions::{operations_of, Operations};
use rfc1630::{
    compare, grammar::NoSuchOperation, grammar::Operation, normalize, resolve, revisions::NormalizeError, Grammar,
};

/// The operations the registry lists for `grammar`'s document.
fn operations(grammar: Grammar) -> &'static Operations {
    documents::of(grammar).operations.unwrap()
}

/// The grammars of the registry's documents that define operations.
fn defining() -> impl Iterator<Item = Grammar> {
    documents::ALL.iter().filter(|document| document.operations.is_some()).map(|document| document.grammar)
}

/// The root's `resolve` is the resolution the registry lists for the
/// document, for every document of the registry that defines one.
#[test]
fn resolve_is_each_documents_resolution() {
    let base = "http://a/b/c/d;p?q";
    for grammar in defining() {
        let listed = operations(grammar);
        assert!(std::ptr::eq(operations_of(grammar, Operation::Resolution).unwrap(), listed), "{grammar}");
        for reference in ["g", "../g", "//g", "?y", "#s", "g:h", "/./g"] {
            let by_document = listed.resolve(ResolveOptions::default(), base, reference);
            assert_eq!(resolve(grammar, base, reference), by_document, "{grammar} {reference}");
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
        let error = |operation| NoSuchOperation { grammar, operation, instead: Some(instead) };
        let resolution = resolve(grammar, "http://a/b", "g").unwrap_err();
        assert_eq!(resolution, RevisionError::NoSuchOperation(error(Operation::Resolution)));
        assert_eq!(resolution.to_string(), format!("{part} defines no resolution; use {instead}"));
        assert_eq!(compare(grammar, "a:b", "a:b"), Err(CompareError::NoSuchOperation(error(Operation::Comparison))));
        assert_eq!(normalize(grammar, "a:b"), Err(NormalizeError::NoSuchOperation(error(Operation::Normalization))));
        assert_eq!(operations_of(grammar, Operation::Resolution).unwrap_err(), error(Operation::Resolution));
    }
    // The grammars of the registry's documents are no listing or layer; those
    // of the documents that define operations, and no other, name them.
    for grammar in Grammar::ALL.into_iter().chain(Grammar::PROSE) {
        let document = documents::ALL.iter().find(|document| document.grammar == grammar);
        assert_eq!(NoSuchOperation::of(grammar, Operation::Resolution).is_none(), document.is_some(), "{grammar}");
        let named = document.is_some_and(|document| document.operations.is_some());
        assert_eq!(operations_of(grammar, Operation::Resolution).is_ok(), named, "{grammar}");
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
    assert!(
        matches!(err, ResolveError::NoPartialForms { grammar: Grammar::Url03, clause } if clause.starts_with("url-03 p.2"))
    );
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
    let with_ladder = defining().filter(|&g| operations(g).has_ladder());
    for grammar in with_ladder {
        let by_document = |a, b| operations(grammar).compare(CharacterNormalization::default(), a, b);
        for a in uris {
            let na = normalize(grammar, a).unwrap().text;
            for b in uris {
                let nb = normalize(grammar, b).unwrap().text;
                let equivalent = matches!(by_document(a, b).unwrap(), Equivalence::Equivalent { .. });
                assert_eq!(equivalent, na == nb, "{grammar}: {a} ({na}) vs {b} ({nb})");
                assert_eq!(compare(grammar, a, b), by_document(a, b));
            }
        }
    }
}

/// RFC 1630's normal form is its encoding level (p.8); the drafts share
/// it: every document with no ladder.
#[test]
fn rfc1630_normalizes_to_its_encoding_level() {
    let without_ladder: Vec<Grammar> = defining().filter(|&g| !operations(g).has_ladder()).collect();
    assert_eq!(without_ladder, [Grammar::Url4, Grammar::Url7, Grammar::Url03, Grammar::Rfc1630]);
    for grammar in without_ladder {
        let normal = normalize(grammar, "http://h/%41%2F%7e").unwrap();
        assert_eq!(normal.text, "http://h/A%2F%7E", "{grammar}");
        assert!(normal.rungs[0].1.starts_with("RFC 1630 p.8"), "{grammar}");
    }
}

/// A document that defines no operations (RFC 6068) answers so under each
/// of its grammars, naming no other grammar, in the library and the CLI.
#[test]
fn a_document_without_operations_names_none() {
    let mut seen = 0;
    for document in documents::ALL.iter().filter(|document| document.operations.is_none()) {
        for grammar in std::iter::once(document.grammar).chain(document.layers.iter().copied()) {
            let error = |operation| NoSuchOperation { grammar, operation, instead: None };
            let resolution = resolve(grammar, "http://a/b", "g").unwrap_err();
            assert_eq!(resolution, RevisionError::NoSuchOperation(error(Operation::Resolution)), "{grammar}");
            assert_eq!(resolution.to_string(), format!("{} defines no resolution", document.name));
            assert_eq!(
                compare(grammar, "a:b", "a:b"),
                Err(CompareError::NoSuchOperation(error(Operation::Comparison)))
            );
            assert_eq!(
                normalize(grammar, "a:b"),
                Err(NormalizeError::NoSuchOperation(error(Operation::Normalization)))
            );
            let partial = resolve_with(grammar, ResolveOptions::default(), "http://a/b", "g");
            assert_eq!(
                partial,
                Err(ResolveError::NoSuchOperation(NoSuchOperation {
                    grammar: document.grammar,
                    ..error(Operation::Resolution)
                }))
            );
            seen += 1;
        }
    }
    assert!(seen > 0, "no document of the registry defines no operations");
}

/// A grammar pads as the format asks, as a string does.
#[test]
fn a_grammar_pads() {
    for grammar in Grammar::ALL.into_iter().chain(Grammar::PROSE) {
        assert_eq!(format!("{grammar:16}|"), format!("{:16}|", grammar.id()));
        assert_eq!(format!("{grammar:>16}|"), format!("{:>16}|", grammar.id()));
    }
    assert_eq!(format!("{:8}|", Grammar::Url7), "url7    |");
}
