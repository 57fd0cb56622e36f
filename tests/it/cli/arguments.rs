//! No command panics on any argument: every command run with a file
//! that is not a grammar where a grammar is expected, a missing file, an
//! unknown grammar id and the combined grammar `rfc1630`. Each run must
//! exit with a code the command documents, print its error where the user
//! reads it, and never write `panicked` (which `binary::run` asserts of
//! every run). And every help that lists the grammar ids lists them all.

use crate::support::binary::{run as rfc1630, Run};
use crate::support::files::{notes_file, MISSING};

/// Every grammar id of the registry, as the usage errors and the helps list them.
fn grammar_ids() -> String {
    ids(rfc1630::Grammar::ALL.into_iter().chain(rfc1630::Grammar::PROSE))
}

/// The ids of `grammars`, joined by commas.
fn ids(grammars: impl Iterator<Item = rfc1630::Grammar>) -> String {
    grammars.map(rfc1630::Grammar::id).collect::<Vec<_>>().join(", ")
}

#[test]
fn usage_errors_exit_2() {
    assert_eq!(rfc1630(&["parse"], b"").code, Some(2));
    assert_eq!(rfc1630(&["parse", "--grammar", "rfc9999", "x:y"], b"").code, Some(2));
    assert_eq!(rfc1630(&["frobnicate"], b"").code, Some(2));
}

/// `--json` and `--clients` belong to `--all`; without it they are a usage
/// error, not a text answer that ignores them.
#[test]
fn flags_of_all_without_all_exit_2() {
    for args in [
        &["resolve", "--json", "http://a/b/c/d;p?q", "?y"][..],
        &["resolve", "--clients", "clients.tsv", "http://a/b", "g"],
        &["compare", "--json", "http://a/", "http://A/"],
    ] {
        let run: Run = rfc1630(args, b"");
        assert_eq!(run.code, Some(2), "{args:?}");
        assert!(run.stderr.contains("needs --all") || run.stderr.contains("need --all"), "{args:?}: {}", run.stderr);
        assert!(run.stdout.is_empty(), "{args:?}: {}", run.stdout);
    }
    assert_eq!(rfc1630(&["resolve", "--all", "--json", "http://a/b", "g"], b"").code, Some(0));
}

/// Every command that takes `--grammar G` (or `grammar G`), with the
/// arguments and standard input of a run that succeeds under `rfc1630`.
fn grammar_commands(g: &str) -> [(Vec<&str>, &'static [u8]); 7] {
    [
        (vec!["parse", "--grammar", g, "http://info.cern.ch/"], b""),
        (vec!["check", "--grammar", g], b"http://info.cern.ch/\n"),
        (vec!["resolve", "--grammar", g, "http://a/b/c", "g"], b""),
        (vec!["compare", "--grammar", g, "http://h/a%2Db", "http://h/a-b"], b""),
        (vec!["normalize", "--grammar", g], b"http://h/a%2Db\n"),
        (vec!["extract", "--grammar", g], b"see <http://info.cern.ch/>\n"),
        (vec!["grammar", g], b""),
    ]
}

/// A file, a missing file or an unknown id where a grammar id is expected:
/// clap's usage error (exit 2) naming the value and the known ids.
#[test]
fn a_file_or_unknown_id_for_grammar_is_a_usage_error() {
    let notes = notes_file();
    let notes = notes.to_str().unwrap();
    for bad in [notes, MISSING, "rfc9999"] {
        // `check` and `parse` take a .pest path too: `cli::user_grammar`.
        let takes = |args: &[&str]| !["check", "parse"].contains(&args[0]);
        for (args, stdin) in grammar_commands(bad).into_iter().filter(|(args, _)| takes(args)) {
            let run = rfc1630(&args, stdin);
            assert_eq!(run.code, Some(2), "{args:?}");
            assert_eq!(run.stdout, "", "{args:?}");
            let expected = format!("unknown grammar `{bad}` (expected one of: {})", grammar_ids());
            assert!(run.stderr.contains(&format!("error: invalid value '{bad}' for ")), "{args:?}: {}", run.stderr);
            assert!(run.stderr.contains(&expected), "{args:?}: {}", run.stderr);
        }
    }
}

/// The combined grammar: the URL listing, else the generic one (RFC 1630).
#[test]
fn the_combined_grammar() {
    let runs: Vec<Run> = grammar_commands("rfc1630").into_iter().map(|(args, stdin)| rfc1630(&args, stdin)).collect();
    let [parse, check, resolve, compare, normalize, extract, grammar] = &runs[..] else { panic!("seven commands") };
    assert_eq!(parse.code, Some(0));
    assert!(parse.stdout.starts_with("http://info.cern.ch/\trfc1630-url:httpaddress\n"), "{}", parse.stdout);
    assert_eq!((check.code, check.stdout.as_str()), (Some(0), "ok\trfc1630-url:httpaddress\n"));
    assert_eq!((resolve.code, resolve.stdout.as_str()), (Some(0), "http://a/b/g\n"));
    assert_eq!((compare.code, compare.stdout.as_str()), (Some(0), "identical\n"));
    assert_eq!((normalize.code, normalize.stdout.as_str()), (Some(0), "ok\thttp://h/a-b\n"));
    assert_eq!(
        (extract.code, extract.stdout.as_str()),
        (Some(0), "1:5\thttp://info.cern.ch/\tok rfc1630-url:httpaddress\n")
    );
    assert_eq!(grammar.code, Some(0));
    // Both listings' files: the URL listing's (rfc822.pest with it, E4),
    // then the generic listing's.
    let files: Vec<&str> = grammar.stdout.lines().filter_map(|l| l.strip_prefix("// ===== ")).collect();
    let listings = rfc1630::Grammar::Rfc1630.listings();
    let expected: Vec<String> = listings
        .iter()
        .flat_map(|&l| rfc1630::grammar::listings::sources(l))
        .map(|(path, _)| format!("{path} ====="))
        .collect();
    assert_eq!(files, expected);
    assert!(files.first().unwrap().starts_with("grammar/rfc1630-url.pest") && files.len() >= 2, "{files:?}");
    assert!(files.last().unwrap().starts_with("grammar/rfc1630-generic.pest"), "{files:?}");
    // The partial forms of the generic listing under the combined grammar,
    // and an input neither listing takes.
    let run = rfc1630(&["resolve", "--grammar", "rfc1630", "a/b", "g"], b"");
    assert_eq!(run.code, Some(1));
    assert!(run.stdout.starts_with("error: context `a/b` is not an absolute form"), "{}", run.stdout);
    let run = rfc1630(&["compare", "--grammar", "rfc1630", "http://h:x/", "http://h/"], b"");
    assert_eq!(run.code, Some(2));
    assert!(run.stdout.starts_with("illegal: A is illegal: rfc1630: 1:10: expected"), "{}", run.stdout);
}

/// `conformance --grammar` takes a `.pest` file, not a grammar
/// that has its column already. `lint` takes
/// one, and any string as a URI, a file name among them: none of these is
/// one, so each gets its `illegal` line, and no file is read.
#[test]
fn conformance_grammar_takes_a_file_and_lint_any_uri() {
    let run = rfc1630(&["lint", "--grammar", "url7", "http://h/"], b"");
    assert_eq!((run.code, run.stdout.as_str(), run.stderr.as_str()), (Some(0), "", ""));
    let run = rfc1630(&["conformance", "--grammar", "rfc1630"], b"");
    assert_eq!((run.code, run.stdout.as_str()), (Some(2), ""));
    assert!(run.stderr.contains("`rfc1630` has its column already"), "{}", run.stderr);
    let notes = notes_file();
    for uri in [notes.to_str().unwrap(), MISSING, "rfc2396", "rfc1630"] {
        let run = rfc1630(&["lint", uri], b"");
        assert_eq!((run.code, run.stderr.as_str()), (Some(1), ""), "{uri}");
        let prefix = format!("{uri}\tillegal\twarning: no listing of rfc1630 accepts it: rfc1630: 1:");
        assert!(run.stdout.starts_with(&prefix) && run.stdout.lines().count() == 1, "{uri}: {}", run.stdout);
    }
}

/// Every `--help` that lists grammar ids lists every id the command accepts,
/// the `+prose` ones too, and `survey --help` names the grammars it runs by default.
#[test]
fn every_help_that_lists_grammar_ids_lists_them_all() {
    for command in ["parse", "check", "resolve", "compare", "normalize", "extract", "lint", "grammar", "diff", "survey"]
    {
        let help = rfc1630(&[command, "--help"], b"");
        assert_eq!(help.code, Some(0), "{command}: {}", help.stderr);
        let text = help.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(text.contains(&grammar_ids()), "{command} --help does not list {}: {text}", grammar_ids());
    }
    let listings = ids(rfc1630::Grammar::ALL.into_iter());
    let survey = rfc1630(&["survey", "--help"], b"").stdout.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(survey.contains(&format!("default: {listings})")), "{survey}");
    let report = rfc1630(&["report", "--help"], b"").stdout.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(report.contains(&format!("under {listings} and")), "{report}");
}

/// Every command that takes a grammar lists the grammar ids in its help.
#[test]
fn help_lists_the_grammar_ids() {
    for command in ["grammar", "parse", "check", "resolve", "compare", "normalize", "extract", "diff"] {
        let help = rfc1630(&[command, "--help"], b"");
        assert_eq!(help.code, Some(0), "{command}");
        for grammar in rfc1630::Grammar::ALL {
            assert!(help.stdout.contains(grammar.id()), "{command} --help lacks {grammar}: {}", help.stdout);
        }
    }
}

/// How a text may name a document: by its name (`url-03`, `RFC 3986`), or,
/// in a list such as "RFC 1738, 1808 and 2396", by the number alone.
fn names(text: &str, document: &rfc1630::documents::Document) -> bool {
    let number = document.name.strip_prefix("RFC ");
    text.contains(document.name)
        || number.is_some_and(|n| text.split(|c: char| !c.is_ascii_digit()).any(|word| word == n))
}

/// The first words a reader meets name every document built in: the
/// README's opening sentence, the library's front page (`src/lib.md`) up to
/// its first heading, and `--help`.
#[test]
fn the_openings_name_every_document() {
    let root = env!("CARGO_MANIFEST_DIR");
    let readme = std::fs::read_to_string(format!("{root}/README.md")).unwrap();
    let readme_opening = readme.lines().skip(1).find(|line| !line.is_empty()).unwrap().to_owned();
    let lib = std::fs::read_to_string(format!("{root}/src/lib.md")).unwrap();
    let lib_opening = lib.split("\n# ").next().unwrap().to_owned();
    let help = rfc1630(&["--help"], b"");
    assert_eq!(help.code, Some(0));
    let help_opening = help.stdout.lines().next().unwrap().to_owned();
    for (place, text) in [("README.md", readme_opening), ("src/lib.md", lib_opening), ("--help", help_opening)] {
        for document in rfc1630::documents::ALL {
            assert!(names(&text, document), "{place} leaves out {}: {text}", document.name);
        }
    }
}
