//! `rfc1630 grammar G [--rules]`: what is compiled for G.

use super::OK;
use rfc1630::{grammar::listings, Grammar};
use std::io::{self, Write};

pub(crate) fn run(grammar: Grammar, rules: bool) -> io::Result<u8> {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    for &listing in grammar.listings() {
        if rules {
            for rule in listings::rules(listing) {
                writeln!(out, "{}\t{}", rule.name, rule.citation)?;
            }
        } else {
            for (path, text) in listings::sources(listing) {
                writeln!(out, "// ===== {path} =====")?;
                out.write_all(text.as_bytes())?;
            }
        }
    }
    Ok(OK)
}
