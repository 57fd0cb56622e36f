//! url-03: every part of the crate that is this document's own, and the document as a value ([`DOCUMENT`]).

pub(crate) mod grammar;
pub mod operations;

use crate::documents::{Document, Source};
use crate::grammar::Grammar;

/// The document as a value: the registry's row.
pub static DOCUMENT: Document = Document {
    grammar: Grammar::Url03,
    name: "url-03",
    title: "Uniform Resource Locators (URL), draft-ietf-uri-url-03",
    date: "21 March 1994",
    sources: &[Source {
        file: "002_69f8b7daee82da35.txt",
        about: "draft-ietf-uri-url-03, \"Uniform Resource Locators\" (21 March 1994)",
    }],
    layers: &[Grammar::Url03Prose],
    operations: Some(&operations::OPERATIONS),
    revises: &[(Grammar::Url7, Grammar::Url03)],
};
