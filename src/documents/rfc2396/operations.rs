//! RFC 2396's operations: §5.2 "Resolving Relative References to Absolute
//! Form" (p.20-22, `rfc2396.txt` l.1081-1230), on the components of
//! Appendix B's expression ([`Components::split`]), and §6's ladder. RFC
//! 2732 changes only the grammar of the authority (§3, `rfc2732.txt`
//! l.102-139), so it takes both.
//!
//! Its grammar checks the base (as a `URI-reference`, then before its `#` as
//! an `absoluteURI`) and the reference (`URI-reference`) first; the
//! algorithm parses the reference itself (Appendix B), so it resolves one
//! the grammar rejects (finding F34).
//!
//! # Comparison
//!
//! §6 (l.1246-1250): "the scheme and hostname are case insensitive and a
//! URL with an explicit ":port", where the port is the default for the
//! scheme, is equivalent to one where the port is elided"; and "Unreserved
//! characters can be escaped without changing the semantics of the URI"
//! (§2.3, l.472-473). A reference has a scheme where Appendix B's
//! expression reads one.
//!
//! # Choices where the text is silent or loose
//!
//! * **The current document** (step 2, l.1100-1102) is the base URI without
//!   its fragment, then the reference's fragment: §4.2 says an empty
//!   reference "represents the base URI of the current document and should
//!   be replaced by that URI" (l.866-868), and Appendix C prints `#s` as
//!   `(current document)#s` (l.1649).
//! * **Validating.** Step 3's loophole (l.1111-1129) is not taken: a
//!   reference with a scheme is absolute, `http:g` = `http:g` "for
//!   validating parsers" (l.1748).
//! * **`..` above the root is kept** (step 6g, l.1168-1174, offers three
//!   handlings): Appendix C.2 prints `../../../g` = `http://a/../g`
//!   (l.1687). Step 6g's test, "still begins with one or more complete
//!   path segments of `..`", never holds of that buffer (`/../g` begins
//!   with `/`): the step the example is about does not fire on it, and the
//!   note after it (l.1690-1693: "some implementations strip leading
//!   relative symbolic elements") describes the other handling: finding
//!   F35.
//! * **An authority is followed by a `/`** before a merged path that lacks
//!   one (`http://a` with `g`): step 6a has no base path to copy, and
//!   `net_path = "//" authority [ abs_path ]` makes a path after an
//!   authority absolute; read literally, the steps write `http://ag`
//!   (finding F36). RFC 3986 §5.2.3 (`rfc3986.txt` l.1783-1785) later
//!   wrote this case into the merge.
//! * The leading slash of the buffer is not a segment boundary for steps
//!   6c-6f (see `src/revisions/resolution/segment_patterns.rs`).

use crate::grammar::Grammar;
use crate::revisions::equivalence::ladder::{Ladder, Relative, Step};
use crate::revisions::equivalence::rungs::{decode_keeping_dot_segments, lower_scheme_and_host, scheme_based};
use crate::revisions::equivalence::Rung;
use crate::revisions::operations::{ComparisonRules, Operations};
use crate::revisions::resolution::components::Components;
use crate::revisions::resolution::finding_witnesses::{Gives, ResolutionWitness, BASE};
use crate::revisions::resolution::segment_patterns::remove_dot_patterns;
use crate::revisions::resolution::{check_lengths, BaseEntry, ParsedFirst, Resolution, Resolver, RevisionError};

/// RFC 2396's operations: §5.2, its base and reference checked with its
/// listing first, and §6's ladder.
pub(crate) static OPERATIONS: Operations = Operations {
    resolution: RESOLUTION,
    parsed_first: ParsedFirst::Entries(BaseEntry {
        grammar: Grammar::Rfc2396,
        reference: "URI-reference",
        absolute: "absoluteURI",
        fragment_set_aside: true,
        empty_base_unparsed: false,
    }),
    parses_reference_itself: true,
    comparison: ComparisonRules::Ladder(LADDER),
    iris_map_to: None,
    finding_witnesses: &[
        // C.1's `?y` is no URI-reference of RFC 2396; the algorithm, parsing
        // with Appendix B's expression, resolves it as C.1 prints.
        ResolutionWitness {
            finding: "F34",
            base: BASE,
            reference: "?y",
            gives: Gives::TargetGrammarRejects("http://a/b/c/?y", 0),
        },
        ResolutionWitness { finding: "F34", base: BASE, reference: "g?y", gives: Gives::Target("http://a/b/c/g?y") },
        // C.2's printed answer: the `..` retained, step 6g's first handling.
        ResolutionWitness {
            finding: "F35",
            base: BASE,
            reference: "../../../g",
            gives: Gives::Target("http://a/../g"),
        },
        ResolutionWitness {
            finding: "F35",
            base: BASE,
            reference: "../../../../g",
            gives: Gives::Target("http://a/../../g"),
        },
        // The `/` after the authority, written where the steps read literally give `http://ag`.
        ResolutionWitness { finding: "F36", base: "http://a", reference: "g", gives: Gives::Target("http://a/g") },
    ],
};

/// §5.2, which has no slash rule: the options are not read.
pub(crate) const RESOLUTION: Resolver = Resolver::Algorithm(|_, base, reference| resolve(base, reference));

const BASE_SCHEME_INHERITED: &str = "RFC 2396 §5.2 step 3 (rfc2396.txt l.1108-1109): a relative reference inherits the base's scheme, whose default port this is (§6, l.1248-1250); resolve it first";

const STRING: Step = Step {
    rung: Rung::SimpleString,
    clause: "RFC 2396 §6 (rfc2396.txt l.1241-1242): the same string",
    normalize: str::to_string,
    relative: Relative::Same,
};
const CASE: Step = Step {
    rung: Rung::Case,
    clause: "RFC 2396 §6 (rfc2396.txt l.1247-1248): \"the scheme and hostname are case insensitive\"",
    normalize: |s| lower_scheme_and_host(s, |_| true),
    relative: Relative::Same,
};
const ENCODING: Step = Step {
    rung: Rung::PercentEncoding,
    clause: "RFC 2396 §2.3 (rfc2396.txt l.472-473): \"Unreserved characters can be escaped without changing the semantics\" (alphanum | mark, l.468-470), then scheme and host lower-case again (§6, l.1247-1248)",
    normalize: |s| lower_scheme_and_host(&decode_keeping_dot_segments(s, is_unreserved), |_| true),
    relative: Relative::Same,
};
const SCHEME_BASED: Step = Step {
    rung: Rung::SchemeBased,
    clause: "RFC 2396 §6 (rfc2396.txt l.1248-1250): an explicit `:port` that is the scheme's default is elided",
    normalize: |s| scheme_based(s, false),
    relative: Relative::Never(BASE_SCHEME_INHERITED),
};

/// §6's ladder, a reference's scheme read by Appendix B's expression.
pub(crate) const LADDER: Ladder = Ladder {
    rungs: &[STRING, CASE, ENCODING, SCHEME_BASED],
    has_scheme: |text| Components::split(text).scheme.is_some(),
    with_nfc: None,
};

/// RFC 2396's unreserved characters, `alphanum | mark` (§2.3, l.468-470).
fn is_unreserved(c: char) -> bool {
    c.is_ascii_alphanumeric() || "-_.!~*'()".contains(c)
}

const BASE_SCHEME: &str =
    "RFC 2396 §5.2 (rfc2396.txt l.1087-1089): \"only the scheme component is required to be present in the base URI\"";
const STEP_2: &str =
    "RFC 2396 §5.2 step 2 (rfc2396.txt l.1100-1102): empty path, no scheme, authority or query: the current document";
const STEP_3: &str = "RFC 2396 §5.2 step 3 (rfc2396.txt l.1106-1108): the reference has a scheme: an absolute URI";
const STEP_4: &str =
    "RFC 2396 §5.2 step 4 (rfc2396.txt l.1131-1132): the reference has an authority: a network-path, skip to step 7";
const STEP_5: &str =
    "RFC 2396 §5.2 step 5 (rfc2396.txt l.1137-1138): the path begins with `/`: an absolute-path, skip to step 7";
const STEP_6: &str = "RFC 2396 §5.2 step 6a-6b (rfc2396.txt l.1145-1150): all but the last segment of the base path, then the reference's path";
const STEP_6_DOTS: &str = "RFC 2396 §5.2 step 6c-6f (rfc2396.txt l.1152-1166): `./`, a final `.`, `<segment>/../` and a final `<segment>/..` removed";
const STEP_6G: &str = "RFC 2396 §5.2 step 6g (rfc2396.txt l.1168-1174): `..` above the root kept in the path, as Appendix C.2 prints (l.1687-1688); finding F35";

/// Resolves `reference` against `base` with RFC 2396 §5.2's steps 1-7.
///
/// # Errors
/// [`RevisionError::BaseWithoutScheme`] for a base with no scheme
/// (l.1087-1089); [`RevisionError::PartialForm`] with `TooLong` for an
/// input over [`crate::diagnose::MAX_INPUT_LEN`].
///
/// ```
/// use rfc1630::documents::rfc2396::operations::resolve;
/// let base = "http://a/b/c/d;p?q";
/// assert_eq!(resolve(base, "?y").unwrap().target, "http://a/b/c/?y");
/// assert_eq!(resolve(base, ";x").unwrap().target, "http://a/b/c/;x");
/// assert_eq!(resolve(base, "#s").unwrap().target, "http://a/b/c/d;p?q#s");
/// assert_eq!(resolve(base, "../../../g").unwrap().target, "http://a/../g");
/// ```
pub fn resolve(base: &str, reference: &str) -> Result<Resolution, RevisionError> {
    check_lengths(base, reference)?;
    // §5.2 (l.1086-1089): the base in its components; a scheme required.
    let base_parts = Components::split(base);
    let Some(base_scheme) = base_parts.scheme else {
        return Err(RevisionError::BaseWithoutScheme { base: base.to_string(), clause: BASE_SCHEME });
    };
    // 1) (l.1097-1098): the reference in its components.
    let r = Components::split(reference);
    // 2) (l.1100-1104): the current document.
    if r.path.is_empty() && r.scheme.is_none() && r.authority.is_none() && r.query.is_none() {
        let target = Components { fragment: r.fragment, ..base_parts };
        return Ok(Resolution::new(target.to_string(), vec![STEP_2]));
    }
    // 3) (l.1106-1109): a scheme, an absolute URI.
    if r.scheme.is_some() {
        return Ok(Resolution::new(reference.to_string(), vec![STEP_3]));
    }
    let mut target = Components { scheme: Some(base_scheme), ..r };
    // 4) (l.1131-1135): an authority, a network-path; or the base's.
    if r.authority.is_some() {
        return Ok(Resolution::new(target.to_string(), vec![STEP_4]));
    }
    target.authority = base_parts.authority;
    // 5) (l.1137-1138): an absolute-path.
    if r.path.starts_with('/') {
        return Ok(Resolution::new(target.to_string(), vec![STEP_5]));
    }
    // 6a-b) (l.1145-1150): the buffer.
    let kept = base_parts.path.rfind('/').map_or("", |slash| &base_parts.path[..=slash]);
    let after_authority = if target.authority.is_some() && kept.is_empty() { "/" } else { "" };
    let buffer = format!("{after_authority}{kept}{}", r.path);
    // 6c-f) (l.1152-1166), then 6g-h) (l.1168-1184): what is left is the path.
    let path = remove_dot_patterns(&buffer);
    let mut steps = vec![STEP_6];
    if path != buffer {
        steps.push(STEP_6_DOTS);
    }
    if path.strip_prefix('/').unwrap_or(&path).split('/').next() == Some("..") {
        steps.push(STEP_6G);
    }
    // 7) (l.1186-1210): recombined.
    Ok(Resolution::new(Components { path: &path, ..target }.to_string(), steps))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::revisions::equivalence::CharacterNormalization;

    #[test]
    fn steps_taken() {
        let base = "http://a/b/c/d;p?q";
        assert_eq!(resolve(base, "").unwrap(), Resolution::new(base.into(), vec![STEP_2]));
        assert_eq!(resolve("http://a/b#f", "").unwrap().target, "http://a/b");
        assert_eq!(resolve(base, "/./g").unwrap().steps, [STEP_5]);
        assert_eq!(resolve(base, "../../../g").unwrap().steps, [STEP_6, STEP_6_DOTS, STEP_6G]);
        assert_eq!(resolve("http://a", "g").unwrap().target, "http://a/g");
        assert_eq!(resolve("http:", "g").unwrap().target, "http:g");
    }

    fn rung(a: &str, b: &str) -> Option<Rung> {
        OPERATIONS.compare(CharacterNormalization::default(), a, b).unwrap().rung()
    }

    #[test]
    fn the_ladder() {
        assert_eq!(rung("http://www.XEROX.com", "http://www.xerox.com"), Some(Rung::Case));
        assert_eq!(rung("http://h:80/p", "http://h/p"), Some(Rung::SchemeBased));
        assert_eq!(rung("http://h:/p", "http://h/p"), None);
        assert_eq!(rung("http://h/%7e", "http://h/~"), Some(Rung::PercentEncoding));
        // A relative reference takes the rungs that keep its target.
        assert_eq!(rung("//H/a", "//h/a"), Some(Rung::Case));
        assert_eq!(rung("//h:80/a", "//h/a"), None);
        assert_eq!(rung("http://h:80/a", "http://h/a"), Some(Rung::SchemeBased));
        let normal = OPERATIONS.normalize(CharacterNormalization::default(), "http://x/%2E%2E/%2E%2E%2E").unwrap();
        assert_eq!(normal.text, "http://x/%2E%2E/...");
    }
}
