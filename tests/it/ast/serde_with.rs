//! serde keeps its word: a URI comes back equal through the module of the
//! grammar it was parsed with; plain `Deserialize` is the default grammar's.

use rfc1630::ast::serde_with as with;
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
