//! `cargo xtask generate`: writes every generated file and text of the
//! repository from its source. `cargo xtask generate --check` writes
//! nothing, and fails (exit 1) listing each stale file with a short excerpt
//! of what would change.
//!
//! What is generated, and from what, is `rfc1630::generate` (the library's
//! feature `generate`): the files under `generated/`, and the texts between
//! the markers of every markdown file of the repository. This program finds
//! the markers, runs the generators, compares and writes.
//!
//! It is a test target of the crate (`harness = false`), and the alias is
//! `cargo test --test xtask -- generate`: it links the library that
//! `cargo test` builds, and runs the binary built beside it, so that neither
//! is built a second time with other features. Run by `cargo test`, with
//! libtest's arguments, it checks, as one test named
//! `generated_files_are_current`: CI's test command covers the generated
//! files.

mod excerpt;
mod markers;

use rfc1630::generate::{self, File, GeneratedText, FOLDER, MARKERS};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Instant;

const USAGE: &str = "\
usage: cargo xtask generate [--check]

Writes every generated file (under generated/) and every generated text of
the docs (between <!-- generated: NAME ... --> and <!-- /generated -->).
With --check, writes nothing and exits 1 if any is stale.
";

/// The one test this target is to `cargo test`.
const TEST_NAME: &str = "generated_files_are_current";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let check = match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["generate"] => false,
        ["generate", "--check"] => true,
        ["generate", ..] => {
            eprint!("{USAGE}");
            return ExitCode::from(2);
        }
        // Run by `cargo test`: libtest's flags, and maybe filters, which
        // select this test as libtest would, by a part of its name.
        _ => {
            let filters: Vec<&String> = args.iter().filter(|arg| !arg.starts_with('-')).collect();
            if !filters.is_empty() && !filters.iter().any(|filter| TEST_NAME.contains(filter.as_str())) {
                return ExitCode::SUCCESS;
            }
            println!("test {TEST_NAME} (cargo xtask generate --check)");
            true
        }
    };
    let started = Instant::now();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf();
    match run(&root) {
        Ok(changes) if changes.is_empty() => {
            println!("generated files and texts are current ({:.1} s)", started.elapsed().as_secs_f64());
            ExitCode::SUCCESS
        }
        Ok(changes) if check => {
            for change in &changes {
                eprint!("{}", change.describe());
            }
            let them = if changes.len() == 1 { "it" } else { "them" };
            eprintln!("{} stale; `cargo xtask generate` remakes {them}", plural(changes.len(), "file"));
            ExitCode::from(1)
        }
        Ok(changes) => match changes.iter().try_for_each(|change| change.apply(&root)) {
            Ok(()) => {
                for change in &changes {
                    println!("{} {}", if change.new.is_some() { "wrote" } else { "removed" }, change.path);
                }
                println!("{} remade ({:.1} s)", plural(changes.len(), "file"), started.elapsed().as_secs_f64());
                ExitCode::SUCCESS
            }
            Err(e) => fail(&e),
        },
        Err(e) => fail(&e),
    }
}

fn fail(error: &str) -> ExitCode {
    eprintln!("cargo xtask generate: {error}");
    ExitCode::from(2)
}

fn plural(n: usize, what: &str) -> String {
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}

/// A file that is not what the generators make: its path from the root,
/// what it holds (`None`: missing) and what it should (`None`: it should
/// not be there, under `generated/`); for a markdown file, its stale markers.
struct Change {
    path: String,
    old: Option<Vec<u8>>,
    new: Option<Vec<u8>>,
    markers: Vec<StaleMarker>,
}

/// A marker whose text is not the one made now: its name, the line of its
/// opening comment, the value it holds and the one made.
struct StaleMarker {
    name: String,
    line: usize,
    held: String,
    made: String,
}

impl Change {
    /// The path, and a short excerpt of the change: of each stale marker
    /// for a markdown file, else of the whole file.
    fn describe(&self) -> String {
        let mut out = format!("stale: {}\n", self.path);
        if !self.markers.is_empty() {
            for marker in &self.markers {
                out.push_str(&format!("  generated: {} (line {})\n", marker.name, marker.line));
                match marker.held == marker.made {
                    true => out
                        .push_str(&format!("    its opening comment should read {}\n", markers::opening(&marker.name))),
                    false => {
                        // A block value begins on the line after the opening comment.
                        let first = marker.line + usize::from(marker.made.ends_with('\n'));
                        out.push_str(&excerpt::excerpt(&marker.held, &marker.made, first))
                    }
                }
            }
            return out;
        }
        let (old, new) = (self.old.as_deref().map(std::str::from_utf8), self.new.as_deref().map(std::str::from_utf8));
        match (old, new) {
            (_, None) => out.push_str("  no generator makes it: remove it\n"),
            (None, _) => out.push_str("  missing\n"),
            (Some(Ok(old)), Some(Ok(new))) => out.push_str(&excerpt::excerpt(old, new, 1)),
            _ => out.push_str(&format!(
                "  binary, and not what is made now: {} bytes here, {} made\n",
                self.old.as_ref().map_or(0, Vec::len),
                self.new.as_ref().map_or(0, Vec::len)
            )),
        }
        out
    }

    fn apply(&self, root: &Path) -> Result<(), String> {
        let path = root.join(&self.path);
        let done = match &self.new {
            Some(bytes) => {
                path.parent().map_or(Ok(()), std::fs::create_dir_all).and_then(|()| std::fs::write(&path, bytes))
            }
            None => std::fs::remove_file(&path),
        };
        done.map_err(|e| format!("{}: {e}", self.path))
    }
}

/// Every change that generating would make, in path order.
fn run(root: &Path) -> Result<Vec<Change>, String> {
    let documents = documents(root)?;
    let names: BTreeSet<&str> =
        documents.values().flat_map(|(_, found)| found.iter().map(|marker| marker.name.as_str())).collect();
    let known: BTreeSet<&str> = MARKERS.iter().map(|marker| marker.name).collect();
    if let Some(unknown) = names.difference(&known).next() {
        let (path, marker) = documents
            .iter()
            .find_map(|(path, (_, found))| found.iter().find(|m| m.name == *unknown).map(|m| (path, m)))
            .expect("a name found is in a document");
        return Err(format!("{path}:{}: no generator for `{unknown}` (rfc1630::generate::MARKERS)", marker.line));
    }
    if let Some(unused) = known.difference(&names).next() {
        return Err(format!("no document has the marker `{unused}`, which rfc1630::generate::MARKERS makes"));
    }
    // The files and the texts are made side by side.
    let (files, values) = std::thread::scope(|scope| {
        let files = scope.spawn(generate::files);
        let values = values(root);
        (files.join().map_err(|_| "the generators of generated/ panicked".to_string()), values)
    });
    let (files, values) = (files?, values?);
    let mut changes = Vec::new();
    let made: BTreeSet<&str> = files.iter().map(|file| file.path.as_str()).collect();
    for File { path, contents } in &files {
        let old = std::fs::read(root.join(path)).ok();
        if old.as_ref() != Some(contents) {
            changes.push(Change { path: path.clone(), old, new: Some(contents.clone()), markers: Vec::new() });
        }
    }
    for path in files_under(root, &root.join(FOLDER))? {
        if !made.contains(path.as_str()) {
            let old = std::fs::read(root.join(&path)).ok();
            changes.push(Change { path, old, new: None, markers: Vec::new() });
        }
    }
    for (path, (text, found)) in &documents {
        let filled = markers::fill(text, found, |name| values[name].clone());
        if filled != *text {
            let stale = found
                .iter()
                .filter_map(|m| {
                    let made = values[m.name.as_str()].clone();
                    // A block value stands on lines of its own, after the opening comment's.
                    let held = text[m.value.clone()].strip_prefix('\n').filter(|_| made.ends_with('\n'));
                    let held = held.unwrap_or(&text[m.value.clone()]).to_string();
                    let current = held == made && text[m.opening.clone()] == markers::opening(&m.name);
                    (!current).then(|| StaleMarker { name: m.name.clone(), line: m.line, held, made })
                })
                .collect();
            let (old, new) = (Some(text.clone().into_bytes()), Some(filled.into_bytes()));
            changes.push(Change { path: path.clone(), old, new, markers: stale });
        }
    }
    changes.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(changes)
}

/// The value of every marker, by name. A command's runs the binary.
fn values(root: &Path) -> Result<BTreeMap<&'static str, String>, String> {
    let mut out = BTreeMap::new();
    for marker in MARKERS {
        let value = match marker.text {
            GeneratedText::Data(make) => make(root).map_err(|e| format!("{}: {e}", marker.name))?,
            GeneratedText::Command(args) => format!("```text\n{}```\n", command(root, args)?),
            GeneratedText::Excerpt(args, lines) => {
                let output = command(root, args)?;
                let head: String = output.split_inclusive('\n').take(lines).collect();
                format!("```text\n{head}...\n```\n")
            }
        };
        out.insert(marker.name, value);
    }
    Ok(out)
}

/// The standard output of `rfc1630 ARGS`, run in the crate's root at a
/// fixed width, as the tests run it: the binary cargo built beside this
/// target.
fn command(root: &Path, args: &[&str]) -> Result<String, String> {
    let mut command = Command::new(env!("CARGO_BIN_EXE_rfc1630"));
    let output = command
        .current_dir(root)
        .args(args)
        .env("COLUMNS", "132")
        .output()
        .map_err(|e| format!("{:?}: {e}", command.get_program()))?;
    let shown = format!("rfc1630 {}", args.join(" "));
    if !output.status.success() {
        return Err(format!("{shown}: {}\n{}", output.status, String::from_utf8_lossy(&output.stderr)));
    }
    let mut stdout = String::from_utf8(output.stdout).map_err(|e| format!("{shown}: {e}"))?;
    if !stdout.ends_with('\n') {
        stdout.push('\n');
    }
    Ok(stdout)
}

/// Every markdown file of the repository (build output and hidden folders
/// left out), by path from the root, with its text and its markers.
fn documents(root: &Path) -> Result<BTreeMap<String, (String, Vec<markers::Found>)>, String> {
    let mut out = BTreeMap::new();
    for path in files_under(root, root)?.into_iter().filter(|path| path.ends_with(".md")) {
        let text = std::fs::read_to_string(root.join(&path)).map_err(|e| format!("{path}: {e}"))?;
        let found = markers::find(&text).map_err(|e| format!("{path}: {e}"))?;
        if !found.is_empty() {
            out.insert(path, (text, found));
        }
    }
    Ok(out)
}

/// The files under `dir`, by path from `root` with `/` between names, in
/// order; `target` and hidden folders are skipped.
fn files_under(root: &Path, dir: &Path) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut pending: Vec<PathBuf> = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for entry in entries {
            let entry = entry.map_err(|e| format!("{}: {e}", dir.display()))?;
            let name = entry.file_name().to_string_lossy().into_owned();
            let path = entry.path();
            if path.is_dir() {
                if name != "target" && !name.starts_with('.') {
                    pending.push(path);
                }
            } else if let Ok(relative) = path.strip_prefix(root) {
                let parts: Vec<String> = relative.iter().map(|part| part.to_string_lossy().into_owned()).collect();
                out.push(parts.join("/"));
            }
        }
    }
    out.sort();
    Ok(out)
}
