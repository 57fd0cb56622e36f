//! `rfc1630 convert --to uri|iri [--json] [TEXT...]`: RFC 3987 §3's mapping,
//! one answer a line, for each TEXT argument, or each input line when there
//! are none, in order.
//!
//! Each input is first checked with the grammar of the form it converts
//! from, as the registry says: `--to uri` takes an IRI, of the grammar of
//! the document whose IRIs map to URIs (RFC 3987's), `--to iri` a URI, of
//! the grammar they map to ([`Operations::iris_map_to`]: RFC 3986's).
//! An input the grammar rejects gets `check`'s error line, so that the two
//! commands read alike; one it accepts is converted
//! ([`rfc1630::revisions::iri::convert`]).
//!
//! The plain line is `ok<TAB><output>` or `err<TAB><offset><TAB><message>`.
//! With `--json`, one object a line: `{"input": ..., "ok": true, "to": ...,
//! "output": ..., "changed": ...}` (a [`Conversion`] with `check`'s `ok`), or
//! `check`'s rejected object.
//!
//! The exit status is `check`'s: 0 once the input could be read, whatever
//! the answers.

use super::check::{utf8_or_rejected, write_rejected, Format};
use super::lines::{for_each_block, Line};
use super::OK;
use rfc1630::diagnose::MAX_INPUT_LEN;
use rfc1630::recognize::check_brief;
use rfc1630::revisions::iri::{Conversion, ConvertTo};
#[cfg(doc)]
use rfc1630::revisions::Operations;
use rfc1630::{Grammar, ParseError};
use std::io::{self, BufWriter, Write};

/// Runs `convert`.
pub(crate) fn run(to: ConvertTo, json: bool, texts: &[String]) -> io::Result<u8> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let format = if json { Format::Json } else { Format::Lines };
    let mut answer = Vec::new();
    if !texts.is_empty() {
        for text in texts {
            answer.clear();
            write_answer(to, format, &Line { bytes: text.as_bytes(), len: text.len() }, &mut answer)?;
            out.write_all(&answer)?;
        }
    } else {
        for_each_block(io::stdin().lock(), |lines| {
            for line in lines {
                answer.clear();
                write_answer(to, format, line, &mut answer)?;
                out.write_all(&answer)?;
            }
            Ok(())
        })?;
    }
    out.flush()?;
    Ok(OK)
}

/// The grammar an input converted `to` is checked with: the form it comes
/// from, read off the document whose IRIs map to URIs.
fn source_grammar(to: ConvertTo) -> Grammar {
    let (iri, uri) = rfc1630::documents::ALL
        .iter()
        .find_map(|document| Some((document.grammar, document.operations?.iris_map_to()?)))
        .expect("a document of the registry defines IRIs");
    match to {
        ConvertTo::Uri => iri,
        ConvertTo::Iri => uri,
    }
}

/// A conversion's JSON line: [`Conversion`]'s fields, with `check`'s `ok`
/// after the input.
#[derive(serde::Serialize)]
struct JsonConverted<'a> {
    input: &'a str,
    ok: bool,
    to: ConvertTo,
    output: &'a str,
    changed: bool,
}

/// Writes the answer line of one input (with its `\n`) to `out`.
fn write_answer(to: ConvertTo, format: Format, line: &Line, out: &mut Vec<u8>) -> io::Result<()> {
    let Some(text) = utf8_or_rejected(format, line, out)? else {
        return Ok(());
    };
    let grammar = source_grammar(to);
    if line.len > MAX_INPUT_LEN {
        let error = ParseError::TooLong { grammar, len: line.len, cap: MAX_INPUT_LEN };
        return write_rejected(format, Some(text), 0, None, &error.to_string(), out);
    }
    if let Err(e) = check_brief(grammar, text) {
        return write_rejected(format, Some(text), e.offset, e.expected.as_ref(), &e.summary, out);
    }
    match (Conversion::new(text, to), format) {
        (Ok(conversion), Format::Lines) => {
            out.extend_from_slice(b"ok\t");
            out.extend_from_slice(conversion.output.as_bytes());
            out.push(b'\n');
            Ok(())
        }
        (Ok(conversion), Format::Json) => {
            let converted = JsonConverted {
                input: conversion.input,
                ok: true,
                to: conversion.to,
                output: &conversion.output,
                changed: conversion.changed,
            };
            serde_json::to_writer(&mut *out, &converted)?;
            writeln!(out)
        }
        (Err(e), _) => write_rejected(format, Some(text), e.offset(), None, &e.to_string(), out),
    }
}
