//! What a specification defines beyond its syntax (resolution, comparison,
//! normalization), and the error of asking it of a grammar that is not a
//! whole specification. Every operation takes a [`Grammar`]: the grammar of
//! a whole document (`rfc1630`, `rfc3986`, ...) names its specification; a
//! grammar of one listing or layer of a document (`rfc1630-url`,
//! `url7+prose`) names no operation of its own, and the error says which
//! grammar does.

use crate::grammar::Grammar;
use std::fmt;

/// An operation a specification defines on URIs beyond their syntax.
///
/// ```
/// assert_eq!(rfc1630::grammar::Operation::Resolution.to_string(), "resolution");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Operation {
    /// Resolving a reference against a base ([`crate::resolve()`]).
    Resolution,
    /// Telling whether two URIs are equivalent ([`crate::compare()`]).
    Comparison,
    /// Bringing a URI to its normal form ([`crate::normalize`]).
    Normalization,
}

impl fmt::Display for Operation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(match self {
            Operation::Resolution => "resolution",
            Operation::Comparison => "comparison",
            Operation::Normalization => "normalization",
        })
    }
}

/// An operation asked of a grammar that is one listing or one layer of a
/// document, not the document: the listing defines no such operation, its
/// document does, under the grammar named `instead`.
///
/// ```
/// use rfc1630::{Grammar, grammar::NoSuchOperation, grammar::Operation};
/// let err = NoSuchOperation::of(Grammar::Rfc1630Url, Operation::Resolution).unwrap();
/// assert_eq!(err.to_string(), "RFC 1630's URL listing defines no resolution; use rfc1630");
/// assert_eq!(err.instead, Grammar::Rfc1630);
/// assert!(NoSuchOperation::of(Grammar::Rfc3986, Operation::Resolution).is_none());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("{} defines no {operation}; use {instead}", part_of_document(*grammar))]
pub struct NoSuchOperation {
    /// The grammar asked.
    pub grammar: Grammar,
    /// The operation asked of it.
    pub operation: Operation,
    /// The grammar of the whole document, which defines it.
    pub instead: Grammar,
}

impl NoSuchOperation {
    /// The error of asking `operation` of `grammar`, or `None` when
    /// `grammar` is the grammar of a whole document ([`Grammar::document`]) (which may still
    /// answer that its document defines nothing, as url-03 does of
    /// resolution).
    ///
    /// ```
    /// use rfc1630::{Grammar, grammar::NoSuchOperation, grammar::Operation};
    /// let err = NoSuchOperation::of(Grammar::Url7Prose, Operation::Comparison).unwrap();
    /// assert_eq!(err.to_string(), "url7's prose layer defines no comparison; use url7");
    /// ```
    pub fn of(grammar: Grammar, operation: Operation) -> Option<NoSuchOperation> {
        let instead = grammar.document();
        (instead != grammar).then_some(NoSuchOperation { grammar, operation, instead })
    }
}

/// The part of a document a grammar of one listing or layer names.
fn part_of_document(grammar: Grammar) -> String {
    match grammar {
        Grammar::Rfc1630Url => "RFC 1630's URL listing".to_string(),
        Grammar::Rfc1630Generic => "RFC 1630's generic listing".to_string(),
        Grammar::Rfc1630Prose => "RFC 1630's prose layer".to_string(),
        prose if prose.base() != prose => format!("{}'s prose layer", prose.base()),
        whole => whole.to_string(),
    }
}
