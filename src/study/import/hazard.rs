//! PEG hazards found statically, as the hand-made P rows of
//! `grammar/ERRATA.md` were found by hand: the places where pest's ordered
//! choice or greedy repetition can lose a string the document's grammar has.
//!
//! The grammar is read over an *alphabet of symbols*: the code points cut
//! into classes that every range and quoted character of the grammar treats
//! alike (RFC 3986's grammar has a few dozen), each written as one byte, so
//! that a rule's CFG meaning is a regular expression over bytes whatever
//! its characters, compiled into the automata the language comparison uses
//! ([`Automaton`]). Three mechanisms are looked for, each on the automata of
//! the site and of what follows it (its *continuation*: the rest of its
//! sequences, then one character of what may follow its rule, or the end):
//!
//! - **ordered choice**: an earlier alternative matches a proper prefix of
//!   a string of a later one, so pest commits to the shorter;
//! - **greedy repetition**: an iteration of the element can match a prefix
//!   of the continuation, which pest's repetition never gives back;
//! - **an option that hides its continuation**: the same, for `[ x ]`.
//!
//! A hazard is only possible loss: whether pest loses a string there is
//! what the check of `peg_check.rs` decides, and `repair.rs` repairs.

use super::Expr;
use crate::study::language::automaton::{Automaton, DEAD};
use std::collections::{HashMap, VecDeque};
use std::fmt::Write as _;

/// The most symbols the alphabet may have: one byte each, and the pattern's
/// "no symbol" class needs none.
const MAX_SYMBOLS: usize = 250;

/// The most bytes a pattern may have before the site or rule is left without
/// an automaton (a pathological grammar inlines rules exponentially).
const MAX_PATTERN: usize = 1 << 17;

/// The most pattern bytes one import compiles into automata, all together
/// (RFC 1738 §5, the largest listing here, compiles about 400 KiB).
const COMPILE_BUDGET: usize = 2 << 20;

/// The bytes the determinizer and one DFA may take.
const DFA_LIMIT: usize = 1 << 20;

/// The most pairs of states a product search visits.
const PAIR_BUDGET: usize = 20_000;

/// The most site comparisons one import makes (arbitrary text can define
/// thousands of rules).
const SITE_BUDGET: usize = 2_000;

/// A set of symbols (bytes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(super) struct Set([u64; 4]);

impl Set {
    fn insert(&mut self, b: u8) {
        self.0[usize::from(b >> 6)] |= 1 << (b & 63);
    }
    pub(super) fn contains(self, b: u8) -> bool {
        self.0[usize::from(b >> 6)] & (1 << (b & 63)) != 0
    }
    pub(super) fn union(self, other: Set) -> Set {
        Set(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }
    fn meets(self, other: Set) -> bool {
        (0..4).any(|i| self.0[i] & other.0[i] != 0)
    }
    fn bytes(self) -> impl Iterator<Item = u8> {
        (0..=255u8).filter(move |&b| self.contains(b))
    }
}

/// The code points cut into the classes the grammar cannot tell apart.
#[derive(Debug, Clone)]
pub(super) struct Alphabet {
    /// `(first, last, symbol)` in order, covering every code point.
    intervals: Vec<(u32, u32, u8)>,
    /// A character of each symbol.
    representatives: Vec<char>,
    /// The symbols of characters the grammar names (all but the class of
    /// the characters no range or quoted string holds): what an example is
    /// made of, so that it can sit in a string of the grammar.
    pub(super) used: Set,
}

impl Alphabet {
    /// The alphabet of the rules' ranges and quoted characters (both cases
    /// of a case-insensitive one); `None` when it needs more than
    /// [`MAX_SYMBOLS`] symbols.
    pub(super) fn of(rules: &[(String, Expr)]) -> Option<Alphabet> {
        let mut ranges: Vec<(u32, u32)> = Vec::new();
        for (_, expr) in rules {
            collect_ranges(expr, &mut ranges);
        }
        ranges.sort_unstable();
        ranges.dedup();
        let mut cuts: Vec<u32> = vec![0, 0x11_0000];
        for &(a, b) in &ranges {
            cuts.push(a);
            cuts.push(b.saturating_add(1).min(0x11_0000));
        }
        cuts.sort_unstable();
        cuts.dedup();
        let mut signatures: HashMap<Vec<usize>, u8> = HashMap::new();
        let mut intervals = Vec::new();
        let mut representatives: Vec<Option<char>> = Vec::new();
        for pair in cuts.windows(2) {
            let (first, last) = (pair[0], pair[1] - 1);
            let signature: Vec<usize> =
                ranges.iter().enumerate().filter(|&(_, &(a, b))| a <= first && last <= b).map(|(i, _)| i).collect();
            let next = signatures.len();
            let symbol = *signatures.entry(signature).or_insert_with(|| u8::try_from(next).unwrap_or(u8::MAX));
            if signatures.len() > MAX_SYMBOLS {
                return None;
            }
            if usize::from(symbol) == representatives.len() {
                representatives.push(None);
            }
            let slot = &mut representatives[usize::from(symbol)];
            if slot.is_none() {
                *slot = (first..=last).take(4096).find_map(char::from_u32);
            }
            intervals.push((first, last, symbol));
        }
        let representatives = representatives.into_iter().map(|c| c.unwrap_or('\u{FFFD}')).collect();
        let mut used = Set::default();
        for (signature, &symbol) in &signatures {
            if !signature.is_empty() {
                used.insert(symbol);
            }
        }
        Some(Alphabet { intervals, representatives, used })
    }

    /// How many symbols there are.
    pub(super) fn len(&self) -> usize {
        self.representatives.len()
    }

    /// The symbols of the code points `from..=to`.
    fn symbols(&self, from: u32, to: u32) -> Set {
        let mut set = Set::default();
        for &(a, b, symbol) in &self.intervals {
            if from <= a && b <= to {
                set.insert(symbol);
            }
        }
        set
    }

    /// The symbols of a quoted character: both cases where case does not matter.
    fn character(&self, c: char, case_insensitive: bool) -> Set {
        let mut set = self.symbols(c as u32, c as u32);
        if case_insensitive {
            for other in [c.to_ascii_lowercase(), c.to_ascii_uppercase()] {
                set = set.union(self.symbols(other as u32, other as u32));
            }
        }
        set
    }

    /// A string of symbols as characters, one representative each.
    pub(super) fn text(&self, symbols: &[u8]) -> String {
        symbols.iter().map(|&s| self.representatives.get(usize::from(s)).copied().unwrap_or('\u{FFFD}')).collect()
    }

    /// A set of symbols as the code point ranges it covers, merged.
    pub(super) fn ranges(&self, set: Set) -> Vec<(u32, u32)> {
        let mut out: Vec<(u32, u32)> = Vec::new();
        for &(a, b, symbol) in &self.intervals {
            if !set.contains(symbol) {
                continue;
            }
            match out.last_mut() {
                Some(last) if last.1 + 1 == a => last.1 = b,
                _ => out.push((a, b)),
            }
        }
        out
    }
}

fn collect_ranges(expr: &Expr, out: &mut Vec<(u32, u32)>) {
    match expr {
        Expr::Literal { text, case_insensitive } => {
            for c in text.chars() {
                out.push((c as u32, c as u32));
                if *case_insensitive {
                    out.extend([c.to_ascii_lowercase(), c.to_ascii_uppercase()].map(|c| (c as u32, c as u32)));
                }
            }
        }
        Expr::Range { from, to } => out.push((*from, (*to).max(*from))),
        Expr::Seq(items) | Expr::Alt(items) => items.iter().for_each(|e| collect_ranges(e, out)),
        Expr::Repeat { element, .. } | Expr::Optional(element) | Expr::Guarded { expr: element, .. } => {
            collect_ranges(element, out);
        }
        Expr::Rule(_) | Expr::Empty | Expr::Prose(_) => {}
    }
}

/// Which PEG mechanism a hazard is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mechanism {
    /// An earlier alternative matches a proper prefix of a later one's string.
    OrderedChoice,
    /// A repetition's element can take the first part of what follows it.
    GreedyRepetition,
    /// An option's content can take the first part of what follows it.
    HidingOption,
}

impl std::fmt::Display for Mechanism {
    /// As a P row says it.
    ///
    /// ```
    /// use rfc1630::study::import::Mechanism;
    /// assert_eq!(Mechanism::OrderedChoice.to_string(), "ordered choice");
    /// ```
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Mechanism::OrderedChoice => "ordered choice",
            Mechanism::GreedyRepetition => "greedy repetition",
            Mechanism::HidingOption => "option hiding its continuation",
        })
    }
}

/// A hazard found statically in one rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Site {
    /// The rule's index.
    pub(super) rule: usize,
    /// The way down the rule's body: a child's index at each choice and
    /// sequence, 0 under a repetition or option.
    pub(super) path: Vec<usize>,
    pub(super) mechanism: Mechanism,
    /// The characters that may follow the site.
    pub(super) follow: Set,
    /// Whether the end of the input may follow the site: what follows it in
    /// its rule can be empty (a rule may end the input).
    pub(super) end: bool,
    /// A string that shows the overlap, as symbols: a later alternative's
    /// string that an earlier one's is a prefix of, or a continuation that
    /// an iteration (the option's content) can start.
    pub(super) example: Vec<u8>,
    /// For a choice: `(i, j)` where alternative `i` matches a proper
    /// prefix of a string of a later `j`.
    pub(super) prefixes: Vec<(usize, usize)>,
    /// For a choice: the pairs of [`Site::prefixes`] where every string of
    /// `i` is one of `j`, so that `j` first would leave `i` untried.
    pub(super) covered: Vec<(usize, usize)>,
}

/// The grammar read over its alphabet: which rules match the empty string,
/// what each can start with and be followed by, and the patterns of its
/// expressions.
pub(super) struct Analysis<'g> {
    pub(super) alphabet: Alphabet,
    rules: &'g [(String, Expr)],
    index: HashMap<&'g str, usize>,
    nullable: Vec<bool>,
    first: Vec<Set>,
    /// What may follow each rule (the end always may).
    follow: Vec<Set>,
    memo: HashMap<usize, Option<String>>,
    automata: HashMap<String, Option<Automaton>>,
    budget: usize,
    /// The pattern bytes compiled so far.
    compiled: usize,
}

impl<'g> Analysis<'g> {
    /// `None` when the alphabet is too large.
    pub(super) fn new(rules: &'g [(String, Expr)]) -> Option<Analysis<'g>> {
        let alphabet = Alphabet::of(rules)?;
        let index = rules.iter().enumerate().map(|(i, (name, _))| (name.as_str(), i)).collect();
        let mut analysis = Analysis {
            alphabet,
            rules,
            index,
            nullable: vec![false; rules.len()],
            first: vec![Set::default(); rules.len()],
            follow: vec![Set::default(); rules.len()],
            memo: HashMap::new(),
            automata: HashMap::new(),
            budget: SITE_BUDGET,
            compiled: 0,
        };
        analysis.fix_first();
        analysis.fix_follow();
        Some(analysis)
    }

    fn fix_first(&mut self) {
        // Each round adds to some rule's set or stops: bounded by the symbols.
        for _ in 0..=self.rules.len() * (MAX_SYMBOLS + 1) {
            let mut changed = false;
            for (i, (_, body)) in self.rules.iter().enumerate() {
                let (first, nullable) = (self.first_of(body), self.nullable_of(body));
                if first != self.first[i] || nullable != self.nullable[i] {
                    self.first[i] = self.first[i].union(first);
                    self.nullable[i] |= nullable;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
    }

    fn fix_follow(&mut self) {
        for _ in 0..=self.rules.len() * (MAX_SYMBOLS + 1) {
            let before = self.follow.clone();
            for (i, (_, body)) in self.rules.iter().enumerate() {
                let tail = self.follow[i];
                self.spread(body, tail);
            }
            if before == self.follow {
                break;
            }
        }
    }

    /// Adds `follow` to the follow set of each rule `expr` ends in, and so on inward.
    fn spread(&mut self, expr: &Expr, follow: Set) {
        match expr {
            Expr::Seq(items) => {
                for (i, item) in items.iter().enumerate() {
                    let after = self.first_of_sequence(&items[i + 1..], follow);
                    self.spread(item, after);
                }
            }
            Expr::Alt(items) => items.iter().for_each(|item| self.spread(item, follow)),
            Expr::Repeat { max, element, .. } => {
                let again = if max.is_some_and(|m| m <= 1) { follow } else { follow.union(self.first_of(element)) };
                self.spread(element, again);
            }
            Expr::Optional(inner) | Expr::Guarded { expr: inner, .. } => self.spread(inner, follow),
            Expr::Rule(name) => {
                if let Some(&i) = self.index.get(name.as_str()) {
                    self.follow[i] = self.follow[i].union(follow);
                }
            }
            Expr::Literal { .. } | Expr::Range { .. } | Expr::Empty | Expr::Prose(_) => {}
        }
    }

    /// What `expr` can start with.
    pub(super) fn first_of(&self, expr: &Expr) -> Set {
        match expr {
            Expr::Literal { text, case_insensitive } => {
                text.chars().next().map_or_else(Set::default, |c| self.alphabet.character(c, *case_insensitive))
            }
            Expr::Range { from, to } => self.alphabet.symbols(*from, *to),
            Expr::Rule(name) => self.index.get(name.as_str()).map_or_else(Set::default, |&i| self.first[i]),
            Expr::Seq(items) => self.first_of_sequence(items, Set::default()),
            Expr::Alt(items) => items.iter().fold(Set::default(), |set, e| set.union(self.first_of(e))),
            Expr::Repeat { max: Some(0), .. } | Expr::Empty | Expr::Prose(_) => Set::default(),
            Expr::Repeat { element, .. } | Expr::Optional(element) | Expr::Guarded { expr: element, .. } => {
                self.first_of(element)
            }
        }
    }

    fn nullable_of(&self, expr: &Expr) -> bool {
        expr.nullable(&|name| self.index.get(name).is_some_and(|&i| self.nullable[i]))
    }

    /// Whether walking the rules from their left ends (the calls reached
    /// before any input is read, each way counted apart, as pest's
    /// validator walks them looking for left recursion) takes more than
    /// `limit` steps ([`LeftWalk::TooLong`]), or goes round
    /// ([`LeftWalk::Round`], the rules of the loop): then pest's validator
    /// would take exponential time, or refuse the grammar.
    pub(super) fn left_walk(&self, limit: u64) -> Option<LeftWalk> {
        let calls: Vec<Vec<usize>> = self
            .rules
            .iter()
            .map(|(_, body)| {
                let mut out = Vec::new();
                self.left_calls(body, &mut out);
                out
            })
            .collect();
        // Ways from each rule, callees first; a rule on the stack is a loop.
        let mut ways: Vec<Option<u64>> = vec![None; self.rules.len()];
        let mut on_stack = vec![false; self.rules.len()];
        for root in 0..self.rules.len() {
            let mut stack = vec![(root, 0usize)];
            on_stack[root] = true;
            while let Some(&mut (rule, ref mut next)) = stack.last_mut() {
                if ways[rule].is_some() {
                    on_stack[rule] = false;
                    stack.pop();
                    continue;
                }
                if let Some(&callee) = calls[rule].get(*next) {
                    *next += 1;
                    if on_stack[callee] {
                        let from = stack.iter().position(|&(r, _)| r == callee).unwrap_or(0);
                        let mut round: Vec<String> =
                            stack[from..].iter().map(|&(r, _)| self.rules[r].0.clone()).collect();
                        round.push(self.rules[callee].0.clone());
                        return Some(LeftWalk::Round(round));
                    }
                    if ways[callee].is_none() {
                        on_stack[callee] = true;
                        stack.push((callee, 0));
                    }
                } else {
                    let total = calls[rule].iter().fold(1u64, |t, &c| t.saturating_add(ways[c].unwrap_or(0)));
                    if total > limit {
                        return Some(LeftWalk::TooLong);
                    }
                    ways[rule] = Some(total);
                    on_stack[rule] = false;
                    stack.pop();
                }
            }
        }
        None
    }

    fn left_calls(&self, expr: &Expr, out: &mut Vec<usize>) {
        match expr {
            Expr::Seq(items) => {
                for item in items {
                    self.left_calls(item, out);
                    if !self.nullable_of(item) {
                        break;
                    }
                }
            }
            Expr::Alt(items) => items.iter().for_each(|item| self.left_calls(item, out)),
            Expr::Repeat { element, .. } | Expr::Optional(element) | Expr::Guarded { expr: element, .. } => {
                self.left_calls(element, out);
            }
            Expr::Rule(name) => out.extend(self.index.get(name.as_str())),
            Expr::Literal { .. } | Expr::Range { .. } | Expr::Empty | Expr::Prose(_) => {}
        }
    }

    /// What `items` then `tail` can start with.
    fn first_of_sequence(&self, items: &[Expr], tail: Set) -> Set {
        let mut set = Set::default();
        for item in items {
            set = set.union(self.first_of(item));
            if !self.nullable_of(item) {
                return set;
            }
        }
        set.union(tail)
    }

    /// The pattern of `expr` over the alphabet (its CFG meaning: a guard's
    /// lookahead is left out); `None` for a rule that calls itself, or a
    /// pattern past [`MAX_PATTERN`].
    pub(super) fn pattern(&mut self, expr: &Expr) -> Option<String> {
        let out = match expr {
            Expr::Literal { text, case_insensitive } => {
                text.chars().map(|c| class(self.alphabet.character(c, *case_insensitive))).collect()
            }
            Expr::Range { from, to } => class(self.alphabet.symbols(*from, *to)),
            Expr::Prose(_) => class(Set::default()),
            Expr::Empty | Expr::Repeat { max: Some(0), .. } => String::new(),
            Expr::Rule(name) => {
                let &i = self.index.get(name.as_str())?;
                if let Some(done) = self.memo.get(&i) {
                    return done.clone();
                }
                self.memo.insert(i, None);
                let body = &self.rules[i].1;
                let pattern = self.pattern(body).map(|p| format!("(?:{p})"));
                self.memo.insert(i, pattern.clone());
                pattern?
            }
            Expr::Seq(items) => {
                let mut out = String::new();
                for item in items {
                    out.push_str(&self.pattern(item)?);
                }
                out
            }
            Expr::Alt(items) => {
                let parts: Option<Vec<String>> = items.iter().map(|e| self.pattern(e)).collect();
                format!("(?:{})", parts?.join("|"))
            }
            Expr::Repeat { min, max, element } => {
                let inner = self.pattern(element)?;
                match max {
                    Some(max) => format!("(?:{inner}){{{min},{max}}}"),
                    None => format!("(?:{inner}){{{min},}}"),
                }
            }
            Expr::Optional(inner) => format!("(?:{})?", self.pattern(inner)?),
            Expr::Guarded { expr, .. } => self.pattern(expr)?,
        };
        (out.len() <= MAX_PATTERN).then_some(out)
    }

    /// The automaton of a whole-input pattern, built once.
    pub(super) fn automaton(&mut self, pattern: &str) -> Option<&Automaton> {
        if !self.automata.contains_key(pattern) {
            self.compiled += pattern.len();
            let built = (self.compiled <= COMPILE_BUDGET)
                .then(|| Automaton::of_patterns_within(&[format!("(?s-u:{pattern})$")], DFA_LIMIT))
                .flatten();
            self.automata.insert(pattern.to_string(), built);
        }
        self.automata[pattern].as_ref()
    }

    /// The automaton of rule `i`'s CFG meaning: `Err(true)` when the rule
    /// has no pattern (it is recursive, or its pattern is too long),
    /// `Err(false)` when its automaton outgrows the budget.
    pub(super) fn rule_automaton(&mut self, i: usize) -> Result<Automaton, bool> {
        let pattern = self.pattern(&Expr::Rule(self.rules[i].0.clone())).ok_or(true)?;
        self.automaton(&pattern).cloned().ok_or(false)
    }

    /// Every hazard of every rule, in the rules' order.
    pub(super) fn sites(&mut self) -> Vec<Site> {
        let mut out = Vec::new();
        for i in 0..self.rules.len() {
            let body = &self.rules[i].1;
            let tail = self.follow[i];
            self.walk(i, body, &mut Vec::new(), &[], tail, &mut out);
        }
        out
    }

    /// Looks for hazards in `expr`, at `path` in rule `rule`, followed by
    /// `rest` and then one character of `tail` (or the end).
    fn walk(
        &mut self,
        rule: usize,
        expr: &Expr,
        path: &mut Vec<usize>,
        rest: &[&Expr],
        tail: Set,
        out: &mut Vec<Site>,
    ) {
        match expr {
            Expr::Seq(items) => {
                for (i, item) in items.iter().enumerate() {
                    let mut after: Vec<&Expr> = items[i + 1..].iter().collect();
                    after.extend_from_slice(rest);
                    path.push(i);
                    self.walk(rule, item, path, &after, tail, out);
                    path.pop();
                }
            }
            Expr::Alt(items) => {
                if let Some(site) = self.choice(rule, path, items, rest, tail) {
                    out.push(site);
                }
                for (i, item) in items.iter().enumerate() {
                    path.push(i);
                    self.walk(rule, item, path, rest, tail, out);
                    path.pop();
                }
            }
            Expr::Repeat { min, max, element } => {
                if *max != Some(*min)
                    && let Some(site) = self.overlap(rule, path, element, rest, tail, Mechanism::GreedyRepetition)
                {
                    out.push(site);
                }
                let mut again: Vec<&Expr> = vec![expr];
                again.extend_from_slice(rest);
                path.push(0);
                self.walk(rule, element, path, &again, tail, out);
                path.pop();
            }
            Expr::Optional(inner) => {
                if let Some(site) = self.overlap(rule, path, inner, rest, tail, Mechanism::HidingOption) {
                    out.push(site);
                }
                path.push(0);
                self.walk(rule, inner, path, rest, tail, out);
                path.pop();
            }
            Expr::Guarded { expr, .. } => {
                path.push(0);
                self.walk(rule, expr, path, rest, tail, out);
                path.pop();
            }
            Expr::Literal { .. } | Expr::Range { .. } | Expr::Rule(_) | Expr::Empty | Expr::Prose(_) => {}
        }
    }

    /// What may follow a site: `rest`'s first characters, and `tail`'s if
    /// `rest` can be empty.
    fn follow_of(&self, rest: &[&Expr], tail: Set) -> Set {
        let mut set = Set::default();
        for item in rest {
            set = set.union(self.first_of(item));
            if !self.nullable_of(item) {
                return set;
            }
        }
        set.union(tail)
    }

    /// The pattern of a continuation: `rest`, then optionally a character
    /// of `tail` and anything after it.
    fn continuation(&mut self, rest: &[&Expr], tail: Set) -> Option<String> {
        let mut out = String::new();
        for item in rest {
            out.push_str(&self.pattern(item)?);
        }
        if tail != Set::default() {
            let _ = write!(out, "(?:{}{}*)?", class(tail), class(self.alphabet.used));
        }
        Some(out)
    }

    fn choice(&mut self, rule: usize, path: &[usize], items: &[Expr], rest: &[&Expr], tail: Set) -> Option<Site> {
        let mut prefixes = Vec::new();
        let mut covered = Vec::new();
        let mut example: Option<Vec<u8>> = None;
        for i in 0..items.len() {
            for j in i + 1..items.len() {
                let starts = self.first_of(&items[i]).meets(self.first_of(&items[j]));
                if !(starts || self.nullable_of(&items[i])) || self.budget == 0 {
                    continue;
                }
                self.budget -= 1;
                let (Some(a), Some(b)) = (self.pattern(&items[i]), self.pattern(&items[j])) else { continue };
                let longer = format!("{a}{}+", class(self.alphabet.used));
                // Best a string the earlier alternative does not match whole:
                // there pest's commitment to the prefix loses it.
                let Some(found) =
                    self.shortest_common_outside(&longer, &b, &a).or_else(|| self.shortest_common(&longer, &b))
                else {
                    continue;
                };
                if example.as_ref().is_none_or(|e| found.len() < e.len()) {
                    example = Some(found);
                }
                prefixes.push((i, j));
                if self.included(&a, &b) {
                    covered.push((i, j));
                }
            }
        }
        Some(Site {
            rule,
            path: path.to_vec(),
            mechanism: Mechanism::OrderedChoice,
            follow: self.follow_of(rest, tail),
            end: rest.iter().all(|e| self.nullable_of(e)),
            example: example?,
            prefixes,
            covered,
        })
    }

    fn overlap(
        &mut self,
        rule: usize,
        path: &[usize],
        element: &Expr,
        rest: &[&Expr],
        tail: Set,
        mechanism: Mechanism,
    ) -> Option<Site> {
        let follow = self.follow_of(rest, tail);
        if !self.first_of(element).meets(follow) || self.budget == 0 {
            return None;
        }
        self.budget -= 1;
        let once = self.pattern(element)?;
        let taken = format!("{once}{}*", class(self.alphabet.used));
        let after = self.continuation(rest, tail)?;
        // Best a continuation that, once an iteration has taken its start,
        // nothing after the iteration can match: there pest loses it.
        let again = if mechanism == Mechanism::GreedyRepetition { format!("(?:{once})*") } else { String::new() };
        let stuck = format!("{once}{again}{after}");
        let example =
            self.shortest_common_outside(&taken, &after, &stuck).or_else(|| self.shortest_common(&taken, &after))?;
        let end = rest.iter().all(|e| self.nullable_of(e));
        Some(Site {
            rule,
            path: path.to_vec(),
            mechanism,
            follow,
            end,
            example,
            prefixes: Vec::new(),
            covered: Vec::new(),
        })
    }

    /// The shortest string of rule `i` that holds `example`: where the
    /// hazard shows, in a string the rule's check can try.
    pub(super) fn shortest_holding(&mut self, i: usize, example: &[u8]) -> Option<Vec<u8>> {
        let rule = self.pattern(&Expr::Rule(self.rules[i].0.clone()))?;
        let held: String = example.iter().map(|&b| format!("\\x{b:02X}")).collect();
        self.shortest_common(&rule, &format!(".*{held}.*"))
    }

    /// The shortest non-empty string of both patterns' languages.
    fn shortest_common(&mut self, a: &str, b: &str) -> Option<Vec<u8>> {
        let symbols = self.alphabet.len();
        let a = self.automaton(a)?.clone();
        let b = self.automaton(b)?;
        search(&[(&a, true), (b, true)], symbols, |s| a.accepts[s[0] as usize] && b.accepts[s[1] as usize])
    }

    /// The shortest non-empty string of `a`'s and `b`'s languages that is
    /// not in `not`'s.
    fn shortest_common_outside(&mut self, a: &str, b: &str, not: &str) -> Option<Vec<u8>> {
        let symbols = self.alphabet.len();
        let a = self.automaton(a)?.clone();
        let b = self.automaton(b)?.clone();
        let not = self.automaton(not)?;
        let goal = |s: &[u32]| a.accepts[s[0] as usize] && b.accepts[s[1] as usize] && !not.accepts[s[2] as usize];
        search(&[(&a, true), (&b, true), (not, false)], symbols, goal)
    }

    /// Whether every string of `a` is one of `b`.
    fn included(&mut self, a: &str, b: &str) -> bool {
        let symbols = self.alphabet.len();
        let (Some(x), Some(y)) = (self.automaton(a).cloned(), self.automaton(b)) else { return false };
        search(&[(&x, true), (y, false)], symbols, |s| x.accepts[s[0] as usize] && !y.accepts[s[1] as usize]).is_none()
    }
}

/// Breadth-first over the product of `machines` from their starts (after
/// one symbol at least), each kept alive where its flag says so: the
/// shortest string whose states are a `goal`. `None` if none is found
/// within [`PAIR_BUDGET`] states of the product.
fn search(machines: &[(&Automaton, bool)], symbols: usize, goal: impl Fn(&[u32]) -> bool) -> Option<Vec<u8>> {
    let mut seen: HashMap<Vec<u32>, (Vec<u32>, u8)> = HashMap::new();
    let mut queue = VecDeque::new();
    let start: Vec<u32> = machines.iter().map(|(m, _)| m.start).collect();
    let visit = |from: &[u32], queue: &mut VecDeque<Vec<u32>>, seen: &mut HashMap<Vec<u32>, (Vec<u32>, u8)>| {
        for symbol in 0..symbols {
            let symbol = u8::try_from(symbol).unwrap_or(u8::MAX);
            let next: Vec<u32> = machines.iter().zip(from).map(|((m, _), &state)| m.step(state, symbol)).collect();
            let dies = machines.iter().zip(&next).any(|((_, alive), &state)| *alive && state == DEAD);
            if dies || seen.contains_key(&next) {
                continue;
            }
            seen.insert(next.clone(), (from.to_vec(), symbol));
            queue.push_back(next);
        }
    };
    visit(&start, &mut queue, &mut seen);
    while let Some(states) = queue.pop_front() {
        if goal(&states) {
            // Back along the first way found, to the start.
            let mut out = Vec::new();
            let mut at = states;
            loop {
                let (before, symbol) = seen[&at].clone();
                out.push(symbol);
                at = before;
                if at == start {
                    break;
                }
            }
            out.reverse();
            return Some(out);
        }
        if seen.len() > PAIR_BUDGET {
            return None;
        }
        visit(&states, &mut queue, &mut seen);
    }
    None
}

/// A set of symbols as a byte class; the empty set as a class of no byte.
fn class(set: Set) -> String {
    let bytes: Vec<u8> = set.bytes().collect();
    if bytes.is_empty() {
        return "[^\\x00-\\xFF]".to_string();
    }
    let mut out = String::from("[");
    for b in bytes {
        let _ = write!(out, "\\x{b:02X}");
    }
    out.push(']');
    out
}

/// Why pest's validator would not take a grammar's left ends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum LeftWalk {
    /// A left recursion: the rules of the loop, its first rule again last.
    Round(Vec<String>),
    /// More ways than the limit: pest's validator would take exponential time.
    TooLong,
}
