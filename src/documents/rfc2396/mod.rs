//! RFC 2396: its folder holds every part of the crate that is this
//! document's own. Its AST is its `URI-reference`'s components
//! ([`Reference`]), which RFC 2732 shares.
//!
//! ```
//! use rfc1630::{ast::Address, documents::rfc2396::Authority, parse_with, Grammar};
//! let uri = parse_with(Grammar::Rfc2396, "http://a;b/").unwrap();
//! let Address::Rfc2396(reference) = &uri.address else { panic!() };
//! assert!(matches!(&reference.authority, Some(Authority::RegName(_))));
//! ```

pub(crate) mod ast;
pub(crate) mod grammar;

pub use ast::*;
