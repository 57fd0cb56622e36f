//! The parts a user asks of any URI, read from whichever production
//! matched, through its document's [`Fields`](super::parts::Fields).

use super::{Text, Uri, UriHost};
use crate::documents::rfc1630::ast::{HostPort, Search};

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
/// | `absoluteURL`, `relativeURL` (RFC 1808) | `net_loc` read as RFC 1738's `login` (§2.1): `hostname` or `hostnumber` | its `port` | — | `path` (none for the opaque form) | — (a `query`, see [`crate::documents::rfc1808::Url`]) |
/// | `absoluteURI`, `relativeURI` (RFC 2396, 2732) | `server`'s `hostport`: `hostname`, `IPv4address`, `ipv6reference` as `IPv6address`; — for a `reg_name` authority | `hostport`'s `port` (— when empty) | — | `abs_path` after its `/`, `rel_path` (none for `opaque_part`) | — (a `query`, see [`crate::documents::rfc2396::Reference`]) |
/// | `URI`, `relative-ref` (RFC 3986) | `authority`'s `host`: `IPv6address` or `IPvFuture` (an `IP-literal`), `IPv4address`, `reg_name` | `authority`'s `port` (— when empty) | — (`userinfo` is not split, §3.2.1) | the path after its leading `/` | — (a `query`, see [`crate::documents::rfc3986::Reference`]) |
/// | `IRI`, `irelative-ref` (RFC 3987) | `iauthority`'s `ihost`: `IPv6address` or `IPvFuture` (an `IP-literal`), `IPv4address`, `ireg_name` (as `reg_name`) | `iauthority`'s `port` (— when empty) | — (`iuserinfo` is not split) | the `ipath` after its leading `/` | — (an `iquery`, see [`crate::documents::rfc3987::Reference`]) |
///
/// `fragment()` is the `fragmentid` after `#` (RFC 1630 p.21,
/// `fragmentaddress`) under every production.
impl<'a> Uri<'a> {
    /// The server, from the field the table above names
    /// (for news, the `host` after `@` in an `article`), as a [`UriHost`]:
    /// the kind of host the document's listing derived, and its text, a
    /// slice of the input.
    ///
    /// The generic grammars give the `host` of their `authority`: RFC
    /// 3986's three kinds ([`UriHost::IPv6address`] or [`UriHost::IPvFuture`] for
    /// an `IP-literal`, [`UriHost::IPv4address`], [`UriHost::RegName`]), RFC 2396's
    /// `hostname` or `IPv4address` (and RFC 2732's `ipv6reference`), RFC
    /// 1808's `net_loc` read as RFC 1738's `login` (see
    /// [`Rfc1808Url::hostport`](crate::documents::rfc1808::Url::hostport)).
    ///
    /// ```
    /// use rfc1630::ast::UriHost;
    /// let uri = rfc1630::parse("news:1234@cernvax.cern.ch").unwrap();
    /// assert_eq!(uri.host(), Some(UriHost::Hostname("cernvax.cern.ch")));
    /// let uri = rfc1630::parse("http://128.141.201.74/").unwrap();
    /// assert!(matches!(uri.host(), Some(UriHost::Hostnumber(_))));
    /// assert_eq!(rfc1630::parse("nntp:comp.infosystems/12").unwrap().host(), None);
    /// ```
    pub fn host(&self) -> Option<UriHost<'_>> {
        let fields = self.address.fields();
        fields.host().or_else(|| fields.hostport().map(|hostport| hostport.host.uri_host()))
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
        self.address.fields().port()
    }

    /// The `user` of an ftp or telnet `login` (RFC 1630 p.24).
    ///
    /// ```
    /// let uri = rfc1630::parse("ftp://joe:pw@ftp.cern.ch/pub").unwrap();
    /// assert_eq!(uri.user().unwrap().as_str(), "joe");
    /// ```
    pub fn user(&self) -> Option<&Text<'a>> {
        self.address.fields().user()
    }

    /// The `password` of an ftp or telnet `login` (RFC 1630 p.24).
    ///
    /// ```
    /// let uri = rfc1630::parse("telnet://joe:pw@info.cern.ch").unwrap();
    /// assert_eq!(uri.password().unwrap().as_str(), "pw");
    /// ```
    pub fn password(&self) -> Option<&Text<'a>> {
        self.address.fields().password()
    }

    /// The path's segments, from the field the table names (gopher's
    /// `gcommand`, prospero's `hsoname`, wais's `database` and the fields
    /// after it). `None` where the production has no path; a void path
    /// gives one empty segment, as [`Path::segments`](crate::documents::rfc1630::Path::segments) does.
    ///
    /// ```
    /// let uri = rfc1630::parse("http://info.cern.ch/a/b?x").unwrap();
    /// let segments: Vec<String> = uri.path_segments().unwrap().map(|s| s.to_string()).collect();
    /// assert_eq!(segments, ["a", "b"]);
    /// assert!(rfc1630::parse("mailto:joe@cern.ch").unwrap().path_segments().is_none());
    /// ```
    pub fn path_segments(&self) -> Option<impl Iterator<Item = Text<'_>>> {
        self.address.fields().path_segments().map(|segments| segments.iter())
    }

    /// The `search` after `?`, where the production has one.
    ///
    /// ```
    /// let uri = rfc1630::parse("http://info.cern.ch/a?x+y").unwrap();
    /// let words: Vec<String> = uri.search().unwrap().words().map(|w| w.to_string()).collect();
    /// assert_eq!(words, ["x", "y"]);
    /// ```
    pub fn search(&self) -> Option<&Search<'a>> {
        self.address.fields().search()
    }

    /// The fragment after `#`, as written: RFC 1630's `fragmentid` (p.21,
    /// `fragmentaddress`), which the older listings put beside the address,
    /// or the generic syntax's `fragment`, part of RFC 3986's `URI` and
    /// `relative-ref` (p.49). Its octets: [`Text::decode`] of the
    /// [`fragmentid`](Uri::fragmentid), or of the document's `fragment` field.
    ///
    /// ```
    /// let uri = rfc1630::parse("http://info.cern.ch/a#f").unwrap();
    /// assert_eq!(uri.fragment(), Some("f"));
    /// let uri = rfc1630::parse_with(rfc1630::Grammar::Rfc3986, "http://h/a#f").unwrap();
    /// assert_eq!(uri.fragment(), Some("f"));
    /// assert_eq!(rfc1630::parse_with(rfc1630::Grammar::Rfc3986, "http://h/a").unwrap().fragment(), None);
    /// ```
    pub fn fragment(&self) -> Option<&str> {
        self.address.fields().fragment().or(self.fragmentid.as_ref()).map(Text::as_str)
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
        self.address.fields().hostport()
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
/// | `path()` | `path` with the `/` before it, `uri`'s `path` | `hpath`, `fpath`, `ppath`, `urlpath`, with the `/` before it | `path` (with an `abs_path`'s `/`) | `abs_path` (its `/` included) or `rel_path`; none for `opaque_part` | `path-abempty`, `path-absolute`, `path-noscheme`, `path-rootless` or `path-empty` |
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
/// assert_eq!(uri.userinfo(), Some("user"));
/// assert_eq!(uri.host(), Some(rfc1630::ast::UriHost::RegName("example.com")));
/// assert_eq!(uri.port(), Some(8080));
/// assert_eq!(uri.path(), Some("/a/b"));
/// assert_eq!(uri.query(), Some("q=1"));
/// assert_eq!(uri.fragment(), Some("frag"));
/// assert_eq!(parse_with(Grammar::Rfc3986, "../g").unwrap().scheme(), None);
/// ```
impl<'a> Uri<'a> {
    /// The scheme, as [`Address::scheme`](crate::ast::Address::scheme) gives it (after any `url:`
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
    /// assert_eq!(parse("ftp://joe:pw@ftp.cern.ch/pub").unwrap().userinfo(), Some("joe:pw"));
    /// assert_eq!(parse_with(Grammar::Rfc2396, "ftp://a;b@h/").unwrap().userinfo(), Some("a;b"));
    /// assert_eq!(parse_with(Grammar::Rfc1808, "ftp://joe@h/").unwrap().userinfo(), Some("joe"));
    /// assert_eq!(parse("http://h/").unwrap().userinfo(), None);
    /// ```
    pub fn userinfo(&self) -> Option<&str> {
        let fields = self.address.fields();
        fields.userinfo().or_else(|| fields.login()?.userinfo.as_ref().map(Text::as_str))
    }

    /// The path as the URI writes it, with its leading `/` where the URI
    /// has one, under every document: a slice of the input. Where an older
    /// listing writes the `/` before its path production (`h t t p : / /
    /// hostport [ / path ]`, RFC 1630 p.24), that `/` is the path's, as RFC
    /// 3986 reads the same string (`path-abempty`, p.49); a production
    /// whose path is optional and absent gives the empty path, as RFC
    /// 3986's `http://h` does. A production whose listing names no path
    /// gives `None`: its parts have the names the listing gives them (a
    /// gopher selector, a news group, a mail address), which the document's
    /// typed URI reads ([`UriOf`](crate::ast::UriOf)) and
    /// [`path_segments`](Uri::path_segments) lists.
    ///
    /// | URI | grammar | production | `path()` |
    /// |---|---|---|---|
    /// | `http://h/a/b` | every grammar | `httpaddress`, `httpurl`, `absoluteURL`, `absoluteURI`, `URI` | `/a/b` |
    /// | `http://h/` | every grammar | the same | `/` |
    /// | `http://h` | every grammar | the same | `""` |
    /// | `ftp://h/pub` | `rfc1630`, `url-03`, `url7` | `ftpaddress` | `/pub` |
    /// | `ftp://h/pub/a;type=i` | `rfc1738` | `ftpurl` | `/pub/a` (the type code is its own part) |
    /// | `file://h/etc/x` | `rfc1738`, `rfc1630+prose` | `fileurl`, `fileaddress` | `/etc/x` |
    /// | `ftp://h/etc/x` | `url4` | `fileaddress` | `/etc/x` |
    /// | `afs://cern.ch/a` | `url4` | `afsaddress` | `/a` |
    /// | `prospero://h/a` | `rfc1738` | `prosperourl` | `/a` |
    /// | `prospero://h/a` | `url4` | `prosperoaddress` (`p r o s p e r o : / / path`) | `h/a` |
    /// | `prospero://h/a` | `rfc1630` | `prosperoaddress` (a `hsoname`) | `None` |
    /// | `z39.50s://u@h/db` | `rfc1738` | `otherurl` with an `ip-schemepart` | `/db` |
    /// | `magic:a/b` | `rfc1630`, url4, url7 | `uri`, `generic` | `a/b` |
    /// | `news:comp.x`, `nntp:comp.x/1` | every older grammar | `newsaddress`, `newsurl`, `nntpaddress` | `None` |
    /// | `mailto:a@b` | every older grammar, `rfc6068` | `mailtoaddress`, `mailtourl`, `mailtoURI` | `None` |
    /// | `telnet://h`, `mid:`, `cid:` | every older grammar | `telnetaddress`, `midaddress`, `cidaddress` | `None` |
    /// | `gopher://h/1sel` | every older grammar | `gopheraddress`, `gopherurl` | `None` (a selector) |
    /// | `wais://h/db?x`, `wais://h/db/t/p` | `rfc1630`, `rfc1738` | `waisaddress`, `waisurl` | `None` (a database, type and path of the WAIS server) |
    /// | `wais://h/db/t/12/p` | `url7`, `url4` | `waisaddress` with a length | `/p` (the listing's `path`, after the length) |
    /// | `g;x?y` | `rfc1808` | `relativeURL` | `g` (`params` is not the path) |
    /// | `/g` | `rfc1808`, `rfc2396`, `rfc3986` | the relative forms | `/g` |
    /// | `mailto:a@b` | `rfc1808` | `absoluteURL` (a `generic-RL`, whose `rel_path` is `a@b`) | `a@b` |
    /// | `mailto:a@b` | `rfc2396` | `absoluteURI` (an `opaque_part`) | `None` |
    /// | `mailto:a@b`, `news:comp.x` | `rfc3986`, `rfc3987` | `URI` (`path-rootless`) | `a@b`, `comp.x` |
    ///
    /// ```
    /// use rfc1630::{parse, parse_with, Grammar};
    /// assert_eq!(parse("http://info.cern.ch/a/b?x").unwrap().path(), Some("/a/b"));
    /// assert_eq!(parse("http://info.cern.ch").unwrap().path(), Some(""));
    /// assert_eq!(parse_with(Grammar::Rfc1738, "ftp://h/pub/a;type=i").unwrap().path(), Some("/pub/a"));
    /// assert_eq!(parse_with(Grammar::Rfc2396, "http://h/a/b").unwrap().path(), Some("/a/b"));
    /// assert_eq!(parse_with(Grammar::Rfc2396, "mailto:a@b").unwrap().path(), None);
    /// assert_eq!(parse_with(Grammar::Rfc3986, "mailto:a@b").unwrap().path(), Some("a@b"));
    /// assert_eq!(parse("gopher://h/1sel").unwrap().path(), None);
    /// ```
    pub fn path(&self) -> Option<&str> {
        self.address.fields().path()
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
        let fields = self.address.fields();
        fields.query().or_else(|| fields.search().map(Search::as_str))
    }
}
