//! `rfc1630 extract [--grammar G] [FILE]`: the bracketed URIs of a text
//! (url7 p.18, url-03 p.17-18), one line each, in order:
//!
//! * `LINE:COL<TAB>URI<TAB>ok <listing>:<production>` when it parses, or
//! * `LINE:COL<TAB>URI<TAB>err <message>`, the message being
//!   `ParseError::summary` on one line, or
//! * `LINE:COL<TAB><TAB>err <why>` for a bracketed text that is not checked:
//!   longer than `MAX_BRACKETED` (2048 bytes), or not UTF-8 (as `check`
//!   reports a line that is not).
//!
//! `LINE:COL` is the opening `<`. Control characters in `URI` are written
//! escaped (`\u{7}`), so each URI stays on its line. Exit 0 when every URI
//! found parsed (or none was found), 1 otherwise.
//!
//! The file is read in blocks and scanned as it comes; the candidates are
//! checked in batches on every core (rayon keeps their order), so memory
//! stays flat on a long input. A progress bar (bytes read) goes to stderr
//! when stderr is a terminal.

use super::{escape_controls, OK, REJECTED};
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use rfc1630::study::extract::{Bracketed, FoundUri, Scanner, Unreadable};
use rfc1630::Grammar;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, IsTerminal, Read, Write};
use std::path::Path;

/// Candidates checked together: enough to keep every core busy, few enough
/// that memory stays flat on a long input.
const BATCH: usize = 4096;

pub(crate) fn run(grammar: Grammar, file: Option<&Path>) -> io::Result<u8> {
    let (reader, size): (Box<dyn Read>, Option<u64>) = match file {
        Some(path) => {
            let file = File::open(path).map_err(|e| naming(path, e))?;
            let size = file.metadata().ok().map(|m| m.len());
            (Box::new(NamedFile { file, path }), size)
        }
        None => (Box::new(io::stdin().lock()), None),
    };
    let progress = io::stderr().is_terminal().then(|| {
        let bar = size.map_or_else(ProgressBar::new_spinner, ProgressBar::new);
        let template = "{spinner} {binary_bytes} read ({binary_bytes_per_sec})";
        bar.set_style(ProgressStyle::with_template(template).unwrap_or_else(|_| ProgressStyle::default_spinner()));
        bar
    });
    let reader: Box<dyn Read> = match &progress {
        Some(bar) => Box::new(bar.wrap_read(reader)),
        None => reader,
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let all_ok = extract_lines(grammar, BufReader::with_capacity(1 << 16, reader), &mut out)?;
    out.flush()?;
    if let Some(bar) = progress {
        bar.finish();
    }
    Ok(if all_ok { OK } else { REJECTED })
}

/// A file whose read errors name it (a directory opens, then fails to read).
struct NamedFile<'a> {
    file: File,
    path: &'a Path,
}

impl Read for NamedFile<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.file.read(buf).map_err(|e| naming(self.path, e))
    }
}

/// The error, its message prefixed with the path.
fn naming(path: &Path, e: io::Error) -> io::Error {
    io::Error::new(e.kind(), format!("{}: {e}", path.display()))
}

/// Scans `input` block by block and writes one line per bracketed URI.
/// True when all parse.
fn extract_lines(grammar: Grammar, mut input: impl BufRead, out: &mut impl Write) -> io::Result<bool> {
    let mut scanner = Scanner::default();
    let mut all_ok = true;
    let mut pending: Vec<Bracketed> = Vec::new();
    loop {
        let buf = input.fill_buf()?;
        if buf.is_empty() {
            break;
        }
        scanner.feed(buf, &mut pending);
        let n = buf.len();
        input.consume(n);
        if pending.len() >= BATCH {
            all_ok &= check_and_write(grammar, &mut pending, out)?;
        }
    }
    all_ok &= check_and_write(grammar, &mut pending, out)?;
    Ok(all_ok)
}

/// Checks a batch of candidates on every core, writes their lines in order,
/// and empties the batch. True when all parse.
fn check_and_write(grammar: Grammar, pending: &mut Vec<Bracketed>, out: &mut impl Write) -> io::Result<bool> {
    let checked: Vec<Result<FoundUri, (usize, usize, Unreadable)>> = std::mem::take(pending)
        .into_par_iter()
        .map(|b| match b {
            Bracketed::Uri(candidate) => Ok(candidate.check(grammar)),
            Bracketed::Unreadable { line, column, why } => Err((line, column, why)),
        })
        .collect();
    let mut all_ok = true;
    for item in &checked {
        match item {
            Ok(found) => {
                all_ok &= found.verdict.is_ok();
                write_found(out, found)?;
            }
            Err((line, column, why)) => {
                all_ok = false;
                writeln!(out, "{line}:{column}\t\terr {why}")?;
            }
        }
    }
    Ok(all_ok)
}

fn write_found(out: &mut impl Write, found: &FoundUri) -> io::Result<()> {
    let uri = escape_controls(&found.uri);
    match &found.verdict {
        Ok(verdict) => writeln!(out, "{}:{}\t{uri}\tok {verdict}", found.line, found.column),
        Err(e) => {
            writeln!(out, "{}:{}\t{uri}\terr {}", found.line, found.column, e.summary().replace(['\n', '\r'], " "))
        }
    }
}
