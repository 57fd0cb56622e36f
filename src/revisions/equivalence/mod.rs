//! Equivalence as each document defines it: a ladder of normalizations,
//! each rung citing its clause; two URIs are equivalent at the first rung
//! where their normal forms meet. Each document writes its rungs in its
//! operations (`rfc1630::documents::<id>::operations`); this module climbs
//! them ([`Operations::compare`](crate::revisions::Operations::compare),
//! [`Operations::normalize`](crate::revisions::Operations::normalize)) and
//! holds the normalizations they are made of.
//!
//! * **RFC 1630 and the drafts** (url4, url7, url-03): the same encoding
//!   level, RFC 1630 p.8, by [`rfc1630`] (parsed with the grammar).
//! * **RFC 1738**: scheme names are case-insensitive (§2.1, `rfc1738.txt`
//!   l.94-96); "characters that are not required to be encoded (including
//!   alphanumerics) may be encoded within the scheme-specific part of a URL,
//!   as long as they are not being used for a reserved purpose" (§2.2,
//!   l.194-197), the characters that need no encoding being "alphanumerics,
//!   the special characters `$-_.+!*'(),`" (l.190-192); the hex digits may be
//!   `abcdef` (l.125).
//! * **RFC 1808** defines no equivalence; its components are RFC 1738's
//!   ("as per Section 3.1 of RFC 1738", `rfc1808.txt` l.125-136), so it
//!   takes RFC 1738's ladder.
//! * **RFC 2396** §6 (`rfc2396.txt` l.1246-1250): "the scheme and hostname
//!   are case insensitive and a URL with an explicit ":port", where the port
//!   is the default for the scheme, is equivalent to one where the port is
//!   elided"; and "Unreserved characters can be escaped without changing the
//!   semantics of the URI" (§2.3, l.472-473). RFC 2732 changes only the
//!   grammar and takes RFC 2396's ladder.
//! * **RFC 3986** §6.2: simple string (§6.2.1), then syntax-based: case
//!   (§6.2.2.1), percent-encoding (§6.2.2.2), dot segments (§6.2.2.3); then
//!   scheme-based (§6.2.3), for the schemes with an authority and a default
//!   port: ftp 21, http 80, https 443, gopher 70, nntp 119, telnet 23,
//!   wais 210, prospero 1525 (the table `DEFAULT_PORTS` of this file says
//!   where each default comes from: RFC 1738 §3, and RFC 2818 §2.3 for
//!   https).
//! * **RFC 3987** §5.3 (`rfc3987.txt` l.1256-1548), for IRIs: simple
//!   string (§5.3.1, character for character);
//!   case (§5.3.2.1), where only a US-ASCII-only host is lowered;
//!   percent-encoding (§5.3.2.3), the encodings aligned by mapping both to
//!   URIs (§3.1), so `http://\u{E9}/` is `http://%C3%A9/`; character
//!   normalization (§5.3.2.2, NFC) only when asked for
//!   ([`CharacterNormalization`] says why); dot segments (§5.3.2.4) and
//!   scheme-based (§5.3.3) as RFC 3986's. IDN equivalence (§5.3.3,
//!   l.1533-1546: Nameprep, and a label equal to its punycode) is not done:
//!   it needs IDNA's tables, which the library does not have (as
//!   [`crate::revisions::iri::iri_to_uri`] leaves §3.1's host step).
//!
//! Choices: a rung applies on top of the ones before it (RFC 3986 §6.2
//! calls it a ladder, l.2135-2149); the ladders of RFC 1738, 2396, 3986 and
//! 3987 take any string (they do not check it with a grammar), and the host is
//! the authority after its last `@` and before a final `:port`.
//!
//! Each ladder ends in a normal form that is a fixed point: normalizing it
//! again changes nothing, so equivalence is an equivalence relation
//! (reflexive, symmetric, transitive). Three things make it so:
//!
//! * **Case after decoding.** A percent-encoded unreserved octet is the
//!   character itself (RFC 3986 §2.3, l.735-737; RFC 2396 §2.3, l.472-473;
//!   RFC 1738 §2.2, l.194-197), and the scheme and host are normalized to
//!   lower case (RFC 3986 §6.2.2.1, l.2220-2224; §3.2.2, l.1030-1032: "use
//!   lowercase for registered names ... only using uppercase letters for
//!   percent-encodings"). So the percent-encoding rung lowers the scheme
//!   and host again after it decodes: `http://%41.com/` is `http://a.com/`,
//!   and `http://examp%4Ce.com/` is `http://example.com/`.
//! * **Escapes keep upper-case hex.** Lowering a host leaves the hex digits
//!   of its escapes upper case (§3.2.2, l.1032): `http://%C3%A9.com/` stays.
//! * **No path that reads as an authority.** Where removing dot segments
//!   leaves a path that begins with `//` and there is no authority
//!   (`f:/.//g`), the path keeps a leading `/.`, so that the result is not
//!   read back with `g` as its authority (the case of finding F37).
//!
//! # A normal form keeps what a reference means
//!
//! Comparison must be "strictly avoiding false positives" (RFC 3986 §6.1,
//! `rfc3986.txt` l.2116-2117), and "applications should not directly
//! compare relative references; the references should be converted to
//! their respective target URIs before comparison" (l.2119-2121). So no rung
//! changes what a reference resolves to: under every revision that resolves
//! references, for every base `B` and reference `R`,
//! `normalize(resolve(B, normalize(R))) == normalize(resolve(B, R))`, each
//! with the revision's own algorithm and ladder; and two references are
//! equivalent only if they resolve to equivalent URIs against every base
//! (`tests/it/revisions/meaning.rs` holds both over generated references
//! and bases). Two choices make it so.
//!
//! **A relative reference takes the rungs that keep its target**, and the
//! answer names the others with why ([`Normalized::not_applied`], and the
//! reason of `Different`). Whether it is relative is what the revision's
//! resolution reads: RFC 1630's colon before any slash (p.10) under RFC
//! 1738, RFC 1808's scheme characters before a colon (§2.4.2, `rfc1808.txt`
//! l.320-324), Appendix B's expression under RFC 2396 and after (each
//! document's ladder says which). Then:
//!
//! | rung | on a relative reference | why |
//! |---|---|---|
//! | simple string, case (hex digits; the host of a network-path reference) | as on a URI | resolution copies the reference's path, query, fragment and authority into the target as they are (RFC 3986 §5.2.2, l.1743-1775; RFC 2396 §5.2 steps 4-7; RFC 1808 §4 Steps 3-7), and the target's rung does the same |
//! | case under RFC 1738 and RFC 1808 (scheme names only) | not applied | a relative reference has no scheme: it takes the base's |
//! | percent-encoding | as on a URI, but no scheme lowered under RFC 1738 and RFC 1808, and under RFC 1808 an escape before the first `:` kept where decoding it would make a scheme name of what precedes the colon (`b%2Dc:d` is a relative path, `b-c:d` a URI) | decoding an unreserved character changes no delimiter, so the reference splits and merges as before |
//! | character normalization (RFC 3987, with NFC) | as on a URI | it works between delimiters and escapes any delimiter it makes |
//! | dot segments (RFC 3986, RFC 3987) | on a network-path or absolute-path reference only | resolution gives those `remove_dot_segments(R.path)` (§5.2.2, l.1749-1751, l.1762-1763), as the rung does; a relative-path reference's path is merged with the base's first (l.1765-1766), so its `..` climb out of the base's path: `../g` against `http://x/y/z/w` is `http://x/y/g`, and `g` is `http://x/y/z/g` |
//! | scheme-based | not applied | the scheme is the base's (RFC 3986 §5.2.2, l.1772; RFC 2396 step 3, l.1108-1109), and a default port is a scheme's |
//!
//! So `compare -g rfc3986 ../g g` is different, with the two rungs it did
//! not apply; `normalize(Grammar::Rfc3986, "a/..")` keeps `a/..`, whose
//! target is the base's directory, where the whole ladder gave `/`; and
//! `/a/./b` is `/a/b`, an absolute-path reference. Refusing relative
//! references instead would answer nothing where these rungs answer
//! soundly.
//!
//! **An escaped dot stays escaped where decoding it would make a dot
//! segment**: a path segment that reads `.` or `..` once its `%2E` are
//! decoded (up to its first `;`, where RFC 1808's path ends, §2.4.5
//! l.357-362) keeps them, in every ladder, and the character
//! normalization of RFC 3987 does not read them either. RFC 3986 makes an
//! escaped unreserved character the character itself (§2.3, l.735-737),
//! but resolution removes only the segments written `.` and `..` (§5.2.4,
//! l.1816-1844; RFC 2396 step 6c-6f, `rfc2396.txt` l.1152-1166; RFC 1808
//! Step 6a-6d, l.585-599): `a/%2E%2E/..` against `http://x/y/z/w` resolves
//! to `http://x/y/z/a/`, and `a/../..` to `http://x/y/`. The same holds of a
//! URI used as a base, or resolved as a reference under RFC 3986, whose
//! target removes its dot segments (l.1743-1746): decoded, `http://x/a/%2E%2E/..`
//! would be `http://x/`, and it resolves to `http://x/a/`. RFC 1630's
//! encoding level already kept such dots ([`crate::revisions::encoding`]).

mod character_normalization;
pub(crate) mod ladder;
pub(crate) mod reference;
pub mod rfc1630;
pub(crate) mod rungs;

pub use character_normalization::CharacterNormalization;
pub use rfc1630::CompareError;
use std::fmt;

/// A rung of a document's ladder.
///
/// ```
/// assert_eq!(rfc1630::revisions::equivalence::Rung::DotSegments.to_string(), "dot segments");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
#[non_exhaustive]
pub enum Rung {
    /// The same string.
    SimpleString,
    /// Case-insensitive parts in one case.
    Case,
    /// Escapes that need not be there decoded (RFC 1630: the same encoding level).
    PercentEncoding,
    /// Characters in Unicode Normalization Form C (RFC 3987 §5.3.2.2),
    /// where the IRI ladder is asked to apply it
    /// ([`CharacterNormalization::ApplyNfc`]).
    CharacterNormalization,
    /// `.` and `..` segments removed.
    DotSegments,
    /// The scheme's own rules (default port, empty path).
    SchemeBased,
}

impl fmt::Display for Rung {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Rung::SimpleString => "simple string",
            Rung::Case => "case",
            Rung::PercentEncoding => "percent-encoding",
            Rung::CharacterNormalization => "character normalization",
            Rung::DotSegments => "dot segments",
            Rung::SchemeBased => "scheme-based",
        })
    }
}

/// The answer of a document's comparison.
///
/// ```
/// use rfc1630::revisions::equivalence::{Equivalence, Rung};
/// let e = rfc1630::compare(rfc1630::Grammar::Rfc3986, "HTTP://a/%7euser", "http://a/~user").unwrap();
/// assert!(matches!(e, Equivalence::Equivalent { rung: Rung::PercentEncoding, .. }));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase", tag = "answer"))]
#[non_exhaustive]
pub enum Equivalence {
    /// Equal at this rung, by this clause.
    Equivalent {
        /// The first rung at which the two normal forms are the same.
        rung: Rung,
        /// The clause of that rung.
        clause: &'static str,
    },
    /// Different after every rung.
    Different {
        /// Why, with the clause of the last rung (or RFC 1630's difference).
        reason: String,
    },
}

impl Equivalence {
    /// The rung at which the two are equal, `None` when they are different:
    /// the answer without a `match` (the enum is `#[non_exhaustive]`).
    ///
    /// ```
    /// use rfc1630::revisions::equivalence::Rung;
    /// use rfc1630::{compare, Grammar};
    /// let same = compare(Grammar::Rfc3986, "HTTP://a/", "http://a/").unwrap();
    /// assert_eq!(same.rung(), Some(Rung::Case));
    /// let other = compare(Grammar::Rfc3986, "http://a/", "http://b/").unwrap();
    /// assert_eq!(other.rung(), None);
    /// ```
    pub fn rung(&self) -> Option<Rung> {
        match self {
            Equivalence::Equivalent { rung, .. } => Some(*rung),
            Equivalence::Different { .. } => None,
        }
    }
}

impl fmt::Display for Equivalence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Equivalence::Equivalent { rung, clause } => write!(f, "equivalent: {rung}: {clause}"),
            Equivalence::Different { reason } => write!(f, "different: {reason}"),
        }
    }
}

/// A URI, or a reference, in the normal form of a specification, with the
/// rungs that brought it there, in the order they ran, and those it did not
/// take.
///
/// ```
/// let n = rfc1630::normalize(rfc1630::Grammar::Rfc3986, "HTTP://a/%7euser/./b").unwrap();
/// assert_eq!(n.text, "http://a/~user/b");
/// assert_eq!(n.rungs.len(), 5);
/// assert!(n.not_applied.is_empty());
/// // A relative-path reference keeps its dot segments, which resolution merges with the base's path.
/// let n = rfc1630::normalize(rfc1630::Grammar::Rfc3986, "../a/./%62").unwrap();
/// assert_eq!(n.text, "../a/./b");
/// assert_eq!(n.not_applied.len(), 2);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Normalized {
    /// The normal form.
    pub text: String,
    /// Each rung that ran, with its clause.
    pub rungs: Vec<(Rung, &'static str)>,
    /// Each rung of the ladder that did not run, with why: the rungs that
    /// would change a relative reference's target (none for a URI).
    pub not_applied: Vec<(Rung, &'static str)>,
}
