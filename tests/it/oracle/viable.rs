//! The longest viable prefix of a string under a grammar id, from the
//! oracle's own regex ([`super::pattern`]), independently of the crate.
//!
//! The regex is compiled into a lazy DFA (`regex-automata`, bytes, anchored)
//! and walked until it dies. A dead state can reach no match, but a state
//! that is not dead is not proven able to reach one; so the walk's last
//! state is checked by a search for a match state, and the walk steps back
//! until one is found. The result is exact by construction: the prefix it
//! returns reaches a match, and the one byte longer does not.

use regex_automata::hybrid::dfa::{Cache, DFA};
use regex_automata::hybrid::LazyStateID;
use regex_automata::nfa::thompson;
use regex_automata::util::syntax;
use regex_automata::{Anchored, Input};
use std::collections::{HashSet, VecDeque};
use std::sync::OnceLock;

/// Every id [`dfa`] takes: the listings' and the `+prose` grammars'.
const IDS: usize = super::GRAMMARS.len() + super::prose::GRAMMARS.len();

/// The oracle's DFA of a grammar id, a listing's or a `+prose` grammar's (built once).
pub fn dfa(grammar: &str) -> &'static DFA {
    static CACHE: [OnceLock<DFA>; IDS] = [const { OnceLock::new() }; IDS];
    let index = super::GRAMMARS
        .into_iter()
        .chain(super::prose::GRAMMARS.map(|(id, _)| id))
        .position(|g| g == grammar)
        .expect("a grammar id of the oracle");
    CACHE[index].get_or_init(|| {
        DFA::builder()
            .configure(DFA::config().cache_capacity(1 << 30))
            // RFC 3987's terminals are characters (l.360): its ranges are
            // code points, matched as their UTF-8 bytes.
            .syntax(syntax::Config::new().unicode(grammar == "rfc3987").utf8(false))
            .thompson(thompson::Config::new().utf8(false))
            .build(&format!("{}$", super::pattern(grammar)))
            .unwrap_or_else(|e| panic!("the oracle's regex for {grammar} compiles: {e}"))
    })
}

/// The length of the longest prefix of `input` that some string of the
/// grammar's language extends, and whether `input` is itself in it.
///
/// Panics if the DFA's cache was cleared (which would make the state ids
/// held here stale); the cache is large enough that it is not.
pub fn viable_prefix(grammar: &str, cache: &mut Cache, input: &[u8]) -> (usize, bool) {
    let dfa = dfa(grammar);
    let clears = cache.clear_count();
    let start = dfa.start_state_forward(cache, &Input::new(input).anchored(Anchored::Yes)).expect("start state");
    let mut states = vec![start];
    for &byte in input {
        let next = dfa.next_state(cache, *states.last().expect("a state"), byte).expect("transition");
        if next.is_dead() {
            break;
        }
        states.push(next);
    }
    let accepted = states.len() == input.len() + 1
        && dfa.next_eoi_state(cache, states[input.len()]).expect("end transition").is_match();
    let mut found = (0, false);
    while let Some(&state) = states.last() {
        if reaches_match(dfa, cache, state) {
            found = (states.len() - 1, accepted);
            break;
        }
        states.pop();
    }
    assert_eq!(cache.clear_count(), clears, "the oracle DFA's cache was cleared: raise its capacity");
    found
}

/// Whether some string leads from `state` to a match (breadth-first).
fn reaches_match(dfa: &DFA, cache: &mut Cache, state: LazyStateID) -> bool {
    let mut seen = HashSet::from([state]);
    let mut queue = VecDeque::from([state]);
    while let Some(state) = queue.pop_front() {
        if dfa.next_eoi_state(cache, state).expect("end transition").is_match() {
            return true;
        }
        for byte in dfa.byte_classes().representatives(..).filter_map(|u| u.as_u8()) {
            let next = dfa.next_state(cache, state, byte).expect("transition");
            if !next.is_dead() && seen.insert(next) {
                queue.push_back(next);
            }
        }
    }
    false
}
