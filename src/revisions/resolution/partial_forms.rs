//! What the rules for partial forms share, the rules of RFC 1630 and of the
//! drafts that are operations on strings (each in its document's folder:
//! `src/documents/rfc1630/operations.rs`, `src/documents/url4/operations.rs`):
//! their options ([`ResolveOptions`]), their errors ([`ResolveError`]), the
//! test that tells an absolute form from a partial one ([`is_absolute`]),
//! the context cut into its scheme and its path, and a path as runs of
//! slashes and elements, from which dot segments are removed by a rule each
//! document gives.

use crate::ast::split_scheme;
use crate::diagnose::error::MAX_INPUT_LEN;
use crate::grammar::Grammar;

/// Which reading of RFC 1630's slash rule (p.10) to follow; RFC 1630's
/// operations (`rfc1630::documents::rfc1630::operations`) describe both,
/// with the examples.
///
/// ```
/// use rfc1630::revisions::resolution::{resolve_with, ResolveOptions, SlashReading};
/// use rfc1630::Grammar;
/// let literal = ResolveOptions { slash_reading: SlashReading::Literal };
/// let ctx = "magic://a/b/c//d/e/f";
/// assert_eq!(resolve_with(Grammar::Rfc1630, ResolveOptions::default(), ctx, "/g").unwrap(), "magic://a/g");
/// assert_eq!(resolve_with(Grammar::Rfc1630, literal, ctx, "/g").unwrap(), "magic://a/b/c//d/g");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum SlashReading {
    /// The first run of exactly N slashes: reproduces every printed example
    /// of p.11. The default.
    #[default]
    Examples,
    /// The first run of exactly N slashes with no longer run to its right:
    /// the rule's words, and Berners-Lee's later reading.
    Literal,
}

/// Options of a resolution: read by the rules that have a slash rule (RFC
/// 1630's, and RFC 1738's, which are RFC 1630's), ignored by the others.
///
/// ```
/// let options = rfc1630::revisions::resolution::ResolveOptions::default();
/// assert_eq!(options.slash_reading, rfc1630::revisions::resolution::SlashReading::Examples);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ResolveOptions {
    /// The reading of RFC 1630's slash rule (ignored by the drafts' rules,
    /// which have no slash-run rule).
    pub slash_reading: SlashReading,
}

impl ResolveOptions {
    /// The options for the CLI's `--literal` flag.
    ///
    /// ```
    /// use rfc1630::revisions::resolution::{ResolveOptions, SlashReading};
    /// assert_eq!(ResolveOptions::literal(true).slash_reading, SlashReading::Literal);
    /// assert_eq!(ResolveOptions::literal(false), ResolveOptions::default());
    /// ```
    pub fn literal(literal: bool) -> ResolveOptions {
        let slash_reading = if literal { SlashReading::Literal } else { SlashReading::Examples };
        ResolveOptions { slash_reading }
    }
}

/// Why a partial form could not be resolved.
///
/// ```
/// use rfc1630::revisions::resolution::{resolve_with, ResolveError, ResolveOptions};
/// let err = resolve_with(rfc1630::Grammar::Rfc1630, ResolveOptions::default(), "/a/b:c", "g").unwrap_err();
/// assert_eq!(err, ResolveError::ContextNotAbsolute { context: "/a/b:c".into() });
/// assert!(err.to_string().contains("RFC 1630 p.10"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ResolveError {
    /// The grammar's document has no partial forms, by the clause given.
    #[error("{grammar}: partial forms are outside this document ({clause})")]
    NoPartialForms {
        /// The grammar that was asked for.
        grammar: Grammar,
        /// The document's clause that leaves them out.
        clause: &'static str,
    },
    /// The grammar's document resolves with an algorithm of its own (RFC
    /// 1738 with RFC 1630's rules and a step of its own, RFC 1808 §4, RFC
    /// 2396 §5.2, RFC 3986 §5.2), not with the partial-form rules of RFC 1630
    /// and the drafts: [`crate::resolve()`] runs it.
    #[error("{grammar}: RFC 1630's and the drafts' partial-form rules are not this document's; its own algorithm is `rfc1630::resolve(Grammar::{grammar:?}, base, reference)`")]
    OwnAlgorithm {
        /// The grammar that was asked for.
        grammar: Grammar,
    },
    /// The grammar's document defines no resolution at all (RFC 6068).
    #[error(transparent)]
    NoSuchOperation(#[from] crate::grammar::NoSuchOperation),
    /// The context is itself a partial form: it has no colon, or a slash
    /// before its first colon (RFC 1630 p.10).
    #[error(
        "context `{context}` is not an absolute form: an absolute form has a colon, before any slash (RFC 1630 p.10)"
    )]
    ContextNotAbsolute {
        /// The context as given.
        context: String,
    },
    /// The context or the partial is longer than [`MAX_INPUT_LEN`].
    #[error("input of {len} bytes is over the {cap}-byte length cap")]
    TooLong {
        /// The longer input's length in bytes.
        len: usize,
        /// [`MAX_INPUT_LEN`].
        cap: usize,
    },
}

/// A document's rules for partial forms, as operations on strings: the
/// target of a partial in a context, and the branch of the text that gave
/// it (a step citing its lines).
pub(crate) type PartialFormRules = fn(ResolveOptions, &str, &str) -> Result<(String, &'static str), ResolveError>;

/// Whether a string is an absolute form: RFC 1630 p.10, "A partial form can
/// be distinguished from an absolute form in that the latter must have a
/// colon and that colon must occur before any slash characters" (url4 and
/// url7 p.10 say the same of a "full form").
///
/// The test is the text's, applied to the whole string: a `?` or `#` before
/// the colon does not make it partial.
///
/// ```
/// use rfc1630::revisions::resolution::is_absolute;
/// assert!(is_absolute("g:h"));
/// assert!(is_absolute("http://info.cern.ch/"));
/// assert!(!is_absolute("../g"));
/// assert!(!is_absolute("./p=q:r"));
/// assert!(!is_absolute("g"));
/// ```
pub fn is_absolute(s: &str) -> bool {
    split_scheme(s).is_some()
}

/// An absolute context cut into the parts the rules name.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Context<'a> {
    /// `scheme:`, with the colon.
    pub(crate) scheme: &'a str,
    /// The rest, up to (not including) the first `?` or `#`.
    pub(crate) path: &'a str,
}

impl<'a> Context<'a> {
    /// The context of a partial: both within the length cap, the context
    /// an absolute form, cut.
    ///
    /// # Errors
    /// [`ResolveError::TooLong`]; [`ResolveError::ContextNotAbsolute`] when
    /// the context has no colon, or a slash before its first colon.
    pub(crate) fn of(context: &'a str, partial: &str) -> Result<Context<'a>, ResolveError> {
        for input in [context, partial] {
            if input.len() > MAX_INPUT_LEN {
                return Err(ResolveError::TooLong { len: input.len(), cap: MAX_INPUT_LEN });
            }
        }
        let Some((scheme, rest)) = split_scheme(context) else {
            return Err(ResolveError::ContextNotAbsolute { context: context.to_string() });
        };
        let end = rest.find(['?', '#']).unwrap_or(rest.len());
        Ok(Context { scheme: &context[..=scheme.len()], path: &rest[..end] })
    }
}

/// A path as alternating runs of slashes and elements.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Tok<'a> {
    Slashes(usize),
    Elem(&'a str),
}

/// How a document's rule removes an `xxx` before a `..`: given what is
/// kept so far (`out`) and the token after the `..`, it removes `xxx`
/// and its slashes and answers `true`, or answers `false` and the `..`
/// stays.
pub(crate) type DotDotRule = fn(&mut Vec<Tok<'_>>, Option<&mut Tok<'_>>) -> bool;

fn tokens(path: &str) -> Vec<Tok<'_>> {
    let mut toks = Vec::new();
    let mut rest = path;
    while !rest.is_empty() {
        let slashes = rest.len() - rest.trim_start_matches('/').len();
        if slashes > 0 {
            toks.push(Tok::Slashes(slashes));
            rest = &rest[slashes..];
        } else {
            let end = rest.find('/').unwrap_or(rest.len());
            toks.push(Tok::Elem(&rest[..end]));
            rest = &rest[end..];
        }
    }
    toks
}

fn push_slashes(out: &mut Vec<Tok<'_>>, n: usize) {
    if n == 0 {
        return;
    }
    if let Some(Tok::Slashes(k)) = out.last_mut() {
        *k += n;
    } else {
        out.push(Tok::Slashes(n));
    }
}

/// One slash less at the end of `out` (the run dropped when it is empty).
pub(crate) fn drop_last_slash(out: &mut Vec<Tok<'_>>) {
    if let Some(Tok::Slashes(k)) = out.last_mut() {
        *k -= 1;
        if *k == 0 {
            out.pop();
        }
    }
}

/// Removes the dot segments of a path, "recursively" (until none is left),
/// in one pass left to right: `out` plus the tokens not yet read is always
/// the current string, and a removal only ever makes new matches at the end
/// of `out`, where the next token is read. A `.` after a slash goes with
/// that slash (`/.`, as both RFC 1630 and the drafts have it); a `..` goes
/// as `rule` says.
pub(crate) fn remove_dots(path: &str, rule: DotDotRule) -> String {
    let mut toks = tokens(path);
    let mut out: Vec<Tok<'_>> = Vec::with_capacity(toks.len());
    for i in 0..toks.len() {
        let tok = toks[i];
        match tok {
            Tok::Slashes(n) => push_slashes(&mut out, n),
            // `/.`: a `.` after a slash; it ends at a slash or at the end.
            Tok::Elem(".") if matches!(out.last(), Some(Tok::Slashes(_))) => drop_last_slash(&mut out),
            Tok::Elem("..") if rule(&mut out, toks.get_mut(i + 1)) => {}
            Tok::Elem(e) => out.push(Tok::Elem(e)),
        }
    }
    let mut s = String::with_capacity(path.len());
    for t in out {
        match t {
            Tok::Slashes(n) => s.push_str(&"/".repeat(n)),
            Tok::Elem(e) => s.push_str(e),
        }
    }
    s
}

/// The context's path without its last part (anything after the rightmost
/// slash), the partial in its place, and the dot segments of the path of
/// the result removed by `rule`; its search and fragment kept as written
/// (the elements are "complete path elements").
pub(crate) fn replace_last_part(directory: &str, partial: &str, rule: DotDotRule) -> String {
    let joined = format!("{directory}{partial}");
    let end = joined.find(['?', '#']).unwrap_or(joined.len());
    format!("{}{}", remove_dots(&joined[..end], rule), &joined[end..])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A rule that removes nothing: only `/.` goes.
    fn keep(_: &mut Vec<Tok<'_>>, _: Option<&mut Tok<'_>>) -> bool {
        false
    }

    #[test]
    fn single_dots_go_with_their_slash() {
        assert_eq!(remove_dots("/a/./b/./", keep), "/a/b/");
        assert_eq!(remove_dots("/a/b/.", keep), "/a/b");
        assert_eq!(remove_dots("./a", keep), "./a");
        assert_eq!(remove_dots("/a/../b", keep), "/a/../b");
        assert_eq!(replace_last_part("/a/", "./g?x/./y", keep), "/a/g?x/./y");
    }

    #[test]
    fn a_context_is_cut_at_its_search() {
        let context = Context::of("http://a/b/c/d;p?q/r#s/t", "g").unwrap();
        assert_eq!((context.scheme, context.path), ("http:", "//a/b/c/d;p"));
        assert!(matches!(Context::of("a/b:c", "g"), Err(ResolveError::ContextNotAbsolute { .. })));
        let long = "a".repeat(MAX_INPUT_LEN + 1);
        assert!(matches!(Context::of("http:", &long), Err(ResolveError::TooLong { .. })));
    }
}
