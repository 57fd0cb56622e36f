//! RFC 3986's own tests: what the registry's rows give it beyond the
//! tests every document runs.

mod appendix_d;

use ::rfc1630::study::lint::{lint_with, Code};
use ::rfc1630::Grammar;

/// RFC 3986 §3.2.2 (l.1164-1166): a host's percent-encodings are
/// warned of where they are no UTF-8, under `rfc3986` and `rfc3987`
/// only, at the byte where the run starts.
#[test]
fn host_encodings_that_are_no_utf8() {
    let host_warnings = |grammar, uri| {
        let warnings = lint_with(grammar, uri).into_iter().filter(|w| w.code == Code::HostEncoding);
        warnings.map(|w| w.message).collect::<Vec<_>>()
    };
    for grammar in [Grammar::Rfc3986, Grammar::Rfc3987] {
        assert_eq!(
            host_warnings(grammar, "http://%FF/"),
            ["byte 7: the host's percent-encoded octets `%FF` are no UTF-8 character sequence"]
        );
        // Cut in two by a literal, each half is no UTF-8; after a userinfo the byte counts it.
        let two = host_warnings(grammar, "http://u@%C3x%A9/");
        assert_eq!(two.len(), 2, "{two:?}");
        assert!(two[0].starts_with("byte 9: ") && two[1].starts_with("byte 13: "), "{two:?}");
        // An overlong form is no UTF-8 (RFC 3629), a surrogate neither.
        assert_eq!(host_warnings(grammar, "http://%C0%AF.example/").len(), 1);
        assert_eq!(host_warnings(grammar, "http://%ED%A0%80/").len(), 1);
        for clean in [
            "http://r%C3%A9sum%C3%A9.example.org",
            "http://%41.example/",
            "http://example.org/%FF",
            "http://u%FF@h/",
            "http://[::1]/%FF",
            "mailto:%FF",
        ] {
            assert_eq!(host_warnings(grammar, clean), Vec::<String>::new(), "{grammar} {clean}");
        }
    }
    // Not the rule of the other grammars' documents; and no warning for what the grammar rejects.
    assert!(host_warnings(Grammar::Rfc2396, "http://%FF/").is_empty());
    assert!(host_warnings(Grammar::Rfc3986, "http://%FF%/").is_empty());
}
