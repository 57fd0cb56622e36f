//! RFC 2732's operations: RFC 2396's resolution (§5.2) and ladder (§6), as
//! they are. RFC 2732 changes only the grammar of the authority, to admit
//! IPv6 literals (§3, `rfc2732.txt` l.102-139); its own grammar checks the
//! base and the reference first.

use crate::documents::rfc2396::operations::{LADDER, RESOLUTION};
use crate::grammar::Grammar;
use crate::revisions::operations::{ComparisonRules, Operations};
use crate::revisions::resolution::finding_witnesses::{Gives, ResolutionWitness, BASE};
use crate::revisions::resolution::{BaseEntry, ParsedFirst};

/// RFC 2732's operations: RFC 2396's, its own grammar checking first.
pub(crate) static OPERATIONS: Operations = Operations {
    resolution: RESOLUTION,
    parsed_first: ParsedFirst::Entries(BaseEntry {
        grammar: Grammar::Rfc2732,
        reference: "URI-reference",
        absolute: "absoluteURI",
        fragment_set_aside: true,
        empty_base_unparsed: false,
    }),
    parses_reference_itself: true,
    comparison: ComparisonRules::Ladder(LADDER),
    iris_map_to: None,
    finding_witnesses: &[
        // RFC 2396 C.1's `?y` is no URI-reference of RFC 2732, which imports
        // the rule; the algorithm resolves it as C.1 prints.
        ResolutionWitness {
            finding: "F34",
            base: BASE,
            reference: "?y",
            gives: Gives::TargetGrammarRejects("http://a/b/c/?y", 0),
        },
    ],
};
