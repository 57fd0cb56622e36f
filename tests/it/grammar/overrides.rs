//! The overrides (`rfc1630::grammar::overrides::OVERRIDES`, each in its
//! document's folder) against the grammars, the verdicts and `grammar/ERRATA.md`.
//!
//! A rule *departs from its printed production* when its pest form uses any
//! of: a lookahead (`&`, `!`), repetition (`*`, `+`), `SOI`/`EOI`, a
//! character range, a rule type other than normal (silent `_`, atomic `@`,
//! `$`, `!`), or a name that is not the one its citation prints (the first
//! word of the first `` ` ``-quoted production, `-` read as `_`). Each of those
//! needs an override of the matching kind that names the rule: lookahead ->
//! [`Kind::Lookahead`], repetition -> `Repetition`, `SOI`/`EOI` ->
//! `WholeString`, range -> `Ranges`, rule type -> `Markers`, name -> a
//! project rule of an override or an `Erratum`. Exempt are project rules
//! (their whole form is the override's) and the rules of a file an erratum
//! appends (`rfc822.pest`, E4, a transcription of another document's ABNF,
//! whose `*` and "except" are printed there). What this cannot see is an
//! erratum that keeps the shape of a rule (a lost `|` restored): its witness
//! checks it.

use pest_meta::ast::{Expr, RuleType};
use rfc1630::grammar::listings::{printed, rules, spec, Productions};
use rfc1630::grammar::overrides::{project_rules, Kind, WitnessInput, WitnessVerdict, OVERRIDES};
use rfc1630::{check, grammar::Listing, grammar::Notation};
use std::collections::BTreeSet;

#[test]
fn every_witness_gets_its_verdict() {
    let mut checked = 0;
    for o in OVERRIDES {
        // `alphanum` (url4), `path` (rfc3986) and `ipath` (rfc3987) are rules no entry reaches.
        let unwitnessed = matches!(o.kind, Kind::Markers | Kind::Ranges)
            || o.rules == ["alphanum"]
            || o.rules == ["path"]
            || o.rules == ["ipath"];
        assert!(!o.witnesses.is_empty() || unwitnessed, "{} {:?} has no witness", o.id, o.rules);
        for w in o.witnesses {
            let input = w.input.text();
            let shown = &input[..input.len().min(40)];
            match (w.expect, check(w.grammar, &input)) {
                (WitnessVerdict::Accepted(production), Ok(v)) => {
                    assert_eq!(v.production, production, "{} {shown}", o.id);
                    assert!(o.listings.contains(&v.listing), "{} {shown}: accepted by {v}, another listing", o.id);
                }
                (WitnessVerdict::Rejected(offset), Err(e)) => assert_eq!(e.offset(), offset, "{} {shown}", o.id),
                (expect, found) => panic!("{} {}: {shown:?} expected {expect:?}, got {found:?}", o.id, w.grammar),
            }
            checked += 1;
        }
    }
    assert!(checked > 50, "{checked}");
}

/// What a rule's pest form uses that its printed production cannot.
fn departures(expr: &Expr, out: &mut BTreeSet<&'static str>) {
    match expr {
        Expr::PosPred(e) | Expr::NegPred(e) => {
            out.insert("lookahead");
            departures(e, out);
        }
        Expr::Rep(e) | Expr::RepOnce(e) => {
            out.insert("repetition");
            departures(e, out);
        }
        Expr::Opt(e) => departures(e, out),
        Expr::Seq(a, b) | Expr::Choice(a, b) => {
            departures(a, out);
            departures(b, out);
        }
        Expr::Range(..) => {
            out.insert("range");
        }
        Expr::Ident(name) if name == "SOI" || name == "EOI" => {
            out.insert("whole string");
        }
        _ => {}
    }
}

fn kind_of(departure: &str) -> Kind {
    match departure {
        "lookahead" => Kind::Lookahead,
        "repetition" => Kind::Repetition,
        "range" => Kind::Ranges,
        "whole string" => Kind::WholeString,
        _ => Kind::Markers,
    }
}

/// The rule name a citation prints: the first word of its first quoted production.
fn printed_name(citation: &str) -> Option<String> {
    Some(citation.split('`').nth(1)?.split_whitespace().next()?.replace('-', "_"))
}

#[test]
fn every_departure_from_the_printed_production_has_an_override() {
    let mut missing = Vec::new();
    let mut seen = 0;
    for row in printed() {
        let listing = row.listing;
        for (path, text) in row.sources {
            if let Some((_, erratum)) = row.appended.iter().find(|(appended, _)| appended == path) {
                let covered = OVERRIDES.iter().any(|o| o.id == *erratum && o.listings.contains(&listing));
                assert!(covered, "{listing}: {path} is appended by {erratum}, which has no override");
                continue;
            }
            let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text).unwrap();
            for rule in pest_meta::parser::consume_rules(pairs).unwrap() {
                seen += 1;
                if project_rules(listing).any(|p| p.name == rule.name) {
                    continue;
                }
                let named = |kind: Kind| OVERRIDES.iter().any(|o| o.kind == kind && o.covers(listing, &rule.name));
                let mut found = BTreeSet::new();
                departures(&rule.expr, &mut found);
                if rule.ty != RuleType::Normal {
                    found.insert("rule type");
                }
                // ABNF prints repetition (`*`, `n*m`) and value ranges (`%x30-39`).
                if listing.notation() == Notation::Abnf {
                    found.remove("repetition");
                    found.remove("range");
                }
                for departure in found {
                    if !named(kind_of(departure)) {
                        missing.push(format!("{listing} {}: {departure}", rule.name));
                    }
                }
                let citation = rules(listing).iter().find(|d| d.name == rule.name).map(|d| d.citation.as_str());
                if citation.and_then(printed_name).as_deref() != Some(rule.name.as_str()) && !named(Kind::Erratum) {
                    missing.push(format!("{listing} {}: not the name printed ({citation:?})", rule.name));
                }
            }
        }
    }
    assert!(missing.is_empty(), "rules that depart from the listing without an override:\n{}", missing.join("\n"));
    assert!(seen > 200, "{seen}");
}

/// The check above can fail: a lookahead, a repetition and a renamed rule are each seen.
#[test]
fn departures_are_detected() {
    let pairs =
        pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, "a = { !\"x\" ~ \"y\"+ ~ 'a'..'z' }").unwrap();
    let rule = pest_meta::parser::consume_rules(pairs).unwrap().remove(0);
    let mut found = BTreeSet::new();
    departures(&rule.expr, &mut found);
    assert_eq!(found.into_iter().collect::<Vec<_>>(), ["lookahead", "range", "repetition"]);
    assert_eq!(printed_name("url4 §BNF syntax, 001 l.336: `xpalphas  xalpha +`").as_deref(), Some("xpalphas"));
}

#[test]
fn every_override_names_rules_its_listings_have() {
    for o in OVERRIDES {
        assert!(!o.listings.is_empty() && !o.printed.is_empty(), "{}", o.id);
        assert!(OVERRIDES.iter().filter(|p| p.id == o.id).all(|p| p.kind == o.kind), "{}: one kind per id", o.id);
        for rule in o.rules {
            let known = o.listings.iter().any(|&l| rules(l).iter().any(|d| d.name == *rule));
            assert!(known, "{} names {rule}, which none of {:?} has", o.id, o.listings);
        }
        for project in o.project_rules {
            let has = |listing: Listing, rule: &str| rules(listing).iter().any(|d| d.name == rule);
            let holders: Vec<Listing> = o.listings.iter().copied().filter(|&l| has(l, project.name)).collect();
            assert!(!holders.is_empty(), "{} adds {}, which none of {:?} has", o.id, project.name, o.listings);
            for listing in holders {
                let stands_for_known = project.stands_for.is_none_or(|rule| has(listing, rule));
                assert!(stands_for_known, "{} {listing}: {project:?}", o.id);
            }
        }
    }
}

/// Every rule the listing table names is a rule of its listing.
#[test]
fn the_listing_table_names_rules_of_its_listings() {
    for (row, listing) in printed().zip(Listing::ALL) {
        assert_eq!(row.listing, listing);
        assert_eq!(spec(listing).listing, listing);
        let single = match row.productions {
            Productions::ChoiceOf(rule) | Productions::Single(rule) => rule,
        };
        let named = [Some(row.entry), row.fragment_entry, row.fragment, row.wrapper, Some(single)];
        for rule in named.into_iter().flatten().chain(row.renames.iter().copied()) {
            assert!(rules(listing).iter().any(|d| d.name == rule), "{listing}: {rule}");
        }
    }
}

/// One row of an E or P table: its cells, split at the `|` that are not escaped.
fn cells(line: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut chars = line.trim().trim_matches('|').chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&'|') => out.last_mut().unwrap().push(chars.next().unwrap()),
            '|' => out.push(String::new()),
            c => out.last_mut().unwrap().push(c),
        }
    }
    out.into_iter().map(|c| c.trim().to_string()).collect()
}

fn quoted(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

/// A witness as a table cell writes it: a tab, a carriage return or a line
/// feed as `\t`, `\r`, `\n`, which a row of one line cannot hold as they are.
fn as_written(input: &str) -> String {
    input.replace('\t', "\\t").replace('\r', "\\r").replace('\n', "\\n")
}

#[test]
fn errata_md_e_and_p_tables_agree_with_the_list() {
    let page = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/grammar/ERRATA.md"));
    let tables = &page[page.find("## Corrections").unwrap()..page.find("## Findings").unwrap()];
    let rows: Vec<Vec<String>> =
        tables.lines().filter(|l| ["| E", "| P", "| C"].iter().any(|id| l.starts_with(id))).map(cells).collect();
    assert_eq!(rows.len(), OVERRIDES.len(), "one ERRATA.md row per override");
    for (row, o) in rows.iter().zip(OVERRIDES) {
        let at = format!("{} ({})", o.id, row[1]);
        assert_eq!(row[0], o.id, "{at}");
        let listings: BTreeSet<&str> = row[1]
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '+'))
            .filter(|word| Listing::ALL.iter().chain(&Listing::PROSE).any(|l| l.id() == *word))
            .collect();
        assert_eq!(listings, o.listings.iter().map(|l| l.id()).collect(), "{at}");
        let text = row.join(" | ");
        let spans = quoted(&text);
        let words: BTreeSet<String> = spans
            .iter()
            .flat_map(|s| s.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-')))
            .map(|w| w.replace('-', "_"))
            .collect();
        for rule in o.rules.iter().copied().chain(o.project_rules.iter().map(|p| p.name)) {
            assert!(words.contains(rule), "{at}: rule `{rule}` is not named");
        }
        for w in o.witnesses {
            match w.input {
                WitnessInput::Text(input) => {
                    let written = as_written(input);
                    assert!(spans.contains(&written.as_str()), "{at}: witness `{written}` is not named")
                }
                WitnessInput::Repeated { head, unit, .. } => {
                    assert!(spans.contains(&head) && spans.contains(&unit), "{at}: `{head}`, `{unit}`")
                }
            }
            if let WitnessVerdict::Rejected(offset) = w.expect {
                assert!(text.contains(&format!("byte {offset}")), "{at}: rejected at byte {offset}");
            }
        }
        if o.kind == Kind::Erratum {
            assert_eq!(quoted(&row[2]).join("; "), o.printed, "{at}: what the listing prints");
        }
    }
}
