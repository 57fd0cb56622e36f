//! Equivalence per revision: the examples the documents give, under the
//! document that gives them, and the `compare` command's `--grammar G`
//! and `--all`.

#[cfg(feature = "cli")]
use crate::support::binary;

use rfc1630::revisions::equivalence::Rung;
use rfc1630::{compare, Grammar};

fn rung(grammar: Grammar, a: &str, b: &str) -> Option<Rung> {
    compare(grammar, a, b).unwrap().rung()
}

/// Each document's own examples meet at the rung its clause names, and not
/// under the revisions before it that lack the rule.
#[test]
fn the_documents_examples() {
    // RFC 3986 §6.2.2 (l.2205-2206): syntax-based, the last rung dot segments.
    let (a, b) = ("example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d");
    assert_eq!(rung(Grammar::Rfc3986, a, b), Some(Rung::DotSegments));
    assert_eq!(rung(Grammar::Rfc2396, a, b), None);
    // RFC 3986 §6.2.3 (l.2269-2272): scheme-based.
    for b in ["http://example.com/", "http://example.com:/", "http://example.com:80/"] {
        assert_eq!(rung(Grammar::Rfc3986, "http://example.com", b), Some(Rung::SchemeBased), "{b}");
    }
    // RFC 2396 §6 (l.1243-1244): host case.
    assert_eq!(rung(Grammar::Rfc2396, "http://www.XEROX.com", "http://www.xerox.com"), Some(Rung::Case));
    assert_eq!(rung(Grammar::Rfc1738, "http://www.XEROX.com", "http://www.xerox.com"), None);
    // RFC 1630 p.9, Examples 1 and 2.
    let (a, same, other) = (
        "http://info.cern.ch/albert/bertram/marie-claude",
        "http://info.cern.ch/albert/bertram/marie%2Dclaude",
        "http://info.cern.ch/albert/bertram%2Fmarie-claude",
    );
    for document in rfc1630::documents::ALL.iter().filter(|document| document.operations.is_some()) {
        let grammar = document.grammar;
        if grammar == Grammar::Url03 {
            continue;
        }
        assert_eq!(rung(grammar, a, same), Some(Rung::PercentEncoding), "{grammar}");
        assert_eq!(rung(grammar, a, other), None, "{grammar}");
    }
    // `~` was unsafe in RFC 1738 (l.154, not in l.190), a "mark" in RFC 2396 (l.470).
    assert_eq!(rung(Grammar::Rfc1738, "http://h/%7Euser", "http://h/~user"), None);
    assert_eq!(rung(Grammar::Rfc2396, "http://h/%7Euser", "http://h/~user"), Some(Rung::PercentEncoding));
}

#[cfg(feature = "cli")]
#[test]
fn command() {
    let run = |args: &[&str]| {
        let run = binary::run(&[["compare"].as_slice(), args].concat(), b"");
        assert_eq!(run.stderr, "", "{args:?}");
        (run.code.unwrap(), run.stdout)
    };
    let (code, text) = run(&["--grammar", "rfc3986", "HTTP://h/a", "http://h/a"]);
    assert_eq!(code, 0);
    assert!(text.starts_with("equivalent: case: RFC 3986 §6.2.2.1"), "{text}");
    let (code, text) = run(&["--grammar", "rfc1738", "http://h:80/", "http://h/"]);
    assert_eq!(code, 1);
    assert!(text.starts_with("different: `http://h:80/` vs `http://h/` after every rung"), "{text}");
    // RFC 1630's grammar keeps its p.8 answer (a listing of it defines no
    // comparison of its own, and is a usage error).
    assert_eq!(run(&["--grammar", "rfc1630", "http://h/a%2Db", "http://h/a-b"]), (0, "identical\n".into()));
    let (code, json) = run(&["--all", "--json", "http://h:80/", "http://h/"]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    let answers: Vec<(&str, &str)> = json
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["revision"].as_str().unwrap(), r["answer"].as_str().unwrap()))
        .collect();
    assert_eq!(
        answers[4..],
        [
            ("rfc1738", "different"),
            ("rfc1808", "different"),
            ("rfc2396", "equivalent"),
            ("rfc2732", "equivalent"),
            ("rfc3986", "equivalent"),
            ("rfc3987", "equivalent")
        ]
    );
    assert_eq!(json[8]["rung"], "scheme-based");
    // Parsed first: RFC 2396's grammar has no `?y` (F34), RFC 3986's has.
    let (code, json) = run(&["--all", "--json", "?y", "?%79"]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(json[6]["answer"], "illegal");
    let reason = json[6]["reason"].as_str().unwrap();
    assert!(reason.starts_with("A is illegal: rfc2396: 1:1: expected ") && reason.contains("finding F34"), "{reason}");
    assert!(reason.contains("; B is illegal: rfc2396: 1:1: "), "{reason}");
    assert_eq!((&json[8]["answer"], &json[8]["rung"]), (&"equivalent".into(), &"percent-encoding".into()));
}
