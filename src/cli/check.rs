//! `rfc1630 check [--grammar G]`: one verdict line per input line, streaming.

use super::OK;
use rfc1630::{check, Grammar, ParseError, MAX_INPUT_LEN};
use std::io::{self, BufRead, BufWriter, Write};

pub(crate) fn run(grammar: Grammar) -> io::Result<u8> {
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    check_lines(grammar, stdin.lock(), &mut out)?;
    out.flush()?;
    Ok(OK)
}

/// Writes one verdict line per input line. Memory stays bounded: a line is
/// kept only up to [`MAX_INPUT_LEN`] + 1 bytes, the rest is skipped, and the
/// line gets the length error.
pub(crate) fn check_lines(
    grammar: Grammar,
    mut input: impl BufRead,
    out: &mut impl Write,
) -> io::Result<()> {
    let mut line = Vec::new();
    while let Some(len) = read_capped_line(&mut input, &mut line)? {
        let verdict = match std::str::from_utf8(&line) {
            Err(e) => format!(
                "err\t{}\tline is not UTF-8: invalid byte at offset {}",
                e.valid_up_to(),
                e.valid_up_to()
            ),
            Ok(_) if len > MAX_INPUT_LEN => {
                let error = ParseError::TooLong {
                    grammar,
                    len,
                    cap: MAX_INPUT_LEN,
                };
                format!("err\t0\t{error}")
            }
            Ok(text) => match check(grammar, text) {
                Ok(verdict) => format!("ok\t{verdict}"),
                Err(e) => format!("err\t{}\t{}", e.offset(), e.summary()),
            },
        };
        writeln!(out, "{verdict}")?;
    }
    Ok(())
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
