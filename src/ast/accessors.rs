//! The parts a user asks of any URI, read from whichever production matched.

use super::{
    Address, GroupArt, GroupPart, Host, HostPort, Login, Path, Rfc2396Authority, Rfc2396Path, SchemePart, Search, Text,
    Uri, WaisAddress,
};
use std::borrow::Cow;

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
/// | `httpurl` (RFC 1738 p.18) | `hostport` | `hostport` | — | `hpath` | `search` |
/// | `ftpurl` (RFC 1738 p.18) | `login`'s `hostport` | `login`'s `hostport` | `login` `user`, `password` (may be empty) | `fpath` | — |
/// | `fileurl` (RFC 1738 p.18) | `host` | — | — | `fpath` | — |
/// | `gopherurl` (RFC 1738 p.18) | `hostport` | `hostport` | — | `selector` (one segment) | `search` |
/// | `mailtourl` (RFC 1738 p.19) | — (an `encoded822addr`) | — | — | — | — |
/// | `newsurl` (RFC 1738 p.19) | `article`'s `host` | — | — | — | — |
/// | `nntpurl` (RFC 1738 p.19) | `hostport` | `hostport` | — | `group`, `digits` | — |
/// | `telneturl` (RFC 1738 p.19) | `login`'s `hostport` | `login`'s `hostport` | `login` `user`, `password` | — | — |
/// | `waisurl` (RFC 1738 p.19) | `hostport` | `hostport` | — | `database`, `wtype`, `wpath` | `search` (`waisindex`) |
/// | `prosperourl` (RFC 1738 p.19) | `hostport` | `hostport` | — | `ppath` | — |
/// | `otherurl` (RFC 1738 p.17) with an `ip-schemepart` | `login`'s `hostport` | `login`'s `hostport` | `login` `user`, `password` | `urlpath` | — |
/// | `otherurl` (RFC 1738 p.17), `*xchar` | — | — | — | — | — |
/// | `absoluteURL`, `relativeURL` (RFC 1808) | `net_loc` read as RFC 1738's `login` (§2.1): `hostname` or `hostnumber` | its `port` | — | `path` (none for the opaque form) | — (a `query`, see [`crate::ast::rfc1808::Url`]) |
/// | `absoluteURI`, `relativeURI` (RFC 2396, 2732) | `server`'s `hostport`: `hostname`, `IPv4address`, `ipv6reference` as `IPv6address`; — for a `reg_name` authority | `hostport`'s `port` (— when empty) | — | `abs_path` after its `/`, `rel_path` (none for `opaque_part`) | — (a `query`, see [`crate::ast::rfc2396::Reference`]) |
/// | `URI`, `relative-ref` (RFC 3986) | `authority`'s `host`: `IPv6address` or `IPvFuture` (an `IP-literal`), `IPv4address`, `reg_name` | `authority`'s `port` (— when empty) | — (`userinfo` is not split, §3.2.1) | the path after its leading `/` | — (a `query`, see [`crate::ast::rfc3986::Reference`]) |
/// | `IRI`, `irelative-ref` (RFC 3987) | `iauthority`'s `ihost`: `IPv6address` or `IPvFuture` (an `IP-literal`), `IPv4address`, `ireg_name` (as `reg_name`) | `iauthority`'s `port` (— when empty) | — (`iuserinfo` is not split) | the `ipath` after its leading `/` | — (an `iquery`, see [`crate::ast::rfc3987::Reference`]) |
///
/// `fragment()` is the `fragmentid` after `#` (RFC 1630 p.21,
/// `fragmentaddress`) under every production.
impl<'a> Uri<'a> {
    /// The server, from the field the table above names
    /// (for news, the `host` after `@` in an `article`). [`Host`] tells a
    /// `hostname` from a `hostnumber` and displays as written.
    ///
    /// The generic grammars give the `host` of their `authority`: RFC
    /// 3986's three kinds ([`Host::IPv6address`] or [`Host::IPvFuture`] for
    /// an `IP-literal`, [`Host::IPv4address`], [`Host::RegName`]), RFC 2396's
    /// `hostname` or `IPv4address` (and RFC 2732's `ipv6reference`), RFC
    /// 1808's `net_loc` read as RFC 1738's `login` (see
    /// [`Rfc1808Url::hostport`](crate::ast::rfc1808::Url::hostport)).
    ///
    /// ```
    /// let uri = rfc1630::parse("news:1234@cernvax.cern.ch").unwrap();
    /// assert_eq!(uri.host().unwrap().to_string(), "cernvax.cern.ch");
    /// let uri = rfc1630::parse("http://128.141.201.74/").unwrap();
    /// assert!(matches!(uri.host(), Some(rfc1630::ast::rfc1630::Host::Hostnumber(_))));
    /// assert_eq!(rfc1630::parse("nntp:comp.infosystems/12").unwrap().host(), None);
    /// ```
    pub fn host(&self) -> Option<Host<'_>> {
        if let Some(hostport) = self.hostport() {
            return Some(hostport.host.view());
        }
        match &self.address {
            Address::File(a) => Some(a.host.view()),
            Address::ProseFile(a) => a.host.as_ref().map(Host::view),
            Address::News(a) => match &a.groupart {
                GroupArt::Article(article) => Some(article.host.view()),
                GroupArt::All | GroupArt::Group(_) => None,
            },
            Address::FileUrl(a) => a.host.as_ref().map(Host::view),
            Address::NewsUrl(a) => match &a.grouppart {
                GroupPart::Article(article) => Some(article.host.view()),
                GroupPart::All | GroupPart::Group(_) => None,
            },
            Address::Mailto(a) => Some(Host::Hostname(a.hostname.view())),
            Address::Url03Mailto(a) => Some(Host::Hostname(a.hostname.view())),
            Address::Rfc1808(a) => a.hostport().map(|hostport| hostport.host),
            Address::Rfc2396(a) => Some(a.server()?.host.host()),
            Address::Rfc3986(r) => r.authority.as_ref().map(|a| a.host.host()),
            Address::Rfc3987(r) => r.iauthority.as_ref().map(|a| a.ihost.host()),
            _ => None,
        }
    }

    /// The `port` of the `hostport` (RFC 3986: of the `authority`), as a
    /// number; `None` where the URI writes none, writes digits past 65535
    /// (the listings' `port  digits` and `*digit` have no bound), or writes
    /// an empty port. RFC 2396 and 3986 allow `http://h:/` (`port  *digit`);
    /// RFC 3986 §6.2.3 makes an empty port equivalent to none ("an explicit
    /// ":port", for which the port is empty ... is equivalent to one where
    /// the port and its ":" delimiter are elided", l.2275-2278), so it gives
    /// no number. The digits as written stay in the AST (`Some("")`).
    ///
    /// ```
    /// use rfc1630::{parse_with, Grammar};
    /// let uri = rfc1630::parse("http://info.cern.ch:8000/a").unwrap();
    /// assert_eq!(uri.port(), Some(8000));
    /// assert_eq!(rfc1630::parse("http://info.cern.ch/a").unwrap().port(), None);
    /// assert_eq!(parse_with(Grammar::Rfc3986, "http://h:8042/").unwrap().port(), Some(8042));
    /// assert_eq!(parse_with(Grammar::Rfc3986, "http://h:/").unwrap().port(), None);
    /// assert_eq!(parse_with(Grammar::Rfc2396, "http://h:99999/").unwrap().port(), None);
    /// ```
    pub fn port(&self) -> Option<u16> {
        match &self.address {
            Address::Rfc1808(a) => a.hostport()?.port?.number(),
            Address::Rfc2396(a) => a.server()?.port.as_ref()?.as_str().parse().ok(),
            Address::Rfc3986(r) => r.authority.as_ref()?.port.as_ref()?.as_str().parse().ok(),
            Address::Rfc3987(r) => r.iauthority.as_ref()?.port.as_ref()?.as_str().parse().ok(),
            _ => self.hostport()?.port.as_ref()?.number(),
        }
    }

    /// The `user` of an ftp or telnet `login` (RFC 1630 p.24).
    ///
    /// ```
    /// let uri = rfc1630::parse("ftp://joe:pw@ftp.cern.ch/pub").unwrap();
    /// assert_eq!(uri.user().unwrap().as_str(), "joe");
    /// ```
    pub fn user(&self) -> Option<&Text<'a>> {
        match &self.address {
            Address::Url4Telnet(a) => a.user.as_ref(),
            _ => self.login()?.user.as_ref(),
        }
    }

    /// The `password` of an ftp or telnet `login` (RFC 1630 p.24).
    ///
    /// ```
    /// let uri = rfc1630::parse("telnet://joe:pw@info.cern.ch").unwrap();
    /// assert_eq!(uri.password().unwrap().as_str(), "pw");
    /// ```
    pub fn password(&self) -> Option<&Text<'a>> {
        self.login()?.password.as_ref()
    }

    /// The path's segments, from the field the table names (gopher's
    /// `gcommand`, prospero's `hsoname`, wais's `database` and the fields
    /// after it). `None` where the production has no path; a void path
    /// gives one empty segment, as [`Path::segments`](crate::ast::rfc1630::Path::segments) does.
    ///
    /// ```
    /// let uri = rfc1630::parse("http://info.cern.ch/a/b?x").unwrap();
    /// let segments: Vec<String> = uri.path_segments().unwrap().map(|s| s.to_string()).collect();
    /// assert_eq!(segments, ["a", "b"]);
    /// assert!(rfc1630::parse("mailto:joe@cern.ch").unwrap().path_segments().is_none());
    /// ```
    pub fn path_segments(&self) -> Option<impl Iterator<Item = Text<'_>>> {
        let (fields, path): ([Option<&str>; 3], Option<&str>) = match &self.address {
            Address::Http(a) => ([None; 3], Some(a.path.as_ref().map_or("", |p| p.as_str()))),
            Address::Ftp(a) => ([None; 3], Some(a.path.as_str())),
            Address::FtpType(a) => ([None; 3], Some(a.path.as_str())),
            Address::FtpPort(a) | Address::ProsperoPort(a) => ([None; 3], Some(a.path.as_str())),
            Address::GopherNoType(_) => ([None; 3], Some("")),
            Address::File(a) => ([None; 3], Some(a.path.as_str())),
            Address::ProseFile(a) => ([None; 3], Some(a.path.as_str())),
            Address::Nntp(a) => ([Some(a.group.as_str()), Some(a.digits.as_str()), None], None),
            Address::Prospero(a) => ([None; 3], Some(a.hsoname.as_str())),
            Address::Url4Prospero(a) => ([None; 3], Some(a.path.as_str())),
            Address::Gopher(a) | Address::GopherSlash(a) => {
                ([None; 3], Some(a.gcommand.as_ref().map_or("", |p| p.as_str())))
            }
            Address::DraftGopher(a) | Address::GopherSelector(a) => {
                ([None; 3], Some(a.selector.as_ref().map_or("", |p| p.as_str())))
            }
            Address::Wais(WaisAddress::WaisIndex(a)) => ([Some(a.database.as_str()), None, None], None),
            Address::Wais(WaisAddress::WaisDoc(a)) => {
                ([Some(a.database.as_str()), Some(a.wtype.as_str()), Some(a.wpath.as_str())], None)
            }
            Address::Wais(WaisAddress::WaisDocWithLength(a)) => {
                ([Some(a.database.as_str()), Some(a.wtype.as_str()), Some(a.digits.as_str())], Some(a.path.as_str()))
            }
            Address::Afs(a) => ([None; 3], Some(a.path.as_str())),
            Address::HttpUrl(a) => ([None; 3], Some(a.hpath.as_ref().map_or("", |p| p.as_str()))),
            Address::FtpUrl(a) => ([None; 3], Some(a.fpath.as_ref().map_or("", |p| p.as_str()))),
            Address::FileUrl(a) => ([None; 3], Some(a.fpath.as_str())),
            Address::GopherUrl(a) => ([a.selector.as_ref().map(Text::as_str), None, None], None),
            Address::NntpUrl(a) => ([Some(a.group.as_str()), a.digits.as_ref().map(Text::as_str), None], None),
            Address::WaisUrl(w) => {
                let a = w.fields();
                (
                    [Some(a.database.as_str()), a.wtype.as_ref().map(Text::as_str), a.wpath.as_ref().map(Text::as_str)],
                    None,
                )
            }
            Address::ProsperoUrl(a) => ([None; 3], Some(a.ppath.as_str())),
            Address::OtherUrl(a) => match &a.schemepart {
                SchemePart::IpSchemepart(ip) => ([None; 3], Some(ip.urlpath.as_ref().map_or("", |p| p.as_str()))),
                SchemePart::Xchars(_) => return None,
            },
            Address::Generic(a) | Address::DraftGeneric(a) => ([None; 3], Some(a.path.as_str())),
            // The segments after the `/` that starts `path-abempty` and `path-absolute`.
            Address::Rfc3986(r) => ([None; 3], Some(r.path.as_str().strip_prefix('/').unwrap_or(r.path.as_str()))),
            Address::Rfc3987(r) => ([None; 3], Some(r.ipath.as_str().strip_prefix('/').unwrap_or(r.ipath.as_str()))),
            Address::Rfc1808(a) if a.opaque.is_none() => ([None; 3], Some(a.path.as_ref().map_or("", Text::as_str))),
            Address::Rfc2396(a) => match &a.path {
                Some(Rfc2396Path::AbsPath(p)) => ([None; 3], Some(&p.as_str()[1..])),
                Some(Rfc2396Path::RelPath(p)) => ([None; 3], Some(p.as_str())),
                Some(Rfc2396Path::OpaquePart(_)) | None => return None,
            },
            Address::Rfc1808(_)
            | Address::News(_)
            | Address::Telnet(_)
            | Address::Url4Telnet(_)
            | Address::Rlogin(_)
            | Address::Tn3270(_)
            | Address::Mailto(_)
            | Address::Url03Mailto(_)
            | Address::MailtoAddrSpec(_)
            | Address::Mid(_)
            | Address::Cid(_)
            | Address::TelnetUrl(_)
            | Address::MailtoUrl(_)
            | Address::NewsUrl(_) => return None,
        };
        // Split as `Path::segments` splits: a void path is one void segment.
        let segments = path.into_iter().flat_map(|p| p.split('/'));
        Some(fields.into_iter().flatten().chain(segments).map(Text::new))
    }

    /// The `search` after `?`, where the production has one.
    ///
    /// ```
    /// let uri = rfc1630::parse("http://info.cern.ch/a?x+y").unwrap();
    /// let words: Vec<String> = uri.search().unwrap().words().map(|w| w.to_string()).collect();
    /// assert_eq!(words, ["x", "y"]);
    /// ```
    pub fn search(&self) -> Option<&Search<'a>> {
        match &self.address {
            Address::Http(a) => a.search.as_ref(),
            Address::Wais(WaisAddress::WaisIndex(a)) => a.search.as_ref(),
            Address::DraftGopher(a) | Address::GopherSelector(a) => a.search.as_ref(),
            Address::HttpUrl(a) => a.search.as_ref(),
            Address::GopherUrl(a) => a.search.as_ref(),
            Address::WaisUrl(w) => w.fields().search.as_ref(),
            Address::Generic(a) | Address::DraftGeneric(a) => a.search.as_ref(),
            _ => None,
        }
    }

    /// The `fragmentid` after `#` (RFC 1630 p.21, `fragmentaddress`).
    ///
    /// ```
    /// let uri = rfc1630::parse("http://info.cern.ch/a#f").unwrap();
    /// assert_eq!(uri.fragment().unwrap().as_str(), "f");
    /// ```
    ///
    /// RFC 3986's `fragment` is part of its `URI` and `relative-ref` (p.49), so it is read there:
    ///
    /// ```
    /// let uri = rfc1630::parse_with(rfc1630::Grammar::Rfc3986, "http://h/a#f").unwrap();
    /// assert_eq!(uri.fragment().unwrap().as_str(), "f");
    /// ```
    pub fn fragment(&self) -> Option<&Text<'a>> {
        match &self.address {
            Address::Rfc3986(r) => r.fragment.as_ref(),
            Address::Rfc3987(r) => r.ifragment.as_ref(),
            _ => self.fragmentid.as_ref(),
        }
    }

    fn login(&self) -> Option<&Login<'a>> {
        match &self.address {
            Address::Ftp(a) => Some(&a.login),
            Address::FtpType(a) => Some(&a.login),
            Address::Telnet(a) => Some(&a.login),
            Address::Rlogin(a) => Some(&a.login),
            Address::Tn3270(a) => Some(&a.login),
            Address::FtpUrl(a) => Some(&a.login),
            Address::TelnetUrl(a) => Some(&a.login),
            Address::OtherUrl(a) => match &a.schemepart {
                SchemePart::IpSchemepart(ip) => Some(&ip.login),
                SchemePart::Xchars(_) => None,
            },
            _ => None,
        }
    }

    /// The `hostport` that [`host`](Uri::host) and [`port`](Uri::port)
    /// read, with the port as written (`port  digits` has no bound, so
    /// `:99999` is there even though [`port`](Uri::port) gives `None`).
    ///
    /// ```
    /// let uri = rfc1630::parse("telnet://joe@info.cern.ch:99999").unwrap();
    /// assert_eq!(uri.hostport().unwrap().port.as_ref().unwrap().as_str(), "99999");
    /// assert_eq!(uri.port(), None);
    /// ```
    pub fn hostport(&self) -> Option<&HostPort<'a>> {
        Some(match &self.address {
            Address::Http(a) => &a.hostport,
            Address::Prospero(a) => &a.hostport,
            Address::Gopher(a) | Address::GopherSlash(a) => &a.hostport,
            Address::DraftGopher(a) | Address::GopherSelector(a) => &a.hostport,
            Address::GopherNoType(a) => &a.hostport,
            Address::FtpPort(a) | Address::ProsperoPort(a) => &a.hostport,
            Address::Url4Telnet(a) => &a.hostport,
            Address::Wais(WaisAddress::WaisIndex(a)) => &a.hostport,
            Address::Wais(WaisAddress::WaisDoc(a)) => &a.hostport,
            Address::Wais(WaisAddress::WaisDocWithLength(a)) => &a.hostport,
            Address::HttpUrl(a) => &a.hostport,
            Address::GopherUrl(a) => &a.hostport,
            Address::NntpUrl(a) => &a.hostport,
            Address::WaisUrl(w) => &w.fields().hostport,
            Address::ProsperoUrl(a) => &a.hostport,
            _ => &self.login()?.hostport,
        })
    }
}

/// # The parts under every grammar
///
/// [`scheme`](Uri::scheme), [`userinfo`](Uri::userinfo),
/// [`host`](Uri::host), [`port`](Uri::port), [`path`](Uri::path),
/// [`query`](Uri::query) and [`fragment`](Uri::fragment) answer under every
/// grammar, each from the production that holds the part in the document
/// that accepted the URI. `None` means only that the URI has no such part.
///
/// | part | RFC 1630, url-03, url7, url4 | RFC 1738 | RFC 1808 | RFC 2396, RFC 2732 | RFC 3986 |
/// |---|---|---|---|---|---|
/// | `scheme()` | the scheme of the production (`http` of `httpaddress`, `scheme` of `uri`) | the scheme of the production (`scheme` of `genericurl`) | `scheme` (none in a `relativeURL`) | `scheme` (none in a `relativeURI`) | `scheme` (none in a `relative-ref`) |
/// | `userinfo()` | `login`'s `user [ : password ]` (ftp, telnet, rlogin, tn3270); url4 telnet's `user` | `login`'s `user [ : password ]` | `net_loc` before `@` (§2.1: RFC 1738's `login`) | `server`'s `userinfo` | `authority`'s `userinfo` |
/// | `host()` | `hostport`'s `host`, or the table above | `hostport`'s `host`, or the table above | `net_loc`'s host | `hostport`'s `host` | `authority`'s `host` |
/// | `port()` | `hostport`'s `port` | `hostport`'s `port` | `net_loc`'s port | `hostport`'s `port` | `authority`'s `port` |
/// | `path()` | `path` (after the `/` that follows the host), `uri`'s `path` | `hpath`, `fpath`, `ppath`, `urlpath` | `path` (`abs_path` without its `/`, `rel_path`) | `abs_path` (its `/` included) or `rel_path`; none for `opaque_part` | `path-abempty`, `path-absolute`, `path-noscheme`, `path-rootless` or `path-empty` |
/// | `query()` | `search` | `search` | `query` | `query` | `query` |
/// | `fragment()` | `fragmentid` | `fragmentid` (RFC 1630's `#`) | `fragment` | `fragment` | `fragment` |
///
/// The older documents' own words stay beside them as aliases:
/// [`user`](Uri::user) and [`password`](Uri::password) split a `login`
/// (RFC 1630 p.24, RFC 1738 §3.1), and [`search`](Uri::search) gives the
/// `search` production with its `+`-separated words; neither has a
/// counterpart in the generic syntax of RFC 2396 and RFC 3986 (whose
/// `userinfo` is not split, RFC 3986 §3.2.1), so there they give `None`,
/// and `userinfo()` and `query()` answer.
///
/// ```
/// use rfc1630::{parse_with, Grammar};
/// let uri = parse_with(Grammar::Rfc3986, "https://user@example.com:8080/a/b?q=1#frag").unwrap();
/// assert_eq!(uri.scheme(), Some("https"));
/// assert_eq!(uri.userinfo().as_deref(), Some("user"));
/// assert_eq!(uri.host().unwrap().to_string(), "example.com");
/// assert_eq!(uri.port(), Some(8080));
/// assert_eq!(uri.path(), Some("/a/b"));
/// assert_eq!(uri.query(), Some("q=1"));
/// assert_eq!(uri.fragment().unwrap().as_str(), "frag");
/// assert_eq!(parse_with(Grammar::Rfc3986, "../g").unwrap().scheme(), None);
/// ```
impl<'a> Uri<'a> {
    /// The scheme, as [`Address::scheme`] gives it (after any `url:`
    /// prefix); `None` for a relative reference (RFC 1808's `relativeURL`,
    /// RFC 2396's `relativeURI`, RFC 3986's `relative-ref`).
    ///
    /// ```
    /// use rfc1630::{parse, parse_with, Grammar};
    /// assert_eq!(parse("url:news:comp.infosystems.www").unwrap().scheme(), Some("news"));
    /// assert_eq!(parse_with(Grammar::Rfc2396, "g;x?y").unwrap().scheme(), None);
    /// ```
    pub fn scheme(&self) -> Option<&str> {
        Some(self.address.scheme()).filter(|scheme| !scheme.is_empty())
    }

    /// The user information before the host's `@`, as written: RFC 3986's
    /// and RFC 2396's `userinfo`, RFC 1808's `net_loc` before `@`, and the
    /// older listings' `login` as `user` or `user:password`.
    ///
    /// ```
    /// use rfc1630::{parse, parse_with, Grammar};
    /// assert_eq!(parse("ftp://joe:pw@ftp.cern.ch/pub").unwrap().userinfo().as_deref(), Some("joe:pw"));
    /// assert_eq!(parse_with(Grammar::Rfc2396, "ftp://a;b@h/").unwrap().userinfo().as_deref(), Some("a;b"));
    /// assert_eq!(parse_with(Grammar::Rfc1808, "ftp://joe@h/").unwrap().userinfo().as_deref(), Some("joe"));
    /// assert_eq!(parse("http://h/").unwrap().userinfo(), None);
    /// ```
    pub fn userinfo(&self) -> Option<Cow<'_, str>> {
        match &self.address {
            Address::Rfc3986(r) => r.authority.as_ref()?.userinfo.as_ref().map(borrowed),
            Address::Rfc3987(r) => r.iauthority.as_ref()?.iuserinfo.as_ref().map(borrowed),
            Address::Rfc2396(a) => match a.authority.as_ref()? {
                Rfc2396Authority::Server(server) => server.userinfo.as_ref().map(borrowed),
                Rfc2396Authority::RegName(_) => None,
            },
            Address::Rfc1808(a) => a.net_loc.as_ref()?.as_str().split_once('@').map(|(user, _)| Cow::Borrowed(user)),
            Address::Url4Telnet(a) => a.user.as_ref().map(borrowed),
            _ => {
                let login = self.login()?;
                match (&login.user, &login.password) {
                    (Some(user), None) => Some(borrowed(user)),
                    (Some(user), Some(password)) => Some(Cow::Owned(format!("{user}:{password}"))),
                    (None, _) => None,
                }
            }
        }
    }

    /// The path, as written, from the production the table above names;
    /// `None` where the production has no path (a `mailtoaddress`, an
    /// `opaque_part`) or leaves it out (`http://h` under RFC 1630). A gopher
    /// selector or a wais database is no path: [`Uri::path_segments`] reads those.
    ///
    /// ```
    /// use rfc1630::{parse, parse_with, Grammar};
    /// assert_eq!(parse("http://info.cern.ch/a/b?x").unwrap().path(), Some("a/b"));
    /// assert_eq!(parse("http://info.cern.ch").unwrap().path(), None);
    /// assert_eq!(parse_with(Grammar::Rfc1738, "ftp://h/pub/a;type=i").unwrap().path(), Some("pub/a"));
    /// assert_eq!(parse_with(Grammar::Rfc2396, "http://h/a/b").unwrap().path(), Some("/a/b"));
    /// assert_eq!(parse_with(Grammar::Rfc2396, "mailto:a@b").unwrap().path(), None);
    /// assert_eq!(parse_with(Grammar::Rfc3986, "http://h").unwrap().path(), Some(""));
    /// ```
    pub fn path(&self) -> Option<&str> {
        Some(match &self.address {
            Address::Http(a) => return path(&a.path),
            Address::Ftp(a) => a.path.as_str(),
            Address::FtpType(a) => a.path.as_str(),
            Address::FtpPort(a) | Address::ProsperoPort(a) => a.path.as_str(),
            Address::File(a) => a.path.as_str(),
            Address::ProseFile(a) => a.path.as_str(),
            Address::Url4Prospero(a) => a.path.as_str(),
            Address::Afs(a) => a.path.as_str(),
            Address::Wais(WaisAddress::WaisDocWithLength(a)) => a.path.as_str(),
            Address::Generic(a) | Address::DraftGeneric(a) => a.path.as_str(),
            Address::HttpUrl(a) => return path(&a.hpath),
            Address::FtpUrl(a) => return path(&a.fpath),
            Address::FileUrl(a) => a.fpath.as_str(),
            Address::ProsperoUrl(a) => a.ppath.as_str(),
            Address::OtherUrl(a) => match &a.schemepart {
                SchemePart::IpSchemepart(ip) => return ip.urlpath.as_ref().map(Text::as_str),
                SchemePart::Xchars(_) => return None,
            },
            Address::Rfc1808(a) if a.opaque.is_none() => return a.path.as_ref().map(Text::as_str),
            Address::Rfc2396(a) => match a.path.as_ref()? {
                Rfc2396Path::AbsPath(p) | Rfc2396Path::RelPath(p) => p.as_str(),
                Rfc2396Path::OpaquePart(_) => return None,
            },
            Address::Rfc3986(r) => r.path.as_str(),
            Address::Rfc3987(r) => r.ipath.as_str(),
            _ => return None,
        })
    }

    /// The query: the generic syntax's `query` after `?` (RFC 1808, RFC
    /// 2396, RFC 3986), or the older listings' `search` as written (see
    /// [`Uri::search`] for its words).
    ///
    /// ```
    /// use rfc1630::{parse, parse_with, Grammar};
    /// assert_eq!(parse("http://info.cern.ch/a?x+y").unwrap().query(), Some("x+y"));
    /// assert_eq!(parse_with(Grammar::Rfc2396, "http://h/a?q").unwrap().query(), Some("q"));
    /// assert_eq!(parse_with(Grammar::Rfc3986, "http://h/a?").unwrap().query(), Some(""));
    /// assert_eq!(parse_with(Grammar::Rfc3986, "http://h/a").unwrap().query(), None);
    /// ```
    pub fn query(&self) -> Option<&str> {
        match &self.address {
            Address::Rfc1808(a) => a.query.as_ref().map(Text::as_str),
            Address::Rfc2396(a) => a.query.as_ref().map(Text::as_str),
            Address::Rfc3986(r) => r.query.as_ref().map(Text::as_str),
            Address::Rfc3987(r) => r.iquery.as_ref().map(Text::as_str),
            _ => self.search().map(Search::as_str),
        }
    }
}

/// A part as written, borrowed from the URI.
fn borrowed<'u>(text: &'u Text<'_>) -> Cow<'u, str> {
    Cow::Borrowed(text.as_str())
}

/// An optional path production's text.
fn path<'u>(path: &'u Option<Path<'_>>) -> Option<&'u str> {
    path.as_ref().map(|p| p.as_str())
}
