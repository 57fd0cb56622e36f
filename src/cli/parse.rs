//! `rfc1630 parse [--grammar G] [--json] [--tree] URI...`

use super::{OK, REJECTED};
use rfc1630::{derivation, parse_with, Grammar};
use std::io::{self, Write};

pub(crate) fn run(grammar: Grammar, json: bool, tree: bool, uris: &[String]) -> io::Result<u8> {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut code = OK;
    for uri in uris {
        let printed = if tree {
            derivation(grammar, uri).map(|(listing, node)| format!("{uri}\t{listing}\n{node}"))
        } else {
            parse_with(grammar, uri).map(|ast| {
                let value = serde_json::to_value(ast).unwrap_or_default();
                if json {
                    format!("{value}\n")
                } else {
                    let mut text = format!("{uri}\t{}\n", ast.verdict());
                    write_value(&mut text, &value, 1);
                    text
                }
            })
        };
        match printed {
            Ok(text) => out.write_all(text.as_bytes())?,
            Err(e) if json => {
                code = REJECTED;
                let value = serde_json::json!({ "input": uri, "error": e, "message": e.summary() });
                writeln!(out, "{value}")?;
            }
            Err(e) => {
                code = REJECTED;
                writeln!(out, "{uri}\terr\n{e}")?;
            }
        }
    }
    Ok(code)
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
