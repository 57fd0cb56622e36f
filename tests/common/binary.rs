//! The `rfc1630` binary run from a test: exit code and output, with stdin
//! written from a thread so that a large input cannot deadlock the pipes.

use std::io::Write;
use std::process::{Command, Stdio};

/// What a run of the binary gave.
pub struct Run {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `rfc1630 ARGS` with `stdin`, at a fixed terminal width (the
/// conformance table wraps at `COLUMNS`).
pub fn run(args: &[&str], stdin: &[u8]) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rfc1630"))
        .args(args)
        .env("COLUMNS", "132")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let bytes = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&bytes);
    });
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    Run {
        code: output.status.code(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}
