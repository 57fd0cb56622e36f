//! RFC 3987 §3's mapping over arbitrary text, both ways: no panic, and the
//! round trips hold. URI → IRI → URI gives the URI back up to the case of
//! escapes and escaped unreserved characters (l.744-746); IRI → URI → IRI
//! gives the IRI back when it has no `%`, no bidi formatting character
//! (l.974) and no `iprivate` outside its query (l.429). The stable
//! counterpart is `tests/it/revisions/convert_fuzz.rs`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rfc1630::revisions::iri::{iri_to_uri, uri_to_iri};

#[path = "../../tests/it/revisions/round_trip.rs"]
mod round_trip;
use round_trip::{comes_back, up_to_case_and_unreserved};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(iri) = uri_to_iri(text) {
        let back = iri_to_uri(&iri).expect("§3.2's IRI maps to a URI");
        assert_eq!(up_to_case_and_unreserved(&back), up_to_case_and_unreserved(text), "{text:?}");
    }
    if let Ok(uri) = iri_to_uri(text) {
        assert_eq!(iri_to_uri(&uri).unwrap(), uri, "idempotent");
        let back = uri_to_iri(&uri).expect("§3.1's URI converts");
        if comes_back(text) {
            assert_eq!(back, text);
        }
    }
});
