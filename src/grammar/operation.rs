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

/// An operation asked of a grammar that does not define it: one listing or
/// one layer of a document, whose document defines it under the grammar
/// named `instead`; or a document that defines no such operation at all
/// (RFC 6068, whose mailto URIs are not resolved or compared), with no
/// grammar `instead`.
///
/// ```
/// use rfc1630::{Grammar, grammar::NoSuchOperation, grammar::Operation};
/// let err = NoSuchOperation::of(Grammar::Rfc1630Url, Operation::Resolution).unwrap();
/// assert_eq!(err.to_string(), "RFC 1630's URL listing defines no resolution; use rfc1630");
/// assert_eq!(err.instead, Some(Grammar::Rfc1630));
/// assert!(NoSuchOperation::of(Grammar::Rfc3986, Operation::Resolution).is_none());
/// let err = rfc1630::revisions::operations_of(Grammar::Rfc6068, Operation::Resolution).unwrap_err();
/// assert_eq!((err.to_string().as_str(), err.instead), ("RFC 6068 defines no resolution", None));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub struct NoSuchOperation {
    /// The grammar asked.
    pub grammar: Grammar,
    /// The operation asked of it.
    pub operation: Operation,
    /// The grammar of the whole document, which defines it; `None` where
    /// the document defines none.
    pub instead: Option<Grammar>,
}

impl NoSuchOperation {
    /// The error of asking `operation` of `grammar` when it is one listing
    /// or layer of a document, or `None` when `grammar` is the grammar of a
    /// whole document ([`Grammar::document`]), which may still answer that
    /// it defines nothing (url-03 of resolution), or define no operations
    /// at all (RFC 6068: [`operations_of`](crate::revisions::operations_of)
    /// says so, with no grammar `instead`).
    ///
    /// ```
    /// use rfc1630::{Grammar, grammar::NoSuchOperation, grammar::Operation};
    /// let err = NoSuchOperation::of(Grammar::Url7Prose, Operation::Comparison).unwrap();
    /// assert_eq!(err.to_string(), "url7's prose layer defines no comparison; use url7");
    /// ```
    pub fn of(grammar: Grammar, operation: Operation) -> Option<NoSuchOperation> {
        let instead = grammar.document();
        (instead != grammar).then_some(NoSuchOperation { grammar, operation, instead: Some(instead) })
    }
}

impl fmt::Display for NoSuchOperation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.instead {
            Some(instead) => {
                write!(f, "{} defines no {}; use {instead}", part_of_document(self.grammar), self.operation)
            }
            // A document left out of the build defines what it defines;
            // this build cannot run it.
            None => match self.grammar.built() {
                Err(not_built) => write!(f, "{not_built}"),
                Ok(_) => write!(f, "{} defines no {}", self.grammar.listings()[0].document(), self.operation),
            },
        }
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
