//! RFC 1808's AST: its `URL` (§2.2, p.4, rfc1808.txt l.175-197), the
//! components its listing names, `scheme`, `net_loc`, `path`, `params`,
//! `query`; the fragment is the [`crate::Uri`]'s. And its builder.

use crate::ast::build::pairs::{text, unexpected, Built, Children, Pair};
use crate::ast::owned::owned_struct;
use crate::ast::parts::{ComponentSink, Fields, Parts, ProtocolTexts, Segments};
use crate::ast::{Text, UriHost};
use crate::documents::rfc1630::ast::{Host, HostPort, Port};
use crate::grammar::listings::GrammarRule;
use crate::grammar::rule_name::RuleName;
#[cfg(feature = "serde")]
use serde::ser::{Serialize, SerializeStruct, Serializer};
use std::fmt;

/// The document's AST, as [`crate::ast::Address`] holds it.
pub(crate) type Address<'a> = Url<'a>;

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
///
/// Serialized as `parse --json` shows it: the production (`absoluteURL` or
/// `relativeURL`) under `production`, then the components it has.
///
/// ```
/// let uri = rfc1630::parse_with(rfc1630::Grammar::Rfc1808, "g;x").unwrap();
/// let json = serde_json::to_value(&uri.address).unwrap();
/// assert_eq!(json, serde_json::json!({"production": "relativeURL", "abs_path": false, "path": "g", "params": "x"}));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Url<'a> {
    /// `scheme  1*( alpha | digit | "+" | "-" | "." )`, before `:` (an `absoluteURL`).
    pub scheme: Option<Text<'a>>,
    /// `net_loc  *( pchar | ";" | "?" )`, after `//` (a `net_path`).
    pub net_loc: Option<Text<'a>>,
    /// Whether the path starts with `/` (`abs_path  "/" rel_path`).
    pub abs_path: bool,
    /// `path  fsegment *( "/" segment )`, after the `/` of an `abs_path`.
    pub path: Option<Text<'a>>,
    /// `params  param *( ";" param )`, after `;`.
    pub params: Option<Text<'a>>,
    /// `query  *( uchar | reserved )`, after `?`.
    pub query: Option<Text<'a>>,
    /// The `*( uchar | reserved )` after `scheme ":"` of an `absoluteURL` that is no `generic-RL`.
    pub opaque: Option<Text<'a>>,
    /// The `path` with the `/` of an `abs_path` before it, as [`Uri::path`](crate::Uri::path) gives it.
    pub(crate) written_path: Option<Text<'a>>,
}

#[cfg(feature = "serde")]
impl Serialize for Url<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut url = serializer.serialize_struct("Url", 8)?;
        url.serialize_field("production", self.production())?;
        let before = [("scheme", &self.scheme), ("net_loc", &self.net_loc)];
        let after = [("path", &self.path), ("params", &self.params), ("query", &self.query), ("opaque", &self.opaque)];
        for (name, text) in before {
            match text {
                Some(text) => url.serialize_field(name, text)?,
                None => url.skip_field(name)?,
            }
        }
        url.serialize_field("abs_path", &self.abs_path)?;
        for (name, text) in after {
            match text {
                Some(text) => url.serialize_field(name, text)?,
                None => url.skip_field(name)?,
            }
        }
        url.end()
    }
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
    /// use rfc1630::{parse_with, ast::Address, Grammar, documents::rfc1630::Host};
    /// let uri = parse_with(Grammar::Rfc1808, "http://joe:pw@h.org:8080/p").unwrap();
    /// let Address::Rfc1808(url) = &uri.address else { panic!() };
    /// let hostport = url.hostport().unwrap();
    /// assert!(matches!(&hostport.host, Host::Hostname(h) if h.as_str() == "h.org"));
    /// assert_eq!(hostport.port.unwrap().number(), Some(8080));
    /// let Address::Rfc1808(url) = parse_with(Grammar::Rfc1808, "//a;b/").unwrap().address else { panic!() };
    /// assert!(url.hostport().is_none());
    /// ```
    pub fn hostport(&self) -> Option<HostPort<'_>> {
        let (host, port) = self.host_and_port()?;
        Some(HostPort { host: rfc1738_host(host)?, port: port.map(|p| Port(p.into())) })
    }

    /// The `host` and `port` of the `net_loc` read as RFC 1738's `login`, as written.
    fn host_and_port(&self) -> Option<(&str, Option<&str>)> {
        let net_loc = self.net_loc.as_ref()?.as_str();
        let hostport = match net_loc.split_once('@') {
            Some((_, hostport)) if !hostport.contains('@') => hostport,
            Some(_) => return None,
            None => net_loc,
        };
        match hostport.split_once(':') {
            Some((host, port)) if !port.is_empty() && port.bytes().all(|b| b.is_ascii_digit()) => {
                Some((host, Some(port)))
            }
            Some(_) => None,
            None => Some((hostport, None)),
        }
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

impl<'a> Parts<'a> for Url<'a> {
    fn production(&self) -> &'static str {
        Url::production(self)
    }

    fn scheme(&self) -> &str {
        // A relative reference has none.
        self.scheme.as_ref().map_or("", Text::as_str)
    }

    fn fields(&self) -> &dyn Fields<'a> {
        self
    }
}

impl<'a> Fields<'a> for Url<'a> {
    fn host(&self) -> Option<UriHost<'_>> {
        let (host, _) = self.host_and_port()?;
        Some(match rfc1738_host(host)? {
            Host::Hostname(_) => UriHost::Hostname(host),
            Host::Hostnumber(_) => UriHost::Hostnumber(host),
        })
    }
    fn port(&self) -> Option<u16> {
        Url::hostport(self)?.port?.number()
    }
    fn userinfo(&self) -> Option<&str> {
        self.net_loc.as_ref()?.as_str().split_once('@').map(|(user, _)| user)
    }
    /// None for the opaque form, which has no path.
    fn path(&self) -> Option<&str> {
        match self.opaque {
            None => Some(self.written_path.as_ref().map_or("", Text::as_str)),
            Some(_) => None,
        }
    }
    fn path_segments(&self) -> Option<Segments<'_>> {
        match self.opaque {
            None => Some(Segments::path(self.path.as_ref().map_or("", Text::as_str))),
            Some(_) => None,
        }
    }
    fn query(&self) -> Option<&str> {
        self.query.as_ref().map(Text::as_str)
    }
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        sink.opt_literal("net_loc", self.net_loc.as_ref());
        sink.literal("abs_path", if self.abs_path { "/" } else { "" });
        sink.opt_literal("path", self.path.as_ref());
        sink.opt_literal("params", self.params.as_ref());
        sink.opt_literal("query", self.query.as_ref());
        sink.opt_literal("opaque", self.opaque.as_ref());
    }
    fn protocol_texts(&self) -> Option<ProtocolTexts<'_>> {
        None
    }
}

owned_struct!(Url { scheme, net_loc, path, params, query, opaque, written_path } copy { abs_path });

/// `URL  ( absoluteURL | relativeURL ) [ "#" fragment ]`, the production
/// the entry of RFC 1808's listing derives: the address and the fragment.
pub(crate) fn parse_production<'i, R: GrammarRule>(url: Pair<'i, R>) -> Built<(Url<'i>, Option<Text<'i>>)> {
    let mut address = Url {
        scheme: None,
        net_loc: None,
        abs_path: false,
        path: None,
        params: None,
        query: None,
        opaque: None,
        written_path: None,
    };
    let mut fragment = None;
    for child in url.into_inner() {
        match child.as_rule().named() {
            RuleName::absoluteURL => parse_absolute_url(child, &mut address)?,
            RuleName::relativeURL => parse_relative_url(child, &mut address)?,
            RuleName::fragment => fragment = Some(text(child)),
            _ => return unexpected(&child, "URL"),
        }
    }
    Ok((address, fragment))
}

/// `absoluteURL  generic-RL | ( scheme ":" *( uchar | reserved ) )`: the
/// second alternative has no pair for what follows the colon.
fn parse_absolute_url<'i, R: GrammarRule>(pair: Pair<'i, R>, url: &mut Url<'i>) -> Built<()> {
    let whole = pair.as_str();
    let mut children = Children::of(pair);
    if let Some(generic) = children.optional(RuleName::generic_RL) {
        let mut children = Children::of(generic);
        url.scheme = Some(text(children.required(RuleName::scheme)?));
        return parse_relative_url(children.required(RuleName::relativeURL)?, url);
    }
    let scheme = children.required(RuleName::scheme)?;
    url.opaque = Some(Text::new(&whole[scheme.as_str().len() + 1..]));
    url.scheme = Some(text(scheme));
    Ok(())
}

/// `relativeURL  net_path | abs_path | rel_path`, and the rules under it.
fn parse_relative_url<'i, R: GrammarRule>(pair: Pair<'i, R>, url: &mut Url<'i>) -> Built<()> {
    for child in pair.into_inner() {
        match child.as_rule().named() {
            RuleName::net_path | RuleName::rel_path => parse_relative_url(child, url)?,
            RuleName::abs_path => {
                url.abs_path = true;
                url.written_path = Some(Text::new(&child.as_str()[..1]));
                parse_relative_url(child, url)?;
            }
            RuleName::net_loc => url.net_loc = Some(text(child)),
            RuleName::path => {
                // An `abs_path`'s `/` is just before its `path`: `abs_path  "/" rel_path`.
                let span = child.as_span();
                let start = span.start() - usize::from(url.abs_path);
                url.written_path = Some(Text::new(&span.get_input()[start..span.end()]));
                url.path = Some(text(child));
            }
            RuleName::params => url.params = Some(text(child)),
            RuleName::query => url.query = Some(text(child)),
            _ => return unexpected(&child, "relativeURL"),
        }
    }
    Ok(())
}
