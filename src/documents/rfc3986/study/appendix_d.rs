//! RFC 3986's Appendix D ("Changes from RFC 2396", rfc3986.txt l.2919-3110)
//! against the rule-by-rule diff of the two grammars.
//!
//! `data/appendix-d.tsv` gives, for each grammar change Appendix D lists, the
//! quote and the evidence the diff `rfc2396 -> rfc3986` must show for it
//! (a rule added, removed, renamed or changed, and for a change, the
//! alternative or character it adds or removes). Rows whose `says` starts
//! `omitted:` are the rule-level changes the diff finds that Appendix D does
//! not list. [`compare`] checks both ways: every evidence item is in the
//! diff, and every rule the diff reports is named by some row.
//!
//! `data/appendix-d-translations.tsv` holds D.2's table of obsolete rules,
//! each RFC 2396 rule with the RFC 3986 text that replaces it;
//! [`translation_languages`] reads each row as a language claim and says
//! where the replacement accepts other strings than the rule it replaces.

use crate::study::diff::{diff, load, DiffError, GrammarDiff};
use crate::study::language::{compare_with, Language, LanguageDiff};

const TABLE: &str = include_str!("../../../../data/appendix-d.tsv");

/// One row of `data/appendix-d.tsv`.
///
/// ```
/// let rows = rfc1630::documents::rfc3986::study::appendix_d::claims();
/// assert_eq!(rows[0].evidence, ["added:URI"]);
/// assert!(rows.iter().any(|c| !c.listed));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct AppendixClaim {
    /// A short name.
    pub claim: String,
    /// The quote from Appendix D with its lines, or for an omission what the
    /// grammars show that Appendix D does not say.
    pub says: String,
    /// Whether Appendix D lists the change (false: an omission).
    pub listed: bool,
    /// What the diff must show: `added:RULE` (only in RFC 3986),
    /// `removed:RULE` (only in RFC 2396), `renamed:RULE`, `changed:RULE`, or
    /// `changed:RULE:+X` / `changed:RULE:-X` (RULE's change adds or removes
    /// the alternative or character X). RULE is RFC 2396's name for
    /// `removed`, `renamed` and `changed`, RFC 3986's for `added`.
    pub evidence: Vec<String>,
}

/// The rows of `data/appendix-d.tsv`, in file order.
///
/// ```
/// let rows = rfc1630::documents::rfc3986::study::appendix_d::claims();
/// let omitted: Vec<&str> = rows.iter().filter(|c| !c.listed).map(|c| c.claim.as_str()).collect();
/// assert_eq!(omitted.len(), 2);
/// ```
///
/// # Panics
/// When a row has not three fields: the file is part of the crate, and
/// `tests/it/documents/rfc3986/appendix_d.rs` reads every row.
pub fn claims() -> Vec<AppendixClaim> {
    crate::support::tsv::fixed_rows::<3>("appendix-d.tsv", TABLE)
        .into_iter()
        .map(|[claim, says, evidence]| AppendixClaim {
            claim: claim.to_string(),
            says: says.to_string(),
            listed: !says.starts_with("omitted:"),
            evidence: evidence.split(' ').map(str::to_string).collect(),
        })
        .collect()
}

/// One claim checked against a diff.
///
/// ```
/// use rfc1630::{documents::rfc3986::study::appendix_d::compare, study::diff::{diff, load}};
/// let c = compare(&diff(&load("rfc2396").unwrap(), &load("rfc3986").unwrap()));
/// let uri = &c.claims[0];
/// assert_eq!((uri.claim.as_str(), uri.shown.as_slice()), ("the URI rule", ["added:URI".to_string()].as_slice()));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ClaimCheck {
    /// The claim's short name.
    pub claim: String,
    /// Whether Appendix D lists it.
    pub listed: bool,
    /// The evidence items the diff shows.
    pub shown: Vec<String>,
    /// The evidence items the diff does not show.
    pub missing: Vec<String>,
}

/// The comparison of Appendix D with a diff.
///
/// ```
/// use rfc1630::{documents::rfc3986::study::appendix_d::compare, study::diff::{diff, load}};
/// let c = compare(&diff(&load("rfc2396").unwrap(), &load("rfc3986").unwrap()));
/// assert!(c.claims.iter().all(|claim| claim.missing.is_empty()));
/// assert!(c.unaccounted.is_empty());
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct AppendixComparison {
    /// Each row of the table, in order.
    pub claims: Vec<ClaimCheck>,
    /// The rule-level changes of the diff that no row names
    /// (`added:RULE`, `removed:RULE`, `renamed:RULE`, `changed:RULE`).
    pub unaccounted: Vec<String>,
}

/// Checks every row of [`claims`] against the diff of the two documents'
/// grammars, `rfc2396 -> rfc3986`: what `docs/lineage.md`'s table shows.
///
/// ```
/// let c = rfc1630::documents::rfc3986::study::appendix_d::against_the_grammars().unwrap();
/// assert!(c.claims.iter().all(|claim| claim.missing.is_empty()));
/// assert!(c.unaccounted.is_empty());
/// ```
pub fn against_the_grammars() -> Result<AppendixComparison, DiffError> {
    Ok(compare(&diff(&load("rfc2396")?, &load("rfc3986")?)))
}

/// Checks every row of [`claims`] against `diff` (meant for
/// `rfc2396 -> rfc3986`), and lists the diff's rule-level changes no row names.
///
/// ```
/// use rfc1630::{documents::rfc3986::study::appendix_d::compare, study::diff::{diff, load}};
/// // Against RFC 2732, RFC 2732's own IPv6 rules are changes Appendix D does not cover.
/// let c = compare(&diff(&load("rfc2732").unwrap(), &load("rfc3986").unwrap()));
/// assert!(c.unaccounted.contains(&"removed:hexseq".to_string()));
/// ```
pub fn compare(diff: &GrammarDiff) -> AppendixComparison {
    let shows = |item: &str| -> bool {
        let mut parts = item.splitn(3, ':');
        let (kind, rule, delta) = (parts.next().unwrap_or(""), parts.next().unwrap_or(""), parts.next());
        match kind {
            "added" => diff.only_in_b.iter().any(|r| r == rule),
            "removed" => diff.only_in_a.iter().any(|r| r == rule),
            "renamed" => diff.renamed.iter().any(|r| r.rule == rule),
            "changed" => diff.changed.iter().filter(|c| c.rule == rule).any(|c| match delta {
                None => true,
                Some(d) => match d.split_at(1) {
                    ("+", x) => c.added.iter().any(|a| a == x),
                    ("-", x) => c.removed.iter().any(|r| r == x),
                    _ => false,
                },
            }),
            _ => false,
        }
    };
    let rows = claims();
    let checks = rows
        .iter()
        .map(|claim| {
            let (shown, missing) = claim.evidence.iter().cloned().partition(|item| shows(item));
            ClaimCheck { claim: claim.claim.clone(), listed: claim.listed, shown, missing }
        })
        .collect();
    let named = |kind: &str, rule: &str| {
        rows.iter().flat_map(|c| &c.evidence).any(|item| {
            let mut parts = item.splitn(3, ':');
            parts.next() == Some(kind) && parts.next() == Some(rule)
        })
    };
    let mut found: Vec<(&str, &str)> = Vec::new();
    found.extend(diff.only_in_b.iter().map(|r| ("added", r.as_str())));
    found.extend(diff.only_in_a.iter().map(|r| ("removed", r.as_str())));
    found.extend(diff.renamed.iter().map(|r| ("renamed", r.rule.as_str())));
    found.extend(diff.changed.iter().map(|c| ("changed", c.rule.as_str())));
    let unaccounted = found
        .into_iter()
        .filter(|(kind, rule)| !named(kind, rule))
        .map(|(kind, rule)| format!("{kind}:{rule}"))
        .collect();
    AppendixComparison { claims: checks, unaccounted }
}

const TRANSLATIONS: &str = include_str!("../../../../data/appendix-d-translations.tsv");

/// One row of Appendix D.2's table of obsolete rules
/// (`data/appendix-d-translations.tsv`, rfc3986.txt l.2976-3008): an RFC 2396
/// rule and the RFC 3986 text that "may be understood" to replace it.
///
/// ```
/// let rows = rfc1630::documents::rfc3986::study::appendix_d::translations();
/// assert_eq!(rows.len(), 20);
/// assert_eq!((rows[5].obsolete.as_str(), rows[5].translation.as_str()), ("abs_path", "path-absolute"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Translation {
    /// RFC 2396's rule.
    pub obsolete: String,
    /// Its translation, as the table prints it.
    pub translation: String,
    /// The translation in `grammar/rfc3986.pest`'s rule names and pest syntax
    /// (`*<pchar excluding ";">` read as `(!";" ~ pchar)*`).
    pub pest: String,
    /// The row's lines in rfc3986.txt.
    pub lines: String,
}

/// The rows of `data/appendix-d-translations.tsv`, in the table's order.
///
/// ```
/// assert!(rfc1630::documents::rfc3986::study::appendix_d::translations().iter().any(|t| t.obsolete == "reg_name"));
/// ```
///
/// # Panics
/// When a row has not four fields: the file is part of the crate, and
/// `tests/it/documents/rfc3986/appendix_d.rs` reads every row.
pub fn translations() -> Vec<Translation> {
    crate::support::tsv::fixed_rows::<4>("appendix-d-translations.tsv", TRANSLATIONS)
        .into_iter()
        .map(|[obsolete, translation, pest, lines]| Translation {
            obsolete: obsolete.to_string(),
            translation: translation.to_string(),
            pest: pest.to_string(),
            lines: lines.to_string(),
        })
        .collect()
}

/// One row of the table read as a language claim: RFC 2396's rule (A)
/// against its translation in RFC 3986's grammar (B).
///
/// ```
/// use rfc1630::study::language::Relation;
/// let rows = rfc1630::documents::rfc3986::study::appendix_d::translation_languages(1);
/// let escaped = rows.iter().find(|r| r.row.obsolete == "escaped").unwrap();
/// assert_eq!(escaped.language.relation, Relation::Equal);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TranslationCheck {
    /// The row.
    pub row: Translation,
    /// RFC 2396's rule against the translation: `equal` when the row is a
    /// rename of the same language.
    pub language: LanguageDiff,
}

/// The production a translation's verdicts name: the table's row, in RFC 3986's grammar.
const TRANSLATED: &str = "appendix_d_translation";

/// Every row of [`translations`] compared as languages, with `witnesses`
/// shortest witnesses each: a row whose language is not `equal` replaces a
/// rule by one that accepts other strings.
///
/// ```
/// use rfc1630::study::language::Relation;
/// let rows = rfc1630::documents::rfc3986::study::appendix_d::translation_languages(1);
/// let abs_path = rows.iter().find(|r| r.row.obsolete == "abs_path").unwrap();
/// assert_eq!(abs_path.language.relation, Relation::Superset);
/// assert_eq!(abs_path.language.a_only[0].input, "//");
/// ```
///
/// # Panics
/// When RFC 2396's rule or a translation cannot be read: both are part of
/// the crate, and `tests/it/documents/rfc3986/appendix_d.rs` reads every row.
pub fn translation_languages(witnesses: usize) -> Vec<TranslationCheck> {
    let rfc3986 = crate::grammar::listings::sources(crate::grammar::Listing::Rfc3986);
    translations()
        .into_iter()
        .map(|row| {
            let old = Language::of_rule("rfc2396", &[], &row.obsolete)
                .unwrap_or_else(|e| panic!("appendix-d-translations.tsv: {e}"));
            let rule = format!("{TRANSLATED} = {{ {} }}", row.pest);
            let mut texts: Vec<(&str, &str)> = rfc3986.to_vec();
            texts.push(("appendix-d-translations.tsv", &rule));
            let new = Language::of_sources("rfc3986", &texts, Some(crate::grammar::Listing::Rfc3986), TRANSLATED)
                .unwrap_or_else(|e| panic!("appendix-d-translations.tsv: {}: {e}", row.obsolete));
            let language = compare_with(&old, &new, witnesses, 0);
            TranslationCheck { row, language }
        })
        .collect()
}

/// The table "Appendix D says / the grammars show" of `docs/lineage.md`:
/// each claim of `data/appendix-d.tsv` with what `diff rfc2396 rfc3986`
/// shows of it.
#[cfg(feature = "generate")]
pub(crate) fn says_and_shows_table() -> Result<String, DiffError> {
    let checks = against_the_grammars()?.claims;
    let mut out = String::from("| Appendix D says | the grammars show (`diff rfc2396 rfc3986`) |\n|---|---|\n");
    for (claim, check) in claims().iter().zip(checks) {
        let says = match claim.listed {
            true => claim.claim.clone(),
            false => format!("*nothing:* {}", claim.claim.strip_prefix("(omitted)").unwrap_or(&claim.claim).trim()),
        };
        let shown: Vec<String> = check.shown.iter().map(|item| evidence_in_words(item)).collect();
        out.push_str(&format!("| {says} | {} |\n", shown.join(", ")));
    }
    Ok(out)
}

/// The table of `docs/lineage.md` that reads Appendix D.2's obsolete-rule
/// table as language claims: each row's relation and, where the
/// translation loses strings, the shortest of them.
#[cfg(feature = "generate")]
pub(crate) fn translations_table() -> String {
    let mut out = String::from("| RFC 2396 rule | D.2's translation | RFC 2396 against it | the shortest string only RFC 2396's rule accepts |\n|---|---|---|---|\n");
    for check in translation_languages(1) {
        let lost = match check.language.a_only.first() {
            Some(w) if w.input.is_empty() => "the empty string".to_string(),
            Some(w) => format!("`{}`", w.input),
            None => String::new(),
        };
        let translation = check.row.translation.replace('|', "\\|");
        out.push_str(&format!(
            "| `{}` | `{translation}` | {} | {lost} |\n",
            check.row.obsolete, check.language.relation
        ));
    }
    out
}

/// An evidence item in words: `changed:host:+IP_literal` is "`host` + `IP_literal`".
#[cfg(feature = "generate")]
fn evidence_in_words(item: &str) -> String {
    let parts: Vec<&str> = item.splitn(3, ':').collect();
    match parts[..] {
        [kind, rule] => format!("`{rule}` {kind}"),
        [_, rule, delta] => format!("`{rule}` {} `{}`", &delta[..1], &delta[1..]),
        _ => item.to_string(),
    }
}
