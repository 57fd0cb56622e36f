//! A count with its noun in agreement: `1 rule`, `2 rules`.

/// `n` and `noun`, the noun in the plural unless `n` is 1. The plural of
/// a regular noun, which is all the reports count: `noun` with `s`.
///
/// ```
/// use rfc1630::study::counted::counted;
/// assert_eq!(counted(1, "core rule"), "1 core rule");
/// assert_eq!(counted(0, "string"), "0 strings");
/// assert_eq!(counted(36, "rule"), "36 rules");
/// ```
pub fn counted(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("{n} {noun}")
    } else {
        format!("{n} {noun}s")
    }
}
