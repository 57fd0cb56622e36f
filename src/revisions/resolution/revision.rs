//! The revisions of the URI specifications, each with its resolution
//! algorithm: one enum the library and the CLI pick an algorithm with, and
//! [`resolve_all`], every revision's answer side by side.
//!
//! # RFC 1738
//!
//! RFC 1738 defines no resolution: "Relative links are not described in
//! this document" (§2.3, `rfc1738.txt` l.205-206). It names no other
//! document for them either; it says it is "derived from concepts
//! introduced by" RFC 1630 (l.39-42) and "builds on the basic WWW design
//! (RFC 1630)" (l.1132), the only text of its time that describes them
//! (RFC 1808 came six months later). So [`Revision::Rfc1738`] resolves with
//! RFC 1630's rules, and its first step says that RFC 1738 is silent. What
//! it does parse first is the context, with its own listing: the partial
//! has no production there (see `src/revisions/resolve/parse_first.rs`).

use super::answer::{check_lengths, Resolution, RevisionError};
use super::parse_first::{check_inputs, BaseEntry, ParsedFirst};
use super::rejection::Role;
use super::rfc1630::{is_absolute, resolve_with, ResolveOptions, SlashReading};
use crate::diagnose::error::ExpectedSet;
use crate::grammar::{Grammar, NoSuchOperation, Operation, UnknownGrammar};
use serde::Serialize;
use std::fmt;
use std::str::FromStr;

/// A revision of the URI specifications, in the order they were published.
///
/// ```
/// use rfc1630::revisions::resolution::Revision;
/// let r: Revision = "rfc2732".parse().unwrap();
/// assert_eq!(r, Revision::Rfc2732);
/// // A grammar id picks its document: rfc1630-url is RFC 1630.
/// assert_eq!("rfc1630-url".parse::<Revision>().unwrap(), Revision::Rfc1630);
/// assert_eq!(Revision::Rfc3986.to_string(), "rfc3986");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(into = "&'static str")]
#[non_exhaustive]
pub enum Revision {
    /// url4 (1993), "Partial form" (`001` l.196-201).
    Url4,
    /// url7 (Oct 1993), "Partial form" (p.10-11, `004` l.558-587).
    Url7,
    /// url-03 (Mar 1994): no partial forms (p.2).
    Url03,
    /// RFC 1630 (Jun 1994), "Partial (relative) form" (p.9-11).
    Rfc1630,
    /// RFC 1738 (Dec 1994): relative links "not described" (§2.3); RFC 1630's rules.
    Rfc1738,
    /// RFC 1808 (Jun 1995), §4.
    Rfc1808,
    /// RFC 2396 (Aug 1998), §5.2.
    Rfc2396,
    /// RFC 2732 (Dec 1999): RFC 2396 §5.2 (it changes only the grammar).
    Rfc2732,
    /// RFC 3986 (Jan 2005), §5.2.
    Rfc3986,
    /// RFC 3987 (Jan 2005): RFC 3986 §5.2 applied to IRI references (§6.5,
    /// `rfc3987.txt` l.1751-1755), its inputs checked with RFC 3987's grammar.
    Rfc3987,
}

impl Revision {
    /// Every revision, oldest first.
    ///
    /// ```
    /// use rfc1630::revisions::resolution::Revision;
    /// assert_eq!(Revision::ALL.first(), Some(&Revision::Url4));
    /// assert_eq!(Revision::ALL.last(), Some(&Revision::Rfc3987));
    /// ```
    pub const ALL: [Revision; 10] = [
        Revision::Url4,
        Revision::Url7,
        Revision::Url03,
        Revision::Rfc1630,
        Revision::Rfc1738,
        Revision::Rfc1808,
        Revision::Rfc2396,
        Revision::Rfc2732,
        Revision::Rfc3986,
        Revision::Rfc3987,
    ];

    /// The id: the grammar id of the revision's document.
    ///
    /// ```
    /// assert_eq!(rfc1630::revisions::resolution::Revision::Url03.id(), "url-03");
    /// ```
    pub fn id(self) -> &'static str {
        match self {
            Revision::Url4 => "url4",
            Revision::Url7 => "url7",
            Revision::Url03 => "url-03",
            Revision::Rfc1630 => "rfc1630",
            Revision::Rfc1738 => "rfc1738",
            Revision::Rfc1808 => "rfc1808",
            Revision::Rfc2396 => "rfc2396",
            Revision::Rfc2732 => "rfc2732",
            Revision::Rfc3986 => "rfc3986",
            Revision::Rfc3987 => "rfc3987",
        }
    }

    /// The grammar of the revision's document, where the crate has one:
    /// what a base, a reference or a compared URI is checked with first.
    ///
    /// ```
    /// use rfc1630::revisions::resolution::Revision;
    /// use rfc1630::Grammar;
    /// assert_eq!(Revision::Rfc1738.grammar(), Some(Grammar::Rfc1738));
    /// assert_eq!(Revision::Rfc1630.grammar(), Some(Grammar::Rfc1630));
    /// ```
    pub fn grammar(self) -> Option<Grammar> {
        self.id().parse().ok()
    }

    /// The revision whose document a grammar transcribes.
    ///
    /// ```
    /// use rfc1630::revisions::resolution::Revision;
    /// use rfc1630::Grammar;
    /// assert_eq!(Revision::of_grammar(Grammar::Rfc1630Generic), Revision::Rfc1630);
    /// assert_eq!(Revision::of_grammar(Grammar::Url7Prose), Revision::Url7);
    /// ```
    pub fn of_grammar(grammar: Grammar) -> Revision {
        // Every grammar by name, so that a new grammar must say its revision.
        match grammar {
            Grammar::Url4 | Grammar::Url4Prose => Revision::Url4,
            Grammar::Url7 | Grammar::Url7Prose => Revision::Url7,
            Grammar::Url03 | Grammar::Url03Prose => Revision::Url03,
            Grammar::Rfc1630 | Grammar::Rfc1630Url | Grammar::Rfc1630Generic | Grammar::Rfc1630Prose => {
                Revision::Rfc1630
            }
            Grammar::Rfc1738 => Revision::Rfc1738,
            Grammar::Rfc1808 => Revision::Rfc1808,
            Grammar::Rfc2396 => Revision::Rfc2396,
            Grammar::Rfc2732 => Revision::Rfc2732,
            Grammar::Rfc3986 => Revision::Rfc3986,
            Grammar::Rfc3987 => Revision::Rfc3987,
            // RFC 6068 defines no resolution; its URIs are STD 66's (§2, l.146-149).
            Grammar::Rfc6068 | Grammar::Rfc6068Prose => Revision::Rfc3986,
        }
    }

    /// Resolves `reference` against `base` with this revision's algorithm,
    /// after checking both with the revision's grammar (see
    /// `src/revisions/resolve/parse_first.rs`: the base with the absolute entry, the
    /// reference with the grammar's own entry; RFC 1630 and the drafts
    /// parse nothing, RFC 1738 the base alone). `options` is read by RFC
    /// 1630's rules (and RFC 1738's, which are RFC 1630's) alone.
    ///
    /// # Errors
    /// [`RevisionError::Rejected`] when the grammar rejects the base (RFC
    /// 1738's `url`, RFC 1808's `absoluteURL`, RFC 2396's and 2732's
    /// `absoluteURI`, RFC 3986's `URI`) or, under RFC 3986, the reference
    /// (`URI-reference`), with its diagnostic;
    /// [`RevisionError::PartialForm`] for the RFC 1630 and drafts' rules
    /// (a context that is not absolute, RFC 1630 p.10; url-03's missing
    /// partial forms, url-03 p.2).
    ///
    /// ```
    /// use rfc1630::revisions::resolution::{ResolveOptions, Revision};
    /// let base = "http://a/b/c/d;p?q";
    /// let at = |r: Revision, reference| r.resolve(ResolveOptions::default(), base, reference);
    /// assert_eq!(at(Revision::Rfc1630, "?y").unwrap().target, "http://a/b/c/?y");
    /// assert_eq!(at(Revision::Rfc1808, "?y").unwrap().target, "http://a/b/c/d;p?y");
    /// assert_eq!(at(Revision::Rfc3986, "?y").unwrap().target, "http://a/b/c/d;p?y");
    /// // RFC 2396's grammar needs a path before `?` (finding F34); its algorithm does not.
    /// assert_eq!(at(Revision::Rfc2396, "?y").unwrap().grammar_rejects.unwrap().error.offset(), 0);
    /// assert_eq!(at(Revision::Rfc2396, "g?y").unwrap().target, "http://a/b/c/g?y");
    /// ```
    ///
    /// Where the algorithm parses the reference its own way rather than
    /// with the grammar ([`Revision::parses_reference_itself`]: RFC 1808
    /// and RFC 2396, RFC 2732), a reference the grammar rejects is still
    /// resolved, and the rejection comes beside the result
    /// ([`Resolution::grammar_rejects`]): RFC 2396's algorithm gives the
    /// `http://a/b/c/?y` that Appendix C prints, and its grammar derives no
    /// `?y` (finding F34). A rejected base stays an error under every
    /// revision.
    ///
    /// ```
    /// use rfc1630::revisions::resolution::{ResolveOptions, Revision};
    /// let r = Revision::Rfc2396.resolve(ResolveOptions::default(), "http://a/b/c/d;p?q", "?y").unwrap();
    /// assert_eq!(r.target, "http://a/b/c/?y");
    /// let rejection = r.grammar_rejects.unwrap();
    /// assert_eq!((rejection.error.offset(), rejection.error.finding().unwrap().id), (0, "F34"));
    /// // RFC 3986 parses a well-formed reference only.
    /// assert!(Revision::Rfc3986.resolve(ResolveOptions::default(), "http://a/b", "g h").is_err());
    /// ```
    pub fn resolve(self, options: ResolveOptions, base: &str, reference: &str) -> Result<Resolution, RevisionError> {
        check_lengths(base, reference)?;
        let grammar_rejects = match check_inputs(self.parsed_first(), base, reference) {
            Ok(()) => None,
            Err(RevisionError::Rejected(rejection))
                if rejection.role == Role::Reference && self.parses_reference_itself() =>
            {
                Some(rejection)
            }
            Err(e) => return Err(e),
        };
        let mut resolution = self.algorithm(options, base, reference)?;
        resolution.grammar_rejects = grammar_rejects;
        Ok(resolution)
    }

    /// Whether the revision's resolution algorithm splits the reference
    /// into components by its own rules rather than by the grammar, so that
    /// it has an answer for a reference the grammar rejects.
    ///
    /// * **RFC 1808**: Step 2 parses both URLs "into their component parts
    ///   as described in Section 2.4" (`rfc1808.txt` l.534-535), and §2.4
    ///   is a procedure on the "parse string" (l.292-300), not the BNF.
    /// * **RFC 2396 and RFC 2732**: step 1 parses the reference "as
    ///   described in Section 4.3" (`rfc2396.txt` l.1097-1098), whose test
    ///   oracle is Appendix B's regular expression "for breaking-down a URI
    ///   reference into its components" (l.1584-1585), which splits any
    ///   string.
    /// * **RFC 3986**: no. §5.2.2's `parse(R)` splits R into the components
    ///   of Section 3 (`rfc3986.txt` l.1706-1708), and Appendix B's
    ///   expression is for "a well-formed URI reference" (l.2797-2798): a
    ///   reference the grammar rejects is not one, and has no target.
    /// * **RFC 1630, the drafts and RFC 1738** parse no reference with a
    ///   grammar in the first place (`src/revisions/resolve/parse_first.rs`).
    ///
    /// ```
    /// use rfc1630::revisions::resolution::Revision;
    /// assert!(Revision::Rfc2396.parses_reference_itself());
    /// assert!(!Revision::Rfc3986.parses_reference_itself());
    /// ```
    pub fn parses_reference_itself(self) -> bool {
        matches!(self, Revision::Rfc1808 | Revision::Rfc2396 | Revision::Rfc2732)
    }

    /// The revision's algorithm, once its inputs are checked.
    fn algorithm(self, options: ResolveOptions, base: &str, reference: &str) -> Result<Resolution, RevisionError> {
        match self {
            Revision::Url4 | Revision::Url7 | Revision::Url03 | Revision::Rfc1630 => {
                earlier_rules(self, options, base, reference, Vec::new())
            }
            Revision::Rfc1738 => earlier_rules(Revision::Rfc1630, options, base, reference, vec![RFC1738_SILENT]),
            Revision::Rfc1808 => super::rfc1808::resolve(base, reference),
            Revision::Rfc2396 | Revision::Rfc2732 => super::rfc2396::resolve(base, reference),
            Revision::Rfc3986 => super::rfc3986::resolve(base, reference),
            // RFC 3987 §6.5 (l.1751-1755): "the algorithms of [RFC3986] can be
            // applied directly, treating the characters additionally allowed
            // in IRI references in the same way that unreserved characters are
            // in URI references". RFC 3986's algorithm splits at ASCII
            // delimiters only and copies every other character, so it is that
            // algorithm, run over the IRI's components.
            Revision::Rfc3987 => super::rfc3986::resolve(base, reference),
        }
    }

    /// What the revision's grammar checks before its algorithm runs (the
    /// table of `src/revisions/resolve/parse_first.rs`): nothing for the rules before
    /// RFC 1738, the base for RFC 1738, the base with an absolute entry and
    /// the reference with the grammar's own after it.
    fn parsed_first(self) -> ParsedFirst {
        let entries = |grammar, reference, absolute, fragment_set_aside| {
            ParsedFirst::Entries(BaseEntry { grammar, reference, absolute, entry: absolute, fragment_set_aside })
        };
        match self {
            Revision::Url4 | Revision::Url7 | Revision::Url03 | Revision::Rfc1630 => ParsedFirst::Nothing,
            Revision::Rfc1738 => ParsedFirst::Url(Grammar::Rfc1738),
            Revision::Rfc1808 => entries(Grammar::Rfc1808, "URL", "absoluteURL", true),
            Revision::Rfc2396 => entries(Grammar::Rfc2396, "URI-reference", "absoluteURI", true),
            Revision::Rfc2732 => entries(Grammar::Rfc2732, "URI-reference", "absoluteURI", true),
            Revision::Rfc3986 => entries(Grammar::Rfc3986, "URI-reference", "URI", false),
            Revision::Rfc3987 => entries(Grammar::Rfc3987, "IRI-reference", "IRI", false),
        }
    }

    /// The grammar whose rules [`resolve_with`] applies for the revisions
    /// before RFC 1808.
    fn partial_form_grammar(self) -> Grammar {
        match self {
            Revision::Url4 => Grammar::Url4,
            Revision::Url7 => Grammar::Url7,
            Revision::Url03 => Grammar::Url03,
            _ => Grammar::Rfc1630,
        }
    }
}

const RFC1738_SILENT: &str = "RFC 1738 §2.3 (rfc1738.txt l.205-206): \"Relative links are not described in this document\": RFC 1630's rules, the document it derives from (l.39-42)";
const RFC1630_ABSOLUTE: &str =
    "RFC 1630 p.10 (003 l.476-478, 486-487): a colon before any slash: an absolute form, given whole";
const RFC1630_SLASHES: &str = "RFC 1630 p.10 (003 l.489-494): the partial starts with slashes: the context up to the first run of as many slashes, then the partial";
const RFC1630_SLASHES_LITERAL: &str = "RFC 1630 p.10 (003 l.489-494), read literally: the context up to the first run of as many slashes with no longer run to its right, then the partial";
const RFC1630_LAST_PART: &str = "RFC 1630 p.10 (003 l.496-502): the last part of the context's path replaced by the partial, then `xxx/../` and `/.` removed";
const DRAFTS_ABSOLUTE: &str =
    "url7 p.10 (004 l.558-565), url4 (001 l.196): a colon before any slash: a full form, given whole";
const DRAFTS_HOST: &str =
    "url7 p.10 (004 l.567-568), url4 (001 l.197): the host and port given: the scheme, then the partial";
const DRAFTS_ABSOLUTE_PATH: &str =
    "url7 p.10 (004 l.574), url4 (001 l.199): a leading slash: the context's scheme and host, then the absolute path";
const DRAFTS_RELATIVE_PATH: &str = "url7 p.10-11 (004 l.574-587), url4 (001 l.199-201): the last part of the context's path replaced, then `/xxx/..` and `/.` removed";

/// The rules before RFC 1808, through [`resolve_with`], with the branch of
/// the text that applied.
fn earlier_rules(
    revision: Revision,
    options: ResolveOptions,
    base: &str,
    reference: &str,
    mut steps: Vec<&'static str>,
) -> Result<Resolution, RevisionError> {
    let target = resolve_with(revision.partial_form_grammar(), options, base, reference)?;
    let drafts = matches!(revision, Revision::Url4 | Revision::Url7);
    steps.push(match (drafts, options.slash_reading) {
        _ if is_absolute(reference) => {
            if drafts {
                DRAFTS_ABSOLUTE
            } else {
                RFC1630_ABSOLUTE
            }
        }
        (true, _) if reference.starts_with("//") => DRAFTS_HOST,
        (true, _) if reference.starts_with('/') => DRAFTS_ABSOLUTE_PATH,
        (true, _) => DRAFTS_RELATIVE_PATH,
        (false, SlashReading::Examples) if reference.starts_with('/') => RFC1630_SLASHES,
        (false, SlashReading::Literal) if reference.starts_with('/') => RFC1630_SLASHES_LITERAL,
        (false, _) => RFC1630_LAST_PART,
    });
    Ok(Resolution::new(target, steps))
}

impl fmt::Display for Revision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.id())
    }
}

/// The grammar of the revision's document: the one type that names a
/// specification for every operation is [`Grammar`].
///
/// ```
/// use rfc1630::{revisions::resolution::Revision, Grammar};
/// assert_eq!(Grammar::from(Revision::Rfc3986), Grammar::Rfc3986);
/// assert_eq!(Grammar::from(Revision::Url03), Grammar::Url03);
/// ```
impl From<Revision> for Grammar {
    fn from(revision: Revision) -> Grammar {
        match revision {
            Revision::Url4 => Grammar::Url4,
            Revision::Url7 => Grammar::Url7,
            Revision::Url03 => Grammar::Url03,
            Revision::Rfc1630 => Grammar::Rfc1630,
            Revision::Rfc1738 => Grammar::Rfc1738,
            Revision::Rfc1808 => Grammar::Rfc1808,
            Revision::Rfc2396 => Grammar::Rfc2396,
            Revision::Rfc2732 => Grammar::Rfc2732,
            Revision::Rfc3986 => Grammar::Rfc3986,
            Revision::Rfc3987 => Grammar::Rfc3987,
        }
    }
}

/// The revision of a whole document's grammar. A grammar of one listing or
/// layer of a document names no resolution of its own.
///
/// # Errors
/// [`NoSuchOperation`] for `rfc1630-url`, `rfc1630-generic` and the
/// `+prose` grammars, naming the grammar to use instead.
///
/// ```
/// use rfc1630::{revisions::resolution::Revision, Grammar};
/// assert_eq!(Revision::try_from(Grammar::Rfc2732), Ok(Revision::Rfc2732));
/// let err = Revision::try_from(Grammar::Rfc1630Url).unwrap_err();
/// assert_eq!(err.to_string(), "RFC 1630's URL listing defines no resolution; use rfc1630");
/// ```
impl TryFrom<Grammar> for Revision {
    type Error = NoSuchOperation;

    fn try_from(grammar: Grammar) -> Result<Revision, NoSuchOperation> {
        match NoSuchOperation::of(grammar, Operation::Resolution) {
            Some(err) => Err(err),
            None => Ok(Revision::of_grammar(grammar)),
        }
    }
}

impl From<Revision> for &'static str {
    fn from(revision: Revision) -> &'static str {
        revision.id()
    }
}

/// An id that names no revision and no grammar: the grammar's error, then
/// the revisions that are not (yet) grammars.
///
/// ```
/// let err = "rfc9999".parse::<rfc1630::revisions::resolution::Revision>().unwrap_err();
/// assert!(err.to_string().starts_with("unknown grammar `rfc9999` (expected one of: rfc1630, "));
/// assert!(err.to_string().ends_with("; or a revision: rfc1738, rfc1808, rfc2396, rfc2732, rfc3986"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}; or a revision: rfc1738, rfc1808, rfc2396, rfc2732, rfc3986")]
pub struct UnknownRevision(pub UnknownGrammar);

/// A revision's id, or a grammar id (which names its document's revision).
impl FromStr for Revision {
    type Err = UnknownRevision;

    fn from_str(id: &str) -> Result<Self, Self::Err> {
        if let Some(revision) = Revision::ALL.into_iter().find(|r| r.id() == id) {
            return Ok(revision);
        }
        id.parse::<Grammar>().map(Revision::of_grammar).map_err(UnknownRevision)
    }
}

/// One revision's answer in [`resolve_all`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RevisionAnswer {
    /// The revision.
    pub revision: Revision,
    /// Its target and the steps that gave it, or why there is none.
    #[serde(flatten, serialize_with = "answer_or_error")]
    pub answer: Result<Resolution, RevisionError>,
}

fn answer_or_error<S: serde::Serializer>(
    answer: &Result<Resolution, RevisionError>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    /// A rejected base or reference: where, why, and the finding.
    #[derive(Serialize)]
    struct Rejected<'a> {
        role: Role,
        input: &'a str,
        production: &'a str,
        offset: usize,
        #[serde(skip_serializing_if = "Option::is_none")]
        finding: Option<&'static str>,
        error: String,
    }
    /// The grammar's rejection of a reference the algorithm still resolved.
    #[derive(Serialize)]
    struct GrammarRejects<'a> {
        offset: usize,
        expected: Option<&'a ExpectedSet>,
        #[serde(skip_serializing_if = "Option::is_none")]
        finding: Option<&'static str>,
    }
    #[derive(Serialize)]
    #[serde(untagged)]
    enum Shown<'a> {
        /// `resolved` and, where the grammar refused the reference, `grammar_rejects` beside it.
        Resolved {
            resolved: &'a Resolution,
            #[serde(skip_serializing_if = "Option::is_none")]
            grammar_rejects: Option<GrammarRejects<'a>>,
        },
        Rejected {
            rejected: Rejected<'a>,
        },
        Error {
            error: String,
        },
    }
    match answer {
        Ok(resolution) => Shown::Resolved {
            resolved: resolution,
            grammar_rejects: resolution.grammar_rejects.as_ref().map(|r| GrammarRejects {
                offset: r.error.offset(),
                expected: r.error.expected(),
                finding: r.error.finding().map(|f| f.id),
            }),
        },
        Err(RevisionError::Rejected(r)) => Shown::Rejected {
            rejected: Rejected {
                role: r.role,
                input: &r.input,
                production: r.production,
                offset: r.error.offset(),
                finding: r.error.finding().map(|f| f.id),
                error: r.error.summary(),
            },
        },
        Err(e) => Shown::Error { error: e.to_string() },
    }
    .serialize(serializer)
}

/// Every revision's answer for one reference, oldest first.
///
/// ```
/// use rfc1630::revisions::resolution::{resolve_all, ResolveOptions, Revision};
/// let answers = resolve_all(ResolveOptions::default(), "http://a/b/c/d;p?q", "../../../g");
/// let at = |r: Revision| answers.iter().find(|a| a.revision == r).unwrap().answer.clone().unwrap().target;
/// assert_eq!(at(Revision::Rfc1630), "http://a/../g");
/// assert_eq!(at(Revision::Rfc2396), "http://a/../g");
/// assert_eq!(at(Revision::Rfc3986), "http://a/g");
/// ```
pub fn resolve_all(options: ResolveOptions, base: &str, reference: &str) -> Vec<RevisionAnswer> {
    Revision::ALL
        .into_iter()
        .map(|revision| RevisionAnswer { revision, answer: revision.resolve(options, base, reference) })
        .collect()
}
