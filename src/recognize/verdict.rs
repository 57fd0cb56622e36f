//! The verdict on an input: which listing accepted it, with which production.
//! A value of the recognize layer, beneath the AST, so that both
//! [`crate::check`] (which builds no AST) and [`crate::Uri::verdict`] return
//! it, and the DFA that decides it names it, without any of them depending
//! on another.

use crate::grammar::Listing;
use std::fmt;

/// Which listing accepted an input, and with which production.
///
/// `Display` writes `listing:production`, as `rfc1630 check` prints it.
///
/// ```
/// use rfc1630::{check, Grammar, grammar::Listing, Verdict};
/// let verdict = check(Grammar::Rfc1630, "gopher://gopher.micro.umn.edu/11/").unwrap();
/// assert_eq!(verdict, Verdict { listing: Listing::Rfc1630Url, production: "gopheraddress" });
/// assert_eq!(verdict.to_string(), "rfc1630-url:gopheraddress");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Verdict {
    /// The listing whose entry rule matched.
    pub listing: Listing,
    /// The production that matched: for a URL listing, the alternative of
    /// `url` (`httpaddress`, `ftpaddress`, ..., also under a `url:` prefix);
    /// for url7 the alternative of `url` and for url4 that of `docaddress`
    /// (a scheme-specific one, or `generic`); for a generic listing, `uri`.
    pub production: &'static str,
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.listing, self.production)
    }
}
