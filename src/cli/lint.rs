//! `rfc1630 lint [--grammar G] URI...` (url-03 p.16-17): `URI<TAB>code<TAB>message` for
//! each warning of each URI, in order. The message is `<severity>: <what>
//! (<page and quotation>)`, on one line; the severity is `warning`, or
//! `danger` for a port in the reserved space. Exit 0 when no URI has a
//! warning, 1 when any has.
//!
//! Under `rfc3987` the IRI rules follow ([`lint_iri`]: RFC 3987's bidi and
//! security rules). They are added here, not in `lint_with`: `iri_lint`
//! builds its warnings from `lint`'s types, and the layers let no two
//! files import each other.

use super::{escape_controls, OK, WARNED};
use rfc1630::study::iri_lint::lint_iri;
use rfc1630::study::lint::lint_with;
use rfc1630::Grammar;
use std::io::{self, Write};

pub(crate) fn run(grammar: Grammar, uris: &[String]) -> io::Result<u8> {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut code = OK;
    for uri in uris {
        let shown = escape_controls(uri);
        let mut warnings = lint_with(grammar, uri);
        if grammar == Grammar::Rfc3987 {
            warnings.extend(lint_iri(uri));
        }
        for warning in warnings {
            code = WARNED;
            writeln!(out, "{shown}\t{}\t{warning}", warning.code)?;
        }
    }
    Ok(code)
}
