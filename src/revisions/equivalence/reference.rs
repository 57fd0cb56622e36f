//! A reference as a revision's resolution reads it: what decides which
//! rungs of the ladder it takes without changing its target (the parent
//! module says which and why), and the escapes a rung must leave.

use crate::revisions::resolution::components::Components;
use crate::revisions::resolution::rfc1808::Parts;
use crate::revisions::resolution::{is_absolute, Revision};

/// A reference by what resolution makes of it (the forms of RFC 3986 §4.2,
/// `rfc3986.txt` l.1425-1444, read with each revision's own parse).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Form {
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
    /// The form of `text` under `revision`, whose resolution decides
    /// whether it has a scheme:
    ///
    /// * RFC 1630 and the drafts, and RFC 1738, which resolves with RFC
    ///   1630's rules: "a colon and that colon must occur before any slash
    ///   characters" (RFC 1630 p.10);
    /// * RFC 1808: §2.4.2 (`rfc1808.txt` l.320-324), a colon after scheme
    ///   characters only (alphanumerics, `+`, `.`, `-`), so `a%2Db:c` is a
    ///   relative path there;
    /// * RFC 2396, RFC 2732, RFC 3986 and RFC 3987: Appendix B's expression
    ///   (`rfc2396.txt` l.1587, `rfc3986.txt` l.2807), which their
    ///   algorithms parse a reference with.
    ///
    /// The authority and the path are Appendix B's under every revision:
    /// only RFC 3986's and RFC 3987's ladders have a rung that reads them
    /// (dot segments).
    pub(super) fn of(revision: Revision, text: &str) -> Form {
        let parts = Components::split(text);
        let has_scheme = match revision {
            Revision::Url4 | Revision::Url7 | Revision::Url03 | Revision::Rfc1630 | Revision::Rfc1738 => {
                is_absolute(text)
            }
            Revision::Rfc1808 => Parts::parse(text).scheme.is_some(),
            Revision::Rfc2396 | Revision::Rfc2732 | Revision::Rfc3986 | Revision::Rfc3987 => parts.scheme.is_some(),
        };
        if has_scheme {
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
pub(super) fn around_path(text: &str) -> (&str, &str, &str) {
    let parts = Components::split(text);
    let start = parts.scheme.map_or(0, |scheme| scheme.len() + 1) + parts.authority.map_or(0, |a| a.len() + 2);
    let end = start + parts.path.len();
    (&text[..start], &text[start..end], &text[end..])
}

/// The same three parts of a relative reference under a revision that reads
/// no scheme in it where Appendix B's expression may (RFC 1808 §2.4.2 in
/// `%41://g`): no text before the path, and the path up to the first `?`
/// or `#`, a `//` and what follows it among its segments.
pub(super) fn around_relative_path(text: &str) -> (&str, &str, &str) {
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
/// A segment with parameters (`%2E%2E;p`) keeps them under every revision,
/// though only RFC 1808's path ends at the `;`: a false negative at worst.
pub(super) fn spells_dot_segment(segment: &str) -> bool {
    let before_params = segment.split(';').next().unwrap_or_default();
    let dots = before_params.to_ascii_uppercase().replace("%2E", ".");
    before_params.contains('%') && (dots == "." || dots == "..")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms() {
        let form = |revision, text| Form::of(revision, text);
        assert_eq!(form(Revision::Rfc3986, "http:g"), Form::Uri);
        assert_eq!(form(Revision::Rfc3986, "//g/x"), Form::PathAlone);
        assert_eq!(form(Revision::Rfc3986, "/x"), Form::PathAlone);
        assert_eq!(form(Revision::Rfc3986, "../g"), Form::PathMerged);
        assert_eq!(form(Revision::Rfc3986, ""), Form::PathMerged);
        // Appendix B reads a scheme where RFC 1808 §2.4.2 does not.
        assert_eq!(form(Revision::Rfc3986, "a%2Db:c"), Form::Uri);
        assert_eq!(form(Revision::Rfc1808, "a%2Db:c"), Form::PathMerged);
        assert_eq!(form(Revision::Rfc1808, "a-b:c"), Form::Uri);
        // RFC 1630 p.10: a colon before any slash.
        assert_eq!(form(Revision::Rfc1738, "a?b:c"), Form::Uri);
        assert_eq!(form(Revision::Rfc3986, "a?b:c"), Form::PathMerged);
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
