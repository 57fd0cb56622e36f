//! RFC 3986's studies: what the study layer reads of this document alone.
//! Its Appendix D ("Changes from RFC 2396") read against the diff of the
//! two grammars ([`appendix_d`]).

pub mod appendix_d;
