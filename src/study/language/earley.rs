//! The language of an imported entry that is not regular (RFC 5322's nested
//! comments), recognized exactly: Earley's algorithm (J. Earley, "An
//! efficient context-free parsing algorithm", CACM 13(2), 1970) over the
//! input's characters, with Aycock and Horspool's treatment of rules that
//! derive the empty string ("Practical Earley Parsing", The Computer
//! Journal 45(6), 2002: a predicted nullable rule is also stepped over).
//!
//! It reads the rules [`super::document::document_rules`] gives, the
//! document's grammar with the PEG repairs' lookaheads dropped, as
//! `DocumentLanguage` does; so it takes any context-free grammar, left
//! recursion and repetitions that match the empty string included. Each
//! expression becomes productions: a choice is one rule of several
//! alternatives, `e*` is `R = ε | R e`, a count `e{2,4}` is `e e e? e?`, a
//! string is one terminal a character, a case-insensitive string's ASCII
//! letters match either case (RFC 5234 §2.3), a range is one terminal.
//! Rules that derive no string are left out first, so that every item of a
//! set is on the way to a string of the language: a set that is not empty
//! is a prefix some string extends, which is what a rejection's offset is.
//!
//! Earley's work grows with the cube of the input's length for an
//! ambiguous grammar. [`WORK_LIMIT`] bounds it: past the limit there is no
//! verdict here, and the caller says so.

use super::document::DocumentRejection;
use super::expected::{byte_ranges, char_run};
use pest_meta::ast::Expr;
use std::collections::{HashMap, HashSet};

/// The most Earley items the recognizer may add or find already added for
/// one input, counted over every set. Beyond it the input gets no verdict
/// here ([`WorkLimit`]).
///
/// The limit is on work, not on the input's length, because the work per
/// character depends on the grammar and the input. RFC 5322's `mailbox`
/// on `Pete(A (nice) chap) <pete.1@silly.test>` takes 3,370 items; on a
/// word of `n` letters before `@b` it takes 31,000 (`n` = 38), 0.4 million
/// (100), 5.6 million (250) and 43 million (500): a display name's
/// `1*word` of `1*atext` splits a run of letters into words anywhere, and
/// each split is a derivation, so the work grows with the cube of the
/// run. About 16.8 million (2^24) lets a run of 350 letters through
/// (1.3 s in a debug build; 400 letters reach the bound, in 1.6 s), far
/// longer than a mailbox's words are.
pub(crate) const WORK_LIMIT: usize = 1 << 24;

/// The input needs more work than [`WORK_LIMIT`] allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct WorkLimit;

/// A grammar symbol: a rule, or a set of characters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Symbol {
    Rule(u32),
    Chars(u32),
}

/// A context-free grammar of an imported entry, ready for Earley's
/// algorithm.
#[derive(Debug, Clone)]
pub(crate) struct ContextFreeLanguage {
    /// Each production's rule and right-hand side.
    productions: Vec<(u32, Vec<Symbol>)>,
    /// Each rule's productions.
    by_rule: Vec<Vec<u32>>,
    /// Whether each rule derives the empty string.
    nullable: Vec<bool>,
    /// Each terminal's characters, as sorted inclusive ranges.
    terminals: Vec<Vec<(char, char)>>,
    /// The rule whose only production is the entry: its completion is acceptance.
    start: u32,
    /// The most items one input may take: [`WORK_LIMIT`].
    limit: usize,
}

/// One Earley item: a production, how much of it is read, and where it began.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Item {
    production: u32,
    dot: u32,
    origin: u32,
}

impl ContextFreeLanguage {
    /// The grammar of `entry` in `rules` (the document's rules, lookaheads
    /// still in place, dropped here), or `None` when an expression is one
    /// this reading does not know (`PUSH`, `SOI`, a built-in rule other
    /// than `ANY` and the ASCII classes) or a name is undefined.
    pub(crate) fn of(rules: &HashMap<String, Expr>, entry: &str) -> Option<ContextFreeLanguage> {
        let mut builder = Builder { rules, named: HashMap::new(), alternatives: Vec::new(), terminals: Vec::new() };
        let entry = builder.rule(entry)?;
        let start = builder.fresh(vec![vec![Symbol::Rule(entry)]]);
        let Builder { mut alternatives, terminals, .. } = builder;
        // Alternatives that derive no string are left out (see the module's note).
        let productive = fixed_point(&alternatives, |_| true);
        for alternatives in &mut alternatives {
            alternatives.retain(|symbols| derives(symbols, &productive, |_| true));
        }
        let nullable = fixed_point(&alternatives, |_| false);
        let mut productions = Vec::new();
        let mut by_rule = Vec::new();
        for (rule, alternatives) in alternatives.into_iter().enumerate() {
            let mut ids = Vec::new();
            for symbols in alternatives {
                ids.push(u32::try_from(productions.len()).ok()?);
                productions.push((u32::try_from(rule).ok()?, symbols));
            }
            by_rule.push(ids);
        }
        Some(ContextFreeLanguage { productions, by_rule, nullable, terminals, start, limit: WORK_LIMIT })
    }

    /// The empty language: of an entry every derivation of which meets
    /// what matches nothing (a placeholder no `--with` document filled,
    /// which `document_rules` leaves out with every rule that needs it).
    pub(crate) fn nothing() -> ContextFreeLanguage {
        // One rule, the start, with no production.
        ContextFreeLanguage {
            productions: Vec::new(),
            by_rule: vec![Vec::new()],
            nullable: vec![false],
            terminals: Vec::new(),
            start: 0,
            limit: WORK_LIMIT,
        }
    }

    /// `None` when `input` is in the language, else where and why not, as
    /// `DocumentLanguage::rejection` gives it: the end of the longest prefix
    /// of `input` some string of the language extends (in bytes, at a
    /// character's end), and the characters that continue it there.
    ///
    /// # Errors
    /// [`WorkLimit`] when the input needs more than [`WORK_LIMIT`] items.
    pub(crate) fn rejection(&self, input: &str) -> Result<Option<DocumentRejection>, WorkLimit> {
        let chars: Vec<(usize, char)> = input.char_indices().collect();
        let mut chart = Chart { sets: Vec::new(), work: 0, limit: self.limit };
        chart.open();
        if let Some(&start) = self.by_rule[self.start as usize].first() {
            chart.add(0, Item { production: start, dot: 0, origin: 0 })?;
        }
        for (at, &(byte, c)) in chars.iter().enumerate() {
            self.close(&mut chart, at, Some(c))?;
            if chart.sets[at + 1].items.is_empty() {
                return Ok(Some(self.stop(&chart.sets[at], byte)));
            }
        }
        self.close(&mut chart, chars.len(), None)?;
        let last = &chart.sets[chars.len()];
        match last.items.iter().any(|item| self.accepts(item)) {
            true => Ok(None),
            false => Ok(Some(self.stop(last, input.len()))),
        }
    }

    /// The rejection at byte `offset`, where `set` is the last set with items.
    fn stop(&self, set: &Set, offset: usize) -> DocumentRejection {
        let accepting = set.items.iter().any(|item| self.accepts(item));
        DocumentRejection { offset, expected: self.expected(&set.items, accepting) }
    }

    /// Completes set `at` (predicting and completing until nothing is new)
    /// and scans `next`, the character after it, into the following set.
    fn close(&self, chart: &mut Chart, at: usize, next: Option<char>) -> Result<(), WorkLimit> {
        if next.is_some() {
            chart.open();
        }
        let mut predicted = HashSet::new();
        let mut index = 0;
        while let Some(&item) = chart.sets[at].items.get(index) {
            index += 1;
            let (rule, symbols) = &self.productions[item.production as usize];
            match symbols.get(item.dot as usize) {
                None => {
                    let waiting = chart.sets[item.origin as usize].waiting.get(rule).cloned().unwrap_or_default();
                    for parent in waiting {
                        chart.add(at, Item { dot: parent.dot + 1, ..parent })?;
                    }
                }
                Some(Symbol::Rule(called)) => {
                    chart.sets[at].waiting.entry(*called).or_default().push(item);
                    if predicted.insert(*called) {
                        for &production in &self.by_rule[*called as usize] {
                            chart.add(at, Item { production, dot: 0, origin: at as u32 })?;
                        }
                    }
                    if self.nullable[*called as usize] {
                        chart.add(at, Item { dot: item.dot + 1, ..item })?;
                    }
                }
                Some(Symbol::Chars(terminal)) => {
                    if next.is_some_and(|c| self.matches(*terminal, c)) {
                        chart.add(at + 1, Item { dot: item.dot + 1, ..item })?;
                    }
                }
            }
        }
        Ok(())
    }

    /// The same language with at most `limit` items an input, for tests
    /// of what happens past the limit that do not take its time.
    #[cfg(test)]
    pub(crate) fn within(self, limit: usize) -> ContextFreeLanguage {
        ContextFreeLanguage { limit, ..self }
    }

    fn accepts(&self, item: &Item) -> bool {
        let (rule, symbols) = &self.productions[item.production as usize];
        *rule == self.start && item.origin == 0 && item.dot as usize == symbols.len()
    }

    fn matches(&self, terminal: u32, c: char) -> bool {
        self.terminals[terminal as usize].iter().any(|&(a, b)| a <= c && c <= b)
    }

    /// The characters the items of a set read next, as `DocumentLanguage`
    /// prints them: ASCII in runs of bytes, beyond ASCII in runs of
    /// characters, then `end of input` where the prefix is in the language.
    fn expected(&self, items: &[Item], accepting: bool) -> Vec<String> {
        let mut ranges: Vec<(char, char)> = items
            .iter()
            .filter_map(|item| match self.productions[item.production as usize].1.get(item.dot as usize) {
                Some(Symbol::Chars(terminal)) => Some(self.terminals[*terminal as usize].iter().copied()),
                _ => None,
            })
            .flatten()
            .collect();
        ranges.sort_unstable();
        let mut ascii = [false; 256];
        let mut beyond: Vec<(char, char)> = Vec::new();
        for (a, b) in ranges {
            for c in a..=b.min('\u{7F}') {
                ascii[c as usize] = true;
            }
            if b < '\u{80}' {
                continue;
            }
            let a = a.max('\u{80}');
            match beyond.last_mut() {
                // Adjacent code points merge; the surrogates' gap does not close.
                Some((_, last)) if u32::from(a) <= u32::from(*last) + 1 => *last = (*last).max(b),
                _ => beyond.push((a, b)),
            }
        }
        let mut expected = byte_ranges(&ascii, false);
        for (a, b) in beyond {
            if a <= '\u{D7FF}' && b >= '\u{E000}' {
                expected.extend([char_run((a, '\u{D7FF}')), char_run(('\u{E000}', b))]);
            } else {
                expected.push(char_run((a, b)));
            }
        }
        if accepting {
            expected.push(super::expected::END_OF_INPUT.to_string());
        }
        expected
    }
}

/// The rules for which `derives` holds, as a least fixed point: those with
/// an alternative whose every rule is already found; a terminal counts when
/// `terminal` says so (always, for rules that derive some string; never,
/// for rules that derive the empty one).
fn fixed_point(alternatives: &[Vec<Vec<Symbol>>], terminal: impl Fn(u32) -> bool + Copy) -> Vec<bool> {
    let mut found = vec![false; alternatives.len()];
    loop {
        let mut changed = false;
        for (rule, alternatives) in alternatives.iter().enumerate() {
            if !found[rule] && alternatives.iter().any(|symbols| derives(symbols, &found, terminal)) {
                found[rule] = true;
                changed = true;
            }
        }
        if !changed {
            return found;
        }
    }
}

fn derives(symbols: &[Symbol], rules: &[bool], terminal: impl Fn(u32) -> bool) -> bool {
    symbols.iter().all(|symbol| match *symbol {
        Symbol::Rule(rule) => rules[rule as usize],
        Symbol::Chars(chars) => terminal(chars),
    })
}

/// Earley's sets, with the work done so far.
struct Chart {
    sets: Vec<Set>,
    work: usize,
    limit: usize,
}

/// One Earley set: its items in order, and the items that wait for each rule.
#[derive(Default)]
struct Set {
    items: Vec<Item>,
    seen: HashSet<Item>,
    waiting: HashMap<u32, Vec<Item>>,
}

impl Chart {
    fn open(&mut self) {
        self.sets.push(Set::default());
    }

    /// Adds `item` to set `at` unless it is there, counting the work.
    fn add(&mut self, at: usize, item: Item) -> Result<(), WorkLimit> {
        self.work += 1;
        if self.work > self.limit {
            return Err(WorkLimit);
        }
        let set = &mut self.sets[at];
        if set.seen.insert(item) {
            set.items.push(item);
        }
        Ok(())
    }
}

/// Reads expressions into productions.
struct Builder<'r> {
    rules: &'r HashMap<String, Expr>,
    named: HashMap<String, u32>,
    alternatives: Vec<Vec<Vec<Symbol>>>,
    terminals: Vec<Vec<(char, char)>>,
}

impl Builder<'_> {
    /// The rule named `name`, read on first call; numbered before its body
    /// is read, so that a rule may call itself.
    fn rule(&mut self, name: &str) -> Option<u32> {
        if let Some(&rule) = self.named.get(name) {
            return Some(rule);
        }
        let body = self.rules.get(name)?;
        let rule = self.fresh(Vec::new());
        self.named.insert(name.to_string(), rule);
        let alternatives = self.alternatives(body)?;
        self.alternatives[rule as usize] = alternatives;
        Some(rule)
    }

    /// A new rule with `alternatives`.
    fn fresh(&mut self, alternatives: Vec<Vec<Symbol>>) -> u32 {
        self.alternatives.push(alternatives);
        u32::try_from(self.alternatives.len() - 1).unwrap_or(u32::MAX)
    }

    fn terminal(&mut self, ranges: Vec<(char, char)>) -> Symbol {
        self.terminals.push(ranges);
        Symbol::Chars(u32::try_from(self.terminals.len() - 1).unwrap_or(u32::MAX))
    }

    /// `expr` as a choice of sequences.
    fn alternatives(&mut self, expr: &Expr) -> Option<Vec<Vec<Symbol>>> {
        match expr {
            Expr::Choice(a, b) => {
                let mut alternatives = self.alternatives(a)?;
                alternatives.extend(self.alternatives(b)?);
                Some(alternatives)
            }
            _ => Some(vec![self.sequence(expr)?]),
        }
    }

    /// `expr` as one symbol (a rule of its own unless it is one already).
    fn symbol(&mut self, expr: &Expr) -> Option<Symbol> {
        let sequence = self.sequence(expr)?;
        match sequence.as_slice() {
            [one] => Some(*one),
            _ => Some(Symbol::Rule(self.fresh(vec![sequence]))),
        }
    }

    /// `expr` as a sequence of symbols.
    fn sequence(&mut self, expr: &Expr) -> Option<Vec<Symbol>> {
        let optional = |this: &mut Self, e: &Expr| -> Option<Symbol> {
            let symbol = this.symbol(e)?;
            Some(Symbol::Rule(this.fresh(vec![Vec::new(), vec![symbol]])))
        };
        let times = |symbol: Symbol, n: u32| std::iter::repeat_n(symbol, n as usize);
        Some(match expr {
            Expr::Seq(a, b) => {
                let mut symbols = self.sequence(a)?;
                symbols.extend(self.sequence(b)?);
                symbols
            }
            Expr::Choice(..) => {
                let alternatives = self.alternatives(expr)?;
                vec![Symbol::Rule(self.fresh(alternatives))]
            }
            Expr::Str(s) => s.chars().map(|c| self.terminal(vec![(c, c)])).collect(),
            // RFC 5234 §2.3: a quoted string matches either case of its ASCII letters.
            Expr::Insens(s) => s
                .chars()
                .map(|c| {
                    let (upper, lower) = (c.to_ascii_uppercase(), c.to_ascii_lowercase());
                    self.terminal(if upper == lower { vec![(c, c)] } else { vec![(upper, upper), (lower, lower)] })
                })
                .collect(),
            Expr::Range(a, b) => vec![self.terminal(vec![(single_char(a)?, single_char(b)?)])],
            Expr::Ident(name) => vec![match name.as_str() {
                "ANY" => self.terminal(vec![('\0', char::MAX)]),
                "ASCII_ALPHA" => self.terminal(vec![('A', 'Z'), ('a', 'z')]),
                "ASCII_DIGIT" => self.terminal(vec![('0', '9')]),
                "ASCII_HEX_DIGIT" => self.terminal(vec![('0', '9'), ('A', 'F'), ('a', 'f')]),
                name => Symbol::Rule(self.rule(name)?),
            }],
            // The PEG repairs' lookaheads are no part of the document.
            Expr::PosPred(_) | Expr::NegPred(_) => Vec::new(),
            Expr::Opt(e) => vec![optional(self, e)?],
            Expr::Rep(e) | Expr::RepOnce(e) | Expr::RepMin(e, _) => {
                let symbol = self.symbol(e)?;
                let min = match expr {
                    Expr::Rep(_) => 0,
                    Expr::RepOnce(_) => 1,
                    Expr::RepMin(_, n) => *n,
                    _ => unreachable!(),
                };
                // Left-recursive, as Earley's sets stay small that way.
                let repeated = self.fresh(Vec::new());
                self.alternatives[repeated as usize] = vec![Vec::new(), vec![Symbol::Rule(repeated), symbol]];
                times(symbol, min).chain([Symbol::Rule(repeated)]).collect()
            }
            Expr::RepExact(e, n) => {
                let symbol = self.symbol(e)?;
                times(symbol, *n).collect()
            }
            Expr::RepMax(e, max) => times(optional(self, e)?, *max).collect(),
            Expr::RepMinMax(e, min, max) => {
                let symbol = self.symbol(e)?;
                let optional = optional(self, e)?;
                times(symbol, *min).chain(times(optional, max.saturating_sub(*min))).collect()
            }
            _ => return None,
        })
    }
}

/// The one character of a range's end, as pest_meta gives it.
fn single_char(text: &str) -> Option<char> {
    let mut chars = text.chars();
    let c = chars.next()?;
    chars.next().is_none().then_some(c)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::study::language::document::document_rules;

    fn language(text: &str, entry: &str) -> ContextFreeLanguage {
        let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text).unwrap();
        let rules = pest_meta::parser::consume_rules(pairs).unwrap().into_iter().map(|r| (r.name, r.expr)).collect();
        ContextFreeLanguage::of(&document_rules(&rules), entry).unwrap()
    }

    fn offset(language: &ContextFreeLanguage, input: &str) -> Option<usize> {
        language.rejection(input).unwrap().map(|no| no.offset)
    }

    #[test]
    fn nested_comments_are_recognized_with_the_longest_viable_prefix() {
        let comment = language("c = { \"(\" ~ (^\"x\" | c)* ~ \")\" }", "c");
        for nested in ["()", "(x)", "((X)x(()))"] {
            assert_eq!(offset(&comment, nested), None, "{nested}");
        }
        assert_eq!(offset(&comment, "(x))"), Some(3));
        assert_eq!(offset(&comment, "(y)"), Some(1));
        let open = comment.rejection("((x)").unwrap().unwrap();
        assert_eq!((open.offset, open.expected), (4, vec!["\"(\"..\")\"".to_string(), "\"X\"".into(), "\"x\"".into()]));
        let done = comment.rejection("()(").unwrap().unwrap();
        assert_eq!((done.offset, done.expected), (2, vec!["end of input".to_string()]));
    }

    /// `rules` given as expressions, for what pest_meta refuses to read.
    fn built(rules: &[(&str, Expr)], entry: &str) -> ContextFreeLanguage {
        let rules = rules.iter().map(|(name, expr)| (name.to_string(), expr.clone())).collect();
        ContextFreeLanguage::of(&document_rules(&rules), entry).unwrap()
    }

    #[test]
    fn left_recursion_empty_repetitions_and_counts_are_context_free() {
        use Expr::{Choice, Ident, Opt, Rep, Seq, Str};
        let (b, text) = (Box::new, |s: &str| Str(s.to_string()));
        // pest refuses both rules; the document's grammar has them.
        let left = built(&[("a", Choice(b(Seq(b(Ident("a".into())), b(text("x")))), b(text("y"))))], "a");
        assert_eq!(offset(&left, "yxx"), None);
        assert_eq!(offset(&left, "xy"), Some(0));
        let empty = built(&[("f", Seq(b(Rep(b(Seq(b(Opt(b(text("a")))), b(Opt(b(text("b")))))))), b(text("c"))))], "f");
        assert_eq!(offset(&empty, "abbac"), None);
        assert_eq!(offset(&empty, "abx"), Some(2));
        let counted = language("n = { \"x\"{2, 3} ~ \"y\"{2} ~ \"z\"{1,} }", "n");
        assert_eq!(offset(&counted, "xxyyz"), None);
        assert_eq!(offset(&counted, "xxxxyyz"), Some(3));
        assert_eq!(offset(&counted, "xxyyzz"), None);
    }

    #[test]
    fn what_matches_nothing_and_lookaheads_are_left_out() {
        // `b` derives no string: `a`'s first alternative is gone, so `xy` stops at 0.
        let text = "a = { b | \"x\" ~ &\"q\" ~ \"z\" }\nb = { \"x\" ~ \"y\" ~ b }";
        let a = language(text, "a");
        assert_eq!(offset(&a, "xz"), None);
        let no = a.rejection("xy").unwrap().unwrap();
        assert_eq!((no.offset, no.expected), (1, vec!["\"z\"".to_string()]));
        let nothing = language("a = { \"x\" ~ (!ANY ~ ANY) | \"y\" }", "a");
        assert_eq!(offset(&nothing, "x"), Some(0));
        let empty = ContextFreeLanguage::nothing().rejection("x").unwrap().unwrap();
        assert_eq!((empty.offset, empty.expected.len()), (0, 0));
        assert_eq!(ContextFreeLanguage::nothing().rejection("").unwrap().map(|no| no.offset), Some(0));
    }

    #[test]
    fn characters_beyond_ascii_are_expected_by_code_point() {
        let wide = language("w = { \"a\" ~ (\"\\u{E9}\" | '\\u{A0}'..'\\u{10FFFD}') }", "w");
        let no = wide.rejection("ab").unwrap().unwrap();
        assert_eq!((no.offset, no.expected), (1, vec!["U+00A0..U+D7FF".to_string(), "U+E000..U+10FFFD".into()]));
        assert_eq!(offset(&wide, "a\u{E9}"), None);
        assert_eq!(offset(&wide, "\u{E9}a"), Some(0));
    }

    #[test]
    fn an_ambiguous_grammar_stops_at_the_work_limit() {
        let ambiguous = language("s = { \"x\" ~ s? ~ s? }", "s");
        let ambiguous = ambiguous.within(100_000);
        assert_eq!(ambiguous.rejection(&"x".repeat(400)), Err(WorkLimit));
        assert_eq!(ambiguous.rejection("xxxx"), Ok(None));
    }
}
