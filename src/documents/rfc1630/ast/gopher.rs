//! The parts of a gopher path, as url-03's GOPHER section (p.6-10) splits it.
//!
//! The listings only say `gopheraddress  g o p h e r : / / hostport [/ gtype
//! [ gcommand ] ]` with `gcommand  path`; url-03's prose gives the path six
//! parts: the type, the selector, an encoded tab (`%09`), the search, another
//! `%09`, and the Gopher+ string. A client decodes them and sends
//! `selector TAB search TAB gopher+ CR LF`.
//!
//! The split sits on the AST and the AST does not know it: the listings stop
//! at `gcommand`, which [`GopherAddress::gopher_path`](super::GopherAddress::gopher_path)
//! splits. It lives with RFC 1630's types because `parse --json` shows it
//! beside RFC 1630's `gopheraddress` (and url-03's, the same production).
//!
//! Choices where the text of `002` is damaged (its lines were flattened):
//! - the p.10 examples read `gopher://host [port]/...`: `[port]` is a
//!   template for an optional `:port`, so the examples are read with it left
//!   out (`gopher://host/...`), and the stray space in
//!   `postscript %20Es_ES` is dropped;
//! - the requests the text shows (`a_gopher_selector!+ABSTRACT +SMELL`) lost
//!   their tab: the Gopher+ protocol puts one tab between the selector and the
//!   Gopher+ string, which [`GopherPath::request`] sends (and no void search);
//! - splitting stops at the second `%09`: the Gopher+ ASK form
//!   (`+%091%0D%0A...`) holds further `%09`s of its own.

use crate::ast::{IntoOwned, Text};

/// The `%09` that separates the parts, in either hex case.
fn split_tab(text: &str) -> Option<(&str, &str)> {
    let at = text.as_bytes().windows(3).position(|w| w[0] == b'%' && w[1] == b'0' && w[2] == b'9')?;
    Some((&text[..at], &text[at + 3..]))
}

/// A gopher path split into url-03's parts (p.6-7).
///
/// ```
/// use rfc1630::documents::url03::Url;
/// use rfc1630::{documents::rfc1630::{GopherPath, GopherPlus}, parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Url03, "gopher://host/7a_gopher_selector%09foobar").unwrap();
/// let Address::Url03(Url::Gopher(g)) = uri.address else { panic!() };
/// let path = g.gopher_path();
/// assert_eq!(path.selector.as_str(), "a_gopher_selector");
/// assert_eq!(path.search.as_ref().unwrap().as_str(), "foobar");
/// assert_eq!(path.request(), b"a_gopher_selector\tfoobar\r\n");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct GopherPath<'a> {
    /// The one-character gopher type (`gtype`); "1" when the URL has none (RFC 1630 p.16).
    pub gtype: Text<'a>,
    /// The gopher selector string, escaped as written; may be void.
    pub selector: Text<'a>,
    /// The gopher search string, after the first `%09`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub search: Option<Text<'a>>,
    /// The Gopher+ string, after the second `%09`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub gopher_plus: Option<GopherPlus<'a>>,
}

impl<'a> GopherPath<'a> {
    /// Splits a gopher type and command (`gcommand`, or a Gopher+ `selector`)
    /// at its first two `%09`s (either hex case); later ones stay in the
    /// Gopher+ string, whose ASK data holds its own.
    ///
    /// ```
    /// use rfc1630::documents::rfc1630::Url;
    /// use rfc1630::{documents::rfc1630::GopherPath, parse, ast::Address};
    /// let uri = parse("gopher://host/7").unwrap();
    /// let Address::Rfc1630(Url::Gopher(g)) = uri.address else { panic!() };
    /// let path = GopherPath::new(g.gtype.clone().unwrap(), "index%09word%09+%09ask");
    /// assert_eq!(path.selector.as_str(), "index");
    /// assert_eq!(path.search.unwrap().as_str(), "word");
    /// assert_eq!(path.gopher_plus.unwrap().text().as_str(), "+%09ask");
    /// assert_eq!(GopherPath::new(g.gtype.unwrap(), "").search, None);
    /// ```
    pub fn new(gtype: Text<'a>, command: &'a str) -> GopherPath<'a> {
        let (selector, rest) = split_tab(command).map_or((command, None), |(s, r)| (s, Some(r)));
        let (search, gopher_plus) = match rest {
            None => (None, None),
            Some(rest) => match split_tab(rest) {
                None => (Some(Text::new(rest)), None),
                Some((search, plus)) => (Some(Text::new(search)), Some(GopherPlus::new(plus))),
            },
        };
        GopherPath { gtype, selector: Text::new(selector), search, gopher_plus }
    }

    /// The bytes a client sends to the gopher server: the decoded selector,
    /// then a tab and the decoded search when it is not void, then a tab and
    /// the decoded Gopher+ string when there is one, then CR LF. A void
    /// search is not sent: the URL needs "two encoded tab characters in a
    /// row" to reach the Gopher+ string (p.7), but the requests the text
    /// shows (`a_gopher_selector!+ABSTRACT +SMELL`, p.8) have one separator,
    /// as in the Gopher+ protocol, where only search items carry a search.
    ///
    /// ```
    /// use rfc1630::documents::url03::Url;
    /// use rfc1630::{documents::rfc1630::GopherPath, parse_with, ast::Address, Grammar};
    /// let uri = parse_with(Grammar::Url03, "gopher://host/0a_gopher_selector%09%09!+ABSTRACT%20+SMELL").unwrap();
    /// let Address::Url03(Url::Gopher(g)) = uri.address else { panic!() };
    /// assert_eq!(g.gopher_path().request(), b"a_gopher_selector\t!+ABSTRACT +SMELL\r\n");
    /// ```
    pub fn request(&self) -> Vec<u8> {
        let mut bytes = self.selector.decode().into_owned();
        if let Some(search) = self.search.as_ref().filter(|s| !s.as_str().is_empty()) {
            bytes.push(b'\t');
            bytes.extend_from_slice(&search.decode());
        }
        if let Some(plus) = &self.gopher_plus {
            bytes.push(b'\t');
            bytes.extend_from_slice(&plus.text().decode());
        }
        bytes.extend_from_slice(b"\r\n");
        bytes
    }
}

/// A Gopher+ string (url-03 p.7-9), by its first character.
///
/// ```
/// use rfc1630::documents::rfc1630::GopherPlus;
/// let GopherPlus::ItemAttributes { names, .. } = GopherPlus::new("!+ABSTRACT%20+SMELL") else { panic!() };
/// assert_eq!(names.iter().map(|n| n.as_str()).collect::<Vec<_>>(), ["+ABSTRACT", "+SMELL"]);
///
/// let GopherPlus::Item { view, language, .. } = GopherPlus::new("+application/postscript%20Es_ES") else { panic!() };
/// assert_eq!((view.unwrap().as_str(), language.unwrap().as_str()), ("application/postscript", "Es_ES"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "form", rename_all = "kebab-case"))]
pub enum GopherPlus<'a> {
    /// `+[view_name[%20language_name]][%09 ASK data]`: the item's default
    /// view (`+` alone), an alternate view, and the filled-out ASK form data.
    Item {
        /// The whole string.
        text: Text<'a>,
        /// The view name.
        #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
        view: Option<Text<'a>>,
        /// The language of the view, after `%20`.
        #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
        language: Option<Text<'a>>,
        /// The ASK form data after `%09` (`1%0D%0A+-1%0D%0A...`).
        #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
        ask: Option<Text<'a>>,
    },
    /// `%3F` (or a literal `?`, which p.7 shows but no listing derives): an
    /// item with a +ASK form the user is to fill out.
    Ask {
        /// The whole string.
        text: Text<'a>,
    },
    /// `![attribute_name][%20attribute_name]...`: all or some attributes of an item.
    ItemAttributes {
        /// The whole string.
        text: Text<'a>,
        /// The attribute names; none means all.
        names: Vec<Text<'a>>,
    },
    /// `$[attribute_name][%20attribute_name]...`: all or some attributes of every item of a directory.
    DirectoryAttributes {
        /// The whole string.
        text: Text<'a>,
        /// The attribute names; none means all.
        names: Vec<Text<'a>>,
    },
    /// A string of none of these forms.
    Other {
        /// The whole string.
        text: Text<'a>,
    },
}

/// Splits at every `%20` (either hex case is the same octet: `%20` has no letter).
fn split_spaces(text: &str) -> Vec<Text<'_>> {
    if text.is_empty() {
        return Vec::new();
    }
    text.split("%20").map(Text::new).collect()
}

impl<'a> GopherPlus<'a> {
    /// Classifies a Gopher+ string by its first character: `+` an item (its
    /// view, language and ASK data), `?` or `%3F` an ASK form, `!` an item's
    /// attributes, `$` a directory's, anything else [`GopherPlus::Other`].
    ///
    /// ```
    /// use rfc1630::documents::rfc1630::GopherPlus;
    /// assert!(matches!(GopherPlus::new("%3f"), GopherPlus::Ask { .. }));
    /// let GopherPlus::Item { view, ask, .. } = GopherPlus::new("+%091%0D%0A") else { panic!() };
    /// assert_eq!((view, ask.unwrap().as_str()), (None, "1%0D%0A"));
    /// let GopherPlus::DirectoryAttributes { names, .. } = GopherPlus::new("$") else { panic!() };
    /// assert!(names.is_empty());
    /// assert!(matches!(GopherPlus::new("x"), GopherPlus::Other { .. }));
    /// ```
    pub fn new(text: &'a str) -> GopherPlus<'a> {
        let whole = Text::new(text);
        if let Some(rest) = text.strip_prefix('+') {
            let (view_part, ask) = split_tab(rest).map_or((rest, None), |(v, a)| (v, Some(Text::new(a))));
            let (view, language) = match view_part.split_once("%20") {
                Some((view, language)) => (Some(Text::new(view)), Some(Text::new(language))),
                None if view_part.is_empty() => (None, None),
                None => (Some(Text::new(view_part)), None),
            };
            GopherPlus::Item { text: whole, view, language, ask }
        } else if text == "?" || text.eq_ignore_ascii_case("%3F") {
            GopherPlus::Ask { text: whole }
        } else if let Some(rest) = text.strip_prefix('!') {
            GopherPlus::ItemAttributes { text: whole, names: split_spaces(rest) }
        } else if let Some(rest) = text.strip_prefix('$') {
            GopherPlus::DirectoryAttributes { text: whole, names: split_spaces(rest) }
        } else {
            GopherPlus::Other { text: whole }
        }
    }

    /// The Gopher+ string as written, whatever its form.
    ///
    /// ```
    /// use rfc1630::documents::rfc1630::GopherPlus;
    /// assert_eq!(GopherPlus::new("!+ABSTRACT").text().as_str(), "!+ABSTRACT");
    /// assert_eq!(GopherPlus::new("%3F").text().as_str(), "%3F");
    /// ```
    pub fn text(&self) -> &Text<'a> {
        match self {
            GopherPlus::Item { text, .. }
            | GopherPlus::Ask { text }
            | GopherPlus::ItemAttributes { text, .. }
            | GopherPlus::DirectoryAttributes { text, .. }
            | GopherPlus::Other { text } => text,
        }
    }
}

impl IntoOwned for GopherPath<'_> {
    type Owned = GopherPath<'static>;

    fn into_owned(self) -> GopherPath<'static> {
        GopherPath {
            gtype: self.gtype.into_owned(),
            selector: self.selector.into_owned(),
            search: self.search.into_owned(),
            gopher_plus: self.gopher_plus.into_owned(),
        }
    }
}

impl IntoOwned for GopherPlus<'_> {
    type Owned = GopherPlus<'static>;

    fn into_owned(self) -> GopherPlus<'static> {
        let names = |names: Vec<Text<'_>>| names.into_iter().map(IntoOwned::into_owned).collect();
        match self {
            GopherPlus::Item { text, view, language, ask } => GopherPlus::Item {
                text: text.into_owned(),
                view: view.into_owned(),
                language: language.into_owned(),
                ask: ask.into_owned(),
            },
            GopherPlus::Ask { text } => GopherPlus::Ask { text: text.into_owned() },
            GopherPlus::ItemAttributes { text, names: n } => {
                GopherPlus::ItemAttributes { text: text.into_owned(), names: names(n) }
            }
            GopherPlus::DirectoryAttributes { text, names: n } => {
                GopherPlus::DirectoryAttributes { text: text.into_owned(), names: names(n) }
            }
            GopherPlus::Other { text } => GopherPlus::Other { text: text.into_owned() },
        }
    }
}
