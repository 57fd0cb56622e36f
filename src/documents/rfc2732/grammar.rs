//! RFC 2732's listing: RFC 2396's Appendix A with RFC 2732 §3 applied, and RFC 2373 Appendix B's IPv6 rules.
//!
//! The document's grammar facet (the grammar layer): one `pest_derive` parser per
//! listing or prose layer, each with its row of the listing table.

use crate::grammar::findings::{At, Cite};
use crate::grammar::listing::{ListingSpec, Productions};
use crate::grammar::{Listing, Notation};

pub(crate) mod findings;
pub(crate) mod overrides;

/// RFC 2732 is cited by page and line of `shared/lineage/rfc2732.txt`.
pub(crate) const fn cite(page: &'static str, first: u32, last: u32) -> Cite {
    Cite { document: "RFC 2732", page, file: "rfc2732.txt", at: At::Lines(first, last) }
}

/// RFC 2396's Appendix A with RFC 2732 §3 applied, and RFC 2373 Appendix B's IPv6 rules.
pub(crate) mod listing {
    use super::*;

    /// The parser for `grammar/rfc2732.pest`.
    #[cfg(feature = "rfc2732")]
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/rfc2732.pest"]
    pub(crate) struct Parser;
    #[cfg(feature = "rfc2732")]
    crate::grammar::listing::rule_names!(Rule);

    /// The listing's row: its files, entry rules and productions.
    pub(crate) static SPEC: ListingSpec = ListingSpec {
        listing: Listing::Rfc2732,
        document: "RFC 2732",
        notation: Notation::Bnf,
        sources: &[("grammar/rfc2732.pest", crate::grammar::listing::text_if_built!("rfc2732", "rfc2732.pest"))],
        appended: &[],
        seed_files: &["rfc2732.txt"],
        entry: "URI_reference_entry",
        fragment_entry: None,
        fragment: Some("fragment"),
        wrapper: None,
        renames: &[],
        productions: Productions::ChoiceOf("URI_reference"),
    };
}
