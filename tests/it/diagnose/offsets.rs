//! Every rejection points at the exact byte: the error offset is the end of
//! the input's longest viable prefix (the longest prefix some string of the
//! grammar's language extends), on every grammar.
//!
//! The reference is the oracle's recognizer regex (`tests/it/oracle/`, built
//! from the listings, not from the `.pest` files), walked as a DFA by
//! `oracle::viable` (which shares no code with `src/diagnose`). Inputs:
//! generated strings, near-miss mutations of them, and the shared corpora.

use crate::oracle::{self, mutate, viable};
use crate::support as common;
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::{Config, TestRunner};
use rfc1630::{parse_with, Grammar, ParseError};

/// Cases per grammar unless `PROPTEST_CASES` says otherwise.
const CASES: u32 = 300;
/// Mutants checked per generated string.
const MUTANTS_PER_CASE: usize = 4;

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(CASES)
}

/// The crate's verdict and offset against the oracle's, or a report.
fn agree(grammar: Grammar, cache: &mut regex_automata::hybrid::dfa::Cache, input: &str) -> Result<(), String> {
    let (viable, accepted) = viable::viable_prefix(grammar.id(), cache, input.as_bytes());
    match parse_with(grammar, input) {
        Ok(_) if accepted => Ok(()),
        Ok(_) => Err(format!("{grammar}: {input:?} accepted, the oracle rejects it at {viable}")),
        Err(ParseError::Syntax(e)) if !accepted && e.offset() == viable => Ok(()),
        Err(e) => {
            Err(format!("{grammar}: {input:?}: offset {} (oracle {viable}, accepts: {accepted}): {e}", e.offset()))
        }
    }
}

#[test]
fn offsets_of_generated_strings_and_near_misses() {
    let mut failures = Vec::new();
    let mut compared = 0;
    for grammar in Grammar::ALL {
        let mut cache = viable::dfa(grammar.id()).create_cache();
        let strategy =
            (oracle::strategy(grammar.id()), proptest::collection::vec(mutate::mutations(), MUTANTS_PER_CASE));
        let mut runner = TestRunner::new(Config { cases: cases(), failure_persistence: None, ..Config::default() });
        for _ in 0..cases() {
            let (derived, mutations) = strategy.new_tree(&mut runner).expect("a value").current();
            for input in
                std::iter::once(derived.clone()).chain(mutations.iter().map(|m| mutate::apply_all(&derived, m)))
            {
                compared += 1;
                if let Err(report) = agree(grammar, &mut cache, &input) {
                    failures.push(report);
                }
            }
        }
    }
    println!("{compared} strings compared");
    assert!(
        failures.is_empty(),
        "{} disagreements, first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}

#[test]
fn offsets_of_the_corpora() {
    let strings: std::collections::BTreeSet<String> = common::corpus_strings().into_iter().map(|(_, s)| s).collect();
    let mut failures = Vec::new();
    for grammar in Grammar::ALL {
        let mut cache = viable::dfa(grammar.id()).create_cache();
        for input in &strings {
            if let Err(report) = agree(grammar, &mut cache, input) {
                failures.push(report);
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} disagreements, first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}

/// Every example of the catalogue, as printed and as intended where
/// damaged: the offsets its snapshots (`snapshots/conformance/example@*.snap`) claim.
#[test]
fn offsets_of_the_catalogue() {
    let mut failures = Vec::new();
    for grammar in Grammar::ALL {
        let mut cache = viable::dfa(grammar.id()).create_cache();
        for example in rfc1630::study::conformance::catalogue() {
            let intended = match &example.claim {
                rfc1630::study::conformance::Claim::Damaged { intended } => Some(intended.clone()),
                _ => None,
            };
            for input in std::iter::once(example.uri.clone()).chain(intended) {
                if let Err(report) = agree(grammar, &mut cache, &input) {
                    failures.push(format!("{}: {report}", example.id));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} disagreements:\n{}", failures.len(), failures.join("\n"));
}

/// Four rejections whose offset, stack and expected set were worked out by hand.
#[test]
fn the_documented_examples() {
    let err = parse_with(Grammar::Rfc1630Url, "ftp://h51nAuwwx.q0cnQn.HPKX.vetm").unwrap_err();
    assert_eq!(err.offset(), 32);
    let stack = &err.stacks()[0];
    assert_eq!(
        (stack.production, stack.frames[0].rule, stack.after, stack.next.as_deref()),
        ("ftpaddress", "ftpaddress", Some("login"), Some("/"))
    );
    assert!(err.expected().unwrap().literals.contains(&rfc1630::diagnose::Byte(b'/')));

    // The default grammar reports the URL listing, which got further than the generic one.
    let err = parse_with(Grammar::Rfc1630, "ftp://ftp.ncsa.uiuc.edu").unwrap_err();
    assert_eq!(err.offset(), 23);
    assert_eq!(err.expected().unwrap().listing, rfc1630::grammar::Listing::Rfc1630Url);
    assert_eq!(err.stacks()[0].production, "ftpaddress");
    assert!(err.summary().contains(r#""/" after login"#), "{}", err.summary());

    // The `%` at byte 9 starts an escape; the `z` at byte 10 is no `hex`.
    let err = parse_with(Grammar::Rfc1630Url, "news:1234%zz@h").unwrap_err();
    assert_eq!(err.offset(), 10);
    let expected = err.expected().unwrap();
    assert_eq!((expected.classes.len(), expected.classes[0].rule, expected.literals.len()), (1, "hex", 0));
    let frames: Vec<&str> = err.stacks()[0].frames.iter().map(|f| f.rule).collect();
    assert_eq!(&frames[..2], ["escape", "xalpha"]);
    assert!(frames.contains(&"groupart") && frames.contains(&"newsaddress"), "{frames:?}");
    assert_eq!(err.stacks()[0].frames[0].start, 9);

    for grammar in [Grammar::Rfc1630Url, Grammar::Rfc1630] {
        let err = parse_with(grammar, "http://info.cern.ch:80x/").unwrap_err();
        assert_eq!(err.offset(), 22);
        let fragment = if grammar == Grammar::Rfc1630 { "\"#\", " } else { "" };
        assert_eq!(err.expected().unwrap().to_string(), format!(r#"digit, {fragment}"/", "?" or end of input"#));
        assert_eq!(err.stacks()[0].innermost_production().unwrap().rule, "port");
        assert!(err.summary().contains("in port (RFC 1630 p.25"), "{}", err.summary());
    }
}

/// RFC 822's `atom` excludes its specials only as literal characters (E4):
/// the diagnosis's regular form of the lookahead is exact at both kinds.
#[test]
fn atom_specials_and_escapes() {
    for grammar in [Grammar::Rfc1630Url, Grammar::Url03] {
        let mut cache = viable::dfa(grammar.id()).create_cache();
        for input in [
            "mid:a(b@c",
            "mid:a%28b@c",
            "cid:x@%5Bq%5D%5Dz",
            "mid:\"a%22\"@b",
            "mid:\"a\"b@c",
            "mid:a@b.(",
            "cid:a@%5B%5C",
        ] {
            agree(grammar, &mut cache, input).unwrap();
        }
    }
}
