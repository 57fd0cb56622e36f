//! RFC 3987 "ABNF for IRI References and IRIs" (§2.2, p.7-9), transcribed
//! from `shared/lineage/rfc3987.txt` lines 375-492, one production per item,
//! in the document's order: the rules that differ from RFC 3986's (l.375-442),
//! then those it prints as RFC 3986's (l.457-492), with RFC 2234's core rules
//! ALPHA, DIGIT and HEXDIG (`rfc2234.txt` §6.1). Each doc line quotes the
//! production as printed.
//!
//! ABNF read as RFC 2234 defines it, and as §2.2 says of this listing:
//! "Terminals in the ABNF are characters, not bytes" (l.360), so
//! `%xA0-D7FF` is a range of code points, a regex class over `char`s.
//! Quoted strings match either case (RFC 2234 §2.3), `n*m` is bounded
//! repetition, `nX` exact repetition. No change: ABNF alternatives are
//! unordered, as regex alternatives are, so the "first-match-wins" sentence
//! (l.444-445), which picks among derivations, does not enter a recognizer.
//! Written from the document alone, but for the rules it prints as RFC
//! 3986's (l.455-492), which are the RFC 3986 recognizer's; it shares
//! nothing with `src/`.

use super::{alt, lit, opt, seq, star};

/// `1*element`.
fn one_or_more(p: &str) -> String {
    format!("(?:{p})+")
}

/// `%xLO-HI / ...`: one code point in one of the ranges.
fn code_points(ranges: &[(u32, u32)]) -> String {
    let mut out = String::from("[");
    for &(lo, hi) in ranges {
        out.push_str(&format!("\\x{{{lo:X}}}-\\x{{{hi:X}}}"));
    }
    out.push(']');
    out
}

/// `IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]` (l.375-376)
pub fn iri() -> String {
    seq(&[scheme(), lit(":"), ihier_part(), opt(&seq(&[lit("?"), iquery()])), opt(&seq(&[lit("#"), ifragment()]))])
}

/// `ihier-part = "//" iauthority ipath-abempty / ipath-absolute / ipath-rootless / ipath-empty` (l.378-381)
pub fn ihier_part() -> String {
    alt(&[seq(&[lit("//"), iauthority(), ipath_abempty()]), ipath_absolute(), ipath_rootless(), ipath_empty()])
}

/// `IRI-reference = IRI / irelative-ref` (l.383)
pub fn iri_reference() -> String {
    alt(&[iri(), irelative_ref()])
}

/// `absolute-IRI = scheme ":" ihier-part [ "?" iquery ]` (l.385)
pub fn absolute_iri() -> String {
    seq(&[scheme(), lit(":"), ihier_part(), opt(&seq(&[lit("?"), iquery()]))])
}

/// `irelative-ref = irelative-part [ "?" iquery ] [ "#" ifragment ]` (l.387)
pub fn irelative_ref() -> String {
    seq(&[irelative_part(), opt(&seq(&[lit("?"), iquery()])), opt(&seq(&[lit("#"), ifragment()]))])
}

/// `irelative-part = "//" iauthority ipath-abempty / ipath-absolute / ipath-noscheme / ipath-empty` (l.389-400)
pub fn irelative_part() -> String {
    alt(&[seq(&[lit("//"), iauthority(), ipath_abempty()]), ipath_absolute(), ipath_noscheme(), ipath_empty()])
}

/// `iauthority = [ iuserinfo "@" ] ihost [ ":" port ]` (l.402)
pub fn iauthority() -> String {
    seq(&[opt(&seq(&[iuserinfo(), lit("@")])), ihost(), opt(&seq(&[lit(":"), port()]))])
}

/// `iuserinfo = *( iunreserved / pct-encoded / sub-delims / ":" )` (l.403)
pub fn iuserinfo() -> String {
    star(&alt(&[iunreserved(), pct_encoded(), sub_delims(), lit(":")]))
}

/// `ihost = IP-literal / IPv4address / ireg-name` (l.404)
pub fn ihost() -> String {
    alt(&[ip_literal(), ipv4address(), ireg_name()])
}

/// `ireg-name = *( iunreserved / pct-encoded / sub-delims )` (l.406)
pub fn ireg_name() -> String {
    star(&alt(&[iunreserved(), pct_encoded(), sub_delims()]))
}

/// `ipath = ipath-abempty / ipath-absolute / ipath-noscheme / ipath-rootless / ipath-empty` (l.408-412)
pub fn ipath() -> String {
    alt(&[ipath_abempty(), ipath_absolute(), ipath_noscheme(), ipath_rootless(), ipath_empty()])
}

/// `ipath-abempty = *( "/" isegment )` (l.414)
pub fn ipath_abempty() -> String {
    star(&seq(&[lit("/"), isegment()]))
}

/// `ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]` (l.415)
pub fn ipath_absolute() -> String {
    seq(&[lit("/"), opt(&seq(&[isegment_nz(), star(&seq(&[lit("/"), isegment()]))]))])
}

/// `ipath-noscheme = isegment-nz-nc *( "/" isegment )` (l.416)
pub fn ipath_noscheme() -> String {
    seq(&[isegment_nz_nc(), star(&seq(&[lit("/"), isegment()]))])
}

/// `ipath-rootless = isegment-nz *( "/" isegment )` (l.417)
pub fn ipath_rootless() -> String {
    seq(&[isegment_nz(), star(&seq(&[lit("/"), isegment()]))])
}

/// `ipath-empty = 0<ipchar>` (l.418): zero characters.
pub fn ipath_empty() -> String {
    String::from("(?:)")
}

/// `isegment = *ipchar` (l.420)
pub fn isegment() -> String {
    star(&ipchar())
}

/// `isegment-nz = 1*ipchar` (l.421)
pub fn isegment_nz() -> String {
    one_or_more(&ipchar())
}

/// `isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims / "@" )` (l.422-423)
pub fn isegment_nz_nc() -> String {
    one_or_more(&alt(&[iunreserved(), pct_encoded(), sub_delims(), lit("@")]))
}

/// `ipchar = iunreserved / pct-encoded / sub-delims / ":" / "@"` (l.426-427)
pub fn ipchar() -> String {
    alt(&[iunreserved(), pct_encoded(), sub_delims(), lit(":"), lit("@")])
}

/// `iquery = *( ipchar / iprivate / "/" / "?" )` (l.429)
pub fn iquery() -> String {
    star(&alt(&[ipchar(), iprivate(), lit("/"), lit("?")]))
}

/// `ifragment = *( ipchar / "/" / "?" )` (l.431)
pub fn ifragment() -> String {
    star(&alt(&[ipchar(), lit("/"), lit("?")]))
}

/// `iunreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar` (l.433)
pub fn iunreserved() -> String {
    alt(&[alpha(), digit(), lit("-"), lit("."), lit("_"), lit("~"), ucschar()])
}

/// The ranges of `ucschar` (l.435-440), as printed.
pub const UCSCHAR: [(u32, u32); 17] = [
    (0xA0, 0xD7FF),
    (0xF900, 0xFDCF),
    (0xFDF0, 0xFFEF),
    (0x10000, 0x1FFFD),
    (0x20000, 0x2FFFD),
    (0x30000, 0x3FFFD),
    (0x40000, 0x4FFFD),
    (0x50000, 0x5FFFD),
    (0x60000, 0x6FFFD),
    (0x70000, 0x7FFFD),
    (0x80000, 0x8FFFD),
    (0x90000, 0x9FFFD),
    (0xA0000, 0xAFFFD),
    (0xB0000, 0xBFFFD),
    (0xC0000, 0xCFFFD),
    (0xD0000, 0xDFFFD),
    (0xE1000, 0xEFFFD),
];

/// The ranges of `iprivate` (l.442), as printed.
pub const IPRIVATE: [(u32, u32); 3] = [(0xE000, 0xF8FF), (0xF0000, 0xFFFFD), (0x100000, 0x10FFFD)];

/// `ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD / ... / %xE1000-EFFFD` (l.435-440)
pub fn ucschar() -> String {
    code_points(&UCSCHAR)
}

/// `iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD` (l.442)
pub fn iprivate() -> String {
    code_points(&IPRIVATE)
}

/// The rules RFC 3987 prints as RFC 3986's (l.455-492: `scheme`, `port`,
/// `IP-literal`, `IPvFuture`, `IPv6address`, `h16`, `ls32`, `IPv4address`,
/// `dec-octet`, `pct-encoded`, `unreserved`, `sub-delims`), "the same as
/// those in [RFC3986]" (l.366-367), and RFC 2234's core rules: the RFC 3986
/// recognizer's, each written from RFC 3986's lines.
pub use super::rfc3986::{alpha, digit, ip_literal, ipv4address, pct_encoded, port, scheme, sub_delims};

/// Characters beyond ASCII to probe the listing with, one list per kind,
/// each kind named: the ends of every `ucschar` and `iprivate` range and
/// the code points just outside them, the C1 controls (U+0080-U+009F), the
/// non-characters (U+FDD0-U+FDEF and the last two code points of every
/// plane), the bidi formatting characters of RFC 3987 §4.1 (l.974-975:
/// LRM, RLM, LRE, RLE, PDF, LRO, RLO, which `ucschar` holds), and
/// characters of four UTF-8 bytes.
pub fn probes() -> Vec<(&'static str, Vec<char>)> {
    let chars = |points: &[u32]| points.iter().filter_map(|&p| char::from_u32(p)).collect::<Vec<char>>();
    let mut ends = Vec::new();
    for &(lo, hi) in UCSCHAR.iter().chain(&IPRIVATE) {
        ends.extend([lo - 1, lo, lo + 1, hi - 1, hi, hi + 1]);
    }
    let planes: Vec<u32> =
        (0..=0x10).flat_map(|plane: u32| [plane * 0x10000 + 0xFFFE, plane * 0x10000 + 0xFFFF]).collect();
    vec![
        ("range ends", chars(&ends)),
        ("C1 controls", chars(&(0x80..=0x9F).collect::<Vec<u32>>())),
        ("non-characters U+FDD0-U+FDEF", chars(&(0xFDD0..=0xFDEF).collect::<Vec<u32>>())),
        ("non-characters U+xFFFE, U+xFFFF", chars(&planes)),
        ("bidi formatting characters", chars(&[0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E])),
        ("four UTF-8 bytes", chars(&[0x10000, 0x1F600, 0x20000, 0x2A6D6, 0xE0001, 0xE1000, 0xF0000, 0x10FFFD])),
    ]
}

/// Proptest strategies, one per production, deriving strings from the same
/// productions (bounded repetition; nothing else added). `ucschar` and
/// `iprivate` draw from each of their ranges.
pub mod strategy {
    use super::{IPRIVATE, UCSCHAR};
    // The rules RFC 3987 takes from RFC 3986 (l.455-492), drawn as RFC 3986's are.
    use crate::oracle::rfc3986::strategy::{ipv4address, ipv6address, ipvfuture, pct_encoded, scheme, sub_delims};
    use crate::oracle::{g_class, g_lit, g_opt, g_rep, g_seq, Gen};
    use proptest::prelude::*;

    const ALPHA: &[char] = &['a', 'b', 'x', 'y', 'z', 'A', 'Q', 'Z'];
    const DIGIT: &[char] = &['0', '1', '2', '5', '9'];
    const UNRESERVED_MARKS: &[char] = &['-', '.', '_', '~'];

    /// One code point of one of `ranges`, the range drawn first (so that
    /// the small ranges are as likely as the large ones).
    fn in_ranges(ranges: &'static [(u32, u32)]) -> Gen {
        (0..ranges.len())
            .prop_flat_map(move |i| {
                let (lo, hi) = ranges[i];
                (lo..=hi).prop_map(|p| char::from_u32(p).expect("no range holds a surrogate").to_string())
            })
            .boxed()
    }

    /// `IRI-reference = IRI / irelative-ref`
    pub fn iri_reference() -> Gen {
        prop_oneof![3 => iri(), 2 => irelative_ref()].boxed()
    }

    /// `IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]`
    pub fn iri() -> Gen {
        g_seq(vec![
            scheme(),
            g_lit(":"),
            ihier_part(),
            g_opt(g_seq(vec![g_lit("?"), iquery()])),
            g_opt(g_seq(vec![g_lit("#"), ifragment()])),
        ])
    }

    /// `irelative-ref = irelative-part [ "?" iquery ] [ "#" ifragment ]`
    pub fn irelative_ref() -> Gen {
        g_seq(vec![
            irelative_part(),
            g_opt(g_seq(vec![g_lit("?"), iquery()])),
            g_opt(g_seq(vec![g_lit("#"), ifragment()])),
        ])
    }

    /// `ihier-part`
    fn ihier_part() -> Gen {
        prop_oneof![
            3 => g_seq(vec![g_lit("//"), iauthority(), ipath_abempty()]),
            1 => ipath_absolute(),
            1 => ipath_rootless(),
            1 => g_lit(""),
        ]
        .boxed()
    }

    /// `irelative-part`
    fn irelative_part() -> Gen {
        prop_oneof![
            2 => g_seq(vec![g_lit("//"), iauthority(), ipath_abempty()]),
            1 => ipath_absolute(),
            1 => g_seq(vec![isegment_nz_nc(), g_rep(g_seq(vec![g_lit("/"), isegment()]), 0, 3)]),
            1 => g_lit(""),
        ]
        .boxed()
    }

    /// `iauthority = [ iuserinfo "@" ] ihost [ ":" port ]`
    fn iauthority() -> Gen {
        g_seq(vec![
            g_opt(g_seq(vec![
                g_rep(prop_oneof![iunreserved(), pct_encoded(), sub_delims(), g_lit(":")].boxed(), 0, 6),
                g_lit("@"),
            ])),
            ihost(),
            g_opt(g_seq(vec![g_lit(":"), g_rep(g_class(&[DIGIT]), 0, 5)])),
        ])
    }

    /// `ihost = IP-literal / IPv4address / ireg-name`
    fn ihost() -> Gen {
        prop_oneof![
            2 => g_seq(vec![g_lit("["), prop_oneof![4 => ipv6address(), 1 => ipvfuture()].boxed(), g_lit("]")]),
            2 => ipv4address(),
            // A dotted quad followed by more `ireg-name` characters.
            1 => g_seq(vec![ipv4address(), g_rep(prop_oneof![iunreserved(), sub_delims()].boxed(), 1, 3)]),
            3 => g_rep(prop_oneof![iunreserved(), pct_encoded(), sub_delims()].boxed(), 0, 8),
        ]
        .boxed()
    }

    /// `ipath-abempty = *( "/" isegment )`
    fn ipath_abempty() -> Gen {
        g_rep(g_seq(vec![g_lit("/"), isegment()]), 0, 4)
    }

    /// `ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]`
    fn ipath_absolute() -> Gen {
        g_seq(vec![g_lit("/"), g_opt(g_seq(vec![isegment_nz(), g_rep(g_seq(vec![g_lit("/"), isegment()]), 0, 3)]))])
    }

    /// `ipath-rootless = isegment-nz *( "/" isegment )`
    fn ipath_rootless() -> Gen {
        g_seq(vec![isegment_nz(), g_rep(g_seq(vec![g_lit("/"), isegment()]), 0, 3)])
    }

    /// `isegment = *ipchar`
    fn isegment() -> Gen {
        g_rep(ipchar(), 0, 5)
    }

    /// `isegment-nz = 1*ipchar`
    fn isegment_nz() -> Gen {
        g_rep(ipchar(), 1, 5)
    }

    /// `isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims / "@" )`
    fn isegment_nz_nc() -> Gen {
        g_rep(prop_oneof![iunreserved(), pct_encoded(), sub_delims(), g_lit("@")].boxed(), 1, 5)
    }

    /// `ipchar = iunreserved / pct-encoded / sub-delims / ":" / "@"`
    fn ipchar() -> Gen {
        prop_oneof![4 => iunreserved(), 1 => pct_encoded(), 1 => sub_delims(), 1 => g_lit(":"), 1 => g_lit("@")].boxed()
    }

    /// `iquery = *( ipchar / iprivate / "/" / "?" )`
    fn iquery() -> Gen {
        g_rep(prop_oneof![4 => ipchar(), 1 => iprivate(), 1 => g_lit("/"), 1 => g_lit("?")].boxed(), 0, 6)
    }

    /// `ifragment = *( ipchar / "/" / "?" )`
    fn ifragment() -> Gen {
        g_rep(prop_oneof![4 => ipchar(), 1 => g_lit("/"), 1 => g_lit("?")].boxed(), 0, 6)
    }

    /// `iunreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar`
    fn iunreserved() -> Gen {
        prop_oneof![3 => g_class(&[ALPHA, DIGIT, UNRESERVED_MARKS]), 2 => ucschar()].boxed()
    }

    /// `ucschar`: a code point of one of its seventeen ranges.
    fn ucschar() -> Gen {
        in_ranges(&UCSCHAR)
    }

    /// `iprivate`: a code point of one of its three ranges.
    fn iprivate() -> Gen {
        in_ranges(&IPRIVATE)
    }
}
