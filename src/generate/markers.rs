//! The registry of the generated texts of the docs, by name: counts the
//! data gives ([`super::counts`]) and tables ([`super::tables`]).

use super::artefact::{GeneratedText, Marker};
use super::counts::*;
use super::tables;
use std::io;
use std::path::Path;

/// A text the library makes from the data.
const fn data(name: &'static str, source: &'static str, make: fn(&Path) -> io::Result<String>) -> Marker {
    Marker { name, source, text: GeneratedText::Data(make) }
}

/// How many lines of the conformance report the docs' captures show: the
/// summary, the legend and the first document's first rows.
const CONFORMANCE_CAPTURE_LINES: usize = 40;

/// Every generated text of the docs: the registry `cargo xtask generate`
/// fills the markers from. A marker whose name is not here, or a name here
/// that no marker uses, fails the command.
pub const MARKERS: &[Marker] = &[
    data("findings-range", "the ids of `findings::ALL`, as ranges", findings_range),
    data("findings-count", "the number of `findings::ALL`", findings_count),
    data("findings-table", "`findings::ALL`: id, kind, grammars, summary", tables::findings),
    data(
        "findings-shortest",
        "`language::shortest_faults`: each finding's witness and the shortest string with its fault",
        tables::findings_shortest,
    ),
    data("findings-errata-table", "`findings::ALL` in full: quotes, citations, witnesses", tables::findings_in_full),
    data("errata-table", "`overrides::OVERRIDES`: the errata (E), with what the listing prints", tables::errata),
    data("peg-table", "`overrides::OVERRIDES`: the PEG mechanics (P)", tables::peg),
    data("composition-table", "`overrides::OVERRIDES`: the default grammar's composition (C)", tables::composition),
    data("peg-range", "the P ids of `overrides::OVERRIDES`, as ranges", peg_range),
    data("errata-range", "the E ids of `overrides::OVERRIDES`, as ranges", errata_range),
    data("composition-range", "the C ids of `overrides::OVERRIDES`, as ranges", composition_range),
    data("deviation-rows", "the number of `overrides::OVERRIDES`", deviation_rows),
    data("rows-by-listing", "the E and P rows of `overrides::OVERRIDES` that change each listing", rows_by_listing),
    data("catalogue-count", "the rows of `data/catalogue.tsv`", catalogue_count),
    data("catalogue-documents", "the files `data/catalogue.tsv` quotes", catalogue_documents),
    data("catalogue-seed-rows", "`data/catalogue.tsv`: the rows of each seed file", tables::seed_rows),
    data("catalogue-seed-claims", "`data/catalogue.tsv`: the seeds' rows by claim", tables::seed_claims),
    data("catalogue-seed-kinds", "`data/catalogue.tsv`: the seeds' rows by kind", tables::seed_kinds),
    data(
        "catalogue-seed-file-claims",
        "`data/catalogue.tsv`: each seed file's rows by claim",
        tables::seed_file_claims,
    ),
    data("catalogue-lineage-table", "`data/catalogue.tsv`: each lineage file's rows by claim", tables::lineage_rows),
    data("catalogue-lineage-list", "`data/catalogue.tsv`: the rows of each lineage document", tables::lineage_list),
    data("conformance-agree", "`conformance::run`: the examples that agree with their document", conformance_agree),
    data("conformance-no-claim", "`conformance::run`: the examples with no checkable claim", conformance_no_claim),
    data("conformance-findings", "`conformance::run`: the examples that are findings", conformance_findings),
    data(
        "conformance-lineage-findings",
        "`conformance::run`: the lineage's examples that are findings",
        conformance_lineage_findings,
    ),
    data("conformance-prose-valid", "`conformance::run`: the findings that are prose-valid", conformance_prose_valid),
    data("resolution-rows", "`conformance::run`: the rows of the lineage's resolution tables", resolution_rows),
    data("resolution-as-printed", "`conformance::run`: those that resolve as printed", resolution_as_printed),
    data(
        "generic-line-acceptance",
        "`check` on `../shared/corpora/era-urls.tsv` and `uri-valid-invalid.tsv`",
        tables::generic_line_acceptance,
    ),
    data(
        "import-lineage-table",
        "`study::import::agreement`: the five lineage listings imported from their text, against the hand-made grammars",
        super::import_table::lineage_imports,
    ),
    data("appendix-d-table", "`data/appendix-d.tsv` against the diff of RFC 2396's and RFC 3986's grammars", tables::appendix_d),
    data(
        "appendix-d-translations",
        "`data/appendix-d-translations.tsv` read as language claims (`appendix_d::translation_languages`)",
        tables::appendix_d_translations,
    ),
    Marker {
        name: "survey-era",
        source: "the output of `rfc1630 survey ../shared/corpora/era-urls.tsv`",
        text: GeneratedText::Command(&["survey", "../shared/corpora/era-urls.tsv"]),
    },
    Marker {
        name: "conformance-80",
        source: "the first lines of `rfc1630 conformance --width 80`",
        text: GeneratedText::Excerpt(&["conformance", "--width", "80"], CONFORMANCE_CAPTURE_LINES),
    },
    Marker {
        name: "conformance-120",
        source: "the first lines of `rfc1630 conformance --width 120`",
        text: GeneratedText::Excerpt(&["conformance", "--width", "120"], CONFORMANCE_CAPTURE_LINES),
    },
    data("generated-texts", "`generate::MARKERS`: this table", generated_texts),
];

/// The registry itself, as a table: each name with its source.
fn generated_texts(_: &Path) -> io::Result<String> {
    let mut out = String::from("| name | made from |\n|---|---|\n");
    for marker in MARKERS {
        out.push_str(&format!("| `{}` | {} |\n", marker.name, marker.source));
    }
    Ok(out)
}
