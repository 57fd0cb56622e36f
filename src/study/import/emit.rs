//! The `.pest` text of an imported grammar: a header saying where it comes
//! from, then each rule with its citation as its first `///` line (the line
//! a verdict spells the production by), its notes, and its definition.
//!
//! A rule name is written as `names.rs` says (`-` becomes `_`); the citation
//! keeps the document's spelling. ABNF's quoted strings with a letter are written `^"..."`
//! (either case); `%x` values `"\u{..}"` and ranges `'\u{..}'..'\u{..}'`.
//! A name with no definition, and a `<prose-val>`, match nothing:
//! `(!ANY ~ ANY)`.

use super::names::pest_name;
use super::{unreachable::NeverFailing, Expr, Import, Origin};
use crate::support::counted::counted;
use std::collections::HashMap;
use std::fmt::Write as _;

impl Import {
    /// The `.pest` grammar: a header, then each rule with its citation.
    ///
    /// ```
    /// use rfc1630::study::import::{import, Options};
    /// let imported = import("t.txt", b"   a = %x41-5A \"b\"\n", &Options::default()).unwrap();
    /// assert!(imported.grammar().ends_with("a = { '\\u{41}'..'\\u{5A}' ~ ^\"b\" }\n"));
    /// ```
    pub fn grammar(&self) -> String {
        grammar(self)
    }

    /// The grammar as its document's context-free grammar: [`Import::grammar`]
    /// with each PEG repair's lookahead left out, so that each rule has an
    /// automaton and its language can be compared exactly. The repaired
    /// grammar is what pest runs; this one is what the document says (its
    /// header and notes are the repaired grammar's).
    ///
    /// ```
    /// use rfc1630::study::import::{import, Options};
    /// // pest would take the option's `b` that `"bc"` needs: a lookahead repairs it.
    /// let imported = import("t.txt", b"   x = \"a\" [ \"b\" ] \"bc\"\n", &Options::default()).unwrap();
    /// let rule = |text: String| text.lines().last().unwrap().to_string();
    /// assert!(rule(imported.grammar()).contains("&("));
    /// assert!(!rule(imported.cfg_grammar()).contains("&("));
    /// ```
    pub fn cfg_grammar(&self) -> String {
        let mut cfg = self.clone();
        for rule in &mut cfg.rules {
            rule.expr = rule.expr.unguarded();
        }
        grammar(&cfg)
    }
}

fn grammar(import: &Import) -> String {
    let (first, last) = import.lines;
    let mut out = format!(
        "//! {}, imported by `rfc1630 import` from {} lines {first}-{last} ({}).\n",
        import.document,
        import.file,
        if import.notation == super::Notation::Abnf { "ABNF, RFC 2234/5234" } else { "RFC 822-style BNF" }
    );
    out.push_str("//! The rules are written in the document's order, verbatim: alternatives are\n");
    out.push_str("//! tried in order and repetitions are greedy, but where pest loses a string\n");
    out.push_str("//! the document's rule derives: each such PEG repair is a `PEG repair` line\n");
    out.push_str("//! on its rule (reordered alternatives, an end lookahead `&(...)`, a repetition\n");
    out.push_str("//! made to stop), and the language stays the document's.\n");
    let _ = writeln!(
        out,
        "//! The entry, written first, is `{}`: no rule names it, and it reaches the most",
        import.entry()
    );
    out.push_str("//! of the document's rules.\n");
    let defined = import.rules.iter().filter(|r| r.origin == Origin::Document).count();
    let core = import.rules.iter().filter(|r| r.origin == Origin::Core).count();
    let undefined = import.rules.iter().filter(|r| r.origin == Origin::Undefined).count();
    let _ = writeln!(
        out,
        "//! {} of the document, {} of RFC 5234, {undefined} undefined.",
        counted(defined, "rule"),
        counted(core, "core rule")
    );
    for supplied in &import.with {
        let ranges: Vec<String> = supplied.ranges.iter().map(|(a, b)| format!("{a}-{b}")).collect();
        let _ = writeln!(
            out,
            "//! With {} of the {} of {}, {} lines {}.",
            supplied.brought.len(),
            counted(supplied.defined, "rule"),
            supplied.document,
            supplied.file,
            ranges.join(", ")
        );
    }
    let problems = import.problems();
    if !problems.is_empty() {
        let _ = writeln!(
            out,
            "//! {}: this grammar does not mean what the document's means (`import` exits 3):",
            counted(problems.len(), "problem")
        );
        for problem in &problems {
            let line = problem.line.map(|l| format!(" l.{l}")).unwrap_or_default();
            let _ = writeln!(out, "//! - {}{line}: {}", problem.file, printable(&problem.reason));
        }
    }
    let bodies: HashMap<&str, Expr> = import.rules.iter().map(|r| (r.name.as_str(), r.expr.clone())).collect();
    let writer = Writer { never_failing: NeverFailing::of(&bodies) };
    for rule in &import.rules {
        let _ = writeln!(out, "\n/// {}", rule.citation);
        for note in &rule.notes {
            // A witness may hold a line break (RFC 5322's FWS): a doc line may not.
            let _ = writeln!(out, "/// {}", printable(note));
        }
        let mut body = String::new();
        writer.expr(&rule.expr, Context::Choice, &mut body);
        let _ = writeln!(out, "{} = {{ {body} }}", pest_name(&rule.name));
    }
    out
}

/// The pest text of `rules`, without doc lines: what the repair's check
/// runs, written as [`Import::grammar`] writes the rules.
pub(super) fn pest_rules(rules: &[(String, Expr)]) -> String {
    let bodies: HashMap<&str, Expr> = rules.iter().map(|(name, expr)| (name.as_str(), expr.clone())).collect();
    let writer = Writer { never_failing: NeverFailing::of(&bodies) };
    let mut out = String::new();
    for (name, expr) in rules {
        let mut body = String::new();
        writer.expr(expr, Context::Choice, &mut body);
        let _ = writeln!(out, "{} = {{ {body} }}", pest_name(name));
    }
    out
}

/// Where an expression is written: what it may be without parentheses.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Context {
    /// A rule's body or a group's: a choice.
    Choice,
    /// An alternative: a sequence.
    Sequence,
    /// A sequence's item: a term with its postfix.
    Item,
    /// Under a postfix: a term alone.
    Term,
}

/// `expr` as pest text, with no rule known (no validator guard).
#[cfg(test)]
fn pest_expr(expr: &Expr) -> String {
    let mut out = String::new();
    Writer { never_failing: NeverFailing::default() }.expr(expr, Context::Choice, &mut out);
    out
}

/// Writes expressions, knowing which of the grammar's rules cannot fail
/// to tell which alternatives cannot ([`super::unreachable`]).
struct Writer {
    never_failing: NeverFailing,
}

impl Writer {
    fn expr(&self, e: &Expr, context: Context, out: &mut String) {
        let group = |out: &mut String, needed: bool, write: &dyn Fn(&mut String)| {
            if needed {
                out.push('(');
            }
            write(out);
            if needed {
                out.push(')');
            }
        };
        match e {
            Expr::Alt(items) => group(out, context > Context::Choice, &|out| {
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push_str(" | ");
                    }
                    if i + 1 < items.len() && self.never_failing.cannot_fail(item) {
                        out.push_str("(&ANY | !ANY) ~ ");
                        self.expr(item, Context::Item, out);
                    } else {
                        self.expr(item, Context::Sequence, out);
                    }
                }
            }),
            Expr::Seq(items) => group(out, context > Context::Sequence, &|out| {
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push_str(" ~ ");
                    }
                    self.expr(item, Context::Item, out);
                }
            }),
            Expr::Repeat { min: 0, max: Some(0), .. } | Expr::Empty => out.push_str("\"\""),
            Expr::Repeat { min, max, element } => group(out, context > Context::Item, &|out| {
                self.expr(element, Context::Term, out);
                match (min, max) {
                    (0, None) => out.push('*'),
                    (1, None) => out.push('+'),
                    (0, Some(1)) => out.push('?'),
                    (n, None) => {
                        let _ = write!(out, "{{{n}, }}");
                    }
                    (n, Some(m)) if n == m => {
                        let _ = write!(out, "{{{n}}}");
                    }
                    (0, Some(m)) => {
                        let _ = write!(out, "{{, {m}}}");
                    }
                    (n, Some(m)) => {
                        let _ = write!(out, "{{{n}, {m}}}");
                    }
                }
            }),
            Expr::Optional(inner) => group(out, context > Context::Item, &|out| {
                self.expr(inner, Context::Term, out);
                out.push('?');
            }),
            Expr::Literal { text, case_insensitive } => literal(text, *case_insensitive, out),
            Expr::Range { from, to } => range(*from, *to, out),
            Expr::Rule(name) => out.push_str(&pest_name(name)),
            Expr::Prose(_) => out.push_str("(!ANY ~ ANY)"),
            Expr::Guarded { expr, next, end } => {
                out.push('(');
                self.expr(expr, Context::Item, out);
                out.push_str(" ~ &(");
                let mut first = true;
                for &(from, to) in next {
                    if !first {
                        out.push_str(" | ");
                    }
                    first = false;
                    self.expr(&Expr::Range { from, to }, Context::Term, out);
                }
                match (*end, first) {
                    (true, true) => out.push_str("EOI"),
                    (true, false) => out.push_str(" | EOI"),
                    // Nothing may follow: the guard never passes.
                    (false, true) => out.push_str("!ANY ~ ANY"),
                    (false, false) => {}
                }
                out.push_str("))");
            }
        }
    }
}

/// A `%x` value or range as pest writes it, over Unicode scalar values
/// only: a surrogate (`%xD800`) or a value past U+10FFFF is no character of
/// a text, so that part of the range matches nothing (and pest_meta, which
/// parses `\u{D800}`, panics when it reads its value).
fn range(from: u32, to: u32, out: &mut String) {
    let parts: Vec<(u32, u32)> =
        [(from, to.min(0xD7FF)), (from.max(0xE000), to.min(0x10_FFFF))].into_iter().filter(|(a, b)| a <= b).collect();
    let one = |(a, b): (u32, u32), out: &mut String| {
        let _ =
            if a == b { write!(out, "\"\\u{{{a:02X}}}\"") } else { write!(out, "'\\u{{{a:02X}}}'..'\\u{{{b:02X}}}'") };
    };
    match parts[..] {
        [] => out.push_str("(!ANY ~ ANY)"),
        [part] => one(part, out),
        [low, high] | [low, high, ..] => {
            out.push('(');
            one(low, out);
            out.push_str(" | ");
            one(high, out);
            out.push(')');
        }
    }
}

fn literal(text: &str, case_insensitive: bool, out: &mut String) {
    if case_insensitive && text.chars().any(|c| c.is_ascii_alphabetic()) {
        out.push('^');
    }
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c == ' ' || c.is_ascii_graphic() => out.push(c),
            c => {
                let _ = write!(out, "\\u{{{:02X}}}", c as u32);
            }
        }
    }
    out.push('"');
}

/// `text` with each control character escaped (`\r`, `\n`, `\u{1}`), so
/// that it stays on one line of a `.pest` file or of the report.
///
/// ```
/// use rfc1630::study::import::emit::printable;
/// assert_eq!(printable("a\r\n b"), "a\\r\\n b");
/// ```
pub fn printable(text: &str) -> String {
    text.chars().map(|c| if c.is_control() { c.escape_default().to_string() } else { c.to_string() }).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn postfixes_group_what_they_repeat() {
        let write = |text: &str| {
            let (e, _) = crate::study::import::abnf::parse(text).unwrap();
            pest_expr(&e)
        };
        assert_eq!(write("*( a / b ) c"), "(a | b)* ~ c");
        assert_eq!(write("[ *1( a \":\" ) a ] \"::\""), "((a ~ \":\")? ~ a)? ~ \"::\"");
        assert_eq!(write("*[ a ]"), "(a?)*");
        assert_eq!(write("6( a b )"), "(a ~ b){6}");
        assert_eq!(write("%x41.0A \"\\\""), "\"A\\u{0A}\" ~ \"\\\\\"");
        // pest reads two to six hex digits in `\u{..}`: HTAB is `\u{09}`.
        assert_eq!(write("%x09 / %x1-8"), "\"\\u{09}\" | '\\u{01}'..'\\u{08}'");
        assert_eq!(write("0<pchar>"), "\"\"");
    }
}
