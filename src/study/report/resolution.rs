//! The report's section on resolution: the classic examples of RFC 1630
//! p.11, RFC 1808 §5 and RFC 3986 §5.4 resolved under every revision, each
//! cell that differs from the revision before it highlighted, with the
//! steps that decided it on hover; a base or reference the revision's
//! grammar rejects shows where: instead of a result, or, where the algorithm
//! parses the reference its own way (RFC 1808, RFC 2396), under it.

use super::html::escape;
use crate::revisions::resolution::{resolve_all, ResolveOptions};
use crate::study::conformance::{catalogue, Claim, Example};
use std::fmt::Write as _;

/// A document's table of examples: where it is, and the catalogue's seed
/// file whose first resolution table it shows (`data/catalogue.tsv`'s
/// `resolves` rows, base and references as printed).
struct Examples {
    title: &'static str,
    file: &'static str,
}

const CLASSICS: [Examples; 3] = [
    Examples { title: "RFC 1630 p.11 (003 l.526-540)", file: "003_8b2f656be9807e96.txt" },
    Examples { title: "RFC 1808 §5.1-5.2 (rfc1808.txt l.631-714)", file: "rfc1808.txt" },
    Examples { title: "RFC 3986 §5.4 (rfc3986.txt l.1948-2063)", file: "rfc3986.txt" },
];

/// The base of `file`'s first resolution example, and the references the
/// document resolves against it, in the document's order.
fn table_of(catalogue: &[Example], file: &str) -> Option<(String, Vec<String>)> {
    let resolves = |e: &Example| match &e.claim {
        Claim::Resolves { context, .. } if e.file == file => Some((context.clone(), e.uri.clone())),
        _ => None,
    };
    let rows: Vec<(String, String)> = catalogue.iter().filter_map(resolves).collect();
    let base = rows.first()?.0.clone();
    let references = rows.into_iter().filter(|(context, _)| *context == base).map(|(_, uri)| uri).collect();
    Some((base, references))
}

/// Writes the section: one table per document, a row per reference, a
/// column per revision.
pub(super) fn write_resolution(out: &mut String) {
    out.push_str(
        "<section id=\"resolution\">\n<h2>Resolution across the revisions</h2>\n<p>Each document's own examples \
         resolved with every revision's algorithm (<code>rfc1630 resolve --all</code>). A highlighted cell differs \
         from the nearest revision to its left that resolves; its title gives the steps that decided it. A revision \
         whose grammar rejects the base or the reference says where, with the finding that explains it, if one \
         does; its title gives the diagnostic. Where the algorithm parses the reference its own way (RFC 1808 \
         §2.4, RFC 2396 §4.3 and Appendix B), it resolves a reference its grammar rejects: the cell gives the \
         result, and the rejection under it.</p>\n",
    );
    let catalogue = catalogue();
    for examples in &CLASSICS {
        let Some((base, references)) = table_of(&catalogue, examples.file) else { continue };
        let _ = write!(
            out,
            "<h3>{}: base <code>{}</code></h3>\n<table>\n<tr><th>reference</th>",
            examples.title,
            escape(&base)
        );
        for document in crate::documents::ALL {
            let _ = write!(out, "<th>{}</th>", document.grammar);
        }
        out.push_str("</tr>\n");
        for reference in &references {
            let _ = write!(out, "<tr><td><code>{}</code></td>", escape(&format!("{reference:?}")));
            let mut previous: Option<String> = None;
            for answer in resolve_all(ResolveOptions::default(), &base, reference) {
                match answer.answer {
                    Ok(resolution) => {
                        let differs = previous.as_ref().is_some_and(|p| *p != resolution.target);
                        let class = if differs { " class=\"differs\"" } else { "" };
                        let mut title = resolution.steps.join("; ");
                        // The algorithm's answer, and the grammar's refusal beside it.
                        let refused = resolution.grammar_rejects.as_ref().map_or(String::new(), |r| {
                            title.push_str(&format!("; the grammar: {r}"));
                            format!("<br><span class=\"refused\">{}</span>", escape(&r.short()))
                        });
                        let _ = write!(
                            out,
                            "<td{class} title=\"{}\"><code>{}</code>{refused}</td>",
                            escape(&title),
                            escape(&resolution.target)
                        );
                        previous = Some(resolution.target);
                    }
                    Err(e) => {
                        let cell = e.rejection().map_or("—".to_string(), |r| r.short());
                        let _ = write!(out, "<td title=\"{}\">{}</td>", escape(&e.to_string()), escape(&cell));
                    }
                }
            }
            out.push_str("</tr>\n");
        }
        out.push_str("</table>\n");
    }
    out.push_str("</section>\n");
}
