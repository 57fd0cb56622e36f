//! `rfc1630 conformance [--wide | --tsv | --json] [--only G]... [--width N]
//! [--grammar FILE.pest]...`: the catalogue under every grammar, and a
//! column for each user grammar.
//!
//! The default is the compact report of [`lines`]: one line per example (two
//! where its text does not fit), the other grammars' verdicts as a strip of
//! marks, at the width of the terminal. `--wide` is the full matrix for a
//! person: the summary, a legend, then one table per document (its name,
//! date and seed file) with each example's page, text, claim and verdict
//! under every grammar, findings marked and explained under the table.
//! `--tsv` is the table for tools, one row per example; `--json` one
//! document. `--only G` keeps the grammars named, in every format.
//!
//! A `--grammar` file's column is its pest_vm verdict on each example (a
//! rejection at pest's furthest position, not the listings' exact
//! diagnosis); it takes no part in the agreement, which is the claim against
//! the document's own grammar.

mod lines;

pub(crate) use lines::MIN_WIDTH;

use super::OK;
use comfy_table::{presets, ContentArrangement, Table, TableComponent};
use rfc1630::documents::{self, Shelf};
use rfc1630::revisions::resolution::{resolve_with, ResolveOptions};
use rfc1630::study::conformance::{home_grammar, run as run_catalogue, Agreement, Claim, ExampleOutcome};
use rfc1630::study::workbench::GrammarChoice;
use rfc1630::Grammar;
use std::io::{self, Write};

/// The grammars a `--grammar` names, with their verdicts on every example
/// (in catalogue order).
struct UserColumns<'g> {
    grammars: &'g [GrammarChoice],
    /// `verdicts[example][grammar]`.
    verdicts: Vec<Vec<ChoiceVerdict>>,
}

/// [`GrammarChoice::check`]'s answer: `(name, production)` or `(offset, message)`.
type ChoiceVerdict = Result<(String, String), (usize, String)>;

impl UserColumns<'_> {
    fn names(&self) -> impl Iterator<Item = &str> {
        self.grammars.iter().map(GrammarChoice::name)
    }

    /// The report's and the TSV's cell: the production, or `err@N`.
    fn cells(&self, example: usize, short: bool, shown: &Shown) -> Vec<String> {
        self.verdicts[example]
            .iter()
            .enumerate()
            .filter(|(u, _)| shown.user(*u))
            .map(|(_, v)| match v {
                Ok((_, production)) if short => production.strip_suffix("address").unwrap_or(production).to_string(),
                Ok((_, production)) => production.clone(),
                Err((offset, _)) => format!("err@{offset}"),
            })
            .collect()
    }
}

/// How the run is written.
#[derive(Clone, Copy)]
pub(crate) enum Format {
    /// The compact report, a line or two per example.
    Lines,
    /// The full matrix for a person, a column per grammar.
    Wide,
    /// One tab-separated row per example.
    Tsv,
    /// One JSON document.
    Json,
}

/// Every document's text files in the order of the report: the seeds
/// newest first (RFC 1630, then the drafts from the latest back), then the
/// lineage in order of publication, each with what it holds.
fn source_files() -> Vec<(&'static str, &'static str)> {
    let on = |shelf| documents::ALL.iter().filter(move |document| document.shelf == shelf);
    on(Shelf::Seeds)
        .rev()
        .chain(on(Shelf::Lineage))
        .flat_map(|document| document.sources)
        .map(|source| (source.file, source.about))
        .collect()
}

/// What the cells and citations of the report mean.
const LEGEND: &str = "\
How to read it
  http, ftp..  accepted, by that production (`httpaddress`, `ftpaddress`: the name
               without `address`; `uri` is the generic listing's only production)
  err@N        rejected: byte N (0-based) is the first the grammar cannot read
  *            the document's own grammar, the one its claim is checked with
  ✗            a finding: that grammar does not bear out the claim (reasons below
               the table); ok: it does; blank: nothing a parser can check
  +prose       the opt-in prose layers
  ✗p           prose-valid: a finding the document's prose layer accepts: the
               listing lacks what its prose defines
  003 l.1124   a citation in a reason: seed file 003, line 1124; url-03's file
  002 c.27050  is one line, so its citations give the character offset
  resolves     the context and the printed result; → what the crate resolved
";

/// Width of the report when stdout is not a terminal that says its width.
const DEFAULT_WIDTH: u16 = 172;

/// The grammars `--only` keeps (all of them without it).
pub(crate) struct Shown {
    builtin: Vec<Grammar>,
    users: Vec<bool>,
}

impl Shown {
    /// The grammars named by `only` (ids of built-in grammars, or the names
    /// of `--grammar` files); every grammar when `only` is empty. An unknown
    /// name is an error that lists the names there are.
    pub(crate) fn pick(only: &[String], users: &[GrammarChoice]) -> Result<Shown, String> {
        let all = || Grammar::ALL.iter().chain(&Grammar::PROSE).copied();
        if only.is_empty() {
            return Ok(Shown { builtin: all().collect(), users: vec![true; users.len()] });
        }
        let known = |name: &String| all().any(|g| g.id() == name) || users.iter().any(|u| u.name() == name);
        if let Some(unknown) = only.iter().find(|name| !known(name)) {
            let mut names: Vec<&str> = all().map(|g| -> &str { g.id() }).collect();
            names.extend(users.iter().map(GrammarChoice::name));
            return Err(format!("error: --only {unknown}: no such grammar here; one of {}", names.join(", ")));
        }
        Ok(Shown {
            builtin: all().filter(|g| only.iter().any(|name| name == g.id())).collect(),
            users: users.iter().map(|u| only.iter().any(|name| name == u.name())).collect(),
        })
    }

    fn builtin(&self, grammar: Grammar) -> bool {
        self.builtin.contains(&grammar)
    }

    fn user(&self, index: usize) -> bool {
        self.users[index]
    }
}

/// Writes the run in `format`, with the grammars of `shown`; `width` is
/// `--width`.
pub(crate) fn run(format: Format, users: &[GrammarChoice], shown: &Shown, width: Option<u16>) -> io::Result<u8> {
    let outcomes = run_catalogue();
    let verdicts =
        outcomes.iter().map(|o| users.iter().map(|g| g.check(&o.example.uri)).collect()).collect::<Vec<Vec<_>>>();
    let users = UserColumns { grammars: users, verdicts };
    let stdout = io::stdout();
    let mut out = stdout.lock();
    match format {
        Format::Json => {
            let report = Report { grammars: &shown.builtin, examples: &outcomes, summary: summary(&outcomes) };
            let mut value = serde_json::to_value(report)?;
            keep_shown_verdicts(&mut value, shown);
            add_user_verdicts(&mut value, &users, shown);
            writeln!(out, "{value}")?;
        }
        Format::Tsv => write_tsv(&mut out, &outcomes, &users, shown)?,
        Format::Wide => write_report(&mut out, &outcomes, &users, shown, width)?,
        Format::Lines => lines::write(&mut out, &outcomes, &users, shown, lines::width(width))?,
    }
    Ok(OK)
}

/// With `--only`, each example's `verdicts` keeps the grammars shown.
fn keep_shown_verdicts(report: &mut serde_json::Value, shown: &Shown) {
    let Some(examples) = report["examples"].as_array_mut() else { return };
    for example in examples {
        if let Some(verdicts) = example["verdicts"].as_array_mut() {
            verdicts.retain(|v| shown.builtin.iter().any(|g| v["grammar"] == g.id()));
        }
    }
}

/// With `--grammar` files, the JSON document gains `user_grammars` (their
/// names) and, in each example, `user_verdicts`: one object per file,
/// `grammar`, `ok`, then `production`, or `offset` and `message`.
fn add_user_verdicts(report: &mut serde_json::Value, users: &UserColumns, shown: &Shown) {
    if users.grammars.is_empty() {
        return;
    }
    report["user_grammars"] = users.names().enumerate().filter(|(u, _)| shown.user(*u)).map(|(_, n)| n).collect();
    let Some(examples) = report["examples"].as_array_mut() else { return };
    for (example, verdicts) in examples.iter_mut().zip(&users.verdicts) {
        let objects: Vec<serde_json::Value> = users
            .names()
            .zip(verdicts)
            .enumerate()
            .filter(|(u, _)| shown.user(*u))
            .map(|(_, verdict)| verdict)
            .map(|(grammar, verdict)| match verdict {
                Ok((_, production)) => serde_json::json!({"grammar": grammar, "ok": true, "production": production}),
                Err((offset, message)) => {
                    serde_json::json!({"grammar": grammar, "ok": false, "offset": offset, "message": message})
                }
            })
            .collect();
        example["user_verdicts"] = objects.into();
    }
}

/// The full matrix for a person (`--wide`).
fn write_report(
    out: &mut impl Write,
    outcomes: &[ExampleOutcome],
    users: &UserColumns,
    shown: &Shown,
    width: Option<u16>,
) -> io::Result<()> {
    let s = summary(outcomes);
    let documents = source_files().iter().filter(|(file, _)| outcomes.iter().any(|o| o.example.file == *file)).count();
    writeln!(
        out,
        "Conformance: {} examples from {documents} documents, each under {} grammars\n  \
         {} agree with their document · {} findings (✗), {} of them prose-valid (✗p) · {} make no \
         claim a parser can check\n",
        s.examples,
        Grammar::ALL.len() + Grammar::PROSE.len() + users.grammars.len(),
        s.agree,
        s.disagree,
        s.prose_valid,
        s.not_applicable
    )?;
    write!(out, "{LEGEND}")?;
    for (_, name) in users.names().enumerate().filter(|(u, _)| shown.user(*u)) {
        writeln!(
            out,
            "  {name:<11}  your grammar (pest_vm); err@N: pest's furthest position, not the exact diagnosis"
        )?;
    }
    writeln!(out)?;
    let columns = || std::env::var("COLUMNS").ok().and_then(|c| c.parse().ok());
    let width = width.or_else(columns).unwrap_or(DEFAULT_WIDTH);
    for (file, name) in source_files() {
        let rows: Vec<(usize, &ExampleOutcome)> =
            outcomes.iter().enumerate().filter(|(_, o)| o.example.file == file).collect();
        if rows.is_empty() {
            continue;
        }
        let home = home_grammar(file);
        writeln!(out, "{name}\n  seed file {file} · {} examples", rows.len())?;
        let mut table = Table::new();
        table.load_preset(presets::UTF8_NO_BORDERS).set_content_arrangement(ContentArrangement::Dynamic);
        // No rule between rows: a row is one example, its wrapped lines stay together by the column bars.
        for component in [TableComponent::HorizontalLines, TableComponent::MiddleIntersections] {
            table.remove_style(component);
        }
        table.set_width(width);
        let mut header = vec!["page".to_string(), "example".to_string(), "claim".to_string()];
        // `rfc1630-generic` on two lines keeps the six verdict columns narrow.
        header.extend(Grammar::ALL.iter().chain(&Grammar::PROSE).filter(|g| shown.builtin(**g)).map(|g| {
            let id = g.id().replacen("rfc1630-", "rfc1630\n-", 1).replacen("+prose", "\n+prose", 1);
            if Some(*g) == home {
                format!("{id} *")
            } else {
                id
            }
        }));
        header.extend(users.names().enumerate().filter(|(u, _)| shown.user(*u)).map(|(_, n)| n.to_string()));
        header.push("".to_string());
        table.set_header(header);
        let mut findings = Vec::new();
        for (index, o) in rows {
            let mark = match &o.agreement {
                Agreement::Disagrees(why) if o.prose_valid => {
                    findings.push(format!("✗p p.{} {}: {why}; prose-valid", o.example.page, o.example.uri));
                    "✗p"
                }
                Agreement::Disagrees(why) => {
                    findings.push(format!("✗ p.{} {}: {why}", o.example.page, o.example.uri));
                    "✗"
                }
                Agreement::Agrees => "ok",
                Agreement::NotApplicable => "",
            };
            let mut row = vec![o.example.page.clone(), o.example.uri.clone(), claim_cell(o, home)];
            row.extend(o.verdicts.iter().filter(|(g, _)| shown.builtin(*g)).map(|(_, v)| match v {
                Ok(v) => v.production.strip_suffix("address").unwrap_or(v.production).to_string(),
                Err(e) => format!("err@{}", e.offset()),
            }));
            row.extend(users.cells(index, true, shown));
            row.push(mark.to_string());
            table.add_row(row);
        }
        writeln!(out, "{table}")?;
        for finding in findings {
            writeln!(out, "  {}", super::one_line(&finding))?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// The claim as the report shows it; a resolution with its context, the
/// printed result and what the home grammar resolved.
fn claim_cell(o: &ExampleOutcome, home: Option<Grammar>) -> String {
    match &o.example.claim {
        Claim::Resolves { context, expected } => {
            let found = home.map(|g| match resolve_with(g, ResolveOptions::default(), context, &o.example.uri) {
                Ok(found) => found,
                Err(_) => "(error)".to_string(),
            });
            let found = found.map_or(String::new(), |f| format!("\n→ {f}"));
            format!("resolves in {context}\nto {expected}{found}")
        }
        Claim::Identical { other } => format!("identical to {other}"),
        Claim::NotIdentical { other } => format!("not identical to {other}"),
        Claim::Damaged { intended } => format!("damaged; meant {intended}"),
        claim => claim.word().to_string(),
    }
}

/// Today's TSV: a header, one row per example, and the summary line.
fn write_tsv(out: &mut impl Write, outcomes: &[ExampleOutcome], users: &UserColumns, shown: &Shown) -> io::Result<()> {
    let mut grammars: Vec<String> = shown.builtin.iter().map(Grammar::to_string).collect();
    grammars.extend(users.names().enumerate().filter(|(u, _)| shown.user(*u)).map(|(_, n)| n.to_string()));
    writeln!(out, "example\tdocument\tpage\tclaim\t{}\tagreement", grammars.join("\t"))?;
    for (index, o) in outcomes.iter().enumerate() {
        let mut verdicts: Vec<String> = o
            .verdicts
            .iter()
            .filter(|(g, _)| shown.builtin(*g))
            .map(|(_, v)| match v {
                Ok(v) => v.production.to_string(),
                Err(e) => format!("err@{}", e.offset()),
            })
            .collect();
        verdicts.extend(users.cells(index, false, shown));
        let claim = o.example.claim.word();
        let agreement = match &o.agreement {
            Agreement::Agrees => "agrees".to_string(),
            Agreement::Disagrees(why) if o.prose_valid => format!("FINDING (prose-valid): {why}"),
            Agreement::Disagrees(why) => format!("FINDING: {why}"),
            Agreement::NotApplicable => "-".to_string(),
        };
        writeln!(
            out,
            "{}\t{}\t{}\t{claim}\t{}\t{agreement}",
            o.example.id,
            o.example.file,
            o.example.page,
            verdicts.join("\t")
        )?;
    }
    let s = summary(outcomes);
    writeln!(
        out,
        "\n{} examples: {} agree, {} disagree (findings; {} of them prose-valid), {} make no checkable claim",
        s.examples, s.agree, s.disagree, s.prose_valid, s.not_applicable
    )
}

/// The JSON document. It goes through a `serde_json::Value`, whose objects
/// order their keys the same way at every level.
#[derive(serde::Serialize)]
struct Report<'a> {
    grammars: &'a [Grammar],
    examples: &'a [ExampleOutcome],
    summary: Summary,
}

/// Counts of the agreements.
#[derive(serde::Serialize)]
struct Summary {
    examples: usize,
    agree: usize,
    disagree: usize,
    /// The findings the document's prose layer accepts.
    prose_valid: usize,
    not_applicable: usize,
}

fn summary(outcomes: &[ExampleOutcome]) -> Summary {
    let count = |f: fn(&Agreement) -> bool| outcomes.iter().filter(|o| f(&o.agreement)).count();
    Summary {
        examples: outcomes.len(),
        agree: count(|a| matches!(a, Agreement::Agrees)),
        disagree: count(|a| matches!(a, Agreement::Disagrees(_))),
        prose_valid: outcomes.iter().filter(|o| o.prose_valid).count(),
        not_applicable: count(|a| matches!(a, Agreement::NotApplicable)),
    }
}
