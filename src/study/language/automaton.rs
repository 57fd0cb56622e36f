//! A language's automaton as the comparison walks it: a dense DFA compiled
//! from a whole-input pattern, read into a table of its reachable states.

use regex_automata::dfa::{dense, Automaton as _, StartKind};
use regex_automata::nfa::thompson;
use regex_automata::util::primitives::StateID;
use regex_automata::util::{start, syntax};
use regex_automata::Anchored;
use std::collections::HashMap;

/// The most bytes the determinizer and the DFA may take for one language:
/// a pattern past it (a user's grammar with counted repetitions of large
/// classes) is compared by the bounded search instead.
const SIZE_LIMIT: usize = 16 << 20;

/// The reachable states of an anchored dense DFA, numbered from the dead
/// state (0), with one transition per byte class and whether the input read
/// so far is in the language (the end-of-input transition leads to a match).
#[derive(Debug, Clone)]
pub(crate) struct Automaton {
    /// The class of each byte: bytes of one class lead every state alike.
    pub(crate) class_of: [u8; 256],
    /// How many classes there are.
    pub(crate) classes: usize,
    /// `next[state * classes + class]`.
    next: Vec<u32>,
    /// Whether an input that ends in the state is in the language.
    pub(crate) accepts: Vec<bool>,
    /// The anchored start state.
    pub(crate) start: u32,
}

/// The dead state: no continuation reaches the language.
pub(crate) const DEAD: u32 = 0;

impl Automaton {
    /// The automaton of the whole-input `patterns` (each ending in `$`, read
    /// as bytes, Unicode off): an input is in the language when any matches.
    /// `None` when a pattern does not compile or the DFA outgrows its budget.
    pub(crate) fn of_patterns(patterns: &[String]) -> Option<Automaton> {
        Automaton::of_patterns_within(patterns, SIZE_LIMIT)
    }

    /// [`Automaton::of_patterns`] within `limit` bytes for the determinizer
    /// and the DFA (the import checks many small automata, each cheaply).
    pub(crate) fn of_patterns_within(patterns: &[String], limit: usize) -> Option<Automaton> {
        let dfa = dense::Builder::new()
            .configure(
                dense::Config::new()
                    .start_kind(StartKind::Anchored)
                    .dfa_size_limit(Some(limit))
                    .determinize_size_limit(Some(limit)),
            )
            .syntax(syntax::Config::new().unicode(false).utf8(false))
            // The NFA too: `x{99999}` is a short pattern of a huge NFA.
            .thompson(thompson::Config::new().utf8(false).nfa_size_limit(Some(limit)))
            .build_many(patterns)
            .ok()?;
        Automaton::of_dense(&dfa)
    }

    /// Reads the reachable states of `dfa` from its anchored start. Every
    /// pattern ends in `$`, so a state matches only through the end-of-input
    /// transition, which is the membership of the input read so far.
    fn of_dense(dfa: &dense::DFA<Vec<u32>>) -> Option<Automaton> {
        let start = dfa.start_state(&start::Config::new().anchored(Anchored::Yes)).ok()?;
        let byte_classes = dfa.byte_classes();
        let class_of: [u8; 256] = std::array::from_fn(|b| byte_classes.get(b as u8));
        let classes = byte_classes.alphabet_len() - 1; // less the end-of-input class
        let representatives: Vec<u8> = (0..classes)
            .map(|class| (0..=255u8).find(|&b| usize::from(class_of[usize::from(b)]) == class).unwrap_or(0))
            .collect();
        // Index 0 stands for the dead state, whose id is never looked up.
        let mut index = HashMap::new();
        let mut states = vec![StateID::ZERO];
        let mut id = |state, states: &mut Vec<_>| {
            *index.entry(state).or_insert_with(|| {
                states.push(state);
                u32::try_from(states.len() - 1).unwrap_or(u32::MAX)
            })
        };
        let start_id = id(start, &mut states);
        let mut next = vec![DEAD; classes];
        let mut at = 1;
        while at < states.len() {
            let state = states[at];
            for &byte in &representatives {
                let target = dfa.next_state(state, byte);
                let target = if dfa.is_dead_state(target) { DEAD } else { id(target, &mut states) };
                next.push(target);
            }
            at += 1;
        }
        let accepts = states
            .iter()
            .enumerate()
            .map(|(i, &state)| i != 0 && dfa.is_match_state(dfa.next_eoi_state(state)))
            .collect();
        Some(Automaton { class_of, classes, next, accepts, start: start_id })
    }

    /// The state after `byte` from `state`.
    pub(crate) fn step(&self, state: u32, byte: u8) -> u32 {
        self.next[state as usize * self.classes + usize::from(self.class_of[usize::from(byte)])]
    }

    /// Whether `input` is in the language.
    pub(crate) fn accepts_input(&self, input: &[u8]) -> bool {
        let end = input.iter().try_fold(self.start, |state, &b| Some(self.step(state, b)).filter(|&s| s != DEAD));
        end.is_some_and(|state| self.accepts[state as usize])
    }

    /// The longest prefix of `input` that some string of the language
    /// extends (its length), and the state it ends in.
    pub(crate) fn viable(&self, input: &[u8]) -> (usize, u32) {
        let mut state = self.start;
        for (i, &b) in input.iter().enumerate() {
            let next = self.step(state, b);
            if next == DEAD {
                return (i, state);
            }
            state = next;
        }
        (input.len(), state)
    }

    /// The bytes that lead `state` to a live state.
    pub(crate) fn continuations(&self, state: u32) -> [bool; 256] {
        std::array::from_fn(|b| self.step(state, b as u8) != DEAD)
    }

    /// [`Automaton::viable`] in characters when `input` is UTF-8: the
    /// longest prefix that ends where a character does and that some string
    /// of the language extends. The bytes of a character can start several
    /// (`\xEF\xB7` begins U+FDD0 and U+FDF0), so a byte prefix may reach
    /// into the first character no string has there; the offset is that
    /// character's start. Input that is not UTF-8 is read in bytes.
    pub(crate) fn viable_chars(&self, input: &[u8]) -> (usize, u32) {
        let (offset, state) = self.viable(input);
        let Ok(text) = std::str::from_utf8(input) else { return (offset, state) };
        match (0..=offset).rev().find(|&at| text.is_char_boundary(at)) {
            Some(start) if start < offset => self.viable(&input[..start]),
            _ => (offset, state),
        }
    }

    /// The characters beyond ASCII whose UTF-8 leads `state` (at a
    /// character's start) to a live state, as runs of code points, in
    /// order: each valid UTF-8 sequence walked byte by byte, a dead
    /// prefix cutting off every character it begins.
    pub(crate) fn char_continuations(&self, state: u32) -> Vec<(char, char)> {
        let mut runs: Vec<(char, char)> = Vec::new();
        for sequence in crate::support::utf8_range::utf8_sequences('\u{80}', char::MAX) {
            self.walk_sequence(state, &sequence, &mut Vec::new(), &mut runs);
        }
        runs
    }

    /// The live characters of one UTF-8 sequence of byte ranges from
    /// `state`, after the bytes `prefix`, appended to `runs`.
    fn walk_sequence(&self, state: u32, ranges: &[(u8, u8)], prefix: &mut Vec<u8>, runs: &mut Vec<(char, char)>) {
        let Some((range, rest)) = ranges.split_first() else {
            let Some(c) = std::str::from_utf8(prefix).ok().and_then(|s| s.chars().next()) else { return };
            match runs.last_mut() {
                Some((_, last)) if u32::from(*last) + 1 == u32::from(c) => *last = c,
                _ => runs.push((c, c)),
            }
            return;
        };
        for byte in range.0..=range.1 {
            let next = self.step(state, byte);
            if next != DEAD {
                prefix.push(byte);
                self.walk_sequence(next, rest, prefix, runs);
                prefix.pop();
            }
        }
    }

    /// For each state, the length of the shortest input that leads it into
    /// the language (`u32::MAX` when none does): a breadth-first search
    /// backwards from the accepting states.
    pub(crate) fn distances_to_accept(&self) -> Vec<u32> {
        let states = self.accepts.len();
        let mut before: Vec<Vec<u32>> = vec![Vec::new(); states];
        for from in 1..states {
            for class in 0..self.classes {
                let to = self.next[from * self.classes + class];
                if to != DEAD {
                    before[to as usize].push(from as u32);
                }
            }
        }
        let mut distance = vec![u32::MAX; states];
        let mut queue = std::collections::VecDeque::new();
        for (state, &accepts) in self.accepts.iter().enumerate() {
            if accepts {
                distance[state] = 0;
                queue.push_back(state as u32);
            }
        }
        while let Some(state) = queue.pop_front() {
            for &from in &before[state as usize] {
                if distance[from as usize] == u32::MAX {
                    distance[from as usize] = distance[state as usize] + 1;
                    queue.push_back(from);
                }
            }
        }
        distance
    }

    /// The shortest input, first in byte order, that leads `state` into the
    /// language, given [`Automaton::distances_to_accept`].
    pub(crate) fn completion(&self, mut state: u32, distances: &[u32]) -> Option<Vec<u8>> {
        let mut out = Vec::new();
        while distances.get(state as usize).copied()? != 0 {
            let want = distances[state as usize] - 1;
            let byte = (0..=255u8).find(|&b| {
                let next = self.step(state, b);
                next != DEAD && distances[next as usize] == want
            })?;
            out.push(byte);
            state = self.step(state, byte);
        }
        Some(out)
    }
}
