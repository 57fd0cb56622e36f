//! RFC 6068's listing ("Syntax of a 'mailto' URI", §2, p.3) with the rules
//! it takes from RFC 5322, RFC 3986 and RFC 5234, and its prose layer.
//!
//! The document's grammar facet (the grammar layer): one `pest_derive` parser per
//! listing or prose layer, each with its row of the listing table.

use crate::grammar::findings::{At, Cite};
use crate::grammar::listing::{ListingSpec, Productions, PROSE_LAYER};
use crate::grammar::{Listing, Notation};

pub(crate) mod findings;
pub(crate) mod overrides;

/// RFC 6068 is cited by page and line of `shared/lineage/rfc6068.txt`.
pub(crate) const fn cite(page: &'static str, first: u32, last: u32) -> Cite {
    Cite { document: "RFC 6068", page, file: "rfc6068.txt", at: At::Lines(first, last) }
}

/// RFC 5322, whose `dot-atom-text` and `quoted-string` RFC 6068 imports, is
/// cited by page and line of `shared/lineage/rfc5322.txt`.
pub(crate) const fn cite_rfc5322(page: &'static str, first: u32, last: u32) -> Cite {
    Cite { document: "RFC 5322", page, file: "rfc5322.txt", at: At::Lines(first, last) }
}

const RFC6068_PROSE: (&str, &str) =
    ("grammar/rfc6068+prose.pest", crate::grammar::listing::text_if_built!("rfc6068", "rfc6068+prose.pest"));

/// RFC 6068 "Syntax of a 'mailto' URI" (§2, p.3).
pub(crate) mod listing {
    use super::*;

    /// The parser for `grammar/rfc6068.pest`.
    #[cfg(feature = "rfc6068")]
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/rfc6068.pest"]
    pub(crate) struct Parser;
    #[cfg(feature = "rfc6068")]
    crate::grammar::listing::rule_names!(Rule);

    /// The listing's row: its files, entry rules and productions.
    pub(crate) static SPEC: ListingSpec = ListingSpec {
        listing: Listing::Rfc6068,
        document: "RFC 6068",
        notation: Notation::Abnf,
        sources: &[("grammar/rfc6068.pest", crate::grammar::listing::text_if_built!("rfc6068", "rfc6068.pest"))],
        appended: &[],
        seed_files: &["rfc6068.txt"],
        entry: "mailtoURI_entry",
        fragment_entry: None,
        fragment: None,
        wrapper: None,
        renames: &[],
        productions: Productions::Single("mailtoURI"),
    };
}

/// RFC 6068's prose layer: a grammar of its own, with the listing's rule
/// names, since it narrows the listing rather than adding to it.
pub(crate) mod prose {
    use super::*;

    /// The parser for `grammar/rfc6068+prose.pest`.
    #[cfg(feature = "rfc6068")]
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/rfc6068+prose.pest"]
    pub(crate) struct Parser;
    #[cfg(feature = "rfc6068")]
    crate::grammar::listing::rule_names!(Rule);

    /// The layer's row: its file, entry rule and production.
    pub(crate) static SPEC: ListingSpec = ListingSpec {
        listing: Listing::Rfc6068Prose,
        document: "RFC 6068",
        notation: Notation::Abnf,
        sources: &[RFC6068_PROSE],
        appended: &[(RFC6068_PROSE.0, PROSE_LAYER)],
        seed_files: &["rfc6068.txt"],
        entry: "mailtoURI_entry",
        fragment_entry: None,
        fragment: None,
        wrapper: None,
        renames: &[],
        productions: Productions::Single("mailtoURI"),
    };
}
