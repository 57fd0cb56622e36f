//! The language of an imported grammar's entry as its document means it:
//! the ABNF (or RFC 822 BNF) read as a context-free grammar, where an
//! alternation is a union and a repetition may give back what it took, not
//! as pest's ordered choice.
//!
//! An imported `.pest` file writes the document's rules verbatim, plus
//! three kinds of lookahead that are PEG mechanics and no part of the
//! document (`src/study/import/emit.rs`): each PEG repair's end lookahead
//! `(e ~ &(...))`, the `(&ANY | !ANY) ~` written before an alternative that
//! cannot fail (for pest's validator), and `(!ANY ~ ANY)`, which matches
//! nothing, for an undefined name or a prose placeholder. Here every
//! lookahead is dropped, as `import --cfg` leaves the repairs out, and an
//! `(!ANY ~ ANY)` is the empty language: an alternative holding it is left
//! out, a sequence holding it matches nothing. Alternatives reordered by a
//! repair are the same union. What remains is compiled by the diagnosis's
//! regular compiler (`src/diagnose/regular.rs`) into a dense DFA; an entry
//! that calls itself (RFC 5322's nested comments) has no such form.

use super::automaton::Automaton;
use super::expected::{byte_ranges, char_run};
use crate::diagnose::regular::Compiler;
use pest_meta::ast::Expr;
use std::collections::{HashMap, HashSet};

/// The DFA of an imported entry's document language, with the exact
/// diagnosis of an input it rejects.
#[derive(Debug, Clone)]
pub(crate) struct DocumentLanguage {
    automaton: Automaton,
}

/// Why an input is not in a [`DocumentLanguage`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct DocumentRejection {
    /// The end of the longest prefix some string of the language extends,
    /// at a character boundary.
    pub(crate) offset: usize,
    /// What continues that prefix there: bytes and runs of ASCII (`"-"`,
    /// `"a".."z"`), characters beyond ASCII by code point, `end of input`.
    pub(crate) expected: Vec<String>,
}

impl DocumentLanguage {
    /// The language of `entry` in `rules` (pest rules as an imported file
    /// writes them), or `None` when it has no regular form or its DFA
    /// outgrows the comparison's budget.
    pub(crate) fn of(rules: &HashMap<String, Expr>, entry: &str) -> Option<DocumentLanguage> {
        let cfg = document_rules(rules);
        // Every rule's lookaheads are PEG mechanics: the compiler drops them.
        let mechanics: HashSet<String> = cfg.keys().cloned().collect();
        let mut compiler = Compiler::new(&cfg, mechanics);
        let pattern = compiler.regex(&Expr::Ident(entry.to_string()), entry)?;
        let automaton = Automaton::of_patterns(&[format!("{pattern}$")])?;
        Some(DocumentLanguage { automaton })
    }

    /// `None` when `input` is in the language, else where and why not.
    pub(crate) fn rejection(&self, input: &str) -> Option<DocumentRejection> {
        let automaton = &self.automaton;
        let (offset, state) = automaton.viable_chars(input.as_bytes());
        let accepting = automaton.accepts[state as usize];
        if offset == input.len() && accepting {
            return None;
        }
        let continuations = automaton.continuations(state);
        // Beyond ASCII the language continues with characters, not lead bytes.
        let ascii: [bool; 256] = std::array::from_fn(|b| b < 0x80 && continuations[b]);
        let mut expected = byte_ranges(&ascii, false);
        expected.extend(automaton.char_continuations(state).into_iter().map(char_run));
        if accepting {
            expected.push(super::expected::END_OF_INPUT.to_string());
        }
        Some(DocumentRejection { offset, expected })
    }
}

/// The rules of an imported file as its document's grammar: each rule's
/// body without its parts that match nothing, and no rule whose body is
/// nothing. Lookaheads are kept: each reader drops them (the regular
/// compiler here, the Earley recognizer of `super::earley`).
pub(crate) fn document_rules(rules: &HashMap<String, Expr>) -> HashMap<String, Expr> {
    let void = void_rules(rules);
    rules.iter().filter_map(|(name, expr)| Some((name.clone(), document_meaning(expr, &void)?))).collect()
}

/// Whether `expr` is the `(!ANY ~ ANY)` an import writes for what matches nothing.
fn is_nothing(expr: &Expr) -> bool {
    let any = |e: &Expr| matches!(e, Expr::Ident(name) if name == "ANY");
    matches!(expr, Expr::Seq(a, b) if matches!(&**a, Expr::NegPred(x) if any(x)) && any(b))
}

/// The rules whose language is empty: a least fixed point, each round
/// adding the rules whose body is empty given the rules found so far.
fn void_rules(rules: &HashMap<String, Expr>) -> HashSet<String> {
    let mut void = HashSet::new();
    loop {
        let found: Vec<String> = rules
            .iter()
            .filter(|(name, expr)| !void.contains(*name) && document_meaning(expr, &void).is_none())
            .map(|(name, _)| name.clone())
            .collect();
        if found.is_empty() {
            return void;
        }
        void.extend(found);
    }
}

/// `expr` without its parts that match nothing, or `None` when it matches
/// nothing itself (`void` names the rules that match nothing). Lookaheads
/// are kept here and dropped by the compiler.
fn document_meaning(expr: &Expr, void: &HashSet<String>) -> Option<Expr> {
    let empty = || Expr::Str(String::new());
    let boxed = |e: Expr| Box::new(e);
    Some(match expr {
        _ if is_nothing(expr) => return None,
        Expr::Ident(name) if void.contains(name) => return None,
        Expr::Seq(a, b) => Expr::Seq(boxed(document_meaning(a, void)?), boxed(document_meaning(b, void)?)),
        Expr::Choice(a, b) => match (document_meaning(a, void), document_meaning(b, void)) {
            (Some(a), Some(b)) => Expr::Choice(boxed(a), boxed(b)),
            (Some(one), None) | (None, Some(one)) => one,
            (None, None) => return None,
        },
        Expr::Opt(e) => document_meaning(e, void).map_or_else(empty, |e| Expr::Opt(boxed(e))),
        Expr::Rep(e) => document_meaning(e, void).map_or_else(empty, |e| Expr::Rep(boxed(e))),
        Expr::RepMax(e, max) => document_meaning(e, void).map_or_else(empty, |e| Expr::RepMax(boxed(e), *max)),
        Expr::RepMinMax(e, 0, max) => {
            document_meaning(e, void).map_or_else(empty, |e| Expr::RepMinMax(boxed(e), 0, *max))
        }
        Expr::RepMin(e, 0) => document_meaning(e, void).map_or_else(empty, |e| Expr::RepMin(boxed(e), 0)),
        Expr::RepExact(_, 0) => empty(),
        Expr::RepOnce(e) => Expr::RepOnce(boxed(document_meaning(e, void)?)),
        Expr::RepExact(e, n) => Expr::RepExact(boxed(document_meaning(e, void)?), *n),
        Expr::RepMin(e, n) => Expr::RepMin(boxed(document_meaning(e, void)?), *n),
        Expr::RepMinMax(e, min, max) => Expr::RepMinMax(boxed(document_meaning(e, void)?), *min, *max),
        other => other.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn language(text: &str, entry: &str) -> Option<DocumentLanguage> {
        let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text).unwrap();
        let rules = pest_meta::parser::consume_rules(pairs).unwrap().into_iter().map(|r| (r.name, r.expr)).collect();
        DocumentLanguage::of(&rules, entry)
    }

    #[test]
    fn ordered_choice_and_lookaheads_are_read_as_the_document_means_them() {
        // pest takes `x` and never gives it back for `xy`; the document's union does.
        let union = language("a = { (\"x\" | \"xy\") ~ (\"z\" ~ &(\"q\" | EOI))? }", "a").unwrap();
        assert_eq!(union.rejection("xy"), None);
        assert_eq!(union.rejection("xyz"), None);
        let no = union.rejection("xq").unwrap();
        assert_eq!(no.offset, 1);
        assert_eq!(no.expected, ["\"y\"..\"z\"", "end of input"]);
    }

    #[test]
    fn what_matches_nothing_is_left_out_of_a_union_and_voids_a_sequence() {
        let text =
            "a = { b | \"y\" }\nb = { \"x\" ~ c }\nc = { (!ANY ~ ANY) }\nd = { ((&ANY | !ANY) ~ \"p\")? ~ \"q\" }";
        let a = language(text, "a").unwrap();
        assert_eq!(a.rejection("y"), None);
        assert_eq!(a.rejection("x").unwrap().offset, 0);
        assert!(language(text, "c").is_none());
        assert_eq!(language(text, "d").unwrap().rejection("pq"), None);
    }

    #[test]
    fn a_rule_that_calls_itself_has_no_automaton() {
        assert!(language("a = { \"(\" ~ a? ~ \")\" }", "a").is_none());
    }
}
