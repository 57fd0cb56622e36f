//! Every string of `../shared/corpora` under every grammar: no panic, every
//! error typed, every accepted string written back byte for byte, and the
//! validation path agreeing with the typed parse.

use crate::support as common;

use rfc1630::{check, parse_with, Grammar, ParseError};
use std::collections::{BTreeMap, HashSet};

#[test]
fn every_corpus_string_under_every_grammar() {
    let strings = common::corpus_strings();
    assert!(strings.len() > 5_000, "corpora went missing: {}", strings.len());
    // Each distinct string once under each grammar; the table below counts
    // every row of every corpus.
    let distinct = common::distinct_corpus_strings();
    let mut accepted: HashSet<(Grammar, &str)> = HashSet::new();
    for input in &distinct {
        for grammar in Grammar::ALL {
            let parsed = parse_with(grammar, input);
            assert_eq!(
                check(grammar, input).map_err(|e| e.offset()),
                parsed.as_ref().map(|u| u.verdict()).map_err(|e| e.offset()),
                "{grammar}: {input:?}"
            );
            match parsed {
                Ok(uri) => {
                    assert_eq!(uri.to_string(), *input, "round trip under {grammar}");
                    accepted.insert((grammar, input));
                }
                Err(ParseError::Syntax(e)) => {
                    assert!(e.offset() <= input.len() && !e.to_string().is_empty())
                }
                Err(other) => panic!("{grammar}: {input:?}: {other:?}"),
            }
        }
    }
    // How many strings of each corpus column each grammar accepts: a claim
    // about how far period and modern URIs fit the 1994 listings.
    let mut table: BTreeMap<String, usize> = BTreeMap::new();
    for (source, input) in &strings {
        *table.entry(format!("total {source}")).or_default() += 1;
        for grammar in Grammar::ALL {
            if accepted.contains(&(grammar, input.as_str())) {
                *table.entry(format!("{grammar} {source}")).or_default() += 1;
            }
        }
    }
    snapshot!("corpora", "corpora-accepted", yaml: table);
}

/// Every corpus string through every operation under every grammar: lint,
/// comparison with itself, extraction from a bracketed line, and resolution
/// of each table's partials in their bases. Nothing panics; every error is
/// typed and says something.
#[test]
fn every_corpus_string_through_every_operation() {
    use rfc1630::revisions::equivalence::rfc1630::{equivalent_with, Comparison};
    use rfc1630::revisions::resolution::{resolve_with, ResolveOptions};
    let strings = common::distinct_corpus_strings();
    for grammar in Grammar::ALL {
        for input in &strings {
            for warning in rfc1630::study::lint::lint_with(grammar, input) {
                assert!(!warning.message.is_empty(), "{grammar}: {input:?}");
            }
            match equivalent_with(grammar, input, input) {
                Ok(comparison) => assert_eq!(comparison, Comparison::Identical, "{grammar}: {input:?}"),
                Err(e) => assert!(check(grammar, input).is_err() && !e.to_string().is_empty(), "{grammar}: {input:?}"),
            }
            let text = format!("see <{input}> here");
            for found in rfc1630::study::extract::extract_with(grammar, &text) {
                assert_eq!(found.verdict, check(grammar, &found.uri), "{grammar}: {input:?}");
            }
        }
        for table in [
            "resolution-rfc1630.tsv",
            "resolution-rfc1808.tsv",
            "resolution-rfc2396.tsv",
            "resolution-rfc3986.tsv",
            "resolution-fielding-1998.tsv",
            "libwww-htparse-observed.tsv",
        ] {
            for row in common::tsv(table) {
                for literal in [false, true] {
                    if let Err(e) =
                        resolve_with(grammar, ResolveOptions::literal(literal), &row["base"], &row["relative"])
                    {
                        assert!(!e.to_string().is_empty());
                    }
                }
            }
        }
    }
}

/// `midaddress` and `cidaddress` (RFC 822's `atom` lookahead) are pest's to
/// decide; the DFA holds a superset of each (lookaheads dropped) that says
/// when pest must run. Around them, the validation path still agrees with
/// the typed parse, on the verdict and on the error offset.
#[test]
fn mid_and_cid_agree_through_their_superset_patterns() {
    let inputs = [
        "mid:a@b",
        "mid:a.b@c.d",
        "cid:part1@host.dom",
        "URL:mid:m@h",
        "url:cid:m@h",
        "mid:\"quoted string\"@h",
        "mid:a@[1.2.3.4]",
        "mid:a",
        "mid:@h",
        "mid:a@",
        "mid:a b@h",
        "mid:a@b#frag",
        "cid:",
        "mid:a@b.",
        "midx:a@b",
        "mid:a(b)@c",
        "mid:a@b/c",
    ];
    for grammar in Grammar::ALL {
        for input in inputs {
            let parsed = parse_with(grammar, input);
            assert_eq!(
                check(grammar, input).map_err(|e| e.offset()),
                parsed.as_ref().map(|u| u.verdict()).map_err(|e| e.offset()),
                "{grammar}: {input:?}"
            );
        }
    }
    assert_eq!(check(Grammar::Rfc1630, "mid:a@b").unwrap().production, "midaddress");
}
