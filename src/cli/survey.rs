//! `rfc1630 survey FILE [--grammar G]... [--json]`: how well each grammar
//! fits the URIs of FILE, and where they break it.
//!
//! FILE holds one URI a line, or, for a `.tsv`, a header row and the URI in
//! the first column (the corpora's TSV escapes undone); `-` reads standard
//! input as lines. Empty lines are skipped. Line numbers are the file's own,
//! so an example can be found in it.
//!
//! The file is read in blocks ([`for_each_block`]) and each block surveyed
//! on every core; the block's [`Survey`] is merged into the total before the
//! next block is read, so memory stays flat whatever the file's length.

use super::lines::{for_each_block, Line};
use super::{escape_controls, table, OK};
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use rfc1630::diagnose::MAX_INPUT_LEN;
use rfc1630::study::survey::{ranked, Input, Survey};
use rfc1630::study::workbench::GrammarChoice;
use std::io::{self, IsTerminal, Read, Write};
use std::path::Path;

/// Lines one core surveys at a time.
const BATCH_LINES: usize = 512;

pub(crate) fn run(file: &Path, grammars: &[GrammarChoice], json: bool) -> io::Result<u8> {
    let total = survey_file(file, grammars)?;
    let stdout = io::stdout();
    let mut out = stdout.lock();
    if json {
        writeln!(out, "{}", serde_json::to_string(&total)?)?;
    } else {
        write_tables(&mut out, &file.display().to_string(), &total)?;
    }
    Ok(OK)
}

/// The survey of `file` (`-`: standard input) under `grammars`, with a
/// progress bar when standard error is a terminal. An I/O error names the file.
pub(crate) fn survey_file(file: &Path, grammars: &[GrammarChoice]) -> io::Result<Survey> {
    let named = |e: io::Error| io::Error::new(e.kind(), format!("{}: {e}", file.display()));
    let stdin = file == Path::new("-");
    let (input, size): (Box<dyn Read>, Option<u64>) = if stdin {
        (Box::new(io::stdin().lock()), None)
    } else {
        let opened = std::fs::File::open(file).map_err(named)?;
        let size = opened.metadata().ok().map(|m| m.len());
        (Box::new(opened), size)
    };
    let tsv = !stdin && file.extension().is_some_and(|e| e == "tsv");
    let progress = io::stderr().is_terminal().then(|| progress_bar(size));
    let total = survey_lines(input, grammars, tsv, progress.as_ref()).map_err(named)?;
    if let Some(bar) = progress {
        bar.finish_and_clear();
    }
    Ok(total)
}

/// A bar over the file's bytes, or a spinner for standard input.
fn progress_bar(size: Option<u64>) -> ProgressBar {
    let (bar, template) = match size {
        Some(size) => (ProgressBar::new(size), "{bar:40} {bytes}/{total_bytes} surveyed ({bytes_per_sec}, {eta})"),
        None => (ProgressBar::new_spinner(), "{spinner} {bytes} surveyed ({bytes_per_sec})"),
    };
    bar.set_style(ProgressStyle::with_template(template).unwrap_or_else(|_| ProgressStyle::default_bar()));
    bar
}

/// The survey of every non-empty line of `input` (after the header of a
/// `.tsv`), line numbers counted from 1 with the header and empty lines.
fn survey_lines(
    input: impl Read,
    grammars: &[GrammarChoice],
    tsv: bool,
    progress: Option<&ProgressBar>,
) -> io::Result<Survey> {
    let mut total = Survey::new(grammars);
    let mut lines_before: u64 = 0;
    for_each_block(input, |lines| {
        let first = lines_before;
        let part = lines
            .par_chunks(BATCH_LINES)
            .enumerate()
            .map(|(batch, chunk)| {
                let mut part = Survey::new(grammars);
                for (index, line) in chunk.iter().enumerate() {
                    let number = first + (batch * BATCH_LINES + index) as u64 + 1;
                    if (tsv && number == 1) || line.bytes.is_empty() {
                        continue;
                    }
                    add_line(&mut part, grammars, number, line, tsv);
                }
                part
            })
            .reduce(
                || Survey::new(grammars),
                |mut a, b| {
                    a.merge(b);
                    a
                },
            );
        total.merge(part);
        lines_before += lines.len() as u64;
        progress.inspect(|bar| bar.inc(lines.iter().map(|l| l.len as u64 + 1).sum()));
        Ok(())
    })?;
    Ok(total)
}

/// Adds one line: its first field for a `.tsv`. A line cut at the length
/// cap by [`for_each_block`], unless a `.tsv` row whose first field ends
/// before the cut, and a line that is not UTF-8 are rejected by every grammar.
fn add_line(part: &mut Survey, grammars: &[GrammarChoice], number: u64, line: &Line, tsv: bool) {
    let field = if tsv { line.bytes.split(|&b| b == b'\t').next().unwrap_or(line.bytes) } else { line.bytes };
    let cut = line.len > line.bytes.len() && field.len() == line.bytes.len();
    if cut || field.len() > MAX_INPUT_LEN {
        return part.add(grammars, number, Input::TooLong(field));
    }
    let Ok(text) = std::str::from_utf8(field) else {
        return part.add(grammars, number, Input::NotUtf8(field));
    };
    if tsv {
        part.add(grammars, number, Input::Text(&rfc1630::study::tsv::unescape(text)));
    } else {
        part.add(grammars, number, Input::Text(text));
    }
}

/// The readable form: for each grammar, what it accepts by production,
/// then where the rejected lines stop, with findings and an example.
fn write_tables(out: &mut impl Write, name: &str, survey: &Survey) -> io::Result<()> {
    writeln!(out, "{name}: {} lines", survey.lines)?;
    for grammar in &survey.grammars {
        let share = |n: u64| if survey.lines == 0 { 0.0 } else { n as f64 * 100.0 / survey.lines as f64 };
        writeln!(
            out,
            "\n{}: {} accepted ({:.1}%), {} rejected",
            grammar.grammar,
            grammar.accepted,
            share(grammar.accepted),
            grammar.rejected()
        )?;
        if !grammar.by_production.is_empty() {
            let mut t = table(["accepted by production", "lines"]);
            for (production, count) in ranked(&grammar.by_production) {
                t.add_row([production.to_string(), count.to_string()]);
            }
            writeln!(out, "{t}")?;
        }
        if !grammar.rejected_by.is_empty() {
            let mut t = table(["rejected at", "lines", "findings", "first (line)"]);
            for (stop, count) in ranked(&grammar.rejected_by) {
                let Some(rejections) = grammar.rejections.get(stop) else { continue };
                let findings: Vec<String> = rejections.findings.iter().map(|(f, n)| format!("{f} ({n})")).collect();
                t.add_row([
                    stop.to_string(),
                    count.to_string(),
                    findings.join(", "),
                    format!("{} ({})", escape_controls(&rejections.example), rejections.line),
                ]);
            }
            writeln!(out, "{t}")?;
        }
    }
    Ok(())
}
