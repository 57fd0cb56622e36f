//! RFC 1808's listing ("BNF for Relative URLs", §2.2, p.4).
//!
//! The document's grammar facet (the grammar layer): one `pest_derive` parser per
//! listing or prose layer, each with its row of the listing table.

use crate::grammar::findings::{At, Cite};
use crate::grammar::listing::{ListingSpec, Productions};
use crate::grammar::{Listing, Notation};

pub(crate) mod findings;
pub(crate) mod overrides;

/// RFC 1808 is cited by page and line of `shared/lineage/rfc1808.txt`.
pub(crate) const fn cite(page: &'static str, first: u32, last: u32) -> Cite {
    Cite { document: "RFC 1808", page, file: "rfc1808.txt", at: At::Lines(first, last) }
}

/// RFC 1808 "BNF for Relative URLs" (§2.2, p.4).
pub(crate) mod listing {
    use super::*;

    /// The parser for `grammar/rfc1808.pest`.
    #[cfg(feature = "rfc1808")]
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/rfc1808.pest"]
    pub(crate) struct Parser;
    #[cfg(feature = "rfc1808")]
    crate::grammar::listing::rule_names!(Rule);

    /// The listing's row: its files, entry rules and productions.
    pub(crate) static SPEC: ListingSpec = ListingSpec {
        listing: Listing::Rfc1808,
        document: "RFC 1808",
        notation: Notation::Bnf,
        sources: &[("grammar/rfc1808.pest", crate::grammar::listing::text_if_built!("rfc1808", "rfc1808.pest"))],
        appended: &[],
        seed_files: &["rfc1808.txt"],
        entry: "URL_entry",
        fragment_entry: None,
        fragment: Some("fragment"),
        wrapper: None,
        renames: &[],
        productions: Productions::ChoiceOf("URL"),
    };
}
