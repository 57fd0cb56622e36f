//! url4 (Internet Draft 00, 1993) "BNF syntax", transcribed from
//! `shared/seeds/001_8d5ef9870e7fee48.txt` lines 291-344 (a markdown
//! conversion: a code block, l.291-312, then a table, l.316-344), one
//! production per item, in the listing's order. Each doc line quotes the
//! production as printed (whitespace runs collapsed) with its seed line.
//!
//! "Single letters stand for single letters": `h t t p :` is the literal
//! `http:`, in lowercase as printed; `//` is two slashes. One correction,
//! E2, for the conversion damage: the `|` lost between the alternatives of
//! the table rows is restored (`host`, `path`, `xalpha`, `alpha`, `digit`,
//! `alphanum`); `\$` is markdown's escape of `$`; the row `xpalphas  xalpha
//! +` is the rule `xpalpha`; `xpalphas  xpalphas [ xpalphas ]`
//! (left-recursive, no base case) is `xpalpha [ xpalphas ]`; and `w a i s :
//! index` is `waisindex`. Everything else is as printed: `fileaddress`
//! spells the scheme `ftp` (F15), `xalpha` holds a bare `%` and `^` and there
//! is no `escape` production (F16), `gopheraddress` puts a `/` before the
//! selector (F18), `prosperoaddress` is a path only (F19), `generic` is first
//! among `docaddress`'s alternatives (F17; the order of a BNF choice does not
//! change the language) and `afsaddress` is one of them. `alphanum` and
//! `alphanums` are in no production.

use super::{alt, class, lit, opt, plus, seq, star};

/// `anchoraddress docaddress [ # anchorid ]` (l.291): the entry.
pub fn anchoraddress() -> String {
    seq(&[docaddress(), opt(&seq(&[lit("#"), anchorid()]))])
}

/// `docaddress generic | httpaddress | fileaddress | newsaddress |
/// prosperoaddress | telnetaddress | gopheraddress | waisaddress |
/// afsaddress` (l.292-295)
pub fn docaddress() -> String {
    alt(&[
        generic(),
        httpaddress(),
        fileaddress(),
        newsaddress(),
        prosperoaddress(),
        telnetaddress(),
        gopheraddress(),
        waisaddress(),
        afsaddress(),
    ])
}

/// `generic scheme : path [ ? search ]` (l.297)
pub fn generic() -> String {
    seq(&[scheme(), lit(":"), path(), opt(&seq(&[lit("?"), search()]))])
}

/// `scheme ialpha` (l.298)
pub fn scheme() -> String {
    ialpha()
}

/// `httpaddress h t t p : // hostport [ / path ] [ ? search ]` (l.300-301)
pub fn httpaddress() -> String {
    seq(&[lit("http://"), hostport(), opt(&seq(&[lit("/"), path()])), opt(&seq(&[lit("?"), search()]))])
}

/// `fileaddress f t p : // host / path` (l.303): `ftp`, and a `host` with
/// no port, as printed (F15).
pub fn fileaddress() -> String {
    seq(&[lit("ftp://"), host(), lit("/"), path()])
}

/// `afsaddress a f s : // cellname / path` (l.304)
pub fn afsaddress() -> String {
    seq(&[lit("afs://"), cellname(), lit("/"), path()])
}

/// `newsaddress n e w s : groupart` (l.305)
pub fn newsaddress() -> String {
    seq(&[lit("news:"), groupart()])
}

/// `waisaddress w a i s : index | waisdoc` (l.306); E2: `w a i s : index`
/// (`index` is defined nowhere) is `waisindex`, the next row.
pub fn waisaddress() -> String {
    alt(&[waisindex(), waisdoc()])
}

/// `waisindex w a i s : // hostport / database [ ? search ]` (l.307-308)
pub fn waisindex() -> String {
    seq(&[lit("wais://"), hostport(), lit("/"), database(), opt(&seq(&[lit("?"), search()]))])
}

/// `waisdoc w a i s : // hostport / database / wtype / digits / path` (l.309-310)
pub fn waisdoc() -> String {
    seq(&[lit("wais://"), hostport(), lit("/"), database(), lit("/"), wtype(), lit("/"), digits(), lit("/"), path()])
}

/// `groupart * | group | article` (l.311)
pub fn groupart() -> String {
    alt(&[lit("*"), group(), article()])
}

/// `group ialpha [ . group ]` (l.312): `ialpha`, then any number of `. ialpha`.
pub fn group() -> String {
    seq(&[ialpha(), star(&seq(&[lit("."), ialpha()]))])
}

/// `article xalphas @ host` (l.316)
pub fn article() -> String {
    seq(&[xalphas(), lit("@"), host()])
}

/// `database xalphas` (l.317)
pub fn database() -> String {
    xalphas()
}

/// `wtype xalphas` (l.318)
pub fn wtype() -> String {
    xalphas()
}

/// `prosperoaddress p r o s p e r o : / / path` (l.319): no `hostport`, as
/// printed (F19).
pub fn prosperoaddress() -> String {
    seq(&[lit("prospero://"), path()])
}

/// `telnetaddress t e l n e t : / / [ user @ ] hostport` (l.320)
pub fn telnetaddress() -> String {
    seq(&[lit("telnet://"), opt(&seq(&[user(), lit("@")])), hostport()])
}

/// `gopheraddress g o p h e r : / / hostport [/ gtype [ / selector ] ] [ ?
/// search ]` (l.321)
pub fn gopheraddress() -> String {
    seq(&[
        lit("gopher://"),
        hostport(),
        opt(&seq(&[lit("/"), gtype(), opt(&seq(&[lit("/"), selector()]))])),
        opt(&seq(&[lit("?"), search()])),
    ])
}

/// `hostport host [ : port ]` (l.322)
pub fn hostport() -> String {
    seq(&[host(), opt(&seq(&[lit(":"), port()]))])
}

/// `host hostname hostnumber` (l.323); E2: `hostname | hostnumber`.
pub fn host() -> String {
    alt(&[hostname(), hostnumber()])
}

/// `cellname hostname` (l.324)
pub fn cellname() -> String {
    hostname()
}

/// `hostname ialpha [ . hostname ]` (l.325): `ialpha`, then any number of `. ialpha`.
pub fn hostname() -> String {
    seq(&[ialpha(), star(&seq(&[lit("."), ialpha()]))])
}

/// `hostnumber digits . digits . digits . digits` (l.326)
pub fn hostnumber() -> String {
    seq(&[digits(), lit("."), digits(), lit("."), digits(), lit("."), digits()])
}

/// `port digits` (l.327)
pub fn port() -> String {
    digits()
}

/// `selector path` (l.328)
pub fn selector() -> String {
    path()
}

/// `path void xpalphas [ / path ]` (l.329); E2: `void | xpalphas [ / path ]`.
///
/// Tail recursion: `path` derives `void`, `X`, `X/`, `X/X`, `X/X/`, ...
/// (`X` an `xpalphas`): any number of `X/`, then `X` or `void`.
pub fn path() -> String {
    seq(&[star(&seq(&[xpalphas(), lit("/")])), alt(&[xpalphas(), void()])])
}

/// `search xalphas [ + search ]` (l.330): `xalphas`, then any number of `+ xalphas`.
pub fn search() -> String {
    seq(&[xalphas(), star(&seq(&[lit("+"), xalphas()]))])
}

/// `user xalphas` (l.331)
pub fn user() -> String {
    xalphas()
}

/// `anchorid xalphas` (l.332)
pub fn anchorid() -> String {
    xalphas()
}

/// `gtype xalpha` (l.333)
pub fn gtype() -> String {
    xalpha()
}

/// `xalpha alpha \$ - _ @ ! % ^ & * ( ) . digit` (l.334); E2: `alpha | $ |
/// - | _ | @ | ! | % | ^ | & | * | ( | ) | . | digit` (`\$` is `$`). A bare
/// `%` and `^`, as printed (F16).
pub fn xalpha() -> String {
    alt(&[class(&[ALPHA]), class(&[XALPHA_SINGLES]), class(&[DIGIT])])
}

/// The single characters of `xalpha` (l.334): `$ - _ @ ! % ^ & * ( ) .`.
pub const XALPHA_SINGLES: &[char] = &['$', '-', '_', '@', '!', '%', '^', '&', '*', '(', ')', '.'];

/// `xalphas xalpha [ xalphas ]` (l.335): one or more `xalpha`.
pub fn xalphas() -> String {
    plus(&xalpha())
}

/// `xpalphas xalpha +` (l.336); E2: the rule `xpalpha  xalpha | +`.
pub fn xpalpha() -> String {
    alt(&[xalpha(), lit("+")])
}

/// `xpalphas xpalphas [ xpalphas ]` (l.337); E2: `xpalpha [ xpalphas ]`, one
/// or more `xpalpha`.
pub fn xpalphas() -> String {
    plus(&xpalpha())
}

/// `ialpha alpha [ xalphas ]` (l.338)
pub fn ialpha() -> String {
    seq(&[class(&[ALPHA]), opt(&xalphas())])
}

/// `alpha a b c ... X Y Z` (l.339); E2: `a | b | ... | Z`.
pub const ALPHA: &[char] = &[
    'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w',
    'x', 'y', 'z', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T',
    'U', 'V', 'W', 'X', 'Y', 'Z',
];

/// `digit 0 1 2 3 4 5 6 7 8 9` (l.340); E2: `0 | 1 | ... | 9`.
pub const DIGIT: &[char] = &['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/// `digits digit [ digits ]` (l.341): one or more `digit`.
pub fn digits() -> String {
    plus(&class(&[DIGIT]))
}

/// `alphanum alpha digit` (l.342); E2: `alpha | digit`. Used by no production.
#[allow(dead_code)]
pub fn alphanum() -> String {
    alt(&[class(&[ALPHA]), class(&[DIGIT])])
}

/// `alphanums alphanum [ alphanums ]` (l.343): one or more `alphanum`. Used
/// by no production.
#[allow(dead_code)]
pub fn alphanums() -> String {
    plus(&alphanum())
}

/// `void` (l.344): the empty string.
pub fn void() -> String {
    String::new()
}

/// One strategy per production, deriving random strings from it. Choices
/// between alternatives are uniform unless weighted to reach the tricky
/// ones more often; tail recursions are bounded repetitions.
pub mod strategy {
    use super::super::{g_class, g_lit, g_opt, g_rep, g_sep, g_seq, Gen};
    use super::{ALPHA, DIGIT, XALPHA_SINGLES};
    use proptest::prelude::*;
    use proptest::sample::select;

    /// Scheme names of the listing's own productions (and `file`, the
    /// scheme of the document's references), for `generic` to compete with.
    const SCHEME_NAMES: &[&str] = &["http", "ftp", "file", "news", "prospero", "telnet", "gopher", "wais", "afs"];

    /// `anchoraddress docaddress [ # anchorid ]`
    pub fn anchoraddress() -> Gen {
        g_seq(vec![docaddress(), g_opt(g_seq(vec![g_lit("#"), anchorid()]))])
    }

    /// `docaddress generic | httpaddress | ... | afsaddress`: `generic`
    /// twice as likely as each of the others.
    pub fn docaddress() -> Gen {
        prop_oneof![
            2 => generic(),
            1 => httpaddress(),
            1 => fileaddress(),
            1 => newsaddress(),
            1 => prosperoaddress(),
            1 => telnetaddress(),
            1 => gopheraddress(),
            1 => waisaddress(),
            1 => afsaddress(),
        ]
        .boxed()
    }

    /// `generic scheme : path [ ? search ]`
    pub fn generic() -> Gen {
        g_seq(vec![scheme(), g_lit(":"), path(), g_opt(g_seq(vec![g_lit("?"), search()]))])
    }

    /// `scheme ialpha`: half the time a scheme name of another production.
    pub fn scheme() -> Gen {
        prop_oneof![1 => ialpha(), 1 => select(SCHEME_NAMES).prop_map(String::from)].boxed()
    }

    /// `httpaddress h t t p : // hostport [ / path ] [ ? search ]`
    pub fn httpaddress() -> Gen {
        g_seq(vec![
            g_lit("http://"),
            hostport(),
            g_opt(g_seq(vec![g_lit("/"), path()])),
            g_opt(g_seq(vec![g_lit("?"), search()])),
        ])
    }

    /// `fileaddress f t p : // host / path`
    pub fn fileaddress() -> Gen {
        g_seq(vec![g_lit("ftp://"), host(), g_lit("/"), path()])
    }

    /// `afsaddress a f s : // cellname / path`
    pub fn afsaddress() -> Gen {
        g_seq(vec![g_lit("afs://"), cellname(), g_lit("/"), path()])
    }

    /// `newsaddress n e w s : groupart`
    pub fn newsaddress() -> Gen {
        g_seq(vec![g_lit("news:"), groupart()])
    }

    /// `waisaddress waisindex | waisdoc` (E2)
    pub fn waisaddress() -> Gen {
        prop_oneof![waisindex(), waisdoc()].boxed()
    }

    /// `waisindex w a i s : // hostport / database [ ? search ]`
    pub fn waisindex() -> Gen {
        g_seq(vec![g_lit("wais://"), hostport(), g_lit("/"), database(), g_opt(g_seq(vec![g_lit("?"), search()]))])
    }

    /// `waisdoc w a i s : // hostport / database / wtype / digits / path`
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

    /// An `xalphas`, a third of the time one holding an `@` followed by
    /// what could start a host: this is where `xalphas @ host` and
    /// `user @ hostport` can be split more than one way.
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

    /// `prosperoaddress p r o s p e r o : / / path`
    pub fn prosperoaddress() -> Gen {
        g_seq(vec![g_lit("prospero://"), path()])
    }

    /// `telnetaddress t e l n e t : / / [ user @ ] hostport`
    pub fn telnetaddress() -> Gen {
        g_seq(vec![g_lit("telnet://"), g_opt(g_seq(vec![user(), g_lit("@")])), hostport()])
    }

    /// `gopheraddress g o p h e r : / / hostport [/ gtype [ / selector ] ] [ ? search ]`
    pub fn gopheraddress() -> Gen {
        g_seq(vec![
            g_lit("gopher://"),
            hostport(),
            g_opt(g_seq(vec![g_lit("/"), gtype(), g_opt(g_seq(vec![g_lit("/"), selector()]))])),
            g_opt(g_seq(vec![g_lit("?"), search()])),
        ])
    }

    /// `hostport host [ : port ]`
    pub fn hostport() -> Gen {
        g_seq(vec![host(), g_opt(g_seq(vec![g_lit(":"), port()]))])
    }

    /// `host hostname | hostnumber` (E2)
    pub fn host() -> Gen {
        prop_oneof![2 => hostname(), 1 => hostnumber()].boxed()
    }

    /// `cellname hostname`
    pub fn cellname() -> Gen {
        hostname()
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

    /// `path void | xpalphas [ / path ]` (E2): up to 4 `xpalphas /`, then
    /// `xpalphas` or `void`.
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

    /// `anchorid xalphas`
    pub fn anchorid() -> Gen {
        xalphas()
    }

    /// `gtype xalpha`
    pub fn gtype() -> Gen {
        xalpha()
    }

    /// `xalpha alpha | $ | - | _ | @ | ! | % | ^ | & | * | ( | ) | . | digit` (E2)
    pub fn xalpha() -> Gen {
        prop_oneof![
            3 => g_class(&[ALPHA]),
            3 => g_class(&[XALPHA_SINGLES]),
            2 => g_class(&[DIGIT]),
        ]
        .boxed()
    }

    /// `xalphas xalpha [ xalphas ]`: 1 to 6 `xalpha`; a fifth of the time
    /// with an `@` spliced in before a `hostnumber` or `digits` (all
    /// `xalpha`s), and a tenth of the time an escape-like `%` run (`%20`,
    /// `%zz`: three `xalpha`s each, F16).
    pub fn xalphas() -> Gen {
        prop_oneof![
            7 => g_rep(xalpha(), 1, 6),
            2 => g_seq(vec![
                g_rep(xalpha(), 0, 3),
                g_lit("@"),
                prop_oneof![hostnumber(), digits()].boxed(),
                g_rep(xalpha(), 0, 3),
            ]),
            1 => g_seq(vec![
                g_rep(xalpha(), 0, 2),
                select(&["%20", "%zz", "%", "%2", "%^", "%%"][..]).prop_map(String::from).boxed(),
                g_rep(xalpha(), 0, 2),
            ]),
        ]
        .boxed()
    }

    /// `xpalpha xalpha | +` (E2)
    pub fn xpalpha() -> Gen {
        prop_oneof![5 => xalpha(), 1 => g_lit("+")].boxed()
    }

    /// `xpalphas xpalpha [ xpalphas ]` (E2): 1 to 6 `xpalpha`.
    pub fn xpalphas() -> Gen {
        g_rep(xpalpha(), 1, 6)
    }

    /// `ialpha alpha [ xalphas ]`
    pub fn ialpha() -> Gen {
        g_seq(vec![g_class(&[ALPHA]), g_opt(xalphas())])
    }

    /// `digits digit [ digits ]`: 1 to 3 `digit`.
    pub fn digits() -> Gen {
        g_rep(g_class(&[DIGIT]), 1, 3)
    }

    /// `void`
    pub fn void() -> Gen {
        g_lit("")
    }
}
