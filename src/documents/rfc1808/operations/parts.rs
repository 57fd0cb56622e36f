//! A URL as RFC 1808 §2.4 "Parsing a URL" splits it (`rfc1808.txt`
//! l.292-371), into the six components of §2.1 (l.116): what its
//! resolution (§4 Step 2) and its reading of a scheme work on.

/// A URL as the six components of §2.1, split by §2.4.
///
/// ```
/// use rfc1630::documents::rfc1808::operations::Parts;
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
    /// use rfc1630::documents::rfc1808::operations::Parts;
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
