//! Instructions per URI of the typed parse beside `url::Url::parse`, for
//! callgrind (the command is in `benches/parse.rs`): the first `N` URIs of
//! the benchmark corpus (`benches/corpus.rs`), parsed once by the parser
//! named on the command line (`rfc1630`, `check` (the validation path under
//! the default grammar), `url`, `fluent`, or `none` to measure the
//! corpus alone). Two counts of the same parser differ by the parse alone.

#[path = "../benches/corpus.rs"]
#[allow(dead_code)]
mod corpus;

use std::hint::black_box;

fn main() {
    let mut args = std::env::args().skip(1);
    let parser = args.next().unwrap_or_default();
    let count: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(10_000);
    let uris: Vec<String> = corpus::corpus().into_iter().take(count).collect();
    let accepted = match parser.as_str() {
        "rfc1630" => uris.iter().filter(|u| rfc1630::parse(black_box(u)).is_ok()).count(),
        "check" => uris.iter().filter(|u| rfc1630::check(rfc1630::Grammar::Rfc1630, black_box(u)).is_ok()).count(),
        "url" => uris.iter().filter(|u| url::Url::parse(black_box(u)).is_ok()).count(),
        "fluent" => uris.iter().filter(|u| fluent_uri::Uri::parse(black_box(u.as_str())).is_ok()).count(),
        "none" => uris.iter().filter(|u| !black_box(u).is_empty()).count(),
        other => panic!("unknown parser {other:?}: rfc1630, check, url, fluent or none"),
    };
    assert_eq!(accepted, uris.len(), "{parser} must accept the whole corpus");
}
