//! The two lines of descent and the correspondence table that follows a
//! rule from one revision to the next (`data/correspondence.tsv`, whose
//! reviewer's guide is `data/CORRESPONDENCE.md`).
//!
//! - The URL line: url4 → url7 → url-03 → RFC 1630's URL listing, and
//!   url-03 → RFC 1738 (url-03 is the draft that became RFC 1738).
//! - The generic line: RFC 1630's generic listing → RFC 1808 → RFC 2396 →
//!   RFC 2732 → RFC 3986. RFC 2732 is RFC 2396 with its section 3 applied and
//!   keeps every RFC 2396 rule name, so RFC 3986's Appendix D table, written
//!   against RFC 2396's names, is recorded on the step RFC 2732 → RFC 3986
//!   and reaches RFC 2396 → RFC 3986 by composing the two steps. RFC 3987
//!   (IRIs) branches from RFC 3986, which it extends and does not obsolete:
//!   its rules are RFC 3986's with `URI` spelled `IRI` or an `i` prefixed
//!   (`rfc3987.txt` l.366-371).
//!
//! Each line is a tree (every revision has at most one predecessor), so two
//! grammars of one line are joined by exactly one path: up from A to the
//! revision both descend from, then down to B.

use crate::Grammar;

const TABLE: &str = include_str!("../../data/correspondence.tsv");

/// Each revision with its predecessor on its line of descent: every
/// document's [`revises`](crate::documents::Document::revises) rows, the
/// documents oldest first.
///
/// ```
/// use rfc1630::study::lineage::steps;
/// use rfc1630::Grammar;
/// assert!(steps().any(|step| step == (Grammar::Url03, Grammar::Rfc1738)));
/// assert!(steps().any(|step| step == (Grammar::Rfc3986, Grammar::Rfc3987)));
/// ```
pub fn steps() -> impl Iterator<Item = (Grammar, Grammar)> {
    crate::documents::ALL.iter().flat_map(|document| document.revises.iter().copied())
}

pub use crate::documents::Line;

/// Every line of descent, in the order of the documents that start them
/// (the URL line first).
///
/// ```
/// let names: Vec<_> = rfc1630::study::lineage::lines().map(|line| line.name).collect();
/// assert_eq!(names, ["URL line", "generic line"]);
/// ```
pub fn lines() -> impl Iterator<Item = &'static Line> {
    crate::documents::ALL.iter().flat_map(|document| document.lines)
}

/// The line a grammar is on: the one that starts at the first revision its
/// predecessors lead back to. The default grammar `rfc1630` is the union of
/// two listings, one on each line, so it is on neither; so are the opt-in
/// prose grammars.
///
/// ```
/// use rfc1630::study::lineage::line_of;
/// use rfc1630::Grammar;
/// assert_eq!(line_of(Grammar::Rfc1738).unwrap().first, Grammar::Url4);
/// assert_eq!(line_of(Grammar::Rfc3986).unwrap().first, Grammar::Rfc1630Generic);
/// assert_eq!(line_of(Grammar::Rfc1630), None);
/// assert_eq!(line_of(Grammar::Url7Prose), None);
/// ```
pub fn line_of(grammar: Grammar) -> Option<&'static Line> {
    let mut first = grammar;
    while let Some(earlier) = predecessor(first) {
        first = earlier;
    }
    lines().find(|line| line.first == first)
}

fn predecessor(grammar: Grammar) -> Option<Grammar> {
    steps().find(|&(_, to)| to == grammar).map(|(from, _)| from)
}

/// One step of a path between two revisions: `from` → `to`, taken forward
/// (`from` is `to`'s predecessor) or backward.
///
/// ```
/// use rfc1630::study::lineage::{path, Step};
/// use rfc1630::Grammar::{Rfc3986, Rfc2732};
/// assert_eq!(path(Rfc3986, Rfc2732).unwrap(), [Step { from: Rfc3986, to: Rfc2732, forward: false }]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Step {
    /// The revision the step starts from.
    pub from: Grammar,
    /// The revision it reaches.
    pub to: Grammar,
    /// Whether `from` is the predecessor of `to` (false: a step back in time).
    pub forward: bool,
}

/// The steps from `a` to `b` along their line: up to the revision both
/// descend from, then down. `None` when they are not on one line; empty when
/// `a == b`.
///
/// ```
/// use rfc1630::study::lineage::path;
/// use rfc1630::Grammar::*;
/// let p = path(Rfc1630Url, Rfc1738).unwrap();
/// assert_eq!(p.iter().map(|s| (s.from, s.to, s.forward)).collect::<Vec<_>>(),
///            [(Rfc1630Url, Url03, false), (Url03, Rfc1738, true)]);
/// assert_eq!(path(Rfc2396, Rfc3986).unwrap().len(), 2);
/// assert!(path(Url4, Rfc3986).is_none());
/// ```
pub fn path(a: Grammar, b: Grammar) -> Option<Vec<Step>> {
    if line_of(a)? != line_of(b)? {
        return None;
    }
    let ancestors = |mut g: Grammar| {
        let mut chain = vec![g];
        while let Some(p) = predecessor(g) {
            chain.push(p);
            g = p;
        }
        chain
    };
    let (up, down) = (ancestors(a), ancestors(b));
    let common = *up.iter().find(|g| down.contains(g))?;
    let mut steps: Vec<Step> =
        up.windows(2).take_while(|w| w[0] != common).map(|w| Step { from: w[0], to: w[1], forward: false }).collect();
    let mut descent: Vec<Step> =
        down.windows(2).take_while(|w| w[0] != common).map(|w| Step { from: w[1], to: w[0], forward: true }).collect();
    descent.reverse();
    steps.extend(descent);
    Some(steps)
}

/// One row of the correspondence table: `rule` of revision `from` is
/// continued by `successor` of revision `to`, for `reason`.
///
/// ```
/// let rows = rfc1630::study::lineage::correspondence();
/// let http = rows.iter().find(|r| r.rule == "httpaddress").unwrap();
/// assert_eq!((http.successor.as_str(), http.to), ("httpurl", rfc1630::Grammar::Rfc1738));
/// assert!(http.reason.contains("l.463"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Correspondence {
    /// The earlier revision.
    pub from: Grammar,
    /// Its rule (pest spelling: `-` written `_`).
    pub rule: String,
    /// The next revision on the line.
    pub to: Grammar,
    /// The rule that continues `rule` there.
    pub successor: String,
    /// Why: the lines of the documents that support the pairing.
    pub reason: String,
}

/// The rows of `data/correspondence.tsv`, in file order.
///
/// ```
/// let rows = rfc1630::study::lineage::correspondence();
/// // url-03's `xalpha` continues as two rules of RFC 1738.
/// let xalpha = rows.iter().filter(|r| r.from == rfc1630::Grammar::Url03 && r.rule == "xalpha");
/// assert_eq!(xalpha.map(|r| r.successor.as_str()).collect::<Vec<_>>(), ["uchar", "xchar"]);
/// ```
///
/// # Panics
/// When a row has not five fields or names an unknown grammar: the file is
/// part of the crate, and `tests/it/study/lineage.rs` reads every row.
pub fn correspondence() -> Vec<Correspondence> {
    let grammar = |id: &str| id.parse::<Grammar>().unwrap_or_else(|e| panic!("correspondence.tsv: {e}"));
    crate::support::tsv::fixed_rows::<5>("correspondence.tsv", TABLE)
        .into_iter()
        .map(|[from, rule, to, successor, reason]| Correspondence {
            from: grammar(from),
            rule: rule.to_string(),
            to: grammar(to),
            successor: successor.to_string(),
            reason: crate::support::tsv::unescape(reason),
        })
        .collect()
}
