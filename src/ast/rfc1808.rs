//! RFC 1808's `URL` (§2.2, p.4, rfc1808.txt l.175-197): the components its
//! listing names, `scheme`, `net_loc`, `path`, `params`, `query`; the
//! fragment is the [`crate::Uri`]'s.

use super::{Host, HostPort, Port, Text};
use serde::Serialize;
use std::fmt;

/// An RFC 1808 `absoluteURL` or `relativeURL`, the fragment set aside.
///
/// `absoluteURL  generic-RL | ( scheme ":" *( uchar | reserved ) )`: a
/// `generic-RL` fills the components of its `relativeURL`; the second
/// alternative, taken where no `generic-RL` derives the string (P19), keeps
/// what follows the colon whole in [`Url::opaque`].
///
/// ```
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc1808, "http://a/b/c/d;p?q#f").unwrap();
/// let Address::Rfc1808(url) = &uri.address else { panic!() };
/// assert_eq!(url.scheme.as_ref().unwrap().as_str(), "http");
/// assert_eq!(url.net_loc.as_ref().unwrap().as_str(), "a");
/// assert_eq!(url.path.as_ref().unwrap().as_str(), "b/c/d");
/// assert_eq!(url.params.as_ref().unwrap().as_str(), "p");
/// assert_eq!(url.query.as_ref().unwrap().as_str(), "q");
/// assert_eq!(uri.fragmentid.as_ref().unwrap().as_str(), "f");
/// assert_eq!(uri.to_string(), "http://a/b/c/d;p?q#f");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Url<'a> {
    /// `scheme  1*( alpha | digit | "+" | "-" | "." )`, before `:` (an `absoluteURL`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scheme: Option<Text<'a>>,
    /// `net_loc  *( pchar | ";" | "?" )`, after `//` (a `net_path`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub net_loc: Option<Text<'a>>,
    /// Whether the path starts with `/` (`abs_path  "/" rel_path`).
    pub abs_path: bool,
    /// `path  fsegment *( "/" segment )`, after the `/` of an `abs_path`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub path: Option<Text<'a>>,
    /// `params  param *( ";" param )`, after `;`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub params: Option<Text<'a>>,
    /// `query  *( uchar | reserved )`, after `?`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub query: Option<Text<'a>>,
    /// The `*( uchar | reserved )` after `scheme ":"` of an `absoluteURL` that is no `generic-RL`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opaque: Option<Text<'a>>,
}

impl Url<'_> {
    /// The `host` and `port` of the `net_loc`.
    ///
    /// RFC 1808's listing does not split `net_loc  *( pchar | ";" | "?" )`;
    /// its §2.1 defines it as "network location and login information, as
    /// per Section 3.1 of RFC 1738" (rfc1808.txt l.127-128). So it is read
    /// with RFC 1738's `login  [ user [ ":" password ] "@" ] hostport` (p.17,
    /// rfc1738.txt l.966-974): the `hostport` after the one `@`, a `host`
    /// that is a `hostname` or a `hostnumber`, and a `port` of `digits`.
    /// A `net_loc` that is no such `login` (two `@`, a host RFC 1738 does not
    /// derive, a port that is not digits) has no host: `None`, as an empty one.
    ///
    /// ```
    /// use rfc1630::{parse_with, ast::Address, Grammar, ast::rfc1630::Host};
    /// let uri = parse_with(Grammar::Rfc1808, "http://joe:pw@h.org:8080/p").unwrap();
    /// let Address::Rfc1808(url) = &uri.address else { panic!() };
    /// let hostport = url.hostport().unwrap();
    /// assert!(matches!(&hostport.host, Host::Hostname(h) if h.as_str() == "h.org"));
    /// assert_eq!(hostport.port.unwrap().number(), Some(8080));
    /// let Address::Rfc1808(url) = parse_with(Grammar::Rfc1808, "//a;b/").unwrap().address else { panic!() };
    /// assert!(url.hostport().is_none());
    /// ```
    pub fn hostport(&self) -> Option<HostPort<'_>> {
        let net_loc = self.net_loc.as_ref()?.as_str();
        let hostport = match net_loc.split_once('@') {
            Some((_, hostport)) if !hostport.contains('@') => hostport,
            Some(_) => return None,
            None => net_loc,
        };
        let (host, port) = match hostport.split_once(':') {
            Some((host, port)) if !port.is_empty() && port.bytes().all(|b| b.is_ascii_digit()) => (host, Some(port)),
            Some(_) => return None,
            None => (hostport, None),
        };
        Some(HostPort { host: rfc1738_host(host)?, port: port.map(|p| Port(p.into())) })
    }

    /// `absoluteURL` when there is a scheme, else `relativeURL`.
    ///
    /// ```
    /// use rfc1630::{parse_with, Grammar};
    /// assert_eq!(parse_with(Grammar::Rfc1808, "g:h").unwrap().production(), "absoluteURL");
    /// assert_eq!(parse_with(Grammar::Rfc1808, "../g").unwrap().production(), "relativeURL");
    /// ```
    pub fn production(&self) -> &'static str {
        if self.scheme.is_some() {
            "absoluteURL"
        } else {
            "relativeURL"
        }
    }
}

impl fmt::Display for Url<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(scheme) = &self.scheme {
            write!(f, "{scheme}:")?;
        }
        if let Some(opaque) = &self.opaque {
            return write!(f, "{opaque}");
        }
        if let Some(net_loc) = &self.net_loc {
            write!(f, "//{net_loc}")?;
        }
        if self.abs_path {
            f.write_str("/")?;
        }
        if let Some(path) = &self.path {
            write!(f, "{path}")?;
        }
        if let Some(params) = &self.params {
            write!(f, ";{params}")?;
        }
        if let Some(query) = &self.query {
            write!(f, "?{query}")?;
        }
        Ok(())
    }
}

/// RFC 1738's `host  hostname | hostnumber` (p.17, rfc1738.txt l.968-973):
///
/// ```text
/// hostname    = *[ domainlabel "." ] toplabel
/// domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
/// toplabel    = alpha | alpha *[ alphadigit | "-" ] alphadigit
/// hostnumber  = digits "." digits "." digits "." digits
/// ```
fn rfc1738_host(host: &str) -> Option<Host<'_>> {
    let labels: Vec<&str> = host.split('.').collect();
    let digits = |label: &&str| !label.is_empty() && label.bytes().all(|b| b.is_ascii_digit());
    if labels.len() == 4 && labels.iter().all(digits) {
        return Some(Host::Hostnumber(Text::new(host)));
    }
    let domainlabel = |label: &&str| {
        !label.is_empty()
            && label.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
            && !label.starts_with('-')
            && !label.ends_with('-')
    };
    let toplabel = labels.last()?;
    (labels.iter().all(domainlabel) && toplabel.starts_with(|c: char| c.is_ascii_alphabetic()))
        .then(|| Host::Hostname(Text::new(host)))
}
