//! Every generated file of the repository and every generated text of its
//! docs, made from its source (feature `generate`, off by default).
//!
//! The crate's developers run it as `cargo xtask generate` (the workspace's
//! `xtask/`), which writes what this module makes; `cargo xtask generate
//! --check`, which CI runs, writes nothing and fails where a checked-in file
//! is not what this module makes now. There are two kinds:
//!
//! - **Files** ([`files`]): everything under `generated/` ([`FOLDER`]): the
//!   derived grammars that `pest_derive` compiles, each grammar's
//!   validation automaton and each listing's diagnosis table (a DFA and its
//!   TSV), and in each folder of automata a `MANIFEST` of checksums. The
//!   first line of every text file says how it is remade ([`header`]);
//!   the `MANIFEST` says it for the binary files beside it.
//! - **Texts** ([`MARKERS`]): counts and tables inside the docs, each
//!   between an opening comment that names it, `<!-- generated: NAME by
//!   cargo xtask generate -->`, and a closing `<!-- /generated -->`. Each
//!   name has one source: the findings, the overrides, the catalogue, the
//!   conformance run, the corpora, the Appendix D comparison, or a command
//!   of the binary.
//!
//! The module sits at the top of the layers: it reads every layer below
//! and nothing reads it.

mod artefact;
mod counts;
mod files;
mod import_table;
mod markers;
mod tables;

pub use artefact::{header, File, GeneratedText, Marker, COMMAND, FOLDER};
pub use files::files;
pub use markers::MARKERS;
