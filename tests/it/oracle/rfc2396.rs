//! RFC 2396 Appendix A "Collected BNF for URI" (p.27-28), transcribed from
//! `shared/lineage/rfc2396.txt` lines 1463-1540, one production per item, in
//! the listing's order. Each doc line quotes the production as printed
//! (whitespace runs collapsed) with its file line. No correction is applied.
//!
//! RFC 2732 §3 changes three rules (`host`, `IPv4address`, `reserved`): the
//! productions that reach them take the revision ([`Rev`]); `rfc2732.rs`
//! holds RFC 2732's rules and the RFC 2373 rules it imports.

use super::{alt, class, lit, opt, plus, rfc2732, seq, star};

/// Which listing: RFC 2396 as printed, or with RFC 2732 §3 applied.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rev {
    /// RFC 2396.
    Rfc2396,
    /// RFC 2396 with RFC 2732 §3.
    Rfc2732,
}

/// `URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]` (l.1465)
pub fn uri_reference(r: Rev) -> String {
    seq(&[opt(&alt(&[absolute_uri(r), relative_uri(r)])), opt(&seq(&[lit("#"), fragment(r)]))])
}

/// `absoluteURI = scheme ":" ( hier_part | opaque_part )` (l.1466)
pub fn absolute_uri(r: Rev) -> String {
    seq(&[scheme(), lit(":"), alt(&[hier_part(r), opaque_part(r)])])
}

/// `relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]` (l.1467)
pub fn relative_uri(r: Rev) -> String {
    seq(&[alt(&[net_path(r), abs_path(), rel_path()]), opt(&seq(&[lit("?"), query(r)]))])
}

/// `hier_part = ( net_path | abs_path ) [ "?" query ]` (l.1469)
pub fn hier_part(r: Rev) -> String {
    seq(&[alt(&[net_path(r), abs_path()]), opt(&seq(&[lit("?"), query(r)]))])
}

/// `opaque_part = uric_no_slash *uric` (l.1470)
pub fn opaque_part(r: Rev) -> String {
    seq(&[uric_no_slash(), star(&uric(r))])
}

/// `uric_no_slash = unreserved | escaped | ";" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | ","` (l.1472-1473)
pub fn uric_no_slash() -> String {
    alt(&[class(&[UNRESERVED, &[';', '?', ':', '@', '&', '=', '+', '$', ',']]), escaped()])
}

/// `net_path = "//" authority [ abs_path ]` (l.1475)
pub fn net_path(r: Rev) -> String {
    seq(&[lit("//"), authority(r), opt(&abs_path())])
}

/// `abs_path = "/" path_segments` (l.1476)
pub fn abs_path() -> String {
    seq(&[lit("/"), path_segments()])
}

/// `rel_path = rel_segment [ abs_path ]` (l.1477)
pub fn rel_path() -> String {
    seq(&[rel_segment(), opt(&abs_path())])
}

/// `rel_segment = 1*( unreserved | escaped | ";" | "@" | "&" | "=" | "+" | "$" | "," )` (l.1479-1480)
pub fn rel_segment() -> String {
    plus(&alt(&[class(&[UNRESERVED, &[';', '@', '&', '=', '+', '$', ',']]), escaped()]))
}

/// `scheme = alpha *( alpha | digit | "+" | "-" | "." )` (l.1482)
pub fn scheme() -> String {
    seq(&[class(&[ALPHA]), star(&class(&[ALPHA, DIGIT, &['+', '-', '.']]))])
}

/// `authority = server | reg_name` (l.1484)
pub fn authority(r: Rev) -> String {
    alt(&[server(r), reg_name()])
}

/// `reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )` (l.1486-1487)
pub fn reg_name() -> String {
    plus(&alt(&[class(&[UNRESERVED, &['$', ',', ';', ':', '@', '&', '=', '+']]), escaped()]))
}

/// `server = [ [ userinfo "@" ] hostport ]` (l.1489)
pub fn server(r: Rev) -> String {
    opt(&seq(&[opt(&seq(&[userinfo(), lit("@")])), hostport(r)]))
}

/// `userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," )` (l.1490-1491)
pub fn userinfo() -> String {
    star(&alt(&[class(&[UNRESERVED, &[';', ':', '&', '=', '+', '$', ',']]), escaped()]))
}

/// `hostport = host [ ":" port ]` (l.1493)
pub fn hostport(r: Rev) -> String {
    seq(&[host(r), opt(&seq(&[lit(":"), port()]))])
}

/// `host = hostname | IPv4address` (l.1494); RFC 2732's under [`Rev::Rfc2732`].
pub fn host(r: Rev) -> String {
    match r {
        Rev::Rfc2396 => alt(&[hostname(), ipv4address()]),
        Rev::Rfc2732 => rfc2732::host(),
    }
}

/// `hostname = *( domainlabel "." ) toplabel [ "." ]` (l.1495)
pub fn hostname() -> String {
    seq(&[star(&seq(&[domainlabel(), lit(".")])), toplabel(), opt(&lit("."))])
}

/// `domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum` (l.1496)
pub fn domainlabel() -> String {
    let alphanum = class(&[ALPHA, DIGIT]);
    alt(&[alphanum.clone(), seq(&[alphanum.clone(), star(&class(&[ALPHA, DIGIT, &['-']])), alphanum])])
}

/// `toplabel = alpha | alpha *( alphanum | "-" ) alphanum` (l.1497)
pub fn toplabel() -> String {
    let alpha = class(&[ALPHA]);
    alt(&[alpha.clone(), seq(&[alpha, star(&class(&[ALPHA, DIGIT, &['-']])), class(&[ALPHA, DIGIT])])])
}

/// `IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit` (l.1498)
pub fn ipv4address() -> String {
    let part = plus(&class(&[DIGIT]));
    seq(&[part.clone(), lit("."), part.clone(), lit("."), part.clone(), lit("."), part])
}

/// `port = *digit` (l.1499)
pub fn port() -> String {
    star(&class(&[DIGIT]))
}

/// `path_segments = segment *( "/" segment )` (l.1502)
pub fn path_segments() -> String {
    seq(&[segment(), star(&seq(&[lit("/"), segment()]))])
}

/// `segment = *pchar *( ";" param )` (l.1503)
pub fn segment() -> String {
    seq(&[star(&pchar()), star(&seq(&[lit(";"), param()]))])
}

/// `param = *pchar` (l.1504)
pub fn param() -> String {
    star(&pchar())
}

/// `pchar = unreserved | escaped | ":" | "@" | "&" | "=" | "+" | "$" | ","` (l.1505-1506)
pub fn pchar() -> String {
    alt(&[class(&[UNRESERVED, &[':', '@', '&', '=', '+', '$', ',']]), escaped()])
}

/// `query = *uric` (l.1508)
pub fn query(r: Rev) -> String {
    star(&uric(r))
}

/// `fragment = *uric` (l.1510)
pub fn fragment(r: Rev) -> String {
    star(&uric(r))
}

/// `uric = reserved | unreserved | escaped` (l.1519)
pub fn uric(r: Rev) -> String {
    let reserved = match r {
        Rev::Rfc2396 => RESERVED,
        Rev::Rfc2732 => rfc2732::RESERVED,
    };
    alt(&[class(&[reserved, UNRESERVED]), escaped()])
}

/// `reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | ","` (l.1520-1521)
pub const RESERVED: &[char] = &[';', '/', '?', ':', '@', '&', '=', '+', '$', ','];

/// `unreserved = alphanum | mark` (l.1522), with `mark = "-" | "_" | "." | "!" | "~" | "*" | "'" | "(" | ")"` (l.1523-1524)
pub const UNRESERVED: &[char] = &[
    'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w',
    'x', 'y', 'z', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T',
    'U', 'V', 'W', 'X', 'Y', 'Z', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '-', '_', '.', '!', '~', '*', '\'',
    '(', ')',
];

/// `escaped = "%" hex hex` (l.1526)
pub fn escaped() -> String {
    seq(&[lit("%"), class(&[HEX]), class(&[HEX])])
}

/// `hex = digit | "A" | ... | "F" | "a" | ... | "f"` (l.1527-1528)
pub const HEX: &[char] =
    &['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'A', 'B', 'C', 'D', 'E', 'F', 'a', 'b', 'c', 'd', 'e', 'f'];

/// `alpha = lowalpha | upalpha` (l.1531-1538)
pub const ALPHA: &[char] = &[
    'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w',
    'x', 'y', 'z', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T',
    'U', 'V', 'W', 'X', 'Y', 'Z',
];

/// `digit = "0" | ... | "9"` (l.1539-1540)
pub const DIGIT: &[char] = &['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/// One strategy per structural production, bounded repetitions.
pub mod strategy {
    use super::super::{g_class, g_escape_except, g_lit, g_opt, g_rep, g_seq, rfc2732, Gen};
    use super::{Rev, ALPHA, DIGIT, HEX, RESERVED, UNRESERVED};
    use proptest::prelude::*;

    /// `URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]`
    pub fn uri_reference(r: Rev) -> Gen {
        g_seq(vec![
            prop_oneof![4 => absolute_uri(r), 3 => relative_uri(r), 1 => g_lit("")].boxed(),
            g_opt(g_seq(vec![g_lit("#"), uric_run(r, 6)])),
        ])
    }

    /// `absoluteURI = scheme ":" ( hier_part | opaque_part )`
    pub fn absolute_uri(r: Rev) -> Gen {
        g_seq(vec![
            scheme(),
            g_lit(":"),
            prop_oneof![
                3 => g_seq(vec![prop_oneof![2 => net_path(r), 1 => abs_path()].boxed(), g_opt(g_seq(vec![g_lit("?"), uric_run(r, 6)]))]),
                1 => g_seq(vec![uric_no_slash(), uric_run(r, 8)]),
            ]
            .boxed(),
        ])
    }

    /// `relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]`
    pub fn relative_uri(r: Rev) -> Gen {
        g_seq(vec![
            prop_oneof![net_path(r), abs_path(), g_seq(vec![rel_segment(), g_opt(abs_path())])].boxed(),
            g_opt(g_seq(vec![g_lit("?"), uric_run(r, 6)])),
        ])
    }

    /// `net_path = "//" authority [ abs_path ]`, with `authority = server | reg_name`
    pub fn net_path(r: Rev) -> Gen {
        g_seq(vec![g_lit("//"), prop_oneof![4 => server(r), 1 => reg_name()].boxed(), g_opt(abs_path())])
    }

    /// `server = [ [ userinfo "@" ] hostport ]`
    pub fn server(r: Rev) -> Gen {
        g_opt(g_seq(vec![
            g_opt(g_seq(vec![userinfo(), g_lit("@")])),
            host(r),
            g_opt(g_seq(vec![g_lit(":"), g_rep(g_class(&[DIGIT]), 0, 5)])),
        ]))
    }

    /// `host = hostname | IPv4address` (RFC 2732: `| IPv6reference`)
    pub fn host(r: Rev) -> Gen {
        match r {
            Rev::Rfc2396 => prop_oneof![3 => hostname(), 1 => ipv4address()].boxed(),
            Rev::Rfc2732 => prop_oneof![3 => hostname(), 1 => rfc2732::strategy::ipv4address(), 2 => rfc2732::strategy::ipv6reference()].boxed(),
        }
    }

    /// `hostname = *( domainlabel "." ) toplabel [ "." ]`
    pub fn hostname() -> Gen {
        let alphanum = || g_class(&[ALPHA, DIGIT]);
        let inner = || g_rep(prop_oneof![3 => alphanum(), 1 => g_lit("-")].boxed(), 0, 3);
        let domainlabel = g_seq(vec![alphanum(), g_opt(g_seq(vec![inner(), alphanum()]))]);
        let toplabel = g_seq(vec![g_class(&[ALPHA]), g_opt(g_seq(vec![inner(), alphanum()]))]);
        g_seq(vec![g_rep(g_seq(vec![domainlabel, g_lit(".")]), 0, 3), toplabel, g_opt(g_lit("."))])
    }

    /// `IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit`
    pub fn ipv4address() -> Gen {
        let part = || g_rep(g_class(&[DIGIT]), 1, 4);
        g_seq(vec![part(), g_lit("."), part(), g_lit("."), part(), g_lit("."), part()])
    }

    /// `reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )`
    pub fn reg_name() -> Gen {
        g_rep(prop_oneof![4 => g_class(&[UNRESERVED]), 2 => g_class(&[&['$', ',', ';', ':', '@', '&', '=', '+']]), 1 => escaped()].boxed(), 1, 8)
    }

    /// `userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," )`
    pub fn userinfo() -> Gen {
        g_rep(prop_oneof![4 => g_class(&[UNRESERVED]), 1 => g_class(&[&[';', ':', '&', '=', '+', '$', ',']]), 1 => escaped()].boxed(), 0, 6)
    }

    /// `abs_path = "/" path_segments`, `segment = *pchar *( ";" param )`
    pub fn abs_path() -> Gen {
        let pchars = || g_rep(pchar(), 0, 4);
        let segment = g_seq(vec![pchars(), g_rep(g_seq(vec![g_lit(";"), pchars()]), 0, 2)]);
        g_seq(vec![g_lit("/"), g_rep(g_seq(vec![segment, g_lit("/")]), 0, 3), pchars()])
    }

    /// `rel_segment = 1*( unreserved | escaped | ";" | "@" | "&" | "=" | "+" | "$" | "," )`
    pub fn rel_segment() -> Gen {
        g_rep(prop_oneof![5 => g_class(&[UNRESERVED]), 1 => g_class(&[&[';', '@', '&', '=', '+', '$', ',']]), 1 => escaped()].boxed(), 1, 6)
    }

    /// `scheme = alpha *( alpha | digit | "+" | "-" | "." )`
    pub fn scheme() -> Gen {
        g_seq(vec![g_class(&[ALPHA]), g_rep(g_class(&[ALPHA, DIGIT, &['+', '-', '.']]), 0, 5)])
    }

    /// `pchar = unreserved | escaped | ":" | "@" | "&" | "=" | "+" | "$" | ","`
    pub fn pchar() -> Gen {
        prop_oneof![5 => g_class(&[UNRESERVED]), 2 => g_class(&[&[':', '@', '&', '=', '+', '$', ',']]), 1 => escaped()]
            .boxed()
    }

    /// `uric_no_slash = unreserved | escaped | ";" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | ","`
    pub fn uric_no_slash() -> Gen {
        prop_oneof![4 => g_class(&[UNRESERVED, &[';', '?', ':', '@', '&', '=', '+', '$', ',']]), 1 => escaped()].boxed()
    }

    /// `*uric` (`query`, `fragment`), at most `max` characters.
    pub fn uric_run(r: Rev, max: usize) -> Gen {
        let reserved = match r {
            Rev::Rfc2396 => RESERVED,
            Rev::Rfc2732 => rfc2732::RESERVED,
        };
        g_rep(prop_oneof![4 => g_class(&[UNRESERVED]), 2 => g_class(&[reserved]), 1 => escaped()].boxed(), 0, max)
    }

    /// `escaped = "%" hex hex`
    pub fn escaped() -> Gen {
        g_escape_except(HEX, &[])
    }
}
