//! The diff in its documents' spelling: every rule a [`GrammarDiff`] names,
//! in its lists and in the definitions it shows, as the rule's citation in
//! its grammar prints it (`relative-ref` for pest's `relative_ref`), the way
//! a verdict names a production. The diff itself pairs and compares the
//! `.pest` names, which the correspondence table and Appendix D's evidence
//! use; a rule without a citation that spells it keeps its name.

use super::{GrammarDiff, LoadedGrammar};
use crate::grammar::spelling::spelled_by;
use crate::study::language::Judgement;

impl GrammarDiff {
    /// The same diff with every rule named as its document spells it: A's
    /// rules as A's citations print them, B's as B's; the alternatives added
    /// and removed, which are read with B's names, as B's, else A's.
    ///
    /// ```
    /// use rfc1630::study::diff::{diff, load};
    /// let (a, b) = (load("rfc2732").unwrap(), load("rfc3986").unwrap());
    /// let pest_names = diff(&a, &b);
    /// assert!(pest_names.only_in_b.iter().any(|rule| rule == "relative_part"));
    /// let spelled = pest_names.spelled(&a, &b);
    /// assert!(spelled.only_in_b.iter().any(|rule| rule == "relative-part"));
    /// // RFC 2396 prints its own names with `_`: they stay.
    /// assert!(spelled.only_in_a.iter().any(|rule| rule == "net_path"));
    /// ```
    #[must_use]
    pub fn spelled(mut self, a: &LoadedGrammar, b: &LoadedGrammar) -> GrammarDiff {
        let names = |names: &mut Vec<String>, grammar: &LoadedGrammar| {
            names.iter_mut().for_each(|name| *name = grammar.spelling(name).to_string());
        };
        names(&mut self.only_in_a, a);
        names(&mut self.only_in_b, b);
        for change in &mut self.changed {
            let successor = change.successor.as_deref().unwrap_or(&change.rule);
            let successor = b.spelling(successor).to_string();
            change.successor = change.successor.as_ref().map(|_| successor);
            change.rule = a.spelling(&change.rule).to_string();
            change.a = spelled_expression(&change.a, a);
            change.b = spelled_expression(&change.b, b);
            if change.kind == "alternatives" {
                for alternative in change.added.iter_mut().chain(&mut change.removed) {
                    *alternative = spelled_expression(&spelled_expression(alternative, b), a);
                }
            }
        }
        for renamed in &mut self.renamed {
            renamed.rule = a.spelling(&renamed.rule).to_string();
            renamed.successor = b.spelling(&renamed.successor).to_string();
        }
        for change in self.language_changed.iter_mut().flatten() {
            change.rule = a.spelling(&change.rule).to_string();
            change.successor = change.successor.as_ref().map(|successor| b.spelling(successor).to_string());
        }
        let languages = self.language.iter_mut();
        let languages = languages.chain(self.changed.iter_mut().filter_map(|change| change.language.as_mut()));
        let languages = languages.chain(self.renamed.iter_mut().filter_map(|renamed| renamed.language.as_mut()));
        let languages = languages.chain(self.language_changed.iter_mut().flatten().map(|change| &mut change.language));
        for witness in languages.flat_map(|language| language.a_only.iter_mut().chain(&mut language.b_only)) {
            spell_judgement(&mut witness.a, a);
            spell_judgement(&mut witness.b, b);
        }
        self
    }
}

/// A witness's verdict with its production spelled as `grammar` prints it.
fn spell_judgement(judgement: &mut Judgement, grammar: &LoadedGrammar) {
    let (Judgement::Accepted { production } | Judgement::Rejected { production, .. }) = judgement;
    *production = grammar.spelling(production).to_string();
}

impl LoadedGrammar {
    /// `name` as the citation of the grammar's rule of that name spells it.
    pub(super) fn spelling<'g>(&'g self, name: &'g str) -> &'g str {
        self.rules.iter().find(|rule| rule.name == name).map_or(name, |rule| spelled_by(name, &rule.citation))
    }
}

/// A definition with every rule it names spelled as `grammar` spells it;
/// quoted literals are left as they are.
fn spelled_expression(expression: &str, grammar: &LoadedGrammar) -> String {
    let mut out = String::with_capacity(expression.len());
    let mut rest = expression;
    while let Some(c) = rest.chars().next() {
        if c == '"' || c == '\'' {
            // A literal, up to its closing quote (a backslash escapes one character).
            let mut end = 1;
            let mut escaped = false;
            for (i, ch) in rest.char_indices().skip(1) {
                end = i + ch.len_utf8();
                match (escaped, ch) {
                    (false, '\\') => escaped = true,
                    (false, ch) if ch == c => break,
                    _ => escaped = false,
                }
            }
            out.push_str(&rest[..end]);
            rest = &rest[end..];
        } else if c.is_ascii_alphabetic() || c == '_' {
            let end = rest.find(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '_')).unwrap_or(rest.len());
            out.push_str(grammar.spelling(&rest[..end]));
            rest = &rest[end..];
        } else {
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::study::diff::load;
    use crate::Grammar;

    /// Every rule a built-in grammar's document spells otherwise than pest
    /// is spelled so outside a literal, and kept as it is inside one.
    #[test]
    fn a_definition_is_spelled_outside_its_literals() {
        let mut respelled = 0;
        for grammar in Grammar::ALL {
            let loaded = load(grammar.id()).unwrap();
            for rule in &loaded.rules {
                let (name, spelled) = (rule.name.as_str(), loaded.spelling(&rule.name));
                if spelled == name {
                    continue;
                }
                respelled += 1;
                let expression = format!(r#"{name} ~ ("?" ~ {name})? ~ "{name}" | '\'' ~ "\"{name}""#);
                let expected = format!(r#"{spelled} ~ ("?" ~ {spelled})? ~ "{name}" | '\'' ~ "\"{name}""#);
                assert_eq!(spelled_expression(&expression, &loaded), expected, "{grammar}");
            }
        }
        // RFC 3986's and RFC 3987's names with `-` alone are more than 50.
        assert!(respelled > 50, "{respelled} rules spelled otherwise");
    }
}
