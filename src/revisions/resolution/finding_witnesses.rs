//! The resolutions that show the resolution findings of
//! [`crate::grammar::findings`] (F34-F39): what a revision gives for a base and a
//! reference where its document's algorithm, grammar and examples
//! disagree. `tests/it/revisions/resolution/by_revision.rs` resolves each one.

use super::rejection::Role;
use super::revision::Revision;

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

/// A base and a reference under one revision, and what they give.
///
/// ```
/// use rfc1630::revisions::resolution::finding_witnesses::ALL;
/// assert!(ALL.iter().any(|w| w.finding == "F34"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResolutionWitness {
    /// The finding's id.
    pub finding: &'static str,
    /// The revision whose algorithm and grammar run.
    pub revision: Revision,
    /// The base.
    pub base: &'static str,
    /// The reference.
    pub reference: &'static str,
    /// What `Revision::resolve` gives.
    pub gives: Gives,
}

const fn witness(
    finding: &'static str,
    revision: Revision,
    base: &'static str,
    reference: &'static str,
    gives: Gives,
) -> ResolutionWitness {
    ResolutionWitness { finding, revision, base, reference, gives }
}

const BASE: &str = "http://a/b/c/d;p?q";

/// Every resolution witness, in finding order.
///
/// ```
/// use rfc1630::revisions::resolution::finding_witnesses::{Gives, ALL};
/// use rfc1630::revisions::resolution::ResolveOptions;
/// let f38 = ALL.iter().find(|w| w.finding == "F38").unwrap();
/// assert_eq!(f38.gives, Gives::Target("http:g"));
/// let target = f38.revision.resolve(ResolveOptions::default(), f38.base, f38.reference).unwrap().target;
/// assert_eq!(target, "http:g");
/// ```
pub static ALL: &[ResolutionWitness] = &[
    // C.1's `?y` is no URI-reference of RFC 2396 (nor of RFC 2732, which imports the rule);
    // the algorithm, parsing with Appendix B's expression, resolves it as C.1 prints.
    witness("F34", Revision::Rfc2396, BASE, "?y", Gives::TargetGrammarRejects("http://a/b/c/?y", 0)),
    witness("F34", Revision::Rfc2732, BASE, "?y", Gives::TargetGrammarRejects("http://a/b/c/?y", 0)),
    witness("F34", Revision::Rfc2396, BASE, "g?y", Gives::Target("http://a/b/c/g?y")),
    // C.2's printed answer: the `..` retained, step 6g's first handling.
    witness("F35", Revision::Rfc2396, BASE, "../../../g", Gives::Target("http://a/../g")),
    witness("F35", Revision::Rfc2396, BASE, "../../../../g", Gives::Target("http://a/../../g")),
    // The `/` after the authority, written where the steps read literally give `http://ag`.
    witness("F36", Revision::Rfc1808, "http://a", "g", Gives::Target("http://a/g")),
    witness("F36", Revision::Rfc2396, "http://a", "g", Gives::Target("http://a/g")),
    // §5.3 writes `//g` after `f:`; RFC 3987 §6.5 (l.1753-1757) applies the same algorithm.
    witness("F37", Revision::Rfc3986, "f:/a", ".//g", Gives::Target("f://g")),
    witness("F37", Revision::Rfc3987, "f:/a", ".//g", Gives::Target("f://g")),
    // The strict parser's answer of the two, RFC 3987's as RFC 3986's.
    witness("F38", Revision::Rfc3986, BASE, "http:g", Gives::Target("http:g")),
    witness("F38", Revision::Rfc3987, BASE, "http:g", Gives::Target("http:g")),
    // §5's base with its fragment: the empty reference inherits it (§4, l.609-610).
    witness("F39", Revision::Rfc1808, "http://a/b/c/d;p?q#f", "", Gives::Target("http://a/b/c/d;p?q#f")),
    witness("F39", Revision::Rfc1808, "http://a/b/c/d;p?q#f", "?y", Gives::Target("http://a/b/c/d;p?y")),
];
