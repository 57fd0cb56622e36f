//! `rfc1630 import` through the binary: the grammar it writes is a user
//! grammar that `check --grammar` loads, `--check` finds it up to date or
//! stale, and a range outside the file is a usage error.

use crate::support::binary::{run as rfc1630, run_in};
use crate::support::files::scratch;

const RFC3986: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/lineage/rfc3986.txt");

fn verdicts(grammar: &str, uris: &[&str]) -> Vec<bool> {
    let run = rfc1630(&[&["check", "--grammar", grammar], uris].concat(), b"");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    run.stdout.lines().map(|l| l.starts_with("ok\t")).collect()
}

/// The imported Appendix A agrees with the built-in grammar, at its PEG
/// hazards too, which the import repairs as the built-in's P15 rows do:
/// as printed, `IPv4address` is taken for `1.2.3.4` and never given back
/// for `1.2.3.4x`, a reg-name; and `*4( h16 ":" )` takes the `1:` of
/// `1::2`, after which the `h16` before `::` is missing. The report lists
/// each repair with the string it mends.
#[test]
fn the_imported_rfc_3986_grammar_checks_uris_as_the_built_in_does_at_its_repaired_hazards() {
    let dir = scratch("import-rfc3986");
    let out = dir.join("rfc3986-appendix-a.pest");
    let out = out.to_str().unwrap();
    let run = rfc1630(&["import", RFC3986, "--lines", "2695-2789", "--out", out], b"");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stdout.is_empty());
    assert!(
        run.stderr.starts_with("rfc3986.txt l.2695-2789: 36 rules of RFC 3986 (abnf, detected), 3 core rules"),
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains("left out\tl.2746\tpage footer\n"));
    assert!(run.stderr.contains("unused\tabsolute-URI\tl.2706\n"));
    let agree = [
        "http://h/p",
        "foo://user@h:8/p/q?x#y",
        "http://[::1]/",
        "http://[v1.x]/",
        "http://192.168.0.1/",
        "mailto:a@b",
        "http://h:80/a b",
        "http://h/%zz",
        "1a:b",
        "http://ü.example/",
    ];
    assert_eq!(verdicts("rfc3986", &agree), verdicts(out, &agree));
    assert_eq!(verdicts(out, &agree), [true, true, true, true, true, true, false, false, false, false]);
    let hazards = ["http://1.2.3.4x/", "http://[1::2]/", "http://[::ffff:1.2.3.4]/", "http://1.2.3.4.5/"];
    assert_eq!(verdicts("rfc3986", &hazards), [true, true, true, true]);
    assert_eq!(verdicts(out, &hazards), [true, true, true, true]);
    assert!(
        run.stderr.contains(
            "repaired\thost\tordered choice\tend lookahead\t`IP-literal / IPv4address / reg-name`\tmends `0.0.0.0!`\n"
        ),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains("\nchecked\t39 rules, each against its CFG automaton: every string up to N = "),
        "{}",
        run.stderr
    );
    // Up to date, then stale.
    assert_eq!(rfc1630(&["import", RFC3986, "--lines", "2695-2789", "--out", out, "--check"], b"").code, Some(0));
    std::fs::write(out, "x = { \"x\" }\n").unwrap();
    let stale = rfc1630(&["import", RFC3986, "--lines", "2695-2789", "--out", out, "--check"], b"");
    assert_eq!(stale.code, Some(1));
    assert!(stale.stderr.contains("differs from the import of"), "{}", stale.stderr);
}

#[test]
fn import_prints_to_standard_output_and_refuses_a_range_outside_the_file() {
    let run = rfc1630(&["import", RFC3986, "--lines", "2751-2755"], b"");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run
        .stdout
        .contains("\n/// RFC 3986 p.50, rfc3986.txt l.2751-2755, read as ABNF: `dec-octet = DIGIT / %x31-39 DIGIT"));
    // Written longest-first, as the built-in's P2 row for `dec-octet` is, and said so.
    assert!(run
        .stdout
        .contains("\n/// PEG repair (ordered choice: alternatives reordered longest-first) of `DIGIT / "));
    assert!(run.stdout.contains("\ndec_octet = { \"1\" ~ DIGIT{2} | \"2\" ~ '\\u{30}'..'\\u{34}' ~ DIGIT | \"25\" ~ "));
    assert!(run.stdout.contains("| '\\u{31}'..'\\u{39}' ~ DIGIT | DIGIT }\n"), "{}", run.stdout);
    let past = rfc1630(&["import", RFC3986, "--lines", "2751-99999"], b"");
    assert_eq!(past.code, Some(2));
    assert!(past.stderr.contains("lines 2751-99999 are not all in the file, which has 3419 lines"), "{}", past.stderr);
    let empty = rfc1630(&["import", RFC3986, "--lines", "20-10"], b"");
    assert_eq!(empty.code, Some(2));
    assert!(empty.stderr.contains("empty range"), "{}", empty.stderr);
    let prose = rfc1630(&["import", RFC3986, "--lines", "1-10"], b"");
    assert_eq!(prose.code, Some(2));
    assert!(prose.stderr.contains("no rule found in lines 1-10"), "{}", prose.stderr);
    assert_eq!(rfc1630(&["import", RFC3986, "--lines", "x"], b"").code, Some(2));
    assert_eq!(rfc1630(&["import", RFC3986, "--notation", "ebnf"], b"").code, Some(2));
}

/// `--with FILE:A-B` through the binary: RFC 2732 §3 with RFC 2373's
/// appendix and RFC 2396's, each shadowing on a line of the report, and the
/// grammar takes an IPv6 literal.
#[test]
fn import_takes_rules_with_another_document() {
    let lineage = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/lineage");
    let dir = scratch("import-rfc2732");
    let out = dir.join("rfc2732.pest");
    let out = out.to_str().unwrap();
    let rfc2373 = format!("--with={lineage}/rfc2373.txt:1183-1196");
    let rfc2396 = format!("--with={lineage}/rfc2396.txt:1463-1514,1515-1574");
    let rfc2732 = format!("{lineage}/rfc2732.txt");
    let run = rfc1630(&["import", &rfc2732, "--lines", "102-139", &rfc2373, &rfc2396, "--out", out], b"");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    // One core rule, in the singular.
    let summary =
        "rfc2732.txt l.102-139: 4 rules of RFC 2732 (bnf822, detected), 1 core rule of RFC 5234, 0 undefined;";
    assert!(run.stderr.starts_with(summary), "{}", run.stderr);
    assert!(
        run.stderr.contains(
            "\nchange\tl.127\tIPv4address, in prose only: the grammar has rfc2373.txt l.1190's definition\t(2) Replace "
        ),
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains("\nshadowed\tIPv4address\trfc2373.txt l.1190 wins over rfc2396.txt l.1498\n"));
    assert!(run.stderr.contains("\nwith\trfc2373.txt l.1183-1196\t5 of its 6 rules of RFC 2373 (abnf): IPv6address "));
    assert!(run.stderr.contains("\nleft out\trfc2396.txt l.1514\tpage footer\n"), "{}", run.stderr);
    // As printed, pest's ordered choice in `hexpart` would commit to the `1`
    // of `1::2`; the import repairs it, as the built-in's P2 row does.
    assert!(
        run.stderr.contains("\nrepaired\thexpart\tordered choice\talternatives reordered longest-first\t"),
        "{}",
        run.stderr
    );
    let uris = ["http://[::1]/", "http://[1:2:3:4:5:6:7:8]/", "http://a/b", "http://[1::2]/", "http://[1:2/"];
    assert_eq!(verdicts(out, &uris), [true, true, true, true, false]);
    let bad = format!("--with={lineage}/rfc2373.txt:9-x");
    assert_eq!(rfc1630(&["import", &rfc2732, &bad], b"").code, Some(2));
}

/// `import --cfg` writes the document's grammar without the PEG repairs,
/// which `diff` compares with RFC 3986 exactly: the output a spec author
/// reads, snapshotted (run where the file is, which it names). The
/// repaired grammar and the CFG differ, and `--check` compares the form asked for.
#[test]
fn import_cfg_writes_the_grammar_that_diff_compares_exactly() {
    let rfc3987 = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/lineage/rfc3987.txt");
    let dir = scratch("import-rfc3987-cfg");
    let out = dir.join("iri-cfg.pest");
    let out = out.to_str().unwrap();
    let run = rfc1630(&["import", rfc3987, "--lines", "351-492", "--cfg", "--out", out], b"");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let written = std::fs::read_to_string(out).unwrap();
    let rules: Vec<&str> = written.lines().filter(|line| !line.starts_with("//")).collect();
    assert!(rules.iter().all(|rule| !rule.contains("&(")), "{written}");
    assert_eq!(
        rfc1630(&["import", rfc3987, "--lines", "351-492", "--cfg", "--out", out, "--check"], b"").code,
        Some(0)
    );
    assert_eq!(rfc1630(&["import", rfc3987, "--lines", "351-492", "--out", out, "--check"], b"").code, Some(1));
    let diff = run_in(&dir, &["diff", "rfc3986", "iri-cfg.pest"], b"");
    assert_eq!(diff.code, Some(0), "{}", diff.stderr);
    assert!(diff.stdout.contains("\nlanguage: subset (exact)\n  only in iri-cfg.pest:\n"), "{}", diff.stdout);
    assert!(diff.stdout.contains("\n    `\\u{a0}`  rfc3986: rejected at byte 0 in URI, "), "{}", diff.stdout);
    snapshot!("import", "diff-rfc3986-to-rfc3987-cfg", diff.stdout);
}

/// Writes `text` to `name` in a scratch directory of its own, and returns its path.
fn document(dir: &str, name: &str, text: &str) -> String {
    let path = scratch(dir).join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

/// An import that cannot mean what its document means says so: exit 3,
/// each problem with its line and reason on standard error and in the
/// grammar's header, the grammar written all the same; `--lenient` exits 0.
/// Here `b` does not read (an unclosed group), so the entry reaches a name
/// defined nowhere.
#[test]
fn import_exits_3_for_a_rule_that_does_not_read_and_a_name_the_entry_reaches_undefined() {
    let text = document("import-unreadable", "t.txt", "   a = b \"x\"\n   b = \"y\" (\n");
    let run = rfc1630(&["import", &text], b"");
    assert_eq!(run.code, Some(3), "{}", run.stderr);
    let unreadable = "t.txt l.2\t`b` does not read as ABNF: at byte 5: expected an element: the rule is left out\n";
    assert!(run.stderr.contains(&format!("\nproblem\t{unreadable}")), "{}", run.stderr);
    assert!(
        run.stderr.contains("\nproblem\tt.txt l.1\t`b` is not defined, and the entry reaches it: it matches nothing\n"),
        "{}",
        run.stderr
    );
    assert!(run
        .stderr
        .ends_with("rfc1630: 2 problems: the grammar is written, but does not mean what the document's means\n"));
    assert!(run
        .stdout
        .contains("\n//! 2 problems: this grammar does not mean what the document's means (`import` exits 3):\n"));
    assert!(run.stdout.contains(&format!("\n//! - {}", unreadable.replace('\t', ": "))), "{}", run.stdout);
    assert!(run.stdout.ends_with("a = { b ~ ^\"x\" }\n\n/// t.txt l.1-2, named at l.1, read as ABNF: `b` is not defined there: it matches nothing.\nb = { (!ANY ~ ANY) }\n"), "{}", run.stdout);
    let lenient = rfc1630(&["import", &text, "--lenient"], b"");
    assert_eq!(lenient.code, Some(0), "{}", lenient.stderr);
    assert_eq!(lenient.stdout, run.stdout);
    assert!(lenient.stderr.contains("\nproblem\tt.txt l.2\t"), "{}", lenient.stderr);
}

/// pest's reason for refusing the written grammar is printed at import:
/// a left recursion through an alias (`uri-host = host`, as RFC 9110
/// would be written by hand), and a repetition of what can match nothing.
/// `--check` keeps its meaning: 1 when stale, else the import's status.
#[test]
fn import_prints_pests_reason_for_refusing_the_grammar_and_exits_3() {
    let text = document("import-refused", "lr.txt", "   uri-host = host\n   host = uri-host \"x\" / \"y\"\n");
    let out = scratch("import-refused").join("lr.pest");
    let out = out.to_str().unwrap();
    let run = rfc1630(&["import", &text, "--out", out], b"");
    assert_eq!(run.code, Some(3), "{}", run.stderr);
    let reason = "problem\tlr.txt l.1\tpest refuses the written grammar: `uri-host`: rule uri_host is left-recursive \
                  (uri_host -> host -> uri_host)\n";
    assert!(run.stderr.contains(reason), "{}", run.stderr);
    assert!(std::fs::read_to_string(out).unwrap().contains("\n//! - lr.txt l.1: pest refuses the written grammar: "));
    assert_eq!(rfc1630(&["import", &text, "--out", out, "--check"], b"").code, Some(3));
    assert_eq!(rfc1630(&["import", &text, "--out", out, "--check", "--lenient"], b"").code, Some(0));
    std::fs::write(out, "x = { \"x\" }\n").unwrap();
    assert_eq!(rfc1630(&["import", &text, "--out", out, "--check"], b"").code, Some(1));
}

/// A repetition whose body can match the empty string is no problem: the
/// import writes the body's non-empty form, a nullable rule inside inlined,
/// and pest takes the grammar with the same language.
#[test]
fn a_repetition_of_a_nullable_body_is_written_so_that_pest_takes_it() {
    let empty = document("import-nullable-body", "rep.txt", "   a = *( b ) \"y\"\n   b = [ \"x\" ]\n");
    let out = empty.replace("rep.txt", "rep.pest");
    let run = rfc1630(&["import", &empty, "--out", &out], b"");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let written = std::fs::read_to_string(&out).unwrap();
    assert!(written.contains("\na = { ^\"x\"* ~ ^\"y\" }\n"), "{written}");
    assert!(written.contains("which pest refuses: written `*\"x\" \"y\"`, the same language"), "{written}");
    let run = rfc1630(&["check", "--grammar", &out, "y", "XxY", "xy x"], b"");
    assert_eq!(
        run.stdout,
        "ok\trep.pest:a\nok\trep.pest:a\nerr\t2\trep.pest: rejected at byte 2, expected end of input\n"
    );
}

/// A hazard left is a problem: RFC 5646's `langtag` as printed loses
/// strings to pest's greedy options, which no repair mends.
#[test]
fn import_exits_3_for_a_hazard_left() {
    let rfc5646 = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/imports/abnf-rfc5646.txt");
    let run = rfc1630(&["import", rfc5646], b"");
    assert_eq!(run.code, Some(3), "{}", run.stderr);
    assert!(
        run.stderr.contains("\nproblem\tabnf-rfc5646.txt l.2\tPEG hazard left in `langtag`: pest loses `"),
        "{}",
        run.stderr
    );
}

/// Past the import's nesting limit, a rule says so: 300 nested groups are
/// not "no rule found".
#[test]
fn a_nesting_limit_is_named_as_such() {
    let deep = format!("   a = {}\"x\"{}\n", "(".repeat(300), ")".repeat(300));
    let text = document("import-deep", "deep.txt", &deep);
    let run = rfc1630(&["import", &text], b"");
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    assert!(
        run.stderr.contains(
            "no rule of lines 1-1 reads: l.1: `a` does not read as ABNF: at byte 64: groups nested more than 64 deep, \
             the import's nesting limit"
        ),
        "{}",
        run.stderr
    );
    assert!(!run.stderr.contains("no rule found"), "{}", run.stderr);
}

/// RFC 7405's `%s"..."` is case-sensitive and `%i"..."` is not, as a bare
/// quoted string is not: on a grammar of our own, and on RFC 7405's own
/// rules, whose `case-sensitive-string` reads `%s"aB"`.
#[test]
fn rfc_7405_case_sensitive_strings_are_imported() {
    let text = document("import-rfc7405", "s.txt", "   greeting = %s\"Hi\" \" \" %i\"There\" / %S\"yo\"\n");
    let out = scratch("import-rfc7405").join("s.pest");
    let out = out.to_str().unwrap();
    let run = rfc1630(&["import", &text, "--out", out], b"");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let strings = ["Hi There", "Hi tHERE", "hi There", "HI There", "yo", "YO"];
    assert_eq!(verdicts(out, &strings), [true, true, false, false, true, false]);
    let rfc7405 = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/imports/abnf-rfc7405.txt");
    let written = scratch("import-rfc7405").join("rfc7405.pest");
    let written = written.to_str().unwrap();
    // Its RFC 5234 rules are placeholders no document fills here: exit 3.
    let run = rfc1630(&["import", rfc7405, "--out", written], b"");
    assert_eq!(run.code, Some(3), "{}", run.stderr);
    assert!(run.stderr.contains("\nproblem\tabnf-rfc7405.txt l.16\t`c-wsp` is the prose <c-wsp, see [RFC5234]>"));
    let strings = ["%s\"aB\"", "%S\"aB\"", "%i\"aB\"", "\"aB\"", "%s'aB'", "%x\"aB\""];
    let check = rfc1630(&[&["check", "--grammar", written, "--entry", "char_val"], &strings[..]].concat(), b"");
    let verdicts: Vec<bool> = check.stdout.lines().map(|l| l.starts_with("ok\t")).collect();
    assert_eq!(verdicts, [true, true, true, true, false, false], "{}", check.stdout);
}

const IMPORTS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/imports/");

/// A grammar written by import takes `--entry` and `diff --from` as its
/// document spells the rule (`file-URI`, `URI-reference`), as a built-in
/// grammar does, and a verdict names the entry (`file-URI`, whose first
/// part is `file-scheme`).
#[test]
fn an_imported_grammar_takes_and_prints_the_documents_spelling() {
    let dir = scratch("import-spelling");
    let out = dir.join("rfc8089.pest");
    let out = out.to_str().unwrap();
    let rfc8089 = format!("{IMPORTS}abnf-rfc8089.txt");
    let rfc3986 = format!("--with={IMPORTS}abnf-rfc3986.txt");
    let run = rfc1630(&["import", &rfc8089, &rfc3986, "--out", out], b"");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let check = rfc1630(&["check", "--grammar", out, "file:///etc/hosts", "file://h/x", "file:x"], b"");
    let lines: Vec<&str> = check.stdout.lines().collect();
    assert_eq!(lines[..2], ["ok\trfc8089.pest:file-URI", "ok\trfc8089.pest:file-URI"], "{}", check.stdout);
    assert!(lines[2].starts_with("err\t"), "{}", check.stdout);
    let entry = rfc1630(&["check", "--grammar", out, "--entry", "file-hier-part", "//h/x"], b"");
    assert_eq!(entry.stdout, "ok\trfc8089.pest:file-hier-part\n", "{}", entry.stderr);
    let diff = run_in(&dir, &["diff", "rfc3986", "rfc8089.pest", "--from", "path-absolute"], b"");
    assert_eq!(diff.code, Some(0), "{}", diff.stderr);
    assert!(diff.stdout.contains("language: equal (exact)"), "{}", diff.stdout);
    // Each side names its root as its document prints it, whichever spelling `--from` was given.
    assert!(diff.stdout.starts_with("rfc3986:path-absolute -> rfc8089.pest:path-absolute: "), "{}", diff.stdout);
}

/// RFC 9110 with RFC 3986: each document keeps its own names, so RFC
/// 9110's `Host` header rule does not take the place of RFC 3986's `host`
/// inside RFC 3986's `authority` (ABNF names ignore case), and RFC 9110's
/// placeholders (`uri-host = <host, see [URI], Section 3.2.2>`) are filled
/// from the document they name. `http://[1::2]:3:4` and `http://2001::1`
/// are no `http-URI` (RFC 3986 l.10, `authority = [ userinfo "@" ] host [
/// ":" port ]`, and `port = *DIGIT`: one port, digits only).
#[test]
fn documents_compose_each_keeping_its_own_names() {
    let dir = scratch("import-rfc9110");
    let out = dir.join("rfc9110.pest");
    let out = out.to_str().unwrap();
    let rfc9110 = format!("{IMPORTS}abnf-rfc9110.txt");
    let rfc3986 = format!("--with=URI={IMPORTS}abnf-rfc3986.txt");
    let run = rfc1630(&["import", &rfc9110, &rfc3986, "--out", out], b"");
    // Its problems are two hazards of authentication headers, far from
    // `http-URI`: the import says so with exit 3, and writes the grammar.
    assert_eq!(run.code, Some(3), "{}", run.stderr);
    let problems: Vec<&str> = run.stderr.lines().filter(|l| l.starts_with("problem\t")).collect();
    assert_eq!(problems.len(), 2, "{}", run.stderr);
    // By line: `WWW-Authenticate` (l.55) before `challenge` (l.63).
    assert!(problems[0].contains("l.55\tPEG hazard left in `WWW-Authenticate`"), "{}", run.stderr);
    assert!(problems[1].contains("l.63\tPEG hazard left in `challenge`"), "{}", run.stderr);
    for line in [
        "\nfrom\tHost\tabnf-rfc9110.txt l.27\n",
        "\nfrom\thost\tabnf-rfc3986.txt l.12\n",
        "\nfrom\tURI-reference\tabnf-rfc3986.txt l.4\n",
        "\nnote\turi-host\t`<host, see [URI], Section 3.2.2>` filled with `host` of abnf-rfc3986.txt l.12, the document it \
         names.\n",
    ] {
        assert!(run.stderr.contains(line), "{line}: {}", run.stderr);
    }
    assert!(!run.stderr.contains("\nshadowed\tHost"), "{}", run.stderr);
    let uris = ["http://[1::2]:3:4", "http://2001::1", "http://a.example:80/x?y", "http://[1::2]:3/", "http://h"];
    let check = rfc1630(&[&["check", "--grammar", out, "--entry", "http-URI"], &uris[..]].concat(), b"");
    let verdicts: Vec<bool> = check.stdout.lines().map(|l| l.starts_with("ok\trfc9110.pest:http-URI")).collect();
    assert_eq!(verdicts, [false, false, true, true, true], "{}", check.stdout);
    let hosts = ["[::1]:80", "a.example", "a:b:c", "[1::2]:3:4"];
    let check = rfc1630(&[&["check", "--grammar", out, "--entry", "Host"], &hosts[..]].concat(), b"");
    let verdicts: Vec<bool> = check.stdout.lines().map(|l| l.starts_with("ok\t")).collect();
    assert_eq!(verdicts, [true, true, false, false], "{}", check.stdout);
}

/// `--title` names a document whose text gives no RFC number (the imports'
/// rule lists): the citations and the header read `RFC 4647,
/// abnf-rfc4647.txt l.N`, where they read the file's name twice without
/// it. A title that would break the one-line citation is a usage error.
#[test]
fn title_names_the_document_in_every_citation() {
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/imports/abnf-rfc4647.txt");
    let run = rfc1630(&["import", file, "--title", "RFC 4647"], b"");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stdout.starts_with("//! RFC 4647, imported by `rfc1630 import` from abnf-rfc4647.txt lines 1-3 "));
    assert!(
        run.stdout.contains("\n/// RFC 4647, abnf-rfc4647.txt l.1, read as ABNF: `language-range = "),
        "{}",
        run.stdout
    );
    let untitled = rfc1630(&["import", file], b"");
    assert!(untitled.stdout.contains("\n/// abnf-rfc4647.txt, abnf-rfc4647.txt l.1, read as ABNF: "));
    for bad in ["", "RFC `4647`", "RFC\n4647"] {
        let run = rfc1630(&["import", file, "--title", bad], b"");
        assert_eq!(run.code, Some(2), "{bad:?}: {}", run.stderr);
        assert!(run.stderr.contains("a title has"), "{}", run.stderr);
    }
}
