//! RFC 3987 §3.1, "Mapping of IRIs to URIs" (`rfc3987.txt` l.525-738).

use super::characters::{is_iprivate, is_reserved, is_ucschar, is_unreserved};
use super::error::{escape_at, ConvertError};
use std::borrow::Cow;
use std::fmt::Write as _;

/// Maps an IRI (or an IRI reference, or a component of either: l.527-529)
/// to a URI, as RFC 3987 §3.1 says "Applications MUST" (l.548).
///
/// * Step 1 (l.550-575) is the caller's: a Rust string is "in a
///   Unicode-based character encoding", so variant c applies: "do not
///   normalize" (l.572-575). The input is taken as it is, NFC or not.
/// * Step 2 (l.577-590): each `ucschar` or `iprivate` character becomes
///   the `%HH` triplets of its UTF-8 octets (2.1, l.580-581; 2.2,
///   l.583-587, with the uppercase letters the text says "SHOULD" be used;
///   2.3, l.589-590). Everything else stays as it is: ASCII, and the
///   percent-encodings already there ("existing percent-encoded sequences
///   are not encoded further", l.711-720). So the mapping is the identity
///   on URIs and is idempotent (l.592-595), and the answer borrows the
///   input when it holds no character to encode.
/// * Step 2 treats the whole IRI alike (l.661-663), so an `iprivate`
///   character is encoded wherever it stands; whether it may stand there
///   (only `iquery` holds it, l.429) is the grammar's question.
///
/// # Choices
///
/// * **The host step is not applied.** l.597-607 says systems "MAY"
///   convert an `ireg-name` with IDNA's ToASCII "for schemes known to use
///   domain names". ToASCII needs Nameprep's and Punycode's tables
///   (RFC 3490, 3491, 3492), which are outside these documents, and a
///   list of schemes; without it the host is mapped by step 2 like any
///   other component, which l.628-636 gives as the straightforward
///   conversion (`http://r%C3%A9sum%C3%A9.example.org`), and which
///   l.638-643 accepts as meeting a scheme's restrictions.
/// * **A character no IRI holds is an error**, not encoded: step 2 applies
///   to `ucschar` and `iprivate` only (l.577), the section maps IRIs
///   (l.527), and its output is to be a URI "fully conforming to
///   \[RFC3986\]" (l.592-593). A C1 control, a non-character (U+FDD0,
///   U+FFFE), a special (U+FFF0-FFFF) or a tag (U+E0001) is
///   [`ConvertError::NotAnIriCharacter`]: encoding it would hide that the
///   input was no IRI, and §3.2 would never decode it back.
/// * **The printable ASCII characters URIs do not allow** (`<`, `>`, `"`,
///   space, `{`, `}`, `|`, `\`, `^`, `` ` ``, l.698-700) are not converted
///   either, which the text allows ("MAY"), and then "the conversion
///   SHOULD fail" (l.700-702): [`ConvertError::NotAnIriCharacter`]. So do
///   the ASCII controls and DEL, which no IRI holds.
/// * **`%`, `#`, `[` and `]` "MUST NOT be converted"** (l.702-704): they
///   stay; a `%` that begins no `pct-encoded` is
///   [`ConvertError::BadEscape`].
///
/// ```
/// use rfc1630::revisions::iri::iri_to_uri;
/// // l.715-718: existing percent-encodings stay; é becomes %C3%A9.
/// assert_eq!(iri_to_uri("http://www.example.org/red%09ros\u{E9}#red").unwrap(), "http://www.example.org/red%09ros%C3%A9#red");
/// // l.726-737: characters beyond the BMP, four octets each.
/// assert_eq!(
///     iri_to_uri("http://example.com/\u{10300}\u{10301}\u{10302}").unwrap(),
///     "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82"
/// );
/// // The host is encoded as any component is (l.636), not by IDNA.
/// assert_eq!(iri_to_uri("http://r\u{E9}sum\u{E9}.example.org").unwrap(), "http://r%C3%A9sum%C3%A9.example.org");
/// // A URI maps to itself, borrowed.
/// assert!(matches!(iri_to_uri("http://a/b%2F?c"), Ok(std::borrow::Cow::Borrowed(_))));
/// assert!(iri_to_uri("http://a/b c").is_err());
/// ```
pub fn iri_to_uri(iri: &str) -> Result<Cow<'_, str>, ConvertError> {
    let bytes = iri.as_bytes();
    let mut out: Option<String> = None;
    for (offset, character) in iri.char_indices() {
        if character.is_ascii() {
            let b = character as u8;
            if b == b'%' && escape_at(bytes, offset).is_none() {
                return Err(ConvertError::BadEscape { offset });
            }
            if !(b == b'%' || is_unreserved(b) || is_reserved(b)) {
                return Err(ConvertError::NotAnIriCharacter { offset, character });
            }
            if let Some(out) = &mut out {
                out.push(character);
            }
        } else if is_ucschar(character) || is_iprivate(character) {
            let out = out.get_or_insert_with(|| iri[..offset].to_owned());
            let mut utf8 = [0; 4];
            for octet in character.encode_utf8(&mut utf8).bytes() {
                write!(out, "%{octet:02X}").expect("writing to a String");
            }
        } else {
            return Err(ConvertError::NotAnIriCharacter { offset, character });
        }
    }
    Ok(out.map_or(Cow::Borrowed(iri), Cow::Owned))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_range_and_every_refusal() {
        assert_eq!(iri_to_uri("?\u{E000}").unwrap(), "?%EE%80%80");
        assert_eq!(iri_to_uri("\u{A0}").unwrap(), "%C2%A0");
        assert_eq!(iri_to_uri("\u{10FFFD}").unwrap(), "%F4%8F%BF%BD");
        // The bidi formatting characters are `ucschar`: step 2 maps them.
        assert_eq!(iri_to_uri("\u{202E}").unwrap(), "%E2%80%AE");
        for (input, offset) in [("a\u{85}", 1), ("\u{FFFE}", 0), ("é\u{FFFF}", 2), ("x\u{E0001}", 1), ("a\tb", 1)] {
            assert_eq!(iri_to_uri(input).unwrap_err().offset(), offset, "{input:?}");
        }
        for refused in ["<", ">", "\"", " ", "{", "}", "|", "\\", "^", "`", "\u{7F}", "\0"] {
            assert!(
                matches!(iri_to_uri(refused), Err(ConvertError::NotAnIriCharacter { offset: 0, .. })),
                "{refused:?}"
            );
        }
        assert_eq!(iri_to_uri("a%"), Err(ConvertError::BadEscape { offset: 1 }));
        assert_eq!(iri_to_uri("%zz"), Err(ConvertError::BadEscape { offset: 0 }));
        assert_eq!(iri_to_uri("%aa#[]").unwrap(), "%aa#[]");
    }

    /// l.593-595: the identity on URIs, and idempotent.
    #[test]
    fn identity_on_uris_and_idempotent() {
        let uri = "foo://u:p@[::1]:8/a;b/c?d=e&f#g/h?";
        assert!(matches!(iri_to_uri(uri), Ok(Cow::Borrowed(u)) if u == uri));
        let once = iri_to_uri("http://\u{7D0D}.example/\u{10300}?\u{E000}").unwrap().into_owned();
        assert_eq!(iri_to_uri(&once).unwrap(), once);
    }
}
