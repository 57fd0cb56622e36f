//! RFC 3986 "Collected ABNF for URI" (Appendix A, p.49-50), transcribed from
//! `shared/lineage/rfc3986.txt` lines 2695-2789, one production per item,
//! in the listing's order, with RFC 2234's core rules ALPHA, DIGIT and HEXDIG
//! (`rfc2234.txt` §6.1). Each doc line quotes the production as printed.
//!
//! ABNF read as RFC 2234 defines it: quoted strings match either case
//! (§2.3: `"v"` and HEXDIG's `"A"`...`"F"`), `%x31-39` is a range, `n*m`
//! is bounded repetition (§3.6), `nX` exact repetition (§3.7). No change:
//! ABNF alternatives are unordered, as regex alternatives are.

use super::{alt, lit, opt, seq, star};

/// `n*m element`: between `min` and `max` repetitions.
fn rep(p: &str, min: usize, max: usize) -> String {
    format!("(?:{p}){{{min},{max}}}")
}

/// `n element`: exactly `n` repetitions.
fn exactly(p: &str, n: usize) -> String {
    format!("(?:{p}){{{n}}}")
}

/// `1*element`.
fn one_or_more(p: &str) -> String {
    format!("(?:{p})+")
}

/// `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]` (l.2697)
pub fn uri() -> String {
    seq(&[scheme(), lit(":"), hier_part(), opt(&seq(&[lit("?"), query()])), opt(&seq(&[lit("#"), fragment()]))])
}

/// `hier-part = "//" authority path-abempty / path-absolute / path-rootless / path-empty` (l.2699-2702)
pub fn hier_part() -> String {
    alt(&[seq(&[lit("//"), authority(), path_abempty()]), path_absolute(), path_rootless(), path_empty()])
}

/// `URI-reference = URI / relative-ref` (l.2704)
pub fn uri_reference() -> String {
    alt(&[uri(), relative_ref()])
}

/// `absolute-URI = scheme ":" hier-part [ "?" query ]` (l.2706)
pub fn absolute_uri() -> String {
    seq(&[scheme(), lit(":"), hier_part(), opt(&seq(&[lit("?"), query()]))])
}

/// `relative-ref = relative-part [ "?" query ] [ "#" fragment ]` (l.2708)
pub fn relative_ref() -> String {
    seq(&[relative_part(), opt(&seq(&[lit("?"), query()])), opt(&seq(&[lit("#"), fragment()]))])
}

/// `relative-part = "//" authority path-abempty / path-absolute / path-noscheme / path-empty` (l.2710-2713)
pub fn relative_part() -> String {
    alt(&[seq(&[lit("//"), authority(), path_abempty()]), path_absolute(), path_noscheme(), path_empty()])
}

/// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` (l.2715)
pub fn scheme() -> String {
    seq(&[alpha(), star(&alt(&[alpha(), digit(), lit("+"), lit("-"), lit(".")]))])
}

/// `authority = [ userinfo "@" ] host [ ":" port ]` (l.2717)
pub fn authority() -> String {
    seq(&[opt(&seq(&[userinfo(), lit("@")])), host(), opt(&seq(&[lit(":"), port()]))])
}

/// `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )` (l.2718)
pub fn userinfo() -> String {
    star(&alt(&[unreserved(), pct_encoded(), sub_delims(), lit(":")]))
}

/// `host = IP-literal / IPv4address / reg-name` (l.2719)
pub fn host() -> String {
    alt(&[ip_literal(), ipv4address(), reg_name()])
}

/// `port = *DIGIT` (l.2720)
pub fn port() -> String {
    star(&digit())
}

/// `IP-literal = "[" ( IPv6address / IPvFuture ) "]"` (l.2722)
pub fn ip_literal() -> String {
    seq(&[lit("["), alt(&[ipv6address(), ipvfuture()]), lit("]")])
}

/// `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )` (l.2724)
pub fn ipvfuture() -> String {
    seq(&[
        "[vV]".to_string(),
        one_or_more(&hexdig()),
        lit("."),
        one_or_more(&alt(&[unreserved(), sub_delims(), lit(":")])),
    ])
}

/// `IPv6address = 6( h16 ":" ) ls32 / "::" 5( h16 ":" ) ls32 / [ h16 ] "::" 4( h16 ":" ) ls32
/// / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32 / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
/// / [ *3( h16 ":" ) h16 ] "::" h16 ":" ls32 / [ *4( h16 ":" ) h16 ] "::" ls32
/// / [ *5( h16 ":" ) h16 ] "::" h16 / [ *6( h16 ":" ) h16 ] "::"` (l.2726-2734)
pub fn ipv6address() -> String {
    let group = seq(&[h16(), lit(":")]);
    let before = |n: usize| opt(&seq(&[rep(&group, 0, n), h16()]));
    alt(&[
        seq(&[exactly(&group, 6), ls32()]),
        seq(&[lit("::"), exactly(&group, 5), ls32()]),
        seq(&[opt(&h16()), lit("::"), exactly(&group, 4), ls32()]),
        seq(&[before(1), lit("::"), exactly(&group, 3), ls32()]),
        seq(&[before(2), lit("::"), exactly(&group, 2), ls32()]),
        seq(&[before(3), lit("::"), h16(), lit(":"), ls32()]),
        seq(&[before(4), lit("::"), ls32()]),
        seq(&[before(5), lit("::"), h16()]),
        seq(&[before(6), lit("::")]),
    ])
}

/// `h16 = 1*4HEXDIG` (l.2736)
pub fn h16() -> String {
    rep(&hexdig(), 1, 4)
}

/// `ls32 = ( h16 ":" h16 ) / IPv4address` (l.2737)
pub fn ls32() -> String {
    alt(&[seq(&[h16(), lit(":"), h16()]), ipv4address()])
}

/// `IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet` (l.2738)
pub fn ipv4address() -> String {
    let d = dec_octet();
    seq(&[d.clone(), lit("."), d.clone(), lit("."), d.clone(), lit("."), d])
}

/// `dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35` (l.2751-2755)
pub fn dec_octet() -> String {
    alt(&[
        digit(),
        seq(&["[1-9]".to_string(), digit()]),
        seq(&[lit("1"), exactly(&digit(), 2)]),
        seq(&[lit("2"), "[0-4]".to_string(), digit()]),
        seq(&[lit("25"), "[0-5]".to_string()]),
    ])
}

/// `reg-name = *( unreserved / pct-encoded / sub-delims )` (l.2757)
pub fn reg_name() -> String {
    star(&alt(&[unreserved(), pct_encoded(), sub_delims()]))
}

/// `path = path-abempty / path-absolute / path-noscheme / path-rootless / path-empty` (l.2759-2763)
pub fn path() -> String {
    alt(&[path_abempty(), path_absolute(), path_noscheme(), path_rootless(), path_empty()])
}

/// `path-abempty = *( "/" segment )` (l.2765)
pub fn path_abempty() -> String {
    star(&seq(&[lit("/"), segment()]))
}

/// `path-absolute = "/" [ segment-nz *( "/" segment ) ]` (l.2766)
pub fn path_absolute() -> String {
    seq(&[lit("/"), opt(&seq(&[segment_nz(), star(&seq(&[lit("/"), segment()]))]))])
}

/// `path-noscheme = segment-nz-nc *( "/" segment )` (l.2767)
pub fn path_noscheme() -> String {
    seq(&[segment_nz_nc(), star(&seq(&[lit("/"), segment()]))])
}

/// `path-rootless = segment-nz *( "/" segment )` (l.2768)
pub fn path_rootless() -> String {
    seq(&[segment_nz(), star(&seq(&[lit("/"), segment()]))])
}

/// `path-empty = 0<pchar>` (l.2769): zero characters.
pub fn path_empty() -> String {
    String::from("(?:)")
}

/// `segment = *pchar` (l.2771)
pub fn segment() -> String {
    star(&pchar())
}

/// `segment-nz = 1*pchar` (l.2772)
pub fn segment_nz() -> String {
    one_or_more(&pchar())
}

/// `segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )` (l.2773)
pub fn segment_nz_nc() -> String {
    one_or_more(&alt(&[unreserved(), pct_encoded(), sub_delims(), lit("@")]))
}

/// `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"` (l.2776)
pub fn pchar() -> String {
    alt(&[unreserved(), pct_encoded(), sub_delims(), lit(":"), lit("@")])
}

/// `query = *( pchar / "/" / "?" )` (l.2778)
pub fn query() -> String {
    star(&alt(&[pchar(), lit("/"), lit("?")]))
}

/// `fragment = *( pchar / "/" / "?" )` (l.2780)
pub fn fragment() -> String {
    star(&alt(&[pchar(), lit("/"), lit("?")]))
}

/// `pct-encoded = "%" HEXDIG HEXDIG` (l.2782)
pub fn pct_encoded() -> String {
    seq(&[lit("%"), hexdig(), hexdig()])
}

/// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"` (l.2784)
pub fn unreserved() -> String {
    alt(&[alpha(), digit(), lit("-"), lit("."), lit("_"), lit("~")])
}

/// `sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="` (l.2787-2788)
pub fn sub_delims() -> String {
    alt(&["!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "="].map(lit))
}

/// RFC 2234 `ALPHA = %x41-5A / %x61-7A` (l.577)
pub fn alpha() -> String {
    String::from("[A-Za-z]")
}

/// RFC 2234 `DIGIT = %x30-39` (l.594)
pub fn digit() -> String {
    String::from("[0-9]")
}

/// RFC 2234 `HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"` (l.600),
/// the quoted letters in either case (§2.3).
pub fn hexdig() -> String {
    String::from("[0-9A-Fa-f]")
}

/// Proptest strategies, one per production, deriving strings from the same
/// productions (bounded repetition; nothing else added).
pub mod strategy {
    use crate::oracle::{g_class, g_lit, g_opt, g_rep, g_seq, Gen};
    use proptest::prelude::*;

    const ALPHA: &[char] = &['a', 'b', 'x', 'y', 'z', 'A', 'Q', 'Z'];
    const DIGIT: &[char] = &['0', '1', '2', '5', '9'];
    const HEX: &[char] = &['0', '1', '9', 'a', 'f', 'A', 'F'];
    const UNRESERVED_MARKS: &[char] = &['-', '.', '_', '~'];
    const SUB_DELIMS: &[char] = &['!', '$', '&', '\'', '(', ')', '*', '+', ',', ';', '='];

    /// `URI-reference = URI / relative-ref`
    pub fn uri_reference() -> Gen {
        prop_oneof![3 => uri(), 2 => relative_ref()].boxed()
    }

    /// `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]`
    pub fn uri() -> Gen {
        g_seq(vec![
            scheme(),
            g_lit(":"),
            hier_part(),
            g_opt(g_seq(vec![g_lit("?"), query()])),
            g_opt(g_seq(vec![g_lit("#"), query()])),
        ])
    }

    /// `relative-ref = relative-part [ "?" query ] [ "#" fragment ]`
    pub fn relative_ref() -> Gen {
        g_seq(vec![relative_part(), g_opt(g_seq(vec![g_lit("?"), query()])), g_opt(g_seq(vec![g_lit("#"), query()]))])
    }

    /// `hier-part`
    fn hier_part() -> Gen {
        prop_oneof![
            3 => g_seq(vec![g_lit("//"), authority(), path_abempty()]),
            1 => path_absolute(),
            1 => path_rootless(),
            1 => g_lit(""),
        ]
        .boxed()
    }

    /// `relative-part`
    fn relative_part() -> Gen {
        prop_oneof![
            2 => g_seq(vec![g_lit("//"), authority(), path_abempty()]),
            1 => path_absolute(),
            1 => g_seq(vec![segment_nz_nc(), g_rep(g_seq(vec![g_lit("/"), segment()]), 0, 3)]),
            1 => g_lit(""),
        ]
        .boxed()
    }

    /// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`
    pub fn scheme() -> Gen {
        g_seq(vec![g_class(&[ALPHA]), g_rep(g_class(&[ALPHA, DIGIT, &['+', '-', '.']]), 0, 5)])
    }

    /// `authority = [ userinfo "@" ] host [ ":" port ]`
    fn authority() -> Gen {
        g_seq(vec![
            g_opt(g_seq(vec![
                g_rep(prop_oneof![unreserved(), pct_encoded(), sub_delims(), g_lit(":")].boxed(), 0, 6),
                g_lit("@"),
            ])),
            host(),
            g_opt(g_seq(vec![g_lit(":"), g_rep(g_class(&[DIGIT]), 0, 5)])),
        ])
    }

    /// `host = IP-literal / IPv4address / reg-name`
    fn host() -> Gen {
        prop_oneof![
            2 => g_seq(vec![g_lit("["), prop_oneof![4 => ipv6address(), 1 => ipvfuture()].boxed(), g_lit("]")]),
            2 => ipv4address(),
            // A dotted quad followed by more `reg-name` characters.
            1 => g_seq(vec![ipv4address(), g_rep(prop_oneof![unreserved(), sub_delims()].boxed(), 1, 3)]),
            3 => g_rep(prop_oneof![unreserved(), pct_encoded(), sub_delims()].boxed(), 0, 8),
        ]
        .boxed()
    }

    /// `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`
    pub fn ipvfuture() -> Gen {
        g_seq(vec![
            g_class(&[&['v', 'V']]),
            g_rep(g_class(&[HEX]), 1, 3),
            g_lit("."),
            g_rep(prop_oneof![unreserved(), sub_delims(), g_lit(":")].boxed(), 1, 4),
        ])
    }

    /// `IPv6address`: one of the nine alternatives, the optional parts drawn.
    pub fn ipv6address() -> Gen {
        let groups = |n: usize| g_rep(g_seq(vec![h16(), g_lit(":")]), n, n);
        let before = |n: usize| g_opt(g_seq(vec![g_rep(g_seq(vec![h16(), g_lit(":")]), 0, n), h16()]));
        prop_oneof![
            g_seq(vec![groups(6), ls32()]),
            g_seq(vec![g_lit("::"), groups(5), ls32()]),
            g_seq(vec![g_opt(h16()), g_lit("::"), groups(4), ls32()]),
            g_seq(vec![before(1), g_lit("::"), groups(3), ls32()]),
            g_seq(vec![before(2), g_lit("::"), groups(2), ls32()]),
            g_seq(vec![before(3), g_lit("::"), h16(), g_lit(":"), ls32()]),
            g_seq(vec![before(4), g_lit("::"), ls32()]),
            g_seq(vec![before(5), g_lit("::"), h16()]),
            g_seq(vec![before(6), g_lit("::")]),
        ]
        .boxed()
    }

    /// `h16 = 1*4HEXDIG`
    pub fn h16() -> Gen {
        g_rep(g_class(&[HEX]), 1, 4)
    }

    /// `ls32 = ( h16 ":" h16 ) / IPv4address`
    pub fn ls32() -> Gen {
        prop_oneof![g_seq(vec![h16(), g_lit(":"), h16()]), ipv4address()].boxed()
    }

    /// `IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet`
    pub fn ipv4address() -> Gen {
        g_seq(vec![dec_octet(), g_lit("."), dec_octet(), g_lit("."), dec_octet(), g_lit("."), dec_octet()])
    }

    /// `dec-octet`: its five alternatives.
    pub fn dec_octet() -> Gen {
        prop_oneof![
            g_class(&[DIGIT]),
            g_seq(vec![g_class(&[&['1', '5', '9']]), g_class(&[DIGIT])]),
            g_seq(vec![g_lit("1"), g_class(&[DIGIT]), g_class(&[DIGIT])]),
            g_seq(vec![g_lit("2"), g_class(&[&['0', '3', '4']]), g_class(&[DIGIT])]),
            g_seq(vec![g_lit("25"), g_class(&[&['0', '4', '5']])]),
        ]
        .boxed()
    }

    /// `path-abempty = *( "/" segment )`
    fn path_abempty() -> Gen {
        g_rep(g_seq(vec![g_lit("/"), segment()]), 0, 4)
    }

    /// `path-absolute = "/" [ segment-nz *( "/" segment ) ]`
    fn path_absolute() -> Gen {
        g_seq(vec![g_lit("/"), g_opt(g_seq(vec![segment_nz(), g_rep(g_seq(vec![g_lit("/"), segment()]), 0, 3)]))])
    }

    /// `path-rootless = segment-nz *( "/" segment )`
    fn path_rootless() -> Gen {
        g_seq(vec![segment_nz(), g_rep(g_seq(vec![g_lit("/"), segment()]), 0, 3)])
    }

    /// `segment = *pchar`
    fn segment() -> Gen {
        g_rep(pchar(), 0, 5)
    }

    /// `segment-nz = 1*pchar`
    fn segment_nz() -> Gen {
        g_rep(pchar(), 1, 5)
    }

    /// `segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )`
    fn segment_nz_nc() -> Gen {
        g_rep(prop_oneof![unreserved(), pct_encoded(), sub_delims(), g_lit("@")].boxed(), 1, 5)
    }

    /// `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"`
    fn pchar() -> Gen {
        prop_oneof![4 => unreserved(), 1 => pct_encoded(), 1 => sub_delims(), 1 => g_lit(":"), 1 => g_lit("@")].boxed()
    }

    /// `query = *( pchar / "/" / "?" )` (and `fragment`, the same production)
    fn query() -> Gen {
        g_rep(prop_oneof![4 => pchar(), 1 => g_lit("/"), 1 => g_lit("?")].boxed(), 0, 6)
    }

    /// `pct-encoded = "%" HEXDIG HEXDIG`
    pub fn pct_encoded() -> Gen {
        g_seq(vec![g_lit("%"), g_class(&[HEX]), g_class(&[HEX])])
    }

    /// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"`
    pub fn unreserved() -> Gen {
        g_class(&[ALPHA, DIGIT, UNRESERVED_MARKS])
    }

    /// `sub-delims`
    pub fn sub_delims() -> Gen {
        g_class(&[SUB_DELIMS])
    }
}
