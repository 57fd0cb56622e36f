//! RFC 2732: every part of the crate that is this document's own, and the document as a value ([`DOCUMENT`]).
//!
//! Its AST is RFC 2396's
//! ([`rfc2396::Reference`](crate::documents::rfc2396::Reference)), whose
//! `host` holds RFC 2732's `IPv6reference`.
//!
//! ```
//! use rfc1630::{ast::Address, documents::rfc2396::{Authority, Host}, parse_with, Grammar};
//! let uri = parse_with(Grammar::Rfc2732, "http://[::1]:80/").unwrap();
//! let Address::Rfc2732(reference) = &uri.address else { panic!() };
//! let Some(Authority::Server(server)) = &reference.authority else { panic!() };
//! assert!(matches!(server.hostport.as_ref().unwrap().host, Host::Ipv6reference(_)));
//! ```

#[cfg(feature = "rfc2732")]
pub(crate) mod ast;
pub(crate) mod grammar;
#[cfg(feature = "rfc2732")]
pub mod operations;

use crate::documents::{Document, LineageImport, Shelf, Source};
use crate::grammar::Grammar;

/// The document as a value: the registry's row.
pub static DOCUMENT: Document = Document {
    grammar: Grammar::Rfc2732,
    name: "RFC 2732",
    title: "Format for Literal IPv6 Addresses in URL's",
    date: "December 1999",
    sources: &[Source {
        file: "rfc2732.txt",
        about: "RFC 2732, \"Format for Literal IPv6 Addresses in URL's\" (December 1999), from shared/lineage/",
    }],
    layers: &[],
    #[cfg(feature = "rfc2732")]
    operations: Some(&operations::OPERATIONS),
    #[cfg(not(feature = "rfc2732"))]
    operations: None,
    revises: &[(Grammar::Rfc2396, Grammar::Rfc2732)],
    lines: &[],
    shelf: Shelf::Lineage,
    import: Some(LineageImport {
        grammar: Grammar::Rfc2732,
        part: "§3",
        file: "rfc2732.txt",
        lines: (102, 139),
        // RFC 2373 Appendix B first, so that its `IPv4address` replaces
        // RFC 2396's (change (2), stated in prose), then RFC 2396 Appendix A.
        with: &[("rfc2373.txt", (1183, 1196)), ("rfc2396.txt", (1463, 1574))],
    }),
    lints: &[],
};
