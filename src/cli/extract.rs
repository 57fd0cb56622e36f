//! `rfc1630 extract [--grammar G] [FILE]`: bracketed URIs in plain text,
//! with a progress bar (bytes read) on stderr when stderr is a terminal.

use super::{OK, REJECTED};
use indicatif::{ProgressBar, ProgressStyle};
use rfc1630::Grammar;
use std::io::{self, BufReader, BufWriter, IsTerminal, Read, Write};
use std::path::Path;

pub(crate) fn run(grammar: Grammar, file: Option<&Path>) -> io::Result<u8> {
    let (reader, size): (Box<dyn Read>, Option<u64>) = match file {
        Some(path) => {
            let file =
                std::fs::File::open(path).map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", path.display())))?;
            let size = file.metadata().ok().map(|m| m.len());
            (Box::new(file), size)
        }
        None => (Box::new(io::stdin().lock()), None),
    };
    let progress = io::stderr().is_terminal().then(|| {
        let bar = size.map_or_else(ProgressBar::new_spinner, ProgressBar::new);
        let template = "{spinner} {binary_bytes} read ({binary_bytes_per_sec})";
        bar.set_style(ProgressStyle::with_template(template).unwrap_or_else(|_| ProgressStyle::default_spinner()));
        bar
    });
    let reader: Box<dyn Read> = match &progress {
        Some(bar) => Box::new(bar.wrap_read(reader)),
        None => reader,
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let all_ok = rfc1630::extract::run_extract(grammar, BufReader::with_capacity(1 << 16, reader), &mut out)?;
    out.flush()?;
    if let Some(bar) = progress {
        bar.finish();
    }
    Ok(if all_ok { OK } else { REJECTED })
}
