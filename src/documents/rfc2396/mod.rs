//! RFC 2396: every part of the crate that is this document's own, and the document as a value ([`DOCUMENT`]).
//!
//! Its AST is its `URI-reference`'s components ([`Reference`]), which RFC
//! 2732 shares.
//!
//! ```
//! use rfc1630::{ast::Address, documents::rfc2396::Authority, parse_with, Grammar};
//! let uri = parse_with(Grammar::Rfc2396, "http://a;b/").unwrap();
//! let Address::Rfc2396(reference) = &uri.address else { panic!() };
//! assert!(matches!(&reference.authority, Some(Authority::RegName(_))));
//! ```

#[cfg(feature = "rfc2396")]
pub(crate) mod ast;
pub(crate) mod grammar;
#[cfg(feature = "rfc2396")]
pub mod operations;
#[cfg(all(test, feature = "rfc2396"))]
mod tests;

#[cfg(feature = "rfc2396")]
pub use ast::*;

use crate::documents::{Document, LineageImport, Shelf, Source};
use crate::grammar::Grammar;

/// The document as a value: the registry's row.
pub static DOCUMENT: Document = Document {
    grammar: Grammar::Rfc2396,
    name: "RFC 2396",
    title: "Uniform Resource Identifiers (URI): Generic Syntax",
    date: "August 1998",
    sources: &[Source {
        file: "rfc2396.txt",
        about: "RFC 2396, \"URI Generic Syntax\" (August 1998), from shared/lineage/",
    }],
    layers: &[],
    #[cfg(feature = "rfc2396")]
    operations: Some(&operations::OPERATIONS),
    #[cfg(not(feature = "rfc2396"))]
    operations: None,
    revises: &[(Grammar::Rfc1808, Grammar::Rfc2396)],
    lines: &[],
    shelf: Shelf::Lineage,
    import: Some(LineageImport {
        grammar: Grammar::Rfc2396,
        part: "Appendix A",
        file: "rfc2396.txt",
        lines: (1463, 1574),
        with: &[],
    }),
    lints: &[],
};
