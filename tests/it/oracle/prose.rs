//! The prose layers' productions, as regexes written from the documents'
//! prose (the seeds' lines cited on each), over the listings' own rules as
//! this oracle transcribes them ([`super::rfc1630_url`], [`super::url_03`],
//! [`super::url7`], [`super::url4`], [`super::rfc1630_generic`]). Never
//! from `src/` or the `+prose.pest` files: the choices where the prose
//! leaves room are the ones `grammar/ERRATA.md` ("Prose layer") writes
//! down, and each is restated here next to the regex it shapes.
//!
//! A `+prose` grammar's language is its listing's language union its
//! layer's ([`union`]): the listing is tried first, the layer after it, and
//! an input is accepted when either derives it. RFC 6068's layer narrows
//! its listing and is tried alone: its language is the layer's
//! ([`super::rfc6068::prose`]).

use super::{alt, lit, opt, seq};
use super::{rfc1630_generic, rfc1630_url, url4, url7, url_03};

/// The `+prose` grammar ids, in the order of `rfc1630::Grammar::PROSE`,
/// each with the id of the listing it extends; none for a layer tried
/// alone (RFC 6068's, which narrows its listing).
pub const GRAMMARS: [(&str, Option<&str>); 5] = [
    ("rfc1630+prose", Some("rfc1630")),
    ("url-03+prose", Some("url-03")),
    ("url7+prose", Some("url7")),
    ("url4+prose", Some("url4")),
    ("rfc6068+prose", None),
];

/// The (unanchored) regex of a `+prose` grammar's language: its listing's
/// (the oracle's [`super::pattern`]), where it extends one, or one of its
/// layer's entries.
pub fn union(grammar: &str) -> String {
    let (_, listing) = GRAMMARS
        .iter()
        .find(|(id, _)| *id == grammar)
        .unwrap_or_else(|| panic!("the oracle has no prose layer for `{grammar}`"));
    let mut parts: Vec<String> = listing.iter().map(|listing| super::pattern(listing)).collect();
    match grammar {
        "rfc1630+prose" => parts.extend([rfc1630::url_layer(), rfc1630::generic_layer()]),
        "url-03+prose" => parts.push(url03::layer()),
        "url7+prose" => parts.push(drafts::url7_layer()),
        "url4+prose" => parts.push(drafts::url4_layer()),
        "rfc6068+prose" => parts.push(super::rfc6068::prose()),
        other => panic!("the oracle has no prose layer for `{other}`"),
    }
    alt(&parts)
}

/// RFC 959's `<type-code> ::= A [<sp> <form-code>] | E [<sp> <form-code>] | I | L <sp> <byte-size>`
/// with "THE SPACE ... OMITTED FROM THE URL" (RFC 1630 003 l.772-773; url-03 002 c.10059-10153), over a
/// listing's `formcode` and `digits`: the form code optional, as RFC 959 has it.
fn typecode(formcode: String, digits: String) -> String {
    alt(&[seq(&[lit("A"), opt(&formcode)]), seq(&[lit("E"), opt(&formcode)]), lit("I"), seq(&[lit("L"), digits])])
}

/// `[ # fragment ]` where the fragment may be void: "If the fragment-id is void, the hash sign may be
/// omitted: A void fragment-id with or without the hash sign means that the URL refers to the whole
/// object." (RFC 1630 003 l.565-567; url7 004 l.482-484; url4 001 l.160, "anchor-id").
fn void_fragment(fragment: String) -> String {
    opt(&seq(&[lit("#"), opt(&fragment)]))
}

/// RFC 1630's two layers (`003_8b2f656be9807e96.txt`).
mod rfc1630 {
    use super::{alt, lit, opt, rfc1630_generic as generic, rfc1630_url as url, seq, typecode, void_fragment};

    /// `[ url: ] address [ # [ fragmentid ] ]`: the URL listing's `prefixedurl  u r l : url` (l.1176) over
    /// its `url` or one of the prose's addresses, with the void fragment of l.565-567.
    pub fn url_layer() -> String {
        let address = alt(&[
            fileaddress(),
            rloginaddress(),
            tn3270address(),
            gopherslashaddress(),
            gophernotypeaddress(),
            ftptypeaddress(),
            url::url(),
        ]);
        seq(&[opt(&lit("url:")), address, void_fragment(url::fragmentid())])
    }

    /// The generic listing's `fragmentaddress  uri [ # fragmentid ]` (l.1103), with the void fragment-id
    /// of l.565-567.
    pub fn generic_layer() -> String {
        seq(&[generic::uri(), void_fragment(generic::fragmentid())])
    }

    /// "a "file" URL is provided with a host part" (l.936-940), "similar to the ftp syntax" (l.927), "A
    /// void host field is equivalent to "localhost"" (l.949): `file://` [ host ] `/` path, with the
    /// listing's `host` and `path`, no port, no type.
    fn fileaddress() -> String {
        seq(&[lit("file://"), opt(&url::host()), lit("/"), url::path()])
    }

    /// "telnet, rlogin and tn3270 Reference to interactive sessions" (l.600, 853): telnet's `login`.
    fn rloginaddress() -> String {
        seq(&[lit("rlogin://"), url::login()])
    }

    /// As `rloginaddress` (l.600, 853).
    fn tn3270address() -> String {
        seq(&[lit("tn3270://"), url::login()])
    }

    /// "the gopher community currently allows / as data characters" (l.516-518, 805-806): the listing's
    /// gopheraddress with a `gcommand` after one more `/`.
    fn gopherslashaddress() -> String {
        seq(&[lit("gopher://"), url::hostport(), lit("/"), url::gtype(), lit("/"), url::gcommand()])
    }

    /// "the gopher type character may be omiited" (l.801-803) after "a slash" (l.782-784):
    /// `gopher://` hostport `/`.
    fn gophernotypeaddress() -> String {
        seq(&[lit("gopher://"), url::hostport(), lit("/")])
    }

    /// "Possible suffixes are: ;type = <type-code>" (l.755-757, 764-768): the listing's `ftp : / / login
    /// / path`, then `;type=` without the layout spaces, then RFC 959's type code.
    fn ftptypeaddress() -> String {
        seq(&[
            lit("ftp://"),
            url::login(),
            lit("/"),
            url::path(),
            lit(";type="),
            typecode(url::formcode(), url::digits()),
        ])
    }
}

/// url-03's layer (`002_69f8b7daee82da35.txt`, cited by character offset).
mod url03 {
    use super::{alt, lit, opt, seq, typecode, url_03 as url};

    /// `[ url: ] address [ # fragmentid ]`: the listing's `prefixedurl` (c.25214) over its `url` or one of
    /// the prose's addresses; "the fragmentid part of a WWW URI" (c.10936) is the listing's unused
    /// `fragmentid` (c.26887), never void (the draft says nothing of a void one).
    pub fn layer() -> String {
        let address = alt(&[
            seq(&[lit("rlogin://"), url::login()]),
            seq(&[lit("tn3270://"), url::login()]),
            gopherslashaddress(),
            ftptypeaddress(),
            mailtoaddrspecaddress(),
            url::url(),
        ]);
        seq(&[opt(&lit("url:")), address, opt(&seq(&[lit("#"), url::fragmentid()]))])
    }

    /// Selectors "may contain any characters other than tab, return, or linefeed"; "slash "/" in gopher
    /// selector strings may not correspond to a level" (c.11236, c.11522): one more `/` before `gcommand`.
    fn gopherslashaddress() -> String {
        seq(&[lit("gopher://"), url::hostport(), lit("/"), url::gtype(), lit("/"), url::gcommand()])
    }

    /// "Possible suffixes are: ;type = Use FTP type" (c.9877-10153).
    fn ftptypeaddress() -> String {
        seq(&[
            lit("ftp://"),
            url::login(),
            lit("/"),
            url::path(),
            lit(";type="),
            typecode(url::formcode(), url::digits()),
        ])
    }

    /// "MAILTO This allows a URL to specify an RFC822 addr-spec mail address." (c.18472): one colon, then
    /// RFC 822's addr-spec (as the listing's own `midaddress` takes it, E4).
    fn mailtoaddrspecaddress() -> String {
        seq(&[lit("mailto:"), url::addr_spec()])
    }
}

/// The layers of url7 (`004_714d43b9c814fcaf.txt`) and url4 (`001_8d5ef9870e7fee48.txt`).
mod drafts {
    use super::{alt, lit, opt, seq, url4, url7, void_fragment};

    /// url7: the listing's `url`, or "TELNET, RLOGIN, TN3270" (l.774) with telnet's `login`, or gopher with
    /// "the type character and selector ... omitted" after "the initial single slash" (l.759-765); then
    /// `fragmentaddress`'s `# fragmentid` (l.855) with the void fragment-id of l.482-484.
    pub fn url7_layer() -> String {
        let address = alt(&[
            seq(&[lit("rlogin://"), url7::login()]),
            seq(&[lit("tn3270://"), url7::login()]),
            seq(&[lit("gopher://"), url7::hostport(), lit("/")]),
            url7::url(),
        ]);
        seq(&[address, void_fragment(url7::fragmentid())])
    }

    /// url4: the listing's `docaddress`, or one of the prose's addresses; then `anchoraddress`'s
    /// `# anchorid` (l.291) with the void anchor-id of l.160.
    /// - Gopher: "The first character of the URL path part ... is a single-character "type" field ...
    ///   The rest of the path is the "selector string"" (l.257): the selector right after `gtype`.
    /// - FTP: "The port number if given gives the port of the FTP server" (l.225, l.170-176): the
    ///   listing's `f t p : / / host / path` with `hostport`.
    /// - Prospero: "The host and port parts are used, and optional." (l.251): `hostport / path`.
    pub fn url4_layer() -> String {
        let address = alt(&[
            seq(&[
                lit("gopher://"),
                url4::hostport(),
                lit("/"),
                url4::gtype(),
                url4::selector(),
                opt(&seq(&[lit("?"), url4::search()])),
            ]),
            seq(&[lit("ftp://"), url4::hostport(), lit("/"), url4::path()]),
            seq(&[lit("prospero://"), url4::hostport(), lit("/"), url4::path()]),
            url4::docaddress(),
        ]);
        seq(&[address, void_fragment(url4::anchorid())])
    }
}

/// Random strings derived from the layers' productions, as the regexes
/// above write them: every one is in the union ([`union`]).
pub mod strategy {
    use super::super::{g_lit, g_opt, g_seq, Gen};
    use super::super::{rfc1630_generic, rfc1630_url, rfc822, url4, url7, url_03};
    use proptest::prelude::*;

    /// Strings of a `+prose` grammar's layer(s) (its listing's are the oracle's [`super::super::strategy`]).
    pub fn layer(grammar: &str) -> Gen {
        match grammar {
            "rfc1630+prose" => prop_oneof![3 => rfc1630_url_layer(), 1 => rfc1630_generic_layer()].boxed(),
            "url-03+prose" => url03_layer(),
            "url7+prose" => url7_layer(),
            "url4+prose" => url4_layer(),
            other => panic!("the oracle has no prose layer for `{other}`"),
        }
    }

    /// `typecode` of [`super::typecode`] over a listing's `formcode` and `digits`.
    fn typecode(formcode: Gen, digits: Gen) -> Gen {
        prop_oneof![
            g_seq(vec![g_lit("A"), g_opt(formcode.clone())]),
            g_seq(vec![g_lit("E"), g_opt(formcode)]),
            g_lit("I"),
            g_seq(vec![g_lit("L"), digits]),
        ]
        .boxed()
    }

    /// `[ # [ fragment ] ]` of [`super::void_fragment`].
    fn void_fragment(fragment: Gen) -> Gen {
        g_opt(g_seq(vec![g_lit("#"), g_opt(fragment)]))
    }

    fn rfc1630_url_layer() -> Gen {
        use rfc1630_url::strategy as url;
        let address = prop_oneof![
            g_seq(vec![g_lit("file://"), g_opt(url::host()), g_lit("/"), url::path()]),
            g_seq(vec![g_lit("rlogin://"), url::login()]),
            g_seq(vec![g_lit("tn3270://"), url::login()]),
            g_seq(vec![g_lit("gopher://"), url::hostport(), g_lit("/"), url::gtype(), g_lit("/"), url::gcommand()]),
            g_seq(vec![g_lit("gopher://"), url::hostport(), g_lit("/")]),
            g_seq(vec![
                g_lit("ftp://"),
                url::login(),
                g_lit("/"),
                url::path(),
                g_lit(";type="),
                typecode(url::formcode(), url::digits()),
            ]),
        ];
        g_seq(vec![g_opt(g_lit("url:")), address.boxed(), void_fragment(url::fragmentid())])
    }

    fn rfc1630_generic_layer() -> Gen {
        use rfc1630_generic::strategy as generic;
        g_seq(vec![generic::uri(), void_fragment(generic::fragmentid())])
    }

    fn url03_layer() -> Gen {
        use url_03::strategy as url;
        let address = prop_oneof![
            g_seq(vec![g_lit("rlogin://"), url::login()]),
            g_seq(vec![g_lit("tn3270://"), url::login()]),
            g_seq(vec![g_lit("gopher://"), url::hostport(), g_lit("/"), url::gtype(), g_lit("/"), url::gcommand()]),
            g_seq(vec![
                g_lit("ftp://"),
                url::login(),
                g_lit("/"),
                url::path(),
                g_lit(";type="),
                typecode(url::formcode(), url::digits()),
            ]),
            g_seq(vec![g_lit("mailto:"), rfc822::strategy::addr_spec(url_03::RFC822_HOST)]),
            url::url(),
        ];
        g_seq(vec![g_opt(g_lit("url:")), address.boxed(), g_opt(g_seq(vec![g_lit("#"), url::fragmentid()]))])
    }

    fn url7_layer() -> Gen {
        use url7::strategy as url;
        let address = prop_oneof![
            g_seq(vec![g_lit("rlogin://"), url::login()]),
            g_seq(vec![g_lit("tn3270://"), url::login()]),
            g_seq(vec![g_lit("gopher://"), url::hostport(), g_lit("/")]),
            url::url(),
        ];
        g_seq(vec![address.boxed(), void_fragment(url::fragmentid())])
    }

    fn url4_layer() -> Gen {
        use url4::strategy as url;
        let address = prop_oneof![
            g_seq(vec![
                g_lit("gopher://"),
                url::hostport(),
                g_lit("/"),
                url::gtype(),
                url::selector(),
                g_opt(g_seq(vec![g_lit("?"), url::search()])),
            ]),
            g_seq(vec![g_lit("ftp://"), url::hostport(), g_lit("/"), url::path()]),
            g_seq(vec![g_lit("prospero://"), url::hostport(), g_lit("/"), url::path()]),
            url::docaddress(),
        ];
        g_seq(vec![address.boxed(), void_fragment(url::anchorid())])
    }
}
