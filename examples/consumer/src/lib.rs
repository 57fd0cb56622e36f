//! Eight everyday tasks, each in a few lines, as a user of the library
//! writes them from its README and rustdoc: the crate is built with
//! `default-features = false` (the `serde` feature and the features of the
//! documents it parses, as the CHANGELOG's migration table says), so it
//! sees what a library user sees.

/// A bookmark whose link is an RFC 3986 URI, kept as its string.
#[derive(Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Bookmark {
    /// The link, parsed back with RFC 3986.
    #[serde(with = "rfc1630::ast::serde_with::rfc3986")]
    pub href: rfc1630::Uri<'static>,
}

#[cfg(test)]
mod tasks {
    use rfc1630::ast::UriHost;
    use rfc1630::documents::rfc1738;
    use rfc1630::revisions::equivalence::Rung;
    use rfc1630::{ast::Address, check, compare, parse_with, resolve, Grammar};

    #[test]
    fn every_part_under_rfc3986() {
        let uri = parse_with(Grammar::Rfc3986, "https://user@example.com:8080/a/b?q=1#frag").unwrap();
        assert_eq!(uri.scheme(), Some("https"));
        assert_eq!(uri.userinfo(), Some("user"));
        assert_eq!(uri.host().map(|h| h.to_string()).as_deref(), Some("example.com"));
        assert_eq!(uri.port(), Some(8080));
        assert_eq!(uri.path(), Some("/a/b"));
        assert_eq!(uri.query(), Some("q=1"));
        assert_eq!(uri.fragment(), Some("frag"));
    }

    #[test]
    fn ipv6_from_a_registered_name() {
        let kind = |s| match parse_with(Grammar::Rfc3986, s).unwrap().host() {
            Some(UriHost::IPv6address(_)) => "IPv6",
            Some(UriHost::RegName(_)) => "reg-name",
            Some(UriHost::IPv4address(_)) => "IPv4",
            _ => "other",
        };
        assert_eq!(kind("http://[2001:db8::7]/c"), "IPv6");
        assert_eq!(kind("http://example.com/"), "reg-name");
        assert_eq!(kind("http://192.0.2.16/"), "IPv4");
    }

    #[test]
    fn ten_strings_validated_with_offsets_and_messages() {
        let cases = [
            ("http://example.com/", None),
            ("urn:isbn:0451450523", None),
            ("../g?q", None),
            ("", None),
            ("http://a b/", Some(8)),
            ("http://h:8x/", Some(11)),
            ("http://[::1/", Some(11)),
            ("%zz", Some(1)),
            ("a|b", Some(1)),
            ("http://h/#a#b", Some(11)),
        ];
        let got: Vec<(&str, Option<usize>)> = cases
            .iter()
            .map(|&(input, _)| match check(Grammar::Rfc3986, input) {
                Ok(_) => (input, None),
                Err(error) => {
                    let message = error.summary();
                    assert!(message.starts_with("rfc3986: 1:") && message.contains("expected"), "{message}");
                    (input, Some(error.offset()))
                }
            })
            .collect();
        assert_eq!(got, cases);
    }

    #[test]
    fn dot_dot_g_under_rfc3986_and_rfc1808() {
        let base = "http://a/b/c/d;p?q";
        let rfc3986 = resolve(Grammar::Rfc3986, base, "../g").unwrap();
        assert_eq!(rfc3986.target, "http://a/b/g");
        assert!(rfc3986.steps.iter().all(|step| step.starts_with("RFC 3986")));
        let rfc1808 = resolve(Grammar::Rfc1808, base, "../g").unwrap();
        assert_eq!(rfc1808.target, "http://a/b/g");
        assert!(rfc1808.steps.iter().all(|step| step.starts_with("RFC 1808")));
    }

    #[test]
    fn equivalence_under_rfc3986() {
        let rung = |a, b| compare(Grammar::Rfc3986, a, b).unwrap().rung();
        assert_eq!(rung("HTTP://Example.COM/%7Esmith", "http://example.com/~smith"), Some(Rung::PercentEncoding));
        let normal = |s| rfc1630::normalize(Grammar::Rfc3986, s).unwrap().text;
        assert_eq!(normal("HTTP://Example.COM/%7Esmith"), "http://example.com/~smith");
        // `%41` decodes to `A`, and the host is lower case once decoded
        // (RFC 3986 §6.2.2.1), so the normal form is a fixed point.
        let (a, b) = ("http://Ex%41mple.com/", "http://example.com/");
        assert_eq!(rung(a, b), Some(Rung::PercentEncoding));
        assert_eq!(normal(a), b);
        assert_eq!(normal(&normal(a)), normal(a));
        // https's default port, which the scheme-based rung knows.
        assert!(rung("https://a:443/", "https://a/").is_some());
    }

    #[test]
    fn rfc1738_ftp_fields_with_the_type_code() {
        let uri = parse_with(Grammar::Rfc1738, "ftp://joe:secret@ftp.example.org:21/pub/file.txt;type=a").unwrap();
        let Address::Rfc1738(rfc1738::Url::FtpUrl(ftp)) = &uri.address else { panic!("{:?}", uri.address) };
        assert_eq!(ftp.login.user.as_ref().map(|u| u.as_str()), Some("joe"));
        assert_eq!(ftp.login.password.as_ref().map(|p| p.as_str()), Some("secret"));
        assert_eq!(uri.host().map(|h| h.to_string()).as_deref(), Some("ftp.example.org"));
        assert_eq!(uri.port(), Some(21));
        assert_eq!(ftp.fpath.as_ref().map(|p| p.as_str()), Some("pub/file.txt"));
        assert_eq!(ftp.ftptype.as_ref().map(|t| t.as_str()), Some("a"));
    }

    #[test]
    fn serde_round_trip() {
        let href = parse_with(Grammar::Rfc3986, "https://example.com/a?q=1#f").unwrap().into_owned();
        let bookmark = super::Bookmark { href };
        let json = serde_json::to_string(&bookmark).unwrap();
        assert_eq!(json, r#"{"href":"https://example.com/a?q=1#f"}"#);
        assert_eq!(serde_json::from_str::<super::Bookmark>(&json).unwrap(), bookmark);
        let error = serde_json::from_str::<super::Bookmark>(r#"{"href":"http://h:8x/"}"#).unwrap_err();
        assert!(error.to_string().starts_with("at byte 11: rfc3986"), "{error}");
    }

    #[test]
    fn which_grammars_accept_a_tilde() {
        let verdicts: Vec<String> = [Grammar::Rfc1630, Grammar::Rfc1738, Grammar::Rfc2396, Grammar::Rfc3986]
            .into_iter()
            .map(|g| {
                check(g, "http://example.com/~user")
                    .map_or_else(|e| format!("{g}: rejected at {}", e.offset()), |v| v.to_string())
            })
            .collect();
        // `~` is neither `safe` nor `extra` in RFC 1630 (p.26), and "unsafe" in
        // RFC 1738 (§2.2); RFC 2396 made it a `mark` (unreserved), RFC 3986 `unreserved`.
        assert_eq!(
            verdicts,
            ["rfc1630: rejected at 19", "rfc1738: rejected at 19", "rfc2396:absoluteURI", "rfc3986:URI"]
        );
    }
}
