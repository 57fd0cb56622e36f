//! An error that costs nothing until read: made from the walk that
//! rejected the input, diagnosed when first asked, then the same error as
//! the typed parse's; one line as `Display`, a short `Debug`, whatever the
//! features.

use crate::support as common;

use rfc1630::{check, diagnose::SyntaxError, parse_with, Grammar, ParseError};

/// The longest `Debug` of an error that an `unwrap()` may print.
const DEBUG_BOUND: usize = 600;

/// Every rejection of a corpus string, under every grammar and layer: its
/// `Debug` within [`DEBUG_BOUND`] and naming the grammar and the offset,
/// its `Display` one line (the summary), with or without `render`.
#[test]
fn every_corpus_rejection_debugs_short_and_displays_one_line() {
    let strings = common::distinct_corpus_strings();
    let mut rejections = 0;
    let mut longest = (0, String::new());
    for input in &strings {
        for grammar in Grammar::ALL.into_iter().chain(Grammar::PROSE) {
            let Err(ParseError::Syntax(error)) = check(grammar, input) else { continue };
            rejections += 1;
            let debug = format!("{:?}", ParseError::Syntax(error.clone()));
            assert!(debug.len() <= DEBUG_BOUND, "{grammar} {input:?}: {} bytes: {debug}", debug.len());
            let named = format!("SyntaxError {{ grammar: {grammar:?}, offset: {}, ", error.offset());
            assert!(debug.contains(&named), "{grammar} {input:?}: {debug}");
            if debug.len() > longest.0 {
                longest = (debug.len(), debug);
            }
            let display = error.to_string();
            assert!(!display.contains('\n'), "{grammar} {input:?}: {display}");
            assert_eq!(display, error.summary(), "{grammar} {input:?}");
        }
    }
    assert!(rejections > 10_000, "only {rejections} rejections");
    // What the bound holds: the longest `Debug` seen, far under it.
    assert!(longest.0 < DEBUG_BOUND / 2, "{longest:?}");
}

/// An error of `check`, read once its input is gone, is the typed parse's
/// error: the same offset, summary, JSON and rendering.
#[test]
fn an_error_read_late_is_the_parses_error() {
    let cases = [
        (Grammar::Rfc3986, "http://h:x/"),
        (Grammar::Rfc1630, "https://example.com/"),
        (Grammar::Url4, "gopher://host/"),
        (Grammar::Rfc6068, "mailto:a@b c"),
        (Grammar::Rfc3987, "a\u{FDD0}"),
    ];
    for (grammar, input) in cases {
        let checked = {
            let owned = input.to_string();
            check(grammar, &owned).unwrap_err()
        };
        let parsed = parse_with(grammar, input).unwrap_err();
        assert_eq!(checked, parsed, "{grammar} {input:?}");
        assert_eq!(checked.summary(), parsed.summary());
        assert_eq!(serde_json::to_value(&checked).unwrap(), serde_json::to_value(&parsed).unwrap());
        #[cfg(feature = "render")]
        assert_eq!(checked.render(false), parsed.render(false));
        let ParseError::Syntax(syntax) = checked else { panic!("{grammar} {input:?}") };
        assert_eq!((syntax.grammar(), syntax.input()), (grammar, input));
    }
}

/// The error is small in a `Result`, and travels across threads and out of
/// the function that owned the input (`?` into a boxed error).
#[test]
fn the_error_is_small_owned_and_shareable() {
    fn owned_shareable<T: std::error::Error + Send + Sync + 'static>() {}
    owned_shareable::<ParseError>();
    owned_shareable::<SyntaxError>();
    assert!(std::mem::size_of::<ParseError>() <= 40, "{}", std::mem::size_of::<ParseError>());
    assert!(std::mem::size_of::<SyntaxError>() <= 80, "{}", std::mem::size_of::<SyntaxError>());
    let boxed: Box<dyn std::error::Error + Send + Sync> = {
        let input = String::from("http://h:x/");
        check(Grammar::Rfc3986, &input).unwrap_err().into()
    };
    assert!(boxed.to_string().starts_with("rfc3986: 1:11: expected"), "{boxed}");
}
