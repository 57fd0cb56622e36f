//! url4: its findings, and the form of its citations.

use super::{citations_have_the_form, production, rejected_at};
use rfc1630::{check, grammar::Listing, Grammar};

#[test]
fn findings() {
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

/// Every rule cites url4 by its section "BNF syntax" and line of its seed file.
#[test]
fn citations() {
    citations_have_the_form(Listing::Url4, r"^url4 §BNF syntax, 001 l\.\d+(-\d+)?: `");
}
