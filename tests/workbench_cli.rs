//! A user.s grammar file through the real binary: a `.pest` file wherever a grammar id
//! goes (`check`, `diff --corpus`), and a broken one rendered, exit 2.
#![cfg(feature = "cli")]

#[path = "common/binary.rs"]
mod binary;
#[path = "common/edited.rs"]
mod edited;

use binary::run as rfc1630;
use edited::{my_url7, scratch};

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
