//! Which finding explains a failure: the hints of the findings
//! ([`findings::Hint`], data) matched against the productions in progress,
//! the character at the offset and the input before it, or a scheme the
//! listing has no production for.

use crate::diagnose::error::Stack;
use crate::grammar::findings::{self, Finding};
use crate::grammar::Grammar;

/// The finding whose hint matches the failure: a production in progress
/// (under the grammar of that stack's listing, or the grammar asked for)
/// and the character at the offset. Where several match, the one keyed on
/// the innermost production wins (`gcommand` before `gtype` before
/// `gopheraddress`), then the narrower ([`findings::Hint::narrowness`]: for
/// the input before the offset, then for an enclosing production), then the
/// first in id order. Matched on data only
/// ([`findings::Hint`]), never on a message.
///
/// A listing that stopped inside a scheme it has no production for is
/// matched by the scheme instead ([`Finding::unknown_schemes`]).
pub(crate) fn finding(
    grammar: Grammar,
    input: &str,
    offset: usize,
    stacks: &[Stack],
    unknown_scheme: Option<&str>,
) -> Option<&'static Finding> {
    scheme_finding(grammar, stacks, unknown_scheme).or_else(|| pick(&candidates(grammar, stacks), input, offset))
}

/// The finding of a scheme a listing has no production for
/// ([`Finding::unknown_schemes`]), under the grammar or the listing of a stack.
pub(crate) fn scheme_finding(
    grammar: Grammar,
    stacks: &[Stack],
    unknown_scheme: Option<&str>,
) -> Option<&'static Finding> {
    let scheme = unknown_scheme?;
    let listings = || stacks.iter().filter_map(|stack| stack.frames.first().map(|f| f.listing));
    unknown_schemes()
        .iter()
        .find(|&&(_, g, s)| s == scheme && (g == grammar || listings().any(|l| g.listings() == [l])))
        .map(|&(finding, ..)| finding)
}

/// Every finding's unknown schemes, in id order, in one list: few findings
/// have any, and a rejected line of `check` asks once per listing.
fn unknown_schemes() -> &'static [(&'static Finding, Grammar, &'static str)] {
    static ALL: std::sync::OnceLock<Vec<(&'static Finding, Grammar, &'static str)>> = std::sync::OnceLock::new();
    ALL.get_or_init(|| {
        let each = |finding: &'static Finding| finding.unknown_schemes.iter().map(move |&(g, s)| (finding, g, s));
        findings::ALL.iter().flat_map(each).collect()
    })
}

/// A hint that the stacks of a failure match, but for the character at the
/// offset and the input before it, with its finding.
pub(crate) type Candidate = (&'static Finding, &'static findings::Hint);

/// The hints whose grammar and productions `stacks` match, best first:
/// innermost production first, then the narrower, then the first in id
/// order. What is left to match is the input's own ([`pick`]).
pub(crate) fn candidates(grammar: Grammar, stacks: &[Stack]) -> Vec<Candidate> {
    let mut ranked: Vec<((usize, u8), Candidate)> = Vec::new();
    for stack in stacks {
        let listing = stack.frames.first().map(|frame| frame.listing);
        // Innermost first: what begins at the offset, the frames, the choice's production.
        let productions: Vec<&str> = stack
            .begins
            .iter()
            .chain(&stack.frames)
            .map(|frame| frame.rule)
            .chain(std::iter::once(stack.production))
            .collect();
        for finding in findings::ALL {
            for hint in finding.hints {
                let grammar_matches =
                    hint.grammar == grammar || listing.is_some_and(|l| hint.grammar.listings() == [l]);
                if !grammar_matches {
                    continue;
                }
                let Some(depth) = productions.iter().position(|&p| p == hint.production) else { continue };
                let enclosed = match hint.within {
                    Some(within) => productions[depth..].contains(&within),
                    None => true,
                };
                if enclosed {
                    ranked.push(((depth, hint.narrowness()), (finding, hint)));
                }
            }
        }
    }
    // Stable: among equal ranks, the first stack's, then id order.
    ranked.sort_by_key(|(rank, _)| *rank);
    ranked.into_iter().map(|(_, candidate)| candidate).collect()
}

/// The first of `candidates` that the character at `offset` and the input
/// before it match.
pub(crate) fn pick(candidates: &[Candidate], input: &str, offset: usize) -> Option<&'static Finding> {
    let found = input.get(offset..).and_then(|rest| rest.chars().next());
    candidates
        .iter()
        .find(|(_, hint)| hint.found.matches(found) && hint.fits(input, offset))
        .map(|(finding, _)| *finding)
}
