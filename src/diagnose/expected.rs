//! The expected set at an error offset: the bytes that would continue the
//! input, named with the listing's own character classes, and the
//! characters beyond ASCII by code point.

use crate::diagnose::error::{Byte, CharClass, ExpectedSet};
use crate::grammar::Listing;

/// Names a set of bytes with the listing's character classes: in turn, the
/// class wholly inside the set that names the most bytes not yet named; then
/// the bytes left as literals. Where `characters` (the chars beyond ASCII
/// that continue whole) holds some, they stand for the bytes beyond ASCII,
/// which are only their UTF-8's lead bytes.
pub(crate) fn name_set(
    listing: Listing,
    classes: &[(CharClass, [u64; 4])],
    mut wanted: [u64; 4],
    characters: Vec<(char, char)>,
    end_of_input: bool,
) -> ExpectedSet {
    if !characters.is_empty() {
        wanted[2] = 0;
        wanted[3] = 0;
    }
    let mut named = [0u64; 4];
    let mut named_classes = Vec::new();
    // Greedy cover: the class inside the set that names the most bytes not
    // yet named, the smaller on a tie (after `ALPHA`, `DIGIT` rather than
    // `HEXDIG`, whose letters are already named), then the first in the
    // listing's order (`xalpha` before an equal `xpalpha`).
    let adds = |set: &[u64; 4], named: &[u64; 4]| (0..4).map(|i| (set[i] & !named[i]).count_ones()).sum::<u32>();
    let inside: Vec<_> = classes.iter().filter(|(_, set)| (0..4).all(|i| set[i] & !wanted[i] == 0)).collect();
    while let Some((class, set)) = inside
        .iter()
        .filter(|(_, set)| adds(set, &named) > 0)
        .min_by_key(|(_, set)| (std::cmp::Reverse(adds(set, &named)), adds(set, &[0; 4])))
    {
        (0..4).for_each(|i| named[i] |= set[i]);
        named_classes.push(class.clone());
    }
    let named_byte = |b: u8| named[usize::from(b >> 6)] >> (b & 63) & 1 == 1;
    let wanted_byte = |b: u8| wanted[usize::from(b >> 6)] >> (b & 63) & 1 == 1;
    let literals = (0..=255u8).filter(|&b| wanted_byte(b) && !named_byte(b)).map(Byte).collect();
    ExpectedSet { listing, classes: named_classes, literals, characters, end_of_input }
}
