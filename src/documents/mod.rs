//! The documents, one folder each. A document's folder holds every part of
//! the crate that is the document's own, one file per facet, each at the
//! layer of what it holds: `grammar.rs` (the grammar layer) its listings'
//! `pest_derive` parsers and their rows of the listing table; `ast.rs`
//! (the AST layer) its AST, named after its productions, and its builder.
//! Each document's module makes its AST's types public: a URI's
//! [`Address`](crate::ast::Address) holds one of them.
//!
//! ```
//! use rfc1630::{ast::Address, documents::rfc1738, parse_with, Grammar};
//! let uri = parse_with(Grammar::Rfc1738, "ftp://h/pub").unwrap();
//! assert!(matches!(uri.address, Address::Rfc1738(rfc1738::Url::FtpUrl(_))));
//! ```

pub mod rfc1630;
pub mod rfc1738;
pub mod rfc1808;
pub mod rfc2396;
pub mod rfc2732;
pub mod rfc3986;
pub mod rfc3987;
pub mod url03;
pub mod url4;
pub mod url7;
