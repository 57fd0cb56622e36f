//! The comparison of two languages when one has no automaton (a user's
//! recursive rule, a lookahead no regular form says): every string over the
//! grammars' own characters, length by length, checked on both sides, until
//! a budget of strings is spent. What it finds is proved; what it does not
//! find is only absent up to the bound it reports. Then a guided search
//! ([`guided`]) tries, past that bound, the strings that lead into either
//! language, for witnesses the bound does not reach.

/// How many strings the bounded search checks at most, on each side.
pub(crate) const STRING_BUDGET: usize = 60_000;

/// The longest string the guided search grows, in bytes: long enough for a
/// scheme and a few characters past it, short enough that pest's recursion
/// on a nested rule (`(((...`) stays well inside a thread's stack.
const GUIDED_LENGTH: usize = 24;

/// What the bounded search found: as the product's [`super::product::Found`],
/// with `bound` the longest length all of whose strings were checked.
pub(crate) struct Tried {
    pub(crate) a_only: Vec<Vec<u8>>,
    pub(crate) b_only: Vec<Vec<u8>>,
    pub(crate) shared: bool,
    pub(crate) bound: usize,
}

/// Checks every string over `alphabet` (sorted), shortest first (in
/// characters) and in byte order, by `in_a` and `in_b`, keeping the first
/// `count` witnesses of each difference, while the strings of a whole
/// length fit in the budget.
pub(crate) fn search(
    alphabet: &[char],
    in_a: &dyn Fn(&[u8]) -> bool,
    in_b: &dyn Fn(&[u8]) -> bool,
    count: usize,
    budget: usize,
) -> Tried {
    let mut tried = Tried { a_only: Vec::new(), b_only: Vec::new(), shared: false, bound: 0 };
    let mut layer: Vec<Vec<u8>> = vec![Vec::new()];
    let mut spent = 0;
    for length in 0.. {
        for input in &layer {
            match (in_a(input), in_b(input)) {
                (true, false) if tried.a_only.len() < count => tried.a_only.push(input.clone()),
                (false, true) if tried.b_only.len() < count => tried.b_only.push(input.clone()),
                (true, true) => tried.shared = true,
                _ => {}
            }
        }
        spent += layer.len();
        tried.bound = length;
        let longer = layer.len().saturating_mul(alphabet.len());
        if alphabet.is_empty() || spent.saturating_add(longer) > budget {
            break;
        }
        let symbols: Vec<String> = alphabet.iter().map(char::to_string).collect();
        layer = layer
            .iter()
            .flat_map(|input| symbols.iter().map(move |c| [input.as_slice(), c.as_bytes()].concat()))
            .collect();
    }
    tried
}

/// Whether a language holds a string.
pub(crate) type Membership<'a> = &'a dyn Fn(&[u8]) -> bool;

/// Adds to `tried` the witnesses of a search past its bound: the `seeds`
/// (the empty string, the strings the grammars name), then every string
/// that `grows` (some string of a language may begin with it), grown
/// breadth-first from them over `alphabet`, each checked by `sides` (A's
/// membership, B's), until `budget` checks (of a string's verdicts or of its growing)
/// are spent, none grows, or every difference and a shared string have
/// their witnesses. A language whose strings share a long prefix
/// (`mailto:`) is out of the exhaustive search's reach and within this
/// one's. It bounds nothing: `tried.bound` stays the exhaustive search's.
pub(crate) fn guided(
    alphabet: &[char],
    seeds: &[Vec<u8>],
    grows: &dyn Fn(&[u8]) -> bool,
    (in_a, in_b): (Membership<'_>, Membership<'_>),
    count: usize,
    budget: usize,
    tried: &mut Tried,
) {
    let symbols: Vec<String> = alphabet.iter().map(char::to_string).collect();
    let mut layer: Vec<Vec<u8>> = seeds.to_vec();
    let mut spent = 0;
    while !layer.is_empty() && spent < budget {
        let mut next = Vec::new();
        for input in &layer {
            if spent >= budget {
                break;
            }
            spent += 1;
            match (in_a(input), in_b(input)) {
                (true, false) if tried.a_only.len() < count && !tried.a_only.contains(input) => {
                    tried.a_only.push(input.clone())
                }
                (false, true) if tried.b_only.len() < count && !tried.b_only.contains(input) => {
                    tried.b_only.push(input.clone())
                }
                (true, true) => tried.shared = true,
                _ => {}
            }
            if input.len() >= GUIDED_LENGTH || !input.is_empty() && !grows(input) {
                continue;
            }
            for c in &symbols {
                let longer = [input.as_slice(), c.as_bytes()].concat();
                spent += 1;
                if grows(&longer) {
                    next.push(longer);
                }
            }
        }
        if tried.a_only.len() >= count && tried.b_only.len() >= count && tried.shared {
            return;
        }
        layer = next;
    }
}
