//! What RFC 3987 §5.3's ladder (`rfc3987.txt` l.1256-1548) adds to RFC
//! 3986's: the alignment of percent-encodings through the mapping to URIs
//! (§5.3.2.3), the case of a host that is not US-ASCII only (§5.3.2.1), and
//! character normalization (§5.3.2.2), whose use the engine's
//! `CharacterNormalization` chooses. The rungs themselves, and the ones RFC
//! 3987 takes from RFC 3986 as they are, are the parent module's.

use crate::revisions::iri::iri_to_uri;
use std::fmt::Write as _;
use unicode_normalization::UnicodeNormalization;

/// The percent-encodings aligned by converting the text to a URI
/// (§5.3.2.3, l.1447-1449; §3.1, [`iri_to_uri`]): every non-ASCII
/// character becomes the `%HH` triplets of its UTF-8 octets, upper case.
///
/// A text that is no IRI (a space, a character neither `ucschar` nor
/// `iprivate`, a `%` that starts no escape), which `iri_to_uri` refuses,
/// still has its non-ASCII characters encoded so, as §3.1 step 2 would
/// encode them: the ladder takes any string, as RFC 3986's does.
pub(crate) fn align(text: &str) -> String {
    match iri_to_uri(text) {
        Ok(uri) => uri.into_owned(),
        Err(_) => {
            let mut out = String::with_capacity(text.len());
            for c in text.chars() {
                if c.is_ascii() {
                    out.push(c);
                } else {
                    push_encoded(c, &mut out);
                }
            }
            out
        }
    }
}

/// Whether a host is "US-ASCII only" (§5.3.2.1, l.1358-1360), whose case
/// the case rung lowers: no non-ASCII character, and no percent-encoded
/// octet beyond ASCII. An encoded octet counts as the character it spells,
/// since §5.3.2.3 makes `%C3%A9` and `\u{E9}` one host; an octet of no
/// character (`%FF`) counts as non-ASCII too, which keeps the case and so
/// concludes nothing (§5.1, l.1208-1210: "strictly avoiding false
/// positives").
pub(crate) fn is_us_ascii_host(host: &str) -> bool {
    let bytes = host.as_bytes();
    bytes.iter().enumerate().all(|(at, &b)| match b {
        b'%' => bytes.get(at + 1).is_none_or(|first| !matches!(first, b'8'..=b'9' | b'a'..=b'f' | b'A'..=b'F')),
        _ => b.is_ascii(),
    })
}

/// NFC applied to the characters of an aligned text (after [`align`] and
/// the decoding of unreserved octets), which comes back aligned.
///
/// The text is read as runs of characters: an unreserved ASCII character,
/// or the non-ASCII character that consecutive `%HH` triplets spell in
/// well-formed UTF-8 (an unreserved one percent-encoded too, though the
/// ladder has decoded those already). Everything else ends a run and stays as written: a
/// reserved character, which delimits (`=` followed by U+0338 would
/// otherwise compose into `≠`); an escape of an ASCII octet (`%2F`); an
/// octet of no character (`%FF`, the overlong `%C0%AF`). Each run is
/// normalized to NFC alone, and written back with every character that is
/// not unreserved ASCII percent-encoded: the three characters whose NFC is
/// ASCII (U+037E to `;`, U+1FEF to `` ` ``, U+212A to `K`) give `%3B`,
/// `%60` and `K`, so that NFC never makes a delimiter.
///
/// The result is a fixed point: written back, each run's NFC is read as
/// the same runs, cut where a character became an escaped ASCII one (a
/// starter that composes with nothing), and each piece is NFC already.
pub(crate) fn nfc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut run = String::new();
    let mut at = 0;
    while at < text.len() {
        let (character, width) = character_at(text, at);
        match character {
            Some(c) => run.push(c),
            None => {
                flush_nfc(&mut run, &mut out);
                out.push_str(&text[at..at + width]);
            }
        }
        at += width;
    }
    flush_nfc(&mut run, &mut out);
    out
}

/// The character of a run that starts at `at`, if one does, and the bytes
/// it takes (or the bytes of what is kept as written). An escaped `.` is
/// kept as written: the percent-encoding rung before this one leaves a dot
/// escaped only in a path segment that would read `.` or `..`, which
/// resolution keeps and would remove once decoded (`revisions::equivalence`).
fn character_at(text: &str, at: usize) -> (Option<char>, usize) {
    let c = text[at..].chars().next().expect("at is a char boundary before the end");
    if c != '%' {
        return ((!c.is_ascii() || is_unreserved(c)).then_some(c), c.len_utf8());
    }
    let Some(lead) = octet_at(text, at) else { return (None, 1) };
    let length = match lead {
        0x00..=0x7F => {
            let c = char::from(lead);
            return ((is_unreserved(c) && c != '.').then_some(c), 3);
        }
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return (None, 3),
    };
    let octets: Option<Vec<u8>> = (0..length).map(|i| octet_at(text, at + 3 * i)).collect();
    match octets.as_deref().map(std::str::from_utf8) {
        Some(Ok(decoded)) => (decoded.chars().next(), 3 * length),
        _ => (None, 3),
    }
}

/// The octet of the `%HH` at `at`, if there is one.
fn octet_at(text: &str, at: usize) -> Option<u8> {
    let triplet = text.get(at..at + 3)?;
    let hex = triplet.strip_prefix('%')?;
    hex.bytes().all(|b| b.is_ascii_hexdigit()).then(|| u8::from_str_radix(hex, 16).expect("two hex digits"))
}

/// `run` in NFC onto `out`, every character but unreserved ASCII
/// percent-encoded; `run` emptied.
fn flush_nfc(run: &mut String, out: &mut String) {
    for c in run.nfc() {
        if is_unreserved(c) {
            out.push(c);
        } else {
            push_encoded(c, out);
        }
    }
    run.clear();
}

/// RFC 3986's `unreserved` (§2.3, l.724), which RFC 3987 takes as it is
/// (l.488).
fn is_unreserved(c: char) -> bool {
    c.is_ascii_alphanumeric() || "-._~".contains(c)
}

/// The `%HH` triplets of `c`'s UTF-8 octets, upper case (§3.1 step 2.2,
/// l.583-587).
fn push_encoded(c: char, out: &mut String) {
    let mut utf8 = [0; 4];
    for octet in c.encode_utf8(&mut utf8).bytes() {
        write!(out, "%{octet:02X}").expect("writing to a String");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alignment_is_the_mapping_to_uris() {
        assert_eq!(align("http://\u{E9}/?\u{E000}"), "http://%C3%A9/?%EE%80%80");
        // No IRI (a space): the non-ASCII characters are encoded all the same.
        assert_eq!(align("http://a/\u{E9} b"), "http://a/%C3%A9 b");
        assert_eq!(align("/\u{85}%zz"), "/%C2%85%zz");
    }

    #[test]
    fn us_ascii_hosts() {
        assert!(is_us_ascii_host("www.EXAMPLE.com"));
        assert!(is_us_ascii_host("%41.com"));
        assert!(is_us_ascii_host("a%"));
        assert!(!is_us_ascii_host("\u{E9}.COM"));
        assert!(!is_us_ascii_host("%C3%A9.COM"));
        assert!(!is_us_ascii_host("%c3%a9.COM"));
        assert!(!is_us_ascii_host("%FF.COM"));
    }

    #[test]
    fn nfc_reads_characters_through_their_escapes() {
        for decomposed in ["/e%CC%81", "/%65%CC%81", "/%C3%A9"] {
            assert_eq!(nfc(decomposed), "/%C3%A9", "{decomposed}");
        }
        // A delimiter ends a run: `=` does not compose with U+0338.
        assert_eq!(nfc("?a=%CC%B8"), "?a=%CC%B8");
        assert_eq!(nfc("?%3D%CC%B8"), "?%3D%CC%B8");
        // NFC that gives ASCII: a delimiter is escaped, a letter is not.
        assert_eq!(nfc("/a%CD%BEb%E1%BF%AF%E2%84%AA"), "/a%3Bb%60K");
        // Octets of no character stay as they are.
        assert_eq!(nfc("/%C0%AF%FF%E2%82"), "/%C0%AF%FF%E2%82");
        assert_eq!(nfc("/%"), "/%");
        for once in ["/a%3Bb%60K", "/e%CC%81%CC%A3", "/%E1%BA%B9%CC%81"] {
            assert_eq!(nfc(&nfc(once)), nfc(once), "{once}");
        }
    }

    /// Every character's NFC is a fixed point of [`nfc`], alone and after
    /// an `e` it may compose with.
    #[test]
    fn every_character_reaches_a_fixed_point() {
        let mut text = String::new();
        for c in (0x80..=0x10FFFF).filter_map(char::from_u32) {
            text.clear();
            text.push('e');
            push_encoded(c, &mut text);
            let once = nfc(&text);
            assert_eq!(nfc(&once), once, "U+{:04X}", u32::from(c));
        }
    }
}
