//! The wrapper extractor over the five documents: every bracketed URI in
//! each, with its verdict under each grammar (snapshots), and the same
//! URIs, at the same lines, as the catalogue's bracketed rows.

use crate::support::catalogue;
use rfc1630::study::extract::extract_with;
use rfc1630::Grammar;
use std::collections::BTreeSet;

const SEEDS: [&str; 5] = [
    "000_0a4fea20c6f27193.txt",
    "001_8d5ef9870e7fee48.txt",
    "002_69f8b7daee82da35.txt",
    "003_8b2f656be9807e96.txt",
    "004_714d43b9c814fcaf.txt",
];

fn seed_bytes(name: &str) -> Vec<u8> {
    let path = format!("{}/../shared/seeds/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// `rfc1630 extract --grammar G FILE` for each document and grammar, run
/// through the real binary.
#[cfg(feature = "cli")]
#[test]
fn documents() {
    for name in SEEDS {
        let path = format!("{}/../shared/seeds/{name}", env!("CARGO_MANIFEST_DIR"));
        let mut text = String::new();
        for grammar in Grammar::ALL {
            let run = crate::support::binary::run(&["extract", "--grammar", grammar.id(), &path], b"");
            let all_ok = match run.code {
                Some(0) => true,
                Some(1) => false,
                other => panic!("{name} {grammar}: exit {other:?}: {}", run.stderr),
            };
            text.push_str(&format!("$ rfc1630 extract --grammar {grammar} {name}  # all ok: {all_ok}\n"));
            text.push_str(&run.stdout);
            text.push('\n');
        }
        snapshot!("extract", format!("extract@{name}"), text);
    }
}

/// The catalogue's rows whose text is bracketed are exactly what the
/// extractor finds, at the same line, with the same joined URI.
#[test]
fn agrees_with_the_catalogue() {
    let rows = catalogue();
    for name in SEEDS {
        let text = String::from_utf8_lossy(&seed_bytes(name)).into_owned();
        let found: BTreeSet<(usize, String)> =
            extract_with(Grammar::Rfc1630, &text).into_iter().map(|f| (f.line, f.uri)).collect();
        let catalogued: BTreeSet<(usize, String)> = rows
            .iter()
            // Bracketed mail addresses (002's `<timbl@info.cern.ch>`) hold
            // no colon: catalogued as parts, not URIs.
            .filter(|r| r["file"] == name && r["text"].starts_with('<') && r["uri"].contains(':'))
            // The wrapper rule drops whitespace; the catalogue keeps RFC 1630's
            // gopher reference with its selector's spaces (finding F25).
            .map(|r| (r["line"].parse().unwrap(), r["uri"].replace(' ', "")))
            .collect();
        assert_eq!(found, catalogued, "{name}");
    }
}

/// Bracketed texts of the documents that are not URIs stay out.
#[test]
fn not_uris() {
    let text = String::from_utf8_lossy(&seed_bytes("003_8b2f656be9807e96.txt")).into_owned();
    let found = extract_with(Grammar::Rfc1630, &text);
    assert!(found.iter().all(|f| !f.raw.contains("type-code") && !f.raw.contains('|') && !f.raw.is_empty()));
}

/// A long run of `<` and unclosed brackets takes one linear pass.
#[test]
fn adversarial_input_is_linear() {
    let text = "<".repeat(2_000_000) + &"<x:".repeat(300_000) + "<http://h/>";
    let start = std::time::Instant::now();
    let found = extract_with(Grammar::Rfc1630, &text);
    assert_eq!(found.len(), 1);
    assert!(start.elapsed().as_secs() < 20);
}

proptest::proptest! {
    /// Any text: each URI found is joined (no whitespace), holds a colon,
    /// and its line and column point at a `<`.
    #[test]
    fn any_text(text in "([<>: \\n\\u{a0}a-z/.é]|URL:){0,60}") {
        let lines: Vec<&str> = text.split('\n').collect();
        for f in extract_with(Grammar::Rfc1630, &text) {
            proptest::prop_assert!(f.uri.contains(':') && !f.uri.chars().any(char::is_whitespace));
            let at = lines[f.line - 1].chars().nth(f.column - 1);
            proptest::prop_assert_eq!(at, Some('<'));
        }
    }
}
