//! The scheme-specific productions of the URL listings (RFC 1630 p.24-25),
//! one struct per production, fields named after the productions they hold.
//! The URL drafts use them wherever their production is RFC 1630's.

use super::gopher::GopherPath;
use super::{Host, HostPort, Login, Path, Search};
use crate::ast::owned::{owned_enum, owned_struct, owned_text};
use crate::ast::parts::{ComponentSink, Fields, ProtocolTexts, Segments};
use crate::ast::{Text, UriHost};
#[cfg(feature = "serde")]
use serde::ser::{Serialize, Serializer};
use std::fmt;

/// `httpaddress  h t t p : / / hostport [ / path ] [ ? search ]` (RFC 1630 p.24).
///
/// ```
/// use rfc1630::documents::rfc1630::Url;
/// let uri = rfc1630::parse("http://info.my.org/AboutUs/Index/Phonebook?dobbins").unwrap();
/// let rfc1630::ast::Address::Rfc1630(Url::Http(http)) = &uri.address else { panic!() };
/// assert_eq!(http.path.as_ref().unwrap().as_str(), "AboutUs/Index/Phonebook");
/// assert_eq!(http.search.as_ref().unwrap().as_str(), "dobbins");
/// assert_eq!(uri.to_string(), "http://info.my.org/AboutUs/Index/Phonebook?dobbins");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct HttpAddress<'a> {
    /// The server.
    pub hostport: HostPort<'a>,
    /// The path after the `/`, when there is a `/` (`http://h` has none, `http://h/` a void one).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub path: Option<Path<'a>>,
    /// The search after `?`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub search: Option<Search<'a>>,
}

impl fmt::Display for HttpAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "http://{}", self.hostport)?;
        if let Some(path) = &self.path {
            write!(f, "/{path}")?;
        }
        if let Some(search) = &self.search {
            write!(f, "?{search}")?;
        }
        Ok(())
    }
}

/// `ftpaddress  f t p : / / login / path [ ftptype ]` (RFC 1630 p.24).
///
/// `ftptype` (`A formcode | E formcode | I | L digits`) follows `path` with no
/// separator, and every `ftptype` is also the end of a segment: the path
/// takes it, so under RFC 1630 `ftptype` is never set (finding F2; the prose's
/// `;type=` is not in the listing).
///
/// ```
/// use rfc1630::documents::rfc1630::Url;
/// let uri = rfc1630::parse("ftp://ds.internic.net/rfc/rfc977.txt").unwrap();
/// let rfc1630::ast::Address::Rfc1630(Url::Ftp(ftp)) = uri.address else { panic!() };
/// assert_eq!(ftp.login.hostport.host.as_str(), "ds.internic.net");
/// assert_eq!(ftp.path.as_str(), "rfc/rfc977.txt");
/// assert_eq!(ftp.ftptype, None);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct FtpAddress<'a> {
    /// User, password and server.
    pub login: Login<'a>,
    /// The path after the `/`.
    pub path: Path<'a>,
    /// The transfer type, where a listing can tell it from the path.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub ftptype: Option<Text<'a>>,
}

impl fmt::Display for FtpAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ftp://{}/{}", self.login, self.path)?;
        if let Some(ftptype) = &self.ftptype {
            write!(f, "{ftptype}")?;
        }
        Ok(())
    }
}

/// `telnetaddress  t e l n e t : / / login` (RFC 1630 p.25).
///
/// ```
/// use rfc1630::documents::rfc1630::Url;
/// let uri = rfc1630::parse("telnet://guest@info.cern.ch").unwrap();
/// let rfc1630::ast::Address::Rfc1630(Url::Telnet(telnet)) = uri.address else { panic!() };
/// assert_eq!(telnet.login.user.unwrap().as_str(), "guest");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TelnetAddress<'a> {
    /// User, password and server.
    pub login: Login<'a>,
}

impl fmt::Display for TelnetAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "telnet://{}", self.login)
    }
}

/// `gopheraddress  g o p h e r : / / hostport [/ gtype [ gcommand ] ]` (RFC 1630 p.25).
///
/// ```
/// use rfc1630::documents::rfc1630::Url;
/// let uri = rfc1630::parse("gopher://gopher.micro.umn.edu/11/Information").unwrap();
/// let rfc1630::ast::Address::Rfc1630(Url::Gopher(g)) = uri.address else { panic!() };
/// assert_eq!(g.gtype.unwrap().as_str(), "1");
/// assert_eq!(g.gcommand.unwrap().as_str(), "1/Information");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct GopherAddress<'a> {
    /// The server.
    pub hostport: HostPort<'a>,
    /// `gtype  xalpha`: the one-character gopher type.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub gtype: Option<Text<'a>>,
    /// `gcommand  path`: the selector and any Gopher+ string.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub gcommand: Option<Path<'a>>,
}

impl fmt::Display for GopherAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "gopher://{}", self.hostport)?;
        if let Some(gtype) = &self.gtype {
            write!(f, "/{gtype}")?;
        }
        if let Some(gcommand) = &self.gcommand {
            write!(f, "{gcommand}")?;
        }
        Ok(())
    }
}

/// `prosperolink  p r o s p e r o : / / hostport / hsoname [ % 0 0 version [ attributes ] ]`
/// (RFC 1630 p.25).
///
/// `hsoname  path` could also hold the `%00` (an escape), so the split is a
/// choice: the name ends at the `%00` that starts a suffix of `digits` and
/// `alphanums` running to the end of the link (P7). At most one `%00` can
/// do so, since `alphanums` holds no `%`.
///
/// ```
/// use rfc1630::documents::rfc1630::Url;
/// let uri = rfc1630::parse("prospero://pros.isi.edu/a/b%001abc").unwrap();
/// let rfc1630::ast::Address::Rfc1630(Url::Prospero(p)) = uri.address else { panic!() };
/// assert_eq!(p.hsoname.as_str(), "a/b");
/// assert_eq!(p.version.unwrap().as_str(), "1");
/// assert_eq!(p.attributes.unwrap().as_str(), "abc");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ProsperoLink<'a> {
    /// The server.
    pub hostport: HostPort<'a>,
    /// `hsoname  path`: the name on the server.
    pub hsoname: Path<'a>,
    /// `version  digits`, after `%00`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub version: Option<Text<'a>>,
    /// `attributes  attribute [ attributes ]`: alphanumerics after the version.
    /// The listing has no separator between attributes, so they are one run.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub attributes: Option<Text<'a>>,
}

impl fmt::Display for ProsperoLink<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "prospero://{}/{}", self.hostport, self.hsoname)?;
        if let Some(version) = &self.version {
            write!(f, "%00{version}")?;
        }
        if let Some(attributes) = &self.attributes {
            write!(f, "{attributes}")?;
        }
        Ok(())
    }
}

/// `waisaddress  waisindex | waisdoc` (RFC 1630 p.24).
///
/// ```
/// use rfc1630::{parse, parse_with, ast::Address, Grammar, documents::rfc1630::WaisAddress};
/// assert!(matches!(parse("wais://h/db?w").unwrap().address, Address::Rfc1630(rfc1630::documents::rfc1630::Url::Wais(WaisAddress::WaisIndex(_)))));
/// assert!(matches!(parse("wais://h/db/TEXT/1=a;").unwrap().address, Address::Rfc1630(rfc1630::documents::rfc1630::Url::Wais(WaisAddress::WaisDoc(_)))));
/// let url7 = parse_with(Grammar::Url7, "wais://h/db/TEXT/12/a").unwrap();
/// assert!(matches!(url7.address, Address::Url7(rfc1630::documents::url7::Url::Wais(WaisAddress::WaisDocWithLength(_)))));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "form", rename_all = "lowercase"))]
pub enum WaisAddress<'a> {
    /// `waisindex  w a i s : / / hostport / database [ ? search ]`.
    WaisIndex(WaisIndex<'a>),
    /// `waisdoc  w a i s : / / hostport / database / wtype / wpath`.
    WaisDoc(WaisDoc<'a>),
    /// url7's and url4's `waisdoc  w a i s : / / hostport / database / wtype / digits / path`.
    #[cfg_attr(feature = "serde", serde(rename = "waisdoc"))]
    WaisDocWithLength(WaisDocWithLength<'a>),
}

impl fmt::Display for WaisAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WaisAddress::WaisIndex(index) => index.fmt(f),
            WaisAddress::WaisDoc(doc) => doc.fmt(f),
            WaisAddress::WaisDocWithLength(doc) => doc.fmt(f),
        }
    }
}

/// `waisindex  w a i s : / / hostport / database [ ? search ]` (RFC 1630 p.24).
///
/// ```
/// use rfc1630::documents::rfc1630::Url;
/// let uri = rfc1630::parse("wais://quake.think.com/wais-discussion-archives?lynch").unwrap();
/// let rfc1630::ast::Address::Rfc1630(Url::Wais(rfc1630::documents::rfc1630::WaisAddress::WaisIndex(w))) = uri.address else { panic!() };
/// assert_eq!(w.database.as_str(), "wais-discussion-archives");
/// assert_eq!(w.search.unwrap().as_str(), "lynch");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct WaisIndex<'a> {
    /// The server.
    pub hostport: HostPort<'a>,
    /// `database  xalphas`.
    pub database: Text<'a>,
    /// The search after `?`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub search: Option<Search<'a>>,
}

impl fmt::Display for WaisIndex<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "wais://{}/{}", self.hostport, self.database)?;
        if let Some(search) = &self.search {
            write!(f, "?{search}")?;
        }
        Ok(())
    }
}

/// `waisdoc  w a i s : / / hostport / database / wtype / wpath` (RFC 1630 p.24).
///
/// ```
/// use rfc1630::documents::rfc1630::Url;
/// let uri = rfc1630::parse("wais://h/db/TEXT/1=a/b;2=c;").unwrap();
/// let rfc1630::ast::Address::Rfc1630(Url::Wais(rfc1630::documents::rfc1630::WaisAddress::WaisDoc(w))) = uri.address else { panic!() };
/// assert_eq!(w.wtype.as_str(), "TEXT");
/// let fields: Vec<String> = w.wpath.fields().map(|f| format!("{} = {}", f.digits, f.path)).collect();
/// assert_eq!(fields, ["1 = a/b", "2 = c"]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct WaisDoc<'a> {
    /// The server.
    pub hostport: HostPort<'a>,
    /// `database  xalphas`.
    pub database: Text<'a>,
    /// `wtype  xalphas`: the WAIS type of the document.
    pub wtype: Text<'a>,
    /// `wpath  digits = path ; [ wpath ]`: the fields of the WAIS document id.
    pub wpath: Wpath<'a>,
}

impl fmt::Display for WaisDoc<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "wais://{}/{}/{}/{}", self.hostport, self.database, self.wtype, self.wpath)
    }
}

/// `waisdoc  w a i s : / / hostport / database / wtype / digits / path`
/// of url7 and url4: the document's length in `digits`, then its path.
///
/// ```
/// use rfc1630::documents::url7::Url;
/// let uri = rfc1630::parse_with(rfc1630::Grammar::Url7, "wais://h/db/TEXT/1234/a/b").unwrap();
/// let rfc1630::ast::Address::Url7(Url::Wais(rfc1630::documents::rfc1630::WaisAddress::WaisDocWithLength(w))) = uri.address else { panic!() };
/// assert_eq!((w.digits.as_str(), w.path.as_str()), ("1234", "a/b"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct WaisDocWithLength<'a> {
    /// The server.
    pub hostport: HostPort<'a>,
    /// `database  xalphas`.
    pub database: Text<'a>,
    /// `wtype  xalphas`.
    pub wtype: Text<'a>,
    /// `digits`: the document's length.
    pub digits: Text<'a>,
    /// `path`: the document id.
    pub path: Path<'a>,
}

impl fmt::Display for WaisDocWithLength<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "wais://{}/{}/{}/{}/{}", self.hostport, self.database, self.wtype, self.digits, self.path)
    }
}

/// `wpath  digits = path ; [ wpath ]` (RFC 1630 p.24): "For each field, the
/// identifier field number is the digits before the equals sign, and the
/// field contents follow, encoded in the conventional encoding, terminated by
/// `;`" (p.19). Serialized as the list of its fields.
///
/// ```
/// use rfc1630::documents::rfc1630::Url;
/// let uri = rfc1630::parse("wais://h/db/TEXT/1=a;22=b%3Bc;").unwrap();
/// let rfc1630::ast::Address::Rfc1630(Url::Wais(rfc1630::documents::rfc1630::WaisAddress::WaisDoc(w))) = uri.address else { panic!() };
/// assert_eq!(w.wpath.as_str(), "1=a;22=b%3Bc;");
/// assert_eq!(w.wpath.fields().count(), 2);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Wpath<'a>(pub(crate) std::borrow::Cow<'a, str>);

/// One `digits = path ;` field of a [`Wpath`].
///
/// ```
/// use rfc1630::documents::rfc1630::Url;
/// let uri = rfc1630::parse("wais://h/db/TEXT/22=b%3Bc;").unwrap();
/// let rfc1630::ast::Address::Rfc1630(Url::Wais(rfc1630::documents::rfc1630::WaisAddress::WaisDoc(w))) = uri.address else { panic!() };
/// let field = w.wpath.fields().next().unwrap();
/// assert_eq!(field.digits.as_str(), "22");
/// assert_eq!(field.path.segments().next().unwrap().decode_utf8_lossy(), "b;c");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct WpathField<'a> {
    /// The WAIS identifier field number.
    pub digits: Text<'a>,
    /// The field's contents.
    pub path: Path<'a>,
}

impl<'a> Wpath<'a> {
    /// The wpath as written.
    ///
    /// ```
    /// use rfc1630::documents::rfc1630::Url;
    /// let uri = rfc1630::parse("wais://h/db/TEXT/7=x;").unwrap();
    /// let rfc1630::ast::Address::Rfc1630(Url::Wais(rfc1630::documents::rfc1630::WaisAddress::WaisDoc(w))) = uri.address else { panic!() };
    /// assert_eq!(w.wpath.as_str(), "7=x;");
    /// ```
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The fields in order. `path` holds no `=` or `;`, so each field is the
    /// text up to the next `;`, split at its `=`.
    ///
    /// ```
    /// use rfc1630::documents::rfc1630::Url;
    /// let uri = rfc1630::parse("wais://h/db/TEXT/1=;2=c/d;").unwrap();
    /// let rfc1630::ast::Address::Rfc1630(Url::Wais(rfc1630::documents::rfc1630::WaisAddress::WaisDoc(w))) = uri.address else { panic!() };
    /// let fields: Vec<String> = w.wpath.fields().map(|f| format!("{} = {}", f.digits, f.path)).collect();
    /// assert_eq!(fields, ["1 = ", "2 = c/d"]);
    /// ```
    pub fn fields(&self) -> impl Iterator<Item = WpathField<'_>> {
        self.field_texts().map(|(digits, path)| WpathField { digits: Text::new(digits), path: Path::new(path) })
    }

    /// Each field's digits and path, as written.
    pub(crate) fn field_texts(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.split_terminator(';').map(|field| field.split_once('=').unwrap_or((field, "")))
    }
}

impl fmt::Display for Wpath<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(feature = "serde")]
impl Serialize for Wpath<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.fields())
    }
}

/// `newsaddress  n e w s : groupart` (RFC 1630 p.24).
///
/// "A message identifier may be distinguished from a news group name by the
/// presence of the commercial at "@" character" (p.17): a `groupart` that is
/// an `article` is one, even though `group` (any `alpha` then `xalpha`s,
/// which include `@`) would match it too.
///
/// ```
/// use rfc1630::documents::rfc1630::Url;
/// use rfc1630::{ast::Address, documents::rfc1630::GroupArt};
/// let uri = rfc1630::parse("news:comp.infosystems.www").unwrap();
/// assert!(matches!(uri.address, Address::Rfc1630(Url::News(n)) if matches!(n.groupart, GroupArt::Group(_))));
/// let uri = rfc1630::parse("news:1234@cernvax.cern.ch").unwrap();
/// let Address::Rfc1630(Url::News(n)) = uri.address else { panic!() };
/// let GroupArt::Article(article) = n.groupart else { panic!() };
/// assert_eq!(article.xalphas.as_str(), "1234");
/// assert_eq!(article.host.as_str(), "cernvax.cern.ch");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct NewsAddress<'a> {
    /// What the news URL names.
    pub groupart: GroupArt<'a>,
}

impl fmt::Display for NewsAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "news:{}", self.groupart)
    }
}

/// `groupart  * | group | article` (RFC 1630 p.24).
///
/// ```
/// use rfc1630::documents::rfc1630::Url;
/// use rfc1630::{parse, ast::Address, documents::rfc1630::GroupArt};
/// let groupart = |input| match parse(input).unwrap().address {
///     Address::Rfc1630(Url::News(n)) => n.groupart,
///     _ => unreachable!(),
/// };
/// assert_eq!(groupart("news:*"), GroupArt::All);
/// assert!(matches!(groupart("news:comp.infosystems.www"), GroupArt::Group(g) if g.as_str() == "comp.infosystems.www"));
/// assert!(matches!(groupart("news:1234@cernvax.cern.ch"), GroupArt::Article(_)));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum GroupArt<'a> {
    /// `*`: every group.
    #[cfg_attr(feature = "serde", serde(rename = "*"))]
    All,
    /// `group  ialpha [ . group ]`: a news group name.
    Group(Text<'a>),
    /// `article  xalphas @ host`: a message identifier.
    Article(Article<'a>),
}

impl fmt::Display for GroupArt<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GroupArt::All => f.write_str("*"),
            GroupArt::Group(group) => group.fmt(f),
            GroupArt::Article(article) => article.fmt(f),
        }
    }
}

/// `article  xalphas @ host` (RFC 1630 p.25): an RFC 1036 message id
/// without its angle brackets.
///
/// `xalphas` also matches `@`, so `a@b@c` splits two ways. The split is at
/// the first `@` that a `host` can follow (P6): the unique part of an
/// RFC 1036 message id is an RFC 822 local part, which holds no `@`
/// unquoted, so its first `@` is the separator.
///
/// ```
/// use rfc1630::documents::rfc1630::Url;
/// let uri = rfc1630::parse("news:a@b@c").unwrap();
/// let rfc1630::ast::Address::Rfc1630(Url::News(n)) = uri.address else { panic!() };
/// let rfc1630::documents::rfc1630::GroupArt::Article(article) = n.groupart else { panic!() };
/// assert_eq!((article.xalphas.as_str(), article.host.as_str()), ("a", "b@c"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Article<'a> {
    /// The unique part of the message id.
    pub xalphas: Text<'a>,
    /// The host part of the message id.
    pub host: Host<'a>,
}

impl fmt::Display for Article<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}@{}", self.xalphas, self.host)
    }
}

/// `nntpaddress  n n t p : group / digits` (RFC 1630 p.24). The listing
/// has no host (finding F3).
///
/// ```
/// use rfc1630::documents::rfc1630::Url;
/// let uri = rfc1630::parse("nntp:comp.infosystems.www/1234").unwrap();
/// let rfc1630::ast::Address::Rfc1630(Url::Nntp(n)) = uri.address else { panic!() };
/// assert_eq!((n.group.as_str(), n.digits.as_str()), ("comp.infosystems.www", "1234"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct NntpAddress<'a> {
    /// `group  ialpha [ . group ]`.
    pub group: Text<'a>,
    /// `digits`: the article number in the group.
    pub digits: Text<'a>,
}

impl fmt::Display for NntpAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "nntp:{}/{}", self.group, self.digits)
    }
}

/// `mailtoaddress  m a i l t o : xalphas @ hostname` (RFC 1630 p.24).
///
/// `xalphas` also matches `@`; the split is at the first `@` that a
/// `hostname` can follow (P6), as for [`Article`]: the mailbox is an
/// RFC 822 local part (p.17: "an RFC822 addr-spec"), which holds no `@` unquoted.
///
/// ```
/// use rfc1630::documents::rfc1630::Url;
/// let uri = rfc1630::parse("mailto:timbl@info.cern.ch").unwrap();
/// let rfc1630::ast::Address::Rfc1630(Url::Mailto(m)) = uri.address else { panic!() };
/// assert_eq!((m.xalphas.as_str(), m.hostname.as_str()), ("timbl", "info.cern.ch"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct MailtoAddress<'a> {
    /// The mailbox (local part).
    pub xalphas: Text<'a>,
    /// The mail domain.
    pub hostname: Text<'a>,
}

impl fmt::Display for MailtoAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "mailto:{}@{}", self.xalphas, self.hostname)
    }
}

/// An RFC 822 `addr-spec  local-part "@" domain` (E4), as `mid:` and `cid:` hold it.
///
/// ```
/// use rfc1630::documents::rfc1630::Url;
/// let uri = rfc1630::parse("mid:960313.1200.xyz@host.example").unwrap();
/// let rfc1630::ast::Address::Rfc1630(Url::Mid(m)) = uri.address else { panic!() };
/// assert_eq!((m.addr_spec.local_part.as_str(), m.addr_spec.domain.as_str()), ("960313.1200.xyz", "host.example"));
/// assert_eq!(m.addr_spec.to_string(), "960313.1200.xyz@host.example");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct AddrSpec<'a> {
    /// `local-part = word *("." word)`.
    pub local_part: Text<'a>,
    /// `domain = sub-domain *("." sub-domain)`.
    pub domain: Text<'a>,
}

impl fmt::Display for AddrSpec<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}@{}", self.local_part, self.domain)
    }
}

/// `midaddress  m i d : addr-spec` (RFC 1630 p.24, E4).
///
/// ```
/// use rfc1630::documents::rfc1630::Url;
/// let uri = rfc1630::parse("mid:foo4%25foo1@bar.net").unwrap();
/// let rfc1630::ast::Address::Rfc1630(Url::Mid(m)) = uri.address else { panic!() };
/// assert_eq!(m.addr_spec.local_part.as_str(), "foo4%25foo1");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct MidAddress<'a> {
    /// The message id without its angle brackets.
    pub addr_spec: AddrSpec<'a>,
}

impl fmt::Display for MidAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "mid:{}", self.addr_spec)
    }
}

/// `cidaddress  c i d : content-identifier` (RFC 1630 p.24, E4).
///
/// ```
/// use rfc1630::documents::rfc1630::Url;
/// let uri = rfc1630::parse("cid:part1.9@mail.example").unwrap();
/// let rfc1630::ast::Address::Rfc1630(Url::Cid(c)) = uri.address else { panic!() };
/// assert_eq!(c.content_identifier.domain.as_str(), "mail.example");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct CidAddress<'a> {
    /// The Content-ID without its angle brackets.
    pub content_identifier: AddrSpec<'a>,
}

impl fmt::Display for CidAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cid:{}", self.content_identifier)
    }
}

/// `uri  scheme : path [ ? search ]` of the generic listing (RFC 1630 p.22).
///
/// ```
/// use rfc1630::documents::rfc1630::Url;
/// let uri = rfc1630::parse("magic:a/b?x+y").unwrap();
/// let rfc1630::ast::Address::Rfc1630(Url::Generic(g)) = uri.address else { panic!() };
/// assert_eq!(g.scheme.as_str(), "magic");
/// assert_eq!(g.path.segments().count(), 2);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct GenericUri<'a> {
    /// `scheme  ialpha`.
    pub scheme: Text<'a>,
    /// `path  void | xpalphas [ / path ]`.
    pub path: Path<'a>,
    /// The search after `?`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub search: Option<Search<'a>>,
}

impl fmt::Display for GenericUri<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.scheme, self.path)?;
        if let Some(search) = &self.search {
            write!(f, "?{search}")?;
        }
        Ok(())
    }
}

impl<'a> GopherAddress<'a> {
    /// The path split into url-03's parts (type, selector, search, Gopher+
    /// string; p.6-10). Without a type the item is a directory, type "1"
    /// (RFC 1630 p.16), with a void selector.
    ///
    /// The split is the prose's, not a listing's: url-03's GOPHER section
    /// reads the `gcommand` that RFC 1630's and url-03's listings leave whole.
    ///
    /// ```
    /// use rfc1630::{ast::Address, documents::rfc1630::Url};
    /// let uri = rfc1630::parse("gopher://gopher.micro.umn.edu").unwrap();
    /// let Address::Rfc1630(Url::Gopher(g)) = uri.address else { panic!() };
    /// assert_eq!(g.gopher_path().gtype.as_str(), "1");
    /// assert_eq!(g.gopher_path().selector.as_str(), "");
    /// ```
    pub fn gopher_path(&self) -> GopherPath<'_> {
        let gtype = self.gtype.as_ref().map_or(Text::new("1"), Text::view);
        GopherPath::new(gtype, self.gcommand.as_ref().map_or("", |c| c.as_str()))
    }
}

// What each production holds, field by field (the table of `src/ast/accessors.rs`).

impl<'a> Fields<'a> for HttpAddress<'a> {
    fn hostport(&self) -> Option<&HostPort<'a>> {
        Some(&self.hostport)
    }
    fn path(&self) -> Option<&str> {
        Some(self.path.as_ref().map_or("", Path::written))
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        Some(Segments::path(self.path.as_ref().map_or("", Path::as_str)))
    }
    fn search(&self) -> Option<&Search<'a>> {
        self.search.as_ref()
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.hostport(&self.hostport);
        sink.path("path", self.path.as_ref());
        sink.search(self.search.as_ref());
    }
}

impl<'a> Fields<'a> for FtpAddress<'a> {
    fn login(&self) -> Option<&Login<'a>> {
        Some(&self.login)
    }
    fn path(&self) -> Option<&str> {
        Some(self.path.written())
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        Some(Segments::path(self.path.as_str()))
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.login(&self.login);
        sink.path("path", Some(&self.path));
        sink.opt_literal("ftptype", self.ftptype.as_ref());
    }
    fn protocol_texts(&self) -> Option<ProtocolTexts<'_>> {
        Some(
            ProtocolTexts::login(self.login.user.as_ref(), self.login.password.as_ref())
                .with("path", self.path.as_str()),
        )
    }
}

impl<'a> Fields<'a> for TelnetAddress<'a> {
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

impl<'a> Fields<'a> for GopherAddress<'a> {
    fn hostport(&self) -> Option<&HostPort<'a>> {
        Some(&self.hostport)
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        Some(Segments::path(self.gcommand.as_ref().map_or("", Path::as_str)))
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.hostport(&self.hostport);
        sink.opt_encoded("gtype", self.gtype.as_ref());
        sink.path("gcommand", self.gcommand.as_ref());
    }
    fn protocol_texts(&self) -> Option<ProtocolTexts<'_>> {
        Some(ProtocolTexts { gopher: Some(self.gopher_path()), ..ProtocolTexts::default() })
    }
}

impl<'a> Fields<'a> for ProsperoLink<'a> {
    fn hostport(&self) -> Option<&HostPort<'a>> {
        Some(&self.hostport)
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        Some(Segments::path(self.hsoname.as_str()))
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.hostport(&self.hostport);
        sink.path("hsoname", Some(&self.hsoname));
        sink.opt_literal("version", self.version.as_ref());
        sink.opt_literal("attributes", self.attributes.as_ref());
    }
}

impl<'a> Fields<'a> for WaisAddress<'a> {
    fn hostport(&self) -> Option<&HostPort<'a>> {
        self.form().hostport()
    }
    fn path(&self) -> Option<&str> {
        self.form().path()
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        self.form().path_segments()
    }
    fn search(&self) -> Option<&Search<'a>> {
        self.form().search()
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        self.form().components(sink);
    }
    fn protocol_texts(&self) -> Option<ProtocolTexts<'_>> {
        self.form().protocol_texts()
    }
}

impl<'a> WaisAddress<'a> {
    /// The form that matched.
    fn form(&self) -> &dyn Fields<'a> {
        match self {
            WaisAddress::WaisIndex(index) => index,
            WaisAddress::WaisDoc(doc) => doc,
            WaisAddress::WaisDocWithLength(doc) => doc,
        }
    }
}

impl<'a> Fields<'a> for WaisIndex<'a> {
    fn hostport(&self) -> Option<&HostPort<'a>> {
        Some(&self.hostport)
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        Some(Segments::fields([Some(self.database.as_str()), None, None]))
    }
    fn search(&self) -> Option<&Search<'a>> {
        self.search.as_ref()
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.hostport(&self.hostport);
        sink.encoded("database", &self.database);
        sink.search(self.search.as_ref());
    }
}

impl<'a> Fields<'a> for WaisDoc<'a> {
    fn hostport(&self) -> Option<&HostPort<'a>> {
        Some(&self.hostport)
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        Some(Segments::fields([Some(self.database.as_str()), Some(self.wtype.as_str()), Some(self.wpath.as_str())]))
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.hostport(&self.hostport);
        sink.encoded("database", &self.database);
        sink.encoded("wtype", &self.wtype);
        for (i, (digits, path)) in self.wpath.field_texts().enumerate() {
            sink.literal(&format!("wpath field {} digits", i + 1), digits);
            sink.path_text(&format!("wpath field {}", i + 1), path);
        }
    }
}

impl<'a> Fields<'a> for WaisDocWithLength<'a> {
    fn hostport(&self) -> Option<&HostPort<'a>> {
        Some(&self.hostport)
    }
    fn path(&self) -> Option<&str> {
        Some(self.path.written())
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        let fields = [Some(self.database.as_str()), Some(self.wtype.as_str()), Some(self.digits.as_str())];
        Some(Segments { fields, path: Some(self.path.as_str()) })
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.hostport(&self.hostport);
        sink.encoded("database", &self.database);
        sink.encoded("wtype", &self.wtype);
        sink.literal("length", self.digits.as_str());
        sink.path("path", Some(&self.path));
    }
}

impl<'a> Fields<'a> for NewsAddress<'a> {
    fn host(&self) -> Option<UriHost<'_>> {
        match &self.groupart {
            GroupArt::Article(article) => Some(article.host.uri_host()),
            GroupArt::All | GroupArt::Group(_) => None,
        }
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        match &self.groupart {
            GroupArt::All => sink.literal("group", "*"),
            GroupArt::Group(group) => sink.encoded("group", group),
            GroupArt::Article(article) => {
                sink.encoded("article", &article.xalphas);
                sink.host(&article.host);
            }
        }
    }
}

impl<'a> Fields<'a> for NntpAddress<'a> {
    fn path_segments(&self) -> Option<Segments<'_>> {
        Some(Segments::fields([Some(self.group.as_str()), Some(self.digits.as_str()), None]))
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.encoded("group", &self.group);
        sink.literal("article number", self.digits.as_str());
    }
    fn protocol_texts(&self) -> Option<ProtocolTexts<'_>> {
        Some(ProtocolTexts::default().with("newsgroup", self.group.as_str()))
    }
}

impl<'a> Fields<'a> for MailtoAddress<'a> {
    fn host(&self) -> Option<UriHost<'_>> {
        Some(UriHost::Hostname(self.hostname.as_str()))
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.encoded("mailbox", &self.xalphas);
        sink.encoded("host", &self.hostname);
    }
}

impl AddrSpec<'_> {
    /// The local part and the domain, as comparison reads them.
    pub(crate) fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.encoded("local part", &self.local_part);
        sink.encoded("domain", &self.domain);
    }
}

impl<'a> Fields<'a> for MidAddress<'a> {
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        self.addr_spec.components(sink);
    }
}

impl<'a> Fields<'a> for CidAddress<'a> {
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        self.content_identifier.components(sink);
    }
}

/// The generic `uri` (and the drafts' `generic`): no scheme-specific
/// protocol, so no protocol texts.
impl<'a> Fields<'a> for GenericUri<'a> {
    fn path(&self) -> Option<&str> {
        Some(self.path.written())
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        Some(Segments::path(self.path.as_str()))
    }
    fn search(&self) -> Option<&Search<'a>> {
        self.search.as_ref()
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.path("path", Some(&self.path));
        sink.search(self.search.as_ref());
    }
    fn protocol_texts(&self) -> Option<ProtocolTexts<'_>> {
        None
    }
}

owned_struct!(HttpAddress { hostport, path, search });
owned_struct!(FtpAddress { login, path, ftptype });
owned_struct!(TelnetAddress { login });
owned_struct!(GopherAddress { hostport, gtype, gcommand });
owned_struct!(ProsperoLink { hostport, hsoname, version, attributes });
owned_enum!(WaisAddress { WaisIndex, WaisDoc, WaisDocWithLength });
owned_struct!(WaisIndex { hostport, database, search });
owned_struct!(WaisDoc { hostport, database, wtype, wpath });
owned_struct!(WaisDocWithLength { hostport, database, wtype, digits, path });
owned_text!(Wpath);
owned_struct!(WpathField { digits, path });
owned_struct!(NewsAddress { groupart });
owned_enum!(GroupArt { Group, Article } unit { All });
owned_struct!(Article { xalphas, host });
owned_struct!(NntpAddress { group, digits });
owned_struct!(MailtoAddress { xalphas, hostname });
owned_struct!(AddrSpec { local_part, domain });
owned_struct!(MidAddress { addr_spec });
owned_struct!(CidAddress { content_identifier });
owned_struct!(GenericUri { scheme, path, search });
