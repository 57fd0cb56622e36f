//! RFC 1738's AST: the scheme-specific productions of its listing (§5,
//! p.17-20), one struct per production, fields named after the productions
//! they hold. `Display` writes back the exact input. Its `login`,
//! `hostport` and `host` are RFC 1630's types, as the productions are the
//! same.

mod build;
mod productions;

pub use productions::{
    FieldSpec, FileUrl, FtpUrl, GopherUrl, GroupPart, HttpUrl, IpSchemepart, MailtoUrl, NewsArticle, NewsUrl, NntpUrl,
    OtherUrl, ProsperoUrl, SchemePart, TelnetUrl, WaisDatabase, WaisUrl,
};

use crate::ast::build::pairs::{text, unexpected, Built, Children, Pair};
use crate::ast::parts::{production_enum, Fields, Parts};
use crate::ast::Text;
use crate::grammar::listings::GrammarRule;
use crate::grammar::rule_name::RuleName;

/// The document's AST, as [`crate::ast::Address`] holds it.
pub(crate) type Address<'a> = Url<'a>;

production_enum! {
    /// A URI of RFC 1738: the alternative of its listing's `url` (p.17).
    /// Serialized with the production's name under the key `production`.
    ///
    /// ```
    /// use rfc1630::{ast::Address, documents::rfc1738::Url, parse_with, Grammar};
    /// let uri = parse_with(Grammar::Rfc1738, "ftp://h/pub/a;type=i").unwrap();
    /// let Address::Rfc1738(Url::FtpUrl(ftp)) = &uri.address else { panic!() };
    /// assert_eq!(ftp.ftptype.as_ref().unwrap().as_str(), "i");
    /// assert!(matches!(parse_with(Grammar::Rfc1738, "x-y:z").unwrap().address, Address::Rfc1738(Url::OtherUrl(_))));
    /// ```
    pub enum Url {
        /// `httpurl`.
        HttpUrl(HttpUrl) = "httpurl",
        /// `ftpurl`.
        FtpUrl(FtpUrl) = "ftpurl",
        /// `newsurl`.
        NewsUrl(NewsUrl) = "newsurl",
        /// `nntpurl`.
        NntpUrl(NntpUrl) = "nntpurl",
        /// `telneturl`.
        TelnetUrl(TelnetUrl) = "telneturl",
        /// `gopherurl`.
        GopherUrl(GopherUrl) = "gopherurl",
        /// `waisurl`.
        WaisUrl(WaisUrl) = "waisurl",
        /// `mailtourl`.
        MailtoUrl(MailtoUrl) = "mailtourl",
        /// `fileurl`.
        FileUrl(FileUrl) = "fileurl",
        /// `prosperourl`.
        ProsperoUrl(ProsperoUrl) = "prosperourl",
        /// `otherurl  genericurl`: any scheme.
        OtherUrl(OtherUrl) = "otherurl",
    }
}

impl<'a> Parts<'a> for Url<'a> {
    fn production(&self) -> &'static str {
        self.production_name()
    }

    fn scheme(&self) -> &str {
        match self {
            Url::OtherUrl(other) => other.scheme.as_str(),
            Url::HttpUrl(_) => "http",
            Url::FtpUrl(_) => "ftp",
            Url::NewsUrl(_) => "news",
            Url::NntpUrl(_) => "nntp",
            Url::TelnetUrl(_) => "telnet",
            Url::GopherUrl(_) => "gopher",
            Url::WaisUrl(_) => "wais",
            Url::MailtoUrl(_) => "mailto",
            Url::FileUrl(_) => "file",
            Url::ProsperoUrl(_) => "prospero",
        }
    }

    fn fields(&self) -> &dyn Fields<'a> {
        self.production_fields()
    }
}

/// The production the entry of RFC 1738's listing derives: its `url`. No
/// production holds a fragment.
pub(crate) fn parse_production<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<(Url<'i>, Option<Text<'i>>)> {
    Ok((parse_url(pair)?, None))
}

/// `url`: the alternative that matched.
fn parse_url<'i, R: GrammarRule>(url: Pair<'i, R>) -> Built<Url<'i>> {
    let address = Children::of(url).any()?;
    Ok(match address.as_rule().named() {
        RuleName::httpurl => Url::HttpUrl(build::parse_httpurl(address)?),
        RuleName::ftpurl => Url::FtpUrl(build::parse_ftpurl(address)?),
        RuleName::newsurl => Url::NewsUrl(build::parse_newsurl(address)?),
        RuleName::nntpurl => Url::NntpUrl(build::parse_nntpurl(address)?),
        RuleName::telneturl => Url::TelnetUrl(build::parse_telneturl(address)?),
        RuleName::gopherurl => Url::GopherUrl(build::parse_gopherurl(address)?),
        RuleName::waisurl => Url::WaisUrl(build::parse_waisurl(address)?),
        RuleName::mailtourl => Url::MailtoUrl(MailtoUrl {
            encoded822addr: text(Children::of(address).required(RuleName::encoded822addr)?),
        }),
        RuleName::fileurl => Url::FileUrl(build::parse_fileurl(address)?),
        RuleName::prosperourl => Url::ProsperoUrl(build::parse_prosperourl(address)?),
        RuleName::otherurl => {
            Url::OtherUrl(build::parse_genericurl(Children::of(address).required(RuleName::genericurl)?)?)
        }
        _ => return unexpected(&address, "url"),
    })
}

/// # RFC 1738's own parts
///
/// What only RFC 1738's productions name, read from a URI of RFC 1738
/// without a match on its [`Url`]: `None` for a URI of another production.
impl crate::ast::UriOf<'_, crate::ast::doc::Rfc1738> {
    /// The `ftptype` after `;type=` of an `ftpurl` (p.18, rfc1738.txt
    /// l.983), as written.
    ///
    /// ```
    /// use rfc1630::ast::{doc, UriOf};
    /// let uri: UriOf<doc::Rfc1738> = "ftp://h/pub/a;type=i".parse().unwrap();
    /// assert_eq!((uri.ftp_type(), uri.path()), (Some("i"), Some("/pub/a")));
    /// assert_eq!("ftp://h/pub/a".parse::<UriOf<doc::Rfc1738>>().unwrap().ftp_type(), None);
    /// ```
    pub fn ftp_type(&self) -> Option<&str> {
        match self.document_ast() {
            Url::FtpUrl(ftp) => ftp.ftptype.as_ref().map(Text::as_str),
            _ => None,
        }
    }

    /// The `gtype` of a `gopherurl` (p.18), as written.
    ///
    /// ```
    /// use rfc1630::ast::{doc, UriOf};
    /// let uri: UriOf<doc::Rfc1738> = "gopher://h/0about%09x".parse().unwrap();
    /// assert_eq!(uri.gopher_type(), Some("0"));
    /// ```
    pub fn gopher_type(&self) -> Option<&str> {
        match self.document_ast() {
            Url::GopherUrl(gopher) => gopher.gtype.as_ref().map(Text::as_str),
            _ => None,
        }
    }

    /// The `selector` of a `gopherurl` (p.18), as written: after the type,
    /// before any `%09` and its `search` ([`Uri::query`](crate::Uri::query)).
    ///
    /// ```
    /// use rfc1630::ast::{doc, UriOf};
    /// let uri: UriOf<doc::Rfc1738> = "gopher://h/7index%09word".parse().unwrap();
    /// assert_eq!((uri.gopher_selector(), uri.query()), (Some("index"), Some("word")));
    /// ```
    pub fn gopher_selector(&self) -> Option<&str> {
        match self.document_ast() {
            Url::GopherUrl(gopher) => gopher.selector.as_ref().map(Text::as_str),
            _ => None,
        }
    }
}
