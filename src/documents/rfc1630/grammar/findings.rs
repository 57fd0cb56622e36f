//! RFC 1630's findings: where its listing disagrees with its own prose or
//! examples (and the findings it shares with a later document), as data;
//! [`crate::grammar::findings`] gathers every document's.

use super::cite as rfc1630;
use crate::grammar::findings::Expect::{Accepted, Rejected};
use crate::grammar::findings::{finding, hint, quote, Evidence, Finding, Found, Witness};
use crate::Grammar::{Rfc1630, Rfc1630Generic, Rfc1630Url};

/// RFC 1630's findings, in id order.
pub(crate) static FINDINGS: &[Finding] = &[
    finding!(Finding {
        id: "F4",
        grammars: &[Rfc1630Url, Rfc1630Generic],
        evidence: Evidence::Contradiction,
        summary: "the p.14 example holds a `%` that starts no escape (`escape  % hex hex`)",
        detail: "The p.14 example `http://info.cern.ch/RDB/EMP?*%20where%20name%%3Ddobbins` holds a `%` that starts no escape: both listings have `escape  % hex hex`, so it fails the URL listing at the second `%`, and the generic listing too (there first at the `/` of `//`, F1; the same search after a generic path fails at the second `%`).",
        listing: &[
            quote(rfc1630("p.26", 1306, 1306), "escape % hex hex"),
            quote(rfc1630("p.23", 1142, 1142), "escape % hex hex"),
        ],
        prose: &[quote(rfc1630("p.14", 689, 689), "http://info.cern.ch/RDB/EMP?*%20where%20name%%3Ddobbins")],
        witnesses: &[
            Witness {
                input: "http://info.cern.ch/RDB/EMP?*%20where%20name%%3Ddobbins",
                verdicts: &[(Rfc1630Url, Rejected(45)), (Rfc1630Generic, Rejected(5)), (Rfc1630, Rejected(45))],
            },
            Witness { input: "magic:RDB/EMP?*%20where%20name%%3Ddobbins", verdicts: &[(Rfc1630Generic, Rejected(31))] },
        ],
        unknown_schemes: &[],
        hints: &[hint(Rfc1630Url, "escape", Found::Char('%')), hint(Rfc1630Generic, "escape", Found::Char('%'))],
    }),
    finding!(Finding {
        id: "F8",
        grammars: &[Rfc1630Url, Rfc1630Generic],
        evidence: Evidence::Contradiction,
        summary: "the URL listing's `safe` holds `+` (and `-` twice), the generic listing's does not",
        detail: "`safe` lists `-` twice and holds `+`, unlike the generic listing's `safe`; so in the URL listing `search  xalphas [ + search ]` is just `xalphas`, while the generic listing rejects `++`. The contradiction is between the document's two listings: its preface says the generic one parses the same URIs as the others.",
        listing: &[
            quote(rfc1630("p.26", 1300, 1300), "safe $ | - | _ | @ | . | & | + | -"),
            quote(rfc1630("p.23", 1136, 1136), "safe $ | - | _ | @ | . | &"),
        ],
        prose: &[quote(
            rfc1630("p.22", 1098, 1099),
            "The \"generic\" production gives a higher level parsing of the same URIs as the other productions.",
        )],
        witnesses: &[
            Witness { input: "http://h/p?a++b", verdicts: &[(Rfc1630Url, Accepted("httpaddress"))] },
            Witness { input: "magic:p?a++b", verdicts: &[(Rfc1630Generic, Rejected(10))] },
        ],
        unknown_schemes: &[],
        hints: &[hint(Rfc1630Generic, "search", Found::Char('+'))],
    }),
    finding!(Finding {
        id: "F9",
        grammars: &[Rfc1630Generic],
        evidence: Evidence::Contradiction,
        summary: "Example 3 is illegal for its `%*`, but the generic listing rejects it earlier, at the `/` after the colon (F1)",
        detail: "Example 3 (p.9) calls `fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred` illegal for its `%*`; the generic listing rejects it earlier, at the `/` after the colon (F1). The verdict agrees with the claim, for another reason.",
        listing: &[quote(rfc1630("p.22", 1109, 1109), "path void | xpalphas [ / path ]")],
        prose: &[quote(rfc1630("p.9", 439, 439), "fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred")],
        witnesses: &[
            Witness { input: "fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred", verdicts: &[(Rfc1630Generic, Rejected(5))] },
            Witness { input: "fxqn:us/va/asdf%*.fred", verdicts: &[(Rfc1630Generic, Rejected(16))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    }),
    finding!(Finding {
        id: "F20",
        grammars: &[Rfc1630Generic, Rfc1630],
        evidence: Evidence::Contradiction,
        summary: "the slash rule's words resolve `/g` in `magic://a/b/c//d/e/f` to `magic://a/b/c//d/g`; the table prints `magic://a/g`",
        detail: "The partial-form rule (p.10) takes everything up to the first run of exactly as many slashes \"which has no greater number of consecutive slashes anywhere to the right of it\": in `magic://a/b/c//d/e/f` that is the `/` after `d`, so `/g` gives `magic://a/b/c//d/g`; the table (p.11) prints `magic://a/g`. `resolve` follows the table; `SlashReading::Literal` follows the words. The context itself is not derivable (F1).",
        listing: &[quote(rfc1630("p.22", 1109, 1109), "path void | xpalphas [ / path ]")],
        prose: &[
            quote(
                rfc1630("p.10", 489, 494),
                "If the partial URI starts with a non-zero number of consecutive slashes, then everything from the context URI up to (but not including) the first occurrence of exactly the same number of consecutive slashes which has no greater number of consecutive slashes anywhere to the right of it is taken to be the same and so prepended to the partial URL to form the full URL.",
            ),
            quote(rfc1630("p.11", 534, 534), "/g magic://a/g"),
        ],
        witnesses: &[Witness { input: "magic://a/b/c//d/e/f", verdicts: &[(Rfc1630Generic, Rejected(6)), (Rfc1630, Rejected(6))] }],
        unknown_schemes: &[],
        hints: &[],
    }),
    finding!(Finding {
        id: "F30",
        grammars: &[Rfc1630Url, Rfc1630Generic],
        evidence: Evidence::Contradiction,
        summary: "RFC 1630's fragment example `http://www.myu.edu/org/admin/people#andy` is derived by neither of its listings",
        detail: "The example (p.14) of \"a reference to a particular part of a document\" is an `http` URL with a fragment-id: the URL listing has no `#` (its entry is `prefixedurl | url`), and the generic listing, which has `[ # fragmentid ]`, derives no `//` (F1, F23). Only the default grammar `rfc1630` accepts it, by its own composition of the two listings (C1, `url_fragment_entry`: the URL listing's `url` followed by the generic listing's `# fragmentid`).",
        listing: &[
            quote(rfc1630("p.22", 1103, 1103), "fragmentaddress uri [ # fragmentid ]"),
            quote(
                rfc1630("p.24", 1178, 1181),
                "url httpaddress | ftpaddress | newsaddress | nntpaddress | prosperoaddress | telnetaddress | gopheraddress | waisaddress | mailtoaddress | midaddress | cidaddress",
            ),
        ],
        prose: &[quote(rfc1630("p.14", 677, 677), "http://www.myu.edu/org/admin/people#andy")],
        witnesses: &[Witness {
            input: "http://www.myu.edu/org/admin/people#andy",
            verdicts: &[(Rfc1630Url, Rejected(35)), (Rfc1630Generic, Rejected(5)), (Rfc1630, Accepted("httpaddress"))],
        }],
        unknown_schemes: &[],
        hints: &[],
    }),
];
