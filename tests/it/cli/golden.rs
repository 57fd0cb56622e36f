//! The fixed script of commands, as snapshots (`snapshots/golden/`): what
//! `check`, `parse --json` and `--tree`, `diff` (rule by rule and over a
//! corpus), `survey`, `resolve --all`, `compare --all` and
//! `compare -g rfc3987 [--nfc]`, `normalize`, `conformance`,
//! `report`, `lint` and `grammar` print, byte for byte, with their exit
//! codes. A change to any of these outputs fails here until its snapshot
//! is reviewed and accepted, so that output changes only on purpose.
//!
//! The corpus is a slice of `era-urls.tsv`: every fifth URL. `conformance`'s
//! readable table is `cli::conformance`'s snapshot, and `extract` of a
//! document `study::extract`'s.

use crate::support::binary::run as rfc1630;
use crate::support::files::scratch;
use crate::support::tsv;
use rfc1630::Grammar;
use std::path::PathBuf;
use std::sync::OnceLock;

/// How the slice is named in a command line; the file itself is in a
/// scratch directory.
const SLICE: &str = "era-slice.txt";

/// The grammars `parse` runs under: one of each document.
const PARSED: [&str; 9] = ["rfc1630", "url-03", "url7", "url4", "rfc1738", "rfc1808", "rfc2396", "rfc2732", "rfc3986"];

/// Every fifth URL of `era-urls.tsv`, one a line.
fn slice() -> &'static str {
    static SLICE: OnceLock<String> = OnceLock::new();
    SLICE.get_or_init(|| tsv("era-urls.tsv").into_iter().step_by(5).map(|row| row["url"].clone() + "\n").collect())
}

/// The slice as a file, for the commands that read a corpus file.
fn slice_file() -> &'static str {
    static FILE: OnceLock<PathBuf> = OnceLock::new();
    let path = FILE.get_or_init(|| {
        let path = scratch("golden").join(SLICE);
        std::fs::write(&path, slice()).unwrap();
        path
    });
    path.to_str().unwrap()
}

/// What a command reads on standard input.
enum Stdin {
    Nothing,
    Slice,
}

/// An argument as a shell reads it back: quoted when it holds anything
/// but letters, digits and `-_./:=+@%,`.
fn shell_word(arg: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "-_./:=+@%,".contains(c);
    if !arg.is_empty() && arg.chars().all(plain) {
        arg.to_string()
    } else {
        format!("'{}'", arg.replace('\'', r"'\''"))
    }
}

/// Runs `rfc1630 ARGS` (`SLICE` standing for the slice's file) and
/// snapshots the command line, the exit code, the length of stdout and
/// stdout itself (insta trims the end of a snapshot; the length keeps the
/// trailing spaces of a table's last row). Nothing in the script writes to
/// stderr.
fn golden(name: &str, args: &[&str], stdin: Stdin) {
    let real: Vec<&str> = args.iter().map(|&arg| if arg == SLICE { slice_file() } else { arg }).collect();
    let (input, redirect) = match stdin {
        Stdin::Nothing => ("", String::new()),
        Stdin::Slice => (slice(), format!(" < {SLICE}")),
    };
    let run = rfc1630(&real, input.as_bytes());
    assert_eq!(run.stderr, "", "{name}");
    let command: Vec<String> = args.iter().map(|arg| shell_word(arg)).collect();
    let code = run.code.expect("an exit code");
    let text =
        format!("$ rfc1630 {}{redirect}\nexit {code}, {} bytes\n{}", command.join(" "), run.stdout.len(), run.stdout);
    snapshot!("golden", name, text);
}

#[test]
fn check() {
    for g in Grammar::ALL.into_iter().chain(Grammar::PROSE).map(Grammar::id) {
        golden(&format!("check-{g}"), &["check", "--grammar", g], Stdin::Slice);
        golden(&format!("check-json-{g}"), &["check", "--json", "--grammar", g], Stdin::Slice);
    }
    let uris = ["http://info.cern.ch:80x/", "ftp://ftp.w3.org", "news:a@b", "", "http://[::1]/"];
    golden("check-args", &[&["check"][..], &uris].concat(), Stdin::Nothing);
}

#[test]
fn parse() {
    let uris = [
        "http://info.cern.ch:8000/a/b?x+y#f",
        "ftp://joe@ftp.cern.ch/pub;type=a",
        "news:comp.infosystems.www",
        "gopher://gopher.micro.umn.edu:70/11/",
        "mailto:timbl@info.cern.ch",
        "http://h/p%zz",
    ];
    for g in PARSED {
        golden(&format!("parse-json-{g}"), &[&["parse", "--json", "--grammar", g][..], &uris].concat(), Stdin::Nothing);
        golden(&format!("parse-tree-{g}"), &["parse", "--tree", "--grammar", g, uris[0]], Stdin::Nothing);
    }
}

#[test]
fn diff() {
    let pairs = [
        ("url4", "url7"),
        ("url7", "url-03"),
        ("url-03", "rfc1630"),
        ("url-03", "rfc1738"),
        ("rfc1630-generic", "rfc1808"),
        ("rfc1808", "rfc2396"),
        ("rfc2396", "rfc2732"),
        ("rfc2732", "rfc3986"),
        ("rfc1630-url", "rfc1738"),
    ];
    for (a, b) in pairs {
        golden(&format!("diff-{a}-{b}"), &["diff", a, b], Stdin::Nothing);
        golden(&format!("diff-json-{a}-{b}"), &["diff", "--json", a, b], Stdin::Nothing);
    }
    golden("diff-corpus", &["diff", "rfc1630", "rfc3986", "--corpus", SLICE], Stdin::Nothing);
    golden("diff-from", &["diff", "url7", "rfc1630-generic", "--from", "generic=uri"], Stdin::Nothing);
}

#[test]
fn survey() {
    golden("survey", &["survey", "-"], Stdin::Slice);
    golden("survey-json", &["survey", "--json", "-"], Stdin::Slice);
    let grammars = ["-g", "rfc1630", "-g", "rfc3986", "-g", "url-03+prose", "-g", "rfc1738"];
    golden("survey-some", &[&["survey", "-"][..], &grammars].concat(), Stdin::Slice);
}

#[test]
fn resolve() {
    let base = "http://a/b/c/d;p?q";
    let references = ["g", "../g", "?y", "#s", "g;x", "../../../g", "//g", "/./g", "g..", "."];
    golden("resolve-all", &[&["resolve", "--all", base][..], &references].concat(), Stdin::Nothing);
    let references = ["g", "../g", "?y", "#s", "../../../g", "http:g"];
    golden("resolve-all-json", &[&["resolve", "--all", "--json", base][..], &references].concat(), Stdin::Nothing);
    let references = ["g", "../g", "?y", "#s", "g;x", "../../../g", "//g"];
    for g in ["rfc1630", "rfc1808", "rfc2396", "rfc3986"] {
        golden(&format!("resolve-{g}"), &[&["resolve", "-g", g, base][..], &references].concat(), Stdin::Nothing);
    }
}

#[test]
fn compare() {
    golden(
        "compare-all-case-and-tilde",
        &["compare", "--all", "HTTP://Example.COM/%7Esmith", "http://example.com/~smith"],
        Stdin::Nothing,
    );
    golden(
        "compare-all-json-host",
        &["compare", "--all", "--json", "http://Ex%41mple.com/", "http://example.com/"],
        Stdin::Nothing,
    );
    golden("compare-all-port", &["compare", "--all", "http://a:80/", "http://a/"], Stdin::Nothing);
    golden("compare-rfc1630", &["compare", "http://a/%41", "http://a/A"], Stdin::Nothing);
    // RFC 3987 §5.3.2 (rfc3987.txt l.1333-1334).
    golden(
        "compare-rfc3987-syntax-based",
        &[
            "compare",
            "-g",
            "rfc3987",
            "example://a/b/c/%7Bfoo%7D/ros\u{E9}",
            "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9",
        ],
        Stdin::Nothing,
    );
    // §5.3.2.2 (l.1396-1398): canonically equivalent, different without NFC (l.1384-1386).
    let (nfc, nfd) =
        ("http://www.example.org/r\u{E9}sum\u{E9}.html", "http://www.example.org/re\u{301}sume\u{301}.html");
    golden("compare-rfc3987-nfd", &["compare", "-g", "rfc3987", nfc, nfd], Stdin::Nothing);
    golden("compare-rfc3987-nfc", &["compare", "-g", "rfc3987", "--nfc", nfc, nfd], Stdin::Nothing);
    golden("compare-all-iri", &["compare", "--all", "--json", "http://\u{E9}/", "http://%C3%A9/"], Stdin::Nothing);
    // Against `http://x/y/z/w`, `http://x/y/g` and `http://x/y/z/g`.
    golden("compare-rfc3986-relative", &["compare", "-g", "rfc3986", "../g", "g"], Stdin::Nothing);
}

#[test]
fn normalize() {
    let uris = ["HTTP://Example.COM:80/%7euser/./a", "a/..", "../a/./b", "/a/../%62", "//H:80/a/%2e%2E/b", "g h"];
    golden("normalize-rfc3986-json", &[&["normalize", "-g", "rfc3986", "--json"][..], &uris].concat(), Stdin::Nothing);
    golden("normalize-rfc2396", &[&["normalize", "-g", "rfc2396"][..], &uris].concat(), Stdin::Nothing);
}

#[test]
fn conformance() {
    golden("conformance-tsv", &["conformance", "--tsv"], Stdin::Nothing);
    golden("conformance-json", &["conformance", "--json"], Stdin::Nothing);
}

#[test]
fn report() {
    // On stdin: the survey's heading names the file as given.
    golden("report-corpus", &["report", "--corpus", "-"], Stdin::Slice);
}

#[test]
fn lint_and_grammar() {
    let uris = ["http://user:pw@host/", "telnet://a:b@h", "file:///etc/passwd", "http://h/%00"];
    golden("lint", &[&["lint"][..], &uris].concat(), Stdin::Nothing);
    golden("grammar-rules", &["grammar", "--rules", "rfc3986"], Stdin::Nothing);
    golden("grammar-file", &["grammar", "url-03"], Stdin::Nothing);
    golden("help", &["--help"], Stdin::Nothing);
}
