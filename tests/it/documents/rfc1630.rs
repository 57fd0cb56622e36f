//! RFC 1630: what its overrides build, and its findings as its listings read them.

use super::accepts;
use rfc1630::documents::rfc1630::{GroupArt, Url, WaisAddress};
use rfc1630::{ast::Address, parse_with, Grammar};

#[test]
fn e4_mid_and_cid_hold_rfc822_addr_specs() {
    assert!(accepts(Grammar::Rfc1630Url, "mid:\"a%20b\"@%5B10.0.0.1%5D"));
    // RFC 822 specials stay out of an atom: `(` is allowed in a URL, not in an atom.
    assert!(!accepts(Grammar::Rfc1630Url, "mid:a(b@c"));
    // A space must be escaped, even inside a quoted string.
    assert!(!accepts(Grammar::Rfc1630Url, "mid:\"a b\"@c"));
}

#[test]
fn p2_reordered_alternatives() {
    let wais = parse_with(Grammar::Rfc1630Url, "wais://h/db/t/1=a;").unwrap();
    assert!(matches!(wais.address, Address::Rfc1630(Url::Wais(WaisAddress::WaisDoc(_)))));
    let news = parse_with(Grammar::Rfc1630Url, "news:*x@h").unwrap();
    assert!(matches!(news.address, Address::Rfc1630(Url::News(n)) if matches!(n.groupart, GroupArt::Article(_))));
    let all = parse_with(Grammar::Rfc1630Url, "news:*").unwrap();
    assert!(matches!(all.address, Address::Rfc1630(Url::News(n)) if n.groupart == GroupArt::All));
    assert!(accepts(Grammar::Rfc1630Generic, "magic:"));
}

#[test]
fn p6_first_at_sign_a_host_can_follow() {
    let news = parse_with(Grammar::Rfc1630Url, "news:a@b@c").unwrap();
    let Address::Rfc1630(Url::News(n)) = news.address else { panic!("{news:?}") };
    let GroupArt::Article(article) = n.groupart else { panic!("{n:?}") };
    assert_eq!((article.xalphas.as_str(), article.host.as_str()), ("a", "b@c"));

    let mail = parse_with(Grammar::Rfc1630Url, "mailto:a@1@b").unwrap();
    let Address::Rfc1630(Url::Mailto(m)) = mail.address else { panic!("{mail:?}") };
    assert_eq!((m.xalphas.as_str(), m.hostname.as_str()), ("a@1", "b"));

    // A hostnumber ends a message id only when nothing follows it.
    let news = parse_with(Grammar::Rfc1630Url, "news:a@1.2.3.4").unwrap();
    let Address::Rfc1630(Url::News(n)) = news.address else { panic!() };
    assert!(
        matches!(n.groupart, GroupArt::Article(a) if matches!(a.host, rfc1630::documents::rfc1630::Host::Hostnumber(_)))
    );
    // `@1.2.3` is no host, and a group cannot hold it after a digit... but `a@1.2.3` is a group.
    let news = parse_with(Grammar::Rfc1630Url, "news:a@1.2.3").unwrap();
    let Address::Rfc1630(Url::News(n)) = news.address else { panic!() };
    assert!(matches!(n.groupart, GroupArt::Group(_)));
}

#[test]
fn p7_hsoname_ends_at_the_version_suffix() {
    let link = parse_with(Grammar::Rfc1630Url, "prospero://h/a/%001abc").unwrap();
    let Address::Rfc1630(Url::Prospero(p)) = link.address else { panic!() };
    assert_eq!(p.hsoname.as_str(), "a/");
    assert_eq!(p.version.unwrap().as_str(), "1");
    assert_eq!(p.attributes.unwrap().as_str(), "abc");
    // A `%00` that is not at the end stays in the name.
    let link = parse_with(Grammar::Rfc1630Url, "prospero://h/a%001/b").unwrap();
    let Address::Rfc1630(Url::Prospero(p)) = link.address else { panic!() };
    assert_eq!((p.hsoname.as_str(), p.version), ("a%001/b", None));
    // Only the last `%00` can start the suffix.
    let link = parse_with(Grammar::Rfc1630Url, "prospero://h/a%001%002").unwrap();
    let Address::Rfc1630(Url::Prospero(p)) = link.address else { panic!() };
    assert_eq!((p.hsoname.as_str(), p.version.unwrap().as_str()), ("a%001", "2"));
}

#[test]
fn p8_login_retries_without_user() {
    let ftp = parse_with(Grammar::Rfc1630Url, "ftp://a@1.2/x").unwrap();
    let Address::Rfc1630(Url::Ftp(f)) = ftp.address else { panic!() };
    assert_eq!(f.login.user, None);
    assert_eq!(f.login.hostport.host.as_str(), "a@1.2");
    let ftp = parse_with(Grammar::Rfc1630Url, "ftp://u:p@h/").unwrap();
    let Address::Rfc1630(Url::Ftp(f)) = ftp.address else { panic!() };
    assert_eq!(f.login.user.unwrap().as_str(), "u");
}

#[test]
fn findings_are_kept_as_the_listings_write_them() {
    // F1: no empty path segment.
    assert!(!accepts(Grammar::Rfc1630, "magic://a/b/c//d/e/f"));
    assert!(!accepts(Grammar::Rfc1630, "urn:/iana/dns/ch/cern/cn/techdoc/94/1642-3"));
    // F2: no `;type=`; a trailing type code goes to the path.
    assert!(!accepts(Grammar::Rfc1630Url, "ftp://h/pub/file;type=I"));
    let ftp = parse_with(Grammar::Rfc1630Url, "ftp://h/pub/I").unwrap();
    let Address::Rfc1630(Url::Ftp(f)) = ftp.address else { panic!() };
    assert_eq!((f.path.as_str(), f.ftptype), ("pub/I", None));
    // F3: nntp has no host.
    assert!(!accepts(Grammar::Rfc1630Url, "nntp://news.host/group/12"));
    assert!(accepts(Grammar::Rfc1630Url, "nntp:comp.infosystems.www/12"));
    // F4: `%%3D` starts no escape.
    assert!(!accepts(Grammar::Rfc1630, "http://info.cern.ch/RDB/EMP?*%20where%20name%%3Ddobbins"));
    // F5: lowercase scheme names and prefix.
    assert!(!accepts(Grammar::Rfc1630Url, "HTTP://info.cern.ch/"));
    assert!(!accepts(Grammar::Rfc1630Url, "URL:http://a/"));
    assert!(accepts(Grammar::Rfc1630Url, "url:http://a/"));
    // F6: a gopher `/` needs a gtype.
    assert!(!accepts(Grammar::Rfc1630Url, "gopher://gopher.micro.umn.edu/"));
    // F7: a hostname is any alpha then xalphas.
    assert!(accepts(Grammar::Rfc1630Url, "http://a@b$c/"));
    // F8: the URL listing's safe holds `+`.
    assert!(accepts(Grammar::Rfc1630Url, "http://h/p?a++b"));
    assert!(!accepts(Grammar::Rfc1630Generic, "magic:p?a++b"));
}
