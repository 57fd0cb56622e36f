//! `import` over the documents' own text: RFC 3986 Appendix A, RFC 3987
//! §2.2 (whose rules cross two page breaks) and RFC 1738 §5 (RFC 822-style
//! BNF); every rule cited to its page and line, the names reported, and
//! the written RFC 3987 grammar snapshotted.

use rfc1630::study::import::layout::Reason;
use rfc1630::study::import::pages::Furniture;
use rfc1630::study::import::{import, Import, ImportError, Notation, Options, Origin, With};

fn lineage(file: &str) -> Vec<u8> {
    std::fs::read(format!("{}/../shared/lineage/{file}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

fn imported(file: &str, lines: (usize, usize)) -> Import {
    import(file, &lineage(file), &Options { lines: Some(lines), ..Options::default() }).unwrap()
}

fn count(import: &Import, origin: Origin) -> usize {
    import.rules.iter().filter(|r| r.origin == origin).count()
}

fn left_out(import: &Import, wanted: impl Fn(&Reason) -> bool) -> Vec<usize> {
    import.left_out.iter().filter(|l| wanted(&l.reason)).map(|l| l.line).collect()
}

fn citation<'a>(import: &'a Import, name: &str) -> &'a str {
    &import.rules.iter().find(|r| r.name == name).unwrap().citation
}

/// Each rule's citation quotes the lines it cites: the first cited line of
/// the file starts with the rule's name and its `=`.
fn assert_cited_lines_start_the_rules(import: &Import, text: &str) {
    let lines: Vec<&str> = text.lines().collect();
    for rule in import.rules.iter().filter(|r| r.origin == Origin::Document) {
        let first: usize =
            rule.citation.split(" l.").nth(1).unwrap().split(['-', ':', ',']).next().unwrap().parse().unwrap();
        let printed = lines[first - 1].trim_start();
        assert!(
            printed.starts_with(&rule.name) && printed[rule.name.len()..].trim_start().starts_with('='),
            "{}",
            rule.citation
        );
        // The page is the one whose footer follows the line.
        let page: u32 = rule.citation.split(" p.").nth(1).unwrap().split(['-', ',']).next().unwrap().parse().unwrap();
        let footer = lines[first..].iter().find(|l| l.trim_end().ends_with(']') && l.contains("[Page ")).unwrap();
        assert!(footer.trim_end().ends_with(&format!("[Page {page}]")), "{}: {footer}", rule.citation);
    }
}

#[test]
fn rfc_3986_appendix_a_is_36_rules_with_three_core_rules() {
    let import = imported("rfc3986.txt", (2695, 2789));
    assert_eq!((import.document.as_str(), import.notation, import.detected), ("RFC 3986", Notation::Abnf, true));
    assert_eq!(
        (count(&import, Origin::Document), count(&import, Origin::Core), count(&import, Origin::Undefined)),
        (36, 3, 0)
    );
    // URI-reference, which names URI, reaches the most rules.
    assert_eq!(import.entry(), "URI-reference");
    assert_eq!(
        citation(&import, "URI"),
        "RFC 3986 p.49, rfc3986.txt l.2697, read as ABNF: `URI = scheme \":\" hier-part [ \"?\" query ] [ \"#\" fragment ]`"
    );
    // `dec-octet` is the first rule after the page break at l.2746.
    assert!(citation(&import, "dec-octet").starts_with("RFC 3986 p.50, rfc3986.txt l.2751-2755, read as ABNF:"));
    assert!(citation(&import, "HEXDIG")
        .starts_with("RFC 5234 Appendix B.1 p.14, rfc5234.txt l.750 (core rule), read as ABNF:"));
    assert_eq!(left_out(&import, |r| matches!(r, Reason::Page(_))), [2746, 2747, 2748]);
    assert_eq!(left_out(&import, |r| *r == Reason::Comment), [2774]);
    assert_eq!(left_out(&import, |r| *r == Reason::Prose), [2695]);
    let unused: Vec<&str> = import.names.unused.iter().map(|n| n.name.as_str()).collect();
    assert_eq!(unused, ["absolute-URI", "path", "reserved"]);
    assert!(import.names.undefined.is_empty() && import.names.twice.is_empty());
    assert_cited_lines_start_the_rules(&import, &String::from_utf8(lineage("rfc3986.txt")).unwrap());
}

/// RFC 3986 defines its rules in the body and again in Appendix A: over the
/// whole file, each second definition that reads the same is merged.
#[test]
fn rfc_3986_whole_merges_the_appendix_into_the_body() {
    let import = import("rfc3986.txt", &lineage("rfc3986.txt"), &Options::default()).unwrap();
    // Its prose changes no rule it takes from elsewhere: it defines them all.
    assert!(import.changes.is_empty(), "{:?}", import.changes);
    let twice = &import.names.twice;
    let scheme = twice.iter().find(|t| t.name == "scheme").unwrap();
    assert!(scheme.identical);
    assert_eq!(scheme.again, [2715]);
    assert!(twice.iter().filter(|t| t.again.first().is_some_and(|&l| l >= 2695)).all(|t| t.identical), "{twice:?}");
    assert!(twice.len() >= 30, "{}", twice.len());
    // §5.3's pseudocode `result = ""` (l.1916) stands beside prose at its
    // indentation (`if defined(scheme) then`): an example, not a rule.
    assert_eq!(left_out(&import, |r| *r == Reason::Example), [1916]);
    assert!(import.rules.iter().all(|r| r.name != "result"));
    assert_eq!(import.entry(), "URI-reference");
}

/// RFC 2396 sets the characters it excludes as rules, each alone between
/// paragraphs of body text (§2.4.3): rules, not examples. Its pseudocode's
/// `result = ""` (§5.2, l.1190) and Appendix C.1's `g:h = g:h` (l.1642),
/// set deeper than the body beside prose as deep, are examples.
#[test]
fn rules_alone_among_body_text_are_rules() {
    let import = import("rfc2396.txt", &lineage("rfc2396.txt"), &Options::default()).unwrap();
    assert_eq!(left_out(&import, |r| *r == Reason::Example), [1190, 1642]);
    for (name, at) in [
        ("control", "p.10, rfc2396.txt l.541"),
        ("delims", "p.10, rfc2396.txt l.558"),
        ("unwise", "p.11, rfc2396.txt l.571"),
    ] {
        assert!(citation(&import, name).starts_with(&format!("RFC 2396 {at}")), "{}", citation(&import, name));
    }
}

#[test]
fn rfc_3987_section_2_2_joins_its_rules_across_the_page_breaks() {
    let text = String::from_utf8(lineage("rfc3987.txt")).unwrap();
    let import = imported("rfc3987.txt", (351, 492));
    assert_eq!((count(&import, Origin::Document), count(&import, Origin::Core)), (39, 3));
    // "the names of the non-terminals have been changed" (l.369): of its own rules.
    assert!(import.changes.is_empty(), "{:?}", import.changes);
    assert_eq!(
        citation(&import, "IRI"),
        "RFC 3987 p.7, rfc3987.txt l.375-376, read as ABNF: `IRI = scheme \":\" ihier-part [ \"?\" iquery ] [ \"#\" ifragment ]`"
    );
    // `irelative-part` starts on p.7 and ends on p.8, past the footer at l.394.
    assert_eq!(
        citation(&import, "irelative-part"),
        "RFC 3987 p.7-8, rfc3987.txt l.389-400, read as ABNF: `irelative-part = \"//\" iauthority ipath-abempty / ipath-absolute / ipath-noscheme / ipath-empty`"
    );
    assert!(citation(&import, "scheme").starts_with("RFC 3987 p.9, rfc3987.txt l.457, read as ABNF:"));
    assert_eq!(left_out(&import, |r| matches!(r, Reason::Page(Furniture::Footer))), [394, 450]);
    assert_eq!(left_out(&import, |r| matches!(r, Reason::Page(_))), [394, 395, 396, 450, 451, 452]);
    assert_eq!(left_out(&import, |r| *r == Reason::Comment), [424]);
    assert_eq!(left_out(&import, |r| *r == Reason::Prose).len(), 23);
    let unused: Vec<&str> = import.names.unused.iter().map(|n| n.name.as_str()).collect();
    assert_eq!(import.entry(), "IRI-reference");
    assert_eq!(unused, ["absolute-IRI", "ipath", "reserved"]);
    assert_cited_lines_start_the_rules(&import, &text);
    snapshot!("import", "rfc3987-section-2.2", import.grammar());
}

#[test]
fn rfc_1738_section_5_reads_as_rfc_822_bnf() {
    let import = imported("rfc1738.txt", (924, 1089));
    assert_eq!((import.notation, import.detected), (Notation::Bnf, true));
    assert_eq!((count(&import, Origin::Document), count(&import, Origin::Core)), (67, 0));
    // `url`, the choice of every scheme, rather than the first rule, `genericurl`.
    assert_eq!(import.entry(), "url");
    assert!(citation(&import, "schemepart").starts_with("RFC 1738 p.18, rfc1738.txt l.959, read as RFC 822-style BNF:"));
    assert!(citation(&import, "punctuation").ends_with("`punctuation = \"<\" | \">\" | \"#\" | \"%\" | <\">`"));
    let gopher = import.rules.iter().find(|r| r.name == "gopherurl").unwrap();
    assert!(gopher.notes.iter().any(|n| n.contains("unquoted `/`")), "{:?}", gopher.notes);
    assert!(import.grammar().contains("\ngopher_string = { xchar* }\n"));
    assert_eq!(left_out(&import, |r| matches!(r, Reason::Page(Furniture::Footer))), [954, 1010, 1066]);
    assert_eq!(left_out(&import, |r| *r == Reason::Comment).len(), 18);
    let unused: Vec<&str> = import.names.unused.iter().map(|n| n.name.as_str()).collect();
    assert_eq!(unused, ["national", "punctuation"]);
}

#[test]
fn bad_input_is_a_typed_error() {
    let rfc = lineage("rfc3987.txt");
    let lines = |a, b| Options { lines: Some((a, b)), ..Options::default() };
    assert!(matches!(import("x", &rfc, &lines(10, 5)), Err(ImportError::EmptyRange { first: 10, last: 5 })));
    assert!(matches!(import("x", &rfc, &lines(0, 5)), Err(ImportError::OutOfBounds { .. })));
    assert!(matches!(import("x", &rfc, &lines(1, 99_999)), Err(ImportError::OutOfBounds { .. })));
    assert!(matches!(import("x", &rfc, &lines(1, 20)), Err(ImportError::NoRules { first: 1, last: 20 })));
    assert!(matches!(import("x", b"a = b\n\xc3(", &Options::default()), Err(ImportError::NotText { line: 2 })));
    // Rule-like lines that do not read are left out, with the reader's reason.
    let mixed = import("x", b"   a = \"x\" b\n   b = ( \"y\"\n", &Options::default()).unwrap();
    assert!(matches!(&mixed.left_out[0].reason, Reason::Unreadable(m) if m.contains("expected `)`")));
    assert_eq!(mixed.names.undefined[0].name, "b");
    // Any bytes: no panic.
    for seed in 0..200u32 {
        let bytes: Vec<u8> =
            (0..300u32).map(|i| (i.wrapping_mul(2654435761).wrapping_add(seed * 97) >> 13) as u8).collect();
        let _ = import("x", &bytes, &Options::default());
    }
}

fn with(file: &str, ranges: &[(usize, usize)]) -> With {
    With { file: file.to_string(), name: None, bytes: lineage(file), ranges: ranges.to_vec() }
}

/// RFC 2732 §3 changes RFC 2396's `host` and `reserved` and takes
/// `IPv6address` from RFC 2373: imported with both, RFC 2373 first so that its
/// `IPv4address` replaces RFC 2396's (change 2, stated in prose), each
/// document's rules cited to their own lines.
#[test]
fn rfc_2732_takes_its_rules_from_rfc_2396_and_rfc_2373() {
    let options = Options {
        lines: Some((102, 139)),
        with: vec![with("rfc2373.txt", &[(1183, 1196)]), with("rfc2396.txt", &[(1463, 1574)])],
        ..Options::default()
    };
    let imported = import("rfc2732.txt", &lineage("rfc2732.txt"), &options).unwrap();
    // RFC 2396's URI-reference reaches three of RFC 2732's four rules.
    assert_eq!(imported.entry(), "URI-reference");
    assert!(citation(&imported, "URI-reference")
        .starts_with("RFC 2396 p.27, rfc2396.txt l.1465, read as RFC 822-style BNF:"));
    assert!(citation(&imported, "host").starts_with("RFC 2732 p.3, rfc2732.txt l.122, read as RFC 822-style BNF:"));
    let v4 = citation(&imported, "IPv4address");
    assert!(v4.starts_with("RFC 2373 p.22, rfc2373.txt l.1190, read as ABNF: "), "{v4}");
    assert_eq!(
        (count(&imported, Origin::Document), count(&imported, Origin::With(0)), count(&imported, Origin::With(1))),
        (4, 5, 36)
    );
    let shadowed: Vec<(&str, &str, &str)> =
        imported.names.shadowed.iter().map(|s| (s.name.as_str(), s.kept.as_str(), s.shadowed.as_str())).collect();
    assert_eq!(
        shadowed,
        [
            ("host", "rfc2732.txt", "rfc2396.txt"),
            ("IPv4address", "rfc2373.txt", "rfc2396.txt"),
            ("reserved", "rfc2732.txt", "rfc2396.txt")
        ]
    );
    assert_eq!(imported.names.shadowed[1].shadowed_lines, [1498]);
    // Change (2) is prose only (l.127), and its rule comes from elsewhere:
    // reported with the definition written. Changes (1) and (3), whose
    // rules RFC 2732 lists, are not.
    let changes: Vec<(usize, &str, &str)> =
        imported.changes.iter().map(|c| (c.line, c.rule.as_str(), c.written.as_str())).collect();
    assert_eq!(changes, [(127, "IPv4address", "rfc2373.txt l.1190")]);
    let ipv4 = imported.rules.iter().find(|r| r.name == "IPv4address").unwrap();
    assert!(
        ipv4.notes.iter().any(|n| n.starts_with("Changed in prose at rfc2732.txt l.127 (`(2) Replace")),
        "{:?}",
        ipv4.notes
    );
    // Only what the import reaches: RFC 2373's IPv6prefix stays out.
    assert_eq!(imported.with[0].brought, ["IPv6address", "IPv4address", "hexpart", "hexseq", "hex4"]);
    assert_eq!((imported.with[0].notation, imported.with[1].notation), (Notation::Abnf, Notation::Bnf));
    // `IPv6reference` is the `ipv6reference` defined beside it.
    assert!(imported.grammar().contains("\nhost = { hostname | IPv4address | ipv6reference }\n"));
    // The other order keeps RFC 2396's IPv4address.
    let swapped = Options {
        lines: Some((102, 139)),
        with: vec![with("rfc2396.txt", &[(1463, 1574)]), with("rfc2373.txt", &[(1183, 1196)])],
        ..Options::default()
    };
    let swapped = import("rfc2732.txt", &lineage("rfc2732.txt"), &swapped).unwrap();
    assert!(
        citation(&swapped, "IPv4address").starts_with("RFC 2396 p.27, rfc2396.txt l.1498, read as RFC 822-style BNF:")
    );
    assert_eq!(swapped.changes[0].written, "rfc2396.txt l.1498");
    // A --with range outside its file is the --with's error.
    let past = Options { with: vec![with("rfc2373.txt", &[(1, 99_999)])], ..Options::default() };
    let error = import("rfc2732.txt", &lineage("rfc2732.txt"), &past).unwrap_err();
    assert!(matches!(&error, ImportError::With { file, .. } if file == "rfc2373.txt"), "{error}");
}

/// RFC 3987 §2.2's grammar as `import` writes it, PEG repairs and all,
/// against the built-in RFC 3986: compared exactly, as its document means
/// it, without `--cfg` (the file's citations say it is an import, so its
/// repairs' lookaheads are PEG mechanics and leave no rule without an
/// automaton), for its ranges beyond ASCII (`ucschar = %xA0-D7FF / ...`)
/// are UTF-8 byte sequences in the automata. Every URI reference is an IRI
/// reference and not the reverse, and the shortest IRI reference that is no
/// URI reference, first in byte order, is the first `ucschar`, U+00A0, two
/// bytes of UTF-8. The same file with one citation cited without its
/// notation is a hand-written grammar, whose lookaheads pest means: that
/// comparison is bounded.
#[test]
fn rfc_3987_as_imported_is_compared_with_rfc_3986_exactly() {
    use rfc1630::study::diff::{diff_languages, load};
    use rfc1630::study::language::Relation;
    let import = imported("rfc3987.txt", (351, 492));
    let dir = std::env::temp_dir().join(format!("rfc1630-iri-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (imported_file, edited) = (dir.join("iri.pest"), dir.join("iri-edited.pest"));
    let grammar = import.grammar();
    assert!(grammar.contains("&("), "the import repairs a hazard with a lookahead");
    std::fs::write(&imported_file, &grammar).unwrap();
    std::fs::write(&edited, grammar.replacen(", read as ABNF: ", ": ", 1)).unwrap();
    let rfc3986 = load("rfc3986").unwrap();
    let language = diff_languages(&rfc3986, &load(imported_file.to_str().unwrap()).unwrap(), 3).language.unwrap();
    assert!(language.exact, "{language:?}");
    assert_eq!(language.relation, Relation::Subset);
    assert!(language.a_only.is_empty());
    let shortest = &language.b_only[0].input;
    assert_eq!((shortest.as_str(), shortest.len()), ("\u{A0}", 2));
    assert!(language.b_only.iter().all(|w| w.input.chars().any(|c| c >= '\u{A0}')), "{:?}", language.b_only);
    assert!(language.b_only[0].a.to_string().starts_with("rejected at byte 0"), "{:?}", language.b_only[0]);
    let bounded = diff_languages(&rfc3986, &load(edited.to_str().unwrap()).unwrap(), 3).language.unwrap();
    assert!(!bounded.exact && bounded.bound.is_some(), "{bounded:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}
