//! The validation path: a verdict without building the typed AST.

use crate::grammar::{Grammar, Listing};
use crate::listings::{spec, GrammarRule, Productions};
use crate::parser::{run, Visit};
use crate::ParseError;
use pest::iterators::Pair;
use serde::Serialize;
use std::fmt;

/// Which listing accepted an input, and with which production.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Verdict {
    /// The listing whose entry rule matched.
    pub listing: Listing,
    /// The production that matched: for a URL listing, the alternative of
    /// `url` (`httpaddress`, `ftpaddress`, ..., also under a `url:` prefix);
    /// for url7 the alternative of `url` and for url4 that of `docaddress`
    /// (a scheme-specific one, or `generic`); for a generic listing, `uri`.
    pub production: &'static str,
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.listing, self.production)
    }
}

/// Checks `input` against `grammar` without building the typed AST.
///
/// An accepted input is recognised by a DFA compiled from the grammar files
/// (see `src/dfa.rs`); a rejected one is run through pest for the error, so
/// the error is the one [`crate::parse_with`] gives.
///
/// # Errors
/// [`ParseError::Syntax`] names the position and the productions expected
/// there, each with its citation; [`ParseError::TooLong`] an input over
/// [`crate::MAX_INPUT_LEN`].
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
    if input.len() <= crate::MAX_INPUT_LEN {
        for &listing in grammar.listings() {
            let dfa = crate::dfa::listing_dfa(listing, spec(listing).entry_rule(grammar));
            if let Some(production) = dfa.and_then(|dfa| dfa.production(input)) {
                return Ok(Verdict { listing, production });
            }
            // The productions the DFA leaves out are pest's to decide, before
            // the next listing is tried.
            if !dfa.is_some_and(|dfa| dfa.is_complete()) {
                if let Ok(verdict) = crate::parser::attempt(grammar, listing, input, &VerdictVisitor) {
                    return Ok(verdict);
                }
            }
        }
    }
    // Rejected (or too long): pest says where and what was expected.
    run(grammar, input, VerdictVisitor)
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
/// listing of a single production (the generic `uri`), that production.
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
            return name;
        }
    }
}
