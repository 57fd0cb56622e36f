//! url7: every part of the crate that is this document's own, and the document as a value ([`DOCUMENT`]).

pub(crate) mod grammar;
pub mod operations;

use crate::documents::{Document, Source};
use crate::grammar::Grammar;

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
    operations: Some(&operations::OPERATIONS),
    revises: &[(Grammar::Url4, Grammar::Url7)],
};
