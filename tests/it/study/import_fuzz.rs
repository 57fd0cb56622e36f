//! `import` over broken RFC text, as the `import` fuzz target feeds it but
//! runnable on stable: windows of the lineage documents' lines, cut,
//! repeated, with bytes swapped, groups nested deep, counts made huge and
//! ranges reversed, read in either notation over any range of lines, with
//! another such text as `--with` or without. No
//! input may panic, overflow the stack, or write a grammar out of
//! proportion to its text; the faults these found are pinned below.

use proptest::prelude::*;
use proptest::sample::Index;
use rfc1630::study::import::layout::Reason;
use rfc1630::study::import::{import, ImportError, NotChecked, Notation, Options, With};

/// The lineage documents, each as its lines.
fn documents() -> &'static [Vec<Vec<u8>>] {
    static DOCUMENTS: std::sync::OnceLock<Vec<Vec<Vec<u8>>>> = std::sync::OnceLock::new();
    DOCUMENTS.get_or_init(|| {
        let dir = format!("{}/../shared/lineage", env!("CARGO_MANIFEST_DIR"));
        let mut files: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "txt"))
            .collect();
        files.sort();
        files.iter().map(|p| std::fs::read(p).unwrap().split(|&b| b == b'\n').map(<[u8]>::to_vec).collect()).collect()
    })
}

/// The bound on what a text may write: the core rules and the header,
/// then a bounded number of bytes for each byte of the text.
fn bound(text: &[u8]) -> usize {
    8192 + 256 * text.len()
}

/// One edit of the window's bytes.
#[derive(Debug, Clone)]
enum Edit {
    /// Cut the text at a byte.
    Cut(Index),
    /// Repeat a line several times.
    RepeatLine(Index, usize),
    /// Swap two bytes.
    Swap(Index, Index),
    /// Insert an opening `(`, `[` or `"` repeated, deep nesting unclosed or closed.
    Nest(Index, u8, usize, bool),
    /// Insert a repetition count such as `99999*99999` or a count past `u32`.
    HugeCount(Index, &'static str),
    /// Insert a reversed or out-of-range `%x` value.
    Value(Index, &'static str),
    /// Insert a byte of RFC 822's or ABNF's marks, or any byte.
    Byte(Index, u8),
    /// Insert a character, as UTF-8 (the documents are ASCII).
    Char(Index, char),
}

fn edit() -> impl Strategy<Value = Edit> {
    let index = any::<Index>;
    prop_oneof![
        index().prop_map(Edit::Cut),
        (index(), 2..50usize).prop_map(|(i, n)| Edit::RepeatLine(i, n)),
        (index(), index()).prop_map(|(a, b)| Edit::Swap(a, b)),
        (index(), prop::sample::select(&b"([\"<#"[..]), 1..5000usize, any::<bool>())
            .prop_map(|(i, open, depth, closed)| Edit::Nest(i, open, depth, closed)),
        (index(), prop::sample::select(&["99999*99999", "4294967295*4294967295", "99999999999", "7#9", "1#"][..]))
            .prop_map(|(i, count)| Edit::HugeCount(i, count)),
        (index(), prop::sample::select(&["%x5A-41", "%x110000", "%xD800", "%xD800-DFFF", "%d99999999", "%b"][..]))
            .prop_map(|(i, value)| Edit::Value(i, value)),
        (index(), prop_oneof![prop::sample::select(&b"=/|*#[]()\"<>;%\x0c\n \t\xff"[..]), any::<u8>()])
            .prop_map(|(i, b)| Edit::Byte(i, b)),
        (index(), any::<char>()).prop_map(|(i, c)| Edit::Char(i, c)),
    ]
}

fn apply(text: &mut Vec<u8>, edit: &Edit) {
    let at = |i: &Index, text: &Vec<u8>| i.index(text.len() + 1);
    match edit {
        Edit::Cut(i) => {
            let at = at(i, text);
            text.truncate(at);
        }
        Edit::RepeatLine(i, n) => {
            let lines: Vec<&[u8]> = text.split(|&b| b == b'\n').collect();
            let line = lines[i.index(lines.len())].to_vec();
            let mut out = Vec::new();
            for (k, l) in lines.iter().enumerate() {
                out.extend_from_slice(l);
                out.push(b'\n');
                if *l == line.as_slice() && k == i.index(lines.len()) {
                    for _ in 1..*n {
                        out.extend_from_slice(&line);
                        out.push(b'\n');
                    }
                }
            }
            *text = out;
        }
        Edit::Swap(a, b) if !text.is_empty() => {
            let (a, b) = (a.index(text.len()), b.index(text.len()));
            text.swap(a, b);
        }
        Edit::Swap(..) => {}
        Edit::Nest(i, open, depth, closed) => {
            let close = match open {
                b'(' => b")",
                b'[' => b"]",
                b'<' => b">",
                _ => &[*open][..],
            };
            let mut inserted = vec![*open; *depth];
            inserted.extend_from_slice(b"a");
            if *closed {
                inserted.extend(std::iter::repeat_n(close[0], *depth));
            }
            let at = at(i, text);
            text.splice(at..at, inserted);
        }
        Edit::HugeCount(i, s) | Edit::Value(i, s) => {
            let at = at(i, text);
            text.splice(at..at, s.bytes());
        }
        Edit::Byte(i, b) => {
            let at = at(i, text);
            text.insert(at, *b);
        }
        Edit::Char(i, c) => {
            let at = at(i, text);
            text.splice(at..at, c.to_string().into_bytes());
        }
    }
}

/// A window of a document's lines, with its edits.
fn window() -> impl Strategy<Value = Vec<u8>> {
    (any::<Index>(), any::<Index>(), 1..80usize, prop::collection::vec(edit(), 0..6)).prop_map(
        |(file, start, len, edits)| {
            let doc = &documents()[file.index(documents().len())];
            let start = start.index(doc.len());
            let mut text = doc[start..(start + len).min(doc.len())].join(&b'\n');
            text.push(b'\n');
            for edit in &edits {
                apply(&mut text, edit);
            }
            text
        },
    )
}

/// A window, a notation and a range, and perhaps another window as `--with`
/// (over a range of its lines, perhaps out of it).
fn case() -> impl Strategy<Value = (Vec<u8>, Options)> {
    (
        window(),
        prop::option::of(prop::sample::select(&[Notation::Abnf, Notation::Bnf][..])),
        prop::option::of((0..90usize, 0..90usize)),
        prop::option::of((window(), prop::collection::vec((0..90usize, 0..90usize), 0..3))),
    )
        .prop_map(|(text, notation, lines, with)| {
            let with = with
                .into_iter()
                .map(|(bytes, ranges)| With { file: "with.txt".to_string(), name: None, bytes, ranges })
                .collect();
            (text, Options { lines, notation, with, ..Options::default() })
        })
}

/// The bytes a case reads: its text and its `--with` texts.
fn read(text: &[u8], options: &Options) -> Vec<u8> {
    let mut all = text.to_vec();
    options.with.iter().for_each(|w| all.extend_from_slice(&w.bytes));
    all
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn broken_rfc_text_imports_or_errs_and_writes_a_bounded_grammar((text, options) in case()) {
        if let Ok(imported) = import("broken.txt", &text, &options) {
            let grammar = imported.grammar();
            let all = read(&text, &options);
            prop_assert!(grammar.len() <= bound(&all), "{} bytes from {}", grammar.len(), all.len());
        }
    }

    #[test]
    fn arbitrary_bytes_import_or_err(text in prop::collection::vec(any::<u8>(), 0..400), pick in 0..3u8) {
        let notation = [None, Some(Notation::Abnf), Some(Notation::Bnf)][usize::from(pick)];
        if let Ok(imported) = import("bytes.txt", &text, &Options { notation, ..Options::default() }) {
            prop_assert!(imported.grammar().len() <= bound(&text));
        }
    }
}

/// The definitions of `text`'s rules that were left out, with their reasons.
fn unreadable(text: &str, notation: Notation) -> Vec<(usize, String)> {
    let imported =
        import("t.txt", text.as_bytes(), &Options { notation: Some(notation), ..Options::default() }).unwrap();
    imported
        .left_out
        .iter()
        .filter_map(|l| match &l.reason {
            Reason::Unreadable(why) => Some((l.line, why.clone())),
            _ => None,
        })
        .collect()
}

/// Groups nested a hundred thousand deep are refused at the 65th, in both
/// notations, without recursing further: the rule is left out with the
/// reason, and the other rules import.
#[test]
fn deep_nesting_is_a_reason_not_a_stack_overflow() {
    for (open, close, notation) in [("(", ")", Notation::Abnf), ("[", "]", Notation::Abnf), ("(", ")", Notation::Bnf)] {
        let deep = format!("   ok = \"x\"\n   deep = {}a{}\n", open.repeat(100_000), close.repeat(100_000));
        let left = unreadable(&deep, notation);
        assert_eq!(left.len(), 1, "{left:?}");
        assert_eq!(left[0].0, 2);
        assert!(left[0].1.contains("nested more than 64 deep"), "{}", left[0].1);
    }
}

/// A count is read, not expanded: `99999*99999` is one repetition written
/// with its bounds, and a count past `u32` is a reason.
#[test]
fn huge_counts_are_written_as_bounds_or_refused() {
    let imported = import("t.txt", b"   a = 99999*99999\"x\"\n", &Options::default()).unwrap();
    assert!(imported.grammar().ends_with("a = { ^\"x\"{99999} }\n"), "{}", imported.grammar());
    let left = unreadable("   ok = \"x\"\n   a = 99999999999\"x\"\n", Notation::Abnf);
    assert_eq!(left, [(2, "`a` does not read as ABNF: at byte 0: a repetition count too large".to_string())]);
}

/// A text in which no rule reads has no grammar: an error, not an empty
/// file, that names the first rule's line and why, here the import's
/// nesting limit.
#[test]
fn nothing_readable_is_no_rules() {
    let text = format!("   deep = {}\n", "(".repeat(1000));
    let error = import("t.txt", text.as_bytes(), &Options::default()).unwrap_err();
    assert!(
        matches!(&error, ImportError::NoneReads { line: 1, reason, .. } if reason.contains("the import's nesting limit")),
        "{error}"
    );
}

/// RFC 822's `#` list writes its element twice (`x *( "," x )`): lists of
/// lists nested sixty deep would write 2^60 copies. The expansion is bounded
/// and the rule left out with the reason.
#[test]
fn nested_lists_are_bounded_not_expanded() {
    let text = format!("   ok = \"x\"\n   a = {}b{}\n", "1#( ".repeat(60), " )".repeat(60));
    let left = unreadable(&text, Notation::Bnf);
    assert_eq!(left.len(), 1, "{left:?}");
    assert!(left[0].1.contains("elements"), "{}", left[0].1);
    // Six deep is 2^6 copies of `b`: within the bound, and written.
    let text = format!("   a = {}b{}\n", "1#( ".repeat(6), " )".repeat(6));
    let imported =
        import("t.txt", text.as_bytes(), &Options { notation: Some(Notation::Bnf), ..Options::default() }).unwrap();
    let written = imported.grammar();
    assert_eq!(written.lines().find(|l| l.starts_with("a = {")).unwrap().matches('b').count(), 1 << 6);
}

/// Whether an alternative cannot fail is decided once per rule: a chain of
/// forty rules each naming the next twice took 2^40 steps.
#[test]
fn a_chain_of_rules_naming_the_next_twice_imports() {
    let mut text = String::from("   top = r0 / \"b\"\n");
    for i in 0..40 {
        text.push_str(&format!("   r{i} = r{} r{}\n", i + 1, i + 1));
    }
    text.push_str("   r40 = *\"a\"\n");
    let imported = import("t.txt", text.as_bytes(), &Options::default()).unwrap();
    assert!(imported.grammar().contains("top = { (&ANY | !ANY) ~ r0 | ^\"b\" }"), "{}", imported.grammar());
}

/// The `import` fuzz target's finds, each once a panic.
#[test]
fn the_fuzz_targets_finds_import() {
    // Prose with a character of two bytes: the search for RFC 2119's key
    // words sliced the line inside it.
    let text = "   isegment-nz = 1*ipchar\n   isegment = *ipchar\n\nThe \u{6de} sign MUST be escaped.\n".as_bytes();
    let imported = import("t.txt", text, &Options::default()).unwrap();
    assert_eq!(imported.requirements.len(), 1);
    assert_eq!((imported.requirements[0].line, imported.requirements[0].key_word), (4, "MUST"));
}

/// A rule thousands of items long is not handed to pest, whose grammar
/// reader nests a sequence one level an item and clones it recursively: a
/// fuzz input overflowed the stack there. Here the entry is recursive and
/// prints an example, so neither the check nor the examples' run may load
/// the grammar.
#[test]
fn a_very_long_rule_is_not_handed_to_pest() {
    let long = vec!["%x78"; 12_000].join(" ");
    let text = format!("   u = \"u:\" long [ c ]\n   c = \"(\" *c \")\"\n   long = {long}\n\n   For example <u:xx>.\n");
    let imported = import("t.txt", text.as_bytes(), &Options::default()).unwrap();
    assert_eq!(imported.rules.len(), 3);
    assert!(imported.hazards.unchecked.iter().all(|u| u.why == NotChecked::PestRefuses), "{:?}", imported.hazards);
    assert_eq!(imported.hazards.unchecked.len(), 3);
    assert!(imported.hazards.examples.is_empty());
}

/// The exhaustive check steps only into states that can still accept
/// within N: a rule of many character classes whose strings are all
/// longer than N had every live prefix walked, here 100^6 of length 12
/// (with 26 pairs, 26^6 took 40 s).
#[test]
fn many_character_classes_no_string_within_n_walk_nothing() {
    // Each pair's two characters apart from every other's: 200 classes.
    let pairs: Vec<String> = (0..100u32).map(|i| format!("%x{:X}.{:X}", 0x100 + i, 0x200 + i)).collect();
    let text = format!("   a = 10( {} )\n", pairs.join(" / "));
    let imported = import("t.txt", text.as_bytes(), &Options::default()).unwrap();
    let checked = &imported.hazards.checked;
    assert_eq!(checked.len(), 1, "{:?}", imported.hazards);
    // Every string is 20 characters: none within N = 12, so none tried
    // exhaustively, and the sample beyond N finds the rule whole.
    assert_eq!((checked[0].rule.as_str(), checked[0].n, checked[0].exhaustive), ("a", 12, 0));
    assert!(checked[0].sampled > 0);
    assert!(imported.hazards.unrepaired.is_empty());
}
