//! The changes made to the listings, as data: the E (errata), P (PEG
//! mechanics) and C (the default grammar's composition) rows of
//! `grammar/ERRATA.md`, one [`Override`] per row.
//!
//! A Rust table rather than a TSV or TOML file: listings, grammars and kinds
//! are the crate's own enums, so a typo in the data is a compile error, and
//! there is no file format to parse (and no parse error to handle) at run
//! time. `grammar/ERRATA.md` stays the page people read; `tests/it/grammar/overrides.rs`
//! checks that its E and P tables name the same ids, listings, rules and
//! witnesses, runs every witness, and fails when a rule departs from its
//! printed production without an entry here.
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

use Grammar as G;
use Listing as L;
use WitnessVerdict::{Accepted, Rejected};

const fn text(grammar: Grammar, input: &'static str, expect: WitnessVerdict) -> OverrideWitness {
    OverrideWitness { grammar, input: WitnessInput::Text(input), expect }
}

const fn long_path(grammar: Grammar) -> OverrideWitness {
    OverrideWitness {
        grammar,
        input: WitnessInput::Repeated { head: "http://h/", unit: "a/", times: 100_000 },
        expect: Accepted("httpaddress"),
    }
}

const fn project(name: &'static str, stands_for: Option<&'static str>) -> ProjectRule {
    ProjectRule { name, stands_for }
}

const RFC: &[Listing] = &[L::Rfc1630Generic, L::Rfc1630Url];
const DRAFTS: &[Listing] = &[L::Url03, L::Url7, L::Url4];
/// The generic syntax's listings after RFC 1630: RFC 1808, RFC 2396 and RFC 2396 with RFC 2732.
const GENERIC: &[Listing] = &[L::Rfc1808, L::Rfc2396, L::Rfc2732];
const RFC2396: &[Listing] = &[L::Rfc2396, L::Rfc2732];
const P1_URL: &[&str] = &[
    "xalphas",
    "xpalphas",
    "digits",
    "alphanums",
    "path",
    "search",
    "hostname",
    "group",
    "user",
    "password",
    "wpath",
    "attributes",
    "hsoname",
];
const P3_URL: &[&str] = &[
    "alpha",
    "digit",
    "safe",
    "extra",
    "escape",
    "hex",
    "xalpha",
    "xpalpha",
    "alphanum",
    "alphanum2",
    "reserved",
    "national",
    "punctuation",
    "xalphas",
    "xpalphas",
    "ialpha",
    "digits",
    "alphanums",
    "user",
    "password",
];
const P6_URL: &[ProjectRule] =
    &[project("mailto_xalphas", Some("xalphas")), project("article_xalphas", Some("xalphas"))];
const P7_LOOKAHEAD: ProjectRule = project("version_suffix", None);
const URL_ENTRY: &[ProjectRule] = &[project("url_entry", None)];
const LOGIN_PRINTED: &str = "login  [ user [ : password ] @ ] hostport";

/// Every override, in the order of `grammar/ERRATA.md`'s E, P and C tables.
///
/// ```
/// use rfc1630::grammar::overrides::{Kind, OVERRIDES};
/// assert!(OVERRIDES.iter().all(|o| (o.kind == Kind::Erratum) == o.id.starts_with('E')));
/// assert!(OVERRIDES.iter().all(|o| (o.kind == Kind::Composition) == o.id.starts_with('C')));
/// ```
pub static OVERRIDES: &[Override] = &[
    Override {
        id: "E1",
        listings: &[L::Rfc1630Generic],
        kind: Kind::Erratum,
        rules: &["xpalphas"],
        project_rules: &[],
        printed: "xpalphas  xpalpha [ xpalpha ]",
        witnesses: &[text(G::Rfc1630Generic, "magic:abc/def", Accepted("uri"))],
    },
    Override {
        id: "E2",
        listings: &[L::Url4],
        kind: Kind::Erratum,
        rules: &["host"],
        project_rules: &[],
        printed: "host  hostname hostnumber",
        witnesses: &[text(G::Url4, "ftp://1.2.3.4/p", Accepted("fileaddress"))],
    },
    Override {
        id: "E2",
        listings: &[L::Url4],
        kind: Kind::Erratum,
        rules: &["path"],
        project_rules: &[],
        printed: "path  void xpalphas [ / path ]",
        witnesses: &[
            text(G::Url4, "http://h/a/b", Accepted("httpaddress")),
            text(G::Url4, "http://h/", Accepted("httpaddress")),
        ],
    },
    Override {
        id: "E2",
        listings: &[L::Url4],
        kind: Kind::Erratum,
        rules: &["xalpha"],
        project_rules: &[],
        printed: "xalpha  alpha \\$ - _ @ ! % ^ & * ( ) . digit",
        witnesses: &[text(G::Url4, "http://h/$a", Accepted("httpaddress"))],
    },
    Override {
        id: "E2",
        listings: &[L::Url4],
        kind: Kind::Erratum,
        rules: &["xpalpha"],
        project_rules: &[],
        printed: "xpalphas  xalpha +",
        witnesses: &[text(G::Url4, "http://h/a+b", Accepted("httpaddress"))],
    },
    Override {
        id: "E2",
        listings: &[L::Url4],
        kind: Kind::Erratum,
        rules: &["xpalphas"],
        project_rules: &[],
        printed: "xpalphas  xpalphas [ xpalphas ]",
        witnesses: &[text(G::Url4, "http://h/abc", Accepted("httpaddress"))],
    },
    Override {
        id: "E2",
        listings: &[L::Url4],
        kind: Kind::Erratum,
        rules: &["alpha"],
        project_rules: &[],
        printed: "alpha  a b c ... X Y Z",
        witnesses: &[text(G::Url4, "http://info.cern.ch/", Accepted("httpaddress"))],
    },
    Override {
        id: "E2",
        listings: &[L::Url4],
        kind: Kind::Erratum,
        rules: &["digit"],
        project_rules: &[],
        printed: "digit  0 1 2 3 4 5 6 7 8 9",
        witnesses: &[text(G::Url4, "http://h:80/", Accepted("httpaddress"))],
    },
    Override {
        id: "E2",
        listings: &[L::Url4],
        kind: Kind::Erratum,
        rules: &["alphanum"],
        project_rules: &[],
        printed: "alphanum  alpha digit",
        witnesses: &[],
    },
    Override {
        id: "E2",
        listings: &[L::Url4],
        kind: Kind::Erratum,
        rules: &["waisaddress"],
        project_rules: &[],
        printed: "waisaddress  w a i s : index | waisdoc",
        witnesses: &[text(G::Url4, "wais://h/db?x", Accepted("waisaddress"))],
    },
    Override {
        id: "E1",
        listings: &[L::Url7],
        kind: Kind::Erratum,
        rules: &["xpalphas"],
        project_rules: &[],
        printed: "xpalphas  xpalpha [ xpalpha ]",
        witnesses: &[text(G::Url7, "http://a/abc", Accepted("httpaddress"))],
    },
    Override {
        id: "E3",
        listings: &[L::Url03],
        kind: Kind::Erratum,
        rules: &["url"],
        project_rules: &[],
        printed: "ur l  httpaddress | ftpaddress | ...",
        witnesses: &[text(G::Url03, "url:http://a/b", Accepted("httpaddress"))],
    },
    Override {
        id: "E4",
        listings: &[L::Url03],
        kind: Kind::Erratum,
        rules: &["midaddress", "cidaddress"],
        project_rules: &[],
        printed: "midaddress  m i d : addr-spec; cidaddress  c i d : content-identifier",
        witnesses: &[
            text(G::Url03, "mid:foo4%25foo1@bar.net", Accepted("midaddress")),
            text(G::Url03, "cid:part1.9@mail.example", Accepted("cidaddress")),
        ],
    },
    Override {
        id: "E4",
        listings: &[L::Rfc1630Url],
        kind: Kind::Erratum,
        rules: &["midaddress", "cidaddress"],
        project_rules: &[],
        printed: "midaddress  m i d : addr-spec; cidaddress  c i d : content-identifier",
        witnesses: &[
            text(G::Rfc1630Url, "mid:foo4%25foo1@bar.net", Accepted("midaddress")),
            text(G::Rfc1630Url, "cid:part1.9@mail.example", Accepted("cidaddress")),
        ],
    },
    Override {
        id: "E5",
        listings: &[L::Rfc1738],
        kind: Kind::Erratum,
        rules: &["gopherurl"],
        project_rules: &[],
        printed: "gopherurl = \"gopher://\" hostport [ / [ gtype",
        witnesses: &[text(G::Rfc1738, "gopher://h/1x", Accepted("gopherurl"))],
    },
    Override {
        id: "E6",
        listings: &[L::Rfc1738],
        kind: Kind::Erratum,
        rules: &["gopher_string"],
        project_rules: &[],
        printed: "gopher+_string = *xchar",
        witnesses: &[text(G::Rfc1738, "gopher://h/1s%09q%09+x", Accepted("gopherurl"))],
    },
    Override {
        id: "P1",
        listings: RFC,
        kind: Kind::Repetition,
        rules: P1_URL,
        project_rules: &[],
        printed: "x [ x ]; x [ sep x ]",
        witnesses: &[long_path(G::Rfc1630)],
    },
    Override {
        id: "P2",
        listings: RFC,
        kind: Kind::Reordering,
        rules: &["path", "waisaddress", "groupart"],
        project_rules: &[],
        printed: "path  void | segment [ / path ]; waisaddress  waisindex | waisdoc; groupart  * | group | article",
        witnesses: &[
            text(G::Rfc1630Url, "wais://h/db/t/1=a;", Accepted("waisaddress")),
            text(G::Rfc1630Url, "news:*x@h", Accepted("newsaddress")),
        ],
    },
    Override {
        id: "P3",
        listings: RFC,
        kind: Kind::Markers,
        rules: P3_URL,
        project_rules: &[],
        printed: "rules without pest's markers",
        witnesses: &[],
    },
    Override {
        id: "P4",
        listings: RFC,
        kind: Kind::Ranges,
        rules: &["alpha", "digit", "hex"],
        project_rules: &[],
        printed: "alpha  a | b | c | ... | X | Y | Z",
        witnesses: &[],
    },
    Override {
        id: "P5",
        listings: RFC,
        kind: Kind::WholeString,
        rules: &["fragmentaddress"],
        project_rules: URL_ENTRY,
        printed: "fragmentaddress  uri [ # fragmentid ]",
        witnesses: &[text(G::Rfc1630, "http://a/b c", Rejected(10))],
    },
    Override {
        id: "P6",
        listings: &[L::Rfc1630Url],
        kind: Kind::Lookahead,
        rules: &["article", "mailtoaddress"],
        project_rules: P6_URL,
        printed: "article  xalphas @ host; mailtoaddress  m a i l t o : xalphas @ hostname",
        witnesses: &[
            text(G::Rfc1630Url, "news:a@b@c", Accepted("newsaddress")),
            text(G::Rfc1630Url, "mailto:a@1@b", Accepted("mailtoaddress")),
        ],
    },
    Override {
        id: "P7",
        listings: &[L::Rfc1630Url],
        kind: Kind::Lookahead,
        rules: &["hsoname"],
        project_rules: &[project("hsoname_segment", Some("segment")), P7_LOOKAHEAD],
        printed: "hsoname  path",
        witnesses: &[text(G::Rfc1630Url, "prospero://h/a/%001abc", Accepted("prosperoaddress"))],
    },
    Override {
        id: "P8",
        listings: &[L::Rfc1630Url],
        kind: Kind::OptionalAsChoice,
        rules: &["login"],
        project_rules: &[],
        printed: LOGIN_PRINTED,
        witnesses: &[text(G::Rfc1630Url, "ftp://a@1.2/x", Accepted("ftpaddress"))],
    },
    Override {
        id: "P1",
        listings: &[L::Url03],
        kind: Kind::Repetition,
        rules: P1_URL,
        project_rules: &[],
        printed: "x [ x ]; x [ sep x ]",
        witnesses: &[long_path(G::Url03)],
    },
    Override {
        id: "P1",
        listings: &[L::Url7],
        kind: Kind::Repetition,
        rules: &[
            "xalphas",
            "xpalphas",
            "digits",
            "alphanums",
            "path",
            "search",
            "hostname",
            "group",
            "attributes",
            "hsoname",
        ],
        project_rules: &[],
        printed: "x [ x ]; x [ sep x ]",
        witnesses: &[long_path(G::Url7)],
    },
    Override {
        id: "P1",
        listings: &[L::Url4],
        kind: Kind::Repetition,
        rules: &["xalphas", "xpalphas", "digits", "alphanums", "path", "search", "hostname", "group"],
        project_rules: &[],
        printed: "x [ x ]; x [ sep x ]",
        witnesses: &[long_path(G::Url4)],
    },
    Override {
        id: "P2",
        listings: &[L::Url03],
        kind: Kind::Reordering,
        rules: &["path", "waisaddress", "groupart"],
        project_rules: &[],
        printed: "path  void | segment [ / path ]; waisaddress  waisindex | waisdoc; groupart  * | group | article",
        witnesses: &[
            text(G::Url03, "wais://h/db/t/1=a;", Accepted("waisaddress")),
            text(G::Url03, "news:*x@h", Accepted("newsaddress")),
        ],
    },
    Override {
        id: "P2",
        listings: &[L::Url7],
        kind: Kind::Reordering,
        rules: &["url", "path", "waisaddress", "groupart"],
        project_rules: &[],
        printed: "url  generic | httpaddress | ...",
        witnesses: &[
            text(G::Url7, "news:a.b", Accepted("newsaddress")),
            text(G::Url7, "wais://h/db/t/1/p", Accepted("waisaddress")),
        ],
    },
    Override {
        id: "P2",
        listings: &[L::Url4],
        kind: Kind::Reordering,
        rules: &["docaddress", "path", "waisaddress", "groupart"],
        project_rules: &[],
        printed: "docaddress  generic | httpaddress | ...",
        witnesses: &[
            text(G::Url4, "news:a.b", Accepted("newsaddress")),
            text(G::Url4, "wais://h/db/t/1/p", Accepted("waisaddress")),
        ],
    },
    Override {
        id: "P3",
        listings: DRAFTS,
        kind: Kind::Markers,
        rules: P3_URL,
        project_rules: &[],
        printed: "rules without pest's markers",
        witnesses: &[],
    },
    Override {
        id: "P4",
        listings: DRAFTS,
        kind: Kind::Ranges,
        rules: &["alpha", "digit", "hex"],
        project_rules: &[],
        printed: "alpha  a | b | c | ... | X | Y | Z",
        witnesses: &[],
    },
    Override {
        id: "P5",
        listings: DRAFTS,
        kind: Kind::WholeString,
        rules: &["fragmentaddress", "anchoraddress"],
        project_rules: URL_ENTRY,
        printed: "fragmentaddress  uri [ # fragmentid ]; anchoraddress  docaddress [ # anchorid ]",
        witnesses: &[
            text(G::Url03, "http://a/b<c", Rejected(10)),
            text(G::Url7, "http://a/b<c", Rejected(10)),
            text(G::Url4, "http://a/b<c", Rejected(10)),
        ],
    },
    Override {
        id: "P6",
        listings: &[L::Url03],
        kind: Kind::Lookahead,
        rules: &["article", "mailtoaddress"],
        project_rules: P6_URL,
        printed: "article  xalphas @ host; mailtoaddress  m a i l t o : : xalphas @ hostname",
        witnesses: &[
            text(G::Url03, "news:a@b@c", Accepted("newsaddress")),
            text(G::Url03, "mailto::a@1@b", Accepted("mailtoaddress")),
        ],
    },
    Override {
        id: "P6",
        listings: &[L::Url7, L::Url4],
        kind: Kind::Lookahead,
        rules: &["user", "article"],
        project_rules: &[project("user_xalphas", Some("xalphas")), project("article_xalphas", Some("xalphas"))],
        printed: "user  xalphas; article  xalphas @ host",
        witnesses: &[
            text(G::Url7, "ftp://1u@h/x", Accepted("ftpaddress")),
            text(G::Url4, "telnet://1u@h", Accepted("telnetaddress")),
            text(G::Url7, "telnet://1@2.3.4.5:23", Accepted("telnetaddress")),
        ],
    },
    Override {
        id: "P7",
        listings: &[L::Url03],
        kind: Kind::Lookahead,
        rules: &["hsoname"],
        project_rules: &[project("hsoname_segment", Some("segment")), P7_LOOKAHEAD],
        printed: "hsoname  path",
        witnesses: &[text(G::Url03, "prospero://h/a/%001abc", Accepted("prosperoaddress"))],
    },
    Override {
        id: "P7",
        listings: &[L::Url7],
        kind: Kind::Lookahead,
        rules: &["hsoname"],
        project_rules: &[project("hsoname_segment", Some("xpalphas")), P7_LOOKAHEAD],
        printed: "hsoname  path",
        witnesses: &[text(G::Url7, "prospero://h/a/%001abc", Accepted("prosperoaddress"))],
    },
    Override {
        id: "P8",
        listings: &[L::Url03, L::Url7],
        kind: Kind::OptionalAsChoice,
        rules: &["login"],
        project_rules: &[],
        printed: LOGIN_PRINTED,
        witnesses: &[
            text(G::Url03, "ftp://a@1.2/x", Accepted("ftpaddress")),
            text(G::Url7, "ftp://a@1.2/x", Accepted("ftpaddress")),
        ],
    },
    Override {
        id: "P8",
        listings: &[L::Url4],
        kind: Kind::OptionalAsChoice,
        rules: &["telnetaddress"],
        project_rules: &[],
        printed: "telnetaddress  t e l n e t : / / [ user @ ] hostport",
        witnesses: &[
            text(G::Url4, "telnet://h", Accepted("telnetaddress")),
            text(G::Url4, "telnet://1u@h", Accepted("telnetaddress")),
        ],
    },
    Override {
        id: "P9",
        listings: &[L::Url7, L::Url4],
        kind: Kind::Lookahead,
        rules: &["url", "docaddress"],
        project_rules: &[project("url_end", None), project("docaddress_end", None)],
        printed: "url  generic | httpaddress | ...; docaddress  generic | httpaddress | ...",
        witnesses: &[
            text(G::Url7, "news:a.b/c", Accepted("generic")),
            text(G::Url4, "news:a.b/c", Accepted("generic")),
        ],
    },
    Override {
        id: "P10",
        listings: &[L::Url7],
        kind: Kind::Lookahead,
        rules: &["scheme"],
        project_rules: &[project("scheme_ialpha", Some("ialpha"))],
        printed: "scheme  ialpha",
        witnesses: &[text(G::Url7, "magic:a:b/c", Accepted("generic"))],
    },
    Override {
        id: "P11",
        listings: &[L::Rfc1630Url, L::Url03],
        kind: Kind::Lookahead,
        rules: &["sub_domain"],
        project_rules: &[],
        printed: "sub-domain = domain-ref / domain-literal",
        witnesses: &[
            text(G::Rfc1630Url, "cid:a@%5B(%5D", Accepted("cidaddress")),
            text(G::Url03, "mid:a@%5Ba@b%5D", Accepted("midaddress")),
            text(G::Rfc1630Url, "mid:a@%5Bx%5Dy", Accepted("midaddress")),
        ],
    },
    Override {
        id: "P12",
        listings: &[L::Rfc1630Url, L::Url03],
        kind: Kind::Lookahead,
        rules: &["login"],
        project_rules: &[],
        printed: LOGIN_PRINTED,
        witnesses: &[
            text(G::Rfc1630Url, "ftp://a@1.2.3.4x/", Accepted("ftpaddress")),
            text(G::Rfc1630Url, "telnet://a@1.2.3.4x", Accepted("telnetaddress")),
            text(G::Url03, "ftp://a@1.2.3.4x/", Accepted("ftpaddress")),
            text(G::Url03, "telnet://a@1.2.3.4x", Accepted("telnetaddress")),
        ],
    },
    Override {
        id: "P13",
        listings: &[L::Rfc1630Prose, L::Url03Prose],
        kind: Kind::Lookahead,
        rules: &["prose_url"],
        project_rules: &[project("prose_end", None)],
        printed: "url  httpaddress | ftpaddress | ...",
        witnesses: &[
            text(G::Rfc1630Prose, "file://h/p#x", Accepted("fileaddress")),
            text(G::Url03Prose, "rlogin://guest@h", Accepted("rloginaddress")),
        ],
    },
    Override {
        id: "P1",
        listings: &[L::Rfc1738],
        kind: Kind::Repetition,
        rules: &[
            "scheme",
            "schemepart",
            "hostname",
            "domainlabel",
            "toplabel",
            "user",
            "password",
            "urlpath",
            "fpath",
            "fsegment",
            "hpath",
            "hsegment",
            "search",
            "selector",
            "gopher_string",
            "encoded822addr",
            "group",
            "article",
            "database",
            "wtype",
            "wpath",
            "prosperourl",
            "ppath",
            "psegment",
            "fieldname",
            "fieldvalue",
            "digits",
        ],
        project_rules: &[],
        printed: "*x; 1*x; alphadigit | alphadigit *[ alphadigit | \"-\" ] alphadigit",
        witnesses: &[
            OverrideWitness {
                grammar: G::Rfc1738,
                input: WitnessInput::Repeated { head: "http://h/", unit: "a/", times: 100_000 },
                expect: Accepted("httpurl"),
            },
            text(G::Rfc1738, "http://a-1.b--c.d/", Accepted("httpurl")),
            text(G::Rfc1738, "http://a.b./", Accepted("otherurl")),
        ],
    },
    Override {
        id: "P2",
        listings: &[L::Rfc1738],
        kind: Kind::Reordering,
        rules: &["grouppart", "waisurl", "schemepart"],
        project_rules: &[],
        printed: "grouppart = \"*\" | group | article; waisurl = waisdatabase | waisindex | waisdoc; schemepart = *xchar | ip-schemepart",
        witnesses: &[
            text(G::Rfc1738, "news:*x@h", Accepted("newsurl")),
            text(G::Rfc1738, "wais://h/db/t/p", Accepted("waisurl")),
            text(G::Rfc1738, "z39.50s://u@h:210/db", Accepted("otherurl")),
        ],
    },
    Override {
        id: "P3",
        listings: &[L::Rfc1738],
        kind: Kind::Markers,
        rules: &[
            "alphadigit",
            "lowalpha",
            "hialpha",
            "alpha",
            "digit",
            "safe",
            "extra",
            "national",
            "punctuation",
            "reserved",
            "hex",
            "escape",
            "unreserved",
            "uchar",
            "xchar",
            "scheme",
            "hostname",
            "domainlabel",
            "toplabel",
            "hostnumber",
            "port",
            "user",
            "password",
            "urlpath",
            "fsegment",
            "hsegment",
            "search",
            "gtype",
            "selector",
            "gopher_string",
            "encoded822addr",
            "group",
            "database",
            "wtype",
            "wpath",
            "psegment",
            "fieldname",
            "fieldvalue",
            "digits",
        ],
        project_rules: &[],
        printed: "rules without pest's markers",
        witnesses: &[],
    },
    Override {
        id: "P4",
        listings: &[L::Rfc1738],
        kind: Kind::Ranges,
        rules: &["lowalpha", "hialpha", "digit", "hex"],
        project_rules: &[],
        printed: "lowalpha = \"a\" | \"b\" | ... | \"z\"",
        witnesses: &[],
    },
    Override {
        id: "P5",
        listings: &[L::Rfc1738],
        kind: Kind::WholeString,
        rules: &[],
        project_rules: &[project("url_entry", None)],
        printed: "url = httpurl | ftpurl | ...",
        witnesses: &[text(G::Rfc1738, "http://h/ p", Rejected(9))],
    },
    Override {
        id: "P9",
        listings: &[L::Rfc1738],
        kind: Kind::Lookahead,
        rules: &["url", "schemepart"],
        project_rules: &[project("url_end", None)],
        printed: "url = httpurl | ftpurl | ... | otherurl; schemepart = *xchar | ip-schemepart",
        witnesses: &[
            text(G::Rfc1738, "http://h?q", Accepted("otherurl")),
            text(G::Rfc1738, "http://h/p", Accepted("httpurl")),
        ],
    },
    Override {
        id: "P14",
        listings: &[L::Rfc1738],
        kind: Kind::Lookahead,
        rules: &["gopherurl", "selector"],
        project_rules: &[project("gopher_search", Some("search")), project("gopher_suffix", None)],
        printed: "selector = *xchar; search = *[ uchar | \";\" | \":\" | \"@\" | \"&\" | \"=\" ]",
        witnesses: &[
            text(G::Rfc1738, "gopher://h/1sel%09a/b", Accepted("gopherurl")),
            text(G::Rfc1738, "gopher://h/1sel%09a%09b%09c", Accepted("gopherurl")),
        ],
    },
    Override {
        id: "P2",
        listings: &[L::Rfc3986],
        kind: Kind::Reordering,
        rules: &["dec_octet"],
        project_rules: &[],
        printed: "dec-octet = DIGIT / %x31-39 DIGIT / \"1\" 2DIGIT / \"2\" %x30-34 DIGIT / \"25\" %x30-35",
        witnesses: &[text(G::Rfc3986, "http://[::1.2.3.255]/", Accepted("URI"))],
    },
    Override {
        id: "P3",
        listings: &[L::Rfc3986],
        kind: Kind::Markers,
        rules: P3_RFC3986,
        project_rules: &[],
        printed: "rules without pest's markers",
        witnesses: &[],
    },
    Override {
        id: "P5",
        listings: &[L::Rfc3986],
        kind: Kind::WholeString,
        rules: &[],
        project_rules: &[project("URI_reference_entry", None), project("URI_entry", None)],
        printed: "URI-reference = URI / relative-ref",
        witnesses: &[text(G::Rfc3986, "http://a/b c", Rejected(10))],
    },
    Override {
        id: "P15",
        listings: &[L::Rfc3986],
        kind: Kind::Lookahead,
        rules: &["host"],
        project_rules: &[],
        printed: "host = IP-literal / IPv4address / reg-name",
        witnesses: &[
            text(G::Rfc3986, "http://1.2.3.4.5/", Accepted("URI")),
            text(G::Rfc3986, "http://1.2.3.45x/", Accepted("URI")),
        ],
    },
    Override {
        id: "P15",
        listings: &[L::Rfc3986],
        kind: Kind::Lookahead,
        rules: &["IPv6address"],
        project_rules: &[],
        printed:
            "IPv6address = 6( h16 \":\" ) ls32 / \"::\" 5( h16 \":\" ) ls32 / ... / [ *6( h16 \":\" ) h16 ] \"::\"",
        witnesses: &[
            text(G::Rfc3986, "http://[1::8]/", Accepted("URI")),
            text(G::Rfc3986, "http://[1:2::7:8]/", Accepted("URI")),
            text(G::Rfc3986, "http://[::1:2]/", Accepted("URI")),
            text(G::Rfc3986, "http://[::ffff:1.2.3.4]/", Accepted("URI")),
        ],
    },
    Override {
        id: "P15",
        listings: &[L::Rfc3986],
        kind: Kind::Lookahead,
        rules: &["path"],
        project_rules: &[],
        printed: "path = path-abempty / path-absolute / path-noscheme / path-rootless / path-empty",
        witnesses: &[],
    },
    Override {
        id: "P2",
        listings: &[L::Rfc3987],
        kind: Kind::Reordering,
        rules: &["dec_octet"],
        project_rules: &[],
        printed: "dec-octet = DIGIT / %x31-39 DIGIT / \"1\" 2DIGIT / \"2\" %x30-34 DIGIT / \"25\" %x30-35",
        witnesses: &[text(G::Rfc3987, "http://[::1.2.3.255]/é", Accepted("IRI"))],
    },
    Override {
        id: "P3",
        listings: &[L::Rfc3987],
        kind: Kind::Markers,
        rules: P3_RFC3987,
        project_rules: &[],
        printed: "rules without pest's markers",
        witnesses: &[],
    },
    Override {
        id: "P5",
        listings: &[L::Rfc3987],
        kind: Kind::WholeString,
        rules: &[],
        project_rules: &[
            project("IRI_reference_entry", None),
            project("IRI_entry", None),
            project("absolute_IRI_entry", None),
        ],
        printed: "IRI-reference = IRI / irelative-ref",
        witnesses: &[text(G::Rfc3987, "http://é/b c", Rejected(11))],
    },
    Override {
        id: "P15",
        listings: &[L::Rfc3987],
        kind: Kind::Lookahead,
        rules: &["ihost"],
        project_rules: &[],
        printed: "ihost = IP-literal / IPv4address / ireg-name",
        witnesses: &[
            text(G::Rfc3987, "http://1.2.3.4.5/", Accepted("IRI")),
            text(G::Rfc3987, "http://1.2.3.4é/", Accepted("IRI")),
        ],
    },
    Override {
        id: "P15",
        listings: &[L::Rfc3987],
        kind: Kind::Lookahead,
        rules: &["IPv6address"],
        project_rules: &[],
        printed:
            "IPv6address = 6( h16 \":\" ) ls32 / \"::\" 5( h16 \":\" ) ls32 / ... / [ *6( h16 \":\" ) h16 ] \"::\"",
        witnesses: &[
            text(G::Rfc3987, "http://[1::8]/", Accepted("IRI")),
            text(G::Rfc3987, "http://[::ffff:1.2.3.4]/", Accepted("IRI")),
        ],
    },
    Override {
        id: "P15",
        listings: &[L::Rfc3987],
        kind: Kind::Lookahead,
        rules: &["ipath"],
        project_rules: &[],
        printed: "ipath = ipath-abempty / ipath-absolute / ipath-noscheme / ipath-rootless / ipath-empty",
        witnesses: &[],
    },
    Override {
        id: "P3",
        listings: GENERIC,
        kind: Kind::Markers,
        rules: &[
            "fsegment",
            "segment",
            "param",
            "scheme",
            "net_loc",
            "query",
            "fragment",
            "pchar",
            "uchar",
            "unreserved",
            "escape",
            "hex",
            "alpha",
            "lowalpha",
            "hialpha",
            "digit",
            "safe",
            "extra",
            "national",
            "reserved",
            "punctuation",
            "opaque_part",
            "uric_no_slash",
            "rel_segment",
            "reg_name",
            "userinfo",
            "domainlabel",
            "toplabel",
            "IPv4address",
            "port",
            "uric",
            "mark",
            "escaped",
            "alphanum",
            "upalpha",
            "IPv6address",
            "IPv6prefix",
            "hexpart",
            "hexseq",
            "hex4",
            "DIGIT",
            "HEXDIG",
        ],
        project_rules: &[],
        printed: "rules without pest's markers",
        witnesses: &[],
    },
    Override {
        id: "P4",
        listings: GENERIC,
        kind: Kind::Ranges,
        rules: &["hex", "lowalpha", "hialpha", "upalpha", "digit", "DIGIT", "HEXDIG"],
        project_rules: &[],
        printed: "lowalpha = \"a\" | \"b\" | ... | \"z\"; DIGIT = %x30-39",
        witnesses: &[],
    },
    Override {
        id: "P5",
        listings: GENERIC,
        kind: Kind::WholeString,
        rules: &["absoluteURL", "authority"],
        project_rules: &[
            project("URL_entry", None),
            project("absoluteURL_entry", None),
            project("URI_reference_entry", None),
            project("absoluteURI_entry", None),
        ],
        printed: "URL = ( absoluteURL | relativeURL ) [ \"#\" fragment ]; URI-reference = [ absoluteURI | relativeURI ] [ \"#\" fragment ]",
        witnesses: &[
            text(G::Rfc1808, "http://a/b c", Rejected(10)),
            text(G::Rfc2396, "http://a/b c", Rejected(10)),
            text(G::Rfc2732, "http://a/b c", Rejected(10)),
        ],
    },
    Override {
        id: "P8",
        listings: RFC2396,
        kind: Kind::OptionalAsChoice,
        rules: &["URI_reference"],
        project_rules: &[project("same_document_reference", None)],
        printed: "URI-reference = [ absoluteURI | relativeURI ] [ \"#\" fragment ]",
        witnesses: &[
            text(G::Rfc2396, "#f", Accepted("same_document_reference")),
            text(G::Rfc2732, "g?y#s", Accepted("relativeURI")),
        ],
    },
    Override {
        id: "P16",
        listings: GENERIC,
        kind: Kind::Repetition,
        rules: &[
            "absoluteURL",
            "path",
            "fsegment",
            "segment",
            "params",
            "param",
            "scheme",
            "net_loc",
            "query",
            "fragment",
            "opaque_part",
            "rel_segment",
            "reg_name",
            "userinfo",
            "hostname",
            "IPv4address",
            "port",
            "path_segments",
            "hexseq",
        ],
        project_rules: &[],
        printed: "*x; 1*x",
        witnesses: &[OverrideWitness {
            grammar: G::Rfc2396,
            input: WitnessInput::Repeated { head: "http://h/", unit: "a/", times: 100_000 },
            expect: Accepted("absoluteURI"),
        }],
    },
    Override {
        id: "P17",
        listings: RFC2396,
        kind: Kind::Repetition,
        rules: &["domainlabel", "toplabel"],
        project_rules: &[],
        printed: "domainlabel = alphanum | alphanum *( alphanum | \"-\" ) alphanum; toplabel = alpha | alpha *( alphanum | \"-\" ) alphanum",
        witnesses: &[text(G::Rfc2396, "http://a-1.b--c/", Accepted("absoluteURI"))],
    },
    Override {
        id: "P18",
        listings: RFC2396,
        kind: Kind::Lookahead,
        rules: &["authority", "hostname"],
        project_rules: &[],
        printed: "authority = server | reg_name; hostname = *( domainlabel \".\" ) toplabel [ \".\" ]",
        witnesses: &[
            text(G::Rfc2396, "http://a;b/", Accepted("absoluteURI")),
            text(G::Rfc2732, "http://a.b./", Accepted("absoluteURI")),
        ],
    },
    Override {
        id: "P19",
        listings: &[L::Rfc1808],
        kind: Kind::Lookahead,
        rules: &["absoluteURL"],
        project_rules: &[],
        printed: "absoluteURL = generic-RL | ( scheme \":\" *( uchar | reserved ) )",
        witnesses: &[text(G::Rfc1808, "a://x//y", Accepted("absoluteURL"))],
    },
    Override {
        id: "P2",
        listings: &[L::Rfc2732],
        kind: Kind::Reordering,
        rules: &["hexpart"],
        project_rules: &[],
        printed: "hexpart = hexseq | hexseq \"::\" [ hexseq ] | \"::\" [ hexseq ]",
        witnesses: &[text(G::Rfc2732, "http://[1::2]/", Accepted("absoluteURI"))],
    },
    Override {
        id: "P20",
        listings: &[L::Rfc2732],
        kind: Kind::Lookahead,
        rules: &["hexseq"],
        project_rules: &[],
        printed: "hexseq = hex4 *( \":\" hex4)",
        witnesses: &[text(G::Rfc2732, "http://[::FFFF:129.144.52.38]:80/index.html", Accepted("absoluteURI"))],
    },
    Override {
        id: "P2",
        listings: &[L::Rfc6068],
        kind: Kind::Reordering,
        rules: &["FWS"],
        project_rules: &[],
        printed: "FWS = ([*WSP CRLF] 1*WSP) / obs-FWS",
        witnesses: &[text(G::Rfc6068, "mailto:\"a\t\r\n\t\r\n\tb\"@c", Accepted("mailtoURI"))],
    },
    Override {
        id: "P3",
        listings: &[L::Rfc6068],
        kind: Kind::Markers,
        rules: P3_RFC6068,
        project_rules: &[],
        printed: "rules without pest's markers",
        witnesses: &[],
    },
    Override {
        id: "P5",
        listings: &[L::Rfc6068],
        kind: Kind::WholeString,
        rules: &["mailtoURI"],
        project_rules: &[project("mailtoURI_entry", None)],
        printed: "mailtoURI = \"mailto:\" [ to ] [ hfields ]",
        witnesses: &[text(G::Rfc6068, "mailto:a@b c", Rejected(10))],
    },
    Override {
        id: "P21",
        listings: &[L::Rfc6068],
        kind: Kind::Lookahead,
        rules: &["domain"],
        project_rules: &[
            project("domain_dot_atom_text", Some("dot_atom_text")),
            project("domain_atext_run", None),
            project("domain_to_end", None),
        ],
        printed: "domain = dot-atom-text / \"[\" *dtext-no-obs \"]\"",
        witnesses: &[
            text(G::Rfc6068, "mailto:joe@example.com?cc=bob@example.com&body=hello", Accepted("mailtoURI")),
            text(G::Rfc6068, "mailto:a@b.?x=y", Accepted("mailtoURI")),
        ],
    },
    Override {
        id: "P22",
        listings: &[L::Rfc6068],
        kind: Kind::Lookahead,
        rules: &["mailtoURI"],
        project_rules: &[],
        printed: "mailtoURI = \"mailto:\" [ to ] [ hfields ]",
        witnesses: &[text(G::Rfc6068, "mailto:?x=a@b,c", Accepted("mailtoURI"))],
    },
    Override {
        id: "C1",
        listings: &[L::Rfc1630Url, L::Url03],
        kind: Kind::Composition,
        rules: &["fragmentid"],
        project_rules: &[project("url_fragment_entry", None)],
        printed: "fragmentaddress  uri [ # fragmentid ]",
        witnesses: &[
            text(G::Rfc1630, "http://www.myu.edu/org/admin/people#andy", Accepted("httpaddress")),
            text(G::Rfc1630Url, "http://www.myu.edu/org/admin/people#andy", Rejected(35)),
        ],
    },
];

const P3_RFC3986: &[&str] = &[
    "scheme",
    "userinfo",
    "port",
    "IPvFuture",
    "IPv6address",
    "h16",
    "ls32",
    "IPv4address",
    "dec_octet",
    "reg_name",
    "segment",
    "segment_nz",
    "segment_nz_nc",
    "pchar",
    "query",
    "fragment",
    "pct_encoded",
    "unreserved",
    "reserved",
    "gen_delims",
    "sub_delims",
    "ALPHA",
    "DIGIT",
    "HEXDIG",
];

const P3_RFC6068: &[&str] = &[
    "hfname",
    "hfvalue",
    "domain_dot_atom_text",
    "domain_atext_run",
    "domain_to_end",
    "dtext_no_obs",
    "qchar",
    "some_delims",
    "dot_atom_text",
    "atext",
    "quoted_string",
    "qcontent",
    "qtext",
    "quoted_pair",
    "FWS",
    "ctext",
    "ccontent",
    "comment",
    "CFWS",
    "obs_NO_WS_CTL",
    "obs_ctext",
    "obs_qtext",
    "obs_qp",
    "obs_FWS",
    "pct_encoded",
    "unreserved",
    "ALPHA",
    "CR",
    "CRLF",
    "DIGIT",
    "DQUOTE",
    "HEXDIG",
    "HTAB",
    "LF",
    "SP",
    "VCHAR",
    "WSP",
];

const P3_RFC3987: &[&str] = &[
    "iuserinfo",
    "ireg_name",
    "isegment",
    "isegment_nz",
    "isegment_nz_nc",
    "ipchar",
    "iquery",
    "ifragment",
    "iunreserved",
    "ucschar",
    "iprivate",
    "scheme",
    "port",
    "IPvFuture",
    "IPv6address",
    "h16",
    "ls32",
    "IPv4address",
    "dec_octet",
    "pct_encoded",
    "unreserved",
    "reserved",
    "gen_delims",
    "sub_delims",
    "ALPHA",
    "DIGIT",
    "HEXDIG",
];
