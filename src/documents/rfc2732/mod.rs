//! RFC 2732: every part of the crate that is this document's own, and the document as a value ([`DOCUMENT`]).

pub(crate) mod grammar;
pub mod operations;

use crate::documents::{Document, Source};
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
    operations: Some(&operations::OPERATIONS),
    revises: &[(Grammar::Rfc2396, Grammar::Rfc2732)],
};
