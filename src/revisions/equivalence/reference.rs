//! A reference as a document's resolution reads it: what decides which
//! rungs of the ladder it takes without changing its target (the parent
//! module says which and why), and the escapes a rung must leave.

use crate::revisions::resolution::components::Components;

/// A reference by what resolution makes of it (the forms of RFC 3986 §4.2,
/// `rfc3986.txt` l.1425-1444, read with each document's own parse).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Form {
    /// With a scheme: resolution takes it as it is, or (RFC 3986 §5.2.2,
    /// l.1743-1746) with its dot segments removed.
    Uri,
    /// No scheme, and an authority or a path that starts with `/`: a
    /// network-path or an absolute-path reference, whose path resolution
    /// takes alone (RFC 3986 §5.2.2, l.1749-1751, l.1762-1763).
    PathAlone,
    /// No scheme, no authority, a path that does not start with `/`: a
    /// relative-path reference (the empty one, `?q` and `#f` among them),
    /// whose path resolution merges with the base's or replaces by it
    /// (RFC 3986 §5.2.2, l.1754-1766).
    PathMerged,
}

impl Form {
    /// The form of `text` under a document whose resolution reads a scheme
    /// in it where `has_scheme` says: the colon before any slash of RFC
    /// 1630 p.10 (under RFC 1630, the drafts, and RFC 1738, which resolves
    /// with RFC 1630's rules), RFC 1808's §2.4.2 (`rfc1808.txt` l.320-324: a
    /// colon after scheme characters only, so `a%2Db:c` is a relative path
    /// there), or Appendix B's expression (`rfc2396.txt` l.1587,
    /// `rfc3986.txt` l.2807), which the later algorithms parse with.
    ///
    /// The authority and the path are Appendix B's under every document:
    /// only the ladders with a dot-segment rung read them.
    pub(crate) fn of(has_scheme: fn(&str) -> bool, text: &str) -> Form {
        let parts = Components::split(text);
        if has_scheme(text) {
            Form::Uri
        } else if parts.authority.is_some() || parts.path.starts_with('/') {
            Form::PathAlone
        } else {
            Form::PathMerged
        }
    }
}

/// The text before the path, the path, and the text after it, as Appendix
/// B's expression splits a reference.
///
/// A path longer than the one a revision parses is harmless here: RFC
/// 1808's ends at the first `;` (§2.4.5, `rfc1808.txt` l.357-362), and its
/// `<net_loc>` at the first `/` only (§2.4.3, l.329-341), and a `<net_loc>`
/// skips the steps that read dot segments (Step 3, l.547-549).
pub(crate) fn around_path(text: &str) -> (&str, &str, &str) {
    let parts = Components::split(text);
    let start = parts.scheme.map_or(0, |scheme| scheme.len() + 1) + parts.authority.map_or(0, |a| a.len() + 2);
    let end = start + parts.path.len();
    (&text[..start], &text[start..end], &text[end..])
}

/// The same three parts of a relative reference under a document that reads
/// no scheme in it where Appendix B's expression may (RFC 1808 §2.4.2 in
/// `%41://g`): no text before the path, and the path up to the first `?`
/// or `#`, a `//` and what follows it among its segments.
pub(crate) fn around_relative_path(text: &str) -> (&str, &str, &str) {
    let end = text.find(['?', '#']).unwrap_or(text.len());
    ("", &text[..end], &text[end..])
}

/// Whether a path segment has an escaped dot and, decoded, reads `.` or
/// `..` up to its first `;`. Resolution removes only the segments written
/// `.` and `..`: RFC 3986 §5.2.4 (`rfc3986.txt` l.1816-1844), RFC 2396
/// step 6c-6f (`rfc2396.txt` l.1152-1166), RFC 1808 Step 6a-6d
/// (`rfc1808.txt` l.585-599, on a path that ends at the first `;`), RFC
/// 1630 p.10. Decoding the escape would turn a segment that resolution
/// keeps into one it removes, so the segment keeps its escaped dots.
///
/// A segment with parameters (`%2E%2E;p`) keeps them under every document,
/// though only RFC 1808's path ends at the `;`: a false negative at worst.
pub(crate) fn spells_dot_segment(segment: &str) -> bool {
    let before_params = segment.split(';').next().unwrap_or_default();
    let dots = before_params.to_ascii_uppercase().replace("%2E", ".");
    before_params.contains('%') && (dots == "." || dots == "..")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms() {
        let appendix_b = |text: &str| Components::split(text).scheme.is_some();
        let form = |text| Form::of(appendix_b, text);
        assert_eq!(form("http:g"), Form::Uri);
        assert_eq!(form("//g/x"), Form::PathAlone);
        assert_eq!(form("/x"), Form::PathAlone);
        assert_eq!(form("../g"), Form::PathMerged);
        assert_eq!(form(""), Form::PathMerged);
        assert_eq!(form("a?b:c"), Form::PathMerged);
        // A document that reads no scheme where Appendix B does.
        assert_eq!(Form::of(|_| false, "a%2Db:c"), Form::PathMerged);
        assert_eq!(form("a%2Db:c"), Form::Uri);
    }

    #[test]
    fn escaped_dot_segments() {
        for segment in ["%2E", "%2e", ".%2E", "%2E.", "%2E%2E", "%2e%2E;p"] {
            assert!(spells_dot_segment(segment), "{segment}");
        }
        for segment in [".", "..", "%2E%2E%2E", "a%2E", "%2Ea", "", ";%2E", "%2F"] {
            assert!(!spells_dot_segment(segment), "{segment}");
        }
        assert_eq!(around_path("http://h/a/b?q#f"), ("http://h", "/a/b", "?q#f"));
        assert_eq!(around_path("../g#f"), ("", "../g", "#f"));
        assert_eq!(around_path("%41://%2E"), ("%41://%2E", "", ""));
        assert_eq!(around_relative_path("%41://%2E?q"), ("", "%41://%2E", "?q"));
    }
}
