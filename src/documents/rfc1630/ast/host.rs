//! Hosts, ports and logins (RFC 1630 p.25): RFC 1630's, which the URL
//! drafts and RFC 1738 use too, and the host kinds of the generic syntax
//! that [`Uri::host`](crate::Uri::host) gives for every document.

use crate::ast::owned::{owned_enum, owned_struct, owned_text};
use crate::ast::Text;
use serde::Serialize;
use std::fmt;

/// `host  hostname | hostnumber` (RFC 1630 p.25), and the host kinds of
/// the generic syntax that [`Uri::host`](crate::Uri::host) reads from RFC
/// 2396, 2732 and 3986.
///
/// ```
/// use rfc1630::documents::rfc1630::Url;
/// use rfc1630::{parse, ast::Address, documents::rfc1630::Host};
/// let Address::Rfc1630(Url::Http(h)) = parse("http://info.cern.ch/").unwrap().address else { panic!() };
/// assert!(matches!(h.hostport.host, Host::Hostname(name) if name.as_str() == "info.cern.ch"));
/// let Address::Rfc1630(Url::Http(h)) = parse("http://128.141.201.74/").unwrap().address else { panic!() };
/// assert!(matches!(h.hostport.host, Host::Hostnumber(_)));
/// ```
///
/// RFC 3986's `host = IP-literal / IPv4address / reg-name` (p.49, l.2719) in its three kinds,
/// an `IP-literal` holding an `IPv6address` or an `IPvFuture`:
///
/// ```
/// use rfc1630::{parse_with, Grammar, documents::rfc1630::Host};
/// let host = |s: &str| parse_with(Grammar::Rfc3986, s).unwrap().host().map(|h| h.to_string());
/// assert!(matches!(parse_with(Grammar::Rfc3986, "http://[::1]/").unwrap().host(), Some(Host::IPv6address(a)) if a.as_str() == "::1"));
/// assert!(matches!(parse_with(Grammar::Rfc3986, "http://[v7.x]/").unwrap().host(), Some(Host::IPvFuture(_))));
/// assert!(matches!(parse_with(Grammar::Rfc3986, "http://1.2.3.4/").unwrap().host(), Some(Host::IPv4address(_))));
/// assert!(matches!(parse_with(Grammar::Rfc3986, "http://1.2.3.4.5/").unwrap().host(), Some(Host::RegName(_))));
/// // Displayed as written: an IP literal with its brackets.
/// assert_eq!(host("http://[::1]:80/").as_deref(), Some("[::1]"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Host<'a> {
    /// `hostname  ialpha [ . hostname ]`: any `alpha` followed by `xalpha`s
    /// (finding F7); RFC 1738's and RFC 2396's `hostname`.
    Hostname(Text<'a>),
    /// `hostnumber  digits . digits . digits . digits` (RFC 1630, RFC 1738).
    Hostnumber(Text<'a>),
    /// RFC 3986's `IP-literal = "[" IPv6address "]"` (p.49, l.2722) and RFC
    /// 2732's `ipv6reference` (p.3, l.122): the address without its brackets.
    #[serde(rename = "IPv6address")]
    IPv6address(Text<'a>),
    /// RFC 3986's `IP-literal = "[" IPvFuture "]"` (p.49, l.2722): without its brackets.
    #[serde(rename = "IPvFuture")]
    IPvFuture(Text<'a>),
    /// `IPv4address`: RFC 3986's (p.49, l.2738), RFC 2396's (p.27, l.1498), RFC 2373's under RFC 2732.
    #[serde(rename = "IPv4address")]
    IPv4address(Text<'a>),
    /// RFC 3986's `reg-name` (p.50, l.2757), possibly empty.
    #[serde(rename = "reg_name")]
    RegName(Text<'a>),
}

impl<'a> Host<'a> {
    /// The host as written (an IP literal without its brackets).
    ///
    /// ```
    /// use rfc1630::documents::rfc1630::Url;
    /// let uri = rfc1630::parse("telnet://130.132.1.10").unwrap();
    /// let rfc1630::ast::Address::Rfc1630(Url::Telnet(t)) = uri.address else { panic!() };
    /// assert_eq!(t.login.hostport.host.as_str(), "130.132.1.10");
    /// assert!(matches!(t.login.hostport.host, rfc1630::documents::rfc1630::Host::Hostnumber(_)));
    /// ```
    pub fn as_str(&self) -> &str {
        match self {
            Host::Hostname(t)
            | Host::Hostnumber(t)
            | Host::IPv6address(t)
            | Host::IPvFuture(t)
            | Host::IPv4address(t)
            | Host::RegName(t) => t.as_str(),
        }
    }
}

impl Host<'_> {
    /// The same host, borrowed from this one.
    pub(crate) fn view(&self) -> Host<'_> {
        match self {
            Host::Hostname(t) => Host::Hostname(t.view()),
            Host::Hostnumber(t) => Host::Hostnumber(t.view()),
            Host::IPv6address(t) => Host::IPv6address(t.view()),
            Host::IPvFuture(t) => Host::IPvFuture(t.view()),
            Host::IPv4address(t) => Host::IPv4address(t.view()),
            Host::RegName(t) => Host::RegName(t.view()),
        }
    }
}

impl fmt::Display for Host<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Host::IPv6address(t) | Host::IPvFuture(t) => write!(f, "[{}]", t.as_str()),
            _ => f.write_str(self.as_str()),
        }
    }
}

/// `hostport  host [ : port ]` (RFC 1630 p.25).
///
/// ```
/// use rfc1630::documents::rfc1630::Url;
/// let uri = rfc1630::parse("http://info.cern.ch:8000/imaginary/test").unwrap();
/// let rfc1630::ast::Address::Rfc1630(Url::Http(http)) = uri.address else { panic!() };
/// assert_eq!(http.hostport.host.as_str(), "info.cern.ch");
/// assert_eq!(http.hostport.port.unwrap().number(), Some(8000));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct HostPort<'a> {
    /// The host.
    pub host: Host<'a>,
    /// `port  digits`, when given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub port: Option<Port<'a>>,
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

/// `port  digits` (RFC 1630 p.25), as written: the listing bounds neither
/// its length nor its value.
///
/// ```
/// use rfc1630::documents::rfc1630::Url;
/// let uri = rfc1630::parse("http://h:0080/").unwrap();
/// let rfc1630::ast::Address::Rfc1630(Url::Http(http)) = uri.address else { panic!() };
/// let port = http.hostport.port.unwrap();
/// assert_eq!((port.as_str(), port.number()), ("0080", Some(80)));
/// ```
///
/// In JSON a port is a number (`"port": 8000`), as `port  digits` is
/// numeric: the value of the digits, leading zeros dropped (the
/// text as written is the URI's own, `Display` and [`Port::as_str`]). Digits
/// too many for a `u64` (the listing sets no bound) stay a string rather
/// than be rounded.
///
/// ```
/// let uri = rfc1630::parse("http://h:0080/").unwrap();
/// let json = serde_json::to_value(uri.ast()).unwrap();
/// assert_eq!(json["hostport"]["port"], 80);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Port<'a>(pub(crate) std::borrow::Cow<'a, str>);

impl Serialize for Port<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.0.parse::<u64>() {
            Ok(number) => serializer.serialize_u64(number),
            Err(_) => serializer.serialize_str(&self.0),
        }
    }
}

impl<'a> Port<'a> {
    /// The digits as written, leading zeros and all.
    ///
    /// ```
    /// use rfc1630::documents::rfc1630::Url;
    /// let uri = rfc1630::parse("telnet://h:023").unwrap();
    /// let rfc1630::ast::Address::Rfc1630(Url::Telnet(t)) = uri.address else { panic!() };
    /// assert_eq!(t.login.hostport.port.unwrap().as_str(), "023");
    /// ```
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The port number, or `None` when the digits exceed 65535.
    ///
    /// ```
    /// use rfc1630::documents::rfc1630::Url;
    /// let uri = rfc1630::parse("http://h:099999/").unwrap();
    /// let rfc1630::ast::Address::Rfc1630(Url::Http(http)) = uri.address else { panic!() };
    /// assert_eq!(http.hostport.port.unwrap().number(), None);
    /// ```
    pub fn number(&self) -> Option<u16> {
        self.0.parse().ok()
    }
}

impl fmt::Display for Port<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// `login  [ user [ : password ] @ ] hostport` (RFC 1630 p.25).
///
/// ```
/// use rfc1630::documents::rfc1630::Url;
/// let uri = rfc1630::parse("ftp://anonymous:guest@ftp.host/pub/").unwrap();
/// let rfc1630::ast::Address::Rfc1630(Url::Ftp(ftp)) = uri.address else { panic!() };
/// assert_eq!(ftp.login.user.unwrap().as_str(), "anonymous");
/// assert_eq!(ftp.login.password.unwrap().as_str(), "guest");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Login<'a> {
    /// `user  alphanum2 [ user ]`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub user: Option<Text<'a>>,
    /// `password  alphanum2 [ password ]`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub password: Option<Text<'a>>,
    /// The host and port.
    pub hostport: HostPort<'a>,
}

impl fmt::Display for Login<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(user) = &self.user {
            write!(f, "{user}")?;
            if let Some(password) = &self.password {
                write!(f, ":{password}")?;
            }
            write!(f, "@")?;
        }
        write!(f, "{}", self.hostport)
    }
}

owned_enum!(Host { Hostname, Hostnumber, IPv6address, IPvFuture, IPv4address, RegName });
owned_struct!(HostPort { host, port });
owned_text!(Port);
owned_struct!(Login { user, password, hostport });
