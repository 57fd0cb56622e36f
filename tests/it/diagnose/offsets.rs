//! Every rejection points at the exact byte: the error offset is the end of
//! the input's longest viable prefix (the longest prefix some string of the
//! grammar's language extends), on every grammar whose language is its own
//! (the listings, the default grammar, a prose layer tried alone; a layer on
//! its listing is `diagnose::prose`'s).
//!
//! A listing that is not regular (RFC 6068's, whose RFC 5322 `comment`
//! nests) has no automaton, in the crate or in the oracle, to place a
//! rejection: there the verdict is held to the oracle's recognizer, and a
//! rejection's offset is pest's furthest position, which the error says is
//! not the exact diagnosis.
//!
//! The reference is the oracle's recognizer regex (`tests/it/oracle/`, built
//! from the listings, not from the `.pest` files), walked as a DFA by
//! `oracle::viable` (which shares no code with `src/diagnose`). Inputs:
//! generated strings, near-miss mutations of them, and the shared corpora.

use crate::oracle::{self, mutate, viable};
use crate::support as common;
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::{Config, TestRunner};
use rfc1630::{parse_with, Grammar, ParseError};

/// Cases per grammar unless `PROPTEST_CASES` says otherwise.
const CASES: u32 = 300;
/// Mutants checked per generated string.
const MUTANTS_PER_CASE: usize = 4;

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(CASES)
}

/// The oracle's automaton for one grammar: its DFA's cache, or none where
/// the listing is not regular.
type Oracle = Option<regex_automata::hybrid::dfa::Cache>;

fn oracle_of(grammar: Grammar) -> Oracle {
    oracle::has_regex(grammar.id()).then(|| viable::dfa(grammar.id()).create_cache())
}

/// The crate's verdict and offset against the oracle's, or a report.
fn agree(grammar: Grammar, cache: &mut Oracle, input: &str) -> Result<(), String> {
    let Some(cache) = cache else { return agree_not_exact(grammar, input) };
    let (viable, accepted) = viable::viable_prefix(grammar.id(), cache, input.as_bytes());
    match parse_with(grammar, input) {
        Ok(_) if accepted => Ok(()),
        Ok(_) => Err(format!("{grammar}: {input:?} accepted, the oracle rejects it at {viable}")),
        Err(ParseError::Syntax(e)) if !accepted && e.offset() == viable => Ok(()),
        Err(e) => {
            Err(format!("{grammar}: {input:?}: offset {} (oracle {viable}, accepts: {accepted}): {e}", e.offset()))
        }
    }
}

/// Under a listing that is not regular: the verdict is the recognizer's,
/// and a rejection's offset, inside the input, is flagged as pest's
/// furthest position.
fn agree_not_exact(grammar: Grammar, input: &str) -> Result<(), String> {
    let derived = oracle::derives(grammar.id(), input);
    match parse_with(grammar, input) {
        Ok(_) if derived => Ok(()),
        Err(ParseError::Syntax(e)) if !derived && e.not_exact().is_some() && e.offset() <= input.len() => Ok(()),
        Ok(_) => Err(format!("{grammar}: {input:?} accepted, which the listing does not derive")),
        Err(e) => Err(format!("{grammar}: {input:?}: {e} (the listing derives it: {derived})")),
    }
}

#[test]
fn offsets_of_generated_strings_and_near_misses() {
    let mut failures = Vec::new();
    let mut compared = 0;
    for grammar in common::standalone() {
        let mut cache = oracle_of(grammar);
        let strategy =
            (oracle::strategy(grammar.id()), proptest::collection::vec(mutate::mutations(), MUTANTS_PER_CASE));
        let mut runner = TestRunner::new(Config { cases: cases(), failure_persistence: None, ..Config::default() });
        for _ in 0..cases() {
            let (derived, mutations) = strategy.new_tree(&mut runner).expect("a value").current();
            for input in
                std::iter::once(derived.clone()).chain(mutations.iter().map(|m| mutate::apply_all(&derived, m)))
            {
                compared += 1;
                if let Err(report) = agree(grammar, &mut cache, &input) {
                    failures.push(report);
                }
            }
        }
    }
    println!("{compared} strings compared");
    assert!(
        failures.is_empty(),
        "{} disagreements, first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}

#[test]
fn offsets_of_the_corpora() {
    let strings: std::collections::BTreeSet<String> = common::corpus_strings().into_iter().map(|(_, s)| s).collect();
    let mut failures = Vec::new();
    for grammar in common::standalone() {
        let mut cache = oracle_of(grammar);
        for input in &strings {
            if let Err(report) = agree(grammar, &mut cache, input) {
                failures.push(report);
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} disagreements, first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}

/// Every example of the catalogue, as printed and as intended where
/// damaged: the offsets its snapshots (`snapshots/conformance/example@*.snap`) claim.
#[test]
fn offsets_of_the_catalogue() {
    let mut failures = Vec::new();
    for grammar in common::standalone() {
        let mut cache = oracle_of(grammar);
        for example in rfc1630::study::conformance::catalogue() {
            let intended = match &example.claim {
                rfc1630::study::conformance::Claim::Damaged { intended } => Some(intended.clone()),
                _ => None,
            };
            for input in std::iter::once(example.uri.clone()).chain(intended) {
                if let Err(report) = agree(grammar, &mut cache, &input) {
                    failures.push(format!("{}: {report}", example.id));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} disagreements:\n{}", failures.len(), failures.join("\n"));
}

/// Four rejections whose offset, stack and expected set were worked out by hand.
#[test]
fn the_documented_examples() {
    let err = parse_with(Grammar::Rfc1630Url, "ftp://h51nAuwwx.q0cnQn.HPKX.vetm").unwrap_err();
    assert_eq!(err.offset(), 32);
    let stack = &err.stacks()[0];
    assert_eq!(
        (stack.production, stack.frames[0].rule, stack.after, stack.next.as_deref()),
        ("ftpaddress", "ftpaddress", Some("login"), Some("/"))
    );
    assert!(err.expected().unwrap().literals.contains(&rfc1630::diagnose::Byte(b'/')));

    // The default grammar reports the URL listing, which got further than the generic one.
    let err = parse_with(Grammar::Rfc1630, "ftp://ftp.ncsa.uiuc.edu").unwrap_err();
    assert_eq!(err.offset(), 23);
    assert_eq!(err.expected().unwrap().listing, rfc1630::grammar::Listing::Rfc1630Url);
    assert_eq!(err.stacks()[0].production, "ftpaddress");
    assert!(err.summary().contains(r#""/" after login"#), "{}", err.summary());

    // The `%` at byte 9 starts an escape; the `z` at byte 10 is no `hex`.
    let err = parse_with(Grammar::Rfc1630Url, "news:1234%zz@h").unwrap_err();
    assert_eq!(err.offset(), 10);
    let expected = err.expected().unwrap();
    assert_eq!((expected.classes.len(), expected.classes[0].rule, expected.literals.len()), (1, "hex", 0));
    let frames: Vec<&str> = err.stacks()[0].frames.iter().map(|f| f.rule).collect();
    assert_eq!(&frames[..2], ["escape", "xalpha"]);
    assert!(frames.contains(&"groupart") && frames.contains(&"newsaddress"), "{frames:?}");
    assert_eq!(err.stacks()[0].frames[0].start, 9);

    for grammar in [Grammar::Rfc1630Url, Grammar::Rfc1630] {
        let err = parse_with(grammar, "http://info.cern.ch:80x/").unwrap_err();
        assert_eq!(err.offset(), 22);
        let fragment = if grammar == Grammar::Rfc1630 { "\"#\", " } else { "" };
        assert_eq!(err.expected().unwrap().to_string(), format!(r#"digit, {fragment}"/", "?" or end of input"#));
        assert_eq!(err.stacks()[0].innermost_production().unwrap().rule, "port");
        assert!(err.summary().contains("in port (RFC 1630 p.25"), "{}", err.summary());
    }
}

/// RFC 822's `atom` excludes its specials only as literal characters (E4):
/// the diagnosis's regular form of the lookahead is exact at both kinds.
#[test]
fn atom_specials_and_escapes() {
    for grammar in [Grammar::Rfc1630Url, Grammar::Url03] {
        let mut cache = oracle_of(grammar);
        for input in [
            "mid:a(b@c",
            "mid:a%28b@c",
            "cid:x@%5Bq%5D%5Dz",
            "mid:\"a%22\"@b",
            "mid:\"a\"b@c",
            "mid:a@b.(",
            "cid:a@%5B%5C",
        ] {
            agree(grammar, &mut cache, input).unwrap();
        }
    }
}

/// Rejected IRIs with characters from every range beyond ASCII
/// (`oracle::rfc3987::probes`: the ends of `ucschar` and `iprivate`, C1
/// controls, the non-characters, bidi formatting characters, which the
/// grammar allows, and four-byte characters), each put into a generated
/// IRI: the full diagnosis and the brief one stop where the oracle does,
/// at the start of the first character no IRI has there, and the expected
/// set names characters, never a lead byte, without the one found.
#[test]
fn offsets_of_rejected_iris_beyond_ascii() {
    use proptest::sample::{select, Index};
    let probes = crate::oracle::rfc3987::probes();
    let all: Vec<(usize, char)> =
        probes.iter().enumerate().flat_map(|(k, (_, chars))| chars.iter().map(move |&c| (k, c))).collect();
    let mut cache = oracle_of(Grammar::Rfc3987);
    let strategy = (oracle::strategy("rfc3987"), select(all), proptest::prelude::any::<Index>());
    let mut runner = TestRunner::new(Config { cases: cases(), failure_persistence: None, ..Config::default() });
    let mut rejected = vec![0usize; probes.len()];
    let mut failures = Vec::new();
    for _ in 0..cases() * 4 {
        let (derived, (kind, c), at) = strategy.new_tree(&mut runner).expect("a value").current();
        let mut chars: Vec<char> = derived.chars().collect();
        chars.insert(at.index(chars.len() + 1), c);
        let input: String = chars.into_iter().collect();
        if let Err(report) = agree(Grammar::Rfc3987, &mut cache, &input) {
            failures.push(report);
            continue;
        }
        let Err(ParseError::Syntax(full)) = parse_with(Grammar::Rfc3987, &input) else { continue };
        rejected[kind] += 1;
        let brief = rfc1630::recognize::check_brief(Grammar::Rfc3987, &input).unwrap_err();
        let expected = full.expected();
        let found = input[full.offset()..].chars().next();
        let named = |c: char| match c.is_ascii() {
            true => expected.literals.contains(&rfc1630::diagnose::Byte(c as u8)),
            false => expected.characters.iter().any(|&(lo, hi)| (lo..=hi).contains(&c)),
        };
        if brief.offset != full.offset()
            || !input.is_char_boundary(full.offset())
            || expected.literals.iter().any(|b| !b.0.is_ascii())
            || found.is_some_and(named)
        {
            failures.push(format!("{input:?}: brief {} full {}: {expected}", brief.offset, full.offset()));
        }
    }
    assert!(
        failures.is_empty(),
        "{} disagreements:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
    for ((kind, _), rejected) in probes.iter().zip(&rejected) {
        println!("rfc3987: {kind}: {rejected} rejections, exact");
        assert!(*rejected > 0, "{kind}: no rejection");
    }
}

/// `a` then U+FDD0, under the `IRI-reference` entry: the bytes `a\xEF\xB7`
/// still begin `a` then U+FDF0, a `ucschar`, but U+FDD0 is a non-character
/// no IRI has; the offset is 1, the start of U+FDD0, and the expected set
/// names `ucschar`, whose ranges leave it out. A C1 control and a private-use
/// character outside the query stop at their own start too.
#[test]
fn a_character_no_iri_has_is_where_the_error_is() {
    let err = parse_with(Grammar::Rfc3987, "a\u{FDD0}").unwrap_err();
    assert_eq!(err.offset(), 1);
    let expected = err.expected().unwrap();
    assert!(expected.classes.iter().any(|class| class.rule == "ucschar"), "{expected}");
    assert!(expected.characters.is_empty(), "{expected}");
    assert!(expected.to_string().contains("pct-encoded, ucschar, \"#\""), "{expected}");
    assert!(expected.literals.iter().all(|b| b.0.is_ascii()), "{expected}");
    assert!(err.summary().starts_with("rfc3987: 1:2: expected "), "{}", err.summary());
    // The column counts characters: `é` is two bytes, one column.
    let err = parse_with(Grammar::Rfc3987, "http://é/\u{85}").unwrap_err();
    assert_eq!(err.offset(), 10);
    assert!(err.summary().starts_with("rfc3987: 1:10: "), "{}", err.summary());
    // `iprivate` is in `iquery` alone: in the fragment, U+E000 is where it stops.
    let err = parse_with(Grammar::Rfc3987, "http://h/?\u{E000}#\u{E000}").unwrap_err();
    assert_eq!(err.offset(), "http://h/?\u{E000}#".len());
    let expected = err.expected().unwrap();
    assert!(!expected.characters.iter().any(|&(lo, hi)| (lo..=hi).contains(&'\u{E000}')), "{expected}");
    assert!(!expected.classes.iter().any(|class| class.rule == "iprivate"), "{expected}");
    assert!(expected.classes.iter().any(|class| class.rule == "ucschar"), "{expected}");
    // The brief path says the same.
    let brief = rfc1630::recognize::check_brief(Grammar::Rfc3987, "a\u{FDD0}").unwrap_err();
    assert_eq!(brief.offset, 1);
    assert_eq!(brief.expected.unwrap(), *expected_of(&parse_with(Grammar::Rfc3987, "a\u{FDD0}").unwrap_err()));
}

/// After `a`, U+FDD0 is no IRI's: the expected set names `ucschar`, not
/// its ranges; after `?`, an `iquery` also takes `iprivate`, whose
/// ranges `U+E000..U+F8FF` merge with `ucschar`'s `U+F900..U+FDCF`.
#[test]
fn an_iri_error_names_ucschar_and_iprivate() {
    let err = parse_with(Grammar::Rfc3987, "a\u{FDD0}").unwrap_err();
    let expected = err.expected().unwrap();
    assert!(expected.classes.iter().any(|class| class.rule == "ucschar"), "{expected}");
    assert!(!expected.classes.iter().any(|class| class.rule == "iprivate"), "{expected}");
    assert!(expected.characters.is_empty(), "{expected}");
    assert!(!expected.to_string().contains("U+"), "{expected}");
    let err = parse_with(Grammar::Rfc3987, "http://h/?\u{FDD0}").unwrap_err();
    assert_eq!(err.offset(), 10);
    let expected = err.expected().unwrap().to_string();
    assert!(expected.starts_with("unreserved, sub-delims, pct-encoded, ucschar, iprivate, \"#\""), "{expected}");
    assert!(!expected.contains("U+"), "{expected}");
    // Another entry rule's automata name it too.
    let entry = rfc1630::recognize::Entry::new(Grammar::Rfc3987, "absolute-IRI").unwrap();
    let err = entry.check("http://\u{E9}#f").unwrap_err();
    assert_eq!(
        err.expected().unwrap().to_string(),
        "unreserved, sub-delims, pct-encoded, ucschar, \"/\", \":\", \"?\", \"@\" or end of input"
    );
    // The brief path (the prebuilt tables) says the same.
    let brief = rfc1630::recognize::check_brief(Grammar::Rfc3987, "http://h/?\u{FDD0}").unwrap_err();
    assert_eq!(brief.expected.unwrap().to_string(), expected);
}

fn expected_of(err: &ParseError) -> &rfc1630::diagnose::ExpectedSet {
    err.expected().unwrap()
}
