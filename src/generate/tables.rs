//! The generated tables and lists of the docs: the findings, the
//! overrides, the catalogue's counts, the generic line on the corpora,
//! Appendix D.

use super::counts::{is_lineage, prose_list};
use crate::documents::rfc3986::study::appendix_d;
use crate::documents::Shelf;
use crate::grammar::findings::{self, Expect, Finding, Quote};
use crate::grammar::overrides::{Kind, Override, OVERRIDES};
use crate::grammar::Grammar;
use crate::study::conformance::{catalogue, home_grammar, Example};
use crate::study::language::shortest_faults;
use crate::study::lineage::line_of;
use std::io;
use std::path::Path;

/// A table cell: a `|` escaped.
fn cell(s: &str) -> String {
    s.replace('|', "\\|")
}

fn grammars(finding: &Finding) -> String {
    finding.grammars.iter().map(|g| g.id()).collect::<Vec<_>>().join(", ")
}

/// The findings table of `docs/findings.md`: id, kind, grammars, summary.
pub(super) fn findings(_: &Path) -> io::Result<String> {
    let mut out = String::from("| id | kind | grammars | finding |\n|---|---|---|---|\n");
    for f in findings::ALL {
        out.push_str(&format!("| {} | {} | {} | {} |\n", f.id, f.evidence, grammars(f), cell(f.summary)));
    }
    Ok(out)
}

/// The Findings table of `grammar/ERRATA.md`: every finding in full, with
/// its quotes and its witnesses' verdicts.
pub(super) fn findings_in_full(_: &Path) -> io::Result<String> {
    let mut out = String::from(
        "| id | kind | grammars | finding | listing | prose or example | witnesses (verdict per grammar) |\n\
         |---|---|---|---|---|---|---|\n",
    );
    for f in findings::ALL {
        out.push_str(&format!(
            "| {} | {} | {} | {} | {} | {} | {} |\n",
            f.id,
            f.evidence,
            grammars(f),
            cell(f.detail),
            quotes(f.listing),
            quotes(f.prose),
            witnesses(f)
        ));
    }
    Ok(out)
}

/// The listings an override changes, then where they print it.
fn listings(o: &Override) -> String {
    let ids = o.listings.iter().map(|l| l.id()).collect::<Vec<_>>().join(", ");
    match o.row.at {
        Some(at) => format!("{ids} ({at})"),
        None => ids,
    }
}

/// The E table of `grammar/ERRATA.md`: every erratum, with what the listing prints.
pub(super) fn errata(_: &Path) -> io::Result<String> {
    let mut out = String::from(
        "| id | listing | verbatim | change | reason | witness |\n\
         |---|---|---|---|---|---|\n",
    );
    for o in OVERRIDES.iter().filter(|o| o.kind == Kind::Erratum) {
        let verbatim = o.printed.split("; ").map(|p| format!("`{p}`")).collect::<Vec<_>>().join(", ");
        out.push_str(&format!(
            "| {} | {} | {} | {} | {} | {} |\n",
            o.id,
            cell(&listings(o)),
            cell(&verbatim),
            cell(o.row.change),
            cell(o.row.reason),
            cell(o.row.witness)
        ));
    }
    Ok(out)
}

/// The rows of a P or C table: id, listings, what, where, why, witness.
fn changes(header: &str, rows: impl Iterator<Item = &'static Override>) -> String {
    let mut out = format!("| id | listing | what | where | {header} | witness |\n|---|---|---|---|---|---|\n");
    for o in rows {
        out.push_str(&format!(
            "| {} | {} | {} | {} | {} | {} |\n",
            o.id,
            cell(&listings(o)),
            cell(o.row.change),
            cell(o.row.rules),
            cell(o.row.reason),
            cell(o.row.witness)
        ));
    }
    out
}

/// The P table of `grammar/ERRATA.md`: the PEG mechanics, which keep the language.
pub(super) fn peg(_: &Path) -> io::Result<String> {
    let peg = |o: &&Override| !matches!(o.kind, Kind::Erratum | Kind::Composition);
    Ok(changes("why the language is the same", OVERRIDES.iter().filter(peg)))
}

/// The C table of `grammar/ERRATA.md`: the default grammar's composition.
pub(super) fn composition(_: &Path) -> io::Result<String> {
    Ok(changes("why", OVERRIDES.iter().filter(|o| o.kind == Kind::Composition)))
}

/// The table of `docs/findings.md` that gives each finding where one grammar
/// accepts what another does not its shortest witness with the same fault.
pub(super) fn findings_shortest(_: &Path) -> io::Result<String> {
    let mut out = String::from(
        "| id | accepted by | refused by, at byte | the finding's witness | the shortest with the same fault |\n\
         |---|---|---|---|---|\n",
    );
    for fault in shortest_faults() {
        let shortest = match fault.shortest == fault.witness {
            true => "(the witness itself)".to_string(),
            false => format!("`{}`", cell(&fault.shortest)),
        };
        out.push_str(&format!(
            "| {} | {} | {}, {} | `{}` | {shortest} |\n",
            fault.finding,
            fault.accepts,
            fault.rejects,
            fault.offset,
            cell(fault.witness)
        ));
    }
    Ok(out)
}

fn quotes(quotes: &[Quote]) -> String {
    if quotes.is_empty() {
        return "-".to_string();
    }
    quotes.iter().map(|q| format!("`{}` ({})", cell(q.text), q.cite)).collect::<Vec<_>>().join("; ")
}

fn witnesses(finding: &Finding) -> String {
    let mut out = Vec::new();
    for witness in finding.witnesses {
        let verdicts: Vec<String> = witness
            .verdicts
            .iter()
            .map(|(g, e)| match e {
                Expect::Accepted(production) => format!("{g}: {production}"),
                Expect::Rejected(at) => format!("{g}: rejected at byte {at}"),
            })
            .collect();
        out.push(format!("`{}`: {}", cell(witness.input), verdicts.join(", ")));
    }
    out.join("; ")
}

/// The table "Appendix D says / the grammars show" of `docs/lineage.md`.
pub(super) fn appendix_d(_: &Path) -> io::Result<String> {
    appendix_d::says_and_shows_table().map_err(io::Error::other)
}

/// The table of `docs/lineage.md` that reads Appendix D.2's obsolete-rule
/// table as language claims.
pub(super) fn appendix_d_translations(_: &Path) -> io::Result<String> {
    Ok(appendix_d::translations_table())
}

/// How many of `examples` have each key, most first; a tie in
/// alphabetical order.
fn tally<'e>(examples: impl IntoIterator<Item = &'e Example>, key: impl Fn(&Example) -> &str) -> Vec<(String, usize)> {
    let mut out: Vec<(String, usize)> = Vec::new();
    for example in examples {
        let key = key(example);
        match out.iter_mut().find(|(k, _)| k == key) {
            Some((_, n)) => *n += 1,
            None => out.push((key.to_string(), 1)),
        }
    }
    out.sort_by(|(a, m), (b, n)| n.cmp(m).then_with(|| a.cmp(b)));
    out
}

/// `key count` pairs, as a list: `uri 87, fragment-of-uri 36`.
fn counts(tally: &[(String, usize)]) -> Vec<String> {
    tally.iter().map(|(key, n)| format!("{key} {n}")).collect()
}

/// The catalogue's files in file order, each with its rows; the seeds or
/// the lineage.
fn files(root: &Path, lineage: bool) -> Vec<(String, Vec<Example>)> {
    let mut out: Vec<(String, Vec<Example>)> = Vec::new();
    for example in catalogue().into_iter().filter(|e| is_lineage(root, &e.file) == lineage) {
        match out.iter_mut().find(|(file, _)| *file == example.file) {
            Some((_, rows)) => rows.push(example),
            None => out.push((example.file.clone(), vec![example])),
        }
    }
    out
}

/// The rows of each seed file, with the document part of its ids.
pub(super) fn seed_rows(root: &Path) -> io::Result<String> {
    let mut out = String::from("| file | rows |\n|---|---|\n");
    let files = files(root, false);
    for (file, rows) in &files {
        let document = rows[0].id.split("-p").next().unwrap_or_default();
        out.push_str(&format!("| `{file}` ({document}) | {} |\n", rows.len()));
    }
    out.push_str(&format!("| **total** | **{}** |\n", files.iter().map(|(_, rows)| rows.len()).sum::<usize>()));
    Ok(out)
}

/// The seed rows by claim.
pub(super) fn seed_claims(root: &Path) -> io::Result<String> {
    let files = files(root, false);
    let mut out = String::from("| claim | rows |\n|---|---|\n");
    for (claim, n) in tally(files.iter().flat_map(|(_, rows)| rows), |e| e.claim.word()) {
        out.push_str(&format!("| {claim} | {n} |\n"));
    }
    Ok(out)
}

/// The seed rows by kind, as a list.
pub(super) fn seed_kinds(root: &Path) -> io::Result<String> {
    let files = files(root, false);
    Ok(counts(&tally(files.iter().flat_map(|(_, rows)| rows), |e| &e.kind)).join(", "))
}

/// Each seed file's rows by claim, in words; files with the same counts
/// side by side (`003 and 000 each have ...`), named by their number.
pub(super) fn seed_file_claims(root: &Path) -> io::Result<String> {
    let mut groups: Vec<(Vec<String>, Vec<String>)> = Vec::new();
    for (file, rows) in files(root, false) {
        let claims = counts(&tally(&rows, |e| e.claim.word()));
        let number = file.split('_').next().unwrap_or(&file).to_string();
        match groups.last_mut() {
            Some((numbers, same)) if *same == claims => numbers.push(number),
            _ => groups.push((vec![number], claims)),
        }
    }
    let sentences: Vec<String> = groups
        .iter()
        .map(|(numbers, claims)| {
            let have = if numbers.len() == 1 { "has" } else { "each have" };
            format!("{} {have} {}.", prose_list(numbers), prose_list(claims))
        })
        .collect();
    Ok(sentences.join(" "))
}

/// The rows of each lineage file, with its claims.
pub(super) fn lineage_rows(root: &Path) -> io::Result<String> {
    let files = files(root, true);
    let mut out = String::from("| file | rows | claims |\n|---|---|---|\n");
    for (file, rows) in &files {
        let claims = counts(&tally(rows, |e| e.claim.word())).join(", ");
        out.push_str(&format!("| `{file}` | {} | {claims} |\n", rows.len()));
    }
    out.push_str(&format!("| **total** | **{}** | |\n", files.iter().map(|(_, rows)| rows.len()).sum::<usize>()));
    Ok(out)
}

/// The lineage's documents with their rows, in words.
pub(super) fn lineage_list(root: &Path) -> io::Result<String> {
    let files = files(root, true);
    let items: Vec<String> = files
        .iter()
        .enumerate()
        .map(|(i, (file, rows))| {
            let document = home_grammar(file).map_or(file.as_str(), |g| g.listings()[0].document());
            match i {
                0 => format!("{document} ({} rows)", rows.len()),
                _ => format!("{document} ({})", rows.len()),
            }
        })
        .collect();
    Ok(prose_list(&items))
}

/// The grammars of the generic line's table: the default grammar, then,
/// oldest first, every grammar on the line that begins with RFC 1630's
/// generic listing and every lineage document's own grammar beside it (RFC
/// 1738's URL listing: what the generic syntax replaced for URLs).
fn generic_line() -> Vec<Grammar> {
    let on_it = |g: &Grammar| {
        let document = crate::documents::of(*g);
        line_of(*g).is_some_and(|line| line.first == Grammar::Rfc1630Generic)
            || (document.shelf == Shelf::Lineage && document.grammar == *g)
    };
    std::iter::once(Grammar::Rfc1630).chain(Grammar::ALL.into_iter().filter(on_it)).collect()
}

/// The first column of a corpus TSV (escapes undone), with the second.
fn corpus(root: &Path, name: &str) -> io::Result<Vec<(String, String)>> {
    let path = root.join("../shared/corpora").join(name);
    let text =
        std::fs::read_to_string(&path).map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", path.display())))?;
    Ok(text
        .lines()
        .skip(1)
        .filter(|line| !line.is_empty())
        .map(|line| {
            let mut fields = line.split('\t');
            let uri = crate::support::tsv::unescape(fields.next().unwrap_or_default());
            (uri, fields.next().unwrap_or_default().to_string())
        })
        .collect())
}

/// How many of the era URLs and of `uri-valid-invalid.tsv` (of its valid
/// and invalid rows) each grammar of the generic line accepts.
pub(super) fn generic_line_acceptance(root: &Path) -> io::Result<String> {
    let era = corpus(root, "era-urls.tsv")?;
    let marked = corpus(root, "uri-valid-invalid.tsv")?;
    let mut out = String::from(
        "| grammar | era URLs | uri-valid-invalid | of the valid | of the invalid |\n|---|---|---|---|---|\n",
    );
    for grammar in generic_line() {
        let accepts = |uri: &str| crate::check(grammar, uri).is_ok();
        let of = |rows: &[(String, String)], mark: Option<&str>| {
            rows.iter().filter(|(uri, m)| mark.is_none_or(|mark| m == mark) && accepts(uri)).count()
        };
        let name = match grammar {
            Grammar::Rfc1630 => format!("{grammar} (default)"),
            _ => grammar.to_string(),
        };
        out.push_str(&format!(
            "| {name} | {} | {} | {} | {} |\n",
            of(&era, None),
            of(&marked, None),
            of(&marked, Some("valid")),
            of(&marked, Some("invalid"))
        ));
    }
    Ok(out)
}
