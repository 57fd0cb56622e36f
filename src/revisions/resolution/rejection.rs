//! A base or a reference that a document's grammar rejects
//! ([`RejectedInput`]), and which of the two it was ([`Role`]): what the
//! check made before a document's algorithm runs
//! (`src/revisions/resolution/parse_first.rs`) gives instead of a target, or,
//! where the algorithm parses the reference itself, beside one
//! (`Resolution::grammar_rejects`).

use crate::ParseError;
use std::fmt;

/// Which input of a resolution a grammar rejected.
///
/// ```
/// assert_eq!(rfc1630::revisions::resolution::Role::Base.to_string(), "base");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Role {
    /// The base (RFC 1630's context).
    Base,
    /// The reference (RFC 1630's partial form, RFC 1808's embedded URL).
    Reference,
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Role::Base => "base",
            Role::Reference => "reference",
        })
    }
}

/// A base or a reference that the document's grammar rejects: the input,
/// the entry it was checked with, and the grammar's diagnostic.
///
/// ```
/// use rfc1630::revisions::resolution::{RevisionError, Role};
/// use rfc1630::{resolve, Grammar};
/// let err = resolve(Grammar::Rfc3986, "http://a/b/c/d;p?q", "g h").unwrap_err();
/// let RevisionError::Rejected(rejection) = err else { panic!() };
/// assert_eq!((rejection.role, rejection.production), (Role::Reference, "URI-reference"));
/// assert_eq!(rejection.error.offset(), 1);
/// // Beside a result, where the algorithm parses the reference itself (RFC 2396's `?y`, F34).
/// let resolution = resolve(Grammar::Rfc2396, "http://a/b/c/d;p?q", "?y").unwrap();
/// let rejection = resolution.grammar_rejects.unwrap();
/// assert_eq!((rejection.error.offset(), rejection.error.finding().unwrap().id), (0, "F34"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RejectedInput {
    /// The base or the reference.
    pub role: Role,
    /// The input as given.
    pub input: String,
    /// The entry production it was checked with (`absoluteURI`, `URI-reference`).
    pub production: &'static str,
    /// The grammar's diagnostic: grammar, offset, expected productions.
    pub error: ParseError,
}

impl RejectedInput {
    /// Where the grammar stopped, for a table cell: `reference rejected at
    /// byte 0 (F34)`, with the finding that explains it, if one does.
    ///
    /// ```
    /// let resolution = rfc1630::resolve(rfc1630::Grammar::Rfc2396, "http://a/b", "http:").unwrap();
    /// assert_eq!(resolution.grammar_rejects.unwrap().short(), "reference rejected at byte 5");
    /// ```
    pub fn short(&self) -> String {
        let finding = self.error.finding().map(|f| format!(" ({})", f.id)).unwrap_or_default();
        format!("{} rejected at byte {}{finding}", self.role, self.error.offset())
    }
}

impl fmt::Display for RejectedInput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The summary names the finding, where one explains the rejection.
        write!(f, "{} `{}` is no {}: {}", self.role, self.input, self.production, self.error.summary())
    }
}
