//! The generated texts of a markdown file: each between an opening comment
//! that names it and a closing one,
//!
//! ```text
//! <!-- generated: NAME by cargo xtask generate -->VALUE<!-- /generated -->
//! ```
//!
//! with a block value (one that ends with a line break) on lines of its
//! own between the two. A comment quoted in a code span (right after a
//! backtick) is text about markers, not one.

use std::ops::Range;

/// What opens a marker, up to its name.
const OPEN: &str = "<!-- generated:";
/// What ends the opening comment.
const END: &str = "-->";
/// The closing comment.
const CLOSE: &str = "<!-- /generated -->";

/// One marker found in a text.
#[derive(Debug, PartialEq, Eq)]
pub struct Found {
    /// The name it gives.
    pub name: String,
    /// The 1-based line of its opening comment.
    pub line: usize,
    /// Its opening comment, from `<!--` to `-->`.
    pub opening: Range<usize>,
    /// What stands between the opening and the closing comment.
    pub value: Range<usize>,
}

/// The opening comment of the marker `name`, as the command writes it.
pub fn opening(name: &str) -> String {
    format!("{OPEN} {name} by {} {END}", rfc1630::generate::COMMAND)
}

/// Every marker of `text`, in order; an error names the line of one that
/// is malformed (no name, no closing comment, a marker inside another).
pub fn find(text: &str) -> Result<Vec<Found>, String> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(at) = text[from..].find(OPEN).map(|i| from + i) {
        from = at + OPEN.len();
        if text[..at].ends_with('`') {
            continue;
        }
        let line = text[..at].matches('\n').count() + 1;
        let end = text[from..].find(END).map(|i| from + i).ok_or(format!("line {line}: an unclosed comment"))?;
        let words: Vec<&str> = text[from..end].split_whitespace().collect();
        let name = match words[..] {
            [name] => name,
            [name, "by", ..] if words[2..].join(" ") == rfc1630::generate::COMMAND => name,
            _ => return Err(format!("line {line}: `{}` is no marker's opening", &text[at..end + END.len()])),
        };
        let after = end + END.len();
        let close =
            text[after..].find(CLOSE).map(|i| after + i).ok_or(format!("line {line}: `{name}` is not closed"))?;
        if text[after..close].contains(OPEN) {
            return Err(format!("line {line}: `{name}` holds another marker"));
        }
        out.push(Found { name: name.to_string(), line, opening: at..after, value: after..close });
        from = close + CLOSE.len();
    }
    Ok(out)
}

/// `text` with each marker's opening comment written as the command writes
/// it and its value replaced by `value_of` its name.
pub fn fill(text: &str, found: &[Found], value_of: impl Fn(&str) -> String) -> String {
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for marker in found {
        out.push_str(&text[at..marker.opening.start]);
        out.push_str(&opening(&marker.name));
        let value = value_of(&marker.name);
        if value.ends_with('\n') {
            out.push('\n');
        }
        out.push_str(&value);
        at = marker.value.end;
    }
    out.push_str(&text[at..]);
    out
}
