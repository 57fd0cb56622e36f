//! The derivation tree: the productions that matched, with spans.

use crate::grammar::listings::GrammarRule;
use crate::grammar::{Grammar, Listing};
use crate::recognize::parser::{run, Visit};
use crate::ParseError;
use pest::iterators::Pair;
use std::fmt;

/// One matched production: its rule, its byte span and the text it matched.
/// Character classes are silent and runs atomic (P3), so the leaves are runs
/// such as `xalphas` or `digits`.
///
/// ```
/// let (_, tree) = rfc1630::recognize::derivation(rfc1630::Grammar::Rfc1630Url, "news:a@b").unwrap();
/// assert_eq!((tree.start, tree.end, tree.text), (0, 8, "news:a@b"));
/// let mut stack = vec![&tree];
/// let mut article = None;
/// while let Some(node) = stack.pop() {
///     article = article.or((node.rule == "article").then_some(node));
///     stack.extend(&node.children);
/// }
/// let article = article.unwrap();
/// assert_eq!((article.start, article.end, article.text), (5, 8, "a@b"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Node<'a> {
    /// The rule name as in the `.pest` file (borrowed from a user grammar
    /// read at run time, [`crate::study::workbench::UserGrammar::derivation`]).
    pub rule: &'a str,
    /// Byte offset of the first character.
    pub start: usize,
    /// Byte offset after the last character.
    pub end: usize,
    /// The matched text.
    pub text: &'a str,
    /// The productions inside, in order.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Vec::is_empty"))]
    pub children: Vec<Node<'a>>,
}

/// The derivation of `input` under `grammar`, with the listing that matched.
///
/// # Errors
/// As [`crate::parse_with`].
///
/// ```
/// let (listing, tree) = rfc1630::recognize::derivation(rfc1630::Grammar::Rfc1630, "news:a@b").unwrap();
/// assert_eq!(listing, rfc1630::grammar::Listing::Rfc1630Url);
/// let text = tree.to_string();
/// assert!(text.contains("article [5..8] \"a@b\""), "{text}");
/// ```
pub fn derivation(grammar: Grammar, input: &str) -> Result<(Listing, Node<'_>), ParseError> {
    run(grammar, input, TreeVisitor)
}

struct TreeVisitor;

impl<'i> Visit<'i> for TreeVisitor {
    type Out = (Listing, Node<'i>);
    fn visit<R: GrammarRule>(&self, _: Grammar, listing: Listing, entry: Pair<'i, R>) -> Self::Out {
        (listing, node(entry))
    }
}

/// The node of a pair of pest_vm, whose rules are the names of a grammar read
/// at run time.
#[cfg(feature = "study")]
pub(crate) fn vm_node<'a>(pair: Pair<'a, &'a str>) -> Node<'a> {
    let span = pair.as_span();
    Node {
        rule: pair.as_rule(),
        start: span.start(),
        end: span.end(),
        text: span.as_str(),
        children: pair.into_inner().filter(|p| p.as_rule() != "EOI").map(vm_node).collect(),
    }
}

fn node<R: GrammarRule>(pair: Pair<'_, R>) -> Node<'_> {
    let span = pair.as_span();
    Node {
        rule: pair.as_rule().name(),
        start: span.start(),
        end: span.end(),
        text: span.as_str(),
        children: pair.into_inner().filter(|p| p.as_rule().name() != "EOI").map(node).collect(),
    }
}

impl fmt::Display for Node<'_> {
    /// One line per node, indented two spaces per level: `rule [start..end] "text"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_indented(f, 0)
    }
}

impl Node<'_> {
    fn write_indented(&self, f: &mut fmt::Formatter<'_>, depth: usize) -> fmt::Result {
        writeln!(f, "{:indent$}{} [{}..{}] {:?}", "", self.rule, self.start, self.end, self.text, indent = depth * 2)?;
        self.children.iter().try_for_each(|child| child.write_indented(f, depth + 1))
    }
}
