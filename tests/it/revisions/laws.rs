//! Equivalence is an equivalence relation under every document of the
//! registry, and every ladder's normal form is a fixed point.
//!
//! Each case generates a URI inside the document's grammar (checked), and
//! derives from it variants that the document's text makes equivalent
//! (case of scheme and host, percent-encoded unreserved characters, default
//! ports, as far as the document has the rule) and near variants that it
//! does not (a path letter in the other case, a longer segment, another
//! port, and the rules the document lacks). Every pair and triple of the
//! set is checked. RFC 3987's generator of IRIs beyond ASCII is RFC 3987's
//! own test (`documents::rfc3987`).

use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use rfc1630::revisions::equivalence::Equivalence;
use rfc1630::{compare, documents, normalize, Grammar};

/// Cases per document: each checks about a hundred pairs, so the ten
/// documents take well under a few seconds.
const CASES: u32 = 128;

/// A generated URI, by component.
#[derive(Debug, Clone)]
struct Parts {
    scheme: String,
    host: String,
    port: Option<String>,
    segments: Vec<String>,
}

impl Parts {
    fn uri(&self) -> String {
        let port = self.port.as_ref().map_or(String::new(), |p| format!(":{p}"));
        format!("{}://{}{port}/{}", self.scheme, self.host, self.segments.join("/"))
    }
}

/// The rules a document has, as its text gives them: the oracle, written
/// here for every document of the registry.
struct Rules {
    scheme_case: bool,
    host_case: bool,
    default_ports: bool,
}

fn rules(grammar: Grammar) -> Rules {
    match grammar {
        Grammar::Url4 | Grammar::Url7 | Grammar::Url03 | Grammar::Rfc1630 => {
            Rules { scheme_case: false, host_case: false, default_ports: false }
        }
        Grammar::Rfc1738 | Grammar::Rfc1808 => Rules { scheme_case: true, host_case: false, default_ports: false },
        Grammar::Rfc2396 | Grammar::Rfc2732 | Grammar::Rfc3986 | Grammar::Rfc3987 => {
            Rules { scheme_case: true, host_case: true, default_ports: true }
        }
        other => panic!("the oracle has no rules for {other}: write them from its document"),
    }
}

fn default_port(scheme: &str) -> &'static str {
    match scheme {
        "http" => "80",
        "https" => "443",
        "ftp" => "21",
        _ => unreachable!("the generator's schemes"),
    }
}

/// URIs every grammar of `grammar`'s document derives: `http` for all,
/// `ftp` from url7 on (url4's `fileaddress` has no port, F15), `https` from
/// RFC 1808 on (before it no listing names it).
fn parts(grammar: Grammar) -> impl Strategy<Value = Parts> {
    let schemes: &[&str] = match grammar {
        Grammar::Url4 => &["http"],
        Grammar::Url7 | Grammar::Url03 | Grammar::Rfc1630 | Grammar::Rfc1738 => &["http", "ftp"],
        _ => &["http", "https", "ftp"],
    };
    let label = "[a-z][a-z0-9]{0,5}";
    (
        proptest::sample::select(schemes.to_vec()),
        proptest::collection::vec(label, 1..3),
        proptest::option::of(prop_oneof![Just("default"), Just("8080")]),
        proptest::collection::vec("[a-z][a-z0-9]{0,3}", 1..4),
    )
        .prop_map(|(scheme, labels, port, segments)| Parts {
            scheme: scheme.to_string(),
            host: labels.join("."),
            port: port.map(|p| if p == "default" { default_port(scheme).to_string() } else { p.to_string() }),
            segments,
        })
}

/// `s` with the `n`-th character (mod its length) percent-encoded, hex
/// digits in the case given.
fn encode_one(s: &str, n: usize, upper: bool) -> String {
    let at = n % s.len();
    let escape = if upper { format!("%{:02X}", s.as_bytes()[at]) } else { format!("%{:02x}", s.as_bytes()[at]) };
    format!("{}{escape}{}", &s[..at], &s[at + 1..])
}

/// `s` with the letters at the positions `mask` selects upper-case (at least one).
fn upper_some(s: &str, mask: u32) -> String {
    let mut out: String = s
        .chars()
        .enumerate()
        .map(|(i, c)| if mask >> (i % 32) & 1 == 1 { c.to_ascii_uppercase() } else { c })
        .collect();
    if out == s {
        out = s.to_ascii_uppercase();
    }
    out
}

/// The variants that must be equivalent to the base, and those that must not.
fn variants(revision: Grammar, base: &Parts, n: usize, mask: u32) -> (Vec<String>, Vec<String>) {
    let rules = rules(revision);
    let with = |f: &dyn Fn(&mut Parts)| {
        let mut p = base.clone();
        f(&mut p);
        p.uri()
    };
    let mut same = vec![
        with(&|p| p.segments[0] = encode_one(&p.segments[0], n, true)),
        with(&|p| {
            let last = p.segments.len() - 1;
            p.segments[last] = encode_one(&p.segments[last], n + 1, false);
        }),
    ];
    let mut near = vec![
        with(&|p| p.segments[0] = upper_some(&p.segments[0], mask)),
        with(&|p| p.segments[0].push('x')),
        with(&|p| p.port = Some(if p.port.as_deref() == Some("8081") { "8082" } else { "8081" }.to_string())),
    ];
    let scheme_case = with(&|p| p.scheme = upper_some(&p.scheme, mask));
    let host_case = with(&|p| p.host = upper_some(&p.host, mask));
    // The case: an encoded letter of the host, upper-case.
    let host_encoded = with(&|p| p.host = encode_one(&p.host.to_ascii_uppercase(), n, true));
    let port_flipped =
        with(&|p| p.port = if p.port.is_some() { None } else { Some(default_port(&p.scheme).to_string()) });
    if rules.scheme_case {
        same.push(scheme_case);
    }
    if rules.host_case {
        same.extend([host_case, host_encoded]);
    } else {
        near.push(host_case);
    }
    match (rules.default_ports, base.port.as_deref()) {
        (true, None) => same.push(port_flipped),
        (true, Some(p)) if p == default_port(&base.scheme) => same.push(port_flipped),
        (false, None) => near.push(port_flipped),
        _ => {}
    }
    (same, near)
}

fn equivalent(revision: Grammar, a: &str, b: &str) -> Result<bool, TestCaseError> {
    match compare(revision, a, b) {
        Ok(e) => Ok(matches!(e, Equivalence::Equivalent { .. })),
        Err(e) => Err(TestCaseError::fail(format!("{revision}: `{a}` vs `{b}`: {e}"))),
    }
}

/// The top of the ladder, where the document has one.
fn normal_form(revision: Grammar, s: &str) -> Option<String> {
    let has_ladder = documents::of(revision).operations.is_some_and(|operations| operations.has_ladder());
    has_ladder.then(|| normalize(revision, s).unwrap().text)
}

fn laws(revision: Grammar, base: &Parts, n: usize, mask: u32) -> Result<(), TestCaseError> {
    let base_uri = base.uri();
    prop_assert!(
        rfc1630::check(revision, &base_uri).is_ok(),
        "{revision}: the base `{base_uri}` is outside the grammar"
    );
    let (same, near) = variants(revision, base, n, mask);
    let all: Vec<&str> = [base_uri.as_str()].into_iter().chain(same.iter().chain(&near).map(String::as_str)).collect();
    let mut matrix = vec![vec![false; all.len()]; all.len()];
    for (i, a) in all.iter().enumerate() {
        for (j, b) in all.iter().enumerate() {
            matrix[i][j] = equivalent(revision, a, b)?;
        }
    }
    for (i, a) in all.iter().enumerate() {
        prop_assert!(matrix[i][i], "{revision}: not reflexive at `{a}`");
        let must = i <= same.len();
        prop_assert_eq!(matrix[0][i], must, "{}: `{}` vs `{}`", revision, base_uri, a);
        for (j, b) in all.iter().enumerate() {
            prop_assert_eq!(matrix[i][j], matrix[j][i], "{}: not symmetric: `{}`, `{}`", revision, a, b);
            for (k, c) in all.iter().enumerate() {
                prop_assert!(
                    !(matrix[i][j] && matrix[j][k]) || matrix[i][k],
                    "{revision}: not transitive: `{a}` ~ `{b}` ~ `{c}`"
                );
            }
        }
        if let Some(once) = normal_form(revision, a) {
            let twice = normal_form(revision, &once);
            prop_assert_eq!(twice.as_deref(), Some(once.as_str()), "{}: no fixed point from `{}`", revision, a);
        }
    }
    Ok(())
}

#[test]
fn equivalence_is_an_equivalence_relation_under_every_document() {
    for revision in
        documents::ALL.iter().filter(|document| document.operations.is_some()).map(|document| document.grammar)
    {
        let mut runner = TestRunner::new(Config { cases: CASES, failure_persistence: None, ..Config::default() });
        let strategy = (parts(revision), any::<usize>(), any::<u32>());
        if let Err(e) = runner.run(&strategy, |(base, n, mask)| laws(revision, &base, n, mask)) {
            panic!("{revision}: {e}");
        }
    }
}

/// The defect this guards: the case rung ran before decoding, and the host
/// decoded from an escape kept its case.
#[test]
fn an_encoded_host_letter_is_lowered() {
    assert_eq!(normal_form(Grammar::Rfc3986, "http://examp%4Ce.com/").as_deref(), Some("http://example.com/"));
    assert_eq!(normal_form(Grammar::Rfc3986, "http://%C3%a9.COM/").as_deref(), Some("http://%C3%A9.com/"));
    assert_eq!(normal_form(Grammar::Rfc2396, "HTTP://%41.com:80/").as_deref(), Some("http://a.com/"));
    assert_eq!(normal_form(Grammar::Rfc3986, "https://h:443").as_deref(), Some("https://h/"));
    assert_eq!(normal_form(Grammar::Rfc3986, "f:/.//g").as_deref(), Some("f:/.//g"));
    for (a, b) in
        [("http://%41.com/", "http://A.com/"), ("http://A.com/", "http://a.com/"), ("http://%41.com/", "http://a.com/")]
    {
        assert!(equivalent(Grammar::Rfc3986, a, b).unwrap(), "{a} {b}");
    }
}
