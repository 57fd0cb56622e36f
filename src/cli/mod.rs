//! The commands of the `rfc1630` binary, one file each. Each `run` writes
//! the command's output and returns the exit code, or an I/O error; the
//! library only returns values.

pub(crate) mod check;
pub(crate) mod compare;
pub(crate) mod conformance;
pub(crate) mod convert;
pub(crate) mod diff;
pub(crate) mod extract;
pub(crate) mod grammar;
pub(crate) mod import;
pub(crate) mod lines;
pub(crate) mod lint;
pub(crate) mod normalize;
pub(crate) mod parse;
pub(crate) mod report;
pub(crate) mod resolve;
pub(crate) mod survey;

use std::borrow::Cow;
use std::io;
use std::process::ExitCode;

/// Exit status when every input was accepted (or, for `check`, read; for
/// `compare`, the two are identical; for `lint`, nothing was found).
pub(crate) const OK: u8 = 0;
/// Exit status when some input was rejected (not parsed, not resolved).
pub(crate) const REJECTED: u8 = 1;
/// Exit status of `compare` for two legal URIs that differ.
pub(crate) const DIFFERENT: u8 = 1;
/// Exit status of `lint` when any URI drew a warning.
pub(crate) const WARNED: u8 = 1;
/// Exit status of `compare` when either input is illegal (RFC 1630 p.9,
/// Example 3).
pub(crate) const ILLEGAL: u8 = 2;
/// Exit status for a usage or I/O error (clap uses 2 for usage errors too).
pub(crate) const FAILED: u8 = 2;

/// A message on one line: line breaks written as `\r` and `\n`, so that
/// one result stays one output line.
pub(crate) fn one_line(message: &str) -> String {
    message.replace('\r', "\\r").replace('\n', "\\n")
}

/// An input as shown in a tab-separated line: control characters (tabs and
/// line breaks among them) written as `\u{..}`.
pub(crate) fn escape_controls(input: &str) -> Cow<'_, str> {
    if input.chars().any(char::is_control) {
        input.chars().map(|c| if c.is_control() { c.escape_unicode().to_string() } else { c.to_string() }).collect()
    } else {
        Cow::Borrowed(input)
    }
}

/// A table with one header row, no rules between rows, as wide as the
/// terminal says (`COLUMNS`) or 132 columns.
pub(crate) fn table<const N: usize>(header: [&str; N]) -> comfy_table::Table {
    use comfy_table::{presets, ContentArrangement, Table, TableComponent};
    let mut t = Table::new();
    t.load_preset(presets::UTF8_NO_BORDERS).set_content_arrangement(ContentArrangement::Dynamic);
    for component in [TableComponent::HorizontalLines, TableComponent::MiddleIntersections] {
        t.remove_style(component);
    }
    t.set_width(std::env::var("COLUMNS").ok().and_then(|c| c.parse().ok()).unwrap_or(132));
    t.set_header(header);
    t
}

/// Turns a command's result into the exit status. A closed stdout (`| head`)
/// ends the run with a one-line note instead of a panic.
pub(crate) fn finish(result: io::Result<u8>) -> ExitCode {
    match result {
        Ok(code) => ExitCode::from(code),
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => {
            eprintln!("rfc1630: output closed, stopping");
            ExitCode::from(OK)
        }
        Err(e) => {
            eprintln!("rfc1630: {e}");
            ExitCode::from(FAILED)
        }
    }
}

/// The `--grammar-file` companions and `--entry` rule that go with the
/// `.pest` files a command names.
#[derive(Default)]
pub(crate) struct PestFiles {
    pub(crate) companions: Vec<std::path::PathBuf>,
    pub(crate) entry: Option<String>,
}

impl PestFiles {
    /// The companions as paths.
    pub(crate) fn companions(&self) -> Vec<&std::path::Path> {
        self.companions.iter().map(std::path::PathBuf::as_path).collect()
    }

    /// [`load_grammar`] with these companions and entry.
    pub(crate) fn load(&self, spec: &str) -> Result<rfc1630::study::workbench::GrammarChoice, String> {
        load_grammar(spec, &self.companions, self.entry.as_deref())
    }
}

/// The grammar a `--grammar` value names, with its `--grammar-file`
/// companions and `--entry` rule; an error in a user's `.pest` file is
/// rendered like the crate's other diagnostics (annotate-snippets, the
/// file's line with pest_meta's position marked).
pub(crate) fn load_grammar(
    spec: &str,
    companions: &[std::path::PathBuf],
    entry: Option<&str>,
) -> Result<rfc1630::study::workbench::GrammarChoice, String> {
    let companions: Vec<&std::path::Path> = companions.iter().map(std::path::PathBuf::as_path).collect();
    rfc1630::study::workbench::GrammarChoice::resolve(spec, &companions, entry).map_err(|error| {
        let rfc1630::study::workbench::UserGrammarError::Grammar { file, line, column, message } = &error else {
            return format!("error: {error}");
        };
        let named = |p: &&std::path::Path| p.file_name().is_some_and(|n| n.to_string_lossy() == file.as_str());
        let path = std::path::Path::new(spec);
        let text = std::iter::once(path).chain(companions.iter().copied()).find(named);
        let Some(text) = text.and_then(|p| std::fs::read_to_string(p).ok()) else {
            return format!("error: {error}");
        };
        render_grammar_error(&text, file, *line, *column, message)
    })
}

/// `file:line:column` and pest_meta's message over the grammar text, with
/// the position marked.
fn render_grammar_error(text: &str, file: &str, line: usize, column: usize, message: &str) -> String {
    let line_start: usize = text.split_inclusive('\n').take(line.saturating_sub(1)).map(str::len).sum();
    let line_text = text[line_start..].split('\n').next().unwrap_or("");
    let at = line_start + line_text.char_indices().nth(column.saturating_sub(1)).map_or(line_text.len(), |(i, _)| i);
    let title = format!("{file}:{line}:{column}: {message}");
    let styled = io::IsTerminal::is_terminal(&io::stderr());
    render_marked(text, &format!("{file}:{line}:{column}"), at, &title, message, styled)
}

/// A user grammar's rejection of `input`, rendered like the crate's
/// diagnostics: the input with pest_vm's error position marked and the
/// rules it expected there; `styled` adds the terminal colours.
pub(crate) fn render_user_rejection(
    input: &str,
    rejection: &rfc1630::study::workbench::UserRejection,
    styled: bool,
) -> String {
    let found = match input.get(rejection.offset..).and_then(|rest| rest.chars().next()) {
        Some(c) => format!("found {:?}", c.to_string()),
        None => "found end of input".to_string(),
    };
    let title = rejection.to_string();
    render_marked(input, &rejection.file, rejection.offset, &title, &found, styled)
}

/// `title`, then `source` under `origin` with the character at byte `at`
/// (or the end) marked with `label`; `styled` adds the terminal colours.
fn render_marked(source: &str, origin: &str, at: usize, title: &str, label: &str, styled: bool) -> String {
    use annotate_snippets::{AnnotationKind, Level, Renderer, Snippet};
    let at = (0..=at.min(source.len())).rev().find(|&i| source.is_char_boundary(i)).unwrap_or(0);
    let width = source[at..].chars().next().filter(|c| *c != '\n').map_or(0, char::len_utf8);
    let snippet =
        Snippet::source(source).path(origin).annotation(AnnotationKind::Primary.span(at..at + width).label(label));
    let renderer = if styled { Renderer::styled() } else { Renderer::plain() };
    renderer.render(&[Level::ERROR.primary_title(title).element(snippet)]).to_string()
}

/// The `--entry` of a built-in grammar (`check --grammar rfc2396 --entry absoluteURI`);
/// `None` without one, or for a user's `.pest` file, whose entry [`load_grammar`] takes.
pub(crate) fn builtin_entry(
    choice: &rfc1630::study::workbench::GrammarChoice,
    entry: Option<&str>,
) -> Result<Option<rfc1630::recognize::Entry>, rfc1630::recognize::UnknownEntry> {
    match (choice, entry) {
        (rfc1630::study::workbench::GrammarChoice::Builtin(grammar), Some(entry)) => {
            rfc1630::recognize::Entry::new(*grammar, entry).map(|entry| Some(entry).filter(|e| !e.is_default()))
        }
        _ => Ok(None),
    }
}
