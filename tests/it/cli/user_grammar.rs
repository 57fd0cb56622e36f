//! A user's `.pest` file through the real binary, wherever a grammar id
//! goes: `check` (with `--entry`), `parse` (plain, `--tree`, `--json`), a
//! column of `conformance`, and both modes of `diff` with the file's
//! companions; and a broken file rendered with its position, exit 2.

use crate::support::binary::run as rfc1630;
use crate::support::files::{my_url7, scratch};
use serde_json::Value;

#[test]
fn check_with_a_user_grammar_rejects_the_space() {
    let dir = scratch("workbench-check");
    let mine = my_url7(&dir);
    let mine = mine.to_str().unwrap();
    let built_in = rfc1630(&["check", "--grammar", "url7", "http://h/a b"], b"");
    assert_eq!(built_in.stdout, "ok\turl7:httpaddress\n");
    let run = rfc1630(&["check", "--grammar", mine, "http://h/a b", "http://h/a"], b"");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert!(lines[0].starts_with("err\t"), "{}", lines[0]);
    assert_eq!(lines[1], "ok\tmy-url7.pest:httpaddress");
    let stdin = rfc1630(&["check", "--json", "--grammar", mine], b"news:a.b\nhttp://h/a b\n");
    let objects: Vec<serde_json::Value> = stdin.stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(objects[0]["listing"], "my-url7.pest");
    assert_eq!(objects[0]["production"], "newsaddress");
    assert_eq!(objects[1]["ok"], false);
}

/// `--entry RULE` asks whether the whole input is in the rule's language:
/// `ftptype  A formcode | E formcode | I | L digits` (RFC 1630 p.25, 003 l.1249)
/// derives `I` and `L8`, and no string that only starts with one.
#[test]
fn an_entry_rule_is_anchored_at_the_end_of_the_input() {
    let args = ["check", "--grammar", "grammar/rfc1630-url.pest", "--grammar-file", "grammar/rfc822.pest"];
    let run = rfc1630(&[&args[..], &["--entry", "ftptype", "I", "L8", "INOTATYPE", "L8x", "AN"]].concat(), b"");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines[0], "ok\trfc1630-url.pest:ftptype");
    assert_eq!(lines[1], "ok\trfc1630-url.pest:digits");
    // `I` is a whole ftptype: the first byte it cannot read is the `N` after it.
    assert!(lines[2].starts_with("err\t1\t"), "{}", lines[2]);
    assert!(lines[3].starts_with("err\t2\t"), "{}", lines[3]);
    assert_eq!(lines[4], "ok\trfc1630-url.pest:formcode");
    // Without --entry, the file's first rule, which ends in EOI, as before.
    let whole = rfc1630(&[&args[..], &["http://h/a", "http://h/a b"]].concat(), b"");
    let lines: Vec<&str> = whole.stdout.lines().collect();
    assert_eq!(lines[0], "ok\trfc1630-url.pest:httpaddress");
    assert!(lines[1].starts_with("err\t10\t"), "{}", lines[1]);
}

#[test]
fn corpus_diff_lists_exactly_the_changed_lines() {
    let dir = scratch("workbench-diff");
    let mine = my_url7(&dir);
    let corpus = dir.join("uris.txt");
    std::fs::write(&corpus, "http://h/a\nhttp://h/a b\nnews:a.b\nhttp://h/x y/z\ngopher://h/1/pub\n").unwrap();
    let run = rfc1630(&["diff", "url7", mine.to_str().unwrap(), "--corpus", corpus.to_str().unwrap(), "--json"], b"");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let d: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(d["inputs"], 5);
    let changed: Vec<&str> = d["changed"].as_array().unwrap().iter().map(|c| c["input"].as_str().unwrap()).collect();
    assert_eq!(changed, ["http://h/a b", "http://h/x y/z"]);
    assert_eq!(d["changed"][0]["kind"], "accepted-to-rejected");
    assert_eq!(d["changed"][0]["a"], "url7:httpaddress");
    let plain = rfc1630(&["diff", "url7", mine.to_str().unwrap(), "--corpus", corpus.to_str().unwrap()], b"");
    assert!(plain.stdout.starts_with("url7 -> my-url7.pest: 5 inputs, 2 changed (accepted-to-rejected 2)"));
}

#[test]
fn a_broken_grammar_is_rendered_with_exit_2() {
    let dir = scratch("workbench-broken");
    let path = dir.join("broken.pest");
    std::fs::write(&path, "uri = { SOI ~ scheme ~ EOI }\nscheme = { ASCII_ALPHA+ ~ }\n").unwrap();
    let run = rfc1630(&["check", "--grammar", path.to_str().unwrap(), "x"], b"");
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.starts_with("error: broken.pest:2:"), "{}", run.stderr);
    assert!(run.stderr.contains("scheme = { ASCII_ALPHA+ ~ }"), "{}", run.stderr);
    assert!(run.stderr.contains('^'), "{}", run.stderr);
    assert!(!run.stderr.contains("panicked"));
    let unknown = rfc1630(&["check", "--grammar", "url8", "x"], b"");
    assert_eq!(unknown.code, Some(2));
    assert!(unknown.stderr.contains("neither a grammar id"));
}

#[test]
fn parse_with_a_users_file_gives_the_derivation_and_marks_the_rejection() {
    let mine = my_url7(&scratch("cmds-parse"));
    let mine = mine.to_str().unwrap();
    let run = rfc1630(&["parse", "--grammar", mine, "http://h/a"], b"");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let mut lines = run.stdout.lines();
    assert_eq!(lines.next(), Some("http://h/a\tmy-url7.pest:httpaddress"));
    assert_eq!(lines.next(), Some("fragmentaddress [0..10] \"http://h/a\""));
    assert!(run.stdout.contains("\n      httpaddress [0..10] \"http://h/a\"\n"), "{}", run.stdout);
    // --tree prints the same for a user file: it has no typed AST.
    assert_eq!(rfc1630(&["parse", "--tree", "--grammar", mine, "http://h/a"], b"").stdout, run.stdout);

    let run = rfc1630(&["parse", "--grammar", mine, "http://h/a b", "news:x"], b"");
    assert_eq!(run.code, Some(1));
    assert!(run.stdout.starts_with("http://h/a b\terr\nerror: my-url7.pest: rejected at byte 10"), "{}", run.stdout);
    assert!(run.stdout.contains("^ found \" \""), "{}", run.stdout);
    assert!(run.stdout.contains("news:x\tmy-url7.pest:newsaddress\n"));
}

#[test]
fn parse_json_with_a_users_file_has_the_verdict_and_the_tree() {
    let mine = my_url7(&scratch("cmds-json"));
    let mine = mine.to_str().unwrap();
    let run = rfc1630(&["parse", "--json", "--grammar", mine, "http://h/a", "http://h/a b"], b"");
    assert_eq!(run.code, Some(1));
    let lines: Vec<Value> = run.stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 2);
    let accepted = &lines[0];
    assert_eq!(accepted["ok"], true);
    assert_eq!(
        (accepted["listing"].as_str(), accepted["production"].as_str()),
        (Some("my-url7.pest"), Some("httpaddress"))
    );
    assert_eq!(accepted["tree"]["rule"], "fragmentaddress");
    assert_eq!((accepted["tree"]["start"].as_u64(), accepted["tree"]["end"].as_u64()), (Some(0), Some(10)));
    let rejected = &lines[1];
    assert_eq!((rejected["ok"].as_bool(), rejected["offset"].as_u64()), (Some(false), Some(10)));
    assert_eq!(rejected["input"], "http://h/a b");
    assert!(rejected["expected"].as_array().is_some_and(|e| !e.is_empty()));
}

#[test]
fn a_broken_file_is_rendered_with_its_position_in_every_command() {
    let dir = scratch("cmds-broken");
    let bad = dir.join("bad.pest");
    std::fs::write(&bad, "a = { \"x\" ~ }\n").unwrap();
    let bad = bad.to_str().unwrap();
    for args in [vec!["parse", "--grammar", bad, "x"], vec!["conformance", "--grammar", bad]] {
        let run = rfc1630(&args, b"");
        assert_eq!(run.code, Some(2), "{args:?}");
        assert!(run.stderr.contains("bad.pest:1:"), "{args:?}: {}", run.stderr);
        assert!(run.stdout.is_empty(), "{args:?}");
    }
}

/// An unedited copy of `grammar/url7.pest` agrees with the built-in url7 on
/// every example of the catalogue: the same productions, the same rejections
/// (at pest's position, so only the verdict is compared).
#[test]
fn conformance_gives_a_users_file_a_column_that_an_unedited_copy_fills_like_url7() {
    let run = rfc1630(&["conformance", "--tsv", "--grammar", "grammar/url7.pest"], b"");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let mut rows = run.stdout.lines();
    let header: Vec<&str> = rows.next().unwrap().split('\t').collect();
    let column = |name: &str| header.iter().position(|h| *h == name).unwrap();
    let (url7, mine) = (column("url7"), column("url7.pest"));
    assert_eq!(mine + 1, header.len() - 1, "the file's column comes last, before the agreement");
    let mut compared = 0;
    for row in rows.take_while(|r| !r.is_empty()) {
        let cells: Vec<&str> = row.split('\t').collect();
        let (a, b) = (cells[url7], cells[mine]);
        assert_eq!(a.starts_with("err@"), b.starts_with("err@"), "{row}");
        if !a.starts_with("err@") {
            assert_eq!(a, b, "{row}");
        }
        compared += 1;
    }
    assert_eq!(compared, rfc1630::study::conformance::catalogue().len());

    // JSON: the file's verdict in every example, and nothing new without --grammar.
    let run = rfc1630(&["conformance", "--json", "--grammar", "grammar/url7.pest"], b"");
    let with: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(with["user_grammars"], serde_json::json!(["url7.pest"]));
    let examples = with["examples"].as_array().unwrap();
    assert!(examples.iter().all(|e| e["user_verdicts"][0]["grammar"] == "url7.pest"));
    let without: Value = serde_json::from_str(&rfc1630(&["conformance", "--json"], b"").stdout).unwrap();
    assert!(without.get("user_grammars").is_none() && without["examples"][0].get("user_verdicts").is_none());
}

#[test]
fn diff_reads_a_files_companions_in_both_modes() {
    let dir = scratch("cmds-diff");
    // Rule by rule: without rfc822.pest, url-03.pest lacks the RFC 822 rules.
    let alone = rfc1630(&["diff", "url-03", "grammar/url-03.pest"], b"");
    assert!(alone.stdout.contains("13 only in url-03"), "{}", alone.stdout);
    let with = rfc1630(&["diff", "url-03", "grammar/url-03.pest", "--grammar-file", "grammar/rfc822.pest"], b"");
    assert_eq!(with.code, Some(0), "{}", with.stderr);
    assert!(
        with.stdout.starts_with("url-03 -> grammar/url-03.pest: 77 unchanged (0 renamed), 0 changed, 0 only"),
        "{}",
        with.stdout
    );
    // Over a corpus: the file needs its companion to load at all.
    let corpus = dir.join("uris.txt");
    std::fs::write(&corpus, "mid:a@b\nhttp://h/a b\nnews:x\n").unwrap();
    let corpus = corpus.to_str().unwrap();
    let alone = rfc1630(&["diff", "url-03", "grammar/url-03.pest", "--corpus", corpus], b"");
    assert_eq!(alone.code, Some(2));
    assert!(alone.stderr.contains("url-03.pest:") && alone.stderr.contains("addr_spec"), "{}", alone.stderr);
    let args = ["diff", "url-03", "grammar/url-03.pest", "--grammar-file", "grammar/rfc822.pest", "--corpus", corpus];
    let with = rfc1630(&args, b"");
    assert_eq!(with.code, Some(0), "{}", with.stderr);
    assert_eq!(with.stdout.trim_end(), "url-03 -> url-03.pest: 3 inputs, 0 changed ()");
    // --entry: from `httpaddress`, the mid and news lines are rejected, and so
    // is the http line, as under url-03: the entry is anchored at the end of
    // the input, so the prefix `http://h/a` that `httpaddress` derives is not enough.
    let entry = rfc1630(&[&args[..], &["--entry", "httpaddress", "--json"]].concat(), b"");
    let d: Value = serde_json::from_str(&entry.stdout).unwrap();
    assert_eq!(d["counts"], serde_json::json!({"accepted-to-rejected": 2}), "{d}");
    assert_eq!(d["changed"][1]["input"], "news:x", "{d}");
    assert_eq!(d["changed"][1]["b"], "err@0", "{d}");
}
