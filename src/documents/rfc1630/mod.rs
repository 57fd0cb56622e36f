//! RFC 1630 (June 1994): its folder holds every part of the crate that is
//! this document's own. Its AST is its URL listing's addresses, its
//! generic listing's `uri` and its prose layer's addresses ([`Url`]), with
//! the host, path and search types that the URL drafts and RFC 1738 share.
//!
//! ```
//! use rfc1630::{ast::Address, documents::rfc1630::{Host, Url}};
//! let uri = rfc1630::parse("ftp://joe@ftp.cern.ch/pub").unwrap();
//! let Address::Rfc1630(Url::Ftp(ftp)) = &uri.address else { panic!() };
//! assert_eq!(ftp.login.user.as_ref().unwrap().as_str(), "joe");
//! assert!(matches!(ftp.login.hostport.host, Host::Hostname(_)));
//! ```

pub(crate) mod ast;
pub(crate) mod grammar;

pub use ast::*;
