//! RFC 1808: its folder holds every part of the crate that is this
//! document's own. Its AST is its `URL`'s components ([`Url`]).
//!
//! ```
//! use rfc1630::{ast::Address, parse_with, Grammar};
//! let uri = parse_with(Grammar::Rfc1808, "//h/a;p?q").unwrap();
//! let Address::Rfc1808(url) = &uri.address else { panic!() };
//! assert_eq!(url.params.as_ref().unwrap().as_str(), "p");
//! ```

pub(crate) mod ast;
pub(crate) mod grammar;

pub use ast::*;
