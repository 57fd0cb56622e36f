//! RFC 1738: its folder holds every part of the crate that is this
//! document's own. Its AST ([`Url`]) is one type per production of its
//! listing's `url`.
//!
//! ```
//! use rfc1630::{ast::Address, documents::rfc1738::Url, parse_with, Grammar};
//! let uri = parse_with(Grammar::Rfc1738, "http://info.cern.ch/a?x").unwrap();
//! let Address::Rfc1738(Url::HttpUrl(http)) = &uri.address else { panic!() };
//! assert_eq!(http.hpath.as_ref().unwrap().as_str(), "a");
//! ```

pub(crate) mod ast;
pub(crate) mod grammar;

pub use ast::*;
