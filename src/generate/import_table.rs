//! The table of the lineage imported from its documents' text
//! (`study::import::agreement`): each listing's import against its
//! hand-made grammar, rule by shared rule, as languages.

use crate::study::import::agreement::{self, agreement};
use crate::study::import::{import, Origin};
use crate::study::language::Relation;
use std::io;
use std::path::Path;

/// One row per listing: what was read, the rules extracted and brought in,
/// the lines left out, the rules compared, the entries' relation, the
/// differences and the E rows that explain them, and the E rows the import
/// reports on their rules.
pub(super) fn lineage_imports(root: &Path) -> io::Result<String> {
    let lineage = root.join("../shared/lineage");
    let read = |file: &str| std::fs::read(lineage.join(file));
    let mut out = String::from(
        "| grammar | read | rules | brought in (`--with`) | lines left out | shared rules compared | entries | differences | E rows reported by `import` |\n|---|---|---|---|---|---|---|---|---|\n",
    );
    for l in agreement::lineage_imports() {
        let bytes = read(l.file)?;
        let mut with = Vec::new();
        for (file, _) in l.with {
            with.push((*file, read(file)?));
        }
        let options =
            l.options(|file| with.iter().find(|(f, _)| *f == file).map(|(_, b)| b.clone()).unwrap_or_default());
        let imported = import(l.file, &bytes, &options).map_err(io::Error::other)?;
        let found = agreement(&imported, l.grammar).map_err(io::Error::other)?;
        let exact = if found.whole.exact { "exact" } else { "bounded" };
        let entries = match found.whole.relation {
            Relation::Equal => format!("equal ({exact})"),
            other => format!("{other:?} ({exact})").to_lowercase(),
        };
        let differences = if found.differences.is_empty() {
            "none".to_string()
        } else {
            let each: Vec<String> = found
                .differences
                .iter()
                .map(|d| match d.explained_by.as_slice() {
                    [] => format!("`{}` (unexplained)", d.rule),
                    ids => format!("`{}` ({})", d.rule, ids.join(", ")),
                })
                .collect();
            each.join(", ")
        };
        let errata: Vec<String> = found
            .errata
            .iter()
            .map(|e| {
                let reported = if e.notes.is_empty() { "no note" } else { "a note on the rule" };
                format!("{} on `{}`: {reported}", e.id, e.rule)
            })
            .collect();
        let brought: Vec<String> = imported
            .with
            .iter()
            .map(|w| {
                let ranges: Vec<String> = w.ranges.iter().map(|(a, b)| format!("l.{a}-{b}")).collect();
                format!("{} of {} ({} {})", w.brought.len(), w.defined, w.document, ranges.join(", "))
            })
            .collect();
        out.push_str(&format!(
            "| `{}` | {} {} l.{}-{} | {} | {} | {} | {} | {} | {} | {} |\n",
            l.grammar.id(),
            imported.document,
            l.part,
            l.lines.0,
            l.lines.1,
            imported.rules.iter().filter(|r| r.origin == Origin::Document).count(),
            if brought.is_empty() { "-".to_string() } else { brought.join(", ") },
            imported.left_out.len(),
            found.shared.len(),
            entries,
            differences,
            if errata.is_empty() { "-".to_string() } else { errata.join("; ") },
        ));
    }
    Ok(out)
}
