//! Near-miss mutations: small edits of a derived string, most of which
//! leave the language and some of which stay in it. They probe the places a
//! PEG commits early: a separator more or less, a character that ends a run
//! one step too soon or too late, a scheme in the wrong case.

use super::{rfc1630_generic, rfc1630_url, rfc1808, url4, url7, url_03};
use proptest::prelude::*;
use proptest::sample::{select, Index};

/// Characters inserted or substituted: separators, the characters that end
/// runs, the ones an escape or a quoted-string starts with, and space.
pub const INTERESTING: &[char] = &['/', '@', ':', '%', '.', '+', '#', '?', ';', '=', ' ', '*', '"'];

/// Separators that get duplicated or dropped.
pub const SEPARATORS: &[char] = &['/', ':', '@', '.', '?', '#', ';', '=', '+', '%'];

/// Scheme names swapped in: the URL listing's, the historical `afs`, the
/// prefix, and two the URL listing does not know.
pub const SCHEMES: &[&str] = &[
    "http", "ftp", "news", "nntp", "prospero", "telnet", "gopher", "wais", "mailto", "mid", "cid", "afs", "url",
    "file", "magic",
];

/// One edit of a string.
#[derive(Debug, Clone)]
pub enum Mutation {
    /// Insert a character before the indexed position (or at the end).
    Insert(Index, char),
    /// Delete the indexed character.
    Delete(Index),
    /// Replace the indexed character.
    Replace(Index, char),
    /// Duplicate the indexed separator (of those in the string).
    DuplicateSeparator(Index),
    /// Drop the indexed separator (of those in the string).
    DropSeparator(Index),
    /// Uppercase the scheme (everything before the first `:`), or one
    /// indexed character of it.
    UppercaseScheme(Option<Index>),
    /// Replace the scheme (after any `url:` prefix) by another name.
    SwapScheme(&'static str),
    /// Cut the string at the indexed position.
    Truncate(Index),
}

/// A character to insert or substitute: an interesting one (or one of the
/// listings' `reserved`), one the drafts treat apart (url7's `extra`, with
/// `:` `;` space; url4's `xalpha` singles, with a bare `%` and `^`), an
/// uppercase letter, a digit, a character no listing allows in a URI
/// (`national`, `punctuation`), or any byte (as the character U+0000-U+00FF).
pub fn character() -> impl Strategy<Value = char> {
    let letters: Vec<char> = ('A'..='Z').collect();
    let digits: Vec<char> = ('0'..='9').collect();
    let interesting: Vec<char> =
        [INTERESTING, rfc1630_url::RESERVED, rfc1630_generic::RESERVED, url_03::RESERVED].concat();
    let drafts: Vec<char> = [url7::EXTRA, url4::XALPHA_SINGLES].concat();
    let forbidden: Vec<char> = [
        rfc1630_url::NATIONAL,
        rfc1630_url::PUNCTUATION,
        rfc1630_generic::NATIONAL,
        rfc1630_generic::PUNCTUATION,
        url_03::NATIONAL,
        url_03::PUNCTUATION,
        url7::NATIONAL,
        url7::PUNCTUATION,
        // RFC 1808's lists hold `~` and `` ` ``, and `[` `]`, which RFC 2732 makes `reserved`.
        rfc1808::NATIONAL,
        rfc1808::PUNCTUATION,
    ]
    .concat();
    prop_oneof![
        6 => select(interesting),
        1 => select(drafts),
        1 => select(letters),
        1 => select(digits),
        1 => select(forbidden),
        1 => any::<u8>().prop_map(char::from),
    ]
}

/// One mutation.
pub fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        3 => (any::<Index>(), character()).prop_map(|(i, c)| Mutation::Insert(i, c)),
        2 => any::<Index>().prop_map(Mutation::Delete),
        3 => (any::<Index>(), character()).prop_map(|(i, c)| Mutation::Replace(i, c)),
        2 => any::<Index>().prop_map(Mutation::DuplicateSeparator),
        2 => any::<Index>().prop_map(Mutation::DropSeparator),
        1 => proptest::option::of(any::<Index>()).prop_map(Mutation::UppercaseScheme),
        1 => select(SCHEMES).prop_map(Mutation::SwapScheme),
        1 => any::<Index>().prop_map(Mutation::Truncate),
    ]
}

/// One to three mutations, applied in order.
pub fn mutations() -> impl Strategy<Value = Vec<Mutation>> {
    proptest::collection::vec(mutation(), 1..=3)
}

/// The string after the mutations.
pub fn apply_all(s: &str, mutations: &[Mutation]) -> String {
    mutations.iter().fold(s.to_string(), |s, m| apply(&s, m))
}

/// The string after one mutation (unchanged where it has nothing to act on).
pub fn apply(s: &str, mutation: &Mutation) -> String {
    let mut chars: Vec<char> = s.chars().collect();
    let separators: Vec<usize> = (0..chars.len()).filter(|&i| SEPARATORS.contains(&chars[i])).collect();
    let scheme_end = chars.iter().position(|&c| c == ':');
    match mutation {
        Mutation::Insert(i, c) => chars.insert(i.index(chars.len() + 1), *c),
        Mutation::Delete(i) if !chars.is_empty() => {
            chars.remove(i.index(chars.len()));
        }
        Mutation::Replace(i, c) if !chars.is_empty() => {
            let i = i.index(chars.len());
            chars[i] = *c;
        }
        Mutation::DuplicateSeparator(i) if !separators.is_empty() => {
            let at = separators[i.index(separators.len())];
            chars.insert(at, chars[at]);
        }
        Mutation::DropSeparator(i) if !separators.is_empty() => {
            chars.remove(separators[i.index(separators.len())]);
        }
        Mutation::UppercaseScheme(which) => {
            if let Some(end) = scheme_end.filter(|&e| e > 0) {
                match which {
                    None => chars[..end].iter_mut().for_each(|c| *c = c.to_ascii_uppercase()),
                    Some(i) => {
                        let i = i.index(end);
                        chars[i] = chars[i].to_ascii_uppercase();
                    }
                }
            }
        }
        Mutation::SwapScheme(name) => {
            let start = if s.starts_with("url:") { 4 } else { 0 };
            if let Some(end) = chars[start..].iter().position(|&c| c == ':') {
                chars.splice(start..start + end, name.chars());
            }
        }
        Mutation::Truncate(i) => chars.truncate(i.index(chars.len() + 1)),
        Mutation::Delete(_) | Mutation::Replace(..) | Mutation::DuplicateSeparator(_) | Mutation::DropSeparator(_) => {}
    }
    chars.into_iter().collect()
}
