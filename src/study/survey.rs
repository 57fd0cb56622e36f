//! How well grammars fit a corpus, and where its lines break them
//! (`rfc1630 survey`): for each grammar, the lines it accepts, counted
//! by production, and the lines it rejects, counted by the production at
//! which the diagnosis stops, with the findings of `grammar/ERRATA.md` that
//! explain them and the first line of each kind as an example.
//!
//! A [`Survey`] is a sum: the surveys of two parts of a corpus
//! [`merge`](Survey::merge) into the survey of the whole, which is how the
//! CLI surveys a stream on every core with flat memory.

pub use crate::diagnose::rejection::{stop_of, NO_PRODUCTION, OVER_LENGTH_CAP};
use crate::diagnose::MAX_INPUT_LEN;
use crate::study::workbench::GrammarChoice;
use serde::Serialize;
use std::collections::BTreeMap;

/// The survey of a corpus under several grammars. Its JSON form is one
/// object keyed by grammar, each holding `accepted`, `by_production`,
/// `rejected_by` and `rejections`.
///
/// ```
/// use rfc1630::study::survey::survey;
/// use rfc1630::study::workbench::GrammarChoice;
/// use rfc1630::Grammar;
/// let grammars = [GrammarChoice::Builtin(Grammar::Url7)];
/// let s = survey(&grammars, ["http://info.cern.ch/", "news:comp.infosystems.www", "http://h/<"]);
/// let url7 = &s.grammars[0];
/// assert_eq!((s.lines, url7.accepted), (3, 2));
/// assert_eq!(url7.by_production["url7:httpaddress"], 1);
/// assert_eq!(url7.rejected_by.values().sum::<u64>(), 1);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Survey {
    /// The lines surveyed.
    pub lines: u64,
    /// One survey per grammar, in the order they were given.
    pub grammars: Vec<GrammarSurvey>,
}

/// One grammar's survey of a corpus.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GrammarSurvey {
    /// The grammar's id, or a user file's name (the key of the JSON form).
    #[serde(skip)]
    pub grammar: String,
    /// The lines it accepts.
    pub accepted: u64,
    /// The accepted lines by the production of their verdict
    /// (`listing:production`, as `check` writes it: `url7:httpaddress`).
    pub by_production: BTreeMap<String, u64>,
    /// The rejected lines by the production at which the diagnosis stops
    /// ([`stop_of`]): `listing:production`.
    pub rejected_by: BTreeMap<String, u64>,
    /// For each key of `rejected_by`: its findings and its first line.
    pub rejections: BTreeMap<String, Rejections>,
}

/// What the lines rejected at one production have in common.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Rejections {
    /// The findings that explain them, with how many lines each explains
    /// (a line no finding explains is in no count).
    pub findings: BTreeMap<&'static str, u64>,
    /// The first such line of the corpus.
    pub example: String,
    /// Its number: 1-based, as the caller counts lines.
    pub line: u64,
}

/// One line of a corpus, as [`Survey::add`] takes it.
#[derive(Debug, Clone, Copy)]
pub enum Input<'a> {
    /// A line of text.
    Text(&'a str),
    /// A line that is not UTF-8, which every grammar rejects under [`NOT_UTF8`].
    NotUtf8(&'a [u8]),
    /// The first bytes of a line over [`MAX_INPUT_LEN`], which every grammar
    /// rejects under [`OVER_LENGTH_CAP`] (a reader need not keep the rest).
    TooLong(&'a [u8]),
}

/// How much of an input over the length cap its example keeps.
const EXAMPLE_BYTES: usize = 64;

/// The key of an input line that is not UTF-8.
pub const NOT_UTF8: &str = "(not UTF-8)";

/// Surveys `inputs` (numbered from 1) under `grammars`.
///
/// ```
/// use rfc1630::study::survey::survey;
/// use rfc1630::study::workbench::GrammarChoice;
/// let grammars = [GrammarChoice::resolve("url4", &[], None).unwrap()];
/// let s = survey(&grammars, ["gopher://host/"]);
/// let rejected = &s.grammars[0].rejections;
/// let (stop, why) = rejected.iter().next().unwrap();
/// assert_eq!(why.findings["F6"], 1); // a gopher root needs a gtype
/// assert_eq!((why.example.as_str(), why.line), ("gopher://host/", 1));
/// assert!(stop.starts_with("url4:"));
/// ```
pub fn survey<'i>(grammars: &[GrammarChoice], inputs: impl IntoIterator<Item = &'i str>) -> Survey {
    let mut survey = Survey::new(grammars);
    for (index, input) in inputs.into_iter().enumerate() {
        survey.add(grammars, index as u64 + 1, Input::Text(input));
    }
    survey
}

impl Serialize for Survey {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(self.grammars.len()))?;
        for survey in &self.grammars {
            map.serialize_entry(&survey.grammar, survey)?;
        }
        map.end()
    }
}

impl Survey {
    /// The survey of no lines under `grammars`.
    ///
    /// ```
    /// use rfc1630::study::survey::Survey;
    /// use rfc1630::study::workbench::GrammarChoice;
    /// let s = Survey::new(&[GrammarChoice::Builtin(rfc1630::Grammar::Url4)]);
    /// assert_eq!((s.lines, s.grammars[0].grammar.as_str()), (0, "url4"));
    /// ```
    pub fn new(grammars: &[GrammarChoice]) -> Self {
        let grammars = grammars
            .iter()
            .map(|choice| GrammarSurvey {
                grammar: choice.name().to_string(),
                accepted: 0,
                by_production: BTreeMap::new(),
                rejected_by: BTreeMap::new(),
                rejections: BTreeMap::new(),
            })
            .collect();
        Survey { lines: 0, grammars }
    }

    /// Adds line number `line` under each of `grammars` (the ones the survey
    /// was made with, in the same order).
    ///
    /// ```
    /// use rfc1630::study::survey::{Input, Survey, NOT_UTF8};
    /// use rfc1630::study::workbench::GrammarChoice;
    /// let grammars = [GrammarChoice::Builtin(rfc1630::Grammar::Url4)];
    /// let mut s = Survey::new(&grammars);
    /// s.add(&grammars, 7, Input::NotUtf8(b"http://h/\xff"));
    /// assert_eq!(s.grammars[0].rejected_by[NOT_UTF8], 1);
    /// assert_eq!(s.grammars[0].rejections[NOT_UTF8].example, "http://h/\u{fffd}");
    /// ```
    pub fn add(&mut self, grammars: &[GrammarChoice], line: u64, input: Input<'_>) {
        self.lines += 1;
        for (survey, choice) in self.grammars.iter_mut().zip(grammars) {
            match input {
                Input::Text(text) => survey.add(choice, line, text),
                Input::NotUtf8(bytes) => {
                    survey.reject(NOT_UTF8, None, line, &String::from_utf8_lossy(bytes));
                }
                Input::TooLong(start) => {
                    let shown = String::from_utf8_lossy(&start[..start.len().min(EXAMPLE_BYTES)]) + "…";
                    survey.reject(OVER_LENGTH_CAP, None, line, &shown);
                }
            }
        }
    }

    /// Adds the survey of the lines that follow this one's: the counts add
    /// up, and an example stays the earlier one.
    ///
    /// ```
    /// use rfc1630::study::survey::survey;
    /// use rfc1630::study::workbench::GrammarChoice;
    /// let grammars = [GrammarChoice::Builtin(rfc1630::Grammar::Url7)];
    /// let lines = ["http://h/<", "news:x", "http://h/>"];
    /// let mut first = survey(&grammars, lines[..1].iter().copied());
    /// first.merge(survey(&grammars, lines[1..].iter().copied()));
    /// let whole = survey(&grammars, lines);
    /// assert_eq!(first.grammars[0].rejected_by, whole.grammars[0].rejected_by);
    /// assert_eq!(first.grammars[0].by_production, whole.grammars[0].by_production);
    /// ```
    pub fn merge(&mut self, later: Survey) {
        self.lines += later.lines;
        for (survey, later) in self.grammars.iter_mut().zip(later.grammars) {
            survey.accepted += later.accepted;
            for (production, count) in later.by_production {
                *survey.by_production.entry(production).or_default() += count;
            }
            for (stop, count) in later.rejected_by {
                *survey.rejected_by.entry(stop).or_default() += count;
            }
            for (stop, rejections) in later.rejections {
                match survey.rejections.get_mut(&stop) {
                    Some(earlier) => {
                        for (finding, count) in rejections.findings {
                            *earlier.findings.entry(finding).or_default() += count;
                        }
                        if rejections.line < earlier.line {
                            earlier.example = rejections.example;
                            earlier.line = rejections.line;
                        }
                    }
                    None => {
                        survey.rejections.insert(stop, rejections);
                    }
                }
            }
        }
    }
}

impl GrammarSurvey {
    /// The lines the grammar rejects.
    ///
    /// ```
    /// use rfc1630::study::survey::survey;
    /// use rfc1630::study::workbench::GrammarChoice;
    /// let s = survey(&[GrammarChoice::Builtin(rfc1630::Grammar::Url7)], ["http://h/<", "news:x"]);
    /// assert_eq!(s.grammars[0].rejected(), 1);
    /// ```
    pub fn rejected(&self) -> u64 {
        self.rejected_by.values().sum()
    }

    fn add(&mut self, choice: &GrammarChoice, line: u64, input: &str) {
        if input.len() > MAX_INPUT_LEN {
            let mut end = EXAMPLE_BYTES;
            while !input.is_char_boundary(end) {
                end -= 1;
            }
            return self.reject(OVER_LENGTH_CAP, None, line, &format!("{}…", &input[..end]));
        }
        match choice {
            GrammarChoice::Builtin(grammar) => match crate::recognize::brief::check_stop(*grammar, input) {
                Ok(verdict) => match crate::recognize::dfa::grammar_dfa(*grammar).and_then(|dfa| dfa.key(&verdict)) {
                    Some(key) => self.accept(key),
                    None => self.accept(&verdict.to_string()),
                },
                Err(rejection) => self.reject(&rejection.stop, rejection.finding.map(|f| f.id), line, input),
            },
            GrammarChoice::User(user) => match user.check(input) {
                Ok(verdict) => self.accept(&verdict.to_string()),
                Err(rejection) => {
                    let stop = match rejection.expected.as_slice() {
                        [] => NO_PRODUCTION.to_string(),
                        expected => expected.join("|"),
                    };
                    self.reject(&format!("{}:{stop}", rejection.file), None, line, input);
                }
            },
        }
    }

    fn accept(&mut self, production: &str) {
        self.accepted += 1;
        match self.by_production.get_mut(production) {
            Some(count) => *count += 1,
            None => {
                self.by_production.insert(production.to_string(), 1);
            }
        }
    }

    fn reject(&mut self, stop: &str, finding: Option<&'static str>, line: u64, input: &str) {
        match self.rejected_by.get_mut(stop) {
            Some(count) => *count += 1,
            None => {
                self.rejected_by.insert(stop.to_string(), 1);
                let rejections = Rejections { findings: BTreeMap::new(), example: input.to_string(), line };
                self.rejections.insert(stop.to_string(), rejections);
            }
        }
        let Some(rejections) = self.rejections.get_mut(stop) else { return };
        if let Some(finding) = finding {
            *rejections.findings.entry(finding).or_default() += 1;
        }
    }
}

/// The entries of a count map, the largest count first, then by name: the
/// order the survey's tables show.
///
/// ```
/// let counts = [("b".to_string(), 2), ("a".to_string(), 2), ("c".to_string(), 5)].into();
/// assert_eq!(rfc1630::study::survey::ranked(&counts), [("c", 5), ("a", 2), ("b", 2)]);
/// ```
pub fn ranked(counts: &BTreeMap<String, u64>) -> Vec<(&str, u64)> {
    let mut entries: Vec<(&str, u64)> = counts.iter().map(|(k, &n)| (k.as_str(), n)).collect();
    entries.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    entries
}
