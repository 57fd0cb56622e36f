//! E4: RFC 822's `addr-spec` (§6.1, with the §3.3 rules it uses) for the
//! URL listing's `midaddress`, and RFC 1521's `content-identifier` (an
//! `addr-spec` without `<` `>`) for `cidaddress`. RFC 822 is not among the
//! seeds; the spec of this part is E4 in `grammar/ERRATA.md` and the rule
//! texts quoted in `grammar/rfc822.pest`.
//!
//! Limited to the characters a URL listing allows: each RFC 822 character
//! class becomes the `xalpha`s of the listing it is appended to (a
//! [`Host`]), with RFC 822's specials excluded as literal characters and
//! `[` `]` `\` `"` CR excluded as the escapes `%5B` `%5D` `%5C` `%22` `%0D`
//! (compared without regard to case) where RFC 822 excludes them.

use super::{alt, class, escape_except, lit, plus, seq, star};

/// The `xalpha` of the listing this part is appended to: one of the
/// single characters of `xalpha_chars`, or `% hex hex`.
#[derive(Debug, Clone, Copy)]
pub struct Host {
    /// The lists whose union is the single-character `xalpha`s
    /// (`alpha | digit | safe | extra` of the listing).
    pub xalpha_chars: &'static [&'static [char]],
    /// The listing's `hex`.
    pub hex: &'static [char],
}

impl Host {
    /// The single-character `xalpha`s, less the characters in `except`.
    fn chars_except(self, except: &[char]) -> Vec<char> {
        self.xalpha_chars.iter().flat_map(|l| l.iter().copied()).filter(|c| !except.contains(c)).collect()
    }
}

/// RFC 822 `specials` that are `xalpha`s of a URL listing, excluded from an `atom`.
pub const ATOM_EXCLUDED: &[char] = &['(', ')', '@', ',', '"', '.'];
/// Escapes a `qtext` may not start with: `"`, `\`, CR.
pub const QTEXT_EXCLUDED_ESCAPES: &[&str] = &["22", "5C", "0D"];
/// Escapes a `dtext` may not start with: `[`, `]`, `\`, CR.
pub const DTEXT_EXCLUDED_ESCAPES: &[&str] = &["5B", "5D", "5C", "0D"];

/// The host listing's `xalpha`.
fn xalpha(h: Host) -> String {
    alt(&[class(&[&h.chars_except(&[])]), escape_except(h.hex, &[])])
}

/// A `%` escape of one of `codes`, hex digits without regard to case.
fn escape_of(codes: &[&str]) -> String {
    alt(&codes.iter().map(|c| format!("(?i:%{c})")).collect::<Vec<_>>())
}

/// RFC 822 §6.1: `addr-spec = local-part "@" domain`
pub fn addr_spec(h: Host) -> String {
    seq(&[local_part(h), lit("@"), domain(h)])
}

/// RFC 822 §6.1: `local-part = word *("." word)`
pub fn local_part(h: Host) -> String {
    seq(&[word(h), star(&seq(&[lit("."), word(h)]))])
}

/// RFC 822 §6.1: `domain = sub-domain *("." sub-domain)`
pub fn domain(h: Host) -> String {
    seq(&[sub_domain(h), star(&seq(&[lit("."), sub_domain(h)]))])
}

/// RFC 822 §6.1: `sub-domain = domain-ref / domain-literal`
pub fn sub_domain(h: Host) -> String {
    alt(&[domain_ref(h), domain_literal(h)])
}

/// RFC 822 §6.1: `domain-ref = atom`
pub fn domain_ref(h: Host) -> String {
    atom(h)
}

/// RFC 822 §3.3: `domain-literal = "[" *(dtext / quoted-pair) "]"`, the
/// brackets as `%5B`, `%5D`.
pub fn domain_literal(h: Host) -> String {
    seq(&[escape_of(&["5B"]), star(&alt(&[quoted_pair(h), dtext(h)])), escape_of(&["5D"])])
}

/// RFC 822 §3.3: `dtext = <any CHAR excluding "[", "]", "\" & CR, & including
/// linear-white-space>`: one `xalpha` that is not the escape `%5B`, `%5D`,
/// `%5C` or `%0D`.
pub fn dtext(h: Host) -> String {
    alt(&[class(&[&h.chars_except(&[])]), escape_except(h.hex, DTEXT_EXCLUDED_ESCAPES)])
}

/// RFC 822 §3.3: `word = atom / quoted-string`
pub fn word(h: Host) -> String {
    alt(&[atom(h), quoted_string(h)])
}

/// RFC 822 §3.3: `atom = 1*<any CHAR except specials, SPACE and CTLs>`: one
/// or more `xalpha`s other than the literal `( ) @ , " .`.
pub fn atom(h: Host) -> String {
    plus(&alt(&[class(&[&h.chars_except(ATOM_EXCLUDED)]), escape_except(h.hex, &[])]))
}

/// RFC 822 §3.3: `quoted-string = <"> *(qtext/quoted-pair) <">`
pub fn quoted_string(h: Host) -> String {
    seq(&[lit("\""), star(&alt(&[quoted_pair(h), qtext(h)])), lit("\"")])
}

/// RFC 822 §3.3: `qtext = <any CHAR excepting <">, "\" & CR, and including
/// linear-white-space>`: one `xalpha` other than `"` that is not the escape
/// `%22`, `%5C` or `%0D`.
pub fn qtext(h: Host) -> String {
    alt(&[class(&[&h.chars_except(&['"'])]), escape_except(h.hex, QTEXT_EXCLUDED_ESCAPES)])
}

/// RFC 822 §3.3: `quoted-pair = "\" CHAR`: `%5C` then one `xalpha`.
pub fn quoted_pair(h: Host) -> String {
    seq(&[escape_of(&["5C"]), xalpha(h)])
}

/// RFC 1521 §7.1 `Content-ID := msg-id` and RFC 822 §6.1
/// `msg-id = "<" addr-spec ">"`: `content-identifier` is an `addr-spec`.
pub fn content_identifier(h: Host) -> String {
    addr_spec(h)
}

/// One strategy per production, deriving random strings from it.
pub mod strategy {
    use super::super::{g_escape_except, g_lit, g_rep, g_sep, g_seq, Gen};
    use super::{Host, ATOM_EXCLUDED, DTEXT_EXCLUDED_ESCAPES, QTEXT_EXCLUDED_ESCAPES};
    use proptest::prelude::*;
    use proptest::sample::select;

    /// One of the single-character `xalpha`s less `except`.
    fn chars_except(h: Host, except: &[char]) -> Gen {
        select(h.chars_except(except)).prop_map(String::from).boxed()
    }

    /// A `%` escape of `code` in either case (`%5C`, `%5c`).
    fn escape_of(code: &'static str) -> Gen {
        prop_oneof![Just(format!("%{code}")), Just(format!("%{}", code.to_ascii_lowercase()))].boxed()
    }

    /// The host listing's `xalpha`.
    fn xalpha(h: Host) -> Gen {
        prop_oneof![3 => chars_except(h, &[]), 1 => g_escape_except(h.hex, &[])].boxed()
    }

    /// `addr-spec = local-part "@" domain`
    pub fn addr_spec(h: Host) -> Gen {
        g_seq(vec![local_part(h), g_lit("@"), domain(h)])
    }

    /// `local-part = word *("." word)`
    pub fn local_part(h: Host) -> Gen {
        g_sep(word(h), ".", 3)
    }

    /// `domain = sub-domain *("." sub-domain)`
    pub fn domain(h: Host) -> Gen {
        g_sep(sub_domain(h), ".", 3)
    }

    /// `sub-domain = domain-ref / domain-literal`
    pub fn sub_domain(h: Host) -> Gen {
        prop_oneof![2 => domain_ref(h), 1 => domain_literal(h)].boxed()
    }

    /// `domain-ref = atom`
    pub fn domain_ref(h: Host) -> Gen {
        atom(h)
    }

    /// `domain-literal = "[" *(dtext / quoted-pair) "]"` (`%5B`, `%5D`)
    pub fn domain_literal(h: Host) -> Gen {
        g_seq(vec![
            escape_of("5B"),
            g_rep(prop_oneof![1 => quoted_pair(h), 3 => dtext(h)].boxed(), 0, 4),
            escape_of("5D"),
        ])
    }

    /// `dtext`: an `xalpha`, not `%5B` `%5D` `%5C` `%0D`.
    pub fn dtext(h: Host) -> Gen {
        prop_oneof![3 => chars_except(h, &[]), 1 => g_escape_except(h.hex, DTEXT_EXCLUDED_ESCAPES)].boxed()
    }

    /// `word = atom / quoted-string`
    pub fn word(h: Host) -> Gen {
        prop_oneof![2 => atom(h), 1 => quoted_string(h)].boxed()
    }

    /// `atom`: 1 to 4 `xalpha`s other than the literal `( ) @ , " .`.
    pub fn atom(h: Host) -> Gen {
        g_rep(prop_oneof![3 => chars_except(h, ATOM_EXCLUDED), 1 => g_escape_except(h.hex, &[])].boxed(), 1, 4)
    }

    /// `quoted-string = <"> *(qtext/quoted-pair) <">`
    pub fn quoted_string(h: Host) -> Gen {
        g_seq(vec![g_lit("\""), g_rep(prop_oneof![1 => quoted_pair(h), 3 => qtext(h)].boxed(), 0, 4), g_lit("\"")])
    }

    /// `qtext`: an `xalpha` other than `"`, not `%22` `%5C` `%0D`.
    pub fn qtext(h: Host) -> Gen {
        prop_oneof![3 => chars_except(h, &['"']), 1 => g_escape_except(h.hex, QTEXT_EXCLUDED_ESCAPES)].boxed()
    }

    /// `quoted-pair = "\" CHAR`: `%5C` then one `xalpha`.
    pub fn quoted_pair(h: Host) -> Gen {
        g_seq(vec![escape_of("5C"), xalpha(h)])
    }

    /// `content-identifier`: an `addr-spec`.
    pub fn content_identifier(h: Host) -> Gen {
        addr_spec(h)
    }
}
