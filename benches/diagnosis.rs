//! What a rejection costs: the era corpus's rejected URLs under every
//! grammar, listings and `+prose` layers, each rejection diagnosed in full
//! (offset, expected set, stacks, finding, branch note), on one thread.
//! Criterion reports time per rejection (the mean over the grammar's era
//! rejections, each checked in turn): `era-rejections/<grammar>` with
//! `check` and its error read (the full error, each frame's start read from the crate's own derivation of the listing, `src/diagnose/derivation.rs`),
//! `era-rejections-brief/<grammar>` with `check_brief` (what `check` prints
//! and `survey` counts; read from the tables prebuilt per DFA state).
//!
//! The targets of this work, and where each is measured (`docs/performance.md`
//! has the figures and the commands):
//!
//! | workload | target | measured by |
//! |---|---|---|
//! | one rejection, single thread, over the era rejections, each grammar | ≤ 1 µs | this bench, `era-rejections-brief/<grammar>` |
//! | `check`, 1M lines, any mix of accepted and rejected | ≤ 0.3 s | `farm-bench` on the release binary |
//! | `survey`, 1M lines, every built-in grammar | ≤ 2 s | `farm-bench` on the release binary |
//! | one-URI `check` of a rejected input, as a whole process | < 5 ms | `farm-bench` on the release binary |
//! | typed parse against `url`, callgrind instructions per URI | ≤ 3x | `valgrind --tool=callgrind`, `benches/parse.rs` |
//!
//! Measured on 2026-11-25 (2-core machine, quiet;
//! `cargo bench --bench diagnosis -- era-rejections-brief`), per rejection,
//! since the brief path reads the prebuilt tables (`src/diagnose/table.rs`):
//! rfc1630 0.44 µs, rfc1630-url 0.33, rfc1630-generic 0.24, url-03 0.30,
//! url7 0.25, url4 0.26, rfc1738 0.34, rfc1808 0.24, rfc1630+prose 0.64,
//! url-03+prose 0.35, url7+prose 0.33, url4+prose 0.33 (rfc2396, rfc2732
//! and rfc3986 reject no era URL). Before the tables (2026-11-24): 5.8, 3.6,
//! 2.8, 3.2, 3.4, 3.1, 34, 19, 9.8, 3.7, 2.4, 2.6. The full error
//! (`era-rejections`, every frame's start derived) is not on
//! that path; `docs/performance.md` has the other figures.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use rfc1630::Grammar;
use std::path::PathBuf;
use std::time::Duration;

/// The `url` column of the era corpus (`../shared/corpora/era-urls.tsv`).
fn era_urls() -> Vec<String> {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpora/era-urls.tsv");
    let file = if file.is_file() { file } else { PathBuf::from("/work/shared/corpora/era-urls.tsv") };
    let text = std::fs::read_to_string(&file).expect("the era corpus is readable");
    text.lines().skip(1).filter_map(|line| line.split('\t').next()).map(str::to_string).collect()
}

/// Each grammar's era rejections, checked in turn by `check` (`name`) or
/// `check_brief` (`name`: what `check` prints and `survey` counts).
fn era_rejections(c: &mut Criterion) {
    let urls = era_urls();
    type Checker = fn(Grammar, &str) -> bool;
    // The error read, so that its diagnosis is made: unread, `check` makes it only when asked.
    let full: Checker = |grammar, u| rfc1630::check(grammar, u).is_err_and(|e| black_box(e.offset()) <= u.len());
    let brief: Checker = |grammar, u| rfc1630::recognize::check_brief(grammar, u).is_err();
    for (name, rejects) in [("era-rejections", full), ("era-rejections-brief", brief)] {
        let mut group = c.benchmark_group(name);
        group.sample_size(10).warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(2));
        for grammar in Grammar::ALL.into_iter().chain(Grammar::PROSE) {
            let rejected: Vec<&String> = urls.iter().filter(|u| rejects(grammar, u)).collect();
            if rejected.is_empty() {
                continue;
            }
            group.throughput(Throughput::Elements(rejected.len() as u64));
            group.bench_function(grammar.id(), |b| {
                b.iter(|| rejected.iter().filter(|u| rejects(grammar, black_box(u))).count())
            });
        }
        group.finish();
    }
}

criterion_group!(benches, era_rejections);
criterion_main!(benches);
