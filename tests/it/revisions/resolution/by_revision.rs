//! Each revision's algorithm against the resolution corpora of
//! `../shared/corpora/`: its document's own examples agree, every row; a
//! row of another suite that differs is listed here with the clause of the
//! document that decides it.

#[cfg(feature = "cli")]
use crate::support::binary;
use crate::support::{read_tsv, Row};
use rfc1630::revisions::resolution::components::Components;
use rfc1630::revisions::resolution::finding_witnesses::{self, Gives};
use rfc1630::revisions::resolution::{ResolveOptions, Role, SlashReading};
use rfc1630::revisions::Operations;
use rfc1630::{recognize::Entry, Grammar};
use std::collections::BTreeSet;

/// `(base, reference, the suite's answer, the clause that decides ours)`.
type Exception = (&'static str, &'static str, &'static str, &'static str);

/// The operations of `grammar`'s document, as the registry gives them.
fn of(grammar: Grammar) -> &'static Operations {
    rfc1630::documents::of(grammar).operations.unwrap()
}

fn resolve(revision: Grammar, options: ResolveOptions, base: &str, reference: &str) -> String {
    of(revision).resolve(options, base, reference).map(|r| r.target).unwrap_or_else(|e| format!("error: {e}"))
}

/// The rows whose answer under `revision` differs from the table's, as
/// `(base, reference, expected)`.
fn differing<'r>(
    revision: Grammar,
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
    assert_eq!(differing(Grammar::Rfc1808, DEFAULT, &all), BTreeSet::new());
    assert_eq!(from_source(&rows, "source", "RFC 1808 sec. 5.").len(), 39);
}

/// RFC 2396 §5.2 against Appendix C and Fielding's RFC 2396 column: all
/// agree but two rows of the 1998 page, which follow the note after C.2
/// (l.1690-1693) rather than its printed answer (F35).
const RFC2396_EXCEPTIONS: [Exception; 2] = [
    (
        "http://a/b/c/d;p?q",
        "../../../g",
        "http://a/g",
        "F35: RFC 2396 App. C.2 l.1687 prints http://a/../g; step 6g (l.1168-1174) allows either",
    ),
    (
        "http://a/b/c/d;p?q",
        "../../../../g",
        "http://a/g",
        "F35: RFC 2396 App. C.2 l.1688 prints http://a/../../g; step 6g (l.1168-1174) allows either",
    ),
];

/// References RFC 2396's grammar rejects and its algorithm resolves as the
/// tables print: step 1 parses with Appendix B's expression (l.1097-1098),
/// so the answer comes with the grammar's rejection beside it. C.1's own
/// `?y` (F34), the suites' `?#foo` (F34), and `http:`.
const RFC2396_GRAMMAR_REFUSES: [Exception; 4] = [
    (
        "http://a/b/c/d;p?q",
        "?y",
        "http://a/b/c/?y",
        "F34: App. C.1 l.1647 prints it, but relativeURI (l.1467) needs a path before `?`: rejected at byte 0",
    ),
    (
        "http://a/b/c/d;p?q=1/2",
        "?y",
        "http://a/b/c/?y",
        "F34: relativeURI (l.1467) needs a path before `?`: rejected at byte 0",
    ),
    (
        "http://a/b/c/d;p?q",
        "?#foo",
        "http://a/b/c/?#foo",
        "F34: relativeURI (l.1467) needs a path before `?`: rejected at byte 0",
    ),
    (
        "http://a/b/c/d;p?q",
        "http:",
        "http:",
        "absoluteURI (l.1466): opaque_part = uric_no_slash *uric (l.1470) needs a character after the colon: rejected at byte 5",
    ),
];

/// The exceptions whose row is among `rows`.
fn listed_in<'e>(exceptions: &'e [Exception], rows: &[&Row]) -> BTreeSet<(&'e str, &'e str, &'e str)> {
    let present = |&&(base, reference, expected, _): &&Exception| {
        rows.iter().any(|r| r["base"] == base && r["relative"] == reference && r["expected"] == expected)
    };
    exceptions.iter().filter(present).map(|&(base, reference, expected, _)| (base, reference, expected)).collect()
}

#[test]
fn rfc2396_table() {
    let rows = read_tsv(corpus!("resolution-rfc2396.tsv"));
    assert_eq!(rows.len(), 107);
    let all: Vec<&Row> = rows.iter().collect();
    assert_eq!(differing(Grammar::Rfc2396, DEFAULT, &all), listed(&RFC2396_EXCEPTIONS));
    // The Appendix C text (libwww-perl's abs.t copy of it) agrees throughout,
    // C.1's `?y` (F34) and the draft's `http:` included, which the grammar rejects.
    let appendix = from_source(&rows, "source", "t/abs.t@0c131db1a352 (Appendix C text");
    assert_eq!(appendix.len(), 43);
    assert_eq!(differing(Grammar::Rfc2396, DEFAULT, &appendix), BTreeSet::new());
    // RFC 2732 changes only the grammar: the same answers.
    assert_eq!(differing(Grammar::Rfc2732, DEFAULT, &all), listed(&RFC2396_EXCEPTIONS));
}

/// Parsed first, answered all the same: each reference the grammar
/// rejects gets the printed target, and beside it the grammar's rejection
/// at the byte its clause names, with the entry production and the finding.
#[test]
fn rfc2396_rejections_are_the_grammars() {
    for revision in [Grammar::Rfc2396, Grammar::Rfc2732] {
        for (base, reference, expected, clause) in RFC2396_GRAMMAR_REFUSES {
            let resolution = of(revision).resolve(DEFAULT, base, reference).unwrap();
            assert_eq!(resolution.target, expected, "{revision} {reference}");
            let rejection = resolution.grammar_rejects.unwrap_or_else(|| panic!("{revision} {reference}"));
            assert_eq!((rejection.role, rejection.production), (Role::Reference, "URI-reference"));
            let at = clause.rsplit("at byte ").next().unwrap().parse::<usize>().unwrap();
            assert_eq!(rejection.error.offset(), at, "{revision} {reference}");
            let finding = rejection.error.finding().map(|f| f.id);
            assert_eq!(finding, clause.starts_with("F34").then_some("F34"), "{revision} {reference}");
            let expected = rejection.error.expected().unwrap().to_string();
            assert!(!expected.is_empty(), "{expected}");
            assert!(rejection
                .to_string()
                .starts_with(&format!("reference `{reference}` is no URI-reference: {revision}: 1:")));
        }
    }
    // RFC 3986 parses a well-formed reference only: no target, the rejection.
    let err = of(Grammar::Rfc3986).resolve(DEFAULT, "http://a/b", "g h").unwrap_err();
    assert_eq!(err.rejection().map(|r| (r.role, r.error.offset())), Some((Role::Reference, 1)));
    // The same reference with a path before its `?` resolves (C.1's `g?y`).
    let r = of(Grammar::Rfc2396).resolve(DEFAULT, "http://a/b/c/d;p?q", "g?y").unwrap();
    assert_eq!(r.target, "http://a/b/c/g?y");
}

/// The base, parsed first: RFC 1808's with `absoluteURL` once its fragment
/// is set aside (§2.1; F39), RFC 2396's with `absoluteURI`, RFC 3986's
/// with `URI`; a base the grammar reads as a relative form is rejected by
/// the absolute entry, a malformed one by the grammar's own.
#[test]
fn bases_are_parsed_first() {
    let base_error = |revision: Grammar, base: &str| {
        let err = of(revision).resolve(DEFAULT, base, "g").unwrap_err();
        let r = err.rejection().unwrap_or_else(|| panic!("{revision} {base}: {err}")).clone();
        assert_eq!(r.role, Role::Base);
        (r.production, r.error.offset())
    };
    // RFC 1808 §5's base carries a fragment; `absoluteURL` alone rejects it at the `#`.
    let section5 = "http://a/b/c/d;p?q#f";
    let absolute_url = Entry::new(Grammar::Rfc1808, "absoluteURL").unwrap();
    assert_eq!(absolute_url.check(section5).unwrap_err().offset(), 18);
    assert_eq!(of(Grammar::Rfc1808).resolve(DEFAULT, section5, "g").unwrap().target, "http://a/b/c/g");
    // The absolute entries are diagnosed exactly: `a/b` needs its `:` at byte 1.
    assert_eq!(base_error(Grammar::Rfc1808, "a/b"), ("absoluteURL", 1));
    assert_eq!(base_error(Grammar::Rfc1808, "http://a b"), ("URL", 8));
    // RFC 2396's base may carry one too (§4, l.806-808), set aside.
    assert_eq!(of(Grammar::Rfc2396).resolve(DEFAULT, "http://a/b#f", "").unwrap().target, "http://a/b");
    assert_eq!(base_error(Grammar::Rfc2396, "/a/b"), ("absoluteURI", 0));
    assert_eq!(base_error(Grammar::Rfc2396, "http://a/b#f#g"), ("URI-reference", 12));
    assert_eq!(base_error(Grammar::Rfc2732, "http://[::1/"), ("URI-reference", 11));
    assert_eq!(base_error(Grammar::Rfc3986, "a/b"), ("URI", 1));
    assert_eq!(base_error(Grammar::Rfc3986, "http://a/%zz"), ("URI-reference", 10));
    // RFC 1738 checks the context with its listing, its fragment set aside;
    // RFC 1630 and the drafts parse nothing (their own table's context is
    // no URI of RFC 1630's listings, F1).
    assert_eq!(base_error(Grammar::Rfc1738, "http://a b/"), ("url", 8));
    assert_eq!(of(Grammar::Rfc1738).resolve(DEFAULT, "http://a/b#f", "g").unwrap().target, "http://a/g");
    assert!(rfc1630::check(Grammar::Rfc1630, "magic://a/b/c//d/e/f").is_err());
    for revision in [Grammar::Url4, Grammar::Url7, Grammar::Rfc1630, Grammar::Rfc1738] {
        let target = of(revision).resolve(DEFAULT, "magic://a/b/c//d/e/f", "../g").unwrap().target;
        assert_eq!(target, "magic://a/b/c//d/g", "{revision}");
    }
    // RFC 1808's empty base is Step 1's (§3.4), not parsed; the reference
    // is, and §2.4's own parse still gives Step 1's answer beside the rejection.
    assert_eq!(of(Grammar::Rfc1808).resolve(DEFAULT, "", "g:h").unwrap().target, "g:h");
    let resolution = of(Grammar::Rfc1808).resolve(DEFAULT, "", "g h").unwrap();
    let r = resolution.grammar_rejects.unwrap();
    assert_eq!((r.role, r.production, r.error.offset()), (Role::Reference, "URL", 1));
}

/// Every resolution witness of the findings gives what the table says.
#[test]
fn finding_witnesses_resolve_as_stated() {
    let witnesses = finding_witnesses::all();
    assert_eq!(witnesses.len(), 13, "{witnesses:?}");
    for (grammar, w) in witnesses {
        let finding = rfc1630::grammar::findings::get(w.finding).unwrap_or_else(|| panic!("{}", w.finding));
        assert!(finding.grammars.contains(&grammar), "{} names no {grammar}", w.finding);
        let answer = of(grammar).resolve(DEFAULT, w.base, w.reference);
        let context = format!("{} {grammar} {} + {}: {answer:?}", w.finding, w.base, w.reference);
        match (w.gives, &answer) {
            (Gives::Target(target), Ok(r)) => assert_eq!(r.target, target, "{context}"),
            (Gives::Rejected(role, at), Err(e)) => {
                let r = e.rejection().unwrap_or_else(|| panic!("{context}"));
                assert_eq!((r.role, r.error.offset()), (role, at), "{context}");
            }
            (Gives::TargetGrammarRejects(target, at), Ok(r)) => {
                let rejection = r.grammar_rejects.as_ref().unwrap_or_else(|| panic!("{context}"));
                assert_eq!(
                    (r.target.as_str(), rejection.role, rejection.error.offset()),
                    (target, Role::Reference, at)
                );
            }
            _ => panic!("{context}"),
        }
    }
    // F36: `http://a` has a net_loc and an empty path, no slash for Step 6 to cut at.
    let base = rfc1630::documents::rfc1808::operations::Parts::parse("http://a");
    assert_eq!((base.net_loc, base.path), (Some("a"), ""));
    // F37: the target `f://g` reads back with `g` as its authority.
    assert_eq!(Components::split("f://g").authority, Some("g"));
}

/// RFC 3986 §5.2 against §5.4 and four suites: every row of §5.4 agrees
/// with the strict parser (`http:g` has two printed answers, l.2062-2063);
/// 16 rows of the suites differ, each for a clause of the RFC.
const RFC3986_EXCEPTIONS: [Exception; 17] = [
    (
        "http://a/b/c/d;p?q",
        "http:g",
        "http://a/b/c/g",
        "F38: §5.4.2 l.2062-2063: the backward-compatible answer; the strict parser (§5.2.2 l.1710-1715) gives http:g",
    ),
    ("foo:a/b", "../c", "foo:c", "§5.2.4 2C (l.1829-1833) leaves the `/` of `/../c`: foo:/c"),
    ("zz:abc", "foo/../../../bar", "zz:bar", "§5.2.4 2C (l.1829-1833) leaves the `/` of `/../bar`: zz:/bar"),
    ("zz:abc", "foo/../bar", "zz:bar", "§5.2.4 2C (l.1829-1833) leaves the `/` of `/../bar`: zz:/bar"),
    (
        "f:/a",
        ".//g",
        "f:/.//g",
        "F37: §5.2.4 gives `//g` and §5.3 (l.1928) writes it after `f:`: f://g, whose `g` then reads as an authority",
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
    assert_eq!(differing(Grammar::Rfc3986, DEFAULT, &all), listed(&RFC3986_EXCEPTIONS));
    let section = from_source(&rows, "source", "RFC 3986 sec. 5.4");
    assert_eq!(section.len(), 43);
    let strict_only: BTreeSet<_> = listed(&RFC3986_EXCEPTIONS[..1]);
    assert_eq!(differing(Grammar::Rfc3986, DEFAULT, &section), strict_only);
    // The other printed answer of l.2062 is the strict one.
    assert_eq!(resolve(Grammar::Rfc3986, DEFAULT, "http://a/b/c/d;p?q", "http:g"), "http:g");
}

/// Fielding's 1998 pages: the columns of the two RFCs and Berners-Lee's
/// ("Tim", RFC 1630 read literally) agree with those algorithms, but the
/// two `..` rows of the RFC 2396 column (see [`RFC2396_EXCEPTIONS`]); its
/// `?y` (twice) and `http:`, which RFC 2396's grammar rejects, agree too.
#[test]
fn fielding_1998_spec_columns() {
    let rows = read_tsv(corpus!("resolution-fielding-1998.tsv"));
    assert_eq!(rows.len(), 177);
    let literal = ResolveOptions { slash_reading: SlashReading::Literal };
    let r = from_source(&rows, "reported_by", "R=RFC 2396");
    assert_eq!(r.len(), 105);
    assert_eq!(differing(Grammar::Rfc2396, DEFAULT, &r), listed_in(&RFC2396_EXCEPTIONS, &r));
    assert_eq!(listed_in(&RFC2396_EXCEPTIONS, &r).len(), 2);
    assert_eq!(listed_in(&RFC2396_GRAMMAR_REFUSES, &r).len(), 3);
    let x = from_source(&rows, "reported_by", "X=RFC 1808");
    assert_eq!(x.len(), 73);
    assert_eq!(differing(Grammar::Rfc1808, DEFAULT, &x), BTreeSet::new());
    let tim = from_source(&rows, "reported_by", "Tim=");
    assert_eq!(tim.len(), 30);
    assert_eq!(differing(Grammar::Rfc1630, literal, &tim), BTreeSet::new());
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
    assert_eq!(run(&["--grammar", "rfc2732", base, ";x"]), (0, "http://a/b/c/;x\n".into()));
    assert_eq!(run(&["--grammar", "rfc3986", base, "../../../g"]), (0, "http://a/g\n".into()));
    let (code, text) = run(&["--grammar", "rfc3986", "a/b", "g"]);
    assert_eq!(code, 1);
    assert!(text.starts_with("error: base `a/b` is no URI: rfc3986: 1:2: "), "{text}");
    // RFC 2396's algorithm answers `?y` as C.1 prints; its grammar's rejection follows.
    let (code, text) = run(&["--grammar", "rfc2396", base, "?y", "g?y"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines, ["http://a/b/c/?y", "  grammar: reference rejected at byte 0 (F34)", "http://a/b/c/g?y"]);
    let (code, text) = run(&["--grammar", "rfc3986", base, "g h"]);
    assert_eq!(code, 1);
    assert!(text.starts_with("error: reference `g h` is no URI-reference: rfc3986: 1:2: "), "{text}");

    let clients = corpus!("resolution-fielding-1998.tsv");
    let (code, json) = run(&["--all", "--json", "--clients", clients, base, "?y"]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    let revisions = json[0]["revisions"].as_array().unwrap();
    let ids: Vec<&str> = revisions.iter().map(|r| r["revision"].as_str().unwrap()).collect();
    assert_eq!(
        ids,
        ["url4", "url7", "url-03", "rfc1630", "rfc1738", "rfc1808", "rfc2396", "rfc2732", "rfc3986", "rfc3987"]
    );
    let changed: Vec<&str> =
        revisions.iter().filter(|r| r["changed"] == true).map(|r| r["revision"].as_str().unwrap()).collect();
    // RFC 2396 and 2732 answer `?y` as C.1 prints, their grammar rejecting it (F34).
    assert_eq!(changed, ["url4", "rfc1808", "rfc2396", "rfc3986"]);
    assert_eq!(revisions[6]["resolved"]["target"], "http://a/b/c/?y");
    let refused = &revisions[6]["grammar_rejects"];
    assert_eq!((&refused["offset"], &refused["finding"]), (&serde_json::json!(0), &serde_json::json!("F34")));
    assert_eq!(refused["expected"]["listing"], "rfc2396");
    assert!(revisions[6].get("rejected").is_none() && revisions[5].get("grammar_rejects").is_none());
    let rfc1808 = &revisions[5]["resolved"];
    assert_eq!(rfc1808["target"], "http://a/b/c/d;p?y");
    assert!(rfc1808["steps"][0].as_str().unwrap().starts_with("RFC 1808 §4 Step 5b"));
    assert!(revisions[2]["error"].as_str().unwrap().contains("url-03 p.2"));
    let lynx =
        json[0]["clients"].as_array().unwrap().iter().find(|c| c["client"] == "Lynx/2.7.1 libwww-FM/2.14").unwrap();
    assert_eq!(lynx["result"], "http://a/b/c/?y");
    assert_eq!(lynx["same_as"], serde_json::json!(["url4", "url7", "rfc1630", "rfc1738", "rfc2396", "rfc2732"]));

    let (code, table) = run(&["--all", base, "?y"]);
    assert_eq!(code, 0);
    let mut lines = table.lines().skip_while(|l| !l.trim_start().starts_with("rfc2396 "));
    assert!(lines.next().unwrap().contains("http://a/b/c/?y"), "{table}");
    assert!(lines.next().unwrap().contains("grammar: reference rejected at byte 0 (F34)"), "{table}");
    let (code, table) = run(&["--all", base, "../../../g"]);
    assert_eq!(code, 0);
    let row = |id: &str| table.lines().find(|l| l.trim_start().starts_with(&format!("{id} "))).unwrap().to_string();
    assert!(row("rfc2396").contains("http://a/../g") && row("rfc2396").contains(" = "), "{table}");
    assert!(row("rfc3986").contains("http://a/g") && row("rfc3986").contains("≠ ┆ RFC 3986 §5.2.3"), "{table}");
}

proptest::proptest! {
    /// Any strings: a result or a typed error, never a panic. Every
    /// revision after RFC 1630 that answers had a base with a scheme (RFC
    /// 1808 also an empty base, its Step 1); every rejection is the
    /// grammar's: the same input, checked again, fails at the same byte.
    #[test]
    fn never_panics(base in "[a-z:/.?#;%=]{0,16}", reference in "[a-z:/.?#;%=]{0,16}") {
        let has_scheme = Components::split(&base).scheme.is_some();
        for answer in rfc1630::revisions::resolution::resolve_all(DEFAULT, &base, &reference) {
            let revision = answer.revision;
            match &answer.answer {
                Ok(_) if revision >= Grammar::Rfc1808 => {
                    proptest::prop_assert!(has_scheme || (revision == Grammar::Rfc1808 && base.is_empty()));
                }
                Err(e) => {
                    if let Some(r) = e.rejection() {
                        let grammar = revision;
                        let read = match r.production {
                            "absoluteURL" | "absoluteURI" | "url" => r.input.split('#').next().unwrap(),
                            _ => &r.input,
                        };
                        let again = match Entry::new(grammar, r.production) {
                            Ok(entry) if !entry.is_default() => entry.check(read),
                            _ => rfc1630::check(grammar, read),
                        };
                        proptest::prop_assert_eq!(again.unwrap_err().offset(), r.error.offset());
                        let input = if r.role == Role::Base { &base } else { &reference };
                        proptest::prop_assert_eq!(&r.input, input);
                    }
                }
                Ok(_) => {}
            }
        }
    }
}

/// A reference of 300,000 `../` resolves under every revision, and an
/// input over the length cap is an error under every revision.
#[test]
fn long_references() {
    let reference = "../".repeat(300_000) + "g";
    for answer in rfc1630::revisions::resolution::resolve_all(DEFAULT, "http://a/b/c/d", &reference) {
        let target = answer.answer.map(|r| r.target).unwrap_or_default();
        if answer.revision == Grammar::Rfc3986 {
            assert_eq!(target, "http://a/g");
        }
    }
    let over = "g".repeat(rfc1630::diagnose::MAX_INPUT_LEN + 1);
    for answer in rfc1630::revisions::resolution::resolve_all(DEFAULT, "http://a/b", &over) {
        assert!(answer.answer.is_err(), "{}", answer.revision);
    }
}
