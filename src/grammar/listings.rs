//! One pest parser per BNF listing. Each derive makes its own `Rule` enum, so
//! each listing is a module of its own; the rest of the crate sees rules only
//! through a crate-private trait that names them, so error and AST types
//! stay independent of any one `Rule` enum.

use crate::grammar::rule_name::RuleName;
use crate::grammar::{Grammar, Listing};
use std::sync::OnceLock;

/// A pest `Rule` enum of one listing, seen by rule name.
pub(crate) trait GrammarRule: pest::RuleType {
    /// The rule's name as written in the `.pest` file.
    fn name(self) -> &'static str;
    /// The rule as the AST builder names it ([`RuleName::Other`] if it does not).
    fn named(self) -> RuleName;
}

/// Implements [`GrammarRule`] for a derived `Rule` enum, with the names read
/// once from its `Debug` form (pest names the variants after the rules),
/// and their kinds once from the names.
macro_rules! rule_names {
    ($rule:ty) => {
        impl crate::grammar::listings::GrammarRule for $rule {
            fn name(self) -> &'static str {
                static NAMES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
                let names = NAMES.get_or_init(|| {
                    let all = <$rule>::all_rules();
                    // pest adds `EOI` as variant 0 and leaves it out of `all_rules()`.
                    let mut names = vec![String::from("EOI"); all.iter().map(|&r| r as usize + 1).max().unwrap_or(0)];
                    for &rule in all {
                        names[rule as usize] = format!("{rule:?}");
                    }
                    names
                });
                &names[self as usize]
            }

            fn named(self) -> crate::grammar::rule_name::RuleName {
                use crate::grammar::rule_name::RuleName;
                static KINDS: std::sync::OnceLock<Vec<RuleName>> = std::sync::OnceLock::new();
                let kinds = KINDS.get_or_init(|| {
                    let all = <$rule>::all_rules();
                    let mut kinds = vec![RuleName::Other; all.iter().map(|&r| r as usize + 1).max().unwrap_or(0)];
                    for &rule in all {
                        kinds[rule as usize] = RuleName::of_name(crate::grammar::listings::GrammarRule::name(rule));
                    }
                    kinds
                });
                kinds[self as usize]
            }
        }
    };
}

/// RFC 1630 "BNF of Generic URI Syntax" (p.22-23).
pub(crate) mod rfc1630_generic {
    /// The parser for `grammar/rfc1630-generic.pest`, compiled from its
    /// derived form (one-character sets merged, `src/grammar/derived.rs`).
    #[derive(pest_derive::Parser)]
    #[grammar = "../generated/derived/rfc1630-generic.pest"]
    pub(crate) struct Parser;
    rule_names!(Rule);
}

/// RFC 1630 "BNF for specific URL schemes" (p.23-27), with RFC 822's addr-spec (E4).
pub(crate) mod rfc1630_url {
    /// The parser for `grammar/rfc1630-url.pest` and `grammar/rfc822.pest`,
    /// compiled from their derived form (one-character sets merged, `src/grammar/derived.rs`).
    #[derive(pest_derive::Parser)]
    #[grammar = "../generated/derived/rfc1630-url.pest"]
    pub(crate) struct Parser;
    rule_names!(Rule);
}

/// draft-ietf-uri-url-03 "BNF for specific URL schemes" (p.13-16), with RFC 822's addr-spec (E4).
pub(crate) mod url_03 {
    /// The parser for `grammar/url-03.pest` and `grammar/rfc822.pest`.
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/url-03.pest"]
    #[grammar = "../grammar/rfc822.pest"]
    pub(crate) struct Parser;
    rule_names!(Rule);
}

/// url7 (Internet Draft 02) "BNF syntax" (p.15-18).
pub(crate) mod url7 {
    /// The parser for `grammar/url7.pest`.
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/url7.pest"]
    pub(crate) struct Parser;
    rule_names!(Rule);
}

/// RFC 1738 "BNF for specific URL schemes" (p.17-20).
pub(crate) mod rfc1738 {
    /// The parser for `grammar/rfc1738.pest`.
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/rfc1738.pest"]
    pub(crate) struct Parser;
    rule_names!(Rule);
}

/// url4 (Internet Draft 00) "BNF syntax".
pub(crate) mod url4 {
    /// The parser for `grammar/url4.pest`.
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/url4.pest"]
    pub(crate) struct Parser;
    rule_names!(Rule);
}

/// RFC 1808 "BNF for Relative URLs" (§2.2, p.4).
pub(crate) mod rfc1808 {
    /// The parser for `grammar/rfc1808.pest`.
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/rfc1808.pest"]
    pub(crate) struct Parser;
    rule_names!(Rule);
}

/// RFC 2396 "Collected BNF for URI" (Appendix A, p.27-28).
pub(crate) mod rfc2396 {
    /// The parser for `grammar/rfc2396.pest`.
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/rfc2396.pest"]
    pub(crate) struct Parser;
    rule_names!(Rule);
}

/// RFC 2396's Appendix A with RFC 2732 §3 applied, and RFC 2373 Appendix B's IPv6 rules.
pub(crate) mod rfc2732 {
    /// The parser for `grammar/rfc2732.pest`.
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/rfc2732.pest"]
    pub(crate) struct Parser;
    rule_names!(Rule);
}

/// RFC 3986 "Collected ABNF for URI" (Appendix A, p.49-50), with RFC 2234's core rules.
pub(crate) mod rfc3986 {
    /// The parser for `grammar/rfc3986.pest`.
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/rfc3986.pest"]
    pub(crate) struct Parser;
    rule_names!(Rule);
}

/// RFC 3987 "ABNF for IRI References and IRIs" (§2.2, p.7-9), with RFC 2234's core rules.
pub(crate) mod rfc3987 {
    /// The parser for `grammar/rfc3987.pest`.
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/rfc3987.pest"]
    pub(crate) struct Parser;
    rule_names!(Rule);
}

/// RFC 1630's prose layer on its URL listing.
pub(crate) mod rfc1630_prose {
    /// The parser for `grammar/rfc1630-url.pest`, `grammar/rfc822.pest` and `grammar/rfc1630-url+prose.pest`.
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/rfc1630-url.pest"]
    #[grammar = "../grammar/rfc822.pest"]
    #[grammar = "../grammar/rfc1630-url+prose.pest"]
    pub(crate) struct Parser;
    rule_names!(Rule);
}

/// url-03's prose layer on its listing.
pub(crate) mod url_03_prose {
    /// The parser for `grammar/url-03.pest`, `grammar/rfc822.pest` and `grammar/url-03+prose.pest`.
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/url-03.pest"]
    #[grammar = "../grammar/rfc822.pest"]
    #[grammar = "../grammar/url-03+prose.pest"]
    pub(crate) struct Parser;
    rule_names!(Rule);
}

/// url7's prose layer on its listing.
pub(crate) mod url7_prose {
    /// The parser for `grammar/url7.pest` and `grammar/url7+prose.pest`.
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/url7.pest"]
    #[grammar = "../grammar/url7+prose.pest"]
    pub(crate) struct Parser;
    rule_names!(Rule);
}

/// url4's prose layer on its listing.
pub(crate) mod url4_prose {
    /// The parser for `grammar/url4.pest` and `grammar/url4+prose.pest`.
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/url4.pest"]
    #[grammar = "../grammar/url4+prose.pest"]
    pub(crate) struct Parser;
    rule_names!(Rule);
}

/// RFC 1630's prose layer on its generic listing.
pub(crate) mod rfc1630_generic_prose {
    /// The parser for `grammar/rfc1630-generic.pest` and `grammar/rfc1630-generic+prose.pest`.
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/rfc1630-generic.pest"]
    #[grammar = "../grammar/rfc1630-generic+prose.pest"]
    pub(crate) struct Parser;
    rule_names!(Rule);
}

/// `$body` with `$module` standing for the `pest_derive` module of
/// `$listing` (its `Parser` and its `Rule`): the one place that names a
/// listing's module by its variant, so that what runs a listing's parser
/// (the parser, the rule table) needs no edit for a new listing.
macro_rules! with_listing {
    ($listing:expr, $module:ident => $body:expr) => {
        match $listing {
            $crate::grammar::Listing::Rfc1630Url => {
                use $crate::grammar::listings::rfc1630_url as $module;
                $body
            }
            $crate::grammar::Listing::Rfc1630Generic => {
                use $crate::grammar::listings::rfc1630_generic as $module;
                $body
            }
            $crate::grammar::Listing::Url03 => {
                use $crate::grammar::listings::url_03 as $module;
                $body
            }
            $crate::grammar::Listing::Url7 => {
                use $crate::grammar::listings::url7 as $module;
                $body
            }
            $crate::grammar::Listing::Url4 => {
                use $crate::grammar::listings::url4 as $module;
                $body
            }
            $crate::grammar::Listing::Rfc1738 => {
                use $crate::grammar::listings::rfc1738 as $module;
                $body
            }
            $crate::grammar::Listing::Rfc1808 => {
                use $crate::grammar::listings::rfc1808 as $module;
                $body
            }
            $crate::grammar::Listing::Rfc2396 => {
                use $crate::grammar::listings::rfc2396 as $module;
                $body
            }
            $crate::grammar::Listing::Rfc2732 => {
                use $crate::grammar::listings::rfc2732 as $module;
                $body
            }
            $crate::grammar::Listing::Rfc3986 => {
                use $crate::grammar::listings::rfc3986 as $module;
                $body
            }
            $crate::grammar::Listing::Rfc3987 => {
                use $crate::grammar::listings::rfc3987 as $module;
                $body
            }
            $crate::grammar::Listing::Rfc1630Prose => {
                use $crate::grammar::listings::rfc1630_prose as $module;
                $body
            }
            $crate::grammar::Listing::Url03Prose => {
                use $crate::grammar::listings::url_03_prose as $module;
                $body
            }
            $crate::grammar::Listing::Url7Prose => {
                use $crate::grammar::listings::url7_prose as $module;
                $body
            }
            $crate::grammar::Listing::Url4Prose => {
                use $crate::grammar::listings::url4_prose as $module;
                $body
            }
            $crate::grammar::Listing::Rfc1630GenericProse => {
                use $crate::grammar::listings::rfc1630_generic_prose as $module;
                $body
            }
        }
    };
}
pub(crate) use with_listing;

/// The `'static` name of a rule of `listing`, read from its derived `Rule`
/// enum: no grammar file is parsed.
pub(crate) fn rule_name(listing: Listing, name: &str) -> Option<&'static str> {
    rule_entry(listing, name).map(|(_, name)| name)
}

/// The position of the rule called `name` in `listing`'s
/// `Rule::all_rules()`, and its `'static` name.
pub(crate) fn rule_entry(listing: Listing, name: &str) -> Option<(usize, &'static str)> {
    fn find<R: GrammarRule>(rules: &[R], name: &str) -> Option<(usize, &'static str)> {
        rules.iter().map(|&rule| rule.name()).enumerate().find(|&(_, rule)| rule == name)
    }
    with_listing!(listing, module => find(module::Rule::all_rules(), name))
}

/// How a listing's entry reaches the productions a [`crate::Verdict`] names.
///
/// ```
/// use rfc1630::grammar::listings::{spec, Productions};
/// use rfc1630::grammar::Listing;
/// assert_eq!(spec(Listing::Url4).productions, Productions::ChoiceOf("docaddress"));
/// assert_eq!(spec(Listing::Rfc1630Generic).productions, Productions::Single("uri"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Productions {
    /// The alternatives of this rule are the productions (`url`, url4's `docaddress`).
    ChoiceOf(&'static str),
    /// The listing has one production, this rule (the generic listing's `uri`).
    Single(&'static str),
}

/// The static facts of one listing: one row of [`LISTINGS`]. Everything that
/// needs to know a listing's files, entry, choice of productions or wrapper
/// reads them here (the parser, the DFA compiler, the verdict, the AST
/// builder, `diff` and the conformance run); only the `pest_derive` module of
/// each listing must be code.
///
/// ```
/// use rfc1630::grammar::listings::{spec, Productions};
/// use rfc1630::{Grammar, grammar::Listing};
/// let url = spec(Listing::Rfc1630Url);
/// assert_eq!(url.entry_rule(Grammar::Rfc1630Url), "url_entry");
/// assert_eq!(url.entry_rule(Grammar::Rfc1630), "url_fragment_entry");
/// assert_eq!(url.productions, Productions::ChoiceOf("url"));
/// assert_eq!(url.wrapper, Some("prefixedurl"));
/// // url-03's entry takes no fragment: no grammar adds one to it.
/// assert_eq!(spec(Listing::Url03).fragment_entry, None);
/// ```
#[derive(Debug)]
pub struct ListingSpec {
    /// The listing this row describes.
    pub listing: Listing,
    /// The grammar file(s) as compiled, in order: `(path, text)`.
    pub sources: &'static [(&'static str, &'static str)],
    /// The files of `sources` that an erratum appends to the listing: `(path, erratum id)`.
    pub appended: &'static [(&'static str, &'static str)],
    /// The seed files (`/work/shared/seeds/`) of the document the listing is
    /// printed in; for a later document, its file in `/work/shared/lineage/`.
    pub seed_files: &'static [&'static str],
    /// The entry rule a grammar of this listing alone parses with.
    pub entry: &'static str,
    /// The entry rule with the optional `# fragmentid` that the default grammar
    /// [`Grammar::Rfc1630`] (and so `rfc1630+prose`) adds, for a listing without one of its own.
    pub fragment_entry: Option<&'static str>,
    /// The rule that holds the listing's fragment identifier under the entry;
    /// none for RFC 1738, whose listing has no fragment (its §2.2 only names
    /// `#` as the delimiter other systems use).
    pub fragment: Option<&'static str>,
    /// The rule that wraps the choice in a prefix (`prefixedurl  u r l : url`).
    pub wrapper: Option<&'static str>,
    /// Rules between the entry and the choice that only rename it (url7's `uri  url`).
    pub renames: &'static [&'static str],
    /// Where the productions a verdict names are.
    pub productions: Productions,
}

impl ListingSpec {
    /// The entry rule `grammar` parses this listing with: the fragment entry
    /// for the default grammar, when the listing has one, else [`Self::entry`].
    ///
    /// ```
    /// use rfc1630::{grammar::listings::spec, Grammar, grammar::Listing};
    /// assert_eq!(spec(Listing::Url7).entry_rule(Grammar::Url7), "fragmentaddress");
    /// assert_eq!(spec(Listing::Rfc1630Generic).entry_rule(Grammar::Rfc1630), "fragmentaddress");
    /// assert_eq!(spec(Listing::Rfc1630Url).entry_rule(Grammar::Rfc1630Prose), "url_fragment_entry");
    /// ```
    pub fn entry_rule(&self, grammar: Grammar) -> &'static str {
        match self.fragment_entry {
            Some(entry) if grammar.base() == Grammar::Rfc1630 => entry,
            _ => self.entry,
        }
    }

    /// The rule whose alternatives are the productions, if the listing has a choice.
    ///
    /// ```
    /// use rfc1630::{grammar::listings::spec, grammar::Listing};
    /// assert_eq!(spec(Listing::Url4).choice(), Some("docaddress"));
    /// assert_eq!(spec(Listing::Rfc1630Generic).choice(), None);
    /// ```
    pub fn choice(&self) -> Option<&'static str> {
        match self.productions {
            Productions::ChoiceOf(rule) => Some(rule),
            Productions::Single(_) => None,
        }
    }
}

const RFC1630_SEEDS: &[&str] = &["003_8b2f656be9807e96.txt", "000_0a4fea20c6f27193.txt"];
const RFC822: (&str, &str) = ("grammar/rfc822.pest", include_str!("../../grammar/rfc822.pest"));

/// One row per listing, in the order of [`Listing::ALL`].
///
/// ```
/// use rfc1630::grammar::listings::LISTINGS;
/// assert!(LISTINGS.iter().all(|row| row.sources.iter().all(|(path, _)| path.ends_with(".pest"))));
/// ```
pub static LISTINGS: [ListingSpec; Listing::ALL.len()] = [
    ListingSpec {
        listing: Listing::Rfc1630Url,
        sources: &[RFC1630_URL, RFC822],
        appended: &[("grammar/rfc822.pest", "E4")],
        seed_files: RFC1630_SEEDS,
        entry: "url_entry",
        fragment_entry: Some("url_fragment_entry"),
        fragment: Some("fragmentid"),
        wrapper: Some("prefixedurl"),
        renames: &[],
        productions: Productions::ChoiceOf("url"),
    },
    ListingSpec {
        listing: Listing::Rfc1630Generic,
        sources: &[RFC1630_GENERIC],
        appended: &[],
        seed_files: RFC1630_SEEDS,
        entry: "fragmentaddress",
        fragment_entry: None,
        fragment: Some("fragmentid"),
        wrapper: None,
        renames: &[],
        productions: Productions::Single("uri"),
    },
    ListingSpec {
        listing: Listing::Url03,
        sources: &[URL_03, RFC822],
        appended: &[("grammar/rfc822.pest", "E4")],
        seed_files: &["002_69f8b7daee82da35.txt"],
        entry: "url_entry",
        fragment_entry: None,
        fragment: Some("fragmentid"),
        wrapper: Some("prefixedurl"),
        renames: &[],
        productions: Productions::ChoiceOf("url"),
    },
    ListingSpec {
        listing: Listing::Url7,
        sources: &[URL7],
        appended: &[],
        seed_files: &["004_714d43b9c814fcaf.txt"],
        entry: "fragmentaddress",
        fragment_entry: None,
        fragment: Some("fragmentid"),
        wrapper: None,
        renames: &["uri"],
        productions: Productions::ChoiceOf("url"),
    },
    ListingSpec {
        listing: Listing::Url4,
        sources: &[URL4],
        appended: &[],
        seed_files: &["001_8d5ef9870e7fee48.txt"],
        entry: "anchoraddress",
        fragment_entry: None,
        fragment: Some("anchorid"),
        wrapper: None,
        renames: &[],
        productions: Productions::ChoiceOf("docaddress"),
    },
    ListingSpec {
        listing: Listing::Rfc1738,
        sources: &[("grammar/rfc1738.pest", include_str!("../../grammar/rfc1738.pest"))],
        appended: &[],
        seed_files: &["rfc1738.txt"],
        entry: "url_entry",
        fragment_entry: None,
        fragment: None,
        wrapper: None,
        renames: &[],
        productions: Productions::ChoiceOf("url"),
    },
    ListingSpec {
        listing: Listing::Rfc1808,
        sources: &[("grammar/rfc1808.pest", include_str!("../../grammar/rfc1808.pest"))],
        appended: &[],
        seed_files: &["rfc1808.txt"],
        entry: "URL_entry",
        fragment_entry: None,
        fragment: Some("fragment"),
        wrapper: None,
        renames: &[],
        productions: Productions::ChoiceOf("URL"),
    },
    ListingSpec {
        listing: Listing::Rfc2396,
        sources: &[("grammar/rfc2396.pest", include_str!("../../grammar/rfc2396.pest"))],
        appended: &[],
        seed_files: &["rfc2396.txt"],
        entry: "URI_reference_entry",
        fragment_entry: None,
        fragment: Some("fragment"),
        wrapper: None,
        renames: &[],
        productions: Productions::ChoiceOf("URI_reference"),
    },
    ListingSpec {
        listing: Listing::Rfc2732,
        sources: &[("grammar/rfc2732.pest", include_str!("../../grammar/rfc2732.pest"))],
        appended: &[],
        seed_files: &["rfc2732.txt"],
        entry: "URI_reference_entry",
        fragment_entry: None,
        fragment: Some("fragment"),
        wrapper: None,
        renames: &[],
        productions: Productions::ChoiceOf("URI_reference"),
    },
    ListingSpec {
        listing: Listing::Rfc3986,
        sources: &[("grammar/rfc3986.pest", include_str!("../../grammar/rfc3986.pest"))],
        appended: &[],
        seed_files: &["rfc3986.txt"],
        entry: "URI_reference_entry",
        fragment_entry: None,
        fragment: Some("fragment"),
        wrapper: None,
        renames: &[],
        productions: Productions::ChoiceOf("URI_reference"),
    },
    ListingSpec {
        listing: Listing::Rfc3987,
        sources: &[("grammar/rfc3987.pest", include_str!("../../grammar/rfc3987.pest"))],
        appended: &[],
        seed_files: &["rfc3987.txt"],
        entry: "IRI_reference_entry",
        fragment_entry: None,
        fragment: Some("ifragment"),
        wrapper: None,
        renames: &[],
        productions: Productions::ChoiceOf("IRI_reference"),
    },
];

/// The row of [`LISTINGS`] or [`PROSE_LISTINGS`] for `listing`.
///
/// ```
/// use rfc1630::{grammar::listings::spec, grammar::Listing};
/// assert!(Listing::ALL.iter().chain(&Listing::PROSE).all(|&l| spec(l).listing == l));
/// ```
pub fn spec(listing: Listing) -> &'static ListingSpec {
    match Listing::PROSE.iter().position(|&l| l == listing) {
        Some(layer) => &PROSE_LISTINGS[layer],
        None => &LISTINGS[listing as usize],
    }
}

const RFC1630_URL: (&str, &str) = ("grammar/rfc1630-url.pest", include_str!("../../grammar/rfc1630-url.pest"));
const RFC1630_GENERIC: (&str, &str) =
    ("grammar/rfc1630-generic.pest", include_str!("../../grammar/rfc1630-generic.pest"));
const URL_03: (&str, &str) = ("grammar/url-03.pest", include_str!("../../grammar/url-03.pest"));
const URL7: (&str, &str) = ("grammar/url7.pest", include_str!("../../grammar/url7.pest"));
const URL4: (&str, &str) = ("grammar/url4.pest", include_str!("../../grammar/url4.pest"));

/// One row per prose layer, in the order of [`Listing::PROSE`]:
/// the listing's files with the `+prose` file appended, entry `prose_entry`,
/// and the layer's own choice (`prose_url`, url4's `prose_docaddress`) that
/// names the listing's choice (`url`, `docaddress`) as a rename, so that a
/// verdict names the listing's production where the layer only added a void
/// fragment, and the prose production (`fileaddress`) otherwise.
///
/// ```
/// use rfc1630::grammar::listings::{spec, Productions};
/// use rfc1630::grammar::Listing;
/// let prose = spec(Listing::Rfc1630Prose);
/// assert_eq!(prose.entry, "prose_entry");
/// assert_eq!(prose.appended, &[("grammar/rfc1630-url+prose.pest", "prose layer")]);
/// assert_eq!(prose.productions, Productions::ChoiceOf("prose_url"));
/// ```
pub static PROSE_LISTINGS: [ListingSpec; Listing::PROSE.len()] = [
    ListingSpec {
        listing: Listing::Rfc1630Prose,
        sources: &[RFC1630_URL, RFC822, RFC1630_PROSE],
        appended: &[(RFC1630_PROSE.0, PROSE_LAYER)],
        seed_files: RFC1630_SEEDS,
        entry: "prose_entry",
        fragment_entry: None,
        fragment: Some("prose_fragment"),
        wrapper: Some("prose_prefixedurl"),
        renames: &["url"],
        productions: Productions::ChoiceOf("prose_url"),
    },
    ListingSpec {
        listing: Listing::Url03Prose,
        sources: &[URL_03, RFC822, URL_03_PROSE],
        appended: &[(URL_03_PROSE.0, PROSE_LAYER)],
        seed_files: &["002_69f8b7daee82da35.txt"],
        entry: "prose_entry",
        fragment_entry: None,
        fragment: Some("prose_fragment"),
        wrapper: Some("prose_prefixedurl"),
        renames: &["url"],
        productions: Productions::ChoiceOf("prose_url"),
    },
    ListingSpec {
        listing: Listing::Url7Prose,
        sources: &[URL7, URL7_PROSE],
        appended: &[(URL7_PROSE.0, PROSE_LAYER)],
        seed_files: &["004_714d43b9c814fcaf.txt"],
        entry: "prose_entry",
        fragment_entry: None,
        fragment: Some("prose_fragment"),
        wrapper: None,
        renames: &["url"],
        productions: Productions::ChoiceOf("prose_url"),
    },
    ListingSpec {
        listing: Listing::Url4Prose,
        sources: &[URL4, URL4_PROSE],
        appended: &[(URL4_PROSE.0, PROSE_LAYER)],
        seed_files: &["001_8d5ef9870e7fee48.txt"],
        entry: "prose_entry",
        fragment_entry: None,
        fragment: Some("prose_anchor"),
        wrapper: None,
        renames: &["docaddress"],
        productions: Productions::ChoiceOf("prose_docaddress"),
    },
    ListingSpec {
        listing: Listing::Rfc1630GenericProse,
        sources: &[RFC1630_GENERIC, RFC1630_GENERIC_PROSE],
        appended: &[(RFC1630_GENERIC_PROSE.0, PROSE_LAYER)],
        seed_files: RFC1630_SEEDS,
        entry: "prose_generic_entry",
        fragment_entry: None,
        fragment: Some("prose_generic_fragment"),
        wrapper: None,
        renames: &[],
        productions: Productions::Single("uri"),
    },
];

/// What an `appended` row of a prose layer cites: the layer is the project.s reading of the prose.
const PROSE_LAYER: &str = "prose layer";
const RFC1630_PROSE: (&str, &str) =
    ("grammar/rfc1630-url+prose.pest", include_str!("../../grammar/rfc1630-url+prose.pest"));
const RFC1630_GENERIC_PROSE: (&str, &str) =
    ("grammar/rfc1630-generic+prose.pest", include_str!("../../grammar/rfc1630-generic+prose.pest"));
const URL_03_PROSE: (&str, &str) = ("grammar/url-03+prose.pest", include_str!("../../grammar/url-03+prose.pest"));
const URL7_PROSE: (&str, &str) = ("grammar/url7+prose.pest", include_str!("../../grammar/url7+prose.pest"));
const URL4_PROSE: (&str, &str) = ("grammar/url4+prose.pest", include_str!("../../grammar/url4+prose.pest"));

/// The grammar file(s) of a listing, as compiled: `(path, text)` pairs.
///
/// ```
/// use rfc1630::{grammar::listings::sources, grammar::Listing};
/// assert_eq!(sources(Listing::Url03).iter().map(|(path, _)| *path).collect::<Vec<_>>(),
///            ["grammar/url-03.pest", "grammar/rfc822.pest"]);
/// ```
pub fn sources(listing: Listing) -> &'static [(&'static str, &'static str)] {
    spec(listing).sources
}

/// A rule of a listing with the citation from its `///` comment.
///
/// ```
/// let docs = rfc1630::grammar::listings::rules(rfc1630::grammar::Listing::Rfc1630Generic);
/// let first = &docs[0];
/// assert_eq!(first.name, "fragmentaddress");
/// assert!(first.citation.starts_with("RFC 1630"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleDoc {
    /// The rule name as in the `.pest` file.
    pub name: String,
    /// The first doc line: where the production is printed, and how.
    pub citation: String,
    /// The other doc lines: the changes made (`E<n>:`, `P<n>:`) and notes.
    pub notes: Vec<String>,
}

/// Every rule of a listing in file order, with its citation, read from the
/// grammar files with `pest_meta`.
///
/// ```
/// use rfc1630::{grammar::listings::rules, grammar::Listing};
/// let port = rules(Listing::Rfc1630Url).iter().find(|r| r.name == "port").unwrap();
/// assert_eq!(port.citation, "RFC 1630 p.25, 003 l.1259: `port  digits`");
/// ```
pub fn rules(listing: Listing) -> &'static [RuleDoc] {
    const COUNT: usize = Listing::ALL.len() + Listing::PROSE.len();
    static CACHE: [OnceLock<Vec<RuleDoc>>; COUNT] = [const { OnceLock::new() }; COUNT];
    // The compiled files always parse (pest_derive read them), so no rule is lost here.
    CACHE[listing as usize].get_or_init(|| {
        sources(listing).iter().flat_map(|(_, text)| read_rule_docs(text).unwrap_or_default()).collect()
    })
}

/// The citation of one rule, or `""` for a rule the listing does not have.
pub(crate) fn citation(listing: Listing, rule: &str) -> &'static str {
    rules(listing).iter().find(|r| r.name == rule).map_or("", |r| r.citation.as_str())
}

/// The rules of one grammar file with their doc lines, read with `pest_meta`.
///
/// # Errors
/// `pest_meta`'s error when `text` is not a pest grammar (`grammar_rules`).
pub(crate) fn read_rule_docs(text: &str) -> Result<Vec<RuleDoc>, Box<pest::error::Error<pest_meta::parser::Rule>>> {
    use pest::Parser as _;
    use pest_meta::parser::{PestParser, Rule};
    let grammar = PestParser::parse(Rule::grammar_rules, text)?;
    let mut docs = Vec::new();
    let mut pending: Vec<String> = Vec::new();
    for item in grammar.flatten() {
        match item.as_rule() {
            Rule::line_doc => pending.push(item.into_inner().as_str().trim().to_string()),
            Rule::grammar_rule => {
                if let Some(name) = item.into_inner().next().filter(|p| p.as_rule() == Rule::identifier) {
                    let mut lines = std::mem::take(&mut pending).into_iter();
                    docs.push(RuleDoc {
                        name: name.as_str().to_string(),
                        citation: lines.next().unwrap_or_default(),
                        notes: lines.collect(),
                    });
                }
            }
            _ => {}
        }
    }
    Ok(docs)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A name that no listing has would never match a pair: each
    /// names a rule of some listing, and reads back from its name.
    #[test]
    fn every_name_is_a_rule_of_a_listing() {
        for &name in RuleName::NAMED {
            let listings = Listing::ALL.iter().chain(&Listing::PROSE);
            assert!(listings.clone().any(|&l| rule_name(l, name.name()).is_some()), "{name:?} is no rule");
            assert_eq!(RuleName::of_name(name.name()), name);
        }
        assert_eq!(RuleName::of_name("xalphas"), RuleName::Other);
    }
}
