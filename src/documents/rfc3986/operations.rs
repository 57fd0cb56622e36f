//! RFC 3986's operations: §5.2 "Relative Resolution" (p.30-35,
//! `rfc3986.txt` l.1661-1946), and §6.2's ladder, which RFC 3987 takes in
//! part. The base and the reference are split into five components
//! (Appendix B's expression, [`Components::split`]), then come §5.2.2's
//! transform, §5.2.3's merge, §5.2.4's `remove_dot_segments` (both the
//! engine's, [`remove_dot_segments`]), and §5.3's recomposition. Its grammar
//! checks the base (`URI`) and the reference (`URI-reference`) first.
//!
//! # Comparison
//!
//! §6.2: simple string (§6.2.1), then syntax-based: case (§6.2.2.1),
//! percent-encoding (§6.2.2.2), dot segments (§6.2.2.3); then scheme-based
//! (§6.2.3), for the schemes with an authority and a default port (the
//! engine's table of them says where each default comes from). A reference
//! has a scheme where Appendix B's expression reads one.
//!
//! # Choices
//!
//! * **Strict.** §5.2.2 (l.1710-1715) lets a non-strict parser drop a
//!   reference's scheme equal to the base's. This is the strict parser: the
//!   algorithm "provides definitive results" (l.1666-1667) with `strict`
//!   set, and §5.4.2 gives `http:g` = `http:g` "for strict parsers"
//!   (l.2062), beside a second answer (finding F38).
//! * **§5.3 as written.** A merged path that starts with `//` in a target
//!   with no authority is written after the scheme as it is (`f:/a` with
//!   `.//g` gives `f://g`, whose `g` then reads as an authority): finding
//!   F37.
//! * **The base is taken as given.** §5.2.1 (l.1697-1699): normalizing the
//!   base is optional; it is not normalized here, and its fragment is never
//!   read (T.fragment is R.fragment, l.1775).
//! * **A base without a scheme** is refused: "only the scheme component is
//!   required to be present in a base URI" (§5.2.1, l.1691-1692).

use crate::grammar::Grammar;
use crate::revisions::equivalence::ladder::{Ladder, Relative, Step};
use crate::revisions::equivalence::rungs::{
    decode_keeping_dot_segments, lower_scheme_and_host, scheme_based, upper_hex,
};
use crate::revisions::equivalence::Rung;
use crate::revisions::operations::{ComparisonRules, Operations};
use crate::revisions::resolution::components::Components;
use crate::revisions::resolution::finding_witnesses::{Gives, ResolutionWitness, BASE};
use crate::revisions::resolution::{
    check_lengths, merge, remove_dot_segments, BaseEntry, Merge, ParsedFirst, Resolution, Resolver, RevisionError,
};

/// RFC 3986's operations: §5.2, its base and reference checked with its
/// listing first, and §6.2's ladder.
pub(crate) static OPERATIONS: Operations = Operations {
    resolution: RESOLUTION,
    parsed_first: ParsedFirst::Entries(BaseEntry {
        grammar: Grammar::Rfc3986,
        reference: "URI-reference",
        absolute: "URI",
        fragment_set_aside: false,
        empty_base_unparsed: false,
    }),
    parses_reference_itself: false,
    comparison: ComparisonRules::Ladder(Ladder {
        rungs: &[STRING, CASE, ENCODING, DOTS, SCHEME_BASED],
        has_scheme,
        with_nfc: None,
    }),
    iris_map_to: None,
    finding_witnesses: &[
        // §5.3 writes `//g` after `f:`.
        ResolutionWitness { finding: "F37", base: "f:/a", reference: ".//g", gives: Gives::Target("f://g") },
        // The strict parser's answer of the two.
        ResolutionWitness { finding: "F38", base: BASE, reference: "http:g", gives: Gives::Target("http:g") },
    ],
};

/// §5.2, which has no slash rule: the options are not read.
pub(crate) const RESOLUTION: Resolver = Resolver::Algorithm(|_, base, reference| resolve(base, reference));

/// Whether a reference has a scheme, as §5.2.2's `parse(R)` (Appendix B's
/// expression) reads it.
pub(crate) fn has_scheme(text: &str) -> bool {
    Components::split(text).scheme.is_some()
}

const MERGED_DOTS: &str = "RFC 3986 §5.2.2 (rfc3986.txt l.1765-1766): a relative-path reference's path is merged with the base's before remove_dot_segments, so that its `..` climb out of the base's path; resolve it first (§6.1, l.2119-2121)";
const BASE_SCHEME_TAKEN: &str = "RFC 3986 §5.2.2 (rfc3986.txt l.1772): a relative reference takes the base's scheme, whose rules these are (§6.2.3, l.2261-2262); resolve it first (§6.1, l.2119-2121)";

const STRING: Step = Step {
    rung: Rung::SimpleString,
    clause: "RFC 3986 §6.2.1 (rfc3986.txt l.2153-2154): identical strings are equivalent",
    normalize: str::to_string,
    relative: Relative::Same,
};
const CASE: Step = Step {
    rung: Rung::Case,
    clause: "RFC 3986 §6.2.2.1 (rfc3986.txt l.2216-2223): hex digits upper-case, scheme and host lower-case",
    normalize: |s| lower_scheme_and_host(&upper_hex(s), |_| true),
    relative: Relative::Same,
};
const ENCODING: Step = Step {
    rung: Rung::PercentEncoding,
    clause: "RFC 3986 §6.2.2.2 (rfc3986.txt l.2234-2236): percent-encoded unreserved characters decoded (ALPHA DIGIT - . _ ~, l.724), then scheme and host lower-case again (§2.3, l.735-737; §6.2.2.1, l.2220-2224)",
    normalize: |s| lower_scheme_and_host(&decode_unreserved(s), |_| true),
    relative: Relative::Same,
};
const DOTS: Step = Step {
    rung: Rung::DotSegments,
    clause: "RFC 3986 §6.2.2.3 (rfc3986.txt l.2254-2257): remove_dot_segments applied to the path",
    normalize: without_dot_segments,
    relative: Relative::PathAlone(MERGED_DOTS),
};
const SCHEME_BASED: Step = Step {
    rung: Rung::SchemeBased,
    clause: "RFC 3986 §6.2.3 (rfc3986.txt l.2274-2278): an empty path after an authority is `/`; an empty or default `:port` is elided",
    normalize: scheme_based_3986,
    relative: Relative::Never(BASE_SCHEME_TAKEN),
};

/// RFC 3986's unreserved characters decoded (§2.3, l.724), which RFC 3987
/// names by reference (§5.3.2.3, l.1437-1439), but in a dot segment (see
/// `revisions::equivalence`).
pub(crate) fn decode_unreserved(s: &str) -> String {
    decode_keeping_dot_segments(s, |c| c.is_ascii_alphanumeric() || "-._~".contains(c))
}

/// The path through `remove_dot_segments`; where that leaves a path that
/// begins with `//` and there is no authority (`f:/.//g`), the path keeps a
/// leading `/.`, so that it is not read back as an authority (the case of
/// finding F37; `revisions::equivalence`'s rustdoc).
pub(crate) fn without_dot_segments(s: &str) -> String {
    let parts = Components::split(s);
    let mut path = remove_dot_segments(parts.path);
    if parts.authority.is_none() && path.starts_with("//") {
        path.insert_str(0, "/.");
    }
    Components { path: &path, ..parts }.to_string()
}

/// §6.2.3: an empty path after an authority is `/`, an empty or default
/// `:port` elided.
pub(crate) fn scheme_based_3986(s: &str) -> String {
    scheme_based(s, true)
}

const BASE_SCHEME: &str =
    "RFC 3986 §5.2.1 (rfc3986.txt l.1691-1692): \"only the scheme component is required to be present in a base URI\"";
const SCHEME: &str =
    "RFC 3986 §5.2.2 (rfc3986.txt l.1743-1747): R has a scheme: T is R, its path through remove_dot_segments";
const AUTHORITY: &str = "RFC 3986 §5.2.2 (rfc3986.txt l.1749-1752): R has an authority: T takes R's authority, path (through remove_dot_segments) and query";
const SAME_PATH_OWN_QUERY: &str =
    "RFC 3986 §5.2.2 (rfc3986.txt l.1754-1757): R's path is empty: T takes Base.path, and R's query";
const SAME_PATH_BASE_QUERY: &str =
    "RFC 3986 §5.2.2 (rfc3986.txt l.1754-1760): R's path and query are empty: T takes Base.path and Base.query";
const ABSOLUTE_PATH: &str =
    "RFC 3986 §5.2.2 (rfc3986.txt l.1762-1763): R's path starts with `/`: T.path = remove_dot_segments(R.path)";
const MERGE: &str =
    "RFC 3986 §5.2.3 (rfc3986.txt l.1799-1803): R's path appended to all but the last segment of Base.path";
const MERGE_AFTER_AUTHORITY: &str =
    "RFC 3986 §5.2.3 (rfc3986.txt l.1783-1785): Base has an authority and an empty path: `/` and R's path";
const PATH_READS_AS_AUTHORITY: &str = "RFC 3986 §5.3 (rfc3986.txt l.1928): a path starting with `//` written after the scheme with no authority, where it reads as one; finding F37";
const DOT_SEGMENTS: &str =
    "RFC 3986 §5.2.4 (rfc3986.txt l.1816-1844): remove_dot_segments removed `.` or `..` segments";

/// Resolves `reference` against `base` as RFC 3986 §5.2.2 (l.1703-1775)
/// transforms R into T, then recomposes T (§5.3).
///
/// # Errors
/// [`RevisionError::BaseWithoutScheme`] when Appendix B's expression finds
/// no scheme in the base (§5.2.1); [`RevisionError::PartialForm`] with
/// `TooLong` for an input over [`crate::diagnose::MAX_INPUT_LEN`].
///
/// ```
/// use rfc1630::documents::rfc3986::operations::resolve;
/// let base = "http://a/b/c/d;p?q";
/// assert_eq!(resolve(base, "?y").unwrap().target, "http://a/b/c/d;p?y");
/// assert_eq!(resolve(base, "../../../g").unwrap().target, "http://a/g");
/// assert_eq!(resolve(base, "//g").unwrap().target, "http://g");
/// assert_eq!(resolve(base, "http:g").unwrap().target, "http:g");
/// ```
pub fn resolve(base: &str, reference: &str) -> Result<Resolution, RevisionError> {
    check_lengths(base, reference)?;
    // §5.2.1 (l.1689-1692): the base in five components; a scheme required.
    let base_parts = Components::split(base);
    let Some(base_scheme) = base_parts.scheme else {
        return Err(RevisionError::BaseWithoutScheme { base: base.to_string(), clause: BASE_SCHEME });
    };
    // §5.2.2 (l.1708): (R.scheme, R.authority, R.path, R.query, R.fragment) = parse(R).
    let r = Components::split(reference);
    let mut steps = Vec::with_capacity(2);
    let (scheme, authority, unmerged, query) = if r.scheme.is_some() {
        steps.push(SCHEME);
        (r.scheme, r.authority, r.path.to_string(), r.query)
    } else if r.authority.is_some() {
        steps.push(AUTHORITY);
        (Some(base_scheme), r.authority, r.path.to_string(), r.query)
    } else if r.path.is_empty() {
        // No remove_dot_segments here: T.path = Base.path (l.1755).
        let (step, query) =
            if r.query.is_some() { (SAME_PATH_OWN_QUERY, r.query) } else { (SAME_PATH_BASE_QUERY, base_parts.query) };
        steps.push(step);
        let target = Components {
            scheme: Some(base_scheme),
            authority: base_parts.authority,
            path: base_parts.path,
            query,
            fragment: r.fragment,
        };
        return Ok(Resolution::new(target.to_string(), steps));
    } else if r.path.starts_with('/') {
        steps.push(ABSOLUTE_PATH);
        (Some(base_scheme), base_parts.authority, r.path.to_string(), r.query)
    } else {
        let (case, merged) = merge(&base_parts, r.path);
        steps.push(match case {
            Merge::AfterAuthority => MERGE_AFTER_AUTHORITY,
            Merge::AfterLastSlash => MERGE,
        });
        (Some(base_scheme), base_parts.authority, merged, r.query)
    };
    let path = remove_dot_segments(&unmerged);
    if path != unmerged {
        steps.push(DOT_SEGMENTS);
    }
    if authority.is_none() && path.starts_with("//") {
        steps.push(PATH_READS_AS_AUTHORITY);
    }
    let target = Components { scheme, authority, path: &path, query, fragment: r.fragment };
    Ok(Resolution::new(target.to_string(), steps))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::revisions::equivalence::{CharacterNormalization, Equivalence};

    fn rung(a: &str, b: &str) -> Option<Rung> {
        OPERATIONS.compare(CharacterNormalization::default(), a, b).unwrap().rung()
    }

    fn normal(text: &str) -> String {
        OPERATIONS.normalize(CharacterNormalization::default(), text).unwrap().text
    }

    #[test]
    fn the_ladder() {
        // §6.2.2 (l.2205-2206).
        assert_eq!(rung("example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d"), Some(Rung::DotSegments));
        // §6.2.3 (l.2269-2272).
        for b in ["http://example.com/", "http://example.com:/", "http://example.com:80/"] {
            assert_eq!(rung("http://example.com", b), Some(Rung::SchemeBased), "{b}");
        }
        assert_eq!(rung("HTTP://www.EXAMPLE.com/", "http://www.example.com/"), Some(Rung::Case));
        assert_eq!(rung("http://a/%7e", "http://a/%7E"), Some(Rung::Case));
        assert_eq!(rung("http://a/b", "http://a/B"), None);
        assert_eq!(rung("http://a/%2F", "http://a//"), None);
    }

    /// The defect this guards: the case rung ran before decoding, and the
    /// host decoded from an escape kept its case.
    #[test]
    fn an_encoded_host_letter_is_lowered() {
        assert_eq!(normal("http://examp%4Ce.com/"), "http://example.com/");
        assert_eq!(normal("http://%C3%a9.COM/"), "http://%C3%A9.com/");
        assert_eq!(normal("https://h:443"), "https://h/");
        assert_eq!(normal("f:/.//g"), "f:/.//g");
        for (a, b) in [
            ("http://%41.com/", "http://A.com/"),
            ("http://A.com/", "http://a.com/"),
            ("http://%41.com/", "http://a.com/"),
        ] {
            assert!(rung(a, b).is_some(), "{a} {b}");
        }
    }

    /// The wrong answers this guards: `../g` was `g` at the dot-segment
    /// rung, and `a/..` normalized to `/`.
    #[test]
    fn relative_references_take_the_rungs_that_keep_their_target() {
        let Equivalence::Different { reason } =
            OPERATIONS.compare(CharacterNormalization::default(), "../g", "g").unwrap()
        else {
            panic!("`../g` ~ `g`")
        };
        assert!(reason.contains("dot segments not applied to a relative reference"), "{reason}");
        assert!(reason.contains("scheme-based not applied to a relative reference"), "{reason}");
        let normalized = OPERATIONS.normalize(CharacterNormalization::default(), "a/..").unwrap();
        assert_eq!(normalized.text, "a/..");
        let not_applied: Vec<Rung> = normalized.not_applied.iter().map(|(rung, _)| *rung).collect();
        assert_eq!(not_applied, [Rung::DotSegments, Rung::SchemeBased]);
        assert_eq!(normal("../a/./%62"), "../a/./b");
        // Paths that resolution takes alone lose their dot segments.
        assert_eq!(rung("/a/./b", "/a/b"), Some(Rung::DotSegments));
        assert_eq!(rung("//H/a/../b", "//h/b"), Some(Rung::DotSegments));
        assert_eq!(rung("/a/..//g", "/.//g"), Some(Rung::DotSegments));
        assert_eq!(rung("//h:80/", "//h/"), None);
        assert_eq!(rung("../%7e", "../~"), Some(Rung::PercentEncoding));
    }

    #[test]
    fn escaped_dots_stay_where_they_would_make_a_dot_segment() {
        assert_eq!(normal("http://x/a/%2e%2E/.."), "http://x/a/");
        assert_eq!(normal("http://x/a/.%2e/b/a%2Eb"), "http://x/a/.%2E/b/a.b");
        assert_eq!(normal("http://x/%2E?%2E#%2E"), "http://x/%2E?.#.");
    }

    /// The defect this guards: a path that starts with a character beyond
    /// ASCII was cut inside it (`resolve -g rfc3987 http: é` panicked).
    #[test]
    fn a_first_segment_beyond_ascii_is_moved_whole() {
        assert_eq!(resolve("http:", "\u{E9}").unwrap().target, "http:\u{E9}");
    }

    #[test]
    fn merge_after_an_authority_with_no_path() {
        assert_eq!(resolve("http://a", "g").unwrap().target, "http://a/g");
        assert_eq!(resolve("http://a?q", "?y").unwrap().target, "http://a?y");
        assert_eq!(resolve("foo:a", "b").unwrap().target, "foo:b");
    }

    #[test]
    fn a_path_that_reads_as_an_authority_names_its_finding() {
        let r = resolve("f:/a", ".//g").unwrap();
        assert_eq!((r.target.as_str(), r.steps.last()), ("f://g", Some(&PATH_READS_AS_AUTHORITY)));
        assert!(!resolve("f://h/a", ".//g").unwrap().steps.contains(&PATH_READS_AS_AUTHORITY));
    }
}
