//! url7 (Internet Draft 02, October 1993) "BNF syntax" (p.15-18),
//! transcribed from `shared/seeds/004_714d43b9c814fcaf.txt` lines 855-991
//! (file lines; the listing's own line-number column is four less), one
//! production per item, in the listing's order. Each doc line quotes the
//! production as printed (whitespace runs collapsed) with its seed line.
//!
//! "Single letters stand for single letters": `h t t p :` is the literal
//! `http:`, in lowercase as printed. One correction: E1 (`xpalphas  xpalpha
//! [ xpalpha ]` read as `xpalpha [ xpalphas ]`). Everything else is as
//! printed: `extra` holds `:`, `;` and space (F13), so every `xalphas` may
//! hold them; `generic` is first among `url`'s alternatives (F14; the order
//! of a BNF choice does not change the language); `ftpaddress` has no
//! `ftptype` and `gopheraddress` takes a `? search`. `afsaddress` and
//! `cellname` are in no `url` production (the listing says so of
//! `afsaddress`); `national` and `punctuation` are in none either, and are
//! kept for the mutations.

use super::{alt, class, escape_except, lit, opt, plus, seq, star};

/// `fragmentaddress uri [ # fragmentid ]` (l.855): the entry.
pub fn fragmentaddress() -> String {
    seq(&[uri(), opt(&seq(&[lit("#"), fragmentid()]))])
}

/// `uri url` (l.857)
pub fn uri() -> String {
    url()
}

/// `url generic | httpaddress | ftpaddress | newsaddress | prosperoaddress
/// | telnetaddress | gopheraddress | waisaddress` (l.859-861)
pub fn url() -> String {
    alt(&[
        generic(),
        httpaddress(),
        ftpaddress(),
        newsaddress(),
        prosperoaddress(),
        telnetaddress(),
        gopheraddress(),
        waisaddress(),
    ])
}

/// `generic scheme : path [ ? search ]` (l.863)
pub fn generic() -> String {
    seq(&[scheme(), lit(":"), path(), opt(&seq(&[lit("?"), search()]))])
}

/// `scheme ialpha` (l.865)
pub fn scheme() -> String {
    ialpha()
}

/// `httpaddress h t t p : / / hostport [ / path ] [ ? search ]` (l.867-868)
pub fn httpaddress() -> String {
    seq(&[lit("http://"), hostport(), opt(&seq(&[lit("/"), path()])), opt(&seq(&[lit("?"), search()]))])
}

/// `ftpaddress f t p : / / login / path` (l.875)
pub fn ftpaddress() -> String {
    seq(&[lit("ftp://"), login(), lit("/"), path()])
}

/// `afsaddress a f s : / / cellname / path` (l.877); "left in as historical
/// note, but is not a url production".
#[allow(dead_code)]
pub fn afsaddress() -> String {
    seq(&[lit("afs://"), cellname(), lit("/"), path()])
}

/// `newsaddress n e w s : groupart` (l.879)
pub fn newsaddress() -> String {
    seq(&[lit("news:"), groupart()])
}

/// `waisaddress waisindex | waisdoc` (l.881)
pub fn waisaddress() -> String {
    alt(&[waisindex(), waisdoc()])
}

/// `waisindex w a i s : / / hostport / database [ ? search ]` (l.883-884)
pub fn waisindex() -> String {
    seq(&[lit("wais://"), hostport(), lit("/"), database(), opt(&seq(&[lit("?"), search()]))])
}

/// `waisdoc w a i s : / / hostport / database / wtype / digits / path` (l.886-887)
pub fn waisdoc() -> String {
    seq(&[lit("wais://"), hostport(), lit("/"), database(), lit("/"), wtype(), lit("/"), digits(), lit("/"), path()])
}

/// `groupart * | group | article` (l.889)
pub fn groupart() -> String {
    alt(&[lit("*"), group(), article()])
}

/// `group ialpha [ . group ]` (l.891): `ialpha`, then any number of `. ialpha`.
pub fn group() -> String {
    seq(&[ialpha(), star(&seq(&[lit("."), ialpha()]))])
}

/// `article xalphas @ host` (l.893)
pub fn article() -> String {
    seq(&[xalphas(), lit("@"), host()])
}

/// `database xalphas` (l.895)
pub fn database() -> String {
    xalphas()
}

/// `wtype xalphas` (l.897)
pub fn wtype() -> String {
    xalphas()
}

/// `prosperoaddress prosperolink` (l.899)
pub fn prosperoaddress() -> String {
    prosperolink()
}

/// `prosperolink p r o s p e r o : / / hostport / hsoname [ % 0 0 version
/// [ attributes ] ]` (l.901-902)
pub fn prosperolink() -> String {
    seq(&[lit("prospero://"), hostport(), lit("/"), hsoname(), opt(&seq(&[lit("%00"), version(), opt(&attributes())]))])
}

/// `hsoname path` (l.904)
pub fn hsoname() -> String {
    path()
}

/// `version digits` (l.906)
pub fn version() -> String {
    digits()
}

/// `attributes attribute [ attributes ]` (l.908): one or more `attribute`.
pub fn attributes() -> String {
    plus(&attribute())
}

/// `attribute alphanums` (l.910)
pub fn attribute() -> String {
    alphanums()
}

/// `telnetaddress t e l n e t : / / login` (l.912)
pub fn telnetaddress() -> String {
    seq(&[lit("telnet://"), login()])
}

/// `gopheraddress g o p h e r : / / hostport [/ gtype [ selector ] ] [ ?
/// search ]` (l.914-915)
pub fn gopheraddress() -> String {
    seq(&[
        lit("gopher://"),
        hostport(),
        opt(&seq(&[lit("/"), gtype(), opt(&selector())])),
        opt(&seq(&[lit("?"), search()])),
    ])
}

/// `login [ user [ : password ] @ ] hostport` (l.917)
pub fn login() -> String {
    seq(&[opt(&seq(&[user(), opt(&seq(&[lit(":"), password()])), lit("@")])), hostport()])
}

/// `hostport host [ : port ]` (l.919)
pub fn hostport() -> String {
    seq(&[host(), opt(&seq(&[lit(":"), port()]))])
}

/// `host hostname | hostnumber` (l.921)
pub fn host() -> String {
    alt(&[hostname(), hostnumber()])
}

/// `cellname hostname` (l.923); used only by `afsaddress`.
#[allow(dead_code)]
pub fn cellname() -> String {
    hostname()
}

/// `hostname ialpha [ . hostname ]` (l.925): `ialpha`, then any number of `. ialpha`.
pub fn hostname() -> String {
    seq(&[ialpha(), star(&seq(&[lit("."), ialpha()]))])
}

/// `hostnumber digits . digits . digits . digits` (l.927)
pub fn hostnumber() -> String {
    seq(&[digits(), lit("."), digits(), lit("."), digits(), lit("."), digits()])
}

/// `port digits` (l.933)
pub fn port() -> String {
    digits()
}

/// `selector path` (l.935)
pub fn selector() -> String {
    path()
}

/// `path void | xpalphas [ / path ]` (l.937)
///
/// Tail recursion: `path` derives `void`, `X`, `X/`, `X/X`, `X/X/`, ...
/// (`X` an `xpalphas`): any number of `X/`, then `X` or `void`.
pub fn path() -> String {
    seq(&[star(&seq(&[xpalphas(), lit("/")])), alt(&[xpalphas(), void()])])
}

/// `search xalphas [ + search ]` (l.939): `xalphas`, then any number of `+ xalphas`.
pub fn search() -> String {
    seq(&[xalphas(), star(&seq(&[lit("+"), xalphas()]))])
}

/// `user xalphas` (l.941)
pub fn user() -> String {
    xalphas()
}

/// `password xalphas` (l.943)
pub fn password() -> String {
    xalphas()
}

/// `fragmentid xalphas` (l.945)
pub fn fragmentid() -> String {
    xalphas()
}

/// `gtype xalpha` (l.947)
pub fn gtype() -> String {
    xalpha()
}

/// `xalpha alpha | digit | safe | extra | escape` (l.949)
pub fn xalpha() -> String {
    alt(&[class(&[ALPHA]), class(&[DIGIT]), class(&[SAFE]), class(&[EXTRA]), escape()])
}

/// `xalphas xalpha [ xalphas ]` (l.951): one or more `xalpha`.
pub fn xalphas() -> String {
    plus(&xalpha())
}

/// `xpalpha xalpha | +` (l.953)
pub fn xpalpha() -> String {
    alt(&[xalpha(), lit("+")])
}

/// `xpalphas xpalpha [ xpalpha ]` (l.955); E1: read as `xpalpha [ xpalphas ]`,
/// one or more `xpalpha`.
pub fn xpalphas() -> String {
    plus(&xpalpha())
}

/// `ialpha alpha [ xalphas ]` (l.957)
pub fn ialpha() -> String {
    seq(&[class(&[ALPHA]), opt(&xalphas())])
}

/// `alpha a | b | ... | z | A | B | ... | Z` (l.959-963)
pub const ALPHA: &[char] = &[
    'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w',
    'x', 'y', 'z', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T',
    'U', 'V', 'W', 'X', 'Y', 'Z',
];

/// `digit 0 |1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9` (l.965)
pub const DIGIT: &[char] = &['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/// `safe $ | - | _ | @ | . | &` (l.967): no `+` (unlike RFC 1630's URL listing).
pub const SAFE: &[char] = &['$', '-', '_', '@', '.', '&'];

/// `extra ! | * | " | ' | ( | ) | : | ; | , | space` (l.969): `:`, `;` and
/// space included, as printed (F13).
pub const EXTRA: &[char] = &['!', '*', '"', '\'', '(', ')', ':', ';', ',', ' '];

/// `escape % hex hex` (l.971)
pub fn escape() -> String {
    escape_except(HEX, &[])
}

/// `hex digit | a | b | c | d | e | f | A | B | C | D | E | F` (l.973-974)
pub const HEX: &[char] =
    &['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c', 'd', 'e', 'f', 'A', 'B', 'C', 'D', 'E', 'F'];

/// `national { | } | vline | [ | ] | \ | ^ | ~` (l.976)
pub const NATIONAL: &[char] = &['{', '}', '|', '[', ']', '\\', '^', '~'];

/// `punctuation < | >` (l.978)
pub const PUNCTUATION: &[char] = &['<', '>'];

/// `digits digit [ digits ]` (l.980): one or more `digit`.
pub fn digits() -> String {
    plus(&class(&[DIGIT]))
}

/// `alphanum alpha | digit` (l.982)
pub fn alphanum() -> String {
    alt(&[class(&[ALPHA]), class(&[DIGIT])])
}

/// `alphanums alphanum [ alphanums ]` (l.984): one or more `alphanum`.
pub fn alphanums() -> String {
    plus(&alphanum())
}

/// `void` (l.991): the empty string.
pub fn void() -> String {
    String::new()
}

/// One strategy per production, deriving random strings from it. Choices
/// between alternatives are uniform unless weighted to reach the tricky
/// ones more often; tail recursions are bounded repetitions.
pub mod strategy {
    use super::super::{g_class, g_escape_except, g_lit, g_opt, g_rep, g_sep, g_seq, Gen};
    use super::{ALPHA, DIGIT, EXTRA, HEX, SAFE};
    use proptest::prelude::*;
    use proptest::sample::select;

    /// Scheme names of the listing's productions (and of `afsaddress`, in
    /// no `url` production), for `generic` to compete with.
    const SCHEME_NAMES: &[&str] = &["http", "ftp", "news", "prospero", "telnet", "gopher", "wais", "afs"];

    /// `fragmentaddress uri [ # fragmentid ]`
    pub fn fragmentaddress() -> Gen {
        g_seq(vec![uri(), g_opt(g_seq(vec![g_lit("#"), fragmentid()]))])
    }

    /// `uri url`
    pub fn uri() -> Gen {
        url()
    }

    /// `url generic | httpaddress | ... | waisaddress`: `generic` twice as
    /// likely as each of the others (its scheme may be any `ialpha`,
    /// including a scheme-specific production's name).
    pub fn url() -> Gen {
        prop_oneof![
            2 => generic(),
            1 => httpaddress(),
            1 => ftpaddress(),
            1 => newsaddress(),
            1 => prosperoaddress(),
            1 => telnetaddress(),
            1 => gopheraddress(),
            1 => waisaddress(),
        ]
        .boxed()
    }

    /// `generic scheme : path [ ? search ]`
    pub fn generic() -> Gen {
        g_seq(vec![scheme(), g_lit(":"), path(), g_opt(g_seq(vec![g_lit("?"), search()]))])
    }

    /// `scheme ialpha`: half the time the name of a scheme-specific
    /// production, so that `generic` and that production compete.
    pub fn scheme() -> Gen {
        prop_oneof![1 => ialpha(), 1 => select(SCHEME_NAMES).prop_map(String::from)].boxed()
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

    /// `ftpaddress f t p : / / login / path`
    pub fn ftpaddress() -> Gen {
        g_seq(vec![g_lit("ftp://"), login(), g_lit("/"), path()])
    }

    /// `newsaddress n e w s : groupart`
    pub fn newsaddress() -> Gen {
        g_seq(vec![g_lit("news:"), groupart()])
    }

    /// `waisaddress waisindex | waisdoc`
    pub fn waisaddress() -> Gen {
        prop_oneof![waisindex(), waisdoc()].boxed()
    }

    /// `waisindex w a i s : / / hostport / database [ ? search ]`
    pub fn waisindex() -> Gen {
        g_seq(vec![g_lit("wais://"), hostport(), g_lit("/"), database(), g_opt(g_seq(vec![g_lit("?"), search()]))])
    }

    /// `waisdoc w a i s : / / hostport / database / wtype / digits / path`
    pub fn waisdoc() -> Gen {
        g_seq(vec![
            g_lit("wais://"),
            hostport(),
            g_lit("/"),
            database(),
            g_lit("/"),
            wtype(),
            g_lit("/"),
            digits(),
            g_lit("/"),
            path(),
        ])
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
    /// and `user @ hostport` can be split more than one way.
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

    /// `gopheraddress g o p h e r : / / hostport [/ gtype [ selector ] ] [ ? search ]`
    pub fn gopheraddress() -> Gen {
        g_seq(vec![
            g_lit("gopher://"),
            hostport(),
            g_opt(g_seq(vec![g_lit("/"), gtype(), g_opt(selector())])),
            g_opt(g_seq(vec![g_lit("?"), search()])),
        ])
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

    /// `selector path`
    pub fn selector() -> Gen {
        path()
    }

    /// `path void | xpalphas [ / path ]`: up to 4 `xpalphas /`, then `xpalphas` or `void`.
    pub fn path() -> Gen {
        g_seq(vec![g_rep(g_seq(vec![xpalphas(), g_lit("/")]), 0, 4), prop_oneof![2 => xpalphas(), 1 => void()].boxed()])
    }

    /// `search xalphas [ + search ]`
    pub fn search() -> Gen {
        g_seq(vec![xalphas(), g_rep(g_seq(vec![g_lit("+"), xalphas()]), 0, 3)])
    }

    /// `user xalphas`, sometimes holding an `@`.
    pub fn user() -> Gen {
        xalphas_maybe_at()
    }

    /// `password xalphas`
    pub fn password() -> Gen {
        xalphas()
    }

    /// `fragmentid xalphas`
    pub fn fragmentid() -> Gen {
        xalphas()
    }

    /// `gtype xalpha`
    pub fn gtype() -> Gen {
        xalpha()
    }

    /// `xalpha alpha | digit | safe | extra | escape`
    pub fn xalpha() -> Gen {
        prop_oneof![3 => g_class(&[ALPHA]), 2 => g_class(&[DIGIT]), 3 => g_class(&[SAFE]), 2 => g_class(&[EXTRA]), 1 => escape()]
            .boxed()
    }

    /// `xalphas xalpha [ xalphas ]`: 1 to 6 `xalpha`; a fifth of the time
    /// with an `@` spliced in before a `hostnumber` or `digits` (all
    /// `xalpha`s: `@` and `.` are `safe`), sometimes with a `: digits`
    /// after it (`:` is an `extra`, F13).
    pub fn xalphas() -> Gen {
        prop_oneof![
            4 => g_rep(xalpha(), 1, 6),
            1 => g_seq(vec![
                g_rep(xalpha(), 0, 3),
                g_lit("@"),
                prop_oneof![hostnumber(), digits()].boxed(),
                g_opt(g_seq(vec![g_lit(":"), digits()])),
                g_rep(xalpha(), 0, 3),
            ]),
        ]
        .boxed()
    }

    /// `xpalpha xalpha | +`
    pub fn xpalpha() -> Gen {
        prop_oneof![5 => xalpha(), 1 => g_lit("+")].boxed()
    }

    /// `xpalphas xpalpha [ xpalphas ]` (E1): 1 to 6 `xpalpha`.
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
