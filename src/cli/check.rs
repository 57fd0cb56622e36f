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
//! The input is read in blocks ([`check_lines`]), each block's lines are
//! checked on every core with rayon, and its verdicts are written before the
//! next block is read: the output keeps the input's order and memory stays
//! flat whatever the input's length.

use super::OK;
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use rfc1630::workbench::GrammarChoice;
use rfc1630::{check, ExpectedSet, ParseError, MAX_INPUT_LEN};
use std::io::{self, BufWriter, IsTerminal, Read, Write};

/// Runs `check`. A user's `.pest` file is checked by pest_vm
/// ([`GrammarChoice::check`]): the DFA compiler (`src/dfa.rs`) builds its
/// automata from the built-in listings at build time and takes no grammar
/// read at run time.
pub(crate) fn run(choice: &GrammarChoice, json: bool, uris: &[String]) -> io::Result<u8> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let format = if json { Format::Json } else { Format::Lines };
    let write = |line: &Line, out: &mut Vec<u8>| write_verdict(choice, format, line, out);
    if !uris.is_empty() {
        let mut verdict = Vec::new();
        for uri in uris {
            verdict.clear();
            write(&Line { bytes: uri.as_bytes(), len: uri.len() }, &mut verdict)?;
            out.write_all(&verdict)?;
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
    check_lines(stdin.lock(), &mut out, progress.as_ref(), write)?;
    out.flush()?;
    if let Some(bar) = progress {
        bar.finish();
    }
    Ok(OK)
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
    Accepted { input: &'a str, ok: bool, listing: &'a str, production: &'a str },
    Rejected { input: Option<&'a str>, ok: bool, offset: usize, expected: Option<&'a ExpectedSet>, message: &'a str },
}

/// One input line: its bytes (at most `MAX_INPUT_LEN + 1` of them) and its full length.
struct Line<'b> {
    bytes: &'b [u8],
    len: usize,
}

/// Writes one verdict line per input line, in order.
///
/// The input is read in blocks of [`BLOCK_BYTES`]; `memchr` finds the lines
/// inside a block, which are checked where they lie (no copy, no allocation
/// per line), on every core, in batches of [`BATCH_LINES`] that each write
/// into one buffer. A line longer than a block is kept up to the length cap,
/// and the rest of it is only counted.
fn check_lines(
    mut input: impl Read,
    out: &mut impl Write,
    progress: Option<&ProgressBar>,
    write_verdict: impl Fn(&Line, &mut Vec<u8>) -> io::Result<()> + Sync,
) -> io::Result<()> {
    let mut block = vec![0u8; BLOCK_BYTES];
    // `block[..filled]` holds bytes read and not yet checked; a partial last
    // line moves to the front before the next read.
    let mut filled = 0;
    let mut eof = false;
    let mut long: Option<LongLine> = None;
    while !eof || filled > 0 {
        while !eof && filled < block.len() {
            match input.read(&mut block[filled..]) {
                Ok(0) => eof = true,
                Ok(n) => filled += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        if let Some(line) = long.as_mut() {
            // The rest of a line longer than a block: counted, not kept.
            let end = memchr::memchr(b'\n', &block[..filled]);
            let rest = end.unwrap_or(filled);
            line.len += rest;
            line.last = block[..rest].last().copied().or(line.last);
            if end.is_some() || eof {
                let len = line.len - usize::from(line.last == Some(b'\r'));
                let mut verdicts = Vec::new();
                write_verdict(&Line { bytes: &line.kept, len }, &mut verdicts)?;
                out.write_all(&verdicts)?;
                progress.inspect(|bar| bar.inc(1));
                long = None;
            }
            let consumed = end.map_or(filled, |i| i + 1);
            block.copy_within(consumed..filled, 0);
            filled -= consumed;
            continue;
        }
        let complete = match memchr::memrchr(b'\n', &block[..filled]) {
            Some(last) => last + 1,
            // The rest of the input is one line without its `\n`.
            None if eof => filled,
            // One line fills the whole block: longer than the cap.
            None => {
                let kept = block[..MAX_INPUT_LEN + 1].to_vec();
                long = Some(LongLine { kept, len: filled, last: block.last().copied() });
                filled = 0;
                continue;
            }
        };
        let mut lines = Vec::new();
        let mut start = 0;
        while start < complete {
            let end = memchr::memchr(b'\n', &block[start..complete]).map_or(complete, |i| start + i);
            let bytes = block[start..end].strip_suffix(b"\r").unwrap_or(&block[start..end]);
            lines.push(Line { bytes, len: bytes.len() });
            start = end + 1;
        }
        let batches: Vec<Vec<u8>> = lines
            .par_chunks(BATCH_LINES)
            .map(|batch| {
                let mut verdicts = Vec::with_capacity(batch.len() * 32);
                for line in batch {
                    write_verdict(line, &mut verdicts)?;
                }
                Ok(verdicts)
            })
            .collect::<io::Result<_>>()?;
        for verdicts in &batches {
            out.write_all(verdicts)?;
        }
        progress.inspect(|bar| bar.inc(lines.len() as u64));
        block.copy_within(complete..filled, 0);
        filled -= complete;
    }
    Ok(())
}

/// Bytes read at a time: a few thousand lines of work for every core.
const BLOCK_BYTES: usize = 8 * 1024 * 1024;
/// Lines one core checks into one output buffer.
const BATCH_LINES: usize = 2048;
const _: () = assert!(BLOCK_BYTES > MAX_INPUT_LEN, "a line within the cap fits in one block");

/// A line longer than a block, while the rest of it is read.
struct LongLine {
    /// Its first `MAX_INPUT_LEN + 1` bytes, enough to tell that it is too long.
    kept: Vec<u8>,
    /// Its length so far.
    len: usize,
    /// Its last byte so far, to drop a `\r` before the `\n` from the length.
    last: Option<u8>,
}

/// Writes the verdict line of one input line (with its `\n`) to `out`.
fn write_verdict(choice: &GrammarChoice, format: Format, line: &Line, out: &mut Vec<u8>) -> io::Result<()> {
    let text = match std::str::from_utf8(line.bytes) {
        Err(e) => {
            let offset = e.valid_up_to();
            let message = format!("line is not UTF-8: invalid byte at offset {offset}");
            return write_rejected(format, None, offset, None, &message, out);
        }
        Ok(text) => text,
    };
    let grammar = match choice {
        GrammarChoice::Builtin(grammar) => *grammar,
        GrammarChoice::User(_) => return write_user_verdict(choice, format, text, line.len, out),
    };
    if line.len > MAX_INPUT_LEN {
        let error = ParseError::TooLong { grammar, len: line.len, cap: MAX_INPUT_LEN };
        return write_rejected(format, Some(text), 0, None, &error.to_string(), out);
    }
    match (check(grammar, text), format) {
        (Ok(verdict), Format::Lines) => writeln!(out, "ok\t{verdict}"),
        (Ok(verdict), Format::Json) => {
            let accepted = JsonVerdict::Accepted {
                input: text,
                ok: true,
                listing: verdict.listing.id(),
                production: verdict.production,
            };
            serde_json::to_writer(&mut *out, &accepted)?;
            writeln!(out)
        }
        (Err(e), _) => write_rejected(format, Some(text), e.offset(), e.expected(), &e.summary(), out),
    }
}

/// [`write_verdict`] with a user's grammar: the file name as the listing.
fn write_user_verdict(
    choice: &GrammarChoice,
    format: Format,
    text: &str,
    len: usize,
    out: &mut Vec<u8>,
) -> io::Result<()> {
    if len > MAX_INPUT_LEN {
        let message = format!("{}: input of {len} bytes is over the {MAX_INPUT_LEN}-byte length cap", choice.name());
        return write_rejected(format, Some(text), 0, None, &message, out);
    }
    match (choice.check(text), format) {
        (Ok((name, production)), Format::Lines) => writeln!(out, "ok\t{name}:{production}"),
        (Ok((name, production)), Format::Json) => {
            let accepted = JsonVerdict::Accepted { input: text, ok: true, listing: &name, production: &production };
            serde_json::to_writer(&mut *out, &accepted)?;
            writeln!(out)
        }
        (Err((offset, message)), _) => write_rejected(format, Some(text), offset, None, &message, out),
    }
}

/// Writes the line of a rejected input to `out`.
fn write_rejected(
    format: Format,
    input: Option<&str>,
    offset: usize,
    expected: Option<&ExpectedSet>,
    message: &str,
    out: &mut Vec<u8>,
) -> io::Result<()> {
    match format {
        Format::Lines => writeln!(out, "err\t{offset}\t{message}"),
        Format::Json => {
            let rejected = JsonVerdict::Rejected { input, ok: false, offset, expected, message };
            serde_json::to_writer(&mut *out, &rejected)?;
            writeln!(out)
        }
    }
}
