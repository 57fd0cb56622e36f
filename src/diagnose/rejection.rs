//! A rejection as `check` prints it and `survey` counts it: the offset,
//! the expected set, the one-line summary, the production the diagnosis
//! stops at and the finding, without the frames' starts.
//!
//! Those starts are positions of the input, and deriving them costs a
//! `pest_vm` run per stack; everything else a one-line verdict shows is a
//! function of the states the listings' diagnosis DFAs stop in, and is read
//! from tables prebuilt per state (`src/diagnose/table.rs`). So
//! [`check_brief`](crate::recognize::check_brief) answers a rejection with one DFA
//! walk per listing and a lookup, and the full error ([`crate::check`], [`crate::parse_with`]),
//! for the rendering and the JSON, is derived only where it is asked for.
//!
//! The *stop* of a rejection is the production its diagnosis stops at
//! ([`stop_of`]): the key a survey counts rejections by, and the one a
//! brief rejection names. It is the diagnosis's concept, so it lives here,
//! beneath the parser and the survey that both use it; the survey
//! re-exports it under its public path (`rfc1630::study::survey::stop_of`).

use crate::diagnose::error::{ExpectedSet, ParseError, Stack};
use crate::grammar::findings::Finding;

/// What [`check_brief`](crate::recognize::check_brief) says of a rejected input: the
/// parts of a [`ParseError`] that a verdict line and a survey bucket show,
/// each equal to what the full error gives.
///
/// ```
/// use rfc1630::{check, recognize::check_brief, Grammar, diagnose::Rejection};
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
        let expected = error.expected().cloned();
        Rejection { offset, expected, summary, stop, finding }
    }
}

/// The stop of an input rejected because it is over
/// [`MAX_INPUT_LEN`](crate::diagnose::MAX_INPUT_LEN).
pub const OVER_LENGTH_CAP: &str = "(over the length cap)";
/// The stop of a rejection whose diagnosis names no production.
pub const NO_PRODUCTION: &str = "(no production)";

/// The production at which the diagnosis of `error` stops, as
/// `listing:production`: the one its [reason](crate::diagnose::SyntaxError::reason)
/// names first (of the first alternative alive at the offset, the production
/// that begins there, else the innermost production in progress, so that
/// `http://h:x` stops at `port`, not at `hostport`); [`OVER_LENGTH_CAP`] and
/// [`NO_PRODUCTION`] otherwise.
///
/// ```
/// use rfc1630::study::survey::stop_of;
/// use rfc1630::{check, Grammar};
/// let error = check(Grammar::Rfc1630Url, "http://info.cern.ch:80x/").unwrap_err();
/// assert_eq!(stop_of(&error), "rfc1630-url:port");
/// ```
pub fn stop_of(error: &ParseError) -> String {
    match error {
        ParseError::Syntax(syntax) => stop_name(syntax.stacks()),
        ParseError::TooLong { .. } => OVER_LENGTH_CAP.to_string(),
        ParseError::Internal { grammar, inside, .. } => format!("{grammar}:{inside}"),
        ParseError::DocumentNotBuilt(not_built) => not_built.to_string(),
    }
}

/// [`stop_of`] a syntax error with these stacks.
pub(crate) fn stop_name(stacks: &[Stack]) -> String {
    crate::diagnose::error::stop_frame(stacks)
        .map_or_else(|| NO_PRODUCTION.to_string(), |frame| format!("{}:{}", frame.listing, frame.production()))
}
