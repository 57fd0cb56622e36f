//! Linting arbitrary strings under every grammar, and with the IRI rules:
//! no panic, every warning has a message and cites its page or line.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rfc1630::study::iri_lint::lint_iri;
use rfc1630::study::lint::lint_with;
use rfc1630::Grammar;

fuzz_target!(|data: &[u8]| {
    let Ok(uri) = std::str::from_utf8(data) else { return };
    for grammar in Grammar::ALL {
        for warning in lint_with(grammar, uri) {
            assert!(!warning.message.is_empty() && !warning.source.is_empty(), "{warning:?}");
        }
    }
    for warning in lint_iri(uri) {
        assert!(!warning.message.is_empty() && warning.source.contains(" l."), "{warning:?}");
    }
});
