//! RFC 2396's AST: its `URI-reference` (Appendix A, p.27-28, rfc2396.txt
//! l.1465-1510), and RFC 2732's IPv6 reference host (§3, rfc2732.txt
//! l.122-123), which RFC 2732's listing adds and RFC 2732 shares this AST
//! for: the components its listing names; the fragment is the
//! [`crate::Uri`]'s. And its builder.

use crate::ast::build::pairs::{text, unexpected, Built, Children, Pair};
use crate::ast::owned::{owned_enum, owned_struct};
use crate::ast::parts::{ComponentSink, Fields, Parts, ProtocolTexts, Segments};
use crate::ast::{Text, UriHost};
use crate::grammar::listings::GrammarRule;
use crate::grammar::rule_name::RuleName;
#[cfg(feature = "serde")]
use serde::ser::{SerializeStruct, Serializer};
#[cfg(feature = "serde")]
use serde::Serialize;

use std::fmt;

/// The document's AST, as [`crate::ast::Address`] holds it (RFC 2732's too).
pub(crate) type Address<'a> = Reference<'a>;

/// An RFC 2396 `absoluteURI`, `relativeURI`, or neither (a
/// `same_document_reference`, P8), the fragment set aside.
///
/// ```
/// use rfc1630::documents::rfc2396::{Authority, Host, Path};
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc2732, "http://u@[::1]:80/a;p?q#f").unwrap();
/// let Address::Rfc2732(r) = &uri.address else { panic!() };
/// let Some(Authority::Server(server)) = &r.authority else { panic!() };
/// assert_eq!(server.userinfo.as_ref().unwrap().as_str(), "u");
/// let hostport = server.hostport.as_ref().unwrap();
/// assert!(matches!(&hostport.host, Host::Ipv6reference(h) if h.as_str() == "[::1]"));
/// assert_eq!(hostport.port.as_ref().unwrap().as_str(), "80");
/// assert!(matches!(&r.path, Some(Path::AbsPath(p)) if p.as_str() == "/a;p"));
/// assert_eq!(r.query.as_ref().unwrap().as_str(), "q");
/// assert_eq!(uri.to_string(), "http://u@[::1]:80/a;p?q#f");
/// ```
///
/// Serialized as `parse --json` shows it: the production under
/// `production` (`absoluteURI`, `relativeURI`, or for a reference with
/// neither, `URI-reference` itself), then the components it has.
///
/// ```
/// let uri = rfc1630::parse_with(rfc1630::Grammar::Rfc2396, "#s").unwrap();
/// assert_eq!(serde_json::to_value(&uri.address).unwrap(), serde_json::json!({"production": "URI-reference"}));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Reference<'a> {
    /// `scheme  alpha *( alpha | digit | "+" | "-" | "." )`, before `:` (an `absoluteURI`).
    pub scheme: Option<Text<'a>>,
    /// `authority  server | reg_name`, after `//` (a `net_path`).
    pub authority: Option<Authority<'a>>,
    /// The `abs_path`, `rel_path` or `opaque_part`.
    pub path: Option<Path<'a>>,
    /// `query  *uric`, after `?`.
    pub query: Option<Text<'a>>,
}

#[cfg(feature = "serde")]
impl Serialize for Reference<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let production = match self.production() {
            // Neither alternative of `URI-reference = [ absoluteURI |
            // relativeURI ] [ "#" fragment ]` (rfc2396.txt l.1465): the
            // reference itself (a same-document reference, §4.2).
            "same_document_reference" => "URI-reference",
            production => production,
        };
        let mut reference = serializer.serialize_struct("Reference", 5)?;
        reference.serialize_field("production", production)?;
        match &self.scheme {
            Some(scheme) => reference.serialize_field("scheme", scheme)?,
            None => reference.skip_field("scheme")?,
        }
        match &self.authority {
            Some(authority) => reference.serialize_field("authority", authority)?,
            None => reference.skip_field("authority")?,
        }
        match &self.path {
            Some(path) => reference.serialize_field("path", path)?,
            None => reference.skip_field("path")?,
        }
        match &self.query {
            Some(query) => reference.serialize_field("query", query)?,
            None => reference.skip_field("query")?,
        }
        reference.end()
    }
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
/// use rfc1630::documents::rfc2396::Authority;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc2396, "http://a;b/").unwrap();
/// let Address::Rfc2396(r) = &uri.address else { panic!() };
/// assert!(matches!(&r.authority, Some(Authority::RegName(n)) if n.as_str() == "a;b"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "kind", content = "value"))]
pub enum Authority<'a> {
    /// `server  [ [ userinfo "@" ] hostport ]`.
    #[cfg_attr(feature = "serde", serde(rename = "server"))]
    Server(Server<'a>),
    /// `reg_name  1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )`.
    #[cfg_attr(feature = "serde", serde(rename = "reg_name"))]
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
/// use rfc1630::documents::rfc2396::Authority;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc2396, "file:///etc").unwrap();
/// let Address::Rfc2396(r) = &uri.address else { panic!() };
/// let Some(Authority::Server(server)) = &r.authority else { panic!() };
/// assert!(server.userinfo.is_none() && server.hostport.is_none());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Server<'a> {
    /// `userinfo`, before `@`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub userinfo: Option<Text<'a>>,
    /// `hostport  host [ ":" port ]`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
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
/// use rfc1630::documents::rfc2396::Authority;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc2396, "http://h:/").unwrap();
/// let Address::Rfc2396(r) = &uri.address else { panic!() };
/// let Some(Authority::Server(server)) = &r.authority else { panic!() };
/// assert_eq!(server.hostport.as_ref().unwrap().port.as_ref().unwrap().as_str(), "");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct HostPort<'a> {
    /// `host`.
    pub host: Host<'a>,
    /// `port`, after `:`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
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
/// use rfc1630::documents::rfc2396::{Authority, Host};
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc2396, "http://1.2.3.4/").unwrap();
/// let Address::Rfc2396(r) = &uri.address else { panic!() };
/// let Some(Authority::Server(server)) = &r.authority else { panic!() };
/// assert!(matches!(server.hostport.as_ref().unwrap().host, Host::IPv4address(_)));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "kind", content = "value"))]
pub enum Host<'a> {
    /// `hostname  *( domainlabel "." ) toplabel [ "." ]`.
    #[cfg_attr(feature = "serde", serde(rename = "hostname"))]
    Hostname(Text<'a>),
    /// `IPv4address` (RFC 2396's, or under RFC 2732 RFC 2373's).
    #[cfg_attr(feature = "serde", serde(rename = "IPv4address"))]
    IPv4address(Text<'a>),
    /// `ipv6reference  "[" IPv6address "]"`, brackets included (RFC 2732 only).
    #[cfg_attr(feature = "serde", serde(rename = "ipv6reference"))]
    Ipv6reference(Text<'a>),
}

impl Host<'_> {
    /// The host as [`Uri::host`](crate::Uri::host) gives it: a `hostname`,
    /// an `IPv4address`, or RFC 2732's `ipv6reference` as the
    /// `IPv6address` inside its brackets.
    ///
    /// ```
    /// use rfc1630::{ast::{Address, UriHost}, documents::rfc2396::Authority, parse_with, Grammar};
    /// let uri = parse_with(Grammar::Rfc2732, "http://[::1]/").unwrap();
    /// let Address::Rfc2732(r) = &uri.address else { panic!() };
    /// let Some(Authority::Server(server)) = &r.authority else { panic!() };
    /// let host = server.hostport.as_ref().unwrap().host.host();
    /// assert_eq!(host, UriHost::IPv6address("::1"));
    /// assert_eq!(host.to_string(), "[::1]");
    /// ```
    pub fn host(&self) -> UriHost<'_> {
        match self {
            Host::Hostname(t) => UriHost::Hostname(t.as_str()),
            Host::IPv4address(t) => UriHost::IPv4address(t.as_str()),
            Host::Ipv6reference(t) => {
                let brackets = t.as_str();
                UriHost::IPv6address(&brackets[1..brackets.len() - 1])
            }
        }
    }

    /// The host as written (an `ipv6reference` with its brackets).
    ///
    /// ```
    /// use rfc1630::documents::rfc2396::Authority;
    /// use rfc1630::{parse_with, ast::Address, Grammar};
    /// let uri = parse_with(Grammar::Rfc2732, "http://[::1]/").unwrap();
    /// let Address::Rfc2732(r) = &uri.address else { panic!() };
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
/// use rfc1630::documents::rfc2396::Path;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc2396, "mailto:a@b").unwrap();
/// let Address::Rfc2396(r) = &uri.address else { panic!() };
/// assert!(matches!(&r.path, Some(Path::OpaquePart(p)) if p.as_str() == "a@b"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "kind", content = "value"))]
pub enum Path<'a> {
    /// `abs_path`, its `/` included.
    #[cfg_attr(feature = "serde", serde(rename = "abs_path"))]
    AbsPath(Text<'a>),
    /// `rel_path`.
    #[cfg_attr(feature = "serde", serde(rename = "rel_path"))]
    RelPath(Text<'a>),
    /// `opaque_part`.
    #[cfg_attr(feature = "serde", serde(rename = "opaque_part"))]
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

impl<'a> Parts<'a> for Reference<'a> {
    fn production(&self) -> &'static str {
        Reference::production(self)
    }

    fn scheme(&self) -> &str {
        // A relative reference has none.
        self.scheme.as_ref().map_or("", Text::as_str)
    }

    fn fields(&self) -> &dyn Fields<'a> {
        self
    }
}

impl<'a> Fields<'a> for Reference<'a> {
    fn host(&self) -> Option<UriHost<'_>> {
        Some(self.server()?.host.host())
    }
    fn port(&self) -> Option<u16> {
        self.server()?.port.as_ref()?.as_str().parse().ok()
    }
    fn userinfo(&self) -> Option<&str> {
        match self.authority.as_ref()? {
            Authority::Server(server) => server.userinfo.as_ref().map(Text::as_str),
            Authority::RegName(_) => None,
        }
    }
    /// None for an `opaque_part`, which is no path; the empty path where the reference writes none.
    fn path(&self) -> Option<&str> {
        match &self.path {
            Some(Path::AbsPath(path) | Path::RelPath(path)) => Some(path.as_str()),
            Some(Path::OpaquePart(_)) => None,
            None => Some(""),
        }
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        match &self.path {
            Some(Path::AbsPath(path)) => Some(Segments::path(&path.as_str()[1..])),
            Some(Path::RelPath(path)) => Some(Segments::path(path.as_str())),
            Some(Path::OpaquePart(_)) | None => None,
        }
    }
    fn query(&self) -> Option<&str> {
        self.query.as_ref().map(Text::as_str)
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        match &self.authority {
            Some(Authority::RegName(name)) => sink.literal("reg_name", name.as_str()),
            Some(Authority::Server(server)) => {
                sink.opt_literal("userinfo", server.userinfo.as_ref());
                if let Some(hostport) = &server.hostport {
                    sink.literal("host", hostport.host.as_str());
                    sink.opt_literal("port", hostport.port.as_ref());
                }
            }
            None => {}
        }
        sink.literal("path", self.path.as_ref().map_or("", Path::as_str));
        sink.opt_literal("query", self.query.as_ref());
    }
    fn protocol_texts(&self) -> Option<ProtocolTexts<'_>> {
        None
    }
}

owned_struct!(Reference { scheme, authority, path, query });
owned_enum!(Authority { Server, RegName });
owned_struct!(Server { userinfo, hostport });
owned_struct!(HostPort { host, port });
owned_enum!(Host { Hostname, IPv4address, Ipv6reference });
owned_enum!(Path { AbsPath, RelPath, OpaquePart });

/// `URI-reference  [ absoluteURI | relativeURI ] [ "#" fragment ]` (RFC 2396,
/// written as three alternatives, P8), the production the entry of RFC
/// 2396's listing (and RFC 2732's) derives: the address and the fragment.
pub(crate) fn parse_production<'i, R: GrammarRule>(reference: Pair<'i, R>) -> Built<(Reference<'i>, Option<Text<'i>>)> {
    let mut address = Reference { scheme: None, authority: None, path: None, query: None };
    let mut fragment = None;
    parse_reference_parts(reference, &mut address, &mut fragment)?;
    Ok((address, fragment))
}

/// The components under `URI-reference`, in the order the listing derives them.
fn parse_reference_parts<'i, R: GrammarRule>(
    pair: Pair<'i, R>,
    reference: &mut Reference<'i>,
    fragment: &mut Option<Text<'i>>,
) -> Built<()> {
    let parent = pair.as_rule().name();
    for child in pair.into_inner() {
        match child.as_rule().named() {
            RuleName::absoluteURI
            | RuleName::relativeURI
            | RuleName::same_document_reference
            | RuleName::hier_part
            | RuleName::net_path => parse_reference_parts(child, reference, fragment)?,
            RuleName::scheme => reference.scheme = Some(text(child)),
            RuleName::authority => reference.authority = Some(parse_authority(child)?),
            RuleName::abs_path => reference.path = Some(Path::AbsPath(text(child))),
            RuleName::rel_path => reference.path = Some(Path::RelPath(text(child))),
            RuleName::opaque_part => reference.path = Some(Path::OpaquePart(text(child))),
            RuleName::query => reference.query = Some(text(child)),
            RuleName::fragment => *fragment = Some(text(child)),
            _ => return unexpected(&child, parent),
        }
    }
    Ok(())
}

/// `authority  server | reg_name`.
fn parse_authority<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<Authority<'i>> {
    let mut children = Children::of(pair);
    let child = children.any()?;
    match child.as_rule().named() {
        RuleName::server => Ok(Authority::Server(parse_server(child)?)),
        RuleName::reg_name => Ok(Authority::RegName(text(child))),
        _ => unexpected(&child, children.parent()),
    }
}

/// `server  [ [ userinfo "@" ] hostport ]`.
fn parse_server<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<Server<'i>> {
    let mut children = Children::of(pair);
    Ok(Server {
        userinfo: children.optional(RuleName::userinfo).map(text),
        hostport: children.optional(RuleName::hostport).map(parse_hostport).transpose()?,
    })
}

/// `hostport  host [ ":" port ]`.
fn parse_hostport<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<HostPort<'i>> {
    let mut children = Children::of(pair);
    Ok(HostPort {
        host: parse_host(children.required(RuleName::host)?)?,
        port: children.optional(RuleName::port).map(text),
    })
}

/// `host  hostname | IPv4address` (RFC 2732: `| ipv6reference`).
fn parse_host<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<Host<'i>> {
    let mut children = Children::of(pair);
    let host = children.any()?;
    match host.as_rule().named() {
        RuleName::hostname => Ok(Host::Hostname(text(host))),
        RuleName::IPv4address => Ok(Host::IPv4address(text(host))),
        RuleName::ipv6reference => Ok(Host::Ipv6reference(text(host))),
        _ => unexpected(&host, children.parent()),
    }
}
