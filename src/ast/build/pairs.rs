//! Small tools for walking pest pairs by rule name, shared by every listing.

use crate::ast::Text;
use crate::grammar::listings::GrammarRule;
use crate::grammar::rule_name::RuleName;
use std::iter::Peekable;

/// A pair of any listing's parser.
pub(crate) type Pair<'i, R> = pest::iterators::Pair<'i, R>;

/// The AST builder met a pair it has no case for: a mismatch between a
/// grammar file and the builder, never a fault of the input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Unexpected {
    pub(crate) found: &'static str,
    pub(crate) inside: &'static str,
}

/// The result of building one node.
pub(crate) type Built<T> = Result<T, Unexpected>;

/// The text of a pair, as written.
pub(crate) fn text<R: GrammarRule>(pair: Pair<'_, R>) -> Text<'_> {
    Text::new(pair.as_str())
}

/// The catch-all arm of every `match` on rule names.
pub(crate) fn unexpected<R: GrammarRule, T>(pair: &Pair<'_, R>, inside: &'static str) -> Built<T> {
    Err(Unexpected { found: pair.as_rule().name(), inside })
}

/// The children of a pair, taken in order by rule kind.
/// Rule names are looked up only for an [`Unexpected`]: a typed parse
/// walks every pair through here.
pub(crate) struct Children<'i, R: GrammarRule> {
    parent: R,
    pairs: Peekable<pest::iterators::Pairs<'i, R>>,
}

impl<'i, R: GrammarRule> Children<'i, R> {
    pub(crate) fn of(pair: Pair<'i, R>) -> Self {
        Children { parent: pair.as_rule(), pairs: pair.into_inner().peekable() }
    }

    /// The next child, if it is a `rule`.
    pub(crate) fn optional(&mut self, rule: RuleName) -> Option<Pair<'i, R>> {
        self.pairs.next_if(|p| p.as_rule().named() == rule)
    }

    /// The next child, which must be a `rule`.
    pub(crate) fn required(&mut self, rule: RuleName) -> Built<Pair<'i, R>> {
        self.optional(rule).ok_or_else(|| Unexpected { found: self.next_name(), inside: self.parent() })
    }

    /// The next child, whatever it is.
    pub(crate) fn any(&mut self) -> Built<Pair<'i, R>> {
        self.pairs.next().ok_or_else(|| Unexpected { found: "nothing", inside: self.parent() })
    }

    /// The parent's rule name, for [`unexpected`].
    pub(crate) fn parent(&self) -> &'static str {
        self.parent.name()
    }

    fn next_name(&mut self) -> &'static str {
        self.pairs.peek().map_or("nothing", |p| p.as_rule().name())
    }
}
