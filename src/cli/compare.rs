//! `rfc1630 compare [--grammar G] A B` (RFC 1630 p.8-9): one line,
//!
//! * `identical`, exit 0;
//! * `different: <component>: <a> vs <b>: <why>`, exit 1, for example
//!   ``different: path segment 2: `bertram` vs `bertram%2Fmarie-claude`: %2F encodes the reserved `/`: ...``;
//! * `illegal: <A|B> is illegal: <ParseError::summary()>`, exit 2, once per
//!   illegal input, followed by `; and <the escape error>` when the input
//!   also has a `%` that starts no escape (Example 3).
//!
//! `compare --grammar R A B` for a revision that is not a grammar (`rfc1738`
//! ... `rfc3987`) compares with that revision's ladder
//! ([`rfc1630::revisions::equivalence`]), once its grammar accepts both; `compare
//! --all` with every revision's, each checking both with its grammar first.
//! `compare --grammar rfc3987 --nfc` adds RFC 3987's character normalization
//! ([`CharacterNormalization::ApplyNfc`]); `--nfc` with any other grammar,
//! or with `--all`, is a usage error (exit 2).

use super::{one_line, DIFFERENT, ILLEGAL, OK};
use rfc1630::revisions::equivalence::rfc1630::{equivalent_with, illegal_inputs, Comparison};
use rfc1630::revisions::equivalence::{compare_in, compare_iris, CharacterNormalization, Equivalence};
use rfc1630::revisions::resolution::Revision;
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

/// What `compare --grammar` names: a grammar (RFC 1630 p.8 under it, as
/// above) or a later revision, compared with its ladder.
#[derive(Clone, Copy)]
pub(crate) enum CompareWith {
    Grammar(Grammar),
    Revision(Revision),
}

impl std::str::FromStr for CompareWith {
    type Err = rfc1630::revisions::resolution::UnknownRevision;

    fn from_str(id: &str) -> Result<Self, Self::Err> {
        // RFC 1630 p.8 is the rule of the grammars of 1993-94; a later
        // document's grammar compares by its own ladder.
        match id.parse::<Grammar>() {
            Ok(grammar) if Revision::of_grammar(grammar) <= Revision::Rfc1630 => Ok(CompareWith::Grammar(grammar)),
            _ => id.parse::<Revision>().map(CompareWith::Revision),
        }
    }
}

/// `compare --grammar REVISION A B` for a revision that is not a grammar:
/// `equivalent: <rung>: <clause>`, exit 0, or `different: <reason>`, exit 1.
/// RFC 3987's ladder applies NFC with `--nfc` (`normalization`), which
/// `main` allows with no other revision.
pub(crate) fn run_revision(
    revision: Revision,
    normalization: CharacterNormalization,
    a: &str,
    b: &str,
) -> io::Result<u8> {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    if let Some(grammar) = revision.grammar() {
        let illegal = illegal_inputs(grammar, a, b);
        for e in &illegal {
            writeln!(out, "illegal: {}", one_line(&e.to_string()))?;
        }
        if !illegal.is_empty() {
            return Ok(ILLEGAL);
        }
    }
    let answer = match revision {
        Revision::Rfc3987 => Ok(compare_iris(a, b, normalization)),
        _ => compare_in(revision, a, b),
    };
    match answer {
        Ok(e) => {
            let code = if e.rung().is_some() { OK } else { DIFFERENT };
            writeln!(out, "{e}").map(|()| code)
        }
        Err(e) => writeln!(out, "illegal: {}", one_line(&e.to_string())).map(|()| ILLEGAL),
    }
}

#[derive(Serialize)]
struct RevisionEquivalence {
    revision: Revision,
    #[serde(flatten)]
    answer: Answer,
}

#[derive(Serialize)]
#[serde(untagged)]
enum Answer {
    Ladder(Equivalence),
    Illegal { answer: &'static str, reason: String },
}

/// `compare --all [--json] A B`: every revision's answer, oldest first: a
/// table (revision, answer, rung, clause) or a JSON array. Each revision
/// first checks both with its grammar, as `compare --grammar` does: an
/// input it rejects makes its answer `illegal`, with the diagnostic. Exit 0
/// when some revision finds the two equivalent, 1 otherwise.
pub(crate) fn run_all(json: bool, a: &str, b: &str) -> io::Result<u8> {
    let illegal = |reason: String| Answer::Illegal { answer: "illegal", reason };
    let answers: Vec<RevisionEquivalence> = Revision::ALL
        .into_iter()
        .map(|revision| {
            let rejected = revision.grammar().map(|g| illegal_inputs(g, a, b)).unwrap_or_default();
            let answer = if rejected.is_empty() {
                match compare_in(revision, a, b) {
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
