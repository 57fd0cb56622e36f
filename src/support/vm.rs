//! A `pest_vm` machine for a grammar read at run time, without pest_meta's
//! optimizer where the grammar does not need it.
//!
//! pest_meta's `optimize` rewrites each rule (rotation, skips, unrolled
//! counts, joined literals, factored choices, lists) and then, to restore
//! pest's stack on backtracking, wraps each choice, option and repetition
//! whose content may touch the stack. That last pass walks, for every such
//! node, everything the node reaches through other rules, cloning as it
//! goes: on RFC 5322's 143 rules the whole takes about half a second, and
//! an import loads its grammar once for each repair it tries. The other
//! passes only speed up the match; none changes what a rule matches or the
//! pairs it gives. So a grammar that never uses the stack (`PUSH`, `POP`,
//! `PEEK`, `DROP` and their kin), as every grammar the import writes, is
//! turned into the machine's rules directly, with counts written out as
//! pest's own unrolling writes them. A grammar that does use the stack, or
//! holds an expression this conversion does not know, goes through
//! `optimize`.

use pest_meta::ast::{Expr, Rule};
use pest_meta::optimizer::{OptimizedExpr, OptimizedRule};
use pest_vm::Vm;

/// The machine for `rules`, as pest would run them.
pub(crate) fn load(rules: Vec<Rule>) -> Vm {
    let direct: Option<Vec<OptimizedRule>> = rules
        .iter()
        .map(|rule| Some(OptimizedRule { name: rule.name.clone(), ty: rule.ty, expr: convert(&rule.expr)? }))
        .collect();
    Vm::new(direct.unwrap_or_else(|| pest_meta::optimizer::optimize(rules)))
}

/// The names by which a rule reads or changes pest's stack.
const STACK_RULES: [&str; 5] = ["POP", "POP_ALL", "PEEK", "PEEK_ALL", "DROP"];

/// `expr` as the machine runs it, or `None` where it touches the stack or
/// is a form this does not convert.
fn convert(expr: &Expr) -> Option<OptimizedExpr> {
    let boxed = |e: &Expr| convert(e).map(Box::new);
    Some(match expr {
        Expr::Str(text) => OptimizedExpr::Str(text.clone()),
        Expr::Insens(text) => OptimizedExpr::Insens(text.clone()),
        Expr::Range(from, to) => OptimizedExpr::Range(from.clone(), to.clone()),
        Expr::Ident(name) if STACK_RULES.contains(&name.as_str()) => return None,
        Expr::Ident(name) => OptimizedExpr::Ident(name.clone()),
        Expr::PosPred(e) => OptimizedExpr::PosPred(boxed(e)?),
        Expr::NegPred(e) => OptimizedExpr::NegPred(boxed(e)?),
        Expr::Seq(a, b) => OptimizedExpr::Seq(boxed(a)?, boxed(b)?),
        Expr::Choice(a, b) => OptimizedExpr::Choice(boxed(a)?, boxed(b)?),
        Expr::Opt(e) => OptimizedExpr::Opt(boxed(e)?),
        Expr::Rep(e) => OptimizedExpr::Rep(boxed(e)?),
        Expr::Skip(texts) => OptimizedExpr::Skip(texts.clone()),
        // pest's unroller: `e+` is `e ~ e*`; `e{n}` n copies; `e{n,}` n
        // copies and `e*`; `e{,m}` m options; `e{n,m}` n copies and m-n
        // options, each a right-nested sequence.
        Expr::RepOnce(e) => {
            let e = convert(e)?;
            OptimizedExpr::Seq(Box::new(e.clone()), Box::new(OptimizedExpr::Rep(Box::new(e))))
        }
        Expr::RepExact(e, n) => unrolled(convert(e)?, *n, *n, false)?,
        Expr::RepMin(e, n) => unrolled(convert(e)?, *n, *n, true)?,
        Expr::RepMax(e, m) => unrolled(convert(e)?, 0, *m, false)?,
        Expr::RepMinMax(e, n, m) => unrolled(convert(e)?, *n, *m, false)?,
        // `PUSH`, `PEEK[..]`, and what grammar-extras adds.
        _ => return None,
    })
}

/// `min` copies of `e`, then options up to `max` copies in all, then `e*`
/// if `then_any`: `None` for nothing at all (`e{0}`, which pest refuses).
fn unrolled(e: OptimizedExpr, min: u32, max: u32, then_any: bool) -> Option<OptimizedExpr> {
    let mut items: Vec<OptimizedExpr> =
        (0..max).map(|i| if i < min { e.clone() } else { OptimizedExpr::Opt(Box::new(e.clone())) }).collect();
    if then_any {
        items.push(OptimizedExpr::Rep(Box::new(e)));
    }
    items.into_iter().rev().reduce(|rest, item| OptimizedExpr::Seq(Box::new(item), Box::new(rest)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(grammar: &str) -> Vec<Rule> {
        let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, grammar).unwrap();
        pest_meta::parser::consume_rules(pairs).unwrap()
    }

    /// The direct machine and pest's optimized one give the same pairs, or
    /// the same failure, on every input tried.
    #[test]
    fn the_direct_machine_parses_as_the_optimized_one() {
        let grammar = "a = { (b | \"x\" ~ c)+ ~ (!\"z\" ~ ANY)* }\n\
                       b = { ^\"ab\"{2} ~ \"c\"{1,} ~ d{,2} ~ d{1,2} }\n\
                       c = { ('0'..'9')? ~ &\"y\" ~ \"y\" }\n\
                       d = _{ \"d\" }";
        let direct = load(parsed(grammar));
        let optimized = Vm::new(pest_meta::optimizer::optimize(parsed(grammar)));
        let inputs = ["abABc", "abABccdd", "abABcdddd", "x5y", "xyabaBcd", "xy", "qz", "", "abab", "x5yabABcdz1"];
        for input in inputs {
            let show = |vm: &Vm| match vm.parse("a", input) {
                Ok(pairs) => format!("{pairs:?}"),
                Err(error) => format!("{:?}", error.location),
            };
            assert_eq!(show(&direct), show(&optimized), "{input}");
        }
    }

    #[test]
    fn a_grammar_that_uses_the_stack_is_left_to_pest() {
        assert!(convert(&parsed("a = { PUSH(\"x\") ~ POP }")[0].expr).is_none());
        assert!(convert(&parsed("a = { \"x\" ~ DROP }")[0].expr).is_none());
        assert!(convert(&parsed("a = { \"x\"{2} ~ \"y\"* }")[0].expr).is_some());
    }
}
