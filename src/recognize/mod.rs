//! The recognize layer: whether a listing accepts an input, and with which
//! production. The grammars' DFAs ([`dfa`]), the parser that runs a
//! listing's pest parser and turns its failure into the diagnosis's error
//! ([`parser`]), the verdict ([`verdict`]) and the paths to it ([`check`],
//! [`brief`], another production as the entry, [`entry`]), and the
//! derivation tree ([`tree`]).
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
