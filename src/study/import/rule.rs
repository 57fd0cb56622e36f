//! One rule of an imported grammar, and where it comes from: the
//! importing document, a `--with` document, RFC 5234's core rules, or no
//! definition at all.

use super::expr::Expr;
use crate::grammar::Notation;

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

/// The words an imported rule's citation writes between where the rule
/// stands and the rule as printed: the notation it was read in, as in
/// `RFC 3986 p.49, rfc3986.txt l.2704, read as ABNF: `URI-reference = ...``.
///
/// They are how a `.pest` file says that `import` wrote it: the workbench
/// gives a file whose every rule's citation says so its document's meaning
/// (`study::workbench::UserGrammar`). A built-in listing's citations name no
/// notation, so a copy of one keeps pest's meaning.
pub(crate) fn read_as(notation: Notation) -> &'static str {
    match notation {
        Notation::Abnf => ", read as ABNF: ",
        Notation::Bnf => ", read as RFC 822-style BNF: ",
    }
}

/// The notation a citation says its rule was read in: the words of
/// [`read_as`] ending the text before the citation's first backquote, so
/// that no printed rule, which stands inside backquotes, can say it.
pub(crate) fn read_in(citation: &str) -> Option<Notation> {
    let before = citation.split('`').next().unwrap_or_default();
    [Notation::Abnf, Notation::Bnf].into_iter().find(|&notation| before.ends_with(read_as(notation)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_citation_says_its_notation_before_the_printed_rule_only() {
        assert_eq!(read_in("RFC 3986 p.49, rfc3986.txt l.2704, read as ABNF: `a = b`"), Some(Notation::Abnf));
        assert_eq!(read_in("url4.txt l.3, read as RFC 822-style BNF: `a ::= b`"), Some(Notation::Bnf));
        // A built-in listing's citation, and a printed rule that quotes the words.
        assert_eq!(read_in("RFC 3986 p.49, rfc3986.txt l.2704: `a = b`"), None);
        assert_eq!(read_in("t.txt l.1: `a = \", read as ABNF: \"`"), None);
    }
}
