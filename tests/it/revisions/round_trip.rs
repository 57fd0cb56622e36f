//! What the round trips of RFC 3987 §3's mapping may change, written once
//! for the tests (`convert_fuzz.rs`, `iri.rs`) and the `convert` fuzz
//! target, which takes this file by its path. It uses nothing but `std`.

/// What l.744-746 lets differ: the case of an escape's digits, and an
/// escaped unreserved character. Both brought to one form: digits
/// uppercase, unreserved characters decoded. `uri` is a URI: every `%`
/// starts an escape.
pub fn up_to_case_and_unreserved(uri: &str) -> String {
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

/// Whether §3.2 gives `text` back once §3.1 has mapped it: no `%`, no bidi
/// formatting character (l.974), no `iprivate` outside the query (l.429).
pub fn comes_back(text: &str) -> bool {
    let fragment = text.find('#').unwrap_or(text.len());
    let query = text[..fragment].find('?').map_or(fragment..fragment, |mark| mark + 1..fragment);
    !text.contains('%')
        && text.char_indices().all(|(at, c)| {
            let private = ('\u{E000}'..='\u{F8FF}').contains(&c) || c >= '\u{F0000}';
            let bidi = matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}');
            !bidi && (!private || query.contains(&at))
        })
}
