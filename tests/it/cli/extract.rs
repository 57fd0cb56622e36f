//! `extract` through the real binary: stdin and files, what it reports of
//! long, invalid or unreadable input, and the files it cannot read.

use crate::support::binary::run as rfc1630;
use crate::support::files::{notes_file, MISSING};

#[test]
fn extract_reads_stdin_and_files() {
    let text = b"See <URL:http://info.cern.ch/hyper\n   text/WWW/> and <mailto:timbl@info.cern.ch>,\nnot <this>, but <HTTP://x/>.\n";
    let output = rfc1630(&["extract"], text);
    let out = &output.stdout;
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "1:5\thttp://info.cern.ch/hypertext/WWW/\tok rfc1630-url:httpaddress");
    assert_eq!(lines[1], "2:19\tmailto:timbl@info.cern.ch\tok rfc1630-url:mailtoaddress");
    assert!(lines[2].starts_with("3:17\tHTTP://x/\terr "), "{out}");
    assert_eq!(lines.len(), 3, "{out}");
    assert_eq!(output.code, Some(1));
    let seed = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/seeds/003_8b2f656be9807e96.txt");
    let output = rfc1630(&["extract", "--grammar", "rfc1630-url", seed], b"");
    assert!(output.stdout.contains("\tftp://info.cern.ch/pub/www/doc/http-spec.txt\tok rfc1630-url:ftpaddress"));
    assert_eq!(rfc1630(&["extract", "/no/such/file"], b"").code, Some(2));
}

/// `extract FILE`: a missing file is an I/O error (exit 2) naming the file;
/// a text that is not a grammar is just text; a directory is no file.
#[test]
fn extract_files() {
    let run = rfc1630(&["extract", MISSING], b"");
    assert_eq!((run.code, run.stdout.as_str()), (Some(2), ""));
    assert!(run.stderr.starts_with(&format!("rfc1630: {MISSING}: No such file or directory")), "{}", run.stderr);
    let notes = notes_file();
    let run = rfc1630(&["extract", notes.to_str().unwrap()], b"");
    assert_eq!((run.code, run.stdout.as_str(), run.stderr.as_str()), (Some(0), "", ""));
    let dir = notes.parent().unwrap().to_str().unwrap();
    let run = rfc1630(&["extract", dir], b"");
    assert_eq!((run.code, run.stdout.as_str()), (Some(2), ""));
    assert_eq!(run.stderr, format!("rfc1630: {dir}: Is a directory (os error 21)\n"));
}

/// A bracketed URI of 3,011 bytes gets an `err`
/// line naming the cap, and the URIs after it still get theirs.
#[test]
fn extract_reports_long_candidates() {
    let text = format!("<http://a/{}> and <http://a/b>\n", "ab/".repeat(1000));
    let run = rfc1630(&["extract"], text.as_bytes());
    assert_eq!(run.code, Some(1));
    assert_eq!(
        run.stdout,
        "1:1\t\terr 3009 bytes between the brackets, over the cap of 2048 (MAX_BRACKETED)\n\
         1:3017\thttp://a/b\tok rfc1630-url:httpaddress\n"
    );
    let help = rfc1630(&["extract", "--help"], b"");
    assert!(help.stdout.contains("2048 bytes (MAX_BRACKETED)"), "{}", help.stdout);
}

/// Invalid UTF-8 inside brackets is reported as `check` reports a line,
/// with the offset of the first invalid byte; outside brackets it is text.
#[test]
fn extract_reports_invalid_utf8_like_check() {
    let run = rfc1630(&["extract"], b"\xfe <http://a/\xffb> <a:b>\n");
    assert_eq!(run.code, Some(1));
    assert_eq!(run.stdout, "1:3\t\terr not UTF-8: invalid byte at offset 9\n1:17\ta:b\tok rfc1630-generic:uri\n");
    let check = rfc1630(&["check"], b"http://a/\xffb\n");
    assert_eq!(check.stdout, "err\t9\tline is not UTF-8: invalid byte at offset 9\n");
}

/// A directory opens, then fails to read: the error names it.
#[test]
fn extract_names_the_directory() {
    let dir = env!("CARGO_MANIFEST_DIR");
    let run = rfc1630(&["extract", dir], b"");
    assert_eq!((run.code, run.stdout.as_str()), (Some(2), ""));
    assert!(run.stderr.starts_with(&format!("rfc1630: {dir}: ")), "{}", run.stderr);
}
