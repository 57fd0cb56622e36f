//! A user's `.pest` file read at run time: pest_vm agrees with the
//! built-in derives, and an edited listing changes exactly what it should.

use crate::support as common;

use rfc1630::grammar::listings::{sources, spec};
use rfc1630::study::workbench::{UserGrammar, UserGrammarError};
use rfc1630::{check, grammar::Listing, Grammar};

/// The built-in grammars of one listing each, loaded as a user would load
/// their files: the listing's sources, entered at the built-in's entry rule.
fn as_user_grammar(grammar: Grammar) -> Option<(Listing, UserGrammar)> {
    let [listing] = grammar.listings() else { return None };
    let files: Vec<(&str, &str)> = sources(*listing).to_vec();
    let entry = spec(*listing).entry_rule(grammar);
    let user = UserGrammar::from_sources(files[0].0, &files, Some(entry)).expect("built-in listing loads");
    Some((*listing, user))
}

/// Every input string of the URI corpora (era URLs, the valid/invalid suites
/// and the WPT inputs: 1,895 strings), no sampling, and every example of the
/// catalogue (which has the `wais:` URLs the corpora lack).
fn inputs() -> Vec<String> {
    let mut out: Vec<String> = rfc1630::study::conformance::catalogue().into_iter().map(|e| e.uri).collect();
    for (file, column) in [("era-urls.tsv", "url"), ("uri-valid-invalid.tsv", "uri"), ("wpt-inputs.tsv", "input")] {
        out.extend(common::tsv(file).into_iter().filter_map(|mut row| row.remove(column)));
    }
    out
}

#[test]
fn pest_vm_agrees_with_the_built_in_derives_over_the_corpora() {
    let inputs = inputs();
    let mut compared = 0;
    for grammar in Grammar::ALL {
        // Grammar::Rfc1630 is two listings tried in turn; each is compared alone.
        let Some((listing, user)) = as_user_grammar(grammar) else { continue };
        for input in &inputs {
            let built_in = check(grammar, input);
            let interpreted = user.check(input);
            assert_eq!(
                built_in.is_ok(),
                interpreted.is_ok(),
                "{grammar} on {input:?}: {built_in:?} vs {interpreted:?}"
            );
            if let (Ok(b), Ok(u)) = (built_in, interpreted) {
                assert_eq!(b.listing, listing);
                // A wrapper (`url:` before a URL) is named as the wrapper by a user grammar.
                // Both spell the production as its document does (`relative-ref`),
                // the user grammar from its copy of the rules' citations.
                if spec(listing).wrapper != Some(u.production.as_str()) {
                    assert_eq!(b.production, u.production, "{grammar} on {input:?}");
                }
            }
            compared += 1;
        }
    }
    assert!(compared >= 5 * 1800, "compared {compared}");
}

fn my_url7() -> UserGrammar {
    let url7 = std::fs::read_to_string("grammar/url7.pest").unwrap();
    let edited = url7.replace(r#"| "," | " " }"#, r#"| "," }"#);
    assert_ne!(edited, url7, "the space was deleted from `extra`");
    UserGrammar::from_sources("my-url7.pest", &[("my-url7.pest", &edited)], None).unwrap()
}

#[test]
fn deleting_the_space_from_extra_rejects_a_space_in_a_path() {
    let mine = my_url7();
    assert_eq!(check(Grammar::Url7, "http://h/a b").unwrap().to_string(), "url7:httpaddress");
    let rejection = mine.check("http://h/a b").unwrap_err();
    assert_eq!(rejection.file, "my-url7.pest");
    assert_eq!(rejection.offset, 10);
    assert_eq!(mine.check("http://h/a").unwrap().to_string(), "my-url7.pest:httpaddress");
}

#[test]
fn the_edit_changes_exactly_the_lines_with_a_space_url7_accepted() {
    let mine = my_url7();
    let mut inputs = inputs();
    inputs.extend(["http://h/a b".to_string(), "news:a b".to_string(), "ftp://h/x y".to_string()]);
    let changed: Vec<&String> = inputs
        .iter()
        .filter(|input| {
            let before = check(Grammar::Url7, input).map(|v| v.production);
            let after = mine.check(input).map(|v| v.production);
            before.ok() != after.ok().as_deref()
        })
        .collect();
    let expected: Vec<&String> =
        inputs.iter().filter(|input| input.contains(' ') && check(Grammar::Url7, input).is_ok()).collect();
    assert!(changed.iter().any(|i| *i == "http://h/a b"));
    assert_eq!(changed, expected);
}

#[test]
fn errors_in_a_user_grammar_carry_pest_meta_positions() {
    let err = UserGrammar::from_sources("g.pest", &[("g.pest", "a = { \"x\" ~ }\n")], None).unwrap_err();
    assert!(matches!(err, UserGrammarError::Grammar { ref file, line: 1, .. } if file == "g.pest"), "{err}");
    let err = UserGrammar::from_sources("g.pest", &[("g.pest", "a = { \"x\" }\nb = { c }\n")], None).unwrap_err();
    assert!(matches!(err, UserGrammarError::Grammar { line: 2, column: 7, .. }), "{err}");
    let err = UserGrammar::from_sources("g.pest", &[("g.pest", "a = { a ~ \"x\" }")], None).unwrap_err();
    assert!(matches!(err, UserGrammarError::Grammar { .. }), "{err}");
    let err = UserGrammar::from_sources("g.pest", &[("g.pest", "a = { \"x\" }")], Some("b")).unwrap_err();
    assert_eq!(err.to_string(), "g.pest: no rule `b` to start from");
    assert!(matches!(UserGrammar::from_sources("g.pest", &[("g.pest", "")], None), Err(UserGrammarError::Empty(_))));
}

#[test]
fn a_companion_file_defines_the_rules_the_main_file_calls() {
    let main = ("main.pest", "a = { SOI ~ \"<\" ~ b ~ \">\" ~ EOI }");
    let companion = ("lib.pest", "b = { ASCII_DIGIT+ }");
    assert!(matches!(UserGrammar::from_sources("main.pest", &[main], None), Err(UserGrammarError::Grammar { .. })));
    let g = UserGrammar::from_sources("main.pest", &[main, companion], None).unwrap();
    assert_eq!(g.check("<12>").unwrap().to_string(), "main.pest:b");
    assert_eq!(g.check("<x>").unwrap_err().offset, 1);
}
