//! `rfc1630 report` read back with an HTML parser: one diagram
//! per production of every listing, every in-page link resolves, the lineage
//! steps hold their diffs, and nothing on the page comes from the network.

use crate::support::binary;
use rfc1630::grammar::Listing;
use rfc1630::study::diff::{diff, diff_languages, load};
use rfc1630::study::lineage::steps;
use rfc1630::study::report::{render, CorpusSurvey, UserListing};
use rfc1630::study::workbench::{GrammarChoice, UserGrammar};
use std::collections::{HashMap, HashSet};

/// One element of the page: its name and attributes.
struct Element {
    name: String,
    attributes: HashMap<String, String>,
}

impl Element {
    fn has_class(&self, class: &str) -> bool {
        self.attributes.get("class").is_some_and(|c| c.split_whitespace().any(|w| w == class))
    }
}

fn elements(html: &str) -> Vec<Element> {
    let dom = tl::parse(html, tl::ParserOptions::default()).expect("the report is HTML");
    dom.nodes()
        .iter()
        .filter_map(|node| node.as_tag())
        .map(|tag| Element {
            name: tag.name().as_utf8_str().to_lowercase(),
            attributes: tag
                .attributes()
                .iter()
                .map(|(k, v)| (k.to_lowercase(), v.map(|v| v.into_owned()).unwrap_or_default()))
                .collect(),
        })
        .collect()
}

/// The elements inside the element with `id`.
fn inside(html: &str, id: &str, selector: &str) -> usize {
    let dom = tl::parse(html, tl::ParserOptions::default()).unwrap();
    let parser = dom.parser();
    let node = dom.get_element_by_id(id).unwrap_or_else(|| panic!("no #{id}"));
    let tag = node.get(parser).and_then(|n| n.as_tag()).unwrap();
    tag.query_selector(parser, selector).map_or(0, |found| found.count())
}

const MINE: &str = "/// My own: a < b & \"c\"\nmine = { \"<&>\" ~ digit+ ~ ANY? }\ndigit = { '0'..'9' }\n";

/// A few lines surveyed under the six grammars and the user's: accepted and
/// rejected lines, so that the survey links to diagrams and findings.
const CORPUS: [&str; 5] =
    ["http://info.cern.ch/", "news:comp.infosystems.www", "gopher://host/", "<&>12", "http://h:x/"];

/// The page, rendered once for every test that reads it (a render takes
/// seconds: every diagram, diff and survey of the project).
fn page() -> &'static str {
    static PAGE: std::sync::LazyLock<String> = std::sync::LazyLock::new(render_page);
    &PAGE
}

fn render_page() -> String {
    let mut grammars: Vec<GrammarChoice> = rfc1630::Grammar::ALL.map(GrammarChoice::Builtin).into();
    let mine = UserGrammar::from_sources("mine.pest", &[("mine.pest", MINE)], None).unwrap();
    grammars.push(GrammarChoice::User(Box::new(mine)));
    let survey = rfc1630::study::survey::survey(&grammars, CORPUS);
    let corpus = CorpusSurvey { name: "five.txt".into(), survey };
    render(&[UserListing { name: "mine.pest".into(), text: MINE.into() }], Some(&corpus)).unwrap()
}

#[test]
fn one_diagram_per_production_of_every_listing() {
    let html = page();
    let all = elements(html);
    let ids: HashSet<&str> = all.iter().filter_map(|e| e.attributes.get("id")).map(String::as_str).collect();
    let mut expected = 0;
    for listing in Listing::ALL {
        let rules = rfc1630::grammar::listings::rules(listing);
        assert!(!rules.is_empty());
        assert_eq!(inside(html, &format!("listing-{listing}"), "figure.production"), rules.len(), "{listing}");
        for rule in rules {
            assert!(ids.contains(format!("{listing}-{}", rule.name).as_str()), "{listing}-{}", rule.name);
        }
        expected += rules.len();
    }
    // The user's grammar: two productions, under its own anchor.
    assert_eq!(inside(html, "listing-user-1", "figure.production"), 2);
    assert!(ids.contains("user-1-mine") && ids.contains("user-1-digit"));
    expected += 2;
    let figures: Vec<&Element> = all.iter().filter(|e| e.name == "figure" && e.has_class("production")).collect();
    assert_eq!(figures.len(), expected);
    // Each production's figure holds exactly one diagram.
    assert_eq!(all.iter().filter(|e| e.name == "svg").count(), expected + lineage_diagrams());
}

/// The diagrams of the lineage: before and after per changed rule, one per removed or added rule.
fn lineage_diagrams() -> usize {
    steps()
        .map(|(a, b)| {
            let d = diff(&load(a.id()).unwrap(), &load(b.id()).unwrap());
            2 * d.changed.len() + d.only_in_a.len() + d.only_in_b.len()
        })
        .sum()
}

#[test]
fn every_link_resolves_and_nothing_comes_from_the_network() {
    let html = page();
    let all = elements(html);
    let ids: HashSet<&str> = all.iter().filter_map(|e| e.attributes.get("id")).map(String::as_str).collect();
    let mut links = 0;
    for e in &all {
        assert!(!matches!(e.name.as_str(), "script" | "link" | "iframe" | "img"), "<{}> on the page", e.name);
        for (key, value) in &e.attributes {
            if matches!(key.as_str(), "href" | "xlink:href" | "src") {
                let target = value.strip_prefix('#').unwrap_or_else(|| panic!("{key}={value}: not an in-page link"));
                assert!(ids.contains(target), "{key}={value} has no target");
                links += 1;
            }
        }
    }
    assert!(links > 500, "{links} links");
    assert!(!html.contains("@import") && !html.contains("url("));
}

#[test]
fn rule_text_is_escaped() {
    let html = page();
    // The user's doc line and string, escaped in the caption and the diagram.
    assert!(html.contains("My own: a &lt; b &amp; &quot;c&quot;"), "caption");
    assert!(html.contains("&quot;&lt;&amp;&gt;&quot;"), "terminal label");
    assert!(!html.contains("\"<&>\""));
}

#[test]
fn the_lineage_steps_hold_their_diffs() {
    let html = page();
    for (a, b) in steps() {
        let d = diff_languages(&load(a.id()).unwrap(), &load(b.id()).unwrap(), 1);
        let step = format!("step-{a}-{b}");
        // The step's language, then each changed pair's; the pairs whose
        // language changed with the same text, one item each.
        assert_eq!(inside(html, &step, "p.language"), 1 + d.changed.len(), "{step}");
        let language_changed = d.language_changed.as_ref().unwrap();
        assert_eq!(inside(html, &step, "li"), language_changed.len(), "{step}");
        assert_eq!(inside(html, &step, "figure.before"), d.changed.len(), "{step}");
        assert_eq!(inside(html, &step, "figure.after"), d.changed.len(), "{step}");
        assert_eq!(inside(html, &step, "figure.removed"), d.only_in_a.len(), "{step}");
        assert_eq!(inside(html, &step, "figure.added"), d.only_in_b.len(), "{step}");
        for change in &d.changed {
            // A pair the correspondence table made is headed by both names and shows its row.
            let id = match &change.successor {
                Some(successor) => format!("{step}-{}-{successor}", change.rule),
                None => format!("{step}-{}", change.rule),
            };
            assert!(html.contains(&format!("id=\"{id}\"")), "{step}: {id}");
        }
        assert_eq!(
            inside(html, &step, "p.table-row"),
            d.changed.iter().map(|c| c.table.len()).sum::<usize>(),
            "{step}"
        );
    }
    // RFC 2396 -> RFC 2732 is a subset, with `#[` the first string only RFC 2732 accepts.
    let step = html.split("id=\"step-rfc2396-rfc2732\"").nth(1).and_then(|s| s.split("</section>").next());
    assert!(step.is_some_and(|s| s.contains("Language: subset (exact); <code>#[</code> only in rfc2732")), "{step:?}");
    // url7 -> url-03 changed characters of `safe` and `extra`: the changed leaves are marked.
    let last_step = html.split("id=\"step-url7-url-03\"").nth(1).and_then(|s| s.split("</section>").next());
    assert!(last_step.is_some_and(|s| s.contains("data-changed")));
    assert_eq!(inside(html, &format!("step-{}-{}", Listing::Url4, Listing::Url7), "h4"), {
        let d = diff_languages(&load("url4").unwrap(), &load("url7").unwrap(), 1);
        let language_changed = d.language_changed.unwrap_or_default();
        d.changed.len()
            + usize::from(!d.only_in_a.is_empty())
            + usize::from(!d.only_in_b.is_empty())
            + usize::from(!language_changed.is_empty())
    });
}

#[test]
fn the_findings_and_conformance_tables_have_a_row_each() {
    let html = page();
    assert_eq!(inside(html, "findings", "tr"), rfc1630::grammar::findings::ALL.len() + 1);
    assert_eq!(inside(html, "conformance", "tr"), rfc1630::study::conformance::catalogue().len() + 1);
    for f in rfc1630::grammar::findings::ALL {
        // The row gives the id, then the kind of evidence.
        let row = format!("<tr id=\"finding-{0}\"><td>{0}</td><td>{1}</td>", f.id, f.evidence);
        assert!(html.contains(&row), "{row}");
    }
    // Every row of the conformance table has a cell under each heading: the
    // six grammars, the four prose layers and the user's grammar.
    let table = html.split("<section id=\"conformance\">").nth(1).and_then(|s| s.split("</table>").next()).unwrap();
    let mut rows = table.split("<tr>").skip(1);
    let headings = rows.next().unwrap().matches("<th>").count();
    assert_eq!(headings, 4 + rfc1630::Grammar::ALL.len() + rfc1630::Grammar::PROSE.len() + 1 + 1);
    assert!(table.contains("<th>mine.pest</th>"));
    for row in rows {
        assert_eq!(row.matches("<td").count(), headings, "{row}");
    }
}

#[test]
fn the_survey_has_a_heading_and_two_tables_per_grammar() {
    let html = page();
    assert_eq!(inside(html, "survey", "h3"), rfc1630::Grammar::ALL.len() + 1);
    assert_eq!(inside(html, "survey", "table"), 2 * (rfc1630::Grammar::ALL.len() + 1));
    let survey = html.split("<section id=\"survey\">").nth(1).unwrap();
    assert!(survey.contains("<h3>url7: 3 accepted (60.0%), 2 rejected</h3>"), "{survey}");
    assert!(survey.contains("<h3>mine.pest: 1 accepted (20.0%), 4 rejected</h3>"));
    // A production of the survey links to its diagram, a finding to its row.
    assert!(survey.contains("<a href=\"#url7-httpaddress\"><code>url7:httpaddress</code></a>"));
    assert!(survey.contains("<a href=\"#user-1-digit\"><code>mine.pest:digit</code></a>"));
    assert!(survey.contains("<a href=\"#finding-F6\">F6</a> (1)"), "url4 rejects the gopher root: finding F6");
    assert!(survey.contains("&lt;&amp;&gt;12"), "an example is escaped");
}

#[test]
fn the_command_writes_the_file_and_rejects_a_bad_grammar() {
    let dir = std::env::temp_dir().join(format!("rfc1630-report-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (out, mine, bad) = (dir.join("r.html"), dir.join("mine.pest"), dir.join("bad.pest"));
    std::fs::write(&mine, MINE).unwrap();
    std::fs::write(&bad, "mine = { \"x\" ~ }\n").unwrap();
    // One render (each takes seconds) with both the user's grammar and a corpus.
    let corpus = dir.join("c.txt");
    std::fs::write(&corpus, "http://info.cern.ch/\n<&>1\n").unwrap();
    let args = ["report", "--out", out.to_str().unwrap(), "--grammar", mine.to_str().unwrap(), "--corpus"];
    let run = binary::run(&[&args[..], &[corpus.to_str().unwrap()]].concat(), b"");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stdout.is_empty());
    let written = std::fs::read_to_string(&out).unwrap();
    assert!(written.contains("id=\"user-1-digit\""));
    assert!(written.contains("<h3>mine.pest: 1 accepted (50.0%), 1 rejected</h3>"));
    let run = binary::run(&["report", "--corpus", dir.join("none.txt").to_str().unwrap()], b"");
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("none.txt"), "{}", run.stderr);
    let run = binary::run(&["report", "--grammar", bad.to_str().unwrap()], b"");
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("bad.pest"), "{}", run.stderr);
    assert!(run.stdout.is_empty());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The resolution section: every classic example under every revision, the
/// cells that differ from the revision before highlighted with their steps.
#[test]
fn resolution_across_the_revisions() {
    let html = page();
    assert!(html.contains("<li><a href=\"#resolution\">"));
    let section = html.split("<section id=\"resolution\">").nth(1).and_then(|s| s.split("</section>").next()).unwrap();
    let tables: Vec<&str> = section.split("<table>").skip(1).collect();
    assert_eq!(tables.len(), 3);
    // RFC 3986 §5.4's `../../../g`: the same from url4 to RFC 2732, then RFC 3986.
    let row = tables[2].lines().find(|l| l.starts_with("<tr><td><code>&quot;../../../g&quot;")).unwrap();
    assert_eq!(row.matches("<code>http://a/../g</code>").count(), 7, "{row}");
    assert_eq!(row.matches("class=\"differs\"").count(), 1, "{row}");
    assert!(row.contains("<td class=\"differs\" title=\"RFC 3986 §5.2.3"), "{row}");
    // RFC 1808 §5's `?y`: RFC 2396's algorithm, and RFC 2732's, resolve it;
    // their grammar rejects it (F34), under the result, with the diagnostic in the title.
    let row = tables[1].lines().find(|l| l.starts_with("<tr><td><code>&quot;?y&quot;")).unwrap();
    let refused = "<code>http://a/b/c/?y</code><br><span class=\"refused\">reference rejected at byte 0 (F34)</span>";
    assert_eq!(row.matches(refused).count(), 2, "{row}");
    assert!(row.contains("the grammar: reference `?y` is no URI-reference: rfc2396: 1:1: expected "), "{row}");
    // RFC 1630 p.11's `/g`: one answer throughout (url-03 has no partial forms).
    let row = tables[0].lines().find(|l| l.starts_with("<tr><td><code>&quot;/g&quot;")).unwrap();
    assert_eq!(row.matches("<code>magic://a/g</code>").count(), 9, "{row}");
    assert!(!row.contains("differs"), "{row}");
}
