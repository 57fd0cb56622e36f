//! The addresses of the opt-in prose layers: productions that
//! a document's prose defines and its listing lacks (`grammar/*+prose.pest`).

use super::{Host, Login, Path};
use std::fmt;

/// `fileaddress  f i l e : / / [ host ] / path` (RFC 1630 p.19, 003 l.927,
/// 936-940, 949): "similar to the ftp syntax", with a host part, where "a void
/// host field is equivalent to "localhost"".
///
/// The prose is vague, so this is a choice: ftp's `/ path` after a host without
/// user, password or port, and no `ftptype`. A void host stays `None` (it is not
/// rewritten to `localhost`) so that the URI writes back as read.
///
/// ```
/// use rfc1630::{parse_with, Address, Grammar};
/// let uri = parse_with(Grammar::Rfc1630Prose, "file://info.cern.ch/pub/www").unwrap();
/// let Address::ProseFile(f) = &uri.address else { panic!() };
/// assert_eq!(f.host.as_ref().unwrap().as_str(), "info.cern.ch");
/// assert_eq!(f.path.as_str(), "pub/www");
/// assert_eq!(uri.verdict().to_string(), "rfc1630+prose:fileaddress");
/// let void = parse_with(Grammar::Rfc1630Prose, "file:///etc/passwd").unwrap();
/// let Address::ProseFile(f) = &void.address else { panic!() };
/// assert!(f.host.is_none());
/// assert_eq!(void.to_string(), "file:///etc/passwd");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize)]
pub struct ProseFileAddress<'a> {
    /// The host, `None` for a void host field ("equivalent to "localhost"").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub host: Option<Host<'a>>,
    /// The path on the host, after its `/`.
    pub path: Path<'a>,
}

impl fmt::Display for ProseFileAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("file://")?;
        if let Some(host) = &self.host {
            write!(f, "{host}")?;
        }
        write!(f, "/{}", self.path)
    }
}

/// `rloginaddress  r l o g i n : / / login` (RFC 1630 p.12, 003 l.600, 853;
/// url-03 p.4, 002 c.6877; url7 p.14, 004 l.774): the prose names rlogin with
/// telnet, so this takes telnet's `login`.
///
/// ```
/// use rfc1630::{parse_with, Address, Grammar};
/// let uri = parse_with(Grammar::Rfc1630Prose, "rlogin://guest@info.cern.ch").unwrap();
/// let Address::Rlogin(r) = &uri.address else { panic!() };
/// assert_eq!(r.login.user.as_ref().unwrap().as_str(), "guest");
/// assert_eq!(uri.to_string(), "rlogin://guest@info.cern.ch");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize)]
pub struct RloginAddress<'a> {
    /// User, password and server, as telnet's.
    pub login: Login<'a>,
}

impl fmt::Display for RloginAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "rlogin://{}", self.login)
    }
}

/// `tn3270address  t n 3 2 7 0 : / / login` (RFC 1630 p.12, 003 l.600, 853;
/// url-03 p.4, 002 c.6877; url7 p.14, 004 l.774): as [`RloginAddress`].
///
/// ```
/// use rfc1630::{parse_with, Address, Grammar};
/// let uri = parse_with(Grammar::Url03Prose, "tn3270://ibm.example:23").unwrap();
/// let Address::Tn3270(t) = &uri.address else { panic!() };
/// assert_eq!(t.login.hostport.port.as_ref().unwrap().as_str(), "23");
/// assert_eq!(uri.verdict().to_string(), "url-03+prose:tn3270address");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize)]
pub struct Tn3270Address<'a> {
    /// User, password and server, as telnet's.
    pub login: Login<'a>,
}

impl fmt::Display for Tn3270Address<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "tn3270://{}", self.login)
    }
}
