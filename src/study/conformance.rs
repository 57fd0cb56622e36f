//! The conformance run: every example of the seed documents and of the
//! lineage that continued them (`data/catalogue.tsv`), its document's claim, and the verdict of every
//! grammar on it.

use crate::grammar::Operation;
use crate::revisions::equivalence::{CompareError, Equivalence};
use crate::revisions::operations::of_document;
use crate::revisions::resolution::RevisionError;
use crate::{check, grammar::Listing, Grammar, ParseError, Verdict};
use serde::Serialize;

/// The catalogue as compiled into the crate.
const CATALOGUE: &str = include_str!("../../data/catalogue.tsv");

/// One example of a document, with its provenance: a row of the catalogue.
///
/// ```
/// let examples = rfc1630::study::conformance::catalogue();
/// let ex = examples.iter().find(|e| e.id == "rfc1630-003-p9-ex3-1").unwrap();
/// assert_eq!((ex.file.as_str(), ex.page.as_str()), ("003_8b2f656be9807e96.txt", "9"));
/// assert_eq!(ex.uri, "fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Example {
    /// Stable id: `<doc>-p<page>-<what>-<n>`.
    pub id: String,
    /// The seed file it is quoted from.
    pub file: String,
    /// The page as printed (`-` where the document has none); a number in JSON where it is one.
    #[serde(serialize_with = "number_if_numeric")]
    pub page: String,
    /// The 1-based line of the seed file where it starts; a number in JSON.
    #[serde(serialize_with = "number_if_numeric")]
    pub line: String,
    /// The section it sits in.
    pub section: String,
    /// `uri`, `partial`, `fragment-of-uri` or `pair`.
    pub kind: String,
    /// The text exactly as printed.
    pub text: String,
    /// The string given to the parser (brackets, `URL:` and wrapping whitespace removed).
    pub uri: String,
    /// What the document claims about it; in JSON its fields sit beside the
    /// others (`"claim": "identical", "other": ...`).
    #[serde(flatten)]
    pub claim: Claim,
    /// Damage, joins and other remarks.
    pub note: String,
}

/// What a document claims about an example.
///
/// ```
/// use rfc1630::study::conformance::{catalogue, Claim};
/// let examples = catalogue();
/// let claim = |id: &str| examples.iter().find(|e| e.id == id).unwrap().claim.clone();
/// assert_eq!(claim("rfc1630-003-p9-ex3-2"), Claim::Illegal);
/// assert_eq!(claim("rfc1630-003-p9-ex1-1"), Claim::Identical { other: "rfc1630-003-p9-ex1-2".into() });
/// assert_eq!(
///     claim("rfc1630-003-p11-partial-2"),
///     Claim::Resolves { context: "magic://a/b/c//d/e/f".into(), expected: "magic://a/g".into() }
/// );
/// // url7's wrapped reference keeps the listing number "1106." as printed.
/// let ex = examples.iter().find(|e| e.id == "url7-p20-ref-1").unwrap();
/// assert_eq!(ex.uri, "ftp:1106.//quake.think.com/pub/wais/doc/doc-ids.txt");
/// assert_eq!(ex.claim, Claim::Damaged { intended: "ftp://quake.think.com/pub/wais/doc/doc-ids.txt".into() });
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "claim", rename_all = "kebab-case")]
#[non_exhaustive]
pub enum Claim {
    /// Given as an example of a URI.
    Valid,
    /// Said to be illegal.
    Illegal,
    /// Said not to be allowed, by a rule beyond the listing's syntax (RFC
    /// 3987 §4.4's bidi Examples 8 and 9, "(not allowed)"): checked as
    /// [`Claim::Illegal`] is, so the document's grammar bears it out only by
    /// rejecting the text.
    NotAllowed,
    /// Said to be identical to another example (its id).
    Identical {
        /// The other example's id.
        other: String,
    },
    /// Said not to be identical to another example (its id).
    NotIdentical {
        /// The other example's id.
        other: String,
    },
    /// A partial form said to resolve, in a context, to a result.
    Resolves {
        /// The context URI.
        context: String,
        /// The printed result.
        expected: String,
    },
    /// Only a part of a URI (a selector, a search, an address).
    Part,
    /// A syntax template, not a concrete URI.
    Template,
    /// Given as an example, but the text as printed is conversion damage or
    /// a template (a listing number inside a wrapped reference, a
    /// placeholder `host [port]`): what the document claims is checked on
    /// the text as it would have been.
    Damaged {
        /// The text without the damage.
        intended: String,
    },
}

impl Claim {
    /// The catalogue's word for the claim (its `claim` column,
    /// data/CATALOGUE.md), which the JSON's `claim` tag writes too.
    ///
    /// ```
    /// use rfc1630::study::conformance::Claim;
    /// assert_eq!(Claim::NotIdentical { other: "x".into() }.word(), "not-identical");
    /// assert_eq!(Claim::Part.word(), "part");
    /// ```
    pub fn word(&self) -> &'static str {
        match self {
            Claim::Valid => "valid",
            Claim::Illegal => "illegal",
            Claim::NotAllowed => "not-allowed",
            Claim::Identical { .. } => "identical",
            Claim::NotIdentical { .. } => "not-identical",
            Claim::Resolves { .. } => "resolves",
            Claim::Part => "part",
            Claim::Template => "template",
            Claim::Damaged { .. } => "damaged",
        }
    }
}

/// Every example of the catalogue, in file order.
///
/// ```
/// let examples = rfc1630::study::conformance::catalogue();
/// let ex = examples.iter().find(|e| e.id == "rfc1630-003-p14-http-5").unwrap();
/// assert_eq!(ex.uri, "http://info.cern.ch:8000/imaginary/test");
/// assert_eq!(ex.claim, rfc1630::study::conformance::Claim::Valid);
/// ```
pub fn catalogue() -> Vec<Example> {
    CATALOGUE.lines().skip(1).filter(|l| !l.is_empty()).map(parse_row).collect()
}

fn parse_row(line: &str) -> Example {
    let f: Vec<String> = line.split('\t').map(crate::support::tsv::unescape).collect();
    let field = |i: usize| f.get(i).cloned().unwrap_or_default();
    let claim = match field(8).as_str() {
        "valid" => Claim::Valid,
        "illegal" => Claim::Illegal,
        "not-allowed" => Claim::NotAllowed,
        "identical" => Claim::Identical { other: field(9) },
        "not-identical" => Claim::NotIdentical { other: field(9) },
        "resolves" => Claim::Resolves { context: field(9), expected: field(10) },
        "template" => Claim::Template,
        "damaged" => Claim::Damaged { intended: field(10) },
        _ => Claim::Part,
    };
    Example {
        id: field(0),
        file: field(1),
        page: field(2),
        line: field(3),
        section: field(4),
        kind: field(5),
        text: field(6),
        uri: field(7),
        claim,
        note: field(11),
    }
}

/// The grammar of the document an example comes from, if the crate has it:
/// the grammar that tries exactly the listings printed in that seed file
/// (the listing table's `seed_files`), so RFC 1630's two listings give the
/// default grammar.
///
/// ```
/// use rfc1630::{study::conformance::home_grammar, Grammar};
/// assert_eq!(home_grammar("003_8b2f656be9807e96.txt"), Some(Grammar::Rfc1630));
/// assert_eq!(home_grammar("002_69f8b7daee82da35.txt"), Some(Grammar::Url03));
/// assert_eq!(home_grammar("rfc6068.txt"), Some(Grammar::Rfc6068Prose));
/// assert_eq!(home_grammar("notes.txt"), None);
/// ```
pub fn home_grammar(file: &str) -> Option<Grammar> {
    let printed: Vec<Listing> = crate::grammar::listings::printed()
        .filter(|row| row.seed_files.contains(&file))
        .map(|row| row.listing)
        .collect();
    let listing =
        Grammar::ALL.into_iter().find(|grammar| !printed.is_empty() && grammar.listings() == printed.as_slice())?;
    // A prose layer that narrows its listing is tried alone, without it: the
    // document's claims are made under the layer, which its prose defines
    // (RFC 6068's examples percent-encode what l.175-191 require).
    let narrowing = Grammar::PROSE
        .into_iter()
        .find(|prose| prose.base() == listing && !prose.listings().iter().any(|l| listing.listings().contains(l)));
    Some(narrowing.unwrap_or(listing))
}

/// Whether a grammar's verdicts bear out a document's claim.
///
/// ```
/// use rfc1630::study::conformance::{run, Agreement};
/// let outcomes = run();
/// let agreement = |id: &str| &outcomes.iter().find(|o| o.example.id == id).unwrap().agreement;
/// // p.9 Example 2: the encoded slash makes the two URIs different, as claimed.
/// assert_eq!(agreement("rfc1630-003-p9-ex2-1"), &Agreement::Agrees);
/// // A mail address in running text is a part, not a URI: nothing to check.
/// assert_eq!(agreement("rfc1630-003-p2-mail-1"), &Agreement::NotApplicable);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "agreement", content = "why", rename_all = "kebab-case")]
pub enum Agreement {
    /// The home grammar's verdict matches the claim.
    Agrees,
    /// It does not: a finding.
    Disagrees(String),
    /// The claim says nothing a parser can check (a part or a template), or
    /// the document's grammar is not in the crate.
    NotApplicable,
}

/// One example's outcome: the verdict of every grammar and the agreement.
///
/// ```
/// use rfc1630::{study::conformance::run, Grammar};
/// let outcomes = run();
/// let ex = outcomes.iter().find(|o| o.example.id == "rfc1630-003-p14-http-5").unwrap();
/// let (grammar, verdict) = &ex.verdicts[0];
/// assert_eq!(*grammar, Grammar::Rfc1630);
/// assert_eq!(verdict.as_ref().unwrap().to_string(), "rfc1630-url:httpaddress");
/// // The generic listing alone has no `//` (finding F1).
/// let generic = ex.verdicts.iter().find(|(g, _)| *g == Grammar::Rfc1630Generic).unwrap();
/// assert_eq!(generic.1.as_ref().unwrap_err().offset(), 5);
/// ```
#[derive(Debug, Serialize)]
pub struct ExampleOutcome {
    /// The example.
    pub example: Example,
    /// Each grammar's verdict, in [`Grammar::ALL`] order, then the opt-in
    /// prose layers of [`Grammar::PROSE`]. In JSON, one flat object each:
    /// `grammar`, `ok`, then `listing` and `production`, or `offset`,
    /// `expected` and `message`.
    #[serde(serialize_with = "flat_verdicts")]
    pub verdicts: Vec<(Grammar, Result<Verdict, ParseError>)>,
    /// Whether the home grammar bears out the claim; in JSON
    /// `"agreement": "disagrees", "why": ...` beside the other fields.
    #[serde(flatten)]
    pub agreement: Agreement,
    /// "prose-valid": claimed valid, rejected by the home grammar's listing,
    /// accepted by the same document's prose layer (`+prose`).
    /// Still a finding: the listing disagrees with its document.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub prose_valid: bool,
}

impl ExampleOutcome {
    /// The finding that explains a disagreement, where one does: for a
    /// rejection, the one the home grammar's rejection names (of the
    /// example, or for a `damaged` claim of the text as it would have been),
    /// as `check` names it; for an acceptance of a text claimed illegal or
    /// not allowed, the one that gives this text as a witness the home
    /// grammar accepts ([`accepted_witness_of`]). `None` when the outcome
    /// agrees, has nothing to check, or no finding explains it.
    ///
    /// ```
    /// use rfc1630::study::conformance::run;
    /// let outcomes = run();
    /// let finding = |id: &str| outcomes.iter().find(|o| o.example.id == id).unwrap().finding().map(|f| f.id);
    /// // `name%%3Ddobbins`: a `%` that starts no escape.
    /// assert_eq!(finding("rfc1630-003-p14-http-8"), Some("F4"));
    /// assert_eq!(finding("rfc1630-003-p9-ex2-1"), None); // agrees
    /// // RFC 3987's Example 8, "(not allowed)", is an IRI of its listing.
    /// assert_eq!(finding("rfc3987-p21-bidi-2"), Some("F55"));
    /// ```
    pub fn finding(&self) -> Option<&'static crate::grammar::findings::Finding> {
        if !matches!(self.agreement, Agreement::Disagrees(_)) {
            return None;
        }
        let home = home_grammar(&self.example.file)?;
        match &self.example.claim {
            Claim::Valid => check(home, &self.example.uri).err()?.finding(),
            Claim::Damaged { intended } => check(home, intended).err()?.finding(),
            Claim::Illegal | Claim::NotAllowed => accepted_witness_of(home, &self.example.uri),
            _ => None,
        }
    }
}

/// The finding that gives `text` as a witness `grammar` accepts, where one
/// does: an acceptance names no finding by itself (no rejection stops
/// anywhere), so a document's claim that the grammar should reject the
/// text is explained by the finding that says why it does not. Retired and
/// folded findings explain nothing.
///
/// ```
/// use rfc1630::study::conformance::accepted_witness_of;
/// use rfc1630::Grammar;
/// let f41 = accepted_witness_of(Grammar::Rfc2732, "http://[1:2:3:4:5:6:7:8:9]/").unwrap();
/// assert_eq!(f41.id, "F41");
/// assert!(accepted_witness_of(Grammar::Rfc3986, "http://[1:2:3:4:5:6:7:8:9]/").is_none()); // rejected there
/// ```
pub fn accepted_witness_of(grammar: Grammar, text: &str) -> Option<&'static crate::grammar::findings::Finding> {
    use crate::grammar::findings::{Evidence, Expect, ALL};
    let accepts = |verdicts: &[(Grammar, Expect)]| {
        verdicts.iter().any(|&(g, expect)| g == grammar && matches!(expect, Expect::Accepted(_)))
    };
    ALL.iter()
        .filter(|f| !matches!(f.evidence, Evidence::Retired | Evidence::Folded))
        .find(|f| f.witnesses.iter().any(|w| w.input == text && accepts(w.verdicts)))
}

/// A catalogue field as a JSON number when it holds one (`14`), else as the
/// text (`-`, url4's section names).
fn number_if_numeric<S: serde::Serializer>(text: &str, serializer: S) -> Result<S::Ok, S::Error> {
    match text.parse::<u64>() {
        Ok(number) => serializer.serialize_u64(number),
        Err(_) => serializer.serialize_str(text),
    }
}

/// One grammar's verdict as a flat JSON object.
#[derive(Serialize)]
#[serde(untagged)]
enum FlatVerdict<'a> {
    Accepted {
        grammar: Grammar,
        ok: bool,
        listing: Listing,
        production: &'static str,
    },
    Rejected {
        grammar: Grammar,
        ok: bool,
        offset: usize,
        expected: Option<&'a crate::diagnose::ExpectedSet>,
        message: String,
    },
}

fn flat_verdicts<S: serde::Serializer>(
    verdicts: &[(Grammar, Result<Verdict, ParseError>)],
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.collect_seq(verdicts.iter().map(|(grammar, verdict)| match verdict {
        Ok(v) => FlatVerdict::Accepted { grammar: *grammar, ok: true, listing: v.listing, production: v.production },
        Err(e) => FlatVerdict::Rejected {
            grammar: *grammar,
            ok: false,
            offset: e.offset(),
            expected: e.expected(),
            message: e.summary(),
        },
    }))
}

/// Runs every example under every grammar, the prose layers included.
///
/// ```
/// use rfc1630::study::conformance::{run, Agreement};
/// let outcomes = run();
/// let p14 = outcomes.iter().find(|o| o.example.id == "rfc1630-003-p14-http-8").unwrap();
/// // `name%%3Ddobbins`: a `%` that starts no escape (finding F4), in prose too.
/// assert!(matches!(p14.agreement, Agreement::Disagrees(_)));
/// assert!(!p14.prose_valid);
/// // Every grammar's verdict, the four prose layers last.
/// assert_eq!(p14.verdicts.len(), rfc1630::Grammar::ALL.len() + rfc1630::Grammar::PROSE.len());
/// assert_eq!(p14.verdicts[rfc1630::Grammar::ALL.len()].0, rfc1630::Grammar::Rfc1630Prose);
/// ```
pub fn run() -> Vec<ExampleOutcome> {
    let examples = catalogue();
    examples
        .iter()
        .map(|example| {
            let verdicts: Vec<_> =
                Grammar::ALL.iter().chain(&Grammar::PROSE).map(|&g| (g, check(g, &example.uri))).collect();
            let agreement = agreement(example, &examples);
            let prose_valid = matches!((&example.claim, &agreement), (Claim::Valid, Agreement::Disagrees(_)))
                && home_grammar(&example.file).is_some_and(|home| {
                    verdicts.iter().any(|(g, v)| Grammar::PROSE.contains(g) && g.base() == home && v.is_ok())
                });
            ExampleOutcome { agreement, example: example.clone(), verdicts, prose_valid }
        })
        .collect()
}

fn agreement(example: &Example, examples: &[Example]) -> Agreement {
    let Some(grammar) = home_grammar(&example.file) else {
        return Agreement::NotApplicable;
    };
    let parsed = |uri: &str| check(grammar, uri).map_err(|e| e.summary());
    match &example.claim {
        Claim::Valid => match parsed(&example.uri) {
            Ok(_) => Agreement::Agrees,
            Err(e) => Agreement::Disagrees(format!("claimed valid, rejected: {e}")),
        },
        Claim::Illegal | Claim::NotAllowed => match parsed(&example.uri) {
            Ok(v) => {
                let claimed = if example.claim == Claim::Illegal { "illegal" } else { "not allowed" };
                let finding = accepted_witness_of(grammar, &example.uri)
                    .map(|f| format!("; finding {}", f.id))
                    .unwrap_or_default();
                Agreement::Disagrees(format!("claimed {claimed}, accepted as {v}{finding}"))
            }
            Err(_) => Agreement::Agrees,
        },
        Claim::Identical { other } | Claim::NotIdentical { other } => {
            let Some(other) = examples.iter().find(|e| &e.id == other) else {
                return Agreement::Disagrees(format!("the catalogue has no example {other}"));
            };
            let claimed = matches!(example.claim, Claim::Identical { .. });
            // Each document compares by its own rules: RFC 1630 p.8 for the
            // grammars of 1993-94, each later revision's ladder (RFC 2396
            // §6, RFC 3986 §6.2) for its own examples.
            let compared = of_document(grammar, Operation::Comparison)
                .map_err(CompareError::from)
                .and_then(|operations| operations.compare(Default::default(), &example.uri, &other.uri));
            match compared {
                Ok(found) if matches!(found, Equivalence::Equivalent { .. }) == claimed => Agreement::Agrees,
                Ok(found) => Agreement::Disagrees(format!(
                    "claimed {}, found {found}",
                    if claimed { "identical" } else { "not identical" }
                )),
                Err(e) => Agreement::Disagrees(e.to_string()),
            }
        }
        // Each document's partial forms resolve by its own algorithm: RFC
        // 2396's Appendix C with RFC 2396 §5.2, RFC 3986's §5.4 with §5.2.
        Claim::Resolves { context, expected } => {
            let resolved = of_document(grammar, Operation::Resolution)
                .map_err(RevisionError::from)
                .and_then(|operations| operations.resolve(Default::default(), context, &example.uri));
            match resolved {
                Ok(found) if &found.target == expected => Agreement::Agrees,
                Ok(found) => Agreement::Disagrees(format!("claimed {expected}, resolved to {}", found.target)),
                Err(e) => Agreement::Disagrees(e.to_string()),
            }
        }
        // The document claims the repaired text valid: a rejection of it is
        // a finding, a rejection of the damage is not.
        Claim::Damaged { intended } => match parsed(intended) {
            Ok(_) => Agreement::Agrees,
            Err(e) => Agreement::Disagrees(format!("damaged; as it would have been, {intended}, rejected: {e}")),
        },
        Claim::Part | Claim::Template => Agreement::NotApplicable,
    }
}
