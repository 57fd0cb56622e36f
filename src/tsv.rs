//! The TSV convention of the catalogue and the shared corpora: UTF-8, one
//! header row, and inside a field `\` as `\\`, TAB `\t`, LF `\n`, CR `\r`,
//! other controls `\uXXXX`.

/// Undoes the escapes of one field. An unknown escape keeps the escaped
/// character; a bad `\uXXXX` becomes U+FFFD.
///
/// ```
/// assert_eq!(rfc1630::tsv::unescape(r"a\tb\\c\u0007"), "a\tb\\c\u{7}");
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
