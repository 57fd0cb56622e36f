//! What the lineage documents say about the parts of their own examples,
//! checked on the typed AST of the document's own grammar: where the text
//! names a component of an example, the grammar must derive that component.
//! (Whether each example parses at all is the conformance run's.)

use rfc1630::ast::{Address, UriHost};
use rfc1630::documents::rfc2396;
use rfc1630::{parse_with, Grammar};

/// RFC 3986's components of a reference: scheme, authority, path, query, fragment.
fn rfc3986(input: &str) -> (Option<String>, Option<String>, String, Option<String>, Option<String>) {
    let uri = parse_with(Grammar::Rfc3986, input).unwrap();
    let Address::Rfc3986(r) = &uri.address else { panic!("{input}") };
    let text = |t: &Option<rfc1630::ast::Text<'_>>| t.as_ref().map(|t| t.to_string());
    (
        text(&r.scheme),
        r.authority.as_ref().map(|a| a.to_string()),
        r.path.as_str().to_string(),
        text(&r.query),
        text(&r.fragment),
    )
}

/// RFC 3986 §3 (p.16, l.882-890): "two example URIs and their component parts".
#[test]
fn rfc3986_section_3_components() {
    let some = |s: &str| Some(s.to_string());
    assert_eq!(
        rfc3986("foo://example.com:8042/over/there?name=ferret#nose"),
        (some("foo"), some("example.com:8042"), "/over/there".to_string(), some("name=ferret"), some("nose"))
    );
    assert_eq!(
        rfc3986("urn:example:animal:ferret:nose"),
        (some("urn"), None, "example:animal:ferret:nose".to_string(), None, None)
    );
}

/// RFC 3986 §3.3 (p.23, l.1250-1252): "the URI <mailto:fred@example.com> has
/// a path of "fred@example.com", whereas the URI <foo://info.example.com?fred>
/// has an empty path".
#[test]
fn rfc3986_section_3_3_paths() {
    assert_eq!(rfc3986("mailto:fred@example.com").2, "fred@example.com");
    let (_, authority, path, query, _) = rfc3986("foo://info.example.com?fred");
    assert_eq!((authority.as_deref(), path.as_str(), query.as_deref()), (Some("info.example.com"), "", Some("fred")));
}

/// RFC 3986 §7.6 (p.46, l.2527-2530): the host "is actually '10.0.0.1'",
/// not 'cnn.example.com'.
#[test]
fn rfc3986_section_7_6_semantic_attack() {
    let uri = parse_with(Grammar::Rfc3986, "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm").unwrap();
    assert_eq!(uri.host(), Some(UriHost::IPv4address("10.0.0.1")));
}

/// RFC 3986 Appendix B (p.50-51, l.2815-2838) and RFC 2396 Appendix B (p.29,
/// l.1595-1617): scheme `http`, authority `www.ics.uci.edu`, path
/// `/pub/ietf/uri/`, no query, fragment `Related`.
#[test]
fn appendix_b_components() {
    let input = "http://www.ics.uci.edu/pub/ietf/uri/#Related";
    let some = |s: &str| Some(s.to_string());
    assert_eq!(
        rfc3986(input),
        (some("http"), some("www.ics.uci.edu"), "/pub/ietf/uri/".to_string(), None, some("Related"))
    );
    let uri = parse_with(Grammar::Rfc2396, input).unwrap();
    let Address::Rfc2396(r) = &uri.address else { panic!() };
    assert_eq!(r.scheme.as_ref().unwrap().as_str(), "http");
    assert_eq!(r.authority.as_ref().unwrap().to_string(), "www.ics.uci.edu");
    assert!(matches!(&r.path, Some(rfc2396::Path::AbsPath(p)) if p.as_str() == "/pub/ietf/uri/"));
    assert!(r.query.is_none());
    assert_eq!(uri.fragment(), Some("Related"));
}

/// RFC 2396 G.2 (p.38, l.2105-2111): `<foo:/bar>` and `<foo:bar>` differ, the
/// slash being "part of the path".
#[test]
fn rfc2396_g2_the_slash_is_part_of_the_path() {
    let path = |input: &str| match parse_with(Grammar::Rfc2396, input).unwrap().address {
        Address::Rfc2396(r) => r.path.unwrap().to_string(),
        _ => unreachable!(),
    };
    assert_eq!(path("foo:/bar"), "/bar");
    assert_eq!(path("foo:bar"), "bar");
}

/// RFC 1738 §3.1 (p.6, l.289-292): `<URL:ftp://@host.com/>` "has an empty
/// user name and no password", `<URL:ftp://host.com/>` "has no user name",
/// `<URL:ftp://foo:@host.com/>` "has a user name of "foo" and an empty password".
#[test]
fn rfc1738_empty_user_and_password() {
    let login = |input: &str| {
        let uri = parse_with(Grammar::Rfc1738, input).unwrap();
        (uri.user().map(|u| u.to_string()), uri.password().map(|p| p.to_string()))
    };
    assert_eq!(login("ftp://@host.com/"), (Some(String::new()), None));
    assert_eq!(login("ftp://host.com/"), (None, None));
    assert_eq!(login("ftp://foo:@host.com/"), (Some("foo".to_string()), Some(String::new())));
}
