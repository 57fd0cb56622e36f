//! RFC 3986's two entries through the CLI: `URI-reference` (the default, on
//! the DFA path with the exact diagnosis) and the absolute form `URI`
//! (`--entry URI`, either spelling of the rule name), and the diagnosis of an
//! IPv6 literal that becomes impossible.

use std::process::Command;

fn check(args: &[&str]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_rfc1630")).arg("check").args(args).output().unwrap();
    assert_eq!(output.status.code(), Some(0), "{args:?}");
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn the_absolute_form_is_an_entry() {
    assert_eq!(check(&["-g", "rfc3986", "--entry", "URI", "http://a/b#c"]), "ok\trfc3986:URI\n");
    // A relative reference is no `URI`: no scheme at byte 0.
    assert!(check(&["-g", "rfc3986", "--entry", "URI", "//a/b"]).starts_with("err\t0\t"));
    for spelling in ["URI-reference", "URI_reference"] {
        assert_eq!(check(&["-g", "rfc3986", "--entry", spelling, "//a/b"]), "ok\trfc3986:relative_ref\n");
    }
    assert_eq!(check(&["-g", "rfc3986", "//a/b"]), "ok\trfc3986:relative_ref\n");
}

/// `[::1::]`: the second `::` is where no alternative of `IPv6address` can
/// go on (byte 12, after `::1:`); the error names the productions open there.
#[test]
fn an_impossible_ipv6_literal_is_diagnosed_where_it_became_impossible() {
    let err = rfc1630::check(rfc1630::Grammar::Rfc3986, "http://[::1::]/").unwrap_err();
    assert_eq!(err.offset(), 12);
    let message = err.to_string();
    assert!(message.contains("HEXDIG") && message.contains("IP_literal"), "{message}");
    let line = check(&["-g", "rfc3986", "http://[::1::]/"]);
    assert!(line.starts_with("err\t12\t"), "{line}");
}
