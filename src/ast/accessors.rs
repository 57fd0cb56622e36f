//! The parts a user asks of any URI, read from whichever production matched.

use super::{Address, GroupArt, Host, HostPort, Login, Path, Search, Text, Uri, WaisAddress};

/// # Accessors across schemes
///
/// The parts a user asks of any URI (host, port, user, path, search,
/// fragment), read from whichever production matched.
///
/// Each accessor names the listing field that supplies it; a production
/// without that field gives `None`. The table:
///
/// | production (listing) | `host()` | `port()` | `user()` / `password()` | `path_segments()` | `search()` |
/// |---|---|---|---|---|---|
/// | `httpaddress` (RFC 1630 p.24) | `hostport` | `hostport` | — | `path` | `search` |
/// | `ftpaddress` (p.24) | `login`'s `hostport` | `login`'s `hostport` | `login` `user`, `password` | `path` | — |
/// | `fileaddress` (url-03) | `host` | — | — | `path` | — |
/// | `newsaddress` (p.24) | `article`'s `host` | — | — | — | — |
/// | `nntpaddress` (p.24) | — | — | — | `group`, `digits` | — |
/// | `prosperoaddress` (p.24, `prosperolink`) | `hostport` | `hostport` | — | `hsoname` | — |
/// | `prosperoaddress` (url4) | — | — | — | `path` | — |
/// | `telnetaddress` (p.24) | `login`'s `hostport` | `login`'s `hostport` | `login` `user`, `password` | — | — |
/// | `telnetaddress` (url4) | `hostport` | `hostport` | `user` | — | — |
/// | `gopheraddress` (p.24) | `hostport` | `hostport` | — | `gcommand` | — |
/// | `gopheraddress` (url4, url7) | `hostport` | `hostport` | — | `selector` | `search` |
/// | `waisaddress` (p.25, `waisindex`) | `hostport` | `hostport` | — | `database` | `search` |
/// | `waisaddress` (p.25, `waisdoc`) | `hostport` | `hostport` | — | `database`, `wtype`, `wpath` | — |
/// | `waisaddress` (url-03, with length) | `hostport` | `hostport` | — | `database`, `wtype`, `digits`, `path` | — |
/// | `mailtoaddress` (p.25, url-03) | `hostname` | — | — | — | — |
/// | `midaddress`, `cidaddress` (RFC 822 `addr-spec`) | — (an 822 `domain`, not a `host`) | — | — | — | — |
/// | `afsaddress` (url4) | — (a `cellname`) | — | — | `path` | — |
/// | `uri`, `generic` (p.21, drafts) | — | — | — | `path` | `search` |
///
/// `fragment()` is the `fragmentid` after `#` (RFC 1630 p.21,
/// `fragmentaddress`) under every production.
impl<'a> Uri<'a> {
    /// The server, from the field the table above names
    /// (for news, the `host` after `@` in an `article`). [`Host`] tells a
    /// `hostname` from a `hostnumber` and displays as written.
    ///
    /// ```
    /// let uri = rfc1630::parse("news:1234@cernvax.cern.ch").unwrap();
    /// assert_eq!(uri.host().unwrap().to_string(), "cernvax.cern.ch");
    /// let uri = rfc1630::parse("http://128.141.201.74/").unwrap();
    /// assert!(matches!(uri.host(), Some(rfc1630::Host::Hostnumber(_))));
    /// assert_eq!(rfc1630::parse("nntp:comp.infosystems/12").unwrap().host(), None);
    /// ```
    pub fn host(&self) -> Option<Host<'a>> {
        if let Some(hostport) = self.hostport() {
            return Some(hostport.host);
        }
        match self.address {
            Address::File(a) => Some(a.host),
            Address::ProseFile(a) => a.host,
            Address::News(a) => match a.groupart {
                GroupArt::Article(article) => Some(article.host),
                GroupArt::All | GroupArt::Group(_) => None,
            },
            Address::Mailto(a) => Some(Host::Hostname(a.hostname)),
            Address::Url03Mailto(a) => Some(Host::Hostname(a.hostname)),
            _ => None,
        }
    }

    /// The `port` of the `hostport`, as a number; `None` where the URI
    /// writes none, or writes digits past 65535 (the listing's `port
    /// digits` has no bound).
    ///
    /// ```
    /// let uri = rfc1630::parse("http://info.cern.ch:8000/a").unwrap();
    /// assert_eq!(uri.port(), Some(8000));
    /// assert_eq!(rfc1630::parse("http://info.cern.ch/a").unwrap().port(), None);
    /// ```
    pub fn port(&self) -> Option<u16> {
        self.hostport()?.port?.number()
    }

    /// The `user` of an ftp or telnet `login` (RFC 1630 p.24).
    ///
    /// ```
    /// let uri = rfc1630::parse("ftp://joe:pw@ftp.cern.ch/pub").unwrap();
    /// assert_eq!(uri.user().unwrap().as_str(), "joe");
    /// ```
    pub fn user(&self) -> Option<Text<'a>> {
        match self.address {
            Address::Url4Telnet(a) => a.user,
            _ => self.login()?.user,
        }
    }

    /// The `password` of an ftp or telnet `login` (RFC 1630 p.24).
    ///
    /// ```
    /// let uri = rfc1630::parse("telnet://joe:pw@info.cern.ch").unwrap();
    /// assert_eq!(uri.password().unwrap().as_str(), "pw");
    /// ```
    pub fn password(&self) -> Option<Text<'a>> {
        self.login()?.password
    }

    /// The path's segments, from the field the table names (gopher's
    /// `gcommand`, prospero's `hsoname`, wais's `database` and the fields
    /// after it). `None` where the production has no path; a void path
    /// gives one empty segment, as [`Path::segments`] does.
    ///
    /// ```
    /// let uri = rfc1630::parse("http://info.cern.ch/a/b?x").unwrap();
    /// let segments: Vec<_> = uri.path_segments().unwrap().map(|s| s.as_str()).collect();
    /// assert_eq!(segments, ["a", "b"]);
    /// assert!(rfc1630::parse("mailto:joe@cern.ch").unwrap().path_segments().is_none());
    /// ```
    pub fn path_segments(&self) -> Option<impl Iterator<Item = Text<'a>> + 'a> {
        let (fields, path): ([Option<Text<'a>>; 3], Option<Path<'a>>) = match self.address {
            Address::Http(a) => ([None; 3], Some(a.path.unwrap_or(Path("")))),
            Address::Ftp(a) => ([None; 3], Some(a.path)),
            Address::File(a) => ([None; 3], Some(a.path)),
            Address::ProseFile(a) => ([None; 3], Some(a.path)),
            Address::Nntp(a) => ([Some(a.group), Some(a.digits), None], None),
            Address::Prospero(a) => ([None; 3], Some(a.hsoname)),
            Address::Url4Prospero(a) => ([None; 3], Some(a.path)),
            Address::Gopher(a) | Address::GopherSlash(a) => ([None; 3], Some(a.gcommand.unwrap_or(Path("")))),
            Address::DraftGopher(a) => ([None; 3], Some(a.selector.unwrap_or(Path("")))),
            Address::Wais(WaisAddress::WaisIndex(a)) => ([Some(a.database), None, None], None),
            Address::Wais(WaisAddress::WaisDoc(a)) => {
                ([Some(a.database), Some(a.wtype), Some(Text(a.wpath.as_str()))], None)
            }
            Address::Wais(WaisAddress::WaisDocWithLength(a)) => {
                ([Some(a.database), Some(a.wtype), Some(a.digits)], Some(a.path))
            }
            Address::Afs(a) => ([None; 3], Some(a.path)),
            Address::Generic(a) | Address::DraftGeneric(a) => ([None; 3], Some(a.path)),
            Address::News(_)
            | Address::Telnet(_)
            | Address::Url4Telnet(_)
            | Address::Rlogin(_)
            | Address::Tn3270(_)
            | Address::Mailto(_)
            | Address::Url03Mailto(_)
            | Address::Mid(_)
            | Address::Cid(_) => return None,
        };
        Some(fields.into_iter().flatten().chain(path.into_iter().flat_map(|p| p.segments())))
    }

    /// The `search` after `?`, where the production has one.
    ///
    /// ```
    /// let uri = rfc1630::parse("http://info.cern.ch/a?x+y").unwrap();
    /// let words: Vec<_> = uri.search().unwrap().words().map(|w| w.as_str()).collect();
    /// assert_eq!(words, ["x", "y"]);
    /// ```
    pub fn search(&self) -> Option<Search<'a>> {
        match self.address {
            Address::Http(a) => a.search,
            Address::Wais(WaisAddress::WaisIndex(a)) => a.search,
            Address::DraftGopher(a) => a.search,
            Address::Generic(a) | Address::DraftGeneric(a) => a.search,
            _ => None,
        }
    }

    /// The `fragmentid` after `#` (RFC 1630 p.21, `fragmentaddress`).
    ///
    /// ```
    /// let uri = rfc1630::parse("http://info.cern.ch/a#f").unwrap();
    /// assert_eq!(uri.fragment().unwrap().as_str(), "f");
    /// ```
    pub fn fragment(&self) -> Option<Text<'a>> {
        self.fragmentid
    }

    fn login(&self) -> Option<Login<'a>> {
        match self.address {
            Address::Ftp(a) => Some(a.login),
            Address::Telnet(a) => Some(a.login),
            Address::Rlogin(a) => Some(a.login),
            Address::Tn3270(a) => Some(a.login),
            _ => None,
        }
    }

    /// The `hostport` that [`host`](Uri::host) and [`port`](Uri::port)
    /// read, with the port as written (`port  digits` has no bound, so
    /// `:99999` is there even though [`port`](Uri::port) gives `None`).
    ///
    /// ```
    /// let uri = rfc1630::parse("telnet://joe@info.cern.ch:99999").unwrap();
    /// assert_eq!(uri.hostport().unwrap().port.unwrap().as_str(), "99999");
    /// assert_eq!(uri.port(), None);
    /// ```
    pub fn hostport(&self) -> Option<HostPort<'a>> {
        match self.address {
            Address::Http(a) => Some(a.hostport),
            Address::Prospero(a) => Some(a.hostport),
            Address::Gopher(a) => Some(a.hostport),
            Address::DraftGopher(a) => Some(a.hostport),
            Address::Url4Telnet(a) => Some(a.hostport),
            Address::Wais(WaisAddress::WaisIndex(a)) => Some(a.hostport),
            Address::Wais(WaisAddress::WaisDoc(a)) => Some(a.hostport),
            Address::Wais(WaisAddress::WaisDocWithLength(a)) => Some(a.hostport),
            _ => Some(self.login()?.hostport),
        }
    }
}
