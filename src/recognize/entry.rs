//! Another production of a listing as the entry: the absolute forms
//! `absoluteURL` (RFC 1808), `absoluteURI` (RFC 2396, RFC 2732), `URI`
//! (RFC 3986), `IRI` and `absolute-IRI` (RFC 3987), each a project entry
//! rule `<production>_entry` of the P5 row of its listing.

use crate::diagnose::error::{ParseError, SyntaxError, MAX_INPUT_LEN};
use crate::grammar::listings::{rule_name, GrammarRule};
use crate::grammar::overrides::project_rules;
use crate::grammar::spelling::document_spelling;
use crate::grammar::{Grammar, Listing};
use crate::recognize::parser::{attempt_rule, diagnosis, Visit};
use crate::Verdict;
use pest::iterators::Pair;

/// A production of a grammar's listing checked as a whole string, named as
/// the document names it (`absoluteURI`) or with `-` spelled `_`.
///
/// ```
/// use rfc1630::{recognize::Entry, Grammar};
/// let absolute = Entry::new(Grammar::Rfc2396, "absoluteURI").unwrap();
/// assert_eq!(absolute.check("http://a/b").unwrap().to_string(), "rfc2396:absoluteURI");
/// assert_eq!(absolute.check("../b").unwrap_err().offset(), 0);
/// assert!(Entry::new(Grammar::Rfc1808, "absoluteURL").is_ok());
/// assert!(Entry::new(Grammar::Rfc1630, "absoluteURI").is_err());
/// let iri = Entry::new(Grammar::Rfc3987, "absolute-IRI").unwrap();
/// assert_eq!(iri.check("http://\u{e9}/").unwrap().to_string(), "rfc3987:absolute-IRI");
/// assert_eq!(iri.check("http://\u{e9}/#f").unwrap_err().offset(), 10);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    grammar: Grammar,
    listing: Listing,
    production: &'static str,
    rule: &'static str,
}

/// The error of [`Entry::new`]: the grammar's listing has no entry rule for the production.
///
/// ```
/// let err = rfc1630::recognize::Entry::new(rfc1630::Grammar::Url7, "absoluteURI").unwrap_err();
/// assert!(err.to_string().contains("url7"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{grammar}: `{production}` is not an entry of this grammar")]
pub struct UnknownEntry {
    /// The grammar asked for.
    pub grammar: Grammar,
    /// The production asked for, as given.
    pub production: String,
}

impl Entry {
    /// The entry `production` of `grammar`, a grammar of one listing.
    ///
    /// # Errors
    /// [`UnknownEntry`] when the listing has no project entry rule
    /// `<production>_entry` (`absoluteURI_entry`, P5).
    ///
    /// ```
    /// use rfc1630::{recognize::Entry, Grammar};
    /// assert!(Entry::new(Grammar::Rfc2732, "absolute-URI").is_err());
    /// assert!(Entry::new(Grammar::Rfc2732, "absoluteURI").is_ok());
    /// ```
    pub fn new(grammar: Grammar, production: &str) -> Result<Entry, UnknownEntry> {
        let unknown = || UnknownEntry { grammar, production: production.to_string() };
        let [listing] = grammar.listings() else { return Err(unknown()) };
        let name = production.replace('-', "_");
        let rule = format!("{name}_entry");
        let is_entry = project_rules(*listing).any(|p| p.name == rule && p.stands_for.is_none());
        match (is_entry, rule_name(*listing, &name), rule_name(*listing, &rule)) {
            (true, Some(production), Some(rule)) => Ok(Entry { grammar, listing: *listing, production, rule }),
            _ => Err(unknown()),
        }
    }

    /// Whether this is the grammar's own entry (RFC 3986's and RFC 2396's
    /// `URI-reference`, RFC 1808's `URL`): `check` then takes the default
    /// path, with the DFA and the exact diagnosis.
    ///
    /// ```
    /// use rfc1630::{recognize::Entry, Grammar};
    /// assert!(Entry::new(Grammar::Rfc3986, "URI-reference").unwrap().is_default());
    /// assert!(!Entry::new(Grammar::Rfc3986, "URI").unwrap().is_default());
    /// ```
    pub fn is_default(&self) -> bool {
        self.rule == crate::grammar::listings::spec(self.listing).entry
    }

    /// The verdict on `input`: the listing and the entry production.
    ///
    /// # Errors
    /// [`ParseError::Syntax`] with the exact diagnosis of [`crate::check`],
    /// made from the entry's production (`absoluteURL`, `absoluteURI`,
    /// `URI`) as the start: the end of the longest prefix of the input that
    /// some string of the production extends, and the names the listing gives
    /// what could follow there (`g` fails at 1, where `:` is missing);
    /// [`ParseError::TooLong`] over [`MAX_INPUT_LEN`].
    ///
    /// ```
    /// let entry = rfc1630::recognize::Entry::new(rfc1630::Grammar::Rfc1808, "absoluteURL").unwrap();
    /// assert_eq!(entry.check("g:h").unwrap().production, "absoluteURL");
    /// assert_eq!(entry.check("g:h i").unwrap_err().offset(), 3);
    /// assert_eq!(entry.check("g").unwrap_err().offset(), 1);
    /// ```
    pub fn check(&self, input: &str) -> Result<Verdict, ParseError> {
        self.grammar.built()?;
        if input.len() > MAX_INPUT_LEN {
            return Err(ParseError::TooLong { grammar: self.grammar, len: input.len(), cap: MAX_INPUT_LEN });
        }
        match attempt_rule(self.grammar, self.listing, self.rule, input, &Accepts) {
            Ok(()) => {
                Ok(Verdict { listing: self.listing, production: document_spelling(self.listing, self.production) })
            }
            Err(_) => Err(SyntaxError::new(self.grammar, Some((self.rule, self.production)), input, diagnosis).into()),
        }
    }
}

/// The visitor of an entry: acceptance is all there is to report.
struct Accepts;

impl<'i> Visit<'i> for Accepts {
    type Out = ();
    fn visit<R: GrammarRule>(&self, _: Grammar, _: Listing, _: Pair<'i, R>) {}
}
