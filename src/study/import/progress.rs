//! Repetitions whose body can match the empty string, written so that pest
//! takes them, with the same language.
//!
//! pest's validator refuses `x*`, `x+` and `x{n,}` where `x` can match the
//! empty string ("expression inside repetition cannot fail", or "is
//! non-progressing"): pest would repeat it forever. ABNF has no such rule,
//! and RFC 5322 writes `fields = *(trace *optional-field / *(resent-date /
//! ...)) ...` and `obs-body = *((*LF *CR *((%d0 / text) *LF *CR)) / CRLF)`.
//! In a context-free grammar an empty turn adds nothing to a repetition, so
//! `x*`, `x+` and `x{n,}` with `x` nullable all mean `(x')*`, where `x'` is
//! `x` less the empty string. `x'` is built by structure
//! ([`Progress::non_empty`]): a sequence of nullable items becomes the
//! choice of where its first non-empty item is, an option or a `*` its
//! content taken at least once. A nullable rule named there is inlined as
//! its own non-empty form, so its node is not in pest's tree. A rule whose
//! non-empty form needs its own is left-recursive (it is reached with
//! nothing read), which pest refuses anyway: such a repetition is left as
//! printed, and the refusal reported.

use super::Expr;
use std::collections::HashMap;

/// The largest rule, in [`Expr::weight`]'s measure, that inlining may
/// build: past it the repetition is left as printed.
const MAX_WEIGHT: usize = 1024;

/// The most non-empty forms one grammar's rewriting builds: nullable rules
/// that each name the next twice double the work at every level, while the
/// forms they build may stay small (each level's may be empty).
const MAX_FORMS: usize = 100_000;

/// The rules' nullability, and the rewriting it drives.
struct Progress<'g> {
    bodies: HashMap<&'g str, &'g Expr>,
    nullable: HashMap<&'g str, bool>,
    /// The non-empty forms built so far, against [`MAX_FORMS`].
    forms: std::cell::Cell<usize>,
    /// The nullable rules written out in the rule being rewritten, each
    /// once, in order: what its note names.
    inlined: std::cell::RefCell<Vec<String>>,
}

/// Each rule's body with its repetitions of nullable bodies rewritten, and
/// a note for each rule that changed (`a = *( "t" / *"z" )` is written
/// `*( "t" / 1*"z" )`). Rules are `(name, body)` in order.
pub(super) fn rewrite(rules: &[(String, Expr)]) -> Vec<Option<(Expr, String)>> {
    let progress = Progress::of(rules);
    rules
        .iter()
        .map(|(_, body)| {
            let written = progress.rewrite(body);
            let inlined = progress.inlined.take();
            (written != *body && written.weight() <= MAX_WEIGHT).then(|| {
                let mut note = format!(
                    "A repetition's body can match the empty string, which pest refuses: written `{written}`, \
                     the same language (an empty turn adds nothing to a repetition)."
                );
                if !inlined.is_empty() {
                    let names: Vec<String> = inlined.iter().map(|name| format!("`{name}`")).collect();
                    note.push_str(&format!(
                        " {} can match the empty string too, and is written out in its place as its non-empty \
                         form, so pest's tree has no node of it there.",
                        names.join(", ")
                    ));
                }
                (written, note)
            })
        })
        .collect()
}

impl<'g> Progress<'g> {
    fn of(rules: &'g [(String, Expr)]) -> Progress<'g> {
        let bodies: HashMap<&str, &Expr> = rules.iter().map(|(name, body)| (name.as_str(), body)).collect();
        let mut progress = Progress {
            bodies,
            nullable: HashMap::new(),
            forms: std::cell::Cell::new(0),
            inlined: std::cell::RefCell::new(Vec::new()),
        };
        // Each round makes one more rule nullable or stops.
        for _ in 0..=rules.len() {
            let mut changed = false;
            for (name, body) in rules {
                if !progress.is_nullable(name) && progress.nullable_of(body) {
                    progress.nullable.insert(name.as_str(), true);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        progress
    }

    fn is_nullable(&self, name: &str) -> bool {
        self.nullable.get(name).copied().unwrap_or(false)
    }

    fn nullable_of(&self, expr: &Expr) -> bool {
        expr.nullable(&|name| self.is_nullable(name))
    }

    /// `expr` with each unbounded repetition of a nullable body written as
    /// a repetition of that body's non-empty form, inner ones first.
    fn rewrite(&self, expr: &Expr) -> Expr {
        match expr {
            Expr::Seq(items) => Expr::Seq(items.iter().map(|e| self.rewrite(e)).collect()),
            Expr::Alt(items) => Expr::Alt(items.iter().map(|e| self.rewrite(e)).collect()),
            Expr::Optional(inner) => Expr::Optional(Box::new(self.rewrite(inner))),
            Expr::Guarded { expr, next, end } => {
                Expr::Guarded { expr: Box::new(self.rewrite(expr)), next: next.clone(), end: *end }
            }
            Expr::Repeat { min, max, element } => {
                let element = self.rewrite(element);
                if max.is_none() && self.nullable_of(&element) {
                    // The rules an attempt that writes nothing of them wrote out are not named.
                    let named = self.inlined.borrow().len();
                    match self.non_empty(&element, &mut Vec::new()) {
                        Ok(Some(once)) => Expr::Repeat { min: 0, max: None, element: Box::new(once) },
                        // Only the empty string: so is the repetition.
                        Ok(None) => {
                            self.inlined.borrow_mut().truncate(named);
                            Expr::Empty
                        }
                        Err(NotWritten) => {
                            self.inlined.borrow_mut().truncate(named);
                            Expr::Repeat { min: *min, max: *max, element: Box::new(element) }
                        }
                    }
                } else {
                    Expr::Repeat { min: *min, max: *max, element: Box::new(element) }
                }
            }
            Expr::Literal { .. } | Expr::Range { .. } | Expr::Rule(_) | Expr::Empty | Expr::Prose(_) => expr.clone(),
        }
    }

    /// `expr`'s language less the empty string: `None` where that leaves
    /// nothing. `inlining` holds the nullable rules being inlined.
    fn non_empty(&self, expr: &Expr, inlining: &mut Vec<String>) -> Result<Option<Expr>, NotWritten> {
        if !self.nullable_of(expr) {
            return Ok(Some(expr.clone()));
        }
        self.forms.set(self.forms.get() + 1);
        if self.forms.get() > MAX_FORMS {
            return Err(NotWritten);
        }
        Ok(match expr {
            Expr::Literal { .. } | Expr::Empty => None,
            Expr::Range { .. } | Expr::Prose(_) => Some(expr.clone()),
            Expr::Rule(name) => {
                if inlining.contains(name) {
                    return Err(NotWritten);
                }
                let Some(body) = self.bodies.get(name.as_str()) else { return Ok(None) };
                inlining.push(name.clone());
                let inlined = self.non_empty(&self.rewrite(body), inlining)?;
                inlining.pop();
                if inlined.is_some() && !self.inlined.borrow().contains(name) {
                    self.inlined.borrow_mut().push(name.clone());
                }
                if inlined.as_ref().is_some_and(|e| e.weight() > MAX_WEIGHT) {
                    return Err(NotWritten);
                }
                inlined
            }
            // Every item is nullable: the first non-empty one is item `i`,
            // those before it empty, those after it anything.
            Expr::Seq(items) => {
                let mut ways = Vec::new();
                for (i, item) in items.iter().enumerate() {
                    if let Some(first) = self.non_empty(item, inlining)? {
                        ways.push(sequence(std::iter::once(first).chain(items[i + 1..].iter().cloned()).collect()));
                    }
                }
                choice(ways)
            }
            Expr::Alt(items) => {
                let mut ways = Vec::new();
                for item in items {
                    ways.extend(self.non_empty(item, inlining)?);
                }
                choice(ways)
            }
            // `x{n,m}` with `x` or `n = 0` nullable, less the empty string:
            // `x'{1,m}`.
            Expr::Repeat { max: Some(0), .. } => None,
            Expr::Repeat { max, element, .. } => self.non_empty(element, inlining)?.map(|once| Expr::Repeat {
                min: 1,
                max: *max,
                element: Box::new(once),
            }),
            Expr::Optional(inner) => self.non_empty(inner, inlining)?,
            Expr::Guarded { expr, next, end } => self.non_empty(expr, inlining)?.map(|once| Expr::Guarded {
                expr: Box::new(once),
                next: next.clone(),
                end: *end,
            }),
        })
    }
}

/// A non-empty form not written: a nullable rule that its own non-empty
/// form needs (a left recursion), or one past [`MAX_WEIGHT`] or
/// [`MAX_FORMS`]. The repetition is left as printed.
struct NotWritten;

fn sequence(mut items: Vec<Expr>) -> Expr {
    if items.len() == 1 {
        items.remove(0)
    } else {
        Expr::Seq(items)
    }
}

/// The alternatives `ways`, a nested choice's flattened into them.
fn choice(ways: Vec<Expr>) -> Option<Expr> {
    let mut ways: Vec<Expr> = ways
        .into_iter()
        .flat_map(|way| match way {
            Expr::Alt(items) => items,
            other => vec![other],
        })
        .collect();
    match ways.len() {
        0 => None,
        1 => Some(ways.remove(0)),
        _ => Some(Expr::Alt(ways)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::study::import::abnf;

    fn rewritten(rules: &[(&str, &str)]) -> Vec<Option<String>> {
        let rules: Vec<(String, Expr)> =
            rules.iter().map(|(name, text)| (name.to_string(), abnf::parse(text).unwrap().0)).collect();
        rewrite(&rules).into_iter().map(|r| r.map(|(expr, _)| expr.to_string())).collect()
    }

    #[test]
    fn a_nullable_alternative_is_taken_at_least_once() {
        assert_eq!(
            rewritten(&[("a", "*( \"t\" *\"o\" / *( \"r\" / \"s\" ) )")]),
            [Some("*( \"t\" *\"o\" / 1*( \"r\" / \"s\" ) )".to_string())]
        );
    }

    #[test]
    fn a_sequence_of_nullable_items_is_split_where_its_first_non_empty_item_is() {
        assert_eq!(
            rewritten(&[("b", "*( *\"l\" *\"c\" / \"n\" )")]),
            [Some("*( 1*\"l\" *\"c\" / 1*\"c\" / \"n\" )".to_string())]
        );
    }

    /// The note names the rules written out, and only where there are some.
    #[test]
    fn the_note_names_the_rules_written_out() {
        let rules: Vec<(String, Expr)> =
            [("c", "*o \"y\""), ("o", "[ \"x\" ]"), ("d", "*( [ \"x\" ] \"z\" / *\"w\" )")]
                .iter()
                .map(|(name, text)| (name.to_string(), abnf::parse(text).unwrap().0))
                .collect();
        let notes: Vec<Option<String>> = rewrite(&rules).into_iter().map(|r| r.map(|(_, note)| note)).collect();
        assert!(notes[0].as_ref().is_some_and(|n| n.contains(" `o` can match the empty string too")), "{notes:?}");
        assert!(notes[1].is_none());
        assert!(notes[2].as_ref().is_some_and(|n| !n.contains("written out")), "{notes:?}");
    }

    #[test]
    fn a_nullable_rule_is_inlined_and_a_nullable_recursion_is_left() {
        assert_eq!(rewritten(&[("c", "*o"), ("o", "[ \"x\" ]")]), [Some("*\"x\"".to_string()), None]);
        // `e` is `*"x"` by right recursion, whose non-empty form is `"x" e`.
        assert_eq!(rewritten(&[("d", "*e"), ("e", "[ \"x\" e ]")]), [Some("*( \"x\" e )".to_string()), None]);
        // Here `e`'s non-empty form needs `e`'s own: left as printed.
        assert_eq!(rewritten(&[("d", "*e"), ("e", "[ \"x\" ] [ e ]")]), [None, None]);
    }

    /// Forty nullable rules, each naming the next twice, the last only the
    /// empty string: every non-empty form is empty, so none grows, and the
    /// work would double at each level (2^40 forms). It stops at the
    /// limit, the repetition left as printed.
    #[test]
    fn the_rewriting_of_a_grammar_is_bounded() {
        let mut rules: Vec<(String, String)> = vec![("top".into(), "*r0".into())];
        rules.extend((0..40).map(|i| (format!("r{i}"), format!("[ r{} ] [ r{} ]", i + 1, i + 1))));
        rules.push(("r40".into(), "0\"x\"".into()));
        let rules: Vec<(&str, &str)> = rules.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
        let started = std::time::Instant::now();
        assert!(rewritten(&rules).iter().all(Option::is_none));
        assert!(started.elapsed().as_secs() < 10, "{:?}", started.elapsed());
    }

    #[test]
    fn a_repetition_of_the_empty_string_only_is_the_empty_string() {
        assert_eq!(rewritten(&[("f", "*( 0\"x\" )")]), [Some("0<>".to_string())]);
        assert_eq!(rewritten(&[("g", "1*\"x\" *2( [ \"y\" ] )")]), [None]);
    }
}
