//! url-03: every part of the crate that is this document's own, and the document as a value ([`DOCUMENT`]).
//!
//! Its AST ([`Url`]) is RFC 1630's but for its `mailtoaddress` and its prose
//! layer's `mailto:` with an RFC 822 address.
//!
//! ```
//! use rfc1630::{ast::Address, documents::url03::Url, parse_with, Grammar};
//! let uri = parse_with(Grammar::Url03Prose, "mailto:P.M.Hounslow@reading.ac.uk").unwrap();
//! let Address::Url03(Url::MailtoAddrSpec(mailto)) = &uri.address else { panic!() };
//! assert_eq!(mailto.addr_spec.domain.as_str(), "reading.ac.uk");
//! ```

#[cfg(feature = "url-03")]
pub(crate) mod ast;
pub(crate) mod grammar;
#[cfg(feature = "url-03")]
pub mod operations;

#[cfg(feature = "url-03")]
pub use ast::*;

use crate::documents::{Document, DocumentLint, SecurityTopic, Shelf, Source};
use crate::grammar::Grammar;

/// The document as a value: the registry's row.
pub static DOCUMENT: Document = Document {
    grammar: Grammar::Url03,
    name: "url-03",
    title: "Uniform Resource Locators (URL), draft-ietf-uri-url-03",
    date: "21 March 1994",
    sources: &[Source {
        file: "002_69f8b7daee82da35.txt",
        about: "draft-ietf-uri-url-03, \"Uniform Resource Locators\" (21 March 1994)",
    }],
    layers: &[Grammar::Url03Prose],
    #[cfg(feature = "url-03")]
    operations: Some(&operations::OPERATIONS),
    #[cfg(not(feature = "url-03"))]
    operations: None,
    revises: &[(Grammar::Url7, Grammar::Url03)],
    lines: &[],
    shelf: Shelf::Seeds,
    import: None,
    // Its security considerations (p.16-17), the first a draft wrote; the
    // password's is url7's too (p.18).
    lints: &[
        DocumentLint::SecurityConsideration {
            topic: SecurityTopic::Password,
            source: "url-03 p.17, url7 p.18: \"The use of URLs containing passwords is clearly unwise.\"",
        },
        DocumentLint::SecurityConsideration {
            topic: SecurityTopic::Port,
            source: "url-03 p.16: \"It is potentially harmful for client software use any URL which specifies a port number other than the default for the protocol, especially when it is a number within the reserved space.\"",
        },
        DocumentLint::SecurityConsideration {
            topic: SecurityTopic::EncodedDelimiter,
            source: "url-03 p.17: \"Care should be taken when URLs contain embedded encoded delimiters for a given protocol (for example, CR and LF characters for telnet protocols) that these are not unencoded before transmission.\"",
        },
    ],
};
