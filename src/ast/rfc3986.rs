//! RFC 3986's generic components (Appendix A, p.49-50): a `URI` or a
//! `relative-ref`, with its `authority` (`userinfo`, `host`, `port`), one
//! of the five path forms, `query` and `fragment`. Every field borrows from
//! the input, and `Display` writes the input back exactly.

use super::Text;
use serde::Serialize;
use std::fmt;

/// `URI-reference = URI / relative-ref` (RFC 3986 p.49, rfc3986.txt l.2704).
///
/// ```
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc3986, "http://u@[::1]:80/a?q#f").unwrap();
/// let Address::Rfc3986(r) = &uri.address else { panic!() };
/// assert_eq!(r.production(), "URI");
/// assert_eq!(r.scheme.as_ref().unwrap().as_str(), "http");
/// assert_eq!(r.to_string(), "http://u@[::1]:80/a?q#f");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Reference<'a> {
    /// `scheme` (l.2715): present exactly for a `URI`, absent for a `relative-ref`.
    pub scheme: Option<Text<'a>>,
    /// `"//" authority`, where the `hier-part` or `relative-part` has one.
    pub authority: Option<Authority<'a>>,
    /// The path, in the form the `hier-part` or `relative-part` took.
    pub path: Path<'a>,
    /// `query` after `?` (l.2778).
    pub query: Option<Text<'a>>,
    /// `fragment` after `#` (l.2780).
    pub fragment: Option<Text<'a>>,
}

impl Reference<'_> {
    /// The production of `URI-reference` taken: `URI` or `relative-ref`
    /// (the document's spelling, as a verdict names it).
    ///
    /// ```
    /// use rfc1630::{parse_with, ast::Address, Grammar};
    /// let uri = parse_with(Grammar::Rfc3986, "../a").unwrap();
    /// let Address::Rfc3986(r) = &uri.address else { panic!() };
    /// assert_eq!(r.production(), "relative-ref");
    /// ```
    pub fn production(&self) -> &'static str {
        if self.scheme.is_some() {
            "URI"
        } else {
            "relative-ref"
        }
    }
}

impl fmt::Display for Reference<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(scheme) = &self.scheme {
            write!(f, "{}:", scheme.as_str())?;
        }
        if let Some(authority) = &self.authority {
            write!(f, "//{authority}")?;
        }
        f.write_str(self.path.as_str())?;
        if let Some(query) = &self.query {
            write!(f, "?{}", query.as_str())?;
        }
        if let Some(fragment) = &self.fragment {
            write!(f, "#{}", fragment.as_str())?;
        }
        Ok(())
    }
}

/// `authority = [ userinfo "@" ] host [ ":" port ]` (l.2717).
///
/// ```
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc3986, "http://h:/").unwrap();
/// let Address::Rfc3986(r) = &uri.address else { panic!() };
/// let authority = r.authority.as_ref().unwrap();
/// // An empty port (`port = *DIGIT`) is there, and empty.
/// assert_eq!(authority.port.as_ref().unwrap().as_str(), "");
/// assert_eq!(authority.to_string(), "h:");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Authority<'a> {
    /// `userinfo` before `@` (l.2718).
    pub userinfo: Option<Text<'a>>,
    /// `host` (l.2719).
    pub host: Host<'a>,
    /// `port` after `:` (l.2720); `Some("")` for an empty port.
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
    /// let json = |s| serde_json::to_value(parse_with(Grammar::Rfc3986, s).unwrap().ast()).unwrap();
    /// assert_eq!(json("http://h:8042/")["authority"]["port"], "8042");
    /// assert_eq!(json("http://h:/")["authority"]["port"], "");
    /// assert_eq!(json("http://h/")["authority"]["port"], serde_json::Value::Null);
    /// assert_eq!(json("http://h:099999/")["authority"]["port"], "099999");
    /// ```
    pub port: Option<Text<'a>>,
}

impl fmt::Display for Authority<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(userinfo) = &self.userinfo {
            write!(f, "{}@", userinfo.as_str())?;
        }
        write!(f, "{}", self.host)?;
        if let Some(port) = &self.port {
            write!(f, ":{}", port.as_str())?;
        }
        Ok(())
    }
}

/// `host = IP-literal / IPv4address / reg-name` (l.2719): which of the three.
///
/// ```
/// use rfc1630::ast::rfc3986::Host;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let host = |s: &str| match parse_with(Grammar::Rfc3986, s).unwrap().address {
///     Address::Rfc3986(r) => r.authority.unwrap().host.kind(),
///     _ => unreachable!(),
/// };
/// assert_eq!(host("http://[::1]/"), "IPv6address");
/// assert_eq!(host("http://[v7.x]/"), "IPvFuture");
/// assert_eq!(host("http://1.2.3.4/"), "IPv4address");
/// assert_eq!(host("http://1.2.3.4.5/"), "reg_name");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub enum Host<'a> {
    /// `IP-literal = "[" IPv6address "]"` (l.2722, l.2726): the address without brackets.
    #[serde(rename = "IPv6address")]
    IPv6address(Text<'a>),
    /// `IP-literal = "[" IPvFuture "]"` (l.2722, l.2724): the address without brackets.
    #[serde(rename = "IPvFuture")]
    IPvFuture(Text<'a>),
    /// `IPv4address` (l.2738).
    #[serde(rename = "IPv4address")]
    IPv4address(Text<'a>),
    /// `reg-name` (l.2757), possibly empty.
    #[serde(rename = "reg_name")]
    RegName(Text<'a>),
}

impl Host<'_> {
    /// The production the host is: `IPv6address`, `IPvFuture`, `IPv4address` or `reg_name`.
    ///
    /// ```
    /// use rfc1630::ast::rfc3986::Host;
    /// use rfc1630::{parse_with, ast::Address, Grammar};
    /// let Address::Rfc3986(r) = parse_with(Grammar::Rfc3986, "//example.org").unwrap().address else { panic!() };
    /// assert_eq!(r.authority.unwrap().host.kind(), "reg_name");
    /// ```
    pub fn kind(&self) -> &'static str {
        match self {
            Host::IPv6address(_) => "IPv6address",
            Host::IPvFuture(_) => "IPvFuture",
            Host::IPv4address(_) => "IPv4address",
            Host::RegName(_) => "reg_name",
        }
    }

    /// The same host as [`Uri::host`](crate::Uri::host) gives it, kind for kind.
    ///
    /// ```
    /// use rfc1630::{parse_with, Grammar, ast::rfc1630::Host};
    /// let uri = parse_with(Grammar::Rfc3986, "http://[v7.x]/").unwrap();
    /// let host = uri.host().unwrap();
    /// assert!(matches!(host, Host::IPvFuture(a) if a.as_str() == "v7.x"));
    /// ```
    pub fn host(&self) -> crate::ast::rfc1630::Host<'_> {
        match self {
            Host::IPv6address(t) => crate::ast::rfc1630::Host::IPv6address(t.view()),
            Host::IPvFuture(t) => crate::ast::rfc1630::Host::IPvFuture(t.view()),
            Host::IPv4address(t) => crate::ast::rfc1630::Host::IPv4address(t.view()),
            Host::RegName(t) => crate::ast::rfc1630::Host::RegName(t.view()),
        }
    }

    /// The host as written, without the brackets of an `IP-literal`.
    ///
    /// ```
    /// use rfc1630::{parse_with, ast::Address, Grammar};
    /// let Address::Rfc3986(r) = parse_with(Grammar::Rfc3986, "http://[::1]/").unwrap().address else { panic!() };
    /// assert_eq!(r.authority.unwrap().host.as_str(), "::1");
    /// ```
    pub fn as_str(&self) -> &str {
        match self {
            Host::IPv6address(t) | Host::IPvFuture(t) | Host::IPv4address(t) | Host::RegName(t) => t.as_str(),
        }
    }
}

impl fmt::Display for Host<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Host::IPv6address(t) | Host::IPvFuture(t) => write!(f, "[{}]", t.as_str()),
            Host::IPv4address(t) | Host::RegName(t) => f.write_str(t.as_str()),
        }
    }
}

/// The five path forms (l.2759-2769); each holds the path as written.
///
/// ```
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let form = |s: &str| match parse_with(Grammar::Rfc3986, s).unwrap().address {
///     Address::Rfc3986(r) => r.path.form(),
///     _ => unreachable!(),
/// };
/// assert_eq!(form("http://h/a"), "path_abempty");
/// assert_eq!(form("mailto:a@b"), "path_rootless");
/// assert_eq!(form("/a"), "path_absolute");
/// assert_eq!(form("a/b"), "path_noscheme");
/// assert_eq!(form("?q"), "path_empty");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub enum Path<'a> {
    /// `path-abempty = *( "/" segment )`, after an authority.
    #[serde(rename = "path_abempty")]
    Abempty(Text<'a>),
    /// `path-absolute = "/" [ segment-nz *( "/" segment ) ]`.
    #[serde(rename = "path_absolute")]
    Absolute(Text<'a>),
    /// `path-noscheme = segment-nz-nc *( "/" segment )` (a `relative-ref` only).
    #[serde(rename = "path_noscheme")]
    Noscheme(Text<'a>),
    /// `path-rootless = segment-nz *( "/" segment )` (a `URI` only).
    #[serde(rename = "path_rootless")]
    Rootless(Text<'a>),
    /// `path-empty = 0<pchar>`.
    #[serde(rename = "path_empty")]
    Empty,
}

impl Path<'_> {
    /// The production's rule name.
    ///
    /// ```
    /// use rfc1630::{parse_with, ast::Address, Grammar};
    /// let Address::Rfc3986(r) = parse_with(Grammar::Rfc3986, "a:").unwrap().address else { panic!() };
    /// assert_eq!(r.path.form(), "path_empty");
    /// ```
    pub fn form(&self) -> &'static str {
        match self {
            Path::Abempty(_) => "path_abempty",
            Path::Absolute(_) => "path_absolute",
            Path::Noscheme(_) => "path_noscheme",
            Path::Rootless(_) => "path_rootless",
            Path::Empty => "path_empty",
        }
    }

    /// The path as written (`""` for `path-empty`).
    ///
    /// ```
    /// use rfc1630::{parse_with, ast::Address, Grammar};
    /// let Address::Rfc3986(r) = parse_with(Grammar::Rfc3986, "http://h/a/b").unwrap().address else { panic!() };
    /// assert_eq!(r.path.as_str(), "/a/b");
    /// ```
    pub fn as_str(&self) -> &str {
        match self {
            Path::Abempty(t) | Path::Absolute(t) | Path::Noscheme(t) | Path::Rootless(t) => t.as_str(),
            Path::Empty => "",
        }
    }
}
