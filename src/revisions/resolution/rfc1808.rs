//! RFC 1808 §4 "Resolving Relative URLs" (p.10-11, `rfc1808.txt`
//! l.517-627), on the six components of §2.1 (l.116) split as §2.4 "Parsing
//! a URL" says (l.292-371).
//!
//! # Choices where the text is silent or loose
//!
//! * **Empty means absent.** §2.4 makes an empty fragment, query or params
//!   the same as a missing one ("If the crosshatch is the last character, or
//!   no crosshatch is present, then the fragment identifier is empty",
//!   l.306-308; the same for `?`, l.349-351, and `;`, l.359-360). So Step 7
//!   writes a component with its delimiter only when it is non-empty, and
//!   `#` alone parses as the empty URL: Step 2a gives the whole base,
//!   fragment included (l.537-539).
//! * **An empty `<net_loc>` is inherited.** Step 3 skips to Step 7 only
//!   when the embedded `<net_loc>` "is non-empty" (l.547): `///g` takes the
//!   base's `<net_loc>`.
//! * **The leading slash stays with the path**, as §2.4.6 suggests ("Often
//!   this is done by simply storing the preceding slash along with the
//!   path", l.370-371); it is not a segment boundary for Step 6 (see
//!   `src/revisions/resolve/segment_patterns.rs`).
//! * **A `<net_loc>` is followed by a `/`** before a path that lacks one:
//!   §2.1's form is `<scheme>://<net_loc>/<path>` (l.116) and the BNF's
//!   `net_path = "//" net_loc [ abs_path ]` (l.183). Step 6 in a base with
//!   no path (`http://a` with `g`) would otherwise write `http://ag`
//!   (finding F36).
//! * **A base may carry a fragment**, set aside before `absoluteURL`
//!   checks it (`src/revisions/resolve/parse_first.rs`; finding F39).
//! * **A base needs a scheme**: "base documents can only make use of
//!   relative URLs when their base URL fits within the generic-RL syntax"
//!   (l.95-97), `generic-RL = scheme ":" relativeURL` (l.179).
//!
//! # The abnormal examples (§5.2)
//!
//! Every example of §5.1 and §5.2 (l.639-714) follows from the steps with
//! the choices above, the abnormal ones included: `../../../g` gives
//! `http://a/../g` because Step 6c needs a complete segment before `/../`
//! and the base path's leading slash has none, and `/./g` keeps its dot
//! because Step 4 skips Step 6. The text says what the steps do not:
//! "the `..` syntax cannot be used to change the <net_loc> of a URL"
//! (l.672-673), so the printed `http://a/../g` names a path `/../g` the
//! resolved URL keeps, which the abnormal examples accept without saying
//! what a server makes of it.

use super::answer::{check_lengths, Resolution, RevisionError};
use super::segment_patterns::remove_dot_patterns;

const BASE_SCHEME: &str = "RFC 1808 §2 (rfc1808.txt l.95-101): relative URLs need a base URL in the generic-RL syntax, `scheme \":\" relativeURL` (l.179)";
const STEP_1: &str =
    "RFC 1808 §4 Step 1 (rfc1808.txt l.529-532): the base URL is empty: the embedded URL is taken as absolute";
const STEP_2A: &str =
    "RFC 1808 §4 Step 2a (rfc1808.txt l.537-539): the embedded URL is entirely empty: it is the base URL";
const STEP_2B: &str =
    "RFC 1808 §4 Step 2b (rfc1808.txt l.541-542): the embedded URL starts with a scheme name: it is absolute";
const STEP_3: &str = "RFC 1808 §4 Step 3 (rfc1808.txt l.547-549): the embedded <net_loc> is non-empty: skip to Step 7";
const STEP_4: &str =
    "RFC 1808 §4 Step 4 (rfc1808.txt l.551-552): the embedded path is preceded by a slash: skip to Step 7";
const STEP_5A: &str = "RFC 1808 §4 Step 5a (rfc1808.txt l.567-573): empty path: the base path; the embedded <params> are non-empty: skip to Step 7";
const STEP_5B: &str = "RFC 1808 §4 Step 5b (rfc1808.txt l.567-577): empty path: the base path and <params>; the embedded <query> is non-empty: skip to Step 7";
const STEP_5: &str = "RFC 1808 §4 Step 5 (rfc1808.txt l.567-577): empty path, <params> and <query>: the base URL's path, <params> and <query>";
const STEP_6: &str =
    "RFC 1808 §4 Step 6 (rfc1808.txt l.579-583): the last segment of the base path replaced by the embedded path";
const STEP_6_DOTS: &str =
    "RFC 1808 §4 Step 6a-6d (rfc1808.txt l.585-599): `./`, a final `.`, `<segment>/../` and a final `<segment>/..` removed";

/// A URL as the six components of §2.1, split by §2.4.
///
/// ```
/// use rfc1630::revisions::resolution::rfc1808::Parts;
/// let p = Parts::parse("http://a/b/c/d;p?q#f");
/// assert_eq!((p.scheme, p.net_loc, p.path), (Some("http"), Some("a"), "/b/c/d"));
/// assert_eq!((p.params, p.query, p.fragment), ("p", "q", "f"));
/// assert_eq!(p.to_string(), "http://a/b/c/d;p?q#f");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Parts<'a> {
    /// §2.4.2: before a colon that follows the first character, when only
    /// scheme characters come before it.
    pub scheme: Option<&'a str>,
    /// §2.4.3: after a leading `//`, up to the next `/`; `Some("")` for a
    /// `//` with nothing after it (Step 3 treats that as empty).
    pub net_loc: Option<&'a str>,
    /// §2.4.6: what is left, with the slash that may precede it.
    pub path: &'a str,
    /// §2.4.5: after the first `;` of what §2.4.1-2.4.4 left.
    pub params: &'a str,
    /// §2.4.4: after the first `?` of what §2.4.1-2.4.3 left.
    pub query: &'a str,
    /// §2.4.1: after the first `#`.
    pub fragment: &'a str,
}

impl<'a> Parts<'a> {
    /// §2.4's rules, "in the order in which they would be applied by the
    /// parser" (l.300-301).
    ///
    /// ```
    /// use rfc1630::revisions::resolution::rfc1808::Parts;
    /// let p = Parts::parse(";x");
    /// assert_eq!((p.scheme, p.path, p.params), (None, "", "x"));
    /// assert_eq!(Parts::parse("./p=q:r").scheme, None);
    /// ```
    pub fn parse(url: &'a str) -> Parts<'a> {
        // §2.4.1 (l.305-311): the fragment, after the first "#".
        let (rest, fragment) = url.split_once('#').unwrap_or((url, ""));
        // §2.4.2 (l.320-324): a colon after the first character, before any
        // character that is not alphanumeric, "+", "." or "-".
        let scheme_end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '+' | '.' | '-')));
        let (scheme, rest) = match scheme_end {
            Some(colon) if colon > 0 && rest[colon..].starts_with(':') => (Some(&rest[..colon]), &rest[colon + 1..]),
            _ => (None, rest),
        };
        // §2.4.3 (l.329-341): after "//", up to the next "/", or all of it.
        let (net_loc, rest) = match rest.strip_prefix("//") {
            Some(after) => {
                let end = after.find('/').unwrap_or(after.len());
                (Some(&after[..end]), &after[end..])
            }
            None => (None, rest),
        };
        // §2.4.4 (l.347-352): the query, after the first "?".
        let (rest, query) = rest.split_once('?').unwrap_or((rest, ""));
        // §2.4.5 (l.357-362): the params, after the first ";".
        let (path, params) = rest.split_once(';').unwrap_or((rest, ""));
        // §2.4.6 (l.366-371): the path, with its slash.
        Parts { scheme, net_loc, path, params, query, fragment }
    }
}

/// Step 7 (l.601-603): the components recombined in §2.1's order
/// `<scheme>://<net_loc>/<path>;<params>?<query>#<fragment>` (l.116), each
/// non-empty one with its delimiter.
impl std::fmt::Display for Parts<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Some(scheme) = self.scheme {
            write!(f, "{scheme}:")?;
        }
        if let Some(net_loc) = self.net_loc {
            write!(f, "//{net_loc}")?;
            if !self.path.is_empty() && !self.path.starts_with('/') {
                f.write_str("/")?;
            }
        }
        f.write_str(self.path)?;
        for (delimiter, part) in [(';', self.params), ('?', self.query), ('#', self.fragment)] {
            if !part.is_empty() {
                write!(f, "{delimiter}{part}")?;
            }
        }
        Ok(())
    }
}

/// Resolves `embedded` against `base` with RFC 1808 §4's seven steps.
///
/// # Errors
/// [`RevisionError::BaseWithoutScheme`] for a non-empty base with no scheme
/// (§2, l.95-101); [`RevisionError::PartialForm`] with `TooLong` for an
/// input over [`crate::diagnose::MAX_INPUT_LEN`].
///
/// ```
/// use rfc1630::revisions::resolution::rfc1808::resolve;
/// let base = "http://a/b/c/d;p?q#f";
/// assert_eq!(resolve(base, "?y").unwrap().target, "http://a/b/c/d;p?y");
/// assert_eq!(resolve(base, ";x").unwrap().target, "http://a/b/c/d;x");
/// assert_eq!(resolve(base, "../../../g").unwrap().target, "http://a/../g");
/// assert_eq!(resolve(base, "").unwrap().target, base);
/// ```
pub fn resolve(base: &str, embedded: &str) -> Result<Resolution, RevisionError> {
    check_lengths(base, embedded)?;
    // Step 1 (l.529-532): no base, the embedded URL is absolute.
    if base.is_empty() {
        return Ok(Resolution::new(embedded.to_string(), vec![STEP_1]));
    }
    // Step 2 (l.534-535): both parsed as §2.4 says.
    let base_parts = Parts::parse(base);
    let Some(base_scheme) = base_parts.scheme else {
        return Err(RevisionError::BaseWithoutScheme { base: base.to_string(), clause: BASE_SCHEME });
    };
    let mut url = Parts::parse(embedded);
    // Step 2a (l.537-539): entirely empty, it is the base URL.
    if url == Parts::default() {
        return Ok(Resolution::new(base.to_string(), vec![STEP_2A]));
    }
    // Step 2b (l.541-542): a scheme name, an absolute URL.
    if url.scheme.is_some() {
        return Ok(Resolution::new(embedded.to_string(), vec![STEP_2B]));
    }
    // Step 2c (l.544-545): the scheme of the base.
    url.scheme = Some(base_scheme);
    // Step 3 (l.547-549): a non-empty <net_loc> skips to Step 7; otherwise
    // the base's, if any.
    if url.net_loc.is_some_and(|n| !n.is_empty()) {
        return Ok(Resolution::new(url.to_string(), vec![STEP_3]));
    }
    url.net_loc = base_parts.net_loc;
    // Step 4 (l.551-552): an absolute path skips to Step 7.
    if url.path.starts_with('/') {
        return Ok(Resolution::new(url.to_string(), vec![STEP_4]));
    }
    // Step 5 (l.567-577): an empty path takes the base's path, then its
    // <params> unless the embedded ones are non-empty, then its <query>
    // unless the embedded one is non-empty.
    if url.path.is_empty() {
        url.path = base_parts.path;
        if !url.params.is_empty() {
            return Ok(Resolution::new(url.to_string(), vec![STEP_5A]));
        }
        url.params = base_parts.params;
        if !url.query.is_empty() {
            return Ok(Resolution::new(url.to_string(), vec![STEP_5B]));
        }
        url.query = base_parts.query;
        return Ok(Resolution::new(url.to_string(), vec![STEP_5]));
    }
    // Step 6 (l.579-583): the base path without its last segment, then the
    // embedded path; then 6a-6d (l.585-599).
    let kept = base_parts.path.rfind('/').map_or("", |slash| &base_parts.path[..=slash]);
    let merged = format!("{kept}{}", url.path);
    let path = remove_dot_patterns(&merged);
    let steps = if path == merged { vec![STEP_6] } else { vec![STEP_6, STEP_6_DOTS] };
    // Step 7 (l.601-603): recombined.
    Ok(Resolution::new(Parts { path: &path, ..url }.to_string(), steps))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_taken() {
        let base = "http://a/b/c/d;p?q#f";
        assert_eq!(resolve(base, "//g").unwrap().steps, [STEP_3]);
        assert_eq!(resolve(base, "///g").unwrap().target, "http://a/g");
        assert_eq!(resolve(base, "#").unwrap(), Resolution::new(base.into(), vec![STEP_2A]));
        assert_eq!(resolve("http://a", "g").unwrap().target, "http://a/g");
        assert_eq!(resolve("", "g").unwrap().steps, [STEP_1]);
        assert!(resolve("a/b", "g").is_err());
    }
}
