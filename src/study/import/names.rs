//! The names of an imported grammar: rules named but not defined, defined
//! but not used, and defined twice, each with its lines. RFC 3986 defines
//! each rule in its body and again in Appendix A: a second definition that
//! reads the same as the first is merged with a note, a differing one is
//! reported and left out (the first one stands).
//!
//! Names are compared case-insensitively, as RFC 5234 §2.1 says of ABNF
//! (RFC 2732 defines `ipv6reference` and names it `IPv6reference`). A pest
//! rule name is case-sensitive, so each reference is written as its
//! definition spells the name, with a note ([`respell`]).

use super::expr::Expr;
use super::rule::Rule;
use std::collections::HashMap;

/// A name and the lines it appears on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Named {
    /// The name as printed (a `<prose-val>` with its brackets).
    pub name: String,
    /// The lines, in order.
    pub lines: Vec<usize>,
}

/// A rule defined a second time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Twice {
    /// The name.
    pub name: String,
    /// The first definition's lines.
    pub first: Vec<usize>,
    /// The second definition's lines.
    pub again: Vec<usize>,
    /// The two read the same: merged. Otherwise the second is left out.
    pub identical: bool,
}

/// What the names report holds.
///
/// ```
/// use rfc1630::study::import::{import, Options};
/// let text = "   a = b c\n   b = \"x\"\n   b = \"x\"\n   d = \"y\"\n";
/// let imported = import("mine.txt", text.as_bytes(), &Options::default()).unwrap();
/// let names = &imported.names;
/// assert_eq!(names.undefined[0].name, "c");
/// assert_eq!(names.unused[0].name, "d");
/// assert!(names.twice[0].identical);
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Names {
    /// Named but defined nowhere in the range (nor a core rule): each is
    /// written as a rule that matches nothing, so the grammar still loads.
    pub undefined: Vec<Named>,
    /// Defined but named by no other rule (the entry excepted).
    pub unused: Vec<Named>,
    /// Defined more than once in the importing document.
    pub twice: Vec<Twice>,
    /// Defined in a document after one that defines it too: left out.
    pub shadowed: Vec<Shadowed>,
}

/// Writes every reference to a rule as the rule's definition spells its
/// name, with a note on the rule that names it otherwise.
///
/// ```
/// use rfc1630::study::import::{import, Options};
/// let imported = import("t.txt", b"   host = \"[\" V6ref \"]\"\n   v6ref = \"::\"\n", &Options::default()).unwrap();
/// assert!(imported.grammar().contains("host = { \"[\" ~ v6ref ~ \"]\" }"));
/// assert!(imported.rules[0].notes[0].starts_with("`V6ref` names `v6ref`"));
/// ```
pub fn respell(rules: &mut [Rule]) {
    let spelled: HashMap<String, String> =
        rules.iter().map(|r| (r.name.to_ascii_lowercase(), r.name.clone())).collect();
    // A name that is a rule as spelled stays: two documents' `Host` and
    // `host` are two rules ([`super::with`]).
    let exact: std::collections::HashSet<String> = rules.iter().map(|r| r.name.clone()).collect();
    for rule in rules {
        let mut respelled = Vec::new();
        respell_expr(&mut rule.expr, &spelled, &exact, &mut respelled);
        for (was, now) in respelled {
            let note = format!("`{was}` names `{now}`: rule names are case-insensitive (RFC 5234 §2.1).");
            if !rule.notes.contains(&note) {
                rule.notes.push(note);
            }
        }
    }
}

fn respell_expr(
    expr: &mut Expr,
    spelled: &HashMap<String, String>,
    exact: &std::collections::HashSet<String>,
    out: &mut Vec<(String, String)>,
) {
    match expr {
        Expr::Rule(name) => {
            if exact.contains(name.as_str()) {
                return;
            }
            if let Some(defined) = spelled.get(&name.to_ascii_lowercase()).filter(|d| *d != name) {
                out.push((std::mem::replace(name, defined.clone()), defined.clone()));
            }
        }
        Expr::Seq(items) | Expr::Alt(items) => items.iter_mut().for_each(|e| respell_expr(e, spelled, exact, out)),
        Expr::Repeat { element, .. } | Expr::Optional(element) | Expr::Guarded { expr: element, .. } => {
            respell_expr(element, spelled, exact, out);
        }
        Expr::Literal { .. } | Expr::Range { .. } | Expr::Empty | Expr::Prose(_) => {}
    }
}

/// A definition left out because a document before it defines the name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shadowed {
    /// The name as the kept definition spells it.
    pub name: String,
    /// The file of the kept definition.
    pub kept: String,
    /// Its lines.
    pub kept_lines: Vec<usize>,
    /// The file of the definition left out.
    pub shadowed: String,
    /// Its lines.
    pub shadowed_lines: Vec<usize>,
}

/// The names pest gives a meaning of its own; a rule of the document so
/// named gets a `_` after it.
const PEST_NAMES: [&str; 12] =
    ["ANY", "SOI", "EOI", "PUSH", "POP", "POP_ALL", "PEEK", "PEEK_ALL", "DROP", "NEWLINE", "WHITESPACE", "COMMENT"];

/// `name` as a pest rule name: `-` written `_`, any other character a pest
/// name cannot have dropped (RFC 1738's `gopher+_string` is `gopher_string`),
/// as the hand-made grammars write them.
pub(super) fn pest_name(name: &str) -> String {
    let mut out: String = name
        .chars()
        .filter_map(|c| match c {
            '-' => Some('_'),
            c if c.is_ascii_alphanumeric() || c == '_' => Some(c),
            _ => None,
        })
        .collect();
    if !out.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
        out.insert(0, '_');
    }
    if PEST_NAMES.contains(&out.as_str()) || out.starts_with("ASCII") {
        out.push('_');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_become_pest_names() {
        assert_eq!(pest_name("relative-ref"), "relative_ref");
        assert_eq!(pest_name("gopher+_string"), "gopher_string");
        assert_eq!(pest_name("ANY"), "ANY_");
        assert_eq!(pest_name("1a"), "_1a");
    }
}
