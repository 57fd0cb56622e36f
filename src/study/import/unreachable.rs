//! Alternatives that pest never tries: one that cannot fail (it matches
//! the empty string, as RFC 3986's `path-abempty` does) wins every time it
//! is tried, so those after it are unreachable under ordered choice. pest's
//! validator refuses such a grammar; the import keeps the document's order
//! (repairing it is not this part's work), writes the alternative behind
//! `(&ANY | !ANY) ~`, which always succeeds without reading, so that pest
//! loads it with the same meaning, and notes it on the rule.

use super::Expr;
use std::collections::{HashMap, HashSet};

/// The rules of a grammar that cannot fail, decided once for the grammar:
/// a rule is in when its body cannot fail given the rules already in, until
/// none is added (the least fixed point). A rule that cannot fail only by
/// assuming it cannot fail, as `a = a` or `a = "x" a / a`, is taken to fail:
/// only a rule that surely cannot fail is reported.
///
/// ```
/// use rfc1630::study::import::{abnf, unreachable::NeverFailing};
/// use std::collections::HashMap;
/// let rules = HashMap::from([
///     ("segment", abnf::parse("*pchar").unwrap().0),
///     ("loop", abnf::parse("loop").unwrap().0),
/// ]);
/// let never_failing = NeverFailing::of(&rules);
/// assert!(never_failing.cannot_fail(&abnf::parse("segment segment").unwrap().0));
/// assert!(!never_failing.cannot_fail(&abnf::parse("loop").unwrap().0));
/// ```
#[derive(Debug, Clone, Default)]
pub struct NeverFailing {
    rules: HashSet<String>,
}

impl NeverFailing {
    /// Decides every rule of `rules` once: each is looked at again only
    /// when a rule it names is found not to fail, so a grammar whose rules
    /// name each other many times over costs no more than its size times
    /// its names.
    pub fn of(rules: &HashMap<&str, Expr>) -> Self {
        let mut users: HashMap<String, Vec<&str>> = HashMap::new();
        for (&name, body) in rules {
            for used in body.names() {
                users.entry(used).or_default().push(name);
            }
        }
        let mut decided = NeverFailing::default();
        let mut work: Vec<&str> = rules.keys().copied().collect();
        while let Some(name) = work.pop() {
            if !decided.rules.contains(name) && decided.cannot_fail(&rules[name]) {
                decided.rules.insert(name.to_string());
                work.extend(users.get(name).into_iter().flatten());
            }
        }
        decided
    }

    /// Whether `expr` matches without failing on every input (it may match
    /// nothing), given the grammar's rules.
    pub fn cannot_fail(&self, expr: &Expr) -> bool {
        match expr {
            Expr::Literal { text, .. } => text.is_empty(),
            Expr::Range { .. } | Expr::Prose(_) | Expr::Guarded { .. } => false,
            Expr::Empty | Expr::Optional(_) => true,
            Expr::Repeat { min, element, .. } => *min == 0 || self.cannot_fail(element),
            Expr::Seq(items) => items.iter().all(|e| self.cannot_fail(e)),
            Expr::Alt(items) => items.iter().any(|e| self.cannot_fail(e)),
            Expr::Rule(name) => self.rules.contains(name),
        }
    }
}

/// Whether `expr` matches without failing on every input, under `rules`
/// ([`NeverFailing`]; decide the grammar once with it when asking of many
/// expressions).
///
/// ```
/// use rfc1630::study::import::{abnf, unreachable::cannot_fail};
/// use std::collections::HashMap;
/// let rules = HashMap::from([("segment", abnf::parse("*pchar").unwrap().0)]);
/// assert!(cannot_fail(&abnf::parse("*( \"/\" segment )").unwrap().0, &rules));
/// assert!(cannot_fail(&abnf::parse("segment segment").unwrap().0, &rules));
/// assert!(!cannot_fail(&abnf::parse("\"/\" segment").unwrap().0, &rules));
/// ```
pub fn cannot_fail(expr: &Expr, rules: &HashMap<&str, Expr>) -> bool {
    NeverFailing::of(rules).cannot_fail(expr)
}

/// The alternatives of `expr`'s choices (at any depth) that cannot fail
/// and have alternatives after them: what pest never gets past.
///
/// ```
/// use rfc1630::study::import::{abnf, unreachable::{shadowing, NeverFailing}};
/// let (expr, _) = abnf::parse("*\"a\" / \"b\"").unwrap();
/// assert_eq!(shadowing(&expr, &NeverFailing::default()).len(), 1);
/// ```
pub fn shadowing<'a>(expr: &'a Expr, never_failing: &NeverFailing) -> Vec<&'a Expr> {
    let mut out = Vec::new();
    collect(expr, never_failing, &mut out);
    out
}

fn collect<'a>(expr: &'a Expr, never_failing: &NeverFailing, out: &mut Vec<&'a Expr>) {
    match expr {
        Expr::Alt(items) => {
            for (i, item) in items.iter().enumerate() {
                if i + 1 < items.len() && never_failing.cannot_fail(item) {
                    out.push(item);
                }
                collect(item, never_failing, out);
            }
        }
        Expr::Seq(items) => items.iter().for_each(|e| collect(e, never_failing, out)),
        Expr::Repeat { element, .. } | Expr::Optional(element) | Expr::Guarded { expr: element, .. } => {
            collect(element, never_failing, out);
        }
        Expr::Literal { .. } | Expr::Range { .. } | Expr::Rule(_) | Expr::Empty | Expr::Prose(_) => {}
    }
}
