//! Grammar ids: which listing (or combination of listings) a string is parsed with.
//!
//! This module is also the grammar layer, the lowest that knows URIs: the
//! documents as data. The ids ([`Grammar`], [`Listing`]), the listings'
//! compiled parsers and their table ([`listings`]), the changes made
//! to them ([`overrides`]), the findings where a listing disagrees
//! with its own document ([`findings`]), the rule names the AST
//! builder matches, and the productions of a listing's choice.
//!
//! ```
//! use rfc1630::grammar::{findings, Grammar, Listing};
//! assert_eq!(Grammar::Rfc3986.listings(), &[Listing::Rfc3986]);
//! assert_eq!(findings::get("F1").unwrap().id, "F1");
//! ```

// The generator of `generated/derived/` (`cargo xtask generate`), and the
// tests that hold its grammars to their listings' language and pairs.
#[cfg(any(test, feature = "generate"))]
// The derived grammars are written by the generators and held to their
// listings by the tests; a build parses with their checked-in files.
#[cfg(any(test, feature = "generate"))]
pub(crate) mod derived;
pub mod findings;
pub(crate) mod listing;
pub mod listings;
mod operation;
pub mod overrides;
pub(crate) mod productions;
mod registry;
pub(crate) mod rule_name;
pub(crate) mod spelling;

pub use operation::{NoSuchOperation, Operation};
pub(crate) use registry::{
    built_with, for_each_document, for_each_grammar, for_each_listing, if_iris_built, with_feature_of, with_listing,
    with_listing_arms,
};
pub use registry::{DocumentNotBuilt, Grammar, Listing, Notation, UnknownGrammar};
