//! `compare` through the real binary: its exit codes.

use crate::support::binary::run as rfc1630;

#[test]
fn compare_exit_codes() {
    let ex1 = ["http://info.cern.ch/albert/bertram/marie-claude", "http://info.cern.ch/albert/bertram/marie%2Dclaude"];
    let output = rfc1630(&["compare", ex1[0], ex1[1]], b"");
    assert_eq!((output.code, output.stdout.as_str()), (Some(0), "identical\n"));
    let output = rfc1630(&["compare", ex1[0], "http://info.cern.ch/albert/bertram%2Fmarie-claude"], b"");
    assert_eq!(output.code, Some(1));
    assert!(output.stdout.starts_with("different: path segment 2"), "{}", output.stdout);
    let output = rfc1630(&["compare", ex1[0], "news:12345667123%asdghfh@info.cern.ch"], b"");
    assert_eq!(output.code, Some(2));
}

/// `--nfc` is RFC 3987's alone (§5.3.2.2): with another grammar, or with
/// `--all`, a usage error; with `-g rfc3987`, `e` and U+0301 meet `%C3%A9`.
#[test]
fn nfc_is_rfc3987s() {
    let (composed, decomposed) = ("http://a/%C3%A9", "http://a/e\u{301}");
    for args in [
        &["compare", "--nfc", composed, decomposed][..],
        &["compare", "-g", "rfc3986", "--nfc", composed, decomposed],
        &["compare", "--all", "--nfc", composed, decomposed],
    ] {
        let output = rfc1630(args, b"");
        assert_eq!(output.code, Some(2), "{args:?}");
        assert!(output.stderr.contains("--nfc needs --grammar rfc3987"), "{args:?}: {}", output.stderr);
        assert!(output.stdout.is_empty(), "{args:?}: {}", output.stdout);
    }
    let without = rfc1630(&["compare", "-g", "rfc3987", composed, decomposed], b"");
    assert_eq!(without.code, Some(1));
    assert!(without.stdout.contains("canonically equivalent under NFC"), "{}", without.stdout);
    let with = rfc1630(&["compare", "-g", "rfc3987", "--nfc", composed, decomposed], b"");
    assert_eq!(with.code, Some(0));
    assert!(with.stdout.starts_with("equivalent: character normalization: RFC 3987 §5.3.2.2"), "{}", with.stdout);
}

/// A grammar of one listing or layer defines no comparison: as the
/// library's `compare` answers, a usage error (exit 2) that names the
/// grammar of the whole document; a whole document's grammar answers as
/// the library does, with the exit status of its answer.
#[test]
fn a_listing_compares_nothing_and_names_its_document() {
    let (a, b) = ("http://h/a%2Db", "http://h/a-b");
    for grammar in rfc1630::Grammar::ALL.into_iter().chain(rfc1630::Grammar::PROSE) {
        let run = rfc1630(&["compare", "-g", grammar.id(), a, b], b"");
        match rfc1630::compare(grammar, a, b) {
            Err(rfc1630::revisions::equivalence::CompareError::NoSuchOperation(error)) => {
                assert_eq!((run.code, run.stdout.as_str()), (Some(2), ""), "{grammar}");
                assert!(run.stderr.starts_with(&format!("error: {error}\n")), "{grammar}: {}", run.stderr);
            }
            Ok(answer) => {
                let code = if answer.rung().is_some() { 0 } else { 1 };
                assert_eq!(run.code, Some(code), "{grammar}: {}", run.stdout);
            }
            Err(e) => {
                assert_eq!(run.code, Some(2), "{grammar}");
                assert!(run.stdout.starts_with("illegal: "), "{grammar}: {e}: {}", run.stdout);
            }
        }
    }
    let run = rfc1630(&["compare", "-g", "url7+prose", a, b], b"");
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.starts_with("error: url7's prose layer defines no comparison; use url7\n"), "{}", run.stderr);
}
