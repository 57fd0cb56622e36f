//! `docs/json.md`, the JSON formats: every `$ rfc1630 ...` example in it,
//! run through the real binary, prints exactly what the page shows.

use crate::support::binary;

/// The `(arguments, expected output)` of each example of `docs/json.md`:
/// a ```` ```text ```` block whose first line is `$ rfc1630 ARGS`
/// (arguments split on spaces) and whose other lines are the output.
fn documented_examples() -> Vec<(Vec<String>, String)> {
    let page = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/json.md"));
    let mut examples = Vec::new();
    for block in page.split("```text\n").skip(1) {
        let block = &block[..block.find("```").expect("a closed block")];
        let (command, output) = block.split_once('\n').expect("a command line");
        let args = command.strip_prefix("$ rfc1630 ").expect("an rfc1630 command");
        examples.push((args.split(' ').map(str::to_string).collect(), output.to_string()));
    }
    examples
}

#[test]
fn documented_json_examples_are_what_the_binary_prints() {
    let examples = documented_examples();
    assert_eq!(
        examples.len(),
        7,
        "check --json (a built-in grammar and a grammar file), convert --json, normalize --json, parse --json and both modes of diff --json"
    );
    for (args, expected) in examples {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        assert_eq!(binary::run(&args, b"").stdout, expected, "rfc1630 {}", args.join(" "));
        for line in expected.lines() {
            serde_json::from_str::<serde_json::Value>(line).unwrap();
        }
    }
}

/// The `conformance --json` example of `docs/json.md` is one of the
/// examples the binary prints, field for field.
#[test]
fn documented_conformance_example_is_in_the_output() {
    let page = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/json.md"));
    let start = page.find("```json\n").expect("a json block") + "```json\n".len();
    let block = &page[start..start + page[start..].find("```").expect("a closed block")];
    let shown: serde_json::Value = serde_json::from_str(block).unwrap();
    let output = binary::run(&["conformance", "--json"], b"");
    let doc: serde_json::Value = serde_json::from_str(&output.stdout).unwrap();
    let examples = doc["examples"].as_array().unwrap();
    assert!(examples.contains(&shown), "{block}");
    // Flat: a claim word, numbers for page and line, a flat verdict per grammar.
    assert_eq!(shown["example"]["claim"], "valid");
    assert!(shown["example"]["page"].is_u64() && shown["example"]["line"].is_u64());
    assert_eq!(shown["verdicts"][2]["ok"], false);
    assert_eq!(shown["verdicts"][2]["offset"], 5);
    let disagrees = examples.iter().find(|e| e["agreement"] == "disagrees").unwrap();
    assert!(disagrees["why"].as_str().unwrap().starts_with("claimed"), "{disagrees}");
}
