//! RFC 2396's overrides: the changes made to its listings (its rows of the
//! E, P and C tables of `grammar/ERRATA.md`, and those it shares with a later
//! document), as data; [`crate::grammar::overrides`] gathers every document's.

use crate::grammar::overrides::WitnessVerdict::Accepted;
use crate::grammar::overrides::{gated_override, project, text, Kind, Override, Row};
use crate::grammar::{Grammar as G, Listing as L};

/// RFC 2396's overrides, in the order of its rows in each table of `grammar/ERRATA.md`.
pub(crate) static OVERRIDES: &[Override] = &[
    gated_override!(Override {
        id: "P8",
        listings: &[L::Rfc2396, L::Rfc2732],
        kind: Kind::OptionalAsChoice,
        rules: &["URI_reference"],
        project_rules: &[project("same_document_reference", None)],
        printed: "URI-reference = [ absoluteURI | relativeURI ] [ \"#\" fragment ]",
        witnesses: &[
            text(G::Rfc2396, "#f", Accepted("same_document_reference")),
            text(G::Rfc2732, "g?y#s", Accepted("relativeURI")),
        ],
        row: Row {
            place: 51,
            at: None,
            change: "`[ A | B ] C` written as `A C | B C | C`, the last a project rule",
            rules: "`URI_reference` (`same_document_reference`, the name of RFC 2396 §4.2)",
            reason: "The three alternatives are the three values of the optional part, distributed over what follows; a verdict then names `absoluteURI`, `relativeURI` or `same_document_reference`.",
            witness: "`#f` is a `same_document_reference`, `g?y#s` a `relativeURI`",
        },
    }),
    gated_override!(Override {
        id: "P17",
        listings: &[L::Rfc2396, L::Rfc2732],
        kind: Kind::Repetition,
        rules: &["domainlabel", "toplabel"],
        project_rules: &[],
        printed: "domainlabel = alphanum | alphanum *( alphanum | \"-\" ) alphanum; toplabel = alpha | alpha *( alphanum | \"-\" ) alphanum",
        witnesses: &[text(G::Rfc2396, "http://a-1.b--c/", Accepted("absoluteURI"))],
        row: Row {
            place: 53,
            at: None,
            change: r#"`x | x *( y | "-" ) y` written as `x *( *"-" y )`"#,
            rules: "`domainlabel`, `toplabel`",
            reason: r#"Both derive a first `x`, then alphanumerics and hyphens ending in an alphanumeric. PEG's greedy `*( alphanum | "-" )` takes the final `alphanum` and never gives it back, and its choice commits to the one-character alternative."#,
            witness: "`http://a-1.b--c/` is accepted (a `server`)",
        },
    }),
    gated_override!(Override {
        id: "P18",
        listings: &[L::Rfc2396, L::Rfc2732],
        kind: Kind::Lookahead,
        rules: &["authority", "hostname"],
        project_rules: &[],
        printed: "authority = server | reg_name; hostname = *( domainlabel \".\" ) toplabel [ \".\" ]",
        witnesses: &[
            text(G::Rfc2396, "http://a;b/", Accepted("absoluteURI")),
            text(G::Rfc2732, "http://a.b./", Accepted("absoluteURI")),
        ],
        row: Row {
            place: 54,
            at: None,
            change: r#"`server` taken only where the authority ends after it; a `domainlabel "."` taken only where another label follows"#,
            rules: "`authority`, `hostname`",
            reason: r#"An authority is followed by `/`, `?`, `#` or the end and holds none of them, so a `server` that leaves anything else is in no derivation, and `reg_name` (which derives every non-empty `server`) is tried. The last label of a hostname is its `toplabel`: a `domainlabel "."` followed by no alphanumeric cannot be followed by another `domainlabel` or a `toplabel`."#,
            witness: "`http://a;b/` (a `reg_name`) and `http://a.b./` (a `hostname` with its final dot) are accepted",
        },
    }),
];
