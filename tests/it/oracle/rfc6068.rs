//! RFC 6068 (`shared/lineage/rfc6068.txt`): its §2 listing (l.151-165)
//! with the rules it takes from RFC 5322 (`rfc5322.txt`, §3.2.1-§3.2.4,
//! §4.1, §4.2), RFC 3986 (`pct-encoded` l.647, `unreserved` l.724) and RFC
//! 5234's core rules; and its prose layer (l.175-216).
//!
//! The listing is not regular: RFC 5322's `comment` nests (`ccontent =
//! ctext / quoted-pair / comment`, l.607). So its recognizer is no regex
//! but the sets of positions each rule can end at from a start, rule by
//! rule: every derivation is followed, none is chosen, so it decides
//! exactly as the grammar does, whatever order or greed a parser has.
//! The prose layer is regular (it has no `comment`), a regex ([`prose`]).

use super::{alt, lit, opt, plus, seq, star};
use std::collections::BTreeSet;

type Ends = BTreeSet<usize>;

fn one(i: usize) -> Ends {
    BTreeSet::from([i])
}

/// The ends of `f` from each of `starts`.
fn then(s: &[u8], starts: &Ends, f: impl Fn(&[u8], usize) -> Ends) -> Ends {
    starts.iter().flat_map(|&i| f(s, i)).collect()
}

/// `*f`: the ends after any number of `f`, from each of `starts`.
fn many(s: &[u8], starts: Ends, f: impl Fn(&[u8], usize) -> Ends) -> Ends {
    let mut all = starts.clone();
    let mut fresh = starts;
    while !fresh.is_empty() {
        let next: Ends = then(s, &fresh, &f).into_iter().filter(|e| !all.contains(e)).collect();
        all.extend(&next);
        fresh = next;
    }
    all
}

/// One byte of the class.
fn byte(s: &[u8], i: usize, class: impl Fn(u8) -> bool) -> Ends {
    s.get(i).filter(|&&b| class(b)).map(|_| one(i + 1)).unwrap_or_default()
}

fn literal(s: &[u8], i: usize, text: &[u8]) -> Ends {
    if s.len() >= i + text.len() && s[i..i + text.len()].eq_ignore_ascii_case(text) {
        one(i + text.len())
    } else {
        Ends::new()
    }
}

/// RFC 5322 l.679-689 `atext`.
fn is_atext(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"!#$%&'*+-/=?^_`{|}~".contains(&b)
}

/// RFC 5234 `WSP = SP / HTAB`.
fn is_wsp(b: u8) -> bool {
    b == b' ' || b == b'\t'
}

/// RFC 5322 l.1774-1778 `obs-NO-WS-CTL = %d1-8 / %d11 / %d12 / %d14-31 / %d127`.
fn is_obs_no_ws_ctl(b: u8) -> bool {
    matches!(b, 1..=8 | 11 | 12 | 14..=31 | 127)
}

/// RFC 5322 l.693 `dot-atom-text = 1*atext *("." 1*atext)`.
fn dot_atom_text(s: &[u8], i: usize) -> Ends {
    let run = |s: &[u8], i: usize| many(s, byte(s, i, is_atext), |s, j| byte(s, j, is_atext));
    many(s, run(s, i), move |s, j| then(s, &byte(s, j, |b| b == b'.'), run))
}

/// RFC 5322 l.599 `FWS = ([*WSP CRLF] 1*WSP) / obs-FWS`, l.1817 `obs-FWS = 1*WSP *(CRLF 1*WSP)`.
fn fws(s: &[u8], i: usize) -> Ends {
    let wsps = |s: &[u8], i: usize| many(s, byte(s, i, is_wsp), |s, j| byte(s, j, is_wsp));
    let crlf = |s: &[u8], i: usize| literal(s, i, b"\r\n");
    let folded = then(s, &then(s, &many(s, one(i), |s, j| byte(s, j, is_wsp)), crlf), wsps);
    let first: Ends = wsps(s, i).union(&folded).copied().collect();
    let obs = many(s, wsps(s, i), move |s, j| then(s, &crlf(s, j), wsps));
    first.union(&obs).copied().collect()
}

/// RFC 5322 l.567 `quoted-pair = ("\" (VCHAR / WSP)) / obs-qp`, l.1786 `obs-qp = "\" (%d0 / obs-NO-WS-CTL / LF / CR)`.
fn quoted_pair(s: &[u8], i: usize) -> Ends {
    then(s, &byte(s, i, |b| b == b'\\'), |s, j| {
        byte(s, j, |b| {
            (0x21..=0x7E).contains(&b) || is_wsp(b) || b == 0 || is_obs_no_ws_ctl(b) || b == b'\n' || b == b'\r'
        })
    })
}

/// RFC 5322 l.609 `comment = "(" *([FWS] ccontent) [FWS] ")"`, l.607 `ccontent = ctext / quoted-pair /
/// comment`, l.602-605 `ctext = %d33-39 / %d42-91 / %d93-126 / obs-ctext`.
fn comment(s: &[u8], i: usize) -> Ends {
    let ccontent = |s: &[u8], j: usize| -> Ends {
        let ctext = byte(s, j, |b| matches!(b, 33..=39 | 42..=91 | 93..=126) || is_obs_no_ws_ctl(b));
        let mut out: Ends = ctext.union(&quoted_pair(s, j)).copied().collect();
        out.extend(comment(s, j));
        out
    };
    let inner = many(s, byte(s, i, |b| b == b'('), move |s, j| then(s, &optional(s, j, fws), ccontent));
    then(s, &then(s, &inner, |s, j| optional(s, j, fws)), |s, j| byte(s, j, |b| b == b')'))
}

/// `[ f ]`.
fn optional(s: &[u8], i: usize, f: impl Fn(&[u8], usize) -> Ends) -> Ends {
    let mut out = f(s, i);
    out.insert(i);
    out
}

/// RFC 5322 l.611 `CFWS = (1*([FWS] comment) [FWS]) / FWS`.
fn cfws(s: &[u8], i: usize) -> Ends {
    let unit = |s: &[u8], j: usize| then(s, &optional(s, j, fws), comment);
    let comments = many(s, unit(s, i), unit);
    let mut out = then(s, &comments, |s, j| optional(s, j, fws));
    out.extend(fws(s, i));
    out
}

/// RFC 5322 l.742-744 `quoted-string = [CFWS] DQUOTE *([FWS] qcontent) [FWS] DQUOTE [CFWS]`,
/// l.740 `qcontent = qtext / quoted-pair`, l.735-738 `qtext = %d33 / %d35-91 / %d93-126 / obs-qtext`.
fn quoted_string(s: &[u8], i: usize) -> Ends {
    let qcontent = |s: &[u8], j: usize| -> Ends {
        let qtext = byte(s, j, |b| matches!(b, 33 | 35..=91 | 93..=126) || is_obs_no_ws_ctl(b));
        qtext.union(&quoted_pair(s, j)).copied().collect()
    };
    let dquote = |s: &[u8], j: usize| byte(s, j, |b| b == b'"');
    let open = then(s, &optional(s, i, cfws), dquote);
    let body = many(s, open, move |s, j| then(s, &optional(s, j, fws), qcontent));
    let close = then(s, &then(s, &body, |s, j| optional(s, j, fws)), dquote);
    then(s, &close, |s, j| optional(s, j, cfws))
}

/// l.157-162: `addr-spec = local-part "@" domain`, `local-part = dot-atom-text / quoted-string`,
/// `domain = dot-atom-text / "[" *dtext-no-obs "]"`, `dtext-no-obs = %d33-90 / %d94-126`.
fn addr_spec(s: &[u8], i: usize) -> Ends {
    let local: Ends = dot_atom_text(s, i).union(&quoted_string(s, i)).copied().collect();
    let at = then(s, &local, |s, j| byte(s, j, |b| b == b'@'));
    then(s, &at, |s, j| {
        let literal_open = byte(s, j, |b| b == b'[');
        let dtext = many(s, literal_open, |s, k| byte(s, k, |b| matches!(b, 33..=90 | 94..=126)));
        let mut out = then(s, &dtext, |s, k| byte(s, k, |b| b == b']'));
        out.extend(dot_atom_text(s, j));
        out
    })
}

/// l.163-165 `qchar = unreserved / pct-encoded / some-delims` (RFC 3986 l.724, l.647).
fn qchar(s: &[u8], i: usize) -> Ends {
    let single = byte(s, i, |b| b.is_ascii_alphanumeric() || b"-._~!$'()*+,;:@".contains(&b));
    let pct = then(s, &then(s, &byte(s, i, |b| b == b'%'), |s, j| byte(s, j, |b| b.is_ascii_hexdigit())), |s, j| {
        byte(s, j, |b| b.is_ascii_hexdigit())
    });
    single.union(&pct).copied().collect()
}

/// l.153-156: `hfields = "?" hfield *( "&" hfield )`, `hfield = hfname "=" hfvalue`, `hfname = *qchar`,
/// `hfvalue = *qchar`.
fn hfields(s: &[u8], i: usize) -> Ends {
    let hfield = |s: &[u8], j: usize| {
        let name = many(s, one(j), qchar);
        many(s, then(s, &name, |s, k| byte(s, k, |b| b == b'=')), qchar)
    };
    let first = then(s, &byte(s, i, |b| b == b'?'), hfield);
    many(s, first, move |s, j| then(s, &byte(s, j, |b| b == b'&'), hfield))
}

/// Whether the listing derives `input`: l.151 `mailtoURI = "mailto:" [ to ] [ hfields ]`, l.152 `to =
/// addr-spec *("," addr-spec )`; ABNF's quoted strings match either case (RFC 5234 §2.3).
pub fn derives(input: &str) -> bool {
    let s = input.as_bytes();
    let scheme = literal(s, 0, b"mailto:");
    let to = then(s, &scheme, |s, i| many(s, addr_spec(s, i), |s, j| then(s, &byte(s, j, |b| b == b','), addr_spec)));
    let before_hfields: Ends = scheme.union(&to).copied().collect();
    let mut ends = then(s, &before_hfields, hfields);
    ends.extend(before_hfields);
    ends.contains(&s.len())
}

/// `%` and two hex digits standing for one of `octets`.
fn pct(octets: impl Fn(u8) -> bool) -> String {
    let alternatives: Vec<String> = (0u8..=0xFF).filter(|&b| octets(b)).map(|b| format!("%(?i:{b:02X})")).collect();
    alt(&alternatives)
}

/// A non-ASCII character as the percent-encoded octets of its UTF-8 (l.195-216; RFC 3629 §4).
fn pct_utf8() -> String {
    let h = "[0-9A-Fa-f]";
    let tail = format!("%[89AaBb]{h}");
    alt(&[
        format!("%(?:[Cc][2-9A-Fa-f]|[Dd]{h}){tail}"),
        format!("%[Ee]0%[AaBb]{h}{tail}"),
        format!("%[Ee][1-9A-Ca-cEeFf]{tail}{tail}"),
        format!("%[Ee][Dd]%[89]{h}{tail}"),
        format!("%[Ff]0%[9AaBb]{h}{tail}{tail}"),
        format!("%[Ff][1-3]{tail}{tail}{tail}"),
        format!("%[Ff]4%8{h}{tail}{tail}"),
    ])
}

/// The printable characters that may stand as themselves in an `addr-spec`: those a URI holds (RFC
/// 3986's `unreserved`, `gen-delims`, `sub-delims`) but the ones l.179-185 list (`%`, `/`, `?`, `#`,
/// `[`, `]`, `&`, `;`, `=`).
fn as_itself(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"-._~!$'()*+,:@".contains(&b)
}

/// One character of an `addr-spec` of the class: as itself where l.179-185 allow it, or
/// percent-encoded (a `.` as itself only: `.` is no `atext`).
fn encoded(class: impl Fn(u8) -> bool + Copy, utf8: bool) -> String {
    let itself: String = (0x21u8..=0x7E)
        .filter(|&b| class(b) && as_itself(b))
        .map(|b| regex::escape(&char::from(b).to_string()))
        .collect();
    let mut parts = vec![format!("[{itself}]"), pct(class)];
    if utf8 {
        parts.push(pct_utf8());
    }
    alt(&parts)
}

/// The regex of `rfc6068+prose`: the listing's `mailtoURI` whose `addr-spec` is an RFC 5322
/// `addr-spec` without `comment` (l.175-176), `obs-` forms and whitespace (l.189-193), each character
/// as itself or percent-encoded as l.179-185 say, non-ASCII ones as percent-encoded UTF-8 (l.195-216).
pub fn prose() -> String {
    let atext = encoded(is_atext, true);
    let dot = alt(&[lit("."), "%2[Ee]".to_string()]);
    let dot_atom = seq(&[plus(&atext), star(&seq(&[dot, plus(&atext)]))]);
    let qtext = encoded(|b| matches!(b, 33 | 35..=91 | 93..=126), true);
    let quoted_pair =
        seq(&["%5[Cc]".to_string(), alt(&[encoded(|b| (0x21..=0x7E).contains(&b), false), "%20|%09".to_string()])]);
    let dquote = "%22".to_string();
    let quoted = seq(&[dquote.clone(), star(&alt(&[qtext, quoted_pair])), dquote]);
    let dtext = encoded(|b| matches!(b, 33..=90 | 94..=126), false);
    let literal = seq(&["%5[Bb]".to_string(), star(&dtext), "%5[Dd]".to_string()]);
    let addr = seq(&[alt(&[dot_atom.clone(), quoted]), lit("@"), alt(&[dot_atom, literal])]);
    let to = seq(&[addr.clone(), star(&seq(&[lit(","), addr]))]);
    let qchar = alt(&["[A-Za-z0-9._~!$'()*+,;:@-]".to_string(), "%[0-9A-Fa-f]{2}".to_string()]);
    let hfield = seq(&[star(&qchar), lit("="), star(&qchar)]);
    let hfields = seq(&[lit("?"), hfield.clone(), star(&seq(&[lit("&"), hfield]))]);
    seq(&["(?i:mailto:)".to_string(), opt(&to), opt(&hfields)])
}

/// Random strings of the listing ([`mailto_uri`](strategy::mailto_uri)) and of the prose layer
/// ([`prose`](strategy::prose)), production by production, from the same lines.
pub mod strategy {
    use crate::oracle::{g_class, g_escape_except, g_lit, g_opt, g_rep, g_sep, g_seq, Gen};
    use proptest::prelude::*;

    /// RFC 5322 l.679-689 `atext`, a sample: letters, digits and every symbol it holds.
    const ATEXT: &[char] = &[
        'a', 'b', 'z', 'Q', '0', '9', '!', '#', '$', '%', '&', '\'', '*', '+', '-', '/', '=', '?', '^', '_', '`', '{',
        '|', '}', '~',
    ];
    /// RFC 5322 `qtext` and `ctext` beyond `atext`: the specials but `"`, `\` (and `(`, `)` for `ctext`).
    const SPECIALS: &[char] = &['.', ',', ':', ';', '<', '>', '@', '[', ']'];
    /// RFC 5234 `WSP` and the controls of RFC 5322's `obs-` forms (l.1774-1778).
    const WSP: &[char] = &[' ', '\t'];
    const OBS_NO_WS_CTL: &[char] = &['\u{1}', '\u{8}', '\u{b}', '\u{1f}', '\u{7f}'];
    /// RFC 6068 l.159-162 `dtext-no-obs`, a sample (`%d33-90 / %d94-126`).
    const DTEXT: &[char] = &['a', 'Z', '0', '.', ':', '!', '^', '~', '@', '?'];
    /// l.163-165 `qchar`'s single characters (RFC 3986 `unreserved`, `some-delims`).
    const QCHAR: &[char] = &['a', 'Z', '0', '-', '.', '_', '~', '!', '$', '\'', '(', ')', '*', '+', ',', ';', ':', '@'];
    const HEX: &[char] = &['0', '2', '5', '9', 'a', 'C', 'f', 'F'];

    /// l.151 `mailtoURI = "mailto:" [ to ] [ hfields ]`, the scheme in either case (RFC 5234 §2.3).
    pub fn mailto_uri() -> Gen {
        let scheme = prop_oneof![4 => g_lit("mailto:"), 1 => g_lit("MAILTO:"), 1 => g_lit("Mailto:")].boxed();
        g_seq(vec![scheme, g_opt(g_sep(addr_spec(), ",", 3)), g_opt(hfields())])
    }

    /// l.157-159 `addr-spec = local-part "@" domain`.
    fn addr_spec() -> Gen {
        let local = prop_oneof![3 => dot_atom_text(), 1 => quoted_string()].boxed();
        let literal = g_seq(vec![g_lit("["), g_rep(g_class(&[DTEXT]), 0, 4), g_lit("]")]);
        let domain = prop_oneof![4 => dot_atom_text(), 1 => literal].boxed();
        g_seq(vec![local, g_lit("@"), domain])
    }

    /// RFC 5322 l.693 `dot-atom-text = 1*atext *("." 1*atext)`.
    fn dot_atom_text() -> Gen {
        g_sep(g_rep(g_class(&[ATEXT]), 1, 4), ".", 3)
    }

    /// RFC 5322 l.599 `FWS`, l.1817 `obs-FWS`: white space, folded or not.
    fn fws() -> Gen {
        prop_oneof![
            3 => g_rep(g_class(&[WSP]), 1, 2),
            1 => g_seq(vec![g_rep(g_class(&[WSP]), 0, 1), g_lit("\r\n"), g_rep(g_class(&[WSP]), 1, 2)]),
            1 => g_seq(vec![g_class(&[WSP]), g_lit("\r\n"), g_class(&[WSP]), g_lit("\r\n"), g_class(&[WSP])]),
        ]
        .boxed()
    }

    /// RFC 5322 l.567 `quoted-pair`, l.1786 `obs-qp`.
    fn quoted_pair() -> Gen {
        g_seq(vec![g_lit("\\"), g_class(&[ATEXT, SPECIALS, WSP, &['"', '\\', '(', ')'], OBS_NO_WS_CTL])])
    }

    /// RFC 5322 l.609 `comment = "(" *([FWS] ccontent) [FWS] ")"`, nested up to `depth`.
    fn comment(depth: u32) -> Gen {
        let ctext = g_class(&[ATEXT, SPECIALS, &['"'], OBS_NO_WS_CTL]);
        let ccontent = if depth == 0 {
            prop_oneof![3 => ctext, 1 => quoted_pair()].boxed()
        } else {
            prop_oneof![3 => ctext, 1 => quoted_pair(), 1 => comment(depth - 1)].boxed()
        };
        g_seq(vec![g_lit("("), g_rep(g_seq(vec![g_opt(fws()), ccontent]), 0, 3), g_opt(fws()), g_lit(")")])
    }

    /// RFC 5322 l.611 `CFWS = (1*([FWS] comment) [FWS]) / FWS`.
    fn cfws() -> Gen {
        prop_oneof![g_seq(vec![g_rep(g_seq(vec![g_opt(fws()), comment(2)]), 1, 2), g_opt(fws())]), fws(),].boxed()
    }

    /// RFC 5322 l.742-744 `quoted-string = [CFWS] DQUOTE *([FWS] qcontent) [FWS] DQUOTE [CFWS]`.
    fn quoted_string() -> Gen {
        let qtext = g_class(&[ATEXT, SPECIALS, &['(', ')'], OBS_NO_WS_CTL]);
        let qcontent = prop_oneof![3 => qtext, 1 => quoted_pair()].boxed();
        let body = g_rep(g_seq(vec![g_opt(fws()), qcontent]), 0, 4);
        g_seq(vec![g_opt(cfws()), g_lit("\""), body, g_opt(fws()), g_lit("\""), g_opt(cfws())])
    }

    /// l.153-156 `hfields = "?" hfield *( "&" hfield )`, `hfield = hfname "=" hfvalue`.
    fn hfields() -> Gen {
        let qchar = prop_oneof![4 => g_class(&[QCHAR]), 1 => g_escape_except(HEX, &[])].boxed();
        let hfield = g_seq(vec![g_rep(qchar.clone(), 0, 5), g_lit("="), g_rep(qchar, 0, 5)]);
        g_seq(vec![g_lit("?"), g_sep(hfield, "&", 3)])
    }

    /// An octet as `%` and two hex digits, in either case.
    fn pct(octet: u8) -> String {
        if octet.is_multiple_of(2) {
            format!("%{octet:02X}")
        } else {
            format!("%{octet:02x}")
        }
    }

    /// One character of an `addr-spec` as l.179-185 let the prose layer write it: itself where a URI
    /// holds it and the list does not name it, else percent-encoded.
    fn encoded(chars: &'static [char]) -> Gen {
        proptest::sample::select(chars)
            .prop_flat_map(|c| {
                let itself = c.is_ascii_alphanumeric() || "-._~!$'()*+,:@".contains(c);
                let octet = c as u8;
                if itself {
                    prop_oneof![3 => Just(c.to_string()), 1 => Just(pct(octet))].boxed()
                } else {
                    Just(pct(octet)).boxed()
                }
            })
            .boxed()
    }

    /// A non-ASCII character as the percent-encoded octets of its UTF-8 (l.195-216).
    fn utf8() -> Gen {
        proptest::sample::select(&['\u{e9}', '\u{7d0d}', '\u{8c46}', '\u{1f600}'][..])
            .prop_map(|c| c.to_string().bytes().map(pct).collect())
            .boxed()
    }

    /// The prose layer's `dot-atom-text`: `atext` encoded as l.179-185 say, a `.` as itself or `%2E`.
    fn prose_dot_atom() -> Gen {
        let atext = prop_oneof![6 => encoded(ATEXT), 1 => utf8()].boxed();
        let dot = prop_oneof![3 => g_lit("."), 1 => g_lit("%2E"), 1 => g_lit("%2e")].boxed();
        let run = g_rep(atext, 1, 4);
        g_seq(vec![run.clone(), g_rep(g_seq(vec![dot, run]), 0, 2)])
    }

    /// Strings of `rfc6068+prose`: an RFC 5322 `addr-spec` without comments, `obs-` forms and white
    /// space (l.175-176, l.189-193), each character as l.179-185 write it; the listing's `hfields`.
    pub fn prose() -> Gen {
        let qtext = prop_oneof![4 => encoded(ATEXT), 1 => encoded(SPECIALS), 1 => utf8()].boxed();
        let pair = g_seq(vec![g_lit("%5C"), prop_oneof![encoded(ATEXT), g_lit("%22"), g_lit("%20")].boxed()]);
        let quoted = g_seq(vec![g_lit("%22"), g_rep(prop_oneof![3 => qtext, 1 => pair].boxed(), 0, 4), g_lit("%22")]);
        let local = prop_oneof![3 => prose_dot_atom(), 1 => quoted].boxed();
        let literal = g_seq(vec![g_lit("%5B"), g_rep(encoded(DTEXT), 0, 4), g_lit("%5D")]);
        let domain = prop_oneof![4 => prose_dot_atom(), 1 => literal].boxed();
        let addr = g_seq(vec![local, g_lit("@"), domain]);
        let scheme = prop_oneof![4 => g_lit("mailto:"), 1 => g_lit("MAILTO:")].boxed();
        g_seq(vec![scheme, g_opt(g_sep(addr, ",", 3)), g_opt(hfields())])
    }
}
