//! RFC 1630's listings: its URL listing (p.23-27, with RFC 822's addr-spec, E4), its generic listing (p.22-23), and the prose layer on each.
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

const SEEDS: &[&str] = &["003_8b2f656be9807e96.txt", "000_0a4fea20c6f27193.txt"];
const RFC1630_GENERIC: (&str, &str) =
    ("grammar/rfc1630-generic.pest", crate::grammar::listing::text_if_built!("rfc1630", "rfc1630-generic.pest"));
const RFC1630_GENERIC_PROSE: (&str, &str) = (
    "grammar/rfc1630-generic+prose.pest",
    crate::grammar::listing::text_if_built!("rfc1630", "rfc1630-generic+prose.pest"),
);
const RFC1630_PROSE: (&str, &str) =
    ("grammar/rfc1630-url+prose.pest", crate::grammar::listing::text_if_built!("rfc1630", "rfc1630-url+prose.pest"));
const RFC1630_URL: (&str, &str) =
    ("grammar/rfc1630-url.pest", crate::grammar::listing::text_if_built!("rfc1630", "rfc1630-url.pest"));

/// RFC 1630 is cited by page and line of its cleanest seed file, `003`.
pub(crate) const fn cite(page: &'static str, first: u32, last: u32) -> Cite {
    Cite { document: "RFC 1630", page, file: "003", at: At::Lines(first, last) }
}

/// RFC 1630 "BNF for specific URL schemes" (p.23-27), with RFC 822's addr-spec (E4).
pub(crate) mod url {
    use super::*;

    /// The parser for `grammar/rfc1630-url.pest` and `grammar/rfc822.pest`,
    /// compiled from their derived form (one-character sets merged, `src/grammar/derived.rs`).
    #[cfg(feature = "rfc1630")]
    #[derive(pest_derive::Parser)]
    #[grammar = "../generated/derived/rfc1630-url.pest"]
    pub(crate) struct Parser;
    #[cfg(feature = "rfc1630")]
    crate::grammar::listing::rule_names!(Rule);

    /// The listing's row: its files, entry rules and productions.
    pub(crate) static SPEC: ListingSpec = ListingSpec {
        listing: Listing::Rfc1630Url,
        document: "RFC 1630",
        notation: Notation::Bnf,
        sources: &[RFC1630_URL, RFC822],
        appended: &[("grammar/rfc822.pest", "E4")],
        seed_files: SEEDS,
        entry: "url_entry",
        fragment_entry: Some("url_fragment_entry"),
        fragment: Some("fragmentid"),
        wrapper: Some("prefixedurl"),
        renames: &[],
        productions: Productions::ChoiceOf("url"),
    };
}

/// RFC 1630 "BNF of Generic URI Syntax" (p.22-23).
pub(crate) mod generic {
    use super::*;

    /// The parser for `grammar/rfc1630-generic.pest`, compiled from its
    /// derived form (one-character sets merged, `src/grammar/derived.rs`).
    #[cfg(feature = "rfc1630")]
    #[derive(pest_derive::Parser)]
    #[grammar = "../generated/derived/rfc1630-generic.pest"]
    pub(crate) struct Parser;
    #[cfg(feature = "rfc1630")]
    crate::grammar::listing::rule_names!(Rule);

    /// The listing's row: its files, entry rules and productions.
    pub(crate) static SPEC: ListingSpec = ListingSpec {
        listing: Listing::Rfc1630Generic,
        document: "RFC 1630",
        notation: Notation::Bnf,
        sources: &[RFC1630_GENERIC],
        appended: &[],
        seed_files: SEEDS,
        entry: "fragmentaddress",
        fragment_entry: None,
        fragment: Some("fragmentid"),
        wrapper: None,
        renames: &[],
        productions: Productions::Single("uri"),
    };
}

/// RFC 1630's prose layer on its URL listing.
pub(crate) mod url_prose {
    use super::*;

    /// The parser for `grammar/rfc1630-url.pest`, `grammar/rfc822.pest` and `grammar/rfc1630-url+prose.pest`.
    #[cfg(feature = "rfc1630")]
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/rfc1630-url.pest"]
    #[grammar = "../grammar/rfc822.pest"]
    #[grammar = "../grammar/rfc1630-url+prose.pest"]
    pub(crate) struct Parser;
    #[cfg(feature = "rfc1630")]
    crate::grammar::listing::rule_names!(Rule);

    /// The listing's row: its files, entry rules and productions.
    pub(crate) static SPEC: ListingSpec = ListingSpec {
        listing: Listing::Rfc1630Prose,
        document: "RFC 1630",
        notation: Notation::Bnf,
        sources: &[RFC1630_URL, RFC822, RFC1630_PROSE],
        appended: &[(RFC1630_PROSE.0, PROSE_LAYER)],
        seed_files: SEEDS,
        entry: "prose_entry",
        fragment_entry: None,
        fragment: Some("prose_fragment"),
        wrapper: Some("prose_prefixedurl"),
        renames: &["url"],
        productions: Productions::ChoiceOf("prose_url"),
    };
}

/// RFC 1630's prose layer on its generic listing.
pub(crate) mod generic_prose {
    use super::*;

    /// The parser for `grammar/rfc1630-generic.pest` and `grammar/rfc1630-generic+prose.pest`.
    #[cfg(feature = "rfc1630")]
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/rfc1630-generic.pest"]
    #[grammar = "../grammar/rfc1630-generic+prose.pest"]
    pub(crate) struct Parser;
    #[cfg(feature = "rfc1630")]
    crate::grammar::listing::rule_names!(Rule);

    /// The listing's row: its files, entry rules and productions.
    pub(crate) static SPEC: ListingSpec = ListingSpec {
        listing: Listing::Rfc1630GenericProse,
        document: "RFC 1630",
        notation: Notation::Bnf,
        sources: &[RFC1630_GENERIC, RFC1630_GENERIC_PROSE],
        appended: &[(RFC1630_GENERIC_PROSE.0, PROSE_LAYER)],
        seed_files: SEEDS,
        entry: "prose_generic_entry",
        fragment_entry: None,
        fragment: Some("prose_generic_fragment"),
        wrapper: None,
        renames: &[],
        productions: Productions::Single("uri"),
    };
}
