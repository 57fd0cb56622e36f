//! Every input a fuzz target (`fuzz/`) ever crashed on, run through every
//! operation under every grammar: none may panic again.

use rfc1630::Grammar;

/// The crashing inputs, with the target and the fault they found.
const CRASHES: &[(&str, &[u8])] = &[
    // lint: the client-style gopher split cut `%:ڡ` inside a UTF-8 character.
    ("lint", b"gopher://host [/%:\xda\xa1J\x0cV\x00\x0010!"),
];

#[test]
fn no_crash_input_panics_again() {
    for (_target, bytes) in CRASHES {
        let text = String::from_utf8_lossy(bytes);
        for grammar in Grammar::ALL {
            let _ = rfc1630::study::lint::lint_with(grammar, &text);
            let _ = rfc1630::check(grammar, &text);
            let _ = rfc1630::parse_with(grammar, &text);
            let _ = rfc1630::revisions::equivalence::rfc1630::equivalent_with(grammar, &text, &text);
            let _ = rfc1630::revisions::resolution::resolve_with(grammar, Default::default(), "http://a/b", &text);
            let _ = rfc1630::study::extract::extract_with(grammar, &format!("<{text}>"));
        }
    }
}

#[test]
fn the_lint_crash_input_is_linted() {
    let text = String::from_utf8_lossy(CRASHES[0].1);
    // Not a URI of any listing (the space), but lint reads it client-style.
    assert!(rfc1630::check(Grammar::Rfc1630, &text).is_err());
    let warnings = rfc1630::study::lint::lint_with(Grammar::Rfc1630, &text);
    assert!(warnings.iter().all(|w| !w.message.is_empty()), "{warnings:?}");
}
