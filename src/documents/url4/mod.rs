//! url4: its folder holds every part of the crate that is this document's own.

pub(crate) mod grammar;
