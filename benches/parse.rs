//! Throughput on the benchmark corpus: the typed parse, the validation path
//! behind `rfc1630 check`, and the `url` and `fluent-uri` crates on the same
//! strings in the same run. Criterion reports time per 100,000 URIs.

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
    group.bench_function("url::Url::parse", |b| {
        b.iter(|| uris.iter().filter(|u| url::Url::parse(black_box(u)).is_ok()).count())
    });
    group.bench_function("fluent_uri::Uri::parse", |b| {
        b.iter(|| uris.iter().filter(|u| fluent_uri::Uri::parse(black_box(u.as_str())).is_ok()).count())
    });
    group.finish();
}

criterion_group!(benches, throughput);
criterion_main!(benches);
