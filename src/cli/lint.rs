//! `rfc1630 lint [--grammar G] URI...` (url-03 p.16-17): `URI<TAB>code<TAB>message` for
//! each warning of each URI, in order. The message is `<severity>: <what>
//! (<page and quotation>)`, on one line; the severity is `warning`, or
//! `danger` for a port in the reserved space. Exit 0 when no URI has a
//! warning, 1 when any has. Under `rfc3987` the IRI rules follow, as
//! `lint_with` gives them.

use super::{escape_controls, OK, WARNED};
use rfc1630::study::lint::lint_with;
use rfc1630::Grammar;
use std::io::{self, Write};

pub(crate) fn run(grammar: Grammar, uris: &[String]) -> io::Result<u8> {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut code = OK;
    for uri in uris {
        let shown = escape_controls(uri);
        for warning in lint_with(grammar, uri) {
            code = WARNED;
            writeln!(out, "{shown}\t{}\t{warning}", warning.code)?;
        }
    }
    Ok(code)
}
