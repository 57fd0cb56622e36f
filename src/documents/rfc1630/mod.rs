//! RFC 1630: every part of the crate that is this document's own, and the document as a value ([`DOCUMENT`]).
//!
//! Its AST is its URL listing's addresses, its generic listing's `uri` and
//! its prose layer's addresses ([`Url`]), with the host, path and search
//! types that the URL drafts and RFC 1738 share.
//!
//! ```
//! use rfc1630::{ast::Address, documents::rfc1630::{Host, Url}};
//! let uri = rfc1630::parse("ftp://joe@ftp.cern.ch/pub").unwrap();
//! let Address::Rfc1630(Url::Ftp(ftp)) = &uri.address else { panic!() };
//! assert_eq!(ftp.login.user.as_ref().unwrap().as_str(), "joe");
//! assert!(matches!(ftp.login.hostport.host, Host::Hostname(_)));
//! ```

pub(crate) mod ast;
pub(crate) mod grammar;
#[cfg(feature = "rfc1630")]
pub mod operations;

pub use ast::*;

use crate::documents::{Document, DocumentLint, Line, Shelf, Source};
use crate::grammar::{Grammar, Listing};

/// The document as a value: the registry's row.
pub static DOCUMENT: Document = Document {
    grammar: Grammar::Rfc1630,
    name: "RFC 1630",
    title: "Universal Resource Identifiers in WWW",
    date: "June 1994",
    sources: &[
        Source {
            file: "003_8b2f656be9807e96.txt",
            about: "RFC 1630, \"Universal Resource Identifiers in WWW\" (June 1994)",
        },
        Source { file: "000_0a4fea20c6f27193.txt", about: "RFC 1630, second copy (line-number column, some reflow)" },
    ],
    layers: &[Grammar::Rfc1630Url, Grammar::Rfc1630Generic, Grammar::Rfc1630Prose],
    #[cfg(feature = "rfc1630")]
    operations: Some(&operations::OPERATIONS),
    #[cfg(not(feature = "rfc1630"))]
    operations: None,
    revises: &[(Grammar::Url03, Grammar::Rfc1630Url)],
    lines: &[Line {
        first: Grammar::Rfc1630Generic,
        name: "generic line",
        title: "The generic line: RFC 1630 → RFC 1808 → RFC 2396 → RFC 2732 → RFC 3986",
    }],
    shelf: Shelf::Seeds,
    import: None,
    lints: &[DocumentLint::GenericListing {
        generic: Listing::Rfc1630Generic,
        url: Grammar::Rfc1630Url,
        source: "RFC 1630 p.24: the URL listing's production for the scheme",
    }],
};
