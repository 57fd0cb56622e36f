//! Each consecutive pair of the two lines of descent compared as languages,
//! the way `rfc1630 diff A B` does: both grammars read, every paired rule's
//! language and the grammars' own built and compared through their product,
//! with three shortest witnesses each. The goal is under 1 s per pair.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use rfc1630::study::diff::{diff_languages, load};

fn lineage_pairs(c: &mut Criterion) {
    let mut group = c.benchmark_group("language-diff");
    group.sample_size(10);
    for (a, b) in rfc1630::study::lineage::steps() {
        let (a, b) = (a.id(), b.id());
        group.bench_function(format!("{a}->{b}"), |bench| {
            bench.iter(|| {
                let d = diff_languages(&load(black_box(a)).unwrap(), &load(black_box(b)).unwrap(), 3);
                assert!(d.language.is_some());
                d
            })
        });
    }
    group.finish();
}

criterion_group!(benches, lineage_pairs);
criterion_main!(benches);
