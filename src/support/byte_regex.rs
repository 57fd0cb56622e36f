//! A regular expression over bytes as a tree, assembled into a Thompson NFA
//! by hand, or written out as regex syntax.
//!
//! The diagnosis compiles each production of a listing to one of these
//! (`src/diagnose/regular.rs`) and walks its lazy DFA at run time. Assembled
//! here with regex-automata's NFA builder, it needs no regex parser, so a
//! library build compiles neither `regex-syntax` nor regex-automata's
//! compiler from syntax (docs/performance.md). The study tools and the
//! generators read the same tree written as regex syntax with Unicode off
//! ([`ByteRegex`]'s `Display`), through `regex-syntax`, which they have;
//! `tests` below hold the two readings to one language for every
//! production of every listing.

use crate::support::utf8_range::utf8_sequences;
use regex_automata::nfa::thompson::{BuildError, Builder, Transition, NFA};
use regex_automata::util::look::Look;
use regex_automata::util::primitives::StateID;
use std::fmt;
use std::rc::Rc;

/// The most heap an assembled NFA may take: repetitions are written out
/// copy by copy, and a listing's counts are small (`4HEXDIG`, `1*3DIGIT`).
const NFA_SIZE_LIMIT: usize = 16 << 20;

/// A regular expression over bytes, with the shapes its regex syntax takes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum ByteRegex {
    /// The empty string.
    Empty,
    /// These bytes, in order.
    Literal(Vec<u8>),
    /// These bytes, an ASCII letter in either case.
    Insensitive(Vec<u8>),
    /// One byte of any of the ranges.
    Class(Vec<(u8, u8)>),
    /// The UTF-8 of a range of chars: one sequence of byte ranges per
    /// alternative ([`utf8_sequences`]).
    Utf8(Vec<Vec<(u8, u8)>>),
    /// Each in turn.
    Concat(Vec<ByteRegex>),
    /// Any one; an earlier one is preferred where it matters (captures).
    Alternation(Vec<ByteRegex>),
    /// `min` to `max` times (no bound when `None`), greedily.
    Repeat { inner: Box<ByteRegex>, min: u32, max: Option<u32> },
    /// A rule's body, shared by every place that names the rule.
    Rule(Rc<ByteRegex>),
    /// A capturing group, by index (group 0 is the whole match).
    Capture(u32, Box<ByteRegex>),
    /// Where another expression is put later ([`ByteRegex::filled`]).
    Hole,
}

impl ByteRegex {
    /// The tree with every [`ByteRegex::Hole`] replaced by `with`, as a group.
    pub(crate) fn filled(&self, with: &Rc<ByteRegex>) -> ByteRegex {
        let fill = |r: &ByteRegex| r.filled(with);
        match self {
            ByteRegex::Hole => ByteRegex::Rule(Rc::clone(with)),
            ByteRegex::Concat(items) => ByteRegex::Concat(items.iter().map(fill).collect()),
            ByteRegex::Alternation(items) => ByteRegex::Alternation(items.iter().map(fill).collect()),
            ByteRegex::Repeat { inner, min, max } => {
                ByteRegex::Repeat { inner: Box::new(fill(inner)), min: *min, max: *max }
            }
            ByteRegex::Rule(body) => ByteRegex::Rule(Rc::new(fill(body))),
            ByteRegex::Capture(index, inner) => ByteRegex::Capture(*index, Box::new(fill(inner))),
            other => other.clone(),
        }
    }
}

/// The NFA of `patterns`, one pattern each, every one matched against the
/// whole input: anchored at its start (the NFA has no unanchored prefix),
/// and ending with `Look::End`, as a pattern ending in `$` does. Each
/// pattern is its capture group 0, as regex-automata compiles a pattern.
pub(crate) fn nfa(patterns: &[ByteRegex]) -> Result<NFA, Box<BuildError>> {
    let mut builder = Builder::new();
    builder.set_size_limit(Some(NFA_SIZE_LIMIT))?;
    let mut starts = Vec::new();
    for pattern in patterns {
        builder.start_pattern()?;
        let matched = builder.add_match()?;
        let end = builder.add_look(matched, Look::End)?;
        let (start, last) = assemble(&mut builder, &ByteRegex::Capture(0, Box::new(pattern.clone())))?;
        builder.patch(last, end)?;
        builder.finish_pattern(start)?;
        starts.push(start);
    }
    let start = match starts.as_slice() {
        [one] => *one,
        _ => builder.add_union(starts)?,
    };
    Ok(builder.build(start, start)?)
}

/// The chars `first..=last` as an alternation of UTF-8 byte sequences in
/// regex syntax for byte-level patterns (Unicode and UTF-8 mode off), e.g.
/// `'\u{A0}'..='\u{FF}'` is `(?:\xC2[\xA0-\xBF]|\xC3[\x80-\xBF])`; `None` when
/// the range holds no char (`first > last`), which pest matches nowhere and
/// which the compilers, as for `[z-a]`, leave without a pattern.
#[cfg(feature = "study")]
pub(crate) fn utf8_range_pattern(first: char, last: char) -> Option<String> {
    if first > last {
        return None;
    }
    Some(ByteRegex::Utf8(utf8_sequences(first, last)).to_string())
}

/// Reads a regular expression in the POSIX extended syntax that RFC 2396
/// and RFC 3986 print in their Appendix B: literal chars (any of them after
/// `\`), `.` for any char, `[...]` and `[^...]` of single chars, groups
/// `(...)`, each capturing, numbered by their `(` from 1, `|`, and `?`,
/// `*` and `+` after an atom. A leading `^` is the NFA's own anchoring. A
/// char is matched as its UTF-8 bytes. `None` for anything else (a range
/// in brackets, a bound `{n}`, an unclosed group).
///
/// POSIX picks the leftmost-longest match with longest groups, and the NFA
/// prefers earlier alternatives and more repetitions (greedy,
/// leftmost-first): the two agree on an expression whose groups are
/// greedy and each bounded by the chars the next one excludes, as Appendix
/// B's are (`src/revisions/resolution/components.rs`).
pub(crate) fn read_extended(pattern: &str) -> Option<ByteRegex> {
    let mut reader = Reader { chars: pattern.strip_prefix('^').unwrap_or(pattern).chars().peekable(), groups: 0 };
    let regex = reader.alternation()?;
    reader.chars.next().is_none().then_some(regex)
}

/// [`read_extended`]'s reader: the chars left, and the groups opened so far.
struct Reader<'p> {
    chars: std::iter::Peekable<std::str::Chars<'p>>,
    groups: u32,
}

impl Reader<'_> {
    fn alternation(&mut self) -> Option<ByteRegex> {
        let mut items = vec![self.concatenation()?];
        while self.chars.next_if_eq(&'|').is_some() {
            items.push(self.concatenation()?);
        }
        Some(match items.len() {
            1 => items.remove(0),
            _ => ByteRegex::Alternation(items),
        })
    }

    fn concatenation(&mut self) -> Option<ByteRegex> {
        let mut items = Vec::new();
        while let Some(&next) = self.chars.peek() {
            if next == '|' || next == ')' {
                break;
            }
            let atom = self.atom()?;
            let (min, max) = match self.chars.peek() {
                Some('?') => (0, Some(1)),
                Some('*') => (0, None),
                Some('+') => (1, None),
                _ => {
                    items.push(atom);
                    continue;
                }
            };
            self.chars.next();
            items.push(ByteRegex::Repeat { inner: Box::new(atom), min, max });
        }
        Some(match items.len() {
            1 => items.remove(0),
            _ => ByteRegex::Concat(items),
        })
    }

    fn atom(&mut self) -> Option<ByteRegex> {
        Some(match self.chars.next()? {
            '(' => {
                self.groups += 1;
                let index = self.groups;
                let inner = self.alternation()?;
                self.chars.next_if_eq(&')')?;
                ByteRegex::Capture(index, Box::new(inner))
            }
            '.' => chars_in(&[('\0', char::MAX)]),
            '[' => {
                let negated = self.chars.next_if_eq(&'^').is_some();
                let mut members = Vec::new();
                loop {
                    match self.chars.next()? {
                        ']' => break,
                        '-' => return None,
                        member => members.push((member, member)),
                    }
                }
                match negated {
                    true => chars_in(&complement(members)),
                    false => chars_in(&members),
                }
            }
            '\\' => ByteRegex::Literal(self.chars.next()?.to_string().into_bytes()),
            '{' | '}' | ']' | ')' | '?' | '*' | '+' | '^' | '$' => return None,
            literal => ByteRegex::Literal(literal.to_string().into_bytes()),
        })
    }
}

/// Any char of the ranges, as UTF-8.
fn chars_in(ranges: &[(char, char)]) -> ByteRegex {
    ByteRegex::Utf8(ranges.iter().flat_map(|&(first, last)| utf8_sequences(first, last)).collect())
}

/// The chars outside `members`, as ranges in order.
fn complement(mut members: Vec<(char, char)>) -> Vec<(char, char)> {
    members.sort_unstable();
    let mut ranges = Vec::new();
    let mut from = Some('\0');
    for (first, last) in members {
        let Some(start) = from else { break };
        if let Some(end) = before(first).filter(|_| start < first) {
            ranges.push((start, end));
        }
        if last >= start {
            from = after(last);
        }
    }
    if let Some(start) = from {
        ranges.push((start, char::MAX));
    }
    ranges
}

/// The char before `c`, across the surrogates; `None` before the first.
fn before(c: char) -> Option<char> {
    match c {
        '\u{E000}' => Some('\u{D7FF}'),
        c => char::from_u32(u32::from(c).checked_sub(1)?),
    }
}

/// The char after `c`, across the surrogates; `None` after the last.
fn after(c: char) -> Option<char> {
    match c {
        '\u{D7FF}' => Some('\u{E000}'),
        c => char::from_u32(u32::from(c) + 1),
    }
}

/// Adds the states of `regex` to `builder`: its start, and an empty state
/// at its end whose successor is still to be patched in.
fn assemble(builder: &mut Builder, regex: &ByteRegex) -> Result<(StateID, StateID), Box<BuildError>> {
    Ok(match regex {
        ByteRegex::Empty => {
            let empty = builder.add_empty()?;
            (empty, empty)
        }
        ByteRegex::Literal(bytes) => {
            let classes: Vec<Vec<(u8, u8)>> = bytes.iter().map(|&b| vec![(b, b)]).collect();
            chain(builder, &classes)?
        }
        ByteRegex::Insensitive(bytes) => {
            let classes: Vec<Vec<(u8, u8)>> = bytes.iter().map(|&b| either_case(b)).collect();
            chain(builder, &classes)?
        }
        ByteRegex::Class(ranges) => chain(builder, std::slice::from_ref(ranges))?,
        ByteRegex::Utf8(sequences) => {
            let union = builder.add_union(Vec::new())?;
            let end = builder.add_empty()?;
            for sequence in sequences {
                let classes: Vec<Vec<(u8, u8)>> = sequence.iter().map(|&range| vec![range]).collect();
                let (start, last) = chain(builder, &classes)?;
                builder.patch(union, start)?;
                builder.patch(last, end)?;
            }
            (union, end)
        }
        ByteRegex::Concat(items) => {
            let start = builder.add_empty()?;
            let mut last = start;
            for item in items {
                let (item_start, item_end) = assemble(builder, item)?;
                builder.patch(last, item_start)?;
                last = item_end;
            }
            (start, last)
        }
        ByteRegex::Alternation(items) => {
            let union = builder.add_union(Vec::new())?;
            let end = builder.add_empty()?;
            for item in items {
                let (item_start, item_end) = assemble(builder, item)?;
                builder.patch(union, item_start)?;
                builder.patch(item_end, end)?;
            }
            (union, end)
        }
        ByteRegex::Repeat { inner, min, max } => {
            let start = builder.add_empty()?;
            let mut last = start;
            for _ in 0..*min {
                let (copy_start, copy_end) = assemble(builder, inner)?;
                builder.patch(last, copy_start)?;
                last = copy_end;
            }
            let end = builder.add_empty()?;
            match max {
                // A loop: another copy first (greedy), or out.
                None => {
                    let union = builder.add_union(Vec::new())?;
                    builder.patch(last, union)?;
                    let (copy_start, copy_end) = assemble(builder, inner)?;
                    builder.patch(union, copy_start)?;
                    builder.patch(copy_end, union)?;
                    builder.patch(union, end)?;
                }
                // Each further copy optional, nested in the one before.
                Some(max) => {
                    for _ in *min..*max {
                        let union = builder.add_union(Vec::new())?;
                        builder.patch(last, union)?;
                        let (copy_start, copy_end) = assemble(builder, inner)?;
                        builder.patch(union, copy_start)?;
                        builder.patch(union, end)?;
                        last = copy_end;
                    }
                    builder.patch(last, end)?;
                }
            }
            (start, end)
        }
        ByteRegex::Rule(body) => assemble(builder, body)?,
        ByteRegex::Capture(index, inner) => {
            let open = builder.add_capture_start(StateID::ZERO, *index, None)?;
            let (inner_start, inner_end) = assemble(builder, inner)?;
            let close = builder.add_capture_end(StateID::ZERO, *index)?;
            let end = builder.add_empty()?;
            builder.patch(open, inner_start)?;
            builder.patch(inner_end, close)?;
            builder.patch(close, end)?;
            (open, end)
        }
        // Left only by a compiler that did not fill it: matches nothing.
        ByteRegex::Hole => (builder.add_fail()?, builder.add_empty()?),
    })
}

/// One byte of each class in turn, ending in an empty state.
fn chain(builder: &mut Builder, classes: &[Vec<(u8, u8)>]) -> Result<(StateID, StateID), Box<BuildError>> {
    let end = builder.add_empty()?;
    let mut next = end;
    for ranges in classes.iter().rev() {
        let mut transitions: Vec<Transition> =
            normalized(ranges).into_iter().map(|(start, end)| Transition { start, end, next }).collect();
        next = match transitions.len() {
            0 => builder.add_fail()?,
            1 => builder.add_range(transitions.remove(0))?,
            _ => builder.add_sparse(transitions)?,
        };
    }
    Ok((next, end))
}

/// A byte and, for an ASCII letter, its other case, in order.
fn either_case(byte: u8) -> Vec<(u8, u8)> {
    match byte.is_ascii_alphabetic() {
        true => normalized(&[
            (byte.to_ascii_uppercase(), byte.to_ascii_uppercase()),
            (byte.to_ascii_lowercase(), byte.to_ascii_lowercase()),
        ]),
        false => vec![(byte, byte)],
    }
}

/// Byte ranges sorted and merged, as a sparse state needs them; a reversed
/// range holds no byte.
fn normalized(ranges: &[(u8, u8)]) -> Vec<(u8, u8)> {
    let mut sorted: Vec<(u8, u8)> = ranges.iter().copied().filter(|(a, b)| a <= b).collect();
    sorted.sort_unstable();
    let mut merged: Vec<(u8, u8)> = Vec::new();
    for (start, end) in sorted {
        match merged.last_mut() {
            Some((_, last)) if u16::from(start) <= u16::from(*last) + 1 => *last = (*last).max(end),
            _ => merged.push((start, end)),
        }
    }
    merged
}

/// The tree in regex syntax for `regex-syntax` with Unicode and UTF-8 mode
/// off (patterns match bytes), in the shapes the listings' patterns have
/// always had: a rule's body, an option and a choice each in `(?:...)`.
impl fmt::Display for ByteRegex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ByteRegex::Empty => Ok(()),
            ByteRegex::Literal(bytes) => f.write_str(&escape_bytes(bytes)),
            ByteRegex::Insensitive(bytes) => write!(f, "(?i:{})", escape_bytes(bytes)),
            ByteRegex::Class(ranges) => {
                f.write_str("[")?;
                for &(start, end) in ranges {
                    write!(f, "{}-{}", escape_bytes(&[start]), escape_bytes(&[end]))?;
                }
                f.write_str("]")
            }
            ByteRegex::Utf8(sequences) => {
                let alternatives: Vec<String> = sequences
                    .iter()
                    .map(|sequence| sequence.iter().map(|&range| byte_class(range)).collect())
                    .collect();
                write!(f, "(?:{})", alternatives.join("|"))
            }
            ByteRegex::Concat(items) => items.iter().try_for_each(|item| write!(f, "{item}")),
            ByteRegex::Alternation(items) => {
                let alternatives: Vec<String> = items.iter().map(ToString::to_string).collect();
                write!(f, "(?:{})", alternatives.join("|"))
            }
            ByteRegex::Repeat { inner, min, max } => {
                write!(f, "(?:{inner})")?;
                match (min, max) {
                    (0, Some(1)) => f.write_str("?"),
                    (0, None) => f.write_str("*"),
                    (1, None) => f.write_str("+"),
                    (min, None) => write!(f, "{{{min},}}"),
                    (min, Some(max)) if min == max => write!(f, "{{{min}}}"),
                    (min, Some(max)) => write!(f, "{{{min},{max}}}"),
                }
            }
            ByteRegex::Rule(body) => write!(f, "(?:{body})"),
            ByteRegex::Capture(_, inner) => write!(f, "({inner})"),
            // Matches nothing, as the NFA's reading does.
            ByteRegex::Hole => f.write_str("[^\\x00-\\xFF]"),
        }
    }
}

/// A literal byte string in regex syntax (Unicode off: `\xNN` for a byte
/// that is not an ASCII letter or digit).
fn escape_bytes(bytes: &[u8]) -> String {
    let mut out = String::new();
    for &b in bytes {
        if b.is_ascii_alphanumeric() {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("\\x{b:02X}"));
        }
    }
    out
}

/// One byte position of a UTF-8 sequence: a byte, or a class of bytes.
fn byte_class((start, end): (u8, u8)) -> String {
    match start == end {
        true => format!("\\x{start:02X}"),
        false => format!("[\\x{start:02X}-\\x{end:02X}]"),
    }
}

#[cfg(all(test, feature = "study"))]
pub(crate) mod tests {
    use super::*;
    use crate::support::utf8_range::tests::probes;
    use regex_automata::hybrid::dfa::{Cache, DFA};
    use regex_automata::hybrid::LazyStateID;
    use regex_automata::meta::Regex;
    use regex_automata::nfa::thompson;
    use regex_automata::util::syntax;
    use regex_automata::{Anchored, Input};
    use std::collections::{HashSet, VecDeque};

    /// The most pairs of states a comparison visits before it gives up.
    const MAX_PAIRS: usize = 200_000;

    /// Both readings of `regexes` (each matched whole) as lazy DFAs: the
    /// assembled NFA's, and regex-syntax's of its `Display`.
    pub(crate) fn both(regexes: &[ByteRegex]) -> (DFA, DFA) {
        let config = DFA::config().cache_capacity(64 << 20);
        let assembled = DFA::builder().configure(config.clone()).build_from_nfa(nfa(regexes).unwrap()).unwrap();
        let patterns: Vec<String> = regexes.iter().map(|r| format!("{r}$")).collect();
        let parsed = DFA::builder()
            .configure(config)
            .syntax(syntax::Config::new().unicode(false).utf8(false))
            .thompson(thompson::Config::new().utf8(false))
            .build_many(&patterns)
            .unwrap();
        (assembled, parsed)
    }

    /// Whether the two DFAs accept the same strings: every pair of states
    /// that one string leads them to is dead in both or neither, and
    /// accepts the end of input in both or neither. `None` when the walk
    /// outgrows [`MAX_PAIRS`] or a cache is cleared (no verdict).
    pub(crate) fn same_language(a: &DFA, b: &DFA) -> Option<bool> {
        let (mut cache_a, mut cache_b) = (Cache::new(a), Cache::new(b));
        let input = Input::new("").anchored(Anchored::Yes);
        let start =
            (a.start_state_forward(&mut cache_a, &input).ok()?, b.start_state_forward(&mut cache_b, &input).ok()?);
        // Bytes of one class in both DFAs lead both the same way: one of each.
        let mut classes = HashSet::new();
        let representatives: Vec<u8> = (0..=255u8)
            .filter(|&byte| classes.insert((a.byte_classes().get(byte), b.byte_classes().get(byte))))
            .collect();
        let mut seen: HashSet<(LazyStateID, LazyStateID)> = HashSet::from([start]);
        let mut queue = VecDeque::from([start]);
        while let Some((x, y)) = queue.pop_front() {
            let accepts_x = a.next_eoi_state(&mut cache_a, x).ok()?.is_match();
            if accepts_x != b.next_eoi_state(&mut cache_b, y).ok()?.is_match() {
                return Some(false);
            }
            for &byte in &representatives {
                let next = (a.next_state(&mut cache_a, x, byte).ok()?, b.next_state(&mut cache_b, y, byte).ok()?);
                if next.0.is_dead() != next.1.is_dead() {
                    return Some(false);
                }
                if !next.0.is_dead() && seen.insert(next) {
                    queue.push_back(next);
                }
            }
            if seen.len() > MAX_PAIRS || cache_a.clear_count() + cache_b.clear_count() > 0 {
                return None;
            }
        }
        Some(true)
    }

    fn literal(s: &str) -> ByteRegex {
        ByteRegex::Literal(s.as_bytes().to_vec())
    }

    /// Every shape, alone and nested, is one language read either way.
    #[test]
    fn every_shape_reads_the_same_assembled_and_parsed() {
        let shapes = vec![
            ByteRegex::Empty,
            literal("a%2F"),
            ByteRegex::Insensitive(b"Ab-1".to_vec()),
            ByteRegex::Class(vec![(b'a', b'z'), (b'A', b'Z'), (b'0', b'9')]),
            ByteRegex::Utf8(utf8_sequences('\u{A0}', '\u{10FFFF}')),
            ByteRegex::Alternation(vec![literal("ab"), literal("a"), ByteRegex::Empty]),
            ByteRegex::Repeat { inner: Box::new(literal("ab")), min: 0, max: Some(1) },
            ByteRegex::Repeat { inner: Box::new(literal("x")), min: 2, max: Some(4) },
            ByteRegex::Repeat { inner: Box::new(literal("x")), min: 3, max: Some(3) },
            ByteRegex::Repeat { inner: Box::new(literal("x")), min: 2, max: None },
            ByteRegex::Repeat { inner: Box::new(ByteRegex::Empty), min: 0, max: None },
            ByteRegex::Rule(Rc::new(ByteRegex::Concat(vec![literal("a"), ByteRegex::Class(vec![(b'0', b'1')])]))),
            ByteRegex::Capture(1, Box::new(literal("c"))),
            ByteRegex::Hole,
        ];
        for shape in &shapes {
            let nested = ByteRegex::Repeat {
                inner: Box::new(ByteRegex::Concat(vec![literal("<"), shape.clone(), literal(">")])),
                min: 1,
                max: None,
            };
            for regex in [shape, &nested] {
                let (assembled, parsed) = both(std::slice::from_ref(regex));
                assert_eq!(same_language(&assembled, &parsed), Some(true), "{regex}");
            }
        }
        // Several patterns: any of them matches.
        let (assembled, parsed) = both(&shapes[1..4]);
        assert_eq!(same_language(&assembled, &parsed), Some(true));
    }

    /// The comparison tells languages apart.
    #[test]
    fn different_languages_differ() {
        let (a, _) = both(&[literal("ab")]);
        let (_, b) = both(&[ByteRegex::Insensitive(b"ab".to_vec())]);
        assert_eq!(same_language(&a, &b), Some(false));
        let (c, _) = both(&[ByteRegex::Repeat { inner: Box::new(literal("a")), min: 0, max: Some(2) }]);
        let (_, d) = both(&[ByteRegex::Repeat { inner: Box::new(literal("a")), min: 0, max: None }]);
        assert_eq!(same_language(&c, &d), Some(false));
    }

    /// A filled hole is the group of what fills it; an unfilled one matches nothing.
    #[test]
    fn a_hole_is_filled_as_a_group() {
        let template = ByteRegex::Concat(vec![literal("a"), ByteRegex::Hole, literal("z")]);
        let filled = template.filled(&Rc::new(ByteRegex::Alternation(vec![literal("b"), literal("c")])));
        assert_eq!(filled.to_string(), "a(?:(?:b|c))z");
        assert_eq!(template.to_string(), r"a[^\x00-\xFF]z");
    }

    /// The reader takes the extended syntax's shapes and refuses others.
    #[test]
    fn reads_posix_extended_syntax() {
        let read = |pattern: &str| read_extended(pattern).map(|r| r.to_string());
        assert_eq!(read("^a(b|c)?"), Some("a(?:((?:b|c)))?".to_string()));
        assert_eq!(read(r"\?x*"), Some(r"\x3F(?:x)*".to_string()));
        for refused in ["a{2}", "[a-z]", "(a", "a)", "*a", "a$"] {
            assert_eq!(read(refused), None, "{refused}");
        }
        // `[^...]` is every other char: across the surrogates, to U+10FFFF.
        let ByteRegex::Utf8(sequences) = read_extended("[^\u{E000}#]").unwrap() else { panic!("a class") };
        let (assembled, parsed) = both(&[ByteRegex::Utf8(sequences.clone())]);
        assert_eq!(same_language(&assembled, &parsed), Some(true));
        let everything_else = [('\0', '"'), ('$', '\u{D7FF}'), ('\u{E001}', char::MAX)];
        let expected: Vec<Vec<(u8, u8)>> =
            everything_else.iter().flat_map(|&(first, last)| utf8_sequences(first, last)).collect();
        assert_eq!(sequences, expected);
    }

    /// The pattern compiled as the compilers compile theirs: over bytes,
    /// anchored at both ends.
    fn compiled(first: char, last: char) -> Regex {
        let pattern = format!("^{}$", utf8_range_pattern(first, last).unwrap());
        Regex::builder()
            .syntax(syntax::Config::new().unicode(false).utf8(false))
            .build(&pattern)
            .unwrap_or_else(|e| panic!("{pattern}: {e}"))
    }

    /// For every pair of probes as a range, the pattern matches the UTF-8 of
    /// exactly the probes that `char` comparison puts in the range.
    #[test]
    fn matches_exactly_the_chars_of_the_range() {
        let probes = probes();
        for &first in &probes {
            for &last in probes.iter().filter(|&&last| last >= first) {
                let regex = compiled(first, last);
                for &c in &probes {
                    let mut utf8 = [0; 4];
                    let inside = first <= c && c <= last;
                    assert_eq!(
                        regex.is_match(c.encode_utf8(&mut utf8).as_bytes()),
                        inside,
                        "{c:?} in {first:?}..={last:?}"
                    );
                }
            }
        }
    }

    /// The pattern matches one char and nothing else: no empty input, no two
    /// chars, no truncated sequence, no surrogate's three bytes (which are
    /// not UTF-8) even in a range that spans them, no overlong form.
    #[test]
    fn matches_no_other_bytes() {
        let all = compiled('\0', char::MAX);
        for input in [&b""[..], b"aa", b"\xC2", b"\xE0\xA0", b"\xF0\x90\x80", b"\xED\xA0\x80", b"\xED\xBF\xBF"] {
            assert!(!all.is_match(input), "{input:?}");
        }
        for input in [&b"\xC0\x80"[..], b"\xC1\xBF", b"\xE0\x80\x80", b"\xF0\x80\x80\x80", b"\xF4\x90\x80\x80"] {
            assert!(!all.is_match(input), "overlong or beyond U+10FFFF: {input:?}");
        }
        assert!(all.is_match("\u{D7FF}".as_bytes()) && all.is_match("\u{E000}".as_bytes()));
    }

    /// RFC 3987's first `ucschar` range, written out.
    #[test]
    fn writes_byte_sequences() {
        assert_eq!(utf8_range_pattern('\u{A0}', '\u{FF}').unwrap(), r"(?:\xC2[\xA0-\xBF]|\xC3[\x80-\xBF])");
        assert_eq!(utf8_range_pattern('a', 'a').unwrap(), r"(?:\x61)");
    }

    /// A reversed range holds no char and gets no pattern.
    #[test]
    fn an_empty_range_has_no_pattern() {
        assert_eq!(utf8_range_pattern('\u{FF}', '\u{A0}'), None);
    }
}
