//! The correspondence table (`data/correspondence.tsv`) against the
//! grammars it names, and the diff's pairing through it.

use rfc1630::study::diff::{diff, load};
use rfc1630::study::lineage::{correspondence, path, steps};
use rfc1630::Grammar;

#[test]
fn every_row_names_a_step_and_rules_that_exist_and_cites_its_lines() {
    let rows = correspondence();
    assert!(rows.len() > 40, "{}", rows.len());
    for row in &rows {
        assert!(steps().any(|step| step == (row.from, row.to)), "not a step: {row:?}");
        let (from, to) = (load(row.from.id()).unwrap().rule_names(), load(row.to.id()).unwrap().rule_names());
        assert!(from.contains(&row.rule), "{} has no rule {}", row.from, row.rule);
        assert!(to.contains(&row.successor), "{} has no rule {}", row.to, row.successor);
        assert_ne!(row.rule, row.successor, "a row for a shared name says nothing: {row:?}");
        let cites_a_line = row.reason.split("l.").skip(1).any(|rest| rest.starts_with(|c: char| c.is_ascii_digit()));
        assert!(cites_a_line, "no line cited: {row:?}");
        let twins = rows.iter().filter(|r| (r.from, &r.rule, &r.successor) == (row.from, &row.rule, &row.successor));
        assert_eq!(twins.count(), 1, "duplicate row: {row:?}");
    }
}

#[test]
fn every_row_pairs_its_rules_in_the_diff_of_its_step() {
    // One diff per step, however many rows it has.
    let mut diffs = std::collections::HashMap::new();
    for row in correspondence() {
        let d = diffs
            .entry((row.from, row.to))
            .or_insert_with(|| diff(&load(row.from.id()).unwrap(), &load(row.to.id()).unwrap()));
        let in_changed = d.changed.iter().any(|c| {
            c.rule == row.rule && c.successor.as_deref() == Some(&row.successor) && c.table[0].contains(&row.reason)
        });
        let in_renamed = d
            .renamed
            .iter()
            .any(|r| r.rule == row.rule && r.successor == row.successor && r.table[0].contains(&row.reason));
        assert!(in_changed ^ in_renamed, "{row:?} in {d:#?}");
        assert!(!d.only_in_a.contains(&row.rule) && !d.only_in_b.contains(&row.successor), "{row:?}");
    }
}

#[test]
fn url03_to_rfc1738_pairs_the_renamed_schemes_and_removes_what_rfc1738_dropped() {
    let d = diff(&load("url-03").unwrap(), &load("rfc1738").unwrap());
    assert_eq!(d.path, Some(vec!["url-03".to_string(), "rfc1738".to_string()]));
    let successor = |rule: &str| -> Vec<String> {
        let changed = d.changed.iter().filter(|c| c.rule == rule).filter_map(|c| c.successor.clone());
        changed.chain(d.renamed.iter().filter(|r| r.rule == rule).map(|r| r.successor.clone())).collect()
    };
    assert_eq!(successor("httpaddress"), ["httpurl"]);
    assert_eq!(successor("xalpha"), ["uchar", "xchar"]);
    assert_eq!(successor("groupart"), ["grouppart"]);
    // afs, mid and cid have no successor in RFC 1738: removed.
    for gone in ["afsaddress", "midaddress", "cidaddress", "prefixedurl"] {
        assert!(d.only_in_a.iter().any(|r| r == gone), "{gone}: {d:#?}");
    }
    for new in ["fileurl", "otherurl", "genericurl"] {
        assert!(d.only_in_b.iter().any(|r| r == new), "{new}: {d:#?}");
    }
    // A shared name still pairs by name: `hostname`, without table rows.
    let hostname = d.changed.iter().find(|c| c.rule == "hostname").unwrap();
    assert!(hostname.successor.is_none() && hostname.table.is_empty());
    // The renaming is applied before comparing: httpurl's `hpath` is url-03's `path`.
    let http = d.changed.iter().find(|c| c.rule == "httpaddress").unwrap();
    assert!(http.removed.iter().all(|alt| !alt.contains("path ~") || alt.contains("hpath")), "{http:?}");
}

#[test]
fn grammars_apart_on_one_line_compose_the_steps_and_two_lines_pair_by_name() {
    assert!(path(Grammar::Url4, Grammar::Url4).unwrap().is_empty());
    // Siblings: up to url-03, then down.
    let d = diff(&load("rfc1630-url").unwrap(), &load("rfc1738").unwrap());
    assert_eq!(d.path.as_deref().unwrap(), ["rfc1630-url", "url-03", "rfc1738"]);
    let http = d.changed.iter().find(|c| c.rule == "httpaddress").unwrap();
    assert_eq!(http.successor.as_deref(), Some("httpurl"));
    assert_eq!(http.table.len(), 1, "the name step adds no row: {http:?}");
    // Two steps, each with its row: url4 anchorid -> url7 fragmentid, then by name to url-03.
    let d = diff(&load("url4").unwrap(), &load("url-03").unwrap());
    assert!(d.renamed.iter().any(|r| r.rule == "anchorid" && r.successor == "fragmentid"), "{d:#?}");
    // Backwards: RFC 3986's `authority` continues RFC 2396's `server` and `authority`.
    let d = diff(&load("rfc3986").unwrap(), &load("rfc2396").unwrap());
    assert_eq!(d.path.as_deref().unwrap(), ["rfc3986", "rfc2732", "rfc2396"]);
    let mut from_authority: Vec<_> = d
        .changed
        .iter()
        .filter(|c| c.rule == "authority")
        .map(|c| c.successor.clone().unwrap_or_else(|| c.rule.clone()))
        .collect();
    from_authority.sort();
    assert_eq!(from_authority, ["authority", "server"]);
    // Across the two lines, and for the default grammar: shared names only.
    for (a, b) in [("url-03", "rfc3986"), ("rfc1630", "rfc1738"), ("rfc1808", "rfc1630-url")] {
        let d = diff(&load(a).unwrap(), &load(b).unwrap());
        assert!(d.path.is_none(), "{a} {b}");
        assert!(d.changed.iter().all(|c| c.successor.is_none() && c.table.is_empty()), "{a} {b}");
        assert!(d.renamed.is_empty(), "{a} {b}");
    }
}
