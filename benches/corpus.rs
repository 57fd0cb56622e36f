//! The benchmark corpus: 100,000 URIs, valid under `rfc1630`, from a fixed
//! seed, in a realistic mix of schemes with hosts, ports, multi-segment
//! paths, searches, fragments and `%` escapes.

/// A small xorshift generator: deterministic across platforms and runs.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.max(1))
    }

    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

const HOSTS: &[&str] = &[
    "info.cern.ch",
    "www.ncsa.uiuc.edu",
    "ftp.uu.net",
    "gopher.micro.umn.edu",
    "quake.think.com",
    "ds.internic.net",
    "130.132.1.10",
    "www.w3.org",
];
const WORDS: &[&str] = &[
    "pub",
    "doc",
    "hypertext",
    "WWW",
    "Addressing",
    "URL",
    "rfc",
    "gopher",
    "Software",
    "Mosaic",
    "Docs",
    "index.html",
    "README",
    "faq%20list",
    "caf%C3%A9",
    "a-b_c.d",
    "x$y",
    "(1)",
    "it's",
];

fn path(rng: &mut Rng) -> String {
    let n = 1 + rng.below(5);
    (0..n).map(|_| rng.pick(WORDS)).collect::<Vec<_>>().join("/")
}

fn hostport(rng: &mut Rng) -> String {
    let host = rng.pick(HOSTS);
    match rng.below(4) {
        0 => format!("{host}:{}", 70 + rng.below(9000)),
        _ => host.to_string(),
    }
}

/// One URI of the mix: http 45%, ftp 15%, gopher 8%, news 8%, mailto 7%, wais 6%, telnet 5%, generic 6%.
pub fn uri(rng: &mut Rng) -> String {
    let fragment =
        if rng.below(5) == 0 { format!("#{}", rng.pick(&["top", "sec2", "andy", "a%20b"])) } else { String::new() };
    let body = match rng.below(100) {
        0..=44 => {
            let search =
                if rng.below(4) == 0 { format!("?{}+{}", rng.pick(WORDS), rng.pick(WORDS)) } else { String::new() };
            format!("http://{}/{}{search}", hostport(rng), path(rng))
        }
        45..=59 => {
            let login = if rng.below(3) == 0 { "anonymous:guest@" } else { "" };
            format!("ftp://{login}{}/{}", hostport(rng), path(rng))
        }
        60..=67 => format!("gopher://{}/{}{}", hostport(rng), rng.pick(&["0", "1", "7"]), path(rng)),
        68..=75 => match rng.below(2) {
            0 => format!("news:{}", rng.pick(&["comp.infosystems.www", "alt.hypertext", "comp.lang.c"])),
            _ => format!("news:{}@{}", 1000 + rng.below(99999), rng.pick(HOSTS)),
        },
        76..=82 => format!(
            "mailto:{}@{}",
            rng.pick(&["timbl", "ietf-url", "www-talk-request", "joe.user"]),
            rng.pick(&["info.cern.ch", "merit.edu", "bunyip.com"])
        ),
        83..=88 => format!(
            "wais://{}/{}?{}",
            hostport(rng),
            rng.pick(&["wais-discussion-archives", "internet-drafts"]),
            rng.pick(WORDS)
        ),
        89..=93 => format!("telnet://{}", hostport(rng)),
        _ => format!("{}:{}", rng.pick(&["magic", "urn", "x-local", "file"]), path(rng)),
    };
    format!("{body}{fragment}")
}

/// The 100,000 URIs.
pub fn corpus() -> Vec<String> {
    let mut rng = Rng::new(1994);
    (0..100_000).map(|_| uri(&mut rng)).collect()
}
