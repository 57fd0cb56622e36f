//! url7: its findings, and the form of its citations.

use super::{citations_have_the_form, production, rejected_at};
use rfc1630::{grammar::Listing, Grammar};

#[test]
fn findings() {
    // F13
    assert_eq!(production(Grammar::Url7, "http://a b/c d"), "httpaddress");
    // F14
    assert_eq!(rejected_at(Grammar::Url7, "file://h/p"), 5);
}

/// Every rule cites url7 by page and line of its seed file.
#[test]
fn citations() {
    citations_have_the_form(Listing::Url7, r"^url7 p\.\d+, 004 l\.\d+(-\d+)?: `");
}
