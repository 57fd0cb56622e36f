//! RFC 3986's AST, the generic syntax's components (Appendix A, p.49-50):
//! a `URI` or a `relative-ref`, with its `authority` (`userinfo`, `host`,
//! `port`), one of the five path forms, `query` and `fragment`. Every
//! field borrows from the input, and `Display` writes the input back
//! exactly.
//!
//! The AST is generic over a [`Spelling`], as `fluent-uri` shares its
//! types between URIs and IRIs: RFC 3987 (§2.2, p.7-9) has the same
//! components with characters beyond ASCII, which it names with an `i`
//! (`IRI`, `iauthority`, `ireg-name`), and its AST is this one spelled so
//! ([`rfc3987::Reference`](crate::documents::rfc3987::Reference)). The
//! spelling names the production and the components wherever they are
//! named: in [`Reference::production`], and in the JSON. The builder is
//! shared as well, walking either listing by its rule names.

use crate::ast::build::pairs::{text, unexpected, Built, Children, Pair};
use crate::ast::parts::{ComponentSink, Fields, Parts, ProtocolTexts, Segments};
use crate::ast::{IntoOwned, Text, UriHost};
use crate::grammar::listings::GrammarRule;
use crate::grammar::rule_name::RuleName;
#[cfg(feature = "serde")]
use serde::ser::{Serialize, SerializeStruct, Serializer};

use std::fmt;
use std::hash::Hash;
use std::marker::PhantomData;

/// The document's AST, as [`crate::ast::Address`] holds it.
pub(crate) type Address<'a> = Reference<'a>;

/// How a document spells the generic syntax's productions and components:
/// RFC 3986's names ([`UriSpelling`]), or RFC 3987's, which put an `i`
/// before the components that hold characters beyond ASCII
/// ([`IriSpelling`](crate::documents::rfc3987::IriSpelling)).
///
/// ```
/// use rfc1630::documents::{rfc3986::{Spelling, UriSpelling}, rfc3987::IriSpelling};
/// assert_eq!(UriSpelling::spell("reg_name"), "reg_name");
/// assert_eq!(IriSpelling::spell("reg_name"), "ireg_name");
/// assert_eq!(IriSpelling::spell("relative-ref"), "irelative-ref");
/// assert_eq!(IriSpelling::spell("port"), "port");
/// ```
pub trait Spelling: Copy + Default + fmt::Debug + Eq + Hash + Send + Sync + 'static {
    /// The document's name for what RFC 3986 names `name` (a production,
    /// `URI` or `relative-ref`; a component, `authority`, `userinfo`,
    /// `host`, `path`, `query`, `fragment`; a host's kind, `reg_name`; a
    /// path's form, `path_abempty` and the others): the same name, or the
    /// document's own.
    fn spell(name: &'static str) -> &'static str;
}

/// RFC 3986's spelling: every name as RFC 3986 writes it.
///
/// ```
/// use rfc1630::documents::rfc3986::{Spelling, UriSpelling};
/// assert_eq!(UriSpelling::spell("URI"), "URI");
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct UriSpelling;

impl Spelling for UriSpelling {
    fn spell(name: &'static str) -> &'static str {
        name
    }
}

/// The rule names a listing gives the generic syntax's productions, which
/// the shared builder walks.
pub(crate) struct Rules {
    pub(crate) hier_part: RuleName,
    pub(crate) relative_part: RuleName,
    pub(crate) authority: RuleName,
    pub(crate) userinfo: RuleName,
    pub(crate) host: RuleName,
    pub(crate) reg_name: RuleName,
    pub(crate) paths: [RuleName; 5],
    pub(crate) query: RuleName,
    pub(crate) fragment: RuleName,
}

/// A spelling whose listing the shared builder walks.
pub(crate) trait SpelledRules: Spelling {
    /// The listing's rule names, RFC 3986's spelled as the document spells them.
    const RULES: Rules;
}

impl SpelledRules for UriSpelling {
    const RULES: Rules = Rules {
        hier_part: RuleName::hier_part,
        relative_part: RuleName::relative_part,
        authority: RuleName::authority,
        userinfo: RuleName::userinfo,
        host: RuleName::host,
        reg_name: RuleName::reg_name,
        paths: [
            RuleName::path_abempty,
            RuleName::path_absolute,
            RuleName::path_noscheme,
            RuleName::path_rootless,
            RuleName::path_empty,
        ],
        query: RuleName::query,
        fragment: RuleName::fragment,
    };
}

/// `URI-reference = URI / relative-ref` (RFC 3986 p.49, rfc3986.txt
/// l.2704), and RFC 3987's `IRI-reference = IRI / irelative-ref` (p.7,
/// rfc3987.txt l.383) spelled with [`IriSpelling`](crate::documents::rfc3987::IriSpelling).
///
/// ```
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc3986, "http://u@[::1]:80/a?q#f").unwrap();
/// let Address::Rfc3986(r) = &uri.address else { panic!() };
/// assert_eq!(r.production(), "URI");
/// assert_eq!(r.scheme.as_ref().unwrap().as_str(), "http");
/// assert_eq!(r.to_string(), "http://u@[::1]:80/a?q#f");
/// ```
///
/// Serialized as `parse --json` shows it: the production under
/// `production`, then every component (`null` where there is none), each
/// named as the document spells it.
///
/// ```
/// use rfc1630::{parse_with, Grammar};
/// let json = |g, s| serde_json::to_value(parse_with(g, s).unwrap().address).unwrap();
/// assert_eq!(json(Grammar::Rfc3986, "//h")["authority"]["host"]["reg_name"], "h");
/// assert_eq!(json(Grammar::Rfc3987, "//h")["iauthority"]["ihost"]["ireg_name"], "h");
/// assert_eq!(json(Grammar::Rfc3987, "//h")["production"], "irelative-ref");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Reference<'a, S: Spelling = UriSpelling> {
    /// `scheme` (l.2715): present exactly for a `URI`, absent for a `relative-ref`.
    pub scheme: Option<Text<'a>>,
    /// `"//" authority`, where the `hier-part` or `relative-part` has one.
    pub authority: Option<Authority<'a>>,
    /// The path, in the form the `hier-part` or `relative-part` took.
    pub path: Path<'a>,
    /// `query` after `?` (l.2778).
    pub query: Option<Text<'a>>,
    /// `fragment` after `#` (l.2780).
    pub fragment: Option<Text<'a>>,
    spelling: PhantomData<S>,
}

impl<S: Spelling> Reference<'_, S> {
    /// The production of `URI-reference` taken: `URI` or `relative-ref`
    /// (the document's spelling, as a verdict names it: RFC 3987's `IRI`
    /// or `irelative-ref`).
    ///
    /// ```
    /// use rfc1630::{parse_with, ast::Address, Grammar};
    /// let uri = parse_with(Grammar::Rfc3986, "../a").unwrap();
    /// let Address::Rfc3986(r) = &uri.address else { panic!() };
    /// assert_eq!(r.production(), "relative-ref");
    /// ```
    pub fn production(&self) -> &'static str {
        S::spell(if self.scheme.is_some() { "URI" } else { "relative-ref" })
    }
}

impl<S: Spelling> fmt::Display for Reference<'_, S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(scheme) = &self.scheme {
            write!(f, "{}:", scheme.as_str())?;
        }
        if let Some(authority) = &self.authority {
            write!(f, "//{authority}")?;
        }
        f.write_str(self.path.as_str())?;
        if let Some(query) = &self.query {
            write!(f, "?{}", query.as_str())?;
        }
        if let Some(fragment) = &self.fragment {
            write!(f, "#{}", fragment.as_str())?;
        }
        Ok(())
    }
}

#[cfg(feature = "serde")]
impl<S: Spelling> Serialize for Reference<'_, S> {
    fn serialize<Z: Serializer>(&self, serializer: Z) -> Result<Z::Ok, Z::Error> {
        let mut reference = serializer.serialize_struct("Reference", 6)?;
        reference.serialize_field("production", self.production())?;
        reference.serialize_field("scheme", &self.scheme)?;
        reference.serialize_field(S::spell("authority"), &self.authority.as_ref().map(Spelled::<S, _>::new))?;
        reference.serialize_field(S::spell("path"), &Spelled::<S, _>::new(&self.path))?;
        reference.serialize_field(S::spell("query"), &self.query)?;
        reference.serialize_field(S::spell("fragment"), &self.fragment)?;
        reference.end()
    }
}

impl<S: Spelling> IntoOwned for Reference<'_, S> {
    type Owned = Reference<'static, S>;

    fn into_owned(self) -> Reference<'static, S> {
        Reference {
            scheme: self.scheme.into_owned(),
            authority: self.authority.into_owned(),
            path: self.path.into_owned(),
            query: self.query.into_owned(),
            fragment: self.fragment.into_owned(),
            spelling: PhantomData,
        }
    }
}

/// `authority = [ userinfo "@" ] host [ ":" port ]` (l.2717); RFC 3987's
/// `iauthority = [ iuserinfo "@" ] ihost [ ":" port ]` (l.402).
///
/// ```
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc3986, "http://h:/").unwrap();
/// let Address::Rfc3986(r) = &uri.address else { panic!() };
/// let authority = r.authority.as_ref().unwrap();
/// // An empty port (`port = *DIGIT`) is there, and empty.
/// assert_eq!(authority.port.as_ref().unwrap().as_str(), "");
/// assert_eq!(authority.to_string(), "h:");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Authority<'a> {
    /// `userinfo` before `@` (l.2718).
    pub userinfo: Option<Text<'a>>,
    /// `host` (l.2719).
    pub host: Host<'a>,
    /// `port` after `:` (l.2720); `Some("")` for an empty port.
    ///
    /// In JSON the port is a string, the digits as written, and `null` when
    /// there is no `:`. `port = *DIGIT` may be empty, which a number could
    /// not tell from no port at all (`http://h:/` against `http://h/`, which
    /// §6.2.3 makes equivalent only by scheme-based normalization), and it
    /// has no bound, so `:99999` and `:0080` stay as written rather than be
    /// refused or rounded. (RFC 1630's `port  digits` is never empty, so
    /// there a port is a number: [`crate::documents::rfc1630::Port`].) [`crate::Uri::port`]
    /// gives the number.
    ///
    /// ```
    /// use rfc1630::{parse_with, Grammar};
    /// let json = |s| serde_json::to_value(parse_with(Grammar::Rfc3986, s).unwrap().ast()).unwrap();
    /// assert_eq!(json("http://h:8042/")["authority"]["port"], "8042");
    /// assert_eq!(json("http://h:/")["authority"]["port"], "");
    /// assert_eq!(json("http://h/")["authority"]["port"], serde_json::Value::Null);
    /// assert_eq!(json("http://h:099999/")["authority"]["port"], "099999");
    /// ```
    pub port: Option<Text<'a>>,
}

impl fmt::Display for Authority<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(userinfo) = &self.userinfo {
            write!(f, "{}@", userinfo.as_str())?;
        }
        write!(f, "{}", self.host)?;
        if let Some(port) = &self.port {
            write!(f, ":{}", port.as_str())?;
        }
        Ok(())
    }
}

/// RFC 3986's spelling; an [`rfc3987::Reference`](crate::documents::rfc3987::Reference) writes RFC 3987's.
#[cfg(feature = "serde")]
impl Serialize for Authority<'_> {
    fn serialize<Z: Serializer>(&self, serializer: Z) -> Result<Z::Ok, Z::Error> {
        Spelled::<UriSpelling, _>::new(self).serialize(serializer)
    }
}

/// `host = IP-literal / IPv4address / reg-name` (l.2719): which of the
/// three; RFC 3987's `ihost = IP-literal / IPv4address / ireg-name` (l.404).
///
/// ```
/// use rfc1630::documents::rfc3986::Host;
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let host = |s: &str| match parse_with(Grammar::Rfc3986, s).unwrap().address {
///     Address::Rfc3986(r) => r.authority.unwrap().host.kind(),
///     _ => unreachable!(),
/// };
/// assert_eq!(host("http://[::1]/"), "IPv6address");
/// assert_eq!(host("http://[v7.x]/"), "IPvFuture");
/// assert_eq!(host("http://1.2.3.4/"), "IPv4address");
/// assert_eq!(host("http://1.2.3.4.5/"), "reg_name");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Host<'a> {
    /// `IP-literal = "[" IPv6address "]"` (l.2722, l.2726): the address without brackets.
    IPv6address(Text<'a>),
    /// `IP-literal = "[" IPvFuture "]"` (l.2722, l.2724): the address without brackets.
    IPvFuture(Text<'a>),
    /// `IPv4address` (l.2738).
    IPv4address(Text<'a>),
    /// `reg-name` (l.2757), possibly empty; RFC 3987's `ireg-name` (l.406).
    RegName(Text<'a>),
}

impl Host<'_> {
    /// The production the host is: `IPv6address`, `IPvFuture`,
    /// `IPv4address` or `reg_name` (RFC 3987 spells the last `ireg_name`:
    /// [`Spelling::spell`]).
    ///
    /// ```
    /// use rfc1630::documents::{rfc3986::Spelling, rfc3987::IriSpelling};
    /// use rfc1630::{parse_with, ast::Address, Grammar};
    /// let Address::Rfc3986(r) = parse_with(Grammar::Rfc3986, "//example.org").unwrap().address else { panic!() };
    /// assert_eq!(r.authority.unwrap().host.kind(), "reg_name");
    /// let Address::Rfc3987(r) = parse_with(Grammar::Rfc3987, "//例え.jp").unwrap().address else { panic!() };
    /// assert_eq!(IriSpelling::spell(r.authority.unwrap().host.kind()), "ireg_name");
    /// ```
    pub fn kind(&self) -> &'static str {
        match self {
            Host::IPv6address(_) => "IPv6address",
            Host::IPvFuture(_) => "IPvFuture",
            Host::IPv4address(_) => "IPv4address",
            Host::RegName(_) => "reg_name",
        }
    }

    /// The same host as [`Uri::host`](crate::Uri::host) gives it, kind for kind.
    ///
    /// ```
    /// use rfc1630::{ast::{Address, UriHost}, parse_with, Grammar};
    /// let Address::Rfc3986(r) = parse_with(Grammar::Rfc3986, "http://[v7.x]/").unwrap().address else { panic!() };
    /// assert_eq!(r.authority.unwrap().host.host(), UriHost::IPvFuture("v7.x"));
    /// ```
    pub fn host(&self) -> UriHost<'_> {
        match self {
            Host::IPv6address(t) => UriHost::IPv6address(t.as_str()),
            Host::IPvFuture(t) => UriHost::IPvFuture(t.as_str()),
            Host::IPv4address(t) => UriHost::IPv4address(t.as_str()),
            Host::RegName(t) => UriHost::RegName(t.as_str()),
        }
    }

    /// The host as written, without the brackets of an `IP-literal`.
    ///
    /// ```
    /// use rfc1630::{parse_with, ast::Address, Grammar};
    /// let Address::Rfc3986(r) = parse_with(Grammar::Rfc3986, "http://[::1]/").unwrap().address else { panic!() };
    /// assert_eq!(r.authority.unwrap().host.as_str(), "::1");
    /// ```
    pub fn as_str(&self) -> &str {
        match self {
            Host::IPv6address(t) | Host::IPvFuture(t) | Host::IPv4address(t) | Host::RegName(t) => t.as_str(),
        }
    }
}

impl fmt::Display for Host<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Host::IPv6address(t) | Host::IPvFuture(t) => write!(f, "[{}]", t.as_str()),
            Host::IPv4address(t) | Host::RegName(t) => f.write_str(t.as_str()),
        }
    }
}

/// RFC 3986's spelling: `{"IPv6address": "::1"}`, `{"reg_name": "h"}`, ...
#[cfg(feature = "serde")]
impl Serialize for Host<'_> {
    fn serialize<Z: Serializer>(&self, serializer: Z) -> Result<Z::Ok, Z::Error> {
        Spelled::<UriSpelling, _>::new(self).serialize(serializer)
    }
}

/// The five path forms (l.2759-2769); each holds the path as written.
/// RFC 3987's `ipath` forms (l.408-418) are the same five.
///
/// ```
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let form = |s: &str| match parse_with(Grammar::Rfc3986, s).unwrap().address {
///     Address::Rfc3986(r) => r.path.form(),
///     _ => unreachable!(),
/// };
/// assert_eq!(form("http://h/a"), "path_abempty");
/// assert_eq!(form("mailto:a@b"), "path_rootless");
/// assert_eq!(form("/a"), "path_absolute");
/// assert_eq!(form("a/b"), "path_noscheme");
/// assert_eq!(form("?q"), "path_empty");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Path<'a> {
    /// `path-abempty = *( "/" segment )`, after an authority.
    Abempty(Text<'a>),
    /// `path-absolute = "/" [ segment-nz *( "/" segment ) ]`.
    Absolute(Text<'a>),
    /// `path-noscheme = segment-nz-nc *( "/" segment )` (a `relative-ref` only).
    Noscheme(Text<'a>),
    /// `path-rootless = segment-nz *( "/" segment )` (a `URI` only).
    Rootless(Text<'a>),
    /// `path-empty = 0<pchar>`.
    Empty,
}

impl Path<'_> {
    /// The production's rule name (RFC 3987 spells them `ipath_abempty`
    /// and so on: [`Spelling::spell`]).
    ///
    /// ```
    /// use rfc1630::{parse_with, ast::Address, Grammar};
    /// let Address::Rfc3986(r) = parse_with(Grammar::Rfc3986, "a:").unwrap().address else { panic!() };
    /// assert_eq!(r.path.form(), "path_empty");
    /// ```
    pub fn form(&self) -> &'static str {
        match self {
            Path::Abempty(_) => "path_abempty",
            Path::Absolute(_) => "path_absolute",
            Path::Noscheme(_) => "path_noscheme",
            Path::Rootless(_) => "path_rootless",
            Path::Empty => "path_empty",
        }
    }

    /// The path as written (`""` for `path-empty`).
    ///
    /// ```
    /// use rfc1630::{parse_with, ast::Address, Grammar};
    /// let Address::Rfc3986(r) = parse_with(Grammar::Rfc3986, "http://h/a/b").unwrap().address else { panic!() };
    /// assert_eq!(r.path.as_str(), "/a/b");
    /// ```
    pub fn as_str(&self) -> &str {
        match self {
            Path::Abempty(t) | Path::Absolute(t) | Path::Noscheme(t) | Path::Rootless(t) => t.as_str(),
            Path::Empty => "",
        }
    }
}

/// RFC 3986's spelling: `{"path_abempty": "/a"}`, ..., `"path_empty"`.
#[cfg(feature = "serde")]
impl Serialize for Path<'_> {
    fn serialize<Z: Serializer>(&self, serializer: Z) -> Result<Z::Ok, Z::Error> {
        Spelled::<UriSpelling, _>::new(self).serialize(serializer)
    }
}

/// A component serialized with the names of spelling `S`.
struct Spelled<'r, S, T> {
    component: &'r T,
    spelling: PhantomData<S>,
}

impl<'r, S, T> Spelled<'r, S, T> {
    fn new(component: &'r T) -> Self {
        Spelled { component, spelling: PhantomData }
    }
}

#[cfg(feature = "serde")]
impl<S: Spelling> Serialize for Spelled<'_, S, Authority<'_>> {
    fn serialize<Z: Serializer>(&self, serializer: Z) -> Result<Z::Ok, Z::Error> {
        let authority = self.component;
        let mut fields = serializer.serialize_struct("Authority", 3)?;
        fields.serialize_field(S::spell("userinfo"), &authority.userinfo)?;
        fields.serialize_field(S::spell("host"), &Spelled::<S, _>::new(&authority.host))?;
        fields.serialize_field("port", &authority.port)?;
        fields.end()
    }
}

#[cfg(feature = "serde")]
impl<S: Spelling> Serialize for Spelled<'_, S, Host<'_>> {
    fn serialize<Z: Serializer>(&self, serializer: Z) -> Result<Z::Ok, Z::Error> {
        let (index, text) = match self.component {
            Host::IPv6address(text) => (0, text),
            Host::IPvFuture(text) => (1, text),
            Host::IPv4address(text) => (2, text),
            Host::RegName(text) => (3, text),
        };
        serializer.serialize_newtype_variant("Host", index, S::spell(self.component.kind()), text)
    }
}

#[cfg(feature = "serde")]
impl<S: Spelling> Serialize for Spelled<'_, S, Path<'_>> {
    fn serialize<Z: Serializer>(&self, serializer: Z) -> Result<Z::Ok, Z::Error> {
        let path = self.component;
        let form = S::spell(path.form());
        match path {
            Path::Abempty(text) => serializer.serialize_newtype_variant("Path", 0, form, text),
            Path::Absolute(text) => serializer.serialize_newtype_variant("Path", 1, form, text),
            Path::Noscheme(text) => serializer.serialize_newtype_variant("Path", 2, form, text),
            Path::Rootless(text) => serializer.serialize_newtype_variant("Path", 3, form, text),
            Path::Empty => serializer.serialize_unit_variant("Path", 4, form),
        }
    }
}

impl<'a, S: Spelling> Parts<'a> for Reference<'a, S> {
    fn production(&self) -> &'static str {
        Reference::production(self)
    }

    fn scheme(&self) -> &str {
        // A relative reference has none.
        self.scheme.as_ref().map_or("", Text::as_str)
    }

    fn fields(&self) -> &dyn Fields<'a> {
        self
    }
}

impl<'a, S: Spelling> Fields<'a> for Reference<'a, S> {
    fn host(&self) -> Option<UriHost<'_>> {
        self.authority.as_ref().map(|authority| authority.host.host())
    }
    fn port(&self) -> Option<u16> {
        self.authority.as_ref()?.port.as_ref()?.as_str().parse().ok()
    }
    fn userinfo(&self) -> Option<&str> {
        self.authority.as_ref()?.userinfo.as_ref().map(Text::as_str)
    }
    fn path(&self) -> Option<&str> {
        Some(self.path.as_str())
    }
    /// The segments after the `/` that starts `path-abempty` and `path-absolute`.
    fn path_segments(&self) -> Option<Segments<'_>> {
        let path = self.path.as_str();
        Some(Segments::path(path.strip_prefix('/').unwrap_or(path)))
    }
    fn query(&self) -> Option<&str> {
        self.query.as_ref().map(Text::as_str)
    }
    fn fragment(&self) -> Option<&Text<'a>> {
        self.fragment.as_ref()
    }
    /// The components as written, under RFC 3986's names for either
    /// spelling: RFC 1630's encoding rules do not apply to them (RFC 3987's
    /// characters are compared as written, without §5.3.2.2's normalization).
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        if let Some(authority) = &self.authority {
            sink.opt_literal("userinfo", authority.userinfo.as_ref());
            sink.literal("host", authority.host.as_str());
            sink.opt_literal("port", authority.port.as_ref());
        }
        sink.literal("path", self.path.as_str());
        sink.opt_literal("query", self.query.as_ref());
        sink.opt_literal("fragment", self.fragment.as_ref());
    }
    fn protocol_texts(&self) -> Option<ProtocolTexts<'_>> {
        None
    }
}

impl IntoOwned for Authority<'_> {
    type Owned = Authority<'static>;

    fn into_owned(self) -> Authority<'static> {
        Authority { userinfo: self.userinfo.into_owned(), host: self.host.into_owned(), port: self.port.into_owned() }
    }
}

crate::ast::owned::owned_enum!(Host { IPv6address, IPvFuture, IPv4address, RegName });
crate::ast::owned::owned_enum!(Path { Abempty, Absolute, Noscheme, Rootless } unit { Empty });

/// RFC 3986's `URI-reference`, the production the entry of its listing
/// derives: a `URI` or a `relative-ref`, whose `fragment` it holds.
pub(crate) fn parse_production<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<(Reference<'i>, Option<Text<'i>>)> {
    Ok((parse_reference(pair)?, None))
}

/// `URI-reference = URI / relative-ref` (p.49), or RFC 3987's
/// `IRI-reference = IRI / irelative-ref` (p.7, l.383): `scheme ":"
/// hier-part` or `relative-part`, then `[ "?" query ] [ "#" fragment ]`
/// (l.375-376, l.387).
pub(crate) fn parse_reference<'i, S: SpelledRules, R: GrammarRule>(reference: Pair<'i, R>) -> Built<Reference<'i, S>> {
    let rules = S::RULES;
    let mut children = Children::of(Children::of(reference).any()?);
    let scheme = children.optional(RuleName::scheme).map(text);
    let part = match scheme {
        Some(_) => children.required(rules.hier_part)?,
        None => children.required(rules.relative_part)?,
    };
    let (authority, path) = parse_hier_part::<S, R>(part)?;
    let query = children.optional(rules.query).map(text);
    let fragment = children.optional(rules.fragment).map(text);
    Ok(Reference { scheme, authority, path, query, fragment, spelling: PhantomData })
}

/// `hier-part` or `relative-part` (p.49; RFC 3987's `ihier-part` and
/// `irelative-part`, l.378-400): `"//" authority path-abempty`, or one of
/// the other path forms.
fn parse_hier_part<'i, S: SpelledRules, R: GrammarRule>(part: Pair<'i, R>) -> Built<(Option<Authority<'i>>, Path<'i>)> {
    let rules = S::RULES;
    let mut children = Children::of(part);
    let authority = children.optional(rules.authority).map(parse_authority::<S, R>).transpose()?;
    let path = children.any()?;
    let form = path.as_rule().named();
    let [abempty, absolute, noscheme, rootless, empty] = rules.paths;
    let path = match form {
        _ if form == abempty => Path::Abempty(text(path)),
        _ if form == absolute => Path::Absolute(text(path)),
        _ if form == noscheme => Path::Noscheme(text(path)),
        _ if form == rootless => Path::Rootless(text(path)),
        _ if form == empty => Path::Empty,
        _ => return unexpected(&path, children.parent()),
    };
    Ok((authority, path))
}

/// `authority = [ userinfo "@" ] host [ ":" port ]` (p.49; RFC 3987's
/// `iauthority`, l.402), whose `host = IP-literal / IPv4address / reg-name`
/// (RFC 3987's `ihost`, l.404) and `IP-literal = "[" ( IPv6address /
/// IPvFuture ) "]"` (l.461).
fn parse_authority<'i, S: SpelledRules, R: GrammarRule>(authority: Pair<'i, R>) -> Built<Authority<'i>> {
    let rules = S::RULES;
    let mut children = Children::of(authority);
    let userinfo = children.optional(rules.userinfo).map(text);
    let mut hosts = Children::of(children.required(rules.host)?);
    let host = hosts.any()?;
    let kind = host.as_rule().named();
    let host = match kind {
        RuleName::IP_literal => {
            let address = Children::of(host).any()?;
            match address.as_rule().named() {
                RuleName::IPv6address => Host::IPv6address(text(address)),
                RuleName::IPvFuture => Host::IPvFuture(text(address)),
                _ => return unexpected(&address, "IP_literal"),
            }
        }
        RuleName::IPv4address => Host::IPv4address(text(host)),
        _ if kind == rules.reg_name => Host::RegName(text(host)),
        _ => return unexpected(&host, hosts.parent()),
    };
    let port = children.optional(RuleName::port).map(text);
    Ok(Authority { userinfo, host, port })
}
