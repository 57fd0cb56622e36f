//! Parse errors: where the input stopped matching, and which productions of
//! which listing were expected there, each with its citation.

use crate::grammar::{Grammar, Listing};
use serde::Serialize;
use std::fmt;

/// The longest input, in bytes, that is parsed at all. Longer inputs get
/// [`ParseError::TooLong`] at once, before any grammar runs. 4 MiB is far
/// above any URI in use, and keeps the cost of one parse bounded.
///
/// ```
/// use rfc1630::{parse, ParseError, MAX_INPUT_LEN};
/// let long = format!("http://h/{}", "a".repeat(MAX_INPUT_LEN));
/// assert!(matches!(parse(&long), Err(ParseError::TooLong { cap: MAX_INPUT_LEN, .. })));
/// ```
pub const MAX_INPUT_LEN: usize = 4 * 1024 * 1024;

/// Why an input is not a URI under a grammar.
///
/// ```
/// use rfc1630::{parse_with, Grammar, ParseError};
/// // RFC 1630's URL listing spells scheme names in lowercase letters (finding F5).
/// let err = parse_with(Grammar::Rfc1630Url, "HTTP://info.cern.ch/").unwrap_err();
/// assert!(matches!(&err, ParseError::Syntax(e) if e.offset == 0 && e.grammar == Grammar::Rfc1630Url));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize)]
#[serde(tag = "error", rename_all = "kebab-case")]
pub enum ParseError {
    /// The input does not match the grammar.
    #[error(transparent)]
    Syntax(#[from] SyntaxError),
    /// The input is longer than [`MAX_INPUT_LEN`]; it was not parsed.
    #[error("{grammar}: input of {len} bytes is over the {cap}-byte length cap")]
    TooLong {
        /// The grammar that was asked for.
        grammar: Grammar,
        /// The input's length in bytes.
        len: usize,
        /// [`MAX_INPUT_LEN`].
        cap: usize,
    },
    /// The input matched, but the AST builder met a rule it has no case
    /// for: a mismatch between a grammar file and the builder, a bug of this
    /// crate, never a fault of the input. [`crate::check`] accepts such an input.
    #[error("{grammar}: internal error: the AST builder met `{found}` inside `{inside}`; please report this input")]
    Internal {
        /// The grammar that was asked for.
        grammar: Grammar,
        /// The rule met (or `nothing`).
        found: &'static str,
        /// The rule being built.
        inside: &'static str,
    },
}

impl ParseError {
    /// The byte offset where the input stopped matching (0 for an input too long).
    ///
    /// ```
    /// let err = rfc1630::parse("http://info.cern.ch:80x/").unwrap_err();
    /// assert_eq!(err.offset(), 22);
    /// ```
    pub fn offset(&self) -> usize {
        match self {
            ParseError::Syntax(e) => e.offset,
            ParseError::TooLong { .. } | ParseError::Internal { .. } => 0,
        }
    }

    /// The error on one line, without the caret display.
    ///
    /// ```
    /// let err = rfc1630::parse_with(rfc1630::Grammar::Rfc1630Url, "http://a:x").unwrap_err();
    /// assert!(err.summary().starts_with("rfc1630-url: 1:10: expected"));
    /// ```
    pub fn summary(&self) -> String {
        match self {
            ParseError::Syntax(e) => e.summary(),
            ParseError::TooLong { .. } | ParseError::Internal { .. } => self.to_string(),
        }
    }
}

/// The input stopped matching at `offset`.
///
/// ```
/// use rfc1630::{parse, ParseError};
/// let ParseError::Syntax(e) = parse("http://info.cern.ch:80x/").unwrap_err() else { unreachable!() };
/// assert_eq!((e.offset, e.line, e.column), (22, 1, 23));
/// assert!(e.expected.iter().any(|x| x.rule == "EOI"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SyntaxError {
    /// The grammar that was asked for.
    pub grammar: Grammar,
    /// Byte offset of the failure.
    pub offset: usize,
    /// 1-based line of the failure.
    pub line: usize,
    /// 1-based column (in characters) of the failure.
    pub column: usize,
    /// The productions that could have matched at `offset`, most specific first.
    pub expected: Vec<Expected>,
    /// The input line holding the failure, escaped for display, with the
    /// caret's column in it (a window of it for very long lines).
    #[serde(skip)]
    pub(crate) excerpt: Excerpt,
}

/// A production that was expected at the failure position.
///
/// ```
/// use rfc1630::{parse_with, Grammar, ParseError};
/// let ParseError::Syntax(e) = parse_with(Grammar::Rfc1630Generic, "magic://a/b").unwrap_err() else { unreachable!() };
/// let xpalphas = e.expected.iter().find(|x| x.rule == "xpalphas").unwrap();
/// assert!(xpalphas.citation.starts_with("RFC 1630 p.23"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Expected {
    /// The listing the production belongs to.
    pub listing: Listing,
    /// The rule name as in the `.pest` file.
    pub rule: &'static str,
    /// The rule's citation: document, page, file line and the production as printed.
    pub citation: &'static str,
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.rule == "EOI" {
            write!(f, "end of input")
        } else if self.citation.is_empty() {
            write!(f, "{}", self.rule)
        } else {
            write!(f, "{} ({})", self.rule, self.citation)
        }
    }
}

/// The part of the input line shown under an error, and where the caret goes.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct Excerpt {
    pub(crate) text: String,
    pub(crate) caret: usize,
}

/// How many characters of context an excerpt keeps on each side of the failure.
const EXCERPT_RADIUS: usize = 60;

impl Excerpt {
    /// The line of `input` around `offset`, with control and non-ASCII
    /// characters escaped so that the caret lines up in a terminal.
    pub(crate) fn new(input: &str, offset: usize) -> Excerpt {
        let start = input[..offset].rfind('\n').map_or(0, |i| i + 1);
        let end = input[offset..].find('\n').map_or(input.len(), |i| offset + i);
        let before: Vec<char> = input[start..offset].chars().collect();
        let skip = before.len().saturating_sub(EXCERPT_RADIUS);
        let mut text = String::new();
        if skip > 0 {
            text.push('…');
        }
        for c in &before[skip..] {
            text.extend(c.escape_debug());
        }
        let caret = text.chars().count();
        let after = &input[offset..end];
        for (i, c) in after.chars().enumerate() {
            if i == EXCERPT_RADIUS {
                text.push('…');
                break;
            }
            text.extend(c.escape_debug());
        }
        Excerpt { text, caret }
    }
}

impl SyntaxError {
    pub(crate) fn new(grammar: Grammar, input: &str, offset: usize, expected: Vec<Expected>) -> SyntaxError {
        let offset = floor_char_boundary(input, offset.min(input.len()));
        let line = input[..offset].matches('\n').count() + 1;
        let line_start = input[..offset].rfind('\n').map_or(0, |i| i + 1);
        let column = input[line_start..offset].chars().count() + 1;
        SyntaxError { grammar, offset, line, column, expected, excerpt: Excerpt::new(input, offset) }
    }

    /// `grammar: line:column: expected ...` on one line.
    ///
    /// ```
    /// use rfc1630::{parse, ParseError};
    /// let ParseError::Syntax(e) = parse("http://info.cern.ch:80x/").unwrap_err() else { unreachable!() };
    /// assert_eq!(e.summary(), "rfc1630: 1:23: expected end of input");
    /// ```
    pub fn summary(&self) -> String {
        let expected = if self.expected.is_empty() {
            "unexpected input".to_string()
        } else {
            let names: Vec<String> = self.expected.iter().map(Expected::to_string).collect();
            format!("expected {}", names.join(" or "))
        };
        format!("{}: {}:{}: {expected}", self.grammar, self.line, self.column)
    }
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}", self.summary())?;
        writeln!(f, "  | {}", self.excerpt.text)?;
        write!(f, "  | {}^", " ".repeat(self.excerpt.caret))
    }
}

impl std::error::Error for SyntaxError {}

fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}
