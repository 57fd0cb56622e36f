//! The findings: where a listing disagrees with its own document's prose or
//! examples, as data.
//!
//! The grammars keep each listing as printed (`grammar/ERRATA.md`); what the
//! listing and its document say differently is reported here, one [`Finding`]
//! per disagreement. Each finding quotes both sides with their citations,
//! gives witness inputs with the verdict every grammar concerned returns, and
//! a [`Hint`] key — the production in progress and the character at the
//! rejection offset — by which a rejection can be matched to it. The tables in
//! `grammar/ERRATA.md` and `docs/findings.md` are rendered from [`ALL`] by
//! `cargo xtask generate`.
//!
//! The data is typed `static` tables rather than a data file: the grammars
//! are [`Grammar`] values and the hint keys [`Found`] values, so a typo is a
//! compile error, nothing is parsed at run time and no lookup can fail.
//!
//! Each finding is written in the folder of its home document
//! (`src/documents/<id>/grammar/findings.rs`, its `FINDINGS`), and [`ALL`]
//! gathers them from the registry's rows, in id order. The home of a finding
//! is the oldest document whose listing it concerns (its [`Finding::grammars`];
//! the registry lists the documents oldest first), so that a finding that
//! RFC 1630 shares with a draft (F1: the generic and URL listings and url-03)
//! lives with the draft, the first to print the listing. One exception: RFC
//! 1630's folder is named as the crate is, and so is counted among the
//! engine's files, which name no other document; a finding of RFC 1630's
//! listings alone that names another document (F25, whose witness gives
//! url7's verdict) lives with the oldest document it names. A test holds
//! every finding to its home.
//!
//! ```
//! use rfc1630::grammar::findings::{self, Found};
//! use rfc1630::Grammar;
//! let f6 = findings::get("F6").unwrap();
//! assert!(f6.grammars.contains(&Grammar::Url7));
//! // `gopher://host/` ends where a gtype was needed.
//! assert!(f6.hints.iter().any(|h| h.matches(Grammar::Url4, "gtype", None)));
//! assert_eq!(Found::Uppercase.to_string(), "an uppercase letter");
//! ```

use crate::Grammar;
use std::fmt;

/// Where a quote stands in a seed document.
///
/// ```
/// use rfc1630::grammar::findings::{get, At};
/// let cite = get("F5").unwrap().prose[0].cite;
/// assert_eq!((cite.document, cite.file), ("url-03", "002"));
/// assert!(matches!(cite.at, At::Char(_)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cite {
    /// The document as citations name it: `RFC 1630`, `url-03`, `url7`, `url4`.
    pub document: &'static str,
    /// The printed page (`p.23`), or url4's section (`§BNF syntax`).
    pub page: &'static str,
    /// The seed file's number: `003`, `002`, `004` or `001` (see
    /// `shared/seeds/README.md`); or a file of `shared/lineage/` by name (`rfc1738.txt`).
    pub file: &'static str,
    /// The line range, or for url-03 (one line) the character offset.
    pub at: At,
}

/// A position in a seed file.
///
/// ```
/// use rfc1630::grammar::findings::{get, At};
/// // RFC 1630 is cited by line, url-03 (one flattened line) by character offset.
/// assert!(matches!(get("F4").unwrap().listing[0].cite.at, At::Lines(..)));
/// assert!(matches!(get("F10").unwrap().listing[0].cite.at, At::Char(_)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum At {
    /// The 1-based lines `first..=last` of the file.
    Lines(u32, u32),
    /// The 0-based character offset where the quote starts (002 is one line).
    Char(u32),
}

impl fmt::Display for Cite {
    /// `RFC 1630 p.23, 003 l.1109`, `url-03 p.2, 002 c.2801`.
    ///
    /// ```
    /// let f1 = rfc1630::grammar::findings::get("F1").unwrap();
    /// assert_eq!(f1.listing[0].cite.to_string(), "RFC 1630 p.22, 003 l.1109");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}, {} ", self.document, self.page, self.file)?;
        match self.at {
            At::Lines(first, last) if first == last => write!(f, "l.{first}"),
            At::Lines(first, last) => write!(f, "l.{first}-{last}"),
            At::Char(offset) => write!(f, "c.{offset}"),
        }
    }
}

/// Text quoted from a seed document, whitespace runs collapsed to one space.
///
/// ```
/// let quote = rfc1630::grammar::findings::get("F8").unwrap().listing[0];
/// assert!(quote.text.starts_with("safe"));
/// assert!(quote.cite.to_string().starts_with("RFC 1630 p.26, 003 l."));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Quote {
    /// Where it is.
    pub cite: Cite,
    /// What it says.
    pub text: &'static str,
}

/// What a grammar does with a witness input.
///
/// ```
/// use rfc1630::grammar::findings::{get, Expect};
/// use rfc1630::Grammar;
/// let w = get("F10").unwrap().witnesses.iter().find(|w| w.input == "mailto:timbl@info.cern.ch").unwrap();
/// assert!(w.verdicts.contains(&(Grammar::Url03, Expect::Rejected(7))));
/// assert!(w.verdicts.contains(&(Grammar::Rfc1630Url, Expect::Accepted("mailtoaddress"))));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expect {
    /// Accepted, the verdict naming this production (`httpaddress`, `uri`, ...).
    Accepted(&'static str),
    /// Rejected at this byte offset: the end of the longest prefix that some
    /// string of the grammar's language extends.
    Rejected(usize),
}

/// A witness input and what each grammar concerned does with it.
///
/// ```
/// use rfc1630::grammar::findings::{get, Expect};
/// use rfc1630::check;
/// for witness in get("F6").unwrap().witnesses {
///     for &(grammar, expect) in witness.verdicts {
///         match expect {
///             Expect::Accepted(production) => assert_eq!(check(grammar, witness.input).unwrap().production, production),
///             Expect::Rejected(_) => assert!(check(grammar, witness.input).is_err()),
///         }
///     }
/// }
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Witness {
    /// The input.
    pub input: &'static str,
    /// The verdict of each grammar named.
    pub verdicts: &'static [(Grammar, Expect)],
}

/// The character at a rejection offset that a [`Hint`] matches.
///
/// ```
/// use rfc1630::grammar::findings::Found;
/// assert!(Found::Uppercase.matches(Some('G')));
/// assert!(Found::End.matches(None));
/// assert!(Found::Not('/').matches(Some('x')) && !Found::Not('/').matches(Some('/')));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Found {
    /// This character.
    Char(char),
    /// Any ASCII uppercase letter (the listings spell every literal in lowercase).
    Uppercase,
    /// Any character but this one, or the end: the one character the listing allows there.
    Not(char),
    /// The end of the input.
    End,
}

impl Found {
    /// Whether the character at the offset (`None` at the end of the input) is this one.
    ///
    /// ```
    /// use rfc1630::grammar::findings::Found;
    /// assert!(Found::Not(':').matches(Some('t')) && Found::Not(':').matches(None));
    /// assert!(!Found::Not(':').matches(Some(':')));
    /// assert!(Found::End.matches(None) && !Found::Char('/').matches(None));
    /// ```
    ///
    /// ```
    /// use rfc1630::grammar::findings::Found;
    /// assert!(Found::Char(':').matches(Some(':')));
    /// assert!(!Found::Char(':').matches(None));
    /// ```
    pub fn matches(self, found: Option<char>) -> bool {
        match (self, found) {
            (Found::Char(want), Some(c)) => want == c,
            (Found::Uppercase, Some(c)) => c.is_ascii_uppercase(),
            (Found::Not(other), c) => c != Some(other),
            (Found::End, None) => true,
            _ => false,
        }
    }
}

impl fmt::Display for Found {
    /// How a diagnostic names it.
    ///
    /// ```
    /// use rfc1630::grammar::findings::Found;
    /// assert_eq!(Found::Char('/').to_string(), "`/`");
    /// assert_eq!(Found::End.to_string(), "the end of input");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Found::Char(c) => write!(f, "`{c}`"),
            Found::Uppercase => f.write_str("an uppercase letter"),
            Found::Not(c) => write!(f, "anything but `{c}`"),
            Found::End => f.write_str("the end of input"),
        }
    }
}

/// The key by which a rejection is matched to a finding: under `grammar`,
/// with `production` in progress (a rule of that grammar's listing, anywhere
/// on the stack at the offset), the character at the offset is `found`, and,
/// where `before` is given, the input before the offset is exactly that, or
/// where `since` is given, the input since a bracket holds a text.
///
/// ```
/// use rfc1630::grammar::findings::get;
/// use rfc1630::Grammar;
/// let f5 = get("F5").unwrap();
/// // The prefix `URL:` stops url-03's listing at its first byte.
/// assert!(f5.hints.iter().any(|h| h.grammar == Grammar::Url03 && h.fits("URL:http://a/", 0)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hint {
    /// The grammar.
    pub grammar: Grammar,
    /// The production in progress, as the listing names it (`-` as `_`).
    pub production: &'static str,
    /// The character at the offset.
    pub found: Found,
    /// A production that must enclose `production` on the stack, where the
    /// finding concerns one scheme only (`prosperoaddress` for F19); a hint
    /// with one beats a hint without at the same production.
    pub within: Option<&'static str>,
    /// The whole input before the offset, where the finding's mechanism is
    /// one place: F10's second `:` is missing right after `mailto:`, F24's
    /// `rlogin:` is followed by the `//` no production takes. A hint with one
    /// beats any other at the same production ([`Hint::narrowness`]), and
    /// never matches a rejection elsewhere in the input (`m`, `magic:x`,
    /// `mailto::abc`).
    pub before: Option<&'static str>,
    /// A character and a text: the input from the last such character
    /// before the offset up to the offset holds the text, where the
    /// finding's mechanism is the shape of a bracketed part rather than one
    /// place: F33's IPv4 tail needs its own `:` only after a `::`, so a `.`
    /// that stops an IPv6 literal is F33's where the literal the last `[`
    /// opened holds `::` (`[::192.9.5.5]`), and no finding's where it does
    /// not (`[1.2.3.4]`, no IPv6 address at all). A hint with one ranks as
    /// one with [`Hint::within`] does.
    pub since: Option<(char, &'static str)>,
}

impl Hint {
    /// Whether a rejection under `grammar`, in `production`, at `found`
    /// (`None` at the end of the input) is this hint's.
    ///
    /// ```
    /// let f1 = rfc1630::grammar::findings::get("F1").unwrap();
    /// let generic = rfc1630::Grammar::Rfc1630Generic;
    /// assert!(f1.hints.iter().any(|h| h.matches(generic, "path", Some('/'))));
    /// ```
    ///
    /// ```
    /// use rfc1630::grammar::findings::get;
    /// use rfc1630::Grammar;
    /// let f6 = get("F6").unwrap();
    /// assert!(f6.hints.iter().any(|h| h.matches(Grammar::Url4, "gtype", None)));
    /// assert!(!f6.hints.iter().any(|h| h.matches(Grammar::Url4, "hostport", None)));
    /// ```
    pub fn matches(&self, grammar: Grammar, production: &str, found: Option<char>) -> bool {
        self.grammar == grammar && self.production == production && self.found.matches(found)
    }

    /// Whether the input before `offset` is the one the hint is for
    /// ([`Hint::before`], [`Hint::since`]); always, for a hint without either.
    ///
    /// ```
    /// use rfc1630::grammar::findings::get;
    /// use rfc1630::Grammar;
    /// let f10 = get("F10").unwrap().hints.iter().find(|h| h.grammar == Grammar::Url03).unwrap();
    /// assert!(f10.fits("mailto:timbl@info.cern.ch", 7));
    /// assert!(!f10.fits("magic:x", 2) && !f10.fits("mailto::abc", 11));
    /// // F33: a `.` after `::` in the literal, not a dotted quad in brackets.
    /// let f33 = get("F33").unwrap().hints[0];
    /// assert!(f33.fits("http://[::192.9.5.5]/ipng", 13));
    /// assert!(!f33.fits("http://[1.2.3.4]/", 9) && !f33.fits("http://a::b@[1.2.3.4]/", 14));
    /// ```
    pub fn fits(&self, input: &str, offset: usize) -> bool {
        let Some(read) = input.get(..offset) else { return false };
        let since = |(open, holds): (char, &str)| read.rfind(open).is_some_and(|at| read[at..].contains(holds));
        self.before.is_none_or(|before| read == before) && self.since.is_none_or(since)
    }

    /// How a hint ranks against others that match at the same production:
    /// one for the input before the offset ([`Hint::before`]) first, then
    /// one for an enclosing production ([`Hint::within`]) or for a
    /// bracketed part ([`Hint::since`]), then the rest.
    /// Smaller ranks first: 0, 1, 2.
    ///
    /// ```
    /// use rfc1630::grammar::findings::get;
    /// let f24 = get("F24").unwrap().hints[0]; // `rlogin:` then `/` under url7
    /// let f23 = get("F23").unwrap().hints[0]; // `/` in url7's `generic`
    /// let f1 = get("F1").unwrap().hints[0];
    /// assert!(f24.narrowness() < f23.narrowness() && f23.narrowness() < f1.narrowness());
    /// ```
    pub fn narrowness(&self) -> u8 {
        match (self.before, self.within.is_some() || self.since.is_some()) {
            (Some(_), _) => 0,
            (None, true) => 1,
            (None, false) => 2,
        }
    }
}

/// How strong a finding's evidence is: what stands against the listing.
///
/// ```
/// use rfc1630::grammar::findings::{get, Evidence};
/// assert_eq!(get("F24").unwrap().evidence, Evidence::Gap);
/// assert_eq!(Evidence::Contradiction.to_string(), "contradiction");
/// assert_eq!(get("F43").unwrap().evidence, Evidence::Retired);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Evidence {
    /// The document's own text or example says X, and its listing says not-X.
    Contradiction,
    /// The prose names a form or scheme that no production derives.
    Gap,
    /// No text of the document disagrees, but the listing rejects (or
    /// reads otherwise) what the era's software wrote.
    Observation,
    /// Reported by an erratum (an E-row of `grammar/ERRATA.md`) and no
    /// longer a finding of its own; the id stays, since ids are never
    /// reused. Its detail names the erratum.
    Folded,
    /// No longer a finding: what it reported was not a disagreement
    /// between a listing and its document (the project's own reading of
    /// the notation, a remark on a document's history, a claim no text or
    /// software of the era bears). The id stays, since ids are never
    /// reused; its detail says why it was retired and where the reading is
    /// now written, then what it said. No hint names it.
    Retired,
}

impl fmt::Display for Evidence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Evidence::Contradiction => "contradiction",
            Evidence::Gap => "gap",
            Evidence::Observation => "observation",
            Evidence::Folded => "folded",
            Evidence::Retired => "retired",
        })
    }
}

/// One disagreement between a listing and its own document.
///
/// ```
/// let f1 = rfc1630::grammar::findings::get("F1").unwrap();
/// assert!(f1.summary.contains("no empty path segment"));
/// assert!(f1.grammars.contains(&rfc1630::Grammar::Rfc1630Generic));
/// assert!(!f1.witnesses.is_empty() && !f1.listing.is_empty());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Finding {
    /// `F1`, `F2`, ...
    pub id: &'static str,
    /// The grammars whose listing the finding concerns.
    pub grammars: &'static [Grammar],
    /// How strong the evidence is: what kind of text stands against the listing.
    pub evidence: Evidence,
    /// One line, for a diagnostic's `help:` line.
    pub summary: &'static str,
    /// The finding in full, as the ERRATA table gives it.
    pub detail: &'static str,
    /// The listing's text.
    pub listing: &'static [Quote],
    /// The prose's or the examples' text (empty where the finding is
    /// between a listing's own rules).
    pub prose: &'static [Quote],
    /// Inputs that show it, with each grammar's verdict.
    pub witnesses: &'static [Witness],
    /// The rejections it explains (empty where it explains none: an
    /// acceptance, a tree, or a scheme no single character identifies).
    pub hints: &'static [Hint],
    /// The schemes whose rejection it explains, where a listing stops
    /// inside the scheme because no production has it (F24's `file`).
    pub unknown_schemes: &'static [(Grammar, &'static str)],
}

/// The finding with this id.
///
/// ```
/// assert_eq!(rfc1630::grammar::findings::get("F10").unwrap().id, "F10");
/// assert!(rfc1630::grammar::findings::get("E1").is_none());
/// ```
pub fn get(id: &str) -> Option<&'static Finding> {
    ALL.iter().find(|f| f.id == id)
}

/// RFC 822, whose notation RFC 1738, 1808 and 2396 adopt, by page and line
/// of `shared/lineage/rfc822.txt` (its pages are numbered in its footers).
pub(crate) const fn rfc822(page: &'static str, first: u32, last: u32) -> Cite {
    Cite { document: "RFC 822", page, file: "rfc822.txt", at: At::Lines(first, last) }
}

/// RFC 2373, whose Appendix B RFC 2732 imports, by page and line of `shared/lineage/rfc2373.txt`.
pub(crate) const fn rfc2373(page: &'static str, first: u32, last: u32) -> Cite {
    Cite { document: "RFC 2373", page, file: "rfc2373.txt", at: At::Lines(first, last) }
}

pub(crate) const fn quote(cite: Cite, text: &'static str) -> Quote {
    Quote { cite, text }
}

pub(crate) const fn hint(grammar: Grammar, production: &'static str, found: Found) -> Hint {
    Hint { grammar, production, found, within: None, before: None, since: None }
}

pub(crate) const fn hint_within(
    grammar: Grammar,
    production: &'static str,
    within: &'static str,
    found: Found,
) -> Hint {
    Hint { grammar, production, found, within: Some(within), before: None, since: None }
}

/// A hint for the one place right after `before` (the whole input before the offset).
pub(crate) const fn hint_after(grammar: Grammar, production: &'static str, before: &'static str, found: Found) -> Hint {
    Hint { grammar, production, found, within: None, before: Some(before), since: None }
}

/// A hint for a part that the last `open` before the offset began, where it holds `holds` ([`Hint::since`]).
pub(crate) const fn hint_since(
    grammar: Grammar,
    production: &'static str,
    (open, holds): (char, &'static str),
    found: Found,
) -> Hint {
    Hint { grammar, production, found, within: None, before: None, since: Some((open, holds)) }
}

/// A finding of a document's `FINDINGS`, built where the document of one
/// of its `grammars` is (the feature of each, [`Grammar::feature`]) and
/// left out of a build without any of them: a finding of RFC 2396 that is
/// also about RFC 3986 (F38, `http:g`) stays in a build of RFC 3986 alone,
/// and one about the 1993 drafts alone is not in it.
macro_rules! finding {
    (Finding { id: $id:literal, grammars: &[$($grammar:ident),+ $(,)?], $($field:tt)* }) => {
        $crate::grammar::built_with!(@features [] [$($grammar)+] (Finding { id: $id, grammars: &[$($grammar),+], $($field)* }))
    };
}
pub(crate) use finding;

/// Every finding, in id order: each document's `FINDINGS`
/// (`src/documents/<id>/grammar/findings.rs`), gathered from the registry's
/// rows (`for_each_document!`) and sorted by the number of
/// the id, all at compile time. Two findings with one id fail the build.
/// A build holds the findings about its documents' grammars (`finding!`:
/// the default features, every one).
///
/// ```
/// let ids: Vec<&str> = rfc1630::grammar::findings::ALL.iter().map(|f| f.id).collect();
/// assert_eq!(ids.first(), Some(&"F1"));
/// assert!(rfc1630::grammar::findings::ALL.iter().all(|f| !f.witnesses.is_empty()));
/// ```
pub static ALL: &[Finding] = &BY_ID;

/// The findings of each document, oldest document first.
macro_rules! by_document {
    (() $(#[cfg(feature = $feature:literal)] $grammar:ident => $module:ident),* $(,)?) => {
        const BY_DOCUMENT: &[&[Finding]] = &[$(crate::documents::$module::grammar::findings::FINDINGS),*];
    };
}
crate::grammar::for_each_document!(by_document);

static BY_ID: [Finding; count(BY_DOCUMENT)] = by_id(BY_DOCUMENT);

/// How many findings the documents hold together.
const fn count(documents: &[&[Finding]]) -> usize {
    let (mut total, mut i) = (0, 0);
    while i < documents.len() {
        total += documents[i].len();
        i += 1;
    }
    total
}

/// The number of an id (`F12` gives 12).
const fn number(id: &str) -> u32 {
    let digits = id.as_bytes();
    let (mut n, mut i) = (0, 1);
    while i < digits.len() {
        assert!(digits[i].is_ascii_digit(), "a finding's id is F and a number");
        n = n * 10 + (digits[i] - b'0') as u32;
        i += 1;
    }
    n
}

/// The documents' findings in one array, by the number of their ids.
const fn by_id<const N: usize>(documents: &[&[Finding]]) -> [Finding; N] {
    // What the array holds before each slot is filled (every one is): a
    // build without a document has no finding to start it with.
    const UNFILLED: Finding = Finding {
        id: "",
        grammars: &[],
        evidence: Evidence::Observation,
        summary: "",
        detail: "",
        listing: &[],
        prose: &[],
        witnesses: &[],
        hints: &[],
        unknown_schemes: &[],
    };
    let mut out = [UNFILLED; N];
    let (mut filled, mut d) = (0, 0);
    while d < documents.len() {
        let mut i = 0;
        while i < documents[d].len() {
            // Insertion: the findings placed so far stay sorted.
            let mut at = filled;
            while at > 0 && number(out[at - 1].id) > number(documents[d][i].id) {
                out[at] = out[at - 1];
                at -= 1;
            }
            assert!(at == 0 || number(out[at - 1].id) != number(documents[d][i].id), "two findings have one id");
            out[at] = documents[d][i];
            filled += 1;
            i += 1;
        }
        d += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// Each document's grammar, its findings and whether its folder is named as the crate is, oldest first.
    macro_rules! documents {
        (() $(#[cfg(feature = $feature:literal)] $grammar:ident => $module:ident),* $(,)?) => {
            [$((
                Grammar::$grammar,
                crate::documents::$module::grammar::findings::FINDINGS,
                stringify!($module) == env!("CARGO_CRATE_NAME"),
            )),*]
        };
    }

    /// A finding lives with the oldest document whose listing it concerns,
    /// or, where that is the crate's namesake and the finding names another
    /// document, with the oldest other document it names (the module's rule).
    #[test]
    fn every_finding_lives_with_its_home_document() {
        let documents = crate::grammar::for_each_document!(documents);
        let name = |grammar: Grammar| grammar.listings()[0].document();
        let place = |document: &str| documents.iter().position(|&(grammar, ..)| name(grammar) == document);
        let mut homed = 0;
        for &(grammar, findings, _) in &documents {
            for f in findings {
                let about =
                    f.grammars.iter().filter_map(|&g| place(name(g))).min().expect("a finding concerns a listing");
                let verdicts = f.witnesses.iter().flat_map(|w| w.verdicts.iter().map(|&(g, _)| g));
                let keyed = f.hints.iter().map(|h| h.grammar).chain(f.unknown_schemes.iter().map(|&(g, _)| g));
                let quoted = f.listing.iter().chain(f.prose).filter_map(|q| place(q.cite.document));
                let named: BTreeSet<usize> = verdicts
                    .chain(keyed)
                    .filter_map(|g| place(name(g)))
                    .chain(quoted)
                    .filter(|&n| n != about)
                    .collect();
                let home = match (documents[about].2, named.first()) {
                    (true, Some(&other)) => other,
                    _ => about,
                };
                assert_eq!(documents[home].0, grammar, "{} lives with {grammar}", f.id);
                homed += 1;
            }
        }
        assert_eq!(homed, ALL.len());
    }
}
