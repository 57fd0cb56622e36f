//! Importing arbitrary text as an RFC's grammar, in either notation or
//! detected, over any range of lines, with part of the text as a `--with`
//! document or without: no panic, and a written grammar no larger than a
//! fixed multiple of the text (a definition's expansion is bounded, so
//! memory and time are too).
#![no_main]

use libfuzzer_sys::fuzz_target;
use rfc1630::study::import::{import, Notation, Options, With};

fuzz_target!(|data: &[u8]| {
    // The first byte picks the notation, whether a range is given and
    // whether a `--with` document is; the next four the range of lines (and
    // the `--with` document's) and where the text is cut in two.
    let [pick, a, b, c, d, text @ ..] = data else { return };
    let notation = match pick % 3 {
        0 => None,
        1 => Some(Notation::Abnf),
        _ => Some(Notation::Bnf),
    };
    let lines = (pick & 0x80 != 0)
        .then(|| (usize::from(u16::from_le_bytes([*a, *b])), usize::from(u16::from_le_bytes([*c, *d]))));
    let (text, with) = if pick & 0x40 != 0 {
        let (text, other) = text.split_at(usize::from(*d).min(text.len()));
        // Named or not: a named document is the one its placeholders cite.
        let name = (pick & 0x20 != 0).then(|| "URI".to_string());
        (text, vec![With { file: "with.txt".into(), name, bytes: other.to_vec(), ranges: lines.into_iter().collect() }])
    } else {
        (text, Vec::new())
    };
    let Ok(imported) = import("fuzz.txt", text, &Options { lines, notation, with, ..Options::default() }) else { return };
    let grammar = imported.grammar();
    assert!(!imported.rules.is_empty());
    // The core rules' text, then each byte of a definition written at most
    // a bounded number of times.
    assert!(grammar.len() <= 8192 + 256 * data.len(), "{} bytes written from {}", grammar.len(), data.len());
});
