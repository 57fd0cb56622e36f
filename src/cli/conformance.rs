//! `rfc1630 conformance [--json]`: the catalogue under every grammar.

use super::OK;
use rfc1630::conformance::{run as run_catalogue, Agreement, Claim, Outcome};
use rfc1630::Grammar;
use std::io::{self, Write};

pub(crate) fn run(json: bool) -> io::Result<u8> {
    let outcomes = run_catalogue();
    let stdout = io::stdout();
    let mut out = stdout.lock();
    if json {
        let report = Report { grammars: &Grammar::ALL, examples: &outcomes, summary: summary(&outcomes) };
        writeln!(out, "{}", serde_json::to_value(report)?)?;
        return Ok(OK);
    }
    let grammars: Vec<String> = Grammar::ALL.iter().map(Grammar::to_string).collect();
    writeln!(out, "example\tdocument\tpage\tclaim\t{}\tagreement", grammars.join("\t"))?;
    for o in &outcomes {
        let verdicts: Vec<String> = o
            .verdicts
            .iter()
            .map(|(_, v)| match v {
                Ok(v) => v.production.to_string(),
                Err(e) => format!("err@{}", e.offset()),
            })
            .collect();
        let claim = claim_word(&o.example.claim);
        let agreement = match &o.agreement {
            Agreement::Agrees => "agrees".to_string(),
            Agreement::Disagrees(why) => format!("FINDING: {why}"),
            Agreement::NotApplicable => "-".to_string(),
        };
        writeln!(
            out,
            "{}\t{}\t{}\t{claim}\t{}\t{agreement}",
            o.example.id,
            o.example.file,
            o.example.page,
            verdicts.join("\t")
        )?;
    }
    let s = summary(&outcomes);
    writeln!(
        out,
        "\n{} examples: {} agree, {} disagree (findings), {} make no checkable claim",
        s.examples, s.agree, s.disagree, s.not_applicable
    )?;
    Ok(OK)
}

/// The catalogue's word for a claim (its `claim` column, data/CATALOGUE.md),
/// as the JSON form writes it too.
fn claim_word(claim: &Claim) -> &'static str {
    match claim {
        Claim::Valid => "valid",
        Claim::Illegal => "illegal",
        Claim::Identical { .. } => "identical",
        Claim::NotIdentical { .. } => "not-identical",
        Claim::Resolves { .. } => "resolves",
        Claim::Part => "part",
        Claim::Template => "template",
        Claim::Damaged { .. } => "damaged",
    }
}

/// The JSON document. It goes through a `serde_json::Value`, whose objects
/// order their keys the same way at every level.
#[derive(serde::Serialize)]
struct Report<'a> {
    grammars: &'a [Grammar],
    examples: &'a [Outcome],
    summary: Summary,
}

/// Counts of the agreements.
#[derive(serde::Serialize)]
struct Summary {
    examples: usize,
    agree: usize,
    disagree: usize,
    not_applicable: usize,
}

fn summary(outcomes: &[Outcome]) -> Summary {
    let count = |f: fn(&Agreement) -> bool| outcomes.iter().filter(|o| f(&o.agreement)).count();
    Summary {
        examples: outcomes.len(),
        agree: count(|a| matches!(a, Agreement::Agrees)),
        disagree: count(|a| matches!(a, Agreement::Disagrees(_))),
        not_applicable: count(|a| matches!(a, Agreement::NotApplicable)),
    }
}
