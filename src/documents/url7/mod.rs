//! url7 (Internet Draft 02): its folder holds every part of the crate that
//! is this document's own. Its AST ([`Url`]) is RFC 1630's but for its
//! gopher address, which names the selector, and its `generic` address.
//!
//! ```
//! use rfc1630::{ast::Address, documents::url7::Url, parse_with, Grammar};
//! let uri = parse_with(Grammar::Url7, "gopher://h/7index?word").unwrap();
//! let Address::Url7(Url::Gopher(gopher)) = &uri.address else { panic!() };
//! assert_eq!(gopher.search.as_ref().unwrap().as_str(), "word");
//! ```

pub(crate) mod ast;
pub(crate) mod grammar;

pub use ast::*;
