//! url7's listing ("BNF syntax", p.15-18) and its prose layer.
//!
//! The document's grammar facet (the grammar layer): one `pest_derive` parser per
//! listing or prose layer, each with its row of the listing table.

use crate::grammar::findings::{At, Cite};
use crate::grammar::listing::PROSE_LAYER;
use crate::grammar::listing::{ListingSpec, Productions};
use crate::grammar::{Listing, Notation};

pub(crate) mod findings;
pub(crate) mod overrides;

const URL7: (&str, &str) = ("grammar/url7.pest", crate::grammar::listing::text_if_built!("url7", "url7.pest"));
const URL7_PROSE: (&str, &str) =
    ("grammar/url7+prose.pest", crate::grammar::listing::text_if_built!("url7", "url7+prose.pest"));

/// url7 is cited by page and line of its seed file, `004`.
pub(crate) const fn cite(page: &'static str, first: u32, last: u32) -> Cite {
    Cite { document: "url7", page, file: "004", at: At::Lines(first, last) }
}

/// url7 (Internet Draft 02) "BNF syntax" (p.15-18).
pub(crate) mod listing {
    use super::*;

    /// The parser for `grammar/url7.pest`.
    #[cfg(feature = "url7")]
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/url7.pest"]
    pub(crate) struct Parser;
    #[cfg(feature = "url7")]
    crate::grammar::listing::rule_names!(Rule);

    /// The listing's row: its files, entry rules and productions.
    pub(crate) static SPEC: ListingSpec = ListingSpec {
        listing: Listing::Url7,
        document: "url7",
        notation: Notation::Bnf,
        sources: &[URL7],
        appended: &[],
        seed_files: &["004_714d43b9c814fcaf.txt"],
        entry: "fragmentaddress",
        fragment_entry: None,
        fragment: Some("fragmentid"),
        wrapper: None,
        renames: &["uri"],
        productions: Productions::ChoiceOf("url"),
    };
}

/// url7's prose layer on its listing.
pub(crate) mod prose {
    use super::*;

    /// The parser for `grammar/url7.pest` and `grammar/url7+prose.pest`.
    #[cfg(feature = "url7")]
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/url7.pest"]
    #[grammar = "../grammar/url7+prose.pest"]
    pub(crate) struct Parser;
    #[cfg(feature = "url7")]
    crate::grammar::listing::rule_names!(Rule);

    /// The listing's row: its files, entry rules and productions.
    pub(crate) static SPEC: ListingSpec = ListingSpec {
        listing: Listing::Url7Prose,
        document: "url7",
        notation: Notation::Bnf,
        sources: &[URL7, URL7_PROSE],
        appended: &[(URL7_PROSE.0, PROSE_LAYER)],
        seed_files: &["004_714d43b9c814fcaf.txt"],
        entry: "prose_entry",
        fragment_entry: None,
        fragment: Some("prose_fragment"),
        wrapper: None,
        renames: &["url"],
        productions: Productions::ChoiceOf("prose_url"),
    };
}
