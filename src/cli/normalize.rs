//! `rfc1630 normalize [--grammar G] [--nfc] [--json] [URI...]`: the normal
//! form of each URI argument, or of each input line when there are none, in
//! order, under the ladder of `G`'s document ([`Operations::normalize`], as
//! [`rfc1630::normalize`] with the `--nfc` option).
//!
//! Each input is first checked with the grammar, as `check` does: one it
//! rejects gets `check`'s error line, so that the commands read alike. One
//! it accepts is normalized; a relative reference takes the rungs that keep
//! its target ([`rfc1630::revisions::equivalence`] says which and why).
//! Under RFC 1630 and the drafts a `%` that starts no escape has no normal
//! form (RFC 1630 p.9, Example 3): an error line at its offset.
//!
//! The plain line is `ok<TAB><normal form>` or
//! `err<TAB><offset><TAB><message>`. With `--json`, one object a line:
//! `{"input": ..., "ok": true, "normal": ..., "rungs": [{"rung": ...,
//! "clause": ...}], "not_applied": [{"rung": ..., "why": ...}]}`, or
//! `check`'s rejected object. `--nfc` applies the ladder's character
//! normalization ([`CharacterNormalization::ApplyNfc`]); `main` allows it
//! where the ladder has it (RFC 3987's) alone, and a grammar of one listing
//! or layer, which has no normal form, is a usage error there too.
//!
//! The exit status is `check`'s: 0 once the input could be read, whatever
//! the answers.

use super::check::{utf8_or_rejected, write_rejected, Format};
use super::lines::{for_each_block, Line};
use super::OK;
use rfc1630::diagnose::MAX_INPUT_LEN;
use rfc1630::recognize::check_brief;
use rfc1630::revisions::encoding::EncodingError;
use rfc1630::revisions::equivalence::{CharacterNormalization, Rung};
use rfc1630::revisions::{NormalizeError, Operations};
use rfc1630::{Grammar, ParseError};
use std::io::{self, BufWriter, Write};

/// Runs `normalize`: each input checked with `grammar`, then normalized
/// with its document's `operations`.
pub(crate) fn run(
    grammar: Grammar,
    operations: &Operations,
    nfc: CharacterNormalization,
    json: bool,
    uris: &[String],
) -> io::Result<u8> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let format = if json { Format::Json } else { Format::Lines };
    let mut answer = Vec::new();
    if !uris.is_empty() {
        for uri in uris {
            answer.clear();
            let line = Line { bytes: uri.as_bytes(), len: uri.len() };
            write_answer((grammar, operations, nfc), format, &line, &mut answer)?;
            out.write_all(&answer)?;
        }
    } else {
        for_each_block(io::stdin().lock(), |lines| {
            for line in lines {
                answer.clear();
                write_answer((grammar, operations, nfc), format, line, &mut answer)?;
                out.write_all(&answer)?;
            }
            Ok(())
        })?;
    }
    out.flush()?;
    Ok(OK)
}

/// A rung that ran, with its clause.
#[derive(serde::Serialize)]
struct Applied {
    rung: Rung,
    clause: &'static str,
}

/// A rung that did not run, with why.
#[derive(serde::Serialize)]
struct NotApplied {
    rung: Rung,
    why: &'static str,
}

/// A normal form's JSON line, with `check`'s `ok` after the input.
#[derive(serde::Serialize)]
struct JsonNormalized<'a> {
    input: &'a str,
    ok: bool,
    normal: &'a str,
    rungs: Vec<Applied>,
    not_applied: Vec<NotApplied>,
}

/// Writes the answer line of one input (with its `\n`) to `out`: checked
/// with the grammar, normalized with its document's operations.
fn write_answer(
    (grammar, operations, nfc): (Grammar, &Operations, CharacterNormalization),
    format: Format,
    line: &Line,
    out: &mut Vec<u8>,
) -> io::Result<()> {
    let Some(text) = utf8_or_rejected(format, line, out)? else {
        return Ok(());
    };
    if line.len > MAX_INPUT_LEN {
        let error = ParseError::TooLong { grammar, len: line.len, cap: MAX_INPUT_LEN };
        return write_rejected(format, Some(text), 0, None, &error.to_string(), out);
    }
    if let Err(e) = check_brief(grammar, text) {
        return write_rejected(format, Some(text), e.offset, e.expected.as_ref(), &e.summary, out);
    }
    let normalized = match operations.normalize(nfc, text) {
        Ok(normalized) => normalized,
        Err(NormalizeError::Encoding(e @ EncodingError::BadEscape { offset, .. })) => {
            return write_rejected(format, Some(text), offset, None, &e.to_string(), out);
        }
        // An error another document's normal form may add: its message.
        Err(e) => return write_rejected(format, Some(text), 0, None, &e.to_string(), out),
    };
    match format {
        Format::Lines => {
            out.extend_from_slice(b"ok\t");
            out.extend_from_slice(normalized.text.as_bytes());
            out.push(b'\n');
            Ok(())
        }
        Format::Json => {
            let json = JsonNormalized {
                input: text,
                ok: true,
                normal: &normalized.text,
                rungs: normalized.rungs.iter().map(|&(rung, clause)| Applied { rung, clause }).collect(),
                not_applied: normalized.not_applied.iter().map(|&(rung, why)| NotApplied { rung, why }).collect(),
            };
            serde_json::to_writer(&mut *out, &json)?;
            writeln!(out)
        }
    }
}
