//! Partial forms: RFC 1630's examples (the catalogue's `resolves` rows),
//! Berners-Lee's column, and every external resolution table in
//! `../shared/corpora/`, with an agreement summary snapshot.

use crate::support::{catalogue, read_tsv, Row};
use rfc1630::revisions::resolution::{resolve_with, ResolveError, ResolveOptions, SlashReading};
use rfc1630::Grammar;
use serde::Serialize;
use std::collections::BTreeMap;

const EXAMPLES: ResolveOptions = ResolveOptions { slash_reading: SlashReading::Examples };
const LITERAL: ResolveOptions = ResolveOptions { slash_reading: SlashReading::Literal };

fn rfc1630(options: ResolveOptions, base: &str, relative: &str) -> Result<String, ResolveError> {
    resolve_with(Grammar::Rfc1630, options, base, relative)
}

/// The drafts' rules: url4's "Partial form", which url7 repeats.
fn drafts(context: &str, partial: &str) -> Result<String, ResolveError> {
    resolve_with(Grammar::Url4, ResolveOptions::default(), context, partial)
}

/// RFC 1630's partial-form tables (the catalogue's `resolves` rows of its
/// two copies); the later documents' tables are the conformance run's, each
/// resolved by its own revision.
fn rfc1630_tables() -> impl Iterator<Item = Row> {
    catalogue().into_iter().filter(|r| r["claim"] == "resolves" && r["id"].starts_with("rfc1630-"))
}

/// RFC 1630 p.11: every row of the table, in both contexts and both copies
/// of the RFC, comes out as printed under the default reading; the literal
/// reading differs on `/g` alone, in both contexts.
#[test]
fn rfc1630_examples_as_printed() {
    let rows: Vec<Row> = rfc1630_tables().collect();
    assert_eq!(rows.len(), 20);
    for row in &rows {
        let (ctx, partial, printed) = (&row["context"], &row["uri"], &row["expected"]);
        for grammar in Grammar::ALL {
            // A document that defines no resolution (RFC 6068) says so.
            if rfc1630::documents::of(grammar).operations.is_none() {
                let err = resolve_with(grammar, EXAMPLES, ctx, partial).unwrap_err();
                assert!(matches!(err, ResolveError::NoSuchOperation(_)), "{} under {grammar}: {err}", row["id"]);
                continue;
            }
            match resolve_with(grammar, EXAMPLES, ctx, partial) {
                Ok(got) => assert_eq!(&got, printed, "{} under {grammar}", row["id"]),
                // url-03 p.2: partial forms are outside it; RFC 1738 defines none; RFC 1808 §4,
                // RFC 2396 §5.2 and RFC 3986 §5 (which RFC 3987 §6.5 applies) are their
                // documents' own algorithms, not these partial forms'.
                Err(e) => {
                    let outside = [
                        Grammar::Url03,
                        Grammar::Rfc1738,
                        Grammar::Rfc1808,
                        Grammar::Rfc2396,
                        Grammar::Rfc2732,
                        Grammar::Rfc3986,
                        Grammar::Rfc3987,
                    ];
                    assert!(outside.contains(&grammar), "{} under {grammar}: {e}", row["id"]);
                    if grammar == Grammar::Url03 {
                        assert!(matches!(e, ResolveError::NoPartialForms { grammar: g, .. } if g == grammar), "{e}");
                    } else {
                        assert_eq!(e, ResolveError::OwnAlgorithm { grammar });
                    }
                }
            }
        }
        let literal = rfc1630(LITERAL, ctx, partial).unwrap();
        if partial == "/g" {
            assert_eq!(literal, "magic://a/b/c//d/g", "{}", row["id"]);
        } else {
            assert_eq!(&literal, printed, "{}", row["id"]);
        }
    }
}

/// The drafts' rules (url4, url7) also give RFC 1630's printed table: they
/// are what the printed `/g` and `//g` rows follow.
#[test]
fn drafts_rules_give_the_printed_table() {
    for row in rfc1630_tables() {
        let got = drafts(&row["context"], &row["uri"]).unwrap();
        assert_eq!(got, row["expected"], "{}", row["id"]);
    }
}

/// Berners-Lee's column "Tim" (`resolution-rfc1630.tsv`): both readings
/// agree with all 30 rows.
#[test]
fn tims_column() {
    let rows = read_tsv(corpus!("resolution-rfc1630.tsv"));
    let tim: Vec<&Row> = rows.iter().filter(|r| r["source"].contains("'Tim'")).collect();
    assert_eq!(tim.len(), 30);
    for row in tim {
        for options in [EXAMPLES, LITERAL] {
            let got = rfc1630(options, &row["base"], &row["relative"]).unwrap();
            assert_eq!(got, row["expected"], "{options:?}: {} + {}", row["base"], row["relative"]);
        }
    }
}

/// The kinds of rows where RFC 1630's rules differ from a table, in the
/// order they are tested.
const KINDS: [&str; 9] =
    ["error", "empty partial", "fragment", "?y", ";x", "//g", ".. above the root", "./.. segments", "other"];

/// Why a row differs: the first kind that fits.
fn kind(base: &str, relative: &str, expected: &str, ours: &Result<String, ResolveError>) -> &'static str {
    let Ok(ours) = ours else { return "error" };
    let segments = |s: &str| s.split(['/', '?', '#', ':']).map(str::to_string).collect::<Vec<_>>();
    let has_dots = |s: &str| segments(s).iter().any(|seg| seg == "." || seg == "..");
    let count_up = |s: &str| segments(s).iter().filter(|seg| *seg == "..").count();
    // The context's last segment holds `;params` with a slash after them.
    let last = base[..base.find(['?', '#']).unwrap_or(base.len())].rsplit_once(';').map(|(_, p)| p);
    match relative.chars().next() {
        None => "empty partial",
        Some('#') => "fragment",
        _ if expected.contains('#') && !relative.contains('#') => "fragment",
        Some('?') => "?y",
        Some(';') => ";x",
        _ if last.is_some_and(|p| p.contains('/')) => ";x",
        Some('/') if !has_dots(relative) => "//g",
        // A `..` that stayed because nothing above it could be removed, where
        // the other result has fewer.
        _ if count_up(ours) > count_up(expected) && (ours.contains("/../") || ours.contains(":../")) => {
            ".. above the root"
        }
        _ if has_dots(relative) || has_dots(ours) || has_dots(expected) => "./.. segments",
        _ => "other",
    }
}

#[derive(Serialize)]
struct Table {
    table: &'static str,
    rows: usize,
    /// Rows whose result RFC 1630's default reading gives.
    agree: usize,
    /// The same under the literal reading.
    agree_literal: usize,
    /// The same under the drafts' rules (url4, url7).
    agree_drafts: usize,
    /// Per source named in the row (a row may name several): rows and how
    /// many of them agree (default reading).
    sources: BTreeMap<String, Agreement>,
    /// The differing rows (default reading) by kind, in the order of
    /// [`KINDS`], with up to three examples each:
    /// `base  "partial"  ->  theirs  |  ours`.
    differ: Vec<Kind>,
}

#[derive(Serialize, Default)]
struct Agreement {
    rows: usize,
    agree: usize,
}

#[derive(Serialize)]
struct Kind {
    kind: &'static str,
    rows: usize,
    examples: Vec<String>,
}

/// The sources a row names, shortened to the source itself (a document
/// section, a project file, a client): hashes and notes dropped.
fn sources(table: &str, row: &Row) -> Vec<String> {
    if let Some(reported) = row.get("reported_by") {
        return reported.split(';').map(|s| short(s.trim(), " (")).collect();
    }
    if let Some(implementation) = row.get("implementation") {
        return vec![short(implementation, " [")];
    }
    let source = &row["source"];
    if table == "resolution-rfc1630.tsv" {
        let name = if source.contains("'Tim'") { "Tim (Fielding's 1998 pages)" } else { "RFC 1630 p.11 examples" };
        return vec![name.to_string()];
    }
    source
        .split(" | ")
        .map(|s| {
            let s = s.trim();
            if s.starts_with("RFC ") {
                // `RFC 3986 sec. 5.4.1 (text: ...)`
                short(s, " (")
            } else {
                // `owner/repo:path@hash ...`
                let token = s.split_whitespace().next().unwrap_or(s);
                token.split('@').next().unwrap_or(token).to_string()
            }
        })
        .collect()
}

fn short(s: &str, cut: &str) -> String {
    s.split(cut).next().unwrap_or(s).trim().to_string()
}

fn summarize(table: &'static str, rows: &[Row]) -> Table {
    let mut summary = Table {
        table,
        rows: rows.len(),
        agree: 0,
        agree_literal: 0,
        agree_drafts: 0,
        sources: BTreeMap::new(),
        differ: Vec::new(),
    };
    for row in rows {
        let (base, relative) = (&row["base"], &row["relative"]);
        let expected = row.get("expected").or_else(|| row.get("result")).expect("an expected result");
        let ours = rfc1630(EXAMPLES, base, relative);
        let agrees = ours.as_deref().ok() == Some(expected.as_str());
        summary.agree += usize::from(agrees);
        let literal = rfc1630(LITERAL, base, relative);
        summary.agree_literal += usize::from(literal.as_deref().ok() == Some(expected.as_str()));
        let drafts = drafts(base, relative);
        summary.agree_drafts += usize::from(drafts.as_deref().ok() == Some(expected.as_str()));
        for source in sources(table, row) {
            let entry = summary.sources.entry(source).or_default();
            entry.rows += 1;
            entry.agree += usize::from(agrees);
        }
        if !agrees {
            if std::env::var_os("RESOLVE_DUMP").is_some() {
                eprintln!(
                    "DIFF\t{table}\t{}\t{base}\t{relative}\t{expected}\t{ours:?}",
                    kind(base, relative, expected, &ours)
                );
            }
            let kind = kind(base, relative, expected, &ours);
            let entry = match summary.differ.iter().position(|k| k.kind == kind) {
                Some(i) => &mut summary.differ[i],
                None => {
                    summary.differ.push(Kind { kind, rows: 0, examples: Vec::new() });
                    summary.differ.last_mut().expect("just pushed")
                }
            };
            entry.rows += 1;
            if entry.examples.len() < 3 {
                let ours = ours.unwrap_or_else(|e| format!("error: {e}"));
                entry.examples.push(format!("{base}  {relative:?}  ->  {expected}  |  {ours}"));
            }
        }
    }
    summary.differ.sort_by_key(|k| KINDS.iter().position(|&name| name == k.kind));
    summary
}

/// Every external resolution table, resolved with RFC 1630's rules: how
/// many rows agree with each source, and which kinds of rows differ.
#[test]
fn external_tables() {
    let tables = [
        ("resolution-rfc1630.tsv", read_tsv(corpus!("resolution-rfc1630.tsv"))),
        ("resolution-rfc1808.tsv", read_tsv(corpus!("resolution-rfc1808.tsv"))),
        ("resolution-rfc2396.tsv", read_tsv(corpus!("resolution-rfc2396.tsv"))),
        ("resolution-rfc3986.tsv", read_tsv(corpus!("resolution-rfc3986.tsv"))),
        ("resolution-fielding-1998.tsv", read_tsv(corpus!("resolution-fielding-1998.tsv"))),
        ("libwww-htparse-observed.tsv", read_tsv(corpus!("libwww-htparse-observed.tsv"))),
    ];
    let summaries: Vec<Table> = tables.iter().map(|(name, rows)| summarize(name, rows)).collect();
    // RFC 1630's own table agrees in full.
    assert_eq!(summaries[0].agree, summaries[0].rows);
    snapshot!("resolution", "resolution_agreement", yaml: summaries);
}

/// The drafts' rules (url7 p.10-11): host and port, absolute path,
/// relative path with `/xxx/..`.
#[test]
fn drafts_rules() {
    let d = |ctx: &str, partial: &str| drafts(ctx, partial).unwrap();
    assert_eq!(d("http://a:8000/b/c", "//h:1/x"), "http://h:1/x");
    assert_eq!(d("http://a:8000/b/c", "/x"), "http://a:8000/x");
    assert_eq!(d("http://a/b/c/d", "../g"), "http://a/b/g");
    assert_eq!(d("http://a/b/c/d", ".."), "http://a/b");
    assert_eq!(d("http://a/b/c/d", "./"), "http://a/b/c/");
    assert_eq!(d("http://a/b/c/d", "../../../g"), "http://a/../g");
    assert_eq!(d("http://a", "g"), "http://a/g");
    assert_eq!(d("news:comp.infosystems.www", "alt.hypertext"), "news:alt.hypertext");
    assert_eq!(d("http://a/b/c?q#f", "g?y#s"), "http://a/b/g?y#s");
}

/// The `resolve` command, through the real binary: one line per partial,
/// `error:` lines, exit codes.
#[cfg(feature = "cli")]
#[test]
fn command() {
    let run = |args: &[&str]| {
        let run = crate::support::binary::run(&[["resolve"].as_slice(), args].concat(), b"");
        (run.code.unwrap(), run.stdout)
    };
    let (code, text) = run(&["--grammar", "url-03", "http://a/b", "g"]);
    assert_eq!(code, 1);
    assert!(text.starts_with("error: url-03: partial forms are outside this document (url-03 p.2"), "{text}");
    assert_eq!(run(&["--grammar", "url7", "http://a/b/c/d", ".."]), (0, "http://a/b\n".to_string()));
    let (code, text) = run(&["a/b", "g", "../g"]);
    assert_eq!(code, 1);
    assert_eq!(text.lines().count(), 2);
    assert!(text.lines().all(|l| l.starts_with("error: context `a/b` is not an absolute form")));
}

proptest::proptest! {
    /// Any strings: a result or a typed error, never a panic; an absolute
    /// context always resolves, under every document with partial forms.
    #[test]
    fn never_panics(ctx in "[a-z:/.?#;%=]{0,16}", partial in "[a-z:/.?#;%=]{0,16}") {
        for options in [EXAMPLES, LITERAL] {
            for document in rfc1630::documents::ALL {
                match resolve_with(document.grammar, options, &ctx, &partial) {
                    Err(
                        ResolveError::NoPartialForms { .. }
                        | ResolveError::OwnAlgorithm { .. }
                        | ResolveError::NoSuchOperation(_),
                    ) => {}
                    r => proptest::prop_assert_eq!(r.is_ok(), rfc1630::revisions::resolution::is_absolute(&ctx)),
                }
            }
        }
    }
}
