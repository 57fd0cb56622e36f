//! url4: every part of the crate that is this document's own, and the document as a value ([`DOCUMENT`]).
//!
//! Its AST ([`DocAddress`]) has its own telnet, prospero, file and afs
//! addresses, url7's gopher address, and RFC 1630's others.
//!
//! ```
//! use rfc1630::{ast::Address, documents::url4::DocAddress, parse_with, Grammar};
//! let uri = parse_with(Grammar::Url4, "afs://cern.ch/usr/x").unwrap();
//! let Address::Url4(DocAddress::Afs(afs)) = &uri.address else { panic!() };
//! assert_eq!(afs.cellname.as_str(), "cern.ch");
//! ```

#[cfg(feature = "url4")]
pub(crate) mod ast;
pub(crate) mod grammar;
#[cfg(feature = "url4")]
pub mod operations;

#[cfg(feature = "url4")]
pub use ast::*;

use crate::documents::{Document, DocumentLint, Line, Shelf, Source};
use crate::grammar::Grammar;

/// The document as a value: the registry's row.
pub static DOCUMENT: Document = Document {
    grammar: Grammar::Url4,
    name: "url4",
    title: "Uniform Resource Locators (URL), Internet Draft 00",
    date: "1993",
    sources: &[Source { file: "001_8d5ef9870e7fee48.txt", about: "url4, Internet Draft 00 (1993)" }],
    layers: &[Grammar::Url4Prose],
    #[cfg(feature = "url4")]
    operations: Some(&operations::OPERATIONS),
    #[cfg(not(feature = "url4"))]
    operations: None,
    revises: &[],
    lines: &[Line {
        first: Grammar::Url4,
        name: "URL line",
        title: "The URL line: url4 → url7 → url-03 → RFC 1630, and url-03 → RFC 1738",
    }],
    shelf: Shelf::Seeds,
    import: None,
    lints: &[DocumentLint::GenericProduction { source: crate::documents::url7::GENERIC_PRODUCTION }],
};
