//! RFC 6068's AST: a `mailtoURI` (§2, p.3, rfc6068.txt l.151-165), its
//! `to` addresses and its header fields, named after the productions and
//! borrowing from the input; the decoding of §2 and §5 as methods.

use crate::ast::build::pairs::{text, unexpected, Built, Children, Pair};
use crate::ast::owned::owned_struct;
use crate::ast::parts::{ComponentSink, Fields, Parts};
use crate::ast::Text;
use crate::grammar::listings::GrammarRule;
use crate::grammar::rule_name::RuleName;
#[cfg(feature = "serde")]
use serde::ser::{Serialize, SerializeStruct, Serializer};
use std::borrow::Cow;
use std::fmt;

/// The document's AST, as [`crate::ast::Address`] holds it.
pub(crate) type Address<'a> = MailtoUri<'a>;

/// `mailtoURI = "mailto:" [ to ] [ hfields ]` (RFC 6068 p.3, rfc6068.txt l.151).
///
/// ```
/// use rfc1630::{ast::Address, parse_with, Grammar};
/// let uri = parse_with(Grammar::Rfc6068Prose, "mailto:joe@example.com?subject=hi&body=there").unwrap();
/// let Address::Rfc6068(mailto) = &uri.address else { panic!() };
/// assert_eq!(mailto.to[0].to_string(), "joe@example.com");
/// assert_eq!((mailto.hfields[1].hfname.as_str(), mailto.hfields[1].hfvalue.as_str()), ("body", "there"));
/// assert_eq!(uri.to_string(), "mailto:joe@example.com?subject=hi&body=there");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct MailtoUri<'a> {
    /// `mailto` as written (the listing's `"mailto:"` matches either case).
    pub scheme: Text<'a>,
    /// The addresses of `to = addr-spec *("," addr-spec )` (l.152), none where there is no `to`.
    pub to: Vec<AddrSpec<'a>>,
    /// The `hfield`s of `hfields = "?" hfield *( "&" hfield )` (l.153), none where there is no `hfields`.
    pub hfields: Vec<Hfield<'a>>,
}

/// `addr-spec = local-part "@" domain` (l.157), as written in the URI. Its
/// JSON form adds `address`, the mail address it encodes ([`AddrSpec::decoded`]).
///
/// ```
/// use rfc1630::{ast::Address, parse_with, Grammar};
/// let uri = parse_with(Grammar::Rfc6068Prose, "mailto:%22not%40me%22@example.org").unwrap();
/// let Address::Rfc6068(mailto) = &uri.address else { panic!() };
/// assert_eq!(mailto.to[0].local_part.as_str(), "%22not%40me%22");
/// assert_eq!(mailto.to[0].decoded().as_deref(), Some("\"not@me\"@example.org"));
/// let json = serde_json::to_value(&mailto.to[0]).unwrap();
/// assert_eq!(json["address"], "\"not@me\"@example.org");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct AddrSpec<'a> {
    /// `local-part = dot-atom-text / quoted-string` (l.158).
    pub local_part: Text<'a>,
    /// `domain = dot-atom-text / "[" *dtext-no-obs "]"` (l.159).
    pub domain: Text<'a>,
}

/// `hfield = hfname "=" hfvalue` (l.154), as written. Its JSON form adds
/// `name` and `value`, decoded ([`Hfield::name`], [`Hfield::value`]).
///
/// ```
/// use rfc1630::{ast::Address, parse_with, Grammar};
/// let uri = parse_with(Grammar::Rfc6068Prose, "mailto:?In-Reply-To=%3C1@example.com%3E&Body=send%20it").unwrap();
/// let Address::Rfc6068(mailto) = &uri.address else { panic!() };
/// assert_eq!(mailto.hfields[0].name(), "in-reply-to");
/// assert_eq!(mailto.hfields[0].value().as_deref(), Some("<1@example.com>"));
/// assert_eq!(mailto.hfields[1].value().as_deref(), Some("send it"));
/// let json = serde_json::to_value(&mailto.hfields[1]).unwrap();
/// assert_eq!((json["hfname"].as_str(), json["name"].as_str(), json["value"].as_str()), (Some("Body"), Some("body"), Some("send it")));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Hfield<'a> {
    /// `hfname = *qchar` (l.155), as written.
    pub hfname: Text<'a>,
    /// `hfvalue = *qchar` (l.156), as written.
    pub hfvalue: Text<'a>,
}

/// The octets a text stands for: each `pct-encoded` (RFC 3986 §2.1,
/// rfc3986.txt l.647) replaced by its octet, once (RFC 6068 l.186-187:
/// "make sure these operations are applied only once").
fn percent_decode(text: &str) -> Cow<'_, [u8]> {
    percent_encoding::percent_decode_str(text).into()
}

impl AddrSpec<'_> {
    /// The mail address the URI encodes: RFC 6068 §2 l.179-187 percent-encode
    /// the characters of an RFC 5322 `addr-spec` that a URI may not hold
    /// as they are, and §5 l.424-426 has a reader decode them; `None` where
    /// the octets are no UTF-8 (l.195-216 encode non-ASCII characters as UTF-8).
    ///
    /// ```
    /// use rfc1630::{ast::Address, parse_with, Grammar};
    /// let uri = parse_with(Grammar::Rfc6068Prose, "mailto:gorby%25kremvax@example.com").unwrap();
    /// let Address::Rfc6068(mailto) = &uri.address else { panic!() };
    /// assert_eq!(mailto.to[0].decoded().as_deref(), Some("gorby%kremvax@example.com"));
    /// ```
    pub fn decoded(&self) -> Option<String> {
        let local = percent_decode(self.local_part.as_str());
        let domain = percent_decode(self.domain.as_str());
        String::from_utf8([&local[..], b"@", &domain[..]].concat()).ok()
    }
}

impl Hfield<'_> {
    /// The header field's name, percent-decoded and in lower case: §2
    /// l.231-234, "`<hfname>` is case-insensitive". Octets that are no UTF-8
    /// are replaced by U+FFFD.
    ///
    /// ```
    /// use rfc1630::{ast::Address, parse_with, Grammar};
    /// let uri = parse_with(Grammar::Rfc6068, "mailto:?Subject=hi").unwrap();
    /// let Address::Rfc6068(mailto) = &uri.address else { panic!() };
    /// assert_eq!(mailto.hfields[0].name(), "subject");
    /// ```
    pub fn name(&self) -> String {
        String::from_utf8_lossy(&percent_decode(self.hfname.as_str())).to_ascii_lowercase()
    }

    /// The header field's value, percent-decoded (§5 l.424-426) and read as
    /// UTF-8 (§2 l.287-289), case kept (l.234, "`<hfvalue>` in general is
    /// case-sensitive"); `None` where the octets are no UTF-8. A `+` stays a
    /// `+` (§5 l.433-436: it cannot stand for a space).
    ///
    /// ```
    /// use rfc1630::{ast::Address, parse_with, Grammar};
    /// let uri = parse_with(Grammar::Rfc6068, "mailto:?body=caf%C3%A9+%0D%0Ax&x=%FF").unwrap();
    /// let Address::Rfc6068(mailto) = &uri.address else { panic!() };
    /// assert_eq!(mailto.hfields[0].value().as_deref(), Some("café+\r\nx"));
    /// assert_eq!(mailto.hfields[1].value(), None);
    /// ```
    pub fn value(&self) -> Option<String> {
        String::from_utf8(percent_decode(self.hfvalue.as_str()).into_owned()).ok()
    }
}

#[cfg(feature = "serde")]
impl Serialize for AddrSpec<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut out = serializer.serialize_struct("AddrSpec", 3)?;
        out.serialize_field("local_part", &self.local_part)?;
        out.serialize_field("domain", &self.domain)?;
        out.serialize_field("address", &self.decoded())?;
        out.end()
    }
}

#[cfg(feature = "serde")]
impl Serialize for Hfield<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut out = serializer.serialize_struct("Hfield", 4)?;
        out.serialize_field("hfname", &self.hfname)?;
        out.serialize_field("hfvalue", &self.hfvalue)?;
        out.serialize_field("name", &self.name())?;
        out.serialize_field("value", &self.value())?;
        out.end()
    }
}

impl fmt::Display for MailtoUri<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:", self.scheme)?;
        for (i, address) in self.to.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{address}")?;
        }
        for (i, field) in self.hfields.iter().enumerate() {
            f.write_str(if i == 0 { "?" } else { "&" })?;
            write!(f, "{field}")?;
        }
        Ok(())
    }
}

impl fmt::Display for AddrSpec<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}@{}", self.local_part, self.domain)
    }
}

impl fmt::Display for Hfield<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}={}", self.hfname, self.hfvalue)
    }
}

impl<'a> Parts<'a> for MailtoUri<'a> {
    fn production(&self) -> &'static str {
        "mailtoURI"
    }

    fn scheme(&self) -> &str {
        self.scheme.as_str()
    }

    fn fields(&self) -> &dyn Fields<'a> {
        self
    }
}

impl<'a> Fields<'a> for MailtoUri<'a> {
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>) {
        for address in &self.to {
            sink.literal("local-part", address.local_part.as_str());
            sink.literal("domain", address.domain.as_str());
        }
        for field in &self.hfields {
            sink.literal("hfname", field.hfname.as_str());
            sink.literal("hfvalue", field.hfvalue.as_str());
        }
    }

    /// A mail client reads no protocol text off the URI: it composes a message.
    fn protocol_texts(&self) -> Option<crate::ast::parts::ProtocolTexts<'_>> {
        None
    }
}

owned_struct!(MailtoUri { scheme, to, hfields });
owned_struct!(AddrSpec { local_part, domain });
owned_struct!(Hfield { hfname, hfvalue });

/// The `mailtoURI` the entry of the listing (or of its prose layer, which
/// uses the same rule names) derives; it holds no fragment (§2 l.330-345:
/// the scheme defines none).
pub(crate) fn parse_production<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<(MailtoUri<'i>, Option<Text<'i>>)> {
    if pair.as_rule().named() != RuleName::mailtoURI {
        return unexpected(&pair, "mailtoURI");
    }
    let input = pair.as_str();
    let scheme = Text::new(&input[..input.find(':').unwrap_or(input.len())]);
    let mut children = Children::of(pair);
    let to = match children.optional(RuleName::to) {
        Some(to) => to.into_inner().map(parse_addr_spec).collect::<Built<_>>()?,
        None => Vec::new(),
    };
    let hfields = match children.optional(RuleName::hfields) {
        Some(hfields) => hfields.into_inner().map(parse_hfield).collect::<Built<_>>()?,
        None => Vec::new(),
    };
    Ok((MailtoUri { scheme, to, hfields }, None))
}

fn parse_addr_spec<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<AddrSpec<'i>> {
    let mut children = Children::of(pair);
    let local_part = text(children.required(RuleName::local_part)?);
    let domain = text(children.required(RuleName::domain)?);
    Ok(AddrSpec { local_part, domain })
}

fn parse_hfield<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<Hfield<'i>> {
    let mut children = Children::of(pair);
    let hfname = text(children.required(RuleName::hfname)?);
    let hfvalue = text(children.required(RuleName::hfvalue)?);
    Ok(Hfield { hfname, hfvalue })
}

/// # RFC 6068's own parts
///
/// A URI of RFC 6068 holds one production, [`MailtoUri`], whose parts
/// are its `to` addresses and its header fields, as the document's
/// grammar, its listing, reads them. The listing's `domain` is RFC 5322's
/// `dot-atom-text`, whose `atext` holds `?`, `&` and `=` (finding F56), so
/// where the domain can run to the end it does, header fields and all
/// (P21): `mailto:a@example.org?subject=hi` has one address and no header
/// field. The prose layer, which reads them apart (`rfc6068+prose`), is a
/// grammar of a layer, for the untyped [`Uri`](crate::Uri)
/// ([`parse_with`](crate::parse_with)).
impl crate::ast::UriOf<'_, crate::ast::doc::Rfc6068> {
    /// The addresses of `to` (l.152), as written; none where there is no `to`.
    ///
    /// ```
    /// use rfc1630::ast::{doc, UriOf};
    /// let uri: UriOf<doc::Rfc6068> = "mailto:a@example.org,b@example.org".parse().unwrap();
    /// let to: Vec<String> = uri.to().iter().map(|a| a.to_string()).collect();
    /// assert_eq!(to, ["a@example.org", "b@example.org"]);
    /// ```
    pub fn to(&self) -> &[AddrSpec<'_>] {
        &self.document_ast().to
    }

    /// The header fields of `hfields` (l.153), as written; each decodes its
    /// name and value ([`Hfield::name`], [`Hfield::value`]).
    ///
    /// ```
    /// use rfc1630::ast::{doc, UriOf};
    /// let uri: UriOf<doc::Rfc6068> = "mailto:joe@example.com?cc=bob@example.com&body=hello%20there".parse().unwrap();
    /// let fields: Vec<(String, Option<String>)> = uri.header_fields().iter().map(|h| (h.name(), h.value())).collect();
    /// assert_eq!(fields, [("cc".into(), Some("bob@example.com".into())), ("body".into(), Some("hello there".into()))]);
    /// // The domain runs to the end where it can (F56, P21).
    /// let uri: UriOf<doc::Rfc6068> = "mailto:a@example.org?subject=hi".parse().unwrap();
    /// assert!(uri.header_fields().is_empty());
    /// ```
    pub fn header_fields(&self) -> &[Hfield<'_>] {
        &self.document_ast().hfields
    }
}
