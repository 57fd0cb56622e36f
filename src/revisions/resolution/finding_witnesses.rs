//! The resolutions that show the resolution findings of
//! [`crate::grammar::findings`] (F34-F39): what a document's resolution
//! gives for a base and a reference where its algorithm, grammar and
//! examples disagree. Each document lists its own in its operations;
//! `tests/it/revisions/resolution/by_revision.rs` resolves each one.

use super::rejection::Role;
use crate::grammar::Grammar;

/// What a witness resolves to.
///
/// ```
/// use rfc1630::revisions::resolution::finding_witnesses::Gives;
/// assert_ne!(Gives::Target("http:g"), Gives::Target("http://a/b/c/g"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Gives {
    /// This target.
    Target(&'static str),
    /// The grammar rejects this input at this byte.
    Rejected(Role, usize),
    /// This target, from an algorithm that parses the reference its own
    /// way, while the grammar rejects the reference at this byte
    /// ([`crate::revisions::resolution::Resolution::grammar_rejects`]).
    TargetGrammarRejects(&'static str, usize),
}

/// A base and a reference under one document's resolution, and what they give.
///
/// ```
/// use rfc1630::revisions::resolution::finding_witnesses::all;
/// assert!(all().iter().any(|(_, w)| w.finding == "F34"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResolutionWitness {
    /// The finding's id.
    pub finding: &'static str,
    /// The base.
    pub base: &'static str,
    /// The reference.
    pub reference: &'static str,
    /// What the document's resolution gives.
    pub gives: Gives,
}

/// The base of RFC 2396's Appendix C and RFC 3986's §5.4, where most
/// witnesses resolve.
pub(crate) const BASE: &str = "http://a/b/c/d;p?q";

/// Every resolution witness, with the grammar of the document whose
/// resolution gives it: the documents oldest first, each in finding order.
///
/// ```
/// use rfc1630::revisions::resolution::finding_witnesses::{all, Gives};
/// let (grammar, f38) = all().into_iter().find(|(_, w)| w.finding == "F38").unwrap();
/// assert_eq!(f38.gives, Gives::Target("http:g"));
/// assert_eq!(rfc1630::resolve(grammar, f38.base, f38.reference).unwrap().target, "http:g");
/// ```
pub fn all() -> Vec<(Grammar, &'static ResolutionWitness)> {
    macro_rules! resolution_witnesses {
        (() $(#[cfg(feature = $feature:literal)] $grammar:ident => $module:ident),* $(,)?) => {
            [$(#[cfg(feature = $feature)] (Grammar::$grammar, $crate::documents::$module::operations::OPERATIONS.finding_witnesses)),*]
        };
    }
    let by_document: &[(Grammar, &[ResolutionWitness])] = &crate::grammar::for_each_document!(resolution_witnesses);
    by_document.iter().copied().flat_map(|(grammar, witnesses)| witnesses.iter().map(move |w| (grammar, w))).collect()
}
