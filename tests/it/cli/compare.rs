//! `compare` through the real binary: its exit codes.

use crate::support::binary::run as rfc1630;

#[test]
fn compare_exit_codes() {
    let ex1 = ["http://info.cern.ch/albert/bertram/marie-claude", "http://info.cern.ch/albert/bertram/marie%2Dclaude"];
    let output = rfc1630(&["compare", ex1[0], ex1[1]], b"");
    assert_eq!((output.code, output.stdout.as_str()), (Some(0), "identical\n"));
    let output = rfc1630(&["compare", ex1[0], "http://info.cern.ch/albert/bertram%2Fmarie-claude"], b"");
    assert_eq!(output.code, Some(1));
    assert!(output.stdout.starts_with("different: path segment 2"), "{}", output.stdout);
    let output = rfc1630(&["compare", ex1[0], "news:12345667123%asdghfh@info.cern.ch"], b"");
    assert_eq!(output.code, Some(2));
}
