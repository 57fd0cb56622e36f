//! The answer of a comparison: how two languages relate, how sure that is,
//! and the strings that tell them apart.

use super::verdict::LanguageWitness;
use serde::Serialize;
use std::fmt;

/// How language A stands to language B.
///
/// ```
/// use rfc1630::study::language::Relation;
/// assert_eq!(Relation::Subset.to_string(), "subset");
/// assert_eq!(serde_json::to_string(&Relation::Overlap).unwrap(), "\"overlap\"");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Relation {
    /// The same strings.
    Equal,
    /// A is a proper subset of B: B accepts more.
    Subset,
    /// A is a proper superset of B: A accepts more.
    Superset,
    /// They share strings, and each has strings the other lacks.
    Overlap,
    /// They share no string.
    Disjoint,
    /// Not decided: the comparison was not exact (a language has no
    /// automaton, or the product outgrew its budget), and its witnesses do
    /// not prove one of the relations above. Only the witnesses are
    /// certain: a string of A that B rejects proves A no subset of B, and
    /// so on; no search that stops proves two languages equal.
    Undecided,
}

impl Relation {
    /// The relation of two languages from which of their three parts are
    /// non-empty: A's own strings, B's own, the shared ones.
    ///
    /// ```
    /// use rfc1630::study::language::Relation;
    /// assert_eq!(Relation::of(false, true, true), Relation::Subset);
    /// assert_eq!(Relation::of(true, true, false), Relation::Disjoint);
    /// assert_eq!(Relation::of(false, false, true), Relation::Equal);
    /// ```
    pub fn of(a_only: bool, b_only: bool, shared: bool) -> Relation {
        match (a_only, b_only) {
            (false, false) => Relation::Equal,
            (false, true) => Relation::Subset,
            (true, false) => Relation::Superset,
            (true, true) if shared => Relation::Overlap,
            (true, true) => Relation::Disjoint,
        }
    }

    /// The relation that witnesses prove when the comparison is not exact:
    /// [`Relation::Overlap`] where a string of each difference and a shared
    /// one were found, [`Relation::Undecided`] otherwise (no bounded search
    /// proves a subset, an equality or a disjointness).
    ///
    /// ```
    /// use rfc1630::study::language::Relation;
    /// assert_eq!(Relation::proved(true, true, true), Relation::Overlap);
    /// assert_eq!(Relation::proved(false, false, true), Relation::Undecided);
    /// assert_eq!(Relation::proved(true, false, true), Relation::Undecided);
    /// ```
    pub fn proved(a_only: bool, b_only: bool, shared: bool) -> Relation {
        if a_only && b_only && shared {
            Relation::Overlap
        } else {
            Relation::Undecided
        }
    }
}

impl fmt::Display for Relation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Relation::Equal => "equal",
            Relation::Subset => "subset",
            Relation::Superset => "superset",
            Relation::Overlap => "overlap",
            Relation::Disjoint => "disjoint",
            Relation::Undecided => "undecided",
        })
    }
}

/// Two languages compared: the relation, whether it is proved, and the
/// witnesses of each difference. Its JSON form is the `"language"` object of
/// `rfc1630 diff --json`.
///
/// `exact` is true when the relation was computed from both automata whole
/// (their product searched to the end); then `bound` is `None`. Otherwise
/// every string up to `bound` bytes was tried (the product search stopped
/// at its state budget, or a language has no automaton, and then the
/// strings that lead into either language were tried past the bound too),
/// a difference it found none of may still exist, and the relation is what
/// the witnesses prove ([`Relation::proved`]): never `equal`, `subset`,
/// `superset` or `disjoint`.
///
/// `a_only` holds strings of A that B rejects, `b_only` the reverse: first
/// the shortest ones (as many as asked, shortest first, ties in byte order),
/// then up to 8 more, one for each byte at which the two automata part (the
/// byte on which the rejecting side's automaton dies, or the end of input),
/// shortest first.
///
/// ```
/// use rfc1630::study::language::{compare, Language, Relation};
/// use rfc1630::Grammar;
/// let d = compare(&Language::of_grammar(Grammar::Url03), &Language::of_grammar(Grammar::Rfc1630Url), 3);
/// assert_eq!(d.relation, Relation::Overlap);
/// assert!(d.exact && d.bound.is_none());
/// assert!(d.b_only[0].input.starts_with("mailto:"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LanguageDiff {
    /// How A stands to B.
    pub relation: Relation,
    /// Whether the relation is proved (see above).
    pub exact: bool,
    /// The length up to which every string was tried, when not exact.
    pub bound: Option<usize>,
    /// Strings A accepts and B rejects.
    pub a_only: Vec<LanguageWitness>,
    /// Strings B accepts and A rejects.
    pub b_only: Vec<LanguageWitness>,
}
