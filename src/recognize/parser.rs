//! Running a grammar: the length cap, the listings a grammar tries in order,
//! and the translation of pest's errors into [`SyntaxError`]s.

use crate::diagnose::error::{Diagnosis, Expected, ParseError, SyntaxError, MAX_INPUT_LEN};
#[cfg(feature = "rfc1630")]
use crate::documents::rfc1630::grammar::url as rfc1630_url;
use crate::grammar::listings::{citation, spec, GrammarRule};
use crate::grammar::overrides::project_rules;
use crate::grammar::with_listing;
use crate::grammar::{Grammar, Listing};
use pest::iterators::Pair;
use pest::Parser as _;

/// What to make of a successful parse: called with the entry rule's pair.
pub(crate) trait Visit<'i> {
    type Out;
    fn visit<R: GrammarRule>(&self, grammar: Grammar, listing: Listing, entry: Pair<'i, R>) -> Self::Out;
    /// What to make of a parse by the production's own rule
    /// ([`production_parse`]); `None` where the visitor needs the entry pair.
    fn visit_production<R: GrammarRule>(&self, _: Grammar, _: Listing, _: ProductionParse<'i, R>) -> Option<Self::Out> {
        None
    }
}

/// The parts of an entry pair that a parse by the production's own rule
/// yields: whether the wrapper (`prefixedurl`) held the production, the
/// production's pair, and the text of the fragment.
pub(crate) struct ProductionParse<'i, R: GrammarRule> {
    pub(crate) prefixedurl: bool,
    pub(crate) production: Pair<'i, R>,
    pub(crate) fragmentid: Option<&'i str>,
}

/// Parses `input` with `grammar`, trying its listings in order, and hands the
/// first match to `visitor`.
///
/// When every listing fails, the error is the one that got furthest into the
/// input; on a tie the expected productions of all of them are listed, URL
/// listing first. This is the choice for the default grammar, which tries two
/// listings: the furthest failure is the one nearest to what the writer meant.
pub(crate) fn run<'i, V: Visit<'i>>(grammar: Grammar, input: &'i str, visitor: V) -> Result<V::Out, ParseError> {
    grammar.built()?;
    if input.len() > MAX_INPUT_LEN {
        return Err(ParseError::TooLong { grammar, len: input.len(), cap: MAX_INPUT_LEN });
    }
    if let Some(out) = decided_listing(grammar, input, &visitor) {
        return Ok(out);
    }
    in_order(grammar, input, visitor)
}

/// [`run`] without the DFA: every listing tried in order, as pest alone would.
pub(crate) fn in_order<'i, V: Visit<'i>>(grammar: Grammar, input: &'i str, visitor: V) -> Result<V::Out, ParseError> {
    for &listing in grammar.listings() {
        if surely_rejects(grammar, listing, input) {
            continue;
        }
        if let Ok(out) = attempt(grammar, listing, input, &visitor) {
            return Ok(out);
        }
    }
    Err(rejection(grammar, input))
}

/// The parse of the one listing that the grammar's DFA says accepts
/// `input` (`src/recognize/dfa.rs`), without trying the listings before it, which the
/// DFA rejects: each failed listing costs pest a failed parse and an error.
/// `None` where the DFA leaves a listing before it to pest, or accepts with
/// no listing, or pest disagrees; then [`run`] tries every listing in order,
/// as pest alone would, and makes the error.
pub(crate) fn decided_listing<'i, V: Visit<'i>>(grammar: Grammar, input: &'i str, visitor: &V) -> Option<V::Out> {
    if input.len() > LONG_INPUT {
        return None;
    }
    let dfa = crate::recognize::dfa::grammar_dfa(grammar)?;
    let matches = dfa.matches(input);
    for &listing in grammar.listings() {
        if let Some((_, position)) = dfa.production_rule(listing, matches) {
            return production_parse(grammar, listing, position, input, visitor)
                .or_else(|| attempt(grammar, listing, input, visitor).ok());
        }
        if dfa.pest_decides(listing, matches) {
            return None;
        }
    }
    None
}

/// RFC 1630 p.24, 003 l.1176: `prefixedurl  u r l : url`, the wrapper's literal.
pub(crate) const RFC1630_WRAPPER: &str = "url:";

/// The parse of `input` by the rule of the production the DFA named (at
/// `position` in the listing's `Rule::all_rules()`), with
/// no choice tried before it: the wrapper's literal and the fragment are
/// taken apart around it. Only for RFC 1630's URL listing, whose entries
/// are `SOI ~ (prefixedurl | url) ~ ("#" ~ fragmentid)? ~ EOI` and
/// `SOI ~ (prefixedurl | url) ~ EOI`, and no production of `url` begins
/// with `url:`: so the input is wrapped exactly when it begins with the
/// wrapper's literal, and PEG's ordered choice, which never gives back what
/// an alternative matched, ends the production where its own rule ends it.
/// `None` for any other listing, or where the visitor needs the entry pair,
/// or pest disagrees with the DFA (then the entry rule runs).
#[cfg(feature = "rfc1630")]
fn production_parse<'i, V: Visit<'i>>(
    grammar: Grammar,
    listing: Listing,
    position: usize,
    input: &'i str,
    visitor: &V,
) -> Option<V::Out> {
    use rfc1630_url::{Parser, Rule};
    if listing != Listing::Rfc1630Url {
        return None;
    }
    let (prefixedurl, body) = match input.strip_prefix(RFC1630_WRAPPER) {
        Some(body) => (true, body),
        None => (false, input),
    };
    let rule = *Rule::all_rules().get(position)?;
    let production = Parser::parse(rule, body).ok()?.next()?;
    let rest = &body[production.as_span().end()..];
    // What follows the production is `# fragmentid` to the end: the DFA
    // accepted the whole input, and no production of the listing takes a `#`
    // (`reserved`), so the production's own rule stops before it.
    let fragmentid = match rest.strip_prefix('#') {
        _ if rest.is_empty() => None,
        Some(fragment) if spec(listing).fragment_entry == Some(spec(listing).entry_rule(grammar)) => Some(fragment),
        _ => return None,
    };
    visitor.visit_production(grammar, listing, ProductionParse { prefixedurl, production, fragmentid })
}

/// Without RFC 1630 no listing is parsed by its production's rule alone.
#[cfg(not(feature = "rfc1630"))]
fn production_parse<'i, V: Visit<'i>>(_: Grammar, _: Listing, _: usize, _: &'i str, _: &V) -> Option<V::Out> {
    None
}

/// Inputs longer than this are first walked through the diagnosis
/// automata of the listing (`src/diagnose/`, exact for every production,
/// lookaheads included), and pest runs only where one of them lives to the
/// end: pest's failing parse of a long input keeps a token queue tens of
/// bytes per input byte (200 MB for 4 MiB), the walk a few kilobytes.
/// Shorter inputs go straight to pest, so a typed parse pays nothing more.
pub(crate) const LONG_INPUT: usize = 64 * 1024;

/// Whether `input` is long and every production of the listing dies before
/// its end, so that pest need not run to reject it.
pub(crate) fn surely_rejects(grammar: Grammar, listing: Listing, input: &str) -> bool {
    input.len() > LONG_INPUT && crate::diagnose::dies_before_end(grammar, listing, input)
}

/// The error of an input that every listing of `grammar` rejects (the
/// DFAs, or pest where they leave a production to it): the input copied,
/// diagnosed ([`diagnosis`]) only when the error is first read.
pub(crate) fn rejection(grammar: Grammar, input: &str) -> ParseError {
    SyntaxError::new(grammar, None, input, diagnosis).into()
}

/// The diagnosis of an input that every listing of `grammar` rejects, or,
/// with `entry`, that entry rule of its one listing (and its production,
/// [`crate::recognize::Entry`]): the exact diagnosis, or pest's own error
/// where an automaton cannot be built (a listing that is not regular).
///
/// A listing pest accepts here gives no failure: the caller found that every
/// listing rejects the input, and a disagreement of the DFAs with pest is a
/// bug of this crate that the DFAs' tests hold against.
pub(crate) fn diagnosis(grammar: Grammar, entry: Option<(&'static str, &'static str)>, input: &str) -> Diagnosis {
    crate::diagnose::diagnose_from(grammar, entry, input).unwrap_or_else(|| {
        let tried =
            grammar.listings().iter().filter(|&&listing| entry.is_some() || !surely_rejects(grammar, listing, input));
        let failures = tried.filter_map(|&listing| match entry {
            Some((rule, _)) => attempt_rule(grammar, listing, rule, input, &Rejects).err(),
            None => attempt(grammar, listing, input, &Rejects).err(),
        });
        merge(grammar, input, failures.collect())
    })
}

/// A visitor for [`diagnosis`]'s fallback, which runs on rejected input only.
struct Rejects;

impl<'i> Visit<'i> for Rejects {
    type Out = ();
    fn visit<R: GrammarRule>(&self, _: Grammar, _: Listing, _: Pair<'i, R>) {}
}

/// Parses `input` with one listing of `grammar` (its entry rule for that
/// grammar): the visitor's output, or where it failed and what was expected.
pub(crate) fn attempt<'i, V: Visit<'i>>(
    grammar: Grammar,
    listing: Listing,
    input: &'i str,
    visitor: &V,
) -> Result<V::Out, (usize, Vec<Expected>)> {
    attempt_rule(grammar, listing, spec(listing).entry_rule(grammar), input, visitor)
}

/// Parses `input` with the rule `entry` of `listing`, which must match the whole input.
pub(crate) fn attempt_rule<'i, V: Visit<'i>>(
    grammar: Grammar,
    listing: Listing,
    entry: &str,
    input: &'i str,
    visitor: &V,
) -> Result<V::Out, (usize, Vec<Expected>)> {
    with_listing!(listing, module => {
        use module::{Parser, Rule};
        // `tests/it/grammar/overrides.rs` checks that every entry of the listing table is a rule.
        let Some(&rule) = Rule::all_rules().iter().find(|rule| rule.name() == entry) else {
            return Err((0, Vec::new()));
        };
        match Parser::parse(rule, input) {
            Ok(pairs) => Ok(visitor.visit(grammar, listing, single(pairs)?)),
            Err(e) => Err(failure(listing, e)),
        }
    }, else Err((0, Vec::new())))
}

/// The entry rule's pair, which pest yields on success.
fn single<R: pest::RuleType>(mut pairs: pest::iterators::Pairs<'_, R>) -> Result<Pair<'_, R>, (usize, Vec<Expected>)> {
    pairs.next().ok_or((0, Vec::new()))
}

/// The position and the expected productions of one listing's failure.
fn failure<R: GrammarRule>(listing: Listing, error: pest::error::Error<R>) -> (usize, Vec<Expected>) {
    let offset = match error.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((start, _)) => start,
    };
    let expected = match error.variant {
        // pest's `EOI` is the end of the input, no production of the listing.
        pest::error::ErrorVariant::ParsingError { positives, .. } => positives
            .into_iter()
            .filter(|rule| rule.name() != "EOI")
            .flat_map(|rule| productions_named(listing, rule.name()))
            .map(|rule| Expected { listing, rule, citation: citation(listing, rule) })
            .collect(),
        pest::error::ErrorVariant::CustomError { .. } => Vec::new(),
    };
    (offset, expected)
}

/// The productions an expected rule stands for. pest names a project entry
/// rule when the input fails at its first literal (an unknown scheme); the
/// user needs the listing's own top productions there instead: its wrapper
/// and its choice (`prefixedurl | url`).
fn productions_named(listing: Listing, rule: &'static str) -> Vec<&'static str> {
    let spec = spec(listing);
    let project_entry =
        project_rules(listing).any(|p| p.name == rule) && [Some(spec.entry), spec.fragment_entry].contains(&Some(rule));
    match (project_entry, spec.wrapper, spec.choice()) {
        (true, Some(wrapper), Some(choice)) => vec![wrapper, choice],
        _ => vec![rule],
    }
}

/// pest's error as a diagnosis: the furthest of the listings' failures,
/// with the productions expected there.
fn merge(grammar: Grammar, input: &str, failures: Vec<(usize, Vec<Expected>)>) -> Diagnosis {
    let furthest = failures.iter().map(|(offset, _)| *offset).max().unwrap_or(0);
    let mut expected: Vec<Expected> = Vec::new();
    for e in failures.into_iter().filter(|(offset, _)| *offset == furthest).flat_map(|(_, e)| e) {
        if !expected.contains(&e) {
            expected.push(e);
        }
    }
    Diagnosis::from_pest(grammar, input, furthest, expected)
}
