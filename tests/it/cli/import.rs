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
    assert!(run.stdout.contains("\n/// RFC 3986 p.50, rfc3986.txt l.2751-2755: `dec-octet = DIGIT / %x31-39 DIGIT"));
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
