//! An imported grammar held to the built-in grammar of the same listing:
//! the five listings of the lineage, imported from their documents' text
//! ([`lineage_imports`]), against `grammar/*.pest`, transcribed by hand.
//!
//! Each rule both grammars have, and the two entries, are compared as
//! languages ([`crate::study::language::compare`]): the document's CFG
//! meaning of each, as exact automata, so that the comparison says nothing
//! of pest's ordered choice (the PEG mechanics of the P rows). A difference
//! is explained only by an E row (`grammar/ERRATA.md`) of the listing that
//! covers the rule; and for each E row, the import's notes on the rule say
//! whether the import reports it where the document prints it.

use super::names::pest_name;
use super::{Import, Options, With};
use crate::grammar::overrides::{Kind, OVERRIDES};
use crate::grammar::Grammar;
use crate::study::language::{compare_with, Language, LanguageDiff, LanguageError, Relation};

pub use crate::documents::LineageImport;

/// The listings of the lineage held to their imports, in the registry's
/// order: each document's [`import`](crate::documents::Document::import).
///
/// ```
/// use rfc1630::study::import::agreement::lineage_imports;
/// let ids: Vec<_> = lineage_imports().map(|l| l.grammar.id()).collect();
/// assert_eq!(ids, ["rfc1738", "rfc1808", "rfc2396", "rfc2732", "rfc3986"]);
/// ```
pub fn lineage_imports() -> impl Iterator<Item = LineageImport> {
    crate::documents::ALL.iter().filter_map(|document| document.import)
}

impl LineageImport {
    /// The options of this import, each `--with` file's text from `read`.
    ///
    /// ```
    /// use rfc1630::study::import::agreement::lineage_imports;
    /// let options = lineage_imports().nth(3).unwrap().options(|file| file.as_bytes().to_vec());
    /// assert_eq!(options.with[0].file, "rfc2373.txt");
    /// assert_eq!(options.lines, Some((102, 139)));
    /// ```
    pub fn options(&self, read: impl Fn(&str) -> Vec<u8>) -> Options {
        let with = self.with.iter().map(|&(file, range)| With {
            file: file.to_string(),
            name: None,
            bytes: read(file),
            ranges: vec![range],
        });
        Options { lines: Some(self.lines), notation: None, with: with.collect(), title: None }
    }
}

/// How an imported grammar and a built-in grammar compare.
#[derive(Debug, Clone)]
pub struct ImportAgreement {
    /// The built-in grammar.
    pub grammar: Grammar,
    /// The two entries' languages (the built-in's entries against the
    /// import's first rule).
    pub whole: LanguageDiff,
    /// The rules both have, in the built-in's order.
    pub shared: Vec<String>,
    /// The shared rules whose languages differ, or that could not be compared exactly.
    pub differences: Vec<RuleDisagreement>,
    /// The built-in's rules the import does not have.
    pub only_built_in: Vec<String>,
    /// The import's rules the built-in does not have.
    pub only_imported: Vec<String>,
    /// The E rows of the listing, each with what the import says at its rule.
    pub errata: Vec<ErratumSeen>,
}

/// A shared rule whose languages are not shown equal.
#[derive(Debug, Clone)]
pub struct RuleDisagreement {
    /// The rule (pest's name).
    pub rule: String,
    /// The comparison (`None`: a language could not be read).
    pub language: Option<LanguageDiff>,
    /// The E rows of the listing that cover the rule.
    pub explained_by: Vec<&'static str>,
}

/// An E row of the listing, and the import's notes on the rule it changes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ErratumSeen {
    /// `E5`.
    pub id: &'static str,
    /// The rule (pest's name).
    pub rule: String,
    /// The imported rule's citation, if the import has the rule.
    pub citation: Option<String>,
    /// The imported rule's notes.
    pub notes: Vec<String>,
}

impl ImportAgreement {
    /// The differences no E row explains.
    ///
    /// ```
    /// use rfc1630::study::import::{agreement::agreement, import, Options};
    /// let text = "   port = *digit\n   digit = \"0\" | \"1\"\n";
    /// let imported = import("mine.txt", text.as_bytes(), &Options::default()).unwrap();
    /// let found = agreement(&imported, rfc1630::Grammar::Rfc2396).unwrap();
    /// assert_eq!(found.shared, ["port", "digit"]);
    /// assert_eq!(found.unexplained().map(|d| d.rule.as_str()).collect::<Vec<_>>(), ["port", "digit"]);
    /// ```
    pub fn unexplained(&self) -> impl Iterator<Item = &RuleDisagreement> {
        self.differences.iter().filter(|d| d.explained_by.is_empty())
    }
}

/// Compares `imported` with the built-in `grammar`, rule by shared rule and
/// as wholes, exactly where both have automata.
///
/// # Errors
/// [`LanguageError`] when the imported grammar is no pest grammar or lacks
/// its entry.
///
/// ```
/// use rfc1630::study::import::{agreement::agreement, import, Options};
/// let text = "   port = *digit\n   digit = \"0\" | \"1\" | \"2\" | \"3\" | \"4\" | \"5\" | \"6\" | \"7\" | \"8\" | \"9\"\n";
/// let imported = import("mine.txt", text.as_bytes(), &Options::default()).unwrap();
/// let found = agreement(&imported, rfc1630::Grammar::Rfc2396).unwrap();
/// assert!(found.differences.is_empty());
/// assert!(found.only_built_in.contains(&"URI_reference".to_string()));
/// ```
pub fn agreement(imported: &Import, grammar: Grammar) -> Result<ImportAgreement, LanguageError> {
    // The document's grammar, compared exactly: the repairs' lookaheads have no automaton.
    let text = imported.cfg_grammar();
    let name = format!("{}.pest", imported.file);
    let mine = |rule: &str| Language::of_sources(&name, &[(&name, &text)], None, rule);
    let built_in = crate::study::diff::load(grammar.id()).map(|g| g.rule_names()).unwrap_or_default();
    let imported_names: Vec<String> = imported.rules.iter().map(|r| pest_name(&r.name)).collect();
    let whole = compare_with(&Language::of_grammar(grammar), &mine(&pest_name(imported.entry()))?, 1, 0);
    let mut differences = Vec::new();
    let mut shared = Vec::new();
    for rule in built_in.iter().filter(|r| imported_names.contains(r)) {
        shared.push(rule.clone());
        let language = match (Language::of_rule(grammar.id(), &[], rule), mine(rule)) {
            (Ok(a), Ok(b)) => Some(compare_with(&a, &b, 1, 0)),
            _ => None,
        };
        if language.as_ref().is_some_and(|l| l.exact && l.relation == Relation::Equal) {
            continue;
        }
        let explained_by = errata_rows(grammar).filter(|(_, r)| r == rule).map(|(id, _)| id).collect();
        differences.push(RuleDisagreement { rule: rule.clone(), language, explained_by });
    }
    let errata = errata_rows(grammar)
        .map(|(id, rule)| {
            let found = imported.rules.iter().find(|r| pest_name(&r.name) == rule);
            ErratumSeen {
                id,
                rule: rule.to_string(),
                citation: found.map(|r| r.citation.clone()),
                notes: found.map(|r| r.notes.clone()).unwrap_or_default(),
            }
        })
        .collect();
    Ok(ImportAgreement {
        grammar,
        whole,
        only_built_in: built_in.iter().filter(|r| !imported_names.contains(r)).cloned().collect(),
        only_imported: imported_names.iter().filter(|r| !built_in.contains(r)).cloned().collect(),
        shared,
        differences,
        errata,
    })
}

/// The E rows of `grammar`'s listings, each with a rule it changes.
fn errata_rows(grammar: Grammar) -> impl Iterator<Item = (&'static str, &'static str)> {
    OVERRIDES
        .iter()
        .filter(move |o| o.kind == Kind::Erratum && o.listings.iter().any(|l| grammar.listings().contains(l)))
        .flat_map(|o| o.rules.iter().map(move |&rule| (o.id, rule)))
}
