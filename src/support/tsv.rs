//! The TSV convention of the catalogue and the shared corpora: UTF-8, one
//! header row, and inside a field `\` as `\\`, TAB `\t`, LF `\n`, CR `\r`,
//! other controls `\uXXXX`.

/// Undoes the escapes of one field. An unknown escape keeps the escaped
/// character; a bad `\uXXXX` becomes U+FFFD.
///
/// ```
/// assert_eq!(rfc1630::study::tsv::unescape(r"a\tb\\c\u0007"), "a\tb\\c\u{7}");
/// ```
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
            Some('u') => {
                let hex: String = chars.by_ref().take(4).collect();
                out.push(u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32).unwrap_or('\u{fffd}'));
            }
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}

/// The rows of a TSV text after its header row, each split into `N`
/// fields (escapes kept: fields that may hold them go through [`unescape`]).
/// Blank lines are skipped.
///
/// # Panics
/// When a row has not `N` fields, naming `file`: for the data files the
/// crate ships (`data/*.tsv`), whose tests read every row.
///
/// ```
/// let rows = rfc1630::study::tsv::fixed_rows::<2>("t.tsv", "a\tb\nx\ty\n\nz\tw\n");
/// assert_eq!(rows, [["x", "y"], ["z", "w"]]);
/// ```
pub fn fixed_rows<'t, const N: usize>(file: &str, text: &'t str) -> Vec<[&'t str; N]> {
    text.lines()
        .skip(1)
        .filter(|l| !l.is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            fields.try_into().unwrap_or_else(|f: Vec<&str>| panic!("{file}: {} fields, not {N}: {line}", f.len()))
        })
        .collect()
}
