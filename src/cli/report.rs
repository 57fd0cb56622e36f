//! `rfc1630 report [--out FILE] [--grammar PATH.pest ...] [--corpus FILE]`
//!: the listings as railroad diagrams, the lineage, the
//! findings and the conformance table, and with `--corpus` the survey of
//! that corpus under the six grammars and the user's files, as one
//! self-contained HTML page (stdout without `--out`). Exit 0 when written, 2
//! when a grammar file is unreadable or not a pest grammar, or the corpus
//! unreadable.

use super::{FAILED, OK};
use rfc1630::study::report::{render, CorpusSurvey, UserListing};
use rfc1630::study::workbench::{GrammarChoice, UserGrammar};
use rfc1630::Grammar;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

pub(crate) fn run(out: Option<&Path>, grammars: &[PathBuf], corpus: Option<&Path>) -> io::Result<u8> {
    let mut user = Vec::new();
    let mut choices: Vec<GrammarChoice> = Grammar::ALL.map(GrammarChoice::Builtin).into();
    for path in grammars {
        // The workbench's checks first: its errors name the file, line and column.
        match UserGrammar::load(path, &[], None) {
            Ok(grammar) => choices.push(GrammarChoice::User(Box::new(grammar))),
            Err(e) => {
                eprintln!("rfc1630: {e}");
                return Ok(FAILED);
            }
        }
        let text = std::fs::read_to_string(path)?;
        user.push(UserListing { name: path.display().to_string(), text });
    }
    let surveyed = match corpus {
        Some(file) => {
            Some(CorpusSurvey { name: file.display().to_string(), survey: super::survey::survey_file(file, &choices)? })
        }
        None => None,
    };
    let page = match render(&user, surveyed.as_ref()) {
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
