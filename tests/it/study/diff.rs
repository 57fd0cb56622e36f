//! Rule-by-rule diffs of consecutive revisions, and outcome diffs over the
//! corpora, snapshotted for spec authors.

use crate::support as common;
use rfc1630::study::diff::{corpus_inputs, diff, load, outcome_diff, DiffError, OutcomeDiff};
use rfc1630::Grammar;
use serde::Serialize;

/// The revisions in order, then the RFC's URL listing.
/// The steps whose outcomes over the corpora are snapshotted: the URL line,
/// and RFC 3986 to its twin for IRIs.
const STEPS: [(&str, &str); 4] =
    [("url4", "url7"), ("url7", "url-03"), ("url-03", "rfc1630-url"), ("rfc3986", "rfc3987")];

#[test]
fn each_revision_step_rule_by_rule() {
    // Every step of both lines of descent, and RFC 2396 -> RFC 3986 (the
    // changes RFC 3986's Appendix D describes), through RFC 2732.
    let steps = rfc1630::study::lineage::steps().map(|(a, b)| (a.id(), b.id()));
    for (a, b) in steps.chain([("rfc2396", "rfc3986")]) {
        let d = diff(&load(a).unwrap(), &load(b).unwrap());
        snapshot!("diff", format!("diff-{a}-to-{b}"), yaml: &d);
    }
}

#[test]
fn url03_to_rfc1630_is_only_the_double_colon() {
    let d = diff(&load("url-03").unwrap(), &load("rfc1630-url").unwrap());
    assert!(d.only_in_a.is_empty() && d.only_in_b.is_empty(), "{d:?}");
    assert_eq!(d.changed.len(), 1, "{d:?}");
    let change = &d.changed[0];
    assert_eq!(change.rule, "mailtoaddress");
    assert!(change.a.starts_with("\"mailto::\"") && change.b.starts_with("\"mailto:\""), "{change:?}");
}

#[test]
fn url7_generic_against_rfc1630_generic_uri() {
    let url7 = load("url7").unwrap().reachable_from("generic", "generic").unwrap();
    let rfc = load("rfc1630-generic").unwrap().reachable_from("uri", "generic").unwrap();
    let d = diff(&url7, &rfc);
    // The productions are the same but for url7's `extra`, which holds `:`, `;` and space (F13).
    assert_eq!(d.changed.iter().map(|c| c.rule.as_str()).collect::<Vec<_>>(), ["extra"]);
    assert_eq!(d.changed[0].removed, ["space", ":", ";"]);
    snapshot!("diff", "diff-url7-generic-to-rfc1630-generic-uri", yaml: &d);
}

#[test]
fn a_grammar_against_itself_and_a_pest_file() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/grammar/rfc1630-generic.pest");
    let d = diff(&load("rfc1630-generic").unwrap(), &load(path).unwrap());
    assert!(d.changed.is_empty() && d.only_in_a.is_empty() && d.only_in_b.is_empty(), "{d:?}");
    assert!(load("no-such-grammar.pest").is_err());
}

#[test]
fn a_copy_of_a_listing_file_reads_its_project_rules_from_the_override_list() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/grammar/url7.pest");
    let d = diff(&load("url7").unwrap(), &load(path).unwrap());
    assert!(d.changed.is_empty() && d.only_in_a.is_empty() && d.only_in_b.is_empty(), "{d:?}");
    // The project rules are read as what they stand for, never reported on their own.
    assert!(!load(path).unwrap().rule_names().iter().any(|r| r == "scheme_ialpha" || r == "url_end"));
}

#[test]
fn a_file_that_is_no_pest_grammar_is_an_error() {
    let path = std::env::temp_dir().join(format!("rfc1630-diff-notes-{}.txt", std::process::id()));
    std::fs::write(&path, "Notes on the URL drafts.\nurl = maybe\n").unwrap();
    let loaded = load(path.to_str().unwrap());
    std::fs::remove_file(&path).unwrap();
    assert!(matches!(loaded, Err(DiffError::NotPest(..))), "{loaded:?}");
    assert!(matches!(load("no-such-file.txt"), Err(DiffError::Unreadable(..))));
}

#[test]
fn the_default_grammar_is_the_union_of_its_two_listings() {
    let (both, url, generic) =
        (load("rfc1630").unwrap(), load("rfc1630-url").unwrap(), load("rfc1630-generic").unwrap());
    let mut expected = url.rule_names();
    expected.extend(generic.rule_names().into_iter().filter(|r| !url.rule_names().contains(r)));
    assert_eq!(both.rule_names(), expected);
    // A rule both listings define is the URL listing's.
    let d = diff(&both, &url);
    assert!(d.changed.is_empty() && d.only_in_b.is_empty(), "{d:?}");
    assert_eq!(d.only_in_a, ["fragmentaddress", "uri"]);
    // Against url7 the shared rules are compared, not all reported as only in url7.
    let d = diff(&both, &load("url7").unwrap());
    assert!(d.unchanged > 20, "{d:?}");
    assert!(d.only_in_b.contains(&"generic".to_string()) && !d.only_in_b.contains(&"xalphas".to_string()), "{d:?}");
    assert!(d.changed.iter().any(|c| c.rule == "extra"), "{d:?}");
}

/// Counts and a sample (the first five of each kind) of an outcome diff.
#[derive(Serialize)]
struct Summary {
    a: Grammar,
    b: Grammar,
    inputs: usize,
    counts: std::collections::BTreeMap<&'static str, usize>,
    sample: Vec<String>,
}

fn summary(d: &OutcomeDiff) -> Summary {
    let mut sample = Vec::new();
    for kind in d.counts.keys() {
        sample.extend(
            d.changed
                .iter()
                .filter(|c| c.kind == *kind)
                .take(5)
                .map(|c| format!("{}: {:?} {} -> {}", c.kind, c.input, c.a, c.b)),
        );
    }
    Summary { a: d.a, b: d.b, inputs: d.inputs, counts: d.counts.clone(), sample }
}

#[test]
fn outcomes_over_the_corpora_for_each_step() {
    let catalogue: Vec<String> = rfc1630::study::conformance::catalogue().into_iter().map(|e| e.uri).collect();
    let corpora: Vec<(&str, Vec<String>)> = vec![
        ("era-urls", corpus_file("era-urls.tsv")),
        ("wpt-inputs", corpus_file("wpt-inputs.tsv")),
        ("uri-valid-invalid", corpus_file("uri-valid-invalid.tsv")),
        ("catalogue", catalogue),
    ];
    for (name, inputs) in &corpora {
        let mut summaries = Vec::new();
        for (a, b) in STEPS {
            let d = outcome_diff(a.parse().unwrap(), b.parse().unwrap(), inputs.iter().cloned());
            assert_eq!(d.changed.len(), d.counts.values().sum::<usize>());
            summaries.push(summary(&d));
        }
        snapshot!("diff", format!("outcomes-{name}"), yaml: summaries);
    }
}

#[test]
fn a_production_renamed_along_the_line_is_no_change() {
    // RFC 3987 renames RFC 3986's productions (`URI` is `IRI`, l.368-371):
    // an ASCII URI is the same production under both.
    let inputs = ["http://a/b", "//a/b", "ht\u{e9}://a", "http://a/\u{e9}"].map(String::from);
    let d = outcome_diff(Grammar::Rfc3986, Grammar::Rfc3987, inputs);
    let changed: Vec<(&str, &str)> = d.changed.iter().map(|c| (c.input.as_str(), c.kind)).collect();
    assert_eq!(changed, [("http://a/\u{e9}", "rejected-to-accepted")]);
    // Two productions that are not each other's successor still differ.
    let d = outcome_diff(Grammar::Rfc2396, Grammar::Rfc3986, ["http://a/b#f".to_string()]);
    assert_eq!(d.counts.get("production-changed"), Some(&1), "{d:?}");
}

fn corpus_file(name: &str) -> Vec<String> {
    let path = common::corpus_path(name);
    let text = std::fs::read_to_string(&path).unwrap();
    corpus_inputs(std::path::Path::new(&path), &text)
}
