//! Importing arbitrary text as an RFC's grammar, in either notation or
//! detected, over any range of lines: no panic, and a written grammar no
//! larger than a fixed multiple of the text (a definition's expansion is
//! bounded, so memory and time are too).
#![no_main]

use libfuzzer_sys::fuzz_target;
use rfc1630::study::import::{import, Notation, Options};

fuzz_target!(|data: &[u8]| {
    // The first byte picks the notation, the next four the range of lines.
    let [pick, a, b, c, d, text @ ..] = data else { return };
    let notation = match pick % 3 {
        0 => None,
        1 => Some(Notation::Abnf),
        _ => Some(Notation::Bnf),
    };
    let lines = (pick & 0x80 != 0)
        .then(|| (usize::from(u16::from_le_bytes([*a, *b])), usize::from(u16::from_le_bytes([*c, *d]))));
    let Ok(imported) = import("fuzz.txt", text, &Options { lines, notation }) else { return };
    let grammar = imported.grammar();
    assert!(!imported.rules.is_empty());
    // The core rules' text, then each byte of a definition written at most
    // a bounded number of times.
    assert!(grammar.len() <= 8192 + 256 * text.len(), "{} bytes written from {}", grammar.len(), text.len());
});
