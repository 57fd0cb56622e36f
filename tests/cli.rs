//! The command-line formats other tools rely on, run through the real binary.
#![cfg(feature = "cli")]

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
fn check_keeps_order_and_lengths_across_blocks() {
    // Over 8 MiB of short lines, so that lines straddle the reader's block
    // boundaries, then a line longer than a whole block, with a CRLF.
    let mut input = Vec::new();
    let mut expected = Vec::new();
    let rejected = format!(
        "err\t5\t{}",
        rfc1630::check(rfc1630::Grammar::Rfc1630, "HTTP://x/padding-padding-padding-padding").unwrap_err().summary()
    );
    for i in 0..250_000 {
        if i % 50 != 0 {
            input.extend_from_slice(format!("http://h/{i:07}/padding-padding-padding-padding\n").as_bytes());
            expected.push("ok\trfc1630-url:httpaddress".to_string());
        } else {
            input.extend_from_slice(b"HTTP://x/padding-padding-padding-padding\r\n");
            expected.push(rejected.clone());
        }
    }
    let long = 9 * 1024 * 1024 + 7;
    input.extend(std::iter::repeat_n(b'a', long));
    input.extend_from_slice(b"\r\nnews:a@b");
    let output = rfc1630(&["check"], &input);
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), expected.len() + 2);
    for (i, (line, expected)) in lines.iter().zip(&expected).enumerate() {
        assert_eq!(line, expected, "line {i}");
    }
    assert!(lines[expected.len()].contains(&format!("{long} bytes")), "{}", lines[expected.len()]);
    assert_eq!(lines[expected.len() + 1], "ok\trfc1630-url:newsaddress");
}

#[test]
fn parse_prints_the_ast_and_exits_by_verdict() {
    let output = rfc1630(&["parse", "http://info.cern.ch:8000/imaginary/test"], b"");
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    assert!(text.starts_with("http://info.cern.ch:8000/imaginary/test\trfc1630-url:httpaddress\n"), "{text}");
    assert!(text.contains("  hostport:\n    host:\n      hostname: \"info.cern.ch\"\n    port: 8000\n"), "{text}");

    let output = rfc1630(&["parse", "http://h/", "http://h:x/"], b"");
    assert_eq!(output.status.code(), Some(1));
    let text = stdout(&output);
    assert!(text.contains("http://h:x/\terr\nerror: expected digit\n --> rfc1630:1:10\n"), "{text}");
    assert!(text.contains("1 | http://h:x/\n  |        --^ found \"x\""), "{text}");
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
    assert_eq!(rfc1630(&["parse", "--grammar", "rfc9999", "x:y"], b"").status.code(), Some(2));
    assert_eq!(rfc1630(&["frobnicate"], b"").status.code(), Some(2));
}

#[test]
fn conformance_table_and_json() {
    let output = rfc1630(&["conformance", "--tsv"], b"");
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
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
    let doc: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(doc["examples"].as_array().unwrap().len(), rfc1630::conformance::catalogue().len());
    assert_eq!(doc["summary"]["examples"], rfc1630::conformance::catalogue().len());
    // The table's claim column is the JSON form's claim word, row by row.
    let table_claims: Vec<&str> = text.lines().skip(1).map_while(|l| l.split('\t').nth(3)).collect();
    let json_claims: Vec<&str> =
        doc["examples"].as_array().unwrap().iter().map(|e| e["example"]["claim"].as_str().unwrap()).collect();
    assert_eq!(table_claims, json_claims);
    assert!(table_claims.contains(&"not-identical") && table_claims.contains(&"part"), "{table_claims:?}");
}

#[test]
fn resolve_prints_one_result_per_partial() {
    let output = rfc1630(&["resolve", "magic://a/b/c//d/e/f", "g", "/g", "//g", "../g", "g:h"], b"");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output), "magic://a/b/c//d/e/g\nmagic://a/g\nmagic://g\nmagic://a/b/c//d/g\ng:h\n");
    let output = rfc1630(&["resolve", "--literal", "magic://a/b/c//d/e/f", "/g"], b"");
    assert_eq!(stdout(&output), "magic://a/b/c//d/g\n");
    let output = rfc1630(&["resolve", "--grammar", "url-03", "http://a/b", "g"], b"");
    assert_eq!(output.status.code(), Some(1));
}

#[test]
fn compare_exit_codes() {
    let ex1 = ["http://info.cern.ch/albert/bertram/marie-claude", "http://info.cern.ch/albert/bertram/marie%2Dclaude"];
    let output = rfc1630(&["compare", ex1[0], ex1[1]], b"");
    assert_eq!((output.status.code(), stdout(&output)), (Some(0), "identical\n".to_string()));
    let output = rfc1630(&["compare", ex1[0], "http://info.cern.ch/albert/bertram%2Fmarie-claude"], b"");
    assert_eq!(output.status.code(), Some(1));
    assert!(stdout(&output).starts_with("different: path segment 2"), "{}", stdout(&output));
    let output = rfc1630(&["compare", ex1[0], "news:12345667123%asdghfh@info.cern.ch"], b"");
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn extract_reads_stdin_and_files() {
    let text = b"See <URL:http://info.cern.ch/hyper\n   text/WWW/> and <mailto:timbl@info.cern.ch>,\nnot <this>, but <HTTP://x/>.\n";
    let output = rfc1630(&["extract"], text);
    let out = stdout(&output);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "1:5\thttp://info.cern.ch/hypertext/WWW/\tok rfc1630-url:httpaddress");
    assert_eq!(lines[1], "2:19\tmailto:timbl@info.cern.ch\tok rfc1630-url:mailtoaddress");
    assert!(lines[2].starts_with("3:17\tHTTP://x/\terr "), "{out}");
    assert_eq!(lines.len(), 3, "{out}");
    assert_eq!(output.status.code(), Some(1));
    let seed = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/seeds/003_8b2f656be9807e96.txt");
    let output = rfc1630(&["extract", "--grammar", "rfc1630-url", seed], b"");
    assert!(stdout(&output).contains("\tftp://info.cern.ch/pub/www/doc/http-spec.txt\tok rfc1630-url:ftpaddress"));
    assert_eq!(rfc1630(&["extract", "/no/such/file"], b"").status.code(), Some(2));
}

#[test]
fn lint_exit_codes() {
    let output = rfc1630(&["lint", "ftp://joe:secret@ftp.host/pub"], b"");
    assert_eq!(output.status.code(), Some(1));
    assert!(stdout(&output).starts_with("ftp://joe:secret@ftp.host/pub\tpassword\t"), "{}", stdout(&output));
    assert_eq!(rfc1630(&["lint", "http://info.cern.ch/"], b"").status.code(), Some(0));
}

#[test]
fn check_on_nul_bytes_and_binary_input() {
    let output = rfc1630(&["check"], b"http://h/\0x\n\0\0\0\n");
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("err\t9\t"), "{text}");
    assert!(lines[1].starts_with("err\t0\t"), "{text}");
    // A binary file: every line gets a verdict, none panics.
    let binary: Vec<u8> = (0..=255u8).cycle().take(64 * 1024).collect();
    let output = rfc1630(&["check"], &binary);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output).lines().count(), binary.iter().filter(|&&b| b == b'\n').count() + 1);
    assert!(!String::from_utf8_lossy(&output.stderr).contains("panicked"));
    let output = rfc1630(&["extract"], &binary);
    assert!(matches!(output.status.code(), Some(0 | 1)), "{output:?}");
    assert!(!String::from_utf8_lossy(&output.stderr).contains("panicked"));
}

#[test]
fn a_closed_stdout_ends_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rfc1630"))
        .arg("check")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let mut out = child.stdout.take().unwrap();
    let writer = std::thread::spawn(move || {
        for _ in 0..200_000 {
            if input.write_all(b"http://info.cern.ch/\n").is_err() {
                break;
            }
        }
    });
    let mut first = [0u8; 16];
    std::io::Read::read_exact(&mut out, &mut first).unwrap();
    drop(out);
    let status = child.wait().unwrap();
    writer.join().unwrap();
    let mut stderr = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut stderr).unwrap();
    assert_eq!(status.code(), Some(0), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

/// `check --entry`: a built-in grammar's absolute form, in either spelling of
/// a hyphenated name; an entry the grammar lacks is a usage error.
#[test]
fn check_with_an_entry_of_a_builtin_grammar() {
    let run = rfc1630(&["check", "--grammar", "rfc2396", "--entry", "absoluteURI", "http://a/b", "../b"], b"");
    assert_eq!(run.status.code(), Some(0));
    let out = stdout(&run);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "ok\trfc2396:absoluteURI");
    assert!(lines[1].starts_with("err\t0\t"), "{out}");
    // The grammar's own entry is its default path: the verdict names the alternative taken.
    let run = rfc1630(&["check", "--grammar", "rfc2732", "--entry", "URI-reference", "../b"], b"");
    assert_eq!(stdout(&run), "ok\trfc2732:relativeURI\n");
    let run = rfc1630(&["check", "--grammar", "rfc1808", "--entry", "absoluteURI", "g:h"], b"");
    assert_eq!(run.status.code(), Some(2));
}
