//! What keeps an imported grammar from meaning what its document means:
//! a rule that does not read in its notation (left out, so the entry may
//! become another rule), a rule the entry reaches that matches nothing (a
//! name defined nowhere, or prose such as `<URI-reference, see [URI],
//! Section 4.1>` that no `--with` document fills), a grammar pest refuses
//! (with pest's reason, or the import's limit that kept it from pest), and a
//! PEG hazard left (pest loses a string the document's grammar derives).
//! `import` writes the grammar all the same, with these in its header, and
//! exits 3 unless `--lenient`.

use super::layout::Reason;
use super::{Expr, Import, Origin};
use std::collections::{HashMap, HashSet};

/// One problem, with the line it is on.
///
/// ```
/// use rfc1630::study::import::{import, Options};
/// let text = b"   a = b c\n   b = \"x\" (\n";
/// let imported = import("t.txt", text, &Options::default()).unwrap();
/// let problems = imported.problems();
/// assert_eq!(problems[0].line, Some(2));
/// assert!(problems[0].reason.starts_with("`b` does not read as ABNF"), "{}", problems[0].reason);
/// assert!(problems.iter().any(|p| p.reason.starts_with("`c` is not defined")));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The file it is in: the importing document's, or a `--with` document's.
    pub file: String,
    /// The line, where it has one (a core rule has none).
    pub line: Option<usize>,
    /// What is wrong, and what it does to the grammar.
    pub reason: String,
}

impl Import {
    /// The import's problems, in this order: rules that do not read (the
    /// importing document's, then each `--with` document's), names and prose
    /// the entry reaches that match nothing, pest's refusal, hazards left
    /// (by file, the importing document's first, and line).
    /// Empty when the grammar written means what the document's grammar means
    /// as far as the import's checks reach.
    pub fn problems(&self) -> Vec<Problem> {
        let mut out = Vec::new();
        let problem =
            |file: &str, line: Option<usize>, reason: String| Problem { file: file.to_string(), line, reason };
        let unreadable = |file: &str, left_out: &[super::LeftOut], out: &mut Vec<Problem>| {
            let mut seen = HashSet::new();
            for left in left_out {
                if let Reason::Unreadable(message) = &left.reason
                    && seen.insert(message.clone())
                {
                    out.push(problem(file, Some(left.line), format!("{message}: the rule is left out")));
                }
            }
        };
        unreadable(&self.file, &self.left_out, &mut out);
        for supplied in &self.with {
            unreadable(&supplied.file, &supplied.left_out, &mut out);
        }
        let lines_of = |rule: &super::Rule| -> (String, Option<usize>) {
            match rule.origin {
                Origin::With(i) => (self.with[i].file.clone(), rule.lines.first().copied()),
                _ => (self.file.clone(), rule.lines.first().copied()),
            }
        };
        let by_name: HashMap<&str, &super::Rule> = self.rules.iter().map(|r| (r.name.as_str(), r)).collect();
        for rule in self.reached() {
            let (file, line) = lines_of(rule);
            if rule.origin == Origin::Undefined {
                let named = self.names.undefined.iter().find(|n| n.name == rule.name);
                let at = named.and_then(|n| n.lines.first().copied());
                out.push(problem(
                    &self.file,
                    at,
                    format!("`{}` is not defined, and the entry reaches it: it matches nothing", rule.name),
                ));
                continue;
            }
            for prose in rule.expr.names().iter().filter(|n| n.starts_with('<')) {
                out.push(problem(
                    &file,
                    line,
                    format!(
                        "`{}` is the prose {prose}, which no document given defines, and the entry reaches it: it \
                         matches nothing",
                        rule.name
                    ),
                ));
            }
        }
        for refusal in &self.hazards.refused {
            let rule = refusal.rule.as_ref().and_then(|name| by_name.get(name.as_str()));
            let (file, line) = rule.map_or((self.file.clone(), None), |r| lines_of(r));
            let named = refusal.rule.as_ref().map(|n| format!("`{n}`: ")).unwrap_or_default();
            out.push(problem(&file, line, format!("pest refuses the written grammar: {named}{}", refusal.reason)));
        }
        // By line, as a reader goes through the document, not in the
        // check's order (callees first).
        let mut unrepaired: Vec<_> = self
            .hazards
            .unrepaired
            .iter()
            .map(|left| (left, by_name.get(left.rule.as_str()).map_or((self.file.clone(), None), |r| lines_of(r))))
            .collect();
        unrepaired.sort_by_key(|(_, (file, line))| (file != &self.file, file.clone(), line.is_none(), *line));
        for (left, (file, line)) in unrepaired {
            out.push(problem(
                &file,
                line,
                format!(
                    "PEG hazard left in `{}`: pest loses `{}`, which the document's grammar derives",
                    left.rule,
                    super::emit::printable(&left.lost)
                ),
            ));
        }
        for run in &self.hazards.examples {
            if let (Some(true), Some(stop)) = (run.derived, &run.stopped) {
                out.push(problem(
                    &self.file,
                    Some(run.line),
                    format!(
                        "PEG hazard left in `{}`: pest loses the document's example `{}` at byte {}, which the \
                         document's grammar derives",
                        self.entry(),
                        super::emit::printable(&run.text),
                        stop.at
                    ),
                ));
            }
        }
        out
    }

    /// The rules the entry reaches, itself included, in the grammar's order.
    fn reached(&self) -> Vec<&super::Rule> {
        // Names are written as the rules they refer to spell them.
        let index: HashMap<&str, usize> = self.rules.iter().enumerate().map(|(i, r)| (r.name.as_str(), i)).collect();
        let mut seen = vec![false; self.rules.len()];
        let mut stack = vec![0];
        seen[0] = true;
        while let Some(i) = stack.pop() {
            let expr: &Expr = &self.rules[i].expr;
            for name in expr.names() {
                if let Some(&j) = index.get(name.as_str())
                    && !seen[j]
                {
                    seen[j] = true;
                    stack.push(j);
                }
            }
        }
        self.rules.iter().zip(seen).filter(|(_, s)| *s).map(|(r, _)| r).collect()
    }
}
