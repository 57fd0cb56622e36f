//! RFC 2732's AST is RFC 2396's: RFC 2732 §3 (rfc2732.txt l.114-123) adds
//! `IPv6reference` to RFC 2396's `host`, and
//! [`rfc2396::Host::Ipv6reference`](crate::documents::rfc2396::Host::Ipv6reference)
//! holds it; its builder builds the references of both listings.

pub(crate) use crate::documents::rfc2396::ast::{parse_production, Address};
