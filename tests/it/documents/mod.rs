//! The tests of one document each, beside the tests that read every
//! document from the registry: a test that names a document lives here, in
//! the file named after it. For a document's grammar: what its overrides
//! (the rows of `grammar/ERRATA.md`) do beyond a verdict (the AST they
//! build, inputs near the witnesses), its findings as its listings read
//! them, and the form of its citations. The witnesses of the overrides and findings themselves are
//! data, in the document's folder (`src/documents/<id>/grammar/`), run by the
//! tests that loop over every document (`grammar::overrides`).

mod rfc1630;
mod rfc3986;
mod rfc3987;
mod rfc6068;
mod url03;
mod url4;
mod url7;

use ::rfc1630::grammar::listings::rules;
use ::rfc1630::{check, grammar::Listing, Grammar};

fn accepts(grammar: Grammar, input: &str) -> bool {
    check(grammar, input).is_ok()
}

/// The production that accepted `input`, or the panic message says why not.
fn production(grammar: Grammar, input: &str) -> &'static str {
    match check(grammar, input) {
        Ok(verdict) => verdict.production,
        Err(e) => panic!("{grammar} rejects {input:?}: {}", e.summary()),
    }
}

/// The byte offset where `input` is rejected.
fn rejected_at(grammar: Grammar, input: &str) -> usize {
    match check(grammar, input) {
        Ok(verdict) => panic!("{grammar} accepts {input:?} as {verdict}"),
        Err(e) => e.offset(),
    }
}

/// Every rule of `listing` cites it in `form` (the form `grammar/ERRATA.md`
/// describes), or says it is a project rule, or cites RFC 822 or RFC 1521.
fn citations_have_the_form(listing: Listing, form: &str) {
    let form = regex::Regex::new(form).unwrap();
    for rule in rules(listing) {
        let project = rule.citation.starts_with("Project rule") || rule.citation.starts_with("Project entry rule");
        let rfc822 = rule.citation.starts_with("RFC 822") || rule.citation.starts_with("RFC 1521");
        assert!(form.is_match(&rule.citation) || project || rfc822, "{listing} {}: {}", rule.name, rule.citation);
    }
}
