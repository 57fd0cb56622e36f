//! `resolve` through the real binary: one result per partial form.

use crate::support::binary::run as rfc1630;

#[test]
fn resolve_prints_one_result_per_partial() {
    let output = rfc1630(&["resolve", "magic://a/b/c//d/e/f", "g", "/g", "//g", "../g", "g:h"], b"");
    assert_eq!(output.code, Some(0));
    assert_eq!(output.stdout, "magic://a/b/c//d/e/g\nmagic://a/g\nmagic://g\nmagic://a/b/c//d/g\ng:h\n");
    let output = rfc1630(&["resolve", "--literal", "magic://a/b/c//d/e/f", "/g"], b"");
    assert_eq!(output.stdout, "magic://a/b/c//d/g\n");
    let output = rfc1630(&["resolve", "--grammar", "url-03", "http://a/b", "g"], b"");
    assert_eq!(output.code, Some(1));
}
