//! url7's overrides: the changes made to its listings (its rows of the
//! E, P and C tables of `grammar/ERRATA.md`, and those it shares with a later
//! document), as data; [`crate::grammar::overrides`] gathers every document's.

use crate::documents::rfc1630::grammar::overrides::{LOGIN_PRINTED, P7_LOOKAHEAD};
use crate::grammar::overrides::WitnessVerdict::Accepted;
use crate::grammar::overrides::{gated_override, long_path, project, text, Kind, Override, Row};
use crate::grammar::{Grammar as G, Listing as L};

/// url7's overrides, in the order of its rows in each table of `grammar/ERRATA.md`.
pub(crate) static OVERRIDES: &[Override] = &[
    gated_override!(Override {
        id: "E1",
        listings: &[L::Url7],
        kind: Kind::Erratum,
        rules: &["xpalphas"],
        project_rules: &[],
        printed: "xpalphas  xpalpha [ xpalpha ]",
        witnesses: &[text(G::Url7, "http://a/abc", Accepted("httpaddress"))],
        row: Row {
            place: 11,
            at: Some("p.17, 004 l.955"),
            change: "`xpalphas  xpalpha [ xpalphas ]`",
            rules: "",
            reason: "The same typo as RFC 1630's generic listing: as printed a path segment holds at most two characters. url-03 (p.15) has the recursive form.",
            witness: "`http://a/abc` is accepted by `url7`",
        },
    }),
    gated_override!(Override {
        id: "P1",
        listings: &[L::Url7],
        kind: Kind::Repetition,
        rules: &[
            "xalphas",
            "xpalphas",
            "digits",
            "alphanums",
            "path",
            "search",
            "hostname",
            "group",
            "attributes",
            "hsoname",
        ],
        project_rules: &[],
        printed: "x [ x ]; x [ sep x ]",
        witnesses: &[long_path(G::Url7)],
        row: Row {
            place: 10,
            at: None,
            change: "as above",
            rules: "`xalphas`, `xpalphas`, `digits`, `alphanums`, `path`, `search`, `hostname`, `group`, `attributes`, `hsoname`",
            reason: "as above",
            witness: "`http://h/` followed by 100 000 segments `a/` is accepted by `url7`",
        },
    }),
    gated_override!(Override {
        id: "P2",
        listings: &[L::Url7],
        kind: Kind::Reordering,
        rules: &["url", "path", "waisaddress", "groupart"],
        project_rules: &[],
        printed: "url  generic | httpaddress | ...",
        witnesses: &[
            text(G::Url7, "news:a.b", Accepted("newsaddress")),
            text(G::Url7, "wais://h/db/t/1/p", Accepted("waisaddress")),
        ],
        row: Row {
            place: 13,
            at: None,
            change: "Alternatives reordered: `generic` last",
            rules: "`url` (and, as above, `path`, `waisaddress`, `groupart`)",
            reason: "A BNF choice is unordered, and the typed result must report the scheme-specific production when one matches: `generic` also derives strings such as `news:a.b`. Which alternatives come first does not change the language once P9 lets a failed one fall through.",
            witness: "`news:a.b` is a `newsaddress`; `wais://h/db/t/1/p` a `waisaddress`",
        },
    }),
    gated_override!(Override {
        id: "P7",
        listings: &[L::Url7],
        kind: Kind::Lookahead,
        rules: &["hsoname"],
        project_rules: &[project("hsoname_segment", Some("xpalphas")), P7_LOOKAHEAD],
        printed: "hsoname  path",
        witnesses: &[text(G::Url7, "prospero://h/a/%001abc", Accepted("prosperoaddress"))],
        row: Row {
            place: 21,
            at: None,
            change: "as for rfc1630-url; url7 has no `segment`, so `hsoname_segment` stands for `xpalphas`",
            rules: "`hsoname` (`hsoname_segment`, `version_suffix`)",
            reason: "as above",
            witness: "`prospero://h/a/%001abc` is accepted",
        },
    }),
    gated_override!(Override {
        id: "P8",
        listings: &[L::Url03, L::Url7],
        kind: Kind::OptionalAsChoice,
        rules: &["login"],
        project_rules: &[],
        printed: LOGIN_PRINTED,
        witnesses: &[
            text(G::Url03, "ftp://a@1.2/x", Accepted("ftpaddress")),
            text(G::Url7, "ftp://a@1.2/x", Accepted("ftpaddress")),
        ],
        row: Row {
            place: 22,
            at: None,
            change: "as for rfc1630-url",
            rules: "`login`",
            reason: "as above",
            witness: "`ftp://a@1.2/x` is accepted by `url-03` and `url7`",
        },
    }),
    gated_override!(Override {
        id: "P10",
        listings: &[L::Url7],
        kind: Kind::Lookahead,
        rules: &["scheme"],
        project_rules: &[project("scheme_ialpha", Some("ialpha"))],
        printed: "scheme  ialpha",
        witnesses: &[text(G::Url7, "magic:a:b/c", Accepted("generic"))],
        row: Row {
            place: 25,
            at: None,
            change: "The `ialpha` of `scheme` is a project rule (`scheme_ialpha`) that stops before the first `:`",
            rules: "`scheme`",
            reason: "url7's `xalpha` holds `:` (F13), so `ialpha` would run over the `:` of `scheme : path`. Splitting at the first `:` is valid whenever any split is: the `xalpha`s between it and a later `:` start the first segment of the path (a path never starts with `/`).",
            witness: "`magic:a:b/c` is accepted (a `generic`, scheme `magic`)",
        },
    }),
];
