//! `rfc1630 survey` through the real binary: the counts add
//! up, the streaming on every core gives what one pass gives, the first
//! example of each rejection is the first in the file, bad lines are
//! counted, and a user's `.pest` file can be surveyed. (The era corpus's
//! table in `docs/survey.md` is the command's output, written there by
//! `cargo xtask generate`.)

use crate::support::binary::run as rfc1630;
use crate::support::files::{my_url7, scratch};
use serde_json::Value;
use std::path::Path;

const ERA: &str = "../shared/corpora/era-urls.tsv";

fn survey_json(args: &[&str]) -> Value {
    let run = rfc1630(&[&["survey", "--json"], args].concat(), b"");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    serde_json::from_str(&run.stdout).unwrap()
}

fn count(value: &Value, key: &str) -> u64 {
    value.get(key).and_then(Value::as_u64).unwrap_or(0)
}

fn sum(map: &Value) -> u64 {
    map.as_object().unwrap().values().map(|v| v.as_u64().unwrap()).sum()
}

#[test]
fn every_line_is_accepted_once_or_rejected_once_under_each_of_the_six_grammars() {
    let survey = survey_json(&[ERA]);
    let grammars = survey.as_object().unwrap();
    let ids: Vec<&str> = grammars.keys().map(String::as_str).collect();
    let mut expected: Vec<&str> = rfc1630::Grammar::ALL.map(|g| g.id()).into();
    expected.sort_unstable();
    assert_eq!(ids, expected);
    let rows = std::fs::read_to_string(ERA).unwrap().lines().skip(1).filter(|l| !l.is_empty()).count() as u64;
    for (id, g) in grammars {
        assert_eq!(count(g, "accepted"), sum(&g["by_production"]), "{id}");
        assert_eq!(count(g, "accepted") + sum(&g["rejected_by"]), rows, "{id}");
        // Each key names a production of the grammar's own listings.
        for key in g["by_production"].as_object().unwrap().keys() {
            let (listing, production) = key.split_once(':').unwrap();
            let grammar: rfc1630::Grammar = id.parse().unwrap();
            let listing = grammar.listings().iter().find(|l| l.id() == listing);
            let listing = *listing.unwrap_or_else(|| panic!("{id}: {key} is not a listing of the grammar"));
            assert!(rfc1630::grammar::listings::rules(listing).iter().any(|r| r.name == production), "{id}: {key}");
        }
    }
}

/// The verdicts of `check`, line by line, counted here: what the survey
/// must add up to.
#[test]
fn the_counts_are_those_of_check_line_by_line() {
    let survey = survey_json(&["--grammar", "url7", "--grammar", "rfc1630", ERA]);
    let uris: Vec<String> = std::fs::read_to_string(ERA)
        .unwrap()
        .lines()
        .skip(1)
        .map(|l| rfc1630::study::tsv::unescape(l.split('\t').next().unwrap()))
        .collect();
    for id in ["url7", "rfc1630"] {
        let run = rfc1630(&["check", "--grammar", id], uris.join("\n").as_bytes());
        let mut by_production = std::collections::BTreeMap::<String, u64>::new();
        for line in run.stdout.lines() {
            if let Some(verdict) = line.strip_prefix("ok\t") {
                *by_production.entry(verdict.to_string()).or_default() += 1;
            }
        }
        let surveyed: std::collections::BTreeMap<String, u64> =
            serde_json::from_value(survey[id]["by_production"].clone()).unwrap();
        assert_eq!(surveyed, by_production, "{id}");
    }
}

/// More lines than one core's batch, with a rejection of one kind at two
/// places: the streaming, parallel survey equals the one-pass library
/// survey, and the example is the first line of its kind.
#[test]
fn the_parallel_survey_is_the_one_pass_survey_and_keeps_the_first_example() {
    let dir = scratch("survey-parallel");
    let mut lines: Vec<String> = (0..3000).map(|i| format!("http://info.cern.ch/{i}")).collect();
    lines[1499] = "http://h:x/a".to_string();
    lines[2999] = "http://h:y/b".to_string();
    lines[2000] = "news:comp.infosystems.www".to_string();
    let file = dir.join("lines.txt");
    std::fs::write(&file, lines.join("\n")).unwrap();
    let survey = survey_json(&["--grammar", "rfc1630-url", file.to_str().unwrap()]);
    let grammars = [rfc1630::study::workbench::GrammarChoice::Builtin(rfc1630::Grammar::Rfc1630Url)];
    let one_pass = rfc1630::study::survey::survey(&grammars, lines.iter().map(String::as_str));
    assert_eq!(survey, serde_json::to_value(&one_pass).unwrap());
    let g = &survey["rfc1630-url"];
    assert_eq!(count(g, "accepted"), 2998);
    assert_eq!(g["rejected_by"], serde_json::json!({"rfc1630-url:port": 2}));
    assert_eq!(g["rejections"]["rfc1630-url:port"]["example"], "http://h:x/a");
    assert_eq!(g["rejections"]["rfc1630-url:port"]["line"], 1500);
}

#[test]
fn lines_not_utf8_and_over_the_cap_are_rejected_by_every_grammar_with_their_line() {
    let dir = scratch("survey-bad-lines");
    let file = dir.join("bad.txt");
    let mut bytes = b"http://info.cern.ch/\nhttp://h/\xff\n\n".to_vec();
    bytes.extend(b"http://h/".iter().chain(&vec![b'a'; rfc1630::diagnose::MAX_INPUT_LEN]));
    bytes.extend(b"\r\nnews:x\n");
    std::fs::write(&file, bytes).unwrap();
    let survey = survey_json(&[file.to_str().unwrap()]);
    for (id, g) in survey.as_object().unwrap() {
        assert_eq!(count(g, "accepted") + sum(&g["rejected_by"]), 4, "{id}: the empty line is skipped");
        assert_eq!(g["rejections"]["(not UTF-8)"]["line"], 2, "{id}");
        assert_eq!(g["rejections"]["(not UTF-8)"]["example"], "http://h/\u{fffd}", "{id}");
        assert_eq!(g["rejections"]["(over the length cap)"]["line"], 4, "{id}");
        let shown = g["rejections"]["(over the length cap)"]["example"].as_str().unwrap();
        assert!(shown.starts_with("http://h/aaa") && shown.ends_with('…') && shown.len() < 100, "{id}");
    }
}

#[test]
fn a_users_pest_file_is_surveyed_under_its_own_name() {
    let dir = scratch("survey-user");
    let mine = my_url7(&dir);
    let corpus = dir.join("uris.txt");
    std::fs::write(&corpus, "http://h/a b\nhttp://h/ab\n").unwrap();
    let survey = survey_json(&["--grammar", "url7", "--grammar", mine.to_str().unwrap(), corpus.to_str().unwrap()]);
    assert_eq!(survey["url7"]["by_production"], serde_json::json!({"url7:httpaddress": 2}));
    let g = &survey["my-url7.pest"];
    assert_eq!(g["by_production"], serde_json::json!({"my-url7.pest:httpaddress": 1}));
    assert_eq!(sum(&g["rejected_by"]), 1);
    let (stop, rejection) = g["rejections"].as_object().unwrap().iter().next().unwrap();
    assert!(stop.starts_with("my-url7.pest:"), "{stop}");
    assert_eq!((rejection["example"].as_str(), rejection["line"].as_u64()), (Some("http://h/a b"), Some(1)));
    // A broken file: pest_meta's position, exit 2, no panic.
    let bad = dir.join("bad.pest");
    std::fs::write(&bad, "a = { \"x\" ~ }\n").unwrap();
    let run = rfc1630(&["survey", "--grammar", bad.to_str().unwrap(), corpus.to_str().unwrap()], b"");
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("bad.pest:1:"), "{}", run.stderr);
    let run = rfc1630(&["survey", Path::new("no/such.txt").to_str().unwrap()], b"");
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("no/such.txt"), "{}", run.stderr);
}

#[test]
fn standard_input_is_read_as_lines() {
    let run = rfc1630(&["survey", "--json", "--grammar", "url4", "-"], b"http://info.cern.ch/\nhttp://h/<\n");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let survey: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(count(&survey["url4"], "accepted"), 1);
    assert_eq!(sum(&survey["url4"]["rejected_by"]), 1);
}
