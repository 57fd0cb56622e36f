//! Every example of the five documents, under every grammar: verdict and AST
//! or error, snapshotted in `snapshots/conformance/` (one file per example).

use rfc1630::study::conformance::{catalogue, run, Agreement, Claim};
use rfc1630::{parse_with, Grammar};
use serde::Serialize;

#[derive(Serialize)]
struct Snapshot<'a> {
    example: &'a rfc1630::study::conformance::Example,
    agreement: &'a Agreement,
    grammars: Vec<GrammarOutcome<'a>>,
}

#[derive(Serialize)]
struct GrammarOutcome<'a> {
    grammar: Grammar,
    /// The typed tree (`Uri::ast`), not the string a `Uri` serializes as.
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "tree")]
    ast: Option<rfc1630::Uri<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<rfc1630::ParseError>,
}

fn tree<S: serde::Serializer>(uri: &Option<rfc1630::Uri<'_>>, serializer: S) -> Result<S::Ok, S::Error> {
    uri.as_ref().map(rfc1630::Uri::ast).serialize(serializer)
}

#[test]
fn every_example_under_every_grammar() {
    let outcomes = run();
    assert!(outcomes.len() >= 150, "the catalogue lost examples: {}", outcomes.len());
    for outcome in &outcomes {
        let uri = outcome.example.uri.as_str();
        let grammars = Grammar::ALL
            .iter()
            .map(|&grammar| match parse_with(grammar, uri) {
                Ok(ast) => {
                    assert_eq!(ast.to_string(), uri, "round trip of {}", outcome.example.id);
                    GrammarOutcome { grammar, ast: Some(ast), error: None }
                }
                Err(e) => GrammarOutcome { grammar, ast: None, error: Some(e) },
            })
            .collect();
        let snapshot = Snapshot { example: &outcome.example, agreement: &outcome.agreement, grammars };
        snapshot!("conformance", format!("example@{}", outcome.example.id), yaml: snapshot);
    }
}

#[test]
fn check_and_parse_agree_on_every_example() {
    for example in catalogue() {
        for grammar in Grammar::ALL {
            let checked = rfc1630::check(grammar, &example.uri);
            let parsed = parse_with(grammar, &example.uri);
            assert_eq!(checked.as_ref().ok(), parsed.as_ref().ok().map(|u| u.verdict()).as_ref(), "{}", example.id);
            assert_eq!(checked.err(), parsed.err(), "{}", example.id);
        }
    }
}

#[test]
fn catalogue_provenance_is_complete() {
    let seeds = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/seeds/");
    let lineage = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/lineage/");
    for example in catalogue() {
        let seeds = if std::path::Path::new(&format!("{lineage}{}", example.file)).exists() { lineage } else { seeds };
        assert!(!example.id.is_empty() && !example.page.is_empty() && !example.section.is_empty(), "{example:?}");
        let document = std::fs::read_to_string(format!("{seeds}{}", example.file)).expect("seed file");
        assert!(document.contains(&example.text), "{} does not quote {}", example.id, example.file);
        if let Claim::Identical { other } | Claim::NotIdentical { other } = &example.claim {
            assert!(catalogue().iter().any(|e| &e.id == other), "{} names a missing pair", example.id);
        }
    }
}

/// The findings the conformance run reports, as one list a reviewer reads.
#[test]
fn findings_summary() {
    let findings: Vec<String> = run()
        .into_iter()
        .filter_map(|o| match o.agreement {
            Agreement::Disagrees(why) => Some(format!("{}: {} -- {why}", o.example.id, o.example.uri)),
            _ => None,
        })
        .collect();
    snapshot!("conformance", "findings", yaml: findings);
}

/// Every claim in the catalogue is one the conformance run knows: an unknown
/// word would otherwise be read as `part` and escape checking.
#[test]
fn every_catalogue_claim_is_known() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/data/catalogue.tsv")).unwrap();
    let known = ["valid", "illegal", "identical", "not-identical", "resolves", "part", "template", "damaged"];
    for line in text.lines().skip(1) {
        let claim = line.split('\t').nth(8).unwrap_or("");
        assert!(known.contains(&claim), "unknown claim {claim:?} in {line}");
    }
}

/// A `damaged` row says what its text would have been, and that is not the
/// text given to the parser.
#[test]
fn damaged_rows_name_the_intended_text() {
    let damaged: Vec<_> = catalogue().into_iter().filter(|e| matches!(e.claim, Claim::Damaged { .. })).collect();
    assert!(damaged.len() >= 13, "{}", damaged.len());
    for example in damaged {
        let Claim::Damaged { intended } = &example.claim else { unreachable!() };
        assert!(!intended.is_empty() && intended != &example.uri, "{}", example.id);
    }
}
