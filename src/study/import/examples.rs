//! The document's own examples of its entry: each URI it prints between
//! angle brackets, as RFC 3986 Appendix C delimits a URI in text
//! (`<mailto:chris@example.com>`, RFC 6068 l.461), that starts with the
//! text every string of the entry starts with (`mailto:`). A bracketed URI
//! broken across lines is joined, the line break and the indentation
//! dropped, as Appendix C says (RFC 6068 l.475-476), page furniture
//! between its lines skipped. An entry that starts with no fixed text has
//! no examples found: any bracketed word would do.

use super::derives::derives;
use super::emit::pest_rules;
use super::names::pest_name;
use super::pages::PageLine;
use super::peg_check;
use super::peg_report::{ExampleRun, NotChecked, Stop};
use super::{Expr, Import};
use crate::study::language::expected::END_OF_INPUT;
use std::collections::HashMap;

/// The rule that runs the entry to the end of the input.
const WHOLE: &str = "__example";

/// The most lines one bracketed URI may span.
const MAX_LINES: usize = 4;

/// The longest example kept, in bytes.
pub(super) const MAX_LENGTH: usize = 256;

/// The most examples taken from one document.
pub(super) const MAX_EXAMPLES: usize = 64;

/// An example the document prints: its first line and its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Example {
    pub(super) line: usize,
    pub(super) text: String,
}

/// The text every string of rule `entry` starts with, case as printed:
/// its sequence's leading quoted strings, through the rules it starts with.
pub(super) fn fixed_start(rules: &[(String, Expr)], entry: usize) -> String {
    let index: HashMap<&str, usize> = rules.iter().enumerate().map(|(i, (name, _))| (name.as_str(), i)).collect();
    let mut out = String::new();
    let mut expr = &rules[entry].1;
    // Each rule entered once: a rule that starts with itself ends the walk.
    let mut entered = vec![false; rules.len()];
    entered[entry] = true;
    loop {
        match expr {
            Expr::Seq(items) => {
                for item in items {
                    match item {
                        Expr::Literal { text, .. } => out.push_str(text),
                        Expr::Rule(_) if items.len() == 1 => {}
                        _ => break,
                    }
                }
                // Only a sequence of quoted strings alone, or one rule, goes on.
                match items.as_slice() {
                    [Expr::Rule(name)] => match index.get(name.as_str()) {
                        Some(&i) if !std::mem::replace(&mut entered[i], true) => expr = &rules[i].1,
                        _ => return out,
                    },
                    _ => return out,
                }
            }
            Expr::Literal { text, .. } => return out + text,
            Expr::Rule(name) => match index.get(name.as_str()) {
                Some(&i) if !std::mem::replace(&mut entered[i], true) => expr = &rules[i].1,
                _ => return out,
            },
            _ => return out,
        }
    }
}

/// The bracketed URIs of `lines` that start with `start` (any case), in order.
pub(super) fn examples(lines: &[PageLine<'_>], start: &str) -> Vec<Example> {
    let mut out = Vec::new();
    if start.is_empty() {
        return out;
    }
    let text: Vec<(usize, &str)> = lines.iter().filter(|l| l.furniture.is_none()).map(|l| (l.number, l.text)).collect();
    for (k, &(line, first)) in text.iter().enumerate() {
        let mut rest = first;
        while let Some(open) = rest.find('<') {
            let after = &rest[open + 1..];
            rest = after;
            let head = after.get(..start.len());
            if !head.is_some_and(|h| h.eq_ignore_ascii_case(start)) {
                continue;
            }
            if let Some(example) = bracketed(after, &text[k + 1..]) {
                out.push(Example { line, text: example });
                if out.len() == MAX_EXAMPLES {
                    return out;
                }
            }
        }
    }
    out
}

/// The URI from `after` (the text after `<`) to the closing `>`, joined
/// across the lines that follow; `None` when a space breaks it, no `>`
/// comes within [`MAX_LINES`], or it is longer than [`MAX_LENGTH`].
fn bracketed(after: &str, following: &[(usize, &str)]) -> Option<String> {
    let mut out = String::new();
    let mut piece = after;
    for next in following.iter().take(MAX_LINES - 1).map(|&(_, text)| text.trim_start()).chain([""]) {
        if let Some(close) = piece.find('>') {
            out.push_str(&piece[..close]);
            return (!out.contains(char::is_whitespace) && !out.is_empty() && out.len() <= MAX_LENGTH).then_some(out);
        }
        // Broken at the line's end only: a space inside is prose, not a URI.
        if piece.trim_end().contains(char::is_whitespace) {
            return None;
        }
        out.push_str(piece.trim_end());
        piece = next;
    }
    None
}

impl Import {
    /// Runs the document's examples of its entry through the written
    /// grammar and the document's, when the entry had no automaton check:
    /// an example pest loses and the document's grammar derives is a
    /// hazard left, noted on the entry with where pest stopped.
    pub(super) fn run_examples(&mut self, lines: &[PageLine<'_>]) {
        let entry = self.entry().to_string();
        // Not where pest was never given the grammar: it would refuse it,
        // or overflow the stack reading it (`repair.rs`).
        let why = self.hazards.unchecked.iter().find(|u| u.rule == entry).map(|u| u.why);
        if !matches!(why, Some(NotChecked::NotRegular | NotChecked::TooLarge | NotChecked::Budget)) {
            return;
        }
        let written: Vec<(String, Expr)> = self.rules.iter().map(|r| (r.name.clone(), r.expr.clone())).collect();
        let cfg: Vec<(String, Expr)> = written.iter().map(|(name, expr)| (name.clone(), expr.unguarded())).collect();
        let found = examples(lines, &fixed_start(&cfg, 0));
        if found.is_empty() {
            return;
        }
        // The entry up to the end of the input, as `check` runs it; an
        // import's names start with a letter, so this one is free.
        let whole = format!("{}\n{WHOLE} = {{ SOI ~ {} ~ EOI }}\n", pest_rules(&written), pest_name(&entry));
        let Ok(vm) = peg_check::load(&whole) else { return };
        for example in found {
            let text = example.text;
            let stopped = match vm.parse(WHOLE, &text) {
                Ok(_) => None,
                Err(error) => {
                    let at = match error.location {
                        pest::error::InputLocation::Pos(at) | pest::error::InputLocation::Span((at, _)) => at,
                    };
                    let expected = match error.variant {
                        pest::error::ErrorVariant::ParsingError { positives, .. } => {
                            // `EOI` as every expected set names the end.
                            positives
                                .into_iter()
                                .map(|rule| if rule == "EOI" { END_OF_INPUT } else { rule })
                                .map(str::to_string)
                                .collect()
                        }
                        pest::error::ErrorVariant::CustomError { .. } => Vec::new(),
                    };
                    Some(Stop { at, expected })
                }
            };
            // pest derives nothing the document's grammar does not: only a string pest stops on is in question.
            let derived = if stopped.is_none() { Some(true) } else { derives(&cfg, 0, &text) };
            if let (Some(true), Some(stop)) = (derived, &stopped) {
                let note = format!(
                    "PEG hazard not repaired: pest loses `{text}` ({} l.{}, an example of the document), which the \
                     document's grammar derives: pest stops at byte {}{}. The rule is not regular, so no automaton \
                     check reaches it; written as printed.",
                    self.file,
                    example.line,
                    stop.at,
                    if stop.expected.is_empty() {
                        String::new()
                    } else {
                        format!(", expecting {}", stop.expected.join(" | "))
                    }
                );
                self.rules[0].notes.push(note);
            }
            self.hazards.examples.push(ExampleRun { line: example.line, text, derived, stopped });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::study::import::abnf::parse;
    use crate::study::import::pages::lines;

    #[test]
    fn bracketed_uris_with_the_entrys_start_are_joined_across_lines() {
        let text = "   <mailto:a@\n   b.example> and <http://x/>\n   <MAILTO:c@d> <mailto:not one>\n   <mailto:x\n";
        let found = examples(&lines(text), "mailto:");
        let found: Vec<(usize, &str)> = found.iter().map(|e| (e.line, e.text.as_str())).collect();
        assert_eq!(found, [(1, "mailto:a@b.example"), (3, "MAILTO:c@d")]);
        assert!(examples(&lines(text), "").is_empty());
    }

    #[test]
    fn the_fixed_start_runs_through_the_rules_the_entry_starts_with() {
        let rules: Vec<(String, Expr)> = [("u", "m [ \"x\" ]"), ("m", "\"mailto\" \":\""), ("l", "l \"a\"")]
            .iter()
            .map(|(name, text)| (name.to_string(), parse(text).unwrap().0))
            .collect();
        assert_eq!(fixed_start(&rules, 1), "mailto:");
        assert_eq!(fixed_start(&rules, 2), "");
    }
}
