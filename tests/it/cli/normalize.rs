//! `normalize` through the real binary: the library's normal form, one
//! answer a line in input order, arguments or stdin, `check`'s error line
//! for an input the grammar rejects, relative references that keep their
//! target, and the usage errors.

use crate::support::binary::run as rfc1630;

/// The lines of a run that must have exited 0 (`check`'s convention: the
/// input could be read, whatever the answers).
fn lines(args: &[&str], stdin: &[u8]) -> Vec<String> {
    let output = rfc1630(args, stdin);
    assert_eq!(output.code, Some(0), "{args:?}: {}", output.stderr);
    assert_eq!(output.stderr, "", "{args:?}");
    output.stdout.lines().map(str::to_string).collect()
}

/// RFC 3986 §6.2.2's example (l.2205-2206) and §6.2.3's (l.2269-2272) come
/// to the normal forms the text gives.
#[test]
fn the_documents_examples() {
    let answers =
        lines(&["normalize", "-g", "rfc3986", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d", "http://example.com:80"], b"");
    assert_eq!(answers, ["ok\texample://a/b/c/%7Bfoo%7D", "ok\thttp://example.com/"]);
    // Each revision by its own ladder: RFC 2396 lowers the host, elides the
    // default port and decodes `~`; RFC 1738 decodes only its own safe
    // characters (§2.2, l.190-192), `$` but not `~`.
    let uri = "http://Example.COM:80/%24%7euser";
    let by = |grammar| lines(&["normalize", "-g", grammar, uri], b"");
    assert_eq!(by("rfc2396"), ["ok\thttp://example.com/%24~user"]);
    assert_eq!(by("rfc1738"), ["ok\thttp://Example.COM:80/$%7Euser"]);
    // RFC 1630 p.8: the encoding level; `/` is reserved, `~` national (p.26): both stay escaped.
    assert_eq!(lines(&["normalize", "http://h/%41%2F%7e"], b""), ["ok\thttp://h/A%2F%7E"]);
}

/// The wrong answers of old: `a/..` was `/` and `../a/./b` was `a/b`.
#[test]
fn a_relative_reference_keeps_its_target() {
    for grammar in ["rfc3986", "rfc3987"] {
        let answers = lines(&["normalize", "-g", grammar, "a/..", "../a/./b", "/a/../%62", "//H:80/a/./b"], b"");
        assert_eq!(answers, ["ok\ta/..", "ok\t../a/./b", "ok\t/b", "ok\t//h:80/a/b"], "{grammar}");
    }
    let answers = lines(&["normalize", "-g", "rfc3986", "--json", "../a/./b"], b"");
    let json: serde_json::Value = serde_json::from_str(&answers[0]).unwrap();
    assert_eq!(json["normal"], "../a/./b");
    let rungs: Vec<&str> = json["rungs"].as_array().unwrap().iter().map(|r| r["rung"].as_str().unwrap()).collect();
    assert_eq!(rungs, ["simple-string", "case", "percent-encoding"]);
    let not_applied = json["not_applied"].as_array().unwrap();
    assert_eq!(not_applied[0]["rung"], "dot-segments");
    assert!(not_applied[0]["why"].as_str().unwrap().contains("rfc3986.txt l.1765-1766"), "{}", not_applied[0]);
    assert_eq!(not_applied[1]["rung"], "scheme-based");
}

#[test]
fn input_the_grammar_rejects_gets_checks_error_line() {
    for (grammar, input) in [("rfc3986", "g h"), ("rfc3987", "http://a/\u{85}"), ("rfc1630", "../g")] {
        let normalize = lines(&["normalize", "-g", grammar, input], b"");
        let check = lines(&["check", "-g", grammar, input], b"");
        assert!(check[0].starts_with("err\t"), "{}", check[0]);
        assert_eq!(normalize, check, "normalize -g {grammar} {input:?}");
        let normalize = lines(&["normalize", "--json", "-g", grammar, input], b"");
        let check = lines(&["check", "--json", "-g", grammar, input], b"");
        assert_eq!(normalize, check, "normalize --json -g {grammar} {input:?}");
    }
}

/// url4's grammar takes `%zz`; RFC 1630's encoding level, which the drafts
/// share, has no decoding for it (p.9, Example 3): an error at the `%`.
#[test]
fn an_escape_with_no_decoding_is_an_error_at_its_offset() {
    let answers = lines(&["normalize", "-g", "url4", "http://h/a%zz"], b"");
    assert_eq!(answers.len(), 1);
    assert!(answers[0].starts_with("err\t10\t`%` at byte 10 is not followed by two hex digits"), "{}", answers[0]);
}

#[test]
fn stdin_lines_are_answered_in_order() {
    let input = b"HTTP://a/%7e\ng h\n../%61\r\n\xff\n";
    let answers = lines(&["normalize", "-g", "rfc3986"], input);
    assert_eq!(answers.len(), 4, "{answers:?}");
    assert_eq!(answers[0], "ok\thttp://a/~");
    assert!(answers[1].starts_with("err\t1\trfc3986: "), "{}", answers[1]);
    assert_eq!(answers[2], "ok\t../a");
    assert_eq!(answers[3], "err\t0\tline is not UTF-8: invalid byte at offset 0");
}

#[test]
fn json_is_one_normal_form_a_line() {
    let answers = lines(&["normalize", "-g", "rfc2396", "--json"], b"HTTP://h:80/a\n");
    let json: serde_json::Value = serde_json::from_str(&answers[0]).unwrap();
    assert_eq!(json["normal"], "http://h/a");
    let rungs: Vec<(&str, &str)> = json["rungs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["rung"].as_str().unwrap(), r["clause"].as_str().unwrap()))
        .collect();
    assert_eq!(rungs.len(), 4);
    assert_eq!(rungs[3].0, "scheme-based");
    assert!(rungs[3].1.starts_with("RFC 2396 §6 (rfc2396.txt l.1248-1250)"), "{}", rungs[3].1);
    assert_eq!(json["not_applied"], serde_json::json!([]));
    // The field order is check's: `input`, then `ok`.
    assert!(answers[0].starts_with("{\"input\":\"HTTP://h:80/a\",\"ok\":true,\"normal\":"), "{}", answers[0]);
}

/// `--nfc` is RFC 3987's alone (§5.3.2.2), as for `compare`.
#[test]
fn nfc_is_rfc3987s() {
    let decomposed = "http://a/re\u{301}sume\u{301}";
    assert_eq!(lines(&["normalize", "-g", "rfc3987", decomposed], b""), ["ok\thttp://a/re%CC%81sume%CC%81"]);
    assert_eq!(lines(&["normalize", "-g", "rfc3987", "--nfc", decomposed], b""), ["ok\thttp://a/r%C3%A9sum%C3%A9"]);
    for args in [&["normalize", "--nfc", "a:b"][..], &["normalize", "-g", "rfc3986", "--nfc", "a:b"]] {
        let output = rfc1630(args, b"");
        assert_eq!(output.code, Some(2), "{args:?}");
        assert!(output.stderr.contains("--nfc needs --grammar rfc3987"), "{args:?}: {}", output.stderr);
        assert_eq!(output.stdout, "", "{args:?}");
    }
}

/// A listing or a prose layer has no normal form of its own: a usage
/// error that names the grammar to use.
#[test]
fn a_grammar_with_no_normal_form_is_a_usage_error() {
    for (grammar, instead) in [("rfc1630-url", "use rfc1630"), ("url7+prose", "use url7")] {
        let output = rfc1630(&["normalize", "-g", grammar, "http://h/"], b"");
        assert_eq!(output.code, Some(2), "{grammar}");
        assert!(
            output.stderr.contains("defines no normalization; ") && output.stderr.contains(instead),
            "{}",
            output.stderr
        );
        assert_eq!(output.stdout, "", "{grammar}");
    }
}
