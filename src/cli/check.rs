//! `rfc1630 check [--grammar G] [--entry RULE] [--json] [URI...]`: one verdict line per
//! URI argument, or per input line when there are none, in order.
//!
//! The plain line is `ok<TAB><listing>:<production>` or
//! `err<TAB><offset><TAB><message>`. With `--json`, one object a line:
//! `{"input": ..., "ok": true, "listing": ..., "production": ...}` (with a
//! `note` for a user grammar's verdict that says what it does not rest on) or
//! `{"input": ..., "ok": false, "offset": N, "expected": {...}, "message": ...}`
//! (`expected` is `null` for an input too long or not UTF-8; `input` is
//! `null` for a line that is not UTF-8). A user grammar's `expected` is the
//! list of what its message names (`["\"a\"..\"z\"", "end of input"]`), as
//! `parse --json` gives it, and its rejection has a `note` where the verdict
//! is not the document's (see [`run`]).
//!
//! The input is read in blocks ([`for_each_block`]), each block's lines are
//! checked on every core with rayon, and its verdicts are written before the
//! next block is read: the output keeps the input's order and memory stays
//! flat whatever the input's length.

use super::lines::{for_each_block, Line};
use super::OK;
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use rfc1630::grammar::Listing;
use rfc1630::study::workbench::{GrammarChoice, UserGrammar, UserVerdict};
use rfc1630::{
    diagnose::ExpectedSet, diagnose::Rejection, diagnose::MAX_INPUT_LEN, recognize::check_brief, recognize::Entry,
    ParseError,
};
use std::cell::RefCell;
use std::collections::HashMap;
use std::io::{self, BufWriter, IsTerminal, Write};

/// Runs `check`. A hand-written `.pest` file is checked by pest_vm alone
/// ([`UserGrammar::check`]), not by a DFA compiled from it: a DFA reads
/// the file's rules as a regular language, and a PEG's ordered choice and
/// greedy repetition can accept less than that language (`("x" | "xy") ~
/// EOI` rejects `xy`), which is the file's meaning. A file written by
/// `import` means its document's grammar, whose alternation is a union: its
/// verdicts come from the document language's DFA where the entry is
/// regular, and a verdict pest's tree does not reach, or one that is not
/// exact, says so after a third tab (`ok<TAB>rfc5646.pest:Language-Tag<TAB>pest's
/// tree does not reach it`) or in the JSON's `note`.
///
/// With `entry` (`--entry absoluteURI` on a built-in grammar), each input is
/// checked against that production alone, by pest ([`Entry::check`]).
pub(crate) fn run(choice: &GrammarChoice, entry: Option<Entry>, json: bool, uris: &[String]) -> io::Result<u8> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let format = if json { Format::Json } else { Format::Lines };
    let write = |line: &Line, out: &mut Vec<u8>| write_verdict(choice, entry, format, line, out);
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
    // One buffer per batch of a round, kept from round to round: a block's
    // verdicts at once (a rejected line's are some 200 bytes) cost more in
    // pages to fault in than the checks themselves.
    let mut buffers: Vec<Vec<u8>> = Vec::new();
    let round = BATCH_LINES * rayon::current_num_threads();
    for_each_block(stdin.lock(), |lines| {
        for lines in lines.chunks(round) {
            let batches = lines.len().div_ceil(BATCH_LINES);
            if buffers.len() < batches {
                buffers.resize_with(batches, || Vec::with_capacity(BATCH_LINES * 32));
            }
            lines.par_chunks(BATCH_LINES).zip(buffers.par_iter_mut()).try_for_each(|(batch, verdicts)| {
                verdicts.clear();
                batch.iter().try_for_each(|line| write(line, verdicts))
            })?;
            for verdicts in &buffers[..batches] {
                out.write_all(verdicts)?;
            }
            progress.as_ref().inspect(|bar| bar.inc(lines.len() as u64));
        }
        Ok(())
    })?;
    out.flush()?;
    if let Some(bar) = progress {
        bar.finish();
    }
    Ok(OK)
}

/// Lines one core checks into one output buffer.
const BATCH_LINES: usize = 2048;

/// How a verdict is written.
#[derive(Clone, Copy)]
pub(crate) enum Format {
    /// `ok<TAB>...` or `err<TAB>...`.
    Lines,
    /// One JSON object.
    Json,
}

/// The JSON line of one input (a rejected one is written field by field,
/// as this would write it: [`write_rejected`]).
#[derive(serde::Serialize)]
#[serde(untagged)]
enum JsonVerdict<'a> {
    Accepted {
        input: &'a str,
        ok: bool,
        listing: &'a str,
        production: &'a str,
    },
    /// A user grammar's, with what the verdict does not rest on.
    Noted {
        input: &'a str,
        ok: bool,
        listing: &'a str,
        production: &'a str,
        note: &'a str,
    },
    /// A user grammar's rejection: what was expected, as its message prints
    /// each item, and what the verdict does not rest on, if anything.
    UserRejected {
        input: &'a str,
        ok: bool,
        offset: usize,
        expected: &'a [String],
        #[serde(skip_serializing_if = "Option::is_none")]
        note: Option<&'a str>,
        message: &'a str,
    },
}

/// Writes the verdict line of one input line (with its `\n`) to `out`.
fn write_verdict(
    choice: &GrammarChoice,
    entry: Option<Entry>,
    format: Format,
    line: &Line,
    out: &mut Vec<u8>,
) -> io::Result<()> {
    let Some(text) = utf8_or_rejected(format, line, out)? else {
        return Ok(());
    };
    let grammar = match choice {
        GrammarChoice::Builtin(grammar) => *grammar,
        GrammarChoice::User(user) => return write_user_verdict(user, format, text, line.len, out),
    };
    if line.len > MAX_INPUT_LEN {
        let error = ParseError::TooLong { grammar, len: line.len, cap: MAX_INPUT_LEN };
        return write_rejected(format, Some(text), 0, None, &error.to_string(), out);
    }
    let verdict = match entry {
        Some(entry) => entry.check(text).map_err(Rejection::from),
        None => check_brief(grammar, text),
    };
    match (verdict, format) {
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
        (Err(e), _) => write_rejected(format, Some(text), e.offset, e.expected.as_ref(), &e.summary, out),
    }
}

/// The text of `line`, or `None` with its rejected line written to `out`
/// when it is not UTF-8 (the offset of its first invalid byte).
pub(crate) fn utf8_or_rejected<'l>(format: Format, line: &Line<'l>, out: &mut Vec<u8>) -> io::Result<Option<&'l str>> {
    match std::str::from_utf8(line.bytes) {
        Ok(text) => Ok(Some(text)),
        Err(e) => {
            let offset = e.valid_up_to();
            let message = format!("line is not UTF-8: invalid byte at offset {offset}");
            write_rejected(format, None, offset, None, &message, out)?;
            Ok(None)
        }
    }
}

/// [`write_verdict`] with a user's grammar: the file name as the listing.
fn write_user_verdict(user: &UserGrammar, format: Format, text: &str, len: usize, out: &mut Vec<u8>) -> io::Result<()> {
    if len > MAX_INPUT_LEN {
        let message = format!("{}: input of {len} bytes is over the {MAX_INPUT_LEN}-byte length cap", user.name());
        return write_rejected(format, Some(text), 0, None, &message, out);
    }
    match (user.check(text), format) {
        (Ok(UserVerdict { file, production, note: None }), Format::Lines) => writeln!(out, "ok\t{file}:{production}"),
        (Ok(UserVerdict { file, production, note: Some(note) }), Format::Lines) => {
            writeln!(out, "ok\t{file}:{production}\t{note}")
        }
        (Ok(UserVerdict { file, production, note }), Format::Json) => {
            let (input, listing, production) = (text, file.as_str(), production.as_str());
            let accepted = match note {
                None => JsonVerdict::Accepted { input, ok: true, listing, production },
                Some(note) => JsonVerdict::Noted { input, ok: true, listing, production, note },
            };
            serde_json::to_writer(&mut *out, &accepted)?;
            writeln!(out)
        }
        (Err(rejection), Format::Lines) => {
            write_rejected(format, Some(text), rejection.offset, None, &rejection.to_string(), out)
        }
        (Err(rejection), Format::Json) => {
            let message = rejection.to_string();
            let rejected = JsonVerdict::UserRejected {
                input: text,
                ok: false,
                offset: rejection.offset,
                expected: &rejection.expected,
                note: rejection.note,
                message: &message,
            };
            serde_json::to_writer(&mut *out, &rejected)?;
            writeln!(out)
        }
    }
}

/// Writes the line of a rejected input to `out` (`convert`'s too).
pub(crate) fn write_rejected(
    format: Format,
    input: Option<&str>,
    offset: usize,
    expected: Option<&ExpectedSet>,
    message: &str,
    out: &mut Vec<u8>,
) -> io::Result<()> {
    match format {
        // Pieced together: `writeln!` costs a rejected line more than its
        // walk. The offset goes through serde_json's integer writer, which
        // writes the digits as `{}` does without the formatting machinery.
        Format::Lines => {
            out.extend_from_slice(b"err\t");
            serde_json::to_writer(&mut *out, &offset)?;
            out.push(b'\t');
            out.extend_from_slice(message.as_bytes());
            out.push(b'\n');
            Ok(())
        }
        // The fields in the order and form serde gives them, with the
        // expected set's JSON kept (`write_expected`).
        Format::Json => {
            out.extend_from_slice(b"{\"input\":");
            serde_json::to_writer(&mut *out, &input)?;
            out.extend_from_slice(b",\"ok\":false,\"offset\":");
            serde_json::to_writer(&mut *out, &offset)?;
            out.extend_from_slice(b",\"expected\":");
            match expected {
                Some(expected) => write_expected(expected, out)?,
                None => out.extend_from_slice(b"null"),
            }
            out.extend_from_slice(b",\"message\":");
            serde_json::to_writer(&mut *out, message)?;
            out.extend_from_slice(b"}\n");
            Ok(())
        }
    }
}

/// What names an expected set: its listing, whether the input may end,
/// each class by where its rule name and citation lie (the same
/// `'static` text is the same class), and its literal bytes.
type ExpectedKey = (Listing, bool, Vec<[usize; 4]>, Vec<u8>);

/// The most expected sets a thread keeps the JSON of: a bound on the
/// memory that adversarial input can take.
const EXPECTED_KEPT: usize = 4096;

thread_local! {
    /// The JSON of the expected sets this thread has written.
    static EXPECTED_JSON: RefCell<HashMap<ExpectedKey, Box<[u8]>>> = RefCell::default();
}

/// Writes `expected` as JSON, as serde does, from the JSON kept for an
/// equal set: a set's JSON (its classes' citations) costs a rejected line
/// more than its check, and a batch meets the same few sets again and again.
fn write_expected(expected: &ExpectedSet, out: &mut Vec<u8>) -> io::Result<()> {
    let place = |text: &str| [text.as_ptr() as usize, text.len()];
    let classes = expected.classes.iter().map(|c| {
        let ([rule, rule_len], [citation, citation_len]) = (place(c.rule), place(c.citation));
        [rule, rule_len, citation, citation_len]
    });
    let literals = expected.literals.iter().map(|byte| byte.0).collect();
    let key = (expected.listing, expected.end_of_input, classes.collect(), literals);
    EXPECTED_JSON.with_borrow_mut(|kept| {
        if let Some(json) = kept.get(&key) {
            out.extend_from_slice(json);
            return Ok(());
        }
        let json = serde_json::to_vec(expected)?;
        out.extend_from_slice(&json);
        if kept.len() < EXPECTED_KEPT {
            kept.insert(key, json.into_boxed_slice());
        }
        Ok(())
    })
}
