//! The documents, one folder each, and their registry.
//!
//! A document's folder holds every part of the crate that is the
//! document's own, one file (or folder) per facet, each at the layer of
//! what it holds: `grammar.rs` (the grammar layer) its listings' `pest_derive`
//! parsers and their rows of the listing table; `ast.rs` (or `ast/`, the
//! AST layer) its AST, named after its productions, and its builder, whose
//! public types the document's module re-exports (a URI's
//! [`Address`](crate::ast::Address) holds one of them); `operations.rs`
//! (the revisions layer) its resolution, its ladder and its normal form, or
//! the rules it takes from another document ([`Operations`]); `mod.rs` the
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

use crate::grammar::{Grammar, Listing};
use crate::revisions::Operations;

/// A document of the lineage, as a value: what it is, where its text is,
/// which grammars read it, and which listing it revises.
///
/// ```
/// let rfc1630 = rfc1630::documents::of(rfc1630::Grammar::Rfc1630);
/// assert_eq!(rfc1630.title, "Universal Resource Identifiers in WWW");
/// let context = "magic://a/b/c//d/e/f";
/// assert_eq!(rfc1630.operations.unwrap().resolve(Default::default(), context, "/g").unwrap().target, "magic://a/g");
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
    /// What it defines beyond its syntax: its resolution, its comparison
    /// and its normal form ([`Operations`]); `None` for a document that
    /// defines none (a grammar imported at run time, say), and for a
    /// document this build leaves out (its cargo feature is off,
    /// [`Grammar::feature`]), whose other fields are there all the same.
    pub operations: Option<&'static Operations>,
    /// Its steps on a line of descent: each listing of an earlier document
    /// that one of its own revises, as `(earlier, own)`.
    pub revises: &'static [(Grammar, Grammar)],
    /// The lines of descent that start at one of its listings.
    pub lines: &'static [Line],
    /// The folder of `shared/` its text is in.
    pub shelf: Shelf,
    /// Its listing as `import` reads it from the text, where the import is
    /// held to the hand-made grammar (`study::import::agreement`).
    pub import: Option<LineageImport>,
    /// The rules of the security lint that its text states or its
    /// listings need, beyond those every grammar gets; applied under
    /// [`Document::grammar`] only.
    pub lints: &'static [DocumentLint],
}

/// A rule of the security lint (`study::lint`) that only some documents
/// state or need, with the citation its warning gives.
///
/// ```
/// use rfc1630::documents::{of, DocumentLint};
/// let rfc3987 = of(rfc1630::Grammar::Rfc3987);
/// assert!(rfc3987.lints.contains(&DocumentLint::IriRules));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum DocumentLint {
    /// The listing holds a production named `generic` beside its scheme
    /// productions: a URI only `generic` accepts, while a scheme
    /// production read past its `scheme:`, is warned of.
    GenericProduction {
        /// The citation of the warning.
        source: &'static str,
    },
    /// The grammar is a URL listing and a generic listing together: a URI
    /// only `generic` accepts, whose whole `scheme:` the listing `url`
    /// reads before it rejects it, is warned of.
    GenericListing {
        /// The generic listing.
        generic: Listing,
        /// The URL listing's grammar.
        url: Grammar,
        /// The citation of the warning.
        source: &'static str,
    },
    /// RFC 3986 §3.2.2's rule for a host's percent-encodings.
    HostEncoding {
        /// The citation of the warning.
        source: &'static str,
    },
    /// RFC 3987's bidi and security rules (`study::iri_lint`).
    IriRules,
    /// A security consideration the document writes, which the lint warns
    /// of under every grammar, since it binds clients whatever grammar read
    /// the URI.
    SecurityConsideration {
        /// What it is about.
        topic: SecurityTopic,
        /// The citation of the warning.
        source: &'static str,
    },
}

/// What a [`DocumentLint::SecurityConsideration`] is about, one topic a
/// warning code of the lint.
///
/// ```
/// use rfc1630::documents::{DocumentLint, SecurityTopic, ALL};
/// let writes = |topic| {
///     ALL.iter().flat_map(|d| d.lints).any(|l| matches!(l, DocumentLint::SecurityConsideration { topic: t, .. } if *t == topic))
/// };
/// assert!(writes(SecurityTopic::Password) && writes(SecurityTopic::Port) && writes(SecurityTopic::EncodedDelimiter));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum SecurityTopic {
    /// A password in the URL.
    Password,
    /// A port that is not the scheme's default.
    Port,
    /// An encoded delimiter that a client decodes before it sends it.
    EncodedDelimiter,
}

/// A document's listing as `import` reads it from its text.
///
/// ```
/// let import = rfc1630::documents::of(rfc1630::Grammar::Rfc2732).import.unwrap();
/// assert_eq!((import.part, import.file, import.lines), ("§3", "rfc2732.txt", (102, 139)));
/// assert_eq!(import.with[0].0, "rfc2373.txt");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct LineageImport {
    /// The built-in grammar of the listing.
    pub grammar: Grammar,
    /// The part of the document read, as the docs name it.
    pub part: &'static str,
    /// The file, in `../shared/lineage/`.
    pub file: &'static str,
    /// The lines read.
    pub lines: (usize, usize),
    /// The `--with` documents, in order: file and lines.
    pub with: &'static [(&'static str, (usize, usize))],
}

/// A line of descent: the tree of [`Document::revises`] steps that grows
/// from its first listing, named as the reports name it.
///
/// ```
/// use rfc1630::{documents, Grammar};
/// let line = &documents::of(Grammar::Url4).lines[0];
/// assert_eq!((line.first, line.name), (Grammar::Url4, "URL line"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Line {
    /// The listing the line starts from, which revises none.
    pub first: Grammar,
    /// Its name in the conformance run's strip of columns.
    pub name: &'static str,
    /// Its heading in the HTML report.
    pub title: &'static str,
}

/// Where a document's text is: the five seed files the project started
/// from, or the lineage of their successors.
///
/// ```
/// use rfc1630::documents::{of, Shelf};
/// assert_eq!(of(rfc1630::Grammar::Url03).shelf, Shelf::Seeds);
/// assert_eq!(of(rfc1630::Grammar::Rfc3986).shelf, Shelf::Lineage);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Shelf {
    /// `shared/seeds/`: RFC 1630 and the three drafts.
    Seeds,
    /// `shared/lineage/`: the documents that followed them.
    Lineage,
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
    (() $(#[cfg(feature = $feature:literal)] $grammar:ident => $module:ident),* $(,)?) => {
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

    /// A document's operations are the ones the engine reaches for its
    /// grammar through the registry, in the same order, and every grammar,
    /// a listing's or a layer's too, reaches its document's, while only the
    /// grammar of a whole document names them; a document that defines none
    /// (RFC 6068) is reached by none of its grammars.
    #[test]
    fn every_document_ties_its_operations() {
        use crate::grammar::Operation;
        use crate::revisions::operations::{every_document, of_document};
        use crate::revisions::operations_of;
        let reached: Vec<Grammar> = every_document().map(|(grammar, _)| grammar).collect();
        let defining = || ALL.iter().filter(|d| d.operations.is_some());
        assert_eq!(reached, defining().map(|d| d.grammar).collect::<Vec<_>>());
        for (document, (_, reached)) in defining().zip(every_document()) {
            assert!(std::ptr::eq(document.operations.unwrap(), reached), "{}", document.name);
        }
        for grammar in Grammar::ALL.into_iter().chain(Grammar::PROSE) {
            let document = of(grammar);
            let found = of_document(grammar, Operation::Resolution).ok();
            assert_eq!(found.map(std::ptr::from_ref), document.operations.map(std::ptr::from_ref), "{grammar}");
            let named = operations_of(grammar, Operation::Resolution).is_ok();
            assert_eq!(named, grammar == document.grammar && document.operations.is_some(), "{grammar}");
        }
    }
}
