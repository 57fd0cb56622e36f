//! The parts of `cargo xtask generate` (`xtask/`, a test target without a
//! harness, which runs no `#[test]` of its own): their tests run here.

#[path = "../../xtask/excerpt.rs"]
mod excerpt;
#[path = "../../xtask/markers.rs"]
mod markers;

use excerpt::excerpt;
use markers::{fill, find};

#[test]
fn finds_inline_and_block_markers() {
    let text = "a <!-- generated: count -->41<!-- /generated --> b\n\
                <!-- generated: table by cargo xtask generate -->\n| x |\n<!-- /generated -->\n";
    let found = find(text).unwrap();
    let names: Vec<(&str, usize, &str)> =
        found.iter().map(|f| (f.name.as_str(), f.line, &text[f.value.clone()])).collect();
    assert_eq!(names, [("count", 1, "41"), ("table", 2, "\n| x |\n")]);
}

#[test]
fn fills_values_and_writes_the_opening_in_full() {
    let text = "a <!-- generated: count -->41<!-- /generated --> b\n\
                <!-- generated: table by cargo xtask generate -->\n| x |\n<!-- /generated -->\n";
    let found = find(text).unwrap();
    let filled = fill(text, &found, |name| if name == "count" { "42".into() } else { "| y |\n".into() });
    assert_eq!(
        filled,
        "a <!-- generated: count by cargo xtask generate -->42<!-- /generated --> b\n\
         <!-- generated: table by cargo xtask generate -->\n| y |\n<!-- /generated -->\n"
    );
    // Filled once, the text is its own fill.
    let again = find(&filled).unwrap();
    assert_eq!(fill(&filled, &again, |name| if name == "count" { "42".into() } else { "| y |\n".into() }), filled);
}

#[test]
fn a_quoted_opening_is_no_marker() {
    assert_eq!(find("write `<!-- generated: NAME by cargo xtask generate -->` before it").unwrap(), []);
}

#[test]
fn malformed_markers_are_errors() {
    assert!(find("<!-- generated: a -->x").unwrap_err().contains("not closed"));
    assert!(find("<!-- generated: a b -->x<!-- /generated -->").unwrap_err().contains("no marker's opening"));
    assert!(find("\n<!-- generated: -->x<!-- /generated -->").unwrap_err().starts_with("line 2:"));
    let nested = "<!-- generated: a -->x<!-- generated: b -->y<!-- /generated --><!-- /generated -->";
    assert!(find(nested).unwrap_err().contains("holds another marker"));
}

#[test]
fn one_change_with_context() {
    assert_eq!(excerpt("a\nb\nc\nd\n", "a\nB\nc\nd\n", 1), "  @@ line 1 @@\n   a\n  -b\n  +B\n   c\n");
}

#[test]
fn changes_apart_are_runs_apart_and_lines_between_are_not_shown() {
    let old = "1\n2\n3\n4\n5\n6\n7\n";
    let new = "1\nTWO\n3\n4\n5\nSIX\n7\n";
    assert_eq!(
        excerpt(old, new, 10),
        "  @@ line 10 @@\n   1\n  -2\n  +TWO\n   3\n  @@ line 14 @@\n   5\n  -6\n  +SIX\n   7\n"
    );
}

#[test]
fn past_the_first_changes_the_rest_are_counted() {
    let old: String = (0..20).map(|i| format!("{i}\n")).collect();
    let shown = excerpt(&old, "", 1);
    assert!(shown.contains("  -7\n") && !shown.contains("  -8\n"), "{shown}");
    assert!(shown.ends_with("  ... 12 more changed lines\n"), "{shown}");
}

#[test]
fn an_addition_at_the_end() {
    assert_eq!(excerpt("a\n", "a\nb\n", 10), "  @@ line 10 @@\n   a\n  +b\n");
}
