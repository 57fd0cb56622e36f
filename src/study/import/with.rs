//! Rules from other documents (`--with [NAME=]FILE[:A-B[,C-D...]]`): RFC 2732
//! takes `IPv6address` from RFC 2373, RFC 6068 takes `quoted-string` from
//! RFC 5322. Every document's rules are read as the importing document's
//! are, each cited to its own document and lines, and merged into one
//! grammar:
//!
//! * **Names.** Each document's rules refer to its own definitions
//!   (names compared case-insensitively, RFC 5234 §2.1, within a document)
//!   when the importing document cites that document through a prose
//!   placeholder, as RFC 9110 cites RFC 3986: RFC 9110's `Host` header rule
//!   never takes the place of RFC 3986's `host`, nor its `comment` RFC
//!   5322's. A document the importing one names without placeholders is one
//!   it extends or changes (RFC 2732 §3 changes RFC 2396's `host`): there a
//!   name spelled exactly as the importing document, or an earlier
//!   `--with`, spells it takes that definition (RFC 2373's `IPv4address`
//!   over RFC 2396's, as RFC 2732 says in prose), and only a name no
//!   document spells so is looked up case-insensitively, in its own
//!   document first. A definition no rule reaches because another is taken
//!   is reported ([`Shadowed`]), with the lines of both. Two rules kept
//!   that are spelled alike (RFC 9110's `comment` and RFC 5322's) are two
//!   rules: the later document's is written with its document's name after
//!   it (`comment-abnf-rfc5322`), with a note.
//! * **Placeholders.** A `<name, see [X], Section N>` is filled with the
//!   rule `name` of the `--with` document `[X]` names (its `--with NAME=`,
//!   its RFC number, or `rfcN` in its file's name); failing that, of the
//!   only other document that defines `name`, else of the first that does,
//!   with a note on the rule. A rule that is only a placeholder for its own
//!   name (`URI-reference = <URI-reference, see [URI], Section 4.1>`) is
//!   that document's rule; an alias (`uri-host = <host, see [URI], ...>`)
//!   refers to it.
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

use super::expr::Expr;
use super::layout::LeftOut;
use super::names::{pest_name, Shadowed, Twice};
use super::rule::{Origin, Rule};
use crate::grammar::Notation;
use std::collections::{HashMap, HashSet};

/// Another document whose rules the import may take.
///
/// ```
/// use rfc1630::study::import::{import, Options, With};
/// let rfc2373 = With { file: "rfc2373.txt".into(), bytes: b"   IPv6address = 1*4HEXDIG\n".to_vec(), ..With::default() };
/// let options = Options { with: vec![rfc2373], ..Options::default() };
/// let imported = import("mine.txt", b"   host = \"[\" IPv6address \"]\"\n", &options).unwrap();
/// let v6 = imported.rules.iter().find(|r| r.name == "IPv6address").unwrap();
/// assert_eq!(v6.citation, "rfc2373.txt, rfc2373.txt l.1, read as ABNF: `IPv6address = 1*4HEXDIG`");
///
/// // A placeholder filled from the document it names, which keeps its own
/// // `host`: the importing document's `Host` is another rule.
/// use rfc1630::study::import::{Expr, Origin};
/// let uri = With { file: "uri.txt".into(), name: Some("URI".into()), bytes: b"   authority = host \"@\"\n   host = 1*ALPHA\n".to_vec(), ..With::default() };
/// let text = b"   Host = uri-host \":\" authority\n   uri-host = <host, see [URI], Section 3.2.2>\n   authority = <authority, see [URI], Section 3.2>\n";
/// let imported = import("http.txt", text, &Options { with: vec![uri], ..Options::default() }).unwrap();
/// let rule = |name: &str| imported.rules.iter().find(|r| r.name == name).unwrap();
/// assert_eq!((rule("authority").origin, rule("authority").expr.names()), (Origin::With(0), vec!["host".to_string()]));
/// assert_eq!(rule("uri-host").expr, Expr::Rule("host".into()));
/// assert_eq!(rule("Host").origin, Origin::Document);
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct With {
    /// The file's name, as its citations give it.
    pub file: String,
    /// The name `--with NAME=FILE` gives it (`URI`): a placeholder
    /// `<host, see [URI], Section 3.2.2>` is filled from the document it names.
    pub name: Option<String>,
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

/// One document's rules, in precedence order, with its file and the names
/// a placeholder's `[X]` may call it by.
pub(super) struct Source<'a> {
    pub(super) file: &'a str,
    /// The name `--with NAME=FILE` gives it, and its document's (`RFC 3986`).
    pub(super) names: Vec<String>,
    pub(super) rules: Vec<Rule>,
}

impl Source<'_> {
    /// Whether a placeholder's `[tag]` names this document: its `--with`
    /// name or its document's name (`URI`, `RFC 3986` for `[RFC3986]`), or,
    /// for `[RFCn]`, a file whose name holds `rfcn` (`abnf-rfc3986.txt`),
    /// as files that give no RFC number are named.
    fn is_named(&self, tag: &str) -> bool {
        let squeezed = |n: &str| n.replace(' ', "").to_ascii_lowercase();
        let tag = squeezed(tag);
        self.names.iter().any(|n| squeezed(n) == tag)
            || (tag.starts_with("rfc") && self.file.to_ascii_lowercase().contains(&tag))
    }
}

/// A rule: its source, and its place there.
type Id = (usize, usize);

/// The merged grammar: its rules (entry first, then the importing
/// document's, then each `--with`'s brought in), the definitions shadowed,
/// and the names brought in from each `--with`.
pub(super) struct Merged {
    pub(super) rules: Vec<Rule>,
    pub(super) shadowed: Vec<Shadowed>,
    pub(super) brought: Vec<Vec<String>>,
}

/// `<name, see [X], Section N>`: the name and `X`, if the prose reads so.
///
/// ```text
/// <URI-reference, see [URI], Section 4.1>  ->  ("URI-reference", Some("URI"))
/// <c-wsp, see [RFC5234]>                   ->  ("c-wsp", Some("RFC5234"))
/// ```
fn placeholder(prose: &str) -> Option<(&str, Option<&str>)> {
    let (name, rest) = prose.split_once(',')?;
    let name = name.trim();
    let is_name = name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if !is_name || !rest.trim_start().starts_with("see") {
        return None;
    }
    let tag = rest.split_once('[').and_then(|(_, after)| after.split_once(']')).map(|(tag, _)| tag.trim());
    Some((name, tag))
}

/// Merges `sources` (the importing document first, then each `--with` in
/// order) as the module documentation says.
pub(super) fn merge(mut sources: Vec<Source<'_>>) -> Merged {
    let lower = |name: &str| name.to_ascii_lowercase();
    let mut exact: HashMap<String, Id> = HashMap::new();
    let mut any: HashMap<String, Id> = HashMap::new();
    let mut own: Vec<HashMap<String, usize>> = vec![HashMap::new(); sources.len()];
    for (s, source) in sources.iter().enumerate() {
        for (r, rule) in source.rules.iter().enumerate() {
            exact.entry(rule.name.clone()).or_insert((s, r));
            any.entry(lower(&rule.name)).or_insert((s, r));
            own[s].entry(lower(&rule.name)).or_insert(r);
        }
    }
    // Each placeholder filled: from the document it names, else the only
    // other one that defines the name, else the first that does (noted).
    let mut filled: HashMap<(Id, String), Id> = HashMap::new();
    let mut notes: HashMap<Id, Vec<String>> = HashMap::new();
    for (s, source) in sources.iter().enumerate() {
        for (r, rule) in source.rules.iter().enumerate() {
            for prose in rule.expr.names().iter().filter_map(|n| n.strip_prefix('<')?.strip_suffix('>')) {
                let Some((name, tag)) = placeholder(prose) else { continue };
                let defining: Vec<usize> =
                    (0..sources.len()).filter(|&t| t != s && own[t].contains_key(&lower(name))).collect();
                let named = tag.and_then(|tag| defining.iter().copied().find(|&t| sources[t].is_named(tag)));
                let Some(t) = named.or_else(|| defining.first().copied()) else { continue };
                let target = (t, own[t][&lower(name)]);
                let how = match (named, defining.len()) {
                    (Some(_), _) => "the document it names".to_string(),
                    (None, 1) => "the only document given that defines it".to_string(),
                    (None, _) => format!(
                        "the first of the {} documents given that define it, none named {}",
                        defining.len(),
                        tag.map_or_else(|| "in it".to_string(), |tag| format!("[{tag}]"))
                    ),
                };
                let at = &sources[t].rules[target.1];
                notes.entry((s, r)).or_default().push(format!(
                    "`<{prose}>` filled with `{}` of {} l.{}, {how}.",
                    at.name,
                    sources[t].file,
                    at.lines.first().map_or_else(String::new, usize::to_string)
                ));
                filled.insert(((s, r), prose.to_string()), target);
            }
        }
    }
    // A name of source `s`: in a document a placeholder cites (RFC 3986
    // for RFC 9110), its own document's, so that RFC 9110's `Host` or
    // `comment` never captures RFC 3986's `host` or RFC 5322's `comment`;
    // elsewhere, spelled so in a document before (an update, as RFC 2732's
    // `host` is of RFC 2396's, which RFC 2732 names without a placeholder),
    // else its own document's; else the first document's that defines it
    // in any case.
    let cited: HashSet<usize> = filled.values().map(|&(t, _)| t).collect();
    let resolve = |s: usize, name: &str| -> Option<Id> {
        let own_rule = || own[s].get(&lower(name)).map(|&r| (s, r));
        let cited_own = if cited.contains(&s) { own_rule() } else { None };
        cited_own.or_else(|| exact.get(name).copied()).or_else(own_rule).or_else(|| any.get(&lower(name)).copied())
    };
    // A rule that is only a placeholder for the same name is that rule.
    let mut same: HashMap<Id, Id> = HashMap::new();
    for (s, source) in sources.iter().enumerate() {
        for (r, rule) in source.rules.iter().enumerate() {
            if let Expr::Prose(prose) = &rule.expr
                && let Some(&target) = filled.get(&((s, r), prose.clone()))
                && lower(&sources[target.0].rules[target.1].name) == lower(&rule.name)
            {
                same.insert((s, r), target);
            }
        }
    }
    let follow = |mut id: Id| {
        for _ in 0..=same.len() {
            match same.get(&id) {
                Some(&next) => id = next,
                None => break,
            }
        }
        id
    };
    // What each rule refers to: each name and each placeholder filled.
    let mut refers: HashMap<Id, Vec<(String, Id)>> = HashMap::new();
    for (s, source) in sources.iter().enumerate() {
        for (r, rule) in source.rules.iter().enumerate() {
            let mut out = Vec::new();
            for name in rule.expr.names() {
                let target = match name.strip_prefix('<').and_then(|n| n.strip_suffix('>')) {
                    Some(prose) => filled.get(&((s, r), prose.to_string())).copied(),
                    None => resolve(s, &name),
                };
                if let Some(target) = target.map(follow)
                    && target != (s, r)
                {
                    out.push((name, target));
                }
            }
            refers.insert((s, r), out);
        }
    }
    let reach = |from: &[Id]| -> HashSet<Id> {
        let mut seen: HashSet<Id> = from.iter().copied().collect();
        let mut next: Vec<Id> = from.to_vec();
        while let Some(id) = next.pop() {
            for &(_, used) in &refers[&id] {
                if seen.insert(used) {
                    next.push(used);
                }
            }
        }
        seen
    };
    let in_order: Vec<Id> = sources
        .iter()
        .enumerate()
        .flat_map(|(s, source)| (0..source.rules.len()).map(move |r| (s, r)))
        .filter(|id| !same.contains_key(id))
        .collect();
    let mine: HashSet<Id> = in_order.iter().copied().filter(|&(s, _)| s == 0).collect();
    let named: HashSet<Id> = refers.values().flat_map(|used| used.iter().map(|&(_, id)| id)).collect();
    let mut entry: Option<(usize, usize, Id)> = None;
    for &id in in_order.iter().filter(|id| !named.contains(id)) {
        let reached = reach(&[id]);
        let score = (reached.intersection(&mine).count(), reached.len());
        if entry.as_ref().is_none_or(|(m, all, _)| score > (*m, *all)) {
            entry = Some((score.0, score.1, id));
        }
    }
    let entry = entry.map_or_else(|| in_order.first().copied().unwrap_or((0, 0)), |(_, _, id)| id);
    let mut roots: Vec<Id> = mine.iter().copied().collect();
    roots.push(entry);
    let kept = reach(&roots);
    let shadowed = in_order
        .iter()
        .filter(|id| !kept.contains(id))
        .filter_map(|&(s, r)| {
            let loser = &sources[s].rules[r];
            let winner = exact.get(&loser.name).copied().filter(|w| *w != (s, r) && kept.contains(w))?;
            Some((winner, (s, r)))
        })
        .map(|((ks, kr), (s, r))| {
            let (winner, loser) = (&sources[ks].rules[kr], &sources[s].rules[r]);
            Shadowed {
                name: winner.name.clone(),
                kept: sources[ks].file.to_string(),
                kept_lines: winner.lines.clone(),
                shadowed: sources[s].file.to_string(),
                shadowed_lines: loser.lines.clone(),
            }
        })
        .collect();
    // Each name written as the rule it refers to spells it; of two rules
    // spelled alike in two documents (RFC 9110's `comment` and RFC 5322's),
    // the later document's is written with its document's name after it.
    let mut spelled: HashMap<Id, String> = HashMap::new();
    let mut taken: HashSet<String> = HashSet::new();
    for &id in in_order.iter().filter(|id| kept.contains(id)) {
        let (s, r) = id;
        let name = sources[s].rules[r].name.clone();
        if taken.insert(pest_name(&name)) {
            spelled.insert(id, name);
            continue;
        }
        let tag = sources[s].names.first().map_or(sources[s].file, String::as_str);
        let tag = tag.strip_suffix(".txt").unwrap_or(tag).replace(' ', "").to_ascii_lowercase();
        let written = format!("{name}-{tag}");
        taken.insert(pest_name(&written));
        sources[s].rules[r]
            .notes
            .push(format!("Written `{written}`: another document given defines a rule `{name}` of its own."));
        spelled.insert(id, written);
    }
    for &(s, r) in &kept {
        let mut renamed: HashMap<String, String> = HashMap::new();
        let rule = &mut sources[s].rules[r];
        for (name, target) in &refers[&(s, r)] {
            let now = &spelled[target];
            let note = format!("`{name}` names `{now}`: rule names are case-insensitive (RFC 5234 §2.1).");
            if !name.starts_with('<') && name != now && lower(name) == lower(now) && !rule.notes.contains(&note) {
                rule.notes.push(note);
            }
            renamed.insert(name.clone(), now.clone());
        }
        rename(&mut rule.expr, &renamed);
        rule.notes.extend(notes.remove(&(s, r)).unwrap_or_default());
        rule.name.clone_from(&spelled[&(s, r)]);
    }
    let mut brought = vec![Vec::new(); sources.len().saturating_sub(1)];
    let mut rules: Vec<Rule> = Vec::new();
    let mut first: Option<Rule> = None;
    for (s, source) in sources.into_iter().enumerate() {
        for (r, rule) in source.rules.into_iter().enumerate() {
            if !kept.contains(&(s, r)) {
                continue;
            }
            if s > 0 {
                brought[s - 1].push(rule.name.clone());
            }
            if (s, r) == entry {
                first = Some(rule);
            } else {
                rules.push(rule);
            }
        }
    }
    rules.splice(0..0, first);
    Merged { rules, shadowed, brought }
}

/// Writes each name of `renamed` (and each placeholder, `<...>`) in `expr`
/// as the rule it refers to.
fn rename(expr: &mut Expr, renamed: &HashMap<String, String>) {
    match expr {
        Expr::Rule(name) => {
            if let Some(now) = renamed.get(name.as_str()) {
                *name = now.clone();
            }
        }
        Expr::Prose(prose) => {
            if let Some(now) = renamed.get(&format!("<{prose}>")) {
                *expr = Expr::Rule(now.clone());
            }
        }
        Expr::Seq(items) | Expr::Alt(items) => items.iter_mut().for_each(|e| rename(e, renamed)),
        Expr::Repeat { element, .. } | Expr::Optional(element) | Expr::Guarded { expr: element, .. } => {
            rename(element, renamed);
        }
        Expr::Literal { .. } | Expr::Range { .. } | Expr::Empty => {}
    }
}

/// The origin of a rule of source `s` (0: the importing document).
pub(super) fn origin(s: usize) -> Origin {
    if s == 0 {
        Origin::Document
    } else {
        Origin::With(s - 1)
    }
}
