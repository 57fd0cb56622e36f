//! RFC 3987's operations: RFC 3986's resolution applied to IRI references
//! (§6.5, `rfc3987.txt` l.1751-1755), §5.3's ladder for IRIs, and the
//! grammar the IRIs map to (§3, RFC 3986's).
//!
//! # Resolution
//!
//! "the algorithms of \[RFC3986\] can be applied directly, treating the
//! characters additionally allowed in IRI references in the same way that
//! unreserved characters are in URI references" (§6.5). RFC 3986's
//! algorithm splits at ASCII delimiters only and copies every other
//! character, so it is that algorithm, run over the IRI's components; the
//! inputs are checked with RFC 3987's grammar (`IRI`, `IRI-reference`).
//!
//! # Comparison
//!
//! §5.3 (l.1256-1548): simple string (§5.3.1, character for character),
//! case (§5.3.2.1), percent-encoding (§5.3.2.3), character normalization
//! (§5.3.2.2) when asked for, dot segments (§5.3.2.4) and scheme-based
//! (§5.3.3) as RFC 3986's.
//!
//! * **Case.** Only a US-ASCII only host is lowered (l.1358-1360): "Case
//!   equivalence for non-ASCII characters in IRI components that are IDNs
//!   are discussed in section 5.3.3" (l.1362-1363), whose Nameprep the
//!   library does not have; so `http://\u{C9}.example/` and
//!   `http://\u{E9}.example/` are different, and so is a host whose
//!   percent-encoded octets spell non-ASCII (`%C3%89`), which §5.3.2.3
//!   makes the same host as `\u{C9}`.
//! * **Percent-encoding.** The encodings are aligned "by converting both
//!   IRIs to URIs (see section 3.1), eliminating escape differences in the
//!   resulting URIs, and making sure that the case of the hexadecimal
//!   characters in the percent-encoding is always the same" (l.1447-1452):
//!   the normal form is a URI.
//! * **Character normalization**: see the engine's `CharacterNormalization`.
//!   Without it, two IRIs that NFC alone would make equal are different, and
//!   the reason says so, with the clause that forbids concluding more.
//! * **Not done**: IDN equivalence (§5.3.3, l.1533-1546: a validated IDN
//!   Nameprep'd, and a label equal to its punycode, `xn--rsum-bpad`), which
//!   needs IDNA's tables (as the mapping to URIs leaves §3.1's host step);
//!   and protocol-based normalization (§5.3.4).
//!
//! Like RFC 3986's, the ladder takes any string; its normal form is a
//! fixed point, so the answer is an equivalence relation in both modes. A
//! relative IRI reference takes the rungs that keep its target, as under
//! RFC 3986, whose resolution it has.

mod characters;

use crate::documents::rfc3986::operations::{
    decode_unreserved, has_scheme, scheme_based_3986, without_dot_segments, RESOLUTION,
};
use crate::grammar::Grammar;
use crate::revisions::equivalence::ladder::{Ladder, Relative, Step, WithNfc};
use crate::revisions::equivalence::rungs::{lower_scheme_and_host, upper_hex};
use crate::revisions::equivalence::Rung;
use crate::revisions::operations::{ComparisonRules, Operations};
use crate::revisions::resolution::finding_witnesses::{Gives, ResolutionWitness, BASE};
use crate::revisions::resolution::{BaseEntry, ParsedFirst};
use characters::{align, is_us_ascii_host, nfc};

/// RFC 3987's operations: RFC 3986's resolution over IRIs, its inputs
/// checked with RFC 3987's grammar, §5.3's ladder, and its IRIs mapped to
/// RFC 3986's URIs.
pub(crate) static OPERATIONS: Operations = Operations {
    resolution: RESOLUTION,
    parsed_first: ParsedFirst::Entries(BaseEntry {
        grammar: Grammar::Rfc3987,
        reference: "IRI-reference",
        absolute: "IRI",
        fragment_set_aside: false,
        empty_base_unparsed: false,
    }),
    parses_reference_itself: false,
    comparison: ComparisonRules::Ladder(Ladder {
        rungs: &[STRING, CASE, ENCODING, DOTS, SCHEME_BASED],
        has_scheme,
        with_nfc: Some(WithNfc {
            rungs: &[STRING, CASE, ENCODING, CHARACTERS, DOTS, SCHEME_BASED],
            not_applied: NFC_NOT_APPLIED,
        }),
    }),
    iris_map_to: Some(Grammar::Rfc3986),
    finding_witnesses: &[
        // §5.3 writes `//g` after `f:`; §6.5 (l.1753-1757) applies the same algorithm.
        ResolutionWitness { finding: "F37", base: "f:/a", reference: ".//g", gives: Gives::Target("f://g") },
        // The strict parser's answer of the two, RFC 3986's.
        ResolutionWitness { finding: "F38", base: BASE, reference: "http:g", gives: Gives::Target("http:g") },
    ],
};

const MERGED_DOTS: &str = "RFC 3987 §6.5 (rfc3987.txt l.1751-1755) resolves with RFC 3986 §5.2.2 (rfc3986.txt l.1765-1766): a relative-path reference's path is merged with the base's before remove_dot_segments, so that its `..` climb out of the base's path; resolve it first (RFC 3986 §6.1, l.2119-2121)";
const BASE_SCHEME_TAKEN: &str = "RFC 3987 §6.5 (rfc3987.txt l.1751-1755) resolves with RFC 3986 §5.2.2 (rfc3986.txt l.1772): a relative reference takes the base's scheme, whose rules these are (§5.3.3, l.1480-1481); resolve it first (RFC 3986 §6.1, l.2119-2121)";
/// Why two IRIs equal under NFC alone are not found equivalent without it.
const NFC_NOT_APPLIED: &str =
    "the two are canonically equivalent under NFC (RFC 3987 §5.3.2.2, rfc3987.txt l.1407-1409), \
    which this ladder does not apply: equivalence \"MUST rely on the assumption that IRIs are appropriately \
    pre-character-normalized rather than apply character normalization when comparing two IRIs\" \
    (l.1384-1386); NFC is for IRIs converted from a non-digital form or a non-UCS encoding (l.1386-1390)";

const STRING: Step = Step {
    rung: Rung::SimpleString,
    clause: "RFC 3987 §5.3.1 (rfc3987.txt l.1274-1276, l.1305-1310): identical as character strings, compared character for character without mapping IRIs to URIs",
    normalize: str::to_string,
    relative: Relative::Same,
};
const CASE: Step = Step {
    rung: Rung::Case,
    clause: "RFC 3987 §5.3.2.1 (rfc3987.txt l.1353-1360): hex digits upper-case, the scheme and a US-ASCII only host lower-case (a host with non-ASCII characters keeps its case: l.1362-1363 leaves it to IDN, §5.3.3)",
    normalize: |s| lower_scheme_and_host(&upper_hex(s), is_us_ascii_host),
    relative: Relative::Same,
};
const ENCODING: Step = Step {
    rung: Rung::PercentEncoding,
    clause: "RFC 3987 §5.3.2.3 (rfc3987.txt l.1437-1452): the percent-encodings aligned by converting both IRIs to URIs (§3.1), percent-encoded unreserved characters decoded, hex digits upper-case; then the scheme and a US-ASCII only host lower-case again (§5.3.2.1, l.1357-1360)",
    normalize: |s| lower_scheme_and_host(&decode_unreserved(&align(s)), is_us_ascii_host),
    relative: Relative::Same,
};
const CHARACTERS: Step = Step {
    rung: Rung::CharacterNormalization,
    clause: "RFC 3987 §5.3.2.2 (rfc3987.txt l.1386-1390): NFC, as after conversion from a non-digital form or a non-UCS encoding, of the characters the percent-encoded UTF-8 spells, between delimiters; then the scheme and a US-ASCII only host lower-case again (§5.3.2.1, l.1357-1360)",
    normalize: |s| lower_scheme_and_host(&nfc(s), is_us_ascii_host),
    relative: Relative::Same,
};
const DOTS: Step = Step {
    rung: Rung::DotSegments,
    clause: "RFC 3987 §5.3.2.4 (rfc3987.txt l.1475-1477): remove_dot_segments applied to the path (RFC 3986 §5.2.4)",
    normalize: without_dot_segments,
    relative: Relative::PathAlone(MERGED_DOTS),
};
const SCHEME_BASED: Step = Step {
    rung: Rung::SchemeBased,
    clause: "RFC 3987 §5.3.3 (rfc3987.txt l.1494-1498): an empty path after an authority is `/`; an empty or default `:port` is elided",
    normalize: scheme_based_3986,
    relative: Relative::Never(BASE_SCHEME_TAKEN),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::revisions::equivalence::{CharacterNormalization, Equivalence};

    fn compare(a: &str, b: &str, normalization: CharacterNormalization) -> Equivalence {
        OPERATIONS.compare(normalization, a, b).unwrap()
    }

    fn iri_rung(a: &str, b: &str, normalization: CharacterNormalization) -> Option<Rung> {
        let rung = compare(a, b, normalization).rung();
        assert_eq!(compare(b, a, normalization).rung(), rung, "not symmetric: {a} {b}");
        rung
    }

    fn normal(text: &str, normalization: CharacterNormalization) -> String {
        OPERATIONS.normalize(normalization, text).unwrap().text
    }

    #[test]
    fn the_ladder() {
        use CharacterNormalization::{ApplyNfc, AssumeNormalized};
        for mode in [AssumeNormalized, ApplyNfc] {
            // §5.3.2 (rfc3987.txt l.1333-1334).
            let (a, b) = ("example://a/b/c/%7Bfoo%7D/ros\u{E9}", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9");
            assert_eq!(iri_rung(a, b, mode), Some(Rung::DotSegments));
            // §5.3.3 (l.1489-1492): four equivalent IRIs; the second is the normal form (l.1499-1500).
            let four = ["http://example.com", "http://example.com/", "http://example.com:/", "http://example.com:80/"];
            for b in &four[1..] {
                assert_eq!(iri_rung(four[0], b, mode), Some(Rung::SchemeBased), "{b}");
            }
            assert_eq!(normal(four[3], mode), four[1]);
            // l.1525: `?` is not removed.
            for b in four {
                assert_eq!(iri_rung("http://example.com/?", b, mode), None, "{b}");
            }
            // §5.3.2.1 (l.1360-1361), and hex digits.
            assert_eq!(iri_rung("HTTP://www.EXAMPLE.com/", "http://www.example.com/", mode), Some(Rung::Case));
            assert_eq!(iri_rung("http://a/%7e", "http://a/%7E", mode), Some(Rung::Case));
            // A host that is not US-ASCII only keeps its case, encoded or not.
            assert_eq!(iri_rung("http://\u{C9}.example/", "http://\u{E9}.example/", mode), None);
            assert_eq!(iri_rung("http://%C3%89.EXAMPLE/", "http://%C3%89.example/", mode), None);
            assert_eq!(iri_rung("http://R\u{E9}sum\u{E9}.example/", "http://r%C3%A9sum%C3%A9.example/", mode), None);
            assert_eq!(
                iri_rung("http://r\u{E9}sum\u{E9}.example/", "http://r%c3%a9sum%c3%a9.example/", mode),
                Some(Rung::PercentEncoding)
            );
            // §5.3.2.3 (l.1441-1445), and the alignment through §3.1.
            assert_eq!(
                iri_rung("http://example.org/~user", "http://example.org/%7euser", mode),
                Some(Rung::PercentEncoding)
            );
            assert_eq!(iri_rung("http://\u{E9}/", "http://%C3%A9/", mode), Some(Rung::PercentEncoding));
            assert_eq!(iri_rung("http://a/?\u{E000}", "http://a/?%ee%80%80", mode), Some(Rung::PercentEncoding));
            // Reserved characters stay encoded; path case matters.
            assert_eq!(iri_rung("http://a/%2F", "http://a//", mode), None);
            assert_eq!(iri_rung("http://a/\u{E9}", "http://a/\u{C9}", mode), None);
            // IDN equivalence is not done (l.1543-1546).
            assert_eq!(iri_rung("http://r\u{E9}sum\u{E9}.example.org", "http://xn--rsum-bpad.example.org", mode), None);
        }
    }

    /// §5.3.2.2 (rfc3987.txt l.1396-1409): canonically equivalent, and
    /// different unless NFC is asked for (l.1384-1390).
    #[test]
    fn character_normalization() {
        use CharacterNormalization::{ApplyNfc, AssumeNormalized};
        let nfc = "http://www.example.org/r\u{E9}sum\u{E9}.html";
        let nfd = "http://www.example.org/re\u{301}sume\u{301}.html";
        let Equivalence::Different { reason } = compare(nfc, nfd, AssumeNormalized) else {
            panic!("equivalent without NFC")
        };
        assert!(reason.contains("canonically equivalent under NFC"), "{reason}");
        assert!(reason.contains("(l.1384-1386)"), "{reason}");
        assert_eq!(iri_rung(nfc, nfd, ApplyNfc), Some(Rung::CharacterNormalization));
        // The three spellings of é meet, with NFC only where one is decomposed.
        let spellings = ["/\u{E9}", "/%C3%A9", "/e\u{301}", "/e%CC%81", "/%65%cc%81"];
        for a in spellings {
            for b in spellings {
                let with = iri_rung(a, b, ApplyNfc);
                assert!(with.is_some(), "{a} {b}");
                let decomposed = |s: &str| !(s.contains('\u{E9}') || s.contains("%C3%A9"));
                let without = iri_rung(a, b, AssumeNormalized);
                assert_eq!(without.is_some(), decomposed(a) == decomposed(b), "{a} {b}");
                if decomposed(a) != decomposed(b) {
                    assert_eq!(with, Some(Rung::CharacterNormalization), "{a} {b}");
                }
            }
        }
        // Different under NFC too: no note of NFC.
        let Equivalence::Different { reason } = compare("/a", "/b", AssumeNormalized) else { panic!() };
        assert!(!reason.contains("NFC"), "{reason}");
        // NFC does not join a delimiter with what follows it.
        assert_eq!(iri_rung("/?a=\u{338}", "/?a\u{2260}", ApplyNfc), None);
        // The Kelvin sign is `K`, and a host made US-ASCII by NFC is lowered.
        assert_eq!(
            iri_rung("http://\u{212A}.example/", "http://k.example/", ApplyNfc),
            Some(Rung::CharacterNormalization)
        );
    }

    /// As under RFC 3986, whose resolution RFC 3987 has.
    #[test]
    fn relative_references_take_the_rungs_that_keep_their_target() {
        let Equivalence::Different { reason } = compare("../g", "g", CharacterNormalization::default()) else {
            panic!("`../g` ~ `g`")
        };
        assert!(reason.contains("dot segments not applied to a relative reference"), "{reason}");
        assert!(reason.contains("scheme-based not applied to a relative reference"), "{reason}");
        let normalized = OPERATIONS.normalize(CharacterNormalization::default(), "a/..").unwrap();
        assert_eq!(normalized.text, "a/..");
        let not_applied: Vec<Rung> = normalized.not_applied.iter().map(|(rung, _)| *rung).collect();
        assert_eq!(not_applied, [Rung::DotSegments, Rung::SchemeBased]);
        let keep = CharacterNormalization::AssumeNormalized;
        assert_eq!(normal("../a/./%62", keep), "../a/./b");
        assert_eq!(iri_rung("/a/./b", "/a/b", keep), Some(Rung::DotSegments));
        assert_eq!(iri_rung("//H/a/../b", "//h/b", keep), Some(Rung::DotSegments));
        assert_eq!(iri_rung("/a/..//g", "/.//g", keep), Some(Rung::DotSegments));
        assert_eq!(iri_rung("//h:80/", "//h/", keep), None);
        assert_eq!(iri_rung("../%7e", "../~", keep), Some(Rung::PercentEncoding));
    }

    #[test]
    fn escaped_dots_stay_where_they_would_make_a_dot_segment() {
        let keep = CharacterNormalization::AssumeNormalized;
        assert_eq!(normal("http://x/a/%2e%2E/..", keep), "http://x/a/");
        assert_eq!(normal("http://x/a/.%2e/b/a%2Eb", keep), "http://x/a/.%2E/b/a.b");
        assert_eq!(normal("http://x/%2E?%2E#%2E", keep), "http://x/%2E?.#.");
        // Nor does NFC read them.
        assert_eq!(normal("/%2E%2E/%2e", CharacterNormalization::ApplyNfc), "/%2E%2E/%2E");
    }
}
