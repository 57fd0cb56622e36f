//! The productions in progress at an error offset, read from a derivation
//! of the input's viable prefix completed into the language.

use super::automata::{cache_index, ListingAutomata, ProductionDfa, LISTINGS};
use super::derivation::Derivation;
use crate::diagnose::error::{Frame, RuleKind, Stack};
use crate::grammar::listings::citation;
use crate::grammar::Listing;
use std::sync::OnceLock;

/// The listing's rules ready to derive, every rule normal (the derivation
/// makes a pair of every rule), so that the character-class and run rules
/// that P3 makes silent or atomic appear as pairs. The markers change the
/// pairs, not what matches (P3).
fn derivation(automata: &'static ListingAutomata) -> Option<&'static Derivation<'static>> {
    static DERIVATIONS: [OnceLock<Option<Derivation<'static>>>; 2 * LISTINGS] =
        [const { OnceLock::new() }; 2 * LISTINGS];
    DERIVATIONS[cache_index(automata.listing, automata.entry)].get_or_init(|| Derivation::new(&automata.rules)).as_ref()
}

/// The stack of `production` at `offset`: `completed` is the input's first
/// `offset` bytes followed by a shortest completion into the production.
///
/// The frames are the pairs of pest's derivation of `completed` (run by
/// [`Derivation`]) that hold
/// the byte at `offset` and began before it (innermost first; the entry rule
/// left out), or, when the completion is empty, the pairs that end there.
/// `after` is the frame's child that ends at `offset`, and `next` the
/// literal text the innermost frame reads there itself (`"/"` after `login`
/// in `ftpaddress`); `begins` the outermost production of the completion
/// that starts at `offset` inside that frame (`port` after `host :`).
pub(crate) fn stack(
    automata: &'static ListingAutomata,
    production: &'static str,
    completed: &str,
    offset: usize,
) -> Option<Stack> {
    let pairs = derivation(automata)?.derive(automata.entry, completed).ok()?;
    let all: Vec<(&'static str, usize, usize)> = pairs
        .into_iter()
        .filter_map(|p| Some((rule_name(automata, p.rule)?, p.start, p.end)))
        .filter(|&(name, ..)| name != "EOI")
        .collect();
    let entry = |&&(name, ..): &&(&'static str, usize, usize)| name == automata.entry;
    let holding = |&&(_, start, end): &&(&'static str, usize, usize)| (start < offset || start == 0) && offset < end;
    let mut chain: Vec<&(&'static str, usize, usize)> = all.iter().filter(|c| !entry(c)).filter(holding).collect();
    if chain.is_empty() {
        chain = all.iter().filter(|c| !entry(c)).filter(|&&(_, start, end)| start < offset && end == offset).collect();
    }
    // What the entry rule itself reads (`# fragmentid`) has no other frame.
    if chain.is_empty() {
        chain = all.iter().filter(entry).collect();
    }
    // Flattened pairs come outermost first; equal spans nest in that order too.
    let innermost = *chain.last()?;
    let children: Vec<&(&'static str, usize, usize)> = all
        .iter()
        .filter(|c| c.1 >= innermost.1 && c.2 <= innermost.2 && !std::ptr::eq(*c, innermost) && !entry(c))
        .filter(|c| !chain.iter().any(|outer| std::ptr::eq(*outer, *c)))
        .collect();
    let after = children.iter().filter(|c| c.2 == offset && c.1 < offset).map(|c| c.0).next();
    let next_child = children.iter().map(|c| c.1).filter(|&s| s >= offset).min().unwrap_or(innermost.2);
    let next = (innermost.2 > offset && next_child > offset).then(|| completed[offset..next_child].to_string());
    let frame = |&(rule, start, _): &(&'static str, usize, usize)| Frame {
        listing: automata.listing,
        rule,
        citation: citation(automata.listing, rule),
        // The kind of a rule, from its marker in the grammar file (P3).
        kind: automata.kinds.get(rule).copied().unwrap_or(RuleKind::Production),
        start,
    };
    let begins = children
        .iter()
        .filter(|c| c.1 == offset && c.2 >= offset)
        // `void` (the listings' name for the empty string) names no place.
        .filter(|c| c.0 != "void")
        .map(|c| frame(c))
        .find(|f| f.kind == RuleKind::Production);
    let frames = chain.iter().rev().map(|c| frame(c)).collect();
    Some(Stack { production, frames, after, next, begins })
}

/// A rule name of the listing with the `'static` lifetime of its rule table.
fn rule_name(automata: &ListingAutomata, name: &str) -> Option<&'static str> {
    automata.kinds.get_key_value(name).map(|(name, _)| *name)
}

/// How many alive productions get a stack of their own; past that the
/// expected set speaks for them (at byte 0 every production is alive).
const MAX_STACKS: usize = 4;

/// Which of the productions alive at an offset get a stack: the first
/// [`MAX_STACKS`] of those that are their listing's own. A prose layer
/// repeats its listing's productions under their names (with the layer's
/// fragment); where the listing's own reaches as far, it speaks for both,
/// as the listing's production wins an acceptance.
#[derive(Default)]
pub(crate) struct Stacking {
    seen: Vec<(Listing, &'static str)>,
    own: usize,
}

impl Stacking {
    /// Whether the next alive production gets a stack.
    pub(crate) fn next(&mut self, listing: Listing, production: &'static str) -> bool {
        let repeats = self.seen.iter().any(|&(l, p)| l != listing && p == production);
        self.seen.push((listing, production));
        if repeats {
            return false;
        }
        self.own += 1;
        self.own <= MAX_STACKS
    }

    /// Keeps a stack unless an equal one is kept already.
    pub(crate) fn keep(&self, stack: Option<Stack>, stacks: &mut Vec<Stack>) {
        if let Some(stack) = stack.filter(|stack| !stacks.contains(stack)) {
            stacks.push(stack);
        }
    }

    /// The count of own productions past [`MAX_STACKS`].
    pub(crate) fn more(&self) -> usize {
        self.own.saturating_sub(MAX_STACKS)
    }
}

/// How much of a long prefix the derivation behind a stack reads: the
/// last `WINDOW` bytes before the offset, with what comes before them
/// replaced by a shortest string that leaves the production's DFA in the
/// same state. pest keeps a token per pair of the whole input, and with
/// every rule visible that is tens of bytes per input byte; the window
/// keeps a rejection of a 4 MiB input within a few MiB.
const WINDOW: usize = 16 * 1024;

/// The stack of `production` at the end of `prefix`, from the derivation of
/// `prefix` + `completion`, or of its window (see [`WINDOW`]) where the
/// prefix is longer. A frame that began before the window shows the
/// window's start as its start (one that began at byte 0 shows 0).
pub(crate) fn windowed_stack(
    automata: &'static ListingAutomata,
    production: &ProductionDfa,
    prefix: &str,
    completion: &str,
) -> Option<Stack> {
    let offset = prefix.len();
    if offset <= WINDOW {
        return stack(automata, production.production, &format!("{prefix}{completion}"), offset);
    }
    let cut = (offset - WINDOW..offset).find(|&i| prefix.is_char_boundary(i))?;
    let head = production.shortcut(&prefix.as_bytes()[..cut])?;
    let completed = format!("{head}{}{completion}", &prefix[cut..]);
    let mut stack = stack(automata, production.production, &completed, head.len() + offset - cut)?;
    let to_input = |start: usize| match start {
        0 => 0,
        s if s < head.len() => cut,
        s => s - head.len() + cut,
    };
    for frame in stack.frames.iter_mut().chain(stack.begins.as_mut()) {
        frame.start = to_input(frame.start);
    }
    Some(stack)
}
