//! `conformance` through the real binary: the compact report at 80, 100
//! (a pipe) and 120 columns, the full matrix (`--wide`), the TSV table and
//! the JSON form, each a snapshot or checked against another.

use crate::support::binary::run as rfc1630;
use std::process::Command;

#[test]
fn conformance_table_and_json() {
    let output = rfc1630(&["conformance", "--tsv"], b"");
    assert_eq!(output.code, Some(0));
    let text = &output.stdout;
    let grammars = rfc1630::Grammar::ALL.into_iter().chain(rfc1630::Grammar::PROSE);
    let header = format!(
        "example\tdocument\tpage\tclaim\t{}\tagreement\n",
        grammars.map(|g| g.id()).collect::<Vec<_>>().join("\t")
    );
    assert!(text.starts_with(&header), "{text}");
    let p14 = text.lines().find(|l| l.starts_with("rfc1630-003-p14-http-8\t")).unwrap();
    assert!(
        p14.starts_with("rfc1630-003-p14-http-8\t003_8b2f656be9807e96.txt\t14\tvalid\terr@45\terr@45\terr@5\t"),
        "{p14}"
    );
    assert!(p14.contains("\tFINDING: claimed valid, rejected"), "{p14}");
    let output = rfc1630(&["conformance", "--json"], b"");
    let doc: serde_json::Value = serde_json::from_str(&output.stdout).unwrap();
    assert_eq!(doc["examples"].as_array().unwrap().len(), rfc1630::study::conformance::catalogue().len());
    assert_eq!(doc["summary"]["examples"], rfc1630::study::conformance::catalogue().len());
    // The table's claim column is the JSON form's claim word, row by row.
    let table_claims: Vec<&str> = text.lines().skip(1).map_while(|l| l.split('\t').nth(3)).collect();
    let json_claims: Vec<&str> =
        doc["examples"].as_array().unwrap().iter().map(|e| e["example"]["claim"].as_str().unwrap()).collect();
    assert_eq!(table_claims, json_claims);
    assert!(table_claims.contains(&"not-identical") && table_claims.contains(&"part"), "{table_claims:?}");
}

/// The full matrix (`--wide`): summary first, the legend, then one
/// table per document under its name, findings marked and explained. The
/// whole report is a snapshot; its counts are the TSV's summary line.
#[test]
fn conformance_report() {
    let report = rfc1630(&["conformance", "--wide"], b"");
    assert_eq!(report.code, Some(0));
    let tsv = rfc1630(&["conformance", "--tsv"], b"");
    let last = tsv.stdout.lines().last().unwrap();
    let counts: Vec<&str> = last.split(' ').filter(|w| w.parse::<usize>().is_ok()).collect();
    let first = report.stdout.lines().next().unwrap();
    assert!(
        first.starts_with(&format!("Conformance: {} examples from {} documents", counts[0], documents())),
        "{first}"
    );
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

/// `rfc1630 conformance ARGS` with `COLUMNS` set to `columns`, or unset;
/// stdout is a pipe. The exit code, stdout and stderr.
fn conformance(args: &[&str], columns: Option<&str>) -> (Option<i32>, String, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_rfc1630"));
    command.arg("conformance").args(args).env_remove("COLUMNS");
    if let Some(columns) = columns {
        command.env("COLUMNS", columns);
    }
    let output = command.output().unwrap();
    (output.status.code(), String::from_utf8(output.stdout).unwrap(), String::from_utf8(output.stderr).unwrap())
}

/// One example's lines in the compact report: the first (page, mark,
/// claim, verdict, strip, maybe the text) and the second, if any.
struct Row<'r> {
    lines: Vec<&'r str>,
}

/// The example rows of the compact report, document by document (the seed
/// file each `seed file` line names, with its rows). A row starts with its
/// page (`p.14`, or `-`) right-aligned; a line that does not is the row's
/// second; the rows end at the document's notes or a blank line.
fn rows(report: &str) -> Vec<(String, Vec<Row<'_>>)> {
    let mut documents: Vec<(String, Vec<Row>)> = Vec::new();
    let mut in_rows = false;
    for line in report.lines() {
        if let Some(rest) = line.strip_prefix("  seed file ") {
            documents.push((rest.split(' ').next().unwrap().to_string(), Vec::new()));
            in_rows = true;
            continue;
        }
        if line.is_empty() || line.starts_with("  damaged as printed") || line.starts_with("  findings:") {
            in_rows = false;
        }
        let Some((_, rows)) = documents.last_mut().filter(|_| in_rows) else { continue };
        if line.starts_with("  own grammar: ") || line.starts_with("  partial forms resolve against ") {
            continue; // the document's heading
        }
        let page = line.trim_start().split(' ').next().unwrap();
        if page == "-" || page.strip_prefix("p.").is_some_and(|n| n.parse::<u32>().is_ok()) {
            rows.push(Row { lines: vec![line] });
        } else {
            rows.last_mut().unwrap_or_else(|| panic!("a second line with no first: {line}")).lines.push(line);
        }
    }
    documents
}

/// How many documents' texts the catalogue's examples come from.
fn documents() -> usize {
    let files: std::collections::BTreeSet<String> =
        rfc1630::study::conformance::catalogue().into_iter().map(|example| example.file).collect();
    files.len()
}

/// What the compact report must be at any width: no line wider (in
/// characters); the summary first and last; every example of the catalogue
/// on one line or two, in order, its URI whole when it is at most 60
/// characters.
fn check_compact(report: &str, width: usize) {
    let widest = report.lines().map(|l| l.chars().count()).max().unwrap();
    assert!(widest <= width, "a line of {widest} characters at width {width}");
    let lines: Vec<&str> = report.lines().collect();
    let examples = rfc1630::study::conformance::catalogue();
    let opening = format!("Conformance: {} examples from {} documents", examples.len(), documents());
    assert!(lines[0].starts_with(&opening), "{}", lines[0]);
    let last_two = &lines[lines.len() - 2..].join(" ");
    let first_two = &lines[..2].join(" ");
    // The summary's first line, wrapped or not, closes the report as it opens it.
    let summary_lines = lines.iter().take_while(|l| !l.is_empty()).count();
    assert_eq!(lines[..summary_lines], lines[lines.len() - summary_lines..], "{first_two} / {last_two}");
    let documents = rows(report);
    assert_eq!(documents.len(), self::documents());
    let mut seen = 0;
    for (file, rows) in &documents {
        let ours: Vec<_> = examples.iter().filter(|e| &e.file == file).collect();
        assert_eq!(rows.len(), ours.len(), "{file}");
        for (row, example) in rows.iter().zip(ours) {
            assert!(row.lines.len() <= 2, "{}: {:?}", example.id, row.lines);
            let uri = example.uri.replace('\n', "\\n");
            if uri.chars().count() <= 60 {
                assert!(
                    row.lines.iter().any(|l| l.contains(&uri)),
                    "{}: {uri} not whole in {:?}",
                    example.id,
                    row.lines
                );
            }
            seen += 1;
        }
    }
    assert_eq!(seen, examples.len());
}

/// The compact report at 80 columns (`--width`), 100 (a pipe, no
/// `COLUMNS`) and 120 (`COLUMNS`): each a snapshot, each within its width.
#[test]
fn conformance_compact_at_each_width() {
    for (name, args, columns, width) in [
        ("conformance-80", &["--width", "80"][..], None, 80),
        ("conformance-100-pipe", &[][..], None, 100),
        ("conformance-120", &[][..], Some("120"), 120),
    ] {
        let (code, report, stderr) = conformance(args, columns);
        assert_eq!(code, Some(0), "{stderr}");
        check_compact(&report, width);
        snapshot!("conformance", name, report);
    }
    // The narrowest width there is: still every rule.
    let (_, report, _) = conformance(&["--width", "60"], None);
    check_compact(&report, 60);
}

/// `--width` beats `COLUMNS`; a width under 60 is refused (exit 2) with a
/// message that names the flag.
#[test]
fn conformance_width_flag() {
    let (_, flagged, _) = conformance(&["--width", "90"], Some("200"));
    let (_, plain, _) = conformance(&["--width", "90"], None);
    assert_eq!(flagged, plain);
    check_compact(&flagged, 90);
    let (_, by_columns, _) = conformance(&[], Some("200"));
    assert_ne!(flagged, by_columns);
    assert!(by_columns.lines().any(|l| l.chars().count() > 100));
    let (code, stdout, stderr) = conformance(&["--width", "59"], None);
    assert_eq!(code, Some(2));
    assert!(stdout.is_empty());
    assert!(stderr.contains("--width") && stderr.contains("59"), "{stderr}");
}

/// `--only` keeps the grammars named, in the compact report's legend and
/// strip, and in the TSV and JSON forms; an unknown name is refused.
#[test]
fn conformance_only() {
    let (code, report, stderr) = conformance(&["--only", "url4", "--only", "rfc3986"], None);
    assert_eq!(code, Some(0), "{stderr}");
    check_compact(&report, 100);
    assert!(report.lines().any(|l| l == "    URL line      url4"), "{report}");
    assert!(report.lines().any(|l| l == "    generic line  rfc3986"), "{report}");
    assert!(!report.lines().any(|l| l.starts_with("    other")), "{report}");
    // p.6 of RFC 3986: `http://localhost/`, accepted by both; `file:///etc/hosts` by RFC 3986 alone.
    assert!(report.lines().any(|l| l.trim_end().ends_with("URI          + +  http://localhost/")), "{report}");
    assert!(report.lines().any(|l| l.trim_end().ends_with("URI          . +  file:///etc/hosts")), "{report}");
    let tsv = rfc1630(&["conformance", "--tsv", "--only", "url4"], b"");
    assert!(tsv.stdout.starts_with("example\tdocument\tpage\tclaim\turl4\tagreement\n"), "{}", tsv.stdout);
    let full = rfc1630(&["conformance", "--tsv"], b"");
    // The url4 column is the full table's, row by row.
    let column = |text: &str, n: usize| -> Vec<String> {
        text.lines().take_while(|l| !l.is_empty()).map(|l| l.split('\t').nth(n).unwrap().to_string()).collect()
    };
    assert_eq!(column(&tsv.stdout, 4), column(&full.stdout, 9));
    let json = rfc1630(&["conformance", "--json", "--only", "rfc1738"], b"");
    let doc: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(doc["grammars"], serde_json::json!(["rfc1738"]));
    assert!(doc["examples"]
        .as_array()
        .unwrap()
        .iter()
        .all(|e| e["verdicts"].as_array().unwrap().len() == 1 && e["verdicts"][0]["grammar"] == "rfc1738"));
    let (code, _, stderr) = conformance(&["--only", "rfc9999"], None);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("--only rfc9999") && stderr.contains("rfc3986"), "{stderr}");
}
