//! RFC 3987's components (§2.2, p.7-9): an `IRI` or an `irelative-ref`,
//! with its `iauthority` (`iuserinfo`, `ihost`, `port`), one of the five
//! `ipath` forms, `iquery` and `ifragment`: RFC 3986's components with
//! characters beyond ASCII (`ucschar`, and `iprivate` in the query).
//! Every field borrows from the input, and `Display` writes the input back exactly.

use super::Text;
use serde::Serialize;
use std::fmt;

/// `IRI-reference = IRI / irelative-ref` (RFC 3987 p.7, rfc3987.txt l.383).
///
/// ```
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc3987, "http://ü@[::1]:80/é?q#f").unwrap();
/// let Address::Rfc3987(r) = &uri.address else { panic!() };
/// assert_eq!(r.production(), "IRI");
/// assert_eq!(r.scheme.as_ref().unwrap().as_str(), "http");
/// assert_eq!(r.to_string(), "http://ü@[::1]:80/é?q#f");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Reference<'a> {
    /// `scheme` (l.457): present exactly for an `IRI`, absent for an `irelative-ref`.
    pub scheme: Option<Text<'a>>,
    /// `"//" iauthority`, where the `ihier-part` or `irelative-part` has one.
    pub iauthority: Option<Authority<'a>>,
    /// The path, in the form the `ihier-part` or `irelative-part` took.
    pub ipath: Path<'a>,
    /// `iquery` after `?` (l.429).
    pub iquery: Option<Text<'a>>,
    /// `ifragment` after `#` (l.431).
    pub ifragment: Option<Text<'a>>,
}

impl Reference<'_> {
    /// The production of `IRI-reference` taken: `IRI` or `irelative-ref`
    /// (the document's spelling, as a verdict names it).
    ///
    /// ```
    /// use rfc1630::{parse_with, ast::Address, Grammar};
    /// let uri = parse_with(Grammar::Rfc3987, "../ä").unwrap();
    /// let Address::Rfc3987(r) = &uri.address else { panic!() };
    /// assert_eq!(r.production(), "irelative-ref");
    /// ```
    pub fn production(&self) -> &'static str {
        if self.scheme.is_some() {
            "IRI"
        } else {
            "irelative-ref"
        }
    }
}

impl fmt::Display for Reference<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(scheme) = &self.scheme {
            write!(f, "{}:", scheme.as_str())?;
        }
        if let Some(authority) = &self.iauthority {
            write!(f, "//{authority}")?;
        }
        f.write_str(self.ipath.as_str())?;
        if let Some(query) = &self.iquery {
            write!(f, "?{}", query.as_str())?;
        }
        if let Some(fragment) = &self.ifragment {
            write!(f, "#{}", fragment.as_str())?;
        }
        Ok(())
    }
}

/// `iauthority = [ iuserinfo "@" ] ihost [ ":" port ]` (l.402).
///
/// ```
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc3987, "http://h:/").unwrap();
/// let Address::Rfc3987(r) = &uri.address else { panic!() };
/// let authority = r.iauthority.as_ref().unwrap();
/// // An empty port (`port = *DIGIT`) is there, and empty.
/// assert_eq!(authority.port.as_ref().unwrap().as_str(), "");
/// assert_eq!(authority.to_string(), "h:");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Authority<'a> {
    /// `iuserinfo` before `@` (l.403).
    pub iuserinfo: Option<Text<'a>>,
    /// `ihost` (l.404).
    pub ihost: Host<'a>,
    /// `port` after `:` (l.459); `Some("")` for an empty port.
    ///
    /// In JSON the port is a string, the digits as written, and `null` when
    /// there is no `:`. `port = *DIGIT` may be empty, which a number could
    /// not tell from no port at all (`http://h:/` against `http://h/`, which
    /// §6.2.3 makes equivalent only by scheme-based normalization), and it
    /// has no bound, so `:99999` and `:0080` stay as written rather than be
    /// refused or rounded. (RFC 1630's `port  digits` is never empty, so
    /// there a port is a number: [`crate::ast::rfc1630::Port`].) [`crate::Uri::port`]
    /// gives the number.
    ///
    /// ```
    /// use rfc1630::{parse_with, Grammar};
    /// let json = |s| serde_json::to_value(parse_with(Grammar::Rfc3987, s).unwrap().ast()).unwrap();
    /// assert_eq!(json("http://h:8042/")["iauthority"]["port"], "8042");
    /// assert_eq!(json("http://h:/")["iauthority"]["port"], "");
    /// assert_eq!(json("http://h/")["iauthority"]["port"], serde_json::Value::Null);
    /// assert_eq!(json("http://h:099999/")["iauthority"]["port"], "099999");
    /// ```
    pub port: Option<Text<'a>>,
}

impl fmt::Display for Authority<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(userinfo) = &self.iuserinfo {
            write!(f, "{}@", userinfo.as_str())?;
        }
        write!(f, "{}", self.ihost)?;
        if let Some(port) = &self.port {
            write!(f, ":{}", port.as_str())?;
        }
        Ok(())
    }
}

/// `ihost = IP-literal / IPv4address / ireg-name` (l.404): which of the three.
///
/// ```
/// use rfc1630::ast::rfc3987::Host;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let host = |s: &str| match parse_with(Grammar::Rfc3987, s).unwrap().address {
///     Address::Rfc3987(r) => r.iauthority.unwrap().ihost.kind(),
///     _ => unreachable!(),
/// };
/// assert_eq!(host("http://[::1]/"), "IPv6address");
/// assert_eq!(host("http://[v7.x]/"), "IPvFuture");
/// assert_eq!(host("http://1.2.3.4/"), "IPv4address");
/// assert_eq!(host("http://1.2.3.4.5/"), "ireg_name");
/// assert_eq!(host("http://例え.jp/"), "ireg_name");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub enum Host<'a> {
    /// `IP-literal = "[" IPv6address "]"` (l.461, l.465): the address without brackets.
    #[serde(rename = "IPv6address")]
    IPv6address(Text<'a>),
    /// `IP-literal = "[" IPvFuture "]"` (l.461, l.463): the address without brackets.
    #[serde(rename = "IPvFuture")]
    IPvFuture(Text<'a>),
    /// `IPv4address` (l.478).
    #[serde(rename = "IPv4address")]
    IPv4address(Text<'a>),
    /// `ireg-name` (l.406), possibly empty.
    #[serde(rename = "ireg_name")]
    IRegName(Text<'a>),
}

impl Host<'_> {
    /// The production the host is: `IPv6address`, `IPvFuture`, `IPv4address` or `ireg_name`.
    ///
    /// ```
    /// use rfc1630::ast::rfc3987::Host;
    /// use rfc1630::{parse_with, ast::Address, Grammar};
    /// let Address::Rfc3987(r) = parse_with(Grammar::Rfc3987, "//example.org").unwrap().address else { panic!() };
    /// assert_eq!(r.iauthority.unwrap().ihost.kind(), "ireg_name");
    /// ```
    pub fn kind(&self) -> &'static str {
        match self {
            Host::IPv6address(_) => "IPv6address",
            Host::IPvFuture(_) => "IPvFuture",
            Host::IPv4address(_) => "IPv4address",
            Host::IRegName(_) => "ireg_name",
        }
    }

    /// The same host as [`Uri::host`](crate::Uri::host) gives it, kind for kind.
    ///
    /// ```
    /// use rfc1630::{parse_with, Grammar, ast::rfc1630::Host};
    /// let uri = parse_with(Grammar::Rfc3987, "http://[v7.x]/").unwrap();
    /// let host = uri.host().unwrap();
    /// assert!(matches!(host, Host::IPvFuture(a) if a.as_str() == "v7.x"));
    /// ```
    pub fn host(&self) -> crate::ast::rfc1630::Host<'_> {
        match self {
            Host::IPv6address(t) => crate::ast::rfc1630::Host::IPv6address(t.view()),
            Host::IPvFuture(t) => crate::ast::rfc1630::Host::IPvFuture(t.view()),
            Host::IPv4address(t) => crate::ast::rfc1630::Host::IPv4address(t.view()),
            Host::IRegName(t) => crate::ast::rfc1630::Host::RegName(t.view()),
        }
    }

    /// The host as written, without the brackets of an `IP-literal`.
    ///
    /// ```
    /// use rfc1630::{parse_with, ast::Address, Grammar};
    /// let Address::Rfc3987(r) = parse_with(Grammar::Rfc3987, "http://[::1]/").unwrap().address else { panic!() };
    /// assert_eq!(r.iauthority.unwrap().ihost.as_str(), "::1");
    /// ```
    pub fn as_str(&self) -> &str {
        match self {
            Host::IPv6address(t) | Host::IPvFuture(t) | Host::IPv4address(t) | Host::IRegName(t) => t.as_str(),
        }
    }
}

impl fmt::Display for Host<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Host::IPv6address(t) | Host::IPvFuture(t) => write!(f, "[{}]", t.as_str()),
            Host::IPv4address(t) | Host::IRegName(t) => f.write_str(t.as_str()),
        }
    }
}

/// The five `ipath` forms (l.408-418); each holds the path as written.
///
/// ```
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let form = |s: &str| match parse_with(Grammar::Rfc3987, s).unwrap().address {
///     Address::Rfc3987(r) => r.ipath.form(),
///     _ => unreachable!(),
/// };
/// assert_eq!(form("http://h/ä"), "ipath_abempty");
/// assert_eq!(form("mailto:a@b"), "ipath_rootless");
/// assert_eq!(form("/a"), "ipath_absolute");
/// assert_eq!(form("a/b"), "ipath_noscheme");
/// assert_eq!(form("?q"), "ipath_empty");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub enum Path<'a> {
    /// `ipath-abempty = *( "/" isegment )`, after an authority.
    #[serde(rename = "ipath_abempty")]
    Abempty(Text<'a>),
    /// `ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]`.
    #[serde(rename = "ipath_absolute")]
    Absolute(Text<'a>),
    /// `ipath-noscheme = isegment-nz-nc *( "/" isegment )` (an `irelative-ref` only).
    #[serde(rename = "ipath_noscheme")]
    Noscheme(Text<'a>),
    /// `ipath-rootless = isegment-nz *( "/" isegment )` (an `IRI` only).
    #[serde(rename = "ipath_rootless")]
    Rootless(Text<'a>),
    /// `ipath-empty = 0<ipchar>`.
    #[serde(rename = "ipath_empty")]
    Empty,
}

impl Path<'_> {
    /// The production's rule name.
    ///
    /// ```
    /// use rfc1630::{parse_with, ast::Address, Grammar};
    /// let Address::Rfc3987(r) = parse_with(Grammar::Rfc3987, "a:").unwrap().address else { panic!() };
    /// assert_eq!(r.ipath.form(), "ipath_empty");
    /// ```
    pub fn form(&self) -> &'static str {
        match self {
            Path::Abempty(_) => "ipath_abempty",
            Path::Absolute(_) => "ipath_absolute",
            Path::Noscheme(_) => "ipath_noscheme",
            Path::Rootless(_) => "ipath_rootless",
            Path::Empty => "ipath_empty",
        }
    }

    /// The path as written (`""` for `ipath-empty`).
    ///
    /// ```
    /// use rfc1630::{parse_with, ast::Address, Grammar};
    /// let Address::Rfc3987(r) = parse_with(Grammar::Rfc3987, "http://h/a/b").unwrap().address else { panic!() };
    /// assert_eq!(r.ipath.as_str(), "/a/b");
    /// ```
    pub fn as_str(&self) -> &str {
        match self {
            Path::Abempty(t) | Path::Absolute(t) | Path::Noscheme(t) | Path::Rootless(t) => t.as_str(),
            Path::Empty => "",
        }
    }
}
