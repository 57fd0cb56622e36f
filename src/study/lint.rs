//! Security warnings: the "Security considerations" of url-03 (p.16-17) and
//! url7 (p.18).
//!
//! RFC 1630 itself says only "Security issues are not discussed in this
//! memo" (p.28). The drafts say:
//!
//! * url-03 p.16: "A URL-related security threat is that it is sometimes
//!   possible to construct a URL such that an attempt to perform a harmless
//!   idempotent operation such as the retrieval of the object will in fact
//!   cause a possibly damaging remote operation to occur. The unsafe URL is
//!   typically constructed by specifying a port number other than that
//!   reserved for the network protocol in question. [...] (An example has
//!   been the use of gopher URLs to cause a rude message to be sent via a
//!   SMTP server). It is potentially harmful for client software use any URL
//!   which specifies a port number other than the default for the protocol,
//!   especially when it is a number within the reserved space." ([`Code::Port`])
//! * url-03 p.17: "Care should be taken when URLs contain embedded encoded
//!   delimiters for a given protocol (for example, CR and LF characters for
//!   telnet protocols) that these are not unencoded before transmission."
//!   ([`Code::EncodedDelimiter`])
//! * url-03 p.17 and url7 p.18: "The use of URLs containing passwords is
//!   clearly unwise." ([`Code::Password`])
//!
//! Two codes are not security considerations but keep a lint from passing
//! silently over what the listings say:
//!
//! * [`Code::Illegal`]: no listing of the grammar accepts the URI; the
//!   message is the one-line diagnosis of the rejection.
//! * [`Code::GenericOnly`]: under [`Grammar::Rfc1630`], a URI whose scheme
//!   the URL listing defines (it reads the whole `scheme:` prefix) but that
//!   only the generic listing accepts (`http:`, `mailto:@h`); the message
//!   cites the URL production that rejected it. Under url7 and url4, whose
//!   listings hold their own `generic` (F14, F17), the same for a URI only
//!   `generic` accepts while a scheme production read past its `scheme:`.
//!
//! Under [`Grammar::Rfc3986`] and [`Grammar::Rfc3987`], RFC 3986 §3.2.2's
//! rule for a host's percent-encodings follows ([`Code::HostEncoding`]):
//! "URI producing applications must not use percent-encoding in host
//! unless it is used to represent a UTF-8 character sequence" (l.1164-1166).
//! It is a warning and not a finding: the sentence binds the applications
//! that produce a URI, not the syntax, which §3.2.2 leaves wide on purpose
//! ("does not restrict the syntax of reg-name beyond what is necessary for
//! interoperability", l.1144-1146), so `reg-name`'s `pct-encoded` and the
//! text agree that `http://%FF/` is a URI, one that no producer should
//! write. RFC 3987 maps an IRI to a URI "fully conforming to \[RFC3986\]"
//! (l.592-593) and copies its percent-encodings unchanged, so the rule holds
//! for an `ireg-name` too. Only a run of percent-encoded octets that is no
//! UTF-8 is warned of: an encoded ASCII character (`%41`) is a UTF-8
//! sequence of one octet, which the sentence does not exclude.
//!
//! Under [`Grammar::Rfc3987`], RFC 3987's rules of [`iri_lint`](super::iri_lint)
//! follow ([`Code::BidiFormatting`], [`Code::BidiMixed`], [`Code::BidiEnds`],
//! [`Code::LookAlike`], [`Code::OverlongUtf8`]).
//!
//! # Components
//!
//! When the URI parses under the grammar with a scheme's own production, the
//! components come from the typed AST (`Login::password`,
//! `HostPort::port`, the ftp path, the gopher path in url-03's parts
//! (`GopherAddress::gopher_path`), the nntp group).
//! Otherwise (the generic production, or no parse at all) the URI is split
//! as a client would split it: `scheme:` then `//[user[:password]@]host[:port]`
//! then the rest, with the scheme's case ignored. A security lint must see
//! the URLs clients use, and several the listings reject carry exactly these
//! risks: `http://user:pass@host/` (`httpaddress` has no login),
//! `nntp://host:25/group` (finding F3), `gopher://host:25/` (finding F6).
//!
//! Where the AST has no port or password, the client-style split is
//! consulted as well: url7's `xalpha` holds `:` (finding F13), so its
//! `hostname` takes a `:25` after it and its `user` a `:password`, which a
//! client still reads as a port and a password.
//!
//! # Default ports
//!
//! The documents state only http's (RFC 1630 p.14: "a server on a different
//! port to 80"); the others are the assigned numbers the drafts rely on:
//! http 80, ftp 21, gopher 70, telnet 23, nntp 119, wais 210, prospero 1525.
//! A scheme with no default port gets no port warning.

crate::grammar::if_iris_built! {
    {
        use super::iri_lint::lint_iri;
    } else {
        /// Without RFC 3987 no grammar reads an IRI: its rules warn of nothing.
        fn lint_iri(_: &str) -> Vec<Warning> {
            Vec::new()
        }
    }
}
use crate::ast::UriHost;
use crate::ast::{split_scheme, Text, Uri};
use crate::documents::rfc1630::ast::{GopherPath, GopherPlus};
use crate::documents::{DocumentLint, SecurityTopic};
use crate::Grammar;

pub use super::warning::{Code, Severity, Warning};

const ILLEGAL_SOURCE: &str = "RFC 1630 p.9, Example 3: URIs outside the syntax \"are illegal\"";

/// Where a [`Code::NotBuilt`] warning sends its reader: the crate's features.
const NOT_BUILT_SOURCE: &str = "rfc1630's Cargo.toml: one cargo feature per document";

/// The citation of the security consideration a document writes on
/// `topic`: the oldest document's of [`crate::documents::ALL`] that writes
/// one (each topic has one, a unit test holds it).
fn consideration(topic: SecurityTopic) -> &'static str {
    crate::documents::ALL
        .iter()
        .flat_map(|document| document.lints)
        .find_map(|lint| match *lint {
            DocumentLint::SecurityConsideration { topic: written, source } if written == topic => Some(source),
            _ => None,
        })
        .unwrap_or_default()
}

/// The default port of a scheme, where it has one.
///
/// ```
/// use rfc1630::study::lint::default_port;
/// assert_eq!(default_port("gopher"), Some(70));
/// assert_eq!(default_port("mailto"), None);
/// ```
pub fn default_port(scheme: &str) -> Option<u16> {
    Some(match scheme {
        "http" => 80,
        "ftp" => 21,
        "gopher" => 70,
        "telnet" => 23,
        "nntp" => 119,
        "wais" => 210,
        "prospero" => 1525,
        _ => return None,
    })
}

/// Well-known services of the reserved space, named in a port warning.
fn service(port: u32) -> Option<&'static str> {
    Some(match port {
        7 => "echo",
        9 => "discard",
        13 => "daytime",
        19 => "chargen",
        21 => "ftp",
        23 => "telnet",
        25 => "smtp",
        37 => "time",
        53 => "domain",
        70 => "gopher",
        79 => "finger",
        80 => "http",
        109 => "pop2",
        110 => "pop3",
        113 => "auth",
        119 => "nntp",
        143 => "imap",
        210 => "wais",
        513 => "login",
        514 => "shell",
        515 => "printer",
        _ => return None,
    })
}

/// The security warnings of a URI, under the default grammar
/// ([`Grammar::Rfc1630`]) for the typed components. See the
/// [module documentation](self).
///
/// ```
/// use rfc1630::study::lint::{lint, Code, Severity};
/// assert!(lint("http://info.cern.ch/hypertext/WWW/TheProject.html").is_empty());
/// let w = lint("ftp://fred:secret@ftp.host/pub/");
/// assert_eq!(w[0].code, Code::Password);
/// // The listing rejects the `:` of this selector; a client still sends it.
/// let w = lint("gopher://mail.host:25/0hello%0D%0AMAIL%20FROM:x");
/// assert_eq!(w.iter().map(|w| w.code).collect::<Vec<_>>(), [Code::Illegal, Code::Port, Code::EncodedDelimiter]);
/// assert_eq!(w[1].severity, Severity::Danger);
/// ```
pub fn lint(uri: &str) -> Vec<Warning> {
    lint_with(Grammar::Rfc1630, uri)
}

/// The security warnings of a URI, its typed components read with `grammar`.
/// Under [`Grammar::Rfc3986`] and [`Grammar::Rfc3987`] RFC 3986 §3.2.2's
/// rule for a host's percent-encodings follows ([`Code::HostEncoding`]),
/// and under [`Grammar::Rfc3987`] the IRI rules
/// ([`lint_iri`]: RFC 3987's bidi and security rules).
///
/// ```
/// use rfc1630::{study::lint::{lint_with, Code}, Grammar};
/// let w = lint_with(Grammar::Rfc1630Url, "telnet://guest:guest@host:2323");
/// assert_eq!(w.iter().map(|w| w.code).collect::<Vec<_>>(), [Code::Password, Code::Port]);
/// // RFC 3987's grammar accepts a bidi formatting character (finding F52); its §4.1 forbids it.
/// let w = lint_with(Grammar::Rfc3987, "http://example.org/\u{202E}gpj.exe");
/// assert_eq!(w.iter().map(|w| w.code).collect::<Vec<_>>(), [Code::BidiFormatting]);
/// assert!(w[0].source.starts_with("RFC 3987 §4.1 l.974"), "{}", w[0].source);
/// // Other grammars leave the IRI rules out.
/// assert!(lint_with(Grammar::Rfc3986, "http://example.org/%C0%AF..").is_empty());
/// // `%FF` is a `reg-name`'s `pct-encoded`, and no UTF-8 (RFC 3986 §3.2.2).
/// let w = lint_with(Grammar::Rfc3986, "http://%FF/");
/// assert_eq!(w.iter().map(|w| w.code).collect::<Vec<_>>(), [Code::HostEncoding]);
/// assert!(lint_with(Grammar::Rfc3986, "http://r%C3%A9sum%C3%A9.example.org").is_empty());
/// ```
pub fn lint_with(grammar: Grammar, uri: &str) -> Vec<Warning> {
    let lints = own_lints(grammar);
    let mut warnings: Vec<Warning> = listing_warning(grammar, lints, uri).into_iter().collect();
    warnings.extend(security_warnings(grammar, uri));
    for lint in lints {
        match *lint {
            DocumentLint::HostEncoding { source } => warnings.extend(host_encoding(grammar, uri, source)),
            DocumentLint::IriRules => warnings.extend(lint_iri(uri)),
            _ => {}
        }
    }
    warnings
}

/// The rules of the document whose grammar `grammar` is; none under a
/// listing or a layer of a document, which its rules do not cover.
fn own_lints(grammar: Grammar) -> &'static [DocumentLint] {
    let document = crate::documents::of(grammar);
    if document.grammar == grammar {
        document.lints
    } else {
        &[]
    }
}

/// [`Code::Illegal`] or [`Code::GenericOnly`], from the grammar's verdict.
///
/// ```
/// use rfc1630::study::lint::{lint, Code};
/// assert_eq!(lint("not valid")[0].code, Code::Illegal);
/// let w = &lint("mailto:@h")[0];
/// assert_eq!(w.code, Code::GenericOnly);
/// assert!(w.message.contains("mailtoaddress"));
/// assert!(lint("foo:x").is_empty());
/// // url7's own `generic` takes `http:a/b`; its httpaddress stops after `http:`.
/// let w = &rfc1630::study::lint::lint_with(rfc1630::Grammar::Url7, "http:a/b")[0];
/// assert_eq!(w.code, Code::GenericOnly);
/// assert!(w.message.contains("httpaddress stops at byte 5"), "{}", w.message);
/// ```
fn listing_warning(grammar: Grammar, lints: &[DocumentLint], uri: &str) -> Option<Warning> {
    let one_line = |message: String| message.replace(['\r', '\n'], " ");
    let verdict = match crate::check(grammar, uri) {
        // Not read at all: no claim that the listings reject it.
        Err(crate::ParseError::DocumentNotBuilt(not_built)) => {
            let message = not_built.to_string();
            return Some(Warning {
                code: Code::NotBuilt,
                severity: Severity::Warning,
                message,
                source: NOT_BUILT_SOURCE,
            });
        }
        Err(e) => {
            let message = format!("no listing of {grammar} accepts it: {}", one_line(e.summary()));
            return Some(Warning { code: Code::Illegal, severity: Severity::Warning, message, source: ILLEGAL_SOURCE });
        }
        Ok(verdict) => verdict,
    };
    let prefix = uri.find(':')? + 1;
    lints.iter().find_map(|lint| match *lint {
        // A listing's own `generic` production (url7's and url4's, F14,
        // F17): the listing's scheme productions are its others; one that
        // read past `scheme:` names the scheme, and says where it stopped.
        DocumentLint::GenericProduction { source } if verdict.production == "generic" => {
            let reach = crate::diagnose::reach(grammar, uri)?;
            let (_, production, stopped) =
                reach.into_iter().filter(|&(_, p, _)| p != "generic").max_by_key(|&(_, _, viable)| viable)?;
            let citation = crate::grammar::listings::citation(verdict.listing, production);
            (stopped >= prefix).then(|| Warning {
                code: Code::GenericOnly,
                severity: Severity::Warning,
                message: format!(
                    "accepted only by {grammar}'s `generic`; its {production} stops at byte {stopped} ({citation})"
                ),
                source,
            })
        }
        DocumentLint::GenericListing { generic, url, source } if verdict.listing == generic => {
            let url_error = crate::check(url, uri).err()?;
            // The URL listing read the whole `scheme:`: one of its productions names the scheme.
            (url_error.offset() >= prefix).then(|| Warning {
                code: Code::GenericOnly,
                severity: Severity::Warning,
                message: format!(
                    "accepted only by the generic listing; the URL listing rejects it: {}",
                    one_line(url_error.summary())
                ),
                source,
            })
        }
        _ => None,
    })
}

/// RFC 3986 §3.2.2's rule (l.1164-1166): each run of percent-encoded
/// octets in a registered name that the grammar accepts, where the octets
/// are no UTF-8 character sequence, one warning a run, at its byte.
///
/// ```text
/// http://%FF/            host-encoding at byte 7 (`%FF`)
/// http://a%C3%A9b/       none: `%C3%A9` is é
/// http://%C3x%A9/        two: `%C3` and `%A9` are each cut off
/// ```
fn host_encoding(grammar: Grammar, uri: &str, source: &'static str) -> Vec<Warning> {
    let Ok(parsed) = crate::parse_with(grammar, uri) else {
        return Vec::new();
    };
    // Only a registered name holds a `pct-encoded`; an IP literal, an IPv4
    // address and the hosts of the other grammars hold none.
    let Some(UriHost::RegName(name)) = parsed.host() else {
        return Vec::new();
    };

    // The authority follows the first `//` (a scheme holds no `/`); the host
    // follows its last `@` (neither a `reg-name` nor a `userinfo` holds one).
    let Some(authority) = uri.find("//").map(|at| at + 2) else {
        return Vec::new();
    };
    let authority_end = uri[authority..].find(['/', '?', '#']).map_or(uri.len(), |at| authority + at);
    let host = uri[authority..authority_end].rfind('@').map_or(authority, |at| authority + at + 1);
    let mut warnings = Vec::new();
    let bytes = name.as_bytes();
    let mut at = 0;
    while let Some(start) = name[at..].find('%').map(|found| at + found) {
        // The grammar accepted it: every `%` begins a `pct-encoded` triplet.
        let mut end = start;
        let mut octets = Vec::new();
        while bytes.get(end) == Some(&b'%') {
            let Some(octet) = name.get(end + 1..end + 3).and_then(|hex| u8::from_str_radix(hex, 16).ok()) else {
                break;
            };
            octets.push(octet);
            end += 3;
        }
        if end == start {
            break;
        }
        if std::str::from_utf8(&octets).is_err() {
            warnings.push(Warning {
                code: Code::HostEncoding,
                severity: Severity::Warning,
                message: format!(
                    "byte {}: the host's percent-encoded octets `{}` are no UTF-8 character sequence",
                    host + start,
                    &name[start..end]
                ),
                source,
            });
        }
        at = end;
    }
    warnings
}

/// The security considerations' warnings (url-03 p.16-17).
fn security_warnings(grammar: Grammar, uri: &str) -> Vec<Warning> {
    let ast = crate::parse_with(grammar, uri).ok();
    let typed = ast.as_ref().and_then(from_ast);
    let split = from_split(uri);
    // What the typed AST has no port or password for, a client may still
    // read one from: url7's `xalpha` holds `:` (finding F13), so its
    // hostname takes `:25` and its user `:password`.
    let mut note = "";
    let facts = match (typed, split) {
        (Some(mut typed), Some(split)) => {
            if (typed.port.is_none() && split.port.is_some()) || (typed.password.is_none() && split.password.is_some())
            {
                note = " (as a client splits the URL; the listing reads no port or password here)";
                typed.port = typed.port.or(split.port);
                typed.password = typed.password.or(split.password);
            }
            Some(typed)
        }
        (typed, split) => typed.or(split),
    };
    let Some(facts) = facts else {
        return Vec::new();
    };
    let mut warnings = Vec::new();
    if let Some(password) = facts.password.filter(|p| !p.is_empty()) {
        warnings.push(Warning {
            code: Code::Password,
            severity: Severity::Warning,
            message: format!("the login holds a password (`{}`){note}", mask(password)),
            source: consideration(SecurityTopic::Password),
        });
    }
    if let Some(mut warning) = port_warning(&facts.scheme, facts.port) {
        warning.message.push_str(note);
        warnings.push(warning);
    }
    delimiter_warnings(&facts, &mut warnings);
    warnings
}

/// A password shown by its length only.
fn mask(password: &str) -> String {
    "*".repeat(password.chars().count())
}

fn port_warning(scheme: &str, port: Option<&str>) -> Option<Warning> {
    let port = port.filter(|p| !p.is_empty())?;
    let default = default_port(scheme)?;
    let warn = |severity, message| {
        Some(Warning { code: Code::Port, severity, message, source: consideration(SecurityTopic::Port) })
    };
    let Some(number) = port.parse::<u32>().ok().filter(|&n| n <= 65535) else {
        return warn(
            Severity::Danger,
            format!("port `{port}` is not a port number (0-65535); {scheme}'s default is {default}"),
        );
    };
    if number == u32::from(default) {
        return None;
    }
    if number < 1024 {
        let listening = service(number).map_or(String::new(), |s| format!(" ({s})"));
        return warn(
            Severity::Danger,
            format!("port {number} is not {scheme}'s default ({default}), and is in the reserved space below 1024, where another protocol's server{listening} may be listening"),
        );
    }
    warn(Severity::Warning, format!("port {number} is not {scheme}'s default ({default})"))
}

/// The encoded delimiters of a text: `%0D`, `%0A`, `%00`, `%09`, each once,
/// in order of first appearance, as written.
fn delimiters(text: &str, which: &[&str]) -> Vec<String> {
    let mut found: Vec<String> = Vec::new();
    for (i, _) in text.match_indices('%') {
        let Some(esc) = text.get(i..i + 3) else {
            continue;
        };
        let upper = esc.to_ascii_uppercase();
        if which.contains(&upper.as_str()) && !found.contains(&upper) {
            found.push(upper);
        }
    }
    found
}

const ALL: [&str; 4] = ["%0D", "%0A", "%00", "%09"];

fn name_of(esc: &str) -> &'static str {
    match esc {
        "%0D" => "CR",
        "%0A" => "LF",
        "%00" => "NUL",
        _ => "TAB",
    }
}

fn delimiter_warnings(facts: &Facts<'_>, warnings: &mut Vec<Warning>) {
    let client = facts.scheme.as_str();
    if !matches!(client, "telnet" | "gopher" | "ftp" | "nntp") {
        return;
    }
    let mut push = |component: &str, found: Vec<String>, note: &str| {
        if found.is_empty() {
            return;
        }
        let names: Vec<String> = found.iter().map(|e| format!("{e} ({})", name_of(e))).collect();
        warnings.push(Warning {
            code: Code::EncodedDelimiter,
            severity: Severity::Warning,
            message: format!(
                "the {component} holds {}, which a {client} client would pass on decoded{note}",
                names.join(", ")
            ),
            source: consideration(SecurityTopic::EncodedDelimiter),
        });
    };
    for (component, text) in &facts.commands {
        push(component, delimiters(text, &ALL), "");
    }
    if let Some(path) = &facts.gopher {
        // url-03 p.7: the selector, `%09`, the search, `%09`, the Gopher+
        // string. The two tabs are separators. The ASK data of a Gopher+
        // item (after its own `%09`) carries TAB, CR and LF by design
        // (p.8-9: the form's lines), never NUL.
        push("gopher selector", delimiters(path.selector.as_str(), &ALL), "");
        push("gopher search", delimiters(path.search.as_ref().map_or("", |s| s.as_str()), &ALL), "");
        if let Some(plus) = &path.gopher_plus {
            let text = plus.text().as_str();
            match plus {
                GopherPlus::Item { ask: Some(ask), .. } => {
                    let view = &text[..text.len() - ask.as_str().len() - 3];
                    push("Gopher+ string", delimiters(view, &ALL), "");
                    push("Gopher+ ASK data", delimiters(ask.as_str(), &["%00"]), "");
                }
                _ => push("Gopher+ string", delimiters(text, &ALL), ""),
            }
        }
    }
}

/// What the lint looks at.
#[derive(Debug, Default)]
struct Facts<'a> {
    /// The scheme, in lower case.
    scheme: String,
    password: Option<&'a str>,
    port: Option<&'a str>,
    /// Texts a client passes on in its protocol's commands, by name.
    commands: Vec<(String, &'a str)>,
    /// A gopher path in url-03's parts: selector, search, Gopher+ string.
    gopher: Option<GopherPath<'a>>,
}

/// The facts from the typed AST; `None` for the generic production.
fn from_ast<'a>(uri: &'a Uri<'_>) -> Option<Facts<'a>> {
    let scheme = uri.address.scheme().to_ascii_lowercase();
    let mut facts = Facts {
        scheme,
        password: uri.password().map(|p| p.as_str()),
        port: uri.hostport().and_then(|hostport| hostport.port.as_ref()).map(|p| p.as_str()),
        ..Facts::default()
    };
    let texts = uri.address.fields().protocol_texts()?;
    facts.commands = texts.commands.into_iter().map(|(name, text)| (name.into(), text)).collect();
    facts.gopher = texts.gopher;
    Some(facts)
}

/// The facts as a client splits the string: `None` when it has no scheme.
fn from_split(uri: &str) -> Option<Facts<'_>> {
    let uri = uri.strip_prefix("URL:").or_else(|| uri.strip_prefix("url:")).unwrap_or(uri);
    let (scheme, rest) = split_scheme(uri)?;
    let rest = rest.split('#').next().unwrap_or("");
    let mut facts = Facts { scheme: scheme.to_ascii_lowercase(), ..Facts::default() };
    let (login, path) = match rest.strip_prefix("//") {
        Some(after) => after.split_at(after.find('/').unwrap_or(after.len())),
        None => ("", rest),
    };
    let hostport = match login.rsplit_once('@') {
        Some((userinfo, hostport)) => {
            let (user, password) = match userinfo.split_once(':') {
                Some((u, p)) => (u, Some(p)),
                None => (userinfo, None),
            };
            facts.password = password;
            facts.commands.push(("user name".into(), user));
            if let Some(p) = password {
                facts.commands.push(("password".into(), p));
            }
            hostport
        }
        None => login,
    };
    facts.port = hostport.rsplit_once(':').map(|(_, port)| port);
    match facts.scheme.as_str() {
        "gopher" => {
            // `/`, the type (one character, or one escape), the command.
            let after = path.strip_prefix('/').unwrap_or("");
            let is_escape =
                |b: &[u8]| b.len() >= 3 && b[0] == b'%' && b[1].is_ascii_hexdigit() && b[2].is_ascii_hexdigit();
            let gtype_len =
                if is_escape(after.as_bytes()) { 3 } else { after.chars().next().map_or(0, char::len_utf8) };
            facts.gopher = Some(GopherPath::new(Text::new(&after[..gtype_len]), &after[gtype_len..]));
        }
        "nntp" if login.is_empty() => facts.commands.push(("newsgroup".into(), path)),
        "nntp" | "ftp" | "telnet" => facts.commands.push(("path".into(), path)),
        _ => {}
    }
    Some(facts)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(uri: &str) -> Vec<(Code, Severity)> {
        let listing_codes = [Code::Illegal, Code::GenericOnly];
        lint(uri).into_iter().filter(|w| !listing_codes.contains(&w.code)).map(|w| (w.code, w.severity)).collect()
    }

    fn listing_codes(uri: &str) -> Vec<Code> {
        lint(uri).into_iter().map(|w| w.code).filter(|c| [Code::Illegal, Code::GenericOnly].contains(c)).collect()
    }

    /// Input no listing accepts is never passed as clean, and a
    /// scheme of the URL listing read only by the generic one is named.
    #[test]
    fn listing_codes_name_what_the_listings_say() {
        for illegal in ["not valid", "https://a/", "", "../g:h", "HTTP://h:25/", "http://u:p@h/"] {
            assert_eq!(listing_codes(illegal), [Code::Illegal], "{illegal:?}");
        }
        for generic_only in ["http:", "http:a/b", "mailto:", "mailto:@h", "news:", "wais:x"] {
            assert_eq!(listing_codes(generic_only), [Code::GenericOnly], "{generic_only:?}");
        }
        for clean in ["foo:x", "http://info.cern.ch/", "mailto:timbl@info.cern.ch", "httpx:a"] {
            assert_eq!(listing_codes(clean), [], "{clean:?}");
        }
        let illegal = &lint("https://a/")[0];
        assert!(illegal.message.contains("1:7: expected"), "{}", illegal.message);
        let generic = &lint("http:")[0];
        assert!(generic.message.contains("httpaddress"), "{}", generic.message);
        // Only the default grammar pairs a URL listing with a generic one.
        assert!(lint_with(Grammar::Rfc1630Generic, "http:").is_empty());
    }

    #[test]
    fn ports() {
        assert!(codes("http://h:80/").is_empty());
        assert!(codes("gopher://h:70/0x").is_empty());
        assert_eq!(codes("http://h:8080/"), [(Code::Port, Severity::Warning)]);
        assert_eq!(codes("http://h:25/"), [(Code::Port, Severity::Danger)]);
        assert_eq!(codes("http://h:99999/"), [(Code::Port, Severity::Danger)]);
        assert_eq!(codes("wais://h:210/db"), []);
        assert_eq!(codes("prospero://h:1525/x"), []);
        assert_eq!(codes("magic://h:25/"), []);
        // Rejected by the listings, split as a client would.
        assert_eq!(codes("nntp://h:25/group"), [(Code::Port, Severity::Danger)]);
        assert_eq!(codes("gopher://h:25/"), [(Code::Port, Severity::Danger)]);
        assert_eq!(codes("HTTP://h:25/"), [(Code::Port, Severity::Danger)]);
    }

    #[test]
    fn passwords() {
        assert_eq!(codes("ftp://u:p@h/x"), [(Code::Password, Severity::Warning)]);
        assert_eq!(codes("telnet://u:p@h"), [(Code::Password, Severity::Warning)]);
        assert_eq!(codes("http://u:p@h/"), [(Code::Password, Severity::Warning)]);
        assert!(codes("ftp://u@h/x").is_empty());
        assert!(lint("ftp://u:secret@h/x")[0].message.contains("******"));
    }

    #[test]
    fn delimiters_by_client() {
        assert_eq!(codes("ftp://h/a%0D%0ADELE%20x"), [(Code::EncodedDelimiter, Severity::Warning)]);
        assert_eq!(codes("ftp://h/a%09b"), [(Code::EncodedDelimiter, Severity::Warning)]);
        assert_eq!(codes("nntp:comp.x%0d%0aQUIT/12"), [(Code::EncodedDelimiter, Severity::Warning)]);
        assert_eq!(codes("telnet://h/%0D%0A"), [(Code::EncodedDelimiter, Severity::Warning)]);
        // http passes its path on encoded.
        assert!(codes("http://h/a%0D%0A").is_empty());
        // Gopher: the two tabs are separators; the Gopher+ string carries
        // TAB, CR, LF by design, but never NUL.
        assert!(codes("gopher://h/0sel%09search%09+%091%0D%0A+-1%0D%0A.%0D%0A").is_empty());
        assert_eq!(codes("gopher://h/0sel%0D%0Ax"), [(Code::EncodedDelimiter, Severity::Warning)]);
        assert_eq!(codes("gopher://h/0sel%09sea%0Arch"), [(Code::EncodedDelimiter, Severity::Warning)]);
        assert_eq!(codes("gopher://h/0sel%09%09+%00"), [(Code::EncodedDelimiter, Severity::Warning)]);
    }

    #[test]
    fn not_a_uri() {
        assert!(codes("").is_empty());
        assert!(codes("../g:h").is_empty());
        // Never a panic, whatever the split finds.
        for s in ["%%%:::@@@//", "gopher://", "gopher://h/%", "ftp://@:", "nntp:", "x://a@b@c:1:2/"] {
            let _ = lint(s);
        }
    }
}
