//! `convert` through the real binary: RFC 3987 §3's mapping both ways, one
//! answer a line in input order, arguments or stdin, and `check`'s error
//! line for an input that is not of the form converted from.

use crate::support::binary::run as rfc1630;

/// The lines of a run that must have exited 0 (`check`'s convention: the
/// input could be read, whatever the answers).
fn lines(args: &[&str], stdin: &[u8]) -> Vec<String> {
    let output = rfc1630(args, stdin);
    assert_eq!(output.code, Some(0), "{args:?}: {}", output.stderr);
    output.stdout.lines().map(str::to_string).collect()
}

#[test]
fn e_acute_goes_both_ways() {
    // §3.1's example (l.632-652) maps `é` to its UTF-8 octets `C3 A9`;
    // §3.2 (l.745-747) decodes them back.
    assert_eq!(
        lines(&["convert", "--to", "uri", "http://r\u{E9}sum\u{E9}.example.org/"], b""),
        ["ok\thttp://r%C3%A9sum%C3%A9.example.org/"]
    );
    assert_eq!(
        lines(&["convert", "--to", "iri", "http://r%C3%A9sum%C3%A9.example.org/"], b""),
        ["ok\thttp://r\u{E9}sum\u{E9}.example.org/"]
    );
}

#[test]
fn a_uri_is_decoded_only_where_section_3_2_allows() {
    // Decoded: `%C3%A9`. Kept: a bidi formatting character (l.974), an
    // octet that is not UTF-8, the reserved `%2F`.
    let answers = lines(&["convert", "--to", "iri"], b"/%C3%A9\n/%E2%80%AE\n/%FF\n/a%2Fb\n");
    assert_eq!(answers, ["ok\t/\u{E9}", "ok\t/%E2%80%AE", "ok\t/%FF", "ok\t/a%2Fb"]);
}

#[test]
fn a_c1_control_is_rejected_at_its_byte_offset() {
    // U+0085 is in no range of `ucschar` (l.435): the listing stops at it.
    let output = lines(&["convert", "--to", "uri", "http://\u{E9}/\u{85}"], b"");
    assert_eq!(output.len(), 1);
    assert!(output[0].starts_with("err\t10\trfc3987: "), "{}", output[0]);
}

#[test]
fn input_not_of_the_form_gets_checks_error_line() {
    for (to, grammar, input) in [("uri", "rfc3987", "not an iri"), ("iri", "rfc3986", "http://a/\u{E9}")] {
        let convert = lines(&["convert", "--to", to, input], b"");
        let check = lines(&["check", "--grammar", grammar, input], b"");
        assert!(check[0].starts_with("err\t"), "{}", check[0]);
        assert_eq!(convert, check, "convert --to {to} {input:?}");
        let convert = lines(&["convert", "--json", "--to", to, input], b"");
        let check = lines(&["check", "--json", "--grammar", grammar, input], b"");
        assert_eq!(convert, check, "convert --json --to {to} {input:?}");
    }
}

#[test]
fn stdin_lines_are_answered_in_order() {
    let input = "http://a/\u{E9}\nnot an iri\nx\n/\u{10300}\r\n";
    let answers = lines(&["convert", "--to", "uri"], input.as_bytes());
    assert_eq!(answers.len(), 4, "{answers:?}");
    assert_eq!(answers[0], "ok\thttp://a/%C3%A9");
    assert!(answers[1].starts_with("err\t"), "{}", answers[1]);
    assert_eq!(answers[2], "ok\tx");
    assert_eq!(answers[3], "ok\t/%F0%90%8C%80");
    let answers = lines(&["convert", "--to", "iri"], b"/%C3%A9\n\xff\xfe\n");
    assert_eq!(answers, ["ok\t/\u{E9}", "err\t0\tline is not UTF-8: invalid byte at offset 0"]);
}

#[test]
fn json_is_one_conversion_a_line() {
    let answers = lines(&["convert", "--to", "uri", "--json"], "/\u{E9}\n/a\n".as_bytes());
    let values: Vec<serde_json::Value> = answers.iter().map(|line| serde_json::from_str(line).unwrap()).collect();
    assert_eq!(
        values,
        [
            serde_json::json!({"input": "/\u{E9}", "ok": true, "to": "uri", "output": "/%C3%A9", "changed": true}),
            serde_json::json!({"input": "/a", "ok": true, "to": "uri", "output": "/a", "changed": false}),
        ]
    );
    // The field order is check's: `input`, then `ok`.
    assert!(answers[0].starts_with("{\"input\":\"/\u{E9}\",\"ok\":true,"), "{}", answers[0]);
}

#[test]
fn to_is_required_and_spelled_uri_or_iri() {
    assert_eq!(rfc1630(&["convert", "http://a/"], b"").code, Some(2));
    let output = rfc1630(&["convert", "--to", "url", "http://a/"], b"");
    assert_eq!(output.code, Some(2));
    assert!(output.stderr.contains("neither `uri` nor `iri`"), "{}", output.stderr);
}
