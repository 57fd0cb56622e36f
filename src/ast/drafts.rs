//! Productions of the URL drafts that differ from RFC 1630's: each has its
//! own type, named after the draft that has it. Where a draft's production is
//! the same as RFC 1630's, the RFC 1630 type is used.

use super::{Host, HostPort, Path, Search, Text};
use std::fmt;

/// url4 `telnetaddress  t e l n e t : / / [ user @ ] hostport`: a user, no password.
///
/// ```
/// let uri = rfc1630::parse_with(rfc1630::Grammar::Url4, "telnet://guest@info.cern.ch").unwrap();
/// let rfc1630::ast::Address::Url4Telnet(t) = uri.address else { panic!() };
/// assert_eq!(t.user.unwrap().as_str(), "guest");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize)]
pub struct TelnetAddress<'a> {
    /// `user`, before `@`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub user: Option<Text<'a>>,
    /// The server.
    pub hostport: HostPort<'a>,
}

impl fmt::Display for TelnetAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("telnet://")?;
        if let Some(user) = &self.user {
            write!(f, "{user}@")?;
        }
        write!(f, "{}", self.hostport)
    }
}

/// The drafts' `gopheraddress`, which names the selector:
/// url7 `g o p h e r : / / hostport [ / gtype [ selector ] ] [ ? search ]`,
/// url4 `g o p h e r : / / hostport [ / gtype [ / selector ] ] [ ? search ]`,
/// with a `/` between the type and the selector (finding F18).
///
/// ```
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Url7, "gopher://h/7index?word").unwrap();
/// let Address::DraftGopher(g) = uri.address else { panic!() };
/// assert_eq!((g.gtype.unwrap().as_str(), g.selector.unwrap().as_str()), ("7", "index"));
/// assert_eq!(g.search.unwrap().as_str(), "word");
/// assert!(!g.slash_before_selector);
///
/// let uri = parse_with(Grammar::Url4, "gopher://h/1/dir").unwrap();
/// let Address::DraftGopher(g) = &uri.address else { panic!() };
/// assert_eq!(g.selector.as_ref().unwrap().as_str(), "dir");
/// assert!(g.slash_before_selector);
/// assert_eq!(uri.to_string(), "gopher://h/1/dir");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize)]
pub struct GopherAddress<'a> {
    /// The server.
    pub hostport: HostPort<'a>,
    /// `gtype  xalpha`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gtype: Option<Text<'a>>,
    /// `selector  path`, after the type (and the `/`, in url4).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub selector: Option<Path<'a>>,
    /// The search after `?`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub search: Option<Search<'a>>,
    /// Whether a `/` stands between the type and the selector: url4's
    /// production has it, url7's not (F18). Not serialized: the listing,
    /// which the JSON names, tells it.
    #[serde(skip)]
    pub slash_before_selector: bool,
}

impl fmt::Display for GopherAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "gopher://{}", self.hostport)?;
        if let Some(gtype) = &self.gtype {
            write!(f, "/{gtype}")?;
        }
        if let Some(selector) = &self.selector {
            let slash = if self.slash_before_selector { "/" } else { "" };
            write!(f, "{slash}{selector}")?;
        }
        match &self.search {
            Some(search) => write!(f, "?{search}"),
            None => Ok(()),
        }
    }
}

/// url4 `prosperoaddress  p r o s p e r o : / / path`: no host or port (finding F19).
///
/// ```
/// let uri = rfc1630::parse_with(rfc1630::Grammar::Url4, "prospero://h/x").unwrap();
/// let rfc1630::ast::Address::Url4Prospero(p) = uri.address else { panic!() };
/// assert_eq!(p.path.as_str(), "h/x");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize)]
pub struct ProsperoAddress<'a> {
    /// Everything after `prospero://`.
    pub path: Path<'a>,
}

impl fmt::Display for ProsperoAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "prospero://{}", self.path)
    }
}

/// `waisdoc  w a i s : / / hostport / database / wtype / digits / path`
/// of url7 and url4: the document's length in `digits`, then its path.
///
/// ```
/// let uri = rfc1630::parse_with(rfc1630::Grammar::Url7, "wais://h/db/TEXT/1234/a/b").unwrap();
/// let rfc1630::ast::Address::Wais(rfc1630::ast::rfc1630::WaisAddress::WaisDocWithLength(w)) = uri.address else { panic!() };
/// assert_eq!((w.digits.as_str(), w.path.as_str()), ("1234", "a/b"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize)]
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

/// `afsaddress  a f s : / / cellname / path` (url4; in RFC 1630 and url-03 "a historical note, not a url production").
///
/// ```
/// let uri = rfc1630::parse_with(rfc1630::Grammar::Url4, "afs://cern.ch/usr/x").unwrap();
/// let rfc1630::ast::Address::Afs(a) = uri.address else { panic!() };
/// assert_eq!((a.cellname.as_str(), a.path.as_str()), ("cern.ch", "usr/x"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize)]
pub struct AfsAddress<'a> {
    /// `cellname  hostname`.
    pub cellname: Text<'a>,
    /// The path in the cell.
    pub path: Path<'a>,
}

impl fmt::Display for AfsAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "afs://{}/{}", self.cellname, self.path)
    }
}

/// url4 `fileaddress  f t p : // host / path`: spelled `ftp`, while the
/// document's own references are `file://` URLs (finding F15).
///
/// ```
/// let uri = rfc1630::parse_with(rfc1630::Grammar::Url4, "ftp://info.cern.ch./pub/www/doc/http.txt").unwrap();
/// let rfc1630::ast::Address::File(f) = uri.address else { panic!() };
/// assert_eq!(f.host.as_str(), "info.cern.ch.");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize)]
pub struct FileAddress<'a> {
    /// The host: no user, password or port.
    pub host: Host<'a>,
    /// The path on the host.
    pub path: Path<'a>,
}

impl fmt::Display for FileAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ftp://{}/{}", self.host, self.path)
    }
}

/// url-03 `mailtoaddress  m a i l t o : : xalphas @ hostname`: two colons (finding F10).
///
/// ```
/// let uri = rfc1630::parse_with(rfc1630::Grammar::Url03, "mailto::timbl@info.cern.ch").unwrap();
/// let rfc1630::ast::Address::Url03Mailto(m) = &uri.address else { panic!() };
/// assert_eq!(m.xalphas.as_str(), "timbl");
/// assert_eq!(uri.to_string(), "mailto::timbl@info.cern.ch");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize)]
pub struct MailtoAddress<'a> {
    /// The mailbox.
    pub xalphas: Text<'a>,
    /// The mail domain.
    pub hostname: Text<'a>,
}

impl fmt::Display for MailtoAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "mailto::{}@{}", self.xalphas, self.hostname)
    }
}
