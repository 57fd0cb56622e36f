//! RFC 3986 §5.2 "Relative Resolution" (p.30-35, `rfc3986.txt`
//! l.1661-1946): the base and the reference split into five components
//! (Appendix B's expression, [`Components::split`]), §5.2.2's transform,
//! §5.2.3's merge, §5.2.4's `remove_dot_segments`, and §5.3's recomposition.
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

use super::answer::{check_lengths, Resolution, RevisionError};
use super::components::Components;

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
/// use rfc1630::revisions::resolution::rfc3986::resolve;
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
        let (step, merged) = merge(&base_parts, r.path);
        steps.push(step);
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

/// §5.2.3 "Merge Paths" (l.1779-1803), with the step that applied.
fn merge(base: &Components<'_>, reference_path: &str) -> (&'static str, String) {
    if base.authority.is_some() && base.path.is_empty() {
        return (MERGE_AFTER_AUTHORITY, format!("/{reference_path}"));
    }
    let kept = base.path.rfind('/').map_or("", |slash| &base.path[..=slash]);
    (MERGE, format!("{kept}{reference_path}"))
}

/// §5.2.4 "Remove Dot Segments" (l.1805-1844), with its two string buffers.
///
/// ```
/// use rfc1630::revisions::resolution::rfc3986::remove_dot_segments;
/// // The two traces of p.33-34 (l.1865-1880).
/// assert_eq!(remove_dot_segments("/a/b/c/./../../g"), "/a/g");
/// assert_eq!(remove_dot_segments("mid/content=5/../6"), "mid/6");
/// assert_eq!(remove_dot_segments("/../g"), "/g");
/// assert_eq!(remove_dot_segments("../.."), "");
/// ```
pub fn remove_dot_segments(path: &str) -> String {
    // 1. (l.1816-1818): the input buffer holds the path, the output is empty.
    let mut input = path;
    let mut output = String::with_capacity(path.len());
    // 2. (l.1820): while the input buffer is not empty.
    while !input.is_empty() {
        if let Some(rest) = input.strip_prefix("../").or_else(|| input.strip_prefix("./")) {
            // A. (l.1822-1823): remove a prefix "../" or "./".
            input = rest;
        } else if input.starts_with("/./") {
            // B. (l.1825-1827): "/./" becomes "/".
            input = &input[2..];
        } else if input == "/." {
            // B.: "/." at the end, "." a complete segment, becomes "/".
            input = "/";
        } else if input.starts_with("/../") || input == "/.." {
            // C. (l.1829-1833): "/../" or a final "/.." becomes "/", and the
            // output loses its last segment and the "/" before it.
            input = if input == "/.." { "/" } else { &input[3..] };
            output.truncate(output.rfind('/').unwrap_or(0));
        } else if input == "." || input == ".." {
            // D. (l.1835-1836): a lone "." or "..".
            input = "";
        } else {
            // E. (l.1838-1841): the first segment, with its initial "/",
            // up to the next "/". By bytes: the first character may be
            // beyond ASCII (an IRI's, RFC 3987 §6.5), and `/` is one byte.
            let end = input.bytes().skip(1).position(|b| b == b'/').map_or(input.len(), |i| i + 1);
            output.push_str(&input[..end]);
            input = &input[end..];
        }
    }
    // 3. (l.1843-1844): the output buffer is the result.
    output
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn segments_that_only_look_like_dots_stay() {
        assert_eq!(remove_dot_segments("/a/.b/..c/c./d.."), "/a/.b/..c/c./d..");
        assert_eq!(remove_dot_segments("/a/b/.."), "/a/");
        assert_eq!(remove_dot_segments("/a/b/."), "/a/b/");
        assert_eq!(remove_dot_segments("a/.."), "/");
        assert_eq!(remove_dot_segments(""), "");
    }

    /// The defect this guards: a path that starts with a character beyond
    /// ASCII was cut inside it (`resolve -g rfc3987 http: é` panicked).
    #[test]
    fn a_first_segment_beyond_ascii_is_moved_whole() {
        assert_eq!(remove_dot_segments("\u{E9}/./a"), "\u{E9}/a");
        assert_eq!(remove_dot_segments("\u{E9}"), "\u{E9}");
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
