//! A parsed URI ([`Uri`]): the grammar and listing that accepted it, the
//! `url:` prefix, the address (one variant per production of the
//! listings, [`Address`]) and the fragment id.

use super::{
    rfc3986, rfc3987, AfsAddress, CidAddress, DraftGopherAddress, FileAddress, FileUrl, FtpAddress, FtpTypeAddress,
    FtpUrl, GenericUri, GopherAddress, GopherNoTypeAddress, GopherUrl, HostPortPath, HttpAddress, HttpUrl,
    MailtoAddrSpecAddress, MailtoAddress, MailtoUrl, MidAddress, NewsAddress, NewsUrl, NntpAddress, NntpUrl, OtherUrl,
    ProseFileAddress, ProsperoLink, ProsperoUrl, Rfc1808Url, Rfc2396Reference, RloginAddress, TelnetAddress, TelnetUrl,
    Text, Tn3270Address, Url03MailtoAddress, Url4ProsperoAddress, Url4TelnetAddress, WaisAddress, WaisUrl,
};
use crate::grammar::{Grammar, Listing};
use crate::recognize::verdict::Verdict;
use serde::Serialize;
use std::fmt;

/// A parsed URI: which grammar and listing accepted it, the `url:` prefix,
/// the scheme-specific address, and the fragment id.
///
/// ```
/// let input = "url:http://www.myu.edu/org/admin/people#andy";
/// let uri = rfc1630::parse(input).unwrap();
/// assert!(uri.prefixedurl);
/// assert_eq!(uri.production(), "httpaddress");
/// assert_eq!(uri.fragmentid.as_ref().unwrap().as_str(), "andy");
/// assert_eq!(uri.to_string(), input);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Uri<'a> {
    /// The grammar that was asked for.
    pub grammar: Grammar,
    /// The listing that accepted the input.
    pub listing: Listing,
    /// Whether the input had the `prefixedurl` form `u r l : url`.
    pub prefixedurl: bool,
    /// The scheme-specific address (or the generic `uri`).
    pub address: Address<'a>,
    /// `fragmentid  xalphas`, after `#`.
    pub fragmentid: Option<Text<'a>>,
}

impl<'a> Uri<'a> {
    /// The production that matched: the alternative of `url`, or `uri`.
    ///
    /// ```
    /// assert_eq!(rfc1630::parse("url:mid:m@h").unwrap().production(), "midaddress");
    /// assert_eq!(rfc1630::parse("magic:a").unwrap().production(), "uri");
    /// ```
    pub fn production(&self) -> &'static str {
        self.address.production()
    }

    /// The listing and production, as the validation path reports them.
    ///
    /// ```
    /// let uri = rfc1630::parse("news:comp.infosystems.www").unwrap();
    /// assert_eq!(uri.verdict().to_string(), "rfc1630-url:newsaddress");
    /// ```
    pub fn verdict(&self) -> Verdict {
        Verdict { listing: self.listing, production: self.production() }
    }
}

impl fmt::Display for Uri<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.prefixedurl {
            f.write_str("url:")?;
        }
        write!(f, "{}", self.address)?;
        if let Some(fragmentid) = &self.fragmentid {
            write!(f, "#{fragmentid}")?;
        }
        Ok(())
    }
}

/// The address part of a URI, one variant per production of `url`, plus
/// the generic listing's `uri`. Serialized with its production name under
/// the key `production`.
///
/// ```
/// use rfc1630::{parse, ast::Address};
/// let uri = parse("mailto:timbl@info.cern.ch").unwrap();
/// let Address::Mailto(m) = &uri.address else { panic!() };
/// assert_eq!(m.to_string(), "mailto:timbl@info.cern.ch");
/// assert_eq!((uri.address.production(), uri.address.scheme()), ("mailtoaddress", "mailto"));
/// // The generic listing's `uri` takes the schemes the URL listing has no production for.
/// assert!(matches!(parse("magic:a/b").unwrap().address, Address::Generic(_)));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "production")]
#[non_exhaustive]
pub enum Address<'a> {
    /// `httpaddress`.
    #[serde(rename = "httpaddress")]
    Http(HttpAddress<'a>),
    /// `ftpaddress`.
    #[serde(rename = "ftpaddress")]
    Ftp(FtpAddress<'a>),
    /// `newsaddress`.
    #[serde(rename = "newsaddress")]
    News(NewsAddress<'a>),
    /// `nntpaddress`.
    #[serde(rename = "nntpaddress")]
    Nntp(NntpAddress<'a>),
    /// `prosperoaddress  prosperolink`.
    #[serde(rename = "prosperoaddress")]
    Prospero(ProsperoLink<'a>),
    /// `telnetaddress`.
    #[serde(rename = "telnetaddress")]
    Telnet(TelnetAddress<'a>),
    /// `gopheraddress`.
    #[serde(rename = "gopheraddress")]
    Gopher(GopherAddress<'a>),
    /// `waisaddress`.
    #[serde(rename = "waisaddress")]
    Wais(WaisAddress<'a>),
    /// `mailtoaddress`.
    #[serde(rename = "mailtoaddress")]
    Mailto(MailtoAddress<'a>),
    /// `midaddress`.
    #[serde(rename = "midaddress")]
    Mid(MidAddress<'a>),
    /// `cidaddress`.
    #[serde(rename = "cidaddress")]
    Cid(CidAddress<'a>),
    /// The generic listing's `uri`.
    #[serde(rename = "uri")]
    Generic(GenericUri<'a>),
    /// url7's and url4's `generic  scheme : path [ ? search ]`, the same shape as `uri`.
    #[serde(rename = "generic")]
    DraftGeneric(GenericUri<'a>),
    /// `afsaddress` (url4).
    #[serde(rename = "afsaddress")]
    Afs(AfsAddress<'a>),
    /// url4's `fileaddress`.
    #[serde(rename = "fileaddress")]
    File(FileAddress<'a>),
    /// url4's `telnetaddress`.
    #[serde(rename = "telnetaddress")]
    Url4Telnet(Url4TelnetAddress<'a>),
    /// url7's and url4's `gopheraddress`, with a selector.
    #[serde(rename = "gopheraddress")]
    DraftGopher(DraftGopherAddress<'a>),
    /// url4's `prosperoaddress`.
    #[serde(rename = "prosperoaddress")]
    Url4Prospero(Url4ProsperoAddress<'a>),
    /// url-03's `mailtoaddress`.
    #[serde(rename = "mailtoaddress")]
    Url03Mailto(Url03MailtoAddress<'a>),
    /// A prose layer's `file://` address.
    #[serde(rename = "fileaddress")]
    ProseFile(ProseFileAddress<'a>),
    /// A prose layer's `rlogin://` address.
    #[serde(rename = "rloginaddress")]
    Rlogin(RloginAddress<'a>),
    /// A prose layer's `tn3270://` address.
    #[serde(rename = "tn3270address")]
    Tn3270(Tn3270Address<'a>),
    /// A prose layer's gopher address whose selector starts with `/`:
    /// `gcommand` holds that `/`, so the type is the listing's.
    #[serde(rename = "gopherslashaddress")]
    GopherSlash(GopherAddress<'a>),
    /// A prose layer's ftp address with the `;type=` suffix.
    #[serde(rename = "ftptypeaddress")]
    FtpType(FtpTypeAddress<'a>),
    /// A prose layer's gopher address with the type omitted after the slash.
    #[serde(rename = "gophernotypeaddress")]
    GopherNoType(GopherNoTypeAddress<'a>),
    /// url-03's prose layer's `mailto:` with an RFC 822 addr-spec.
    #[serde(rename = "mailtoaddrspecaddress")]
    MailtoAddrSpec(MailtoAddrSpecAddress<'a>),
    /// url4's prose layer's gopher address with the selector right after the
    /// type (`slash_before_selector` is false).
    #[serde(rename = "gopherselectoraddress")]
    GopherSelector(DraftGopherAddress<'a>),
    /// url4's prose layer's `ftp://` address with a port.
    #[serde(rename = "ftpportaddress")]
    FtpPort(HostPortPath<'a>),
    /// url4's prose layer's `prospero://` address with a host and port.
    #[serde(rename = "prosperoportaddress")]
    ProsperoPort(HostPortPath<'a>),
    /// RFC 1738's `httpurl`.
    #[serde(rename = "httpurl")]
    HttpUrl(HttpUrl<'a>),
    /// RFC 1738's `ftpurl`.
    #[serde(rename = "ftpurl")]
    FtpUrl(FtpUrl<'a>),
    /// RFC 1738's `newsurl`.
    #[serde(rename = "newsurl")]
    NewsUrl(NewsUrl<'a>),
    /// RFC 1738's `nntpurl`.
    #[serde(rename = "nntpurl")]
    NntpUrl(NntpUrl<'a>),
    /// RFC 1738's `telneturl`.
    #[serde(rename = "telneturl")]
    TelnetUrl(TelnetUrl<'a>),
    /// RFC 1738's `gopherurl`.
    #[serde(rename = "gopherurl")]
    GopherUrl(GopherUrl<'a>),
    /// RFC 1738's `waisurl`.
    #[serde(rename = "waisurl")]
    WaisUrl(WaisUrl<'a>),
    /// RFC 1738's `mailtourl`.
    #[serde(rename = "mailtourl")]
    MailtoUrl(MailtoUrl<'a>),
    /// RFC 1738's `fileurl`.
    #[serde(rename = "fileurl")]
    FileUrl(FileUrl<'a>),
    /// RFC 1738's `prosperourl`.
    #[serde(rename = "prosperourl")]
    ProsperoUrl(ProsperoUrl<'a>),
    /// RFC 1738's `otherurl  genericurl`: any scheme.
    #[serde(rename = "otherurl")]
    OtherUrl(OtherUrl<'a>),
    /// RFC 1808's `absoluteURL` or `relativeURL`.
    #[serde(rename = "rfc1808")]
    Rfc1808(Rfc1808Url<'a>),
    /// RFC 2396's (or RFC 2732's) `absoluteURI`, `relativeURI` or same-document reference.
    #[serde(rename = "rfc2396")]
    Rfc2396(Rfc2396Reference<'a>),
    /// RFC 3986's `URI-reference`: a `URI` or a `relative-ref`.
    #[serde(rename = "URI-reference")]
    Rfc3986(rfc3986::Reference<'a>),
    /// RFC 3987's `IRI-reference`: an `IRI` or an `irelative-ref`.
    #[serde(rename = "IRI-reference")]
    Rfc3987(rfc3987::Reference<'a>),
}

impl<'a> Address<'a> {
    /// The production's name in the listing. Drafts' productions that differ
    /// from RFC 1630's have the same name (url4's `telnetaddress`).
    ///
    /// ```
    /// use rfc1630::{parse_with, Grammar};
    /// assert_eq!(parse_with(Grammar::Url4, "telnet://guest@h").unwrap().address.production(), "telnetaddress");
    /// assert_eq!(parse_with(Grammar::Url4, "news:a/b").unwrap().address.production(), "generic");
    /// ```
    pub fn production(&self) -> &'static str {
        match self {
            Address::Http(_) => "httpaddress",
            Address::Ftp(_) => "ftpaddress",
            Address::News(_) => "newsaddress",
            Address::Nntp(_) => "nntpaddress",
            Address::Prospero(_) => "prosperoaddress",
            Address::Telnet(_) => "telnetaddress",
            Address::Gopher(_) => "gopheraddress",
            Address::Wais(_) => "waisaddress",
            Address::Mailto(_) => "mailtoaddress",
            Address::Mid(_) => "midaddress",
            Address::Cid(_) => "cidaddress",
            Address::Generic(_) => "uri",
            Address::DraftGeneric(_) => "generic",
            Address::Afs(_) => "afsaddress",
            Address::File(_) => "fileaddress",
            Address::Url4Telnet(_) => "telnetaddress",
            Address::DraftGopher(_) => "gopheraddress",
            Address::Url4Prospero(_) => "prosperoaddress",
            Address::Url03Mailto(_) => "mailtoaddress",
            Address::ProseFile(_) => "fileaddress",
            Address::Rlogin(_) => "rloginaddress",
            Address::Tn3270(_) => "tn3270address",
            Address::GopherSlash(_) => "gopherslashaddress",
            Address::FtpType(_) => "ftptypeaddress",
            Address::GopherNoType(_) => "gophernotypeaddress",
            Address::MailtoAddrSpec(_) => "mailtoaddrspecaddress",
            Address::GopherSelector(_) => "gopherselectoraddress",
            Address::FtpPort(_) => "ftpportaddress",
            Address::ProsperoPort(_) => "prosperoportaddress",
            Address::HttpUrl(_) => "httpurl",
            Address::FtpUrl(_) => "ftpurl",
            Address::NewsUrl(_) => "newsurl",
            Address::NntpUrl(_) => "nntpurl",
            Address::TelnetUrl(_) => "telneturl",
            Address::GopherUrl(_) => "gopherurl",
            Address::WaisUrl(_) => "waisurl",
            Address::MailtoUrl(_) => "mailtourl",
            Address::FileUrl(_) => "fileurl",
            Address::ProsperoUrl(_) => "prosperourl",
            Address::OtherUrl(_) => "otherurl",
            Address::Rfc1808(a) => a.production(),
            Address::Rfc2396(a) => a.production(),
            Address::Rfc3986(r) => r.production(),
            Address::Rfc3987(r) => r.production(),
        }
    }

    /// The scheme as written: the generic productions' `scheme`, or the
    /// letters each scheme's production spells (url4's `fileaddress` is
    /// spelled `f t p`, finding F15).
    ///
    /// ```
    /// use rfc1630::{parse_with, Grammar};
    /// assert_eq!(parse_with(Grammar::Rfc1630, "MAGIC:a").unwrap().address.scheme(), "MAGIC");
    /// assert_eq!(parse_with(Grammar::Url4, "ftp://h/p").unwrap().address.scheme(), "ftp");
    /// assert_eq!(parse_with(Grammar::Url03, "mailto::timbl@h").unwrap().address.scheme(), "mailto");
    /// ```
    pub fn scheme(&self) -> &str {
        match self {
            Address::Generic(g) | Address::DraftGeneric(g) => g.scheme.as_str(),
            Address::OtherUrl(o) => o.scheme.as_str(),
            Address::Http(_) | Address::HttpUrl(_) => "http",
            Address::Ftp(_) | Address::File(_) | Address::FtpType(_) | Address::FtpPort(_) | Address::FtpUrl(_) => {
                "ftp"
            }
            Address::News(_) | Address::NewsUrl(_) => "news",
            Address::Nntp(_) | Address::NntpUrl(_) => "nntp",
            Address::Prospero(_) | Address::Url4Prospero(_) | Address::ProsperoPort(_) | Address::ProsperoUrl(_) => {
                "prospero"
            }
            Address::Telnet(_) | Address::Url4Telnet(_) | Address::TelnetUrl(_) => "telnet",
            Address::Gopher(_)
            | Address::DraftGopher(_)
            | Address::GopherSlash(_)
            | Address::GopherNoType(_)
            | Address::GopherSelector(_)
            | Address::GopherUrl(_) => "gopher",
            Address::ProseFile(_) | Address::FileUrl(_) => "file",
            Address::Rlogin(_) => "rlogin",
            Address::Tn3270(_) => "tn3270",
            Address::Wais(_) | Address::WaisUrl(_) => "wais",
            Address::Mailto(_) | Address::Url03Mailto(_) | Address::MailtoAddrSpec(_) | Address::MailtoUrl(_) => {
                "mailto"
            }
            Address::Mid(_) => "mid",
            Address::Cid(_) => "cid",
            Address::Afs(_) => "afs",
            // A relative reference has no scheme.
            // A relative reference has none.
            Address::Rfc1808(a) => a.scheme.as_ref().map_or("", Text::as_str),
            Address::Rfc2396(a) => a.scheme.as_ref().map_or("", Text::as_str),
            Address::Rfc3986(r) => r.scheme.as_ref().map_or("", Text::as_str),
            Address::Rfc3987(r) => r.scheme.as_ref().map_or("", Text::as_str),
        }
    }
}

impl fmt::Display for Address<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Address::Http(a) => a.fmt(f),
            Address::Ftp(a) => a.fmt(f),
            Address::News(a) => a.fmt(f),
            Address::Nntp(a) => a.fmt(f),
            Address::Prospero(a) => a.fmt(f),
            Address::Telnet(a) => a.fmt(f),
            Address::Gopher(a) => a.fmt(f),
            Address::Wais(a) => a.fmt(f),
            Address::Mailto(a) => a.fmt(f),
            Address::Mid(a) => a.fmt(f),
            Address::Cid(a) => a.fmt(f),
            Address::Generic(a) | Address::DraftGeneric(a) => a.fmt(f),
            Address::Afs(a) => a.fmt(f),
            Address::File(a) => a.fmt(f),
            Address::Url4Telnet(a) => a.fmt(f),
            Address::DraftGopher(a) => a.fmt(f),
            Address::Url4Prospero(a) => a.fmt(f),
            Address::Url03Mailto(a) => a.fmt(f),
            Address::ProseFile(a) => a.fmt(f),
            Address::Rlogin(a) => a.fmt(f),
            Address::Tn3270(a) => a.fmt(f),
            Address::GopherSlash(a) => a.fmt(f),
            Address::FtpType(a) => a.fmt(f),
            Address::GopherNoType(a) => a.fmt(f),
            Address::MailtoAddrSpec(a) => a.fmt(f),
            Address::GopherSelector(a) => a.fmt(f),
            Address::FtpPort(a) => write!(f, "ftp://{a}"),
            Address::ProsperoPort(a) => write!(f, "prospero://{a}"),
            Address::HttpUrl(a) => a.fmt(f),
            Address::FtpUrl(a) => a.fmt(f),
            Address::NewsUrl(a) => a.fmt(f),
            Address::NntpUrl(a) => a.fmt(f),
            Address::TelnetUrl(a) => a.fmt(f),
            Address::GopherUrl(a) => a.fmt(f),
            Address::WaisUrl(a) => a.fmt(f),
            Address::MailtoUrl(a) => a.fmt(f),
            Address::FileUrl(a) => a.fmt(f),
            Address::ProsperoUrl(a) => a.fmt(f),
            Address::OtherUrl(a) => a.fmt(f),
            Address::Rfc1808(a) => a.fmt(f),
            Address::Rfc2396(a) => a.fmt(f),
            Address::Rfc3986(a) => a.fmt(f),
            Address::Rfc3987(a) => a.fmt(f),
        }
    }
}
