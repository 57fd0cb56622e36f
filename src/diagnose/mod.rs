//! Why a rejected input is rejected: the exact byte, what the listing
//! expected there, and the productions in progress.
//!
//! pest reports its furthest attempt outside atomic rules, and the grammars
//! make every run and character class atomic or silent (P3), so its error
//! lands on the outermost rule attempted. The diagnosis instead works from
//! the language, which is regular (every listing's only recursion is tail
//! recursion, P1):
//!
//! 1. **Offset.** Every production of the listing (every alternative of its
//!    `url` or `docaddress` choice, or the generic `uri`) is compiled into a
//!    regular expression (`regular`, exact also where a lookahead defines
//!    the language, as RFC 822's `atom`) and walked as an anchored lazy DFA
//!    until its dead state. The error offset is the end of the longest
//!    viable prefix, the furthest any production of any listing of the
//!    grammar got: the prefix of the union's language is the longest of the
//!    prefixes of its parts. `tests/it/diagnose/offsets.rs` checks it against the
//!    oracle's recognizer, walked the same way but built independently.
//! 2. **Expected set.** The productions that got that far are the
//!    alternatives still alive there; the union of the bytes that continue
//!    their DFAs, plus the end of input if one accepts there, is named with
//!    the listing's own character-class rules (its silent rules, P3): in
//!    turn the class wholly inside the set that names the most bytes not yet
//!    named (the smaller on a tie), then the remaining bytes as literals.
//! 3. **Stacks.** For each alive production, a shortest completion of the
//!    prefix (breadth-first over its DFA) gives a string of the language;
//!    pest's derivation of it, run by the crate's own derivation
//!    (`derivation`, which gives `pest_vm`'s pairs) on the listing with every
//!    rule made normal (so character classes appear), names the pairs that
//!    hold the offset. A completion chooses one way on; the expected set
//!    says which others were open.
//!
//! Only errors that are read pay: [`crate::parse_with`] and [`crate::check`]
//! make a [`SyntaxError`] after every listing has failed, holding a copy of
//! the input, and it is diagnosed when first read. The bytes that continue a
//! prefix and its shortest completion depend on the DFA state alone, so they
//! are kept per state (a repeated mistake pays a walk and a lookup).
//!
//! **Brief rejections** ([`crate::recognize::check_brief`], the path of the `check` and
//! `survey` commands) do not read the frames' starts, the only part of a
//! stack that is a position of the input. Everything else is a function of
//! the state each listing's union DFA stops in, so it is prebuilt per state
//! (`table`) and read with one walk per listing; only the position, the
//! unknown scheme and the finding's test of the character and the prefix
//! are the input's own. `tests/it/diagnose/brief.rs` checks, on every corpus line and
//! catalogue URI under every grammar, that this gives what the full error
//! gives.
//!
//! A `+prose` grammar is diagnosed the same way: its layer's productions are
//! walked beside its listing's (a layer's rename of the listing's choice
//! stands for each of the listing's productions), and where a listing's
//! production reaches as far as the layer's copy of it, the listing's speaks.

pub(crate) mod automata;
mod derivation;
pub(crate) mod error;
pub(crate) mod expected;
mod hints;
pub(crate) mod regular;
pub(crate) mod rejection;
mod stack;
mod table;

pub use error::{
    BranchNote, Byte, CharClass, ExpectedSet, Frame, NotExact, ParseError, RuleKind, Stack, SyntaxError, MAX_INPUT_LEN,
    PEST_FURTHEST,
};
pub use rejection::Rejection;

// The diagnosis tables built now, for `cargo xtask generate`.
#[cfg(feature = "generate")]
pub(crate) use table::build::{built_table, pairs as tables};
#[cfg(feature = "generate")]
pub(crate) use table::file_name as table_file_name;

use crate::diagnose::error::{position, summary_of, Diagnosis, NoteParts};
use crate::grammar::findings::Finding;
use crate::grammar::{Grammar, Listing};
use expected::name_set;
use hints::{finding, pick, scheme_finding};
use stack::{windowed_stack, Stacking};
#[cfg(feature = "study")]
use std::borrow::Cow;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::{Mutex, OnceLock};

/// The diagnosis of an input every listing of `grammar` rejects, from
/// `start`, another entry rule of the grammar's listing and its production
/// (`absoluteURI_entry`, `absoluteURI`: [`crate::recognize::Entry`]), or
/// from the grammar's own entry when `None`; `None` if an automaton could
/// not be built (then pest's error stands).
///
/// Where the grammar has two listings (the default `rfc1630`), the error is
/// the one of the listing that got further (of both, where they tie); the
/// other listing's one-line reason becomes a [`BranchNote`].
pub(crate) fn diagnose_from(
    grammar: Grammar,
    start: Option<(&'static str, &'static str)>,
    input: &str,
) -> Option<Diagnosis> {
    let mut walks = Vec::new();
    for &listing in grammar.listings() {
        let automata = match start {
            Some((entry, production)) => automata::entry_automata(listing, entry, production)?,
            None => automata::automata(grammar, listing)?,
        };
        for production in &automata.productions {
            walks.push((automata, production, production.viable_chars_of(input)?));
        }
    }
    let reached = grammar.listings().iter().map(|&listing| {
        let own = walks.iter().filter(|(automata, ..)| automata.listing == listing);
        (listing, own.map(|(_, _, viable)| *viable).max())
    });
    let reached: Vec<_> = reached.filter_map(|(listing, max)| Some((listing, max?))).collect();
    assemble(grammar, input, &reached, |offset, only| {
        let own: Vec<_> = walks.iter().filter(|(a, ..)| only.is_none_or(|l| a.listing == l)).cloned().collect();
        at(input, offset, &own)
    })
}

/// Where the prebuilt tables say an input that every listing of a grammar
/// rejects stops: one walk per listing, and the rows of the states the
/// furthest ones stop in.
struct Stopped<'i> {
    /// Each listing's table and where its walk stopped.
    walks: [Option<(&'static table::Table, table::Stop)>; MAX_LISTINGS],
    offset: usize,
    /// What the listings that read furthest say there: one row's, kept, or
    /// several rows' combined.
    said: Saying,
    unknown_scheme: Option<&'i str>,
    finding: Option<&'static Finding>,
}

/// The most listings a grammar tries (`rfc1630+prose`: two listings and two layers).
const MAX_LISTINGS: usize = 4;

/// What the listings that read furthest say: kept (a row's, or a kept
/// combination's), or made for this input.
enum Saying {
    Kept(&'static table::Said),
    Made(Box<table::Said>),
}

impl std::ops::Deref for Saying {
    type Target = table::Said;
    fn deref(&self) -> &table::Said {
        match self {
            Saying::Kept(said) => said,
            Saying::Made(said) => said,
        }
    }
}

/// [`Stopped`] for `input`, or `None` where a listing has no table, or its
/// state no row. What a row says is made once; only the finding, the
/// scheme and the position are the input's own.
fn stopped(grammar: Grammar, input: &str) -> Option<Stopped<'_>> {
    if grammar.listings().len() > MAX_LISTINGS {
        return None;
    }
    let mut walks = [None; MAX_LISTINGS];
    for (slot, &listing) in walks.iter_mut().zip(grammar.listings()) {
        let table = table::table(grammar, listing)?;
        *slot = Some((table, table.walk(input.as_bytes())?));
    }
    let offset = walks.iter().flatten().map(|(_, stop)| stop.reached).max()?;
    // Only the listings that read furthest need their rows here (a row
    // without a table entry costs a derivation); a branch note reads the
    // others'. Most inputs have one: it is read without a list.
    let mut furthest = walks.iter().flatten().filter(|(_, stop)| stop.reached == offset);
    let (first, first_stop) = furthest.next()?;
    let first_row = first.row_at(first_stop, input)?;
    let said = match furthest.next() {
        None => Saying::Kept(first_row.said(first)?),
        Some(second) => {
            let mut alive = [(*first, first_row); MAX_LISTINGS];
            let mut count = 1;
            for ((table, stop), slot) in std::iter::once(second).chain(furthest).zip(&mut alive[1..]) {
                *slot = (*table, table.row_at(stop, input)?);
                count += 1;
            }
            combined(&alive[..count])?
        }
    };
    let unknown_scheme = unknown_scheme(input, offset);
    let finding =
        scheme_finding(grammar, &said.stacks, unknown_scheme).or_else(|| pick(said.candidates(grammar), input, offset));
    Some(Stopped { walks, offset, said, unknown_scheme, finding })
}

/// What several listings that stop at the same offset say together, in
/// the states of `alive`: made once per combination of states and kept,
/// up to [`COMBINATIONS`] of them (a prose layer stops with its listing
/// on most inputs); past that, made each time.
fn combined(alive: &[(&'static table::Table, &'static table::StateRow)]) -> Option<Saying> {
    type Kept = HashMap<[usize; MAX_LISTINGS], &'static table::Said, BuildHasherDefault<AddressHasher>>;
    static KEPT: OnceLock<Mutex<Kept>> = OnceLock::new();
    // The rows are the tables' own, which live as long as the process: their addresses name them.
    let mut key = [0; MAX_LISTINGS];
    key.iter_mut().zip(alive).for_each(|(key, (_, row))| *key = std::ptr::from_ref(*row) as usize);
    let kept = KEPT.get_or_init(Default::default);
    if let Some(said) = kept.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).get(&key) {
        return Some(Saying::Kept(said));
    }
    let said = table::Said::of(table::combine(alive)?);
    let mut kept = kept.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if kept.len() >= COMBINATIONS {
        return Some(Saying::Made(Box::new(said)));
    }
    let said: &'static table::Said = Box::leak(Box::new(said));
    kept.insert(key, said);
    Some(Saying::Kept(said))
}

/// The hash of a key of row addresses, word by word: SipHash's defence
/// against chosen keys buys nothing on addresses an input cannot choose,
/// and cost a rejected line more than its walks.
#[derive(Default)]
struct AddressHasher(u64);

impl Hasher for AddressHasher {
    fn write(&mut self, bytes: &[u8]) {
        for word in bytes.chunks(8) {
            let mut padded = [0u8; 8];
            padded[..word.len()].copy_from_slice(word);
            self.0 = (self.0.rotate_left(5) ^ u64::from_le_bytes(padded)).wrapping_mul(0x517c_c1b7_2722_0a95);
        }
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// How many combinations of states [`combined`] keeps: enough for every
/// corpus, and a bound on the memory that adversarial input can take.
const COMBINATIONS: usize = 4096;

/// What [`crate::recognize::check_brief`] says of an input every listing of `grammar`
/// rejects, from the prebuilt tables ([`Stopped`]), with the branch notes
/// and the summary. `None` where the tables cannot say.
pub(crate) fn brief(grammar: Grammar, input: &str) -> Option<Rejection> {
    let Stopped { walks, offset, said, unknown_scheme: scheme, finding: found } = stopped(grammar, input)?;
    // The notes borrow their texts from the rows: the summary is their only reader.
    let mut notes = [None; MAX_LISTINGS];
    let others = walks.iter().flatten().filter(|(_, stop)| stop.reached != offset);
    for ((table, stop), note) in others.zip(&mut notes) {
        let (table, reached) = (*table, stop.reached);
        let branch = table.row_at(stop, input)?.said(table)?;
        let unknown_scheme = unknown_scheme(input, reached);
        let finding = scheme_finding(grammar, &branch.stacks, unknown_scheme)
            .or_else(|| pick(branch.candidates(grammar), input, reached));
        let reason = branch.reason.as_str();
        *note = Some(NoteParts { listing: table.listing, offset: reached, unknown_scheme, reason, finding });
    }
    let (offset, line, column) = position(input, offset);
    let summary = summary_of(grammar, (line, column), &said.reason, scheme, found, &notes);
    let expected = Some(said.expected.clone());
    let stop = said.stop.clone();
    Some(Rejection { offset, expected, summary, stop, finding: found })
}

/// Where a survey files an input every listing of `grammar` rejects: the
/// production the diagnosis stops at and the finding, from the tables
/// ([`Stopped`]), without the summary. `None` where the tables cannot say.
#[cfg(feature = "study")]
pub(crate) fn stop(grammar: Grammar, input: &str) -> Option<(Cow<'static, str>, Option<&'static Finding>)> {
    let stopped = stopped(grammar, input)?;
    let stop = match stopped.said {
        Saying::Kept(said) => Cow::Borrowed(said.stop.as_str()),
        Saying::Made(said) => Cow::Owned(said.stop),
    };
    Some((stop, stopped.finding))
}

/// The error at the furthest of the listings' `reached` offsets, with a
/// branch note for each listing that stopped before it; `at(offset, only)`
/// gives the expected set, the stacks and the count of alive productions
/// without one, of the productions (of listing `only`, or of any) that
/// reach `offset`.
fn assemble(
    grammar: Grammar,
    input: &str,
    reached: &[(Listing, usize)],
    at: impl Fn(usize, Option<Listing>) -> Option<(ExpectedSet, Vec<Stack>, usize)>,
) -> Option<Diagnosis> {
    let offset = reached.iter().map(|(_, reached)| *reached).max()?;
    let (expected, stacks, more) = at(offset, None)?;
    let mut error = Diagnosis::new(grammar, input, offset, expected, stacks, more);
    error.unknown_scheme = unknown_scheme(input, offset).map(str::to_string);
    error.finding = finding(grammar, input, offset, &error.stacks, error.unknown_scheme.as_deref());
    for &(listing, reached) in reached.iter().filter(|(_, reached)| *reached != offset) {
        let (expected, stacks, more) = at(reached, Some(listing))?;
        let branch = Diagnosis::new(grammar, input, reached, expected, stacks, more);
        let unknown_scheme = unknown_scheme(input, reached).map(str::to_string);
        let finding = finding(grammar, input, reached, &branch.stacks, unknown_scheme.as_deref());
        error.notes.push(BranchNote { listing, offset: reached, unknown_scheme, reason: branch.reason(), finding });
    }
    Some(error)
}

/// Whether every production of `listing` (as `grammar` enters it) dies
/// before the end of `input`: a rejection without pest. `false` where an
/// automaton cannot be built.
pub(crate) fn dies_before_end(grammar: Grammar, listing: Listing, input: &str) -> bool {
    automata::automata(grammar, listing).is_some_and(|automata| {
        automata.productions.iter().all(|p| p.viable(input.as_bytes()).is_some_and(|v| v < input.len()))
    })
}

/// How far each production of `grammar`'s listings reads into `input`
/// (the end of its longest viable prefix), in the listing table's order.
/// `None` where an automaton cannot be built.
pub(crate) fn reach(grammar: Grammar, input: &str) -> Option<Vec<(Listing, &'static str, usize)>> {
    let mut out = Vec::new();
    for &listing in grammar.listings() {
        for production in &automata::automata(grammar, listing)?.productions {
            out.push((listing, production.production, production.viable_chars_of(input)?));
        }
    }
    Some(out)
}

type Walk<'a> = (&'static automata::ListingAutomata, &'a automata::ProductionDfa, usize);

/// The expected set, the stacks and the count of alive productions without
/// a stack, of the productions in `walks` that reach `offset`, each stack
/// derived from the input.
fn at(input: &str, offset: usize, walks: &[Walk<'_>]) -> Option<(ExpectedSet, Vec<Stack>, usize)> {
    let prefix = input.get(..offset)?;
    let alive: Vec<_> = walks.iter().filter(|(_, _, viable)| *viable == offset).collect();
    let mut bytes = [false; 256];
    let mut end_of_input = false;
    let mut characters = Vec::new();
    let mut stacks = Vec::new();
    let mut stacking = Stacking::default();
    for (automata, production, _) in &alive {
        let found = if stacking.next(automata.listing, production.production) {
            let found = production.explore(prefix.as_bytes(), true)?;
            stacking.keep(windowed_stack(automata, production, prefix, &found.completion), &mut stacks);
            found
        } else {
            production.explore(prefix.as_bytes(), false)?
        };
        if found.continuations[0x80..].contains(&true) {
            characters.extend(production.continuing_chars(prefix.as_bytes())?);
        }
        bytes.iter_mut().zip(found.continuations).for_each(|(b, more)| *b |= more);
        end_of_input |= found.end_of_input;
    }
    let (first, ..) = alive.first()?;
    let characters = crate::support::viable_chars::union(characters);
    let expected = name_set(first.listing, &first.classes, automata::bit_set(&bytes), characters, end_of_input);
    Some((expected, stacks, stacking.more()))
}

/// The scheme a listing did not get past: `https` in `https://h/`, where
/// the listing stopped at or before the `:` that ends the scheme (a run of
/// letters, digits and `+ - .` before the first `:`). Every production of
/// the URL listings begins with its scheme as a literal (or `url:`), so
/// stopping there means no production has that scheme.
fn unknown_scheme(input: &str, reached: usize) -> Option<&str> {
    // Found as a byte: `str::find` with a `char` costs more than the rest of this function.
    let colon = memchr::memchr(b':', input.as_bytes())?;
    let scheme = &input[..colon];
    let schemelike = !scheme.is_empty() && scheme.bytes().all(|b| b.is_ascii_alphanumeric() || b"+-.".contains(&b));
    (schemelike && reached <= colon).then_some(scheme)
}
