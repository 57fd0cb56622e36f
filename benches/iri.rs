//! `check --grammar rfc3987` against `fluent-uri`'s IRI validator
//! (`fluent_uri::IriRef::parse`) on the same inputs in one run, on the
//! inputs both accept (`valid/rfc3987-iri`): 20,000 IRI references from a
//! fixed seed, and the valid rows of the shared corpora. The goal: `check`
//! within 1.2x of `fluent-uri`.
//!
//! The IRIs come from a generator of this file, not from the tests'
//! (`tests/it/oracle/rfc3987.rs`'s proptest strategies, which need the
//! oracle's module and proptest's runner): the same productions, drawn
//! with the same weights, from a xorshift generator so that every run
//! times the same strings. Characters beyond ASCII come from every range
//! of `ucschar` (the range drawn first, as the tests draw it) in every
//! component but the scheme, and from `iprivate` in the query; hosts are IP
//! literals, dotted quads and names; any `ipchar` may be `%`-encoded.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use rfc1630::Grammar;

/// `ucschar`'s ranges (RFC 3987 l.435-440).
const UCSCHAR: [(u32, u32); 17] = [
    (0xA0, 0xD7FF),
    (0xF900, 0xFDCF),
    (0xFDF0, 0xFFEF),
    (0x10000, 0x1FFFD),
    (0x20000, 0x2FFFD),
    (0x30000, 0x3FFFD),
    (0x40000, 0x4FFFD),
    (0x50000, 0x5FFFD),
    (0x60000, 0x6FFFD),
    (0x70000, 0x7FFFD),
    (0x80000, 0x8FFFD),
    (0x90000, 0x9FFFD),
    (0xA0000, 0xAFFFD),
    (0xB0000, 0xBFFFD),
    (0xC0000, 0xCFFFD),
    (0xD0000, 0xDFFFD),
    (0xE1000, 0xEFFFD),
];

/// `iprivate`'s ranges (l.442).
const IPRIVATE: [(u32, u32); 3] = [(0xE000, 0xF8FF), (0xF0000, 0xFFFFD), (0x100000, 0x10FFFD)];

const ALPHA: &str = "abxyzAQZ";
const DIGIT: &str = "01259";
const HEX: &str = "019afAF";
const UNRESERVED: &str = "abxyzAQZ01259-._~";
const SUB_DELIMS: &str = "!$&'()*+,;=";

/// A xorshift generator and the draws of the productions below.
struct Gen {
    state: u64,
    out: String,
}

impl Gen {
    fn below(&mut self, n: usize) -> usize {
        self.state ^= self.state << 13;
        self.state ^= self.state >> 7;
        self.state ^= self.state << 17;
        (self.state % n as u64) as usize
    }

    /// Whether an optional part is there: one time in two.
    fn coin(&mut self) -> bool {
        self.below(2) == 0
    }

    fn one_of(&mut self, chars: &str) {
        let c = chars.as_bytes()[self.below(chars.len())];
        self.out.push(char::from(c));
    }

    fn lit(&mut self, s: &str) {
        self.out.push_str(s);
    }

    /// Between `min` and `max` (inclusive) of `part`.
    fn rep(&mut self, min: usize, max: usize, part: impl Fn(&mut Gen)) {
        for _ in 0..min + self.below(max - min + 1) {
            part(self);
        }
    }

    /// A code point of one of `ranges`, the range drawn first.
    fn in_ranges(&mut self, ranges: &[(u32, u32)]) {
        let (lo, hi) = ranges[self.below(ranges.len())];
        let point = lo + self.below((hi - lo + 1) as usize) as u32;
        self.out.push(char::from_u32(point).expect("no range holds a surrogate"));
    }

    /// `IRI-reference = IRI / irelative-ref`, three to two.
    fn iri_reference(&mut self) {
        if self.below(5) < 3 {
            self.one_of(ALPHA);
            self.rep(0, 5, |g| g.one_of("abxyzAQZ01259+-."));
            self.lit(":");
            self.hier_part(false);
        } else {
            self.hier_part(true);
        }
        if self.coin() {
            self.lit("?");
            self.rep(0, 6, |g| match g.below(7) {
                0..4 => g.ipchar(),
                4 => g.in_ranges(&IPRIVATE),
                5 => g.lit("/"),
                _ => g.lit("?"),
            });
        }
        if self.coin() {
            self.lit("#");
            self.rep(0, 6, |g| match g.below(6) {
                0..4 => g.ipchar(),
                4 => g.lit("/"),
                _ => g.lit("?"),
            });
        }
    }

    /// `ihier-part` (an authority three times in six), or `irelative-part`
    /// (two in five, and a first segment with no `:`).
    fn hier_part(&mut self, relative: bool) {
        let authority = if relative { 2 } else { 3 };
        let drawn = self.below(authority + 3);
        if drawn < authority {
            self.lit("//");
            self.authority();
            self.rep(0, 4, |g| {
                g.lit("/");
                g.rep(0, 5, Gen::ipchar);
            });
            return;
        }
        match drawn - authority {
            0 => {
                self.lit("/");
                if self.coin() {
                    self.segments();
                }
            }
            1 if relative => {
                self.rep(1, 5, |g| match g.below(4) {
                    0 => g.pct_encoded(),
                    1 => g.one_of(SUB_DELIMS),
                    2 => g.lit("@"),
                    _ => g.iunreserved(),
                });
                self.rep(0, 3, |g| {
                    g.lit("/");
                    g.rep(0, 5, Gen::ipchar);
                });
            }
            1 => self.segments(),
            _ => {}
        }
    }

    /// `isegment-nz *( "/" isegment )`
    fn segments(&mut self) {
        self.rep(1, 5, Gen::ipchar);
        self.rep(0, 3, |g| {
            g.lit("/");
            g.rep(0, 5, Gen::ipchar);
        });
    }

    /// `iauthority = [ iuserinfo "@" ] ihost [ ":" port ]`
    fn authority(&mut self) {
        if self.coin() {
            self.rep(0, 6, |g| match g.below(4) {
                0 => g.pct_encoded(),
                1 => g.one_of(SUB_DELIMS),
                2 => g.lit(":"),
                _ => g.iunreserved(),
            });
            self.lit("@");
        }
        match self.below(8) {
            0..2 => {
                self.lit("[");
                if self.below(5) == 0 {
                    self.one_of("vV");
                    self.rep(1, 3, |g| g.one_of(HEX));
                    self.lit(".");
                    self.rep(1, 4, |g| g.one_of(&[UNRESERVED, SUB_DELIMS, ":"].concat()));
                } else {
                    self.ipv6address();
                }
                self.lit("]");
            }
            2..4 => self.ipv4address(),
            4 => {
                self.ipv4address();
                self.rep(1, 3, |g| if g.coin() { g.iunreserved() } else { g.one_of(SUB_DELIMS) });
            }
            _ => self.rep(0, 8, |g| match g.below(3) {
                0 => g.pct_encoded(),
                1 => g.one_of(SUB_DELIMS),
                _ => g.iunreserved(),
            }),
        }
        if self.coin() {
            self.lit(":");
            self.rep(0, 5, |g| g.one_of(DIGIT));
        }
    }

    /// `IPv6address`: one of its nine forms, the optional parts drawn.
    fn ipv6address(&mut self) {
        let pieces = |g: &mut Gen, n: usize| {
            for _ in 0..n {
                g.h16();
                g.lit(":");
            }
        };
        let head = |g: &mut Gen, n: usize| {
            if g.coin() {
                g.rep(0, n, |g| {
                    g.h16();
                    g.lit(":");
                });
                g.h16();
            }
        };
        match self.below(9) {
            0 => {
                pieces(self, 6);
                self.ls32();
            }
            1 => {
                self.lit("::");
                pieces(self, 5);
                self.ls32();
            }
            2 => {
                if self.coin() {
                    self.h16();
                }
                self.lit("::");
                pieces(self, 4);
                self.ls32();
            }
            3 => {
                head(self, 1);
                self.lit("::");
                pieces(self, 3);
                self.ls32();
            }
            4 => {
                head(self, 2);
                self.lit("::");
                pieces(self, 2);
                self.ls32();
            }
            5 => {
                head(self, 3);
                self.lit("::");
                pieces(self, 1);
                self.ls32();
            }
            6 => {
                head(self, 4);
                self.lit("::");
                self.ls32();
            }
            7 => {
                head(self, 5);
                self.lit("::");
                self.h16();
            }
            _ => {
                head(self, 6);
                self.lit("::");
            }
        }
    }

    fn h16(&mut self) {
        self.rep(1, 4, |g| g.one_of(HEX));
    }

    fn ls32(&mut self) {
        if self.coin() {
            self.h16();
            self.lit(":");
            self.h16();
        } else {
            self.ipv4address();
        }
    }

    fn ipv4address(&mut self) {
        for i in 0..4 {
            if i > 0 {
                self.lit(".");
            }
            match self.below(5) {
                0 => self.one_of(DIGIT),
                1 => {
                    self.one_of("159");
                    self.one_of(DIGIT);
                }
                2 => {
                    self.lit("1");
                    self.one_of(DIGIT);
                    self.one_of(DIGIT);
                }
                3 => {
                    self.lit("2");
                    self.one_of("034");
                    self.one_of(DIGIT);
                }
                _ => {
                    self.lit("25");
                    self.one_of("045");
                }
            }
        }
    }

    /// `ipchar = iunreserved / pct-encoded / sub-delims / ":" / "@"`, four
    /// to one to one to one to one.
    fn ipchar(&mut self) {
        match self.below(8) {
            0..4 => self.iunreserved(),
            4 => self.pct_encoded(),
            5 => self.one_of(SUB_DELIMS),
            6 => self.lit(":"),
            _ => self.lit("@"),
        }
    }

    /// `iunreserved`: ASCII three times in five, `ucschar` twice.
    fn iunreserved(&mut self) {
        if self.below(5) < 3 {
            self.one_of(UNRESERVED);
        } else {
            self.in_ranges(&UCSCHAR);
        }
    }

    fn pct_encoded(&mut self) {
        self.lit("%");
        self.one_of(HEX);
        self.one_of(HEX);
    }
}

/// `n` IRI references from a fixed seed.
fn generated(n: usize) -> Vec<String> {
    let mut g = Gen { state: 3987, out: String::new() };
    (0..n)
        .map(|_| {
            g.out.clear();
            g.iri_reference();
            g.out.clone()
        })
        .collect()
}

/// The valid rows of the shared corpora: `uri-valid-invalid.tsv`'s rows
/// marked `valid`, every URL of `era-urls.tsv`, and the inputs of
/// `wpt-inputs.tsv` whose parse is not expected to fail, the TSV escapes
/// undone.
fn corpora_valid_rows() -> Vec<String> {
    let rows = |file: &str, column: &str, keep: &dyn Fn(&[&str]) -> bool| -> Vec<String> {
        let path = format!("{}/../../shared/corpora/{file}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let mut lines = text.lines();
        let header: Vec<&str> = lines.next().expect("a header").split('\t').collect();
        let index = header.iter().position(|&h| h == column).expect("the column");
        lines
            .map(|line| line.split('\t').collect::<Vec<_>>())
            .filter(|fields| keep(fields))
            .filter_map(|fields| fields.get(index).map(|field| rfc1630::study::tsv::unescape(field)))
            .collect()
    };
    let mut valid = rows("uri-valid-invalid.tsv", "uri", &|fields| fields.get(1) == Some(&"valid"));
    valid.extend(rows("era-urls.tsv", "url", &|_| true));
    valid.extend(rows("wpt-inputs.tsv", "input", &|fields| fields.get(2) != Some(&"FAILURE")));
    valid
}

/// Whether both validators accept `input` as an IRI reference.
fn both_accept(input: &str) -> bool {
    rfc1630::check(Grammar::Rfc3987, input).is_ok() && fluent_uri::IriRef::parse(input).is_ok()
}

fn against_fluent_uri(c: &mut Criterion) {
    let generated = generated(20_000);
    let beyond_ascii = generated.iter().filter(|u| !u.is_ascii()).count();
    assert!(beyond_ascii > generated.len() / 2, "most generated IRIs hold characters beyond ASCII");
    let mut inputs: Vec<String> = generated.into_iter().filter(|u| both_accept(u)).collect();
    let from_generator = inputs.len();
    assert!(from_generator > 19_000, "only {from_generator} generated IRIs are valid under both");
    inputs.extend(corpora_valid_rows().into_iter().filter(|u| both_accept(u)));
    assert!(inputs.len() - from_generator > 500, "only {} corpus rows", inputs.len() - from_generator);
    let mut group = c.benchmark_group("valid/rfc3987-iri");
    group.throughput(Throughput::Elements(inputs.len() as u64));
    group.sample_size(10);
    group.bench_function("rfc1630::check", |b| {
        b.iter(|| inputs.iter().filter(|u| rfc1630::check(Grammar::Rfc3987, black_box(u)).is_ok()).count())
    });
    group.bench_function("fluent_uri::IriRef", |b| {
        b.iter(|| inputs.iter().filter(|u| fluent_uri::IriRef::parse(black_box(u.as_str())).is_ok()).count())
    });
    group.finish();
}

criterion_group!(benches, against_fluent_uri);
criterion_main!(benches);
