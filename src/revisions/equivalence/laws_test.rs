//! Equivalence is an equivalence relation under every revision, and every
//! ladder's normal form is a fixed point.
//!
//! Each case generates a URI inside the revision's grammar (checked), and
//! derives from it variants that the revision's text makes equivalent
//! (case of scheme and host, percent-encoded unreserved characters, default
//! ports, as far as the revision has the rule) and near variants that it
//! does not (a path letter in the other case, a longer segment, another
//! port, and the rules the revision lacks). Every pair and triple of the
//! set is checked.
//!
//! RFC 3987 has a second generator, of IRIs beyond ASCII, run in both of
//! its modes ([`CharacterNormalization`]): each character is spelled as
//! itself or percent-encoded (`\u{E9}`, `%C3%A9`, `%c3%a9`), and `\u{E9}`
//! also decomposed (`e\u{301}`, `e%CC%81`), which is equivalent with NFC
//! only.

use super::{compare_in, compare_iris, ladder, CharacterNormalization, Equivalence, Step, IRI_LADDER, IRI_LADDER_NFC};
use crate::revisions::resolution::Revision;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};

/// Cases per revision: each checks about a hundred pairs, so the nine
/// revisions take well under a few seconds.
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

/// The rules a revision has, as its ladder defines them.
struct Rules {
    scheme_case: bool,
    host_case: bool,
    default_ports: bool,
}

fn rules(revision: Revision) -> Rules {
    match revision {
        Revision::Url4 | Revision::Url7 | Revision::Url03 | Revision::Rfc1630 => {
            Rules { scheme_case: false, host_case: false, default_ports: false }
        }
        Revision::Rfc1738 | Revision::Rfc1808 => Rules { scheme_case: true, host_case: false, default_ports: false },
        Revision::Rfc2396 | Revision::Rfc2732 | Revision::Rfc3986 | Revision::Rfc3987 => {
            Rules { scheme_case: true, host_case: true, default_ports: true }
        }
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

/// URIs every grammar of `revision` derives: `http` for all, `ftp` from
/// url7 on (url4's `fileaddress` has no port, F15), `https` from RFC 1808
/// on (before it no listing names it).
fn parts(revision: Revision) -> impl Strategy<Value = Parts> {
    let schemes: &[&str] = match revision {
        Revision::Url4 => &["http"],
        Revision::Url7 | Revision::Url03 | Revision::Rfc1630 | Revision::Rfc1738 => &["http", "ftp"],
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
fn variants(revision: Revision, base: &Parts, n: usize, mask: u32) -> (Vec<String>, Vec<String>) {
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

fn equivalent(revision: Revision, a: &str, b: &str) -> Result<bool, TestCaseError> {
    match compare_in(revision, a, b) {
        Ok(Equivalence::Equivalent { .. }) => Ok(true),
        Ok(Equivalence::Different { .. }) => Ok(false),
        Err(e) => Err(TestCaseError::fail(format!("{revision}: `{a}` vs `{b}`: {e}"))),
    }
}

/// The top of the ladder.
fn normal_form(revision: Revision, s: &str) -> Option<String> {
    ladder(revision).map(|steps| steps.iter().fold(s.to_string(), |s, step| (step.normalize)(&s)))
}

fn laws(revision: Revision, base: &Parts, n: usize, mask: u32) -> Result<(), TestCaseError> {
    let base_uri = base.uri();
    let grammar = revision.grammar().expect("every revision has a grammar");
    prop_assert!(crate::check(grammar, &base_uri).is_ok(), "{revision}: the base `{base_uri}` is outside the grammar");
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
fn equivalence_is_an_equivalence_relation_under_every_revision() {
    for revision in Revision::ALL {
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
    assert_eq!(normal_form(Revision::Rfc3986, "http://examp%4Ce.com/").as_deref(), Some("http://example.com/"));
    assert_eq!(normal_form(Revision::Rfc3986, "http://%C3%a9.COM/").as_deref(), Some("http://%C3%A9.com/"));
    assert_eq!(normal_form(Revision::Rfc2396, "HTTP://%41.com:80/").as_deref(), Some("http://a.com/"));
    assert_eq!(normal_form(Revision::Rfc3986, "https://h:443").as_deref(), Some("https://h/"));
    assert_eq!(normal_form(Revision::Rfc3986, "f:/.//g").as_deref(), Some("f:/.//g"));
    for (a, b) in
        [("http://%41.com/", "http://A.com/"), ("http://A.com/", "http://a.com/"), ("http://%41.com/", "http://a.com/")]
    {
        assert!(equivalent(Revision::Rfc3986, a, b).unwrap(), "{a} {b}");
    }
}

/// A character (or sequence) of a generated IRI, with its spellings, all
/// equivalent without NFC.
struct Token {
    spellings: &'static [&'static str],
    /// The token it is canonically equivalent to (`e\u{301}` to `\u{E9}`),
    /// under NFC only.
    nfc_of: Option<usize>,
}

/// The tokens, by index: `é` and its decomposition, a right-to-left
/// letter, a bidi formatting character (the listing's `ucschar` holds it,
/// l.435), ASCII letters and `~`.
const TOKENS: [Token; 7] = [
    Token { spellings: &["\u{E9}", "%C3%A9", "%c3%a9"], nfc_of: None },
    Token { spellings: &["e\u{301}", "e%CC%81", "%65%cc%81"], nfc_of: Some(0) },
    Token { spellings: &["\u{5D0}", "%D7%90"], nfc_of: None },
    Token { spellings: &["\u{200F}", "%E2%80%8F"], nfc_of: None },
    Token { spellings: &["a", "%61"], nfc_of: None },
    Token { spellings: &["z", "%7A"], nfc_of: None },
    Token { spellings: &["~", "%7E", "%7e"], nfc_of: None },
];
const E_ACUTE: usize = 0;
const E_DECOMPOSED: usize = 1;
/// An `iprivate` character, which only the query holds (l.429).
const PRIVATE: Token = Token { spellings: &["\u{E000}", "%EE%80%80", "%ee%80%80"], nfc_of: None };

/// A generated IRI, by component, each character a token.
#[derive(Debug, Clone)]
struct Iri {
    scheme: &'static str,
    /// Labels of tokens; a label of letters only is US-ASCII.
    host: Vec<Vec<usize>>,
    port: Option<&'static str>,
    segments: Vec<Vec<usize>>,
    /// The number of `iprivate` characters in the query, if there is one.
    query: Option<usize>,
}

impl Iri {
    /// The IRI with each token spelled as `pick` chooses, and the ASCII
    /// letters of the scheme and host upper-case where `upper` says.
    fn spelled(&self, pick: &dyn Fn(usize) -> usize, upper_scheme: bool, upper_host: bool) -> String {
        let mut n = 0;
        let mut spell = |token: &Token| {
            n += 1;
            token.spellings[pick(n) % token.spellings.len()]
        };
        let mut text = |tokens: &[usize]| tokens.iter().map(|&t| spell(&TOKENS[t])).collect::<String>();
        let host = self.host.iter().map(|label| text(label)).collect::<Vec<_>>().join(".");
        let host = if upper_host { upper_outside_escapes(&host) } else { host };
        let segments = self.segments.iter().map(|segment| text(segment)).collect::<Vec<_>>().join("/");
        let scheme = if upper_scheme { self.scheme.to_ascii_uppercase() } else { self.scheme.to_string() };
        let port = self.port.map_or(String::new(), |p| format!(":{p}"));
        let query = self
            .query
            .map_or(String::new(), |count| format!("?q={}", (0..count).map(|_| spell(&PRIVATE)).collect::<String>()));
        format!("{scheme}://{host}{port}/{segments}{query}")
    }

    fn host_is_us_ascii(&self) -> bool {
        self.host.iter().flatten().all(|&t| t >= 4)
    }
}

/// `s` with its ASCII letters upper-case, but for the hex digits of escapes.
fn upper_outside_escapes(s: &str) -> String {
    let mut out = String::new();
    let mut escape_left = 0_u8;
    for c in s.chars() {
        out.push(if escape_left > 0 { c } else { c.to_ascii_uppercase() });
        escape_left = if c == '%' { 2 } else { escape_left.saturating_sub(1) };
    }
    out
}

fn iris() -> impl Strategy<Value = Iri> {
    let tokens = |range| proptest::collection::vec(0..TOKENS.len(), range);
    let label = prop_oneof![
        proptest::collection::vec(4..6_usize, 1..4),
        tokens(1..4).prop_map(|mut label| {
            label.insert(0, 4);
            label
        }),
    ];
    (
        proptest::sample::select(vec!["http", "https", "ftp"]),
        proptest::collection::vec(label, 1..3),
        proptest::option::of(prop_oneof![Just("default"), Just("8080")]),
        proptest::collection::vec(tokens(1..4), 1..4),
        proptest::option::of(0..3_usize),
    )
        .prop_map(|(scheme, host, port, segments, query)| Iri {
            scheme,
            host,
            port: port.map(|p| if p == "default" { default_port(scheme) } else { p }),
            segments,
            query,
        })
}

/// The variants equivalent in both modes, equivalent with NFC only, and
/// different in both.
fn iri_variants(base: &Iri, seed: u64) -> (String, Vec<String>, Vec<String>, Vec<String>) {
    let pick = |n: usize| (seed >> ((n % 32) * 2)) as usize & 3;
    let first = |_: usize| 0;
    let base_text = base.spelled(&first, false, false);
    let with = |f: &dyn Fn(&mut Iri)| {
        let mut iri = base.clone();
        f(&mut iri);
        iri.spelled(&first, false, false)
    };
    let mut same = vec![base.spelled(&pick, false, false), base.spelled(&pick, true, false)];
    let mut nfc_only = Vec::new();
    let mut near = vec![
        with(&|iri| iri.segments[0].push(5)),
        with(&|iri| iri.port = Some(if iri.port == Some("8081") { "8082" } else { "8081" })),
        with(&|iri| iri.query = Some(iri.query.map_or(1, |n| n + 1))),
    ];
    // Spelled as written, so that a label's first letter is a letter.
    let upper_host = base.spelled(&first, false, true);
    if base.host_is_us_ascii() {
        same.push(upper_host);
    } else {
        near.push(upper_host);
    }
    let default = default_port(base.scheme);
    if base.port.is_none_or(|p| p == default) {
        same.push(with(&|iri| iri.port = if iri.port.is_some() { None } else { Some(default) }));
    }
    // Each `é` the other way round, composed or decomposed.
    let swapped = |tokens: &mut Vec<usize>| {
        for t in tokens {
            *t = match (*t, TOKENS[*t].nfc_of) {
                (E_ACUTE, _) => E_DECOMPOSED,
                (_, Some(composed)) => composed,
                (t, None) => t,
            };
        }
    };
    let swap = with(&|iri| iri.segments.iter_mut().chain(&mut iri.host).for_each(swapped));
    if swap != base_text {
        nfc_only.push(swap);
    }
    (base_text, same, nfc_only, near)
}

fn iri_laws(mode: CharacterNormalization, base: &Iri, seed: u64) -> Result<(), TestCaseError> {
    let (base_text, same, nfc_only, near) = iri_variants(base, seed);
    prop_assert!(crate::check(crate::Grammar::Rfc3987, &base_text).is_ok(), "the base `{base_text}` is no IRI");
    let all: Vec<&str> =
        [&base_text].into_iter().chain(same.iter().chain(&nfc_only).chain(&near)).map(String::as_str).collect();
    let equivalent = |a: &str, b: &str| compare_iris(a, b, mode).rung().is_some();
    let matrix: Vec<Vec<bool>> = all.iter().map(|a| all.iter().map(|b| equivalent(a, b)).collect()).collect();
    let ladder: &[Step] = match mode {
        CharacterNormalization::ApplyNfc => &IRI_LADDER_NFC,
        _ => &IRI_LADDER,
    };
    let normal_form = |s: &str| ladder.iter().fold(s.to_string(), |s, step| (step.normalize)(&s));
    for (i, a) in all.iter().enumerate() {
        prop_assert!(matrix[i][i], "{:?}: not reflexive at `{}`", mode, a);
        let must = i <= same.len() || (i <= same.len() + nfc_only.len() && mode == CharacterNormalization::ApplyNfc);
        prop_assert_eq!(matrix[0][i], must, "{:?}: `{}` vs `{}`", mode, base_text, a);
        for (j, b) in all.iter().enumerate() {
            prop_assert_eq!(matrix[i][j], matrix[j][i], "{:?}: not symmetric: `{}`, `{}`", mode, a, b);
            for (k, c) in all.iter().enumerate() {
                prop_assert!(
                    !(matrix[i][j] && matrix[j][k]) || matrix[i][k],
                    "{mode:?}: not transitive: `{a}` ~ `{b}` ~ `{c}`"
                );
            }
        }
        let once = normal_form(a);
        prop_assert_eq!(normal_form(&once), once.clone(), "{:?}: no fixed point from `{}`", mode, a);
        // The normal form is a URI (§5.3.2.3 aligns by converting to URIs).
        prop_assert!(once.is_ascii(), "{:?}: `{}` normalizes to `{}`", mode, a, once);
    }
    Ok(())
}

#[test]
fn iri_equivalence_is_an_equivalence_relation_with_and_without_nfc() {
    for mode in [CharacterNormalization::AssumeNormalized, CharacterNormalization::ApplyNfc] {
        let mut runner = TestRunner::new(Config { cases: CASES, failure_persistence: None, ..Config::default() });
        if let Err(e) = runner.run(&(iris(), any::<u64>()), |(base, seed)| iri_laws(mode, &base, seed)) {
            panic!("{mode:?}: {e}");
        }
    }
}
