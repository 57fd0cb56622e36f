//! The documents, one folder each, and their registry.
//!
//! A document's folder holds every part of the crate that is the
//! document's own, one file (or folder) per facet, each at the layer of
//! what it holds: `grammar.rs` (the grammar layer) its listings' `pest_derive`
//! parsers and their rows of the listing table; `ast.rs` (or `ast/`, the
//! AST layer) its AST, named after its productions, and its builder, whose
//! public types the document's module re-exports (a URI's
//! [`Address`](crate::ast::Address) holds one of them); `mod.rs` the
//! document as a value, a [`Document`], which the registry lists ([`ALL`])
//! and every command, generator and report reads.
//!
//! ```
//! use rfc1630::documents::{self, Document};
//! use rfc1630::Grammar;
//! let rfc3986 = documents::of(Grammar::Rfc3986);
//! assert_eq!((rfc3986.name, rfc3986.date), ("RFC 3986", "January 2005"));
//! // A listing or a layer of a document names its document.
//! assert_eq!(documents::of(Grammar::Url7Prose).grammar, Grammar::Url7);
//! // Oldest first.
//! assert_eq!(documents::ALL.first().map(|d| d.name), Some("url4"));
//! // A document's AST.
//! let uri = rfc1630::parse_with(Grammar::Rfc1738, "ftp://h/pub").unwrap();
//! assert!(matches!(uri.address, rfc1630::ast::Address::Rfc1738(documents::rfc1738::Url::FtpUrl(_))));
//! ```

pub mod rfc1630;
pub mod rfc1738;
pub mod rfc1808;
pub mod rfc2396;
pub mod rfc2732;
pub mod rfc3986;
pub mod rfc3987;
pub mod rfc6068;
pub mod url03;
pub mod url4;
pub mod url7;

use crate::grammar::Grammar;

/// A document of the lineage, as a value: what it is, where its text is,
/// which grammars read it, and which listing it revises.
///
/// ```
/// let rfc1630 = rfc1630::documents::of(rfc1630::Grammar::Rfc1630);
/// assert_eq!(rfc1630.title, "Universal Resource Identifiers in WWW");
/// assert_eq!(rfc1630.sources[0].file, "003_8b2f656be9807e96.txt");
/// assert!(rfc1630.layers.contains(&rfc1630::Grammar::Rfc1630Url));
/// ```
#[derive(Debug)]
#[non_exhaustive]
pub struct Document {
    /// The grammar of the whole document; its id is the document's (`rfc3986`).
    pub grammar: Grammar,
    /// The document as citations name it: `RFC 3986`, `url-03`.
    pub name: &'static str,
    /// Its title as printed.
    pub title: &'static str,
    /// When it was published.
    pub date: &'static str,
    /// Its text: files of `shared/seeds/` (the first the cleanest copy) or of `shared/lineage/`.
    pub sources: &'static [Source],
    /// The grammars of its listings and prose layers, besides [`Document::grammar`].
    pub layers: &'static [Grammar],
    /// Its steps on a line of descent: each listing of an earlier document
    /// that one of its own revises, as `(earlier, own)`.
    pub revises: &'static [(Grammar, Grammar)],
}

/// A file that holds a document's text.
///
/// ```
/// let source = &rfc1630::documents::of(rfc1630::Grammar::Rfc3986).sources[0];
/// assert_eq!(source.file, "rfc3986.txt");
/// assert!(source.about.starts_with("RFC 3986, \"URI Generic Syntax\""));
/// ```
#[derive(Debug)]
#[non_exhaustive]
pub struct Source {
    /// The file's name, in `shared/seeds/` or `shared/lineage/`.
    pub file: &'static str,
    /// What it holds, as the conformance report's header says it.
    pub about: &'static str,
}

macro_rules! registry {
    (() $($grammar:ident => $module:ident),* $(,)?) => {
        /// Every document, oldest first.
        pub static ALL: &[&Document] = &[$(&$module::DOCUMENT),*];
    };
}
crate::grammar::for_each_document!(registry);

/// The document of `grammar`: its own, or the one whose listing or layer it is.
///
/// ```
/// use rfc1630::{documents, Grammar};
/// assert_eq!(documents::of(Grammar::Rfc1630Generic).name, "RFC 1630");
/// assert_eq!(documents::of(Grammar::Rfc2732).name, "RFC 2732");
/// ```
pub fn of(grammar: Grammar) -> &'static Document {
    ALL.iter()
        .copied()
        .find(|document| document.grammar == grammar || document.layers.contains(&grammar))
        .unwrap_or(ALL[0])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every grammar belongs to exactly one document, and a document's own
    /// grammar is its first.
    #[test]
    fn every_grammar_has_one_document() {
        for grammar in Grammar::ALL.into_iter().chain(Grammar::PROSE) {
            let owners = ALL.iter().filter(|d| d.grammar == grammar || d.layers.contains(&grammar)).count();
            assert_eq!(owners, 1, "{grammar}");
        }
    }
}
