//! RFC 3987 §3's mapping over arbitrary text, both ways: no panic, and the
//! round trips hold. URI → IRI → URI gives the URI back up to the case of
//! escapes and escaped unreserved characters (l.744-746); IRI → URI → IRI
//! gives the IRI back when it has no `%`, no bidi formatting character
//! (l.974) and no `iprivate` outside its query (l.429). The stable
//! counterpart is `tests/it/revisions/convert_fuzz.rs`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rfc1630::revisions::iri::{iri_to_uri, uri_to_iri};

/// Escape digits uppercase, escaped unreserved characters decoded.
fn up_to_case_and_unreserved(uri: &str) -> String {
    let mut out = String::new();
    let mut rest = uri;
    while let Some(at) = rest.find('%') {
        out += &rest[..at];
        let octet = u8::from_str_radix(&rest[at + 1..at + 3], 16).unwrap();
        if octet.is_ascii_alphanumeric() || b"-._~".contains(&octet) {
            out.push(char::from(octet));
        } else {
            out += &format!("%{octet:02X}");
        }
        rest = &rest[at + 3..];
    }
    out + rest
}

/// Whether §3.2 gives `text` back once §3.1 has mapped it.
fn comes_back(text: &str) -> bool {
    let fragment = text.find('#').unwrap_or(text.len());
    let query = text[..fragment].find('?').map_or(fragment..fragment, |mark| mark + 1..fragment);
    !text.contains('%')
        && text.char_indices().all(|(at, c)| {
            let private = ('\u{E000}'..='\u{F8FF}').contains(&c) || c >= '\u{F0000}';
            let bidi = matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}');
            !bidi && (!private || query.contains(&at))
        })
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(iri) = uri_to_iri(text) {
        let back = iri_to_uri(&iri).expect("§3.2's IRI maps to a URI");
        assert_eq!(up_to_case_and_unreserved(&back), up_to_case_and_unreserved(text), "{text:?}");
    }
    if let Ok(uri) = iri_to_uri(text) {
        assert_eq!(iri_to_uri(&uri).unwrap(), uri, "idempotent");
        let back = uri_to_iri(&uri).expect("§3.1's URI converts");
        if comes_back(text) {
            assert_eq!(back, text);
        }
    }
});
