//! What the differentials against another parser share: the word for a
//! verdict, and the strings a listing's generator derives, each followed by
//! its near misses.

use crate::oracle::mutate::{self, Mutation};
use crate::oracle::Gen;
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::TestRunner;

/// How a report names a verdict.
pub fn word(accepted: bool) -> &'static str {
    if accepted {
        "accepts"
    } else {
        "rejects"
    }
}

/// `cases` strings drawn from `derived` by `runner`, each after its `near`
/// near misses (a draw of `mutations` applied to it).
pub fn with_near_misses(
    runner: &mut TestRunner,
    derived: Gen,
    mutations: impl Strategy<Value = Vec<Mutation>>,
    cases: u32,
    near: usize,
) -> Vec<String> {
    let strategy = (derived, proptest::collection::vec(mutations, near));
    let mut out = Vec::new();
    for _ in 0..cases {
        let (derived, edits) = strategy.new_tree(runner).expect("a value").current();
        out.extend(edits.iter().map(|edit| mutate::apply_all(&derived, edit)));
        out.push(derived);
    }
    out
}
