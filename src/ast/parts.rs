//! The parts of an address, read through one interface. Each document's
//! AST implements [`Parts`]: the production that matched, its scheme, and
//! the fields of the production through [`Fields`], which every
//! production's type implements. [`Address::parts`](super::Address) hands
//! out the document's, so that [`Uri`](super::Uri)'s accessors, RFC 1630's
//! comparison and the lint read every document the same way, and none of
//! them names one.

use crate::ast::{Text, UriHost};
use crate::documents::rfc1630::ast::{GopherPath, Host, HostPort, Login, Path, Search};
use std::fmt;

/// A document's AST, as the engine reads it: the production that matched,
/// the scheme, and the production's fields. `Display` writes the address
/// back as it was read.
pub(crate) trait Parts<'a>: fmt::Display {
    /// The production's name in its listing (a generic grammar's: the
    /// alternative of its reference, as a verdict names it).
    fn production(&self) -> &'static str;

    /// The scheme as written: the generic productions' `scheme`, or the
    /// letters the scheme's production spells; `""` for a relative reference.
    fn scheme(&self) -> &str;

    /// The fields of the production that matched.
    fn fields(&self) -> &dyn Fields<'a>;

    /// url-03's split of a listing's `gopheraddress` (its GOPHER section,
    /// p.6-10), which `parse --json` shows beside the listing's fields.
    fn gopher_path(&self) -> Option<GopherPath<'_>> {
        None
    }
}

/// The fields of one production, each `None` where the production has no
/// such field: what [`Uri`](super::Uri)'s accessors answer, the accessors
/// reading the `hostport`, the `login` and the `search` where a production
/// gives no host, user information or query of its own. Its table of which
/// field answers is the rustdoc of the accessors (`src/ast/accessors.rs`).
pub(crate) trait Fields<'a>: fmt::Display {
    /// The `login` of an ftp or telnet production (RFC 1630 p.25).
    fn login(&self) -> Option<&Login<'a>> {
        None
    }

    /// The `hostport`: the production's own, or its `login`'s.
    fn hostport(&self) -> Option<&HostPort<'a>> {
        self.login().map(|login| &login.hostport)
    }

    /// A host held elsewhere than in a `hostport` (a news article's, a
    /// generic reference's authority's).
    fn host(&self) -> Option<UriHost<'_>> {
        None
    }

    /// The port as a number (`None` past 65535 or when empty).
    fn port(&self) -> Option<u16> {
        self.hostport()?.port.as_ref()?.number()
    }

    /// The `login`'s `user`.
    fn user(&self) -> Option<&Text<'a>> {
        self.login()?.user.as_ref()
    }

    /// The `login`'s `password`.
    fn password(&self) -> Option<&Text<'a>> {
        self.login()?.password.as_ref()
    }

    /// User information held elsewhere than in a `login` (a generic
    /// reference's `userinfo`).
    fn userinfo(&self) -> Option<&str> {
        None
    }

    /// The path, as written, with the `/` before it where the URI writes one.
    fn path(&self) -> Option<&str> {
        None
    }

    /// The fields and the path that [`Uri::path_segments`](super::Uri::path_segments) splits.
    fn path_segments(&self) -> Option<Segments<'_>> {
        None
    }

    /// The `search` after `?`.
    fn search(&self) -> Option<&Search<'a>> {
        None
    }

    /// A generic reference's `query` (the older listings have a `search`).
    fn query(&self) -> Option<&str> {
        None
    }

    /// The fragment, where the production holds it (RFC 3986's reference
    /// does; the older listings put `fragmentid` beside the production).
    fn fragment(&self) -> Option<&Text<'a>> {
        None
    }

    /// Each component in the order written, to `sink`: what RFC 1630's
    /// comparison (p.8) brings to one encoding level and compares.
    fn components<'u>(&'u self, sink: &mut ComponentSink<'_, 'u>);

    /// What a client of the scheme's protocol sends on from the address;
    /// `None` for a generic production, which names no protocol.
    fn protocol_texts(&self) -> Option<ProtocolTexts<'_>> {
        Some(ProtocolTexts::default())
    }
}

/// What [`Uri::path_segments`](super::Uri::path_segments) splits: up to
/// three fields that are one segment each (gopher's selector, wais's
/// `database` and `wtype`, ...), then a path split at every `/`.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Segments<'u> {
    pub(crate) fields: [Option<&'u str>; 3],
    pub(crate) path: Option<&'u str>,
}

impl<'u> Segments<'u> {
    /// A path alone.
    pub(crate) fn path(path: &'u str) -> Self {
        Segments { fields: [None; 3], path: Some(path) }
    }

    /// Fields alone, one segment each.
    pub(crate) fn fields(fields: [Option<&'u str>; 3]) -> Self {
        Segments { fields, path: None }
    }

    /// The segments in order. A path splits as `Path::segments` splits it:
    /// a void path is one void segment.
    pub(crate) fn iter(self) -> impl Iterator<Item = Text<'u>> {
        let segments = self.path.into_iter().flat_map(|p| p.split('/'));
        self.fields.into_iter().flatten().chain(segments).map(Text::new)
    }
}

/// How a component is written, which decides how it is compared: as
/// written, or at the minimal encoding level of its production's
/// characters (RFC 1630 p.8).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Written {
    /// A production without escapes (scheme, digits, `alphanum2`), or one
    /// of a later document whose characters RFC 1630's rules do not cover.
    AsIs,
    /// `xalphas`: escaped text.
    Xalphas,
    /// A path segment, of the path whose segments decode together.
    Segment,
    /// A search word, of the search whose words decode together.
    SearchWord,
}

/// Where [`Fields::components`] writes each component: its name, its text
/// and how it is written. The helpers name the parts of the older
/// listings' shared productions (`host`, `port`, `user`, path segments,
/// search words) the same way for every production that holds them.
pub(crate) struct ComponentSink<'s, 'u> {
    each: &'s mut dyn FnMut(&str, &'u str, Written),
}

impl<'s, 'u> ComponentSink<'s, 'u> {
    /// A sink that hands each component to `each`.
    pub(crate) fn new(each: &'s mut dyn FnMut(&str, &'u str, Written)) -> Self {
        ComponentSink { each }
    }

    /// A component as written.
    pub(crate) fn literal(&mut self, name: &str, text: &'u str) {
        (self.each)(name, text, Written::AsIs);
    }

    /// A component as written, where there is one.
    pub(crate) fn opt_literal(&mut self, name: &str, text: Option<&'u Text<'_>>) {
        if let Some(text) = text {
            self.literal(name, text.as_str());
        }
    }

    /// Escaped text (`xalphas`).
    pub(crate) fn encoded(&mut self, name: &str, text: &'u Text<'_>) {
        (self.each)(name, text.as_str(), Written::Xalphas);
    }

    /// Escaped text, where there is some.
    pub(crate) fn opt_encoded(&mut self, name: &str, text: Option<&'u Text<'_>>) {
        if let Some(text) = text {
            self.encoded(name, text);
        }
    }

    /// A host: a name as escaped text; an address, which the listings of
    /// 1993-94 give only as `hostnumber`, as written.
    pub(crate) fn host(&mut self, host: &'u Host<'_>) {
        match host {
            Host::Hostname(t) => self.encoded("host", t),
            Host::Hostnumber(t) => self.literal("host", t.as_str()),
        }
    }

    /// A `hostport`: the host, then the port (`""` when there is none).
    pub(crate) fn hostport(&mut self, hostport: &'u HostPort<'_>) {
        self.host(&hostport.host);
        self.literal("port", hostport.port.as_ref().map_or("", |p| p.as_str()));
    }

    /// A `login`: user, password, then the `hostport`.
    pub(crate) fn login(&mut self, login: &'u Login<'_>) {
        self.opt_literal("user", login.user.as_ref());
        self.opt_literal("password", login.password.as_ref());
        self.hostport(&login.hostport);
    }

    /// A path's segments, where there is a path.
    pub(crate) fn path(&mut self, name: &str, path: Option<&'u Path<'_>>) {
        if let Some(path) = path {
            self.path_text(name, path.as_str());
        }
    }

    /// A path's segments, split as `Path::segments` splits them, named
    /// `<name> segment 1`, `<name> segment 2`, ...
    pub(crate) fn path_text(&mut self, name: &str, path: &'u str) {
        for (i, segment) in path.split('/').enumerate() {
            (self.each)(&format!("{name} segment {}", i + 1), segment, Written::Segment);
        }
    }

    /// A search's words, split as `Search::words` splits them, named
    /// `search word 1`, `search word 2`, ...
    pub(crate) fn search(&mut self, search: Option<&'u Search<'_>>) {
        let Some(search) = search else { return };
        for (i, word) in search.as_str().split('+').enumerate() {
            (self.each)(&format!("search word {}", i + 1), word, Written::SearchWord);
        }
    }
}

/// What a client of a scheme's protocol sends on from an address: the
/// texts its commands carry, by name (`user name`, `path`, `newsgroup`,
/// `gopher selector`, ...), and a gopher path in url-03's parts.
#[derive(Debug, Default)]
pub(crate) struct ProtocolTexts<'u> {
    pub(crate) commands: Vec<(&'static str, &'u str)>,
    pub(crate) gopher: Option<GopherPath<'u>>,
}

impl<'u> ProtocolTexts<'u> {
    /// A login's user name and password, which its protocol sends first.
    pub(crate) fn login(user: Option<&'u Text<'_>>, password: Option<&'u Text<'_>>) -> Self {
        let commands = [("user name", user), ("password", password)];
        ProtocolTexts {
            commands: commands.into_iter().filter_map(|(name, text)| Some((name, text?.as_str()))).collect(),
            gopher: None,
        }
    }

    /// The same, with one more command text.
    pub(crate) fn with(mut self, name: &'static str, text: &'u str) -> Self {
        self.commands.push((name, text));
        self
    }
}

/// A document's enum of the productions its listings (and prose layer)
/// derive, one variant per production, each holding the production's type:
/// the enum, serialized with the production's name under `production`; its
/// `production_name` and `production_fields`, which its [`Parts`] hands
/// out; `Display` as the production's; and its owned form. The historic
/// documents' (each builds on RFC 1630).
#[cfg(feature = "rfc1630")]
macro_rules! production_enum {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $($(#[doc = $doc:literal])* $variant:ident($ty:ident) = $production:literal,)*
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, PartialEq, Eq, Hash)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize))]
        #[cfg_attr(feature = "serde", serde(tag = "production"))]
        #[non_exhaustive]
        $vis enum $name<'a> {
            $($(#[doc = $doc])* #[cfg_attr(feature = "serde", serde(rename = $production))] $variant($ty<'a>),)*
        }

        impl<'a> $name<'a> {
            /// The production's name in its listing.
            fn production_name(&self) -> &'static str {
                match self {
                    $($name::$variant(_) => $production,)*
                }
            }

            /// The fields of the production.
            fn production_fields(&self) -> &dyn $crate::ast::parts::Fields<'a> {
                match self {
                    $($name::$variant(address) => address,)*
                }
            }
        }

        impl ::std::fmt::Display for $name<'_> {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                self.production_fields().fmt(f)
            }
        }

        $crate::ast::owned::owned_enum!($name { $($variant),* });
    };
}
#[cfg(feature = "rfc1630")]
pub(crate) use production_enum;
