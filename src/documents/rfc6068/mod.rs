//! RFC 6068: every part of the crate that is this document's own, and the document as a value ([`DOCUMENT`]).
//!
//! Its AST ([`MailtoUri`]) holds the `to` addresses and the header fields
//! (`hfname`, `hfvalue`) as written, and decodes them as §2 and §5 say.
//! Its listing imports RFC 5322's `quoted-string`, whose comments nest, so
//! `rfc6068` is decided by pest alone; its prose layer, `rfc6068+prose`,
//! narrows the `addr-spec` to what l.175-193 allow, and is regular.
//!
//! ```
//! use rfc1630::{ast::Address, check, parse_with, Grammar};
//! let uri = parse_with(Grammar::Rfc6068Prose, "mailto:chris@example.com").unwrap();
//! let Address::Rfc6068(mailto) = &uri.address else { panic!() };
//! assert_eq!(mailto.to[0].domain.as_str(), "example.com");
//! // The listing takes a `%` alone in a domain; the prose does not.
//! assert!(check(Grammar::Rfc6068, "mailto:a@b?body=%").is_ok());
//! assert!(check(Grammar::Rfc6068Prose, "mailto:a@b?body=%").is_err());
//! ```

#[cfg(feature = "rfc6068")]
pub(crate) mod ast;
pub(crate) mod grammar;
#[cfg(feature = "rfc6068")]
pub(crate) mod operations;

#[cfg(feature = "rfc6068")]
pub use ast::*;

use crate::documents::{Document, Shelf, Source};
use crate::grammar::Grammar;

/// The document as a value: the registry's row.
pub static DOCUMENT: Document = Document {
    grammar: Grammar::Rfc6068,
    name: "RFC 6068",
    title: "The 'mailto' URI Scheme",
    date: "October 2010",
    sources: &[Source {
        file: "rfc6068.txt",
        about: "RFC 6068, \"The 'mailto' URI Scheme\" (October 2010), from shared/lineage/",
    }],
    layers: &[Grammar::Rfc6068Prose],
    // It defines no resolution, comparison or normal form (`operations.rs`).
    operations: None,
    // The mailto line: RFC 1630's `mailtoaddress` (003 l.1200), RFC 1738's
    // `mailtourl` (rfc1738.txt l.1017), RFC 2368, which the crate does not
    // have, and RFC 6068, which obsoletes it (rfc6068.txt l.9, l.816): a
    // branch of the URL line after RFC 1738, as RFC 3987 is of the generic
    // line after RFC 3986 (`data/correspondence.tsv` pairs `mailtourl` with
    // `mailtoURI`).
    revises: &[(Grammar::Rfc1738, Grammar::Rfc6068)],
    lines: &[],
    shelf: Shelf::Lineage,
    // `rfc1630 import rfc6068.txt --lines 144-170` reads §2's listing, but
    // the import is not held to the grammar (`study::import::agreement`):
    // the listing is not regular (RFC 5322's `comment` nests), so no
    // comparison of the two languages is exact.
    import: None,
    lints: &[],
};
