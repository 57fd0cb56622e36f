//! RFC 6068's findings: where its listing disagrees with its own prose or
//! examples, as data; [`crate::grammar::findings`] gathers every document's.

use super::{cite, cite_rfc5322};
use crate::grammar::findings::Expect::{Accepted, Rejected};
use crate::grammar::findings::{finding, quote, Evidence, Finding, Witness};
use crate::Grammar::{Rfc6068, Rfc6068Prose};

/// RFC 6068's findings, in id order.
pub(crate) static FINDINGS: &[Finding] = &[
    finding!(Finding {
        id: "F56",
        grammars: &[Rfc6068],
        evidence: Evidence::Contradiction,
        summary: "RFC 6068's `addr-spec` takes RFC 5322's `atext`, which holds `?`, `&`, `=`, `%` and `/`, so the listing reads what follows `@` as the domain and takes a lone `%`, where l.179-185 require those characters percent-encoded",
        detail: "§2's listing takes `dot-atom-text` from RFC 5322 for both `local-part` and `domain`, and RFC 5322's `atext` holds `?`, `&`, `=`, `%`, `/` and `#`. So the listing derives `mailto:joe@example.com?subject=hi&body=there` twice: with `hfields` `?subject=hi&body=there`, and with everything after the `@` as the domain, the reading pest takes first (P21 keeps it where the domain can run to the end); and it derives `mailto:a@b?body=%`, whose domain is `b?body=%`. The prose under the listing says that in an `addr-spec` those characters MUST be percent-encoded (l.179-185), and l.511-516 say again that `?`, `&` and `%` \"may not appear in unencoded form\". `rfc6068+prose` applies l.175-193: it reads the first URI with the `hfields` and rejects the second at its end, where a `%` needs two hex digits. The import of the listing (`rfc1630 import rfc6068.txt --lines 144-170`) reports the same hazard on the examples of l.309, l.484 and l.494, which pest as printed loses (P21).",
        listing: &[
            quote(cite("p.3", 157, 159), "addr-spec = local-part \"@\" domain local-part = dot-atom-text / quoted-string domain = dot-atom-text / \"[\" *dtext-no-obs \"]\""),
            quote(
                cite_rfc5322("p.13", 679, 689),
                "atext = ALPHA / DIGIT / ; Printable US-ASCII \"!\" / \"#\" / ; characters not including \"$\" / \"%\" / ; specials. Used for atoms. \"&\" / \"'\" / \"*\" / \"+\" / \"-\" / \"/\" / \"=\" / \"?\" / \"^\" / \"_\" / \"`\" / \"{\" / \"|\" / \"}\" / \"~\"",
            ),
        ],
        prose: &[
            quote(
                cite("p.4", 179, 185),
                "A number of characters that can appear in <addr-spec> MUST be percent-encoded. These are the characters that cannot appear in a URI according to [STD66] as well as \"%\" (because it is used for percent-encoding) and all the characters in gen-delims except \"@\" and \":\" (i.e., \"/\", \"?\", \"#\", \"[\", and \"]\"). Of the characters in sub-delims, at least the following also have to be percent- encoded: \"&\", \";\", and \"=\".",
            ),
            quote(
                cite("p.10", 511, 514),
                "According to [RFC5322], the characters \"?\", \"&\", and even \"%\" may occur in addr-specs. The fact that they are reserved characters is not a problem: those characters may appear in 'mailto' URIs -- they just may not appear in unencoded form.",
            ),
        ],
        witnesses: &[
            Witness {
                input: "mailto:a@b?body=%",
                verdicts: &[(Rfc6068, Accepted("mailtoURI")), (Rfc6068Prose, Rejected(17))],
            },
            Witness {
                input: "mailto:joe@example.com?subject=hi&body=there",
                verdicts: &[(Rfc6068, Accepted("mailtoURI")), (Rfc6068Prose, Accepted("mailtoURI"))],
            },
        ],
        unknown_schemes: &[],
        hints: &[],
    }),
    finding!(Finding {
        id: "F57",
        grammars: &[Rfc6068],
        evidence: Evidence::Contradiction,
        summary: "RFC 6068's `domain` prints the brackets of a domain literal as `\"[\"` and `\"]\"`, which l.183 requires percent-encoded in an `addr-spec`",
        detail: "§2's `domain = dot-atom-text / \"[\" *dtext-no-obs \"]\"` writes the brackets of a domain literal as themselves, so the listing derives `mailto:a@[1.2.3.4]`; the prose after it names `[` and `]` among the gen-delims that MUST be percent-encoded in an `addr-spec` (l.179-183), and RFC 3986 allows a `[` in a URI only around an IP literal host. `rfc6068+prose` follows the prose: it rejects `mailto:a@[1.2.3.4]` at the `[` and accepts `mailto:a@%5B1.2.3.4%5D` (which the listing also derives, as a `dot-atom-text`, `%` being an `atext`).",
        listing: &[quote(cite("p.3", 159, 159), "domain = dot-atom-text / \"[\" *dtext-no-obs \"]\"")],
        prose: &[quote(
            cite("p.4", 181, 183),
            "as well as \"%\" (because it is used for percent-encoding) and all the characters in gen-delims except \"@\" and \":\" (i.e., \"/\", \"?\", \"#\", \"[\", and \"]\").",
        )],
        witnesses: &[
            Witness {
                input: "mailto:a@[1.2.3.4]",
                verdicts: &[(Rfc6068, Accepted("mailtoURI")), (Rfc6068Prose, Rejected(9))],
            },
            Witness {
                input: "mailto:a@%5B1.2.3.4%5D",
                verdicts: &[(Rfc6068, Accepted("mailtoURI")), (Rfc6068Prose, Accepted("mailtoURI"))],
            },
        ],
        unknown_schemes: &[],
        hints: &[],
    }),
    finding!(Finding {
        id: "F58",
        grammars: &[Rfc6068],
        evidence: Evidence::Contradiction,
        summary: "RFC 6068's `qchar` holds `;` (`some-delims`), while l.232-233 ask header fields to percent-encode the characters of `addr-spec`, `;` among them",
        detail: "`hfname` and `hfvalue` are `*qchar`, and `qchar`'s `some-delims` holds `;`, so the listing derives `mailto:?subject=a;b`. l.232-233 say of `hfname` and `hfvalue` that \"Percent-encoding is needed for the same characters as listed above for `<addr-spec>`\", and that list (l.184-185) has `;`. The rest of the list (`?`, `#`, `/`, `[`, `]`, `&`, `=`, `%` alone) is outside `qchar` already. `rfc6068+prose` keeps the listing's `hfields`: the printed rule names `;` on purpose, and l.253-255 name only `?`, `=` and `&` as the delimiters of a mailto URI.",
        listing: &[
            quote(cite("p.3", 163, 163), "qchar = unreserved / pct-encoded / some-delims"),
            quote(cite("p.3", 164, 165), "some-delims = \"!\" / \"$\" / \"'\" / \"(\" / \")\" / \"*\" / \"+\" / \",\" / \";\" / \":\" / \"@\""),
        ],
        prose: &[quote(
            cite("p.5", 231, 233),
            "<hfname> and <hfvalue> are encodings of an [RFC5322] header field name and value, respectively. Percent-encoding is needed for the same characters as listed above for <addr-spec>.",
        )],
        witnesses: &[Witness {
            input: "mailto:?subject=a;b",
            verdicts: &[(Rfc6068, Accepted("mailtoURI")), (Rfc6068Prose, Accepted("mailtoURI"))],
        }],
        unknown_schemes: &[],
        hints: &[],
    }),
    finding!(Finding {
        id: "F59",
        grammars: &[Rfc6068],
        evidence: Evidence::Contradiction,
        summary: "RFC 6068's `local-part` takes RFC 5322's whole `quoted-string`, with its literal `\"`, whitespace and nested comments, which l.176 and l.192 exclude and no URI holds",
        detail: "The listing takes `quoted-string` from RFC 5322 as it is: `[CFWS] DQUOTE *([FWS] qcontent) [FWS] DQUOTE [CFWS]`, with `comment` (which nests, so the listing is no regular language and `rfc6068` has no automaton), folding whitespace, the `obs-` controls, and the `\"` itself, none of which RFC 3986 lets a URI hold. The listing derives `mailto:(\"x\")\"a b\"@c`. l.175-176 exclude `comment`, l.189-193 the `obs-` forms and whitespace, and l.179-181 require what no URI holds (`\"`, space) to be percent-encoded; the examples of §6.2 write `%22` for every quote. `rfc6068+prose` derives the encoded form only (`mailto:%22not%40me%22@example.org`, l.548) and rejects the witness at its first character after `mailto:`.",
        listing: &[
            quote(cite("p.3", 158, 158), "local-part = dot-atom-text / quoted-string"),
            quote(cite_rfc5322("p.14", 742, 744), "quoted-string = [CFWS] DQUOTE *([FWS] qcontent) [FWS] DQUOTE [CFWS]"),
        ],
        prose: &[
            quote(cite("p.4", 175, 176), "<addr-spec> is a mail address as specified in [RFC5322], but excluding <comment> from [RFC5322]."),
            quote(cite("p.4", 192, 193), "Whitespace and comments within <local-part> and <domain> MUST NOT be used. They would not have any operational semantics."),
        ],
        witnesses: &[
            Witness {
                input: "mailto:(\"x\")\"a b\"@c",
                verdicts: &[(Rfc6068, Accepted("mailtoURI")), (Rfc6068Prose, Rejected(7))],
            },
            Witness {
                input: "mailto:%22not%40me%22@example.org",
                verdicts: &[(Rfc6068, Accepted("mailtoURI")), (Rfc6068Prose, Accepted("mailtoURI"))],
            },
        ],
        unknown_schemes: &[],
        hints: &[],
    }),
];
