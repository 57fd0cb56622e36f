//! What the binary prints, run for real: nothing dropped or hidden, and
//! `check` on arguments with `--json`.
#![cfg(feature = "cli")]

#[path = "common/binary.rs"]
mod binary;

use binary::run as rfc1630;

/// A bracketed URI of 3,011 bytes gets an `err`
/// line naming the cap, and the URIs after it still get theirs.
#[test]
fn extract_reports_long_candidates() {
    let text = format!("<http://a/{}> and <http://a/b>\n", "ab/".repeat(1000));
    let run = rfc1630(&["extract"], text.as_bytes());
    assert_eq!(run.code, Some(1));
    assert_eq!(
        run.stdout,
        "1:1\t\terr 3009 bytes between the brackets, over the cap of 2048 (MAX_BRACKETED)\n\
         1:3017\thttp://a/b\tok rfc1630-url:httpaddress\n"
    );
    let help = rfc1630(&["extract", "--help"], b"");
    assert!(help.stdout.contains("2048 bytes (MAX_BRACKETED)"), "{}", help.stdout);
}

/// Invalid UTF-8 inside brackets is reported as `check` reports a line,
/// with the offset of the first invalid byte; outside brackets it is text.
#[test]
fn extract_reports_invalid_utf8_like_check() {
    let run = rfc1630(&["extract"], b"\xfe <http://a/\xffb> <a:b>\n");
    assert_eq!(run.code, Some(1));
    assert_eq!(run.stdout, "1:3\t\terr not UTF-8: invalid byte at offset 9\n1:17\ta:b\tok rfc1630-generic:uri\n");
    let check = rfc1630(&["check"], b"http://a/\xffb\n");
    assert_eq!(check.stdout, "err\t9\tline is not UTF-8: invalid byte at offset 9\n");
}

/// A directory opens, then fails to read: the error names it.
#[test]
fn extract_names_the_directory() {
    let dir = env!("CARGO_MANIFEST_DIR");
    let run = rfc1630(&["extract", dir], b"");
    assert_eq!((run.code, run.stdout.as_str()), (Some(2), ""));
    assert!(run.stderr.starts_with(&format!("rfc1630: {dir}: ")), "{}", run.stderr);
}

/// `lint` on input no listing accepts, and on generic-only parses.
#[test]
fn lint_names_illegal_and_generic_only_input() {
    for uri in ["not valid", "https://a/"] {
        let run = rfc1630(&["lint", uri], b"");
        assert_eq!(run.code, Some(1), "{uri}");
        assert!(run.stdout.starts_with(&format!("{uri}\tillegal\twarning: no listing of rfc1630 accepts it: ")));
        assert_eq!(run.stdout.lines().count(), 1, "{}", run.stdout);
    }
    let run = rfc1630(&["lint", "http:", "mailto:@h", "foo:x"], b"");
    assert_eq!(run.code, Some(1));
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{}", run.stdout);
    assert!(lines[0].starts_with("http:\tgeneric-only\t") && lines[0].contains("in httpaddress"), "{}", lines[0]);
    assert!(lines[1].starts_with("mailto:@h\tgeneric-only\t") && lines[1].contains("mailtoaddress"), "{}", lines[1]);
}

/// `parse`'s first line escapes controls, so `URI<TAB>...` stays one TSV line.
#[test]
fn parse_escapes_its_first_line() {
    let run = rfc1630(&["parse", "http://a/\tb"], b"");
    assert_eq!(run.code, Some(1));
    assert!(run.stdout.starts_with("http://a/\\u{9}b\terr\n"), "{}", run.stdout);
    let run = rfc1630(&["parse", "magic:a\u{7}b"], b"");
    assert!(run.stdout.starts_with("magic:a\\u{7}b\t"), "{}", run.stdout);
}

/// `check URI...` writes exactly the lines stdin would give.
#[test]
fn check_arguments_match_stdin() {
    let uris = ["http://info.cern.ch/", "http://a:8x/", "HTTP://x/", "magic:a/b"];
    let from_args = rfc1630(&[&["check"][..], &uris].concat(), b"");
    let from_stdin = rfc1630(&["check"], format!("{}\n", uris.join("\n")).as_bytes());
    assert_eq!(from_args.code, Some(0));
    assert_eq!(from_args.stdout, from_stdin.stdout);
    assert_eq!(from_args.stdout.lines().count(), 4);
}

/// `check --json`: one object a line with the fields the README documents.
#[test]
fn check_json() {
    let run = rfc1630(&["check", "--json", "http://info.cern.ch/", "http://a:8x/"], b"");
    assert_eq!(run.code, Some(0));
    let lines: Vec<serde_json::Value> = run.stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(
        lines[0],
        serde_json::json!({"input": "http://info.cern.ch/", "ok": true, "listing": "rfc1630-url", "production": "httpaddress"})
    );
    assert_eq!(lines[1]["ok"], false);
    assert_eq!(lines[1]["offset"], 10);
    assert_eq!(lines[1]["expected"]["classes"][0]["rule"], "digit");
    assert_eq!(lines[1]["expected"]["literals"], serde_json::json!(["#", "/", "?"]));
    assert_eq!(lines[1]["expected"]["end_of_input"], true);
    assert!(lines[1]["message"].as_str().unwrap().starts_with("rfc1630: 1:11: expected digit"));
    let run = rfc1630(&["check", "--json"], b"\xff\n");
    let value: serde_json::Value = serde_json::from_str(run.stdout.trim_end()).unwrap();
    assert_eq!(
        value,
        serde_json::json!({"input": null, "ok": false, "offset": 0, "expected": null, "message": "line is not UTF-8: invalid byte at offset 0"})
    );
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
    insta::with_settings!({snapshot_path => "../snapshots", prepend_module_to_snapshot => false}, {
        insta::assert_snapshot!("conformance-report", report.stdout);
    });
}

/// Every command that takes a grammar lists the grammar ids in its help.
#[test]
fn help_lists_the_grammar_ids() {
    for command in ["grammar", "parse", "check", "resolve", "compare", "extract", "diff"] {
        let help = rfc1630(&[command, "--help"], b"");
        assert_eq!(help.code, Some(0), "{command}");
        for grammar in rfc1630::Grammar::ALL {
            assert!(help.stdout.contains(grammar.id()), "{command} --help lacks {grammar}: {}", help.stdout);
        }
    }
}

/// `diff`'s human output: the summary, then a table whose header names A
/// and B once; no row repeats them.
#[test]
fn diff_is_a_clean_table() {
    let corpus = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/corpora/era-urls.tsv");
    let run = rfc1630(&["diff", "url7", "url4", "--corpus", corpus], b"");
    assert_eq!(run.code, Some(0));
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert!(lines[0].starts_with("url7 -> url4: "), "{}", lines[0]);
    let header: Vec<&str> = lines[1].split('┆').map(str::trim).collect();
    assert_eq!(header, ["input", "change", "url7", "url4"]);
    assert!(lines[3..].iter().all(|l| !l.contains("url7:") && !l.contains("url4:")), "{}", run.stdout);
    assert!(run.stdout.contains(" ftp://ftp.w3.org/ "), "{}", run.stdout);
    let run = rfc1630(&["diff", "url7", "url4"], b"");
    assert_eq!(run.code, Some(0));
    assert!(run.stdout.contains("\nonly in url7: uri, prosperolink, "), "{}", run.stdout);
    // url4's `anchoraddress` continues as url7's `fragmentaddress`: the correspondence table's row [n].
    assert!(run.stdout.contains("pairing: along url7 -> url4 through the correspondence table"), "{}", run.stdout);
    assert!(run.stdout.contains(" fragmentaddress "), "{}", run.stdout);
    assert!(run.stdout.contains("-> anchoraddress ["), "{}", run.stdout);
    assert!(run.stdout.contains("] url4 anchoraddress -> url7 fragmentaddress: the entry: "), "{}", run.stdout);
    let header = run.stdout.lines().find(|l| l.trim_start().starts_with("rule ")).unwrap();
    assert_eq!(header.split('┆').map(str::trim).collect::<Vec<_>>(), ["rule", "change", "url7", "url4"]);
    assert!(!run.stdout.contains("    a: ") && !run.stdout.contains("    b: "), "{}", run.stdout);
}
