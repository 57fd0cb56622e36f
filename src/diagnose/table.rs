//! The diagnosis of every state, prebuilt: one dense DFA per listing (under
//! each entry rule a grammar gives it) whose state at the error offset
//! decides everything a brief diagnosis says, and a table of what it says
//! there.
//!
//! The DFA is the union of the listing's production patterns, determinized
//! and not minimized. Its productions' Thompson NFAs are disjoint, so a
//! state (a set of NFA states) holds each production's own state: which
//! productions are alive, the bytes that continue them, whether the input
//! may end, and each one's shortest completion all follow from it, and so do
//! the rule names of each stack (the claim the per-production memo made
//! before, now for all alive productions at once; `tests/it/diagnose/brief.rs` checks
//! it on every corpus line and the catalogue). So a rejection costs one walk
//! per listing and a lookup.
//!
//! The tables are built when the crate is developed, by the lazy machinery
//! of `automata.rs` and `stack.rs` run on a shortest prefix that leads to
//! each state (`generated/diagnosis/`, written by `cargo xtask generate`
//! from `build::built_table`; its `--check`, in CI, fails when one is stale). A
//! state reached by no printable string, or whose completion search gave up,
//! has no row: a rejection that stops there is diagnosed the slow way. A
//! state whose ways in (the state before and the class of the last byte)
//! say different things has a row per way instead (`said` and `ways`
//! lines), so that a rejection there need not build the lazy machinery,
//! whose construction costs more than a batch of lines.

use super::automata;
use super::expected::name_set;
use super::hints::{candidates, Candidate};
use super::stack::{windowed_stack, Stacking};
use crate::diagnose::error::{CharClass, ExpectedSet, Frame, RuleKind, Stack};
use crate::grammar::{Grammar, Listing};
use crate::support::viable_chars::{union, viable_chars};
use regex_automata::dfa::{dense, Automaton};
use regex_automata::util::primitives::StateID;
use regex_automata::util::start;
use regex_automata::Anchored;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::{Mutex, OnceLock};

/// One listing's prebuilt diagnosis under one entry rule.
pub(crate) struct Table {
    pub(crate) listing: Listing,
    /// The entry rule the table's productions are entered by.
    entry: &'static str,
    dfa: dense::DFA<&'static [u32]>,
    /// The DFA's anchored start state, where every walk begins.
    start: StateID,
    /// The listing's character classes, as `ListingAutomata::classes`.
    pub(crate) classes: Vec<(CharClass, [u64; 4])>,
    /// Each rule of the listing, by name, with its citation (from the
    /// table: reading the listing's own would parse its grammar file).
    rules: HashMap<&'static str, &'static str>,
    /// The rows made at run time for states without one, by the prefix
    /// they were made from ([`Table::row_at`]).
    kept: Mutex<HashMap<Box<str>, &'static StateRow>>,
    /// The table's text, and the `rows` line's index: where each state's
    /// row begins, looked up at first use ([`row_start`]).
    text: &'static str,
    rows: RowIndex,
    /// Each state's row, parsed at first use. Boxed: a slot per state of
    /// a row's size (most never used) cost a rejected line's process
    /// megabytes of pages to fault in.
    parsed: Vec<OnceLock<Option<Box<StateRow>>>>,
    /// The rows of states whose ways in disagree, indexed at first use.
    by_way: OnceLock<ByWay>,
}

/// Where the rows of states whose ways in disagree are in a table's text:
/// each distinct row (a `said` line and its `alive` lines, by number), and
/// for each such state (by index) its `ways` line, which says the row
/// number of each way in (`from:class:number`, `-` where the lazy
/// machinery could not say).
#[derive(Default)]
struct ByWay {
    said: Vec<(usize, OnceLock<Option<Box<StateRow>>>)>,
    /// The row number by way in (the state before, by index, and the class
    /// of the byte), read from the line at first use.
    ways: HashMap<usize, (usize, OnceLock<RowByWay>)>,
}

/// A state's row number by way in: the state before (by index) and the
/// class of the last byte; `None` where the lazy machinery could not say.
type RowByWay = HashMap<(usize, u8), Option<usize>>;

/// Where a walk of the table's DFA stopped: how far it read, the state
/// there, and the state before the last byte read.
#[derive(Clone, Copy)]
pub(crate) struct Stop {
    pub(crate) reached: usize,
    pub(crate) state: StateID,
    /// The state before the last byte read, and that byte's class.
    before: Option<(StateID, u8)>,
}

/// How many rows of states without one in the table [`Table::row_at`]
/// keeps, and the longest prefix it keeps one for: a bound on the memory
/// that adversarial input can take.
const WAYS_KEPT: usize = 4096;
const KEPT_PREFIX_LEN: usize = 1024;

/// What the diagnosis says where the listing stops in one state.
pub(crate) struct StateRow {
    /// The bytes that continue some alive production, as 256 bits.
    pub(crate) continuations: [u64; 4],
    /// Whether some alive production accepts here.
    pub(crate) end_of_input: bool,
    /// The set named with the listing's classes.
    pub(crate) expected: ExpectedSet,
    /// The alive productions, in the listing's order, each with its stack
    /// (whose frames' starts are those of the table's prefix: not to be read).
    pub(crate) alive: Vec<(&'static str, Option<Stack>)>,
    /// What a rejection that stops here alone says, made at first use.
    said: OnceLock<Option<Said>>,
}

/// How many grammars a row keeps candidates for.
const GRAMMARS: usize = Grammar::ALL.len() + Grammar::PROSE.len();

/// The parts of a brief rejection that the state decides.
#[derive(Clone)]
pub(crate) struct Said {
    pub(crate) expected: ExpectedSet,
    /// The stacks reported, of the first alive productions.
    pub(crate) stacks: Vec<Stack>,
    /// The reason ([`crate::diagnose::SyntaxError::reason`]).
    pub(crate) reason: String,
    /// The stop ([`crate::study::survey::stop_of`]).
    pub(crate) stop: String,
    /// The hints its stacks match, by grammar ([`Grammar::ALL`], then
    /// [`Grammar::PROSE`]), found at first use.
    candidates: [OnceLock<Vec<Candidate>>; GRAMMARS],
}

impl Said {
    /// The hints that its stacks match under `grammar` (`super::candidates`).
    pub(crate) fn candidates(&self, grammar: Grammar) -> &[Candidate] {
        self.candidates[grammar.index()].get_or_init(|| candidates(grammar, &self.stacks))
    }

    /// The reason and stop of an expected set, stacks and count of further alternatives.
    pub(crate) fn of((expected, stacks, more): (ExpectedSet, Vec<Stack>, usize)) -> Said {
        let reason = crate::diagnose::error::reason_of(&expected, &stacks, more);
        let stop = super::rejection::stop_name(&stacks);
        Said { expected, stacks, reason, stop, candidates: [const { OnceLock::new() }; GRAMMARS] }
    }
}

impl StateRow {
    /// What a rejection that stops in this row's state, and in no other
    /// listing's at the same offset, says.
    pub(crate) fn said(&self, table: &Table) -> Option<&Said> {
        self.said.get_or_init(|| Some(Said::of(combine(&[(table, self)])?))).as_ref()
    }
}

impl Table {
    /// Walks `input` until the DFA dies: the end of the longest prefix some
    /// production of the listing extends, and the state there; where it
    /// dies inside a character, the start of that character and the state
    /// there (the bytes `\xEF\xB7` of U+FDD0 still begin U+FDF0, yet the
    /// character read is U+FDD0, which no string has there).
    pub(crate) fn walk(&self, input: &[u8]) -> Option<Stop> {
        // Only the state and the state before it change in the loop: the
        // class of the last byte is looked up once, after it.
        let (mut state, mut before) = (self.start, self.start);
        let mut reached: usize = 0;
        // The walk at the start of the character being read.
        let mut at_char = (reached, state, before);
        for &byte in input {
            let starts_char = byte & 0xC0 != 0x80;
            if starts_char {
                at_char = (reached, state, before);
            }
            let next = self.dfa.next_state(state, byte);
            if self.dfa.is_dead_state(next) {
                if !starts_char {
                    (reached, state, before) = at_char;
                }
                break;
            }
            (before, state) = (state, next);
            reached += 1;
        }
        let last = reached.checked_sub(1).and_then(|last| input.get(last));
        let before = last.map(|&byte| (before, self.dfa.byte_classes().get(byte)));
        Some(Stop { reached, state, before })
    }

    /// The row of the state a walk of `input` stopped in: the table's, or,
    /// for a state without one (two ways into it name its stacks
    /// differently: `ftp://a:` and `ftp://a:b`, an empty `password` and a
    /// full one), the row its way in (the state before the last byte and
    /// the byte's class) has in the table, or else the row the lazy
    /// machinery makes from this input's prefix. A made row is kept by its
    /// prefix, which alone decides it, so that what an input is told never
    /// depends on the inputs before it; up to [`WAYS_KEPT`] of them, of
    /// prefixes up to [`KEPT_PREFIX_LEN`] bytes (the others are made each
    /// time). `None` past that, or where the prefix cannot be described.
    pub(crate) fn row_at(&'static self, stop: &Stop, input: &str) -> Option<&'static StateRow> {
        if let Some(row) = self.row(stop.state) {
            return Some(row);
        }
        if let Some(row) = stop.before.and_then(|(before, class)| self.row_by_way(before, class, stop.state)) {
            return Some(row);
        }
        let prefix = input.get(..stop.reached)?;
        if let Some(row) = self.kept.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).get(prefix) {
            return Some(row);
        }
        let lazy = automata::listing_automata(self.listing, self.entry)?;
        let described = describe(&self.dfa, lazy, stop.state, prefix)?;
        let row = parse_row(self, &format!("state\t-\t{described}"), stop.state)?;
        let mut kept = self.kept.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if kept.len() >= WAYS_KEPT || prefix.len() > KEPT_PREFIX_LEN {
            return None;
        }
        let row: &'static StateRow = Box::leak(Box::new(row));
        kept.insert(prefix.into(), row);
        Some(row)
    }

    /// The row the table has for the way into `state` from `before` by a
    /// byte of `class`, if it has one.
    fn row_by_way(&self, before: StateID, class: u8, state: StateID) -> Option<&StateRow> {
        let by_way = self.by_way.get_or_init(|| by_way_index(self.text));
        let stride2 = self.dfa.stride2();
        let (at, ways) = by_way.ways.get(&(state.as_usize() >> stride2))?;
        let ways = ways.get_or_init(|| ways_line(&self.text[*at..]).unwrap_or_default());
        let number = (*ways.get(&(before.as_usize() >> stride2, class))?)?;
        let (start, row) = by_way.said.get(number)?;
        row.get_or_init(|| parse_row(self, &self.text[*start..], state).map(Box::new)).as_deref()
    }

    /// The row of `state`, if the table has one.
    pub(crate) fn row(&self, state: StateID) -> Option<&StateRow> {
        let index = state.as_usize() >> self.dfa.stride2();
        let row = || parse_row(self, self.text.get(row_start(self.rows, index)?..)?, state).map(Box::new);
        self.parsed.get(index)?.get_or_init(row).as_deref()
    }
}

/// What the rows of the listings that reach an offset say together, in
/// the grammar's order: the expected set, the stacks and the count of
/// alive productions without one (as the diagnosis of an input gives them).
pub(crate) fn combine(rows: &[(&Table, &StateRow)]) -> Option<(ExpectedSet, Vec<Stack>, usize)> {
    let mut stacks = Vec::new();
    let mut stacking = Stacking::default();
    for (table, row) in rows {
        for (production, stack) in &row.alive {
            if stacking.next(table.listing, production) {
                stacking.keep(stack.clone(), &mut stacks);
            }
        }
    }
    let expected = match rows {
        [] => return None,
        [(_, row)] => row.expected.clone(),
        [(first, _), ..] => {
            let mut bytes = [0u64; 4];
            rows.iter().for_each(|(_, row)| (0..4).for_each(|i| bytes[i] |= row.continuations[i]));
            let end_of_input = rows.iter().any(|(_, row)| row.end_of_input);
            let characters = union(rows.iter().flat_map(|(_, row)| row.expected.characters.iter().copied()));
            name_set(first.listing, &first.classes, bytes, characters, end_of_input)
        }
    };
    Some((expected, stacks, stacking.more()))
}

/// The table of `listing` under `grammar`'s entry rule: the checked-in
/// one, read at first use and kept; `None` without one.
pub(crate) fn table(grammar: Grammar, listing: Listing) -> Option<&'static Table> {
    static CACHE: [OnceLock<Option<Table>>; 2 * automata::LISTINGS] =
        [const { OnceLock::new() }; 2 * automata::LISTINGS];
    let entry = automata::entry_rule(grammar, listing);
    CACHE[automata::cache_index(listing, entry)].get_or_init(|| load(listing, entry)).as_ref()
}

fn load(listing: Listing, entry: &'static str) -> Option<Table> {
    let (bytes, text) = prebuilt(&file_name(listing, entry))?;
    if cfg!(target_endian = "big") {
        // The file is little-endian: the slow way diagnoses.
        return None;
    }
    // SAFETY: the bytes are `to_bytes_little_endian` of a DFA this crate's
    // regex-automata built (`cargo xtask generate --check`, in CI, rebuilds
    // it and compares), read on a little-endian target; what is skipped is
    // only the validation of its transitions, which costs more than the
    // rest of a one-URI `check`. The header (label, version, endianness) is
    // still checked.
    let (dfa, _) = unsafe { dense::DFA::from_bytes_unchecked(bytes) }.ok()?;
    // The head: the rules, the classes, and where each state's row begins
    // after it (so that loading reads the head only).
    let head_end = memchr::memmem::find(text.as_bytes(), b"\nstate\t").map_or(text.len(), |i| i + 1);
    let mut rules = HashMap::new();
    let mut classes = Vec::new();
    let mut rows = RowIndex { entries: b"", base: head_end };
    // The first line, a `#` comment, says how the file is remade.
    for line in text[..head_end].lines().filter(|line| !line.starts_with('#')) {
        let mut fields = line.split('\t');
        match (fields.next()?, fields.next()?, fields.next()?) {
            ("rule", rule, citation) => {
                rules.insert(rule, citation);
            }
            ("class", rule, set) => {
                let (rule, citation) = rules.get_key_value(rule)?;
                classes.push((CharClass { rule, citation }, from_hex(set)?));
            }
            ("rows", _, index) => rows.entries = index.as_bytes(),
            _ => return None,
        }
    }
    let states = last_id(rows.entries)?.map_or(0, |id| id + 1);
    let parsed = (0..states).map(|_| OnceLock::new()).collect();
    let start = dfa.start_state(&start::Config::new().anchored(Anchored::Yes)).ok()?;
    let kept = Mutex::default();
    Some(Table { listing, entry, dfa, start, classes, rules, kept, text, rows, parsed, by_way: OnceLock::new() })
}

/// Where the `said` and `ways` lines (after the `state` lines) begin.
/// Searched as bytes: the text before them is most of the file.
fn by_way_index(text: &str) -> ByWay {
    let mut by_way = ByWay::default();
    let bytes = text.as_bytes();
    let first = memchr::memmem::find(bytes, b"\nsaid\t").or_else(|| memchr::memmem::find(bytes, b"\nways\t"));
    let Some(mut at) = first.map(|i| i + 1) else { return by_way };
    while at < bytes.len() {
        let end = memchr::memchr(b'\n', &bytes[at..]).map_or(bytes.len(), |i| at + i + 1);
        let mut fields = text[at..end].split('\t');
        match (fields.next(), fields.next().and_then(|n| n.parse::<usize>().ok())) {
            (Some("said"), Some(number)) if number == by_way.said.len() => by_way.said.push((at, OnceLock::new())),
            (Some("ways"), Some(state)) => {
                by_way.ways.insert(state, (at, OnceLock::new()));
            }
            _ => {}
        }
        at = end;
    }
    by_way
}

/// A `ways` line's row number by way in (`from:class:number`, `-` for none).
fn ways_line(line: &str) -> Option<RowByWay> {
    let entries = line.lines().next()?.split('\t').nth(2)?;
    entries
        .split(',')
        .map(|entry| {
            let mut parts = entry.split(':');
            let way = (parts.next()?.parse().ok()?, parts.next()?.parse().ok()?);
            let number = match parts.next()? {
                "-" => None,
                number => Some(number.parse().ok()?),
            };
            Some((way, number))
        })
        .collect()
}

/// The `rows` line's index, `id:at,id:at,...` by increasing id: where each
/// state's row begins, `at` bytes after `base` (the end of the head).
#[derive(Clone, Copy)]
struct RowIndex {
    entries: &'static [u8],
    base: usize,
}

/// A decimal number of at most nine digits (no sign, not empty).
fn number(digits: &[u8]) -> Option<usize> {
    if digits.is_empty() || digits.len() > 9 {
        return None;
    }
    digits.iter().try_fold(0, |n, &d| d.is_ascii_digit().then(|| n * 10 + usize::from(d - b'0')))
}

/// An entry `id:at` of the index.
fn entry(entry: &[u8]) -> Option<(usize, usize)> {
    let colon = entry.iter().position(|&b| b == b':')?;
    Some((number(&entry[..colon])?, number(&entry[colon + 1..])?))
}

/// Where the row of state `id` begins, found by bisecting the index's
/// text: reading every entry at load (the URL listing has some 2,600) cost
/// more than the rest of a one-URI `check`, and a rejection needs one or
/// two. `None` for a state without a row, or an entry that is not numbers
/// of up to nine digits in that shape.
fn row_start(index: RowIndex, id: usize) -> Option<usize> {
    let entries = index.entries;
    // The entries that begin in `low..high` are still candidates; both are entry starts.
    let (mut low, mut high) = (0, entries.len());
    while low < high {
        let middle = low + (high - low) / 2;
        let start = memchr::memrchr(b',', &entries[low..middle]).map_or(low, |i| low + i + 1);
        let end = memchr::memchr(b',', &entries[start..high]).map_or(high, |i| start + i);
        if start == end {
            // The empty entry after a final comma.
            high = start;
            continue;
        }
        let (found, at) = entry(&entries[start..end])?;
        match found.cmp(&id) {
            std::cmp::Ordering::Equal => return index.base.checked_add(at),
            std::cmp::Ordering::Less => low = end + 1,
            std::cmp::Ordering::Greater => high = start,
        }
    }
    None
}

/// The last (largest) id of the index; `Some(None)` for an empty index,
/// `None` where the last entry is not one.
fn last_id(entries: &[u8]) -> Option<Option<usize>> {
    let entries = entries.strip_suffix(b",").unwrap_or(entries);
    if entries.is_empty() {
        return Some(None);
    }
    let start = memchr::memrchr(b',', entries).map_or(0, |i| i + 1);
    Some(Some(entry(&entries[start..])?.0))
}

/// A state's rows: its `state` line and its `alive` lines; the characters
/// beyond ASCII that continue, read from the DFA at `state`.
fn parse_row(table: &Table, text: &str, state: StateID) -> Option<StateRow> {
    let mut lines = text.lines();
    let mut head = lines.next()?.split('\t').skip(2);
    let continuations = from_hex(head.next()?)?;
    let end_of_input = head.next()? == "1";
    let mut alive = Vec::new();
    for line in lines {
        let mut fields = line.split('\t');
        if fields.next()? != "alive" {
            break;
        }
        let production = table.rule(fields.next()?)?;
        let stack = match fields.next()? {
            "-" => None,
            frames => {
                let frames = frames.split(',').map(|f| table.frame(f)).collect::<Option<Vec<_>>>()?;
                let after = match optional(fields.next()?) {
                    Some(rule) => Some(table.rule(rule)?),
                    None => None,
                };
                let next = match optional(fields.next()?) {
                    Some(text) => Some(unhex_text(text)?),
                    None => None,
                };
                let begins = match optional(fields.next()?) {
                    Some(text) => Some(table.frame(text)?),
                    None => None,
                };
                Some(Stack { production, frames, after, next, begins })
            }
        };
        alive.push((production, stack));
    }
    let characters = match continuations[2] | continuations[3] {
        0 => Vec::new(),
        _ => viable_chars(state, |from, byte| {
            let next = table.dfa.next_state(from, byte);
            Some((!table.dfa.is_dead_state(next)).then_some(next))
        })?,
    };
    let expected = name_set(table.listing, &table.classes, continuations, characters, end_of_input);
    Some(StateRow { continuations, end_of_input, expected, alive, said: OnceLock::new() })
}

fn optional(field: &str) -> Option<&str> {
    (field != "-").then_some(field)
}

impl Table {
    /// A rule name of the listing, with the `'static` lifetime of the table.
    fn rule(&self, name: &str) -> Option<&'static str> {
        self.rules.get_key_value(name).map(|(rule, _)| *rule)
    }

    /// A frame written `rule:kind` (`p`roduction, `r`un, `c`lass); its start is 0.
    fn frame(&self, text: &str) -> Option<Frame> {
        let (rule, kind) = text.rsplit_once(':')?;
        let (rule, citation) = self.rules.get_key_value(rule)?;
        let kind =
            [RuleKind::Production, RuleKind::Run, RuleKind::CharClass].into_iter().find(|k| kind_id(*k) == kind)?;
        Some(Frame { listing: self.listing, rule, citation, kind, start: 0 })
    }
}

fn kind_id(kind: RuleKind) -> &'static str {
    match kind {
        RuleKind::Production => "p",
        RuleKind::Run => "r",
        RuleKind::CharClass => "c",
    }
}

fn from_hex(text: &str) -> Option<[u64; 4]> {
    let mut set = [0u64; 4];
    for (i, word) in set.iter_mut().enumerate() {
        *word = u64::from_str_radix(text.get(16 * i..16 * (i + 1))?, 16).ok()?;
    }
    Some(set)
}

fn unhex_text(text: &str) -> Option<String> {
    let bytes = (0..text.len() / 2)
        .map(|i| u8::from_str_radix(text.get(2 * i..2 * i + 2)?, 16).ok())
        .collect::<Option<Vec<_>>>()?;
    String::from_utf8(bytes).ok()
}

/// The file name of a listing's table under an entry rule: the listing's
/// id, with `@entry` where the entry is not the listing's own.
pub(crate) fn file_name(listing: Listing, entry: &str) -> String {
    if entry == crate::grammar::listings::spec(listing).entry {
        listing.id().to_string()
    } else {
        format!("{}@{entry}", listing.id())
    }
}

fn hex(set: &[u64; 4]) -> String {
    set.iter().map(|word| format!("{word:016x}")).collect()
}

/// Literal text, written as hex so that a tab or a comma in it is no field
/// separator.
fn hex_text(text: &str) -> String {
    text.bytes().map(|b| format!("{b:02x}")).collect()
}

/// The rest of a state's `state` line and its `alive` lines, found by the
/// lazy machinery on `prefix`; `None` where it cannot say.
fn describe<A: Automaton>(
    dfa: &A,
    lazy: &'static automata::ListingAutomata,
    state: StateID,
    prefix: &str,
) -> Option<String> {
    let mut continuations = [0u64; 4];
    for byte in 0..=255u8 {
        if !dfa.is_dead_state(dfa.next_state(state, byte)) {
            continuations[usize::from(byte >> 6)] |= 1 << (byte & 63);
        }
    }
    let end_of_input = dfa.is_match_state(dfa.next_eoi_state(state));
    let mut out = format!("{}\t{}\n", hex(&continuations), u8::from(end_of_input));
    let mut seen_bytes = [0u64; 4];
    let mut seen_end = false;
    for production in &lazy.productions {
        if production.viable(prefix.as_bytes())? != prefix.len() {
            continue;
        }
        let found = production.explore(prefix.as_bytes(), true)?;
        let bits = automata::bit_set(&found.continuations);
        (0..4).for_each(|i| seen_bytes[i] |= bits[i]);
        seen_end |= found.end_of_input;
        let stack = windowed_stack(lazy, production, prefix, &found.completion);
        let _ = write!(out, "alive\t{}", production.production);
        match stack {
            None => out.push_str("\t-\n"),
            Some(stack) => {
                let frame = |f: &Frame| format!("{}:{}", f.rule, kind_id(f.kind));
                let frames: Vec<String> = stack.frames.iter().map(frame).collect();
                let _ = writeln!(
                    out,
                    "\t{}\t{}\t{}\t{}",
                    frames.join(","),
                    stack.after.unwrap_or("-"),
                    stack.next.as_deref().map_or("-".to_string(), hex_text),
                    stack.begins.as_ref().map_or("-".to_string(), frame),
                );
            }
        }
    }
    // The union's state and the productions' own agree, or the row is not kept.
    (seen_bytes == continuations && seen_end == end_of_input).then_some(out)
}

macro_rules! prebuilt {
    (() $(#[cfg(feature = $feature:literal)] $listing:ident => $file:literal in $document:ident::$module:ident),* $(,)?) => {
        prebuilt! {
            $(#[cfg(feature = $feature)] $file,)*
            // The entry of the default grammar, with its fragment (`url_fragment_entry`).
            #[cfg(feature = "rfc1630")] "rfc1630-url@url_fragment_entry",
        }
    };
    ($(#[cfg(feature = $feature:literal)] $file:literal),* $(,)?) => {
        /// The checked-in DFA and table of a file name ([`file_name`]), if
        /// its document is built.
        fn prebuilt(name: &str) -> Option<(&'static [u8], &'static str)> {
            match name {
                $(#[cfg(feature = $feature)] $file => {
                    static BYTES: &crate::support::aligned::Aligned<[u8]> = &crate::support::aligned::Aligned {
                        _align: [],
                        bytes: *include_bytes!(concat!("../../generated/diagnosis/", $file, ".dfa")),
                    };
                    Some((&BYTES.bytes, include_str!(concat!("../../generated/diagnosis/", $file, ".tsv"))))
                })*
                _ => None,
            }
        }
    };
}

// One table per listing under its own entry, named by its id.
crate::grammar::for_each_listing!(prebuilt);

/// The tables built from the grammar files, for `cargo xtask generate`
/// (`src/generate/`), which writes them to `generated/diagnosis/`.
#[cfg(feature = "generate")]
pub(crate) mod build {
    use super::*;
    use regex_automata::dfa::StartKind;
    use regex_automata::nfa::thompson;
    use regex_automata::util::syntax;
    use regex_automata::MatchKind;
    use std::collections::VecDeque;

    /// One table as its grammar files give it today.
    pub(crate) struct Built {
        pub(crate) listing: Listing,
        /// The name of its files ([`file_name`]).
        pub(crate) name: String,
        /// The DFA, serialized little-endian.
        pub(crate) dfa: Vec<u8>,
        /// What each state says.
        pub(crate) text: String,
    }

    /// The table of `listing` under `entry` as its grammar files give it today.
    pub(crate) fn built_table(listing: Listing, entry: &'static str) -> Option<Built> {
        let (dfa, text) = build(listing, entry)?;
        let name = file_name(listing, entry);
        Some(Built { listing, name, dfa: dfa.to_bytes_little_endian().0, text })
    }

    /// Every (listing, entry rule) that a grammar diagnoses, once each: the tables.
    pub(crate) fn pairs() -> Vec<(Listing, &'static str)> {
        let mut pairs = Vec::new();
        for grammar in Grammar::ALL.into_iter().chain(Grammar::PROSE) {
            for &listing in grammar.listings() {
                let pair = (listing, automata::entry_rule(grammar, listing));
                if !pairs.contains(&pair) {
                    pairs.push(pair);
                }
            }
        }
        pairs
    }

    /// The DFA of `listing`'s productions under `entry`, and its table.
    fn build(listing: Listing, entry: &'static str) -> Option<(dense::DFA<Vec<u32>>, String)> {
        let patterns = automata::patterns(listing, entry, None)?;
        let sources: Vec<String> = patterns.patterns.iter().map(|(_, p)| format!("{p}$")).collect();
        let dfa = dense::Builder::new()
            .configure(dense::Config::new().match_kind(MatchKind::All).start_kind(StartKind::Anchored).minimize(false))
            .syntax(syntax::Config::new().unicode(false).utf8(false))
            .thompson(thompson::Config::new().utf8(false))
            .build_many(&sources)
            .ok()?;
        let lazy = automata::listing_automata(listing, entry)?;
        let mut text = String::new();
        for rule in crate::grammar::listings::rules(listing) {
            let _ = writeln!(text, "rule\t{}\t{}", rule.name, rule.citation);
        }
        for (class, set) in &patterns.classes {
            let _ = writeln!(text, "class\t{}\t{}", class.rule, hex(set));
        }
        let mut states = String::new();
        let mut index = Vec::new();
        // The rows of states whose ways in disagree, each distinct one once,
        // and for each such state, which row each way takes.
        let mut distinct: Vec<String> = Vec::new();
        let mut numbers: HashMap<String, usize> = HashMap::new();
        let mut by_way = String::new();
        let prefixes = prefixes(&dfa);
        let incoming = incoming(&dfa, &prefixes);
        for (state, prefix) in &prefixes {
            let id = state.as_usize() >> dfa.stride2();
            let Some(row) = prefix.as_ref().and_then(|prefix| describe(&dfa, lazy, *state, prefix)) else { continue };
            // The row must be what every way into the state says, not only
            // its shortest prefix (an empty run and a non-empty one can end in
            // the same state with different pairs: `ftp://a:` and `ftp://a:b`).
            // Where the ways disagree, each way gets its own row, as the
            // lazy machinery makes it for an input that comes that way.
            let ways = incoming.get(state).map_or(&[][..], Vec::as_slice);
            let described: Vec<_> = ways.iter().map(|way| (way, describe(&dfa, lazy, *state, &way.prefix))).collect();
            if described.iter().any(|(_, said)| said.as_ref() != Some(&row)) {
                let entries: Vec<String> = described
                    .into_iter()
                    .map(|(way, said)| {
                        let from = way.from.as_usize() >> dfa.stride2();
                        let number = said.map_or("-".to_string(), |said| {
                            let next = numbers.len();
                            let number = *numbers.entry(said.clone()).or_insert(next);
                            if number == next {
                                distinct.push(said);
                            }
                            number.to_string()
                        });
                        format!("{from}:{}:{number}", way.class)
                    })
                    .collect();
                let _ = writeln!(by_way, "ways\t{id}\t{}", entries.join(","));
                continue;
            }
            index.push(format!("{id}:{}", states.len()));
            let _ = write!(states, "state\t{id}\t{row}");
        }
        let _ = writeln!(text, "rows\t{}\t{}", index.len(), index.join(","));
        for (number, row) in distinct.iter().enumerate() {
            let _ = write!(states, "said\t{number}\t{row}");
        }
        Some((dfa, text + &states + &by_way))
    }

    /// One way into a state: from which state, by which byte class, and a
    /// shortest printable prefix that comes that way.
    struct Way {
        from: StateID,
        class: u8,
        prefix: String,
    }

    /// For each state, the other ways into it: a shortest printable prefix of
    /// each state with a transition to it, then the byte (a printable one of
    /// each class that leads there).
    fn incoming(dfa: &dense::DFA<Vec<u32>>, prefixes: &[(StateID, Option<String>)]) -> HashMap<StateID, Vec<Way>> {
        let classes = dfa.byte_classes();
        let mut ways: HashMap<StateID, Vec<Way>> = HashMap::new();
        for (from, prefix) in prefixes {
            let Some(prefix) = prefix else { continue };
            let mut tried = [false; 256];
            for byte in 0x20..0x7fu8 {
                if std::mem::replace(&mut tried[usize::from(classes.get(byte))], true) {
                    continue;
                }
                let to = dfa.next_state(*from, byte);
                if dfa.is_dead_state(to) {
                    continue;
                }
                let way =
                    Way { from: *from, class: classes.get(byte), prefix: format!("{prefix}{}", char::from(byte)) };
                ways.entry(to).or_default().push(way);
            }
        }
        ways
    }

    /// A shortest prefix leading to each state from the anchored start, through
    /// printable ASCII where one exists (`None` where it is not UTF-8), in
    /// state-index order.
    fn prefixes(dfa: &dense::DFA<Vec<u32>>) -> Vec<(StateID, Option<String>)> {
        let Ok(start) = dfa.start_state(&start::Config::new().anchored(Anchored::Yes)) else { return Vec::new() };
        let classes = dfa.byte_classes();
        let mut representatives: Vec<u8> =
            (0..=255u8).filter(|&b| b == 0 || classes.get(b) != classes.get(b - 1)).collect();
        // Printable bytes first, then the rest: a shortest printable path wins a tie.
        representatives.sort_by_key(|&b| !(0x20..0x7f).contains(&b));
        let printable: Vec<u8> = (0x20..0x7fu8).collect();
        let mut found: HashMap<StateID, Vec<u8>> = HashMap::from([(start, Vec::new())]);
        let mut queue = VecDeque::from([start]);
        while let Some(state) = queue.pop_front() {
            let here = found[&state].clone();
            // Within a class every byte leads to the same state: prefer a printable one.
            let mut tried = [false; 256];
            for &byte in printable.iter().chain(&representatives) {
                let class = usize::from(classes.get(byte));
                if std::mem::replace(&mut tried[class], true) {
                    continue;
                }
                let next = dfa.next_state(state, byte);
                if dfa.is_dead_state(next) || found.contains_key(&next) {
                    continue;
                }
                let mut path = here.clone();
                path.push(byte);
                found.insert(next, path);
                queue.push_back(next);
            }
        }
        let mut states: Vec<_> = found.into_iter().map(|(state, path)| (state, String::from_utf8(path).ok())).collect();
        states.sort_by_key(|(state, _)| *state);
        states
    }
}

#[cfg(test)]
mod tests {
    use super::{last_id, row_start, RowIndex};

    fn index(entries: &'static str, base: usize) -> RowIndex {
        RowIndex { entries: entries.as_bytes(), base }
    }

    #[test]
    fn row_start_reads_entries_gaps_and_refuses_the_rest() {
        let rows = index("0:0,1:15,3:40,", 100);
        let found: Vec<_> = (0..5).map(|id| row_start(rows, id)).collect();
        assert_eq!(found, [Some(100), Some(115), None, Some(140), None]);
        assert_eq!(row_start(index("", 7), 0), None);
        assert_eq!(last_id(b"0:0,1:15,3:40,"), Some(Some(3)));
        assert_eq!(last_id(b"0:0,1:15"), Some(Some(1)));
        assert_eq!(last_id(b""), Some(None));
        for bad in ["0:", ":1", "0:1:2", "0;1", "x:1", "0:1 ", "0:1234567890"] {
            assert_eq!(row_start(index(bad, 0), 0), None, "{bad:?}");
            assert_eq!(last_id(bad.as_bytes()), None, "{bad:?}");
        }
    }

    /// Every checked-in table's index reads, state by state, as splitting
    /// and parsing each entry reads it.
    #[test]
    fn row_start_of_every_table_is_the_split_reading() {
        let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/generated/diagnosis");
        let mut tables = 0;
        for file in std::fs::read_dir(folder).unwrap() {
            let path = file.unwrap().path();
            if path.extension().is_none_or(|e| e != "tsv") {
                continue;
            }
            let text: &'static str = std::fs::read_to_string(&path).unwrap().leak();
            // A listing's table not built yet is checked in empty (`cargo xtask
            // generate` writes it so when the compiler cannot build it): no table.
            if text.is_empty() {
                continue;
            }
            let head_end = text.find("\nstate\t").map_or(text.len(), |i| i + 1);
            let entries = text[..head_end].lines().find_map(|l| l.strip_prefix("rows\t")).unwrap();
            let entries = entries.split_once('\t').unwrap().1;
            let mut expected: Vec<Option<usize>> = Vec::new();
            for entry in entries.split(',').filter(|entry| !entry.is_empty()) {
                let (id, at) = entry.split_once(':').unwrap();
                let (id, at): (usize, usize) = (id.parse().unwrap(), at.parse().unwrap());
                if id >= expected.len() {
                    expected.resize(id + 1, None);
                }
                expected[id] = Some(head_end + at);
            }
            let last = expected.len().checked_sub(1);
            let rows = index(entries, head_end);
            let found: Vec<_> = (0..=expected.len()).map(|id| row_start(rows, id)).collect();
            expected.push(None);
            assert_eq!(found, expected, "{}", path.display());
            assert_eq!(last_id(entries.as_bytes()), Some(last), "{}", path.display());
            tables += 1;
        }
        assert!(tables > 10, "{tables} tables");
    }
}

#[cfg(all(test, feature = "generate"))]
mod assembled_tests {
    use super::automata::patterns;
    use super::build::pairs;
    use crate::support::byte_regex::tests::{both, same_language};

    /// Every production of every listing, under every entry rule a grammar
    /// gives it (the tables' pairs), has one language as the NFA assembled
    /// at run time (the lazy diagnosis's) and as regex-syntax reads its
    /// pattern (the prebuilt tables' and the study tools'): walked to the
    /// end, no pair of states left unvisited.
    #[test]
    fn assembled_productions_are_their_patterns() {
        let mut compared = 0;
        for (listing, entry) in pairs() {
            // A listing that is not regular (RFC 6068's comments nest) has
            // no patterns: pest diagnoses it, either way.
            let Some(found) = patterns(listing, entry, None) else { continue };
            for (production, pattern) in &found.patterns {
                let (assembled, parsed) = both(std::slice::from_ref(pattern));
                assert_eq!(same_language(&assembled, &parsed), Some(true), "{listing:?} {production}");
                compared += 1;
            }
        }
        assert!(compared > 100, "{compared} productions");
    }
}
