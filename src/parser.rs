//! Running a grammar: the length cap, the listings a grammar tries in order,
//! and the translation of pest's errors into [`SyntaxError`]s.

use crate::error::{Expected, ParseError, SyntaxError, MAX_INPUT_LEN};
use crate::grammar::{Grammar, Listing};
use crate::listings::{citation, rfc1630_generic, rfc1630_url, url4, url7, url_03, GrammarRule};
use pest::iterators::Pair;
use pest::Parser as _;

/// What to make of a successful parse: called with the entry rule's pair.
pub(crate) trait Visit<'i> {
    type Out;
    fn visit<R: GrammarRule>(&self, grammar: Grammar, listing: Listing, entry: Pair<'i, R>) -> Self::Out;
}

/// Parses `input` with `grammar`, trying its listings in order, and hands the
/// first match to `visitor`.
///
/// When every listing fails, the error is the one that got furthest into the
/// input; on a tie the expected productions of all of them are listed, URL
/// listing first. This is the choice for the default grammar, which tries two
/// listings: the furthest failure is the one nearest to what the writer meant.
pub(crate) fn run<'i, V: Visit<'i>>(grammar: Grammar, input: &'i str, visitor: V) -> Result<V::Out, ParseError> {
    if input.len() > MAX_INPUT_LEN {
        return Err(ParseError::TooLong { grammar, len: input.len(), cap: MAX_INPUT_LEN });
    }
    let mut failures: Vec<(usize, Vec<Expected>)> = Vec::new();
    for &listing in grammar.listings() {
        match attempt(grammar, listing, input, &visitor) {
            Ok(out) => return Ok(out),
            Err(failure) => failures.push(failure),
        }
    }
    Err(crate::diagnose::diagnose(grammar, input).unwrap_or_else(|| merge(grammar, input, failures)).into())
}

/// Parses `input` with one listing of `grammar` (its entry rule for that
/// grammar): the visitor's output, or where it failed and what was expected.
pub(crate) fn attempt<'i, V: Visit<'i>>(
    grammar: Grammar,
    listing: Listing,
    input: &'i str,
    visitor: &V,
) -> Result<V::Out, (usize, Vec<Expected>)> {
    macro_rules! entry {
        ($module:ident, $rule:expr) => {{
            use $module::{Parser, Rule};
            match Parser::parse($rule, input) {
                Ok(pairs) => Ok(visitor.visit(grammar, listing, single(pairs))),
                Err(e) => Err(failure(listing, e)),
            }
        }};
    }
    match listing {
        Listing::Rfc1630Url if grammar == Grammar::Rfc1630 => entry!(rfc1630_url, Rule::url_fragment_entry),
        Listing::Rfc1630Url => entry!(rfc1630_url, Rule::url_entry),
        Listing::Rfc1630Generic => entry!(rfc1630_generic, Rule::fragmentaddress),
        Listing::Url03 => entry!(url_03, Rule::url_entry),
        Listing::Url7 => entry!(url7, Rule::fragmentaddress),
        Listing::Url4 => entry!(url4, Rule::anchoraddress),
    }
}

fn single<R: pest::RuleType>(mut pairs: pest::iterators::Pairs<'_, R>) -> Pair<'_, R> {
    pairs.next().expect("pest yields the entry rule's pair on success")
}

/// The position and the expected productions of one listing's failure.
fn failure<R: GrammarRule>(listing: Listing, error: pest::error::Error<R>) -> (usize, Vec<Expected>) {
    let offset = match error.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((start, _)) => start,
    };
    let expected = match error.variant {
        pest::error::ErrorVariant::ParsingError { positives, .. } => positives
            .into_iter()
            .flat_map(|rule| productions_named(rule.name()))
            .map(|rule| Expected { listing, rule, citation: citation(listing, rule) })
            .collect(),
        pest::error::ErrorVariant::CustomError { .. } => Vec::new(),
    };
    (offset, expected)
}

/// The productions an expected rule stands for. pest names a project entry
/// rule when the input fails at its first literal (an unknown scheme); the
/// user needs the listing's own top productions there instead.
fn productions_named(rule: &'static str) -> Vec<&'static str> {
    match rule {
        "url_entry" | "url_fragment_entry" => vec!["prefixedurl", "url"],
        rule => vec![rule],
    }
}

fn merge(grammar: Grammar, input: &str, failures: Vec<(usize, Vec<Expected>)>) -> SyntaxError {
    let furthest = failures.iter().map(|(offset, _)| *offset).max().unwrap_or(0);
    let mut expected: Vec<Expected> = Vec::new();
    for e in failures.into_iter().filter(|(offset, _)| *offset == furthest).flat_map(|(_, e)| e) {
        if !expected.contains(&e) {
            expected.push(e);
        }
    }
    SyntaxError::from_pest(grammar, input, furthest, expected)
}
