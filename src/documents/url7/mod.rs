//! url7: every part of the crate that is this document's own, and the document as a value ([`DOCUMENT`]).
//!
//! Its AST ([`Url`]) is RFC 1630's but for its gopher address, which names
//! the selector, and its `generic` address.
//!
//! ```
//! use rfc1630::{ast::Address, documents::url7::Url, parse_with, Grammar};
//! let uri = parse_with(Grammar::Url7, "gopher://h/7index?word").unwrap();
//! let Address::Url7(Url::Gopher(gopher)) = &uri.address else { panic!() };
//! assert_eq!(gopher.search.as_ref().unwrap().as_str(), "word");
//! ```

#[cfg(feature = "url7")]
pub(crate) mod ast;
pub(crate) mod grammar;
#[cfg(feature = "url7")]
pub mod operations;

#[cfg(feature = "url7")]
pub use ast::*;

use crate::documents::{Document, DocumentLint, Shelf, Source};
use crate::grammar::Grammar;

/// Why a URI only the listing's `generic` accepts is warned of, for url7 and url4 alike.
pub(crate) const GENERIC_PRODUCTION: &str =
    "url7 p.15 and url4 §BNF syntax: `generic` is an alternative of the scheme productions (findings F14, F17)";

/// The document as a value: the registry's row.
pub static DOCUMENT: Document = Document {
    grammar: Grammar::Url7,
    name: "url7",
    title: "Uniform Resource Locators (URL), Internet Draft 02",
    date: "October 1993",
    sources: &[Source {
        file: "004_714d43b9c814fcaf.txt",
        about: "url7, Internet Draft 02, \"Uniform Resource Locators\" (October 1993)",
    }],
    layers: &[Grammar::Url7Prose],
    #[cfg(feature = "url7")]
    operations: Some(&operations::OPERATIONS),
    #[cfg(not(feature = "url7"))]
    operations: None,
    revises: &[(Grammar::Url4, Grammar::Url7)],
    lines: &[],
    shelf: Shelf::Seeds,
    import: None,
    lints: &[DocumentLint::GenericProduction { source: GENERIC_PRODUCTION }],
};
