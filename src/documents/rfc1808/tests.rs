//! RFC 1808's own unit tests: what the engine reads of its listing.

use crate::grammar::spelling::document_spelling;
use crate::grammar::Listing;

#[test]
fn names_come_back_in_the_documents_spelling() {
    assert_eq!(document_spelling(Listing::Rfc1808, "generic_RL"), "generic-RL");
}
