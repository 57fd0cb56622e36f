//! `rfc1630 import FILE [--lines A-B] [--notation abnf|bnf822] [--with [NAME=]FILE[:A-B[,C-D...]]]... [--out G.pest] [--check] [--cfg] [--lenient] [--title TITLE]`:
//! the grammar of an RFC's text as a `.pest` file that `check --grammar`,
//! `parse --tree` and the other commands take.
//!
//! `--cfg` writes the document's grammar without the PEG repairs
//! ([`Import::cfg_grammar`]): what `diff` and `check` read the repaired
//! grammar as, whose citations say it is an import.
//!
//! The grammar goes to standard output, or to `--out`; `--check` writes
//! nothing and exits 1 when the `--out` file differs from a fresh import.
//! The report goes to standard error: a summary line, each line left out
//! with its reason, the requirements stated in prose only (a line with an
//! RFC 2119 key word), the changes stated in prose only to rules taken from
//! elsewhere, the names undefined, unused, defined twice and
//! shadowed, each `--with` document's rules brought in and lines left out,
//! with `--with`, each rule's document and lines (a `from` line),
//! each rule's notes, and the problems ([`Import::problems`]), one a line
//! with its file, line and reason.
//!
//! Exit status, the first that applies:
//! - 2: a file cannot be read or imported (not UTF-8 text, too large, a
//!   range outside the file, no rule in the range, or none that reads);
//! - 1: `--check` finds the `--out` file stale;
//! - 3: imported, with problems (a rule that does not read, a name or prose
//!   the entry reaches that matches nothing, a grammar pest refuses, a PEG
//!   hazard left): the grammar is written all the same, the problems in its
//!   header; `--lenient` exits 0 for these;
//! - 0: imported (or up to date) with no problem.

use super::{FAILED, OK, REJECTED};

/// Exit status of an import with problems ([`Import::problems`]): the
/// grammar is written, but does not mean what the document's means.
pub(crate) const PROBLEMS: u8 = 3;
use rfc1630::study::counted::counted;
use rfc1630::study::import::emit::printable;
use rfc1630::study::import::layout::Reason;
use rfc1630::study::import::pages::Furniture;
use rfc1630::study::import::{import, Import, NotChecked, Notation, Options, Origin, With};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// `--with [NAME=]FILE[:A-B[,C-D...]]`: the document's name, the file and
/// its ranges (none: the whole file).
#[derive(Debug, Clone)]
pub(crate) struct WithSpec {
    name: Option<String>,
    file: PathBuf,
    ranges: Vec<(usize, usize)>,
}

/// `[NAME=]FILE[:A-B[,C-D...]]`; a `:` followed by no ranges is part of
/// the path, and so is an `=` after anything but a name (letters, digits,
/// `-`, `_`), so that a path with `=` in it still reads as one.
pub(crate) fn with_spec(text: &str) -> Result<WithSpec, String> {
    let (name, text) = match text.split_once('=') {
        Some((name, rest))
            if name.starts_with(|c: char| c.is_ascii_alphabetic())
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') =>
        {
            (Some(name.to_string()), rest)
        }
        _ => (None, text),
    };
    if let Some((file, ranges)) = text.rsplit_once(':')
        && ranges.starts_with(|c: char| c.is_ascii_digit())
    {
        let ranges = ranges.split(',').map(line_range).collect::<Result<_, _>>()?;
        return Ok(WithSpec { name, file: PathBuf::from(file), ranges });
    }
    Ok(WithSpec { name, file: PathBuf::from(text), ranges: Vec::new() })
}

/// `--title`: a document's name, as its citations print it before the file
/// (`RFC 9110, abnf-rfc9110.txt l.49, ...`): one line of printable text,
/// without a backquote, which would end the citation's words before the
/// rule it quotes.
pub(crate) fn title(text: &str) -> Result<String, String> {
    let title = text.trim();
    if title.is_empty() {
        return Err("a title has some text, as `RFC 9110`".to_string());
    }
    match title.chars().find(|&c| c == '`' || c.is_control()) {
        Some(c) => Err(format!("a title has no {}: it ends up in a one-line citation", c.escape_debug())),
        None => Ok(title.to_string()),
    }
}

/// `--notation`: `abnf` or `bnf822` (RFC 822-style BNF).
pub(crate) fn notation(text: &str) -> Result<Notation, String> {
    match text {
        "abnf" => Ok(Notation::Abnf),
        "bnf822" => Ok(Notation::Bnf),
        _ => Err(format!("`{text}` is no notation: abnf or bnf822")),
    }
}

/// `A-B` of `--lines`, both from 1.
pub(crate) fn line_range(text: &str) -> Result<(usize, usize), String> {
    let (a, b) = text.split_once('-').ok_or_else(|| format!("`{text}` is no range: write A-B, as 2695-2789"))?;
    let number = |n: &str| n.trim().parse::<usize>().map_err(|_| format!("`{n}` is no line number"));
    Ok((number(a)?, number(b)?))
}

/// The file's name, as citations give it.
fn file_name(file: &Path) -> String {
    file.file_name().map_or_else(|| file.display().to_string(), |n| n.to_string_lossy().into_owned())
}

/// Which grammar `import` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Form {
    /// What pest runs: [`Import::grammar`], with its PEG repairs.
    Repaired,
    /// What the document says, to compare languages: [`Import::cfg_grammar`].
    Cfg,
}

pub(crate) fn run(
    file: &Path,
    mut options: Options,
    with: &[WithSpec],
    out: Option<&Path>,
    check: bool,
    form: Form,
    lenient: bool,
) -> io::Result<u8> {
    let read = |file: &Path| {
        std::fs::read(file).map_err(|e| {
            eprintln!("rfc1630: {}: {e}", file.display());
        })
    };
    let Ok(bytes) = read(file) else { return Ok(FAILED) };
    for spec in with {
        let Ok(bytes) = read(&spec.file) else { return Ok(FAILED) };
        options.with.push(With {
            file: file_name(&spec.file),
            name: spec.name.clone(),
            bytes,
            ranges: spec.ranges.clone(),
        });
    }
    let name = file_name(file);
    let imported = match import(&name, &bytes, &options) {
        Ok(imported) => imported,
        Err(e) => {
            eprintln!("rfc1630: {}: {e}", file.display());
            return Ok(FAILED);
        }
    };
    let grammar = match form {
        Form::Repaired => imported.grammar(),
        Form::Cfg => imported.cfg_grammar(),
    };
    report(&imported, &mut io::stderr().lock())?;
    let problems = imported.problems();
    let fine = if problems.is_empty() || lenient { OK } else { PROBLEMS };
    match (out, check) {
        (Some(out), true) => {
            let on_disk = std::fs::read_to_string(out).unwrap_or_default();
            if on_disk == grammar {
                Ok(fine)
            } else {
                eprintln!("rfc1630: {} differs from the import of {}", out.display(), file.display());
                Ok(REJECTED)
            }
        }
        (Some(out), false) => {
            std::fs::write(out, grammar).map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", out.display())))?;
            Ok(fine)
        }
        (None, _) => {
            io::stdout().lock().write_all(grammar.as_bytes())?;
            Ok(fine)
        }
    }
}

fn report(imported: &Import, err: &mut impl Write) -> io::Result<()> {
    let count = |origin| imported.rules.iter().filter(|r| r.origin == origin).count();
    let (first, last) = imported.lines;
    writeln!(
        err,
        "{} l.{first}-{last}: {} of {} ({}{}), {} of RFC 5234, {} undefined; entry {}",
        imported.file,
        counted(count(Origin::Document), "rule"),
        imported.document,
        if imported.notation == Notation::Abnf { "abnf" } else { "bnf822" },
        if imported.detected { ", detected" } else { "" },
        counted(count(Origin::Core), "core rule"),
        count(Origin::Undefined),
        imported.entry()
    )?;
    for left in &imported.left_out {
        writeln!(err, "left out\tl.{}\t{}", left.line, why(&left.reason))?;
    }
    for required in &imported.requirements {
        let (line, key_word, text) = (required.line, required.key_word, &required.text);
        writeln!(err, "requirement\tl.{line}\t{key_word}, in prose only: the grammar does not hold it\t{text}")?;
    }
    for change in &imported.changes {
        let (line, rule, written, text) = (change.line, &change.rule, &change.written, &change.text);
        writeln!(err, "change\tl.{line}\t{rule}, in prose only: the grammar has {written}'s definition\t{text}")?;
    }
    let lines = |lines: &[usize]| lines.iter().map(usize::to_string).collect::<Vec<_>>().join(", ");
    for named in &imported.names.undefined {
        writeln!(err, "undefined\t{}\tnamed at l.{}", named.name, lines(&named.lines))?;
    }
    for named in &imported.names.unused {
        writeln!(err, "unused\t{}\tl.{}", named.name, lines(&named.lines))?;
    }
    for twice in &imported.names.twice {
        let verdict = if twice.identical { "the same: merged" } else { "differently: the second left out" };
        writeln!(err, "twice\t{}\tl.{} and l.{}, {verdict}", twice.name, lines(&twice.first), lines(&twice.again))?;
    }
    for shadow in &imported.names.shadowed {
        writeln!(
            err,
            "shadowed\t{}\t{} l.{} wins over {} l.{}",
            shadow.name,
            shadow.kept,
            lines(&shadow.kept_lines),
            shadow.shadowed,
            lines(&shadow.shadowed_lines)
        )?;
    }
    for supplied in &imported.with {
        let ranges: Vec<String> = supplied.ranges.iter().map(|(a, b)| format!("{a}-{b}")).collect();
        writeln!(
            err,
            "with\t{} l.{}\t{} of its {} of {} ({}): {}",
            supplied.file,
            ranges.join(","),
            supplied.brought.len(),
            counted(supplied.defined, "rule"),
            supplied.document,
            if supplied.notation == Notation::Abnf { "abnf" } else { "bnf822" },
            supplied.brought.join(" ")
        )?;
        for left in &supplied.left_out {
            writeln!(err, "left out\t{} l.{}\t{}", supplied.file, left.line, why(&left.reason))?;
        }
    }
    // With other documents, where each rule comes from.
    if !imported.with.is_empty() {
        for rule in &imported.rules {
            let lines: Vec<String> = rule.lines.iter().map(usize::to_string).collect();
            let from = match rule.origin {
                Origin::Document => format!("{} l.{}", imported.file, lines.join(", ")),
                Origin::With(i) => format!("{} l.{}", imported.with[i].file, lines.join(", ")),
                Origin::Core => "RFC 5234 (core rule)".to_string(),
                Origin::Undefined => "no document: undefined".to_string(),
            };
            writeln!(err, "from\t{}\t{from}", rule.name)?;
        }
    }
    for rule in &imported.rules {
        for note in &rule.notes {
            // A witness may hold a line break (RFC 5322's FWS): a report line may not.
            writeln!(err, "note\t{}\t{}", rule.name, printable(note))?;
        }
    }
    hazards(imported, err)
}

/// The PEG hazards: each repair as a P row (rule, mechanism, what was done,
/// the string it mends), each hazard left with the string pest loses, the
/// check's size, and the rules it did not reach.
fn hazards(imported: &Import, err: &mut impl Write) -> io::Result<()> {
    let hazards = &imported.hazards;
    for hazard in &hazards.found {
        writeln!(
            err,
            "hazard\t{}\t{}\t`{}`\te.g. `{}`",
            hazard.rule,
            hazard.mechanism,
            hazard.site,
            printable(&hazard.example)
        )?;
    }
    for repair in &hazards.repairs {
        let of = if repair.of == repair.rule { String::new() } else { format!(" of {}", repair.of) };
        writeln!(
            err,
            "repaired\t{}\t{}\t{}\t`{}`\tmends `{}`{of}",
            repair.rule,
            repair.mechanism,
            repair.remedy,
            repair.site,
            printable(&repair.mends)
        )?;
    }
    for left in &hazards.unrepaired {
        let mechanisms: Vec<String> = left.mechanisms.iter().map(ToString::to_string).collect();
        let how = if mechanisms.is_empty() { "in a rule it uses".to_string() } else { mechanisms.join(", ") };
        writeln!(err, "hazard left\t{}\t{how}\tpest loses `{}`", left.rule, printable(&left.lost))?;
    }
    examples(imported, err)?;
    let checked = &hazards.checked;
    if let (Some(low), Some(high)) = (checked.iter().map(|c| c.n).min(), checked.iter().map(|c| c.n).max()) {
        let exhaustive: usize = checked.iter().map(|c| c.exhaustive).sum();
        let sampled: usize = checked.iter().map(|c| c.sampled).sum();
        writeln!(
            err,
            "checked\t{}, each against its CFG automaton: every string up to N = {low}..{high} (by rule), {}, and {sampled} sampled beyond N",
            counted(checked.len(), "rule"),
            counted(exhaustive, "string")
        )?;
    }
    for unchecked in &hazards.unchecked {
        let why = match unchecked.why {
            NotChecked::NotRegular => "not regular (recursive): imported without the automaton check",
            NotChecked::TooLarge => "its automaton is larger than the check's budget: imported without the check",
            NotChecked::Alphabet => "the grammar's characters fall into too many classes for the check",
            NotChecked::PestRefuses => "pest refuses the written grammar",
            NotChecked::Budget => "the check's budget was spent on the rules before it",
        };
        writeln!(err, "unchecked\t{}\t{why}", unchecked.rule)?;
    }
    let problems = imported.problems();
    for problem in &problems {
        let line = problem.line.map(|l| format!(" l.{l}")).unwrap_or_default();
        writeln!(err, "problem\t{}{line}\t{}", problem.file, printable(&problem.reason))?;
    }
    if !problems.is_empty() {
        writeln!(
            err,
            "rfc1630: {}: the grammar is written, but does not mean what the document's means",
            counted(problems.len(), "problem")
        )?;
    }
    Ok(())
}

/// The document's examples of its entry, run where the entry had no
/// automaton check: a summary, each example pest loses that the
/// document's grammar derives as a hazard left, and each other example
/// pest rejects.
fn examples(imported: &Import, err: &mut impl Write) -> io::Result<()> {
    let runs = &imported.hazards.examples;
    if runs.is_empty() {
        return Ok(());
    }
    let entry = imported.entry();
    let derived = runs.iter().filter(|r| r.stopped.is_none()).count();
    let lost = runs.iter().filter(|r| r.stopped.is_some() && r.derived == Some(true)).count();
    let outside = runs.iter().filter(|r| r.derived == Some(false)).count();
    writeln!(
        err,
        "examples\t{} of the document run, as {entry} has no automaton check: {derived} derived by pest, {lost} lost by \
         pest, {outside} outside the document's grammar",
        counted(runs.len(), "example")
    )?;
    for run in runs {
        let Some(stop) = &run.stopped else { continue };
        let expecting =
            if stop.expected.is_empty() { String::new() } else { format!(", expecting {}", stop.expected.join(" | ")) };
        let (line, text, at) = (run.line, printable(&run.text), stop.at);
        match run.derived {
            Some(true) => writeln!(
                err,
                "hazard left\t{entry}\tan example of the document, l.{line}\tpest loses `{text}`, which the document's \
                 grammar derives: it stops at byte {at}{expecting}"
            )?,
            Some(false) => writeln!(
                err,
                "example\tl.{line}\t`{text}`: pest stops at byte {at}{expecting}, and the document's grammar does not \
                 derive it either"
            )?,
            None => writeln!(
                err,
                "example\tl.{line}\t`{text}`: pest stops at byte {at}{expecting}; whether the document's grammar derives \
                 it is not known (a left recursion, or past the bounds)"
            )?,
        }
    }
    Ok(())
}

/// Why a line was left out, as the report says it.
fn why(reason: &Reason) -> String {
    match reason {
        Reason::Page(Furniture::Footer) => "page footer".to_string(),
        Reason::Page(Furniture::Header) => "page header".to_string(),
        Reason::Page(_) => "form feed".to_string(),
        Reason::Comment => "comment".to_string(),
        Reason::Prose => "prose".to_string(),
        Reason::Example => "example: a rule alone among prose at its indentation".to_string(),
        Reason::Unreadable(message) => message.clone(),
    }
}
