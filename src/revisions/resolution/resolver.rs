//! A document's resolution, as its operations name it: rules for partial
//! forms, none, or an algorithm of its own.

use super::answer::{Resolution, RevisionError};
use super::partial_forms::{PartialFormRules, ResolveError, ResolveOptions};
use crate::grammar::Grammar;

/// How a document resolves a reference against a base.
pub(crate) enum Resolver {
    /// Rules for partial forms, operations on strings that parse nothing
    /// (RFC 1630, the drafts): the target, and the branch of the text that
    /// gave it as the one step.
    PartialForms(PartialFormRules),
    /// No partial forms: the document (its grammar) leaves them out, by
    /// the clause given (url-03 p.2).
    NoPartialForms { grammar: Grammar, clause: &'static str },
    /// An algorithm of its own, once the inputs are checked: on the
    /// components of the base and the reference (RFC 1808 §4, RFC 2396
    /// §5.2, RFC 3986 §5.2), or another document's rules with a step of
    /// its own (RFC 1738).
    Algorithm(fn(ResolveOptions, &str, &str) -> Result<Resolution, RevisionError>),
}

impl Resolver {
    /// The target of `reference` against `base`, and the steps that gave it.
    pub(crate) fn resolve(
        &self,
        options: ResolveOptions,
        base: &str,
        reference: &str,
    ) -> Result<Resolution, RevisionError> {
        match self {
            Resolver::PartialForms(rules) => {
                let (target, step) = rules(options, base, reference)?;
                Ok(Resolution::new(target, vec![step]))
            }
            Resolver::NoPartialForms { grammar, clause } => {
                Err(ResolveError::NoPartialForms { grammar: *grammar, clause }.into())
            }
            Resolver::Algorithm(algorithm) => algorithm(options, base, reference),
        }
    }

    /// The partial-form rules alone, asked under `grammar` (the document's,
    /// or one of its listings or layers): the target, or why these rules
    /// are not the document's.
    pub(crate) fn partial_form(
        &self,
        grammar: Grammar,
        options: ResolveOptions,
        context: &str,
        partial: &str,
    ) -> Result<String, ResolveError> {
        match self {
            Resolver::PartialForms(rules) => rules(options, context, partial).map(|(target, _)| target),
            Resolver::NoPartialForms { clause, .. } => Err(ResolveError::NoPartialForms { grammar, clause }),
            Resolver::Algorithm(_) => Err(ResolveError::OwnAlgorithm { grammar }),
        }
    }
}
