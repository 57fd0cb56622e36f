//! serde for a [`Uri`] under a chosen specification.
//!
//! A `Uri` serializes as the string it was parsed from. The string, not
//! the tree, because only the string parses back: the tree's JSON
//! ([`Uri::ast`]) gives a path as its segments and a port as a number.
//!
//! What holds:
//!
//! * **`Deserialize for Uri<'static>`** parses with the default grammar
//!   ([`Grammar::Rfc1630`]), so a URI *parsed with the default grammar*
//!   comes back equal to what was serialized. A URI of another grammar may
//!   not come back at all (RFC 1630 rejects `https://…`), or may come back
//!   under `rfc1630`, which is a different `Uri` (its `grammar`, `listing`
//!   and `address` differ).
//! * **`#[serde(with = "rfc1630::ast::serde_with::<grammar>")]`**, one module
//!   per grammar (its id with `-` and `+` written `_`), parses with that
//!   grammar: a URI *parsed with that grammar* comes back equal to what was
//!   serialized, in any serde format that keeps a string, because the
//!   string a `Uri` displays is the string it was parsed from and the same
//!   grammar accepts it the same way. `Option<Uri>` takes
//!   `rfc1630::ast::serde_with::<grammar>::option`.
//!
//! A string the grammar rejects is a serde error of one line: the byte
//! offset, then the grammar, the line and column, the expected set and the
//! production with its citation ([`ParseError::summary`]).
//!
//! ```
//! #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug)]
//! struct Link {
//!     #[serde(with = "rfc1630::ast::serde_with::rfc3986")]
//!     href: rfc1630::Uri<'static>,
//! }
//! let href = rfc1630::parse_with(rfc1630::Grammar::Rfc3986, "https://example.com/a?q#f").unwrap().into_owned();
//! let link = Link { href };
//! let json = serde_json::to_string(&link).unwrap();
//! assert_eq!(json, r#"{"href":"https://example.com/a?q#f"}"#);
//! assert_eq!(serde_json::from_str::<Link>(&json).unwrap(), link);
//! let err = serde_json::from_str::<Link>(r#"{"href":"http://h:8x/"}"#).unwrap_err().to_string();
//! assert!(err.starts_with("at byte 11: rfc3986: 1:12: expected"), "{err}");
//! assert!(!err.contains('\n'));
//! ```

use super::build::parse_with;
use super::Uri;
use crate::diagnose::error::ParseError;
use crate::grammar::Grammar;
use serde::{Deserializer, Serializer};

/// The serde error of a string `grammar` rejects: one line, the offset first.
pub(crate) fn one_line<E: serde::de::Error>(error: &ParseError) -> E {
    E::custom(format_args!("at byte {}: {}", error.offset(), error.summary()))
}

/// Parses a deserialized string with `grammar` into an owned URI.
pub(crate) fn deserialize_with<'de, D: Deserializer<'de>>(
    grammar: Grammar,
    deserializer: D,
) -> Result<Uri<'static>, D::Error> {
    struct UriString(Grammar);

    impl serde::de::Visitor<'_> for UriString {
        type Value = Uri<'static>;

        fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            write!(f, "a URI string of {}", self.0)
        }

        fn visit_str<E: serde::de::Error>(self, input: &str) -> Result<Uri<'static>, E> {
            parse_with(self.0, input).map(Uri::into_owned).map_err(|e| one_line(&e))
        }
    }

    deserializer.deserialize_str(UriString(grammar))
}

/// `Deserialize for Uri<'static>`: the default grammar.
pub(crate) fn deserialize_default<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Uri<'static>, D::Error> {
    deserialize_with(Grammar::Rfc1630, deserializer)
}

/// Declares one module per row of `for_each_grammar!`: `serialize`,
/// `deserialize` and `option`.
macro_rules! grammar_modules {
    ($(#[cfg(feature = $feature:literal)] $grammar:ident => $id:literal as $module:ident),* $(,)?) => {
        $(
            #[cfg(feature = $feature)]
            #[doc = concat!("A [`Uri`] as a string, parsed back with [`Grammar::", stringify!($grammar), "`].")]
            ///
            /// ```
            /// #[derive(serde::Serialize, serde::Deserialize)]
            /// struct Link {
            #[doc = concat!("    #[serde(with = \"rfc1630::ast::serde_with::", stringify!($module), "\")]")]
            ///     href: rfc1630::Uri<'static>,
            /// }
            /// ```
            pub mod $module {
                use crate::ast::serde_with::{deserialize_with, Deserializer, Grammar, Serializer, Uri};

                /// The URI's string.
                ///
                /// # Errors
                /// The serializer's.
                pub fn serialize<S: Serializer>(uri: &Uri<'_>, serializer: S) -> Result<S::Ok, S::Error> {
                    serializer.collect_str(uri)
                }

                /// The string parsed with this module's grammar.
                ///
                /// # Errors
                /// The one-line error of a string the grammar rejects.
                pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Uri<'static>, D::Error> {
                    deserialize_with(Grammar::$grammar, deserializer)
                }

                /// The same, for an `Option<Uri<'static>>` (`None` as the format's null).
                pub mod option {
                    use crate::ast::serde_with::{one_line, parse_with, Deserializer, Grammar, Serializer, Uri};
                    use serde::{Deserialize, Serialize};

                    /// The URI's string, or the format's null.
                    ///
                    /// # Errors
                    /// The serializer's.
                    pub fn serialize<S: Serializer>(uri: &Option<Uri<'_>>, serializer: S) -> Result<S::Ok, S::Error> {
                        uri.as_ref().map(|u| u.to_string()).serialize(serializer)
                    }

                    /// The string parsed with this module's grammar, or `None` for null.
                    ///
                    /// # Errors
                    /// The one-line error of a string the grammar rejects.
                    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Uri<'static>>, D::Error> {
                        match Option::<String>::deserialize(deserializer)? {
                            Some(input) => parse_with(Grammar::$grammar, &input)
                                .map(|uri| Some(uri.into_owned()))
                                .map_err(|e| one_line(&e)),
                            None => Ok(None),
                        }
                    }
                }
            }
        )*
    };
}

crate::grammar::for_each_grammar!(grammar_modules);
