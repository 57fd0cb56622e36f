//! The differential against `fluent-uri` 0.3 (as `tests/it/recognize/fluent_uri.rs`):
//! on any UTF-8 input, the grammar `rfc3986` accepts exactly when
//! `fluent_uri::UriRef::parse` does, and an accepted input round-trips
//! through the typed AST.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rfc1630::Grammar;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let ours = rfc1630::check(Grammar::Rfc3986, text);
    let theirs = fluent_uri::UriRef::parse(text);
    assert_eq!(ours.is_ok(), theirs.is_ok(), "{text:?}: rfc3986 {ours:?}, fluent-uri {theirs:?}");
    if ours.is_ok() {
        assert_eq!(rfc1630::parse_with(Grammar::Rfc3986, text).unwrap().to_string(), text);
    }
});
