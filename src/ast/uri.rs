//! A parsed URI ([`Uri`]): the grammar and listing that accepted it, the
//! `url:` prefix, the address (the AST of the document whose listing
//! accepted it, [`Address`]) and the fragment id.

use super::owned::owned_struct;
use super::parts::{Fields, Parts};
use super::{IntoOwned, Text};
use crate::grammar::{for_each_document, Grammar, Listing};
use crate::recognize::verdict::Verdict;
use std::fmt;

/// A parsed URI: which grammar and listing accepted it, the `url:` prefix,
/// the scheme-specific address, and the fragment id.
///
/// ```
/// let input = "url:http://www.myu.edu/org/admin/people#andy";
/// let uri = rfc1630::parse(input).unwrap();
/// assert!(uri.prefixedurl);
/// assert_eq!(uri.production(), "httpaddress");
/// assert_eq!(uri.fragmentid.as_ref().unwrap().as_str(), "andy");
/// assert_eq!(uri.to_string(), input);
/// ```
///
/// # The grammar of `FromStr`, `TryFrom` and `Deserialize`
///
/// A `Uri` holds its [`Grammar`] as a value, for code that chooses the
/// grammar at run time ([`parse_with`](crate::parse_with)). Where no
/// grammar is given, `FromStr`, `TryFrom<&str>`, `TryFrom<String>` and
/// `Deserialize` parse with the default grammar, RFC 1630's
/// ([`Grammar::Rfc1630`], as [`parse`](crate::parse)): the crate's own
/// document, and what they have done since the first release, so that no
/// string that parsed before parses differently now. RFC 1630 knows no
/// `https`, so `"https://a/".parse::<Uri>()` fails; a URI of another
/// document is a [`UriOf`](crate::ast::UriOf), whose type names the
/// document, and whose `FromStr` and `Deserialize` parse with it.
///
/// ```
/// use rfc1630::{ast::{doc, UriOf}, Grammar, Uri};
/// let old: Uri = "http://info.cern.ch/".parse().unwrap();
/// assert_eq!(old.grammar, Grammar::Rfc1630);
/// assert!("https://example.com/".parse::<Uri>().is_err());
/// let new: UriOf<doc::Rfc3986> = "https://example.com/".parse().unwrap();
/// assert_eq!(new.grammar, Grammar::Rfc3986);
/// let uri: Uri = new.into_uri();
/// assert_eq!(uri.scheme(), Some("https"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Uri<'a> {
    /// The grammar that was asked for.
    pub grammar: Grammar,
    /// The listing that accepted the input.
    pub listing: Listing,
    /// Whether the input had the `prefixedurl` form `u r l : url`.
    pub prefixedurl: bool,
    /// The scheme-specific address (or the generic `uri`).
    pub address: Address<'a>,
    /// `fragmentid  xalphas`, after `#`.
    pub fragmentid: Option<Text<'a>>,
}

impl<'a> Uri<'a> {
    /// The production that matched: the alternative of `url`, or `uri`.
    ///
    /// ```
    /// assert_eq!(rfc1630::parse("url:mid:m@h").unwrap().production(), "midaddress");
    /// assert_eq!(rfc1630::parse("magic:a").unwrap().production(), "uri");
    /// ```
    pub fn production(&self) -> &'static str {
        self.address.production()
    }

    /// The listing and production, as the validation path reports them.
    ///
    /// ```
    /// let uri = rfc1630::parse("news:comp.infosystems.www").unwrap();
    /// assert_eq!(uri.verdict().to_string(), "rfc1630-url:newsaddress");
    /// ```
    pub fn verdict(&self) -> Verdict {
        Verdict { listing: self.listing, production: self.production() }
    }
}

impl fmt::Display for Uri<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.prefixedurl {
            f.write_str("url:")?;
        }
        write!(f, "{}", self.address)?;
        if let Some(fragmentid) = &self.fragmentid {
            write!(f, "#{fragmentid}")?;
        }
        Ok(())
    }
}

owned_struct!(Uri { address, fragmentid } copy { grammar, listing, prefixedurl });

/// [`Address`], one variant per document of the registry, each holding
/// the AST of its document's folder; and the one `match` that hands out
/// the document's [`Parts`].
macro_rules! address_of_documents {
    (() $(#[cfg(feature = $feature:literal)] $variant:ident => $module:ident),* $(,)?) => {
        /// The address part of a URI: the AST of the document whose listing
        /// (or prose layer) accepted it, one variant per document, each
        /// holding that document's type (in [`crate::documents`]). Within a
        /// document, one variant per production of its `url` (or its
        /// generic reference). Serialized as the document's type is, with
        /// the production's name under the key `production`.
        ///
        /// ```
        /// use rfc1630::{parse, ast::Address, documents::rfc1630::Url};
        /// let uri = parse("mailto:timbl@info.cern.ch").unwrap();
        /// let Address::Rfc1630(Url::Mailto(m)) = &uri.address else { panic!() };
        /// assert_eq!(m.to_string(), "mailto:timbl@info.cern.ch");
        /// assert_eq!((uri.address.production(), uri.address.scheme()), ("mailtoaddress", "mailto"));
        /// // The generic listing's `uri` takes the schemes the URL listing has no production for.
        /// assert!(matches!(parse("magic:a/b").unwrap().address, Address::Rfc1630(Url::Generic(_))));
        /// ```
        #[derive(Debug, Clone, PartialEq, Eq, Hash)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize))]
        #[cfg_attr(feature = "serde", serde(untagged))]
        #[non_exhaustive]
        pub enum Address<'a> {
            $(
                #[cfg(feature = $feature)]
                #[doc = concat!(
                    "A URI of [`Grammar::", stringify!($variant), "`], one of its listings or its prose layer: ",
                    "the AST of [`crate::documents::", stringify!($module), "`]."
                )]
                $variant($crate::documents::$module::ast::Address<'a>),
            )*
            /// No address: a build without documents parses no URI. Its
            /// lifetime is the one the documents' variants would hold.
            #[cfg(not(any($(feature = $feature),*)))]
            #[doc(hidden)]
            #[cfg_attr(feature = "serde", serde(skip))]
            Unbuilt(std::convert::Infallible, std::marker::PhantomData<&'a ()>),
        }

        impl<'a> Address<'a> {
            /// The parts of the document's AST.
            pub(crate) fn parts(&self) -> &dyn Parts<'a> {
                match self {
                    $(#[cfg(feature = $feature)] Address::$variant(address) => address,)*
                    #[cfg(not(any($(feature = $feature),*)))]
                    Address::Unbuilt(never, _) => match *never {},
                }
            }
        }

        impl IntoOwned for Address<'_> {
            type Owned = Address<'static>;

            fn into_owned(self) -> Address<'static> {
                match self {
                    $(#[cfg(feature = $feature)] Address::$variant(address) => Address::$variant(address.into_owned()),)*
                    #[cfg(not(any($(feature = $feature),*)))]
                    Address::Unbuilt(never, _) => match never {},
                }
            }
        }
    };
}

for_each_document!(address_of_documents);

impl<'a> Address<'a> {
    /// The production's name in the listing. Drafts' productions that differ
    /// from RFC 1630's have the same name (url4's `telnetaddress`).
    ///
    /// ```
    /// use rfc1630::{parse_with, Grammar};
    /// assert_eq!(parse_with(Grammar::Url4, "telnet://guest@h").unwrap().address.production(), "telnetaddress");
    /// assert_eq!(parse_with(Grammar::Url4, "news:a/b").unwrap().address.production(), "generic");
    /// ```
    pub fn production(&self) -> &'static str {
        self.parts().production()
    }

    /// The scheme as written: the generic productions' `scheme`, or the
    /// letters each scheme's production spells (url4's `fileaddress` is
    /// spelled `f t p`, finding F15); `""` for a relative reference.
    ///
    /// ```
    /// use rfc1630::{parse_with, Grammar};
    /// assert_eq!(parse_with(Grammar::Rfc1630, "MAGIC:a").unwrap().address.scheme(), "MAGIC");
    /// assert_eq!(parse_with(Grammar::Url4, "ftp://h/p").unwrap().address.scheme(), "ftp");
    /// assert_eq!(parse_with(Grammar::Url03, "mailto::timbl@h").unwrap().address.scheme(), "mailto");
    /// ```
    pub fn scheme(&self) -> &str {
        self.parts().scheme()
    }

    /// The fields of the production that matched.
    pub(crate) fn fields(&self) -> &dyn Fields<'a> {
        self.parts().fields()
    }
}

impl fmt::Display for Address<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.parts().fmt(f)
    }
}
