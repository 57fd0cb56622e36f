//! RFC 2396's own unit tests: what the engine reads of its listing.

use crate::grammar::spelling::document_spelling;
use crate::grammar::Listing;

/// RFC 2396 prints its names with `_`, but for `URI-reference`; a project
/// rule keeps its own name.
#[test]
fn names_come_back_in_the_documents_spelling() {
    assert_eq!(document_spelling(Listing::Rfc2396, "hier_part"), "hier_part");
    assert_eq!(document_spelling(Listing::Rfc2396, "URI_reference"), "URI-reference");
    assert_eq!(document_spelling(Listing::Rfc2396, "same_document_reference"), "same_document_reference");
}
