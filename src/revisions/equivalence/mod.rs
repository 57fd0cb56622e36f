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
//!
//! Choices: a rung applies on top of the ones before it (RFC 3986 §6.2
//! calls it a ladder, l.2135-2149); the ladders of RFC 1738, 2396 and 3986
//! take any string (they do not check it with a grammar), and the host is
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

pub mod rfc1630;

use crate::grammar::Grammar;
use crate::revisions::resolution::components::Components;
use crate::revisions::resolution::rfc3986::remove_dot_segments;
use crate::revisions::resolution::Revision;
pub use rfc1630::CompareError;
use rfc1630::{equivalent_with, Comparison};
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

/// A rung: its clause and its normalization.
struct Step {
    rung: Rung,
    clause: &'static str,
    normalize: fn(&str) -> String,
}

const STRING_3986: Step = Step {
    rung: Rung::SimpleString,
    clause: "RFC 3986 §6.2.1 (rfc3986.txt l.2153-2154): identical strings are equivalent",
    normalize: str::to_string,
};
const CASE_3986: Step = Step {
    rung: Rung::Case,
    clause: "RFC 3986 §6.2.2.1 (rfc3986.txt l.2216-2223): hex digits upper-case, scheme and host lower-case",
    normalize: |s| lower_scheme_and_host(&upper_hex(s)),
};
const ENCODING_3986: Step = Step {
    rung: Rung::PercentEncoding,
    clause: "RFC 3986 §6.2.2.2 (rfc3986.txt l.2234-2236): percent-encoded unreserved characters decoded (ALPHA DIGIT - . _ ~, l.724), then scheme and host lower-case again (§2.3, l.735-737; §6.2.2.1, l.2220-2224)",
    normalize: |s| lower_scheme_and_host(&decode_where(s, |c| c.is_ascii_alphanumeric() || "-._~".contains(c))),
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
};
const SCHEME_3986: Step = Step {
    rung: Rung::SchemeBased,
    clause: "RFC 3986 §6.2.3 (rfc3986.txt l.2274-2278): an empty path after an authority is `/`; an empty or default `:port` is elided",
    normalize: |s| scheme_based(s, true),
};
const STRING_2396: Step = Step {
    rung: Rung::SimpleString,
    clause: "RFC 2396 §6 (rfc2396.txt l.1241-1242): the same string",
    normalize: str::to_string,
};
const CASE_2396: Step = Step {
    rung: Rung::Case,
    clause: "RFC 2396 §6 (rfc2396.txt l.1247-1248): \"the scheme and hostname are case insensitive\"",
    normalize: lower_scheme_and_host,
};
const ENCODING_2396: Step = Step {
    rung: Rung::PercentEncoding,
    clause: "RFC 2396 §2.3 (rfc2396.txt l.472-473): \"Unreserved characters can be escaped without changing the semantics\" (alphanum | mark, l.468-470), then scheme and host lower-case again (§6, l.1247-1248)",
    normalize: |s| lower_scheme_and_host(&decode_where(s, |c| c.is_ascii_alphanumeric() || "-_.!~*'()".contains(c))),
};
const SCHEME_2396: Step = Step {
    rung: Rung::SchemeBased,
    clause: "RFC 2396 §6 (rfc2396.txt l.1248-1250): an explicit `:port` that is the scheme's default is elided",
    normalize: |s| scheme_based(s, false),
};
const STRING_1738: Step = Step {
    rung: Rung::SimpleString,
    clause: "RFC 1738 §2.2 (rfc1738.txt l.102-104): \"The interpretation of a URL depends only on the identity of the characters used\"",
    normalize: str::to_string,
};
const CASE_1738: Step = Step {
    rung: Rung::Case,
    clause: "RFC 1738 §2.1 (rfc1738.txt l.94-96): upper case \"equivalent to lower case in scheme names\"",
    normalize: lower_scheme,
};
const ENCODING_1738: Step = Step {
    rung: Rung::PercentEncoding,
    clause: "RFC 1738 §2.2 (rfc1738.txt l.190-197): characters not required to be encoded (alphanumerics, `$-_.+!*'(),`) may be encoded; then the scheme lower-case again (§2.1, l.94-96)",
    normalize: |s| lower_scheme(&decode_where(s, |c| c.is_ascii_alphanumeric() || "$-_.+!*'(),".contains(c))),
};

/// The ladder of a revision after RFC 1630.
fn ladder(revision: Revision) -> Option<&'static [Step]> {
    match revision {
        Revision::Url4 | Revision::Url7 | Revision::Url03 | Revision::Rfc1630 => None,
        Revision::Rfc1738 | Revision::Rfc1808 => Some(&[STRING_1738, CASE_1738, ENCODING_1738]),
        Revision::Rfc2396 | Revision::Rfc2732 => Some(&[STRING_2396, CASE_2396, ENCODING_2396, SCHEME_2396]),
        Revision::Rfc3986 => Some(&[STRING_3986, CASE_3986, ENCODING_3986, DOTS_3986, SCHEME_3986]),
        // RFC 3987 §5.3 takes RFC 3986's rungs: simple string comparison
        // (§5.3.1), case (§5.3.2.1, "as described in [RFC3986]"),
        // percent-encoded unreserved characters decoded (§5.3.2.3, l.1437-1439:
        // "as described in section 2.3 of [RFC3986]"), dot segments (§5.3.2.4)
        // and scheme-based normalization (§5.3.3). For ASCII (an IRI that is a
        // URI) that is its whole ladder. Not built: character normalization
        // (§5.3.2.2, NFC, l.1374) and the alignment of percent-encodings
        // through §3.1's mapping (l.1448-1452), so `é` and `%C3%A9` are
        // found different here where RFC 3987 finds them equivalent.
        Revision::Rfc3987 => Some(&[STRING_3986, CASE_3986, ENCODING_3986, DOTS_3986, SCHEME_3986]),
    }
}

/// Compares `a` and `b` with `revision`'s rules: the first rung at which
/// they are equal, or why they are not.
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
/// ```
pub fn compare_in(revision: Revision, a: &str, b: &str) -> Result<Equivalence, CompareError> {
    let Some(ladder) = ladder(revision) else {
        return encoding_level(revision, a, b);
    };
    let (mut a, mut b) = (a.to_string(), b.to_string());
    for step in ladder {
        (a, b) = ((step.normalize)(&a), (step.normalize)(&b));
        if a == b {
            return Ok(Equivalence::Equivalent { rung: step.rung, clause: step.clause });
        }
    }
    let last = ladder.last().map_or("", |step| step.clause);
    Ok(Equivalence::Different { reason: format!("`{a}` vs `{b}` after every rung, the last {last}") })
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

/// The scheme and the host lower-case; the hex digits of the host's escapes
/// stay as they are (upper case after [`upper_hex`] or [`decode_where`]).
fn lower_scheme_and_host(s: &str) -> String {
    let parts = Components::split(s);
    let scheme = parts.scheme.map(str::to_ascii_lowercase);
    let authority = parts.authority.map(|authority| {
        let (userinfo, host, port) = split_authority(authority);
        format!("{userinfo}{}{port}", lower_outside_escapes(host))
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

/// A rung, its clause and its normalization.
pub(crate) type RungStep = (Rung, &'static str, fn(&str) -> String);

/// Each rung of `revision`'s ladder, in order, with its clause and its
/// normalization; `None` for RFC 1630 and the drafts, which compare at an
/// encoding level. `crate::normalize` applies them all.
pub(crate) fn rungs(revision: Revision) -> Option<impl Iterator<Item = RungStep>> {
    ladder(revision).map(|steps| steps.iter().map(|step| (step.rung, step.clause, step.normalize)))
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
