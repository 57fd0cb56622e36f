//! The typed AST: accessors, the parts under every grammar, the owned form and serde, the gopher path's
//! parts, and the components the documents name.

mod accessors;
mod gopher;
mod lineage_claims;
mod owned;
mod parts;
mod serde_with;
