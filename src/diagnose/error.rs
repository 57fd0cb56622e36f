//! Parse errors: the exact byte where the input stopped matching, the
//! characters that would have continued it, named by the listing, and the
//! productions in progress there, each with its citation (computed in
//! `src/diagnose/`).

use crate::grammar::findings::{Evidence, Finding};
use crate::grammar::spelling::{document_spelling, spelled_by};
use crate::grammar::{Grammar, Listing};
#[cfg(feature = "render")]
use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};
#[cfg(feature = "serde")]
use serde::Serialize;
use std::fmt;
use std::sync::OnceLock;

/// The longest input, in bytes, that is parsed at all. Longer inputs get
/// [`ParseError::TooLong`] at once, before any grammar runs. 4 MiB is far
/// above any URI in use, and keeps the cost of one parse bounded.
///
/// ```
/// use rfc1630::{parse, ParseError, diagnose::MAX_INPUT_LEN};
/// let long = format!("http://h/{}", "a".repeat(MAX_INPUT_LEN));
/// assert!(matches!(parse(&long), Err(ParseError::TooLong { cap: MAX_INPUT_LEN, .. })));
/// ```
pub const MAX_INPUT_LEN: usize = 4 * 1024 * 1024;

/// Why an input is not a URI under a grammar.
///
/// ```
/// use rfc1630::{parse_with, Grammar, ParseError};
/// // RFC 1630's URL listing spells scheme names in lowercase letters (finding F5).
/// let err = parse_with(Grammar::Rfc1630Url, "HTTP://info.cern.ch/").unwrap_err();
/// assert!(matches!(&err, ParseError::Syntax(e) if e.offset() == 0 && e.grammar() == Grammar::Rfc1630Url));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "error", rename_all = "kebab-case"))]
#[non_exhaustive]
pub enum ParseError {
    /// The input does not match the grammar (boxed: a `Result` carrying
    /// it stays small on the acceptance path).
    #[error(transparent)]
    Syntax(#[from] Box<SyntaxError>),
    /// The grammar's document is not in this build: its cargo feature is
    /// off ([`Grammar::feature`]); the input was not parsed.
    #[error(transparent)]
    DocumentNotBuilt(#[from] crate::grammar::DocumentNotBuilt),
    /// The input is longer than [`MAX_INPUT_LEN`]; it was not parsed.
    #[error("{grammar}: input of {len} bytes is over the {cap}-byte length cap")]
    TooLong {
        /// The grammar that was asked for.
        grammar: Grammar,
        /// The input's length in bytes.
        len: usize,
        /// [`MAX_INPUT_LEN`].
        cap: usize,
    },
    /// The input matched, but the AST builder met a rule it has no case
    /// for: a mismatch between a grammar file and the builder, a bug of this
    /// crate, never a fault of the input. [`crate::check`] accepts such an input.
    #[error("{grammar}: internal error: the AST builder met `{found}` inside `{inside}`; please report this input")]
    Internal {
        /// The grammar that was asked for.
        grammar: Grammar,
        /// The rule met (or `nothing`).
        found: &'static str,
        /// The rule being built.
        inside: &'static str,
    },
}

impl From<SyntaxError> for ParseError {
    fn from(error: SyntaxError) -> Self {
        ParseError::Syntax(Box::new(error))
    }
}

impl ParseError {
    /// The byte offset where the input stopped matching (0 for an input too long).
    ///
    /// ```
    /// let err = rfc1630::parse("http://info.cern.ch:80x/").unwrap_err();
    /// assert_eq!(err.offset(), 22);
    /// ```
    pub fn offset(&self) -> usize {
        match self {
            ParseError::Syntax(e) => e.offset(),
            ParseError::TooLong { .. } | ParseError::Internal { .. } | ParseError::DocumentNotBuilt(_) => 0,
        }
    }

    /// What would have continued the input at the offset (`None` unless a syntax error).
    ///
    /// ```
    /// let err = rfc1630::parse("http://info.cern.ch:80x/").unwrap_err();
    /// assert!(err.expected().unwrap().end_of_input);
    /// ```
    pub fn expected(&self) -> Option<&ExpectedSet> {
        match self {
            ParseError::Syntax(e) => Some(e.expected()),
            ParseError::TooLong { .. } | ParseError::Internal { .. } | ParseError::DocumentNotBuilt(_) => None,
        }
    }

    /// The productions in progress at the offset, one stack per alternative
    /// alive there (empty unless a syntax error).
    ///
    /// ```
    /// let err = rfc1630::parse("http://info.cern.ch:80x/").unwrap_err();
    /// assert_eq!(err.stacks()[0].production, "httpaddress");
    /// ```
    pub fn stacks(&self) -> &[Stack] {
        match self {
            ParseError::Syntax(e) => e.stacks(),
            ParseError::TooLong { .. } | ParseError::Internal { .. } | ParseError::DocumentNotBuilt(_) => &[],
        }
    }

    /// The finding that explains the failure, where one does (`None` unless a syntax error).
    ///
    /// ```
    /// let err = rfc1630::parse_with(rfc1630::Grammar::Url03, "mailto:joe@host").unwrap_err();
    /// assert_eq!(err.finding().unwrap().id, "F10"); // url-03 prints `m a i l t o : :`
    /// ```
    pub fn finding(&self) -> Option<&'static Finding> {
        match self {
            ParseError::Syntax(e) => e.finding(),
            ParseError::TooLong { .. } | ParseError::Internal { .. } | ParseError::DocumentNotBuilt(_) => None,
        }
    }

    /// The error on one line, without the caret display.
    ///
    /// ```
    /// let err = rfc1630::parse_with(rfc1630::Grammar::Rfc1630Url, "http://a:x").unwrap_err();
    /// assert!(err.summary().starts_with("rfc1630-url: 1:10: expected"));
    /// ```
    pub fn summary(&self) -> String {
        match self {
            ParseError::Syntax(e) => e.summary(),
            ParseError::TooLong { .. } | ParseError::Internal { .. } | ParseError::DocumentNotBuilt(_) => {
                self.to_string()
            }
        }
    }

    /// The error as rustc renders its own ([`SyntaxError::render`]) for a
    /// syntax error, else its one line. `styled` adds the terminal colours.
    ///
    /// ```
    /// let err = rfc1630::parse_with(rfc1630::Grammar::Rfc1630Url, "http://a:x").unwrap_err();
    /// assert!(err.render(false).lines().count() > 1);
    /// assert!(!err.to_string().contains('\n'));
    /// ```
    #[cfg(feature = "render")]
    pub fn render(&self, styled: bool) -> String {
        match self {
            ParseError::Syntax(e) => e.render(styled),
            ParseError::TooLong { .. } | ParseError::Internal { .. } | ParseError::DocumentNotBuilt(_) => {
                self.to_string()
            }
        }
    }
}

/// The input stopped matching at an offset: the end of its longest prefix
/// that some string of the grammar's language extends.
///
/// A rejection costs what telling it costs: [`crate::check`] makes this
/// error from the automaton walk that rejected the input, and the
/// diagnosis (the offset, the expected set, the stacks, the finding, the
/// notes) is made when one of its accessors, [`Display`](fmt::Display),
/// [`Debug`](fmt::Debug) or `Serialize` first asks for it, and kept.
///
/// The error holds a copy of the input, not a borrow of it: [`ParseError`]
/// has no lifetime, so that a caller's `?` carries it out of the function
/// that owned the input (into an `anyhow::Error` or a
/// `Box<dyn Error + Send + Sync>`); a borrowing error would tie every such
/// caller to the input's lifetime. The copy is the one allocation of a
/// rejection beside the error itself.
///
/// ```
/// use rfc1630::{parse_with, Grammar};
/// let err = parse_with(Grammar::Rfc1630Url, "http://info.cern.ch:80x/").unwrap_err();
/// let rfc1630::ParseError::Syntax(err) = err else { unreachable!() };
/// assert_eq!(err.offset(), 22);
/// assert_eq!(err.input(), "http://info.cern.ch:80x/");
/// assert_eq!(err.expected().to_string(), r#"digit, "/", "?" or end of input"#);
/// assert_eq!(err.stacks()[0].innermost_production().unwrap().rule, "port");
/// ```
#[derive(Clone)]
pub struct SyntaxError {
    grammar: Grammar,
    /// The entry rule and its production, where the input was checked from
    /// another entry than the grammar's own ([`crate::recognize::Entry`]).
    entry: Option<(&'static str, &'static str)>,
    input: Box<str>,
    /// How to diagnose the input: the recognizer's, which falls back on
    /// pest's own error where the automata cannot be built (the diagnosis
    /// never calls the parser, so the parser hands it this).
    diagnose: Diagnose,
    diagnosis: OnceLock<Box<Diagnosis>>,
}

/// The function that diagnoses an input every listing of a grammar (or
/// the entry rule and its production) rejects.
pub(crate) type Diagnose = fn(Grammar, Option<(&'static str, &'static str)>, &str) -> Diagnosis;

/// What a [`SyntaxError`] says, made when first asked for. In JSON it is
/// the error, field by field.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename = "SyntaxError"))]
pub(crate) struct Diagnosis {
    /// The grammar that was asked for.
    pub(crate) grammar: Grammar,
    /// Byte offset of the failure: the length of the longest viable prefix.
    pub(crate) offset: usize,
    /// 1-based line of the failure.
    pub(crate) line: usize,
    /// 1-based column (in characters) of the failure.
    pub(crate) column: usize,
    /// What would have continued a string of the language at `offset`.
    pub(crate) expected: ExpectedSet,
    /// The productions in progress at `offset`, one stack per alternative
    /// still alive there (at most a few; see `more_alternatives`).
    pub(crate) stacks: Vec<Stack>,
    /// How many further alternatives were alive at `offset` without a stack here.
    pub(crate) more_alternatives: usize,
    /// The finding of `grammar/ERRATA.md` that explains the failure, where one does.
    #[cfg_attr(feature = "serde", serde(serialize_with = "finding_ref", skip_serializing_if = "Option::is_none"))]
    pub(crate) finding: Option<&'static Finding>,
    /// The scheme no production of the listing has, where the listing
    /// stopped at or before the scheme's `:`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub(crate) unknown_scheme: Option<String>,
    /// For a grammar of two listings, the listing that got less far, and why it stopped.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Vec::is_empty"))]
    pub(crate) notes: Vec<BranchNote>,
    /// Where the offset is pest's furthest position, not the exact diagnosis.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub(crate) not_exact: Option<NotExact>,
    /// The input line holding the failure, escaped for display, with the
    /// caret's column in it (a window of it for very long lines).
    #[cfg_attr(feature = "serde", serde(skip))]
    pub(crate) excerpt: Excerpt,
}

/// Why a [`SyntaxError`]'s offset is pest's furthest position (the furthest
/// position at which pest tried a rule and failed), not the end of the
/// longest viable prefix: the listing has a rule that calls itself
/// ([`crate::grammar::listings::nesting_rule`]; RFC 6068 imports RFC 5322
/// §3.2.2's `ccontent` and `comment`, each holding the other, so comments nest), so its language is not regular and
/// the diagnosis, which walks regular automata, cannot run. The offset
/// may then be earlier than the exact one; the input is still rejected
/// exactly as the listing says, pest deciding it. An exact diagnosis of a
/// context-free listing would need a recognizer of its own (an Earley
/// parser), which the crate does not have.
///
/// ```
/// use rfc1630::{parse_with, Grammar, ParseError};
/// let Err(ParseError::Syntax(err)) = parse_with(Grammar::Rfc6068, "mailto:a@b c") else { panic!() };
/// let not_exact = err.not_exact().unwrap();
/// assert_eq!(not_exact.nesting_rule, Some("ccontent"));
/// assert!(err.summary().contains("pest's furthest position, not the exact diagnosis"));
/// // A regular grammar's offset is exact.
/// let Err(ParseError::Syntax(err)) = parse_with(Grammar::Rfc6068Prose, "mailto:a@b c") else { panic!() };
/// assert!(err.not_exact().is_none());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct NotExact {
    /// What the offset is: [`PEST_FURTHEST`].
    pub offset: &'static str,
    /// The listing's rule that calls itself; `None` where the listing is
    /// regular but its automaton could not be built.
    pub nesting_rule: Option<&'static str>,
    /// That rule's citation.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "str::is_empty"))]
    pub citation: &'static str,
}

/// What a rejection's offset is where it is not exact ([`NotExact`]): the
/// words the conformance report's legend uses for a user grammar's column too.
pub const PEST_FURTHEST: &str = "pest's furthest position, not the exact diagnosis";

impl NotExact {
    /// The reason for `grammar`: the first of its listings that nests.
    pub(crate) fn of(grammar: Grammar) -> NotExact {
        let nesting = grammar.listings().iter().find_map(|&listing| crate::grammar::listings::nesting_rule(listing));
        NotExact {
            offset: PEST_FURTHEST,
            nesting_rule: nesting.map(|rule| rule.name.as_str()),
            citation: nesting.map_or("", |rule| rule.citation.as_str()),
        }
    }
}

impl fmt::Display for NotExact {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the offset is {}", self.offset)?;
        match self.nesting_rule {
            Some(rule) => write!(f, ": `{rule}` calls itself, so the listing is not regular"),
            None => Ok(()),
        }
    }
}

/// The bytes that would have continued the input at the error offset,
/// named as the listing names them.
///
/// ```
/// let err = rfc1630::parse_with(rfc1630::Grammar::Rfc1630Url, "news:1234%zz@h").unwrap_err();
/// let expected = err.expected().unwrap();
/// assert_eq!(expected.classes[0].rule, "hex");
/// assert!(!expected.end_of_input);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ExpectedSet {
    /// The listing whose classes name the set.
    pub listing: Listing,
    /// Character-class rules wholly inside the set: the classes of bytes,
    /// largest first, then those of characters beyond ASCII (RFC 3987's
    /// `ucschar`, `iprivate`) whose every code point is in `characters`.
    pub classes: Vec<CharClass>,
    /// The bytes no class names, in byte order: ASCII, where the set has
    /// characters beyond it (their lead bytes are not literals).
    pub literals: Vec<Byte>,
    /// The characters beyond ASCII that would continue and no class in
    /// `classes` names, as sorted ranges of code points (a listing over
    /// Unicode, such as RFC 3987's). After `a` they are `ucschar`'s, which
    /// is named, so none is left here; U+FDD0, whose lead byte U+FDF0
    /// shares, is in neither. Left out of the JSON when empty.
    ///
    /// ```
    /// let err = rfc1630::parse_with(rfc1630::Grammar::Rfc3987, "a\u{FDD0}").unwrap_err();
    /// let expected = err.expected().unwrap();
    /// assert!(expected.classes.iter().any(|class| class.rule == "ucschar"));
    /// assert!(expected.characters.is_empty());
    /// ```
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Vec::is_empty", serialize_with = "spelled_ranges"))]
    pub characters: Vec<(char, char)>,
    /// Whether the input could have ended there.
    pub end_of_input: bool,
}

/// The ranges of [`ExpectedSet::characters`] as they read: `U+00A0..U+D7FF`.
#[cfg(feature = "serde")]
fn spelled_ranges<S: serde::Serializer>(ranges: &[(char, char)], serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_seq(ranges.iter().map(crate::support::viable_chars::spelled))
}

/// Why the other listing of a two-listing grammar stopped, where it got
/// less far than the one the error reports: `rfc1630`'s URL listing for
/// `https://example.com/`, whose schemes do not include `https`.
///
/// ```
/// let err = rfc1630::parse("https://example.com/").unwrap_err();
/// let rfc1630::ParseError::Syntax(err) = err else { unreachable!() };
/// assert_eq!(err.finding().unwrap().id, "F1"); // the generic listing: no empty segment
/// let note: &rfc1630::diagnose::BranchNote = &err.notes()[0];
/// assert_eq!(note.listing, rfc1630::grammar::Listing::Rfc1630Url);
/// assert_eq!(note.unknown_scheme.as_deref(), Some("https"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct BranchNote {
    /// The listing.
    pub listing: Listing,
    /// How far it got: the end of its own longest viable prefix.
    pub offset: usize,
    /// The scheme it has no production for, where it stopped before the
    /// scheme's `:`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub unknown_scheme: Option<String>,
    /// What it expected there, in which production: the one-line reason.
    pub reason: String,
    /// The finding that explains its failure, where one does.
    #[cfg_attr(feature = "serde", serde(serialize_with = "finding_ref", skip_serializing_if = "Option::is_none"))]
    pub finding: Option<&'static Finding>,
}

impl fmt::Display for BranchNote {
    /// ```
    /// let err = rfc1630::parse("https://example.com/").unwrap_err();
    /// let rfc1630::ParseError::Syntax(err) = err else { unreachable!() };
    /// assert_eq!(err.notes()[0].to_string(), "rfc1630-url stopped at byte 4: `https` is not a scheme of this listing");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.parts().write_to(f)
    }
}

impl BranchNote {
    /// Its parts, borrowed.
    fn parts(&self) -> NoteParts<'_> {
        let (listing, offset, finding) = (self.listing, self.offset, self.finding);
        NoteParts { listing, offset, unknown_scheme: self.unknown_scheme.as_deref(), reason: &self.reason, finding }
    }
}

/// What a [`BranchNote`] says, its texts borrowed: the brief path writes a
/// summary's notes straight from the tables' rows, without owning them.
#[derive(Clone, Copy)]
pub(crate) struct NoteParts<'a> {
    pub(crate) listing: Listing,
    pub(crate) offset: usize,
    pub(crate) unknown_scheme: Option<&'a str>,
    pub(crate) reason: &'a str,
    pub(crate) finding: Option<&'static Finding>,
}

impl NoteParts<'_> {
    /// The note as [`BranchNote`]'s `Display` writes it.
    fn write_to(&self, out: &mut impl fmt::Write) -> fmt::Result {
        out.write_str(self.listing.id())?;
        out.write_str(" stopped at byte ")?;
        write_number(out, self.offset)?;
        out.write_str(": ")?;
        match self.unknown_scheme {
            Some(scheme) => {
                out.write_str("`")?;
                out.write_str(scheme)?;
                out.write_str("` is not a scheme of this listing")?;
            }
            None => out.write_str(self.reason)?,
        }
        if let Some(finding) = self.finding {
            out.write_str(" (finding ")?;
            out.write_str(finding.id)?;
            out.write_str(")")?;
        }
        Ok(())
    }
}

/// `number` in decimal, as `{}` writes it, without the formatting
/// machinery (which costs a rejected line of `check` more than its walk).
pub(crate) fn write_number(out: &mut impl fmt::Write, number: usize) -> fmt::Result {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    let mut rest = number;
    loop {
        at -= 1;
        // `rest % 10` is below 10: the cast keeps it.
        digits[at] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    digits[at..].iter().try_for_each(|&digit| out.write_char(char::from(digit)))
}

/// A finding in JSON: its id, its kind of evidence and its one line.
#[cfg(feature = "serde")]
fn finding_ref<S: serde::Serializer>(finding: &Option<&'static Finding>, serializer: S) -> Result<S::Ok, S::Error> {
    #[derive(serde::Serialize)]
    struct FindingRef {
        id: &'static str,
        kind: Evidence,
        summary: &'static str,
    }
    finding.map(|f| FindingRef { id: f.id, kind: f.evidence, summary: f.summary }).serialize(serializer)
}

/// A character-class rule of a listing (`digit`, `hex`, `xalpha`, ...):
/// one of the bytes its strings start with was expected. In JSON its `rule`
/// is spelled as its document prints it (`pct-encoded`), as messages name it.
///
/// ```
/// let err = rfc1630::check(rfc1630::Grammar::Rfc3986, "http://h/%zz").unwrap_err();
/// let json = serde_json::to_value(err.expected().unwrap()).unwrap();
/// assert_eq!(json["classes"][0]["rule"], "HEXDIG");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CharClass {
    /// The rule name as in the `.pest` file.
    pub rule: &'static str,
    /// The rule's citation.
    pub citation: &'static str,
}

#[cfg(feature = "serde")]
impl Serialize for CharClass {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut class = serializer.serialize_struct("CharClass", 2)?;
        class.serialize_field("rule", spelled_by(self.rule, self.citation))?;
        class.serialize_field("citation", self.citation)?;
        class.end()
    }
}

/// One byte of input, shown as a quoted character when it is printable ASCII.
///
/// ```
/// assert_eq!(rfc1630::diagnose::Byte(b'/').to_string(), r#""/""#);
/// assert_eq!(rfc1630::diagnose::Byte(0x0a).to_string(), "byte 0x0A");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Byte(pub u8);

impl fmt::Display for Byte {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            b @ 0x20..=0x7e => write!(f, "\"{}\"", char::from(b)),
            b => write!(f, "byte 0x{b:02X}"),
        }
    }
}

#[cfg(feature = "serde")]
impl Serialize for Byte {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            b @ 0x20..=0x7e => serializer.serialize_str(&char::from(b).to_string()),
            b => serializer.serialize_str(&format!("0x{b:02X}")),
        }
    }
}

impl fmt::Display for ExpectedSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let spelled = |c: &CharClass| document_spelling(self.listing, c.rule).to_string();
        let mut items: Vec<String> = self.classes.iter().map(spelled).collect();
        items.extend(self.literals.iter().map(Byte::to_string));
        items.extend(self.characters.iter().map(crate::support::viable_chars::spelled));
        if self.end_of_input {
            items.push("end of input".to_string());
        }
        match items.split_last() {
            None => f.write_str("nothing"),
            Some((last, [])) => f.write_str(last),
            Some((last, rest)) => write!(f, "{} or {last}", rest.join(", ")),
        }
    }
}

/// What kind of rule a frame is, from its marker in the grammar file (P3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum RuleKind {
    /// A production (a normal rule).
    Production,
    /// A run of characters (an atomic rule: `xalphas`, `digits`, ...).
    Run,
    /// A character class (a silent rule: `xalpha`, `escape`, `digit`, ...).
    CharClass,
}

/// A production in progress at the error offset. In JSON its `rule` is
/// spelled as its document prints it ([`Frame::production`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    /// The listing the rule belongs to.
    pub listing: Listing,
    /// The rule name as in the `.pest` file.
    pub rule: &'static str,
    /// The rule's citation: document, page, file line and the production as printed.
    pub citation: &'static str,
    /// Production, run or character class.
    pub kind: RuleKind,
    /// Where the rule began in the input. For an error more than 16 KiB
    /// into the input, the derivation is read from a window of the last
    /// 16 KiB (to keep memory bounded), and a rule that began before the
    /// window, but not at byte 0, shows the window's start.
    pub start: usize,
}

impl Frame {
    /// The rule as its document spells it (`IP-literal` for the rule
    /// `IP_literal`), from the rule's citation; a project rule keeps its
    /// own name.
    ///
    /// ```
    /// let err = rfc1630::parse_with(rfc1630::Grammar::Rfc3986, "http://[::1x]/").unwrap_err();
    /// let frames = &err.stacks()[0].frames;
    /// let literal = frames.iter().find(|f| f.rule == "IP_literal").unwrap();
    /// assert_eq!(literal.production(), "IP-literal");
    /// ```
    pub fn production(&self) -> &'static str {
        document_spelling(self.listing, self.rule)
    }
}

#[cfg(feature = "serde")]
impl Serialize for Frame {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut frame = serializer.serialize_struct("Frame", 5)?;
        frame.serialize_field("listing", &self.listing)?;
        frame.serialize_field("rule", self.production())?;
        frame.serialize_field("citation", self.citation)?;
        frame.serialize_field("kind", &self.kind)?;
        frame.serialize_field("start", &self.start)?;
        frame.end()
    }
}

/// One alternative alive at the error offset: the productions in progress,
/// innermost first, and what the shortest way on reads there. In JSON its
/// `production` and `after` are spelled as their document prints them.
///
/// ```
/// let err = rfc1630::parse_with(rfc1630::Grammar::Rfc3986, "http://[::1x]/").unwrap_err();
/// let json = serde_json::to_value(&err.stacks()[0]).unwrap();
/// assert!(json["frames"].as_array().unwrap().iter().any(|f| f["rule"] == "IP-literal"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stack {
    /// The production of the listing's choice (`httpaddress`, ..., or `uri`).
    pub production: &'static str,
    /// The rules in progress, innermost first.
    pub frames: Vec<Frame>,
    /// The rule that ended at the offset inside the innermost frame, if any.
    pub after: Option<&'static str>,
    /// The literal text the innermost frame reads at the offset, if any.
    pub next: Option<String>,
    /// The production the shortest way on begins at the offset inside the
    /// innermost frame (`port` after `host :`), if any.
    pub begins: Option<Frame>,
}

impl Stack {
    /// The innermost frame that is a production (not a run or a class).
    ///
    /// ```
    /// let err = rfc1630::parse_with(rfc1630::Grammar::Rfc1630Url, "news:1234%zz@h").unwrap_err();
    /// let stack = &err.stacks()[0];
    /// assert_eq!(stack.frames[0].rule, "escape");
    /// assert_eq!(stack.innermost_production().unwrap().rule, "article");
    /// ```
    pub fn innermost_production(&self) -> Option<&Frame> {
        self.frames.iter().find(|f| f.kind == RuleKind::Production)
    }

    /// A rule of this stack's listing as its document spells it.
    fn spelled(&self, rule: &'static str) -> &'static str {
        self.frames.first().map_or(rule, |frame| document_spelling(frame.listing, rule))
    }
}

#[cfg(feature = "serde")]
impl Serialize for Stack {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut stack = serializer.serialize_struct("Stack", 5)?;
        stack.serialize_field("production", self.spelled(self.production))?;
        stack.serialize_field("frames", &self.frames)?;
        stack.serialize_field("after", &self.after.map(|rule| self.spelled(rule)))?;
        stack.serialize_field("next", &self.next)?;
        stack.serialize_field("begins", &self.begins)?;
        stack.end()
    }
}

impl fmt::Display for Stack {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (&self.next, self.after) {
            (Some(next), Some(after)) => write!(f, "{next:?} after {} in ", self.spelled(after))?,
            (Some(next), None) => write!(f, "{next:?} in ")?,
            (None, Some(after)) => write!(f, "after {} in ", self.spelled(after))?,
            (None, None) => {}
        }
        let names: Vec<&str> = self.frames.iter().map(Frame::production).collect();
        f.write_str(&names.join(" in "))
    }
}

/// A production pest expected at its failure position: the error's stack
/// when the diagnosis could not run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Expected {
    /// The listing the production belongs to.
    pub(crate) listing: Listing,
    /// The rule name as in the `.pest` file.
    pub(crate) rule: &'static str,
    /// The rule's citation.
    pub(crate) citation: &'static str,
}

/// The part of the input line shown under an error, and where the spans go.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct Excerpt {
    /// The line, escaped, with `…` where it is cut.
    pub(crate) text: String,
    /// Byte index in `text` of the character at the offset.
    pub(crate) at: usize,
    /// Bytes in `text` of that character (0 at the end of the line).
    pub(crate) width: usize,
    /// Byte index in `text` where the innermost production began, if shown.
    pub(crate) context: Option<usize>,
}

/// How many characters of context an excerpt keeps on each side of the failure.
const EXCERPT_RADIUS: usize = 60;

impl Excerpt {
    /// The line of `input` around `offset`, with control characters escaped
    /// so that the spans line up in a terminal; `context` is where the
    /// innermost production began.
    pub(crate) fn new(input: &str, offset: usize, context: Option<usize>) -> Excerpt {
        let start = input[..offset].rfind('\n').map_or(0, |i| i + 1);
        let end = input[offset..].find('\n').map_or(input.len(), |i| offset + i);
        // The last EXCERPT_RADIUS characters only: the line may be megabytes long.
        let mut before: Vec<(usize, char)> =
            input[start..offset].char_indices().rev().take(EXCERPT_RADIUS + 1).map(|(i, c)| (start + i, c)).collect();
        before.reverse();
        let skip = before.len().saturating_sub(EXCERPT_RADIUS);
        let mut excerpt = Excerpt::default();
        if skip > 0 {
            excerpt.text.push('…');
        }
        for &(i, c) in &before[skip..] {
            if Some(i) == context {
                excerpt.context = Some(excerpt.text.len());
            }
            excerpt.text.extend(c.escape_debug());
        }
        excerpt.at = excerpt.text.len();
        for (i, c) in input[offset..end].chars().enumerate() {
            if i == EXCERPT_RADIUS {
                excerpt.text.push('…');
                break;
            }
            excerpt.text.extend(c.escape_debug());
            if i == 0 {
                excerpt.width = excerpt.text.len() - excerpt.at;
            }
        }
        excerpt
    }
}

impl Diagnosis {
    /// The diagnosis at `offset` (moved back to a character boundary), with
    /// no finding, scheme or note yet.
    pub(crate) fn new(
        grammar: Grammar,
        input: &str,
        offset: usize,
        expected: ExpectedSet,
        stacks: Vec<Stack>,
        more_alternatives: usize,
    ) -> Diagnosis {
        let (offset, line, column) = position(input, offset);
        let context = stacks
            .first()
            .and_then(Stack::innermost_production)
            .map(|frame| frame.start)
            .filter(|&start| start < offset);
        let excerpt = Excerpt::new(input, offset, context);
        let (finding, unknown_scheme, notes) = (None, None, Vec::new());
        Diagnosis {
            grammar,
            offset,
            line,
            column,
            expected,
            stacks,
            more_alternatives,
            finding,
            unknown_scheme,
            notes,
            not_exact: None,
            excerpt,
        }
    }

    /// pest's own error, for when the diagnosis could not run (a listing
    /// that is not regular has no automaton): its position, marked
    /// [`NotExact`], and each production it expected as a stack of one frame.
    pub(crate) fn from_pest(grammar: Grammar, input: &str, offset: usize, expected: Vec<Expected>) -> Diagnosis {
        let stacks = expected
            .into_iter()
            .map(|e| Stack {
                production: e.rule,
                frames: vec![Frame {
                    listing: e.listing,
                    rule: e.rule,
                    citation: e.citation,
                    kind: RuleKind::Production,
                    start: offset,
                }],
                after: None,
                next: None,
                begins: None,
            })
            .collect();
        let listing = grammar.listings()[0];
        let nothing = ExpectedSet {
            listing,
            classes: Vec::new(),
            literals: Vec::new(),
            characters: Vec::new(),
            end_of_input: false,
        };
        let mut error = Diagnosis::new(grammar, input, offset, nothing, stacks, 0);
        error.not_exact = Some(NotExact::of(grammar));
        error
    }

    /// [`SyntaxError::reason`].
    pub(crate) fn reason(&self) -> String {
        reason_of(&self.expected, &self.stacks, self.more_alternatives)
    }
}

impl SyntaxError {
    /// The error of `input`, which every listing of `grammar` (or the entry
    /// rule and its production) rejects, diagnosed by `diagnose` when first
    /// asked: making it copies the input and nothing more.
    pub(crate) fn new(
        grammar: Grammar,
        entry: Option<(&'static str, &'static str)>,
        input: &str,
        diagnose: Diagnose,
    ) -> SyntaxError {
        SyntaxError { grammar, entry, input: input.into(), diagnose, diagnosis: OnceLock::new() }
    }

    /// The diagnosis, made on the first call and kept.
    fn diagnosis(&self) -> &Diagnosis {
        self.diagnosis.get_or_init(|| Box::new((self.diagnose)(self.grammar, self.entry, &self.input)))
    }

    /// The grammar that was asked for.
    ///
    /// ```
    /// use rfc1630::{parse_with, Grammar, ParseError};
    /// let Err(ParseError::Syntax(err)) = parse_with(Grammar::Rfc1630Url, "HTTP://info.cern.ch/") else { panic!() };
    /// assert_eq!(err.grammar(), Grammar::Rfc1630Url);
    /// ```
    pub fn grammar(&self) -> Grammar {
        self.grammar
    }

    /// The rejected input, as given (the error's own copy).
    ///
    /// ```
    /// let Err(rfc1630::ParseError::Syntax(err)) = rfc1630::check(rfc1630::Grammar::Rfc3986, "http://h:x/") else {
    ///     panic!()
    /// };
    /// assert_eq!(err.input(), "http://h:x/");
    /// ```
    pub fn input(&self) -> &str {
        &self.input
    }

    /// The byte offset of the failure: the length of the longest prefix of
    /// the input, ending where a character does, that some string of the
    /// grammar's language extends (after `a`, U+FDD0's first two bytes
    /// still begin U+FDF0, an IRI's, but the error is at U+FDD0's start).
    ///
    /// ```
    /// let err = rfc1630::parse_with(rfc1630::Grammar::Rfc1630Url, "ftp://h.q/x y").unwrap_err();
    /// assert_eq!(err.offset(), 11);
    /// let err = rfc1630::parse_with(rfc1630::Grammar::Rfc3987, "a\u{FDD0}").unwrap_err();
    /// assert_eq!(err.offset(), 1);
    /// ```
    pub fn offset(&self) -> usize {
        self.diagnosis().offset
    }

    /// The 1-based line of the failure.
    ///
    /// ```
    /// let Err(rfc1630::ParseError::Syntax(err)) = rfc1630::check(rfc1630::Grammar::Rfc3986, "http://h/\nx") else {
    ///     panic!()
    /// };
    /// assert_eq!((err.line(), err.column()), (1, 10));
    /// ```
    pub fn line(&self) -> usize {
        self.diagnosis().line
    }

    /// The 1-based column of the failure, in characters.
    ///
    /// ```
    /// let Err(rfc1630::ParseError::Syntax(err)) = rfc1630::check(rfc1630::Grammar::Rfc3987, "é/a b") else { panic!() };
    /// assert_eq!((err.offset(), err.column()), (4, 4));
    /// ```
    pub fn column(&self) -> usize {
        self.diagnosis().column
    }

    /// What would have continued the input at the offset.
    ///
    /// ```
    /// let Err(rfc1630::ParseError::Syntax(err)) = rfc1630::check(rfc1630::Grammar::Rfc3986, "http://h/%zz") else {
    ///     panic!()
    /// };
    /// assert_eq!(err.expected().to_string(), "HEXDIG");
    /// ```
    pub fn expected(&self) -> &ExpectedSet {
        &self.diagnosis().expected
    }

    /// The productions in progress at the offset, one stack per alternative
    /// alive there (at most a few; see [`more_alternatives`](Self::more_alternatives)).
    ///
    /// ```
    /// let Err(rfc1630::ParseError::Syntax(err)) = rfc1630::check(rfc1630::Grammar::Rfc3986, "http://h:x/") else {
    ///     panic!()
    /// };
    /// assert_eq!(err.stacks()[0].production, "URI");
    /// ```
    pub fn stacks(&self) -> &[Stack] {
        &self.diagnosis().stacks
    }

    /// How many further alternatives were alive at the offset without a
    /// stack in [`stacks`](Self::stacks).
    ///
    /// ```
    /// let Err(rfc1630::ParseError::Syntax(err)) = rfc1630::check(rfc1630::Grammar::Rfc3986, "http://h:x/") else {
    ///     panic!()
    /// };
    /// assert_eq!(err.more_alternatives(), 0);
    /// ```
    pub fn more_alternatives(&self) -> usize {
        self.diagnosis().more_alternatives
    }

    /// The finding of `grammar/ERRATA.md` that explains the failure, where
    /// one does (matched by production and character, [`crate::grammar::findings::Hint`]).
    ///
    /// ```
    /// let err = rfc1630::parse_with(rfc1630::Grammar::Url4, "gopher://host/").unwrap_err();
    /// let rfc1630::ParseError::Syntax(err) = err else { unreachable!() };
    /// assert_eq!(err.finding().unwrap().id, "F6"); // a gopher root needs a gtype
    /// ```
    pub fn finding(&self) -> Option<&'static Finding> {
        self.diagnosis().finding
    }

    /// The scheme no production of the listing has, where the listing
    /// stopped at or before the scheme's `:` (`file` under `rfc1630-url`).
    ///
    /// ```
    /// let err = rfc1630::parse_with(rfc1630::Grammar::Rfc1630Url, "file://h/x").unwrap_err();
    /// let rfc1630::ParseError::Syntax(err) = err else { unreachable!() };
    /// assert_eq!(err.unknown_scheme(), Some("file"));
    /// ```
    pub fn unknown_scheme(&self) -> Option<&str> {
        self.diagnosis().unknown_scheme.as_deref()
    }

    /// For a grammar of two listings (the default), the listing that got
    /// less far, and why it stopped.
    ///
    /// ```
    /// let err = rfc1630::parse("https://example.com/").unwrap_err();
    /// let rfc1630::ParseError::Syntax(err) = err else { unreachable!() };
    /// assert_eq!(err.notes().len(), 1);
    /// assert_eq!(err.notes()[0].listing, rfc1630::grammar::Listing::Rfc1630Url);
    /// ```
    pub fn notes(&self) -> &[BranchNote] {
        &self.diagnosis().notes
    }

    /// Where the offset is not the exact diagnosis but pest's furthest
    /// position: the grammar's listing is not regular, so it has no
    /// automaton to diagnose with ([`NotExact`]). `None` on every regular
    /// grammar, whose offset is exact.
    ///
    /// ```
    /// let err = rfc1630::parse_with(rfc1630::Grammar::Rfc6068, "mailto:a@b c").unwrap_err();
    /// let rfc1630::ParseError::Syntax(err) = err else { unreachable!() };
    /// assert!(err.not_exact().is_some());
    /// ```
    pub fn not_exact(&self) -> Option<NotExact> {
        self.diagnosis().not_exact
    }

    /// What was expected, in which productions: `expected digit, "/", "?" or
    /// end of input in port (RFC 1630 p.25, ...)`.
    ///
    /// ```
    /// let err = rfc1630::parse_with(rfc1630::Grammar::Rfc1630Url, "ftp://h.q").unwrap_err();
    /// let rfc1630::ParseError::Syntax(err) = err else { unreachable!() };
    /// assert!(err.reason().starts_with(r#"expected xalpha, "/" or ":" in ftpaddress: "/" after login"#));
    /// ```
    pub fn reason(&self) -> String {
        self.diagnosis().reason()
    }

    /// The error on one line, as [`Display`](fmt::Display) writes it:
    /// `grammar: line:column: ` and the [`reason`](Self::reason), then the
    /// finding's number and the other listing's note, where there are.
    ///
    /// ```
    /// let err = rfc1630::parse_with(rfc1630::Grammar::Rfc1630Url, "http://info.cern.ch:80x/").unwrap_err();
    /// assert_eq!(
    ///     err.summary(),
    ///     "rfc1630-url: 1:23: expected digit, \"/\", \"?\" or end of input in port (RFC 1630 p.25, 003 l.1259: `port  digits`)"
    /// );
    /// let err = rfc1630::parse_with(rfc1630::Grammar::Rfc1630Generic, "magic://a/b").unwrap_err();
    /// assert!(err.summary().ends_with("; finding F1"));
    /// ```
    pub fn summary(&self) -> String {
        let d = self.diagnosis();
        let notes: Vec<Option<NoteParts<'_>>> = d.notes.iter().map(|note| Some(note.parts())).collect();
        let position = (d.line, d.column);
        let mut summary = summary_of(d.grammar, position, &d.reason(), d.unknown_scheme.as_deref(), d.finding, &notes);
        if let Some(not_exact) = &d.not_exact {
            summary.push_str("; ");
            summary.push_str(&not_exact.to_string());
        }
        summary
    }

    /// The error as rustc renders its own (with `annotate-snippets`): the
    /// input line with the offset labelled, the production in progress
    /// spanned, the stacks with their citations, and the finding as `help:`.
    /// `styled` adds the terminal colours. With the `render` feature (a
    /// default feature, which `cli` turns on): without it the library
    /// leaves out `annotate-snippets` and its two crates. [`Display`](fmt::Display)
    /// is the one-line [`summary`](Self::summary) with or without it.
    ///
    /// ```
    /// let err = rfc1630::parse_with(rfc1630::Grammar::Rfc1630Url, "http://info.cern.ch:80x/").unwrap_err();
    /// let rfc1630::ParseError::Syntax(err) = err else { unreachable!() };
    /// let text = err.render(false);
    /// assert!(text.starts_with("error: expected digit"));
    /// assert!(text.contains("^ found \"x\""));
    /// assert!(!err.to_string().contains('\n'));
    /// ```
    #[cfg(feature = "render")]
    pub fn render(&self, styled: bool) -> String {
        let d = self.diagnosis();
        let renderer = if styled { Renderer::styled() } else { Renderer::plain() };
        let excerpt = &d.excerpt;
        let found = match excerpt.width {
            0 => "found end of input".to_string(),
            w => format!("found {:?}", &excerpt.text[excerpt.at..excerpt.at + w]),
        };
        let path = format!("{}", d.grammar);
        let mut snippet = Snippet::source(excerpt.text.as_str())
            .line_start(d.line)
            .path(path.as_str())
            .annotation(AnnotationKind::Primary.span(excerpt.at..excerpt.at + excerpt.width).label(found.as_str()));
        let production = d.stacks.first().and_then(Stack::innermost_production).map(Frame::production);
        if let (Some(start), Some(rule)) = (excerpt.context, production) {
            snippet = snippet.annotation(AnnotationKind::Context.span(start..excerpt.at).label(rule));
        }
        let title = expectation(&d.expected);
        let stacks: Vec<String> = d.stacks.iter().map(stack_note).collect();
        let more =
            (d.more_alternatives > 0).then(|| format!("{} more alternatives were alive here", d.more_alternatives));
        let scheme = d.unknown_scheme.as_ref().map(|s| format!("`{s}` is not a scheme of this listing"));
        let help = d.finding.map(|f| format!("finding {}: {}", f.id, f.summary));
        let notes: Vec<String> = d
            .notes
            .iter()
            .map(|note| {
                let mut line = note.to_string();
                if let Some(finding) = note.finding {
                    line = format!("{line}\nfinding {}: {}", finding.id, finding.summary);
                }
                line
            })
            .collect();
        let mut group = Level::ERROR.primary_title(title.as_str()).element(snippet);
        for stack in &stacks {
            group = group.element(Level::NOTE.message(stack.as_str()));
        }
        if let Some(more) = &more {
            group = group.element(Level::NOTE.message(more.as_str()));
        }
        if let Some(scheme) = &scheme {
            group = group.element(Level::NOTE.message(scheme.as_str()));
        }
        if let Some(help) = &help {
            group = group.element(Level::HELP.message(help.as_str()));
        }
        for note in &notes {
            group = group.element(Level::NOTE.message(note.as_str()));
        }
        let not_exact = d.not_exact.map(|n| match n.citation {
            "" => n.to_string(),
            citation => format!("{n}\n  {citation}"),
        });
        if let Some(not_exact) = &not_exact {
            group = group.element(Level::NOTE.message(not_exact.as_str()));
        }
        let report: [Group<'_>; 1] = [group];
        renderer.render(&report).to_string()
    }
}

/// One stack as a note: the productions in progress, innermost first, each
/// with its citation.
#[cfg(feature = "render")]
fn stack_note(stack: &Stack) -> String {
    let production = stack.spelled(stack.production);
    let mut out = match (&stack.next, stack.after) {
        (Some(next), Some(after)) => format!("in {}: {next:?} after {}", production, stack.spelled(after)),
        (Some(next), None) => format!("in {production}: {next:?}"),
        (None, Some(after)) => format!("in {production}: after {}", stack.spelled(after)),
        (None, None) => format!("in {production}"),
    };
    let frames = stack.begins.iter().chain(&stack.frames);
    let width = frames.clone().map(|f| f.production().len()).max().unwrap_or(0);
    for frame in frames {
        out.push_str(&format!("\n  {:width$}  {}", frame.production(), frame.citation));
    }
    out
}

/// The one-line [`SyntaxError::summary`], whatever the features: a
/// caller's `#[error("bad URI: {0}")]` writes one line into its log. The
/// rustc-style block is [`SyntaxError::render`].
///
/// ```
/// let err = rfc1630::parse_with(rfc1630::Grammar::Rfc1630Url, "http://h:8x/").unwrap_err();
/// let rfc1630::ParseError::Syntax(err) = err else { unreachable!() };
/// assert_eq!(err.to_string(), err.summary());
/// assert!(err.to_string().contains("expected digit"));
/// ```
impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.summary())
    }
}

/// The grammar, the offset, the production the diagnosis stops at (of
/// the first alternative alive there, the one that begins at the offset,
/// else the innermost in progress: the one the [`reason`](SyntaxError::reason)
/// names first, as its document spells it) and the finding's id: an
/// `unwrap()` prints one short line, not the finding's quotes and witnesses.
///
/// ```
/// let err = rfc1630::parse_with(rfc1630::Grammar::Url4, "gopher://host/").unwrap_err();
/// let rfc1630::ParseError::Syntax(err) = err else { unreachable!() };
/// assert_eq!(
///     format!("{err:?}"),
///     r#"SyntaxError { grammar: Url4, offset: 14, production: Some("gtype"), finding: Some("F6") }"#
/// );
/// ```
impl fmt::Debug for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let d = self.diagnosis();
        let production = stop_frame(&d.stacks).map(Frame::production);
        f.debug_struct("SyntaxError")
            .field("grammar", &d.grammar)
            .field("offset", &d.offset)
            .field("production", &production)
            .field("finding", &d.finding.map(|finding| finding.id))
            .finish()
    }
}

/// Two errors are equal where their diagnoses are (the input itself is not compared).
impl PartialEq for SyntaxError {
    fn eq(&self, other: &SyntaxError) -> bool {
        self.grammar == other.grammar && self.diagnosis() == other.diagnosis()
    }
}

impl Eq for SyntaxError {}

/// The error in JSON, field by field as before it was lazy: the diagnosis
/// is made to be written.
#[cfg(feature = "serde")]
impl Serialize for SyntaxError {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.diagnosis().serialize(serializer)
    }
}

impl std::error::Error for SyntaxError {}

/// [`SyntaxError::reason`] of an error with these parts.
pub(crate) fn reason_of(expected: &ExpectedSet, stacks: &[Stack], more_alternatives: usize) -> String {
    let mut places: Vec<String> = Vec::new();
    for stack in stacks {
        let Some(production) = stack.innermost_production() else { continue };
        // What begins at the offset names the place better than what holds it:
        // `expected digit in port` after `host :`.
        let production = stack.begins.as_ref().unwrap_or(production);
        // What the production itself reads there: `ftpaddress: "/" after login`.
        let reads = match (&stack.next, stack.after) {
            (Some(next), Some(after)) if stack.frames[0].rule == production.rule => {
                format!(": {next:?} after {}", stack.spelled(after))
            }
            _ => String::new(),
        };
        let place = format!("in {}{reads} ({})", production.production(), production.citation);
        if !places.contains(&place) {
            places.push(place);
        }
    }
    let more = stacks.len().saturating_sub(places.len()) + more_alternatives;
    if more > 0 && !places.is_empty() {
        places.push(format!("{more} more"));
    }
    let mut out = expectation(expected);
    if !places.is_empty() {
        out.push(' ');
        out.push_str(&places.join(", or "));
    }
    out
}

/// `expected digit, "/", "?" or end of input`, or `unexpected input`.
fn expectation(expected: &ExpectedSet) -> String {
    let nothing = expected.classes.is_empty() && expected.literals.is_empty();
    if nothing && !expected.end_of_input {
        "unexpected input".to_string()
    } else {
        format!("expected {expected}")
    }
}

/// [`SyntaxError::summary`] of an error with these parts (`position` is
/// its line and column; the notes are those that are `Some`, so that the
/// brief path can keep them in an array).
pub(crate) fn summary_of(
    grammar: Grammar,
    position: (usize, usize),
    reason: &str,
    unknown_scheme: Option<&str>,
    finding: Option<&'static Finding>,
    notes: &[Option<NoteParts<'_>>],
) -> String {
    // Sized once: growing it note by note cost a rejected line of `check` more than its walk.
    let room = 64 + reason.len() + notes.iter().flatten().map(|note| 64 + note.reason.len()).sum::<usize>();
    let mut out = String::with_capacity(room);
    // Writing to a `String` cannot fail.
    let _ = write_summary(&mut out, grammar, position, reason, unknown_scheme, finding, notes);
    out
}

fn write_summary(
    out: &mut String,
    grammar: Grammar,
    (line, column): (usize, usize),
    reason: &str,
    unknown_scheme: Option<&str>,
    finding: Option<&'static Finding>,
    notes: &[Option<NoteParts<'_>>],
) -> fmt::Result {
    out.push_str(grammar.id());
    out.push_str(": ");
    write_number(out, line)?;
    out.push(':');
    write_number(out, column)?;
    out.push_str(": ");
    out.push_str(reason);
    if let Some(scheme) = unknown_scheme {
        out.push_str("; `");
        out.push_str(scheme);
        out.push_str("` is not a scheme of this listing");
    }
    if let Some(finding) = finding {
        out.push_str("; finding ");
        out.push_str(finding.id);
    }
    for note in notes.iter().flatten() {
        out.push_str("; ");
        note.write_to(out)?;
    }
    Ok(())
}

/// The offset of an error at byte `offset` of `input` (moved back to a
/// character boundary, at most the input's length), and its 1-based line
/// and column (in characters).
pub(crate) fn position(input: &str, offset: usize) -> (usize, usize, usize) {
    let offset = floor_char_boundary(input, offset.min(input.len()));
    let before = &input.as_bytes()[..offset];
    let line = memchr::memchr_iter(b'\n', before).count() + 1;
    let line_start = memchr::memrchr(b'\n', before).map_or(0, |i| i + 1);
    let column = input[line_start..offset].chars().count() + 1;
    (offset, line, column)
}

/// The production a diagnosis stops at: of the first stack, what begins
/// at the offset, else the innermost production in progress.
pub(crate) fn stop_frame(stacks: &[Stack]) -> Option<&Frame> {
    stacks.iter().find_map(|stack| stack.begins.as_ref().or(stack.innermost_production()))
}

fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}
