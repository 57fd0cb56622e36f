//! Resolving a reference against a base, as each document does it: the
//! pipeline every document's resolution runs through (the inputs' length,
//! what the document's grammar checks first, then its algorithm), and what
//! the algorithms share.
//!
//! Each document's resolution is written in its folder, with its steps and
//! its choices where the text is silent (`rfc1630::documents::<id>::operations`):
//!
//! * **Rules for partial forms**, operations on strings that parse nothing:
//!   RFC 1630's (p.9-11, with its two readings of the slash rule,
//!   [`SlashReading`]) and the drafts' (url4, which url7 repeats). A
//!   document may have none (url-03 p.2):
//!   [`ResolveError::NoPartialForms`]. [`resolve_with`] runs these rules
//!   alone, for any grammar of the document.
//! * **An algorithm of its own**, on the components of the base and the
//!   reference: RFC 1808 §4, RFC 2396 §5.2 (which RFC 2732 takes), RFC 3986
//!   §5.2 (which RFC 3987 §6.5 takes, over IRIs). RFC 1738, which describes
//!   no relative links, takes RFC 1630's rules with a first step that says so.
//!
//! What they share is here: the options ([`ResolveOptions`]), the answer
//! ([`Resolution`], and [`RevisionAnswer`] of [`resolve_all`]), the errors,
//! the check of the inputs made first ([`RejectedInput`]), the components of
//! Appendix B's expression ([`components`]), `remove_dot_segments`
//! (RFC 3986 §5.2.4) and the four string rules of RFC 1808 Step 6 and RFC
//! 2396 step 6, and the witnesses of the findings on resolution
//! ([`finding_witnesses`]).

mod answer;
pub mod components;
pub mod finding_witnesses;
mod parse_first;
pub(crate) mod partial_forms;
mod paths;
mod rejection;
mod resolver;
pub(crate) mod segment_patterns;

pub use crate::revisions::operations::{resolve_all, resolve_with};
pub(crate) use answer::check_lengths;
pub use answer::{Resolution, RevisionAnswer, RevisionError};
pub(crate) use parse_first::{check_inputs, BaseEntry, ParsedFirst};
pub use partial_forms::{is_absolute, ResolveError, ResolveOptions, SlashReading};
pub use paths::remove_dot_segments;
pub(crate) use paths::{merge, Merge};
pub use rejection::{RejectedInput, Role};
pub(crate) use resolver::Resolver;
