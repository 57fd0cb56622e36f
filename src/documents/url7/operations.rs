//! url7's operations: the drafts' rules for partial forms (url7 p.10-11,
//! `004` l.558-587), which are url4's words repeated and are written in
//! url4's folder, and RFC 1630's comparison at the same encoding level,
//! whose escaping url7's is (p.11).

use crate::documents::rfc1630::operations::{compare_at_encoding_level, normal_form};
use crate::documents::url4::operations::partial_form;
use crate::grammar::Grammar;
use crate::revisions::operations::{ComparisonRules, Operations};
use crate::revisions::resolution::{ParsedFirst, Resolver};

/// url7's operations: url4's partial-form rules, nothing parsed first, and
/// RFC 1630's comparison under url7's grammar.
pub(crate) static OPERATIONS: Operations = Operations {
    resolution: Resolver::PartialForms(partial_form),
    parsed_first: ParsedFirst::Nothing,
    parses_reference_itself: false,
    comparison: ComparisonRules::EncodingLevel {
        compare: |a, b| compare_at_encoding_level(Grammar::Url7, a, b),
        normalize: normal_form,
    },
    iris_map_to: None,
    finding_witnesses: &[],
};
