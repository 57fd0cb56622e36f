#![doc = include_str!("lib.md")]
#![deny(missing_docs)]
// Every type a public item returns can be named by a user.
#![warn(unnameable_types)]

// The layers, lowest first: each imports only those before it
// (`layers_test` holds the direction).
//
// 0. Conventions that know nothing of URIs: TSV, aligned bytes.
mod support;
// 1. The documents as data: grammar ids, listings, overrides, findings.
pub mod grammar;
// 2. Why a listing rejects an input: the error and its diagnosis.
mod diagnose;
// 3. Whether and how a listing accepts it: DFAs, the parser, the verdict.
mod recognize;
// 4. The typed AST and its builder.
mod ast;
// 5. Resolution, equivalence, comparison and %-encoding, revision by revision.
mod revisions;
// 6. The tools that study listings, documents and corpora side by side.
pub mod study;
// 7. The generated files and texts, each from its source (`cargo xtask generate`).
#[cfg(feature = "generate")]
pub mod generate;

#[cfg(test)]
mod layers_test;
#[cfg(test)]
mod registry_test;

#[doc = include_str!("../grammar/ERRATA.md")]
pub mod errata {}

// The public modules, at the paths they have always had.
#[doc(inline)]
pub use grammar::{findings, listings, overrides};
pub use revisions::{compare, encoding, equivalence, resolve};
#[cfg(feature = "report")]
pub use study::report;
pub use study::{appendix_d, conformance, diff, extract, lineage, lint, survey, workbench};
pub use support::tsv;

// The public items of the crate root.
pub use ast::build::{parse, parse_with};
pub use ast::conversions::Ast;
pub use ast::*;
pub use diagnose::error::{
    BranchNote, Byte, CharClass, ExpectedSet, Frame, ParseError, RuleKind, Stack, SyntaxError, MAX_INPUT_LEN,
};
pub use diagnose::rejection::Rejection;
pub use grammar::{Grammar, Listing, NoSuchOperation, Notation, Operation, UnknownGrammar};
pub use recognize::brief::check_brief;
pub use recognize::check::check;
pub use recognize::entry::{Entry, UnknownEntry};
pub use recognize::tree::{derivation, Node};
pub use recognize::verdict::Verdict;
// The one way to resolve, compare and normalize: the specification and the strings.
pub use revisions::operations::{compare, normalize, resolve, NormalizeError, Normalized};
// Shown as re-exports of their public modules, as they always were.
#[doc(no_inline)]
pub use resolve::ResolveError;
#[doc(no_inline)]
pub use study::extract::extract;

/// The Rust examples of the README and of `docs/`, compiled and run by
/// `cargo test --doc` so that none of them rots.
#[cfg(doctest)]
mod documents {
    #[doc = include_str!("../README.md")]
    struct Readme;
    #[doc = include_str!("../docs/library.md")]
    struct Library;
}
