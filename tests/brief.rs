//! `check_brief` reads what a verdict line and a survey bucket show of a
//! rejection from tables prebuilt per state of each listing's diagnosis
//! DFA. The claim that the state decides it: every corpus string and every
//! catalogue URI, under every grammar, gets from `check_brief` exactly what
//! the full error of `check` (a fresh `pest_vm` derivation per stack) gives.

mod common;

use common::{catalogue, corpus_strings};
use rfc1630::{check, check_brief, Grammar, Rejection};

/// Every input of the corpora and the catalogue, twice (so that the second
/// pass reads what the first made of each row).
fn inputs() -> Vec<String> {
    let mut inputs: Vec<String> = corpus_strings().into_iter().map(|(_, s)| s).collect();
    inputs.extend(catalogue().into_iter().filter_map(|row| row.get("uri").cloned()));
    let again = inputs.clone();
    inputs.extend(again);
    inputs
}

#[test]
fn a_brief_rejection_is_the_full_one_summarized() {
    let inputs = inputs();
    let mut failures = Vec::new();
    let mut rejections = 0;
    for grammar in Grammar::ALL.into_iter().chain(Grammar::PROSE) {
        for input in &inputs {
            let full = check(grammar, input).map_err(Rejection::from);
            let brief = check_brief(grammar, input);
            rejections += usize::from(full.is_err());
            if full != brief {
                failures.push(format!("{grammar} {input:?}:\n  full  {full:?}\n  brief {brief:?}"));
            }
        }
    }
    assert!(rejections > 10_000, "only {rejections} rejections were compared");
    let shown: Vec<&String> = failures.iter().take(20).collect();
    let grammars: std::collections::BTreeMap<&str, usize> = failures.iter().fold(Default::default(), |mut m, f| {
        *m.entry(f.split(' ').next().unwrap()).or_default() += 1;
        m
    });
    assert!(failures.is_empty(), "{} differences of {rejections} ({grammars:?}):\n{shown:#?}", failures.len());
}
