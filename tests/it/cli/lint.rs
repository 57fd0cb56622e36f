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

/// Under `rfc3987`, the IRI rules (RFC 3987 §4.1, §8) follow the listing's
/// and the security warnings; under another grammar they are not run.
#[test]
fn lint_runs_the_iri_rules_under_rfc3987() {
    let spoof = "http://example.org/\u{202E}gpj.exe";
    let run = rfc1630(
        &["lint", "--grammar", "rfc3987", spoof, "http://a/%C0%AF..", "http://r\u{E9}sum\u{E9}.example.org/"],
        b"",
    );
    assert_eq!(run.code, Some(1));
    let codes: Vec<(&str, &str)> = run
        .stdout
        .lines()
        .map(|line| {
            let mut f = line.split('\t');
            (f.next().unwrap(), f.next().unwrap())
        })
        .collect();
    assert_eq!(codes, [(spoof, "bidi-formatting"), ("http://a/%C0%AF..", "overlong-utf8")], "{}", run.stdout);
    assert!(run.stdout.contains("l.974-975"), "{}", run.stdout);
    // The listing accepts the RLO (its `ucschar` holds it): no `illegal`.
    assert!(!run.stdout.contains("\tillegal\t"), "{}", run.stdout);
    let run = rfc1630(&["lint", "--grammar", "rfc3986", "http://a/%C0%AF.."], b"");
    assert_eq!((run.code, run.stdout.as_str()), (Some(0), ""));
}
