//! The conventional encoding (RFC 1630 p.8-9) on the catalogue's Examples
//! 1-3 and the p.14 search with `%%3D`, and its properties.

use crate::support::catalogue;
use proptest::prelude::*;
use rfc1630::revisions::encoding::{
    check_escapes, decode, encode, normalize, normalize_component, search_words, Component, EncodingError,
    EncodingLevel,
};

const MIN: EncodingLevel = EncodingLevel::MINIMAL;

/// Examples 1 and 2 (p.9): same text once brought to the same level for
/// the identical pair, different text for the pair with `%2F`.
#[test]
fn examples_1_and_2_at_the_same_level() {
    let rows = catalogue();
    let mut pairs = 0;
    // RFC 1630's pairs: the later documents' equivalences are not RFC 1630 p.8's.
    let p9 = rows.iter().filter(|r| r["id"].starts_with("rfc1630-"));
    for row in p9.filter(|r| r["claim"] == "identical" || r["claim"] == "not-identical") {
        let other = rows.iter().find(|r| r["id"] == row["context"]).expect("the other member");
        let (a, b) = (normalize(&row["uri"], MIN).unwrap(), normalize(&other["uri"], MIN).unwrap());
        assert_eq!(a == b, row["claim"] == "identical", "{}: {a} vs {b}", row["id"]);
        pairs += 1;
    }
    assert_eq!(pairs, 8);
}

/// Example 3 (p.9): both strings are errors, at the `%` that starts no
/// escape, never passed through.
#[test]
fn example_3_is_an_error() {
    let rows: Vec<_> = catalogue().into_iter().filter(|r| r["id"].contains("-p9-ex3-")).collect();
    assert_eq!(rows.len(), 4);
    for row in rows {
        let uri = &row["uri"];
        let expected = if uri.starts_with("fxqn") { "%*." } else { "%as" };
        let offset = uri.find(expected).unwrap();
        let err = EncodingError::BadEscape { offset, found: expected.to_string() };
        assert_eq!(check_escapes(uri).unwrap_err(), err, "{}", row["id"]);
        assert_eq!(normalize(uri, MIN).unwrap_err(), err, "{}", row["id"]);
        assert!(decode(uri).is_err());
    }
}

/// p.14 prints a search with `%%3D` (finding F4): the same error.
#[test]
fn p14_double_percent_is_an_error() {
    let row = catalogue().into_iter().find(|r| r["id"] == "rfc1630-003-p14-http-8").unwrap();
    let search = row["uri"].split_once('?').unwrap().1;
    assert!(matches!(search_words(search), Err(EncodingError::BadEscape { .. })));
}

/// Every `%` escape in every example the documents call valid decodes, or
/// is one of the known bad ones (F4, and the url-03 row with a space inside
/// an escape).
#[test]
fn catalogue_escapes() {
    let mut bad = Vec::new();
    for row in catalogue().into_iter().filter(|r| r["claim"] == "valid" || r["claim"] == "part") {
        if check_escapes(&row["uri"]).is_err() {
            bad.push(row["id"].clone());
        }
    }
    assert_eq!(bad, ["rfc1630-003-p14-http-8", "rfc1630-000-p14-http-8", "url03-p8-gplus-9",]);
}

proptest! {
    #[test]
    fn encode_decode_round_trip(bytes in proptest::collection::vec(any::<u8>(), 0..64)) {
        for component in [Component::Segment, Component::SearchWord, Component::Fragmentid, Component::Xalphas] {
            let encoded = encode(&bytes, component);
            prop_assert_eq!(decode(&encoded).unwrap(), bytes.clone());
            prop_assert!(encoded.bytes().all(|b| b == b'%' || component.allows(b)));
        }
    }

    /// Normalising twice is normalising once, and never changes what the
    /// text decodes to.
    #[test]
    fn normalize_is_idempotent_and_keeps_the_octets(s in "[a-z/?#+%.~ 0-9A-F*!:;=@&-]{0,24}") {
        if let Ok(once) = normalize(&s, MIN) {
            prop_assert_eq!(normalize(&once, MIN).unwrap(), once.clone());
            prop_assert_eq!(decode(&once).unwrap(), decode(&s).unwrap());
        } else {
            prop_assert!(check_escapes(&s).is_err());
        }
    }

    /// A component brought to the minimal level is valid for it: only
    /// allowed octets, escapes and reserved characters remain.
    #[test]
    fn minimal_level_is_valid(s in "[ -~]{0,24}") {
        if let Ok(n) = normalize_component(&s, Component::Segment, MIN) {
            prop_assert!(n.bytes().all(|b| Component::Segment.allows(b) || b"%=;/#?: *!".contains(&b)));
        }
    }
}
