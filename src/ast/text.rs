//! Text as written in a URI: raw slices of the input, decoded only on
//! request. Every document's types hold their parts as [`Text`].

#[cfg(feature = "serde")]
use serde::ser::{Serialize, Serializer};
use std::borrow::Cow;
use std::fmt;

/// A piece of the input as written, `%` escapes and all.
///
/// ```
/// use rfc1630::{ast::Address, documents::rfc1630::Url};
/// let uri = rfc1630::parse("http://www.my.org/a%2Fb").unwrap();
/// let Address::Rfc1630(Url::Http(http)) = uri.address else { panic!() };
/// let path = http.path.unwrap();
/// let segment = path.segments().next().unwrap();
/// assert_eq!(segment.as_str(), "a%2Fb");
/// assert_eq!(&*segment.decode(), b"a/b");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Text<'a>(pub(crate) Cow<'a, str>);

impl<'a> Text<'a> {
    /// The text, borrowed from the input.
    pub(crate) fn new(text: &'a str) -> Self {
        Text(Cow::Borrowed(text))
    }

    /// The same text, borrowed from this one (for a view that lives as long
    /// as `self`, as the accessors give).
    pub(crate) fn view(&self) -> Text<'_> {
        Text::new(&self.0)
    }

    /// The text as written in the input.
    ///
    /// ```
    /// let uri = rfc1630::parse("news:comp.infosystems.www#top%20x").unwrap();
    /// assert_eq!(uri.fragmentid.unwrap().as_str(), "top%20x");
    /// ```
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The octets the text stands for: every `% hex hex` escape (RFC 1630
    /// p.26, `escape  % hex hex`) replaced by its octet. Borrows when there
    /// is no escape.
    ///
    /// ```
    /// use std::borrow::Cow;
    /// let uri = rfc1630::parse("news:comp.infosystems.www#caf%E9").unwrap();
    /// assert_eq!(&*uri.fragmentid.unwrap().decode(), b"caf\xE9");
    /// let uri = rfc1630::parse("news:comp.infosystems.www#plain").unwrap();
    /// assert!(matches!(uri.fragmentid.unwrap().decode(), Cow::Borrowed(b"plain")));
    /// ```
    pub fn decode(&self) -> Cow<'_, [u8]> {
        percent_encoding::percent_decode_str(&self.0).into()
    }

    /// [`Text::decode`] as UTF-8, with invalid sequences replaced by U+FFFD.
    ///
    /// ```
    /// use rfc1630::{ast::Address, documents::rfc1630::Url};
    /// let uri = rfc1630::parse("magic:caf%C3%A9").unwrap();
    /// let Address::Rfc1630(Url::Generic(g)) = uri.address else { panic!() };
    /// assert_eq!(g.path.segments().next().unwrap().decode_utf8_lossy(), "café");
    /// ```
    pub fn decode_utf8_lossy(&self) -> Cow<'_, str> {
        percent_encoding::percent_decode_str(&self.0).decode_utf8_lossy()
    }
}

impl fmt::Display for Text<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(feature = "serde")]
impl Serialize for Text<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}

crate::ast::owned::owned_text!(Text);
