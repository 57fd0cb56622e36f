//! RFC 1738 "BNF for specific URL schemes" (§5, p.17-20), transcribed from
//! `shared/lineage/rfc1738.txt` l.924-1089, one production per item, in the
//! listing's order. Each doc line quotes the production as printed with its
//! page and line.
//!
//! The notation (l.926-932) is RFC 822's with `|` for alternatives, `[ ]`
//! for an optional element and `<n>*` for n or more repetitions; literals
//! are case-sensitive (the listing spells both cases where it allows them:
//! `lowalpha`/`hialpha`, `ftptype`). One correction: E5, the unquoted `/`
//! of `gopherurl` is the literal `/`. `gopher+_string` is `gopher_string`
//! here (E6, a name only). Everything else as printed: the regex crate
//! backtracks nothing and so needs none of the PEG rows.

use super::{alt, class, lit, opt, plus, seq, star};

/// `genericurl = scheme ":" schemepart` (p.17, l.936)
pub fn genericurl() -> String {
    seq(&[scheme(), lit(":"), schemepart()])
}

/// `url = httpurl | ftpurl | newsurl | nntpurl | telneturl | gopherurl |
/// waisurl | mailtourl | fileurl | prosperourl | otherurl` (p.17, l.941-944)
pub fn url() -> String {
    alt(&PRODUCTIONS.map(|(_, production)| production()))
}

/// A production: its name and the function giving its regex.
pub type Production = (&'static str, fn() -> String);

/// The alternatives of `url`, in the listing's order, by name.
pub const PRODUCTIONS: [Production; 11] = [
    ("httpurl", httpurl),
    ("ftpurl", ftpurl),
    ("newsurl", newsurl),
    ("nntpurl", nntpurl),
    ("telneturl", telneturl),
    ("gopherurl", gopherurl),
    ("waisurl", waisurl),
    ("mailtourl", mailtourl),
    ("fileurl", fileurl),
    ("prosperourl", prosperourl),
    ("otherurl", otherurl),
];

/// `otherurl = genericurl` (p.17, l.947)
pub fn otherurl() -> String {
    genericurl()
}

/// `scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]` (p.17, l.950)
pub fn scheme() -> String {
    plus(&class(&[LOWALPHA, DIGIT, &['+', '-', '.']]))
}

/// `schemepart = *xchar | ip-schemepart` (p.18, l.959)
pub fn schemepart() -> String {
    alt(&[star(&xchar()), ip_schemepart()])
}

/// `ip-schemepart = "//" login [ "/" urlpath ]` (p.18, l.964)
pub fn ip_schemepart() -> String {
    seq(&[lit("//"), login(), opt(&seq(&[lit("/"), urlpath()]))])
}

/// `login = [ user [ ":" password ] "@" ] hostport` (p.18, l.966)
pub fn login() -> String {
    seq(&[opt(&seq(&[user(), opt(&seq(&[lit(":"), password()])), lit("@")])), hostport()])
}

/// `hostport = host [ ":" port ]` (p.18, l.967)
pub fn hostport() -> String {
    seq(&[host(), opt(&seq(&[lit(":"), port()]))])
}

/// `host = hostname | hostnumber` (p.18, l.968)
pub fn host() -> String {
    alt(&[hostname(), hostnumber()])
}

/// `hostname = *[ domainlabel "." ] toplabel` (p.18, l.969)
pub fn hostname() -> String {
    seq(&[star(&seq(&[domainlabel(), lit(".")])), toplabel()])
}

/// `domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit` (p.18, l.970)
pub fn domainlabel() -> String {
    alt(&[alphadigit(), seq(&[alphadigit(), star(&alt(&[alphadigit(), lit("-")])), alphadigit()])])
}

/// `toplabel = alpha | alpha *[ alphadigit | "-" ] alphadigit` (p.18, l.971)
pub fn toplabel() -> String {
    alt(&[alpha(), seq(&[alpha(), star(&alt(&[alphadigit(), lit("-")])), alphadigit()])])
}

/// `alphadigit = alpha | digit` (p.18, l.972)
pub fn alphadigit() -> String {
    alt(&[alpha(), digit()])
}

/// `hostnumber = digits "." digits "." digits "." digits` (p.18, l.973)
pub fn hostnumber() -> String {
    seq(&[digits(), lit("."), digits(), lit("."), digits(), lit("."), digits()])
}

/// `port = digits` (p.18, l.974)
pub fn port() -> String {
    digits()
}

/// `user = *[ uchar | ";" | "?" | "&" | "=" ]` (p.18, l.975)
pub fn user() -> String {
    star(&alt(&[uchar(), class(&[&[';', '?', '&', '=']])]))
}

/// `password = *[ uchar | ";" | "?" | "&" | "=" ]` (p.18, l.976)
pub fn password() -> String {
    star(&alt(&[uchar(), class(&[&[';', '?', '&', '=']])]))
}

/// `urlpath = *xchar` (p.18, l.977)
pub fn urlpath() -> String {
    star(&xchar())
}

/// `ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]` (p.18, l.983)
pub fn ftpurl() -> String {
    seq(&[lit("ftp://"), login(), opt(&seq(&[lit("/"), fpath(), opt(&seq(&[lit(";type="), ftptype()]))]))])
}

/// `fpath = fsegment *[ "/" fsegment ]` (p.18, l.984)
pub fn fpath() -> String {
    seq(&[fsegment(), star(&seq(&[lit("/"), fsegment()]))])
}

/// `fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]` (p.18, l.985)
pub fn fsegment() -> String {
    star(&alt(&[uchar(), class(&[&['?', ':', '@', '&', '=']])]))
}

/// `ftptype = "A" | "I" | "D" | "a" | "i" | "d"` (p.18, l.986)
pub fn ftptype() -> String {
    class(&[&['A', 'I', 'D', 'a', 'i', 'd']])
}

/// `fileurl = "file://" [ host | "localhost" ] "/" fpath` (p.18, l.990)
pub fn fileurl() -> String {
    seq(&[lit("file://"), opt(&alt(&[host(), lit("localhost")])), lit("/"), fpath()])
}

/// `httpurl = "http://" hostport [ "/" hpath [ "?" search ]]` (p.18, l.994)
pub fn httpurl() -> String {
    seq(&[lit("http://"), hostport(), opt(&seq(&[lit("/"), hpath(), opt(&seq(&[lit("?"), search()]))]))])
}

/// `hpath = hsegment *[ "/" hsegment ]` (p.18, l.995)
pub fn hpath() -> String {
    seq(&[hsegment(), star(&seq(&[lit("/"), hsegment()]))])
}

/// `hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]` (p.18, l.996)
pub fn hsegment() -> String {
    star(&alt(&[uchar(), class(&[&[';', ':', '@', '&', '=']])]))
}

/// `search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]` (p.18, l.997)
pub fn search() -> String {
    star(&alt(&[uchar(), class(&[&[';', ':', '@', '&', '=']])]))
}

/// `gopherurl = "gopher://" hostport [ / [ gtype [ selector [ "%09" search
/// [ "%09" gopher+_string ] ] ] ] ]` (p.18, l.1001-1002); E5: `/` is `"/"`.
pub fn gopherurl() -> String {
    let plus_string = opt(&seq(&[lit("%09"), gopher_string()]));
    let search_part = opt(&seq(&[lit("%09"), search(), plus_string]));
    let after_type = opt(&seq(&[selector(), search_part]));
    seq(&[lit("gopher://"), hostport(), opt(&seq(&[lit("/"), opt(&seq(&[gtype(), after_type]))]))])
}

/// `gtype = xchar` (p.18, l.1003)
pub fn gtype() -> String {
    xchar()
}

/// `selector = *xchar` (p.18, l.1004)
pub fn selector() -> String {
    star(&xchar())
}

/// `gopher+_string = *xchar` (p.18, l.1005)
pub fn gopher_string() -> String {
    star(&xchar())
}

/// `mailtourl = "mailto:" encoded822addr` (p.19, l.1017)
pub fn mailtourl() -> String {
    seq(&[lit("mailto:"), encoded822addr()])
}

/// `encoded822addr = 1*xchar` (p.19, l.1018)
pub fn encoded822addr() -> String {
    plus(&xchar())
}

/// `newsurl = "news:" grouppart` (p.19, l.1022)
pub fn newsurl() -> String {
    seq(&[lit("news:"), grouppart()])
}

/// `grouppart = "*" | group | article` (p.19, l.1023)
pub fn grouppart() -> String {
    alt(&[lit("*"), group(), article()])
}

/// `group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]` (p.19, l.1024)
pub fn group() -> String {
    seq(&[alpha(), star(&alt(&[alpha(), digit(), class(&[&['-', '.', '+', '_']])]))])
}

/// `article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host` (p.19, l.1025)
pub fn article() -> String {
    seq(&[plus(&alt(&[uchar(), class(&[&[';', '/', '?', ':', '&', '=']])])), lit("@"), host()])
}

/// `nntpurl = "nntp://" hostport "/" group [ "/" digits ]` (p.19, l.1029)
pub fn nntpurl() -> String {
    seq(&[lit("nntp://"), hostport(), lit("/"), group(), opt(&seq(&[lit("/"), digits()]))])
}

/// `telneturl = "telnet://" login [ "/" ]` (p.19, l.1033)
pub fn telneturl() -> String {
    seq(&[lit("telnet://"), login(), opt(&lit("/"))])
}

/// `waisurl = waisdatabase | waisindex | waisdoc` (p.19, l.1037)
pub fn waisurl() -> String {
    alt(&[waisdatabase(), waisindex(), waisdoc()])
}

/// `waisdatabase = "wais://" hostport "/" database` (p.19, l.1038)
pub fn waisdatabase() -> String {
    seq(&[lit("wais://"), hostport(), lit("/"), database()])
}

/// `waisindex = "wais://" hostport "/" database "?" search` (p.19, l.1039)
pub fn waisindex() -> String {
    seq(&[lit("wais://"), hostport(), lit("/"), database(), lit("?"), search()])
}

/// `waisdoc = "wais://" hostport "/" database "/" wtype "/" wpath` (p.19, l.1040)
pub fn waisdoc() -> String {
    seq(&[lit("wais://"), hostport(), lit("/"), database(), lit("/"), wtype(), lit("/"), wpath()])
}

/// `database = *uchar` (p.19, l.1041)
pub fn database() -> String {
    star(&uchar())
}

/// `wtype = *uchar` (p.19, l.1042)
pub fn wtype() -> String {
    star(&uchar())
}

/// `wpath = *uchar` (p.19, l.1043)
pub fn wpath() -> String {
    star(&uchar())
}

/// `prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]` (p.19, l.1047)
pub fn prosperourl() -> String {
    seq(&[lit("prospero://"), hostport(), lit("/"), ppath(), star(&fieldspec())])
}

/// `ppath = psegment *[ "/" psegment ]` (p.19, l.1048)
pub fn ppath() -> String {
    seq(&[psegment(), star(&seq(&[lit("/"), psegment()]))])
}

/// `psegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]` (p.19, l.1049)
pub fn psegment() -> String {
    star(&alt(&[uchar(), class(&[&['?', ':', '@', '&', '=']])]))
}

/// `fieldspec = ";" fieldname "=" fieldvalue` (p.19, l.1050)
pub fn fieldspec() -> String {
    seq(&[lit(";"), fieldname(), lit("="), fieldvalue()])
}

/// `fieldname = *[ uchar | "?" | ":" | "@" | "&" ]` (p.19, l.1051)
pub fn fieldname() -> String {
    star(&alt(&[uchar(), class(&[&['?', ':', '@', '&']])]))
}

/// `fieldvalue = *[ uchar | "?" | ":" | "@" | "&" ]` (p.19, l.1052)
pub fn fieldvalue() -> String {
    star(&alt(&[uchar(), class(&[&['?', ':', '@', '&']])]))
}

/// `lowalpha = "a" | "b" | ... | "z"` (p.19, l.1056-1059)
pub const LOWALPHA: &[char] = &[
    'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w',
    'x', 'y', 'z',
];

/// `hialpha = "A" | "B" | ... | "Z"` (p.19, l.1060-1062)
pub const HIALPHA: &[char] = &[
    'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W',
    'X', 'Y', 'Z',
];

/// `alpha = lowalpha | hialpha` (p.20, l.1071)
pub fn alpha() -> String {
    class(&[LOWALPHA, HIALPHA])
}

/// `digit = "0" | "1" | ... | "9"` (p.20, l.1072-1073)
pub const DIGIT: &[char] = &['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

fn digit() -> String {
    class(&[DIGIT])
}

/// `safe = "$" | "-" | "_" | "." | "+"` (p.20, l.1074)
pub const SAFE: &[char] = &['$', '-', '_', '.', '+'];

/// `extra = "!" | "*" | "'" | "(" | ")" | ","` (p.20, l.1075)
pub const EXTRA: &[char] = &['!', '*', '\'', '(', ')', ','];

/// `national = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "`"` (p.20,
/// l.1076); in no production, kept for the mutations.
#[allow(dead_code)]
pub const NATIONAL: &[char] = &['{', '}', '|', '\\', '^', '~', '[', ']', '`'];

/// `punctuation = "<" | ">" | "#" | "%" | <">` (p.20, l.1077); in no
/// production, kept for the mutations.
#[allow(dead_code)]
pub const PUNCTUATION: &[char] = &['<', '>', '#', '%', '"'];

/// `reserved = ";" | "/" | "?" | ":" | "@" | "&" | "="` (p.20, l.1080)
pub const RESERVED: &[char] = &[';', '/', '?', ':', '@', '&', '='];

/// `hex = digit | "A" | ... | "F" | "a" | ... | "f"` (p.20, l.1081-1082)
pub const HEX: &[char] =
    &['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'A', 'B', 'C', 'D', 'E', 'F', 'a', 'b', 'c', 'd', 'e', 'f'];

/// `escape = "%" hex hex` (p.20, l.1083)
pub fn escape() -> String {
    seq(&[lit("%"), class(&[HEX]), class(&[HEX])])
}

/// `unreserved = alpha | digit | safe | extra` (p.20, l.1085)
pub fn unreserved() -> String {
    class(&[LOWALPHA, HIALPHA, DIGIT, SAFE, EXTRA])
}

/// `uchar = unreserved | escape` (p.20, l.1086)
pub fn uchar() -> String {
    alt(&[unreserved(), escape()])
}

/// `xchar = unreserved | reserved | escape` (p.20, l.1087)
pub fn xchar() -> String {
    alt(&[unreserved(), class(&[RESERVED]), escape()])
}

/// `digits = 1*digit` (p.20, l.1088)
pub fn digits() -> String {
    plus(&digit())
}

/// Generators, one per production, under the same names: each derives
/// random strings from the production it is named after.
pub mod strategy {
    use super::super::{g_class, g_escape_except, g_lit, g_opt, g_rep, g_seq, Gen};
    use super::{DIGIT, EXTRA, HEX, HIALPHA, LOWALPHA, RESERVED, SAFE};
    use proptest::prelude::*;

    /// `url`: each alternative equally likely.
    pub fn url() -> Gen {
        prop_oneof![
            httpurl(),
            ftpurl(),
            newsurl(),
            nntpurl(),
            telneturl(),
            gopherurl(),
            waisurl(),
            mailtourl(),
            fileurl(),
            prosperourl(),
            otherurl(),
        ]
        .boxed()
    }

    /// `otherurl = genericurl`, `genericurl = scheme ":" schemepart`; a
    /// scheme-specific name is likely, so that `otherurl` competes with its production.
    pub fn otherurl() -> Gen {
        let named = prop_oneof![
            Just("http"),
            Just("ftp"),
            Just("news"),
            Just("gopher"),
            Just("wais"),
            Just("file"),
            Just("telnet")
        ]
        .prop_map(String::from)
        .boxed();
        g_seq(vec![prop_oneof![named, scheme()].boxed(), g_lit(":"), schemepart()])
    }

    /// `scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]`
    pub fn scheme() -> Gen {
        g_rep(g_class(&[LOWALPHA, DIGIT, &['+', '-', '.']]), 1, 6)
    }

    /// `schemepart = *xchar | ip-schemepart`
    pub fn schemepart() -> Gen {
        prop_oneof![g_rep(xchar(), 0, 10), ip_schemepart()].boxed()
    }

    /// `ip-schemepart = "//" login [ "/" urlpath ]`
    pub fn ip_schemepart() -> Gen {
        g_seq(vec![g_lit("//"), login(), g_opt(g_seq(vec![g_lit("/"), g_rep(xchar(), 0, 8)]))])
    }

    /// `login = [ user [ ":" password ] "@" ] hostport`
    pub fn login() -> Gen {
        g_seq(vec![
            g_opt(g_seq(vec![userchars(), g_opt(g_seq(vec![g_lit(":"), userchars()])), g_lit("@")])),
            hostport(),
        ])
    }

    /// `user`, `password`: `*[ uchar | ";" | "?" | "&" | "=" ]`, often empty.
    fn userchars() -> Gen {
        g_rep(prop_oneof![uchar(), g_class(&[&[';', '?', '&', '=']])].boxed(), 0, 4)
    }

    /// `hostport = host [ ":" port ]`
    pub fn hostport() -> Gen {
        g_seq(vec![host(), g_opt(g_seq(vec![g_lit(":"), digits()]))])
    }

    /// `host = hostname | hostnumber`
    pub fn host() -> Gen {
        prop_oneof![3 => hostname(), 1 => hostnumber()].boxed()
    }

    /// `hostname = *[ domainlabel "." ] toplabel`
    pub fn hostname() -> Gen {
        g_seq(vec![g_rep(g_seq(vec![label(g_class(&[LOWALPHA, HIALPHA, DIGIT])), g_lit(".")]), 0, 3), toplabel()])
    }

    /// `toplabel = alpha | alpha *[ alphadigit | "-" ] alphadigit`
    fn toplabel() -> Gen {
        label(g_class(&[LOWALPHA, HIALPHA]))
    }

    /// A label whose first character comes from `first`: `first` alone, or
    /// `first *[ alphadigit | "-" ] alphadigit`.
    fn label(first: Gen) -> Gen {
        let alphadigit = || g_class(&[LOWALPHA, HIALPHA, DIGIT]);
        prop_oneof![
            first.clone(),
            g_seq(vec![first, g_rep(prop_oneof![alphadigit(), g_lit("-")].boxed(), 0, 4), alphadigit()]),
        ]
        .boxed()
    }

    /// `hostnumber = digits "." digits "." digits "." digits`
    pub fn hostnumber() -> Gen {
        g_seq(vec![digits(), g_lit("."), digits(), g_lit("."), digits(), g_lit("."), digits()])
    }

    /// `ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]`
    pub fn ftpurl() -> Gen {
        let ftptype = g_class(&[&['A', 'I', 'D', 'a', 'i', 'd']]);
        g_seq(vec![
            g_lit("ftp://"),
            login(),
            g_opt(g_seq(vec![g_lit("/"), fpath(), g_opt(g_seq(vec![g_lit(";type="), ftptype]))])),
        ])
    }

    /// `fpath = fsegment *[ "/" fsegment ]`, `fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]`
    /// (also `ppath`/`psegment`, the same rules).
    pub fn fpath() -> Gen {
        segments(&['?', ':', '@', '&', '='])
    }

    /// `segment *[ "/" segment ]`, a segment `*[ uchar | others ]`.
    fn segments(others: &'static [char]) -> Gen {
        let segment = g_rep(prop_oneof![3 => uchar(), 1 => g_class(&[others])].boxed(), 0, 4);
        g_seq(vec![segment.clone(), g_rep(g_seq(vec![g_lit("/"), segment]), 0, 3)])
    }

    /// `fileurl = "file://" [ host | "localhost" ] "/" fpath`
    pub fn fileurl() -> Gen {
        g_seq(vec![g_lit("file://"), g_opt(prop_oneof![host(), g_lit("localhost")].boxed()), g_lit("/"), fpath()])
    }

    /// `httpurl = "http://" hostport [ "/" hpath [ "?" search ]]`
    pub fn httpurl() -> Gen {
        g_seq(vec![
            g_lit("http://"),
            hostport(),
            g_opt(g_seq(vec![
                g_lit("/"),
                segments(&[';', ':', '@', '&', '=']),
                g_opt(g_seq(vec![g_lit("?"), search()])),
            ])),
        ])
    }

    /// `search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]`
    pub fn search() -> Gen {
        g_rep(prop_oneof![3 => uchar(), 1 => g_class(&[&[';', ':', '@', '&', '=']])].boxed(), 0, 5)
    }

    /// `gopherurl` (E5), with `%09` separators likely.
    pub fn gopherurl() -> Gen {
        let rest = g_seq(vec![
            xchar(),
            g_rep(prop_oneof![3 => xchar(), 1 => g_lit("%09")].boxed(), 0, 6),
            g_opt(g_seq(vec![g_lit("%09"), search(), g_opt(g_seq(vec![g_lit("%09"), g_rep(xchar(), 0, 5)]))])),
        ]);
        g_seq(vec![g_lit("gopher://"), hostport(), g_opt(g_seq(vec![g_lit("/"), g_opt(rest)]))])
    }

    /// `mailtourl = "mailto:" encoded822addr`
    pub fn mailtourl() -> Gen {
        g_seq(vec![g_lit("mailto:"), g_rep(xchar(), 1, 10)])
    }

    /// `newsurl = "news:" grouppart`
    pub fn newsurl() -> Gen {
        let group = g_seq(vec![
            g_class(&[LOWALPHA, HIALPHA]),
            g_rep(g_class(&[LOWALPHA, HIALPHA, DIGIT, &['-', '.', '+', '_']]), 0, 6),
        ]);
        let article = g_seq(vec![
            g_rep(prop_oneof![3 => uchar(), 1 => g_class(&[&[';', '/', '?', ':', '&', '=']])].boxed(), 1, 6),
            g_lit("@"),
            host(),
        ]);
        g_seq(vec![g_lit("news:"), prop_oneof![g_lit("*"), group, article].boxed()])
    }

    /// `nntpurl = "nntp://" hostport "/" group [ "/" digits ]`
    pub fn nntpurl() -> Gen {
        let group = g_seq(vec![g_class(&[LOWALPHA, HIALPHA]), g_rep(g_class(&[LOWALPHA, DIGIT, &['.', '-']]), 0, 5)]);
        g_seq(vec![g_lit("nntp://"), hostport(), g_lit("/"), group, g_opt(g_seq(vec![g_lit("/"), digits()]))])
    }

    /// `telneturl = "telnet://" login [ "/" ]`
    pub fn telneturl() -> Gen {
        g_seq(vec![g_lit("telnet://"), login(), g_opt(g_lit("/"))])
    }

    /// `waisurl = waisdatabase | waisindex | waisdoc`
    pub fn waisurl() -> Gen {
        let uchars = || g_rep(uchar(), 0, 4);
        let head = || g_seq(vec![g_lit("wais://"), hostport(), g_lit("/"), uchars()]);
        prop_oneof![
            head(),
            g_seq(vec![head(), g_lit("?"), search()]),
            g_seq(vec![head(), g_lit("/"), uchars(), g_lit("/"), uchars()]),
        ]
        .boxed()
    }

    /// `prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]`
    pub fn prosperourl() -> Gen {
        let field = || g_rep(prop_oneof![3 => uchar(), 1 => g_class(&[&['?', ':', '@', '&']])].boxed(), 0, 4);
        let fieldspec = g_seq(vec![g_lit(";"), field(), g_lit("="), field()]);
        g_seq(vec![g_lit("prospero://"), hostport(), g_lit("/"), fpath(), g_rep(fieldspec, 0, 3)])
    }

    /// `digits = 1*digit`
    pub fn digits() -> Gen {
        g_rep(g_class(&[DIGIT]), 1, 3)
    }

    /// `uchar = unreserved | escape`
    pub fn uchar() -> Gen {
        prop_oneof![6 => g_class(&[LOWALPHA, HIALPHA, DIGIT, SAFE, EXTRA]), 1 => g_escape_except(HEX, &[])].boxed()
    }

    /// `xchar = unreserved | reserved | escape`
    pub fn xchar() -> Gen {
        prop_oneof![
            6 => g_class(&[LOWALPHA, HIALPHA, DIGIT, SAFE, EXTRA]),
            2 => g_class(&[RESERVED]),
            1 => g_escape_except(HEX, &[]),
        ]
        .boxed()
    }
}
