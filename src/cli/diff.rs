//! `rfc1630 diff A B [--json]` and `rfc1630 diff A B --corpus FILE [--json]`.
//!
//! A or B may be a `.pest` file. `--grammar-file` names companions of the
//! `.pest` files (both, when both are files: a companion's rules are read
//! after each file's own); `--entry` is the rule the files start from in the
//! corpus mode (the rule-by-rule mode has `--from`).
//!
//! The human output is a summary line, then tables whose columns are named
//! after A and B once, in the header, not on every row.

use super::{escape_controls, table, PestFiles, FAILED, OK};
use rfc1630::study::diff::{corpus_inputs, diff_languages, load_with, outcome_diff};
use rfc1630::study::language::{readable, LanguageDiff, LanguageWitness, Relation};
use rfc1630::study::workbench::outcome_changes;
use rfc1630::Grammar;
use std::io::{self, Write};
use std::path::Path;

pub(crate) fn run(
    a: &str,
    b: &str,
    json: bool,
    corpus: Option<&Path>,
    from: Option<&str>,
    witnesses: usize,
    files: &PestFiles,
) -> io::Result<u8> {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    if let Some(corpus) = corpus {
        let text = std::fs::read_to_string(corpus)
            .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", corpus.display())))?;
        let (Ok(ga), Ok(gb)) = (a.parse::<Grammar>(), b.parse::<Grammar>()) else {
            return user_corpus_diff(&mut out, a, b, json, corpus, &text, files);
        };
        let d = outcome_diff(ga, gb, corpus_inputs(corpus, &text));
        if json {
            writeln!(out, "{}", serde_json::to_string(&d)?)?;
        } else {
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
            if !d.changed.is_empty() {
                let mut t = table(["input", "change", d.a.id(), d.b.id()]);
                for c in &d.changed {
                    let verdict = |v: &rfc1630::study::diff::Outcome, g: Grammar| {
                        let shown = v.to_string();
                        shown.strip_prefix(&format!("{}:", g.id())).unwrap_or(&shown).to_string()
                    };
                    t.add_row([
                        escape_controls(&c.input).into_owned(),
                        c.kind.to_string(),
                        verdict(&c.a, d.a),
                        verdict(&c.b, d.b),
                    ]);
                }
                writeln!(out, "{t}")?;
            }
        }
        return Ok(OK);
    }
    let companions = files.companions();
    let (ga, gb) = match (load_with(a, &companions), load_with(b, &companions)) {
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
            // The document's spelling (`URI-reference`) or pest's (`URI_reference`).
            let spelled = |g: &rfc1630::study::diff::LoadedGrammar, root: &str| {
                if g.rule_names().iter().any(|name| name == root) {
                    root.to_string()
                } else {
                    root.replace('-', "_")
                }
            };
            let (root_a, root_b) = (spelled(&ga, root_a), spelled(&gb, root_b));
            match (ga.reachable_from(&root_a, &root_a), gb.reachable_from(&root_b, &root_a)) {
                (Ok(ga), Ok(gb)) => (ga, gb),
                (Err(missing), _) | (_, Err(missing)) => {
                    eprintln!("rfc1630: --from: no listing rule `{missing}`");
                    return Ok(FAILED);
                }
            }
        }
    };
    let d = diff_languages(&ga, &gb, witnesses).spelled(&ga, &gb);
    if json {
        writeln!(out, "{}", serde_json::to_string(&d)?)?;
        return Ok(OK);
    }
    writeln!(
        out,
        "{} -> {}: {} unchanged ({} renamed), {} changed, {} only in {}, {} only in {}",
        d.a,
        d.b,
        d.unchanged,
        d.renamed.len(),
        d.changed.len(),
        d.only_in_a.len(),
        d.a,
        d.only_in_b.len(),
        d.b
    )?;
    match &d.path {
        Some(path) => writeln!(
            out,
            "pairing: along {} through the correspondence table (rows [n] below), else by shared name",
            path.join(" -> ")
        )?,
        None => writeln!(out, "pairing: by shared name only ({} and {} are not on one line of descent)", d.a, d.b)?,
    }
    if let Some(language) = &d.language {
        writeln!(out, "language: {}", relation(language))?;
        for (side, witnesses) in [(&d.a, &language.a_only), (&d.b, &language.b_only)] {
            if !witnesses.is_empty() {
                writeln!(out, "  only in {side}:")?;
            }
            for w in witnesses {
                writeln!(out, "    {}  {}: {}; {}: {}", shown(w), d.a, w.a, d.b, w.b)?;
            }
        }
    }
    if !d.only_in_a.is_empty() {
        writeln!(out, "only in {}: {}", d.a, d.only_in_a.join(", "))?;
    }
    if !d.only_in_b.is_empty() {
        writeln!(out, "only in {}: {}", d.b, d.only_in_b.join(", "))?;
    }
    // Each correspondence row once, numbered in order of first use.
    let mut rows: Vec<String> = Vec::new();
    let mut marks = |table: &[String]| -> String {
        let numbers: Vec<String> = table
            .iter()
            .map(|row| {
                let n = rows.iter().position(|r| r == row).unwrap_or_else(|| {
                    rows.push(row.clone());
                    rows.len() - 1
                });
                format!("[{}]", n + 1)
            })
            .collect();
        numbers.join("")
    };
    if !d.renamed.is_empty() {
        let shown: Vec<String> =
            d.renamed.iter().map(|r| format!("{} -> {} {}", r.rule, r.successor, marks(&r.table))).collect();
        writeln!(out, "renamed, same definition: {}", shown.join(", "))?;
    }
    if !d.changed.is_empty() {
        let mut t = table(["rule", "change", "language", &d.a, &d.b]);
        for c in &d.changed {
            let mut change = vec![];
            if !c.added.is_empty() {
                change.push(format!("+ {}", c.added.join("  ")));
            }
            if !c.removed.is_empty() {
                change.push(format!("- {}", c.removed.join("  ")));
            }
            // A character class may hold a control character, or a blank one: escaped, as a witness is.
            let added_removed: Vec<String> = change.iter().map(|line| readable(line).into_owned()).collect();
            let change = format!("{} {}", c.kind, added_removed.join("\n"));
            let rule = match &c.successor {
                Some(successor) => format!("{}\n-> {successor} {}", c.rule, marks(&c.table)),
                None if !c.table.is_empty() => format!("{} {}", c.rule, marks(&c.table)),
                None => c.rule.clone(),
            };
            let language = c.language.as_ref().map_or_else(|| "unknown".to_string(), |l| row(l, &d.a, &d.b));
            t.add_row([
                rule,
                change,
                language,
                format!("{}\n({})", c.a, c.citation_a),
                format!("{}\n({})", c.b, c.citation_b),
            ]);
        }
        writeln!(out, "{t}")?;
    }
    let language_changed = d.language_changed.as_deref().unwrap_or_default();
    if !language_changed.is_empty() {
        writeln!(out, "same text, language changed through a rule it uses:")?;
        for c in language_changed {
            let rule = match &c.successor {
                Some(successor) => format!("{} -> {successor}", c.rule),
                None => c.rule.clone(),
            };
            writeln!(out, "  {rule}: {}", row(&c.language, &d.a, &d.b).replace('\n', " "))?;
        }
    }
    for (n, row) in rows.iter().enumerate() {
        writeln!(out, "[{}] {row}", n + 1)?;
    }
    Ok(OK)
}

/// The corpus diff when A or B is a `.pest` file: the same summary line
/// and table as for two ids, run by `pest_vm` for the file.
fn user_corpus_diff(
    out: &mut impl Write,
    a: &str,
    b: &str,
    json: bool,
    corpus: &Path,
    text: &str,
    files: &PestFiles,
) -> io::Result<u8> {
    let (ga, gb) = match (files.load(a), files.load(b)) {
        (Ok(ga), Ok(gb)) => (ga, gb),
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("{e}");
            return Ok(FAILED);
        }
    };
    let inputs = corpus_inputs(corpus, text);
    let count = inputs.len();
    let changed = outcome_changes(&ga, &gb, inputs);
    let mut counts = std::collections::BTreeMap::<&str, usize>::new();
    for c in &changed {
        *counts.entry(c.kind).or_default() += 1;
    }
    if json {
        let d =
            serde_json::json!({"a": ga.name(), "b": gb.name(), "inputs": count, "counts": counts, "changed": changed});
        writeln!(out, "{d}")?;
        return Ok(OK);
    }
    let shown: Vec<String> = counts.iter().map(|(k, n)| format!("{k} {n}")).collect();
    writeln!(out, "{} -> {}: {count} inputs, {} changed ({})", ga.name(), gb.name(), changed.len(), shown.join(", "))?;
    if !changed.is_empty() {
        let mut t = table(["input", "change", ga.name(), gb.name()]);
        for c in &changed {
            let short = |v: &str, name: &str| v.strip_prefix(&format!("{name}:")).unwrap_or(v).to_string();
            t.add_row([
                escape_controls(&c.input).into_owned(),
                c.kind.to_string(),
                short(&c.a, ga.name()),
                short(&c.b, gb.name()),
            ]);
        }
        writeln!(out, "{t}")?;
    }
    Ok(OK)
}

/// A relation as the summary prints it: `equal (exact)`, or with the
/// bound it rests on when a language has no automaton or the product
/// outgrew its budget. A search that stops proves no equality: one that
/// found no difference says so, with its bound, never `equal`.
fn relation(language: &LanguageDiff) -> String {
    match language.bound {
        _ if language.exact => format!("{} (exact)", language.relation),
        Some(bound) if no_difference_found(language) => {
            format!("no difference up to {bound} bytes (not exact: every string up to {bound} bytes tried)")
        }
        Some(bound) => format!("{} (not exact: every string up to {bound} bytes tried)", language.relation),
        None => language.relation.to_string(),
    }
}

/// A comparison that is not exact and found no string of either side alone.
fn no_difference_found(language: &LanguageDiff) -> bool {
    !language.exact && language.a_only.is_empty() && language.b_only.is_empty()
}

/// A rule row's language: `equal`, or the relation and the shortest
/// witness of each difference with the side that accepts it.
fn row(language: &LanguageDiff, a: &str, b: &str) -> String {
    let mut lines = vec![match (language.relation, language.exact) {
        (Relation::Equal, true) => return "equal".to_string(),
        (_, true) => language.relation.to_string(),
        (_, false) if no_difference_found(language) => {
            format!("no difference up to {} bytes", language.bound.unwrap_or(0))
        }
        (_, false) => format!("{} (up to {} bytes)", language.relation, language.bound.unwrap_or(0)),
    }];
    for (side, witnesses) in [(a, &language.a_only), (b, &language.b_only)] {
        if let Some(w) = witnesses.first() {
            lines.push(format!("{} only in {side}", shown(w)));
        }
    }
    lines.join("\n")
}

/// A witness's input, quoted, as [`readable`] writes it (`\u{a0}` for a
/// no-break space); the empty string
/// named, as two backticks are easily missed.
fn shown(witness: &LanguageWitness) -> String {
    match witness.input.as_str() {
        "" => "the empty string".to_string(),
        input => format!("`{}`", readable(input)),
    }
}
