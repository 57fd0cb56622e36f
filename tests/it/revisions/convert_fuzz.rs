//! RFC 3987 §3's mapping over any text, as the `convert` fuzz target feeds
//! it but runnable on stable: characters of every range (ASCII, `ucschar`,
//! `iprivate`, C1 controls, non-characters, bidi formatting characters,
//! characters of four octets), `%` with hex digits or without, `?` and
//! `#`. No text may panic either way, and what either direction accepts
//! makes its round trip: URI → IRI → URI up to the case of escapes and
//! escaped unreserved characters (l.744-746), IRI → URI → IRI exactly when
//! the IRI has no `%`, no bidi formatting character (l.974) and no
//! `iprivate` outside its query (l.429).

use super::round_trip::{comes_back, up_to_case_and_unreserved};
use proptest::prelude::*;
use rfc1630::revisions::iri::{iri_to_uri, uri_to_iri};

/// The fuzz target's checks on one text; true when some direction accepted it.
fn check(text: &str) -> Result<bool, TestCaseError> {
    let mut accepted = false;
    if let Ok(iri) = uri_to_iri(text) {
        let back = iri_to_uri(&iri).expect("§3.2's IRI maps to a URI");
        prop_assert_eq!(up_to_case_and_unreserved(&back), up_to_case_and_unreserved(text), "{:?}", text);
        accepted = true;
    }
    if let Ok(uri) = iri_to_uri(text) {
        prop_assert_eq!(iri_to_uri(&uri).unwrap(), uri.clone(), "idempotent");
        let back = uri_to_iri(&uri).expect("§3.1's URI converts");
        if comes_back(text) {
            prop_assert_eq!(back, text);
        }
        accepted = true;
    }
    Ok(accepted)
}

fn piece() -> impl Strategy<Value = String> {
    let char_in = |ranges: Vec<(u32, u32)>| {
        prop::sample::select(ranges)
            .prop_flat_map(|(from, to)| from..=to)
            .prop_filter_map("a character", char::from_u32)
            .prop_map(String::from)
    };
    prop_oneof![
        4 => prop::sample::select("abz09-._~!$&'()*+,;=:@/?#[]".chars().collect::<Vec<_>>()).prop_map(String::from),
        1 => prop::sample::select(" <>\"{}|\\^`\t\0\u{7F}".chars().collect::<Vec<_>>()).prop_map(String::from),
        2 => (any::<u8>(), any::<bool>()).prop_map(|(b, lower)| if lower { format!("%{b:02x}") } else { format!("%{b:02X}") }),
        1 => prop::sample::select(vec!["%", "%4", "%G1", "%%"]).prop_map(String::from),
        // ucschar of two, three and four octets; iprivate; bidi marks.
        3 => char_in(vec![(0xA0, 0x7FF), (0x800, 0xD7FF), (0xF900, 0xFDCF), (0x10000, 0x1FFFD), (0xE1000, 0xEFFFD)]),
        1 => char_in(vec![(0xE000, 0xF8FF), (0xF0000, 0xFFFFD), (0x100000, 0x10FFFD)]),
        1 => char_in(vec![(0x200E, 0x200F), (0x202A, 0x202E)]),
        // C1 controls, non-characters, specials, tags.
        1 => char_in(vec![(0x80, 0x9F), (0xFDD0, 0xFDEF), (0xFFF0, 0xFFFF), (0xE0000, 0xE0FFF)]),
        1 => any::<char>().prop_map(String::from),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn any_text_either_way(pieces in prop::collection::vec(piece(), 0..20)) {
        check(&pieces.concat())?;
    }
}

/// The generator reaches both directions' acceptance, so the round trips
/// above are not vacuous.
#[test]
fn both_directions_are_reached() {
    assert!(check("http://a/%C3%A9%e2%80%AE?%EE%80%80").unwrap());
    assert!(check("http://\u{E9}/\u{10300}?\u{E000}#\u{202E}").unwrap());
    assert!(!check("a b").unwrap());
    assert!(!check("%").unwrap());
}
