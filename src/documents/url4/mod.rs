//! url4: every part of the crate that is this document's own, and the document as a value ([`DOCUMENT`]).

pub(crate) mod grammar;
pub mod operations;

use crate::documents::{Document, Source};
use crate::grammar::Grammar;

/// The document as a value: the registry's row.
pub static DOCUMENT: Document = Document {
    grammar: Grammar::Url4,
    name: "url4",
    title: "Uniform Resource Locators (URL), Internet Draft 00",
    date: "1993",
    sources: &[Source { file: "001_8d5ef9870e7fee48.txt", about: "url4, Internet Draft 00 (1993)" }],
    layers: &[Grammar::Url4Prose],
    operations: Some(&operations::OPERATIONS),
    revises: &[],
};
