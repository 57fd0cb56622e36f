//! The differential against `fluent-uri` 0.3's IRI types: RFC 3987's
//! listing (`Grammar::Rfc3987`) at each of its three entries against
//! fluent-uri's parser of the same ABNF, which shares no code with this
//! crate (`parser.rs`, with the character tables of `encoding/table.rs`):
//!
//! | entry | ours | fluent-uri |
//! |---|---|---|
//! | `IRI-reference` | `check_brief` (the default entry) | `IriRef::parse` |
//! | `IRI` | `Entry::check` | `Iri::parse` |
//! | `absolute-IRI` | `Entry::check` | `Iri::parse` with no fragment (`Iri::fragment`): fluent-uri has no type of its own for it |
//!
//! on every URI column of the shared corpora, on IRIs derived from the
//! listing (`oracle::rfc3987::strategy`) with their near misses, which
//! insert or replace characters of every range (`oracle::rfc3987::probes`),
//! and on every such character and every ASCII one in each place
//! the listing treats apart (scheme, first segment, userinfo, host, port,
//! IP literals, path, query, fragment, percent-encoding).
//!
//! A disagreement fails the test unless a class of the table "Against
//! fluent-uri" in `docs/iri.md` explains it; [`CLASSES`] holds that table's
//! rows, and a test holds the two to each other and every class to a
//! witness on which it occurs. None was found: the table has no rows. The
//! counts of verdicts (and of each class) are snapshotted, so that a change
//! of either parser shows.

use crate::oracle::{self, mutate};
use crate::support as common;
use crate::support::differential::{with_near_misses, word};
use proptest::prelude::*;
use proptest::sample::{select, Index};
use proptest::test_runner::{Config, RngSeed, TestRunner};
use rfc1630::recognize::{check_brief, Entry};
use rfc1630::Grammar;
use std::collections::{BTreeMap, BTreeSet};

/// One input's verdicts at one entry: ours and fluent-uri's.
struct Case<'a> {
    entry: &'static str,
    input: &'a str,
    ours: bool,
    theirs: bool,
}

/// A class of disagreement that a clause explains: its name as the table
/// of `docs/iri.md` spells it, an input and entry it occurs on, and the
/// disagreements it explains.
struct Class {
    name: &'static str,
    witness: (&'static str, &'static str),
    explains: fn(&Case) -> bool,
}

/// The rows of `docs/iri.md`'s table "Against fluent-uri", in its order:
/// none, since no disagreement was found.
const CLASSES: &[Class] = &[];

/// Our two entries besides the default one.
struct Entries {
    iri: Entry,
    absolute_iri: Entry,
}

impl Entries {
    fn new() -> Entries {
        let entry = |name| Entry::new(Grammar::Rfc3987, name).expect("an entry of rfc3987");
        Entries { iri: entry("IRI"), absolute_iri: entry("absolute-IRI") }
    }

    /// `input` at each entry, ours against fluent-uri's.
    fn cases<'a>(&self, input: &'a str) -> [Case<'a>; 3] {
        let iri = fluent_uri::Iri::parse(input);
        let case = |entry, ours, theirs| Case { entry, input, ours, theirs };
        [
            case(
                "IRI-reference",
                check_brief(Grammar::Rfc3987, input).is_ok(),
                fluent_uri::IriRef::parse(input).is_ok(),
            ),
            case("IRI", self.iri.check(input).is_ok(), iri.is_ok()),
            case("absolute-IRI", self.absolute_iri.check(input).is_ok(), iri.is_ok_and(|i| i.fragment().is_none())),
        ]
    }
}

/// The class that explains a disagreement, if any.
fn classify(case: &Case) -> Option<&'static Class> {
    CLASSES.iter().find(|class| (class.explains)(case))
}

/// The verdicts on a set of inputs, counted by source and entry, and the
/// disagreements no class explains.
#[derive(Default)]
struct Tally {
    counts: BTreeMap<String, usize>,
    unexplained: Vec<String>,
}

impl Tally {
    fn add(&mut self, source: &str, case: &Case) {
        let outcome = match (case.ours, case.theirs) {
            (true, true) => "both accept",
            (false, false) => "both reject",
            _ => match classify(case) {
                Some(class) => class.name,
                None => {
                    self.unexplained.push(format!(
                        "{source}: {}: {:?}: rfc3987 {}, fluent-uri {}",
                        case.entry,
                        case.input,
                        word(case.ours),
                        word(case.theirs)
                    ));
                    "unexplained"
                }
            },
        };
        *self.counts.entry(format!("{}: {outcome}", case.entry)).or_default() += 1;
    }

    /// Every input of `source` at every entry.
    fn run(source: &str, inputs: &BTreeSet<String>) -> Tally {
        let entries = Entries::new();
        let mut tally = Tally::default();
        for input in inputs {
            for case in entries.cases(input) {
                tally.add(source, &case);
            }
        }
        tally
    }

    fn assert_explained(&self) {
        assert!(
            self.unexplained.is_empty(),
            "{} disagreements no class of docs/iri.md explains, first ones:\n{}",
            self.unexplained.len(),
            self.unexplained[..self.unexplained.len().min(30)].join("\n")
        );
    }
}

/// The characters put in every place: those of `oracle::rfc3987::probes`
/// (the ends of the `ucschar` and `iprivate` ranges and their neighbours,
/// C1 controls, non-characters, bidi formatting characters, characters of
/// four UTF-8 bytes) and every ASCII one, controls included.
fn probe_chars() -> Vec<char> {
    let probes = oracle::rfc3987::probes().into_iter().flat_map(|(_, chars)| chars);
    probes.chain('\0'..='\x7F').collect()
}

/// A derived IRI's near misses: `mutate`'s edits, and a probe character
/// inserted or put in place of one.
fn near_misses() -> impl Strategy<Value = Vec<mutate::Mutation>> {
    let probes = probe_chars();
    let edit = prop_oneof![
        2 => mutate::mutation(),
        1 => (any::<Index>(), select(probes.clone())).prop_map(|(at, c)| mutate::Mutation::Insert(at, c)),
        1 => (any::<Index>(), select(probes)).prop_map(|(at, c)| mutate::Mutation::Replace(at, c)),
    ];
    proptest::collection::vec(edit, 1..=3)
}

/// The places of an IRI that the listing treats apart, `{}` where the
/// probe character goes.
const PLACES: [&str; 18] = [
    "{}",             // a reference of one character
    "{}:b",           // the scheme's first character
    "a{}:b",          // later in the scheme, or a first segment with `:`
    "{}/b:c",         // `ipath-noscheme`'s first segment
    "s:{}",           // `ipath-rootless`
    "s://{}",         // the host
    "s://u{}@h/",     // `iuserinfo`
    "s://{}@/",       // `iuserinfo` before an empty host
    "s://h:8{}/",     // the port
    "s://[::{}]/",    // `IPv6address`
    "s://[v1.{}]/",   // `IPvFuture`
    "s://[v{}.a]/",   // `IPvFuture`'s version
    "s://1.2.3.4{}/", // after a dotted quad
    "s:/p/{}",        // a segment of `ipath-absolute`
    "s://h/?{}",      // `iquery`
    "s://h/#{}",      // `ifragment`
    "//h/%{}0",       // `pct-encoded`
    "?%0{}#",         // `pct-encoded`'s second digit
];

/// Every probe character in every place.
fn places() -> BTreeSet<String> {
    let chars = probe_chars();
    PLACES.iter().flat_map(|place| chars.iter().map(move |c| place.replace("{}", &c.to_string()))).collect()
}

/// The strings derived from RFC 3987's listing with their near misses,
/// from a fixed seed (the snapshot holds their counts).
fn generated() -> BTreeSet<String> {
    let config = Config { failure_persistence: None, rng_seed: RngSeed::Fixed(3987), ..Config::default() };
    with_near_misses(&mut TestRunner::new(config), oracle::strategy("rfc3987"), near_misses(), 700, 4)
        .into_iter()
        .collect()
}

/// Every URI column of the shared corpora, once each.
fn corpora() -> BTreeSet<String> {
    common::corpus_strings().into_iter().map(|(_, input)| input).collect()
}

#[test]
fn the_corpora_agree_with_fluent_uri_iri_types() {
    let tally = Tally::run("corpora", &corpora());
    tally.assert_explained();
    snapshot!("fluent_iri", "corpora", yaml: tally.counts);
}

#[test]
fn generated_iris_and_near_misses_agree_with_fluent_uri_iri_types() {
    let tally = Tally::run("generated", &generated());
    tally.assert_explained();
    snapshot!("fluent_iri", "generated", yaml: tally.counts);
}

#[test]
fn every_character_in_every_place_agrees_with_fluent_uri_iri_types() {
    let tally = Tally::run("places", &places());
    tally.assert_explained();
    snapshot!("fluent_iri", "places", yaml: tally.counts);
}

/// The rows of the table "Against fluent-uri" in `docs/iri.md`: the class
/// names of its first column.
fn documented_classes() -> Vec<String> {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/iri.md")).expect("docs/iri.md");
    let section = text.split("\n## Against fluent-uri\n").nth(1).expect("a section \"Against fluent-uri\"");
    let section = section.split("\n## ").next().unwrap_or(section);
    let mut lines = section.lines().skip_while(|line| !line.starts_with("| class |"));
    assert!(lines.next().is_some(), "the section \"Against fluent-uri\" has no table of classes");
    lines
        .skip(1)
        .take_while(|line| line.starts_with('|'))
        .map(|row| row.split('|').nth(1).unwrap_or("").trim().trim_matches('`').to_string())
        .collect()
}

/// The table of `docs/iri.md` and [`CLASSES`] list the same classes in the
/// same order, and each class occurs: its witness disagrees at its entry,
/// and the class is the one that explains it.
#[test]
fn docs_and_classifier_list_the_same_classes_and_each_occurs() {
    let names: Vec<&str> = CLASSES.iter().map(|class| class.name).collect();
    assert_eq!(documented_classes(), names, "docs/iri.md's table \"Against fluent-uri\" and CLASSES differ");
    let entries = Entries::new();
    for class in CLASSES {
        let (entry, witness) = class.witness;
        let cases = entries.cases(witness);
        let case = cases.iter().find(|case| case.entry == entry).expect("an entry compared");
        assert_ne!(case.ours, case.theirs, "{}: {witness:?} at {entry}: no disagreement", class.name);
        assert_eq!(classify(case).map(|c| c.name), Some(class.name), "{witness:?} at {entry}");
    }
}
