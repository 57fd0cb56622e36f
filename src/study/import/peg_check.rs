//! The written pest grammar checked against the document's CFG, rule by
//! rule: `pest_vm` runs the `.pest` text as written, and each rule must
//! derive the whole of every string its CFG automaton accepts, from every
//! string up to a length N (exhaustively, over the alphabet's symbols, one
//! character of each class the rule's automaton tells apart) and on a sample
//! drawn from the automaton beyond N.
//!
//! Only the strings of the CFG are tried: a PEG derivation of the written
//! grammar is a derivation of the CFG (a choice takes one alternative, a
//! repetition some iterations, and a repair's lookahead only forbids), so
//! the written grammar accepts no string the CFG does not, and what it can
//! get wrong is only a string it loses.
//!
//! N is the largest length whose strings, with all the shorter ones, fit in
//! [`EXHAUSTIVE`] (at most [`MAX_N`]); the sample is [`SAMPLE`] strings of
//! lengths N+1 to N+[`SAMPLE_SPAN`], drawn with a fixed seed, so that a
//! check is the same every run.

use super::hazard::Alphabet;
use crate::study::language::automaton::{Automaton, DEAD};
use crate::study::workbench::{unrolled, MAX_UNROLLED};
use pest_vm::Vm;

/// The most strings tried exhaustively for one rule.
pub(super) const EXHAUSTIVE: u64 = 256;

/// The longest length tried exhaustively.
pub(super) const MAX_N: usize = 12;

/// The strings sampled beyond N for one rule.
pub(super) const SAMPLE: usize = 64;

/// How far past N the sample's lengths reach.
pub(super) const SAMPLE_SPAN: usize = 16;

/// One rule's check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Outcome {
    /// Every string of the rule up to this length was tried.
    pub(super) n: usize,
    /// How many strings that was.
    pub(super) exhaustive: usize,
    /// How many more were sampled beyond `n`, or built from the hazards' examples.
    pub(super) sampled: usize,
    /// The shortest (then first) string the pest rule lost, as symbols.
    pub(super) lost: Option<Vec<u8>>,
}

/// The pest grammar of `text`, ready to run; when pest refuses it, each of
/// pest's reasons, with the pest rule it names (the rule written on the
/// line pest points at). A grammar whose counts unroll past
/// [`MAX_UNROLLED`] is refused too, as the workbench refuses it: pest would
/// write each count out as copies.
pub(super) fn load(text: &str) -> Result<Vm, Vec<(Option<String>, String)>> {
    let refused = |errors: Vec<pest::error::Error<pest_meta::parser::Rule>>| -> Vec<(Option<String>, String)> {
        errors.iter().map(|error| (rule_at(text, &error.line_col), error.variant.message().into_owned())).collect()
    };
    let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text).map_err(|e| refused(vec![e]))?;
    pest_meta::validator::validate_pairs(pairs.clone()).map_err(refused)?;
    let rules = pest_meta::parser::consume_rules(pairs).map_err(refused)?;
    if let Some(rule) = rules.iter().find(|rule| unrolled(&rule.expr) > MAX_UNROLLED) {
        let message =
            format!("its counts written out would be more than {MAX_UNROLLED} copies, the import's size limit");
        return Err(vec![(Some(rule.name.clone()), message)]);
    }
    Ok(crate::support::vm::load(rules))
}

/// The pest rule written on the line `at` points to in `text` (one rule a line).
fn rule_at(text: &str, at: &pest::error::LineColLocation) -> Option<String> {
    let (pest::error::LineColLocation::Pos((line, _)) | pest::error::LineColLocation::Span((line, _), _)) = *at;
    let written = text.lines().nth(line.checked_sub(1)?)?;
    let (name, _) = written.split_once(" = ")?;
    Some(name.trim().to_string())
}

/// Checks the pest rule `rule` of `vm` against `automaton`, the CFG meaning
/// of the same rule over `alphabet`'s symbols; `targeted` are strings of
/// the rule tried besides (the shortest that show its hazards).
pub(super) fn check(
    vm: &Vm,
    rule: &str,
    automaton: &Automaton,
    alphabet: &Alphabet,
    seed: u64,
    targeted: &[Vec<u8>],
) -> Outcome {
    let symbols = representatives(automaton, alphabet.len());
    let derives = |input: &[u8]| {
        let text = alphabet.text(input);
        vm.parse(rule, &text).is_ok_and(|mut pairs| pairs.next().is_some_and(|p| p.as_span().end() == text.len()))
    };
    let counts = accepted_by_length(automaton, &symbols, MAX_N + SAMPLE_SPAN);
    let mut n = 0;
    let mut total = counts[0];
    while n < MAX_N && total.saturating_add(counts[n + 1]) <= EXHAUSTIVE {
        n += 1;
        total = total.saturating_add(counts[n]);
    }
    let mut lost: Option<Vec<u8>> = None;
    let mut keep = |input: &[u8], derived: bool| {
        let shorter = lost.as_ref().is_none_or(|l| (input.len(), input) < (l.len(), l.as_slice()));
        if !derived && shorter {
            lost = Some(input.to_vec());
        }
    };
    let reach = reachable_by_length(automaton, &symbols, n + SAMPLE_SPAN);
    // `within[r][s]`: state `s` accepts some string of at most `r` more
    // symbols. The enumeration steps only there, so that it visits no more
    // prefixes than the accepted strings have, not every live prefix.
    let mut within: Vec<Vec<bool>> = Vec::with_capacity(n + 1);
    for row in reach.iter().take(n + 1) {
        let merged = match within.last() {
            Some(before) => before.iter().zip(row).map(|(&a, &b)| a || b).collect(),
            None => row.clone(),
        };
        within.push(merged);
    }
    let mut exhaustive = 0;
    let mut input = Vec::new();
    enumerate(automaton, &symbols, &within, automaton.start, n, &mut input, &mut |s| {
        exhaustive += 1;
        keep(s, derives(s));
    });
    let mut random = Random(seed | 1);
    let mut sampled = 0;
    for s in targeted.iter().filter(|s| s.len() > n && automaton.accepts_input(s)) {
        sampled += 1;
        keep(s, derives(s));
    }
    for k in 0..SAMPLE {
        let length = n + 1 + k % SAMPLE_SPAN;
        if let Some(s) = draw(automaton, &symbols, &reach, length, &mut random) {
            sampled += 1;
            keep(&s, derives(&s));
        }
    }
    Outcome { n, exhaustive, sampled, lost }
}

/// One symbol of each class of symbols that `automaton` moves alike.
fn representatives(automaton: &Automaton, symbols: usize) -> Vec<u8> {
    let mut seen = vec![false; automaton.classes];
    let mut out = Vec::new();
    for symbol in 0..symbols {
        let symbol = u8::try_from(symbol).unwrap_or(u8::MAX);
        let class = usize::from(automaton.class_of[usize::from(symbol)]);
        if !seen[class] {
            seen[class] = true;
            out.push(symbol);
        }
    }
    out
}

/// How many strings over `symbols` of each length up to `max` the automaton accepts.
fn accepted_by_length(automaton: &Automaton, symbols: &[u8], max: usize) -> Vec<u64> {
    let states = automaton.accepts.len();
    let mut ways = vec![0u64; states];
    ways[automaton.start as usize] = 1;
    let mut out = Vec::with_capacity(max + 1);
    for _ in 0..=max {
        out.push(ways.iter().zip(&automaton.accepts).filter(|&(_, &a)| a).fold(0u64, |t, (&w, _)| t.saturating_add(w)));
        let mut next = vec![0u64; states];
        for (state, &w) in ways.iter().enumerate() {
            if w == 0 || state == DEAD as usize {
                continue;
            }
            for &symbol in symbols {
                let to = automaton.step(state as u32, symbol) as usize;
                next[to] = next[to].saturating_add(w);
            }
        }
        ways = next;
    }
    out
}

/// `reach[r][s]`: whether state `s` accepts some string of exactly `r` more symbols.
fn reachable_by_length(automaton: &Automaton, symbols: &[u8], max: usize) -> Vec<Vec<bool>> {
    let mut reach = vec![automaton.accepts.clone()];
    for r in 1..=max {
        let row = (0..automaton.accepts.len())
            .map(|s| s != DEAD as usize && symbols.iter().any(|&b| reach[r - 1][automaton.step(s as u32, b) as usize]))
            .collect();
        reach.push(row);
    }
    reach
}

/// Calls `visit` with every accepted string of at most `left` more symbols
/// after `input`, stepping only into states that `within` says can still
/// accept in time.
fn enumerate(
    automaton: &Automaton,
    symbols: &[u8],
    within: &[Vec<bool>],
    state: u32,
    left: usize,
    input: &mut Vec<u8>,
    visit: &mut impl FnMut(&[u8]),
) {
    if automaton.accepts[state as usize] {
        visit(input);
    }
    if left == 0 {
        return;
    }
    for &symbol in symbols {
        let next = automaton.step(state, symbol);
        if next == DEAD || !within[left - 1][next as usize] {
            continue;
        }
        input.push(symbol);
        enumerate(automaton, symbols, within, next, left - 1, input, visit);
        input.pop();
    }
}

/// A string of exactly `length` symbols that the automaton accepts, each
/// symbol drawn among those that can still end in time.
fn draw(
    automaton: &Automaton,
    symbols: &[u8],
    reach: &[Vec<bool>],
    length: usize,
    random: &mut Random,
) -> Option<Vec<u8>> {
    let mut state = automaton.start;
    if !reach.get(length)?[state as usize] {
        return None;
    }
    let mut out = Vec::with_capacity(length);
    for left in (0..length).rev() {
        let choices: Vec<u8> =
            symbols.iter().copied().filter(|&b| reach[left][automaton.step(state, b) as usize]).collect();
        let symbol = *choices.get(random.below(choices.len()))?;
        out.push(symbol);
        state = automaton.step(state, symbol);
    }
    Some(out)
}

/// A small fixed-seed generator (xorshift64): the sample is the same every run.
struct Random(u64);

impl Random {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        if n == 0 {
            0
        } else {
            (self.0 % n as u64) as usize
        }
    }
}
