//! A grammar read from its document's text: the ABNF or RFC 822-style BNF
//! of an RFC, found by its layout ([`layout`]) across page breaks
//! ([`pages`]), read in its notation ([`abnf`], [`bnf822`]), with RFC
//! 5234's core rules supplied ([`core`]), its names checked ([`names`]),
//! and written as a `.pest` grammar that every command takes as a user
//! grammar file ([`Import::grammar`]), each rule cited with its page and lines.
//!
//! The grammar is written verbatim (alternatives in the document's order,
//! repetitions greedy) but where pest's ordered choice or greedy repetition
//! loses a string the document's grammar has: there the hazard, found
//! statically (`hazard.rs`), is repaired as the hand-made grammars' P rows
//! repair theirs, and the written grammar is checked against each rule's CFG
//! automaton (`peg_check.rs`, `repair.rs`); [`Import::hazards`] says what was
//! found, repaired and left, and the check's size. A repetition whose body
//! can match the empty string, which pest refuses, is written first with
//! that body's non-empty form, the same language (`progress.rs`).
//!
//! Rules may come from other documents too ([`with`]): the importing
//! document's definitions win, then each `--with` in order, and only the
//! rules the import reaches are brought in.
//!
//! ```
//! use rfc1630::study::import::{import, Options};
//! let text = "   greeting = \"hi\" 1*SP name\n   name = 1*ALPHA\n";
//! let imported = import("mine.txt", text.as_bytes(), &Options::default()).unwrap();
//! assert_eq!(imported.entry(), "greeting");
//! let grammar = imported.grammar();
//! assert!(grammar.contains("greeting = { ^\"hi\" ~ SP+ ~ name }"));
//! assert!(grammar.contains("/// RFC 5234 Appendix B.1 p.14, rfc5234.txt l.772 (core rule), read as ABNF: `SP = %x20`"));
//! ```

pub mod abnf;
pub mod agreement;
pub mod bnf822;
pub mod changes;
pub mod core;
mod derives;
pub mod emit;
mod examples;
mod expr;
mod hazard;
pub mod layout;
pub mod names;
pub mod pages;
mod peg_check;
mod peg_report;
pub mod problems;
mod progress;
mod repair;
pub mod requirements;
mod rule;
pub mod unreachable;
pub mod with;

pub use crate::grammar::Notation;
pub use expr::{Expr, ExprError};
pub use hazard::Mechanism;
pub use names::Shadowed;
pub use peg_report::{
    Checked, ExampleRun, Hazard, Hazards, NotChecked, Refusal, Remedy, Repair, Stop, Unchecked, Unrepaired,
};
pub(crate) use rule::read_in;
pub use rule::{Origin, Rule};
pub use with::{Supplied, With};

use crate::support::counted::counted;
use layout::{LaidOut, LeftOut, Reason};
use names::{Named, Names, Twice};
use std::collections::{HashMap, HashSet};

/// The largest file read: RFCs are well under 1 MiB.
pub const MAX_BYTES: usize = 16 << 20;

/// What to import.
///
/// ```
/// use rfc1630::study::import::{Notation, Options};
/// let options = Options { lines: Some((2695, 2789)), notation: Some(Notation::Abnf), ..Options::default() };
/// assert_eq!(options.lines, Some((2695, 2789)));
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Options {
    /// The first and last line (from 1, both included); the whole file if `None`.
    pub lines: Option<(usize, usize)>,
    /// The importing document's notation; detected if `None` (a `--with`
    /// document's is always detected).
    pub notation: Option<Notation>,
    /// Other documents whose rules the import may take, earliest first ([`with`]).
    pub with: Vec<With>,
    /// The importing document's name in the citations and the header
    /// (`RFC 9110`), for a text that does not give its RFC number; if
    /// `None`, the number the text gives, else the file's name.
    ///
    /// ```
    /// use rfc1630::study::import::{import, Options};
    /// let options = Options { title: Some("RFC 9110".into()), ..Options::default() };
    /// let imported = import("abnf-rfc9110.txt", b"   a = \"x\"\n", &options).unwrap();
    /// assert_eq!(imported.rules[0].citation, "RFC 9110, abnf-rfc9110.txt l.1, read as ABNF: `a = \"x\"`");
    /// ```
    pub title: Option<String>,
}

/// A grammar imported from a document, with what the import left out and found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Import {
    /// `RFC 3987`, or the file's name for a document that gives no RFC number.
    pub document: String,
    /// The file's name as given.
    pub file: String,
    /// The lines read, first and last.
    pub lines: (usize, usize),
    /// The notation read.
    pub notation: Notation,
    /// Whether the notation was detected rather than given.
    pub detected: bool,
    /// The rules in the order written: the entry, the document's, those of
    /// each `--with` brought in, then those named without a definition, then
    /// the core rules used.
    pub rules: Vec<Rule>,
    /// The lines of the range that are in no rule (blank lines aside), in order.
    pub left_out: Vec<LeftOut>,
    /// The prose lines of the range that state a requirement with a key word
    /// of RFC 2119: what the document asks beyond its grammar.
    pub requirements: Vec<requirements::Requirement>,
    /// The prose lines of the range that change a rule the grammar takes
    /// from elsewhere: changes the grammar written does not hold.
    pub changes: Vec<changes::ProseChange>,
    /// Names undefined, unused, defined twice and shadowed.
    pub names: Names,
    /// The PEG hazards found, repaired and left, and the check of the written grammar.
    pub hazards: Hazards,
    /// What each `--with` document gave, in order.
    pub with: Vec<Supplied>,
}

impl Import {
    /// The entry, written first (a user grammar's entry is its first rule):
    /// the rule no other names that reaches the most of the document's
    /// rules, as [`with`] says.
    ///
    /// ```
    /// use rfc1630::study::import::{import, Options};
    /// let imported = import("t.txt", b"   b = \"x\"\n   a = b\n", &Options::default()).unwrap();
    /// assert_eq!(imported.entry(), "a");
    /// assert_eq!(imported.rules[1].name, "b");
    /// ```
    pub fn entry(&self) -> &str {
        &self.rules[0].name
    }
}

/// Why a file could not be imported.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImportError {
    /// The file is not UTF-8 text.
    #[error("line {line} is not UTF-8 text")]
    NotText {
        /// The line of the first byte that is not.
        line: usize,
    },
    /// The file is larger than [`MAX_BYTES`].
    #[error("{bytes} bytes is more than the {MAX_BYTES} an RFC could need")]
    TooLarge {
        /// Its size.
        bytes: usize,
    },
    /// `--lines` names lines the file does not have.
    #[error("lines {first}-{last} are not all in the file, which has {}", counted(*lines, "line"))]
    OutOfBounds {
        /// The first line asked for.
        first: usize,
        /// The last line asked for.
        last: usize,
        /// The file's line count.
        lines: usize,
    },
    /// `--lines` ends before it starts.
    #[error("lines {first}-{last} are an empty range")]
    EmptyRange {
        /// The first line asked for.
        first: usize,
        /// The last line asked for.
        last: usize,
    },
    /// No line of the range reads as a rule.
    #[error("no rule found in lines {first}-{last}")]
    NoRules {
        /// The first line read.
        first: usize,
        /// The last line read.
        last: usize,
    },
    /// Lines of the range look like rules, but none reads in the notation:
    /// the first one's line and reason (a limit of the import, such as its
    /// nesting limit, is named as such).
    #[error("no rule of lines {first}-{last} reads: l.{line}: {reason}")]
    NoneReads {
        /// The first line read.
        first: usize,
        /// The last line read.
        last: usize,
        /// The first rule's line.
        line: usize,
        /// Why it does not read.
        reason: String,
    },
    /// A `--with` document could not be imported.
    #[error("--with {file}: {error}")]
    With {
        /// Its file.
        file: String,
        /// Why.
        error: Box<ImportError>,
    },
}

/// Imports the grammar of `bytes`, the text of the file named `file`.
///
/// # Errors
/// [`ImportError`]: not UTF-8, too large, a range out of the file or
/// empty, no rule found, or none that reads; a `--with` document's as [`ImportError::With`].
///
/// ```
/// use rfc1630::study::import::{import, ImportError, Options};
/// assert!(matches!(import("x", b"\xff", &Options::default()), Err(ImportError::NotText { line: 1 })));
/// let past = Options { lines: Some((1, 9)), ..Options::default() };
/// assert!(matches!(import("x", b"a = b\n", &past), Err(ImportError::OutOfBounds { .. })));
/// assert!(matches!(import("x", b"just prose\n", &Options::default()), Err(ImportError::NoRules { .. })));
/// // 300 groups deep: past the import's nesting limit, said so.
/// let deep = format!("   a = {}\"x\"{}\n", "(".repeat(300), ")".repeat(300));
/// let error = import("x", deep.as_bytes(), &Options::default()).unwrap_err().to_string();
/// assert!(error.contains("l.1: `a` does not read as ABNF") && error.contains("nesting limit"), "{error}");
/// ```
pub fn import(file: &str, bytes: &[u8], options: &Options) -> Result<Import, ImportError> {
    let ranges = options.lines.map(|range| vec![range]).unwrap_or_default();
    let main = read(file, bytes, ranges, options.notation, options.title.as_deref(), 0)?;
    let mut supplied = Vec::new();
    let mut sources = vec![with::Source { file, names: vec![main.document.clone()], rules: main.rules }];
    for (i, other) in options.with.iter().enumerate() {
        let read = read(&other.file, &other.bytes, other.ranges.clone(), None, None, i + 1)
            .map_err(|error| ImportError::With { file: other.file.clone(), error: Box::new(error) })?;
        let names = other.name.iter().cloned().chain([read.document.clone()]).collect();
        sources.push(with::Source { file: &other.file, names, rules: read.rules });
        supplied.push(Supplied {
            document: read.document,
            file: other.file.clone(),
            ranges: read.ranges,
            notation: read.notation,
            defined: sources.last().map_or(0, |s| s.rules.len()),
            brought: Vec::new(),
            left_out: read.left_out,
            twice: read.twice,
        });
    }
    let mut abnf = vec![main.notation == Notation::Abnf];
    abnf.extend(supplied.iter().map(|s| s.notation == Notation::Abnf));
    let merged = with::merge(sources);
    for (supplied, brought) in supplied.iter_mut().zip(merged.brought) {
        supplied.brought = brought;
    }
    let mut rules = merged.rules;
    let (first, last) = main.ranges[0];
    let mut scope = format!("{file} l.{first}-{last}");
    for supplied in &supplied {
        scope.push_str(&format!(" nor in {}", supplied.file));
    }
    let (undefined, unused) = complete(&mut rules, &abnf, &scope);
    let changes = prose_changes(&mut rules, &main.mentions, file, &supplied);
    let mut imported = Import {
        document: main.document,
        file: file.to_string(),
        lines: (first, last),
        notation: main.notation,
        detected: options.notation.is_none(),
        rules,
        left_out: main.left_out,
        requirements: main.requirements,
        changes,
        names: Names { undefined, unused, twice: main.twice, shadowed: merged.shadowed },
        hazards: Hazards::default(),
        with: supplied,
    };
    imported.repair_hazards();
    // `read` has taken the text as UTF-8 already.
    if let Ok(text) = std::str::from_utf8(bytes) {
        imported.run_examples(&pages::lines(text));
    }
    Ok(imported)
}

/// One document's rules, read from its ranges.
struct Read {
    document: String,
    ranges: Vec<(usize, usize)>,
    notation: Notation,
    rules: Vec<Rule>,
    left_out: Vec<LeftOut>,
    requirements: Vec<requirements::Requirement>,
    mentions: Vec<changes::Mention>,
    twice: Vec<Twice>,
}

/// Reads the rules of `ranges` of one document (the whole file if none),
/// source `source` of the import (0: the importing document), named
/// `title` if given.
fn read(
    file: &str,
    bytes: &[u8],
    mut ranges: Vec<(usize, usize)>,
    notation: Option<Notation>,
    title: Option<&str>,
    source: usize,
) -> Result<Read, ImportError> {
    if bytes.len() > MAX_BYTES {
        return Err(ImportError::TooLarge { bytes: bytes.len() });
    }
    let text = std::str::from_utf8(bytes).map_err(|e| ImportError::NotText {
        line: bytes[..e.valid_up_to()].iter().filter(|&&b| b == b'\n').count() + 1,
    })?;
    let all = pages::lines(text);
    if ranges.is_empty() {
        ranges.push((1, all.len()));
    }
    let mut found = Vec::new();
    let mut left_out = Vec::new();
    for &(first, last) in &ranges {
        if first > last {
            return Err(ImportError::EmptyRange { first, last });
        }
        if first == 0 || last > all.len() {
            return Err(ImportError::OutOfBounds { first, last, lines: all.len() });
        }
        let (more, left) = layout::layout(&all[first - 1..last]);
        found.extend(more);
        left_out.extend(left);
    }
    let document = title.map_or_else(|| document_name(&all, file), str::to_string);
    let notation = notation.unwrap_or_else(|| detect(&found));
    let mut reader = Reader {
        document: &document,
        file,
        notation,
        origin: with::origin(source),
        rules: Vec::new(),
        index: HashMap::new(),
        twice: Vec::new(),
    };
    for found in &found {
        if let Err(error) = reader.read(found) {
            let notation = if notation == Notation::Abnf { "ABNF" } else { "RFC 822-style BNF" };
            let reason = Reason::Unreadable(format!("`{}` does not read as {notation}: {error}", found.name));
            left_out.extend(found.lines.iter().map(|&line| LeftOut { line, reason: reason.clone() }));
        }
    }
    left_out.sort_by_key(|l| l.line);
    if reader.rules.is_empty() {
        let (first, last) = (ranges[0].0, ranges[ranges.len() - 1].1);
        let unreadable = left_out.iter().find_map(|l| match &l.reason {
            Reason::Unreadable(reason) => Some((l.line, reason.clone())),
            _ => None,
        });
        if let Some((line, reason)) = unreadable {
            return Err(ImportError::NoneReads { first, last, line, reason });
        }
        return Err(ImportError::NoRules { first, last });
    }
    let Reader { rules, twice, .. } = reader;
    let requirements = requirements::requirements(&all, &left_out);
    let mentions = changes::mentions(&all, &left_out);
    Ok(Read { document, ranges, notation, rules, left_out, requirements, mentions, twice })
}

/// The document's name: `RFC N` from its first page's `Request for
/// Comments: N` or a running header `RFC N`; else the file's name.
fn document_name(lines: &[pages::PageLine<'_>], file: &str) -> String {
    let number = |text: &str, prefix: &str| -> Option<String> {
        let rest = text.trim_start().strip_prefix(prefix)?.trim_start();
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        (!digits.is_empty()).then(|| format!("RFC {digits}"))
    };
    let from_first_page = lines.iter().take(40).find_map(|l| {
        l.text.find("Request for Comments:").and_then(|at| number(&l.text[at..], "Request for Comments:"))
    });
    from_first_page
        .or_else(|| {
            lines.iter().filter(|l| l.furniture == Some(pages::Furniture::Header)).find_map(|l| number(l.text, "RFC"))
        })
        .unwrap_or_else(|| file.to_string())
}

/// ABNF unless the definitions write more of the BNF's marks (`|`, `*[`,
/// and RFC 822's `#` list, which ABNF has not) than of ABNF's (`/`, `%`, a
/// core rule of RFC 5234 named as it spells it and not defined), outside
/// quoted strings. RFC 2373's appendix, which writes `|` but names `DIGIT`
/// and `HEXDIG`, is ABNF, as it says it is; RFC 2368 §2, which writes only
/// `#` and `*`, is RFC 822-style BNF.
fn detect(found: &[LaidOut]) -> Notation {
    let (mut abnf, mut bnf) = (0, 0);
    let defined: HashSet<String> = found.iter().map(|f| f.name.to_ascii_lowercase()).collect();
    for f in found {
        // `1*3DIGIT`: the name after the repetition's digits.
        let words = f.definition.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'));
        let words = words.map(|w| w.trim_start_matches(|c: char| c.is_ascii_digit()));
        abnf += words
            .filter(|w| core::CORE_RULES.iter().any(|c| c.name == *w) && !defined.contains(&w.to_ascii_lowercase()))
            .count();
        let mut quoted = false;
        let mut previous = b' ';
        for &b in f.definition.as_bytes() {
            match b {
                b'"' => quoted = !quoted,
                _ if quoted => {}
                b'/' | b'%' => abnf += 1,
                b'|' | b'#' => bnf += 1,
                b'[' if previous == b'*' => bnf += 1,
                _ => {}
            }
            previous = b;
        }
    }
    if bnf > abnf {
        Notation::Bnf
    } else {
        Notation::Abnf
    }
}

/// The rules read so far, by name.
struct Reader<'a> {
    document: &'a str,
    file: &'a str,
    notation: Notation,
    origin: Origin,
    rules: Vec<Rule>,
    index: HashMap<String, usize>,
    twice: Vec<Twice>,
}

impl Reader<'_> {
    /// Reads one rule into the grammar: a new rule, `=/` alternatives added
    /// to one, or a second definition merged or reported.
    fn read(&mut self, found: &LaidOut) -> Result<(), ExprError> {
        let (expr, mut notes) = match self.notation {
            Notation::Abnf => abnf::parse(&found.definition)?,
            Notation::Bnf => bnf822::parse(&found.definition)?,
        };
        let lines = line_span(&found.lines);
        if let Some(&i) = self.index.get(&found.name.to_ascii_lowercase()) {
            let rule = &mut self.rules[i];
            if found.incremental {
                let mut alternatives = match std::mem::replace(&mut rule.expr, Expr::Empty) {
                    Expr::Alt(items) => items,
                    other => vec![other],
                };
                alternatives.push(expr);
                rule.expr = Expr::Alt(alternatives);
                rule.notes.push(format!("`=/` at l.{lines}: `{}`", found.printed()));
                rule.lines.extend(&found.lines);
                rule.notes.extend(notes);
                return Ok(());
            }
            let identical = rule.expr == expr;
            let first = rule.lines.clone();
            rule.notes.push(if identical {
                format!("Defined again at l.{lines}, the same: merged.")
            } else {
                format!("Defined again at l.{lines}, differently (`{}`): that one is left out.", found.printed())
            });
            self.twice.push(Twice { name: found.name.clone(), first, again: found.lines.clone(), identical });
            return Ok(());
        }
        if found.incremental {
            notes.push("`=/` with no rule before it: read as its definition.".to_string());
        }
        let written = names::pest_name(&found.name);
        if written != found.name.replace('-', "_") {
            notes.push(format!("`{}` is written `{written}`: pest's rule names have no such character.", found.name));
        }
        let pages = match found.pages {
            Some((a, b)) if a == b => format!(" p.{a},"),
            Some((a, b)) => format!(" p.{a}-{b},"),
            None => ",".to_string(),
        };
        let citation = format!(
            "{}{pages} {} l.{lines}{}`{}`",
            self.document,
            self.file,
            rule::read_as(self.notation),
            found.printed()
        );
        self.index.insert(found.name.to_ascii_lowercase(), self.rules.len());
        self.rules.push(Rule {
            name: found.name.clone(),
            expr,
            citation,
            notes,
            origin: self.origin,
            lines: found.lines.clone(),
        });
        Ok(())
    }
}

/// The changes `mentions` state to rules of `rules` that the importing
/// document `file` does not define, each noted on its rule.
fn prose_changes(
    rules: &mut [Rule],
    mentions: &[changes::Mention],
    file: &str,
    supplied: &[Supplied],
) -> Vec<changes::ProseChange> {
    let mut out = Vec::new();
    for mention in mentions {
        for name in &mention.names {
            let Some(rule) = rules.iter_mut().find(|r| r.name.eq_ignore_ascii_case(name)) else { continue };
            let written = match rule.origin {
                Origin::With(i) => format!("{} l.{}", supplied[i].file, line_span(&rule.lines)),
                Origin::Core => "RFC 5234".to_string(),
                Origin::Document | Origin::Undefined => continue,
            };
            if out.iter().any(|c: &changes::ProseChange| c.line == mention.line && c.rule == rule.name) {
                continue;
            }
            rule.notes.push(format!(
                "Changed in prose at {file} l.{} (`{}`): the grammar does not hold the change, and has {written}'s \
                 definition.",
                mention.line, mention.text
            ));
            out.push(changes::ProseChange {
                line: mention.line,
                rule: rule.name.clone(),
                written,
                text: mention.text.clone(),
            });
        }
    }
    out
}

/// `389-400`, or `375` for one line.
fn line_span(lines: &[usize]) -> String {
    match (lines.first(), lines.last()) {
        (Some(a), Some(b)) if a != b => format!("{a}-{b}"),
        (Some(a), _) => a.to_string(),
        _ => String::new(),
    }
}

/// Adds the core rules the grammar uses (ABNF only) and a rule matching
/// nothing for each other name it does not define; returns the undefined
/// and the unused names.
fn complete(rules: &mut Vec<Rule>, abnf: &[bool], scope: &str) -> (Vec<Named>, Vec<Named>) {
    let mut uses: Vec<(String, usize)> = Vec::new();
    for (i, rule) in rules.iter().enumerate() {
        let own = rule.name.to_ascii_lowercase();
        uses.extend(rule.expr.names().into_iter().filter(|n| n.to_ascii_lowercase() != own).map(|n| (n, i)));
    }
    let defined: HashSet<String> = rules.iter().map(|r| r.name.to_ascii_lowercase()).collect();
    let in_abnf = |rule: &Rule| match rule.origin {
        Origin::With(i) => abnf.get(i + 1).copied().unwrap_or(false),
        _ => abnf[0],
    };
    let first_line = |rule: &Rule| rule.lines.first().copied();
    // An undefined name's rule is said to be read in the importing document's notation.
    let main_notation = if abnf[0] { Notation::Abnf } else { Notation::Bnf };
    let mut undefined: Vec<Named> = Vec::new();
    let mut core_wanted: Vec<&'static core::CoreRule> = Vec::new();
    for (name, i) in &uses {
        if defined.contains(&name.to_ascii_lowercase()) {
            continue;
        }
        if let (true, Some(core)) = (in_abnf(&rules[*i]), core::core_rule(name)) {
            if !core_wanted.contains(&core) {
                core_wanted.push(core);
            }
            continue;
        }
        let line = first_line(&rules[*i]);
        match undefined.iter_mut().find(|n| n.name.eq_ignore_ascii_case(name)) {
            // A list names its element twice on one line: the line once.
            Some(named) => named.lines.extend(line.filter(|l| !named.lines.contains(l))),
            None => undefined.push(Named { name: name.clone(), lines: line.into_iter().collect() }),
        }
    }
    let used: HashSet<String> = uses.iter().map(|(n, _)| n.to_ascii_lowercase()).collect();
    let unused = rules
        .iter()
        .skip(1)
        .filter(|r| !used.contains(&r.name.to_ascii_lowercase()))
        .map(|r| Named { name: r.name.clone(), lines: first_line(r).into_iter().collect() })
        .collect();
    for named in undefined.iter().filter(|n| !n.name.starts_with('<')) {
        let at: Vec<String> = named.lines.iter().map(usize::to_string).collect();
        rules.push(Rule {
            name: named.name.clone(),
            expr: Expr::Prose(named.name.clone()),
            citation: format!(
                "{scope}, named at l.{}{}`{}` is not defined there: it matches nothing.",
                at.join(", "),
                rule::read_as(main_notation),
                named.name
            ),
            notes: Vec::new(),
            origin: Origin::Undefined,
            lines: Vec::new(),
        });
    }
    // Core rules use core rules (HEXDIG uses DIGIT): add until none is missing.
    let mut added: HashSet<&str> = HashSet::new();
    while let Some(core) = core_wanted.pop() {
        if !added.insert(core.name) || defined.contains(&core.name.to_ascii_lowercase()) {
            continue;
        }
        let Ok((expr, _)) = abnf::parse(core.definition) else { continue };
        core_wanted.extend(expr.names().iter().filter_map(|n| core::core_rule(n)));
        rules.push(Rule {
            name: core.name.to_string(),
            expr,
            citation: format!(
                "RFC 5234 Appendix B.1 p.{}, rfc5234.txt l.{} (core rule){}`{} = {}`",
                core.page,
                core.line,
                rule::read_as(Notation::Abnf),
                core.name,
                core.definition
            ),
            notes: Vec::new(),
            origin: Origin::Core,
            lines: Vec::new(),
        });
    }
    // The core rules in RFC 5234's order, after the document's.
    let start = rules.iter().position(|r| r.origin == Origin::Core).unwrap_or(rules.len());
    rules[start..].sort_by_key(|r| core::CORE_RULES.iter().position(|c| c.name == r.name));
    names::respell(rules);
    let printed: Vec<(String, Expr)> = rules.iter().map(|r| (r.name.clone(), r.expr.clone())).collect();
    for (rule, written) in rules.iter_mut().zip(progress::rewrite(&printed)) {
        if let Some((expr, note)) = written {
            rule.expr = expr;
            rule.notes.push(note);
        }
    }
    let bodies: HashMap<&str, Expr> = rules.iter().map(|r| (r.name.as_str(), r.expr.clone())).collect();
    let never_failing = unreachable::NeverFailing::of(&bodies);
    let notes: Vec<Vec<String>> = rules
        .iter()
        .map(|rule| {
            let shadows = unreachable::shadowing(&rule.expr, &never_failing);
            shadows
                .iter()
                .map(|shadow| {
                    format!(
                        "`{shadow}` cannot fail, so pest never tries the alternatives after it: kept in the \
                 document's order, behind `(&ANY | !ANY) ~` so that pest's validator loads it."
                    )
                })
                .collect()
        })
        .collect();
    for (rule, notes) in rules.iter_mut().zip(notes) {
        rule.notes.extend(notes);
    }
    (undefined, unused)
}
