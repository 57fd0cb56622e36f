//! The validation path: a verdict without building the typed AST.

use crate::grammar::listings::{spec, GrammarRule, Productions};
use crate::grammar::spelling::document_spelling;
use crate::grammar::{Grammar, Listing};
use crate::recognize::parser::{run, Visit};
use crate::recognize::verdict::Verdict;
use crate::ParseError;
use pest::iterators::Pair;

/// Checks `input` against `grammar` without building the typed AST.
///
/// An accepted input is recognised by a DFA compiled from the grammar files
/// (see `src/recognize/dfa.rs`), and so is most rejected input; pest runs
/// where the DFA leaves a production to it. A rejection costs that walk and
/// the error value, which copies the input: the diagnosis (offset, expected
/// set, stacks, finding) is made when the error is first read, and is the
/// one [`crate::parse_with`] gives. Where each rejection is read, as a
/// verdict line or a survey reads it, [`crate::recognize::check_brief`]
/// gives its offset, expected set, summary and finding from tables
/// prebuilt per DFA state, without the stacks' start positions.
///
/// # Errors
/// [`ParseError::Syntax`] names the position and the productions expected
/// there, each with its citation; [`ParseError::TooLong`] an input over
/// [`crate::diagnose::MAX_INPUT_LEN`].
///
/// ```
/// use rfc1630::{check, Grammar};
/// let verdict = check(Grammar::Rfc1630, "http://info.cern.ch:8000/imaginary/test").unwrap();
/// assert_eq!(verdict.to_string(), "rfc1630-url:httpaddress");
/// let verdict = check(Grammar::Rfc1630, "magic:a/b?c+d").unwrap();
/// assert_eq!(verdict.to_string(), "rfc1630-generic:uri");
/// assert!(check(Grammar::Rfc1630Url, "HTTP://info.cern.ch/").is_err());
/// let verdict = check(Grammar::Url7, "news:comp.infosystems.www").unwrap();
/// assert_eq!(verdict.to_string(), "url7:newsaddress");
/// let verdict = check(Grammar::Url4, "news:comp.infosystems/www").unwrap();
/// assert_eq!(verdict.to_string(), "url4:generic");
/// ```
pub fn check(grammar: Grammar, input: &str) -> Result<Verdict, ParseError> {
    check_with(grammar, input, || crate::recognize::parser::rejection(grammar, input))
}

/// [`check`], with the error of an input that the DFAs decide and reject
/// made by `rejected` (an input pest decides gets the full error, as `E`).
pub(crate) fn check_with<E: From<ParseError>>(
    grammar: Grammar,
    input: &str,
    rejected: impl FnOnce() -> E,
) -> Result<Verdict, E> {
    if let Err(not_built) = grammar.built() {
        return Err(ParseError::from(not_built).into());
    }
    if input.len() <= crate::diagnose::MAX_INPUT_LEN
        && let Some(dfa) = crate::recognize::dfa::grammar_dfa(grammar)
    {
        let matches = dfa.matches(input);
        // Most accepted inputs: the pattern's own verdict, no listing looked at.
        if let Some(verdict) = dfa.verdict(matches) {
            return Ok(verdict);
        }
        let mut decided = true;
        for &listing in grammar.listings() {
            if let Some(production) = dfa.production(listing, matches) {
                return Ok(Verdict { listing, production });
            }
            // A production the DFA leaves out is pest's to decide, before
            // the next listing is tried, when its superset matched.
            if dfa.pest_decides(listing, matches) {
                if crate::recognize::parser::surely_rejects(grammar, listing, input) {
                    continue;
                }
                decided = false;
                if let Ok(verdict) = crate::recognize::parser::attempt(grammar, listing, input, &VerdictVisitor) {
                    return Ok(verdict);
                }
            }
        }
        // Every listing decided and rejected: the diagnosis alone, pest need not run again.
        if decided {
            return Err(rejected());
        }
    }
    // Rejected (or too long): pest says where and what was expected.
    run(grammar, input, VerdictVisitor).map_err(E::from)
}

struct VerdictVisitor;

impl<'i> Visit<'i> for VerdictVisitor {
    type Out = Verdict;
    fn visit<R: GrammarRule>(&self, _: Grammar, listing: Listing, entry: Pair<'i, R>) -> Verdict {
        Verdict { listing, production: production(listing, entry) }
    }
}

/// The production an entry pair of `listing` matched: the alternative chosen
/// by the listing's choice (`url`, url4's `docaddress`), reached through its
/// wrapper (`prefixedurl`) or renaming rules (url7's `uri  url`); or, for a
/// listing of a single production (the generic `uri`), that production;
/// named in its document's spelling (`relative-ref`).
pub(crate) fn production<R: GrammarRule>(listing: Listing, entry: Pair<'_, R>) -> &'static str {
    let spec = spec(listing);
    let mut pair = entry;
    loop {
        let Some(child) = pair.into_inner().next() else {
            return "void";
        };
        let name = child.as_rule().name();
        let through = spec.wrapper == Some(name) || spec.renames.contains(&name);
        if through || spec.productions == Productions::ChoiceOf(name) {
            pair = child;
        } else {
            return document_spelling(listing, name);
        }
    }
}
