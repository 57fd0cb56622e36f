//! url-03's AST (draft-ietf-uri-url-03, 1994): the production of its
//! listing that differs from RFC 1630's (`mailtoaddress` with two colons,
//! finding F10) and its prose layer's `mailto:` with an RFC 822 addr-spec;
//! every other production is RFC 1630's, whose types it uses. url-03's
//! reading of a gopher path (its GOPHER section, p.6-10) is
//! [`GopherPath`](crate::documents::rfc1630::GopherPath), which RFC 1630's
//! `gopheraddress` carries too.

use crate::ast::build::pairs::{text, unexpected, Built, Children, Pair};
use crate::ast::owned::owned_struct;
use crate::ast::parts::{production_enum, ComponentSink, Fields, Parts};
use crate::ast::{Text, UriHost};
use crate::documents::rfc1630::ast::{
    parse_addr_spec, parse_cidaddress, parse_ftpaddress, parse_ftptypeaddress, parse_gopheraddress,
    parse_gopherslashaddress, parse_httpaddress, parse_midaddress, parse_newsaddress, parse_nntpaddress,
    parse_prosperoaddress, parse_rloginaddress, parse_telnetaddress, parse_tn3270address, parse_waisaddress, AddrSpec,
    CidAddress, FtpAddress, FtpTypeAddress, GopherAddress, GopherPath, HttpAddress, MidAddress, NewsAddress,
    NntpAddress, ProsperoLink, RloginAddress, TelnetAddress, Tn3270Address, WaisAddress,
};
use crate::grammar::listings::GrammarRule;
use crate::grammar::rule_name::RuleName;
use std::fmt;

/// The document's AST, as [`crate::ast::Address`] holds it.
pub(crate) type Address<'a> = Url<'a>;

production_enum! {
    /// A URI of url-03: the alternative of its listing's `url` (p.13-16),
    /// or an address of its prose layer (`url-03+prose`). Serialized with
    /// the production's name under the key `production`.
    ///
    /// ```
    /// use rfc1630::{ast::Address, documents::url03::Url, parse_with, Grammar};
    /// let uri = parse_with(Grammar::Url03, "mailto::timbl@info.cern.ch").unwrap();
    /// let Address::Url03(Url::Mailto(mailto)) = &uri.address else { panic!() };
    /// assert_eq!(mailto.hostname.as_str(), "info.cern.ch");
    /// ```
    pub enum Url {
        /// `httpaddress`, RFC 1630's.
        Http(HttpAddress) = "httpaddress",
        /// `ftpaddress`, RFC 1630's.
        Ftp(FtpAddress) = "ftpaddress",
        /// `newsaddress`, RFC 1630's.
        News(NewsAddress) = "newsaddress",
        /// `nntpaddress`, RFC 1630's.
        Nntp(NntpAddress) = "nntpaddress",
        /// `prosperoaddress  prosperolink`, RFC 1630's.
        Prospero(ProsperoLink) = "prosperoaddress",
        /// `telnetaddress`, RFC 1630's.
        Telnet(TelnetAddress) = "telnetaddress",
        /// `gopheraddress`, RFC 1630's.
        Gopher(GopherAddress) = "gopheraddress",
        /// `waisaddress`, RFC 1630's.
        Wais(WaisAddress) = "waisaddress",
        /// url-03's own `mailtoaddress`, with two colons.
        Mailto(MailtoAddress) = "mailtoaddress",
        /// `midaddress`, RFC 1630's.
        Mid(MidAddress) = "midaddress",
        /// `cidaddress`, RFC 1630's.
        Cid(CidAddress) = "cidaddress",
        /// The prose layer's `rlogin://` address.
        Rlogin(RloginAddress) = "rloginaddress",
        /// The prose layer's `tn3270://` address.
        Tn3270(Tn3270Address) = "tn3270address",
        /// The prose layer's gopher address whose selector starts with `/`.
        GopherSlash(GopherAddress) = "gopherslashaddress",
        /// The prose layer's ftp address with the `;type=` suffix.
        FtpType(FtpTypeAddress) = "ftptypeaddress",
        /// The prose layer's `mailto:` with an RFC 822 addr-spec.
        MailtoAddrSpec(MailtoAddrSpecAddress) = "mailtoaddrspecaddress",
    }
}

impl<'a> Parts<'a> for Url<'a> {
    fn production(&self) -> &'static str {
        self.production_name()
    }

    fn scheme(&self) -> &str {
        match self {
            Url::Http(_) => "http",
            Url::Ftp(_) | Url::FtpType(_) => "ftp",
            Url::News(_) => "news",
            Url::Nntp(_) => "nntp",
            Url::Prospero(_) => "prospero",
            Url::Telnet(_) => "telnet",
            Url::Gopher(_) | Url::GopherSlash(_) => "gopher",
            Url::Wais(_) => "wais",
            Url::Mailto(_) | Url::MailtoAddrSpec(_) => "mailto",
            Url::Mid(_) => "mid",
            Url::Cid(_) => "cid",
            Url::Rlogin(_) => "rlogin",
            Url::Tn3270(_) => "tn3270",
        }
    }

    fn fields(&self) -> &dyn Fields<'a> {
        self.production_fields()
    }

    fn gopher_path(&self) -> Option<GopherPath<'_>> {
        match self {
            Url::Gopher(gopher) => Some(gopher.gopher_path()),
            _ => None,
        }
    }
}

/// The production the entry of url-03's listing derives: its `url` (or
/// its prose layer's choice, which holds `url`). No production holds a fragment.
pub(crate) fn parse_production<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<(Url<'i>, Option<Text<'i>>)> {
    Ok((parse_address(pair)?, None))
}

fn parse_address<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<Url<'i>> {
    Ok(match pair.as_rule().named() {
        RuleName::url | RuleName::prose_url => return parse_address(Children::of(pair).any()?),
        RuleName::httpaddress => Url::Http(parse_httpaddress(pair)?),
        RuleName::ftpaddress => Url::Ftp(parse_ftpaddress(pair)?),
        RuleName::newsaddress => Url::News(parse_newsaddress(pair)?),
        RuleName::nntpaddress => Url::Nntp(parse_nntpaddress(pair)?),
        RuleName::prosperoaddress => Url::Prospero(parse_prosperoaddress(pair)?),
        RuleName::telnetaddress => Url::Telnet(parse_telnetaddress(pair)?),
        RuleName::gopheraddress => Url::Gopher(parse_gopheraddress(pair)?),
        RuleName::waisaddress => Url::Wais(parse_waisaddress(pair)?),
        RuleName::mailtoaddress => {
            let mut children = Children::of(pair);
            Url::Mailto(MailtoAddress {
                xalphas: text(children.required(RuleName::mailto_xalphas)?),
                hostname: text(children.required(RuleName::hostname)?),
            })
        }
        RuleName::midaddress => Url::Mid(parse_midaddress(pair)?),
        RuleName::cidaddress => Url::Cid(parse_cidaddress(pair)?),
        RuleName::rloginaddress => Url::Rlogin(parse_rloginaddress(pair)?),
        RuleName::tn3270address => Url::Tn3270(parse_tn3270address(pair)?),
        RuleName::gopherslashaddress => Url::GopherSlash(parse_gopherslashaddress(pair)?),
        RuleName::ftptypeaddress => Url::FtpType(parse_ftptypeaddress(pair)?),
        RuleName::mailtoaddrspecaddress => Url::MailtoAddrSpec(MailtoAddrSpecAddress {
            addr_spec: parse_addr_spec(Children::of(pair).required(RuleName::addr_spec)?)?,
        }),
        _ => return unexpected(&pair, "url"),
    })
}

/// url-03 `mailtoaddress  m a i l t o : : xalphas @ hostname`: two colons (finding F10).
///
/// ```
/// use rfc1630::documents::url03::Url;
/// let uri = rfc1630::parse_with(rfc1630::Grammar::Url03, "mailto::timbl@info.cern.ch").unwrap();
/// let rfc1630::ast::Address::Url03(Url::Mailto(m)) = &uri.address else { panic!() };
/// assert_eq!(m.xalphas.as_str(), "timbl");
/// assert_eq!(uri.to_string(), "mailto::timbl@info.cern.ch");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct MailtoAddress<'a> {
    /// The mailbox.
    pub xalphas: Text<'a>,
    /// The mail domain.
    pub hostname: Text<'a>,
}

impl fmt::Display for MailtoAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "mailto::{}@{}", self.xalphas, self.hostname)
    }
}

/// `mailtoaddrspecaddress  m a i l t o : addr-spec` (url-03 p.10, 002
/// c.18472): "This allows a URL to specify an RFC822 addr-spec mail address",
/// where the listing has `m a i l t o : : xalphas @ hostname` (finding F10).
///
/// ```
/// use rfc1630::documents::url03::Url;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Url03Prose, "mailto:P.M.Hounslow@reading.ac.uk").unwrap();
/// let Address::Url03(Url::MailtoAddrSpec(a)) = &uri.address else { panic!() };
/// assert_eq!(a.addr_spec.local_part.as_str(), "P.M.Hounslow");
/// assert_eq!(uri.verdict().to_string(), "url-03+prose:mailtoaddrspecaddress");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct MailtoAddrSpecAddress<'a> {
    /// The RFC 822 address.
    pub addr_spec: AddrSpec<'a>,
}

impl fmt::Display for MailtoAddrSpecAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "mailto:{}", self.addr_spec)
    }
}

impl<'a> Fields<'a> for MailtoAddress<'a> {
    fn host(&self) -> Option<UriHost<'_>> {
        Some(UriHost::Hostname(self.hostname.as_str()))
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.encoded("mailbox", &self.xalphas);
        sink.encoded("host", &self.hostname);
    }
}

impl<'a> Fields<'a> for MailtoAddrSpecAddress<'a> {
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        self.addr_spec.components(sink);
    }
}

owned_struct!(MailtoAddress { xalphas, hostname });
owned_struct!(MailtoAddrSpecAddress { addr_spec });

/// # url-03's own parts
///
/// What only url-03's productions name, read from a URI of url-03
/// without a match on its [`Url`]: `None` for a URI of another production.
/// Its ftp type code is not among them: the listing's `path [ ftptype ]`
/// gives every `ftptype` to the path (finding F2), and the prose's
/// `;type=` is the `+prose` grammar's (`FtpTypeAddress`).
impl crate::ast::UriOf<'_, crate::ast::doc::Url03> {
    /// The `gtype` of a `gopheraddress` (url-03 p.14), as written.
    ///
    /// ```
    /// use rfc1630::ast::{doc, UriOf};
    /// let uri: UriOf<doc::Url03> = "gopher://h/7index%09word".parse().unwrap();
    /// assert_eq!(uri.gopher_type(), Some("7"));
    /// ```
    pub fn gopher_type(&self) -> Option<&str> {
        match self.document_ast() {
            Url::Gopher(gopher) => gopher.gtype.as_ref().map(Text::as_str),
            _ => None,
        }
    }

    /// The `gcommand` of a `gopheraddress` read as url-03's gopher path
    /// (its GOPHER section, p.6-10): type, selector, search and gopher+
    /// string ([`GopherPath`]).
    ///
    /// ```
    /// use rfc1630::ast::{doc, UriOf};
    /// let uri: UriOf<doc::Url03> = "gopher://h/7index%09word".parse().unwrap();
    /// let path = uri.gopher_path().unwrap();
    /// assert_eq!((path.selector.as_str(), path.search.unwrap().as_str()), ("index", "word"));
    /// ```
    pub fn gopher_path(&self) -> Option<GopherPath<'_>> {
        match self.document_ast() {
            Url::Gopher(gopher) => Some(gopher.gopher_path()),
            _ => None,
        }
    }
}
