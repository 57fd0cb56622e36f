//! The integration tests, in one binary. Its folders are the library's
//! layers, in the order they run: `grammar`, then `recognize` and
//! `diagnose`, the `ast`, `revisions`, the `study` tools and the `cli`.
//! `documents` holds the tests of one document's data, one file each; a
//! test that covers every document reads the registry and sits in its layer.
//! `fuzz_regressions` runs every operation, so it sits beside them, not in
//! one. `oracle` holds the independent recognizers (built from the
//! documents, never from `src/`), and `support` what the suites share.
//!
//! One binary is enough: no test needs a process of its own. None sets
//! environment variables or the main thread's stack at startup (the long
//! inputs run on a thread they start with a 2 MiB stack), none replaces the
//! harness or the allocator, and tests that write files write them under
//! names of their own.

#[macro_use]
mod support;
mod oracle;

mod ast;
#[cfg(feature = "cli")]
mod cli;
mod diagnose;
mod documents;
mod fuzz_regressions;
mod grammar;
mod recognize;
mod revisions;
mod study;
mod xtask;
