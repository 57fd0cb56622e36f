#![doc = include_str!("../README.md")]
#![deny(missing_docs)]

pub mod appendix_d;
mod ast;
mod brief;
mod build;
pub mod compare;
pub mod conformance;
mod conversions;
#[cfg(test)]
mod corpus_inputs;
#[cfg(test)]
mod derived;
mod dfa;
mod diagnose;
pub mod diff;
pub mod encoding;
mod entry;
pub mod equivalence;
#[doc = include_str!("../grammar/ERRATA.md")]
pub mod errata {}
mod error;
pub mod extract;
pub mod findings;
pub mod gopher;
pub mod grammar;
mod helpers;
pub mod lineage;
pub mod lint;
pub mod listings;
pub mod overrides;
mod parser;
#[cfg(feature = "report")]
pub mod report;
pub mod resolve;
mod rule_name;
pub mod survey;
mod tree;
pub mod tsv;
mod verdict;
pub mod workbench;

pub use ast::*;
pub use brief::check_brief;
pub use conversions::Ast;
pub use diagnose::rejection::Rejection;
pub use entry::{Entry, UnknownEntry};
pub use error::{Byte, CharClass, ExpectedSet, Frame, ParseError, RuleKind, Stack, SyntaxError, MAX_INPUT_LEN};
pub use extract::extract;
pub use grammar::{Grammar, Listing, Notation, UnknownGrammar};
pub use resolve::{resolve, ResolveError};
pub use tree::{derivation, Node};
pub use verdict::check;

/// Parses `input` with the default grammar, [`Grammar::Rfc1630`]: RFC 1630's
/// URL listing (`prefixedurl | url`, then an optional `# fragmentid`), or
/// else its generic listing (`fragmentaddress`).
///
/// # Errors
/// [`ParseError::Syntax`] gives the position and the productions expected
/// there, each with its citation (for example `port (RFC 1630 p.25, 003
/// l.1259: `port  digits`)`); [`ParseError::TooLong`] an input over
/// [`MAX_INPUT_LEN`].
///
/// ```
/// let uri = rfc1630::parse("http://info.cern.ch:8000/imaginary/test").unwrap();
/// assert_eq!(uri.verdict().to_string(), "rfc1630-url:httpaddress");
/// assert_eq!(uri.to_string(), "http://info.cern.ch:8000/imaginary/test");
///
/// let err = rfc1630::parse("http://info.cern.ch:80x/").unwrap_err();
/// assert_eq!(err.offset(), 22);
/// ```
pub fn parse(input: &str) -> Result<Uri<'_>, ParseError> {
    parse_with(Grammar::Rfc1630, input)
}

/// Parses `input` with `grammar`.
///
/// # Errors
/// As [`parse`]: the error names the grammar, the position and the expected productions.
///
/// ```
/// use rfc1630::{parse_with, Grammar};
/// // The generic listing takes any scheme, but no empty path segment (finding F1).
/// assert!(parse_with(Grammar::Rfc1630Generic, "magic:a/b/c").is_ok());
/// assert!(parse_with(Grammar::Rfc1630Generic, "magic://a/b").is_err());
/// // The URL listing has no fragment; the default grammar adds it.
/// assert!(parse_with(Grammar::Rfc1630Url, "http://h/p#f").is_err());
/// assert!(parse_with(Grammar::Rfc1630, "http://h/p#f").is_ok());
/// ```
pub fn parse_with(grammar: Grammar, input: &str) -> Result<Uri<'_>, ParseError> {
    parser::run(grammar, input, build::AstVisitor)?
        .map_err(|helpers::Unexpected { found, inside }| ParseError::Internal { grammar, found, inside })
}
