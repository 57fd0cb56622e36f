//! The typed parse's fast grammars: a grammar *derived* from a listing,
//! with the same rules, the same rule kinds and the same pairs, where every
//! set of one-character alternatives is one set of merged ranges, and every
//! other one-character literal a range of that character.
//!
//! A listing writes its character classes as it prints them: RFC 1630's
//! `safe  $ | - | _ | @ | . | & | +` is `"$" | "-" | "_" | "@" | "." | "&" | "+" | "-"`,
//! and `xalpha  alpha | digit | safe | extra | escape` reaches it through
//! three silent rules. pest tries each one-character string with a call of
//! its own, so ending a run of `xalpha`s tried about twenty of them. Here a
//! run of alternatives that each match one character of a set (a
//! one-character string, a range, or a silent rule that is itself such a
//! set) becomes one choice of disjoint ranges, widest first; a silent rule
//! that is such a set is inlined where it is named. Silent rules make no
//! pairs and the alternatives of a merged run each take exactly one
//! character, so the language and the pairs are the listing's; only the
//! order in which pest tries disjoint characters changes.
//!
//! The listing files stay verbatim (for `diff`, the report and the
//! citations); the derived files `generated/derived/<listing>.pest` are
//! checked in, so that `pest_derive` reads them. `cargo xtask generate`
//! writes them, and its `--check`, which CI runs, fails when one is stale.
//! `src/recognize/dfa.rs`'s tests prove each derived grammar compiles
//! to the same automaton language as its listing, and the tests below that
//! its parser gives the listing's pairs.

use crate::grammar::listings::sources;
use crate::grammar::Listing;
use pest_meta::ast::{Expr, Rule, RuleType};
use std::collections::HashMap;

/// The listings whose typed parse runs on a derived grammar: the default
/// grammar's two (`src/grammar/listings.rs` declares their parsers).
pub(crate) const DERIVED: [Listing; 2] = [Listing::Rfc1630Url, Listing::Rfc1630Generic];

/// The derived grammar of `listing`, as pest text: its rules in the order of
/// its files, each with its kind, its body rewritten. The first line that
/// says how the file is remade is the generator's (`src/generate/`).
pub(crate) fn derived_grammar(listing: Listing) -> Option<String> {
    let mut rules: Vec<Rule> = Vec::new();
    for (_, text) in sources(listing) {
        let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text).ok()?;
        rules.extend(pest_meta::parser::consume_rules(pairs).ok()?);
    }
    let silent: HashMap<&str, &Expr> =
        rules.iter().filter(|rule| rule.ty == RuleType::Silent).map(|rule| (rule.name.as_str(), &rule.expr)).collect();
    let bodies: HashMap<&str, &Expr> = rules.iter().map(|rule| (rule.name.as_str(), &rule.expr)).collect();
    let mut out = format!(
        "// The listing {listing}, derived: every set of one-character alternatives\n\
         // is one choice of merged ranges, every other one-character literal a range.\n\n"
    );
    for rule in &rules {
        let kind = match rule.ty {
            RuleType::Normal => "",
            RuleType::Silent => "_",
            RuleType::Atomic => "@",
            RuleType::CompoundAtomic => "$",
            RuleType::NonAtomic => "!",
        };
        let live = without_dead_repetitions(&rule.expr, &Bodies { all: &bodies, silent: &silent });
        out.push_str(&format!("{} = {kind}{{ {} }}\n", rule.name, rewrite(&live, &silent)));
    }
    Some(out)
}

/// `expr` without the repetitions and options that can never match: `a ~
/// (b)*` or `a ~ (b)?` where every match of `b` begins with a character
/// that never follows a match of `a`. RFC 1630's `hostname  ialpha [ .
/// hostname ]` is `ialpha ~ ("." ~ ialpha)*`, and `ialpha` ends with
/// `xalphas`, which takes every `.`: the repetition, tried after every host
/// name, never matched. It matches nothing, so the language and the pairs
/// stay the same.
fn without_dead_repetitions(expr: &Expr, bodies: &Bodies) -> Expr {
    let again = |e: &Expr| Box::new(without_dead_repetitions(e, bodies));
    match expr {
        Expr::Seq(a, b) => match &**b {
            Expr::Rep(tail) | Expr::Opt(tail)
                if first_chars(tail, bodies.silent)
                    .is_some_and(|first| subset(&first, &never_after(a, bodies, DEPTH))) =>
            {
                without_dead_repetitions(a, bodies)
            }
            _ => Expr::Seq(again(a), again(b)),
        },
        Expr::Choice(a, b) => Expr::Choice(again(a), again(b)),
        Expr::Opt(e) => Expr::Opt(again(e)),
        Expr::Rep(e) => Expr::Rep(again(e)),
        Expr::RepOnce(e) => Expr::RepOnce(again(e)),
        Expr::PosPred(e) => Expr::PosPred(again(e)),
        Expr::NegPred(e) => Expr::NegPred(again(e)),
        other => other.clone(),
    }
}

/// A listing's rule bodies by name: every rule's, and the silent ones'
/// (which [`char_set`] and [`first_chars`] see through).
struct Bodies<'a> {
    all: &'a HashMap<&'a str, &'a Expr>,
    silent: &'a HashMap<&'a str, &'a Expr>,
}

/// How deep [`never_after`] and [`surely_matched_at`] follow rule names.
const DEPTH: usize = 8;

/// Characters that never come right after a match of `expr` (a subset of
/// them: empty where unknown). A repetition stops only where its body
/// fails, so not before a character the body surely takes.
fn never_after(expr: &Expr, bodies: &Bodies, depth: usize) -> Ranges {
    let Some(depth) = depth.checked_sub(1) else { return Vec::new() };
    match expr {
        Expr::Ident(name) => {
            bodies.all.get(name.as_str()).map_or_else(Vec::new, |body| never_after(body, bodies, depth))
        }
        Expr::Seq(_, b) => never_after(b, bodies, depth),
        Expr::Rep(e) | Expr::RepOnce(e) => surely_matched_at(e, bodies, depth),
        // Where `e` matched, after it; where it did not, it fails there.
        Expr::Opt(e) => {
            let after = never_after(e, bodies, depth);
            intersection(&after, &surely_matched_at(e, bodies, depth))
        }
        Expr::Choice(..) => alternatives(expr)
            .into_iter()
            .map(|alternative| never_after(alternative, bodies, depth))
            .reduce(|a, b| intersection(&a, &b))
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// Characters at which `expr` surely matches (a subset of them): those its
/// one-character alternatives take.
fn surely_matched_at(expr: &Expr, bodies: &Bodies, depth: usize) -> Ranges {
    let Some(depth) = depth.checked_sub(1) else { return Vec::new() };
    if let Some(set) = char_set(expr, bodies.silent) {
        return set;
    }
    match expr {
        Expr::Ident(name) => {
            bodies.all.get(name.as_str()).map_or_else(Vec::new, |body| surely_matched_at(body, bodies, depth))
        }
        Expr::Choice(..) => alternatives(expr)
            .into_iter()
            .flat_map(|alternative| surely_matched_at(alternative, bodies, depth))
            .collect(),
        Expr::RepOnce(e) => surely_matched_at(e, bodies, depth),
        _ => Vec::new(),
    }
}

/// Whether every character of `a` is in `b`.
fn subset(a: &[(char, char)], b: &[(char, char)]) -> bool {
    a.iter().all(|&range| split(range, b).0.is_empty())
}

/// The characters in both `a` and `b`.
fn intersection(a: &[(char, char)], b: &[(char, char)]) -> Vec<(char, char)> {
    a.iter().flat_map(|&range| split(range, b).1).collect()
}

/// The characters an expression matches if it always takes exactly one
/// character of a set: inclusive ranges, unmerged.
fn char_set(expr: &Expr, silent: &HashMap<&str, &Expr>) -> Option<Vec<(char, char)>> {
    chars(expr, silent, false)
}

/// The characters every match of `expr` begins with, where that is plain
/// (a literal, a range, a sequence or choice of them, through silent
/// rules); `None` otherwise, and for an expression that can match nothing.
fn first_chars(expr: &Expr, silent: &HashMap<&str, &Expr>) -> Option<Vec<(char, char)>> {
    chars(expr, silent, true)
}

/// [`first_chars`] if `first`, else [`char_set`]: a one-character set
/// admits no longer literal and no sequence.
fn chars(expr: &Expr, silent: &HashMap<&str, &Expr>, first: bool) -> Option<Vec<(char, char)>> {
    match expr {
        Expr::Str(s) => {
            let mut chars = s.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) => Some(vec![(c, c)]),
                (Some(c), Some(_)) if first => Some(vec![(c, c)]),
                _ => None,
            }
        }
        Expr::Range(a, b) => Some(vec![(a.chars().next()?, b.chars().next()?)]),
        Expr::Seq(a, _) if first => chars(a, silent, first),
        Expr::Choice(a, b) => {
            let mut set = chars(a, silent, first)?;
            set.extend(chars(b, silent, first)?);
            Some(set)
        }
        Expr::Ident(name) => chars(silent.get(name.as_str())?, silent, first),
        _ => None,
    }
}

/// Disjoint, non-adjacent ranges covering `set`, in the order pest tries
/// them (any order gives the same match): the one with the lower-case
/// letters first, then the one with `.` (host and file names), then upper
/// case, then digits, as URIs mostly run; the others widest first.
fn merged(mut set: Vec<(char, char)>) -> Vec<(char, char)> {
    set.sort();
    let mut out: Vec<(char, char)> = Vec::new();
    for (start, end) in set {
        match out.last_mut() {
            Some(last) if (start as u32) <= last.1 as u32 + 1 => last.1 = last.1.max(end),
            _ => out.push((start, end)),
        }
    }
    out.sort_by_key(|&(start, end)| (rank((start, end)), std::cmp::Reverse(end as u32 - start as u32), start));
    out
}

/// The rank of a range in [`merged`]'s order: the lower-case letters, `.`,
/// upper case, digits, then [`RARE`] for the others.
fn rank((start, end): (char, char)) -> usize {
    ['a', '.', 'A', '0'].iter().position(|c| (start..=end).contains(c)).unwrap_or(RARE)
}

/// The rank of a range with none of the common characters.
const RARE: usize = 4;

/// The ranges of `set`, as alternatives.
fn ranges(set: Vec<(char, char)>) -> Vec<Expr> {
    merged(set).into_iter().map(|(a, b)| Expr::Range(a.to_string(), b.to_string())).collect()
}

/// One choice of the ranges of `set`.
fn set_expr(set: Vec<(char, char)>) -> Expr {
    choice(ranges(set))
}

/// `a | b | ...` of a non-empty list, right-nested as pest_meta nests it.
fn choice(mut alternatives: Vec<Expr>) -> Expr {
    let last = alternatives.pop().expect("a choice has an alternative");
    alternatives.into_iter().rev().fold(last, |tail, head| Expr::Choice(Box::new(head), Box::new(tail)))
}

/// The alternatives of a choice, flattened in order.
fn alternatives(expr: &Expr) -> Vec<&Expr> {
    match expr {
        Expr::Choice(a, b) => {
            let mut out = alternatives(a);
            out.extend(alternatives(b));
            out
        }
        other => vec![other],
    }
}

/// `expr` with each set of one-character alternatives merged: a whole set,
/// or the alternatives of a choice that are sets. A silent rule whose body
/// is a choice is inlined where it is named, and inside a choice its
/// alternatives join the choice's (`xpalpha  xalpha | +` tries `xalpha`'s
/// alternatives, then `+`). A set moves up to the set before it past
/// alternatives that cannot begin with one of its characters (`+` past
/// `escape`, which begins with `%`): where those fail, and only there, it
/// was tried anyway.
fn rewrite(expr: &Expr, silent: &HashMap<&str, &Expr>) -> Expr {
    // A lone one-character string or range is already one call.
    if matches!(expr, Expr::Choice(..) | Expr::Ident(_))
        && let Some(set) = char_set(expr, silent)
    {
        return set_expr(set);
    }
    let again = |e: &Expr| Box::new(rewrite(e, silent));
    match expr {
        Expr::Ident(name) => match silent.get(name.as_str()) {
            Some(body @ Expr::Choice(..)) => rewrite(body, silent),
            _ => expr.clone(),
        },
        Expr::Choice(..) => {
            let mut out: Vec<Alternative> = Vec::new();
            for alternative in inlined_alternatives(expr, silent) {
                match char_set(alternative, silent) {
                    Some(set) => {
                        let earlier = out.iter().rposition(|a| matches!(a, Alternative::Set(_)));
                        let passes = |from: usize| {
                            out[from..].iter().all(|a| match a {
                                Alternative::Other(_, first) => first.as_ref().is_some_and(|f| disjoint(f, &set)),
                                Alternative::Set(_) => true,
                            })
                        };
                        match earlier {
                            Some(at) if passes(at + 1) => {
                                if let Alternative::Set(merged) = &mut out[at] {
                                    merged.extend(set);
                                }
                            }
                            _ => out.push(Alternative::Set(set)),
                        }
                    }
                    None => {
                        out.push(Alternative::Other(rewrite(alternative, silent), first_chars(alternative, silent)))
                    }
                }
            }
            choice(rare_ranges_last(out))
        }
        Expr::Seq(a, b) => match &**a {
            Expr::NegPred(predicate) => {
                guarded_where_needed(predicate, b, silent).unwrap_or_else(|| Expr::Seq(again(a), again(b)))
            }
            _ => Expr::Seq(again(a), again(b)),
        },
        Expr::Opt(e) => Expr::Opt(again(e)),
        Expr::Rep(e) => Expr::Rep(again(e)),
        Expr::RepOnce(e) => Expr::RepOnce(again(e)),
        Expr::RepExact(e, n) => Expr::RepExact(again(e), *n),
        Expr::RepMin(e, n) => Expr::RepMin(again(e), *n),
        Expr::RepMax(e, n) => Expr::RepMax(again(e), *n),
        Expr::RepMinMax(e, min, max) => Expr::RepMinMax(again(e), *min, *max),
        Expr::PosPred(e) => Expr::PosPred(again(e)),
        Expr::NegPred(e) => Expr::NegPred(again(e)),
        // pest matches a range with less work than a string: one character
        // is compared, where a string is sliced and compared as bytes.
        Expr::Str(s) if s.chars().count() == 1 => Expr::Range(s.clone(), s.clone()),
        other => other.clone(),
    }
}

/// `!predicate ~ body` where every match of `predicate` begins with one of
/// a set of characters and the alternatives of `body` begin with disjoint
/// characters: the alternatives, and the parts of ranges, that begin
/// outside that set come first and untested, since the predicate fails
/// wherever they match; `!predicate ~` the others after them. At most one
/// alternative can match at any position, so their order is free, and the
/// language and the pairs stay the same; the predicate, which pest runs as
/// a lookahead of its own, runs only where it can match. RFC 1630's
/// `article` runs `!( "@" ~ ... ) ~ xalpha` at every character of its
/// `xalphas`: now only at `@`. `None` where the characters are unknown or
/// nothing would be left untested.
fn guarded_where_needed(predicate: &Expr, body: &Expr, silent: &HashMap<&str, &Expr>) -> Option<Expr> {
    let guard = first_chars(predicate, silent)?;
    let body = rewrite(body, silent);
    let (mut free, mut guarded) = (Vec::new(), Vec::new());
    let mut seen: Vec<(char, char)> = Vec::new();
    for alternative in alternatives(&body) {
        let first = first_chars(alternative, silent)?;
        if !disjoint(&first, &seen) {
            return None;
        }
        seen.extend(&first);
        match alternative {
            Expr::Range(..) => {
                let (outside, inside) = split(first[0], &guard);
                free.extend(outside.into_iter().map(range));
                guarded.extend(inside.into_iter().map(range));
            }
            other if disjoint(&first, &guard) => free.push(other.clone()),
            other => guarded.push(other.clone()),
        }
    }
    if free.is_empty() {
        return None;
    }
    if !guarded.is_empty() {
        let test = Expr::NegPred(Box::new(rewrite(predicate, silent)));
        free.push(Expr::Seq(Box::new(test), Box::new(choice(guarded))));
    }
    Some(choice(free))
}

/// Inclusive character ranges.
type Ranges = Vec<(char, char)>;

/// The parts of the range `(start, end)` outside `set` and inside it, in order.
fn split((start, end): (char, char), set: &[(char, char)]) -> (Ranges, Ranges) {
    let (mut outside, mut inside) = (Vec::new(), Vec::new());
    let mut run: Option<(bool, char, char)> = None;
    for c in start..=end {
        let is_inside = set.iter().any(|&(a, b)| (a..=b).contains(&c));
        run = match run {
            Some((kind, from, _)) if kind == is_inside => Some((kind, from, c)),
            Some((kind, from, to)) => {
                if kind {
                    inside.push((from, to))
                } else {
                    outside.push((from, to))
                }
                Some((is_inside, c, c))
            }
            None => Some((is_inside, c, c)),
        };
    }
    if let Some((kind, from, to)) = run {
        if kind {
            inside.push((from, to))
        } else {
            outside.push((from, to))
        }
    }
    (outside, inside)
}

/// A range as an expression.
fn range((start, end): (char, char)) -> Expr {
    Expr::Range(start.to_string(), end.to_string())
}

/// The alternatives of a rewritten choice, flattened: each set as its
/// ranges, the common ones first ([`merged`]); the rare ones (no letter,
/// digit or `.`) after the expressions that follow the set and cannot
/// begin where they match (`escape`, which begins with `%`, before `$` and
/// `_`). Two alternatives that never match at the same position can be
/// tried in either order.
fn rare_ranges_last(alternatives: Vec<Alternative>) -> Vec<Expr> {
    let mut out = Vec::new();
    let mut rare: Vec<(char, char)> = Vec::new();
    for alternative in alternatives {
        match alternative {
            Alternative::Set(set) => {
                out.extend(rare.drain(..).map(range));
                let (common, later): (Vec<_>, Vec<_>) = merged(set).into_iter().partition(|&r| rank(r) < RARE);
                out.extend(common.into_iter().map(range));
                rare = later;
            }
            Alternative::Other(other, first) => {
                if !first.is_some_and(|first| disjoint(&first, &rare)) {
                    out.extend(rare.drain(..).map(range));
                }
                out.push(other);
            }
        }
    }
    out.extend(rare.into_iter().map(range));
    out
}

/// One alternative of a choice being rewritten.
enum Alternative {
    /// One-character alternatives, merged.
    Set(Vec<(char, char)>),
    /// Any other expression, rewritten, with the characters it can begin
    /// with (`None`: unknown, or it can match nothing).
    Other(Expr, Option<Vec<(char, char)>>),
}

/// The alternatives of a choice, with those of each silent rule named as
/// an alternative whose body is a choice, in order.
fn inlined_alternatives<'e>(expr: &'e Expr, silent: &HashMap<&str, &'e Expr>) -> Vec<&'e Expr> {
    alternatives(expr)
        .into_iter()
        .flat_map(|alternative| match alternative {
            Expr::Ident(name) if char_set(alternative, silent).is_none() => match silent.get(name.as_str()) {
                Some(body @ Expr::Choice(..)) => inlined_alternatives(body, silent),
                _ => vec![alternative],
            },
            _ => vec![alternative],
        })
        .collect()
}

/// Whether two sets of ranges share no character.
fn disjoint(a: &[(char, char)], b: &[(char, char)]) -> bool {
    a.iter().all(|&(a0, a1)| b.iter().all(|&(b0, b1)| a1 < b0 || b1 < a0))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The listings' parsers compiled from the listing files themselves, as
    /// the crate compiled them before the derived grammars.
    mod verbatim {
        pub(super) mod rfc1630_url {
            #[derive(pest_derive::Parser)]
            #[grammar = "../grammar/rfc1630-url.pest"]
            #[grammar = "../grammar/rfc822.pest"]
            pub(crate) struct Parser;
        }
        pub(super) mod rfc1630_generic {
            #[derive(pest_derive::Parser)]
            #[grammar = "../grammar/rfc1630-generic.pest"]
            pub(crate) struct Parser;
        }
    }

    /// pest's whole answer for `input` from the rule named `entry`: every pair
    /// with its rule and span, or the error with its position and expected rules.
    fn answer<P: pest::Parser<R>, R: pest::RuleType>(rules: &[R], entry: &str, input: &str) -> String {
        let rule = *rules.iter().find(|rule| format!("{rule:?}") == entry).expect("the entry is a rule");
        format!("{:?}", P::parse(rule, input))
    }

    /// On every string of the corpora and the catalogue, each entry rule of
    /// the derived parsers gives the pairs (or the error) of the listing's own.
    #[test]
    fn derived_parsers_give_the_listings_pairs() {
        use crate::documents::rfc1630::grammar::{generic as rfc1630_generic, url as rfc1630_url};
        let inputs = crate::support::corpus_inputs::corpus_inputs();
        let mut differ = Vec::new();
        for input in inputs.iter().filter(|input| input.len() <= 4096) {
            for entry in ["url_entry", "url_fragment_entry"] {
                let derived = answer::<rfc1630_url::Parser, _>(rfc1630_url::Rule::all_rules(), entry, input);
                let listing =
                    answer::<verbatim::rfc1630_url::Parser, _>(verbatim::rfc1630_url::Rule::all_rules(), entry, input);
                if derived != listing {
                    differ.push((entry, input.clone()));
                }
            }
            let entry = "fragmentaddress";
            let derived = answer::<rfc1630_generic::Parser, _>(rfc1630_generic::Rule::all_rules(), entry, input);
            let listing = answer::<verbatim::rfc1630_generic::Parser, _>(
                verbatim::rfc1630_generic::Rule::all_rules(),
                entry,
                input,
            );
            if derived != listing {
                differ.push((entry, input.clone()));
            }
        }
        assert!(differ.is_empty(), "{} differ, first: {:?}", differ.len(), differ.first());
    }

    /// RFC 1630's `safe` (with its `-` twice) and `extra`, merged as `xalpha` runs them.
    #[test]
    fn one_character_alternatives_merge_into_ranges() {
        let safe = Expr::Choice(
            Box::new(Expr::Str("$".into())),
            Box::new(Expr::Choice(Box::new(Expr::Str("-".into())), Box::new(Expr::Str(".".into())))),
        );
        let silent = HashMap::from([("safe", &safe)]);
        let xalpha = Expr::Choice(
            Box::new(Expr::Range("a".into(), "z".into())),
            Box::new(Expr::Choice(Box::new(Expr::Ident("safe".into())), Box::new(Expr::Ident("escape".into())))),
        );
        // `escape` is unknown here (no rule): `$` stays before it.
        assert_eq!(rewrite(&xalpha, &silent).to_string(), "(('a'..'z') | ('-'..'.') | ('$'..'$') | escape)");
        // `+` joins the set before `escape`, which begins with `%`; `%` would not.
        let escape = Expr::Seq(Box::new(Expr::Str("%".into())), Box::new(Expr::Ident("hex".into())));
        let silent = HashMap::from([("safe", &safe), ("escape", &escape), ("xalpha", &xalpha)]);
        let plus = Expr::Choice(Box::new(Expr::Ident("xalpha".into())), Box::new(Expr::Str("+".into())));
        assert_eq!(rewrite(&plus, &silent).to_string(), "(('a'..'z') | ('-'..'.') | escape | ('$'..'$') | ('+'..'+'))");
        let percent = Expr::Choice(Box::new(Expr::Ident("xalpha".into())), Box::new(Expr::Str("%".into())));
        assert_eq!(
            rewrite(&percent, &silent).to_string(),
            "(('a'..'z') | ('-'..'.') | escape | ('$'..'$') | ('%'..'%'))"
        );
        assert_eq!(merged(vec![('-', '-'), ('$', '$'), ('-', '-')]), vec![('$', '$'), ('-', '-')]);
        // The range with `.` comes before upper case and digits.
        assert_eq!(
            merged(vec![('0', '9'), ('A', 'Z'), ('&', '.'), ('a', 'z')]),
            [('a', 'z'), ('&', '.'), ('A', 'Z'), ('0', '9')]
        );
    }

    /// `!( "@" ~ alpha ) ~ xalpha`, as in RFC 1630's `article`: the
    /// lookahead only before `@`, the only character it can match at.
    #[test]
    fn a_negative_lookahead_runs_only_where_it_can_match() {
        let xalpha =
            Expr::Choice(Box::new(Expr::Range("@".into(), "Z".into())), Box::new(Expr::Ident("escape".into())));
        let escape = Expr::Seq(Box::new(Expr::Str("%".into())), Box::new(Expr::Ident("hex".into())));
        let silent = HashMap::from([("xalpha", &xalpha), ("escape", &escape)]);
        let at_alpha = Expr::Seq(Box::new(Expr::Str("@".into())), Box::new(Expr::Ident("alpha".into())));
        let article = Expr::Seq(Box::new(Expr::NegPred(Box::new(at_alpha))), Box::new(Expr::Ident("xalpha".into())));
        assert_eq!(
            rewrite(&article, &silent).to_string(),
            "(('A'..'Z') | escape | (!(('@'..'@') ~ alpha) ~ ('@'..'@')))"
        );
        // A predicate whose first characters are unknown (a visible rule) stays where it was.
        let unknown = Expr::Seq(
            Box::new(Expr::NegPred(Box::new(Expr::Ident("host".into())))),
            Box::new(Expr::Ident("xalpha".into())),
        );
        assert_eq!(rewrite(&unknown, &silent).to_string(), "(!host ~ (('@'..'Z') | escape))");
        assert_eq!(
            split(('&', '.'), &[('(', ')'), (',', ',')]),
            (vec![('&', '\''), ('*', '+'), ('-', '.')], vec![('(', ')'), (',', ',')])
        );
    }

    /// RFC 1630's `hostname  ialpha ( "." ialpha )*`, whose `ialpha` takes
    /// every `.`: the repetition goes; one of `+`, which `xalphas` does not
    /// take, stays.
    #[test]
    fn a_repetition_that_cannot_match_goes() {
        let ident = |name: &str| Box::new(Expr::Ident(name.into()));
        let alpha = Expr::Range("a".into(), "z".into());
        let xalpha = Expr::Choice(Box::new(Expr::Range("a".into(), "z".into())), Box::new(Expr::Str(".".into())));
        let xalphas = Expr::RepOnce(ident("xalpha"));
        let ialpha = Expr::Seq(ident("alpha"), Box::new(Expr::Opt(ident("xalphas"))));
        let silent = HashMap::from([("alpha", &alpha), ("xalpha", &xalpha)]);
        let rules = HashMap::from([("alpha", &alpha), ("xalpha", &xalpha), ("xalphas", &xalphas), ("ialpha", &ialpha)]);
        let tail = |literal: &str| {
            Box::new(Expr::Rep(Box::new(Expr::Seq(Box::new(Expr::Str(literal.into())), ident("ialpha")))))
        };
        let hostname = Expr::Seq(ident("ialpha"), tail("."));
        let bodies = Bodies { all: &rules, silent: &silent };
        assert_eq!(without_dead_repetitions(&hostname, &bodies).to_string(), "ialpha");
        let plus = Expr::Seq(ident("ialpha"), tail("+"));
        assert_eq!(without_dead_repetitions(&plus, &bodies), plus);
    }

    /// A one-character literal outside a set is a range; a longer one stays a string.
    #[test]
    fn one_character_literals_become_ranges() {
        let silent = HashMap::new();
        let slash_path = Expr::Seq(Box::new(Expr::Str("/".into())), Box::new(Expr::Ident("path".into())));
        assert_eq!(rewrite(&slash_path, &silent).to_string(), "(('/'..'/') ~ path)");
        let http = Expr::Seq(Box::new(Expr::Str("http://".into())), Box::new(Expr::Ident("hostport".into())));
        assert_eq!(rewrite(&http, &silent).to_string(), "(\"http://\" ~ hostport)");
    }
}
