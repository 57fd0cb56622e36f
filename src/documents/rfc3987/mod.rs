//! RFC 3987: every part of the crate that is this document's own, and the document as a value ([`DOCUMENT`]).
//!
//! Its AST is RFC 3986's spelled as RFC 3987 spells it ([`Reference`],
//! [`IriSpelling`]).
//!
//! ```
//! use rfc1630::{ast::Address, documents::rfc3986::Host, parse_with, Grammar};
//! let uri = parse_with(Grammar::Rfc3987, "http://例え.jp/").unwrap();
//! let Address::Rfc3987(reference) = &uri.address else { panic!() };
//! assert!(matches!(&reference.authority.as_ref().unwrap().host, Host::RegName(name) if name.as_str() == "例え.jp"));
//! assert_eq!(reference.production(), "IRI");
//! ```

#[cfg(feature = "rfc3987")]
pub(crate) mod ast;
pub(crate) mod grammar;
#[cfg(feature = "rfc3987")]
pub mod operations;
#[cfg(all(test, feature = "rfc3987"))]
mod tests;

#[cfg(feature = "rfc3987")]
pub use ast::*;

use crate::documents::{Document, DocumentLint, Shelf, Source};
use crate::grammar::Grammar;

/// The document as a value: the registry's row.
pub static DOCUMENT: Document = Document {
    grammar: Grammar::Rfc3987,
    name: "RFC 3987",
    title: "Internationalized Resource Identifiers (IRIs)",
    date: "January 2005",
    sources: &[Source {
        file: "rfc3987.txt",
        about: "RFC 3987, \"Internationalized Resource Identifiers (IRIs)\" (January 2005), from shared/lineage/",
    }],
    layers: &[],
    #[cfg(feature = "rfc3987")]
    operations: Some(&operations::OPERATIONS),
    #[cfg(not(feature = "rfc3987"))]
    operations: None,
    revises: &[
        // RFC 3987 extends RFC 3986 without obsoleting it: a branch from it.
        (Grammar::Rfc3986, Grammar::Rfc3987),
    ],
    lines: &[],
    shelf: Shelf::Lineage,
    import: None,
    lints: &[DocumentLint::HostEncoding { source: crate::documents::rfc3986::HOST_ENCODING }, DocumentLint::IriRules],
};
