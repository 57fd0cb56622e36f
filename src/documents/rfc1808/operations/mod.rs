//! RFC 1808's operations: §4 "Resolving Relative URLs" (p.10-11,
//! `rfc1808.txt` l.517-627), on the six components of §2.1 (l.116) split as
//! §2.4 "Parsing a URL" says (l.292-371, [`Parts`]), and RFC 1738's ladder:
//! RFC 1808 defines no equivalence, and its components are RFC 1738's ("as
//! per Section 3.1 of RFC 1738", l.125-136). Whether a reference has a
//! scheme, which decides the rungs it takes, is §2.4.2's reading (l.320-324:
//! a colon after scheme characters only).
//!
//! Its grammar checks the base with `absoluteURL` (after `URL`, its
//! fragment set aside) and the reference with `URL` first; the algorithm
//! parses the reference itself (§2.4), so it resolves one the grammar
//! rejects.
//!
//! # Choices where the text is silent or loose
//!
//! * **Empty means absent.** §2.4 makes an empty fragment, query or params
//!   the same as a missing one ("If the crosshatch is the last character, or
//!   no crosshatch is present, then the fragment identifier is empty",
//!   l.306-308; the same for `?`, l.349-351, and `;`, l.359-360). So Step 7
//!   writes a component with its delimiter only when it is non-empty, and
//!   `#` alone parses as the empty URL: Step 2a gives the whole base,
//!   fragment included (l.537-539).
//! * **An empty `<net_loc>` is inherited.** Step 3 skips to Step 7 only
//!   when the embedded `<net_loc>` "is non-empty" (l.547): `///g` takes the
//!   base's `<net_loc>`.
//! * **The leading slash stays with the path**, as §2.4.6 suggests ("Often
//!   this is done by simply storing the preceding slash along with the
//!   path", l.370-371); it is not a segment boundary for Step 6 (see
//!   `src/revisions/resolution/segment_patterns.rs`).
//! * **A `<net_loc>` is followed by a `/`** before a path that lacks one:
//!   §2.1's form is `<scheme>://<net_loc>/<path>` (l.116) and the BNF's
//!   `net_path = "//" net_loc [ abs_path ]` (l.183). Step 6 in a base with
//!   no path (`http://a` with `g`) would otherwise write `http://ag`
//!   (finding F36).
//! * **A base may carry a fragment**, set aside before `absoluteURL`
//!   checks it (`src/revisions/resolution/parse_first.rs`; finding F39).
//! * **A base needs a scheme**: "base documents can only make use of
//!   relative URLs when their base URL fits within the generic-RL syntax"
//!   (l.95-97), `generic-RL = scheme ":" relativeURL` (l.179).
//!
//! # The abnormal examples (§5.2)
//!
//! Every example of §5.1 and §5.2 (l.639-714) follows from the steps with
//! the choices above, the abnormal ones included: `../../../g` gives
//! `http://a/../g` because Step 6c needs a complete segment before `/../`
//! and the base path's leading slash has none, and `/./g` keeps its dot
//! because Step 4 skips Step 6. The text says what the steps do not:
//! "the `..` syntax cannot be used to change the <net_loc> of a URL"
//! (l.672-673), so the printed `http://a/../g` names a path `/../g` the
//! resolved URL keeps, which the abnormal examples accept without saying
//! what a server makes of it.

mod parts;

use crate::documents::rfc1738::operations::LADDER;
use crate::grammar::Grammar;
use crate::revisions::equivalence::ladder::Ladder;
use crate::revisions::operations::{ComparisonRules, Operations};
use crate::revisions::resolution::finding_witnesses::{Gives, ResolutionWitness};
use crate::revisions::resolution::segment_patterns::remove_dot_patterns;
use crate::revisions::resolution::{check_lengths, BaseEntry, ParsedFirst, Resolution, Resolver, RevisionError};
pub use parts::Parts;

/// RFC 1808's operations: its §4, its base and reference checked with its
/// listing first, and RFC 1738's ladder with §2.4.2's reading of a scheme.
pub(crate) static OPERATIONS: Operations = Operations {
    // §4 has no slash rule: the options are not read.
    resolution: Resolver::Algorithm(|_, base, reference| resolve(base, reference)),
    parsed_first: ParsedFirst::Entries(BaseEntry {
        grammar: Grammar::Rfc1808,
        reference: "URL",
        absolute: "absoluteURL",
        fragment_set_aside: true,
        empty_base_unparsed: true,
    }),
    parses_reference_itself: true,
    comparison: ComparisonRules::Ladder(Ladder {
        rungs: &LADDER,
        has_scheme: |text| Parts::parse(text).scheme.is_some(),
        with_nfc: None,
    }),
    iris_map_to: None,
    finding_witnesses: &[
        // The `/` after the net_loc, written where the steps read literally give `http://ag`.
        ResolutionWitness { finding: "F36", base: "http://a", reference: "g", gives: Gives::Target("http://a/g") },
        // §5's base with its fragment: the empty reference inherits it (§4, l.609-610).
        ResolutionWitness {
            finding: "F39",
            base: "http://a/b/c/d;p?q#f",
            reference: "",
            gives: Gives::Target("http://a/b/c/d;p?q#f"),
        },
        ResolutionWitness {
            finding: "F39",
            base: "http://a/b/c/d;p?q#f",
            reference: "?y",
            gives: Gives::Target("http://a/b/c/d;p?y"),
        },
    ],
};

const BASE_SCHEME: &str = "RFC 1808 §2 (rfc1808.txt l.95-101): relative URLs need a base URL in the generic-RL syntax, `scheme \":\" relativeURL` (l.179)";
const STEP_1: &str =
    "RFC 1808 §4 Step 1 (rfc1808.txt l.529-532): the base URL is empty: the embedded URL is taken as absolute";
const STEP_2A: &str =
    "RFC 1808 §4 Step 2a (rfc1808.txt l.537-539): the embedded URL is entirely empty: it is the base URL";
const STEP_2B: &str =
    "RFC 1808 §4 Step 2b (rfc1808.txt l.541-542): the embedded URL starts with a scheme name: it is absolute";
const STEP_3: &str = "RFC 1808 §4 Step 3 (rfc1808.txt l.547-549): the embedded <net_loc> is non-empty: skip to Step 7";
const STEP_4: &str =
    "RFC 1808 §4 Step 4 (rfc1808.txt l.551-552): the embedded path is preceded by a slash: skip to Step 7";
const STEP_5A: &str = "RFC 1808 §4 Step 5a (rfc1808.txt l.567-573): empty path: the base path; the embedded <params> are non-empty: skip to Step 7";
const STEP_5B: &str = "RFC 1808 §4 Step 5b (rfc1808.txt l.567-577): empty path: the base path and <params>; the embedded <query> is non-empty: skip to Step 7";
const STEP_5: &str = "RFC 1808 §4 Step 5 (rfc1808.txt l.567-577): empty path, <params> and <query>: the base URL's path, <params> and <query>";
const STEP_6: &str =
    "RFC 1808 §4 Step 6 (rfc1808.txt l.579-583): the last segment of the base path replaced by the embedded path";
const STEP_6_DOTS: &str =
    "RFC 1808 §4 Step 6a-6d (rfc1808.txt l.585-599): `./`, a final `.`, `<segment>/../` and a final `<segment>/..` removed";

/// Resolves `embedded` against `base` with RFC 1808 §4's seven steps.
///
/// # Errors
/// [`RevisionError::BaseWithoutScheme`] for a non-empty base with no scheme
/// (§2, l.95-101); [`RevisionError::PartialForm`] with `TooLong` for an
/// input over [`crate::diagnose::MAX_INPUT_LEN`].
///
/// ```
/// use rfc1630::documents::rfc1808::operations::resolve;
/// let base = "http://a/b/c/d;p?q#f";
/// assert_eq!(resolve(base, "?y").unwrap().target, "http://a/b/c/d;p?y");
/// assert_eq!(resolve(base, ";x").unwrap().target, "http://a/b/c/d;x");
/// assert_eq!(resolve(base, "../../../g").unwrap().target, "http://a/../g");
/// assert_eq!(resolve(base, "").unwrap().target, base);
/// ```
pub fn resolve(base: &str, embedded: &str) -> Result<Resolution, RevisionError> {
    check_lengths(base, embedded)?;
    // Step 1 (l.529-532): no base, the embedded URL is absolute.
    if base.is_empty() {
        return Ok(Resolution::new(embedded.to_string(), vec![STEP_1]));
    }
    // Step 2 (l.534-535): both parsed as §2.4 says.
    let base_parts = Parts::parse(base);
    let Some(base_scheme) = base_parts.scheme else {
        return Err(RevisionError::BaseWithoutScheme { base: base.to_string(), clause: BASE_SCHEME });
    };
    let mut url = Parts::parse(embedded);
    // Step 2a (l.537-539): entirely empty, it is the base URL.
    if url == Parts::default() {
        return Ok(Resolution::new(base.to_string(), vec![STEP_2A]));
    }
    // Step 2b (l.541-542): a scheme name, an absolute URL.
    if url.scheme.is_some() {
        return Ok(Resolution::new(embedded.to_string(), vec![STEP_2B]));
    }
    // Step 2c (l.544-545): the scheme of the base.
    url.scheme = Some(base_scheme);
    // Step 3 (l.547-549): a non-empty <net_loc> skips to Step 7; otherwise
    // the base's, if any.
    if url.net_loc.is_some_and(|n| !n.is_empty()) {
        return Ok(Resolution::new(url.to_string(), vec![STEP_3]));
    }
    url.net_loc = base_parts.net_loc;
    // Step 4 (l.551-552): an absolute path skips to Step 7.
    if url.path.starts_with('/') {
        return Ok(Resolution::new(url.to_string(), vec![STEP_4]));
    }
    // Step 5 (l.567-577): an empty path takes the base's path, then its
    // <params> unless the embedded ones are non-empty, then its <query>
    // unless the embedded one is non-empty.
    if url.path.is_empty() {
        url.path = base_parts.path;
        if !url.params.is_empty() {
            return Ok(Resolution::new(url.to_string(), vec![STEP_5A]));
        }
        url.params = base_parts.params;
        if !url.query.is_empty() {
            return Ok(Resolution::new(url.to_string(), vec![STEP_5B]));
        }
        url.query = base_parts.query;
        return Ok(Resolution::new(url.to_string(), vec![STEP_5]));
    }
    // Step 6 (l.579-583): the base path without its last segment, then the
    // embedded path; then 6a-6d (l.585-599).
    let kept = base_parts.path.rfind('/').map_or("", |slash| &base_parts.path[..=slash]);
    let merged = format!("{kept}{}", url.path);
    let path = remove_dot_patterns(&merged);
    let steps = if path == merged { vec![STEP_6] } else { vec![STEP_6, STEP_6_DOTS] };
    // Step 7 (l.601-603): recombined.
    Ok(Resolution::new(Parts { path: &path, ..url }.to_string(), steps))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::revisions::equivalence::{CharacterNormalization, Rung};

    #[test]
    fn steps_taken() {
        let base = "http://a/b/c/d;p?q#f";
        assert_eq!(resolve(base, "//g").unwrap().steps, [STEP_3]);
        assert_eq!(resolve(base, "///g").unwrap().target, "http://a/g");
        assert_eq!(resolve(base, "#").unwrap(), Resolution::new(base.into(), vec![STEP_2A]));
        assert_eq!(resolve("http://a", "g").unwrap().target, "http://a/g");
        assert_eq!(resolve("", "g").unwrap().steps, [STEP_1]);
        assert!(resolve("a/b", "g").is_err());
    }

    fn normal(text: &str) -> String {
        OPERATIONS.normalize(CharacterNormalization::default(), text).unwrap().text
    }

    /// §2.4.2 reads no scheme in `b%2Dc:d`, and would in `b-c:d`; RFC
    /// 1630's rules, which RFC 1738 resolves with, read one in both (a
    /// colon before any slash).
    #[test]
    fn rfc_1738s_ladder_with_a_scheme_as_section_2_4_2_reads_it() {
        assert_eq!(normal("b%2dc:%64"), "b%2Dc:d");
        assert_eq!(normal("%41://%2E"), "%41://%2E");
        assert_eq!(normal("B-c:%64"), "b-c:d");
        assert_eq!(normal("x/b%2dc:%64"), "x/b-c:d");
        let rung = |a, b| OPERATIONS.compare(CharacterNormalization::default(), a, b).unwrap().rung();
        assert_eq!(rung("../%61", "../a"), Some(Rung::PercentEncoding));
        assert_eq!(rung("../a/./b", "../a/b"), None);
        assert_eq!(rung("HTTP://h/a", "http://h/a"), Some(Rung::Case));
    }
}
