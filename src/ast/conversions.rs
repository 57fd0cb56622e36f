//! A [`Uri`] from a string and back: `TryFrom`, `FromStr`, the owned form,
//! and serde both ways.
//!
//! # What serde gives
//!
//! `Serialize` writes a URI as the string it was parsed from, and
//! `Deserialize` (with the `serde` feature, on by default) parses a string
//! with the default grammar, as [`parse`] does, into an owned
//! `Uri<'static>`: a value survives a round trip through any serde format,
//! as `url::Url`'s does. A string the grammar rejects is a serde error
//! whose message is the diagnostic (grammar, position, expected
//! productions). The typed tree is one call away: [`Uri::ast`] serializes
//! the AST, as `rfc1630 parse --json` prints it.
//!
//! The string rather than the tree, because only the string parses back:
//! the tree's JSON gives a path as its segments and a port as a number, and
//! the grammar that accepted it may not be the default one.

use crate::ast::build::parse;
use crate::ast::{Address, IntoOwned, Text, Uri};
use crate::diagnose::error::ParseError;
use crate::documents::rfc1630::ast::GopherPath;
use crate::grammar::{Grammar, Listing};
#[cfg(feature = "serde")]
use serde::{Serialize, Serializer};
use std::str::FromStr;

impl Uri<'_> {
    /// The same URI with its text copied out of the input, so that it
    /// outlives the input string. [`IntoOwned`] does the same for every
    /// part of the AST.
    ///
    /// ```
    /// let owned: rfc1630::Uri<'static> = {
    ///     let input = String::from("http://info.cern.ch:8000/a/b?x+y#f");
    ///     rfc1630::parse(&input).unwrap().into_owned()
    /// };
    /// assert_eq!(owned.host().unwrap().to_string(), "info.cern.ch");
    /// assert_eq!(owned.port(), Some(8000));
    /// assert_eq!(owned.to_string(), "http://info.cern.ch:8000/a/b?x+y#f");
    /// ```
    pub fn into_owned(self) -> Uri<'static> {
        IntoOwned::into_owned(self)
    }

    /// The typed tree for serialization: the grammar, the listing, the
    /// production and its fields, named after the productions, as
    /// `rfc1630 parse --json` prints them. A `gopheraddress` (RFC 1630 and
    /// url-03) also carries `gopher_path`: its `gcommand` split into
    /// url-03's parts (`gtype`, `selector`, `search`, `gopher_plus`; see
    /// [`GopherPath`](crate::documents::rfc1630::GopherPath)), the prose's reading beside the listing's field.
    /// (The drafts' gopher production has its own `selector` and `search`.)
    /// A `Uri` itself serializes as its string, and deserializes by parsing one.
    ///
    /// `production` is the production that derived the input, in its
    /// document's spelling: a listing's alternative (`httpaddress`,
    /// `httpurl`), or for the generic grammars RFC 1808's `absoluteURL` or
    /// `relativeURL`, RFC 2396's (and 2732's) `absoluteURI`, `relativeURI`
    /// or, for a reference with neither, `URI-reference` itself, RFC 3986's
    /// `URI` or `relative-ref`. `prefixedurl` is there only under a grammar
    /// whose listing has the `prefixedurl  u r l : url` production (RFC
    /// 1630's, url-03's and their prose layers).
    ///
    /// ```
    /// use rfc1630::{parse_with, Grammar};
    /// let json = |g, s| serde_json::to_value(parse_with(g, s).unwrap().ast()).unwrap();
    /// assert_eq!(json(Grammar::Rfc3986, "../a")["production"], "relative-ref");
    /// assert_eq!(json(Grammar::Rfc3986, "http://h/")["production"], "URI");
    /// assert_eq!(json(Grammar::Rfc2396, "#s")["production"], "URI-reference");
    /// assert_eq!(json(Grammar::Rfc1808, "g;x")["production"], "relativeURL");
    /// assert!(json(Grammar::Rfc3986, "http://h/").get("prefixedurl").is_none());
    /// assert_eq!(json(Grammar::Rfc1630, "http://h/")["prefixedurl"], false);
    /// ```
    ///
    /// ```
    /// let uri = rfc1630::parse("http://info.cern.ch:8000/a").unwrap();
    /// let json = serde_json::to_value(uri.ast()).unwrap();
    /// assert_eq!(json["production"], "httpaddress");
    /// assert_eq!(json["hostport"]["port"], 8000);
    /// assert_eq!(serde_json::to_value(&uri).unwrap(), "http://info.cern.ch:8000/a");
    ///
    /// let uri = rfc1630::parse("gopher://h/7index%09word").unwrap();
    /// let json = serde_json::to_value(uri.ast()).unwrap();
    /// assert_eq!(json["gcommand"], serde_json::json!(["index%09word"]));
    /// assert_eq!(json["gopher_path"]["selector"], "index");
    /// assert_eq!(json["gopher_path"]["search"], "word");
    /// ```
    pub fn ast(&self) -> Ast<'_> {
        Ast { uri: self }
    }
}

/// The typed tree of a [`Uri`] as serde writes it: see [`Uri::ast`].
///
/// ```
/// let uri = rfc1630::parse("news:comp.infosystems.www#top").unwrap();
/// let json = serde_json::to_value(uri.ast()).unwrap();
/// assert_eq!(json["listing"], "rfc1630-url");
/// assert_eq!(json["fragmentid"], "top");
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Ast<'r> {
    uri: &'r Uri<'r>,
}

#[cfg(feature = "serde")]
impl Serialize for Ast<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        #[cfg_attr(feature = "serde", derive(serde::Serialize))]
        struct Fields<'r> {
            grammar: Grammar,
            listing: Listing,
            /// Only under a grammar with a `prefixedurl` production.
            #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
            prefixedurl: Option<bool>,
            /// The document's AST, which names its production under `production`.
            #[cfg_attr(feature = "serde", serde(flatten))]
            address: &'r Address<'r>,
            /// url-03's split of a gopher path, beside `gcommand`.
            #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
            gopher_path: Option<GopherPath<'r>>,
            #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
            fragmentid: Option<&'r Text<'r>>,
        }
        let uri = self.uri;
        let has_prefix =
            uri.grammar.listings().iter().any(|&listing| crate::grammar::listings::spec(listing).wrapper.is_some());
        let fields = Fields {
            grammar: uri.grammar,
            listing: uri.listing,
            prefixedurl: has_prefix.then_some(uri.prefixedurl),
            address: &uri.address,
            gopher_path: uri.address.parts().gopher_path(),
            fragmentid: uri.fragmentid.as_ref(),
        };
        fields.serialize(serializer)
    }
}

/// A URI serializes as the string it was parsed from, and (with the `serde`
/// feature, on by default) deserializes from a string by parsing it with the
/// default grammar into an owned `Uri<'static>`: a URI parsed with the
/// default grammar comes back equal. A URI of another grammar comes back
/// equal through `#[serde(with = "rfc1630::ast::serde_with::<grammar>")]`, which
/// parses with that grammar (see `serde_with` for exactly what holds). The
/// string rather than the tree, because only the string parses back: the
/// tree's JSON gives a path as its segments and a port as a number.
/// [`Uri::ast`] gives the tree.
///
/// ```
/// let uri = rfc1630::parse("ftp://joe@ftp.cern.ch/pub").unwrap();
/// assert_eq!(serde_json::to_string(&uri).unwrap(), r#""ftp://joe@ftp.cern.ch/pub""#);
/// ```
#[cfg(feature = "serde")]
impl Serialize for Uri<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// Parses a string with the default grammar into an owned URI (see
/// `Serialize for Uri` for why a string, and `serde_with` for another grammar).
///
/// # Errors
/// A serde error of one line: the byte offset, then the
/// [`ParseError::summary`] (the grammar, the position, the expected set and
/// the production with its citation).
///
/// ```
/// #[derive(serde::Deserialize)]
/// struct Bookmark {
///     uri: rfc1630::Uri<'static>,
/// }
/// let b: Bookmark = serde_json::from_str(r#"{"uri": "gopher://gopher.micro.umn.edu:70/1"}"#).unwrap();
/// assert_eq!(b.uri.port(), Some(70));
/// let err = serde_json::from_str::<Bookmark>(r#"{"uri": "http://h:80x/"}"#).err().unwrap();
/// assert!(err.to_string().starts_with("at byte 11: rfc1630: 1:12: expected digit"), "{err}");
/// assert!(!err.to_string().contains('\n'));
/// ```
#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Uri<'static> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        super::serde_with::deserialize_default(deserializer)
    }
}

/// Parses with the default grammar, as [`parse`], borrowing `input`.
///
/// # Errors
/// As [`parse`]: the error names the grammar, the position and the
/// productions expected there.
///
/// ```
/// use rfc1630::Uri;
/// let uri = Uri::try_from("gopher://gopher.tc.umn.edu:70/1dir").unwrap();
/// assert_eq!(uri.port(), Some(70));
/// assert!(Uri::try_from("http://h:80x/").is_err());
/// ```
impl<'a> TryFrom<&'a str> for Uri<'a> {
    type Error = ParseError;

    fn try_from(input: &'a str) -> Result<Uri<'a>, ParseError> {
        parse(input)
    }
}

/// Parses with the default grammar, as [`parse`], into an owned URI.
///
/// # Errors
/// As [`parse`].
///
/// ```
/// let uri = rfc1630::Uri::try_from(String::from("news:comp.infosystems.www")).unwrap();
/// assert_eq!(uri.production(), "newsaddress");
/// ```
impl TryFrom<String> for Uri<'static> {
    type Error = ParseError;

    fn try_from(input: String) -> Result<Uri<'static>, ParseError> {
        input.parse()
    }
}

/// Parses with the default grammar, as [`parse`], into an owned URI.
///
/// # Errors
/// As [`parse`].
///
/// ```
/// let ftp: rfc1630::Uri<'static> = "ftp://joe@ftp.cern.ch/pub".parse().unwrap();
/// assert_eq!(ftp.user().map(|u| u.to_string()).as_deref(), Some("joe"));
/// assert!("ftp://joe@".parse::<rfc1630::Uri>().is_err());
/// ```
impl FromStr for Uri<'static> {
    type Err = ParseError;

    fn from_str(input: &str) -> Result<Uri<'static>, ParseError> {
        parse(input).map(Uri::into_owned)
    }
}
