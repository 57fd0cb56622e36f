//! `rfc1630 compare [--grammar G] A B` (RFC 1630 p.8-9): one line,
//!
//! * `identical`, exit 0;
//! * `different: <component>: <a> vs <b>: <why>`, exit 1, for example
//!   ``different: path segment 2: `bertram` vs `bertram%2Fmarie-claude`: %2F encodes the reserved `/`: ...``;
//! * `illegal: <A|B> is illegal: <ParseError::summary()>`, exit 2, once per
//!   illegal input, followed by `; and <the escape error>` when the input
//!   also has a `%` that starts no escape (Example 3).
//!
//! That is the comparison of the documents whose operations have no ladder
//! (RFC 1630 and the drafts, [`Operations::has_ladder`]), under the
//! document's grammar; a listing or layer of theirs defines no comparison,
//! a usage error (exit 2), as the library's `compare` refuses it. `compare --grammar G A B` for a
//! document with a ladder (`rfc1738` ... `rfc3987`) compares with its
//! ladder ([`rfc1630::revisions::equivalence`]), once its grammar accepts
//! both; `compare --all` with every document's, each checking both with its
//! grammar first. `compare --grammar G --nfc` adds the ladder's character
//! normalization ([`CharacterNormalization::ApplyNfc`]), where the ladder
//! has it (RFC 3987's, [`Operations::has_character_normalization`]); `--nfc`
//! with any other grammar, or with `--all`, is a usage error (exit 2).

use super::{one_line, DIFFERENT, ILLEGAL, OK};
use rfc1630::revisions::equivalence::rfc1630::{equivalent_with, illegal_inputs, Comparison};
use rfc1630::revisions::equivalence::{CharacterNormalization, Equivalence};
use rfc1630::revisions::Operations;
use rfc1630::Grammar;
use serde::Serialize;
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

/// `compare --grammar G A B` for a document with a ladder: `equivalent:
/// <rung>: <clause>`, exit 0, or `different: <reason>`, exit 1, once the
/// grammar accepts both. `normalization` is `--nfc`'s, which `main` allows
/// where the ladder has it.
pub(crate) fn run_ladder(
    grammar: Grammar,
    operations: &Operations,
    normalization: CharacterNormalization,
    a: &str,
    b: &str,
) -> io::Result<u8> {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let illegal = illegal_inputs(grammar, a, b);
    for e in &illegal {
        writeln!(out, "illegal: {}", one_line(&e.to_string()))?;
    }
    if !illegal.is_empty() {
        return Ok(ILLEGAL);
    }
    match operations.compare(normalization, a, b) {
        Ok(e) => {
            let code = if e.rung().is_some() { OK } else { DIFFERENT };
            writeln!(out, "{e}").map(|()| code)
        }
        Err(e) => writeln!(out, "illegal: {}", one_line(&e.to_string())).map(|()| ILLEGAL),
    }
}

#[derive(Serialize)]
struct RevisionEquivalence {
    revision: Grammar,
    #[serde(flatten)]
    answer: Answer,
}

#[derive(Serialize)]
#[serde(untagged)]
enum Answer {
    Ladder(Equivalence),
    Illegal { answer: &'static str, reason: String },
}

/// `compare --all [--json] A B`: every document's answer, oldest first: a
/// table (revision, answer, rung, clause) or a JSON array. Each document
/// first checks both with its grammar, as `compare --grammar` does: an
/// input it rejects makes its answer `illegal`, with the diagnostic. Exit 0
/// when some document finds the two equivalent, 1 otherwise.
pub(crate) fn run_all(json: bool, a: &str, b: &str) -> io::Result<u8> {
    let illegal = |reason: String| Answer::Illegal { answer: "illegal", reason };
    let answers: Vec<RevisionEquivalence> = rfc1630::documents::ALL
        .iter()
        .filter_map(|document| Some((document.grammar, document.operations?)))
        .map(|(revision, operations)| {
            let rejected = illegal_inputs(revision, a, b);
            let answer = if rejected.is_empty() {
                match operations.compare(CharacterNormalization::default(), a, b) {
                    Ok(e) => Answer::Ladder(e),
                    Err(e) => illegal(one_line(&e.to_string())),
                }
            } else {
                illegal(rejected.iter().map(|e| one_line(&e.to_string())).collect::<Vec<_>>().join("; "))
            };
            RevisionEquivalence { revision, answer }
        })
        .collect();
    let equivalent = answers.iter().any(|r| matches!(r.answer, Answer::Ladder(Equivalence::Equivalent { .. })));
    let code = if equivalent { OK } else { DIFFERENT };
    let stdout = io::stdout();
    let mut out = stdout.lock();
    if json {
        serde_json::to_writer(&mut out, &answers)?;
        writeln!(out)?;
        return Ok(code);
    }
    let mut table = super::table(["revision", "answer", "rung", "clause"]);
    for r in &answers {
        let (answer, rung, clause) = match &r.answer {
            Answer::Ladder(Equivalence::Equivalent { rung, clause }) => {
                ("equivalent", rung.to_string(), clause.to_string())
            }
            Answer::Ladder(Equivalence::Different { reason }) => ("different", String::new(), reason.clone()),
            // An answer a later revision adds (the enum is `#[non_exhaustive]`): its own words.
            Answer::Ladder(other) => ("other", String::new(), other.to_string()),
            Answer::Illegal { reason, .. } => ("illegal", String::new(), reason.clone()),
        };
        table.add_row([r.revision.id().to_string(), answer.to_string(), rung, clause]);
    }
    writeln!(out, "{table}")?;
    Ok(code)
}
