//! The typed AST: one type per production of the listings, borrowing from
//! the input. `Display` writes back the exact input.

mod accessors;
pub(crate) mod build;
pub(crate) mod conversions;
mod drafts;
pub mod gopher;
mod host;
mod owned;
mod prose;
mod rfc1738;
mod rfc1808;
mod rfc2396;
pub mod rfc3986;
mod scheme;
mod schemes;
#[cfg(feature = "serde")]
pub mod serde_with;
mod text;
mod uri;

pub use drafts::{
    AfsAddress, DraftGopherAddress, FileAddress, Url03MailtoAddress, Url4ProsperoAddress, Url4TelnetAddress,
    WaisDocWithLength,
};
pub use host::{Host, HostPort, Login, Port};
pub use owned::IntoOwned;
pub use prose::{
    FtpTypeAddress, GopherNoTypeAddress, HostPortPath, MailtoAddrSpecAddress, ProseFileAddress, RloginAddress,
    Tn3270Address,
};
pub use rfc1738::{
    FieldSpec, FileUrl, FtpUrl, GopherUrl, GroupPart, HttpUrl, IpSchemepart, MailtoUrl, NewsArticle, NewsUrl, NntpUrl,
    OtherUrl, ProsperoUrl, SchemePart, TelnetUrl, WaisDatabase, WaisUrl,
};
pub use rfc1808::Rfc1808Url;
pub use rfc2396::{Rfc2396Authority, Rfc2396Host, Rfc2396HostPort, Rfc2396Path, Rfc2396Reference, Rfc2396Server};
pub(crate) use scheme::split_scheme;
pub use schemes::{
    AddrSpec, Article, CidAddress, FtpAddress, GenericUri, GopherAddress, GroupArt, HttpAddress, MailtoAddress,
    MidAddress, NewsAddress, NntpAddress, ProsperoLink, TelnetAddress, WaisAddress, WaisDoc, WaisIndex, Wpath,
    WpathField,
};
pub use text::{Path, Search, Text};
pub use uri::{Address, Uri};
