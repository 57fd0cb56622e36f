//! The addresses of RFC 1630's prose layer (`grammar/rfc1630-url+prose.pest`):
//! productions its prose defines and its listing lacks. url-03's and
//! url7's prose layers take `rloginaddress`, `tn3270address`,
//! `ftptypeaddress` and `gophernotypeaddress` from the same prose, and use
//! these types.

use super::{Host, HostPort, Login, Path};
use crate::ast::owned::owned_struct;
use crate::ast::parts::{ComponentSink, Fields, ProtocolTexts, Segments};
use crate::ast::{Text, UriHost};
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
/// use rfc1630::documents::rfc1630::Url;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc1630Prose, "file://info.cern.ch/pub/www").unwrap();
/// let Address::Rfc1630(Url::File(f)) = &uri.address else { panic!() };
/// assert_eq!(f.host.as_ref().unwrap().as_str(), "info.cern.ch");
/// assert_eq!(f.path.as_str(), "pub/www");
/// assert_eq!(uri.verdict().to_string(), "rfc1630+prose:fileaddress");
/// let void = parse_with(Grammar::Rfc1630Prose, "file:///etc/passwd").unwrap();
/// let Address::Rfc1630(Url::File(f)) = &void.address else { panic!() };
/// assert!(f.host.is_none());
/// assert_eq!(void.to_string(), "file:///etc/passwd");
/// let user = parse_with(Grammar::Rfc1630Prose, "file://user@h/x").unwrap();
/// assert_eq!(user.host().unwrap().to_string(), "user@h");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct FileAddress<'a> {
    /// The host, `None` for a void host field ("equivalent to "localhost"").
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
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
/// use rfc1630::documents::rfc1630::Url;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc1630Prose, "rlogin://guest@info.cern.ch").unwrap();
/// let Address::Rfc1630(Url::Rlogin(r)) = &uri.address else { panic!() };
/// assert_eq!(r.login.user.as_ref().unwrap().as_str(), "guest");
/// assert_eq!(uri.to_string(), "rlogin://guest@info.cern.ch");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
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
/// use rfc1630::documents::url03::Url;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Url03Prose, "tn3270://ibm.example:23").unwrap();
/// let Address::Url03(Url::Tn3270(t)) = &uri.address else { panic!() };
/// assert_eq!(t.login.hostport.port.as_ref().unwrap().as_str(), "23");
/// assert_eq!(uri.verdict().to_string(), "url-03+prose:tn3270address");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
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
/// use rfc1630::documents::rfc1630::Url;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc1630Prose, "ftp://ftp.w3.org/pub/README;type=A").unwrap();
/// let Address::Rfc1630(Url::FtpType(a)) = &uri.address else { panic!() };
/// assert_eq!((a.path.as_str(), a.typecode.as_str()), ("pub/README", "A"));
/// assert_eq!(uri.verdict().to_string(), "rfc1630+prose:ftptypeaddress");
/// assert_eq!(uri.to_string(), "ftp://ftp.w3.org/pub/README;type=A");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
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
/// use rfc1630::documents::url7::Url;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Url7Prose, "gopher://gopher.micro.umn.edu/").unwrap();
/// let Address::Url7(Url::GopherNoType(a)) = &uri.address else { panic!() };
/// assert_eq!(a.hostport.host.as_str(), "gopher.micro.umn.edu");
/// assert_eq!(uri.to_string(), "gopher://gopher.micro.umn.edu/");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct GopherNoTypeAddress<'a> {
    /// The gopher server.
    pub hostport: HostPort<'a>,
}

impl fmt::Display for GopherNoTypeAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "gopher://{}/", self.hostport)
    }
}

impl<'a> Fields<'a> for FileAddress<'a> {
    fn host(&self) -> Option<UriHost<'_>> {
        self.host.as_ref().map(Host::uri_host)
    }
    fn path(&self) -> Option<&str> {
        Some(self.path.written())
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        Some(Segments::path(self.path.as_str()))
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        if let Some(host) = &self.host {
            sink.host(host);
        }
        sink.path("path", Some(&self.path));
    }
    fn protocol_texts(&self) -> Option<ProtocolTexts<'_>> {
        Some(ProtocolTexts::default().with("path", self.path.as_str()))
    }
}

impl<'a> Fields<'a> for RloginAddress<'a> {
    fn login(&self) -> Option<&Login<'a>> {
        Some(&self.login)
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.login(&self.login);
    }
    fn protocol_texts(&self) -> Option<ProtocolTexts<'_>> {
        Some(ProtocolTexts::login(self.login.user.as_ref(), self.login.password.as_ref()))
    }
}

impl<'a> Fields<'a> for Tn3270Address<'a> {
    fn login(&self) -> Option<&Login<'a>> {
        Some(&self.login)
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.login(&self.login);
    }
    fn protocol_texts(&self) -> Option<ProtocolTexts<'_>> {
        Some(ProtocolTexts::login(self.login.user.as_ref(), self.login.password.as_ref()))
    }
}

impl<'a> Fields<'a> for FtpTypeAddress<'a> {
    fn login(&self) -> Option<&Login<'a>> {
        Some(&self.login)
    }
    fn path(&self) -> Option<&str> {
        Some(self.path.written())
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        Some(Segments::path(self.path.as_str()))
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.login(&self.login);
        sink.path("path", Some(&self.path));
        sink.literal("ftptype", self.typecode.as_str());
    }
    fn protocol_texts(&self) -> Option<ProtocolTexts<'_>> {
        Some(
            ProtocolTexts::login(self.login.user.as_ref(), self.login.password.as_ref())
                .with("path", self.path.as_str()),
        )
    }
}

impl<'a> Fields<'a> for GopherNoTypeAddress<'a> {
    fn hostport(&self) -> Option<&HostPort<'a>> {
        Some(&self.hostport)
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        Some(Segments::path(""))
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.hostport(&self.hostport);
    }
}

owned_struct!(FileAddress { host, path });
owned_struct!(RloginAddress { login });
owned_struct!(Tn3270Address { login });
owned_struct!(FtpTypeAddress { login, path, typecode });
owned_struct!(GopherNoTypeAddress { hostport });
