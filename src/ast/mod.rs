//! The typed AST: one type per production of the listings, borrowing from
//! the input. `Display` writes back the exact input.
//!
//! A URI is a [`Uri`]: its [`Address`], one variant per document, holds the
//! AST of the document whose listing accepted it. The types live in the
//! folder of that document, [`crate::documents`], named after the
//! production without the document's name:
//! [`documents::rfc1630::Host`](crate::documents::rfc1630::Host),
//! [`documents::rfc3986::Host`](crate::documents::rfc3986::Host),
//! [`documents::rfc1738::HttpUrl`](crate::documents::rfc1738::HttpUrl),
//! [`documents::url4::TelnetAddress`](crate::documents::url4::TelnetAddress).
//! Two documents' types of the same name are two productions of the same
//! name, each in its document's module; write them with the module. This
//! module holds what is no one document's: the URI, the address, [`Text`]
//! (the text of a part as written, which every document's types share),
//! the owned form, serde, and the builder that hands each listing's pairs
//! to its document.
//!
//! ```
//! use rfc1630::{parse, parse_with, Grammar, ast::Address};
//! use rfc1630::documents::{rfc1630::{Host, Url}, rfc3986};
//! let old = parse("http://info.cern.ch/").unwrap();
//! let Address::Rfc1630(Url::Http(http)) = &old.address else { panic!() };
//! assert!(matches!(http.hostport.host, Host::Hostname(_)));
//! let new = parse_with(Grammar::Rfc3986, "http://[::1]/").unwrap();
//! let Address::Rfc3986(r) = &new.address else { panic!() };
//! assert!(matches!(r.authority.as_ref().unwrap().host, rfc3986::Host::IPv6address(_)));
//! ```

mod accessors;
pub(crate) mod build;
pub(crate) mod conversions;
mod host;
pub(crate) mod owned;
pub(crate) mod parts;
mod scheme;
#[cfg(feature = "serde")]
pub mod serde_with;
mod text;
mod typed;
mod uri;

pub use build::{parse, parse_with};
pub use conversions::Ast;
pub use host::UriHost;
pub use owned::IntoOwned;
pub use text::Text;
pub use typed::{doc, DocumentGrammar, UriOf};
pub use uri::{Address, Uri};

pub(crate) use scheme::split_scheme;
