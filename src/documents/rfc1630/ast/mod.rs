//! RFC 1630's AST (June 1994): its URL listing's addresses (p.19-25), its
//! generic listing's `uri` (p.22), the `host`, `path` and `search` they
//! share, and the addresses of its prose layer. The URL drafts (url4,
//! url7, url-03) use these types wherever their production is RFC 1630's,
//! and RFC 1738 its `login`, `hostport` and `host`; [`Uri::host`](crate::Uri::host)
//! gives a [`Host`] as the [`UriHost`](crate::ast::UriHost) of every document.
//!
//! Those shared parts ([`Host`], [`HostPort`], [`Login`], [`Port`],
//! [`Path`], [`Search`], [`GopherPath`], [`GopherPlus`]) are in every
//! build, as the accessors of [`Uri`](crate::Uri) give them; the
//! addresses and their builders come with the feature `rfc1630`.

#[cfg(feature = "rfc1630")]
mod build;
mod gopher;
mod host;
#[cfg(feature = "rfc1630")]
mod prose;
#[cfg(feature = "rfc1630")]
mod schemes;
mod text;

pub use gopher::{GopherPath, GopherPlus};
pub use host::{Host, HostPort, Login, Port};
#[cfg(feature = "rfc1630")]
pub use prose::{FileAddress, FtpTypeAddress, GopherNoTypeAddress, RloginAddress, Tn3270Address};
#[cfg(feature = "rfc1630")]
pub use schemes::{
    AddrSpec, Article, CidAddress, FtpAddress, GenericUri, GopherAddress, GroupArt, HttpAddress, MailtoAddress,
    MidAddress, NewsAddress, NntpAddress, ProsperoLink, TelnetAddress, WaisAddress, WaisDoc, WaisDocWithLength,
    WaisIndex, Wpath, WpathField,
};
pub use text::{Path, Search};

#[cfg(feature = "rfc1630")]
pub(crate) use build::{
    parse_addr_spec, parse_cidaddress, parse_ftpaddress, parse_ftptypeaddress, parse_gopheraddress,
    parse_gophernotypeaddress, parse_gopherslashaddress, parse_host, parse_hostport, parse_httpaddress, parse_login,
    parse_mailtoaddress, parse_midaddress, parse_newsaddress, parse_nntpaddress, parse_prosperoaddress,
    parse_rloginaddress, parse_telnetaddress, parse_tn3270address, parse_uri, parse_waisaddress,
};

#[cfg(feature = "rfc1630")]
use crate::ast::build::pairs::{unexpected, Built, Children, Pair};
#[cfg(feature = "rfc1630")]
use crate::ast::parts::{production_enum, Fields, Parts};
#[cfg(feature = "rfc1630")]
use crate::ast::Text;
#[cfg(feature = "rfc1630")]
use crate::grammar::listings::GrammarRule;
#[cfg(feature = "rfc1630")]
use crate::grammar::rule_name::RuleName;

#[cfg(feature = "rfc1630")]
/// The document's AST, as [`crate::ast::Address`] holds it.
pub(crate) type Address<'a> = Url<'a>;

#[cfg(feature = "rfc1630")]
production_enum! {
    /// A URI of RFC 1630: the alternative of its URL listing's `url`
    /// (p.24), its generic listing's `uri` (p.22), or an address of its
    /// prose layer (`rfc1630+prose`). Serialized with the production's name
    /// under the key `production`.
    ///
    /// ```
    /// use rfc1630::{ast::Address, documents::rfc1630::Url};
    /// let uri = rfc1630::parse("http://info.cern.ch/hypertext/").unwrap();
    /// let Address::Rfc1630(Url::Http(http)) = &uri.address else { panic!() };
    /// assert_eq!(http.hostport.host.as_str(), "info.cern.ch");
    /// assert!(matches!(rfc1630::parse("magic:a/b").unwrap().address, Address::Rfc1630(Url::Generic(_))));
    /// ```
    pub enum Url {
        /// `httpaddress` (p.24).
        Http(HttpAddress) = "httpaddress",
        /// `ftpaddress` (p.24).
        Ftp(FtpAddress) = "ftpaddress",
        /// `newsaddress` (p.24).
        News(NewsAddress) = "newsaddress",
        /// `nntpaddress` (p.24).
        Nntp(NntpAddress) = "nntpaddress",
        /// `prosperoaddress  prosperolink` (p.24).
        Prospero(ProsperoLink) = "prosperoaddress",
        /// `telnetaddress` (p.25).
        Telnet(TelnetAddress) = "telnetaddress",
        /// `gopheraddress` (p.25).
        Gopher(GopherAddress) = "gopheraddress",
        /// `waisaddress` (p.24).
        Wais(WaisAddress) = "waisaddress",
        /// `mailtoaddress` (p.24).
        Mailto(MailtoAddress) = "mailtoaddress",
        /// `midaddress` (p.24).
        Mid(MidAddress) = "midaddress",
        /// `cidaddress` (p.24).
        Cid(CidAddress) = "cidaddress",
        /// The generic listing's `uri` (p.22).
        Generic(GenericUri) = "uri",
        /// The prose layer's `file://` address.
        File(FileAddress) = "fileaddress",
        /// The prose layer's `rlogin://` address.
        Rlogin(RloginAddress) = "rloginaddress",
        /// The prose layer's `tn3270://` address.
        Tn3270(Tn3270Address) = "tn3270address",
        /// The prose layer's gopher address whose selector starts with `/`:
        /// `gcommand` holds that `/`, so the type is the listing's.
        GopherSlash(GopherAddress) = "gopherslashaddress",
        /// The prose layer's ftp address with the `;type=` suffix.
        FtpType(FtpTypeAddress) = "ftptypeaddress",
        /// The prose layer's gopher address with the type omitted after the slash.
        GopherNoType(GopherNoTypeAddress) = "gophernotypeaddress",
    }
}

#[cfg(feature = "rfc1630")]
impl<'a> Parts<'a> for Url<'a> {
    fn production(&self) -> &'static str {
        self.production_name()
    }

    fn scheme(&self) -> &str {
        match self {
            Url::Generic(generic) => generic.scheme.as_str(),
            Url::Http(_) => "http",
            Url::Ftp(_) | Url::FtpType(_) => "ftp",
            Url::News(_) => "news",
            Url::Nntp(_) => "nntp",
            Url::Prospero(_) => "prospero",
            Url::Telnet(_) => "telnet",
            Url::Gopher(_) | Url::GopherSlash(_) | Url::GopherNoType(_) => "gopher",
            Url::Wais(_) => "wais",
            Url::Mailto(_) => "mailto",
            Url::Mid(_) => "mid",
            Url::Cid(_) => "cid",
            Url::File(_) => "file",
            Url::Rlogin(_) => "rlogin",
            Url::Tn3270(_) => "tn3270",
        }
    }

    fn fields(&self) -> &dyn Fields<'a> {
        self.production_fields()
    }

    fn gopher_path(&self) -> Option<GopherPath<'_>> {
        match self {
            Url::Gopher(gopher) => Some(gopher.gopher_path()),
            _ => None,
        }
    }
}

#[cfg(feature = "rfc1630")]
/// The production the entry of one of RFC 1630's listings derives: the
/// URL listing's `url` (or its prose layer's choice, which holds `url`),
/// the generic listing's `uri`, or, from a parse by the production's own
/// rule, one alternative of `url`. RFC 1630's productions hold no fragment.
pub(crate) fn parse_production<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<(Url<'i>, Option<Text<'i>>)> {
    Ok((parse_address(pair)?, None))
}

#[cfg(feature = "rfc1630")]
fn parse_address<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<Url<'i>> {
    Ok(match pair.as_rule().named() {
        RuleName::url | RuleName::prose_url => return parse_address(Children::of(pair).any()?),
        RuleName::uri => Url::Generic(parse_uri(pair)?),
        RuleName::httpaddress => Url::Http(parse_httpaddress(pair)?),
        RuleName::ftpaddress => Url::Ftp(parse_ftpaddress(pair)?),
        RuleName::newsaddress => Url::News(parse_newsaddress(pair)?),
        RuleName::nntpaddress => Url::Nntp(parse_nntpaddress(pair)?),
        RuleName::prosperoaddress => Url::Prospero(parse_prosperoaddress(pair)?),
        RuleName::telnetaddress => Url::Telnet(parse_telnetaddress(pair)?),
        RuleName::gopheraddress => Url::Gopher(parse_gopheraddress(pair)?),
        RuleName::waisaddress => Url::Wais(parse_waisaddress(pair)?),
        RuleName::mailtoaddress => Url::Mailto(parse_mailtoaddress(pair)?),
        RuleName::midaddress => Url::Mid(parse_midaddress(pair)?),
        RuleName::cidaddress => Url::Cid(parse_cidaddress(pair)?),
        RuleName::fileaddress => Url::File(build::parse_fileaddress(pair)?),
        RuleName::rloginaddress => Url::Rlogin(parse_rloginaddress(pair)?),
        RuleName::tn3270address => Url::Tn3270(parse_tn3270address(pair)?),
        RuleName::gopherslashaddress => Url::GopherSlash(parse_gopherslashaddress(pair)?),
        RuleName::ftptypeaddress => Url::FtpType(parse_ftptypeaddress(pair)?),
        RuleName::gophernotypeaddress => Url::GopherNoType(parse_gophernotypeaddress(pair)?),
        _ => return unexpected(&pair, "url"),
    })
}

#[cfg(feature = "rfc1630")]
/// # RFC 1630's own parts
///
/// What only RFC 1630's productions name, read from a URI of RFC 1630
/// without a match on its [`Url`]: `None` for a URI of another production.
/// Its ftp type code is not among them: the listing's `path [ ftptype ]`
/// gives every `ftptype` to the path (finding F2), and the prose's
/// `;type=` is the `+prose` grammar's (`FtpTypeAddress`).
impl crate::ast::UriOf<'_, crate::ast::doc::Rfc1630> {
    /// The `gtype` of a `gopheraddress` (RFC 1630 p.25), as written.
    ///
    /// ```
    /// use rfc1630::ast::{doc, UriOf};
    /// let uri: UriOf<doc::Rfc1630> = "gopher://h/7index%09word".parse().unwrap();
    /// assert_eq!(uri.gopher_type(), Some("7"));
    /// ```
    pub fn gopher_type(&self) -> Option<&str> {
        match self.document_ast() {
            Url::Gopher(gopher) => gopher.gtype.as_ref().map(Text::as_str),
            _ => None,
        }
    }

    /// The `gcommand` of a `gopheraddress` read as url-03's gopher path
    /// (its GOPHER section, p.6-10): type, selector, search and gopher+
    /// string ([`GopherPath`]).
    ///
    /// ```
    /// use rfc1630::ast::{doc, UriOf};
    /// let uri: UriOf<doc::Rfc1630> = "gopher://h/7index%09word".parse().unwrap();
    /// let path = uri.gopher_path().unwrap();
    /// assert_eq!((path.selector.as_str(), path.search.unwrap().as_str()), ("index", "word"));
    /// ```
    pub fn gopher_path(&self) -> Option<GopherPath<'_>> {
        match self.document_ast() {
            Url::Gopher(gopher) => Some(gopher.gopher_path()),
            _ => None,
        }
    }
}
