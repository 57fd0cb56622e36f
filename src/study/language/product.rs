//! The product of two automata, searched breadth-first: which of A's own
//! strings, B's own and the shared ones exist, and the shortest strings of
//! each difference.
//!
//! A pair of states is reached by the inputs that lead A to the one and B to
//! the other; an input ending in a pair where A accepts and B does not is a
//! witness of A's own strings. The search visits pairs in the order of their
//! first input, shortest first and then in byte order (each layer is expanded
//! in order, one byte class at a time from its smallest byte), so the first
//! pair of a kind it meets gives the shortest witness, first in byte order.

use super::automaton::{Automaton, DEAD};
use std::collections::HashMap;

/// Stands for the pair of two dead states, which is never expanded.
const NOWHERE: u32 = u32::MAX;

/// What the search found.
pub(crate) struct Found {
    /// Whether A has strings B lacks, B strings A lacks, and both strings in common.
    pub(crate) a_only: bool,
    pub(crate) b_only: bool,
    pub(crate) shared: bool,
    /// Whether every reachable pair was visited; else the search stopped at
    /// its budget and only inputs up to `bound` bytes were all classified.
    pub(crate) complete: bool,
    pub(crate) bound: usize,
    /// The witnesses of each difference: the shortest, then one per byte at
    /// which the automata part.
    pub(crate) a_witnesses: Vec<Vec<u8>>,
    pub(crate) b_witnesses: Vec<Vec<u8>>,
}

/// The pairs of states reached, their links and their first inputs.
struct Product<'a> {
    a: &'a Automaton,
    b: &'a Automaton,
    /// The byte classes of both automata at once, and each one's smallest byte.
    joint_of: [u16; 256],
    joint_first: Vec<u8>,
    pairs: Vec<(u32, u32)>,
    /// The pair each was first reached from and the byte, and how deep it is.
    parent: Vec<(u32, u8)>,
    depth: Vec<u32>,
    /// `next[pair * joint classes + joint class]`, for the expanded pairs.
    next: Vec<u32>,
}

/// The most pairs visited before the search stops and says so: about
/// 100 MB of transitions at 256 joint classes, far less at the listings'
/// 30 to 60.
pub(crate) const PAIR_BUDGET: usize = 100_000;

/// Compares `a` and `b`: their product, then the first `shortest` witnesses of
/// each difference and up to `variety` more, within `budget` pairs.
pub(crate) fn compare(a: &Automaton, b: &Automaton, shortest: usize, variety: usize, budget: usize) -> Found {
    let mut product = Product::new(a, b);
    let complete = product.expand(budget);
    let expanded = product.next.len() / product.joint_first.len();
    // Every input up to the depth of the pair being expanded when the
    // search stopped reaches a pair already found.
    let bound = if complete { usize::MAX } else { product.depth.get(expanded).map_or(0, |&d| d as usize) };
    let is_a = |p: (u32, u32)| a.accepts[p.0 as usize] && !b.accepts[p.1 as usize];
    let is_b = |p: (u32, u32)| b.accepts[p.1 as usize] && !a.accepts[p.0 as usize];
    let seen = &product.pairs[..];
    let found = |kind: &dyn Fn((u32, u32)) -> bool| seen.iter().any(|&p| kind(p));
    let (a_only, b_only) = (found(&is_a), found(&is_b));
    let shared = found(&|p: (u32, u32)| a.accepts[p.0 as usize] && b.accepts[p.1 as usize]);
    let mut a_witnesses = product.shortest(&is_a, shortest, bound, expanded);
    let mut b_witnesses = product.shortest(&is_b, shortest, bound, expanded);
    if variety > 0 {
        product.parting(true, expanded, variety, &mut a_witnesses);
        product.parting(false, expanded, variety, &mut b_witnesses);
    }
    Found { a_only, b_only, shared, complete, bound, a_witnesses, b_witnesses }
}

impl<'a> Product<'a> {
    fn new(a: &'a Automaton, b: &'a Automaton) -> Self {
        let mut joint: HashMap<(u8, u8), u16> = HashMap::new();
        let mut joint_first = Vec::new();
        let joint_of = std::array::from_fn(|byte| {
            let key = (a.class_of[byte], b.class_of[byte]);
            *joint.entry(key).or_insert_with(|| {
                joint_first.push(byte as u8);
                (joint_first.len() - 1) as u16
            })
        });
        let start = (a.start, b.start);
        Product {
            a,
            b,
            joint_of,
            joint_first,
            pairs: vec![start],
            parent: vec![(NOWHERE, 0)],
            depth: vec![0],
            next: Vec::new(),
        }
    }

    /// Expands pairs breadth-first until none is left (true) or `budget`
    /// pairs are known (false).
    fn expand(&mut self, budget: usize) -> bool {
        let mut index: HashMap<(u32, u32), u32> = HashMap::from([(self.pairs[0], 0)]);
        let mut at = 0;
        while at < self.pairs.len() {
            if self.pairs.len() > budget {
                return false;
            }
            let (x, y) = self.pairs[at];
            for class in 0..self.joint_first.len() {
                let byte = self.joint_first[class];
                let to = (self.a.step(x, byte), self.b.step(y, byte));
                let id = if to == (DEAD, DEAD) {
                    NOWHERE
                } else {
                    *index.entry(to).or_insert_with(|| {
                        self.pairs.push(to);
                        self.parent.push((at as u32, byte));
                        self.depth.push(self.depth[at] + 1);
                        (self.pairs.len() - 1) as u32
                    })
                };
                self.next.push(id);
            }
            at += 1;
        }
        true
    }

    fn step(&self, pair: u32, byte: u8) -> u32 {
        self.next[pair as usize * self.joint_first.len() + usize::from(self.joint_of[usize::from(byte)])]
    }

    /// The first input that reaches `pair`.
    fn path(&self, mut pair: u32) -> Vec<u8> {
        let mut bytes = Vec::new();
        while let Some(&(before, byte)) = self.parent.get(pair as usize).filter(|(before, _)| *before != NOWHERE) {
            bytes.push(byte);
            pair = before;
        }
        bytes.reverse();
        bytes
    }

    /// The first `count` inputs that end in a pair of `kind`, shortest first
    /// and in byte order, of at most `bound` bytes: length by length, a walk
    /// in byte order that enters only pairs from which a pair of `kind` is
    /// reached in exactly the bytes left.
    fn shortest(&self, kind: &dyn Fn((u32, u32)) -> bool, count: usize, bound: usize, expanded: usize) -> Vec<Vec<u8>> {
        let Some(first) = self.pairs.iter().position(|&p| kind(p)) else { return Vec::new() };
        let shortest = self.depth[first] as usize;
        let classes = self.joint_first.len();
        // `within[r][pair]`: a pair of `kind` is r bytes away.
        let mut within: Vec<Vec<bool>> = vec![self.pairs.iter().map(|&p| kind(p)).collect()];
        let mut out = Vec::new();
        // Longer witnesses than a few bytes past the shortest add little.
        let longest = bound.min(shortest + 4);
        for length in shortest..=longest {
            while within.len() <= length {
                let last = &within[within.len() - 1];
                let layer = (0..self.pairs.len())
                    .map(|p| {
                        p < expanded
                            && self.next[p * classes..(p + 1) * classes]
                                .iter()
                                .any(|&q| q != NOWHERE && last[q as usize])
                    })
                    .collect();
                within.push(layer);
            }
            let mut prefix = Vec::new();
            self.walk(0, length, &within, kind, count, &mut prefix, &mut out);
            if out.len() >= count {
                break;
            }
        }
        out
    }

    /// The walk of [`Product::shortest`] from `pair` with `left` bytes to go.
    #[allow(clippy::too_many_arguments)]
    fn walk(
        &self,
        pair: u32,
        left: usize,
        within: &[Vec<bool>],
        kind: &dyn Fn((u32, u32)) -> bool,
        count: usize,
        prefix: &mut Vec<u8>,
        out: &mut Vec<Vec<u8>>,
    ) {
        if out.len() >= count {
            return;
        }
        if left == 0 {
            if kind(self.pairs[pair as usize]) {
                out.push(prefix.clone());
            }
            return;
        }
        for byte in 0..=255u8 {
            let next = self.step(pair, byte);
            if next != NOWHERE && within[left - 1][next as usize] {
                prefix.push(byte);
                self.walk(next, left - 1, within, kind, count, prefix, out);
                prefix.pop();
                if out.len() >= count {
                    return;
                }
            }
        }
    }

    /// Adds to `witnesses` (of A's own strings when `a_side`, else B's) up
    /// to `variety` more, one for each place at which the two automata part: a state
    /// of the other automaton and a byte on which it dies while this one
    /// lives (bytes that lead this one to the same state counted once, so
    /// that 26 letters the other rejects where this one reads a scheme give
    /// one witness, not 26), and the end of input where the other does not
    /// accept. For each, the shortest input that parts there, then the
    /// shortest completion into this side's language; shortest first.
    fn parting(&self, a_side: bool, expanded: usize, variety: usize, witnesses: &mut Vec<Vec<u8>>) {
        let (this, other) = if a_side { (self.a, self.b) } else { (self.b, self.a) };
        let side = |p: (u32, u32)| if a_side { p } else { (p.1, p.0) };
        let distances = this.distances_to_accept();
        let classes = self.joint_first.len();
        // The best candidate per place they part: the other's state and
        // this one's next (`END` stands for the end of input).
        const END: (u32, u32) = (DEAD, DEAD);
        let mut best: HashMap<(u32, u32), (usize, u32, u8)> = HashMap::new();
        for (index, &pair) in self.pairs.iter().enumerate().take(expanded) {
            let (mine, theirs) = side(pair);
            if theirs == DEAD || mine == DEAD {
                continue;
            }
            let depth = self.depth[index] as usize;
            if this.accepts[mine as usize] && !other.accepts[theirs as usize] {
                best.entry(END).or_insert((depth, index as u32, 0));
            }
            for class in 0..classes {
                let byte = self.joint_first[class];
                let (to_mine, to_theirs) = (this.step(mine, byte), other.step(theirs, byte));
                let left = distances[to_mine as usize];
                if to_theirs != DEAD || to_mine == DEAD || left == u32::MAX {
                    continue;
                }
                let length = depth + 1 + left as usize;
                let parting = (theirs, to_mine);
                let entry = best.entry(parting).or_insert((length, index as u32, byte));
                if length < entry.0 {
                    *entry = (length, index as u32, byte);
                }
            }
        }
        let mut more: Vec<Vec<u8>> = best
            .into_iter()
            .filter_map(|(place, (_, pair, byte))| {
                let mut input = self.path(pair);
                if place != END {
                    input.push(byte);
                    let (mine, _) = side(self.pairs[pair as usize]);
                    input.extend(this.completion(this.step(mine, byte), &distances)?);
                }
                Some(input)
            })
            .filter(|input| !witnesses.contains(input))
            .collect();
        more.sort_by(|x, y| (x.len(), x).cmp(&(y.len(), y)));
        more.dedup();
        witnesses.extend(more.into_iter().take(variety));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn automaton(pattern: &str) -> Automaton {
        Automaton::of_patterns(&[format!("{pattern}$")]).unwrap()
    }

    /// A product larger than its budget stops, says so, and keeps only what
    /// it proved: the one difference lies beyond the bound it reports.
    #[test]
    fn the_budget_stops_the_search_at_a_bound() {
        // The two differ only at fifty `a`s: 52 pairs, over a budget of 10.
        let (a, b) = (automaton("a{0,50}"), automaton("a{0,49}"));
        let whole = compare(&a, &b, 1, 0, PAIR_BUDGET);
        assert!(whole.complete && whole.a_only && !whole.b_only);
        assert_eq!(whole.a_witnesses, [b"a".repeat(50)]);
        let cut = compare(&a, &b, 1, 0, 10);
        assert!(!cut.complete && cut.bound < 50, "{}", cut.bound);
        assert!(!cut.a_only && cut.a_witnesses.is_empty());
    }
}
