//! What the specifications do with a URI beyond its syntax, document by
//! document: resolving a reference against a base ([`resolution`]),
//! equivalence, each document's ladder and RFC 1630's own comparison
//! ([`equivalence`]), the %-encoding they rest on ([`encoding`]), and the
//! mapping of IRIs to URIs and back ([`iri`]).
//!
//! This layer is the engine: it names no document. Each document writes
//! its operations in its folder ([`Operations`], reached from the
//! registry's rows), with its algorithm, its ladder and its clauses, or
//! takes another document's; the engine holds what they share (the
//! pipeline of a resolution, the climbing of a ladder, the normalizations,
//! the components, `remove_dot_segments`, the answers and errors).
//!
//! The one way in to them is [`operations_of`], which takes the
//! specification as a [`Grammar`](crate::Grammar), and the crate root's
//! [`resolve`](crate::resolve), [`compare`](crate::compare) and
//! [`normalize`](crate::normalize) with the default options.
//!
//! ```
//! use rfc1630::grammar::Operation;
//! use rfc1630::revisions::operations_of;
//! use rfc1630::{normalize, Grammar};
//! assert!(operations_of(Grammar::Rfc3986, Operation::Resolution).is_ok());
//! assert_eq!(normalize(Grammar::Rfc3986, "HTTP://a/./b").unwrap().text, "http://a/b");
//! ```
//!
//! # The IRI mapping
//!
//! [`iri`] is RFC 3987 §3's mapping of IRIs to URIs and back, and stays in
//! the engine rather than RFC 3987's folder: it is the mapping between two
//! forms of identifier, which documents other than RFC 3987 use (RFC 6068,
//! next in the lineage, makes `mailto` URIs "compatible with IRIs",
//! `rfc6068.txt` l.21-24; the study layer's IRI lint reads its character
//! tables), and it names no document. Which grammars read the two forms is
//! the documents' to say ([`Operations::iris_map_to`]).

pub mod encoding;
pub mod equivalence;
crate::grammar::if_iris_built! {
    {
        pub mod iri;
    } else {}
}
pub(crate) mod operations;
pub mod resolution;

pub use equivalence::Normalized;
pub use operations::{operations_of, NormalizeError, Operations};
