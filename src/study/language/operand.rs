//! A language to compare: a grammar's, or one rule's of a grammar id or of
//! a `.pest` file, with its automaton when it has one, and the check that
//! gives a witness its verdict.

use super::automaton::Automaton;
use super::bounded;
use super::expected::{byte_ranges, char_run};
use super::product::{self, PAIR_BUDGET};
use super::relation::{LanguageDiff, Relation};
use super::verdict::{Judgement, LanguageWitness};
use crate::diagnose::automata::{listing_automata, patterns, LISTINGS};
use crate::diagnose::error::Byte;
use crate::diagnose::expected::name_set;
use crate::diagnose::regular::Compiler;
use crate::grammar::listings::{read_rule_docs, sources, spec, RuleDoc};
use crate::grammar::overrides::lookahead_is_mechanic;
use crate::grammar::spelling::{document_spelling, spelled_by};
use crate::grammar::{Grammar, Listing};
use crate::study::language::document::document_rules;
use crate::study::workbench::{written_by_import, UserGrammar};
use pest_meta::ast::Expr;
use std::collections::{BTreeSet, HashMap};
use std::sync::OnceLock;

/// One language to compare.
///
/// Its automaton is the listing's CFG meaning as an exact regular
/// expression (the diagnosis's: `src/diagnose/regular.rs`, where a lookahead
/// over finite languages, RFC 822's `atom` in url-03, is the difference it
/// means), compiled into a dense DFA. A rule with no such form (a rule that
/// calls itself, a lookahead over an infinite language, a built-in pest rule
/// such as `ANY`) or whose DFA outgrows its budget has none, and is compared
/// by the bounded search.
///
/// ```
/// use rfc1630::study::language::Language;
/// use rfc1630::Grammar;
/// assert!(Language::of_grammar(Grammar::Url03).is_regular());
/// let port = Language::of_rule("rfc3986", &[], "port").unwrap();
/// assert!(port.accepts("8080") && !port.accepts("x"));
/// ```
#[derive(Debug)]
pub struct Language {
    name: String,
    automaton: Option<Automaton>,
    judge: Judge,
    /// The characters the grammar names, for the bounded search.
    alphabet: BTreeSet<char>,
    /// The strings the grammar names (its literals), where the guided
    /// search starts besides the empty string.
    literals: BTreeSet<String>,
}

/// How a witness gets its verdict.
#[derive(Debug)]
enum Judge {
    /// [`crate::check`]: the grammar's verdict and exact diagnosis.
    Grammar(Grammar),
    /// The automaton walked: accepted as the rule, or the end of the longest
    /// viable prefix and the bytes that continue it (named with the
    /// listing's classes where the grammar is a listing's).
    Rule { production: String, listing: Option<Listing> },
    /// The workbench's `pest_vm` check (pest's error position).
    Pest(Box<UserGrammar>),
}

/// Why a rule's language could not be had.
///
/// ```
/// use rfc1630::study::language::{Language, LanguageError};
/// assert!(matches!(Language::of_rule("rfc3986", &[], "nosuch"), Err(LanguageError::NoRule { .. })));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LanguageError {
    /// The grammar has no such rule.
    #[error("{grammar}: no rule `{rule}`")]
    NoRule {
        /// The grammar id or file.
        grammar: String,
        /// The rule asked for.
        rule: String,
    },
    /// A file could not be read, or is no pest grammar.
    #[error(transparent)]
    Grammar(#[from] crate::study::workbench::UserGrammarError),
}

impl Language {
    /// The language of a grammar id: the union of its listings' entries, as
    /// [`crate::check`] accepts them, with its verdicts.
    ///
    /// ```
    /// use rfc1630::study::language::Language;
    /// let url4 = Language::of_grammar(rfc1630::Grammar::Url4);
    /// assert!(url4.accepts("http://h/p") && !url4.accepts("http://h/p q"));
    /// ```
    pub fn of_grammar(grammar: Grammar) -> Language {
        let mut all = Vec::new();
        let mut regular = true;
        let (mut alphabet, mut literals) = (BTreeSet::new(), BTreeSet::new());
        for &listing in grammar.listings() {
            match patterns(listing, spec(listing).entry_rule(grammar), None) {
                Some(found) => all.extend(found.patterns.into_iter().map(|(_, pattern)| format!("{pattern}$"))),
                None => regular = false,
            }
            alphabet.extend(characters(listing_rules(listing)));
            literals.extend(literals_of(listing_rules(listing)));
        }
        let automaton = if regular { Automaton::of_patterns(&all) } else { None };
        Language { name: grammar.id().to_string(), automaton, judge: Judge::Grammar(grammar), alphabet, literals }
    }

    /// The automaton, when the language is regular.
    pub(crate) fn automaton(&self) -> Option<&Automaton> {
        self.automaton.as_ref()
    }

    /// The language of one rule (`path-absolute`, or `path_absolute`) of a
    /// grammar id (of the first of its listings that has the rule) or of a
    /// `.pest` file read with its `companions`.
    ///
    /// # Errors
    /// [`LanguageError::NoRule`], or the file's [`crate::study::workbench::UserGrammarError`].
    ///
    /// ```
    /// use rfc1630::study::language::Language;
    /// let segment = Language::of_rule("rfc2396", &[], "segment").unwrap();
    /// assert!(segment.accepts("a;b") && !segment.accepts("a/b"));
    /// ```
    pub fn of_rule(grammar: &str, companions: &[&std::path::Path], rule: &str) -> Result<Language, LanguageError> {
        let rule = rule.replace('-', "_");
        let no_rule = || LanguageError::NoRule { grammar: grammar.to_string(), rule: rule.clone() };
        if let Ok(id) = grammar.parse::<Grammar>() {
            let listing = *id.listings().iter().find(|l| listing_rules(**l).contains_key(&rule)).ok_or_else(no_rule)?;
            return Language::of_rules(grammar, sources(listing), listing_rules(listing), Some(listing), &rule);
        }
        let read = |path: &std::path::Path| {
            std::fs::read_to_string(path).map_err(|e| {
                LanguageError::Grammar(crate::study::workbench::UserGrammarError::Io {
                    path: path.display().to_string(),
                    message: e.to_string(),
                })
            })
        };
        let path = std::path::Path::new(grammar);
        let mut owned = vec![(grammar.to_string(), read(path)?)];
        for companion in companions {
            owned.push((companion.display().to_string(), read(companion)?));
        }
        let texts: Vec<(&str, &str)> = owned.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
        let name = path.file_name().map_or(grammar.to_string(), |n| n.to_string_lossy().into_owned());
        Language::of_sources(&name, &texts, listing_of_file(path), &rule)
    }

    /// The language of `rule` in the grammar made of `texts` (`(file, text)`
    /// pairs), read with the PEG mechanics of `listing`'s overrides where it
    /// is a listing's grammar, and as its document means it where `import`
    /// wrote it (every rule's citation says its notation): every lookahead
    /// a PEG mechanic, `(!ANY ~ ANY)` no string. Verdicts come from the
    /// automaton where there is one, else from the workbench's `pest_vm`.
    ///
    /// # Errors
    /// As [`Language::of_rule`].
    ///
    /// ```
    /// use rfc1630::study::language::Language;
    /// let text = "list = { item ~ (\",\" ~ item)* }\nitem = { \"x\" | \"(\" ~ list ~ \")\" }";
    /// let nested = Language::of_sources("nested.pest", &[("nested.pest", text)], None, "list").unwrap();
    /// assert!(!nested.is_regular() && nested.accepts("(x,x),x"));
    /// ```
    pub fn of_sources(
        name: &str,
        texts: &[(&str, &str)],
        listing: Option<Listing>,
        rule: &str,
    ) -> Result<Language, LanguageError> {
        Language::of_rules(name, texts, &rules_of(texts.iter().map(|(_, t)| *t)), listing, rule)
    }

    /// [`Language::of_sources`] with the texts' rules already read.
    fn of_rules(
        name: &str,
        texts: &[(&str, &str)],
        rules: &HashMap<String, Expr>,
        listing: Option<Listing>,
        rule: &str,
    ) -> Result<Language, LanguageError> {
        if !rules.contains_key(rule) {
            return Err(LanguageError::NoRule { grammar: name.to_string(), rule: rule.to_string() });
        }
        // A file `import` wrote means its document's grammar, as `check`
        // reads it, and as `import --cfg` writes it: its lookaheads are PEG
        // mechanics and its `(!ANY ~ ANY)` matches nothing. Its rules then
        // have automata, and a comparison is exact without `--cfg`.
        // A file's `///` lines, read once (a listing's are kept read).
        let docs: Vec<RuleDoc> = match listing {
            Some(_) => Vec::new(),
            None => texts.iter().flat_map(|(_, text)| read_rule_docs(text).unwrap_or_default()).collect(),
        };
        let (rules_read, mechanics) = match listing.is_none() && written_by_import(&docs) {
            true => {
                let cfg = document_rules(rules);
                let every = cfg.keys().cloned().collect();
                (cfg, every)
            }
            false => {
                let mechanics =
                    rules.keys().filter(|r| listing.is_some_and(|l| lookahead_is_mechanic(l, r))).cloned().collect();
                (rules.clone(), mechanics)
            }
        };
        let mut compiler = Compiler::new(&rules_read, mechanics);
        let pattern = compiler.regex(&Expr::Ident(rule.to_string()), "").map(|p| format!("{p}$"));
        let automaton = pattern.and_then(|p| Automaton::of_patterns(&[p]));
        let judge = match automaton {
            Some(_) => Judge::Rule { production: spelled_in(&docs, listing, rule), listing },
            None => Judge::Pest(Box::new(UserGrammar::judged_by_pest(name, texts, Some(rule))?)),
        };
        Ok(Language {
            name: name.to_string(),
            automaton,
            judge,
            alphabet: characters(rules),
            literals: literals_of(rules),
        })
    }

    /// Whether the language has an automaton, so that a comparison with
    /// another that has one is exact.
    ///
    /// ```
    /// use rfc1630::study::language::Language;
    /// assert!(Language::of_rule("url-03", &[], "mailtoaddress").unwrap().is_regular());
    /// ```
    pub fn is_regular(&self) -> bool {
        self.automaton.is_some()
    }

    /// The grammar id or file the language is of.
    ///
    /// ```
    /// assert_eq!(rfc1630::study::language::Language::of_grammar(rfc1630::Grammar::Rfc3986).name(), "rfc3986");
    /// ```
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Whether `input` is in the language.
    ///
    /// ```
    /// let l = rfc1630::study::language::Language::of_rule("rfc1738", &[], "port").unwrap();
    /// assert!(l.accepts("80") && !l.accepts(""));
    /// ```
    pub fn accepts(&self, input: &str) -> bool {
        self.contains(input.as_bytes())
    }

    fn contains(&self, input: &[u8]) -> bool {
        match &self.automaton {
            Some(automaton) => automaton.accepts_input(input),
            None => self.verdict(input).is_accepted(),
        }
    }

    /// Whether some string of the language may begin with `input`: exactly,
    /// by the automaton; without one, where pest read `input` to its end
    /// (its furthest position, which may miss a prefix PEG loses: the
    /// guided search it steers proves what it finds, and bounds nothing).
    fn may_continue(&self, input: &[u8]) -> bool {
        match &self.automaton {
            Some(automaton) => automaton.viable(input).0 == input.len(),
            None => match self.verdict(input) {
                Judgement::Accepted { .. } => true,
                Judgement::Rejected { offset, .. } => offset >= input.len(),
            },
        }
    }

    /// This language's verdict on `input`.
    ///
    /// ```
    /// let l = rfc1630::study::language::Language::of_rule("rfc3986", &[], "port").unwrap();
    /// assert_eq!(l.verdict(b"8x").to_string(), "rejected at byte 1 in port, expected DIGIT or end of input");
    /// ```
    pub fn verdict(&self, input: &[u8]) -> Judgement {
        let text = String::from_utf8_lossy(input);
        match (&self.judge, &self.automaton) {
            (Judge::Grammar(grammar), _) => match crate::check(*grammar, &text) {
                Ok(verdict) => Judgement::Accepted { production: verdict.production.to_string() },
                Err(error) => Judgement::Rejected {
                    offset: error.offset(),
                    expected: error.expected().map(expected_names).unwrap_or_default(),
                    production: error
                        .stacks()
                        .first()
                        .map(|stack| match stack.innermost_production() {
                            Some(frame) => spelled_by(frame.rule, frame.citation),
                            None => stack
                                .frames
                                .first()
                                .map_or(stack.production, |frame| document_spelling(frame.listing, stack.production)),
                        })
                        .unwrap_or(grammar.id())
                        .to_string(),
                },
            },
            (Judge::Rule { production, listing }, Some(automaton)) => {
                let production = production.clone();
                let (offset, state) = automaton.viable_chars(input);
                if offset == input.len() && automaton.accepts[state as usize] {
                    return Judgement::Accepted { production };
                }
                let continuations = automaton.continuations(state);
                let end = offset < input.len() && automaton.accepts[state as usize];
                let expected = match listing.and_then(|l| listing_automata(l, spec(l).entry)) {
                    Some(automata) => expected_names(&name_set(
                        automata.listing,
                        &automata.classes,
                        crate::diagnose::automata::bit_set(&continuations),
                        match std::str::from_utf8(input) {
                            Ok(_) => automaton.char_continuations(state),
                            Err(_) => Vec::new(),
                        },
                        end,
                    )),
                    None if std::str::from_utf8(input).is_ok() => {
                        // Beyond ASCII the language continues with characters, not lead bytes.
                        let ascii: [bool; 256] = std::array::from_fn(|b| b < 0x80 && continuations[b]);
                        let mut names = byte_ranges(&ascii, false);
                        names.extend(automaton.char_continuations(state).into_iter().map(char_run));
                        if end {
                            names.push(super::expected::END_OF_INPUT.to_string());
                        }
                        names
                    }
                    None => byte_ranges(&continuations, end),
                };
                Judgement::Rejected { offset, expected, production }
            }
            (Judge::Rule { production, .. }, None) => {
                Judgement::Rejected { offset: 0, expected: Vec::new(), production: production.clone() }
            }
            (Judge::Pest(grammar), _) => match grammar.check(&text) {
                Ok(verdict) => Judgement::Accepted { production: verdict.production },
                Err(rejection) => Judgement::Rejected {
                    offset: rejection.offset,
                    expected: rejection.expected,
                    production: grammar.spelled(grammar.entry()),
                },
            },
        }
    }
}

/// Compares language `a` with language `b`: exactly, through the product of
/// their automata, when both have one and the product fits its budget;
/// otherwise by the bounded search, whose bound the answer carries. Each
/// difference gets its first `witnesses` shortest strings, and (when exact)
/// up to 8 more, one per byte at which the automata part; each witness
/// carries both verdicts.
///
/// ```
/// use rfc1630::study::language::{compare, Language, Relation};
/// let a = Language::of_rule("rfc2396", &[], "abs_path").unwrap();
/// let b = Language::of_rule("rfc3986", &[], "path-absolute").unwrap();
/// let d = compare(&a, &b, 3);
/// assert_eq!(d.relation, Relation::Superset);
/// assert_eq!(d.a_only[0].input, "//");
/// ```
pub fn compare(a: &Language, b: &Language, witnesses: usize) -> LanguageDiff {
    compare_with(a, b, witnesses, 8)
}

/// [`compare`], with at most `variety` witnesses past the shortest (0 for
/// a rule row, which shows only the shortest).
///
/// ```
/// use rfc1630::study::language::{compare_with, Language};
/// let a = Language::of_rule("rfc2396", &[], "uric").unwrap();
/// let b = Language::of_rule("rfc2732", &[], "uric").unwrap();
/// let d = compare_with(&a, &b, 1, 0);
/// assert_eq!(d.b_only.iter().map(|w| w.input.as_str()).collect::<Vec<_>>(), ["["]);
/// ```
pub fn compare_with(a: &Language, b: &Language, witnesses: usize, variety: usize) -> LanguageDiff {
    let (a_found, b_found, shared, exact, bound) = match (&a.automaton, &b.automaton) {
        (Some(x), Some(y)) => {
            let found = product::compare(x, y, witnesses, variety, PAIR_BUDGET);
            let bound = (!found.complete).then_some(found.bound);
            (found.a_witnesses, found.b_witnesses, (found.a_only, found.b_only, found.shared), found.complete, bound)
        }
        _ => {
            let alphabet: Vec<char> = a.alphabet.union(&b.alphabet).copied().collect();
            let (in_a, in_b) = (|s: &[u8]| a.contains(s), |s: &[u8]| b.contains(s));
            let mut tried = bounded::search(&alphabet, &in_a, &in_b, witnesses, bounded::STRING_BUDGET);
            // Past the length every string was tried to, the strings that
            // lead into both languages, then into either, from the strings
            // they name (RFC 6068's begin with the seven bytes `mailto:`).
            let seeds: Vec<Vec<u8>> = std::iter::once(String::new())
                .chain(a.literals.union(&b.literals).cloned())
                .map(String::into_bytes)
                .collect();
            let both = |s: &[u8]| a.may_continue(s) && b.may_continue(s);
            let (a_grows, b_grows) = (|s: &[u8]| a.may_continue(s), |s: &[u8]| b.may_continue(s));
            for grows in [&both as &dyn Fn(&[u8]) -> bool, &a_grows, &b_grows] {
                bounded::guided(
                    &alphabet,
                    &seeds,
                    grows,
                    (&in_a, &in_b),
                    witnesses,
                    bounded::STRING_BUDGET,
                    &mut tried,
                );
            }
            let parts = (!tried.a_only.is_empty(), !tried.b_only.is_empty(), tried.shared);
            (tried.a_only, tried.b_only, parts, false, Some(tried.bound))
        }
    };
    let judged = |inputs: Vec<Vec<u8>>| {
        inputs
            .into_iter()
            .map(|input| LanguageWitness {
                a: a.verdict(&input),
                b: b.verdict(&input),
                input: String::from_utf8_lossy(&input).into_owned(),
            })
            .collect()
    };
    LanguageDiff {
        relation: if exact {
            Relation::of(shared.0, shared.1, shared.2)
        } else {
            Relation::proved(shared.0, shared.1, shared.2)
        },
        exact,
        bound,
        a_only: judged(a_found),
        b_only: judged(b_found),
    }
}

/// The rules of a listing's grammar files, read once per process.
fn listing_rules(listing: Listing) -> &'static HashMap<String, Expr> {
    static READ: [OnceLock<HashMap<String, Expr>>; LISTINGS] = [const { OnceLock::new() }; LISTINGS];
    READ[listing as usize].get_or_init(|| rules_of(sources(listing).iter().map(|(_, text)| *text)))
}

/// The rules of grammar texts by name (a text that does not parse adds none).
fn rules_of<'t>(texts: impl IntoIterator<Item = &'t str>) -> HashMap<String, Expr> {
    let mut rules = HashMap::new();
    for text in texts {
        let Ok(pairs) = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text) else { continue };
        for rule in pest_meta::parser::consume_rules(pairs).unwrap_or_default() {
            rules.insert(rule.name, rule.expr);
        }
    }
    rules
}

/// The characters the rules name: their literals' (both cases of a
/// case-insensitive one), and each range's ends and middle, whole (a
/// range beyond ASCII, `'\u{A0}'..'\u{D7FF}'`, gives chars, not the lead
/// bytes of its ends, which alone are no string of any language).
/// The strings the rules name: each literal as written, and a
/// case-insensitive one in lower case too.
fn literals_of(rules: &HashMap<String, Expr>) -> BTreeSet<String> {
    fn walk(expr: &Expr, out: &mut BTreeSet<String>) {
        match expr {
            Expr::Str(s) => {
                out.insert(s.clone());
            }
            Expr::Insens(s) => {
                out.extend([s.clone(), s.to_lowercase()]);
            }
            Expr::Seq(x, y) | Expr::Choice(x, y) => {
                walk(x, out);
                walk(y, out);
            }
            Expr::Opt(e)
            | Expr::Rep(e)
            | Expr::RepOnce(e)
            | Expr::PosPred(e)
            | Expr::NegPred(e)
            | Expr::RepExact(e, _)
            | Expr::RepMin(e, _)
            | Expr::RepMax(e, _)
            | Expr::RepMinMax(e, _, _) => walk(e, out),
            _ => {}
        }
    }
    let mut out = BTreeSet::new();
    rules.values().for_each(|expr| walk(expr, &mut out));
    out
}

fn characters(rules: &HashMap<String, Expr>) -> BTreeSet<char> {
    fn walk(expr: &Expr, out: &mut BTreeSet<char>) {
        match expr {
            Expr::Str(s) => out.extend(s.chars()),
            Expr::Insens(s) => out.extend(s.chars().flat_map(|c| [c.to_ascii_lowercase(), c.to_ascii_uppercase()])),
            Expr::Range(from, to) => {
                if let (Some(x), Some(y)) = (from.chars().next(), to.chars().next()) {
                    // The middle code point, or the last char before the surrogates it may fall among.
                    let middle = u32::from(x).midpoint(u32::from(y));
                    out.extend([x, char::from_u32(middle).unwrap_or('\u{D7FF}'), y]);
                }
            }
            Expr::Ident(name) => match name.as_str() {
                "ASCII_ALPHA" => out.extend(['a', 'z', 'A', 'Z']),
                "ASCII_DIGIT" => out.extend(['0', '9']),
                "ASCII_HEX_DIGIT" => out.extend(['0', 'a', 'F']),
                _ => {}
            },
            Expr::Seq(x, y) | Expr::Choice(x, y) => {
                walk(x, out);
                walk(y, out);
            }
            Expr::Opt(e)
            | Expr::Rep(e)
            | Expr::RepOnce(e)
            | Expr::PosPred(e)
            | Expr::NegPred(e)
            | Expr::RepExact(e, _)
            | Expr::RepMin(e, _)
            | Expr::RepMax(e, _)
            | Expr::RepMinMax(e, _, _) => walk(e, out),
            _ => {}
        }
    }
    let mut out = BTreeSet::new();
    rules.values().for_each(|expr| walk(expr, &mut out));
    out
}

/// `rule` as the citation of its definition spells it, in `listing`'s
/// rules or else in `docs` (a `.pest` file's and its companions'):
/// `relative-ref` for `relative_ref`, as every verdict names a production.
fn spelled_in(docs: &[RuleDoc], listing: Option<Listing>, rule: &str) -> String {
    let docs: &[RuleDoc] = match listing {
        Some(listing) => crate::grammar::listings::rules(listing),
        None => docs,
    };
    docs.iter().find(|doc| doc.name == rule).map_or(rule.to_string(), |doc| spelled_by(rule, &doc.citation).to_string())
}

/// An expected set as the list a witness's verdict holds, each class
/// spelled as its document prints it (`sub-delims`, not `sub_delims`).
fn expected_names(set: &crate::diagnose::error::ExpectedSet) -> Vec<String> {
    let mut names: Vec<String> = set.classes.iter().map(|c| spelled_by(c.rule, c.citation).to_string()).collect();
    names.extend(set.literals.iter().map(Byte::to_string));
    names.extend(set.characters.iter().map(crate::support::viable_chars::spelled));
    if set.end_of_input {
        names.push(super::expected::END_OF_INPUT.to_string());
    }
    names
}

/// The listing whose own grammar file has the file name of `path`.
fn listing_of_file(path: &std::path::Path) -> Option<Listing> {
    let name = path.file_name()?;
    crate::grammar::listings::printed()
        .find(|row| row.sources.first().is_some_and(|(own, _)| std::path::Path::new(own).file_name() == Some(name)))
        .map(|row| row.listing)
}
