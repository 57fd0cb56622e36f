//! RFC 1808's findings: where its listing disagrees with its own prose or
//! examples (and the findings it shares with a later document), as data;
//! [`crate::grammar::findings`] gathers every document's.

use super::cite as rfc1808;
use crate::documents::rfc1738::grammar::cite as rfc1738;
use crate::documents::rfc2396::grammar::cite as rfc2396;
use crate::documents::rfc3986::grammar::cite as rfc3986;
use crate::grammar::findings::Expect::{Accepted, Rejected};
use crate::grammar::findings::{finding, hint, quote, Evidence, Finding, Found, Witness};
use crate::Grammar::{Rfc1808, Rfc2396};

/// RFC 1808's findings, in id order.
pub(crate) static FINDINGS: &[Finding] = &[
    finding!(Finding {
        id: "F36",
        grammars: &[Rfc1808, Rfc2396],
        evidence: Evidence::Gap,
        summary: "RFC 2396's step 6 and 7 resolve `g` against `http://a` to `http://ag`; RFC 1808 gives that as one reading; neither covers a base with an authority and no path",
        detail: "A base with a `net_loc` (an authority) and no path has no slash to cut at, and neither document says what to do. RFC 2396 step 6a copies nothing and 6b appends `g`; the step-7 pseudo-code appends the authority and then the path with nothing between, so `//a` then `g` is `http://ag`, whose host is `ag`; RFC 3986 D.2 says it outright: step 6a \"failed to account for a base URI with no path\". For RFC 1808 `http://ag` is one reading, not the only one: Step 6 removes \"the entire path if no slash is present\" and appends `g`, but §2.1 writes the path as `\"/\" path` (l.119, l.130) and §2.4.6 keeps the slash before the path as a remembered flag (l.366-371), so Step 7 may put it back. Each document's grammar puts a path after a `net_loc` only as `abs_path`, which begins with `/`. `resolve` writes the `/` (`http://a/g`), and says so in rustdoc; RFC 3986 §5.2.3 wrote the case into its merge.",
        listing: &[
            quote(rfc1808("p.4", 183, 183), "net_path = \"//\" net_loc [ abs_path ]"),
            quote(rfc2396("p.27", 1475, 1475), "net_path = \"//\" authority [ abs_path ]"),
        ],
        prose: &[
            quote(
                rfc1808("p.11", 579, 582),
                "Step 6: The last segment of the base URL's path (anything following the rightmost slash \"/\", or the entire path if no slash is present) is removed and the embedded URL's path is appended in its place.",
            ),
            quote(
                rfc2396("p.21", 1145, 1147),
                "a) All but the last segment of the base URI's path component is copied to the buffer. In other words, any characters after the last (right-most) slash character, if any, are excluded.",
            ),
            quote(
                rfc2396("p.22", 1197, 1200),
                "append \"//\" to result append authority to result append path to result",
            ),
            quote(rfc1808("p.3", 130, 130), "\"/\" path ::= URL path, as per Section 3.1 of RFC 1738 [2]."),
            quote(
                rfc1808("p.7", 368, 370),
                "the parser must remember whether or not it was present so that later processes can differentiate between relative and absolute paths.",
            ),
            quote(rfc3986("p.56", 3087, 3088), "o [RFC2396] section 5.2, step 6a, failed to account for a base URI with no path."),
            quote(
                rfc3986("p.32", 1783, 1785),
                "If the base URI has a defined authority component and an empty path, then return a string consisting of \"/\" concatenated with the reference's path;",
            ),
        ],
        witnesses: &[Witness {
            input: "http://a",
            verdicts: &[(Rfc1808, Accepted("absoluteURL")), (Rfc2396, Accepted("absoluteURI"))],
        }],
        unknown_schemes: &[],
        hints: &[],
    }),
    finding!(Finding {
        id: "F39",
        grammars: &[Rfc1808],
        evidence: Evidence::Contradiction,
        summary: "RFC 1808's examples give their base as a `Base:` header with a fragment; the header's rule holds an `absoluteURL`, which has none",
        detail: "§3.1 writes the base of a message as `base-header = \"Base\" \":\" \"<URL:\" absoluteURL \">\"`, and `absoluteURL` derives no `#`; §5 gives its examples' base as `Base: <URL:http://a/b/c/d;p?q#f>`. The text allows a base a fragment elsewhere: §2.1 sets the fragment aside (\"not considered part of the URL\") and §4 lets an empty reference inherit it. `resolve -g rfc1808` checks the base with `URL` and what comes before its `#` with `absoluteURL` (`src/revisions/resolve/parse_first.rs`), so the examples resolve; `check -g rfc1808 --entry absoluteURL` rejects the base at its `#`.",
        listing: &[quote(rfc1808("p.8", 441, 441), "base-header = \"Base\" \":\" \"<URL:\" absoluteURL \">\"")],
        prose: &[
            quote(rfc1808("p.12", 633, 633), "Base: <URL:http://a/b/c/d;p?q#f>"),
            quote(
                rfc1808("p.11", 609, 610),
                "Fragment identifiers are only inherited from the base URL when the entire embedded URL is empty.",
            ),
        ],
        witnesses: &[Witness { input: "http://a/b/c/d;p?q#f", verdicts: &[(Rfc1808, Accepted("absoluteURL"))] }],
        unknown_schemes: &[],
        hints: &[],
    }),
    finding!(Finding {
        id: "F44",
        grammars: &[Rfc1808],
        evidence: Evidence::Contradiction,
        summary: "RFC 1808's BNF rules out an empty first segment after a `net_loc`; its text parses `//a//b` and says ftp and http URLs always parse as generic-RL",
        detail: "`abs_path = \"/\" rel_path`, `rel_path = [ path ] ...`, `path = fsegment *( \"/\" segment )` and `fsegment = 1*pchar`: after the `/` that follows a `net_loc` the first segment cannot be empty, so `//a//b` is no `relativeURL`. Yet §2.3 says ftp and http (and file and nntp) \"can always be parsed using the generic-RL syntax\", and RFC 1738's own ftp example `ftp://myname@host.dom//etc/motd` (l.408) has that empty segment; §2.4.3's parse takes the `net_loc` up to the next `/` and leaves `//b`-style paths to the path step. The grammar keeps the listing: `//a//b` is rejected at its second `/`, and the ftp example is an `absoluteURL` only by the listing's other alternative, `scheme \":\" *( uchar | reserved )`, not as a generic-RL.",
        listing: &[quote(
            rfc1808("p.4", 184, 188),
            "abs_path = \"/\" rel_path rel_path = [ path ] [ \";\" params ] [ \"?\" query ] path = fsegment *( \"/\" segment ) fsegment = 1*pchar",
        )],
        prose: &[
            quote(
                rfc1808("p.5", 262, 263),
                "Finally, the following schemes can always be parsed using the generic-RL syntax.",
            ),
            quote(
                rfc1808("p.6", 329, 332),
                "If the parse string begins with a double-slash \"//\", then the substring of characters after the double-slash and up to, but not including, the next slash \"/\" character is the network location/login (<net_loc>) of the URL.",
            ),
            quote(rfc1738("p.8", 408, 408), "<URL:ftp://myname@host.dom//etc/motd>"),
        ],
        witnesses: &[
            Witness { input: "//a//b", verdicts: &[(Rfc1808, Rejected(4))] },
            Witness { input: "//myname@host.dom//etc/motd", verdicts: &[(Rfc1808, Rejected(18))] },
            Witness { input: "ftp://myname@host.dom//etc/motd", verdicts: &[(Rfc1808, Accepted("absoluteURL"))] },
        ],
        unknown_schemes: &[],
        hints: &[hint(Rfc1808, "rel_path", Found::Char('/'))],
    }),
    finding!(Finding {
        id: "F51",
        grammars: &[Rfc1808, Rfc2396],
        evidence: Evidence::Observation,
        summary: "RFC 1808's `net_loc` takes `?`, RFC 2396's authority ends at it, and Appendix G.4 does not list the change",
        detail: "RFC 1808's `net_loc = *( pchar | \";\" | \"?\" )`, and its parse (§2.4.3) takes the `net_loc` up to the next `/`; RFC 2396 §3.2 ends the authority at the next `/` or `?`. So `http://a?b` has the `net_loc` `a?b` under RFC 1808 and the authority `a` with the query `b` under RFC 2396, and `g` against it resolves to `http://a?b/g` under `rfc1808` and to `http://a/g` under `rfc2396`. Appendix G.4 lists the changes from RFC 1808 and says only that `<net_loc>` was renamed `<authority>` and is no longer restricted to the server syntax. No text of either document is against its own listing: an observation on the lineage.",
        listing: &[
            quote(rfc1808("p.4", 195, 195), "net_loc = *( pchar | \";\" | \"?\" )"),
            quote(rfc2396("p.12", 667, 669), "The authority component is preceded by a double slash \"//\" and is terminated by the next slash \"/\", question-mark \"?\", or by the end of the URI."),
        ],
        prose: &[quote(
            rfc2396("p.39", 2161, 2163),
            "The BNF term <net_loc> has been replaced with <authority>, since the latter more accurately describes its use and purpose. Likewise, the authority is no longer restricted to the IP server syntax.",
        )],
        witnesses: &[Witness {
            input: "http://a?b",
            verdicts: &[(Rfc1808, Accepted("absoluteURL")), (Rfc2396, Accepted("absoluteURI"))],
        }],
        unknown_schemes: &[],
        hints: &[],
    }),
];
