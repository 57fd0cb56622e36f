//! RFC 6068's two grammars accept exactly what the oracle's recognizers
//! (`tests/it/oracle/rfc6068.rs`, written from the document) derive: every
//! string of up to four characters after `mailto:` over the characters that
//! steer the listing (delimiters, `%`, the quote, comments, whitespace), and
//! the document's examples. The listing is not regular (RFC 5322's
//! `comment` nests), so its recognizer follows every derivation.

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
