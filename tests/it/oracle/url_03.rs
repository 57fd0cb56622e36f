//! draft-ietf-uri-url-03 "BNF for specific URL schemes" (p.13-16),
//! transcribed from `shared/seeds/002_69f8b7daee82da35.txt`, characters
//! 25214-27756 (the file is flattened to one line, so a character offset
//! stands in for a line), one production per item, in the listing's order.
//! Each doc line quotes the production as printed (whitespace runs
//! collapsed) with its page and offset.
//!
//! "Single letters stand for single letters": `h t t p :` is the literal
//! `http:`, in lowercase as printed. Two corrections: E3 (the rule name
//! `ur l` is `url`) and E4 (`addr-spec`, `content-identifier`, from
//! [`super::rfc822`]). Everything else is as printed, typos and oddities
//! included: `mailtoaddress` has two colons (F10), `safe` holds `+`, and
//! `-` twice. The listing is RFC 1630's URL listing but for those two rules
//! (F12), and is transcribed here from its own text all the same.
//! `scheme`, `afsaddress`, `cellname` and `fragmentid` are in no `url`
//! production (the listing says so of `afsaddress`; the entry `prefixedurl |
//! url` takes no fragment); `national`, `punctuation` and `reserved` are in
//! none either, and are kept for the mutations.

use super::rfc822::{self, Host};
use super::{alt, class, escape_except, lit, opt, plus, seq, star};

/// `prefixedurl u r l : url` (p.13, c.25214)
pub fn prefixedurl() -> String {
    seq(&[lit("url:"), url()])
}

/// `ur l httpaddress | ftpaddress | newsaddress | nntpaddress |
/// prosperoaddress | telnetaddress | gopheraddress | waisaddress |
/// mailtoaddress | midaddress | cidaddress` (p.13, c.25238); E3: the rule
/// name `ur l`, split by the flattening, is `url` (which `prefixedurl` names).
pub fn url() -> String {
    alt(&[
        httpaddress(),
        ftpaddress(),
        newsaddress(),
        nntpaddress(),
        prosperoaddress(),
        telnetaddress(),
        gopheraddress(),
        waisaddress(),
        mailtoaddress(),
        midaddress(),
        cidaddress(),
    ])
}

/// `scheme ialpha` (p.13, c.25402); used by no production of this listing.
#[allow(dead_code)]
pub fn scheme() -> String {
    ialpha()
}

/// `httpaddress h t t p : / / hostport [ / path ] [ ? search ]` (p.14, c.25486)
pub fn httpaddress() -> String {
    seq(&[lit("http://"), hostport(), opt(&seq(&[lit("/"), path()])), opt(&seq(&[lit("?"), search()]))])
}

/// `ftpaddress f t p : / / login / path [ ftptype ]` (p.14, c.25545)
pub fn ftpaddress() -> String {
    seq(&[lit("ftp://"), login(), lit("/"), path(), opt(&ftptype())])
}

/// `afsaddress a f s : / / cellname / path` (p.14, c.25593); "left in as
/// historical note, but is not a url production".
#[allow(dead_code)]
pub fn afsaddress() -> String {
    seq(&[lit("afs://"), cellname(), lit("/"), path()])
}

/// `newsaddress n e w s : groupart` (p.14, c.25632)
pub fn newsaddress() -> String {
    seq(&[lit("news:"), groupart()])
}

/// `nntpaddress n n t p : group / digits` (p.14, c.25663)
pub fn nntpaddress() -> String {
    seq(&[lit("nntp:"), group(), lit("/"), digits()])
}

/// `midaddress m i d : addr-spec` (p.14, c.25700)
pub fn midaddress() -> String {
    seq(&[lit("mid:"), addr_spec()])
}

/// `cidaddress c i d : content-identifier` (p.14, c.25729)
pub fn cidaddress() -> String {
    seq(&[lit("cid:"), content_identifier()])
}

/// `addr-spec`: not defined by the listing; E4 takes RFC 822's.
pub fn addr_spec() -> String {
    rfc822::addr_spec(RFC822_HOST)
}

/// `content-identifier`: not defined by the listing; E4 takes RFC 1521's.
pub fn content_identifier() -> String {
    rfc822::content_identifier(RFC822_HOST)
}

/// E4: RFC 822's character classes are limited to this listing's `xalpha`.
pub const RFC822_HOST: Host = Host { xalpha_chars: &[ALPHA, DIGIT, SAFE, EXTRA], hex: HEX };

/// `mailtoaddress m a i l t o : : xalphas @ hostname` (p.14, c.25767):
/// two colons, as printed (F10).
pub fn mailtoaddress() -> String {
    seq(&[lit("mailto::"), xalphas(), lit("@"), hostname()])
}

/// `waisaddress waisindex | waisdoc` (p.14, c.25816)
pub fn waisaddress() -> String {
    alt(&[waisindex(), waisdoc()])
}

/// `waisindex w a i s : / / hostport / database [ ? search ]` (p.14, c.25848)
pub fn waisindex() -> String {
    seq(&[lit("wais://"), hostport(), lit("/"), database(), opt(&seq(&[lit("?"), search()]))])
}

/// `waisdoc w a i s : / / hostport / database / wtype / wpath` (p.14, c.25905)
pub fn waisdoc() -> String {
    seq(&[lit("wais://"), hostport(), lit("/"), database(), lit("/"), wtype(), lit("/"), wpath()])
}

/// `wpath digits = path ; [ wpath ]` (p.14, c.25963): one or more `digits = path ;`.
pub fn wpath() -> String {
    plus(&seq(&[digits(), lit("="), path(), lit(";")]))
}

/// `groupart * | group | article` (p.14, c.25995)
pub fn groupart() -> String {
    alt(&[lit("*"), group(), article()])
}

/// `group ialpha [ . group ]` (p.14, c.26024): `ialpha`, then any number of `. ialpha`.
pub fn group() -> String {
    seq(&[ialpha(), star(&seq(&[lit("."), ialpha()]))])
}

/// `article xalphas @ host` (p.14, c.26049)
pub fn article() -> String {
    seq(&[xalphas(), lit("@"), host()])
}

/// `database xalphas` (p.14, c.26072)
pub fn database() -> String {
    xalphas()
}

/// `wtype xalphas` (p.14, c.26089)
pub fn wtype() -> String {
    xalphas()
}

/// `prosperoaddress prosperolink` (p.14, c.26103)
pub fn prosperoaddress() -> String {
    prosperolink()
}

/// `prosperolink p r o s p e r o : / / hostport / hsoname [ % 0 0 version
/// [ attributes ] ]` (p.14, c.26132)
pub fn prosperolink() -> String {
    seq(&[lit("prospero://"), hostport(), lit("/"), hsoname(), opt(&seq(&[lit("%00"), version(), opt(&attributes())]))])
}

/// `hsoname path` (p.14, c.26219)
pub fn hsoname() -> String {
    path()
}

/// `version digits` (p.14, c.26232)
pub fn version() -> String {
    digits()
}

/// `attributes attribute [ attributes ]` (p.14, c.26247): one or more `attribute`.
pub fn attributes() -> String {
    plus(&attribute())
}

/// `attribute alphanums` (p.14, c.26283)
pub fn attribute() -> String {
    alphanums()
}

/// `telnetaddress t e l n e t : / / login` (p.14, c.26303)
pub fn telnetaddress() -> String {
    seq(&[lit("telnet://"), login()])
}

/// `gopheraddress g o p h e r : / / hostport [/ gtype [ gcommand ] ]` (p.14-15, c.26341-26474)
pub fn gopheraddress() -> String {
    seq(&[lit("gopher://"), hostport(), opt(&seq(&[lit("/"), gtype(), opt(&gcommand())]))])
}

/// `login [ user [ : password ] @ ] hostport` (p.15, c.26476)
pub fn login() -> String {
    seq(&[opt(&seq(&[user(), opt(&seq(&[lit(":"), password()])), lit("@")])), hostport()])
}

/// `hostport host [ : port ]` (p.15, c.26517)
pub fn hostport() -> String {
    seq(&[host(), opt(&seq(&[lit(":"), port()]))])
}

/// `host hostname | hostnumber` (p.15, c.26542)
pub fn host() -> String {
    alt(&[hostname(), hostnumber()])
}

/// `ftptype A formcode | E formcode | I | L digits` (p.15, c.26569)
pub fn ftptype() -> String {
    alt(&[seq(&[lit("A"), formcode()]), seq(&[lit("E"), formcode()]), lit("I"), seq(&[lit("L"), digits()])])
}

/// `formcode N | T | C` (p.15, c.26616)
pub fn formcode() -> String {
    alt(&[lit("N"), lit("T"), lit("C")])
}

/// `cellname hostname` (p.15, c.26635); used only by `afsaddress`.
#[allow(dead_code)]
pub fn cellname() -> String {
    hostname()
}

/// `hostname ialpha [ . hostname ]` (p.15, c.26653): `ialpha`, then any number of `. ialpha`.
pub fn hostname() -> String {
    seq(&[ialpha(), star(&seq(&[lit("."), ialpha()]))])
}

/// `hostnumber digits . digits . digits . digits` (p.15, c.26684)
pub fn hostnumber() -> String {
    seq(&[digits(), lit("."), digits(), lit("."), digits(), lit("."), digits()])
}

/// `port digits` (p.15, c.26729)
pub fn port() -> String {
    digits()
}

/// `gcommand path` (p.15, c.26741)
pub fn gcommand() -> String {
    path()
}

/// `path void | segment [ / path ]` (p.15, c.26755)
///
/// Tail recursion: `path` derives `void`, `S`, `S/`, `S/S`, `S/S/`, ...
/// (`S` a `segment`): any number of `S/`, then `S` or `void`.
pub fn path() -> String {
    seq(&[star(&seq(&[segment(), lit("/")])), alt(&[segment(), void()])])
}

/// `segment xpalphas` (p.15, c.26786)
pub fn segment() -> String {
    xpalphas()
}

/// `search xalphas [ + search ]` (p.15, c.26803): `xalphas`, then any number of `+ xalphas`.
pub fn search() -> String {
    seq(&[xalphas(), star(&seq(&[lit("+"), xalphas()]))])
}

/// `user alphanum2 [ user ]` (p.15, c.26831): one or more `alphanum2`.
pub fn user() -> String {
    plus(&alphanum2())
}

/// `password alphanum2 [ password ]` (p.15, c.26855): one or more `alphanum2`.
pub fn password() -> String {
    plus(&alphanum2())
}

/// `fragmentid xalphas` (p.15, c.26887); used by no production of this
/// listing (its entry `prefixedurl | url` takes no fragment).
#[allow(dead_code)]
pub fn fragmentid() -> String {
    xalphas()
}

/// `gtype xalpha` (p.15, c.26906)
pub fn gtype() -> String {
    xalpha()
}

/// `alphanum2 alpha | digit | - | _ | . | +` (p.15, c.26919)
pub fn alphanum2() -> String {
    alt(&[class(&[ALPHA]), class(&[DIGIT]), lit("-"), lit("_"), lit("."), lit("+")])
}

/// `xalpha alpha | digit | safe | extra | escape` (p.15, c.26959)
pub fn xalpha() -> String {
    alt(&[class(&[ALPHA]), class(&[DIGIT]), class(&[SAFE]), class(&[EXTRA]), escape()])
}

/// `xalphas xalpha [ xalphas ]` (p.15, c.27004): one or more `xalpha`.
pub fn xalphas() -> String {
    plus(&xalpha())
}

/// `xpalpha xalpha | +` (p.15, c.27031)
pub fn xpalpha() -> String {
    alt(&[xalpha(), lit("+")])
}

/// `xpalphas xpalpha [ xpalphas ]` (p.15, c.27050): one or more `xpalpha`.
pub fn xpalphas() -> String {
    plus(&xpalpha())
}

/// `ialpha alpha [ xalphas ]` (p.15, c.27080)
pub fn ialpha() -> String {
    seq(&[class(&[ALPHA]), opt(&xalphas())])
}

/// `alpha a | b | ... | z | A | B | ... | Z` (p.15-16, c.27105-27385)
pub const ALPHA: &[char] = &[
    'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w',
    'x', 'y', 'z', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T',
    'U', 'V', 'W', 'X', 'Y', 'Z',
];

/// `digit 0 |1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9` (p.16, c.27387)
pub const DIGIT: &[char] = &['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/// `safe $ | - | _ | @ | . | & | + | -` (p.16, c.27430): `+` included, `-` twice, as printed.
pub const SAFE: &[char] = &['$', '-', '_', '@', '.', '&', '+', '-'];

/// `extra ! | * | " | ' | ( | ) | ,` (p.16, c.27465)
pub const EXTRA: &[char] = &['!', '*', '"', '\'', '(', ')', ','];

/// `reserved = | ; | / | # | ? | : | space` (p.16, c.27497)
pub const RESERVED: &[char] = &['=', ';', '/', '#', '?', ':', ' '];

/// `escape % hex hex` (p.16, c.27536)
pub fn escape() -> String {
    escape_except(HEX, &[])
}

/// `hex digit | a | b | c | d | e | f | A | B | C | D | E | F` (p.16, c.27553)
pub const HEX: &[char] =
    &['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c', 'd', 'e', 'f', 'A', 'B', 'C', 'D', 'E', 'F'];

/// `national { | } | vline | [ | ] | \ | ^ | ~` (p.16, c.27611)
pub const NATIONAL: &[char] = &['{', '}', '|', '[', ']', '\\', '^', '~'];

/// `punctuation < | >` (p.16, c.27654)
pub const PUNCTUATION: &[char] = &['<', '>'];

/// `digits digit [ digits ]` (p.16, c.27672): one or more `digit`.
pub fn digits() -> String {
    plus(&class(&[DIGIT]))
}

/// `alphanum alpha | digit` (p.16, c.27696)
pub fn alphanum() -> String {
    alt(&[class(&[ALPHA]), class(&[DIGIT])])
}

/// `alphanums alphanum [ alphanums ]` (p.16, c.27719): one or more `alphanum`.
pub fn alphanums() -> String {
    plus(&alphanum())
}

/// `void` (p.16, c.27752): the empty string.
pub fn void() -> String {
    String::new()
}

/// One strategy per production, deriving random strings from it. Choices
/// between alternatives are uniform unless weighted to reach the tricky
/// ones more often; tail recursions are bounded repetitions.
pub mod strategy {
    use super::super::rfc822::strategy as rfc822;
    use super::super::{g_class, g_escape_except, g_lit, g_opt, g_rep, g_sep, g_seq, Gen};
    use super::{ALPHA, DIGIT, EXTRA, HEX, RFC822_HOST, SAFE};
    use proptest::prelude::*;

    /// `prefixedurl u r l : url`
    pub fn prefixedurl() -> Gen {
        g_seq(vec![g_lit("url:"), url()])
    }

    /// `ur l httpaddress | ftpaddress | ... | cidaddress` (E3): each alternative equally likely.
    pub fn url() -> Gen {
        prop_oneof![
            httpaddress(),
            ftpaddress(),
            newsaddress(),
            nntpaddress(),
            prosperoaddress(),
            telnetaddress(),
            gopheraddress(),
            waisaddress(),
            mailtoaddress(),
            midaddress(),
            cidaddress(),
        ]
        .boxed()
    }

    /// `httpaddress h t t p : / / hostport [ / path ] [ ? search ]`
    pub fn httpaddress() -> Gen {
        g_seq(vec![
            g_lit("http://"),
            hostport(),
            g_opt(g_seq(vec![g_lit("/"), path()])),
            g_opt(g_seq(vec![g_lit("?"), search()])),
        ])
    }

    /// `ftpaddress f t p : / / login / path [ ftptype ]`
    pub fn ftpaddress() -> Gen {
        g_seq(vec![g_lit("ftp://"), login(), g_lit("/"), path(), g_opt(ftptype())])
    }

    /// `newsaddress n e w s : groupart`
    pub fn newsaddress() -> Gen {
        g_seq(vec![g_lit("news:"), groupart()])
    }

    /// `nntpaddress n n t p : group / digits`
    pub fn nntpaddress() -> Gen {
        g_seq(vec![g_lit("nntp:"), group(), g_lit("/"), digits()])
    }

    /// `midaddress m i d : addr-spec`
    pub fn midaddress() -> Gen {
        g_seq(vec![g_lit("mid:"), rfc822::addr_spec(RFC822_HOST)])
    }

    /// `cidaddress c i d : content-identifier`
    pub fn cidaddress() -> Gen {
        g_seq(vec![g_lit("cid:"), rfc822::content_identifier(RFC822_HOST)])
    }

    /// `mailtoaddress m a i l t o : : xalphas @ hostname`
    pub fn mailtoaddress() -> Gen {
        g_seq(vec![g_lit("mailto::"), xalphas_maybe_at(), g_lit("@"), hostname()])
    }

    /// `waisaddress waisindex | waisdoc`
    pub fn waisaddress() -> Gen {
        prop_oneof![waisindex(), waisdoc()].boxed()
    }

    /// `waisindex w a i s : / / hostport / database [ ? search ]`
    pub fn waisindex() -> Gen {
        g_seq(vec![g_lit("wais://"), hostport(), g_lit("/"), database(), g_opt(g_seq(vec![g_lit("?"), search()]))])
    }

    /// `waisdoc w a i s : / / hostport / database / wtype / wpath`
    pub fn waisdoc() -> Gen {
        g_seq(vec![g_lit("wais://"), hostport(), g_lit("/"), database(), g_lit("/"), wtype(), g_lit("/"), wpath()])
    }

    /// `wpath digits = path ; [ wpath ]`: 1 to 3 `digits = path ;`.
    pub fn wpath() -> Gen {
        g_rep(g_seq(vec![digits(), g_lit("="), path(), g_lit(";")]), 1, 3)
    }

    /// `groupart * | group | article`
    pub fn groupart() -> Gen {
        prop_oneof![1 => g_lit("*"), 2 => group(), 3 => article()].boxed()
    }

    /// `group ialpha [ . group ]`: 1 to 3 `ialpha`s joined by `.`.
    pub fn group() -> Gen {
        g_sep(ialpha(), ".", 3)
    }

    /// `article xalphas @ host`
    pub fn article() -> Gen {
        g_seq(vec![xalphas_maybe_at(), g_lit("@"), host()])
    }

    /// An `xalphas`, a third of the time one holding an `@` (a `safe`)
    /// followed by what could start a host: this is where `xalphas @ host`
    /// and `xalphas @ hostname` can be split more than one way.
    fn xalphas_maybe_at() -> Gen {
        prop_oneof![
            2 => xalphas(),
            1 => g_seq(vec![xalphas(), g_lit("@"), prop_oneof![hostnumber(), digits(), xalphas()].boxed()]),
        ]
        .boxed()
    }

    /// `database xalphas`
    pub fn database() -> Gen {
        xalphas()
    }

    /// `wtype xalphas`
    pub fn wtype() -> Gen {
        xalphas()
    }

    /// `prosperoaddress prosperolink`
    pub fn prosperoaddress() -> Gen {
        prosperolink()
    }

    /// `prosperolink p r o s p e r o : / / hostport / hsoname [ % 0 0 version [ attributes ] ]`
    pub fn prosperolink() -> Gen {
        g_seq(vec![
            g_lit("prospero://"),
            hostport(),
            g_lit("/"),
            hsoname(),
            g_opt(g_seq(vec![g_lit("%00"), version(), g_opt(attributes())])),
        ])
    }

    /// `hsoname path`
    pub fn hsoname() -> Gen {
        path()
    }

    /// `version digits`
    pub fn version() -> Gen {
        digits()
    }

    /// `attributes attribute [ attributes ]`: 1 to 3 `attribute`s.
    pub fn attributes() -> Gen {
        g_rep(attribute(), 1, 3)
    }

    /// `attribute alphanums`
    pub fn attribute() -> Gen {
        alphanums()
    }

    /// `telnetaddress t e l n e t : / / login`
    pub fn telnetaddress() -> Gen {
        g_seq(vec![g_lit("telnet://"), login()])
    }

    /// `gopheraddress g o p h e r : / / hostport [/ gtype [ gcommand ] ]`
    pub fn gopheraddress() -> Gen {
        g_seq(vec![g_lit("gopher://"), hostport(), g_opt(g_seq(vec![g_lit("/"), gtype(), g_opt(gcommand())]))])
    }

    /// `login [ user [ : password ] @ ] hostport`
    pub fn login() -> Gen {
        g_seq(vec![g_opt(g_seq(vec![user(), g_opt(g_seq(vec![g_lit(":"), password()])), g_lit("@")])), hostport()])
    }

    /// `hostport host [ : port ]`
    pub fn hostport() -> Gen {
        g_seq(vec![host(), g_opt(g_seq(vec![g_lit(":"), port()]))])
    }

    /// `host hostname | hostnumber`
    pub fn host() -> Gen {
        prop_oneof![2 => hostname(), 1 => hostnumber()].boxed()
    }

    /// `ftptype A formcode | E formcode | I | L digits`
    pub fn ftptype() -> Gen {
        prop_oneof![
            g_seq(vec![g_lit("A"), formcode()]),
            g_seq(vec![g_lit("E"), formcode()]),
            g_lit("I"),
            g_seq(vec![g_lit("L"), digits()]),
        ]
        .boxed()
    }

    /// `formcode N | T | C`
    pub fn formcode() -> Gen {
        prop_oneof![g_lit("N"), g_lit("T"), g_lit("C")].boxed()
    }

    /// `hostname ialpha [ . hostname ]`: 1 to 3 `ialpha`s joined by `.`.
    pub fn hostname() -> Gen {
        g_sep(ialpha(), ".", 3)
    }

    prop_compose! {
        /// `hostnumber digits . digits . digits . digits`
        pub fn hostnumber()(a in digits(), b in digits(), c in digits(), d in digits()) -> String {
            format!("{a}.{b}.{c}.{d}")
        }
    }

    /// `port digits`
    pub fn port() -> Gen {
        digits()
    }

    /// `gcommand path`
    pub fn gcommand() -> Gen {
        path()
    }

    /// `path void | segment [ / path ]`: up to 4 `segment /`, then `segment` or `void`.
    pub fn path() -> Gen {
        g_seq(vec![g_rep(g_seq(vec![segment(), g_lit("/")]), 0, 4), prop_oneof![2 => segment(), 1 => void()].boxed()])
    }

    /// `segment xpalphas`
    pub fn segment() -> Gen {
        xpalphas()
    }

    /// `search xalphas [ + search ]`
    pub fn search() -> Gen {
        g_seq(vec![xalphas(), g_rep(g_seq(vec![g_lit("+"), xalphas()]), 0, 3)])
    }

    /// `user alphanum2 [ user ]`: 1 to 5 `alphanum2`.
    pub fn user() -> Gen {
        g_rep(alphanum2(), 1, 5)
    }

    /// `password alphanum2 [ password ]`: 1 to 5 `alphanum2`.
    pub fn password() -> Gen {
        g_rep(alphanum2(), 1, 5)
    }

    /// `fragmentid xalphas` (in no production of this listing)
    #[allow(dead_code)]
    pub fn fragmentid() -> Gen {
        xalphas()
    }

    /// `gtype xalpha`
    pub fn gtype() -> Gen {
        xalpha()
    }

    /// `alphanum2 alpha | digit | - | _ | . | +`
    pub fn alphanum2() -> Gen {
        prop_oneof![3 => g_class(&[ALPHA]), 2 => g_class(&[DIGIT]), 1 => g_class(&[&['-', '_', '.', '+']])].boxed()
    }

    /// `xalpha alpha | digit | safe | extra | escape`
    pub fn xalpha() -> Gen {
        prop_oneof![3 => g_class(&[ALPHA]), 2 => g_class(&[DIGIT]), 3 => g_class(&[SAFE]), 1 => g_class(&[EXTRA]), 1 => escape()]
            .boxed()
    }

    /// `xalphas xalpha [ xalphas ]`: 1 to 6 `xalpha`; a fifth of the time
    /// with an `@` spliced in before a `hostnumber` or `digits` (all
    /// `xalpha`s: `@` and `.` are `safe`). After `@`, a `user @ host` or an
    /// `xalphas @ host` reading can start, and a PEG can take it.
    pub fn xalphas() -> Gen {
        prop_oneof![
            4 => g_rep(xalpha(), 1, 6),
            1 => g_seq(vec![
                g_rep(xalpha(), 0, 3),
                g_lit("@"),
                prop_oneof![hostnumber(), digits()].boxed(),
                g_rep(xalpha(), 0, 3),
            ]),
        ]
        .boxed()
    }

    /// `xpalpha xalpha | +`
    pub fn xpalpha() -> Gen {
        prop_oneof![5 => xalpha(), 1 => g_lit("+")].boxed()
    }

    /// `xpalphas xpalpha [ xpalphas ]`: 1 to 6 `xpalpha`.
    pub fn xpalphas() -> Gen {
        g_rep(xpalpha(), 1, 6)
    }

    /// `ialpha alpha [ xalphas ]`
    pub fn ialpha() -> Gen {
        g_seq(vec![g_class(&[ALPHA]), g_opt(xalphas())])
    }

    /// `escape % hex hex`
    pub fn escape() -> Gen {
        g_escape_except(HEX, &[])
    }

    /// `digits digit [ digits ]`: 1 to 3 `digit`.
    pub fn digits() -> Gen {
        g_rep(g_class(&[DIGIT]), 1, 3)
    }

    /// `alphanum alpha | digit`
    pub fn alphanum() -> Gen {
        prop_oneof![g_class(&[ALPHA]), g_class(&[DIGIT])].boxed()
    }

    /// `alphanums alphanum [ alphanums ]`: 1 to 4 `alphanum`.
    pub fn alphanums() -> Gen {
        g_rep(alphanum(), 1, 4)
    }

    /// `void`
    pub fn void() -> Gen {
        g_lit("")
    }
}
