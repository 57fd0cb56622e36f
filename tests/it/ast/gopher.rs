//! url-03's GOPHER section (p.6-10): every example, split into its parts,
//! with the bytes a client sends. Snapshotted in `snapshots/gopher/gopher-url03.snap`.

use rfc1630::ast::IntoOwned;
use rfc1630::documents::rfc1630::{GopherPath, GopherPlus};
use rfc1630::study::conformance::catalogue;
use rfc1630::{ast::Address, parse_with, Grammar};
use serde::Serialize;

#[derive(Serialize)]
struct Example {
    id: String,
    printed: String,
    /// The string as read, after the repairs `src/gopher.rs` documents.
    read: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    parts: Option<GopherPath<'static>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    gopher_plus: Option<GopherPlus<'static>>,
    /// The request, with control characters escaped.
    #[serde(skip_serializing_if = "Option::is_none")]
    request: Option<String>,
}

/// The repairs for the flattened text: the `[port]` template and stray spaces.
fn repair(printed: &str) -> String {
    printed.replace(" [port]", "").replace(' ', "")
}

#[test]
fn every_gopher_example_of_url03() {
    let examples: Vec<(String, String, String)> = catalogue()
        .into_iter()
        .filter(|e| e.id.starts_with("url03-p") && (e.id.contains("gplus") || e.id.contains("gopher")))
        .filter(|e| !e.id.contains("tmpl"))
        .map(|e| (e.id.clone(), e.uri.clone(), repair(&e.uri)))
        .collect();
    assert!(examples.len() >= 18, "the GOPHER section's examples went missing: {}", examples.len());
    let mut out = Vec::new();
    for (id, printed, read) in &examples {
        let (parts, gopher_plus, request) = if read.starts_with("gopher:") {
            let uri = parse_with(Grammar::Url03, read).unwrap_or_else(|e| panic!("{id}: {e}"));
            let Address::Url03(rfc1630::documents::url03::Url::Gopher(g)) = uri.address else {
                panic!("{id}: {uri:?}")
            };
            let path = g.gopher_path();
            let request = String::from_utf8_lossy(&path.request()).escape_debug().to_string();
            (Some(path.into_owned()), None, Some(request))
        } else {
            (None, Some(GopherPlus::new(read).into_owned()), None)
        };
        out.push(Example { id: id.clone(), printed: printed.clone(), read: read.clone(), parts, gopher_plus, request });
    }
    snapshot!("gopher", "gopher-url03", yaml: out);
}

#[test]
fn the_requests_the_text_shows() {
    let request = |uri: &str| {
        let uri = parse_with(Grammar::Url03, uri).unwrap();
        let Address::Url03(rfc1630::documents::url03::Url::Gopher(g)) = uri.address else { panic!() };
        g.gopher_path().request()
    };
    // p.8: "a_gopher_selector!+ABSTRACT +SMELL", with the tab the flattening lost.
    assert_eq!(
        request("gopher://host/0a_gopher_selector%09%09!+ABSTRACT%20+SMELL"),
        b"a_gopher_selector\t!+ABSTRACT +SMELL\r\n"
    );
    // p.8: "a_gopher_selector+application/postscript Es_ES".
    assert_eq!(
        request("gopher://host/0a_gopher_selector%09%09+application/postscript%20Es_ES"),
        b"a_gopher_selector\t+application/postscript Es_ES\r\n"
    );
    // p.8-9: the ASK form, whose own tab and CR LFs are decoded too.
    assert_eq!(
        request("gopher://host/0a_gopher_selector%09%09+%091%0D%0A+-1%0D%0Aask_item1_value%0D%0Aask_item2_value%0D%0A.%0D%0A"),
        b"a_gopher_selector\t+\t1\r\n+-1\r\nask_item1_value\r\nask_item2_value\r\n.\r\n\r\n"
    );
    // A selector that begins with a copy of the type (RFC 1630 p.16).
    assert_eq!(request("gopher://gopher.micro.umn.edu/00/Information"), b"0/Information\r\n");
}
