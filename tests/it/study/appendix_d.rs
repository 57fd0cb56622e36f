//! RFC 3986's Appendix D against `diff rfc2396 rfc3986`: every grammar change
//! it lists shows up in the diff, and every rule-level change the diff finds
//! is listed or reported as an omission (`data/appendix-d.tsv`).

use rfc1630::study::appendix_d::{claims, compare};
use rfc1630::study::diff::{diff, load};

#[test]
fn every_change_appendix_d_lists_is_in_the_diff_and_every_diff_change_is_accounted_for() {
    let d = diff(&load("rfc2396").unwrap(), &load("rfc3986").unwrap());
    let c = compare(&d);
    for claim in &c.claims {
        assert!(claim.missing.is_empty(), "Appendix D says it, the diff does not show it: {claim:?}");
        assert!(!claim.shown.is_empty(), "{claim:?}");
    }
    assert!(c.unaccounted.is_empty(), "the diff shows these, no row names them: {:?}", c.unaccounted);
    snapshot!("appendix_d", "appendix-d-rfc2396-to-rfc3986", yaml: &c);
}

#[test]
fn a_claim_the_diff_does_not_show_is_reported_missing() {
    // Against RFC 2732, `host` already has its IPv6 alternative and `[`/`]` are reserved.
    let d = diff(&load("rfc2732").unwrap(), &load("rfc3986").unwrap());
    let c = compare(&d);
    let literals = c.claims.iter().find(|c| c.claim == "IP literals in host").unwrap();
    assert!(literals.missing.contains(&"changed:reserved:+[".to_string()), "{literals:?}");
    // RFC 2732's own rules (`IPv6prefix`, `hexpart`...) are not Appendix D's business: unaccounted.
    assert!(c.unaccounted.iter().any(|u| u == "removed:hexpart"), "{:?}", c.unaccounted);
}

#[test]
fn every_quote_is_in_rfc3986_at_its_lines() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/lineage/rfc3986.txt")).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let squash = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    for claim in claims().iter().filter(|c| c.listed) {
        let Some((at, quote)) = claim.says.split_once(": ") else {
            continue;
        };
        let range = at.rsplit("l.").next().unwrap();
        let (first, last) = range.split_once('-').unwrap_or((range, range));
        let (first, last): (usize, usize) = (first.parse().unwrap(), last.parse().unwrap());
        let printed = squash(&lines[first - 1..last].join(" "));
        // A quote is backticked; `...` joins pieces of it.
        if let Some(quote) = quote.strip_prefix('`').and_then(|q| q.strip_suffix('`')) {
            for piece in quote.split(" ... ") {
                assert!(printed.contains(&squash(piece)), "{}: {piece:?} not at l.{range}: {printed}", claim.claim);
            }
        }
    }
}
