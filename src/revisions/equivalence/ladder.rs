//! A ladder of normalizations, climbed: each rung with its clause, its
//! normalization, and what it does to a relative reference; two texts are
//! equivalent at the first rung where their normal forms meet, and the top
//! of the ladder is the normal form. Each document writes its rungs in its
//! operations; this file names none.

use super::reference::Form;
use super::{CharacterNormalization, Equivalence, Normalized, Rung};

/// A rung: its clause, its normalization, and what it does to a relative
/// reference.
pub(crate) struct Step {
    pub(crate) rung: Rung,
    pub(crate) clause: &'static str,
    pub(crate) normalize: fn(&str) -> String,
    pub(crate) relative: Relative,
}

/// What a rung does to a relative reference (one without a scheme, as the
/// document's resolution reads it: [`Form`]).
#[derive(Clone, Copy)]
pub(crate) enum Relative {
    /// What it does to a URI: it works inside the components that
    /// resolution copies into the target as they are.
    Same,
    /// Another normalization, which keeps the reference relative.
    Instead(fn(&str) -> String),
    /// What it does to a URI where resolution takes the reference's path
    /// alone ([`Form::PathAlone`]); nothing to a relative-path reference,
    /// for the reason given.
    PathAlone(&'static str),
    /// Nothing, for the reason given.
    Never(&'static str),
}

impl Step {
    /// The rung applied to `text`, a reference of `form`, or why it is not.
    fn apply(&self, form: Form, text: &str) -> Result<String, &'static str> {
        match (form, self.relative) {
            (Form::Uri, _) | (_, Relative::Same) | (Form::PathAlone, Relative::PathAlone(_)) => {
                Ok((self.normalize)(text))
            }
            (_, Relative::Instead(normalize)) => Ok(normalize(text)),
            (_, Relative::PathAlone(why) | Relative::Never(why)) => Err(why),
        }
    }
}

/// A document's ladder: its rungs, whether a text has a scheme as the
/// document's resolution reads it (which decides the rungs a relative
/// reference takes), and the ladder with character normalization, where
/// the document has that rung.
pub(crate) struct Ladder {
    pub(crate) rungs: &'static [Step],
    pub(crate) has_scheme: fn(&str) -> bool,
    pub(crate) with_nfc: Option<WithNfc>,
}

/// A ladder with character normalization (NFC) among its rungs, which is
/// climbed only when asked for ([`CharacterNormalization::ApplyNfc`]).
pub(crate) struct WithNfc {
    /// The rungs, NFC among them.
    pub(crate) rungs: &'static [Step],
    /// What the answer `Different` adds when the two are equal under NFC
    /// and NFC was not asked for: why the ladder does not conclude it.
    pub(crate) not_applied: &'static str,
}

impl Ladder {
    /// The rungs climbed under `normalization`: NFC's only when asked for
    /// and the document has it.
    fn rungs(&self, normalization: CharacterNormalization) -> &'static [Step] {
        match (&self.with_nfc, normalization) {
            (Some(with_nfc), CharacterNormalization::ApplyNfc) => with_nfc.rungs,
            _ => self.rungs,
        }
    }

    /// The first rung at which `a` and `b` are equal, or why they are not;
    /// without NFC, `Different` says where NFC alone would make them equal.
    pub(crate) fn compare(&self, normalization: CharacterNormalization, a: &str, b: &str) -> Equivalence {
        let answer = self.climb(self.rungs(normalization), a, b);
        match (&self.with_nfc, normalization, answer) {
            (Some(with_nfc), CharacterNormalization::AssumeNormalized, Equivalence::Different { reason })
                if self.climb(with_nfc.rungs, a, b).rung().is_some() =>
            {
                Equivalence::Different { reason: format!("{reason}; {}", with_nfc.not_applied) }
            }
            (_, _, answer) => answer,
        }
    }

    /// `text` up the ladder, as a reference of its form.
    pub(crate) fn normalize(&self, normalization: CharacterNormalization, text: &str) -> Normalized {
        let form = Form::of(self.has_scheme, text);
        let mut normalized = Normalized { text: text.to_string(), rungs: Vec::new(), not_applied: Vec::new() };
        for step in self.rungs(normalization) {
            match step.apply(form, &normalized.text) {
                Ok(normal) => {
                    normalized.text = normal;
                    normalized.rungs.push((step.rung, step.clause));
                }
                Err(why) => normalized.not_applied.push((step.rung, why)),
            }
        }
        normalized
    }

    /// The first rung of `rungs` at which the normal forms of `a` and `b`
    /// meet, or why they never do; each climbs as a reference of its form
    /// ([`Step::apply`]), so that a relative reference takes only the rungs
    /// that keep its target, and the reason of `Different` names the others.
    fn climb(&self, rungs: &[Step], a: &str, b: &str) -> Equivalence {
        let forms = [Form::of(self.has_scheme, a), Form::of(self.has_scheme, b)];
        let mut texts = [a.to_string(), b.to_string()];
        let mut last = "";
        let mut not_applied: Vec<(Rung, &str)> = Vec::new();
        for step in rungs {
            for (text, form) in texts.iter_mut().zip(forms) {
                match step.apply(form, text) {
                    Ok(normal) => {
                        *text = normal;
                        last = step.clause;
                    }
                    Err(why) if !not_applied.contains(&(step.rung, why)) => not_applied.push((step.rung, why)),
                    Err(_) => {}
                }
            }
            if texts[0] == texts[1] {
                return Equivalence::Equivalent { rung: step.rung, clause: step.clause };
            }
        }
        let [a, b] = texts;
        let mut reason = format!("`{a}` vs `{b}` after every rung, the last {last}");
        for (rung, why) in not_applied {
            reason.push_str(&format!("; {rung} not applied to a relative reference: {why}"));
        }
        Equivalence::Different { reason }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const UPPER: Step =
        Step { rung: Rung::Case, clause: "upper", normalize: |s| s.to_ascii_uppercase(), relative: Relative::Same };
    const DROP_X: Step = Step {
        rung: Rung::DotSegments,
        clause: "no x",
        normalize: |s| s.replace('X', ""),
        relative: Relative::PathAlone("merged"),
    };
    const LADDER: Ladder = Ladder { rungs: &[UPPER, DROP_X], has_scheme: |s| s.contains(':'), with_nfc: None };

    /// A rung a relative-path reference does not take is named in the
    /// answer, and a URI takes every rung.
    #[test]
    fn a_relative_reference_climbs_the_rungs_it_may() {
        assert_eq!(LADDER.compare(CharacterNormalization::AssumeNormalized, "a:b", "A:B").rung(), Some(Rung::Case));
        assert_eq!(
            LADDER.compare(CharacterNormalization::AssumeNormalized, "a:xb", "A:B").rung(),
            Some(Rung::DotSegments)
        );
        let Equivalence::Different { reason } = LADDER.compare(CharacterNormalization::AssumeNormalized, "xb", "b")
        else {
            panic!("a relative-path reference took the rung it may not")
        };
        assert_eq!(
            reason,
            "`XB` vs `B` after every rung, the last upper; dot segments not applied to a relative reference: merged"
        );
        assert_eq!(
            LADDER.compare(CharacterNormalization::AssumeNormalized, "/xb", "/b").rung(),
            Some(Rung::DotSegments)
        );
        let normal = LADDER.normalize(CharacterNormalization::ApplyNfc, "xb");
        assert_eq!((normal.text.as_str(), normal.not_applied), ("XB", vec![(Rung::DotSegments, "merged")]));
    }
}
