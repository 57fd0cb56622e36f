//! Every grammar on arbitrary input: no panic, an accepted input writes back
//! to itself, and the validation path (`check`, a DFA) agrees with the typed
//! parse (pest) on the verdict, the production and the error.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rfc1630::{check, parse_with, Grammar};

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else { return };
    for grammar in Grammar::ALL {
        let parsed = parse_with(grammar, input);
        let checked = check(grammar, input);
        match &parsed {
            Ok(uri) => {
                assert_eq!(uri.to_string(), input, "{grammar}: round trip");
                assert_eq!(checked.as_ref().ok(), Some(&uri.verdict()), "{grammar}: verdicts");
            }
            Err(e) => assert_eq!(checked.as_ref().err(), Some(e), "{grammar}: errors"),
        }
    }
});
