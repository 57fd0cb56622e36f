//! What the revisions do with a URI: comparison, equivalence, encoding and
//! resolution.

mod compare;
mod encoding;
mod equivalence;
mod resolution;
