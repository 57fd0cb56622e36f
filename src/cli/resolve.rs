//! `rfc1630 resolve [--grammar G] [--literal] CONTEXT PARTIAL...`: one line
//! per partial, in the order given: the result alone, or `error: <message>`
//! (on one line) for a partial that cannot be resolved (the grammar has no
//! partial forms, or the context is not absolute). The other partials are
//! still resolved. Exit 0 when every partial was resolved, 1 otherwise.

use super::{one_line, OK, REJECTED};
use rfc1630::resolve::{resolve_with, ResolveOptions};
use rfc1630::Grammar;
use std::io::{self, Write};

pub(crate) fn run(grammar: Grammar, literal: bool, context: &str, partials: &[String]) -> io::Result<u8> {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let options = ResolveOptions::literal(literal);
    let mut code = OK;
    for partial in partials {
        match resolve_with(grammar, options, context, partial) {
            Ok(result) => writeln!(out, "{result}")?,
            Err(e) => {
                code = REJECTED;
                writeln!(out, "error: {}", one_line(&e.to_string()))?;
            }
        }
    }
    Ok(code)
}
