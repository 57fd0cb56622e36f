//! RFC 1808: every part of the crate that is this document's own, and the document as a value ([`DOCUMENT`]).
//!
//! Its AST is its `URL`'s components ([`Url`]).
//!
//! ```
//! use rfc1630::{ast::Address, parse_with, Grammar};
//! let uri = parse_with(Grammar::Rfc1808, "//h/a;p?q").unwrap();
//! let Address::Rfc1808(url) = &uri.address else { panic!() };
//! assert_eq!(url.params.as_ref().unwrap().as_str(), "p");
//! ```

#[cfg(feature = "rfc1808")]
pub(crate) mod ast;
pub(crate) mod grammar;
#[cfg(feature = "rfc1808")]
pub mod operations;
#[cfg(all(test, feature = "rfc1808"))]
mod tests;

#[cfg(feature = "rfc1808")]
pub use ast::*;

use crate::documents::{Document, LineageImport, Shelf, Source};
use crate::grammar::Grammar;

/// The document as a value: the registry's row.
pub static DOCUMENT: Document = Document {
    grammar: Grammar::Rfc1808,
    name: "RFC 1808",
    title: "Relative Uniform Resource Locators",
    date: "June 1995",
    sources: &[Source {
        file: "rfc1808.txt",
        about: "RFC 1808, \"Relative Uniform Resource Locators\" (June 1995), from shared/lineage/",
    }],
    layers: &[],
    #[cfg(feature = "rfc1808")]
    operations: Some(&operations::OPERATIONS),
    #[cfg(not(feature = "rfc1808"))]
    operations: None,
    revises: &[(Grammar::Rfc1630Generic, Grammar::Rfc1808)],
    lines: &[],
    shelf: Shelf::Lineage,
    import: Some(LineageImport {
        grammar: Grammar::Rfc1808,
        part: "§2.2",
        file: "rfc1808.txt",
        lines: (150, 230),
        with: &[],
    }),
    lints: &[],
};
