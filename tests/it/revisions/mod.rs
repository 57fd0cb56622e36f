//! What the revisions do with a URI: comparison, equivalence, encoding,
//! resolution, the one way in to them (`operations`), and RFC 3987's
//! mapping between IRIs and URIs (`iri`, and `convert_fuzz` on any text).

mod compare;
mod convert_fuzz;
mod encoding;
mod equivalence;
mod iri;
mod laws;
mod meaning;
mod operations;
mod resolution;
mod round_trip;
