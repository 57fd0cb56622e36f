//! The five components of a URI reference, split by the regular expression
//! RFC 2396 Appendix B and RFC 3986 Appendix B print (the same expression in
//! both), and put back together by the recomposition of RFC 2396 §5.2 step 7
//! and RFC 3986 §5.3 (the same pseudocode in both).

use crate::support::byte_regex::{nfa, read_extended};
use regex_automata::nfa::thompson::pikevm::{Cache, PikeVM};
use regex_automata::util::captures::Captures;
use regex_automata::util::pool::Pool;
use std::fmt;
use std::sync::LazyLock;

/// RFC 2396 p.29 (`rfc2396.txt` l.1587) and RFC 3986 p.50 (`rfc3986.txt`
/// l.2807), verbatim:
///
/// ```text
/// ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
///  12            3  4          5       6  7        8 9
/// ```
///
/// Read in POSIX's extended syntax, where `.` is any character, a line
/// break too ([`read_extended`]). The leftmost-first match of the NFA is the
/// POSIX match here: each group is greedy and the groups are separated by
/// the characters they exclude. The expression matches every string
/// whole, so the NFA's end anchor changes no group.
pub(crate) const APPENDIX_B: &str = r"^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?";

/// [`APPENDIX_B`] run by regex-automata's PikeVM, the one engine that
/// reports groups without the `meta` engine's others in the build, from an
/// NFA assembled without a regex parser; its scratch space is pooled, one
/// per thread that splits at once.
static SPLITTER: LazyLock<PikeVM> = LazyLock::new(|| {
    let expression = read_extended(APPENDIX_B).expect("Appendix B's expression is POSIX extended syntax");
    PikeVM::new_from_nfa(nfa(&[expression]).expect("Appendix B's NFA")).expect("Appendix B's PikeVM")
});

/// The PikeVM's caches, one taken per split.
type CachePool = Pool<Cache, Box<dyn Fn() -> Cache + Send + Sync>>;
static CACHES: LazyLock<CachePool> = LazyLock::new(|| Pool::new(Box::new(|| SPLITTER.create_cache())));

/// A URI reference as its five components. A component is `None` when its
/// delimiter is absent and `Some("")` when the delimiter is there with
/// nothing after it (RFC 3986 §5.3, l.1942-1946; RFC 2396 §5.2, l.1212-1216);
/// the path is never undefined.
///
/// ```
/// use rfc1630::revisions::resolution::components::Components;
/// let c = Components::split("http://www.ics.uci.edu/pub/ietf/uri/#Related");
/// assert_eq!(c.scheme, Some("http"));
/// assert_eq!(c.authority, Some("www.ics.uci.edu"));
/// assert_eq!(c.path, "/pub/ietf/uri/");
/// assert_eq!(c.query, None);
/// assert_eq!(c.fragment, Some("Related"));
/// assert_eq!(c.to_string(), "http://www.ics.uci.edu/pub/ietf/uri/#Related");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Components<'a> {
    /// `$2`: before the first `:`, when no `/`, `?` or `#` comes first.
    pub scheme: Option<&'a str>,
    /// `$4`: after a leading `//`, up to `/`, `?` or `#`.
    pub authority: Option<&'a str>,
    /// `$5`: up to `?` or `#`.
    pub path: &'a str,
    /// `$7`: after the first `?`, up to `#`.
    pub query: Option<&'a str>,
    /// `$9`: after the first `#`.
    pub fragment: Option<&'a str>,
}

impl<'a> Components<'a> {
    /// Splits any string: the expression matches every string (each group
    /// is optional or a `*`), so this never fails.
    ///
    /// ```
    /// use rfc1630::revisions::resolution::components::Components;
    /// let c = Components::split("../g?y#s");
    /// assert_eq!((c.scheme, c.authority, c.path), (None, None, "../g"));
    /// assert_eq!((c.query, c.fragment), (Some("y"), Some("s")));
    /// assert_eq!(Components::split("?").query, Some(""));
    /// ```
    pub fn split(reference: &'a str) -> Components<'a> {
        let mut caps: Captures = SPLITTER.create_captures();
        SPLITTER.captures(&mut CACHES.get(), reference, &mut caps);
        assert!(caps.is_match(), "Appendix B's expression matches every string");
        let group = |n: usize| caps.get_group(n).map(|span| &reference[span]);
        Components {
            scheme: group(2),
            authority: group(4),
            path: group(5).unwrap_or_default(),
            query: group(7),
            fragment: group(9),
        }
    }
}

/// The recomposition: RFC 2396 §5.2 step 7 (l.1186-1210), RFC 3986 §5.3
/// (l.1913-1940), each component with its delimiter when it is defined.
impl fmt::Display for Components<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(scheme) = self.scheme {
            write!(f, "{scheme}:")?;
        }
        if let Some(authority) = self.authority {
            write!(f, "//{authority}")?;
        }
        f.write_str(self.path)?;
        if let Some(query) = self.query {
            write!(f, "?{query}")?;
        }
        if let Some(fragment) = self.fragment {
            write!(f, "#{fragment}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The groups are those `regex` (an engine of its own, with its own
    /// parser) finds for the same expression with `.` taking line breaks,
    /// on strings of the delimiters, a letter, a line break and a char
    /// beyond ASCII, every one up to four long, and a few whole references.
    #[test]
    fn groups_are_the_expressions_groups() {
        let theirs = regex::Regex::new(&format!("(?s){APPENDIX_B}")).unwrap();
        let alphabet = [":", "/", "?", "#", "a", "\n", "é"];
        let mut inputs: Vec<String> = vec![String::new()];
        for _ in 0..4 {
            let longer: Vec<String> =
                inputs.iter().flat_map(|s| alphabet.iter().map(move |c| format!("{s}{c}"))).collect();
            inputs.extend(longer);
        }
        inputs.sort();
        inputs.dedup();
        inputs.extend(["http://www.ics.uci.edu/pub/ietf/uri/#Related", "//h?q#f", "g:h", "../g?y#s"].map(String::from));
        for input in &inputs {
            let expected = theirs.captures(input).unwrap();
            let group = |n: usize| expected.get(n).map(|m| m.as_str());
            let ours = Components::split(input);
            let theirs_split = Components {
                scheme: group(2),
                authority: group(4),
                path: group(5).unwrap_or_default(),
                query: group(7),
                fragment: group(9),
            };
            assert_eq!(ours, theirs_split, "{input:?}");
            assert_eq!(ours.to_string(), *input);
        }
        assert!(inputs.len() > 2000);
    }
}
