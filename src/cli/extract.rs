//! `rfc1630 extract [--grammar G] [FILE]`: bracketed URIs in plain text.

use super::{OK, REJECTED};
use rfc1630::Grammar;
use std::io::{self, BufReader, BufWriter, Write};
use std::path::Path;

pub(crate) fn run(grammar: Grammar, file: Option<&Path>) -> io::Result<u8> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let all_ok = match file {
        Some(path) => {
            let file =
                std::fs::File::open(path).map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", path.display())))?;
            rfc1630::extract::run_extract(grammar, BufReader::new(file), &mut out)?
        }
        None => rfc1630::extract::run_extract(grammar, io::stdin().lock(), &mut out)?,
    };
    out.flush()?;
    Ok(if all_ok { OK } else { REJECTED })
}
