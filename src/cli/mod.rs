//! The commands of the `rfc1630` binary. Each `run` returns the exit code,
//! or an I/O error.

pub(crate) mod check;
pub(crate) mod conformance;
pub(crate) mod diff;
pub(crate) mod extract;
pub(crate) mod grammar;
pub(crate) mod parse;

use std::io;
use std::process::ExitCode;

/// Exit status when every input was accepted (or, for `check`, read).
pub(crate) const OK: u8 = 0;
/// Exit status when some input was rejected.
pub(crate) const REJECTED: u8 = 1;
/// Exit status for a usage or I/O error (clap uses 2 for usage errors too).
pub(crate) const FAILED: u8 = 2;

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
