//! RFC 2396's `URI-reference` (Appendix A, p.27-28, rfc2396.txt l.1465-1510),
//! and RFC 2732's IPv6 reference host (§3, rfc2732.txt l.122-123): the
//! components its listing names; the fragment is the [`crate::Uri`]'s.

use super::{Host as Rfc1630Host, Text};
use serde::Serialize;
use std::fmt;

/// An RFC 2396 `absoluteURI`, `relativeURI`, or neither (a
/// `same_document_reference`, P8), the fragment set aside.
///
/// ```
/// use rfc1630::ast::rfc2396::{Authority, Host, Path};
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc2732, "http://u@[::1]:80/a;p?q#f").unwrap();
/// let Address::Rfc2396(r) = &uri.address else { panic!() };
/// let Some(Authority::Server(server)) = &r.authority else { panic!() };
/// assert_eq!(server.userinfo.as_ref().unwrap().as_str(), "u");
/// let hostport = server.hostport.as_ref().unwrap();
/// assert!(matches!(&hostport.host, Host::Ipv6reference(h) if h.as_str() == "[::1]"));
/// assert_eq!(hostport.port.as_ref().unwrap().as_str(), "80");
/// assert!(matches!(&r.path, Some(Path::AbsPath(p)) if p.as_str() == "/a;p"));
/// assert_eq!(r.query.as_ref().unwrap().as_str(), "q");
/// assert_eq!(uri.to_string(), "http://u@[::1]:80/a;p?q#f");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Reference<'a> {
    /// `scheme  alpha *( alpha | digit | "+" | "-" | "." )`, before `:` (an `absoluteURI`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scheme: Option<Text<'a>>,
    /// `authority  server | reg_name`, after `//` (a `net_path`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub authority: Option<Authority<'a>>,
    /// The `abs_path`, `rel_path` or `opaque_part`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub path: Option<Path<'a>>,
    /// `query  *uric`, after `?`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub query: Option<Text<'a>>,
}

impl Reference<'_> {
    /// The `hostport` of a `server` authority; none for a `reg_name`
    /// authority, which names a registry, not a server (§3.2.1-3.2.2, l.684-697),
    /// or for an empty `server` (`file:///`).
    ///
    /// ```
    /// use rfc1630::{parse_with, ast::Address, Grammar};
    /// let Address::Rfc2396(r) = parse_with(Grammar::Rfc2396, "http://h:80/").unwrap().address else { panic!() };
    /// assert_eq!(r.server().unwrap().port.as_ref().unwrap().as_str(), "80");
    /// let Address::Rfc2396(r) = parse_with(Grammar::Rfc2396, "http://a;b/").unwrap().address else { panic!() };
    /// assert!(r.server().is_none());
    /// ```
    pub fn server(&self) -> Option<&HostPort<'_>> {
        match self.authority.as_ref()? {
            Authority::Server(server) => server.hostport.as_ref(),
            Authority::RegName(_) => None,
        }
    }

    /// `absoluteURI` when there is a scheme, `relativeURI` when there is a
    /// path or an authority, else `same_document_reference`.
    ///
    /// ```
    /// use rfc1630::{parse_with, Grammar};
    /// assert_eq!(parse_with(Grammar::Rfc2396, "g:h").unwrap().production(), "absoluteURI");
    /// assert_eq!(parse_with(Grammar::Rfc2396, "//g").unwrap().production(), "relativeURI");
    /// assert_eq!(parse_with(Grammar::Rfc2396, "#s").unwrap().production(), "same_document_reference");
    /// ```
    pub fn production(&self) -> &'static str {
        match (&self.scheme, &self.authority, &self.path) {
            (Some(_), _, _) => "absoluteURI",
            (None, None, None) => "same_document_reference",
            _ => "relativeURI",
        }
    }
}

impl fmt::Display for Reference<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(scheme) = &self.scheme {
            write!(f, "{scheme}:")?;
        }
        if let Some(authority) = &self.authority {
            write!(f, "//{authority}")?;
        }
        if let Some(path) = &self.path {
            write!(f, "{path}")?;
        }
        if let Some(query) = &self.query {
            write!(f, "?{query}")?;
        }
        Ok(())
    }
}

/// `authority  server | reg_name` (rfc2396.txt l.1484).
///
/// ```
/// use rfc1630::ast::rfc2396::Authority;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc2396, "http://a;b/").unwrap();
/// let Address::Rfc2396(r) = &uri.address else { panic!() };
/// assert!(matches!(&r.authority, Some(Authority::RegName(n)) if n.as_str() == "a;b"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "kind", content = "value")]
pub enum Authority<'a> {
    /// `server  [ [ userinfo "@" ] hostport ]`.
    #[serde(rename = "server")]
    Server(Server<'a>),
    /// `reg_name  1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )`.
    #[serde(rename = "reg_name")]
    RegName(Text<'a>),
}

impl fmt::Display for Authority<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Authority::Server(server) => server.fmt(f),
            Authority::RegName(name) => name.fmt(f),
        }
    }
}

/// `server  [ [ userinfo "@" ] hostport ]` (rfc2396.txt l.1489): empty in `file:///`.
///
/// ```
/// use rfc1630::ast::rfc2396::Authority;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc2396, "file:///etc").unwrap();
/// let Address::Rfc2396(r) = &uri.address else { panic!() };
/// let Some(Authority::Server(server)) = &r.authority else { panic!() };
/// assert!(server.userinfo.is_none() && server.hostport.is_none());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Server<'a> {
    /// `userinfo`, before `@`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub userinfo: Option<Text<'a>>,
    /// `hostport  host [ ":" port ]`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hostport: Option<HostPort<'a>>,
}

impl fmt::Display for Server<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(userinfo) = &self.userinfo {
            write!(f, "{userinfo}@")?;
        }
        if let Some(hostport) = &self.hostport {
            write!(f, "{hostport}")?;
        }
        Ok(())
    }
}

/// `hostport  host [ ":" port ]` (rfc2396.txt l.1493); `port  *digit` may be empty.
///
/// ```
/// use rfc1630::ast::rfc2396::Authority;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc2396, "http://h:/").unwrap();
/// let Address::Rfc2396(r) = &uri.address else { panic!() };
/// let Some(Authority::Server(server)) = &r.authority else { panic!() };
/// assert_eq!(server.hostport.as_ref().unwrap().port.as_ref().unwrap().as_str(), "");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct HostPort<'a> {
    /// `host`.
    pub host: Host<'a>,
    /// `port`, after `:`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub port: Option<Text<'a>>,
}

impl fmt::Display for HostPort<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.host)?;
        if let Some(port) = &self.port {
            write!(f, ":{port}")?;
        }
        Ok(())
    }
}

/// `host  hostname | IPv4address` (RFC 2396, rfc2396.txt l.1494), and RFC
/// 2732's third alternative `IPv6reference` (rfc2732.txt l.122).
///
/// ```
/// use rfc1630::ast::rfc2396::{Authority, Host};
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc2396, "http://1.2.3.4/").unwrap();
/// let Address::Rfc2396(r) = &uri.address else { panic!() };
/// let Some(Authority::Server(server)) = &r.authority else { panic!() };
/// assert!(matches!(server.hostport.as_ref().unwrap().host, Host::IPv4address(_)));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "kind", content = "value")]
pub enum Host<'a> {
    /// `hostname  *( domainlabel "." ) toplabel [ "." ]`.
    #[serde(rename = "hostname")]
    Hostname(Text<'a>),
    /// `IPv4address` (RFC 2396's, or under RFC 2732 RFC 2373's).
    #[serde(rename = "IPv4address")]
    IPv4address(Text<'a>),
    /// `ipv6reference  "[" IPv6address "]"`, brackets included (RFC 2732 only).
    #[serde(rename = "ipv6reference")]
    Ipv6reference(Text<'a>),
}

impl Host<'_> {
    /// The host as [`Uri::host`](crate::Uri::host) gives it: a `hostname`,
    /// an `IPv4address`, or RFC 2732's `ipv6reference` as the
    /// `IPv6address` inside its brackets.
    ///
    /// ```
    /// use rfc1630::ast::rfc1630::Host as Rfc1630Host;
    /// use rfc1630::{parse_with, Grammar};
    /// let uri = parse_with(Grammar::Rfc2732, "http://[::1]/").unwrap();
    /// let host = uri.host().unwrap();
    /// assert!(matches!(&host, Rfc1630Host::IPv6address(a) if a.as_str() == "::1"));
    /// assert_eq!(host.to_string(), "[::1]");
    /// ```
    pub fn host(&self) -> Rfc1630Host<'_> {
        match self {
            Host::Hostname(t) => Rfc1630Host::Hostname(t.view()),
            Host::IPv4address(t) => Rfc1630Host::IPv4address(t.view()),
            Host::Ipv6reference(t) => {
                let brackets = t.as_str();
                Rfc1630Host::IPv6address(Text::new(&brackets[1..brackets.len() - 1]))
            }
        }
    }

    /// The host as written (an `ipv6reference` with its brackets).
    ///
    /// ```
    /// use rfc1630::ast::rfc2396::Authority;
    /// use rfc1630::{parse_with, ast::Address, Grammar};
    /// let uri = parse_with(Grammar::Rfc2732, "http://[::1]/").unwrap();
    /// let Address::Rfc2396(r) = &uri.address else { panic!() };
    /// let Some(Authority::Server(server)) = &r.authority else { panic!() };
    /// assert_eq!(server.hostport.as_ref().unwrap().host.as_str(), "[::1]");
    /// ```
    pub fn as_str(&self) -> &str {
        match self {
            Host::Hostname(t) | Host::IPv4address(t) | Host::Ipv6reference(t) => t.as_str(),
        }
    }
}

impl fmt::Display for Host<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The path forms of RFC 2396: `abs_path  "/" path_segments`, `rel_path
/// rel_segment [ abs_path ]`, `opaque_part  uric_no_slash *uric`.
///
/// ```
/// use rfc1630::ast::rfc2396::Path;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc2396, "mailto:a@b").unwrap();
/// let Address::Rfc2396(r) = &uri.address else { panic!() };
/// assert!(matches!(&r.path, Some(Path::OpaquePart(p)) if p.as_str() == "a@b"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "kind", content = "value")]
pub enum Path<'a> {
    /// `abs_path`, its `/` included.
    #[serde(rename = "abs_path")]
    AbsPath(Text<'a>),
    /// `rel_path`.
    #[serde(rename = "rel_path")]
    RelPath(Text<'a>),
    /// `opaque_part`.
    #[serde(rename = "opaque_part")]
    OpaquePart(Text<'a>),
}

impl Path<'_> {
    /// The path as written.
    ///
    /// ```
    /// use rfc1630::{parse_with, ast::Address, Grammar};
    /// let uri = parse_with(Grammar::Rfc2396, "../g").unwrap();
    /// let Address::Rfc2396(r) = &uri.address else { panic!() };
    /// assert_eq!(r.path.as_ref().unwrap().as_str(), "../g");
    /// ```
    pub fn as_str(&self) -> &str {
        match self {
            Path::AbsPath(t) | Path::RelPath(t) | Path::OpaquePart(t) => t.as_str(),
        }
    }
}

impl fmt::Display for Path<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
