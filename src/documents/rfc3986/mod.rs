//! RFC 3986: its folder holds every part of the crate that is this
//! document's own. Its AST is the generic syntax's components
//! ([`Reference`]), which RFC 3987 shares under its own [`Spelling`].
//!
//! ```
//! use rfc1630::{ast::Address, documents::rfc3986::Host, parse_with, Grammar};
//! let uri = parse_with(Grammar::Rfc3986, "http://[::1]/").unwrap();
//! let Address::Rfc3986(reference) = &uri.address else { panic!() };
//! assert!(matches!(reference.authority.as_ref().unwrap().host, Host::IPv6address(_)));
//! ```

pub(crate) mod ast;
pub(crate) mod grammar;

pub use ast::*;
