//! IRIs and URIs mapped into each other, as RFC 3987 §3 says
//! (`rfc3987.txt` l.511-885): [`iri_to_uri`] (§3.1, l.525-738) and
//! [`uri_to_iri`] (§3.2, l.739-885), with the character tables of its §2.2
//! listing ([`is_ucschar`], [`is_iprivate`], l.435-442) and of its §4.1
//! ([`is_bidi_formatting`], l.974-975).
//!
//! Both work on the text alone: they check the characters each form may
//! hold, not the grammar. Whether a string is an IRI (where an `iprivate`
//! may stand, what a host may be) is the RFC 3987 listing's question, which
//! a caller asks first.
//!
//! The round trips (l.741-748), held by property tests:
//!
//! * URI → IRI → URI gives the URI back, "except for potential case
//!   differences in percent-encoding and for potential percent-encoded
//!   unreserved characters" (l.744-746): `%e2%80%ae` comes back as
//!   `%E2%80%AE`, `%41` as `A`.
//! * IRI → URI → IRI gives the IRI back when it holds no percent-encoding
//!   (§3.2 decodes `%C3%A9`, so `r%C3%A9sum` comes back as `résum`) and no
//!   bidirectional formatting character: the listing's `ucschar` holds
//!   them (l.435), §3.1 encodes them, and §3.2 keeps them encoded, since
//!   "IRIs MUST NOT contain" them (l.974).
//!
//! ```
//! use rfc1630::revisions::iri::{convert, ConvertTo};
//! let uri = convert("http://r\u{E9}sum\u{E9}.example.org/?q=\u{E000}", ConvertTo::Uri).unwrap();
//! assert_eq!(uri, "http://r%C3%A9sum%C3%A9.example.org/?q=%EE%80%80");
//! assert_eq!(convert(&uri, ConvertTo::Iri).unwrap(), "http://r\u{E9}sum\u{E9}.example.org/?q=\u{E000}");
//! ```

mod characters;
mod error;
mod to_iri;
mod to_uri;

pub use characters::{is_bidi_formatting, is_iprivate, is_ucschar, range_line};
pub use error::ConvertError;
pub use to_iri::uri_to_iri;
pub use to_uri::iri_to_uri;

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

/// The form a text is converted to.
///
/// ```
/// use rfc1630::revisions::iri::ConvertTo;
/// assert_eq!("uri".parse::<ConvertTo>(), Ok(ConvertTo::Uri));
/// assert_eq!(ConvertTo::Iri.to_string(), "iri");
/// assert!("url".parse::<ConvertTo>().is_err());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum ConvertTo {
    /// IRI to URI, RFC 3987 §3.1 ([`iri_to_uri`]).
    Uri,
    /// URI to IRI, RFC 3987 §3.2 ([`uri_to_iri`]).
    Iri,
}

impl fmt::Display for ConvertTo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ConvertTo::Uri => "uri",
            ConvertTo::Iri => "iri",
        })
    }
}

impl FromStr for ConvertTo {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "uri" => Ok(ConvertTo::Uri),
            "iri" => Ok(ConvertTo::Iri),
            other => Err(format!("`{other}` is neither `uri` nor `iri`")),
        }
    }
}

/// Converts `text` to the form `to` names: [`iri_to_uri`] or
/// [`uri_to_iri`]. The one call a `convert` command makes per line, once
/// the line has been checked against the grammar of its form.
///
/// ```
/// use rfc1630::revisions::iri::{convert, ConvertError, ConvertTo};
/// assert_eq!(convert("/\u{10300}", ConvertTo::Uri).unwrap(), "/%F0%90%8C%80");
/// assert_eq!(convert("/%F0%90%8C%80", ConvertTo::Iri).unwrap(), "/\u{10300}");
/// assert!(matches!(convert("/\u{85}", ConvertTo::Uri), Err(ConvertError::NotAnIriCharacter { offset: 1, .. })));
/// ```
pub fn convert(text: &str, to: ConvertTo) -> Result<Cow<'_, str>, ConvertError> {
    match to {
        ConvertTo::Uri => iri_to_uri(text),
        ConvertTo::Iri => uri_to_iri(text),
    }
}

/// A conversion as JSON reports it: the input, the form asked for, and
/// the answer.
///
/// ```
/// use rfc1630::revisions::iri::{Conversion, ConvertTo};
/// let c = Conversion::new("/D%C3%BCrst", ConvertTo::Iri).unwrap();
/// assert_eq!(c.output, "/D\u{FC}rst");
/// assert_eq!(
///     serde_json::to_string(&c).unwrap(),
///     r#"{"input":"/D%C3%BCrst","to":"iri","output":"/Dürst","changed":true}"#
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Conversion<'a> {
    /// The text converted.
    pub input: &'a str,
    /// The form it was converted to.
    pub to: ConvertTo,
    /// The answer.
    pub output: Cow<'a, str>,
    /// Whether the answer differs from the input.
    pub changed: bool,
}

impl<'a> Conversion<'a> {
    /// Converts `input` to `to` ([`convert`]).
    ///
    /// ```
    /// use rfc1630::revisions::iri::{Conversion, ConvertTo};
    /// assert!(!Conversion::new("http://a/", ConvertTo::Uri).unwrap().changed);
    /// ```
    pub fn new(input: &'a str, to: ConvertTo) -> Result<Self, ConvertError> {
        let output = convert(input, to)?;
        Ok(Conversion { input, to, changed: output != input, output })
    }
}
