//! One listing's row, as its document's folder writes it: the files, the
//! entry rules, the productions ([`ListingSpec`]), and the trait through
//! which the crate sees a listing's pest rules by name ([`GrammarRule`]).

use crate::grammar::rule_name::RuleName;
use crate::grammar::{Grammar, Listing, Notation};

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
        impl crate::grammar::listing::GrammarRule for $rule {
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
                        kinds[rule as usize] = RuleName::of_name(crate::grammar::listing::GrammarRule::name(rule));
                    }
                    kinds
                });
                kinds[self as usize]
            }
        }
    };
}

pub(crate) use rule_names;

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

/// The static facts of one listing: its row of the listing table, kept in its
/// document's folder ([`spec`](crate::grammar::listings::spec)). Everything that
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
    /// The document it is printed in, as citations name it (`RFC 1630`, `url-03`).
    pub document: &'static str,
    /// The notation it is printed in.
    pub notation: Notation,
    /// The grammar file(s) as compiled, in order: `(path, text)`; the
    /// text is empty where the listing's document is not built (its cargo
    /// feature is off, [`Grammar::feature`](crate::Grammar::feature)).
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

/// RFC 822's `addr-spec` (§6.1), which RFC 1630's URL listing and url-03's
/// name and do not print: appended to both by erratum E4.
/// The text of the file `grammar/$file` where the document's
/// feature is on, else empty: a listing's row ([`ListingSpec::sources`])
/// names its files in every build, and holds their text only where the
/// document is built, so that a build of one document does not carry the
/// others' grammars.
macro_rules! text_if_built {
    ($feature:literal, $file:literal) => {
        if cfg!(feature = $feature) {
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/grammar/", $file))
        } else {
            ""
        }
    };
}
pub(crate) use text_if_built;

pub(crate) const RFC822: (&str, &str) = ("grammar/rfc822.pest", include_str!("../../grammar/rfc822.pest"));

/// What an `appended` row of a prose layer cites: the layer is the project's reading of the prose.
pub(crate) const PROSE_LAYER: &str = "prose layer";
