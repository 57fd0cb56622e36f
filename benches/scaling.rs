//! Cost against input length: one URI with 10^2 .. 10^6 path segments, and
//! searches of 1 KiB .. 1 MiB, for every grammar, through the validation
//! path (`check`) and the typed parse (`parse_with`). Criterion reports bytes
//! per second; time per byte should stay flat from the smallest to the largest.

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use rfc1630::Grammar;
use std::time::Duration;

/// A form every grammar accepts: an http path (a generic path for the generic listing).
fn prefix(grammar: Grammar) -> &'static str {
    if grammar == Grammar::Rfc1630Generic {
        "magic:"
    } else {
        "http://h/"
    }
}

fn scaling(c: &mut Criterion) {
    let mut group = c.benchmark_group("scaling");
    group.sample_size(10).warm_up_time(Duration::from_millis(500)).measurement_time(Duration::from_secs(2));
    for grammar in Grammar::ALL {
        let mut inputs: Vec<(String, String)> = (2..=6)
            .map(|exp| (format!("segments-1e{exp}"), format!("{}{}x", prefix(grammar), "ab/".repeat(10usize.pow(exp)))))
            .collect();
        // url4's search has no `+` in xalpha but takes it as the separator, as the others do.
        inputs.extend(
            [1usize, 32, 1024]
                .map(|kib| (format!("search-{kib}KiB"), format!("{}p?{}w", prefix(grammar), "w+".repeat(kib * 512)))),
        );
        for (size, input) in &inputs {
            assert!(rfc1630::check(grammar, input).is_ok(), "{grammar} {size}");
            group.throughput(Throughput::Bytes(input.len() as u64));
            group.bench_with_input(BenchmarkId::new(format!("check/{grammar}"), size), input, |b, i| {
                b.iter(|| rfc1630::check(grammar, black_box(i)).is_ok())
            });
            group.bench_with_input(BenchmarkId::new(format!("parse/{grammar}"), size), input, |b, i| {
                b.iter(|| rfc1630::parse_with(grammar, black_box(i)).is_ok())
            });
        }
    }
    group.finish();
}

criterion_group!(benches, scaling);
criterion_main!(benches);
