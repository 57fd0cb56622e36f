//! The integration tests, in one binary. Its folders are the library's
//! layers, in the order they run: `grammar`, then `recognize` and
//! `diagnose`, the `ast`, `revisions`, the `study` tools and the `cli`.
//! `oracle` holds the independent recognizers (built from the documents,
//! never from `src/`), and `support` what the suites share.

#[macro_use]
mod support;
mod oracle;

mod ast;
#[cfg(feature = "cli")]
mod cli;
mod diagnose;
mod fuzz_regressions;
mod grammar;
mod recognize;
mod revisions;
mod study;
