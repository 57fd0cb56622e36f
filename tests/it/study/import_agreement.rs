//! The five listings of the lineage, imported from their documents' text,
//! against the grammars transcribed by hand: every shared rule and the two
//! entries compared as languages, exactly (the CFG automata's product), and
//! every difference explained by an E row of `grammar/ERRATA.md`, which the
//! import reports on the rule where the document prints it.

use rfc1630::study::import::agreement::{agreement, lineage_imports, ImportAgreement};
use rfc1630::study::import::{import, Import, Origin};
use rfc1630::study::language::Relation;

fn lineage(file: &str) -> Vec<u8> {
    std::fs::read(format!("{}/../shared/lineage/{file}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

/// Each lineage import and its agreement with the hand-made grammar, made
/// once for the tests that read them (an agreement compares languages
/// exactly, which takes seconds).
fn imports() -> &'static [(Import, ImportAgreement)] {
    static IMPORTS: std::sync::LazyLock<Vec<(Import, ImportAgreement)>> = std::sync::LazyLock::new(|| {
        lineage_imports()
            .map(|l| {
                let imported = import(l.file, &lineage(l.file), &l.options(lineage)).unwrap();
                let found = agreement(&imported, l.grammar).unwrap();
                (imported, found)
            })
            .collect()
    });
    &IMPORTS
}

/// The grammar a spec author would read from each import, reviewed.
#[test]
fn the_lineage_imports_are_snapshotted() {
    let names =
        ["rfc1738-section-5", "rfc1808-section-2.2", "rfc2396-appendix-a", "rfc2732-section-3", "rfc3986-appendix-a"];
    for ((imported, _), name) in imports().iter().zip(names) {
        snapshot!("import", name, imported.grammar());
    }
}

#[test]
fn the_lineage_imported_from_its_text_has_the_languages_of_the_hand_made_grammars() {
    let mut seen = Vec::new();
    for (imported, found) in imports() {
        let id = found.grammar.id();
        assert_eq!((found.whole.relation, found.whole.exact), (Relation::Equal, true), "{id}: {:?}", found.whole);
        let unexplained: Vec<_> = found.unexplained().map(|d| (&d.rule, &d.language)).collect();
        assert!(unexplained.is_empty(), "{id}: {unexplained:?}");
        let rules = |origin| imported.rules.iter().filter(|r| r.origin == origin).count();
        let brought: usize = imported.with.iter().map(|w| w.brought.len()).sum();
        seen.push((
            id,
            rules(Origin::Document),
            brought,
            imported.left_out.len(),
            found.shared.len(),
            found.differences.len(),
            found.only_built_in.clone(),
            found.only_imported.clone(),
        ));
    }
    let s = |names: &[&str]| names.iter().map(|n| n.to_string()).collect::<Vec<_>>();
    assert_eq!(
        seen,
        [
            ("rfc1738", 67, 0, 35, 67, 0, s(&[]), s(&[])),
            ("rfc1808", 30, 0, 18, 30, 0, s(&[]), s(&[])),
            ("rfc2396", 40, 0, 7, 40, 0, s(&[]), s(&[])),
            // RFC 2396's `path` and RFC 2373's `IPv6prefix` are reached by no
            // rule; RFC 2373's `DIGIT` is RFC 2396's `digit` (names are
            // case-insensitive); RFC 2732's `unwise` changes a set RFC 2396
            // defines in prose (§2.4.3), which the hand-made grammar leaves out.
            ("rfc2732", 4, 41, 16, 45, 0, s(&["path", "IPv6prefix", "DIGIT"]), s(&["unwise"])),
            // The 36 rules and the three core rules.
            ("rfc3986", 36, 0, 5, 39, 0, s(&[]), s(&[])),
        ]
    );
}

/// RFC 1738's two E rows are the import's own readings, reported on the
/// rule where the document prints them: E5's unquoted `/` in `gopherurl`
/// (l.1001), E6's `gopher+_string` (l.1005), whose name pest cannot spell.
#[test]
fn the_errata_of_rfc_1738_are_reported_where_the_document_prints_them() {
    let (_, rfc1738) = &imports()[0];
    let seen: Vec<(&str, &str)> = rfc1738.errata.iter().map(|e| (e.id, e.rule.as_str())).collect();
    assert_eq!(seen, [("E5", "gopherurl"), ("E6", "gopher_string")]);
    let [e5, e6] = &rfc1738.errata[..] else { unreachable!() };
    assert!(e5.citation.as_deref().unwrap().starts_with("RFC 1738 p.18, rfc1738.txt l.1001-"), "{e5:?}");
    assert!(e5.notes.iter().any(|n| n.contains("unquoted `/`")), "{e5:?}");
    assert!(
        e6.citation
            .as_deref()
            .unwrap()
            .starts_with("RFC 1738 p.18, rfc1738.txt l.1005, read as RFC 822-style BNF: `gopher+_string"),
        "{e6:?}"
    );
    assert!(e6.notes.iter().any(|n| n.starts_with("`gopher+_string` is written `gopher_string`")), "{e6:?}");
    for (_, found) in imports().iter().skip(1) {
        assert!(found.errata.is_empty(), "{}", found.grammar.id());
    }
}

/// The comparison finds a difference the text has: RFC 3986's `dec-octet`
/// with `%x31-38` for `%x31-39` differs from the built-in at `dec_octet`
/// and every rule that holds it, and no E row explains it.
#[test]
fn a_changed_rule_is_an_unexplained_difference() {
    let text = String::from_utf8(lineage("rfc3986.txt")).unwrap();
    let changed = text.replacen("/ %x31-39 DIGIT", "/ %x31-38 DIGIT", 2);
    assert_ne!(changed, text);
    let l = lineage_imports().find(|l| l.grammar.id() == "rfc3986").unwrap();
    let imported = import(l.file, changed.as_bytes(), &l.options(lineage)).unwrap();
    let found = agreement(&imported, l.grammar).unwrap();
    let rules: Vec<&str> = found.unexplained().map(|d| d.rule.as_str()).collect();
    assert_eq!(
        rules,
        [
            "URI",
            "hier_part",
            "URI_reference",
            "absolute_URI",
            "relative_ref",
            "relative_part",
            "authority",
            "host",
            "IP_literal",
            "IPv6address",
            "ls32",
            "IPv4address",
            "dec_octet"
        ]
    );
    let dec_octet = found.differences.iter().find(|d| d.rule == "dec_octet").unwrap();
    let language = dec_octet.language.as_ref().unwrap();
    assert_eq!(
        (language.relation, language.exact, language.a_only[0].input.as_str()),
        (Relation::Superset, true, "90")
    );
    assert_eq!(found.whole.relation, Relation::Superset);
}

/// RFC 3987 §2.2, imported from its text, against the grammar transcribed
/// by hand from the same lines: the whole languages and every shared rule
/// equal, exactly, over characters beyond ASCII (the automata read
/// `ucschar`'s ranges as UTF-8 sequences): its 39 rules and the three
/// core rules it names.
#[test]
fn rfc_3987_imported_from_its_text_has_the_language_of_the_hand_made_grammar() {
    let options = rfc1630::study::import::Options { lines: Some((351, 492)), ..Default::default() };
    let imported = import("rfc3987.txt", &lineage("rfc3987.txt"), &options).unwrap();
    let found = agreement(&imported, rfc1630::Grammar::Rfc3987).unwrap();
    assert_eq!((found.whole.relation, found.whole.exact), (Relation::Equal, true), "{:?}", found.whole);
    let unexplained: Vec<_> = found.unexplained().map(|d| (&d.rule, &d.language)).collect();
    assert!(unexplained.is_empty(), "{unexplained:?}");
    assert_eq!((found.shared.len(), found.differences.len()), (42, 0), "{:?}", found.only_imported);
}
