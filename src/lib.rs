#![doc = include_str!("lib.md")]
#![deny(missing_docs)]
// Every type a public item returns can be named by a user.
#![warn(unnameable_types)]
// The engine's rules that only some documents use (the drafts' partial
// forms, RFC 1630's encoding-level comparison, RFC 6068's empty
// operations) are unused in a build that leaves those documents out
// (`Cargo.toml`'s document features). The default build, which clippy
// holds to `-D warnings`, builds every document, so dead code still fails
// there.
#![cfg_attr(not(feature = "all-documents"), allow(dead_code, unused_imports, unused_macros, unused_variables))]

// The layers, lowest first: each imports only those before it
// (`layers_test` holds the direction). Each public one is a module of the
// public API, under the same name.
//
// 0. Conventions that know nothing of URIs: TSV, aligned bytes.
mod support;
// 1. The documents as data: grammar ids, listings, overrides, findings.
pub mod grammar;
// 2. Why a listing rejects an input: the error and its diagnosis.
pub mod diagnose;
// 3. Whether and how a listing accepts it: DFAs, the parser, the verdict.
pub mod recognize;
// 4. The typed AST and its builder.
pub mod ast;
// 5. Resolution, equivalence, comparison and %-encoding, revision by revision.
pub mod revisions;
// The documents, one folder each: every facet of a document that is its
// own (its listings' parsers and rows, its AST, ...), each at the layer of
// what it holds, and the registry of documents.
pub mod documents;
// 6. The tools that study listings, documents and corpora side by side.
pub mod study;
// 7. The generated files and texts, each from its source (`cargo xtask generate`).
#[cfg(feature = "generate")]
pub mod generate;

#[cfg(test)]
mod layers_test;
#[cfg(test)]
mod names_test;
#[cfg(test)]
mod registry_test;

#[doc = include_str!("../grammar/ERRATA.md")]
pub mod errata {}

// The handful a user needs: parse (with the default grammar or a chosen
// one), check, the specification, the URI, the error and the verdict; and
// the one way to resolve, compare and normalize.
#[doc(inline)]
pub use ast::{parse, parse_with, Uri};
#[doc(inline)]
pub use diagnose::ParseError;
#[doc(inline)]
pub use grammar::Grammar;
#[doc(inline)]
pub use recognize::{check, Verdict};
pub use revisions::operations::{compare, normalize, resolve};

/// The Rust examples of the README and of `docs/`, compiled and run by
/// `cargo test --doc` so that none of them rots.
#[cfg(doctest)]
mod docs_examples {
    #[doc = include_str!("../README.md")]
    struct Readme;
    #[doc = include_str!("../docs/library.md")]
    struct Library;
    #[doc = include_str!("../docs/iri.md")]
    struct Iri;
}
