//! RFC 3986's own unit tests: what the engine reads of its listing.

use crate::grammar::spelling::document_spelling;
use crate::grammar::Listing;

/// RFC 3986 prints its names with `-`, which pest cannot spell.
#[test]
fn names_come_back_in_the_documents_spelling() {
    assert_eq!(document_spelling(Listing::Rfc3986, "relative_ref"), "relative-ref");
    assert_eq!(document_spelling(Listing::Rfc3986, "URI_reference"), "URI-reference");
    assert_eq!(document_spelling(Listing::Rfc3986, "URI"), "URI");
}
