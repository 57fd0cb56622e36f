//! The grammar ids: [`Grammar`], a string's way of being parsed (one listing
//! or several in order), and [`Listing`], one BNF listing of one document.

use std::fmt;
use std::str::FromStr;

/// Every grammar with its id, in the order of [`Grammar::ALL`] then
/// [`Grammar::PROSE`], handed to the macro `$then` as `#[cfg(feature =
/// "document")] Variant => "id" as module` rows (the feature: its
/// document's, [`Grammar::feature`]; the module: the id with `-` and `+`
/// written `_`), so that what a row makes is there only when its document
/// is built (a match arm, a module, a table's row): the one
/// list that [`Grammar::id`], the per-grammar tables of checked-in files
/// (`generated/dfa/`) and the per-grammar serde modules
/// (`ast::serde_with::<module>`) are made from, so that a new grammar is a
/// row here, not an edit in each of them.
macro_rules! for_each_grammar {
    ($then:ident) => {
        $then! {
            #[cfg(feature = "rfc1630")]
            Rfc1630 => "rfc1630" as rfc1630,
            #[cfg(feature = "rfc1630")]
            Rfc1630Url => "rfc1630-url" as rfc1630_url,
            #[cfg(feature = "rfc1630")]
            Rfc1630Generic => "rfc1630-generic" as rfc1630_generic,
            #[cfg(feature = "url-03")]
            Url03 => "url-03" as url_03,
            #[cfg(feature = "url7")]
            Url7 => "url7" as url7,
            #[cfg(feature = "url4")]
            Url4 => "url4" as url4,
            #[cfg(feature = "rfc1738")]
            Rfc1738 => "rfc1738" as rfc1738,
            #[cfg(feature = "rfc1808")]
            Rfc1808 => "rfc1808" as rfc1808,
            #[cfg(feature = "rfc2396")]
            Rfc2396 => "rfc2396" as rfc2396,
            #[cfg(feature = "rfc2732")]
            Rfc2732 => "rfc2732" as rfc2732,
            #[cfg(feature = "rfc3986")]
            Rfc3986 => "rfc3986" as rfc3986,
            #[cfg(feature = "rfc3987")]
            Rfc3987 => "rfc3987" as rfc3987,
            #[cfg(feature = "rfc6068")]
            Rfc6068 => "rfc6068" as rfc6068,
            #[cfg(feature = "rfc1630")]
            Rfc1630Prose => "rfc1630+prose" as rfc1630_prose,
            #[cfg(feature = "url-03")]
            Url03Prose => "url-03+prose" as url_03_prose,
            #[cfg(feature = "url7")]
            Url7Prose => "url7+prose" as url7_prose,
            #[cfg(feature = "url4")]
            Url4Prose => "url4+prose" as url4_prose,
            #[cfg(feature = "rfc6068")]
            Rfc6068Prose => "rfc6068+prose" as rfc6068_prose,
        }
    };
}
pub(crate) use for_each_grammar;

/// The cargo feature of a grammar or listing named by its variant, as a literal
/// handed on: `with_feature_of!(Rfc3986, path::then!(args))` is
/// `path::then!(@feature "rfc3986" args)`. For a `cfg` made at compile time, as an
/// attribute takes a literal and no call; its rows are
/// [`Grammar::feature`]'s and the listing table's, which
/// `tests::feature_literals_are_the_features` holds them to. A name that is not a variant (an alias) matches no row,
/// and fails the build. Every grammar and listing has its row, the
/// `+prose` ones too, although no finding names one today: hence the `allow`.
#[allow(unused_macro_rules)]
macro_rules! with_feature_of {
    (Rfc1630, $($then:ident)::+!($($args:tt)*)) => { $($then)::+!(@feature "rfc1630" $($args)*) };
    (Rfc1630Url, $($then:ident)::+!($($args:tt)*)) => { $($then)::+!(@feature "rfc1630" $($args)*) };
    (Rfc1630Generic, $($then:ident)::+!($($args:tt)*)) => { $($then)::+!(@feature "rfc1630" $($args)*) };
    (Url03, $($then:ident)::+!($($args:tt)*)) => { $($then)::+!(@feature "url-03" $($args)*) };
    (Url7, $($then:ident)::+!($($args:tt)*)) => { $($then)::+!(@feature "url7" $($args)*) };
    (Url4, $($then:ident)::+!($($args:tt)*)) => { $($then)::+!(@feature "url4" $($args)*) };
    (Rfc1738, $($then:ident)::+!($($args:tt)*)) => { $($then)::+!(@feature "rfc1738" $($args)*) };
    (Rfc1808, $($then:ident)::+!($($args:tt)*)) => { $($then)::+!(@feature "rfc1808" $($args)*) };
    (Rfc2396, $($then:ident)::+!($($args:tt)*)) => { $($then)::+!(@feature "rfc2396" $($args)*) };
    (Rfc2732, $($then:ident)::+!($($args:tt)*)) => { $($then)::+!(@feature "rfc2732" $($args)*) };
    (Rfc3986, $($then:ident)::+!($($args:tt)*)) => { $($then)::+!(@feature "rfc3986" $($args)*) };
    (Rfc3987, $($then:ident)::+!($($args:tt)*)) => { $($then)::+!(@feature "rfc3987" $($args)*) };
    (Rfc6068, $($then:ident)::+!($($args:tt)*)) => { $($then)::+!(@feature "rfc6068" $($args)*) };
    (Rfc1630Prose, $($then:ident)::+!($($args:tt)*)) => { $($then)::+!(@feature "rfc1630" $($args)*) };
    (Url03Prose, $($then:ident)::+!($($args:tt)*)) => { $($then)::+!(@feature "url-03" $($args)*) };
    (Url7Prose, $($then:ident)::+!($($args:tt)*)) => { $($then)::+!(@feature "url7" $($args)*) };
    (Url4Prose, $($then:ident)::+!($($args:tt)*)) => { $($then)::+!(@feature "url4" $($args)*) };
    (Rfc6068Prose, $($then:ident)::+!($($args:tt)*)) => { $($then)::+!(@feature "rfc6068" $($args)*) };
    (Rfc1630GenericProse, $($then:ident)::+!($($args:tt)*)) => { $($then)::+!(@feature "rfc1630" $($args)*) };
}
pub(crate) use with_feature_of;

/// An item built where the document of one of the named grammars or
/// listings is: `built_with!(@features [] [Rfc2396 Rfc3986] (item))` is
/// `#[cfg(any(feature = "rfc2396", feature = "rfc3986"))] item`, each
/// feature read with [`with_feature_of!`]. An element of a document's
/// findings or overrides goes through it, so that a build carries the data
/// about its own documents only, and all of it.
macro_rules! built_with {
    (@features [$($feature:literal)*] [] ($($item:tt)*)) => {
        #[cfg(any($(feature = $feature),*))]
        $($item)*
    };
    (@features [$($feature:literal)*] [$name:ident $($rest:ident)*] $item:tt) => {
        $crate::grammar::with_feature_of!($name, crate::grammar::built_with!(@gathered [$($feature)*] [$($rest)*] $item))
    };
    (@feature $new:literal @gathered [$($feature:literal)*] [$($rest:ident)*] $item:tt) => {
        $crate::grammar::built_with!(@features [$($feature)* $new] [$($rest)*] $item)
    };
}
pub(crate) use built_with;

/// Every document, oldest first, as the variant of its whole grammar and
/// its folder's module (`src/documents/<module>/`), handed to the macro
/// `$then` as `#[cfg(feature = "document")] Variant => module` rows after
/// the arguments given (in parentheses). Each folder writes its facets under the same names, so
/// that one row reaches all of them: the engine expands this list where it
/// needs every document's facet of its own layer, and names no document.
macro_rules! for_each_document {
    ($then:ident $(, $args:tt)*) => {
        $then! {
            ($($args),*)
            #[cfg(feature = "url4")]
            Url4 => url4,
            #[cfg(feature = "url7")]
            Url7 => url7,
            #[cfg(feature = "url-03")]
            Url03 => url03,
            #[cfg(feature = "rfc1630")]
            Rfc1630 => rfc1630,
            #[cfg(feature = "rfc1738")]
            Rfc1738 => rfc1738,
            #[cfg(feature = "rfc1808")]
            Rfc1808 => rfc1808,
            #[cfg(feature = "rfc2396")]
            Rfc2396 => rfc2396,
            #[cfg(feature = "rfc2732")]
            Rfc2732 => rfc2732,
            #[cfg(feature = "rfc3986")]
            Rfc3986 => rfc3986,
            #[cfg(feature = "rfc3987")]
            Rfc3987 => rfc3987,
            #[cfg(feature = "rfc6068")]
            Rfc6068 => rfc6068,
        }
    };
}
pub(crate) use for_each_document;

/// Every listing with its id and its `pest_derive` module in its document's
/// folder, in the order of [`Listing::ALL`] then [`Listing::PROSE`], handed
/// to the macro `$then` as `#[cfg(feature = "document")] Variant => "id" in
/// document::module` rows, after
/// the arguments given (in parentheses): the one list that [`Listing::id`],
/// [`with_listing!`] and the per-listing tables of checked-in files
/// (`generated/diagnosis/`) are made from.
macro_rules! for_each_listing {
    ($then:ident $(, $args:tt)*) => {
        $then! {
            ($($args),*)
            #[cfg(feature = "rfc1630")]
            Rfc1630Url => "rfc1630-url" in rfc1630::url,
            #[cfg(feature = "rfc1630")]
            Rfc1630Generic => "rfc1630-generic" in rfc1630::generic,
            #[cfg(feature = "url-03")]
            Url03 => "url-03" in url03::listing,
            #[cfg(feature = "url7")]
            Url7 => "url7" in url7::listing,
            #[cfg(feature = "url4")]
            Url4 => "url4" in url4::listing,
            #[cfg(feature = "rfc1738")]
            Rfc1738 => "rfc1738" in rfc1738::listing,
            #[cfg(feature = "rfc1808")]
            Rfc1808 => "rfc1808" in rfc1808::listing,
            #[cfg(feature = "rfc2396")]
            Rfc2396 => "rfc2396" in rfc2396::listing,
            #[cfg(feature = "rfc2732")]
            Rfc2732 => "rfc2732" in rfc2732::listing,
            #[cfg(feature = "rfc3986")]
            Rfc3986 => "rfc3986" in rfc3986::listing,
            #[cfg(feature = "rfc3987")]
            Rfc3987 => "rfc3987" in rfc3987::listing,
            #[cfg(feature = "rfc6068")]
            Rfc6068 => "rfc6068" in rfc6068::listing,
            #[cfg(feature = "rfc1630")]
            Rfc1630Prose => "rfc1630+prose" in rfc1630::url_prose,
            #[cfg(feature = "url-03")]
            Url03Prose => "url-03+prose" in url03::prose,
            #[cfg(feature = "url7")]
            Url7Prose => "url7+prose" in url7::prose,
            #[cfg(feature = "url4")]
            Url4Prose => "url4+prose" in url4::prose,
            #[cfg(feature = "rfc6068")]
            Rfc6068Prose => "rfc6068+prose" in rfc6068::prose,
            // Its own id, so a verdict or a checked-in automaton names which
            // of RFC 1630's two layers accepted.
            #[cfg(feature = "rfc1630")]
            Rfc1630GenericProse => "rfc1630-generic+prose" in rfc1630::generic_prose,
        }
    };
}
pub(crate) use for_each_listing;

/// `$body` with `$module` standing for the `pest_derive` module of
/// `$listing` (its `Parser` and its `Rule`, in its document's folder), or
/// `$unbuilt` for a listing whose document's feature is off (its module
/// has no parser then): the one place that maps a listing to its module,
/// made from [`for_each_listing!`]'s rows, so that what runs a listing's
/// parser (the parser, the rule table) needs no edit for a new one.
macro_rules! with_listing {
    ($listing:expr, $module:ident => $body:expr, else $unbuilt:expr) => {{
        use $crate::grammar::with_listing_arms;
        $crate::grammar::for_each_listing!(with_listing_arms, $listing, $module, $body, $unbuilt)
    }};
}
pub(crate) use with_listing;

/// The `match` of [`with_listing!`], one arm per row of [`for_each_listing!`].
macro_rules! with_listing_arms {
    (($listing:expr, $module:ident, $body:expr, $unbuilt:expr)
        $(#[cfg(feature = $feature:literal)] $variant:ident => $id:literal in $document:ident::$name:ident),* $(,)?) => {
        // Every arm is there when every document is built.
        #[allow(unreachable_patterns)]
        match $listing {
            $(#[cfg(feature = $feature)] $crate::grammar::Listing::$variant => {
                use $crate::documents::$document::grammar::$name as $module;
                $body
            })*
            _ => $unbuilt,
        }
    };
}
pub(crate) use with_listing_arms;

/// The engine's items that only IRIs need (the mapping between IRIs and
/// URIs, the IRI lint), where the document that defines IRIs (RFC 3987)
/// is built, and those that stand in for them where it is not: the
/// registry names the document, so that the engine need not.
macro_rules! if_iris_built {
    ({ $($built:item)* } else { $($not_built:item)* }) => {
        $(#[cfg(feature = "rfc3987")] $built)*
        $(#[cfg(not(feature = "rfc3987"))] $not_built)*
    };
}
pub(crate) use if_iris_built;

/// A grammar a URI can be parsed with.
///
/// Each variant but [`Grammar::Rfc1630`] and the `+prose` ones is one BNF
/// (RFC 3986, RFC 3987, RFC 6068: ABNF) listing transcribed into a `.pest` file under `grammar/`. A `+prose`
/// grammar (opt-in, [`Grammar::PROSE`]) tries its document's listing(s) first
/// and then a prose layer, `grammar/*+prose.pest`: productions the same
/// document's prose defines and its listing lacks. RFC 6068's prose instead
/// narrows its listing (l.175-193 restrict `addr-spec`), so
/// [`Grammar::Rfc6068Prose`] tries its layer alone, a grammar of its own. `FromStr`
/// and `Display` use the ids the CLI's `--grammar` flag takes.
///
/// ```
/// use rfc1630::Grammar;
/// let g: Grammar = "rfc1630-url".parse().unwrap();
/// assert_eq!(g, Grammar::Rfc1630Url);
/// assert_eq!(g.to_string(), "rfc1630-url");
/// assert_eq!("rfc1738".parse::<Grammar>(), Ok(Grammar::Rfc1738));
/// assert!("rfc2616".parse::<Grammar>().is_err());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(into = "&'static str"))]
#[non_exhaustive]
pub enum Grammar {
    /// The default: RFC 1630's URL listing (`prefixedurl | url`, then an
    /// optional `# fragmentid`), or else its generic listing (`fragmentaddress`).
    Rfc1630,
    /// RFC 1630 "BNF for specific URL schemes" (p.23-27); entry `prefixedurl | url`.
    Rfc1630Url,
    /// RFC 1630 "BNF of Generic URI Syntax" (p.22-23); entry `fragmentaddress`.
    Rfc1630Generic,
    /// draft-ietf-uri-url-03 "BNF for specific URL schemes" (p.13-16); entry `prefixedurl | url`.
    Url03,
    /// url7 (Internet Draft 02) "BNF syntax" (p.15-18); entry `fragmentaddress`.
    Url7,
    /// url4 (Internet Draft 00) "BNF syntax"; entry `anchoraddress`.
    Url4,
    /// RFC 1738 "BNF for specific URL schemes" (p.17-20); entry `url`.
    Rfc1738,
    /// RFC 1808 "BNF for Relative URLs" (§2.2, p.4); entry `URL` (`absoluteURL | relativeURL`, then the fragment).
    Rfc1808,
    /// RFC 2396 "Collected BNF for URI" (Appendix A, p.27-28); entry `URI-reference`.
    Rfc2396,
    /// RFC 2396's Appendix A with RFC 2732 §3 applied (IPv6 literals); entry `URI-reference`.
    Rfc2732,
    /// RFC 3986 "Collected ABNF for URI" (Appendix A, p.49-50); entry `URI-reference`.
    Rfc3986,
    /// RFC 3987 "ABNF for IRI References and IRIs" (§2.2, p.7-9); entry `IRI-reference`.
    Rfc3987,
    /// RFC 6068 "Syntax of a 'mailto' URI" (§2, p.3), with the rules it takes from RFC 5322 and RFC 3986; entry `mailtoURI`.
    Rfc6068,
    /// [`Grammar::Rfc1630`] (URL listing, then generic listing), then RFC 1630's prose layer.
    Rfc1630Prose,
    /// [`Grammar::Url03`], then url-03's prose layer.
    Url03Prose,
    /// [`Grammar::Url7`], then url7's prose layer.
    Url7Prose,
    /// [`Grammar::Url4`], then url4's prose layer.
    Url4Prose,
    /// RFC 6068's prose layer alone: the listing with `addr-spec` as its
    /// prose (l.175-193) defines it, which narrows the listing.
    Rfc6068Prose,
}

impl Grammar {
    /// Every grammar of the listings alone, default first. The opt-in
    /// `+prose` grammars are in [`Grammar::PROSE`] instead, so that what
    /// iterates over the listings' grammars (the catalogue, the DFAs) keeps
    /// its output.
    ///
    /// ```
    /// assert_eq!(rfc1630::Grammar::ALL[0], rfc1630::Grammar::Rfc1630);
    /// assert_eq!(rfc1630::Grammar::ALL.len(), 13);
    /// ```
    pub const ALL: [Grammar; 13] = [
        Grammar::Rfc1630,
        Grammar::Rfc1630Url,
        Grammar::Rfc1630Generic,
        Grammar::Url03,
        Grammar::Url7,
        Grammar::Url4,
        Grammar::Rfc1738,
        Grammar::Rfc1808,
        Grammar::Rfc2396,
        Grammar::Rfc2732,
        Grammar::Rfc3986,
        Grammar::Rfc3987,
        Grammar::Rfc6068,
    ];

    /// The opt-in prose grammars, in the order of their documents in [`Grammar::ALL`].
    ///
    /// ```
    /// use rfc1630::Grammar;
    /// assert_eq!(Grammar::PROSE.map(Grammar::id), ["rfc1630+prose", "url-03+prose", "url7+prose", "url4+prose", "rfc6068+prose"]);
    /// ```
    pub const PROSE: [Grammar; 5] =
        [Grammar::Rfc1630Prose, Grammar::Url03Prose, Grammar::Url7Prose, Grammar::Url4Prose, Grammar::Rfc6068Prose];

    /// The grammar of the listings alone that a `+prose` grammar extends; any other grammar itself.
    ///
    /// ```
    /// use rfc1630::Grammar;
    /// assert_eq!(Grammar::Rfc1630Prose.base(), Grammar::Rfc1630);
    /// assert_eq!(Grammar::Url7.base(), Grammar::Url7);
    /// ```
    pub fn base(self) -> Grammar {
        match self {
            Grammar::Rfc1630Prose => Grammar::Rfc1630,
            Grammar::Url03Prose => Grammar::Url03,
            Grammar::Url7Prose => Grammar::Url7,
            Grammar::Url4Prose => Grammar::Url4,
            Grammar::Rfc6068Prose => Grammar::Rfc6068,
            listing => listing,
        }
    }

    /// The grammar of the whole document this grammar reads: itself for a
    /// document's grammar, the document's for one of its listings or
    /// layers. Made from the registry's rows: the document whose folder
    /// holds the grammar's first listing (`for_each_listing!`), by that
    /// folder's row of `for_each_document!`.
    ///
    /// ```
    /// use rfc1630::Grammar;
    /// assert_eq!(Grammar::Rfc1630Url.document(), Grammar::Rfc1630);
    /// assert_eq!(Grammar::Url7Prose.document(), Grammar::Url7);
    /// assert_eq!(Grammar::Rfc3986.document(), Grammar::Rfc3986);
    /// ```
    pub fn document(self) -> Grammar {
        macro_rules! folder_of {
            (() $(#[cfg(feature = $feature:literal)] $listing:ident => $id:literal in $folder:ident::$module:ident),* $(,)?) => {
                match self.listings()[0] {
                    $(Listing::$listing => stringify!($folder),)*
                }
            };
        }
        macro_rules! folders {
            (() $(#[cfg(feature = $feature:literal)] $grammar:ident => $folder:ident),* $(,)?) => {
                [$((stringify!($folder), Grammar::$grammar)),*]
            };
        }
        let folder = for_each_listing!(folder_of);
        for_each_document!(folders).into_iter().find(|(name, _)| *name == folder).map_or(self, |(_, whole)| whole)
    }

    /// The cargo feature that builds this grammar's document: the
    /// document's id ([`Grammar::document`]), `rfc3986` for RFC 3986,
    /// `rfc1630` for RFC 1630's listings and layers. Each document is a
    /// feature of its own (see the crate's `Cargo.toml`); `default` turns
    /// every one on.
    ///
    /// ```
    /// use rfc1630::Grammar;
    /// assert_eq!(Grammar::Rfc3986.feature(), "rfc3986");
    /// assert_eq!(Grammar::Url03Prose.feature(), "url-03");
    /// assert_eq!(Grammar::Rfc1630Url.feature(), "rfc1630");
    /// ```
    pub fn feature(self) -> &'static str {
        self.document().id()
    }

    /// This grammar, if its document's feature ([`Grammar::feature`]) is
    /// on in this build; else the error that names the feature, which
    /// [`check`](crate::check), [`parse_with`](crate::parse_with),
    /// [`resolve`](crate::resolve), [`compare`](crate::compare) and
    /// [`normalize`](crate::normalize) answer for it.
    ///
    /// ```
    /// use rfc1630::Grammar;
    /// // The default features build every document.
    /// assert_eq!(Grammar::Rfc3986.built(), Ok(Grammar::Rfc3986));
    /// ```
    ///
    /// # Errors
    /// [`DocumentNotBuilt`] when the document's feature is off.
    pub fn built(self) -> Result<Grammar, DocumentNotBuilt> {
        // One arm per grammar, so that with every document built this is
        // `Ok(self)` at compile time: `check` asks it of every input.
        macro_rules! built {
            ($(#[cfg(feature = $feature:literal)] $grammar:ident => $id:literal as $module:ident),* $(,)?) => {
                match self {
                    $(#[cfg(feature = $feature)] Grammar::$grammar => true,)*
                    #[allow(unreachable_patterns)]
                    _ => false,
                }
            };
        }
        if for_each_grammar!(built) {
            Ok(self)
        } else {
            Err(DocumentNotBuilt { grammar: self, feature: self.feature() })
        }
    }

    /// The id used by `FromStr`, `Display` and the CLI.
    ///
    /// ```
    /// assert_eq!(rfc1630::Grammar::Rfc1630Generic.id(), "rfc1630-generic");
    /// ```
    pub fn id(self) -> &'static str {
        macro_rules! ids {
            ($(#[cfg(feature = $feature:literal)] $grammar:ident => $id:literal as $module:ident),* $(,)?) => {
                match self {
                    $(Grammar::$grammar => $id,)*
                }
            };
        }
        for_each_grammar!(ids)
    }

    /// The grammar's place in [`Grammar::ALL`] followed by [`Grammar::PROSE`]
    /// (the declaration order), for tables kept per grammar.
    pub(crate) fn index(self) -> usize {
        self as usize
    }

    /// The listings this grammar tries, in order. A `+prose` grammar tries
    /// its prose layer last, so that the listing's own production wins
    /// whenever the listing accepts: that makes it a superset.
    ///
    /// ```
    /// use rfc1630::{Grammar, grammar::Listing};
    /// assert_eq!(Grammar::Rfc1630.listings(), &[Listing::Rfc1630Url, Listing::Rfc1630Generic]);
    /// assert_eq!(Grammar::Url7Prose.listings(), &[Listing::Url7, Listing::Url7Prose]);
    /// ```
    pub fn listings(self) -> &'static [Listing] {
        match self {
            Grammar::Rfc1630 => &[Listing::Rfc1630Url, Listing::Rfc1630Generic],
            Grammar::Rfc1630Url => &[Listing::Rfc1630Url],
            Grammar::Rfc1630Generic => &[Listing::Rfc1630Generic],
            Grammar::Url03 => &[Listing::Url03],
            Grammar::Url7 => &[Listing::Url7],
            Grammar::Url4 => &[Listing::Url4],
            Grammar::Rfc1738 => &[Listing::Rfc1738],
            Grammar::Rfc1808 => &[Listing::Rfc1808],
            Grammar::Rfc2396 => &[Listing::Rfc2396],
            Grammar::Rfc2732 => &[Listing::Rfc2732],
            Grammar::Rfc3986 => &[Listing::Rfc3986],
            Grammar::Rfc3987 => &[Listing::Rfc3987],
            Grammar::Rfc6068 => &[Listing::Rfc6068],
            Grammar::Rfc1630Prose => {
                &[Listing::Rfc1630Url, Listing::Rfc1630Generic, Listing::Rfc1630Prose, Listing::Rfc1630GenericProse]
            }
            Grammar::Url03Prose => &[Listing::Url03, Listing::Url03Prose],
            Grammar::Url7Prose => &[Listing::Url7, Listing::Url7Prose],
            Grammar::Url4Prose => &[Listing::Url4, Listing::Url4Prose],
            // The layer narrows the listing (its `addr-spec` is the prose's),
            // so it is tried alone: the listing would accept what it rejects.
            Grammar::Rfc6068Prose => &[Listing::Rfc6068Prose],
        }
    }
}

/// The id, padded as the format asks (`{g:8}`).
///
/// ```
/// assert_eq!(format!("[{:8}]", rfc1630::Grammar::Url7), "[url7    ]");
/// assert_eq!(format!("[{:>8}]", rfc1630::Grammar::Url7), "[    url7]");
/// ```
impl fmt::Display for Grammar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.id())
    }
}

impl From<Grammar> for &'static str {
    fn from(grammar: Grammar) -> Self {
        grammar.id()
    }
}

/// A grammar of a document this build of the crate leaves out: its cargo
/// feature is off. Every [`Grammar`] is a value of every build, so that
/// code that names one compiles whatever the features; using it answers
/// this error, which names the feature to turn on.
///
/// ```
/// use rfc1630::grammar::DocumentNotBuilt;
/// use rfc1630::Grammar;
/// let error = DocumentNotBuilt { grammar: Grammar::Rfc1738, feature: "rfc1738" };
/// assert_eq!(
///     error.to_string(),
///     "rfc1738: RFC 1738 is not in this build of rfc1630; turn on its cargo feature `rfc1738`"
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[error("{grammar}: {document} is not in this build of rfc1630; turn on its cargo feature `{feature}`", document = grammar.listings()[0].document())]
pub struct DocumentNotBuilt {
    /// The grammar asked for.
    pub grammar: Grammar,
    /// The cargo feature of its document ([`Grammar::feature`]).
    pub feature: &'static str,
}

/// The error of [`Grammar::from_str`]: the id is not one of [`Grammar::ALL`] or [`Grammar::PROSE`].
///
/// ```
/// let err = "rfc2616".parse::<rfc1630::Grammar>().unwrap_err();
/// assert_eq!(err.0, "rfc2616");
/// assert!(err.to_string().contains("url-03"));
/// assert!(err.to_string().contains("url4+prose"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown grammar `{0}` (expected one of: {ids})", ids = Grammar::ALL.iter().chain(&Grammar::PROSE).map(|g| g.id()).collect::<Vec<_>>().join(", "))]
pub struct UnknownGrammar(pub String);

impl FromStr for Grammar {
    type Err = UnknownGrammar;

    fn from_str(id: &str) -> Result<Self, Self::Err> {
        Grammar::ALL
            .into_iter()
            .chain(Grammar::PROSE)
            .find(|g| g.id() == id)
            .ok_or_else(|| UnknownGrammar(id.to_string()))
    }
}

/// One BNF listing of one document, as transcribed in one `.pest` file.
///
/// ```
/// use rfc1630::{Grammar, grammar::Listing};
/// assert_eq!(Grammar::Url03.listings(), &[Listing::Url03]);
/// assert_eq!(Listing::Url03.to_string(), "url-03");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(into = "&'static str"))]
#[non_exhaustive]
pub enum Listing {
    /// RFC 1630 "BNF for specific URL schemes", `grammar/rfc1630-url.pest`.
    Rfc1630Url,
    /// RFC 1630 "BNF of Generic URI Syntax", `grammar/rfc1630-generic.pest`.
    Rfc1630Generic,
    /// draft-ietf-uri-url-03 "BNF for specific URL schemes", `grammar/url-03.pest`.
    Url03,
    /// url7 "BNF syntax", `grammar/url7.pest`.
    Url7,
    /// url4 "BNF syntax", `grammar/url4.pest`.
    Url4,
    /// RFC 1738 "BNF for specific URL schemes", `grammar/rfc1738.pest`.
    Rfc1738,
    /// RFC 1808 "BNF for Relative URLs", `grammar/rfc1808.pest`.
    Rfc1808,
    /// RFC 2396 "Collected BNF for URI", `grammar/rfc2396.pest`.
    Rfc2396,
    /// RFC 2396's listing with RFC 2732 §3 applied, `grammar/rfc2732.pest`.
    Rfc2732,
    /// RFC 3986 "Collected ABNF for URI", `grammar/rfc3986.pest`.
    Rfc3986,
    /// RFC 3987 "ABNF for IRI References and IRIs", `grammar/rfc3987.pest`.
    Rfc3987,
    /// RFC 6068 "Syntax of a 'mailto' URI", `grammar/rfc6068.pest`.
    Rfc6068,
    /// RFC 1630's prose layer, `grammar/rfc1630-url+prose.pest` on the URL listing.
    Rfc1630Prose,
    /// url-03's prose layer, `grammar/url-03+prose.pest` on its listing.
    Url03Prose,
    /// url7's prose layer, `grammar/url7+prose.pest` on its listing.
    Url7Prose,
    /// url4's prose layer, `grammar/url4+prose.pest` on its listing.
    Url4Prose,
    /// RFC 6068's prose layer, `grammar/rfc6068+prose.pest`, a grammar of its own.
    Rfc6068Prose,
    /// RFC 1630's prose layer on its generic listing, `grammar/rfc1630-generic+prose.pest`:
    /// the void fragment-id after a generic `uri`.
    Rfc1630GenericProse,
}

impl Listing {
    /// Every listing, in the order of [`Grammar::ALL`].
    ///
    /// ```
    /// assert_eq!(rfc1630::grammar::Listing::ALL.len(), 12);
    /// ```
    pub const ALL: [Listing; 12] = [
        Listing::Rfc1630Url,
        Listing::Rfc1630Generic,
        Listing::Url03,
        Listing::Url7,
        Listing::Url4,
        Listing::Rfc1738,
        Listing::Rfc1808,
        Listing::Rfc2396,
        Listing::Rfc2732,
        Listing::Rfc3986,
        Listing::Rfc3987,
        Listing::Rfc6068,
    ];

    /// The prose layers, in the order of [`Grammar::PROSE`], then RFC 1630's
    /// second layer (on its generic listing); not in [`Listing::ALL`], which
    /// holds the documents' printed listings only.
    ///
    /// ```
    /// assert_eq!(rfc1630::grammar::Listing::PROSE[0].id(), "rfc1630+prose");
    /// assert_eq!(rfc1630::grammar::Listing::PROSE[5].id(), "rfc1630-generic+prose");
    /// ```
    pub const PROSE: [Listing; 6] = [
        Listing::Rfc1630Prose,
        Listing::Url03Prose,
        Listing::Url7Prose,
        Listing::Url4Prose,
        Listing::Rfc6068Prose,
        Listing::Rfc1630GenericProse,
    ];

    /// The printed listing a prose layer is appended to; a listing itself.
    ///
    /// ```
    /// use rfc1630::grammar::Listing;
    /// assert_eq!(Listing::Rfc1630Prose.base(), Listing::Rfc1630Url);
    /// assert_eq!(Listing::Url4.base(), Listing::Url4);
    /// ```
    pub fn base(self) -> Listing {
        match self {
            Listing::Rfc1630Prose => Listing::Rfc1630Url,
            Listing::Url03Prose => Listing::Url03,
            Listing::Url7Prose => Listing::Url7,
            Listing::Url4Prose => Listing::Url4,
            Listing::Rfc1630GenericProse => Listing::Rfc1630Generic,
            Listing::Rfc6068Prose => Listing::Rfc6068,
            listing => listing,
        }
    }

    /// The listing's id, the same as the grammar id that parses with it alone;
    /// a prose layer's id is that of its `+prose` grammar (RFC 1630's second
    /// layer, on its generic listing, is `rfc1630-generic+prose`).
    ///
    /// ```
    /// assert_eq!(rfc1630::grammar::Listing::Rfc1630Url.id(), "rfc1630-url");
    /// ```
    pub fn id(self) -> &'static str {
        macro_rules! ids {
            (() $(#[cfg(feature = $feature:literal)] $listing:ident => $id:literal in $document:ident::$module:ident),* $(,)?) => {
                match self {
                    $(Listing::$listing => $id,)*
                }
            };
        }
        for_each_listing!(ids)
    }
}

/// The id, padded as the format asks.
///
/// ```
/// assert_eq!(format!("[{:6}]", rfc1630::grammar::Listing::Url7), "[url7  ]");
/// ```
impl fmt::Display for Listing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.id())
    }
}

impl From<Listing> for &'static str {
    fn from(listing: Listing) -> Self {
        listing.id()
    }
}

/// The notation a listing is printed in ([`Listing::notation`]).
///
/// ```
/// assert_ne!(rfc1630::grammar::Notation::Abnf, rfc1630::grammar::Notation::Bnf);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub enum Notation {
    /// The documents' own BNF (RFC 822 style: `|` alternatives, `[ ]` optional,
    /// recursion instead of repetition, literals case-sensitive).
    Bnf,
    /// ABNF, RFC 2234: `/` alternatives, `*` repetition, `%x` ranges,
    /// case-insensitive quoted strings.
    Abnf,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `with_feature_of!`'s literal for every grammar, through the one list
    /// of grammars, is the grammar's feature.
    #[test]
    fn feature_literals_are_the_features() {
        macro_rules! literal {
            (@feature $feature:literal $grammar:ident) => {
                (Grammar::$grammar, $feature)
            };
        }
        macro_rules! rows {
            ($(#[cfg(feature = $feature:literal)] $grammar:ident => $id:literal as $module:ident),* $(,)?) => {
                [$(with_feature_of!($grammar, literal!($grammar))),*]
            };
        }
        let rows = for_each_grammar!(rows);
        assert_eq!(rows.len(), Grammar::ALL.len() + Grammar::PROSE.len());
        for (grammar, feature) in rows {
            assert_eq!(grammar.feature(), feature, "{grammar}");
        }
        macro_rules! listing_literal {
            (@feature $feature:literal $listing:ident $own:literal) => {
                (Listing::$listing, $feature, $own)
            };
        }
        macro_rules! listing_rows {
            (() $(#[cfg(feature = $feature:literal)] $listing:ident => $id:literal in $folder:ident::$module:ident),* $(,)?) => {
                [$(with_feature_of!($listing, listing_literal!($listing $feature))),*]
            };
        }
        let rows = for_each_listing!(listing_rows);
        assert_eq!(rows.len(), Listing::ALL.len() + Listing::PROSE.len());
        for (listing, feature, own) in rows {
            assert_eq!(feature, own, "{listing:?}");
        }
    }

    /// Every listing's folder is a document's: [`Grammar::document`] finds
    /// a row for every grammar, and a document's grammar is its own.
    #[test]
    fn every_grammar_names_its_document() {
        let wholes: Vec<Grammar> = Grammar::ALL.into_iter().chain(Grammar::PROSE).map(Grammar::document).collect();
        for grammar in Grammar::ALL.into_iter().chain(Grammar::PROSE) {
            let whole = grammar.document();
            assert_eq!(whole.document(), whole, "{grammar}");
            assert_eq!(whole.listings()[0].document(), grammar.listings()[0].document(), "{grammar}");
        }
        macro_rules! documents {
            (() $(#[cfg(feature = $feature:literal)] $grammar:ident => $folder:ident),* $(,)?) => {
                [$(Grammar::$grammar),*]
            };
        }
        let mut documents = for_each_document!(documents).to_vec();
        let mut found = wholes;
        documents.sort();
        found.sort();
        found.dedup();
        assert_eq!(found, documents);
    }

    /// [`Grammar::index`] is the place in `ALL` then `PROSE`.
    #[test]
    fn a_grammars_index_is_its_place_in_all_then_prose() {
        for (place, grammar) in Grammar::ALL.into_iter().chain(Grammar::PROSE).enumerate() {
            assert_eq!(grammar.index(), place, "{grammar}");
        }
    }
}
