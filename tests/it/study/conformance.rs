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
    let known =
        ["valid", "illegal", "not-allowed", "identical", "not-identical", "resolves", "part", "template", "damaged"];
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

/// Every row the run marks ✗ names the finding that explains it: a rejection
/// the finding its diagnosis names (as `check` names it), an acceptance of
/// a text claimed illegal or not allowed the finding that gives the text as
/// a witness its grammar accepts. (The findings' own tests go from each
/// finding to its witnesses, and only for findings with hints, so a ✗ row
/// whose finding had no hint, RFC 2732's `[::192.9.5.5]` (F33) and RFC
/// 1738's `#WARNING` (F40), passed them unnamed.)
#[test]
fn every_disagreement_names_its_finding() {
    use rfc1630::study::conformance::home_grammar;
    let mut unnamed = Vec::new();
    for outcome in run() {
        let Agreement::Disagrees(why) = &outcome.agreement else { continue };
        match outcome.finding() {
            Some(finding) => assert!(why.contains(&format!("finding {}", finding.id)), "{}: {why}", outcome.example.id),
            None => unnamed.push(format!("{}: {why}", outcome.example.id)),
        }
        let home = home_grammar(&outcome.example.file).unwrap();
        if let (Claim::Valid, Err(e)) = (&outcome.example.claim, rfc1630::check(home, &outcome.example.uri)) {
            assert_eq!(e.finding(), outcome.finding(), "{}", outcome.example.id);
        }
    }
    assert!(unnamed.is_empty(), "no finding names:\n{}", unnamed.join("\n"));
}

/// RFC 3987 §4.4's ten examples are catalogued, Examples 8 and 9 claimed
/// `not-allowed`: the grammar accepts all ten, so those two are findings
/// (F55) and the other eight agree.
#[test]
fn rfc3987_bidi_examples() {
    let outcomes: Vec<_> = run().into_iter().filter(|o| o.example.id.contains("-bidi-")).collect();
    assert_eq!(outcomes.len(), 10);
    for o in &outcomes {
        assert!(o.example.uri.chars().all(|c| !c.is_ascii_uppercase()), "{}: Hebrew for upper case", o.example.id);
        let not_allowed = o.example.claim == Claim::NotAllowed;
        assert_eq!(not_allowed, ["rfc3987-p21-bidi-2", "rfc3987-p21-bidi-3"].contains(&o.example.id.as_str()));
        match not_allowed {
            true => assert_eq!(o.finding().map(|f| f.id), Some("F55"), "{}", o.example.id),
            false => assert_eq!(o.agreement, Agreement::Agrees, "{}", o.example.id),
        }
    }
}
