//! The scheme-specific productions of RFC 1738's listing (§5, p.17-20),
//! one struct per production, fields named after the productions they
//! hold, and the fields each gives.

use crate::ast::owned::{owned_enum, owned_struct};
use crate::ast::parts::{ComponentSink, Fields, ProtocolTexts, Segments};
use crate::ast::{Text, UriHost};
use crate::documents::rfc1630::ast::{Host, HostPort, Login, Path, Search};
use std::fmt;

/// `httpurl = "http://" hostport [ "/" hpath [ "?" search ]]` (RFC 1738 p.18).
///
/// ```
/// use rfc1630::documents::rfc1738::Url;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc1738, "http://info.cern.ch/a/b?x").unwrap();
/// let Address::Rfc1738(Url::HttpUrl(http)) = &uri.address else { panic!() };
/// assert_eq!(http.hpath.as_ref().unwrap().as_str(), "a/b");
/// assert_eq!(http.search.as_ref().unwrap().as_str(), "x");
/// assert_eq!(uri.to_string(), "http://info.cern.ch/a/b?x");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct HttpUrl<'a> {
    /// The server.
    pub hostport: HostPort<'a>,
    /// `hpath`, after the `/`, when there is a `/`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub hpath: Option<Path<'a>>,
    /// `search`, after `?` (only after an `hpath`).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub search: Option<Search<'a>>,
}

impl fmt::Display for HttpUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "http://{}", self.hostport)?;
        if let Some(hpath) = &self.hpath {
            write!(f, "/{hpath}")?;
        }
        if let Some(search) = &self.search {
            write!(f, "?{search}")?;
        }
        Ok(())
    }
}

/// `ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]` (RFC 1738 p.18).
///
/// ```
/// use rfc1630::documents::rfc1738::Url;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc1738, "ftp://@h/pub/file;type=d").unwrap();
/// let Address::Rfc1738(Url::FtpUrl(ftp)) = &uri.address else { panic!() };
/// assert_eq!(ftp.login.user.as_ref().unwrap().as_str(), "");
/// assert_eq!(ftp.fpath.as_ref().unwrap().as_str(), "pub/file");
/// assert_eq!(ftp.ftptype.as_ref().unwrap().as_str(), "d");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct FtpUrl<'a> {
    /// User, password (either may be empty) and server.
    pub login: Login<'a>,
    /// `fpath`, after the `/`, when there is a `/`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub fpath: Option<Path<'a>>,
    /// `ftptype`, after `;type=`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub ftptype: Option<Text<'a>>,
}

impl fmt::Display for FtpUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ftp://{}", self.login)?;
        if let Some(fpath) = &self.fpath {
            write!(f, "/{fpath}")?;
        }
        if let Some(ftptype) = &self.ftptype {
            write!(f, ";type={ftptype}")?;
        }
        Ok(())
    }
}

/// `fileurl = "file://" [ host | "localhost" ] "/" fpath` (RFC 1738 p.18).
///
/// `host` derives `localhost` (it is a hostname), so `localhost` is read as
/// a host; [`FileUrl::is_localhost`] tells it apart.
///
/// ```
/// use rfc1630::documents::rfc1738::Url;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc1738, "file://localhost/etc/motd").unwrap();
/// let Address::Rfc1738(Url::FileUrl(file)) = &uri.address else { panic!() };
/// assert!(file.is_localhost());
/// let uri = parse_with(Grammar::Rfc1738, "file:///etc/motd").unwrap();
/// let Address::Rfc1738(Url::FileUrl(file)) = &uri.address else { panic!() };
/// assert_eq!((file.host.is_none(), file.fpath.as_str()), (true, "etc/motd"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct FileUrl<'a> {
    /// The host, when one is written.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub host: Option<Host<'a>>,
    /// `fpath`, after the `/`.
    pub fpath: Path<'a>,
}

impl FileUrl<'_> {
    /// Whether the host is the string `localhost` (§3.10: "the string
    /// "localhost" or the empty string; this is interpreted as `the
    /// machine from which the URL is being interpreted'").
    ///
    /// ```
    /// use rfc1630::documents::rfc1738::Url;
    /// let uri = rfc1630::parse_with(rfc1630::Grammar::Rfc1738, "file://h/x").unwrap();
    /// let rfc1630::ast::Address::Rfc1738(Url::FileUrl(file)) = &uri.address else { panic!() };
    /// assert!(!file.is_localhost());
    /// ```
    pub fn is_localhost(&self) -> bool {
        self.host.as_ref().is_some_and(|h| h.as_str() == "localhost")
    }
}

impl fmt::Display for FileUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("file://")?;
        if let Some(host) = &self.host {
            write!(f, "{host}")?;
        }
        write!(f, "/{}", self.fpath)
    }
}

/// `gopherurl = "gopher://" hostport [ / [ gtype [ selector [ "%09" search
/// [ "%09" gopher+_string ] ] ] ] ]` (RFC 1738 p.18).
///
/// The selector ends at the first `%09` after which the rest is a `search`
/// and, after a second `%09`, the `gopher+_string` (P14 of `grammar/ERRATA.md`);
/// `selector  *xchar` could hold them all.
///
/// ```
/// use rfc1630::documents::rfc1738::Url;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc1738, "gopher://h/7sel%09find%09+ask").unwrap();
/// let Address::Rfc1738(Url::GopherUrl(g)) = &uri.address else { panic!() };
/// assert_eq!(g.gtype.as_ref().unwrap().as_str(), "7");
/// assert_eq!(g.selector.as_ref().unwrap().as_str(), "sel");
/// assert_eq!(g.search.as_ref().unwrap().as_str(), "find");
/// assert_eq!(g.gopher_string.as_ref().unwrap().as_str(), "+ask");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct GopherUrl<'a> {
    /// The server.
    pub hostport: HostPort<'a>,
    /// Whether the `/` after the hostport is written (`gopher://h/` has it and no `gtype`).
    pub slash: bool,
    /// `gtype  xchar`: the gopher type.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub gtype: Option<Text<'a>>,
    /// `selector  *xchar`, after the type (empty or not, present with a type).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub selector: Option<Text<'a>>,
    /// `search`, after the first `%09`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub search: Option<Search<'a>>,
    /// `gopher+_string  *xchar`, after the second `%09`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub gopher_string: Option<Text<'a>>,
}

impl fmt::Display for GopherUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "gopher://{}", self.hostport)?;
        if self.slash {
            f.write_str("/")?;
        }
        for (separator, part) in [
            ("", self.gtype.as_ref().map(Text::as_str)),
            ("", self.selector.as_ref().map(Text::as_str)),
            ("%09", self.search.as_ref().map(Search::as_str)),
            ("%09", self.gopher_string.as_ref().map(Text::as_str)),
        ] {
            if let Some(part) = part {
                write!(f, "{separator}{part}")?;
            }
        }
        Ok(())
    }
}

/// `mailtourl = "mailto:" encoded822addr` (RFC 1738 p.19).
///
/// ```
/// use rfc1630::documents::rfc1738::Url;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc1738, "mailto:timbl@info.cern.ch").unwrap();
/// let Address::Rfc1738(Url::MailtoUrl(m)) = &uri.address else { panic!() };
/// assert_eq!(m.encoded822addr.as_str(), "timbl@info.cern.ch");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct MailtoUrl<'a> {
    /// `encoded822addr  1*xchar`: the address, encoded.
    pub encoded822addr: Text<'a>,
}

impl fmt::Display for MailtoUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "mailto:{}", self.encoded822addr)
    }
}

/// `newsurl = "news:" grouppart` (RFC 1738 p.19).
///
/// ```
/// use rfc1630::documents::rfc1738::Url;
/// use rfc1630::{parse_with, ast::Address, Grammar, documents::rfc1738::GroupPart};
/// let uri = parse_with(Grammar::Rfc1738, "news:1234@cernvax.cern.ch").unwrap();
/// let Address::Rfc1738(Url::NewsUrl(news)) = &uri.address else { panic!() };
/// let GroupPart::Article(article) = &news.grouppart else { panic!() };
/// assert_eq!((article.unique.as_str(), article.host.as_str()), ("1234", "cernvax.cern.ch"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct NewsUrl<'a> {
    /// `grouppart = "*" | group | article`.
    pub grouppart: GroupPart<'a>,
}

impl fmt::Display for NewsUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "news:{}", self.grouppart)
    }
}

/// `grouppart = "*" | group | article` (RFC 1738 p.19).
///
/// ```
/// use rfc1630::documents::rfc1738::Url;
/// use rfc1630::{parse_with, ast::Address, Grammar, documents::rfc1738::GroupPart};
/// let uri = parse_with(Grammar::Rfc1738, "news:*").unwrap();
/// assert!(matches!(&uri.address, Address::Rfc1738(Url::NewsUrl(n)) if n.grouppart == GroupPart::All));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum GroupPart<'a> {
    /// `*`: every group.
    All,
    /// `group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]`.
    Group(Text<'a>),
    /// `article`.
    Article(NewsArticle<'a>),
}

impl fmt::Display for GroupPart<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GroupPart::All => f.write_str("*"),
            GroupPart::Group(group) => group.fmt(f),
            GroupPart::Article(article) => article.fmt(f),
        }
    }
}

/// `article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host` (RFC 1738 p.19).
///
/// The run before `@` has no production name; §3.6 calls a message-id
/// `<unique>@<full_domain_name>`, so the field is `unique`.
///
/// ```
/// use rfc1630::documents::rfc1738::Url;
/// use rfc1630::{parse_with, ast::Address, Grammar, documents::rfc1738::GroupPart};
/// let uri = parse_with(Grammar::Rfc1738, "news:a/b?c@1.2.3.4").unwrap();
/// let Address::Rfc1738(Url::NewsUrl(news)) = &uri.address else { panic!() };
/// let GroupPart::Article(article) = &news.grouppart else { panic!() };
/// assert_eq!(article.unique.as_str(), "a/b?c");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct NewsArticle<'a> {
    /// The characters before the `@`.
    pub unique: Text<'a>,
    /// The host after the `@`.
    pub host: Host<'a>,
}

impl fmt::Display for NewsArticle<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}@{}", self.unique, self.host)
    }
}

/// `nntpurl = "nntp://" hostport "/" group [ "/" digits ]` (RFC 1738 p.19).
///
/// ```
/// use rfc1630::documents::rfc1738::Url;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc1738, "nntp://news.host/comp.www/12").unwrap();
/// let Address::Rfc1738(Url::NntpUrl(n)) = &uri.address else { panic!() };
/// assert_eq!((n.group.as_str(), n.digits.as_ref().unwrap().as_str()), ("comp.www", "12"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct NntpUrl<'a> {
    /// The server.
    pub hostport: HostPort<'a>,
    /// The newsgroup.
    pub group: Text<'a>,
    /// The article number, after a second `/`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub digits: Option<Text<'a>>,
}

impl fmt::Display for NntpUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "nntp://{}/{}", self.hostport, self.group)?;
        if let Some(digits) = &self.digits {
            write!(f, "/{digits}")?;
        }
        Ok(())
    }
}

/// `telneturl = "telnet://" login [ "/" ]` (RFC 1738 p.19).
///
/// ```
/// use rfc1630::documents::rfc1738::Url;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc1738, "telnet://guest:@h:23/").unwrap();
/// let Address::Rfc1738(Url::TelnetUrl(t)) = &uri.address else { panic!() };
/// assert_eq!(t.login.password.as_ref().unwrap().as_str(), "");
/// assert!(t.slash);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TelnetUrl<'a> {
    /// User, password and server.
    pub login: Login<'a>,
    /// Whether the optional final `/` is written.
    pub slash: bool,
}

impl fmt::Display for TelnetUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "telnet://{}{}", self.login, if self.slash { "/" } else { "" })
    }
}

/// `waisurl = waisdatabase | waisindex | waisdoc` (RFC 1738 p.19).
///
/// ```
/// use rfc1630::documents::rfc1738::Url;
/// use rfc1630::{parse_with, ast::Address, Grammar, documents::rfc1738::WaisUrl};
/// let form = |s| match parse_with(Grammar::Rfc1738, s).unwrap().address {
///     Address::Rfc1738(Url::WaisUrl(WaisUrl::Database(_))) => "waisdatabase",
///     Address::Rfc1738(Url::WaisUrl(WaisUrl::Index(_))) => "waisindex",
///     Address::Rfc1738(Url::WaisUrl(WaisUrl::Doc(_))) => "waisdoc",
///     _ => unreachable!(),
/// };
/// assert_eq!(form("wais://h/db"), "waisdatabase");
/// assert_eq!(form("wais://h/db?x"), "waisindex");
/// assert_eq!(form("wais://h/db/t/p"), "waisdoc");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "form"))]
pub enum WaisUrl<'a> {
    /// `waisdatabase = "wais://" hostport "/" database`.
    #[cfg_attr(feature = "serde", serde(rename = "waisdatabase"))]
    Database(WaisDatabase<'a>),
    /// `waisindex = "wais://" hostport "/" database "?" search`.
    #[cfg_attr(feature = "serde", serde(rename = "waisindex"))]
    Index(WaisDatabase<'a>),
    /// `waisdoc = "wais://" hostport "/" database "/" wtype "/" wpath`.
    #[cfg_attr(feature = "serde", serde(rename = "waisdoc"))]
    Doc(WaisDatabase<'a>),
}

impl<'a> WaisUrl<'a> {
    /// The fields the three forms share, and those only some have.
    ///
    /// ```
    /// use rfc1630::documents::rfc1738::Url;
    /// let uri = rfc1630::parse_with(rfc1630::Grammar::Rfc1738, "wais://h/db?x").unwrap();
    /// let rfc1630::ast::Address::Rfc1738(Url::WaisUrl(w)) = &uri.address else { panic!() };
    /// assert_eq!(w.fields().database.as_str(), "db");
    /// ```
    pub fn fields(&self) -> &WaisDatabase<'a> {
        match self {
            WaisUrl::Database(w) | WaisUrl::Index(w) | WaisUrl::Doc(w) => w,
        }
    }
}

impl fmt::Display for WaisUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fields().fmt(f)
    }
}

/// The fields of the three forms of `waisurl` (RFC 1738 p.19): `hostport`
/// and `database` in all, `search` in `waisindex`, `wtype` and `wpath` in `waisdoc`.
///
/// ```
/// use rfc1630::documents::rfc1738::Url;
/// use rfc1630::{parse_with, ast::Address, Grammar, documents::rfc1738::WaisUrl};
/// let uri = parse_with(Grammar::Rfc1738, "wais://h/db/t/p").unwrap();
/// let Address::Rfc1738(Url::WaisUrl(WaisUrl::Doc(doc))) = &uri.address else { panic!() };
/// assert_eq!((doc.wtype.as_ref().unwrap().as_str(), doc.wpath.as_ref().unwrap().as_str()), ("t", "p"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct WaisDatabase<'a> {
    /// The server.
    pub hostport: HostPort<'a>,
    /// `database  *uchar`.
    pub database: Text<'a>,
    /// `search`, after `?` (`waisindex`).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub search: Option<Search<'a>>,
    /// `wtype  *uchar` (`waisdoc`).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub wtype: Option<Text<'a>>,
    /// `wpath  *uchar` (`waisdoc`).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub wpath: Option<Text<'a>>,
}

impl fmt::Display for WaisDatabase<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "wais://{}/{}", self.hostport, self.database)?;
        if let Some(search) = &self.search {
            write!(f, "?{search}")?;
        }
        if let (Some(wtype), Some(wpath)) = (&self.wtype, &self.wpath) {
            write!(f, "/{wtype}/{wpath}")?;
        }
        Ok(())
    }
}

/// `prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]` (RFC 1738 p.19).
///
/// ```
/// use rfc1630::documents::rfc1738::Url;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc1738, "prospero://h/a/b;v=1;x=").unwrap();
/// let Address::Rfc1738(Url::ProsperoUrl(p)) = &uri.address else { panic!() };
/// assert_eq!(p.ppath.as_str(), "a/b");
/// assert_eq!(p.fieldspecs.len(), 2);
/// assert_eq!((p.fieldspecs[0].fieldname.as_str(), p.fieldspecs[0].fieldvalue.as_str()), ("v", "1"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ProsperoUrl<'a> {
    /// The server.
    pub hostport: HostPort<'a>,
    /// `ppath`, after the `/`.
    pub ppath: Path<'a>,
    /// The `fieldspec`s, in order.
    pub fieldspecs: Vec<FieldSpec<'a>>,
}

impl fmt::Display for ProsperoUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "prospero://{}/{}", self.hostport, self.ppath)?;
        self.fieldspecs.iter().try_for_each(|field| field.fmt(f))
    }
}

/// `fieldspec = ";" fieldname "=" fieldvalue` (RFC 1738 p.19).
///
/// ```
/// use rfc1630::documents::rfc1738::Url;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc1738, "prospero://h/a;version=2").unwrap();
/// let Address::Rfc1738(Url::ProsperoUrl(p)) = &uri.address else { panic!() };
/// assert_eq!(p.fieldspecs[0].to_string(), ";version=2");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct FieldSpec<'a> {
    /// `fieldname`.
    pub fieldname: Text<'a>,
    /// `fieldvalue`.
    pub fieldvalue: Text<'a>,
}

impl fmt::Display for FieldSpec<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, ";{}={}", self.fieldname, self.fieldvalue)
    }
}

/// `otherurl = genericurl`, `genericurl = scheme ":" schemepart` (RFC 1738 p.17).
///
/// ```
/// use rfc1630::documents::rfc1738::Url;
/// use rfc1630::{parse_with, ast::Address, Grammar, documents::rfc1738::SchemePart};
/// let uri = parse_with(Grammar::Rfc1738, "http://h?q").unwrap();
/// let Address::Rfc1738(Url::OtherUrl(other)) = &uri.address else { panic!() };
/// assert_eq!(other.scheme.as_str(), "http");
/// assert!(matches!(&other.schemepart, SchemePart::Xchars(x) if x.as_str() == "//h?q"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct OtherUrl<'a> {
    /// `scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]`.
    pub scheme: Text<'a>,
    /// `schemepart`, after the `:`.
    pub schemepart: SchemePart<'a>,
}

impl fmt::Display for OtherUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.scheme, self.schemepart)
    }
}

/// `schemepart = *xchar | ip-schemepart` (RFC 1738 p.18). Every
/// `ip-schemepart` is also an `*xchar`; the tree shows the `ip-schemepart`
/// wherever one derives the whole part (P2 of `grammar/ERRATA.md`).
///
/// ```
/// use rfc1630::documents::rfc1738::Url;
/// use rfc1630::{parse_with, ast::Address, Grammar, documents::rfc1738::SchemePart};
/// let uri = parse_with(Grammar::Rfc1738, "z39.50s://u@h:210/db").unwrap();
/// let Address::Rfc1738(Url::OtherUrl(other)) = &uri.address else { panic!() };
/// let SchemePart::IpSchemepart(ip) = &other.schemepart else { panic!() };
/// assert_eq!(ip.urlpath.as_ref().unwrap().as_str(), "db");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum SchemePart<'a> {
    /// `ip-schemepart = "//" login [ "/" urlpath ]`.
    IpSchemepart(IpSchemepart<'a>),
    /// `*xchar`, where no `ip-schemepart` derives the part.
    Xchars(Text<'a>),
}

impl fmt::Display for SchemePart<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SchemePart::IpSchemepart(ip) => ip.fmt(f),
            SchemePart::Xchars(xchars) => xchars.fmt(f),
        }
    }
}

/// `ip-schemepart = "//" login [ "/" urlpath ]` (RFC 1738 p.18).
///
/// ```
/// use rfc1630::{parse_with, Grammar};
/// let uri = parse_with(Grammar::Rfc1738, "rlogin://guest@h").unwrap();
/// assert_eq!(uri.user().unwrap().as_str(), "guest");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct IpSchemepart<'a> {
    /// User, password and server.
    pub login: Login<'a>,
    /// `urlpath  *xchar`, after the `/`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub urlpath: Option<Text<'a>>,
    /// The `urlpath` with the `/` before it, as [`Uri::path`](crate::Uri::path) gives it.
    #[cfg_attr(feature = "serde", serde(skip))]
    pub(crate) written_urlpath: Option<Path<'a>>,
}

impl fmt::Display for IpSchemepart<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "//{}", self.login)?;
        if let Some(urlpath) = &self.urlpath {
            write!(f, "/{urlpath}")?;
        }
        Ok(())
    }
}

impl<'a> Fields<'a> for HttpUrl<'a> {
    fn hostport(&self) -> Option<&HostPort<'a>> {
        Some(&self.hostport)
    }
    fn path(&self) -> Option<&str> {
        Some(self.hpath.as_ref().map_or("", Path::written))
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        Some(Segments::path(self.hpath.as_ref().map_or("", Path::as_str)))
    }
    fn search(&self) -> Option<&Search<'a>> {
        self.search.as_ref()
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.hostport(&self.hostport);
        sink.path("hpath", self.hpath.as_ref());
        sink.search(self.search.as_ref());
    }
}

impl<'a> Fields<'a> for FtpUrl<'a> {
    fn login(&self) -> Option<&Login<'a>> {
        Some(&self.login)
    }
    fn path(&self) -> Option<&str> {
        Some(self.fpath.as_ref().map_or("", Path::written))
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        Some(Segments::path(self.fpath.as_ref().map_or("", Path::as_str)))
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.login(&self.login);
        sink.path("fpath", self.fpath.as_ref());
        sink.opt_literal("ftptype", self.ftptype.as_ref());
    }
    fn protocol_texts(&self) -> Option<ProtocolTexts<'_>> {
        let login = ProtocolTexts::login(self.login.user.as_ref(), self.login.password.as_ref());
        Some(login.with("path", self.fpath.as_ref().map_or("", Path::as_str)))
    }
}

impl<'a> Fields<'a> for FileUrl<'a> {
    fn host(&self) -> Option<UriHost<'_>> {
        self.host.as_ref().map(Host::uri_host)
    }
    fn path(&self) -> Option<&str> {
        Some(self.fpath.written())
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        Some(Segments::path(self.fpath.as_str()))
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        if let Some(host) = &self.host {
            sink.host(host);
        }
        sink.path("fpath", Some(&self.fpath));
    }
    fn protocol_texts(&self) -> Option<ProtocolTexts<'_>> {
        Some(ProtocolTexts::default().with("path", self.fpath.as_str()))
    }
}

impl<'a> Fields<'a> for GopherUrl<'a> {
    fn hostport(&self) -> Option<&HostPort<'a>> {
        Some(&self.hostport)
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        Some(Segments::fields([self.selector.as_ref().map(Text::as_str), None, None]))
    }
    fn search(&self) -> Option<&Search<'a>> {
        self.search.as_ref()
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.hostport(&self.hostport);
        sink.opt_encoded("gtype", self.gtype.as_ref());
        sink.opt_encoded("selector", self.selector.as_ref());
        sink.search(self.search.as_ref());
        sink.opt_encoded("gopher+_string", self.gopher_string.as_ref());
    }
    fn protocol_texts(&self) -> Option<ProtocolTexts<'_>> {
        let texts = ProtocolTexts::default()
            .with("gopher selector", self.selector.as_ref().map_or("", Text::as_str))
            .with("gopher search", self.search.as_ref().map_or("", Search::as_str));
        Some(texts)
    }
}

impl<'a> Fields<'a> for MailtoUrl<'a> {
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.encoded("encoded822addr", &self.encoded822addr);
    }
}

impl<'a> Fields<'a> for NewsUrl<'a> {
    fn host(&self) -> Option<UriHost<'_>> {
        match &self.grouppart {
            GroupPart::Article(article) => Some(article.host.uri_host()),
            GroupPart::All | GroupPart::Group(_) => None,
        }
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        match &self.grouppart {
            GroupPart::All => sink.literal("group", "*"),
            GroupPart::Group(group) => sink.encoded("group", group),
            GroupPart::Article(article) => {
                sink.encoded("article", &article.unique);
                sink.host(&article.host);
            }
        }
    }
}

impl<'a> Fields<'a> for NntpUrl<'a> {
    fn hostport(&self) -> Option<&HostPort<'a>> {
        Some(&self.hostport)
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        Some(Segments::fields([Some(self.group.as_str()), self.digits.as_ref().map(Text::as_str), None]))
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.hostport(&self.hostport);
        sink.encoded("group", &self.group);
        sink.opt_literal("article number", self.digits.as_ref());
    }
    fn protocol_texts(&self) -> Option<ProtocolTexts<'_>> {
        Some(ProtocolTexts::default().with("newsgroup", self.group.as_str()))
    }
}

impl<'a> Fields<'a> for TelnetUrl<'a> {
    fn login(&self) -> Option<&Login<'a>> {
        Some(&self.login)
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.login(&self.login);
    }
    fn protocol_texts(&self) -> Option<ProtocolTexts<'_>> {
        Some(ProtocolTexts::login(self.login.user.as_ref(), self.login.password.as_ref()))
    }
}

impl<'a> Fields<'a> for WaisUrl<'a> {
    fn hostport(&self) -> Option<&HostPort<'a>> {
        Some(&self.fields().hostport)
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        let a = self.fields();
        let fields =
            [Some(a.database.as_str()), a.wtype.as_ref().map(Text::as_str), a.wpath.as_ref().map(Text::as_str)];
        Some(Segments::fields(fields))
    }
    fn search(&self) -> Option<&Search<'a>> {
        self.fields().search.as_ref()
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        let a = self.fields();
        sink.hostport(&a.hostport);
        sink.encoded("database", &a.database);
        sink.search(a.search.as_ref());
        sink.opt_encoded("wtype", a.wtype.as_ref());
        sink.opt_encoded("wpath", a.wpath.as_ref());
    }
}

impl<'a> Fields<'a> for ProsperoUrl<'a> {
    fn hostport(&self) -> Option<&HostPort<'a>> {
        Some(&self.hostport)
    }
    fn path(&self) -> Option<&str> {
        Some(self.ppath.written())
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        Some(Segments::path(self.ppath.as_str()))
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.hostport(&self.hostport);
        sink.path("ppath", Some(&self.ppath));
        for field in &self.fieldspecs {
            sink.encoded("fieldname", &field.fieldname);
            sink.encoded("fieldvalue", &field.fieldvalue);
        }
    }
}

/// `otherurl`: any scheme, so no protocol texts.
impl<'a> Fields<'a> for OtherUrl<'a> {
    fn login(&self) -> Option<&Login<'a>> {
        match &self.schemepart {
            SchemePart::IpSchemepart(ip) => Some(&ip.login),
            SchemePart::Xchars(_) => None,
        }
    }
    fn path(&self) -> Option<&str> {
        match &self.schemepart {
            SchemePart::IpSchemepart(ip) => ip.written_urlpath.as_ref().map(Path::written),
            SchemePart::Xchars(_) => None,
        }
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        match &self.schemepart {
            SchemePart::IpSchemepart(ip) => Some(Segments::path(ip.urlpath.as_ref().map_or("", Text::as_str))),
            SchemePart::Xchars(_) => None,
        }
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        match &self.schemepart {
            SchemePart::IpSchemepart(ip) => {
                sink.login(&ip.login);
                sink.opt_encoded("urlpath", ip.urlpath.as_ref());
            }
            SchemePart::Xchars(x) => sink.encoded("schemepart", x),
        }
    }
    fn protocol_texts(&self) -> Option<ProtocolTexts<'_>> {
        None
    }
}

owned_struct!(HttpUrl { hostport, hpath, search });
owned_struct!(FtpUrl { login, fpath, ftptype });
owned_struct!(FileUrl { host, fpath });
owned_struct!(GopherUrl { hostport, gtype, selector, search, gopher_string } copy { slash });
owned_struct!(MailtoUrl { encoded822addr });
owned_struct!(NewsUrl { grouppart });
owned_enum!(GroupPart { Group, Article } unit { All });
owned_struct!(NewsArticle { unique, host });
owned_struct!(NntpUrl { hostport, group, digits });
owned_struct!(TelnetUrl { login } copy { slash });
owned_enum!(WaisUrl { Database, Index, Doc });
owned_struct!(WaisDatabase { hostport, database, search, wtype, wpath });
owned_struct!(ProsperoUrl { hostport, ppath, fieldspecs });
owned_struct!(FieldSpec { fieldname, fieldvalue });
owned_struct!(OtherUrl { scheme, schemepart });
owned_enum!(SchemePart { IpSchemepart, Xchars });
owned_struct!(IpSchemepart { login, urlpath, written_urlpath });
