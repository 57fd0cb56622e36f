//! A URI of one document, as a type: [`UriOf<'a, D>`](UriOf), where `D`
//! is one of [`doc`]'s types, one per document of the registry, made from
//! its rows (`for_each_document!`): the engine names no document.

use super::build::parse_with;
use super::{Address, IntoOwned, Uri};
use crate::diagnose::error::ParseError;
use crate::grammar::{for_each_document, Grammar};
#[cfg(feature = "serde")]
use serde::{Serialize, Serializer};
use std::fmt;
use std::hash::Hash;
use std::marker::PhantomData;
use std::ops::Deref;
use std::str::FromStr;

mod sealed {
    /// Only the registry's documents are documents: a user can name this
    /// trait nowhere, so implements [`DocumentGrammar`](super::DocumentGrammar) for no type of theirs.
    #[allow(unnameable_types)]
    pub trait Sealed {}
}

/// A document as a type: the grammar its [`UriOf`] parses with, and the
/// AST its URIs hold. Sealed: the types are [`doc`]'s, one per document of
/// the registry.
///
/// ```
/// use rfc1630::ast::{doc, DocumentGrammar};
/// assert_eq!(doc::Rfc3986::GRAMMAR, rfc1630::Grammar::Rfc3986);
/// fn id<D: DocumentGrammar>() -> &'static str {
///     D::GRAMMAR.id()
/// }
/// assert_eq!(id::<doc::Url03>(), "url-03");
/// ```
pub trait DocumentGrammar: sealed::Sealed + fmt::Debug + Clone + Copy + PartialEq + Eq + Hash + Default {
    /// The grammar of the whole document, which [`UriOf`] parses with.
    const GRAMMAR: Grammar;

    /// The document's AST, as [`Address`] holds it for a URI of this document.
    type Ast<'a>;

    /// The document's AST in `address`, where the address is this document's.
    #[doc(hidden)]
    fn ast_of<'u, 'a>(address: &'u Address<'a>) -> Option<&'u Self::Ast<'a>>;
}

/// One type per document of the registry, oldest first, each a
/// [`DocumentGrammar`] and named as its grammar's variant.
macro_rules! document_types {
    (() $(#[cfg(feature = $feature:literal)] $variant:ident => $module:ident),* $(,)?) => {
        /// The documents as types, one per document of the registry, each
        /// named as the [`Grammar`](crate::Grammar) of the whole document:
        /// the `D` of [`UriOf<'a, D>`](super::UriOf).
        ///
        /// ```
        /// let uri: rfc1630::ast::UriOf<rfc1630::ast::doc::Rfc2396> = "http://h/a".parse().unwrap();
        /// assert_eq!(uri.grammar, rfc1630::Grammar::Rfc2396);
        /// ```
        pub mod doc {
            use super::{sealed::Sealed, Address, DocumentGrammar, Grammar};
            $(
                #[cfg(feature = $feature)]
                #[doc = concat!(
                    "The document of [`Grammar::", stringify!($variant), "`](crate::Grammar::", stringify!($variant),
                    ") as a type; its AST is [`documents::", stringify!($module), "`](crate::documents::",
                    stringify!($module), ")'s.\n\n```\nuse rfc1630::ast::{doc, DocumentGrammar};\nassert_eq!(doc::",
                    stringify!($variant), "::GRAMMAR, rfc1630::Grammar::", stringify!($variant), ");\n```"
                )]
                #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
                pub struct $variant;

                #[cfg(feature = $feature)]
                impl Sealed for $variant {}

                #[cfg(feature = $feature)]
                impl DocumentGrammar for $variant {
                    const GRAMMAR: Grammar = Grammar::$variant;
                    type Ast<'a> = crate::documents::$module::ast::Address<'a>;

                    fn ast_of<'u, 'a>(address: &'u Address<'a>) -> Option<&'u Self::Ast<'a>> {
                        // The one arm when the document is the only one built.
                        #[allow(unreachable_patterns)]
                        match address {
                            Address::$variant(ast) => Some(ast),
                            _ => None,
                        }
                    }
                }
            )*
        }
    };
}

for_each_document!(document_types);

/// A URI of the document `D`: a [`Uri`] parsed with `D`'s grammar
/// ([`DocumentGrammar::GRAMMAR`]), which it derefs to, so every accessor
/// answers as for the untyped URI. `FromStr`, `TryFrom<&str>`,
/// `TryFrom<String>` and `Deserialize` parse with that grammar;
/// `Serialize` and `Display` write the string it was parsed from. So a
/// struct field of type `UriOf<'static, doc::Rfc3986>` needs no attribute:
/// the document is written once, in the type. One generic type serves
/// URIs and IRIs: an IRI is a `UriOf<'a, doc::Rfc3987>`. The documents are
/// [`doc`]'s types, one per document of the registry, each the grammar of
/// the whole document; the untyped [`Uri`], with its [`Grammar`] as a
/// value, stays for a grammar chosen at run time, or one listing or prose
/// layer of a document.
///
/// [`UriOf::document_ast`] gives the document's own AST without a match on
/// [`Address`], and each document's module adds the parts only its
/// document names as methods (RFC 1738's ftp type code, a gopher type and
/// selector, RFC 6068's addresses and header fields).
///
/// ```
/// use rfc1630::ast::{doc, UriOf};
/// #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug)]
/// struct Link {
///     href: UriOf<'static, doc::Rfc3986>,
/// }
/// let link: Link = serde_json::from_str(r#"{"href":"https://example.com/a?q#f"}"#).unwrap();
/// assert_eq!(link.href.host().unwrap().as_str(), "example.com");
/// assert_eq!(serde_json::to_string(&link).unwrap(), r#"{"href":"https://example.com/a?q#f"}"#);
/// let iri: UriOf<doc::Rfc3987> = "http://例え.jp/é".parse().unwrap();
/// assert_eq!(iri.path(), Some("/é"));
/// assert!("http://例え.jp/".parse::<UriOf<doc::Rfc3986>>().is_err());
/// ```
///
/// ```
/// use rfc1630::ast::{doc, UriOf};
/// let uri = UriOf::<doc::Rfc3986>::try_from("https://user@example.com:8080/a/b?q=1#frag").unwrap();
/// assert_eq!((uri.scheme(), uri.userinfo(), uri.port()), (Some("https"), Some("user"), Some(8080)));
/// assert_eq!((uri.path(), uri.query(), uri.fragment()), (Some("/a/b"), Some("q=1"), Some("frag")));
/// // `h:8x` reads as a `userinfo` until the `@` that never comes.
/// let err = "http://h:8x/".parse::<UriOf<doc::Rfc3986>>().unwrap_err();
/// assert_eq!(err.offset(), 11);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct UriOf<'a, D: DocumentGrammar> {
    /// Parsed with `D::GRAMMAR`: its address is `D`'s AST.
    uri: Uri<'a>,
    document: PhantomData<D>,
}

impl<'a, D: DocumentGrammar> UriOf<'a, D> {
    /// Parses `input` with the document's grammar, borrowing it.
    ///
    /// # Errors
    /// As [`parse_with`](crate::parse_with) under [`DocumentGrammar::GRAMMAR`].
    ///
    /// ```
    /// use rfc1630::ast::{doc, UriOf};
    /// let input = String::from("ftp://h/pub/a;type=i");
    /// let uri = UriOf::<doc::Rfc1738>::parse(&input).unwrap();
    /// assert_eq!(uri.path(), Some("/pub/a"));
    /// ```
    pub fn parse(input: &'a str) -> Result<Self, ParseError> {
        parse_with(D::GRAMMAR, input).map(|uri| UriOf { uri, document: PhantomData })
    }

    /// The document's AST: what [`Address`] holds for a URI of `D`, without
    /// the match on `Address`.
    ///
    /// ```
    /// use rfc1630::ast::{doc, UriOf};
    /// use rfc1630::documents::rfc3986::Host;
    /// let uri: UriOf<doc::Rfc3986> = "http://[::1]/".parse().unwrap();
    /// assert!(matches!(uri.document_ast().authority.as_ref().unwrap().host, Host::IPv6address(_)));
    /// ```
    pub fn document_ast(&self) -> &D::Ast<'a> {
        match D::ast_of(&self.uri.address) {
            Some(ast) => ast,
            // A `UriOf` is made only by parsing with `D::GRAMMAR`, whose
            // listings are all `D`'s, and nothing changes its `Uri` after.
            None => unreachable!("a URI of {} holds that document's AST", D::GRAMMAR),
        }
    }

    /// The untyped URI, borrowed.
    ///
    /// ```
    /// use rfc1630::ast::{doc, UriOf};
    /// let uri: UriOf<doc::Rfc2396> = "g;x?y".parse().unwrap();
    /// assert_eq!(uri.as_uri().production(), "relativeURI");
    /// ```
    pub fn as_uri(&self) -> &Uri<'a> {
        &self.uri
    }

    /// The untyped URI.
    ///
    /// ```
    /// use rfc1630::ast::{doc, UriOf};
    /// let uri: rfc1630::Uri = "news:comp.x".parse::<UriOf<doc::Rfc1738>>().unwrap().into_uri();
    /// assert_eq!(uri.grammar, rfc1630::Grammar::Rfc1738);
    /// ```
    pub fn into_uri(self) -> Uri<'a> {
        self.uri
    }

    /// The same URI with its text copied out of the input.
    ///
    /// ```
    /// use rfc1630::ast::{doc, UriOf};
    /// let owned: UriOf<'static, doc::Rfc3986> = {
    ///     let input = String::from("http://h/a");
    ///     UriOf::parse(&input).unwrap().into_owned()
    /// };
    /// assert_eq!(owned.to_string(), "http://h/a");
    /// ```
    pub fn into_owned(self) -> UriOf<'static, D> {
        UriOf { uri: IntoOwned::into_owned(self.uri), document: PhantomData }
    }
}

impl<'a, D: DocumentGrammar> Deref for UriOf<'a, D> {
    type Target = Uri<'a>;

    fn deref(&self) -> &Uri<'a> {
        &self.uri
    }
}

/// The untyped URI.
///
/// ```
/// use rfc1630::ast::{doc, UriOf};
/// let uri = rfc1630::Uri::from("http://h/".parse::<UriOf<doc::Rfc3986>>().unwrap());
/// assert_eq!(uri.grammar, rfc1630::Grammar::Rfc3986);
/// ```
impl<'a, D: DocumentGrammar> From<UriOf<'a, D>> for Uri<'a> {
    fn from(uri: UriOf<'a, D>) -> Uri<'a> {
        uri.uri
    }
}

/// The string the URI was parsed from.
///
/// ```
/// let uri: rfc1630::ast::UriOf<rfc1630::ast::doc::Rfc3986> = "HTTP://h/%7e".parse().unwrap();
/// assert_eq!(uri.to_string(), "HTTP://h/%7e");
/// ```
impl<D: DocumentGrammar> fmt::Display for UriOf<'_, D> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.uri.fmt(f)
    }
}

/// Parses with the document's grammar, borrowing `input`.
///
/// # Errors
/// As [`UriOf::parse`].
///
/// ```
/// use rfc1630::ast::{doc, UriOf};
/// assert!(UriOf::<doc::Rfc3986>::try_from("https://a/").is_ok());
/// assert!(UriOf::<doc::Rfc1630>::try_from("https://a/").is_err());
/// ```
impl<'a, D: DocumentGrammar> TryFrom<&'a str> for UriOf<'a, D> {
    type Error = ParseError;

    fn try_from(input: &'a str) -> Result<Self, ParseError> {
        UriOf::parse(input)
    }
}

/// Parses with the document's grammar into an owned URI.
///
/// # Errors
/// As [`UriOf::parse`].
///
/// ```
/// use rfc1630::ast::{doc, UriOf};
/// let uri = UriOf::<doc::Rfc3986>::try_from(String::from("urn:isbn:0451450523")).unwrap();
/// assert_eq!(uri.path(), Some("isbn:0451450523"));
/// ```
impl<D: DocumentGrammar> TryFrom<String> for UriOf<'static, D> {
    type Error = ParseError;

    fn try_from(input: String) -> Result<Self, ParseError> {
        input.parse()
    }
}

/// Parses with the document's grammar into an owned URI.
///
/// # Errors
/// As [`UriOf::parse`].
///
/// ```
/// use rfc1630::ast::{doc, UriOf};
/// let uri: UriOf<doc::Rfc3986> = "https://example.com/".parse().unwrap();
/// assert_eq!(uri.grammar, rfc1630::Grammar::Rfc3986);
/// ```
impl<D: DocumentGrammar> FromStr for UriOf<'static, D> {
    type Err = ParseError;

    fn from_str(input: &str) -> Result<Self, ParseError> {
        UriOf::parse(input).map(UriOf::into_owned)
    }
}

/// The string the URI was parsed from, which parses back with the same
/// grammar into an equal `UriOf`.
///
/// ```
/// let uri: rfc1630::ast::UriOf<rfc1630::ast::doc::Rfc3986> = "http://h/a".parse().unwrap();
/// assert_eq!(serde_json::to_string(&uri).unwrap(), r#""http://h/a""#);
/// ```
#[cfg(feature = "serde")]
impl<D: DocumentGrammar> Serialize for UriOf<'_, D> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// Parses a string with the document's grammar into an owned URI (with
/// the `serde` feature, on by default).
///
/// # Errors
/// A serde error of one line: the byte offset, then the
/// [`ParseError::summary`].
///
/// ```
/// use rfc1630::ast::{doc, UriOf};
/// let uri: UriOf<doc::Rfc3986> = serde_json::from_str(r#""https://a/""#).unwrap();
/// assert_eq!(uri.scheme(), Some("https"));
/// let err = serde_json::from_str::<UriOf<doc::Rfc3986>>(r#""http://h:8x/""#).unwrap_err();
/// assert!(err.to_string().starts_with("at byte 11: rfc3986: 1:12: expected"), "{err}");
/// ```
#[cfg(feature = "serde")]
impl<'de, D: DocumentGrammar> serde::Deserialize<'de> for UriOf<'static, D> {
    fn deserialize<De: serde::Deserializer<'de>>(deserializer: De) -> Result<Self, De::Error> {
        super::serde_with::deserialize_with(D::GRAMMAR, deserializer).map(|uri| UriOf { uri, document: PhantomData })
    }
}

#[cfg(test)]
mod tests {
    use super::{doc, DocumentGrammar, UriOf};
    use crate::ast::parse_with;

    /// Each document's type finds its AST in every string of the corpora
    /// and the catalogue that its grammar accepts, so that [`UriOf::document_ast`] always has one.
    #[test]
    fn every_document_type_holds_its_ast() {
        fn check<D: DocumentGrammar>() -> usize {
            let mut accepted = 0;
            for input in crate::support::corpus_inputs::corpus_inputs() {
                if let Ok(uri) = parse_with(D::GRAMMAR, &input) {
                    assert!(D::ast_of(&uri.address).is_some(), "{}: {input}", D::GRAMMAR);
                    assert_eq!(UriOf::<D>::parse(&input).unwrap().as_uri(), &uri);
                    accepted += 1;
                }
            }
            accepted
        }
        macro_rules! every_document {
            (() $(#[cfg(feature = $feature:literal)] $variant:ident => $module:ident),* $(,)?) => {
                [$(#[cfg(feature = $feature)] (stringify!($variant), check::<doc::$variant>())),*]
            };
        }
        for (document, accepted) in crate::grammar::for_each_document!(every_document) {
            assert!(accepted > 0, "no string of {document}");
        }
    }
}
