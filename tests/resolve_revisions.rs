//! Each revision's algorithm against the resolution corpora of
//! `../shared/corpora/`: its document's own examples agree, every row; a
//! row of another suite that differs is listed here with the clause of the
//! document that decides it.

mod common;

#[cfg(feature = "cli")]
#[path = "common/binary.rs"]
mod binary;

use common::{read_tsv, Row};
use rfc1630::resolve::{ResolveOptions, Revision, SlashReading};
use std::collections::BTreeSet;

/// `(base, reference, the suite's answer, the clause that decides ours)`.
type Exception = (&'static str, &'static str, &'static str, &'static str);

fn resolve(revision: Revision, options: ResolveOptions, base: &str, reference: &str) -> String {
    revision.resolve(options, base, reference).map(|r| r.target).unwrap_or_else(|e| format!("error: {e}"))
}

/// The rows whose answer under `revision` differs from the table's, as
/// `(base, reference, expected)`.
fn differing<'r>(
    revision: Revision,
    options: ResolveOptions,
    rows: &'r [&'r Row],
) -> BTreeSet<(&'r str, &'r str, &'r str)> {
    rows.iter()
        .filter(|row| resolve(revision, options, &row["base"], &row["relative"]) != row["expected"])
        .map(|row| (row["base"].as_str(), row["relative"].as_str(), row["expected"].as_str()))
        .collect()
}

fn listed(exceptions: &[Exception]) -> BTreeSet<(&str, &str, &str)> {
    exceptions.iter().map(|&(base, reference, expected, _)| (base, reference, expected)).collect()
}

/// The rows whose source names `source`.
fn from_source<'r>(rows: &'r [Row], column: &str, source: &str) -> Vec<&'r Row> {
    rows.iter().filter(|row| row[column].contains(source)).collect()
}

const DEFAULT: ResolveOptions = ResolveOptions { slash_reading: SlashReading::Examples };

/// RFC 1808 §5.1-5.2 (39 rows) and Fielding's RFC 1808 column: all 112
/// rows agree with RFC 1808 §4.
#[test]
fn rfc1808_table() {
    let rows = read_tsv(corpus!("resolution-rfc1808.tsv"));
    assert_eq!(rows.len(), 112);
    let all: Vec<&Row> = rows.iter().collect();
    assert_eq!(differing(Revision::Rfc1808, DEFAULT, &all), BTreeSet::new());
    assert_eq!(from_source(&rows, "source", "RFC 1808 sec. 5.").len(), 39);
}

/// RFC 2396 §5.2 against Appendix C and Fielding's RFC 2396 column: all
/// agree but two rows of the 1998 page, which follow the note after C.2
/// (l.1690-1693) rather than its printed answer.
const RFC2396_EXCEPTIONS: [Exception; 2] = [
    (
        "http://a/b/c/d;p?q",
        "../../../g",
        "http://a/g",
        "RFC 2396 App. C.2 l.1687 prints http://a/../g; step 6g (l.1168-1174) allows either",
    ),
    (
        "http://a/b/c/d;p?q",
        "../../../../g",
        "http://a/g",
        "RFC 2396 App. C.2 l.1688 prints http://a/../../g; step 6g (l.1168-1174) allows either",
    ),
];

#[test]
fn rfc2396_table() {
    let rows = read_tsv(corpus!("resolution-rfc2396.tsv"));
    assert_eq!(rows.len(), 107);
    let all: Vec<&Row> = rows.iter().collect();
    assert_eq!(differing(Revision::Rfc2396, DEFAULT, &all), listed(&RFC2396_EXCEPTIONS));
    // The Appendix C text (libwww-perl's abs.t copy of it) agrees in full.
    let appendix = from_source(&rows, "source", "t/abs.t");
    assert_eq!(appendix.len(), 45);
    assert_eq!(differing(Revision::Rfc2396, DEFAULT, &appendix), BTreeSet::new());
    // RFC 2732 changes only the grammar: the same answers.
    assert_eq!(differing(Revision::Rfc2732, DEFAULT, &all), listed(&RFC2396_EXCEPTIONS));
}

/// RFC 3986 §5.2 against §5.4 and four suites: every row of §5.4 agrees
/// with the strict parser (`http:g` has two printed answers, l.2062-2063);
/// 16 rows of the suites differ, each for a clause of the RFC.
const RFC3986_EXCEPTIONS: [Exception; 17] = [
    (
        "http://a/b/c/d;p?q",
        "http:g",
        "http://a/b/c/g",
        "§5.4.2 l.2062-2063: the backward-compatible answer; the strict parser (§5.2.2 l.1710-1715) gives http:g",
    ),
    ("foo:a/b", "../c", "foo:c", "§5.2.4 2C (l.1829-1833) leaves the `/` of `/../c`: foo:/c"),
    ("zz:abc", "foo/../../../bar", "zz:bar", "§5.2.4 2C (l.1829-1833) leaves the `/` of `/../bar`: zz:/bar"),
    ("zz:abc", "foo/../bar", "zz:bar", "§5.2.4 2C (l.1829-1833) leaves the `/` of `/../bar`: zz:/bar"),
    (
        "f:/a",
        ".//g",
        "f:/.//g",
        "§5.2.4 gives `//g` and §5.3 (l.1928) writes it after `f:`: f://g, whose `g` then reads as an authority",
    ),
    (
        "http://a/bb/ccc/./d;p?q",
        "?y",
        "http://a/bb/ccc/d;p?y",
        "§5.2.2 l.1755: T.path = Base.path, not normalized (§5.2.1 l.1697-1698)",
    ),
    (
        "http://a/bb/ccc/./d;p?q",
        "#s",
        "http://a/bb/ccc/d;p?q#s",
        "§5.2.2 l.1755: T.path = Base.path, not normalized (§5.2.1 l.1697-1698)",
    ),
    (
        "http://a/bb/ccc/./d;p?q",
        "",
        "http://a/bb/ccc/d;p?q",
        "§5.2.2 l.1755: T.path = Base.path, not normalized (§5.2.1 l.1697-1698)",
    ),
    (
        "http://a/bb/ccc/../d;p?q",
        "?y",
        "http://a/bb/d;p?y",
        "§5.2.2 l.1755: T.path = Base.path, not normalized (§5.2.1 l.1697-1698)",
    ),
    (
        "http://a/bb/ccc/../d;p?q",
        "#s",
        "http://a/bb/d;p?q#s",
        "§5.2.2 l.1755: T.path = Base.path, not normalized (§5.2.1 l.1697-1698)",
    ),
    (
        "http://a/bb/ccc/../d;p?q",
        "",
        "http://a/bb/d;p?q",
        "§5.2.2 l.1755: T.path = Base.path, not normalized (§5.2.1 l.1697-1698)",
    ),
    (
        "http://a/bb/ccc/.",
        "?y",
        "http://a/bb/ccc/?y",
        "§5.2.2 l.1755: T.path = Base.path, not normalized (§5.2.1 l.1697-1698)",
    ),
    (
        "http://a/bb/ccc/.",
        "#s",
        "http://a/bb/ccc/#s",
        "§5.2.2 l.1755: T.path = Base.path, not normalized (§5.2.1 l.1697-1698)",
    ),
    (
        "http://a/bb/ccc/.",
        "",
        "http://a/bb/ccc/",
        "§5.2.2 l.1755: T.path = Base.path, not normalized (§5.2.1 l.1697-1698)",
    ),
    (
        "http://a/bb/ccc/..",
        "?y",
        "http://a/bb/?y",
        "§5.2.2 l.1755: T.path = Base.path, not normalized (§5.2.1 l.1697-1698)",
    ),
    (
        "http://a/bb/ccc/..",
        "#s",
        "http://a/bb/#s",
        "§5.2.2 l.1755: T.path = Base.path, not normalized (§5.2.1 l.1697-1698)",
    ),
    (
        "http://a/bb/ccc/..",
        "",
        "http://a/bb/",
        "§5.2.2 l.1755: T.path = Base.path, not normalized (§5.2.1 l.1697-1698)",
    ),
];

#[test]
fn rfc3986_table() {
    let rows = read_tsv(corpus!("resolution-rfc3986.tsv"));
    assert_eq!(rows.len(), 507);
    let all: Vec<&Row> = rows.iter().collect();
    assert_eq!(differing(Revision::Rfc3986, DEFAULT, &all), listed(&RFC3986_EXCEPTIONS));
    let section = from_source(&rows, "source", "RFC 3986 sec. 5.4");
    assert_eq!(section.len(), 43);
    let strict_only: BTreeSet<_> = listed(&RFC3986_EXCEPTIONS[..1]);
    assert_eq!(differing(Revision::Rfc3986, DEFAULT, &section), strict_only);
    // The other printed answer of l.2062 is the strict one.
    assert_eq!(resolve(Revision::Rfc3986, DEFAULT, "http://a/b/c/d;p?q", "http:g"), "http:g");
}

/// Fielding's 1998 pages: the columns of the two RFCs and Berners-Lee's
/// ("Tim", RFC 1630 read literally) agree with those algorithms, but the
/// two `..` rows of the RFC 2396 column (see [`RFC2396_EXCEPTIONS`]).
#[test]
fn fielding_1998_spec_columns() {
    let rows = read_tsv(corpus!("resolution-fielding-1998.tsv"));
    assert_eq!(rows.len(), 177);
    let literal = ResolveOptions { slash_reading: SlashReading::Literal };
    let r = from_source(&rows, "reported_by", "R=RFC 2396");
    assert_eq!(r.len(), 105);
    assert_eq!(differing(Revision::Rfc2396, DEFAULT, &r), listed(&RFC2396_EXCEPTIONS));
    let x = from_source(&rows, "reported_by", "X=RFC 1808");
    assert_eq!(x.len(), 73);
    assert_eq!(differing(Revision::Rfc1808, DEFAULT, &x), BTreeSet::new());
    let tim = from_source(&rows, "reported_by", "Tim=");
    assert_eq!(tim.len(), 30);
    assert_eq!(differing(Revision::Rfc1630, literal, &tim), BTreeSet::new());
}

/// The `resolve` command, through the real binary: a revision id picks its
/// document's algorithm; `--all` prints every revision with the 1998
/// clients, in a table or as JSON.
#[cfg(feature = "cli")]
#[test]
fn command() {
    let run = |args: &[&str]| {
        let run = binary::run(&[["resolve"].as_slice(), args].concat(), b"");
        assert_eq!(run.stderr, "", "{args:?}");
        (run.code.unwrap(), run.stdout)
    };
    let base = "http://a/b/c/d;p?q";
    assert_eq!(run(&["--grammar", "rfc1808", base, "?y", ";x"]), (0, "http://a/b/c/d;p?y\nhttp://a/b/c/d;x\n".into()));
    assert_eq!(run(&["--grammar", "rfc2732", base, "?y"]), (0, "http://a/b/c/?y\n".into()));
    assert_eq!(run(&["--grammar", "rfc3986", base, "../../../g"]), (0, "http://a/g\n".into()));
    let (code, text) = run(&["--grammar", "rfc3986", "a/b", "g"]);
    assert_eq!(code, 1);
    assert!(text.starts_with("error: base `a/b` has no scheme: RFC 3986 §5.2.1"), "{text}");

    let clients = corpus!("resolution-fielding-1998.tsv");
    let (code, json) = run(&["--all", "--json", "--clients", clients, base, "?y"]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    let revisions = json[0]["revisions"].as_array().unwrap();
    let ids: Vec<&str> = revisions.iter().map(|r| r["revision"].as_str().unwrap()).collect();
    assert_eq!(ids, ["url4", "url7", "url-03", "rfc1630", "rfc1738", "rfc1808", "rfc2396", "rfc2732", "rfc3986"]);
    let changed: Vec<&str> =
        revisions.iter().filter(|r| r["changed"] == true).map(|r| r["revision"].as_str().unwrap()).collect();
    assert_eq!(changed, ["url4", "rfc1808", "rfc2396", "rfc3986"]);
    let rfc1808 = &revisions[5]["resolved"];
    assert_eq!(rfc1808["target"], "http://a/b/c/d;p?y");
    assert!(rfc1808["steps"][0].as_str().unwrap().starts_with("RFC 1808 §4 Step 5b"));
    assert!(revisions[2]["error"].as_str().unwrap().contains("url-03 p.2"));
    let lynx =
        json[0]["clients"].as_array().unwrap().iter().find(|c| c["client"] == "Lynx/2.7.1 libwww-FM/2.14").unwrap();
    assert_eq!(lynx["result"], "http://a/b/c/?y");
    assert_eq!(lynx["same_as"], serde_json::json!(["url4", "url7", "rfc1630", "rfc1738", "rfc2396", "rfc2732"]));

    let (code, table) = run(&["--all", base, "../../../g"]);
    assert_eq!(code, 0);
    let row = |id: &str| table.lines().find(|l| l.trim_start().starts_with(&format!("{id} "))).unwrap().to_string();
    assert!(row("rfc2396").contains("http://a/../g") && row("rfc2396").contains(" = "), "{table}");
    assert!(row("rfc3986").contains("http://a/g") && row("rfc3986").contains("≠ ┆ RFC 3986 §5.2.3"), "{table}");
}

proptest::proptest! {
    /// Any strings: a result or a typed error, never a panic; every
    /// revision after RFC 1630 resolves exactly when the base has a scheme
    /// (RFC 1808 also with an empty base, its Step 1).
    #[test]
    fn never_panics(base in "[a-z:/.?#;%=]{0,16}", reference in "[a-z:/.?#;%=]{0,16}") {
        let has_scheme = rfc1630::resolve::components::Components::split(&base).scheme.is_some();
        for answer in rfc1630::resolve::resolve_all(DEFAULT, &base, &reference) {
            match answer.revision {
                Revision::Rfc2396 | Revision::Rfc2732 | Revision::Rfc3986 => {
                    proptest::prop_assert_eq!(answer.answer.is_ok(), has_scheme);
                }
                Revision::Rfc1808 => {
                    let scheme = rfc1630::resolve::rfc1808::Parts::parse(&base).scheme.is_some();
                    proptest::prop_assert_eq!(answer.answer.is_ok(), scheme || base.is_empty());
                }
                _ => {}
            }
        }
    }
}

/// A reference of 300,000 `../` resolves under every revision, and an
/// input over the length cap is an error under every revision.
#[test]
fn long_references() {
    let reference = "../".repeat(300_000) + "g";
    for answer in rfc1630::resolve::resolve_all(DEFAULT, "http://a/b/c/d", &reference) {
        let target = answer.answer.map(|r| r.target).unwrap_or_default();
        if answer.revision == Revision::Rfc3986 {
            assert_eq!(target, "http://a/g");
        }
    }
    let over = "g".repeat(rfc1630::MAX_INPUT_LEN + 1);
    for answer in rfc1630::resolve::resolve_all(DEFAULT, "http://a/b", &over) {
        assert!(answer.answer.is_err(), "{}", answer.revision);
    }
}
