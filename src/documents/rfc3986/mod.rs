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

pub(crate) mod ast;
pub(crate) mod grammar;
pub mod operations;

pub use ast::*;

use crate::documents::{Document, Source};
use crate::grammar::Grammar;

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
    operations: Some(&operations::OPERATIONS),
    revises: &[(Grammar::Rfc2732, Grammar::Rfc3986)],
};
