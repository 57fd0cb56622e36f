//! `lint` through the real binary: its exit codes, and input no listing
//! accepts or only the generic one does.

use crate::support::binary::run as rfc1630;

#[test]
fn lint_exit_codes() {
    let output = rfc1630(&["lint", "ftp://joe:secret@ftp.host/pub"], b"");
    assert_eq!(output.code, Some(1));
    assert!(output.stdout.starts_with("ftp://joe:secret@ftp.host/pub\tpassword\t"), "{}", output.stdout);
    assert_eq!(rfc1630(&["lint", "http://info.cern.ch/"], b"").code, Some(0));
}

/// `lint` on input no listing accepts, and on generic-only parses.
#[test]
fn lint_names_illegal_and_generic_only_input() {
    for uri in ["not valid", "https://a/"] {
        let run = rfc1630(&["lint", uri], b"");
        assert_eq!(run.code, Some(1), "{uri}");
        assert!(run.stdout.starts_with(&format!("{uri}\tillegal\twarning: no listing of rfc1630 accepts it: ")));
        assert_eq!(run.stdout.lines().count(), 1, "{}", run.stdout);
    }
    let run = rfc1630(&["lint", "http:", "mailto:@h", "foo:x"], b"");
    assert_eq!(run.code, Some(1));
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{}", run.stdout);
    assert!(lines[0].starts_with("http:\tgeneric-only\t") && lines[0].contains("in httpaddress"), "{}", lines[0]);
    assert!(lines[1].starts_with("mailto:@h\tgeneric-only\t") && lines[1].contains("mailtoaddress"), "{}", lines[1]);
}
