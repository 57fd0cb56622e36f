//! RFC 3987 §3's mapping: the examples of §3.1 and §3.2.1, and the round
//! trips of l.741-748 as properties over IRIs and URIs built from every
//! range: ASCII, `ucschar` of two, three and four octets, `iprivate`, C1
//! controls, non-characters, specials and the bidi formatting characters.
//!
//! The expected answers are computed here from the text's rules (which
//! escapes §3.2's step 2 keeps, which characters its step 4 keeps
//! encoded), with the code points written out, not with the crate's tables.

use super::round_trip::up_to_case_and_unreserved;
use proptest::prelude::*;
use rfc1630::revisions::iri::{convert, iri_to_uri, uri_to_iri, Conversion, ConvertError, ConvertTo};

/// The examples as printed: §3.1 (l.715-720, l.726-737, l.628-636) and
/// §3.2.1's three (l.825-878).
#[test]
fn the_documents_examples() {
    let to_uri = [
        ("http://www.example.org/red%09ros\u{E9}#red", "http://www.example.org/red%09ros%C3%A9#red"),
        ("http://example.com/\u{10300}\u{10301}\u{10302}", "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82"),
        ("http://r\u{E9}sum\u{E9}.example.org", "http://r%C3%A9sum%C3%A9.example.org"),
        (
            "http://validator.w3.org/check?uri=http%3A%2F%2Fr\u{E9}sum\u{E9}.example.org",
            "http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org",
        ),
    ];
    for (iri, uri) in to_uri {
        assert_eq!(iri_to_uri(iri).unwrap(), uri);
    }
    let to_iri = [
        ("http://www.example.org/D%C3%BCrst", "http://www.example.org/D\u{FC}rst"),
        ("http://www.example.org/D%FCrst", "http://www.example.org/D%FCrst"),
        ("http://xn--99zt52a.example.org/%e2%80%ae", "http://xn--99zt52a.example.org/%E2%80%AE"),
        // l.805-811: no other encoding than UTF-8 is guessed.
        ("http://www.example.org/r%E9sum%E9.html", "http://www.example.org/r%E9sum%E9.html"),
    ];
    for (uri, iri) in to_iri {
        assert_eq!(uri_to_iri(uri).unwrap(), iri);
    }
}

/// The host step of l.597-607 (IDNA's ToASCII) is not taken: a host is
/// mapped as any component is, and punycode stays punycode.
#[test]
fn hosts_are_not_run_through_idna() {
    assert_eq!(iri_to_uri("http://\u{7D0D}\u{8C46}.example.org/").unwrap(), "http://%E7%B4%8D%E8%B1%86.example.org/");
    assert!(!iri_to_uri("http://r\u{E9}sum\u{E9}.example.org").unwrap().contains("xn--"));
    assert_eq!(uri_to_iri("http://xn--rsum-bpad.example.org").unwrap(), "http://xn--rsum-bpad.example.org");
}

#[test]
fn refusals_name_the_first_character_at_fault() {
    assert_eq!(iri_to_uri("a/\u{E9}\u{9F}"), Err(ConvertError::NotAnIriCharacter { offset: 4, character: '\u{9F}' }));
    assert_eq!(iri_to_uri("\u{FDEF}"), Err(ConvertError::NotAnIriCharacter { offset: 0, character: '\u{FDEF}' }));
    assert_eq!(uri_to_iri("a|b"), Err(ConvertError::NotAUriCharacter { offset: 1, character: '|' }));
    assert_eq!(convert("%g0", ConvertTo::Iri), Err(ConvertError::BadEscape { offset: 0 }));
    assert!(Conversion::new("\u{1F600}", ConvertTo::Iri).is_err());
    assert_eq!(Conversion::new("\u{1F600}", ConvertTo::Uri).unwrap().output, "%F0%9F%98%80");
}

/// The characters of one range, each a strategy.
mod ranges {
    use proptest::prelude::*;

    /// `ucschar` (l.435-440), of two, three and four octets.
    pub fn ucschar() -> BoxedStrategy<char> {
        prop_oneof![
            (0xA0u32..=0x7FF),
            (0x800u32..=0xD7FF),
            (0xF900u32..=0xFDCF),
            (0xFDF0u32..=0xFFEF),
            (0x10000u32..=0x1FFFD),
            (0x20000u32..=0x2FFFD),
            (0xE1000u32..=0xEFFFD),
        ]
        .prop_filter_map("not a bidi formatting character", |c| {
            char::from_u32(c).filter(|c| !matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}'))
        })
        .boxed()
    }

    /// `iprivate` (l.442), in each of its three ranges.
    pub fn iprivate() -> BoxedStrategy<char> {
        prop_oneof![(0xE000u32..=0xF8FF), (0xF0000u32..=0xFFFFD), (0x100000u32..=0x10FFFD)]
            .prop_filter_map("a character", char::from_u32)
            .boxed()
    }

    /// LRM, RLM, LRE, RLE, PDF, LRO, RLO (l.974-975).
    pub fn bidi() -> BoxedStrategy<char> {
        prop::sample::select(vec!['\u{200E}', '\u{200F}', '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}'])
            .boxed()
    }

    /// Characters beyond ASCII in no range: C1 controls, non-characters,
    /// specials, tags.
    pub fn outside() -> BoxedStrategy<char> {
        prop_oneof![
            (0x80u32..=0x9F),
            (0xFDD0u32..=0xFDEF),
            (0xFFF0u32..=0xFFFF),
            Just(0x1FFFE),
            Just(0x10FFFF),
            (0xE0000u32..=0xE0FFF)
        ]
        .prop_filter_map("a character", char::from_u32)
        .boxed()
    }

    /// ASCII a component may hold as itself, but the delimiters `?` and `#`.
    pub fn ascii() -> BoxedStrategy<char> {
        prop::sample::select("abcXYZ019-._~!$&'()*+,;=:@/".chars().collect::<Vec<_>>()).boxed()
    }
}

/// A part of an IRI, and what it is expected to become after IRI → URI →
/// IRI: characters the way back keeps encoded (bidi formatting
/// characters, `iprivate` outside the query) as their uppercase UTF-8.
#[derive(Debug, Clone)]
struct Part {
    text: String,
    back: String,
}

fn encoded(c: char) -> String {
    let mut utf8 = [0; 4];
    c.encode_utf8(&mut utf8).bytes().map(|b| format!("%{b:02X}")).collect()
}

/// A part from characters of every IRI range, `in_query` saying whether
/// `iprivate` comes back as itself.
fn part(in_query: bool) -> impl Strategy<Value = Part> {
    let character = prop_oneof![
        4 => ranges::ascii(),
        3 => ranges::ucschar(),
        1 => ranges::iprivate(),
        1 => ranges::bidi(),
    ];
    prop::collection::vec(character, 0..12).prop_map(move |chars| {
        let back = chars
            .iter()
            .map(|&c| {
                let private = ('\u{E000}'..='\u{F8FF}').contains(&c) || c >= '\u{F0000}';
                let bidi = matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}');
                if bidi || (private && !in_query) {
                    encoded(c)
                } else {
                    c.to_string()
                }
            })
            .collect();
        Part { text: chars.into_iter().collect(), back }
    })
}

/// An IRI reference without percent-encodings: a scheme or not, a path, a
/// query and a fragment, from every range.
fn iri() -> impl Strategy<Value = (String, String)> {
    (any::<bool>(), part(false), prop::option::of(part(true)), prop::option::of(part(false))).prop_map(
        |(scheme, path, query, fragment)| {
            let mut text = String::from(if scheme { "s:" } else { "" });
            let mut back = text.clone();
            // A path's first segment would read `:` as the scheme's end.
            let guard = if scheme { "" } else { "./" };
            text += guard;
            back += guard;
            text += &path.text;
            back += &path.back;
            for (mark, part) in [("?", query), ("#", fragment)] {
                if let Some(part) = part {
                    text += mark;
                    text += &part.text;
                    back += mark;
                    back += &part.back;
                }
            }
            (text, back)
        },
    )
}

/// One `%HH` of any octet, its hex digits in either case.
fn escape() -> impl Strategy<Value = String> {
    (any::<u8>(), any::<bool>()).prop_map(|(b, lower)| if lower { format!("%{b:02x}") } else { format!("%{b:02X}") })
}

/// The UTF-8 of a character of any range, escaped, in either case.
fn escaped_character() -> impl Strategy<Value = String> {
    let character =
        prop_oneof![ranges::ucschar(), ranges::iprivate(), ranges::bidi(), ranges::outside(), any::<char>()];
    (character, any::<bool>()).prop_map(|(c, lower)| if lower { encoded(c).to_lowercase() } else { encoded(c) })
}

/// A URI: the characters of URIs, `?` and `#` among them, escapes of any
/// octet and escaped characters of every range.
fn uri() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        3 => ranges::ascii().prop_map(String::from),
        1 => prop::sample::select(vec!["?", "#", "[", "]"]).prop_map(String::from),
        2 => escape(),
        3 => escaped_character(),
    ];
    prop::collection::vec(piece, 0..16).prop_map(|pieces| pieces.concat())
}

fn is_uri_text(s: &str) -> bool {
    s.bytes().all(|b| b.is_ascii_alphanumeric() || b"-._~:/?#[]@!$&'()*+,;=%".contains(&b))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, failure_persistence: None, ..ProptestConfig::default() })]

    /// IRI → URI → IRI gives the IRI back (l.741-744), but for what the
    /// way back keeps encoded: the bidi formatting characters (l.974) and
    /// `iprivate` outside the query (l.429).
    #[test]
    fn iri_to_uri_to_iri((iri, back) in iri()) {
        let uri = iri_to_uri(&iri).unwrap().into_owned();
        prop_assert!(is_uri_text(&uri), "{uri}");
        prop_assert_eq!(iri_to_uri(&uri).unwrap(), uri.as_str(), "idempotent (l.594)");
        let again = uri_to_iri(&uri).unwrap().into_owned();
        prop_assert_eq!(&again, &back);
        if back == iri {
            prop_assert_eq!(again, iri);
        }
    }

    /// URI → IRI → URI gives the URI back up to the case of escapes and
    /// escaped unreserved characters (l.744-746), exactly when it has
    /// neither; and the IRI holds no character §3.2 keeps encoded.
    #[test]
    fn uri_to_iri_to_uri(uri in uri()) {
        let iri = uri_to_iri(&uri).unwrap();
        let fragment = iri.find('#').unwrap_or(iri.len());
        let query = iri[..fragment].find('?').map_or(fragment..fragment, |mark| mark + 1..fragment);
        for (at, c) in iri.char_indices().filter(|(_, c)| !c.is_ascii()) {
            let private = ('\u{E000}'..='\u{F8FF}').contains(&c) || c >= '\u{F0000}';
            prop_assert!(!matches!(c, '\u{80}'..='\u{9F}' | '\u{FDD0}'..='\u{FDEF}' | '\u{FFF0}'..='\u{FFFF}'), "{c:?}");
            prop_assert!(!matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}'), "{c:?}");
            prop_assert!(u32::from(c) & 0xFFFE != 0xFFFE && !('\u{E0000}'..'\u{E1000}').contains(&c), "{c:?}");
            prop_assert!(!private || query.contains(&at), "{c:?} outside the query");
        }
        let again = iri_to_uri(&iri).unwrap();
        prop_assert_eq!(up_to_case_and_unreserved(&again), up_to_case_and_unreserved(&uri));
        if up_to_case_and_unreserved(&uri) == uri {
            prop_assert_eq!(again.as_ref(), uri.as_str());
        }
    }

    /// A character in no range is refused at its offset, in either direction.
    #[test]
    fn outside_every_range_is_refused((iri, _) in iri(), at in any::<prop::sample::Index>(), c in ranges::outside()) {
        let boundaries: Vec<usize> = iri.char_indices().map(|(i, _)| i).chain([iri.len()]).collect();
        let offset = boundaries[at.index(boundaries.len())];
        let text = format!("{}{c}{}", &iri[..offset], &iri[offset..]);
        prop_assert_eq!(iri_to_uri(&text), Err(ConvertError::NotAnIriCharacter { offset, character: c }));
        let uri = iri_to_uri(&iri).unwrap();
        let refused = uri_to_iri(&format!("{}{c}", uri)).unwrap_err();
        prop_assert_eq!(refused.offset(), uri.len());
    }
}
