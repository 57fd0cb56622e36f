//! `rfc1630 check [--grammar G] [--json] [URI...]`: one verdict line per
//! URI argument, or per input line when there are none, in order.
//!
//! The plain line is `ok<TAB><listing>:<production>` or
//! `err<TAB><offset><TAB><message>`. With `--json`, one object a line:
//! `{"input": ..., "ok": true, "listing": ..., "production": ...}` or
//! `{"input": ..., "ok": false, "offset": N, "expected": {...}, "message": ...}`
//! (`expected` is `null` for an input too long or not UTF-8; `input` is
//! `null` for a line that is not UTF-8).
//!
//! Lines are read in chunks (at most [`CHUNK_LINES`] lines or
//! [`CHUNK_BYTES`] bytes), each chunk is checked on every core with rayon,
//! and its verdicts are written before the next chunk is read: the output
//! keeps the input's order and memory stays flat whatever the input's length.

use super::OK;
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use rfc1630::workbench::GrammarChoice;
use rfc1630::{check, ExpectedSet, Grammar, ParseError, MAX_INPUT_LEN};
use std::io::{self, BufRead, BufWriter, IsTerminal, Write};

/// Lines per chunk: enough to keep every core busy, few enough to stay small.
const CHUNK_LINES: usize = 16 * 1024;
/// Bytes per chunk, so that a run of very long lines stays bounded too.
const CHUNK_BYTES: usize = 16 * 1024 * 1024;

/// Runs `check`. A user's `.pest` file is checked by pest_vm
/// ([`GrammarChoice::check`]): the DFA compiler (`src/dfa.rs`) builds its
/// automata from the built-in listings at build time and takes no grammar
/// read at run time.
pub(crate) fn run(choice: &GrammarChoice, json: bool, uris: &[String]) -> io::Result<u8> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let format = if json { Format::Json } else { Format::Lines };
    let grammar = match choice {
        GrammarChoice::Builtin(grammar) => *grammar,
        GrammarChoice::User(_) => return run_user(choice, format, uris, &mut out),
    };
    if !uris.is_empty() {
        for uri in uris {
            let line = Line { bytes: uri.as_bytes().to_vec(), len: uri.len() };
            writeln!(out, "{}", verdict(grammar, format, &line)?)?;
        }
        out.flush()?;
        return Ok(OK);
    }
    let stdin = io::stdin();
    let progress = io::stderr().is_terminal().then(|| {
        let bar = ProgressBar::new_spinner();
        bar.set_style(
            ProgressStyle::with_template("{spinner} {human_pos} lines checked ({per_sec})")
                .unwrap_or_else(|_| ProgressStyle::default_spinner()),
        );
        bar
    });
    check_lines(grammar, format, stdin.lock(), &mut out, progress.as_ref())?;
    out.flush()?;
    if let Some(bar) = progress {
        bar.finish();
    }
    Ok(OK)
}

/// `check` with a user's grammar: the same lines and JSON objects, with
/// `listing` the file name; stdin is read in chunks as for a built-in one.
fn run_user(choice: &GrammarChoice, format: Format, uris: &[String], out: &mut impl Write) -> io::Result<u8> {
    let user_verdict = |line: &Line| -> io::Result<String> {
        let Ok(text) = std::str::from_utf8(&line.bytes) else {
            return rejected(format, None, 0, None, "line is not UTF-8".to_string());
        };
        if line.len > MAX_INPUT_LEN {
            return rejected(
                format,
                Some(text),
                0,
                None,
                format!("input of {} bytes is over the length cap", line.len),
            );
        }
        match (choice.check(text), format) {
            (Ok((name, production)), Format::Lines) => Ok(format!("ok\t{name}:{production}")),
            (Ok((name, production)), Format::Json) => Ok(serde_json::json!(
                {"input": text, "ok": true, "listing": name, "production": production}
            )
            .to_string()),
            (Err((offset, message)), _) => rejected(format, Some(text), offset, None, message),
        }
    };
    if !uris.is_empty() {
        for uri in uris {
            writeln!(out, "{}", user_verdict(&Line { bytes: uri.as_bytes().to_vec(), len: uri.len() })?)?;
        }
        out.flush()?;
        return Ok(OK);
    }
    let stdin = io::stdin();
    let mut input = stdin.lock();
    loop {
        let mut chunk = Vec::with_capacity(CHUNK_LINES);
        let mut line = Vec::new();
        while chunk.len() < CHUNK_LINES {
            let Some(len) = read_capped_line(&mut input, &mut line)? else {
                break;
            };
            chunk.push(Line { bytes: std::mem::take(&mut line), len });
        }
        if chunk.is_empty() {
            out.flush()?;
            return Ok(OK);
        }
        let verdicts: Vec<String> = chunk.par_iter().map(user_verdict).collect::<io::Result<_>>()?;
        for verdict in &verdicts {
            writeln!(out, "{verdict}")?;
        }
    }
}

/// How a verdict is written.
#[derive(Clone, Copy)]
pub(crate) enum Format {
    /// `ok<TAB>...` or `err<TAB>...`.
    Lines,
    /// One JSON object.
    Json,
}

/// The JSON line of one input.
#[derive(serde::Serialize)]
#[serde(untagged)]
enum JsonVerdict<'a> {
    Accepted { input: &'a str, ok: bool, listing: rfc1630::Listing, production: &'static str },
    Rejected { input: Option<&'a str>, ok: bool, offset: usize, expected: Option<&'a ExpectedSet>, message: String },
}

/// One input line: its bytes (kept up to `MAX_INPUT_LEN + 1`) and its full length.
struct Line {
    bytes: Vec<u8>,
    len: usize,
}

/// Writes one verdict line per input line, in order.
pub(crate) fn check_lines(
    grammar: Grammar,
    format: Format,
    mut input: impl BufRead,
    out: &mut impl Write,
    progress: Option<&ProgressBar>,
) -> io::Result<()> {
    let mut chunk: Vec<Line> = Vec::with_capacity(CHUNK_LINES);
    loop {
        chunk.clear();
        let mut bytes = 0;
        while chunk.len() < CHUNK_LINES && bytes < CHUNK_BYTES {
            let mut line = Vec::new();
            let Some(len) = read_capped_line(&mut input, &mut line)? else {
                break;
            };
            bytes += line.len();
            chunk.push(Line { bytes: line, len });
        }
        if chunk.is_empty() {
            return Ok(());
        }
        let verdicts: Vec<String> =
            chunk.par_iter().map(|line| verdict(grammar, format, line)).collect::<io::Result<_>>()?;
        for verdict in &verdicts {
            writeln!(out, "{verdict}")?;
        }
        if let Some(bar) = progress {
            bar.inc(chunk.len() as u64);
        }
    }
}

fn verdict(grammar: Grammar, format: Format, line: &Line) -> io::Result<String> {
    let text = match std::str::from_utf8(&line.bytes) {
        Err(e) => {
            let offset = e.valid_up_to();
            let message = format!("line is not UTF-8: invalid byte at offset {offset}");
            return rejected(format, None, offset, None, message);
        }
        Ok(text) => text,
    };
    if line.len > MAX_INPUT_LEN {
        let error = ParseError::TooLong { grammar, len: line.len, cap: MAX_INPUT_LEN };
        return rejected(format, Some(text), 0, None, error.to_string());
    }
    match (check(grammar, text), format) {
        (Ok(verdict), Format::Lines) => Ok(format!("ok\t{verdict}")),
        (Ok(verdict), Format::Json) => {
            let accepted = JsonVerdict::Accepted {
                input: text,
                ok: true,
                listing: verdict.listing,
                production: verdict.production,
            };
            Ok(serde_json::to_string(&accepted)?)
        }
        (Err(e), _) => rejected(format, Some(text), e.offset(), e.expected(), e.summary()),
    }
}

/// The line of a rejected input.
fn rejected(
    format: Format,
    input: Option<&str>,
    offset: usize,
    expected: Option<&ExpectedSet>,
    message: String,
) -> io::Result<String> {
    match format {
        Format::Lines => Ok(format!("err\t{offset}\t{message}")),
        Format::Json => {
            let rejected = JsonVerdict::Rejected { input, ok: false, offset, expected, message };
            Ok(serde_json::to_string(&rejected)?)
        }
    }
}

/// Reads one line (without its `\n` or `\r\n`) into `line`, keeping at most
/// `MAX_INPUT_LEN + 1` bytes. Returns the line's full length, or `None` at
/// the end of the input.
fn read_capped_line(input: &mut impl BufRead, line: &mut Vec<u8>) -> io::Result<Option<usize>> {
    line.clear();
    let mut len = 0;
    let mut saw_any = false;
    loop {
        let buf = input.fill_buf()?;
        if buf.is_empty() {
            break;
        }
        saw_any = true;
        let (chunk, done) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (&buf[..i], Some(i + 1)),
            None => (buf, None),
        };
        let room = (MAX_INPUT_LEN + 1).saturating_sub(line.len());
        line.extend_from_slice(&chunk[..chunk.len().min(room)]);
        len += chunk.len();
        let consumed = done.unwrap_or(chunk.len());
        input.consume(consumed);
        if done.is_some() {
            break;
        }
    }
    if !saw_any {
        return Ok(None);
    }
    if line.last() == Some(&b'\r') {
        line.pop();
        len -= 1;
    }
    Ok(Some(len))
}
