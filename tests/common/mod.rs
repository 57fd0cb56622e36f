//! Helpers shared by the integration tests: the TSV conventions of
//! `tests/catalogue.tsv` and `../shared/corpora/*.tsv`.

#![allow(dead_code)]

use std::collections::BTreeMap;

/// One row of a TSV file, by column name.
pub type Row = BTreeMap<String, String>;

/// Undoes the TSV escapes: `\\`, `\t`, `\n`, `\r`, `\uXXXX`.
pub fn unescape(field: &str) -> String {
    let mut out = String::with_capacity(field.len());
    let mut chars = field.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('t') => out.push('\t'),
            Some('n') => out.push('\n'),
            Some('r') => out.push('\r'),
            Some('\\') => out.push('\\'),
            Some('u') => {
                let hex: String = chars.by_ref().take(4).collect();
                out.push(
                    u32::from_str_radix(&hex, 16)
                        .ok()
                        .and_then(char::from_u32)
                        .expect("a \\uXXXX escape"),
                );
            }
            Some(other) => {
                out.push('\\');
                out.push(other);
            }
            None => out.push('\\'),
        }
    }
    out
}

/// Reads a TSV file with a header row into rows keyed by column name.
pub fn read_tsv(path: &str) -> Vec<Row> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().expect("a header row").split('\t').collect();
    lines
        .filter(|l| !l.is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            assert_eq!(fields.len(), header.len(), "{path}: {line}");
            header
                .iter()
                .zip(fields)
                .map(|(h, f)| (h.to_string(), unescape(f)))
                .collect()
        })
        .collect()
}

/// The path of a file in `../shared/corpora/`.
#[macro_export]
macro_rules! corpus {
    ($name:literal) => {
        concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/corpora/", $name)
    };
}

/// The path of a file in `../shared/seeds/`.
#[macro_export]
macro_rules! seed {
    ($name:literal) => {
        concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/seeds/", $name)
    };
}

/// The rows of `tests/catalogue.tsv`.
pub fn catalogue() -> Vec<Row> {
    read_tsv(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/catalogue.tsv"))
}
