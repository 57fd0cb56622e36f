//! `rfc1630 parse [--grammar G|FILE.pest] [--json] [--tree] URI...`
//!
//! A user's `.pest` file has no typed AST (the AST builder knows the
//! listings' productions, not an edited file's), so for one the plain output
//! is the derivation, as `--tree` gives it, and `--json` holds the
//! derivation as `tree`.

use super::{escape_controls, render_user_rejection, OK, REJECTED};
use rfc1630::study::workbench::{GrammarChoice, UserGrammar, UserVerdict, PEST_TREE_MISSING};
use rfc1630::{parse_with, recognize::derivation, Grammar, ParseError};
use std::io::{self, IsTerminal, Write};

pub(crate) fn run(choice: &GrammarChoice, json: bool, tree: bool, uris: &[String]) -> io::Result<u8> {
    match choice {
        GrammarChoice::Builtin(grammar) => run_builtin(*grammar, json, tree, uris),
        GrammarChoice::User(user) => run_user(user, json, uris),
    }
}

/// `parse` with a user's `.pest` file: `URI<TAB>file.pest:production` and the
/// derivation, or `URI<TAB>err` and the marked input; with `--json`, one
/// object a line: `input`, `ok`, then `listing`, `production` and `tree`, or
/// `offset`, `expected` and `message`. An input an imported grammar's
/// document accepts where pest's tree does not reach it is accepted without
/// a tree: `URI<TAB>file.pest:production<TAB>pest's tree does not reach it`,
/// or `note` in place of `tree`.
fn run_user(user: &UserGrammar, json: bool, uris: &[String]) -> io::Result<u8> {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut code = OK;
    for uri in uris {
        let shown = escape_controls(uri);
        if let Ok(verdict @ UserVerdict { note: Some(PEST_TREE_MISSING), .. }) = user.check(uri) {
            if json {
                let accepted = serde_json::json!({
                    "input": uri, "ok": true, "listing": verdict.file, "production": verdict.production,
                    "note": PEST_TREE_MISSING,
                });
                writeln!(out, "{accepted}")?;
            } else {
                writeln!(out, "{shown}\t{verdict}\t{PEST_TREE_MISSING}")?;
            }
            continue;
        }
        match (user.derivation(uri), json) {
            (Ok((verdict, tree)), false) => write!(out, "{shown}\t{verdict}\n{tree}")?,
            (Ok((verdict, tree)), true) => {
                let accepted = serde_json::json!({
                    "input": uri, "ok": true, "listing": verdict.file, "production": verdict.production, "tree": tree,
                });
                writeln!(out, "{accepted}")?;
            }
            (Err(rejection), false) => {
                code = REJECTED;
                let rendered = render_user_rejection(uri, &rejection, io::stdout().is_terminal());
                writeln!(out, "{shown}\terr\n{rendered}")?;
            }
            (Err(rejection), true) => {
                code = REJECTED;
                let rejected = serde_json::json!({
                    "input": uri, "ok": false, "offset": rejection.offset,
                    "expected": rejection.expected, "message": rejection.to_string(),
                });
                writeln!(out, "{rejected}")?;
            }
        }
    }
    Ok(code)
}

fn run_builtin(grammar: Grammar, json: bool, tree: bool, uris: &[String]) -> io::Result<u8> {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut code = OK;
    for uri in uris {
        // The first line is `URI<TAB>...`: controls in the URI written escaped keep it one TSV line.
        let shown = escape_controls(uri);
        let printed = if tree {
            derivation(grammar, uri).map(|(listing, node)| format!("{shown}\t{listing}\n{node}"))
        } else {
            match parse_with(grammar, uri) {
                Ok(ast) => {
                    let value = serde_json::to_value(ast.ast())?;
                    Ok(if json {
                        format!("{value}\n")
                    } else {
                        let mut text = format!("{shown}\t{}\n", ast.verdict());
                        write_value(&mut text, &value, 1);
                        text
                    })
                }
                Err(e) => Err(e),
            }
        };
        match printed {
            Ok(text) => out.write_all(text.as_bytes())?,
            Err(e) if json => {
                code = REJECTED;
                let rejected = Rejected { input: uri, message: e.summary(), error: e };
                writeln!(out, "{}", serde_json::to_value(rejected)?)?;
            }
            Err(ParseError::Syntax(e)) => {
                code = REJECTED;
                // Colours only for a person at a terminal; pipes get the plain text.
                writeln!(out, "{shown}\terr\n{}", e.render(io::stdout().is_terminal()))?;
            }
            Err(e) => {
                code = REJECTED;
                writeln!(out, "{shown}\terr\n{e}")?;
            }
        }
    }
    Ok(code)
}

/// The JSON line of a rejected input. It goes through a `serde_json::Value`,
/// whose objects order their keys the same way at every level.
#[derive(serde::Serialize)]
struct Rejected<'a> {
    input: &'a str,
    error: ParseError,
    message: String,
}

/// The AST as indented `key: value` lines, in the order serde gives.
fn write_value(out: &mut String, value: &serde_json::Value, depth: usize) {
    use serde_json::Value;
    let indent = "  ".repeat(depth);
    match value {
        Value::Object(map) => {
            for (key, value) in map {
                match value {
                    Value::Object(_) | Value::Array(_) => {
                        out.push_str(&format!("{indent}{key}:\n"));
                        write_value(out, value, depth + 1);
                    }
                    scalar => out.push_str(&format!("{indent}{key}: {scalar}\n")),
                }
            }
        }
        Value::Array(items) => {
            for item in items {
                match item {
                    Value::Object(_) | Value::Array(_) => {
                        out.push_str(&format!("{indent}-\n"));
                        write_value(out, item, depth + 1);
                    }
                    scalar => out.push_str(&format!("{indent}- {scalar}\n")),
                }
            }
        }
        scalar => out.push_str(&format!("{indent}{scalar}\n")),
    }
}
