//! RFC 2732 §3 "Changes to RFC 2396" (p.3), transcribed from
//! `shared/lineage/rfc2732.txt` lines 122-134, and the rules it imports from
//! RFC 2373 Appendix B (p.22, `shared/lineage/rfc2373.txt` lines 1189-1196),
//! in ABNF: `n*m` bounded, `DIGIT` and `HEXDIG` RFC 2234's core rules
//! (`rfc2234.txt` l.594, l.600; quoted letters case-insensitive). The rest
//! of the listing is RFC 2396's (`rfc2396.rs`, [`super::rfc2396::Rev::Rfc2732`]).

use super::rfc2396::hostname;
use super::{alt, class, lit, opt, seq, star};

/// `host = hostname | IPv4address | IPv6reference` (l.122)
pub fn host() -> String {
    alt(&[hostname(), ipv4address(), ipv6reference()])
}

/// `ipv6reference = "[" IPv6address "]"` (l.123)
pub fn ipv6reference() -> String {
    seq(&[lit("["), ipv6address(), lit("]")])
}

/// `reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | "," | "[" | "]"` (l.133-134)
pub const RESERVED: &[char] = &[';', '/', '?', ':', '@', '&', '=', '+', '$', ',', '[', ']'];

/// RFC 2373 `IPv6address = hexpart [ ":" IPv4address ]` (l.1189)
pub fn ipv6address() -> String {
    seq(&[hexpart(), opt(&seq(&[lit(":"), ipv4address()]))])
}

/// RFC 2373 `IPv4address = 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT` (l.1190)
pub fn ipv4address() -> String {
    let part = format!("{}{{1,3}}", class(&[DIGIT]));
    seq(&[part.clone(), lit("."), part.clone(), lit("."), part.clone(), lit("."), part])
}

/// RFC 2373 `hexpart = hexseq | hexseq "::" [ hexseq ] | "::" [ hexseq ]` (l.1194)
pub fn hexpart() -> String {
    alt(&[hexseq(), seq(&[hexseq(), lit("::"), opt(&hexseq())]), seq(&[lit("::"), opt(&hexseq())])])
}

/// RFC 2373 `hexseq = hex4 *( ":" hex4)` (l.1195)
pub fn hexseq() -> String {
    seq(&[hex4(), star(&seq(&[lit(":"), hex4()]))])
}

/// RFC 2373 `hex4 = 1*4HEXDIG` (l.1196)
pub fn hex4() -> String {
    format!("{}{{1,4}}", class(&[HEXDIG]))
}

/// RFC 2234 `DIGIT = %x30-39` (l.594)
pub const DIGIT: &[char] = &['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/// RFC 2234 `HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"` (l.600), both cases.
pub const HEXDIG: &[char] =
    &['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'A', 'B', 'C', 'D', 'E', 'F', 'a', 'b', 'c', 'd', 'e', 'f'];

/// Strategies for RFC 2732's host forms.
pub mod strategy {
    use super::super::{g_class, g_lit, g_opt, g_rep, g_seq, Gen};
    use super::{DIGIT, HEXDIG};
    use proptest::prelude::*;

    /// `ipv6reference = "[" IPv6address "]"`
    pub fn ipv6reference() -> Gen {
        g_seq(vec![g_lit("["), ipv6address(), g_lit("]")])
    }

    /// `IPv6address = hexpart [ ":" IPv4address ]`
    pub fn ipv6address() -> Gen {
        g_seq(vec![hexpart(), g_opt(g_seq(vec![g_lit(":"), ipv4address()]))])
    }

    /// `hexpart = hexseq | hexseq "::" [ hexseq ] | "::" [ hexseq ]`
    pub fn hexpart() -> Gen {
        prop_oneof![
            hexseq(),
            g_seq(vec![hexseq(), g_lit("::"), g_opt(hexseq())]),
            g_seq(vec![g_lit("::"), g_opt(hexseq())]),
        ]
        .boxed()
    }

    /// `hexseq = hex4 *( ":" hex4)`
    pub fn hexseq() -> Gen {
        let hex4 = || g_rep(g_class(&[HEXDIG]), 1, 4);
        g_seq(vec![hex4(), g_rep(g_seq(vec![g_lit(":"), hex4()]), 0, 7)])
    }

    /// `IPv4address = 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT`
    pub fn ipv4address() -> Gen {
        let part = || g_rep(g_class(&[DIGIT]), 1, 3);
        g_seq(vec![part(), g_lit("."), part(), g_lit("."), part(), g_lit("."), part()])
    }
}
