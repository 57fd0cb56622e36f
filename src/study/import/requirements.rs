//! Requirements a document states in its prose rather than in its grammar:
//! the lines of the range left out as prose that use a key word of RFC 2119
//! in capitals (`MUST`, `SHOULD NOT`, ...). The grammar written does not
//! hold them, so the import reports each with its line. RFC 6068 §2
//! requires percent-encoding so: its ABNF lets `qchar` and `dot-atom-text`
//! take characters that l.179 says "MUST be percent-encoded".
//!
//! A key word in double quotes is quoted, not used (RFC 6068's l.136
//! lists them so), and lower-case words are not key words (RFC 2119 §1);
//! RFC 2368's "must be encoded" (l.73), written before that usage, is not
//! reported.

use super::layout::{LeftOut, Reason};
use super::pages::PageLine;

/// The key words of RFC 2119, longest first where one starts another.
pub const KEY_WORDS: [&str; 10] =
    ["MUST NOT", "MUST", "REQUIRED", "SHALL NOT", "SHALL", "SHOULD NOT", "SHOULD", "RECOMMENDED", "MAY", "OPTIONAL"];

/// A prose line that states a requirement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Requirement {
    /// The line in the file.
    pub line: usize,
    /// The first key word it uses.
    pub key_word: &'static str,
    /// The line, trimmed.
    pub text: String,
}

/// The requirements among the prose lines `left_out` of `lines`, in order.
///
/// ```
/// use rfc1630::study::import::{layout::layout, pages::lines, requirements::requirements};
/// let text = "   a = b\n   Some \"MUST\" quoted.\n   A <b> MUST be encoded.\n";
/// let all = lines(text);
/// let (_, left_out) = layout(&all);
/// let found = requirements(&all, &left_out);
/// assert_eq!(found.len(), 1);
/// assert_eq!((found[0].line, found[0].key_word), (3, "MUST"));
/// ```
pub fn requirements(lines: &[PageLine<'_>], left_out: &[LeftOut]) -> Vec<Requirement> {
    left_out
        .iter()
        .filter(|l| l.reason == Reason::Prose)
        .filter_map(|l| {
            let text = lines.get(l.line.checked_sub(1)?)?.text;
            let key_word = key_word(text)?;
            Some(Requirement { line: l.line, key_word, text: text.trim().to_string() })
        })
        .collect()
}

/// The first key word of `text` used as a word: not inside a longer word
/// of capitals, and not in double quotes.
fn key_word(text: &str) -> Option<&'static str> {
    let bytes = text.as_bytes();
    let mut quoted = false;
    for (at, &b) in bytes.iter().enumerate() {
        if b == b'"' {
            quoted = !quoted;
        }
        if quoted || (at > 0 && bytes[at - 1].is_ascii_alphanumeric()) {
            continue;
        }
        let found = KEY_WORDS.iter().find(|word| {
            // Bytes, not `str`: `at` may fall inside a character of more than one byte.
            bytes[at..].starts_with(word.as_bytes())
                && !bytes.get(at + word.len()).is_some_and(|b| b.is_ascii_alphanumeric())
        });
        if found.is_some() {
            return found.copied();
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::key_word;

    #[test]
    fn key_words_are_words_in_capitals_outside_quotes() {
        assert_eq!(key_word("   1.  A number of characters in <addr-spec> MUST be"), Some("MUST"));
        assert_eq!(key_word("   <obs-local-part> MUST NOT"), Some("MUST NOT"));
        assert_eq!(key_word("The key words \"MUST\", \"MUST NOT\""), None);
        assert_eq!(key_word("all URL reserved characters must be encoded"), None);
        assert_eq!(key_word("MUSTARD and MAYBE"), None);
        // The fuzz target's first find: prose with a character of two bytes.
        assert_eq!(key_word("   \u{6de} is é, and it MAY"), Some("MAY"));
    }
}
