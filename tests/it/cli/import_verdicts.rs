//! `check` on a grammar written by `import` gives its document's verdicts:
//! the ABNF read as a context-free grammar, where alternation is a union
//! and a repetition gives back, not pest's ordered choice. Compared with
//! an exact recognizer written here from RFC 5234 ([`super::abnf_oracle`]),
//! on strings derived from each grammar, those strings mutated, and random
//! strings over the grammar's characters.

use super::abnf_oracle::Grammar;
use crate::support::binary::run as rfc1630;
use crate::support::files::scratch;

const IMPORTS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/imports/");

fn text(file: &str) -> String {
    std::fs::read_to_string(format!("{IMPORTS}{file}")).unwrap()
}

/// Imports `file` (with `with`, each an `--with` argument, `NAME=FILE` or
/// `FILE`, of `../shared/imports/`) into a scratch `.pest` file and returns
/// its path. The import may exit 3 (a hazard
/// left): the grammar is written all the same.
fn imported(dir: &str, file: &str, with: &[&str]) -> String {
    let out = scratch(dir).join(file.replace("abnf-", "").replace(".txt", ".pest"));
    let out = out.to_str().unwrap().to_string();
    let source = format!("{IMPORTS}{file}");
    let with: Vec<String> = with
        .iter()
        .map(|w| match w.split_once('=') {
            Some((name, file)) => format!("--with={name}={IMPORTS}{file}"),
            None => format!("--with={IMPORTS}{w}"),
        })
        .collect();
    let mut args = vec!["import", source.as_str(), "--out", out.as_str()];
    args.extend(with.iter().map(String::as_str));
    let run = rfc1630(&args, b"");
    assert!(matches!(run.code, Some(0 | 3)), "{}", run.stderr);
    out
}

/// What makes a file the import's is its rules' citations, each saying
/// the notation the rule was read in, not its `//!` header: without the
/// header, RFC 5646's grammar still accepts `en-Latn`; with one rule's
/// citation cited as a built-in listing's are (no notation), the file is
/// pest's, which rejects it where the optional `extlang` took `Lat`.
#[test]
fn the_rules_citations_not_the_header_say_that_a_file_is_imported() {
    let grammar = imported("import-verdicts-citations", "abnf-rfc5646.txt", &[]);
    let written = std::fs::read_to_string(&grammar).unwrap();
    assert!(
        written.contains("\n/// abnf-rfc5646.txt, abnf-rfc5646.txt l.1, read as ABNF: `Language-Tag = "),
        "{written}"
    );
    let dir = scratch("import-verdicts-citations");
    let headless = dir.join("headless.pest");
    let body: Vec<&str> = written.lines().filter(|line| !line.starts_with("//!")).collect();
    std::fs::write(&headless, body.join("\n")).unwrap();
    let run = rfc1630(&["check", "--grammar", headless.to_str().unwrap(), "en-Latn"], b"");
    assert_eq!(run.stdout, "ok\theadless.pest:Language-Tag\tpest's tree does not reach it\n", "{}", run.stderr);
    let edited = dir.join("edited.pest");
    let first = written.find(", read as ABNF: ").unwrap();
    std::fs::write(&edited, format!("{}: {}", &written[..first], &written[first + ", read as ABNF: ".len()..]))
        .unwrap();
    let run = rfc1630(&["check", "--grammar", edited.to_str().unwrap(), "en-Latn"], b"");
    assert!(run.stdout.starts_with("err\t"), "{}", run.stdout);
}

/// The seven tags pest's ordered choice rejects in the grammar as printed
/// (an optional `extlang` or `region` takes the start of the next subtag,
/// and PEG never gives it back) are tags of RFC 5646 §2.1, and the check
/// accepts them as `Language-Tag`, saying that pest's tree does not reach
/// them. Strings that are no tag are rejected where the tag stops being
/// one: `en--US` after `en-`, where a subtag (letters or digits) must
/// come; `x-abcdefghi` after eight characters of a private-use subtag
/// (`1*8alphanum`); `en-Latn-` at its end.
#[test]
fn rfc_5646_tags_are_checked_as_the_document_means_them() {
    let grammar = imported("import-verdicts-5646", "abnf-rfc5646.txt", &[]);
    let tags = ["en-Latn", "zh-Hant", "sr-Latn-RS", "zh-cmn-Hans-CN", "sl-rozaj-biske", "en-GB-oed", "art-lojban"];
    let run = rfc1630(&[&["check", "--grammar", grammar.as_str()], &tags[..]].concat(), b"");
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), tags.len(), "{}", run.stderr);
    for line in &lines {
        assert_eq!(*line, "ok\trfc5646.pest:Language-Tag\tpest's tree does not reach it", "{}", run.stdout);
    }
    // A tag pest's tree reaches has no note.
    let run = rfc1630(&["check", "--grammar", &grammar, "en", "x-whatever"], b"");
    assert_eq!(run.stdout, "ok\trfc5646.pest:Language-Tag\nok\trfc5646.pest:Language-Tag\n");
    let wrong = ["en--US", "x-abcdefghi", "en-Latn-", "1en"];
    let run = rfc1630(&[&["check", "--grammar", grammar.as_str()], &wrong[..]].concat(), b"");
    let offsets: Vec<&str> = run.stdout.lines().map(|l| l.split('\t').nth(1).unwrap()).collect();
    assert_eq!(offsets, ["3", "10", "8", "0"], "{}", run.stdout);
    assert!(
        run.stdout.starts_with(
            "err\t3\trfc5646.pest: rejected at byte 3, expected \"0\"..\"9\" | \"A\"..\"Z\" | \"a\"..\"z\"\n"
        ),
        "{}",
        run.stdout
    );
    // `parse` accepts it too, without a tree, and gives the tree pest builds.
    let parse = rfc1630(&["parse", "--grammar", &grammar, "en-Latn", "en"], b"");
    assert_eq!(parse.code, Some(0), "{}", parse.stderr);
    assert!(
        parse.stdout.starts_with(
            "en-Latn\trfc5646.pest:Language-Tag\tpest's tree does not reach it\nen\trfc5646.pest:Language-Tag\n"
        ),
        "{}",
        parse.stdout
    );
    let json = rfc1630(&["check", "--grammar", &grammar, "--json", "en-Latn"], b"");
    assert_eq!(
        json.stdout,
        "{\"input\":\"en-Latn\",\"ok\":true,\"listing\":\"rfc5646.pest\",\"production\":\"Language-Tag\",\
         \"note\":\"pest's tree does not reach it\"}\n"
    );
}

/// A small deterministic generator (xorshift64*): the same strings on
/// every run, so that a failure can be run again.
struct Random(u64);

impl Random {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n.max(1)
    }
}

/// Strings to try on `entry`: derived from the grammar, each also with a
/// character deleted, inserted or replaced, and random strings over the
/// grammar's characters. RFC 5322's folding white space puts line breaks
/// in them, which the arguments they are given as can hold; a NUL they
/// cannot, so a string with one is left out.
fn strings(oracle: &Grammar, entry: &str, count: usize) -> Vec<String> {
    let mut random = Random(0x005E_ED0F_AB4F);
    let alphabet = oracle.alphabet();
    let mut out = Vec::new();
    let mut tries = 0;
    while out.len() < count {
        tries += 1;
        assert!(tries < 100 * count, "`{entry}` derives too few strings");
        let Some(derived) = oracle.generate(entry, &mut |n| random.below(n)) else { continue };
        let mut chars: Vec<char> = derived.chars().collect();
        out.push(derived);
        let at = random.below(chars.len() + 1);
        match random.below(3) {
            0 if at < chars.len() => {
                chars.remove(at);
            }
            1 => chars.insert(at, alphabet[random.below(alphabet.len())]),
            _ if at < chars.len() => chars[at] = alphabet[random.below(alphabet.len())],
            _ => {}
        }
        out.push(chars.into_iter().collect());
        let len = random.below(12);
        out.push((0..len).map(|_| alphabet[random.below(alphabet.len())]).collect());
    }
    out.retain(|s| !s.contains('\0'));
    out
}

/// Checks `inputs` against `grammar`'s `entry` with the binary, and each
/// verdict against the oracle's: accepted alike, and a rejection at the end
/// of the longest prefix some string of the entry begins with. More than
/// `margin` of the inputs must be accepted, and more than `margin` rejected,
/// so that both kinds of verdict are compared.
fn agree(grammar: &str, entry: &str, oracle: &Grammar, inputs: &[String], margin: usize) {
    let mut args = vec!["check", "--grammar", grammar, "--entry", entry, "--"];
    args.extend(inputs.iter().map(String::as_str));
    let run = rfc1630(&args, b"");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), inputs.len());
    let mut wrong = Vec::new();
    let mut accepted = 0;
    for (input, line) in inputs.iter().zip(&lines) {
        let expected = if oracle.accepts(entry, input) {
            accepted += 1;
            "ok".to_string()
        } else {
            format!("err\t{}", oracle.viable(entry, input))
        };
        if !line.starts_with(&format!("{expected}\t")) {
            wrong.push(format!("{input:?}: oracle {expected}, check {line}"));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {} differ:\n{}",
        wrong.len(),
        inputs.len(),
        wrong[..wrong.len().min(10)].join("\n")
    );
    let rejected = inputs.len() - accepted;
    assert!(accepted > margin && rejected > margin, "{entry}: {accepted} of {} accepted", inputs.len());
}

/// RFC 5646's `Language-Tag` and `langtag`: every verdict and offset is the
/// oracle's, where pest's ordered choice loses 569 tags.
#[test]
fn rfc_5646_verdicts_are_the_exact_recognizers() {
    let grammar = imported("import-verdicts-oracle-5646", "abnf-rfc5646.txt", &[]);
    let oracle = Grammar::read(&[&text("abnf-rfc5646.txt")]);
    for entry in ["Language-Tag", "langtag"] {
        let inputs = strings(&oracle, entry, 450);
        agree(&grammar, entry, &oracle, &inputs, 100);
    }
}

/// RFC 3986's `URI-reference` as the package writes Appendix A, and RFC
/// 8089's `file-URI` on it (`host` and `path-absolute` are RFC 3986's).
#[test]
fn rfc_3986_and_8089_verdicts_are_the_exact_recognizers() {
    let rfc3986 = text("abnf-rfc3986.txt");
    let grammar = imported("import-verdicts-oracle-3986", "abnf-rfc3986.txt", &[]);
    let oracle = Grammar::read(&[&rfc3986]);
    let inputs = strings(&oracle, "URI-reference", 450);
    agree(&grammar, "URI-reference", &oracle, &inputs, 100);
    let grammar = imported("import-verdicts-oracle-8089", "abnf-rfc8089.txt", &["abnf-rfc3986.txt"]);
    let oracle = Grammar::read(&[&text("abnf-rfc8089.txt"), &rfc3986]);
    let inputs = strings(&oracle, "file-URI", 300);
    agree(&grammar, "file-URI", &oracle, &inputs, 60);
}

/// RFC 6874 on RFC 3986: its `IP-literal`, with zone IDs, replaces RFC
/// 3986's inside RFC 3986's `host` (RFC 6874 §2 updates RFC 3986), and the
/// import's `URI-reference` takes `http://[fe80::1%25eth0]/`.
#[test]
fn rfc_6874_on_3986_verdicts_are_the_exact_recognizers() {
    let grammar = imported("import-verdicts-oracle-6874", "abnf-rfc6874.txt", &["abnf-rfc3986.txt"]);
    let oracle = Grammar::updating(&[&text("abnf-rfc6874.txt"), &text("abnf-rfc3986.txt")]);
    assert!(oracle.accepts("URI-reference", "http://[fe80::1%25eth0]/"));
    let mut inputs = strings(&oracle, "URI-reference", 300);
    inputs.extend(strings(&oracle, "IP-literal", 150).into_iter().map(|literal| format!("//{literal}")));
    agree(&grammar, "URI-reference", &oracle, &inputs, 100);
}

/// RFC 4647's language ranges, and RFC 7405's own `char-val` (a quoted
/// string, `%s` before it or `%i` or nothing): their verdicts and offsets
/// are the oracle's. RFC 7405's other rules take RFC 5234's through
/// placeholders that no document here fills, and `char-val` reaches none.
#[test]
fn rfc_4647_and_rfc_7405_verdicts_are_the_exact_recognizers() {
    let grammar = imported("import-verdicts-oracle-4647", "abnf-rfc4647.txt", &[]);
    let oracle = Grammar::read(&[&text("abnf-rfc4647.txt")]);
    for entry in ["language-range", "extended-language-range"] {
        let inputs = strings(&oracle, entry, 150);
        agree(&grammar, entry, &oracle, &inputs, 30);
    }
    let grammar = imported("import-verdicts-oracle-7405", "abnf-rfc7405.txt", &[]);
    let oracle = Grammar::read(&[&text("abnf-rfc7405.txt")]);
    assert!(oracle.accepts("char-val", "%s\"Hi\"") && !oracle.accepts("char-val", "%x\"Hi\""));
    let inputs = strings(&oracle, "char-val", 150);
    agree(&grammar, "char-val", &oracle, &inputs, 30);
}

/// RFC 9110 Appendix A takes RFC 3986's rules through prose placeholders
/// (`authority = <authority, see [URI], Section 3.2>`), and each document
/// keeps its own names: RFC 9110's `Host` (`uri-host [ ":" port ]`) is not
/// RFC 3986's `host`, whose name differs only in case. Imported with RFC
/// 3986 as `--with URI=...`, `http-URI`, `https-URI` and `Host` get the
/// verdicts and offsets of the oracle reading the two texts, each
/// placeholder filled from the document it names. `http://[1::2]:3:4` and
/// `http://2001::1` are no `http-URI`.
#[test]
fn rfc_9110_uris_and_host_on_3986_verdicts_are_the_exact_recognizers() {
    let grammar = imported("import-verdicts-oracle-9110", "abnf-rfc9110.txt", &["URI=abnf-rfc3986.txt"]);
    let oracle = Grammar::labelled(&[("RFC9110", &text("abnf-rfc9110.txt")), ("URI", &text("abnf-rfc3986.txt"))]);
    assert!(oracle.accepts("http-URI", "http://[1::2]:3/") && !oracle.accepts("http-URI", "http://[1::2]:3:4"));
    let mut inputs = vec!["http://[1::2]:3:4".to_string(), "http://2001::1".to_string(), "http://a:1:2/".to_string()];
    inputs.extend(strings(&oracle, "http-URI", 150));
    agree(&grammar, "http-URI", &oracle, &inputs, 30);
    let inputs = strings(&oracle, "https-URI", 100);
    agree(&grammar, "https-URI", &oracle, &inputs, 20);
    let mut inputs = vec!["[1::2]:3:4".to_string(), "2001::1".to_string(), "a:1".to_string()];
    inputs.extend(strings(&oracle, "Host", 150));
    agree(&grammar, "Host", &oracle, &inputs, 30);
}

/// RFC 9110 with the four documents it takes rules from, all at once, each
/// named as its placeholders name it: RFC 3986 (`[URI]`), RFC 5646, RFC 4647
/// and RFC 5322. Each of its entries that reaches one of them, `http-URI`,
/// `Host`, `From`, `Content-Language` and `Accept-Language`, gets the
/// verdicts and offsets of the oracle reading the five texts, and after
/// `en-Latn-` only a letter or a digit may come.
#[test]
fn rfc_9110_on_all_four_documents_at_once_verdicts_are_the_exact_recognizers() {
    let with =
        ["URI=abnf-rfc3986.txt", "RFC5646=abnf-rfc5646.txt", "RFC4647=abnf-rfc4647.txt", "RFC5322=abnf-rfc5322.txt"];
    let grammar = imported("import-verdicts-oracle-9110-all", "abnf-rfc9110.txt", &with);
    let oracle = Grammar::labelled(&[
        ("RFC9110", &text("abnf-rfc9110.txt")),
        ("URI", &text("abnf-rfc3986.txt")),
        ("RFC5646", &text("abnf-rfc5646.txt")),
        ("RFC4647", &text("abnf-rfc4647.txt")),
        ("RFC5322", &text("abnf-rfc5322.txt")),
    ]);
    let run = rfc1630(
        &["check", "--grammar", &grammar, "--entry", "Content-Language", "en-Latn, sr-Latn-RS", "en-Latn-"],
        b"",
    );
    // RFC 5646's `langtag` keeps the hazard no repair mends (its optional
    // `extlang` takes `Lat`): the verdict is the document's, and says that
    // pest's tree does not reach it.
    assert_eq!(
        run.stdout,
        "ok\trfc9110.pest:Content-Language\tpest's tree does not reach it\n\
         err\t8\trfc9110.pest: rejected at byte 8, expected \"0\"..\"9\" | \"A\"..\"Z\" | \"a\"..\"z\"\n"
    );
    for (entry, count) in
        [("http-URI", 80), ("Host", 80), ("From", 80), ("Content-Language", 80), ("Accept-Language", 80)]
    {
        let inputs = strings(&oracle, entry, count);
        agree(&grammar, entry, &oracle, &inputs, 15);
    }
}

/// An entry that is not regular (nested comments, as RFC 5322's) is
/// checked by the exact recognizer: a nested comment is accepted with
/// pest's tree and no note, an open one is rejected at its end, where only
/// a letter, another comment or its close may come, and after a closed one
/// only the end of input may.
#[test]
fn a_non_regular_imported_entry_is_checked_exactly() {
    let dir = scratch("import-verdicts-nested");
    let source = dir.join("nested.txt");
    std::fs::write(&source, "   comment = \"(\" *( ctext / comment ) \")\"\n   ctext = %x61-7A\n").unwrap();
    let out = dir.join("nested.pest");
    let run = rfc1630(&["import", source.to_str().unwrap(), "--out", out.to_str().unwrap()], b"");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let out = out.to_str().unwrap();
    let run = rfc1630(&["check", "--grammar", out, "(a(b))", "(a", "(a))"], b"");
    assert_eq!(
        run.stdout,
        "ok\tnested.pest:comment\n\
         err\t2\tnested.pest: rejected at byte 2, expected \"(\"..\")\" | \"a\"..\"z\"\n\
         err\t3\tnested.pest: rejected at byte 3, expected end of input\n"
    );
    let json = rfc1630(&["check", "--grammar", out, "--json", "(a)"], b"");
    assert!(!json.stdout.contains("\"note\""), "{}", json.stdout);
    let tree = rfc1630(&["parse", "--grammar", out, "--tree", "(a(b))"], b"");
    assert!(tree.stdout.contains("ctext"), "{}", tree.stdout);
}

/// An entry every derivation of which needs an undefined rule (a
/// placeholder no `--with` document filled) has no string: each input is
/// rejected at its start, exactly, with nothing that could come there.
#[test]
fn an_imported_entry_that_needs_an_undefined_rule_has_no_string() {
    let dir = scratch("import-verdicts-undefined");
    let source = dir.join("undefined.txt");
    std::fs::write(&source, "   link = \"<\" target \">\"\n   target = <target, see [ELSEWHERE]>\n").unwrap();
    let out = dir.join("undefined.pest");
    let run = rfc1630(&["import", source.to_str().unwrap(), "--out", out.to_str().unwrap()], b"");
    assert!(matches!(run.code, Some(0 | 3)), "{}", run.stderr);
    let run = rfc1630(&["check", "--grammar", out.to_str().unwrap(), "<x>", ""], b"");
    assert_eq!(
        run.stdout,
        "err\t0\tundefined.pest: rejected at byte 0, expected \nerr\t0\tundefined.pest: rejected at byte 0, expected \n"
    );
}

/// RFC 5322's `mailbox` and `address` reach its nested comments (`CFWS`):
/// no automaton, so Earley's recognizer gives the verdicts, and every one
/// and every offset is the oracle's. pest takes the file, whose `fields`
/// and `obs-body` repeat bodies that can match the empty string, written
/// with those bodies' non-empty forms: an accepted address has its tree.
#[test]
fn rfc_5322_verdicts_are_the_exact_recognizers() {
    let grammar = imported("import-verdicts-oracle-5322", "abnf-rfc5322.txt", &[]);
    let run =
        rfc1630(&["check", "--grammar", &grammar, "--entry", "mailbox", "Pete(A (nice) chap) <pete@silly.test>"], b"");
    assert_eq!(run.stdout, "ok\trfc5322.pest:mailbox\n");
    // A run of 100 letters can be split into words in many ways, each a
    // derivation: well within the recognizer's bound all the same. After
    // the domain `b`, a second `@` is no `atext`; a letter, a `.`, folding
    // white space, a comment or the end may come.
    let long = "a".repeat(100) + "@b";
    let run = rfc1630(&["check", "--grammar", &grammar, "--entry", "mailbox", &long, &(long.clone() + "@")], b"");
    assert_eq!(
        run.stdout,
        "ok\trfc5322.pest:mailbox\n\
         err\t102\trfc5322.pest: rejected at byte 102, expected byte 0x09 | byte 0x0D | \" \"..\"!\" | \"#\"..\"(\" | \
         \"*\"..\"+\" | \"-\"..\"9\" | \"=\" | \"?\" | \"A\"..\"Z\" | \"^\"..\"~\" | end of input\n"
    );
    let oracle = Grammar::read(&[&text("abnf-rfc5322.txt")]);
    for entry in ["mailbox", "address"] {
        let inputs = strings(&oracle, entry, 240);
        agree(&grammar, entry, &oracle, &inputs, 60);
    }
}

/// RFC 5322's `fields` as printed (l.51-55) repeats `trace *optional-field /
/// *(resent-date / ...)`, which can match the empty string; pest refuses
/// such a repetition. The import writes the second alternative `1*(...)`,
/// the same language, and pest's tree then holds each header field, in
/// any order the document allows.
#[test]
fn rfc_5322_fields_has_a_tree_from_its_non_empty_repetition() {
    let grammar = imported("import-verdicts-5322-fields", "abnf-rfc5322.txt", &[]);
    let written = std::fs::read_to_string(&grammar).unwrap();
    assert!(
        written.contains("\nfields = { (trace ~ optional_field* | (resent_date | resent_from | resent_sender | "),
        "{written}"
    );
    assert!(!written.contains("pest refuses the written grammar"), "{written}");
    let fields = "Resent-Date: 1 Jan 2000 00:00 +0000\r\nSubject: hi\r\nFrom: a@b\r\n";
    let run = rfc1630(&["parse", "--grammar", &grammar, "--entry", "fields", fields, ""], b"");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    for node in ["\n  resent_date [0..37] ", "\n  subject [37..50] ", "\n  from [50..61] "] {
        assert!(run.stdout.contains(node), "{node}: {}", run.stdout);
    }
    let run =
        rfc1630(&["check", "--grammar", &grammar, "--entry", "fields", fields, "Subject: hi\r\nResent-Date"], b"");
    assert!(run.stdout.starts_with("ok\trfc5322.pest:fields\nerr\t"), "{}", run.stdout);
}

/// RFC 9110's `From` is RFC 5322's `mailbox`, through the placeholder
/// `mailbox = <mailbox, see [RFC5322], Section 3.4>` that `--with` fills:
/// the verdicts are the oracle's, and pest, which takes the rules `From`
/// brings in, builds the tree.
#[test]
fn rfc_9110_from_on_5322_verdicts_are_the_exact_recognizers() {
    let grammar = imported("import-verdicts-oracle-9110-from", "abnf-rfc9110.txt", &["abnf-rfc5322.txt"]);
    let run =
        rfc1630(&["check", "--grammar", &grammar, "--entry", "From", "Pete(A (nice) chap) <pete@silly.test>"], b"");
    assert_eq!(run.stdout, "ok\trfc9110.pest:From\n");
    let oracle = Grammar::labelled(&[("RFC9110", &text("abnf-rfc9110.txt")), ("RFC5322", &text("abnf-rfc5322.txt"))]);
    let inputs = strings(&oracle, "From", 240);
    agree(&grammar, "From", &oracle, &inputs, 60);
}
