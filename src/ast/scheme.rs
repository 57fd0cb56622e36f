//! The one split of a URI string at its scheme, shared by every operation
//! that reads a string without parsing it (resolve, encoding, lint).

/// Splits an absolute form into its scheme and the rest, the colon in
/// neither; `None` for a partial form. RFC 1630 p.10: "A partial form can be
/// distinguished from an absolute form in that the latter must have a colon
/// and that colon must occur before any slash characters" (url4 and url7
/// p.10 say the same of a "full form").
///
/// The test is the text's, applied to the whole string: a `?` or `#` before
/// the colon does not make it partial, and the scheme is not held to the
/// listings' `scheme  ialpha`.
pub(crate) fn split_scheme(s: &str) -> Option<(&str, &str)> {
    let at = s.find([':', '/'])?;
    (s.as_bytes()[at] == b':').then(|| (&s[..at], &s[at + 1..]))
}

#[cfg(test)]
mod tests {
    use super::split_scheme;

    #[test]
    fn the_colon_must_come_before_any_slash() {
        assert_eq!(split_scheme("g:h"), Some(("g", "h")));
        assert_eq!(split_scheme("http://h/a:b"), Some(("http", "//h/a:b")));
        assert_eq!(split_scheme("a?b:c"), Some(("a?b", "c")));
        assert_eq!(split_scheme(":x"), Some(("", "x")));
        assert_eq!(split_scheme("./p=q:r"), None);
        assert_eq!(split_scheme("g"), None);
    }
}
