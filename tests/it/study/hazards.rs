//! The PEG hazards `import` finds and repairs, cross-checked with the
//! built-in grammars' P rows: the lineage documents imported from their
//! text, each P row whose mechanism `import` repairs must be found by
//! `import` in the same rule and repaired there, and every P row of a kind
//! that steers PEG (reordering, lookahead, option as choice, the
//! domain-label rewrites) of those listings is either such a row or listed
//! with the reason `import` does not repair it.

use rfc1630::grammar::overrides::{Kind, OVERRIDES};
use rfc1630::grammar::Listing;
use rfc1630::study::import::{import, Import, Mechanism, Notation, Options, Remedy};
use rfc1630::study::workbench::UserGrammar;
use std::collections::HashMap;

/// A document as imported: the file, its lines, its notation if not detected.
struct Document {
    file: &'static str,
    lines: (usize, usize),
    notation: Option<Notation>,
}

const RFC3986: Document = Document { file: "rfc3986.txt", lines: (2695, 2789), notation: None };
const RFC2396: Document = Document { file: "rfc2396.txt", lines: (1463, 1574), notation: None };
const RFC1808: Document = Document { file: "rfc1808.txt", lines: (150, 230), notation: None };
const RFC1738: Document = Document { file: "rfc1738.txt", lines: (924, 1089), notation: None };
/// RFC 2732 §3 takes `IPv6address` from RFC 2373 Appendix B, whose `|` is ABNF's `/`.
const RFC2373: Document = Document { file: "rfc2373.txt", lines: (1189, 1196), notation: Some(Notation::Abnf) };

/// A P row that `import` repairs: its id, listing and rule (as the `.pest`
/// file names it), the document it is imported from, and each mechanism
/// with the remedy `import` makes.
struct Repaired {
    id: &'static str,
    listing: Listing,
    rule: &'static str,
    from: &'static Document,
    mends: &'static [(Mechanism, Remedy)],
}

use Mechanism::{GreedyRepetition as Greedy, OrderedChoice as Choice};
use Remedy::{EndLookahead, Reordered, Stopped};

const REPAIRED: &[Repaired] = &[
    Repaired { id: "P2", listing: Listing::Rfc3986, rule: "dec_octet", from: &RFC3986, mends: &[(Choice, Reordered)] },
    Repaired { id: "P15", listing: Listing::Rfc3986, rule: "host", from: &RFC3986, mends: &[(Choice, EndLookahead)] },
    // The `*n( h16 ":" )` half of the row; its lookahead on the nine
    // alternatives is not needed once the repetitions stop (the check sees no loss).
    Repaired { id: "P15", listing: Listing::Rfc3986, rule: "IPv6address", from: &RFC3986, mends: &[(Greedy, Stopped)] },
    Repaired { id: "P15", listing: Listing::Rfc3986, rule: "path", from: &RFC3986, mends: &[(Choice, EndLookahead)] },
    Repaired {
        id: "P17",
        listing: Listing::Rfc2396,
        rule: "domainlabel",
        from: &RFC2396,
        mends: &[(Choice, Reordered), (Greedy, Stopped)],
    },
    Repaired {
        id: "P17",
        listing: Listing::Rfc2396,
        rule: "toplabel",
        from: &RFC2396,
        mends: &[(Choice, Reordered), (Greedy, Stopped)],
    },
    Repaired {
        id: "P18",
        listing: Listing::Rfc2396,
        rule: "authority",
        from: &RFC2396,
        mends: &[(Choice, EndLookahead)],
    },
    Repaired { id: "P18", listing: Listing::Rfc2396, rule: "hostname", from: &RFC2396, mends: &[(Greedy, Stopped)] },
    Repaired {
        id: "P19",
        listing: Listing::Rfc1808,
        rule: "absoluteURL",
        from: &RFC1808,
        mends: &[(Choice, EndLookahead)],
    },
    Repaired { id: "P2", listing: Listing::Rfc2732, rule: "hexpart", from: &RFC2373, mends: &[(Choice, Reordered)] },
    Repaired { id: "P20", listing: Listing::Rfc2732, rule: "hexseq", from: &RFC2373, mends: &[(Greedy, Stopped)] },
    Repaired { id: "P2", listing: Listing::Rfc1738, rule: "grouppart", from: &RFC1738, mends: &[(Choice, Reordered)] },
    Repaired { id: "P2", listing: Listing::Rfc1738, rule: "waisurl", from: &RFC1738, mends: &[(Choice, Reordered)] },
    Repaired { id: "P9", listing: Listing::Rfc1738, rule: "url", from: &RFC1738, mends: &[(Choice, EndLookahead)] },
    Repaired {
        id: "P1",
        listing: Listing::Rfc1738,
        rule: "domainlabel",
        from: &RFC1738,
        mends: &[(Choice, Reordered), (Greedy, Stopped)],
    },
    Repaired {
        id: "P1",
        listing: Listing::Rfc1738,
        rule: "toplabel",
        from: &RFC1738,
        mends: &[(Choice, Reordered), (Greedy, Stopped)],
    },
];

/// The P rows of those listings, of the kinds that steer PEG, that
/// `import` does not repair, and why: each changes the tree or the verdict's
/// production, not the language, so pest loses no string there. Where
/// `import` still finds the hazard, the mechanism is given and asserted.
const LEFT: &[(&str, Listing, &str, Option<Mechanism>)] = &[
    // `*xchar` derives every `ip-schemepart`: the reordering keeps its tree.
    ("P2", Listing::Rfc1738, "schemepart", Some(Choice)),
    ("P9", Listing::Rfc1738, "schemepart", Some(Choice)),
    // The selector holds every `%09`: where it stops changes the tree only.
    ("P14", Listing::Rfc1738, "selector", Some(Greedy)),
    ("P14", Listing::Rfc1738, "gopherurl", None),
    // `[ A | B ] C` as three alternatives names the verdict's production.
    ("P8", Listing::Rfc2396, "URI_reference", None),
    ("P8", Listing::Rfc2732, "URI_reference", None),
];

/// The RFC 2732 rows on RFC 2396's rules, which RFC 2732 keeps: their
/// cross-check is RFC 2396's.
const AS_RFC2396: &[(&str, &str)] =
    &[("P17", "domainlabel"), ("P17", "toplabel"), ("P18", "authority"), ("P18", "hostname")];

fn imported(document: &Document) -> Import {
    let path = format!("{}/../shared/lineage/{}", env!("CARGO_MANIFEST_DIR"), document.file);
    let options = Options { lines: Some(document.lines), notation: document.notation, ..Options::default() };
    import(document.file, &std::fs::read(path).unwrap(), &options).unwrap()
}

fn pest_name(name: &str) -> String {
    name.replace('-', "_")
}

#[test]
fn import_finds_and_repairs_each_built_in_p_row_that_it_repairs_in_the_same_rule() {
    let mut imports: HashMap<&str, Import> = HashMap::new();
    for row in REPAIRED {
        let override_row = OVERRIDES.iter().find(|o| o.id == row.id && o.covers(row.listing, row.rule));
        assert!(override_row.is_some(), "{} does not cover {:?} {}", row.id, row.listing, row.rule);
        let import = imports.entry(row.from.file).or_insert_with(|| imported(row.from));
        for &(mechanism, remedy) in row.mends {
            let found = import.hazards.found.iter().any(|h| pest_name(&h.rule) == row.rule && h.mechanism == mechanism);
            assert!(found, "{} {}: import finds no {mechanism} hazard: {:#?}", row.id, row.rule, import.hazards.found);
            let repair = import
                .hazards
                .repairs
                .iter()
                .find(|r| pest_name(&r.rule) == row.rule && r.mechanism == mechanism)
                .unwrap_or_else(|| panic!("{} {}: no {mechanism} repair: {:#?}", row.id, row.rule, import.hazards));
            assert_eq!(repair.remedy, remedy, "{} {}", row.id, row.rule);
            // The string it mends is derived by the written grammar, from the
            // rule it is a string of.
            let grammar = import.grammar();
            let of = pest_name(&repair.of);
            let written =
                UserGrammar::from_sources("imported.pest", &[("imported.pest", &grammar)], Some(&of)).unwrap();
            assert!(written.check(&repair.mends).is_ok(), "{} {}: `{}` is not a {of}", row.id, row.rule, repair.mends);
        }
    }
    for (id, listing, rule, mechanism) in LEFT {
        assert!(OVERRIDES.iter().any(|o| o.id == *id && o.covers(*listing, rule)), "{id} {rule}");
        if let Some(mechanism) = mechanism {
            let import = imports.entry(RFC1738.file).or_insert_with(|| imported(&RFC1738));
            assert!(import.hazards.found.iter().any(|h| pest_name(&h.rule) == *rule && h.mechanism == *mechanism));
            assert!(!import.hazards.repairs.iter().any(|r| pest_name(&r.rule) == *rule), "{id} {rule}");
        }
    }
    // No hazard left unrepaired in any of the five documents.
    for import in imports.values() {
        assert!(import.hazards.unrepaired.is_empty(), "{}: {:#?}", import.file, import.hazards.unrepaired);
    }
}

/// Every P row of these listings that steers PEG is in one table or the
/// other: a new one makes this test fail until it is cross-checked.
#[test]
fn every_p_row_that_steers_pest_is_cross_checked() {
    let listings = [Listing::Rfc3986, Listing::Rfc2396, Listing::Rfc2732, Listing::Rfc1808, Listing::Rfc1738];
    for row in OVERRIDES
        .iter()
        .filter(|o| matches!(o.kind, Kind::Reordering | Kind::Lookahead | Kind::OptionalAsChoice) || o.id == "P17")
    {
        for &listing in row.listings.iter().filter(|l| listings.contains(l)) {
            for rule in row.rules {
                let repaired = REPAIRED.iter().any(|r| r.id == row.id && r.listing == listing && r.rule == *rule);
                let left = LEFT.iter().any(|(id, l, r, _)| *id == row.id && *l == listing && r == rule);
                let as_rfc2396 = listing == Listing::Rfc2732 && AS_RFC2396.contains(&(row.id, rule));
                assert!(repaired || left || as_rfc2396, "{} {listing:?} {rule} is not cross-checked", row.id);
            }
        }
    }
}

fn import_text(text: &str) -> Import {
    import("t.txt", text.as_bytes(), &Options::default()).unwrap()
}

/// A hazard no remedy mends is written as printed and reported with the
/// shortest string pest loses: the repetition takes the `@` of the `"@x"`
/// that follows it, and one character of lookahead (an `x` follows) cannot
/// tell that `@` from one of its own. (`*"x" "x"` it does mend: each `x` is
/// taken only where another follows.)
#[test]
fn a_hazard_no_repair_mends_is_reported_with_the_string_pest_loses() {
    let import = import_text("   a = *( \"x\" / \"@\" ) \"@x\" \"y\"\n");
    assert_eq!(import.hazards.found.len(), 1);
    assert_eq!(import.hazards.found[0].mechanism, Mechanism::GreedyRepetition);
    assert!(import.hazards.repairs.is_empty());
    let left = &import.hazards.unrepaired[0];
    assert_eq!((left.rule.as_str(), left.mechanisms.as_slice(), left.lost.as_str()), ("a", &[Greedy][..], "@XY"));
    assert!(import.grammar().contains("/// PEG hazard not repaired: pest loses `@XY`"));
    assert!(import.grammar().ends_with("a = { (^\"x\" | \"@\")* ~ ^\"@x\" ~ ^\"y\" }\n"));
    let mended = import_text("   a = *\"x\" \"x\"\n");
    assert_eq!(mended.hazards.repairs[0].remedy, Stopped);
    assert!(
        mended.grammar().ends_with("a = { (^\"x\" ~ &(\"\\u{58}\" | \"\\u{78}\"))* ~ ^\"x\" }\n"),
        "{}",
        mended.grammar()
    );
}

/// A recursive rule has no automaton: it is imported without the check,
/// and the report says so; the rules it does not reach are checked.
#[test]
fn a_grammar_that_is_not_regular_is_imported_without_the_automaton_check() {
    let import = import_text("   list = item *( \",\" item )\n   item = \"x\" / \"(\" list \")\"\n   word = 1*ALPHA\n");
    let unchecked: Vec<&str> = import.hazards.unchecked.iter().map(|u| u.rule.as_str()).collect();
    assert_eq!(unchecked, ["item", "list"]);
    assert!(import.hazards.unchecked.iter().all(|u| u.why == rfc1630::study::import::NotChecked::NotRegular));
    let checked: Vec<&str> = import.hazards.checked.iter().map(|c| c.rule.as_str()).collect();
    assert_eq!(checked, ["ALPHA", "word"]);
}

/// An option that can take the start of what follows it: `[ "a" ] "ab"`
/// loses `ab` (`AB`: a letter of a quoted string is shown by its first
/// case); taken only where what follows may come next (`a`), it does not.
#[test]
fn an_option_that_hides_its_continuation_gets_an_end_lookahead() {
    let import = import_text("   r = [ \"a\" ] \"ab\"\n");
    let repair = &import.hazards.repairs[0];
    assert_eq!((repair.mechanism, repair.remedy, repair.mends.as_str()), (Mechanism::HidingOption, EndLookahead, "AB"));
    assert!(
        import.grammar().contains("r = { (^\"a\" ~ &(\"\\u{41}\" | \"\\u{61}\"))? ~ ^\"ab\" }"),
        "{}",
        import.grammar()
    );
    let checked = &import.hazards.checked[0];
    assert!(checked.n >= 2 && checked.exhaustive >= 2, "{checked:?}");
}

/// A grammar whose rules start with optional calls of the next two, for
/// sixty rules, has more than 2^40 ways through the rules' left ends, each
/// of which pest's validator would walk: the import leaves pest out and says
/// so, rather than wait for it (arbitrary text reaches `import`).
#[test]
fn a_grammar_pests_validator_would_take_exponential_time_over_is_not_loaded() {
    let text: String = (0..60)
        .map(|i| match i {
            58 | 59 => format!("   r{i} = \"x\"\n"),
            _ => format!("   r{i} = [ r{} ] r{} \"y\"\n", i + 1, i + 2),
        })
        .collect();
    let import = import_text(&text);
    assert_eq!(import.hazards.unchecked.len(), 60);
    assert!(import.hazards.unchecked.iter().all(|u| u.why == rfc1630::study::import::NotChecked::PestRefuses));
    assert!(import.hazards.checked.is_empty() && import.hazards.repairs.is_empty());
}
