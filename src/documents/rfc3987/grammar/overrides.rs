//! RFC 3987's overrides: the changes made to its listings (its rows of the
//! E, P and C tables of `grammar/ERRATA.md`, and those it shares with a later
//! document), as data; [`crate::grammar::overrides`] gathers every document's.

use crate::grammar::overrides::WitnessVerdict::{Accepted, Rejected};
use crate::grammar::overrides::{gated_override, project, text, Kind, Override, Row};
use crate::grammar::{Grammar as G, Listing as L};

const P3_RFC3987: &[&str] = &[
    "iuserinfo",
    "ireg_name",
    "isegment",
    "isegment_nz",
    "isegment_nz_nc",
    "ipchar",
    "iquery",
    "ifragment",
    "iunreserved",
    "ucschar",
    "iprivate",
    "scheme",
    "port",
    "IPvFuture",
    "IPv6address",
    "h16",
    "ls32",
    "IPv4address",
    "dec_octet",
    "pct_encoded",
    "unreserved",
    "reserved",
    "gen_delims",
    "sub_delims",
    "ALPHA",
    "DIGIT",
    "HEXDIG",
];

/// RFC 3987's overrides, in the order of its rows in each table of `grammar/ERRATA.md`.
pub(crate) static OVERRIDES: &[Override] = &[
    gated_override!(Override {
        id: "P2",
        listings: &[L::Rfc3987],
        kind: Kind::Reordering,
        rules: &["dec_octet"],
        project_rules: &[],
        printed: "dec-octet = DIGIT / %x31-39 DIGIT / \"1\" 2DIGIT / \"2\" %x30-34 DIGIT / \"25\" %x30-35",
        witnesses: &[text(G::Rfc3987, "http://[::1.2.3.255]/é", Accepted("IRI"))],
        row: Row {
            place: 42,
            at: None,
            change: "as for rfc3986",
            rules: "`dec_octet`",
            reason: "as for rfc3986: RFC 3987 prints RFC 3986's `dec-octet` unchanged (l.480-484)",
            witness: "`http://[::1.2.3.255]/é` is accepted",
        },
    }),
    gated_override!(Override {
        id: "P3",
        listings: &[L::Rfc3987],
        kind: Kind::Markers,
        rules: P3_RFC3987,
        project_rules: &[],
        printed: "rules without pest's markers",
        witnesses: &[],
        row: Row {
            place: 43,
            at: None,
            change: "as above",
            rules: "`iuserinfo`, `ireg_name`, `isegment`, `isegment_nz`, `isegment_nz_nc`, `ipchar`, `iquery`, `ifragment`, `iunreserved`, `ucschar`, `iprivate`, `scheme`, `port`, `IPvFuture`, `IPv6address`, `h16`, `ls32`, `IPv4address`, `dec_octet`, `pct_encoded`, `unreserved`, `reserved`, `gen_delims`, `sub_delims`, `ALPHA`, `DIGIT`, `HEXDIG`",
            reason: "as above",
            witness: "-",
        },
    }),
    gated_override!(Override {
        id: "P5",
        listings: &[L::Rfc3987],
        kind: Kind::WholeString,
        rules: &[],
        project_rules: &[
            project("IRI_reference_entry", None),
            project("IRI_entry", None),
            project("absolute_IRI_entry", None),
        ],
        printed: "IRI-reference = IRI / irelative-ref",
        witnesses: &[text(G::Rfc3987, "http://é/b c", Rejected(11))],
        row: Row {
            place: 44,
            at: None,
            change: "as for rfc3986; the listing's rules stay as printed",
            rules: "project entry rules `IRI_reference_entry` (the default entry), `IRI_entry` and `absolute_IRI_entry` (the document's two other forms)",
            reason: "as above",
            witness: "`http://é/b c` is rejected at byte 11 (the space; `é` is two bytes)",
        },
    }),
    gated_override!(Override {
        id: "P15",
        listings: &[L::Rfc3987],
        kind: Kind::Lookahead,
        rules: &["ihost"],
        project_rules: &[],
        printed: "ihost = IP-literal / IPv4address / ireg-name",
        witnesses: &[
            text(G::Rfc3987, "http://1.2.3.4.5/", Accepted("IRI")),
            text(G::Rfc3987, "http://1.2.3.4é/", Accepted("IRI")),
        ],
        row: Row {
            place: 45,
            at: None,
            change: "`IPv4address` taken only where no `ireg-name` character (`iunreserved`, `pct-encoded`, `sub-delims`) follows it",
            rules: "`ihost`",
            reason: "as for RFC 3986's `host`: every dotted quad is also an `ireg-name`, and an `ihost` is followed by `:`, `/`, `?`, `#` or the end; the lookahead names `iunreserved`, so a `ucschar` after the quad also sends the host to `ireg-name`",
            witness: "`http://1.2.3.4.5/` and `http://1.2.3.4é/` are accepted",
        },
    }),
    gated_override!(Override {
        id: "P15",
        listings: &[L::Rfc3987],
        kind: Kind::Lookahead,
        rules: &["IPv6address"],
        project_rules: &[],
        printed:
            "IPv6address = 6( h16 \":\" ) ls32 / \"::\" 5( h16 \":\" ) ls32 / ... / [ *6( h16 \":\" ) h16 ] \"::\"",
        witnesses: &[
            text(G::Rfc3987, "http://[1::8]/", Accepted("IRI")),
            text(G::Rfc3987, "http://[::ffff:1.2.3.4]/", Accepted("IRI")),
        ],
        row: Row {
            place: 46,
            at: None,
            change: "as for rfc3986",
            rules: "`IPv6address`",
            reason: "as for rfc3986: RFC 3987 prints RFC 3986's `IPv6address` unchanged (l.465-473)",
            witness: "`http://[1::8]/` and `http://[::ffff:1.2.3.4]/` are accepted",
        },
    }),
    gated_override!(Override {
        id: "P15",
        listings: &[L::Rfc3987],
        kind: Kind::Lookahead,
        rules: &["ipath"],
        project_rules: &[],
        printed: "ipath = ipath-abempty / ipath-absolute / ipath-noscheme / ipath-rootless / ipath-empty",
        witnesses: &[],
        row: Row {
            place: 47,
            at: None,
            change: "Each alternative but `ipath-empty` taken only where no path character (`ipchar` or `/`) follows it",
            rules: "`ipath`",
            reason: "as for RFC 3986's `path`",
            witness: "- (no entry reaches `ipath`: `IRI` and `irelative-ref` name the path forms directly)",
        },
    }),
];
