//! What one revision's algorithm gives: the target and the steps that made
//! it, each step citing its document's lines.

use super::rejection::RejectedInput;
use super::rfc1630::ResolveError;
use crate::grammar::NoSuchOperation;
use serde::Serialize;

/// A resolved reference and the steps of its document's algorithm that
/// decided it, in the order they ran (the branch taken, then any rewriting
/// of the path that changed it).
///
/// ```
/// let r = rfc1630::revisions::resolution::rfc3986::resolve("http://a/b/c/d;p?q", "../g").unwrap();
/// assert_eq!(r.target, "http://a/b/g");
/// assert!(r.steps[0].starts_with("RFC 3986 §5.2.3"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Resolution {
    /// The absolute form of the reference.
    pub target: String,
    /// The deciding steps, each `DOCUMENT §SECTION step (file l.N-M): what it did`.
    pub steps: Vec<&'static str>,
    /// The grammar's rejection of the reference, where the algorithm parses
    /// the reference its own way and so resolves one the grammar refuses
    /// (RFC 1808 §2.4, RFC 2396 §4.3 and Appendix B; see
    /// `Revision::resolve`): RFC 2396 resolves `?y`, which its grammar
    /// derives not (finding F34). Serialized beside the result, not in it.
    #[serde(skip)]
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

/// Why a revision's algorithm gave no target.
///
/// ```
/// use rfc1630::revisions::resolution::RevisionError;
/// let err = rfc1630::revisions::resolution::rfc3986::resolve("/a/b", "g").unwrap_err();
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
}

impl RevisionError {
    /// The grammar's rejection of the base or the reference, if that is why.
    ///
    /// ```
    /// use rfc1630::revisions::resolution::{ResolveOptions, Revision, Role};
    /// let err = Revision::Rfc3986.resolve(ResolveOptions::default(), "a/b", "g").unwrap_err();
    /// let rejection = err.rejection().unwrap();
    /// assert_eq!((rejection.role, rejection.production, rejection.error.offset()), (Role::Base, "URI", 1));
    /// ```
    pub fn rejection(&self) -> Option<&RejectedInput> {
        match self {
            RevisionError::Rejected(rejection) => Some(rejection),
            RevisionError::BaseWithoutScheme { .. }
            | RevisionError::PartialForm(_)
            | RevisionError::NoSuchOperation(_) => None,
        }
    }
}

/// The length cap every revision applies to its two inputs.
pub(crate) fn check_lengths(base: &str, reference: &str) -> Result<(), RevisionError> {
    for input in [base, reference] {
        if input.len() > crate::diagnose::MAX_INPUT_LEN {
            return Err(ResolveError::TooLong { len: input.len(), cap: crate::diagnose::MAX_INPUT_LEN }.into());
        }
    }
    Ok(())
}
