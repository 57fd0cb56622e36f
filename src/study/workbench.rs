//! A spec author's own revision of a listing: a `.pest` file read at run time
//! by `pest_meta` and interpreted by `pest_vm`, so that an edited
//! listing can be checked without compiling it into the crate.
//!
//! A grammar `rfc1630 import` wrote (its rules' citations say so) is its
//! document's: its verdicts are the document's language, read from a DFA
//! of the rules as a context-free grammar where the entry is regular
//! (`src/study/language/document.rs`) and by Earley's recognizer where it
//! is not (`src/study/language/earley.rs`), and pest builds the tree
//! ([`UserGrammar::check`]).

use crate::grammar::listings::{read_rule_docs, RuleDoc};
use crate::grammar::spelling::spelled_by;
use crate::study::import::read_in;
use crate::study::language::document::{document_rules, DocumentLanguage, DocumentRejection};
use crate::study::language::earley::{ContextFreeLanguage, WorkLimit};
use crate::study::language::expected::END_OF_INPUT;
use crate::Grammar;
use pest_meta::ast::{Expr, Rule, RuleType};
use pest_vm::Vm;
use std::collections::HashMap;
use std::fmt;
use std::path::Path;

/// A grammar read from `.pest` text at run time.
///
/// The entry is the first rule of the first source unless one is named, and
/// it is anchored at both ends (`SOI ~ entry ~ EOI`): a check asks whether the
/// whole input is in the entry rule's language, not whether a prefix is. A
/// grammar that spans files (url-03 uses `rfc822.pest`) is given as several
/// sources; their rules form one grammar, as pest's derive reads a list of
/// `#[grammar]` files.
///
/// ```
/// use rfc1630::study::workbench::UserGrammar;
/// let text = "a = { SOI ~ b ~ EOI }\nb = { \"x\" ~ c }\nc = { \"y\"+ }";
/// let g = UserGrammar::from_sources("tiny.pest", &[("tiny.pest", text)], None).unwrap();
/// assert_eq!(g.check("xyy").unwrap().to_string(), "tiny.pest:b");
/// assert_eq!(g.check("xz").unwrap_err().offset, 1);
/// // From `c`, which has no `EOI` of its own: the whole input, or a rejection where it stops.
/// let c = UserGrammar::from_sources("tiny.pest", &[("tiny.pest", text)], Some("c")).unwrap();
/// assert_eq!(c.check("yy").unwrap().to_string(), "tiny.pest:c");
/// assert_eq!(c.check("yyx").unwrap_err().offset, 2);
/// ```
pub struct UserGrammar {
    name: String,
    entry: String,
    rules: Vec<Rule>,
    /// Each rule's citation, its first `///` line, by which a verdict
    /// spells the production as the document prints it.
    citations: HashMap<String, String>,
    /// pest's interpreter of the rules, which builds the tree; `None` for
    /// an imported file pest refuses whose document's meaning is known.
    vm: Option<Vm>,
    /// Written by `rfc1630 import`: each rule is a rule of its document, so
    /// a verdict names the entry, not a production below it.
    imported: bool,
    /// Whose language the verdicts are.
    meaning: Meaning,
}

/// Whose language a user grammar's verdicts are. The rules' citations
/// decide: a file whose every rule still says the notation it was read in
/// after being edited by hand is still read as its document's grammar
/// (every lookahead a PEG mechanic), since the citations say that is what it
/// is; one rule cited otherwise gives the file pest's meaning.
enum Meaning {
    /// A hand-written grammar means what pest does with it: its ordered
    /// choice and greedy repetition are the grammar.
    Pest,
    /// A grammar written by `import` whose entry is regular: the document's
    /// language, from the DFA of its rules read as a context-free grammar.
    Document(Box<DocumentLanguage>),
    /// A grammar written by `import` whose entry is not regular (RFC 5322's
    /// nested comments): the document's language, from Earley's recognizer
    /// of its rules read as a context-free grammar
    /// (`src/study/language/earley.rs`). An input that needs more work than
    /// its bound allows is pest's, with the note [`NOT_EXACT`].
    ContextFree(Box<ContextFreeLanguage>),
    /// A grammar written by `import` whose rules neither reading knows (a
    /// construct the import never writes, such as `PUSH`): pest's
    /// verdicts, which may reject a string the document's grammar derives,
    /// each saying so.
    NotExact,
}

/// Who gave an input's verdict: the document's language, or pest, with
/// the note its verdict carries.
enum Decided {
    Exact,
    Pest(Option<&'static str>),
}

/// The note on a verdict the document's language gives where pest's parse
/// of the written grammar fails: the string is accepted, without a tree.
pub const PEST_TREE_MISSING: &str = "pest's tree does not reach it";

/// The note on a verdict of an imported grammar that is pest's, not the
/// document's: for an input that needs more work than the exact
/// recognizer's bound allows (its `WORK_LIMIT`, 2^24 Earley items),
/// or for rules that neither exact reading knows.
pub const NOT_EXACT: &str =
    "not exact: the entry is not regular, so this is pest's ordered choice, which may reject what the document derives";

/// The note on an accepted input of an imported file that pest refuses (a
/// repetition whose body can match the empty string, in a file edited by
/// hand after `import`, which writes such a body's non-empty form): the
/// verdict is the document's, and there is no tree.
pub const PEST_REFUSES: &str = "pest refuses the written grammar, so there is no tree";

/// The note on an input an imported file pest refuses cannot decide: it
/// needs more work than the exact recognizer's bound allows, and there is
/// no pest parse to fall back on. The rejection's offset is 0 and says
/// nothing of the input.
pub const UNDECIDED: &str =
    "not decided: the input needs more work than the exact recognizer's bound, and pest refuses the written grammar";

/// Whether the rules of `docs` (every rule of a grammar's files, with its
/// `///` lines) are a grammar `rfc1630 import` wrote: every rule's citation
/// says the notation it was read in (`..., read as ABNF: `...``). A grammar
/// with one rule not cited so (a rule added by hand, a built-in listing's
/// copy) means what pest does with it.
pub(crate) fn written_by_import(docs: &[RuleDoc]) -> bool {
    !docs.is_empty() && docs.iter().all(|rule| read_in(&rule.citation).is_some())
}

impl fmt::Debug for UserGrammar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("UserGrammar").field("name", &self.name).field("entry", &self.entry).finish_non_exhaustive()
    }
}

/// The silent rule every check starts from: `SOI ~ entry ~ EOI`. An entry
/// rule without `EOI` (`--entry ftptype`) would otherwise accept any input
/// with a derivable prefix (`INOTATYPE` as `I`). Its name is no pest
/// identifier, so no rule of a `.pest` file can take it; being silent, it
/// appears in no derivation and no expected set.
const ANCHORED_ENTRY: &str = "entry, anchored";

/// The most expressions a rule may have once pest has unrolled its
/// repetition counts (`x{3}` is `x ~ x ~ x`): far above any count an RFC
/// writes (RFC 3986's `6( h16 ":" )`), far below what exhausts a stack.
///
/// ```
/// use rfc1630::study::workbench::{UserGrammar, UserGrammarError};
/// let fine = UserGrammar::from_sources("g.pest", &[("g.pest", "a = { \"x\"{6} }")], None);
/// assert!(fine.is_ok());
/// let huge = UserGrammar::from_sources("g.pest", &[("g.pest", "a = { \"x\"{99999} }")], None);
/// assert!(matches!(huge, Err(UserGrammarError::Unrolled { rule, .. }) if rule == "a"));
/// // Nested counts multiply.
/// let nested = UserGrammar::from_sources("g.pest", &[("g.pest", "a = { (\"x\"{100}){100} }")], None);
/// assert!(nested.is_err());
/// ```
pub const MAX_UNROLLED: u64 = 4096;

/// How many expressions `expr` has once pest's optimizer has written each
/// repetition count out as copies, saturating.
pub(crate) fn unrolled(expr: &Expr) -> u64 {
    match expr {
        Expr::RepExact(e, n) | Expr::RepMin(e, n) | Expr::RepMax(e, n) | Expr::RepMinMax(e, _, n) => {
            unrolled(e).saturating_mul(u64::from(*n).max(1)).saturating_add(1)
        }
        Expr::Seq(a, b) | Expr::Choice(a, b) => unrolled(a).saturating_add(unrolled(b)).saturating_add(1),
        Expr::PosPred(e) | Expr::NegPred(e) | Expr::Opt(e) | Expr::Rep(e) | Expr::RepOnce(e) | Expr::Push(e) => {
            unrolled(e).saturating_add(1)
        }
        _ => 1,
    }
}

/// Why a user grammar could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UserGrammarError {
    /// The file could not be read.
    #[error("{path}: {message}")]
    Io {
        /// The file named.
        path: String,
        /// The operating system's reason.
        message: String,
    },
    /// `pest_meta` rejected the grammar text: its own message and position.
    #[error("{file}:{line}:{column}: {message}")]
    Grammar {
        /// The source the error is in.
        file: String,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// `pest_meta`'s message.
        message: String,
    },
    /// The grammar has no rules to start from.
    #[error("{0}: the grammar defines no rule")]
    Empty(String),
    /// The name is neither a grammar id nor a `.pest` file.
    #[error("`{0}` is neither a grammar id ({ids}) nor a .pest file", ids = Grammar::ALL.map(Grammar::id).join(", "))]
    Unknown(String),
    /// A rule's repetition counts unroll to more expressions than
    /// [`MAX_UNROLLED`]: pest writes `x{n}` out as `n` copies when it loads a
    /// grammar, so a large count would take unbounded memory and stack.
    #[error("{file}: rule `{rule}` unrolls to more than {limit} expressions (pest writes each count out as copies)", limit = MAX_UNROLLED)]
    Unrolled {
        /// The source the rule is in.
        file: String,
        /// The rule.
        rule: String,
    },
    /// `--entry` names a rule the grammar does not define.
    #[error("{file}: no rule `{entry}` to start from")]
    UnknownEntry {
        /// The grammar's first file.
        file: String,
        /// The rule asked for.
        entry: String,
    },
}

/// An input a user grammar accepts: the file and the production it matched,
/// spelled as the rule's `///` citation prints it, as a built-in listing's
/// verdict is.
///
/// ```
/// use rfc1630::study::workbench::UserGrammar;
/// let text = "/// RFC 3986 p.49: `URI-reference = URI / relative-ref`
/// URI_reference = { relative_ref }
/// /// RFC 3986 p.49: `relative-ref = relative-part`
/// relative_ref = { \"//\" ~ ASCII_ALPHA+ }";
/// let mine = UserGrammar::from_sources("mine.pest", &[("mine.pest", text)], None).unwrap();
/// assert_eq!(mine.check("//h").unwrap().to_string(), "mine.pest:relative-ref");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserVerdict {
    /// The grammar's file name, as given.
    pub file: String,
    /// The production matched.
    pub production: String,
    /// What the verdict does not rest on: [`PEST_TREE_MISSING`] where the
    /// document's language holds the input and pest's parse of the written
    /// grammar fails, [`NOT_EXACT`] for an imported entry that is not regular.
    pub note: Option<&'static str>,
}

impl fmt::Display for UserVerdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.file, self.production)
    }
}

/// An input a user grammar rejects.
///
/// For a grammar written by `import` whose entry is regular, the offset is
/// exact: the end of the longest prefix of the input that some string of
/// the document's language extends, and the expected set is what continues
/// that prefix there (bytes, characters beyond ASCII, `end of input`), as
/// the built-in listings' diagnosis gives it. Otherwise the offset is
/// pest's error position: the furthest position at which `pest_vm` tried a
/// rule and failed (a failed literal alone does not move it), which may be
/// earlier than the exact one, and the expected set is the rules pest tried.
///
/// ```
/// use rfc1630::study::workbench::UserRejection;
/// let no = UserRejection { file: "g.pest".into(), offset: 2, expected: vec!["\"x\"".into()], note: None };
/// assert_eq!(no.to_string(), "g.pest: rejected at byte 2, expected \"x\"");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}: rejected at byte {offset}, expected {}{}", expected.join(" | "), note.map(|n| format!(" ({n})")).unwrap_or_default())]
pub struct UserRejection {
    /// The grammar's file name, as given.
    pub file: String,
    /// Byte offset of the rejection.
    pub offset: usize,
    /// What was expected there.
    pub expected: Vec<String>,
    /// [`NOT_EXACT`] for an imported entry that is not regular, or
    /// [`PEST_TREE_MISSING`] for a derivation the document's language
    /// accepts and pest cannot build.
    pub note: Option<&'static str>,
}

impl UserGrammar {
    /// Reads `path` and its `companions` (the other files of a grammar that
    /// spans files), naming the verdicts after `path`'s file name.
    ///
    /// # Errors
    /// [`UserGrammarError::Io`] for an unreadable file, and the errors of
    /// [`UserGrammar::from_sources`].
    ///
    /// ```
    /// use rfc1630::study::workbench::UserGrammar;
    /// use std::path::Path;
    /// let url7 = UserGrammar::load(Path::new("grammar/url7.pest"), &[], None).unwrap();
    /// assert_eq!(url7.check("http://h/a").unwrap().to_string(), "url7.pest:httpaddress");
    /// assert!(UserGrammar::load(Path::new("no/such.pest"), &[], None).is_err());
    /// ```
    pub fn load(path: &Path, companions: &[&Path], entry: Option<&str>) -> Result<Self, UserGrammarError> {
        let read = |p: &Path| {
            let name = p.file_name().map_or_else(|| p.display().to_string(), |n| n.to_string_lossy().into_owned());
            std::fs::read_to_string(p)
                .map(|text| (name, text))
                .map_err(|e| UserGrammarError::Io { path: p.display().to_string(), message: e.to_string() })
        };
        let mut sources = vec![read(path)?];
        for companion in companions {
            sources.push(read(companion)?);
        }
        let borrowed: Vec<(&str, &str)> = sources.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
        Self::from_sources(&sources[0].0, &borrowed, entry)
    }

    /// Builds the grammar named `name` from `(file, text)` sources.
    ///
    /// # Errors
    /// [`UserGrammarError::Grammar`] with `pest_meta`'s first error and its
    /// line and column in the source it is in (pest_meta's parser, then its
    /// validator: undefined rules, left recursion);
    /// [`UserGrammarError::Empty`] and [`UserGrammarError::UnknownEntry`].
    ///
    /// ```
    /// use rfc1630::study::workbench::{UserGrammar, UserGrammarError};
    /// let err = UserGrammar::from_sources("bad.pest", &[("bad.pest", "a = { b }")], None).unwrap_err();
    /// assert!(matches!(err, UserGrammarError::Grammar { line: 1, .. }));
    /// ```
    pub fn from_sources(name: &str, sources: &[(&str, &str)], entry: Option<&str>) -> Result<Self, UserGrammarError> {
        Self::read(name, sources, entry, true)
    }

    /// [`UserGrammar::from_sources`] judged by pest whoever wrote it: for
    /// the bounded search of a language comparison (`study::language`),
    /// which asks a rule with no automaton of its own. The document's
    /// automaton of each such rule of an imported file costs seconds where
    /// its ranges are RFC 3987's (a `diff` of RFC 3986 and RFC 3987's
    /// import took 167 s with it). An imported file's regular rules have
    /// automata of their document's meaning (`Language::of_sources`), so
    /// only a non-regular rule's comparison comes here.
    pub(crate) fn judged_by_pest(
        name: &str,
        sources: &[(&str, &str)],
        entry: Option<&str>,
    ) -> Result<Self, UserGrammarError> {
        Self::read(name, sources, entry, false)
    }

    /// The grammar of `sources`; an imported one is given its document's
    /// meaning where `documents_meaning` is set.
    fn read(
        name: &str,
        sources: &[(&str, &str)],
        entry: Option<&str>,
        documents_meaning: bool,
    ) -> Result<Self, UserGrammarError> {
        let mut parsed = Vec::new();
        for &(file, text) in sources {
            let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text)
                .map_err(|e| grammar_error(file, &e))?;
            parsed.push((file, text, pairs));
        }
        let mut rules = Vec::new();
        let mut docs = Vec::new();
        // pest's first refusal of the grammar: fatal unless the file is
        // the import's and its document's meaning is known without pest.
        let mut refused = None;
        for (file, text, pairs) in &parsed {
            docs.extend(read_rule_docs(text).unwrap_or_default());
            let consumed = match pest_meta::parser::consume_rules(pairs.clone()) {
                Ok(consumed) => consumed,
                Err(errors) => {
                    refused.get_or_insert_with(|| {
                        errors
                            .first()
                            .map_or_else(|| UserGrammarError::Empty(name.to_string()), |e| grammar_error(file, e))
                    });
                    rules_one_by_one(pairs.clone())
                }
            };
            if let Some(rule) = consumed.iter().find(|r| unrolled(&r.expr) > MAX_UNROLLED) {
                return Err(UserGrammarError::Unrolled { file: file.to_string(), rule: rule.name.clone() });
            }
            rules.extend(consumed);
        }
        // Each file is validated alone, so a rule it calls that a companion
        // defines is not an error; any other is, at pest_meta's position.
        for (file, text, pairs) in &parsed {
            if let Err(errors) = pest_meta::validator::validate_pairs(pairs.clone()) {
                let called = |e: &pest::error::Error<pest_meta::parser::Rule>| match e.location {
                    pest::error::InputLocation::Span((start, end)) => text.get(start..end),
                    pest::error::InputLocation::Pos(_) => None,
                };
                let companion_defines = |e: &&pest::error::Error<pest_meta::parser::Rule>| {
                    called(e).is_some_and(|rule| rules.iter().any(|r| r.name == rule))
                };
                if let Some(e) = errors.iter().find(|e| !companion_defines(e)) {
                    refused.get_or_insert_with(|| grammar_error(file, e));
                }
            }
        }
        let imported = written_by_import(&docs);
        let citations: HashMap<String, String> = docs.into_iter().map(|doc| (doc.name, doc.citation)).collect();
        if let Some(refusal) = refused.take_if(|_| !(imported && documents_meaning)) {
            return Err(refusal);
        }
        let first = rules.first().map(|r| r.name.clone()).ok_or_else(|| UserGrammarError::Empty(name.to_string()))?;
        let entry = match entry {
            None => first,
            Some(asked) if rules.iter().any(|r| r.name == asked) => asked.to_string(),
            // The document's spelling (`http-URI`), as a built-in grammar
            // takes it: the rule whose citation prints that name.
            Some(asked) => citations
                .iter()
                .find(|(rule, citation)| spelled_by(rule, citation) == asked)
                .map_or_else(|| asked.to_string(), |(rule, _)| rule.clone()),
        };
        if !rules.iter().any(|r| r.name == entry) {
            return Err(refused.unwrap_or(UserGrammarError::UnknownEntry { file: name.to_string(), entry }));
        }
        let anchored = Rule {
            name: ANCHORED_ENTRY.to_string(),
            ty: RuleType::Silent,
            expr: Expr::Seq(
                Box::new(Expr::Ident("SOI".to_string())),
                Box::new(Expr::Seq(Box::new(Expr::Ident(entry.clone())), Box::new(Expr::Ident("EOI".to_string())))),
            ),
        };
        let meaning = match imported && documents_meaning {
            false => Meaning::Pest,
            true => {
                let bodies: HashMap<String, Expr> = rules.iter().map(|r| (r.name.clone(), r.expr.clone())).collect();
                let cfg = document_rules(&bodies);
                match DocumentLanguage::of(&bodies, &entry) {
                    Some(language) => Meaning::Document(Box::new(language)),
                    // Every derivation of the entry meets what matches nothing.
                    None if !cfg.contains_key(&entry) => Meaning::ContextFree(Box::new(ContextFreeLanguage::nothing())),
                    None => ContextFreeLanguage::of(&cfg, &entry)
                        .map_or(Meaning::NotExact, |language| Meaning::ContextFree(Box::new(language))),
                }
            }
        };
        let vm = match refused {
            None => Some(crate::support::vm::load(rules.iter().cloned().chain([anchored]).collect())),
            Some(refusal) if matches!(meaning, Meaning::NotExact) => return Err(refusal),
            Some(_) => None,
        };
        Ok(UserGrammar { name: name.to_string(), entry, rules, citations, vm, imported, meaning })
    }

    /// The name verdicts carry: the file name the grammar was loaded from.
    ///
    /// ```
    /// use rfc1630::study::workbench::UserGrammar;
    /// let g = UserGrammar::from_sources("my.pest", &[("my.pest", "a = { \"x\" }")], None).unwrap();
    /// assert_eq!(g.name(), "my.pest");
    /// ```
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The rule checks start from: the one named, or the first of the first source.
    ///
    /// ```
    /// use rfc1630::study::workbench::UserGrammar;
    /// let g = UserGrammar::from_sources("my.pest", &[("my.pest", "a = { b }\nb = { \"x\" }")], Some("b")).unwrap();
    /// assert_eq!(g.entry(), "b");
    /// ```
    pub fn entry(&self) -> &str {
        &self.entry
    }

    /// Checks `input` against the grammar from its entry rule.
    ///
    /// The production is the entry's first child, followed through renaming
    /// rules (`uri = { url }`) to the alternative taken in the first rule
    /// whose body is a choice of productions (url7's `url`, url4's
    /// `docaddress`): the same production a built-in listing's verdict
    /// names, for a listing that has no wrapper, even where that alternative
    /// is a choice itself (`waisaddress`). A grammar whose entry has no child
    /// names the entry itself.
    ///
    /// A grammar written by `import` means what its document means: where
    /// the entry is regular, the verdict is its document language's DFA's
    /// (see [`UserRejection`] for the offset), and pest, run only on an
    /// input the DFA accepts, gives the production; where pest's parse of
    /// the written grammar fails there (a PEG hazard the import could not
    /// repair), the input is still accepted, as the entry, with the note
    /// [`PEST_TREE_MISSING`]. Where the entry is not regular (RFC 5322's
    /// nested comments) the verdict is Earley's recognizer's, as exact, and
    /// pest builds the tree alike; an input past the recognizer's bound is
    /// pest's, with the note [`NOT_EXACT`]. An imported file pest refuses
    /// (`f = { ("a"? ~ "b"?)* }` below) still gives the document's verdicts where the
    /// entry reaches only rules pest reads alone, each acceptance with the
    /// note [`PEST_REFUSES`], since there is no tree; an input past the
    /// bound then gets a rejection noted [`UNDECIDED`]. A grammar is the import's when
    /// every rule's `///` citation says the notation it was read in
    /// (`t.txt l.1, read as ABNF: ...`); any other, hand-written or a
    /// built-in listing's copy, means what pest does with it.
    ///
    /// ```
    /// use rfc1630::study::workbench::{UserGrammar, PEST_TREE_MISSING};
    /// // As printed, pest's option takes the `x` that the second `"x"` needs.
    /// let text = "/// t.txt l.1, read as ABNF: `tag = [\"x\"] \"x\"`
    /// tag = { \"x\"? ~ \"x\" }";
    /// let imported = UserGrammar::from_sources("t.pest", &[("t.pest", text)], None).unwrap();
    /// let one = imported.check("x").unwrap();
    /// assert_eq!((one.production.as_str(), one.note), ("tag", Some(PEST_TREE_MISSING)));
    /// assert_eq!(imported.check("xx").unwrap().note, None);
    /// let three = imported.check("xxx").unwrap_err();
    /// assert_eq!((three.offset, three.expected), (2, vec!["end of input".to_string()]));
    /// // Cited without its notation, as a built-in listing is, the grammar is pest's: `x` is rejected.
    /// let own = text.replace(", read as ABNF", "");
    /// assert!(UserGrammar::from_sources("t.pest", &[("t.pest", &own)], None).unwrap().check("x").is_err());
    /// ```
    ///
    /// A file with a repetition whose body can match the empty string,
    /// which pest refuses, still gives its document's verdicts on an entry
    /// that does not reach that rule; hand-written, it is an error.
    ///
    /// ```
    /// use rfc1630::study::workbench::{UserGrammar, PEST_REFUSES};
    /// let text = "/// t.txt l.1, read as ABNF: `g = \"c\" [\"d\"]`
    /// g = { \"c\" ~ \"d\"? }
    /// /// t.txt l.2, read as ABNF: `f = *([\"a\"] [\"b\"])`
    /// f = { (\"a\"? ~ \"b\"?)* }";
    /// let refused = UserGrammar::from_sources("t.pest", &[("t.pest", text)], None).unwrap();
    /// assert_eq!(refused.check("cd").unwrap().note, Some(PEST_REFUSES));
    /// assert_eq!(refused.check("cx").unwrap_err().offset, 1);
    /// // The rule pest refuses alone has no meaning here: its entry is pest's error.
    /// assert!(UserGrammar::from_sources("t.pest", &[("t.pest", text)], Some("f")).is_err());
    /// let own = text.replace(", read as ABNF", "");
    /// assert!(UserGrammar::from_sources("t.pest", &[("t.pest", &own)], None).is_err());
    /// ```
    ///
    /// # Errors
    /// [`UserRejection`] when `pest_vm` does not derive the whole `input` from
    /// the entry rule, at the furthest byte it read (for an entry without `EOI`
    /// that derives a prefix, the byte after the longest prefix).
    ///
    /// ```
    /// use rfc1630::study::workbench::UserGrammar;
    /// use std::path::Path;
    /// let url7 = UserGrammar::load(Path::new("grammar/url7.pest"), &[], None).unwrap();
    /// assert_eq!(url7.check("news:comp.infosystems.www").unwrap().production, "newsaddress");
    /// assert_eq!(url7.check("http://h/a b").unwrap().production, "httpaddress");
    /// assert_eq!(url7.check("wais://quake.think.com/directory-of-servers?WWW").unwrap().production, "waisaddress");
    /// assert_eq!(url7.check("http://h/<").unwrap_err().offset, 9);
    /// ```
    pub fn check(&self, input: &str) -> Result<UserVerdict, UserRejection> {
        let decided = self.decide(input)?;
        let as_entry = |note| UserVerdict { file: self.name.clone(), production: self.spelled(&self.entry), note };
        let Some(vm) = &self.vm else {
            return match decided {
                Decided::Exact => Ok(as_entry(Some(PEST_REFUSES))),
                Decided::Pest(_) => Err(self.undecided()),
            };
        };
        match (vm.parse(ANCHORED_ENTRY, input), decided) {
            (Ok(mut pairs), decided) => {
                let production = pairs
                    .find(|p| p.as_rule() != "EOI")
                    .map_or_else(|| self.entry.clone(), |entry| self.production(entry));
                let note = match decided {
                    Decided::Exact => None,
                    Decided::Pest(note) => note,
                };
                Ok(UserVerdict { file: self.name.clone(), production, note })
            }
            (Err(_), Decided::Exact) => Ok(as_entry(Some(PEST_TREE_MISSING))),
            (Err(error), Decided::Pest(note)) => Err(self.rejection(error, note)),
        }
    }

    /// Whether the verdicts are the grammar's meaning: pest's for a
    /// hand-written grammar, the document's for an imported one, from its
    /// DFA where the entry is regular and from Earley's recognizer where it
    /// is not. An input that needs more work than the recognizer's bound
    /// (2^24 items: an ambiguous grammar on a long input) is
    /// pest's, and its verdict says so ([`NOT_EXACT`]). Not exact: an
    /// imported file whose rules neither reading knows, every verdict pest's.
    ///
    /// ```
    /// use rfc1630::study::workbench::UserGrammar;
    /// let nested = "/// t.txt l.1, read as ABNF: `a = \"(\" [a] \")\"`\na = { \"(\" ~ a? ~ \")\" }";
    /// let g = UserGrammar::from_sources("t.pest", &[("t.pest", nested)], None).unwrap();
    /// assert!(g.is_exact());
    /// assert_eq!(g.check("(())").unwrap().note, None);
    /// let open = g.check("(()").unwrap_err();
    /// assert_eq!((open.offset, open.expected, open.note), (3, vec!["\")\"".to_string()], None));
    /// ```
    pub fn is_exact(&self) -> bool {
        !matches!(self.meaning, Meaning::NotExact)
    }

    /// Who decides `input`, or the exact rejection of it: the document's
    /// language where it is known and, for a non-regular entry, the input
    /// is within the recognizer's bound; pest otherwise, with its note.
    fn decide(&self, input: &str) -> Result<Decided, UserRejection> {
        let rejection = match &self.meaning {
            Meaning::Pest => return Ok(Decided::Pest(None)),
            Meaning::NotExact => return Ok(Decided::Pest(Some(NOT_EXACT))),
            Meaning::Document(language) => language.rejection(input),
            Meaning::ContextFree(language) => match language.rejection(input) {
                Ok(rejection) => rejection,
                Err(WorkLimit) => return Ok(Decided::Pest(Some(NOT_EXACT))),
            },
        };
        match rejection {
            None => Ok(Decided::Exact),
            Some(DocumentRejection { offset, expected }) => {
                Err(UserRejection { file: self.name.clone(), offset, expected, note: None })
            }
        }
    }

    /// The answer for an input no one decides: see [`UNDECIDED`].
    fn undecided(&self) -> UserRejection {
        UserRejection { file: self.name.clone(), offset: 0, expected: Vec::new(), note: Some(UNDECIDED) }
    }

    /// `rule` as its citation prints it.
    pub(crate) fn spelled(&self, rule: &str) -> String {
        self.citations.get(rule).map_or(rule.to_string(), |citation| spelled_by(rule, citation).to_string())
    }

    /// The derivation of `input` from the entry rule, as the built-in
    /// listings give theirs ([`crate::recognize::derivation`]), with the verdict.
    ///
    /// # Errors
    /// As [`UserGrammar::check`], and where the document's language accepts
    /// `input` but pest's parse fails, a rejection at the input's end with
    /// the note [`PEST_TREE_MISSING`]: there is no tree to give.
    ///
    /// ```
    /// use rfc1630::study::workbench::UserGrammar;
    /// use std::path::Path;
    /// let url7 = UserGrammar::load(Path::new("grammar/url7.pest"), &[], None).unwrap();
    /// let (verdict, tree) = url7.derivation("http://h:80/a").unwrap();
    /// assert_eq!(verdict.to_string(), "url7.pest:httpaddress");
    /// assert_eq!((tree.rule, tree.end), ("fragmentaddress", 13));
    /// // url7 reads `h:80` as a host (finding F13); the path is `a`.
    /// assert!(tree.to_string().contains("hostname [7..11] \"h:80\""));
    /// assert!(tree.to_string().contains("path [12..13] \"a\""));
    /// ```
    pub fn derivation<'a>(
        &'a self,
        input: &'a str,
    ) -> Result<(UserVerdict, crate::recognize::Node<'a>), UserRejection> {
        let decided = self.decide(input)?;
        // In the document's language, with no tree to show.
        let no_tree = |note| UserRejection {
            file: self.name.clone(),
            offset: input.len(),
            expected: Vec::new(),
            note: Some(note),
        };
        let Some(vm) = &self.vm else {
            return Err(match decided {
                Decided::Exact => no_tree(PEST_REFUSES),
                Decided::Pest(_) => self.undecided(),
            });
        };
        let note = match decided {
            Decided::Exact => None,
            Decided::Pest(note) => note,
        };
        let mut pairs = vm.parse(ANCHORED_ENTRY, input).map_err(|e| match decided {
            Decided::Exact => no_tree(PEST_TREE_MISSING),
            Decided::Pest(_) => self.rejection(e, note),
        })?;
        let (production, tree) = match pairs.find(|p| p.as_rule() != "EOI") {
            Some(entry) => (self.production(entry.clone()), crate::recognize::tree::vm_node(entry)),
            None => (
                self.entry.clone(),
                crate::recognize::Node { rule: &self.entry, start: 0, end: 0, text: "", children: Vec::new() },
            ),
        };
        Ok((UserVerdict { file: self.name.clone(), production, note }, tree))
    }

    fn rejection(&self, error: pest::error::Error<&str>, note: Option<&'static str>) -> UserRejection {
        let offset = match error.location {
            pest::error::InputLocation::Pos(pos) => pos,
            pest::error::InputLocation::Span((start, _)) => start,
        };
        let expected = match error.variant {
            pest::error::ErrorVariant::ParsingError { positives, .. } => {
                // The rules pest tried, as their citations print them, and
                // `EOI` as every expected set names the end.
                positives
                    .into_iter()
                    .map(|rule| if rule == "EOI" { END_OF_INPUT.to_string() } else { self.spelled(rule) })
                    .collect()
            }
            pest::error::ErrorVariant::CustomError { .. } => Vec::new(),
        };
        UserRejection { file: self.name.clone(), offset, expected, note }
    }

    /// The production a verdict names: below the entry, through renaming
    /// rules, down to the alternative taken in the first choice of
    /// productions, which is where a built-in listing's production choice is
    /// (url7's `url`); an alternative that is itself a choice (`waisaddress
    /// = { waisindex | waisdoc }`) is still the production.
    /// It is spelled as its citation prints it (`relative-ref` for the
    /// rule `relative_ref`), as a built-in listing's verdict is.
    ///
    /// A grammar written by `import` is its document's: the entry is the
    /// production the user asked for (`file-URI`, whose first part is
    /// `file-scheme`), so the verdict names it.
    fn production(&self, entry: pest::iterators::Pair<'_, &str>) -> String {
        let rule = if self.imported { entry.as_rule().to_string() } else { self.production_rule(entry) };
        self.spelled(&rule)
    }

    /// The rule [`UserGrammar::production`] spells.
    fn production_rule(&self, entry: pest::iterators::Pair<'_, &str>) -> String {
        let Some(mut pair) = entry.clone().into_inner().find(|p| p.as_rule() != "EOI") else {
            return entry.as_rule().to_string();
        };
        loop {
            let body = self.rules.iter().find(|r| r.name == pair.as_rule()).map(|r| classify(&r.expr));
            match (pair.clone().into_inner().next(), body) {
                (Some(child), Some(Body::Rename)) => pair = child,
                (Some(child), Some(Body::Choice)) => return child.as_rule().to_string(),
                _ => return pair.as_rule().to_string(),
            }
        }
    }
}

/// What a rule's body does, for [`UserGrammar::production`].
enum Body {
    /// It only renames another rule (`uri = { url }`).
    Rename,
    /// It chooses among productions, possibly followed by a lookahead
    /// (`(a | b) ~ url_end | generic`).
    Choice,
    /// Anything else.
    Other,
}

fn classify(expr: &Expr) -> Body {
    match expr {
        Expr::Ident(_) => Body::Rename,
        Expr::Choice(..) => Body::Choice,
        Expr::Seq(first, _) if matches!(**first, Expr::Choice(..)) => Body::Choice,
        _ => Body::Other,
    }
}

/// Each rule of `pairs` that pest_meta reads and validates alone, for a
/// file pest refuses as a whole: the rules pest refuses by themselves (a
/// repetition of what can match the empty string) are left out, and an
/// entry that reaches one has no meaning here.
fn rules_one_by_one(pairs: pest::iterators::Pairs<'_, pest_meta::parser::Rule>) -> Vec<Rule> {
    pairs
        .filter(|pair| pair.as_rule() == pest_meta::parser::Rule::grammar_rule)
        .filter_map(|pair| {
            let alone = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, pair.as_str()).ok()?;
            pest_meta::parser::consume_rules(alone).ok()
        })
        .flatten()
        .collect()
}

fn grammar_error(file: &str, error: &pest::error::Error<pest_meta::parser::Rule>) -> UserGrammarError {
    let (line, column) = match error.line_col {
        pest::error::LineColLocation::Pos(pos) | pest::error::LineColLocation::Span(pos, _) => pos,
    };
    let error = error.clone().renamed_rules(pest_meta::parser::rename_meta_rule);
    let message = match &error.variant {
        pest::error::ErrorVariant::CustomError { message } => message.clone(),
        pest::error::ErrorVariant::ParsingError { .. } => error.variant.message().into_owned(),
    };
    UserGrammarError::Grammar { file: file.to_string(), line, column, message }
}

/// A grammar as the CLI's `--grammar` names it: a built-in id, or a `.pest`
/// file read at run time.
///
/// ```
/// use rfc1630::study::workbench::GrammarChoice;
/// let url7 = GrammarChoice::resolve("url7", &[], None).unwrap();
/// assert_eq!(url7.check("http://h/a").unwrap(), ("url7".to_string(), "httpaddress".to_string()));
/// let mine = GrammarChoice::resolve("grammar/url7.pest", &[], None).unwrap();
/// assert_eq!(mine.name(), "url7.pest");
/// assert_eq!(mine.check("http://h/a").unwrap().1, "httpaddress");
/// ```
#[derive(Debug)]
pub enum GrammarChoice {
    /// One of the six listings compiled into the crate.
    Builtin(Grammar),
    /// A user's `.pest` file, interpreted by `pest_vm`.
    User(Box<UserGrammar>),
}

impl GrammarChoice {
    /// Decides what `spec` names: a known grammar id wins; otherwise a path
    /// ending in `.pest` or naming an existing file is loaded with its
    /// `companions` and `entry` (see [`UserGrammar::load`]).
    ///
    /// # Errors
    /// [`UserGrammarError::Unknown`] when `spec` is neither an id nor such a
    /// path, and the errors of [`UserGrammar::load`].
    ///
    /// ```
    /// use rfc1630::study::workbench::{GrammarChoice, UserGrammarError};
    /// let err = GrammarChoice::resolve("url8", &[], None).unwrap_err();
    /// assert!(matches!(err, UserGrammarError::Unknown(_)));
    /// ```
    ///
    /// A built-in id is the built-in grammar, whatever the entry: a built-in
    /// grammar's other entries (RFC 3986's `URI`) are [`crate::recognize::Entry`]'s.
    ///
    /// ```
    /// use rfc1630::study::workbench::GrammarChoice;
    /// let choice = GrammarChoice::resolve("rfc3986", &[], Some("URI")).unwrap();
    /// assert!(matches!(choice, GrammarChoice::Builtin(rfc1630::Grammar::Rfc3986)));
    /// ```
    pub fn resolve(spec: &str, companions: &[&Path], entry: Option<&str>) -> Result<Self, UserGrammarError> {
        if let Ok(grammar) = spec.parse::<Grammar>() {
            return Ok(GrammarChoice::Builtin(grammar));
        }
        let path = Path::new(spec);
        if spec.ends_with(".pest") || path.is_file() {
            return UserGrammar::load(path, companions, entry).map(|g| GrammarChoice::User(Box::new(g)));
        }
        Err(UserGrammarError::Unknown(spec.to_string()))
    }

    /// The name verdicts carry: the grammar id, or the file name.
    ///
    /// ```
    /// let g = rfc1630::study::workbench::GrammarChoice::Builtin(rfc1630::Grammar::Url4);
    /// assert_eq!(g.name(), "url4");
    /// ```
    pub fn name(&self) -> &str {
        match self {
            GrammarChoice::Builtin(grammar) => grammar.id(),
            GrammarChoice::User(user) => user.name(),
        }
    }

    /// The verdict on `input` as `(name, production)`: for a built-in grammar
    /// [`crate::check`]'s listing and production, for a user file
    /// [`UserGrammar::check`]'s.
    ///
    /// # Errors
    /// `(offset, message)`: the rejecting grammar's byte offset and its
    /// one-line summary ([`crate::ParseError::summary`] or [`UserRejection`]'s
    /// message).
    ///
    /// ```
    /// let g = rfc1630::study::workbench::GrammarChoice::Builtin(rfc1630::Grammar::Url7);
    /// assert_eq!(g.check("http://h/<").unwrap_err().0, 9);
    /// ```
    pub fn check(&self, input: &str) -> Result<(String, String), (usize, String)> {
        match self {
            GrammarChoice::Builtin(grammar) => crate::check(*grammar, input)
                .map(|v| (v.listing.to_string(), v.production.to_string()))
                .map_err(|e| (e.offset(), e.summary())),
            GrammarChoice::User(user) => {
                user.check(input).map(|v| (v.file, v.production)).map_err(|e| (e.offset, e.to_string()))
            }
        }
    }
}

/// One corpus input whose verdict or production differs between two
/// [`GrammarChoice`]s: the outcome diff of `diff A B --corpus` when either
/// is a user's file.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct ChoiceChange {
    /// The input.
    pub input: String,
    /// `accepted-to-rejected`, `rejected-to-accepted` or `production-changed`.
    pub kind: &'static str,
    /// A's verdict: `name:production` or `err@OFFSET`.
    pub a: String,
    /// B's verdict, as A's.
    pub b: String,
}

/// The inputs whose verdict or production (compared without the grammar's
/// name) differs between `a` and `b`, in input order, with the same kinds
/// as [`crate::study::diff::outcome_diff`].
///
/// ```
/// use rfc1630::study::workbench::{outcome_changes, GrammarChoice};
/// let a = GrammarChoice::resolve("url7", &[], None).unwrap();
/// let b = GrammarChoice::resolve("grammar/url7.pest", &[], None).unwrap();
/// let inputs = ["http://h/a b", "news:x", "http://h/<"].map(String::from);
/// assert!(outcome_changes(&a, &b, inputs).is_empty());
/// ```
pub fn outcome_changes(
    a: &GrammarChoice,
    b: &GrammarChoice,
    inputs: impl IntoIterator<Item = String>,
) -> Vec<ChoiceChange> {
    let shown = |verdict: &Result<(String, String), (usize, String)>| match verdict {
        Ok((name, production)) => format!("{name}:{production}"),
        Err((offset, _)) => format!("err@{offset}"),
    };
    let mut changes = Vec::new();
    for input in inputs {
        let (va, vb) = (a.check(&input), b.check(&input));
        let kind = match (&va, &vb) {
            (Ok(_), Err(_)) => "accepted-to-rejected",
            (Err(_), Ok(_)) => "rejected-to-accepted",
            (Ok((_, pa)), Ok((_, pb))) if pa != pb => "production-changed",
            _ => continue,
        };
        changes.push(ChoiceChange { input, kind, a: shown(&va), b: shown(&vb) });
    }
    changes
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The recognizer of `grammar`'s imported entry, bounded to `limit` items an input.
    fn bounded(mut grammar: UserGrammar, limit: usize) -> UserGrammar {
        let Meaning::ContextFree(language) = grammar.meaning else { panic!("a non-regular imported entry") };
        grammar.meaning = Meaning::ContextFree(Box::new(language.within(limit)));
        grammar
    }

    #[test]
    fn an_input_past_the_recognizers_bound_is_pests_and_says_so() {
        let nested = "/// t.txt l.1, read as ABNF: `a = \"(\" [a] \")\"`\na = { \"(\" ~ a? ~ \")\" }";
        let grammar = UserGrammar::from_sources("t.pest", &[("t.pest", nested)], None).unwrap();
        let grammar = bounded(grammar, 20);
        assert_eq!(grammar.check("()").unwrap().note, None);
        let deep = "(".repeat(20) + &")".repeat(20);
        assert_eq!(grammar.check(&deep).unwrap().note, Some(NOT_EXACT));
        let open = grammar.check(&deep[1..]).unwrap_err();
        assert_eq!((open.offset, open.note), (38, Some(NOT_EXACT)));
        assert_eq!(grammar.derivation(&deep).unwrap().0.note, Some(NOT_EXACT));
    }

    #[test]
    fn a_file_pest_refuses_answers_undecided_past_the_bound() {
        let text = "/// t.txt l.1, read as ABNF: `s = \"x\" [s] [s]`\ns = { \"x\" ~ s? ~ s? }
/// t.txt l.2, read as ABNF: `f = *([\"a\"] [\"b\"])`\nf = { (\"a\"? ~ \"b\"?)* }";
        let grammar = UserGrammar::from_sources("t.pest", &[("t.pest", text)], None).unwrap();
        let grammar = bounded(grammar, 50);
        assert_eq!(grammar.check("xx").unwrap().note, Some(PEST_REFUSES));
        assert_eq!(grammar.derivation("xx").unwrap_err().note, Some(PEST_REFUSES));
        let long = "x".repeat(40);
        let undecided = grammar.check(&long).unwrap_err();
        assert_eq!((undecided.offset, undecided.note), (0, Some(UNDECIDED)));
        assert_eq!(grammar.derivation(&long).unwrap_err().note, Some(UNDECIDED));
    }
}
