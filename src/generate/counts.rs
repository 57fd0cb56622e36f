//! The counts and lists of ids the data gives, for the generated texts.
//!
//! A list of ids is written as ranges (`P1-P5`); a `-range` text joins them
//! as prose does (`F1-F40 and F50`), a `-rows` text as a list of table rows
//! (`P1-P5, P9, P14`).

use crate::grammar::findings;
use crate::grammar::overrides::OVERRIDES;
use crate::grammar::Listing;
use crate::study::conformance::{self, Agreement, Claim, ExampleOutcome};
use std::io;
use std::path::Path;
use std::sync::OnceLock;

/// Ids written as ranges of consecutive numbers: `F1`..`F40`, `F50` is
/// `["F1-F40", "F50"]`. The ids are a letter and a number, in any order.
fn ranges<'a>(ids: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    let mut numbered: Vec<(char, u32)> = ids
        .into_iter()
        .filter_map(|id| {
            let letter = id.chars().next()?;
            Some((letter, id[letter.len_utf8()..].parse().ok()?))
        })
        .collect();
    numbered.sort_unstable();
    numbered.dedup();
    let mut out: Vec<((char, u32), u32)> = Vec::new();
    for (letter, n) in numbered {
        match out.last_mut() {
            Some(((l, _), last)) if *l == letter && *last + 1 == n => *last = n,
            _ => out.push(((letter, n), n)),
        }
    }
    out.into_iter()
        .map(|((letter, first), last)| match first == last {
            true => format!("{letter}{first}"),
            false => format!("{letter}{first}-{letter}{last}"),
        })
        .collect()
}

/// Items as prose lists them: `a`, `a and b`, `a, b and c`.
pub(super) fn prose_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

pub(super) fn findings_range(_: &Path) -> io::Result<String> {
    Ok(prose_list(&ranges(findings::ALL.iter().map(|f| f.id))))
}

pub(super) fn findings_count(_: &Path) -> io::Result<String> {
    Ok(findings::ALL.len().to_string())
}

/// The override ids that start with `letter`, as prose lists them.
fn override_range(letter: char) -> String {
    prose_list(&ranges(OVERRIDES.iter().map(|o| o.id).filter(|id| id.starts_with(letter))))
}

pub(super) fn peg_range(_: &Path) -> io::Result<String> {
    Ok(override_range('P'))
}

pub(super) fn errata_range(_: &Path) -> io::Result<String> {
    Ok(override_range('E'))
}

pub(super) fn composition_range(_: &Path) -> io::Result<String> {
    Ok(override_range('C'))
}

pub(super) fn deviation_rows(_: &Path) -> io::Result<String> {
    Ok(OVERRIDES.len().to_string())
}

/// The rows of `grammar/ERRATA.md` that change each listing: its errata
/// (`E<n>`) and its PEG mechanics (`P<n>`), one line a listing that has any,
/// in the order of [`Listing::ALL`].
pub(super) fn rows_by_listing(_: &Path) -> io::Result<String> {
    let rows = |listing: Listing, letter: char| {
        let ids = OVERRIDES.iter().filter(|o| o.id.starts_with(letter) && o.listings.contains(&listing));
        let rows = ranges(ids.map(|o| o.id)).join(", ");
        if rows.is_empty() {
            "none".to_string()
        } else {
            rows
        }
    };
    let mut out = String::from("| listing | document | errata | PEG mechanics |\n|---|---|---|---|\n");
    for listing in Listing::ALL {
        let (errata, peg) = (rows(listing, 'E'), rows(listing, 'P'));
        if errata != "none" || peg != "none" {
            out.push_str(&format!("| `{listing}` | {} | {errata} | {peg} |\n", listing.document()));
        }
    }
    Ok(out)
}

pub(super) fn catalogue_count(_: &Path) -> io::Result<String> {
    Ok(conformance::catalogue().len().to_string())
}

pub(super) fn catalogue_documents(_: &Path) -> io::Result<String> {
    let mut files: Vec<String> = conformance::catalogue().into_iter().map(|e| e.file).collect();
    files.sort_unstable();
    files.dedup();
    Ok(files.len().to_string())
}

/// The conformance run, made once per process.
fn outcomes() -> &'static [ExampleOutcome] {
    static OUTCOMES: OnceLock<Vec<ExampleOutcome>> = OnceLock::new();
    OUTCOMES.get_or_init(conformance::run)
}

/// Whether a catalogue file is a document of the lineage (in
/// `../shared/lineage/`), not a seed of 1993-94 (in `../shared/seeds/`).
pub(super) fn is_lineage(root: &Path, file: &str) -> bool {
    root.join("../shared/lineage").join(file).is_file()
}

/// How many outcomes `keep` keeps.
fn count(keep: impl Fn(&ExampleOutcome) -> bool) -> String {
    outcomes().iter().filter(|o| keep(o)).count().to_string()
}

pub(super) fn conformance_agree(_: &Path) -> io::Result<String> {
    Ok(count(|o| o.agreement == Agreement::Agrees))
}

pub(super) fn conformance_no_claim(_: &Path) -> io::Result<String> {
    Ok(count(|o| o.agreement == Agreement::NotApplicable))
}

pub(super) fn conformance_findings(_: &Path) -> io::Result<String> {
    Ok(count(|o| matches!(o.agreement, Agreement::Disagrees(_))))
}

pub(super) fn conformance_lineage_findings(root: &Path) -> io::Result<String> {
    Ok(count(|o| matches!(o.agreement, Agreement::Disagrees(_)) && is_lineage(root, &o.example.file)))
}

pub(super) fn conformance_prose_valid(_: &Path) -> io::Result<String> {
    Ok(count(|o| o.prose_valid))
}

/// Whether an outcome is a row of a lineage document's resolution table.
fn lineage_resolution(root: &Path, o: &ExampleOutcome) -> bool {
    matches!(o.example.claim, Claim::Resolves { .. }) && is_lineage(root, &o.example.file)
}

pub(super) fn resolution_rows(root: &Path) -> io::Result<String> {
    Ok(count(|o| lineage_resolution(root, o)))
}

pub(super) fn resolution_as_printed(root: &Path) -> io::Result<String> {
    Ok(count(|o| lineage_resolution(root, o) && o.agreement == Agreement::Agrees))
}
