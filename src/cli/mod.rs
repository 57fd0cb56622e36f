//! The commands of the `rfc1630` binary, one file each. Each `run` writes
//! the command's output and returns the exit code, or an I/O error; the
//! library only returns values.

pub(crate) mod check;
pub(crate) mod compare;
pub(crate) mod conformance;
pub(crate) mod diff;
pub(crate) mod extract;
pub(crate) mod grammar;
pub(crate) mod lint;
pub(crate) mod parse;
pub(crate) mod report;
pub(crate) mod resolve;

use std::borrow::Cow;
use std::io;
use std::process::ExitCode;

/// Exit status when every input was accepted (or, for `check`, read; for
/// `compare`, the two are identical; for `lint`, nothing was found).
pub(crate) const OK: u8 = 0;
/// Exit status when some input was rejected (not parsed, not resolved).
pub(crate) const REJECTED: u8 = 1;
/// Exit status of `compare` for two legal URIs that differ.
pub(crate) const DIFFERENT: u8 = 1;
/// Exit status of `lint` when any URI drew a warning.
pub(crate) const WARNED: u8 = 1;
/// Exit status of `compare` when either input is illegal (RFC 1630 p.9,
/// Example 3).
pub(crate) const ILLEGAL: u8 = 2;
/// Exit status for a usage or I/O error (clap uses 2 for usage errors too).
pub(crate) const FAILED: u8 = 2;

/// A message on one line: line breaks written as `\r` and `\n`, so that
/// one result stays one output line.
pub(crate) fn one_line(message: &str) -> String {
    message.replace('\r', "\\r").replace('\n', "\\n")
}

/// An input as shown in a tab-separated line: control characters (tabs and
/// line breaks among them) written as `\u{..}`.
pub(crate) fn escape_controls(input: &str) -> Cow<'_, str> {
    if input.chars().any(char::is_control) {
        input.chars().map(|c| if c.is_control() { c.escape_unicode().to_string() } else { c.to_string() }).collect()
    } else {
        Cow::Borrowed(input)
    }
}

/// Turns a command's result into the exit status. A closed stdout (`| head`)
/// ends the run with a one-line note instead of a panic.
pub(crate) fn finish(result: io::Result<u8>) -> ExitCode {
    match result {
        Ok(code) => ExitCode::from(code),
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => {
            eprintln!("rfc1630: output closed, stopping");
            ExitCode::from(OK)
        }
        Err(e) => {
            eprintln!("rfc1630: {e}");
            ExitCode::from(FAILED)
        }
    }
}
