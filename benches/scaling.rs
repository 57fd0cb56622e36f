//! Cost against input length: one URI with 10^2 .. 10^6 path segments, and
//! searches of 1 KiB .. 1 MiB, for every grammar that accepts the form.
//! Criterion reports bytes per second; time per byte should stay flat.

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use rfc1630::Grammar;

fn scaling(c: &mut Criterion) {
    let mut group = c.benchmark_group("scaling");
    group.sample_size(10);
    for grammar in Grammar::ALL {
        let prefix = if grammar == Grammar::Rfc1630Generic { "magic:" } else { "http://h/" };
        for exp in 2..=6 {
            let input = format!("{prefix}{}", "ab/".repeat(10usize.pow(exp)));
            group.throughput(Throughput::Bytes(input.len() as u64));
            group.bench_with_input(
                BenchmarkId::new(format!("{grammar}/segments"), format!("1e{exp}")),
                &input,
                |b, i| b.iter(|| rfc1630::check(grammar, black_box(i)).is_ok()),
            );
        }
        for kib in [1usize, 32, 1024] {
            let input = format!("{prefix}p?{}w", "w+".repeat(kib * 512));
            group.throughput(Throughput::Bytes(input.len() as u64));
            group.bench_with_input(
                BenchmarkId::new(format!("{grammar}/search"), format!("{kib}KiB")),
                &input,
                |b, i| b.iter(|| rfc1630::check(grammar, black_box(i)).is_ok()),
            );
        }
    }
    group.finish();
}

criterion_group!(benches, scaling);
criterion_main!(benches);
