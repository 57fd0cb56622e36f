//! RFC 1630's `path` and `search` (p.25-26): text split where the
//! listing splits it, at `/` and at `+`. The URL drafts and RFC 1738 hold
//! their paths and searches in these types too.

use crate::ast::owned::owned_text;
use crate::ast::Text;
#[cfg(feature = "serde")]
use serde::ser::{Serialize, SerializeSeq, SerializeStruct, Serializer};
use std::borrow::Cow;
use std::fmt;

/// A `path` (RFC 1630 p.25, `path  void | segment [ / path ]`): segments
/// separated by `/`, possibly void, possibly ending in `/` (a void last segment).
///
/// Serialized as the list of its segments; a void segment is `""`.
///
/// ```
/// use rfc1630::documents::rfc1630::Url;
/// let uri = rfc1630::parse("http://info.cern.ch/hypertext/WWW/").unwrap();
/// let rfc1630::ast::Address::Rfc1630(Url::Http(http)) = uri.address else { panic!() };
/// let path = http.path.unwrap();
/// let segments: Vec<String> = path.segments().map(|s| s.to_string()).collect();
/// assert_eq!(segments, ["hypertext", "WWW", ""]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Path<'a> {
    /// The path as the URI writes it: with the `/` its production writes
    /// before it where `slash` says so, which [`Uri::path`](crate::Uri::path) gives.
    written: Cow<'a, str>,
    /// Whether `written` starts with that `/`, which is not the `path`'s.
    slash: bool,
}

impl<'a> Path<'a> {
    /// The path, borrowed from the input.
    pub(crate) fn new(text: &'a str) -> Self {
        Path { written: Cow::Borrowed(text), slash: false }
    }

    /// The `path` of `pair`, with the `/` the production writes before it
    /// where the input has one there (`h t t p : / / hostport [ / path ]`).
    pub(crate) fn after_slash<R: pest::RuleType>(pair: &pest::iterators::Pair<'a, R>) -> Self {
        let span = pair.as_span();
        let input = span.get_input();
        match span.start().checked_sub(1) {
            Some(slash) if input.as_bytes()[slash] == b'/' => {
                Path { written: Cow::Borrowed(&input[slash..span.end()]), slash: true }
            }
            _ => Path::new(span.as_str()),
        }
    }

    /// The path as the URI writes it, with the production's `/` before it
    /// where there is one.
    pub(crate) fn written(&self) -> &str {
        &self.written
    }

    /// The path as written.
    ///
    /// ```
    /// use rfc1630::documents::rfc1630::Url;
    /// let uri = rfc1630::parse("ftp://h/pub/a%20b/").unwrap();
    /// let rfc1630::ast::Address::Rfc1630(Url::Ftp(ftp)) = uri.address else { panic!() };
    /// assert_eq!(ftp.path.as_str(), "pub/a%20b/");
    /// ```
    pub fn as_str(&self) -> &str {
        &self.written[usize::from(self.slash)..]
    }

    /// The segments in order. A void path has one void segment, and a path
    /// ending in `/` ends with one, as the listing derives them.
    ///
    /// ```
    /// use rfc1630::documents::rfc1630::Url;
    /// let uri = rfc1630::parse("ftp://h/").unwrap();
    /// let rfc1630::ast::Address::Rfc1630(Url::Ftp(ftp)) = uri.address else { panic!() };
    /// assert_eq!(ftp.path.segments().map(|s| s.to_string()).collect::<Vec<_>>(), [""]);
    /// ```
    pub fn segments(&self) -> impl Iterator<Item = Text<'_>> {
        self.as_str().split('/').map(Text::new)
    }

    /// Whether the path is `void`.
    ///
    /// ```
    /// use rfc1630::documents::rfc1630::Url;
    /// let path = |input| match rfc1630::parse(input).unwrap().address {
    ///     rfc1630::ast::Address::Rfc1630(Url::Ftp(ftp)) => ftp.path,
    ///     _ => unreachable!(),
    /// };
    /// assert!(path("ftp://h/").is_void());
    /// assert!(!path("ftp://h/pub").is_void());
    /// ```
    pub fn is_void(&self) -> bool {
        self.as_str().is_empty()
    }
}

impl fmt::Display for Path<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl crate::ast::IntoOwned for Path<'_> {
    type Owned = Path<'static>;

    fn into_owned(self) -> Path<'static> {
        Path { written: Cow::Owned(self.written.into_owned()), slash: self.slash }
    }
}

#[cfg(feature = "serde")]
impl Serialize for Path<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(None)?;
        for segment in self.segments() {
            seq.serialize_element(&segment)?;
        }
        seq.end()
    }
}

/// A `search` (RFC 1630 p.26, `search  xalphas [ + search ]`).
///
/// Its words are split at every `+`: "Within the query string, the plus sign
/// is reserved as shorthand notation for a space. Therefore, real plus signs
/// must be encoded." (RFC 1630 p.7), so an escaped `%2B` is a plus inside a word. This holds for every listing, although the URL
/// listing's `safe` also holds `+` (finding F8): the prose decides the split.
///
/// ```
/// use rfc1630::documents::rfc1630::Url;
/// let uri = rfc1630::parse("http://info.my.org/Index?dobbins+1%2B1").unwrap();
/// let rfc1630::ast::Address::Rfc1630(Url::Http(http)) = uri.address else { panic!() };
/// let words: Vec<String> = http.search.unwrap().words().map(|w| w.decode_utf8_lossy().into_owned()).collect();
/// assert_eq!(words, ["dobbins", "1+1"]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Search<'a>(pub(crate) Cow<'a, str>);

impl<'a> Search<'a> {
    /// The search, borrowed from the input.
    pub(crate) fn new(text: &'a str) -> Self {
        Search(Cow::Borrowed(text))
    }

    /// The search as written.
    ///
    /// ```
    /// use rfc1630::documents::rfc1630::Url;
    /// let uri = rfc1630::parse("http://h/i?a+b%2Bc").unwrap();
    /// let rfc1630::ast::Address::Rfc1630(Url::Http(http)) = uri.address else { panic!() };
    /// assert_eq!(http.search.unwrap().as_str(), "a+b%2Bc");
    /// ```
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The words, split at `+`, still escaped.
    ///
    /// ```
    /// use rfc1630::documents::rfc1630::Url;
    /// let uri = rfc1630::parse("http://h/i?a+b%2Bc").unwrap();
    /// let rfc1630::ast::Address::Rfc1630(Url::Http(http)) = uri.address else { panic!() };
    /// let words: Vec<String> = http.search.unwrap().words().map(|w| w.to_string()).collect();
    /// assert_eq!(words, ["a", "b%2Bc"]);
    /// ```
    pub fn words(&self) -> impl Iterator<Item = Text<'_>> {
        self.0.split('+').map(Text::new)
    }
}

impl fmt::Display for Search<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(feature = "serde")]
impl Serialize for Search<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("Search", 2)?;
        s.serialize_field("text", &self.0)?;
        s.serialize_field("words", &self.words().collect::<Vec<_>>())?;
        s.end()
    }
}

owned_text!(Search);
