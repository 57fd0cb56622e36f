//! Test support: every string of the shared corpora (`../shared/corpora/`,
//! each field of each TSV, escapes undone) and of the catalogue
//! (`data/catalogue.tsv`), once each, for the tests that compare two ways of
//! parsing on real material.

use std::collections::BTreeSet;

/// The distinct fields of the corpora and the catalogue, in sorted order.
pub(crate) fn corpus_inputs() -> Vec<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let corpora = root.join("../shared/corpora");
    let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(&corpora)
        .expect("../shared/corpora is readable")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "tsv"))
        .collect();
    files.push(root.join("data/catalogue.tsv"));
    let mut inputs = BTreeSet::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a corpus file is readable");
        for field in text.lines().skip(1).flat_map(|line| line.split('\t')) {
            inputs.insert(crate::support::tsv::unescape(field));
        }
    }
    assert!(inputs.len() > 1000, "the corpora were read: {} strings", inputs.len());
    inputs.into_iter().collect()
}
