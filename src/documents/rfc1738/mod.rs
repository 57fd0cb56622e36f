//! RFC 1738: every part of the crate that is this document's own, and the document as a value ([`DOCUMENT`]).

pub(crate) mod grammar;
pub mod operations;

use crate::documents::{Document, Source};
use crate::grammar::Grammar;

/// The document as a value: the registry's row.
pub static DOCUMENT: Document = Document {
    grammar: Grammar::Rfc1738,
    name: "RFC 1738",
    title: "Uniform Resource Locators (URL)",
    date: "December 1994",
    sources: &[Source {
        file: "rfc1738.txt",
        about: "RFC 1738, \"Uniform Resource Locators (URL)\" (December 1994), from shared/lineage/",
    }],
    layers: &[],
    operations: Some(&operations::OPERATIONS),
    revises: &[(Grammar::Url03, Grammar::Rfc1738)],
};
