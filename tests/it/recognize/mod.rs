//! Recognition: the DFA path and pest agree, every corpus string gets a
//! verdict, long inputs stay within the stack, and `rfc3986` and
//! `rfc3987` against `fluent-uri`.

mod corpora;
mod fluent_iri;
mod fluent_uri;
mod long_inputs;
mod paths_agree;
