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
