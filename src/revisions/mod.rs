//! The revisions layer: what the specifications do with a URI beyond its
//! syntax, revision by revision. Resolving a reference against a base
//! ([`resolve`]), equivalence ([`equivalence`]) and comparison
//! ([`compare`]), and the %-encoding they rest on ([`encoding`]). Each
//! module is public at the crate root.

pub mod compare;
pub mod encoding;
pub mod equivalence;
pub mod resolve;
