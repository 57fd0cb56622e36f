//! Extracting bracketed URIs from arbitrary text: no panic, every position
//! points at a `<` of the text, and every verdict matches `check`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rfc1630::study::extract::extract_with;
use rfc1630::{check, Grammar};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for grammar in [Grammar::Rfc1630, Grammar::Url7] {
        for found in extract_with(grammar, &text) {
            let line = text.lines().nth(found.line - 1).expect("line in the text");
            assert_eq!(line.chars().nth(found.column - 1), Some('<'), "{found:?}");
            assert_eq!(found.verdict, check(grammar, &found.uri));
        }
    }
});
