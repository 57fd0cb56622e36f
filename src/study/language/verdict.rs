//! A witness and the two verdicts that make it one.

use serde::Serialize;
use std::fmt;

/// One language's verdict on a witness: the production that accepts it, or
/// where and why the language rejects it (the exact diagnosis: the end of
/// the longest prefix some string of the language extends, what could have
/// followed there, and the production in progress).
///
/// In JSON `{"ok": true, "production": ...}` or `{"ok": false, "offset": N,
/// "expected": [...], "production": ...}`.
///
/// ```
/// use rfc1630::study::language::Judgement;
/// let no = Judgement::Rejected { offset: 3, expected: vec!["\"/\"".into()], production: "path".into() };
/// assert_eq!(no.to_string(), "rejected at byte 3 in path, expected \"/\"");
/// assert_eq!(serde_json::to_value(&no).unwrap()["offset"], 3);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Judgement {
    /// In the language.
    Accepted {
        /// The production that accepts it.
        production: String,
    },
    /// Not in the language.
    Rejected {
        /// Where the input stopped matching: the byte where the first
        /// character starts that no string of the language has there.
        offset: usize,
        /// What would have continued it there: the listing's character
        /// classes, quoted bytes, characters beyond ASCII by code point
        /// (`U+00A0..U+D7FF`), `end of input`.
        expected: Vec<String>,
        /// The production in progress there.
        production: String,
    },
}

impl Judgement {
    /// Whether the language accepts the witness.
    ///
    /// ```
    /// use rfc1630::study::language::Judgement;
    /// assert!(Judgement::Accepted { production: "uri".into() }.is_accepted());
    /// ```
    pub fn is_accepted(&self) -> bool {
        matches!(self, Judgement::Accepted { .. })
    }
}

impl fmt::Display for Judgement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Judgement::Accepted { production } => write!(f, "accepted as {production}"),
            Judgement::Rejected { offset, expected, production } => {
                write!(f, "rejected at byte {offset} in {production}, expected ")?;
                match expected.split_last() {
                    None => f.write_str("nothing"),
                    Some((last, [])) => f.write_str(last),
                    Some((last, rest)) => write!(f, "{} or {last}", rest.join(", ")),
                }
            }
        }
    }
}

impl Serialize for Judgement {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(None)?;
        match self {
            Judgement::Accepted { production } => {
                map.serialize_entry("ok", &true)?;
                map.serialize_entry("production", production)?;
            }
            Judgement::Rejected { offset, expected, production } => {
                map.serialize_entry("ok", &false)?;
                map.serialize_entry("offset", offset)?;
                map.serialize_entry("expected", expected)?;
                map.serialize_entry("production", production)?;
            }
        }
        map.end()
    }
}

/// A string one language accepts and the other rejects, with both verdicts.
///
/// ```
/// use rfc1630::study::language::{compare, Language};
/// use rfc1630::Grammar;
/// let d = compare(&Language::of_grammar(Grammar::Rfc2396), &Language::of_grammar(Grammar::Rfc3986), 1);
/// let w = &d.a_only[0];
/// assert!(w.a.is_accepted() && !w.b.is_accepted());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LanguageWitness {
    /// The string.
    pub input: String,
    /// Language A's verdict.
    pub a: Judgement,
    /// Language B's verdict.
    pub b: Judgement,
}
