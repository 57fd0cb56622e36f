//! RFC 1630's rules for partial forms (p.9-11) and the drafts' (url4,
//! url7 p.10-11), which differ from them in the slash rule and the
//! removal of `..`: operations on strings, as the [module
//! documentation](mod@crate::revisions::resolution) describes them with their examples.

use crate::ast::split_scheme;
use crate::diagnose::error::MAX_INPUT_LEN;
use crate::grammar::Grammar;

/// Which reading of RFC 1630's slash rule (p.10) to follow; see the
/// [module documentation](mod@crate::revisions::resolution) for both, with the examples.
///
/// ```
/// use rfc1630::revisions::resolution::{resolve_with, ResolveOptions, SlashReading};
/// use rfc1630::Grammar;
/// let literal = ResolveOptions { slash_reading: SlashReading::Literal };
/// let ctx = "magic://a/b/c//d/e/f";
/// assert_eq!(rfc1630::revisions::resolution::resolve(ctx, "/g").unwrap(), "magic://a/g");
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

/// Options of [`resolve_with`].
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
/// use rfc1630::revisions::resolution::ResolveError;
/// let err = rfc1630::revisions::resolution::resolve("/a/b:c", "g").unwrap_err();
/// assert_eq!(err, ResolveError::ContextNotAbsolute { context: "/a/b:c".into() });
/// assert!(err.to_string().contains("RFC 1630 p.10"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ResolveError {
    /// The grammar's document has no partial forms: url-03 p.2, "Fragment
    /// identifiers and partial URLs are not involved in the basic URL
    /// definition."
    #[error("{grammar}: partial forms are outside this document (url-03 p.2: \"Fragment identifiers and partial URLs are not involved in the basic URL definition\")")]
    NoPartialForms {
        /// The grammar that was asked for.
        grammar: Grammar,
    },
    /// The grammar's document resolves with an algorithm of its own (RFC
    /// 1738 with RFC 1630's through its revision, RFC 1808 §4, RFC 2396
    /// §5.2, RFC 3986 §5.2), not with the partial-form rules of RFC 1630
    /// and the drafts: [`crate::resolve()`] runs it.
    #[error("{grammar}: RFC 1630's and the drafts' partial-form rules are not this document's; its own algorithm is `rfc1630::resolve(Grammar::{grammar:?}, base, reference)`")]
    OwnAlgorithm {
        /// The grammar that was asked for.
        grammar: Grammar,
    },
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

/// The set of rules a grammar's document gives for partial forms.
///
/// ```
/// use rfc1630::revisions::resolution::PartialFormRules;
/// use rfc1630::Grammar;
/// assert_eq!(PartialFormRules::for_grammar(Grammar::Rfc1630Url).unwrap(), PartialFormRules::Rfc1630);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PartialFormRules {
    /// RFC 1630 p.10-11: the slash-run rule, then `xxx/../` and `/.`.
    Rfc1630,
    /// url4 "Partial form", url7 p.10-11: scheme, then host and port, then
    /// an absolute or a relative path; then `/xxx/..` and `/.`.
    Drafts,
}

impl PartialFormRules {
    /// The rules of the document a grammar transcribes.
    ///
    /// # Errors
    /// [`ResolveError::NoPartialForms`] for url-03, which leaves partial
    /// forms out (url-03 p.2); [`ResolveError::OwnAlgorithm`] for RFC 1738
    /// and after, whose documents resolve with their own algorithm.
    ///
    /// ```
    /// use rfc1630::revisions::resolution::{PartialFormRules, ResolveError};
    /// use rfc1630::Grammar;
    /// assert_eq!(PartialFormRules::for_grammar(Grammar::Rfc1630Generic).unwrap(), PartialFormRules::Rfc1630);
    /// assert_eq!(PartialFormRules::for_grammar(Grammar::Url7).unwrap(), PartialFormRules::Drafts);
    /// assert_eq!(PartialFormRules::for_grammar(Grammar::Url4).unwrap(), PartialFormRules::Drafts);
    /// let err = PartialFormRules::for_grammar(Grammar::Url03).unwrap_err();
    /// assert_eq!(err, ResolveError::NoPartialForms { grammar: Grammar::Url03 });
    /// let err = PartialFormRules::for_grammar(Grammar::Rfc3986).unwrap_err();
    /// assert_eq!(err, ResolveError::OwnAlgorithm { grammar: Grammar::Rfc3986 });
    /// assert!(err.to_string().starts_with("rfc3986: RFC 1630's and the drafts' partial-form rules are not"));
    /// ```
    pub fn for_grammar(grammar: Grammar) -> Result<PartialFormRules, ResolveError> {
        // A `+prose` grammar takes its document's partial-form rules.
        match grammar.base() {
            Grammar::Rfc1630 | Grammar::Rfc1630Url | Grammar::Rfc1630Generic => Ok(PartialFormRules::Rfc1630),
            Grammar::Url7 | Grammar::Url4 => Ok(PartialFormRules::Drafts),
            Grammar::Url03 => Err(ResolveError::NoPartialForms { grammar }),
            _ => Err(ResolveError::OwnAlgorithm { grammar }),
        }
    }

    /// Resolves `partial` in `context` with these rules.
    ///
    /// # Errors
    /// [`ResolveError::ContextNotAbsolute`] when the context is not an
    /// absolute form (RFC 1630 p.10, url7 p.10); [`ResolveError::TooLong`].
    ///
    /// ```
    /// use rfc1630::revisions::resolution::{PartialFormRules, ResolveOptions};
    /// let drafts = PartialFormRules::Drafts;
    /// let ctx = "magic://a/b/c//d/e/f";
    /// assert_eq!(drafts.resolve(ResolveOptions::default(), ctx, "/g").unwrap(), "magic://a/g");
    /// assert_eq!(drafts.resolve(ResolveOptions::default(), ctx, "../g").unwrap(), "magic://a/b/c//d/g");
    /// assert_eq!(drafts.resolve(ResolveOptions::default(), "http://a/b/c", "..").unwrap(), "http://a");
    /// ```
    pub fn resolve(self, options: ResolveOptions, context: &str, partial: &str) -> Result<String, ResolveError> {
        for input in [context, partial] {
            if input.len() > MAX_INPUT_LEN {
                return Err(ResolveError::TooLong { len: input.len(), cap: MAX_INPUT_LEN });
            }
        }
        let Some(cut_context) = Context::new(context) else {
            return Err(ResolveError::ContextNotAbsolute { context: context.to_string() });
        };
        if is_absolute(partial) {
            return Ok(partial.to_string());
        }
        Ok(match self {
            PartialFormRules::Rfc1630 => rfc1630(options.slash_reading, cut_context, partial),
            PartialFormRules::Drafts => drafts(cut_context, partial),
        })
    }
}

/// Resolves a partial form in a context, with RFC 1630's rules and the
/// default reading of the slash rule (p.10-11).
///
/// The partial is taken as a string, never parsed: no listing has a
/// production for partial forms. See the [module documentation](mod@crate::revisions::resolution).
///
/// # Errors
/// [`ResolveError::ContextNotAbsolute`] when the context has no colon, or
/// a slash before its first colon (RFC 1630 p.10); [`ResolveError::TooLong`].
///
/// ```
/// let ctx = "magic://a/b/c//d/e/f";
/// assert_eq!(rfc1630::revisions::resolution::resolve(ctx, "g").unwrap(), "magic://a/b/c//d/e/g");
/// assert_eq!(rfc1630::revisions::resolution::resolve(ctx, "/g").unwrap(), "magic://a/g");
/// assert_eq!(rfc1630::revisions::resolution::resolve(ctx, "//g").unwrap(), "magic://g");
/// assert_eq!(rfc1630::revisions::resolution::resolve(ctx, "../g").unwrap(), "magic://a/b/c//d/g");
/// assert_eq!(rfc1630::revisions::resolution::resolve(ctx, "g:h").unwrap(), "g:h");
/// assert!(rfc1630::revisions::resolution::resolve("a/b:c", "g").is_err());
/// ```
pub fn resolve(context: &str, partial: &str) -> Result<String, ResolveError> {
    PartialFormRules::Rfc1630.resolve(ResolveOptions::default(), context, partial)
}

/// Resolves a partial form with the partial-form rules of `grammar`'s
/// document: RFC 1630's, or the drafts' (url4, url7). The later documents'
/// algorithms are [`crate::resolve()`]'s.
///
/// # Errors
/// [`ResolveError::NoPartialForms`] for a grammar whose document has no
/// partial forms (url-03 p.2); [`ResolveError::OwnAlgorithm`] for RFC 1738
/// and after; otherwise as [`resolve`].
///
/// ```
/// use rfc1630::revisions::resolution::{resolve_with, ResolveOptions};
/// use rfc1630::Grammar;
/// let r = resolve_with(Grammar::Rfc1630Generic, ResolveOptions::literal(true), "fred:///s//a/b/c", "//g");
/// assert_eq!(r.unwrap(), "fred:///s//g");
/// ```
pub fn resolve_with(
    grammar: Grammar,
    options: ResolveOptions,
    context: &str,
    partial: &str,
) -> Result<String, ResolveError> {
    PartialFormRules::for_grammar(grammar)?.resolve(options, context, partial)
}

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
struct Context<'a> {
    /// `scheme:`, with the colon.
    scheme: &'a str,
    /// The rest, up to (not including) the first `?` or `#`.
    path: &'a str,
}

impl<'a> Context<'a> {
    /// Cuts an absolute form; `None` for a partial one.
    fn new(context: &'a str) -> Option<Context<'a>> {
        let (scheme, rest) = split_scheme(context)?;
        let end = rest.find(['?', '#']).unwrap_or(rest.len());
        Some(Context { scheme: &context[..=scheme.len()], path: &rest[..end] })
    }
}

/// RFC 1630 p.10: the slash rule, or the last segment and the dot segments.
fn rfc1630(reading: SlashReading, context: Context<'_>, partial: &str) -> String {
    let slashes = partial.len() - partial.trim_start_matches('/').len();
    if slashes > 0 {
        let cut = slash_run(context.path, slashes, reading).unwrap_or(0);
        return format!("{}{}{partial}", context.scheme, &context.path[..cut]);
    }
    let dir = context.path.rfind('/').map_or("", |i| &context.path[..=i]);
    let joined = format!("{dir}{partial}");
    let end = joined.find(['?', '#']).unwrap_or(joined.len());
    let path = remove_dots(&joined[..end], Dots::Rfc1630);
    format!("{}{path}{}", context.scheme, &joined[end..])
}

/// The byte offset in `path` of the run of exactly `n` slashes the slash
/// rule attaches to, if there is one.
fn slash_run(path: &str, n: usize, reading: SlashReading) -> Option<usize> {
    // Every maximal run of slashes, as (offset, length).
    let mut runs: Vec<(usize, usize)> = Vec::new();
    let bytes = path.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'/' {
            let start = i;
            while i < bytes.len() && bytes[i] == b'/' {
                i += 1;
            }
            runs.push((start, i - start));
        } else {
            i += 1;
        }
    }
    match reading {
        SlashReading::Examples => runs.iter().find(|&&(_, len)| len == n).map(|&(at, _)| at),
        SlashReading::Literal => {
            // The longest run at or right of each run.
            let mut longest_right = vec![0; runs.len() + 1];
            for k in (0..runs.len()).rev() {
                longest_right[k] = longest_right[k + 1].max(runs[k].1);
            }
            (0..runs.len()).find(|&k| runs[k].1 == n && longest_right[k + 1] <= n).map(|k| runs[k].0)
        }
    }
}

/// The drafts' rules (url7 p.10-11): scheme, host and port, absolute path,
/// relative path.
fn drafts(context: Context<'_>, partial: &str) -> String {
    if partial.starts_with("//") {
        return format!("{}{partial}", context.scheme);
    }
    // The host part: `//` and what follows, up to the next slash.
    let (host, path) = match context.path.strip_prefix("//") {
        Some(rest) => context.path.split_at(2 + rest.find('/').unwrap_or(rest.len())),
        None => ("", context.path),
    };
    if partial.starts_with('/') {
        return format!("{}{host}{partial}", context.scheme);
    }
    let dir = match path.rfind('/') {
        Some(i) => &path[..=i],
        // A host with no path: the path of the result starts after its slash.
        None if !host.is_empty() => "/",
        None => "",
    };
    let joined = format!("{dir}{partial}");
    let end = joined.find(['?', '#']).unwrap_or(joined.len());
    let path = remove_dots(&joined[..end], Dots::Drafts);
    format!("{}{host}{path}{}", context.scheme, &joined[end..])
}

/// Which dot-segment rule to apply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Dots {
    /// RFC 1630: `xxx/../` and `/.`.
    Rfc1630,
    /// url4, url7: `/xxx/..` and `/.`.
    Drafts,
}

/// A path as alternating runs of slashes and elements.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tok<'a> {
    Slashes(usize),
    Elem(&'a str),
}

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

/// Removes the dot segments of a path, "recursively" (until none is left),
/// in one pass left to right: `out` plus the tokens not yet read is always
/// the current string, and a removal only ever makes new matches at the end
/// of `out`, where the next token is read.
fn remove_dots(path: &str, rule: Dots) -> String {
    let mut toks = tokens(path);
    let mut out: Vec<Tok<'_>> = Vec::with_capacity(toks.len());
    for i in 0..toks.len() {
        let followed_by_slash = matches!(toks.get(i + 1), Some(Tok::Slashes(_)));
        match toks[i] {
            Tok::Slashes(n) => push_slashes(&mut out, n),
            // `/.`: a `.` after a slash; it ends at a slash or at the end.
            Tok::Elem(".") if matches!(out.last(), Some(Tok::Slashes(_))) => {
                if let Some(Tok::Slashes(k)) = out.last_mut() {
                    *k -= 1;
                    if *k == 0 {
                        out.pop();
                    }
                }
            }
            Tok::Elem("..") if rule == Dots::Rfc1630 && followed_by_slash && rfc1630_xxx(&out) => {
                // `xxx/../`: `xxx`, its slash, `..` and one slash after it.
                out.truncate(out.len() - 2);
                if let Some(Tok::Slashes(m)) = toks.get_mut(i + 1) {
                    *m -= 1;
                }
            }
            Tok::Elem("..") if rule == Dots::Drafts && drafts_xxx(&out) => {
                // `/xxx/..`: one slash before `xxx`, `xxx`, its slash and `..`.
                out.truncate(out.len() - 2);
                if let Some(Tok::Slashes(k)) = out.last_mut() {
                    *k -= 1;
                    if *k == 0 {
                        out.pop();
                    }
                }
            }
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

/// RFC 1630: `out` ends in `xxx /`, where `xxx` is a complete element (not
/// `..`, not empty) that starts the path or follows a single slash.
fn rfc1630_xxx(out: &[Tok<'_>]) -> bool {
    match out {
        [.., before, Tok::Elem(x), Tok::Slashes(1)] => *x != ".." && *before == Tok::Slashes(1),
        [Tok::Elem(x), Tok::Slashes(1)] => *x != "..",
        _ => false,
    }
}

/// The drafts: `out` ends in `/ xxx /`, `xxx` a complete element, not `..`.
fn drafts_xxx(out: &[Tok<'_>]) -> bool {
    matches!(out, [.., Tok::Slashes(_), Tok::Elem(x), Tok::Slashes(1)] if *x != "..")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lit(ctx: &str, partial: &str) -> String {
        PartialFormRules::Rfc1630.resolve(ResolveOptions::literal(true), ctx, partial).unwrap()
    }

    #[test]
    fn dots() {
        assert_eq!(remove_dots("/a/b/../c", Dots::Rfc1630), "/a/c");
        assert_eq!(remove_dots("/a/b/c/../../g", Dots::Rfc1630), "/a/g");
        assert_eq!(remove_dots("/a/b/..", Dots::Rfc1630), "/a/b/..");
        assert_eq!(remove_dots("/a/b/.", Dots::Rfc1630), "/a/b");
        assert_eq!(remove_dots("/a/./b/./", Dots::Rfc1630), "/a/b/");
        assert_eq!(remove_dots("//s//a/b/../../g", Dots::Rfc1630), "//s//a/../g");
        assert_eq!(remove_dots("a/../b", Dots::Rfc1630), "b");
        assert_eq!(remove_dots("/a/b/..//c", Dots::Rfc1630), "/a//c");
        assert_eq!(remove_dots("/a//./../", Dots::Rfc1630), "/a//../");
        assert_eq!(remove_dots("/../g", Dots::Rfc1630), "/../g");
        assert_eq!(remove_dots("/a/b/..", Dots::Drafts), "/a");
        assert_eq!(remove_dots("/a/b/../c", Dots::Drafts), "/a/c");
        assert_eq!(remove_dots("a/../b", Dots::Drafts), "a/../b");
        assert_eq!(remove_dots("/../g", Dots::Drafts), "/../g");
    }

    #[test]
    fn slash_runs() {
        assert_eq!(lit("fred:///s//a/b/c", "///g"), "fred:///g");
        assert_eq!(lit("x://a//b///c//d", "//g"), "x://a//b///c//g");
        assert_eq!(resolve("x://a//b///c//d", "//g").unwrap(), "x://g");
        assert_eq!(resolve("magic://a/b", "///g").unwrap(), "magic:///g");
    }

    #[test]
    fn context_search_and_fragment_dropped() {
        assert_eq!(resolve("http://a/b/c/d;p?q/r#s/t", "g").unwrap(), "http://a/b/c/g");
        assert_eq!(resolve("http://a/b/c/d;p?q", "g?y/./x").unwrap(), "http://a/b/c/g?y/./x");
    }
}
