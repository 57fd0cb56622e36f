//! url-03's listing ("BNF for specific URL schemes", p.13-16, with RFC 822's addr-spec, E4) and its prose layer.
//!
//! The document's grammar facet (the grammar layer): one `pest_derive` parser per
//! listing or prose layer, each with its row of the listing table.

use crate::grammar::findings::{At, Cite};
use crate::grammar::listing::PROSE_LAYER;
use crate::grammar::listing::RFC822;
use crate::grammar::listing::{ListingSpec, Productions};
use crate::grammar::{Listing, Notation};

pub(crate) mod findings;
pub(crate) mod overrides;

const URL_03: (&str, &str) = ("grammar/url-03.pest", crate::grammar::listing::text_if_built!("url-03", "url-03.pest"));
const URL_03_PROSE: (&str, &str) =
    ("grammar/url-03+prose.pest", crate::grammar::listing::text_if_built!("url-03", "url-03+prose.pest"));

/// url-03 is cited by page and character offset of its seed file, `002`, which the flattening made one line.
pub(crate) const fn cite(page: &'static str, offset: u32) -> Cite {
    Cite { document: "url-03", page, file: "002", at: At::Char(offset) }
}

/// draft-ietf-uri-url-03 "BNF for specific URL schemes" (p.13-16), with RFC 822's addr-spec (E4).
pub(crate) mod listing {
    use super::*;

    /// The parser for `grammar/url-03.pest` and `grammar/rfc822.pest`.
    #[cfg(feature = "url-03")]
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/url-03.pest"]
    #[grammar = "../grammar/rfc822.pest"]
    pub(crate) struct Parser;
    #[cfg(feature = "url-03")]
    crate::grammar::listing::rule_names!(Rule);

    /// The listing's row: its files, entry rules and productions.
    pub(crate) static SPEC: ListingSpec = ListingSpec {
        listing: Listing::Url03,
        document: "url-03",
        notation: Notation::Bnf,
        sources: &[URL_03, RFC822],
        appended: &[("grammar/rfc822.pest", "E4")],
        seed_files: &["002_69f8b7daee82da35.txt"],
        entry: "url_entry",
        fragment_entry: None,
        fragment: Some("fragmentid"),
        wrapper: Some("prefixedurl"),
        renames: &[],
        productions: Productions::ChoiceOf("url"),
    };
}

/// url-03's prose layer on its listing.
pub(crate) mod prose {
    use super::*;

    /// The parser for `grammar/url-03.pest`, `grammar/rfc822.pest` and `grammar/url-03+prose.pest`.
    #[cfg(feature = "url-03")]
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/url-03.pest"]
    #[grammar = "../grammar/rfc822.pest"]
    #[grammar = "../grammar/url-03+prose.pest"]
    pub(crate) struct Parser;
    #[cfg(feature = "url-03")]
    crate::grammar::listing::rule_names!(Rule);

    /// The listing's row: its files, entry rules and productions.
    pub(crate) static SPEC: ListingSpec = ListingSpec {
        listing: Listing::Url03Prose,
        document: "url-03",
        notation: Notation::Bnf,
        sources: &[URL_03, RFC822, URL_03_PROSE],
        appended: &[(URL_03_PROSE.0, PROSE_LAYER)],
        seed_files: &["002_69f8b7daee82da35.txt"],
        entry: "prose_entry",
        fragment_entry: None,
        fragment: Some("prose_fragment"),
        wrapper: Some("prose_prefixedurl"),
        renames: &["url"],
        productions: Productions::ChoiceOf("prose_url"),
    };
}
