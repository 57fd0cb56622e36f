//! `rfc1630 check [--grammar G]`: one verdict line per input line, in order.
//!
//! Lines are read in chunks (at most [`CHUNK_LINES`] lines or
//! [`CHUNK_BYTES`] bytes), each chunk is checked on every core with rayon,
//! and its verdicts are written before the next chunk is read: the output
//! keeps the input's order and memory stays flat whatever the input's length.

use super::OK;
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use rfc1630::{check, Grammar, ParseError, MAX_INPUT_LEN};
use std::io::{self, BufRead, BufWriter, IsTerminal, Write};

/// Lines per chunk: enough to keep every core busy, few enough to stay small.
const CHUNK_LINES: usize = 16 * 1024;
/// Bytes per chunk, so that a run of very long lines stays bounded too.
const CHUNK_BYTES: usize = 16 * 1024 * 1024;

pub(crate) fn run(grammar: Grammar) -> io::Result<u8> {
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let progress = io::stderr().is_terminal().then(|| {
        let bar = ProgressBar::new_spinner();
        bar.set_style(
            ProgressStyle::with_template("{spinner} {human_pos} lines checked ({per_sec})")
                .unwrap_or_else(|_| ProgressStyle::default_spinner()),
        );
        bar
    });
    check_lines(grammar, stdin.lock(), &mut out, progress.as_ref())?;
    out.flush()?;
    if let Some(bar) = progress {
        bar.finish();
    }
    Ok(OK)
}

/// One input line: its bytes (kept up to `MAX_INPUT_LEN + 1`) and its full length.
struct Line {
    bytes: Vec<u8>,
    len: usize,
}

/// Writes one verdict line per input line, in order.
pub(crate) fn check_lines(
    grammar: Grammar,
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
        let verdicts: Vec<String> = chunk.par_iter().map(|line| verdict(grammar, line)).collect();
        for verdict in &verdicts {
            writeln!(out, "{verdict}")?;
        }
        if let Some(bar) = progress {
            bar.inc(chunk.len() as u64);
        }
    }
}

fn verdict(grammar: Grammar, line: &Line) -> String {
    match std::str::from_utf8(&line.bytes) {
        Err(e) => format!("err\t{0}\tline is not UTF-8: invalid byte at offset {0}", e.valid_up_to()),
        Ok(_) if line.len > MAX_INPUT_LEN => {
            let error = ParseError::TooLong { grammar, len: line.len, cap: MAX_INPUT_LEN };
            format!("err\t0\t{error}")
        }
        Ok(text) => match check(grammar, text) {
            Ok(verdict) => format!("ok\t{verdict}"),
            Err(e) => format!("err\t{}\t{}", e.offset(), e.summary()),
        },
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
