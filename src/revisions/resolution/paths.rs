//! The paths of RFC 3986's resolution, which RFC 3987 §6.5 applies to IRIs
//! and the ladders' dot-segment rung reads: §5.2.3 "Merge Paths" and §5.2.4
//! "Remove Dot Segments".

use super::components::Components;

/// Which case of §5.2.3 (`rfc3986.txt` l.1779-1803) merged a path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Merge {
    /// The base has an authority and an empty path: `/` and the
    /// reference's path (l.1783-1785).
    AfterAuthority,
    /// The reference's path after all but the last segment of the base's
    /// (l.1799-1803).
    AfterLastSlash,
}

/// §5.2.3 "Merge Paths": the base's path and a reference's, with the case
/// that applied.
pub(crate) fn merge(base: &Components<'_>, reference_path: &str) -> (Merge, String) {
    if base.authority.is_some() && base.path.is_empty() {
        return (Merge::AfterAuthority, format!("/{reference_path}"));
    }
    let kept = base.path.rfind('/').map_or("", |slash| &base.path[..=slash]);
    (Merge::AfterLastSlash, format!("{kept}{reference_path}"))
}

/// RFC 3986 §5.2.4 "Remove Dot Segments" (`rfc3986.txt` l.1805-1844),
/// with its two string buffers.
///
/// ```
/// use rfc1630::revisions::resolution::remove_dot_segments;
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
    }

    #[test]
    fn a_merge_after_an_authority_with_no_path_starts_with_a_slash() {
        assert_eq!(merge(&Components::split("http://a"), "g"), (Merge::AfterAuthority, "/g".to_string()));
        assert_eq!(merge(&Components::split("foo:a"), "b"), (Merge::AfterLastSlash, "b".to_string()));
        assert_eq!(merge(&Components::split("http://a/b/c"), "g"), (Merge::AfterLastSlash, "/b/g".to_string()));
    }
}
