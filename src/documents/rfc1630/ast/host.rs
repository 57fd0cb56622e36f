//! Hosts, ports and logins (RFC 1630 p.25): RFC 1630's, which the URL
//! drafts and RFC 1738 use too.

use crate::ast::owned::{owned_enum, owned_struct, owned_text};
use crate::ast::{Text, UriHost};
#[cfg(feature = "serde")]
use serde::Serialize;
use std::fmt;

/// `host  hostname | hostnumber` (RFC 1630 p.25). [`Uri::host`](crate::Uri::host)
/// gives it as a [`UriHost`], the host of every document.
///
/// ```
/// use rfc1630::documents::rfc1630::Url;
/// use rfc1630::{parse, ast::Address, documents::rfc1630::Host};
/// let Address::Rfc1630(Url::Http(h)) = parse("http://info.cern.ch/").unwrap().address else { panic!() };
/// assert!(matches!(h.hostport.host, Host::Hostname(name) if name.as_str() == "info.cern.ch"));
/// let Address::Rfc1630(Url::Http(h)) = parse("http://128.141.201.74/").unwrap().address else { panic!() };
/// assert!(matches!(h.hostport.host, Host::Hostnumber(_)));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Host<'a> {
    /// `hostname  ialpha [ . hostname ]`: any `alpha` followed by `xalpha`s
    /// (finding F7); RFC 1738's `hostname`.
    Hostname(Text<'a>),
    /// `hostnumber  digits . digits . digits . digits` (RFC 1630, RFC 1738).
    Hostnumber(Text<'a>),
}

impl<'a> Host<'a> {
    /// The host as written.
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
            Host::Hostname(t) | Host::Hostnumber(t) => t.as_str(),
        }
    }
}

impl Host<'_> {
    /// The host as every document's URI gives it, kind for kind.
    pub(crate) fn uri_host(&self) -> UriHost<'_> {
        match self {
            Host::Hostname(t) => UriHost::Hostname(t.as_str()),
            Host::Hostnumber(t) => UriHost::Hostnumber(t.as_str()),
        }
    }
}

impl fmt::Display for Host<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
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
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct HostPort<'a> {
    /// The host.
    pub host: Host<'a>,
    /// `port  digits`, when given.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
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

#[cfg(feature = "serde")]
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
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Login<'a> {
    /// `user  alphanum2 [ user ]`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub user: Option<Text<'a>>,
    /// `password  alphanum2 [ password ]`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub password: Option<Text<'a>>,
    /// The host and port.
    pub hostport: HostPort<'a>,
    /// `user [ : password ]` as written, which [`Uri::userinfo`](crate::Uri::userinfo) gives.
    #[cfg_attr(feature = "serde", serde(skip))]
    pub(crate) userinfo: Option<Text<'a>>,
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

owned_enum!(Host { Hostname, Hostnumber });
owned_struct!(HostPort { host, port });
owned_text!(Port);
owned_struct!(Login { user, password, hostport, userinfo });
