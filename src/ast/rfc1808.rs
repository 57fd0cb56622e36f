//! RFC 1808's `URL` (§2.2, p.4, rfc1808.txt l.175-197): the components its
//! listing names, `scheme`, `net_loc`, `path`, `params`, `query`; the
//! fragment is the [`crate::Uri`]'s.

use super::Text;
use serde::Serialize;
use std::fmt;

/// An RFC 1808 `absoluteURL` or `relativeURL`, the fragment set aside.
///
/// `absoluteURL  generic-RL | ( scheme ":" *( uchar | reserved ) )`: a
/// `generic-RL` fills the components of its `relativeURL`; the second
/// alternative, taken where no `generic-RL` derives the string (P19), keeps
/// what follows the colon whole in [`Rfc1808Url::opaque`].
///
/// ```
/// use rfc1630::{parse_with, Address, Grammar};
/// let uri = parse_with(Grammar::Rfc1808, "http://a/b/c/d;p?q#f").unwrap();
/// let Address::Rfc1808(url) = &uri.address else { panic!() };
/// assert_eq!(url.scheme.as_ref().unwrap().as_str(), "http");
/// assert_eq!(url.net_loc.as_ref().unwrap().as_str(), "a");
/// assert_eq!(url.path.as_ref().unwrap().as_str(), "b/c/d");
/// assert_eq!(url.params.as_ref().unwrap().as_str(), "p");
/// assert_eq!(url.query.as_ref().unwrap().as_str(), "q");
/// assert_eq!(uri.fragmentid.as_ref().unwrap().as_str(), "f");
/// assert_eq!(uri.to_string(), "http://a/b/c/d;p?q#f");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Rfc1808Url<'a> {
    /// `scheme  1*( alpha | digit | "+" | "-" | "." )`, before `:` (an `absoluteURL`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scheme: Option<Text<'a>>,
    /// `net_loc  *( pchar | ";" | "?" )`, after `//` (a `net_path`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub net_loc: Option<Text<'a>>,
    /// Whether the path starts with `/` (`abs_path  "/" rel_path`).
    pub abs_path: bool,
    /// `path  fsegment *( "/" segment )`, after the `/` of an `abs_path`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub path: Option<Text<'a>>,
    /// `params  param *( ";" param )`, after `;`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub params: Option<Text<'a>>,
    /// `query  *( uchar | reserved )`, after `?`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub query: Option<Text<'a>>,
    /// The `*( uchar | reserved )` after `scheme ":"` of an `absoluteURL` that is no `generic-RL`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opaque: Option<Text<'a>>,
}

impl Rfc1808Url<'_> {
    /// `absoluteURL` when there is a scheme, else `relativeURL`.
    ///
    /// ```
    /// use rfc1630::{parse_with, Grammar};
    /// assert_eq!(parse_with(Grammar::Rfc1808, "g:h").unwrap().production(), "absoluteURL");
    /// assert_eq!(parse_with(Grammar::Rfc1808, "../g").unwrap().production(), "relativeURL");
    /// ```
    pub fn production(&self) -> &'static str {
        if self.scheme.is_some() {
            "absoluteURL"
        } else {
            "relativeURL"
        }
    }
}

impl fmt::Display for Rfc1808Url<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(scheme) = &self.scheme {
            write!(f, "{scheme}:")?;
        }
        if let Some(opaque) = &self.opaque {
            return write!(f, "{opaque}");
        }
        if let Some(net_loc) = &self.net_loc {
            write!(f, "//{net_loc}")?;
        }
        if self.abs_path {
            f.write_str("/")?;
        }
        if let Some(path) = &self.path {
            write!(f, "{path}")?;
        }
        if let Some(params) = &self.params {
            write!(f, ";{params}")?;
        }
        if let Some(query) = &self.query {
            write!(f, "?{query}")?;
        }
        Ok(())
    }
}
