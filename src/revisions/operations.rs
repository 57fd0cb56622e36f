//! What a document defines beyond its syntax (resolution, comparison,
//! normal form), as a value its folder writes ([`Operations`]: each
//! `src/documents/<id>/operations.rs` defines its `OPERATIONS`), the list of
//! them that the registry's rows make, oldest first, and the one way in to
//! them: [`operations_of`] for a grammar, and the crate root's
//! [`resolve`], [`compare`] and [`normalize`], which take the specification
//! as a [`Grammar`] and answer with the steps or rungs that decided, each
//! citing its clause.

use crate::grammar::{Grammar, NoSuchOperation, Operation};
use crate::revisions::encoding::EncodingError;
use crate::revisions::equivalence::ladder::Ladder;
use crate::revisions::equivalence::{CharacterNormalization, CompareError, Equivalence, Normalized};
use crate::revisions::resolution::finding_witnesses::ResolutionWitness;
use crate::revisions::resolution::{
    check_inputs, check_lengths, ParsedFirst, Resolution, ResolveError, ResolveOptions, Resolver, RevisionAnswer,
    RevisionError, Role,
};
use std::fmt;

/// The operations of one document: how it resolves a reference against a
/// base (after what its grammar checks first), how it compares two URIs,
/// and its normal form. Each document's folder writes its own, with its
/// clauses, or takes another document's (RFC 1738 takes RFC 1630's rules,
/// RFC 2732 RFC 2396's, RFC 3987 RFC 3986's algorithm); [`operations_of`]
/// and [`Document::operations`](crate::documents::Document::operations)
/// reach them.
///
/// ```
/// use rfc1630::grammar::Operation;
/// use rfc1630::revisions::operations_of;
/// use rfc1630::revisions::resolution::ResolveOptions;
/// use rfc1630::Grammar;
/// let rfc1630 = operations_of(Grammar::Rfc1630, Operation::Resolution).unwrap();
/// let literal = rfc1630.resolve(ResolveOptions::literal(true), "magic://a/b/c//d/e/f", "/g").unwrap();
/// assert_eq!(literal.target, "magic://a/b/c//d/g");
/// assert!(!rfc1630.has_ladder());
/// assert!(operations_of(Grammar::Rfc3986, Operation::Comparison).unwrap().has_ladder());
/// ```
pub struct Operations {
    /// Its resolution.
    pub(crate) resolution: Resolver,
    /// What its grammar checks before its resolution runs.
    pub(crate) parsed_first: ParsedFirst,
    /// Whether its algorithm splits the reference by its own rules.
    pub(crate) parses_reference_itself: bool,
    /// Its comparison and normal form.
    pub(crate) comparison: ComparisonRules,
    /// The grammar of the URIs its IRIs map to, where it defines IRIs.
    pub(crate) iris_map_to: Option<Grammar>,
    /// The resolutions that show the findings on its resolution.
    pub(crate) finding_witnesses: &'static [ResolutionWitness],
}

/// How a document compares two URIs and gives a normal form.
pub(crate) enum ComparisonRules {
    /// Component by component at the same encoding level, parsed with the
    /// document's grammar (RFC 1630 p.8, which the drafts share).
    EncodingLevel {
        compare: fn(&str, &str) -> Result<Equivalence, CompareError>,
        normalize: fn(&str) -> Result<Normalized, EncodingError>,
    },
    /// A ladder of normalizations on any string (RFC 1738 and after).
    Ladder(Ladder),
}

impl Operations {
    /// Resolves `reference` against `base` with the document's resolution,
    /// after checking both with its grammar where the document has one for
    /// them (see `src/revisions/resolution/parse_first.rs`: the base with the
    /// absolute entry, the reference with the grammar's own entry; RFC 1630
    /// and the drafts parse nothing, RFC 1738 the base alone). `options` is
    /// read by RFC 1630's rules (and RFC 1738's, which are RFC 1630's) alone.
    ///
    /// # Errors
    /// [`RevisionError::Rejected`] when the grammar rejects the base (RFC
    /// 1738's `url`, RFC 1808's `absoluteURL`, RFC 2396's and 2732's
    /// `absoluteURI`, RFC 3986's `URI`, RFC 3987's `IRI`) or, under RFC 3986
    /// and RFC 3987, the reference, with its diagnostic;
    /// [`RevisionError::PartialForm`] for the rules of RFC 1630 and the
    /// drafts (a context that is not absolute, RFC 1630 p.10; url-03's
    /// missing partial forms, url-03 p.2); [`RevisionError::BaseWithoutScheme`].
    ///
    /// Where the algorithm parses the reference its own way rather than
    /// with the grammar ([`Operations::parses_reference_itself`]: RFC 1808,
    /// RFC 2396 and RFC 2732), a reference the grammar rejects is still
    /// resolved, and the rejection comes beside the result
    /// ([`Resolution::grammar_rejects`]): RFC 2396's algorithm gives the
    /// `http://a/b/c/?y` that Appendix C prints, and its grammar derives no
    /// `?y` (finding F34). A rejected base stays an error under every
    /// document.
    ///
    /// ```
    /// use rfc1630::grammar::Operation;
    /// use rfc1630::revisions::operations_of;
    /// use rfc1630::revisions::resolution::ResolveOptions;
    /// use rfc1630::Grammar;
    /// let at = |grammar, reference| {
    ///     let operations = operations_of(grammar, Operation::Resolution).unwrap();
    ///     operations.resolve(ResolveOptions::default(), "http://a/b/c/d;p?q", reference)
    /// };
    /// assert_eq!(at(Grammar::Rfc1630, "?y").unwrap().target, "http://a/b/c/?y");
    /// assert_eq!(at(Grammar::Rfc1808, "?y").unwrap().target, "http://a/b/c/d;p?y");
    /// assert_eq!(at(Grammar::Rfc3986, "?y").unwrap().target, "http://a/b/c/d;p?y");
    /// // RFC 2396's grammar needs a path before `?` (finding F34); its algorithm does not.
    /// let r = at(Grammar::Rfc2396, "?y").unwrap();
    /// assert_eq!(r.target, "http://a/b/c/?y");
    /// assert_eq!(r.grammar_rejects.unwrap().error.finding().unwrap().id, "F34");
    /// // RFC 3986 parses a well-formed reference only.
    /// assert!(at(Grammar::Rfc3986, "g h").is_err());
    /// ```
    pub fn resolve(&self, options: ResolveOptions, base: &str, reference: &str) -> Result<Resolution, RevisionError> {
        check_lengths(base, reference)?;
        let grammar_rejects = match check_inputs(&self.parsed_first, base, reference) {
            Ok(()) => None,
            Err(RevisionError::Rejected(rejection))
                if rejection.role == Role::Reference && self.parses_reference_itself =>
            {
                Some(rejection)
            }
            Err(e) => return Err(e),
        };
        let mut resolution = self.resolution.resolve(options, base, reference)?;
        resolution.grammar_rejects = grammar_rejects;
        Ok(resolution)
    }

    /// Whether the document's resolution splits the reference into
    /// components by its own rules rather than by the grammar, so that it
    /// has an answer for a reference the grammar rejects.
    ///
    /// * **RFC 1808**: Step 2 parses both URLs "into their component parts
    ///   as described in Section 2.4" (`rfc1808.txt` l.534-535), and §2.4
    ///   is a procedure on the "parse string" (l.292-300), not the BNF.
    /// * **RFC 2396 and RFC 2732**: step 1 parses the reference "as
    ///   described in Section 4.3" (`rfc2396.txt` l.1097-1098), whose test
    ///   oracle is Appendix B's regular expression "for breaking-down a URI
    ///   reference into its components" (l.1584-1585), which splits any
    ///   string.
    /// * **RFC 3986** (and RFC 3987): no. §5.2.2's `parse(R)` splits R into
    ///   the components of Section 3 (`rfc3986.txt` l.1706-1708), and
    ///   Appendix B's expression is for "a well-formed URI reference"
    ///   (l.2797-2798): a reference the grammar rejects is not one, and has
    ///   no target.
    /// * **RFC 1630, the drafts and RFC 1738** parse no reference with a
    ///   grammar in the first place.
    ///
    /// ```
    /// use rfc1630::{documents, Grammar};
    /// let parses_itself = |g| documents::of(g).operations.unwrap().parses_reference_itself();
    /// assert!(parses_itself(Grammar::Rfc2396));
    /// assert!(!parses_itself(Grammar::Rfc3986));
    /// ```
    pub fn parses_reference_itself(&self) -> bool {
        self.parses_reference_itself
    }

    /// Compares `a` and `b` with the document's rules: the first rung of its
    /// ladder at which they are equal, with its clause, or why they are not.
    /// A relative reference climbs only the rungs that keep its target (see
    /// [`equivalence`](crate::revisions::equivalence)): `../g` is not `g`.
    /// `normalization` is read by a ladder with character normalization
    /// ([`Operations::has_character_normalization`]) alone.
    ///
    /// # Errors
    /// For RFC 1630 and the drafts, [`CompareError::Illegal`] when either
    /// input is illegal under the grammar (RFC 1630 p.9, Example 3); the
    /// ladders take any string.
    ///
    /// ```
    /// use rfc1630::grammar::Operation;
    /// use rfc1630::revisions::equivalence::{CharacterNormalization, Rung};
    /// use rfc1630::revisions::operations_of;
    /// use rfc1630::Grammar;
    /// let keep = CharacterNormalization::AssumeNormalized;
    /// let (a, b) = ("http://h/a%2Db", "http://h/a-b");
    /// for grammar in [Grammar::Rfc1630, Grammar::Rfc1738, Grammar::Rfc2396, Grammar::Rfc3986, Grammar::Rfc3987] {
    ///     let operations = operations_of(grammar, Operation::Comparison).unwrap();
    ///     assert_eq!(operations.compare(keep, a, b).unwrap().rung(), Some(Rung::PercentEncoding), "{grammar}");
    /// }
    /// let rfc1738 = operations_of(Grammar::Rfc1738, Operation::Comparison).unwrap();
    /// assert_eq!(rfc1738.compare(keep, "http://h:80/", "http://h/").unwrap().rung(), None);
    /// // RFC 3987's ladder aligns the encodings of IRIs (§5.3.2.3).
    /// let iris = operations_of(Grammar::Rfc3987, Operation::Comparison).unwrap();
    /// assert_eq!(iris.compare(keep, "http://\u{E9}/", "http://%C3%A9/").unwrap().rung(), Some(Rung::PercentEncoding));
    /// ```
    pub fn compare(
        &self,
        normalization: CharacterNormalization,
        a: &str,
        b: &str,
    ) -> Result<Equivalence, CompareError> {
        match &self.comparison {
            ComparisonRules::EncodingLevel { compare, .. } => compare(a, b),
            ComparisonRules::Ladder(ladder) => Ok(ladder.compare(normalization, a, b)),
        }
    }

    /// The normal form of `uri` under the document's ladder, each rung
    /// applied in turn, or at RFC 1630's encoding level (see
    /// [`normalize`]); `normalization` as for [`Operations::compare`].
    ///
    /// # Errors
    /// [`NormalizeError::Encoding`] for a `%` that starts no escape under
    /// RFC 1630's encoding level.
    ///
    /// ```
    /// use rfc1630::grammar::Operation;
    /// use rfc1630::revisions::equivalence::{CharacterNormalization, Rung};
    /// use rfc1630::revisions::operations_of;
    /// let iris = operations_of(rfc1630::Grammar::Rfc3987, Operation::Normalization).unwrap();
    /// let decomposed = "http://a/re\u{301}sume\u{301}";
    /// let kept = iris.normalize(CharacterNormalization::AssumeNormalized, decomposed).unwrap();
    /// assert_eq!(kept.text, "http://a/re%CC%81sume%CC%81");
    /// let nfc = iris.normalize(CharacterNormalization::ApplyNfc, decomposed).unwrap();
    /// assert_eq!(nfc.text, "http://a/r%C3%A9sum%C3%A9");
    /// assert!(nfc.rungs.iter().any(|(rung, _)| *rung == Rung::CharacterNormalization));
    /// ```
    pub fn normalize(&self, normalization: CharacterNormalization, uri: &str) -> Result<Normalized, NormalizeError> {
        match &self.comparison {
            ComparisonRules::EncodingLevel { normalize, .. } => Ok(normalize(uri)?),
            ComparisonRules::Ladder(ladder) => Ok(ladder.normalize(normalization, uri)),
        }
    }

    /// Whether the document compares by a ladder of normalizations, each
    /// rung with its clause (RFC 1738 and after), rather than component by
    /// component at the same encoding level under its grammar (RFC 1630
    /// p.8, which the drafts share: [`equivalence::rfc1630`](crate::revisions::equivalence::rfc1630)
    /// tells which component differs).
    ///
    /// ```
    /// use rfc1630::{documents, Grammar};
    /// assert!(!documents::of(Grammar::Url7).operations.unwrap().has_ladder());
    /// assert!(documents::of(Grammar::Rfc1808).operations.unwrap().has_ladder());
    /// ```
    pub fn has_ladder(&self) -> bool {
        matches!(self.comparison, ComparisonRules::Ladder(_))
    }

    /// Whether the document's ladder has character normalization (NFC),
    /// which [`CharacterNormalization::ApplyNfc`] applies: RFC 3987
    /// §5.3.2.2's alone.
    ///
    /// ```
    /// use rfc1630::{documents, Grammar};
    /// assert!(documents::of(Grammar::Rfc3987).operations.unwrap().has_character_normalization());
    /// assert!(!documents::of(Grammar::Rfc3986).operations.unwrap().has_character_normalization());
    /// ```
    pub fn has_character_normalization(&self) -> bool {
        matches!(&self.comparison, ComparisonRules::Ladder(ladder) if ladder.with_nfc.is_some())
    }

    /// The grammar of the URIs that the document's IRIs map to and from
    /// (RFC 3987 §3, [`iri`](crate::revisions::iri)), where the document
    /// defines IRIs.
    ///
    /// ```
    /// use rfc1630::{documents, Grammar};
    /// assert_eq!(documents::of(Grammar::Rfc3987).operations.unwrap().iris_map_to(), Some(Grammar::Rfc3986));
    /// assert_eq!(documents::of(Grammar::Rfc3986).operations.unwrap().iris_map_to(), None);
    /// ```
    pub fn iris_map_to(&self) -> Option<Grammar> {
        self.iris_map_to
    }
}

/// What the operations are, not their functions: whether the resolution
/// parses the reference itself, whether the comparison climbs a ladder and
/// has NFC, the grammar IRIs map to.
impl fmt::Debug for Operations {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Operations")
            .field("parses_reference_itself", &self.parses_reference_itself)
            .field("has_ladder", &self.has_ladder())
            .field("has_character_normalization", &self.has_character_normalization())
            .field("iris_map_to", &self.iris_map_to)
            .finish_non_exhaustive()
    }
}

/// The operations facet of a document that defines no resolution, no
/// comparison and no normal form (RFC 6068: a mailto URI names a message
/// to send, and is not resolved against a base or compared), so that the
/// registry's rows reach every folder's facet alike. Its
/// [`defined`](Self::defined) is `None`, where an [`Operations`]' is
/// itself, and it shows no resolution.
pub(crate) struct NoOperations {
    /// The resolutions that show the findings on its resolution: none.
    pub(crate) finding_witnesses: &'static [ResolutionWitness],
}

impl NoOperations {
    /// The facet of a document that defines none.
    pub(crate) const NONE: NoOperations = NoOperations { finding_witnesses: &[] };

    /// What the document defines: nothing.
    pub(crate) const fn defined(&'static self) -> Option<&'static Operations> {
        None
    }
}

impl Operations {
    /// What the document defines: these operations.
    pub(crate) const fn defined(&'static self) -> Option<&'static Operations> {
        Some(self)
    }
}

macro_rules! operations_registry {
    (() $(#[cfg(feature = $feature:literal)] $grammar:ident => $module:ident),* $(,)?) => {
        /// Every built document's operations, oldest first, with the
        /// grammar of the whole document: the registry's rows, each
        /// reaching its folder's operations facet, `None` where it defines
        /// none.
        static ALL: &[(Grammar, Option<&Operations>)] =
            &[$(#[cfg(feature = $feature)] (Grammar::$grammar, $crate::documents::$module::operations::OPERATIONS.defined())),*];
    };
}
crate::grammar::for_each_document!(operations_registry);

/// Every document's operations, oldest first, with the grammar of the
/// whole document: the documents that define them.
pub(crate) fn every_document() -> impl Iterator<Item = (Grammar, &'static Operations)> {
    ALL.iter().filter_map(|&(grammar, operations)| Some((grammar, operations?)))
}

/// The operations of `grammar`'s document, whether `grammar` is the
/// document's or one of its listings or layers ([`Grammar::document`]), to
/// ask `operation` of.
///
/// # Errors
/// [`NoSuchOperation`] where the document defines none (RFC 6068).
pub(crate) fn of_document(grammar: Grammar, operation: Operation) -> Result<&'static Operations, NoSuchOperation> {
    operations_of(grammar.document(), operation)
}

/// The operations of `spec`'s document, to ask `operation` of: the one
/// conversion of a grammar to what the library does with it. The grammar of
/// a whole document names its operations; a grammar of one listing or
/// layer names none, and the error says which grammar does; a document
/// that defines no operations (RFC 6068) names none under any grammar.
///
/// # Errors
/// [`NoSuchOperation`] for a grammar of one listing or layer
/// (`rfc1630-url`: "RFC 1630's URL listing defines no resolution; use
/// rfc1630"), for every grammar of a document that defines none ("RFC
/// 6068 defines no resolution"), and for a document left out of this
/// build, with `instead` `None` and the message of
/// [`DocumentNotBuilt`](crate::grammar::DocumentNotBuilt), which names its
/// cargo feature ([`resolve`], [`compare`] and [`normalize`] answer that
/// error itself).
///
/// ```
/// use rfc1630::grammar::Operation;
/// use rfc1630::revisions::operations_of;
/// use rfc1630::Grammar;
/// assert!(operations_of(Grammar::Rfc2732, Operation::Resolution).is_ok());
/// let err = operations_of(Grammar::Rfc1630Url, Operation::Resolution).unwrap_err();
/// assert_eq!(err.to_string(), "RFC 1630's URL listing defines no resolution; use rfc1630");
/// let err = operations_of(Grammar::Rfc6068Prose, Operation::Comparison).unwrap_err();
/// assert_eq!(err.to_string(), "RFC 6068 defines no comparison");
/// ```
pub fn operations_of(spec: Grammar, operation: Operation) -> Result<&'static Operations, NoSuchOperation> {
    let document = spec.document();
    let defined = ALL.iter().find(|&&(whole, _)| whole == document).and_then(|&(_, operations)| operations);
    match (defined, NoSuchOperation::of(spec, operation)) {
        (None, _) => Err(NoSuchOperation { grammar: spec, operation, instead: None }),
        (Some(_), Some(error)) => Err(error),
        (Some(operations), None) => Ok(operations),
    }
}

/// Resolves `reference` against `base` with the resolution of `spec`'s
/// document and its default options, after checking both with its grammar
/// where the document has one for them (see [`Operations::resolve`]).
///
/// # Errors
/// [`RevisionError::NoSuchOperation`] for a grammar of one listing or layer
/// (`rfc1630-url`: "RFC 1630's URL listing defines no resolution; use
/// rfc1630"); otherwise as [`Operations::resolve`].
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
    spec.built()?;
    operations_of(spec, Operation::Resolution)?.resolve(ResolveOptions::default(), base, reference)
}

/// Compares `a` and `b` with the rules of `spec`'s document: the first rung
/// of its ladder at which they are equal, with its clause, or why they are
/// not (see [`Operations::compare`]; RFC 3987's ladder without character
/// normalization). Two relative references are equivalent only if they
/// resolve to equivalent URIs against every base: each climbs only the
/// rungs that keep its target (RFC 3986 §6.1, `rfc3986.txt` l.2116-2121;
/// the choices are [`equivalence`](crate::revisions::equivalence)'s).
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
    spec.built()?;
    operations_of(spec, Operation::Comparison)?.compare(CharacterNormalization::default(), a, b)
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
    /// The grammar's document is not in this build: its cargo feature is
    /// off ([`Grammar::feature`](crate::Grammar::feature)).
    #[error(transparent)]
    DocumentNotBuilt(#[from] crate::grammar::DocumentNotBuilt),
}

/// The normal form of `uri` under `spec`'s document, each rung of its
/// ladder applied in turn: RFC 3987 §5.3 (without character
/// normalization, whose normal form is a URI: §5.3.2.3 aligns an IRI's
/// encodings by converting it), RFC 3986 §6.2.2 (case, percent-encoding, dot
/// segments) and §6.2.3 (scheme-based), RFC 2396 §6, RFC 1738 §2.1-2.2 (and
/// RFC 1808, which adds no rule of its own), RFC 1630 p.8's encoding level
/// (and the drafts', whose escaping is RFC 1630's:
/// [`EncodingLevel::MINIMAL`](crate::revisions::encoding::EncodingLevel::MINIMAL)).
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
    spec.built()?;
    operations_of(spec, Operation::Normalization)?.normalize(CharacterNormalization::default(), uri)
}

/// Every document's answer for one reference, oldest first, each with its
/// own resolution and `options`.
///
/// ```
/// use rfc1630::revisions::resolution::{resolve_all, ResolveOptions};
/// use rfc1630::Grammar;
/// let answers = resolve_all(ResolveOptions::default(), "http://a/b/c/d;p?q", "../../../g");
/// let at = |g: Grammar| answers.iter().find(|a| a.revision == g).unwrap().answer.clone().unwrap().target;
/// assert_eq!(at(Grammar::Rfc1630), "http://a/../g");
/// assert_eq!(at(Grammar::Rfc2396), "http://a/../g");
/// assert_eq!(at(Grammar::Rfc3986), "http://a/g");
/// // Every document that defines its operations: RFC 6068 defines none.
/// assert_eq!(answers.len(), rfc1630::documents::ALL.iter().filter(|d| d.operations.is_some()).count());
/// ```
pub fn resolve_all(options: ResolveOptions, base: &str, reference: &str) -> Vec<RevisionAnswer> {
    every_document()
        .map(|(revision, operations)| RevisionAnswer { revision, answer: operations.resolve(options, base, reference) })
        .collect()
}

/// Resolves a partial form with the partial-form rules of `grammar`'s
/// document (of the document, or of one of its listings or layers): RFC
/// 1630's, or the drafts' (url4, url7); nothing parsed, no steps. The later
/// documents' algorithms are [`resolve`]'s.
///
/// # Errors
/// [`ResolveError::NoPartialForms`] for a grammar whose document has no
/// partial forms (url-03 p.2); [`ResolveError::OwnAlgorithm`] for RFC 1738
/// and after; [`ResolveError::NoSuchOperation`] for a document that
/// defines no resolution (RFC 6068); [`ResolveError::ContextNotAbsolute`]
/// when the context has no colon, or a slash before its first colon (RFC
/// 1630 p.10); [`ResolveError::TooLong`].
///
/// ```
/// use rfc1630::revisions::resolution::{resolve_with, ResolveError, ResolveOptions};
/// use rfc1630::Grammar;
/// let r = resolve_with(Grammar::Rfc1630Generic, ResolveOptions::literal(true), "fred:///s//a/b/c", "//g");
/// assert_eq!(r.unwrap(), "fred:///s//g");
/// let ctx = "magic://a/b/c//d/e/f";
/// assert_eq!(resolve_with(Grammar::Url7, ResolveOptions::default(), ctx, "/g").unwrap(), "magic://a/g");
/// let err = resolve_with(Grammar::Url03, ResolveOptions::default(), ctx, "g").unwrap_err();
/// assert!(matches!(err, ResolveError::NoPartialForms { grammar: Grammar::Url03, .. }));
/// let err = resolve_with(Grammar::Rfc3986, ResolveOptions::default(), ctx, "g").unwrap_err();
/// assert_eq!(err, ResolveError::OwnAlgorithm { grammar: Grammar::Rfc3986 });
/// ```
pub fn resolve_with(
    grammar: Grammar,
    options: ResolveOptions,
    context: &str,
    partial: &str,
) -> Result<String, ResolveError> {
    of_document(grammar, Operation::Resolution)?.resolution.partial_form(grammar, options, context, partial)
}
