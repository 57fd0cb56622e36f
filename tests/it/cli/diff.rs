//! `diff` through the real binary: its table, and missing files, unknown
//! ids, the combined grammar and a file that is not a grammar on either side.

use crate::support::binary::run as rfc1630;
use crate::support::files::{notes_file, MISSING};

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
    assert!(run.stdout.contains(" gopher://gopher.ora.com/00/ordering/online.ordering "), "{}", run.stdout);
    // url7's `ftpaddress` is url4's `fileaddress` renamed (the correspondence
    // table): an ftp URL accepted by both is no change.
    assert!(!run.stdout.contains(" ftp://ftp.w3.org/ "), "{}", run.stdout);
    let run = rfc1630(&["diff", "url7", "url4"], b"");
    assert_eq!(run.code, Some(0));
    assert!(run.stdout.contains("\nonly in url7: uri, prosperolink, "), "{}", run.stdout);
    // url4's `anchoraddress` continues as url7's `fragmentaddress`: the correspondence table's row [n].
    assert!(run.stdout.contains("pairing: along url7 -> url4 through the correspondence table"), "{}", run.stdout);
    assert!(run.stdout.contains(" fragmentaddress "), "{}", run.stdout);
    assert!(run.stdout.contains("-> anchoraddress ["), "{}", run.stdout);
    assert!(run.stdout.contains("] url4 anchoraddress -> url7 fragmentaddress: the entry: "), "{}", run.stdout);
    let header = run.stdout.lines().find(|l| l.trim_start().starts_with("rule ")).unwrap();
    assert_eq!(header.split('┆').map(str::trim).collect::<Vec<_>>(), ["rule", "change", "language", "url7", "url4"]);
    assert!(!run.stdout.contains("    a: ") && !run.stdout.contains("    b: "), "{}", run.stdout);
}

/// Two `.pest` files compared as languages: a witness with a control
/// character is shown escaped, `--witnesses` sets how many of the shortest
/// each row shows, and a recursive rule's answer prints its bound.
#[test]
fn diff_compares_pest_files_as_languages() {
    let dir = std::env::temp_dir().join(format!("rfc1630-language-diff-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let write = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path.display().to_string()
    };
    let tabbed = write("tabbed.pest", "s = { c+ }\nc = { \"a\" | \"b\" | \"\\t\" }\n");
    let plain = write("plain.pest", "s = { c+ }\nc = { \"a\" | \"b\" }\n");
    let run = rfc1630(&["diff", &tabbed, &plain, "--witnesses", "2"], b"");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stdout.contains("language: superset (exact)"), "{}", run.stdout);
    // The tab is escaped as the rest of the CLI escapes it.
    let escaped = format!("`\\u{{9}}`  {tabbed}: accepted as s; {plain}: rejected at byte 0 in s");
    assert!(run.stdout.contains(&escaped), "{}", run.stdout);
    assert!(!run.stdout.contains('\t'), "{}", run.stdout);
    let json = rfc1630(&["diff", &tabbed, &plain, "--json", "--witnesses", "2"], b"");
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(value["language"]["relation"], "superset");
    assert_eq!(value["language"]["a_only"][0]["input"], "\t");
    assert_eq!(value["language"]["a_only"][0]["b"]["ok"], false);
    assert_eq!(value["changed"][0]["language"]["a_only"].as_array().unwrap().len(), 1, "one string of `c` only");
    assert_eq!(value["language_changed"][0]["rule"], "s");
    assert_eq!(value["language_changed"][0]["language"]["a_only"].as_array().unwrap().len(), 2);
    let nested = write("nested.pest", "s = { c+ }\nc = { \"a\" | \"b\" | \"(\" ~ s ~ \")\" }\n");
    let run = rfc1630(&["diff", &nested, &plain], b"");
    assert!(run.stdout.contains("language: undecided (not exact: every string up to "), "{}", run.stdout);
    assert!(run.stdout.contains(&format!("`(a)`  {nested}: accepted as s")), "{}", run.stdout);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Two `.pest` files over Unicode compared exactly: the shortest witness
/// is a whole character (its UTF-8, two bytes), a no-break space is shown
/// as its code point and a letter beyond ASCII as itself.
#[test]
fn diff_shows_a_witness_beyond_ascii_as_a_character() {
    let dir = std::env::temp_dir().join(format!("rfc1630-unicode-diff-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let write = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path.display().to_string()
    };
    let plain = write("plain.pest", "s = { c+ }\nc = { \"a\" }\n");
    let spaced = write("spaced.pest", "s = { c+ }\nc = { \"a\" | '\\u{A0}'..'\\u{FF}' }\n");
    let run = rfc1630(&["diff", &spaced, &plain, "--witnesses", "1"], b"");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stdout.contains("language: superset (exact)"), "{}", run.stdout);
    let escaped = format!("    `\\u{{a0}}`  {spaced}: accepted as s; {plain}: rejected at byte 0 in s");
    assert!(run.stdout.contains(&escaped), "{}", run.stdout);
    assert!(!run.stdout.contains('\u{A0}'), "{}", run.stdout);
    let json = rfc1630(&["diff", &spaced, &plain, "--json", "--witnesses", "1"], b"");
    let value: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(value["language"]["a_only"][0]["input"], "\u{A0}");
    let lettered = write("lettered.pest", "s = { c+ }\nc = { \"a\" | \"\u{FC}\" }\n");
    let run = rfc1630(&["diff", &lettered, &plain, "--witnesses", "1"], b"");
    assert!(run.stdout.contains(&format!("    `\u{FC}`  {lettered}: accepted as s")), "{}", run.stdout);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A comparison that is not exact never says `equal`: two recursive
/// grammars with the same strings (their alternatives in another order)
/// have no automaton, so the search stops at a bound and says it found no
/// difference up to it, in the summary and in the rule rows.
#[test]
fn a_comparison_that_is_not_exact_says_no_difference_up_to_its_bound() {
    let dir = crate::support::files::scratch("diff-not-exact");
    let write = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path.display().to_string()
    };
    let ab = write("ab.pest", "s = { c+ }\nc = { \"a\" | \"b\" | \"(\" ~ s ~ \")\" }\n");
    let ba = write("ba.pest", "s = { c+ }\nc = { \"b\" | \"a\" | \"(\" ~ s ~ \")\" }\n");
    let run = rfc1630(&["diff", &ab, &ba], b"");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let language = run.stdout.lines().find(|l| l.starts_with("language: ")).unwrap_or_default();
    assert!(language.starts_with("language: no difference up to "), "{}", run.stdout);
    assert!(language.ends_with(" bytes tried)") && language.contains("(not exact: "), "{}", run.stdout);
    assert!(!run.stdout.contains("equal") && !run.stdout.contains("undecided"), "{}", run.stdout);
    assert!(run.stdout.contains("\n  s: no difference up to "), "{}", run.stdout);
}
