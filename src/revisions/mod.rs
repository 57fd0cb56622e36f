//! The revisions layer: what the specifications do with a URI beyond its
//! syntax, revision by revision. Resolving a reference against a base
//! ([`resolve`]), equivalence ([`equivalence`]) and comparison
//! ([`compare`]), and the %-encoding they rest on ([`encoding`]). Each
//! module is public at the crate root; `operations` holds the one way in to
//! them, the root's `resolve`, `compare` and `normalize`, which take the
//! specification as a [`crate::Grammar`].

pub mod compare;
pub mod encoding;
pub mod equivalence;
pub(crate) mod operations;
pub mod resolve;
