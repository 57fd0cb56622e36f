//! RFC 3987: its folder holds every part of the crate that is this
//! document's own. Its AST is RFC 3986's spelled as RFC 3987 spells it
//! ([`Reference`], [`IriSpelling`]).
//!
//! ```
//! use rfc1630::{ast::Address, documents::rfc3986::Host, parse_with, Grammar};
//! let uri = parse_with(Grammar::Rfc3987, "http://例え.jp/").unwrap();
//! let Address::Rfc3987(reference) = &uri.address else { panic!() };
//! assert!(matches!(&reference.authority.as_ref().unwrap().host, Host::RegName(name) if name.as_str() == "例え.jp"));
//! assert_eq!(reference.production(), "IRI");
//! ```

pub(crate) mod ast;
pub(crate) mod grammar;

pub use ast::*;
