//! url-03 (draft-ietf-uri-url-03): its folder holds every part of the
//! crate that is this document's own. Its AST ([`Url`]) is RFC 1630's but
//! for its `mailtoaddress` and its prose layer's `mailto:` with an RFC 822
//! address.
//!
//! ```
//! use rfc1630::{ast::Address, documents::url03::Url, parse_with, Grammar};
//! let uri = parse_with(Grammar::Url03Prose, "mailto:P.M.Hounslow@reading.ac.uk").unwrap();
//! let Address::Url03(Url::MailtoAddrSpec(mailto)) = &uri.address else { panic!() };
//! assert_eq!(mailto.addr_spec.domain.as_str(), "reading.ac.uk");
//! ```

pub(crate) mod ast;
pub(crate) mod grammar;

pub use ast::*;
