//! The default `conformance` report: one line per example, two where its
//! text does not fit, at the width of the terminal (or `COLUMNS`, or
//! `--width`, or 100 in a pipe).
//!
//! A line holds the example's page, a mark (`ok`, `✗`, `✗p`), the claim, the
//! verdict of the document's own grammar with the finding that explains a
//! rejection, then a strip of one mark a grammar for the others, grouped by
//! line of descent, and last the example's text. The text comes last because
//! it is the one field of any length: when it does not fit after the strip it
//! takes the second line, whole when it is at most the width less the indent
//! (so a URI of 60 characters is always whole), else wrapped at the width.
//! The summary opens and closes the report; under each document come the
//! examples whose printed form is damaged, with what they meant, and each
//! finding's reason, cut to one line.

use super::{source_files, summary, Shown, UserColumns};
use rfc1630::grammar::findings::Finding;
use rfc1630::study::conformance::{home_grammar, Agreement, Claim, ExampleOutcome};
use rfc1630::study::lineage::{line_of, lines, path, Line};
use rfc1630::Grammar;
use std::io::{self, Write};

/// The narrowest width the report is laid out for: a URI of 60 characters
/// stays whole on a line of its own.
pub(crate) const MIN_WIDTH: u16 = 60;

/// The width in a pipe, when neither `--width` nor `COLUMNS` says one.
const PIPE_WIDTH: u16 = 100;

/// The report's width: `--width`, else `COLUMNS`, else the terminal's, else
/// [`PIPE_WIDTH`]. A `COLUMNS` or terminal under [`MIN_WIDTH`] gets
/// [`MIN_WIDTH`] (`--width` under it is refused before this runs).
pub(crate) fn width(requested: Option<u16>) -> usize {
    let columns = || std::env::var("COLUMNS").ok().and_then(|c| c.trim().parse::<u16>().ok()).filter(|&c| c > 0);
    let terminal = || console::Term::stdout().size_checked().map(|(_, columns)| columns).filter(|&c| c > 0);
    usize::from(requested.or_else(columns).or_else(terminal).unwrap_or(PIPE_WIDTH).max(MIN_WIDTH))
}

/// One grammar of the strip: a built-in one, or the `n`th `--grammar` file.
#[derive(Clone, Copy)]
enum Column {
    Builtin(Grammar),
    User(usize),
}

/// The strip's groups, in order, each with its name in the legend; groups
/// with no grammar shown are left out.
fn groups(shown: &Shown, users: &UserColumns) -> Vec<(&'static str, Vec<Column>)> {
    let on_line = |line: &Line| {
        let mut grammars: Vec<Grammar> =
            Grammar::ALL.into_iter().filter(|&g| line_of(g) == Some(line) && shown.builtin(g)).collect();
        // Oldest first: by the number of steps from the line's first revision.
        grammars.sort_by_key(|&g| path(line.first, g).map_or(0, |p| p.len()));
        grammars.into_iter().map(Column::Builtin).collect::<Vec<_>>()
    };
    let other = Grammar::ALL
        .iter()
        .chain(&Grammar::PROSE)
        .filter(|&&g| line_of(g).is_none() && shown.builtin(g))
        .map(|&g| Column::Builtin(g))
        .collect();
    let yours = (0..users.grammars.len()).filter(|&u| shown.user(u)).map(Column::User).collect();
    lines()
        .map(|line| (line.name, on_line(line)))
        .chain([("other", other), ("yours", yours)])
        .filter(|(_, columns)| !columns.is_empty())
        .collect()
}

fn column_name<'u>(column: Column, users: &'u UserColumns) -> &'u str {
    match column {
        Column::Builtin(g) => g.id(),
        Column::User(u) => users.grammars[u].name(),
    }
}

/// `+` where the grammar accepts the example, `.` where it rejects it.
fn strip(groups: &[(&str, Vec<Column>)], o: &ExampleOutcome, index: usize, users: &UserColumns) -> String {
    let accepts = |column: Column| match column {
        Column::Builtin(g) => o.verdicts.iter().any(|(grammar, v)| *grammar == g && v.is_ok()),
        Column::User(u) => users.verdicts[index][u].is_ok(),
    };
    let marks: Vec<String> = groups
        .iter()
        .map(|(_, columns)| columns.iter().map(|&c| if accepts(c) { '+' } else { '.' }).collect())
        .collect();
    marks.join(" ")
}

/// Writes the report at `width` columns.
pub(super) fn write(
    out: &mut impl Write,
    outcomes: &[ExampleOutcome],
    users: &UserColumns,
    shown: &Shown,
    width: usize,
) -> io::Result<()> {
    let groups = groups(shown, users);
    let summary_lines = summary_text(outcomes, users);
    for line in &summary_lines {
        write_wrapped(out, line, width, 2)?;
    }
    writeln!(out)?;
    write_legend(out, &groups, users, width)?;
    for (file, name) in source_files() {
        let rows: Vec<(usize, &ExampleOutcome)> =
            outcomes.iter().enumerate().filter(|(_, o)| o.example.file == file).collect();
        if !rows.is_empty() {
            writeln!(out)?;
            write_document(out, file, name, &rows, &groups, users, width)?;
        }
    }
    writeln!(out)?;
    for line in &summary_lines {
        write_wrapped(out, line, width, 2)?;
    }
    Ok(())
}

/// The summary's two lines, before wrapping.
fn summary_text(outcomes: &[ExampleOutcome], users: &UserColumns) -> [String; 2] {
    let s = summary(outcomes);
    let documents = source_files().iter().filter(|(file, _)| outcomes.iter().any(|o| o.example.file == *file)).count();
    [
        format!(
            "Conformance: {} examples from {documents} documents, each under {} grammars",
            s.examples,
            Grammar::ALL.len() + Grammar::PROSE.len() + users.grammars.len()
        ),
        format!(
            "  {} agree with their document · {} findings (✗), {} of them prose-valid (✗p) · {} make no claim a \
             parser can check",
            s.agree, s.disagree, s.prose_valid, s.not_applicable
        ),
    ]
}

fn write_legend(
    out: &mut impl Write,
    groups: &[(&str, Vec<Column>)],
    users: &UserColumns,
    width: usize,
) -> io::Result<()> {
    write_wrapped(out, "How to read it: one line per example, two when its text does not fit", width, 2)?;
    let entries = [
        ("page", "the page of its document (- where it has none)".to_string()),
        (
            "mark",
            "ok: the document's own grammar bears out the claim; ✗: a finding, its reason under the \
             document; ✗p: a finding the document's prose layer (+prose) accepts; blank: nothing a \
             parser can check"
                .to_string(),
        ),
        ("claim", "what the document says of it (data/CATALOGUE.md)".to_string()),
        (
            "verdict",
            "the own grammar's: the production that accepts (http for httpaddress), or err@N: byte N \
             (0-based) is the first it cannot read; then the finding that explains it (docs/findings.md)"
                .to_string(),
        ),
        ("others", "one mark a grammar: + accepts, . rejects; a space between groups, in this order:".to_string()),
    ];
    for (label, text) in entries {
        write_hanging(out, &format!("  {label:<9}"), &text, width)?;
    }
    let group_width = groups.iter().map(|(name, _)| name.chars().count()).max().unwrap_or(0);
    for (name, columns) in groups {
        let names: Vec<&str> = columns.iter().map(|&c| column_name(c, users)).collect();
        let pad = " ".repeat(group_width - name.chars().count());
        write_hanging(out, &format!("    {name}{pad}  "), &names.join(" "), width)?;
    }
    write_hanging(
        out,
        &format!("  {:<9}", "text"),
        "the example as given to the parser; → the URI a partial form resolves to",
        width,
    )?;
    write_hanging(
        out,
        &format!("  {:<9}", "findings"),
        "listed under each document: each finding with the number of rows it explains, then the reasons no \
         finding explains, cut to a line (in full: --wide, --tsv, --json)",
        width,
    )
}

/// One document: its name and seed file, its examples, then its damaged
/// examples and its findings.
fn write_document(
    out: &mut impl Write,
    file: &str,
    name: &str,
    rows: &[(usize, &ExampleOutcome)],
    groups: &[(&str, Vec<Column>)],
    users: &UserColumns,
    width: usize,
) -> io::Result<()> {
    let home = home_grammar(file);
    write_wrapped(out, name, width, 2)?;
    write_wrapped(out, &format!("  seed file {file} · {} examples", rows.len()), width, 4)?;
    let own = home.map_or("none in the crate".to_string(), |g| g.to_string());
    writeln!(out, "  own grammar: {own}")?;
    let contexts = resolution_contexts(rows);
    if let Some(first) = contexts.first() {
        write_wrapped(out, &format!("  partial forms resolve against {first}"), width, 4)?;
    }
    let cells: Vec<Row> = rows.iter().map(|&(index, o)| Row::new(o, index, home, groups, users, &contexts)).collect();
    let page_width = cells.iter().map(|r| r.page.chars().count()).max().unwrap_or(0);
    let claim_width = cells.iter().map(|r| r.claim.chars().count()).max().unwrap_or(0);
    let verdict_width = cells.iter().map(|r| r.verdict.chars().count()).max().unwrap_or(0);
    for row in &cells {
        let prefix = format!(
            "{:>page_width$} {:<2} {:<claim_width$} {:<verdict_width$} {}  ",
            row.page, row.mark, row.claim, row.verdict, row.strip
        );
        let indent = page_width + 4;
        for line in two_lines(&prefix, &row.text, row.uri_len, indent, width) {
            writeln!(out, "{line}")?;
        }
    }
    let damaged: Vec<(&ExampleOutcome, &str)> = rows
        .iter()
        .filter_map(|(_, o)| match &o.example.claim {
            Claim::Damaged { intended } => Some((*o, intended.as_str())),
            _ => None,
        })
        .collect();
    if !damaged.is_empty() {
        writeln!(out, "  damaged as printed, and what it meant:")?;
        for (o, intended) in damaged {
            writeln!(out, "{}", fit(&format!("    {} {}", page(o), super::super::one_line(&o.example.uri)), width))?;
            writeln!(out, "{}", fit(&format!("      meant {}", super::super::one_line(intended)), width))?;
        }
    }
    let findings: Vec<&ExampleOutcome> =
        rows.iter().map(|(_, o)| *o).filter(|o| matches!(o.agreement, Agreement::Disagrees(_))).collect();
    if !findings.is_empty() {
        writeln!(out, "  findings:")?;
    }
    // A finding the rows name once, with how many rows it explains and its summary.
    let mut named: Vec<(&Finding, usize)> = Vec::new();
    for finding in findings.iter().filter_map(|o| o.finding()) {
        match named.iter_mut().find(|(f, _)| f.id == finding.id) {
            Some((_, count)) => *count += 1,
            None => named.push((finding, 1)),
        }
    }
    for (finding, count) in named {
        write_hanging(out, &format!("    {:<4} ×{count:<2} ", finding.id), finding.summary, width)?;
    }
    // A disagreement no finding explains: its reason, cut to a line.
    for o in findings.iter().filter(|o| o.finding().is_none()) {
        let Agreement::Disagrees(why) = &o.agreement else { continue };
        let mark = if o.prose_valid { "✗p" } else { "✗" };
        writeln!(out, "{}", fit(&super::super::one_line(&format!("    {mark} {} {why}", page(o))), width))?;
    }
    Ok(())
}

/// The contexts the document's partial forms resolve against, in order of
/// first use: the first is named under the document's title, the others on
/// the rows that use them.
fn resolution_contexts<'o>(rows: &[(usize, &'o ExampleOutcome)]) -> Vec<&'o str> {
    let mut contexts: Vec<&str> = Vec::new();
    for (_, o) in rows {
        if let Claim::Resolves { context, .. } = &o.example.claim
            && !contexts.contains(&context.as_str())
        {
            contexts.push(context);
        }
    }
    contexts
}

/// `p.14`, or `-` where the document has no pages.
fn page(o: &ExampleOutcome) -> String {
    if o.example.page == "-" {
        "-".to_string()
    } else {
        format!("p.{}", o.example.page)
    }
}

/// One example's cells.
struct Row {
    page: String,
    mark: &'static str,
    claim: &'static str,
    verdict: String,
    strip: String,
    text: String,
    /// The length of the URI that `text` starts with, in characters.
    uri_len: usize,
}

impl Row {
    fn new(
        o: &ExampleOutcome,
        index: usize,
        home: Option<Grammar>,
        groups: &[(&str, Vec<Column>)],
        users: &UserColumns,
        contexts: &[&str],
    ) -> Row {
        let mark = match &o.agreement {
            Agreement::Disagrees(_) if o.prose_valid => "✗p",
            Agreement::Disagrees(_) => "✗",
            Agreement::Agrees => "ok",
            Agreement::NotApplicable => "",
        };
        let own = home.and_then(|g| o.verdicts.iter().find(|(grammar, _)| *grammar == g));
        let mut verdict = match own {
            Some((_, Ok(v))) => v.production.strip_suffix("address").unwrap_or(v.production).to_string(),
            Some((_, Err(e))) => format!("err@{}", e.offset()),
            None => "-".to_string(),
        };
        if let Some(finding) = o.finding() {
            verdict.push(' ');
            verdict.push_str(finding.id);
        }
        let uri = super::super::escape_controls(&super::super::one_line(&o.example.uri)).into_owned();
        let uri_len = uri.chars().count();
        let text = match &o.example.claim {
            Claim::Resolves { context, expected } if contexts.first() == Some(&context.as_str()) => {
                format!("{uri} → {expected}")
            }
            Claim::Resolves { context, expected } => format!("{uri} → {expected} (against {context})"),
            Claim::Identical { other } | Claim::NotIdentical { other } => format!("{uri} (to {other})"),
            _ => uri,
        };
        Row {
            page: page(o),
            mark,
            claim: o.example.claim.word(),
            verdict,
            strip: strip(groups, o, index, users),
            text,
            uri_len,
        }
    }
}

/// An example's line, or two: `prefix` then `text` when it fits in `width`;
/// else `prefix` alone and `text` on a second line, `indent` in (less when
/// that keeps the text whole). A text wider than the line is cut with `…`,
/// the URI it starts with (`uri_len` characters) kept whole where it fits
/// the width; a URI wider than that starts after `prefix` and wraps onto
/// the second line.
fn two_lines(prefix: &str, text: &str, uri_len: usize, indent: usize, width: usize) -> Vec<String> {
    let prefix_len = prefix.chars().count();
    let text_len = text.chars().count();
    if prefix_len + text_len <= width {
        return vec![format!("{prefix}{text}")];
    }
    let first = fit(prefix.trim_end(), width);
    if text_len <= width {
        return vec![first, format!("{}{text}", " ".repeat(indent.min(width - text_len)))];
    }
    if uri_len < width {
        // Room for the URI and the `…` that cuts what follows it.
        let indent = indent.min(width - 1 - uri_len);
        return vec![first, fit(&format!("{}{text}", " ".repeat(indent)), width)];
    }
    let room = width.saturating_sub(prefix_len);
    let head: String = text.chars().take(room).collect();
    let rest: String = text.chars().skip(room).collect();
    vec![fit(&format!("{prefix}{head}"), width), fit(&format!("{}{rest}", " ".repeat(indent)), width)]
}

/// `line` cut to `width` characters, the last one `…` where it was cut.
fn fit(line: &str, width: usize) -> String {
    if line.chars().count() <= width {
        return line.to_string();
    }
    let mut cut: String = line.chars().take(width.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

/// `text` wrapped at spaces to `width`, its continuation lines `indent` in;
/// a word longer than a line is cut.
fn write_wrapped(out: &mut impl Write, text: &str, width: usize, indent: usize) -> io::Result<()> {
    let lead: String = text.chars().take_while(|c| *c == ' ').collect();
    wrap(out, &lead, text.trim_start(), indent, width)
}

/// `label` then `text` wrapped to `width`, each continuation line indented
/// to where the text began.
fn write_hanging(out: &mut impl Write, label: &str, text: &str, width: usize) -> io::Result<()> {
    wrap(out, label, text, label.chars().count(), width)
}

/// `first` then the words of `text`, a new line `indent` in before a word
/// that would pass `width`.
fn wrap(out: &mut impl Write, first: &str, text: &str, indent: usize, width: usize) -> io::Result<()> {
    let mut line = first.to_string();
    let mut empty = true;
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let needed = usize::from(!empty) + word.chars().count();
        if !empty && line.chars().count() + needed > width {
            writeln!(out, "{}", fit(&line, width))?;
            line = " ".repeat(indent);
            empty = true;
        }
        if !empty {
            line.push(' ');
        }
        line.push_str(word);
        empty = false;
    }
    writeln!(out, "{}", fit(&line, width))
}
