//! Comparing arbitrary pairs under every grammar: no panic, a URI is
//! identical to itself, and the verdict does not depend on the order.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rfc1630::revisions::equivalence::rfc1630::{equivalent_with, Comparison};
use rfc1630::Grammar;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let (a, b) = text.split_once('\n').unwrap_or((text, text));
    for grammar in Grammar::ALL {
        let ab = equivalent_with(grammar, a, b);
        let ba = equivalent_with(grammar, b, a);
        assert_eq!(
            matches!(ab, Ok(Comparison::Identical)),
            matches!(ba, Ok(Comparison::Identical)),
            "{grammar}: symmetry"
        );
        assert_eq!(ab.is_err(), ba.is_err(), "{grammar}: legality");
        // Only the verdict is wanted: `check_brief` accepts exactly what
        // `check` does, and tells a rejection from the prebuilt tables
        // instead of a full diagnosis (a fifth of this target's time).
        if rfc1630::recognize::check_brief(grammar, a).is_ok() {
            assert!(matches!(equivalent_with(grammar, a, a), Ok(Comparison::Identical)), "{grammar}: reflexivity");
        }
    }
});
