//! The validation fast path: each listing compiled into a DFA.
//!
//! A listing is regular (its only recursion is tail recursion, made
//! repetition by P1), so its grammar file, read with `pest_meta`, is turned
//! into a `regex::RegexSet` with one pattern per production of the entry
//! choice (`url`'s alternatives, or the generic `uri`). `SOI`/`EOI` and the
//! lookaheads of rules whose doc lines name a PEG mechanic (`P<n>`) are
//! dropped: those only steer pest's ordered choice and never change the
//! language (`grammar/ERRATA.md`), which `tests/language.rs` checks for both
//! paths against an independent recognizer. Any other lookahead is part of
//! the language (RFC 822's `atom` is "any CHAR except specials", written
//! `!specials ~ xalpha`), which a regex cannot say: a production that uses
//! one is left out of the DFA, and pest decides it.
//!
//! [`crate::check`] answers from the DFA and runs pest only when no pattern
//! matches, to decide the productions left out and to explain a rejection;
//! [`crate::parse_with`] always runs pest.

use crate::grammar::Listing;
use crate::listings::sources;
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

/// The DFA of a listing's entry: `with_fragment` adds the optional
/// `# fragmentid` of the default grammar to the URL listing. `None` when the
/// grammar uses a construct a regex cannot express (no listing does).
///
/// Each DFA is built on first use (a few tens of milliseconds) and kept.
pub(crate) fn listing_dfa(listing: Listing, with_fragment: bool) -> Option<&'static ListingDfa> {
    static CACHE: [OnceLock<Option<ListingDfa>>; 2 * Listing::ALL.len()] =
        [const { OnceLock::new() }; 2 * Listing::ALL.len()];
    let index = 2 * Listing::ALL.iter().position(|&l| l == listing)? + usize::from(with_fragment);
    CACHE[index].get_or_init(|| build(listing, with_fragment)).as_ref()
}

/// The entry rule of a listing, and whether a fragment goes after it.
fn entry(listing: Listing, with_fragment: bool) -> &'static str {
    match listing {
        Listing::Rfc1630Url | Listing::Url03 if with_fragment => "url_fragment_entry",
        Listing::Rfc1630Url | Listing::Url03 => "url_entry",
        Listing::Rfc1630Generic | Listing::Url7 => "fragmentaddress",
        Listing::Url4 => "anchoraddress",
    }
}

/// Stands for the production choice while the entry is compiled.
const PLACEHOLDER: &str = "\u{1}production\u{1}";

/// The rules whose alternatives are the productions a verdict names: `url`
/// (url4: `docaddress`). A listing without one (the generic listing) has the
/// single production `uri`.
const CHOICE_RULES: [&str; 2] = ["url", "docaddress"];

fn build(listing: Listing, with_fragment: bool) -> Option<ListingDfa> {
    let mut rules: HashMap<String, Expr> = HashMap::new();
    for (_, text) in sources(listing) {
        let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text).ok()?;
        for rule in pest_meta::parser::consume_rules(pairs).ok()? {
            rules.insert(rule.name, rule.expr);
        }
    }
    let mechanics = crate::listings::rules(listing)
        .iter()
        .filter(|r| std::iter::once(&r.citation).chain(&r.notes).any(|line| names_peg_mechanic(line)))
        .map(|r| r.name.clone())
        .collect();
    let mut compiler = Compiler { rules: &rules, mechanics, memo: HashMap::new() };
    let entry = Expr::Ident(entry(listing, with_fragment).to_string());
    let mut productions = Vec::new();
    let mut patterns = Vec::new();
    let mut complete = true;
    match CHOICE_RULES.iter().find(|r| rules.contains_key(**r)) {
        None => {
            productions.push("uri");
            patterns.push(format!("^{}$", compiler.regex(&entry, "")?));
        }
        Some(choice) => {
            let alternatives = split_productions(rules.get(*choice)?);
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

/// Whether a doc line names a PEG mechanic: `P` and a number, as `P6:` or `(P7)`.
pub(crate) fn names_peg_mechanic(line: &str) -> bool {
    line.match_indices('P').any(|(i, _)| {
        let before = line[..i].chars().next_back();
        let after = line[i + 1..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && after.is_some_and(|c| c.is_ascii_digit())
    })
}

struct Compiler<'g> {
    rules: &'g HashMap<String, Expr>,
    /// Rules whose lookaheads are PEG mechanics.
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
