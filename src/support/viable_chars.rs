//! The characters beyond ASCII that a byte automaton reads whole from a
//! state, as ranges of code points: the inverse of `utf8_range`.
//!
//! A rejection's expected set over Unicode names characters, not the lead
//! bytes of their UTF-8 (after `a`, `\xEF` begins both U+FDD0, which no
//! IRI has, and U+FDF0, which one does). The walk visits each lead byte and
//! each continuation byte once per state and depth, so a range of a
//! million code points costs a few hundred steps.

use std::collections::HashMap;
use std::hash::Hash;

/// The chars beyond ASCII whose whole UTF-8 leads an automaton from
/// `state` to a state that is not dead, as sorted, disjoint ranges.
/// `next(state, byte)` gives the state after `byte`, `Some(None)` where the
/// automaton dies, and `None` where it cannot say (a lazy DFA whose cache
/// was cleared): the answer is then `None`.
///
/// Each lead byte is walked with every continuation byte; an overlong
/// sequence or a surrogate's, which no `&str` holds, is cut off by the
/// code-point window of its length.
pub(crate) fn viable_chars<S: Clone + Eq + Hash>(
    state: S,
    mut next: impl FnMut(S, u8) -> Option<Option<S>>,
) -> Option<Vec<(char, char)>> {
    let mut memo = HashMap::new();
    let mut ranges: Vec<(u32, u32)> = Vec::new();
    for lead in 0xC2..=0xF4u8 {
        let (continuations, bits, window) = match lead {
            0xC2..=0xDF => (1, u32::from(lead & 0x1F), 0x80..=0x7FF),
            0xE0..=0xEF => (2, u32::from(lead & 0x0F), 0x800..=0xFFFF),
            _ => (3, u32::from(lead & 0x07), 0x1_0000..=0x10_FFFF),
        };
        let Some(after) = next(state.clone(), lead)? else { continue };
        for &(low, high) in suffixes(after, continuations, &mut next, &mut memo)?.iter() {
            let base = bits << (6 * continuations);
            let (low, high) = ((base | low).max(*window.start()), (base | high).min(*window.end()));
            for (low, high) in [(low, high.min(0xD7FF)), (low.max(0xE000), high)] {
                if low > high {
                    continue;
                }
                match ranges.last_mut() {
                    Some(last) if last.1 + 1 == low => last.1 = high,
                    _ => ranges.push((low, high)),
                }
            }
        }
    }
    // The ranges avoid the surrogates, so every end is a char.
    ranges.into_iter().map(|(low, high)| Some((char::from_u32(low)?, char::from_u32(high)?))).collect()
}

/// The union of sets of ranges (each listing's, each production's), as
/// sorted, merged ranges.
pub(crate) fn union(ranges: impl IntoIterator<Item = (char, char)>) -> Vec<(char, char)> {
    let mut ranges: Vec<(char, char)> = ranges.into_iter().collect();
    ranges.sort_unstable();
    let mut out: Vec<(char, char)> = Vec::with_capacity(ranges.len());
    for (low, high) in ranges {
        match out.last_mut() {
            Some(last) if u32::from(low) <= u32::from(last.1) + 1 => last.1 = last.1.max(high),
            _ => out.push((low, high)),
        }
    }
    out
}

type Memo<S> = HashMap<(S, u32), Vec<(u32, u32)>>;

/// The values of the `depth` continuation bytes (6 bits each) that keep
/// the automaton alive from `state`, as sorted, merged ranges.
fn suffixes<S: Clone + Eq + Hash>(
    state: S,
    depth: u32,
    next: &mut impl FnMut(S, u8) -> Option<Option<S>>,
    memo: &mut Memo<S>,
) -> Option<Vec<(u32, u32)>> {
    if depth == 0 {
        return Some(vec![(0, 0)]);
    }
    if let Some(found) = memo.get(&(state.clone(), depth)) {
        return Some(found.clone());
    }
    let mut ranges: Vec<(u32, u32)> = Vec::new();
    for byte in 0x80..=0xBFu8 {
        let Some(after) = next(state.clone(), byte)? else { continue };
        let high_bits = u32::from(byte & 0x3F) << (6 * (depth - 1));
        for (low, high) in suffixes(after, depth - 1, next, memo)? {
            let (low, high) = (high_bits | low, high_bits | high);
            match ranges.last_mut() {
                Some(last) if last.1 + 1 == low => last.1 = high,
                _ => ranges.push((low, high)),
            }
        }
    }
    memo.insert((state, depth), ranges.clone());
    Some(ranges)
}

/// A range of chars as the diagnosis names it: `U+00A0..U+D7FF`, or
/// `U+FDF0` alone.
pub(crate) fn spelled(&(first, last): &(char, char)) -> String {
    match first == last {
        true => format!("U+{:04X}", u32::from(first)),
        false => format!("U+{:04X}..U+{:04X}", u32::from(first), u32::from(last)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An automaton over the UTF-8 of a set of chars, walked byte by byte
    /// (the state: the bytes read): alive while some code point of the set
    /// lies between the prefix's smallest and largest completions.
    fn of(chars: &[(char, char)]) -> impl FnMut(Vec<u8>, u8) -> Option<Option<Vec<u8>>> + '_ {
        move |mut read: Vec<u8>, byte| {
            read.push(byte);
            let length = match read[0] {
                0xC2..=0xDF => 2,
                0xE0..=0xEF => 3,
                _ => 4,
            };
            let value = |fill: u8| {
                let mut bytes = read.clone();
                bytes.resize(length, fill);
                let lead = u32::from(bytes[0]) & (0x7F >> length);
                bytes[1..].iter().fold(lead, |value, &b| value << 6 | u32::from(b & 0x3F))
            };
            let (low, high) = (value(0x80), value(0xBF));
            let alive = chars.iter().any(|&(lo, hi)| u32::from(lo) <= high && low <= u32::from(hi));
            Some(alive.then_some(read))
        }
    }

    /// The ranges come back whole, across lead bytes and lengths, without
    /// the surrogates and split where the set is: U+FDD0..U+FDEF, the
    /// non-characters whose UTF-8 begins as U+FDF0's does, are left out.
    #[test]
    fn the_ranges_of_a_set_come_back() {
        let set =
            [('\u{A0}', '\u{D7FF}'), ('\u{F900}', '\u{FDCF}'), ('\u{FDF0}', '\u{FFEF}'), ('\u{10000}', '\u{1FFFD}')];
        assert_eq!(viable_chars(Vec::new(), of(&set)), Some(set.to_vec()));
        let whole = [('\u{80}', '\u{10FFFF}')];
        assert_eq!(
            viable_chars(Vec::new(), of(&whole)),
            Some(vec![('\u{80}', '\u{D7FF}'), ('\u{E000}', '\u{10FFFF}')])
        );
        assert_eq!(viable_chars(Vec::new(), of(&[])), Some(Vec::new()));
        assert_eq!(spelled(&('\u{A0}', '\u{D7FF}')), "U+00A0..U+D7FF");
        assert_eq!(
            union([('\u{100}', '\u{200}'), ('\u{A0}', '\u{FF}'), ('\u{150}', '\u{300}')]),
            [('\u{A0}', '\u{300}')]
        );
        assert_eq!(spelled(&('\u{10FFFD}', '\u{10FFFD}')), "U+10FFFD");
    }

    /// An automaton that cannot say gives no answer rather than a guess.
    #[test]
    fn an_automaton_that_cannot_say_gives_none() {
        assert_eq!(viable_chars(0u8, |_, _| None), None);
    }
}
