//! RFC 1808 "BNF for Relative URLs" (§2.2, p.4), transcribed from
//! `shared/lineage/rfc1808.txt` lines 175-222, one production per item, in
//! the listing's order. Each doc line quotes the production as printed
//! (whitespace runs collapsed) with its file line. No correction is applied.
//!
//! RFC 822 notation with `|` for alternatives: `*x` is any number of `x`,
//! `1*x` at least one. Quoted letters are read case-insensitively; every
//! letter of the listing is listed in both cases, so that changes nothing.

use super::{alt, class, lit, opt, plus, seq, star};

/// `URL = ( absoluteURL | relativeURL ) [ "#" fragment ]` (l.175)
pub fn url() -> String {
    seq(&[alt(&[absolute_url(), relative_url()]), opt(&seq(&[lit("#"), fragment()]))])
}

/// `absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) )` (l.177)
pub fn absolute_url() -> String {
    alt(&[generic_rl(), seq(&[scheme(), lit(":"), star(&alt(&[uchar(), class(&[RESERVED])]))])])
}

/// `generic-RL = scheme ":" relativeURL` (l.179)
pub fn generic_rl() -> String {
    seq(&[scheme(), lit(":"), relative_url()])
}

/// `relativeURL = net_path | abs_path | rel_path` (l.181)
pub fn relative_url() -> String {
    alt(&[net_path(), abs_path(), rel_path()])
}

/// `net_path = "//" net_loc [ abs_path ]` (l.183)
pub fn net_path() -> String {
    seq(&[lit("//"), net_loc(), opt(&abs_path())])
}

/// `abs_path = "/" rel_path` (l.184)
pub fn abs_path() -> String {
    seq(&[lit("/"), rel_path()])
}

/// `rel_path = [ path ] [ ";" params ] [ "?" query ]` (l.185)
pub fn rel_path() -> String {
    seq(&[opt(&path()), opt(&seq(&[lit(";"), params()])), opt(&seq(&[lit("?"), query()]))])
}

/// `path = fsegment *( "/" segment )` (l.187)
pub fn path() -> String {
    seq(&[fsegment(), star(&seq(&[lit("/"), segment()]))])
}

/// `fsegment = 1*pchar` (l.188)
pub fn fsegment() -> String {
    plus(&pchar())
}

/// `segment = *pchar` (l.189)
pub fn segment() -> String {
    star(&pchar())
}

/// `params = param *( ";" param )` (l.191)
pub fn params() -> String {
    seq(&[param(), star(&seq(&[lit(";"), param()]))])
}

/// `param = *( pchar | "/" )` (l.192)
pub fn param() -> String {
    star(&alt(&[pchar(), lit("/")]))
}

/// `scheme = 1*( alpha | digit | "+" | "-" | "." )` (l.194)
pub fn scheme() -> String {
    plus(&class(&[ALPHA, DIGIT, &['+', '-', '.']]))
}

/// `net_loc = *( pchar | ";" | "?" )` (l.195)
pub fn net_loc() -> String {
    star(&alt(&[pchar(), class(&[&[';', '?']])]))
}

/// `query = *( uchar | reserved )` (l.196)
pub fn query() -> String {
    star(&alt(&[uchar(), class(&[RESERVED])]))
}

/// `fragment = *( uchar | reserved )` (l.197)
pub fn fragment() -> String {
    star(&alt(&[uchar(), class(&[RESERVED])]))
}

/// `pchar = uchar | ":" | "@" | "&" | "="` (l.199)
pub fn pchar() -> String {
    alt(&[uchar(), class(&[&[':', '@', '&', '=']])])
}

/// `uchar = unreserved | escape` (l.200)
pub fn uchar() -> String {
    alt(&[class(&[UNRESERVED_SINGLES]), escape()])
}

/// `unreserved = alpha | digit | safe | extra` (l.201)
pub const UNRESERVED_SINGLES: &[char] = &[
    'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w',
    'x', 'y', 'z', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T',
    'U', 'V', 'W', 'X', 'Y', 'Z', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '$', '-', '_', '.', '+', '!', '*',
    '\'', '(', ')', ',',
];

/// `escape = "%" hex hex` (l.203)
pub fn escape() -> String {
    seq(&[lit("%"), class(&[HEX]), class(&[HEX])])
}

/// `hex = digit | "A" | ... | "F" | "a" | ... | "f"` (l.204-205)
pub const HEX: &[char] =
    &['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'A', 'B', 'C', 'D', 'E', 'F', 'a', 'b', 'c', 'd', 'e', 'f'];

/// `alpha = lowalpha | hialpha` (l.207-213)
pub const ALPHA: &[char] = &[
    'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w',
    'x', 'y', 'z', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T',
    'U', 'V', 'W', 'X', 'Y', 'Z',
];

/// `digit = "0" | ... | "9"` (l.215-216)
pub const DIGIT: &[char] = &['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/// `reserved = ";" | "/" | "?" | ":" | "@" | "&" | "="` (l.221)
pub const RESERVED: &[char] = &[';', '/', '?', ':', '@', '&', '='];

/// `national = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "`"` (l.220): in no production.
pub const NATIONAL: &[char] = &['{', '}', '|', '\\', '^', '~', '[', ']', '`'];

/// `punctuation = "<" | ">" | "#" | "%" | <">` (l.222): in no production.
pub const PUNCTUATION: &[char] = &['<', '>', '#', '%', '"'];

/// One strategy per production that holds structure; the character
/// classes draw from the lists above.
pub mod strategy {
    use super::super::{g_class, g_escape_except, g_lit, g_opt, g_rep, g_seq, Gen};
    use super::{ALPHA, DIGIT, HEX, RESERVED, UNRESERVED_SINGLES};
    use proptest::prelude::*;

    /// `URL = ( absoluteURL | relativeURL ) [ "#" fragment ]`
    pub fn url() -> Gen {
        g_seq(vec![prop_oneof![absolute_url(), relative_url()].boxed(), g_opt(g_seq(vec![g_lit("#"), fragment()]))])
    }

    /// `absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) )`
    pub fn absolute_url() -> Gen {
        prop_oneof![
            3 => g_seq(vec![scheme(), g_lit(":"), relative_url()]),
            1 => g_seq(vec![scheme(), g_lit(":"), g_rep(prop_oneof![uchar(), g_class(&[RESERVED])].boxed(), 0, 12)]),
        ]
        .boxed()
    }

    /// `relativeURL = net_path | abs_path | rel_path`
    pub fn relative_url() -> Gen {
        prop_oneof![g_seq(vec![g_lit("//"), net_loc(), g_opt(abs_path())]), abs_path(), rel_path(),].boxed()
    }

    /// `abs_path = "/" rel_path`
    pub fn abs_path() -> Gen {
        g_seq(vec![g_lit("/"), rel_path()])
    }

    /// `rel_path = [ path ] [ ";" params ] [ "?" query ]`
    pub fn rel_path() -> Gen {
        g_seq(vec![
            g_opt(g_seq(vec![g_rep(pchar(), 1, 4), g_rep(g_seq(vec![g_lit("/"), g_rep(pchar(), 0, 4)]), 0, 3)])),
            g_opt(g_seq(vec![g_lit(";"), g_rep(prop_oneof![pchar(), g_lit("/"), g_lit(";")].boxed(), 0, 6)])),
            g_opt(g_seq(vec![g_lit("?"), query()])),
        ])
    }

    /// `net_loc = *( pchar | ";" | "?" )`
    pub fn net_loc() -> Gen {
        g_rep(prop_oneof![4 => pchar(), 1 => g_lit(";"), 1 => g_lit("?")].boxed(), 0, 8)
    }

    /// `scheme = 1*( alpha | digit | "+" | "-" | "." )`
    pub fn scheme() -> Gen {
        g_rep(prop_oneof![4 => g_class(&[ALPHA]), 1 => g_class(&[DIGIT, &['+', '-', '.']])].boxed(), 1, 6)
    }

    /// `query = *( uchar | reserved )`
    pub fn query() -> Gen {
        g_rep(prop_oneof![uchar(), g_class(&[RESERVED])].boxed(), 0, 6)
    }

    /// `fragment = *( uchar | reserved )`
    pub fn fragment() -> Gen {
        query()
    }

    /// `pchar = uchar | ":" | "@" | "&" | "="`
    pub fn pchar() -> Gen {
        prop_oneof![4 => uchar(), 1 => g_class(&[&[':', '@', '&', '=']])].boxed()
    }

    /// `uchar = unreserved | escape`
    pub fn uchar() -> Gen {
        prop_oneof![6 => g_class(&[UNRESERVED_SINGLES]), 1 => g_escape_except(HEX, &[])].boxed()
    }
}
