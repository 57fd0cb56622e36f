//! RFC 3986: every part of the crate that is this document's own, and the document as a value ([`DOCUMENT`]).
//!
//! Its AST is the generic syntax's components ([`Reference`]), which RFC
//! 3987 shares under its own [`Spelling`].
//!
//! ```
//! use rfc1630::{ast::Address, documents::rfc3986::Host, parse_with, Grammar};
//! let uri = parse_with(Grammar::Rfc3986, "http://[::1]/").unwrap();
//! let Address::Rfc3986(reference) = &uri.address else { panic!() };
//! assert!(matches!(reference.authority.as_ref().unwrap().host, Host::IPv6address(_)));
//! ```

#[cfg(feature = "rfc3986")]
pub(crate) mod ast;
pub(crate) mod grammar;
#[cfg(feature = "rfc3986")]
pub mod operations;
#[cfg(feature = "study")]
pub mod study;
#[cfg(all(test, feature = "rfc3986"))]
mod tests;

#[cfg(feature = "rfc3986")]
pub use ast::*;

use crate::documents::{Document, DocumentLint, LineageImport, Shelf, Source};
use crate::grammar::Grammar;

/// RFC 3986 §3.2.2's rule for a host's percent-encodings, which RFC 3987
/// keeps: it maps an IRI to a URI "fully conforming to \[RFC3986\]"
/// (rfc3987.txt l.592-593) and copies its percent-encodings unchanged.
pub(crate) const HOST_ENCODING: &str = "RFC 3986 §3.2.2 l.1164-1166: \"URI producing applications must not use percent-encoding in host unless it is used to represent a UTF-8 character sequence.\"";

/// The document as a value: the registry's row.
pub static DOCUMENT: Document = Document {
    grammar: Grammar::Rfc3986,
    name: "RFC 3986",
    title: "Uniform Resource Identifier (URI): Generic Syntax",
    date: "January 2005",
    sources: &[Source {
        file: "rfc3986.txt",
        about: "RFC 3986, \"URI Generic Syntax\" (January 2005), from shared/lineage/",
    }],
    layers: &[],
    #[cfg(feature = "rfc3986")]
    operations: Some(&operations::OPERATIONS),
    #[cfg(not(feature = "rfc3986"))]
    operations: None,
    revises: &[(Grammar::Rfc2732, Grammar::Rfc3986)],
    lines: &[],
    shelf: Shelf::Lineage,
    import: Some(LineageImport {
        grammar: Grammar::Rfc3986,
        part: "Appendix A",
        file: "rfc3986.txt",
        lines: (2695, 2789),
        with: &[],
    }),
    lints: &[DocumentLint::HostEncoding { source: HOST_ENCODING }],
};
