//! What the revisions do with a URI: comparison, equivalence, encoding,
//! resolution, and the one way in to them (`operations`).

mod compare;
mod encoding;
mod equivalence;
mod operations;
mod resolution;
