//! The registry walked: every grammar and every listing that the grammar
//! layer names ([`Grammar::ALL`], [`Grammar::PROSE`], [`Listing::ALL`],
//! [`Listing::PROSE`], the rows of [`LISTINGS`]) is known to every operation
//! of the crate that takes one, so that a listing added by the recipe of
//! `ARCHITECTURE.md` cannot be missing from one of them. Each check runs
//! the operation itself, or reads the checked-in file it loads.

use crate::grammar::listings::{printed, rule_entry, rules, spec};
use crate::grammar::Operation;
use crate::grammar::{Grammar, Listing};
use crate::recognize::dfa::grammar_dfa;
use crate::revisions::operations_of;
use crate::study::{conformance, diff, lineage, survey, workbench::GrammarChoice};
use std::path::Path;

/// Every grammar, the listings' first, then the opt-in prose ones.
fn grammars() -> impl Iterator<Item = Grammar> {
    Grammar::ALL.into_iter().chain(Grammar::PROSE)
}

/// Every listing, the printed ones first, then the prose layers.
fn listings() -> impl Iterator<Item = Listing> {
    Listing::ALL.into_iter().chain(Listing::PROSE)
}

fn checked_in(path: &str) -> bool {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path).is_file()
}

/// A grammar's id reads back, and every command that takes `--grammar`
/// takes it: the automaton it checks with, the diff, the survey, its
/// document's operations (resolve, compare, normalize).
#[test]
fn every_grammar_is_known_to_every_command() {
    for grammar in grammars() {
        let id = grammar.id();
        assert_eq!(id.parse::<Grammar>(), Ok(grammar), "{id}: FromStr");
        assert!(
            checked_in(&format!("generated/dfa/{id}.dfa")) && checked_in(&format!("generated/dfa/{id}.tsv")),
            "{id}: generated/dfa/"
        );
        match grammar.listings().iter().find_map(|&listing| crate::grammar::listings::nesting_rule(listing)) {
            None => assert!(grammar_dfa(grammar).is_some(), "{id}: its automaton"),
            // Not regular: no automaton, and a rejection says its offset is pest's.
            Some(rule) => {
                assert!(grammar_dfa(grammar).is_none(), "{id}: an automaton of a listing that is not regular");
                let Err(crate::ParseError::Syntax(error)) = crate::check(grammar, "\u{1}") else { panic!("{id}") };
                assert_eq!(error.not_exact().and_then(|n| n.nesting_rule), Some(rule.name.as_str()), "{id}: {error}");
            }
        }
        assert!(matches!(GrammarChoice::resolve(id, &[], None), Ok(GrammarChoice::Builtin(g)) if g == grammar), "{id}");
        assert!(diff::load(id).is_ok_and(|loaded| loaded.id == id), "{id}: diff");
        let surveyed = survey::survey(&[GrammarChoice::Builtin(grammar)], ["http://info.cern.ch/", "a b"]);
        assert_eq!((surveyed.grammars[0].grammar.as_str(), surveyed.lines), (id, 2), "{id}: survey");
        assert_eq!(surveyed.grammars[0].accepted + surveyed.grammars[0].rejected(), 2, "{id}: survey");
        let document = |g: Grammar| g.listings()[0].document();
        let whole = grammar.document();
        assert_eq!(document(whole), document(grammar), "{id}: its document {whole}");
        // Its document's operations, or, where the document defines none
        // (RFC 6068), the answer that says so and names no other grammar.
        match (operations_of(whole, Operation::Resolution), crate::documents::of(whole).operations) {
            (Ok(reached), Some(defined)) => assert!(std::ptr::eq(reached, defined), "{id}: its document's operations"),
            (Err(error), None) => assert_eq!(error.instead, None, "{id}: {error}"),
            (reached, defined) => panic!("{id}: {reached:?} where its document defines {defined:?}"),
        }
    }
}

/// Every listing has its row in the listing table, its pest module (the
/// entry rule is a rule of it), its cited rules, and a diagnosis table
/// under every entry that a grammar parses it with.
#[test]
fn every_listing_has_its_row_module_and_tables() {
    for listing in listings() {
        let id = listing.id();
        let row = spec(listing);
        assert_eq!(row.listing, listing, "{id}: its row");
        assert!(rule_entry(listing, row.entry).is_some(), "{id}: its module has the entry rule `{}`", row.entry);
        assert!(
            !rules(listing).is_empty() && rules(listing).iter().all(|r| !r.citation.is_empty()),
            "{id}: cited rules"
        );
        for grammar in grammars().filter(|g| g.listings().contains(&listing)) {
            let entry = row.entry_rule(grammar);
            let file = if entry == row.entry { id.to_string() } else { format!("{id}@{entry}") };
            assert!(
                checked_in(&format!("generated/diagnosis/{file}.dfa")),
                "{id} under {grammar}: generated/diagnosis/{file}"
            );
        }
    }
    assert_eq!(printed().count(), Listing::ALL.len());
}

/// Every printed listing has catalogue rows (examples from its document),
/// a column of verdicts in the conformance run (one per grammar, in the
/// registry's order), a place on a line of descent (and so in the diff of
/// its step), and a section of the report.
#[test]
fn every_printed_listing_is_in_the_studies() {
    let catalogue = conformance::catalogue();
    let outcomes = conformance::run();
    let columns: Vec<Grammar> = grammars().collect();
    assert!(outcomes.iter().all(|o| o.verdicts.iter().map(|(g, _)| *g).eq(columns.iter().copied())));
    #[cfg(feature = "report")]
    let page = crate::study::report::render(&[], None).expect("the report renders");
    for listing in Listing::ALL {
        let id = listing.id();
        let documents = spec(listing).seed_files;
        assert!(catalogue.iter().any(|example| documents.contains(&example.file.as_str())), "{id}: catalogue rows");
        let alone: Grammar = id.parse().expect("a printed listing is a grammar of its own");
        assert!(lineage::line_of(alone).is_some(), "{id}: a line of descent");
        assert!(lineage::steps().any(|(a, b)| a == alone || b == alone), "{id}: a step of its line");
        #[cfg(feature = "report")]
        assert!(page.contains(&format!("id=\"listing-{id}\"")), "{id}: a section of the report");
    }
}
