//! One rule of an imported grammar, and where it comes from: the
//! importing document, a `--with` document, RFC 5234's core rules, or no
//! definition at all.

use super::expr::Expr;

/// Where a written rule comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    /// The document's text.
    Document,
    /// RFC 5234 Appendix B.1.
    Core,
    /// The `--with` document of this index in [`super::Options::with`].
    With(usize),
    /// Named but not defined: written to match nothing.
    Undefined,
}

/// One rule of the imported grammar.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rule {
    /// The name as the document prints it.
    pub name: String,
    /// Its definition.
    pub expr: Expr,
    /// The first doc line: page, file, lines and the rule as printed.
    pub citation: String,
    /// More doc lines: how the rule was read.
    pub notes: Vec<String>,
    /// Where it comes from.
    pub origin: Origin,
    /// The lines of its definition in the file (none for a core or undefined rule).
    pub lines: Vec<usize>,
}
