//! The expression tree that both notations read into and the emitter
//! writes: one shape for ABNF and RFC 822-style BNF, so that the names
//! report and the `.pest` writer do not care which notation a rule had.

/// One rule's definition, as read from its notation.
///
/// ```
/// use rfc1630::study::import::{abnf, Expr};
/// let (expr, _) = abnf::parse("1*DIGIT").unwrap();
/// assert_eq!(expr, Expr::Repeat { min: 1, max: None, element: Box::new(Expr::Rule("DIGIT".into())) });
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expr {
    /// A quoted string; ABNF's match either case (RFC 2234 §2.3).
    Literal {
        /// The characters between the quotes.
        text: String,
        /// ABNF's quoted strings: letters match in either case.
        case_insensitive: bool,
    },
    /// A range of code points (`%x41-5A`), both ends included.
    Range {
        /// The first code point.
        from: u32,
        /// The last code point.
        to: u32,
    },
    /// A rule named, spelled as the document prints it.
    Rule(String),
    /// Elements one after another.
    Seq(Vec<Expr>),
    /// Alternatives, in the document's order.
    Alt(Vec<Expr>),
    /// `n*m element`; `max` is `None` for no upper bound.
    Repeat {
        /// The fewest repetitions.
        min: u32,
        /// The most repetitions, if bounded.
        max: Option<u32>,
        /// What repeats.
        element: Box<Expr>,
    },
    /// `[ x ]`.
    Optional(Box<Expr>),
    /// The empty string: RFC 3986's `0<pchar>` (zero repetitions of anything).
    Empty,
    /// An ABNF `<prose-val>` other than `0<...>`: a rule with no definition.
    Prose(String),
    /// A PEG repair, never read from a document: `expr`, taken only where
    /// the next character is in `next` (ranges of code points) or, if
    /// `end`, where the input ends. Its language is `expr`'s.
    Guarded {
        /// What matches.
        expr: Box<Expr>,
        /// The characters that may follow it.
        next: Vec<(u32, u32)>,
        /// Whether the end of the input may follow it.
        end: bool,
    },
}

impl Expr {
    /// The rules this expression names, in order, with repeats: what the
    /// names report counts as uses. A `<prose-val>` is listed with its brackets.
    ///
    /// ```
    /// use rfc1630::study::import::{abnf, Expr};
    /// let (expr, _) = abnf::parse("a [ b ] <c d>").unwrap();
    /// assert_eq!(expr.names(), ["a", "b", "<c d>"]);
    /// ```
    pub fn names(&self) -> Vec<String> {
        let mut out = Vec::new();
        self.collect_names(&mut out);
        out
    }

    /// The size of the expression as written: one for each node, and the
    /// length of each name and quoted text. What a definition may grow to
    /// when a notation expands it (RFC 822's `#` lists) is bounded by it.
    pub(crate) fn weight(&self) -> usize {
        match self {
            Expr::Rule(text) | Expr::Prose(text) | Expr::Literal { text, .. } => 1 + text.len(),
            Expr::Seq(items) | Expr::Alt(items) => 1 + items.iter().map(Expr::weight).sum::<usize>(),
            Expr::Repeat { element, .. } | Expr::Optional(element) | Expr::Guarded { expr: element, .. } => {
                1 + element.weight()
            }
            Expr::Range { .. } | Expr::Empty => 1,
        }
    }

    /// The expression as the document's grammar reads it: each PEG repair's
    /// lookahead left out, since a guarded expression's language is its
    /// expression's. Reordered alternatives need nothing: order does not
    /// change a context-free grammar's language.
    pub(crate) fn unguarded(&self) -> Expr {
        let boxed = |e: &Expr| Box::new(e.unguarded());
        match self {
            Expr::Guarded { expr, .. } => expr.unguarded(),
            Expr::Seq(items) => Expr::Seq(items.iter().map(Expr::unguarded).collect()),
            Expr::Alt(items) => Expr::Alt(items.iter().map(Expr::unguarded).collect()),
            Expr::Repeat { min, max, element } => Expr::Repeat { min: *min, max: *max, element: boxed(element) },
            Expr::Optional(element) => Expr::Optional(boxed(element)),
            other => other.clone(),
        }
    }

    /// Whether the expression matches the empty string, given whether each
    /// rule it names does (`nullable_rule`): what a fixpoint over the rules
    /// computes ([`super::hazard`], [`super::progress`]). A prose value
    /// matches nothing.
    pub(crate) fn nullable(&self, nullable_rule: &dyn Fn(&str) -> bool) -> bool {
        match self {
            Expr::Literal { text, .. } => text.is_empty(),
            Expr::Range { .. } | Expr::Prose(_) => false,
            Expr::Rule(name) => nullable_rule(name),
            Expr::Seq(items) => items.iter().all(|e| e.nullable(nullable_rule)),
            Expr::Alt(items) => items.iter().any(|e| e.nullable(nullable_rule)),
            Expr::Repeat { min, element, .. } => *min == 0 || element.nullable(nullable_rule),
            Expr::Optional(_) | Expr::Empty => true,
            Expr::Guarded { expr, .. } => expr.nullable(nullable_rule),
        }
    }

    fn collect_names(&self, out: &mut Vec<String>) {
        match self {
            Expr::Rule(name) => out.push(name.clone()),
            Expr::Prose(text) => out.push(format!("<{text}>")),
            Expr::Seq(items) | Expr::Alt(items) => items.iter().for_each(|e| e.collect_names(out)),
            Expr::Repeat { element, .. } | Expr::Optional(element) | Expr::Guarded { expr: element, .. } => {
                element.collect_names(out);
            }
            Expr::Literal { .. } | Expr::Range { .. } | Expr::Empty => {}
        }
    }
}

impl std::fmt::Display for Expr {
    /// The expression in ABNF, grouped where it needs to be (names as printed).
    ///
    /// ```
    /// use rfc1630::study::import::abnf;
    /// let (expr, _) = abnf::parse("*( \"/\"  segment ) / [ a ] 2b / %x41-5A").unwrap();
    /// assert_eq!(expr.to_string(), "*( \"/\" segment ) / [ a ] 2b / %x41-5A");
    /// ```
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let group = |f: &mut std::fmt::Formatter<'_>, e: &Expr| match e {
            Expr::Seq(_) | Expr::Alt(_) => write!(f, "( {e} )"),
            _ => write!(f, "{e}"),
        };
        let join = |f: &mut std::fmt::Formatter<'_>, items: &[Expr], by: &str| {
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    f.write_str(by)?;
                }
                match item {
                    Expr::Alt(_) => write!(f, "( {item} )")?,
                    _ => write!(f, "{item}")?,
                }
            }
            Ok(())
        };
        match self {
            Expr::Literal { text, .. } => write!(f, "\"{text}\""),
            Expr::Range { from, to } if from == to => write!(f, "%x{from:X}"),
            Expr::Range { from, to } => write!(f, "%x{from:X}-{to:X}"),
            Expr::Rule(name) => f.write_str(name),
            Expr::Seq(items) => join(f, items, " "),
            Expr::Alt(items) => join(f, items, " / "),
            Expr::Repeat { min, max, element } => {
                match (min, max) {
                    (n, Some(m)) if n == m => write!(f, "{n}")?,
                    (0, None) => f.write_str("*")?,
                    (n, None) => write!(f, "{n}*")?,
                    (0, Some(m)) => write!(f, "*{m}")?,
                    (n, Some(m)) => write!(f, "{n}*{m}")?,
                }
                group(f, element)
            }
            Expr::Optional(inner) => write!(f, "[ {inner} ]"),
            Expr::Empty => f.write_str("0<>"),
            Expr::Prose(text) => write!(f, "<{text}>"),
            Expr::Guarded { expr, .. } => group(f, expr),
        }
    }
}

/// Why a rule's definition could not be read: the byte offset in the
/// definition (its lines joined by one space) and what was expected there.
///
/// ```
/// use rfc1630::study::import::abnf;
/// let err = abnf::parse("\"a\" ( b").unwrap_err();
/// assert_eq!(err.offset, 7);
/// assert_eq!(err.to_string(), "at byte 7: expected `)`");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("at byte {offset}: {message}")]
pub struct ExprError {
    /// Byte offset in the definition text.
    pub offset: usize,
    /// What went wrong there.
    pub message: String,
}

/// Groups nested deeper than this are refused rather than recursed into,
/// so that no input can overflow the stack; the RFCs nest four deep at most.
pub(crate) const MAX_DEPTH: usize = 64;

/// A cursor over a definition's bytes, shared by both notations' parsers.
pub(crate) struct Cursor<'a> {
    pub(crate) text: &'a str,
    pub(crate) pos: usize,
    pub(crate) depth: usize,
}

impl<'a> Cursor<'a> {
    pub(crate) fn new(text: &'a str) -> Self {
        Cursor { text, pos: 0, depth: 0 }
    }

    pub(crate) fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    pub(crate) fn skip_space(&mut self) {
        while self.peek().is_some_and(|b| b.is_ascii_whitespace()) {
            self.pos += 1;
        }
    }

    pub(crate) fn error(&self, message: impl Into<String>) -> ExprError {
        ExprError { offset: self.pos, message: message.into() }
    }

    /// The end of a definition: only spaces may be left.
    pub(crate) fn finish(&mut self) -> Result<(), ExprError> {
        self.skip_space();
        match self.peek() {
            Some(b) => Err(self.error(format!("unexpected `{}`", b as char))),
            None => Ok(()),
        }
    }

    /// A decimal number, if one starts here; `None` when none does.
    pub(crate) fn number(&mut self) -> Result<Option<u32>, ExprError> {
        let start = self.pos;
        while self.peek().is_some_and(|b| b.is_ascii_digit()) {
            self.pos += 1;
        }
        if start == self.pos {
            return Ok(None);
        }
        self.text[start..self.pos]
            .parse()
            .map(Some)
            .map_err(|_| ExprError { offset: start, message: "a repetition count too large".to_string() })
    }

    /// The text up to (not including) `close`, which is consumed; `None`
    /// at the end of the text.
    pub(crate) fn until(&mut self, close: u8) -> Option<&'a str> {
        let rest = &self.text.as_bytes()[self.pos..];
        let end = rest.iter().position(|&b| b == close)?;
        let found = &self.text[self.pos..self.pos + end];
        self.pos += end + 1;
        Some(found)
    }

    /// Enters a group, refusing nesting beyond [`MAX_DEPTH`].
    pub(crate) fn enter(&mut self) -> Result<(), ExprError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.error(format!("groups nested more than {MAX_DEPTH} deep, the import's nesting limit")));
        }
        Ok(())
    }

    /// A rule name from here: its first letter, then each byte `more` allows.
    pub(crate) fn name(&mut self, more: impl Fn(u8) -> bool) -> &'a str {
        let start = self.pos;
        self.pos += 1;
        while self.peek().is_some_and(|b| b.is_ascii_alphanumeric() || more(b)) {
            self.pos += 1;
        }
        &self.text[start..self.pos]
    }

    /// Leaves the group opened by `open` (`(` or `[`): its closing bracket
    /// consumed, or an error naming it.
    pub(crate) fn leave(&mut self, open: u8) -> Result<(), ExprError> {
        self.skip_space();
        let close = if open == b'(' { b')' } else { b']' };
        if self.peek() != Some(close) {
            return Err(self.error(format!("expected `{}`", close as char)));
        }
        self.pos += 1;
        self.depth -= 1;
        Ok(())
    }

    /// A quoted string from here (at its opening `"`), without its quotes.
    pub(crate) fn quoted(&mut self) -> Result<&'a str, ExprError> {
        self.pos += 1;
        self.until(b'"').ok_or_else(|| self.error("a quoted string without its closing `\"`"))
    }

    /// `n*m` after its `n` (or none): the bounds, with `*` consumed.
    pub(crate) fn bounds(&mut self, min: Option<u32>) -> Result<(u32, Option<u32>), ExprError> {
        let at = self.pos;
        let max = self.number()?;
        let min = min.unwrap_or(0);
        if max.is_some_and(|max| max < min) {
            return Err(ExprError { offset: at, message: format!("a repetition of at least {min} and at most fewer") });
        }
        Ok((min, max))
    }
}

/// A sequence of one item is the item; of none, an error the caller gives.
pub(crate) fn sequence(mut items: Vec<Expr>) -> Expr {
    if items.len() == 1 {
        items.remove(0)
    } else {
        Expr::Seq(items)
    }
}

/// Alternatives of one are the one.
pub(crate) fn alternatives(mut items: Vec<Expr>) -> Expr {
    if items.len() == 1 {
        items.remove(0)
    } else {
        Expr::Alt(items)
    }
}
