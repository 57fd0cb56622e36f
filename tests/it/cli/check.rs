//! `check` through the real binary: one line per input line, in order and
//! at any length, its flags (`--grammar`, `--entry`, `--json`), arguments
//! as stdin, and input that is no text or no URI.

use crate::support::binary::run as rfc1630;
use std::io::Write;
use std::process::{Command, Stdio};

#[test]
fn check_writes_one_line_per_input_line() {
    let input = b"http://info.cern.ch/\nmagic:a/b\nHTTP://x/\n\xff\xfe\nnews:a@b\r\n\n";
    let output = rfc1630(&["check"], input);
    assert_eq!(output.code, Some(0));
    let lines: Vec<String> = output.stdout.lines().map(str::to_string).collect();
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
        output.stdout,
        format!(
            "err\t5\t{}\nok\trfc1630-generic:uri\n",
            rfc1630::check(rfc1630::Grammar::Rfc1630Generic, "http://info.cern.ch/").unwrap_err().summary()
        )
    );
}

#[test]
fn check_survives_a_line_over_the_cap_and_an_empty_input() {
    let mut input = vec![b'a'; rfc1630::diagnose::MAX_INPUT_LEN + 10];
    input.extend_from_slice(b"\nhttp://h/\n");
    let output = rfc1630(&["check"], &input);
    let text = &output.stdout;
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2);
    assert!(lines[0].contains("over the 4194304-byte length cap"), "{}", lines[0]);
    assert_eq!(lines[1], "ok\trfc1630-url:httpaddress");
    let output = rfc1630(&["check"], b"");
    assert_eq!((output.code, output.stdout.len()), (Some(0), 0));
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
    let text = &output.stdout;
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), expected.len() + 2);
    for (i, (line, expected)) in lines.iter().zip(&expected).enumerate() {
        assert_eq!(line, expected, "line {i}");
    }
    assert!(lines[expected.len()].contains(&format!("{long} bytes")), "{}", lines[expected.len()]);
    assert_eq!(lines[expected.len() + 1], "ok\trfc1630-url:newsaddress");
}

#[test]
fn check_on_nul_bytes_and_binary_input() {
    let output = rfc1630(&["check"], b"http://h/\0x\n\0\0\0\n");
    assert_eq!(output.code, Some(0));
    let text = &output.stdout;
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("err\t9\t"), "{text}");
    assert!(lines[1].starts_with("err\t0\t"), "{text}");
    // A binary file: every line gets a verdict, none panics.
    let binary: Vec<u8> = (0..=255u8).cycle().take(64 * 1024).collect();
    let output = rfc1630(&["check"], &binary);
    assert_eq!(output.code, Some(0));
    assert_eq!(output.stdout.lines().count(), binary.iter().filter(|&&b| b == b'\n').count() + 1);
    assert!(!output.stderr.contains("panicked"));
    let output = rfc1630(&["extract"], &binary);
    assert!(matches!(output.code, Some(0 | 1)), "{output:?}");
    assert!(!output.stderr.contains("panicked"));
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
    assert_eq!(run.code, Some(0));
    let out = &run.stdout;
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "ok\trfc2396:absoluteURI");
    assert!(lines[1].starts_with("err\t0\t"), "{out}");
    // The grammar's own entry is its default path: the verdict names the alternative taken.
    let run = rfc1630(&["check", "--grammar", "rfc2732", "--entry", "URI-reference", "../b"], b"");
    assert_eq!(run.stdout, "ok\trfc2732:relativeURI\n");
    let run = rfc1630(&["check", "--grammar", "rfc1808", "--entry", "absoluteURI", "g:h"], b"");
    assert_eq!(run.code, Some(2));
}

fn check(args: &[&str]) -> String {
    let run = crate::support::binary::run(&[["check"].as_slice(), args].concat(), b"");
    assert_eq!(run.code, Some(0), "{args:?}");
    run.stdout
}

/// RFC 3986's two entries: `URI-reference` (the default) and the absolute
/// form `URI` (`--entry URI`, either spelling of the rule name).
#[test]
fn the_rfc3986_absolute_form_is_an_entry() {
    assert_eq!(check(&["-g", "rfc3986", "--entry", "URI", "http://a/b#c"]), "ok\trfc3986:URI\n");
    // A relative reference is no `URI`: no scheme at byte 0.
    assert!(check(&["-g", "rfc3986", "--entry", "URI", "//a/b"]).starts_with("err\t0\t"));
    for spelling in ["URI-reference", "URI_reference"] {
        assert_eq!(check(&["-g", "rfc3986", "--entry", spelling, "//a/b"]), "ok\trfc3986:relative-ref\n");
    }
    assert_eq!(check(&["-g", "rfc3986", "//a/b"]), "ok\trfc3986:relative-ref\n");
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

/// What a line is told does not depend on the lines before it: the rows
/// the diagnosis makes at run time are kept for later lines, and a kept row
/// must be the one this line's own prefix gives. The corpus strings with a
/// non-ASCII letter or a control byte put in (which reach states the
/// prebuilt tables name least), forwards and backwards, in one process each.
#[test]
fn a_line_is_told_the_same_whatever_came_before() {
    let mut lines: Vec<String> = crate::support::corpus_strings()
        .into_iter()
        .map(|(_, text)| text)
        .filter(|text| !text.contains(['\n', '\r']))
        .collect();
    let mutants: Vec<String> = lines
        .iter()
        .enumerate()
        .map(|(i, line)| {
            let at = (i * 7919) % (line.len() + 1);
            let at = (0..=at).rev().find(|&j| line.is_char_boundary(j)).unwrap_or(0);
            format!("{}{}{}", &line[..at], ["é", "\u{1}", "%z", "ß/"][i % 4], &line[at..])
        })
        .collect();
    lines.extend(mutants);
    let forwards = lines.join("\n") + "\n";
    let backwards = lines.iter().rev().cloned().collect::<Vec<_>>().join("\n") + "\n";
    for grammar in ["rfc1630", "rfc1630+prose", "url-03"] {
        let told = rfc1630(&["check", "--grammar", grammar], forwards.as_bytes()).stdout;
        let told_backwards = rfc1630(&["check", "--grammar", grammar], backwards.as_bytes()).stdout;
        let told: Vec<&str> = told.lines().collect();
        let mut told_backwards: Vec<&str> = told_backwards.lines().collect();
        told_backwards.reverse();
        assert_eq!(told.len(), lines.len(), "{grammar}");
        for ((line, forwards), backwards) in lines.iter().zip(&told).zip(&told_backwards) {
            assert_eq!(forwards, backwards, "{grammar} {line:?}");
        }
    }
}
