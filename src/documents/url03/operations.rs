//! url-03's operations: no partial forms ("Fragment identifiers and
//! partial URLs are not involved in the basic URL definition", p.2), and
//! RFC 1630's comparison at the same encoding level, whose escaping
//! url-03's is ("ENCODING PROHIBITED CHARACTERS", p.3).

use crate::documents::rfc1630::operations::{compare_at_encoding_level, normal_form};
use crate::grammar::Grammar;
use crate::revisions::operations::{ComparisonRules, Operations};
use crate::revisions::resolution::{ParsedFirst, Resolver};

/// url-03's operations: a resolution that says partial forms are outside
/// the document, and RFC 1630's comparison under url-03's grammar.
pub(crate) static OPERATIONS: Operations = Operations {
    resolution: Resolver::NoPartialForms {
        grammar: Grammar::Url03,
        clause: "url-03 p.2: \"Fragment identifiers and partial URLs are not involved in the basic URL definition\"",
    },
    parsed_first: ParsedFirst::Nothing,
    parses_reference_itself: false,
    comparison: ComparisonRules::EncodingLevel {
        compare: |a, b| compare_at_encoding_level(Grammar::Url03, a, b),
        normalize: normal_form,
    },
    iris_map_to: None,
    finding_witnesses: &[],
};
