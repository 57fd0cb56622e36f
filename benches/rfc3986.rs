//! `check --grammar rfc3986` against `fluent-uri` 0.3 on the same inputs in
//! one run: the 100,000 URIs of the benchmark corpus (valid under RFC 3986
//! too), and the rows of `uri-valid-invalid.tsv` and `wpt-inputs.tsv`
//! (valid and invalid mixed, where the two parsers agree on every row:
//! `tests/it/recognize/fluent_uri.rs`).
//!
//! `rfc3986-rejections`: the rows of those two corpora that both reject,
//! each rejected in turn, by `check` with the error left unread (the
//! automaton walk and the error value: the diagnosis is made when first
//! read), by `check` with the error's offset read (the full diagnosis), by
//! `check_brief` (the prebuilt tables), and by `fluent-uri`. The goal: an
//! unread rejection through `check` within 10x of `fluent-uri`'s.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use rfc1630::Grammar;

mod corpus;

/// The first column named `column` of a shared corpus, the TSV escapes undone.
fn corpus_column(file: &str, column: &str) -> Vec<String> {
    let path = format!("{}/../../shared/corpora/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().expect("a header").split('\t').collect();
    let index = header.iter().position(|&h| h == column).expect("the column");
    lines.filter_map(|l| l.split('\t').nth(index)).map(rfc1630::study::tsv::unescape).collect()
}

fn against_fluent_uri(c: &mut Criterion) {
    let valid = corpus::corpus();
    assert!(valid.iter().all(|u| rfc1630::check(Grammar::Rfc3986, u).is_ok()), "the corpus is valid under rfc3986");
    let mut mixed = corpus_column("uri-valid-invalid.tsv", "uri");
    mixed.extend(corpus_column("wpt-inputs.tsv", "input"));
    for (name, inputs) in [("100k-valid", &valid), ("corpora-mixed", &mixed)] {
        let mut group = c.benchmark_group(format!("rfc3986-{name}"));
        group.throughput(Throughput::Elements(inputs.len() as u64));
        group.sample_size(10);
        group.bench_function("rfc1630::check(Rfc3986)", |b| {
            b.iter(|| inputs.iter().filter(|u| rfc1630::check(Grammar::Rfc3986, black_box(u)).is_ok()).count())
        });
        group.bench_function("fluent_uri::UriRef::parse", |b| {
            b.iter(|| inputs.iter().filter(|u| fluent_uri::UriRef::parse(black_box(u.as_str())).is_ok()).count())
        });
        group.finish();
    }
}

/// The rows of the mixed corpora that both `check` and `fluent-uri` reject.
fn rejections(c: &mut Criterion) {
    let mut mixed = corpus_column("uri-valid-invalid.tsv", "uri");
    mixed.extend(corpus_column("wpt-inputs.tsv", "input"));
    let rejected: Vec<String> = mixed
        .into_iter()
        .filter(|u| rfc1630::check(Grammar::Rfc3986, u).is_err() && fluent_uri::UriRef::parse(u.as_str()).is_err())
        .collect();
    assert!(rejected.len() >= 10, "only {} rejections", rejected.len());
    let mut group = c.benchmark_group("rfc3986-rejections");
    group.throughput(Throughput::Elements(rejected.len() as u64));
    group.sample_size(20);
    group.bench_function("rfc1630::check(Rfc3986), unread", |b| {
        b.iter(|| rejected.iter().filter(|u| rfc1630::check(Grammar::Rfc3986, black_box(u)).is_err()).count())
    });
    group.bench_function("rfc1630::check(Rfc3986), offset read", |b| {
        b.iter(|| {
            rejected
                .iter()
                .map(|u| rfc1630::check(Grammar::Rfc3986, black_box(u)).map_or_else(|e| e.offset(), |_| 0))
                .sum::<usize>()
        })
    });
    group.bench_function("rfc1630::recognize::check_brief(Rfc3986)", |b| {
        b.iter(|| {
            rejected.iter().filter(|u| rfc1630::recognize::check_brief(Grammar::Rfc3986, black_box(u)).is_err()).count()
        })
    });
    group.bench_function("fluent_uri::UriRef::parse", |b| {
        b.iter(|| rejected.iter().filter(|u| fluent_uri::UriRef::parse(black_box(u.as_str())).is_err()).count())
    });
    group.finish();
}

criterion_group!(benches, against_fluent_uri, rejections);
criterion_main!(benches);
