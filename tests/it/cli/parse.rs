//! `parse` through the real binary: the AST, `--json`, `--tree`, and the
//! exit code by verdict.

use crate::support::binary::run as rfc1630;

#[test]
fn parse_prints_the_ast_and_exits_by_verdict() {
    let output = rfc1630(&["parse", "http://info.cern.ch:8000/imaginary/test"], b"");
    assert_eq!(output.code, Some(0));
    let text = &output.stdout;
    assert!(text.starts_with("http://info.cern.ch:8000/imaginary/test\trfc1630-url:httpaddress\n"), "{text}");
    assert!(text.contains("  hostport:\n    host:\n      hostname: \"info.cern.ch\"\n    port: 8000\n"), "{text}");

    let output = rfc1630(&["parse", "http://h/", "http://h:x/"], b"");
    assert_eq!(output.code, Some(1));
    let text = &output.stdout;
    assert!(text.contains("http://h:x/\terr\nerror: expected digit\n --> rfc1630:1:10\n"), "{text}");
    assert!(text.contains("1 | http://h:x/\n  |        --^ found \"x\""), "{text}");
}

#[test]
fn parse_json_is_one_document_per_line() {
    let output = rfc1630(&["parse", "--json", "news:a@b", "bad"], b"");
    assert_eq!(output.code, Some(1));
    let text = &output.stdout;
    let docs: Vec<serde_json::Value> = text.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(docs.len(), 2);
    assert_eq!(docs[0]["production"], "newsaddress");
    assert_eq!(docs[0]["groupart"]["article"]["xalphas"], "a");
    assert_eq!(docs[1]["input"], "bad");
    assert_eq!(docs[1]["error"]["error"], "syntax");
}

#[test]
fn parse_tree_shows_productions_with_spans() {
    let output = rfc1630(&["parse", "--tree", "--grammar", "rfc1630-url", "http://h:80/a"], b"");
    assert_eq!(output.code, Some(0));
    let text = &output.stdout;
    assert!(text.contains("\n    httpaddress [0..13] \"http://h:80/a\"\n"), "{text}");
    assert!(text.contains("\n        port [9..11] \"80\"\n"), "{text}");
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
