//! The fuzz targets' invariants with bounded cases: on strings generated
//! from every listing and near-miss mutations of them, `check` (a DFA
//! compiled from the grammar files) and `parse_with` (pest) agree on the
//! verdict, the production and the error, and an accepted input writes back
//! to itself.

use crate::oracle;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use rfc1630::{check, parse_with, Grammar};

fn agree(grammar: Grammar, input: &str) -> Result<(), TestCaseError> {
    let checked = check(grammar, input);
    let parsed = parse_with(grammar, input);
    if let Ok(uri) = &parsed {
        prop_assert_eq!(uri.to_string(), input, "{} round trip", grammar);
    }
    let parsed_verdict = parsed.as_ref().ok().map(|u| u.verdict());
    prop_assert_eq!(checked.as_ref().ok(), parsed_verdict.as_ref(), "{} {:?}", grammar, input);
    prop_assert_eq!(checked.err(), parsed.err(), "{} {:?}", grammar, input);
    Ok(())
}

#[test]
fn dfa_and_pest_agree_on_generated_strings_and_mutations() {
    for id in oracle::GRAMMARS {
        let grammar: Grammar = id.parse().unwrap();
        let strategy = (oracle::strategy(id), oracle::mutate::mutations());
        let mut runner = TestRunner::new(Config { cases: 1000, failure_persistence: None, ..Config::default() });
        runner
            .run(&strategy, |(input, mutations)| {
                agree(grammar, &input)?;
                agree(grammar, &oracle::mutate::apply_all(&input, &mutations))
            })
            .unwrap_or_else(|e| panic!("{id}: {e}"));
    }
}
