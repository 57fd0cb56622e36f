//! Each grammar accepts exactly the strings its listing derives.
//!
//! The oracle (`tests/it/oracle/`) is a regex per grammar id, built production
//! by production from the listings in `shared/seeds/`, independently of the
//! `.pest` files. The `regex` crate decides membership exactly, so wherever
//! `rfc1630::check` and the oracle disagree, one of them does not derive the
//! listing's language; reading the listing says which.
//!
//! Run with `-- --nocapture` to see how many strings were compared.

use crate::oracle::{self, mutate, rfc1630_url as url, rfc1738, url4, url7, url_03, whole};
use proptest::strategy::Strategy;
use proptest::test_runner::{Config, TestCaseError, TestError, TestRunner};
use regex::Regex;
use rfc1630::{check, grammar::Listing, Grammar, Verdict};
use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::sync::OnceLock;

/// Cases per property unless `PROPTEST_CASES` says otherwise.
const CASES: u32 = 2000;
/// Mutants (each one to three mutations) checked per generated string.
const MUTANTS_PER_CASE: usize = 4;

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(CASES)
}

/// The oracle's verdict on `input`, or a report when the parser's differs.
fn compare(grammar: Grammar, input: &str) -> Result<bool, String> {
    let parsed = check(grammar, input);
    let derived = oracle::derives(grammar.id(), input);
    if parsed.is_ok() == derived {
        return Ok(derived);
    }
    let parser = match &parsed {
        Ok(verdict) => format!("accept ({verdict})"),
        Err(e) => format!("reject: {}", e.summary()),
    };
    let oracle = if derived { "accept (the listing derives it)" } else { "reject (the listing does not derive it)" };
    Err(format!("{grammar}: parser and oracle disagree on {input:?}\n  parser: {parser}\n  oracle: {oracle}"))
}

#[derive(Default)]
struct Tally {
    generated: usize,
    mutants: usize,
    mutants_accepted: usize,
    productions: BTreeMap<String, usize>,
    features: BTreeSet<&'static str>,
}

/// A feature of generated strings that the generator must reach, by name:
/// the string and the parser's verdict on it decide.
type Feature = (&'static str, fn(&str, &Verdict) -> bool);

fn at_count(s: &str) -> usize {
    s.matches('@').count()
}

fn has_hostnumber(s: &str) -> bool {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| whole(&format!(".*[/@]{}(?:[:/#]|$).*", url::hostnumber()))).is_match(s)
}

/// `has_hostnumber` with url7's own `hostnumber`.
fn has_hostnumber_7(s: &str) -> bool {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| whole(&format!(".*[/@]{}(?:[:/#?]|$).*", url7::hostnumber()))).is_match(s)
}

/// `has_hostnumber` with url4's own `hostnumber`.
fn has_hostnumber_4(s: &str) -> bool {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| whole(&format!(".*[/@]{}(?:[:/#?]|$).*", url4::hostnumber()))).is_match(s)
}

fn domain_literal_special(s: &str) -> bool {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| Regex::new(r#"@.*(?i:%5B)[^%]*[()@,"]"#).unwrap()).is_match(s)
}

fn login_at_digit(s: &str) -> bool {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| Regex::new(r"//[^/@:]*@[0-9][^/]*[^0-9./]").unwrap()).is_match(s)
}

fn strip_prefix(s: &str) -> &str {
    s.strip_prefix("url:").unwrap_or(s)
}

/// What the URL listing's generator must reach (also under the default grammar).
const URL_FEATURES: &[Feature] = &[
    ("url: prefix", |s, _| s.starts_with("url:")),
    ("escape", |s, _| s.contains('%')),
    ("@ inside the xalphas of an article", |s, v| v.production == "newsaddress" && at_count(s) >= 2),
    ("@ inside the xalphas of a mailto", |s, v| v.production == "mailtoaddress" && at_count(s) >= 2),
    ("hostnumber", |s, _| has_hostnumber(s)),
    ("prospero %00 version suffix", |s, v| v.production == "prosperoaddress" && s.contains("%00")),
    ("waisdoc wpath", |s, v| v.production == "waisaddress" && s.contains('=') && s.ends_with(';')),
    ("waisindex search", |s, v| v.production == "waisaddress" && s.contains('?')),
    ("ftp login user:password@", |s, v| {
        v.production == "ftpaddress"
            && strip_prefix(s)[6..].split('/').next().is_some_and(|l| l.contains(':') && l.contains('@'))
    }),
    ("ftptype-like path end", |s, v| v.production == "ftpaddress" && s.ends_with(['I', 'N', 'T', 'C'])),
    ("gopher gtype and gcommand", |s, v| {
        v.production == "gopheraddress" && strip_prefix(s)[9..].matches('/').count() >= 1
    }),
    ("news *", |s, _| strip_prefix(s).starts_with("news:*")),
    ("mid domain-literal", |s, v| v.production == "midaddress" && s.to_ascii_lowercase().contains("%5b")),
    ("cid quoted-string", |s, v| v.production == "cidaddress" && s.contains('"')),
    ("domain-literal holding an RFC 822 special (P11)", |s, v| {
        ["midaddress", "cidaddress"].contains(&v.production) && domain_literal_special(s)
    }),
    ("login hostname holding @ and a digit (P12)", |s, v| {
        ["ftpaddress", "telnetaddress"].contains(&v.production) && login_at_digit(s)
    }),
    ("quoted-pair", |s, v| {
        ["midaddress", "cidaddress"].contains(&v.production) && s.to_ascii_lowercase().contains("%5c")
    }),
];

/// What the generic listing's generator must reach (also under the default grammar).
const GENERIC_FEATURES: &[Feature] = &[
    ("generic: search with +", |s, v| generic(v) && s.split_once('?').is_some_and(|(_, q)| q.contains('+'))),
    ("generic: fragment", |s, v| generic(v) && s.contains('#')),
    ("generic: void path", |s, v| {
        generic(v) && s.split_once(':').is_some_and(|(_, rest)| rest.is_empty() || rest.starts_with(['?', '#']))
    }),
    ("generic: trailing / in path", |s, v| generic(v) && s.split(['?', '#']).next().is_some_and(|p| p.ends_with('/'))),
    ("generic: + in a segment", |s, v| generic(v) && s.split(['?', '#']).next().is_some_and(|p| p.contains('+'))),
    ("generic: escape", |s, v| generic(v) && s.contains('%')),
];

fn generic(v: &Verdict) -> bool {
    v.listing == Listing::Rfc1630Generic
}

const DEFAULT_FEATURES: &[Feature] = &[
    ("URL listing with fragment", |s, v| v.listing == Listing::Rfc1630Url && s.contains('#')),
    ("URL listing without fragment", |s, v| v.listing == Listing::Rfc1630Url && !s.contains('#')),
    ("generic listing", |_, v| v.listing == Listing::Rfc1630Generic),
    ("url: prefix", |s, _| s.starts_with("url:")),
];

/// The productions of `url` the generator must reach.
const URL_PRODUCTIONS: [&str; 11] = [
    "httpaddress",
    "ftpaddress",
    "newsaddress",
    "nntpaddress",
    "prosperoaddress",
    "telnetaddress",
    "gopheraddress",
    "waisaddress",
    "mailtoaddress",
    "midaddress",
    "cidaddress",
];

/// What url-03's generator must reach beyond `URL_FEATURES` (its listing is
/// RFC 1630's URL listing but for `mailto : :`, F10).
const URL03_FEATURES: &[Feature] = &[("mailto with two colons (F10)", |s, v| {
    v.production == "mailtoaddress" && strip_prefix(s).starts_with("mailto::")
})];

/// The scheme-specific names of a draft's productions: a `generic` under
/// one of them competes with that production.
const DRAFT_SCHEMES: &[&str] = &["http", "ftp", "news", "prospero", "telnet", "gopher", "wais", "afs"];

fn named_generic(s: &str, v: &Verdict) -> bool {
    v.production == "generic" && s.split_once(':').is_some_and(|(scheme, _)| DRAFT_SCHEMES.contains(&scheme))
}

/// The part of `s` after `scheme://` up to the first `/`, `?` or `#` (empty
/// if `s` does not start with `scheme://`).
fn authority<'s>(s: &'s str, scheme: &str) -> &'s str {
    let rest = s.strip_prefix(scheme).and_then(|r| r.strip_prefix("://")).unwrap_or("");
    rest.split(['/', '?', '#']).next().unwrap_or("")
}

/// What url7's generator must reach.
const URL7_FEATURES: &[Feature] = &[
    ("fragment", |s, _| s.contains('#')),
    ("escape", |s, _| s.contains('%')),
    ("space in an xalphas (F13)", |s, _| s.contains(' ')),
    ("; in an xalphas (F13)", |s, _| s.contains(';')),
    ("hostname holding : digits (F13)", |s, v| v.production == "httpaddress" && authority(s, "http").contains(':')),
    ("hostnumber", |s, _| has_hostnumber_7(s)),
    ("generic under a scheme-specific name (F14)", named_generic),
    ("generic: search with +", |s, v| {
        v.production == "generic" && s.split_once('?').is_some_and(|(_, q)| q.contains('+'))
    }),
    ("generic: trailing / in path", |s, v| {
        v.production == "generic" && s.split(['?', '#']).next().is_some_and(|p| p.ends_with('/'))
    }),
    ("@ inside the xalphas of an article", |s, v| v.production == "newsaddress" && at_count(s) >= 2),
    ("news *", |s, _| s.starts_with("news:*")),
    ("ftp login user@", |s, v| v.production == "ftpaddress" && authority(s, "ftp").contains('@')),
    ("ftp login user:password@", |s, v| {
        v.production == "ftpaddress" && authority(s, "ftp").split_once('@').is_some_and(|(u, _)| u.contains(':'))
    }),
    ("login user holding @ (P6)", |s, v| {
        ["ftpaddress", "telnetaddress"].contains(&v.production)
            && at_count(authority(s, "ftp")) + at_count(authority(s, "telnet")) >= 2
    }),
    ("telnet login", |s, v| v.production == "telnetaddress" && authority(s, "telnet").contains('@')),
    ("prospero %00 version suffix", |s, v| v.production == "prosperoaddress" && s.contains("%00")),
    ("gopher gtype and selector", |s, v| {
        v.production == "gopheraddress"
            && s["gopher://".len()..]
                .split(['?', '#'])
                .next()
                .is_some_and(|p| p.split_once('/').is_some_and(|(_, sel)| sel.chars().count() >= 2))
    }),
    ("gopher ? search", |s, v| v.production == "gopheraddress" && s.contains('?')),
    ("waisdoc with its length digits", |s, v| v.production == "waisaddress" && waisdoc_7(s)),
    ("waisindex search", |s, v| v.production == "waisaddress" && s.contains('?') && !waisdoc_7(s)),
];

fn waisdoc_7(s: &str) -> bool {
    static RE: OnceLock<Regex> = OnceLock::new();
    let s = s.split('#').next().unwrap_or(s);
    RE.get_or_init(|| whole(&url7::waisdoc())).is_match(s)
}

/// What url4's generator must reach.
const URL4_FEATURES: &[Feature] = &[
    ("anchor", |s, _| s.contains('#')),
    ("bare % (F16)", |s, _| bare_percent(s)),
    ("^ (F16)", |s, _| s.contains('^')),
    ("hostnumber", |s, _| has_hostnumber_4(s)),
    ("generic under a scheme-specific name (F17)", named_generic),
    ("generic: search with +", |s, v| {
        v.production == "generic" && s.split_once('?').is_some_and(|(_, q)| q.contains('+'))
    }),
    ("@ inside the xalphas of an article", |s, v| v.production == "newsaddress" && at_count(s) >= 2),
    ("news *", |s, _| s.starts_with("news:*")),
    ("telnet user @", |s, v| v.production == "telnetaddress" && s.contains('@')),
    ("telnet user holding @ (P6)", |s, v| v.production == "telnetaddress" && at_count(authority(s, "telnet")) >= 2),
    ("telnet without user", |s, v| v.production == "telnetaddress" && !s.contains('@')),
    ("gopher / selector (F18)", |s, v| {
        v.production == "gopheraddress"
            && s["gopher://".len()..].split(['?', '#']).next().is_some_and(|p| p.matches('/').count() >= 2)
    }),
    ("gopher ? search", |s, v| v.production == "gopheraddress" && s.contains('?')),
    ("prospero path of several segments (F19)", |s, v| {
        v.production == "prosperoaddress" && s["prospero://".len()..].split('#').next().is_some_and(|p| p.contains('/'))
    }),
    ("fileaddress with a hostnumber", |s, v| v.production == "fileaddress" && has_hostnumber_4(s)),
    ("waisdoc with its length digits", |s, v| v.production == "waisaddress" && waisdoc_4(s)),
    ("waisindex search", |s, v| v.production == "waisaddress" && s.contains('?') && !waisdoc_4(s)),
];

fn waisdoc_4(s: &str) -> bool {
    static RE: OnceLock<Regex> = OnceLock::new();
    let s = s.split('#').next().unwrap_or(s);
    RE.get_or_init(|| whole(&url4::waisdoc())).is_match(s)
}

/// A `%` not followed by two hex digits: url4's `xalpha` holds it (F16).
fn bare_percent(s: &str) -> bool {
    let b = s.as_bytes();
    (0..b.len())
        .any(|i| b[i] == b'%' && !(i + 2 < b.len() && b[i + 1].is_ascii_hexdigit() && b[i + 2].is_ascii_hexdigit()))
}

/// The productions of url7's `url` the generator must reach.
const URL7_PRODUCTIONS: [&str; 8] = [
    "generic",
    "httpaddress",
    "ftpaddress",
    "newsaddress",
    "prosperoaddress",
    "telnetaddress",
    "gopheraddress",
    "waisaddress",
];

/// The productions of url4's `docaddress` the generator must reach.
const URL4_PRODUCTIONS: [&str; 9] = [
    "generic",
    "httpaddress",
    "fileaddress",
    "newsaddress",
    "prosperoaddress",
    "telnetaddress",
    "gopheraddress",
    "waisaddress",
    "afsaddress",
];

/// Generated strings, each with `MUTANTS_PER_CASE` mutants: every generated
/// string must be derived by the listing (the oracle checks the generator)
/// and accepted by the parser; every mutant must get the same verdict from
/// both.
fn generated_and_mutants(grammar: Grammar, features: &[&[Feature]], productions: &[&str]) {
    let id = grammar.id();
    let recognizer = oracle::recognizer(id);
    let strategy = (oracle::strategy(id), proptest::collection::vec(mutate::mutations(), MUTANTS_PER_CASE));
    let tally = RefCell::new(Tally::default());
    let mut runner = TestRunner::new(Config { cases: cases(), failure_persistence: None, ..Config::default() });
    let result = runner.run(&strategy, |(s, mutations)| {
        if !recognizer.is_match(&s) {
            return Err(TestCaseError::fail(format!(
                "{id}: the generator made {s:?}, which the listing does not derive"
            )));
        }
        compare(grammar, &s).map_err(TestCaseError::fail)?;
        let verdict = check(grammar, &s).expect("compare() found the parser accepting");
        let mut t = tally.borrow_mut();
        t.generated += 1;
        *t.productions.entry(format!("{}:{}", verdict.listing, verdict.production)).or_default() += 1;
        for (name, holds) in features.iter().flat_map(|f| f.iter()) {
            if holds(&s, &verdict) {
                t.features.insert(name);
            }
        }
        for m in &mutations {
            let mutant = mutate::apply_all(&s, m);
            let accepted = compare(grammar, &mutant)
                .map_err(|e| TestCaseError::fail(format!("{e}\n  mutant of {s:?} by {m:?}")))?;
            t.mutants += 1;
            t.mutants_accepted += usize::from(accepted);
        }
        Ok(())
    });
    match result {
        Ok(()) => {}
        Err(TestError::Fail(reason, (s, _))) => {
            panic!("{reason}\n  (minimal generated string: {s:?})")
        }
        Err(e) => panic!("{id}: {e}"),
    }
    let t = tally.into_inner();
    println!(
        "{id}: {} generated strings agree (all derived by the listing and accepted); {} mutants agree ({} accepted, {} rejected)",
        t.generated,
        t.mutants,
        t.mutants_accepted,
        t.mutants - t.mutants_accepted
    );
    println!("{id}: generated strings by verdict: {:?}", t.productions);
    let missing_features: Vec<&str> = features
        .iter()
        .flat_map(|f| f.iter())
        .map(|(name, _)| *name)
        .filter(|name| !t.features.contains(name))
        .collect();
    assert!(missing_features.is_empty(), "{id}: the generator never reached {missing_features:?}");
    let missing_productions: Vec<&&str> =
        productions.iter().filter(|p| !t.productions.keys().any(|k| k.ends_with(&format!(":{p}")))).collect();
    assert!(missing_productions.is_empty(), "{id}: the generator never reached {missing_productions:?}");
}

#[test]
fn rfc1630_url_accepts_exactly_its_listing() {
    generated_and_mutants(Grammar::Rfc1630Url, &[URL_FEATURES], &URL_PRODUCTIONS);
}

#[test]
fn rfc1630_generic_accepts_exactly_its_listing() {
    generated_and_mutants(Grammar::Rfc1630Generic, &[GENERIC_FEATURES], &["uri"]);
}

#[test]
fn rfc1630_default_accepts_exactly_its_listings() {
    generated_and_mutants(Grammar::Rfc1630, &[DEFAULT_FEATURES, URL_FEATURES, GENERIC_FEATURES], &URL_PRODUCTIONS);
}

#[test]
fn url03_accepts_exactly_its_listing() {
    generated_and_mutants(Grammar::Url03, &[URL_FEATURES, URL03_FEATURES], &URL_PRODUCTIONS);
}

#[test]
fn url7_accepts_exactly_its_listing() {
    generated_and_mutants(Grammar::Url7, &[URL7_FEATURES], &URL7_PRODUCTIONS);
}

#[test]
fn url4_accepts_exactly_its_listing() {
    generated_and_mutants(Grammar::Url4, &[URL4_FEATURES], &URL4_PRODUCTIONS);
}

/// The productions of RFC 1738's `url` the generator must reach.
const RFC1738_PRODUCTIONS: [&str; 11] = [
    "httpurl",
    "ftpurl",
    "newsurl",
    "nntpurl",
    "telneturl",
    "gopherurl",
    "waisurl",
    "mailtourl",
    "fileurl",
    "prosperourl",
    "otherurl",
];

/// What RFC 1738's generator must reach.
const RFC1738_FEATURES: &[Feature] = &[
    ("escape", |s, _| s.contains('%')),
    ("empty user (ftp://@h)", |s, v| v.production == "ftpurl" && authority(s, "ftp").starts_with('@')),
    ("empty password", |s, v| {
        ["ftpurl", "telneturl"].contains(&v.production) && (s.contains(":@") || s.contains("://:@"))
    }),
    ("ftp ;type=", |s, v| v.production == "ftpurl" && s.contains(";type=")),
    ("file without host", |s, v| v.production == "fileurl" && s.starts_with("file:///")),
    ("file localhost", |s, v| v.production == "fileurl" && s.starts_with("file://localhost/")),
    ("gopher %09 search", |s, v| v.production == "gopherurl" && s.contains("%09")),
    ("otherurl under a scheme-specific name", |s, v| {
        v.production == "otherurl"
            && s.split_once(':').is_some_and(|(scheme, _)| ["http", "ftp", "news", "gopher", "wais"].contains(&scheme))
    }),
    ("otherurl with //", |s, v| v.production == "otherurl" && s.contains("://")),
    ("hostnumber", |s, v| v.production == "httpurl" && authority(s, "http").starts_with(|c: char| c.is_ascii_digit())),
    ("news article", |s, v| v.production == "newsurl" && s.contains('@')),
    ("prospero fieldspec", |s, v| v.production == "prosperourl" && s.contains(';')),
];

#[test]
fn rfc1738_accepts_exactly_its_listing() {
    generated_and_mutants(Grammar::Rfc1738, &[RFC1738_FEATURES], &RFC1738_PRODUCTIONS);
}

/// RFC 1738's verdict names the first alternative of `url`, in the
/// listing's order, that derives the whole input: checked against the
/// oracle's production regexes on generated strings and their mutants.
#[test]
fn rfc1738_verdict_is_the_first_alternative_that_derives_the_input() {
    let productions: Vec<(&str, Regex)> =
        rfc1738::PRODUCTIONS.iter().map(|(name, production)| (*name, whole(&production()))).collect();
    let first = |s: &str| productions.iter().find(|(_, re)| re.is_match(s)).map(|(name, _)| *name);
    let fell_through = std::cell::Cell::new(0);
    let ran = run_cases((rfc1738::strategy::url(), mutate::mutations()), |(s, m)| {
        for s in [s.clone(), mutate::apply_all(&s, &m)] {
            let parsed = check(Grammar::Rfc1738, &s).ok().map(|v| v.production);
            let expected = first(&s);
            if parsed != expected {
                return Err(format!("{s:?}: parser {parsed:?}, first deriving alternative {expected:?}"));
            }
            let named = s.split_once(':').map(|(scheme, _)| scheme);
            let specific = rfc1738::PRODUCTIONS.iter().any(|(name, _)| named.is_some_and(|n| name.starts_with(n)));
            fell_through.set(fell_through.get() + usize::from(expected == Some("otherurl") && specific));
        }
        Ok(())
    });
    println!("rfc1738: {} strings, {} of them an otherurl under a scheme-specific name", ran * 2, fell_through.get());
    assert!(fell_through.get() > 0, "no generated string fell through to otherurl");
    for (input, production) in [("http://h/p", "httpurl"), ("http://h?q", "otherurl"), ("news:a.b", "newsurl")] {
        assert_eq!(first(input), Some(production), "{input}");
        assert_eq!(check(Grammar::Rfc1738, input).unwrap().production, production, "{input}");
    }
}

/// RFC 3986's generated strings reach each host kind, the nine `IPv6address`
/// alternatives' typical shapes and each path form.
const RFC3986_FEATURES: &[Feature] = &[
    ("IPv6 literal with ::", |s, _| s.contains("::") && s.contains('[')),
    ("IPv6 literal ending in a dotted quad", |s, _| s.contains('[') && s.contains(".") && s.contains("]")),
    ("IPvFuture", |s, _| s.contains("[v") || s.contains("[V")),
    ("dotted quad followed by reg-name characters", |s, _| {
        let authority = s.split_once("//").map_or("", |(_, rest)| rest.split(['/', '?', '#']).next().unwrap_or(""));
        let host = authority.rsplit_once('@').map_or(authority, |(_, h)| h).split(':').next().unwrap_or("");
        let quad = whole(&format!("{}.+", oracle::rfc3986::ipv4address()));
        !host.starts_with('[') && quad.is_match(host)
    }),
    ("empty port", |s, _| s.contains(":/") && s.contains("//")),
    ("relative-ref with path-noscheme", |s, v| v.production == "relative-ref" && !s.starts_with('/') && !s.is_empty()),
    ("URI with path-rootless", |s, v| {
        v.production == "URI" && s.split_once(':').is_some_and(|(_, r)| !r.is_empty() && !r.starts_with('/'))
    }),
];

#[test]
fn rfc3986_accepts_exactly_its_listing() {
    generated_and_mutants(Grammar::Rfc3986, &[RFC3986_FEATURES], &["URI", "relative-ref"]);
}

/// RFC 3987's generated strings reach characters beyond ASCII in each
/// place the listing takes them, and RFC 3986's shapes besides.
const RFC3987_FEATURES: &[Feature] = &[
    ("ucschar in the host", |s, _| {
        let authority = s.split_once("//").map_or("", |(_, rest)| rest.split(['/', '?', '#']).next().unwrap_or(""));
        !authority.is_ascii()
    }),
    ("ucschar in the path", |s, _| !s.split(['?', '#']).next().unwrap_or("").is_ascii()),
    ("iprivate in the query", |s, _| {
        s.split_once('?').is_some_and(|(_, q)| q.split('#').next().unwrap_or("").chars().any(is_iprivate))
    }),
    ("ucschar in the fragment", |s, _| s.split_once('#').is_some_and(|(_, f)| !f.is_ascii())),
    ("a character of four UTF-8 bytes", |s, _| s.chars().any(|c| c.len_utf8() == 4)),
    ("IPv6 literal with ::", |s, _| s.contains("::") && s.contains('[')),
    ("IPvFuture", |s, _| s.contains("[v") || s.contains("[V")),
    ("relative-ref with ipath-noscheme", |s, v| {
        v.production == "irelative-ref" && !s.starts_with('/') && !s.is_empty()
    }),
];

fn is_iprivate(c: char) -> bool {
    oracle::rfc3987::IPRIVATE.iter().any(|&(lo, hi)| (lo..=hi).contains(&u32::from(c)))
}

#[test]
fn rfc3987_accepts_exactly_its_listing() {
    generated_and_mutants(Grammar::Rfc3987, &[RFC3987_FEATURES], &["IRI", "irelative-ref"]);
}

/// Every kind of character beyond ASCII (`oracle::rfc3987::probes`: the
/// ends of the `ucschar` and `iprivate` ranges and their neighbours, C1
/// controls, non-characters, bidi formatting characters, four-byte
/// characters), put into generated IRIs in every place: inserted, or in
/// place of a character. The parser and the oracle agree on each; every
/// kind is both accepted somewhere and rejected somewhere, except the C1
/// controls and the non-characters, which no IRI holds anywhere.
#[test]
fn rfc3987_agrees_on_every_range_beyond_ascii() {
    use proptest::prelude::*;
    let probes = oracle::rfc3987::probes();
    let kinds: Vec<&'static str> = probes.iter().map(|(kind, _)| *kind).collect();
    let all: Vec<(usize, char)> =
        probes.iter().enumerate().flat_map(|(k, (_, chars))| chars.iter().map(move |&c| (k, c))).collect();
    let seen = RefCell::new(vec![(0usize, 0usize); kinds.len()]);
    let edits =
        proptest::collection::vec((proptest::sample::select(all), any::<prop::sample::Index>(), any::<bool>()), 1..=3);
    run_cases((oracle::strategy("rfc3987"), edits), |(s, edits)| {
        let mut chars: Vec<char> = s.chars().collect();
        for &((kind, c), at, replace) in &edits {
            let at = at.index(chars.len() + 1);
            if replace && at < chars.len() {
                chars[at] = c;
            } else {
                chars.insert(at, c);
            }
            let probe: String = chars.iter().collect();
            let accepted = compare(Grammar::Rfc3987, &probe)?;
            let mut seen = seen.borrow_mut();
            if accepted {
                seen[kind].0 += 1;
            } else {
                seen[kind].1 += 1;
            }
        }
        Ok(())
    });
    let seen = seen.into_inner();
    for (kind, (accepted, rejected)) in kinds.iter().zip(&seen) {
        println!("rfc3987: {kind}: {accepted} accepted, {rejected} rejected, parser and oracle agreeing");
        assert!(*rejected > 0, "{kind}: no probe was rejected");
        let never = kind.starts_with("C1") || kind.starts_with("non-characters");
        assert_eq!(*accepted == 0, never, "{kind}: accepted {accepted} times");
    }
}

/// The forms of RFC 3986 that no entry reaches in full are still the
/// document's: `absolute-URI` is `URI` without a fragment, and every `path`
/// form is one of `path`'s alternatives.
#[test]
fn rfc3986_oracle_productions_nest() {
    use oracle::rfc3986 as r;
    let (absolute, uri, path) = (whole(&r::absolute_uri()), whole(&r::uri()), whole(&r::path()));
    for s in ["http://a/b?c", "a:", "urn:x:y", "http://[::1]:80/"] {
        assert!(absolute.is_match(s) && uri.is_match(s), "{s}");
    }
    assert!(!absolute.is_match("http://a/b#c") && uri.is_match("http://a/b#c"));
    for s in ["", "/", "//a", "a/b", "a:b/c", "/a/b"] {
        assert!(path.is_match(s), "{s:?}");
    }
    assert!(!path.is_match("a?b"));
}

/// RFC 3987's forms that no default entry reaches in full: `absolute-IRI`
/// is `IRI` without a fragment, and every `ipath` form is one of `ipath`'s
/// alternatives. The parser's entries `IRI` and `absolute-IRI` agree.
#[test]
fn rfc3987_oracle_productions_nest() {
    use oracle::rfc3987 as r;
    use rfc1630::recognize::Entry;
    let (absolute, iri, path) = (whole(&r::absolute_iri()), whole(&r::iri()), whole(&r::ipath()));
    let (absolute_entry, iri_entry) =
        (Entry::new(Grammar::Rfc3987, "absolute-IRI").unwrap(), Entry::new(Grammar::Rfc3987, "IRI").unwrap());
    for s in ["http://a/b?c", "a:", "urn:x:y", "http://[::1]:80/", "http://例え.jp/ü?\u{E000}"] {
        assert!(absolute.is_match(s) && iri.is_match(s), "{s}");
        assert!(absolute_entry.check(s).is_ok() && iri_entry.check(s).is_ok(), "{s}");
    }
    for s in ["http://a/b#c", "http://a/#ü"] {
        assert!(!absolute.is_match(s) && iri.is_match(s), "{s}");
        assert!(absolute_entry.check(s).is_err() && iri_entry.check(s).is_ok(), "{s}");
    }
    // `iprivate` is in `iquery` alone.
    assert!(!iri.is_match("http://a/#\u{E000}") && iri_entry.check("http://a/#\u{E000}").is_err());
    for s in ["", "/", "//a", "a/b", "a:b/c", "/a/ü"] {
        assert!(path.is_match(s), "{s:?}");
    }
    assert!(!path.is_match("a?b"));
}

/// The oracle has a regex for every grammar id whose listings are regular,
/// in the same order; a listing that is not (RFC 6068's, whose RFC 5322
/// `comment` nests) is compared with a recognizer of its own, in its
/// document's tests (`tests/it/documents/`).
#[test]
fn the_oracle_knows_every_grammar() {
    let regular = |g: &Grammar| g.listings().iter().all(|&l| rfc1630::grammar::listings::nesting_rule(l).is_none());
    let ids: Vec<&str> = Grammar::ALL.into_iter().filter(regular).map(Grammar::id).collect();
    assert_eq!(oracle::GRAMMARS.to_vec(), ids);
}

fn manifest_path(relative: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(relative)
}

/// `tests/language_corpus.txt`: hand-picked strings, each with the verdict
/// of the grammars it names, checked against both the oracle and the
/// parser; under every other grammar of the registry, the parser agrees
/// with the oracle.
#[test]
fn hand_picked_corpus() {
    let path = manifest_path("tests/it/grammar/language_corpus.txt");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut failures = Vec::new();
    let mut lines = 0;
    for (n, line) in text.lines().enumerate().map(|(n, l)| (n + 1, l)) {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let (spec, input) = line.split_once('\t').unwrap_or_else(|| panic!("line {n}: no tab in {line:?}"));
        let input = rfc1630::study::tsv::unescape(input);
        let mut expected: BTreeMap<Grammar, bool> = BTreeMap::new();
        for part in spec.split(';').map(str::trim).filter(|p| !p.is_empty()) {
            let mut words = part.split_whitespace();
            let accept = match words.next() {
                Some("accept") => true,
                Some("reject") => false,
                other => panic!("line {n}: `accept` or `reject` expected, found {other:?}"),
            };
            for id in words {
                let grammar: Grammar = id.parse().unwrap_or_else(|e| panic!("line {n}: {e}"));
                assert!(expected.insert(grammar, accept).is_none(), "line {n}: {id} named twice");
            }
        }
        assert!(!expected.is_empty(), "line {n}: no verdict: {line:?}");
        lines += 1;
        for (grammar, accept) in &expected {
            let word = |b: bool| if b { "accept" } else { "reject" };
            let derived = oracle::derives(grammar.id(), &input);
            if derived != *accept {
                failures.push(format!(
                    "line {n}: {grammar} {input:?}: expected {}, the oracle says {}",
                    word(*accept),
                    word(derived)
                ));
            }
            match check(*grammar, &input) {
                Ok(v) if !accept => {
                    failures.push(format!("line {n}: {grammar} {input:?}: expected reject, the parser accepts ({v})"))
                }
                Err(e) if *accept => failures.push(format!(
                    "line {n}: {grammar} {input:?}: expected accept, the parser rejects: {}",
                    e.summary()
                )),
                _ => {}
            }
        }
        // A grammar the line names no verdict for (one added after it was
        // written) is held to the oracle.
        for grammar in Grammar::ALL.into_iter().filter(|g| !expected.contains_key(g)) {
            if let Err(e) = compare(grammar, &input) {
                failures.push(format!("line {n}: {e}"));
            }
        }
    }
    println!("language_corpus.txt: {lines} lines under {} grammars, oracle and parser as expected", Grammar::ALL.len());
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
}

/// One column of a TSV file of `shared/corpora/`, unescaped.
fn corpus_column(file: &str, column: &str) -> Vec<String> {
    let path = manifest_path(&format!("../shared/corpora/{file}"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().expect("header row").split('\t').collect();
    let index = header.iter().position(|&h| h == column).unwrap_or_else(|| panic!("{file}: no column {column}"));
    lines
        .map(|line| {
            rfc1630::study::tsv::unescape(
                line.split('\t').nth(index).unwrap_or_else(|| panic!("{file}: short row {line:?}")),
            )
        })
        .collect()
}

/// Every string of three external corpora: the parser and the oracle agree.
#[test]
fn shared_corpora_agree() {
    let mut disagreements = Vec::new();
    for (file, column) in [("era-urls.tsv", "url"), ("uri-valid-invalid.tsv", "uri"), ("wpt-inputs.tsv", "input")] {
        let inputs = corpus_column(file, column);
        for grammar in Grammar::ALL {
            let mut accepted = 0;
            for input in &inputs {
                match compare(grammar, input) {
                    Ok(a) => accepted += usize::from(a),
                    Err(e) => disagreements.push(format!("{file}: {e}")),
                }
            }
            println!("{file} ({column}): {} strings under {grammar}: {accepted} accepted by both", inputs.len());
        }
    }
    assert!(disagreements.is_empty(), "{} disagreements:\n{}", disagreements.len(), disagreements.join("\n"));
}

/// Runs `test` on `cases()` values of `strategy` (and panics with the
/// minimal failing value); returns how many cases ran.
fn run_cases<S: proptest::strategy::Strategy>(strategy: S, test: impl Fn(S::Value) -> Result<(), String>) -> u32
where
    S::Value: std::fmt::Debug,
{
    let ran = std::cell::Cell::new(0);
    let mut runner = TestRunner::new(Config { cases: cases(), failure_persistence: None, ..Config::default() });
    let result = runner.run(&strategy, |value| {
        ran.set(ran.get() + 1);
        test(value).map_err(TestCaseError::fail)
    });
    if let Err(e) = result {
        panic!("{e}");
    }
    ran.get()
}

/// The `@` positions at which `body` splits into `left @ right`.
fn splits(body: &str, left: &Regex, right: &Regex) -> Vec<usize> {
    body.match_indices('@')
        .map(|(i, _)| i)
        .filter(|&i| left.is_match(&body[..i]) && right.is_match(&body[i + 1..]))
        .collect()
}

/// P6's split: the first `@` after the first character that is followed
/// by an `alpha`, or (for `article`) by a `hostnumber` that ends the address.
fn p6_split(body: &str, hostnumber_too: bool) -> Option<usize> {
    static HOSTNUMBER: OnceLock<Regex> = OnceLock::new();
    let hostnumber = HOSTNUMBER.get_or_init(|| whole(&url::hostnumber()));
    body.char_indices().skip(1).filter(|&(_, c)| c == '@').map(|(i, _)| i).find(|&i| {
        let rest = &body[i + 1..];
        rest.starts_with(|c: char| c.is_ascii_alphabetic()) || (hostnumber_too && hostnumber.is_match(rest))
    })
}

/// The PEG mechanics of `grammar/ERRATA.md` claim to leave the language
/// unchanged; each witness is checked here against the listing's own
/// productions (the oracle), and the parser must accept it.
#[test]
fn errata_peg_witnesses_hold_in_the_oracle() {
    let w = |p: String| whole(&p);
    let accepts = |s: &str, production: &str| {
        let v = check(Grammar::Rfc1630Url, s).unwrap_or_else(|e| panic!("{s:?}: {}", e.summary()));
        assert_eq!(v.production, production, "{s:?}");
    };

    // P2: `wais://h/db/t/1=a;` is a waisdoc (and no waisindex), whose prefix
    // `wais://h/db` is a waisindex; `news:*x@h` is an article, not a group or `*`.
    assert!(w(url::waisdoc()).is_match("wais://h/db/t/1=a;"));
    assert!(!w(url::waisindex()).is_match("wais://h/db/t/1=a;"));
    assert!(w(url::waisindex()).is_match("wais://h/db"));
    accepts("wais://h/db/t/1=a;", "waisaddress");
    assert!(w(url::article()).is_match("*x@h"));
    assert!(!w(url::group()).is_match("*x@h") && "*x@h" != "*");
    assert!(w(url::group()).is_match("a") && w(url::article()).is_match("a@h"));
    accepts("news:*x@h", "newsaddress");
    // P2: `void` matches the start of every path.
    assert!(w(url::path()).is_match("") && w(url::path()).is_match("a/b/"));

    // P6: `news:a@b@c` is an article `a` at host `b@c` (one of two splits);
    // `mailto:a@1@b` has a single split, before `b`.
    let (xalphas, host, hostname) = (w(url::xalphas()), w(url::host()), w(url::hostname()));
    assert_eq!(splits("a@b@c", &xalphas, &host), [1, 3]);
    assert_eq!(p6_split("a@b@c", true), Some(1));
    accepts("news:a@b@c", "newsaddress");
    assert_eq!(splits("a@1@b", &xalphas, &hostname), [3]);
    assert_eq!(p6_split("a@1@b", false), Some(3));
    accepts("mailto:a@1@b", "mailtoaddress");
    // The first `@` counts only after the first character: `@a@b` splits at 2.
    assert_eq!(splits("@a@b", &xalphas, &hostname), [2]);
    assert_eq!(p6_split("@a@b", false), Some(2));

    // P7: `prospero://h/a/%001abc` has hsoname `a/`, version `1`, attributes `abc`.
    assert!(
        w(url::hsoname()).is_match("a/") && w(url::version()).is_match("1") && w(url::attributes()).is_match("abc")
    );
    // ... and is also a plain `path` (see the property below).
    assert!(w(url::hsoname()).is_match("a/%001abc"));
    accepts("prospero://h/a/%001abc", "prosperoaddress");

    // P8: `ftp://a@1.2/x`: `a@1.2` is a login only as a hostname.
    assert!(w(url::login()).is_match("a@1.2") && w(url::hostport()).is_match("a@1.2"));
    assert!(!w(url::hostport()).is_match("1.2"));
    accepts("ftp://a@1.2/x", "ftpaddress");

    // P11: `cid:a@%5B(%5D`: the sub-domain is a domain-literal, not an atom
    // (which may start with `%5B` but stops at `(`).
    let h = url::RFC822_HOST;
    assert!(w(oracle::rfc822::domain_literal(h)).is_match("%5B(%5D"));
    assert!(!w(oracle::rfc822::atom(h)).is_match("%5B(%5D"));
    assert!(w(oracle::rfc822::atom(h)).is_match("%5B") && w(oracle::rfc822::atom(h)).is_match("%5Bx%5Dy"));
    accepts("cid:a@%5B(%5D", "cidaddress");
    accepts("mid:a@%5Ba@b%5D", "midaddress");

    // P12: `ftp://a@1.2.3.4x/`: after `user @`, `1.2.3.4` is a hostnumber but
    // `1.2.3.4x` no hostport; the login is the hostname `a@1.2.3.4x`.
    assert!(w(url::hostnumber()).is_match("1.2.3.4") && !w(url::hostport()).is_match("1.2.3.4x"));
    assert!(w(url::hostport()).is_match("a@1.2.3.4x"));
    accepts("ftp://a@1.2.3.4x/", "ftpaddress");
    accepts("telnet://a@1.2.3.4x", "telnetaddress");
}

/// P6's claim in full: wherever `xalphas @ host` (`article`) or
/// `xalphas @ hostname` (`mailtoaddress`) splits at all, it splits at P6's
/// `@`. Checked on generated bodies and their mutants.
#[test]
fn p6_split_is_valid_whenever_any_split_is() {
    let (xalphas, host, hostname) = (whole(&url::xalphas()), whole(&url::host()), whole(&url::hostname()));
    let mailto_body = url::strategy::mailtoaddress().prop_map(|s| s["mailto:".len()..].to_string());
    let strategy = (url::strategy::article(), mailto_body, mutate::mutations());
    // Per reading (article, mailto): bodies with some split, with several.
    let counts = RefCell::new([[0usize; 2]; 2]);
    let ran = run_cases(strategy, |(article, mailto, m)| {
        for body in [article.clone(), mutate::apply_all(&article, &m), mailto.clone(), mutate::apply_all(&mailto, &m)] {
            for (reading, right, hostnumber_too) in [(0, &host, true), (1, &hostname, false)] {
                let valid = splits(&body, &xalphas, right);
                let mut counts = counts.borrow_mut();
                counts[reading][0] += usize::from(!valid.is_empty());
                counts[reading][1] += usize::from(valid.len() > 1);
                let chosen = p6_split(&body, hostnumber_too);
                if !valid.is_empty() && !chosen.is_some_and(|c| valid.contains(&c)) {
                    let what = ["article", "mailtoaddress"][reading];
                    return Err(format!("{what} {body:?}: valid splits {valid:?}, P6 picks {chosen:?}"));
                }
            }
        }
        Ok(())
    });
    let [[article, article_ambiguous], [mailto, mailto_ambiguous]] = counts.into_inner();
    println!(
        "P6: {} bodies, each read as `xalphas @ host` ({article} split, {article_ambiguous} more than one way) \
         and as `xalphas @ hostname` ({mailto} split, {mailto_ambiguous} more than one way): P6's split always valid",
        ran * 4
    );
}

/// The drafts' rows of the PEG table of `grammar/ERRATA.md`: each witness
/// is checked against the draft listing's own productions (the oracle), and
/// the parser must accept it with the production named.
#[test]
fn errata_drafts_peg_witnesses_hold_in_the_oracle() {
    let w = |p: String| whole(&p);
    let accepts = |grammar: Grammar, s: &str, production: &str| {
        assert!(oracle::recognizer(grammar.id()).is_match(s), "{grammar}: the listing does not derive {s:?}");
        let v = check(grammar, s).unwrap_or_else(|e| panic!("{grammar} {s:?}: {}", e.summary()));
        assert_eq!(v.production, production, "{grammar} {s:?}");
    };

    // P2 (url7, url4): `news:a.b` is a newsaddress and a generic (F14, F17);
    // `wais://h/db/t/1/p` a waisdoc whose prefix `wais://h/db` is a waisindex.
    assert!(w(url7::newsaddress()).is_match("news:a.b") && w(url7::generic()).is_match("news:a.b"));
    assert!(w(url4::newsaddress()).is_match("news:a.b") && w(url4::generic()).is_match("news:a.b"));
    accepts(Grammar::Url7, "news:a.b", "newsaddress");
    accepts(Grammar::Url4, "news:a.b", "newsaddress");
    for (waisdoc, waisindex) in [(url7::waisdoc(), url7::waisindex()), (url4::waisdoc(), url4::waisindex())] {
        assert!(w(waisdoc).is_match("wais://h/db/t/1/p"));
        assert!(!w(waisindex.clone()).is_match("wais://h/db/t/1/p") && w(waisindex).is_match("wais://h/db"));
    }
    accepts(Grammar::Url7, "wais://h/db/t/1/p", "waisaddress");
    accepts(Grammar::Url4, "wais://h/db/t/1/p", "waisaddress");

    // P6 (url7, url4): `1u@h` is a login only as `user @ hostport` (a
    // hostname starts with an `alpha`); so is `1@2.3.4.5:23`.
    let (user7, hostport7, login7) = (w(url7::user()), w(url7::hostport()), w(url7::login()));
    assert!(user7.is_match("1u") && hostport7.is_match("h") && !hostport7.is_match("1u@h") && login7.is_match("1u@h"));
    assert!(user7.is_match("1") && hostport7.is_match("2.3.4.5:23") && !hostport7.is_match("1@2.3.4.5:23"));
    accepts(Grammar::Url7, "ftp://1u@h/x", "ftpaddress");
    accepts(Grammar::Url7, "telnet://1@2.3.4.5:23", "telnetaddress");
    assert!(w(url4::user()).is_match("1u") && !w(url4::hostport()).is_match("1u@h"));
    accepts(Grammar::Url4, "telnet://1u@h", "telnetaddress");
    // P8 (url4): `[ user @ ] hostport` without the user.
    accepts(Grammar::Url4, "telnet://h", "telnetaddress");

    // P9 (url7, url4): `news:a.b/c` is no newsaddress, though `news:a.b` is;
    // it is a generic.
    for (news, generic) in [(url7::newsaddress(), url7::generic()), (url4::newsaddress(), url4::generic())] {
        assert!(!w(news.clone()).is_match("news:a.b/c") && w(news).is_match("news:a.b"));
        assert!(w(generic).is_match("news:a.b/c"));
    }
    accepts(Grammar::Url7, "news:a.b/c", "generic");
    accepts(Grammar::Url4, "news:a.b/c", "generic");

    // P10 (url7): `magic:a:b/c` splits as `scheme : path` at either colon
    // (`:` is an `extra`, F13); the first is one of the valid splits.
    let (scheme, path) = (w(url7::scheme()), w(url7::path()));
    let colons: Vec<usize> = "magic:a:b/c"
        .match_indices(':')
        .map(|(i, _)| i)
        .filter(|&i| scheme.is_match(&"magic:a:b/c"[..i]) && path.is_match(&"magic:a:b/c"[i + 1..]))
        .collect();
    assert_eq!(colons, [5, 7]);
    accepts(Grammar::Url7, "magic:a:b/c", "generic");

    // P7 (url-03, url7): `prospero://h/a/%001abc` has hsoname `a/`, version
    // `1`, attributes `abc`, and is also a plain path.
    assert!(w(url_03::hsoname()).is_match("a/") && w(url_03::hsoname()).is_match("a/%001abc"));
    assert!(w(url7::hsoname()).is_match("a/") && w(url7::hsoname()).is_match("a/%001abc"));
    accepts(Grammar::Url03, "prospero://h/a/%001abc", "prosperoaddress");
    accepts(Grammar::Url7, "prospero://h/a/%001abc", "prosperoaddress");

    // P6 and P8 (url-03): as for rfc1630-url, with `mailto : :` (F10).
    accepts(Grammar::Url03, "news:a@b@c", "newsaddress");
    accepts(Grammar::Url03, "mailto::a@1@b", "mailtoaddress");
    accepts(Grammar::Url03, "ftp://a@1.2/x", "ftpaddress");
    accepts(Grammar::Url7, "ftp://a@1.2/x", "ftpaddress");
    // P11, P12 (url-03): as for rfc1630-url.
    accepts(Grammar::Url03, "cid:a@%5B(%5D", "cidaddress");
    accepts(Grammar::Url03, "ftp://a@1.2.3.4x/", "ftpaddress");
}

/// P7 and the language: `hsoname [ % 0 0 version [ attributes ] ]` derives
/// the same strings as `path` alone (a version suffix is always also the end
/// of a path), so where `hsoname` stops changes the parse tree only.
#[test]
fn p7_version_suffix_leaves_the_language_unchanged() {
    let prosperolink = whole(&url::prosperolink());
    let plain = whole(&oracle::seq(&[oracle::lit("prospero://"), url::hostport(), oracle::lit("/"), url::path()]));
    let strategy = (url::strategy::prosperoaddress(), mutate::mutations());
    let suffixed = std::cell::Cell::new(0);
    let ran = run_cases(strategy, |(s, m)| {
        for s in [s.clone(), mutate::apply_all(&s, &m)] {
            suffixed.set(suffixed.get() + usize::from(s.contains("%00")));
            if prosperolink.is_match(&s) != plain.is_match(&s) {
                return Err(format!(
                    "{s:?}: prosperolink {}, prospero://hostport/path {}",
                    prosperolink.is_match(&s),
                    plain.is_match(&s)
                ));
            }
        }
        Ok(())
    });
    println!("P7: {} prospero strings checked ({} holding %00)", ran * 2, suffixed.get());
}

/// Features of generated RFC 2396 references the generator must reach.
const RFC2396_FEATURES: &[Feature] = &[
    ("an opaque_part", |s, v| {
        v.production == "absoluteURI" && s.split_once(':').is_some_and(|(_, rest)| !rest.starts_with('/'))
    }),
    ("a net_path", |s, _| s.contains("//")),
    ("a fragment", |s, _| s.contains('#')),
];

/// Features of generated RFC 2732 references: the IPv6 literal, with and without an IPv4 tail.
const RFC2732_FEATURES: &[Feature] = &[
    ("an IPv6 reference", |s, _| s.contains('[')),
    ("an IPv6 reference with `::`", |s, _| s.contains("[::") || s.contains("::]")),
    ("an IPv6 reference with an IPv4 tail", |s, _| {
        s.split_once('[').is_some_and(|(_, v6)| v6.split(']').next().is_some_and(|a| a.contains('.')))
    }),
];

#[test]
fn rfc1808_accepts_exactly_its_listing() {
    generated_and_mutants(Grammar::Rfc1808, &[], &["absoluteURL", "relativeURL"]);
}

#[test]
fn rfc2396_accepts_exactly_its_listing() {
    generated_and_mutants(
        Grammar::Rfc2396,
        &[RFC2396_FEATURES],
        &["absoluteURI", "relativeURI", "same_document_reference"],
    );
}

#[test]
fn rfc2732_accepts_exactly_its_listing() {
    generated_and_mutants(
        Grammar::Rfc2732,
        &[RFC2396_FEATURES, RFC2732_FEATURES],
        &["absoluteURI", "relativeURI", "same_document_reference"],
    );
}

/// The witnesses of the PEG mechanics of RFC 1808, RFC 2396 and RFC 2732 are
/// derived by the listings (the oracle), accepted or rejected as the grammars say.
#[test]
fn generic_syntax_peg_witnesses_hold_in_the_oracle() {
    use rfc1630::grammar::overrides::{WitnessVerdict, OVERRIDES};
    let generic =
        [rfc1630::grammar::Listing::Rfc1808, rfc1630::grammar::Listing::Rfc2396, rfc1630::grammar::Listing::Rfc2732];
    let mut checked = 0;
    for o in OVERRIDES.iter().filter(|o| o.listings.iter().any(|l| generic.contains(l))) {
        for w in o.witnesses {
            let input = w.input.text();
            let derived = oracle::recognizer(w.grammar.id()).is_match(&input);
            assert_eq!(
                derived,
                matches!(w.expect, WitnessVerdict::Accepted(_)),
                "{} {}: {:.60}",
                o.id,
                w.grammar,
                input
            );
            checked += 1;
        }
    }
    assert!(checked >= 10, "{checked}");
}

/// RFC 2732's own examples (§2, p.2) against RFC 2373's `IPv6address`: all
/// but `[::192.9.5.5]` are derived. `"::" [ hexseq ]` then `":" IPv4address`
/// needs a third colon (`[:::192.9.5.5]`), so an address of `::` and an IPv4
/// tail is not derivable.
#[test]
fn rfc2732_examples_against_rfc2373() {
    let examples = [
        ("http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html", true),
        ("http://[1080:0:0:0:8:800:200C:417A]/index.html", true),
        ("http://[3ffe:2a00:100:7031::1]", true),
        ("http://[1080::8:800:200C:417A]/foo", true),
        ("http://[::192.9.5.5]/ipng", false),
        ("http://[::FFFF:129.144.52.38]:80/index.html", true),
        ("http://[2010:836B:4179::836B:4179]", true),
        ("http://[:::192.9.5.5]/ipng", true),
    ];
    for (input, derived) in examples {
        assert_eq!(oracle::recognizer("rfc2732").is_match(input), derived, "oracle: {input}");
        assert_eq!(check(Grammar::Rfc2732, input).is_ok(), derived, "rfc2732: {input}");
    }
}
