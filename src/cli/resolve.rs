//! `rfc1630 resolve [--grammar G] [--literal] CONTEXT PARTIAL...`: one line
//! per partial, in the order given: the result alone, or `error: <message>`
//! (on one line) for a partial that cannot be resolved (the document has no
//! partial forms, or the context is not absolute). Where the document's
//! algorithm resolves a partial its grammar rejects (RFC 1808, RFC 2396,
//! RFC 2732: [`Operations::parses_reference_itself`]), the result line is
//! followed by the rejection, indented: `  grammar: reference rejected at
//! byte 0 (F34)`. The other partials are still resolved. Exit 0 when every
//! partial was resolved, 1 otherwise.
//! `G` is the grammar of a whole document, whose resolution runs (the
//! library's [`operations_of`](rfc1630::revisions::operations_of)); a
//! grammar of one listing or layer is a usage error (exit 2) that names the
//! grammar to use, as the library's error does.
//!
//! `resolve --all [--json] [--clients FILE] CONTEXT PARTIAL...`: per
//! partial, every revision's result, oldest first, one row each: `=` when
//! it is the result of the nearest earlier revision that has one, `≠` with
//! the steps that decided it when it differs (the first revision always
//! shows its steps). With `--clients` (a TSV with `base`, `relative`,
//! `expected` and `reported_by`, as `resolution-fielding-1998.tsv`), one
//! row more per client that reported a result for the pair, with the
//! revisions that give the same. A revision whose grammar rejects the base
//! or the partial shows that instead of a result (`reference rejected at
//! byte 0 (F34)`, the finding if one explains it), with the diagnostic; in
//! JSON, `rejected` (`role`, `input`, `production`, `offset`, `finding`,
//! `error`) instead of `resolved`. A revision whose algorithm resolves a
//! partial its grammar rejects shows the result with the rejection under it;
//! in JSON, `resolved` and `grammar_rejects` (`offset`, `expected`,
//! `finding`) side by side. Exit 0 when some revision resolves every
//! partial, 1 otherwise.

use super::{one_line, OK, REJECTED};
use rfc1630::revisions::resolution::{resolve_all, ResolveOptions, RevisionAnswer};
use rfc1630::revisions::Operations;
use rfc1630::Grammar;
use serde::Serialize;
use std::io::{self, Write};
use std::path::Path;

pub(crate) fn run(operations: &Operations, literal: bool, context: &str, partials: &[String]) -> io::Result<u8> {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let options = ResolveOptions::literal(literal);
    let mut code = OK;
    for partial in partials {
        match operations.resolve(options, context, partial) {
            Ok(resolution) => {
                writeln!(out, "{}", resolution.target)?;
                if let Some(rejection) = &resolution.grammar_rejects {
                    writeln!(out, "  grammar: {}", rejection.short())?;
                }
            }
            Err(e) => {
                code = REJECTED;
                writeln!(out, "error: {}", one_line(&e.to_string()))?;
            }
        }
    }
    Ok(code)
}

/// One partial under every revision, and what the clients did with it.
#[derive(Serialize)]
struct Across<'a> {
    context: &'a str,
    partial: &'a str,
    revisions: Vec<Row>,
    clients: Vec<ClientRow>,
}

#[derive(Serialize)]
struct Row {
    #[serde(flatten)]
    answer: RevisionAnswer,
    /// The result differs from the nearest earlier revision's result.
    changed: bool,
}

#[derive(Serialize)]
struct ClientRow {
    client: String,
    result: String,
    /// The revisions whose result is the client's.
    same_as: Vec<Grammar>,
}

/// A client's result from the clients' table.
struct Reported {
    base: String,
    relative: String,
    result: String,
    clients: Vec<String>,
}

fn read_clients(path: &Path) -> io::Result<Vec<Reported>> {
    let text =
        std::fs::read_to_string(path).map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", path.display())))?;
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().unwrap_or_default().split('\t').collect();
    let column = |name: &str| {
        header.iter().position(|h| *h == name).ok_or_else(|| {
            io::Error::new(io::ErrorKind::InvalidData, format!("{}: no `{name}` column", path.display()))
        })
    };
    let [base, relative, expected, reported_by] =
        [column("base")?, column("relative")?, column("expected")?, column("reported_by")?];
    Ok(lines
        .filter(|l| !l.is_empty())
        .map(|line| {
            let fields: Vec<String> = line.split('\t').map(rfc1630::study::tsv::unescape).collect();
            let field = |i: usize| fields.get(i).cloned().unwrap_or_default();
            // `R=RFC 2396 (...); 1=Mozilla/4.03 ...`: the name after the key.
            let clients = field(reported_by)
                .split(';')
                .map(|c| c.trim().split_once('=').map_or(c.trim(), |(_, name)| name).to_string())
                .collect();
            Reported { base: field(base), relative: field(relative), result: field(expected), clients }
        })
        .collect())
}

/// Marks each answer that differs from the nearest earlier one with a result.
fn rows(answers: Vec<RevisionAnswer>) -> Vec<Row> {
    let mut previous: Option<String> = None;
    answers
        .into_iter()
        .map(|answer| {
            let target = answer.answer.as_ref().ok().map(|r| r.target.clone());
            let changed = target.is_some() && target != previous;
            if target.is_some() {
                previous = target;
            }
            Row { answer, changed }
        })
        .collect()
}

pub(crate) fn run_all(
    literal: bool,
    json: bool,
    clients: Option<&Path>,
    context: &str,
    partials: &[String],
) -> io::Result<u8> {
    let reported = clients.map(read_clients).transpose()?.unwrap_or_default();
    let options = ResolveOptions::literal(literal);
    let mut code = OK;
    let mut all = Vec::with_capacity(partials.len());
    for partial in partials {
        let revisions = rows(resolve_all(options, context, partial));
        if revisions.iter().all(|r| r.answer.answer.is_err()) {
            code = REJECTED;
        }
        let clients = reported
            .iter()
            .filter(|r| r.base == context && r.relative == *partial)
            .flat_map(|r| {
                let same_as: Vec<Grammar> = revisions
                    .iter()
                    .filter(|row| row.answer.answer.as_ref().is_ok_and(|a| a.target == r.result))
                    .map(|row| row.answer.revision)
                    .collect();
                r.clients.iter().map(move |client| ClientRow {
                    client: client.clone(),
                    result: r.result.clone(),
                    same_as: same_as.clone(),
                })
            })
            .collect();
        all.push(Across { context, partial, revisions, clients });
    }
    let stdout = io::stdout();
    let mut out = stdout.lock();
    if json {
        serde_json::to_writer(&mut out, &all)?;
        writeln!(out)?;
        return Ok(code);
    }
    for across in &all {
        writeln!(out, "{}  +  {}", across.context, across.partial)?;
        let mut table = super::table(["revision or client", "result", "", "deciding steps"]);
        for (i, row) in across.revisions.iter().enumerate() {
            let (result, steps) = match &row.answer.answer {
                Ok(r) => match &r.grammar_rejects {
                    Some(rejection) => (format!("{}\ngrammar: {}", r.target, rejection.short()), r.steps.join("; ")),
                    None => (r.target.clone(), r.steps.join("; ")),
                },
                Err(e) => (e.rejection().map_or("—".to_string(), |r| r.short()), one_line(&e.to_string())),
            };
            let (mark, steps) = match (&row.answer.answer, row.changed) {
                (Err(_), _) => ("", steps),
                (Ok(_), true) => (if i == 0 { "" } else { "≠" }, steps),
                (Ok(_), false) => ("=", String::new()),
            };
            table.add_row([row.answer.revision.id().to_string(), result, mark.to_string(), steps]);
        }
        for client in &across.clients {
            let same: Vec<&str> = client.same_as.iter().map(|r| r.id()).collect();
            let same = if same.is_empty() { "no revision".to_string() } else { format!("as {}", same.join(", ")) };
            table.add_row([client.client.clone(), client.result.clone(), String::new(), same]);
        }
        writeln!(out, "{table}")?;
    }
    Ok(code)
}
