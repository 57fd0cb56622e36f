//! url-03: the override it shares with RFC 1630 (P12), its findings, and
//! the form of its citations.

use super::{citations_have_the_form, production, rejected_at};
use rfc1630::documents::rfc1630::Url;
use rfc1630::{ast::Address, check, grammar::Listing, parse_with, Grammar};

#[test]
fn p12_a_login_that_is_all_hostname() {
    for grammar in [Grammar::Rfc1630Url, Grammar::Url03] {
        let ftp = parse_with(grammar, "ftp://a@1.2.3.4x/").unwrap();
        let (Address::Rfc1630(Url::Ftp(f)) | Address::Url03(rfc1630::documents::url03::Url::Ftp(f))) = ftp.address
        else {
            panic!()
        };
        assert_eq!((f.login.user, f.login.hostport.host.as_str()), (None, "a@1.2.3.4x"));
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
}

/// Every rule cites url-03 by page and character offset of its seed file.
#[test]
fn citations() {
    citations_have_the_form(Listing::Url03, r"^url-03 p\.\d+(-\d+)?, 002 c\.\d+(-\d+)?: `");
}
