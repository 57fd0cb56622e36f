//! RFC 3986's overrides: the changes made to its listings (its rows of the
//! E, P and C tables of `grammar/ERRATA.md`, and those it shares with a later
//! document), as data; [`crate::grammar::overrides`] gathers every document's.

use crate::grammar::overrides::WitnessVerdict::{Accepted, Rejected};
use crate::grammar::overrides::{gated_override, project, text, Kind, Override, Row};
use crate::grammar::{Grammar as G, Listing as L};

const P3_RFC3986: &[&str] = &[
    "scheme",
    "userinfo",
    "port",
    "IPvFuture",
    "IPv6address",
    "h16",
    "ls32",
    "IPv4address",
    "dec_octet",
    "reg_name",
    "segment",
    "segment_nz",
    "segment_nz_nc",
    "pchar",
    "query",
    "fragment",
    "pct_encoded",
    "unreserved",
    "reserved",
    "gen_delims",
    "sub_delims",
    "ALPHA",
    "DIGIT",
    "HEXDIG",
];

/// RFC 3986's overrides, in the order of its rows in each table of `grammar/ERRATA.md`.
pub(crate) static OVERRIDES: &[Override] = &[
    gated_override!(Override {
        id: "P2",
        listings: &[L::Rfc3986],
        kind: Kind::Reordering,
        rules: &["dec_octet"],
        project_rules: &[],
        printed: "dec-octet = DIGIT / %x31-39 DIGIT / \"1\" 2DIGIT / \"2\" %x30-34 DIGIT / \"25\" %x30-35",
        witnesses: &[text(G::Rfc3986, "http://[::1.2.3.255]/", Accepted("URI"))],
        row: Row {
            place: 36,
            at: None,
            change: "Alternatives tried longest first",
            rules: "`dec_octet`",
            reason: "The alternatives of `dec-octet` match disjoint strings of one to three digits; a shorter one that matches a prefix of a longer one (`DIGIT` of `255`) would commit the choice, and inside `ls32` nothing retries it. In every use a `dec-octet` is followed by `.`, `]` or a character that is no digit, so the longest match is the only one that can continue.",
            witness: "`http://[::1.2.3.255]/` is accepted",
        },
    }),
    gated_override!(Override {
        id: "P3",
        listings: &[L::Rfc3986],
        kind: Kind::Markers,
        rules: P3_RFC3986,
        project_rules: &[],
        printed: "rules without pest's markers",
        witnesses: &[],
        row: Row {
            place: 37,
            at: None,
            change: "as above",
            rules: "`scheme`, `userinfo`, `port`, `IPvFuture`, `IPv6address`, `h16`, `ls32`, `IPv4address`, `dec_octet`, `reg_name`, `segment`, `segment_nz`, `segment_nz_nc`, `pchar`, `query`, `fragment`, `pct_encoded`, `unreserved`, `reserved`, `gen_delims`, `sub_delims`, `ALPHA`, `DIGIT`, `HEXDIG`",
            reason: "as above",
            witness: "-",
        },
    }),
    gated_override!(Override {
        id: "P5",
        listings: &[L::Rfc3986],
        kind: Kind::WholeString,
        rules: &[],
        project_rules: &[project("URI_reference_entry", None), project("URI_entry", None)],
        printed: "URI-reference = URI / relative-ref",
        witnesses: &[text(G::Rfc3986, "http://a/b c", Rejected(10))],
        row: Row {
            place: 38,
            at: None,
            change: "as above; the listing's rules stay as printed, since `URI` is used inside `URI-reference`",
            rules: "project entry rules `URI_reference_entry` (the default entry) and `URI_entry` (the absolute form)",
            reason: "as above",
            witness: "`http://a/b c` is rejected at byte 10",
        },
    }),
    gated_override!(Override {
        id: "P15",
        listings: &[L::Rfc3986],
        kind: Kind::Lookahead,
        rules: &["host"],
        project_rules: &[],
        printed: "host = IP-literal / IPv4address / reg-name",
        witnesses: &[
            text(G::Rfc3986, "http://1.2.3.4.5/", Accepted("URI")),
            text(G::Rfc3986, "http://1.2.3.45x/", Accepted("URI")),
        ],
        row: Row {
            place: 39,
            at: None,
            change: "`IPv4address` taken only where no `reg-name` character (`unreserved`, `pct-encoded`, `sub-delims`) follows it",
            rules: "`host`",
            reason: "Every dotted quad is also a `reg-name`. PEG commits to `IPv4address` when it matches a prefix (`1.2.3.4` of `1.2.3.4.5`), and the authority then fails. A `host` is followed by `:`, `/`, `?`, `#` or the end, never by a `reg-name` character, so where one follows only the `reg-name` reading can derive the string.",
            witness: "`http://1.2.3.4.5/` and `http://1.2.3.45x/` are accepted",
        },
    }),
    gated_override!(Override {
        id: "P15",
        listings: &[L::Rfc3986],
        kind: Kind::Lookahead,
        rules: &["IPv6address"],
        project_rules: &[],
        printed:
            "IPv6address = 6( h16 \":\" ) ls32 / \"::\" 5( h16 \":\" ) ls32 / ... / [ *6( h16 \":\" ) h16 ] \"::\"",
        witnesses: &[
            text(G::Rfc3986, "http://[1::8]/", Accepted("URI")),
            text(G::Rfc3986, "http://[1:2::7:8]/", Accepted("URI")),
            text(G::Rfc3986, "http://[::1:2]/", Accepted("URI")),
            text(G::Rfc3986, "http://[::ffff:1.2.3.4]/", Accepted("URI")),
        ],
        row: Row {
            place: 40,
            at: None,
            change: r#"Each of the nine alternatives taken only where `]` follows it; each `h16 ":"` of a leading `*n( h16 ":" ) h16` only where no second `:` follows"#,
            rules: "`IPv6address`",
            reason: r#"`IPv6address` is used only inside `IP-literal`, before `]`. Without the lookahead an alternative that matches a prefix (`::1` of `::1:2` by the eighth) commits the choice; the greedy `*n( h16 ":" )` would take the first `:` of `::` and leave no `h16` before it. An `h16 ":"` followed by `:` can only be the `h16` before `::`."#,
            witness: "`http://[1::8]/`, `http://[1:2::7:8]/`, `http://[::1:2]/` and `http://[::ffff:1.2.3.4]/` are accepted",
        },
    }),
    gated_override!(Override {
        id: "P15",
        listings: &[L::Rfc3986],
        kind: Kind::Lookahead,
        rules: &["path"],
        project_rules: &[],
        printed: "path = path-abempty / path-absolute / path-noscheme / path-rootless / path-empty",
        witnesses: &[],
        row: Row {
            place: 41,
            at: None,
            change: "Each alternative but `path-empty` taken only where no path character (`pchar` or `/`) follows it",
            rules: "`path`",
            reason: "pest refuses a choice whose alternative cannot fail before others (`path-abempty` matches the empty string); a path ends at `?`, `#` or the end (RFC 3986 §3.3), so an alternative that leaves a path character is in no derivation.",
            witness: "- (no entry reaches `path`: `URI` and `relative-ref` name the path forms directly)",
        },
    }),
];
