//! The characters RFC 3987 adds to URIs' ASCII, as its §2.2 listing prints
//! them (`rfc3987.txt` l.435-442), and the bidirectional formatting
//! characters its §4.1 forbids (l.974-975).
//!
//! Each table row is one range of the listing, with the line it is printed
//! on. The tables are the document's, not Unicode's: a code point the UCS
//! has not assigned is in `ucschar` when its range says so.

/// A range of code points, both ends included, with the line of
/// `rfc3987.txt` that prints it.
type Row = (u32, u32, u32);

/// `ucschar`, RFC 3987 §2.2 (l.435-440).
const UCSCHAR: &[Row] = &[
    (0xA0, 0xD7FF, 435),
    (0xF900, 0xFDCF, 435),
    (0xFDF0, 0xFFEF, 435),
    (0x10000, 0x1FFFD, 436),
    (0x20000, 0x2FFFD, 436),
    (0x30000, 0x3FFFD, 436),
    (0x40000, 0x4FFFD, 437),
    (0x50000, 0x5FFFD, 437),
    (0x60000, 0x6FFFD, 437),
    (0x70000, 0x7FFFD, 438),
    (0x80000, 0x8FFFD, 438),
    (0x90000, 0x9FFFD, 438),
    (0xA0000, 0xAFFFD, 439),
    (0xB0000, 0xBFFFD, 439),
    (0xC0000, 0xCFFFD, 439),
    (0xD0000, 0xDFFFD, 440),
    (0xE1000, 0xEFFFD, 440),
];

/// `iprivate`, RFC 3987 §2.2 (l.442).
const IPRIVATE: &[Row] = &[(0xE000, 0xF8FF, 442), (0xF0000, 0xFFFFD, 442), (0x100000, 0x10FFFD, 442)];

/// The bidirectional formatting characters of RFC 3987 §4.1 (l.974-975:
/// "LRM, RLM, LRE, RLE, LRO, RLO, and PDF"). The text gives the code points
/// of LRE and PDF (l.931-932) and of LRM (l.959); the others are Unicode's
/// for the names it gives: RLM U+200F, RLE U+202B, LRO U+202D, RLO U+202E.
const BIDI_FORMATTING: &[Row] = &[(0x200E, 0x200F, 975), (0x202A, 0x202E, 975)];

fn in_table(table: &[Row], c: char) -> bool {
    let c = u32::from(c);
    table.iter().any(|&(from, to, _)| (from..=to).contains(&c))
}

/// The line of `rfc3987.txt` that prints the range holding `c`, in a table.
fn line_in(table: &[Row], c: char) -> Option<u32> {
    let c = u32::from(c);
    table.iter().find(|&&(from, to, _)| (from..=to).contains(&c)).map(|&(_, _, line)| line)
}

/// Whether `c` is a `ucschar` (RFC 3987 §2.2, l.435-440): a character
/// beyond ASCII that any component but the scheme may hold.
///
/// ```
/// use rfc1630::revisions::iri::is_ucschar;
/// assert!(is_ucschar('é'));
/// assert!(is_ucschar('\u{10300}'));
/// // C1 controls, the non-characters U+FDD0-FDEF and U+FFFE, and
/// // U+FFF0-FFFF (specials) are not.
/// assert!(!is_ucschar('\u{85}') && !is_ucschar('\u{FDD0}') && !is_ucschar('\u{FFFD}'));
/// // The listing includes the bidi formatting characters l.974 forbids.
/// assert!(is_ucschar('\u{202E}'));
/// ```
pub fn is_ucschar(c: char) -> bool {
    in_table(UCSCHAR, c)
}

/// Whether `c` is an `iprivate` (RFC 3987 §2.2, l.442): a private use
/// character, which only a query may hold (l.429).
///
/// ```
/// use rfc1630::revisions::iri::is_iprivate;
/// assert!(is_iprivate('\u{E000}') && is_iprivate('\u{10FFFD}'));
/// assert!(!is_iprivate('\u{F900}') && !is_iprivate('\u{FFFFE}'));
/// ```
pub fn is_iprivate(c: char) -> bool {
    in_table(IPRIVATE, c)
}

/// Whether `c` is one of the bidirectional formatting characters that IRIs
/// "MUST NOT contain" (RFC 3987 §4.1, l.974-975): LRM, RLM, LRE, RLE, LRO,
/// RLO and PDF.
///
/// ```
/// use rfc1630::revisions::iri::is_bidi_formatting;
/// assert!(is_bidi_formatting('\u{200E}') && is_bidi_formatting('\u{202E}'));
/// // Unicode 6.3's isolates (U+2066-2069) came after the RFC: not listed.
/// assert!(!is_bidi_formatting('\u{2066}'));
/// ```
pub fn is_bidi_formatting(c: char) -> bool {
    in_table(BIDI_FORMATTING, c)
}

/// The line of `rfc3987.txt` that prints the range of `ucschar` or
/// `iprivate` holding `c`: `None` for a character of neither.
///
/// ```
/// use rfc1630::revisions::iri::range_line;
/// assert_eq!(range_line('é'), Some(435));
/// assert_eq!(range_line('\u{E000}'), Some(442));
/// assert_eq!(range_line('a'), None);
/// ```
pub fn range_line(c: char) -> Option<u32> {
    line_in(UCSCHAR, c).or_else(|| line_in(IPRIVATE, c))
}

/// `unreserved` (RFC 3987 l.488, as RFC 3986's).
pub(crate) fn is_unreserved(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~')
}

/// `reserved`: `gen-delims` and `sub-delims` (RFC 3987 l.489-492).
pub(crate) fn is_reserved(b: u8) -> bool {
    matches!(b, b':' | b'/' | b'?' | b'#' | b'[' | b']' | b'@')
        || matches!(b, b'!' | b'$' | b'&' | b'\'' | b'(' | b')' | b'*' | b'+' | b',' | b';' | b'=')
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rows are in order, disjoint, and each row's line prints its
    /// range's start in `rfc3987.txt`.
    #[test]
    fn rows_are_the_documents() {
        let text =
            std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/lineage/rfc3987.txt")).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        for table in [UCSCHAR, IPRIVATE] {
            for pair in table.windows(2) {
                assert!(pair[0].1 < pair[1].0, "{pair:?}");
            }
            for &(from, to, line) in table {
                let printed = format!("%x{from:X}-{to:X}");
                assert!(lines[line as usize - 1].contains(&printed), "l.{line} lacks {printed}");
            }
        }
        assert!(lines[974].contains("(LRM, RLM, LRE, RLE, LRO, RLO, and PDF)"));
    }

    #[test]
    fn edges() {
        for (c, ucs) in
            [('\u{9F}', false), ('\u{A0}', true), ('\u{D7FF}', true), ('\u{FDCF}', true), ('\u{FDD0}', false)]
        {
            assert_eq!(is_ucschar(c), ucs, "{c:?}");
        }
        assert!(!is_ucschar('\u{E0001}') && is_ucschar('\u{E1000}') && !is_ucschar('\u{EFFFE}'));
        assert!(is_iprivate('\u{F8FF}') && !is_iprivate('\u{F900}') && !is_iprivate('\u{10FFFF}'));
        assert!(!is_ucschar('a') && !is_iprivate('a'));
    }
}
