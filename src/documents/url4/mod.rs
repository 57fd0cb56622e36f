//! url4 (Internet Draft 00, 1993): its folder holds every part of the
//! crate that is this document's own. Its AST ([`DocAddress`]) has its own
//! telnet, prospero, file and afs addresses, url7's gopher address, and
//! RFC 1630's others.
//!
//! ```
//! use rfc1630::{ast::Address, documents::url4::DocAddress, parse_with, Grammar};
//! let uri = parse_with(Grammar::Url4, "afs://cern.ch/usr/x").unwrap();
//! let Address::Url4(DocAddress::Afs(afs)) = &uri.address else { panic!() };
//! assert_eq!(afs.cellname.as_str(), "cern.ch");
//! ```

pub(crate) mod ast;
pub(crate) mod grammar;

pub use ast::*;
