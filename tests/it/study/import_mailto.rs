//! The two mailto documents, imported from their text: RFC 2368 §2 (RFC
//! 822-style BNF whose `#mailbox` and `urlc` it does not define) and RFC
//! 6068 §2 (ABNF, with RFC 5322's `dot-atom-text` and `quoted-string` and
//! RFC 3986's `unreserved` and `pct-encoded` taken with `--with`). Each
//! written grammar is snapshotted, and the binary's commands take it.

use crate::support::binary::run as rfc1630;
use crate::support::files::scratch;
use rfc1630::study::import::bnf822::LIST_NOTE;
use rfc1630::study::import::layout::Reason;
use rfc1630::study::import::pages::Furniture;
use rfc1630::study::import::{import, Import, Notation, Options, Origin, With};

const LINEAGE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/lineage/");

fn lineage(file: &str) -> Vec<u8> {
    std::fs::read(format!("{LINEAGE}{file}")).unwrap()
}

fn names(import: &Import, origin: Origin) -> Vec<&str> {
    import.rules.iter().filter(|r| r.origin == origin).map(|r| r.name.as_str()).collect()
}

fn left_out(import: &Import, wanted: impl Fn(&Reason) -> bool) -> Vec<usize> {
    import.left_out.iter().filter(|l| wanted(&l.reason)).map(|l| l.line).collect()
}

fn rfc2368() -> Import {
    import("rfc2368.txt", &lineage("rfc2368.txt"), &Options { lines: Some((51, 80)), ..Options::default() }).unwrap()
}

/// RFC 5322's listings that RFC 6068's rules reach, each by its own lines:
/// §3.2.1's `quoted-pair` (l.567), §3.2.2's `FWS` to `CFWS` (l.599-611),
/// §3.2.3's `atext` to `dot-atom-text` (l.679-693), §3.2.4's `qtext` to
/// `quoted-string` (l.735-744), §4.1's obsolete forms (l.1774-1786) and
/// §4.2's `obs-FWS` (l.1817). The layout reads a rule set alone between
/// prose lines at its own indentation as an example, which l.567 and l.1817
/// are not: a range of their own lines has no prose beside them.
const RFC5322_LISTINGS: &str = "567-567,599-611,679-693,735-744,1774-1786,1817-1817";

fn ranges(text: &str) -> Vec<(usize, usize)> {
    text.split(',')
        .map(|r| {
            let (a, b) = r.split_once('-').unwrap();
            (a.parse().unwrap(), b.parse().unwrap())
        })
        .collect()
}

/// RFC 6068 §2 through its fifth change (l.221), with RFC 5322's listings
/// and RFC 3986 Appendix A.
fn rfc6068_options() -> Options {
    let with =
        |file: &str, ranges: Vec<(usize, usize)>| With { file: file.into(), name: None, bytes: lineage(file), ranges };
    Options {
        lines: Some((144, 221)),
        with: vec![with("rfc5322.txt", ranges(RFC5322_LISTINGS)), with("rfc3986.txt", vec![(2695, 2789)])],
        ..Options::default()
    }
}

fn rfc6068() -> Import {
    import("rfc6068.txt", &lineage("rfc6068.txt"), &rfc6068_options()).unwrap()
}

/// RFC 2368 writes its five rules after RFC 1738 (l.53, "Following the
/// syntax conventions of RFC 1738"), which its `#` shows; `#mailbox` is RFC
/// 822's list of RFC 822's `mailbox`, and `urlc` is defined nowhere: both
/// are reported with their lines and match nothing.
#[test]
fn rfc_2368_section_2_reads_as_rfc_822_bnf_with_mailbox_and_urlc_undefined() {
    let import = rfc2368();
    assert_eq!((import.document.as_str(), import.notation, import.detected), ("RFC 2368", Notation::Bnf, true));
    assert_eq!(names(&import, Origin::Document), ["mailtoURL", "to", "headers", "header", "hname", "hvalue"]);
    assert_eq!(names(&import, Origin::Undefined), ["mailbox", "urlc"]);
    let undefined: Vec<(&str, &[usize])> =
        import.names.undefined.iter().map(|n| (n.name.as_str(), n.lines.as_slice())).collect();
    assert_eq!(undefined, [("mailbox", &[64][..]), ("urlc", &[67, 68][..])]);
    let to = import.rules.iter().find(|r| r.name == "to").unwrap();
    assert_eq!(to.citation, "RFC 2368 p.2, rfc2368.txt l.64, read as RFC 822-style BNF: `to = #mailbox`");
    assert_eq!(to.notes, [LIST_NOTE]);
    // The rules start on p.2, after the page break at l.58.
    assert_eq!(left_out(&import, |r| matches!(r, Reason::Page(_))), [58, 59, 60]);
    assert_eq!(left_out(&import, |r| *r == Reason::Prose), [51, 53, 54, 70, 71, 72, 73, 74, 75, 77, 78, 79]);
    // "must be encoded" (l.73) predates RFC 2119's capitals: no requirement.
    assert!(import.requirements.is_empty());
    assert!(import.changes.is_empty(), "{:?}", import.changes);
    // Regular, and checked on its automata: its examples are not run.
    assert!(import.hazards.examples.is_empty());
    snapshot!("import", "rfc2368-section-2", import.grammar());
}

/// RFC 6068's twelve rules, the sixteen of RFC 5322 they reach (the
/// recursive `comment` among them, through `quoted-string`'s CFWS), and
/// RFC 3986's two; its percent-encoding is required in prose only, at
/// l.179, which the import reports with the other requirements.
#[test]
fn rfc_6068_section_2_takes_rfc_5322_and_rfc_3986_rules_and_reports_its_prose_requirements() {
    let import = rfc6068();
    assert_eq!((import.document.as_str(), import.notation), ("RFC 6068", Notation::Abnf));
    assert_eq!(import.entry(), "mailtoURI");
    assert_eq!(
        names(&import, Origin::Document),
        [
            "mailtoURI",
            "to",
            "hfields",
            "hfield",
            "hfname",
            "hfvalue",
            "addr-spec",
            "local-part",
            "domain",
            "dtext-no-obs",
            "qchar",
            "some-delims"
        ]
    );
    let brought: Vec<&[String]> = import.with.iter().map(|w| w.brought.as_slice()).collect();
    assert_eq!(brought[1], ["pct-encoded", "unreserved"]);
    for name in ["dot-atom-text", "quoted-string", "CFWS", "comment", "ccontent", "FWS", "obs-qp"] {
        assert!(brought[0].iter().any(|b| b == name), "{name}: {:?}", brought[0]);
    }
    assert_eq!(brought[0].len(), 16);
    assert!(import.names.undefined.is_empty());
    let comment = import.rules.iter().find(|r| r.name == "comment").unwrap();
    assert_eq!(
        comment.citation,
        "RFC 5322 p.11, rfc5322.txt l.609, read as ABNF: `comment = \"(\" *([FWS] ccontent) [FWS] \")\"`"
    );
    assert_eq!(left_out(&import, |r| *r == Reason::Comment), [162]);
    assert_eq!(left_out(&import, |r| matches!(r, Reason::Page(Furniture::Footer))), [170]);
    let required: Vec<(usize, &str)> = import.requirements.iter().map(|r| (r.line, r.key_word)).collect();
    assert_eq!(
        required,
        [
            (179, "MUST"),
            (189, "MUST NOT"),
            (192, "MUST NOT"),
            (198, "MUST"),
            (200, "MUST"),
            (201, "MUST NOT"),
            (204, "MUST"),
            (206, "SHOULD"),
            (213, "MUST"),
            (215, "MUST"),
            (219, "MUST")
        ]
    );
    // "but excluding <comment> from [RFC5322]" (l.175-176): RFC 5322's
    // `comment`, which `quoted-string` reaches through CFWS, is written as
    // RFC 5322 defines it, and the exclusion reported.
    let changes: Vec<(usize, &str, &str)> =
        import.changes.iter().map(|c| (c.line, c.rule.as_str(), c.written.as_str())).collect();
    assert_eq!(changes, [(176, "comment", "rfc5322.txt l.609")]);
    // The entry is not regular, so no automaton check reaches the greedy
    // `1*atext` of `domain`'s `dot-atom-text` in its callers' context
    // (`atext` has `?`, `=` and `&`); the document's own examples find it.
    // Each example pest rejects is run through the document's grammar:
    // l.309, l.484 and l.494 are its strings, which pest loses; l.499,
    // "WRONG!", is not.
    let examples = &import.hazards.examples;
    assert_eq!(examples.len(), 22);
    assert!(examples.iter().all(|e| e.text.starts_with("mailto:")), "{examples:?}");
    let lost: Vec<usize> =
        examples.iter().filter(|e| e.stopped.is_some() && e.derived == Some(true)).map(|e| e.line).collect();
    assert_eq!(lost, [309, 484, 494]);
    let outside: Vec<usize> = examples.iter().filter(|e| e.derived == Some(false)).map(|e| e.line).collect();
    assert_eq!(outside, [499]);
    let l494 = examples.iter().find(|e| e.line == 494).unwrap();
    assert_eq!(l494.text, "mailto:joe@example.com?cc=bob@example.com&body=hello");
    let stop = l494.stopped.as_ref().unwrap();
    assert_eq!((stop.at, stop.expected.join(" | ").as_str()), (29, "end of input | atext | hfields"));
    // The example broken across l.475-476 is joined, and pest takes it.
    let l475 = examples.iter().find(|e| e.line == 475).unwrap();
    assert_eq!(
        (l475.text.as_str(), &l475.stopped),
        ("mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index", &None)
    );
    assert_eq!(import.requirements[0].text, "1.  A number of characters that can appear in <addr-spec> MUST be");
    snapshot!("import", "rfc6068-section-2", import.grammar());
}

fn run_ok(args: &[&str]) -> String {
    let run = rfc1630(args, b"");
    assert_eq!(run.code, Some(0), "{args:?}: {}", run.stderr);
    run.stdout
}

/// The written files are user grammars every command takes, and they judge
/// the documents' own examples as their rules say.
#[test]
fn the_imported_mailto_grammars_go_everywhere_a_grammar_goes() {
    let dir = scratch("import-mailto");
    let g2368 = dir.join("rfc2368.pest");
    let g6068 = dir.join("rfc6068.pest");
    let (g2368, g6068) = (g2368.to_str().unwrap(), g6068.to_str().unwrap());
    let rfc2368_txt = format!("{LINEAGE}rfc2368.txt");
    // `mailbox` and `urlc` are defined nowhere: problems, exit 3, the grammar written.
    let run = rfc1630(&["import", &rfc2368_txt, "--lines", "51-80", "--out", g2368], b"");
    assert_eq!(run.code, Some(3), "{}", run.stderr);
    assert!(run.stderr.contains("undefined\tmailbox\tnamed at l.64\n"), "{}", run.stderr);
    assert!(
        run.stderr.contains(
            "\nproblem\trfc2368.txt l.64\t`mailbox` is not defined, and the entry reaches it: it matches nothing\n"
        ),
        "{}",
        run.stderr
    );
    let (rfc6068_txt, rfc5322, rfc3986) = (
        format!("{LINEAGE}rfc6068.txt"),
        format!("{LINEAGE}rfc5322.txt:{RFC5322_LISTINGS}"),
        format!("{LINEAGE}rfc3986.txt:2695-2789"),
    );
    let args = ["import", &rfc6068_txt, "--lines", "144-221", "--with", &rfc5322, "--with", &rfc3986, "--out", g6068];
    // Hazards left (the examples pest loses) are problems: exit 3, the grammar written.
    let run = rfc1630(&args, b"");
    assert_eq!(run.code, Some(3), "{}", run.stderr);
    assert!(
        run.stderr.contains(
            "\nproblem\trfc6068.txt l.494\tPEG hazard left in `mailtoURI`: pest loses the document's example \
             `mailto:joe@example.com?cc=bob@example.com&body=hello` at byte 29, which the document's grammar derives\n"
        ),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains(
            "requirement\tl.179\tMUST, in prose only: the grammar does not hold it\t1.  A number of characters that can appear in <addr-spec> MUST be\n"
        ),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains(
            "\nhazard left\tmailtoURI\tan example of the document, l.494\tpest loses \
             `mailto:joe@example.com?cc=bob@example.com&body=hello`, which the document's grammar derives: it stops at \
             byte 29, expecting end of input | atext | hfields\n"
        ),
        "{}",
        run.stderr
    );
    // FWS's witness holds line breaks: the report escapes them, so that after the
    // summary each line is one tab-separated item.
    assert!(run.stderr.contains(" pest loses `\\t\\r\\n\\t\\r\\n\\t`, which "), "{}", run.stderr);
    // The last line is the problems' count.
    let items = run.stderr.lines().skip(1).take_while(|line| !line.starts_with("rfc1630: "));
    assert!(
        items.clone().count() > 10 && items.clone().all(|line| line.contains('\t') && !line.starts_with('\t')),
        "{}",
        run.stderr
    );
    assert_eq!(std::fs::read_to_string(g6068).unwrap(), rfc6068().grammar());

    let check = |grammar: &str, uris: &[&str]| -> Vec<String> {
        run_ok(&[&["check", "--grammar", grammar], uris].concat()).lines().map(str::to_string).collect()
    };
    // RFC 6068 l.461, l.548, l.301: accepted. l.499 ("WRONG!", two `?`):
    // rejected at the second `?`, where a `qchar` of the header's value,
    // `&` or the end may come. l.494 is accepted: `atext` has `?`, `=` and
    // `&`, so pest's greedy `1*atext` of `domain` takes `example.com?cc=bob`
    // and leaves `hfields` nothing to start with (a PEG hazard the import
    // reports left, and does not repair), but the ABNF has the string, so
    // the verdict says that pest's tree does not reach it.
    let verdicts = check(
        g6068,
        &[
            "mailto:chris@example.com",
            "mailto:%22not%40me%22@example.org",
            "mailto:addr1@an.example,addr2@an.example",
            "mailto:joe@example.com?cc=bob@example.com?body=hello",
            "mailto:joe@example.com?cc=bob@example.com&body=hello",
        ],
    );
    // The verdict names the entry, not `to`, its first part. `mailtoURI`
    // reaches RFC 5322's nested comments (`CFWS`), so it is not regular:
    // its verdicts are the exact recognizer's, with no note where pest's
    // tree reaches the string.
    let exact = "ok\trfc6068.pest:mailtoURI";
    assert_eq!(verdicts[..3], [exact, exact, exact]);
    assert_eq!(
        verdicts[3],
        "err\t41\trfc6068.pest: rejected at byte 41, expected \"!\" | \"$\"..\".\" | \"0\"..\";\" | \"@\"..\"Z\" | \"_\" | \
         \"a\"..\"z\" | \"~\" | end of input"
    );
    assert_eq!(verdicts[4], "ok\trfc6068.pest:mailtoURI\tpest's tree does not reach it");
    // RFC 2368 l.102's `mailto:?to=...` needs `urlc`, undefined: only an
    // empty header reads, so `=` must follow `?`; and l.189's address needs
    // `mailbox`, undefined: only `?` or the end may follow `mailto:`. The
    // entry is regular, so the offsets and expected sets are the exact ones.
    let verdicts = check(g2368, &["mailto:", "mailto:?=", "mailto:?to=addr1%2C%20addr2", "mailto:chris@example.com"]);
    assert!(verdicts[..2].iter().all(|v| v.starts_with("ok\trfc2368.pest:")), "{verdicts:?}");
    assert_eq!(verdicts[2], "err\t8\trfc2368.pest: rejected at byte 8, expected \"=\"");
    assert_eq!(verdicts[3], "err\t7\trfc2368.pest: rejected at byte 7, expected \"?\" | end of input");

    let tree = run_ok(&["parse", "--grammar", g6068, "--tree", "mailto:a@b"]);
    assert!(tree.contains("dot_atom_text"), "{tree}");
    let corpus = dir.join("mailto.txt");
    std::fs::write(&corpus, "mailto:chris@example.com\nmailto:a@b?subject=x\nhttp://h/\n").unwrap();
    let survey = run_ok(&["survey", "--grammar", g6068, "--grammar", g2368, corpus.to_str().unwrap()]);
    assert!(survey.contains("rfc6068.pest"), "{survey}");
    let conformance = run_ok(&["conformance", "--grammar", g6068, "--grammar", g2368, "--only", "rfc6068.pest"]);
    assert!(conformance.contains("rfc6068.pest"), "{conformance}");
    // RFC 6068's `comment` is recursive: the comparison with RFC 1738's
    // `mailtourl` is bounded, says so, and claims only what its witnesses
    // prove (never `equal`: the two languages differ).
    let diff = run_ok(&["diff", "rfc1738", g6068, "--from", "mailtourl=mailtoURI"]);
    assert!(diff.contains(" (not exact: every string up to 2 bytes tried)"), "{diff}");
    assert!(!diff.contains("language: equal"), "{diff}");
    assert!(diff.contains("only in rfc1738:mailtourl: encoded822addr,"), "{diff}");
    // RFC 2368's is regular, and its file says it is an import: compared
    // exactly, as the document means it, where its undefined `mailbox` and
    // `urlc` match nothing. RFC 1738 needs an address after `mailto:`;
    // RFC 2368 takes `mailto:` alone, and, with no `urlc`, no header but `?=`.
    let diff = run_ok(&["diff", "rfc1738", g2368, "--from", "mailtourl=mailtoURL"]);
    assert!(diff.contains("\nlanguage: overlap (exact)\n"), "{diff}");
    assert!(diff.contains("    `mailto:!`  rfc1738:mailtourl: accepted as mailtourl; "), "{diff}");
    assert!(
        diff.contains("    `mailto:`  rfc1738:mailtourl: rejected at byte 7 in mailtourl, expected xchar; "),
        "{diff}"
    );
    assert!(diff.contains("only in rfc1738:mailtourl: encoded822addr,"), "{diff}");
}
