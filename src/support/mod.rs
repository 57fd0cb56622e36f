//! The support layer, beneath everything: conventions that know nothing of
//! URIs or listings. The TSV format of the data files and the corpora, the
//! alignment that the bytes of a prebuilt automaton need, a count with its
//! noun in agreement, a range of chars as the UTF-8 byte sequences a
//! byte-level pattern matches and back (the chars an automaton reads whole
//! from a state), a regular expression over bytes assembled into an NFA
//! without a regex parser, a `pest_vm` machine for a grammar read at run time
//! (the study tools'), and,
//! for tests, the strings of the corpora.

pub(crate) mod aligned;
pub(crate) mod byte_regex;
#[cfg(test)]
pub(crate) mod corpus_inputs;
pub mod counted;
pub mod tsv;
pub(crate) mod utf8_range;
pub(crate) mod viable_chars;
#[cfg(feature = "study")]
pub(crate) mod vm;
