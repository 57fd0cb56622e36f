//! RFC 3986's findings: where its listing disagrees with its own prose or
//! examples (and the findings it shares with a later document), as data;
//! [`crate::grammar::findings`] gathers every document's.

use super::cite as rfc3986;
use crate::documents::rfc2732::grammar::cite as rfc2732;
use crate::documents::rfc3987::grammar::cite as rfc3987;
use crate::grammar::findings::Expect::Accepted;
use crate::grammar::findings::{finding, quote, rfc2373, Evidence, Finding, Witness};
use crate::Grammar::{Rfc2732, Rfc3986, Rfc3987};

/// RFC 3986's findings, in id order.
pub(crate) static FINDINGS: &[Finding] = &[
    finding!(Finding {
        id: "F37",
        grammars: &[Rfc3986, Rfc3987],
        evidence: Evidence::Contradiction,
        summary: "RFC 3986 §5.3 writes a path that starts with `//` after a scheme with no authority, which then reads as an authority",
        detail: "`.//g` against `f:/a`: §5.2.3 merges `/.//g`, §5.2.4 leaves `//g`, and §5.3 appends the path after `f:` with no authority: `f://g`, whose `g` parses as an authority, and whose path is empty. §3 says that without an authority \"the path cannot begin with two slash characters\"; the algorithm produces one. `resolve -g rfc3986` gives `f://g` as §5.3 writes it (the external suites' `f:/.//g` is listed against §5.3); fluent-uri writes `f:/.//g`. RFC 3987 §6.5 applies RFC 3986's algorithms to IRI references \"directly\" (l.1753-1757), so `resolve -g rfc3987` gives `f://g` too.",
        listing: &[quote(rfc3986("p.35", 1928, 1928), "append path to result;")],
        prose: &[
            quote(rfc3986("p.16", 877, 878), "authority is not present, the path cannot begin with two slash characters (\"//\")."),
            quote(
                rfc3987("p.32", 1753, 1755),
                "Processing of relative IRI references against a base is handled straightforwardly; the algorithms of [RFC3986] can be applied directly",
            ),
        ],
        witnesses: &[
            Witness { input: "f:/a", verdicts: &[(Rfc3986, Accepted("URI")), (Rfc3987, Accepted("IRI"))] },
            Witness { input: "f://g", verdicts: &[(Rfc3986, Accepted("URI")), (Rfc3987, Accepted("IRI"))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    }),
    finding!(Finding {
        id: "F43",
        grammars: &[Rfc3986],
        evidence: Evidence::Retired,
        summary: "retired: what RFC 3986 D.1 says of RFC 2732's source (RFC 3513, \"which lacks an ABNF\") is a remark on the history, with no listing involved",
        detail: "Retired: no listing is involved. The `rfc3986` grammar does not depend on which document D.1 names as RFC 2732's source, and the witness is accepted by `rfc2732` and `rfc3986` alike; what it reported is a remark on the history D.1 tells, now written in `grammar/ERRATA.md` (\"Retired findings\"). The id stays, since ids are never reused. What it said (a contradiction): Appendix D.1 explains RFC 3986's new `IPv6address` rule by saying that RFC 2732 defers to RFC 3513 for the IPv6 literal, \"which, unfortunately, lacks an ABNF description\". RFC 2732 defines `IPv6address` \"as in RFC2373\" and lists RFC 2373 as its reference; RFC 2373 has an ABNF (Appendix B), which `rfc2732` transcribes. RFC 3513 obsoleted RFC 2373 in 2003 and dropped the appendix (RFC 3513 is not in the shared set). D.1's reason holds for the document current in 2005, not for the one RFC 2732 names; that ABNF is also what F33 and F41 are about.",
        listing: &[
            quote(rfc2373("p.22", 1189, 1189), "IPv6address = hexpart [ \":\" IPv4address ]"),
            quote(rfc2732("p.3", 125, 125), "where IPv6address is defined as in RFC2373 [ARCH]."),
        ],
        prose: &[
            quote(
                rfc3986("p.53", 2937, 2938),
                "As [RFC2732] defers to [RFC3513] for definition of an IPv6 literal address, which, unfortunately, lacks an ABNF description of",
            ),
            quote(
                rfc2732("p.4", 208, 209),
                "[ARCH] Hinden, R. and S. Deering, \"IP Version 6 Addressing Architecture\", RFC 2373, July 1998.",
            ),
        ],
        witnesses: &[Witness {
            input: "http://[1080::8:800:200C:417A]/foo",
            verdicts: &[(Rfc2732, Accepted("absoluteURI")), (Rfc3986, Accepted("URI"))],
        }],
        unknown_schemes: &[],
        hints: &[],
    }),
];
