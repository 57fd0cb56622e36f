//! What `grammar/ERRATA.md`'s changes do beyond a verdict (the AST they
//! build, inputs near the witnesses), its findings for RFC 1630 and for the
//! drafts url-03, url7 and url4, and the form of the drafts' citations. The
//! witnesses of the E and P rows themselves are data (`src/overrides.rs`),
//! run by `grammar::overrides`.

use rfc1630::documents::rfc1630::{GroupArt, Url, WaisAddress};
use rfc1630::grammar::listings::rules;
use rfc1630::{ast::Address, check, grammar::Listing, parse_with, Grammar};

fn accepts(grammar: Grammar, input: &str) -> bool {
    check(grammar, input).is_ok()
}

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

#[test]
fn p12_a_login_that_is_all_hostname() {
    for grammar in [Grammar::Rfc1630Url, Grammar::Url03] {
        let ftp = parse_with(grammar, "ftp://a@1.2.3.4x/").unwrap();
        let (Address::Rfc1630(Url::Ftp(f)) | Address::Url03(rfc1630::documents::url03::Url::Ftp(f))) = ftp.address
        else {
            panic!()
        };
        assert_eq!((f.login.user, f.login.hostport.host.as_str()), (None, "a@1.2.3.4x"));
    }
}

/// The production that accepted `input`, or the panic message says why not.
fn production(grammar: Grammar, input: &str) -> &'static str {
    match check(grammar, input) {
        Ok(verdict) => verdict.production,
        Err(e) => panic!("{grammar} rejects {input:?}: {}", e.summary()),
    }
}

/// The byte offset where `input` is rejected.
fn rejected_at(grammar: Grammar, input: &str) -> usize {
    match check(grammar, input) {
        Ok(verdict) => panic!("{grammar} accepts {input:?} as {verdict}"),
        Err(e) => e.offset(),
    }
}

#[test]
fn the_drafts_findings() {
    // F10
    assert_eq!(production(Grammar::Url03, "mailto::timbl@info.cern.ch"), "mailtoaddress");
    assert_eq!(rejected_at(Grammar::Url03, "mailto:timbl@info.cern.ch"), 7);
    // F11
    assert_eq!(rejected_at(Grammar::Url03, "gopher://host [port]/0a_gopher_selector"), 13);
    let gplus = "gopher://host/0a_gopher_selector%09%09+application/postscript%20Es_ES";
    assert_eq!(production(Grammar::Url03, gplus), "gopheraddress");
    assert_eq!(rejected_at(Grammar::Url03, "gopher://host/1a_gopher_selector%09%09?"), 38);
    // F12
    check(Grammar::Url03, "gopher://h/").unwrap_err();
    check(Grammar::Url03, "nntp://news.host/group/12").unwrap_err();
    // F13
    assert_eq!(production(Grammar::Url7, "http://a b/c d"), "httpaddress");
    // F14
    assert_eq!(rejected_at(Grammar::Url7, "file://h/p"), 5);
    // F15
    assert_eq!(rejected_at(Grammar::Url4, "file://info.cern.ch./pub/www/doc/http.txt"), 5);
    assert_eq!(production(Grammar::Url4, "ftp://info.cern.ch./pub/www/doc/http.txt"), "fileaddress");
    check(Grammar::Url4, "ftp://h:21/x").unwrap_err();
    // F16
    assert_eq!(production(Grammar::Url4, "http://h/a%zz^"), "httpaddress");
    assert_eq!(rejected_at(Grammar::Url4, "http://h/a:b"), 10);
    // F18
    let gopher = "gopher://gopher.micro.umn.edu:70/00/Information%20About%20Gopher/About%20Gopher";
    assert_eq!(rejected_at(Grammar::Url4, gopher), 34);
    assert_eq!(production(Grammar::Url4, &gopher.replace("/00/", "/0/0/")), "gopheraddress");
    // F19
    assert_eq!(production(Grammar::Url4, "prospero://h/x"), "prosperoaddress");
    assert_eq!(rejected_at(Grammar::Url4, "prospero://h:1/x"), 12);
}

/// Every rule cites its listing in the form `grammar/ERRATA.md` describes, or
/// says it is a project rule.
#[test]
fn the_drafts_citations() {
    let forms = [
        (Listing::Url03, regex::Regex::new(r"^url-03 p\.\d+(-\d+)?, 002 c\.\d+(-\d+)?: `").unwrap()),
        (Listing::Url7, regex::Regex::new(r"^url7 p\.\d+, 004 l\.\d+(-\d+)?: `").unwrap()),
        (Listing::Url4, regex::Regex::new(r"^url4 §BNF syntax, 001 l\.\d+(-\d+)?: `").unwrap()),
    ];
    for (listing, form) in forms {
        for rule in rules(listing) {
            let project = rule.citation.starts_with("Project rule") || rule.citation.starts_with("Project entry rule");
            let rfc822 = rule.citation.starts_with("RFC 822") || rule.citation.starts_with("RFC 1521");
            assert!(form.is_match(&rule.citation) || project || rfc822, "{listing} {}: {}", rule.name, rule.citation);
        }
    }
}
