//! One lazy DFA per production of a listing, walked byte by byte.

use super::regular::Compiler;
use crate::diagnose::error::{CharClass, RuleKind};
use crate::grammar::listings::sources;
use crate::grammar::overrides::lookahead_is_mechanic;
use crate::grammar::{Grammar, Listing};
use crate::support::byte_regex::{nfa, ByteRegex};
use crate::support::viable_chars::viable_chars;
use pest_meta::ast::{Expr, Rule, RuleType};
use regex_automata::hybrid::dfa::{Cache, DFA};
use regex_automata::hybrid::LazyStateID;
use regex_automata::util::pool::Pool;
use regex_automata::{Anchored, Input};
use std::collections::{BTreeMap, BTreeSet, HashMap, VecDeque};
use std::sync::{Mutex, OnceLock};

/// Makes a cache for one production's DFA.
type CreateCache = Box<dyn Fn() -> Walker + Send + Sync>;

/// One user's cache of a production's lazy DFA, with what [`ProductionDfa::explore`]
/// found at each state so far. What follows a viable prefix depends on the
/// DFA state it leads to and on nothing else, so a rejection that stops in a
/// state already explored (every repetition of a common mistake) costs a
/// walk and a lookup. A state id names a state only until the cache is
/// cleared, so the answers are dropped with it.
struct Walker {
    cache: Cache,
    explored: HashMap<LazyStateID, Exploration>,
    /// The cache's clear count when `explored` was filled.
    clears: usize,
}

/// The most DFA states a completion search visits before giving up.
const MAX_SEARCH: usize = 4_000;

/// The automata of one listing under one grammar's entry rule.
pub(crate) struct ListingAutomata {
    pub(crate) listing: Listing,
    /// The entry rule the grammar parses this listing with.
    pub(crate) entry: &'static str,
    pub(crate) productions: Vec<ProductionDfa>,
    /// The listing's character-class rules (its silent rules with a finite
    /// language, P3), each with the bytes its strings start with, largest first.
    pub(crate) classes: Vec<(CharClass, [u64; 4])>,
    /// The listing's rules as pest_meta reads them.
    pub(crate) rules: Vec<Rule>,
    /// Each rule's name, with the `'static` lifetime of the listing's rule
    /// table, and its kind, by name: a stack looks up every pair of a derivation.
    pub(crate) kinds: HashMap<&'static str, RuleKind>,
}

/// The language of one production (inside the entry rule) as a lazy DFA.
pub(crate) struct ProductionDfa {
    pub(crate) production: &'static str,
    dfa: DFA,
    /// One cache per thread that uses the DFA at once: a lazy DFA fills its
    /// cache as it walks, so a fresh cache per call would determinize anew.
    caches: Pool<Walker, CreateCache>,
}

/// The entry rule of `listing` when `grammar` parses with it (the listing table's).
pub(crate) fn entry_rule(grammar: Grammar, listing: Listing) -> &'static str {
    crate::grammar::listings::spec(listing).entry_rule(grammar)
}

/// The automata of `listing` under `grammar`, built on first use and kept.
pub(crate) fn automata(grammar: Grammar, listing: Listing) -> Option<&'static ListingAutomata> {
    listing_automata(listing, entry_rule(grammar, listing))
}

/// The automata of `listing` under its entry rule `entry`, built on first use and kept.
pub(crate) fn listing_automata(listing: Listing, entry: &'static str) -> Option<&'static ListingAutomata> {
    static CACHE: [OnceLock<Option<ListingAutomata>>; 2 * LISTINGS] = [const { OnceLock::new() }; 2 * LISTINGS];
    CACHE[cache_index(listing, entry)].get_or_init(|| build(listing, entry, None)).as_ref()
}

/// The automata of `listing` started at another of its entry rules
/// (`absoluteURI_entry`, [`crate::recognize::Entry`]), whose one production is
/// `production`: built on first use and kept, one per entry rule.
pub(crate) fn entry_automata(
    listing: Listing,
    entry: &'static str,
    production: &'static str,
) -> Option<&'static ListingAutomata> {
    type Built = HashMap<(Listing, &'static str), Option<&'static ListingAutomata>>;
    static CACHE: OnceLock<Mutex<Built>> = OnceLock::new();
    let mut built = CACHE.get_or_init(Default::default).lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    // Each entry rule's automata are built once and live as long as the process.
    *built
        .entry((listing, entry))
        .or_insert_with(|| build(listing, entry, Some(production)).map(|a| &*Box::leak(Box::new(a))))
}

/// How many listings have automata: the printed listings and the prose layers.
pub(crate) const LISTINGS: usize = Listing::ALL.len() + Listing::PROSE.len();

/// The slot of a listing under an entry rule in a per-process table of
/// `2 * LISTINGS` (two entries per listing: its own, and the default
/// grammar's `url_fragment_entry`).
pub(crate) fn cache_index(listing: Listing, entry: &str) -> usize {
    2 * (listing as usize) + usize::from(entry == "url_fragment_entry")
}

/// `start`: the one production of an entry other than the listing's own
/// (its DFA is the entry rule's); `None` for the listing's productions.
fn build(listing: Listing, entry: &'static str, start: Option<&'static str>) -> Option<ListingAutomata> {
    let Patterns { rules, classes, patterns } = patterns(listing, entry, start)?;
    let mut productions = Vec::new();
    for (production, pattern) in patterns {
        let dfa = DFA::builder()
            .configure(DFA::config().cache_capacity(16 << 20))
            .build_from_nfa(nfa(std::slice::from_ref(&pattern)).ok()?)
            .ok()?;
        let for_pool = dfa.clone();
        let caches =
            Pool::new(Box::new(move || Walker { cache: for_pool.create_cache(), explored: HashMap::new(), clears: 0 })
                as CreateCache);
        productions.push(ProductionDfa { production, dfa, caches });
    }
    let kinds = crate::grammar::listings::rules(listing)
        .iter()
        .map(|doc| {
            let kind = match rules.iter().find(|r| r.name == doc.name).map(|r| r.ty) {
                Some(RuleType::Silent) => RuleKind::CharClass,
                Some(RuleType::Atomic) => RuleKind::Run,
                _ => RuleKind::Production,
            };
            (doc.name.as_str(), kind)
        })
        .collect();
    Some(ListingAutomata { listing, entry, productions, classes, rules, kinds })
}

/// What a listing's productions compile to.
pub(crate) struct Patterns {
    /// The listing's rules as pest_meta reads them.
    pub(crate) rules: Vec<Rule>,
    /// The listing's character classes ([`ListingAutomata::classes`]).
    pub(crate) classes: Vec<(CharClass, [u64; 4])>,
    /// Each production's expression, in the listing's order, to be
    /// matched against the whole input (regex syntax: with `$` after it).
    pub(crate) patterns: Vec<(&'static str, ByteRegex)>,
}

/// The patterns of `listing`'s productions under `entry` (or of the one
/// production `start` of another entry rule), and its character classes.
pub(crate) fn patterns(listing: Listing, entry: &'static str, start: Option<&'static str>) -> Option<Patterns> {
    let mut rules: Vec<Rule> = Vec::new();
    for (_, text) in sources(listing) {
        let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text).ok()?;
        rules.extend(pest_meta::parser::consume_rules(pairs).ok()?);
    }
    let exprs: HashMap<String, Expr> = rules.iter().map(|r| (r.name.clone(), r.expr.clone())).collect();
    let mechanics = exprs.keys().filter(|rule| lookahead_is_mechanic(listing, rule)).cloned().collect();
    let mut compiler = Compiler::new(&exprs, mechanics);
    let entry_expr = Expr::Ident(entry.to_string());
    let mut patterns: Vec<(&'static str, ByteRegex)> = Vec::new();
    match (start, crate::grammar::listings::spec(listing).choice()) {
        (Some(production), _) => patterns.push((production, compiler.regex(&entry_expr, "")?)),
        // The listing's one production, by its own name (the generic listing's `uri`).
        (None, None) => {
            let single = match crate::grammar::listings::spec(listing).productions {
                crate::grammar::listings::Productions::Single(production) => production,
                crate::grammar::listings::Productions::ChoiceOf(choice) => choice,
            };
            patterns.push((single, compiler.regex(&entry_expr, "")?));
        }
        (None, Some(choice)) => {
            let alternatives = crate::grammar::productions::split_productions(listing, &exprs, exprs.get(choice)?);
            // The entry with a hole where the choice stands, filled with each alternative.
            compiler.memo.insert(choice.to_string(), Some(ByteRegex::Hole));
            let template = compiler.regex(&entry_expr, "")?;
            for (name, alternative) in alternatives {
                let alternative = compiler.regex(&alternative, choice)?;
                let name = crate::grammar::listings::rules(listing).iter().find(|r| r.name == name)?.name.as_str();
                patterns.push((name, template.filled(&std::rc::Rc::new(alternative))));
            }
        }
    }
    let mut classes = Vec::new();
    for rule in rules.iter().filter(|r| r.ty == RuleType::Silent) {
        let Some(strings) = compiler.strings(&rule.expr) else { continue };
        let mut first = [false; 256];
        for s in &strings {
            if let Some(&b) = s.first() {
                first[usize::from(b)] = true;
            }
        }
        let name = crate::grammar::listings::rules(listing).iter().find(|r| r.name == rule.name)?.name.as_str();
        classes.push((
            CharClass { rule: name, citation: crate::grammar::listings::citation(listing, name) },
            bit_set(&first),
        ));
    }
    // Largest first; a stable sort keeps the file order among equals.
    classes.sort_by_key(|(_, set)| std::cmp::Reverse(set.iter().map(|word| word.count_ones()).sum::<u32>()));
    Some(Patterns { rules, classes, patterns })
}

impl ProductionDfa {
    /// Runs `f` with a cache of this DFA's pool (one per concurrent user).
    fn with_cache<T>(&self, f: impl FnOnce(&DFA, &mut Cache) -> T) -> T {
        f(&self.dfa, &mut self.caches.get().cache)
    }

    /// Walks `input` until the DFA dies: the longest prefix some string of
    /// the production extends. Every state of the NFA assembled from these
    /// expressions (no look-around but the end anchor, no class without a
    /// byte: the compiler gives no pattern rather than one) lies on a path
    /// to the match, so a state that is not dead is viable.
    pub(crate) fn viable(&self, input: &[u8]) -> Option<usize> {
        self.with_cache(|dfa, cache| Some(walk(dfa, cache, input)?.0))
    }

    /// [`ProductionDfa::viable`] at character granularity: the start of
    /// the character the DFA dies in, where it dies inside one (the bytes
    /// `\xEF\xB7` of U+FDD0 still begin U+FDF0).
    pub(crate) fn viable_chars_of(&self, input: &str) -> Option<usize> {
        let mut viable = self.viable(input.as_bytes())?;
        while !input.is_char_boundary(viable) {
            viable -= 1;
        }
        Some(viable)
    }

    /// At the end of `prefix` (a viable prefix): the characters beyond
    /// ASCII that continue it whole ([`viable_chars`]). `None` where the
    /// lazy DFA's cache is cleared meanwhile.
    pub(crate) fn continuing_chars(&self, prefix: &[u8]) -> Option<Vec<(char, char)>> {
        self.with_cache(|dfa, cache| {
            let (viable, state) = walk(dfa, cache, prefix)?;
            if viable != prefix.len() {
                return None;
            }
            let clears = cache.clear_count();
            viable_chars(state, |from, byte| {
                let next = dfa.next_state(cache, from, byte).ok()?;
                (cache.clear_count() == clears).then_some((!next.is_dead()).then_some(next))
            })
        })
    }

    /// At the end of `prefix` (a viable prefix): the bytes that continue
    /// it, whether it is itself in the language, and a shortest string
    /// that completes it into the language, through printable ASCII
    /// (breadth-first over DFA states, one byte per equivalence class), when
    /// `complete` asks for it (the completion is empty otherwise).
    ///
    /// A lazy DFA may clear its cache when it grows, which invalidates the
    /// state ids held; the answer is then `None` rather than a guess.
    pub(crate) fn explore(&self, prefix: &[u8], complete: bool) -> Option<Exploration> {
        let mut walker = self.caches.get();
        let Walker { cache, explored, clears } = &mut *walker;
        let (viable, state) = walk(&self.dfa, cache, prefix)?;
        if viable != prefix.len() {
            return None;
        }
        if *clears != cache.clear_count() {
            explored.clear();
            *clears = cache.clear_count();
        }
        if let Some(found) = explored.get(&state).filter(|found| found.complete || !complete) {
            return Some(found.clone());
        }
        let found = explore_state(&self.dfa, cache, state, complete)?;
        // Kept only if the cache was not cleared meanwhile (`state` would name another state).
        if cache.clear_count() == *clears {
            explored.insert(state, found.clone());
        }
        Some(found)
    }
}

/// What [`ProductionDfa::explore`] finds at `state`, computed.
fn explore_state(dfa: &DFA, cache: &mut Cache, state: LazyStateID, complete: bool) -> Option<Exploration> {
    let clears = cache.clear_count();
    let step = |cache: &mut Cache, from: LazyStateID, byte: u8| {
        let next = dfa.next_state(cache, from, byte).ok()?;
        (cache.clear_count() == clears).then_some(next)
    };
    // Bytes of one equivalence class lead to the same state: one step per class.
    let classes = dfa.byte_classes();
    let mut alive_class: [Option<bool>; 256] = [None; 256];
    let mut continuations = [false; 256];
    for byte in 0..=255u8 {
        let class = usize::from(classes.get(byte));
        let alive = match alive_class[class] {
            Some(alive) => alive,
            None => *alive_class[class].insert(!step(cache, state, byte)?.is_dead()),
        };
        continuations[usize::from(byte)] = alive;
    }
    let end_of_input = dfa.next_eoi_state(cache, state).ok()?.is_match();
    if !complete {
        return Some(Exploration { continuations, end_of_input, completion: String::new(), complete });
    }
    let goal = |cache: &mut Cache, at: LazyStateID| Some(dfa.next_eoi_state(cache, at).ok()?.is_match());
    let completion = shortest(dfa, cache, state, goal)?;
    Some(Exploration { continuations, end_of_input, completion, complete })
}

impl ProductionDfa {
    /// A shortest string, through printable ASCII, that leads the DFA from
    /// its start to the state `head` leads it to: any string of the
    /// production that begins with `head` still belongs to it with `head`
    /// replaced by this one. `None` if the search is too wide, or the
    /// state is reached through no printable string.
    pub(crate) fn shortcut(&self, head: &[u8]) -> Option<String> {
        self.with_cache(|dfa, cache| {
            let (viable, target) = walk(dfa, cache, head)?;
            if viable != head.len() {
                return None;
            }
            let start = dfa.start_state_forward(cache, &Input::new(head).anchored(Anchored::Yes)).ok()?;
            shortest(dfa, cache, start, |_, at| Some(at == target))
        })
    }
}

/// A shortest string through printable ASCII that leads the DFA from
/// `from` to a state `goal` accepts (breadth-first over DFA states, one
/// byte per equivalence class). `None` if the search grows past
/// [`MAX_SEARCH`] states, no such string exists, or the cache is cleared
/// meanwhile (the state ids held would be stale).
fn shortest(
    dfa: &DFA,
    cache: &mut Cache,
    from: LazyStateID,
    mut goal: impl FnMut(&mut Cache, LazyStateID) -> Option<bool>,
) -> Option<String> {
    let clears = cache.clear_count();
    let printable: Vec<u8> = dfa.byte_classes().representatives(0x20..0x7f).filter_map(|unit| unit.as_u8()).collect();
    let mut parent: BTreeMap<LazyStateID, (LazyStateID, u8)> = BTreeMap::new();
    let mut seen: BTreeSet<LazyStateID> = BTreeSet::from([from]);
    let mut queue = VecDeque::from([from]);
    while let Some(at) = queue.pop_front() {
        if goal(cache, at)? {
            let mut bytes = Vec::new();
            let mut back = at;
            while let Some(&(before, byte)) = parent.get(&back) {
                bytes.push(byte);
                back = before;
            }
            bytes.reverse();
            return String::from_utf8(bytes).ok();
        }
        if seen.len() > MAX_SEARCH {
            return None;
        }
        for &byte in &printable {
            let next = dfa.next_state(cache, at, byte).ok()?;
            if cache.clear_count() != clears {
                return None;
            }
            if !next.is_dead() && seen.insert(next) {
                parent.insert(next, (at, byte));
                queue.push_back(next);
            }
        }
    }
    None
}

/// A set of bytes as 256 bits, for cheap inclusion tests.
pub(crate) fn bit_set(bytes: &[bool; 256]) -> [u64; 4] {
    let mut set = [0u64; 4];
    for (b, _) in bytes.iter().enumerate().filter(|&(_, &on)| on) {
        set[b / 64] |= 1 << (b % 64);
    }
    set
}

/// What follows a viable prefix: see [`ProductionDfa::explore`].
#[derive(Clone)]
pub(crate) struct Exploration {
    pub(crate) continuations: [bool; 256],
    pub(crate) end_of_input: bool,
    pub(crate) completion: String,
    /// Whether `completion` was searched for (it is empty otherwise).
    complete: bool,
}

/// The longest viable prefix of `input` and the state after it. Each step
/// passes the current state to the DFA, which keeps that one valid across a
/// cache clear.
fn walk(dfa: &DFA, cache: &mut Cache, input: &[u8]) -> Option<(usize, LazyStateID)> {
    let mut state = dfa.start_state_forward(cache, &Input::new(input).anchored(Anchored::Yes)).ok()?;
    for (i, &byte) in input.iter().enumerate() {
        let next = dfa.next_state(cache, state, byte).ok()?;
        if next.is_dead() {
            return Some((i, state));
        }
        state = next;
    }
    Some((input.len(), state))
}
