//! RFC 2396's listing ("Collected BNF for URI", Appendix A, p.27-28).
//!
//! The document's grammar facet (the grammar layer): one `pest_derive` parser per
//! listing or prose layer, each with its row of the listing table.

use crate::grammar::findings::{At, Cite};
use crate::grammar::listing::{ListingSpec, Productions};
use crate::grammar::{Listing, Notation};

pub(crate) mod findings;
pub(crate) mod overrides;

/// RFC 2396 is cited by page and line of `shared/lineage/rfc2396.txt`.
pub(crate) const fn cite(page: &'static str, first: u32, last: u32) -> Cite {
    Cite { document: "RFC 2396", page, file: "rfc2396.txt", at: At::Lines(first, last) }
}

/// RFC 2396 "Collected BNF for URI" (Appendix A, p.27-28).
pub(crate) mod listing {
    use super::*;

    /// The parser for `grammar/rfc2396.pest`.
    #[cfg(feature = "rfc2396")]
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/rfc2396.pest"]
    pub(crate) struct Parser;
    #[cfg(feature = "rfc2396")]
    crate::grammar::listing::rule_names!(Rule);

    /// The listing's row: its files, entry rules and productions.
    pub(crate) static SPEC: ListingSpec = ListingSpec {
        listing: Listing::Rfc2396,
        document: "RFC 2396",
        notation: Notation::Bnf,
        sources: &[("grammar/rfc2396.pest", crate::grammar::listing::text_if_built!("rfc2396", "rfc2396.pest"))],
        appended: &[],
        seed_files: &["rfc2396.txt"],
        entry: "URI_reference_entry",
        fragment_entry: None,
        fragment: Some("fragment"),
        wrapper: None,
        renames: &[],
        productions: Productions::ChoiceOf("URI_reference"),
    };
}
