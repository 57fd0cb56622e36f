//! The one way to resolve, compare and normalize: each takes the
//! specification (a [`Grammar`]) and the input strings, and answers with the
//! steps or rungs that decided, each citing its clause.

use crate::grammar::{Grammar, NoSuchOperation, Operation};
use crate::revisions::encoding::{self, EncodingError, EncodingLevel};
use crate::revisions::equivalence::rfc1630::CompareError;
use crate::revisions::equivalence::{compare_in, normal_form_in, Equivalence, Normalized, Rung};
use crate::revisions::resolution::{Resolution, ResolveOptions, Revision, RevisionError};

/// Resolves `reference` against `base` with the algorithm of `spec`'s
/// document, after checking both with its grammar where the document has
/// one for them (see [`Revision::resolve`]).
///
/// # Errors
/// [`RevisionError::NoSuchOperation`] for a grammar of one listing or layer
/// (`rfc1630-url`: "RFC 1630's URL listing defines no resolution; use
/// rfc1630"); otherwise as [`Revision::resolve`].
///
/// ```
/// use rfc1630::{resolve, Grammar};
/// let base = "http://a/b/c/d;p?q";
/// let r = resolve(Grammar::Rfc3986, base, "../g").unwrap();
/// assert_eq!(r.target, "http://a/b/g");
/// assert!(r.steps[0].starts_with("RFC 3986 §5.2"));
/// assert_eq!(resolve(Grammar::Rfc1808, base, "../g").unwrap().target, "http://a/b/g");
/// assert_eq!(resolve(Grammar::Rfc1630, "magic://a/b/c//d/e/f", "/g").unwrap().target, "magic://a/g");
/// let err = resolve(Grammar::Rfc1630Url, base, "g").unwrap_err();
/// assert_eq!(err.to_string(), "RFC 1630's URL listing defines no resolution; use rfc1630");
/// ```
pub fn resolve(spec: Grammar, base: &str, reference: &str) -> Result<Resolution, RevisionError> {
    revision(spec, Operation::Resolution)?.resolve(ResolveOptions::default(), base, reference)
}

/// Compares `a` and `b` with the rules of `spec`'s document: the first rung
/// of its ladder at which they are equal, with its clause, or why they are
/// not (see [`compare_in`](crate::revisions::equivalence::compare_in)). Two
/// relative references are equivalent only if they resolve to equivalent
/// URIs against every base: each climbs only the rungs that keep its target
/// (RFC 3986 §6.1, `rfc3986.txt` l.2116-2121; the choices are
/// [`equivalence`](crate::revisions::equivalence)'s).
///
/// # Errors
/// [`CompareError::NoSuchOperation`] for a grammar of one listing or layer;
/// for RFC 1630 and the drafts, [`CompareError::Illegal`] when either input
/// is illegal under the grammar (RFC 1630 p.9, Example 3).
///
/// ```
/// use rfc1630::{compare, Grammar};
/// use rfc1630::revisions::equivalence::{Equivalence, Rung};
/// let e = compare(Grammar::Rfc3986, "HTTP://Example.COM/%7Esmith", "http://example.com/~smith").unwrap();
/// assert!(matches!(e, Equivalence::Equivalent { rung: Rung::PercentEncoding, .. }));
/// assert!(compare(Grammar::Url7Prose, "a:b", "a:b").is_err());
/// // Against `http://x/y/z/w`, `http://x/y/g` and `http://x/y/z/g`.
/// assert!(matches!(compare(Grammar::Rfc3986, "../g", "g").unwrap(), Equivalence::Different { .. }));
/// ```
pub fn compare(spec: Grammar, a: &str, b: &str) -> Result<Equivalence, CompareError> {
    compare_in(revision(spec, Operation::Comparison)?, a, b)
}

/// Why a URI has no normal form under a specification.
///
/// ```
/// let err = rfc1630::normalize(rfc1630::Grammar::Rfc1630, "http://h/%zz").unwrap_err();
/// assert!(matches!(err, rfc1630::revisions::NormalizeError::Encoding(_)));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum NormalizeError {
    /// The grammar is one listing or layer of a document.
    #[error(transparent)]
    NoSuchOperation(#[from] NoSuchOperation),
    /// A `%` that starts no escape (RFC 1630 p.9, Example 3), under RFC
    /// 1630's encoding level.
    #[error(transparent)]
    Encoding(#[from] EncodingError),
}

/// RFC 1630's normal form: the encoding level, which the drafts share.
const ENCODING_LEVEL_1630: &str =
    "RFC 1630 p.8 (003 l.395-400): the URI at the \"larger set\" encoding level, every escape that need not be there expanded";

/// The normal form of `uri` under `spec`'s document, each rung of its
/// ladder applied in turn: RFC 3987 §5.3 (without character
/// normalization, whose normal form is a URI: §5.3.2.3 aligns an IRI's
/// encodings by converting it), RFC 3986 §6.2.2 (case, percent-encoding, dot
/// segments) and §6.2.3 (scheme-based), RFC 2396 §6, RFC 1738 §2.1-2.2 (and
/// RFC 1808, which adds no rule of its own), RFC 1630 p.8's encoding level
/// (and the drafts', whose escaping is RFC 1630's: [`EncodingLevel::MINIMAL`]).
/// Two URIs are equivalent under the ladder when their normal forms are
/// equal, which is what [`compare`] finds rung by rung.
///
/// The normal form never changes what a reference means: for every base
/// `B`, `normalize(resolve(B, normalize(R)))` is `normalize(resolve(B, R))`.
/// A relative reference takes only the rungs that keep its target, and
/// [`Normalized::not_applied`] names the others with why: `a/..` stays
/// `a/..` under RFC 3986, whose whole ladder would make it `/`, a root the
/// reference never named (see [`equivalence`](crate::revisions::equivalence)).
/// The ladders take any string; the command `rfc1630 normalize` checks it
/// with the grammar first.
///
/// # Errors
/// [`NormalizeError::NoSuchOperation`] for a grammar of one listing or
/// layer; [`NormalizeError::Encoding`] for a `%` that starts no escape under
/// RFC 1630's encoding level.
///
/// ```
/// use rfc1630::{normalize, Grammar};
/// assert_eq!(normalize(Grammar::Rfc3986, "HTTP://Example.COM/%7Esmith").unwrap().text, "http://example.com/~smith");
/// assert_eq!(normalize(Grammar::Rfc2396, "HTTP://h:80/a").unwrap().text, "http://h/a");
/// assert_eq!(normalize(Grammar::Rfc1738, "HTTP://h/%41").unwrap().text, "http://h/A");
/// assert_eq!(normalize(Grammar::Rfc1630, "http://h/%41%2F%7e").unwrap().text, "http://h/A%2F%7E");
/// assert_eq!(normalize(Grammar::Rfc3987, "HTTP://\u{C9}.example/ros\u{E9}").unwrap().text, "http://%C3%89.example/ros%C3%A9");
/// // A relative-path reference keeps its dot segments; an absolute-path one does not.
/// assert_eq!(normalize(Grammar::Rfc3986, "a/..").unwrap().text, "a/..");
/// assert_eq!(normalize(Grammar::Rfc3986, "/a/../%62").unwrap().text, "/b");
/// ```
pub fn normalize(spec: Grammar, uri: &str) -> Result<Normalized, NormalizeError> {
    let revision = revision(spec, Operation::Normalization)?;
    if let Some(normalized) = normal_form_in(revision, uri) {
        return Ok(normalized);
    }
    let text = encoding::normalize(uri, EncodingLevel::MINIMAL)?;
    Ok(Normalized { text, rungs: vec![(Rung::PercentEncoding, ENCODING_LEVEL_1630)], not_applied: Vec::new() })
}

/// The revision of `spec`'s document, or the error of a grammar of one
/// listing or layer.
fn revision(spec: Grammar, operation: Operation) -> Result<Revision, NoSuchOperation> {
    match NoSuchOperation::of(spec, operation) {
        Some(err) => Err(err),
        None => Ok(Revision::of_grammar(spec)),
    }
}
