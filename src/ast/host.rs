//! The host of a URI under every document ([`UriHost`]): what kind of host
//! it is, and its text, a slice of the input.

use std::fmt;

/// The host of a URI, as [`Uri::host`](crate::Uri::host) gives it under
/// every document: the kind of host the document's listing derived, and
/// the host as written (an IP literal without its brackets), a slice of
/// the input.
///
/// The kinds are the documents' own productions, so a kind says which
/// syntax the host was read with: the generic syntax's three (RFC 3986's
/// `host = IP-literal / IPv4address / reg-name`, p.49, l.2719, an
/// `IP-literal` holding an `IPv6address` or an `IPvFuture`; RFC 2396's
/// `IPv4address` and RFC 2732's `ipv6reference`), and the older documents'
/// `host  hostname | hostnumber` (RFC 1630 p.25; RFC 1738 p.17; RFC 1808's
/// `net_loc` read as RFC 1738's `login`; RFC 2396's `hostname`).
///
/// | document | kinds |
/// |---|---|
/// | RFC 1630, url-03, url7, url4, RFC 1738, RFC 1808 | `Hostname`, `Hostnumber` |
/// | RFC 2396 | `Hostname`, `IPv4address` |
/// | RFC 2732 | `Hostname`, `IPv4address`, `IPv6address` |
/// | RFC 3986, RFC 3987 | `RegName`, `IPv4address`, `IPv6address`, `IPvFuture` |
///
/// `Display` writes the host as the URI writes it, an IP literal with its
/// brackets; [`UriHost::as_str`] gives it without them.
///
/// ```
/// use rfc1630::{ast::UriHost, parse, parse_with, Grammar};
/// let uri = parse_with(Grammar::Rfc3986, "http://[::1]:80/").unwrap();
/// assert_eq!(uri.host(), Some(UriHost::IPv6address("::1")));
/// assert_eq!(uri.host().unwrap().to_string(), "[::1]");
/// assert!(matches!(parse_with(Grammar::Rfc3986, "http://[v7.x]/").unwrap().host(), Some(UriHost::IPvFuture("v7.x"))));
/// assert!(matches!(parse_with(Grammar::Rfc3986, "http://1.2.3.4/").unwrap().host(), Some(UriHost::IPv4address(_))));
/// assert!(matches!(parse_with(Grammar::Rfc3986, "http://1.2.3.4.5/").unwrap().host(), Some(UriHost::RegName(_))));
/// assert!(matches!(parse("http://info.cern.ch/").unwrap().host(), Some(UriHost::Hostname("info.cern.ch"))));
/// assert!(matches!(parse("http://128.141.201.74/").unwrap().host(), Some(UriHost::Hostnumber(_))));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum UriHost<'a> {
    /// A registered name: RFC 3986's `reg-name` (p.50, l.2757), RFC 3987's
    /// `ireg-name`; possibly empty.
    RegName(&'a str),
    /// An `IPv4address`: RFC 3986's (p.49, l.2738), RFC 2396's (p.27, l.1498).
    IPv4address(&'a str),
    /// An IPv6 address without its brackets: RFC 3986's `IP-literal = "["
    /// IPv6address "]"` (p.49, l.2722), RFC 2732's `ipv6reference` (p.3, l.122).
    IPv6address(&'a str),
    /// RFC 3986's `IP-literal = "[" IPvFuture "]"` (p.49, l.2722), without its brackets.
    IPvFuture(&'a str),
    /// An older document's `hostname`: RFC 1630's `ialpha [ . hostname ]`
    /// (p.25), the URL drafts', RFC 1738's and RFC 2396's.
    Hostname(&'a str),
    /// An older document's `hostnumber  digits . digits . digits . digits`
    /// (RFC 1630 p.25, RFC 1738 p.17), which bounds no group.
    Hostnumber(&'a str),
}

impl<'a> UriHost<'a> {
    /// The host as written, an IP literal without its brackets.
    ///
    /// ```
    /// use rfc1630::{parse_with, Grammar};
    /// let uri = parse_with(Grammar::Rfc3986, "http://[::1]/").unwrap();
    /// assert_eq!(uri.host().unwrap().as_str(), "::1");
    /// ```
    pub fn as_str(&self) -> &'a str {
        match *self {
            UriHost::RegName(host)
            | UriHost::IPv4address(host)
            | UriHost::IPv6address(host)
            | UriHost::IPvFuture(host)
            | UriHost::Hostname(host)
            | UriHost::Hostnumber(host) => host,
        }
    }
}

impl fmt::Display for UriHost<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UriHost::IPv6address(host) | UriHost::IPvFuture(host) => write!(f, "[{host}]"),
            _ => f.write_str(self.as_str()),
        }
    }
}
