//! Owned URIs from strings, and serde both ways.

use crate::support as common;

use rfc1630::{parse_with, Grammar, Uri};
use serde::{Deserialize, Serialize};

/// Every catalogue example and corpus string any grammar accepts: the owned
/// form equals the borrowed one, writes back the input, and serializes to
/// the same tree.
#[test]
fn the_owned_form_equals_the_borrowed_one() {
    let mut checked = 0;
    for (_, input) in common::corpus_strings().iter().step_by(7) {
        for grammar in Grammar::ALL {
            let Ok(borrowed) = parse_with(grammar, input) else { continue };
            let owned: Uri<'static> = parse_with(grammar, &input.clone()).unwrap().into_owned();
            assert_eq!(owned, borrowed);
            assert_eq!(owned.to_string(), *input);
            assert_eq!(serde_json::to_value(owned.ast()).unwrap(), serde_json::to_value(borrowed.ast()).unwrap());
            checked += 1;
        }
    }
    assert!(checked > 1_000, "only {checked} accepted strings");
}

#[test]
fn from_str_and_try_from_string_parse_with_the_default_grammar() {
    let uri: Uri<'static> = "url:news:comp.infosystems.www#top".parse().unwrap();
    assert_eq!((uri.grammar, uri.production()), (Grammar::Rfc1630, "newsaddress"));
    let uri = Uri::try_from(String::from("magic:a/b")).unwrap();
    assert_eq!(uri.verdict().to_string(), "rfc1630-generic:uri");
    let err = "http://h/a b".parse::<Uri>().unwrap_err();
    assert_eq!(err.offset(), 10);
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Archive {
    name: String,
    uris: Vec<Uri<'static>>,
}

#[test]
fn serde_round_trip_through_json() {
    let inputs = [
        "http://info.cern.ch:8000/hypertext/WWW/TheProject.html",
        "ftp://anonymous:guest@ftp.uu.net/pub/",
        "gopher://gopher.micro.umn.edu:70/11/",
        "wais://quake.think.com/directory-of-servers?gopher+internet",
        "url:mid:m@h",
        "magic:a/b?c+d#e",
    ];
    let archive = Archive { name: "1994".into(), uris: inputs.iter().map(|s| s.parse().unwrap()).collect() };
    let json = serde_json::to_string(&archive).unwrap();
    assert!(json.contains(r#""uris":["http://info.cern.ch:8000/hypertext/WWW/TheProject.html","#), "{json}");
    let back: Archive = serde_json::from_str(&json).unwrap();
    assert_eq!(back, archive);
}

#[test]
fn a_rejected_string_is_a_serde_error_with_the_diagnostic() {
    let err = serde_json::from_str::<Archive>(r#"{"name": "x", "uris": ["http://h/", "http://h:80x/"]}"#).unwrap_err();
    let message = err.to_string();
    // One line: the offset, the grammar, what was expected, where, and in which production.
    assert!(message.starts_with("at byte 11: rfc1630: 1:12: expected digit"), "{message}");
    assert!(message.contains("in port (RFC 1630 p.25") && !message.contains('\n'), "{message}");
    assert!(serde_json::from_str::<Archive>(r#"{"name": "x", "uris": [42]}"#).is_err());
}
