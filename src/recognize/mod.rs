//! The recognize layer: whether a listing accepts an input, and with which
//! production. The grammars' DFAs, the parser that runs a listing's pest
//! parser and turns its failure into the diagnosis's error, the
//! [`Verdict`] and the paths to it ([`check`], [`check_brief`], another
//! production as the [`Entry`]), and the derivation tree ([`derivation`]).
//!
//! ```
//! use rfc1630::recognize::{check_brief, derivation, Entry};
//! use rfc1630::Grammar;
//! assert_eq!(check_brief(Grammar::Rfc3986, "http://h:x/").unwrap_err().offset, 10);
//! let entry = Entry::new(Grammar::Rfc3986, "URI").unwrap();
//! assert!(entry.check("//h/").is_err());
//! let (_, tree) = derivation(Grammar::Rfc3986, "//h").unwrap();
//! assert_eq!((tree.text, tree.children.len()), ("//h", 1));
//! ```
//!
//! It sits above the diagnosis, which it calls for the error of a rejected
//! input; the diagnosis never calls back.

pub(crate) mod brief;
pub(crate) mod check;
pub(crate) mod dfa;
pub(crate) mod entry;
pub(crate) mod parser;
pub(crate) mod tree;
pub(crate) mod verdict;

pub use brief::check_brief;
pub use check::check;
pub use entry::{Entry, UnknownEntry};
pub use tree::{derivation, Node};
pub use verdict::Verdict;
