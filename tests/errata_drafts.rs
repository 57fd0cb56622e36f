//! The witnesses of `grammar/ERRATA.md`'s rows for the drafts url-03, url7 and
//! url4: each input gets the verdict given there.

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
fn e1_url7_segments_longer_than_two_characters() {
    assert_eq!(production(Grammar::Url7, "http://a/abc"), "httpaddress");
}

#[test]
fn e2_url4_lost_vertical_lines_and_rule_names() {
    assert_eq!(production(Grammar::Url4, "ftp://1.2.3.4/p"), "fileaddress");
    assert_eq!(production(Grammar::Url4, "http://h/a/b"), "httpaddress");
    assert_eq!(production(Grammar::Url4, "http://h/"), "httpaddress");
    assert_eq!(production(Grammar::Url4, "http://h/$a"), "httpaddress");
    assert_eq!(production(Grammar::Url4, "http://h/a+b"), "httpaddress");
    assert_eq!(production(Grammar::Url4, "http://h/abc"), "httpaddress");
    assert_eq!(production(Grammar::Url4, "http://info.cern.ch/"), "httpaddress");
    assert_eq!(production(Grammar::Url4, "http://h:80/"), "httpaddress");
    assert_eq!(production(Grammar::Url4, "wais://h/db?x"), "waisaddress");
}

#[test]
fn e3_url03_rule_name_url() {
    assert_eq!(production(Grammar::Url03, "url:http://a/b"), "httpaddress");
}

#[test]
fn e4_url03_mid_and_cid() {
    assert_eq!(production(Grammar::Url03, "mid:foo4%25foo1@bar.net"), "midaddress");
    assert_eq!(production(Grammar::Url03, "cid:part1.9@mail.example"), "cidaddress");
}

#[test]
fn p1_long_paths() {
    let path = format!("http://h/{}", "a/".repeat(100_000));
    for grammar in [Grammar::Url03, Grammar::Url7, Grammar::Url4] {
        assert_eq!(production(grammar, &path), "httpaddress");
    }
}

#[test]
fn p2_scheme_specific_before_generic() {
    assert_eq!(production(Grammar::Url03, "wais://h/db/t/1=a;"), "waisaddress");
    assert_eq!(production(Grammar::Url03, "news:*x@h"), "newsaddress");
    assert_eq!(production(Grammar::Url7, "news:a.b"), "newsaddress");
    assert_eq!(production(Grammar::Url7, "wais://h/db/t/1/p"), "waisaddress");
    assert_eq!(production(Grammar::Url4, "news:a.b"), "newsaddress");
    assert_eq!(production(Grammar::Url4, "wais://h/db/t/1/p"), "waisaddress");
}

#[test]
fn p5_whole_strings_only() {
    for grammar in [Grammar::Url03, Grammar::Url7, Grammar::Url4] {
        assert_eq!(rejected_at(grammar, "http://a/b<c"), 10, "{grammar}");
    }
}

#[test]
fn p6_first_at_sign_a_host_can_follow() {
    assert_eq!(production(Grammar::Url03, "news:a@b@c"), "newsaddress");
    assert_eq!(production(Grammar::Url03, "mailto::a@1@b"), "mailtoaddress");
    assert_eq!(production(Grammar::Url7, "ftp://1u@h/x"), "ftpaddress");
    assert_eq!(production(Grammar::Url7, "telnet://1@2.3.4.5:23"), "telnetaddress");
    assert_eq!(production(Grammar::Url4, "telnet://1u@h"), "telnetaddress");
}

#[test]
fn p7_prospero_version_suffix() {
    assert_eq!(production(Grammar::Url03, "prospero://h/a/%001abc"), "prosperoaddress");
    assert_eq!(production(Grammar::Url7, "prospero://h/a/%001abc"), "prosperoaddress");
}

#[test]
fn p8_optional_user_retried() {
    assert_eq!(production(Grammar::Url03, "ftp://a@1.2/x"), "ftpaddress");
    assert_eq!(production(Grammar::Url7, "ftp://a@1.2/x"), "ftpaddress");
    assert_eq!(production(Grammar::Url4, "telnet://h"), "telnetaddress");
}

#[test]
fn p9_failed_scheme_falls_through_to_generic() {
    assert_eq!(production(Grammar::Url7, "news:a.b/c"), "generic");
    assert_eq!(production(Grammar::Url4, "news:a.b/c"), "generic");
}

#[test]
fn p10_url7_scheme_stops_at_first_colon() {
    assert_eq!(production(Grammar::Url7, "magic:a:b/c"), "generic");
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
