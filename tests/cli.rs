//! The command-line formats other tools rely on, run through the real binary.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn rfc1630(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rfc1630"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let bytes = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&bytes);
    });
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    output
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

#[test]
fn check_writes_one_line_per_input_line() {
    let input = b"http://info.cern.ch/\nmagic:a/b\nHTTP://x/\n\xff\xfe\nnews:a@b\r\n\n";
    let output = rfc1630(&["check"], input);
    assert_eq!(output.status.code(), Some(0));
    let lines: Vec<String> = stdout(&output).lines().map(str::to_string).collect();
    assert_eq!(lines.len(), 6, "{lines:?}");
    assert_eq!(lines[0], "ok\trfc1630-url:httpaddress");
    assert_eq!(lines[1], "ok\trfc1630-generic:uri");
    assert!(lines[2].starts_with("err\t5\trfc1630: 1:6: expected"), "{}", lines[2]);
    assert_eq!(lines[3], "err\t0\tline is not UTF-8: invalid byte at offset 0");
    assert_eq!(lines[4], "ok\trfc1630-url:newsaddress");
    assert!(lines[5].starts_with("err\t0\t"), "{}", lines[5]);
}

#[test]
fn check_takes_the_grammar_flag() {
    let output = rfc1630(&["check", "--grammar", "rfc1630-generic"], b"http://info.cern.ch/\nmagic:a\n");
    assert_eq!(
        stdout(&output),
        format!(
            "err\t5\t{}\nok\trfc1630-generic:uri\n",
            rfc1630::check(rfc1630::Grammar::Rfc1630Generic, "http://info.cern.ch/").unwrap_err().summary()
        )
    );
}

#[test]
fn check_survives_a_line_over_the_cap_and_an_empty_input() {
    let mut input = vec![b'a'; rfc1630::MAX_INPUT_LEN + 10];
    input.extend_from_slice(b"\nhttp://h/\n");
    let output = rfc1630(&["check"], &input);
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2);
    assert!(lines[0].contains("over the 4194304-byte length cap"), "{}", lines[0]);
    assert_eq!(lines[1], "ok\trfc1630-url:httpaddress");
    let output = rfc1630(&["check"], b"");
    assert_eq!((output.status.code(), output.stdout.len()), (Some(0), 0));
}

#[test]
fn parse_prints_the_ast_and_exits_by_verdict() {
    let output = rfc1630(&["parse", "http://info.cern.ch:8000/imaginary/test"], b"");
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    assert!(text.starts_with("http://info.cern.ch:8000/imaginary/test\trfc1630-url:httpaddress\n"), "{text}");
    assert!(text.contains("  hostport:\n    host:\n      hostname: \"info.cern.ch\"\n    port: \"8000\"\n"), "{text}");

    let output = rfc1630(&["parse", "http://h/", "http://h:x/"], b"");
    assert_eq!(output.status.code(), Some(1));
    let text = stdout(&output);
    assert!(text.contains("http://h:x/\terr\nrfc1630: 1:10: expected"), "{text}");
    assert!(text.contains("  | http://h:x/\n  |          ^"), "{text}");
}

#[test]
fn parse_json_is_one_document_per_line() {
    let output = rfc1630(&["parse", "--json", "news:a@b", "bad"], b"");
    assert_eq!(output.status.code(), Some(1));
    let text = stdout(&output);
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
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    assert!(text.contains("\n    httpaddress [0..13] \"http://h:80/a\"\n"), "{text}");
    assert!(text.contains("\n        port [9..11] \"80\"\n"), "{text}");
}

#[test]
fn usage_errors_exit_2() {
    assert_eq!(rfc1630(&["parse"], b"").status.code(), Some(2));
    assert_eq!(rfc1630(&["parse", "--grammar", "rfc2396", "x:y"], b"").status.code(), Some(2));
    assert_eq!(rfc1630(&["frobnicate"], b"").status.code(), Some(2));
}

#[test]
fn conformance_table_and_json() {
    let output = rfc1630(&["conformance"], b"");
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    let header =
        "example\tdocument\tpage\tclaim\trfc1630\trfc1630-url\trfc1630-generic\turl-03\turl7\turl4\tagreement\n";
    assert!(text.starts_with(header), "{text}");
    let p14 = text.lines().find(|l| l.starts_with("rfc1630-003-p14-http-8\t")).unwrap();
    assert!(
        p14.starts_with("rfc1630-003-p14-http-8\t003_8b2f656be9807e96.txt\t14\tvalid\terr@44\terr@44\terr@5\t"),
        "{p14}"
    );
    assert!(p14.contains("\tFINDING: claimed valid, rejected"), "{p14}");
    let output = rfc1630(&["conformance", "--json"], b"");
    let doc: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(doc["examples"].as_array().unwrap().len(), rfc1630::conformance::catalogue().len());
    assert_eq!(doc["summary"]["examples"], rfc1630::conformance::catalogue().len());
}
