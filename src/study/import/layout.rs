//! Rules found by their layout: a line that starts with a name and `=` or
//! `=/`, and the lines after it indented deeper, up to a blank line (page
//! furniture does not count, so a rule continues across a page break).
//! Every other line that is not blank is left out with its reason.

use super::pages::{Furniture, PageLine};

/// A rule as laid out in the text, before its definition is read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LaidOut {
    /// The name as printed.
    pub name: String,
    /// `=/`: alternatives added to a rule defined before.
    pub incremental: bool,
    /// The lines that carry the definition (comment-only lines excluded).
    pub lines: Vec<usize>,
    /// The pages those lines are on, first and last.
    pub pages: Option<(u32, u32)>,
    /// The definition after `=`, its lines joined by one space, comments removed.
    pub definition: String,
}

impl LaidOut {
    /// The rule as printed, whitespace runs collapsed: what a citation quotes.
    ///
    /// ```
    /// use rfc1630::study::import::layout::LaidOut;
    /// let found = LaidOut { name: "a".into(), incremental: true, lines: vec![1], pages: None, definition: "b  /  c".into() };
    /// assert_eq!(found.printed(), "a =/ b / c");
    /// ```
    pub fn printed(&self) -> String {
        let equals = if self.incremental { "=/" } else { "=" };
        let definition: Vec<&str> = self.definition.split_whitespace().collect();
        format!("{} {equals} {}", self.name, definition.join(" "))
    }
}

/// Why a line is not part of any rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// Page furniture: a footer, form feed or running header.
    Page(Furniture),
    /// A `;` comment on a line of its own.
    Comment,
    /// Text that does not start a rule and continues none.
    Prose,
    /// A line that reads as a rule but stands alone among prose, beside
    /// prose at its own indentation: an example or pseudocode (RFC 3986
    /// §5.3's `result = ""`, l.1916), not a listing.
    Example,
    /// A line that looks like a rule but whose definition does not read in
    /// the notation: the reader's message.
    Unreadable(String),
}

/// A line left out, with its reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeftOut {
    /// Line number in the file.
    pub line: usize,
    /// Why.
    pub reason: Reason,
}

/// The rules laid out in `lines` and the lines left out. Blank lines are
/// neither.
///
/// ```
/// use rfc1630::study::import::{layout::{layout, Reason}, pages::lines};
/// let text = "Some prose.\n   a = b\n     / c ; why\n   ; a note\n";
/// let (found, left_out) = layout(&lines(text));
/// assert_eq!(found[0].definition, "b / c");
/// assert_eq!(found[0].lines, [2, 3]);
/// assert_eq!((left_out[0].line, &left_out[0].reason), (1, &Reason::Prose));
/// assert_eq!((left_out[1].line, &left_out[1].reason), (4, &Reason::Comment));
/// ```
pub fn layout(lines: &[PageLine<'_>]) -> (Vec<LaidOut>, Vec<LeftOut>) {
    let mut found: Vec<LaidOut> = Vec::new();
    let mut left_out = Vec::new();
    // Each line of text, in order: its indentation and whether it is prose.
    let mut texts: Vec<(usize, usize, bool)> = Vec::new();
    // The indentation of the rule being read, while one is.
    let mut open: Option<usize> = None;
    for line in lines {
        match line.furniture {
            Some(Furniture::Padding) => continue,
            Some(kind) => {
                left_out.push(LeftOut { line: line.number, reason: Reason::Page(kind) });
                continue;
            }
            None => {}
        }
        let text = line.text;
        if text.trim().is_empty() {
            open = None;
            continue;
        }
        let indent = text.len() - text.trim_start().len();
        let (code, _) = strip_comment(text);
        let continues = open.is_some_and(|i| indent > i);
        let prose = !continues && rule_start(code).is_none() && !text.trim_start().starts_with(';');
        texts.push((line.number, indent, prose));
        if let (Some(rule_indent), Some(rule)) = (open.filter(|&i| indent > i), found.last_mut()) {
            if code.trim().is_empty() {
                left_out.push(LeftOut { line: line.number, reason: Reason::Comment });
            } else {
                rule.definition.push(' ');
                rule.definition.push_str(code.trim());
                rule.lines.push(line.number);
                rule.pages = rule.pages.map(|(first, _)| (first, line.page.unwrap_or(first)));
            }
            open = Some(rule_indent);
            continue;
        }
        if let Some((name, incremental, definition)) = rule_start(code) {
            found.push(LaidOut {
                name: name.to_string(),
                incremental,
                lines: vec![line.number],
                pages: line.page.map(|p| (p, p)),
                definition: definition.trim().to_string(),
            });
            open = Some(indent);
        } else {
            let reason = if text.trim_start().starts_with(';') { Reason::Comment } else { Reason::Prose };
            left_out.push(LeftOut { line: line.number, reason });
            open = None;
        }
    }
    let body = body_indent(&texts);
    let examples: Vec<usize> = (0..found.len()).filter(|&i| beside_prose(&found[i], &texts, body)).collect();
    for i in examples.into_iter().rev() {
        let example = found.remove(i);
        left_out.extend(example.lines.iter().map(|&line| LeftOut { line, reason: Reason::Example }));
    }
    left_out.sort_by_key(|l| l.line);
    (found, left_out)
}

/// The indentation of most prose lines: the body text's (3 in an RFC).
fn body_indent(texts: &[(usize, usize, bool)]) -> usize {
    let mut counts: std::collections::BTreeMap<usize, usize> = std::collections::BTreeMap::new();
    for &(_, indent, prose) in texts {
        if prose {
            *counts.entry(indent).or_default() += 1;
        }
    }
    counts.into_iter().max_by_key(|&(indent, n)| (n, std::cmp::Reverse(indent))).map_or(0, |(indent, _)| indent)
}

/// Whether `rule` stands alone among prose, one of its neighbours at its
/// own indentation and indented deeper than the body text (`body`): the
/// lines just before and after it are no rule or comment, and prose set
/// deeper than the body is an example or pseudocode, whose lines at a
/// rule's indentation would be rules or comments in a listing. A listing's
/// first or last rule beside a paragraph (RFC 3987 §2.2's `IRI`) has a rule
/// on its other side; a rule set alone among paragraphs of body text (RFC
/// 2396 §2.4.3's `unwise`, RFC 5322's `quoted-pair`) or in prose indented
/// less (RFC 3986's body) is no example.
fn beside_prose(rule: &LaidOut, texts: &[(usize, usize, bool)], body: usize) -> bool {
    let (Some(&first), Some(&last)) = (rule.lines.first(), rule.lines.last()) else { return false };
    let Some(at) = texts.iter().position(|t| t.0 == first) else { return false };
    let indent = texts[at].1;
    let before = at.checked_sub(1).map(|i| texts[i]);
    let after = texts.iter().find(|t| t.0 > last).copied();
    let neighbours = [before, after];
    neighbours.iter().all(|n| n.is_none_or(|(_, _, prose)| prose))
        && neighbours.iter().flatten().any(|&(_, i, _)| i == indent && i > body)
}

/// `name = definition` or `name =/ definition` at the start of a line.
fn rule_start(code: &str) -> Option<(&str, bool, &str)> {
    let code = code.trim_start();
    let name_end = code.find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '+')))?;
    let name = &code[..name_end];
    if !name.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return None;
    }
    let rest = code[name_end..].trim_start();
    let rest = rest.strip_prefix('=')?;
    if rest.starts_with('=') {
        return None;
    }
    match rest.strip_prefix('/') {
        Some(definition) => Some((name, true, definition)),
        None => Some((name, false, rest)),
    }
}

/// The line without its `;` comment (a `;` inside a quoted string, or the
/// quoted character `<">`, is no comment), and whether it had one.
fn strip_comment(text: &str) -> (&str, bool) {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'<' if text[i..].starts_with("<\">") => i += 3,
            b'"' => match text[i + 1..].find('"') {
                Some(close) => i += close + 2,
                None => return (text, false),
            },
            b';' => return (&text[..i], true),
            _ => i += 1,
        }
    }
    (text, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_semicolon_in_quotes_is_no_comment() {
        assert_eq!(strip_comment("a = \";\" | <\"> ; c"), ("a = \";\" | <\"> ", true));
        assert_eq!(strip_comment("a = \"x"), ("a = \"x", false));
    }

    #[test]
    fn rule_starts_are_a_name_and_equals() {
        assert_eq!(rule_start("   IRI = scheme"), Some(("IRI", false, " scheme")));
        assert_eq!(rule_start("a =/ b"), Some(("a", true, " b")));
        assert_eq!(rule_start("a == b"), None);
        assert_eq!(rule_start("The rule a = b"), None);
        assert_eq!(rule_start("1a = b"), None);
    }
}
