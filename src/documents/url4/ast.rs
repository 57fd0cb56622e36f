//! url4's AST (Internet Draft 00, 1993): the productions of its listing
//! that differ from RFC 1630's (`telnetaddress` with a user,
//! `prosperoaddress`, `fileaddress`, `afsaddress`), and its prose layer's
//! addresses with a port. It shares url7's gopher address and `generic`,
//! and uses RFC 1630's types wherever its production is RFC 1630's.

use crate::ast::build::pairs::{text, unexpected, Built, Children, Pair};
use crate::ast::owned::owned_struct;
use crate::ast::parts::{production_enum, ComponentSink, Fields, Parts, ProtocolTexts, Segments};
use crate::ast::{Text, UriHost};
use crate::documents::rfc1630::ast::{
    parse_host, parse_hostport, parse_httpaddress, parse_newsaddress, parse_uri, parse_waisaddress, GenericUri, Host,
    HostPort, HttpAddress, NewsAddress, Path, Search, WaisAddress,
};
use crate::documents::url7::ast::{parse_gopheraddress, GopherAddress};
use crate::grammar::listings::GrammarRule;
use crate::grammar::rule_name::RuleName;
use std::fmt;

/// The document's AST, as [`crate::ast::Address`] holds it.
pub(crate) type Address<'a> = DocAddress<'a>;

production_enum! {
    /// A URI of url4: the alternative of its listing's `docaddress` (its
    /// "BNF syntax"), or an address of its prose layer (`url4+prose`).
    /// Serialized with the production's name under the key `production`.
    ///
    /// ```
    /// use rfc1630::{ast::Address, documents::url4::DocAddress, parse_with, Grammar};
    /// let uri = parse_with(Grammar::Url4, "telnet://guest@info.cern.ch").unwrap();
    /// let Address::Url4(DocAddress::Telnet(telnet)) = &uri.address else { panic!() };
    /// assert_eq!(telnet.user.as_ref().unwrap().as_str(), "guest");
    /// ```
    pub enum DocAddress {
        /// `httpaddress`, RFC 1630's.
        Http(HttpAddress) = "httpaddress",
        /// url4's `fileaddress`, spelled `ftp` (finding F15).
        File(FileAddress) = "fileaddress",
        /// `newsaddress`, RFC 1630's.
        News(NewsAddress) = "newsaddress",
        /// url4's `prosperoaddress`: a path, no host (finding F19).
        Prospero(ProsperoAddress) = "prosperoaddress",
        /// url4's `telnetaddress`: a user, no password.
        Telnet(TelnetAddress) = "telnetaddress",
        /// url7's `gopheraddress`, with a `/` before the selector (finding F18).
        Gopher(GopherAddress) = "gopheraddress",
        /// `waisaddress`, RFC 1630's, whose `waisdoc` has a length.
        Wais(WaisAddress) = "waisaddress",
        /// `afsaddress`.
        Afs(AfsAddress) = "afsaddress",
        /// `generic  scheme : path [ ? search ]`, the shape of RFC 1630's `uri`.
        Generic(GenericUri) = "generic",
        /// The prose layer's gopher address with the selector right after
        /// the type (`slash_before_selector` is false).
        GopherSelector(GopherAddress) = "gopherselectoraddress",
        /// The prose layer's `ftp://` address with a port.
        FtpPort(FtpPortAddress) = "ftpportaddress",
        /// The prose layer's `prospero://` address with a host and port.
        ProsperoPort(ProsperoPortAddress) = "prosperoportaddress",
    }
}

impl<'a> Parts<'a> for DocAddress<'a> {
    fn production(&self) -> &'static str {
        self.production_name()
    }

    fn scheme(&self) -> &str {
        match self {
            DocAddress::Generic(generic) => generic.scheme.as_str(),
            DocAddress::Http(_) => "http",
            DocAddress::File(_) | DocAddress::FtpPort(_) => "ftp",
            DocAddress::News(_) => "news",
            DocAddress::Prospero(_) | DocAddress::ProsperoPort(_) => "prospero",
            DocAddress::Telnet(_) => "telnet",
            DocAddress::Gopher(_) | DocAddress::GopherSelector(_) => "gopher",
            DocAddress::Wais(_) => "wais",
            DocAddress::Afs(_) => "afs",
        }
    }

    fn fields(&self) -> &dyn Fields<'a> {
        self.production_fields()
    }
}

/// The production the entry of url4's listing derives: its `docaddress`
/// (or its prose layer's choice, which holds `docaddress`). No production
/// holds a fragment.
pub(crate) fn parse_production<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<(DocAddress<'i>, Option<Text<'i>>)> {
    Ok((parse_address(pair)?, None))
}

fn parse_address<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<DocAddress<'i>> {
    Ok(match pair.as_rule().named() {
        RuleName::docaddress | RuleName::prose_docaddress => return parse_address(Children::of(pair).any()?),
        RuleName::httpaddress => DocAddress::Http(parse_httpaddress(pair)?),
        RuleName::fileaddress => {
            let mut children = Children::of(pair);
            DocAddress::File(FileAddress {
                host: parse_host(children.required(RuleName::host)?)?,
                path: Path::after_slash(&children.required(RuleName::path)?),
            })
        }
        RuleName::newsaddress => DocAddress::News(parse_newsaddress(pair)?),
        RuleName::prosperoaddress => DocAddress::Prospero(ProsperoAddress {
            path: Path::new(Children::of(pair).required(RuleName::path)?.as_str()),
        }),
        RuleName::telnetaddress => {
            let mut children = Children::of(pair);
            DocAddress::Telnet(TelnetAddress {
                user: children.optional(RuleName::user).map(text),
                hostport: parse_hostport(children.required(RuleName::hostport)?)?,
            })
        }
        // F18: `/ gtype [ / selector ]`.
        RuleName::gopheraddress => DocAddress::Gopher(parse_gopheraddress(pair, true)?),
        RuleName::waisaddress => DocAddress::Wais(parse_waisaddress(pair)?),
        RuleName::afsaddress => {
            let mut children = Children::of(pair);
            DocAddress::Afs(AfsAddress {
                cellname: text(children.required(RuleName::cellname)?),
                path: Path::after_slash(&children.required(RuleName::path)?),
            })
        }
        RuleName::generic => DocAddress::Generic(parse_uri(pair)?),
        RuleName::gopherselectoraddress => {
            let mut children = Children::of(pair);
            DocAddress::GopherSelector(GopherAddress {
                hostport: parse_hostport(children.required(RuleName::hostport)?)?,
                gtype: Some(text(children.required(RuleName::gtype)?)),
                selector: Some(Path::new(children.required(RuleName::selector)?.as_str())),
                search: children.optional(RuleName::search).map(|s| Search::new(s.as_str())),
                slash_before_selector: false,
            })
        }
        RuleName::ftpportaddress => {
            let (hostport, path) = parse_hostport_path(pair)?;
            DocAddress::FtpPort(FtpPortAddress { hostport, path })
        }
        RuleName::prosperoportaddress => {
            let (hostport, path) = parse_hostport_path(pair)?;
            DocAddress::ProsperoPort(ProsperoPortAddress { hostport, path })
        }
        _ => return unexpected(&pair, "docaddress"),
    })
}

/// The `hostport / path` after `//` of the prose layer's addresses with a port.
fn parse_hostport_path<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<(HostPort<'i>, Path<'i>)> {
    let mut children = Children::of(pair);
    let hostport = parse_hostport(children.required(RuleName::hostport)?)?;
    Ok((hostport, Path::after_slash(&children.required(RuleName::path)?)))
}

/// url4 `telnetaddress  t e l n e t : / / [ user @ ] hostport`: a user, no password.
///
/// ```
/// use rfc1630::documents::url4::DocAddress;
/// let uri = rfc1630::parse_with(rfc1630::Grammar::Url4, "telnet://guest@info.cern.ch").unwrap();
/// let rfc1630::ast::Address::Url4(DocAddress::Telnet(t)) = uri.address else { panic!() };
/// assert_eq!(t.user.unwrap().as_str(), "guest");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TelnetAddress<'a> {
    /// `user`, before `@`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub user: Option<Text<'a>>,
    /// The server.
    pub hostport: HostPort<'a>,
}

impl fmt::Display for TelnetAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("telnet://")?;
        if let Some(user) = &self.user {
            write!(f, "{user}@")?;
        }
        write!(f, "{}", self.hostport)
    }
}

/// url4 `prosperoaddress  p r o s p e r o : / / path`: no host or port (finding F19).
///
/// ```
/// use rfc1630::documents::url4::DocAddress;
/// let uri = rfc1630::parse_with(rfc1630::Grammar::Url4, "prospero://h/x").unwrap();
/// let rfc1630::ast::Address::Url4(DocAddress::Prospero(p)) = uri.address else { panic!() };
/// assert_eq!(p.path.as_str(), "h/x");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ProsperoAddress<'a> {
    /// Everything after `prospero://`.
    pub path: Path<'a>,
}

impl fmt::Display for ProsperoAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "prospero://{}", self.path)
    }
}

/// `afsaddress  a f s : / / cellname / path` (url4; in RFC 1630 and url-03 "a historical note, not a url production").
///
/// ```
/// use rfc1630::documents::url4::DocAddress;
/// let uri = rfc1630::parse_with(rfc1630::Grammar::Url4, "afs://cern.ch/usr/x").unwrap();
/// let rfc1630::ast::Address::Url4(DocAddress::Afs(a)) = uri.address else { panic!() };
/// assert_eq!((a.cellname.as_str(), a.path.as_str()), ("cern.ch", "usr/x"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct AfsAddress<'a> {
    /// `cellname  hostname`.
    pub cellname: Text<'a>,
    /// The path in the cell.
    pub path: Path<'a>,
}

impl fmt::Display for AfsAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "afs://{}/{}", self.cellname, self.path)
    }
}

/// url4 `fileaddress  f t p : // host / path`: spelled `ftp`, while the
/// document's own references are `file://` URLs (finding F15).
///
/// ```
/// use rfc1630::documents::url4::DocAddress;
/// let uri = rfc1630::parse_with(rfc1630::Grammar::Url4, "ftp://info.cern.ch./pub/www/doc/http.txt").unwrap();
/// let rfc1630::ast::Address::Url4(DocAddress::File(f)) = uri.address else { panic!() };
/// assert_eq!(f.host.as_str(), "info.cern.ch.");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct FileAddress<'a> {
    /// The host: no user, password or port.
    pub host: Host<'a>,
    /// The path on the host.
    pub path: Path<'a>,
}

impl fmt::Display for FileAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ftp://{}/{}", self.host, self.path)
    }
}

/// url4's prose address `ftpportaddress  f t p : / / hostport / path` (001
/// l.170-176, 225): a host with the port the prose allows and the listing's
/// `fileaddress` lacks (finding F15).
///
/// ```
/// use rfc1630::{parse_with, ast::Address, documents::url4::DocAddress, Grammar};
/// let uri = parse_with(Grammar::Url4Prose, "ftp://h:21/x").unwrap();
/// let Address::Url4(DocAddress::FtpPort(a)) = &uri.address else { panic!() };
/// assert_eq!((a.hostport.port.as_ref().unwrap().as_str(), a.path.as_str()), ("21", "x"));
/// assert_eq!(uri.to_string(), "ftp://h:21/x");
/// assert_eq!(uri.port(), Some(21));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct FtpPortAddress<'a> {
    /// The server and its port.
    pub hostport: HostPort<'a>,
    /// The path on the server, after its `/`.
    pub path: Path<'a>,
}

impl fmt::Display for FtpPortAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ftp://{}/{}", self.hostport, self.path)
    }
}

/// url4's prose address `prosperoportaddress  p r o s p e r o : / /
/// hostport / path` (001 l.251): a host with the port the prose allows and
/// the listing's `prosperoaddress` lacks (finding F19).
///
/// ```
/// use rfc1630::{parse_with, ast::Address, documents::url4::DocAddress, Grammar};
/// let uri = parse_with(Grammar::Url4Prose, "prospero://h:1525/a/b").unwrap();
/// let Address::Url4(DocAddress::ProsperoPort(a)) = &uri.address else { panic!() };
/// assert_eq!((a.hostport.port.as_ref().unwrap().as_str(), a.path.as_str()), ("1525", "a/b"));
/// assert_eq!(uri.to_string(), "prospero://h:1525/a/b");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ProsperoPortAddress<'a> {
    /// The server and its port.
    pub hostport: HostPort<'a>,
    /// The path on the server, after its `/`.
    pub path: Path<'a>,
}

impl fmt::Display for ProsperoPortAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "prospero://{}/{}", self.hostport, self.path)
    }
}

impl<'a> Fields<'a> for TelnetAddress<'a> {
    fn hostport(&self) -> Option<&HostPort<'a>> {
        Some(&self.hostport)
    }
    fn user(&self) -> Option<&Text<'a>> {
        self.user.as_ref()
    }
    fn userinfo(&self) -> Option<&str> {
        self.user.as_ref().map(Text::as_str)
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.opt_literal("user", self.user.as_ref());
        sink.hostport(&self.hostport);
    }
    fn protocol_texts(&self) -> Option<ProtocolTexts<'_>> {
        Some(ProtocolTexts::login(self.user.as_ref(), None))
    }
}

impl<'a> Fields<'a> for ProsperoAddress<'a> {
    fn path(&self) -> Option<&str> {
        Some(self.path.written())
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        Some(Segments::path(self.path.as_str()))
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.path("path", Some(&self.path));
    }
}

impl<'a> Fields<'a> for AfsAddress<'a> {
    fn path(&self) -> Option<&str> {
        Some(self.path.written())
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        Some(Segments::path(self.path.as_str()))
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.encoded("cell", &self.cellname);
        sink.path("path", Some(&self.path));
    }
}

impl<'a> Fields<'a> for FileAddress<'a> {
    fn host(&self) -> Option<UriHost<'_>> {
        Some(self.host.uri_host())
    }
    fn path(&self) -> Option<&str> {
        Some(self.path.written())
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        Some(Segments::path(self.path.as_str()))
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.host(&self.host);
        sink.path("path", Some(&self.path));
    }
    fn protocol_texts(&self) -> Option<ProtocolTexts<'_>> {
        Some(ProtocolTexts::default().with("path", self.path.as_str()))
    }
}

impl<'a> Fields<'a> for FtpPortAddress<'a> {
    fn hostport(&self) -> Option<&HostPort<'a>> {
        Some(&self.hostport)
    }
    fn path(&self) -> Option<&str> {
        Some(self.path.written())
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        Some(Segments::path(self.path.as_str()))
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.hostport(&self.hostport);
        sink.path("path", Some(&self.path));
    }
    fn protocol_texts(&self) -> Option<ProtocolTexts<'_>> {
        Some(ProtocolTexts::default().with("path", self.path.as_str()))
    }
}

impl<'a> Fields<'a> for ProsperoPortAddress<'a> {
    fn hostport(&self) -> Option<&HostPort<'a>> {
        Some(&self.hostport)
    }
    fn path(&self) -> Option<&str> {
        Some(self.path.written())
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        Some(Segments::path(self.path.as_str()))
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.hostport(&self.hostport);
        sink.path("path", Some(&self.path));
    }
}

owned_struct!(TelnetAddress { user, hostport });
owned_struct!(ProsperoAddress { path });
owned_struct!(AfsAddress { cellname, path });
owned_struct!(FileAddress { host, path });
owned_struct!(FtpPortAddress { hostport, path });
owned_struct!(ProsperoPortAddress { hostport, path });

/// # url4's own parts
///
/// What only url4's productions name, read from a URI of url4
/// without a match on its [`DocAddress`]: `None` for a URI of another production.
impl crate::ast::UriOf<'_, crate::ast::doc::Url4> {
    /// The `gtype` of a `gopheraddress` (url4 §BNF syntax: `gopher : / / hostport [ / gtype [ / selector ] ] [ ? search ]`, finding F18), as written.
    ///
    /// ```
    /// use rfc1630::ast::{doc, UriOf};
    /// let uri: UriOf<doc::Url4> = "gopher://h/7/index?word".parse().unwrap();
    /// assert_eq!(uri.gopher_type(), Some("7"));
    /// ```
    pub fn gopher_type(&self) -> Option<&str> {
        match self.document_ast() {
            DocAddress::Gopher(gopher) => gopher.gtype.as_ref().map(Text::as_str),
            _ => None,
        }
    }

    /// The `selector` of a `gopheraddress` (url4 §BNF syntax: `gopher : / / hostport [ / gtype [ / selector ] ] [ ? search ]`, finding F18), as written; its
    /// `search`, after `?`, is [`Uri::query`](crate::Uri::query).
    ///
    /// ```
    /// use rfc1630::ast::{doc, UriOf};
    /// let uri: UriOf<doc::Url4> = "gopher://h/7/index?word".parse().unwrap();
    /// assert_eq!((uri.gopher_selector(), uri.query()), (Some("index"), Some("word")));
    /// ```
    pub fn gopher_selector(&self) -> Option<&str> {
        match self.document_ast() {
            DocAddress::Gopher(gopher) => gopher.selector.as_ref().map(Path::as_str),
            _ => None,
        }
    }
}
