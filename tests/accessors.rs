//! Issue 14 §1 and §5: the accessors across schemes, one witness per
//! production per grammar, each row checked against what the input spells.

use rfc1630::{parse_with, Grammar, Host, Uri};

/// `grammar`, input, production, then host (`=` marks a hostnumber), port,
/// user, password, path segments joined by `|`, search, fragment. `-` is `None`.
const WITNESSES: &str = include_str!("accessors.tsv");

fn opt(value: Option<String>) -> String {
    value.unwrap_or_else(|| "-".to_owned())
}

fn accessors(uri: &Uri<'_>) -> Vec<String> {
    vec![
        uri.production().to_owned(),
        opt(uri.host().map(|h| match h {
            Host::Hostname(t) => t.to_string(),
            Host::Hostnumber(t) => format!("={t}"),
        })),
        opt(uri.port().map(|p| p.to_string())),
        opt(uri.user().map(|u| u.to_string())),
        opt(uri.password().map(|p| p.to_string())),
        opt(uri.path_segments().map(|s| s.map(|t| t.to_string()).collect::<Vec<_>>().join("|"))),
        opt(uri.search().map(|s| s.to_string())),
        opt(uri.fragment().map(|f| f.to_string())),
    ]
}

#[test]
fn every_production_of_every_grammar() {
    let mut failures = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    for line in WITNESSES.lines().filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 10, "malformed row: {line}");
        let grammar: Grammar = fields[0].parse().unwrap();
        let uri = match parse_with(grammar, fields[1]) {
            Ok(uri) => uri,
            Err(e) => {
                failures.push(format!("{line}\n  parse error: {}", e));
                continue;
            }
        };
        seen.insert((grammar, uri.production()));
        let got = accessors(&uri);
        if got != fields[2..] {
            failures.push(format!("{line}\n  got: {}\t{}\t{}", fields[0], fields[1], got.join("\t")));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Every grammar has its rows, and the table covers the productions it lists.
    for grammar in Grammar::ALL {
        assert!(seen.iter().any(|(g, _)| *g == grammar), "no witness for {}", grammar.id());
    }
    assert!(seen.len() >= 50, "only {} (grammar, production) pairs", seen.len());
}

#[test]
fn uri_is_send_and_sync() {
    fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<Uri<'static>>();
    assert_send_sync::<rfc1630::Address<'_>>();
    assert_send_sync::<Host<'_>>();
}
