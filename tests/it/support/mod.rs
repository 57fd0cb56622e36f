//! Test support: reading the shared corpora and the catalogue, running the
//! binary, the edited-listing example, and what the differentials share.

#[cfg(feature = "cli")]
pub mod binary;
pub mod differential;
#[cfg(feature = "cli")]
pub mod files;

use rfc1630::Grammar;
use std::collections::HashMap;

/// The `+prose` grammars that try their listing(s) first and then their
/// layer, as the registry composes them; a layer tried alone (RFC 6068's,
/// which narrows its listing) is a grammar of its own, as a listing is.
pub fn extending_prose() -> impl Iterator<Item = Grammar> {
    Grammar::PROSE.into_iter().filter(|prose| prose.base().listings().iter().all(|l| prose.listings().contains(l)))
}

/// Every grammar whose language is its own, not a listing's union a
/// layer's: the registry's listings and compositions ([`Grammar::ALL`])
/// and the prose layers tried alone.
pub fn standalone() -> impl Iterator<Item = Grammar> {
    Grammar::ALL.into_iter().chain(Grammar::PROSE.into_iter().filter(|prose| !extending_prose().any(|p| p == *prose)))
}

/// `../shared/corpora/<name>`, beside the repository (as in CI).
pub fn corpus_path(name: &str) -> String {
    format!("{}/../shared/corpora/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// The rows of a corpus TSV as column -> value maps, escapes undone
/// (`\\`, `\t`, `\n`, `\r`, `\uXXXX`, as the corpora README says).
pub fn tsv(name: &str) -> Vec<HashMap<String, String>> {
    let text = std::fs::read_to_string(corpus_path(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().expect("header").split('\t').collect();
    lines
        .filter(|l| !l.is_empty())
        .map(|line| {
            header
                .iter()
                .zip(line.split('\t'))
                .map(|(k, v)| (k.to_string(), rfc1630::study::tsv::unescape(v)))
                .collect()
        })
        .collect()
}

/// Every string of the shared corpora that names a URI or a base: the
/// columns holding URIs of every TSV.
pub fn corpus_strings() -> Vec<(String, String)> {
    let columns: &[(&str, &[&str])] = &[
        ("era-urls.tsv", &["url"]),
        ("uri-valid-invalid.tsv", &["uri"]),
        ("wpt-inputs.tsv", &["input", "base", "expected_href"]),
        ("resolution-rfc1630.tsv", &["base", "relative", "expected"]),
        ("resolution-rfc1808.tsv", &["base", "relative", "expected"]),
        ("resolution-rfc2396.tsv", &["base", "relative", "expected"]),
        ("resolution-rfc3986.tsv", &["base", "relative", "expected"]),
        ("resolution-fielding-1998.tsv", &["base", "relative", "expected"]),
        ("libwww-htparse-tests.tsv", &["name", "related"]),
        ("libwww-htparse-observed.tsv", &["base", "relative", "result"]),
    ];
    let mut out = Vec::new();
    for (file, wanted) in columns {
        for row in tsv(file) {
            for column in *wanted {
                if let Some(value) = row.get(*column) {
                    out.push((format!("{file}:{column}"), value.clone()));
                }
            }
        }
    }
    out
}

/// Every distinct string of [`corpus_strings`], once, in the order first
/// met: the resolution tables repeat their base on every row, so about two
/// thirds of the corpus strings are repeats, which a test that checks each
/// string under every grammar need not check again.
pub fn distinct_corpus_strings() -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    corpus_strings().into_iter().map(|(_, input)| input).filter(|input| seen.insert(input.clone())).collect()
}

/// One row of a TSV file, by column name, in a stable order.
pub type Row = std::collections::BTreeMap<String, String>;

/// Reads a TSV file (header row, the corpora's escapes) at `path`.
pub fn read_tsv(path: &str) -> Vec<Row> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().expect("a header row").split('\t').collect();
    lines
        .filter(|l| !l.is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            assert_eq!(fields.len(), header.len(), "{path}: {line}");
            header.iter().zip(fields).map(|(h, f)| (h.to_string(), rfc1630::study::tsv::unescape(f))).collect()
        })
        .collect()
}

/// The settings of every snapshot of `suite`: its file is
/// `snapshots/<suite>/<name>.snap`, named as the test names it (no module
/// prefix), with no expression in its header. For [`snapshot!`].
pub fn snapshot_settings(suite: &str) -> insta::Settings {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(format!("{}/snapshots/{suite}", env!("CARGO_MANIFEST_DIR")));
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings
}

/// Asserts the snapshot `snapshots/<suite>/<name>.snap`: of a text, or,
/// after `yaml:`, of a value serialized as YAML.
macro_rules! snapshot {
    ($suite:literal, $name:expr, yaml: $value:expr) => {
        $crate::support::snapshot_settings($suite).bind(|| insta::assert_yaml_snapshot!($name, $value))
    };
    ($suite:literal, $name:expr, $text:expr) => {
        $crate::support::snapshot_settings($suite).bind(|| insta::assert_snapshot!($name, $text))
    };
}

/// The path of a file in `../shared/corpora/`, as a literal.
macro_rules! corpus {
    ($name:literal) => {
        concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/corpora/", $name)
    };
}

/// The text of a table of `tests/it/ast/` (`accessors.tsv`, `parts.tsv`):
/// the shared file, then the rows each document brings in its own folder
/// (`tests/it/documents/<id>/<name>`), so that a new document adds its rows
/// beside its tests.
pub fn ast_rows(name: &str) -> String {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it");
    let read =
        |path: &std::path::Path| std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut text = read(&root.join("ast").join(name));
    let mut folders: Vec<_> = std::fs::read_dir(root.join("documents"))
        .expect("tests/it/documents/")
        .map(|entry| entry.expect("a directory entry").path().join(name))
        .filter(|path| path.is_file())
        .collect();
    folders.sort();
    for path in folders {
        text.push('\n');
        text.push_str(&read(&path));
    }
    text
}

/// The rows of `data/catalogue.tsv`.
pub fn catalogue() -> Vec<Row> {
    read_tsv(concat!(env!("CARGO_MANIFEST_DIR"), "/data/catalogue.tsv"))
}
