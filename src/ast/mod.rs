//! The typed AST: one type per production of the listings, borrowing from
//! the input. `Display` writes back the exact input.
//!
//! A URI is a [`Uri`]: its [`Address`], one variant per production, holds
//! the production's type. The types live in the module of the document
//! whose listing has the production, named after the production without
//! the document's name: [`self::rfc1630::Host`], [`rfc3986::Host`],
//! [`rfc1738::HttpUrl`], [`url4::TelnetAddress`]. Two documents' types of
//! the same name are two productions of the same name, each in its
//! document's module; write them with the module. [`prose`] holds the
//! productions of the opt-in prose layers, [`Text`] the text of a part as
//! written, which every document's types share.
//!
//! ```
//! use rfc1630::ast::{rfc3986, Address};
//! use rfc1630::{parse, parse_with, Grammar};
//! let old = parse("http://info.cern.ch/").unwrap();
//! let Address::Http(http) = &old.address else { panic!() };
//! assert!(matches!(http.hostport.host, rfc1630::ast::rfc1630::Host::Hostname(_)));
//! let new = parse_with(Grammar::Rfc3986, "http://[::1]/").unwrap();
//! let Address::Rfc3986(r) = &new.address else { panic!() };
//! assert!(matches!(r.authority.as_ref().unwrap().host, rfc3986::Host::IPv6address(_)));
//! ```

mod accessors;
pub(crate) mod build;
pub(crate) mod conversions;
mod drafts;
mod gopher;
mod host;
mod owned;
pub mod prose;
pub mod rfc1738;
pub mod rfc1808;
pub mod rfc2396;
pub mod rfc3986;
pub mod rfc3987;
mod scheme;
mod schemes;
#[cfg(feature = "serde")]
pub mod serde_with;
mod text;
mod uri;

pub use build::{parse, parse_with};
pub use conversions::Ast;
pub use owned::IntoOwned;
pub use text::Text;
pub use uri::{Address, Uri};

/// RFC 1630's productions (June 1994): its URL listing's addresses (p.19-25)
/// and its generic listing's `uri` (p.22), with the `host`, `path` and
/// `search` they share. The URL drafts use these types wherever their
/// production is RFC 1630's; [`url4`], [`url7`] and [`url03`] hold the ones that differ.
///
/// ```
/// use rfc1630::ast::{rfc1630::Host, Address};
/// let uri = rfc1630::parse("http://info.cern.ch/").unwrap();
/// let Address::Http(http) = &uri.address else { panic!() };
/// assert!(matches!(http.hostport.host, Host::Hostname(_)));
/// ```
pub mod rfc1630 {
    pub use super::host::{Host, HostPort, Login, Port};
    pub use super::schemes::{
        AddrSpec, Article, CidAddress, FtpAddress, GenericUri, GopherAddress, GroupArt, HttpAddress, MailtoAddress,
        MidAddress, NewsAddress, NntpAddress, ProsperoLink, TelnetAddress, WaisAddress, WaisDoc, WaisIndex, Wpath,
        WpathField,
    };
    pub use super::text::{Path, Search};
}

/// The productions of url4 (the 1993 draft) that differ from RFC 1630's,
/// and the two it shares with url7.
///
/// ```
/// use rfc1630::ast::{url4::TelnetAddress, Address};
/// let uri = rfc1630::parse_with(rfc1630::Grammar::Url4, "telnet://guest@info.cern.ch").unwrap();
/// let Address::Url4Telnet(TelnetAddress { user, .. }) = &uri.address else { panic!() };
/// assert_eq!(user.as_ref().unwrap().as_str(), "guest");
/// ```
pub mod url4 {
    pub use super::drafts::{
        AfsAddress, FileAddress, GopherAddress, ProsperoAddress, TelnetAddress, WaisDocWithLength,
    };
}

/// The productions of url7 that differ from RFC 1630's: the gopher address
/// that names the selector, and the WAIS document with its length, both
/// url4's too.
///
/// ```
/// use rfc1630::ast::{url7::GopherAddress, Address};
/// let uri = rfc1630::parse_with(rfc1630::Grammar::Url7, "gopher://h/1sel").unwrap();
/// let Address::DraftGopher(GopherAddress { selector, .. }) = &uri.address else { panic!() };
/// assert_eq!(selector.as_ref().unwrap().as_str(), "sel");
/// ```
pub mod url7 {
    pub use super::drafts::{GopherAddress, WaisDocWithLength};
}

/// The production of url-03 that differs from RFC 1630's (`mailtoaddress`
/// with two colons), and url-03's reading of a gopher path (its GOPHER
/// section, p.6-10).
///
/// ```
/// use rfc1630::ast::{url03::MailtoAddress, Address};
/// let uri = rfc1630::parse_with(rfc1630::Grammar::Url03, "mailto::timbl@info.cern.ch").unwrap();
/// let Address::Url03Mailto(MailtoAddress { xalphas, .. }) = &uri.address else { panic!() };
/// assert_eq!(xalphas.as_str(), "timbl");
/// ```
pub mod url03 {
    pub use super::drafts::MailtoAddress;
    pub use super::gopher::{GopherPath, GopherPlus};
}

// The flat names the AST's own files use; the public paths are the
// documents' modules above.
pub(crate) use drafts::{
    AfsAddress, FileAddress, GopherAddress as DraftGopherAddress, MailtoAddress as Url03MailtoAddress,
    ProsperoAddress as Url4ProsperoAddress, TelnetAddress as Url4TelnetAddress, WaisDocWithLength,
};
pub(crate) use host::{Host, HostPort, Login, Port};
pub(crate) use prose::{
    FileAddress as ProseFileAddress, FtpTypeAddress, GopherNoTypeAddress, HostPortPath, MailtoAddrSpecAddress,
    RloginAddress, Tn3270Address,
};
pub(crate) use rfc1738::{
    FieldSpec, FileUrl, FtpUrl, GopherUrl, GroupPart, HttpUrl, IpSchemepart, MailtoUrl, NewsArticle, NewsUrl, NntpUrl,
    OtherUrl, ProsperoUrl, SchemePart, TelnetUrl, WaisDatabase, WaisUrl,
};
pub(crate) use rfc1808::Url as Rfc1808Url;
pub(crate) use rfc2396::{
    Authority as Rfc2396Authority, Host as Rfc2396Host, HostPort as Rfc2396HostPort, Path as Rfc2396Path,
    Reference as Rfc2396Reference, Server as Rfc2396Server,
};
pub(crate) use scheme::split_scheme;
pub(crate) use schemes::{
    AddrSpec, Article, CidAddress, FtpAddress, GenericUri, GopherAddress, GroupArt, HttpAddress, MailtoAddress,
    MidAddress, NewsAddress, NntpAddress, ProsperoLink, TelnetAddress, WaisAddress, WaisDoc, WaisIndex, Wpath,
    WpathField,
};
pub(crate) use text::{Path, Search};
