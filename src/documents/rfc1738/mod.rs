//! RFC 1738: every part of the crate that is this document's own, and the document as a value ([`DOCUMENT`]).
//!
//! Its AST ([`Url`]) is one type per production of its listing's `url`.
//!
//! ```
//! use rfc1630::{ast::Address, documents::rfc1738::Url, parse_with, Grammar};
//! let uri = parse_with(Grammar::Rfc1738, "http://info.cern.ch/a?x").unwrap();
//! let Address::Rfc1738(Url::HttpUrl(http)) = &uri.address else { panic!() };
//! assert_eq!(http.hpath.as_ref().unwrap().as_str(), "a");
//! ```

#[cfg(feature = "rfc1738")]
pub(crate) mod ast;
pub(crate) mod grammar;
#[cfg(feature = "rfc1738")]
pub mod operations;

#[cfg(feature = "rfc1738")]
pub use ast::*;

use crate::documents::{Document, LineageImport, Shelf, Source};
use crate::grammar::Grammar;

/// The document as a value: the registry's row.
pub static DOCUMENT: Document = Document {
    grammar: Grammar::Rfc1738,
    name: "RFC 1738",
    title: "Uniform Resource Locators (URL)",
    date: "December 1994",
    sources: &[Source {
        file: "rfc1738.txt",
        about: "RFC 1738, \"Uniform Resource Locators (URL)\" (December 1994), from shared/lineage/",
    }],
    layers: &[],
    #[cfg(feature = "rfc1738")]
    operations: Some(&operations::OPERATIONS),
    #[cfg(not(feature = "rfc1738"))]
    operations: None,
    revises: &[(Grammar::Url03, Grammar::Rfc1738)],
    lines: &[],
    shelf: Shelf::Lineage,
    import: Some(LineageImport {
        grammar: Grammar::Rfc1738,
        part: "§5",
        file: "rfc1738.txt",
        lines: (924, 1089),
        with: &[],
    }),
    lints: &[],
};
