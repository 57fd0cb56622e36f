//! The language oracle: for each grammar id, a recognizer and a generator
//! built production by production from the BNF listings in
//! `shared/seeds/` (never from the `.pest` files), with only the
//! corrections the grammars apply (E1-E4; see `grammar/ERRATA.md`).
//!
//! Every listing of the seeds and their lineage up to RFC 3987 is a
//! regular language: its only recursion is tail
//! recursion (`x [ x ]`, `x [ sep x ]`, `void | x [ sep X ]`), which the
//! production functions write as regex repetition. The `regex` crate decides
//! membership with finite automata, so there is no greedy choice and no
//! backtracking order that could make it wrong where a PEG is: the regex
//! matches exactly when some derivation exists. That makes it the oracle for
//! the pest grammars. A listing that is not regular (RFC 6068's, whose RFC
//! 5322 `comment` nests) has a recognizer instead, which follows every
//! derivation ([`derives`]); its prose layer, which is regular, a regex.
//!
//! Layout: one file per listing (`rfc1630_generic.rs`, `rfc1630_url.rs`,
//! and the drafts' `url_03.rs`, `url7.rs`, `url4.rs`, `rfc1738.rs`, and the generic syntax's
//! `rfc1808.rs`, `rfc2396.rs`, `rfc2732.rs`, `rfc3986.rs`, `rfc3987.rs`, from `shared/lineage/`), plus `rfc822.rs` for
//! the RFC 822 `addr-spec` that E4 supplies to the URL listings of RFC 1630
//! and url-03, and `prose.rs` for the `+prose` grammars (a listing's
//! language union its prose layer's, written from the prose lines cited). Each listing file has one `fn` (or `const`, for a character list)
//! per production, named after it, returning a regex fragment; and a
//! `strategy` submodule with one proptest strategy per production, under the
//! same name, deriving random strings from the same production. This module
//! combines listings into grammar ids ([`pattern`], [`recognizer`],
//! [`strategy`]). To add a listing: add its file, then one arm to each of
//! the `match`es below and an id to [`GRAMMARS`].

pub mod mutate;
pub mod prose;
pub mod rfc1630_generic;
pub mod rfc1630_url;
pub mod rfc1738;
pub mod rfc1808;
pub mod rfc2396;
pub mod rfc2732;
pub mod rfc3986;
pub mod rfc3987;
pub mod rfc6068;
pub mod rfc822;
pub mod url4;
pub mod url7;
pub mod url_03;
pub mod viable;

use proptest::prelude::*;
use proptest::sample::select;
use regex::{Regex, RegexBuilder};
use std::sync::OnceLock;

/// Every grammar id the oracle knows, in the order of `rfc1630::Grammar::ALL`.
pub const GRAMMARS: [&str; 12] = [
    "rfc1630",
    "rfc1630-url",
    "rfc1630-generic",
    "url-03",
    "url7",
    "url4",
    "rfc1738",
    "rfc1808",
    "rfc2396",
    "rfc2732",
    "rfc3986",
    "rfc3987",
];

/// The (unanchored) regex of a grammar id's language.
pub fn pattern(grammar: &str) -> String {
    use rfc1630_generic as generic;
    use rfc1630_url as url;
    match grammar {
        // The generic listing's entry: `fragmentaddress` (whole string).
        "rfc1630-generic" => generic::fragmentaddress(),
        // The URL listing's entry: `prefixedurl | url` (whole string).
        "rfc1630-url" => alt(&[url::prefixedurl(), url::url()]),
        // The default: `(prefixedurl | url) [ # fragmentid ]` of the URL
        // listing, or else the generic listing's `fragmentaddress`.
        "rfc1630" => alt(&[
            seq(&[alt(&[url::prefixedurl(), url::url()]), opt(&seq(&[lit("#"), url::fragmentid()]))]),
            generic::fragmentaddress(),
        ]),
        // url-03's entry: `prefixedurl | url` (whole string, no fragment).
        "url-03" => alt(&[url_03::prefixedurl(), url_03::url()]),
        // url7's entry: `fragmentaddress` (whole string).
        "url7" => url7::fragmentaddress(),
        // url4's entry: `anchoraddress` (whole string).
        "url4" => url4::anchoraddress(),
        // RFC 1738's entry: `url` (whole string; the listing has no fragment).
        "rfc1738" => rfc1738::url(),
        // RFC 1808's entry: `URL` (whole string).
        "rfc1808" => rfc1808::url(),
        // RFC 2396's entry: `URI-reference` (whole string), as printed or with RFC 2732 §3.
        "rfc2396" => rfc2396::uri_reference(rfc2396::Rev::Rfc2396),
        "rfc2732" => rfc2396::uri_reference(rfc2396::Rev::Rfc2732),
        // RFC 3986's entry: `URI-reference` (whole string).
        "rfc3986" => rfc3986::uri_reference(),
        // RFC 3987's entry: `IRI-reference` (whole string).
        "rfc3987" => rfc3987::iri_reference(),
        // A `+prose` grammar: its listing's language union its prose layer's
        // (RFC 6068's layer alone, which narrows its listing).
        id if prose::GRAMMARS.iter().any(|(prose, _)| *prose == id) => prose::union(id),
        other => panic!("the oracle has no listing for grammar id `{other}`"),
    }
}

/// Whether the grammar id's language holds `input`: its regex, or the
/// recognizer of a listing that is not regular.
pub fn derives(grammar: &str, input: &str) -> bool {
    match grammar {
        "rfc6068" => rfc6068::derives(input),
        id => recognizer(id).is_match(input),
    }
}

/// Whether the oracle has a regex for the grammar id ([`pattern`],
/// [`recognizer`], [`viable`]): every grammar whose listings are regular.
pub fn has_regex(grammar: &str) -> bool {
    GRAMMARS.contains(&grammar) || prose::GRAMMARS.iter().any(|(id, _)| *id == grammar)
}

/// The anchored recognizer (`^...$`) of a grammar id: `is_match` is true
/// exactly for the strings the grammar's listing(s) derive. Compiled once
/// per id and cloned (cheap) after that.
pub fn recognizer(grammar: &str) -> Regex {
    const IDS: usize = GRAMMARS.len() + prose::GRAMMARS.len();
    static CACHE: [OnceLock<Regex>; IDS] = [const { OnceLock::new() }; IDS];
    let index = GRAMMARS
        .into_iter()
        .chain(prose::GRAMMARS.map(|(id, _)| id))
        .position(|id| id == grammar)
        .unwrap_or_else(|| panic!("the oracle has no listing for grammar id `{grammar}`"));
    CACHE[index]
        .get_or_init(|| {
            RegexBuilder::new(&format!("^{}$", pattern(grammar)))
                .size_limit(1 << 28)
                .dfa_size_limit(1 << 26)
                .build()
                .unwrap_or_else(|e| panic!("the oracle's regex for {grammar} does not compile: {e}"))
        })
        .clone()
}

/// Random strings derived from a grammar id's listing(s): every one is in
/// the language (`recognizer(grammar)` matches it).
pub fn strategy(grammar: &str) -> Gen {
    use rfc1630_generic::strategy as generic;
    use rfc1630_url::strategy as url;
    match grammar {
        "rfc1630-generic" => generic::fragmentaddress(),
        "rfc1630-url" => prop_oneof![url::prefixedurl(), url::url()].boxed(),
        "rfc1630" => prop_oneof![
            3 => g_seq(vec![
                prop_oneof![1 => url::prefixedurl(), 3 => url::url()].boxed(),
                g_opt(g_seq(vec![g_lit("#"), url::fragmentid()])),
            ]),
            1 => generic::fragmentaddress(),
        ]
        .boxed(),
        "url-03" => prop_oneof![1 => url_03::strategy::prefixedurl(), 3 => url_03::strategy::url()].boxed(),
        "url7" => url7::strategy::fragmentaddress(),
        "url4" => url4::strategy::anchoraddress(),
        "rfc1738" => rfc1738::strategy::url(),
        "rfc1808" => rfc1808::strategy::url(),
        "rfc2396" => rfc2396::strategy::uri_reference(rfc2396::Rev::Rfc2396),
        "rfc2732" => rfc2396::strategy::uri_reference(rfc2396::Rev::Rfc2732),
        "rfc3986" => rfc3986::strategy::uri_reference(),
        "rfc3987" => rfc3987::strategy::iri_reference(),
        "rfc6068" => rfc6068::strategy::mailto_uri(),
        "rfc6068+prose" => rfc6068::strategy::prose(),
        other => panic!("the oracle has no listing for grammar id `{other}`"),
    }
}

// ---------------------------------------------------------------------------
// Regex building blocks. Every fragment they return is a single atom (a
// group, a class or a literal), so fragments compose without precedence
// surprises.

/// A literal string.
pub fn lit(s: &str) -> String {
    format!("(?:{})", regex::escape(s))
}

/// One character out of the union of the lists.
pub fn class(lists: &[&[char]]) -> String {
    let mut out = String::from("[");
    for c in lists.iter().flat_map(|l| l.iter()) {
        out.push_str(&regex::escape(&c.to_string()));
    }
    out.push(']');
    out
}

/// The concatenation of the fragments.
pub fn seq(parts: &[String]) -> String {
    format!("(?:{})", parts.concat())
}

/// One of the fragments (`a | b | c`).
pub fn alt(parts: &[String]) -> String {
    format!("(?:{})", parts.join("|"))
}

/// `[ p ]`: zero or one.
pub fn opt(p: &str) -> String {
    format!("(?:{p})?")
}

/// `p [ p ... ]`, zero or more: the closure of a tail recursion.
pub fn star(p: &str) -> String {
    format!("(?:{p})*")
}

/// `p [ p ... ]`, one or more: `x [ X ]` with `X  x [ X ]`.
pub fn plus(p: &str) -> String {
    format!("(?:{p})+")
}

/// `% hex hex`, except the escapes listed (two hex digits each, compared
/// without regard to case). With no exceptions this is just
/// `% [hex] [hex]`; with some, it spells out, for each first digit, the
/// second digits still allowed (the regex crate has no lookahead).
pub fn escape_except(hex: &[char], except: &[&str]) -> String {
    let excluded = |a: char, b: char| {
        except.iter().any(|e| {
            let mut e = e.chars();
            e.next().is_some_and(|x| x.eq_ignore_ascii_case(&a)) && e.next().is_some_and(|y| y.eq_ignore_ascii_case(&b))
        })
    };
    let mut alternatives = Vec::new();
    for &first in hex {
        let seconds: Vec<char> = hex.iter().copied().filter(|&second| !excluded(first, second)).collect();
        if !seconds.is_empty() {
            alternatives.push(format!("{}{}", regex::escape(&first.to_string()), class(&[&seconds])));
        }
    }
    seq(&[lit("%"), alt(&alternatives)])
}

/// `^p$` compiled: for unit tests of single productions.
pub fn whole(p: &str) -> Regex {
    RegexBuilder::new(&format!("^{p}$")).size_limit(1 << 28).build().expect("oracle regex compiles")
}

// ---------------------------------------------------------------------------
// Strategy building blocks, mirroring the regex ones. Repetition is bounded
// (strings stay short, so a failure is easy to read); the bounds are the
// only thing a generator adds to the listing.

/// A strategy for strings derived from one production.
pub type Gen = BoxedStrategy<String>;

/// A literal string.
pub fn g_lit(s: &'static str) -> Gen {
    Just(s.to_string()).boxed()
}

/// One character out of the union of the lists (each member equally likely).
pub fn g_class(lists: &[&'static [char]]) -> Gen {
    let all: Vec<char> = lists.iter().flat_map(|l| l.iter().copied()).collect();
    select(all).prop_map(String::from).boxed()
}

/// The concatenation of the parts.
pub fn g_seq(parts: Vec<Gen>) -> Gen {
    parts.prop_map(|v| v.concat()).boxed()
}

/// `[ g ]`: absent or present, half the time each.
pub fn g_opt(g: Gen) -> Gen {
    prop_oneof![Just(String::new()), g].boxed()
}

/// Between `min` and `max` (inclusive) repetitions of `g`.
pub fn g_rep(g: Gen, min: usize, max: usize) -> Gen {
    proptest::collection::vec(g, min..=max).prop_map(|v| v.concat()).boxed()
}

/// `g [ sep g ... ]`: one to `max` items joined by `sep`.
pub fn g_sep(g: Gen, sep: &'static str, max: usize) -> Gen {
    proptest::collection::vec(g, 1..=max).prop_map(move |v| v.join(sep)).boxed()
}

/// Escapes that E4's RFC 822 rules, the prospero `%00` suffix and the
/// reserved characters make interesting; generated more often than chance.
const INTERESTING_ESCAPES: [&str; 16] =
    ["00", "5C", "5c", "5B", "5b", "5D", "5d", "22", "0D", "0d", "2F", "25", "40", "2E", "3A", "23"];

/// `% hex hex` except the escapes listed (compared without regard to case),
/// each allowed escape possible, the interesting ones more likely.
pub fn g_escape_except(hex: &[char], except: &[&str]) -> Gen {
    let allowed = |pair: &str| !except.iter().any(|e| e.eq_ignore_ascii_case(pair));
    let all: Vec<String> =
        hex.iter().flat_map(|&a| hex.iter().map(move |&b| format!("{a}{b}"))).filter(|p| allowed(p)).collect();
    let interesting: Vec<String> = INTERESTING_ESCAPES
        .iter()
        .filter(|p| p.chars().all(|c| hex.contains(&c)) && allowed(p))
        .map(|p| p.to_string())
        .collect();
    prop_oneof![select(all), select(interesting)].prop_map(|p| format!("%{p}")).boxed()
}
