//! `check_brief` reads what a verdict line and a survey bucket show of a
//! rejection from tables prebuilt per state of each listing's diagnosis
//! DFA. The claim that the state decides it: every corpus string and every
//! catalogue URI, under every grammar, gets from `check_brief` exactly what
//! the full error of `check` (a fresh `pest_vm` derivation per stack) gives.

use crate::support::{catalogue, distinct_corpus_strings};
use rfc1630::{check, diagnose::Rejection, recognize::check_brief, Grammar};

/// Every input of the corpora and the catalogue, twice (so that the second
/// pass reads what the first made of each row).
fn inputs() -> Vec<String> {
    let mut inputs: Vec<String> = distinct_corpus_strings();
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

/// Found by the `offsets` fuzz target: `ftp://news:` (an empty password so
/// far) and `ftp://news:feN` end in the same state of RFC 1738's diagnosis
/// DFA, but only the second has a `password` pair before the offset
/// (`login: "@" after password`). A state that two ways in name
/// differently has no row in the prebuilt table, and is diagnosed the
/// exact way.
#[test]
fn a_state_reached_by_an_empty_run_and_a_full_one_is_told_exactly() {
    // The last: `article` ends in `&`, a literal of its repetition, where
    // other ways into the same state end in a `uchar` pair.
    let inputs = [
        "ftp://news:feN\u{5}\0-m",
        "ftp://news:\u{5}",
        "ftp://a:b\u{5}",
        "ftp://a:\u{5}",
        "news:afShttfile://nnt/&&&\u{14}",
    ];
    for input in inputs {
        let full = check(Grammar::Rfc1738, input).map_err(Rejection::from);
        assert_eq!(check_brief(Grammar::Rfc1738, input), full, "{input:?}");
    }
    let full = check(Grammar::Rfc1738, "ftp://news:feN\u{5}").unwrap_err().summary();
    assert!(full.contains(r#"in login: "@" after password"#), "{full}");
}
