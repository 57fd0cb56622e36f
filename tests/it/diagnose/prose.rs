//! The `+prose` grammars' rejections get the listings' exact diagnosis.
//!
//! A `+prose` grammar's language is the union of its listing's and its
//! layer's. The oracle gives both independently of `src/`: the listing's
//! regex and the layer's, written from the prose lines the layer cites
//! (`tests/it/oracle/prose.rs`), walked as a DFA for the longest viable prefix
//! (`tests/it/oracle/viable.rs`). The grammar accepts exactly what the union
//! derives, and rejects at the union's viable prefix, which is never earlier
//! than the listing's. Where the error lies further than the listing's, the
//! layer got there, so a production in progress is one the layer read (a
//! frame of the layer). The diagnosis names what was expected and where,
//! with real productions (no `EOI`, no byte-0 `prefixedurl`). A layer
//! tried alone (RFC 6068's) is a grammar of its own, held to its exact
//! offsets as a listing is (`diagnose::offsets`).

use crate::oracle::{self, mutate, viable};
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::{Config, TestRunner};
use rfc1630::{check, grammar::Listing, Grammar, ParseError};
use std::path::PathBuf;

/// Cases per grammar unless `PROPTEST_CASES` says otherwise.
const CASES: u32 = 300;

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(CASES)
}

/// The property on one input: `prose` accepts it exactly when the union
/// oracle does; rejected, it is rejected at the union's viable prefix, which
/// is never earlier than its listing's, and further only through the layer.
/// `Ok(true)` where the layer made the difference (the union accepts what the
/// listing rejects, or its viable prefix is longer).
fn agree(prose: Grammar, caches: &mut Caches, input: &str) -> Result<bool, String> {
    let (listing_viable, listing_accepts) =
        viable::viable_prefix(prose.base().id(), &mut caches.listing, input.as_bytes());
    let (union_viable, union_accepts) = viable::viable_prefix(prose.id(), &mut caches.union, input.as_bytes());
    let by_union = union_viable > listing_viable || (union_accepts && !listing_accepts);
    let error = match check(prose, input) {
        Ok(_) if !union_accepts => return Err(format!("{prose}: {input:?} accepted, which the union oracle rejects")),
        Ok(verdict) if listing_accepts || Listing::PROSE.contains(&verdict.listing) => return Ok(by_union),
        Ok(verdict) => return Err(format!("{prose}: {input:?} accepted as {verdict}, which the listing rejects")),
        Err(ParseError::Syntax(error)) => error,
        Err(other) => return Err(format!("{prose}: {input:?}: {other}")),
    };
    if listing_accepts || union_accepts {
        return Err(format!("{prose}: {input:?} rejected, though the listing or its layer derives it"));
    }
    let offset = error.offset();
    let by_layer = error.stacks().iter().flat_map(|s| &s.frames).any(|f| Listing::PROSE.contains(&f.listing));
    let frames_named = error.stacks().iter().flat_map(|s| &s.frames).all(|f| f.rule != "EOI");
    match offset {
        o if o < listing_viable => Err(format!("{prose}: {input:?} at {o}, before the listing's {listing_viable}")),
        o if o != union_viable => {
            Err(format!("{prose}: {input:?} at {o}, the union oracle's viable prefix is {union_viable}"))
        }
        o if o > listing_viable && !by_layer => {
            Err(format!("{prose}: {input:?} at {o}, past the listing's {listing_viable}, with no frame of the layer"))
        }
        _ if !frames_named || error.stacks().is_empty() => {
            Err(format!("{prose}: {input:?}: no production named: {error}"))
        }
        _ => Ok(by_union),
    }
}

/// The oracle DFAs' caches for one `+prose` grammar: its listing's and its union's.
struct Caches {
    listing: regex_automata::hybrid::dfa::Cache,
    union: regex_automata::hybrid::dfa::Cache,
}

impl Caches {
    fn new(prose: Grammar) -> Self {
        Caches { listing: viable::dfa(prose.base().id()).create_cache(), union: viable::dfa(prose.id()).create_cache() }
    }
}

#[test]
fn prose_verdicts_and_offsets_are_the_union_oracles() {
    let mut failures = Vec::new();
    let (mut rejected, mut by_union) = (0, 0);
    for prose in crate::support::extending_prose() {
        let mut caches = Caches::new(prose);
        // Strings of the listing, then strings of the layer, each with its mutants.
        let sources = [oracle::strategy(prose.base().id()), oracle::prose::strategy::layer(prose.id())];
        for source in sources {
            let strategy = (source, proptest::collection::vec(mutate::mutations(), 4));
            let mut runner = TestRunner::new(Config { cases: cases(), failure_persistence: None, ..Config::default() });
            for _ in 0..cases() {
                let (derived, mutations) = strategy.new_tree(&mut runner).expect("a value").current();
                if !viable::viable_prefix(prose.id(), &mut caches.union, derived.as_bytes()).1 {
                    failures.push(format!("{prose}: the oracle derived {derived:?}, which its union rejects"));
                }
                for input in mutations.iter().map(|m| mutate::apply_all(&derived, m)) {
                    rejected += usize::from(check(prose, &input).is_err());
                    match agree(prose, &mut caches, &input) {
                        Ok(layer) => by_union += usize::from(layer),
                        Err(failure) => failures.push(failure),
                    }
                }
            }
        }
    }
    eprintln!("{rejected} rejections compared, {by_union} inputs where the layer made the difference");
    assert!(rejected > 100, "only {rejected} rejections were compared");
    assert!(by_union > 200, "only {by_union} inputs where the layer made the difference");
    assert!(failures.is_empty(), "{} failures, first: {:#?}", failures.len(), &failures[..failures.len().min(5)]);
}

#[test]
fn prose_offsets_on_every_corpus_line() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/corpora");
    let dir = if dir.is_dir() { dir } else { PathBuf::from("/work/shared/corpora") };
    let mut lines = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("the corpora directory is readable") {
        let path = entry.expect("a directory entry").path();
        if path.extension().is_some_and(|e| e == "tsv") {
            let text = std::fs::read_to_string(&path).expect("a corpus file is UTF-8");
            lines.extend(text.lines().skip(1).flat_map(|l| l.split('\t').next()).map(str::to_string));
        }
    }
    let (mut failures, mut by_union) = (Vec::new(), 0);
    for prose in crate::support::extending_prose() {
        let mut caches = Caches::new(prose);
        for line in &lines {
            match agree(prose, &mut caches, line) {
                Ok(layer) => by_union += usize::from(layer),
                Err(failure) => failures.push(failure),
            }
        }
    }
    eprintln!(
        "{} corpus lines under {} grammars, {by_union} where the layer made the difference",
        lines.len(),
        crate::support::extending_prose().count()
    );
    assert!(by_union > 10, "only {by_union} corpus lines where the layer made the difference");
    assert!(failures.is_empty(), "{} failures, first: {:#?}", failures.len(), &failures[..failures.len().min(5)]);
}

/// Every example of the catalogue, as printed and as intended where damaged.
#[test]
fn prose_offsets_on_every_catalogue_example() {
    let (mut failures, mut by_union) = (Vec::new(), 0);
    for prose in crate::support::extending_prose() {
        let mut caches = Caches::new(prose);
        for example in rfc1630::study::conformance::catalogue() {
            let intended = match &example.claim {
                rfc1630::study::conformance::Claim::Damaged { intended } => Some(intended.clone()),
                _ => None,
            };
            for input in std::iter::once(example.uri.clone()).chain(intended) {
                match agree(prose, &mut caches, &input) {
                    Ok(layer) => by_union += usize::from(layer),
                    Err(failure) => failures.push(format!("{}: {failure}", example.id)),
                }
            }
        }
    }
    eprintln!("{by_union} catalogue inputs where the layer made the difference");
    assert!(by_union > 0, "no catalogue input where the layer made the difference");
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
}

/// Rejections the prose layer used to report at byte 0 with nothing expected:
/// where the listing gets furthest, its production speaks with its expected
/// set; where the layer does (url-03's one-colon `mailto:` with an addr-spec),
/// the layer's production does.
#[test]
fn era_rejections_are_placed_where_the_listing_stops() {
    let input = "ftp://ftp.w3.org";
    let Err(ParseError::Syntax(error)) = check(Grammar::Url03Prose, input) else { panic!("{input} is rejected") };
    assert_eq!(error.offset(), 16, "{input}: {error}");
    assert_eq!(error.stacks()[0].production, "ftpaddress", "{input}: {error}");
    let Err(ParseError::Syntax(listing)) = check(Grammar::Url03, input) else { panic!("{input} is rejected") };
    assert_eq!(error.expected(), listing.expected(), "{input}: the listing's expected set");

    assert!(check(Grammar::Url03Prose, "mailto:webmaster@w3.org").is_ok(), "the layer's addr-spec mailto");
    let input = "mailto:webmaster";
    let Err(ParseError::Syntax(error)) = check(Grammar::Url03Prose, input) else { panic!("{input} is rejected") };
    assert_eq!(error.offset(), 16, "{input}: {error}");
    assert_eq!(error.stacks()[0].production, "mailtoaddrspecaddress", "{input}: {error}");
    let Err(ParseError::Syntax(listing)) = check(Grammar::Url03, input) else { panic!("{input} is rejected") };
    assert_eq!(listing.offset(), 7, "{input}: the listing stops at its second colon (F10)");
}
