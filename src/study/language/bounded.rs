//! The comparison of two languages when one has no automaton (a user's
//! recursive rule, a lookahead no regular form says): every string over the
//! grammars' own characters, length by length, checked on both sides, until
//! a budget of strings is spent. What it finds is proved; what it does not
//! find is only absent up to the bound it reports.

/// How many strings the bounded search checks at most, on each side.
pub(crate) const STRING_BUDGET: usize = 60_000;

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
