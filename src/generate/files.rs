//! The files under `generated/`: the derived grammars, the automata, the
//! diagnosis tables, and a `MANIFEST` of checksums beside the automata.

use super::artefact::{header, File, COMMAND, FOLDER};
use crate::grammar::derived::{derived_grammar, DERIVED};
use crate::grammar::listings::sources;
use crate::grammar::{Grammar, Listing};
use sha2::{Digest, Sha256};

/// Every generated file, in a fixed order: the derived grammars, the
/// validation automata and their manifest, the diagnosis tables and theirs.
/// They are made on every core, a grammar or a table at a time, from one
/// queue: the automata of the layers with prose first, the longest to
/// build (10-18 s each in a test build, where a table takes at most 5 s),
/// so that no core waits at the end for one of them, nor between the
/// automata and the tables.
///
/// # Panics
/// When a listing's grammar files do not compile: they are part of the
/// crate, and its tests parse every one.
pub fn files() -> Vec<File> {
    let mut out = Vec::new();
    for listing in DERIVED {
        let text = derived_grammar(listing).expect("every derived listing's files parse");
        let first = header("//", &paths(&[listing]), "src/grammar/derived.rs");
        out.push(text_file(format!("{FOLDER}/derived/{listing}.pest"), first + &text));
    }
    let grammars: Vec<Grammar> = Grammar::ALL.into_iter().chain(Grammar::PROSE).collect();
    let tables = crate::diagnose::tables();
    let jobs: Vec<Job> = (Grammar::ALL.len()..grammars.len())
        .chain(0..Grammar::ALL.len())
        .map(Job::Automaton)
        .chain((0..tables.len()).map(Job::Table))
        .collect();
    let mut made = on_every_core(&jobs, |job| match *job {
        Job::Automaton(i) => automaton(&grammars[i]),
        Job::Table(i) => table(tables[i].0, tables[i].1),
    })
    .into_iter()
    .zip(&jobs)
    .collect::<Vec<_>>();
    // Back in the order of the grammars, then of the tables.
    made.sort_by_key(|(_, job)| match **job {
        Job::Automaton(i) => (0, i),
        Job::Table(i) => (1, i),
    });
    let (automata, tables): (Vec<_>, Vec<_>) = made.into_iter().partition(|(_, job)| matches!(job, Job::Automaton(_)));
    let files = |made: Vec<(Vec<File>, &Job)>| made.into_iter().flat_map(|(files, _)| files).collect();
    out.extend(with_manifest("dfa", files(automata), AUTOMATA));
    out.extend(with_manifest("diagnosis", files(tables), TABLES));
    out
}

/// One item of [`files`]' queue: the automaton of the `i`th grammar, or the
/// `i`th diagnosis table.
enum Job {
    Automaton(usize),
    Table(usize),
}

/// `make` of every item, in order, run on every core: each thread takes
/// the next item not yet taken.
fn on_every_core<T: Sync, R: Send>(items: &[T], make: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(items.len()).max(1);
    let mut made: Vec<(usize, R)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(item) = items.get(i) else { return mine };
                        mine.push((i, make(item)));
                    }
                })
            })
            .collect();
        workers.into_iter().flat_map(|worker| worker.join().expect("a generator does not panic")).collect()
    });
    made.sort_by_key(|&(i, _)| i);
    made.into_iter().map(|(_, r)| r).collect()
}

/// A grammar's validation automaton and its productions; two empty files
/// where the compiler cannot build it (a grammar whose patterns it cannot
/// yet express), which the crate reads as an automaton that does not load:
/// `check` then leaves the grammar to pest.
fn automaton(grammar: &Grammar) -> Vec<File> {
    let (dfa, tsv) = (format!("{FOLDER}/dfa/{grammar}.dfa"), format!("{FOLDER}/dfa/{grammar}.tsv"));
    let Some((bytes, text)) = crate::recognize::dfa::built_files(*grammar) else {
        return vec![File { path: dfa, contents: Vec::new() }, File { path: tsv, contents: Vec::new() }];
    };
    let first = header("#", &paths(grammar.listings()), "src/recognize/dfa.rs");
    vec![File { path: dfa, contents: bytes }, text_file(tsv, first + &text)]
}

/// A listing's diagnosis table under an entry rule: its DFA and its text;
/// two empty files where the compiler cannot build it, read as a table that
/// does not load (the diagnosis is then pest's).
fn table(listing: Listing, entry: &'static str) -> Vec<File> {
    let Some(table) = crate::diagnose::built_table(listing, entry) else {
        let name = crate::diagnose::table_file_name(listing, entry);
        return ["dfa", "tsv"]
            .map(|ext| File { path: format!("{FOLDER}/diagnosis/{name}.{ext}"), contents: Vec::new() })
            .into();
    };
    let first = header("#", &paths(&[table.listing]), "src/diagnose/table.rs");
    vec![
        File { path: format!("{FOLDER}/diagnosis/{}.dfa", table.name), contents: table.dfa },
        text_file(format!("{FOLDER}/diagnosis/{}.tsv", table.name), first + &table.text),
    ]
}

/// The grammar files of `listings`, each once, in order.
fn paths(listings: &[Listing]) -> Vec<&'static str> {
    let mut out: Vec<&str> = Vec::new();
    for path in listings.iter().flat_map(|&listing| sources(listing).iter().map(|(path, _)| *path)) {
        if !out.contains(&path) {
            out.push(path);
        }
    }
    out
}

fn text_file(path: String, text: String) -> File {
    File { path, contents: text.into_bytes() }
}

/// What the automata of `generated/dfa/` are, for its `MANIFEST`.
const AUTOMATA: &str = "\
# The validation automata (src/recognize/dfa.rs): for each grammar, <grammar>.dfa
# is one dense DFA of regex-automata, serialized little-endian and read in place,
# over the whole-input patterns of the productions of the grammar's listings;
# <grammar>.tsv names the production of each pattern.
";

/// What the tables of `generated/diagnosis/` are, for its `MANIFEST`.
const TABLES: &str = "\
# The diagnosis tables (src/diagnose/table.rs): for each listing under each entry
# rule a grammar parses it with (<listing>@<entry> where the entry is not the
# listing's own), <name>.dfa is the dense DFA of its productions, serialized
# little-endian and read in place, and <name>.tsv what a rejection that stops in
# each of its states says: the bytes that continue it, the productions alive
# and their stacks; then, for the states whose ways in say different things,
# each distinct row once (`said`) and which row each way in reads (`ways`).
";

/// `files` of the folder `generated/<folder>/`, then its `MANIFEST`: what
/// they are (`about`), how they are remade, and the SHA-256 of each, in the
/// format of `sha256sum`, which skips the comment lines.
fn with_manifest(folder: &str, mut files: Vec<File>, about: &str) -> Vec<File> {
    let mut manifest = header("#", &["grammar/*.pest", "src/grammar/overrides.rs"], "src/generate/files.rs");
    manifest.push_str(about);
    manifest.push_str(&format!(
        "# `{COMMAND}` remakes every file below, and `{COMMAND} --check` (in CI)\n\
         # fails where one differs from what it makes, or from its checksum here\n\
         # (as `sha256sum -c MANIFEST` in this folder would).\n"
    ));
    let prefix = format!("{FOLDER}/{folder}/");
    for file in &files {
        let name = file.path.strip_prefix(&prefix).unwrap_or(&file.path);
        manifest.push_str(&format!("{:x}  {name}\n", Sha256::digest(&file.contents)));
    }
    files.push(text_file(format!("{prefix}MANIFEST"), manifest));
    files
}
