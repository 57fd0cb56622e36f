//! Whether the document's grammar derives a string, recursive rules and
//! all: the import's own CFG reading (a repair's lookahead left out), for
//! the strings of a rule that has no automaton. Each expression is taken
//! to the set of input positions where it can end, each rule's set at each
//! position computed once; so every way through the grammar is followed,
//! as a CFG derives, and none is committed to, as pest commits.
//!
//! A rule reached again at the same position before its set is known is a
//! left recursion, which this reading does not follow: the answer is then
//! unknown, as it is past [`MAX_STEPS`] steps or [`MAX_DEPTH`] nested
//! expressions.

use super::Expr;
use std::collections::{BTreeSet, HashMap};

/// The most expressions one derivation visits.
pub(super) const MAX_STEPS: usize = 200_000;

/// The most expressions nested at once, rule calls and groups alike (the
/// thread's stack is the bound).
pub(super) const MAX_DEPTH: usize = 1024;

/// Positions in the input, as character indices.
type Ends = BTreeSet<usize>;

/// Whether `rules` derive the whole of `text` from rule `entry`: `None` when
/// unknown (a left recursion, or past the bounds).
pub(super) fn derives(rules: &[(String, Expr)], entry: usize, text: &str) -> Option<bool> {
    let mut reading = Reading {
        rules,
        index: rules.iter().enumerate().map(|(i, (name, _))| (name.as_str(), i)).collect(),
        input: text.chars().collect(),
        memo: HashMap::new(),
        steps: 0,
        depth: 0,
        unknown: false,
    };
    let ends = reading.ends(&Expr::Rule(rules.get(entry)?.0.clone()), 0);
    if ends.contains(&reading.input.len()) {
        Some(true)
    } else if reading.unknown {
        None
    } else {
        Some(false)
    }
}

struct Reading<'g> {
    rules: &'g [(String, Expr)],
    index: HashMap<&'g str, usize>,
    input: Vec<char>,
    /// Each rule's ends at each position; `None` while it is being read.
    memo: HashMap<(usize, usize), Option<Ends>>,
    steps: usize,
    depth: usize,
    /// A way was not followed: a `false` is then not known.
    unknown: bool,
}

impl Reading<'_> {
    fn ends(&mut self, expr: &Expr, at: usize) -> Ends {
        self.steps += 1;
        if self.steps > MAX_STEPS || self.depth >= MAX_DEPTH {
            self.unknown = true;
            return Ends::new();
        }
        self.depth += 1;
        let ends = self.ends_within(expr, at);
        self.depth -= 1;
        ends
    }

    fn ends_within(&mut self, expr: &Expr, at: usize) -> Ends {
        match expr {
            Expr::Literal { text, case_insensitive } => {
                let mut end = at;
                for c in text.chars() {
                    match self.input.get(end) {
                        Some(&d) if d == c || (*case_insensitive && d.eq_ignore_ascii_case(&c)) => end += 1,
                        _ => return Ends::new(),
                    }
                }
                Ends::from([end])
            }
            Expr::Range { from, to } => match self.input.get(at) {
                Some(&c) if (*from..=*to).contains(&(c as u32)) => Ends::from([at + 1]),
                _ => Ends::new(),
            },
            Expr::Empty => Ends::from([at]),
            Expr::Prose(_) => Ends::new(),
            Expr::Rule(name) => self.rule(name, at),
            Expr::Seq(items) => {
                let mut here = Ends::from([at]);
                for item in items {
                    here = self.step(item, &here);
                    if here.is_empty() {
                        break;
                    }
                }
                here
            }
            Expr::Alt(items) => items.iter().flat_map(|item| self.ends(item, at)).collect(),
            Expr::Optional(inner) => {
                let mut out = self.ends(inner, at);
                out.insert(at);
                out
            }
            Expr::Guarded { expr, .. } => self.ends(expr, at),
            Expr::Repeat { min, max, element } => {
                let mut here = Ends::from([at]);
                for _ in 0..*min {
                    let next = self.step(element, &here);
                    if next == here || next.is_empty() {
                        // No change, or no way on: the rest of the count changes nothing.
                        here = next;
                        break;
                    }
                    here = next;
                }
                let mut out = here.clone();
                let mut frontier = here;
                let mut more = max.map(|max| max.saturating_sub(*min));
                while !frontier.is_empty() && more != Some(0) {
                    // A position seen after fewer iterations already led everywhere this one can.
                    frontier = self.step(element, &frontier).into_iter().filter(|e| !out.contains(e)).collect();
                    out.extend(&frontier);
                    more = more.map(|m| m - 1);
                }
                out
            }
        }
    }

    /// Where `expr` can end, started at each of `from`.
    fn step(&mut self, expr: &Expr, from: &Ends) -> Ends {
        from.iter().flat_map(|&at| self.ends(expr, at)).collect()
    }

    fn rule(&mut self, name: &str, at: usize) -> Ends {
        let Some(&i) = self.index.get(name) else { return Ends::new() };
        match self.memo.get(&(i, at)) {
            Some(Some(done)) => return done.clone(),
            Some(None) => {
                self.unknown = true;
                return Ends::new();
            }
            None => {}
        }
        self.memo.insert((i, at), None);
        let ends = self.ends(&self.rules[i].1, at);
        self.memo.insert((i, at), Some(ends.clone()));
        ends
    }
}

#[cfg(test)]
mod tests {
    use super::derives;
    use crate::study::import::abnf::parse;

    fn grammar(rules: &[(&str, &str)]) -> Vec<(String, crate::study::import::Expr)> {
        rules.iter().map(|(name, text)| (name.to_string(), parse(text).unwrap().0)).collect()
    }

    #[test]
    fn every_way_is_followed_where_pest_commits() {
        // pest's greedy `1*ALPHA` takes the `a` that `"a"` needs; a CFG does not.
        let rules = grammar(&[("x", "1*ALPHA \"a\""), ("ALPHA", "%x41-5A / %x61-7A")]);
        assert_eq!(derives(&rules, 0, "bba"), Some(true));
        assert_eq!(derives(&rules, 0, "a"), Some(false));
        // Recursion that reads first is followed: nested comments.
        let rules = grammar(&[("c", "\"(\" *(c / \"x\") \")\"")]);
        assert_eq!(derives(&rules, 0, "(x(x())x)"), Some(true));
        assert_eq!(derives(&rules, 0, "(x(x()x)"), Some(false));
        // A left recursion is not followed: unknown.
        let rules = grammar(&[("l", "l \"x\" / \"x\"")]);
        assert_eq!(derives(&rules, 0, "xx"), None);
        // A way cut short (here a left recursion, tried first) leaves a
        // count's minimum whole: `false` is unknown, never `true`.
        let rules = grammar(&[("x", "(l / \"y\") 3\"a\""), ("l", "l \"x\"")]);
        assert_eq!(derives(&rules, 0, "ya"), None);
        assert_eq!(derives(&rules, 0, "yaaa"), Some(true));
        // Counts: at least two, at most three.
        let rules = grammar(&[("n", "2*3\"ab\"")]);
        let answers: Vec<_> = ["ab", "abab", "ababab", "abababab"].iter().map(|s| derives(&rules, 0, s)).collect();
        assert_eq!(answers, [Some(false), Some(true), Some(true), Some(false)]);
    }
}
