//! The PEG hazards of an imported grammar repaired as the hand-made
//! grammars' P rows repair them, and the written grammar checked.
//!
//! Rules are taken callees first. Each rule whose CFG meaning is regular is
//! checked ([`super::peg_check`]); where pest loses a string of it and the
//! rule has hazards of its own ([`super::hazard`]), the repairs are tried,
//! mildest first, until the check sees no loss:
//!
//! - an ordered choice: its alternatives **reordered** longest-first (an
//!   alternative before every one it is a proper prefix of), unless that
//!   would leave one untried because a later one holds all its strings; else
//!   each alternative that is a prefix of a later one taken only where a
//!   character that may follow the choice, or the end, comes next (an **end
//!   lookahead**); else both;
//! - a greedy repetition: each iteration taken only where what comes next
//!   can start another iteration or what follows (the repetition **made to
//!   stop**);
//! - an option: its content taken only where what follows may come next (an
//!   **end lookahead**).
//!
//! None of these changes the rule's CFG meaning (a lookahead only forbids a
//! way the CFG has no string through). Where no repair makes the check
//! pass, the rule stays as printed and the hazard is reported with the
//! shortest string the check saw pest lose. Each repair is a note on its
//! rule, written into the `.pest` file as a doc line, and a `Repair` of
//! the import's `Hazards`.

use super::emit::pest_rules;
use super::hazard::{Analysis, LeftWalk, Mechanism, Site};
use super::names::pest_name;
use super::peg_check;
use super::peg_report::{Checked, Hazard, Hazards, NotChecked, Refusal, Remedy, Repair, Unchecked, Unrepaired};
use super::unreachable::{shadowing, NeverFailing};
use super::{Expr, Import};
use std::collections::HashMap;

/// The most strings the checks of one import try, all rules together: the
/// import of arbitrary text stays bounded in time.
const TOTAL_BUDGET: usize = 40_000;

/// A grammar's rules by name, in order: what the repair rewrites and checks.
type Rules = Vec<(String, Expr)>;

/// The most steps pest's validator may take walking the rules' left ends
/// before the grammar is loaded: its walk counts each way apart, so a
/// grammar of optional prefixes can take exponential time.
const LEFT_WALKS: u64 = 100_000;

/// The largest rule (in [`Expr::weight`]'s measure) handed to pest: pest_meta
/// nests a sequence or a choice one level per item and clones it
/// recursively, so a rule thousands of items long overflows a thread's stack.
/// RFC 3986's largest rule, `IPv6address`, weighs about 150.
const MAX_PEST_WEIGHT: usize = 1024;

/// The most hazards one rule's repair tries together.
const MAX_SITES: usize = 32;

/// How many levels of remedies there are (see `remedies`).
const LEVELS: usize = 3;

impl Import {
    /// Finds the grammar's hazards, repairs what the check shows pest
    /// losing, and notes each repair on its rule.
    pub(super) fn repair_hazards(&mut self) {
        let verbatim: Vec<(String, Expr)> = self.rules.iter().map(|r| (r.name.clone(), r.expr.clone())).collect();
        let (current, hazards, notes) = repair(&verbatim);
        let bodies: HashMap<&str, Expr> = current.iter().map(|(name, expr)| (name.as_str(), expr.clone())).collect();
        let never_failing = NeverFailing::of(&bodies);
        for ((rule, (_, expr)), notes) in self.rules.iter_mut().zip(&current).zip(notes) {
            if rule.expr != *expr {
                // A repaired choice may no longer start with an alternative
                // that cannot fail: its note goes with it.
                let still: Vec<String> =
                    shadowing(expr, &never_failing).iter().map(|shadow| format!("`{shadow}` cannot fail")).collect();
                rule.notes.retain(|note| !note.contains("` cannot fail") || still.iter().any(|s| note.starts_with(s)));
                rule.expr = expr.clone();
            }
            rule.notes.extend(notes);
        }
        self.hazards = hazards;
    }
}

/// The repaired rules, the report, and each rule's new notes.
fn repair(verbatim: &[(String, Expr)]) -> (Rules, Hazards, Vec<Vec<String>>) {
    let mut hazards = Hazards::default();
    let mut notes = vec![Vec::new(); verbatim.len()];
    let mut current = verbatim.to_vec();
    let unchecked = |why| verbatim.iter().map(|(rule, _)| Unchecked { rule: rule.clone(), why }).collect();
    let Some(mut analysis) = Analysis::new(verbatim) else {
        hazards.unchecked = unchecked(NotChecked::Alphabet);
        return (current, hazards, notes);
    };
    let sites = analysis.sites();
    hazards.found = sites
        .iter()
        .map(|site| Hazard {
            rule: verbatim[site.rule].0.clone(),
            mechanism: site.mechanism,
            site: at(&verbatim[site.rule].1, &site.path).map(ToString::to_string).unwrap_or_default(),
            example: analysis.alphabet.text(&site.example),
        })
        .collect();
    let refuse = |hazards: &mut Hazards, refused: Vec<(Option<String>, String)>| {
        hazards.unchecked = unchecked(NotChecked::PestRefuses);
        hazards.refused = refused
            .into_iter()
            .map(|(written, reason)| Refusal {
                rule: written
                    .and_then(|w| verbatim.iter().find(|(name, _)| pest_name(name) == w))
                    .map(|(n, _)| n.clone()),
                reason,
            })
            .collect();
    };
    match analysis.left_walk(LEFT_WALKS) {
        // In pest_meta's words for a left recursion: its validator is not
        // run on such a grammar, whose walk may take exponential time.
        Some(LeftWalk::Round(round)) => {
            let written: Vec<String> = round.iter().map(|name| pest_name(name)).collect();
            let reason = format!("rule {} is left-recursive ({})", written[0], written.join(" -> "));
            refuse(&mut hazards, vec![(Some(written[0].clone()), reason)]);
            return (current, hazards, notes);
        }
        Some(LeftWalk::TooLong) => {
            let reason = format!(
                "pest's validator would walk the rules' left ends more than {LEFT_WALKS} ways, the import's limit: \
                 not loaded"
            );
            refuse(&mut hazards, vec![(None, reason)]);
            return (current, hazards, notes);
        }
        None => {}
    }
    if let Some((name, expr)) = current.iter().find(|(_, expr)| expr.weight() > MAX_PEST_WEIGHT) {
        let reason = format!(
            "the rule weighs {}, more than {MAX_PEST_WEIGHT}, the import's size limit for a rule handed to pest: not loaded",
            expr.weight()
        );
        refuse(&mut hazards, vec![(Some(pest_name(name)), reason)]);
        return (current, hazards, notes);
    }
    let mut vm = match peg_check::load(&pest_rules(&current)) {
        Ok(vm) => vm,
        Err(refused) => {
            refuse(&mut hazards, refused);
            return (current, hazards, notes);
        }
    };
    let mut budget = TOTAL_BUDGET;
    let order = callees_first(verbatim);
    let reach = reachable(verbatim);
    let mut repaired = vec![false; sites.len()];
    for &i in &order {
        let rule = verbatim[i].0.clone();
        if budget == 0 {
            hazards.unchecked.push(Unchecked { rule, why: NotChecked::Budget });
            continue;
        }
        let automaton = match analysis.rule_automaton(i) {
            Ok(automaton) => automaton,
            Err(no_pattern) => {
                let why = if no_pattern { NotChecked::NotRegular } else { NotChecked::TooLarge };
                hazards.unchecked.push(Unchecked { rule, why });
                continue;
            }
        };
        // The rule's own hazards, then those not yet repaired of the rules
        // it uses (a hazard may lose strings only in a caller's context).
        let mut open: Vec<usize> = (0..sites.len()).filter(|&k| sites[k].rule == i).collect();
        open.extend((0..sites.len()).filter(|&k| sites[k].rule != i && reach[i][sites[k].rule] && !repaired[k]));
        open.truncate(MAX_SITES);
        let targeted: Vec<Vec<u8>> =
            open.iter().filter_map(|&k| analysis.shortest_holding(i, &sites[k].example)).collect();
        let name = pest_name(&rule);
        let seed = rule.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3));
        let check = |vm: &pest_vm::Vm, budget: &mut usize| {
            let outcome = peg_check::check(vm, &name, &automaton, &analysis.alphabet, seed, &targeted);
            *budget = budget.saturating_sub(outcome.exhaustive + outcome.sampled);
            outcome
        };
        let outcome = check(&vm, &mut budget);
        let mut shown = outcome.clone();
        let Some(lost) = &outcome.lost else {
            hazards.checked.push(Checked { rule, n: shown.n, exhaustive: shown.exhaustive, sampled: shown.sampled });
            continue;
        };
        // A trial: the grammar with the sites `chosen` repaired at `level`, checked.
        let attempt = |chosen: &[usize], level: usize, budget: &mut usize| {
            let (trial, _) = candidate(&current, &sites, chosen, level, &analysis)?;
            let trial_vm = peg_check::load(&pest_rules(&trial)).ok()?;
            let again = check(&trial_vm, budget);
            Some((trial, trial_vm, again))
        };
        let mut found = None;
        for level in 0..LEVELS {
            if let Some((trial, trial_vm, again)) = attempt(&open, level, &mut budget)
                && again.lost.is_none()
            {
                found = Some((level, trial, trial_vm, again));
                break;
            }
        }
        let Some((level, mut trial, mut trial_vm, mut again)) = found else {
            let lost = analysis.alphabet.text(lost);
            let mut mechanisms: Vec<Mechanism> =
                open.iter().filter(|&&k| sites[k].rule == i).map(|&k| sites[k].mechanism).collect();
            mechanisms.dedup();
            notes[i].push(format!(
                "PEG hazard not repaired: pest loses `{lost}`, which the document's rule derives; written as printed."
            ));
            hazards.unrepaired.push(Unrepaired { rule: rule.clone(), mechanisms, lost });
            hazards.checked.push(Checked { rule, n: shown.n, exhaustive: shown.exhaustive, sampled: shown.sampled });
            continue;
        };
        // Each site's repair kept only if the check needs it, and then it
        // mends what the check loses without it.
        let mut kept = open.clone();
        let mut mends: Vec<Vec<u8>> = Vec::new();
        let mut k = 0;
        while k < kept.len() {
            let without: Vec<usize> = kept.iter().enumerate().filter(|&(j, _)| j != k).map(|(_, &s)| s).collect();
            match attempt(&without, level, &mut budget) {
                Some((fewer, fewer_vm, o)) if o.lost.is_none() => {
                    (trial, trial_vm, again) = (fewer, fewer_vm, o);
                    kept = without;
                }
                Some((_, _, o)) => {
                    mends.push(o.lost.unwrap_or_else(|| lost.clone()));
                    k += 1;
                }
                None => {
                    mends.push(lost.clone());
                    k += 1;
                }
            }
        }
        let remedies = candidate(&current, &sites, &kept, level, &analysis).map(|(_, r)| r).unwrap_or_default();
        for (k, remedy) in remedies {
            let site = &sites[k];
            let position = kept.iter().position(|&s| s == k).unwrap_or(0);
            let mends = analysis.alphabet.text(mends.get(position).unwrap_or(lost));
            let owner = &verbatim[site.rule].0;
            let printed = at(&verbatim[site.rule].1, &site.path).map(ToString::to_string).unwrap_or_default();
            let of = if site.rule == i { String::new() } else { format!(" (a string of `{rule}`)") };
            notes[site.rule].push(format!(
                "PEG repair ({}: {remedy}) of `{printed}`: as printed, pest loses `{mends}`{of}, which the \
                 document's grammar derives; the language is unchanged.",
                site.mechanism
            ));
            hazards.repairs.push(Repair {
                rule: owner.clone(),
                mechanism: site.mechanism,
                remedy,
                site: printed,
                mends,
                of: rule.clone(),
            });
            repaired[k] = true;
        }
        current = trial;
        vm = trial_vm;
        shown = again;
        hazards.checked.push(Checked { rule, n: shown.n, exhaustive: shown.exhaustive, sampled: shown.sampled });
    }
    (current, hazards, notes)
}

/// `reach[a][b]`: whether rule `a` uses rule `b`, directly or not.
fn reachable(rules: &[(String, Expr)]) -> Vec<Vec<bool>> {
    let index: HashMap<&str, usize> = rules.iter().enumerate().map(|(i, (name, _))| (name.as_str(), i)).collect();
    let calls: Vec<Vec<usize>> =
        rules.iter().map(|(_, e)| e.names().iter().filter_map(|n| index.get(n.as_str()).copied()).collect()).collect();
    (0..rules.len())
        .map(|from| {
            let mut seen = vec![false; rules.len()];
            let mut stack = calls[from].clone();
            while let Some(rule) = stack.pop() {
                if !std::mem::replace(&mut seen[rule], true) {
                    stack.extend(&calls[rule]);
                }
            }
            seen
        })
        .collect()
}

/// The rules' indices, each after every rule it names (a loop in any order).
fn callees_first(rules: &[(String, Expr)]) -> Vec<usize> {
    let index: HashMap<&str, usize> = rules.iter().enumerate().map(|(i, (name, _))| (name.as_str(), i)).collect();
    let calls: Vec<Vec<usize>> =
        rules.iter().map(|(_, e)| e.names().iter().filter_map(|n| index.get(n.as_str()).copied()).collect()).collect();
    let mut done = vec![false; rules.len()];
    let mut out = Vec::with_capacity(rules.len());
    for root in 0..rules.len() {
        // Depth first without recursion: arbitrary text can chain many rules.
        let mut stack = vec![(root, 0usize)];
        while let Some(&mut (rule, ref mut next)) = stack.last_mut() {
            if done[rule] && *next == 0 {
                stack.pop();
                continue;
            }
            done[rule] = true;
            if let Some(&callee) = calls[rule].get(*next) {
                *next += 1;
                if !done[callee] {
                    stack.push((callee, 0));
                }
            } else {
                out.push(rule);
                stack.pop();
            }
        }
    }
    out
}

/// The grammar with the repairs of `level` applied to the sites `chosen`
/// (each site its `level`-th remedy, or its last), and what was done where
/// (by site index); `None` when no site has a remedy at `level`.
fn candidate(
    current: &[(String, Expr)],
    sites: &[Site],
    chosen: &[usize],
    level: usize,
    analysis: &Analysis<'_>,
) -> Option<(Rules, Vec<(usize, Remedy)>)> {
    let options: Vec<Vec<Vec<Remedy>>> = chosen.iter().map(|&k| remedies(&sites[k])).collect();
    if chosen.is_empty() || options.iter().all(|o| o.len() <= level) {
        return None;
    }
    let mut order: Vec<usize> = (0..chosen.len()).collect();
    order.sort_by_key(|&n| std::cmp::Reverse(sites[chosen[n]].path.len()));
    let mut grammar = current.to_vec();
    let mut done = Vec::new();
    for n in order {
        let site = &sites[chosen[n]];
        let node = at_mut(&mut grammar[site.rule].1, &site.path)?;
        for &remedy in &options[n][level.min(options[n].len() - 1)] {
            apply(node, site, remedy, analysis);
            done.push((chosen[n], remedy));
        }
    }
    Some((grammar, done))
}

/// A site's remedies, mildest first, each a list applied together.
fn remedies(site: &Site) -> Vec<Vec<Remedy>> {
    match site.mechanism {
        Mechanism::OrderedChoice if site.covered.is_empty() && reordering(site, usize::MAX).is_some() => {
            vec![vec![Remedy::Reordered], vec![Remedy::EndLookahead], vec![Remedy::EndLookahead, Remedy::Reordered]]
        }
        Mechanism::OrderedChoice | Mechanism::HidingOption => vec![vec![Remedy::EndLookahead]],
        Mechanism::GreedyRepetition => vec![vec![Remedy::Stopped]],
    }
}

/// The alternatives' order with each before every one it is a proper
/// prefix of, otherwise as printed; `None` if the prefixes go round.
fn reordering(site: &Site, alternatives: usize) -> Option<Vec<usize>> {
    let count = site.prefixes.iter().map(|&(_, j)| j + 1).max().unwrap_or(0).min(alternatives);
    let mut order = Vec::new();
    let mut placed = vec![false; count];
    while order.len() < count {
        // The first unplaced alternative that no unplaced one must precede.
        let next = (0..count).find(|&i| {
            !placed[i] && !site.prefixes.iter().any(|&(before, after)| before == i && !placed[after] && after < count)
        })?;
        placed[next] = true;
        order.push(next);
    }
    Some(order)
}

fn apply(node: &mut Expr, site: &Site, remedy: Remedy, analysis: &Analysis<'_>) {
    let guard = |expr: Expr, next| Expr::Guarded { expr: Box::new(expr), next, end: site.end };
    let follow = analysis.alphabet.ranges(site.follow);
    match (node, remedy) {
        (Expr::Alt(items), Remedy::Reordered) => {
            if let Some(order) = reordering(site, items.len()) {
                let mut reordered: Vec<Expr> = order.iter().map(|&i| items[i].clone()).collect();
                reordered.extend(items.iter().skip(order.len()).cloned());
                *items = reordered;
            }
        }
        (Expr::Alt(items), Remedy::EndLookahead) => {
            for &(i, _) in &site.prefixes {
                let item = std::mem::replace(&mut items[i], Expr::Empty);
                items[i] = match item {
                    already @ Expr::Guarded { .. } => already,
                    item => guard(item, follow.clone()),
                };
            }
        }
        (Expr::Optional(inner), _) => {
            let content = std::mem::replace(&mut **inner, Expr::Empty);
            **inner = guard(content, follow);
        }
        (Expr::Repeat { max, element, .. }, _) => {
            let mut next = site.follow;
            if max.is_none_or(|m| m > 1) {
                next = next.union(analysis.first_of(element));
            }
            let content = std::mem::replace(&mut **element, Expr::Empty);
            **element = guard(content, analysis.alphabet.ranges(next));
        }
        _ => {}
    }
}

/// The expression at `path` in `expr`.
fn at<'e>(expr: &'e Expr, path: &[usize]) -> Option<&'e Expr> {
    path.iter().try_fold(expr, |e, &i| match e {
        Expr::Seq(items) | Expr::Alt(items) => items.get(i),
        Expr::Repeat { element, .. } | Expr::Optional(element) | Expr::Guarded { expr: element, .. } => {
            (i == 0).then_some(&**element)
        }
        _ => None,
    })
}

fn at_mut<'e>(expr: &'e mut Expr, path: &[usize]) -> Option<&'e mut Expr> {
    path.iter().try_fold(expr, |e, &i| match e {
        Expr::Seq(items) | Expr::Alt(items) => items.get_mut(i),
        Expr::Repeat { element, .. } | Expr::Optional(element) | Expr::Guarded { expr: element, .. } => {
            (i == 0).then_some(&mut **element)
        }
        _ => None,
    })
}
