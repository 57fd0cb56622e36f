//! Fuzz target: for any bytes under any grammar, a rejection's offset is at
//! most the input's length, the prefix up to it is viable (some string of
//! the language extends it) and the prefix one byte longer is not; an
//! acceptance is one the oracle accepts too. Viability is decided by the
//! oracle's recognizer regex walked as a DFA (`tests/it/oracle/viable.rs`),
//! which shares no code with the crate. And `check_brief`, whose stack names
//! are kept per DFA state, tells every input as the full error of `check`
//! does (the claim of `tests/it/diagnose/brief.rs`, on inputs no corpus holds).

#![no_main]

#[allow(dead_code)]
#[path = "../../tests/it/oracle/mod.rs"]
mod oracle;

use libfuzzer_sys::fuzz_target;
use oracle::viable;
use regex_automata::hybrid::dfa::Cache;
use rfc1630::{parse_with, Grammar, ParseError};
use std::cell::RefCell;
use std::collections::HashMap;

thread_local! {
    /// Each grammar's cache of the oracle's lazy DFA, kept from one input
    /// to the next: a fresh cache per input determinized anew every state
    /// the input's walk and its search for a match reach.
    static CACHES: RefCell<HashMap<&'static str, Cache>> = RefCell::new(HashMap::new());
}

fuzz_target!(|data: &[u8]| {
    let Some((&selector, bytes)) = data.split_first() else { return };
    let grammar = Grammar::ALL[usize::from(selector) % Grammar::ALL.len()];
    // The parser takes `&str`; the oracle's regex is over bytes and agrees
    // on every UTF-8 string.
    let Ok(input) = std::str::from_utf8(bytes) else { return };
    let (viable, accepted) = CACHES.with_borrow_mut(|caches| {
        let cache = caches.entry(grammar.id()).or_insert_with(|| viable::dfa(grammar.id()).create_cache());
        viable::viable_prefix(grammar.id(), cache, input.as_bytes())
    });
    match parse_with(grammar, input) {
        Ok(_) => assert!(accepted, "{grammar}: {input:?} accepted; the oracle rejects it at {viable}"),
        Err(ParseError::Syntax(e)) => {
            assert!(e.offset() <= input.len());
            assert!(!accepted, "{grammar}: {input:?} rejected at {}; the oracle accepts it", e.offset());
            assert_eq!(e.offset(), viable, "{grammar}: {input:?}: offset {}, viable prefix {viable}", e.offset());
        }
        Err(ParseError::TooLong { .. }) => assert!(input.len() > rfc1630::diagnose::MAX_INPUT_LEN),
        Err(e @ ParseError::Internal { .. }) => panic!("{grammar}: {input:?}: {e}"),
        // `ParseError` is `#[non_exhaustive]`: a kind added later has an
        // offset this target does not know how to check against the oracle,
        // so it fails until it is taught the kind, rather than pass it unseen.
        Err(e) => panic!("{grammar}: {input:?}: a kind of error this target does not check: {e:?}"),
    }
    let full = rfc1630::check(grammar, input).map_err(rfc1630::diagnose::Rejection::from);
    assert_eq!(rfc1630::recognize::check_brief(grammar, input), full, "{grammar}: {input:?}");
});
