//! serde keeps its word: a URI comes back equal through the module of the
//! grammar it was parsed with; plain `Deserialize` is the default grammar's.

use rfc1630::ast::serde_with as with;
use rfc1630::ast::{doc, DocumentGrammar, UriOf};
use rfc1630::{parse_with, Grammar, Uri};
use serde_json::Value;

/// The string deserialized through `grammar`'s module.
fn deserialize(grammar: Grammar, json: Value) -> Result<Uri<'static>, serde_json::Error> {
    match grammar {
        Grammar::Rfc1630 => with::rfc1630::deserialize(json),
        Grammar::Rfc1630Url => with::rfc1630_url::deserialize(json),
        Grammar::Rfc1630Generic => with::rfc1630_generic::deserialize(json),
        Grammar::Url03 => with::url_03::deserialize(json),
        Grammar::Url7 => with::url7::deserialize(json),
        Grammar::Url4 => with::url4::deserialize(json),
        Grammar::Rfc1738 => with::rfc1738::deserialize(json),
        Grammar::Rfc1808 => with::rfc1808::deserialize(json),
        Grammar::Rfc2396 => with::rfc2396::deserialize(json),
        Grammar::Rfc2732 => with::rfc2732::deserialize(json),
        Grammar::Rfc3986 => with::rfc3986::deserialize(json),
        Grammar::Rfc3987 => with::rfc3987::deserialize(json),
        Grammar::Rfc1630Prose => with::rfc1630_prose::deserialize(json),
        Grammar::Url03Prose => with::url_03_prose::deserialize(json),
        Grammar::Url7Prose => with::url7_prose::deserialize(json),
        Grammar::Url4Prose => with::url4_prose::deserialize(json),
        Grammar::Rfc6068 => with::rfc6068::deserialize(json),
        Grammar::Rfc6068Prose => with::rfc6068_prose::deserialize(json),
        other => panic!("no serde_with module for {other}"),
    }
}

/// Every witness of the accessor and parts tables, under its own grammar.
#[test]
fn every_witness_comes_back_equal_under_its_grammar() {
    let rows = crate::support::ast_rows("accessors.tsv") + "\n" + &crate::support::ast_rows("parts.tsv");
    let mut grammars = std::collections::BTreeSet::new();
    for line in rows.lines().filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let mut fields = line.split('\t');
        let grammar: Grammar = fields.next().unwrap().parse().unwrap();
        let uri = parse_with(grammar, fields.next().unwrap()).unwrap();
        let json = serde_json::to_value(&uri).unwrap();
        assert_eq!(json, Value::String(uri.to_string()), "{line}");
        assert_eq!(deserialize(grammar, json).unwrap(), uri, "{line}");
        grammars.insert(grammar);
    }
    assert_eq!(grammars.len(), Grammar::ALL.len() + Grammar::PROSE.len());
}

/// Plain `Deserialize` parses with the default grammar, as its rustdoc says:
/// an RFC 3986 URI comes back as RFC 1630's, or not at all.
#[test]
fn plain_deserialize_is_the_default_grammars() {
    let uri = parse_with(Grammar::Rfc3986, "http://h/a").unwrap();
    let back: Uri<'static> = serde_json::from_value(serde_json::to_value(&uri).unwrap()).unwrap();
    assert_eq!(back.grammar, Grammar::Rfc1630);
    assert_ne!(back, uri);
    assert_eq!(back.to_string(), uri.to_string());
    let https = parse_with(Grammar::Rfc3986, "https://h/a").unwrap();
    assert!(serde_json::from_value::<Uri<'static>>(serde_json::to_value(&https).unwrap()).is_err());
}

/// The error is one line: the offset, the grammar, the expected set and the production.
#[test]
fn the_error_is_one_line() {
    let err = deserialize(Grammar::Rfc3986, Value::String("http://h:8x/".into())).unwrap_err().to_string();
    assert!(!err.contains('\n'), "{err}");
    // `h:8x` reads as a `userinfo`, which wants its `@` at the `/`.
    assert!(err.starts_with("at byte 11: rfc3986: 1:12: expected "), "{err}");
    assert!(err.contains("in authority") && err.contains("rfc3986.txt l.2717"), "{err}");
    let option: Option<Uri<'static>> = with::rfc3986::option::deserialize(Value::Null).unwrap();
    assert_eq!(option, None);
}

/// The same string through a document's type: `TryFrom<&str>`, `FromStr`,
/// `TryFrom<String>` and `Deserialize` all parse with the document's
/// grammar, give the URI `parse_with` gives, and reject what it rejects at
/// the same byte; `Serialize` gives the string back.
fn typed_agrees<D: DocumentGrammar>(input: &str) {
    let expected = parse_with(D::GRAMMAR, input);
    let borrowed = UriOf::<D>::try_from(input);
    let parsed = input.parse::<UriOf<'static, D>>();
    let owned = UriOf::<D>::try_from(input.to_owned());
    let json = serde_json::to_string(input).unwrap();
    let deserialized = serde_json::from_str::<UriOf<'static, D>>(&json);
    match expected {
        Ok(uri) => {
            assert_eq!(borrowed.as_ref().map(|u| u.as_uri()), Ok(&uri), "{} {input}", D::GRAMMAR);
            assert_eq!(parsed.as_ref().map(|u| u.as_uri()), Ok(&uri), "{} {input}", D::GRAMMAR);
            assert_eq!(owned.as_ref().map(|u| u.as_uri()), Ok(&uri), "{} {input}", D::GRAMMAR);
            let deserialized = deserialized.unwrap_or_else(|e| panic!("{} {input}: {e}", D::GRAMMAR));
            assert_eq!(deserialized.as_uri(), &uri, "{} {input}", D::GRAMMAR);
            assert_eq!(serde_json::to_string(&deserialized).unwrap(), json);
            assert_eq!(deserialized.to_string(), input);
        }
        Err(error) => {
            assert_eq!(borrowed.map_err(|e| e.offset()).err(), Some(error.offset()), "{input}");
            assert_eq!(parsed.map_err(|e| e.offset()).err(), Some(error.offset()), "{input}");
            assert_eq!(owned.map_err(|e| e.offset()).err(), Some(error.offset()), "{input}");
            let message = deserialized.unwrap_err().to_string();
            assert!(message.starts_with(&format!("at byte {}: {}", error.offset(), D::GRAMMAR)), "{message}");
        }
    }
}

/// Every witness of the accessor and parts tables, through each
/// document's type: the witnesses of its own grammar parse, the others'
/// are parsed or rejected as its grammar parses or rejects them.
#[test]
fn each_documents_type_parses_with_its_grammar() {
    let rows = crate::support::ast_rows("accessors.tsv") + "\n" + &crate::support::ast_rows("parts.tsv");
    let inputs: std::collections::BTreeSet<&str> =
        rows.lines().filter(|l| !l.is_empty() && !l.starts_with('#')).map(|l| l.split('\t').nth(1).unwrap()).collect();
    for input in inputs {
        typed_agrees::<doc::Url4>(input);
        typed_agrees::<doc::Url7>(input);
        typed_agrees::<doc::Url03>(input);
        typed_agrees::<doc::Rfc1630>(input);
        typed_agrees::<doc::Rfc1738>(input);
        typed_agrees::<doc::Rfc1808>(input);
        typed_agrees::<doc::Rfc2396>(input);
        typed_agrees::<doc::Rfc2732>(input);
        typed_agrees::<doc::Rfc3986>(input);
        typed_agrees::<doc::Rfc3987>(input);
        typed_agrees::<doc::Rfc6068>(input);
    }
    // Each type is its document's whole grammar.
    let grammars = [
        doc::Url4::GRAMMAR,
        doc::Url7::GRAMMAR,
        doc::Url03::GRAMMAR,
        doc::Rfc1630::GRAMMAR,
        doc::Rfc1738::GRAMMAR,
        doc::Rfc1808::GRAMMAR,
        doc::Rfc2396::GRAMMAR,
        doc::Rfc2732::GRAMMAR,
        doc::Rfc3986::GRAMMAR,
        doc::Rfc3987::GRAMMAR,
        doc::Rfc6068::GRAMMAR,
    ];
    let documents: Vec<Grammar> = rfc1630::documents::ALL.iter().map(|d| d.grammar).collect();
    assert_eq!(grammars.to_vec(), documents);
}

/// A field typed with its document needs no attribute; an `Option` of one
/// takes null; a string the document rejects is an error of one line.
#[test]
fn a_typed_field_keeps_its_document() {
    #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug)]
    struct Link {
        href: UriOf<'static, doc::Rfc3986>,
        iri: Option<UriOf<'static, doc::Rfc3987>>,
    }
    let json = r#"{"href":"https://example.com/a?q#f","iri":null}"#;
    let link: Link = serde_json::from_str(json).unwrap();
    assert_eq!(link.href.grammar, Grammar::Rfc3986);
    assert_eq!((link.href.scheme(), link.href.path(), link.href.query()), (Some("https"), Some("/a"), Some("q")));
    assert_eq!(serde_json::to_string(&link).unwrap(), json);
    let json = r#"{"href":"https://example.com/","iri":"http://例え.jp/é"}"#;
    let link: Link = serde_json::from_str(json).unwrap();
    assert_eq!(link.iri.as_ref().unwrap().host().unwrap().as_str(), "例え.jp");
    // RFC 3986 has no characters beyond ASCII: `例` is at byte 7.
    let err = serde_json::from_str::<Link>(r#"{"href":"http://例え.jp/","iri":null}"#).unwrap_err().to_string();
    assert!(err.starts_with("at byte 7: rfc3986: 1:8: expected"), "{err}");
    assert!(!err.contains('\n'));
}

/// The untyped `Uri`'s `FromStr`, `TryFrom` and `Deserialize` keep RFC
/// 1630's grammar, which knows no `https`; the typed URI of RFC 3986 takes it.
#[test]
fn the_untyped_uri_keeps_rfc_1630_s_grammar() {
    assert!("https://example.com/".parse::<Uri<'static>>().is_err());
    assert!(Uri::try_from("https://example.com/").is_err());
    assert!(serde_json::from_str::<Uri<'static>>(r#""https://example.com/""#).is_err());
    assert_eq!("http://example.com/".parse::<Uri<'static>>().unwrap().grammar, Grammar::Rfc1630);
    let typed: UriOf<doc::Rfc3986> = "https://example.com/".parse().unwrap();
    assert_eq!(Uri::from(typed).grammar, Grammar::Rfc3986);
}
