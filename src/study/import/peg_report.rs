//! What an import says of its PEG hazards: each found statically, each
//! repair listed as a P row of `grammar/ERRATA.md` is (the rule, the
//! mechanism, what was done, the string it mends), each hazard left with
//! the string pest loses, and the size of each rule's check.

use super::hazard::Mechanism;

/// The hazards of an imported grammar: found, repaired, left, and the check.
///
/// ```
/// use rfc1630::study::import::{import, Mechanism, Options, Remedy};
/// let text = b"   octet = DIGIT / %x31-39 DIGIT\n";
/// let imported = import("t.txt", text, &Options::default()).unwrap();
/// let repair = &imported.hazards.repairs[0];
/// assert_eq!((repair.rule.as_str(), repair.mechanism, repair.remedy), ("octet", Mechanism::OrderedChoice, Remedy::Reordered));
/// assert_eq!(repair.mends, "10");
/// assert!(imported.grammar().contains("octet = { '\\u{31}'..'\\u{39}' ~ DIGIT | DIGIT }"));
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Hazards {
    /// Every hazard found statically, in the rules' order.
    pub found: Vec<Hazard>,
    /// The repairs made, each mending a string pest lost.
    pub repairs: Vec<Repair>,
    /// The rules pest still loses strings of.
    pub unrepaired: Vec<Unrepaired>,
    /// Each rule checked, with the check's size.
    pub checked: Vec<Checked>,
    /// Each rule not checked, and why.
    pub unchecked: Vec<Unchecked>,
    /// The document's examples of its entry, run through the written
    /// grammar and the document's where the entry had no automaton check.
    pub examples: Vec<ExampleRun>,
    /// Why pest refuses the written grammar, or the import declines to
    /// hand it to pest (one of its limits); empty when pest loads it.
    pub refused: Vec<Refusal>,
}

/// One reason pest refuses the written grammar, or a limit of the import
/// that keeps it from pest.
///
/// ```
/// use rfc1630::study::import::{import, Options};
/// let imported = import("t.txt", b"   a = a \"x\" / \"y\"\n", &Options::default()).unwrap();
/// let refusal = &imported.hazards.refused[0];
/// assert_eq!(refusal.rule.as_deref(), Some("a"));
/// assert!(refusal.reason.contains("left-recursive"), "{}", refusal.reason);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// The rule it names, as the document spells it, if it names one.
    pub rule: Option<String>,
    /// pest's message, or the limit the import met.
    pub reason: String,
}

/// One of the document's examples of its entry, run through the written
/// grammar (pest) and the document's grammar (every way followed).
///
/// ```
/// use rfc1630::study::import::{import, Options};
/// // Not regular (`c` nests), so the entry's examples are run: pest's
/// // greedy `1*ALPHA` takes the `z` that ends l.3's example.
/// let text = b"   u = \"u:\" 1*ALPHA \"z\" [ c ]\n   c = \"(\" *c \")\"\n\n   For example <u:abz>.\n";
/// let imported = import("t.txt", text, &Options::default()).unwrap();
/// let run = &imported.hazards.examples[0];
/// assert_eq!((run.line, run.text.as_str(), run.derived), (4, "u:abz", Some(true)));
/// assert_eq!(run.stopped.as_ref().map(|s| s.at), Some(5));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExampleRun {
    /// Its first line in the document.
    pub line: usize,
    /// The example, joined across its lines.
    pub text: String,
    /// Whether the document's grammar derives it; `None` when that is not
    /// known (a left recursion, or past the bounds).
    pub derived: Option<bool>,
    /// Where pest stops on it; `None` when pest derives it whole.
    pub stopped: Option<Stop>,
}

/// Where pest stops on a string.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stop {
    /// The byte where pest fails.
    pub at: usize,
    /// The rules pest expected there, as the grammar file names them.
    pub expected: Vec<String>,
}

/// A hazard found statically.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hazard {
    /// The rule, as the document spells it.
    pub rule: String,
    /// The mechanism.
    pub mechanism: Mechanism,
    /// The choice, repetition or option, as ABNF.
    pub site: String,
    /// A string that shows the overlap: a later alternative's string whose
    /// proper prefix an earlier one matches, or what follows a repetition
    /// or option that its element can start.
    pub example: String,
}

/// How a hazard was repaired.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Remedy {
    /// Alternatives reordered longest-first.
    Reordered,
    /// An alternative or option taken only where what may follow comes next.
    EndLookahead,
    /// A repetition's iteration taken only where what comes next can continue.
    Stopped,
}

impl std::fmt::Display for Remedy {
    /// As a P row says it.
    ///
    /// ```
    /// assert_eq!(rfc1630::study::import::Remedy::Stopped.to_string(), "repetition made to stop");
    /// ```
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Remedy::Reordered => "alternatives reordered longest-first",
            Remedy::EndLookahead => "end lookahead",
            Remedy::Stopped => "repetition made to stop",
        })
    }
}

/// A repair, listed as a P row is: the rule, the mechanism, what was done
/// and the string it mends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Repair {
    /// The rule, as the document spells it.
    pub rule: String,
    /// The mechanism repaired.
    pub mechanism: Mechanism,
    /// What was done.
    pub remedy: Remedy,
    /// The choice, repetition or option, as ABNF.
    pub site: String,
    /// The shortest string that pest lost as printed and derives repaired.
    pub mends: String,
    /// The rule `mends` is a string of: `rule` itself, or a rule that uses
    /// it where the hazard loses strings only in that rule's context.
    pub of: String,
}

/// A rule pest loses strings of, with no repair found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unrepaired {
    /// The rule, as the document spells it.
    pub rule: String,
    /// Its own hazards' mechanisms (none: the loss comes from a rule it uses).
    pub mechanisms: Vec<Mechanism>,
    /// The shortest string of the rule the check saw pest lose.
    pub lost: String,
}

/// One rule's check: every string up to `n`, and `sampled` more beyond.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checked {
    /// The rule, as the document spells it.
    pub rule: String,
    /// Every string of the rule up to this length was tried.
    pub n: usize,
    /// How many strings that was.
    pub exhaustive: usize,
    /// How many strings longer than `n` were drawn from the automaton.
    pub sampled: usize,
}

/// A rule the check did not reach.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unchecked {
    /// The rule, as the document spells it.
    pub rule: String,
    /// Why.
    pub why: NotChecked,
}

/// Why a rule was not checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotChecked {
    /// Its CFG meaning has no automaton: it is recursive (not regular here),
    /// or written out it is longer than the check takes.
    NotRegular,
    /// Its automaton outgrows the check's budget.
    TooLarge,
    /// The grammar's characters fall into too many classes.
    Alphabet,
    /// pest refuses the written grammar (a left recursion, one it holds
    /// to be one, or a walk of the rules' left ends too long to make).
    PestRefuses,
    /// The import's check budget was spent on the rules before it.
    Budget,
}
