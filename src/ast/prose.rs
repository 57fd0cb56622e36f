//! The addresses of the opt-in prose layers: productions that
//! a document's prose defines and its listing lacks (`grammar/*+prose.pest`).

use super::{AddrSpec, Host, HostPort, Login, Path, Text};
use std::fmt;

/// `fileaddress  f i l e : / / [ host ] / path` (RFC 1630 p.19, 003 l.927,
/// 936-940, 949): "similar to the ftp syntax", with a host part, where "a void
/// host field is equivalent to "localhost"".
///
/// The prose is vague, so this is a choice: ftp's `/ path` after the listing's
/// `host`, with no port and no `ftptype`. That `host` takes `@` as any
/// `xalpha` (finding F7), so `file://user@h/x` has the host `user@h`: the
/// prose names no user, and the layer reuses the listing's `host` rather than
/// inventing one without `@`. A void host stays `None` (it is not rewritten to
/// `localhost`) so that the URI writes back as read.
///
/// ```
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc1630Prose, "file://info.cern.ch/pub/www").unwrap();
/// let Address::ProseFile(f) = &uri.address else { panic!() };
/// assert_eq!(f.host.as_ref().unwrap().as_str(), "info.cern.ch");
/// assert_eq!(f.path.as_str(), "pub/www");
/// assert_eq!(uri.verdict().to_string(), "rfc1630+prose:fileaddress");
/// let void = parse_with(Grammar::Rfc1630Prose, "file:///etc/passwd").unwrap();
/// let Address::ProseFile(f) = &void.address else { panic!() };
/// assert!(f.host.is_none());
/// assert_eq!(void.to_string(), "file:///etc/passwd");
/// let user = parse_with(Grammar::Rfc1630Prose, "file://user@h/x").unwrap();
/// assert_eq!(user.host().unwrap().to_string(), "user@h");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize)]
pub struct FileAddress<'a> {
    /// The host, `None` for a void host field ("equivalent to "localhost"").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub host: Option<Host<'a>>,
    /// The path on the host, after its `/`.
    pub path: Path<'a>,
}

impl fmt::Display for FileAddress<'_> {
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
/// use rfc1630::{parse_with, ast::Address, Grammar};
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
/// use rfc1630::{parse_with, ast::Address, Grammar};
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

/// `ftptypeaddress  f t p : / / login / path ; t y p e = typecode` (RFC 1630
/// p.15-16, 003 l.755-773; url-03 p.6, 002 c.9877-10153): the transfer type
/// as the prose's suffix `;type = <type-code>`, "in the format defined in RFC
/// 959 except that THE SPACE IS OMITTED", where the listing puts `ftptype`
/// right after the path. RFC 959's form code is optional (`;type=A`).
///
/// ```
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc1630Prose, "ftp://ftp.w3.org/pub/README;type=A").unwrap();
/// let Address::FtpType(a) = &uri.address else { panic!() };
/// assert_eq!((a.path.as_str(), a.typecode.as_str()), ("pub/README", "A"));
/// assert_eq!(uri.verdict().to_string(), "rfc1630+prose:ftptypeaddress");
/// assert_eq!(uri.to_string(), "ftp://ftp.w3.org/pub/README;type=A");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize)]
pub struct FtpTypeAddress<'a> {
    /// User, password and server, as the listing's `ftpaddress` has them.
    pub login: Login<'a>,
    /// The path on the server, after its `/`.
    pub path: Path<'a>,
    /// The `typecode` after `;type=`: `A`, `E` (each with an optional form code), `I` or `L` digits.
    pub typecode: Text<'a>,
}

impl fmt::Display for FtpTypeAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ftp://{}/{};type={}", self.login, self.path, self.typecode)
    }
}

/// `gophernotypeaddress  g o p h e r : / / hostport /` (RFC 1630 p.16, 003
/// l.782-784, 801-803; url7 p.13-14, 004 l.759-765): the slash with the type
/// omitted, which the prose says defaults to `1`. The type is not filled in,
/// so that the URI writes back as read.
///
/// ```
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Url7Prose, "gopher://gopher.micro.umn.edu/").unwrap();
/// let Address::GopherNoType(a) = &uri.address else { panic!() };
/// assert_eq!(a.hostport.host.as_str(), "gopher.micro.umn.edu");
/// assert_eq!(uri.to_string(), "gopher://gopher.micro.umn.edu/");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize)]
pub struct GopherNoTypeAddress<'a> {
    /// The gopher server.
    pub hostport: HostPort<'a>,
}

impl fmt::Display for GopherNoTypeAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "gopher://{}/", self.hostport)
    }
}

/// `mailtoaddrspecaddress  m a i l t o : addr-spec` (url-03 p.10, 002
/// c.18472): "This allows a URL to specify an RFC822 addr-spec mail address",
/// where the listing has `m a i l t o : : xalphas @ hostname` (finding F10).
///
/// ```
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Url03Prose, "mailto:P.M.Hounslow@reading.ac.uk").unwrap();
/// let Address::MailtoAddrSpec(a) = &uri.address else { panic!() };
/// assert_eq!(a.addr_spec.local_part.as_str(), "P.M.Hounslow");
/// assert_eq!(uri.verdict().to_string(), "url-03+prose:mailtoaddrspecaddress");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize)]
pub struct MailtoAddrSpecAddress<'a> {
    /// The RFC 822 address.
    pub addr_spec: AddrSpec<'a>,
}

impl fmt::Display for MailtoAddrSpecAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "mailto:{}", self.addr_spec)
    }
}

/// What follows `//` in url4's prose addresses `ftpportaddress  f t p : / /
/// hostport / path` (001 l.170-176, 225) and `prosperoportaddress  p r o s p
/// e r o : / / hostport / path` (001 l.251): a host with the port the prose
/// allows and the listing's `fileaddress` and `prosperoaddress` lack
/// (findings F15, F19). [`Address`](super::Address) writes the scheme.
///
/// ```
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Url4Prose, "prospero://h:1525/a/b").unwrap();
/// let Address::ProsperoPort(a) = &uri.address else { panic!() };
/// assert_eq!((a.hostport.port.as_ref().unwrap().as_str(), a.path.as_str()), ("1525", "a/b"));
/// assert_eq!(uri.to_string(), "prospero://h:1525/a/b");
/// assert_eq!(parse_with(Grammar::Url4Prose, "ftp://h:21/x").unwrap().port(), Some(21));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize)]
pub struct HostPortPath<'a> {
    /// The server and its port.
    pub hostport: HostPort<'a>,
    /// The path on the server, after its `/`.
    pub path: Path<'a>,
}

impl fmt::Display for HostPortPath<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.hostport, self.path)
    }
}
