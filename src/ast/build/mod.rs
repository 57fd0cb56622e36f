//! The AST builder: [`parse`] and [`parse_with`], the parser run with a
//! visitor that builds the typed AST. The builder walks the entry rule of
//! any listing and hands the production it derives to the builder of the
//! listing's document (its folder's `parse_production`, one `parse_<rule>`
//! function per production), through the registry's rows.

use crate::ast::build::pairs::{text, unexpected, Built, Children, Pair, Unexpected};
use crate::ast::{Address, Text, Uri};
use crate::diagnose::error::ParseError;
use crate::grammar::listings::{GrammarRule, Productions};
use crate::grammar::rule_name::RuleName;
use crate::grammar::{for_each_document, Grammar, Listing};
use crate::recognize::parser::{ProductionParse, Visit};

pub(crate) mod pairs;

/// Parses `input` with the default grammar, [`Grammar::Rfc1630`]: RFC 1630's
/// URL listing (`prefixedurl | url`, then an optional `# fragmentid`), or
/// else its generic listing (`fragmentaddress`).
///
/// # Errors
/// [`ParseError::Syntax`] gives the position and the productions expected
/// there, each with its citation (for example `port (RFC 1630 p.25, 003
/// l.1259: `port  digits`)`); [`ParseError::TooLong`] an input over
/// [`MAX_INPUT_LEN`](crate::diagnose::MAX_INPUT_LEN).
///
/// ```
/// let uri = rfc1630::parse("http://info.cern.ch:8000/imaginary/test").unwrap();
/// assert_eq!(uri.verdict().to_string(), "rfc1630-url:httpaddress");
/// assert_eq!(uri.to_string(), "http://info.cern.ch:8000/imaginary/test");
///
/// let err = rfc1630::parse("http://info.cern.ch:80x/").unwrap_err();
/// assert_eq!(err.offset(), 22);
/// ```
pub fn parse(input: &str) -> Result<Uri<'_>, ParseError> {
    parse_with(Grammar::Rfc1630, input)
}

/// Parses `input` with `grammar`.
///
/// # Errors
/// As [`parse`]: the error names the grammar, the position and the expected productions.
///
/// ```
/// use rfc1630::{parse_with, Grammar};
/// // The generic listing takes any scheme, but no empty path segment (finding F1).
/// assert!(parse_with(Grammar::Rfc1630Generic, "magic:a/b/c").is_ok());
/// assert!(parse_with(Grammar::Rfc1630Generic, "magic://a/b").is_err());
/// // The URL listing has no fragment; the default grammar adds it.
/// assert!(parse_with(Grammar::Rfc1630Url, "http://h/p#f").is_err());
/// assert!(parse_with(Grammar::Rfc1630, "http://h/p#f").is_ok());
/// ```
pub fn parse_with(grammar: Grammar, input: &str) -> Result<Uri<'_>, ParseError> {
    crate::recognize::parser::run(grammar, input, AstVisitor)?
        .map_err(|Unexpected { found, inside }| ParseError::Internal { grammar, found, inside })
}

/// Builds a [`Uri`] from an entry pair.
pub(crate) struct AstVisitor;

impl<'i> Visit<'i> for AstVisitor {
    type Out = Built<Uri<'i>>;
    fn visit<R: GrammarRule>(&self, grammar: Grammar, listing: Listing, entry: Pair<'i, R>) -> Built<Uri<'i>> {
        parse_entry(grammar, listing, entry)
    }
    fn visit_production<R: GrammarRule>(
        &self,
        grammar: Grammar,
        listing: Listing,
        parsed: ProductionParse<'i, R>,
    ) -> Option<Built<Uri<'i>>> {
        let ProductionParse { prefixedurl, production, fragmentid } = parsed;
        let address = match parse_production(listing, production) {
            Ok((address, _)) => address,
            Err(unexpected) => return Some(Err(unexpected)),
        };
        Some(Ok(Uri { grammar, listing, prefixedurl, address, fragmentid: fragmentid.map(Text::new) }))
    }
}

/// The entry rules, as the listing table describes them
/// ([`crate::grammar::listings::ListingSpec`]): `url_entry`/`url_fragment_entry`
/// (`prefixedurl | url`), `fragmentaddress` (`uri [ # fragmentid ]`, where
/// url7's `uri` renames its `url`), url4's `anchoraddress` (`docaddress [ # anchorid ]`).
/// The production the entry derives (the listing's choice, or its single
/// production) goes to the listing's document, which gives the fragment
/// too where its production holds one (RFC 1808's `URL`, RFC 2396's
/// `URI-reference`).
fn parse_entry<'i, R: GrammarRule>(grammar: Grammar, listing: Listing, entry: Pair<'i, R>) -> Built<Uri<'i>> {
    let spec = crate::grammar::listings::spec(listing);
    let (mut prefixedurl, mut address, mut fragmentid) = (false, None, None);
    for child in entry.into_inner() {
        let name = child.as_rule().name();
        let production = match spec.productions {
            _ if name == "EOI" => continue,
            _ if Some(name) == spec.fragment => {
                fragmentid = Some(text(child));
                continue;
            }
            Productions::ChoiceOf(choice) if spec.wrapper == Some(name) || spec.renames.contains(&name) => {
                prefixedurl |= spec.wrapper == Some(name);
                Children::of(child).required(RuleName::of_name(choice))?
            }
            Productions::ChoiceOf(production) | Productions::Single(production) if name == production => child,
            _ => return unexpected(&child, "entry"),
        };
        let (built, fragment) = parse_production(listing, production)?;
        address = Some(built);
        fragmentid = fragment.or(fragmentid);
    }
    let address = address.ok_or(Unexpected { found: "nothing", inside: "entry" })?;
    Ok(Uri { grammar, listing, prefixedurl, address, fragmentid })
}

/// The body of [`parse_production`]: the first document whose grammar
/// tries the listing (a prose layer: the listing it is appended to) builds
/// it, into its variant of [`Address`].
macro_rules! production_of_document {
    (($listing:expr, $pair:expr) $(#[cfg(feature = $feature:literal)] $variant:ident => $module:ident),* $(,)?) => {{
        $(#[cfg(feature = $feature)] if Grammar::$variant.listings().contains(&$listing.base()) {
            let (address, fragment) = $crate::documents::$module::ast::parse_production($pair)?;
            return Ok((Address::$variant(address), fragment));
        })*
        unexpected(&$pair, "a listing of no document")
    }};
}

/// The production a listing's entry derives (or, from a parse by the
/// production's own rule, one alternative of it), built by the listing's
/// document, and the fragment where the production holds one.
fn parse_production<'i, R: GrammarRule>(listing: Listing, pair: Pair<'i, R>) -> Built<(Address<'i>, Option<Text<'i>>)> {
    for_each_document!(production_of_document, listing, pair)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognize::parser::{decided_listing, in_order, RFC1630_WRAPPER};

    /// On every string of the corpora and the catalogue, and each of them
    /// wrapped in RFC 1630's `url:` (none of them is), under every grammar,
    /// the listing the DFA names builds the AST that trying every listing
    /// in order builds.
    #[test]
    fn the_dfa_listing_builds_the_ast_of_the_ordered_trial() {
        let mut inputs = crate::support::corpus_inputs::corpus_inputs();
        let wrapped: Vec<String> = inputs.iter().map(|input| format!("{RFC1630_WRAPPER}{input}")).collect();
        inputs.extend(wrapped);
        let mut compared = 0;
        let mut differ = Vec::new();
        for grammar in Grammar::ALL.into_iter().chain(Grammar::PROSE) {
            for input in &inputs {
                let Some(decided) = decided_listing(grammar, input, &AstVisitor) else { continue };
                compared += 1;
                let ordered = in_order(grammar, input, AstVisitor);
                if format!("{:?}", ordered.as_ref().ok()) != format!("{:?}", Some(&decided)) {
                    differ.push((grammar, input.clone()));
                }
            }
        }
        assert!(compared > 10_000, "only {compared} accepted strings");
        assert!(differ.is_empty(), "{} differ, first: {:?}", differ.len(), differ.first());
    }
}
