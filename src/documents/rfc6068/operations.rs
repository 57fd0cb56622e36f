//! RFC 6068's operations: none. It defines the syntax of a mailto URI and
//! what the URI asks a mail client to do (§2-§5), no resolution of a
//! reference against a base, no comparison of two URIs and no normal form;
//! its "is equivalent to" (§2, `rfc6068.txt` l.298-309) says that three
//! URIs ask for the same message, a claim about their meaning. So its
//! grammars name no operation ([`operations_of`](crate::revisions::operations_of)
//! answers "RFC 6068 defines no resolution"), and `resolve --all` and
//! `compare --all` leave it out.

use crate::revisions::operations::NoOperations;

/// RFC 6068's operations facet: it defines none.
pub(crate) static OPERATIONS: NoOperations = NoOperations::NONE;
