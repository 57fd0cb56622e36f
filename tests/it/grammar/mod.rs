//! The grammars: the override list, each grammar's language against its
//! listing's, and the `+prose` layers. What one document's overrides and
//! findings do is tested with that document (`documents`).

mod language;
mod overrides;
mod prose;
