//! The changes made to the listings, as data: the E (errata), P (PEG
//! mechanics) and C (the default grammar's composition) rows of
//! `grammar/ERRATA.md`, one [`Override`] per row.
//!
//! A Rust table rather than a TSV or TOML file: listings, grammars and kinds
//! are the crate's own enums, so a typo in the data is a compile error, and
//! there is no file format to parse (and no parse error to handle) at run
//! time. Each document writes its rows in its folder
//! (`src/documents/<id>/grammar/overrides.rs`), and [`OVERRIDES`] gathers
//! them. `grammar/ERRATA.md` stays the page people read: its E, P and C
//! tables are written from this data by `cargo xtask generate` (each row's
//! text is its [`Row`]), and `tests/it/grammar/overrides.rs` checks that
//! every row's text names its rules and witnesses, runs every witness, and
//! fails when a rule departs from its printed production without an entry.
//!
//! Whatever must know a change reads it here, never in a `.pest` doc comment:
//! the DFA drops the lookaheads of the rules of [`Kind::Lookahead`] entries,
//! and `diff` reads a project rule as the listing rule it stands for.

use crate::grammar::{Grammar, Listing};

/// What kind of change an override is.
///
/// ```
/// let p9 = rfc1630::grammar::overrides::OVERRIDES.iter().find(|o| o.id == "P9").unwrap();
/// assert_eq!(p9.kind, rfc1630::grammar::overrides::Kind::Lookahead);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A correction of the printed listing (typo, conversion damage, missing rule): `E<n>`.
    Erratum,
    /// Tail recursion `x [ x ]` written as repetition `x+` (P1).
    Repetition,
    /// Alternatives of a choice reordered for PEG's ordered choice (P2).
    Reordering,
    /// Silent `_` and atomic `@` markers, which change the pairs, not the language (P3).
    Markers,
    /// An enumeration of letters or digits written as a range (P4).
    Ranges,
    /// The entry wrapped in `SOI ~ ... ~ EOI` (P5).
    WholeString,
    /// A lookahead (often in a project rule) that steers PEG to the derivation
    /// the listing has, and keeps the language: P6, P7, P9-P12. The DFA drops it.
    Lookahead,
    /// `[ A ] B` written as `A B | B`, so that PEG retries without the optional part (P8).
    OptionalAsChoice,
    /// A project entry rule by which a grammar of the project composes
    /// listings, and so derives strings no listing derives alone (C1). Not a
    /// PEG mechanic: the language grows, and the grammar says so.
    Composition,
}

/// A rule that is not in the listing, added by an override.
///
/// ```
/// use rfc1630::{grammar::overrides::project_rules, grammar::Listing};
/// let mailto = project_rules(Listing::Rfc1630Url).find(|p| p.name == "mailto_xalphas").unwrap();
/// assert_eq!(mailto.stands_for, Some("xalphas"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProjectRule {
    /// The rule name in the `.pest` file.
    pub name: &'static str,
    /// The listing rule it stands in for where it is used (`mailto_xalphas`
    /// for `xalphas`); `None` for a rule with no counterpart (an entry rule, a lookahead).
    pub stands_for: Option<&'static str>,
}

/// A witness input, written out or built by repetition.
///
/// ```
/// use rfc1630::grammar::overrides::WitnessInput;
/// let long = WitnessInput::Repeated { head: "http://h/", unit: "a/", times: 3 };
/// assert_eq!(long.text(), "http://h/a/a/a/");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WitnessInput {
    /// The input as written.
    Text(&'static str),
    /// `head` followed by `unit` repeated `times` times.
    Repeated {
        /// The start of the input.
        head: &'static str,
        /// The part repeated.
        unit: &'static str,
        /// How many times.
        times: usize,
    },
}

impl WitnessInput {
    /// The input string.
    ///
    /// ```
    /// use rfc1630::grammar::overrides::WitnessInput;
    /// assert_eq!(WitnessInput::Repeated { head: "http://h/", unit: "a/", times: 2 }.text(), "http://h/a/a/");
    /// ```
    ///
    /// ```
    /// use rfc1630::grammar::overrides::WitnessInput;
    /// assert_eq!(WitnessInput::Text("news:a.b/c").text(), "news:a.b/c");
    /// ```
    pub fn text(self) -> String {
        match self {
            WitnessInput::Text(text) => text.to_string(),
            WitnessInput::Repeated { head, unit, times } => format!("{head}{}", unit.repeat(times)),
        }
    }
}

/// The verdict a witness must get.
///
/// ```
/// let p9 = rfc1630::grammar::overrides::OVERRIDES.iter().find(|o| o.id == "P9").unwrap();
/// assert_eq!(p9.witnesses[0].expect, rfc1630::grammar::overrides::WitnessVerdict::Accepted("generic"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WitnessVerdict {
    /// Accepted, with this production (as [`crate::Verdict::production`]).
    Accepted(&'static str),
    /// Rejected at this byte offset.
    Rejected(usize),
}

/// An input that shows an override at work, and its verdict under a grammar.
///
/// ```
/// let p9 = rfc1630::grammar::overrides::OVERRIDES.iter().find(|o| o.id == "P9").unwrap();
/// let w = p9.witnesses[0];
/// assert_eq!(rfc1630::check(w.grammar, &w.input.text()).unwrap().production, "generic");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OverrideWitness {
    /// The grammar it is checked with.
    pub grammar: Grammar,
    /// The input.
    pub input: WitnessInput,
    /// The verdict it must get.
    pub expect: WitnessVerdict,
}

/// One change made to one or more listings: a row of `grammar/ERRATA.md`'s
/// E, P or C table.
///
/// ```
/// let p9 = rfc1630::grammar::overrides::OVERRIDES.iter().find(|o| o.id == "P9").unwrap();
/// assert!(p9.rules.contains(&"docaddress"));
/// assert_eq!(p9.project_rules.len(), 2);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Override {
    /// `E<n>` or `P<n>`, as in `grammar/ERRATA.md`.
    pub id: &'static str,
    /// The listings changed.
    pub listings: &'static [Listing],
    /// The kind of change.
    pub kind: Kind,
    /// The listing rules changed (each in at least one of `listings`).
    pub rules: &'static [&'static str],
    /// The rules added that are not in the listing.
    pub project_rules: &'static [ProjectRule],
    /// What the listing prints, where the change departs from it.
    pub printed: &'static str,
    /// Inputs that show the change, with their verdicts.
    pub witnesses: &'static [OverrideWitness],
    /// Its row of `grammar/ERRATA.md`, as a reader sees it.
    pub row: Row,
}

/// The text of an override's row of `grammar/ERRATA.md`, cell by cell, in
/// markdown: `cargo xtask generate` writes the E, P and C tables from it,
/// with the override's id and listings (and, for an erratum, what the
/// listing prints, [`Override::printed`]). A `|` is escaped there, not here.
///
/// ```
/// use rfc1630::grammar::overrides::OVERRIDES;
/// let e1 = OVERRIDES.iter().find(|o| o.id == "E1").unwrap();
/// assert_eq!(e1.row.at, Some("p.23, 003 l.1124"));
/// assert_eq!(e1.row.change, "`xpalphas  xpalpha [ xpalphas ]`");
/// let p11 = OVERRIDES.iter().find(|o| o.id == "P11").unwrap();
/// assert_eq!((p11.row.at, p11.row.rules), (Some("`rfc822.pest`"), "`sub_domain` (`rfc822.pest`)"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Row {
    /// Its place in its table, from 1. The tables keep the order they were
    /// written in, which groups rows by the listings they change and by
    /// theme rather than by any one key (E1 of url7, "the same typo as RFC
    /// 1630's generic listing", follows url4's E2).
    pub place: u16,
    /// Where the listings print what is changed, after their ids in the
    /// `listing` column: an erratum's page, file and line, or a file
    /// (P11's `rfc822.pest`); `None` where the ids say it all.
    pub at: Option<&'static str>,
    /// What is changed: an erratum's `change`, the `what` of a PEG
    /// mechanic or a composition.
    pub change: &'static str,
    /// The `where` of a PEG mechanic or a composition: the rules changed
    /// and the project rules added. Empty for an erratum, whose `verbatim`
    /// column is what the listing prints.
    pub rules: &'static str,
    /// Why: an erratum's reason, why a PEG mechanic keeps the listing's
    /// language, why a composition is made.
    pub reason: &'static str,
    /// What the witnesses show, in words.
    pub witness: &'static str,
}

impl Override {
    /// Whether this override changes `rule` (a listing or a project rule) of `listing`.
    ///
    /// ```
    /// use rfc1630::{grammar::overrides::OVERRIDES, grammar::Listing};
    /// let p10 = OVERRIDES.iter().find(|o| o.id == "P10").unwrap();
    /// assert!(p10.covers(Listing::Url7, "scheme_ialpha"));
    /// assert!(!p10.covers(Listing::Url4, "scheme_ialpha"));
    /// ```
    pub fn covers(&self, listing: Listing, rule: &str) -> bool {
        self.listings.contains(&listing)
            && (self.rules.contains(&rule) || self.project_rules.iter().any(|p| p.name == rule))
    }
}

/// Whether `rule` of `listing` has an override of kind `kind`.
///
/// ```
/// use rfc1630::grammar::overrides::{has_override, Kind};
/// use rfc1630::grammar::Listing;
/// assert!(has_override(Listing::Rfc1630Url, "login", Kind::Lookahead));
/// assert!(!has_override(Listing::Url7, "login", Kind::Lookahead));
/// ```
pub fn has_override(listing: Listing, rule: &str, kind: Kind) -> bool {
    OVERRIDES.iter().any(|o| o.kind == kind && o.covers(listing, rule))
}

/// Whether the lookaheads of `rule` only steer pest's ordered choice in
/// `listing` (an override of kind [`Kind::Lookahead`]): the compilers of the
/// automata drop them. A prose layer is compiled with its listing's files,
/// so the listing's overrides hold in it too.
///
/// ```
/// use rfc1630::grammar::overrides::lookahead_is_mechanic;
/// use rfc1630::grammar::Listing;
/// assert!(lookahead_is_mechanic(Listing::Url7Prose, "url_end"));
/// assert!(lookahead_is_mechanic(Listing::Url03Prose, "prose_end"));
/// assert!(!lookahead_is_mechanic(Listing::Url7, "prose_end"));
/// ```
pub fn lookahead_is_mechanic(listing: Listing, rule: &str) -> bool {
    has_override(listing, rule, Kind::Lookahead) || has_override(listing.base(), rule, Kind::Lookahead)
}

/// The project rules of `listing`, from every override that adds one.
///
/// ```
/// use rfc1630::{grammar::overrides::project_rules, grammar::Listing};
/// let url7: Vec<_> = project_rules(Listing::Url7).map(|p| (p.name, p.stands_for)).collect();
/// assert!(url7.contains(&("scheme_ialpha", Some("ialpha"))));
/// assert!(url7.contains(&("url_end", None)));
/// ```
pub fn project_rules(listing: Listing) -> impl Iterator<Item = &'static ProjectRule> {
    OVERRIDES.iter().filter(move |o| o.listings.contains(&listing)).flat_map(|o| o.project_rules)
}

use WitnessVerdict::Accepted;

/// A witness written out.
pub(crate) const fn text(grammar: Grammar, input: &'static str, expect: WitnessVerdict) -> OverrideWitness {
    OverrideWitness { grammar, input: WitnessInput::Text(input), expect }
}

/// `http://h/` followed by 100 000 segments `a/`, an `httpaddress`: a long input that a recursive form would overflow on (P1).
pub(crate) const fn long_path(grammar: Grammar) -> OverrideWitness {
    OverrideWitness {
        grammar,
        input: WitnessInput::Repeated { head: "http://h/", unit: "a/", times: 100_000 },
        expect: Accepted("httpaddress"),
    }
}

/// A project rule, and the listing rule it stands for.
pub(crate) const fn project(name: &'static str, stands_for: Option<&'static str>) -> ProjectRule {
    ProjectRule { name, stands_for }
}

/// Every override, in the order of `grammar/ERRATA.md`'s E, P and C tables:
/// each document's `OVERRIDES` (`src/documents/<id>/grammar/overrides.rs`),
/// gathered from the registry's rows (`for_each_document!`)
/// and put in their tables' order at compile time, by [`Row::place`]. The
/// build of every document fails where a table's places are not 1, 2, 3
/// and so on, each once. A build holds the overrides of its documents'
/// listings (`gated_override!`: the default features, every one).
///
/// An override lives in the folder of the oldest document whose listing it
/// changes (P3 of url-03, url7 and url4 with url4, P11 of RFC 1630's URL
/// listing and url-03 with url-03), as a finding does ([`crate::grammar::findings`]).
///
/// ```
/// use rfc1630::grammar::overrides::{Kind, OVERRIDES};
/// assert!(OVERRIDES.iter().all(|o| (o.kind == Kind::Erratum) == o.id.starts_with('E')));
/// assert!(OVERRIDES.iter().all(|o| (o.kind == Kind::Composition) == o.id.starts_with('C')));
/// assert_eq!((OVERRIDES[0].id, OVERRIDES[0].row.place), ("E1", 1));
/// ```
pub static OVERRIDES: &[Override] = &IN_TABLE_ORDER;

/// An override of a document's `OVERRIDES`, built where the document of
/// one of its `listings` is (RFC 1630's listing, for url-03's P11 on
/// `rfc1630-url`), and left out of a build without any of them.
macro_rules! gated_override {
    (Override { id: $id:literal, listings: &[$(L::$listing:ident),+ $(,)?], $($field:tt)* }) => {
        $crate::grammar::built_with!(@features [] [$($listing)+] (Override { id: $id, listings: &[$(L::$listing),+], $($field)* }))
    };
}
pub(crate) use gated_override;

/// The overrides of each document, oldest document first.
macro_rules! by_document {
    (() $(#[cfg(feature = $feature:literal)] $grammar:ident => $module:ident),* $(,)?) => {
        const BY_DOCUMENT: &[&[Override]] = &[$(crate::documents::$module::grammar::overrides::OVERRIDES),*];
    };
}
crate::grammar::for_each_document!(by_document);

static IN_TABLE_ORDER: [Override; count(BY_DOCUMENT)] = in_table_order(BY_DOCUMENT);

/// How many overrides the documents hold together.
const fn count(documents: &[&[Override]]) -> usize {
    let (mut total, mut i) = (0, 0);
    while i < documents.len() {
        total += documents[i].len();
        i += 1;
    }
    total
}

/// The table an override's row is in: E, P or C, in the page's order.
const fn table(kind: Kind) -> usize {
    match kind {
        Kind::Erratum => 0,
        Kind::Composition => 2,
        _ => 1,
    }
}

/// Where a row stands in [`OVERRIDES`]: its table, then its place in it.
const fn key(o: &Override) -> (usize, u16) {
    (table(o.kind), o.row.place)
}

/// The documents' overrides in one array, in the order of their tables.
const fn in_table_order<const N: usize>(documents: &[&[Override]]) -> [Override; N] {
    // What the array holds before each slot is filled (every one is): a
    // build without a document has no override to start it with.
    const UNFILLED: Override = Override {
        id: "",
        listings: &[],
        kind: Kind::Erratum,
        rules: &[],
        project_rules: &[],
        printed: "",
        witnesses: &[],
        row: Row { place: 0, at: None, change: "", rules: "", reason: "", witness: "" },
    };
    let mut out = [UNFILLED; N];
    let (mut filled, mut d) = (0, 0);
    while d < documents.len() {
        let mut i = 0;
        while i < documents[d].len() {
            // Insertion: the rows placed so far stay in order.
            let (table, place) = key(&documents[d][i]);
            let mut at = filled;
            while at > 0
                && (key(&out[at - 1]).0 > table || (key(&out[at - 1]).0 == table && key(&out[at - 1]).1 > place))
            {
                out[at] = out[at - 1];
                at -= 1;
            }
            out[at] = documents[d][i];
            filled += 1;
            i += 1;
        }
        d += 1;
    }
    // Each table's places run 1, 2, 3 and so on: no row is missing or
    // twice. A build without some document lacks its rows, so only the
    // build of every document (the feature `all-documents`, on by default)
    // can tell.
    let every_document = cfg!(feature = "all-documents");
    let mut i = 0;
    while every_document && i < N {
        let expected = if i > 0 && key(&out[i - 1]).0 == key(&out[i]).0 { key(&out[i - 1]).1 + 1 } else { 1 };
        assert!(key(&out[i]).1 == expected, "the places of an ERRATA.md table run 1, 2, 3 and so on");
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each document's grammar and its overrides, oldest first.
    macro_rules! documents {
        (() $(#[cfg(feature = $feature:literal)] $grammar:ident => $module:ident),* $(,)?) => {
            [$((Grammar::$grammar, crate::documents::$module::grammar::overrides::OVERRIDES)),*]
        };
    }

    /// An override lives with the oldest document whose listing it changes
    /// ([`OVERRIDES`]).
    #[test]
    fn every_override_lives_with_the_oldest_document_it_changes() {
        let documents = crate::grammar::for_each_document!(documents);
        let name = |grammar: Grammar| grammar.listings()[0].document();
        let place = |listing: &Listing| documents.iter().position(|&(grammar, _)| name(grammar) == listing.document());
        let mut homed = 0;
        for &(grammar, overrides) in &documents {
            for o in overrides {
                let oldest = o.listings.iter().filter_map(place).min().expect("an override changes a listing");
                assert_eq!(documents[oldest].0, grammar, "{} of {:?}", o.id, o.listings);
                homed += 1;
            }
        }
        assert_eq!(homed, OVERRIDES.len());
    }
}
