//! The differential against `fluent-uri` 0.3, a strict RFC 3986 parser:
//! on every string the oracle generates from RFC 3986's listing (and their
//! near misses), every row of `uri-valid-invalid.tsv` and of
//! `wpt-inputs.tsv`, the grammar `rfc3986` accepts exactly when
//! `fluent_uri::UriRef::parse` does. No exception was found (every string
//! of both corpora and every generated one agree), so the list of documented
//! exceptions is empty and any disagreement fails.
//!
//! `fluent-uri` shares no code with this crate: it is a hand-written
//! recursive-descent parser of the same ABNF.

use crate::oracle::{self, mutate};
use crate::support as common;
use crate::support::differential::{with_near_misses, word};
use proptest::test_runner::{Config, TestRunner};
use rfc1630::{check, Grammar};

/// The verdict on `input`, or a report of the disagreement.
fn differ(input: &str) -> Result<bool, String> {
    let ours = check(Grammar::Rfc3986, input).is_ok();
    let theirs = fluent_uri::UriRef::parse(input).is_ok();
    if ours == theirs {
        return Ok(ours);
    }
    Err(format!("{input:?}: rfc3986 {}, fluent-uri {}", word(ours), word(theirs)))
}

#[test]
fn the_corpora_agree_with_fluent_uri() {
    let mut disagreements = Vec::new();
    for (file, column) in [("uri-valid-invalid.tsv", "uri"), ("wpt-inputs.tsv", "input")] {
        let rows = common::tsv(file);
        let mut accepted = 0;
        for row in &rows {
            match differ(&row[column]) {
                Ok(ours) => accepted += usize::from(ours),
                Err(report) => disagreements.push(format!("{file}: {report}")),
            }
        }
        println!("{file}: {} rows, {accepted} accepted by rfc3986", rows.len());
    }
    assert!(disagreements.is_empty(), "{} disagreements:\n{}", disagreements.len(), disagreements.join("\n"));
}

#[test]
fn generated_strings_and_near_misses_agree_with_fluent_uri() {
    let cases = std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(2000);
    let mut runner = TestRunner::new(Config { cases, failure_persistence: None, ..Config::default() });
    let (mut compared, mut accepted) = (0, 0);
    let mut disagreements = Vec::new();
    for input in with_near_misses(&mut runner, oracle::strategy("rfc3986"), mutate::mutations(), cases, 4) {
        compared += 1;
        match differ(&input) {
            Ok(ours) => accepted += usize::from(ours),
            Err(report) => disagreements.push(report),
        }
    }
    println!("{compared} strings compared, {accepted} accepted by both");
    assert!(
        disagreements.is_empty(),
        "{} disagreements, first ones:\n{}",
        disagreements.len(),
        disagreements[..disagreements.len().min(30)].join("\n")
    );
}
