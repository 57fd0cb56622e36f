//! Equivalence as each revision defines it: a ladder of normalizations,
//! each rung citing its clause; two URIs are equivalent at the first rung
//! where their normal forms meet.
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
//! * **RFC 3987** §5.3 (`rfc3987.txt` l.1256-1548), for IRIs, by
//!   [`compare_iris`]: simple string (§5.3.1, character for character);
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
//! l.320-324), Appendix B's expression under RFC 2396 and after. Then:
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

mod reference;
pub mod rfc1630;
mod rfc3987;

use crate::grammar::Grammar;
use crate::revisions::resolution::components::Components;
use crate::revisions::resolution::rfc3986::remove_dot_segments;
use crate::revisions::resolution::Revision;
use reference::Form;
pub use rfc1630::CompareError;
use rfc1630::{equivalent_with, Comparison};
pub use rfc3987::CharacterNormalization;
use serde::Serialize;
use std::fmt;

/// A rung of a revision's ladder.
///
/// ```
/// assert_eq!(rfc1630::revisions::equivalence::Rung::DotSegments.to_string(), "dot segments");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
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

/// The answer of a revision's ladder.
///
/// ```
/// use rfc1630::revisions::equivalence::{compare_in, Equivalence, Rung};
/// use rfc1630::revisions::resolution::Revision;
/// let e = compare_in(Revision::Rfc3986, "HTTP://a/%7euser", "http://a/~user").unwrap();
/// assert!(matches!(e, Equivalence::Equivalent { rung: Rung::PercentEncoding, .. }));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase", tag = "answer")]
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
    /// use rfc1630::revisions::equivalence::{compare_in, Rung};
    /// use rfc1630::revisions::resolution::Revision;
    /// let same = compare_in(Revision::Rfc3986, "HTTP://a/", "http://a/").unwrap();
    /// assert_eq!(same.rung(), Some(Rung::Case));
    /// let other = compare_in(Revision::Rfc3986, "http://a/", "http://b/").unwrap();
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

/// A rung: its clause, its normalization, and what it does to a relative
/// reference.
struct Step {
    rung: Rung,
    clause: &'static str,
    normalize: fn(&str) -> String,
    relative: Relative,
}

/// What a rung does to a relative reference (one without a scheme, as the
/// revision's resolution reads it: [`Form`]).
#[derive(Clone, Copy)]
enum Relative {
    /// What it does to a URI: it works inside the components that
    /// resolution copies into the target as they are.
    Same,
    /// Another normalization, which keeps the reference relative.
    Instead(fn(&str) -> String),
    /// What it does to a URI where resolution takes the reference's path
    /// alone ([`Form::PathAlone`]); nothing to a relative-path reference,
    /// for the reason given.
    PathAlone(&'static str),
    /// Nothing, for the reason given.
    Never(&'static str),
}

impl Step {
    /// The rung applied to `text`, a reference of `form`, or why it is not.
    fn apply(&self, form: Form, text: &str) -> Result<String, &'static str> {
        match (form, self.relative) {
            (Form::Uri, _) | (_, Relative::Same) | (Form::PathAlone, Relative::PathAlone(_)) => {
                Ok((self.normalize)(text))
            }
            (_, Relative::Instead(normalize)) => Ok(normalize(text)),
            (_, Relative::PathAlone(why) | Relative::Never(why)) => Err(why),
        }
    }
}

const MERGED_DOTS_3986: &str = "RFC 3986 §5.2.2 (rfc3986.txt l.1765-1766): a relative-path reference's path is merged with the base's before remove_dot_segments, so that its `..` climb out of the base's path; resolve it first (§6.1, l.2119-2121)";
const BASE_SCHEME_3986: &str = "RFC 3986 §5.2.2 (rfc3986.txt l.1772): a relative reference takes the base's scheme, whose rules these are (§6.2.3, l.2261-2262); resolve it first (§6.1, l.2119-2121)";
const MERGED_DOTS_3987: &str = "RFC 3987 §6.5 (rfc3987.txt l.1751-1755) resolves with RFC 3986 §5.2.2 (rfc3986.txt l.1765-1766): a relative-path reference's path is merged with the base's before remove_dot_segments, so that its `..` climb out of the base's path; resolve it first (RFC 3986 §6.1, l.2119-2121)";
const BASE_SCHEME_3987: &str = "RFC 3987 §6.5 (rfc3987.txt l.1751-1755) resolves with RFC 3986 §5.2.2 (rfc3986.txt l.1772): a relative reference takes the base's scheme, whose rules these are (§5.3.3, l.1480-1481); resolve it first (RFC 3986 §6.1, l.2119-2121)";
const BASE_SCHEME_2396: &str = "RFC 2396 §5.2 step 3 (rfc2396.txt l.1108-1109): a relative reference inherits the base's scheme, whose default port this is (§6, l.1248-1250); resolve it first";
const NO_SCHEME_1738: &str = "RFC 1738 §2.1 (rfc1738.txt l.94-96) lowers scheme names, and a relative reference has none: it takes the base's (RFC 1808 §4 Step 2c, rfc1808.txt l.544-545; RFC 1630 p.10)";

const STRING_3986: Step = Step {
    rung: Rung::SimpleString,
    clause: "RFC 3986 §6.2.1 (rfc3986.txt l.2153-2154): identical strings are equivalent",
    normalize: str::to_string,
    relative: Relative::Same,
};
const CASE_3986: Step = Step {
    rung: Rung::Case,
    clause: "RFC 3986 §6.2.2.1 (rfc3986.txt l.2216-2223): hex digits upper-case, scheme and host lower-case",
    normalize: |s| lower_scheme_and_host(&upper_hex(s), |_| true),
    relative: Relative::Same,
};
const ENCODING_3986: Step = Step {
    rung: Rung::PercentEncoding,
    clause: "RFC 3986 §6.2.2.2 (rfc3986.txt l.2234-2236): percent-encoded unreserved characters decoded (ALPHA DIGIT - . _ ~, l.724), then scheme and host lower-case again (§2.3, l.735-737; §6.2.2.1, l.2220-2224)",
    normalize: |s| lower_scheme_and_host(&decode_unreserved_3986(s), |_| true),
    relative: Relative::Same,
};
const DOTS_3986: Step = Step {
    rung: Rung::DotSegments,
    clause: "RFC 3986 §6.2.2.3 (rfc3986.txt l.2254-2257): remove_dot_segments applied to the path",
    normalize: |s| {
        let parts = Components::split(s);
        let mut path = remove_dot_segments(parts.path);
        if parts.authority.is_none() && path.starts_with("//") {
            // Not read back as an authority (the module's rustdoc, F37).
            path.insert_str(0, "/.");
        }
        Components { path: &path, ..parts }.to_string()
    },
    relative: Relative::PathAlone(MERGED_DOTS_3986),
};
const SCHEME_3986: Step = Step {
    rung: Rung::SchemeBased,
    clause: "RFC 3986 §6.2.3 (rfc3986.txt l.2274-2278): an empty path after an authority is `/`; an empty or default `:port` is elided",
    normalize: |s| scheme_based(s, true),
    relative: Relative::Never(BASE_SCHEME_3986),
};
const STRING_2396: Step = Step {
    rung: Rung::SimpleString,
    clause: "RFC 2396 §6 (rfc2396.txt l.1241-1242): the same string",
    normalize: str::to_string,
    relative: Relative::Same,
};
const CASE_2396: Step = Step {
    rung: Rung::Case,
    clause: "RFC 2396 §6 (rfc2396.txt l.1247-1248): \"the scheme and hostname are case insensitive\"",
    normalize: |s| lower_scheme_and_host(s, |_| true),
    relative: Relative::Same,
};
const ENCODING_2396: Step = Step {
    rung: Rung::PercentEncoding,
    clause: "RFC 2396 §2.3 (rfc2396.txt l.472-473): \"Unreserved characters can be escaped without changing the semantics\" (alphanum | mark, l.468-470), then scheme and host lower-case again (§6, l.1247-1248)",
    normalize: |s| lower_scheme_and_host(&decode_keeping_dot_segments(s, is_unreserved_2396), |_| true),
    relative: Relative::Same,
};
const SCHEME_2396: Step = Step {
    rung: Rung::SchemeBased,
    clause: "RFC 2396 §6 (rfc2396.txt l.1248-1250): an explicit `:port` that is the scheme's default is elided",
    normalize: |s| scheme_based(s, false),
    relative: Relative::Never(BASE_SCHEME_2396),
};
const STRING_1738: Step = Step {
    rung: Rung::SimpleString,
    clause: "RFC 1738 §2.2 (rfc1738.txt l.102-104): \"The interpretation of a URL depends only on the identity of the characters used\"",
    normalize: str::to_string,
    relative: Relative::Same,
};
const CASE_1738: Step = Step {
    rung: Rung::Case,
    clause: "RFC 1738 §2.1 (rfc1738.txt l.94-96): upper case \"equivalent to lower case in scheme names\"",
    normalize: lower_scheme,
    relative: Relative::Never(NO_SCHEME_1738),
};
const ENCODING_1738: Step = Step {
    rung: Rung::PercentEncoding,
    clause: "RFC 1738 §2.2 (rfc1738.txt l.190-197): characters not required to be encoded (alphanumerics, `$-_.+!*'(),`) may be encoded; then the scheme lower-case again (§2.1, l.94-96)",
    normalize: |s| lower_scheme(&decode_keeping_dot_segments(s, is_safe_1738)),
    relative: Relative::Instead(decode_1738_in_reference),
};
const STRING_3987: Step = Step {
    rung: Rung::SimpleString,
    clause: "RFC 3987 §5.3.1 (rfc3987.txt l.1274-1276, l.1305-1310): identical as character strings, compared character for character without mapping IRIs to URIs",
    normalize: str::to_string,
    relative: Relative::Same,
};
const CASE_3987: Step = Step {
    rung: Rung::Case,
    clause: "RFC 3987 §5.3.2.1 (rfc3987.txt l.1353-1360): hex digits upper-case, the scheme and a US-ASCII only host lower-case (a host with non-ASCII characters keeps its case: l.1362-1363 leaves it to IDN, §5.3.3)",
    normalize: |s| lower_scheme_and_host(&upper_hex(s), rfc3987::is_us_ascii_host),
    relative: Relative::Same,
};
const ENCODING_3987: Step = Step {
    rung: Rung::PercentEncoding,
    clause: "RFC 3987 §5.3.2.3 (rfc3987.txt l.1437-1452): the percent-encodings aligned by converting both IRIs to URIs (§3.1), percent-encoded unreserved characters decoded, hex digits upper-case; then the scheme and a US-ASCII only host lower-case again (§5.3.2.1, l.1357-1360)",
    normalize: |s| lower_scheme_and_host(&decode_unreserved_3986(&rfc3987::align(s)), rfc3987::is_us_ascii_host),
    relative: Relative::Same,
};
const CHARACTERS_3987: Step = Step {
    rung: Rung::CharacterNormalization,
    clause: "RFC 3987 §5.3.2.2 (rfc3987.txt l.1386-1390): NFC, as after conversion from a non-digital form or a non-UCS encoding, of the characters the percent-encoded UTF-8 spells, between delimiters; then the scheme and a US-ASCII only host lower-case again (§5.3.2.1, l.1357-1360)",
    normalize: |s| lower_scheme_and_host(&rfc3987::nfc(s), rfc3987::is_us_ascii_host),
    relative: Relative::Same,
};
const DOTS_3987: Step = Step {
    rung: Rung::DotSegments,
    clause: "RFC 3987 §5.3.2.4 (rfc3987.txt l.1475-1477): remove_dot_segments applied to the path (RFC 3986 §5.2.4)",
    normalize: DOTS_3986.normalize,
    relative: Relative::PathAlone(MERGED_DOTS_3987),
};
const SCHEME_3987: Step = Step {
    rung: Rung::SchemeBased,
    clause: "RFC 3987 §5.3.3 (rfc3987.txt l.1494-1498): an empty path after an authority is `/`; an empty or default `:port` is elided",
    normalize: SCHEME_3986.normalize,
    relative: Relative::Never(BASE_SCHEME_3987),
};

/// RFC 3987's ladder (§5.3) without character normalization, the default
/// ([`CharacterNormalization::AssumeNormalized`]).
const IRI_LADDER: [Step; 5] = [STRING_3987, CASE_3987, ENCODING_3987, DOTS_3987, SCHEME_3987];
/// RFC 3987's ladder with NFC after the percent-encodings are aligned, so
/// that it reads the characters they spell.
const IRI_LADDER_NFC: [Step; 6] = [STRING_3987, CASE_3987, ENCODING_3987, CHARACTERS_3987, DOTS_3987, SCHEME_3987];

/// The ladder of a revision after RFC 1630.
fn ladder(revision: Revision) -> Option<&'static [Step]> {
    match revision {
        Revision::Url4 | Revision::Url7 | Revision::Url03 | Revision::Rfc1630 => None,
        Revision::Rfc1738 | Revision::Rfc1808 => Some(&[STRING_1738, CASE_1738, ENCODING_1738]),
        Revision::Rfc2396 | Revision::Rfc2732 => Some(&[STRING_2396, CASE_2396, ENCODING_2396, SCHEME_2396]),
        Revision::Rfc3986 => Some(&[STRING_3986, CASE_3986, ENCODING_3986, DOTS_3986, SCHEME_3986]),
        Revision::Rfc3987 => Some(&IRI_LADDER),
    }
}

/// Compares `a` and `b` with `revision`'s rules: the first rung at which
/// they are equal, or why they are not. A relative reference climbs only
/// the rungs that keep its target, and `Different` names the others (see
/// the module's rustdoc): `../g` is not `g`.
///
/// # Errors
/// For RFC 1630 and the drafts, [`CompareError`] when either input is
/// illegal under the grammar (RFC 1630 p.9, Example 3; `Illegal` names the
/// rule); the later ladders take any string.
///
/// ```
/// use rfc1630::revisions::equivalence::{compare_in, Equivalence, Rung};
/// use rfc1630::revisions::resolution::Revision;
/// let (a, b) = ("http://h/a%2Db", "http://h/a-b");
/// let rung = |r| match compare_in(r, a, b).unwrap() { Equivalence::Equivalent { rung, .. } => Some(rung), _ => None };
/// assert_eq!(rung(Revision::Rfc1630), Some(Rung::PercentEncoding));
/// assert_eq!(rung(Revision::Rfc1738), Some(Rung::PercentEncoding));
/// assert_eq!(rung(Revision::Rfc3986), Some(Rung::PercentEncoding));
/// assert_eq!(rung(Revision::Rfc2396), Some(Rung::PercentEncoding));
/// let port = compare_in(Revision::Rfc1738, "http://h:80/", "http://h/").unwrap();
/// assert!(matches!(port, Equivalence::Different { .. }));
/// // RFC 3987's ladder aligns the encodings of IRIs (§5.3.2.3).
/// assert_eq!(rung(Revision::Rfc3987), Some(Rung::PercentEncoding));
/// let iri = compare_in(Revision::Rfc3987, "http://\u{E9}/", "http://%C3%A9/").unwrap();
/// assert_eq!(iri.rung(), Some(Rung::PercentEncoding));
/// // Relative references: `..` climbs out of the base's path, `/./` does not.
/// assert_eq!(compare_in(Revision::Rfc3986, "../g", "g").unwrap().rung(), None);
/// assert_eq!(compare_in(Revision::Rfc3986, "/a/./g", "/a/g").unwrap().rung(), Some(Rung::DotSegments));
/// ```
pub fn compare_in(revision: Revision, a: &str, b: &str) -> Result<Equivalence, CompareError> {
    match revision {
        Revision::Rfc3987 => Ok(compare_iris(a, b, CharacterNormalization::default())),
        _ => match ladder(revision) {
            Some(ladder) => Ok(climb(revision, ladder, a, b)),
            None => encoding_level(revision, a, b),
        },
    }
}

/// Compares two IRIs with RFC 3987 §5.3's ladder (`rfc3987.txt`
/// l.1256-1548): simple string (§5.3.1), case (§5.3.2.1), percent-encoding
/// (§5.3.2.3), character normalization (§5.3.2.2) when `normalization` is
/// [`CharacterNormalization::ApplyNfc`], dot segments (§5.3.2.4), then
/// scheme-based (§5.3.3).
///
/// * **Case.** Only a US-ASCII only host is lowered (l.1358-1360): "Case
///   equivalence for non-ASCII characters in IRI components that are IDNs
///   are discussed in section 5.3.3" (l.1362-1363), whose Nameprep the
///   library does not have; so `http://\u{C9}.example/` and
///   `http://\u{E9}.example/` are different, and so is a host whose
///   percent-encoded octets spell non-ASCII (`%C3%89`), which §5.3.2.3
///   makes the same host as `\u{C9}`.
/// * **Percent-encoding.** The encodings are aligned "by converting both
///   IRIs to URIs (see section 3.1), eliminating escape differences in the
///   resulting URIs, and making sure that the case of the hexadecimal
///   characters in the percent-encoding is always the same" (l.1447-1452):
///   the normal form is a URI.
/// * **Character normalization**: see [`CharacterNormalization`]. Without
///   it, two IRIs that NFC alone would make equal are different, and the
///   reason says so, with the clause that forbids concluding more.
/// * **Not done**: IDN equivalence (§5.3.3, l.1533-1546: a validated IDN
///   Nameprep'd, and a label equal to its punycode, `xn--rsum-bpad`), which
///   needs IDNA's tables; and protocol-based normalization (§5.3.4).
///
/// Like RFC 3986's, the ladder takes any string; its normal form is a
/// fixed point, so the answer is an equivalence relation in both modes. A
/// relative IRI reference takes the rungs that keep its target, as under
/// RFC 3986 (RFC 3987 §6.5, l.1751-1755, resolves with RFC 3986's
/// algorithm).
///
/// ```
/// use rfc1630::revisions::equivalence::{compare_iris, CharacterNormalization, Rung};
/// let keep = CharacterNormalization::AssumeNormalized;
/// // §5.3.2 (l.1333-1334).
/// let e = compare_iris("example://a/b/c/%7Bfoo%7D/ros\u{E9}", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9", keep);
/// assert_eq!(e.rung(), Some(Rung::DotSegments));
/// // §5.3.3 (l.1489-1492, l.1525).
/// assert_eq!(compare_iris("http://example.com", "http://example.com:80/", keep).rung(), Some(Rung::SchemeBased));
/// assert_eq!(compare_iris("http://example.com/?", "http://example.com/", keep).rung(), None);
/// // A non-ASCII host keeps its case.
/// assert_eq!(compare_iris("http://\u{C9}.example/", "http://\u{E9}.example/", keep).rung(), None);
/// // Equal only under NFC: different, unless NFC is asked for.
/// let different = compare_iris("/e\u{301}", "/%C3%A9", keep).to_string();
/// assert!(different.contains("canonically equivalent under NFC"), "{different}");
/// let nfc = compare_iris("/e\u{301}", "/%C3%A9", CharacterNormalization::ApplyNfc);
/// assert_eq!(nfc.rung(), Some(Rung::CharacterNormalization));
/// ```
pub fn compare_iris(a: &str, b: &str, normalization: CharacterNormalization) -> Equivalence {
    if normalization == CharacterNormalization::ApplyNfc {
        return climb(Revision::Rfc3987, &IRI_LADDER_NFC, a, b);
    }
    match climb(Revision::Rfc3987, &IRI_LADDER, a, b) {
        Equivalence::Different { reason } if climb(Revision::Rfc3987, &IRI_LADDER_NFC, a, b).rung().is_some() => {
            Equivalence::Different {
            reason: format!(
                "{reason}; the two are canonically equivalent under NFC (RFC 3987 §5.3.2.2, rfc3987.txt l.1407-1409), \
                 which this ladder does not apply: equivalence \"MUST rely on the assumption that IRIs are appropriately \
                 pre-character-normalized rather than apply character normalization when comparing two IRIs\" \
                 (l.1384-1386); NFC is for IRIs converted from a non-digital form or a non-UCS encoding (l.1386-1390)"
                ),
            }
        }
        answer => answer,
    }
}

/// The first rung of `ladder` at which the normal forms of `a` and `b`
/// meet, or why they never do; each climbs as a reference of its form under
/// `revision` ([`Step::apply`]), so that a relative reference takes only
/// the rungs that keep its target, and the reason of `Different` names the
/// others.
fn climb(revision: Revision, ladder: &[Step], a: &str, b: &str) -> Equivalence {
    let forms = [Form::of(revision, a), Form::of(revision, b)];
    let mut texts = [a.to_string(), b.to_string()];
    let mut last = "";
    let mut not_applied: Vec<(Rung, &str)> = Vec::new();
    for step in ladder {
        for (text, form) in texts.iter_mut().zip(forms) {
            match step.apply(form, text) {
                Ok(normal) => {
                    *text = normal;
                    last = step.clause;
                }
                Err(why) if !not_applied.contains(&(step.rung, why)) => not_applied.push((step.rung, why)),
                Err(_) => {}
            }
        }
        if texts[0] == texts[1] {
            return Equivalence::Equivalent { rung: step.rung, clause: step.clause };
        }
    }
    let [a, b] = texts;
    let mut reason = format!("`{a}` vs `{b}` after every rung, the last {last}");
    for (rung, why) in not_applied {
        reason.push_str(&format!("; {rung} not applied to a relative reference: {why}"));
    }
    Equivalence::Different { reason }
}

/// RFC 1630 p.8 (and the drafts, whose escaping is RFC 1630's), by
/// [`crate::compare`] under the revision's grammar.
fn encoding_level(revision: Revision, a: &str, b: &str) -> Result<Equivalence, CompareError> {
    const SAME: &str = "RFC 1630 p.8 (003 l.395-400): the same string";
    const LEVEL: &str = "RFC 1630 p.8 (003 l.395-400): the same text at the same encoding level";
    if a == b {
        return Ok(Equivalence::Equivalent { rung: Rung::SimpleString, clause: SAME });
    }
    let grammar = match revision {
        Revision::Url4 => Grammar::Url4,
        Revision::Url7 => Grammar::Url7,
        Revision::Url03 => Grammar::Url03,
        _ => Grammar::Rfc1630,
    };
    Ok(match equivalent_with(grammar, a, b)? {
        Comparison::Identical => Equivalence::Equivalent { rung: Rung::PercentEncoding, clause: LEVEL },
        Comparison::Different(difference) => Equivalence::Different { reason: difference.to_string() },
    })
}

/// Every `%xx` with its hex digits upper-case.
fn upper_hex(s: &str) -> String {
    decode_where(s, |_| false)
}

/// RFC 3986's unreserved characters decoded (§2.3, l.724), which RFC 3987
/// names by reference (§5.3.2.3, l.1437-1439), but in a dot segment
/// ([`decode_keeping_dot_segments`]).
fn decode_unreserved_3986(s: &str) -> String {
    decode_keeping_dot_segments(s, |c| c.is_ascii_alphanumeric() || "-._~".contains(c))
}

/// RFC 2396's unreserved characters, `alphanum | mark` (§2.3, l.468-470).
fn is_unreserved_2396(c: char) -> bool {
    c.is_ascii_alphanumeric() || "-_.!~*'()".contains(c)
}

/// What RFC 1738 needs not encode: "alphanumerics, the special characters
/// `$-_.+!*'(),`" (§2.2, l.190-192).
fn is_safe_1738(c: char) -> bool {
    c.is_ascii_alphanumeric() || "$-_.+!*'(),".contains(c)
}

/// Every escape of a character `decode` accepts decoded, as [`decode_where`]
/// does, but for the escaped dots of a path segment that would read `.` or
/// `..` ([`reference::spells_dot_segment`]): resolution removes only the
/// segments written so, and a decoded one would change what the URI, as a
/// reference or as a base, resolves to (see the module's rustdoc).
fn decode_keeping_dot_segments(s: &str, decode: impl Fn(char) -> bool + Copy) -> String {
    decode_around_path(reference::around_path(s), decode)
}

/// [`decode_keeping_dot_segments`] on a text cut as the text before the
/// path, the path, and the text after it.
fn decode_around_path((before, path, after): (&str, &str, &str), decode: impl Fn(char) -> bool + Copy) -> String {
    let segments: Vec<String> = path
        .split('/')
        .map(|segment| {
            let dots = reference::spells_dot_segment(segment);
            decode_where(segment, |c| decode(c) && !(dots && c == '.'))
        })
        .collect();
    format!("{}{}{}", decode_where(before, decode), segments.join("/"), decode_where(after, decode))
}

/// RFC 1738's percent-encoding rung on a relative reference: no scheme to
/// lower again, the whole text up to `?` or `#` read as the path (RFC 1808
/// reads no scheme in `%41://%2E`, and its last segment is an escaped dot),
/// and the escapes before the first `:` kept where decoding them would give
/// that colon a scheme name before it, which RFC 1808 §2.4.2
/// (`rfc1808.txt` l.320-324) would then read: `b%2Dc:d` is a relative path
/// there, and `b-c:d` a URI of the scheme `b-c`. (Under RFC 1630's rules,
/// which RFC 1738 resolves with, a relative reference has a `/` before its
/// first `:`, so the colon never follows a scheme name.)
fn decode_1738_in_reference(s: &str) -> String {
    let decoded = decode_around_path(reference::around_relative_path(s), is_safe_1738);
    match (s.find(':'), decoded.find(':')) {
        (Some(colon), Some(decoded_colon)) if Form::of(Revision::Rfc1808, &decoded) == Form::Uri => {
            format!("{}{}", upper_hex(&s[..colon]), &decoded[decoded_colon..])
        }
        _ => decoded,
    }
}

/// Every escape whose octet is an ASCII character `decode` accepts decoded;
/// the others with upper-case hex digits.
fn decode_where(s: &str, decode: impl Fn(char) -> bool) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(at) = rest.find('%') {
        out.push_str(&rest[..at]);
        let hex = rest.get(at + 1..at + 3).filter(|h| h.bytes().all(|b| b.is_ascii_hexdigit()));
        match hex.map(|h| u8::from_str_radix(h, 16).expect("two hex digits")) {
            Some(octet) if octet.is_ascii() && decode(char::from(octet)) => out.push(char::from(octet)),
            Some(_) => out.push_str(&rest[at..at + 3].to_ascii_uppercase()),
            None => {
                out.push('%');
                rest = &rest[at + 1..];
                continue;
            }
        }
        rest = &rest[at + 3..];
    }
    out.push_str(rest);
    out
}

/// The authority cut as `userinfo@`, host, `:port` (the host after the last
/// `@`, up to a final `:` followed by digits only; an IP literal in `[]`
/// whole).
fn split_authority(authority: &str) -> (&str, &str, &str) {
    let host_start = authority.rfind('@').map_or(0, |at| at + 1);
    let after_literal = authority[host_start..].find(']').map_or(host_start, |end| host_start + end + 1);
    let port_start = authority[after_literal..]
        .rfind(':')
        .map(|colon| after_literal + colon)
        .filter(|&colon| authority[colon + 1..].bytes().all(|b| b.is_ascii_digit()))
        .unwrap_or(authority.len());
    (&authority[..host_start], &authority[host_start..port_start], &authority[port_start..])
}

/// The scheme lower-case.
fn lower_scheme(s: &str) -> String {
    let parts = Components::split(s);
    let scheme = parts.scheme.map(str::to_ascii_lowercase);
    Components { scheme: scheme.as_deref(), ..parts }.to_string()
}

/// The scheme lower-case, and the host where `lowered` says (every host
/// for URIs, a US-ASCII only one for IRIs); the hex digits of the host's
/// escapes stay as they are (upper case after [`upper_hex`] or
/// [`decode_where`]).
fn lower_scheme_and_host(s: &str, lowered: fn(&str) -> bool) -> String {
    let parts = Components::split(s);
    let scheme = parts.scheme.map(str::to_ascii_lowercase);
    let authority = parts.authority.map(|authority| {
        let (userinfo, host, port) = split_authority(authority);
        let host = if lowered(host) { lower_outside_escapes(host) } else { host.to_string() };
        format!("{userinfo}{host}{port}")
    });
    Components { scheme: scheme.as_deref(), authority: authority.as_deref(), ..parts }.to_string()
}

/// `s` lower-case but for the two characters after each `%`.
fn lower_outside_escapes(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut escape_left = 0;
    for c in s.chars() {
        if escape_left > 0 {
            escape_left -= 1;
            out.push(c);
        } else {
            escape_left = if c == '%' { 2 } else { 0 };
            out.push(c.to_ascii_lowercase());
        }
    }
    out
}

/// The default ports of the schemes with an authority, and where each
/// comes from.
///
/// * RFC 1738 §3, the lineage's own schemes: ftp 21 (l.328), http 80
///   (l.468), gopher 70 (l.511), nntp 119 (l.715), telnet 23 (l.745),
///   wais 210 (l.769), prospero 1525 (l.838). RFC 3986 repeats http's
///   (§3.2.3, `rfc3986.txt` l.1191-1192; §6.2.3, l.2265-2266). HTTP's own
///   documents (RFC 2616 §3.2.2, RFC 7230 §2.7.1) give the same 80 and are
///   not in the shared set.
/// * https 443: RFC 2818 §2.3 ("If the port is empty or not given, port 443
///   is assumed"), which is not in the shared set either; none of the
///   lineage's documents names https.
///
/// RFC 2396 (§6, l.1248-1250) and RFC 3986 (§6.2.3) both defer to "the
/// default for the scheme", whichever document defines it, so both ladders
/// read this one table.
const DEFAULT_PORTS: [(&str, &str); 8] = [
    ("ftp", "21"),
    ("http", "80"),
    ("https", "443"),
    ("gopher", "70"),
    ("nntp", "119"),
    ("telnet", "23"),
    ("wais", "210"),
    ("prospero", "1525"),
];

/// The default `:port` elided; with `empty_port_and_path` (RFC 3986), an
/// empty `:` elided too and an empty path after an authority made `/`.
fn scheme_based(s: &str, empty_port_and_path: bool) -> String {
    let parts = Components::split(s);
    let Some(authority) = parts.authority else { return s.to_string() };
    let (userinfo, host, port) = split_authority(authority);
    let default = DEFAULT_PORTS.iter().find(|(scheme, _)| Some(*scheme) == parts.scheme).map(|(_, port)| *port);
    // The port's value, not its spelling (RFC 3986 l.1196-1197: "if its value
    // would be the same"): `:080` is port 80.
    let value = port.strip_prefix(':').map(|digits| digits.trim_start_matches('0'));
    let elide = default.is_some_and(|d| value == Some(d)) || (empty_port_and_path && port == ":");
    let authority = if elide { format!("{userinfo}{host}") } else { authority.to_string() };
    let path = if empty_port_and_path && parts.path.is_empty() { "/" } else { parts.path };
    Components { authority: Some(&authority), path, ..parts }.to_string()
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
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Normalized {
    /// The normal form.
    pub text: String,
    /// Each rung that ran, with its clause.
    pub rungs: Vec<(Rung, &'static str)>,
    /// Each rung of the ladder that did not run, with why: the rungs that
    /// would change a relative reference's target (none for a URI).
    pub not_applied: Vec<(Rung, &'static str)>,
}

/// `text` up `ladder`, as a reference of its form under `revision`.
fn normal_form(revision: Revision, ladder: &[Step], text: &str) -> Normalized {
    let form = Form::of(revision, text);
    let mut normalized = Normalized { text: text.to_string(), rungs: Vec::new(), not_applied: Vec::new() };
    for step in ladder {
        match step.apply(form, &normalized.text) {
            Ok(normal) => {
                normalized.text = normal;
                normalized.rungs.push((step.rung, step.clause));
            }
            Err(why) => normalized.not_applied.push((step.rung, why)),
        }
    }
    normalized
}

/// The normal form of `text` under `revision`'s ladder; `None` for RFC
/// 1630 and the drafts, which compare at an encoding level.
/// `crate::normalize` answers with it.
pub(crate) fn normal_form_in(revision: Revision, text: &str) -> Option<Normalized> {
    ladder(revision).map(|ladder| normal_form(revision, ladder, text))
}

/// An IRI, or an IRI reference, in the normal form of RFC 3987 §5.3's
/// ladder, with character normalization (NFC, §5.3.2.2) or without, as
/// [`compare_iris`] climbs it. `crate::normalize` with `Grammar::Rfc3987`
/// is this without.
///
/// ```
/// use rfc1630::revisions::equivalence::{normalize_iri, CharacterNormalization, Rung};
/// let decomposed = "http://a/re\u{301}sume\u{301}";
/// let kept = normalize_iri(decomposed, CharacterNormalization::AssumeNormalized);
/// assert_eq!(kept.text, "http://a/re%CC%81sume%CC%81");
/// let nfc = normalize_iri(decomposed, CharacterNormalization::ApplyNfc);
/// assert_eq!(nfc.text, "http://a/r%C3%A9sum%C3%A9");
/// assert!(nfc.rungs.iter().any(|(rung, _)| *rung == Rung::CharacterNormalization));
/// ```
pub fn normalize_iri(text: &str, normalization: CharacterNormalization) -> Normalized {
    let ladder: &[Step] = match normalization {
        CharacterNormalization::ApplyNfc => &IRI_LADDER_NFC,
        CharacterNormalization::AssumeNormalized => &IRI_LADDER,
    };
    normal_form(Revision::Rfc3987, ladder, text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rung(revision: Revision, a: &str, b: &str) -> Option<Rung> {
        match compare_in(revision, a, b).unwrap() {
            Equivalence::Equivalent { rung, .. } => Some(rung),
            Equivalence::Different { .. } => None,
        }
    }

    #[test]
    fn rfc3986_ladder() {
        // §6.2.2 (l.2205-2206).
        assert_eq!(
            rung(Revision::Rfc3986, "example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d"),
            Some(Rung::DotSegments)
        );
        // §6.2.3 (l.2269-2272).
        for b in ["http://example.com/", "http://example.com:/", "http://example.com:80/"] {
            assert_eq!(rung(Revision::Rfc3986, "http://example.com", b), Some(Rung::SchemeBased), "{b}");
        }
        assert_eq!(rung(Revision::Rfc3986, "HTTP://www.EXAMPLE.com/", "http://www.example.com/"), Some(Rung::Case));
        assert_eq!(rung(Revision::Rfc3986, "http://a/%7e", "http://a/%7E"), Some(Rung::Case));
        assert_eq!(rung(Revision::Rfc3986, "http://a/b", "http://a/B"), None);
        assert_eq!(rung(Revision::Rfc3986, "http://a/%2F", "http://a//"), None);
    }

    fn iri_rung(a: &str, b: &str, normalization: CharacterNormalization) -> Option<Rung> {
        let rung = compare_iris(a, b, normalization).rung();
        assert_eq!(compare_iris(b, a, normalization).rung(), rung, "not symmetric: {a} {b}");
        rung
    }

    #[test]
    fn rfc3987_ladder() {
        use CharacterNormalization::{ApplyNfc, AssumeNormalized};
        for mode in [AssumeNormalized, ApplyNfc] {
            // §5.3.2 (rfc3987.txt l.1333-1334).
            let (a, b) = ("example://a/b/c/%7Bfoo%7D/ros\u{E9}", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9");
            assert_eq!(iri_rung(a, b, mode), Some(Rung::DotSegments));
            // §5.3.3 (l.1489-1492): four equivalent IRIs; the second is the normal form (l.1499-1500).
            let four = ["http://example.com", "http://example.com/", "http://example.com:/", "http://example.com:80/"];
            for b in &four[1..] {
                assert_eq!(iri_rung(four[0], b, mode), Some(Rung::SchemeBased), "{b}");
            }
            assert_eq!(normal_form(&IRI_LADDER, four[3]), four[1]);
            // l.1525: `?` is not removed.
            for b in four {
                assert_eq!(iri_rung("http://example.com/?", b, mode), None, "{b}");
            }
            // §5.3.2.1 (l.1360-1361), and hex digits.
            assert_eq!(iri_rung("HTTP://www.EXAMPLE.com/", "http://www.example.com/", mode), Some(Rung::Case));
            assert_eq!(iri_rung("http://a/%7e", "http://a/%7E", mode), Some(Rung::Case));
            // A host that is not US-ASCII only keeps its case, encoded or not.
            assert_eq!(iri_rung("http://\u{C9}.example/", "http://\u{E9}.example/", mode), None);
            assert_eq!(iri_rung("http://%C3%89.EXAMPLE/", "http://%C3%89.example/", mode), None);
            assert_eq!(iri_rung("http://R\u{E9}sum\u{E9}.example/", "http://r%C3%A9sum%C3%A9.example/", mode), None);
            assert_eq!(
                iri_rung("http://r\u{E9}sum\u{E9}.example/", "http://r%c3%a9sum%c3%a9.example/", mode),
                Some(Rung::PercentEncoding)
            );
            // §5.3.2.3 (l.1441-1445), and the alignment through §3.1.
            assert_eq!(
                iri_rung("http://example.org/~user", "http://example.org/%7euser", mode),
                Some(Rung::PercentEncoding)
            );
            assert_eq!(iri_rung("http://\u{E9}/", "http://%C3%A9/", mode), Some(Rung::PercentEncoding));
            assert_eq!(iri_rung("http://a/?\u{E000}", "http://a/?%ee%80%80", mode), Some(Rung::PercentEncoding));
            // Reserved characters stay encoded; path case matters.
            assert_eq!(iri_rung("http://a/%2F", "http://a//", mode), None);
            assert_eq!(iri_rung("http://a/\u{E9}", "http://a/\u{C9}", mode), None);
            // IDN equivalence is not done (l.1543-1546).
            assert_eq!(iri_rung("http://r\u{E9}sum\u{E9}.example.org", "http://xn--rsum-bpad.example.org", mode), None);
        }
    }

    /// §5.3.2.2 (rfc3987.txt l.1396-1409): canonically equivalent, and
    /// different unless NFC is asked for (l.1384-1390).
    #[test]
    fn rfc3987_character_normalization() {
        use CharacterNormalization::{ApplyNfc, AssumeNormalized};
        let nfc = "http://www.example.org/r\u{E9}sum\u{E9}.html";
        let nfd = "http://www.example.org/re\u{301}sume\u{301}.html";
        let Equivalence::Different { reason } = compare_iris(nfc, nfd, AssumeNormalized) else {
            panic!("equivalent without NFC")
        };
        assert!(reason.contains("canonically equivalent under NFC"), "{reason}");
        assert!(reason.contains("(l.1384-1386)"), "{reason}");
        assert_eq!(iri_rung(nfc, nfd, ApplyNfc), Some(Rung::CharacterNormalization));
        // The three spellings of é meet, with NFC only where one is decomposed.
        let spellings = ["/\u{E9}", "/%C3%A9", "/e\u{301}", "/e%CC%81", "/%65%cc%81"];
        for a in spellings {
            for b in spellings {
                let with = iri_rung(a, b, ApplyNfc);
                assert!(with.is_some(), "{a} {b}");
                let decomposed = |s: &str| !(s.contains('\u{E9}') || s.contains("%C3%A9"));
                let without = iri_rung(a, b, AssumeNormalized);
                assert_eq!(without.is_some(), decomposed(a) == decomposed(b), "{a} {b}");
                if decomposed(a) != decomposed(b) {
                    assert_eq!(with, Some(Rung::CharacterNormalization), "{a} {b}");
                }
            }
        }
        // Different under NFC too: no note of NFC.
        let Equivalence::Different { reason } = compare_iris("/a", "/b", AssumeNormalized) else { panic!() };
        assert!(!reason.contains("NFC"), "{reason}");
        // NFC does not join a delimiter with what follows it.
        assert_eq!(iri_rung("/?a=\u{338}", "/?a\u{2260}", ApplyNfc), None);
        // The Kelvin sign is `K`, and a host made US-ASCII by NFC is lowered.
        assert_eq!(
            iri_rung("http://\u{212A}.example/", "http://k.example/", ApplyNfc),
            Some(Rung::CharacterNormalization)
        );
        assert_eq!(compare_in(Revision::Rfc3987, nfc, nfd).unwrap(), compare_iris(nfc, nfd, AssumeNormalized));
    }

    fn normal_form(ladder: &[Step], s: &str) -> String {
        ladder.iter().fold(s.to_string(), |s, step| (step.normalize)(&s))
    }

    #[test]
    fn rfc2396_and_rfc1738_ladders() {
        assert_eq!(rung(Revision::Rfc2396, "http://www.XEROX.com", "http://www.xerox.com"), Some(Rung::Case));
        assert_eq!(rung(Revision::Rfc2396, "http://h:80/p", "http://h/p"), Some(Rung::SchemeBased));
        assert_eq!(rung(Revision::Rfc2396, "http://h:/p", "http://h/p"), None);
        assert_eq!(rung(Revision::Rfc2396, "http://h/%7e", "http://h/~"), Some(Rung::PercentEncoding));
        assert_eq!(rung(Revision::Rfc1738, "http://h/%7e", "http://h/~"), None);
        assert_eq!(rung(Revision::Rfc1738, "HTTP://h/a", "http://h/a"), Some(Rung::Case));
        assert_eq!(rung(Revision::Rfc1738, "http://H/a", "http://h/a"), None);
        assert_eq!(rung(Revision::Rfc1738, "ftp://h/%24%2c", "ftp://h/$,"), Some(Rung::PercentEncoding));
        assert_eq!(rung(Revision::Rfc1738, "ftp://h/%3b", "ftp://h/;"), None);
    }

    /// The wrong answers this guards: `../g` was `g` at the dot-segment
    /// rung, and `a/..` normalized to `/`.
    #[test]
    fn relative_references_take_the_rungs_that_keep_their_target() {
        for revision in [Revision::Rfc3986, Revision::Rfc3987] {
            let Equivalence::Different { reason } = compare_in(revision, "../g", "g").unwrap() else {
                panic!("{revision}: `../g` ~ `g`")
            };
            assert!(reason.contains("dot segments not applied to a relative reference"), "{reason}");
            assert!(reason.contains("scheme-based not applied to a relative reference"), "{reason}");
            let normal = normal_form_in(revision, "a/..").unwrap();
            assert_eq!(normal.text, "a/..");
            let not_applied: Vec<Rung> = normal.not_applied.iter().map(|(rung, _)| *rung).collect();
            assert_eq!(not_applied, [Rung::DotSegments, Rung::SchemeBased]);
            assert_eq!(normal_form_in(revision, "../a/./%62").unwrap().text, "../a/./b");
            // Paths that resolution takes alone lose their dot segments.
            assert_eq!(rung(revision, "/a/./b", "/a/b"), Some(Rung::DotSegments));
            assert_eq!(rung(revision, "//H/a/../b", "//h/b"), Some(Rung::DotSegments));
            assert_eq!(rung(revision, "/a/..//g", "/.//g"), Some(Rung::DotSegments));
            assert_eq!(rung(revision, "//h:80/", "//h/"), None);
            assert_eq!(rung(revision, "../%7e", "../~"), Some(Rung::PercentEncoding));
        }
        assert_eq!(rung(Revision::Rfc2396, "//H/a", "//h/a"), Some(Rung::Case));
        assert_eq!(rung(Revision::Rfc2396, "//h:80/a", "//h/a"), None);
        assert_eq!(rung(Revision::Rfc2396, "http://h:80/a", "http://h/a"), Some(Rung::SchemeBased));
        // RFC 1808 §2.4.2 reads no scheme in `b%2Dc:d`, and would in
        // `b-c:d`; RFC 1630's rules, which RFC 1738 resolves with, read one
        // in both (a colon before any slash).
        assert_eq!(normal_form_in(Revision::Rfc1808, "b%2dc:%64").unwrap().text, "b%2Dc:d");
        assert_eq!(normal_form_in(Revision::Rfc1808, "%41://%2E").unwrap().text, "%41://%2E");
        assert_eq!(normal_form_in(Revision::Rfc1808, "B-c:%64").unwrap().text, "b-c:d");
        assert_eq!(normal_form_in(Revision::Rfc1738, "B%2dc:%64").unwrap().text, "b-c:d");
        for revision in [Revision::Rfc1738, Revision::Rfc1808] {
            assert_eq!(normal_form_in(revision, "x/b%2dc:%64").unwrap().text, "x/b-c:d", "{revision}");
            assert_eq!(rung(revision, "../%61", "../a"), Some(Rung::PercentEncoding));
            assert_eq!(rung(revision, "../a/./b", "../a/b"), None);
        }
    }

    #[test]
    fn escaped_dots_stay_where_they_would_make_a_dot_segment() {
        for revision in [Revision::Rfc3986, Revision::Rfc3987] {
            assert_eq!(normal_form_in(revision, "http://x/a/%2e%2E/..").unwrap().text, "http://x/a/");
            assert_eq!(normal_form_in(revision, "http://x/a/.%2e/b/a%2Eb").unwrap().text, "http://x/a/.%2E/b/a.b");
            assert_eq!(normal_form_in(revision, "http://x/%2E?%2E#%2E").unwrap().text, "http://x/%2E?.#.");
        }
        assert_eq!(normal_form_in(Revision::Rfc2396, "http://x/%2E%2E/%2E%2E%2E").unwrap().text, "http://x/%2E%2E/...");
        assert_eq!(normal_form_in(Revision::Rfc1738, "http://x/%2E%2E;p").unwrap().text, "http://x/%2E%2E;p");
        // Nor does NFC read them.
        assert_eq!(normalize_iri("/%2E%2E/%2e", CharacterNormalization::ApplyNfc).text, "/%2E%2E/%2E");
    }

    #[test]
    fn escapes_that_start_nothing_stay() {
        assert_eq!(decode_where("a%zz%4", |_| true), "a%zz%4");
        assert_eq!(decode_where("%41%c3", |c| c == 'A'), "A%C3");
        assert_eq!(split_authority("u@[::1]:80"), ("u@", "[::1]", ":80"));
        assert_eq!(split_authority("h:x"), ("", "h:x", ""));
    }
}

#[cfg(test)]
mod laws_test;
