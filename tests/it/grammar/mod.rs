//! The grammars: the override list, the errata, each grammar's language
//! against its listing's, and the `+prose` layers.

mod errata;
mod language;
mod overrides;
mod prose;
mod rfc6068;
