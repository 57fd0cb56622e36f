//! A string of a language as a reader can tell it apart from its
//! neighbours: the form in which `diff` shows a witness and a character.

use std::borrow::Cow;

/// `text` with every character that would not show as itself written as its
/// code point, `\u{..}`: an ASCII control character, and beyond ASCII what
/// Rust's `char::escape_debug` escapes (a character with no glyph of its
/// own: a space other than U+0020, a format or combining character, a
/// private-use or unassigned one, by the Unicode version of the Rust
/// release). Every other character is itself, so an IRI's `ü` reads as `ü`.
///
/// A witness of a language over Unicode is often the first character of a
/// range, blank or unassigned: RFC 3987's `ucschar` starts at U+00A0, a
/// no-break space, which written as itself would pass for a space.
///
/// ```
/// use rfc1630::study::language::readable;
/// assert_eq!(readable("\u{A0}"), "\\u{a0}");
/// assert_eq!(readable("a\tü"), "a\\u{9}ü");
/// assert_eq!(readable("\u{D7FF}"), "\\u{d7ff}");
/// assert_eq!(readable("\"a\\b'"), "\"a\\b'");
/// ```
pub fn readable(text: &str) -> Cow<'_, str> {
    let as_itself = |c: char| match c.is_ascii() {
        true => !c.is_ascii_control(),
        false => c.escape_debug().len() == 1,
    };
    if text.chars().all(as_itself) {
        return Cow::Borrowed(text);
    }
    text.chars().map(|c| if as_itself(c) { c.to_string() } else { c.escape_unicode().to_string() }).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each kind of character beyond ASCII: a letter and a symbol as
    /// themselves; a no-break space, a soft hyphen (format), a combining
    /// accent, a private-use character and a noncharacter as code points.
    #[test]
    fn escapes_what_has_no_glyph_of_its_own() {
        for c in ['ü', 'À', '¢', '\u{10000}'] {
            assert_eq!(readable(&c.to_string()), c.to_string());
        }
        for (c, code) in
            [('\u{A0}', "a0"), ('\u{AD}', "ad"), ('\u{301}', "301"), ('\u{E000}', "e000"), ('\u{FDD0}', "fdd0")]
        {
            assert_eq!(readable(&c.to_string()), format!("\\u{{{code}}}"));
        }
        assert_eq!(readable("\u{7F}\u{80}"), "\\u{7f}\\u{80}");
    }
}
