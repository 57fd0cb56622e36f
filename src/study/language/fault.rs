//! The findings' witnesses made shortest. A finding whose witness one
//! grammar accepts and another rejects says "A accepts what B does not";
//! the witness is a string someone wrote (an example of the documents, a URI
//! of the corpora), seldom the shortest. Its fault is the byte that B
//! refuses: every string that keeps the witness up to and including that
//! byte is refused by B at the same offset. The shortest of those that A
//! accepts is the witness's prefix then A's shortest completion (first in
//! byte order), read off A's automaton.
//!
//! A witness that B rejects at its end (B wanted more) keeps its own text:
//! no shorter string has that fault. A grammar with no automaton gives no
//! shortest witness (every built-in grammar has one).

use super::operand::Language;
use crate::grammar::findings::{self, Expect};
use crate::grammar::Grammar;
use std::collections::HashMap;

/// The shortest string with the fault of a finding's witness.
///
/// ```
/// use rfc1630::study::language::shortest_faults;
/// use rfc1630::Grammar;
/// let faults = shortest_faults();
/// let f10 = faults.iter().find(|f| f.finding == "F10" && f.rejects == Grammar::Url03).unwrap();
/// assert!(rfc1630::check(f10.accepts, &f10.shortest).is_ok());
/// assert_eq!(rfc1630::check(Grammar::Url03, &f10.shortest).unwrap_err().offset(), f10.offset);
/// assert!(f10.shortest.len() <= f10.witness.len());
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShortestFault {
    /// The finding's id (`F10`).
    pub finding: &'static str,
    /// The grammar that accepts the witness.
    pub accepts: Grammar,
    /// The grammar that rejects it.
    pub rejects: Grammar,
    /// The finding's own witness, the shortest of its witnesses with this pair.
    pub witness: &'static str,
    /// The byte offset at which [`ShortestFault::rejects`] refuses both.
    pub offset: usize,
    /// The shortest string that `accepts` takes and `rejects` refuses at
    /// `offset`, keeping the witness up to the byte refused.
    pub shortest: String,
}

/// For each finding and each pair of its grammars where a witness is
/// accepted by one and rejected by the other, the shortest string with that
/// fault, in the order of [`findings::ALL`] and of the witnesses.
///
/// ```
/// let faults = rfc1630::study::language::shortest_faults();
/// assert!(faults.iter().all(|f| f.shortest.len() <= f.witness.len()));
/// ```
pub fn shortest_faults() -> Vec<ShortestFault> {
    let mut languages: HashMap<Grammar, Language> = HashMap::new();
    let mut out: Vec<ShortestFault> = Vec::new();
    for finding in findings::ALL {
        for witness in finding.witnesses {
            for &(accepts, accepted) in witness.verdicts {
                if !matches!(accepted, Expect::Accepted(_)) {
                    continue;
                }
                for &(rejects, rejected) in witness.verdicts {
                    let Expect::Rejected(offset) = rejected else { continue };
                    let language = languages.entry(accepts).or_insert_with(|| Language::of_grammar(accepts));
                    let Some(shortest) = shortest_with_fault(language, witness.input, offset) else { continue };
                    let fault = ShortestFault {
                        finding: finding.id,
                        accepts,
                        rejects,
                        witness: witness.input,
                        offset,
                        shortest,
                    };
                    let same_pair = |f: &&mut ShortestFault| {
                        f.finding == finding.id && f.accepts == accepts && f.rejects == rejects
                    };
                    match out.iter_mut().find(|f| same_pair(f)) {
                        Some(kept)
                            if (fault.shortest.len(), &fault.shortest) < (kept.shortest.len(), &kept.shortest) =>
                        {
                            *kept = fault
                        }
                        Some(_) => {}
                        None => out.push(fault),
                    }
                }
            }
        }
    }
    out
}

/// `input` kept up to and including the character that starts at `offset`,
/// then `language`'s shortest completion; `input` itself when `offset` is
/// its end.
fn shortest_with_fault(language: &Language, input: &str, offset: usize) -> Option<String> {
    let automaton = language.automaton()?;
    let Some(refused) = input.get(offset..).and_then(|rest| rest.chars().next()) else {
        return automaton.accepts_input(input.as_bytes()).then(|| input.to_string());
    };
    let kept = &input.as_bytes()[..offset + refused.len_utf8()];
    let (viable, state) = automaton.viable(kept);
    if viable != kept.len() {
        return None;
    }
    let completion = automaton.completion(state, &automaton.distances_to_accept())?;
    String::from_utf8([kept, &completion].concat()).ok()
}
