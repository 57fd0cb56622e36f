//! RFC 6068: its two grammars accept exactly what the oracle's recognizers
//! (`tests/it/oracle/rfc6068.rs`, written from the document) derive: every
//! string of up to four characters after `mailto:` over the characters that
//! steer the listing (delimiters, `%`, the quote, comments, whitespace), and
//! the document's examples. The listing is not regular (RFC 5322's
//! `comment` nests), so its recognizer follows every derivation. Then what
//! the document's users see: `check` and `parse` under the prose layer, its
//! section of the conformance run, its step from RFC 1738 compared as
//! languages, its "WRONG!" example and the hazard P21 repairs.

use crate::oracle::rfc6068::{derives, prose};
use regex::Regex;
use rfc1630::{check, Grammar};

const ALPHABET: &[char] = &['a', '.', '@', '?', '=', '&', ',', '%', '4', '"', '(', ')', ' ', '[', ']', '\\'];

/// Every string of `mailto:` and up to `n` characters of [`ALPHABET`].
fn strings(n: usize) -> Vec<String> {
    let mut all = vec![String::from("mailto:")];
    let mut last = all.clone();
    for _ in 0..n {
        last = last.iter().flat_map(|s| ALPHABET.iter().map(move |c| format!("{s}{c}"))).collect();
        all.extend(last.iter().cloned());
    }
    all
}

const EXAMPLES: &[&str] = &[
    "mailto:chris@example.com",
    "mailto:infobot@example.com?subject=current-issue",
    "mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index",
    "mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E",
    "mailto:joe@example.com?cc=bob@example.com&body=hello",
    "mailto:joe@example.com?cc=bob@example.com?body=hello",
    "mailto:addr1@an.example,addr2@an.example",
    "mailto:?to=addr1@an.example,addr2@an.example",
    "mailto:addr1@an.example?to=addr2@an.example",
    "mailto:gorby%25kremvax@example.com",
    "mailto:unlikely%3Faddress@example.com?blat=foop",
    "mailto:%22not%40me%22@example.org",
    "mailto:%22oh%5C%5Cno%22@example.org",
    "mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org",
    "mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO",
    "mailto:a@b?body=%",
    "mailto:(a(b)c)\"x\\\"y\" (z)@[1.2]",
    "mailto:a@%5B1.2%5D",
    "mailto:a@b.?x=y",
    "mailto:?x=a@b,c",
];

fn compare(grammar: Grammar, derived: impl Fn(&str) -> bool, inputs: &[String]) {
    let mut differ = Vec::new();
    for input in inputs {
        if check(grammar, input).is_ok() != derived(input) {
            differ.push(input.clone());
        }
    }
    assert!(
        differ.is_empty(),
        "{grammar} and the oracle disagree on {} strings, as {:?}",
        differ.len(),
        &differ[..differ.len().min(5)]
    );
}

#[test]
fn the_listing_accepts_what_the_oracle_derives() {
    let mut inputs = strings(4);
    inputs.extend(EXAMPLES.iter().map(|s| s.to_string()));
    compare(Grammar::Rfc6068, derives, &inputs);
}

#[test]
fn the_prose_layer_accepts_what_the_oracle_derives() {
    let oracle = Regex::new(&format!("^{}$", prose())).unwrap();
    let mut inputs = strings(4);
    inputs.extend(EXAMPLES.iter().map(|s| s.to_string()));
    // Percent-encodings of every octet, alone and in a local part, domain and literal.
    for b in 0..=0xFFu8 {
        inputs.extend([
            format!("mailto:{b:02X}%{b:02X}@x"),
            format!("mailto:a@%5B%{b:02x}%5D"),
            format!("mailto:%22%{b:02X}%22@x"),
        ]);
    }
    compare(Grammar::Rfc6068Prose, |s| oracle.is_match(s), &inputs);
}

/// The brief's four URIs, and the listing's reading of the first
/// example of F56.
#[test]
fn the_prose_layer_applies_addr_spec_s_prose() {
    for accepted in
        ["mailto:chris@example.com", "mailto:?to=joe@example.com&subject=hi", "mailto:%22not%40me%22@example.org"]
    {
        assert!(check(Grammar::Rfc6068Prose, accepted).is_ok(), "{accepted}");
    }
    assert_eq!(check(Grammar::Rfc6068Prose, "mailto:a@b?body=%").unwrap_err().offset(), 17);
    assert!(check(Grammar::Rfc6068, "mailto:a@b?body=%").is_ok());
}

/// The brief's four URIs through the command: `check --grammar rfc6068+prose`
/// accepts three and rejects `mailto:a@b?body=%` at its end, where a `%`
/// needs two hex digits (F56).
#[cfg(feature = "cli")]
#[test]
fn check_applies_the_prose_layer() {
    use crate::support::binary::run;
    let input = b"mailto:chris@example.com\nmailto:?to=joe@example.com&subject=hi\nmailto:%22not%40me%22@example.org\nmailto:a@b?body=%\n";
    let out = run(&["check", "--grammar", "rfc6068+prose"], input);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines[..3], ["ok\trfc6068+prose:mailtoURI"; 3], "{}", out.stdout);
    assert!(lines[3].starts_with("err\t17\trfc6068+prose: 1:18: expected HEXDIG"), "{}", lines[3]);
    assert_eq!(out.code, Some(0), "the input could be read");
}

/// `parse --json`: the `to` address and the header fields, as written and
/// decoded (§2 l.179-187, §5 l.423-426).
#[cfg(feature = "cli")]
#[test]
fn parse_shows_the_address_and_the_header_fields() {
    use crate::support::binary::run;
    let out =
        run(&["parse", "--grammar", "rfc6068+prose", "--json", "mailto:joe@example.com?subject=hi&body=there"], b"");
    let json: serde_json::Value = serde_json::from_str(out.stdout.trim()).unwrap();
    assert_eq!(json["to"][0]["address"], "joe@example.com");
    let fields: Vec<(&str, &str)> = json["hfields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| (f["name"].as_str().unwrap(), f["value"].as_str().unwrap()))
        .collect();
    assert_eq!(fields, [("subject", "hi"), ("body", "there")]);
    let encoded = run(
        &["parse", "--grammar", "rfc6068+prose", "--json", "mailto:%22not%40me%22@example.org?Subject=caf%C3%A9"],
        b"",
    );
    let json: serde_json::Value = serde_json::from_str(encoded.stdout.trim()).unwrap();
    assert_eq!(json["to"][0]["address"], "\"not@me\"@example.org");
    assert_eq!(
        (json["hfields"][0]["name"].as_str(), json["hfields"][0]["value"].as_str()),
        (Some("subject"), Some("café"))
    );
}

/// The conformance run has a section of RFC 6068's examples, under its
/// prose layer, every claim borne out.
#[cfg(feature = "cli")]
#[test]
fn the_conformance_run_has_an_rfc_6068_section() {
    use crate::support::binary::run;
    let out = run(&["conformance", "--width", "120"], b"");
    let section = &out.stdout[out.stdout.find("RFC 6068, \"The 'mailto' URI Scheme\"").expect("a section")..];
    assert!(section.contains("seed file rfc6068.txt · 24 examples"), "{section}");
    assert!(section.contains("own grammar: rfc6068+prose"), "{section}");
    let rows: Vec<&str> = section.lines().filter(|l| l.trim_start().starts_with("p.")).collect();
    assert_eq!(rows.len(), 24, "{section}");
    assert!(rows.iter().all(|row| row.contains(" ok ")), "{rows:#?}");
}

/// RFC 1738's `mailtourl` against RFC 6068's prose layer: two automata, so
/// an exact answer; they overlap, each with strings of its own.
#[test]
fn rfc_1738_s_mailto_against_the_prose_layer_is_exact() {
    use rfc1630::study::language::{compare, Language, Relation};
    let a = Language::of_rule("rfc1738", &[], "mailtourl").unwrap();
    let b = Language::of_rule("rfc6068+prose", &[], "mailtoURI").unwrap();
    let found = compare(&a, &b, 2);
    assert_eq!((found.relation, found.exact), (Relation::Overlap, true), "{found:?}");
    assert_eq!(found.a_only[0].input, "mailto:!", "RFC 1738's `xchar` holds `!` alone");
    assert_eq!(found.b_only[0].input, "MAILTO:", "RFC 6068's scheme is case-insensitive (ABNF)");
}

/// Against the listing, which has no automaton, no comparison is exact:
/// `diff` says so and claims only what its witnesses prove, never `equal`.
#[test]
fn rfc_1738_against_the_listing_is_not_called_equal() {
    use rfc1630::study::language::{compare, Language, Relation};
    for (a, b) in [
        (Language::of_grammar(Grammar::Rfc1738), Language::of_grammar(Grammar::Rfc6068)),
        (
            Language::of_rule("rfc1738", &[], "mailtourl").unwrap(),
            Language::of_rule("rfc6068", &[], "mailtoURI").unwrap(),
        ),
    ] {
        let found = compare(&a, &b, 2);
        assert!(!found.exact, "{found:?}");
        assert_eq!(found.relation, Relation::Overlap, "{found:?}");
        // Each witness is the listing's exactly where the oracle derives it.
        for w in &found.a_only {
            assert!(w.a.is_accepted() && !w.b.is_accepted() && !derives(&w.input), "{w:?}");
        }
        for w in &found.b_only {
            assert!(!w.a.is_accepted() && w.b.is_accepted() && derives(&w.input), "{w:?}");
        }
    }
}

/// §6.1's "WRONG!" example (l.497-499) uses `?` twice: the listing derives
/// it no more than the prose layer, which stops at the second `?`, byte 41;
/// the listing, not regular, says its offset is pest's.
#[test]
fn the_wrong_example_is_rejected_at_its_second_question_mark() {
    let wrong = "mailto:joe@example.com?cc=bob@example.com?body=hello";
    assert!(!derives(wrong));
    assert_eq!(wrong.rfind('?'), Some(41));
    assert_eq!(check(Grammar::Rfc6068Prose, wrong).unwrap_err().offset(), 41);
    let rfc1630::ParseError::Syntax(listing) = check(Grammar::Rfc6068, wrong).unwrap_err() else { panic!() };
    assert!(listing.not_exact().is_some(), "{listing}");
}

/// The `domain` hazard `import` reports on l.309, l.484 and l.494 (pest as
/// printed runs the domain over the `hfields` and loses the three examples;
/// `study::import_mailto`) is what P21 repairs: the listing derives each,
/// and the grammar accepts each, with the domain before the `?`.
#[test]
fn p21_repairs_the_domain_hazard_import_reports() {
    for (line, uri) in [
        (309, "mailto:addr1@an.example?to=addr2@an.example"),
        (484, "mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E"),
        (494, "mailto:joe@example.com?cc=bob@example.com&body=hello"),
    ] {
        assert!(derives(uri), "l.{line}");
        let parsed = rfc1630::parse_with(Grammar::Rfc6068, uri).unwrap_or_else(|e| panic!("l.{line}: {e}"));
        let rfc1630::ast::Address::Rfc6068(mailto) = &parsed.address else { panic!("l.{line}") };
        assert!(!mailto.to[0].domain.as_str().contains('?') && !mailto.hfields.is_empty(), "l.{line}: {mailto:?}");
    }
}

/// A URI of RFC 6068's type gives its `to` addresses and header fields
/// as the listing reads them (F56, P21: the domain runs to the end where
/// it can), without a match on the address.
#[test]
fn the_typed_uri_gives_the_addresses_and_the_header_fields() {
    use rfc1630::ast::{doc, UriOf};
    let uri: UriOf<doc::Rfc6068> = "mailto:a@example.org,b@example.org".parse().unwrap();
    let to: Vec<String> = uri.to().iter().map(|a| a.to_string()).collect();
    assert_eq!(to, ["a@example.org", "b@example.org"]);
    assert!(uri.header_fields().is_empty());
    let uri: UriOf<doc::Rfc6068> = "mailto:joe@example.com?cc=bob@example.com&Body=x%20y".parse().unwrap();
    let fields: Vec<(&str, &str)> =
        uri.header_fields().iter().map(|h| (h.hfname.as_str(), h.hfvalue.as_str())).collect();
    assert_eq!(fields, [("cc", "bob@example.com"), ("Body", "x%20y")]);
    assert_eq!(uri.to().iter().map(|a| a.to_string()).collect::<Vec<_>>(), ["joe@example.com"]);
    assert_eq!(uri.path(), None);
    let uri: UriOf<doc::Rfc6068> = "mailto:a@example.org?subject=hi".parse().unwrap();
    assert_eq!((uri.to()[0].domain.as_str(), uri.header_fields().len()), ("example.org?subject=hi", 0));
    // `?`, `=` are `atext` too: the listing reads a local part here (F56).
    let uri: UriOf<doc::Rfc6068> = "mailto:?to=a@example.org".parse().unwrap();
    assert_eq!((uri.to()[0].local_part.as_str(), uri.header_fields().len()), ("?to=a", 0));
    let uri: UriOf<doc::Rfc6068> = "mailto:?subject=hi".parse().unwrap();
    assert!(uri.to().is_empty());
    assert_eq!(uri.header_fields()[0].name(), "subject");
}
