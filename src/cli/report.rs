//! `rfc1630 report [--out FILE] [--grammar PATH.pest ...]` (issue 12 §3): the
//! listings as railroad diagrams, the lineage, the findings and the
//! conformance table, as one self-contained HTML page (stdout without
//! `--out`). Exit 0 when written, 2 when a grammar file is unreadable or not
//! a pest grammar.

use super::{FAILED, OK};
use rfc1630::report::{render, UserListing};
use rfc1630::workbench::UserGrammar;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

pub(crate) fn run(out: Option<&Path>, grammars: &[PathBuf]) -> io::Result<u8> {
    let mut user = Vec::new();
    for path in grammars {
        // The workbench's checks first: its errors name the file, line and column.
        if let Err(e) = UserGrammar::load(path, &[], None) {
            eprintln!("rfc1630: {e}");
            return Ok(FAILED);
        }
        let text = std::fs::read_to_string(path)?;
        user.push(UserListing { name: path.display().to_string(), text });
    }
    let page = match render(&user) {
        Ok(page) => page,
        Err(e) => {
            eprintln!("rfc1630: {e}");
            return Ok(FAILED);
        }
    };
    match out {
        Some(file) => std::fs::write(file, page)?,
        None => io::stdout().lock().write_all(page.as_bytes())?,
    }
    Ok(OK)
}
