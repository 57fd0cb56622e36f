//! A production's name as its document prints it. pest writes a rule name
//! without `-` (RFC 3986's `relative-ref` is the rule `relative_ref`), so
//! every name the crate reports (a verdict's production, the AST's
//! production, an entry's) is spelled back from the rule's `///` citation,
//! which quotes the printed production.

use crate::grammar::listings::rules;
use crate::grammar::Listing;

/// `rule` of `listing` as its document spells it: the name its citation
/// quotes (`` `relative-ref = relative-part ...` `` gives `relative-ref`)
/// when that name is `rule` with `_` written `-`; else `rule` itself (a
/// project rule such as RFC 2396's `same_document_reference`, or a name the
/// document already spells with `_`, as RFC 2396's `hier_part`).
pub(crate) fn document_spelling(listing: Listing, rule: &'static str) -> &'static str {
    // Most names have no `_`: nothing to look up.
    if !rule.contains('_') {
        return rule;
    }
    rules(listing).iter().find(|doc| doc.name == rule).map_or(rule, |doc| spelled_by(rule, &doc.citation))
}

/// `rule` as `citation` spells it, by the same test: for a rule read at
/// run time with its citation (a grammar of the diff, a user's `.pest` file).
pub(crate) fn spelled_by<'a>(rule: &'a str, citation: &'a str) -> &'a str {
    printed_name(citation).filter(|printed| printed.replace('-', "_") == rule).unwrap_or(rule)
}

/// The first name a citation quotes: the production printed before its
/// definition (`` `URI-reference = URI / relative-ref` ``).
fn printed_name(citation: &str) -> Option<&str> {
    let quoted = citation.split('`').nth(1)?;
    quoted.split_whitespace().next()
}
