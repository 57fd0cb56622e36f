//! An expected set as an automaton gives it, for a grammar with no
//! character classes of its own: bytes and runs of bytes, characters beyond
//! ASCII by code point, `end of input`.

use crate::diagnose::error::Byte;

/// How an expected set names the end of the input, wherever it comes from:
/// an automaton, Earley's recognizer, or pest's `EOI`.
pub(crate) const END_OF_INPUT: &str = "end of input";

/// A set of bytes as runs (`"a".."z"`), for a grammar with no classes of its own.
pub(crate) fn byte_ranges(bytes: &[bool; 256], end_of_input: bool) -> Vec<String> {
    let mut out = Vec::new();
    let mut b = 0usize;
    while b < 256 {
        if !bytes[b] {
            b += 1;
            continue;
        }
        let start = b;
        while b + 1 < 256 && bytes[b + 1] {
            b += 1;
        }
        let (first, last) = (Byte(start as u8), Byte(b as u8));
        out.push(if start == b { first.to_string() } else { format!("{first}..{last}") });
        b += 1;
    }
    if end_of_input {
        out.push(END_OF_INPUT.to_string());
    }
    out
}

/// A run of characters beyond ASCII by code point, `U+00A0..U+D7FF`, or
/// one, `U+00E9`: the expected set names every character alike, blank
/// (U+00A0) or not.
pub(crate) fn char_run((first, last): (char, char)) -> String {
    match first == last {
        true => format!("U+{:04X}", u32::from(first)),
        false => format!("U+{:04X}..U+{:04X}", u32::from(first), u32::from(last)),
    }
}
