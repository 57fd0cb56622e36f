//! Alternatives that pest never tries: one that cannot fail (it matches
//! the empty string, as RFC 3986's `path-abempty` does) wins every time it
//! is tried, so those after it are unreachable under ordered choice. pest's
//! validator refuses such a grammar; the import keeps the document's order
//! (repairing it is not this part's work), writes the alternative behind
//! `(&ANY | !ANY) ~`, which always succeeds without reading, so that pest
//! loads it with the same meaning, and notes it on the rule.

use super::Expr;
use std::collections::{HashMap, HashSet};

/// Whether `expr` matches without failing on every input (it may match
/// nothing). A rule that refers back to itself while being looked at is
/// taken to fail: only a rule that surely cannot fail is reported.
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
    never_fails(expr, rules, &mut HashSet::new())
}

fn never_fails<'a>(expr: &'a Expr, rules: &'a HashMap<&str, Expr>, looking: &mut HashSet<&'a str>) -> bool {
    match expr {
        Expr::Literal { text, .. } => text.is_empty(),
        Expr::Range { .. } | Expr::Prose(_) | Expr::Guarded { .. } => false,
        Expr::Empty | Expr::Optional(_) => true,
        Expr::Repeat { min, element, .. } => *min == 0 || never_fails(element, rules, looking),
        Expr::Seq(items) => items.iter().all(|e| never_fails(e, rules, looking)),
        Expr::Alt(items) => items.iter().any(|e| never_fails(e, rules, looking)),
        Expr::Rule(name) => match rules.get_key_value(name.as_str()) {
            Some((&key, body)) if looking.insert(key) => {
                let result = never_fails(body, rules, looking);
                looking.remove(key);
                result
            }
            _ => false,
        },
    }
}

/// The alternatives of `expr`'s choices (at any depth) that cannot fail
/// and have alternatives after them: what pest never gets past.
///
/// ```
/// use rfc1630::study::import::{abnf, unreachable::shadowing};
/// use std::collections::HashMap;
/// let (expr, _) = abnf::parse("*\"a\" / \"b\"").unwrap();
/// assert_eq!(shadowing(&expr, &HashMap::new()).len(), 1);
/// ```
pub fn shadowing<'a>(expr: &'a Expr, rules: &HashMap<&str, Expr>) -> Vec<&'a Expr> {
    let mut out = Vec::new();
    collect(expr, rules, &mut out);
    out
}

fn collect<'a>(expr: &'a Expr, rules: &HashMap<&str, Expr>, out: &mut Vec<&'a Expr>) {
    match expr {
        Expr::Alt(items) => {
            for (i, item) in items.iter().enumerate() {
                if i + 1 < items.len() && cannot_fail(item, rules) {
                    out.push(item);
                }
                collect(item, rules, out);
            }
        }
        Expr::Seq(items) => items.iter().for_each(|e| collect(e, rules, out)),
        Expr::Repeat { element, .. } | Expr::Optional(element) | Expr::Guarded { expr: element, .. } => {
            collect(element, rules, out);
        }
        Expr::Literal { .. } | Expr::Range { .. } | Expr::Rule(_) | Expr::Empty | Expr::Prose(_) => {}
    }
}
