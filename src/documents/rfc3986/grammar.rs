//! RFC 3986's listing ("Collected ABNF for URI", Appendix A, p.49-50), with RFC 2234's core rules.
//!
//! The document's grammar facet (the grammar layer): one `pest_derive` parser per
//! listing or prose layer, each with its row of the listing table.

use crate::grammar::findings::{At, Cite};
use crate::grammar::listing::{ListingSpec, Productions};
use crate::grammar::{Listing, Notation};

pub(crate) mod findings;
pub(crate) mod overrides;

/// RFC 3986 is cited by page and line of `shared/lineage/rfc3986.txt`.
pub(crate) const fn cite(page: &'static str, first: u32, last: u32) -> Cite {
    Cite { document: "RFC 3986", page, file: "rfc3986.txt", at: At::Lines(first, last) }
}

/// RFC 3986 "Collected ABNF for URI" (Appendix A, p.49-50), with RFC 2234's core rules.
pub(crate) mod listing {
    use super::*;

    /// The parser for `grammar/rfc3986.pest`.
    #[cfg(feature = "rfc3986")]
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/rfc3986.pest"]
    pub(crate) struct Parser;
    #[cfg(feature = "rfc3986")]
    crate::grammar::listing::rule_names!(Rule);

    /// The listing's row: its files, entry rules and productions.
    pub(crate) static SPEC: ListingSpec = ListingSpec {
        listing: Listing::Rfc3986,
        document: "RFC 3986",
        notation: Notation::Abnf,
        sources: &[("grammar/rfc3986.pest", crate::grammar::listing::text_if_built!("rfc3986", "rfc3986.pest"))],
        appended: &[],
        seed_files: &["rfc3986.txt"],
        entry: "URI_reference_entry",
        fragment_entry: None,
        fragment: Some("fragment"),
        wrapper: None,
        renames: &[],
        productions: Productions::ChoiceOf("URI_reference"),
    };
}
