//! RFC 1630's operations: its rules for partial forms (p.9-11) and its
//! comparison at the same encoding level (p.8), which the drafts and RFC
//! 1738 take from it (their folders say how).
//!
//! # Partial forms
//!
//! RFC 1630 "Partial (relative) form" (p.9-11, `003` l.448-550) gives the
//! rules as operations on strings; none of its listings has a production
//! for a partial form. So the partial is handled as a string, exactly as
//! the rules do: it is never parsed, and the result is not checked against
//! any listing (the printed examples themselves, such as
//! `magic://a/b/c//d/e/f`, are rejected by both RFC 1630 listings, finding
//! F1 in `grammar/ERRATA.md`). Nor is the context parsed: it is held to the
//! one test the text gives, "the latter must have a colon and that colon
//! must occur before any slash characters" (p.10, `003` l.476-478).
//!
//! In the order the text gives them (p.10, `003` l.478-502):
//!
//! 1. **Absolute or partial.** "A partial form can be distinguished from an
//!    absolute form in that the latter must have a colon and that colon must
//!    occur before any slash characters." An absolute form is returned as it
//!    stands ("If the scheme parts are different, the whole absolute URI must
//!    be given"), see [`is_absolute`].
//! 2. **The slash rule.** "If the partial URI starts with a non-zero number
//!    of consecutive slashes, then everything from the context URI up to (but
//!    not including) the first occurrence of exactly the same number of
//!    consecutive slashes which has no greater number of consecutive slashes
//!    anywhere to the right of it is taken to be the same and so prepended to
//!    the partial URL to form the full URL." Two readings, see below.
//! 3. **Otherwise, the last segment.** "The last part of the path of the
//!    context URI (anything following the rightmost slash) is removed, and
//!    the given partial URI appended in its place, and then:"
//! 4. **Dot segments.** "Within the result, all occurrences of "xxx/../" or
//!    "/." are recursively removed, where xxx, ".." and "." are complete path
//!    elements."
//!
//! The "Note: Trailing slashes" (p.11) needs no code of its own: a context
//! path ending in `/` has a void last segment, and step 3 removes only that.
//!
//! ## The two readings of the slash rule
//!
//! The table of examples (p.11) in the context `magic://a/b/c//d/e/f` (and,
//! "exactly the same", in `magic://a/b/c//d/e/`):
//!
//! | partial | printed | [`SlashReading::Examples`] (default) | [`SlashReading::Literal`] |
//! |---|---|---|---|
//! | `g` | `magic://a/b/c//d/e/g` | `magic://a/b/c//d/e/g` | `magic://a/b/c//d/e/g` |
//! | `/g` | `magic://a/g` | `magic://a/g` | **`magic://a/b/c//d/g`** |
//! | `//g` | `magic://g` | `magic://g` | `magic://g` |
//! | `../g` | `magic://a/b/c//d/g` | `magic://a/b/c//d/g` | `magic://a/b/c//d/g` |
//! | `g:h` | `g:h` | `g:h` | `g:h` |
//!
//! * **Examples** (the default) takes the *first* run of exactly as many
//!   slashes as the partial starts with, and drops the clause "which has no
//!   greater number of consecutive slashes anywhere to the right of it".
//!   It is the only reading found that reproduces every printed example: the
//!   single slashes after `a` and `b` both have the `//` after `c` to their
//!   right, so with the clause kept `/g` could never attach after `a`.
//! * **Literal** keeps the clause: the first run of exactly N slashes with no
//!   longer run anywhere to its right. `/g` then attaches after `d`, the
//!   first single slash with no `//` to its right: `magic://a/b/c//d/g`.
//!   This is Berners-Lee's own reading: in 1997 he wrote that the RFC "has
//!   an error in the examples" (uri list, 1997-01-27), and his column "Tim"
//!   of R. Fielding's 1998 test pages (`../shared/corpora/resolution-rfc1630.tsv`)
//!   follows it: `fred:///s//a/b/c` with `/g` gives `fred:///s//a/g`.
//!
//! Both readings agree on every row of that column (30 rows), which never
//! puts a longer run to the right of the run a partial attaches to.
//!
//! ## Choices where the text is silent
//!
//! * The context's `# fragmentid` and `? search` are dropped first: the
//!   fragment is not part of the URI (`fragmentaddress  uri [ # fragmentid ]`,
//!   p.22), and the rules speak of "the path of the context URI" (`uri
//!   scheme : path [ ? search ]`, p.22). Slashes in a search are not
//!   hierarchical.
//! * When the context has no run of exactly N slashes (`///g` in
//!   `magic://a/b`), the prefix is the scheme and its colon alone: the rule
//!   says the scheme is the part that is always the same.
//! * Dot segments are removed only in step 4, after step 3, as the text
//!   orders them ("Otherwise: ... and then: Within the result ..."): a
//!   partial that starts with a slash keeps its dots (`/./g` gives
//!   `http://a/./g`, as RFC 1808 and RFC 2396 also have it). They are
//!   removed only in the path of the result, not in the partial's search or
//!   fragment ("complete path elements").
//! * "Complete path element" is read as in Berners-Lee's column: an `xxx`
//!   that follows a run of two or more slashes heads a level of the
//!   hierarchy (as the host does after `//`) and is not removed by `..`, so
//!   `fred:///s//a/b/c` with `../../g` gives `fred:///s//a/../g`. An `xxx`
//!   that is `..` is never removed, nor an empty one. `xxx/../` needs its
//!   final slash: a trailing `..` stays (`http://a/b/c/..`), while a trailing
//!   `/.` goes (`http://a/b/c/.` becomes `http://a/b/c`).
//! * The whole string after the scheme's colon is the path (the generic
//!   syntax has no host), so step 3 in a context with no slash after its
//!   host replaces the host: `http://a` with `g` gives `http://g`.
//!
//! # Comparison
//!
//! Two URIs are compared at the same encoding level, component by
//! component (RFC 1630 p.8-9; the module
//! [`equivalence::rfc1630`](crate::revisions::equivalence::rfc1630) does
//! it, under the grammar that parses them), and the normal form is the URI
//! at the minimal encoding level
//! ([`EncodingLevel::MINIMAL`](crate::revisions::encoding::EncodingLevel::MINIMAL)).

use crate::grammar::Grammar;
use crate::revisions::encoding::{self, EncodingError, EncodingLevel};
use crate::revisions::equivalence::rfc1630::{equivalent_with, Comparison};
use crate::revisions::equivalence::{CompareError, Equivalence, Normalized, Rung};
use crate::revisions::operations::{ComparisonRules, Operations};
use crate::revisions::resolution::partial_forms::{
    is_absolute, replace_last_part, Context, ResolveError, ResolveOptions, SlashReading, Tok,
};
use crate::revisions::resolution::{ParsedFirst, Resolver};

/// RFC 1630's operations: its partial-form rules, nothing parsed first,
/// and its comparison at the same encoding level under its own grammar.
pub(crate) static OPERATIONS: Operations = Operations {
    resolution: Resolver::PartialForms(partial_form),
    parsed_first: ParsedFirst::Nothing,
    parses_reference_itself: false,
    comparison: ComparisonRules::EncodingLevel {
        compare: |a, b| compare_at_encoding_level(Grammar::Rfc1630, a, b),
        normalize: normal_form,
    },
    iris_map_to: None,
    finding_witnesses: &[],
};

const ABSOLUTE: &str =
    "RFC 1630 p.10 (003 l.476-478, 486-487): a colon before any slash: an absolute form, given whole";
const SLASHES: &str = "RFC 1630 p.10 (003 l.489-494): the partial starts with slashes: the context up to the first run of as many slashes, then the partial";
const SLASHES_LITERAL: &str = "RFC 1630 p.10 (003 l.489-494), read literally: the context up to the first run of as many slashes with no longer run to its right, then the partial";
const LAST_PART: &str = "RFC 1630 p.10 (003 l.496-502): the last part of the context's path replaced by the partial, then `xxx/../` and `/.` removed";

/// RFC 1630's rules for a partial form in a context (p.10), with the
/// branch of the text that applied.
pub(crate) fn partial_form(
    options: ResolveOptions,
    context: &str,
    partial: &str,
) -> Result<(String, &'static str), ResolveError> {
    let context = Context::of(context, partial)?;
    if is_absolute(partial) {
        return Ok((partial.to_string(), ABSOLUTE));
    }
    let slashes = partial.len() - partial.trim_start_matches('/').len();
    if slashes > 0 {
        let cut = slash_run(context.path, slashes, options.slash_reading).unwrap_or(0);
        let step = match options.slash_reading {
            SlashReading::Examples => SLASHES,
            SlashReading::Literal => SLASHES_LITERAL,
        };
        return Ok((format!("{}{}{partial}", context.scheme, &context.path[..cut]), step));
    }
    let directory = context.path.rfind('/').map_or("", |i| &context.path[..=i]);
    Ok((format!("{}{}", context.scheme, replace_last_part(directory, partial, dot_dot)), LAST_PART))
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

/// `xxx/../`: `xxx`, its slash, `..` and one slash after it, where `xxx`
/// is a complete element (not `..`, not empty) that starts the path or
/// follows a single slash.
fn dot_dot(out: &mut Vec<Tok<'_>>, next: Option<&mut Tok<'_>>) -> bool {
    let Some(Tok::Slashes(after)) = next else { return false };
    let complete = match out.as_slice() {
        [.., before, Tok::Elem(x), Tok::Slashes(1)] => *x != ".." && *before == Tok::Slashes(1),
        [Tok::Elem(x), Tok::Slashes(1)] => *x != "..",
        _ => false,
    };
    if complete {
        out.truncate(out.len() - 2);
        *after -= 1;
    }
    complete
}

const SAME: &str = "RFC 1630 p.8 (003 l.395-400): the same string";
const LEVEL: &str = "RFC 1630 p.8 (003 l.395-400): the same text at the same encoding level";
/// RFC 1630's normal form: the encoding level.
const ENCODING_LEVEL: &str =
    "RFC 1630 p.8 (003 l.395-400): the URI at the \"larger set\" encoding level, every escape that need not be there expanded";

/// RFC 1630 p.8 under `grammar` (RFC 1630's, or a draft's, whose escaping
/// is RFC 1630's): the same string, or the same text at the same encoding
/// level, component by component.
///
/// # Errors
/// [`CompareError::Illegal`] when either input is illegal under `grammar`
/// (RFC 1630 p.9, Example 3).
pub(crate) fn compare_at_encoding_level(grammar: Grammar, a: &str, b: &str) -> Result<Equivalence, CompareError> {
    if a == b {
        return Ok(Equivalence::Equivalent { rung: Rung::SimpleString, clause: SAME });
    }
    Ok(match equivalent_with(grammar, a, b)? {
        Comparison::Identical => Equivalence::Equivalent { rung: Rung::PercentEncoding, clause: LEVEL },
        Comparison::Different(difference) => Equivalence::Different { reason: difference.to_string() },
    })
}

/// The normal form of RFC 1630 p.8: the URI at the minimal encoding level.
///
/// # Errors
/// [`EncodingError`] for a `%` that starts no escape (RFC 1630 p.9, Example 3).
pub(crate) fn normal_form(uri: &str) -> Result<Normalized, EncodingError> {
    let text = encoding::normalize(uri, EncodingLevel::MINIMAL)?;
    Ok(Normalized { text, rungs: vec![(Rung::PercentEncoding, ENCODING_LEVEL)], not_applied: Vec::new() })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::revisions::resolution::partial_forms::remove_dots;

    fn literal(context: &str, partial: &str) -> String {
        partial_form(ResolveOptions::literal(true), context, partial).unwrap().0
    }

    fn examples(context: &str, partial: &str) -> String {
        partial_form(ResolveOptions::default(), context, partial).unwrap().0
    }

    #[test]
    fn dots() {
        assert_eq!(remove_dots("/a/b/../c", dot_dot), "/a/c");
        assert_eq!(remove_dots("/a/b/c/../../g", dot_dot), "/a/g");
        assert_eq!(remove_dots("/a/b/..", dot_dot), "/a/b/..");
        assert_eq!(remove_dots("/a/b/.", dot_dot), "/a/b");
        assert_eq!(remove_dots("/a/./b/./", dot_dot), "/a/b/");
        assert_eq!(remove_dots("//s//a/b/../../g", dot_dot), "//s//a/../g");
        assert_eq!(remove_dots("a/../b", dot_dot), "b");
        assert_eq!(remove_dots("/a/b/..//c", dot_dot), "/a//c");
        assert_eq!(remove_dots("/a//./../", dot_dot), "/a//../");
        assert_eq!(remove_dots("/../g", dot_dot), "/../g");
    }

    #[test]
    fn slash_runs() {
        assert_eq!(literal("fred:///s//a/b/c", "///g"), "fred:///g");
        assert_eq!(literal("x://a//b///c//d", "//g"), "x://a//b///c//g");
        assert_eq!(examples("x://a//b///c//d", "//g"), "x://g");
        assert_eq!(examples("magic://a/b", "///g"), "magic:///g");
    }

    #[test]
    fn context_search_and_fragment_dropped() {
        assert_eq!(examples("http://a/b/c/d;p?q/r#s/t", "g"), "http://a/b/c/g");
        assert_eq!(examples("http://a/b/c/d;p?q", "g?y/./x"), "http://a/b/c/g?y/./x");
    }

    #[test]
    fn each_branch_names_its_lines() {
        let step = |options, partial| partial_form(options, "magic://a/b/c//d/e/f", partial).unwrap().1;
        assert_eq!(step(ResolveOptions::default(), "g:h"), ABSOLUTE);
        assert_eq!(step(ResolveOptions::default(), "/g"), SLASHES);
        assert_eq!(step(ResolveOptions::literal(true), "/g"), SLASHES_LITERAL);
        assert_eq!(step(ResolveOptions::literal(true), "../g"), LAST_PART);
    }

    /// Example 1 and Example 2 of p.9, and the same string, each with its clause.
    #[test]
    fn the_encoding_level() {
        let a = "http://info.cern.ch/albert/bertram/marie-claude";
        let same = compare_at_encoding_level(Grammar::Rfc1630, a, "http://info.cern.ch/albert/bertram/marie%2Dclaude");
        assert_eq!(same.unwrap(), Equivalence::Equivalent { rung: Rung::PercentEncoding, clause: LEVEL });
        assert_eq!(compare_at_encoding_level(Grammar::Rfc1630, a, a).unwrap().rung(), Some(Rung::SimpleString));
        let other = compare_at_encoding_level(Grammar::Rfc1630, a, "http://info.cern.ch/albert/bertram%2Fmarie-claude");
        assert!(other.unwrap().to_string().starts_with("different: path segment 2: "));
        assert_eq!(normal_form("http://h/%41%2F%7e").unwrap().text, "http://h/A%2F%7E");
        assert!(normal_form("http://h/%zz").is_err());
    }
}
