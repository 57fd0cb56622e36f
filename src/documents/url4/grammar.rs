//! url4's listing ("BNF syntax") and its prose layer.
//!
//! The document's grammar facet (the grammar layer): one `pest_derive` parser per
//! listing or prose layer, each with its row of the listing table.

use crate::grammar::findings::{At, Cite};
use crate::grammar::listing::PROSE_LAYER;
use crate::grammar::listing::{ListingSpec, Productions};
use crate::grammar::{Listing, Notation};

pub(crate) mod findings;
pub(crate) mod overrides;

const URL4: (&str, &str) = ("grammar/url4.pest", crate::grammar::listing::text_if_built!("url4", "url4.pest"));
const URL4_PROSE: (&str, &str) =
    ("grammar/url4+prose.pest", crate::grammar::listing::text_if_built!("url4", "url4+prose.pest"));

/// url4, which has no pages, is cited by section and line of its seed file, `001`.
pub(crate) const fn cite(section: &'static str, first: u32, last: u32) -> Cite {
    Cite { document: "url4", page: section, file: "001", at: At::Lines(first, last) }
}

/// A line of url4's listing, its section "BNF syntax".
pub(crate) const fn cite_bnf(first: u32, last: u32) -> Cite {
    cite("§BNF syntax", first, last)
}

/// url4 (Internet Draft 00) "BNF syntax".
pub(crate) mod listing {
    use super::*;

    /// The parser for `grammar/url4.pest`.
    #[cfg(feature = "url4")]
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/url4.pest"]
    pub(crate) struct Parser;
    #[cfg(feature = "url4")]
    crate::grammar::listing::rule_names!(Rule);

    /// The listing's row: its files, entry rules and productions.
    pub(crate) static SPEC: ListingSpec = ListingSpec {
        listing: Listing::Url4,
        document: "url4",
        notation: Notation::Bnf,
        sources: &[URL4],
        appended: &[],
        seed_files: &["001_8d5ef9870e7fee48.txt"],
        entry: "anchoraddress",
        fragment_entry: None,
        fragment: Some("anchorid"),
        wrapper: None,
        renames: &[],
        productions: Productions::ChoiceOf("docaddress"),
    };
}

/// url4's prose layer on its listing.
pub(crate) mod prose {
    use super::*;

    /// The parser for `grammar/url4.pest` and `grammar/url4+prose.pest`.
    #[cfg(feature = "url4")]
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/url4.pest"]
    #[grammar = "../grammar/url4+prose.pest"]
    pub(crate) struct Parser;
    #[cfg(feature = "url4")]
    crate::grammar::listing::rule_names!(Rule);

    /// The listing's row: its files, entry rules and productions.
    pub(crate) static SPEC: ListingSpec = ListingSpec {
        listing: Listing::Url4Prose,
        document: "url4",
        notation: Notation::Bnf,
        sources: &[URL4, URL4_PROSE],
        appended: &[(URL4_PROSE.0, PROSE_LAYER)],
        seed_files: &["001_8d5ef9870e7fee48.txt"],
        entry: "prose_entry",
        fragment_entry: None,
        fragment: Some("prose_anchor"),
        wrapper: None,
        renames: &["docaddress"],
        productions: Productions::ChoiceOf("prose_docaddress"),
    };
}
