//! Grammar ids: which listing (or combination of listings) a string is parsed with.

use serde::Serialize;
use std::fmt;
use std::str::FromStr;

/// A grammar a URI can be parsed with.
///
/// Each variant but [`Grammar::Rfc1630`] is one BNF listing transcribed into a
/// `.pest` file under `grammar/`. `FromStr` and `Display` use the ids the CLI's
/// `--grammar` flag takes.
///
/// ```
/// use rfc1630::Grammar;
/// let g: Grammar = "rfc1630-url".parse().unwrap();
/// assert_eq!(g, Grammar::Rfc1630Url);
/// assert_eq!(g.to_string(), "rfc1630-url");
/// assert!("rfc2396".parse::<Grammar>().is_err());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(into = "&'static str")]
pub enum Grammar {
    /// The default: RFC 1630's URL listing (`prefixedurl | url`, then an
    /// optional `# fragmentid`), or else its generic listing (`fragmentaddress`).
    Rfc1630,
    /// RFC 1630 "BNF for specific URL schemes" (p.23-27); entry `prefixedurl | url`.
    Rfc1630Url,
    /// RFC 1630 "BNF of Generic URI Syntax" (p.22-23); entry `fragmentaddress`.
    Rfc1630Generic,
    /// draft-ietf-uri-url-03 "BNF for specific URL schemes" (p.13-16); entry `prefixedurl | url`.
    Url03,
    /// url7 (Internet Draft 02) "BNF syntax" (p.15-18); entry `fragmentaddress`.
    Url7,
    /// url4 (Internet Draft 00) "BNF syntax"; entry `anchoraddress`.
    Url4,
}

impl Grammar {
    /// Every grammar, default first.
    ///
    /// ```
    /// assert_eq!(rfc1630::Grammar::ALL[0], rfc1630::Grammar::Rfc1630);
    /// assert_eq!(rfc1630::Grammar::ALL.len(), 6);
    /// ```
    pub const ALL: [Grammar; 6] =
        [Grammar::Rfc1630, Grammar::Rfc1630Url, Grammar::Rfc1630Generic, Grammar::Url03, Grammar::Url7, Grammar::Url4];

    /// The id used by `FromStr`, `Display` and the CLI.
    ///
    /// ```
    /// assert_eq!(rfc1630::Grammar::Rfc1630Generic.id(), "rfc1630-generic");
    /// ```
    pub fn id(self) -> &'static str {
        match self {
            Grammar::Rfc1630 => "rfc1630",
            Grammar::Rfc1630Url => "rfc1630-url",
            Grammar::Rfc1630Generic => "rfc1630-generic",
            Grammar::Url03 => "url-03",
            Grammar::Url7 => "url7",
            Grammar::Url4 => "url4",
        }
    }

    /// The listings this grammar tries, in order.
    ///
    /// ```
    /// use rfc1630::{Grammar, Listing};
    /// assert_eq!(Grammar::Rfc1630.listings(), &[Listing::Rfc1630Url, Listing::Rfc1630Generic]);
    /// ```
    pub fn listings(self) -> &'static [Listing] {
        match self {
            Grammar::Rfc1630 => &[Listing::Rfc1630Url, Listing::Rfc1630Generic],
            Grammar::Rfc1630Url => &[Listing::Rfc1630Url],
            Grammar::Rfc1630Generic => &[Listing::Rfc1630Generic],
            Grammar::Url03 => &[Listing::Url03],
            Grammar::Url7 => &[Listing::Url7],
            Grammar::Url4 => &[Listing::Url4],
        }
    }
}

impl fmt::Display for Grammar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl From<Grammar> for &'static str {
    fn from(grammar: Grammar) -> Self {
        grammar.id()
    }
}

/// The error of [`Grammar::from_str`]: the id is not one of [`Grammar::ALL`].
///
/// ```
/// let err = "rfc2396".parse::<rfc1630::Grammar>().unwrap_err();
/// assert_eq!(err.0, "rfc2396");
/// assert!(err.to_string().contains("url-03"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown grammar `{0}` (expected one of: {ids})", ids = Grammar::ALL.map(Grammar::id).join(", "))]
pub struct UnknownGrammar(pub String);

impl FromStr for Grammar {
    type Err = UnknownGrammar;

    fn from_str(id: &str) -> Result<Self, Self::Err> {
        Grammar::ALL.into_iter().find(|g| g.id() == id).ok_or_else(|| UnknownGrammar(id.to_string()))
    }
}

/// One BNF listing of one document, as transcribed in one `.pest` file.
///
/// ```
/// use rfc1630::{Grammar, Listing};
/// assert_eq!(Grammar::Url03.listings(), &[Listing::Url03]);
/// assert_eq!(Listing::Url03.to_string(), "url-03");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(into = "&'static str")]
pub enum Listing {
    /// RFC 1630 "BNF for specific URL schemes", `grammar/rfc1630-url.pest`.
    Rfc1630Url,
    /// RFC 1630 "BNF of Generic URI Syntax", `grammar/rfc1630-generic.pest`.
    Rfc1630Generic,
    /// draft-ietf-uri-url-03 "BNF for specific URL schemes", `grammar/url-03.pest`.
    Url03,
    /// url7 "BNF syntax", `grammar/url7.pest`.
    Url7,
    /// url4 "BNF syntax", `grammar/url4.pest`.
    Url4,
}

impl Listing {
    /// Every listing, in the order of [`Grammar::ALL`].
    ///
    /// ```
    /// assert_eq!(rfc1630::Listing::ALL.len(), 5);
    /// ```
    pub const ALL: [Listing; 5] =
        [Listing::Rfc1630Url, Listing::Rfc1630Generic, Listing::Url03, Listing::Url7, Listing::Url4];

    /// The listing's id, the same as the grammar id that parses with it alone.
    ///
    /// ```
    /// assert_eq!(rfc1630::Listing::Rfc1630Url.id(), "rfc1630-url");
    /// ```
    pub fn id(self) -> &'static str {
        match self {
            Listing::Rfc1630Url => "rfc1630-url",
            Listing::Rfc1630Generic => "rfc1630-generic",
            Listing::Url03 => "url-03",
            Listing::Url7 => "url7",
            Listing::Url4 => "url4",
        }
    }

    /// The document the listing comes from, as citations name it.
    ///
    /// ```
    /// assert_eq!(rfc1630::Listing::Rfc1630Generic.document(), "RFC 1630");
    /// assert_eq!(rfc1630::Listing::Url7.document(), "url7");
    /// ```
    pub fn document(self) -> &'static str {
        match self {
            Listing::Rfc1630Url | Listing::Rfc1630Generic => "RFC 1630",
            Listing::Url03 => "url-03",
            Listing::Url7 => "url7",
            Listing::Url4 => "url4",
        }
    }
}

impl fmt::Display for Listing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl From<Listing> for &'static str {
    fn from(listing: Listing) -> Self {
        listing.id()
    }
}
