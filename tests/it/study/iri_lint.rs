//! The IRI rules of the lint on any text: no panic, every warning cites a
//! line of RFC 3987 and names a byte that is a character boundary of the
//! text; and on the RFC's own §3 examples, which are clean.

use proptest::prelude::*;
use rfc1630::study::iri_lint::lint_iri;
use rfc1630::study::lint::Code;

fn piece() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => prop::sample::select("abz09-._~!$&'()*+,;=:@/?#[]".chars().collect::<Vec<_>>()).prop_map(String::from),
        2 => (any::<u8>(), any::<bool>()).prop_map(|(b, lower)| if lower { format!("%{b:02x}") } else { format!("%{b:02X}") }),
        // Hebrew, Arabic and its digits, the bidi marks, look-alikes.
        3 => prop::sample::select(vec!['\u{5D0}', '\u{5EA}', '\u{627}', '\u{661}', '\u{200E}', '\u{200F}', '\u{202A}', '\u{202E}', '\u{FF21}', '\u{FF76}', '\u{3000}', '\u{A0}', '\u{E9}', '\u{10300}']).prop_map(String::from),
        1 => any::<char>().prop_map(String::from),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn any_text(pieces in prop::collection::vec(piece(), 0..24)) {
        let text = pieces.concat();
        for warning in lint_iri(&text) {
            prop_assert!(warning.source.starts_with("RFC 3987 §") && warning.source.contains(" l."), "{:?}", warning);
            let offset: usize = warning.message.strip_prefix("byte ").and_then(|m| m.split(':').next()).and_then(|n| n.parse().ok()).expect("a byte offset");
            prop_assert!(text.is_char_boundary(offset), "{:?} in {:?}", warning, text);
        }
    }
}

#[test]
fn the_mapping_examples_are_clean_and_the_spoofs_are_not() {
    for clean in [
        "http://www.example.org/red%09ros\u{E9}#red",
        "http://example.com/\u{10300}\u{10301}\u{10302}",
        "http://www.example.org/D%C3%BCrst",
        "http://xn--99zt52a.example.org/%e2%80%ae",
    ] {
        assert!(lint_iri(clean).is_empty(), "{clean}: {:?}", lint_iri(clean));
    }
    let codes = |iri: &str| lint_iri(iri).into_iter().map(|w| w.code).collect::<Vec<_>>();
    // An RLO reversing what follows: `exe.gpj` reads as `jpg.exe`.
    assert_eq!(codes("http://example.org/photo\u{202E}gpj.exe"), [Code::BidiFormatting]);
    assert_eq!(codes("http://\u{FF50}aypal.example/"), [Code::LookAlike]);
    assert_eq!(
        codes("http://example.org/a/%C0%AE%C0%AE/%C0%AFetc"),
        [Code::OverlongUtf8, Code::OverlongUtf8, Code::OverlongUtf8]
    );
}
