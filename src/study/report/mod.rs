//! One self-contained HTML page about the listings: every
//! production as a railroad diagram, the two lines of descent step by step
//! (the URL line url4 -> url7 -> url-03 -> RFC 1630 and RFC 1738, the generic
//! line RFC 1630 -> RFC 1808 -> RFC 2396 -> RFC 2732 -> RFC 3986,
//! [`crate::study::lineage`]), the findings, resolution across the revisions and the
//! conformance table, and with a corpus, its survey ([`crate::study::survey`]).
//!
//! The page has inline SVG and CSS only (no script, no font, no link off the
//! page), so it reads the same offline. Everything on it comes from the
//! crate's data: the `.pest` files read with `pest_meta`, citations as
//! [`crate::grammar::listings::rules`] reads them, E/P marks from
//! [`crate::grammar::overrides::OVERRIDES`], findings from [`crate::grammar::findings::ALL`]
//! (a finding marks the productions its hints name), the diffs from
//! [`crate::study::diff`] and the verdicts from [`crate::study::conformance::run`].

mod diagram;
mod html;
mod resolution;

use crate::grammar::findings::{self, Finding};
use crate::grammar::listings::{read_rule_docs, rules as rule_docs, sources};
use crate::grammar::overrides::{Kind, OVERRIDES};
use crate::grammar::spelling::spelled_by;
use crate::grammar::{Grammar, Listing};
use crate::study::conformance::{Agreement, Claim, ExampleOutcome};
use crate::study::diff::{diff_languages, load, GrammarDiff, RuleChange};
use crate::study::language::{LanguageDiff, Relation};
use crate::study::survey::{ranked, Survey};
use crate::study::workbench::UserGrammar;
use diagram::{anchor_id, Drawing};
use html::escape;
use pest_meta::ast::Expr;
use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;

/// The listing of a grammar of the lines of descent (each is one listing).
fn listing_of(grammar: crate::Grammar) -> Listing {
    grammar.listings()[0]
}

/// A user's own grammar, one more listing of the report (diagrams only).
///
/// ```
/// let mine = rfc1630::study::report::UserListing { name: "mine.pest".into(), text: "a = { \"x\" ~ b? }\nb = { '0'..'9' }".into() };
/// let page = rfc1630::study::report::render(&[mine], None).unwrap();
/// assert!(page.contains("id=\"user-1-b\""));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserListing {
    /// The name shown (the path it was read from).
    pub name: String,
    /// The `.pest` text.
    pub text: String,
}

/// A corpus and its survey under the report's grammars (`report --corpus`).
///
/// ```
/// use rfc1630::study::report::{render, CorpusSurvey};
/// use rfc1630::study::workbench::GrammarChoice;
/// let grammars = [GrammarChoice::Builtin(rfc1630::Grammar::Url7)];
/// let survey = rfc1630::study::survey::survey(&grammars, ["http://info.cern.ch/", "http://h/<"]);
/// let page = render(&[], Some(&CorpusSurvey { name: "two.txt".into(), survey })).unwrap();
/// assert!(page.contains("<section id=\"survey\">"));
/// assert!(page.contains("href=\"#url7-httpaddress\""));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CorpusSurvey {
    /// The corpus's name (its path).
    pub name: String,
    /// Its survey.
    pub survey: Survey,
}

/// Why the report could not be made.
///
/// ```
/// let bad = rfc1630::study::report::UserListing { name: "bad.pest".into(), text: "a = {".into() };
/// let err = rfc1630::study::report::render(&[bad], None).unwrap_err();
/// assert!(matches!(err, rfc1630::study::report::ReportError::NotPest { ref name, .. } if name == "bad.pest"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReportError {
    /// `pest_meta` rejected a grammar text (its `grammar_rules`).
    #[error("{name}: not a pest grammar: {message}")]
    NotPest {
        /// The grammar's name or file.
        name: String,
        /// `pest_meta`'s message.
        message: String,
    },
    /// A grammar of the lineage could not be read for its diff.
    #[error("{0}")]
    Diff(String),
}

/// The report as one HTML page.
///
/// # Errors
/// [`ReportError::NotPest`] when a user's text is not a pest grammar
/// (`pest_meta`'s `grammar_rules`); the built-in listings always parse.
///
/// ```
/// let page = rfc1630::study::report::render(&[], None).unwrap();
/// assert!(page.starts_with("<!DOCTYPE html>"));
/// // RFC 1630's `port` with its citation, linked from `hostport`.
/// assert!(page.contains("id=\"rfc1630-url-port\""));
/// assert!(page.contains("RFC 1630 p.25, 003 l.1259"));
/// assert!(page.contains("xlink:href=\"#rfc1630-url-port\""));
/// ```
pub fn render(user: &[UserListing], corpus: Option<&CorpusSurvey>) -> Result<String, ReportError> {
    let mut sections = Vec::new();
    for &listing in &Listing::ALL {
        sections.push(Section::builtin(listing)?);
    }
    for (n, mine) in user.iter().enumerate() {
        sections.push(Section::user(n + 1, mine)?);
    }
    // Every step of both lines of descent (`crate::study::lineage::steps`), the URL line first.
    let steps = crate::study::lineage::steps()
        .map(|(a, b)| {
            let loaded = |g: crate::Grammar| load(g.id()).map_err(|e| ReportError::Diff(e.to_string()));
            Ok((listing_of(a), listing_of(b), diff_languages(&loaded(a)?, &loaded(b)?, 1)))
        })
        .collect::<Result<Vec<_>, ReportError>>()?;

    let mut body = String::new();
    write_contents(&mut body, &sections, &steps, corpus);
    for section in &sections {
        write_section(&mut body, section);
    }
    body.push_str("<section id=\"lineage\">\n<h2>The two lines of descent</h2>\n");
    body.push_str(
        "<p>Renamed rules are paired through <code>data/correspondence.tsv</code>; a pair the table made \
         names its row. Rules of the same name pair by name.</p>\n",
    );
    for line in crate::study::lineage::lines() {
        let _ = writeln!(body, "<h3 class=\"line\">{}</h3>", line.title);
        for (a, b, d) in &steps {
            if a.id().parse().ok().and_then(crate::study::lineage::line_of) == Some(line) {
                write_step(&mut body, &sections, *a, *b, d);
            }
        }
    }
    body.push_str("</section>\n");
    write_findings(&mut body);
    resolution::write_resolution(&mut body);
    // A user's grammar that loads alone (no companion file) gets a column.
    let columns: Vec<UserGrammar> = user
        .iter()
        .filter_map(|mine| {
            let file = std::path::Path::new(&mine.name).file_name().map(|f| f.to_string_lossy().into_owned());
            let file = file.unwrap_or_else(|| mine.name.clone());
            UserGrammar::from_sources(&file, &[(&file, &mine.text)], None).ok()
        })
        .collect();
    write_conformance(&mut body, &crate::study::conformance::run(), &columns);
    if let Some(corpus) = corpus {
        write_survey(&mut body, &sections, corpus);
    }
    Ok(html::page("rfc1630: the listings as railroad diagrams", &body))
}

/// One production of a listing: its expression and its `///` lines.
struct Production {
    name: String,
    expr: Expr,
    citation: String,
    notes: Vec<String>,
}

/// One listing of the report, built-in or a user's.
struct Section {
    /// The `id` prefix: the listing id, or `user-<n>`.
    anchor: String,
    /// The name verdicts give it: the listing id, or the user file's name.
    grammar: String,
    title: String,
    listing: Option<Listing>,
    productions: Vec<Production>,
    /// Each rule's name as its document prints it (`sub-delims` for the
    /// rule `sub_delims`), by its name in the `.pest` file, which the
    /// diagrams' anchors keep.
    names: HashMap<String, String>,
}

impl Section {
    fn builtin(listing: Listing) -> Result<Self, ReportError> {
        let mut productions = Vec::new();
        for (file, text) in sources(listing) {
            productions.extend(read_productions(file, text, Some(listing))?);
        }
        let title = format!("{} — {}", listing.id(), listing.document());
        Ok(Self::new(listing.id().to_string(), title, Some(listing), productions))
    }

    fn user(n: usize, mine: &UserListing) -> Result<Self, ReportError> {
        let productions = read_productions(&mine.name, &mine.text, None)?;
        let file = std::path::Path::new(&mine.name).file_name().map(|f| f.to_string_lossy().into_owned());
        let mut section = Self::new(format!("user-{n}"), format!("{} — your grammar", mine.name), None, productions);
        section.grammar = file.unwrap_or_else(|| mine.name.clone());
        Ok(section)
    }

    fn new(anchor: String, title: String, listing: Option<Listing>, productions: Vec<Production>) -> Self {
        let names =
            productions.iter().map(|p| (p.name.clone(), spelled_by(&p.name, &p.citation).to_string())).collect();
        let grammar = listing.map_or_else(String::new, |l| l.id().to_string());
        Section { anchor, grammar, title, listing, productions, names }
    }

    fn get(&self, rule: &str) -> Option<&Production> {
        self.productions.iter().find(|p| p.name == rule)
    }

    /// `rule` as its document prints it, or as given for a rule the
    /// section does not have.
    fn spelled<'a>(&'a self, rule: &'a str) -> &'a str {
        self.names.get(rule).map_or(rule, String::as_str)
    }

    fn svg(&self, expr: &Expr, marked: &HashSet<String>) -> String {
        diagram::diagram(expr, &Drawing { anchor: &self.anchor, rules: &self.names, marked })
    }
}

/// The rules of one grammar text with their `///` lines (citation first),
/// as [`crate::grammar::listings::rules`] reads them for the built-in listings.
fn read_productions(name: &str, text: &str, listing: Option<Listing>) -> Result<Vec<Production>, ReportError> {
    let not_pest = |message: String| ReportError::NotPest { name: name.to_string(), message };
    let pairs =
        pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text).map_err(|e| not_pest(e.to_string()))?;
    let ast = pest_meta::parser::consume_rules(pairs)
        .map_err(|errors| not_pest(errors.iter().map(ToString::to_string).collect::<Vec<_>>().join("; ")))?;
    let docs = match listing {
        Some(listing) => rule_docs(listing).to_vec(),
        None => read_rule_docs(text).map_err(|e| not_pest(e.to_string()))?,
    };
    Ok(ast
        .into_iter()
        .map(|rule| {
            let doc = docs.iter().find(|d| d.name == rule.name);
            Production {
                citation: doc.map(|d| d.citation.clone()).unwrap_or_default(),
                notes: doc.map(|d| d.notes.clone()).unwrap_or_default(),
                name: rule.name,
                expr: rule.expr,
            }
        })
        .collect())
}

/// The findings whose hints name `rule` in a grammar made of `listing`.
fn findings_of(listing: Listing, rule: &str) -> impl Iterator<Item = &'static Finding> + '_ {
    findings::ALL
        .iter()
        .filter(move |f| f.hints.iter().any(|h| h.production == rule && h.grammar.listings().contains(&listing)))
}

fn write_contents(
    out: &mut String,
    sections: &[Section],
    steps: &[(Listing, Listing, GrammarDiff)],
    corpus: Option<&CorpusSurvey>,
) {
    out.push_str("<h1>The listings of the Web's URI specifications, 1993-2005</h1>\n");
    out.push_str(
        "<p>Every production of every listing as a railroad diagram, as this crate reads the <code>.pest</code> files \
         (<code>grammar/</code>): strings, ranges and builtins are terminals (rounded), rules are non-terminals \
         (square, a link to the rule's own diagram). Each carries its citation (page and line of the seed document), \
         its E (erratum) and P (PEG mechanics) marks from <code>grammar/ERRATA.md</code>, and the findings that name it.</p>\n<nav><ul>\n",
    );
    for s in sections {
        let _ = writeln!(
            out,
            "<li><a href=\"#listing-{}\">{}</a> ({} productions)</li>",
            s.anchor,
            escape(&s.title),
            s.productions.len()
        );
    }
    for (a, b, _) in steps {
        let _ = writeln!(out, "<li><a href=\"#{}\">{a} → {b}</a></li>", step_id(*a, *b));
    }
    out.push_str("<li><a href=\"#findings\">Findings</a></li>\n<li><a href=\"#resolution\">Resolution across the revisions</a></li>\n<li><a href=\"#conformance\">Conformance</a></li>\n");
    if let Some(corpus) = corpus {
        let _ = writeln!(out, "<li><a href=\"#survey\">Survey of {}</a></li>", escape(&corpus.name));
    }
    out.push_str("</ul></nav>\n");
}

fn write_section(out: &mut String, section: &Section) {
    let _ = writeln!(
        out,
        "<section class=\"listing\" id=\"listing-{}\">\n<h2>{}</h2>",
        section.anchor,
        escape(&section.title)
    );
    for p in &section.productions {
        let _ = write!(out, "<figure class=\"production\" id=\"{}\">", anchor_id(&section.anchor, &p.name));
        write_caption(out, section.listing, p);
        let _ = writeln!(out, "<div class=\"diagram\">{}</div></figure>", section.svg(&p.expr, &HashSet::new()));
    }
    out.push_str("</section>\n");
}

/// The rule name, its citation, its marks and its `///` notes.
fn write_caption(out: &mut String, listing: Option<Listing>, p: &Production) {
    let _ = write!(out, "<figcaption><code class=\"rule\">{}</code> ", escape(spelled_by(&p.name, &p.citation)));
    if !p.citation.is_empty() {
        let _ = write!(out, "<span class=\"cite\">{}</span>", escape(&p.citation));
    }
    if let Some(listing) = listing {
        for o in OVERRIDES.iter().filter(|o| o.covers(listing, &p.name)) {
            let class = match o.kind {
                Kind::Erratum => "erratum",
                Kind::Composition => "composition",
                _ => "peg",
            };
            let _ = write!(out, "<span class=\"mark {class}\" title=\"{}\">{}</span>", escape(o.printed), escape(o.id));
        }
        for f in findings_of(listing, &p.name) {
            let _ = write!(
                out,
                "<a class=\"mark finding\" href=\"#finding-{0}\" title=\"{1}\">{0}</a>",
                f.id,
                escape(f.summary)
            );
        }
    }
    for note in &p.notes {
        let _ = write!(out, "<div class=\"note\">{}</div>", escape(note));
    }
    out.push_str("</figcaption>");
}

fn step_id(a: Listing, b: Listing) -> String {
    format!("step-{a}-{b}")
}

/// The leaves a change touches, as the diagram writes them: a character as
/// a string (`"+"`) and bare (for ranges), an alternative as `diff` renders it.
fn marked(change: &RuleChange, texts: &[String]) -> HashSet<String> {
    texts
        .iter()
        .flat_map(|t| match change.kind {
            "characters" => {
                let c = if t == "space" { " " } else { t.as_str() };
                vec![format!("{c:?}"), c.to_string()]
            }
            _ => vec![t.clone()],
        })
        .collect()
}

fn write_step(out: &mut String, sections: &[Section], a: Listing, b: Listing, d: &GrammarDiff) {
    let find = |l: Listing| sections.iter().find(|s| s.listing == Some(l));
    let (Some(sa), Some(sb)) = (find(a), find(b)) else { return };
    let _ = writeln!(
        out,
        "<section class=\"step\" id=\"{}\">\n<h3>{a} → {b}</h3>\n<p>{} productions unchanged, {} changed, {} removed, {} added (<code>rfc1630 diff {a} {b}</code>).</p>",
        step_id(a, b),
        d.unchanged,
        d.changed.len(),
        d.only_in_a.len(),
        d.only_in_b.len()
    );
    if let Some(language) = &d.language {
        let _ = writeln!(out, "<p class=\"language\">Language: {}</p>", language_html(language, a, b, 3));
    }
    if !d.renamed.is_empty() {
        let renamed: Vec<String> = d
            .renamed
            .iter()
            .map(|r| format!("<code>{}</code> → <code>{}</code>", escape(&r.rule), escape(&r.successor)))
            .collect();
        let _ = writeln!(out, "<p class=\"renamed\">Renamed only (same definition): {}.</p>", renamed.join(", "));
    }
    for change in &d.changed {
        let successor = change.successor.as_deref().unwrap_or(&change.rule);
        let (id, heading) = match &change.successor {
            Some(s) => (
                format!("{}-{}-{s}", step_id(a, b), change.rule),
                format!("{} → {}", sa.spelled(&change.rule), sb.spelled(s)),
            ),
            None => (format!("{}-{}", step_id(a, b), change.rule), sa.spelled(&change.rule).to_string()),
        };
        let _ = writeln!(out, "<h4 id=\"{id}\">{} changed</h4>", escape(&heading));
        for row in &change.table {
            let _ = writeln!(out, "<p class=\"table-row\">paired by the table: {}</p>", escape(row));
        }
        out.push_str("<div class=\"pair\">");
        for (section, rule, text, citation, moved, side) in [
            (sa, change.rule.as_str(), &change.a, &change.citation_a, &change.removed, "before"),
            (sb, successor, &change.b, &change.citation_b, &change.added, "after"),
        ] {
            let _ = write!(
                out,
                "<figure class=\"changed {side}\"><figcaption>{side}: <a href=\"#{}\"><code>{}</code></a> ({}) <span class=\"cite\">{}</span></figcaption>",
                anchor_id(&section.anchor, rule),
                escape(section.spelled(rule)),
                section.anchor,
                escape(citation)
            );
            if let Some(p) = section.get(rule) {
                let _ = write!(out, "<div class=\"diagram\">{}</div>", section.svg(&p.expr, &marked(change, moved)));
            }
            let _ = write!(out, "<pre class=\"pest\">{}</pre></figure>", escape(text));
        }
        out.push_str("</div>\n<p class=\"textdiff\">");
        let _ = write!(out, "{}: ", if change.kind == "characters" { "characters" } else { "alternatives" });
        for r in &change.removed {
            let _ = write!(out, "<del>{}</del> ", escape(r));
        }
        for r in &change.added {
            let _ = write!(out, "<ins>{}</ins> ", escape(r));
        }
        out.push_str("</p>\n");
        if let Some(language) = &change.language {
            let _ = writeln!(out, "<p class=\"language\">language: {}</p>", language_html(language, a, b, 1));
        }
    }
    let language_changed = d.language_changed.as_deref().unwrap_or_default();
    if !language_changed.is_empty() {
        let _ = writeln!(
            out,
            "<h4>Same text, language changed through a rule it uses</h4>\n<ul class=\"language-changed\">"
        );
        for c in language_changed {
            let rule = match &c.successor {
                Some(successor) => format!("{} → {}", sa.spelled(&c.rule), sb.spelled(successor)),
                None => sa.spelled(&c.rule).to_string(),
            };
            let _ = writeln!(out, "<li><code>{}</code>: {}</li>", escape(&rule), language_html(&c.language, a, b, 1));
        }
        out.push_str("</ul>\n");
    }
    for (names, section, class, verb) in
        [(&d.only_in_a, sa, "removed", "Removed"), (&d.only_in_b, sb, "added", "Added")]
    {
        if names.is_empty() {
            continue;
        }
        let _ = writeln!(out, "<h4>{verb} productions</h4>");
        for name in names {
            let Some(p) = section.get(name) else { continue };
            let _ = write!(out, "<figure class=\"{class}\"><figcaption>{class}: <a href=\"#{}\"><code>{}</code></a> <span class=\"cite\">{}</span></figcaption>", anchor_id(&section.anchor, name), escape(section.spelled(name)), escape(&p.citation));
            let _ = writeln!(out, "<div class=\"diagram\">{}</div></figure>", section.svg(&p.expr, &HashSet::new()));
        }
    }
    out.push_str("</section>\n");
}

/// A language comparison as the report states it: the relation, whether it
/// is exact, and up to `shown` witnesses of each difference with the
/// rejecting side's diagnosis.
fn language_html(language: &LanguageDiff, a: Listing, b: Listing, shown: usize) -> String {
    let mut text = match (language.relation, language.exact) {
        (Relation::Equal, true) => return "equal (exact)".to_string(),
        (relation, true) => format!("{relation} (exact)"),
        // A search that stops proves no equality: say what it found.
        (_, false) if language.a_only.is_empty() && language.b_only.is_empty() => {
            let bound = language.bound.unwrap_or(0);
            format!("no difference up to {bound} bytes (every string up to {bound} bytes tried)")
        }
        (relation, false) => format!("{relation} (every string up to {} bytes tried)", language.bound.unwrap_or(0)),
    };
    for (witnesses, accepts, rejects, a_side) in [(&language.a_only, a, b, true), (&language.b_only, b, a, false)] {
        for w in witnesses.iter().take(shown) {
            let rejected = if a_side { &w.b } else { &w.a };
            let input = match w.input.as_str() {
                "" => "the empty string".to_string(),
                // As `diff` shows it: U+00A0 printed raw passes for a space.
                input => format!("<code>{}</code>", escape(&crate::study::language::readable(input))),
            };
            let _ = write!(text, "; {input} only in {accepts} ({rejects}: {})", escape(&rejected.to_string()));
        }
    }
    text
}

fn write_findings(out: &mut String) {
    out.push_str("<section id=\"findings\">\n<h2>Findings</h2>\n<table>\n<tr><th>id</th><th>kind</th><th>grammars</th><th>finding</th><th>the listing says</th><th>the prose says</th></tr>\n");
    for f in findings::ALL {
        let grammars: Vec<&str> = f.grammars.iter().map(|g| g.id()).collect();
        let quotes = |qs: &[findings::Quote]| {
            qs.iter()
                .map(|q| {
                    format!(
                        "<code>{}</code> <span class=\"cite\">({})</span>",
                        escape(q.text),
                        escape(&q.cite.to_string())
                    )
                })
                .collect::<Vec<_>>()
                .join("<br>")
        };
        let _ = writeln!(
            out,
            "<tr id=\"finding-{}\"><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            f.id,
            f.id,
            f.evidence,
            grammars.join(", "),
            escape(f.summary),
            quotes(f.listing),
            quotes(f.prose)
        );
    }
    out.push_str("</table>\n</section>\n");
}

/// What an example is claimed to be, in a word or two.
fn claim_text(claim: &Claim) -> String {
    match claim {
        Claim::Valid => "valid".into(),
        Claim::Illegal => "illegal".into(),
        Claim::NotAllowed => "not allowed".into(),
        Claim::Identical { other } => format!("identical to {other}"),
        Claim::NotIdentical { other } => format!("not identical to {other}"),
        Claim::Resolves { context, expected } => format!("in {context} resolves to {expected}"),
        Claim::Part => "a part".into(),
        Claim::Template => "a template".into(),
        Claim::Damaged { intended } => format!("damaged; meant {intended}"),
    }
}

fn write_conformance(out: &mut String, outcomes: &[ExampleOutcome], users: &[UserGrammar]) {
    out.push_str("<section id=\"conformance\">\n<h2>Conformance</h2>\n<p>Every example of the documents, its claim, and the verdict of each grammar: the production it matched, without <code>address</code> (<code>http</code>), or <code>err@N</code>, rejected at byte N. A cell's full verdict or error shows on hover.</p>\n<table>\n<tr><th>example</th><th>page</th><th>URI</th><th>claim</th>");
    for g in Grammar::ALL.iter().chain(&Grammar::PROSE) {
        // `rfc1630<wbr>+prose`: the prose columns may break before the `+`.
        let _ = write!(out, "<th>{}</th>", g.id().replace('+', "<wbr>+"));
    }
    for mine in users {
        let _ = write!(out, "<th>{}</th>", escape(mine.name()));
    }
    out.push_str("<th>agreement</th></tr>\n");
    for o in outcomes {
        let e = &o.example;
        let _ = write!(
            out,
            "<tr><td>{}</td><td>{}</td><td class=\"uri\"><code>{}</code></td><td class=\"claim\">{}</td>",
            escape(&e.id),
            escape(&e.page),
            escape(&e.uri),
            escape(&claim_text(&e.claim))
        );
        for (_, verdict) in &o.verdicts {
            let _ = match verdict {
                Ok(v) => write_accepted(out, &v.to_string(), v.production),
                Err(err) => write_rejected(out, err.offset(), &err.summary()),
            };
        }
        for mine in users {
            let _ = match mine.check(&e.uri) {
                Ok(v) => write_accepted(out, &v.to_string(), &v.production),
                Err(r) => write_rejected(out, r.offset, &r.to_string()),
            };
        }
        let _ = match &o.agreement {
            Agreement::Agrees => write!(out, "<td>agrees</td>"),
            Agreement::Disagrees(why) => write!(out, "<td class=\"finding\">{}</td>", escape(why)),
            Agreement::NotApplicable => write!(out, "<td>–</td>"),
        };
        out.push_str("</tr>\n");
    }
    out.push_str("</table>\n</section>\n");
}

/// An accepted example's cell: the production without `address`, the full
/// verdict on hover.
fn write_accepted(out: &mut String, verdict: &str, production: &str) -> std::fmt::Result {
    let short = production.strip_suffix("address").unwrap_or(production);
    write!(out, "<td class=\"ok\" title=\"{}\">{}</td>", escape(verdict), escape(short))
}

/// A rejected example's cell: `err@N`, the one-line error on hover.
fn write_rejected(out: &mut String, offset: usize, summary: &str) -> std::fmt::Result {
    write!(out, "<td class=\"rejected\" title=\"{}\">err@{offset}</td>", escape(summary))
}

/// The survey of a corpus: for each grammar, its accepted lines by
/// production and its rejected lines by the production where the diagnosis
/// stops, each production linked to its diagram where the report has one.
fn write_survey(out: &mut String, sections: &[Section], corpus: &CorpusSurvey) {
    let survey = &corpus.survey;
    let _ = writeln!(
        out,
        "<section id=\"survey\">\n<h2>Survey of {}</h2>\n<p>{} lines, each checked under every grammar (<code>rfc1630 survey</code>): the lines each accepts, by the production of the verdict, and the lines it rejects, by the production at which the diagnosis stops, with the findings that explain them and the first such line.</p>",
        escape(&corpus.name),
        survey.lines
    );
    let linked = |key: &str| {
        let shown = format!("<code>{}</code>", escape(key));
        let Some((grammar, rule)) = key.rsplit_once(':') else { return shown };
        let section = sections.iter().find(|s| s.grammar == grammar);
        // A verdict spells its production as the document does (`relative-ref`).
        let named =
            section.and_then(|s| s.names.iter().find(|(_, spelled)| *spelled == rule).map(|(name, _)| (s, name)));
        match named {
            Some((section, name)) => format!("<a href=\"#{}\">{shown}</a>", anchor_id(&section.anchor, name)),
            _ => shown,
        }
    };
    let share = |n: u64| if survey.lines == 0 { 0.0 } else { n as f64 * 100.0 / survey.lines as f64 };
    for g in &survey.grammars {
        let _ = writeln!(
            out,
            "<h3>{}: {} accepted ({:.1}%), {} rejected</h3>\n<div class=\"survey\">",
            escape(&g.grammar),
            g.accepted,
            share(g.accepted),
            g.rejected()
        );
        out.push_str("<table>\n<tr><th>accepted by production</th><th>lines</th></tr>\n");
        for (production, count) in ranked(&g.by_production) {
            let _ = writeln!(out, "<tr><td>{}</td><td>{count}</td></tr>", linked(production));
        }
        out.push_str(
            "</table>\n<table>\n<tr><th>rejected at</th><th>lines</th><th>findings</th><th>first (line)</th></tr>\n",
        );
        for (stop, count) in ranked(&g.rejected_by) {
            let Some(r) = g.rejections.get(stop) else { continue };
            let findings: Vec<String> =
                r.findings.iter().map(|(f, n)| format!("<a href=\"#finding-{f}\">{f}</a> ({n})")).collect();
            let _ = writeln!(
                out,
                "<tr><td>{}</td><td>{count}</td><td>{}</td><td class=\"uri\"><code>{}</code> ({})</td></tr>",
                linked(stop),
                findings.join(", "),
                escape(&r.example),
                r.line
            );
        }
        out.push_str("</table>\n</div>\n");
    }
    out.push_str("</section>\n");
}
