//! Changes a document states in prose to rules it does not list: a prose
//! line of the range that names a rule the grammar takes from elsewhere (a
//! `--with` document's, or a core rule) beside a word of change (`change`,
//! `replace`, `exclude` ...). The grammar cannot hold such a change: the
//! rule is written as its own document defines it, so the import reports
//! the line and notes it on the rule. RFC 2732 §3's change (2), "Replace
//! the definition of 'IPv4address' with that of RFC 2373" (l.127), is one;
//! its changes (1) and (3) are not, as it lists the rules they change.
//!
//! A rule is named in prose when a word is its name, case aside (RFC 5234
//! §2.1), and the word is quoted or bracketed (`'host'`, `"host"`,
//! `<host>`) or could not be an English word, holding a capital past its
//! first letter, a digit or a hyphen (`IPv4address`, `dot-atom-text`). A
//! line is read alone, as a requirement is ([`super::requirements`]): a
//! change whose rule and word fall on two lines is not found.

use super::layout::{LeftOut, Reason};
use super::pages::PageLine;

/// The words of change, each as a whole word in any case.
pub const CHANGE_WORDS: [&str; 33] = [
    "change",
    "changes",
    "changed",
    "changing",
    "replace",
    "replaces",
    "replaced",
    "replacing",
    "modify",
    "modifies",
    "modified",
    "amend",
    "amends",
    "amended",
    "redefine",
    "redefines",
    "redefined",
    "exclude",
    "excludes",
    "excluded",
    "excluding",
    "add",
    "adds",
    "added",
    "remove",
    "removes",
    "removed",
    "extend",
    "extends",
    "extended",
    "update",
    "updates",
    "updated",
];

/// A prose line with a word of change and the words that may name rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mention {
    /// The line in the file.
    pub line: usize,
    /// The words that may name a rule, as printed.
    pub names: Vec<String>,
    /// The line, trimmed.
    pub text: String,
}

/// A change stated in prose only to a rule the grammar takes from elsewhere.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProseChange {
    /// The line in the importing document.
    pub line: usize,
    /// The rule, as the grammar spells it.
    pub rule: String,
    /// Where the definition written comes from: `rfc2373.txt l.1190`, or
    /// `RFC 5234` for a core rule.
    pub written: String,
    /// The line, trimmed.
    pub text: String,
}

/// The prose lines of `left_out` that hold a word of change and a word
/// that may name a rule, in order.
///
/// ```
/// use rfc1630::study::import::{changes::mentions, layout::layout, pages::lines};
/// let text = "   a = b\n   (2) Replace the definition of 'IPv4address' here.\n   The host is added.\n";
/// let all = lines(text);
/// let (_, left_out) = layout(&all);
/// let found = mentions(&all, &left_out);
/// assert_eq!(found.len(), 1);
/// assert_eq!((found[0].line, found[0].names.as_slice()), (2, &["IPv4address".to_string()][..]));
/// ```
pub fn mentions(lines: &[PageLine<'_>], left_out: &[LeftOut]) -> Vec<Mention> {
    left_out
        .iter()
        .filter(|l| l.reason == Reason::Prose)
        .filter_map(|l| {
            let text = lines.get(l.line.checked_sub(1)?)?.text;
            let words = words(text);
            if !words.iter().any(|(word, _)| CHANGE_WORDS.iter().any(|c| c.eq_ignore_ascii_case(word))) {
                return None;
            }
            let names: Vec<String> = words
                .into_iter()
                .filter(|&(word, marked)| marked || unlike_english(word))
                .map(|(w, _)| w.to_string())
                .collect();
            (!names.is_empty()).then(|| Mention { line: l.line, names, text: text.trim().to_string() })
        })
        .collect()
}

/// The words of `text` (runs of letters, digits, `-` and `_` that start
/// with a letter, as a rule name does), each with whether it stands quoted
/// or bracketed.
fn words(text: &str) -> Vec<(&str, bool)> {
    let is_word = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    let mut out = Vec::new();
    let mut start = None;
    for (at, c) in text.char_indices().chain([(text.len(), ' ')]) {
        match (start, is_word(c)) {
            (None, true) => start = Some(at),
            (Some(from), false) => {
                let before = text[..from].chars().next_back();
                let marked = matches!((before, c), (Some('\''), '\'') | (Some('"'), '"') | (Some('<'), '>'));
                out.push((text[from..at].trim_matches('-'), marked));
                start = None;
            }
            _ => {}
        }
    }
    out.retain(|(word, _)| word.starts_with(|c: char| c.is_ascii_alphabetic()));
    out
}

/// A word no English prose would print: a capital past its first letter,
/// a digit, or a hyphen or underscore inside it.
fn unlike_english(word: &str) -> bool {
    word.chars().skip(1).any(|c| c.is_ascii_uppercase())
        || word.chars().any(|c| c.is_ascii_digit() || c == '-' || c == '_')
}

#[cfg(test)]
mod tests {
    use super::{unlike_english, words};

    #[test]
    fn names_are_marked_or_unlike_english() {
        assert_eq!(
            words("(2) of 'IPv4address' with <addr-spec>, \"host\" and ("),
            [
                ("of", false),
                ("IPv4address", true),
                ("with", false),
                ("addr-spec", true),
                ("host", true),
                ("and", false)
            ]
        );
        assert!(unlike_english("IPv4address") && unlike_english("dot-atom-text") && unlike_english("hier_part"));
        assert!(!unlike_english("Replace") && !unlike_english("host"));
    }
}
