//! Grammar ids: which listing (or combination of listings) a string is parsed with.
//!
//! This module is also the grammar layer, the lowest that knows URIs: the
//! documents as data. The ids ([`Grammar`], [`Listing`]), the listings'
//! compiled parsers and their table ([`crate::listings`]), the changes made
//! to them ([`crate::overrides`]), the findings where a listing disagrees
//! with its own document ([`crate::findings`]), the rule names the AST
//! builder matches, and the productions of a listing's choice. The
//! listings, the overrides and the findings are documented at the crate
//! root, their public paths.

// The generator of `generated/derived/` (`cargo xtask generate`), and the
// tests that hold its grammars to their listings' language and pairs.
#[cfg(any(test, feature = "generate"))]
pub(crate) mod derived;
#[doc(hidden)]
pub mod findings;
mod ids;
#[doc(hidden)]
pub mod listings;
mod operation;
#[doc(hidden)]
pub mod overrides;
pub(crate) mod productions;
pub(crate) mod rule_name;
pub(crate) mod spelling;

pub(crate) use ids::{for_each_grammar, for_each_listing};
pub use ids::{Grammar, Listing, Notation, UnknownGrammar};
pub use operation::{NoSuchOperation, Operation};
