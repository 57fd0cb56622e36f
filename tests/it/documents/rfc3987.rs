//! RFC 3987's own tests. Its lint adds the IRI rules; its operations: its equivalence is an equivalence relation on
//! IRIs beyond ASCII, with and without character normalization, and its
//! normal form is a fixed point and a URI.
//!
//! The generator makes IRIs beyond ASCII, run in both of the ladder's modes
//! ([`CharacterNormalization`]): each character is spelled as itself or
//! percent-encoded (`\u{E9}`, `%C3%A9`, `%c3%a9`), and `\u{E9}` also
//! decomposed (`e\u{301}`, `e%CC%81`), which is equivalent with NFC only.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use rfc1630::revisions::equivalence::CharacterNormalization;
use rfc1630::revisions::Operations;
use rfc1630::study::lint::{lint_with, Code};
use rfc1630::Grammar;

/// Cases per mode: each checks about a hundred pairs.
const CASES: u32 = 128;

/// RFC 3987's operations, as the registry lists them.
fn operations() -> &'static Operations {
    rfc1630::documents::of(Grammar::Rfc3987).operations.unwrap()
}

/// The default port of the generator's schemes (RFC 1738 §3, RFC 2818 §2.3).
fn default_port(scheme: &str) -> &'static str {
    match scheme {
        "http" => "80",
        "https" => "443",
        "ftp" => "21",
        _ => unreachable!("the generator's schemes"),
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
    prop_assert!(rfc1630::check(Grammar::Rfc3987, &base_text).is_ok(), "the base `{base_text}` is no IRI");
    let all: Vec<&str> =
        [&base_text].into_iter().chain(same.iter().chain(&nfc_only).chain(&near)).map(String::as_str).collect();
    let equivalent = |a: &str, b: &str| operations().compare(mode, a, b).unwrap().rung().is_some();
    let matrix: Vec<Vec<bool>> = all.iter().map(|a| all.iter().map(|b| equivalent(a, b)).collect()).collect();
    let normal_form = |s: &str| operations().normalize(mode, s).unwrap().text;
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

/// Under `rfc3987` the IRI rules come after the security warnings;
/// under another grammar the same IRI gets only the security warnings.
#[test]
fn iri_rules_follow_under_rfc3987() {
    let iri = "ftp://u:pw@h/\u{202E}x%C0%AF";
    let codes = |grammar| lint_with(grammar, iri).into_iter().map(|w| w.code).collect::<Vec<_>>();
    assert_eq!(codes(Grammar::Rfc3987), [Code::Password, Code::BidiFormatting, Code::OverlongUtf8]);
    assert_eq!(codes(Grammar::Rfc3986), [Code::Illegal, Code::Password]);
}
