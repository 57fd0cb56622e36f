//! RFC 2732's overrides: the changes made to its listings (its rows of the
//! E, P and C tables of `grammar/ERRATA.md`, and those it shares with a later
//! document), as data; [`crate::grammar::overrides`] gathers every document's.

use crate::grammar::overrides::WitnessVerdict::Accepted;
use crate::grammar::overrides::{gated_override, text, Kind, Override, Row};
use crate::grammar::{Grammar as G, Listing as L};

/// RFC 2732's overrides, in the order of its rows in each table of `grammar/ERRATA.md`.
pub(crate) static OVERRIDES: &[Override] = &[
    gated_override!(Override {
        id: "P2",
        listings: &[L::Rfc2732],
        kind: Kind::Reordering,
        rules: &["hexpart"],
        project_rules: &[],
        printed: "hexpart = hexseq | hexseq \"::\" [ hexseq ] | \"::\" [ hexseq ]",
        witnesses: &[text(G::Rfc2732, "http://[1::2]/", Accepted("absoluteURI"))],
        row: Row {
            place: 56,
            at: None,
            change: r#"Alternatives reordered: `hexseq "::" [ hexseq ]` first"#,
            rules: "`hexpart`",
            reason: r#"`hexseq` matches a prefix of `hexseq "::" [ hexseq ]`; the longer alternative goes first."#,
            witness: "`http://[1::2]/` is accepted",
        },
    }),
    gated_override!(Override {
        id: "P20",
        listings: &[L::Rfc2732],
        kind: Kind::Lookahead,
        rules: &["hexseq"],
        project_rules: &[],
        printed: "hexseq = hex4 *( \":\" hex4)",
        witnesses: &[text(G::Rfc2732, "http://[::FFFF:129.144.52.38]:80/index.html", Accepted("absoluteURI"))],
        row: Row {
            place: 57,
            at: None,
            change: r#"A `":" hex4` of `hexseq` taken only where no `.` follows it"#,
            rules: "`hexseq`",
            reason: r#"`IPv6address  hexpart [ ":" IPv4address ]`: a `hex4` followed by `.` is in no derivation of `hexseq` (a `hexseq` is followed by `::`, `:` `IPv4address` or the end), but its digits begin the `IPv4address`, which PEG repetition never gives back."#,
            witness: "`http://[::FFFF:129.144.52.38]:80/index.html` is accepted",
        },
    }),
];
