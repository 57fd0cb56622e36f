//! Resolving arbitrary partial forms in arbitrary contexts, under every
//! grammar and both readings: never a panic, always a string or a typed error.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rfc1630::revisions::resolution::{resolve_with, ResolveOptions};
use rfc1630::Grammar;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let (context, partial) = text.split_once('\n').unwrap_or((text, ""));
    for grammar in Grammar::ALL {
        for literal in [false, true] {
            match resolve_with(grammar, ResolveOptions::literal(literal), context, partial) {
                Ok(resolved) => assert!(resolved.len() <= context.len() + partial.len() + 8, "{grammar}: grew"),
                Err(e) => assert!(!e.to_string().is_empty()),
            }
        }
    }
});
