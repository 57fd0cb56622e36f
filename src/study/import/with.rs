//! Rules from other documents (`--with FILE[:A-B[,C-D...]]`): RFC 2732
//! takes `IPv6address` from RFC 2373, RFC 6068 takes `quoted-string` from
//! RFC 5322. Every document's rules are read as the importing document's
//! are, each cited to its own document and lines, and merged into one
//! grammar:
//!
//! * **Precedence.** A name defined in several documents takes the
//!   importing document's definition, else the earliest `--with`'s. Each
//!   definition left out so is reported ([`Shadowed`]), with the lines of
//!   both. Names are compared case-insensitively (RFC 5234 §2.1).
//! * **The entry.** The rule that no other rule names and that reaches the
//!   most of the importing document's rules (ties: the most rules in all,
//!   then the first in order). So a document that changes another's rules,
//!   as RFC 2732 §3 changes RFC 2396's `host`, is entered by the rule of the
//!   other that reaches the changes (RFC 2396's `URI-reference`), and a
//!   document alone by its widest rule (RFC 1738 §5's `url`, not its first,
//!   `genericurl`). The entry is written first, as a user grammar starts
//!   from its first rule.
//! * **Reachability.** A rule of a `--with` document is brought in only
//!   when the entry or a rule of the importing document reaches it: the
//!   rest of a whole RFC given with `--with` stays out (RFC 2373's
//!   `IPv6prefix`, which RFC 2732 never names).

use super::layout::LeftOut;
use super::names::{Shadowed, Twice};
use super::rule::{Origin, Rule};
use crate::grammar::Notation;
use std::collections::{HashMap, HashSet};

/// Another document whose rules the import may take.
///
/// ```
/// use rfc1630::study::import::{import, Options, With};
/// let rfc2373 = With { file: "rfc2373.txt".into(), bytes: b"   IPv6address = 1*4HEXDIG\n".to_vec(), ranges: vec![] };
/// let options = Options { with: vec![rfc2373], ..Options::default() };
/// let imported = import("mine.txt", b"   host = \"[\" IPv6address \"]\"\n", &options).unwrap();
/// let v6 = imported.rules.iter().find(|r| r.name == "IPv6address").unwrap();
/// assert_eq!(v6.citation, "rfc2373.txt, rfc2373.txt l.1: `IPv6address = 1*4HEXDIG`");
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct With {
    /// The file's name, as its citations give it.
    pub file: String,
    /// Its text.
    pub bytes: Vec<u8>,
    /// The line ranges read (from 1, both ends included); the whole file if empty.
    pub ranges: Vec<(usize, usize)>,
}

/// What one `--with` document gave the import.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Supplied {
    /// `RFC 2373`, or the file's name.
    pub document: String,
    /// The file's name as given.
    pub file: String,
    /// The ranges read.
    pub ranges: Vec<(usize, usize)>,
    /// The notation read (always detected).
    pub notation: Notation,
    /// The rules of the ranges.
    pub defined: usize,
    /// The names of the rules brought in, in the document's order.
    pub brought: Vec<String>,
    /// The lines of the ranges in no rule, with their reasons.
    pub left_out: Vec<LeftOut>,
    /// Its own rules defined twice.
    pub twice: Vec<Twice>,
}

/// One document's rules, in precedence order, with its file.
pub(super) struct Source<'a> {
    pub(super) file: &'a str,
    pub(super) rules: Vec<Rule>,
}

/// The merged grammar: its rules (entry first, then the importing
/// document's, then each `--with`'s brought in), the definitions shadowed,
/// and the names brought in from each `--with`.
pub(super) struct Merged {
    pub(super) rules: Vec<Rule>,
    pub(super) shadowed: Vec<Shadowed>,
    pub(super) brought: Vec<Vec<String>>,
}

/// Merges `sources` (the importing document first, then each `--with` in
/// order) as the module documentation says.
pub(super) fn merge(sources: Vec<Source<'_>>) -> Merged {
    // The definition of each name: the first source's that has it.
    let mut chosen: HashMap<String, (usize, usize)> = HashMap::new();
    let mut later: Vec<(String, usize, usize)> = Vec::new();
    for (s, source) in sources.iter().enumerate() {
        for (r, rule) in source.rules.iter().enumerate() {
            let key = rule.name.to_ascii_lowercase();
            match chosen.entry(key) {
                std::collections::hash_map::Entry::Occupied(taken) => later.push((taken.key().clone(), s, r)),
                std::collections::hash_map::Entry::Vacant(free) => {
                    free.insert((s, r));
                }
            }
        }
    }
    let rule_of = |key: &str| chosen.get(key).map(|&(s, r)| &sources[s].rules[r]);
    let uses = |key: &str| -> Vec<String> {
        rule_of(key).map_or_else(Vec::new, |rule| {
            rule.expr.names().iter().map(|n| n.to_ascii_lowercase()).filter(|n| *n != key).collect()
        })
    };
    let reach = |from: &[String]| -> HashSet<String> {
        let mut seen: HashSet<String> = from.iter().cloned().collect();
        let mut next: Vec<String> = from.to_vec();
        while let Some(key) = next.pop() {
            for used in uses(&key) {
                if chosen.contains_key(&used) && seen.insert(used.clone()) {
                    next.push(used);
                }
            }
        }
        seen
    };
    let in_order: Vec<String> =
        sources.iter().flat_map(|s| s.rules.iter().map(|r| r.name.to_ascii_lowercase())).collect();
    let own: HashSet<String> = sources[0].rules.iter().map(|r| r.name.to_ascii_lowercase()).collect();
    let named: HashSet<String> = chosen.keys().flat_map(|k| uses(k)).collect();
    let mut entry: Option<(usize, usize, String)> = None;
    let mut seen_roots = HashSet::new();
    for key in in_order.iter().filter(|k| !named.contains(*k)) {
        if !seen_roots.insert(key.clone()) {
            continue;
        }
        let reached = reach(std::slice::from_ref(key));
        let score = (reached.intersection(&own).count(), reached.len());
        if entry.as_ref().is_none_or(|(mine, all, _)| score > (*mine, *all)) {
            entry = Some((score.0, score.1, key.clone()));
        }
    }
    let entry = entry.map_or_else(|| sources[0].rules[0].name.to_ascii_lowercase(), |(_, _, key)| key);
    let mut roots: Vec<String> = own.iter().cloned().collect();
    roots.push(entry.clone());
    let kept = reach(&roots);
    let shadowed = later
        .iter()
        .filter(|(key, _, _)| kept.contains(key))
        .map(|(key, s, r)| {
            let (ks, kr) = chosen[key];
            let (winner, loser) = (&sources[ks].rules[kr], &sources[*s].rules[*r]);
            Shadowed {
                name: winner.name.clone(),
                kept: sources[ks].file.to_string(),
                kept_lines: winner.lines.clone(),
                shadowed: sources[*s].file.to_string(),
                shadowed_lines: loser.lines.clone(),
            }
        })
        .collect();
    let mut brought = vec![Vec::new(); sources.len().saturating_sub(1)];
    let mut rules: Vec<Rule> = Vec::new();
    let mut first: Option<Rule> = None;
    for (s, source) in sources.into_iter().enumerate() {
        for (r, rule) in source.rules.into_iter().enumerate() {
            let key = rule.name.to_ascii_lowercase();
            if chosen.get(&key) != Some(&(s, r)) || !kept.contains(&key) {
                continue;
            }
            if s > 0 {
                brought[s - 1].push(rule.name.clone());
            }
            if key == entry {
                first = Some(rule);
            } else {
                rules.push(rule);
            }
        }
    }
    rules.splice(0..0, first);
    Merged { rules, shadowed, brought }
}

/// The origin of a rule of source `s` (0: the importing document).
pub(super) fn origin(s: usize) -> Origin {
    if s == 0 {
        Origin::Document
    } else {
        Origin::With(s - 1)
    }
}
