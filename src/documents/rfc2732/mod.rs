//! RFC 2732: its folder holds every part of the crate that is this
//! document's own. Its AST is RFC 2396's
//! ([`rfc2396::Reference`](crate::documents::rfc2396::Reference)), whose
//! `host` holds RFC 2732's `IPv6reference`.
//!
//! ```
//! use rfc1630::{ast::Address, documents::rfc2396::{Authority, Host}, parse_with, Grammar};
//! let uri = parse_with(Grammar::Rfc2732, "http://[::1]:80/").unwrap();
//! let Address::Rfc2732(reference) = &uri.address else { panic!() };
//! let Some(Authority::Server(server)) = &reference.authority else { panic!() };
//! assert!(matches!(server.hostport.as_ref().unwrap().host, Host::Ipv6reference(_)));
//! ```

pub(crate) mod ast;
pub(crate) mod grammar;
