//! Why a string could not be mapped: a character the direction's input
//! cannot hold, or a `%` that begins no percent-encoding.

/// Why [`iri_to_uri`](super::iri_to_uri) or [`uri_to_iri`](super::uri_to_iri)
/// refused its input. Each variant gives the byte offset of the first
/// character at fault (on a character boundary) and the character.
///
/// ```
/// use rfc1630::revisions::iri::{iri_to_uri, ConvertError};
/// let e = iri_to_uri("a\u{FDD0}").unwrap_err();
/// assert_eq!(e, ConvertError::NotAnIriCharacter { offset: 1, character: '\u{FDD0}' });
/// assert_eq!(e.offset(), 1);
/// assert_eq!(e.to_string(), "byte 1: U+FDD0 is neither a URI character nor a `ucschar` or `iprivate` (RFC 3987 §2.2, l.435-442)");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ConvertError {
    /// A character no IRI holds anywhere: not ASCII that RFC 3986 allows,
    /// not `%`, and neither a `ucschar` nor an `iprivate` (l.435-442). The
    /// printable ASCII characters that URIs do not allow (`<`, space, ...)
    /// are here too: l.698-702 lets a system convert them, and says the
    /// conversion "SHOULD fail" where it does not; this one does not.
    #[error("byte {offset}: U+{:04X} is neither a URI character nor a `ucschar` or `iprivate` (RFC 3987 §2.2, l.435-442)", u32::from(*character))]
    NotAnIriCharacter {
        /// The byte offset of the character.
        offset: usize,
        /// The character.
        character: char,
    },
    /// A character no URI holds: beyond ASCII, or ASCII that RFC 3986
    /// allows nowhere. §3.2's step 1 (l.772) reads the URI as US-ASCII.
    #[error("byte {offset}: U+{:04X} is not a URI character (RFC 3987 §3.2 step 1, l.772)", u32::from(*character))]
    NotAUriCharacter {
        /// The byte offset of the character.
        offset: usize,
        /// The character.
        character: char,
    },
    /// A `%` not followed by two hexadecimal digits: `pct-encoded` (l.486)
    /// is the only place either form holds a `%`, and §3.1 says `%` "MUST
    /// NOT be converted" (l.702-704).
    #[error("byte {offset}: `%` is not followed by two hexadecimal digits (pct-encoded, RFC 3987 l.486)")]
    BadEscape {
        /// The byte offset of the `%`.
        offset: usize,
    },
}

impl ConvertError {
    /// The byte offset of the character at fault.
    ///
    /// ```
    /// let e = rfc1630::revisions::iri::uri_to_iri("ab%4").unwrap_err();
    /// assert_eq!(e.offset(), 2);
    /// ```
    pub fn offset(&self) -> usize {
        match *self {
            ConvertError::NotAnIriCharacter { offset, .. }
            | ConvertError::NotAUriCharacter { offset, .. }
            | ConvertError::BadEscape { offset } => offset,
        }
    }
}

/// The octet the `%` at `at` encodes, when two hexadecimal digits follow it.
pub(crate) fn escape_at(bytes: &[u8], at: usize) -> Option<u8> {
    let hex = bytes.get(at + 1..at + 3)?;
    let digit = |b: u8| (b as char).to_digit(16);
    Some((digit(hex[0])? * 16 + digit(hex[1])?) as u8)
}
