//! url7's AST (Internet Draft 02): the productions of its listing that
//! differ from RFC 1630's, the gopher address that names the selector
//! (url4's too) and the `generic` address; every other production is RFC
//! 1630's, whose types it uses, as its prose layer's addresses are.

use crate::ast::build::pairs::{text, unexpected, Built, Children, Pair};
use crate::ast::owned::owned_struct;
use crate::ast::parts::{production_enum, ComponentSink, Fields, Parts, ProtocolTexts, Segments};
use crate::ast::Text;
use crate::documents::rfc1630::ast::{
    parse_ftpaddress, parse_gophernotypeaddress, parse_hostport, parse_httpaddress, parse_newsaddress,
    parse_prosperoaddress, parse_rloginaddress, parse_telnetaddress, parse_tn3270address, parse_uri, parse_waisaddress,
    FtpAddress, GenericUri, GopherNoTypeAddress, HostPort, HttpAddress, NewsAddress, Path, ProsperoLink, RloginAddress,
    Search, TelnetAddress, Tn3270Address, WaisAddress,
};
use crate::grammar::listings::GrammarRule;
use crate::grammar::rule_name::RuleName;
use std::fmt;

/// The document's AST, as [`crate::ast::Address`] holds it.
pub(crate) type Address<'a> = Url<'a>;

production_enum! {
    /// A URI of url7: the alternative of its listing's `url` (p.15-18),
    /// which its `uri` renames, or an address of its prose layer
    /// (`url7+prose`). Serialized with the production's name under the key
    /// `production`.
    ///
    /// ```
    /// use rfc1630::{ast::Address, documents::url7::Url, parse_with, Grammar};
    /// let uri = parse_with(Grammar::Url7, "gopher://h/1sel").unwrap();
    /// let Address::Url7(Url::Gopher(gopher)) = &uri.address else { panic!() };
    /// assert_eq!(gopher.selector.as_ref().unwrap().as_str(), "sel");
    /// assert!(matches!(parse_with(Grammar::Url7, "news:a/b").unwrap().address, Address::Url7(Url::Generic(_))));
    /// ```
    pub enum Url {
        /// `httpaddress`, RFC 1630's.
        Http(HttpAddress) = "httpaddress",
        /// `ftpaddress`, RFC 1630's.
        Ftp(FtpAddress) = "ftpaddress",
        /// `newsaddress`, RFC 1630's.
        News(NewsAddress) = "newsaddress",
        /// `prosperoaddress  prosperolink`, RFC 1630's.
        Prospero(ProsperoLink) = "prosperoaddress",
        /// `telnetaddress`, RFC 1630's.
        Telnet(TelnetAddress) = "telnetaddress",
        /// url7's own `gopheraddress`, with a selector.
        Gopher(GopherAddress) = "gopheraddress",
        /// `waisaddress`, RFC 1630's, whose `waisdoc` has a length.
        Wais(WaisAddress) = "waisaddress",
        /// `generic  scheme : path [ ? search ]`, the shape of RFC 1630's `uri`.
        Generic(GenericUri) = "generic",
        /// The prose layer's `rlogin://` address.
        Rlogin(RloginAddress) = "rloginaddress",
        /// The prose layer's `tn3270://` address.
        Tn3270(Tn3270Address) = "tn3270address",
        /// The prose layer's gopher address with the type omitted after the slash.
        GopherNoType(GopherNoTypeAddress) = "gophernotypeaddress",
    }
}

impl<'a> Parts<'a> for Url<'a> {
    fn production(&self) -> &'static str {
        self.production_name()
    }

    fn scheme(&self) -> &str {
        match self {
            Url::Generic(generic) => generic.scheme.as_str(),
            Url::Http(_) => "http",
            Url::Ftp(_) => "ftp",
            Url::News(_) => "news",
            Url::Prospero(_) => "prospero",
            Url::Telnet(_) => "telnet",
            Url::Gopher(_) | Url::GopherNoType(_) => "gopher",
            Url::Wais(_) => "wais",
            Url::Rlogin(_) => "rlogin",
            Url::Tn3270(_) => "tn3270",
        }
    }

    fn fields(&self) -> &dyn Fields<'a> {
        self.production_fields()
    }
}

/// The production the entry of url7's listing derives: its `url` (or its
/// prose layer's choice, which holds `url`). No production holds a fragment.
pub(crate) fn parse_production<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<(Url<'i>, Option<Text<'i>>)> {
    Ok((parse_address(pair)?, None))
}

fn parse_address<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<Url<'i>> {
    Ok(match pair.as_rule().named() {
        RuleName::url | RuleName::prose_url => return parse_address(Children::of(pair).any()?),
        RuleName::httpaddress => Url::Http(parse_httpaddress(pair)?),
        RuleName::ftpaddress => Url::Ftp(parse_ftpaddress(pair)?),
        RuleName::newsaddress => Url::News(parse_newsaddress(pair)?),
        RuleName::prosperoaddress => Url::Prospero(parse_prosperoaddress(pair)?),
        RuleName::telnetaddress => Url::Telnet(parse_telnetaddress(pair)?),
        RuleName::gopheraddress => Url::Gopher(parse_gopheraddress(pair, false)?),
        RuleName::waisaddress => Url::Wais(parse_waisaddress(pair)?),
        RuleName::generic => Url::Generic(parse_uri(pair)?),
        RuleName::rloginaddress => Url::Rlogin(parse_rloginaddress(pair)?),
        RuleName::tn3270address => Url::Tn3270(parse_tn3270address(pair)?),
        RuleName::gophernotypeaddress => Url::GopherNoType(parse_gophernotypeaddress(pair)?),
        _ => return unexpected(&pair, "url"),
    })
}

/// The drafts' `gopheraddress` (url7's, and url4's with the `/` before the
/// selector, finding F18).
pub(crate) fn parse_gopheraddress<'i, R: GrammarRule>(
    pair: Pair<'i, R>,
    slash_before_selector: bool,
) -> Built<GopherAddress<'i>> {
    let mut children = Children::of(pair);
    Ok(GopherAddress {
        hostport: parse_hostport(children.required(RuleName::hostport)?)?,
        gtype: children.optional(RuleName::gtype).map(text),
        selector: children.optional(RuleName::selector).map(|p| Path::new(p.as_str())),
        search: children.optional(RuleName::search).map(|s| Search::new(s.as_str())),
        slash_before_selector,
    })
}

/// The drafts' `gopheraddress`, which names the selector:
/// url7 `g o p h e r : / / hostport [ / gtype [ selector ] ] [ ? search ]`,
/// url4 `g o p h e r : / / hostport [ / gtype [ / selector ] ] [ ? search ]`,
/// with a `/` between the type and the selector (finding F18).
///
/// ```
/// use rfc1630::documents::url7::Url;
/// use rfc1630::documents::url4::DocAddress;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Url7, "gopher://h/7index?word").unwrap();
/// let Address::Url7(Url::Gopher(g)) = uri.address else { panic!() };
/// assert_eq!((g.gtype.unwrap().as_str(), g.selector.unwrap().as_str()), ("7", "index"));
/// assert_eq!(g.search.unwrap().as_str(), "word");
/// assert!(!g.slash_before_selector);
///
/// let uri = parse_with(Grammar::Url4, "gopher://h/1/dir").unwrap();
/// let Address::Url4(DocAddress::Gopher(g)) = &uri.address else { panic!() };
/// assert_eq!(g.selector.as_ref().unwrap().as_str(), "dir");
/// assert!(g.slash_before_selector);
/// assert_eq!(uri.to_string(), "gopher://h/1/dir");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct GopherAddress<'a> {
    /// The server.
    pub hostport: HostPort<'a>,
    /// `gtype  xalpha`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub gtype: Option<Text<'a>>,
    /// `selector  path`, after the type (and the `/`, in url4).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub selector: Option<Path<'a>>,
    /// The search after `?`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub search: Option<Search<'a>>,
    /// Whether a `/` stands between the type and the selector: url4's
    /// production has it, url7's not (F18). Not serialized: the listing,
    /// which the JSON names, tells it.
    #[cfg_attr(feature = "serde", serde(skip))]
    pub slash_before_selector: bool,
}

impl fmt::Display for GopherAddress<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "gopher://{}", self.hostport)?;
        if let Some(gtype) = &self.gtype {
            write!(f, "/{gtype}")?;
        }
        if let Some(selector) = &self.selector {
            let slash = if self.slash_before_selector { "/" } else { "" };
            write!(f, "{slash}{selector}")?;
        }
        match &self.search {
            Some(search) => write!(f, "?{search}"),
            None => Ok(()),
        }
    }
}

impl<'a> Fields<'a> for GopherAddress<'a> {
    fn hostport(&self) -> Option<&HostPort<'a>> {
        Some(&self.hostport)
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        Some(Segments::path(self.selector.as_ref().map_or("", Path::as_str)))
    }
    fn search(&self) -> Option<&Search<'a>> {
        self.search.as_ref()
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.hostport(&self.hostport);
        sink.opt_encoded("gtype", self.gtype.as_ref());
        sink.path("selector", self.selector.as_ref());
        sink.search(self.search.as_ref());
    }
    fn protocol_texts(&self) -> Option<ProtocolTexts<'_>> {
        let texts = ProtocolTexts::default()
            .with("gopher selector", self.selector.as_ref().map_or("", Path::as_str))
            .with("gopher search", self.search.as_ref().map_or("", Search::as_str));
        Some(texts)
    }
}

owned_struct!(GopherAddress { hostport, gtype, selector, search } copy { slash_before_selector });

/// # url7's own parts
///
/// What only url7's productions name, read from a URI of url7
/// without a match on its [`Url`]: `None` for a URI of another production.
impl crate::ast::UriOf<'_, crate::ast::doc::Url7> {
    /// The `gtype` of a `gopheraddress` (url7 §BNF syntax: `gopher : / / hostport [ / gtype [ selector ] ] [ ? search ]`), as written.
    ///
    /// ```
    /// use rfc1630::ast::{doc, UriOf};
    /// let uri: UriOf<doc::Url7> = "gopher://h/7index?word".parse().unwrap();
    /// assert_eq!(uri.gopher_type(), Some("7"));
    /// ```
    pub fn gopher_type(&self) -> Option<&str> {
        match self.document_ast() {
            Url::Gopher(gopher) => gopher.gtype.as_ref().map(Text::as_str),
            _ => None,
        }
    }

    /// The `selector` of a `gopheraddress` (url7 §BNF syntax: `gopher : / / hostport [ / gtype [ selector ] ] [ ? search ]`), as written; its
    /// `search`, after `?`, is [`Uri::query`](crate::Uri::query).
    ///
    /// ```
    /// use rfc1630::ast::{doc, UriOf};
    /// let uri: UriOf<doc::Url7> = "gopher://h/7index?word".parse().unwrap();
    /// assert_eq!((uri.gopher_selector(), uri.query()), (Some("index"), Some("word")));
    /// ```
    pub fn gopher_selector(&self) -> Option<&str> {
        match self.document_ast() {
            Url::Gopher(gopher) => gopher.selector.as_ref().map(Path::as_str),
            _ => None,
        }
    }
}
