#![doc = include_str!("../README.md")]
#![warn(missing_docs)]

mod error;
pub mod grammar;
pub mod listings;
mod parser;
pub mod resolve;
mod verdict;

pub use error::{Expected, ParseError, SyntaxError, MAX_INPUT_LEN};
pub use grammar::{Grammar, Listing, UnknownGrammar};
pub use resolve::{resolve, ResolveError};
pub use verdict::{check, Verdict};
