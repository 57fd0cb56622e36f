//! An exact recognizer for ABNF (RFC 5234, with RFC 7405's `%s`/`%i`),
//! written from the RFCs' text and sharing no code with the crate: the
//! oracle that an imported grammar's verdicts are compared with.
//!
//! A grammar is read from rule lists such as `../shared/imports/` holds
//! (one rule a line, continuation lines indented, `;` comments). Matching
//! computes, for an expression and a start position, the set of every
//! position where a derivation of it can end: alternation is the union of
//! the alternatives' sets (RFC 5234 §3.2), concatenation chains them, and a
//! repetition iterates until no new end appears, so nothing is given up
//! that a context-free derivation could take. This is exact for a grammar
//! without left recursion, which the grammars tried here are.
//!
//! A prose placeholder `<name, see [SOURCE], Section N>`, as RFC 9110
//! refers to the RFCs it builds on, is the rule `name` of the document
//! given the label `SOURCE` ([`Grammar::labelled`]); any other prose value
//! matches nothing.
//!
//! For a diagnosis it also answers whether a prefix can be continued into
//! the language: the end of the input is then read as a position where any
//! further terminal matches ([`PAST`]).

use std::collections::{BTreeSet, HashMap};

/// An ABNF element.
#[derive(Debug, Clone)]
pub enum Node {
    Alt(Vec<Node>),
    Seq(Vec<Node>),
    Rep {
        min: usize,
        max: Option<usize>,
        node: Box<Node>,
    },
    /// One character in one of the ranges of code points.
    Chars(Vec<(u32, u32)>),
    /// A quoted string; case-insensitive unless `%s` (RFC 7405).
    Text {
        text: Vec<char>,
        sensitive: bool,
    },
    /// A rule name, lower-cased (RFC 5234 §2.1: names ignore case).
    Rule(String),
    /// A prose value: no string of the grammar's own.
    Prose,
    /// A prose placeholder `<name, see [SOURCE], Section N>` (RFC 9110's):
    /// the rule `name`, lower-cased, of the document labelled `SOURCE`.
    Placeholder {
        name: String,
        source: String,
    },
}

/// The core rules, RFC 5234 Appendix B.1, as printed.
const CORE: &str = "ALPHA = %x41-5A / %x61-7A
BIT = \"0\" / \"1\"
CHAR = %x01-7F
CR = %x0D
CRLF = CR LF
CTL = %x00-1F / %x7F
DIGIT = %x30-39
DQUOTE = %x22
HEXDIG = DIGIT / \"A\" / \"B\" / \"C\" / \"D\" / \"E\" / \"F\"
HTAB = %x09
LF = %x0A
LWSP = *(WSP / CRLF WSP)
OCTET = %x00-FF
SP = %x20
VCHAR = %x21-7E
WSP = SP / HTAB
";

/// A position past the end of a prefix: from it every terminal matches.
pub const PAST: usize = usize::MAX;

/// Documents of rules; a rule's names refer to its own document first,
/// then to the others in order, then to the core rules; or, when the main
/// document updates the others, to the main document first.
pub struct Grammar {
    documents: Vec<HashMap<String, Node>>,
    /// Each document's label, as a placeholder's `[SOURCE]` names it.
    labels: Vec<String>,
    /// The main document replaces the others' rules of the same name.
    updates: bool,
}

impl Grammar {
    /// The grammar of `texts`, the first being the main document.
    pub fn read(texts: &[&str]) -> Grammar {
        let labelled: Vec<(&str, &str)> = texts.iter().map(|text| ("", *text)).collect();
        Grammar::labelled(&labelled)
    }

    /// The grammar of `(label, text)` documents, the first being the main
    /// one; a placeholder `<name, see [LABEL], ...>` takes the rule `name`
    /// of the document labelled `LABEL`, and matches nothing without one.
    pub fn labelled(documents: &[(&str, &str)]) -> Grammar {
        let mut labels: Vec<String> = documents.iter().map(|(label, _)| label.to_string()).collect();
        let mut documents: Vec<HashMap<String, Node>> = documents.iter().map(|(_, text)| rules(text)).collect();
        documents.push(rules(CORE));
        labels.push(String::new());
        Grammar { documents, labels, updates: false }
    }

    /// The document a placeholder's `[SOURCE]` labels.
    fn labelled_document(&self, source: &str) -> Option<usize> {
        self.labels.iter().position(|label| !label.is_empty() && label == source)
    }

    /// The grammar of `texts`, where the first updates the others: each of
    /// its rules replaces theirs of the same name, in their rules too (RFC
    /// 6874 §2 updates RFC 3986's `IP-literal`).
    pub fn updating(texts: &[&str]) -> Grammar {
        Grammar { updates: true, ..Grammar::read(texts) }
    }

    fn lookup(&self, from: usize, name: &str) -> Option<(usize, &Node)> {
        let main = self.updates.then_some(0);
        main.into_iter()
            .chain(std::iter::once(from))
            .chain(0..self.documents.len())
            .find_map(|d| self.documents[d].get(name).map(|node| (d, node)))
    }

    /// Whether `input` is a string of `entry`.
    pub fn accepts(&self, entry: &str, input: &str) -> bool {
        let chars: Vec<char> = input.chars().collect();
        let mut run = Run { grammar: self, input: &chars, memo: HashMap::new(), productive: BTreeSet::new() };
        let (doc, node) = self.lookup(0, &entry.to_ascii_lowercase()).expect("entry defined");
        run.ends(doc, node, 0).contains(&chars.len())
    }

    /// The byte length of the longest prefix of `input` that some string of
    /// `entry` begins with (the whole of it for a string of `entry`).
    pub fn viable(&self, entry: &str, input: &str) -> usize {
        let (doc, node) = self.lookup(0, &entry.to_ascii_lowercase()).expect("entry defined");
        let chars: Vec<char> = input.chars().collect();
        let continues = |k: usize| {
            let mut run = Run { grammar: self, input: &chars[..k], memo: HashMap::new(), productive: BTreeSet::new() };
            let ends = run.ends(doc, node, 0);
            ends.contains(&k) || ends.contains(&PAST)
        };
        // Viable prefixes are closed under taking prefixes: a binary search.
        let (mut good, mut bad) = (0, chars.len() + 1);
        while bad - good > 1 {
            let mid = (good + bad) / 2;
            if continues(mid) {
                good = mid;
            } else {
                bad = mid;
            }
        }
        chars[..good].iter().map(|c| c.len_utf8()).sum()
    }

    /// A string derived from `entry` with choices from `random`, or `None`
    /// where the derivation met a prose value or went too deep.
    pub fn generate(&self, entry: &str, random: &mut impl FnMut(usize) -> usize) -> Option<String> {
        let (doc, node) = self.lookup(0, &entry.to_ascii_lowercase())?;
        let mut out = String::new();
        self.derive(doc, node, random, 0, &mut out).then_some(out)
    }

    fn derive(
        &self,
        doc: usize,
        node: &Node,
        random: &mut impl FnMut(usize) -> usize,
        depth: usize,
        out: &mut String,
    ) -> bool {
        if depth > 60 {
            return false;
        }
        match node {
            Node::Alt(items) => self.derive(doc, &items[random(items.len())], random, depth + 1, out),
            Node::Seq(items) => items.iter().all(|item| self.derive(doc, item, random, depth + 1, out)),
            Node::Rep { min, max, node } => {
                let top = max.unwrap_or(min + 3).min(min + 3);
                let count = min + random(top - min + 1);
                (0..count).all(|_| self.derive(doc, node, random, depth + 1, out))
            }
            Node::Chars(ranges) => {
                let (a, b) = ranges[random(ranges.len())];
                let picked = (a..=b).filter_map(char::from_u32).nth(random((b - a + 1) as usize).min(200));
                picked.map(|c| out.push(c)).is_some()
            }
            Node::Text { text, sensitive } => {
                for &c in text {
                    out.push(if !sensitive && random(2) == 1 { c.to_ascii_uppercase() } else { c });
                }
                true
            }
            Node::Rule(name) => match self.lookup(doc, name) {
                Some((d, body)) => self.derive(d, body, random, depth + 1, out),
                None => false,
            },
            Node::Placeholder { name, source } => match self.labelled_document(source) {
                Some(d) => self.derive(d, &Node::Rule(name.clone()), random, depth + 1, out),
                None => false,
            },
            Node::Prose => false,
        }
    }

    /// The characters the grammar names: each literal's in both cases, and
    /// each range's ends.
    pub fn alphabet(&self) -> Vec<char> {
        fn walk(node: &Node, out: &mut BTreeSet<char>) {
            match node {
                Node::Alt(items) | Node::Seq(items) => items.iter().for_each(|i| walk(i, out)),
                Node::Rep { node, .. } => walk(node, out),
                Node::Chars(ranges) => out.extend(ranges.iter().flat_map(|&(a, b)| [a, b]).filter_map(char::from_u32)),
                Node::Text { text, .. } => {
                    out.extend(text.iter().flat_map(|c| [c.to_ascii_lowercase(), c.to_ascii_uppercase()]))
                }
                Node::Rule(_) | Node::Prose | Node::Placeholder { .. } => {}
            }
        }
        let mut out = BTreeSet::new();
        self.documents.iter().flat_map(HashMap::values).for_each(|n| walk(n, &mut out));
        out.into_iter().filter(|c| !c.is_control()).collect()
    }
}

struct Run<'g> {
    grammar: &'g Grammar,
    input: &'g [char],
    memo: HashMap<(usize, String, usize), BTreeSet<usize>>,
    /// Rules found to derive some string.
    productive: BTreeSet<(usize, String)>,
}

impl Run<'_> {
    /// Every position where a derivation of `node` (of document `doc`) from `at` can end.
    fn ends(&mut self, doc: usize, node: &Node, at: usize) -> BTreeSet<usize> {
        let len = self.input.len();
        // Past the prefix's end every terminal matches: a node ends there
        // when it derives any string at all. Asked by its own terms, a
        // rule that nests (a comment in a comment) would call itself at
        // the same position for ever.
        if at == PAST {
            return if self.derives(doc, node, &mut Vec::new()) { BTreeSet::from([PAST]) } else { BTreeSet::new() };
        }
        match node {
            Node::Alt(items) => items.iter().flat_map(|item| self.ends(doc, item, at)).collect(),
            Node::Seq(items) => items.iter().fold(BTreeSet::from([at]), |starts, item| {
                starts.into_iter().flat_map(|s| self.ends(doc, item, s)).collect()
            }),
            Node::Rep { min, max, node } => {
                let mut frontier = BTreeSet::from([at]);
                for _ in 0..*min {
                    frontier = frontier.into_iter().flat_map(|s| self.ends(doc, node, s)).collect();
                }
                let mut reached = frontier.clone();
                let mut count = *min;
                while !frontier.is_empty() && max.is_none_or(|m| count < m) {
                    let next: BTreeSet<usize> = frontier.into_iter().flat_map(|s| self.ends(doc, node, s)).collect();
                    frontier = next.difference(&reached).copied().collect();
                    reached.extend(frontier.iter().copied());
                    count += 1;
                }
                reached
            }
            Node::Prose => BTreeSet::new(),
            Node::Rule(_) => self.rule(doc, node, at),
            Node::Placeholder { name, source } => match self.grammar.labelled_document(source) {
                Some(d) => self.rule(d, &Node::Rule(name.clone()), at),
                None => BTreeSet::new(),
            },
            // Past the prefix's end any terminal may come, and an empty string matches where it is.
            Node::Text { text, .. } if text.is_empty() => BTreeSet::from([at]),
            Node::Chars(_) | Node::Text { .. } if at == PAST || at == len => BTreeSet::from([PAST]),
            Node::Chars(ranges) => {
                let c = u32::from(self.input[at]);
                if ranges.iter().any(|&(a, b)| a <= c && c <= b) {
                    BTreeSet::from([at + 1])
                } else {
                    BTreeSet::new()
                }
            }
            Node::Text { text, sensitive } => {
                let mut i = 0;
                while i < text.len() {
                    let Some(&c) = self.input.get(at + i) else { return BTreeSet::from([PAST]) };
                    let same = if *sensitive { c == text[i] } else { c.eq_ignore_ascii_case(&text[i]) };
                    if !same {
                        return BTreeSet::new();
                    }
                    i += 1;
                }
                BTreeSet::from([at + text.len()])
            }
        }
    }

    /// Whether `node` derives some string: a rule on the way to itself
    /// (`visiting`) does not count, as a shortest derivation never needs it.
    fn derives(&mut self, doc: usize, node: &Node, visiting: &mut Vec<(usize, String)>) -> bool {
        let grammar = self.grammar;
        match node {
            Node::Alt(items) => items.iter().any(|item| self.derives(doc, item, visiting)),
            Node::Seq(items) => items.iter().all(|item| self.derives(doc, item, visiting)),
            Node::Rep { min: 0, .. } | Node::Text { .. } => true,
            Node::Rep { node, .. } => self.derives(doc, node, visiting),
            Node::Chars(ranges) => !ranges.is_empty(),
            Node::Prose => false,
            Node::Placeholder { name, source } => match grammar.labelled_document(source) {
                Some(d) => self.derives(d, &Node::Rule(name.clone()), visiting),
                None => false,
            },
            Node::Rule(name) => {
                let Some((d, body)) = grammar.lookup(doc, name) else { return false };
                let key = (d, name.clone());
                if self.productive.contains(&key) {
                    return true;
                }
                if visiting.contains(&key) {
                    return false;
                }
                visiting.push(key.clone());
                let found = self.derives(d, body, visiting);
                visiting.pop();
                if found {
                    self.productive.insert(key);
                }
                found
            }
        }
    }

    fn rule(&mut self, doc: usize, node: &Node, at: usize) -> BTreeSet<usize> {
        let Node::Rule(name) = node else { unreachable!() };
        let key = (doc, name.clone(), at);
        if let Some(done) = self.memo.get(&key) {
            return done.clone();
        }
        let grammar = self.grammar;
        let found = match grammar.lookup(doc, name) {
            Some((d, body)) => self.ends(d, body, at),
            None => BTreeSet::new(),
        };
        self.memo.insert(key, found.clone());
        found
    }
}

/// Whether `line` begins a rule (`name =` or `name =/`, indented or not)
/// rather than continuing one: a continuation holds no `=` after a name.
fn starts_rule(line: &str) -> bool {
    let rest = line.trim_start();
    let name = rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-').count();
    name > 0 && rest[name..].trim_start().starts_with('=')
}

/// The rules of one document's text: a line that begins a rule starts it,
/// any other continues it; `=/` adds alternatives (RFC 5234 §3.3).
fn rules(text: &str) -> HashMap<String, Node> {
    let mut joined: Vec<String> = Vec::new();
    for line in text.lines() {
        let line = without_comment(line);
        if line.trim().is_empty() {
            continue;
        }
        match joined.last_mut() {
            Some(last) if !starts_rule(line) => {
                last.push(' ');
                last.push_str(line.trim());
            }
            _ => joined.push(line.trim().to_string()),
        }
    }
    let mut out: HashMap<String, Node> = HashMap::new();
    for rule in joined {
        let (name, rest) = rule.split_once('=').expect("a rule has `=`");
        let name = name.trim().to_ascii_lowercase();
        let (incremental, body) = match rest.strip_prefix('/') {
            Some(body) => (true, body),
            None => (false, rest),
        };
        let chars: Vec<char> = body.chars().collect();
        let mut at = 0;
        let node = alternation(&chars, &mut at);
        skip_space(&chars, &mut at);
        assert_eq!(at, chars.len(), "rule `{name}` read to its end: {body}");
        match (incremental, out.remove(&name)) {
            (true, Some(Node::Alt(mut items))) => {
                items.push(node);
                out.insert(name, Node::Alt(items));
            }
            (true, Some(before)) => {
                out.insert(name, Node::Alt(vec![before, node]));
            }
            _ => {
                out.insert(name, node);
            }
        }
    }
    out
}

fn without_comment(line: &str) -> &str {
    let mut quoted = false;
    let mut prose = false;
    for (i, c) in line.char_indices() {
        match c {
            '"' if !prose => quoted = !quoted,
            '<' if !quoted => prose = true,
            '>' if !quoted => prose = false,
            ';' if !quoted && !prose => return &line[..i],
            _ => {}
        }
    }
    line
}

fn skip_space(chars: &[char], at: &mut usize) {
    while chars.get(*at).is_some_and(|c| c.is_whitespace()) {
        *at += 1;
    }
}

fn alternation(chars: &[char], at: &mut usize) -> Node {
    let mut items = vec![concatenation(chars, at)];
    loop {
        skip_space(chars, at);
        if chars.get(*at) != Some(&'/') {
            break;
        }
        *at += 1;
        items.push(concatenation(chars, at));
    }
    if items.len() == 1 {
        items.pop().unwrap()
    } else {
        Node::Alt(items)
    }
}

fn concatenation(chars: &[char], at: &mut usize) -> Node {
    let mut items = Vec::new();
    loop {
        skip_space(chars, at);
        match chars.get(*at) {
            None | Some('/' | ')' | ']') => break,
            _ => items.push(repetition(chars, at)),
        }
    }
    if items.len() == 1 {
        items.pop().unwrap()
    } else {
        Node::Seq(items)
    }
}

fn number(chars: &[char], at: &mut usize, radix: u32) -> Option<u32> {
    let start = *at;
    while chars.get(*at).is_some_and(|c| c.is_digit(radix)) {
        *at += 1;
    }
    (start < *at).then(|| u32::from_str_radix(&chars[start..*at].iter().collect::<String>(), radix).unwrap())
}

fn repetition(chars: &[char], at: &mut usize) -> Node {
    let min = number(chars, at, 10);
    let (min, max) = if chars.get(*at) == Some(&'*') {
        *at += 1;
        (min.unwrap_or(0), number(chars, at, 10))
    } else {
        match min {
            Some(n) => (n, Some(n)),
            None => return element(chars, at),
        }
    };
    let node = element(chars, at);
    Node::Rep { min: min as usize, max: max.map(|m| m as usize), node: Box::new(node) }
}

fn element(chars: &[char], at: &mut usize) -> Node {
    let c = chars[*at];
    match c {
        '(' | '[' => {
            *at += 1;
            let inner = alternation(chars, at);
            skip_space(chars, at);
            let close = if c == '(' { ')' } else { ']' };
            assert_eq!(chars.get(*at), Some(&close));
            *at += 1;
            if c == '[' {
                Node::Rep { min: 0, max: Some(1), node: Box::new(inner) }
            } else {
                inner
            }
        }
        '"' => quoted(chars, at, false),
        '<' => {
            let start = *at + 1;
            while chars[*at] != '>' {
                *at += 1;
            }
            *at += 1;
            placeholder(&chars[start..*at - 1].iter().collect::<String>())
        }
        '%' => {
            *at += 1;
            let kind = chars[*at].to_ascii_lowercase();
            *at += 1;
            match kind {
                's' => quoted(chars, at, true),
                'i' => quoted(chars, at, false),
                _ => {
                    let radix = match kind {
                        'x' => 16,
                        'd' => 10,
                        'b' => 2,
                        other => panic!("no num-val %{other}"),
                    };
                    let first = number(chars, at, radix).unwrap();
                    match chars.get(*at) {
                        Some('-') => {
                            *at += 1;
                            Node::Chars(vec![(first, number(chars, at, radix).unwrap())])
                        }
                        Some('.') => {
                            let mut text = vec![char::from_u32(first).unwrap()];
                            while chars.get(*at) == Some(&'.') {
                                *at += 1;
                                text.push(char::from_u32(number(chars, at, radix).unwrap()).unwrap());
                            }
                            Node::Text { text, sensitive: true }
                        }
                        _ => Node::Chars(vec![(first, first)]),
                    }
                }
            }
        }
        _ => {
            let start = *at;
            while chars.get(*at).is_some_and(|c| c.is_ascii_alphanumeric() || *c == '-') {
                *at += 1;
            }
            assert!(*at > start, "an element at {start}: {:?}", chars.iter().collect::<String>());
            Node::Rule(chars[start..*at].iter().collect::<String>().to_ascii_lowercase())
        }
    }
}

fn quoted(chars: &[char], at: &mut usize, sensitive: bool) -> Node {
    assert_eq!(chars[*at], '"');
    *at += 1;
    let start = *at;
    while chars[*at] != '"' {
        *at += 1;
    }
    let text = chars[start..*at].to_vec();
    *at += 1;
    Node::Text { text, sensitive }
}

/// A prose value as RFC 9110 writes its references, `<host, see [URI],
/// Section 3.2.2>`: the rule it names and the document it names; any other
/// prose value is [`Node::Prose`].
fn placeholder(prose: &str) -> Node {
    let mut parts = prose.split(", ");
    let (Some(name), Some(see)) = (parts.next(), parts.next()) else { return Node::Prose };
    let source = see.strip_prefix("see [").and_then(|rest| rest.strip_suffix(']'));
    match source {
        Some(source) if !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') => {
            Node::Placeholder { name: name.to_ascii_lowercase(), source: source.to_string() }
        }
        _ => Node::Prose,
    }
}
