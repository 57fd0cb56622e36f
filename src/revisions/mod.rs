//! What the specifications do with a URI beyond its syntax, revision by
//! revision: resolving a reference against a base ([`resolution`]),
//! equivalence, each revision's ladder and RFC 1630's own comparison
//! ([`equivalence`]), the %-encoding they rest on ([`encoding`]), and
//! RFC 3987's mapping of IRIs to URIs and back ([`iri`]).
//!
//! The one way in to them is the crate root's [`resolve`](crate::resolve),
//! [`compare`](crate::compare) and [`normalize`](crate::normalize), which
//! take the specification as a [`Grammar`](crate::Grammar); the modules
//! hold each revision's algorithm with its options and clauses.
//!
//! ```
//! use rfc1630::revisions::resolution::Revision;
//! use rfc1630::{normalize, Grammar};
//! assert_eq!(Revision::try_from(Grammar::Rfc3986).unwrap(), Revision::Rfc3986);
//! assert_eq!(normalize(Grammar::Rfc3986, "HTTP://a/./b").unwrap().text, "http://a/b");
//! ```

pub mod encoding;
pub mod equivalence;
pub mod iri;
pub(crate) mod operations;
pub mod resolution;

pub use equivalence::Normalized;
pub use operations::NormalizeError;
