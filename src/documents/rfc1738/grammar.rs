//! RFC 1738's listing ("BNF for specific URL schemes", p.17-20).
//!
//! The document's grammar facet (the grammar layer): one `pest_derive` parser per
//! listing or prose layer, each with its row of the listing table.

use crate::grammar::listing::{ListingSpec, Productions};
use crate::grammar::{Listing, Notation};

/// RFC 1738 "BNF for specific URL schemes" (p.17-20).
pub(crate) mod listing {
    use super::*;

    /// The parser for `grammar/rfc1738.pest`.
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/rfc1738.pest"]
    pub(crate) struct Parser;
    crate::grammar::listing::rule_names!(Rule);

    /// The listing's row: its files, entry rules and productions.
    pub(crate) static SPEC: ListingSpec = ListingSpec {
        listing: Listing::Rfc1738,
        document: "RFC 1738",
        notation: Notation::Bnf,
        sources: &[("grammar/rfc1738.pest", include_str!("../../../grammar/rfc1738.pest"))],
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
