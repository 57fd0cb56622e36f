//! The brief path: [`crate::check`], with a rejection told as a verdict
//! line or a survey bucket tells it ([`Rejection`], a [`Stop`]), read from
//! the diagnosis tables where they can say, and from the full diagnosis
//! (which runs pest only where the DFAs cannot decide) where they cannot.
//!
//! It sits above the diagnosis and the parser, which it chooses between:
//! the diagnosis itself never calls the parser.

#[cfg(feature = "study")]
use crate::diagnose::error::ParseError;
#[cfg(feature = "study")]
use crate::diagnose::rejection::stop_of;
use crate::diagnose::rejection::Rejection;
#[cfg(feature = "study")]
use crate::grammar::findings::Finding;
use crate::grammar::Grammar;
use crate::recognize::check::check_with;
use crate::recognize::verdict::Verdict;
#[cfg(feature = "study")]
use std::borrow::Cow;

/// [`crate::check`], with a rejection told as a verdict line tells it: the
/// same offset, expected set, summary, stop and finding, without deriving
/// the frames' starts, so that a mistake already met costs little more than
/// an acceptance.
///
/// ```
/// use rfc1630::{recognize::check_brief, Grammar};
/// assert_eq!(check_brief(Grammar::Rfc1630, "news:comp.infosystems.www").unwrap().to_string(), "rfc1630-url:newsaddress");
/// let brief = check_brief(Grammar::Rfc1630Url, "news:1234%zz@h").unwrap_err();
/// assert!(brief.summary.starts_with("rfc1630-url: 1:11: expected hex"), "{}", brief.summary);
/// ```
///
/// # Errors
/// A [`Rejection`] of the input: the one [`crate::check`]'s
/// [`crate::ParseError::Syntax`] (or `TooLong`) gives, naming the production the
/// diagnosis stops at and its citation.
#[allow(
    clippy::result_large_err,
    reason = "a rejection is returned once per rejected line, and boxing it would cost that line an allocation; \
              its expected set's ranges beyond ASCII took it past the lint's 128 bytes"
)]
pub fn check_brief(grammar: Grammar, input: &str) -> Result<Verdict, Rejection> {
    let rejected = || {
        crate::diagnose::brief(grammar, input)
            .unwrap_or_else(|| crate::recognize::parser::rejection(grammar, input).into())
    };
    check_with(grammar, input, rejected)
}

/// Where [`crate::study::survey`] files an input: its production and name under
/// `grammar`, or the production a rejection stops at ([`stop_of`]) and its
/// finding, each as [`check_brief`] gives them.
#[cfg(feature = "study")]
pub(crate) fn check_stop(grammar: Grammar, input: &str) -> Result<Verdict, Stop> {
    let rejected = || match crate::diagnose::stop(grammar, input) {
        Some((stop, finding)) => Stop { stop, finding },
        None => crate::recognize::parser::rejection(grammar, input).into(),
    };
    check_with(grammar, input, rejected)
}

/// A rejection as [`check_stop`] tells it.
#[cfg(feature = "study")]
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Stop {
    pub(crate) stop: Cow<'static, str>,
    pub(crate) finding: Option<&'static Finding>,
}

#[cfg(feature = "study")]
impl From<ParseError> for Stop {
    fn from(error: ParseError) -> Self {
        Stop { stop: Cow::Owned(stop_of(&error)), finding: error.finding() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every rejection of a corpus string or a catalogue URI, under every
    /// grammar, is told from a row (the table's, or one made for its way
    /// into a state without one): the exact path is a fallback no real input
    /// takes.
    #[test]
    fn every_corpus_rejection_is_told_from_a_row() {
        let inputs = crate::support::corpus_inputs::corpus_inputs();
        let mut missing = Vec::new();
        let mut rejections = 0;
        for grammar in Grammar::ALL.into_iter().chain(Grammar::PROSE) {
            // A listing that is not regular has no table: pest places its rejections, and says so.
            let regular =
                grammar.listings().iter().all(|&listing| crate::grammar::listings::nesting_rule(listing).is_none());
            for input in inputs.iter().filter(|input| crate::recognize::check::check(grammar, input).is_err()) {
                rejections += 1;
                if !regular {
                    let summary = check_brief(grammar, input).unwrap_err().summary;
                    assert!(summary.contains(crate::diagnose::PEST_FURTHEST), "{grammar} {input:?}: {summary}");
                } else if crate::diagnose::brief(grammar, input).is_none() {
                    missing.push(format!("{grammar} {input:?}"));
                }
            }
        }
        assert!(rejections > 10_000, "only {rejections} rejections");
        assert!(
            missing.is_empty(),
            "{} of {rejections} without a row: {:?}",
            missing.len(),
            &missing[..missing.len().min(20)]
        );
    }

    /// A survey files every corpus string and catalogue URI, under every
    /// grammar, where [`check_brief`] (checked against the full error by
    /// `tests/it/diagnose/brief.rs`) does.
    #[test]
    fn a_stop_is_the_brief_rejections() {
        let mut compared = 0;
        for grammar in Grammar::ALL.into_iter().chain(Grammar::PROSE) {
            for input in crate::support::corpus_inputs::corpus_inputs() {
                let brief =
                    check_brief(grammar, &input).map_err(|r| Stop { stop: Cow::Owned(r.stop), finding: r.finding });
                compared += usize::from(brief.is_err());
                assert_eq!(check_stop(grammar, &input), brief, "{grammar} {input:?}");
            }
        }
        assert!(compared > 10_000, "only {compared} rejections");
    }
}
