//! RFC 2396's findings: where its listing disagrees with its own prose or
//! examples (and the findings it shares with a later document), as data;
//! [`crate::grammar::findings`] gathers every document's.

use super::cite as rfc2396;
use crate::documents::rfc3986::grammar::cite as rfc3986;
use crate::documents::rfc3987::grammar::cite as rfc3987;
use crate::grammar::findings::Expect::{Accepted, Rejected};
use crate::grammar::findings::{finding, hint_after, quote, Evidence, Finding, Found, Witness};
use crate::Grammar::{Rfc2396, Rfc2732, Rfc3986, Rfc3987};

/// RFC 2396's findings, in id order.
pub(crate) static FINDINGS: &[Finding] = &[
    finding!(Finding {
        id: "F34",
        grammars: &[Rfc2396, Rfc2732],
        evidence: Evidence::Contradiction,
        summary: "RFC 2396's grammar derives no `?y`, its own first example of a reference that is a query alone",
        detail: "Appendix C.1 resolves `?y` against `http://a/b/c/d;p?q` to `http://a/b/c/?y`; but `relativeURI = ( net_path | abs_path | rel_path ) [ \"?\" query ]` puts a path before the `?`, and `rel_path = rel_segment [ abs_path ]` needs one character of `rel_segment` at least, so no `URI-reference` begins with `?` (nor `?#foo`, which libwww-perl's suite adds). RFC 2396's own algorithm parses the reference with Appendix B's expression (step 1, \"as described in Section 4.3\"), not with the grammar, so `resolve -g rfc2396 'http://a/b/c/d;p?q' '?y'` gives the printed answer with the grammar's rejection at byte 0 beside it; RFC 2732 imports the rule unchanged. RFC 3986 writes `relative-part` with `path-empty` and derives it.",
        listing: &[
            quote(rfc2396("p.27", 1467, 1467), "relativeURI = ( net_path | abs_path | rel_path ) [ \"?\" query ]"),
            quote(rfc2396("p.27", 1477, 1477), "rel_path = rel_segment [ abs_path ]"),
        ],
        prose: &[quote(rfc2396("p.30", 1647, 1647), "?y = http://a/b/c/?y")],
        witnesses: &[
            Witness { input: "?y", verdicts: &[(Rfc2396, Rejected(0)), (Rfc2732, Rejected(0)), (Rfc3986, Accepted("relative-ref"))] },
            Witness { input: "g?y", verdicts: &[(Rfc2396, Accepted("relativeURI")), (Rfc2732, Accepted("relativeURI"))] },
        ],
        unknown_schemes: &[],
        hints: &[hint_after(Rfc2396, "rel_path", "", Found::Char('?')), hint_after(Rfc2732, "rel_path", "", Found::Char('?'))],
    }),
    finding!(Finding {
        id: "F35",
        grammars: &[Rfc2396],
        evidence: Evidence::Observation,
        summary: "RFC 2396 step 6g leaves `..` above the root to the implementation; Appendix C.2 prints the retaining answer and names the other",
        detail: "Step 6g: a buffer that \"still begins with one or more complete path segments of `..`\" is \"considered to be in error\", which implementations may retain, remove or refuse to traverse. Appendix C.2 prints `../../../g = http://a/../g`, the retaining handling, and the note after it (l.1690-1694) names the other: some implementations strip the `..` and give `http://a/g` (Fielding's 1998 RFC 2396 column does). Step 6g allows both, and C.2 says which it prints and which others do, so the text reconciles itself: an observation that \"resolving them consistently\" (l.1667-1668) holds only up to that choice. `resolve -g rfc2396` keeps the `..`, as C.2 prints (step 6g cited).",
        listing: &[quote(
            rfc2396("p.21", 1168, 1170),
            "g) If the resulting buffer string still begins with one or more complete path segments of \"..\", then the reference is considered to be in error.",
        )],
        prose: &[
            quote(rfc2396("p.31", 1687, 1687), "../../../g = http://a/../g"),
            quote(rfc2396("p.30", 1667, 1668), "all URI parsers should be capable of resolving them consistently"),
            quote(
                rfc2396("p.31", 1690, 1694),
                "In practice, some implementations strip leading relative symbolic elements (\".\", \"..\") after applying a relative URI calculation, based on the theory that compensating for obvious author errors is better than allowing the request to fail. Thus, the above two references will be interpreted as \"http://a/g\" by some implementations.",
            ),
        ],
        witnesses: &[Witness { input: "http://a/../g", verdicts: &[(Rfc2396, Accepted("absoluteURI"))] }],
        unknown_schemes: &[],
        hints: &[],
    }),
    finding!(Finding {
        id: "F38",
        grammars: &[Rfc2396, Rfc3986, Rfc3987],
        evidence: Evidence::Observation,
        summary: "`http:g` has two printed answers, one per setting of a flag the algorithm defines: RFC 3986's `strict`, and RFC 2396's validating and backward-compatible parsers before it",
        detail: "§5.2 says its algorithm \"provides definitive results that can be used to test the output of other implementations\"; §5.2.2 makes the answer depend on `strict`, and §5.4.2 prints `http:g` = `http:g` \"for strict parsers\" / `http://a/b/c/g` \"for backward compatibility\". The `strict` flag is part of the algorithm of §5.2.2, so each setting gives a definite result: an observation, not a contradiction. RFC 2396 did the same earlier: C.2 asks that all parsers resolve its abnormal examples \"consistently\" (l.1666-1668), then gives `http:g` two results, \"for validating parsers\" and \"for backwards compatibility\" (l.1748-1749), having called the scheme in a relative reference \"a loophole\" (l.1744-1746). `resolve -g rfc3986` and `resolve -g rfc2396` give the strict (validating) answer; the suites' `http://a/b/c/g` is listed against §5.4.2. RFC 3987 §6.5 applies RFC 3986's algorithms to IRI references \"directly\" (l.1753-1757), `strict` flag and all, and `resolve -g rfc3987` gives the strict answer too.",
        listing: &[quote(
            rfc3986("p.31", 1710, 1711),
            "-- A non-strict parser may ignore a scheme in the reference -- if it is identical to the base URI's scheme.",
        )],
        prose: &[
            quote(rfc3986("p.30", 1667, 1668), "provides definitive results that can be used to test the output of other implementations."),
            quote(
                rfc3986("p.37", 2062, 2063),
                "\"http:g\" = \"http:g\" ; for strict parsers / \"http://a/b/c/g\" ; for backward compatibility",
            ),
            quote(
                rfc2396("p.30", 1666, 1668),
                "Although the following abnormal examples are unlikely to occur in normal practice, all URI parsers should be capable of resolving them consistently.",
            ),
            quote(
                rfc2396("p.32", 1748, 1749),
                "http:g = http:g ; for validating parsers | http://a/b/c/g ; for backwards compatibility",
            ),
            quote(
                rfc3987("p.32", 1753, 1755),
                "Processing of relative IRI references against a base is handled straightforwardly; the algorithms of [RFC3986] can be applied directly",
            ),
        ],
        witnesses: &[Witness { input: "http:g", verdicts: &[(Rfc2396, Accepted("absoluteURI")), (Rfc3986, Accepted("URI")), (Rfc3987, Accepted("IRI"))],
        }],
        unknown_schemes: &[],
        hints: &[],
    }),
    finding!(Finding {
        id: "F49",
        grammars: &[Rfc2396, Rfc2732],
        evidence: Evidence::Observation,
        summary: "RFC 2396 makes scheme names lower case and asks interpreters to ignore case; `scheme` takes upper case letters",
        detail: "§3.1 says scheme names begin with a lower case letter followed by lower case letters, digits, `+`, `.` or `-`, and asks programs to \"treat upper case letters as equivalent to lower case in scheme names\"; the listing's `scheme = alpha *( alpha | digit | \"+\" | \"-\" | \".\" )` takes `upalpha` too. The text reconciles itself (a URI is written in lower case, an interpreter is lenient), and here the listing is the lenient side: `HTTP://h/` is an `absoluteURI` under either reading of the literals' case, since `alpha` holds `upalpha`. An observation, not a contradiction; RFC 2732 imports the rule unchanged. RFC 1738's `scheme`, which takes lower case letters only, was F31, retired: its rejection of `HTTP://h/` is the project's reading (`grammar/ERRATA.md`, \"The case of quoted literals\").",
        listing: &[quote(rfc2396("p.12", 651, 651), "scheme = alpha *( alpha | digit | \"+\" | \"-\" | \".\" )")],
        prose: &[quote(
            rfc2396("p.12", 644, 649),
            "Scheme names consist of a sequence of characters beginning with a lower case letter and followed by any combination of lower case letters, digits, plus (\"+\"), period (\".\"), or hyphen (\"-\"). For resiliency, programs interpreting URI should treat upper case letters as equivalent to lower case in scheme names (e.g., allow \"HTTP\" as well as \"http\").",
        )],
        witnesses: &[Witness {
            input: "HTTP://h/",
            verdicts: &[(Rfc2396, Accepted("absoluteURI")), (Rfc2732, Accepted("absoluteURI"))],
        }],
        unknown_schemes: &[],
        hints: &[],
    }),
    finding!(Finding {
        id: "F50",
        grammars: &[Rfc2396, Rfc3986],
        evidence: Evidence::Gap,
        summary: "RFC 3986's Appendix D reads RFC 2396's `reg_name` as `reg-name`, but `reg-name` has no `:` or `@` and may be empty",
        detail: "Appendix D.2 says specifications that use RFC 2396's rules \"may be understood by replacing those rules\" by its table, and the table maps `reg_name` to `reg-name`. RFC 2396's `reg_name` is `1*( unreserved | escaped | \"$\" | \",\" | \";\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" )`; RFC 3986's `reg-name` is `*( unreserved / pct-encoded / sub-delims )`, whose `sub-delims` hold neither `:` nor `@`, and which may be empty. An authority that was a registry name with `:` or `@` in it (`a:b:c`, `a@b@c`) is rejected by RFC 3986, and Appendix D lists no such change (`data/appendix-d.tsv`, `tests/it/documents/rfc3986/appendix_d.rs`). Read as language claims, exactly (`rfc1630::documents::rfc3986::study::appendix_d::translation_languages`, `data/appendix-d-translations.tsv`), more rows of the table replace a rule by one that does not accept all its strings, each shown by its shortest witness: `reg_name` -> `reg-name` (`:`), `abs_path` -> `path-absolute` (`//`, an empty first segment), `opaque_part` -> `path-rootless [ \"?\" query ]` (`?`, an opaque part that begins with `?`), `uric` and `uric_no_slash` (`!`: the mark characters `!*'()` moved to `sub-delims`, which the rows leave out), `path_segments` -> `path-abempty` (`!`, a path that does not begin with `/`), and through `reg_name` `absoluteURI` (`A://:!`), `relativeURI`, `hier_part` and `net_path` (`//:!`). A whole URI reference keeps most of these strings through other rules (`a:?x` through `path-empty`): the narrowing is the table's, for a specification that uses a translation alone.",
        listing: &[
            quote(rfc2396("p.27", 1486, 1487), "reg_name = 1*( unreserved | escaped | \"$\" | \",\" | \";\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" )"),
            quote(rfc3986("p.50", 2757, 2757), "reg-name = *( unreserved / pct-encoded / sub-delims )"),
        ],
        prose: &[
            quote(rfc3986("p.53", 2955, 2956), "refer to the obsolete grammar rules may be understood by replacing those rules according to the following table:"),
            quote(rfc3986("p.54", 2988, 2988), "| reg_name | reg-name |"),
        ],
        witnesses: &[
            Witness {
                input: "http://a:b:c/",
                verdicts: &[(Rfc2396, Accepted("absoluteURI")), (Rfc3986, Rejected(12))],
            },
            Witness {
                input: "foo://a@b@c/",
                verdicts: &[(Rfc2396, Accepted("absoluteURI")), (Rfc3986, Rejected(9))],
            },
        ],
        unknown_schemes: &[],
        hints: &[],
    }),
];
