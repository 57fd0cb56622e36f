//! The validation fast path: each grammar compiled into one DFA.
//!
//! A listing is regular (its only recursion is tail recursion, made
//! repetition by P1), so its grammar file, read with `pest_meta`, is turned
//! into one whole-input pattern per production of the entry choice (`url`'s
//! alternatives, or the generic `uri`); a grammar's patterns, listing by
//! listing in the order it tries them, make one multi-pattern dense DFA whose
//! pattern ids name the productions. `SOI`/`EOI` and the lookaheads of rules
//! with an override of kind [`Kind::Lookahead`] (`src/overrides.rs`) are
//! dropped: those only steer pest's ordered choice and never change the
//! language (`grammar/ERRATA.md`), which `tests/language.rs` checks for both
//! paths against an independent recognizer. Any other lookahead is part of
//! the language (RFC 822's `atom` is "any CHAR except specials", written
//! `!specials ~ xalpha`), which these patterns do not say: a production that
//! uses one is left out of the DFA, and pest decides it.
//!
//! [`crate::check`] answers from the DFA and runs pest only for a listing
//! with a production left out, when none of its patterns matches;
//! [`crate::parse_with`] always runs pest.

use crate::grammar::Grammar;
use crate::grammar::Listing;
use crate::listings::{sources, spec, Productions};
use crate::overrides::{has_override, Kind};
use pest_meta::ast::Expr;
use regex_automata::dfa::{dense, Automaton, StartKind};
use regex_automata::nfa::thompson;
use regex_automata::util::syntax;
use regex_automata::{Anchored, Input, MatchKind};
use std::collections::HashMap;
use std::sync::OnceLock;

/// One grammar's automaton: a single dense DFA over the whole-input patterns
/// of every production of every listing of the grammar, in the order pest
/// tries them (the pattern id); one walk gives every production that
/// matches.
///
/// The automata are built when the crate is developed, not when a process
/// starts: `data/dfa/<grammar>.dfa` holds each one serialized (little
/// endian) and `data/dfa/<grammar>.tsv` its productions, and they are read
/// in place, without copying ([`dense::DFA::from_bytes`]). A unit test
/// rebuilds them from the grammar files and fails when a file is stale
/// (`RFC1630_WRITE_DFAS=1 cargo test --lib prebuilt` rewrites them). Checked-in
/// files rather than a build script, because the compiler below reads the
/// listing table and the overrides, which a build script could only reach by
/// duplicating them; and a reviewer sees a changed automaton in the diff.
/// On a big-endian target, or if a file does not load, the automaton is
/// built at first use instead (about 50 ms).
pub(crate) struct GrammarDfa {
    dfa: Dense,
    /// The listing and production of each pattern id.
    productions: Vec<(Listing, &'static str)>,
    /// The listings with a production the DFA leaves to pest.
    incomplete: Vec<Listing>,
}

/// A dense DFA read in place from a checked-in file, or built in this process.
enum Dense {
    Prebuilt(dense::DFA<&'static [u32]>),
    Built(dense::DFA<Vec<u32>>),
}

/// The production that matches a whole input: the pattern id of the first
/// one in pest's order (leftmost-first priority, every pattern being
/// anchored at both ends), if any.
#[derive(Clone, Copy)]
pub(crate) struct Matches(Option<usize>);

impl GrammarDfa {
    /// The first production whose pattern matches all of `input`, in one
    /// walk (regex-automata's search loop).
    pub(crate) fn matches(&self, input: &str) -> Matches {
        match &self.dfa {
            Dense::Prebuilt(dfa) => search(dfa, input),
            Dense::Built(dfa) => search(dfa, input),
        }
    }

    /// The production of `listing` that `matches` names: the one pest's
    /// ordered choice reports, as every production of an earlier listing
    /// comes first.
    pub(crate) fn production(&self, listing: Listing, matches: Matches) -> Option<&'static str> {
        let (l, production) = self.productions.get(matches.0?)?;
        (*l == listing).then_some(*production)
    }

    /// Whether every production of `listing` is in the DFA, so that a
    /// string it rejects is rejected by the listing.
    pub(crate) fn is_complete(&self, listing: Listing) -> bool {
        !self.incomplete.contains(&listing)
    }

    /// The automaton of `grammar` built from its grammar files, and its
    /// productions as TSV (`listing<TAB>production` per pattern id, then an
    /// `incomplete<TAB>listing` line per listing with a production left out).
    fn build(grammar: Grammar) -> Option<(dense::DFA<Vec<u32>>, String)> {
        let mut patterns = Vec::new();
        let mut tsv = String::new();
        let mut incomplete = String::new();
        for &listing in grammar.listings() {
            let (listing_patterns, productions, complete) = patterns_of(listing, spec(listing).entry_rule(grammar))?;
            patterns.extend(listing_patterns);
            for production in productions {
                tsv.push_str(&format!("{listing}\t{production}\n"));
            }
            if !complete {
                incomplete.push_str(&format!("incomplete\t{listing}\n"));
            }
        }
        let dfa = dense::Builder::new()
            .configure(
                dense::Config::new()
                    .match_kind(MatchKind::LeftmostFirst)
                    .start_kind(StartKind::Anchored)
                    .minimize(true),
            )
            .syntax(syntax::Config::new().unicode(false).utf8(false))
            .thompson(thompson::Config::new().utf8(false))
            .build_many(&patterns)
            .ok()?;
        Some((dfa, tsv + &incomplete))
    }

    /// The productions of a TSV written by [`GrammarDfa::build`].
    fn read_tsv(dfa: Dense, tsv: &str) -> Option<GrammarDfa> {
        let mut productions = Vec::new();
        let mut incomplete = Vec::new();
        let listing = |id: &str| Listing::ALL.into_iter().find(|l| l.id() == id);
        for line in tsv.lines() {
            let (first, second) = line.split_once('\t')?;
            match first {
                "incomplete" => incomplete.push(listing(second)?),
                first => productions.push((listing(first)?, static_name(listing(first)?, second)?)),
            }
        }
        Some(GrammarDfa { dfa, productions, incomplete })
    }
}

/// The pattern that matches all of `input`, by an anchored search: the
/// patterns end in `$`, so a match ends at the end of the input or nowhere.
fn search<A: Automaton>(dfa: &A, input: &str) -> Matches {
    let found = dfa.try_search_fwd(&Input::new(input).anchored(Anchored::Yes)).ok().flatten();
    Matches(found.filter(|m| m.offset() == input.len()).map(|m| m.pattern().as_usize()))
}

/// The bytes of a file, aligned as a DFA's transition table must be.
#[repr(C)]
struct Aligned<B: ?Sized> {
    _align: [u32; 0],
    bytes: B,
}

macro_rules! prebuilt {
    ($($grammar:ident => $file:literal),* $(,)?) => {
        /// The checked-in automaton of a grammar and its productions; none for
        /// the `+prose` grammars, which pest parses alone (see [`grammar_dfa`]).
        fn prebuilt(grammar: Grammar) -> Option<(&'static [u8], &'static str)> {
            match grammar {
                $(Grammar::$grammar => {
                    static BYTES: &Aligned<[u8]> =
                        &Aligned { _align: [], bytes: *include_bytes!(concat!("../data/dfa/", $file, ".dfa")) };
                    Some((&BYTES.bytes, include_str!(concat!("../data/dfa/", $file, ".tsv"))))
                })*
                _ => None,
            }
        }
    };
}

prebuilt! {
    Rfc1630 => "rfc1630",
    Rfc1630Url => "rfc1630-url",
    Rfc1630Generic => "rfc1630-generic",
    Url03 => "url-03",
    Url7 => "url7",
    Url4 => "url4",
}

/// The automaton of `grammar`: the checked-in one, or else built now and
/// kept. `None` when it cannot be built (no grammar of the crate), and for
/// the opt-in `+prose` grammars ([`Grammar::PROSE`]): [`crate::check`] then
/// runs pest on their listings and layer, and the diagnosis, which has no
/// automata of a prose layer either, leaves the error to pest's furthest failure.
pub(crate) fn grammar_dfa(grammar: Grammar) -> Option<&'static GrammarDfa> {
    static CACHE: [OnceLock<Option<GrammarDfa>>; Grammar::ALL.len()] = [const { OnceLock::new() }; Grammar::ALL.len()];
    let index = Grammar::ALL.iter().position(|&g| g == grammar)?;
    CACHE[index]
        .get_or_init(|| {
            let (bytes, tsv) = prebuilt(grammar)?;
            match dense::DFA::from_bytes(bytes) {
                Ok((dfa, _)) => GrammarDfa::read_tsv(Dense::Prebuilt(dfa), tsv),
                Err(_) => {
                    let (dfa, tsv) = GrammarDfa::build(grammar)?;
                    GrammarDfa::read_tsv(Dense::Built(dfa), &tsv)
                }
            }
        })
        .as_ref()
}

/// Stands for the production choice while the entry is compiled.
const PLACEHOLDER: &str = "\u{1}production\u{1}";

/// The whole-input patterns of a listing's productions, in the order pest
/// tries them, their names, and whether every production has one.
fn patterns_of(listing: Listing, entry: &str) -> Option<(Vec<String>, Vec<&'static str>, bool)> {
    let mut rules: HashMap<String, Expr> = HashMap::new();
    for (_, text) in sources(listing) {
        let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text).ok()?;
        for rule in pest_meta::parser::consume_rules(pairs).ok()? {
            rules.insert(rule.name, rule.expr);
        }
    }
    let mechanics = rules.keys().filter(|rule| has_override(listing, rule, Kind::Lookahead)).cloned().collect();
    let mut compiler = Compiler { rules: &rules, mechanics, memo: HashMap::new() };
    let entry = Expr::Ident(entry.to_string());
    let mut productions = Vec::new();
    let mut patterns = Vec::new();
    let mut complete = true;
    match spec(listing).productions {
        Productions::Single(production) => {
            productions.push(production);
            patterns.push(format!("^{}$", compiler.regex(&entry, "")?));
        }
        Productions::ChoiceOf(choice) => {
            let alternatives = split_productions(rules.get(choice)?);
            compiler.memo.insert(choice.to_string(), Some(PLACEHOLDER.to_string()));
            let template = compiler.regex(&entry, "")?;
            for (name, alternative) in alternatives {
                // A production the DFA cannot express is left to pest.
                let Some(alternative) = compiler.regex(&alternative, choice) else {
                    complete = false;
                    continue;
                };
                productions.push(static_name(listing, name)?);
                patterns.push(format!("^{}$", template.replace(PLACEHOLDER, &format!("(?:{alternative})"))));
            }
        }
    }
    Some((patterns, productions, complete))
}

/// The alternatives of a production choice, each with the production it
/// names: `(httpaddress | ...) ~ url_end | generic` gives `httpaddress ~
/// url_end`, ..., `generic`.
pub(crate) fn split_productions(expr: &Expr) -> Vec<(&str, Expr)> {
    match expr {
        Expr::Choice(a, b) => {
            let mut out = split_productions(a);
            out.extend(split_productions(b));
            out
        }
        Expr::Seq(head, tail) => split_productions(head)
            .into_iter()
            .map(|(name, alternative)| (name, Expr::Seq(Box::new(alternative), tail.clone())))
            .collect(),
        Expr::Ident(name) => vec![(name.as_str(), expr.clone())],
        _ => Vec::new(),
    }
}

/// A rule name with the `'static` lifetime of the listing's rule table.
fn static_name(listing: Listing, name: &str) -> Option<&'static str> {
    crate::listings::rules(listing).iter().find(|r| r.name == name).map(|r| r.name.as_str())
}

struct Compiler<'g> {
    rules: &'g HashMap<String, Expr>,
    /// Rules whose lookaheads are PEG mechanics (an override of kind [`Kind::Lookahead`]).
    mechanics: std::collections::HashSet<String>,
    /// Each rule's pattern, or `None` when a regex cannot express it.
    memo: HashMap<String, Option<String>>,
}

impl Compiler<'_> {
    /// The regex of an expression inside `rule`: `SOI`/`EOI` dropped, and the
    /// lookaheads of a PEG-mechanic rule; `None` for any other lookahead.
    fn regex(&mut self, expr: &Expr, rule: &str) -> Option<String> {
        Some(match expr {
            Expr::Str(s) => regex::escape(s),
            Expr::Insens(s) => format!("(?i:{})", regex::escape(s)),
            Expr::Range(a, b) => format!("[{}-{}]", regex::escape(a), regex::escape(b)),
            Expr::Ident(name) => match name.as_str() {
                "SOI" | "EOI" => String::new(),
                "ASCII_ALPHA" => "[a-zA-Z]".to_string(),
                "ASCII_DIGIT" => "[0-9]".to_string(),
                "ASCII_HEX_DIGIT" => "[0-9a-fA-F]".to_string(),
                name => {
                    if let Some(done) = self.memo.get(name) {
                        return done.clone();
                    }
                    let body = self.rules.get(name)?.clone();
                    let pattern = self.regex(&body, name).map(|p| format!("(?:{p})"));
                    self.memo.insert(name.to_string(), pattern.clone());
                    pattern?
                }
            },
            Expr::PosPred(_) | Expr::NegPred(_) if self.mechanics.contains(rule) => String::new(),
            Expr::PosPred(_) | Expr::NegPred(_) => return None,
            Expr::Seq(a, b) => format!("{}{}", self.regex(a, rule)?, self.regex(b, rule)?),
            Expr::Choice(a, b) => format!("(?:{}|{})", self.regex(a, rule)?, self.regex(b, rule)?),
            Expr::Opt(e) => format!("(?:{})?", self.regex(e, rule)?),
            Expr::Rep(e) => format!("(?:{})*", self.regex(e, rule)?),
            Expr::RepOnce(e) => format!("(?:{})+", self.regex(e, rule)?),
            Expr::RepExact(e, n) => format!("(?:{}){{{n}}}", self.regex(e, rule)?),
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The checked-in automata are the ones the grammar files give today.
    /// `RFC1630_WRITE_DFAS=1 cargo test --lib prebuilt` rewrites them.
    #[test]
    fn prebuilt_automata_are_current() {
        let write = std::env::var_os("RFC1630_WRITE_DFAS").is_some();
        let mut stale = Vec::new();
        for grammar in Grammar::ALL {
            let (dfa, tsv) = GrammarDfa::build(grammar).expect("every grammar compiles to a DFA");
            let bytes = dfa.to_bytes_little_endian().0;
            let (file_bytes, file_tsv) = prebuilt(grammar).expect("every listing grammar has a prebuilt DFA");
            if bytes != file_bytes || tsv != file_tsv {
                stale.push(grammar.id());
                if write {
                    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/data/dfa/");
                    std::fs::write(format!("{dir}{}.dfa", grammar.id()), &bytes).unwrap();
                    std::fs::write(format!("{dir}{}.tsv", grammar.id()), &tsv).unwrap();
                }
            }
        }
        assert!(
            stale.is_empty(),
            "stale automata in data/dfa/ for {stale:?}; rewrite them with RFC1630_WRITE_DFAS=1 cargo test --lib prebuilt"
        );
    }

    /// The checked-in automata load in place (on a little-endian machine).
    #[test]
    #[cfg(target_endian = "little")]
    fn prebuilt_automata_load_in_place() {
        for grammar in Grammar::ALL {
            let dfa = grammar_dfa(grammar).unwrap();
            assert!(matches!(dfa.dfa, Dense::Prebuilt(_)), "{grammar}");
        }
    }
}
