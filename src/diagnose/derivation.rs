//! pest's derivation of a string from a listing's rules, run by the crate
//! itself: the pairs a stack reads its frames from, without `pest_vm`.
//!
//! It runs the rules as `pest_vm` runs a grammar that never uses pest's
//! stack and skips no implicit whitespace, with every rule normal (so every
//! rule called gives a pair, as the stacks need): parsing expression
//! grammar semantics, with the primitives matched as pest's `Position`
//! matches them. It knows what the listings use (literals, `^"..."`
//! literals, char ranges, rule calls, `SOI`, `EOI`, sequences, ordered
//! choices, `?`, `*`, `+`, the counted repetitions and the `&` and `!`
//! predicates); anything else answers [`Refusal::Unsupported`] when the
//! derivation reaches it, where `pest_vm` would run it.

use pest_meta::ast::{Expr, Rule};
use std::collections::HashMap;

/// A pair of a derivation: a rule and the bytes it matched.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Pair<'r> {
    pub(crate) rule: &'r str,
    pub(crate) start: usize,
    pub(crate) end: usize,
}

/// Why a derivation gives no pairs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Refusal {
    /// The entry rule does not match at the start of the input (pest's
    /// `Err`).
    Rejected,
    /// The derivation reached an expression it does not run: pest's stack,
    /// a built-in other than `SOI` and `EOI`, a Unicode property, a rule
    /// the listing does not define.
    Unsupported,
    /// A repetition without an upper bound matched the empty string after
    /// its minimum: pest would repeat it at the same place for ever.
    Endless,
    /// Rule calls nested deeper than [`MAX_DEPTH`].
    TooDeep,
    /// More than [`STEPS_PER_BYTE`] steps per input byte.
    OverBudget,
}

/// How deep rule calls may nest. The listings recurse through repetitions
/// only, and every corpus string derives within a quarter of this depth
/// (the differential test below), but RFC 6068's `comment` (RFC 5322's)
/// nests as deep as its input's parentheses, and a stack derives up to 16
/// KiB of input: each level holds a few of this module's frames on the
/// thread's stack, and a diagnosis may run on a thread with a small one.
pub(crate) const MAX_DEPTH: usize = 256;

/// How many expressions the derivation may try per byte of input (and for
/// the empty input). The listings' choices backtrack over short spans, so a
/// derivation tries far fewer (at most about 100 per byte on the corpus
/// strings, which the differential test below holds within a quarter of
/// this); the budget keeps a grammar that backtracks over long spans, which
/// pest would follow for as long as it takes, from holding a diagnosis that
/// long.
pub(crate) const STEPS_PER_BYTE: usize = 1024;

/// A listing's rules, ready to derive strings.
pub(crate) struct Derivation<'r> {
    names: Vec<&'r str>,
    bodies: Vec<Node<'r>>,
    by_name: HashMap<&'r str, usize>,
}

/// An expression as the derivation runs it: rule names resolved, nested
/// sequences and choices laid flat, every repetition a count.
enum Node<'r> {
    Str(&'r str),
    Insens(&'r str),
    Range(char, char),
    Call(usize),
    StartOfInput,
    EndOfInput,
    Ahead(Box<Node<'r>>),
    NotAhead(Box<Node<'r>>),
    Seq(Vec<Node<'r>>),
    Choice(Vec<Node<'r>>),
    /// At least `min` and at most `max` (`None`: no bound) matches in a row.
    Repeat(Box<Node<'r>>, u32, Option<u32>),
    Unsupported,
}

/// The names `pest_vm` runs itself before it looks for a rule of the grammar
/// (`SOI` and `EOI`, which the derivation runs, are left out).
const VM_BUILT_INS: [&str; 17] = [
    "ANY",
    "PEEK",
    "PEEK_ALL",
    "POP",
    "POP_ALL",
    "DROP",
    "ASCII_DIGIT",
    "ASCII_NONZERO_DIGIT",
    "ASCII_BIN_DIGIT",
    "ASCII_OCT_DIGIT",
    "ASCII_HEX_DIGIT",
    "ASCII_ALPHA_LOWER",
    "ASCII_ALPHA_UPPER",
    "ASCII_ALPHA",
    "ASCII_ALPHANUMERIC",
    "ASCII",
    "NEWLINE",
];

impl<'r> Derivation<'r> {
    /// The derivation of `rules`, every rule normal whatever its marker;
    /// `None` for a grammar with `WHITESPACE` or `COMMENT` rules, which pest
    /// skips between the items of a sequence.
    pub(crate) fn new(rules: &'r [Rule]) -> Option<Self> {
        if rules.iter().any(|rule| rule.name == "WHITESPACE" || rule.name == "COMMENT") {
            return None;
        }
        let by_name: HashMap<&'r str, usize> =
            rules.iter().enumerate().map(|(index, rule)| (rule.name.as_str(), index)).collect();
        let bodies = rules.iter().map(|rule| node(&rule.expr, &by_name)).collect();
        Some(Derivation { names: rules.iter().map(|rule| rule.name.as_str()).collect(), bodies, by_name })
    }

    /// The pairs of pest's derivation of `input` from the rule `entry`
    /// (which, as pest, need not read the whole input), outermost first as
    /// `Pairs::flatten` gives them: a pair for every rule call that matched
    /// outside a predicate, and one for `EOI`.
    pub(crate) fn derive(&self, entry: &str, input: &str) -> Result<Vec<Pair<'r>>, Refusal> {
        self.run(input).derive(entry)
    }

    /// A derivation of `input` about to start, with its budget.
    fn run<'d>(&'d self, input: &'d str) -> Run<'d, 'r> {
        let steps = STEPS_PER_BYTE * (input.len() + 1);
        Run { derivation: self, input, pairs: Vec::new(), calls_left: MAX_DEPTH, predicates: 0, steps }
    }
}

/// `name` called: a rule of the grammar, `SOI` or `EOI`, or what the
/// derivation does not run. `pest_vm` looks for its built-ins first, so a
/// rule named as one of them is the built-in.
fn call<'r>(name: &str, by_name: &HashMap<&'r str, usize>) -> Node<'r> {
    match name {
        "SOI" => Node::StartOfInput,
        "EOI" => Node::EndOfInput,
        name if VM_BUILT_INS.contains(&name) => Node::Unsupported,
        name => by_name.get(name).map_or(Node::Unsupported, |&index| Node::Call(index)),
    }
}

/// `expr` as the derivation runs it. A count pest's unroller would not
/// write out (`e{0}`, `e{,0}`, or a minimum above the maximum, which pest's
/// validator refuses) is unsupported.
fn node<'r>(expr: &'r Expr, by_name: &HashMap<&'r str, usize>) -> Node<'r> {
    let boxed = |e: &'r Expr| Box::new(node(e, by_name));
    let counted = |e: &'r Expr, min: u32, max: u32| {
        if max == 0 || min > max {
            Node::Unsupported
        } else {
            Node::Repeat(boxed(e), min, Some(max))
        }
    };
    match expr {
        Expr::Str(text) => Node::Str(text),
        Expr::Insens(text) => Node::Insens(text),
        // pest_vm reads each end's first char (a char literal's one).
        Expr::Range(from, to) => match (from.chars().next(), to.chars().next()) {
            (Some(from), Some(to)) => Node::Range(from, to),
            _ => Node::Unsupported,
        },
        Expr::Ident(name) => call(name, by_name),
        Expr::PosPred(e) => Node::Ahead(boxed(e)),
        Expr::NegPred(e) => Node::NotAhead(boxed(e)),
        // Sequences and choices are associative in pest (a failed sequence
        // restores the position and drops its pairs), so nested ones are
        // laid flat.
        Expr::Seq(..) => Node::Seq(flat(expr, by_name, &|e| matches!(e, Expr::Seq(..)))),
        Expr::Choice(..) => Node::Choice(flat(expr, by_name, &|e| matches!(e, Expr::Choice(..)))),
        Expr::Opt(e) => Node::Repeat(boxed(e), 0, Some(1)),
        Expr::Rep(e) => Node::Repeat(boxed(e), 0, None),
        Expr::RepOnce(e) => Node::Repeat(boxed(e), 1, None),
        Expr::RepExact(e, n) => counted(e, *n, *n),
        Expr::RepMin(e, n) => Node::Repeat(boxed(e), *n, None),
        Expr::RepMax(e, m) => counted(e, 0, *m),
        Expr::RepMinMax(e, n, m) => counted(e, *n, *m),
        // `PUSH`, `PEEK[..]`, the optimizer's skips and grammar-extras' forms.
        _ => Node::Unsupported,
    }
}

/// The operands of `expr` and of the nodes of its kind (`same`) nested in
/// it, in order.
fn flat<'r>(expr: &'r Expr, by_name: &HashMap<&'r str, usize>, same: &dyn Fn(&Expr) -> bool) -> Vec<Node<'r>> {
    let mut operands = Vec::new();
    let mut pending = vec![expr];
    while let Some(e) = pending.pop() {
        match e {
            Expr::Seq(a, b) | Expr::Choice(a, b) if same(e) => pending.extend([&**b, &**a]),
            e => operands.push(node(e, by_name)),
        }
    }
    operands
}

/// One derivation under way.
struct Run<'d, 'r> {
    derivation: &'d Derivation<'r>,
    input: &'d str,
    /// The pairs so far, in the order their rules were called; a pair whose
    /// rule is still running holds its start as its end.
    pairs: Vec<Pair<'r>>,
    /// How many more rule calls may nest in those under way.
    calls_left: usize,
    /// Predicates under way: inside one, pest makes no pairs.
    predicates: usize,
    /// Steps left in the budget.
    steps: usize,
}

impl<'r> Run<'_, 'r> {
    /// The pairs of the derivation from the rule `entry`.
    fn derive(&mut self, entry: &str) -> Result<Vec<Pair<'r>>, Refusal> {
        match self.matches(&call(entry, &self.derivation.by_name), 0)? {
            Some(_) => Ok(std::mem::take(&mut self.pairs)),
            None => Err(Refusal::Rejected),
        }
    }

    /// Where `node` ends when it matches at `at` (`None`: it does not; the
    /// pairs are then as they were).
    fn matches(&mut self, node: &Node<'r>, at: usize) -> Result<Option<usize>, Refusal> {
        self.steps = self.steps.checked_sub(1).ok_or(Refusal::OverBudget)?;
        let rest = &self.input[at..];
        Ok(match node {
            Node::Str(text) => rest.as_bytes().starts_with(text.as_bytes()).then(|| at + text.len()),
            // As pest: the next `text.len()` bytes, if they end on a char
            // boundary, equal `text` but for the case of ASCII letters.
            Node::Insens(text) => {
                rest.get(..text.len()).filter(|next| next.eq_ignore_ascii_case(text)).map(|_| at + text.len())
            }
            Node::Range(from, to) => {
                rest.chars().next().filter(|c| (from..=to).contains(&c)).map(|c| at + c.len_utf8())
            }
            Node::StartOfInput => (at == 0).then_some(at),
            Node::EndOfInput => {
                let end = rest.is_empty().then_some(at);
                if end.is_some() && self.predicates == 0 {
                    self.pairs.push(Pair { rule: "EOI", start: at, end: at });
                }
                end
            }
            Node::Call(index) => return self.call(*index, at),
            Node::Ahead(inner) | Node::NotAhead(inner) => {
                self.predicates += 1;
                let matched = self.matches(inner, at);
                self.predicates -= 1;
                let matched = matched?.is_some();
                (matched == matches!(node, Node::Ahead(_))).then_some(at)
            }
            Node::Seq(items) => {
                let before = self.pairs.len();
                let mut end = at;
                for item in items {
                    match self.matches(item, end)? {
                        Some(next) => end = next,
                        None => {
                            self.pairs.truncate(before);
                            return Ok(None);
                        }
                    }
                }
                Some(end)
            }
            Node::Choice(alternatives) => {
                for alternative in alternatives {
                    if let Some(end) = self.matches(alternative, at)? {
                        return Ok(Some(end));
                    }
                }
                None
            }
            Node::Repeat(inner, min, max) => return self.repeat(inner, *min, *max, at),
            Node::Unsupported => return Err(Refusal::Unsupported),
        })
    }

    /// A rule called at `at`: its pair, made before its children's, holds
    /// what its body matches.
    fn call(&mut self, index: usize, at: usize) -> Result<Option<usize>, Refusal> {
        self.calls_left = self.calls_left.checked_sub(1).ok_or(Refusal::TooDeep)?;
        let pair = self.pairs.len();
        if self.predicates == 0 {
            self.pairs.push(Pair { rule: self.derivation.names[index], start: at, end: at });
        }
        let matched = self.matches(&self.derivation.bodies[index], at);
        self.calls_left += 1;
        let matched = matched?;
        match matched {
            Some(end) if self.predicates == 0 => self.pairs[pair].end = end,
            Some(_) => {}
            None => self.pairs.truncate(pair),
        }
        Ok(matched)
    }

    /// `inner` matched `min` times, then as many more as it matches up to
    /// `max`. pest writes a count out as copies of `inner` and options, and a
    /// `*` as a loop: both stop at the first failure, as here; an empty match
    /// counts as a match (an option that matched the empty string once
    /// matches it again at the same place).
    fn repeat(&mut self, inner: &Node<'r>, min: u32, max: Option<u32>, at: usize) -> Result<Option<usize>, Refusal> {
        let before = self.pairs.len();
        let mut end = at;
        let mut count = 0;
        while max.is_none_or(|max| count < max) {
            match self.matches(inner, end)? {
                Some(next) if next == end && count >= min && max.is_none() => return Err(Refusal::Endless),
                Some(next) => end = next,
                None if count < min => {
                    self.pairs.truncate(before);
                    return Ok(None);
                }
                None => break,
            }
            count += 1;
        }
        Ok(Some(end))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pest_meta::ast::RuleType;

    pub(super) fn parsed(grammar: &str) -> Vec<Rule> {
        let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, grammar).unwrap();
        pest_meta::parser::consume_rules(pairs).unwrap()
    }

    fn nested(depth: usize) -> String {
        format!("{}{}", "(".repeat(depth), ")".repeat(depth))
    }

    /// Calls nested past [`MAX_DEPTH`] are refused; as deep as it, derived,
    /// on a test thread's stack (2 MiB, as small as a diagnosis gets).
    #[test]
    fn rule_calls_nest_up_to_the_depth_limit() {
        let rules = parsed("c = { \"(\" ~ c* ~ \")\" }");
        let derivation = Derivation::new(&rules).unwrap();
        // The innermost `c` tries one more `c` inside it: one call deeper.
        let depth = MAX_DEPTH - 1;
        let pairs = derivation.derive("c", &nested(depth)).unwrap();
        assert_eq!(pairs.len(), depth);
        assert_eq!(pairs.last(), Some(&Pair { rule: "c", start: depth - 1, end: depth + 1 }));
        assert_eq!(derivation.derive("c", &nested(depth + 1)), Err(Refusal::TooDeep));
    }

    /// Each `t` tries both its alternatives, each calling `t` again, on a
    /// string neither ends: 2^n tries for n bytes, past the budget.
    #[test]
    fn a_derivation_that_backtracks_without_end_is_cut_by_the_budget() {
        let rules = parsed("t = { \"a\" ~ t? ~ \"x\" | \"a\" ~ t? ~ \"y\" }");
        let derivation = Derivation::new(&rules).unwrap();
        assert_eq!(derivation.derive("t", &format!("{}xxx", "a".repeat(3))).map(|p| p.len()), Ok(3));
        assert_eq!(derivation.derive("t", &"a".repeat(30)), Err(Refusal::OverBudget));
    }

    /// pest's validator refuses a repetition of what may match nothing; a
    /// rule built without it is refused here rather than looped on, as
    /// pest would.
    #[test]
    fn an_unbounded_repetition_of_the_empty_match_is_refused() {
        let rule = |expr| vec![Rule { name: "a".into(), ty: RuleType::Normal, expr }];
        let empty = || Box::new(Expr::Str(String::new()));
        let endless = rule(Expr::Rep(empty()));
        assert_eq!(Derivation::new(&endless).unwrap().derive("a", "x"), Err(Refusal::Endless));
        let after_minimum = rule(Expr::RepMin(empty(), 2));
        assert_eq!(Derivation::new(&after_minimum).unwrap().derive("a", ""), Err(Refusal::Endless));
        let bounded = rule(Expr::RepMax(empty(), 3));
        assert_eq!(Derivation::new(&bounded).unwrap().derive("a", "").map(|p| p.len()), Ok(1));
    }

    /// What the listings do not use is refused when it is reached, not
    /// before: the other alternative still derives.
    #[test]
    fn what_the_listings_do_not_use_is_refused_where_reached() {
        let rules = parsed("a = { \"x\" | PUSH(\"y\") ~ POP | ANY | ASCII_DIGIT | b }\nb = { LETTER }");
        let derivation = Derivation::new(&rules).unwrap();
        assert_eq!(derivation.derive("a", "x").map(|p| p.len()), Ok(1));
        assert_eq!(derivation.derive("a", "y"), Err(Refusal::Unsupported));
        assert_eq!(derivation.derive("b", "y"), Err(Refusal::Unsupported));
        assert_eq!(derivation.derive("undefined", "y"), Err(Refusal::Unsupported));
        assert!(Derivation::new(&parsed("a = { \"x\" }\nWHITESPACE = _{ \" \" }")).is_none());
    }
}

/// The derivation against `pest_vm`, which the study tools still build.
#[cfg(all(test, feature = "study"))]
mod against_pest_vm {
    use super::tests::parsed;
    use super::*;
    use crate::diagnose::automata::automata;
    use crate::grammar::Grammar;
    use pest_meta::ast::RuleType;
    use pest_vm::Vm;
    use std::collections::{BTreeSet, HashSet};

    /// `rules` with every rule normal, as `pest_vm` runs them.
    fn vm(rules: &[Rule]) -> Vm {
        crate::support::vm::load(rules.iter().cloned().map(|rule| Rule { ty: RuleType::Normal, ..rule }).collect())
    }

    /// `pest_vm`'s pairs of `input` from `entry`, flattened, or `None` where
    /// it rejects.
    fn vm_pairs<'v>(vm: &'v Vm, entry: &'v str, input: &'v str) -> Option<Vec<(&'v str, usize, usize)>> {
        let pairs = vm.parse(entry, input).ok()?;
        Some(pairs.flatten().map(|p| (p.as_rule(), p.as_span().start(), p.as_span().end())).collect())
    }

    /// The derivation's pairs of `input` as [`vm_pairs`] shows them. Any
    /// refusal but a rejection fails the test.
    fn derived<'r>(derivation: &Derivation<'r>, entry: &str, input: &str) -> Option<Vec<(&'r str, usize, usize)>> {
        match derivation.derive(entry, input) {
            Ok(pairs) => Some(pairs.iter().map(|p| (p.rule, p.start, p.end)).collect()),
            Err(Refusal::Rejected) => None,
            Err(refusal) => panic!("{entry} {input:?}: {refusal:?}"),
        }
    }

    /// The derivation and `pest_vm` give the same pairs, or both reject,
    /// for each input; the pairs are returned for a closer look.
    fn same(grammar: &str, entry: &str, inputs: &[&str]) -> Vec<Option<Vec<(String, usize, usize)>>> {
        let rules = parsed(grammar);
        let derivation = Derivation::new(&rules).unwrap();
        let vm = vm(&rules);
        inputs
            .iter()
            .map(|input| {
                let ours = derived(&derivation, entry, input);
                assert_eq!(ours, vm_pairs(&vm, entry, input), "{input:?}");
                ours.map(|pairs| pairs.into_iter().map(|(rule, start, end)| (rule.to_string(), start, end)).collect())
            })
            .collect()
    }

    fn pair(rule: &str, start: usize, end: usize) -> (String, usize, usize) {
        (rule.to_string(), start, end)
    }

    /// A first alternative that reads `b` and then fails leaves no pair of
    /// `b`: the second alternative's `b` is the one derived.
    #[test]
    fn a_failed_alternative_leaves_no_pairs() {
        let grammar = "a = { b ~ \"x\" | b ~ \"y\" | \"p\" ~ c }\nb = { \"p\" }\nc = { \"z\" }";
        let derived = same(grammar, "a", &["py", "px", "pz", "pq", "", "p"]);
        assert_eq!(derived[0], Some(vec![pair("a", 0, 2), pair("b", 0, 1)]));
        assert_eq!(derived[2], Some(vec![pair("a", 0, 2), pair("c", 1, 2)]));
        assert_eq!(derived[3], None);
    }

    /// No pair comes from inside a predicate, and a predicate reads nothing.
    #[test]
    fn predicates_read_nothing_and_leave_no_pairs() {
        let grammar = "a = { !q ~ (&w ~ l)+ ~ l ~ EOI }\nq = { \"q\" }\nw = { l ~ l }\nl = { 'a'..'z' }";
        let derived = same(grammar, "a", &["xy", "xyz", "qx", "x", "", "xY"]);
        assert_eq!(derived[0], Some(vec![pair("a", 0, 2), pair("l", 0, 1), pair("l", 1, 2), pair("EOI", 2, 2)]));
        assert_eq!(derived[1].as_ref().map(Vec::len), Some(5));
        assert_eq!(derived[3], None, "`w` needs two letters");
    }

    /// Counted repetitions as pest unrolls them, an empty match repeated
    /// as often as the count allows.
    #[test]
    fn counted_repetitions_derive_as_pest_unrolls_them() {
        let grammar = "a = { d{2} ~ e{1,3} ~ f{,2} ~ g{2,} ~ h{3} ~ \"!\" }\nd = { \"d\" }\ne = { \"e\" }\n\
                       f = { \"f\" }\ng = { \"g\" }\nh = { \"h\"? }";
        let inputs =
            ["ddegg!", "ddeeeeffgg!", "ddeeeffgggggh!", "ddeffgghhh!", "ddfgg!", "dde", "deegg!", "ddeefffgg!"];
        let derived = same(grammar, "a", &inputs);
        assert_eq!(derived[0].as_ref().map(|p| p.iter().filter(|p| p.0 == "h").count()), Some(3));
        assert!(derived[1].is_none() && derived[4].is_none() && derived[6].is_none());
    }

    /// `^"..."` folds the case of ASCII letters only, as pest compares: `é`
    /// does not match `É`, and a literal cut inside a character of the input
    /// does not match.
    #[test]
    fn case_insensitive_literals_fold_ascii_letters_only() {
        let grammar = "a = { ^\"%e0\" ~ ^\"é\" ~ ^\"x1-\"? ~ b }\nb = { ^\"\u{e9}\" | \"\u{c3}\" | 'à'..'ÿ' }";
        let derived = same(grammar, "a", &["%E0ééé", "%e0ÉÉ", "%e0éX1-é", "%E0éÿ", "%e0éx1-À", "%E0é"]);
        assert!(derived[0].is_some() && derived[1].is_none() && derived[2].is_some() && derived[3].is_some());
    }

    /// `SOI` and `EOI`: only `EOI` makes a pair, and a rule need not read
    /// the whole input.
    #[test]
    fn the_start_and_end_of_input() {
        let grammar = "a = { SOI ~ b ~ EOI }\nb = { \"b\" ~ (SOI ~ \"c\")? }\nc = { b }";
        let derived = same(grammar, "a", &["b", "bc", ""]);
        assert_eq!(derived[0], Some(vec![pair("a", 0, 1), pair("b", 0, 1), pair("EOI", 1, 1)]));
        same(grammar, "c", &["bb", "b"]);
    }

    /// Every listing with automata, on every corpus string and catalogue
    /// URI and on each production's shortest completion of its viable
    /// prefix of it (the strings the stacks derive): the same pairs as
    /// `pest_vm`, or the same rejection, within a quarter of each bound.
    #[test]
    fn the_listings_derive_as_pest_vm_does() {
        let inputs = crate::support::corpus_inputs::corpus_inputs();
        let mut seen = HashSet::new();
        let (mut compared, mut matched, mut most_steps) = (0, 0, 0.0f64);
        for grammar in Grammar::ALL.into_iter().chain(Grammar::PROSE) {
            for &listing in grammar.listings() {
                let Some(automata) = automata(grammar, listing) else { continue };
                if !seen.insert(std::ptr::from_ref(automata)) {
                    continue;
                }
                let derivation = Derivation::new(&automata.rules).unwrap();
                let vm = vm(&automata.rules);
                let mut strings = BTreeSet::new();
                for input in &inputs {
                    strings.insert(input.clone());
                    for production in &automata.productions {
                        let Some(prefix) = production.viable_chars_of(input).map(|viable| &input[..viable]) else {
                            continue;
                        };
                        if let Some(found) = production.explore(prefix.as_bytes(), true) {
                            strings.insert(format!("{prefix}{}", found.completion));
                        }
                    }
                }
                for input in &strings {
                    let mut run = derivation.run(input);
                    let budget = run.steps;
                    run.steps /= 4;
                    run.calls_left /= 4;
                    let ours = match run.derive(automata.entry) {
                        Ok(pairs) => Some(pairs.iter().map(|p| (p.rule, p.start, p.end)).collect()),
                        Err(Refusal::Rejected) => None,
                        Err(refusal) => panic!("{listing:?} {input:?}: {refusal:?}"),
                    };
                    let used = budget / 4 - run.steps;
                    most_steps = most_steps.max(used as f64 / (input.len() + 1) as f64);
                    assert_eq!(ours, vm_pairs(&vm, automata.entry, input), "{listing:?} {input:?}");
                    compared += 1;
                    matched += usize::from(ours.is_some());
                }
            }
        }
        eprintln!("{compared} derivations compared, {matched} matched; at most {most_steps:.1} steps per byte");
        assert!(compared > 10_000 && matched > 1_000, "{compared} compared, {matched} matched");
    }
}
