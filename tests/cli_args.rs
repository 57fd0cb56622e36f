//! No command panics on any argument: every command run with a file
//! that is not a grammar where a grammar is expected, a missing file, an
//! unknown grammar id and the combined grammar `rfc1630`. Each run must
//! exit with a code the command documents, print its error where the user
//! reads it, and never write `panicked`.
#![cfg(feature = "cli")]

#[path = "common/binary.rs"]
mod binary;

use binary::Run;
use std::path::PathBuf;

/// A run of the binary that must not panic, whatever the arguments.
fn rfc1630(args: &[&str], stdin: &[u8]) -> Run {
    let run = binary::run(args, stdin);
    assert!(!run.stdout.contains("panicked") && !run.stderr.contains("panicked"), "{args:?}: {}", run.stderr);
    assert_ne!(run.code, Some(101), "{args:?}: {}", run.stderr);
    run
}

/// A text file that is not a grammar, in a directory of its own.
fn notes_file() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rfc1630-cli-args-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("notes.txt");
    std::fs::write(&path, "Meeting notes\nnot = a grammar {\n").unwrap();
    path
}

const MISSING: &str = "/no/such/dir/grammar.pest";
const GRAMMAR_IDS: &str =
    "rfc1630, rfc1630-url, rfc1630-generic, url-03, url7, url4, rfc1738, rfc1808, rfc2396, rfc2732, rfc3986, rfc1630+prose, url-03+prose, url7+prose, url4+prose";

/// Every command that takes `--grammar G` (or `grammar G`), with the
/// arguments and standard input of a run that succeeds under `rfc1630`.
fn grammar_commands(g: &str) -> [(Vec<&str>, &'static [u8]); 6] {
    [
        (vec!["parse", "--grammar", g, "http://info.cern.ch/"], b""),
        (vec!["check", "--grammar", g], b"http://info.cern.ch/\n"),
        (vec!["resolve", "--grammar", g, "http://a/b/c", "g"], b""),
        (vec!["compare", "--grammar", g, "http://h/a%2Db", "http://h/a-b"], b""),
        (vec!["extract", "--grammar", g], b"see <http://info.cern.ch/>\n"),
        (vec!["grammar", g], b""),
    ]
}

/// A file, a missing file or an unknown id where a grammar id is expected:
/// clap's usage error (exit 2) naming the value and the known ids.
#[test]
fn a_file_or_unknown_id_for_grammar_is_a_usage_error() {
    let notes = notes_file();
    let notes = notes.to_str().unwrap();
    for bad in [notes, MISSING, "rfc9999"] {
        // `check` and `parse` take a .pest path too: tests/workbench_cli.rs
        // and tests/workbench_cmds.rs.
        // `resolve` and `compare` take the revisions too: rfc2396 is one.
        let revision = |command: &str| bad == "rfc2396" && ["resolve", "compare"].contains(&command);
        let takes = |args: &[&str]| !(["check", "parse"].contains(&args[0]) || revision(args[0]));
        for (args, stdin) in grammar_commands(bad).into_iter().filter(|(args, _)| takes(args)) {
            let run = rfc1630(&args, stdin);
            assert_eq!(run.code, Some(2), "{args:?}");
            assert_eq!(run.stdout, "", "{args:?}");
            let expected = format!("unknown grammar `{bad}` (expected one of: {GRAMMAR_IDS})");
            assert!(run.stderr.contains(&format!("error: invalid value '{bad}' for ")), "{args:?}: {}", run.stderr);
            assert!(run.stderr.contains(&expected), "{args:?}: {}", run.stderr);
        }
    }
}

/// The combined grammar: the URL listing, else the generic one (RFC 1630).
#[test]
fn the_combined_grammar() {
    let runs: Vec<Run> = grammar_commands("rfc1630").into_iter().map(|(args, stdin)| rfc1630(&args, stdin)).collect();
    let [parse, check, resolve, compare, extract, grammar] = &runs[..] else { panic!("six commands") };
    assert_eq!(parse.code, Some(0));
    assert!(parse.stdout.starts_with("http://info.cern.ch/\trfc1630-url:httpaddress\n"), "{}", parse.stdout);
    assert_eq!((check.code, check.stdout.as_str()), (Some(0), "ok\trfc1630-url:httpaddress\n"));
    assert_eq!((resolve.code, resolve.stdout.as_str()), (Some(0), "http://a/b/g\n"));
    assert_eq!((compare.code, compare.stdout.as_str()), (Some(0), "identical\n"));
    assert_eq!(
        (extract.code, extract.stdout.as_str()),
        (Some(0), "1:5\thttp://info.cern.ch/\tok rfc1630-url:httpaddress\n")
    );
    assert_eq!(grammar.code, Some(0));
    // Both listings' files: the URL listing's (rfc822.pest with it, E4),
    // then the generic listing's.
    let files: Vec<&str> = grammar.stdout.lines().filter_map(|l| l.strip_prefix("// ===== ")).collect();
    let listings = rfc1630::Grammar::Rfc1630.listings();
    let expected: Vec<String> =
        listings.iter().flat_map(|&l| rfc1630::listings::sources(l)).map(|(path, _)| format!("{path} =====")).collect();
    assert_eq!(files, expected);
    assert!(files.first().unwrap().starts_with("grammar/rfc1630-url.pest") && files.len() >= 2, "{files:?}");
    assert!(files.last().unwrap().starts_with("grammar/rfc1630-generic.pest"), "{files:?}");
    // The partial forms of the generic listing under the combined grammar,
    // and an input neither listing takes.
    let run = rfc1630(&["resolve", "--grammar", "rfc1630", "a/b", "g"], b"");
    assert_eq!(run.code, Some(1));
    assert!(run.stdout.starts_with("error: context `a/b` is not an absolute form"), "{}", run.stdout);
    let run = rfc1630(&["compare", "--grammar", "rfc1630", "http://h:x/", "http://h/"], b"");
    assert_eq!(run.code, Some(2));
    assert!(run.stdout.starts_with("illegal: A is illegal: rfc1630: 1:10: expected"), "{}", run.stdout);
}

/// `extract FILE`: a missing file is an I/O error (exit 2) naming the file;
/// a text that is not a grammar is just text; a directory is no file.
#[test]
fn extract_files() {
    let run = rfc1630(&["extract", MISSING], b"");
    assert_eq!((run.code, run.stdout.as_str()), (Some(2), ""));
    assert!(run.stderr.starts_with(&format!("rfc1630: {MISSING}: No such file or directory")), "{}", run.stderr);
    let notes = notes_file();
    let run = rfc1630(&["extract", notes.to_str().unwrap()], b"");
    assert_eq!((run.code, run.stdout.as_str(), run.stderr.as_str()), (Some(0), "", ""));
    let dir = notes.parent().unwrap().to_str().unwrap();
    let run = rfc1630(&["extract", dir], b"");
    assert_eq!((run.code, run.stdout.as_str()), (Some(2), ""));
    assert_eq!(run.stderr, format!("rfc1630: {dir}: Is a directory (os error 21)\n"));
}

/// `conformance --grammar` takes a `.pest` file, not a grammar
/// that has its column already. `lint` takes
/// one, and any string as a URI, a file name among them: none of these is
/// one, so each gets its `illegal` line, and no file is read.
#[test]
fn conformance_grammar_takes_a_file_and_lint_any_uri() {
    let run = rfc1630(&["lint", "--grammar", "url7", "http://h/"], b"");
    assert_eq!((run.code, run.stdout.as_str(), run.stderr.as_str()), (Some(0), "", ""));
    let run = rfc1630(&["conformance", "--grammar", "rfc1630"], b"");
    assert_eq!((run.code, run.stdout.as_str()), (Some(2), ""));
    assert!(run.stderr.contains("`rfc1630` has its column already"), "{}", run.stderr);
    let notes = notes_file();
    for uri in [notes.to_str().unwrap(), MISSING, "rfc2396", "rfc1630"] {
        let run = rfc1630(&["lint", uri], b"");
        assert_eq!((run.code, run.stderr.as_str()), (Some(1), ""), "{uri}");
        let prefix = format!("{uri}\tillegal\twarning: no listing of rfc1630 accepts it: rfc1630: 1:");
        assert!(run.stdout.starts_with(&prefix) && run.stdout.lines().count() == 1, "{uri}: {}", run.stdout);
    }
}

/// `diff` with a missing file or an unknown id: the load error (diff.rs's
/// words) naming it, exit 2; with `--corpus`, a missing corpus is named.
#[test]
fn diff_missing_files_and_unknown_ids() {
    for bad in [MISSING, "rfc9999"] {
        for args in [["diff", bad, "url7"], ["diff", "url7", bad]] {
            let run = rfc1630(&args, b"");
            assert_eq!((run.code, run.stdout.as_str()), (Some(2), ""), "{args:?}");
            assert!(run.stderr.starts_with("rfc1630: ") && run.stderr.contains(bad), "{args:?}: {}", run.stderr);
        }
        let run = rfc1630(&["diff", bad, "url7", "--corpus", MISSING], b"");
        assert_eq!(run.code, Some(2));
        // A .pest path is a grammar here too: the missing corpus is named first.
        assert!(run.stderr.starts_with("rfc1630: ") && run.stderr.contains(MISSING), "{}", run.stderr);
    }
    let run = rfc1630(&["diff", "url4", "url7", "--corpus", MISSING], b"");
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.starts_with(&format!("rfc1630: {MISSING}: No such file or directory")), "{}", run.stderr);
}

/// `diff` with the combined grammar, either side: no panic, which
/// [`rfc1630`] asserts. What it reports is diff.rs's (the union of the two
/// listings' rules), so only that is checked here. `--corpus`
/// runs the compiled grammars, the combined one among them.
#[test]
fn diff_with_the_combined_grammar() {
    for args in [
        ["diff", "rfc1630", "url7"].as_slice(),
        &["diff", "url7", "rfc1630"],
        &["diff", "rfc1630", "url7", "--json"],
        &["diff", "rfc1630", "rfc1630-url", "--from", "httpaddress"],
    ] {
        rfc1630(args, b"");
    }
    let notes = notes_file();
    let run = rfc1630(&["diff", "rfc1630", "url7", "--corpus", notes.to_str().unwrap()], b"");
    assert_eq!((run.code, run.stdout.as_str()), (Some(0), "rfc1630 -> url7: 2 inputs, 0 changed ()\n"));
}

/// `diff` with a text file that is not a grammar, either side and with
/// `--from`: pest_meta's own error, as `DiffError::NotPest`, exit 2.
#[test]
fn diff_with_a_file_that_is_not_a_grammar() {
    let notes = notes_file();
    let notes = notes.to_str().unwrap();
    for args in [["diff", notes, "url7"].as_slice(), &["diff", "url7", notes], &["diff", notes, notes, "--from", "a"]] {
        let run = rfc1630(args, b"");
        assert_eq!(run.code, Some(2), "{args:?}: {}", run.stderr);
        assert!(run.stderr.contains("not a pest grammar"), "{args:?}: {}", run.stderr);
        assert!(!run.stderr.contains("panicked"), "{args:?}: {}", run.stderr);
    }
}

/// Every `--help` that lists grammar ids lists every id the command accepts,
/// the `+prose` ones too, and `survey --help` names the grammars it runs by default.
#[test]
fn every_help_that_lists_grammar_ids_lists_them_all() {
    for command in ["parse", "check", "resolve", "compare", "extract", "lint", "grammar", "diff", "survey"] {
        let help = rfc1630(&[command, "--help"], b"");
        assert_eq!(help.code, Some(0), "{command}: {}", help.stderr);
        let text = help.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(text.contains(GRAMMAR_IDS), "{command} --help does not list {GRAMMAR_IDS}: {text}");
    }
    let survey = rfc1630(&["survey", "--help"], b"").stdout.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(survey.contains("default: rfc1630, rfc1630-url, rfc1630-generic, url-03, url7, url4, rfc1738, rfc1808, rfc2396, rfc2732, rfc3986)"), "{survey}");
    let report = rfc1630(&["report", "--help"], b"").stdout.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(report.contains("under rfc1630, rfc1630-url, rfc1630-generic, url-03, url7, url4, rfc1738, rfc1808, rfc2396, rfc2732, rfc3986 and"), "{report}");
}
