//! A range of characters as the UTF-8 byte sequences that encode them, in
//! regex syntax with Unicode off.
//!
//! The pattern compilers (`src/recognize/dfa.rs`, `src/diagnose/regular.rs`)
//! build automata over bytes, so a class such as `[\u{A0}-\u{D7FF}]` does not
//! compile there. A range of chars is instead the alternation of the byte
//! sequences that encode exactly its chars, which `regex_syntax`'s
//! [`Utf8Sequences`] computes (surrogates, which are not chars, are left out
//! of a range that spans them).

use regex_syntax::utf8::{Utf8Range, Utf8Sequences};

/// The chars `first..=last` as an alternation of UTF-8 byte sequences in
/// regex syntax for byte-level patterns (Unicode and UTF-8 mode off), e.g.
/// `'\u{A0}'..='\u{FF}'` is `(?:\xC2[\xA0-\xBF]|\xC3[\x80-\xBF])`; `None` when
/// the range holds no char (`first > last`), which pest matches nowhere and
/// which the compilers, as for `[z-a]`, leave without a pattern.
pub(crate) fn utf8_range_pattern(first: char, last: char) -> Option<String> {
    if first > last {
        return None;
    }
    let alternatives: Vec<String> =
        Utf8Sequences::new(first, last).map(|sequence| sequence.as_slice().iter().map(byte_class).collect()).collect();
    Some(format!("(?:{})", alternatives.join("|")))
}

/// One byte position of a sequence: a byte, or a class of bytes.
fn byte_class(range: &Utf8Range) -> String {
    match range.start == range.end {
        true => format!("\\x{:02X}", range.start),
        false => format!("[\\x{:02X}-\\x{:02X}]", range.start, range.end),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use regex_automata::meta::Regex;
    use regex_automata::util::syntax;

    /// The pattern compiled as the compilers compile theirs: over bytes,
    /// anchored at both ends.
    fn compiled(first: char, last: char) -> Regex {
        let pattern = format!("^{}$", utf8_range_pattern(first, last).unwrap());
        Regex::builder()
            .syntax(syntax::Config::new().unicode(false).utf8(false))
            .build(&pattern)
            .unwrap_or_else(|e| panic!("{pattern}: {e}"))
    }

    /// Chars at every UTF-8 length boundary and around the surrogates, and
    /// their neighbours.
    fn probes() -> Vec<char> {
        let points = [
            0x0, 0x1, 0x41, 0x7E, 0x7F, 0x80, 0x9F, 0xA0, 0xA1, 0xBF, 0xC0, 0xFF, 0x100, 0x7FF, 0x800, 0x801, 0xFFF,
            0x1000, 0xD7FF, 0xE000, 0xF8FF, 0xF900, 0xFDCF, 0xFDD0, 0xFDEF, 0xFDF0, 0xFFEF, 0xFFF0, 0xFFFD, 0xFFFE,
            0xFFFF, 0x10000, 0x10001, 0x1FFFD, 0x1FFFE, 0x20000, 0x3FFFF, 0x40000, 0xE1000, 0xEFFFD, 0xFFFFF, 0x100000,
            0x10FFFD, 0x10FFFE, 0x10FFFF,
        ];
        points.into_iter().filter_map(char::from_u32).collect()
    }

    /// For every pair of probes as a range, the pattern matches the UTF-8 of
    /// exactly the probes that `char` comparison puts in the range.
    #[test]
    fn matches_exactly_the_chars_of_the_range() {
        let probes = probes();
        for &first in &probes {
            for &last in probes.iter().filter(|&&last| last >= first) {
                let regex = compiled(first, last);
                for &c in &probes {
                    let mut utf8 = [0; 4];
                    let inside = first <= c && c <= last;
                    assert_eq!(
                        regex.is_match(c.encode_utf8(&mut utf8).as_bytes()),
                        inside,
                        "{c:?} in {first:?}..={last:?}"
                    );
                }
            }
        }
    }

    /// The pattern matches one char and nothing else: no empty input, no two
    /// chars, no truncated sequence, no surrogate's three bytes (which are
    /// not UTF-8) even in a range that spans them, no overlong form.
    #[test]
    fn matches_no_other_bytes() {
        let all = compiled('\0', char::MAX);
        for input in [&b""[..], b"aa", b"\xC2", b"\xE0\xA0", b"\xF0\x90\x80", b"\xED\xA0\x80", b"\xED\xBF\xBF"] {
            assert!(!all.is_match(input), "{input:?}");
        }
        for input in [&b"\xC0\x80"[..], b"\xC1\xBF", b"\xE0\x80\x80", b"\xF0\x80\x80\x80", b"\xF4\x90\x80\x80"] {
            assert!(!all.is_match(input), "overlong or beyond U+10FFFF: {input:?}");
        }
        assert!(all.is_match("\u{D7FF}".as_bytes()) && all.is_match("\u{E000}".as_bytes()));
    }

    /// RFC 3987's first `ucschar` range, written out.
    #[test]
    fn writes_byte_sequences() {
        assert_eq!(utf8_range_pattern('\u{A0}', '\u{FF}').unwrap(), r"(?:\xC2[\xA0-\xBF]|\xC3[\x80-\xBF])");
        assert_eq!(utf8_range_pattern('a', 'a').unwrap(), r"(?:\x61)");
    }

    /// A reversed range holds no char and gets no pattern.
    #[test]
    fn an_empty_range_has_no_pattern() {
        assert_eq!(utf8_range_pattern('\u{FF}', '\u{A0}'), None);
    }
}
