//! Rule-by-rule diff of two grammar revisions, read with `pest_meta`.
//!
//! The diff compares the listings' rules, not pest's forms: a project rule
//! (one an override adds, `src/grammar/overrides.rs`) is never reported on its own;
//! where it is used it reads as the listing rule it stands in for (as
//! `mailto_xalphas` for `xalphas`), or else is inlined; and lookaheads (`&`,
//! `!`), which never change a listing's language here, are dropped. Rule
//! types (silent, atomic) are ignored.
//!
//! A grammar id reads the union of its listings' rules: for the default
//! grammar `rfc1630`, the URL listing's rules in file order, then the generic
//! listing's rules the URL listing does not have. A rule both define is the
//! URL listing's (the one tried first, whose `path`, `search`, ... the default
//! grammar reports for a URL). A `.pest` file is read with the project rules
//! of the listing whose grammar file has the same file name (an edited copy of
//! `url7.pest` named `url7.pest`), and with none otherwise.

mod spelling;

use crate::grammar::listings::sources;
use crate::grammar::overrides::{project_rules, ProjectRule};
use crate::grammar::{Grammar, Listing};
use crate::study::language::{compare, compare_with, readable, Language, LanguageDiff, Relation};
use pest_meta::ast::Expr;
use serde::Serialize;
use std::collections::{BTreeSet, HashMap};

/// A grammar read for diffing: its listing rules in file order.
///
/// ```
/// let url4 = rfc1630::study::diff::load("url4").unwrap();
/// assert_eq!(url4.id, "url4");
/// assert!(url4.rule_names().contains(&"anchoraddress".to_string()));
/// ```
#[derive(Debug, Clone)]
pub struct LoadedGrammar {
    /// The grammar id, or the path it was read from.
    pub id: String,
    rules: Vec<ListingRule>,
    /// Where the rules were read from, for their languages.
    source: Source,
    /// The root of [`LoadedGrammar::reachable_from`]: its name as shown, and its own.
    root: Option<(String, String)>,
}

/// Where a grammar's rules come from: a grammar id, or `.pest` texts.
#[derive(Debug, Clone)]
enum Source {
    Grammar(Grammar),
    Files {
        /// The file name verdicts carry.
        name: String,
        /// Each file's path and text, the file's own first.
        texts: Vec<(String, String)>,
        /// The listing whose grammar file has the file's name, if any.
        listing: Option<Listing>,
    },
}

#[derive(Debug, Clone)]
struct ListingRule {
    name: String,
    citation: String,
    expr: Expr,
}

/// Why a grammar could not be read.
///
/// ```
/// use rfc1630::study::diff::{load, DiffError};
/// let notes = std::env::temp_dir().join("rfc1630-diff-error-example.txt");
/// std::fs::write(&notes, "just some notes\n").unwrap();
/// assert!(matches!(load(notes.to_str().unwrap()), Err(DiffError::NotPest(..))));
/// assert!(matches!(load("/no/such/file.pest"), Err(DiffError::Unreadable(..))));
/// ```
#[derive(Debug, thiserror::Error)]
pub enum DiffError {
    /// Neither a grammar id nor a readable file.
    #[error("`{0}` is neither a grammar id ({ids}) nor a readable .pest file: {1}", ids = Grammar::ALL.map(Grammar::id).join(", "))]
    Unreadable(String, std::io::Error),
    /// `pest_meta` rejected the file.
    #[error("{0}: not a pest grammar: {1}")]
    NotPest(String, String),
}

/// Reads a grammar by id (`rfc1630-url`, ...) or from a `.pest` file path.
/// The default grammar `rfc1630` reads the union of its two listings (see the
/// [module documentation](self)).
///
/// # Errors
/// [`DiffError::Unreadable`] when `spec` is neither an id nor a readable
/// file; [`DiffError::NotPest`] when the file is not a pest grammar
/// (`pest_meta`'s `grammar_rules`).
///
/// ```
/// use rfc1630::study::diff::{load, DiffError};
/// let g = load("rfc1630-generic").unwrap();
/// assert_eq!(g.rule_names().first().map(String::as_str), Some("fragmentaddress"));
/// let both = load("rfc1630").unwrap().rule_names();
/// assert_eq!(both.first().map(String::as_str), Some("prefixedurl"));
/// assert!(both.iter().any(|r| r == "fragmentaddress"));
/// let readme = concat!(env!("CARGO_MANIFEST_DIR"), "/README.md");
/// assert!(matches!(load(readme), Err(DiffError::NotPest(..))));
/// ```
pub fn load(spec: &str) -> Result<LoadedGrammar, DiffError> {
    load_with(spec, &[])
}

/// [`load`], with the companion files of a `.pest` file that spans files
/// (url-03's file calls `rfc822.pest`'s rules): their rules are read after
/// the file's own. A grammar id ignores them.
///
/// # Errors
/// As [`load`], for the file and each companion.
///
/// ```
/// use rfc1630::study::diff::load_with;
/// use std::path::Path;
/// let dir = env!("CARGO_MANIFEST_DIR");
/// let file = format!("{dir}/grammar/url-03.pest");
/// let rfc822 = format!("{dir}/grammar/rfc822.pest");
/// let alone = load_with(&file, &[]).unwrap().rule_names();
/// let with = load_with(&file, &[Path::new(&rfc822)]).unwrap().rule_names();
/// assert!(!alone.iter().any(|r| r == "atom") && with.iter().any(|r| r == "atom"));
/// ```
pub fn load_with(spec: &str, companions: &[&std::path::Path]) -> Result<LoadedGrammar, DiffError> {
    let mut rules: Vec<ListingRule> = Vec::new();
    let source = match spec.parse::<Grammar>() {
        Ok(grammar) => {
            for &listing in grammar.listings() {
                let texts = sources(listing).iter().map(|(_, text)| *text);
                for rule in read_listing(spec, texts, Some(listing))? {
                    if !rules.iter().any(|r| r.name == rule.name) {
                        rules.push(rule);
                    }
                }
            }
            Source::Grammar(grammar)
        }
        Err(_) => {
            let read =
                |path: &str| std::fs::read_to_string(path).map_err(|e| DiffError::Unreadable(path.to_string(), e));
            let mut texts = vec![(spec.to_string(), read(spec)?)];
            for companion in companions {
                let path = companion.display().to_string();
                texts.push((path.clone(), read(&path)?));
            }
            let listing = listing_of_file(spec);
            rules = read_listing(spec, texts.iter().map(|(_, text)| text.as_str()), listing)?;
            let path = std::path::Path::new(spec);
            let name = path.file_name().map_or(spec.to_string(), |n| n.to_string_lossy().into_owned());
            Source::Files { name, texts, listing }
        }
    };
    Ok(LoadedGrammar { id: spec.to_string(), rules, source, root: None })
}

/// The listing rules of one listing's grammar text(s), with the project rules
/// of `listing` read as what they stand for.
fn read_listing<'t>(
    spec: &str,
    texts: impl IntoIterator<Item = &'t str>,
    listing: Option<Listing>,
) -> Result<Vec<ListingRule>, DiffError> {
    let not_pest = |why: String| DiffError::NotPest(spec.to_string(), why);
    // A prose listing is its base listing plus the layer: the base's project
    // rules stand for the same there.
    let project_rules: Vec<&ProjectRule> = listing.into_iter().flat_map(|l| project_rules(l.base())).collect();
    let mut rules = Vec::new();
    let mut project = HashMap::new();
    for text in texts {
        let docs = crate::grammar::listings::read_rule_docs(text).map_err(|e| not_pest(e.to_string()))?;
        let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text)
            .map_err(|e| not_pest(e.to_string()))?;
        let ast = pest_meta::parser::consume_rules(pairs)
            .map_err(|errors| not_pest(errors.iter().map(ToString::to_string).collect::<Vec<_>>().join("; ")))?;
        for rule in ast {
            match project_rules.iter().find(|p| p.name == rule.name) {
                Some(p) => {
                    let stands_for = p.stands_for.map(|target| Expr::Ident(target.to_string()));
                    project.insert(rule.name, stands_for.unwrap_or(rule.expr));
                }
                None => {
                    let citation = docs.iter().find(|d| d.name == rule.name).map(|d| d.citation.clone());
                    rules.push(ListingRule {
                        name: rule.name,
                        citation: citation.unwrap_or_default(),
                        expr: rule.expr,
                    });
                }
            }
        }
    }
    for rule in &mut rules {
        rule.expr = normalize(&rule.expr, &project, 0);
    }
    Ok(rules)
}

/// The listing whose own grammar file has the file name of `path`.
fn listing_of_file(path: &str) -> Option<Listing> {
    let name = std::path::Path::new(path).file_name()?;
    crate::grammar::listings::printed()
        .find(|row| row.sources.first().is_some_and(|(own, _)| std::path::Path::new(own).file_name() == Some(name)))
        .map(|row| row.listing)
}

impl LoadedGrammar {
    /// The listing rules' names in file order.
    ///
    /// ```
    /// let names = rfc1630::study::diff::load("rfc1630-generic").unwrap().rule_names();
    /// assert_eq!(&names[..2], ["fragmentaddress", "uri"]);
    /// ```
    pub fn rule_names(&self) -> Vec<String> {
        self.rules.iter().map(|r| r.name.clone()).collect()
    }

    /// The rules `root` uses, directly or not, with `root` itself named
    /// `rename_to`: so that one production of a listing (url7's `generic`)
    /// can be compared with another listing's (RFC 1630's generic `uri`).
    ///
    /// ```
    /// use rfc1630::study::diff::{diff, load};
    /// let url7 = load("url7").unwrap().reachable_from("generic", "generic").unwrap();
    /// let rfc = load("rfc1630-generic").unwrap().reachable_from("uri", "generic").unwrap();
    /// let d = diff(&url7, &rfc);
    /// // Same productions but for url7's `extra`, which holds `:`, `;` and space (F13).
    /// assert!(d.only_in_a.is_empty() && d.only_in_b.is_empty());
    /// assert_eq!(d.changed.iter().map(|c| c.rule.as_str()).collect::<Vec<_>>(), ["extra"]);
    /// ```
    ///
    /// # Errors
    /// The name of `root` when the grammar has no such listing rule.
    pub fn reachable_from(&self, root: &str, rename_to: &str) -> Result<LoadedGrammar, String> {
        let mut keep: Vec<&str> =
            vec![self.rules.iter().find(|r| r.name == root).ok_or_else(|| root.to_string())?.name.as_str()];
        let mut next = 0;
        while next < keep.len() {
            let rule = self.rules.iter().find(|r| r.name == keep[next]).map(|r| &r.expr);
            next += 1;
            let mut idents = Vec::new();
            if let Some(expr) = rule {
                collect_idents(expr, &mut idents);
            }
            for ident in idents {
                if let Some(found) = self.rules.iter().find(|r| r.name == ident)
                    && !keep.contains(&found.name.as_str())
                {
                    keep.push(found.name.as_str());
                }
            }
        }
        let rules = self
            .rules
            .iter()
            .filter(|r| keep.contains(&r.name.as_str()))
            .map(|r| ListingRule {
                name: if r.name == root { rename_to.to_string() } else { r.name.clone() },
                ..r.clone()
            })
            .collect();
        // The root as its document prints it (`rfc3986:URI-reference`).
        let citation = self.rules.iter().find(|r| r.name == root).map_or("", |r| r.citation.as_str());
        let id = format!("{}:{}", self.id, crate::grammar::spelling::spelled_by(root, citation));
        let root = Some((rename_to.to_string(), root.to_string()));
        Ok(LoadedGrammar { id, rules, source: self.source.clone(), root })
    }

    /// The language of the rule shown as `shown` (the root of
    /// [`LoadedGrammar::reachable_from`] under its own name); `None` when
    /// it cannot be read.
    fn rule_language(&self, shown: &str) -> Option<Language> {
        let rule = match &self.root {
            Some((as_shown, own)) if as_shown == shown => own.as_str(),
            _ => shown,
        };
        match &self.source {
            Source::Grammar(grammar) => Language::of_rule(grammar.id(), &[], rule).ok(),
            Source::Files { name, texts, listing } => {
                let texts: Vec<(&str, &str)> = texts.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
                Language::of_sources(name, &texts, *listing, rule).ok()
            }
        }
    }

    /// The language of the whole grammar: a grammar id's entries, the
    /// root of [`LoadedGrammar::reachable_from`], or a file's first rule
    /// (the workbench's entry).
    fn entry_language(&self) -> Option<Language> {
        match (&self.source, &self.root) {
            (_, Some((shown, _))) => self.rule_language(shown),
            (Source::Grammar(grammar), None) => Some(Language::of_grammar(*grammar)),
            (Source::Files { texts, .. }, None) => {
                let (_, text) = texts.first()?;
                let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text).ok()?;
                let first = pest_meta::parser::consume_rules(pairs).ok()?.into_iter().next()?;
                self.rule_language(&first.name)
            }
        }
    }
}

fn collect_idents(expr: &Expr, out: &mut Vec<String>) {
    match expr {
        Expr::Ident(name) => out.push(name.clone()),
        Expr::Seq(a, b) | Expr::Choice(a, b) => {
            collect_idents(a, out);
            collect_idents(b, out);
        }
        Expr::Opt(e) | Expr::Rep(e) | Expr::RepOnce(e) | Expr::PosPred(e) | Expr::NegPred(e) => collect_idents(e, out),
        _ => {}
    }
}

/// Drops lookaheads and inlines project rules (bounded, in case of a cycle).
fn normalize(expr: &Expr, project: &HashMap<String, Expr>, depth: usize) -> Expr {
    let n = |e: &Expr| Box::new(normalize(e, project, depth));
    match expr {
        Expr::Ident(name) if depth < 8 => match project.get(name) {
            Some(inner) => normalize(inner, project, depth + 1),
            None => expr.clone(),
        },
        Expr::Seq(a, b) => match (is_predicate(a), is_predicate(b)) {
            (true, _) => normalize(b, project, depth),
            (_, true) => normalize(a, project, depth),
            _ => Expr::Seq(n(a), n(b)),
        },
        Expr::Choice(a, b) => Expr::Choice(n(a), n(b)),
        Expr::Opt(e) => Expr::Opt(n(e)),
        Expr::Rep(e) => Expr::Rep(n(e)),
        Expr::RepOnce(e) => Expr::RepOnce(n(e)),
        other => other.clone(),
    }
}

/// A lookahead, or `SOI`/`EOI` (P5): parts that match no characters of the listing.
fn is_predicate(expr: &Expr) -> bool {
    match expr {
        Expr::PosPred(_) | Expr::NegPred(_) => true,
        Expr::Ident(name) => name == "SOI" || name == "EOI",
        _ => false,
    }
}

/// The diff of two grammars. Its JSON form is what `rfc1630 diff --json` prints.
///
/// ```
/// use rfc1630::study::diff::{diff, load};
/// let d = diff(&load("url-03").unwrap(), &load("rfc1630-url").unwrap());
/// // url-03 -> RFC 1630: only mailto's `::` changed.
/// assert_eq!(d.changed.iter().map(|c| c.rule.as_str()).collect::<Vec<_>>(), ["mailtoaddress"]);
/// assert!(d.only_in_a.is_empty() && d.only_in_b.is_empty());
/// assert_eq!(d.path, Some(vec!["url-03".to_string(), "rfc1630-url".to_string()]));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GrammarDiff {
    /// Grammar A's id or path.
    pub a: String,
    /// Grammar B's id or path.
    pub b: String,
    /// The revisions from A to B along their line of descent
    /// ([`crate::study::lineage::path`]), through which rules are paired with the
    /// correspondence table; `None` when A and B are not on one line (a
    /// `.pest` file, the default grammar `rfc1630`, or one grammar of each
    /// line), and rules are then paired by shared name only.
    pub path: Option<Vec<String>>,
    /// Listing rules of A that nothing in B continues, in A's order: removed.
    pub only_in_a: Vec<String>,
    /// Listing rules of B that continue nothing in A, in B's order: added.
    pub only_in_b: Vec<String>,
    /// Paired rules whose definitions differ, in A's order.
    pub changed: Vec<RuleChange>,
    /// Rules the table pairs under another name whose definitions agree
    /// once A's rule names are read as their successors: renamed only.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub renamed: Vec<RenamedRule>,
    /// How many paired rules have the same definition (the renamed ones included).
    pub unchanged: usize,
    /// The two grammars' languages compared (their entries, or the roots of
    /// `--from`), from [`diff_languages`]; `None` from [`diff`], or when a
    /// grammar's language cannot be read.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language: Option<LanguageDiff>,
    /// The paired rules whose definitions agree but whose languages differ,
    /// through a rule they use, from [`diff_languages`] (`None` from [`diff`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language_changed: Option<Vec<LanguageChange>>,
}

/// A paired rule whose text is unchanged (or only renamed) but whose
/// language changed, through a rule it uses.
///
/// ```
/// use rfc1630::study::diff::{diff_languages, load};
/// let d = diff_languages(&load("rfc2396").unwrap(), &load("rfc2732").unwrap(), 1);
/// let changed = d.language_changed.unwrap();
/// let uric = changed.iter().find(|c| c.rule == "uric").unwrap();
/// assert_eq!(uric.language.b_only[0].input, "[");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LanguageChange {
    /// A's rule.
    pub rule: String,
    /// B's rule, when it has another name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub successor: Option<String>,
    /// The two rules' languages compared.
    pub language: LanguageDiff,
}

/// A rule of A continued under another name in B with the same definition.
///
/// ```
/// use rfc1630::study::diff::{diff, load};
/// let d = diff(&load("url-03").unwrap(), &load("rfc1738").unwrap());
/// let alnum = d.renamed.iter().find(|r| r.rule == "alphanum").unwrap();
/// assert_eq!(alnum.successor, "alphadigit");
/// assert!(alnum.table[0].contains("alphadigit = alpha | digit"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RenamedRule {
    /// A's rule.
    pub rule: String,
    /// B's rule that continues it.
    pub successor: String,
    /// The correspondence rows the pairing follows, one per step.
    pub table: Vec<String>,
    /// The two rules' languages compared, from [`diff_languages`].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language: Option<LanguageDiff>,
}

/// One pair of rules whose definitions differ between A and B.
///
/// ```
/// use rfc1630::study::diff::{diff, load};
/// let url7 = load("url7").unwrap().reachable_from("generic", "generic").unwrap();
/// let rfc = load("rfc1630-generic").unwrap().reachable_from("uri", "generic").unwrap();
/// let extra = &diff(&url7, &rfc).changed[0];
/// assert_eq!((extra.rule.as_str(), extra.kind), ("extra", "characters"));
/// assert!(!extra.removed.is_empty());
/// // Paired by name: no successor, no table rows.
/// assert!(extra.successor.is_none() && extra.table.is_empty());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RuleChange {
    /// A's rule name.
    pub rule: String,
    /// B's rule, when the correspondence table pairs A's rule with one of
    /// another name; `None` (absent in JSON) when B's rule has the same name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub successor: Option<String>,
    /// When the pairing came from the correspondence table, its rows (one per
    /// step, each with its reason); empty (absent in JSON) when the pairing
    /// is by shared name.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub table: Vec<String>,
    /// A's definition, lookaheads dropped and project rules inlined.
    pub a: String,
    /// B's definition.
    pub b: String,
    /// For a character class, the characters B adds; otherwise the alternatives
    /// B adds (A's alternatives read with A's rule names as their successors).
    pub added: Vec<String>,
    /// For a character class, the characters B removes; otherwise the alternatives B removes.
    pub removed: Vec<String>,
    /// `characters` or `alternatives`: what `added` and `removed` hold.
    pub kind: &'static str,
    /// A's citation of the rule.
    pub citation_a: String,
    /// B's citation of the rule.
    pub citation_b: String,
    /// The two rules' languages compared, from [`diff_languages`].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language: Option<LanguageDiff>,
}

/// A rule of A paired with a rule of B: the successor's name and, when the
/// correspondence table made the pairing, its rows.
#[derive(Debug, Clone)]
struct Link {
    rule: String,
    successor: String,
    table: Vec<String>,
}

/// Pairs A's rules with B's: along the line of descent through the
/// correspondence table when A and B are grammar ids on one line, by shared
/// name otherwise. On a line, each step pairs a rule with the successors
/// its table rows give it, or else with the rule of the same name; a step
/// back in time reads the same pairs the other way. A rule that the steps
/// lose (dropped by one revision, back in a later one) is still paired with
/// a rule of the same name in B that nothing else continues.
fn links(a: &LoadedGrammar, b: &LoadedGrammar) -> (Option<Vec<String>>, Vec<Link>) {
    let by_name = |a: &LoadedGrammar, b: &LoadedGrammar| -> Vec<Link> {
        let names_b = b.rule_names();
        a.rules
            .iter()
            .filter(|r| names_b.contains(&r.name))
            .map(|r| Link { rule: r.name.clone(), successor: r.name.clone(), table: Vec::new() })
            .collect()
    };
    let (Ok(ga), Ok(gb)) = (a.id.parse::<Grammar>(), b.id.parse::<Grammar>()) else {
        return (None, by_name(a, b));
    };
    let Some(steps) = crate::study::lineage::path(ga, gb) else {
        return (None, by_name(a, b));
    };
    let rows = crate::study::lineage::correspondence();
    let mut links: Vec<Link> =
        a.rules.iter().map(|r| Link { rule: r.name.clone(), successor: r.name.clone(), table: Vec::new() }).collect();
    let mut ids = vec![ga.id().to_string()];
    for step in &steps {
        ids.push(step.to.id().to_string());
        let (earlier, later) = if step.forward { (step.from, step.to) } else { (step.to, step.from) };
        let (Ok(old), Ok(new)) = (load(earlier.id()), load(later.id())) else {
            return (None, by_name(a, b));
        };
        // The step's pairs, earlier -> later, each with its row when the table made it.
        let new_names = new.rule_names();
        let mut pairs: Vec<(String, String, Option<String>)> = Vec::new();
        for rule in old.rule_names() {
            let own: Vec<_> = rows.iter().filter(|r| r.from == earlier && r.to == later && r.rule == rule).collect();
            for row in &own {
                let shown = format!("{} {} -> {} {}: {}", row.from, row.rule, row.to, row.successor, row.reason);
                pairs.push((rule.clone(), row.successor.clone(), Some(shown)));
            }
            if own.is_empty() && new_names.contains(&rule) {
                pairs.push((rule.clone(), rule, None));
            }
        }
        links = links
            .into_iter()
            .flat_map(|link| {
                pairs
                    .iter()
                    .filter_map(|(old, new, row)| {
                        let (from, to) = if step.forward { (old, new) } else { (new, old) };
                        (*from == link.successor).then(|| Link {
                            rule: link.rule.clone(),
                            successor: to.clone(),
                            table: link.table.iter().cloned().chain(row.clone()).collect(),
                        })
                    })
                    .collect::<Vec<_>>()
            })
            .collect();
    }
    for fallback in by_name(a, b) {
        let paired = |name: &str, side: fn(&Link) -> &str| links.iter().any(|l| side(l) == name);
        if !paired(&fallback.rule, |l| &l.rule) && !paired(&fallback.successor, |l| &l.successor) {
            links.push(fallback);
        }
    }
    (Some(ids), links)
}

/// `expr` with each rule name that has exactly one successor read as it.
fn renamed(expr: &Expr, successors: &HashMap<&str, &str>) -> Expr {
    let r = |e: &Expr| Box::new(renamed(e, successors));
    match expr {
        Expr::Ident(name) => Expr::Ident(successors.get(name.as_str()).map_or(name.clone(), |s| s.to_string())),
        Expr::Seq(a, b) => Expr::Seq(r(a), r(b)),
        Expr::Choice(a, b) => Expr::Choice(r(a), r(b)),
        Expr::Opt(e) => Expr::Opt(r(e)),
        Expr::Rep(e) => Expr::Rep(r(e)),
        Expr::RepOnce(e) => Expr::RepOnce(r(e)),
        other => other.clone(),
    }
}

/// Compares two grammars rule by rule, pairing rules as the
/// [`GrammarDiff::path`] field says.
///
/// ```
/// use rfc1630::study::diff::{diff, load};
/// let d = diff(&load("rfc1630-generic").unwrap(), &load("rfc1630-url").unwrap());
/// let safe = d.changed.iter().find(|c| c.rule == "safe").unwrap();
/// assert_eq!(safe.kind, "characters");
/// assert_eq!(safe.added, ["+"]);
/// assert!(d.only_in_b.contains(&"httpaddress".to_string()));
/// // Two lines of descent: paired by name.
/// assert!(d.path.is_none());
/// let d = diff(&load("url-03").unwrap(), &load("rfc1738").unwrap());
/// let http = d.changed.iter().find(|c| c.rule == "httpaddress").unwrap();
/// assert_eq!(http.successor.as_deref(), Some("httpurl"));
/// assert!(http.table[0].starts_with("url-03 httpaddress -> rfc1738 httpurl: "));
/// ```
pub fn diff(a: &LoadedGrammar, b: &LoadedGrammar) -> GrammarDiff {
    diff_with(a, b, None)
}

/// [`diff`], with the languages compared: the two grammars' (their entries,
/// or the roots of [`LoadedGrammar::reachable_from`]), each changed and
/// renamed pair's, and the pairs whose text is the same but whose language
/// is not ([`GrammarDiff::language_changed`]), each with its first
/// `witnesses` shortest witnesses ([`crate::study::language::compare`]; the
/// two grammars' also up to 8 more, one per place they part).
///
/// ```
/// use rfc1630::study::diff::{diff_languages, load};
/// use rfc1630::study::language::Relation;
/// let d = diff_languages(&load("rfc2396").unwrap(), &load("rfc2732").unwrap(), 3);
/// let whole = d.language.unwrap();
/// assert_eq!((whole.relation, whole.exact), (Relation::Subset, true));
/// assert_eq!(whole.b_only[0].input, "#[");
/// ```
pub fn diff_languages(a: &LoadedGrammar, b: &LoadedGrammar, witnesses: usize) -> GrammarDiff {
    diff_with(a, b, Some(witnesses))
}

/// The languages of one diff's rules, each read once.
struct Languages<'g> {
    a: &'g LoadedGrammar,
    b: &'g LoadedGrammar,
    witnesses: usize,
    read: HashMap<(bool, String), Option<Language>>,
}

impl Languages<'_> {
    /// A's rule `rule` and B's `successor` compared, if both can be read.
    fn compare(&mut self, rule: &str, successor: &str) -> Option<LanguageDiff> {
        for (in_a, name) in [(true, rule), (false, successor)] {
            let grammar = if in_a { self.a } else { self.b };
            self.read.entry((in_a, name.to_string())).or_insert_with(|| grammar.rule_language(name));
        }
        let a = self.read.get(&(true, rule.to_string()))?.as_ref()?;
        let b = self.read.get(&(false, successor.to_string()))?.as_ref()?;
        // A rule row shows its shortest witnesses only.
        Some(compare_with(a, b, self.witnesses, 0))
    }
}

fn diff_with(a: &LoadedGrammar, b: &LoadedGrammar, witnesses: Option<usize>) -> GrammarDiff {
    let mut languages = witnesses.map(|witnesses| Languages { a, b, witnesses, read: HashMap::new() });
    let mut language_changed = witnesses.map(|_| Vec::new());
    let (path, links) = links(a, b);
    let in_b: HashMap<&str, &ListingRule> = b.rules.iter().map(|r| (r.name.as_str(), r)).collect();
    let mut successors: HashMap<&str, &str> = HashMap::new();
    for rule in &a.rules {
        let mine: Vec<&Link> = links.iter().filter(|l| l.rule == rule.name).collect();
        if let [only] = mine[..] {
            successors.insert(rule.name.as_str(), only.successor.as_str());
        }
    }
    let mut changed = Vec::new();
    let mut renamed_rules = Vec::new();
    let mut unchanged = 0;
    for rule_a in &a.rules {
        for link in links.iter().filter(|l| l.rule == rule_a.name) {
            let Some(rule_b) = in_b.get(link.successor.as_str()) else {
                continue;
            };
            let expr_a = renamed(&rule_a.expr, &successors);
            let (text_a, text_b) = (render(&expr_a), render(&rule_b.expr));
            let language = languages.as_mut().and_then(|l| l.compare(&link.rule, &link.successor));
            if text_a == text_b {
                unchanged += 1;
                let differs = language.as_ref().filter(|l| l.relation != Relation::Equal);
                if let (Some(changed), Some(language)) = (language_changed.as_mut(), differs) {
                    changed.push(LanguageChange {
                        rule: link.rule.clone(),
                        successor: (link.successor != link.rule).then(|| link.successor.clone()),
                        language: language.clone(),
                    });
                }
                if link.rule != link.successor {
                    renamed_rules.push(RenamedRule {
                        rule: link.rule.clone(),
                        successor: link.successor.clone(),
                        table: link.table.clone(),
                        language,
                    });
                }
                continue;
            }
            // Only a changed rule's characters are listed: a class over Unicode holds a million.
            let chars = (char_class(&rule_a.expr, a), char_class(&rule_b.expr, b));
            let (kind, added, removed) = match chars {
                (Some(ca), Some(cb)) => ("characters", show(cb.difference(&ca)), show(ca.difference(&cb))),
                _ => {
                    let (alts_a, alts_b) = (alternatives(&expr_a), alternatives(&rule_b.expr));
                    let added = alts_b.iter().filter(|x| !alts_a.contains(x)).cloned().collect();
                    let removed = alts_a.iter().filter(|x| !alts_b.contains(x)).cloned().collect();
                    ("alternatives", added, removed)
                }
            };
            changed.push(RuleChange {
                rule: rule_a.name.clone(),
                successor: (link.successor != rule_a.name).then(|| link.successor.clone()),
                table: link.table.clone(),
                a: render(&rule_a.expr),
                b: text_b,
                added,
                removed,
                kind,
                citation_a: rule_a.citation.clone(),
                citation_b: rule_b.citation.clone(),
                language,
            });
        }
    }
    GrammarDiff {
        a: a.id.clone(),
        b: b.id.clone(),
        path,
        only_in_a: a.rules.iter().filter(|r| !links.iter().any(|l| l.rule == r.name)).map(|r| r.name.clone()).collect(),
        only_in_b: b
            .rules
            .iter()
            .filter(|r| !links.iter().any(|l| l.successor == r.name))
            .map(|r| r.name.clone())
            .collect(),
        changed,
        renamed: renamed_rules,
        unchanged,
        language: witnesses.and_then(|n| Some(compare(&a.entry_language()?, &b.entry_language()?, n))),
        language_changed,
    }
}

fn show<'a>(chars: impl Iterator<Item = &'a char>) -> Vec<String> {
    chars.map(|c| if *c == ' ' { "space".to_string() } else { c.to_string() }).collect()
}

/// The top-level alternatives of a rule, rendered.
fn alternatives(expr: &Expr) -> Vec<String> {
    match expr {
        Expr::Choice(a, b) => {
            let mut alts = alternatives(a);
            alts.extend(alternatives(b));
            alts
        }
        other => vec![render(other)],
    }
}

/// The characters a rule matches, when it is a character class: a choice of
/// single characters, ranges and other character classes.
fn char_class(expr: &Expr, grammar: &LoadedGrammar) -> Option<BTreeSet<char>> {
    fn collect(expr: &Expr, grammar: &LoadedGrammar, out: &mut BTreeSet<char>, depth: usize) -> bool {
        match expr {
            Expr::Choice(a, b) => collect(a, grammar, out, depth) && collect(b, grammar, out, depth),
            Expr::Str(s) if s.chars().count() == 1 => {
                out.extend(s.chars());
                true
            }
            // An ABNF quoted string (RFC 3986's `HEXDIG`'s "A"): either case.
            Expr::Insens(s) if s.chars().count() == 1 => {
                out.extend(s.chars().flat_map(|c| [c.to_ascii_lowercase(), c.to_ascii_uppercase()]));
                true
            }
            Expr::Range(from, to) => match (from.chars().next(), to.chars().next()) {
                (Some(from), Some(to)) => {
                    out.extend(from..=to);
                    true
                }
                _ => false,
            },
            Expr::Ident(name) if depth < 8 => grammar
                .rules
                .iter()
                .find(|r| &r.name == name)
                .is_some_and(|rule| collect(&rule.expr, grammar, out, depth + 1)),
            _ => false,
        }
    }
    let mut chars = BTreeSet::new();
    collect(expr, grammar, &mut chars, 0).then_some(chars)
}

/// An expression in pest syntax, parenthesised only where needed.
fn render(expr: &Expr) -> String {
    fn go(expr: &Expr, parent: u8) -> String {
        // Precedence: choice 0 < sequence 1 < postfix/atom 2.
        let (text, own) = match expr {
            Expr::Str(s) => (format!("{s:?}"), 2),
            Expr::Insens(s) => (format!("^{s:?}"), 2),
            Expr::Range(a, b) => (format!("'{}'..'{}'", readable(a), readable(b)), 2),
            Expr::Ident(name) => (name.clone(), 2),
            Expr::Seq(a, b) => (format!("{} ~ {}", go(a, 1), go(b, 1)), 1),
            Expr::Choice(a, b) => (format!("{} | {}", go(a, 0), go(b, 0)), 0),
            Expr::Opt(e) => (format!("{}?", go(e, 3)), 2),
            Expr::Rep(e) => (format!("{}*", go(e, 3)), 2),
            Expr::RepOnce(e) => (format!("{}+", go(e, 3)), 2),
            Expr::RepExact(e, n) => (format!("{}{{{n}}}", go(e, 3)), 2),
            Expr::RepMin(e, n) => (format!("{}{{{n},}}", go(e, 3)), 2),
            Expr::RepMax(e, n) => (format!("{}{{,{n}}}", go(e, 3)), 2),
            Expr::RepMinMax(e, min, max) => (format!("{}{{{min}, {max}}}", go(e, 3)), 2),
            Expr::PosPred(e) => (format!("&{}", go(e, 3)), 2),
            Expr::NegPred(e) => (format!("!{}", go(e, 3)), 2),
            other => (format!("{other:?}"), 2),
        };
        if own < parent || (parent == 3 && own < 2) {
            format!("({text})")
        } else {
            text
        }
    }
    go(expr, 0)
}

/// How one input's outcome changed between two grammars.
///
/// ```
/// use rfc1630::{study::diff::outcome_diff, Grammar};
/// let d = outcome_diff(Grammar::Url03, Grammar::Rfc1630Url, ["mailto:joe@h".to_string()]);
/// assert_eq!(d.changed[0].kind, "rejected-to-accepted");
/// assert_eq!(d.changed[0].b.to_string(), "rfc1630-url:mailtoaddress");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OutcomeChange {
    /// The input.
    pub input: String,
    /// `accepted-to-rejected`, `rejected-to-accepted` or `production-changed`.
    pub kind: &'static str,
    /// A's verdict.
    pub a: Outcome,
    /// B's verdict.
    pub b: Outcome,
}

/// One grammar's verdict on one input, as an outcome diff shows it: in
/// JSON flat, `{"ok": true, "listing": ..., "production": ...}` or
/// `{"ok": false, "offset": 12}`; displayed `listing:production` or `err@12`.
///
/// ```
/// use rfc1630::study::diff::Outcome;
/// use rfc1630::grammar::Listing;
/// let ok = Outcome::Accepted { listing: Listing::Url7, production: "httpaddress" };
/// assert_eq!(ok.to_string(), "url7:httpaddress");
/// assert_eq!(Outcome::Rejected { offset: 12 }.to_string(), "err@12");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Accepted, as this production of this listing.
    Accepted {
        /// The listing.
        listing: crate::grammar::Listing,
        /// The production.
        production: &'static str,
    },
    /// Rejected at this byte offset.
    Rejected {
        /// The error offset.
        offset: usize,
    },
}

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Outcome::Accepted { listing, production } => write!(f, "{listing}:{production}"),
            Outcome::Rejected { offset } => write!(f, "err@{offset}"),
        }
    }
}

impl Serialize for Outcome {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(None)?;
        match self {
            Outcome::Accepted { listing, production } => {
                map.serialize_entry("ok", &true)?;
                map.serialize_entry("listing", listing)?;
                map.serialize_entry("production", production)?;
            }
            Outcome::Rejected { offset } => {
                map.serialize_entry("ok", &false)?;
                map.serialize_entry("offset", offset)?;
            }
        }
        map.end()
    }
}

/// The outcome diff of two grammars over a corpus.
///
/// ```
/// use rfc1630::{study::diff::outcome_diff, Grammar};
/// let inputs = ["http://h/p".to_string(), "mailto:joe@h".to_string()];
/// let d = outcome_diff(Grammar::Url03, Grammar::Rfc1630Url, inputs);
/// assert_eq!((d.inputs, d.changed.len()), (2, 1));
/// assert_eq!(d.counts.get("rejected-to-accepted"), Some(&1));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OutcomeDiff {
    /// Grammar A.
    pub a: Grammar,
    /// Grammar B.
    pub b: Grammar,
    /// How many inputs were compared.
    pub inputs: usize,
    /// How many changed, per kind.
    pub counts: std::collections::BTreeMap<&'static str, usize>,
    /// Every input whose verdict or matched production differs.
    pub changed: Vec<OutcomeChange>,
}

/// Compares the verdicts of two grammars on every input. The production is
/// compared without the listing, so that the same production of two
/// revisions counts as unchanged; so does a production and its successor
/// along the line of descent (the lineage's correspondence table: RFC 3986's
/// `URI` is RFC 3987's `IRI`, its `relative-ref` is `irelative-ref`), which
/// the other listing renamed but did not change the place of.
///
/// ```
/// use rfc1630::{study::diff::outcome_diff, Grammar};
/// let inputs = ["http://h/", "magic:x", "http://h/#f"].map(String::from);
/// let d = outcome_diff(Grammar::Rfc1630Url, Grammar::Rfc1630, inputs);
/// assert_eq!(d.inputs, 3);
/// assert_eq!(d.counts["rejected-to-accepted"], 2);
/// ```
pub fn outcome_diff(a: Grammar, b: Grammar, inputs: impl IntoIterator<Item = String>) -> OutcomeDiff {
    let verdict = |grammar: Grammar, input: &str| match crate::check(grammar, input) {
        Ok(v) => (true, v.production, Outcome::Accepted { listing: v.listing, production: v.production }),
        Err(e) => (false, "", Outcome::Rejected { offset: e.offset() }),
    };
    let successors = successor_productions(a, b);
    let mut diff = OutcomeDiff { a, b, inputs: 0, counts: Default::default(), changed: Vec::new() };
    for input in inputs {
        diff.inputs += 1;
        let ((ok_a, prod_a, shown_a), (ok_b, prod_b, shown_b)) = (verdict(a, &input), verdict(b, &input));
        let kind = match (ok_a, ok_b) {
            (true, false) => "accepted-to-rejected",
            (false, true) => "rejected-to-accepted",
            (true, true)
                if prod_a != prod_b
                    && !successors.iter().any(|(rule, successor)| rule == prod_a && successor == prod_b) =>
            {
                "production-changed"
            }
            _ => continue,
        };
        *diff.counts.entry(kind).or_default() += 1;
        diff.changed.push(OutcomeChange { input, kind, a: shown_a, b: shown_b });
    }
    diff
}

/// Each pair of a production of `a` and its successor in `b` along the line
/// of descent, both as verdicts spell them (`relative-ref`, not pest's
/// `relative_ref`); none when the two are on no common line.
fn successor_productions(a: Grammar, b: Grammar) -> Vec<(String, String)> {
    let (Ok(loaded_a), Ok(loaded_b)) = (load(a.id()), load(b.id())) else {
        return Vec::new();
    };
    let (Some(_), links) = links(&loaded_a, &loaded_b) else {
        return Vec::new();
    };
    links
        .iter()
        .filter(|link| link.rule != link.successor)
        .map(|link| (loaded_a.spelling(&link.rule).to_string(), loaded_b.spelling(&link.successor).to_string()))
        .collect()
}

/// The inputs of a corpus file: one URI per line, or, for a file whose name
/// ends in `.tsv`, the first column after the header row, with the TSV
/// escapes (`\\`, `\t`, `\n`, `\r`, `\uXXXX`) undone. Blank lines are skipped.
///
/// ```
/// use rfc1630::study::diff::corpus_inputs;
/// use std::path::Path;
/// assert_eq!(corpus_inputs(Path::new("c.tsv"), "uri\tnote\nhttp://a/\tx\n"), ["http://a/"]);
/// assert_eq!(corpus_inputs(Path::new("c.txt"), "http://a/\n\nnews:x\n"), ["http://a/", "news:x"]);
/// ```
pub fn corpus_inputs(path: &std::path::Path, text: &str) -> Vec<String> {
    let tsv = path.extension().is_some_and(|e| e == "tsv");
    let lines = text.lines().skip(usize::from(tsv)).filter(|l| !l.is_empty());
    if tsv {
        lines.map(|l| crate::support::tsv::unescape(l.split('\t').next().unwrap_or(""))).collect()
    } else {
        lines.map(str::to_string).collect()
    }
}
