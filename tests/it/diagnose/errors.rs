//! The rendered diagnostics: every catalogue example its own
//! document's grammar rejects, and one witness per finding, each rendered
//! as the CLI prints it, snapshotted for review; and the cases named
//! here, asserted field by field.

use rfc1630::grammar::findings::{Expect, ALL};
use rfc1630::study::conformance::{catalogue, home_grammar, Claim};
use rfc1630::{diagnose::SyntaxError, parse_with, Grammar, ParseError};
use std::fmt::Write as _;

fn syntax(grammar: Grammar, input: &str) -> SyntaxError {
    match parse_with(grammar, input) {
        Err(ParseError::Syntax(e)) => *e,
        other => panic!("{grammar} {input:?}: expected a syntax error, got {other:?}"),
    }
}

fn render(out: &mut String, title: &str, grammar: Grammar, input: &str) {
    let error = syntax(grammar, input);
    writeln!(out, "## {title}: {grammar} {input:?}\n{}\n", error.render(false)).unwrap();
}

#[test]
fn every_rejected_catalogue_example_rendered() {
    let mut out = String::new();
    let mut count = 0;
    for example in catalogue() {
        let Some(grammar) = home_grammar(&example.file) else { continue };
        // Parts, templates and partial forms are no URIs by their own claim.
        if matches!(example.claim, Claim::Part | Claim::Template | Claim::Resolves { .. }) {
            continue;
        }
        if parse_with(grammar, &example.uri).is_err() {
            render(
                &mut out,
                &format!("{} (p.{}, {:?})", example.id, example.page, example.claim),
                grammar,
                &example.uri,
            );
            count += 1;
        }
    }
    assert!(count >= 15, "only {count} rejected examples");
    snapshot!("errors", "diagnostics-catalogue", &out);
}

#[test]
fn one_witness_per_finding_rendered() {
    let mut out = String::new();
    for finding in ALL {
        let rejected = finding.witnesses.iter().find_map(|w| {
            w.verdicts.iter().find_map(|&(g, e)| matches!(e, Expect::Rejected(_)).then_some((g, w.input)))
        });
        if let Some((grammar, input)) = rejected {
            render(&mut out, finding.id, grammar, input);
        }
    }
    snapshot!("errors", "diagnostics-findings", &out);
}

#[test]
fn the_named_cases() {
    // ftpaddress  f t p : / / login / path: the `/ path` after the host is missing.
    let e = syntax(Grammar::Rfc1630Url, "ftp://h51nAuwwx.q0cnQn.HPKX.vetm");
    assert_eq!(e.offset(), 32);
    assert!(e.summary().contains(r#"in ftpaddress: "/" after login"#), "{}", e.summary());
    // A real 1993 URL under the default grammar: the URL listing's complaint, which got further.
    let e = syntax(Grammar::Rfc1630, "ftp://ftp.ncsa.uiuc.edu");
    assert_eq!(e.offset(), 23);
    assert_eq!(e.stacks()[0].production, "ftpaddress");
    assert_eq!(e.notes()[0].listing, rfc1630::grammar::Listing::Rfc1630Generic);
    assert_eq!(e.notes()[0].finding.map(|f| f.id), Some("F1"));
    // The `%` that starts no escape: the offset is the first byte no escape can hold.
    let e = syntax(Grammar::Rfc1630Url, "news:1234%zz@h");
    assert_eq!(e.offset(), 10);
    let frames: Vec<&str> = e.stacks()[0].frames.iter().map(|f| f.rule).collect();
    assert_eq!(frames[0], "escape", "{frames:?}");
    assert_eq!(e.expected().to_string(), "hex");
    // The port: a digit, `/`, `?` or the end.
    let e = syntax(Grammar::Rfc1630Url, "http://info.cern.ch:80x/");
    assert_eq!((e.offset(), e.expected().to_string().as_str()), (22, r#"digit, "/", "?" or end of input"#));
    assert!(e.summary().contains("in port (RFC 1630 p.25"), "{}", e.summary());
}

#[test]
fn the_named_findings() {
    let cases = [
        (Grammar::Rfc1630Generic, "magic://a/b", "F1", 6),
        (Grammar::Url03, "URL:http://a/", "F5", 0),
        (Grammar::Rfc1808, "//a//b", "F44", 4),
        (Grammar::Rfc1630Url, "gopher://host/", "F6", 14),
        (Grammar::Url7, "gopher://host/", "F6", 14),
        (Grammar::Url03, "mailto:joe@host", "F10", 7),
        (Grammar::Rfc1630Url, "gopher://h/1/pub", "F21", 12),
        (Grammar::Url03, "gopher://h/1/pub", "F21", 12),
    ];
    for (grammar, input, id, offset) in cases {
        let e = syntax(grammar, input);
        assert_eq!((e.offset(), e.finding().map(|f| f.id)), (offset, Some(id)), "{grammar} {input}");
        assert!(e.summary().ends_with(&format!("; finding {id}")), "{}", e.summary());
        assert!(e.render(false).contains(&format!("help: finding {id}: ")), "{}", e.render(false));
    }
    // No text of RFC 1630 or url-03 is about upper-case schemes: F5 is url-03's `URL:` alone.
    assert_eq!(syntax(Grammar::Rfc1630Url, "GOPHER://host/1x").finding().map(|f| f.id), None);
    assert_eq!(syntax(Grammar::Url03, "GOPHER://host/1x").finding().map(|f| f.id), None);
    // url7 has no text against a selector that cannot start with `/` (F21 is
    // RFC 1630's and url-03's), and no other finding's mechanism stops it.
    assert_eq!(syntax(Grammar::Url7, "gopher://h/1/pub").finding().map(|f| f.id), None);
}

#[test]
fn the_default_grammar_reports_the_further_branch_and_notes_the_other() {
    let e = syntax(Grammar::Rfc1630, "https://example.com/");
    // The generic listing got further (byte 6, the `/` of an empty segment) ...
    assert_eq!((e.offset(), e.finding().map(|f| f.id)), (6, Some("F1")));
    // ... and the URL listing stopped inside the scheme.
    let note = &e.notes()[0];
    assert_eq!((note.listing, note.offset), (rfc1630::grammar::Listing::Rfc1630Url, 4));
    assert_eq!(note.unknown_scheme.as_deref(), Some("https"));
    assert!(e.summary().contains("`https` is not a scheme of this listing"), "{}", e.summary());
    // Where both branches reach the same byte there is no note: one error speaks for both.
    let e = syntax(Grammar::Rfc1630, "1");
    assert!(e.notes().is_empty(), "{:?}", e.notes());
}

#[test]
fn no_note_for_a_grammar_of_one_listing() {
    for grammar in Grammar::ALL.into_iter().filter(|g| g.listings().len() == 1) {
        assert!(syntax(grammar, "https://example.com/ x").notes().is_empty());
    }
}

/// RFC 2732: `[::1:` is a viable prefix (`[::1:2]`), and a second `::` is not:
/// the error is at that byte, inside `ipv6reference`, expecting a hex digit.
#[test]
fn a_second_double_colon_ends_the_ipv6_literal() {
    let err = parse_with(Grammar::Rfc2732, "http://[::1::]/").unwrap_err();
    assert_eq!(err.offset(), 12);
    let summary = err.summary();
    assert!(summary.contains("expected hex in ipv6reference"), "{summary}");
    // RFC 2396 has no IPv6 literal: its authority ends before `[`.
    assert_eq!(parse_with(Grammar::Rfc2396, "http://[::1::]/").unwrap_err().offset(), 7);
}

/// `[::1::]`: the second `::` is where no alternative of `IPv6address` can
/// go on (byte 12, after `::1:`); the error names the productions open there.
#[test]
fn an_impossible_ipv6_literal_is_diagnosed_where_it_became_impossible() {
    let err = rfc1630::check(rfc1630::Grammar::Rfc3986, "http://[::1::]/").unwrap_err();
    assert_eq!(err.offset(), 12);
    let message = err.to_string();
    assert!(message.contains("HEXDIG") && message.contains("IP-literal"), "{message}");
    // The command reports the same byte.
    #[cfg(feature = "cli")]
    {
        let run = crate::support::binary::run(&["check", "-g", "rfc3986", "http://[::1::]/"], b"");
        assert_eq!(run.code, Some(0));
        assert!(run.stdout.starts_with("err\t12\t"), "{}", run.stdout);
    }
}
