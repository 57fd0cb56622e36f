//! Every production of a listing as an exact regular expression.
//!
//! `src/recognize/dfa.rs` leaves out a production whose rules hold a lookahead that
//! defines the language (RFC 822's `atom` is `(!specials ~ xalpha)+`), and
//! lets pest decide it. A diagnosis cannot: the error offset is where the
//! language stops, for every production. So here such a lookahead is
//! compiled as what it means, a difference of two finite languages:
//!
//! `!A ~ B`, with `A` and `B` finite, matches the strings of `B` that start
//! with no string of `A`, **provided** no string of `B` is a proper prefix of a
//! string of `A`. Under that proviso a string `a` of `A` that matches at the
//! position is a prefix of the `b` that follows (both are prefixes of the rest
//! of the input, and `a` is not longer than `b`), so the lookahead reads
//! nothing beyond `b`, and the difference is exact whatever follows. The
//! proviso is checked when the pattern is built; a lookahead that fails it
//! (none does) leaves the production without a pattern, and the diagnosis
//! falls back to pest.
//!
//! In `rfc822.pest` this turns `atom`'s `!("(" | ")" | "@" | "," | "\"" | ".")
//! ~ xalpha` into the `xalpha`s other than those six characters (an escape
//! such as `%40` is an `xalpha` and stays one: E4, an escape stands for one
//! `CHAR` and which one is not checked), and `dtext`'s and `qtext`'s
//! `!(^"%5B" | ...) ~ xalpha` into the `xalpha`s other than those escapes in
//! either case. `tests/it/diagnose/offsets.rs` checks the result against the oracle.
//!
//! Lookaheads of a rule with an override of kind `Lookahead`
//! (`src/grammar/overrides.rs`, a PEG mechanic of `grammar/ERRATA.md`) only steer
//! pest's ordered choice and never change the language; they are dropped,
//! as in `src/recognize/dfa.rs`.

use crate::support::byte_regex::ByteRegex;
use crate::support::utf8_range::utf8_sequences;
use pest_meta::ast::Expr;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

/// The most strings a finite language may hold to be enumerated for a
/// difference (`xalpha` holds 76 characters and 484 escapes).
const MAX_FINITE: usize = 4096;

/// Compiles the rules of one listing into regular expressions over bytes
/// ([`ByteRegex`]: an NFA for the diagnosis, regex syntax with Unicode off
/// for the study tools).
pub(crate) struct Compiler<'g> {
    rules: &'g HashMap<String, Expr>,
    /// Rules whose lookaheads are PEG mechanics.
    mechanics: HashSet<String>,
    /// Each rule's expression, or `None` when it has no exact regular form here.
    pub(crate) memo: HashMap<String, Option<ByteRegex>>,
}

impl<'g> Compiler<'g> {
    pub(crate) fn new(rules: &'g HashMap<String, Expr>, mechanics: HashSet<String>) -> Self {
        Compiler { rules, mechanics, memo: HashMap::new() }
    }

    /// The regular expression of an expression inside `rule`.
    pub(crate) fn regex(&mut self, expr: &Expr, rule: &str) -> Option<ByteRegex> {
        let repeat = |inner: ByteRegex, min: u32, max: Option<u32>| {
            // `x{3,2}` matches nothing in pest, and regex syntax refuses it.
            let ordered = max.is_none_or(|max| min <= max);
            ordered.then(|| ByteRegex::Repeat { inner: Box::new(inner), min, max })
        };
        Some(match expr {
            Expr::Str(s) => ByteRegex::Literal(s.as_bytes().to_vec()),
            Expr::Insens(s) => ByteRegex::Insensitive(s.as_bytes().to_vec()),
            Expr::Range(a, b) if a.is_ascii() && b.is_ascii() => {
                let (a, b) = (*a.as_bytes().first()?, *b.as_bytes().first()?);
                // `'z'..'a'` holds no char: pest matches it nowhere, and
                // regex syntax refuses `[z-a]`.
                (a <= b).then(|| ByteRegex::Class(vec![(a, b)]))?
            }
            // Beyond ASCII a class of chars is not a class of bytes.
            Expr::Range(a, b) => {
                let (a, b) = (single_char(a)?, single_char(b)?);
                (a <= b).then(|| ByteRegex::Utf8(utf8_sequences(a, b)))?
            }
            Expr::Ident(name) => match name.as_str() {
                "SOI" | "EOI" => ByteRegex::Empty,
                "ASCII_ALPHA" => ByteRegex::Class(vec![(b'a', b'z'), (b'A', b'Z')]),
                "ASCII_DIGIT" => ByteRegex::Class(vec![(b'0', b'9')]),
                "ASCII_HEX_DIGIT" => ByteRegex::Class(vec![(b'0', b'9'), (b'a', b'f'), (b'A', b'F')]),
                name => {
                    if let Some(done) = self.memo.get(name) {
                        return done.clone();
                    }
                    let body = self.rules.get(name)?.clone();
                    // A rule that calls itself (a user's grammar) has no
                    // regular form here: marked so before its body is read.
                    self.memo.insert(name.to_string(), None);
                    let compiled = self.regex(&body, name).map(|body| ByteRegex::Rule(Rc::new(body)));
                    self.memo.insert(name.to_string(), compiled.clone());
                    compiled?
                }
            },
            Expr::PosPred(_) | Expr::NegPred(_) if self.mechanics.contains(rule) => ByteRegex::Empty,
            Expr::Seq(a, b) => match &**a {
                Expr::NegPred(excluded) if !self.mechanics.contains(rule) => self.difference(excluded, b)?,
                _ => ByteRegex::Concat(vec![self.regex(a, rule)?, self.regex(b, rule)?]),
            },
            // `&x | !x` reads nothing and cannot fail: an imported grammar
            // writes it before an alternative that cannot fail, for pest's
            // validator (`src/study/import/unreachable.rs`).
            Expr::Choice(a, b) if always_empty(a, b) => ByteRegex::Empty,
            Expr::Choice(a, b) => ByteRegex::Alternation(vec![self.regex(a, rule)?, self.regex(b, rule)?]),
            Expr::Opt(e) => repeat(self.regex(e, rule)?, 0, Some(1))?,
            Expr::Rep(e) => repeat(self.regex(e, rule)?, 0, None)?,
            Expr::RepOnce(e) => repeat(self.regex(e, rule)?, 1, None)?,
            Expr::RepExact(e, n) => repeat(self.regex(e, rule)?, *n, Some(*n))?,
            // ABNF's bounded repetition `n*m`, `*m`, `n*` (RFC 2234 §3.6).
            Expr::RepMinMax(e, min, max) => repeat(self.regex(e, rule)?, *min, Some(*max))?,
            Expr::RepMax(e, max) => repeat(self.regex(e, rule)?, 0, Some(*max))?,
            Expr::RepMin(e, min) => repeat(self.regex(e, rule)?, *min, None)?,
            _ => return None,
        })
    }

    /// `!excluded ~ then` as the strings of `then` that start with no string
    /// of `excluded` (see the module docs for why this is exact).
    fn difference(&self, excluded: &Expr, then: &Expr) -> Option<ByteRegex> {
        let excluded = self.strings(excluded)?;
        let then = self.strings(then)?;
        let unsound = then.iter().any(|b| excluded.iter().any(|a| a.len() > b.len() && a.starts_with(b)));
        if unsound {
            return None;
        }
        let kept: Vec<ByteRegex> =
            then.into_iter().filter(|b| !excluded.iter().any(|a| b.starts_with(a))).map(ByteRegex::Literal).collect();
        (!kept.is_empty()).then_some(ByteRegex::Alternation(kept))
    }

    /// The strings of a finite expression, or `None` if it is not finite
    /// (or larger than [`MAX_FINITE`]).
    pub(crate) fn strings(&self, expr: &Expr) -> Option<Vec<Vec<u8>>> {
        self.strings_in(expr, 0)
    }

    fn strings_in(&self, expr: &Expr, depth: usize) -> Option<Vec<Vec<u8>>> {
        // The listings do not recurse outside repetitions (P1), which are not finite.
        if depth > 64 {
            return None;
        }
        let out = match expr {
            Expr::Str(s) => vec![s.as_bytes().to_vec()],
            Expr::Insens(s) => s.bytes().fold(vec![Vec::new()], |acc, byte| {
                let cases: Vec<u8> = if byte.is_ascii_alphabetic() {
                    vec![byte.to_ascii_lowercase(), byte.to_ascii_uppercase()]
                } else {
                    vec![byte]
                };
                acc.iter().flat_map(|p| cases.iter().map(move |&c| [p.as_slice(), &[c]].concat())).collect()
            }),
            Expr::Range(a, b) => {
                let (a, b) = (single_char(a)?, single_char(b)?);
                // Counted before it is listed: `ucschar`'s ranges hold tens of thousands.
                if (a..=b).nth(MAX_FINITE).is_some() {
                    return None;
                }
                (a..=b).map(|c| c.to_string().into_bytes()).collect()
            }
            Expr::Ident(name) => match name.as_str() {
                "ASCII_DIGIT" => (b'0'..=b'9').map(|b| vec![b]).collect(),
                name => self.strings_in(self.rules.get(name)?, depth + 1)?,
            },
            Expr::Choice(a, b) => {
                let mut out = self.strings_in(a, depth + 1)?;
                for s in self.strings_in(b, depth + 1)? {
                    if !out.contains(&s) {
                        out.push(s);
                    }
                }
                out
            }
            Expr::Seq(a, b) => {
                let heads = self.strings_in(a, depth + 1)?;
                let tails = self.strings_in(b, depth + 1)?;
                if heads.len().saturating_mul(tails.len()) > MAX_FINITE {
                    return None;
                }
                heads.iter().flat_map(|h| tails.iter().map(move |t| [h.as_slice(), t].concat())).collect()
            }
            Expr::Opt(e) => {
                let mut out = vec![Vec::new()];
                out.extend(self.strings_in(e, depth + 1)?);
                out
            }
            _ => return None,
        };
        (out.len() <= MAX_FINITE).then_some(out)
    }
}

/// Whether `a | b` is `&x | !x`, which matches the empty string everywhere.
fn always_empty(a: &Expr, b: &Expr) -> bool {
    matches!((a, b), (Expr::PosPred(x), Expr::NegPred(y)) if x == y)
}

/// The char of a range end as pest_meta gives it (unescaped, one char).
pub(crate) fn single_char(s: &str) -> Option<char> {
    let mut chars = s.chars();
    let c = chars.next()?;
    chars.next().is_none().then_some(c)
}

#[cfg(test)]
mod tests {
    use super::*;
    use regex_automata::meta::Regex;
    use regex_automata::util::syntax;

    /// The rules of a small grammar text.
    fn rules(text: &str) -> HashMap<String, Expr> {
        let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text).unwrap();
        pest_meta::parser::consume_rules(pairs).unwrap().into_iter().map(|rule| (rule.name, rule.expr)).collect()
    }

    /// RFC 3987's `ucschar` ranges (two of them) compile to the UTF-8 of
    /// exactly their chars, told by comparing chars.
    #[test]
    fn ranges_beyond_ascii_match_their_utf8() {
        let rules = rules(r"ucschar = { '\u{A0}'..'\u{D7FF}' | '\u{F900}'..'\u{FDCF}' | 'a'..'z' }");
        let pattern = Compiler::new(&rules, HashSet::new()).regex(&Expr::Ident("ucschar".to_string()), "").unwrap();
        let regex = Regex::builder()
            .syntax(syntax::Config::new().unicode(false).utf8(false))
            .build(&format!("^{pattern}$"))
            .unwrap();
        let in_range = |c: char| {
            c.is_ascii_lowercase() || ('\u{A0}'..='\u{D7FF}').contains(&c) || ('\u{F900}'..='\u{FDCF}').contains(&c)
        };
        for c in "\0az\u{7F}\u{9F}\u{A0}\u{FF}\u{7FF}\u{800}\u{D7FF}\u{E000}\u{F8FF}\u{F900}\u{FDCF}\u{FDD0}\u{FFFF}\u{10000}\u{10FFFF}".chars() {
            assert_eq!(regex.is_match(c.to_string().as_bytes()), in_range(c), "{c:?}");
        }
    }

    /// A large range beyond ASCII is not finite here (it would be listed
    /// past `MAX_FINITE`), so a lookahead over it leaves the rule without a
    /// pattern rather than enumerating it; a small one is its chars' UTF-8.
    #[test]
    fn large_ranges_are_not_enumerated() {
        let rules = rules(
            r"big = { '\u{A0}'..'\u{10FFFF}' } small = { '\u{FDCF}'..'\u{FDD1}' } edge = { '\u{00}'..'\u{FFF}' }",
        );
        let compiler = Compiler::new(&rules, HashSet::new());
        assert_eq!(compiler.strings(&rules["big"]), None);
        let small: Vec<Vec<u8>> =
            ['\u{FDCF}', '\u{FDD0}', '\u{FDD1}'].iter().map(|c| c.to_string().into_bytes()).collect();
        assert_eq!(compiler.strings(&rules["small"]), Some(small));
        // 4096 chars is the most listed, 4097 too many.
        assert_eq!(compiler.strings(&rules["edge"]).map(|s| s.len()), Some(MAX_FINITE));
        let one_more = self::rules(r"edge = { '\u{00}'..'\u{1000}' }");
        assert_eq!(compiler.strings(&one_more["edge"]), None);
    }
}
