//! What one document's resolution gives: the target and the steps that
//! made it, each step citing its document's lines, or why there is none;
//! and each document's answer side by side ([`RevisionAnswer`]).

use super::partial_forms::ResolveError;
use super::rejection::{RejectedInput, Role};
use crate::diagnose::error::ExpectedSet;
use crate::grammar::{Grammar, NoSuchOperation};
#[cfg(feature = "serde")]
use serde::Serialize;

/// A resolved reference and the steps of its document's algorithm that
/// decided it, in the order they ran (the branch taken, then any rewriting
/// of the path that changed it).
///
/// ```
/// let r = rfc1630::resolve(rfc1630::Grammar::Rfc3986, "http://a/b/c/d;p?q", "../g").unwrap();
/// assert_eq!(r.target, "http://a/b/g");
/// assert!(r.steps[0].starts_with("RFC 3986 §5.2.3"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Resolution {
    /// The absolute form of the reference.
    pub target: String,
    /// The deciding steps, each `DOCUMENT §SECTION step (file l.N-M): what it did`.
    pub steps: Vec<&'static str>,
    /// The grammar's rejection of the reference, where the algorithm parses
    /// the reference its own way and so resolves one the grammar refuses
    /// (RFC 1808 §2.4, RFC 2396 §4.3 and Appendix B; see
    /// [`Operations::resolve`](crate::revisions::Operations::resolve)): RFC
    /// 2396 resolves `?y`, which its grammar
    /// derives not (finding F34). Serialized beside the result, not in it.
    #[cfg_attr(feature = "serde", serde(skip))]
    pub grammar_rejects: Option<Box<RejectedInput>>,
}

impl Resolution {
    /// A target reached by the given steps.
    ///
    /// ```
    /// let r = rfc1630::revisions::resolution::Resolution::new("g:h".into(), vec!["a step"]);
    /// assert_eq!(r.target, "g:h");
    /// ```
    pub fn new(target: String, steps: Vec<&'static str>) -> Resolution {
        Resolution { target, steps, grammar_rejects: None }
    }
}

/// Why a document's resolution gave no target.
///
/// ```
/// use rfc1630::revisions::resolution::RevisionError;
/// let err = rfc1630::documents::rfc3986::operations::resolve("/a/b", "g").unwrap_err();
/// assert!(matches!(err, RevisionError::BaseWithoutScheme { .. }));
/// assert!(err.to_string().contains("RFC 3986 §5.2.1"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RevisionError {
    /// The base has no scheme, the one component every revision after RFC
    /// 1630 requires of a base.
    #[error("base `{base}` has no scheme: {clause}")]
    BaseWithoutScheme {
        /// The base as given.
        base: String,
        /// The clause that requires it.
        clause: &'static str,
    },
    /// An error of the RFC 1630 or drafts' rules (a context that is not
    /// absolute, url-03's missing partial forms), or an input over the
    /// length cap.
    #[error(transparent)]
    PartialForm(#[from] ResolveError),
    /// The revision's grammar rejects the base or the reference, checked
    /// before the algorithm runs (boxed: the diagnostic is large).
    #[error("{0}")]
    Rejected(Box<RejectedInput>),
    /// The grammar is one listing or layer of a document, which defines no
    /// resolution of its own.
    #[error(transparent)]
    NoSuchOperation(#[from] NoSuchOperation),
    /// The grammar's document is not in this build: its cargo feature is
    /// off ([`Grammar::feature`](crate::Grammar::feature)).
    #[error(transparent)]
    DocumentNotBuilt(#[from] crate::grammar::DocumentNotBuilt),
}

impl RevisionError {
    /// The grammar's rejection of the base or the reference, if that is why.
    ///
    /// ```
    /// use rfc1630::revisions::resolution::Role;
    /// let err = rfc1630::resolve(rfc1630::Grammar::Rfc3986, "a/b", "g").unwrap_err();
    /// let rejection = err.rejection().unwrap();
    /// assert_eq!((rejection.role, rejection.production, rejection.error.offset()), (Role::Base, "URI", 1));
    /// ```
    pub fn rejection(&self) -> Option<&RejectedInput> {
        match self {
            RevisionError::Rejected(rejection) => Some(rejection),
            RevisionError::BaseWithoutScheme { .. }
            | RevisionError::PartialForm(_)
            | RevisionError::NoSuchOperation(_)
            | RevisionError::DocumentNotBuilt(_) => None,
        }
    }
}

/// The length cap every document's resolution applies to its two inputs.
pub(crate) fn check_lengths(base: &str, reference: &str) -> Result<(), RevisionError> {
    for input in [base, reference] {
        if input.len() > crate::diagnose::MAX_INPUT_LEN {
            return Err(ResolveError::TooLong { len: input.len(), cap: crate::diagnose::MAX_INPUT_LEN }.into());
        }
    }
    Ok(())
}

/// One document's answer in [`resolve_all`](super::resolve_all).
///
/// ```
/// let answers = rfc1630::revisions::resolution::resolve_all(Default::default(), "http://a/b/c/d;p?q", "../g");
/// assert_eq!(answers[0].revision, rfc1630::Grammar::Url4);
/// assert_eq!(answers[0].answer.as_ref().unwrap().target, "http://a/b/g");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct RevisionAnswer {
    /// The grammar of the document whose resolution answers.
    pub revision: Grammar,
    /// Its target and the steps that gave it, or why there is none.
    #[cfg_attr(feature = "serde", serde(flatten, serialize_with = "answer_or_error"))]
    pub answer: Result<Resolution, RevisionError>,
}

#[cfg(feature = "serde")]
fn answer_or_error<S: serde::Serializer>(
    answer: &Result<Resolution, RevisionError>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    /// A rejected base or reference: where, why, and the finding.
    #[cfg_attr(feature = "serde", derive(serde::Serialize))]
    struct Rejected<'a> {
        role: Role,
        input: &'a str,
        production: &'a str,
        offset: usize,
        #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
        finding: Option<&'static str>,
        error: String,
    }
    /// The grammar's rejection of a reference the algorithm still resolved.
    #[cfg_attr(feature = "serde", derive(serde::Serialize))]
    struct GrammarRejects<'a> {
        offset: usize,
        expected: Option<&'a ExpectedSet>,
        #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
        finding: Option<&'static str>,
    }
    #[cfg_attr(feature = "serde", derive(serde::Serialize))]
    #[cfg_attr(feature = "serde", serde(untagged))]
    enum Shown<'a> {
        /// `resolved` and, where the grammar refused the reference, `grammar_rejects` beside it.
        Resolved {
            resolved: &'a Resolution,
            #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
            grammar_rejects: Option<GrammarRejects<'a>>,
        },
        Rejected {
            rejected: Rejected<'a>,
        },
        Error {
            error: String,
        },
    }
    match answer {
        Ok(resolution) => Shown::Resolved {
            resolved: resolution,
            grammar_rejects: resolution.grammar_rejects.as_ref().map(|r| GrammarRejects {
                offset: r.error.offset(),
                expected: r.error.expected(),
                finding: r.error.finding().map(|f| f.id),
            }),
        },
        Err(RevisionError::Rejected(r)) => Shown::Rejected {
            rejected: Rejected {
                role: r.role,
                input: &r.input,
                production: r.production,
                offset: r.error.offset(),
                finding: r.error.finding().map(|f| f.id),
                error: r.error.summary(),
            },
        },
        Err(e) => Shown::Error { error: e.to_string() },
    }
    .serialize(serializer)
}
