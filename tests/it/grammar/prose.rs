//! The opt-in `+prose` grammars: each that extends its listing(s) is a
//! superset of them, and each production its prose layer adds has a
//! witness. A layer tried alone, which narrows its listing (RFC 6068's), is
//! held to its own oracle in its document's tests.
//!
//! The superset is checked against the oracle (`tests/it/oracle/`, built from
//! the seeds independently of `src/`): wherever the oracle of the listing
//! accepts, the `+prose` grammar accepts, for strings derived from the
//! listing, for mutants of them, and for every corpus line.

use crate::oracle::{self, mutate};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use rfc1630::{ast::Address, check, parse_with, Grammar};
use std::path::PathBuf;

/// Cases per grammar unless `PROPTEST_CASES` says otherwise.
const CASES: u32 = 500;

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(CASES)
}

/// The property: the oracle of `prose.base()` accepts `input` ⇒ `prose` accepts it,
/// with the same verdict as the listing grammar (the listing's production wins).
fn superset(prose: Grammar, input: &str) -> Result<(), TestCaseError> {
    if oracle::recognizer(prose.base().id()).is_match(input) {
        let listing = check(prose.base(), input);
        let layered = check(prose, input);
        prop_assert!(layered.is_ok(), "{prose} rejects {input:?}, which its listing derives: {layered:?}");
        prop_assert_eq!(layered.ok(), listing.ok(), "{} and {} differ on {:?}", prose, prose.base(), input);
    }
    Ok(())
}

#[test]
fn every_prose_grammar_accepts_what_its_listing_derives() {
    for prose in crate::support::extending_prose() {
        let mut runner = TestRunner::new(Config { cases: cases(), failure_persistence: None, ..Config::default() });
        let strings = (oracle::strategy(prose.base().id()), mutate::mutations());
        runner
            .run(&strings, |(derived, mutations)| {
                superset(prose, &derived)?;
                superset(prose, &mutate::apply_all(&derived, &mutations))
            })
            .unwrap_or_else(|e| panic!("{prose}: {e}"));
    }
}

/// Every line of every corpus file that the listing's oracle accepts, the
/// `+prose` grammar accepts.
#[test]
fn every_corpus_line_the_listing_derives_is_accepted() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/corpora");
    let dir = if dir.is_dir() { dir } else { PathBuf::from("/work/shared/corpora") };
    let mut lines = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("the corpora directory is readable") {
        let path = entry.expect("a directory entry").path();
        if path.extension().is_some_and(|e| e == "tsv") {
            let text = std::fs::read_to_string(&path).expect("a corpus file is UTF-8");
            lines.extend(text.lines().flat_map(|l| l.split('\t').next()).map(str::to_string));
        }
    }
    assert!(lines.len() > 100, "the corpora hold {} lines", lines.len());
    for prose in crate::support::extending_prose() {
        let mut derived = 0;
        for line in &lines {
            if oracle::recognizer(prose.base().id()).is_match(line) {
                derived += 1;
                assert!(check(prose, line).is_ok(), "{prose} rejects the corpus line {line:?}");
            }
        }
        assert!(derived > 0, "no corpus line is derived by {}", prose.base());
    }
}

/// Accepted by `grammar` (and not by its listing) with this verdict, and written back as read.
fn witness(grammar: Grammar, input: &str, verdict: &str) {
    assert!(check(grammar.base(), input).is_err(), "{} already accepts {input:?}", grammar.base());
    assert_eq!(check(grammar, input).map(|v| v.to_string()).as_deref(), Ok(verdict), "{grammar} on {input:?}");
    let uri = parse_with(grammar, input).unwrap_or_else(|e| panic!("{grammar} on {input:?}: {e}"));
    assert_eq!(uri.verdict().to_string(), verdict);
    assert_eq!(uri.to_string(), input);
}

#[test]
fn file_addresses_take_a_host_or_a_void_host() {
    witness(Grammar::Rfc1630Prose, "file://info.cern.ch/pub/www/doc/http.txt", "rfc1630+prose:fileaddress");
    witness(Grammar::Rfc1630Prose, "file:///etc/passwd", "rfc1630+prose:fileaddress");
    witness(Grammar::Rfc1630Prose, "url:file://localhost/a#top", "rfc1630+prose:fileaddress");
    let Address::Rfc1630(rfc1630::documents::rfc1630::Url::File(file)) =
        parse_with(Grammar::Rfc1630Prose, "file:///p").unwrap().address
    else {
        panic!("a file address")
    };
    assert!(file.host.is_none());
    // Choice: no port: the prose names a host and a path only.
    assert!(check(Grammar::Rfc1630Prose, "file://h:21/p").is_err());
    // Choice: the listing's `host`, which takes `@` (F7): a user is read as part of the host.
    let user = parse_with(Grammar::Rfc1630Prose, "file://user@h/x").unwrap();
    assert_eq!(user.verdict().to_string(), "rfc1630+prose:fileaddress");
    assert_eq!((user.host().unwrap().to_string(), user.user()), ("user@h".to_string(), None));
    // url-03 does not describe the file scheme.
    assert!(check(Grammar::Url03Prose, "file://h/p").is_err());
}

#[test]
fn rlogin_and_tn3270_take_telnets_login() {
    for grammar in [Grammar::Rfc1630Prose, Grammar::Url03Prose, Grammar::Url7Prose] {
        witness(grammar, "rlogin://guest@info.cern.ch", &format!("{grammar}:rloginaddress"));
        witness(grammar, "tn3270://ibm.example:23", &format!("{grammar}:tn3270address"));
        assert!(check(grammar, "rlogin://").is_err(), "{grammar}: a login needs a host");
    }
    let Address::Rfc1630(rfc1630::documents::rfc1630::Url::Rlogin(rlogin)) =
        parse_with(Grammar::Rfc1630Prose, "rlogin://a:b@h").unwrap().address
    else {
        panic!("an rlogin address")
    };
    assert_eq!(rlogin.login.password.unwrap().as_str(), "b");
}

#[test]
fn a_fragment_id_may_be_void_after_the_hash_sign() {
    witness(Grammar::Rfc1630Prose, "http://info.cern.ch/a#", "rfc1630+prose:httpaddress");
    witness(Grammar::Url7Prose, "http://info.cern.ch/a#", "url7+prose:httpaddress");
    witness(Grammar::Url4Prose, "http://info.cern.ch/a#", "url4+prose:httpaddress");
    let uri = parse_with(Grammar::Url4Prose, "news:comp.infosystems.www#").unwrap();
    assert_eq!(uri.fragmentid.map(|f| f.as_str().len()), Some(0));
    // url-03's prose says nothing of a void fragment-id: its layer takes the listing's `fragmentid` only.
    assert!(check(Grammar::Url03Prose, "http://info.cern.ch/a#").is_err());
    // After a generic URI too, in all three layers whose prose allows it: RFC 1630's generic
    // listing gets a layer of its own (`rfc1630-generic+prose.pest`).
    witness(Grammar::Rfc1630Prose, "magic:a#", "rfc1630-generic+prose:uri");
    witness(Grammar::Url7Prose, "magic:a#", "url7+prose:generic");
    witness(Grammar::Url4Prose, "magic:a#", "url4+prose:generic");
    let uri = parse_with(Grammar::Rfc1630Prose, "magic:a/b?x#").unwrap();
    assert_eq!((uri.scheme(), uri.fragment()), (Some("magic"), Some("")));
    // The generic listing's own rules: no `+` in a scheme, no `url:` prefix.
    assert!(check(Grammar::Rfc1630Prose, "magic+x:a#").is_err());
    assert!(check(Grammar::Rfc1630Prose, "url:magic:a#").is_err());
}

#[test]
fn a_gopher_selector_may_start_with_a_slash() {
    witness(Grammar::Rfc1630Prose, "gopher://gopher.micro.umn.edu/1/pub", "rfc1630+prose:gopherslashaddress");
    witness(Grammar::Url03Prose, "gopher://gopher.micro.umn.edu/0/a/b", "url-03+prose:gopherslashaddress");
    witness(Grammar::Rfc1630Prose, "gopher://h/1/pub#", "rfc1630+prose:gopherslashaddress");
    let Address::Rfc1630(rfc1630::documents::rfc1630::Url::GopherSlash(g)) =
        parse_with(Grammar::Rfc1630Prose, "gopher://h/1/pub").unwrap().address
    else {
        panic!("a gopher address")
    };
    assert_eq!((g.gtype.unwrap().as_str(), g.gcommand.unwrap().as_str()), ("1", "/pub"));
    // Choice: one leading slash; `//` stays rejected.
    assert!(check(Grammar::Rfc1630Prose, "gopher://h/1//pub").is_err());
}

#[test]
fn the_prose_ids_parse_and_print() {
    for grammar in Grammar::PROSE {
        assert_eq!(grammar.id().parse::<Grammar>(), Ok(grammar));
        assert!(!Grammar::ALL.contains(&grammar));
    }
}

/// The rule diff of a grammar and its prose layer is the layer's own rules,
/// as its `+prose.pest` file defines them, and nothing else: the base
/// listing's rules are unchanged, its project rules read as what they stand for.
#[test]
fn the_rule_diff_to_the_prose_layer_is_the_layers_rules() {
    for (base, files) in [
        ("rfc1630", &["rfc1630-url+prose.pest", "rfc1630-generic+prose.pest"][..]),
        ("url-03", &["url-03+prose.pest"]),
        ("url7", &["url7+prose.pest"]),
        ("url4", &["url4+prose.pest"]),
    ] {
        let text: String =
            files.iter().map(|file| std::fs::read_to_string(format!("grammar/{file}")).unwrap()).collect();
        let mut defined: Vec<String> = text
            .lines()
            .filter(|l| !l.starts_with(char::is_whitespace) && !l.starts_with("//"))
            .filter_map(|l| l.split_once(" = ").map(|(name, _)| name.to_string()))
            .collect();
        defined.sort();
        let d = rfc1630::study::diff::diff(
            &rfc1630::study::diff::load(base).unwrap(),
            &rfc1630::study::diff::load(&format!("{base}+prose")).unwrap(),
        );
        assert!(d.only_in_a.is_empty() && d.changed.is_empty(), "{base}: {:?} {:?}", d.only_in_a, d.changed);
        let mut only_in_prose = d.only_in_b.clone();
        only_in_prose.sort();
        assert_eq!(only_in_prose, defined, "{base}");
    }
}

#[test]
fn url_03_takes_the_fragmentid_its_listing_defines() {
    witness(Grammar::Url03Prose, "http://www.w3.org/hypertext/WWW/People.html#Frystyk", "url-03+prose:httpaddress");
    witness(Grammar::Url03Prose, "url:news:comp.infosystems.www#top", "url-03+prose:newsaddress");
    let uri = parse_with(Grammar::Url03Prose, "http://h/a#z14").unwrap();
    assert_eq!(uri.fragment(), Some("z14"));
    // The fragment-id is the listing's `xalphas`: no reserved character.
    assert!(check(Grammar::Url03Prose, "http://h/a#b#c").is_err());
}

#[test]
fn ftp_takes_the_type_suffix_of_the_prose() {
    for grammar in [Grammar::Rfc1630Prose, Grammar::Url03Prose] {
        let verdict = format!("{grammar}:ftptypeaddress");
        witness(grammar, "ftp://ftp.w3.org/pub/www/README;type=A", &verdict);
        witness(grammar, "ftp://joe:pw@h/a/b;type=I", &verdict);
        witness(grammar, "ftp://h/a;type=L8", &verdict);
        witness(grammar, "ftp://h/a;type=EC", &verdict);
        // Not a type code of RFC 959, and no space around `=` (space is reserved).
        assert!(check(grammar, "ftp://h/a;type=Q").is_err(), "{grammar}");
        assert!(check(grammar, "ftp://h/a;type=").is_err(), "{grammar}");
        assert!(check(grammar, "ftp://h/a;type%20=%20I").is_err(), "{grammar}");
    }
    let Address::Rfc1630(rfc1630::documents::rfc1630::Url::FtpType(ftp)) =
        parse_with(Grammar::Rfc1630Prose, "ftp://joe@h/a;type=AN").unwrap().address
    else {
        panic!("an ftp address with a type")
    };
    assert_eq!((ftp.login.user.unwrap().as_str(), ftp.path.as_str(), ftp.typecode.as_str()), ("joe", "a", "AN"));
    // The listing's own `ftptype` right after the path still wins where it derives.
    assert_eq!(check(Grammar::Rfc1630Prose, "ftp://h/aI").unwrap().to_string(), "rfc1630-url:ftpaddress");
}

#[test]
fn a_gopher_type_may_be_omitted_after_the_slash() {
    witness(Grammar::Rfc1630Prose, "gopher://gopher.micro.umn.edu/", "rfc1630+prose:gophernotypeaddress");
    witness(Grammar::Rfc1630Prose, "gopher://h:70/#top", "rfc1630+prose:gophernotypeaddress");
    witness(Grammar::Url7Prose, "gopher://gopher.micro.umn.edu:70/", "url7+prose:gophernotypeaddress");
    assert_eq!(parse_with(Grammar::Rfc1630Prose, "gopher://h:70/").unwrap().port(), Some(70));
    // url7's hostname takes the `: port` (F13), here as in its listing's `gopher://h:70`.
    assert_eq!(parse_with(Grammar::Url7Prose, "gopher://h:70/").unwrap().host().unwrap().to_string(), "h:70");
    // url-03's prose does not say the type may be omitted.
    assert!(check(Grammar::Url03Prose, "gopher://h/").is_err());
    assert!(check(Grammar::Rfc1630Prose, "gopher://h//").is_err());
}

#[test]
fn url_03_mailto_takes_an_rfc_822_addr_spec() {
    for address in [
        "mailto:webmaster@w3.org",
        "mailto:timbl@128.141.201.74",
        "mailto:a@3com.com",
        "mailto:P.M.Hounslow@reading.ac.uk",
    ] {
        witness(Grammar::Url03Prose, address, "url-03+prose:mailtoaddrspecaddress");
    }
    let Address::Url03(rfc1630::documents::url03::Url::MailtoAddrSpec(m)) =
        parse_with(Grammar::Url03Prose, "mailto:eric@w3.org").unwrap().address
    else {
        panic!("a mailto address")
    };
    assert_eq!((m.addr_spec.local_part.as_str(), m.addr_spec.domain.as_str()), ("eric", "w3.org"));
    assert!(check(Grammar::Url03Prose, "mailto:a@b@c").is_err());
    assert!(check(Grammar::Url03Prose, "mailto:nobody").is_err());
    // The listing's two-colon form is still the listing's.
    assert_eq!(check(Grammar::Url03Prose, "mailto::timbl@info.cern.ch").unwrap().to_string(), "url-03:mailtoaddress");
}

#[test]
fn url4_gopher_selector_follows_the_type() {
    let reference = "gopher://gopher.micro.umn.edu:70/00/Information%20About%20Gopher/About%20Gopher";
    witness(Grammar::Url4Prose, reference, "url4+prose:gopherselectoraddress");
    witness(Grammar::Url4Prose, "gopher://h/7index?a+b#x", "url4+prose:gopherselectoraddress");
    let Address::Url4(rfc1630::documents::url4::DocAddress::GopherSelector(g)) =
        parse_with(Grammar::Url4Prose, reference).unwrap().address
    else {
        panic!("a gopher address")
    };
    assert_eq!(g.gtype.unwrap().as_str(), "0");
    assert_eq!(g.selector.unwrap().as_str(), "0/Information%20About%20Gopher/About%20Gopher");
    assert!(!g.slash_before_selector);
    // The listing's `/ gtype / selector` is still the listing's.
    assert_eq!(check(Grammar::Url4Prose, "gopher://h/0/x").unwrap().to_string(), "url4:gopheraddress");
}

#[test]
fn url4_ftp_and_prospero_take_a_port() {
    witness(Grammar::Url4Prose, "ftp://info.cern.ch:21/pub/www", "url4+prose:ftpportaddress");
    witness(Grammar::Url4Prose, "prospero://prospero.isi.edu:1525/pub/prospero", "url4+prose:prosperoportaddress");
    let uri = parse_with(Grammar::Url4Prose, "ftp://h:2121/a/b").unwrap();
    assert_eq!((uri.port(), uri.host().unwrap().to_string()), (Some(2121), "h".to_string()));
    // The port is digits.
    assert!(check(Grammar::Url4Prose, "ftp://h:x/a").is_err());
    assert!(check(Grammar::Url4Prose, "prospero://h:/a").is_err());
}
