//! A short excerpt of how a text changed, in the manner of a unified diff:
//! the first changed lines, each run with a line of context on either side,
//! long lines cut.

/// Changed lines shown before the rest are counted.
const SHOWN: usize = 8;
/// Characters of a line shown before it is cut.
const WIDTH: usize = 160;
/// The largest middle (lines of one side times lines of the other) matched
/// line by line; a larger one is shown as removed, then added.
const MATCHED: usize = 4_000_000;

/// One line of the comparison.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Line<'t> {
    Same(&'t str),
    Removed(&'t str),
    Added(&'t str),
}

/// The excerpt of `old` becoming `new` (each a text whose first line is
/// line `first` of its file), indented by two spaces.
pub fn excerpt(old: &str, new: &str, first: usize) -> String {
    let (old, new): (Vec<&str>, Vec<&str>) = (old.lines().collect(), new.lines().collect());
    let lines = compare(&old, &new);
    let changed = lines.iter().filter(|line| !matches!(line, Line::Same(_))).count();
    let mut out = String::new();
    let (mut shown, mut line_number, mut in_run) = (0, first, false);
    for (i, line) in lines.iter().enumerate() {
        let near_change =
            |at: Option<usize>| at.and_then(|at| lines.get(at)).is_some_and(|l| !matches!(l, Line::Same(_)));
        match *line {
            Line::Same(text) => {
                let context = shown < SHOWN && (near_change(i.checked_sub(1)) || near_change(Some(i + 1)));
                if context {
                    if !in_run {
                        out.push_str(&format!("  @@ line {line_number} @@\n"));
                        in_run = true;
                    }
                    out.push_str(&cut(' ', text));
                } else {
                    in_run = false;
                }
                line_number += 1;
            }
            Line::Removed(text) | Line::Added(text) if shown < SHOWN => {
                if !in_run {
                    out.push_str(&format!("  @@ line {line_number} @@\n"));
                    in_run = true;
                }
                let sign = if matches!(line, Line::Removed(_)) { '-' } else { '+' };
                out.push_str(&cut(sign, text));
                shown += 1;
                line_number += usize::from(sign == '+');
            }
            Line::Removed(_) => {}
            Line::Added(_) => line_number += 1,
        }
    }
    if changed > shown {
        out.push_str(&format!("  ... {} more changed lines\n", changed - shown));
    }
    out
}

/// The lines of `old` and `new` in order, each the same on both sides,
/// removed or added: the common start and end as they are, the middle
/// matched by a longest common subsequence where it is small enough.
fn compare<'t>(old: &[&'t str], new: &[&'t str]) -> Vec<Line<'t>> {
    let start = old.iter().zip(new).take_while(|(a, b)| a == b).count();
    let end = old[start..].iter().rev().zip(new[start..].iter().rev()).take_while(|(a, b)| a == b).count();
    let (a, b) = (&old[start..old.len() - end], &new[start..new.len() - end]);
    let mut out: Vec<Line> = old[..start].iter().map(|&l| Line::Same(l)).collect();
    if a.len().saturating_mul(b.len()) <= MATCHED {
        // longest[i][j]: the longest common subsequence of a[i..] and b[j..].
        let mut longest = vec![vec![0u32; b.len() + 1]; a.len() + 1];
        for i in (0..a.len()).rev() {
            for j in (0..b.len()).rev() {
                longest[i][j] =
                    if a[i] == b[j] { longest[i + 1][j + 1] + 1 } else { longest[i + 1][j].max(longest[i][j + 1]) };
            }
        }
        let (mut i, mut j) = (0, 0);
        while i < a.len() || j < b.len() {
            if i < a.len() && j < b.len() && a[i] == b[j] {
                out.push(Line::Same(a[i]));
                (i, j) = (i + 1, j + 1);
            } else if i < a.len() && (j == b.len() || longest[i + 1][j] >= longest[i][j + 1]) {
                // A removal before an addition, as diff shows them.
                out.push(Line::Removed(a[i]));
                i += 1;
            } else {
                out.push(Line::Added(b[j]));
                j += 1;
            }
        }
    } else {
        out.extend(a.iter().map(|&l| Line::Removed(l)));
        out.extend(b.iter().map(|&l| Line::Added(l)));
    }
    out.extend(old[old.len() - end..].iter().map(|&l| Line::Same(l)));
    out
}

/// One line of the excerpt, cut at [`WIDTH`] characters.
fn cut(sign: char, text: &str) -> String {
    match text.char_indices().nth(WIDTH) {
        Some((at, _)) => format!("  {sign}{}...\n", &text[..at]),
        None => format!("  {sign}{text}\n"),
    }
}
