//! Parsed first: before a document's algorithm runs, its grammar checks the
//! base with the document's absolute entry and the reference with its
//! reference entry, and a rejection is the grammar's own diagnostic
//! ([`RejectedInput`]), never an answer. Each document says what its grammar
//! checks ([`ParsedFirst`], in its operations), so that this file need not
//! know the documents.
//!
//! # What each document checks
//!
//! | document | base | reference |
//! |---|---|---|
//! | url4, url7, url-03, RFC 1630 | the text's test only: a colon before any slash | not parsed |
//! | RFC 1738 | the listing's `url`, its fragment set aside | not parsed |
//! | RFC 1808 | `absoluteURL`, its fragment set aside | `URL` |
//! | RFC 2396, RFC 2732 | `absoluteURI`, its fragment set aside | `URI-reference` |
//! | RFC 3986 | `URI` | `URI-reference` |
//! | RFC 3987 | `IRI` | `IRI-reference` |
//!
//! * **RFC 1630 and the drafts** parse nothing first. Their rules are
//!   operations on strings, and no listing of theirs has a production for a
//!   partial form (RFC 1630 p.10, `003` l.476-502; url7 p.10-11), so there is
//!   no reference entry. The context is held to the one test the text gives,
//!   "the latter must have a colon and that colon must occur before any
//!   slash characters" (p.10, `003` l.476-478), as before; it is not parsed
//!   with the listing, because the listing rejects the context of the
//!   document's own table, `magic://a/b/c//d/e/f` (p.11, finding F1).
//! * **RFC 1738** describes no relative links (§2.3, `rfc1738.txt`
//!   l.205-206) and resolves with RFC 1630's rules, so the reference stays a
//!   string. The context is a URL, which RFC 1738 defines: it is checked with
//!   RFC 1738's listing. A fragment is no part of an RFC 1738 URL, "`#` ...
//!   is used ... to delimit a URL from a fragment/anchor identifier that
//!   might follow it" (§2.2, l.148-151), so it is set aside first.
//! * **RFC 1808**: "Note that the fragment identifier (and the "#" that
//!   precedes it) is not considered part of the URL ... a parser must be
//!   able to recognize the fragment when it is present and set it aside"
//!   (§2.1, `rfc1808.txt` l.140-144), and "Fragment identifiers are only
//!   inherited from the base URL when the entire embedded URL is empty"
//!   (§4, l.609-610): a base may carry one, as the base of §5 does
//!   (`<URL:http://a/b/c/d;p?q#f>`, l.633). So the base is checked with the
//!   listing's `URL` (which takes the fragment) and what comes before its
//!   `#` with `absoluteURL`. §3.1's `base-header` holds an `absoluteURL`
//!   alone (l.441), which the base of §5 is not: finding F39. An empty base
//!   is §3.4's "the base URL is considered to be the empty string" (l.500-502), Step 1's case, and
//!   is not parsed ([`BaseEntry::empty_base_unparsed`]).
//! * **RFC 2396 and RFC 2732**: "the URI" of a reference "includes only the
//!   absolute URI after the fragment identifier (if any) is removed"
//!   (§4, `rfc2396.txt` l.806-808); the base is checked as a
//!   `URI-reference`, then before its `#` as an `absoluteURI`.
//! * **RFC 3986**: "A base URI must conform to the `<absolute-URI>` syntax
//!   rule" once "stripped of any fragment component" (§5.1, `rfc3986.txt`
//!   l.1560-1563): that is the listing's `URI`, `absolute-URI` with an
//!   optional fragment, checked on the base as given.
//! * **RFC 3987** applies RFC 3986's algorithm to IRI references (§6.5,
//!   `rfc3987.txt` l.1751-1755): its own listing's `IRI` and `IRI-reference`.
//!
//! The reference and the base are first checked with the grammar's own
//! entry (`URL`, `URI-reference`), whose diagnostic is the exact one (the
//! listing's automata); only a base that entry accepts as a relative form
//! is then diagnosed by the absolute entry ([`crate::recognize::Entry::check`]).

use super::answer::RevisionError;
use super::rejection::{RejectedInput, Role};
use crate::{check, recognize::Entry, Grammar, ParseError};

/// What a document's grammar checks before its algorithm runs (see the
/// module documentation): each document says which in its operations.
pub(crate) enum ParsedFirst {
    /// Nothing: the rules are operations on strings (RFC 1630 and the drafts).
    Nothing,
    /// The base alone, its fragment set aside, with the grammar's `url` (RFC 1738).
    Url(Grammar),
    /// The base with an absolute entry and the reference with the grammar's own.
    Entries(BaseEntry),
}

/// How a document checks its base and its reference.
pub(crate) struct BaseEntry {
    /// The document's grammar.
    pub(crate) grammar: Grammar,
    /// Its reference production (the grammar's entry, as the document names it).
    pub(crate) reference: &'static str,
    /// The production of an absolute form, and the entry that reads one.
    pub(crate) absolute: &'static str,
    /// Whether the fragment is set aside before the absolute entry reads the base.
    pub(crate) fragment_set_aside: bool,
    /// Whether an empty base is the document's case of no base, not parsed
    /// (RFC 1808 §3.4, l.500-502, Step 1).
    pub(crate) empty_base_unparsed: bool,
}

fn rejected(role: Role, input: &str, production: &'static str, error: ParseError) -> RevisionError {
    RevisionError::Rejected(Box::new(RejectedInput { role, input: input.to_string(), production, error }))
}

/// Checks `base` and `reference` as a document's grammar requires
/// (`parsed`), before its algorithm runs.
///
/// # Errors
/// [`RevisionError::Rejected`] with the grammar's [`ParseError`]: for RFC
/// 1738, the base rejected by the listing's `url`; for RFC 1808, the base
/// by `absoluteURL` or the reference by `URL`; for RFC 2396 and 2732, by
/// `absoluteURI` and `URI-reference`; for RFC 3986, by `URI` and
/// `URI-reference`; for RFC 3987, by `IRI` and `IRI-reference`.
pub(crate) fn check_inputs(parsed: &ParsedFirst, base: &str, reference: &str) -> Result<(), RevisionError> {
    let entry = match parsed {
        ParsedFirst::Nothing => return Ok(()),
        ParsedFirst::Url(grammar) => {
            let url = base.split_once('#').map_or(base, |(url, _)| url);
            return check(*grammar, url).map(drop).map_err(|e| rejected(Role::Base, base, "url", e));
        }
        ParsedFirst::Entries(entry) => entry,
    };
    if !(entry.empty_base_unparsed && base.is_empty()) {
        check_base(entry, base)?;
    }
    check(entry.grammar, reference).map(drop).map_err(|e| rejected(Role::Reference, reference, entry.reference, e))
}

/// The base through the grammar's own entry (the exact diagnostic), then,
/// if that reads it as a relative form, through the absolute entry.
fn check_base(entry: &BaseEntry, base: &str) -> Result<(), RevisionError> {
    let verdict = check(entry.grammar, base).map_err(|e| rejected(Role::Base, base, entry.reference, e))?;
    if verdict.production == entry.absolute {
        return Ok(());
    }
    let absolute =
        Entry::new(entry.grammar, entry.absolute).expect("each document's absolute entry is a P5 entry rule");
    let read = match base.split_once('#') {
        Some((before, _)) if entry.fragment_set_aside => before,
        _ => base,
    };
    absolute.check(read).map(drop).map_err(|e| rejected(Role::Base, base, entry.absolute, e))
}
