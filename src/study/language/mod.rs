//! Two languages compared exactly: equal, narrower, wider, overlapping or
//! disjoint, with the shortest strings that tell them apart.
//!
//! A language is a grammar's (the union of its listings' entries) or one
//! rule's, of a grammar id or a `.pest` file ([`Language`]). [`compare`]
//! builds each one's dense DFA from the rule's exact regular form, searches
//! their product breadth-first from the anchored start states, and reads
//! membership off the end-of-input transition: an input that leads A to an
//! accepting state and B to a rejecting one is a witness of A's own strings.
//! The answer ([`LanguageDiff`]) is a relation, whether it is exact, the
//! bound it rests on when not, and the witnesses of each difference, each
//! with both verdicts ([`LanguageWitness`], [`Judgement`]).
//!
//! Memory is bounded: the product stops at a budget of pairs of states, and
//! then the answer holds only for inputs up to the depth searched (printed as
//! its bound, never exact). A language with no automaton (a user's
//! recursive rule) is compared by enumerating every string over the
//! grammars' characters up to a length, checked by the workbench: its bound
//! is printed too.
//!
//! A finding that says one grammar accepts what another does not gets its
//! shortest witness here too ([`shortest_faults`]): the shortest string with
//! the same fault as the finding's own witness.

pub(crate) mod automaton;
mod bounded;
pub(crate) mod document;
pub(crate) mod earley;
pub(crate) mod expected;
mod fault;
mod operand;
mod product;
mod readable;
mod relation;
mod verdict;

pub use fault::{shortest_faults, ShortestFault};
pub use operand::{compare, compare_with, Language, LanguageError};
pub use readable::readable;
pub use relation::{LanguageDiff, Relation};
pub use verdict::{Judgement, LanguageWitness};
