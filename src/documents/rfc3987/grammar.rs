//! RFC 3987's listing ("ABNF for IRI References and IRIs", §2.2, p.7-9), with RFC 2234's core rules.
//!
//! The document's grammar facet (the grammar layer): one `pest_derive` parser per
//! listing or prose layer, each with its row of the listing table.

use crate::grammar::findings::{At, Cite};
use crate::grammar::listing::{ListingSpec, Productions};
use crate::grammar::{Listing, Notation};

pub(crate) mod findings;
pub(crate) mod overrides;

/// RFC 3987 is cited by page and line of `shared/lineage/rfc3987.txt`.
pub(crate) const fn cite(page: &'static str, first: u32, last: u32) -> Cite {
    Cite { document: "RFC 3987", page, file: "rfc3987.txt", at: At::Lines(first, last) }
}

/// RFC 3987 "ABNF for IRI References and IRIs" (§2.2, p.7-9), with RFC 2234's core rules.
pub(crate) mod listing {
    use super::*;

    /// The parser for `grammar/rfc3987.pest`.
    #[cfg(feature = "rfc3987")]
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/rfc3987.pest"]
    pub(crate) struct Parser;
    #[cfg(feature = "rfc3987")]
    crate::grammar::listing::rule_names!(Rule);

    /// The listing's row: its files, entry rules and productions.
    pub(crate) static SPEC: ListingSpec = ListingSpec {
        listing: Listing::Rfc3987,
        document: "RFC 3987",
        notation: Notation::Abnf,
        sources: &[("grammar/rfc3987.pest", crate::grammar::listing::text_if_built!("rfc3987", "rfc3987.pest"))],
        appended: &[],
        seed_files: &["rfc3987.txt"],
        entry: "IRI_reference_entry",
        fragment_entry: None,
        fragment: Some("ifragment"),
        wrapper: None,
        renames: &[],
        productions: Productions::ChoiceOf("IRI_reference"),
    };
}
