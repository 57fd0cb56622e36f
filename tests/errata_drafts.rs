//! The findings of `grammar/ERRATA.md` for the drafts url-03, url7 and url4,
//! and the form of their citations. The witnesses of the E and P rows are
//! data (`src/overrides.rs`), run by `tests/overrides.rs`.

use rfc1630::listings::rules;
use rfc1630::{check, Grammar, Listing};

/// The production that accepted `input`, or the panic message says why not.
fn production(grammar: Grammar, input: &str) -> &'static str {
    match check(grammar, input) {
        Ok(verdict) => verdict.production,
        Err(e) => panic!("{grammar} rejects {input:?}: {}", e.summary()),
    }
}

/// The byte offset where `input` is rejected.
fn rejected_at(grammar: Grammar, input: &str) -> usize {
    match check(grammar, input) {
        Ok(verdict) => panic!("{grammar} accepts {input:?} as {verdict}"),
        Err(e) => e.offset(),
    }
}

#[test]
fn findings() {
    // F10
    assert_eq!(production(Grammar::Url03, "mailto::timbl@info.cern.ch"), "mailtoaddress");
    assert_eq!(rejected_at(Grammar::Url03, "mailto:timbl@info.cern.ch"), 7);
    // F11
    assert_eq!(rejected_at(Grammar::Url03, "gopher://host [port]/0a_gopher_selector"), 13);
    let gplus = "gopher://host/0a_gopher_selector%09%09+application/postscript%20Es_ES";
    assert_eq!(production(Grammar::Url03, gplus), "gopheraddress");
    assert_eq!(rejected_at(Grammar::Url03, "gopher://host/1a_gopher_selector%09%09?"), 38);
    // F12
    check(Grammar::Url03, "gopher://h/").unwrap_err();
    check(Grammar::Url03, "nntp://news.host/group/12").unwrap_err();
    // F13
    assert_eq!(production(Grammar::Url7, "http://a b/c d"), "httpaddress");
    // F14
    assert_eq!(rejected_at(Grammar::Url7, "file://h/p"), 5);
    // F15
    assert_eq!(rejected_at(Grammar::Url4, "file://info.cern.ch./pub/www/doc/http.txt"), 5);
    assert_eq!(production(Grammar::Url4, "ftp://info.cern.ch./pub/www/doc/http.txt"), "fileaddress");
    check(Grammar::Url4, "ftp://h:21/x").unwrap_err();
    // F16
    assert_eq!(production(Grammar::Url4, "http://h/a%zz^"), "httpaddress");
    assert_eq!(rejected_at(Grammar::Url4, "http://h/a:b"), 10);
    // F18
    let gopher = "gopher://gopher.micro.umn.edu:70/00/Information%20About%20Gopher/About%20Gopher";
    assert_eq!(rejected_at(Grammar::Url4, gopher), 34);
    assert_eq!(production(Grammar::Url4, &gopher.replace("/00/", "/0/0/")), "gopheraddress");
    // F19
    assert_eq!(production(Grammar::Url4, "prospero://h/x"), "prosperoaddress");
    assert_eq!(rejected_at(Grammar::Url4, "prospero://h:1/x"), 12);
}

/// Every rule cites its listing in the form `grammar/ERRATA.md` describes, or
/// says it is a project rule.
#[test]
fn citations() {
    let forms = [
        (Listing::Url03, regex::Regex::new(r"^url-03 p\.\d+(-\d+)?, 002 c\.\d+(-\d+)?: `").unwrap()),
        (Listing::Url7, regex::Regex::new(r"^url7 p\.\d+, 004 l\.\d+(-\d+)?: `").unwrap()),
        (Listing::Url4, regex::Regex::new(r"^url4 §BNF syntax, 001 l\.\d+(-\d+)?: `").unwrap()),
    ];
    for (listing, form) in forms {
        for rule in rules(listing) {
            let project = rule.citation.starts_with("Project rule") || rule.citation.starts_with("Project entry rule");
            let rfc822 = rule.citation.starts_with("RFC 822") || rule.citation.starts_with("RFC 1521");
            assert!(form.is_match(&rule.citation) || project || rfc822, "{listing} {}: {}", rule.name, rule.citation);
        }
    }
}
