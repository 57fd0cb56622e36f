//! One pest parser per BNF listing. Each derive makes its own `Rule` enum, so
//! each listing is a module of its own; the rest of the crate sees rules only
//! through a crate-private trait that names them, so error and AST types
//! stay independent of any one `Rule` enum.

use crate::grammar::Listing;
use std::sync::OnceLock;

/// A pest `Rule` enum of one listing, seen by rule name.
pub(crate) trait GrammarRule: pest::RuleType {
    /// The rule's name as written in the `.pest` file.
    fn name(self) -> &'static str;
}

/// Implements [`GrammarRule`] for a derived `Rule` enum, with the names read
/// once from its `Debug` form (pest names the variants after the rules).
macro_rules! rule_names {
    ($rule:ty) => {
        impl crate::listings::GrammarRule for $rule {
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
        }
    };
}

/// RFC 1630 "BNF of Generic URI Syntax" (p.22-23).
pub(crate) mod rfc1630_generic {
    /// The parser for `grammar/rfc1630-generic.pest`.
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/rfc1630-generic.pest"]
    pub(crate) struct Parser;
    rule_names!(Rule);
}

/// RFC 1630 "BNF for specific URL schemes" (p.23-27), with RFC 822's addr-spec (E4).
pub(crate) mod rfc1630_url {
    /// The parser for `grammar/rfc1630-url.pest` and `grammar/rfc822.pest`.
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/rfc1630-url.pest"]
    #[grammar = "../grammar/rfc822.pest"]
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

/// url4 (Internet Draft 00) "BNF syntax".
pub(crate) mod url4 {
    /// The parser for `grammar/url4.pest`.
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/url4.pest"]
    pub(crate) struct Parser;
    rule_names!(Rule);
}

/// The grammar file(s) of a listing, as compiled: `(path, text)` pairs.
pub fn sources(listing: Listing) -> &'static [(&'static str, &'static str)] {
    match listing {
        Listing::Rfc1630Generic => &[("grammar/rfc1630-generic.pest", include_str!("../grammar/rfc1630-generic.pest"))],
        Listing::Rfc1630Url => &[
            ("grammar/rfc1630-url.pest", include_str!("../grammar/rfc1630-url.pest")),
            ("grammar/rfc822.pest", include_str!("../grammar/rfc822.pest")),
        ],
        Listing::Url03 => &[
            ("grammar/url-03.pest", include_str!("../grammar/url-03.pest")),
            ("grammar/rfc822.pest", include_str!("../grammar/rfc822.pest")),
        ],
        Listing::Url7 => &[("grammar/url7.pest", include_str!("../grammar/url7.pest"))],
        Listing::Url4 => &[("grammar/url4.pest", include_str!("../grammar/url4.pest"))],
    }
}

/// A rule of a listing with the citation from its `///` comment.
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
/// use rfc1630::{listings::rules, Listing};
/// let port = rules(Listing::Rfc1630Url).iter().find(|r| r.name == "port").unwrap();
/// assert_eq!(port.citation, "RFC 1630 p.25, 003 l.1259: `port  digits`");
/// ```
pub fn rules(listing: Listing) -> &'static [RuleDoc] {
    static URL: OnceLock<Vec<RuleDoc>> = OnceLock::new();
    static GENERIC: OnceLock<Vec<RuleDoc>> = OnceLock::new();
    static URL_03: OnceLock<Vec<RuleDoc>> = OnceLock::new();
    static URL7: OnceLock<Vec<RuleDoc>> = OnceLock::new();
    static URL4: OnceLock<Vec<RuleDoc>> = OnceLock::new();
    let cell = match listing {
        Listing::Rfc1630Url => &URL,
        Listing::Rfc1630Generic => &GENERIC,
        Listing::Url03 => &URL_03,
        Listing::Url7 => &URL7,
        Listing::Url4 => &URL4,
    };
    cell.get_or_init(|| sources(listing).iter().flat_map(|(_, text)| read_rule_docs(text)).collect())
}

/// The citation of one rule, or `""` for a rule the listing does not have.
pub(crate) fn citation(listing: Listing, rule: &str) -> &'static str {
    rules(listing).iter().find(|r| r.name == rule).map_or("", |r| r.citation.as_str())
}

/// The rules of one grammar file with their doc lines, read with `pest_meta`.
pub(crate) fn read_rule_docs(text: &str) -> Vec<RuleDoc> {
    use pest::Parser as _;
    use pest_meta::parser::{PestParser, Rule};
    let grammar = PestParser::parse(Rule::grammar_rules, text).expect("grammar files compile, so pest_meta reads them");
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
    docs
}
