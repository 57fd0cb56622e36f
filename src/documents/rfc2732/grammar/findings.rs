//! RFC 2732's findings: where its listing disagrees with its own prose or
//! examples (and the findings it shares with a later document), as data;
//! [`crate::grammar::findings`] gathers every document's.

use super::cite as rfc2732;
use crate::documents::rfc3986::grammar::cite as rfc3986;
use crate::grammar::findings::Expect::{Accepted, Rejected};
use crate::grammar::findings::{finding, hint_since, quote, rfc2373, Evidence, Finding, Found, Witness};
use crate::Grammar::{Rfc2396, Rfc2732, Rfc3986};

/// RFC 2732's findings, in id order.
pub(crate) static FINDINGS: &[Finding] = &[
    finding!(Finding {
        id: "F33",
        grammars: &[Rfc2732],
        evidence: Evidence::Contradiction,
        summary: "RFC 2732's own example `http://[::192.9.5.5]/ipng` is not derivable from the RFC 2373 grammar it imports",
        detail: "RFC 2732 §3 takes `IPv6address` from RFC 2373 Appendix B: `hexpart [ \":\" IPv4address ]`, where `hexpart` may be `\"::\" [ hexseq ]`. After a `::` with no `hexseq`, the IPv4 tail needs its own `:`, so `::192.9.5.5` is derivable only as `:::192.9.5.5`; the next example, `::FFFF:129.144.52.38`, is derivable (`::FFFF` then `:129.144.52.38`). RFC 2373's own text (§2.2, p.4) prints the same compressed form, `::13.1.68.3`, so both documents disagree with the grammar; RFC 3986's `IPv6address` derives it. A rejection names it where a `.` stops the literal after a `::` (the IPv4 tail read as a `hex4`); a `.` in a literal with no `::` (`[1.2.3.4]`) is no IPv6 address in either document, and is not named.",
        listing: &[
            quote(rfc2373("p.22", 1189, 1189), "IPv6address = hexpart [ \":\" IPv4address ]"),
            quote(rfc2373("p.22", 1194, 1194), "hexpart = hexseq | hexseq \"::\" [ hexseq ] | \"::\" [ hexseq ]"),
        ],
        prose: &[
            quote(rfc2732("p.2", 98, 98), "http://[::192.9.5.5]/ipng"),
            quote(rfc2373("p.4", 218, 218), "::13.1.68.3"),
        ],
        witnesses: &[
            Witness {
                input: "http://[::192.9.5.5]/ipng",
                verdicts: &[(Rfc2732, Rejected(13)), (Rfc3986, Accepted("URI"))],
            },
            Witness {
                input: "http://[::FFFF:129.144.52.38]:80/index.html",
                verdicts: &[(Rfc2732, Accepted("absoluteURI"))],
            },
        ],
        unknown_schemes: &[],
        hints: &[hint_since(Rfc2732, "ipv6reference", ('[', "::"), Found::Char('.'))],
    }),
    finding!(Finding {
        id: "F41",
        grammars: &[Rfc2732],
        evidence: Evidence::Contradiction,
        summary: "RFC 2373's `hexseq`, which RFC 2732 imports, has no upper bound: an IPv6 literal of nine pieces, or eight with a `::`, is derived",
        detail: "RFC 2732 §3 takes `IPv6address` from RFC 2373 Appendix B, where `hexseq = hex4 *( \":\" hex4 )` repeats without bound, and `hexpart` may join two `hexseq`s with `::`. RFC 2373's text says an address is \"eight 16-bit pieces\" (§2.2), so nine pieces, or eight around a `::` (which stands for one or more zero pieces), are no addresses. The grammar keeps the listing: `rfc2732` accepts both; RFC 3986's `IPv6address` counts the pieces (`6( h16 \":\" ) ls32` and its eight other alternatives) and rejects both at the `]`.",
        listing: &[
            quote(rfc2373("p.22", 1194, 1194), "hexpart = hexseq | hexseq \"::\" [ hexseq ] | \"::\" [ hexseq ]"),
            quote(rfc2373("p.22", 1195, 1195), "hexseq = hex4 *( \":\" hex4)"),
        ],
        prose: &[quote(
            rfc2373("p.3", 164, 165),
            "The preferred form is x:x:x:x:x:x:x:x, where the 'x's are the hexadecimal values of the eight 16-bit pieces of the address.",
        )],
        witnesses: &[
            Witness {
                input: "http://[1:2:3:4:5:6:7:8:9]/",
                verdicts: &[(Rfc2732, Accepted("absoluteURI")), (Rfc3986, Rejected(23))],
            },
            Witness {
                input: "http://[1:2:3:4:5:6:7::8]/",
                verdicts: &[(Rfc2732, Accepted("absoluteURI")), (Rfc3986, Rejected(23))],
            },
        ],
        unknown_schemes: &[],
        hints: &[],
    }),
    finding!(Finding {
        id: "F42",
        grammars: &[Rfc2732],
        evidence: Evidence::Contradiction,
        summary: "RFC 2732 allows `[` and `]` \"for this reserved purpose\", the IPv6 literal, but adds them to `reserved`, so query, fragment and opaque part take them too",
        detail: "RFC 2732 §3 says it \"allows the use of \\\"[\\\" and \\\"]\\\" within a URI explicitly for this reserved purpose\", the IPv6 literal in the host. Its change (3) adds them to `reserved`, and RFC 2396's `uric` is `reserved | unreserved | escaped`: every production built on `uric` (`query`, `fragment`, `opaque_part`) now takes them anywhere. So `rfc2732` accepts brackets in a query, a fragment and an opaque part, which RFC 2396 rejects and the purpose does not cover. RFC 3986 undoes it (D.1: brackets \"are not allowed outside their use as delimiters for an IP literal within host\").",
        listing: &[quote(
            rfc2732("p.3", 133, 134),
            "reserved = \";\" | \"/\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\" | \"[\" | \"]\"",
        )],
        prose: &[
            quote(
                rfc2732("p.2", 105, 107),
                "It defines a syntax for IPv6 addresses and allows the use of \"[\" and \"]\" within a URI explicitly for this reserved purpose.",
            ),
            quote(
                rfc3986("p.53", 2930, 2932),
                "Square brackets are now specified as reserved within the authority component and are not allowed outside their use as delimiters for an IP literal within host.",
            ),
        ],
        witnesses: &[
            Witness {
                input: "http://h/?a[b]",
                verdicts: &[(Rfc2732, Accepted("absoluteURI")), (Rfc2396, Rejected(11)), (Rfc3986, Rejected(11))],
            },
            Witness {
                input: "http://h/#x[1]",
                verdicts: &[(Rfc2732, Accepted("absoluteURI")), (Rfc2396, Rejected(11)), (Rfc3986, Rejected(11))],
            },
            Witness {
                input: "foo:a[b]",
                verdicts: &[(Rfc2732, Accepted("absoluteURI")), (Rfc2396, Rejected(5)), (Rfc3986, Rejected(5))],
            },
        ],
        unknown_schemes: &[],
        hints: &[],
    }),
    finding!(Finding {
        id: "F53",
        grammars: &[Rfc2732],
        evidence: Evidence::Contradiction,
        summary: "RFC 2373's `IPv4address`, which RFC 2732 imports, takes up to three digits a part (`999`), though its text makes each part an 8-bit value",
        detail: "RFC 2732 §3 replaces RFC 2396's `IPv4address` with RFC 2373's, \"as it correctly defines an IPv4address as consisting of at most three decimal digits per segment\" (change 2), and takes RFC 2373's `IPv6address`, whose IPv4 tail is the same rule. RFC 2373's `IPv4address = 1*3DIGIT \".\" 1*3DIGIT \".\" 1*3DIGIT \".\" 1*3DIGIT` takes 256-999 in each part, while its §2.2 says the dotted parts are \"the decimal values of the four low-order 8-bit pieces of the address\", at most 255. So `rfc2732` accepts `http://[1::2:999.999.999.999]/` (and reads the host of `http://999.999.999.999/` as an `IPv4address`, where `rfc3986` reads a `reg-name`). RFC 3986 D.1 says its own `IPv4address` was \"improved in order to limit each decimal octet to the range 0-255\", and its `dec-octet` rejects both literals at the `.` after the part that no `dec-octet` derives.",
        listing: &[
            quote(rfc2373("p.22", 1190, 1190), "IPv4address = 1*3DIGIT \".\" 1*3DIGIT \".\" 1*3DIGIT \".\" 1*3DIGIT"),
            quote(rfc2373("p.22", 1189, 1189), "IPv6address = hexpart [ \":\" IPv4address ]"),
        ],
        prose: &[
            quote(
                rfc2373("p.4", 208, 210),
                "the 'd's are the decimal values of the four low-order 8-bit pieces of the address (standard IPv4 representation)",
            ),
            quote(
                rfc2732("p.3", 127, 129),
                "(2) Replace the definition of 'IPv4address' with that of RFC 2373, as it correctly defines an IPv4address as consisting of at most three decimal digits per segment.",
            ),
            quote(
                rfc3986("p.53", 2941, 2942),
                "Likewise, the definition of IPv4address has been improved in order to limit each decimal octet to the range 0-255.",
            ),
        ],
        witnesses: &[
            Witness {
                input: "http://[1::2:999.999.999.999]/",
                verdicts: &[(Rfc2732, Accepted("absoluteURI")), (Rfc3986, Rejected(16))],
            },
            Witness {
                input: "http://[::FFFF:256.1.1.1]/",
                verdicts: &[(Rfc2732, Accepted("absoluteURI")), (Rfc3986, Rejected(18))],
            },
            Witness {
                input: "http://[::FFFF:255.1.1.1]/",
                verdicts: &[(Rfc2732, Accepted("absoluteURI")), (Rfc3986, Accepted("URI"))],
            },
        ],
        unknown_schemes: &[],
        hints: &[],
    }),
];
