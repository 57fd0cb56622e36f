//! A rejection as `check` prints it and `survey` counts it: the offset,
//! the expected set, the one-line summary, the production the diagnosis
//! stops at and the finding, without the frames' starts.
//!
//! Those starts are positions of the input, and deriving them costs a
//! `pest_vm` run per stack; everything else a one-line verdict shows is a
//! function of the states the listings' diagnosis DFAs stop in, and is read
//! from tables prebuilt per state (`src/diagnose/table.rs`). So
//! [`check_brief`] answers a rejection with one DFA walk per listing and a
//! lookup, and the full error ([`crate::check`], [`crate::parse_with`]),
//! for the rendering and the JSON, is derived only where it is asked for.

use crate::findings::Finding;
use crate::survey::stop_of;
use crate::verdict::{check_with, Verdict};
use crate::{ExpectedSet, Grammar, ParseError};
use std::borrow::Cow;

/// What [`check_brief`] says of a rejected input: the parts of a
/// [`ParseError`] that a verdict line and a survey bucket show, each equal to
/// what the full error gives.
///
/// ```
/// use rfc1630::{check, check_brief, Grammar, Rejection};
/// let input = "http://info.cern.ch:80x/";
/// let brief = check_brief(Grammar::Rfc1630Url, input).unwrap_err();
/// assert_eq!((brief.offset, brief.stop.as_str()), (22, "rfc1630-url:port"));
/// assert_eq!(brief, Rejection::from(check(Grammar::Rfc1630Url, input).unwrap_err()));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rejection {
    /// [`ParseError::offset`].
    pub offset: usize,
    /// [`ParseError::expected`].
    pub expected: Option<ExpectedSet>,
    /// [`ParseError::summary`].
    pub summary: String,
    /// The production the diagnosis stops at, as `listing:production`
    /// ([`stop_of`]).
    pub stop: String,
    /// [`ParseError::finding`].
    pub finding: Option<&'static Finding>,
}

impl From<ParseError> for Rejection {
    fn from(error: ParseError) -> Self {
        let (offset, summary, stop, finding) = (error.offset(), error.summary(), stop_of(&error), error.finding());
        let expected = match error {
            ParseError::Syntax(error) => Some(*error.expected),
            ParseError::TooLong { .. } | ParseError::Internal { .. } => None,
        };
        Rejection { offset, expected, summary, stop, finding }
    }
}

/// [`crate::check`], with a rejection told as a verdict line tells it: the
/// same offset, expected set, summary, stop and finding, without deriving
/// the frames' starts, so that a mistake already met costs little more than
/// an acceptance.
///
/// ```
/// use rfc1630::{check_brief, Grammar};
/// assert_eq!(check_brief(Grammar::Rfc1630, "news:comp.infosystems.www").unwrap().to_string(), "rfc1630-url:newsaddress");
/// let brief = check_brief(Grammar::Rfc1630Url, "news:1234%zz@h").unwrap_err();
/// assert!(brief.summary.starts_with("rfc1630-url: 1:11: expected hex"), "{}", brief.summary);
/// ```
///
/// # Errors
/// A [`Rejection`] of the input: the one [`crate::check`]'s
/// [`ParseError::Syntax`] (or `TooLong`) gives, naming the production the
/// diagnosis stops at and its citation.
pub fn check_brief(grammar: Grammar, input: &str) -> Result<Verdict, Rejection> {
    let rejected =
        || crate::diagnose::brief(grammar, input).unwrap_or_else(|| crate::parser::rejection(grammar, input).into());
    check_with(grammar, input, rejected)
}

/// Where [`crate::survey`] files an input: its production and name under
/// `grammar`, or the production a rejection stops at ([`stop_of`]) and its
/// finding, each as [`check_brief`] gives them.
pub(crate) fn check_stop(grammar: Grammar, input: &str) -> Result<Verdict, Stop> {
    let rejected = || match crate::diagnose::stop(grammar, input) {
        Some((stop, finding)) => Stop { stop, finding },
        None => crate::parser::rejection(grammar, input).into(),
    };
    check_with(grammar, input, rejected)
}

/// A rejection as [`check_stop`] tells it.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Stop {
    pub(crate) stop: Cow<'static, str>,
    pub(crate) finding: Option<&'static Finding>,
}

impl From<ParseError> for Stop {
    fn from(error: ParseError) -> Self {
        Stop { stop: Cow::Owned(stop_of(&error)), finding: error.finding() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A survey files every corpus string and catalogue URI, under every
    /// grammar, where [`check_brief`] (checked against the full error by
    /// `tests/brief.rs`) does.
    #[test]
    fn a_stop_is_the_brief_rejections() {
        let mut compared = 0;
        for grammar in Grammar::ALL.into_iter().chain(Grammar::PROSE) {
            for input in crate::corpus_inputs::corpus_inputs() {
                let brief =
                    check_brief(grammar, &input).map_err(|r| Stop { stop: Cow::Owned(r.stop), finding: r.finding });
                compared += usize::from(brief.is_err());
                assert_eq!(check_stop(grammar, &input), brief, "{grammar} {input:?}");
            }
        }
        assert!(compared > 10_000, "only {compared} rejections");
    }
}
