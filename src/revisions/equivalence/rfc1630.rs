//! Comparing two URIs at the same encoding level (RFC 1630 p.8-9).
//!
//! RFC 1630 p.8: "Before two URIs can be compared, it is therefore necessary
//! to bring them to the same encoding level. However, the reserved
//! characters mentioned above have a quite different significance when
//! encoded, and so may NEVER be encoded and unencoded in this way."
//!
//! Both URIs are parsed with the grammar, cut into the components of their
//! production (the typed AST), and each component is brought to
//! [`EncodingLevel::MINIMAL`] with the character class of the production
//! that holds it ([`crate::revisions::encoding::normalize_component`]). Two URIs are
//! identical when every component then has the same text; hex digits of the
//! escapes that stay are upper-cased, so `%2d` and `%2D` are the same
//! (RFC 1630 p.8 writes escapes as "two hexadecimal digits (0-9, A-F)", and
//! the listing's `hex` holds both cases).
//!
//! Examples (p.9):
//!
//! * Example 1: `http://info.cern.ch/albert/bertram/marie-claude` and
//!   `http://info.cern.ch/albert/bertram/marie%2Dclaude` "are identical, as
//!   the %2D encodes a hyphen character".
//! * Example 2: `http://info.cern.ch/albert/bertram/marie-claude` and
//!   `http://info.cern.ch/albert/bertram%2Fmarie-claude` "are NOT identical,
//!   as in the second case the encoded slash does not have hierarchical
//!   significance". The first difference is the second path segment.
//! * Example 3: `fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred` and
//!   `news:12345667123%asdghfh@info.cern.ch` "are illegal": comparing either
//!   is [`CompareError::Illegal`].
//!
//! Under every grammar the character classes are RFC 1630's (p.26): the
//! drafts' prose gives the same escaping (url7 p.11, url4 "Mapping Local
//! Names"), though url4's listing has no `escape` at all (finding F16); a
//! component holding a `%` that starts no escape is compared as written.
//!
//! Choices where the text is silent: nothing but the encoding is
//! normalised. Case is significant everywhere (host names too), a port
//! written as the protocol's default (`:80`) differs from no port, and the
//! `url:` prefix is a component of its own.

use crate::ast::parts::{ComponentSink, Written};
use crate::ast::{Text, Uri};
use crate::grammar::{Grammar, NoSuchOperation};
use crate::revisions::encoding::{check_escapes, decode, normalize_component, Component, EncodingError, EncodingLevel};
use crate::ParseError;
use std::fmt;

/// The outcome of a comparison. Its `Display` is the `compare` command's line.
///
/// ```
/// use rfc1630::revisions::equivalence::rfc1630::equivalent;
/// let c = equivalent("http://h/a%2Db", "http://h/a-b").unwrap();
/// assert_eq!(c.to_string(), "identical");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Comparison {
    /// Every component has the same text at the same encoding level.
    Identical,
    /// The first component that differs.
    Different(Difference),
}

/// The first component in which two URIs differ, and why.
///
/// ```
/// use rfc1630::revisions::equivalence::rfc1630::{equivalent, Comparison};
/// let Comparison::Different(d) = equivalent("http://h/a", "http://h/b").unwrap() else { panic!() };
/// assert_eq!((d.component.as_str(), d.a.as_deref(), d.b.as_deref()), ("path segment 1", Some("a"), Some("b")));
/// assert_eq!(d.to_string(), "path segment 1: `a` vs `b`: different text at the same encoding level (RFC 1630 p.8)");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Difference {
    /// The component, as `path segment 2`, `host`, `search word 1`, ...
    pub component: String,
    /// Its text in the first URI, at the minimal encoding level (`None` when
    /// the first URI has no such component).
    pub a: Option<String>,
    /// Its text in the second URI, likewise.
    pub b: Option<String>,
    /// Why they differ, with the page that says so where there is one.
    pub reason: String,
}

impl fmt::Display for Difference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let show = |s: &Option<String>| s.as_ref().map_or("(none)".to_string(), |s| format!("`{s}`"));
        write!(f, "{}: {} vs {}: {}", self.component, show(&self.a), show(&self.b), self.reason)
    }
}

impl fmt::Display for Comparison {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Comparison::Identical => f.write_str("identical"),
            Comparison::Different(d) => write!(f, "different: {d}"),
        }
    }
}

/// Which of the two inputs.
///
/// ```
/// use rfc1630::revisions::equivalence::rfc1630::{equivalent, CompareError, Side};
/// let err = equivalent("http://h/", "news:12345667123%asdghfh@info.cern.ch").unwrap_err();
/// assert!(matches!(err, CompareError::Illegal { side: Side::B, .. }));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// The first URI.
    A,
    /// The second URI.
    B,
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::A => "A",
            Side::B => "B",
        })
    }
}

/// Why two strings could not be compared.
///
/// ```
/// let err = rfc1630::revisions::equivalence::rfc1630::equivalent("fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred", "http://h/").unwrap_err();
/// assert!(err.to_string().starts_with("A is illegal: rfc1630: 1:6: "));
/// assert!(err.to_string().ends_with("RFC 1630 p.9, Example 3, \"all % characters imply encodings\""));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CompareError {
    /// An input is not a URI under the grammar. The strings of Example 3
    /// (RFC 1630 p.9) are: "all % characters imply encodings, and there is no
    /// decoding defined for "%*" or "%as"".
    #[error("{side} is illegal: {}{}", error.summary(), escape.as_ref().map_or(String::new(), |e| format!("; and {e}")))]
    Illegal {
        /// Which input.
        side: Side,
        /// The parse error.
        error: ParseError,
        /// A `%` of the input that starts no escape, if there is one: the
        /// parse error may come earlier in the input (Example 3's `fxqn:/...`
        /// already fails at its leading slash, finding F1).
        escape: Option<EncodingError>,
    },
    /// The grammar is one listing or layer of a document, which defines no
    /// comparison of its own ([`crate::compare()`]).
    #[error(transparent)]
    NoSuchOperation(#[from] NoSuchOperation),
    /// The grammar's document is not in this build: its cargo feature is
    /// off ([`Grammar::feature`](crate::Grammar::feature)).
    #[error(transparent)]
    DocumentNotBuilt(#[from] crate::grammar::DocumentNotBuilt),
}

/// Compares two URIs under the default grammar, [`Grammar::Rfc1630`], at
/// the same encoding level (RFC 1630 p.8). See the [module documentation](self).
///
/// # Errors
/// [`CompareError::Illegal`] when either input does not parse: the strings
/// of Example 3 (p.9), whose `%` starts no escape.
///
/// ```
/// use rfc1630::revisions::equivalence::rfc1630::{equivalent, Comparison};
/// let a = "http://info.cern.ch/albert/bertram/marie-claude";
/// assert_eq!(equivalent(a, "http://info.cern.ch/albert/bertram/marie%2Dclaude").unwrap(), Comparison::Identical);
/// assert_eq!(equivalent(a, "http://info.cern.ch/albert/bertram/marie%2dclaude").unwrap(), Comparison::Identical);
/// let Comparison::Different(d) = equivalent(a, "http://info.cern.ch/albert/bertram%2Fmarie-claude").unwrap() else { panic!() };
/// assert_eq!(d.component, "path segment 2");
/// assert!(equivalent(a, "news:12345667123%asdghfh@info.cern.ch").is_err());
/// ```
pub fn equivalent(a: &str, b: &str) -> Result<Comparison, CompareError> {
    equivalent_with(Grammar::Rfc1630, a, b)
}

/// Compares two URIs parsed with `grammar`, as [`equivalent`] does.
///
/// # Errors
/// [`CompareError::Illegal`] when either input does not parse under `grammar`
/// (RFC 1630 p.9, Example 3).
///
/// ```
/// use rfc1630::revisions::equivalence::rfc1630::{equivalent_with, Comparison};
/// use rfc1630::Grammar;
/// let r = equivalent_with(Grammar::Rfc1630Generic, "magic:a%2Db?x+y", "magic:a-b?x+y").unwrap();
/// assert_eq!(r, Comparison::Identical);
/// ```
pub fn equivalent_with(grammar: Grammar, a: &str, b: &str) -> Result<Comparison, CompareError> {
    grammar.built()?;
    let ua = parse(grammar, Side::A, a)?;
    let ub = parse(grammar, Side::B, b)?;
    let (pa, pb) = (parts(&ua), parts(&ub));
    for i in 0..pa.len().max(pb.len()) {
        let (x, y) = (pa.get(i), pb.get(i));
        let (nx, ny) = (x.map(Part::normalized), y.map(Part::normalized));
        if x.map(|p| &p.name) == y.map(|p| &p.name) && nx == ny {
            continue;
        }
        let part = x.or(y).expect("one side has a part at i");
        let (a_text, b_text) = match (x, y) {
            (Some(x), Some(y)) if x.name == y.name => (nx, ny),
            (Some(_), _) => (nx, None),
            (None, _) => (None, ny),
        };
        return Ok(Comparison::Different(Difference {
            component: part.name.clone(),
            reason: reason(part, x, y, &pa, &pb),
            a: a_text,
            b: b_text,
        }));
    }
    Ok(Comparison::Identical)
}

/// Parses one input, or says why it is illegal.
fn parse(grammar: Grammar, side: Side, input: &str) -> Result<Uri<'_>, CompareError> {
    crate::parse_with(grammar, input).map_err(|error| CompareError::Illegal {
        side,
        error,
        escape: check_escapes(input).err(),
    })
}

/// Why the parts at one position differ.
fn reason(part: &Part<'_>, x: Option<&Part<'_>>, y: Option<&Part<'_>>, pa: &[Part<'_>], pb: &[Part<'_>]) -> String {
    match (x, y) {
        (Some(x), Some(y)) if x.name != y.name => {
            return format!("the other URI has {} here", y.name);
        }
        (Some(_), None) | (None, Some(_)) => return "present in one URI only".to_string(),
        _ => {}
    }
    // The same group (a path, a search, ...) decodes to the same octets in
    // both: the difference is a reserved character escaped on one side.
    let group = |parts: &[Part<'_>]| -> Option<(Vec<u8>, String)> {
        let texts: Vec<&str> = parts.iter().filter(|p| p.group == part.group).map(|p| p.text).collect();
        let joined = texts.join(part.group.separator());
        Some((decode(&joined).ok()?, joined))
    };
    if let (Some((da, ja)), Some((db, jb))) = (group(pa), group(pb))
        && da == db
    {
        let escaped = first_reserved_escape(&ja, &jb, part.class);
        return match escaped {
                Some((esc, '/')) => format!("{esc} encodes the reserved `/`: an encoded slash has no hierarchical significance (RFC 1630 p.8-9, Example 2)"),
                Some((esc, c)) => format!("{esc} encodes the reserved `{c}`, which may never be encoded or unencoded (RFC 1630 p.8)"),
                None => "the same octets, but a reserved character is escaped in one URI only (RFC 1630 p.8)".to_string(),
            };
    }
    "different text at the same encoding level (RFC 1630 p.8)".to_string()
}

/// The first escape of a reserved character in either text, with the
/// character.
fn first_reserved_escape(a: &str, b: &str, class: Class) -> Option<(String, char)> {
    let component = match class {
        Class::Encoded(c) => c,
        Class::Literal => Component::Xalphas,
    };
    for text in [a, b] {
        for (i, _) in text.match_indices('%') {
            if let Some(esc) = text.get(i..i + 3)
                && let Ok(octet) = decode(esc)
            {
                let c = octet[0];
                let reserved = b"=;/#?: %*!".contains(&c) || (c == b'+' && component != Component::Segment);
                if reserved {
                    return Some((esc.to_ascii_uppercase(), c as char));
                }
            }
        }
    }
    None
}

/// How a component's text is compared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Class {
    /// As written: a production without escapes (scheme, digits, `alphanum2`).
    Literal,
    /// At the minimal encoding level of this component.
    Encoded(Component),
}

/// Parts that decode together: a path's segments, a search's words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Group {
    Single,
    Path,
    Search,
}

impl Group {
    fn separator(self) -> &'static str {
        match self {
            Group::Single => "",
            Group::Path => "/",
            Group::Search => "+",
        }
    }
}

/// One component of a URI.
#[derive(Debug, Clone)]
struct Part<'a> {
    name: String,
    text: &'a str,
    class: Class,
    group: Group,
}

impl Part<'_> {
    fn normalized(&self) -> String {
        match self.class {
            Class::Literal => self.text.to_string(),
            Class::Encoded(component) => {
                // The parser has checked every escape.
                normalize_component(self.text, component, EncodingLevel::MINIMAL)
                    .unwrap_or_else(|_| self.text.to_string())
            }
        }
    }
}

/// The components of a URI, in the order they are written.
fn parts<'a>(uri: &'a Uri<'_>) -> Vec<Part<'a>> {
    let mut p = Parts(Vec::new());
    p.literal("prefix", if uri.prefixedurl { "url:" } else { "" });
    p.literal("scheme", uri.address.scheme());
    p.literal("production", uri.production());
    uri.address.fields().components(&mut ComponentSink::new(&mut |name, text, written| {
        let (class, group) = match written {
            Written::AsIs => (Class::Literal, Group::Single),
            Written::Xalphas => (Class::Encoded(Component::Xalphas), Group::Single),
            Written::Segment => (Class::Encoded(Component::Segment), Group::Path),
            Written::SearchWord => (Class::Encoded(Component::SearchWord), Group::Search),
        };
        p.push(name, text, class, group);
    }));
    p.opt_encoded("fragment id", uri.fragmentid.as_ref(), Component::Fragmentid);
    p.0
}

struct Parts<'a>(Vec<Part<'a>>);

impl<'a> Parts<'a> {
    fn push(&mut self, name: &str, text: &'a str, class: Class, group: Group) {
        self.0.push(Part { name: name.to_string(), text, class, group });
    }
    fn literal(&mut self, name: &str, text: &'a str) {
        self.push(name, text, Class::Literal, Group::Single);
    }
    fn encoded(&mut self, name: &str, text: &'a Text<'_>, component: Component) {
        self.push(name, text.as_str(), Class::Encoded(component), Group::Single);
    }
    fn opt_encoded(&mut self, name: &str, text: Option<&'a Text<'_>>, component: Component) {
        if let Some(t) = text {
            self.encoded(name, t, component);
        }
    }
}

/// The inputs that are illegal under `grammar`, A's first: the error of
/// [`equivalent_with`] for each of them, where it stops at the first. The
/// `compare` command reports both strings of Example 3 (RFC 1630 p.9) this
/// way.
///
/// ```
/// use rfc1630::revisions::equivalence::rfc1630::{illegal_inputs, CompareError, Side};
/// use rfc1630::Grammar;
/// let a = "fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred";
/// let b = "news:12345667123%asdghfh@info.cern.ch";
/// let sides: Vec<Side> = illegal_inputs(Grammar::Rfc1630, a, b)
///     .into_iter()
///     .filter_map(|e| match e {
///         CompareError::Illegal { side, .. } => Some(side),
///         _ => None,
///     })
///     .collect();
/// assert_eq!(sides, [Side::A, Side::B]);
/// assert!(illegal_inputs(Grammar::Rfc1630, "http://h/", b)[0].to_string().starts_with("B is illegal: rfc1630: 1:19: expected hex"));
/// assert!(illegal_inputs(Grammar::Rfc1630, "http://h/a", "http://h/b").is_empty());
/// ```
pub fn illegal_inputs(grammar: Grammar, a: &str, b: &str) -> Vec<CompareError> {
    if let Err(not_built) = grammar.built() {
        return vec![not_built.into()];
    }
    [(Side::A, a), (Side::B, b)].into_iter().filter_map(|(side, input)| parse(grammar, side, input).err()).collect()
}
