//! The `rfc1630` binary run from a test: exit code and output, with stdin
//! written from a thread so that a large input cannot deadlock the pipes.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// What a run of the binary gave.
#[derive(Debug)]
pub struct Run {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `rfc1630 ARGS` with `stdin`, at a fixed terminal width (the
/// conformance table wraps at `COLUMNS`). Whatever the arguments, the run
/// must not panic: no `panicked` in its output, no exit code 101; and what
/// it writes to stdout is UTF-8.
pub fn run(args: &[&str], stdin: &[u8]) -> Run {
    run_in(Path::new("."), args, stdin)
}

/// [`run`] in the directory `dir`, so that an output that names a file
/// there names it as the arguments do, without the directory.
pub fn run_in(dir: &Path, args: &[&str], stdin: &[u8]) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rfc1630"))
        .current_dir(dir)
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
    let run = Run {
        code: output.status.code(),
        stdout: String::from_utf8(output.stdout).unwrap_or_else(|e| panic!("{args:?}: stdout is not UTF-8: {e}")),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    };
    assert!(!run.stdout.contains("panicked") && !run.stderr.contains("panicked"), "{args:?}: {}", run.stderr);
    assert_ne!(run.code, Some(101), "{args:?}: {}", run.stderr);
    run
}
