//! Throughput on the benchmark corpus: the typed parse, the validation path
//! behind `rfc1630 check`, and the `url` and `fluent-uri` crates on the same
//! strings in the same run. Criterion reports time per 100,000 URIs; the
//! validation path under the default grammar and each listing's beside
//! `fluent-uri`, on the corpus URIs both accept (`valid/<grammar>`); and the
//! cost of 10,000 rejections, diagnosis included.
//!
//! Instructions per URI, which do not wobble with load, come from callgrind
//! on `examples/parse_cost.rs` (the same corpus, one parser per run), each
//! parser at two counts so that start-up and the corpus cancel out:
//!
//! ```text
//! cargo build --release --example parse_cost
//! for p in rfc1630 url; do for n in 5000 10000; do
//!   valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//!     target/release/examples/parse_cost $p $n 2>&1 | grep refs
//! done; done
//! # per URI: (I(10000) - I(5000)) / 5000, for each parser
//! ```

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};

mod corpus;

fn throughput(c: &mut Criterion) {
    let uris = corpus::corpus();
    assert!(
        uris.iter().all(|u| rfc1630::check(rfc1630::Grammar::Rfc1630, u).is_ok()),
        "the corpus must be valid under rfc1630"
    );
    let mut group = c.benchmark_group("100k-uris");
    group.throughput(Throughput::Elements(uris.len() as u64));
    group.sample_size(10);
    group.bench_function("rfc1630::parse", |b| {
        b.iter(|| uris.iter().filter(|u| rfc1630::parse(black_box(u)).is_ok()).count())
    });
    group.bench_function("rfc1630::check", |b| {
        b.iter(|| uris.iter().filter(|u| rfc1630::check(rfc1630::Grammar::Rfc1630, black_box(u)).is_ok()).count())
    });
    // What an owned URI costs beside a borrowed one: the same parse, then
    // every piece of text copied out (`Uri::into_owned`).
    group.bench_function("rfc1630::parse+into_owned", |b| {
        b.iter(|| uris.iter().filter_map(|u| rfc1630::parse(black_box(u)).ok().map(|u| u.into_owned())).count())
    });
    group.bench_function("url::Url::parse", |b| {
        b.iter(|| uris.iter().filter(|u| url::Url::parse(black_box(u)).is_ok()).count())
    });
    group.bench_function("fluent_uri::Uri::parse", |b| {
        b.iter(|| uris.iter().filter(|u| fluent_uri::Uri::parse(black_box(u.as_str())).is_ok()).count())
    });
    group.finish();
}

/// `check` under the default grammar and under each listing's grammar (the
/// `+prose` layers aside) beside `fluent-uri` in the same run, on the corpus
/// URIs that both accept: the goal is the default at or under `fluent-uri`,
/// each listing's within 1.2x of it. `cargo bench --bench parse -- valid/`
/// runs them all; on a shared machine, compare the two rows of a group, not
/// groups measured minutes apart.
fn per_grammar(c: &mut Criterion) {
    let uris = corpus::corpus();
    for grammar in rfc1630::Grammar::ALL {
        let valid: Vec<&String> = uris
            .iter()
            .filter(|u| rfc1630::check(grammar, u).is_ok() && fluent_uri::Uri::parse(u.as_str()).is_ok())
            .collect();
        assert!(valid.len() > 1000, "{grammar}: only {} corpus URIs are valid", valid.len());
        let mut group = c.benchmark_group(format!("valid/{grammar}"));
        group.throughput(Throughput::Elements(valid.len() as u64));
        group.sample_size(10);
        group.bench_function("rfc1630::check", |b| {
            b.iter(|| valid.iter().filter(|u| rfc1630::check(grammar, black_box(u)).is_ok()).count())
        });
        group.bench_function("fluent_uri", |b| {
            b.iter(|| valid.iter().filter(|u| fluent_uri::Uri::parse(black_box(u.as_str())).is_ok()).count())
        });
        group.finish();
    }
}

/// The cost of a rejection beside an acceptance: the same corpus URIs with a
/// space put in (at a position that varies with the URI), which every
/// listing rejects there. Each rejection runs the diagnosis (`src/diagnose/`):
/// the DFA walks, the expected set, a completion and its stack. 10,000 URIs.
fn rejections(c: &mut Criterion) {
    let rejected: Vec<String> = corpus::corpus()
        .into_iter()
        .take(10_000)
        .enumerate()
        .map(|(i, mut u)| {
            let at = (i * 7919) % u.len();
            let at = (0..=at).rev().find(|&j| u.is_char_boundary(j)).unwrap_or(0);
            u.insert(at, ' ');
            u
        })
        .collect();
    assert!(
        rejected.iter().all(|u| rfc1630::check(rfc1630::Grammar::Rfc1630, u).is_err()),
        "every mutant must be rejected under rfc1630"
    );
    let mut group = c.benchmark_group("10k-rejections");
    group.throughput(Throughput::Elements(rejected.len() as u64));
    group.sample_size(10);
    group.bench_function("rfc1630::parse", |b| {
        b.iter(|| rejected.iter().filter(|u| rfc1630::parse(black_box(u)).is_err()).count())
    });
    group.bench_function("rfc1630::check", |b| {
        b.iter(|| rejected.iter().filter(|u| rfc1630::check(rfc1630::Grammar::Rfc1630, black_box(u)).is_err()).count())
    });
    group.finish();
}

criterion_group!(benches, throughput, per_grammar, rejections);
criterion_main!(benches);
