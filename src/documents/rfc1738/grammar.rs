//! RFC 1738's listing ("BNF for specific URL schemes", p.17-20).
//!
//! The document's grammar facet (the grammar layer): one `pest_derive` parser per
//! listing or prose layer, each with its row of the listing table.

use crate::grammar::findings::{At, Cite};
use crate::grammar::listing::{ListingSpec, Productions};
use crate::grammar::{Listing, Notation};

pub(crate) mod findings;
pub(crate) mod overrides;

/// RFC 1738 is cited by page and line of `shared/lineage/rfc1738.txt`.
pub(crate) const fn cite(page: &'static str, first: u32, last: u32) -> Cite {
    Cite { document: "RFC 1738", page, file: "rfc1738.txt", at: At::Lines(first, last) }
}

/// RFC 1738 "BNF for specific URL schemes" (p.17-20).
pub(crate) mod listing {
    use super::*;

    /// The parser for `grammar/rfc1738.pest`.
    #[cfg(feature = "rfc1738")]
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/rfc1738.pest"]
    pub(crate) struct Parser;
    #[cfg(feature = "rfc1738")]
    crate::grammar::listing::rule_names!(Rule);

    /// The listing's row: its files, entry rules and productions.
    pub(crate) static SPEC: ListingSpec = ListingSpec {
        listing: Listing::Rfc1738,
        document: "RFC 1738",
        notation: Notation::Bnf,
        sources: &[("grammar/rfc1738.pest", crate::grammar::listing::text_if_built!("rfc1738", "rfc1738.pest"))],
        appended: &[],
        seed_files: &["rfc1738.txt"],
        entry: "url_entry",
        fragment_entry: None,
        fragment: None,
        wrapper: None,
        renames: &[],
        productions: Productions::ChoiceOf("url"),
    };
}
