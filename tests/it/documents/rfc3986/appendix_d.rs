//! RFC 3986's Appendix D against `diff rfc2396 rfc3986`: every grammar change
//! it lists shows up in the diff, and every rule-level change the diff finds
//! is listed or reported as an omission (`data/appendix-d.tsv`).

use rfc1630::documents::rfc3986::study::appendix_d::{claims, compare, translation_languages, translations};
use rfc1630::study::diff::{diff, load};
use rfc1630::study::language::Relation;

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

#[test]
fn every_translation_row_is_in_rfc3986_at_its_lines() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/lineage/rfc3986.txt")).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let rows = translations();
    assert_eq!(rows.len(), 20, "the table has 20 obsolete rules");
    for row in rows {
        let (first, last) = row.lines.split_once('-').unwrap_or((&row.lines, &row.lines));
        let (first, last): (usize, usize) = (first.parse().unwrap(), last.parse().unwrap());
        // The table's cells, each row's pieces joined.
        let cells: Vec<String> = lines[first - 1..last]
            .iter()
            .map(|l| l.split('|').map(str::trim).collect::<Vec<_>>())
            .map(|cells| cells[2].to_string())
            .collect();
        assert!(lines[first - 1].contains(&format!("| {} ", row.obsolete)), "{row:?}");
        assert_eq!(cells.join(" ").replace("  ", " "), row.translation, "{row:?}");
    }
}

/// D.2's table read as language claims, each row's relation written from
/// the two grammars, with the first string that tells them apart where the
/// translation loses strings: a row that is not `equal` is no rename.
const TRANSLATION_LANGUAGES: [(&str, Relation, Option<&str>); 20] = [
    // `A://:!`: RFC 2396's `reg_name` takes `:` and `!`; RFC 3986's port is digits.
    ("absoluteURI", Relation::Overlap, Some("A://:!")),
    ("relativeURI", Relation::Overlap, Some("//:!")),
    ("hier_part", Relation::Overlap, Some("//:!")),
    // `opaque_part` may begin with `?` (`uric_no_slash`); `path-rootless` may not.
    ("opaque_part", Relation::Superset, Some("?")),
    ("net_path", Relation::Overlap, Some("//:!")),
    // `abs_path` is `"/" path_segments`, whose first segment may be empty.
    ("abs_path", Relation::Superset, Some("//")),
    ("rel_path", Relation::Subset, None),
    ("rel_segment", Relation::Equal, None),
    // F50: `:` and `@` leave `reg-name`, which may be empty.
    ("reg_name", Relation::Overlap, Some(":")),
    ("server", Relation::Subset, None),
    ("hostport", Relation::Subset, None),
    ("hostname", Relation::Subset, None),
    // `path_segments` begins with a segment; `path-abempty` with "/" or nothing.
    ("path_segments", Relation::Superset, Some("!")),
    ("param", Relation::Equal, None),
    // The mark characters left `unreserved` for `sub-delims`, which the row omits.
    ("uric", Relation::Superset, Some("!")),
    ("uric_no_slash", Relation::Superset, Some("!")),
    ("mark", Relation::Equal, None),
    ("escaped", Relation::Equal, None),
    ("hex", Relation::Equal, None),
    ("alphanum", Relation::Equal, None),
];

#[test]
fn the_translations_read_as_language_claims() {
    let checks = translation_languages(1);
    for (check, (obsolete, relation, first)) in checks.iter().zip(TRANSLATION_LANGUAGES) {
        assert_eq!(check.row.obsolete, obsolete);
        assert!(check.language.exact, "{obsolete}");
        assert_eq!(check.language.relation, relation, "{obsolete}: {:?}", check.language);
        assert_eq!(check.language.a_only.first().map(|w| w.input.as_str()), first, "{obsolete}");
    }
}

/// The three narrowings the independent audit found, by the oracles'
/// productions: each witness is in RFC 2396's rule and not in its
/// translation.
#[test]
fn the_audits_narrowings_hold_by_the_oracles() {
    use crate::oracle::{lit, opt, rfc2396, rfc3986, seq, whole};
    let checks = translation_languages(1);
    let witness = |rule: &str| checks.iter().find(|c| c.row.obsolete == rule).unwrap().language.a_only[0].input.clone();
    let translation_of_opaque = seq(&[rfc3986::path_rootless(), opt(&seq(&[lit("?"), rfc3986::query()]))]);
    let uric_translation = format!("(?:{}|{}|[;?:@&=+$,/])", rfc3986::unreserved(), rfc3986::pct_encoded());
    for (rule, old, new) in [
        ("abs_path", rfc2396::abs_path(), rfc3986::path_absolute()),
        ("opaque_part", rfc2396::opaque_part(rfc2396::Rev::Rfc2396), translation_of_opaque),
        ("uric", rfc2396::uric(rfc2396::Rev::Rfc2396), uric_translation),
    ] {
        let w = witness(rule);
        assert!(whole(&old).is_match(&w) && !whole(&new).is_match(&w), "{rule}: {w:?}");
    }
    // The narrowing is the table's, where a specification uses the
    // translation alone: in a whole URI reference RFC 3986 still takes
    // `a:?x` (an empty path and a query) and `/a//x` (`path-abempty`).
    let (in_2396, in_3986) = (crate::oracle::recognizer("rfc2396"), crate::oracle::recognizer("rfc3986"));
    for uri in ["a:?x", "/a//x"] {
        assert!(in_2396.is_match(uri) && in_3986.is_match(uri), "{uri}");
    }
}

/// F50 names every row of the table whose translation loses strings, with
/// the shortest of them.
#[test]
fn f50_names_each_narrowing_row_with_its_witness() {
    let f50 = rfc1630::grammar::findings::get("F50").unwrap();
    for check in translation_languages(1) {
        let Some(w) = check.language.a_only.first() else { continue };
        assert!(f50.detail.contains(&format!("`{}`", check.row.obsolete)), "F50 lacks {}", check.row.obsolete);
        assert!(
            f50.detail.contains(&format!("`{}`", w.input)),
            "F50 lacks {}'s witness {:?}",
            check.row.obsolete,
            w.input
        );
    }
}
