//! url4's operations: the drafts' rules for partial forms, which url7
//! repeats (its folder takes them from here), and RFC 1630's comparison
//! at the same encoding level, whose escaping is the drafts' (url4
//! "Mapping Local Names"; url7 p.11).
//!
//! # Partial forms
//!
//! url4 "Partial form" (`001` l.194-201; url7 p.10-11, `004` l.558-587, has
//! the same words): "If the scheme parts are different, the whole absolute
//! locator must be given. Otherwise, the scheme is omitted, and: If the
//! host and/or port parts are the different, the host, port name and all
//! the rest of the locator must be given. If the access and host parts are
//! the same, then the path may be given in absolute (fully qualified) or
//! relative form. Within the path: If a leading slash is present, the path
//! is absolute. Otherwise, a relative path is interpreted as follows: The
//! last part of the path of the context locator (anything following the
//! rightmost slash) is removed, and the given partial URL appended in its
//! place. Within the result, all occurrences of "/xxx/.." or "/." are
//! recursively removed, where xxx, ".." and "." are complete path
//! elements."
//!
//! They are operations on strings, as RFC 1630's are (whose choices where
//! the text is silent they share: the context's search and fragment
//! dropped, dot segments removed in the path of the result only); they
//! differ from RFC 1630's in the slash rule (a partial that starts with
//! `//` gives the host, one with `/` the path) and in the removal of `..`
//! (`/xxx/..`, which needs no slash after it).

use crate::documents::rfc1630::operations::{compare_at_encoding_level, normal_form};
use crate::grammar::Grammar;
use crate::revisions::operations::{ComparisonRules, Operations};
use crate::revisions::resolution::partial_forms::{
    drop_last_slash, is_absolute, replace_last_part, Context, ResolveError, ResolveOptions, Tok,
};
use crate::revisions::resolution::{ParsedFirst, Resolver};

/// url4's operations: the drafts' partial-form rules, nothing parsed
/// first, and RFC 1630's comparison under url4's grammar.
pub(crate) static OPERATIONS: Operations = Operations {
    resolution: Resolver::PartialForms(partial_form),
    parsed_first: ParsedFirst::Nothing,
    parses_reference_itself: false,
    comparison: ComparisonRules::EncodingLevel {
        compare: |a, b| compare_at_encoding_level(Grammar::Url4, a, b),
        normalize: normal_form,
    },
    iris_map_to: None,
    finding_witnesses: &[],
};

const ABSOLUTE: &str =
    "url7 p.10 (004 l.558-565), url4 (001 l.196): a colon before any slash: a full form, given whole";
const HOST: &str = "url7 p.10 (004 l.567-568), url4 (001 l.197): the host and port given: the scheme, then the partial";
const ABSOLUTE_PATH: &str =
    "url7 p.10 (004 l.574), url4 (001 l.199): a leading slash: the context's scheme and host, then the absolute path";
const RELATIVE_PATH: &str = "url7 p.10-11 (004 l.574-587), url4 (001 l.199-201): the last part of the context's path replaced, then `/xxx/..` and `/.` removed";

/// The drafts' rules for a partial form in a context: scheme, host and
/// port, absolute path, relative path; with the branch of the text that
/// applied. They have no slash-run rule, so `options` is not read.
pub(crate) fn partial_form(
    _options: ResolveOptions,
    context: &str,
    partial: &str,
) -> Result<(String, &'static str), ResolveError> {
    let context = Context::of(context, partial)?;
    if is_absolute(partial) {
        return Ok((partial.to_string(), ABSOLUTE));
    }
    if partial.starts_with("//") {
        return Ok((format!("{}{partial}", context.scheme), HOST));
    }
    // The host part: `//` and what follows, up to the next slash.
    let (host, path) = match context.path.strip_prefix("//") {
        Some(rest) => context.path.split_at(2 + rest.find('/').unwrap_or(rest.len())),
        None => ("", context.path),
    };
    if partial.starts_with('/') {
        return Ok((format!("{}{host}{partial}", context.scheme), ABSOLUTE_PATH));
    }
    let directory = match path.rfind('/') {
        Some(i) => &path[..=i],
        // A host with no path: the path of the result starts after its slash.
        None if !host.is_empty() => "/",
        None => "",
    };
    Ok((format!("{}{host}{}", context.scheme, replace_last_part(directory, partial, dot_dot)), RELATIVE_PATH))
}

/// `/xxx/..`: one slash before `xxx`, `xxx`, its slash and `..`, where
/// `xxx` is a complete element, not `..`.
fn dot_dot(out: &mut Vec<Tok<'_>>, _next: Option<&mut Tok<'_>>) -> bool {
    let complete = matches!(out.as_slice(), [.., Tok::Slashes(_), Tok::Elem(x), Tok::Slashes(1)] if *x != "..");
    if complete {
        out.truncate(out.len() - 2);
        drop_last_slash(out);
    }
    complete
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::revisions::resolution::partial_forms::remove_dots;

    #[test]
    fn dots() {
        assert_eq!(remove_dots("/a/b/..", dot_dot), "/a");
        assert_eq!(remove_dots("/a/b/../c", dot_dot), "/a/c");
        assert_eq!(remove_dots("a/../b", dot_dot), "a/../b");
        assert_eq!(remove_dots("/../g", dot_dot), "/../g");
    }

    #[test]
    fn each_branch_names_its_lines() {
        let at = |partial| partial_form(ResolveOptions::default(), "magic://a/b/c//d/e/f", partial).unwrap();
        assert_eq!(at("g:h"), ("g:h".to_string(), ABSOLUTE));
        assert_eq!(at("//g"), ("magic://g".to_string(), HOST));
        assert_eq!(at("/g"), ("magic://a/g".to_string(), ABSOLUTE_PATH));
        assert_eq!(at("../g"), ("magic://a/b/c//d/g".to_string(), RELATIVE_PATH));
        let at = |context, partial| partial_form(ResolveOptions::default(), context, partial).unwrap().0;
        assert_eq!(at("http://a/b/c", ".."), "http://a");
        assert_eq!(at("http://a", "g"), "http://a/g");
    }
}
