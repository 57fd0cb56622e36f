//! RFC 1630 "BNF of Generic URI Syntax" (p.22-23), transcribed from
//! `shared/seeds/003_8b2f656be9807e96.txt` lines 1087-1153, one production
//! per item, in the listing's order. Each doc line quotes the production as
//! printed (whitespace runs collapsed) with its seed line.
//!
//! One correction: E1 (`xpalphas`). Nothing else is changed.
//! `national`, `punctuation` and `reserved` are in no production (as the
//! listing says); they are kept for the mutations, which use them as
//! near-miss characters.

use super::{alt, class, escape_except, lit, opt, plus, seq, star};

/// `fragmentaddress uri [ # fragmentid ]` (l.1103)
pub fn fragmentaddress() -> String {
    seq(&[uri(), opt(&seq(&[lit("#"), fragmentid()]))])
}

/// `uri scheme : path [ ? search ]` (l.1105)
pub fn uri() -> String {
    seq(&[scheme(), lit(":"), path(), opt(&seq(&[lit("?"), search()]))])
}

/// `scheme ialpha` (l.1107)
pub fn scheme() -> String {
    ialpha()
}

/// `path void | xpalphas [ / path ]` (l.1109)
///
/// Tail recursion: `path` derives `void`, `X`, `X/`, `X/X`, `X/X/`, ...
/// (`X` an `xpalphas`): any number of `X/`, then `X` or `void`.
pub fn path() -> String {
    seq(&[star(&seq(&[xpalphas(), lit("/")])), alt(&[xpalphas(), void()])])
}

/// `search xalphas [ + search ]` (l.1111): `xalphas`, then any number of `+ xalphas`.
pub fn search() -> String {
    seq(&[xalphas(), star(&seq(&[lit("+"), xalphas()]))])
}

/// `fragmentid xalphas` (l.1113)
pub fn fragmentid() -> String {
    xalphas()
}

/// `xalpha alpha | digit | safe | extra | escape` (l.1118)
pub fn xalpha() -> String {
    alt(&[class(&[ALPHA]), class(&[DIGIT]), class(&[SAFE]), class(&[EXTRA]), escape()])
}

/// `xalphas xalpha [ xalphas ]` (l.1120): one or more `xalpha`.
pub fn xalphas() -> String {
    plus(&xalpha())
}

/// `xpalpha xalpha | +` (l.1122)
pub fn xpalpha() -> String {
    alt(&[xalpha(), lit("+")])
}

/// `xpalphas xpalpha [ xpalpha ]` (l.1124), read as `xpalpha [ xpalphas ]`
/// (E1, as the URL listing prints it at l.1288): one or more `xpalpha`.
pub fn xpalphas() -> String {
    plus(&xpalpha())
}

/// `ialpha alpha [ xalphas ]` (l.1126)
pub fn ialpha() -> String {
    seq(&[class(&[ALPHA]), opt(&xalphas())])
}

/// `alpha a | b | ... | z | A | B | ... | Z` (l.1128-1132)
pub const ALPHA: &[char] = &[
    'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w',
    'x', 'y', 'z', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T',
    'U', 'V', 'W', 'X', 'Y', 'Z',
];

/// `digit 0 |1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9` (l.1134)
pub const DIGIT: &[char] = &['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/// `safe $ | - | _ | @ | . | &` (l.1136)
pub const SAFE: &[char] = &['$', '-', '_', '@', '.', '&'];

/// `extra ! | * | " | ' | ( | ) | ,` (l.1138)
pub const EXTRA: &[char] = &['!', '*', '"', '\'', '(', ')', ','];

/// `reserved = | ; | / | # | ? | : | space` (l.1140)
pub const RESERVED: &[char] = &['=', ';', '/', '#', '?', ':', ' '];

/// `escape % hex hex` (l.1142)
pub fn escape() -> String {
    escape_except(HEX, &[])
}

/// `hex digit | a | b | c | d | e | f | A | B | C | D | E | F` (l.1144-1145)
pub const HEX: &[char] =
    &['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c', 'd', 'e', 'f', 'A', 'B', 'C', 'D', 'E', 'F'];

/// `national { | } | vline | [ | ] | \ | ^ | ~` (l.1147)
pub const NATIONAL: &[char] = &['{', '}', '|', '[', ']', '\\', '^', '~'];

/// `punctuation < | >` (l.1149)
pub const PUNCTUATION: &[char] = &['<', '>'];

/// `void` (l.1151): the empty string.
pub fn void() -> String {
    String::new()
}

/// One strategy per production, deriving random strings from it. Choices
/// between alternatives are uniform unless weighted to reach the tricky
/// ones more often; tail recursions are bounded repetitions.
pub mod strategy {
    use super::super::{g_class, g_escape_except, g_lit, g_opt, g_rep, g_seq, Gen};
    use super::{ALPHA, DIGIT, EXTRA, HEX, SAFE};
    use proptest::prelude::*;

    /// `fragmentaddress uri [ # fragmentid ]`
    pub fn fragmentaddress() -> Gen {
        g_seq(vec![uri(), g_opt(g_seq(vec![g_lit("#"), fragmentid()]))])
    }

    /// `uri scheme : path [ ? search ]`
    pub fn uri() -> Gen {
        g_seq(vec![scheme(), g_lit(":"), path(), g_opt(g_seq(vec![g_lit("?"), search()]))])
    }

    /// `scheme ialpha`
    pub fn scheme() -> Gen {
        ialpha()
    }

    /// `path void | xpalphas [ / path ]`: up to 4 `xpalphas /`, then `xpalphas` or `void`.
    pub fn path() -> Gen {
        g_seq(vec![g_rep(g_seq(vec![xpalphas(), g_lit("/")]), 0, 4), prop_oneof![2 => xpalphas(), 1 => void()].boxed()])
    }

    /// `search xalphas [ + search ]`
    pub fn search() -> Gen {
        g_seq(vec![xalphas(), g_rep(g_seq(vec![g_lit("+"), xalphas()]), 0, 3)])
    }

    /// `fragmentid xalphas`
    pub fn fragmentid() -> Gen {
        xalphas()
    }

    /// `xalpha alpha | digit | safe | extra | escape`
    pub fn xalpha() -> Gen {
        prop_oneof![3 => g_class(&[ALPHA]), 2 => g_class(&[DIGIT]), 3 => g_class(&[SAFE]), 1 => g_class(&[EXTRA]), 1 => escape()]
            .boxed()
    }

    /// `xalphas xalpha [ xalphas ]`: 1 to 6 `xalpha`.
    pub fn xalphas() -> Gen {
        g_rep(xalpha(), 1, 6)
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

    /// `void`
    pub fn void() -> Gen {
        g_lit("")
    }
}
