//! `rfc1630 diff A B [--json]` and `rfc1630 diff A B --corpus FILE [--json]`.

use super::{FAILED, OK};
use rfc1630::diff::{corpus_inputs, diff, load, outcome_diff};
use rfc1630::Grammar;
use std::io::{self, Write};
use std::path::Path;

pub(crate) fn run(a: &str, b: &str, json: bool, corpus: Option<&Path>, from: Option<&str>) -> io::Result<u8> {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    if let Some(corpus) = corpus {
        let (Ok(ga), Ok(gb)) = (a.parse::<Grammar>(), b.parse::<Grammar>()) else {
            eprintln!(
                "rfc1630: --corpus runs compiled grammars: A and B must be grammar ids ({})",
                Grammar::ALL.map(Grammar::id).join(", ")
            );
            return Ok(FAILED);
        };
        let text = std::fs::read_to_string(corpus)
            .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", corpus.display())))?;
        let d = outcome_diff(ga, gb, corpus_inputs(corpus, &text));
        if json {
            writeln!(out, "{}", serde_json::to_string(&d)?)?;
        } else {
            for c in &d.changed {
                writeln!(out, "{}\t{:?}\t{}\t{}", c.kind, c.input, c.a, c.b)?;
            }
            let counts: Vec<String> = d.counts.iter().map(|(k, n)| format!("{k} {n}")).collect();
            writeln!(
                out,
                "{} -> {}: {} inputs, {} changed ({})",
                d.a,
                d.b,
                d.inputs,
                d.changed.len(),
                counts.join(", ")
            )?;
        }
        return Ok(OK);
    }
    let (ga, gb) = match (load(a), load(b)) {
        (Ok(ga), Ok(gb)) => (ga, gb),
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("rfc1630: {e}");
            return Ok(FAILED);
        }
    };
    let (ga, gb) = match from {
        None => (ga, gb),
        Some(from) => {
            let (root_a, root_b) = from.split_once('=').unwrap_or((from, from));
            match (ga.reachable_from(root_a, root_a), gb.reachable_from(root_b, root_a)) {
                (Ok(ga), Ok(gb)) => (ga, gb),
                (Err(missing), _) | (_, Err(missing)) => {
                    eprintln!("rfc1630: --from: no listing rule `{missing}`");
                    return Ok(FAILED);
                }
            }
        }
    };
    let d = diff(&ga, &gb);
    if json {
        writeln!(out, "{}", serde_json::to_string(&d)?)?;
        return Ok(OK);
    }
    writeln!(
        out,
        "{} -> {}: {} unchanged, {} changed, {} only in {}, {} only in {}",
        d.a,
        d.b,
        d.unchanged,
        d.changed.len(),
        d.only_in_a.len(),
        d.a,
        d.only_in_b.len(),
        d.b
    )?;
    for rule in &d.only_in_a {
        writeln!(out, "- {rule}")?;
    }
    for rule in &d.only_in_b {
        writeln!(out, "+ {rule}")?;
    }
    for c in &d.changed {
        writeln!(out, "~ {} ({})", c.rule, c.kind)?;
        writeln!(out, "    {}: {}", d.a, c.citation_a)?;
        writeln!(out, "    {}: {}", d.b, c.citation_b)?;
        writeln!(out, "    a: {}", c.a)?;
        writeln!(out, "    b: {}", c.b)?;
        if !c.added.is_empty() {
            writeln!(out, "    added: {}", c.added.join("  "))?;
        }
        if !c.removed.is_empty() {
            writeln!(out, "    removed: {}", c.removed.join("  "))?;
        }
    }
    Ok(OK)
}
