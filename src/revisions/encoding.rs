//! The conventional URI encoding (RFC 1630 p.8-9): `%` and two hex digits
//! for a character a component may not hold as itself.
//!
//! RFC 1630 p.8, "CONVENTIONAL URI ENCODING SCHEME": "Where the local naming
//! scheme uses ASCII characters which are not allowed in the URI, these may
//! be represented in the URL by a percent sign "%" immediately followed by
//! two hexadecimal digits (0-9, A-F) giving the ISO Latin 1 code for that
//! character."
//!
//! "REDUCED OR INCREASED SAFE CHARACTER SETS" (p.8): "a URI may be made
//! "safer" simply by encoding any characters considered unsafe, while leaving
//! already encoded characters still encoded. Similarly, in cases where a
//! larger set of characters is acceptable, % signs can be selectively and
//! reversibly expanded. Before two URIs can be compared, it is therefore
//! necessary to bring them to the same encoding level. However, the reserved
//! characters mentioned above have a quite different significance when
//! encoded, and so may NEVER be encoded and unencoded in this way." That is
//! [`normalize`] with an [`EncodingLevel`].
//!
//! p.9: "The percent sign intended as such must always be encoded, as its
//! presence otherwise always indicates an encoding. Sequences which start
//! with a percent sign but are not followed by two hexadecimal characters are
//! reserved for future extension. (See Example 3.)" A `%` that starts no
//! escape is [`EncodingError::BadEscape`] everywhere in this module.
//!
//! # The character sets
//!
//! Each class of the URL listing (RFC 1630 p.26, `003` l.1280-1313) is an
//! [`AsciiSet`] of its members ([`SAFE`], [`EXTRA`], [`RESERVED`],
//! [`NATIONAL`], [`PUNCTUATION`]); each [`Component`] has the set of what it
//! must encode, the complement of what its production allows as itself.
//!
//! Findings in the classes:
//!
//! * The URL listing's `safe` (p.26) holds `+` (and `-` twice), the generic
//!   listing's (p.23) does not (finding F8). The components built on
//!   `xalphas` here encode `+`: an escaped `+` is valid under both listings,
//!   and in a search it must be escaped anyway (p.7: "real plus signs must be
//!   encoded"). Path segments allow it as itself (`xpalpha  xalpha | +`).
//! * The grave accent `` ` `` is in no class at all: it can only ever appear
//!   escaped.
//! * The prose reserves more than the listing's `reserved` does: `%` (p.6),
//!   `+` in a search (p.7), `*` and `!` ("reserved for use as having special
//!   signifiance within specific schemes", p.7), and path elements of one or
//!   two dots (p.6). [`normalize`] never encodes or decodes any of them.

use crate::ast::split_scheme;
use percent_encoding::{percent_encode, AsciiSet};
use std::fmt::Write as _;

/// Builds a set from a list of its members.
const fn set_of(chars: &[u8]) -> AsciiSet {
    with(AsciiSet::EMPTY, chars)
}

/// Adds a list of members to a set.
const fn with(mut set: AsciiSet, chars: &[u8]) -> AsciiSet {
    let mut i = 0;
    while i < chars.len() {
        set = set.add(chars[i]);
        i += 1;
    }
    set
}

/// Adds the range `from..=to` to a set.
const fn with_range(mut set: AsciiSet, from: u8, to: u8) -> AsciiSet {
    let mut c = from;
    while c <= to {
        set = set.add(c);
        c += 1;
    }
    set
}

const SAFE_CHARS: &[u8] = b"$-_@.&+-";
const EXTRA_CHARS: &[u8] = b"!*\"'(),";
const RESERVED_CHARS: &[u8] = b"=;/#?: ";
const NATIONAL_CHARS: &[u8] = b"{}|[]\\^~";
const PUNCTUATION_CHARS: &[u8] = b"<>";

/// `alpha` and `digit`: the letters and digits (RFC 1630 p.26, 003
/// l.1292-1298).
const fn alphanum() -> AsciiSet {
    with_range(with_range(with_range(AsciiSet::EMPTY, b'a', b'z'), b'A', b'Z'), b'0', b'9')
}

/// `safe`, RFC 1630 p.26 (003 l.1300): `safe  $ | - | _ | @ | . | &  | + | -`.
///
/// As printed in the URL listing; the generic listing's `safe` (p.23, l.1136)
/// is `$ | - | _ | @ | . | &`, without `+` (finding F8).
///
/// ```
/// use rfc1630::revisions::encoding::SAFE;
/// let encoded = percent_encoding::utf8_percent_encode("a$b", SAFE).to_string();
/// assert_eq!(encoded, "a%24b");
/// ```
pub const SAFE: &AsciiSet = &set_of(SAFE_CHARS);

/// `extra`, RFC 1630 p.26 (003 l.1302): `extra  ! | * |  " |  ' | ( | )  | ,`.
///
/// ```
/// let encoded = percent_encoding::utf8_percent_encode("(x)", rfc1630::revisions::encoding::EXTRA).to_string();
/// assert_eq!(encoded, "%28x%29");
/// ```
pub const EXTRA: &AsciiSet = &set_of(EXTRA_CHARS);

/// `reserved`, RFC 1630 p.26 (003 l.1304): `reserved  =  |  ;  |  /  |  #  | ? |  : | space`.
///
/// ```
/// let encoded = percent_encoding::utf8_percent_encode("a/b c", rfc1630::revisions::encoding::RESERVED).to_string();
/// assert_eq!(encoded, "a%2Fb%20c");
/// ```
pub const RESERVED: &AsciiSet = &set_of(RESERVED_CHARS);

/// `national`, RFC 1630 p.26 (003 l.1311): `national  { | } | vline | [ | ] | \ | ^ | ~`
/// (`vline` is `|`).
///
/// ```
/// let encoded = percent_encoding::utf8_percent_encode("~user", rfc1630::revisions::encoding::NATIONAL).to_string();
/// assert_eq!(encoded, "%7Euser");
/// ```
pub const NATIONAL: &AsciiSet = &set_of(NATIONAL_CHARS);

/// `punctuation`, RFC 1630 p.26 (003 l.1313): `punctuation  < | >`.
///
/// ```
/// let encoded = percent_encoding::utf8_percent_encode("<a>", rfc1630::revisions::encoding::PUNCTUATION).to_string();
/// assert_eq!(encoded, "%3Ca%3E");
/// ```
pub const PUNCTUATION: &AsciiSet = &set_of(PUNCTUATION_CHARS);

/// What a path segment must encode: everything but `xpalpha` (RFC 1630 p.26,
/// 003 l.1286: `xpalpha  xalpha | +`; l.1282: `xalpha  alpha | digit | safe |
/// extra | escape`). Reserved, national and punctuation characters, `%`, the
/// grave accent, controls, DEL and every octet above DEL are encoded.
///
/// ```
/// let s = percent_encoding::utf8_percent_encode("a b/c+d~", rfc1630::revisions::encoding::SEGMENT).to_string();
/// assert_eq!(s, "a%20b%2Fc+d%7E");
/// ```
pub const SEGMENT: &AsciiSet = &with(with(alphanum(), SAFE_CHARS), EXTRA_CHARS).add(b'+').complement();

/// What an `xalphas` must encode (RFC 1630 p.26, 003 l.1282-1284: `xalpha
/// alpha | digit | safe | extra | escape`), with `+` encoded as well: the
/// generic listing's `safe` has no `+` (p.23), so an escaped `+` is valid
/// under both listings.
///
/// ```
/// let s = percent_encoding::utf8_percent_encode("a+b@c", rfc1630::revisions::encoding::XALPHAS).to_string();
/// assert_eq!(s, "a%2Bb@c");
/// ```
pub const XALPHAS: &AsciiSet = &with(with(alphanum(), SAFE_CHARS), EXTRA_CHARS).remove(b'+').complement();

/// What one word of a search must encode: as [`XALPHAS`]. RFC 1630 p.26
/// (003 l.1270): `search  xalphas [ + search ]`, and p.7: "Within the query
/// string, the plus sign is reserved as shorthand notation for a space.
/// Therefore, real plus signs must be encoded."
///
/// ```
/// let s = percent_encoding::utf8_percent_encode("1+1 two", rfc1630::revisions::encoding::SEARCH_WORD).to_string();
/// assert_eq!(s, "1%2B1%20two");
/// ```
pub const SEARCH_WORD: &AsciiSet = XALPHAS;

/// What a fragment id must encode: as [`XALPHAS`]. RFC 1630 p.26 (003
/// l.1276): `fragmentid  xalphas`.
///
/// ```
/// let s = percent_encoding::utf8_percent_encode("sec 2#b", rfc1630::revisions::encoding::FRAGMENTID).to_string();
/// assert_eq!(s, "sec%202%23b");
/// ```
pub const FRAGMENTID: &AsciiSet = XALPHAS;

/// A component of a URI, by the production that holds it.
///
/// ```
/// use rfc1630::revisions::encoding::{encode, Component};
/// assert_eq!(encode(b"a+b c", Component::Segment), "a+b%20c");
/// assert_eq!(encode(b"a+b c", Component::SearchWord), "a%2Bb%20c");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Component {
    /// A path segment, `segment  xpalphas` (RFC 1630 p.25-26): [`SEGMENT`].
    Segment,
    /// One word of a search, `search  xalphas [ + search ]` (p.26, p.7): [`SEARCH_WORD`].
    SearchWord,
    /// A fragment id, `fragmentid  xalphas` (p.26): [`FRAGMENTID`].
    Fragmentid,
    /// Any other `xalphas`: a host name's parts, a WAIS database or type, a
    /// gopher type, a news article, a mail address's local part: [`XALPHAS`].
    Xalphas,
}

impl Component {
    /// The characters this component must encode.
    ///
    /// ```
    /// use rfc1630::revisions::encoding::{Component, SEGMENT};
    /// assert_eq!(Component::Segment.encode_set(), SEGMENT);
    /// ```
    pub fn encode_set(self) -> &'static AsciiSet {
        match self {
            Component::Segment => SEGMENT,
            Component::SearchWord => SEARCH_WORD,
            Component::Fragmentid => FRAGMENTID,
            Component::Xalphas => XALPHAS,
        }
    }

    /// Whether the component may hold the octet as itself.
    ///
    /// ```
    /// use rfc1630::revisions::encoding::Component;
    /// assert!(Component::Segment.allows(b'+'));
    /// assert!(!Component::SearchWord.allows(b'+'));
    /// assert!(!Component::Segment.allows(b'/'));
    /// assert!(!Component::Segment.allows(b'`'));
    /// ```
    pub fn allows(self, octet: u8) -> bool {
        !excludes(self.encode_set(), octet)
    }

    /// The reserved characters of this component (never encoded or decoded
    /// by [`normalize`]): `reserved` (p.26), `%` (p.6), `*` and `!` (p.7),
    /// and `+` everywhere but in a path segment (p.7; see the module notes).
    fn reserves(self, octet: u8) -> bool {
        RESERVED_CHARS.contains(&octet) || b"%*!".contains(&octet) || (octet == b'+' && self != Component::Segment)
    }
}

/// Whether an encode set encodes an octet (`AsciiSet` has no public
/// membership test: an encoded octet comes out as three characters).
fn excludes(set: &'static AsciiSet, octet: u8) -> bool {
    percent_encode(&[octet], set).next().is_some_and(|s| s.len() == 3)
}

/// A `%` that starts no escape.
///
/// ```
/// use rfc1630::revisions::encoding::{decode, EncodingError};
/// let err = decode("asdf%*.fred").unwrap_err();
/// assert_eq!(err, EncodingError::BadEscape { offset: 4, found: "%*.".into() });
/// assert!(err.to_string().contains("RFC 1630 p.9, Example 3"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EncodingError {
    /// RFC 1630 p.9: "Sequences which start with a percent sign but are not
    /// followed by two hexadecimal characters are reserved for future
    /// extension" (Example 3: "all % characters imply encodings, and there is
    /// no decoding defined for "%*" or "%as"").
    #[error("`%` at byte {offset} is not followed by two hex digits (found `{found}`): RFC 1630 p.9, Example 3, \"all % characters imply encodings\"")]
    BadEscape {
        /// Byte offset of the `%` in the text given.
        offset: usize,
        /// The `%` and up to two characters after it.
        found: String,
    },
}

/// The value of a hex digit.
fn hex(c: u8) -> Option<u8> {
    (c as char).to_digit(16).map(|d| d as u8)
}

/// Reads the escape at `bytes[i]` (a `%`): its octet.
fn escape_at(text: &str, i: usize) -> Result<u8, EncodingError> {
    let bytes = text.as_bytes();
    match (bytes.get(i + 1).copied().and_then(hex), bytes.get(i + 2).copied().and_then(hex)) {
        (Some(hi), Some(lo)) => Ok(hi * 16 + lo),
        _ => Err(EncodingError::BadEscape { offset: i, found: text[i..].chars().take(3).collect() }),
    }
}

/// Checks every `%` of a text.
///
/// # Errors
/// [`EncodingError::BadEscape`] for the first `%` not followed by two hex
/// digits (RFC 1630 p.9, Example 3).
///
/// ```
/// use rfc1630::revisions::encoding::check_escapes;
/// assert!(check_escapes("marie%2Dclaude").is_ok());
/// assert!(check_escapes("fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred").is_err());
/// assert!(check_escapes("news:12345667123%asdghfh@info.cern.ch").is_err());
/// ```
pub fn check_escapes(text: &str) -> Result<(), EncodingError> {
    for (i, _) in text.match_indices('%') {
        escape_at(text, i)?;
    }
    Ok(())
}

/// Encodes a local name for a component: every octet the component's
/// production does not allow becomes `%` and two (upper-case) hex digits
/// (RFC 1630 p.8, "CONVENTIONAL URI ENCODING SCHEME").
///
/// The octets are the local name's own: the RFC's escapes give "the ISO Latin
/// 1 code for that character" (p.8), so pass a Latin-1 name as Latin-1 bytes.
/// The result is valid for the component under both RFC 1630 listings.
///
/// ```
/// use rfc1630::revisions::encoding::{encode, Component};
/// assert_eq!(encode(b"bertram/marie-claude", Component::Segment), "bertram%2Fmarie-claude");
/// assert_eq!(encode(b"100% pure", Component::SearchWord), "100%25%20pure");
/// assert_eq!(encode(b"caf\xe9", Component::Segment), "caf%E9");
/// ```
pub fn encode(local: &[u8], component: Component) -> String {
    percent_encode(local, component.encode_set()).to_string()
}

/// Decodes a component's text to the octets it stands for.
///
/// # Errors
/// [`EncodingError::BadEscape`] for a `%` not followed by two hex digits:
/// such a sequence is never passed through (RFC 1630 p.9, Example 3).
///
/// ```
/// use rfc1630::revisions::encoding::decode;
/// assert_eq!(decode("marie%2Dclaude").unwrap(), b"marie-claude");
/// assert_eq!(decode("%e9t%C9").unwrap(), b"\xe9t\xc9");
/// assert!(decode("asdf%*.fred").is_err());
/// assert!(decode("100%").is_err());
/// ```
pub fn decode(text: &str) -> Result<Vec<u8>, EncodingError> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            out.push(escape_at(text, i)?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    Ok(out)
}

/// The words of a search, decoded: `+` separates words (RFC 1630 p.7,
/// "the plus sign is reserved as shorthand notation for a space"), and an
/// escaped `%2B` is a real plus inside a word. The text is the search
/// without its `?`. Empty words (`a++b`, a leading or trailing `+`) are kept.
///
/// This holds under both listings, though the URL listing's `safe` also
/// holds `+` so that its `search` is a plain `xalphas` (finding F8): the
/// prose decides the split.
///
/// # Errors
/// [`EncodingError::BadEscape`] (RFC 1630 p.9, Example 3), with the offset
/// in `search`.
///
/// ```
/// use rfc1630::revisions::encoding::search_words;
/// assert_eq!(search_words("dobbins+1%2B1").unwrap(), [b"dobbins".to_vec(), b"1+1".to_vec()]);
/// assert_eq!(search_words("a%20b").unwrap(), [b"a b".to_vec()]);
/// assert!(search_words("name%%3Ddobbins").is_err());
/// ```
pub fn search_words(search: &str) -> Result<Vec<Vec<u8>>, EncodingError> {
    check_escapes(search)?;
    search.split('+').map(decode).collect()
}

/// An encoding level: which characters are kept encoded beyond those the
/// syntax excludes (RFC 1630 p.8, "REDUCED OR INCREASED SAFE CHARACTER SETS").
///
/// ```
/// use rfc1630::revisions::encoding::{normalize, EncodingLevel};
/// use percent_encoding::AsciiSet;
/// const QUOTES: &AsciiSet = &AsciiSet::EMPTY.add(b'"').add(b'\'');
/// let safer = EncodingLevel::safer(QUOTES);
/// assert_eq!(normalize("magic:it's", safer).unwrap(), "magic:it%27s");
/// assert_eq!(normalize("magic:it%27s", EncodingLevel::MINIMAL).unwrap(), "magic:it's");
/// ```
#[derive(Debug, Clone, Copy)]
pub struct EncodingLevel {
    unsafe_chars: &'static AsciiSet,
}

impl EncodingLevel {
    /// The "larger set" level (p.8): only what a component's production
    /// excludes is encoded, and every other escape is expanded. Two URIs are
    /// compared at this level.
    ///
    /// ```
    /// use rfc1630::revisions::encoding::{normalize, EncodingLevel};
    /// assert_eq!(normalize("http://h/%41%2F%7e", EncodingLevel::MINIMAL).unwrap(), "http://h/A%2F%7E");
    /// ```
    pub const MINIMAL: EncodingLevel = EncodingLevel { unsafe_chars: &AsciiSet::EMPTY };

    /// A "safer" level (p.8): the characters of `unsafe_chars` are also
    /// encoded, in every component. Reserved characters in it are ignored
    /// (they are never encoded). Characters that the URL listing uses as
    /// delimiters outside `reserved` (`@` of a login, an article or a mail
    /// address; `.` of a host name) change what a URL means when encoded:
    /// leave them out of the set.
    ///
    /// ```
    /// use rfc1630::revisions::encoding::{normalize, EncodingLevel, EXTRA};
    /// // `!` and `*` stay: p.7 reserves them for the schemes.
    /// assert_eq!(normalize("magic:a(b)!*", EncodingLevel::safer(EXTRA)).unwrap(), "magic:a%28b%29!*");
    /// ```
    pub const fn safer(unsafe_chars: &'static AsciiSet) -> EncodingLevel {
        EncodingLevel { unsafe_chars }
    }

    fn keeps_encoded(self, component: Component, octet: u8) -> bool {
        !octet.is_ascii() || !component.allows(octet) || excludes(self.unsafe_chars, octet)
    }
}

/// Brings a component's text to an encoding level: an escape of an octet the
/// component allows (and the level does not mark unsafe) is decoded, and an
/// octet written as itself that the component excludes (or the level marks
/// unsafe) is encoded; escapes that stay get upper-case hex digits. Reserved
/// characters are never encoded nor decoded (RFC 1630 p.8: "the reserved
/// characters ... have a quite different significance when encoded, and so
/// may NEVER be encoded and unencoded in this way"): `= ; / # ? :` and space
/// (p.26), `%` (p.6), `*` and `!` (p.7), `+` outside path segments (p.7). In a
/// path segment, a `.` stays escaped when the decoded segment would be `.`
/// or `..` (p.6: those path elements are reserved).
///
/// # Errors
/// [`EncodingError::BadEscape`] (RFC 1630 p.9, Example 3).
///
/// ```
/// use rfc1630::revisions::encoding::{normalize_component, Component, EncodingLevel};
/// let min = EncodingLevel::MINIMAL;
/// assert_eq!(normalize_component("marie%2dclaude", Component::Segment, min).unwrap(), "marie-claude");
/// assert_eq!(normalize_component("bertram%2fmarie", Component::Segment, min).unwrap(), "bertram%2Fmarie");
/// assert_eq!(normalize_component("~user", Component::Segment, min).unwrap(), "%7Euser");
/// assert_eq!(normalize_component("%2E%2E", Component::Segment, min).unwrap(), "%2E%2E");
/// assert_eq!(normalize_component("1%2B1", Component::SearchWord, min).unwrap(), "1%2B1");
/// ```
pub fn normalize_component(text: &str, component: Component, level: EncodingLevel) -> Result<String, EncodingError> {
    check_escapes(text)?;
    // A segment that decodes to `.` or `..` keeps its escaped dots.
    let dots_only = component == Component::Segment && text.contains('%') && matches!(&decode(text)?[..], b"." | b"..");
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c == b'%' {
            let octet = escape_at(text, i)?;
            let keep =
                component.reserves(octet) || level.keeps_encoded(component, octet) || (dots_only && octet == b'.');
            if keep {
                write!(out, "%{octet:02X}").expect("writing to a String");
            } else {
                out.push(octet as char);
            }
            i += 3;
            continue;
        }
        // A character written as itself: one char, possibly of several octets.
        let ch = text[i..].chars().next().expect("i is on a char boundary");
        let len = ch.len_utf8();
        if c.is_ascii() && (component.reserves(c) || !level.keeps_encoded(component, c)) {
            out.push(ch);
        } else {
            for &octet in &bytes[i..i + len] {
                write!(out, "%{octet:02X}").expect("writing to a String");
            }
        }
        i += len;
    }
    Ok(out)
}

/// Brings a whole URI (or partial form) to an encoding level, component by
/// component, as [`normalize_component`] does.
///
/// The components are found by the reserved characters alone, which the
/// normalisation never changes: the scheme up to the first `:` (when it
/// comes before any `/`, RFC 1630 p.10) is kept as written; then the path,
/// whose segments (between `/`) are [`Component::Segment`]s, up to the first
/// `?` or `#`; the search's words (between `+`), [`Component::SearchWord`]s,
/// up to `#`; the fragment id, [`Component::Fragmentid`]. The host, port and
/// login of `//login/` are read as a path segment: their delimiters `:` and
/// `@` are reserved or safe, and the characters they may hold are a subset of
/// a segment's. Characters outside ASCII are encoded as their UTF-8 octets.
///
/// # Errors
/// [`EncodingError::BadEscape`] (RFC 1630 p.9, Example 3), with the offset
/// in `uri`.
///
/// ```
/// use rfc1630::revisions::encoding::{normalize, EncodingLevel};
/// let min = EncodingLevel::MINIMAL;
/// assert_eq!(
///     normalize("http://info.cern.ch/albert/bertram/marie%2dclaude", min).unwrap(),
///     "http://info.cern.ch/albert/bertram/marie-claude"
/// );
/// assert_eq!(normalize("http://h/a%2fb?x%2By+%7A#f%20g", min).unwrap(), "http://h/a%2Fb?x%2By+z#f%20g");
/// assert!(normalize("fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred", min).is_err());
/// ```
pub fn normalize(uri: &str, level: EncodingLevel) -> Result<String, EncodingError> {
    check_escapes(uri)?;
    // The scheme and its colon, kept as written.
    let (scheme, rest) = split_scheme(uri).map_or(("", uri), |(scheme, rest)| (&uri[..=scheme.len()], rest));
    let (rest, fragment) = match rest.split_once('#') {
        Some((r, f)) => (r, Some(f)),
        None => (rest, None),
    };
    let (path, search) = match rest.split_once('?') {
        Some((p, s)) => (p, Some(s)),
        None => (rest, None),
    };
    let mut out = String::with_capacity(uri.len());
    out.push_str(scheme);
    let segments: Result<Vec<String>, _> =
        path.split('/').map(|s| normalize_component(s, Component::Segment, level)).collect();
    out.push_str(&segments?.join("/"));
    if let Some(search) = search {
        let words: Result<Vec<String>, _> =
            search.split('+').map(|w| normalize_component(w, Component::SearchWord, level)).collect();
        out.push('?');
        out.push_str(&words?.join("+"));
    }
    if let Some(fragment) = fragment {
        out.push('#');
        out.push_str(&normalize_component(fragment, Component::Fragmentid, level)?);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every printable ASCII character is in exactly the classes the listing
    /// gives it, and the grave accent in none.
    #[test]
    fn classes_partition_printable_ascii() {
        let classes: [&'static AsciiSet; 5] = [SAFE, EXTRA, RESERVED, NATIONAL, PUNCTUATION];
        for c in 0x20u8..0x7f {
            let count = classes.iter().filter(|set| excludes(set, c)).count();
            let expected = match c {
                b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'%' | b'`' => 0,
                _ => 1,
            };
            assert_eq!(count, expected, "{:?}", c as char);
        }
    }

    #[test]
    fn segment_allows_exactly_xpalpha() {
        for c in 0u8..=255 {
            let xpalpha = c.is_ascii_alphanumeric() || SAFE_CHARS.contains(&c) || EXTRA_CHARS.contains(&c) || c == b'+';
            assert_eq!(Component::Segment.allows(c), xpalpha, "{c:#x}");
            assert_eq!(Component::Xalphas.allows(c), xpalpha && c != b'+', "{c:#x}");
        }
    }

    #[test]
    fn bad_escape_offsets() {
        let err = normalize("news:12345667123%asdghfh@info.cern.ch", EncodingLevel::MINIMAL).unwrap_err();
        assert_eq!(err, EncodingError::BadEscape { offset: 16, found: "%as".into() });
        let err = decode("ab%4").unwrap_err();
        assert_eq!(err, EncodingError::BadEscape { offset: 2, found: "%4".into() });
    }

    #[test]
    fn never_touches_reserved() {
        let min = EncodingLevel::MINIMAL;
        for esc in ["%3D", "%3B", "%2F", "%23", "%3F", "%3A", "%20", "%25", "%2A", "%21"] {
            let uri = format!("http://h/a{esc}b?c{esc}d#e{esc}f");
            assert_eq!(normalize(&uri, min).unwrap(), uri);
        }
        assert_eq!(normalize("http://h/a;b=c:d*e!f", min).unwrap(), "http://h/a;b=c:d*e!f");
        assert_eq!(normalize("http://h/a%2Bb", min).unwrap(), "http://h/a+b");
        assert_eq!(normalize("http://h/?a%2Bb", min).unwrap(), "http://h/?a%2Bb");
    }

    #[test]
    fn dots_stay_escaped_where_they_would_become_path_elements() {
        let min = EncodingLevel::MINIMAL;
        assert_eq!(normalize("http://h/%2e/%2E%2e/.%2E/a%2Eb", min).unwrap(), "http://h/%2E/%2E%2E/.%2E/a.b");
        assert_eq!(normalize("http://h/%2E%2E%2E", min).unwrap(), "http://h/...");
    }

    #[test]
    fn encode_then_decode_round_trips() {
        let all: Vec<u8> = (0u8..=255).collect();
        for component in [Component::Segment, Component::SearchWord, Component::Fragmentid, Component::Xalphas] {
            let encoded = encode(&all, component);
            assert_eq!(decode(&encoded).unwrap(), all);
            assert_eq!(normalize_component(&encoded, component, EncodingLevel::MINIMAL).unwrap(), encoded);
        }
    }
}
