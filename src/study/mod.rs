//! The study layer: the tools that read the listings, the documents and
//! corpora side by side, on top of everything else. The conformance
//! catalogue ([`conformance`]), the rule-by-rule diff ([`diff`]) (whose
//! reading of RFC 3986's Appendix D is that document's own,
//! [`crate::documents::rfc3986::study`]), the lines of descent
//! ([`lineage`]), the corpus survey ([`survey`]), a spec author's own
//! grammar ([`workbench`]), the HTML report, the security lint ([`lint`])
//! and its IRI rules ([`iri_lint`]) and URIs in plain text ([`extract`]),
//! with the TSV convention of their data files ([`tsv`]) and the counts
//! their reports give ([`counted`]). Nothing below this layer imports it.
//!
//! ```
//! use rfc1630::study::lint::{lint, Code};
//! assert_eq!(lint("ftp://u:pw@h/")[0].code, Code::Password);
//! ```

#[cfg(feature = "study")]
pub mod conformance;
#[cfg(feature = "study")]
pub mod diff;
pub mod extract;
#[cfg(feature = "study")]
pub mod import;
crate::grammar::if_iris_built! {
    {
        pub mod iri_lint;
    } else {}
}
#[cfg(feature = "study")]
pub mod language;
#[cfg(feature = "study")]
pub mod lineage;
pub mod lint;
#[cfg(feature = "report")]
pub mod report;
#[cfg(feature = "study")]
pub mod survey;
mod warning;
#[cfg(feature = "study")]
pub mod workbench;

pub use crate::support::counted;
pub use crate::support::tsv;
