//! The normalizations the ladders' rungs are made of, which name no
//! document: hex digits in one case, escapes decoded where a character
//! class says (but for an escaped dot that would make a dot segment), the
//! scheme and the host lowered, the default port elided. Each document's
//! rungs put them together with its own character classes and clauses.

use super::reference;
use crate::revisions::resolution::components::Components;

/// Every `%xx` with its hex digits upper-case.
pub(crate) fn upper_hex(s: &str) -> String {
    decode_where(s, |_| false)
}

/// Every escape of a character `decode` accepts decoded, as [`decode_where`]
/// does, but for the escaped dots of a path segment that would read `.` or
/// `..` ([`reference::spells_dot_segment`]): resolution removes only the
/// segments written so, and a decoded one would change what the URI, as a
/// reference or as a base, resolves to (see the parent module's rustdoc).
pub(crate) fn decode_keeping_dot_segments(s: &str, decode: impl Fn(char) -> bool + Copy) -> String {
    decode_around_path(reference::around_path(s), decode)
}

/// [`decode_keeping_dot_segments`] on a text cut as the text before the
/// path, the path, and the text after it.
pub(crate) fn decode_around_path(
    (before, path, after): (&str, &str, &str),
    decode: impl Fn(char) -> bool + Copy,
) -> String {
    let segments: Vec<String> = path
        .split('/')
        .map(|segment| {
            let dots = reference::spells_dot_segment(segment);
            decode_where(segment, |c| decode(c) && !(dots && c == '.'))
        })
        .collect();
    format!("{}{}{}", decode_where(before, decode), segments.join("/"), decode_where(after, decode))
}

/// Every escape whose octet is an ASCII character `decode` accepts decoded;
/// the others with upper-case hex digits.
pub(crate) fn decode_where(s: &str, decode: impl Fn(char) -> bool) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(at) = rest.find('%') {
        out.push_str(&rest[..at]);
        let hex = rest.get(at + 1..at + 3).filter(|h| h.bytes().all(|b| b.is_ascii_hexdigit()));
        match hex.map(|h| u8::from_str_radix(h, 16).expect("two hex digits")) {
            Some(octet) if octet.is_ascii() && decode(char::from(octet)) => out.push(char::from(octet)),
            Some(_) => out.push_str(&rest[at..at + 3].to_ascii_uppercase()),
            None => {
                out.push('%');
                rest = &rest[at + 1..];
                continue;
            }
        }
        rest = &rest[at + 3..];
    }
    out.push_str(rest);
    out
}

/// The authority cut as `userinfo@`, host, `:port` (the host after the last
/// `@`, up to a final `:` followed by digits only; an IP literal in `[]`
/// whole).
fn split_authority(authority: &str) -> (&str, &str, &str) {
    let host_start = authority.rfind('@').map_or(0, |at| at + 1);
    let after_literal = authority[host_start..].find(']').map_or(host_start, |end| host_start + end + 1);
    let port_start = authority[after_literal..]
        .rfind(':')
        .map(|colon| after_literal + colon)
        .filter(|&colon| authority[colon + 1..].bytes().all(|b| b.is_ascii_digit()))
        .unwrap_or(authority.len());
    (&authority[..host_start], &authority[host_start..port_start], &authority[port_start..])
}

/// The scheme lower-case.
pub(crate) fn lower_scheme(s: &str) -> String {
    let parts = Components::split(s);
    let scheme = parts.scheme.map(str::to_ascii_lowercase);
    Components { scheme: scheme.as_deref(), ..parts }.to_string()
}

/// The scheme lower-case, and the host where `lowered` says (every host
/// for URIs, a US-ASCII only one for IRIs); the hex digits of the host's
/// escapes stay as they are (upper case after [`upper_hex`] or
/// [`decode_where`]).
pub(crate) fn lower_scheme_and_host(s: &str, lowered: fn(&str) -> bool) -> String {
    let parts = Components::split(s);
    let scheme = parts.scheme.map(str::to_ascii_lowercase);
    let authority = parts.authority.map(|authority| {
        let (userinfo, host, port) = split_authority(authority);
        let host = if lowered(host) { lower_outside_escapes(host) } else { host.to_string() };
        format!("{userinfo}{host}{port}")
    });
    Components { scheme: scheme.as_deref(), authority: authority.as_deref(), ..parts }.to_string()
}

/// `s` lower-case but for the two characters after each `%`.
fn lower_outside_escapes(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut escape_left = 0;
    for c in s.chars() {
        if escape_left > 0 {
            escape_left -= 1;
            out.push(c);
        } else {
            escape_left = if c == '%' { 2 } else { 0 };
            out.push(c.to_ascii_lowercase());
        }
    }
    out
}

/// The default ports of the schemes with an authority, and where each
/// comes from.
///
/// * RFC 1738 §3, the lineage's own schemes: ftp 21 (l.328), http 80
///   (l.468), gopher 70 (l.511), nntp 119 (l.715), telnet 23 (l.745),
///   wais 210 (l.769), prospero 1525 (l.838). RFC 3986 repeats http's
///   (§3.2.3, `rfc3986.txt` l.1191-1192; §6.2.3, l.2265-2266). HTTP's own
///   documents (RFC 2616 §3.2.2, RFC 7230 §2.7.1) give the same 80 and are
///   not in the shared set.
/// * https 443: RFC 2818 §2.3 ("If the port is empty or not given, port 443
///   is assumed"), which is not in the shared set either; none of the
///   lineage's documents names https.
///
/// RFC 2396 (§6, l.1248-1250) and RFC 3986 (§6.2.3) both defer to "the
/// default for the scheme", whichever document defines it, so both ladders
/// read this one table.
const DEFAULT_PORTS: [(&str, &str); 8] = [
    ("ftp", "21"),
    ("http", "80"),
    ("https", "443"),
    ("gopher", "70"),
    ("nntp", "119"),
    ("telnet", "23"),
    ("wais", "210"),
    ("prospero", "1525"),
];

/// The default `:port` elided; with `empty_port_and_path` (RFC 3986), an
/// empty `:` elided too and an empty path after an authority made `/`.
pub(crate) fn scheme_based(s: &str, empty_port_and_path: bool) -> String {
    let parts = Components::split(s);
    let Some(authority) = parts.authority else { return s.to_string() };
    let (userinfo, host, port) = split_authority(authority);
    let default = DEFAULT_PORTS.iter().find(|(scheme, _)| Some(*scheme) == parts.scheme).map(|(_, port)| *port);
    // The port's value, not its spelling (RFC 3986 l.1196-1197: "if its value
    // would be the same"): `:080` is port 80.
    let value = port.strip_prefix(':').map(|digits| digits.trim_start_matches('0'));
    let elide = default.is_some_and(|d| value == Some(d)) || (empty_port_and_path && port == ":");
    let authority = if elide { format!("{userinfo}{host}") } else { authority.to_string() };
    let path = if empty_port_and_path && parts.path.is_empty() { "/" } else { parts.path };
    Components { authority: Some(&authority), path, ..parts }.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_that_start_nothing_stay() {
        assert_eq!(decode_where("a%zz%4", |_| true), "a%zz%4");
        assert_eq!(decode_where("%41%c3", |c| c == 'A'), "A%C3");
        assert_eq!(split_authority("u@[::1]:80"), ("u@", "[::1]", ":80"));
        assert_eq!(split_authority("h:x"), ("", "h:x", ""));
    }
}
