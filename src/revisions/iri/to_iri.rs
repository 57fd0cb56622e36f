//! RFC 3987 §3.2, "Converting URIs to IRIs" (`rfc3987.txt` l.739-885).

use super::characters::{is_bidi_formatting, is_iprivate, is_reserved, is_ucschar, is_unreserved};
use super::error::{escape_at, ConvertError};
use std::borrow::Cow;
use std::fmt::Write as _;
use std::ops::Range;

/// Converts a URI (or a URI reference) to an IRI by RFC 3987 §3.2's five
/// steps (l.769-796), decoding every percent-encoding that may be decoded.
///
/// * Step 1 (l.772): the URI is read as US-ASCII; a character beyond it,
///   or one RFC 3986 allows nowhere, is
///   [`ConvertError::NotAUriCharacter`], and a `%` that begins no
///   `pct-encoded` is [`ConvertError::BadEscape`].
/// * Step 2 (l.774-777): every `%HH` becomes its octet, "except those
///   corresponding to "%", characters in "reserved", and characters in
///   US-ASCII not allowed in URIs". Those stay as written, in the case they
///   are written in (`%2F`, `%2f`, `%25`, `%20`, `%0A`, `%7F`). An encoded
///   unreserved character (`%41`, `%7E`) is none of the three, so it is
///   decoded (to `A`, `~`): l.745-746 names it as one of the two ways the
///   answer may not map back to its URI exactly.
/// * Step 3 (l.779-780): an octet that is not part of a "strictly legal
///   UTF-8 octet sequence" (RFC 3629: no overlong form, no surrogate,
///   nothing past U+10FFFF; `%C0%AF` stays, as §8 l.2061-2082 warns) is
///   percent-encoded again: `%FC` stays (l.851-859).
/// * Step 4 (l.791-793): the octets of a character "not appropriate
///   according to sections 2.2, 4.1, and 6.1" are percent-encoded again:
///   - a character that is not `ucschar` (§2.2, l.435-440) and not
///     `iprivate`: a C1 control, a non-character, a special, a tag;
///   - an `iprivate` character outside the query (§2.2: only `iquery`
///     holds one, l.429; "private UCS characters can occur only in query
///     parts", l.352-353). The query is what follows the first `?` before
///     the first `#`, as RFC 3986's Appendix B splits a reference;
///   - a bidirectional formatting character (§4.1, l.974-975: "IRIs MUST
///     NOT contain" them), as the example of U+202E shows (l.861-878).
/// * Step 5 (l.795-796): the octets are read as UTF-8.
///
/// Each octet percent-encoded again is written with uppercase digits, as
/// the example of l.870-876 writes `%e2%80%ae` as `%E2%80%AE` ("the case
/// [...] may not be preserved", l.865-866), and as l.586-587 asks of the
/// mapping to URIs.
///
/// # Choices
///
/// * **§6.1 (l.1581-1607) decodes.** Its item a limits each component's
///   repertoire, which "generic IRI software cannot and should not check"
///   (l.1593-1594); its item b says look-alikes "should be avoided" but
///   lists none. Both are decoded: l.799-800 lets results vary here. The
///   IRI lint (`rfc1630::study::iri_lint`) warns of the look-alikes.
/// * **Punycode labels stay** (`xn--99zt52a`): ToUnicode is a "MAY" for
///   "implementations with scheme-specific knowledge" (l.880-885), and
///   needs tables outside these documents.
/// * **The input is a URI reference**: a component passed alone is read as
///   a reference, so a query without its `?` is read as a path, and its
///   `iprivate` characters stay encoded.
///
/// The answer borrows the input when nothing was decoded or re-cased.
///
/// ```
/// use rfc1630::revisions::iri::uri_to_iri;
/// // l.825-833, l.851-859, l.870-878.
/// assert_eq!(uri_to_iri("http://www.example.org/D%C3%BCrst").unwrap(), "http://www.example.org/D\u{FC}rst");
/// assert_eq!(uri_to_iri("http://www.example.org/D%FCrst").unwrap(), "http://www.example.org/D%FCrst");
/// assert_eq!(uri_to_iri("http://xn--99zt52a.example.org/%e2%80%ae").unwrap(), "http://xn--99zt52a.example.org/%E2%80%AE");
/// // Reserved characters stay encoded; unreserved ones are decoded.
/// assert_eq!(uri_to_iri("/a%2Fb%7Ec%41").unwrap(), "/a%2Fb~cA");
/// // A private use character is decoded in the query only.
/// assert_eq!(uri_to_iri("/%EE%80%80?%EE%80%80#%EE%80%80").unwrap(), "/%EE%80%80?\u{E000}#%EE%80%80");
/// assert!(uri_to_iri("/caf\u{E9}").is_err());
/// ```
pub fn uri_to_iri(uri: &str) -> Result<Cow<'_, str>, ConvertError> {
    let bytes = uri.as_bytes();
    for (offset, character) in uri.char_indices() {
        let allowed = character.is_ascii() && {
            let b = character as u8;
            b == b'%' || is_unreserved(b) || is_reserved(b)
        };
        if !allowed {
            return Err(ConvertError::NotAUriCharacter { offset, character });
        }
        if character == '%' && escape_at(bytes, offset).is_none() {
            return Err(ConvertError::BadEscape { offset });
        }
    }
    let query = query_of(uri);
    let mut out = String::with_capacity(uri.len());
    let mut at = 0;
    while at < bytes.len() {
        let Some(octet) = escape_at(bytes, at).filter(|_| bytes[at] == b'%') else {
            out.push(char::from(bytes[at]));
            at += 1;
            continue;
        };
        if octet.is_ascii() {
            // Step 2: only an unreserved character is decoded.
            if is_unreserved(octet) {
                out.push(char::from(octet));
            } else {
                out.push_str(&uri[at..at + 3]);
            }
            at += 3;
            continue;
        }
        // A run of escaped octets beyond ASCII: steps 2 to 5 over it.
        let mut run = Vec::new();
        let mut starts = Vec::new();
        while let Some(octet) = escape_at(bytes, at).filter(|o| bytes[at] == b'%' && !o.is_ascii()) {
            run.push(octet);
            starts.push(at);
            at += 3;
        }
        decode_run(&run, &starts, &query, &mut out);
    }
    Ok(if out == uri { Cow::Borrowed(uri) } else { Cow::Owned(out) })
}

/// The byte range of a reference's query: after the first `?` before the
/// first `#`, to that `#` (RFC 3986 Appendix B).
fn query_of(uri: &str) -> Range<usize> {
    let fragment = uri.find('#').unwrap_or(uri.len());
    match uri[..fragment].find('?') {
        Some(mark) => mark + 1..fragment,
        None => fragment..fragment,
    }
}

/// Steps 3 to 5 on a run of decoded octets, each escape starting at
/// `starts[i]`: legal UTF-8 sequences of appropriate characters are
/// written as characters, every other octet as `%HH`.
fn decode_run(run: &[u8], starts: &[usize], query: &Range<usize>, out: &mut String) {
    let mut at = 0;
    while at < run.len() {
        let (valid, invalid) = match std::str::from_utf8(&run[at..]) {
            Ok(text) => (text, 0),
            Err(e) => {
                let valid = std::str::from_utf8(&run[at..at + e.valid_up_to()]).unwrap_or_default();
                (valid, e.error_len().unwrap_or(run.len() - at - e.valid_up_to()))
            }
        };
        for character in valid.chars() {
            let in_query = query.contains(&starts[at]);
            let appropriate =
                !is_bidi_formatting(character) && (is_ucschar(character) || (in_query && is_iprivate(character)));
            let len = character.len_utf8();
            if appropriate {
                out.push(character);
            } else {
                encode(&run[at..at + len], out);
            }
            at += len;
        }
        encode(&run[at..at + invalid], out);
        at += invalid;
    }
}

/// Octets as `%HH` triplets, uppercase.
fn encode(octets: &[u8], out: &mut String) {
    for octet in octets {
        write!(out, "%{octet:02X}").expect("writing to a String");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exceptions_of_step_two() {
        for kept in ["%25", "%2F", "%2f", "%3A", "%23", "%5B", "%20", "%0A", "%7F", "%00", "%3C", "%60"] {
            assert_eq!(uri_to_iri(kept).unwrap(), kept);
        }
        assert_eq!(uri_to_iri("%61%5A%30%2D%2E%5F%7E").unwrap(), "aZ0-._~");
    }

    #[test]
    fn steps_three_and_four() {
        // Overlong, surrogate, past U+10FFFF, truncated, lone continuation.
        for kept in ["%C0%AF", "%ED%A0%80", "%F4%90%80%80", "%E2%82", "%80", "%FF"] {
            assert_eq!(uri_to_iri(kept).unwrap(), kept);
        }
        assert_eq!(uri_to_iri("%c0%af").unwrap(), "%C0%AF");
        // A legal sequence after an illegal octet still decodes.
        assert_eq!(uri_to_iri("%FF%C3%A9").unwrap(), "%FF\u{E9}");
        assert_eq!(uri_to_iri("%C3%A9%E2%82").unwrap(), "\u{E9}%E2%82");
        // C1 control, non-characters, special, tag, bidi marks.
        for kept in ["%C2%85", "%EF%B7%90", "%EF%BF%BE", "%EF%BF%BD", "%F3%A0%80%81", "%E2%80%8E", "%E2%80%AA"] {
            assert_eq!(uri_to_iri(kept).unwrap(), kept);
        }
        assert_eq!(uri_to_iri("%F0%90%8C%80").unwrap(), "\u{10300}");
        assert_eq!(uri_to_iri("?%F4%8F%BF%BD").unwrap(), "?\u{10FFFD}");
        assert_eq!(uri_to_iri("%F4%8F%BF%BD").unwrap(), "%F4%8F%BF%BD");
        assert_eq!(uri_to_iri("a?b?%EE%80%80").unwrap(), "a?b?\u{E000}");
    }

    #[test]
    fn refusals() {
        assert_eq!(uri_to_iri("a b"), Err(ConvertError::NotAUriCharacter { offset: 1, character: ' ' }));
        assert_eq!(uri_to_iri("%%41"), Err(ConvertError::BadEscape { offset: 0 }));
        assert_eq!(uri_to_iri("ab%"), Err(ConvertError::BadEscape { offset: 2 }));
        assert!(matches!(uri_to_iri("http://a/b"), Ok(Cow::Borrowed(_))));
    }
}
