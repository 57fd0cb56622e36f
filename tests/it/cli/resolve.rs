//! `resolve` through the real binary: one result per partial form.

use crate::support::binary::run as rfc1630;

#[test]
fn resolve_prints_one_result_per_partial() {
    let output = rfc1630(&["resolve", "magic://a/b/c//d/e/f", "g", "/g", "//g", "../g", "g:h"], b"");
    assert_eq!(output.code, Some(0));
    assert_eq!(output.stdout, "magic://a/b/c//d/e/g\nmagic://a/g\nmagic://g\nmagic://a/b/c//d/g\ng:h\n");
    let output = rfc1630(&["resolve", "--literal", "magic://a/b/c//d/e/f", "/g"], b"");
    assert_eq!(output.stdout, "magic://a/b/c//d/g\n");
    let output = rfc1630(&["resolve", "--grammar", "url-03", "http://a/b", "g"], b"");
    assert_eq!(output.code, Some(1));
}

#[test]
fn resolve_under_rfc_3987_takes_rfc_3986_s_algorithm_over_iris() {
    // RFC 3987 §6.5 (l.1751-1756): RFC 3986's algorithms, the characters
    // beyond ASCII treated as unreserved ones are.
    let base = "http://r\u{e9}sum\u{e9}.example/a/b?q";
    let output = rfc1630(&["resolve", "--grammar", "rfc3987", base, "../\u{fc}/./x", "#\u{211d}", "//\u{e9}"], b"");
    assert_eq!(output.code, Some(0), "{}", output.stderr);
    assert_eq!(
        output.stdout,
        "http://r\u{e9}sum\u{e9}.example/\u{fc}/x\nhttp://r\u{e9}sum\u{e9}.example/a/b?q#\u{211d}\nhttp://\u{e9}\n"
    );
    // A reference that is no IRI-reference is an error line, named by its production.
    let output = rfc1630(&["resolve", "--grammar", "rfc3987", base, "\u{e9}:x"], b"");
    assert_eq!(output.code, Some(1));
    assert!(
        output.stdout.starts_with("error: reference `\u{e9}:x` is no IRI-reference: rfc3987: 1:2:"),
        "{}",
        output.stdout
    );
}

/// A grammar of one listing or layer defines no resolution: as the
/// library's `resolve` answers, a usage error (exit 2) that names the
/// grammar of the whole document, and nothing on standard output.
#[test]
fn a_listing_resolves_nothing_and_names_its_document() {
    for grammar in rfc1630::Grammar::ALL.into_iter().chain(rfc1630::Grammar::PROSE) {
        let run = rfc1630(&["resolve", "-g", grammar.id(), "http://a/b/c/d;p?q", "g"], b"");
        match rfc1630::resolve(grammar, "http://a/b/c/d;p?q", "g") {
            Err(rfc1630::revisions::resolution::RevisionError::NoSuchOperation(error)) => {
                assert_eq!((run.code, run.stdout.as_str()), (Some(2), ""), "{grammar}");
                assert!(run.stderr.starts_with(&format!("error: {error}\n")), "{grammar}: {}", run.stderr);
            }
            Ok(resolution) => assert_eq!(run.stdout, format!("{}\n", resolution.target), "{grammar}"),
            Err(e) => assert_eq!(run.stdout, format!("error: {e}\n"), "{grammar}"),
        }
    }
    let run = rfc1630(&["resolve", "-g", "rfc1630-url", "http://a/b/c/d;p?q", "g"], b"");
    assert_eq!(run.code, Some(2));
    assert!(
        run.stderr.starts_with("error: RFC 1630's URL listing defines no resolution; use rfc1630\n"),
        "{}",
        run.stderr
    );
}
