//! RFC 3987's own unit tests: what the engine reads of its listing.

use crate::diagnose::expected::{name_set, range_classes};
use crate::grammar::Listing;

/// `ucschar` and `iprivate` are RFC 3987's classes beyond ASCII, read
/// from its listing: `ucschar` with its 17 ranges (l.435-440), largest first.
#[test]
fn the_classes_beyond_ascii_are_read_from_the_listing() {
    let classes = range_classes(Listing::Rfc3987);
    let names: Vec<&str> = classes.iter().map(|(class, _)| class.rule).collect();
    assert_eq!(names, ["ucschar", "iprivate"]);
    assert_eq!(classes[0].1.len(), 17);
    assert_eq!(classes[0].1[0], ('\u{A0}', '\u{D7FF}'));
    assert_eq!(classes[1].1, [('\u{E000}', '\u{F8FF}'), ('\u{F0000}', '\u{FFFFD}'), ('\u{100000}', '\u{10FFFD}')]);
    assert!(range_classes(Listing::Rfc3986).is_empty());
}

/// A set that holds only some of a class's ranges keeps them as ranges;
/// one that holds a class and more names the class and lists the rest.
#[test]
fn a_class_is_named_only_whole() {
    let ucschar = &range_classes(Listing::Rfc3987)[0].1;
    let part = ucschar[..3].to_vec();
    let set = name_set(Listing::Rfc3987, &[], [0; 4], part.clone(), false);
    assert!(set.classes.is_empty());
    assert_eq!(set.characters, part);
    let more = [ucschar.as_slice(), &[('\u{80}', '\u{9F}'), ('\u{10FFFE}', '\u{10FFFF}')]].concat();
    let set = name_set(Listing::Rfc3987, &[], [0; 4], more, true);
    assert_eq!(set.classes.iter().map(|class| class.rule).collect::<Vec<_>>(), ["ucschar"]);
    assert_eq!(set.characters, [('\u{80}', '\u{9F}'), ('\u{10FFFE}', '\u{10FFFF}')]);
    assert_eq!(set.to_string(), "ucschar, U+0080..U+009F, U+10FFFE..U+10FFFF or end of input");
}
