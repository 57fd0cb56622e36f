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
pub use build::{parse, parse_with};
pub use conversions::Ast;
pub use diagnose::rejection::Rejection;
pub use entry::{Entry, UnknownEntry};
pub use error::{Byte, CharClass, ExpectedSet, Frame, ParseError, RuleKind, Stack, SyntaxError, MAX_INPUT_LEN};
pub use extract::extract;
pub use grammar::{Grammar, Listing, Notation, UnknownGrammar};
pub use resolve::{resolve, ResolveError};
pub use tree::{derivation, Node};
pub use verdict::check;
