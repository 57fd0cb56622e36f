//! The accessors across schemes, one witness per
//! production per grammar, each row checked against what the input spells.

use super::host_label;
use rfc1630::{ast::UriHost, parse_with, Grammar, Uri};

/// The table's name: `grammar`, input, production, then host (`=` marks a hostnumber, `v4:`
/// an `IPv4address`, `v6:` an `IPv6address`, `vf:` an `IPvFuture`, `reg:` a
/// `reg-name`), port,
/// user, password, path segments joined by `|`, search, fragment. `-` is `None`.
/// Its rows are `accessors.tsv` and each document's own (`crate::support::ast_rows`).
const WITNESSES: &str = "accessors.tsv";

fn opt(value: Option<String>) -> String {
    value.unwrap_or_else(|| "-".to_owned())
}

fn accessors(uri: &Uri<'_>) -> Vec<String> {
    vec![
        uri.production().to_owned(),
        opt(uri.host().map(host_label)),
        opt(uri.port().map(|p| p.to_string())),
        opt(uri.user().map(|u| u.to_string())),
        opt(uri.password().map(|p| p.to_string())),
        opt(uri.path_segments().map(|s| s.map(|t| t.to_string()).collect::<Vec<_>>().join("|"))),
        opt(uri.search().map(|s| s.to_string())),
        opt(uri.fragment().map(str::to_owned)),
    ]
}

#[test]
fn every_production_of_every_grammar() {
    let mut failures = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    for line in crate::support::ast_rows(WITNESSES).lines().filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 10, "malformed row: {line}");
        let grammar: Grammar = fields[0].parse().unwrap();
        let uri = match parse_with(grammar, fields[1]) {
            Ok(uri) => uri,
            Err(e) => {
                failures.push(format!("{line}\n  parse error: {}", e));
                continue;
            }
        };
        seen.insert((grammar, uri.production()));
        let got = accessors(&uri);
        // The owned form, made from a string dropped at once,
        // is equal byte for byte and answers the same.
        let owned: Uri<'static> = {
            let input = fields[1].to_string();
            parse_with(grammar, &input).unwrap().into_owned()
        };
        assert_eq!(owned, uri, "{line}");
        assert_eq!(accessors(&owned), got, "{line}");
        assert_eq!(owned.to_string(), fields[1], "{line}");
        if got != fields[2..] {
            failures.push(format!("{line}\n  got: {}\t{}\t{}", fields[0], fields[1], got.join("\t")));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Every grammar has its rows, and the table covers the productions it lists.
    for grammar in Grammar::ALL {
        assert!(seen.iter().any(|(g, _)| *g == grammar), "no witness for {}", grammar.id());
    }
    assert!(seen.len() >= 50, "only {} (grammar, production) pairs", seen.len());
}

#[test]
fn uri_is_send_and_sync() {
    fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<Uri<'static>>();
    assert_send_sync::<rfc1630::ast::Address<'_>>();
    assert_send_sync::<UriHost<'_>>();
    assert_send_sync::<rfc1630::ast::UriOf<'static, rfc1630::ast::doc::Rfc3986>>();
    assert_send_sync::<rfc1630::Verdict>();
}

/// Every AST type is `Clone, Debug, PartialEq, Eq, Hash`
/// (equality is byte equality; `compare::equivalent` is the p.8 comparison).
#[test]
fn every_ast_type_has_the_common_traits() {
    use rfc1630::ast::{Address, Text};
    use rfc1630::documents::rfc1630::*;
    use rfc1630::documents::{rfc1738, rfc1808, rfc2396, rfc3986, rfc3987, url03, url4, url7};
    use rfc1630::revisions::equivalence::rfc1630 as compare;
    use rfc1630::{parse, Uri, Verdict};
    fn common<T: Clone + std::fmt::Debug + PartialEq + Eq + std::hash::Hash>() {}
    common::<Uri<'_>>();
    common::<Address<'_>>();
    common::<Verdict>();
    common::<Host<'_>>();
    common::<HostPort<'_>>();
    common::<Port<'_>>();
    common::<Login<'_>>();
    common::<Text<'_>>();
    common::<Path<'_>>();
    common::<Search<'_>>();
    common::<HttpAddress<'_>>();
    common::<FtpAddress<'_>>();
    common::<NewsAddress<'_>>();
    common::<GroupArt<'_>>();
    common::<Article<'_>>();
    common::<NntpAddress<'_>>();
    common::<ProsperoLink<'_>>();
    common::<TelnetAddress<'_>>();
    common::<GopherAddress<'_>>();
    common::<WaisAddress<'_>>();
    common::<WaisIndex<'_>>();
    common::<WaisDoc<'_>>();
    common::<Wpath<'_>>();
    common::<WpathField<'_>>();
    common::<MailtoAddress<'_>>();
    common::<AddrSpec<'_>>();
    common::<MidAddress<'_>>();
    common::<CidAddress<'_>>();
    common::<GenericUri<'_>>();
    common::<url4::AfsAddress<'_>>();
    common::<url4::FileAddress<'_>>();
    common::<url4::TelnetAddress<'_>>();
    common::<url7::GopherAddress<'_>>();
    common::<url4::ProsperoAddress<'_>>();
    common::<url03::MailtoAddress<'_>>();
    common::<WaisDocWithLength<'_>>();
    common::<FileAddress<'_>>();
    common::<url4::FtpPortAddress<'_>>();
    common::<url4::ProsperoPortAddress<'_>>();
    common::<url03::MailtoAddrSpecAddress<'_>>();
    common::<Url<'_>>();
    common::<url03::Url<'_>>();
    common::<url7::Url<'_>>();
    common::<url4::DocAddress<'_>>();
    common::<rfc1738::Url<'_>>();
    common::<rfc1808::Url<'_>>();
    common::<rfc2396::Reference<'_>>();
    common::<rfc3986::Reference<'_>>();
    common::<rfc3987::Reference<'_>>();
    // Equality is byte equality: the p.8 equivalents differ as values.
    let (a, b) = ("http://h/a%2Db", "http://h/a-b");
    assert_ne!(parse(a).unwrap(), parse(b).unwrap());
    assert_eq!(compare::equivalent(a, b).unwrap(), compare::Comparison::Identical);
}

/// Each document's own parts, through its type, are the fields its AST
/// holds, as the input spells them; `None` for another production.
#[test]
fn each_documents_own_parts_through_its_type() {
    use rfc1630::ast::{doc, UriOf};
    let rfc1738 = |s: &str| s.parse::<UriOf<doc::Rfc1738>>().unwrap();
    let ftp = rfc1738("ftp://joe@h/pub/file.txt;type=d");
    assert_eq!((ftp.ftp_type(), ftp.path(), ftp.gopher_type()), (Some("d"), Some("/pub/file.txt"), None));
    assert_eq!(rfc1738("ftp://h/pub").ftp_type(), None);
    let gopher = rfc1738("gopher://h:70/1menu%09x%09+");
    assert_eq!((gopher.gopher_type(), gopher.gopher_selector()), (Some("1"), Some("menu")));
    assert_eq!((gopher.query(), gopher.ftp_type(), gopher.path()), (Some("x"), None, None));
    assert_eq!((rfc1738("gopher://h/").gopher_type(), rfc1738("gopher://h/").gopher_selector()), (None, None));
    assert_eq!(rfc1738("http://h/a").gopher_selector(), None);

    for document in [Grammar::Rfc1630, Grammar::Url03] {
        let (gopher_type, selector) = match document {
            Grammar::Rfc1630 => {
                let gopher = "gopher://h/7index%09word".parse::<UriOf<doc::Rfc1630>>().unwrap();
                let other = "http://h/".parse::<UriOf<doc::Rfc1630>>().unwrap();
                assert_eq!((other.gopher_type(), other.gopher_path()), (None, None));
                let path = gopher.gopher_path().unwrap();
                (gopher.gopher_type().map(str::to_owned), path.selector.to_string())
            }
            _ => {
                let gopher = "gopher://h/7index%09word".parse::<UriOf<doc::Url03>>().unwrap();
                let other = "http://h/".parse::<UriOf<doc::Url03>>().unwrap();
                assert_eq!((other.gopher_type(), other.gopher_path()), (None, None));
                let path = gopher.gopher_path().unwrap();
                (gopher.gopher_type().map(str::to_owned), path.selector.to_string())
            }
        };
        assert_eq!((gopher_type.as_deref(), selector.as_str()), (Some("7"), "index"), "{document}");
    }

    let url7 = "gopher://h/7index?word".parse::<UriOf<doc::Url7>>().unwrap();
    assert_eq!((url7.gopher_type(), url7.gopher_selector(), url7.query()), (Some("7"), Some("index"), Some("word")));
    let url4 = "gopher://h/7/index?word".parse::<UriOf<doc::Url4>>().unwrap();
    assert_eq!((url4.gopher_type(), url4.gopher_selector(), url4.query()), (Some("7"), Some("index"), Some("word")));
    let url4 = "gopher://h/7".parse::<UriOf<doc::Url4>>().unwrap();
    assert_eq!((url4.gopher_type(), url4.gopher_selector()), (Some("7"), None));
    assert_eq!("http://h/a".parse::<UriOf<doc::Url4>>().unwrap().gopher_type(), None);
}
