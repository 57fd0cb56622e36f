//! `conformance` through the real binary: the readable report (a
//! snapshot), the TSV table and the JSON form.

use crate::support::binary::run as rfc1630;

#[test]
fn conformance_table_and_json() {
    let output = rfc1630(&["conformance", "--tsv"], b"");
    assert_eq!(output.code, Some(0));
    let text = &output.stdout;
    let header =
        "example\tdocument\tpage\tclaim\trfc1630\trfc1630-url\trfc1630-generic\turl-03\turl7\turl4\trfc1738\trfc1808\trfc2396\trfc2732\trfc3986\trfc1630+prose\turl-03+prose\turl7+prose\turl4+prose\tagreement\n";
    assert!(text.starts_with(header), "{text}");
    let p14 = text.lines().find(|l| l.starts_with("rfc1630-003-p14-http-8\t")).unwrap();
    assert!(
        p14.starts_with("rfc1630-003-p14-http-8\t003_8b2f656be9807e96.txt\t14\tvalid\terr@45\terr@45\terr@5\t"),
        "{p14}"
    );
    assert!(p14.contains("\tFINDING: claimed valid, rejected"), "{p14}");
    let output = rfc1630(&["conformance", "--json"], b"");
    let doc: serde_json::Value = serde_json::from_str(&output.stdout).unwrap();
    assert_eq!(doc["examples"].as_array().unwrap().len(), rfc1630::conformance::catalogue().len());
    assert_eq!(doc["summary"]["examples"], rfc1630::conformance::catalogue().len());
    // The table's claim column is the JSON form's claim word, row by row.
    let table_claims: Vec<&str> = text.lines().skip(1).map_while(|l| l.split('\t').nth(3)).collect();
    let json_claims: Vec<&str> =
        doc["examples"].as_array().unwrap().iter().map(|e| e["example"]["claim"].as_str().unwrap()).collect();
    assert_eq!(table_claims, json_claims);
    assert!(table_claims.contains(&"not-identical") && table_claims.contains(&"part"), "{table_claims:?}");
}

/// The readable conformance report: summary first, the legend, then one
/// table per document under its name, findings marked and explained. The
/// whole report is a snapshot; its counts are the TSV's summary line.
#[test]
fn conformance_report() {
    let report = rfc1630(&["conformance"], b"");
    assert_eq!(report.code, Some(0));
    let tsv = rfc1630(&["conformance", "--tsv"], b"");
    let last = tsv.stdout.lines().last().unwrap();
    let counts: Vec<&str> = last.split(' ').filter(|w| w.parse::<usize>().is_ok()).collect();
    let first = report.stdout.lines().next().unwrap();
    assert!(first.starts_with(&format!("Conformance: {} examples from 10 documents", counts[0])), "{first}");
    let second = report.stdout.lines().nth(1).unwrap();
    // The TSV's counts: examples, agree, disagree, prose-valid, no claim.
    let expected = format!(
        "  {} agree with their document · {} findings (✗), {} of them prose-valid (✗p) · {} make no claim",
        counts[1], counts[2], counts[3], counts[4]
    );
    assert!(second.starts_with(&expected), "{second}");
    assert!(report.stdout.contains("\nRFC 1630, \"Universal Resource Identifiers in WWW\" (June 1994)\n"));
    assert!(report.stdout.contains("err@N"));
    let findings = report.stdout.lines().filter(|l| l.starts_with("  ✗ p.") || l.starts_with("  ✗p p.")).count();
    assert_eq!(findings.to_string(), counts[2]);
    let prose_valid = report.stdout.lines().filter(|l| l.starts_with("  ✗p p.")).count();
    assert_eq!(prose_valid.to_string(), counts[3]);
    snapshot!("conformance", "conformance-report", report.stdout);
}
