//! The productions of a listing's choice: the alternatives of its `url`
//! (url4's `docaddress`, RFC 3986's `URI-reference`), each with the
//! production it names, read from the listing's rules as `pest_meta`
//! parses them. The grammar DFA and the diagnosis automata both compile
//! one pattern per production.

use crate::grammar::listings::spec;
use crate::grammar::Listing;
use pest_meta::ast::Expr;
use std::collections::HashMap;

/// The alternatives of `listing`'s production choice, each with the
/// production it names: `(httpaddress | ...) ~ url_end | generic` gives
/// `httpaddress ~ url_end`, ..., `generic`. An alternative that is a rename
/// of the listing's choice (a prose layer's `url ~ prose_end`) stands for
/// each of that choice's productions, under their own names, as a verdict
/// names them (`rfc1630+prose:httpaddress` for `http://a/b#`).
pub(crate) fn split_productions<'r>(
    listing: Listing,
    rules: &'r HashMap<String, Expr>,
    expr: &'r Expr,
) -> Vec<(&'r str, Expr)> {
    let split = |e: &'r Expr| split_productions(listing, rules, e);
    match expr {
        Expr::Choice(a, b) => {
            let mut out = split(a);
            out.extend(split(b));
            out
        }
        Expr::Seq(head, tail) => split(head)
            .into_iter()
            .map(|(name, alternative)| (name, Expr::Seq(Box::new(alternative), tail.clone())))
            .collect(),
        Expr::Ident(name) => match rules.get(name) {
            Some(renamed) if spec(listing).renames.contains(&name.as_str()) => split(renamed),
            _ => vec![(name.as_str(), expr.clone())],
        },
        _ => Vec::new(),
    }
}
