//! The study tools: conformance, findings, rule and corpus diffs, the
//! lineage, extraction, lint, the workbench, the survey and the report.

mod conformance;
mod diff;
mod extract;
mod findings;
mod hazards;
mod import;
mod import_agreement;
mod import_fuzz;
mod import_mailto;
mod iri_lint;
mod language;
mod lineage;
mod lint;
#[cfg(feature = "cli")]
mod report;
#[cfg(feature = "cli")]
mod survey;
mod workbench;
