//! A short excerpt of how a text changed, in the manner of a unified diff:
//! one hunk from the first line that differs to the last, with a line of
//! context on either side, long runs and long lines cut.

/// Lines of a side shown before the rest is counted.
const SHOWN: usize = 6;
/// Characters of a line shown before it is cut.
const WIDTH: usize = 160;

/// The excerpt of `old` becoming `new` (each a text whose first line is
/// line `first` of its file), indented by two spaces.
pub fn excerpt(old: &str, new: &str, first: usize) -> String {
    let (old, new): (Vec<&str>, Vec<&str>) = (old.lines().collect(), new.lines().collect());
    let same_start = old.iter().zip(&new).take_while(|(a, b)| a == b).count();
    let same_end =
        old[same_start..].iter().rev().zip(new[same_start..].iter().rev()).take_while(|(a, b)| a == b).count();
    let (removed, added) = (&old[same_start..old.len() - same_end], &new[same_start..new.len() - same_end]);
    let mut out = format!("  @@ line {} @@\n", first + same_start);
    if let Some(before) = same_start.checked_sub(1) {
        out.push_str(&line(' ', old[before]));
    }
    for (sign, lines) in [('-', removed), ('+', added)] {
        for text in lines.iter().take(SHOWN) {
            out.push_str(&line(sign, text));
        }
        if lines.len() > SHOWN {
            out.push_str(&format!("  {sign} ... {} more lines\n", lines.len() - SHOWN));
        }
    }
    if let Some(after) = old.get(old.len() - same_end) {
        out.push_str(&line(' ', after));
    }
    out
}

/// One line of the excerpt, cut at [`WIDTH`] characters.
fn line(sign: char, text: &str) -> String {
    match text.char_indices().nth(WIDTH) {
        Some((cut, _)) => format!("  {sign}{}...\n", &text[..cut]),
        None => format!("  {sign}{text}\n"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_hunk_with_context() {
        let old = "a\nb\nc\nd\n";
        let new = "a\nB\nc\nd\n";
        assert_eq!(excerpt(old, new, 1), "  @@ line 2 @@\n   a\n  -b\n  +B\n   c\n");
    }

    #[test]
    fn long_runs_are_counted() {
        let old: String = (0..10).map(|i| format!("{i}\n")).collect();
        let shown = excerpt(&old, "", 1);
        assert!(shown.contains("  -5\n") && !shown.contains("  -6\n"), "{shown}");
        assert!(shown.ends_with("  - ... 4 more lines\n"), "{shown}");
    }

    #[test]
    fn an_addition_at_the_end() {
        assert_eq!(excerpt("a\n", "a\nb\n", 10), "  @@ line 11 @@\n   a\n  +b\n");
    }
}
