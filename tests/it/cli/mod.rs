//! The binary, run for real: each command's output, exit codes and errors,
//! every command's arguments, a user's grammar file in each, and the README's
//! examples.

mod abnf_oracle;
mod arguments;
mod check;
mod compare;
mod conformance;
mod convert;
mod diff;
mod extract;
mod golden;
mod import;
mod import_verdicts;
mod json_docs;
mod lint;
mod normalize;
mod parse;
mod resolve;
mod user_grammar;
