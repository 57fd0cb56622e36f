//! A pest rule (`pest_meta::ast::Expr`) drawn as a railroad diagram.
//!
//! Sequence, choice, optional and repetition become the `railroad` crate's
//! containers; strings, character ranges and pest's builtins (`ASCII_DIGIT`,
//! `ANY`, ...) become terminals; a rule of the same listing becomes a
//! non-terminal linked to its own diagram. Lookaheads (`&`, `!`, P6-P12) are
//! drawn as labelled boxes: they match no characters but steer PEG.

use pest_meta::ast::Expr;
use railroad::{
    Choice, Comment, Diagram, Empty, LabeledBox, Link, Node, NonTerminal, Optional, Repeat, Sequence, SimpleEnd,
    SimpleStart, Terminal,
};
use std::collections::{HashMap, HashSet};

/// What a diagram needs to know beyond the expression: where its
/// non-terminals link, and which leaves a lineage step changed.
pub(crate) struct Drawing<'a> {
    /// The `id` prefix of the listing's diagrams (`url7` for `#url7-path`).
    pub anchor: &'a str,
    /// The rules that have a diagram under `anchor`, each with its name as
    /// its document prints it, which the diagram writes.
    pub rules: &'a HashMap<String, String>,
    /// Leaves (pest text: `"+"`, `'a'..'z'`, `path`) to mark as changed.
    pub marked: &'a HashSet<String>,
}

/// The `id` of a rule's diagram: `listing-rule`.
pub(crate) fn anchor_id(anchor: &str, rule: &str) -> String {
    format!("{anchor}-{rule}")
}

/// The SVG of one rule: start, the expression, end.
pub(crate) fn diagram(expr: &Expr, drawing: &Drawing<'_>) -> String {
    let root: Vec<Box<dyn Node>> = vec![Box::new(SimpleStart), node(expr, drawing), Box::new(SimpleEnd)];
    let mut diagram = Diagram::new(Sequence::new(root));
    // Its natural width: without one, a small diagram is stretched to the page's width.
    let width = diagram.width();
    diagram.attr("width".into()).or_insert_with(|| width.to_string());
    diagram.to_string()
}

/// The pest text of a leaf, as `diff` writes the alternatives and characters it reports.
fn leaf_text(expr: &Expr) -> Option<String> {
    match expr {
        Expr::Str(s) => Some(format!("{s:?}")),
        Expr::Insens(s) => Some(format!("^{s:?}")),
        Expr::Range(a, b) => Some(format!("'{a}'..'{b}'")),
        Expr::Ident(name) => Some(name.clone()),
        _ => None,
    }
}

fn node(expr: &Expr, drawing: &Drawing<'_>) -> Box<dyn Node> {
    match expr {
        Expr::Str(_) | Expr::Insens(_) | Expr::Range(..) => {
            let text = leaf_text(expr).unwrap_or_default();
            let mut terminal = Terminal::new(text.clone());
            if is_marked(expr, &text, drawing) {
                terminal.attr("data-changed".into()).or_insert_with(|| "true".into());
            }
            Box::new(terminal)
        }
        Expr::Ident(name) => ident(name, drawing),
        Expr::Seq(..) => {
            let mut parts = Vec::new();
            flatten(expr, &mut parts, |e| matches!(e, Expr::Seq(..)));
            Box::new(Sequence::new(parts.into_iter().map(|e| node(e, drawing)).collect()))
        }
        Expr::Choice(..) => {
            let mut parts = Vec::new();
            flatten(expr, &mut parts, |e| matches!(e, Expr::Choice(..)));
            Box::new(Choice::new(parts.into_iter().map(|e| node(e, drawing)).collect()))
        }
        Expr::Opt(inner) => Box::new(Optional::new(node(inner, drawing))),
        Expr::Rep(inner) => Box::new(Optional::new(Repeat::new(node(inner, drawing), Empty))),
        Expr::RepOnce(inner) => Box::new(Repeat::new(node(inner, drawing), Empty)),
        Expr::RepExact(inner, n) => counted(inner, format!("{n} times"), drawing),
        Expr::RepMin(inner, n) => counted(inner, format!("{n} or more"), drawing),
        Expr::RepMax(inner, n) => counted(inner, format!("at most {n}"), drawing),
        Expr::RepMinMax(inner, min, max) => counted(inner, format!("{min} to {max}"), drawing),
        Expr::PosPred(inner) => lookahead(inner, "followed by (&)", drawing),
        Expr::NegPred(inner) => lookahead(inner, "not followed by (!)", drawing),
        Expr::Push(inner) => node(inner, drawing),
        // PEEK slices, SKIP and the like: none occur in the listings; a
        // user's grammar gets them as a note, not a picture.
        other => Box::new(Comment::new(format!("{other:?}"))),
    }
}

/// A leaf is marked when its pest text is, or (a single character) when
/// the characters of a range include, one of the marked texts.
fn is_marked(expr: &Expr, text: &str, drawing: &Drawing<'_>) -> bool {
    if drawing.marked.contains(text) {
        return true;
    }
    let Expr::Range(from, to) = expr else { return false };
    let (Some(from), Some(to)) = (from.chars().next(), to.chars().next()) else { return false };
    drawing.marked.iter().any(|m| {
        let mut chars = m.trim_matches('"').chars();
        matches!((chars.next(), chars.next()), (Some(c), None) if (from..=to).contains(&c))
    })
}

fn ident(name: &str, drawing: &Drawing<'_>) -> Box<dyn Node> {
    let marked = drawing.marked.contains(name);
    if let Some(spelled) = drawing.rules.get(name) {
        let mut rule = NonTerminal::new(spelled.clone());
        if marked {
            rule.attr("data-changed".into()).or_insert_with(|| "true".into());
        }
        let mut link = Link::new(rule, format!("#{}", anchor_id(drawing.anchor, name)));
        link.set_target(None);
        Box::new(link)
    } else {
        // A pest builtin (`ASCII_DIGIT`, `ANY`, `SOI`): a class of characters, drawn as a terminal.
        let mut terminal = Terminal::new(name.to_string());
        if marked {
            terminal.attr("data-changed".into()).or_insert_with(|| "true".into());
        }
        Box::new(terminal)
    }
}

fn counted(inner: &Expr, label: String, drawing: &Drawing<'_>) -> Box<dyn Node> {
    Box::new(Repeat::new(node(inner, drawing), Comment::new(label)))
}

fn lookahead(inner: &Expr, label: &str, drawing: &Drawing<'_>) -> Box<dyn Node> {
    Box::new(LabeledBox::new(node(inner, drawing), Comment::new(label.to_string())))
}

/// The operands of a left- or right-nested chain of one operator, in order.
fn flatten<'e>(expr: &'e Expr, out: &mut Vec<&'e Expr>, same: fn(&Expr) -> bool) {
    match expr {
        Expr::Seq(a, b) | Expr::Choice(a, b) if same(expr) => {
            flatten(a, out, same);
            flatten(b, out, same);
        }
        other => out.push(other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules(text: &str) -> Vec<pest_meta::ast::Rule> {
        let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text).unwrap();
        pest_meta::parser::consume_rules(pairs).unwrap()
    }

    #[test]
    fn a_rule_of_the_listing_links_and_a_builtin_does_not() {
        let ast = rules("a = { b_c ~ (\"<&>\" | ASCII_DIGIT)* }\nb_c = { 'a'..'z'+ }");
        // `b_c` as its document prints it: the label, while the link keeps the rule's name.
        let names = HashMap::from([("a".to_string(), "a".to_string()), ("b_c".to_string(), "b-c".to_string())]);
        let marked = HashSet::from(["\"<&>\"".to_string()]);
        let svg = diagram(&ast[0].expr, &Drawing { anchor: "g", rules: &names, marked: &marked });
        assert!(svg.contains("xlink:href=\"#g-b_c\""), "{svg}");
        assert!(svg.contains("b-c</text>") && !svg.contains("b_c</text>"), "{svg}");
        assert!(!svg.contains("#g-ASCII_DIGIT"));
        // The label is escaped by the railroad crate, and marked as changed.
        assert!(svg.contains("&lt;&amp;&gt;"), "{svg}");
        assert!(svg.contains("data-changed"), "{svg}");
    }

    #[test]
    fn a_range_is_marked_when_it_holds_a_marked_character() {
        let ast = rules("d = { '0'..'9' }");
        let marked = HashSet::from(["5".to_string()]);
        let svg = diagram(&ast[0].expr, &Drawing { anchor: "g", rules: &HashMap::new(), marked: &marked });
        assert!(svg.contains("data-changed"));
        let none = HashSet::from(["x".to_string()]);
        let svg = diagram(&ast[0].expr, &Drawing { anchor: "g", rules: &HashMap::new(), marked: &none });
        assert!(!svg.contains("data-changed"));
    }
}
