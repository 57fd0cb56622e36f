//! `rfc1630`: parse, check and study URIs under the Web's specifications, 1993-2010.

mod cli;

use clap::{Parser, Subcommand};
use rfc1630::grammar::Operation;
use rfc1630::revisions::equivalence::CharacterNormalization;
use rfc1630::revisions::{operations_of, Operations};
use rfc1630::Grammar;
use std::process::ExitCode;

/// The command line: one subcommand per job.
#[derive(Parser)]
#[command(name = "rfc1630", version, about = about())]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The first line of `--help`: every document of the registry, oldest
/// first, read from it so that a document added is named there too.
fn about() -> String {
    let names = rfc1630::documents::ALL.iter().map(|document| document.name).collect::<Vec<_>>();
    format!(
        "URIs parsed exactly as the Web's specifications define them ({}), with every verdict traced to a rule of a listing",
        names.join(", ")
    )
}

/// Every grammar id a flag takes: the listings' grammars, then the `+prose`
/// ones. Help texts are built from it, so that none lists fewer ids than the
/// command accepts.
fn grammar_ids() -> String {
    Grammar::ALL.iter().chain(&Grammar::PROSE).map(|g| g.id()).collect::<Vec<_>>().join(", ")
}

/// The grammars `survey` runs when no `--grammar` is given, and `report --corpus` always.
fn default_survey_ids() -> String {
    Grammar::ALL.map(Grammar::id).join(", ")
}

/// The grammar flag every command takes.
#[derive(clap::Args, Clone, Copy)]
struct GrammarArg {
    #[arg(long, short, default_value = "rfc1630", help = format!(
        "Grammar: one of {} (rfc1630: the URL listing, else the generic listing)", grammar_ids()
    ))]
    grammar: Grammar,
}

/// The grammar flag of the commands that also take a user's `.pest` file
///: a known id wins; else a path ending in `.pest`, or an
/// existing file, is read at run time and interpreted by pest_vm.
#[derive(clap::Args, Clone)]
struct SpecArg {
    #[arg(long, short, default_value = "rfc1630", help = format!(
        "Grammar: an id ({}) or a .pest file; verdicts then read `FILE.pest:production`", grammar_ids()
    ))]
    grammar: String,
    /// The rule a .pest file starts from (default: its first rule); with a built-in grammar of the
    /// generic line, its absolute form instead of its reference: `absoluteURL` (rfc1808),
    /// `absoluteURI` (rfc2396, rfc2732), `URI` (rfc3986), `IRI` or `absolute-IRI` (rfc3987), with
    /// `-` or `_`.
    #[arg(long, value_name = "RULE")]
    entry: Option<String>,
    /// A companion .pest file whose rules the --grammar file uses (repeatable; url-03.pest needs rfc822.pest).
    #[arg(long, value_name = "PATH")]
    grammar_file: Vec<std::path::PathBuf>,
}

#[derive(Subcommand)]
enum Command {
    /// Print each URI's typed AST, or a .pest file's derivation (exit 0 when all parse,
    /// 1 when any is rejected, 2 when the grammar file cannot be read).
    Parse {
        #[command(flatten)]
        grammar: SpecArg,
        /// One JSON document per URI, one per line (the AST's serde form).
        #[arg(long, conflicts_with = "tree")]
        json: bool,
        /// The derivation: the tree of productions with spans and matched text
        /// (what a .pest file always prints: it has no typed AST).
        #[arg(long)]
        tree: bool,
        /// The URIs.
        #[arg(required = true)]
        uris: Vec<String>,
    },
    /// Check each URI argument, or each line of stdin when there are none; write
    /// `ok<TAB><listing>:<production>` or `err<TAB><byte offset><TAB><message>` per
    /// URI (exit 0 when the input could be read).
    Check {
        #[command(flatten)]
        grammar: SpecArg,
        /// One JSON object per URI, one per line: `input`, `ok`, then `listing` and
        /// `production`, or `offset`, `expected` and `message`.
        #[arg(long)]
        json: bool,
        /// The URIs (default: the lines of standard input).
        uris: Vec<String>,
    },
    /// Map IRIs to URIs or URIs to IRIs (RFC 3987 §3): `ok<TAB><output>` or
    /// `err<TAB><byte offset><TAB><message>` per input (exit 0 when the input could be read).
    ///
    /// Each TEXT argument, or each line of stdin when there are none, is first checked with the
    /// grammar of its form (rfc3987 for --to uri, rfc3986 for --to iri); one it rejects gets check's
    /// error line, one it accepts is mapped (§3.1 to a URI, §3.2 to an IRI).
    Convert {
        /// The form to convert to: `uri` (the input is an IRI) or `iri` (the input is a URI).
        #[arg(long, value_name = "uri|iri")]
        to: rfc1630::revisions::iri::ConvertTo,
        /// One JSON object per input, one per line: `input`, `ok`, then `to`, `output` and
        /// `changed`, or check's `offset`, `expected` and `message`.
        #[arg(long)]
        json: bool,
        /// The IRIs or URIs (default: the lines of standard input).
        #[arg(value_name = "TEXT")]
        texts: Vec<String>,
    },
    /// Run every example of the documents under every grammar and compare with the documents' claims
    /// (with --grammar, one more column per .pest file).
    Conformance {
        /// One JSON document instead of the report.
        #[arg(long, conflicts_with_all = ["tsv", "wide"])]
        json: bool,
        /// One tab-separated row per example (the table for tools) instead of the report.
        #[arg(long, conflicts_with = "wide")]
        tsv: bool,
        /// The full matrix instead of the compact report: a column for every grammar.
        #[arg(long)]
        wide: bool,
        /// Show only grammar G (an id, or a --grammar file's name); repeatable. Applies to every format.
        #[arg(long, value_name = "G")]
        only: Vec<String>,
        /// The report's width in columns (default: COLUMNS, else the terminal's, else 100).
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(i64::from(cli::conformance::MIN_WIDTH)..))]
        width: Option<u16>,
        /// A .pest file of your own: one more column, its verdict on every example (repeatable).
        #[arg(long = "grammar", short, value_name = "FILE.pest")]
        grammars: Vec<String>,
        /// The rule the .pest files start from (default: each file's first rule).
        #[arg(long, value_name = "RULE")]
        entry: Option<String>,
        /// A companion .pest file whose rules the .pest files use (repeatable).
        #[arg(long, value_name = "PATH")]
        grammar_file: Vec<std::path::PathBuf>,
    },
    /// Compare two grammars (ids or .pest paths) rule by rule; with --corpus,
    /// the inputs whose verdict or production differs between two grammars (ids or .pest paths).
    Diff {
        #[arg(help = format!("Grammar A: an id ({}) or a .pest file", grammar_ids()))]
        a: String,
        /// Grammar B: an id (as A) or a .pest file.
        b: String,
        /// One JSON object.
        #[arg(long)]
        json: bool,
        /// A file of URIs, one a line (or the first column of a .tsv with a header).
        #[arg(long, conflicts_with = "from")]
        corpus: Option<std::path::PathBuf>,
        /// Compare only the rules reachable from RULE in A (and from RULE_B in
        /// B, default RULE), e.g. `--from generic=uri` for url7's `generic`
        /// against rfc1630-generic's `uri`.
        #[arg(long, value_name = "RULE[=RULE_B]")]
        from: Option<String>,
        /// With --corpus, the rule the .pest file(s) start from (default: each file's first rule).
        #[arg(long, value_name = "RULE", requires = "corpus")]
        entry: Option<String>,
        /// A companion .pest file whose rules the .pest file(s) use (repeatable; url-03.pest needs rfc822.pest).
        #[arg(long, value_name = "PATH")]
        grammar_file: Vec<std::path::PathBuf>,
        /// How many of the shortest strings to show for each difference of two languages
        /// (up to 8 more follow for the whole grammars, one per byte at which they part).
        #[arg(long, value_name = "N", default_value_t = 3, conflicts_with = "corpus")]
        witnesses: usize,
    },
    /// Resolve partial forms in a context (RFC 1630 p.10-11; url7/url4 "Partial form";
    /// RFC 1808 §4; RFC 2396 §5.2; RFC 3986 §5.2): one result per line (exit 0 when all
    /// resolve, 1 otherwise); with --all, every revision's result side by side.
    Resolve {
        #[arg(long, short, default_value = "rfc1630", help = format!(
            "Grammar: one of {} (each document resolves by its own rules; a grammar of one listing or layer has none: use its document's)", grammar_ids()
        ))]
        grammar: Grammar,
        /// Follow the words of RFC 1630's slash rule, not its printed examples.
        #[arg(long)]
        literal: bool,
        /// Every revision's result, oldest first: `=` the same as the revision before, `≠` with the steps that decided it.
        #[arg(long, conflicts_with = "grammar")]
        all: bool,
        /// With --all: one JSON array, an object per partial.
        #[arg(long)]
        json: bool,
        /// With --all: a TSV of clients' results (`base`, `relative`, `expected`, `reported_by`),
        /// such as resolution-fielding-1998.tsv: a row per client that resolved the pair.
        #[arg(long, value_name = "FILE")]
        clients: Option<std::path::PathBuf>,
        /// The absolute context.
        context: String,
        /// The partial forms.
        #[arg(required = true)]
        partials: Vec<String>,
    },
    /// Compare two URIs at the same encoding level (RFC 1630 p.8): `identical` or
    /// `different: ...` (exit 0 identical, 1 different, 2 when either is illegal);
    /// with a later revision, `equivalent: RUNG: CLAUSE` or `different: ...` by its ladder.
    Compare {
        #[arg(long, short, default_value = "rfc1630", help = format!(
            "Grammar: one of {} (RFC 1630 p.8 under the grammars of 1993-94, each later document's own ladder)", grammar_ids()
        ))]
        grammar: Grammar,
        /// Every revision's answer, oldest first (exit 0 when any finds them equivalent).
        #[arg(long, conflicts_with = "grammar")]
        all: bool,
        /// With --all: one JSON array.
        #[arg(long)]
        json: bool,
        /// With --grammar rfc3987: apply character normalization (NFC, RFC 3987
        /// §5.3.2.2), as for IRIs converted from a non-digital form or a non-UCS
        /// encoding; without it, IRIs equal only under NFC are different.
        #[arg(long)]
        nfc: bool,
        /// The first URI.
        a: String,
        /// The second URI.
        b: String,
    },
    /// The normal form of each URI under the ladder of G's document: `ok<TAB><normal form>` or
    /// `err<TAB><byte offset><TAB><message>` per URI (exit 0 when the input could be read).
    ///
    /// Each URI argument, or each line of stdin when there are none, is first checked with the
    /// grammar; one it rejects gets check's error line. One it accepts climbs the ladder (RFC 1630
    /// p.8's encoding level, RFC 1738 §2, RFC 2396 §6, RFC 3986 §6.2, RFC 3987 §5.3); a relative
    /// reference takes only the rungs that keep what it resolves to.
    Normalize {
        #[arg(long, short, default_value = "rfc1630", help = format!(
            "Grammar: one of {} (a grammar of one listing or layer has no normal form: use its document's)", grammar_ids()
        ))]
        grammar: Grammar,
        /// With --grammar rfc3987: apply character normalization (NFC, RFC 3987 §5.3.2.2), as for
        /// IRIs converted from a non-digital form or a non-UCS encoding.
        #[arg(long)]
        nfc: bool,
        /// One JSON object per URI, one per line: `input`, `ok`, then `normal`, `rungs` (`rung`,
        /// `clause`) and `not_applied` (`rung`, `why`), or check's `offset`, `expected` and `message`.
        #[arg(long)]
        json: bool,
        /// The URIs (default: the lines of standard input).
        uris: Vec<String>,
    },
    /// Find URIs in `<...>` in plain text: `LINE:COL<TAB>URI<TAB>ok listing:production`
    /// or `...<TAB>err message`; a pair over 2048 bytes (MAX_BRACKETED) or not UTF-8
    /// gets `LINE:COL<TAB><TAB>err <why>` (exit 0 when all parse, 1 otherwise).
    Extract {
        #[command(flatten)]
        grammar: GrammarArg,
        /// The text file (default: standard input).
        file: Option<std::path::PathBuf>,
    },
    /// Security warnings (url-03 p.16-17): `URI<TAB>code<TAB>message` per warning;
    /// `illegal` for a URI no grammar accepts, `generic-only` for a scheme of the URL
    /// listing accepted only by the generic listing (exit 0 without warnings, 1 with any).
    Lint {
        #[command(flatten)]
        grammar: GrammarArg,
        /// The URIs.
        #[arg(required = true)]
        uris: Vec<String>,
    },
    /// One self-contained HTML page: every production of every listing as a railroad
    /// diagram, the two lines of descent step by step (url4 -> url7 -> url-03 -> RFC 1630
    /// and RFC 1738; RFC 1630 -> RFC 1808 -> RFC 2396 -> RFC 2732 -> RFC 3986), the
    /// findings, resolution across the revisions and the conformance table, and with
    /// --corpus its survey (exit 0 when written, 2 when a
    /// grammar file or the corpus cannot be read).
    Report {
        /// Write the page to FILE instead of standard output.
        #[arg(long, value_name = "FILE")]
        out: Option<std::path::PathBuf>,
        /// A .pest file of your own, one more listing of the report (diagrams only); repeatable.
        #[arg(long = "grammar", value_name = "PATH.pest")]
        grammars: Vec<std::path::PathBuf>,
        #[arg(long, value_name = "FILE", help = format!(
            "A corpus to survey under {} and the --grammar files (as `survey FILE`)", default_survey_ids()
        ))]
        corpus: Option<std::path::PathBuf>,
    },
    /// How well each grammar fits the URIs of FILE (one a line, or the first column
    /// of a .tsv with a header; `-` for standard input): the lines accepted by
    /// production, and the rejected lines by the production where the diagnosis
    /// stops, with findings and a first example (exit 0 when the file could be read).
    Survey {
        /// The corpus.
        file: std::path::PathBuf,
        #[arg(long, short, value_name = "G", help = format!(
            "A grammar to survey: an id ({}) or a .pest file (repeatable; default: {})", grammar_ids(), default_survey_ids()
        ))]
        grammar: Vec<String>,
        /// The rule the .pest files start from (default: each file's first rule).
        #[arg(long, value_name = "RULE")]
        entry: Option<String>,
        /// A companion .pest file whose rules the .pest files use (repeatable).
        #[arg(long, value_name = "PATH")]
        grammar_file: Vec<std::path::PathBuf>,
        /// One JSON object keyed by grammar: `accepted`, `by_production`, `rejected_by`, `rejections`.
        #[arg(long)]
        json: bool,
    },
    /// Read the ABNF or RFC 822-style BNF of an RFC's text (page footers, headers
    /// and form feeds skipped) into a cited .pest grammar that --grammar takes: to
    /// standard output, or --out; the report (lines left out, names, notes) goes to
    /// standard error. Exit 0 when imported with no problem; 3 when imported
    /// with problems (a rule that does not read, a name or prose the entry
    /// reaches that matches nothing, a grammar pest refuses, a PEG hazard
    /// left), each on a `problem` line of standard error and in the grammar's
    /// header, the grammar written all the same; 1 when --check finds --out
    /// stale; 2 when a file cannot be read or imported.
    Import {
        /// The RFC's text file.
        file: std::path::PathBuf,
        /// Only lines A-B (from 1, both included), as `--lines 2695-2789`.
        #[arg(long, value_name = "A-B", value_parser = cli::import::line_range)]
        lines: Option<(usize, usize)>,
        /// The notation (default: detected from the rules found).
        #[arg(long, value_name = "abnf|bnf822", value_parser = cli::import::notation)]
        notation: Option<rfc1630::study::import::Notation>,
        /// Rules from another document, only lines A-B (and C-D...) if given, as
        /// `--with rfc2373.txt:1183-1196`; repeatable. Each document's rules refer to
        /// its own definitions (a name spelled exactly as an earlier document spells
        /// it takes that one: FILE's, then the earlier --with); NAME is what a
        /// placeholder `<host, see [URI], Section 3.2.2>` calls it, as
        /// `--with URI=rfc3986.txt`; only the rules the import reaches come in.
        #[arg(long, value_name = "[NAME=]FILE[:A-B[,C-D...]]", value_parser = cli::import::with_spec)]
        with: Vec<cli::import::WithSpec>,
        /// Write the grammar to G.pest instead of standard output.
        #[arg(long, value_name = "G.pest")]
        out: Option<std::path::PathBuf>,
        /// Write nothing; exit 1 if --out differs from a fresh import.
        #[arg(long, requires = "out")]
        check: bool,
        /// The document's grammar without the PEG repairs (their lookaheads left
        /// out), as `diff` and `check` read the repaired one. pest may lose
        /// strings of it: `check` wants the repaired grammar, which has its tree.
        #[arg(long)]
        cfg: bool,
        /// Exit 0 for an import with problems (they are still reported).
        #[arg(long)]
        lenient: bool,
        /// The document's name in the citations and the header, as `--title "RFC 9110"`
        /// (default: the RFC number its text gives, else the file's name).
        #[arg(long, value_name = "TITLE", value_parser = cli::import::title)]
        title: Option<String>,
    },
    /// Print the grammar file(s) compiled for G.
    Grammar {
        #[arg(help = format!("The grammar id: one of {}", grammar_ids()))]
        grammar: Grammar,
        /// Just the rule names with their citations.
        #[arg(long)]
        rules: bool,
    },
}

/// A usage error (exit 2) for a flag given without the `--all` it belongs
/// to. clap's `requires = "all"` cannot say it: a flag's default `false`
/// counts as present, so `resolve --json` without `--all` printed text.
fn needs_all(message: &str) -> ! {
    use clap::CommandFactory;
    Cli::command().error(clap::error::ErrorKind::MissingRequiredArgument, message).exit()
}

/// Whether `--nfc` means something under `grammar`: the ladder of its
/// document has character normalization (RFC 3987's alone).
fn has_nfc(grammar: Grammar) -> bool {
    operations_of(grammar, Operation::Comparison).is_ok_and(Operations::has_character_normalization)
}

/// `--nfc` names a ladder's character normalization, which the ladders of
/// the other documents lack: a usage error elsewhere, not an option
/// ignored. The message names the grammars that have it, from the registry.
fn nfc_needs_its_ladder() -> ! {
    use clap::CommandFactory;
    let with_nfc: Vec<&str> =
        rfc1630::documents::ALL.iter().map(|d| d.grammar).filter(|&g| has_nfc(g)).map(Grammar::id).collect();
    let message = format!("--nfc needs --grammar {}", with_nfc.join(" or "));
    Cli::command().error(clap::error::ErrorKind::ArgumentConflict, message).exit()
}

/// The operations of `grammar`'s document, as the library gives them
/// ([`operations_of`]), or a usage error: a grammar of one listing or layer
/// defines none of its own, and the error names the grammar that does.
fn operations_or_exit(grammar: Grammar, operation: Operation) -> &'static Operations {
    operations_of(grammar, operation).unwrap_or_else(|error| usage_error(error))
}

/// The usage error (exit 2) of an operation asked of a grammar that does
/// not define it.
fn usage_error(error: rfc1630::grammar::NoSuchOperation) -> ! {
    use clap::CommandFactory;
    Cli::command().error(clap::error::ErrorKind::InvalidValue, error.to_string()).exit()
}

/// The character normalization `--nfc` asks for.
fn character_normalization(nfc: bool) -> CharacterNormalization {
    if nfc {
        CharacterNormalization::ApplyNfc
    } else {
        CharacterNormalization::AssumeNormalized
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Parse { grammar, json, tree, uris } => {
            match cli::load_grammar(&grammar.grammar, &grammar.grammar_file, grammar.entry.as_deref()) {
                Ok(choice) => cli::parse::run(&choice, json, tree, &uris),
                Err(rendered) => {
                    eprintln!("{}", rendered.trim_end());
                    Ok(cli::FAILED)
                }
            }
        }
        Command::Check { grammar, json, uris } => {
            match cli::load_grammar(&grammar.grammar, &grammar.grammar_file, grammar.entry.as_deref()) {
                Ok(choice) => match cli::builtin_entry(&choice, grammar.entry.as_deref()) {
                    Ok(entry) => cli::check::run(&choice, entry, json, &uris),
                    Err(unknown) => {
                        eprintln!("{unknown}");
                        Ok(cli::FAILED)
                    }
                },
                Err(rendered) => {
                    eprintln!("{}", rendered.trim_end());
                    Ok(cli::FAILED)
                }
            }
        }
        Command::Convert { to, json, texts } => cli::convert::run(to, json, &texts),
        Command::Conformance { json, tsv, wide, only, width, grammars, entry, grammar_file } => {
            let format = match (json, tsv, wide) {
                (true, _, _) => cli::conformance::Format::Json,
                (_, true, _) => cli::conformance::Format::Tsv,
                (_, _, true) => cli::conformance::Format::Wide,
                _ => cli::conformance::Format::Lines,
            };
            let files = cli::PestFiles { companions: grammar_file, entry };
            let load = |spec: &String| match files.load(spec)? {
                rfc1630::study::workbench::GrammarChoice::Builtin(g) => {
                    Err(format!("error: `{g}` has its column already; --grammar takes a .pest file"))
                }
                user => Ok(user),
            };
            let loaded = grammars.iter().map(load).collect::<Result<Vec<_>, _>>().and_then(|users| {
                let shown = cli::conformance::Shown::pick(&only, &users)?;
                Ok((users, shown))
            });
            match loaded {
                Ok((users, shown)) => cli::conformance::run(format, &users, &shown, width),
                Err(rendered) => {
                    eprintln!("{}", rendered.trim_end());
                    Ok(cli::FAILED)
                }
            }
        }
        Command::Diff { a, b, json, corpus, from, entry, grammar_file, witnesses } => {
            let files = cli::PestFiles { companions: grammar_file, entry };
            cli::diff::run(&a, &b, json, corpus.as_deref(), from.as_deref(), witnesses, &files)
        }
        Command::Import { file, lines, notation, with, out, check, cfg, lenient, title } => {
            let options = rfc1630::study::import::Options { lines, notation, with: Vec::new(), title };
            let form = if cfg { cli::import::Form::Cfg } else { cli::import::Form::Repaired };
            cli::import::run(&file, options, &with, out.as_deref(), check, form, lenient)
        }
        Command::Grammar { grammar, rules } => cli::grammar::run(grammar, rules),
        Command::Resolve { all: false, json, clients, .. } if json || clients.is_some() => {
            needs_all("--json and --clients need --all")
        }
        Command::Compare { all: false, json: true, .. } => needs_all("--json needs --all"),
        Command::Compare { nfc: true, all, grammar, .. } if all || !has_nfc(grammar) => nfc_needs_its_ladder(),
        Command::Resolve { all: true, literal, json, clients, context, partials, .. } => {
            cli::resolve::run_all(literal, json, clients.as_deref(), &context, &partials)
        }
        Command::Resolve { grammar, literal, context, partials, .. } => {
            cli::resolve::run(operations_or_exit(grammar, Operation::Resolution), literal, &context, &partials)
        }
        Command::Compare { all: true, json, a, b, .. } => cli::compare::run_all(json, &a, &b),
        // A document with a ladder compares by it; RFC 1630 p.8, which the
        // drafts share, compares at the encoding level. A listing or layer
        // defines no comparison of its own: the command refuses it, as the
        // library's `compare` does, naming the document that defines one.
        Command::Compare { grammar, nfc, a, b, .. }
            if rfc1630::documents::of(grammar).operations.is_some_and(Operations::has_ladder) =>
        {
            let operations = operations_or_exit(grammar, Operation::Comparison);
            cli::compare::run_ladder(grammar, operations, character_normalization(nfc), &a, &b)
        }
        Command::Compare { grammar, a, b, .. } => {
            operations_or_exit(grammar, Operation::Comparison);
            cli::compare::run(grammar, &a, &b)
        }
        Command::Normalize { nfc: true, grammar, .. } if !has_nfc(grammar) => nfc_needs_its_ladder(),
        Command::Normalize { grammar, nfc, json, uris } => {
            let operations = operations_or_exit(grammar, Operation::Normalization);
            cli::normalize::run(grammar, operations, character_normalization(nfc), json, &uris)
        }
        Command::Extract { grammar, file } => cli::extract::run(grammar.grammar, file.as_deref()),
        Command::Lint { grammar, uris } => cli::lint::run(grammar.grammar, &uris),
        Command::Report { out, grammars, corpus } => cli::report::run(out.as_deref(), &grammars, corpus.as_deref()),
        Command::Survey { file, grammar, entry, grammar_file, json } => {
            let specs = if grammar.is_empty() { Grammar::ALL.map(|g| g.id().to_string()).to_vec() } else { grammar };
            let loaded: Result<Vec<_>, String> =
                specs.iter().map(|spec| cli::load_grammar(spec, &grammar_file, entry.as_deref())).collect();
            match loaded {
                Ok(grammars) => cli::survey::run(&file, &grammars, json),
                Err(rendered) => {
                    eprintln!("{}", rendered.trim_end());
                    Ok(cli::FAILED)
                }
            }
        }
    };
    cli::finish(result)
}
