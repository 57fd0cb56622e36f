//! Diagnosis: the offset, the expected set and the productions of a
//! rejection, its rendering, and the brief form.

mod brief;
mod entries;
mod errors;
mod lazy;
mod offsets;
mod prose;
