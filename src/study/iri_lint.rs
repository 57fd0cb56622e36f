//! The IRI rules of the security lint: RFC 3987's bidirectional rules
//! (§4.1-4.2, `rfc3987.txt` l.920-1043) and the considerations of its §6.1
//! and §8 (l.1581-1607, l.2055-2143) that a program can check on the text,
//! each a [`Warning`] citing its line.
//!
//! The rules are prose, not grammar: the listing's `ucschar` (l.435) holds
//! the bidi formatting characters that l.974 says "IRIs MUST NOT contain",
//! so an IRI the grammar accepts may still break them.
//!
//! # The rules checked, and why these
//!
//! * [`Code::BidiFormatting`] (danger): l.974-975, "IRIs MUST NOT contain
//!   bidirectional formatting characters (LRM, RLM, LRE, RLE, LRO, RLO, and
//!   PDF)", one warning per character, with its byte offset. A
//!   percent-encoded one is not warned of: that is how §3.2 keeps it
//!   (l.861-878).
//! * [`Code::BidiMixed`] and [`Code::BidiEnds`] (warning): §4.2's two
//!   restrictions per component, "SHOULD NOT use both right-to-left and
//!   left-to-right characters" (l.1017-1018) and "SHOULD start and end with
//!   right-to-left characters" (l.1020-1021); §8 names the spoofing they
//!   prevent (l.2139-2141). Right-to-left is Unicode's Bidi_Class R or AL,
//!   left-to-right its L. The components are §4.2's (l.990-992):
//!   `iuserinfo`, `ireg-name`, each path segment, `iquery` and
//!   `ifragment`, found as RFC 3986's Appendix B splits a reference, and
//!   divided further where l.994-1004 says a specification may: a host at
//!   its dots (a domain name's labels, l.996-998), a segment at its dots (a
//!   resource name's extensions, l.1003-1004), a query at `&`, `;` and `=`
//!   (its names and values, l.1001-1003). Without those divisions the
//!   legal examples of §4.4 would be warned of: Example 1's
//!   `ab.CDEFGH.ij` (l.1077) and Example 4's `KL.html` (l.1099) mix
//!   directions only across a dot; Examples 8 and 9 (l.1134-1149), which
//!   the text calls "not allowed" of a rule it gives as a should (finding
//!   F55), are warned of.
//! * [`Code::LookAlike`] (warning): §6.1 b, "strong visual look-alikes
//!   [...] should be avoided. This includes the full-width equivalents of
//!   Latin characters, half-width Katakana characters for Japanese, and
//!   many others. It also includes many look-alikes of "space""
//!   (l.1596-1602); §8 names the spoofing (l.2115-2118). Checked are the
//!   three sets the text names and that have a fixed extent: the
//!   full-width forms of ASCII (U+FF01-FF5E), the half-width Katakana
//!   block (U+FF61-FF9F), and the spaces beyond ASCII (Unicode's general
//!   category Zs: U+00A0, U+1680, U+2000-200A, U+202F, U+205F, U+3000).
//!   The "many others" and the look-alikes of "delims" and "unwise" are
//!   not: the text lists none, and a confusables table is outside these
//!   documents.
//! * [`Code::OverlongUtf8`] (danger): §8, "some UTF-8 decoders do not check
//!   against overlong byte sequences [...] the sequence 0xC0 0xAF as a "/".
//!   A sequence such as "%C0%AF.." may pass some security tests and then
//!   be interpreted as "/.."" (l.2061-2082). Percent-encoded octets that
//!   form an overlong sequence (lead `C0`/`C1`; `E0` then `80`-`9F`; `F0`
//!   then `80`-`8F`, with their continuation octets) are named with the
//!   character a lenient decoder would read.
//!
//! Not checked: §4.1's rendering rules (l.928-970) are about display, and
//! §8's normalization and legacy-encoding spoofing (l.2092-2137) needs the
//! resource's server to judge.
//!
//! ```
//! use rfc1630::study::iri_lint::lint_iri;
//! use rfc1630::study::lint::Code;
//! let codes = |iri: &str| lint_iri(iri).into_iter().map(|w| w.code).collect::<Vec<_>>();
//! assert_eq!(codes("http://example.org/\u{202E}gpj.exe"), [Code::BidiFormatting]);
//! assert_eq!(codes("http://example.org/%C0%AF.."), [Code::OverlongUtf8]);
//! assert!(codes("http://r\u{E9}sum\u{E9}.example.org/").is_empty());
//! ```

use super::warning::{Code, Severity, Warning};
use crate::revisions::iri::is_bidi_formatting;
use unicode_bidi::{bidi_class, BidiClass};

const BIDI_FORMATTING_SOURCE: &str = "RFC 3987 §4.1 l.974-975: \"IRIs MUST NOT contain bidirectional formatting characters (LRM, RLM, LRE, RLE, LRO, RLO, and PDF).\"";
const BIDI_MIXED_SOURCE: &str = "RFC 3987 §4.2 l.1017-1018: \"A component SHOULD NOT use both right-to-left and left-to-right characters.\"; §8 l.2139-2141: spoofing \"if the restrictions in section 4.2 are not followed\"";
const BIDI_ENDS_SOURCE: &str = "RFC 3987 §4.2 l.1020-1021: \"A component using right-to-left characters SHOULD start and end with right-to-left characters.\"; §8 l.2139-2141: spoofing \"if the restrictions in section 4.2 are not followed\"";
const LOOK_ALIKE_SOURCE: &str = "RFC 3987 §6.1 l.1596-1602: \"strong visual look-alikes [...] should be avoided. This includes the full-width equivalents of Latin characters, half-width Katakana characters for Japanese [...] many look-alikes of \"space\"\"; §8 l.2115-2118";
const OVERLONG_SOURCE: &str = "RFC 3987 §8 l.2061-2082: \"some UTF-8 decoders do not check against overlong byte sequences [...] A sequence such as \"%C0%AF..\" may pass some security tests and then be interpreted as \"/..\"\"";

/// The IRI warnings of a text, in the order of the rules above, each set
/// in the order of the text. The text is not parsed with a grammar: a
/// string that is no IRI gets the warnings its characters earn.
///
/// ```
/// use rfc1630::study::iri_lint::lint_iri;
/// use rfc1630::study::lint::{Code, Severity};
/// // RFC 3987 §4.4's Example 8 (l.1134-1137), its rtl letters in Hebrew
/// // as the catalogue writes them (A as U+05D0, and on): finding F55.
/// let w = lint_iri("http://ab.cd.ef/\u{5D6}\u{5D7}1/2\u{5D8}\u{5D9}/\u{5DA}\u{5DB}.html");
/// assert_eq!(w.iter().map(|w| w.code).collect::<Vec<_>>(), [Code::BidiEnds, Code::BidiEnds]);
/// assert_eq!(w[0].severity, Severity::Warning);
/// assert!(w[0].source.contains("l.1020-1021"));
/// assert!(w[0].message.contains("path segment"), "{}", w[0].message);
/// ```
pub fn lint_iri(iri: &str) -> Vec<Warning> {
    let mut warnings = bidi_formatting(iri);
    for piece in components(iri) {
        warnings.extend(direction(&piece));
    }
    warnings.extend(look_alikes(iri));
    warnings.extend(overlong(iri));
    warnings
}

fn bidi_formatting(iri: &str) -> Vec<Warning> {
    let name = |c| match c {
        '\u{200E}' => "LRM",
        '\u{200F}' => "RLM",
        '\u{202A}' => "LRE",
        '\u{202B}' => "RLE",
        '\u{202C}' => "PDF",
        '\u{202D}' => "LRO",
        _ => "RLO",
    };
    let formatting = iri.char_indices().filter(|&(_, c)| is_bidi_formatting(c));
    formatting
        .map(|(offset, c)| Warning {
            code: Code::BidiFormatting,
            severity: Severity::Danger,
            message: format!(
                "byte {offset}: U+{:04X} ({}) is a bidirectional formatting character, which an IRI must not contain",
                u32::from(c),
                name(c)
            ),
            source: BIDI_FORMATTING_SOURCE,
        })
        .collect()
}

/// A component of §4.2 (or a part of one), where it starts, and its name.
#[derive(Debug, PartialEq)]
struct Piece<'a> {
    component: &'static str,
    offset: usize,
    text: &'a str,
}

/// The pieces of `text` (at `offset`) cut at each of `cuts`, empty ones left out.
fn cut<'a>(component: &'static str, offset: usize, text: &'a str, cuts: &[char]) -> Vec<Piece<'a>> {
    let mut pieces = Vec::new();
    let mut start = 0;
    for (at, c) in text.char_indices().chain([(text.len(), cuts[0])]) {
        if cuts.contains(&c) {
            if at > start {
                pieces.push(Piece { component, offset: offset + start, text: &text[start..at] });
            }
            start = at + c.len_utf8();
        }
    }
    pieces
}

/// §4.2's components (l.990-992), divided as the module says, found as
/// RFC 3986's Appendix B splits a reference.
fn components(iri: &str) -> Vec<Piece<'_>> {
    let end_of = |from: usize, stops: &[char]| iri[from..].find(stops).map_or(iri.len(), |at| from + at);
    let mut pieces = Vec::new();
    let scheme_end = iri.find([':', '/', '?', '#']).filter(|&at| at > 0 && iri.as_bytes()[at] == b':');
    let mut at = scheme_end.map_or(0, |colon| colon + 1);
    if iri[at..].starts_with("//") {
        let start = at + 2;
        let end = end_of(start, &['/', '?', '#']);
        let authority = &iri[start..end];
        let host_start = authority.rfind('@').map_or(0, |mark| mark + 1);
        if host_start > 0 {
            pieces.push(Piece { component: "iuserinfo", offset: start, text: &authority[..host_start - 1] });
        }
        let host = &authority[host_start..];
        if !host.starts_with('[') {
            let host = host.rsplit_once(':').map_or(host, |(name, _port)| name);
            pieces.extend(cut("ireg-name label", start + host_start, host, &['.']));
        }
        at = end;
    }
    let path_end = end_of(at, &['?', '#']);
    for segment in cut("path segment", at, &iri[at..path_end], &['/']) {
        pieces.extend(cut("path segment", segment.offset, segment.text, &['.']));
    }
    let fragment = end_of(path_end, &['#']);
    if iri[path_end..].starts_with('?') {
        pieces.extend(cut("iquery part", path_end + 1, &iri[path_end + 1..fragment], &['&', ';', '=']));
    }
    if fragment < iri.len() {
        pieces.push(Piece { component: "ifragment", offset: fragment + 1, text: &iri[fragment + 1..] });
    }
    pieces.retain(|piece| !piece.text.is_empty());
    pieces
}

fn is_rtl(c: char) -> bool {
    matches!(bidi_class(c), BidiClass::R | BidiClass::AL)
}

/// §4.2's restrictions 1 and 2 on one piece.
fn direction(piece: &Piece<'_>) -> Vec<Warning> {
    let Piece { component, offset, text } = piece;
    // The formatting characters have their own rule (RLM is itself R).
    let chars = || text.chars().filter(|&c| !is_bidi_formatting(c));
    if !chars().any(is_rtl) {
        return Vec::new();
    }
    let mut warnings = Vec::new();
    if let Some(ltr) = chars().find(|&c| bidi_class(c) == BidiClass::L) {
        warnings.push(Warning {
            code: Code::BidiMixed,
            severity: Severity::Warning,
            message: format!(
                "byte {offset}: the {component} `{text}` has right-to-left characters and a left-to-right one (`{ltr}`)"
            ),
            source: BIDI_MIXED_SOURCE,
        });
    }
    let (first, last) = (chars().next(), chars().next_back());
    if let Some(end) = [first, last].into_iter().flatten().find(|&c| !is_rtl(c)) {
        warnings.push(Warning {
            code: Code::BidiEnds,
            severity: Severity::Warning,
            message: format!(
                "byte {offset}: the {component} `{text}` has right-to-left characters but starts or ends with `{end}`, which is not one"
            ),
            source: BIDI_ENDS_SOURCE,
        });
    }
    warnings
}

/// Which set of §6.1 b's look-alikes `c` is in.
fn look_alike(c: char) -> Option<&'static str> {
    match c {
        '\u{FF01}'..='\u{FF5E}' => Some("a full-width form of an ASCII character"),
        '\u{FF61}'..='\u{FF9F}' => Some("a half-width Katakana"),
        '\u{A0}' | '\u{1680}' | '\u{2000}'..='\u{200A}' | '\u{202F}' | '\u{205F}' | '\u{3000}' => {
            Some("a look-alike of space")
        }
        _ => None,
    }
}

/// One warning per set, at its first character, with the count.
fn look_alikes(iri: &str) -> Vec<Warning> {
    let mut found: Vec<(&'static str, usize, char, usize)> = Vec::new();
    for (offset, c) in iri.char_indices() {
        let Some(set) = look_alike(c) else { continue };
        match found.iter_mut().find(|(s, ..)| *s == set) {
            Some((.., count)) => *count += 1,
            None => found.push((set, offset, c, 1)),
        }
    }
    found
        .into_iter()
        .map(|(set, offset, c, count)| Warning {
            code: Code::LookAlike,
            severity: Severity::Warning,
            message: format!(
                "byte {offset}: `{c}` (U+{:04X}) is {set}{}",
                u32::from(c),
                if count > 1 { format!(", one of {count} such characters") } else { String::new() }
            ),
            source: LOOK_ALIKE_SOURCE,
        })
        .collect()
}

/// The octets of the escapes that follow each other from `at`.
fn escaped_octets(bytes: &[u8], mut at: usize) -> Vec<u8> {
    let mut octets = Vec::new();
    while bytes.get(at) == Some(&b'%') {
        let Some(octet) = bytes.get(at + 1..at + 3).and_then(|hex| std::str::from_utf8(hex).ok()) else { break };
        let Ok(octet) = u8::from_str_radix(octet, 16) else { break };
        octets.push(octet);
        at += 3;
    }
    octets
}

/// The code point of an overlong sequence at the start of `octets`, and
/// its length: what a decoder that does not check would read.
fn overlong_at(octets: &[u8]) -> Option<(u32, usize)> {
    let continuation = |i: usize| octets.get(i).filter(|&&b| b & 0xC0 == 0x80).map(|&b| u32::from(b & 0x3F));
    let lead = u32::from(*octets.first()?);
    match (octets[0], octets.get(1).copied()?) {
        (0xC0 | 0xC1, _) => Some((((lead & 0x1F) << 6) | continuation(1)?, 2)),
        (0xE0, 0x80..=0x9F) => Some((((lead & 0x0F) << 12) | (continuation(1)? << 6) | continuation(2)?, 3)),
        (0xF0, 0x80..=0x8F) => {
            Some((((lead & 0x07) << 18) | (continuation(1)? << 12) | (continuation(2)? << 6) | continuation(3)?, 4))
        }
        _ => None,
    }
}

fn overlong(iri: &str) -> Vec<Warning> {
    let bytes = iri.as_bytes();
    let mut warnings = Vec::new();
    let mut at = 0;
    while let Some(found) = iri[at..].find('%') {
        let start = at + found;
        let octets = escaped_octets(bytes, start);
        let mut i = 0;
        while i < octets.len() {
            let Some((code_point, len)) = overlong_at(&octets[i..]) else {
                i += 1;
                continue;
            };
            let offset = start + 3 * i;
            let escapes = &iri[offset..offset + 3 * len];
            let reads = char::from_u32(code_point).map_or(String::new(), |c| format!("`{}` ", c.escape_debug()));
            warnings.push(Warning {
                code: Code::OverlongUtf8,
                severity: Severity::Danger,
                message: format!(
                    "byte {offset}: `{escapes}` is an overlong UTF-8 form of {reads}(U+{code_point:04X}), which a decoder that does not check reads as that character"
                ),
                source: OVERLONG_SOURCE,
            });
            i += len;
        }
        // A `%` that begins no escape is passed by one byte.
        at = if octets.is_empty() { start + 1 } else { start + 3 * octets.len() };
    }
    warnings
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(iri: &str) -> Vec<(&'static str, &str)> {
        components(iri).into_iter().map(|p| (p.component, p.text)).collect()
    }

    #[test]
    fn components_are_section_four_twos() {
        assert_eq!(
            texts("http://u:p@ab.cd:80/x/y.html?n=v&m;o#f/g"),
            [
                ("iuserinfo", "u:p"),
                ("ireg-name label", "ab"),
                ("ireg-name label", "cd"),
                ("path segment", "x"),
                ("path segment", "y"),
                ("path segment", "html"),
                ("iquery part", "n"),
                ("iquery part", "v"),
                ("iquery part", "m"),
                ("iquery part", "o"),
                ("ifragment", "f/g"),
            ]
        );
        assert_eq!(texts("http://[::1]/a"), [("path segment", "a")]);
        assert_eq!(texts("a:b"), [("path segment", "b")]);
        assert_eq!(texts("?#"), []);
        let piece = &components("s://h/ab")[1];
        assert_eq!((piece.offset, piece.text), (6, "ab"));
    }

    /// §4.4's examples (l.1076-1156), the uppercase rtl letters written
    /// in Hebrew: the legal ones pass, Examples 8 and 9 are warned of.
    #[test]
    fn section_four_four() {
        let hebrew = |s: &str| -> String {
            let rtl = |c: char| char::from_u32(0x5D0 + u32::from(c) - u32::from('A')).unwrap();
            s.chars().map(|c| if c.is_ascii_uppercase() { rtl(c) } else { c }).collect()
        };
        let legal = [
            "http://ab.CDEFGH.ij/kl/mn/op.html",
            "http://ab.CDE.FGH/ij/kl/mn/op.html",
            "http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV",
            "http://AB.CD.ef/gh/IJ/KL.html",
            "http://ab.cd.EF/GH/ij/kl.html",
            "http://ab.CD.EF/GH/IJ/kl.html",
            "http://ab.CDE123FGH.ij/kl/mn/op.html",
            "http://ab.CDEFGH.123/kl/mn/op.html",
        ];
        for example in legal {
            let iri = hebrew(example);
            assert!(lint_iri(&iri).is_empty(), "{example}: {:?}", lint_iri(&iri));
        }
        for (example, segments) in [
            ("http://ab.cd.ef/GH1/2IJ/KL.html", ["GH1", "2IJ"]),
            ("http://ab.cd.ef/GH%31/%32IJ/KL.html", ["GH%31", "%32IJ"]),
        ] {
            let iri = hebrew(example);
            let warnings = lint_iri(&iri);
            assert_eq!(warnings.len(), 2, "{warnings:?}");
            for (warning, segment) in warnings.iter().zip(segments) {
                assert_eq!(warning.code, Code::BidiEnds);
                assert!(warning.message.contains(&hebrew(segment)), "{}", warning.message);
            }
        }
        let mixed = lint_iri("http://a/\u{5D0}b\u{5D1}");
        assert_eq!(mixed.iter().map(|w| w.code).collect::<Vec<_>>(), [Code::BidiMixed]);
        // Arabic letters are AL; Arabic-Indic digits are not rtl.
        assert!(lint_iri("http://a/\u{627}\u{644}").is_empty());
        assert_eq!(lint_iri("http://a/\u{627}\u{661}")[0].code, Code::BidiEnds);
    }

    #[test]
    fn formatting_look_alikes_overlong() {
        let w = lint_iri("a\u{200F}b\u{202C}");
        assert_eq!(w.len(), 2);
        assert!(w[0].message.starts_with("byte 1: U+200F (RLM)"), "{}", w[0].message);
        assert!(w[1].message.contains("(PDF)"));
        // Percent-encoded, as §3.2 leaves it: not warned of.
        assert!(lint_iri("a%E2%80%8F").is_empty());
        let w = lint_iri("http://\u{FF41}\u{FF42}c.example/\u{FF76}\u{3000}x");
        assert_eq!(w.iter().map(|w| w.code).collect::<Vec<_>>(), [Code::LookAlike; 3]);
        assert!(w[0].message.contains("one of 2"), "{}", w[0].message);
        assert!(lint_iri("http://\u{E9}.example/\u{30AB}").is_empty());
        let w = lint_iri("/%C0%AF..%c0%ae%E0%80%AF%F0%80%80%AF%C3%A9%C0");
        assert_eq!(w.len(), 4, "{w:?}");
        assert!(w[0].message.starts_with("byte 1: `%C0%AF` is an overlong UTF-8 form of `/`"), "{}", w[0].message);
        assert!(w[1].message.contains("`.`"), "{}", w[1].message);
        assert!(w[2].message.contains("`%E0%80%AF`") && w[3].message.contains("`%F0%80%80%AF`"));
        for s in ["%", "%C0", "%C0%", "%E0%80", "%%C0", "%F0%8F%BF", "%E0%A0%80"] {
            assert!(lint_iri(s).iter().all(|w| w.code != Code::OverlongUtf8), "{s}");
        }
    }
}
