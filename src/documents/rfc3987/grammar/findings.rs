//! RFC 3987's findings: where its listing disagrees with its own prose or
//! examples (and the findings it shares with a later document), as data;
//! [`crate::grammar::findings`] gathers every document's.

use super::cite as rfc3987;
use crate::grammar::findings::Expect::Accepted;
use crate::grammar::findings::{finding, quote, Evidence, Finding, Witness};
use crate::Grammar::Rfc3987;

/// RFC 3987's findings, in id order.
pub(crate) static FINDINGS: &[Finding] = &[
    finding!(Finding {
        id: "F52",
        grammars: &[Rfc3987],
        evidence: Evidence::Contradiction,
        summary: "RFC 3987's `ucschar` holds the bidi formatting characters LRM, RLM, LRE, RLE, LRO, RLO and PDF, which its §4.1 says IRIs must not contain",
        detail: "The listing's first range of `ucschar`, `%xA0-D7FF`, holds U+200E-200F (LRM, RLM) and U+202A-202E (LRE, RLE, PDF, LRO, RLO), and `ucschar` is an `iunreserved`, so each may stand in every component but the scheme; §4.1 says \"IRIs MUST NOT contain bidirectional formatting characters\". So `http://a/` followed by U+202E (RLO) is an `IRI`, and so is `http://` followed by U+200E (LRM) and `a/`. The grammar keeps the listing; `lint --grammar rfc3987` warns of each such character (`bidi-formatting`), and the mapping to a URI encodes it while the mapping back keeps it encoded (§3.2, l.861-878).",
        listing: &[quote(rfc3987("p.8", 435, 435), "ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF")],
        prose: &[quote(
            rfc3987("p.18", 974, 975),
            "IRIs MUST NOT contain bidirectional formatting characters (LRM, RLM, LRE, RLE, LRO, RLO, and PDF).",
        )],
        witnesses: &[
            Witness { input: "http://a/\u{202E}", verdicts: &[(Rfc3987, Accepted("IRI"))] },
            Witness { input: "http://\u{200E}a/", verdicts: &[(Rfc3987, Accepted("IRI"))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    }),
    finding!(Finding {
        id: "F55",
        grammars: &[Rfc3987],
        evidence: Evidence::Contradiction,
        summary: "RFC 3987 §4.4 calls its bidi Examples 8 and 9 \"not allowed\"; the rule they break is a should, not a must (§4.2), and the listing derives both",
        detail: "§4.4's Example 8, `http://ab.cd.ef/GH1/2IJ/KL.html` (digits at the start and end of right-to-left components), and Example 9, the same with the digits percent-encoded, are headed \"(not allowed)\". The rule they break is §4.2's second, \"A component using right-to-left characters SHOULD start and end with right-to-left characters\", and §4.2 says \"The above restrictions are given as shoulds, rather than as musts\"; no other text forbids them, and the listing derives both. So the document calls two IRIs \"not allowed\" that its rule only advises against and its grammar derives. The examples are in the document's Bidi Notation, upper case for right-to-left letters (l.292-295); the witnesses and the catalogue write them with Hebrew letters, A as U+05D0 (alef) and each next letter the next code point. The grammar keeps the listing: `rfc3987` accepts both as `IRI`s, `lint --grammar rfc3987` warns `bidi-ends` of each component (§4.2), and `conformance` claims them `not-allowed`, a claim the grammar does not bear out.",
        listing: &[
            quote(rfc3987("p.8", 420, 420), "isegment = *ipchar"),
            quote(rfc3987("p.8", 426, 427), "ipchar = iunreserved / pct-encoded / sub-delims / \":\" / \"@\""),
            quote(rfc3987("p.8", 433, 433), "iunreserved = ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\" / ucschar"),
        ],
        prose: &[
            quote(
                rfc3987("p.21", 1134, 1136),
                "Example 8 (not allowed): Numbers are at the start or end of an rtl component: Logical representation: \"http://ab.cd.ef/GH1/2IJ/KL.html\"",
            ),
            quote(
                rfc3987("p.21", 1143, 1145),
                "Example 9 (not allowed): The numbers in the previous example are percent-encoded: Logical representation: \"http://ab.cd.ef/GH%31/%32IJ/KL.html\",",
            ),
            quote(
                rfc3987("p.19", 1020, 1021),
                "A component using right-to-left characters SHOULD start and end with right-to-left characters.",
            ),
            quote(rfc3987("p.19", 1023, 1023), "The above restrictions are given as shoulds, rather than as musts."),
            quote(
                rfc3987("p.6", 292, 295),
                "Bidi Notation is used for bidirectional examples: Lowercase letters stand for Latin letters or other letters that are written left to right, whereas uppercase letters represent Arabic or Hebrew letters that are written right to left.",
            ),
        ],
        witnesses: &[
            Witness {
                input: "http://ab.cd.ef/\u{5D6}\u{5D7}1/2\u{5D8}\u{5D9}/\u{5DA}\u{5DB}.html",
                verdicts: &[(Rfc3987, Accepted("IRI"))],
            },
            Witness {
                input: "http://ab.cd.ef/\u{5D6}\u{5D7}%31/%32\u{5D8}\u{5D9}/\u{5DA}\u{5DB}.html",
                verdicts: &[(Rfc3987, Accepted("IRI"))],
            },
        ],
        unknown_schemes: &[],
        hints: &[],
    }),
];
