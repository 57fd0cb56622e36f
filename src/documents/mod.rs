//! The documents, one folder each. A document's folder holds every part of
//! the crate that is the document's own, one file per facet, each at the
//! layer of what it holds: `grammar.rs` (the grammar layer) its listings'
//! `pest_derive` parsers and their rows of the listing table.

pub(crate) mod rfc1630;
pub(crate) mod rfc1738;
pub(crate) mod rfc1808;
pub(crate) mod rfc2396;
pub(crate) mod rfc2732;
pub(crate) mod rfc3986;
pub(crate) mod rfc3987;
pub(crate) mod url03;
pub(crate) mod url4;
pub(crate) mod url7;
