//! The parts under every grammar (`scheme`, `userinfo`, `host`, `port`,
//! `path`, `query`, `fragment`): each row is an input and the parts it
//! spells, under the grammar of its document.

use super::host_label;
use rfc1630::{parse_with, Grammar, Uri};

/// `grammar`, input, then scheme, userinfo, host, port, path, query,
/// fragment; `-` is `None`.
/// Its rows are `parts.tsv` and each document's own (`crate::support::ast_rows`).
const ROWS: &str = "parts.tsv";

fn parts(uri: &Uri<'_>) -> Vec<String> {
    let opt = |value: Option<String>| value.unwrap_or_else(|| "-".to_owned());
    vec![
        opt(uri.scheme().map(str::to_owned)),
        opt(uri.userinfo().map(str::to_owned)),
        opt(uri.host().map(host_label)),
        opt(uri.port().map(|p| p.to_string())),
        opt(uri.path().map(str::to_owned)),
        opt(uri.query().map(str::to_owned)),
        opt(uri.fragment().map(str::to_owned)),
    ]
}

#[test]
fn every_part_under_every_grammar() {
    let mut failures = Vec::new();
    let mut grammars = std::collections::BTreeSet::new();
    for line in crate::support::ast_rows(ROWS).lines().filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 9, "malformed row: {line}");
        let grammar: Grammar = fields[0].parse().unwrap();
        grammars.insert(grammar);
        let uri = parse_with(grammar, fields[1]).unwrap_or_else(|e| panic!("{line}: {}", e.summary()));
        let got = parts(&uri);
        // The owned form answers the same.
        assert_eq!(parts(&uri.clone().into_owned()), got, "{line}");
        if got != fields[2..] {
            failures.push(format!("{line}\n  got: {}\t{}\t{}", fields[0], fields[1], got.join("\t")));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    for grammar in Grammar::ALL {
        assert!(grammars.contains(&grammar), "no row for {grammar}");
    }
}

/// `None` from `scheme()` means a relative reference, in each generic syntax.
#[test]
fn a_relative_reference_has_no_scheme() {
    for grammar in [Grammar::Rfc1808, Grammar::Rfc2396, Grammar::Rfc2732, Grammar::Rfc3986] {
        let uri = parse_with(grammar, "g/h").unwrap();
        assert_eq!(uri.scheme(), None, "{grammar}");
        assert_eq!(parse_with(grammar, "g:h").unwrap().scheme(), Some("g"), "{grammar}");
    }
}

/// The older listings' words stay: `user()` and `search()` answer where
/// the listing has a `login` or a `search`, and agree with `userinfo()` and `query()`.
#[test]
fn the_documents_own_words_are_aliases() {
    let uri = parse_with(Grammar::Rfc1630, "telnet://joe@h").unwrap();
    assert_eq!(uri.user().map(|u| u.as_str()), uri.userinfo());
    let uri = parse_with(Grammar::Rfc1630, "http://h/a?x+y").unwrap();
    assert_eq!(uri.search().map(|s| s.as_str()), uri.query());
    let uri = parse_with(Grammar::Rfc3986, "http://u@h/a?q").unwrap();
    assert_eq!((uri.user(), uri.search()), (None, None));
    assert_eq!((uri.userinfo(), uri.query()), (Some("u"), Some("q")));
}
