//! A range of characters as the UTF-8 byte sequences that encode them.
//!
//! The automata here read bytes, so a class such as `[\u{A0}-\u{D7FF}]` is
//! not one of their transitions. A range of chars is instead the
//! alternation of the byte sequences that encode exactly its chars, each a
//! run of byte ranges (surrogates, which are not chars, are left out of a
//! range that spans them): the splitting RE2 and regex-syntax use, written
//! here so that a library build needs no regex parser.

/// The UTF-8 of the chars `first..=last` as sequences of byte ranges, in
/// order: every char of the range is encoded by exactly one sequence (a
/// byte of each range, in turn), and every byte string a sequence matches
/// encodes a char of the range. Empty when `first > last`.
///
/// `'\u{A0}'..='\u{FF}'` is `[[(0xC2, 0xC2), (0xA0, 0xBF)], [(0xC3, 0xC3), (0x80, 0xBF)]]`.
pub(crate) fn utf8_sequences(first: char, last: char) -> Vec<Vec<(u8, u8)>> {
    let mut sequences = Vec::new();
    split(u32::from(first), u32::from(last), &mut sequences);
    sequences
}

/// Splits `low..=high` (both chars) until each piece is a product of byte
/// ranges, and appends the pieces in order.
fn split(low: u32, high: u32, out: &mut Vec<Vec<(u8, u8)>>) {
    if low > high {
        return;
    }
    // The surrogates are no chars: a range around them is two ranges.
    if low < 0xD800 && high > 0xDFFF {
        split(low, 0xD7FF, out);
        split(0xE000, high, out);
        return;
    }
    // One encoded length per piece: 1, 2, 3 and 4 bytes end at these.
    for last_of_length in [0x7F, 0x7FF, 0xFFFF] {
        if low <= last_of_length && high > last_of_length {
            split(low, last_of_length, out);
            split(last_of_length + 1, high, out);
            return;
        }
    }
    // Where the two differ above their last `i` continuation bytes, those
    // bytes must run over everything (0x80-0xBF each) from `low` and up to
    // `high`; a piece where they do not is split off first.
    let length = char::from_u32(low).map_or(1, char::len_utf8);
    for i in 1..length {
        let mask = (1u32 << (6 * i)) - 1;
        if low & !mask != high & !mask {
            if low & mask != 0 {
                split(low, low | mask, out);
                split((low | mask) + 1, high, out);
                return;
            }
            if high & mask != mask {
                split(low, (high & !mask) - 1, out);
                split(high & !mask, high, out);
                return;
            }
        }
    }
    let (mut first, mut last) = ([0; 4], [0; 4]);
    let (Some(low), Some(high)) = (char::from_u32(low), char::from_u32(high)) else { return };
    let first = low.encode_utf8(&mut first).as_bytes();
    let last = high.encode_utf8(&mut last).as_bytes();
    out.push(first.iter().zip(last).map(|(&a, &b)| (a, b)).collect());
}

#[cfg(all(test, feature = "study"))]
pub(crate) mod tests {
    use super::*;

    /// Chars at every UTF-8 length boundary and around the surrogates, and
    /// their neighbours.
    pub(crate) fn probes() -> Vec<char> {
        let points = [
            0x0, 0x1, 0x41, 0x7E, 0x7F, 0x80, 0x9F, 0xA0, 0xA1, 0xBF, 0xC0, 0xFF, 0x100, 0x7FF, 0x800, 0x801, 0xFFF,
            0x1000, 0xD7FF, 0xE000, 0xF8FF, 0xF900, 0xFDCF, 0xFDD0, 0xFDEF, 0xFDF0, 0xFFEF, 0xFFF0, 0xFFFD, 0xFFFE,
            0xFFFF, 0x10000, 0x10001, 0x1FFFD, 0x1FFFE, 0x20000, 0x3FFFF, 0x40000, 0xE1000, 0xEFFFD, 0xFFFFF, 0x100000,
            0x10FFFD, 0x10FFFE, 0x10FFFF,
        ];
        points.into_iter().filter_map(char::from_u32).collect()
    }

    /// The sequences are regex-syntax's, one for one, for every pair of
    /// probes as a range.
    #[test]
    fn splits_as_regex_syntax_does() {
        let probes = probes();
        for &first in &probes {
            for &last in probes.iter().filter(|&&last| last >= first) {
                let theirs: Vec<Vec<(u8, u8)>> = regex_syntax::utf8::Utf8Sequences::new(first, last)
                    .map(|sequence| sequence.as_slice().iter().map(|range| (range.start, range.end)).collect())
                    .collect();
                assert_eq!(utf8_sequences(first, last), theirs, "{first:?}..={last:?}");
            }
        }
    }
}
