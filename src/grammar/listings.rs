//! One pest parser per BNF listing. Each derive makes its own `Rule` enum, so
//! each listing is a module of its own; the rest of the crate sees rules only
//! through a crate-private trait that names them, so error and AST types
//! stay independent of any one `Rule` enum.

pub(crate) use crate::grammar::listing::GrammarRule;
pub use crate::grammar::listing::{ListingSpec, Productions};
use crate::grammar::{with_listing, Listing, Notation};
use std::sync::OnceLock;

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
    with_listing!(listing, module => find(module::Rule::all_rules(), name), else None)
}

/// The row of the listing table for `listing`, kept beside its parser in
/// its document's folder.
///
/// ```
/// use rfc1630::{grammar::listings::spec, grammar::Listing};
/// assert!(Listing::ALL.iter().chain(&Listing::PROSE).all(|&l| spec(l).listing == l));
/// ```
pub fn spec(listing: Listing) -> &'static ListingSpec {
    // Every listing's row, built or not: its document, notation and files
    // are data, which an error about a document left out names.
    macro_rules! specs {
        (() $(#[cfg(feature = $feature:literal)] $variant:ident => $id:literal in $document:ident::$module:ident),* $(,)?) => {
            match listing {
                $(Listing::$variant => &crate::documents::$document::grammar::$module::SPEC,)*
            }
        };
    }
    crate::grammar::for_each_listing!(specs)
}

/// What a listing's row says of it, read where the row is kept, so that
/// the ids (`registry.rs`) need not import the table.
impl Listing {
    /// The document the listing comes from, as citations name it (its row's
    /// [`ListingSpec::document`]).
    ///
    /// ```
    /// assert_eq!(rfc1630::grammar::Listing::Rfc1630Generic.document(), "RFC 1630");
    /// assert_eq!(rfc1630::grammar::Listing::Url7.document(), "url7");
    /// ```
    pub fn document(self) -> &'static str {
        spec(self).document
    }

    /// The notation the listing is printed in (its row's
    /// [`ListingSpec::notation`]).
    /// In ABNF (RFC 2234) repetition (`*`, `n*m`) and value ranges (`%x30-39`)
    /// are printed, and quoted strings match either case; in the BNF of the
    /// older listings neither exists, so a pest `*` or range there is a change (P1, P4).
    ///
    /// ```
    /// use rfc1630::{grammar::Listing, grammar::Notation};
    /// assert_eq!(Listing::Rfc3986.notation(), Notation::Abnf);
    /// assert_eq!(Listing::Url7.notation(), Notation::Bnf);
    /// ```
    pub fn notation(self) -> Notation {
        spec(self).notation
    }
}

/// The rows of the printed listings, in the order of [`Listing::ALL`].
///
/// ```
/// use rfc1630::grammar::listings::printed;
/// assert_eq!(printed().count(), rfc1630::grammar::Listing::ALL.len());
/// ```
pub fn printed() -> impl Iterator<Item = &'static ListingSpec> {
    Listing::ALL.into_iter().map(spec)
}

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

/// The rule that makes `listing`'s language other than regular: the first,
/// in file order, that calls itself through the rules it names (RFC 6068's
/// listing imports RFC 5322's `ccontent`, which holds a `comment`, which
/// holds `ccontent`, rfc5322.txt l.607-609, so comments nest). Such a listing has
/// no automaton: pest alone decides it, and a rejection's offset is pest's
/// furthest position, not the exact byte that the automata of a regular
/// listing give ([`crate::diagnose::NotExact`]). `None` for
/// a regular listing, every other one of the crate.
///
/// ```
/// use rfc1630::grammar::{listings::nesting_rule, Listing};
/// assert_eq!(nesting_rule(Listing::Rfc6068).map(|r| r.name.as_str()), Some("ccontent"));
/// assert!(nesting_rule(Listing::Rfc6068Prose).is_none());
/// assert!(nesting_rule(Listing::Rfc3986).is_none());
/// ```
pub fn nesting_rule(listing: Listing) -> Option<&'static RuleDoc> {
    use pest_meta::ast::Expr;
    fn named(expr: &Expr, out: &mut Vec<String>) {
        match expr {
            Expr::Ident(name) => out.push(name.clone()),
            Expr::Seq(a, b) | Expr::Choice(a, b) => {
                named(a, out);
                named(b, out);
            }
            Expr::Opt(e)
            | Expr::Rep(e)
            | Expr::RepOnce(e)
            | Expr::RepExact(e, _)
            | Expr::RepMin(e, _)
            | Expr::RepMax(e, _)
            | Expr::RepMinMax(e, ..)
            | Expr::PosPred(e)
            | Expr::NegPred(e)
            | Expr::Push(e) => named(e, out),
            _ => {}
        }
    }
    const COUNT: usize = Listing::ALL.len() + Listing::PROSE.len();
    static CACHE: [OnceLock<Option<usize>>; COUNT] = [const { OnceLock::new() }; COUNT];
    let position = CACHE[listing as usize].get_or_init(|| {
        let mut calls: std::collections::HashMap<String, Vec<String>> = std::collections::HashMap::new();
        for (_, text) in sources(listing) {
            let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text).ok()?;
            for rule in pest_meta::parser::consume_rules(pairs).ok()? {
                let mut out = Vec::new();
                named(&rule.expr, &mut out);
                calls.insert(rule.name, out);
            }
        }
        let calls_itself = |start: &str| {
            let mut seen = std::collections::HashSet::new();
            let mut pending: Vec<&str> =
                calls.get(start).map(|c| c.iter().map(String::as_str).collect()).unwrap_or_default();
            while let Some(name) = pending.pop() {
                if name == start {
                    return true;
                }
                if seen.insert(name) {
                    pending.extend(calls.get(name).into_iter().flatten().map(String::as_str));
                }
            }
            false
        };
        rules(listing).iter().position(|rule| calls_itself(&rule.name))
    });
    position.map(|i| &rules(listing)[i])
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
    use crate::grammar::rule_name::RuleName;

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
