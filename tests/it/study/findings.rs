//! The findings data (`rfc1630::grammar::findings`): every witness gets its verdict,
//! every rejection offset is the end of the longest viable prefix (computed
//! here from the oracle's regexes, not from `src/dfa.rs` or pest), every
//! quote is in its seed file at its citation, and every hint key is
//! exercised. (The Findings tables of `grammar/ERRATA.md` and
//! `docs/findings.md` are generated from the data: `cargo xtask generate`.)

use crate::oracle;
use regex_automata::hybrid::dfa::DFA;
use regex_automata::nfa::thompson;
use regex_automata::{Anchored, Input};
use rfc1630::grammar::findings::{At, Expect, Quote, ALL};
use rfc1630::{check, grammar::listings, Grammar, ParseError};
use std::collections::BTreeMap;
use std::sync::OnceLock;

const SEEDS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/seeds/");
const LINEAGE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/lineage/");

/// The end of the longest prefix of `input` that some string of the
/// grammar's language extends: where the oracle's lazy DFA first dies, or
/// the input's length. `None` under a grammar the oracle has no regex for,
/// a listing that is not regular (RFC 6068's), where pest's furthest
/// position is all there is, and the error says so.
fn viable_prefix(grammar: Grammar, input: &str) -> Option<usize> {
    const IDS: usize = Grammar::ALL.len() + Grammar::PROSE.len();
    static DFAS: [OnceLock<DFA>; IDS] = [const { OnceLock::new() }; IDS];
    if !oracle::has_regex(grammar.id()) {
        return None;
    }
    let index = Grammar::ALL.into_iter().chain(Grammar::PROSE).position(|g| g == grammar).expect("a registry grammar");
    let dfa = DFAS[index].get_or_init(|| {
        DFA::builder()
            .thompson(thompson::Config::new().nfa_size_limit(Some(1 << 28)))
            .configure(DFA::config().cache_capacity(1 << 26))
            .build(&format!("^(?:{})$", oracle::pattern(grammar.id())))
            .expect("the oracle's regex compiles")
    });
    let mut cache = dfa.create_cache();
    let mut state =
        dfa.start_state_forward(&mut cache, &Input::new(input).anchored(Anchored::Yes)).expect("a start state");
    for (offset, &byte) in input.as_bytes().iter().enumerate() {
        state = dfa.next_state(&mut cache, state, byte).expect("the cache holds the transitions");
        if state.is_dead() {
            return Some(offset);
        }
    }
    Some(input.len())
}

/// Where `input` is rejected under `grammar`: the oracle's viable prefix,
/// or, under a listing that is not regular, pest's furthest position, which
/// the error must flag as not exact.
fn rejected_at(grammar: Grammar, input: &str, error: &ParseError) -> usize {
    viable_prefix(grammar, input).unwrap_or_else(|| {
        let ParseError::Syntax(syntax) = error else { panic!("{grammar} {input:?}: {error}") };
        assert!(syntax.not_exact().is_some(), "{grammar} {input:?}: an offset not flagged as pest's: {error}");
        error.offset()
    })
}

#[test]
fn every_witness_gets_its_verdict() {
    let mut wrong = Vec::new();
    for finding in ALL {
        for witness in finding.witnesses {
            for &(grammar, expect) in witness.verdicts {
                let found = match check(grammar, witness.input) {
                    Ok(verdict) => Expect::Accepted(verdict.production),
                    Err(e) => Expect::Rejected(rejected_at(grammar, witness.input, &e)),
                };
                if found != expect {
                    wrong
                        .push(format!("{} `{}` under {grammar}: {found:?}, not {expect:?}", finding.id, witness.input));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The oracle and the grammar agree on the verdict of every witness, so a
/// `Rejected` offset is one of the listing's language and not of pest's.
#[test]
fn the_oracle_agrees_on_every_witness() {
    for finding in ALL {
        for witness in finding.witnesses {
            for &(grammar, _) in witness.verdicts {
                let oracle = oracle::derives(grammar.id(), witness.input);
                assert_eq!(
                    oracle,
                    check(grammar, witness.input).is_ok(),
                    "{} `{}` {grammar}",
                    finding.id,
                    witness.input
                );
            }
        }
    }
}

/// Ids are `F<n>` in increasing order; a range of ids may be skipped (each
/// piece of work takes its own range), none is reused.
#[test]
fn ids_are_increasing_f_numbers() {
    let mut last = 0;
    for finding in ALL {
        let n: u32 = finding.id.strip_prefix('F').and_then(|n| n.parse().ok()).expect("an id F<n>");
        assert!(n > last, "{} after F{last}", finding.id);
        last = n;
        assert!(rfc1630::grammar::findings::get(finding.id).is_some_and(|f| std::ptr::eq(f, finding)));
    }
}

/// Each finding names the grammars it concerns, and each of them has a witness verdict.
#[test]
fn every_grammar_concerned_has_a_witness() {
    for finding in ALL {
        assert!(!finding.grammars.is_empty() && !finding.listing.is_empty(), "{}", finding.id);
        assert!(!finding.summary.contains('\n') && !finding.summary.ends_with('.'), "{}: one line", finding.id);
        for grammar in finding.grammars {
            let witnessed = finding.witnesses.iter().any(|w| w.verdicts.iter().any(|(g, _)| g == grammar));
            assert!(witnessed, "{} names {grammar} but no witness gives its verdict", finding.id);
        }
    }
}

/// A hint names a production of its grammar's listing(s), and some witness
/// of its finding is rejected under that grammar at a character it matches.
#[test]
fn every_hint_is_a_rule_and_is_exercised() {
    for finding in ALL {
        for hint in finding.hints {
            let rules: Vec<&str> = hint
                .grammar
                .listings()
                .iter()
                .flat_map(|&l| listings::rules(l).iter().map(|r| r.name.as_str()))
                .collect();
            assert!(
                rules.contains(&hint.production),
                "{}: no rule {} in {}",
                finding.id,
                hint.production,
                hint.grammar
            );
            let exercised = finding.witnesses.iter().any(|w| {
                w.verdicts.iter().any(|&(g, expect)| match expect {
                    Expect::Rejected(at) if g == hint.grammar => {
                        hint.found.matches(w.input[at..].chars().next()) && hint.fits(w.input, at)
                    }
                    _ => false,
                })
            });
            assert!(exercised, "{}: no witness is rejected under {} at {}", finding.id, hint.grammar, hint.found);
        }
    }
}

/// The seed text a quote stands for: its lines (004's listing numbers
/// dropped) or, for 002, the text from its character offset; whitespace
/// runs (NBSP too) collapsed to one space.
fn seed_text(quote: &Quote, lines: std::ops::RangeInclusive<u32>) -> String {
    // A lineage document is cited by its file name, a seed by its number.
    let path = if quote.cite.file.ends_with(".txt") {
        format!("{LINEAGE}{}", quote.cite.file)
    } else {
        let name = std::fs::read_dir(SEEDS)
            .expect("the seeds")
            .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
            .find(|n| n.starts_with(&format!("{}_", quote.cite.file)))
            .expect("a seed file with that number");
        format!("{SEEDS}{name}")
    };
    let bytes = std::fs::read(path).expect("a seed or lineage file");
    let text = String::from_utf8_lossy(&bytes);
    let raw: String = match quote.cite.at {
        At::Char(offset) => text.chars().skip(offset as usize).take(quote.text.len() * 2).collect(),
        At::Lines(..) => text
            .lines()
            .skip(*lines.start() as usize - 1)
            .take((lines.end() - lines.start() + 1) as usize)
            .map(|l| {
                if quote.cite.file == "004" {
                    l.trim_start().trim_start_matches(|c: char| c.is_ascii_digit()).trim_start_matches('.')
                } else {
                    l
                }
            })
            .collect::<Vec<_>>()
            .join(" "),
    };
    collapse(&raw)
}

fn collapse(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Every quote is in its seed file where its citation says, and the line
/// range is tight (the quote starts on the first line and ends on the last).
#[test]
fn every_quote_is_where_it_is_cited() {
    let mut wrong = Vec::new();
    for finding in ALL {
        for quote in finding.listing.iter().chain(finding.prose) {
            let want = collapse(quote.text);
            let ok = match quote.cite.at {
                At::Char(offset) => seed_text(quote, offset..=offset).starts_with(&want),
                At::Lines(first, last) => {
                    seed_text(quote, first..=last).contains(&want)
                        && (first == last
                            || !seed_text(quote, first + 1..=last).contains(&want)
                                && !seed_text(quote, first..=last - 1).contains(&want))
                }
            };
            if !ok {
                wrong.push(format!("{}: `{}` is not at {}", finding.id, quote.text, quote.cite));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// F20: the slash rule's words and the printed table differ on `/g`.
#[test]
fn f20_slash_rule_against_the_table() {
    use rfc1630::revisions::resolution::{resolve_with, ResolveOptions};
    let context = "magic://a/b/c//d/e/f";
    assert_eq!(rfc1630::resolve(Grammar::Rfc1630, context, "/g").unwrap().target, "magic://a/g");
    let literal = resolve_with(Grammar::Rfc1630, ResolveOptions::literal(true), context, "/g").unwrap();
    assert_eq!(literal, "magic://a/b/c//d/g");
}

/// F26: url7 accepts a Prospero link with `%00`-separated fields only as one
/// `hsoname`: no version, no attributes.
#[test]
fn f26_prospero_fields_are_not_derived() {
    for input in ["prospero://h/a%00%00b", "prospero://h/a%001%00b"] {
        let uri = rfc1630::parse_with(Grammar::Url7, input).unwrap();
        let rfc1630::ast::Address::Url7(rfc1630::documents::url7::Url::Prospero(link)) = uri.address else {
            panic!("{input}: {uri:?}")
        };
        assert_eq!(link.version, None, "{input}");
        assert_eq!(link.hsoname.as_str(), &input["prospero://h/".len()..], "{input}");
    }
    // With the version last, P7 splits it off: the listing's one field form.
    let uri = rfc1630::parse_with(Grammar::Url7, "prospero://h/a%001").unwrap();
    let rfc1630::ast::Address::Url7(rfc1630::documents::url7::Url::Prospero(link)) = uri.address else {
        panic!("{uri:?}")
    };
    assert_eq!(link.version.map(|v| v.as_str().to_string()), Some("1".to_string()));
}

/// Every witness under every grammar, as one list a reviewer reads.
#[test]
fn every_witness_under_every_grammar() {
    let mut rows: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for finding in ALL {
        for witness in finding.witnesses {
            rows.entry(witness.input).or_insert_with(|| {
                Grammar::ALL
                    .iter()
                    .map(|&g| match check(g, witness.input) {
                        Ok(v) => format!("{g}: {}", v.production),
                        Err(e) => match viable_prefix(g, witness.input) {
                            Some(at) => format!("{g}: rejected at byte {at}"),
                            None => format!(
                                "{g}: rejected, pest's furthest position byte {}",
                                rejected_at(g, witness.input, &e)
                            ),
                        },
                    })
                    .collect()
            });
        }
    }
    snapshot!("findings", "findings-witnesses", yaml: rows);
}

/// Every rejection a finding's hint describes names that
/// finding. For each witness a grammar rejects, where one of the finding's
/// hints is for that grammar and its character is the one at the offset,
/// the diagnosis names the finding; and every finding with hints has such
/// a witness, so no hint goes untested.
#[test]
fn every_hinted_witness_names_its_finding() {
    use rfc1630::grammar::findings::Expect;
    for finding in
        rfc1630::grammar::findings::ALL.iter().filter(|f| !f.hints.is_empty() || !f.unknown_schemes.is_empty())
    {
        let mut shown = 0;
        for witness in finding.witnesses {
            for &(grammar, expect) in witness.verdicts {
                let Expect::Rejected(offset) = expect else { continue };
                let found = witness.input.get(offset..).and_then(|rest| rest.chars().next());
                let hinted = finding
                    .hints
                    .iter()
                    .any(|h| h.grammar == grammar && h.found.matches(found) && h.fits(witness.input, offset))
                    || finding
                        .unknown_schemes
                        .iter()
                        .any(|&(g, s)| g == grammar && witness.input.starts_with(&format!("{s}:")));
                if !hinted {
                    continue;
                }
                let error = rfc1630::parse_with(grammar, witness.input).unwrap_err();
                assert_eq!(
                    error.finding().map(|f| f.id),
                    Some(finding.id),
                    "{grammar} {:?}: {}",
                    witness.input,
                    error.summary()
                );
                shown += 1;
            }
        }
        assert!(shown > 0, "{}: no witness shows a hint of it", finding.id);
    }
}

/// A hint names its finding only where the finding's own mechanism stops the
/// input: F10's missing second `:` right after `mailto:`, not every rejection
/// inside `mailtoaddress`; a `file://` URL under url4 is F15, and `rlogin://`
/// and `tn3270://` under the drafts are F24, not the ordering of F14 or F17.
#[test]
fn hints_name_only_their_own_mechanism() {
    let named =
        |grammar: Grammar, input: &str| rfc1630::parse_with(grammar, input).unwrap_err().finding().map(|f| f.id);
    for input in ["magic:x", "m", "mailto::abc", "mailto::timbl@128.141.201.74"] {
        assert_ne!(named(Grammar::Url03, input), Some("F10"), "url-03 {input}");
    }
    assert_eq!(named(Grammar::Url03, "mailto:timbl@info.cern.ch"), Some("F10"));
    assert_eq!(named(Grammar::Rfc1630Url, "mailto::timbl@info.cern.ch"), Some("F10"));
    assert_ne!(named(Grammar::Rfc1630Url, "mailto:a:b@c"), Some("F10"));
    assert_eq!(named(Grammar::Url4, "file://info.cern.ch./pub/www/doc/http.txt"), Some("F15"));
    for grammar in [Grammar::Url7, Grammar::Url4] {
        assert_eq!(named(grammar, "rlogin://guest@h"), Some("F24"), "{grammar}");
        assert_eq!(named(grammar, "tn3270://h"), Some("F24"), "{grammar}");
    }
    assert_eq!(named(Grammar::Url7, "magic://h/p"), Some("F23"));
    assert_eq!(named(Grammar::Url7, "file://h/p"), Some("F23"));
    assert_eq!(named(Grammar::Url4, "magic://h/p"), Some("F17"));
    // F21 is RFC 1630's and url-03's: url7 rejects the same URL with no text against it.
    assert_eq!(named(Grammar::Url03, "gopher://h/1/pub"), Some("F21"));
    assert_ne!(named(Grammar::Url7, "gopher://h/1/pub"), Some("F21"));
}

/// A contradiction or a gap quotes the document's text; an observation says
/// in its detail that no text disagrees; a folded finding names its erratum;
/// a retired one says why, and keeps what it said. Neither of the last two
/// has a hint, so no diagnosis names them.
#[test]
fn every_kind_stands_on_its_texts() {
    use rfc1630::grammar::findings::Evidence;
    for finding in ALL {
        match finding.evidence {
            Evidence::Contradiction | Evidence::Gap => {
                assert!(!finding.prose.is_empty(), "{}: a {} quotes the text", finding.id, finding.evidence)
            }
            Evidence::Observation => {
                assert!(finding.detail.contains("observation"), "{}: says why it is an observation", finding.id)
            }
            Evidence::Folded => {
                assert!(finding.detail.starts_with("Folded into erratum E"), "{}: names its erratum", finding.id)
            }
            Evidence::Retired => {
                assert!(finding.detail.starts_with("Retired: "), "{}: says why it was retired", finding.id);
                assert!(finding.detail.contains("What it said"), "{}: keeps what it said", finding.id);
                assert!(finding.summary.starts_with("retired: "), "{}: its one line says so", finding.id);
            }
        }
        if matches!(finding.evidence, Evidence::Folded | Evidence::Retired) {
            assert!(finding.hints.is_empty() && finding.unknown_schemes.is_empty(), "{}: names nothing", finding.id);
        }
    }
}

/// F33's hint is keyed on the literal a `[` opened: a `.` that stops it
/// after a `::` is F33's (the IPv4 tail with no `:` of its own), a `.` in a
/// bracketed dotted quad with no `::` is no IPv6 address in either document
/// and names nothing, wherever else the input holds `::`.
#[test]
fn f33_names_only_a_tail_after_a_double_colon() {
    let named = |input: &str| rfc1630::check(Grammar::Rfc2732, input).unwrap_err().finding().map(|f| f.id);
    for input in ["http://[::192.9.5.5]/ipng", "http://[1::2.3.4.5]/", "http://[1:2::3.4.5.6]/", "//[::1.2.3.4]"] {
        assert_eq!(named(input), Some("F33"), "{input}");
    }
    for input in ["http://[1.2.3.4]/", "http://a::b@[1.2.3.4]/"] {
        assert_ne!(named(input), Some("F33"), "{input}");
    }
}

/// F54: a `~` stops every listing before RFC 2396 wherever it stands, in a
/// path, a host, a search or a fragment, and the default grammar too; F40:
/// a `#` stops RFC 1738's listing wherever it stands.
#[test]
fn tilde_and_hash_name_their_findings_wherever_they_stop() {
    let named = |grammar: Grammar, input: &str| rfc1630::check(grammar, input).unwrap_err().finding().map(|f| f.id);
    let cases: &[(Grammar, &str)] = &[
        (Grammar::Rfc1630, "http://www.iprg.nokia.com/~hinden"),
        (Grammar::Rfc1630, "http://h/a#~x"),
        (Grammar::Rfc1630Url, "http://h/a?b~c"),
        (Grammar::Rfc1630Generic, "magic:a#~x"),
        (Grammar::Url03, "http://h~x/"),
        (Grammar::Url7, "http://h/a#~x"),
        (Grammar::Url4, "http://h/a#~x"),
        (Grammar::Url4, "magic:~x"),
        (Grammar::Rfc1738, "ftp://h/~u/f"),
        (Grammar::Rfc1808, "http://h/a#~x"),
        (Grammar::Rfc1808, "~hinden"),
    ];
    for &(grammar, input) in cases {
        assert_eq!(named(grammar, input), Some("F54"), "{grammar} {input}");
    }
    for input in ["http://h/a#b", "ftp://h/a#b", "mailto:a#b@h", "news:a#b"] {
        assert_eq!(named(Grammar::Rfc1738, input), Some("F40"), "{input}");
    }
}

/// F15: url4's FTP prose allows a user name; `fileaddress` has none, so the
/// user is read as part of the host (`@` is an `xalpha`).
#[test]
fn f15_user_is_read_as_host() {
    let uri = rfc1630::parse_with(Grammar::Url4, "ftp://u@h/x").unwrap();
    let rfc1630::ast::Address::Url4(rfc1630::documents::url4::DocAddress::File(file)) = uri.address else {
        panic!("{uri:?}")
    };
    assert_eq!(file.host.as_str(), "u@h");
}

/// F28: `A` alone is no `ftptype`, and `AN` is one, but the path takes both:
/// the listing's language is the same either way, and the tree has no type.
#[test]
fn f28_ftptype_is_never_split_off() {
    for grammar in [Grammar::Rfc1630Url, Grammar::Url03] {
        for (input, path) in [("ftp://h/fA", "fA"), ("ftp://h/fAN", "fAN")] {
            let uri = rfc1630::parse_with(grammar, input).unwrap();
            let (rfc1630::ast::Address::Rfc1630(rfc1630::documents::rfc1630::Url::Ftp(ftp))
            | rfc1630::ast::Address::Url03(rfc1630::documents::url03::Url::Ftp(ftp))) = uri.address
            else {
                panic!("{grammar} {input}: {uri:?}")
            };
            assert_eq!((ftp.path.as_str(), ftp.ftptype), (path, None), "{grammar} {input}");
        }
    }
}

/// A finding in an error's JSON carries its id, its kind and its one line.
#[test]
fn json_finding_carries_its_kind() {
    let error = rfc1630::parse_with(Grammar::Url03, "mailto:timbl@info.cern.ch").unwrap_err();
    let json = serde_json::to_string(&error).unwrap();
    let f10 = rfc1630::grammar::findings::get("F10").unwrap();
    let want = serde_json::json!({ "id": "F10", "kind": "contradiction", "summary": f10.summary }).to_string();
    assert!(json.contains(&want), "{json}");
}
