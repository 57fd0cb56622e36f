//! The four string rules that remove `.` and `..` from a merged path in
//! RFC 1808 §4 Step 6a-6d (`rfc1808.txt` l.585-599) and, word for word, in
//! RFC 2396 §5.2 step 6c-6f (`rfc2396.txt` l.1152-1166):
//!
//! ```text
//! a) All occurrences of "./", where "." is a complete path segment, are removed.
//! b) If the path ends with "." as a complete path segment, that "." is removed.
//! c) All occurrences of "<segment>/../", where <segment> is a complete path
//!    segment not equal to "..", are removed. [...] iteratively, removing the
//!    leftmost matching pattern on each iteration, until no matching pattern remains.
//! d) If the path ends with "<segment>/..", where <segment> is a complete path
//!    segment not equal to "..", that "<segment>/.." is removed.
//! ```
//!
//! # Where a leading slash stands
//!
//! A path that starts with `/` (RFC 1808 keeps the slash with the path,
//! §2.4.6 l.366-371; RFC 2396's `abs_path = "/" path_segments`) has no
//! segment before that slash: the empty string in front of it is not a
//! "complete path segment". Otherwise rule c) would remove the `/../` of
//! `/../g` and leave `g`, and both documents print `http://a/../g` for
//! `../../../g` (RFC 1808 l.678, RFC 2396 l.1687), a `..` that no rule can
//! remove. An empty segment after a slash is a segment (`a//../b` gives
//! `a/b`): both grammars allow empty segments.
//!
//! The rules are applied to the segments between the slashes, as the
//! documents allow ("as a pair of segment stacks", RFC 1808 l.626-627):
//! rule c)'s leftmost-first iteration removes the same pairs as one pass
//! with a stack, since each removal only exposes a new pair at its left.

/// Applies rules a) to d) in order to `path`.
pub(crate) fn remove_dot_patterns(path: &str) -> String {
    let (lead, body) = match path.strip_prefix('/') {
        Some(body) => ("/", body),
        None => ("", path),
    };
    let segments: Vec<&str> = body.split('/').collect();
    let last = segments.len() - 1;
    // a) "./" with "." a complete segment: every "." but the last one.
    let mut kept: Vec<&str> = Vec::with_capacity(segments.len());
    for (i, &segment) in segments.iter().enumerate() {
        if segment == "." && i < last {
            continue;
        }
        kept.push(segment);
    }
    // b) A final "." leaves the slash before it.
    if let Some(final_segment) = kept.last_mut()
        && *final_segment == "."
    {
        *final_segment = "";
    }
    // c) "<segment>/../": a ".." with a slash after it (not the last one)
    // takes the segment before it, unless that is "..".
    let last = kept.len() - 1;
    let mut stack: Vec<&str> = Vec::with_capacity(kept.len());
    for (i, &segment) in kept.iter().enumerate() {
        if segment == ".." && i < last && stack.last().is_some_and(|&top| top != "..") {
            stack.pop();
        } else {
            stack.push(segment);
        }
    }
    // d) A final "<segment>/.." goes, leaving the slash before the segment.
    if stack.len() >= 2 && stack[stack.len() - 1] == ".." && stack[stack.len() - 2] != ".." {
        stack.truncate(stack.len() - 2);
        stack.push("");
    }
    format!("{lead}{}", stack.join("/"))
}

#[cfg(test)]
mod tests {
    use super::remove_dot_patterns;

    #[test]
    fn each_rule() {
        // a)
        assert_eq!(remove_dot_patterns("/b/c/./g"), "/b/c/g");
        assert_eq!(remove_dot_patterns("./g"), "g");
        // b)
        assert_eq!(remove_dot_patterns("/b/c/g/."), "/b/c/g/");
        assert_eq!(remove_dot_patterns("."), "");
        // c), iterated leftmost first
        assert_eq!(remove_dot_patterns("/b/c/../../g"), "/g");
        assert_eq!(remove_dot_patterns("/b/c/../../../g"), "/../g");
        assert_eq!(remove_dot_patterns("a//../b"), "a/b");
        assert_eq!(remove_dot_patterns("../a/../g"), "../g");
        // d)
        assert_eq!(remove_dot_patterns("/b/c/.."), "/b/");
        assert_eq!(remove_dot_patterns("c/.."), "");
        assert_eq!(remove_dot_patterns("/.."), "/..");
        assert_eq!(remove_dot_patterns("/../.."), "/../..");
        // Not complete segments.
        assert_eq!(remove_dot_patterns("/b/c/g./..g/.g/g.."), "/b/c/g./..g/.g/g..");
    }
}
