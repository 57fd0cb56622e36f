//! The validation fast path: each grammar compiled into one DFA.
//!
//! A listing is regular (its only recursion is tail recursion, made
//! repetition by P1), so its grammar file, read with `pest_meta`, is turned
//! into one whole-input pattern per production of the entry choice (`url`'s
//! alternatives, or the generic `uri`); a grammar's patterns, listing by
//! listing in the order it tries them, make one multi-pattern dense DFA whose
//! pattern ids name the productions. `SOI`/`EOI` and the lookaheads of rules
//! with an override of kind [`crate::grammar::overrides::Kind::Lookahead`] (`src/grammar/overrides.rs`) are
//! dropped: those only steer pest's ordered choice and never change the
//! language (`grammar/ERRATA.md`), which `tests/it/grammar/language.rs` checks for both
//! paths against an independent recognizer. Any other lookahead is part of
//! the language (RFC 822's `atom` is "any CHAR except specials", written
//! `!specials ~ xalpha`), which these patterns do not say: a production that
//! uses one is left out of the DFA, and pest decides it.
//!
//! [`crate::check`] answers from the DFA and runs pest only for a listing
//! with a production left out, when none of its patterns matches;
//! [`crate::parse_with`] always runs pest.

use crate::diagnose::regular::single_char;
use crate::grammar::listings::{sources, spec, Productions};
use crate::grammar::overrides::lookahead_is_mechanic;
use crate::grammar::productions::split_productions;
use crate::grammar::spelling::document_spelling;
use crate::grammar::Grammar;
use crate::grammar::Listing;
use crate::support::aligned::Aligned;
#[cfg(feature = "study")]
use crate::support::byte_regex::utf8_range_pattern;
use pest_meta::ast::Expr;
use regex_automata::dfa::{dense, Automaton, StartKind};
#[cfg(feature = "study")]
use regex_automata::nfa::thompson;
use regex_automata::util::primitives::StateID;
use regex_automata::util::start;
#[cfg(feature = "study")]
use regex_automata::util::syntax;
use regex_automata::{Anchored, MatchKind};
use std::collections::HashMap;
use std::sync::OnceLock;

/// One grammar's automaton: a single dense DFA over the whole-input patterns
/// of every production of every listing of the grammar, in the order pest
/// tries them (the pattern id); one walk gives every production that
/// matches.
///
/// The automata are built when the crate is developed, not when a process
/// starts: `generated/dfa/<grammar>.dfa` holds each one serialized (little
/// endian) and `generated/dfa/<grammar>.tsv` its productions, and they are read
/// in place, without copying ([`dense::DFA::from_bytes_unchecked`]). `cargo xtask
/// generate` rebuilds them from the grammar files (`built_files`), and its
/// `--check`, which CI runs, fails when a file is stale. Checked-in
/// files rather than a build script, because the compiler below reads the
/// listing table and the overrides, which a build script could only reach by
/// duplicating them; and a reviewer sees a changed automaton in the diff.
/// On a big-endian target, or if a file does not load, the automaton is
/// built at first use instead (about 50 ms). Either way it is walked as a
/// [`Table`], made from it once per process.
pub(crate) struct GrammarDfa {
    table: Table,
    /// The listing and production of each pattern id, and whether the pattern
    /// is the production's language (or only a superset of it, see [`Pattern`]).
    productions: Vec<(Listing, &'static str, Pattern)>,
    /// The position of each pattern's production among its listing's rules
    /// (`Rule::all_rules()`), for a parse by that rule.
    positions: Vec<usize>,
    /// Each pattern's production in its document's spelling (`relative-ref`),
    /// found once: an accepted input names it.
    spelled: Vec<&'static str>,
    /// The verdict of each pattern id that needs no listing looked at: an
    /// exact pattern with no listing before its own that pest decides
    /// whatever the walk says (see [`GrammarDfa::verdict`]).
    verdicts: Vec<Option<crate::Verdict>>,
    /// The listings with a production that has no pattern at all, not even a
    /// superset: pest decides them whatever the walk says.
    uncovered: Vec<Listing>,
    /// Each pattern's verdict written out (`listing:production`).
    #[cfg(feature = "study")]
    keys: Vec<String>,
}

/// The production that matches a whole input: the pattern id of the first
/// one in pest's order (leftmost-first priority, every pattern being
/// anchored at both ends), if any.
#[derive(Clone, Copy)]
pub(crate) struct Matches(Option<usize>);

impl GrammarDfa {
    /// The first production whose pattern matches all of `input`, in one
    /// walk.
    pub(crate) fn matches(&self, input: &str) -> Matches {
        self.table.walk(input.as_bytes())
    }

    /// The verdict of the first production that `matches` names, when no
    /// listing needs a look: its pattern is exact, and every listing before
    /// its own rejects the input, having no production pest decides
    /// whatever the walk says. The listings' loop of [`crate::check`] gives
    /// the same verdict, one listing at a time; this is its answer for most
    /// accepted inputs, found at once.
    pub(crate) fn verdict(&self, matches: Matches) -> Option<crate::Verdict> {
        *self.verdicts.get(matches.0?)?
    }

    /// The production of `listing` that `matches` names: the one pest's
    /// ordered choice reports, as every production of an earlier listing
    /// comes first.
    /// Named in its document's spelling (`relative-ref`).
    pub(crate) fn production(&self, listing: Listing, matches: Matches) -> Option<&'static str> {
        let id = matches.0?;
        let (l, _, pattern) = self.productions.get(id)?;
        (*l == listing && *pattern == Pattern::Exact).then_some(*self.spelled.get(id)?)
    }

    /// [`GrammarDfa::production`], with its position among the listing's
    /// rules (`Rule::all_rules()`): the rule is found without comparing names.
    pub(crate) fn production_rule(&self, listing: Listing, matches: Matches) -> Option<(&'static str, usize)> {
        let id = matches.0?;
        let (l, production, pattern) = self.productions.get(id)?;
        (*l == listing && *pattern == Pattern::Exact).then_some((*production, *self.positions.get(id)?))
    }

    /// `verdict` written out (its [`Display`](std::fmt::Display)), kept with
    /// the automaton: a survey counts every accepted line under it.
    #[cfg(feature = "study")]
    pub(crate) fn key(&self, verdict: &crate::Verdict) -> Option<&str> {
        // A verdict of this automaton holds its production's own name: the
        // same pointer, so most comparisons end there.
        let same_name = |l: Listing, p: &'static str| {
            std::ptr::eq(p, verdict.production) || document_spelling(l, p) == verdict.production
        };
        let same = |(l, p, _): &&(Listing, &'static str, Pattern)| *l == verdict.listing && same_name(*l, p);
        let id = self.productions.iter().position(|entry| same(&entry))?;
        self.keys.get(id).map(String::as_str)
    }

    /// Whether pest must decide `listing` after the walk: the first pattern
    /// that matched is the superset of one of its pest-only productions, or
    /// one of them has no pattern. Otherwise a listing without a
    /// [`GrammarDfa::production`] rejects the input: none of its patterns
    /// matched, so no production, exact or not, can.
    pub(crate) fn pest_decides(&self, listing: Listing, matches: Matches) -> bool {
        let superset = matches.0.and_then(|id| self.productions.get(id));
        self.uncovered.contains(&listing) || superset.is_some_and(|(l, _, p)| *l == listing && *p == Pattern::Superset)
    }

    /// The automaton of `grammar` built from its grammar files, and its
    /// productions as TSV (`listing<TAB>production<TAB>exact|superset` per
    /// pattern id, then an `uncovered<TAB>listing` line per listing with a
    /// production that has no pattern).
    #[cfg(feature = "study")]
    fn build(grammar: Grammar) -> Option<(dense::DFA<Vec<u32>>, String)> {
        let mut patterns = Vec::new();
        let mut tsv = String::new();
        let mut uncovered = String::new();
        for &listing in grammar.listings() {
            let (listing_patterns, productions, covered) = patterns_of(listing, spec(listing).entry_rule(grammar))?;
            patterns.extend(listing_patterns);
            for (production, pattern) in productions {
                tsv.push_str(&format!("{listing}\t{production}\t{}\n", pattern.id()));
            }
            if !covered {
                uncovered.push_str(&format!("uncovered\t{listing}\n"));
            }
        }
        Some((dense_of(&patterns)?, tsv + &uncovered))
    }

    /// The automaton `dfa` of `grammar`, with the productions of a TSV
    /// written by [`GrammarDfa::build`]; `None` if either cannot be read.
    fn read<T: AsRef<[u32]>>(grammar: Grammar, dfa: &dense::DFA<T>, tsv: &str) -> Option<GrammarDfa> {
        let (mut productions, mut positions) = (Vec::new(), Vec::new());
        let mut uncovered = Vec::new();
        let listing = |id: &str| Listing::ALL.into_iter().chain(Listing::PROSE).find(|l| l.id() == id);
        // The first line, a `#` comment, says how the file is remade.
        for line in tsv.lines().filter(|line| !line.starts_with('#')) {
            let mut fields = line.split('\t');
            match (fields.next()?, fields.next()?, fields.next()) {
                ("uncovered", id, None) => uncovered.push(listing(id)?),
                (id, production, Some(pattern)) => {
                    let pattern = [Pattern::Exact, Pattern::Superset].into_iter().find(|p| p.id() == pattern)?;
                    let (position, name) = crate::grammar::listings::rule_entry(listing(id)?, production)?;
                    productions.push((listing(id)?, name, pattern));
                    positions.push(position);
                }
                _ => return None,
            }
        }
        #[cfg(feature = "study")]
        let keys = productions.iter().map(|(listing, production, _)| format!("{listing}:{production}")).collect();
        let spelled: Vec<&'static str> =
            productions.iter().map(|&(listing, production, _)| document_spelling(listing, production)).collect();
        // The listings pest decides whatever the walk says, and those after
        // them in the grammar's order, need the listings' loop.
        let first_uncovered = grammar.listings().iter().position(|l| uncovered.contains(l));
        let verdicts = productions
            .iter()
            .zip(&spelled)
            .map(|(&(listing, _, pattern), &production)| {
                let looked_at = match grammar.listings().iter().position(|&l| l == listing) {
                    Some(place) => first_uncovered.is_some_and(|first| place > first),
                    None => true,
                };
                (pattern == Pattern::Exact && !looked_at).then_some(crate::Verdict { listing, production })
            })
            .collect();
        let table = Table::of(dfa)?;
        Some(GrammarDfa {
            table,
            productions,
            positions,
            spelled,
            verdicts,
            uncovered,
            #[cfg(feature = "study")]
            keys,
        })
    }
}

/// A production's name and what its pattern stands for.
type NamedPattern = (&'static str, Pattern);

/// What a pattern of the automaton stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Pattern {
    /// The production's language.
    Exact,
    /// A superset of a production that pest must decide (RFC 822's `atom`
    /// lookahead): the production with its lookaheads dropped. A PEG's
    /// language is within the regex of its expression with its predicates
    /// dropped (ordered choice and greedy repetition only ever accept less),
    /// so an input this pattern rejects, the production rejects.
    Superset,
}

impl Pattern {
    fn id(self) -> &'static str {
        match self {
            Pattern::Exact => "exact",
            Pattern::Superset => "superset",
        }
    }
}

/// A grammar's DFA as the walk reads it, made once per process from the
/// dense one: a row per state reachable from the anchored start, a column
/// per byte class then one for the end of input, each cell the byte offset
/// of the next state's row. The dense DFA's own rows are as long as a power
/// of two and hold `u32`s: these hold `u16`s where the offsets fit, a third
/// to a half of its size.
///
/// A state is its row's offset in bytes, so that the load of the next one
/// adds the column's address to it unscaled: a load whose index is scaled
/// waits a cycle longer on some processors, and the walk is a chain of such
/// loads, one per byte (about a tenth of `check`'s time on the benchmark
/// corpus).
///
/// Every byte is one transition: a walk that skipped a run of bytes on which
/// a state stays (a segment's letters) by independent lookups cost the
/// benchmark corpus more in mispredicted branches than it saved.
struct Table {
    /// The class of each byte.
    classes: [u8; 256],
    /// The rows, the dead state's first (offset 0, where every transition
    /// stays). The end-of-input column holds no state but the first pattern
    /// that matches an input ending in the row's state, plus one (0 for
    /// none).
    cells: Cells,
    /// The offset of the anchored start state's row.
    start: usize,
    /// The end-of-input column.
    end: u8,
}

/// A [`Table`]'s cells, as native-endian bytes.
enum Cells {
    /// Two bytes a cell, when every offset fits a `u16`: every listing's
    /// grammar over ASCII. Zeros follow the rows to [`NARROW`] bytes, room for any
    /// offset in any column, so that a lookup is in bounds by its types
    /// and needs no check.
    Narrow(Box<[u8; NARROW]>),
    /// Four bytes a cell, for a larger table (RFC 3987's, the largest
    /// `+prose` layer), each lookup checked.
    Wide(Box<[u8]>),
}

/// The bytes of [`Cells::Narrow`]: any `u16` offset, plus any column, plus
/// the cell's two bytes.
const NARROW: usize = u16::MAX as usize + 1 + 2 * (u8::MAX as usize + 1);

/// The offset of the dead state's row.
const DEAD: usize = 0;

/// How many bytes are walked between two looks for the dead state: an input
/// rejected early is not walked to its end, and a look costs one branch
/// every so many transitions.
const BLOCK: usize = 64;

impl Table {
    /// The table of `dfa`: its states reachable from the anchored start,
    /// found by a walk over the first byte of each class. `None` when the
    /// rows do not fit `u32` offsets, or `dfa` has no anchored start.
    fn of<T: AsRef<[u32]>>(dfa: &dense::DFA<T>) -> Option<Table> {
        let start = dfa.start_state(&start::Config::new().anchored(Anchored::Yes)).ok()?;
        let byte_classes = dfa.byte_classes();
        let classes: [u8; 256] = std::array::from_fn(|byte| byte_classes.get(byte as u8));
        // The first byte of each class (`ByteClasses::representatives` is slow to iterate).
        let representatives: Vec<u8> =
            (0..=255u8).filter(|&b| b == 0 || classes[usize::from(b)] != classes[usize::from(b - 1)]).collect();
        // The classes, then the end of input (`alphabet_len` counts it).
        let width = dfa.alphabet_len();
        let end = u8::try_from(width - 1).ok()?;
        // Each dense state's row, by the state's index, counted in cells;
        // the dead state's is 0.
        let index = |state: StateID| state.as_usize() >> dfa.stride2();
        let mut rows: Vec<Option<usize>> = Vec::new();
        let mut states = Vec::new();
        let mut row_of = |state: StateID, states: &mut Vec<StateID>| {
            if dfa.is_dead_state(state) {
                return DEAD;
            }
            if index(state) >= rows.len() {
                rows.resize(index(state) + 1, None);
            }
            *rows[index(state)].get_or_insert_with(|| {
                states.push(state);
                states.len() * width
            })
        };
        let start = row_of(start, &mut states);
        // Each cell in cells: a next row, or at the end a pattern plus one.
        let mut cells = vec![0usize; width];
        let mut done = 0;
        while let Some(&state) = states.get(done) {
            done += 1;
            cells.resize((done + 1) * width, 0);
            let row = done * width;
            for &byte in &representatives {
                cells[row + usize::from(classes[usize::from(byte)])] = row_of(dfa.next_state(state, byte), &mut states);
            }
            let at_end = dfa.next_eoi_state(state);
            if dfa.is_match_state(at_end) {
                cells[row + usize::from(end)] = dfa.match_pattern(at_end, 0).as_usize() + 1;
            }
        }
        // The rows are counted in bytes from here on, the end column's
        // patterns are not.
        let is_row = |at: usize| at % width != usize::from(end);
        let narrow = 2 * cells.len() <= usize::from(u16::MAX);
        let cells = if narrow {
            let mut bytes = vec![0u8; NARROW];
            for (at, &cell) in cells.iter().enumerate() {
                let cell = u16::try_from(if is_row(at) { 2 * cell } else { cell }).ok()?;
                bytes[2 * at..2 * at + 2].copy_from_slice(&cell.to_ne_bytes());
            }
            Cells::Narrow(bytes.into_boxed_slice().try_into().ok()?)
        } else {
            let mut bytes = Vec::with_capacity(4 * cells.len());
            for (at, &cell) in cells.iter().enumerate() {
                let cell = u32::try_from(if is_row(at) { 4 * cell } else { cell }).ok()?;
                bytes.extend_from_slice(&cell.to_ne_bytes());
            }
            Cells::Wide(bytes.into_boxed_slice())
        };
        let scale = if narrow { 2 } else { 4 };
        Some(Table { classes, cells, start: scale * start, end })
    }

    /// The pattern that matches all of `input`, by an anchored walk. The
    /// patterns end in `$`, so only the end-of-input transition reaches a
    /// match state, and its first pattern is the first in priority
    /// (leftmost-first keeps a match state's patterns in the order they
    /// were given). The walk stops at the dead state, where no production
    /// can match any more, looking for it once a block.
    fn walk(&self, input: &[u8]) -> Matches {
        match &self.cells {
            Cells::Narrow(cells) => self.walk_in(input, |row, class| narrow_cell(cells, row, class)),
            Cells::Wide(cells) => self.walk_in(input, |row, class| wide_cell(cells, row, class)),
        }
    }

    /// [`Table::walk`] over cells read by `cell`.
    #[inline(always)]
    fn walk_in(&self, input: &[u8], cell: impl Fn(usize, u8) -> usize) -> Matches {
        let mut row = self.start;
        for block in input.chunks(BLOCK) {
            for &byte in block {
                row = cell(row, self.classes[usize::from(byte)]);
            }
            if row == DEAD {
                return Matches(None);
            }
        }
        Matches(cell(row, self.end).checked_sub(1))
    }

    /// The cell of `class`'s column in the row at byte offset `row`.
    #[cfg(test)]
    fn cell(&self, row: usize, class: u8) -> usize {
        match &self.cells {
            Cells::Narrow(cells) => narrow_cell(cells, row, class),
            Cells::Wide(cells) => wide_cell(cells, row, class),
        }
    }
}

/// The cell of `class`'s column in the row at byte offset `row`, which a
/// narrow table's state never exceeds `u16::MAX`: indexed as the column's
/// bytes, then the row in them, so that the walk's state is the load's
/// index, unscaled, and [`NARROW`] leaves room for any such offset in any
/// column, so no index fails.
#[inline(always)]
fn narrow_cell(cells: &[u8; NARROW], row: usize, class: u8) -> usize {
    let column = &cells[2 * usize::from(class)..];
    let at = usize::from(row as u16);
    usize::from(u16::from_ne_bytes([column[at], column[at + 1]]))
}

/// The cell of `class`'s column in the row at byte offset `row` of a wide
/// table; a cell past the table reads as the dead state.
#[inline(always)]
fn wide_cell(cells: &[u8], row: usize, class: u8) -> usize {
    let at = row + 4 * usize::from(class);
    cells.get(at..at + 4).map_or(DEAD, |b| u32::from_ne_bytes([b[0], b[1], b[2], b[3]]) as usize)
}

macro_rules! prebuilt {
    ($(#[cfg(feature = $feature:literal)] $grammar:ident => $file:literal as $module:ident),* $(,)?) => {
        /// The checked-in automaton of a grammar and its productions, if
        /// its document is built.
        fn prebuilt(grammar: Grammar) -> Option<(&'static [u8], &'static str)> {
            // A grammar added without a checked-in file is built at first use.
            #[allow(unreachable_patterns)]
            match grammar {
                $(#[cfg(feature = $feature)] Grammar::$grammar => {
                    static BYTES: &Aligned<[u8]> =
                        &Aligned { _align: [], bytes: *include_bytes!(concat!("../../generated/dfa/", $file, ".dfa")) };
                    Some((&BYTES.bytes, include_str!(concat!("../../generated/dfa/", $file, ".tsv"))))
                })*
                _ => None,
            }
        }
    };
}

crate::grammar::for_each_grammar!(prebuilt);

/// Every grammar with an automaton: the listings' and the `+prose` ones
/// (a prose layer's productions join its listing's, after them).
const GRAMMARS: usize = Grammar::ALL.len() + Grammar::PROSE.len();

/// The automaton of `grammar`: the checked-in one, or else built now (with
/// the feature `study`, which builds automata at run time), read into a
/// [`Table`] and kept. `None` when it cannot be built (no grammar of the
/// crate, or a build without `study`) or its table does not fit: `check`
/// and `parse_with` then run the listings' parsers alone, with the same
/// answers.
pub(crate) fn grammar_dfa(grammar: Grammar) -> Option<&'static GrammarDfa> {
    static CACHE: [OnceLock<Option<GrammarDfa>>; GRAMMARS] = [const { OnceLock::new() }; GRAMMARS];
    CACHE
        .get(grammar.index())?
        .get_or_init(|| match in_place(grammar) {
            Some((dfa, tsv)) => GrammarDfa::read(grammar, &dfa, tsv),
            None => built_now(grammar),
        })
        .as_ref()
}

/// The automaton of `grammar` built from its grammar files now: for a
/// grammar added without a checked-in file, and on a big-endian target,
/// which cannot read the checked-in ones ([`in_place`]).
#[cfg(feature = "study")]
fn built_now(grammar: Grammar) -> Option<GrammarDfa> {
    let (dfa, tsv) = GrammarDfa::build(grammar)?;
    GrammarDfa::read(grammar, &dfa, &tsv)
}

/// Without `study` no automaton is built at run time (regex-automata's
/// DFA builder stays out of the build): the listings' parsers decide.
#[cfg(not(feature = "study"))]
fn built_now(_: Grammar) -> Option<GrammarDfa> {
    None
}

/// The checked-in automaton of `grammar`, read in place, and its
/// productions; `None` if it does not load.
fn in_place(grammar: Grammar) -> Option<(dense::DFA<&'static [u32]>, &'static str)> {
    let (bytes, tsv) = prebuilt(grammar)?;
    // SAFETY: the bytes are `to_bytes_little_endian` of a DFA this
    // crate's regex-automata built (`cargo xtask generate --check`, in
    // CI, rebuilds it and compares), as the diagnosis tables' are
    // (`src/diagnose/table.rs`); what is skipped is only the
    // validation of its transitions, which costs a one-URI `check`
    // a sixth of its instructions. The header (label, version,
    // endianness) is still checked: a big-endian target builds the
    // automaton instead.
    let (dfa, _) = unsafe { dense::DFA::from_bytes_unchecked(bytes) }.ok()?;
    Some((dfa, tsv))
}

/// The checked-in files of `grammar`'s automaton as its grammar files give
/// them today: the DFA serialized little-endian, and its productions (the
/// TSV of [`GrammarDfa::build`]). `cargo xtask generate` writes them.
#[cfg(feature = "generate")]
pub(crate) fn built_files(grammar: Grammar) -> Option<(Vec<u8>, String)> {
    let (dfa, tsv) = GrammarDfa::build(grammar)?;
    Some((dfa.to_bytes_little_endian().0, tsv))
}

/// One anchored, minimal dense DFA of whole-input `patterns`, whose pattern
/// ids follow their order (leftmost-first priority).
#[cfg(feature = "study")]
fn dense_of(patterns: &[String]) -> Option<dense::DFA<Vec<u32>>> {
    dense::Builder::new()
        .configure(
            dense::Config::new().match_kind(MatchKind::LeftmostFirst).start_kind(StartKind::Anchored).minimize(true),
        )
        .syntax(syntax::Config::new().unicode(false).utf8(false))
        .thompson(thompson::Config::new().utf8(false))
        .build_many(patterns)
        .ok()
}

#[cfg(feature = "study")]
/// Stands for the production choice while the entry is compiled.
const PLACEHOLDER: &str = "\u{1}production\u{1}";

#[cfg(feature = "study")]
/// The whole-input patterns of a listing's productions, in the order pest
/// tries them, their names, and whether every production has one.
fn patterns_of(listing: Listing, entry: &str) -> Option<(Vec<String>, Vec<NamedPattern>, bool)> {
    let texts: Vec<&str> = sources(listing).iter().map(|(_, text)| *text).collect();
    patterns_in(listing, &texts, entry)
}

#[cfg(feature = "study")]
/// [`patterns_of`] for the grammar `texts` of `listing`: its files, or a
/// grammar derived from them (`src/grammar/derived.rs`).
fn patterns_in(listing: Listing, texts: &[&str], entry: &str) -> Option<(Vec<String>, Vec<NamedPattern>, bool)> {
    let mut rules: HashMap<String, Expr> = HashMap::new();
    for text in texts {
        let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text).ok()?;
        for rule in pest_meta::parser::consume_rules(pairs).ok()? {
            rules.insert(rule.name, rule.expr);
        }
    }
    let mechanics = rules.keys().filter(|rule| lookahead_is_mechanic(listing, rule)).cloned().collect();
    let mut compiler = Compiler { rules: &rules, mechanics, superset: false, memo: HashMap::new() };
    let entry = Expr::Ident(entry.to_string());
    let mut productions = Vec::new();
    let mut patterns = Vec::new();
    let mut covered = true;
    match spec(listing).productions {
        Productions::Single(production) => {
            productions.push((production, Pattern::Exact));
            patterns.push(format!("^{}$", compiler.regex(&entry, "")?));
        }
        Productions::ChoiceOf(choice) => {
            let alternatives = split_productions(listing, &rules, rules.get(choice)?);
            compiler.memo.insert(choice.to_string(), Some(PLACEHOLDER.to_string()));
            let template = compiler.regex(&entry, "")?;
            let mut superset = Compiler { superset: true, memo: HashMap::new(), ..compiler.clone() };
            for (name, alternative) in alternatives {
                // A production the DFA cannot express is left to pest, behind
                // a superset pattern that says when pest need run.
                let (pattern, alternative) = match compiler.regex(&alternative, choice) {
                    Some(exact) => (Pattern::Exact, exact),
                    None => match superset.regex(&alternative, choice) {
                        Some(superset) => (Pattern::Superset, superset),
                        None => {
                            covered = false;
                            continue;
                        }
                    },
                };
                productions.push((static_name(listing, name)?, pattern));
                patterns.push(format!("^{}$", template.replace(PLACEHOLDER, &format!("(?:{alternative})"))));
            }
        }
    }
    Some((patterns, productions, covered))
}

#[cfg(feature = "study")]
/// A rule name with the `'static` lifetime of the listing's rule table.
fn static_name(listing: Listing, name: &str) -> Option<&'static str> {
    crate::grammar::listings::rule_name(listing, name)
}

#[cfg(feature = "study")]
#[derive(Clone)]
struct Compiler<'g> {
    rules: &'g HashMap<String, Expr>,
    /// Rules whose lookaheads are PEG mechanics (an override of kind [`crate::grammar::overrides::Kind::Lookahead`]).
    mechanics: std::collections::HashSet<String>,
    /// Drop every lookahead, for a [`Pattern::Superset`].
    superset: bool,
    /// Each rule's pattern, or `None` when a regex cannot express it.
    memo: HashMap<String, Option<String>>,
}

#[cfg(feature = "study")]
impl Compiler<'_> {
    /// The regex of an expression inside `rule`: `SOI`/`EOI` dropped, and the
    /// lookaheads of a PEG-mechanic rule; `None` for any other lookahead.
    fn regex(&mut self, expr: &Expr, rule: &str) -> Option<String> {
        Some(match expr {
            // Unicode is off: a char beyond ASCII is matched as its UTF-8 bytes.
            Expr::Str(s) if !s.is_ascii() => s.bytes().map(|b| format!("\\x{b:02X}")).collect(),
            Expr::Str(s) => regex_syntax::escape(s),
            Expr::Insens(s) => format!("(?i:{})", regex_syntax::escape(s)),
            Expr::Range(a, b) if a.is_ascii() && b.is_ascii() => {
                format!("[{}-{}]", regex_syntax::escape(a), regex_syntax::escape(b))
            }
            Expr::Range(a, b) => utf8_range_pattern(single_char(a)?, single_char(b)?)?,
            Expr::Ident(name) => match name.as_str() {
                "SOI" | "EOI" => String::new(),
                "ASCII_ALPHA" => "[a-zA-Z]".to_string(),
                "ASCII_DIGIT" => "[0-9]".to_string(),
                "ASCII_HEX_DIGIT" => "[0-9a-fA-F]".to_string(),
                name => {
                    if let Some(done) = self.memo.get(name) {
                        return done.clone();
                    }
                    let body = self.rules.get(name)?.clone();
                    // A rule that calls itself (RFC 5322's `comment`, which
                    // RFC 6068 imports) has no regular form: marked so before
                    // its body is read.
                    self.memo.insert(name.to_string(), None);
                    let pattern = self.regex(&body, name).map(|p| format!("(?:{p})"));
                    self.memo.insert(name.to_string(), pattern.clone());
                    pattern?
                }
            },
            Expr::PosPred(_) | Expr::NegPred(_) if self.superset || self.mechanics.contains(rule) => String::new(),
            Expr::PosPred(_) | Expr::NegPred(_) => return None,
            Expr::Seq(a, b) => format!("{}{}", self.regex(a, rule)?, self.regex(b, rule)?),
            Expr::Choice(a, b) => format!("(?:{}|{})", self.regex(a, rule)?, self.regex(b, rule)?),
            Expr::Opt(e) => format!("(?:{})?", self.regex(e, rule)?),
            Expr::Rep(e) => format!("(?:{})*", self.regex(e, rule)?),
            Expr::RepOnce(e) => format!("(?:{})+", self.regex(e, rule)?),
            Expr::RepExact(e, n) => format!("(?:{}){{{n}}}", self.regex(e, rule)?),
            // ABNF's bounded repetition `n*m`, `*m`, `n*` (RFC 2234 §3.6).
            Expr::RepMinMax(e, min, max) => format!("(?:{}){{{min},{max}}}", self.regex(e, rule)?),
            Expr::RepMax(e, max) => format!("(?:{}){{0,{max}}}", self.regex(e, rule)?),
            Expr::RepMin(e, min) => format!("(?:{}){{{min},}}", self.regex(e, rule)?),
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each grammar derived from a listing (`src/grammar/derived.rs`) compiles, for
    /// each entry rule, to the productions of the listing, and to an
    /// automaton that gives every input the production the listing's gives
    /// it. (A lookahead's body is not part of an automaton: the derived
    /// parsers' unit test compares their pairs on the corpora instead.)
    #[test]
    fn derived_grammars_have_the_listings_language() {
        for listing in crate::grammar::derived::DERIVED {
            let derived = crate::grammar::derived::derived_grammar(listing).expect("the listing's files parse");
            let texts: Vec<&str> = sources(listing).iter().map(|(_, text)| *text).collect();
            let spec = spec(listing);
            for entry in [Some(spec.entry), spec.fragment_entry].into_iter().flatten() {
                let (own, own_names, own_covered) = patterns_in(listing, &texts, entry).unwrap();
                let (theirs, names, covered) = patterns_in(listing, &[&derived], entry).unwrap();
                assert_eq!((&own_names, own_covered), (&names, covered), "{listing} {entry}");
                assert_ne!(own, theirs, "{listing} {entry}: the derived patterns are rewritten");
                let (own, theirs) = (unminimized(&own), unminimized(&theirs));
                assert!(same_language(&own, &theirs), "{listing} {entry}");
            }
        }
    }

    /// [`dense_of`] without its minimization, which the comparison below
    /// does not need: it walks the pairs of states either DFA reaches, and
    /// minimizing took most of this test's time.
    fn unminimized(patterns: &[String]) -> dense::DFA<Vec<u32>> {
        dense::Builder::new()
            .configure(dense::Config::new().match_kind(MatchKind::LeftmostFirst).start_kind(StartKind::Anchored))
            .syntax(syntax::Config::new().unicode(false).utf8(false))
            .thompson(thompson::Config::new().utf8(false))
            .build_many(patterns)
            .expect("the patterns compile")
    }

    /// Whether two anchored DFAs give every input the same patterns: a walk
    /// over the pairs of states that one input reaches in both, comparing
    /// what matches at the end of input.
    fn same_language<A: Automaton, B: Automaton>(a: &A, b: &B) -> bool {
        let config = start::Config::new().anchored(Anchored::Yes);
        let (Ok(start_a), Ok(start_b)) = (a.start_state(&config), b.start_state(&config)) else { return false };
        let mut seen = std::collections::HashSet::from([(start_a, start_b)]);
        let mut pending = vec![(start_a, start_b)];
        while let Some((x, y)) = pending.pop() {
            if patterns_at_end(a, x) != patterns_at_end(b, y) {
                return false;
            }
            for byte in 0..=u8::MAX {
                let next = (a.next_state(x, byte), b.next_state(y, byte));
                if seen.insert(next) {
                    pending.push(next);
                }
            }
        }
        true
    }

    /// The patterns that match an input that ends in `state`, by priority.
    fn patterns_at_end<A: Automaton>(dfa: &A, state: StateID) -> Vec<usize> {
        let end = dfa.next_eoi_state(state);
        match dfa.is_match_state(end) {
            true => (0..dfa.match_len(end)).map(|i| dfa.match_pattern(end, i).as_usize()).collect(),
            false => Vec::new(),
        }
    }

    /// The same walk tells two different languages apart.
    #[test]
    fn same_language_tells_languages_apart() {
        let dfa = |patterns: &[&str]| dense_of(&patterns.iter().map(|p| p.to_string()).collect::<Vec<_>>()).unwrap();
        assert!(same_language(&dfa(&["^[a-c]+$"]), &dfa(&["^(?:a|b|c)+$"])));
        assert!(!same_language(&dfa(&["^[a-c]+$"]), &dfa(&["^[a-d]+$"])));
        assert!(!same_language(&dfa(&["^a$", "^b$"]), &dfa(&["^b$", "^a$"])));
    }

    /// The checked-in automata load in place (on a little-endian machine).
    #[test]
    #[cfg(target_endian = "little")]
    fn prebuilt_automata_load_in_place() {
        for grammar in Grammar::ALL.into_iter().chain(Grammar::PROSE) {
            match regular(grammar) {
                true => assert!(in_place(grammar).is_some(), "{grammar}"),
                // A listing whose rule calls itself has no automaton: pest decides it.
                false => assert!(in_place(grammar).is_none() && grammar_dfa(grammar).is_none(), "{grammar}"),
            }
        }
    }

    /// Whether every listing of `grammar` is regular, and so has an automaton.
    fn regular(grammar: Grammar) -> bool {
        grammar.listings().iter().all(|&listing| crate::grammar::listings::nesting_rule(listing).is_none())
    }

    /// Each grammar's table gives every input the pattern its dense DFA
    /// gives it: a walk over the pairs of a row and a state that one input
    /// reaches in both, every byte from each, comparing the pattern at the
    /// end of input. So the table fits `u16` offsets for every grammar, and
    /// walks as the DFA it was made from.
    #[test]
    fn tables_walk_as_their_automata() {
        let mut wide = Vec::new();
        for grammar in Grammar::ALL.into_iter().chain(Grammar::PROSE).filter(|&g| regular(g)) {
            let (dfa, _) = in_place(grammar)
                .map_or_else(|| GrammarDfa::build(grammar).unwrap(), |(dfa, tsv)| (dfa.to_owned(), tsv.to_string()));
            let table = Table::of(&dfa).unwrap_or_else(|| panic!("{grammar}: the table does not fit"));
            if matches!(table.cells, Cells::Wide(_)) {
                wide.push(grammar.id());
            }
            let config = start::Config::new().anchored(Anchored::Yes);
            let start = (table.start, dfa.start_state(&config).unwrap());
            let mut seen = std::collections::HashSet::from([start]);
            let mut pending = vec![start];
            while let Some((row, state)) = pending.pop() {
                let first = patterns_at_end(&dfa, state).first().copied();
                let ended = table.cell(row, table.end).checked_sub(1);
                assert_eq!(ended, first, "{grammar}");
                assert_eq!(row == DEAD, dfa.is_dead_state(state), "{grammar}");
                for byte in 0..=u8::MAX {
                    let next = (table.cell(row, table.classes[usize::from(byte)]), dfa.next_state(state, byte));
                    if seen.insert(next) {
                        pending.push(next);
                    }
                }
            }
        }
        // A listing over ASCII walks narrow cells; one whose ranges beyond
        // ASCII are UTF-8 sequences of many states, and the largest prose
        // layer, walk wide ones: both kinds are held to their automata above.
        let all = Grammar::ALL.len() + Grammar::PROSE.len();
        assert!(!wide.is_empty() && wide.len() < all, "{wide:?}");
        assert!(wide.contains(&Grammar::Rfc1630Prose.id()), "{wide:?}");
    }

    /// The verdict a pattern gives at once is the one the listings' loop of
    /// `check` reaches with no pest run; a pattern that the loop would hand
    /// to pest first gives none. Every grammar answers some patterns at once.
    #[test]
    fn a_patterns_verdict_is_the_listings_loops() {
        for grammar in Grammar::ALL.into_iter().chain(Grammar::PROSE).filter(|&g| regular(g)) {
            let dfa = grammar_dfa(grammar).unwrap();
            let mut answered = 0;
            for id in 0..dfa.productions.len() {
                let matches = Matches(Some(id));
                let by_loop = grammar.listings().iter().find_map(|&listing| match dfa.production(listing, matches) {
                    Some(production) => Some(Some(crate::Verdict { listing, production })),
                    None => dfa.pest_decides(listing, matches).then_some(None),
                });
                let at_once = dfa.verdict(matches);
                answered += usize::from(at_once.is_some());
                assert!(at_once.is_none() || at_once == by_loop.flatten(), "{grammar} pattern {id}");
                assert!(at_once.is_some() || by_loop.is_none_or(|v| v.is_none()), "{grammar} pattern {id}");
            }
            assert!(answered > 0, "{grammar}");
        }
    }

    /// The walk looks for the dead state once a block: an input that dies in
    /// its first block, or in a later one, or at its last byte, is rejected
    /// as one that dies in no block is accepted.
    #[test]
    fn the_walk_rejects_in_any_block() {
        let dfa = dense_of(&["^(?:ab)*$".to_string()]).unwrap();
        let table = Table::of(&dfa).unwrap();
        let ab = "ab".repeat(BLOCK);
        assert_eq!(table.walk(ab.as_bytes()).0, Some(0));
        assert_eq!(table.walk(b"").0, Some(0));
        for at in [0, 1, BLOCK - 1, BLOCK, BLOCK + 3, 2 * BLOCK - 1] {
            let mut bytes = ab.clone().into_bytes();
            bytes[at] = b'x';
            assert_eq!(table.walk(&bytes).0, None, "x at {at}");
        }
        assert_eq!(table.walk(b"aba").0, None);
    }

    /// A grammar over Unicode (as an IRI listing is) compiles: a range
    /// beyond ASCII and a literal beyond it match the UTF-8 of exactly their
    /// chars, told by comparing chars.
    #[test]
    fn chars_beyond_ascii_compile_to_their_utf8() {
        let text = r#"iri = { ("\u{E000}" | 'a'..'z' | '\u{A0}'..'\u{D7FF}' | '\u{10000}'..'\u{1FFFD}')+ }"#;
        let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text).unwrap();
        let rules: HashMap<String, Expr> =
            pest_meta::parser::consume_rules(pairs).unwrap().into_iter().map(|rule| (rule.name, rule.expr)).collect();
        let mut compiler =
            Compiler { rules: &rules, mechanics: Default::default(), superset: false, memo: HashMap::new() };
        let pattern = compiler.regex(&Expr::Ident("iri".to_string()), "").unwrap();
        let dfa = dense_of(&[format!("^{pattern}$")]).unwrap();
        let accepts = |input: &str| {
            let input = regex_automata::Input::new(input).anchored(Anchored::Yes);
            dfa.try_search_fwd(&input).unwrap().is_some()
        };
        let in_language = |c: char| {
            c == '\u{E000}'
                || c.is_ascii_lowercase()
                || ('\u{A0}'..='\u{D7FF}').contains(&c)
                || ('\u{10000}'..='\u{1FFFD}').contains(&c)
        };
        for c in "\0`a{\u{7F}\u{80}\u{9F}\u{A0}\u{7FF}\u{800}\u{D7FF}\u{E000}\u{E001}\u{FFFF}\u{10000}\u{1FFFD}\u{1FFFE}\u{10FFFF}".chars() {
            assert_eq!(accepts(&c.to_string()), in_language(c), "{c:?}");
            assert_eq!(accepts(&format!("a{c}")), in_language(c), "a{c:?}");
        }
        assert!(!accepts("") && !accepts("\u{A0}\u{FFFF}"));
    }
}
