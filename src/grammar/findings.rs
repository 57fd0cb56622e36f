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
//! The data is a typed `static` table rather than a data file: the grammars
//! are [`Grammar`] values and the hint keys [`Found`] values, so a typo is a
//! compile error, nothing is parsed at run time and no lookup can fail.
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "lowercase")]
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

const fn rfc1630(page: &'static str, first: u32, last: u32) -> Cite {
    Cite { document: "RFC 1630", page, file: "003", at: At::Lines(first, last) }
}

const fn url03(page: &'static str, offset: u32) -> Cite {
    Cite { document: "url-03", page, file: "002", at: At::Char(offset) }
}

const fn url7(page: &'static str, first: u32, last: u32) -> Cite {
    Cite { document: "url7", page, file: "004", at: At::Lines(first, last) }
}

const fn url4(first: u32, last: u32) -> Cite {
    Cite { document: "url4", page: "§BNF syntax", file: "001", at: At::Lines(first, last) }
}

const fn url4_prose(page: &'static str, first: u32, last: u32) -> Cite {
    Cite { document: "url4", page, file: "001", at: At::Lines(first, last) }
}

/// RFC 1738 is cited by page and line of `shared/lineage/rfc1738.txt`.
const fn rfc1738(page: &'static str, first: u32, last: u32) -> Cite {
    Cite { document: "RFC 1738", page, file: "rfc1738.txt", at: At::Lines(first, last) }
}

/// RFC 822, whose notation RFC 1738, 1808 and 2396 adopt, by page and line
/// of `shared/lineage/rfc822.txt` (its pages are numbered in its footers).
const fn rfc822(page: &'static str, first: u32, last: u32) -> Cite {
    Cite { document: "RFC 822", page, file: "rfc822.txt", at: At::Lines(first, last) }
}

/// RFC 2732 is cited by page and line of `shared/lineage/rfc2732.txt`.
const fn rfc2732(page: &'static str, first: u32, last: u32) -> Cite {
    Cite { document: "RFC 2732", page, file: "rfc2732.txt", at: At::Lines(first, last) }
}

/// RFC 2373, whose Appendix B RFC 2732 imports, by page and line of `shared/lineage/rfc2373.txt`.
const fn rfc2373(page: &'static str, first: u32, last: u32) -> Cite {
    Cite { document: "RFC 2373", page, file: "rfc2373.txt", at: At::Lines(first, last) }
}

/// RFC 1808 is cited by page and line of `shared/lineage/rfc1808.txt`.
const fn rfc1808(page: &'static str, first: u32, last: u32) -> Cite {
    Cite { document: "RFC 1808", page, file: "rfc1808.txt", at: At::Lines(first, last) }
}

/// RFC 2396 is cited by page and line of `shared/lineage/rfc2396.txt`.
const fn rfc2396(page: &'static str, first: u32, last: u32) -> Cite {
    Cite { document: "RFC 2396", page, file: "rfc2396.txt", at: At::Lines(first, last) }
}

/// RFC 3986 is cited by page and line of `shared/lineage/rfc3986.txt`.
const fn rfc3986(page: &'static str, first: u32, last: u32) -> Cite {
    Cite { document: "RFC 3986", page, file: "rfc3986.txt", at: At::Lines(first, last) }
}

/// RFC 3987 is cited by page and line of `shared/lineage/rfc3987.txt`.
/// RFC 6068 is cited by page and line of `shared/lineage/rfc6068.txt`.
/// RFC 5322 is cited by page and line of `shared/lineage/rfc5322.txt`.
const fn rfc5322(page: &'static str, first: u32, last: u32) -> Cite {
    Cite { document: "RFC 5322", page, file: "rfc5322.txt", at: At::Lines(first, last) }
}

const fn rfc6068(page: &'static str, first: u32, last: u32) -> Cite {
    Cite { document: "RFC 6068", page, file: "rfc6068.txt", at: At::Lines(first, last) }
}

const fn rfc3987(page: &'static str, first: u32, last: u32) -> Cite {
    Cite { document: "RFC 3987", page, file: "rfc3987.txt", at: At::Lines(first, last) }
}

const fn quote(cite: Cite, text: &'static str) -> Quote {
    Quote { cite, text }
}

const fn hint(grammar: Grammar, production: &'static str, found: Found) -> Hint {
    Hint { grammar, production, found, within: None, before: None, since: None }
}

const fn hint_within(grammar: Grammar, production: &'static str, within: &'static str, found: Found) -> Hint {
    Hint { grammar, production, found, within: Some(within), before: None, since: None }
}

/// A hint for the one place right after `before` (the whole input before the offset).
const fn hint_after(grammar: Grammar, production: &'static str, before: &'static str, found: Found) -> Hint {
    Hint { grammar, production, found, within: None, before: Some(before), since: None }
}

/// A hint for a part that the last `open` before the offset began, where it holds `holds` ([`Hint::since`]).
const fn hint_since(
    grammar: Grammar,
    production: &'static str,
    (open, holds): (char, &'static str),
    found: Found,
) -> Hint {
    Hint { grammar, production, found, within: None, before: None, since: Some((open, holds)) }
}

use Expect::{Accepted, Rejected};
use Grammar::{
    Rfc1630 as Default, Rfc1630Generic as Generic, Rfc1630Url as Url, Rfc1738, Rfc1808, Rfc2396, Rfc2732, Rfc3986,
    Rfc3987, Rfc6068, Rfc6068Prose, Url03, Url4, Url7,
};

/// Every finding, in id order.
///
/// ```
/// let ids: Vec<&str> = rfc1630::grammar::findings::ALL.iter().map(|f| f.id).collect();
/// assert_eq!(ids.first(), Some(&"F1"));
/// assert!(rfc1630::grammar::findings::ALL.iter().all(|f| !f.witnesses.is_empty()));
/// ```
pub static ALL: &[Finding] = &[
    Finding {
        id: "F1",
        grammars: &[Generic, Url, Url03],
        evidence: Evidence::Contradiction,
        summary: "the listing has no empty path segment: `//` inside a path, or a path that starts with `/`, is not derivable",
        detail: "No empty path segment: `path  void | xpalphas [ / path ]` (generic) and `path  void | segment [ / path ]` (URL listings) allow a trailing `/` but never `//` inside a path, nor a path that starts with `/`. The partial-form examples (p.10-11) and the URN example (p.18) use `//` or a leading `/`.",
        listing: &[
            quote(rfc1630("p.22", 1109, 1109), "path void | xpalphas [ / path ]"),
            quote(rfc1630("p.25", 1263, 1263), "path void | segment [ / path ]"),
        ],
        prose: &[
            quote(rfc1630("p.11", 528, 528), "magic://a/b/c//d/e/f"),
            quote(rfc1630("p.18", 894, 894), "urn:/iana/dns/ch/cern/cn/techdoc/94/1642-3"),
        ],
        witnesses: &[
            Witness { input: "magic://a/b/c//d/e/f", verdicts: &[(Generic, Rejected(6)), (Default, Rejected(6))] },
            Witness { input: "urn:/iana/dns/ch/cern/cn/techdoc/94/1642-3", verdicts: &[(Generic, Rejected(4))] },
            Witness { input: "http://h/a//b", verdicts: &[(Url, Rejected(11)), (Url03, Rejected(11))] },
        ],
        unknown_schemes: &[],
        hints: &[
            hint(Generic, "path", Found::Char('/')),
            hint(Url, "path", Found::Char('/')),
            hint(Url03, "path", Found::Char('/')),
        ],
    },
    Finding {
        id: "F2",
        grammars: &[Url, Url03],
        evidence: Evidence::Contradiction,
        summary: "`ftptype` follows the path with no `;type=`, which the FTP prose writes",
        detail: "`ftptype` has no separator: the prose (p.16) writes `;type=<type-code>`, the listing `path [ ftptype ]`. Every `ftptype` is also the end of a segment, so the typed AST never sets `ftptype` under this listing (the path takes it).",
        listing: &[quote(rfc1630("p.24", 1188, 1188), "ftpaddress f t p : / / login / path [ ftptype ]")],
        prose: &[quote(rfc1630("p.16", 767, 767), ";type = <type-code>")],
        witnesses: &[Witness { input: "ftp://h/pub/file;type=I", verdicts: &[(Url, Rejected(16)), (Url03, Rejected(16))] }],
        unknown_schemes: &[],
        hints: &[hint(Url, "ftpaddress", Found::Char(';')), hint(Url03, "ftpaddress", Found::Char(';'))],
    },
    Finding {
        id: "F3",
        grammars: &[Url, Url03],
        evidence: Evidence::Gap,
        summary: "`nntpaddress` has no host, though the NNTP prose gives the news server name",
        detail: "`nntpaddress  n n t p : group / digits` has no host, though the prose says the news server name is given.",
        listing: &[quote(rfc1630("p.24", 1194, 1194), "nntpaddress n n t p : group / digits")],
        prose: &[quote(
            rfc1630("p.21", 1026, 1027),
            "The news server name, newsgroup name, and index number of an article within the newsgroup on that particular server are given.",
        )],
        witnesses: &[Witness { input: "nntp://news.host/group/12", verdicts: &[(Url, Rejected(5)), (Url03, Rejected(5))] }],
        unknown_schemes: &[],
        hints: &[
            hint_within(Url, "group", "nntpaddress", Found::Char('/')),
            hint_within(Url03, "group", "nntpaddress", Found::Char('/')),
        ],
    },
    Finding {
        id: "F4",
        grammars: &[Url, Generic],
        evidence: Evidence::Contradiction,
        summary: "the p.14 example holds a `%` that starts no escape (`escape  % hex hex`)",
        detail: "The p.14 example `http://info.cern.ch/RDB/EMP?*%20where%20name%%3Ddobbins` holds a `%` that starts no escape: both listings have `escape  % hex hex`, so it fails the URL listing at the second `%`, and the generic listing too (there first at the `/` of `//`, F1; the same search after a generic path fails at the second `%`).",
        listing: &[
            quote(rfc1630("p.26", 1306, 1306), "escape % hex hex"),
            quote(rfc1630("p.23", 1142, 1142), "escape % hex hex"),
        ],
        prose: &[quote(rfc1630("p.14", 689, 689), "http://info.cern.ch/RDB/EMP?*%20where%20name%%3Ddobbins")],
        witnesses: &[
            Witness {
                input: "http://info.cern.ch/RDB/EMP?*%20where%20name%%3Ddobbins",
                verdicts: &[(Url, Rejected(45)), (Generic, Rejected(5)), (Default, Rejected(45))],
            },
            Witness { input: "magic:RDB/EMP?*%20where%20name%%3Ddobbins", verdicts: &[(Generic, Rejected(31))] },
        ],
        unknown_schemes: &[],
        hints: &[hint(Url, "escape", Found::Char('%')), hint(Generic, "escape", Found::Char('%'))],
    },
    Finding {
        id: "F5",
        grammars: &[Url03],
        evidence: Evidence::Contradiction,
        summary: "url-03's prose demands the prefix `URL:`; its listing spells the prefix `u r l :`, in lower case",
        detail: "url-03's PrePrefix prose (p.2) says the whole string must start with a constant prefix `URL:`; its listing spells `prefixedurl  u r l : url` (\"Single letters stand for single letters\"), so `URL:` is not derivable and `url:` is. This finding was once wider: it also claimed an upper-case scheme (`GOPHER://`) and RFC 1630's listing, but url-03 has no text about upper-case schemes and RFC 1630 none about the prefix's case, so what the text bears is the `URL:` prefix alone.",
        listing: &[quote(url03("p.13", 25214), "prefixedurl u r l : url")],
        prose: &[quote(url03("p.2", 2801), "the whole string must start with a constant prefix \"URL:\"")],
        witnesses: &[
            Witness { input: "URL:http://a/", verdicts: &[(Url03, Rejected(0))] },
            Witness { input: "url:http://a/", verdicts: &[(Url03, Accepted("httpaddress"))] },
        ],
        unknown_schemes: &[],
        hints: &[hint_after(Url03, "url", "", Found::Char('U'))],
    },
    Finding {
        id: "F6",
        grammars: &[Url, Url03, Url7, Url4],
        evidence: Evidence::Observation,
        summary: "after `gopher://host/` the listing needs a gtype: `gopher://host/`, which no text prints, is not derivable",
        detail: "`gopheraddress  ... [/ gtype [ gcommand ] ]` (url7: `[/ gtype [ selector ] ]`, url4: `[/ gtype [ / selector ] ]`): a `/` after the host needs a `gtype`, so `gopher://host/` is not derivable. No text of the four documents prints that form, and what they say is borne out by strings the listings derive: the empty selector that names the top-level directory (RFC 1630 p.16, url-03 p.7) is `gopher://host` or `gopher://host/1`, and the type omitted with the selector (RFC 1630 p.16, url7 p.14) is `gopher://host`; all four listings accept both. url4 says nothing on either. url7 has no hint for `gopher://host//x`: there `gtype` is also a finished frame at the `/` of `gopher://h/1/pub`, whose selector url7 rejects for another reason. So this is an observation, not a contradiction: the listings reject the root with a trailing slash that the era's software wrote (libwww's parser tests hold `gopher://host.org/`).",
        listing: &[
            quote(rfc1630("p.25", 1240, 1241), "gopheraddress g o p h e r : / / hostport [/ gtype [ gcommand ] ]"),
            quote(url03("p.14", 26341), "gopheraddress g o p h e r : / / hostport [/ gtype ["),
            quote(url7("p.16", 914, 915), "gopheraddress g o p h e r : / / hostport [/ gtype [ selector ] ] [ ? search ]"),
            quote(url4(321, 321), "gopheraddress g o p h e r : / / hostport [/ gtype [ / selector ] ] [ ? search ]"),
        ],
        prose: &[
            quote(
                rfc1630("p.16", 797, 803),
                "Also note that the gopher selector string may be an empty string since this is how gopher clients refer to the top-level directory on a gopher server. If the encoded command string (with trailing CR LF stripped) would be void then the gopher type character may be omiited and \"1\" (ASCII 31 hex) is assumed.",
            ),
            quote(
                url03("p.7", 12002),
                "Also note that the gopher selector string may be an empty string since this is how gopher clients refer to the top-level directory on a gopher server.",
            ),
            quote(url7("p.14", 768, 769), "If the type character and selector are omitted, the type defaults to \"1\"."),
        ],
        witnesses: &[
            Witness {
                input: "gopher://gopher.micro.umn.edu/",
                verdicts: &[(Url, Rejected(30)), (Url03, Rejected(30)), (Url7, Rejected(30)), (Url4, Rejected(30))],
            },
            Witness {
                input: "gopher://host//x",
                verdicts: &[(Url, Rejected(14)), (Url03, Rejected(14)), (Url7, Rejected(14)), (Url4, Rejected(14))],
            },
            Witness {
                input: "gopher://gopher.micro.umn.edu",
                verdicts: &[
                    (Url, Accepted("gopheraddress")),
                    (Url03, Accepted("gopheraddress")),
                    (Url7, Accepted("gopheraddress")),
                    (Url4, Accepted("gopheraddress")),
                ],
            },
            Witness {
                input: "gopher://gopher.micro.umn.edu/1",
                verdicts: &[
                    (Url, Accepted("gopheraddress")),
                    (Url03, Accepted("gopheraddress")),
                    (Url7, Accepted("gopheraddress")),
                    (Url4, Accepted("gopheraddress")),
                ],
            },
        ],
        unknown_schemes: &[],
        hints: &[
            hint(Url, "gtype", Found::End),
            hint(Url, "gtype", Found::Char('/')),
            hint(Url03, "gtype", Found::End),
            hint(Url03, "gtype", Found::Char('/')),
            hint(Url7, "gtype", Found::End),
            hint(Url4, "gtype", Found::End),
            hint(Url4, "gtype", Found::Char('/')),
        ],
    },
    Finding {
        id: "F7",
        grammars: &[Url, Url03],
        evidence: Evidence::Observation,
        summary: "a hostname is any `alpha` followed by `xalpha`s (`@`, `$`, `&`, escapes), not a DNS name",
        detail: "`hostname  ialpha [ . hostname ]` with `ialpha  alpha [ xalphas ]`: `xalpha` holds `@`, `$`, `&`, `%xx`, so a hostname is any `alpha` followed by `xalpha`s, not a DNS name. No text of RFC 1630 or url-03 defines a host name otherwise (\"a host name or internet address\", p.21), so this is an observation: the listing accepts what no DNS name is, and rejects the DNS names that start with a digit (`3com.com`) that software wrote.",
        listing: &[
            quote(rfc1630("p.25", 1255, 1255), "hostname ialpha [ . hostname ]"),
            quote(rfc1630("p.26", 1290, 1290), "ialpha alpha [ xalphas ]"),
        ],
        prose: &[],
        witnesses: &[Witness { input: "http://a@b$c/", verdicts: &[(Url, Accepted("httpaddress")), (Url03, Accepted("httpaddress"))] }],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F8",
        grammars: &[Url, Generic],
        evidence: Evidence::Contradiction,
        summary: "the URL listing's `safe` holds `+` (and `-` twice), the generic listing's does not",
        detail: "`safe` lists `-` twice and holds `+`, unlike the generic listing's `safe`; so in the URL listing `search  xalphas [ + search ]` is just `xalphas`, while the generic listing rejects `++`. The contradiction is between the document's two listings: its preface says the generic one parses the same URIs as the others.",
        listing: &[
            quote(rfc1630("p.26", 1300, 1300), "safe $ | - | _ | @ | . | & | + | -"),
            quote(rfc1630("p.23", 1136, 1136), "safe $ | - | _ | @ | . | &"),
        ],
        prose: &[quote(
            rfc1630("p.22", 1098, 1099),
            "The \"generic\" production gives a higher level parsing of the same URIs as the other productions.",
        )],
        witnesses: &[
            Witness { input: "http://h/p?a++b", verdicts: &[(Url, Accepted("httpaddress"))] },
            Witness { input: "magic:p?a++b", verdicts: &[(Generic, Rejected(10))] },
        ],
        unknown_schemes: &[],
        hints: &[hint(Generic, "search", Found::Char('+'))],
    },
    Finding {
        id: "F9",
        grammars: &[Generic],
        evidence: Evidence::Contradiction,
        summary: "Example 3 is illegal for its `%*`, but the generic listing rejects it earlier, at the `/` after the colon (F1)",
        detail: "Example 3 (p.9) calls `fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred` illegal for its `%*`; the generic listing rejects it earlier, at the `/` after the colon (F1). The verdict agrees with the claim, for another reason.",
        listing: &[quote(rfc1630("p.22", 1109, 1109), "path void | xpalphas [ / path ]")],
        prose: &[quote(rfc1630("p.9", 439, 439), "fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred")],
        witnesses: &[
            Witness { input: "fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred", verdicts: &[(Generic, Rejected(5))] },
            Witness { input: "fxqn:us/va/asdf%*.fred", verdicts: &[(Generic, Rejected(16))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F10",
        grammars: &[Url03, Url],
        evidence: Evidence::Contradiction,
        summary: "url-03's listing has `m a i l t o : :`, two colons; RFC 1630's has one, and url-03's prose says a mailto URL holds an addr-spec",
        detail: "`mailtoaddress  m a i l t o : : xalphas @ hostname` has two colons. url-03's MAILTO paragraph (p.10) holds no mailto URL; it says the URL specifies an RFC 822 addr-spec, which cannot begin with `:`, and RFC 1630's listing (p.24), its successor, has `m a i l t o :` with one colon.",
        listing: &[
            quote(url03("p.14", 25767), "mailtoaddress m a i l t o : : xalphas @ hostname"),
            quote(rfc1630("p.24", 1200, 1200), "mailtoaddress m a i l t o : xalphas @ hostname"),
        ],
        prose: &[quote(url03("p.10", 18472), "MAILTO This allows a URL to specify an RFC822 addr-spec mail address.")],
        witnesses: &[
            Witness { input: "mailto:timbl@info.cern.ch", verdicts: &[(Url03, Rejected(7)), (Url, Accepted("mailtoaddress"))] },
            Witness { input: "mailto::timbl@info.cern.ch", verdicts: &[(Url03, Accepted("mailtoaddress")), (Url, Rejected(7))] },
        ],
        unknown_schemes: &[],
        hints: &[
            hint_after(Url03, "mailtoaddress", "mailto:", Found::Not(':')),
            hint_after(Url, "mailtoaddress", "mailto:", Found::Char(':')),
        ],
    },
    Finding {
        id: "F11",
        grammars: &[Url03],
        evidence: Evidence::Contradiction,
        summary: "Gopher+ strings fit only inside `gcommand  path`, and a literal `?` (p.7) is not derivable; only `%3F` (p.9) is",
        detail: "The Gopher+ rules (p.6-10) are prose and templates, not BNF; the listing's `gopheraddress  ... [/ gtype [ gcommand ] ]` carries the `%09`-separated search and Gopher+ strings only inside `gcommand  path`. p.7 says a Gopher+ string holds a literal `?` where the summary (p.9) writes `%3F`: only `%3F` is derivable (`?` is `reserved`, and `gopheraddress` has no `? search`). The p.10 examples `gopher://host [port]/...` are templates, claimed `damaged` in the catalogue, not findings.",
        listing: &[quote(url03("p.14", 26341), "gopheraddress g o p h e r : / / hostport [/ gtype [")],
        prose: &[
            quote(url03("p.7", 14187), "The \"?\" is used in the Gopher+ string to be consistent with Gopher+ protocol"),
            quote(url03("p.9", 17054), "%3F"),
        ],
        witnesses: &[
            Witness {
                input: "gopher://host/0a_gopher_selector%09%09+application/postscript%20Es_ES",
                verdicts: &[(Url03, Accepted("gopheraddress"))],
            },
            Witness { input: "gopher://host/1a_gopher_selector%09%09?", verdicts: &[(Url03, Rejected(38))] },
        ],
        unknown_schemes: &[],
        hints: &[hint(Url03, "gopheraddress", Found::Char('?'))],
    },
    Finding {
        id: "F12",
        grammars: &[Url03],
        evidence: Evidence::Observation,
        summary: "url-03's listing is RFC 1630's URL listing but for `ur l` (E3) and `m a i l t o : :` (F10)",
        detail: "The listing is RFC 1630's URL listing word for word but for `ur l` (E3) and `m a i l t o : :` (F10), so F1-F3, F6, F7, F21, F24 and F27-F29 hold for it as well: each gives url-03's verdict, and F1-F3, F6 and F21 have hints for it, F24 its unknown schemes (F7 and F27-F29 explain acceptances or trees, and have none). F5, the `URL:` prefix, is url-03's own. F8 compares RFC 1630's two listings; url-03 has one. No text is against the listing here: this is an observation on the lineage, for a reader of url-03.",
        listing: &[quote(url03("p.13", 25238), "ur l httpaddress | ftpaddress")],
        prose: &[],
        witnesses: &[
            Witness { input: "gopher://h/", verdicts: &[(Url03, Rejected(11)), (Url, Rejected(11))] },
            Witness { input: "nntp://news.host/group/12", verdicts: &[(Url03, Rejected(5)), (Url, Rejected(5))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F13",
        grammars: &[Url7],
        evidence: Evidence::Observation,
        summary: "url7's `extra` holds `:`, `;` and space, so every `xalphas` takes a `:` and spaces need no escape",
        detail: "`extra` holds `:`, `;` and space (RFC 1630 and url-03 put `:` `;` space in `reserved`). So every `xalphas` takes a `:`: a hostname takes the `: port` after it (the port is never set), a `user` its `: password`, and `ialpha` the `:` after a scheme (P10); and spaces need no escape anywhere, though the prose says they should be escaped. That \"should\" is advice for HTTP, which a listing that derives spaces does not contradict: an observation.",
        listing: &[quote(url7("p.17", 969, 969), "extra ! | * | \" | ' | ( | ) | : | ;")],
        prose: &[quote(url7("p.12", 654, 655), "Spaces in URLs should be escaped for transmission in HTTP.")],
        witnesses: &[
            Witness { input: "http://a b/c d", verdicts: &[(Url7, Accepted("httpaddress")), (Url, Rejected(8))] },
            Witness { input: "http://info.cern.ch:8000/", verdicts: &[(Url7, Accepted("httpaddress"))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F14",
        grammars: &[Url7],
        evidence: Evidence::Observation,
        summary: "url7's `url` puts `generic` first and overlaps the scheme productions, so the listing is ambiguous",
        detail: "`url  generic | httpaddress | ...`: `generic` comes first, and derives many strings a scheme-specific production also derives, so the listing is ambiguous; the grammar reports the scheme-specific one (P2, P9). No text says which production a string is, so this is an observation; an order of alternatives rejects nothing, so it explains no rejection. That `generic` derives no `scheme://` string is F23.",
        listing: &[
            quote(url7("p.15", 859, 861), "url generic | httpaddress | ftpaddress | newsaddress | prosperoaddress | telnetaddress | gopheraddress | waisaddress"),
            quote(url7("p.15", 863, 863), "generic scheme : path [ ? search ]"),
        ],
        prose: &[],
        witnesses: &[
            Witness { input: "news:a.b", verdicts: &[(Url7, Accepted("newsaddress"))] },
            Witness { input: "news:a.b/c", verdicts: &[(Url7, Accepted("generic"))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F15",
        grammars: &[Url4],
        evidence: Evidence::Contradiction,
        summary: "url4's `fileaddress` spells `f t p : //`, while its references are `file://` URLs; no user, password or port",
        detail: "`fileaddress  f t p : // host / path` spells the scheme `ftp`, while the document's references are `file://` URLs; `generic` cannot take them either (a path never starts with `/`), so a `file://` URL stops right after `file:`. The FTP prose also allows a port and a user name and password, which `host / path` does not have: `ftp://h:21/x` and `ftp://u:p@h/x` are rejected, and `ftp://u@h/x` is accepted with the host `u@h` (`@` is an `xalpha`, F16).",
        listing: &[quote(url4(303, 303), "fileaddress f t p : // host / path")],
        prose: &[
            quote(
                url4_prose("§FTP", 225, 225),
                "The ftp: prefix indicates a file which is to be picked up from the file system of the given host. The FTP protocol is used. The port number if given gives the port of the FTP server",
            ),
            quote(
                url4_prose("§FTP", 227, 227),
                "The syntax allows for the inclusion of a user name and even a password for those systems which do not use the anonymous FTP convention.",
            ),
            quote(url4_prose("§References", 366, 366), "URL=file://info.cern.ch./pub/www/doc/http.txt"),
        ],
        witnesses: &[
            Witness { input: "file://info.cern.ch./pub/www/doc/http.txt", verdicts: &[(Url4, Rejected(5))] },
            Witness { input: "ftp://info.cern.ch./pub/www/doc/http.txt", verdicts: &[(Url4, Accepted("fileaddress"))] },
            Witness { input: "ftp://h:21/x", verdicts: &[(Url4, Rejected(7))] },
            Witness { input: "ftp://u:p@h/x", verdicts: &[(Url4, Rejected(7))] },
            Witness { input: "ftp://u@h/x", verdicts: &[(Url4, Accepted("fileaddress"))] },
        ],
        unknown_schemes: &[],
        hints: &[hint(Url4, "fileaddress", Found::Char(':')), hint_after(Url4, "path", "file:", Found::Char('/'))],
    },
    Finding {
        id: "F16",
        grammars: &[Url4],
        evidence: Evidence::Contradiction,
        summary: "url4's `xalpha` holds a bare `%` and `^` and there is no `escape`: `%zz` is accepted, `:` `+` `,` `'` are not `xalpha`s",
        detail: "`xalpha` holds a bare `%` and `^`, and the listing has no `escape` (nor `safe`, `extra`, `hex`): `%` is an ordinary character, so `%zz` is accepted and `%20` is three `xalpha`s, though the prose escapes a character as `%` and two hexadecimal digits. `:`, `+`, `,`, `'` are not `xalpha`s.",
        listing: &[quote(url4(334, 334), "xalpha alpha \\$ - _ @ ! % ^ & * ( ) . digit")],
        prose: &[quote(
            url4_prose("§Mapping Local Names", 209, 209),
            "these may be represented in the URL by a percent sign \"%\" followed by two hexadecimal digits (0-9, A-F)",
        )],
        witnesses: &[
            Witness { input: "http://h/a%zz^", verdicts: &[(Url4, Accepted("httpaddress"))] },
            Witness { input: "http://h/a:b", verdicts: &[(Url4, Rejected(10))] },
        ],
        unknown_schemes: &[],
        hints: &[hint(Url4, "path", Found::Char(':'))],
    },
    Finding {
        id: "F17",
        grammars: &[Url4],
        evidence: Evidence::Observation,
        summary: "url4's `docaddress` puts `generic` first, as url7 (F14), and `generic` derives no `scheme://` string",
        detail: "`docaddress  generic | httpaddress | ...`: `generic` comes first, as in url7 (F14), and derives no `scheme://` string (its path never starts with `/`). url4 has no text saying that `generic` parses the other productions' URLs (url7's preface does, F23), so this is an observation: `magic://h/p` is rejected right after the `:`. A `file://` URL is F15, and `rlogin://` and `tn3270://` are F24.",
        listing: &[quote(url4(292, 292), "docaddress generic | httpaddress | fileaddress |")],
        prose: &[],
        witnesses: &[
            Witness { input: "news:a.b", verdicts: &[(Url4, Accepted("newsaddress"))] },
            Witness { input: "magic://h/p", verdicts: &[(Url4, Rejected(6))] },
        ],
        unknown_schemes: &[],
        hints: &[hint_within(Url4, "path", "generic", Found::Char('/'))],
    },
    Finding {
        id: "F18",
        grammars: &[Url4],
        evidence: Evidence::Contradiction,
        summary: "url4's `gopheraddress` puts a `/` between the type and the selector; its prose and reference have none",
        detail: "`gopheraddress  ... [/ gtype [ / selector ] ]` puts a `/` between the type and the selector; the Gopher prose (\"The rest of the path is the selector string\") and the document's own reference have none.",
        listing: &[quote(url4(321, 321), "gopheraddress g o p h e r : / / hostport [/ gtype [ / selector ] ] [ ? search ]")],
        prose: &[quote(url4_prose("§Gopher", 257, 257), "The rest of the path is the \"selector string\"")],
        witnesses: &[
            Witness {
                input: "gopher://gopher.micro.umn.edu:70/00/Information%20About%20Gopher/About%20Gopher",
                verdicts: &[(Url4, Rejected(34))],
            },
            Witness {
                input: "gopher://gopher.micro.umn.edu:70/0/0/Information%20About%20Gopher/About%20Gopher",
                verdicts: &[(Url4, Accepted("gopheraddress"))],
            },
        ],
        unknown_schemes: &[],
        hints: &[hint(Url4, "gopheraddress", Found::Not('/'))],
    },
    Finding {
        id: "F19",
        grammars: &[Url4],
        evidence: Evidence::Gap,
        summary: "url4's `prosperoaddress` has no host or port, though its prose says they are used",
        detail: "`prosperoaddress  p r o s p e r o : / / path` has no host or port, while the Prospero prose says \"The host and port parts are used, and optional\": the path's first segment takes a host, but a port is not derivable (`:` is no `xalpha`).",
        listing: &[quote(url4(319, 319), "prosperoaddress p r o s p e r o : / / path")],
        prose: &[quote(url4_prose("§Prospero", 251, 251), "The host and port parts are used, and optional.")],
        witnesses: &[
            Witness { input: "prospero://h/x", verdicts: &[(Url4, Accepted("prosperoaddress"))] },
            Witness { input: "prospero://h:1/x", verdicts: &[(Url4, Rejected(12))] },
        ],
        unknown_schemes: &[],
        hints: &[hint_within(Url4, "path", "prosperoaddress", Found::Char(':'))],
    },
    Finding {
        id: "F20",
        grammars: &[Generic, Default],
        evidence: Evidence::Contradiction,
        summary: "the slash rule's words resolve `/g` in `magic://a/b/c//d/e/f` to `magic://a/b/c//d/g`; the table prints `magic://a/g`",
        detail: "The partial-form rule (p.10) takes everything up to the first run of exactly as many slashes \"which has no greater number of consecutive slashes anywhere to the right of it\": in `magic://a/b/c//d/e/f` that is the `/` after `d`, so `/g` gives `magic://a/b/c//d/g`; the table (p.11) prints `magic://a/g`. `resolve` follows the table; `SlashReading::Literal` follows the words. The context itself is not derivable (F1).",
        listing: &[quote(rfc1630("p.22", 1109, 1109), "path void | xpalphas [ / path ]")],
        prose: &[
            quote(
                rfc1630("p.10", 489, 494),
                "If the partial URI starts with a non-zero number of consecutive slashes, then everything from the context URI up to (but not including) the first occurrence of exactly the same number of consecutive slashes which has no greater number of consecutive slashes anywhere to the right of it is taken to be the same and so prepended to the partial URL to form the full URL.",
            ),
            quote(rfc1630("p.11", 534, 534), "/g magic://a/g"),
        ],
        witnesses: &[Witness { input: "magic://a/b/c//d/e/f", verdicts: &[(Generic, Rejected(6)), (Default, Rejected(6))] }],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F21",
        grammars: &[Url, Url03],
        evidence: Evidence::Contradiction,
        summary: "a gopher selector cannot begin with `/` (`gcommand  path`), though RFC 1630's and url-03's prose makes `/` a data character of selectors",
        detail: "`gcommand  path` never starts with `/`, while RFC 1630 and url-03 call `/` a data character of gopher selectors, with no hierarchical meaning. So `gopher://h/1/pub` is rejected by RFC 1630's URL listing and url-03. The drafts before them have no such text: url7 says that slashes in a path \"must imply a hierarchical structure\" (p.10, 004 l.538-540), and its `selector  path` rejects the same URL without contradicting it; url4 accepts it, its `[/ gtype [ / selector ] ]` reading that `/` as its separator (F18).",
        listing: &[
            quote(rfc1630("p.25", 1261, 1263), "gcommand path path void | segment [ / path ]"),
            quote(url03("p.15", 26741), "gcommand path path void | segment [ / path ]"),
        ],
        prose: &[
            quote(
                rfc1630("p.11", 516, 518),
                "The gopher system does not have the concept of relative URIs, and the gopher community currently allows / as data characters in gopher URIs without escaping them to %2F.",
            ),
            quote(rfc1630("p.16", 805, 806), "Note that slash \"/\" in gopher selector strings may not correspond to a level in a hierarchical structure."),
            quote(url03("p.6", 11522), "Note that slash \"/\" in gopher selector strings may not correspond to a level in a hierarchical structure."),
        ],
        witnesses: &[Witness {
            input: "gopher://h/1/pub",
            verdicts: &[
                (Url, Rejected(12)),
                (Url03, Rejected(12)),
                (Url7, Rejected(12)),
                (Url4, Accepted("gopheraddress")),
                (Default, Rejected(12)),
            ],
        }],
        unknown_schemes: &[],
        hints: &[hint(Url, "gcommand", Found::Char('/')), hint(Url03, "gcommand", Found::Char('/'))],
    },
    Finding {
        id: "F22",
        grammars: &[Default, Generic, Url7, Url4],
        evidence: Evidence::Contradiction,
        summary: "`fragmentid  xalphas` cannot be empty, though the prose allows a void fragment-id after `#`",
        detail: "The prose allows a void fragment-id with the hash sign (\"A void fragment-id with or without the hash sign means that the URL refers to the whole object\"); `fragmentid  xalphas` (url4: `anchorid  xalphas`) cannot be empty, so a URI that ends in `#` is rejected.",
        listing: &[
            quote(rfc1630("p.22", 1113, 1113), "fragmentid xalphas"),
            quote(url7("p.17", 945, 945), "fragmentid xalphas"),
            quote(url4(332, 332), "anchorid xalphas"),
        ],
        prose: &[
            quote(rfc1630("p.12", 565, 567), "If the fragment-id is void, the hash sign may be omitted: A void fragment-id with or without the hash sign means that the URL refers to the whole object."),
            quote(url7("p.9", 482, 484), "If the fragment-id is void, the hash sign may be omitted: A void fragment-id with or without the hash sign means that the URL refers to the whole object."),
            quote(url4_prose("§Anchor-id", 160, 160), "If the anchor-id is void, the hash sign may be omitted: A void anchor-id with or without the hash sign"),
        ],
        witnesses: &[
            Witness { input: "http://a/b#", verdicts: &[(Default, Rejected(11)), (Url7, Rejected(11)), (Url4, Rejected(11))] },
            Witness { input: "magic:a#", verdicts: &[(Generic, Rejected(8))] },
        ],
        unknown_schemes: &[],
        hints: &[
            hint(Default, "fragmentid", Found::End),
            hint(Generic, "fragmentid", Found::End),
            hint(Url7, "fragmentid", Found::End),
            hint(Url4, "anchorid", Found::End),
        ],
    },
    Finding {
        id: "F23",
        grammars: &[Generic, Url7],
        evidence: Evidence::Contradiction,
        summary: "the preface says `generic` parses the same URIs as the other productions; it derives no `scheme://` URI (RFC 1630, url7)",
        detail: "The preface of RFC 1630's generic listing (p.22) says \"The \"generic\" production gives a higher level parsing of the same URIs as the other productions\": the listing has no production named `generic` (its entry is `fragmentaddress`, with `uri`), and no `scheme://` URI is derivable from it (F1), so it parses none of the `http`, `ftp`, `gopher`, `wais`, `telnet` or `prospero` URLs of the URL listing. url7 (p.15) makes the same claim for its own `generic` production, which is an alternative of its `url`: `generic  scheme : path [ ? search ]` has the same `path`, so it too derives no `scheme://` URL, and a `scheme://` URL no other production of url7 takes (`magic://h/p`, `file://h/p`) stops right after the `:`.",
        listing: &[
            quote(rfc1630("p.22", 1103, 1103), "fragmentaddress uri [ # fragmentid ]"),
            quote(rfc1630("p.22", 1105, 1105), "uri scheme : path [ ? search ]"),
            quote(url7("p.15", 863, 863), "generic scheme : path [ ? search ]"),
        ],
        prose: &[
            quote(
                rfc1630("p.22", 1098, 1099),
                "The \"generic\" production gives a higher level parsing of the same URIs as the other productions.",
            ),
            quote(url7("p.15", 847, 848), "The \"generic\" production gives a higher level parsing of the same URLs as the other productions."),
        ],
        witnesses: &[
            Witness { input: "http://info.cern.ch/", verdicts: &[(Generic, Rejected(5)), (Url, Accepted("httpaddress"))] },
            Witness { input: "magic://h/p", verdicts: &[(Url7, Rejected(6)), (Generic, Rejected(6))] },
            Witness { input: "file://h/p", verdicts: &[(Url7, Rejected(5))] },
        ],
        unknown_schemes: &[],
        hints: &[hint_within(Url7, "path", "generic", Found::Char('/'))],
    },
    Finding {
        id: "F24",
        grammars: &[Url, Url03, Url7, Url4],
        evidence: Evidence::Gap,
        summary: "the prose names schemes no production defines: `file` (RFC 1630), `rlogin` and `tn3270` (all four documents)",
        detail: "RFC 1630's list of schemes (p.12) names `telnet, rlogin and tn3270` and `file`, and its prose defines `file` (p.19: \"similar to the ftp syntax\", \"A void host field is equivalent to \"localhost\"\"); no production of the URL listing derives any of them, and the generic listing takes none with `//`. url-03 repeats `telnet , rlogin and tn3270` (p.4), not `file`. The drafts before it head a section `TELNET, RLOGIN, TN3270` (url7 p.14) and `Telnet, rlogin, tn3270` (url4), and have a `telnetaddress` only: their `generic` takes `rlogin:` and `tn3270:` but no `//` after it (F23, F17), so such a URL stops right after the `:`.",
        listing: &[
            quote(
                rfc1630("p.24", 1178, 1181),
                "url httpaddress | ftpaddress | newsaddress | nntpaddress | prosperoaddress | telnetaddress | gopheraddress | waisaddress | mailtoaddress | midaddress | cidaddress",
            ),
            quote(url03("p.13", 25238), "ur l httpaddress | ftpaddress | newsaddress | nntpaddress | prosperoaddress | telnetaddress | gopheraddress | waisaddress | mailtoaddress | midaddress | cidaddress"),
            quote(url7("p.15", 859, 861), "url generic | httpaddress | ftpaddress | newsaddress | prosperoaddress | telnetaddress | gopheraddress | waisaddress"),
            quote(url4(292, 292), "docaddress generic | httpaddress | fileaddress |"),
        ],
        prose: &[
            quote(rfc1630("p.12", 600, 601), "telnet, rlogin and tn3270 Reference to interactive sessions"),
            quote(rfc1630("p.12", 605, 605), "file Local file access"),
            quote(rfc1630("p.19", 927, 927), "The syntax is similar to the ftp syntax"),
            quote(rfc1630("p.19", 949, 949), "A void host field is equivalent to \"localhost\"."),
            quote(url03("p.4", 6877), "telnet , rlogin and tn3270 Reference to interactive sessions"),
            quote(url7("p.14", 774, 774), "TELNET, RLOGIN, TN3270"),
            quote(url4_prose("§Telnet, rlogin, tn3270", 261, 261), "## Telnet, rlogin, tn3270"),
        ],
        witnesses: &[
            Witness {
                input: "file://localhost/etc/motd",
                verdicts: &[(Url, Rejected(1)), (Url03, Rejected(1)), (Default, Rejected(5))],
            },
            Witness { input: "file:///etc/motd", verdicts: &[(Url, Rejected(1)), (Default, Rejected(5))] },
            Witness {
                input: "rlogin://guest@h",
                verdicts: &[
                    (Url, Rejected(0)),
                    (Url03, Rejected(0)),
                    (Default, Rejected(7)),
                    (Url7, Rejected(7)),
                    (Url4, Rejected(7)),
                ],
            },
            Witness {
                input: "tn3270://h",
                verdicts: &[
                    (Url, Rejected(1)),
                    (Url03, Rejected(1)),
                    (Default, Rejected(7)),
                    (Url7, Rejected(7)),
                    (Url4, Rejected(7)),
                ],
            },
        ],
        unknown_schemes: &[(Url, "file"), (Url, "rlogin"), (Url, "tn3270"), (Url03, "rlogin"), (Url03, "tn3270")],
        hints: &[
            hint_after(Url7, "path", "rlogin:", Found::Char('/')),
            hint_after(Url7, "path", "tn3270:", Found::Char('/')),
            hint_after(Url4, "path", "rlogin:", Found::Char('/')),
            hint_after(Url4, "path", "tn3270:", Found::Char('/')),
        ],
    },
    Finding {
        id: "F25",
        grammars: &[Url, Default],
        evidence: Evidence::Contradiction,
        summary: "RFC 1630's gopher reference is printed with literal spaces in its selector; the listing has `space` in `reserved`",
        detail: "The reference `<gopher://gopher.micro.umn.edu/00/Information About Gopher/About Gopher>` (p.27) holds literal spaces in the selector, and `space` is `reserved`. The catalogue keeps it as printed; the wrapper rule, which drops all whitespace inside `<...>`, would give `.../00/InformationAboutGopher/AboutGopher`, which parses but names another selector. url7 prints the same reference, and its `extra` takes spaces (F13).",
        listing: &[quote(rfc1630("p.26", 1304, 1304), "reserved = | ; | / | # | ? | : | space")],
        prose: &[quote(
            rfc1630("p.27", 1333, 1334),
            "<gopher://gopher.micro.umn.edu/00/Information About Gopher/About Gopher>",
        )],
        witnesses: &[
            Witness {
                input: "gopher://gopher.micro.umn.edu/00/Information About Gopher/About Gopher",
                verdicts: &[(Url, Rejected(44)), (Default, Rejected(44)), (Url7, Accepted("gopheraddress"))],
            },
            Witness {
                input: "gopher://gopher.micro.umn.edu/00/InformationAboutGopher/AboutGopher",
                verdicts: &[(Url, Accepted("gopheraddress"))],
            },
        ],
        unknown_schemes: &[],
        hints: &[hint(Url, "gopheraddress", Found::Char(' ')), hint(Default, "gopheraddress", Found::Char(' '))],
    },
    Finding {
        id: "F26",
        grammars: &[Url7],
        evidence: Evidence::Contradiction,
        summary: "url7's Prospero prose separates version and attributes with `%00` and allows an empty version; the listing derives neither as fields",
        detail: "The Prospero prose separates the version and the attributes from the name and from each other by `%00`, and allows an empty version (`%00%00` before the first attribute). The listing's `hsoname [ % 0 0 version [ attributes ] ]` has `version  digits` (never empty) and `attributes  attribute [ attributes ]` with no separator: such a link is accepted only as one `hsoname` (`%00` is an escape), with no version and no attributes.",
        listing: &[
            quote(url7("p.16", 901, 902), "prosperolink p r o s p e r o : / / hostport / hsoname [ % 0 0 version [ attributes ] ]"),
            quote(url7("p.16", 906, 906), "version digits"),
            quote(url7("p.16", 908, 908), "attributes attribute [ attributes ]"),
        ],
        prose: &[quote(
            url7("p.13", 745, 750),
            "If these latter fields are present thy are separated from the host specific object name and from each other by the characters \"%00\" (percent, zero, zero), this being and escaped string terminator (null). If the optional list of attributes is provided, the version number must be present, but may be the empty string",
        )],
        witnesses: &[
            Witness { input: "prospero://h/a%00%00b", verdicts: &[(Url7, Accepted("prosperoaddress"))] },
            Witness { input: "prospero://h/a%001%00b", verdicts: &[(Url7, Accepted("prosperoaddress"))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F27",
        grammars: &[Url, Url03],
        evidence: Evidence::Contradiction,
        summary: "`mailtoaddress  ... xalphas @ hostname` is not the RFC 822 addr-spec the prose promises: too narrow and too wide",
        detail: "The MAILTO prose (RFC 1630 p.17, url-03 p.10) says the URL specifies an RFC 822 addr-spec; the same listing's `midaddress  m i d : addr-spec` takes one (E4). `mailtoaddress  m a i l t o : xalphas @ hostname` (url-03: `: :`, F10) is another language: a `hostname` starts with an `alpha` (F7), so the addr-specs `timbl@128.141.201.74` (a host number) and `a@3com.com` are rejected (the default grammar `rfc1630` takes both as generic `uri`s), while `xalphas` holds `@`, so `a@b@c`, which is no addr-spec, is accepted. No hint: a mailto address that ends too early (`mailto:abc`) is rejected at the same place for another reason.",
        listing: &[
            quote(rfc1630("p.24", 1200, 1200), "mailtoaddress m a i l t o : xalphas @ hostname"),
            quote(rfc1630("p.24", 1196, 1196), "midaddress m i d : addr-spec"),
            quote(url03("p.14", 25767), "mailtoaddress m a i l t o : : xalphas @ hostname"),
        ],
        prose: &[
            quote(rfc1630("p.17", 813, 813), "This allows a URL to specify an RFC822 addr-spec mail address."),
            quote(url03("p.10", 18472), "MAILTO This allows a URL to specify an RFC822 addr-spec mail address."),
        ],
        witnesses: &[
            Witness { input: "mailto:timbl@128.141.201.74", verdicts: &[(Url, Rejected(27))] },
            Witness { input: "mailto:a@3com.com", verdicts: &[(Url, Rejected(17))] },
            Witness { input: "mailto:a@b@c", verdicts: &[(Url, Accepted("mailtoaddress"))] },
            Witness { input: "mailto::timbl@128.141.201.74", verdicts: &[(Url03, Rejected(28))] },
            Witness { input: "mailto::a@3com.com", verdicts: &[(Url03, Rejected(18))] },
            Witness { input: "mailto::a@b@c", verdicts: &[(Url03, Accepted("mailtoaddress"))] },
            Witness {
                input: "mid:timbl@128.141.201.74",
                verdicts: &[(Url, Accepted("midaddress")), (Url03, Accepted("midaddress"))],
            },
        ],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F28",
        grammars: &[Url, Url03],
        evidence: Evidence::Contradiction,
        summary: "`ftptype` needs a form code after `A` and `E`; the prose's text type is `A` alone",
        detail: "`ftptype  A formcode | E formcode | I | L digits` needs a form code (`N`, `T`, `C`) after `A` and `E`, while the FTP prose names the text type `\"A\"` alone, and RFC 959, whose type codes these are, makes the form code optional (`TYPE A` is `A N`). Every `ftptype` is also the end of a path segment (F2), so the listing's language is the same either way: what changes is the tree, and the typed AST never sets `ftptype` (`ftp://h/fA` has the path `fA`).",
        listing: &[
            quote(rfc1630("p.25", 1249, 1249), "ftptype A formcode | E formcode | I | L digits"),
            quote(url03("p.15", 26569), "ftptype A formcode | E formcode | I | L digits"),
        ],
        prose: &[
            quote(rfc1630("p.15", 749, 750), "A suitable FTP transfer type (for example binary \"I\" or text \"A\")"),
            quote(url03("p.5", 9276), "A suitable FTP transfer type (for example binary \"I\" or text \"A\")"),
        ],
        witnesses: &[
            Witness { input: "ftp://h/fA", verdicts: &[(Url, Accepted("ftpaddress")), (Url03, Accepted("ftpaddress"))] },
            Witness { input: "ftp://h/fAN", verdicts: &[(Url, Accepted("ftpaddress")), (Url03, Accepted("ftpaddress"))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F29",
        grammars: &[Url, Generic, Url03, Url7],
        evidence: Evidence::Observation,
        summary: "the prose writes escapes' hex digits as `0-9, A-F`; every `hex` rule also takes `a-f`, and no text forbids them",
        detail: "The escaping prose of each document gives the two hexadecimal digits after `%` as `(0-9, A-F)`; every listing's `hex` is `digit | a | b | c | d | e | f | A | B | C | D | E | F`, so the lowercase escape `%2f` is accepted. `(0-9, A-F)` lists what an encoder writes, and no sentence forbids `a-f`; RFC 1738, the next document of the URL line, says so outright (\"abcdef\" may also be used). As for F13's \"should\", the listing is not against its text: an observation. url4 has no `hex` rule: its `xalpha` holds a bare `%` (F16).",
        listing: &[
            quote(rfc1630("p.26", 1308, 1309), "hex digit | a | b | c | d | e | f | A | B | C | D | E | F"),
            quote(rfc1630("p.23", 1144, 1145), "hex digit | a | b | c | d | e | f | A | B | C | D | E | F"),
            quote(url03("p.16", 27553), "hex digit | a | b | c | d | e | f | A | B | C | D | E | F"),
            quote(url7("p.17", 973, 974), "hex digit | a | b | c | d | e | f | A | B | C | D | E | F"),
        ],
        prose: &[
            quote(rfc1630("p.8", 377, 378), "percent sign \"%\" immediately followed by two hexadecimal digits (0-9, A-F)"),
            quote(url03("p.3", 5329), "two hexadecimal digits (0-9, A-F)"),
            quote(url7("p.11", 616, 617), "a percent sign \"%\" followed by two hexadecimal digits (0-9, A-F)"),
            quote(
                url4_prose("§Mapping Local Names", 209, 209),
                "a percent sign \"%\" followed by two hexadecimal digits (0-9, A-F)",
            ),
            quote(rfc1738("p.3", 125, 125), "(The characters \"abcdef\" may also be used in hexadecimal encodings.)"),
        ],
        witnesses: &[
            Witness {
                input: "http://h/%2f",
                verdicts: &[(Url, Accepted("httpaddress")), (Url03, Accepted("httpaddress")), (Url7, Accepted("httpaddress"))],
            },
            Witness { input: "magic:%2f", verdicts: &[(Generic, Accepted("uri"))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F30",
        grammars: &[Url, Generic],
        evidence: Evidence::Contradiction,
        summary: "RFC 1630's fragment example `http://www.myu.edu/org/admin/people#andy` is derived by neither of its listings",
        detail: "The example (p.14) of \"a reference to a particular part of a document\" is an `http` URL with a fragment-id: the URL listing has no `#` (its entry is `prefixedurl | url`), and the generic listing, which has `[ # fragmentid ]`, derives no `//` (F1, F23). Only the default grammar `rfc1630` accepts it, by its own composition of the two listings (C1, `url_fragment_entry`: the URL listing's `url` followed by the generic listing's `# fragmentid`).",
        listing: &[
            quote(rfc1630("p.22", 1103, 1103), "fragmentaddress uri [ # fragmentid ]"),
            quote(
                rfc1630("p.24", 1178, 1181),
                "url httpaddress | ftpaddress | newsaddress | nntpaddress | prosperoaddress | telnetaddress | gopheraddress | waisaddress | mailtoaddress | midaddress | cidaddress",
            ),
        ],
        prose: &[quote(rfc1630("p.14", 677, 677), "http://www.myu.edu/org/admin/people#andy")],
        witnesses: &[Witness {
            input: "http://www.myu.edu/org/admin/people#andy",
            verdicts: &[(Url, Rejected(35)), (Generic, Rejected(5)), (Default, Accepted("httpaddress"))],
        }],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F31",
        grammars: &[Rfc1738],
        evidence: Evidence::Retired,
        summary: "retired: `HTTP://h/` is rejected by the project's case-sensitive reading of RFC 1738's literals, not by a disagreement in the document",
        detail: "Retired: the rejection it reported comes from the project's reading of the listing's quoted literals as case-sensitive, not from the document, which agrees with itself (§2.1 and the comment on `scheme` write schemes in lower case and ask interpreters to accept upper case), and whose notation, RFC 822's (l.926-927), says quoted literal text \"may be upper and/or lower case\" (RFC 822 §2.1, l.307-308). A reading is a choice of the project, written where the choices are: `grammar/ERRATA.md`, \"The case of quoted literals\", gives it with its reason and its consequence. The id stays, since ids are never reused. What it said (an observation): §2.1 defines scheme names with the lower case letters and asks programs to \"allow \"HTTP\" as well as \"http\"\"; the comment on `scheme` says the same (\"the scheme is in lower case; interpreters should use case-ignore\"): a URL is written in lower case, and an interpreter is lenient. The text reconciles itself. That `HTTP://h/` is rejected comes from the project's reading of the listing's literals as case-sensitive (`grammar/rfc1738.pest`: the listing spells both cases where it allows both, `alpha = lowalpha | hialpha` and `ftptype`). RFC 822 §2.1, whose conventions the listing adopts (l.926-927), says quoted literal text \"may be upper and/or lower case\"; read that way, `lowalpha`'s `\"a\"` also matches `A` and the listing derives `HTTP://h/`. The project keeps the case-sensitive reading, since it is the one under which the listing's `hialpha` and upper-case `ftptype` letters are not redundant; this is an observation on that reading, not a contradiction in the document.",
        listing: &[
            quote(rfc1738("p.17", 949, 949), "; the scheme is in lower case; interpreters should use case-ignore"),
            quote(rfc1738("p.17", 950, 950), "scheme = 1*[ lowalpha | digit | \"+\" | \"-\" | \".\" ]"),
        ],
        prose: &[quote(
            rfc1738("p.2", 94, 96),
            "For resiliency, programs interpreting URLs should treat upper case letters as equivalent to lower case in scheme names (e.g., allow \"HTTP\" as well as \"http\").",
        ),
        quote(rfc822("p.3", 307, 308), "Quotation-marks enclose literal text (which may be upper and/or lower case).")],
        witnesses: &[
            Witness { input: "HTTP://h/", verdicts: &[(Rfc1738, Rejected(0))] },
            Witness { input: "http://h/", verdicts: &[(Rfc1738, Accepted("httpurl"))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F32",
        grammars: &[Rfc1738],
        evidence: Evidence::Folded,
        summary: "folded into erratum E5: `gopherurl` prints its `/` unquoted, where the notation quotes every literal",
        detail: "Folded into erratum E5, which reports and corrects it: the witness passes only because of E5, and the other errata (E1-E4) have no findings of their own either. The id stays, since ids are never reused. What it said: the paragraph that opens §5 says \"literals are quoted with \"\"\", and every other `/` of the listing is quoted; `gopherurl` prints `[ / [ gtype ...` with a bare `/`, which by the notation is no element; the grammar reads it as the literal `\"/\"` (E5).",
        listing: &[quote(rfc1738("p.18", 1001, 1001), "gopherurl = \"gopher://\" hostport [ / [ gtype [ selector")],
        prose: &[quote(rfc1738("p.17", 929, 929), "Briefly, literals are quoted with \"\"")],
        witnesses: &[Witness { input: "gopher://h/1x", verdicts: &[(Rfc1738, Accepted("gopherurl"))] }],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F33",
        grammars: &[Rfc2732],
        evidence: Evidence::Contradiction,
        summary: "RFC 2732's own example `http://[::192.9.5.5]/ipng` is not derivable from the RFC 2373 grammar it imports",
        detail: "RFC 2732 §3 takes `IPv6address` from RFC 2373 Appendix B: `hexpart [ \":\" IPv4address ]`, where `hexpart` may be `\"::\" [ hexseq ]`. After a `::` with no `hexseq`, the IPv4 tail needs its own `:`, so `::192.9.5.5` is derivable only as `:::192.9.5.5`; the next example, `::FFFF:129.144.52.38`, is derivable (`::FFFF` then `:129.144.52.38`). RFC 2373's own text (§2.2, p.4) prints the same compressed form, `::13.1.68.3`, so both documents disagree with the grammar; RFC 3986's `IPv6address` derives it. A rejection names it where a `.` stops the literal after a `::` (the IPv4 tail read as a `hex4`); a `.` in a literal with no `::` (`[1.2.3.4]`) is no IPv6 address in either document, and is not named.",
        listing: &[
            quote(rfc2373("p.22", 1189, 1189), "IPv6address = hexpart [ \":\" IPv4address ]"),
            quote(rfc2373("p.22", 1194, 1194), "hexpart = hexseq | hexseq \"::\" [ hexseq ] | \"::\" [ hexseq ]"),
        ],
        prose: &[
            quote(rfc2732("p.2", 98, 98), "http://[::192.9.5.5]/ipng"),
            quote(rfc2373("p.4", 218, 218), "::13.1.68.3"),
        ],
        witnesses: &[
            Witness {
                input: "http://[::192.9.5.5]/ipng",
                verdicts: &[(Rfc2732, Rejected(13)), (Rfc3986, Accepted("URI"))],
            },
            Witness {
                input: "http://[::FFFF:129.144.52.38]:80/index.html",
                verdicts: &[(Rfc2732, Accepted("absoluteURI"))],
            },
        ],
        unknown_schemes: &[],
        hints: &[hint_since(Rfc2732, "ipv6reference", ('[', "::"), Found::Char('.'))],
    },
    Finding {
        id: "F34",
        grammars: &[Rfc2396, Rfc2732],
        evidence: Evidence::Contradiction,
        summary: "RFC 2396's grammar derives no `?y`, its own first example of a reference that is a query alone",
        detail: "Appendix C.1 resolves `?y` against `http://a/b/c/d;p?q` to `http://a/b/c/?y`; but `relativeURI = ( net_path | abs_path | rel_path ) [ \"?\" query ]` puts a path before the `?`, and `rel_path = rel_segment [ abs_path ]` needs one character of `rel_segment` at least, so no `URI-reference` begins with `?` (nor `?#foo`, which libwww-perl's suite adds). RFC 2396's own algorithm parses the reference with Appendix B's expression (step 1, \"as described in Section 4.3\"), not with the grammar, so `resolve -g rfc2396 'http://a/b/c/d;p?q' '?y'` gives the printed answer with the grammar's rejection at byte 0 beside it; RFC 2732 imports the rule unchanged. RFC 3986 writes `relative-part` with `path-empty` and derives it.",
        listing: &[
            quote(rfc2396("p.27", 1467, 1467), "relativeURI = ( net_path | abs_path | rel_path ) [ \"?\" query ]"),
            quote(rfc2396("p.27", 1477, 1477), "rel_path = rel_segment [ abs_path ]"),
        ],
        prose: &[quote(rfc2396("p.30", 1647, 1647), "?y = http://a/b/c/?y")],
        witnesses: &[
            Witness { input: "?y", verdicts: &[(Rfc2396, Rejected(0)), (Rfc2732, Rejected(0)), (Rfc3986, Accepted("relative-ref"))] },
            Witness { input: "g?y", verdicts: &[(Rfc2396, Accepted("relativeURI")), (Rfc2732, Accepted("relativeURI"))] },
        ],
        unknown_schemes: &[],
        hints: &[hint_after(Rfc2396, "rel_path", "", Found::Char('?')), hint_after(Rfc2732, "rel_path", "", Found::Char('?'))],
    },
    Finding {
        id: "F35",
        grammars: &[Rfc2396],
        evidence: Evidence::Observation,
        summary: "RFC 2396 step 6g leaves `..` above the root to the implementation; Appendix C.2 prints the retaining answer and names the other",
        detail: "Step 6g: a buffer that \"still begins with one or more complete path segments of `..`\" is \"considered to be in error\", which implementations may retain, remove or refuse to traverse. Appendix C.2 prints `../../../g = http://a/../g`, the retaining handling, and the note after it (l.1690-1694) names the other: some implementations strip the `..` and give `http://a/g` (Fielding's 1998 RFC 2396 column does). Step 6g allows both, and C.2 says which it prints and which others do, so the text reconciles itself: an observation that \"resolving them consistently\" (l.1667-1668) holds only up to that choice. `resolve -g rfc2396` keeps the `..`, as C.2 prints (step 6g cited).",
        listing: &[quote(
            rfc2396("p.21", 1168, 1170),
            "g) If the resulting buffer string still begins with one or more complete path segments of \"..\", then the reference is considered to be in error.",
        )],
        prose: &[
            quote(rfc2396("p.31", 1687, 1687), "../../../g = http://a/../g"),
            quote(rfc2396("p.30", 1667, 1668), "all URI parsers should be capable of resolving them consistently"),
            quote(
                rfc2396("p.31", 1690, 1694),
                "In practice, some implementations strip leading relative symbolic elements (\".\", \"..\") after applying a relative URI calculation, based on the theory that compensating for obvious author errors is better than allowing the request to fail. Thus, the above two references will be interpreted as \"http://a/g\" by some implementations.",
            ),
        ],
        witnesses: &[Witness { input: "http://a/../g", verdicts: &[(Rfc2396, Accepted("absoluteURI"))] }],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F36",
        grammars: &[Rfc1808, Rfc2396],
        evidence: Evidence::Gap,
        summary: "RFC 2396's step 6 and 7 resolve `g` against `http://a` to `http://ag`; RFC 1808 gives that as one reading; neither covers a base with an authority and no path",
        detail: "A base with a `net_loc` (an authority) and no path has no slash to cut at, and neither document says what to do. RFC 2396 step 6a copies nothing and 6b appends `g`; the step-7 pseudo-code appends the authority and then the path with nothing between, so `//a` then `g` is `http://ag`, whose host is `ag`; RFC 3986 D.2 says it outright: step 6a \"failed to account for a base URI with no path\". For RFC 1808 `http://ag` is one reading, not the only one: Step 6 removes \"the entire path if no slash is present\" and appends `g`, but §2.1 writes the path as `\"/\" path` (l.119, l.130) and §2.4.6 keeps the slash before the path as a remembered flag (l.366-371), so Step 7 may put it back. Each document's grammar puts a path after a `net_loc` only as `abs_path`, which begins with `/`. `resolve` writes the `/` (`http://a/g`), and says so in rustdoc; RFC 3986 §5.2.3 wrote the case into its merge.",
        listing: &[
            quote(rfc1808("p.4", 183, 183), "net_path = \"//\" net_loc [ abs_path ]"),
            quote(rfc2396("p.27", 1475, 1475), "net_path = \"//\" authority [ abs_path ]"),
        ],
        prose: &[
            quote(
                rfc1808("p.11", 579, 582),
                "Step 6: The last segment of the base URL's path (anything following the rightmost slash \"/\", or the entire path if no slash is present) is removed and the embedded URL's path is appended in its place.",
            ),
            quote(
                rfc2396("p.21", 1145, 1147),
                "a) All but the last segment of the base URI's path component is copied to the buffer. In other words, any characters after the last (right-most) slash character, if any, are excluded.",
            ),
            quote(
                rfc2396("p.22", 1197, 1200),
                "append \"//\" to result append authority to result append path to result",
            ),
            quote(rfc1808("p.3", 130, 130), "\"/\" path ::= URL path, as per Section 3.1 of RFC 1738 [2]."),
            quote(
                rfc1808("p.7", 368, 370),
                "the parser must remember whether or not it was present so that later processes can differentiate between relative and absolute paths.",
            ),
            quote(rfc3986("p.56", 3087, 3088), "o [RFC2396] section 5.2, step 6a, failed to account for a base URI with no path."),
            quote(
                rfc3986("p.32", 1783, 1785),
                "If the base URI has a defined authority component and an empty path, then return a string consisting of \"/\" concatenated with the reference's path;",
            ),
        ],
        witnesses: &[Witness {
            input: "http://a",
            verdicts: &[(Rfc1808, Accepted("absoluteURL")), (Rfc2396, Accepted("absoluteURI"))],
        }],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F37",
        grammars: &[Rfc3986, Rfc3987],
        evidence: Evidence::Contradiction,
        summary: "RFC 3986 §5.3 writes a path that starts with `//` after a scheme with no authority, which then reads as an authority",
        detail: "`.//g` against `f:/a`: §5.2.3 merges `/.//g`, §5.2.4 leaves `//g`, and §5.3 appends the path after `f:` with no authority: `f://g`, whose `g` parses as an authority, and whose path is empty. §3 says that without an authority \"the path cannot begin with two slash characters\"; the algorithm produces one. `resolve -g rfc3986` gives `f://g` as §5.3 writes it (the external suites' `f:/.//g` is listed against §5.3); fluent-uri writes `f:/.//g`. RFC 3987 §6.5 applies RFC 3986's algorithms to IRI references \"directly\" (l.1753-1757), so `resolve -g rfc3987` gives `f://g` too.",
        listing: &[quote(rfc3986("p.35", 1928, 1928), "append path to result;")],
        prose: &[
            quote(rfc3986("p.16", 877, 878), "authority is not present, the path cannot begin with two slash characters (\"//\")."),
            quote(
                rfc3987("p.32", 1753, 1755),
                "Processing of relative IRI references against a base is handled straightforwardly; the algorithms of [RFC3986] can be applied directly",
            ),
        ],
        witnesses: &[
            Witness { input: "f:/a", verdicts: &[(Rfc3986, Accepted("URI")), (Rfc3987, Accepted("IRI"))] },
            Witness { input: "f://g", verdicts: &[(Rfc3986, Accepted("URI")), (Rfc3987, Accepted("IRI"))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F38",
        grammars: &[Rfc2396, Rfc3986, Rfc3987],
        evidence: Evidence::Observation,
        summary: "`http:g` has two printed answers, one per setting of a flag the algorithm defines: RFC 3986's `strict`, and RFC 2396's validating and backward-compatible parsers before it",
        detail: "§5.2 says its algorithm \"provides definitive results that can be used to test the output of other implementations\"; §5.2.2 makes the answer depend on `strict`, and §5.4.2 prints `http:g` = `http:g` \"for strict parsers\" / `http://a/b/c/g` \"for backward compatibility\". The `strict` flag is part of the algorithm of §5.2.2, so each setting gives a definite result: an observation, not a contradiction. RFC 2396 did the same earlier: C.2 asks that all parsers resolve its abnormal examples \"consistently\" (l.1666-1668), then gives `http:g` two results, \"for validating parsers\" and \"for backwards compatibility\" (l.1748-1749), having called the scheme in a relative reference \"a loophole\" (l.1744-1746). `resolve -g rfc3986` and `resolve -g rfc2396` give the strict (validating) answer; the suites' `http://a/b/c/g` is listed against §5.4.2. RFC 3987 §6.5 applies RFC 3986's algorithms to IRI references \"directly\" (l.1753-1757), `strict` flag and all, and `resolve -g rfc3987` gives the strict answer too.",
        listing: &[quote(
            rfc3986("p.31", 1710, 1711),
            "-- A non-strict parser may ignore a scheme in the reference -- if it is identical to the base URI's scheme.",
        )],
        prose: &[
            quote(rfc3986("p.30", 1667, 1668), "provides definitive results that can be used to test the output of other implementations."),
            quote(
                rfc3986("p.37", 2062, 2063),
                "\"http:g\" = \"http:g\" ; for strict parsers / \"http://a/b/c/g\" ; for backward compatibility",
            ),
            quote(
                rfc2396("p.30", 1666, 1668),
                "Although the following abnormal examples are unlikely to occur in normal practice, all URI parsers should be capable of resolving them consistently.",
            ),
            quote(
                rfc2396("p.32", 1748, 1749),
                "http:g = http:g ; for validating parsers | http://a/b/c/g ; for backwards compatibility",
            ),
            quote(
                rfc3987("p.32", 1753, 1755),
                "Processing of relative IRI references against a base is handled straightforwardly; the algorithms of [RFC3986] can be applied directly",
            ),
        ],
        witnesses: &[Witness { input: "http:g", verdicts: &[(Rfc2396, Accepted("absoluteURI")), (Rfc3986, Accepted("URI")), (Rfc3987, Accepted("IRI"))],
        }],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F39",
        grammars: &[Rfc1808],
        evidence: Evidence::Contradiction,
        summary: "RFC 1808's examples give their base as a `Base:` header with a fragment; the header's rule holds an `absoluteURL`, which has none",
        detail: "§3.1 writes the base of a message as `base-header = \"Base\" \":\" \"<URL:\" absoluteURL \">\"`, and `absoluteURL` derives no `#`; §5 gives its examples' base as `Base: <URL:http://a/b/c/d;p?q#f>`. The text allows a base a fragment elsewhere: §2.1 sets the fragment aside (\"not considered part of the URL\") and §4 lets an empty reference inherit it. `resolve -g rfc1808` checks the base with `URL` and what comes before its `#` with `absoluteURL` (`src/revisions/resolve/parse_first.rs`), so the examples resolve; `check -g rfc1808 --entry absoluteURL` rejects the base at its `#`.",
        listing: &[quote(rfc1808("p.8", 441, 441), "base-header = \"Base\" \":\" \"<URL:\" absoluteURL \">\"")],
        prose: &[
            quote(rfc1808("p.12", 633, 633), "Base: <URL:http://a/b/c/d;p?q#f>"),
            quote(
                rfc1808("p.11", 609, 610),
                "Fragment identifiers are only inherited from the base URL when the entire embedded URL is empty.",
            ),
        ],
        witnesses: &[Witness { input: "http://a/b/c/d;p?q#f", verdicts: &[(Rfc1808, Accepted("absoluteURL"))] }],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F40",
        grammars: &[Rfc1738],
        evidence: Evidence::Gap,
        summary: "RFC 1738 gives the fragment after a `#` no syntax, though its wrapper example `<URL:http://ds.internic.net/instructions/overview.html#WARNING>` carries one",
        detail: "The appendix's example text wraps three URLs; the third ends in `#WARNING`, and the appendix says that a fragment identifier \"would be placed within the brackets as well\". The text does not claim that the bracketed string is a `url`: §2.2 says `#` delimits \"a URL from a fragment/anchor identifier that might follow it\" (l.148-151), and the appendix that the wrapper \"does not form part of the URL\" (l.1202). So the URL is the part before the `#`, an `httpurl`; what is missing is any syntax for the fragment itself, which neither the listing (`#` is only in `punctuation`, no `xchar`) nor the prose gives: a gap. The grammar keeps the listing and rejects the whole string at its `#`. No production of the listing holds a `#` (it is only in `punctuation`, which none uses), so every rejection at a `#` under `rfc1738` names this finding.",
        listing: &[
            quote(rfc1738("p.18", 994, 995), "httpurl = \"http://\" hostport [ \"/\" hpath [ \"?\" search ]] hpath = hsegment *[ \"/\" hsegment ]"),
            quote(rfc1738("p.20", 1077, 1077), "punctuation = \"<\" | \">\" | \"#\" | \"%\" | <\">"),
        ],
        prose: &[
            quote(rfc1738("p.22", 1224, 1225), "Note the warning in <URL:http://ds.internic. net/instructions/overview.html#WARNING>."),
            quote(
                rfc1738("p.3", 148, 151),
                "The character \"#\" is unsafe and should always be encoded because it is used in World Wide Web and in other systems to delimit a URL from a fragment/anchor identifier that might follow it.",
            ),
            quote(rfc1738("p.22", 1202, 1202), "wrapper does not form part of the URL"),
            quote(rfc1738("p.22", 1205, 1207), "In the case where a fragment/anchor identifier is associated with a URL (following a \"#\"), the identifier would be placed within the brackets as well."),
        ],
        witnesses: &[
            Witness {
                input: "http://ds.internic.net/instructions/overview.html#WARNING",
                verdicts: &[(Rfc1738, Rejected(49))],
            },
            Witness {
                input: "http://ds.internic.net/instructions/overview.html",
                verdicts: &[(Rfc1738, Accepted("httpurl"))],
            },
        ],
        unknown_schemes: &[],
        hints: &[hint(Rfc1738, "url", Found::Char('#'))],
    },
    Finding {
        id: "F41",
        grammars: &[Rfc2732],
        evidence: Evidence::Contradiction,
        summary: "RFC 2373's `hexseq`, which RFC 2732 imports, has no upper bound: an IPv6 literal of nine pieces, or eight with a `::`, is derived",
        detail: "RFC 2732 §3 takes `IPv6address` from RFC 2373 Appendix B, where `hexseq = hex4 *( \":\" hex4 )` repeats without bound, and `hexpart` may join two `hexseq`s with `::`. RFC 2373's text says an address is \"eight 16-bit pieces\" (§2.2), so nine pieces, or eight around a `::` (which stands for one or more zero pieces), are no addresses. The grammar keeps the listing: `rfc2732` accepts both; RFC 3986's `IPv6address` counts the pieces (`6( h16 \":\" ) ls32` and its eight other alternatives) and rejects both at the `]`.",
        listing: &[
            quote(rfc2373("p.22", 1194, 1194), "hexpart = hexseq | hexseq \"::\" [ hexseq ] | \"::\" [ hexseq ]"),
            quote(rfc2373("p.22", 1195, 1195), "hexseq = hex4 *( \":\" hex4)"),
        ],
        prose: &[quote(
            rfc2373("p.3", 164, 165),
            "The preferred form is x:x:x:x:x:x:x:x, where the 'x's are the hexadecimal values of the eight 16-bit pieces of the address.",
        )],
        witnesses: &[
            Witness {
                input: "http://[1:2:3:4:5:6:7:8:9]/",
                verdicts: &[(Rfc2732, Accepted("absoluteURI")), (Rfc3986, Rejected(23))],
            },
            Witness {
                input: "http://[1:2:3:4:5:6:7::8]/",
                verdicts: &[(Rfc2732, Accepted("absoluteURI")), (Rfc3986, Rejected(23))],
            },
        ],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F42",
        grammars: &[Rfc2732],
        evidence: Evidence::Contradiction,
        summary: "RFC 2732 allows `[` and `]` \"for this reserved purpose\", the IPv6 literal, but adds them to `reserved`, so query, fragment and opaque part take them too",
        detail: "RFC 2732 §3 says it \"allows the use of \\\"[\\\" and \\\"]\\\" within a URI explicitly for this reserved purpose\", the IPv6 literal in the host. Its change (3) adds them to `reserved`, and RFC 2396's `uric` is `reserved | unreserved | escaped`: every production built on `uric` (`query`, `fragment`, `opaque_part`) now takes them anywhere. So `rfc2732` accepts brackets in a query, a fragment and an opaque part, which RFC 2396 rejects and the purpose does not cover. RFC 3986 undoes it (D.1: brackets \"are not allowed outside their use as delimiters for an IP literal within host\").",
        listing: &[quote(
            rfc2732("p.3", 133, 134),
            "reserved = \";\" | \"/\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\" | \"[\" | \"]\"",
        )],
        prose: &[
            quote(
                rfc2732("p.2", 105, 107),
                "It defines a syntax for IPv6 addresses and allows the use of \"[\" and \"]\" within a URI explicitly for this reserved purpose.",
            ),
            quote(
                rfc3986("p.53", 2930, 2932),
                "Square brackets are now specified as reserved within the authority component and are not allowed outside their use as delimiters for an IP literal within host.",
            ),
        ],
        witnesses: &[
            Witness {
                input: "http://h/?a[b]",
                verdicts: &[(Rfc2732, Accepted("absoluteURI")), (Rfc2396, Rejected(11)), (Rfc3986, Rejected(11))],
            },
            Witness {
                input: "http://h/#x[1]",
                verdicts: &[(Rfc2732, Accepted("absoluteURI")), (Rfc2396, Rejected(11)), (Rfc3986, Rejected(11))],
            },
            Witness {
                input: "foo:a[b]",
                verdicts: &[(Rfc2732, Accepted("absoluteURI")), (Rfc2396, Rejected(5)), (Rfc3986, Rejected(5))],
            },
        ],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F43",
        grammars: &[Rfc3986],
        evidence: Evidence::Retired,
        summary: "retired: what RFC 3986 D.1 says of RFC 2732's source (RFC 3513, \"which lacks an ABNF\") is a remark on the history, with no listing involved",
        detail: "Retired: no listing is involved. The `rfc3986` grammar does not depend on which document D.1 names as RFC 2732's source, and the witness is accepted by `rfc2732` and `rfc3986` alike; what it reported is a remark on the history D.1 tells, now written in `grammar/ERRATA.md` (\"Retired findings\"). The id stays, since ids are never reused. What it said (a contradiction): Appendix D.1 explains RFC 3986's new `IPv6address` rule by saying that RFC 2732 defers to RFC 3513 for the IPv6 literal, \"which, unfortunately, lacks an ABNF description\". RFC 2732 defines `IPv6address` \"as in RFC2373\" and lists RFC 2373 as its reference; RFC 2373 has an ABNF (Appendix B), which `rfc2732` transcribes. RFC 3513 obsoleted RFC 2373 in 2003 and dropped the appendix (RFC 3513 is not in the shared set). D.1's reason holds for the document current in 2005, not for the one RFC 2732 names; that ABNF is also what F33 and F41 are about.",
        listing: &[
            quote(rfc2373("p.22", 1189, 1189), "IPv6address = hexpart [ \":\" IPv4address ]"),
            quote(rfc2732("p.3", 125, 125), "where IPv6address is defined as in RFC2373 [ARCH]."),
        ],
        prose: &[
            quote(
                rfc3986("p.53", 2937, 2938),
                "As [RFC2732] defers to [RFC3513] for definition of an IPv6 literal address, which, unfortunately, lacks an ABNF description of",
            ),
            quote(
                rfc2732("p.4", 208, 209),
                "[ARCH] Hinden, R. and S. Deering, \"IP Version 6 Addressing Architecture\", RFC 2373, July 1998.",
            ),
        ],
        witnesses: &[Witness {
            input: "http://[1080::8:800:200C:417A]/foo",
            verdicts: &[(Rfc2732, Accepted("absoluteURI")), (Rfc3986, Accepted("URI"))],
        }],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F44",
        grammars: &[Rfc1808],
        evidence: Evidence::Contradiction,
        summary: "RFC 1808's BNF rules out an empty first segment after a `net_loc`; its text parses `//a//b` and says ftp and http URLs always parse as generic-RL",
        detail: "`abs_path = \"/\" rel_path`, `rel_path = [ path ] ...`, `path = fsegment *( \"/\" segment )` and `fsegment = 1*pchar`: after the `/` that follows a `net_loc` the first segment cannot be empty, so `//a//b` is no `relativeURL`. Yet §2.3 says ftp and http (and file and nntp) \"can always be parsed using the generic-RL syntax\", and RFC 1738's own ftp example `ftp://myname@host.dom//etc/motd` (l.408) has that empty segment; §2.4.3's parse takes the `net_loc` up to the next `/` and leaves `//b`-style paths to the path step. The grammar keeps the listing: `//a//b` is rejected at its second `/`, and the ftp example is an `absoluteURL` only by the listing's other alternative, `scheme \":\" *( uchar | reserved )`, not as a generic-RL.",
        listing: &[quote(
            rfc1808("p.4", 184, 188),
            "abs_path = \"/\" rel_path rel_path = [ path ] [ \";\" params ] [ \"?\" query ] path = fsegment *( \"/\" segment ) fsegment = 1*pchar",
        )],
        prose: &[
            quote(
                rfc1808("p.5", 262, 263),
                "Finally, the following schemes can always be parsed using the generic-RL syntax.",
            ),
            quote(
                rfc1808("p.6", 329, 332),
                "If the parse string begins with a double-slash \"//\", then the substring of characters after the double-slash and up to, but not including, the next slash \"/\" character is the network location/login (<net_loc>) of the URL.",
            ),
            quote(rfc1738("p.8", 408, 408), "<URL:ftp://myname@host.dom//etc/motd>"),
        ],
        witnesses: &[
            Witness { input: "//a//b", verdicts: &[(Rfc1808, Rejected(4))] },
            Witness { input: "//myname@host.dom//etc/motd", verdicts: &[(Rfc1808, Rejected(18))] },
            Witness { input: "ftp://myname@host.dom//etc/motd", verdicts: &[(Rfc1808, Accepted("absoluteURL"))] },
        ],
        unknown_schemes: &[],
        hints: &[hint(Rfc1808, "rel_path", Found::Char('/'))],
    },
    Finding {
        id: "F45",
        grammars: &[Rfc1738],
        evidence: Evidence::Contradiction,
        summary: "RFC 1738's prose makes the ftp type code one of `a`, `i`, `d`; `ftptype` also takes `A`, `I`, `D`",
        detail: "§3.2.2 says `<typecode>` \"is one of the characters \\\"a\\\", \\\"i\\\", or \\\"d\\\"\"; the listing's `ftptype` is `\"A\" | \"I\" | \"D\" | \"a\" | \"i\" | \"d\"`, so `;type=A` is derived. The listing is wider than the prose (and it is this row, with `alpha = lowalpha | hialpha`, that makes the project read the listing's literals as case-sensitive: `grammar/ERRATA.md`, \"The case of quoted literals\").",
        listing: &[quote(rfc1738("p.18", 986, 986), "ftptype = \"A\" | \"I\" | \"D\" | \"a\" | \"i\" | \"d\"")],
        prose: &[quote(
            rfc1738("p.7", 366, 367),
            "Where <cwd1> through <cwdN> and <name> are (possibly encoded) strings and <typecode> is one of the characters \"a\", \"i\", or \"d\".",
        )],
        witnesses: &[
            Witness { input: "ftp://h/f;type=A", verdicts: &[(Rfc1738, Accepted("ftpurl"))] },
            Witness { input: "ftp://h/f;type=a", verdicts: &[(Rfc1738, Accepted("ftpurl"))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F46",
        grammars: &[Rfc1738],
        evidence: Evidence::Contradiction,
        summary: "RFC 1738's gopher selector holds any octet but tab, LF and CR; `selector = *xchar` takes `%0A` and `%0D` (and `%09`)",
        detail: "§3.4 says Gopher selector strings \"may contain any octets except 09 hexadecimal (US-ASCII HT or tab) 0A hexadecimal (US-ASCII character LF), and 0D (US-ASCII character CR)\"; the listing's `selector = *xchar` takes every `escape`, those three included. `%09` is also the separator before a search or Gopher+ string, and where the selector stops before one is a PEG mechanic of the grammar (P14), so the witnesses use `%0A` and `%0D`, which can only be in the selector.",
        listing: &[quote(rfc1738("p.18", 1004, 1004), "selector = *xchar")],
        prose: &[quote(
            rfc1738("p.10", 518, 520),
            "Gopher selector strings are a sequence of octets which may contain any octets except 09 hexadecimal (US-ASCII HT or tab) 0A hexadecimal (US-ASCII character LF), and 0D (US-ASCII character CR).",
        )],
        witnesses: &[
            Witness { input: "gopher://h/1a%0Ab", verdicts: &[(Rfc1738, Accepted("gopherurl"))] },
            Witness { input: "gopher://h/1a%0Db", verdicts: &[(Rfc1738, Accepted("gopherurl"))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F47",
        grammars: &[Rfc1738],
        evidence: Evidence::Observation,
        summary: "RFC 1738 reserves `;` in HTTP paths and gives it no meaning, and lets `?` into ftp path segments; RFC 1808 calls both errors",
        detail: "§3.3 says that within the HTTP `<path>` and `<searchpart>` \"/\", \";\", \"?\" are reserved, and gives `;` no meaning; `hsegment` allows `;`, and `fsegment` allows `?`. No sentence of RFC 1738 forbids either, so this is an observation: RFC 1808 §2.3 (l.272-278) calls the `?` in ftp segments \"believed to be an error in the RFC\" and gives `;` in http paths the meaning of `<params>`.",
        listing: &[
            quote(rfc1738("p.18", 996, 996), "hsegment = *[ uchar | \";\" | \":\" | \"@\" | \"&\" | \"=\" ]"),
            quote(rfc1738("p.18", 985, 985), "fsegment = *[ uchar | \"?\" | \":\" | \"@\" | \"&\" | \"=\" ]"),
        ],
        prose: &[
            quote(rfc1738("p.9", 474, 475), "Within the <path> and <searchpart> components, \"/\", \";\", \"?\" are reserved."),
            quote(
                rfc1808("p.5", 272, 275),
                "NOTE: Section 5 of RFC 1738 specifies that the question-mark character (\"?\") is allowed in an ftp or file path segment. However, this is not true in practice and is believed to be an error in the RFC.",
            ),
        ],
        witnesses: &[
            Witness { input: "http://h/a;b", verdicts: &[(Rfc1738, Accepted("httpurl"))] },
            Witness { input: "ftp://h/a?b", verdicts: &[(Rfc1738, Accepted("ftpurl"))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F48",
        grammars: &[Rfc1738],
        evidence: Evidence::Retired,
        summary: "retired: no text of RFC 1738 and no software of the era makes the nntp article number required, which `nntpurl` leaves optional",
        detail: "Retired: nothing stands against the listing. No sentence of RFC 1738 makes the article number required (the form that writes it also writes the optional `:<port>` without brackets), the finding called its own evidence weak, and the era's software wrote the form without it: libwww's HTParse tests of 1996 split `nntp://foo.bar.com/comp.foo.bar` under RFC 1738 (`libwww-htparse-tests.tsv`). `grammar/ERRATA.md` (\"Retired findings\") says so. The id stays, since ids are never reused. What it said (an observation): §3.7 gives the form `nntp://<host>:<port>/<newsgroup-name>/<article-number>` and never says the article number may be left out; the listing's `nntpurl` writes it `[ \"/\" digits ]`, so `nntp://h/g` is derived. The evidence is weak: the same form writes the optional `:<port>` without brackets too (l.714-715 says it may be omitted), so the form alone does not make a part required. An observation, not a contradiction.",
        listing: &[quote(rfc1738("p.19", 1029, 1029), "nntpurl = \"nntp://\" hostport \"/\" group [ \"/\" digits ]")],
        prose: &[quote(rfc1738("p.13", 712, 712), "nntp://<host>:<port>/<newsgroup-name>/<article-number>")],
        witnesses: &[
            Witness { input: "nntp://h/g", verdicts: &[(Rfc1738, Accepted("nntpurl"))] },
            Witness { input: "nntp://h/g/12", verdicts: &[(Rfc1738, Accepted("nntpurl"))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F49",
        grammars: &[Rfc2396, Rfc2732],
        evidence: Evidence::Observation,
        summary: "RFC 2396 makes scheme names lower case and asks interpreters to ignore case; `scheme` takes upper case letters",
        detail: "§3.1 says scheme names begin with a lower case letter followed by lower case letters, digits, `+`, `.` or `-`, and asks programs to \"treat upper case letters as equivalent to lower case in scheme names\"; the listing's `scheme = alpha *( alpha | digit | \"+\" | \"-\" | \".\" )` takes `upalpha` too. The text reconciles itself (a URI is written in lower case, an interpreter is lenient), and here the listing is the lenient side: `HTTP://h/` is an `absoluteURI` under either reading of the literals' case, since `alpha` holds `upalpha`. An observation, not a contradiction; RFC 2732 imports the rule unchanged. RFC 1738's `scheme`, which takes lower case letters only, was F31, retired: its rejection of `HTTP://h/` is the project's reading (`grammar/ERRATA.md`, \"The case of quoted literals\").",
        listing: &[quote(rfc2396("p.12", 651, 651), "scheme = alpha *( alpha | digit | \"+\" | \"-\" | \".\" )")],
        prose: &[quote(
            rfc2396("p.12", 644, 649),
            "Scheme names consist of a sequence of characters beginning with a lower case letter and followed by any combination of lower case letters, digits, plus (\"+\"), period (\".\"), or hyphen (\"-\"). For resiliency, programs interpreting URI should treat upper case letters as equivalent to lower case in scheme names (e.g., allow \"HTTP\" as well as \"http\").",
        )],
        witnesses: &[Witness {
            input: "HTTP://h/",
            verdicts: &[(Rfc2396, Accepted("absoluteURI")), (Rfc2732, Accepted("absoluteURI"))],
        }],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F50",
        grammars: &[Rfc2396, Rfc3986],
        evidence: Evidence::Gap,
        summary: "RFC 3986's Appendix D reads RFC 2396's `reg_name` as `reg-name`, but `reg-name` has no `:` or `@` and may be empty",
        detail: "Appendix D.2 says specifications that use RFC 2396's rules \"may be understood by replacing those rules\" by its table, and the table maps `reg_name` to `reg-name`. RFC 2396's `reg_name` is `1*( unreserved | escaped | \"$\" | \",\" | \";\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" )`; RFC 3986's `reg-name` is `*( unreserved / pct-encoded / sub-delims )`, whose `sub-delims` hold neither `:` nor `@`, and which may be empty. An authority that was a registry name with `:` or `@` in it (`a:b:c`, `a@b@c`) is rejected by RFC 3986, and Appendix D lists no such change (`data/appendix-d.tsv`, `tests/it/study/appendix_d.rs`). Read as language claims, exactly (`rfc1630::study::appendix_d::translation_languages`, `data/appendix-d-translations.tsv`), more rows of the table replace a rule by one that does not accept all its strings, each shown by its shortest witness: `reg_name` -> `reg-name` (`:`), `abs_path` -> `path-absolute` (`//`, an empty first segment), `opaque_part` -> `path-rootless [ \"?\" query ]` (`?`, an opaque part that begins with `?`), `uric` and `uric_no_slash` (`!`: the mark characters `!*'()` moved to `sub-delims`, which the rows leave out), `path_segments` -> `path-abempty` (`!`, a path that does not begin with `/`), and through `reg_name` `absoluteURI` (`A://:!`), `relativeURI`, `hier_part` and `net_path` (`//:!`). A whole URI reference keeps most of these strings through other rules (`a:?x` through `path-empty`): the narrowing is the table's, for a specification that uses a translation alone.",
        listing: &[
            quote(rfc2396("p.27", 1486, 1487), "reg_name = 1*( unreserved | escaped | \"$\" | \",\" | \";\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" )"),
            quote(rfc3986("p.50", 2757, 2757), "reg-name = *( unreserved / pct-encoded / sub-delims )"),
        ],
        prose: &[
            quote(rfc3986("p.53", 2955, 2956), "refer to the obsolete grammar rules may be understood by replacing those rules according to the following table:"),
            quote(rfc3986("p.54", 2988, 2988), "| reg_name | reg-name |"),
        ],
        witnesses: &[
            Witness {
                input: "http://a:b:c/",
                verdicts: &[(Rfc2396, Accepted("absoluteURI")), (Rfc3986, Rejected(12))],
            },
            Witness {
                input: "foo://a@b@c/",
                verdicts: &[(Rfc2396, Accepted("absoluteURI")), (Rfc3986, Rejected(9))],
            },
        ],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F51",
        grammars: &[Rfc1808, Rfc2396],
        evidence: Evidence::Observation,
        summary: "RFC 1808's `net_loc` takes `?`, RFC 2396's authority ends at it, and Appendix G.4 does not list the change",
        detail: "RFC 1808's `net_loc = *( pchar | \";\" | \"?\" )`, and its parse (§2.4.3) takes the `net_loc` up to the next `/`; RFC 2396 §3.2 ends the authority at the next `/` or `?`. So `http://a?b` has the `net_loc` `a?b` under RFC 1808 and the authority `a` with the query `b` under RFC 2396, and `g` against it resolves to `http://a?b/g` under `rfc1808` and to `http://a/g` under `rfc2396`. Appendix G.4 lists the changes from RFC 1808 and says only that `<net_loc>` was renamed `<authority>` and is no longer restricted to the server syntax. No text of either document is against its own listing: an observation on the lineage.",
        listing: &[
            quote(rfc1808("p.4", 195, 195), "net_loc = *( pchar | \";\" | \"?\" )"),
            quote(rfc2396("p.12", 667, 669), "The authority component is preceded by a double slash \"//\" and is terminated by the next slash \"/\", question-mark \"?\", or by the end of the URI."),
        ],
        prose: &[quote(
            rfc2396("p.39", 2161, 2163),
            "The BNF term <net_loc> has been replaced with <authority>, since the latter more accurately describes its use and purpose. Likewise, the authority is no longer restricted to the IP server syntax.",
        )],
        witnesses: &[Witness {
            input: "http://a?b",
            verdicts: &[(Rfc1808, Accepted("absoluteURL")), (Rfc2396, Accepted("absoluteURI"))],
        }],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F52",
        grammars: &[Rfc3987],
        evidence: Evidence::Contradiction,
        summary: "RFC 3987's `ucschar` holds the bidi formatting characters LRM, RLM, LRE, RLE, LRO, RLO and PDF, which its §4.1 says IRIs must not contain",
        detail: "The listing's first range of `ucschar`, `%xA0-D7FF`, holds U+200E-200F (LRM, RLM) and U+202A-202E (LRE, RLE, PDF, LRO, RLO), and `ucschar` is an `iunreserved`, so each may stand in every component but the scheme; §4.1 says \"IRIs MUST NOT contain bidirectional formatting characters\". So `http://a/` followed by U+202E (RLO) is an `IRI`, and so is `http://` followed by U+200E (LRM) and `a/`. The grammar keeps the listing; `lint --grammar rfc3987` warns of each such character (`bidi-formatting`), and the mapping to a URI encodes it while the mapping back keeps it encoded (§3.2, l.861-878).",
        listing: &[quote(rfc3987("p.8", 435, 435), "ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF")],
        prose: &[quote(
            rfc3987("p.18", 974, 975),
            "IRIs MUST NOT contain bidirectional formatting characters (LRM, RLM, LRE, RLE, LRO, RLO, and PDF).",
        )],
        witnesses: &[
            Witness { input: "http://a/\u{202E}", verdicts: &[(Rfc3987, Accepted("IRI"))] },
            Witness { input: "http://\u{200E}a/", verdicts: &[(Rfc3987, Accepted("IRI"))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F53",
        grammars: &[Rfc2732],
        evidence: Evidence::Contradiction,
        summary: "RFC 2373's `IPv4address`, which RFC 2732 imports, takes up to three digits a part (`999`), though its text makes each part an 8-bit value",
        detail: "RFC 2732 §3 replaces RFC 2396's `IPv4address` with RFC 2373's, \"as it correctly defines an IPv4address as consisting of at most three decimal digits per segment\" (change 2), and takes RFC 2373's `IPv6address`, whose IPv4 tail is the same rule. RFC 2373's `IPv4address = 1*3DIGIT \".\" 1*3DIGIT \".\" 1*3DIGIT \".\" 1*3DIGIT` takes 256-999 in each part, while its §2.2 says the dotted parts are \"the decimal values of the four low-order 8-bit pieces of the address\", at most 255. So `rfc2732` accepts `http://[1::2:999.999.999.999]/` (and reads the host of `http://999.999.999.999/` as an `IPv4address`, where `rfc3986` reads a `reg-name`). RFC 3986 D.1 says its own `IPv4address` was \"improved in order to limit each decimal octet to the range 0-255\", and its `dec-octet` rejects both literals at the `.` after the part that no `dec-octet` derives.",
        listing: &[
            quote(rfc2373("p.22", 1190, 1190), "IPv4address = 1*3DIGIT \".\" 1*3DIGIT \".\" 1*3DIGIT \".\" 1*3DIGIT"),
            quote(rfc2373("p.22", 1189, 1189), "IPv6address = hexpart [ \":\" IPv4address ]"),
        ],
        prose: &[
            quote(
                rfc2373("p.4", 208, 210),
                "the 'd's are the decimal values of the four low-order 8-bit pieces of the address (standard IPv4 representation)",
            ),
            quote(
                rfc2732("p.3", 127, 129),
                "(2) Replace the definition of 'IPv4address' with that of RFC 2373, as it correctly defines an IPv4address as consisting of at most three decimal digits per segment.",
            ),
            quote(
                rfc3986("p.53", 2941, 2942),
                "Likewise, the definition of IPv4address has been improved in order to limit each decimal octet to the range 0-255.",
            ),
        ],
        witnesses: &[
            Witness {
                input: "http://[1::2:999.999.999.999]/",
                verdicts: &[(Rfc2732, Accepted("absoluteURI")), (Rfc3986, Rejected(16))],
            },
            Witness {
                input: "http://[::FFFF:256.1.1.1]/",
                verdicts: &[(Rfc2732, Accepted("absoluteURI")), (Rfc3986, Rejected(18))],
            },
            Witness {
                input: "http://[::FFFF:255.1.1.1]/",
                verdicts: &[(Rfc2732, Accepted("absoluteURI")), (Rfc3986, Accepted("URI"))],
            },
        ],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F54",
        grammars: &[Generic, Url, Url03, Url7, Url4, Rfc1738, Rfc1808],
        evidence: Evidence::Observation,
        summary: "no listing before RFC 2396 takes a literal `~` (it is `national`, or missing), though the era wrote it in URLs: RFC 2396 added it \"since it is extensively used on the Internet\"",
        detail: "RFC 1630's two listings, url-03, url7, RFC 1738 and RFC 1808 put `~` in `national`, which no production uses; url4 leaves it out. Their texts agree: RFC 1630 says the national characters \"do not appear in any productions and therefore may not appear in URIs\" (url-03 says the same of URLs), RFC 1738 names `~` among the unsafe characters, which \"must always be encoded\". So `http://www.iprg.nokia.com/~hinden`, the address RFC 2732 prints for its first author, is rejected at its `~` by every grammar before RFC 2396, and `%7E` is what they take. The era wrote it unencoded: RFC 2396 added `~` to `unreserved` \"since it is extensively used on the Internet\", and `era-urls.tsv` holds `http://hoohoo.ncsa.uiuc.edu/~robm/sg.html` (NCSA httpd) and `http://www.brl.ntt.jp/~takada/takada.html` (libwww's history, 1995). No text of those documents is against its listing, so this is an observation: the listings reject what software wrote. A rejection at a `~` names it, under each of these grammars and the default `rfc1630`.",
        listing: &[
            quote(rfc1630("p.26", 1311, 1311), "national { | } | vline | [ | ] | \\ | ^ | ~"),
            quote(rfc1738("p.20", 1076, 1076), "national = \"{\" | \"}\" | \"|\" | \"\\\" | \"^\" | \"~\""),
            quote(rfc1808("p.4", 220, 220), "national = \"{\" | \"}\" | \"|\" | \"\\\" | \"^\" | \"~\""),
        ],
        prose: &[
            quote(
                rfc1630("p.22", 1099, 1101),
                "The \"national\" and \"punctuation\" characters do not appear in any productions and therefore may not appear in URIs.",
            ),
            quote(
                rfc1738("p.3", 152, 154),
                "Other characters are unsafe because gateways and other transport agents are known to sometimes modify such characters. These characters are \"{\", \"}\", \"|\", \"\\\", \"^\", \"~\",",
            ),
            quote(rfc1738("p.3", 157, 157), "All unsafe characters must always be encoded within a URL."),
            quote(
                rfc2396("p.38", 2079, 2081),
                "The tilde \"~\" character was added to those in the \"unreserved\" set, since it is extensively used on the Internet in spite of the difficulty to transcribe it with some keyboards.",
            ),
            quote(rfc2732("p.4", 185, 185), "http://www.iprg.nokia.com/~hinden"),
        ],
        witnesses: &[
            Witness {
                input: "http://www.iprg.nokia.com/~hinden",
                verdicts: &[
                    (Default, Rejected(26)),
                    (Url, Rejected(26)),
                    (Url03, Rejected(26)),
                    (Url7, Rejected(26)),
                    (Url4, Rejected(26)),
                    (Rfc1738, Rejected(26)),
                    (Rfc1808, Rejected(26)),
                    (Rfc2396, Accepted("absoluteURI")),
                    (Rfc2732, Accepted("absoluteURI")),
                    (Rfc3986, Accepted("URI")),
                ],
            },
            Witness { input: "magic:~hinden", verdicts: &[(Generic, Rejected(6))] },
            Witness {
                input: "http://www.iprg.nokia.com/%7Ehinden",
                verdicts: &[
                    (Url, Accepted("httpaddress")),
                    (Url03, Accepted("httpaddress")),
                    (Url7, Accepted("httpaddress")),
                    (Url4, Accepted("httpaddress")),
                    (Rfc1738, Accepted("httpurl")),
                    (Rfc1808, Accepted("absoluteURL")),
                ],
            },
        ],
        unknown_schemes: &[],
        // Every production of these listings is on the stack under its
        // outermost one, but for a fragment, which only the entry encloses.
        hints: &[
            hint(Generic, "uri", Found::Char('~')),
            hint(Generic, "fragmentid", Found::Char('~')),
            hint(Url, "url", Found::Char('~')),
            hint(Url, "fragmentid", Found::Char('~')),
            hint(Url03, "url", Found::Char('~')),
            hint(Url7, "uri", Found::Char('~')),
            hint(Url7, "fragmentid", Found::Char('~')),
            hint(Url4, "docaddress", Found::Char('~')),
            hint(Url4, "anchorid", Found::Char('~')),
            hint(Rfc1738, "url", Found::Char('~')),
            hint(Rfc1808, "URL", Found::Char('~')),
        ],
    },
    Finding {
        id: "F55",
        grammars: &[Rfc3987],
        evidence: Evidence::Contradiction,
        summary: "RFC 3987 §4.4 calls its bidi Examples 8 and 9 \"not allowed\"; the rule they break is a should, not a must (§4.2), and the listing derives both",
        detail: "§4.4's Example 8, `http://ab.cd.ef/GH1/2IJ/KL.html` (digits at the start and end of right-to-left components), and Example 9, the same with the digits percent-encoded, are headed \"(not allowed)\". The rule they break is §4.2's second, \"A component using right-to-left characters SHOULD start and end with right-to-left characters\", and §4.2 says \"The above restrictions are given as shoulds, rather than as musts\"; no other text forbids them, and the listing derives both. So the document calls two IRIs \"not allowed\" that its rule only advises against and its grammar derives. The examples are in the document's Bidi Notation, upper case for right-to-left letters (l.292-295); the witnesses and the catalogue write them with Hebrew letters, A as U+05D0 (alef) and each next letter the next code point. The grammar keeps the listing: `rfc3987` accepts both as `IRI`s, `lint --grammar rfc3987` warns `bidi-ends` of each component (§4.2), and `conformance` claims them `not-allowed`, a claim the grammar does not bear out.",
        listing: &[
            quote(rfc3987("p.8", 420, 420), "isegment = *ipchar"),
            quote(rfc3987("p.8", 426, 427), "ipchar = iunreserved / pct-encoded / sub-delims / \":\" / \"@\""),
            quote(rfc3987("p.8", 433, 433), "iunreserved = ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\" / ucschar"),
        ],
        prose: &[
            quote(
                rfc3987("p.21", 1134, 1136),
                "Example 8 (not allowed): Numbers are at the start or end of an rtl component: Logical representation: \"http://ab.cd.ef/GH1/2IJ/KL.html\"",
            ),
            quote(
                rfc3987("p.21", 1143, 1145),
                "Example 9 (not allowed): The numbers in the previous example are percent-encoded: Logical representation: \"http://ab.cd.ef/GH%31/%32IJ/KL.html\",",
            ),
            quote(
                rfc3987("p.19", 1020, 1021),
                "A component using right-to-left characters SHOULD start and end with right-to-left characters.",
            ),
            quote(rfc3987("p.19", 1023, 1023), "The above restrictions are given as shoulds, rather than as musts."),
            quote(
                rfc3987("p.6", 292, 295),
                "Bidi Notation is used for bidirectional examples: Lowercase letters stand for Latin letters or other letters that are written left to right, whereas uppercase letters represent Arabic or Hebrew letters that are written right to left.",
            ),
        ],
        witnesses: &[
            Witness {
                input: "http://ab.cd.ef/\u{5D6}\u{5D7}1/2\u{5D8}\u{5D9}/\u{5DA}\u{5DB}.html",
                verdicts: &[(Rfc3987, Accepted("IRI"))],
            },
            Witness {
                input: "http://ab.cd.ef/\u{5D6}\u{5D7}%31/%32\u{5D8}\u{5D9}/\u{5DA}\u{5DB}.html",
                verdicts: &[(Rfc3987, Accepted("IRI"))],
            },
        ],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F56",
        grammars: &[Rfc6068],
        evidence: Evidence::Contradiction,
        summary: "RFC 6068's `addr-spec` takes RFC 5322's `atext`, which holds `?`, `&`, `=`, `%` and `/`, so the listing reads what follows `@` as the domain and takes a lone `%`, where l.179-185 require those characters percent-encoded",
        detail: "§2's listing takes `dot-atom-text` from RFC 5322 for both `local-part` and `domain`, and RFC 5322's `atext` holds `?`, `&`, `=`, `%`, `/` and `#`. So the listing derives `mailto:joe@example.com?subject=hi&body=there` twice: with `hfields` `?subject=hi&body=there`, and with everything after the `@` as the domain, the reading pest takes first (P21 keeps it where the domain can run to the end); and it derives `mailto:a@b?body=%`, whose domain is `b?body=%`. The prose under the listing says that in an `addr-spec` those characters MUST be percent-encoded (l.179-185), and l.511-516 say again that `?`, `&` and `%` \"may not appear in unencoded form\". `rfc6068+prose` applies l.175-193: it reads the first URI with the `hfields` and rejects the second at its end, where a `%` needs two hex digits. The import of the listing (`rfc1630 import rfc6068.txt --lines 144-170`) reports the same hazard on the examples of l.309, l.484 and l.494, which pest as printed loses (P21).",
        listing: &[
            quote(rfc6068("p.3", 157, 159), "addr-spec = local-part \"@\" domain local-part = dot-atom-text / quoted-string domain = dot-atom-text / \"[\" *dtext-no-obs \"]\""),
            quote(rfc5322("p.13", 679, 689), "atext = ALPHA / DIGIT / \"!\" / \"#\" / \"$\" / \"%\" / \"&\" / \"'\" / \"*\" / \"+\" / \"-\" / \"/\" / \"=\" / \"?\" / \"^\" / \"_\" / \"`\" / \"{\" / \"|\" / \"}\" / \"~\""),
        ],
        prose: &[
            quote(
                rfc6068("p.4", 179, 185),
                "A number of characters that can appear in <addr-spec> MUST be percent-encoded. These are the characters that cannot appear in a URI according to [STD66] as well as \"%\" (because it is used for percent-encoding) and all the characters in gen-delims except \"@\" and \":\" (i.e., \"/\", \"?\", \"#\", \"[\", and \"]\"). Of the characters in sub-delims, at least the following also have to be percent-encoded: \"&\", \";\", and \"=\".",
            ),
            quote(
                rfc6068("p.10", 511, 514),
                "According to [RFC5322], the characters \"?\", \"&\", and even \"%\" may occur in addr-specs. The fact that they are reserved characters is not a problem: those characters may appear in 'mailto' URIs -- they just may not appear in unencoded form.",
            ),
        ],
        witnesses: &[
            Witness {
                input: "mailto:a@b?body=%",
                verdicts: &[(Rfc6068, Accepted("mailtoURI")), (Rfc6068Prose, Rejected(17))],
            },
            Witness {
                input: "mailto:joe@example.com?subject=hi&body=there",
                verdicts: &[(Rfc6068, Accepted("mailtoURI")), (Rfc6068Prose, Accepted("mailtoURI"))],
            },
        ],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F57",
        grammars: &[Rfc6068],
        evidence: Evidence::Contradiction,
        summary: "RFC 6068's `domain` prints the brackets of a domain literal as `\"[\"` and `\"]\"`, which l.183 requires percent-encoded in an `addr-spec`",
        detail: "§2's `domain = dot-atom-text / \"[\" *dtext-no-obs \"]\"` writes the brackets of a domain literal as themselves, so the listing derives `mailto:a@[1.2.3.4]`; the prose after it names `[` and `]` among the gen-delims that MUST be percent-encoded in an `addr-spec` (l.179-183), and RFC 3986 allows a `[` in a URI only around an IP literal host. `rfc6068+prose` follows the prose: it rejects `mailto:a@[1.2.3.4]` at the `[` and accepts `mailto:a@%5B1.2.3.4%5D` (which the listing also derives, as a `dot-atom-text`, `%` being an `atext`).",
        listing: &[quote(rfc6068("p.3", 159, 159), "domain = dot-atom-text / \"[\" *dtext-no-obs \"]\"")],
        prose: &[quote(
            rfc6068("p.4", 181, 183),
            "as well as \"%\" (because it is used for percent-encoding) and all the characters in gen-delims except \"@\" and \":\" (i.e., \"/\", \"?\", \"#\", \"[\", and \"]\").",
        )],
        witnesses: &[
            Witness {
                input: "mailto:a@[1.2.3.4]",
                verdicts: &[(Rfc6068, Accepted("mailtoURI")), (Rfc6068Prose, Rejected(9))],
            },
            Witness {
                input: "mailto:a@%5B1.2.3.4%5D",
                verdicts: &[(Rfc6068, Accepted("mailtoURI")), (Rfc6068Prose, Accepted("mailtoURI"))],
            },
        ],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F58",
        grammars: &[Rfc6068],
        evidence: Evidence::Contradiction,
        summary: "RFC 6068's `qchar` holds `;` (`some-delims`), while l.232-233 ask header fields to percent-encode the characters of `addr-spec`, `;` among them",
        detail: "`hfname` and `hfvalue` are `*qchar`, and `qchar`'s `some-delims` holds `;`, so the listing derives `mailto:?subject=a;b`. l.232-233 say of `hfname` and `hfvalue` that \"Percent-encoding is needed for the same characters as listed above for <addr-spec>\", and that list (l.184-185) has `;`. The rest of the list (`?`, `#`, `/`, `[`, `]`, `&`, `=`, `%` alone) is outside `qchar` already. `rfc6068+prose` keeps the listing's `hfields`: the printed rule names `;` on purpose, and l.253-255 name only `?`, `=` and `&` as the delimiters of a mailto URI.",
        listing: &[
            quote(rfc6068("p.3", 163, 163), "qchar = unreserved / pct-encoded / some-delims"),
            quote(rfc6068("p.3", 164, 165), "some-delims = \"!\" / \"$\" / \"'\" / \"(\" / \")\" / \"*\" / \"+\" / \",\" / \";\" / \":\" / \"@\""),
        ],
        prose: &[quote(
            rfc6068("p.5", 231, 233),
            "<hfname> and <hfvalue> are encodings of an [RFC5322] header field name and value, respectively. Percent-encoding is needed for the same characters as listed above for <addr-spec>.",
        )],
        witnesses: &[Witness {
            input: "mailto:?subject=a;b",
            verdicts: &[(Rfc6068, Accepted("mailtoURI")), (Rfc6068Prose, Accepted("mailtoURI"))],
        }],
        unknown_schemes: &[],
        hints: &[],
    },
    Finding {
        id: "F59",
        grammars: &[Rfc6068],
        evidence: Evidence::Contradiction,
        summary: "RFC 6068's `local-part` takes RFC 5322's whole `quoted-string`, with its literal `\"`, whitespace and nested comments, which l.176 and l.192 exclude and no URI holds",
        detail: "The listing takes `quoted-string` from RFC 5322 as it is: `[CFWS] DQUOTE *([FWS] qcontent) [FWS] DQUOTE [CFWS]`, with `comment` (which nests, so the listing is no regular language and `rfc6068` has no automaton), folding whitespace, the `obs-` controls, and the `\"` itself, none of which RFC 3986 lets a URI hold. The listing derives `mailto:(\"x\")\"a b\"@c`. l.175-176 exclude `comment`, l.189-193 the `obs-` forms and whitespace, and l.179-181 require what no URI holds (`\"`, space) to be percent-encoded; the examples of §6.2 write `%22` for every quote. `rfc6068+prose` derives the encoded form only (`mailto:%22not%40me%22@example.org`, l.548) and rejects the witness at its first character after `mailto:`.",
        listing: &[
            quote(rfc6068("p.3", 158, 158), "local-part = dot-atom-text / quoted-string"),
            quote(rfc5322("p.14", 742, 744), "quoted-string = [CFWS] DQUOTE *([FWS] qcontent) [FWS] DQUOTE [CFWS]"),
        ],
        prose: &[
            quote(rfc6068("p.4", 175, 176), "<addr-spec> is a mail address as specified in [RFC5322], but excluding <comment> from [RFC5322]."),
            quote(rfc6068("p.4", 192, 193), "Whitespace and comments within <local-part> and <domain> MUST NOT be used. They would not have any operational semantics."),
        ],
        witnesses: &[
            Witness {
                input: "mailto:(\"x\")\"a b\"@c",
                verdicts: &[(Rfc6068, Accepted("mailtoURI")), (Rfc6068Prose, Rejected(7))],
            },
            Witness {
                input: "mailto:%22not%40me%22@example.org",
                verdicts: &[(Rfc6068, Accepted("mailtoURI")), (Rfc6068Prose, Accepted("mailtoURI"))],
            },
        ],
        unknown_schemes: &[],
        hints: &[],
    },
];
