//! The expected set at an error offset: the bytes that would continue the
//! input, named with the listing's own character classes, and the
//! characters beyond ASCII named with its classes of code points (RFC
//! 3987's `ucschar`), the rest by code point.

use crate::diagnose::automata::LISTINGS;
use crate::diagnose::error::{Byte, CharClass, ExpectedSet};
use crate::diagnose::regular::single_char;
use crate::grammar::listings::{citation, rules, sources};
use crate::grammar::Listing;
use crate::support::viable_chars::union;
use pest_meta::ast::{Expr, RuleType};
use std::collections::HashMap;
use std::sync::OnceLock;

/// A character class of a listing beyond ASCII, with its code points as
/// sorted, merged ranges.
type RangeClass = (CharClass, Vec<(char, char)>);

/// Names a set of bytes with the listing's character classes: in turn, the
/// class wholly inside the set that names the most bytes not yet named; then
/// the bytes left as literals. Where `characters` (the chars beyond ASCII
/// that continue whole) holds some, they stand for the bytes beyond ASCII,
/// which are only their UTF-8's lead bytes; they are named in turn with
/// the listing's classes of code points wholly inside them
/// ([`range_classes`]), and the code points left listed as ranges.
pub(crate) fn name_set(
    listing: Listing,
    classes: &[(CharClass, [u64; 4])],
    mut wanted: [u64; 4],
    mut characters: Vec<(char, char)>,
    end_of_input: bool,
) -> ExpectedSet {
    let mut named_ranges: Vec<(char, char)> = Vec::new();
    let mut range_names = Vec::new();
    if !characters.is_empty() {
        wanted[2] = 0;
        wanted[3] = 0;
        characters = union(characters);
        // Largest first, each only where it names code points not yet named.
        for (class, ranges) in range_classes(listing) {
            if inside(ranges, &characters) && !inside(ranges, &named_ranges) {
                named_ranges = union(named_ranges.into_iter().chain(ranges.iter().copied()));
                range_names.push(class.clone());
            }
        }
        characters = without(&characters, &named_ranges);
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
    named_classes.extend(range_names);
    let named_byte = |b: u8| named[usize::from(b >> 6)] >> (b & 63) & 1 == 1;
    let wanted_byte = |b: u8| wanted[usize::from(b >> 6)] >> (b & 63) & 1 == 1;
    let literals = (0..=255u8).filter(|&b| wanted_byte(b) && !named_byte(b)).map(Byte).collect();
    ExpectedSet { listing, classes: named_classes, literals, characters, end_of_input }
}

/// The character classes of `listing` beyond ASCII: its silent rules whose
/// language is a set of single characters, none of them ASCII (RFC 3987's
/// `ucschar` and `iprivate`), largest first, read from the listing's text
/// at first use and kept. Only an expected set with characters beyond
/// ASCII asks, so the listings over ASCII never read them.
///
/// The bytes these characters begin with are no byte classes: a class's
/// lead bytes (`\xEF`) begin characters outside it too (U+FDD0).
pub(crate) fn range_classes(listing: Listing) -> &'static [RangeClass] {
    static CACHE: [OnceLock<Vec<RangeClass>>; LISTINGS] = [const { OnceLock::new() }; LISTINGS];
    // The compiled files always parse (pest_derive read them), so no class is lost here.
    CACHE[listing as usize].get_or_init(|| read_range_classes(listing).unwrap_or_default())
}

fn read_range_classes(listing: Listing) -> Option<Vec<RangeClass>> {
    let mut rules_read = Vec::new();
    for (_, text) in sources(listing) {
        let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text).ok()?;
        rules_read.extend(pest_meta::parser::consume_rules(pairs).ok()?);
    }
    let silent: HashMap<&str, &Expr> = rules_read
        .iter()
        .filter(|rule| rule.ty == RuleType::Silent)
        .map(|rule| (rule.name.as_str(), &rule.expr))
        .collect();
    let mut classes = Vec::new();
    for rule in rules_read.iter().filter(|rule| rule.ty == RuleType::Silent) {
        let Some(set) = one_char_of(&rule.expr, &silent) else { continue };
        let set = union(set);
        if set.first().is_none_or(|&(low, _)| low.is_ascii()) {
            continue;
        }
        let name = rules(listing).iter().find(|doc| doc.name == rule.name)?.name.as_str();
        classes.push((CharClass { rule: name, citation: citation(listing, name) }, set));
    }
    let size =
        |ranges: &[(char, char)]| ranges.iter().map(|&(low, high)| u32::from(high) - u32::from(low) + 1).sum::<u32>();
    // A stable sort keeps the file order among equals.
    classes.sort_by_key(|(_, ranges)| std::cmp::Reverse(size(ranges)));
    Some(classes)
}

/// The characters `expr` matches where it always takes exactly one
/// character of a set (one-character strings, ranges, choices of them,
/// through silent rules), as ranges; `None` for any other expression.
fn one_char_of(expr: &Expr, silent: &HashMap<&str, &Expr>) -> Option<Vec<(char, char)>> {
    match expr {
        Expr::Str(s) => single_char(s).map(|c| vec![(c, c)]),
        Expr::Range(low, high) => Some(vec![(single_char(low)?, single_char(high)?)]),
        Expr::Choice(a, b) => Some([one_char_of(a, silent)?, one_char_of(b, silent)?].concat()),
        Expr::Ident(name) => one_char_of(silent.get(name.as_str())?, silent),
        _ => None,
    }
}

/// Whether every range of `part` lies inside one range of `whole` (sorted, merged).
fn inside(part: &[(char, char)], whole: &[(char, char)]) -> bool {
    part.iter().all(|&(low, high)| whole.iter().any(|&(from, to)| from <= low && high <= to))
}

/// The code points of `set` outside `named`, both sorted and merged.
fn without(set: &[(char, char)], named: &[(char, char)]) -> Vec<(char, char)> {
    let mut out = Vec::new();
    for &(low, high) in set {
        let mut from = u32::from(low);
        let high = u32::from(high);
        for &(cut_low, cut_high) in named {
            let (cut_low, cut_high) = (u32::from(cut_low), u32::from(cut_high));
            if cut_high < from || cut_low > high {
                continue;
            }
            if cut_low > from {
                out.push((from, cut_low - 1));
            }
            from = from.max(cut_high + 1);
        }
        if from <= high {
            out.push((from, high));
        }
    }
    // An end next to a cut is a surrogate where the cut ends at U+D7FF or
    // begins at U+E000: the part left starts at U+E000 or ends at U+D7FF.
    out.into_iter()
        .filter_map(|(low, high)| {
            let low = char::from_u32(low).or_else(|| char::from_u32(0xE000))?;
            let high = char::from_u32(high).or_else(|| char::from_u32(0xD7FF))?;
            (low <= high).then_some((low, high))
        })
        .collect()
}
