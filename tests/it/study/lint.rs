//! Security warnings (url-03 p.16-17, url7 p.18) over every example of the
//! documents and over the corpora, and the `lint` command's format.

#[cfg(feature = "cli")]
use crate::support::{binary, catalogue};
use crate::support::{corpus_strings, tsv};
use rfc1630::study::lint::{lint, Code, Severity};
use std::collections::BTreeMap;

/// `rfc1630 lint URI...` through the real binary: its exit code and output.
#[cfg(feature = "cli")]
fn run_lint(uris: &[String]) -> (i32, String) {
    let args: Vec<&str> = std::iter::once("lint").chain(uris.iter().map(String::as_str)).collect();
    let run = binary::run(&args, b"");
    (run.code.unwrap(), run.stdout)
}

/// Every catalogue example with a warning, as `lint` prints it. The
/// url-03 gopher examples carry their CR LF in the Gopher+ string, by the
/// +ASK design, so they draw none.
#[cfg(feature = "cli")]
#[test]
fn catalogue_examples() {
    let uris: Vec<String> = catalogue().into_iter().map(|r| r["uri"].clone()).collect();
    let (code, text) = run_lint(&uris);
    assert_eq!(code, i32::from(!text.is_empty()));
    snapshot!("lint", "lint_catalogue", text);
}

/// url-03 p.16's example of the threat: a gopher URL that makes a client
/// talk to an SMTP server, with the mail commands in the selector.
#[test]
fn the_smtp_example() {
    let uri = "gopher://mail.host:25/0HELO%20x%0D%0AMAIL%20FROM:%3Ca@b%3E%0D%0ARCPT%20TO:%3Cc@d%3E%0D%0ADATA%0D%0Arude%0D%0A.%0D%0A";
    let warnings = lint(uri);
    let got: Vec<(Code, Severity)> = warnings.iter().map(|w| (w.code, w.severity)).collect();
    // The listing rejects the selector's `:` (said, not passed over); a client still sends it.
    assert_eq!(
        got,
        [
            (Code::Illegal, Severity::Warning),
            (Code::Port, Severity::Danger),
            (Code::EncodedDelimiter, Severity::Warning)
        ]
    );
    assert!(warnings[1].message.contains("(smtp)"), "{}", warnings[1].message);
    assert!(warnings[2].message.contains("%0D (CR), %0A (LF)"), "{}", warnings[2].message);
}

/// Exit codes and the one-line format: `URI<TAB>code<TAB>message`.
#[cfg(feature = "cli")]
#[test]
fn command_format() {
    assert_eq!(run_lint(&["http://info.cern.ch/".into()]), (0, String::new()));
    let uris = ["ftp://u:pw@h:2121/a%0Ab".to_string(), "telnet://h\n:25".to_string()];
    let (code, text) = run_lint(&uris);
    assert_eq!(code, 1);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5, "{text}");
    for line in &lines {
        assert_eq!(line.split('\t').count(), 3, "{line}");
    }
    let codes: Vec<&str> = lines.iter().map(|l| l.split('\t').nth(1).unwrap()).collect();
    assert_eq!(codes, ["password", "port", "encoded-delimiter", "illegal", "port"]);
    assert!(lines[3].starts_with("telnet://h\\u{a}:25\tillegal\twarning: no listing of rfc1630 accepts it: "));
    assert!(lines[4].starts_with("telnet://h\\u{a}:25\tport\tdanger: "));
}

/// How many real 1990-95 URLs draw each warning (`era-urls.tsv`), and no
/// panic on any string of the corpora.
#[test]
fn corpora() {
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    let rows = tsv("era-urls.tsv");
    for row in &rows {
        for w in lint(&row["url"]) {
            *counts.entry(format!("{} {}", w.code, w.severity)).or_default() += 1;
        }
    }
    counts.insert("urls".into(), rows.len());
    for (_, s) in corpus_strings() {
        let _ = lint(&s);
    }
    snapshot!("lint", "lint_era_urls", yaml: counts);
}

proptest::proptest! {
    #[test]
    fn never_panics(s in "([a-z:/@%0-9A-F.?#+]|gopher://|ftp://|%09|%0D){0,30}") {
        let _ = lint(&s);
    }
}

/// The drafts' own productions: url7's gopher, url4's telnet and file.
#[test]
fn drafts_productions() {
    use rfc1630::{study::lint::lint_with, Grammar};
    let codes = |g, uri| lint_with(g, uri).into_iter().map(|w| (w.code, w.severity)).collect::<Vec<_>>();
    assert_eq!(
        codes(Grammar::Url7, "gopher://h:25/7x%0D%0AQUIT?y"),
        [(Code::Port, Severity::Danger), (Code::EncodedDelimiter, Severity::Warning)]
    );
    // url7's hostname takes the `:25` (finding F13); a client connects to 25.
    assert!(lint_with(Grammar::Url7, "gopher://h:25/7x")[0].message.contains("as a client splits the URL"));
    assert_eq!(codes(Grammar::Url7, "ftp://u:pw@h/x"), [(Code::Password, Severity::Warning)]);
    assert_eq!(codes(Grammar::Url4, "telnet://guest@h:2323"), [(Code::Port, Severity::Warning)]);
    assert_eq!(codes(Grammar::Url4, "ftp://h/a%00b"), [(Code::EncodedDelimiter, Severity::Warning)]);
    // url-03's ASK form: its TAB, CR and LF are the form's lines (p.8-9).
    let ask = "gopher://h/0a_gopher_selector%09%09+%091%0D%0A+-1%0D%0Aask_item1_value%0D%0A.%0D%0A";
    assert!(codes(Grammar::Url03, ask).is_empty());
    assert_eq!(
        codes(Grammar::Url03, "gopher://h/0sel%09%09!+ABS%0D%0ADELE"),
        [(Code::EncodedDelimiter, Severity::Warning)]
    );
}

/// url7 and url4 hold their own `generic` (F14, F17): a URI only it accepts,
/// with a scheme one of the listing's scheme productions reads, is
/// `generic-only`, citing where that production stopped.
#[test]
fn generic_only_under_the_drafts() {
    use rfc1630::study::lint::{lint_with, Code};
    use rfc1630::Grammar;
    for grammar in [Grammar::Url7, Grammar::Url4] {
        for (uri, production, stopped) in [("http:a/b", "httpaddress", 5), ("gopher:x", "gopheraddress", 7)] {
            let warnings = lint_with(grammar, uri);
            let w = warnings.iter().find(|w| w.code == Code::GenericOnly).unwrap_or_else(|| panic!("{grammar} {uri}"));
            assert!(w.message.contains(&format!("its {production} stops at byte {stopped}")), "{}", w.message);
        }
        // A scheme no production has is the generic listing's own business.
        assert!(lint_with(grammar, "foo:x").iter().all(|w| w.code != Code::GenericOnly));
        // Accepted by the scheme production itself: nothing to say.
        assert!(lint_with(grammar, "http://h/").iter().all(|w| w.code != Code::GenericOnly));
    }
}
