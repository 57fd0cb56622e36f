//! The HTML around the diagrams: escaping, the page frame and its stylesheet.

/// `text` escaped for HTML element content and quoted attribute values.
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The page's own style, after the railroad crate's diagram style. Nothing
/// is fetched: system fonts only, so the file reads the same offline.
const CSS: &str = "
body { font: 15px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 1300px; padding: 0 1.5em 4em; color: #222; }
h1 { font-size: 1.7em; } h2 { border-bottom: 2px solid #ccc; margin-top: 2.5em; } h3 { margin-top: 2em; }
code, pre { font-family: ui-monospace, monospace; font-size: 0.92em; }
pre.pest { white-space: pre-wrap; overflow-wrap: anywhere; }
nav ul { columns: 3; } nav li { margin: 0.1em 0; }
figure { margin: 1em 0; padding: 0.6em 0.8em; border: 1px solid #ddd; border-radius: 6px; background: #fcfcfc; }
figure:target { outline: 3px solid #f0b400; }
figcaption { margin-bottom: 0.4em; }
figcaption .rule { font-weight: bold; font-size: 1.08em; }
.cite { color: #555; } .note { color: #555; font-size: 0.9em; margin: 0.1em 0 0 1em; }
.mark { display: inline-block; padding: 0 0.45em; margin-left: 0.3em; border-radius: 4px; font-size: 0.85em; text-decoration: none; }
.mark.erratum { background: #fde2c8; color: #6b3200; } .mark.peg { background: #dde7f7; color: #15305b; } .mark.composition { background: #e9def7; color: #3d1f6b; }
.mark.finding { background: #f7d6d6; color: #6b0000; }
.diagram { overflow-x: auto; } .diagram svg { max-width: 100%; height: auto; }
.pair { display: grid; grid-template-columns: 1fr 1fr; gap: 0.8em; }
.pair figure { margin: 0; }
.survey { display: grid; grid-template-columns: auto 1fr; gap: 0.8em; align-items: start; }
.survey table { margin: 0; } .survey td:first-child { white-space: nowrap; }
figure.changed { border-color: #c33; background: #fff8f8; }
td.differs { background: #fde2c8; }
td .refused { font-size: smaller; color: #8a3b00; }
figure.added { border-color: #2a2; background: #f6fff6; } figure.removed { border-color: #888; background: #f4f4f4; }
svg.railroad g[data-changed] rect { fill: #ffd0d0; stroke: #c00; stroke-width: 2; }
.textdiff del { background: #ffd0d0; text-decoration: line-through; } .textdiff ins { background: #d0f5d0; text-decoration: none; }
table { border-collapse: collapse; font-size: 0.88em; margin: 1em 0; }
th, td { border: 1px solid #ccc; padding: 0.2em 0.45em; vertical-align: top; text-align: left; }
th { background: #eee; position: sticky; top: 0; }
td.ok { background: #eef9ee; } td.rejected { background: #fbeeee; } td.finding { background: #f7d6d6; }
td.uri { word-break: break-all; min-width: 12em; max-width: 28em; }
td.claim, td.finding { overflow-wrap: anywhere; min-width: 8em; max-width: 24em; }
#conformance table { font-size: 0.8em; }
/* 1400 px holds every grammar's column: fixed layout, the first four columns sized, long verdicts wrap. */
#conformance table { width: 100%; table-layout: fixed; }
#conformance th, #conformance td { overflow-wrap: anywhere; max-width: none; min-width: 0; }
#conformance th { overflow-wrap: normal; font-size: 0.85em; }
#conformance th:nth-child(1) { width: 7em; } #conformance th:nth-child(2) { width: 3em; }
#conformance th:nth-child(3) { width: 11em; } #conformance th:nth-child(4) { width: 8em; }
/* The resolution tables: a column per revision, long answers wrap inside 1400 px. */
#resolution table { width: 100%; table-layout: fixed; font-size: 0.8em; }
#resolution td { overflow-wrap: anywhere; max-width: none; min-width: 0; }
#resolution th:first-child { width: 8em; }
";

/// The page: head with the stylesheets, then `body`.
pub(crate) fn page(title: &str, body: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>{}{CSS}</style>\n</head>\n<body>\n{body}</body>\n</html>\n",
        escape(title),
        railroad::DEFAULT_CSS,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_what_rule_text_holds() {
        assert_eq!(escape(r#"a <b> & "c" 'd'"#), "a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39;");
    }
}
