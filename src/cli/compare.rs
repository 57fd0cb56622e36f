//! `rfc1630 compare [--grammar G] A B` (RFC 1630 p.8-9): one line,
//!
//! * `identical`, exit 0;
//! * `different: <component>: <a> vs <b>: <why>`, exit 1, for example
//!   ``different: path segment 2: `bertram` vs `bertram%2Fmarie-claude`: %2F encodes the reserved `/`: ...``;
//! * `illegal: <A|B> is illegal: <ParseError::summary()>`, exit 2, once per
//!   illegal input, followed by `; and <the escape error>` when the input
//!   also has a `%` that starts no escape (Example 3).

use super::{one_line, DIFFERENT, ILLEGAL, OK};
use rfc1630::compare::{equivalent_with, illegal_inputs, Comparison};
use rfc1630::Grammar;
use std::io::{self, Write};

pub(crate) fn run(grammar: Grammar, a: &str, b: &str) -> io::Result<u8> {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let illegal = illegal_inputs(grammar, a, b);
    if !illegal.is_empty() {
        for e in &illegal {
            writeln!(out, "illegal: {}", one_line(&e.to_string()))?;
        }
        return Ok(ILLEGAL);
    }
    match equivalent_with(grammar, a, b) {
        Ok(c @ Comparison::Identical) => writeln!(out, "{c}").map(|()| OK),
        Ok(c @ Comparison::Different(_)) => writeln!(out, "{c}").map(|()| DIFFERENT),
        Err(e) => writeln!(out, "illegal: {}", one_line(&e.to_string())).map(|()| ILLEGAL),
    }
}
