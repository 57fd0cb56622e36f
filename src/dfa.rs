//! The validation fast path: each listing compiled into a DFA.
//!
//! A listing is regular (its only recursion is tail recursion, made
//! repetition by P1), so its grammar file, read with `pest_meta`, is turned
//! into a `regex::RegexSet` with one pattern per production of the entry
//! choice (`url`'s alternatives, or the generic `uri`). `SOI`/`EOI` and the
//! lookaheads of rules with an override of kind [`Kind::Lookahead`]
//! (`src/overrides.rs`) are dropped: those only steer pest's ordered choice
//! and never change the language (`grammar/ERRATA.md`), which `tests/language.rs` checks for both
//! paths against an independent recognizer. Any other lookahead is part of
//! the language (RFC 822's `atom` is "any CHAR except specials", written
//! `!specials ~ xalpha`), which a regex cannot say: a production that uses
//! one is left out of the DFA, and pest decides it.
//!
//! [`crate::check`] answers from the DFA and runs pest only when no pattern
//! matches, to decide the productions left out and to explain a rejection;
//! [`crate::parse_with`] always runs pest.

use crate::grammar::Listing;
use crate::listings::{sources, spec, Productions};
use crate::overrides::{has_override, Kind};
use pest_meta::ast::Expr;
use regex::RegexSet;
use std::collections::HashMap;
use std::sync::OnceLock;

/// One listing's DFA: the patterns of its entry productions, in the order
/// pest tries them, and their names.
pub(crate) struct ListingDfa {
    set: RegexSet,
    productions: Vec<&'static str>,
    /// Whether every production is in the set.
    complete: bool,
}

impl ListingDfa {
    /// The production of the first pattern that matches the whole input,
    /// which is the one pest's ordered choice reports.
    pub(crate) fn production(&self, input: &str) -> Option<&'static str> {
        self.set.matches(input).iter().next().map(|i| self.productions[i])
    }

    /// Whether every production of the listing is in the DFA, so that a
    /// string it rejects is rejected by the listing.
    pub(crate) fn is_complete(&self) -> bool {
        self.complete
    }
}

/// The DFA of a listing's entry rule `entry` (its own, or the one with the
/// `# fragmentid` the default grammar adds: see [`crate::listings::ListingSpec::entry_rule`]).
/// `None` when the grammar uses a construct a regex cannot express (no listing does).
///
/// Each DFA is built on first use (a few tens of milliseconds) and kept.
pub(crate) fn listing_dfa(listing: Listing, entry: &'static str) -> Option<&'static ListingDfa> {
    static CACHE: [OnceLock<Option<ListingDfa>>; 2 * Listing::ALL.len()] =
        [const { OnceLock::new() }; 2 * Listing::ALL.len()];
    let index = 2 * listing as usize + usize::from(entry != spec(listing).entry);
    CACHE[index].get_or_init(|| build(listing, entry)).as_ref()
}

/// Stands for the production choice while the entry is compiled.
const PLACEHOLDER: &str = "\u{1}production\u{1}";

fn build(listing: Listing, entry: &str) -> Option<ListingDfa> {
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
    let set = regex::RegexSetBuilder::new(&patterns).size_limit(1 << 28).dfa_size_limit(1 << 26).build().ok()?;
    Some(ListingDfa { set, productions, complete })
}

/// The alternatives of a production choice, each with the production it
/// names: `(httpaddress | ...) ~ url_end | generic` gives `httpaddress ~
/// url_end`, ..., `generic`.
fn split_productions(expr: &Expr) -> Vec<(&str, Expr)> {
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
