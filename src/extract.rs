//! URIs in plain text: the angle-bracket wrapper.
//!
//! The appendix "Wrappers for URIs in plain text" of url7 (p.18, `004`
//! listing l.989-1015) and of url-03 (p.17-18) recommends "that the angle
//! brackets (less than and greater than signs) of the ASCII set be used for
//! this purpose. These wrappers do not form part of the URL, are not
//! mandatory, and should not be used in contexts (such as SGML parameters,
//! HTTP requests, etc) in which delimiters are already specified." Its
//! example wraps a URL across a line break: `<ftp://ds.internic.ne` / `t/rfc>`.
//! RFC 1630 itself has no such appendix, but wraps the URLs of its
//! references the same way (p.27-28).
//!
//! # What is a bracketed URI
//!
//! The documents define nothing more than the brackets; this module takes:
//!
//! * a `<`, then at most [`MAX_BRACKETED`] bytes holding no other `<`, then
//!   a `>`. A later `<` starts a new candidate (the innermost pair wins); a
//!   `<` with no `>` within the bound is not a wrapper, and the text after it
//!   is scanned as usual.
//! * Inside, every whitespace character is removed (Unicode `White_Space`:
//!   spaces, tabs, line breaks, and the no-break spaces of `004`), so that a
//!   URI wrapped across lines is joined. The wrapper sections do not say so
//!   (catalogue finding 6); the catalogue's `uri` column applies the same
//!   rule. Anything else that wrapping put inside the brackets stays: url7's
//!   listing numbers (`ftp://ds.internic.ne1015.t/rfc`) survive, and the
//!   parser judges the result.
//! * A leading `URL:` (as the drafts' prose writes the prefix) is removed;
//!   the listing's own lowercase prefix `url:` (`prefixedurl`) is kept for
//!   the parser.
//! * What remains is a URI only if it holds a colon: `<type-code>`, `<>`,
//!   `< | >`, `<sup>` and bare mail addresses are not URIs.
//!
//! The scan is one pass over the bytes, with at most [`MAX_BRACKETED`] bytes
//! held: linear time and bounded memory on any input. Each URI is then
//! parsed once with the chosen grammar.
//!
//! Lines and columns are those of the opening `<`, 1-based; the column
//! counts characters.

use crate::{check, Grammar, ParseError, Verdict};
use std::io::{self, BufRead, Write};

/// The most bytes between `<` and `>` for the pair to be a wrapper.
///
/// ```
/// use rfc1630::extract::MAX_BRACKETED;
/// let long = format!("<http://h/{}>", "a".repeat(MAX_BRACKETED));
/// assert!(rfc1630::extract(&long).is_empty());
/// ```
pub const MAX_BRACKETED: usize = 2048;

/// One URI found inside angle brackets.
///
/// ```
/// let found = &rfc1630::extract("see\n  <URL:ftp://info.cer\n   n.ch/pub>")[0];
/// assert_eq!((found.line, found.column), (2, 3));
/// assert_eq!(found.raw, "URL:ftp://info.cer\n   n.ch/pub");
/// assert_eq!(found.uri, "ftp://info.cern.ch/pub");
/// assert_eq!(found.verdict.as_ref().unwrap().production, "ftpaddress");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// 1-based line of the opening `<`.
    pub line: usize,
    /// 1-based column (in characters) of the opening `<`.
    pub column: usize,
    /// The text between the brackets as written.
    pub raw: String,
    /// The URI: whitespace removed, a leading `URL:` removed.
    pub uri: String,
    /// The URI checked with the grammar.
    pub verdict: Result<Verdict, ParseError>,
}

/// Finds the bracketed URIs of a text and checks each with the default
/// grammar, [`Grammar::Rfc1630`]. See the [module documentation](self) for
/// what counts as one.
///
/// ```
/// let text = "Yes, Jim, I found it under <ftp://info.cern.ch/pub> but\nyou can probably pick it up from <ftp://ds.internic.ne\nt/rfc>.";
/// let found = rfc1630::extract(text);
/// assert_eq!(found.len(), 2);
/// assert_eq!((found[0].line, found[0].column, found[0].uri.as_str()), (1, 28, "ftp://info.cern.ch/pub"));
/// assert_eq!((found[1].line, found[1].column, found[1].uri.as_str()), (2, 34, "ftp://ds.internic.net/rfc"));
/// assert!(found.iter().all(|f| f.verdict.is_ok()));
/// assert!(rfc1630::extract("see <type-code> and <timbl@info.cern.ch>").is_empty());
/// ```
pub fn extract(text: &str) -> Vec<Found> {
    extract_with(Grammar::Rfc1630, text)
}

/// Finds the bracketed URIs of a text and checks each with `grammar`.
///
/// ```
/// use rfc1630::{extract::extract_with, Grammar};
/// let found = extract_with(Grammar::Rfc1630Url, "<URL:http://info.cern.ch/>");
/// assert_eq!(found[0].uri, "http://info.cern.ch/");
/// assert_eq!(found[0].verdict.as_ref().unwrap().to_string(), "rfc1630-url:httpaddress");
/// ```
pub fn extract_with(grammar: Grammar, text: &str) -> Vec<Found> {
    let mut found = Vec::new();
    let mut scanner = Scanner::default();
    scanner.feed(text.as_bytes(), &mut |f| found.push(f.check(grammar)));
    found
}

/// Runs the `extract` command: reads `input` (the CLI reads stdin, or
/// `FILE`), and writes one line per bracketed URI to `out`, in order:
///
/// * `LINE:COL<TAB>URI<TAB>ok <listing>:<production>` when it parses, or
/// * `LINE:COL<TAB>URI<TAB>err <message>`, the message being
///   [`ParseError::summary`].
///
/// `LINE:COL` is the opening `<`. Control characters in `URI` are written
/// escaped (`\u{7}`), so each URI stays on its line. Input that is not
/// UTF-8 is read with replacement characters.
///
/// Returns whether every URI found parsed (the CLI's exit code: 0 when
/// true, 1 when false; 0 when none was found).
///
/// # Errors
/// Those of reading `input` or writing `out`.
///
/// ```
/// use rfc1630::Grammar;
/// let text = "<ftp://info.cern.ch/pub> and <URL:HTTP://X/>";
/// let mut out = Vec::new();
/// let all_ok = rfc1630::extract::run_extract(Grammar::Rfc1630Url, text.as_bytes(), &mut out).unwrap();
/// assert!(!all_ok);
/// let out = String::from_utf8(out).unwrap();
/// let lines: Vec<&str> = out.lines().collect();
/// assert_eq!(lines[0], "1:1\tftp://info.cern.ch/pub\tok rfc1630-url:ftpaddress");
/// assert!(lines[1].starts_with("1:30\tHTTP://X/\terr rfc1630-url: 1:1: expected"));
/// ```
pub fn run_extract(grammar: Grammar, mut input: impl BufRead, mut out: impl Write) -> io::Result<bool> {
    let mut scanner = Scanner::default();
    let mut all_ok = true;
    let mut pending: Vec<Candidate> = Vec::new();
    loop {
        let buf = input.fill_buf()?;
        if buf.is_empty() {
            break;
        }
        scanner.feed(buf, &mut |candidate| pending.push(candidate));
        let n = buf.len();
        input.consume(n);
        if pending.len() >= BATCH {
            all_ok &= check_and_write(grammar, &mut pending, &mut out)?;
        }
    }
    all_ok &= check_and_write(grammar, &mut pending, &mut out)?;
    Ok(all_ok)
}

/// Candidates checked together: enough to keep every core busy, few enough
/// that memory stays flat on a long input.
const BATCH: usize = 4096;

/// Checks a batch of candidates on every core (rayon keeps their order),
/// writes their lines, and empties the batch. True when all parse.
fn check_and_write(grammar: Grammar, pending: &mut Vec<Candidate>, out: &mut impl Write) -> io::Result<bool> {
    use rayon::prelude::*;
    let found: Vec<Found> = std::mem::take(pending).into_par_iter().map(|c| c.check(grammar)).collect();
    let mut all_ok = true;
    for found in &found {
        all_ok &= found.verdict.is_ok();
        write_found(out, found)?;
    }
    Ok(all_ok)
}

fn write_found(out: &mut impl Write, found: &Found) -> io::Result<()> {
    // Control characters are written as `\u{..}` so that one URI stays one line.
    let uri: std::borrow::Cow<'_, str> = if found.uri.chars().any(char::is_control) {
        found.uri.chars().map(|c| if c.is_control() { c.escape_unicode().to_string() } else { c.to_string() }).collect()
    } else {
        std::borrow::Cow::Borrowed(&found.uri)
    };
    match &found.verdict {
        Ok(verdict) => writeln!(out, "{}:{}\t{uri}\tok {verdict}", found.line, found.column),
        Err(e) => {
            writeln!(out, "{}:{}\t{uri}\terr {}", found.line, found.column, e.summary().replace(['\n', '\r'], " "))
        }
    }
}

/// A bracketed candidate before it is checked.
struct Candidate {
    line: usize,
    column: usize,
    raw: String,
    uri: String,
}

impl Candidate {
    fn check(self, grammar: Grammar) -> Found {
        let verdict = check(grammar, &self.uri);
        Found { line: self.line, column: self.column, raw: self.raw, uri: self.uri, verdict }
    }
}

/// The one-pass scanner: the position, and the open bracket if any.
struct Scanner {
    line: usize,
    /// Characters seen on the current line.
    column: usize,
    open: Option<(usize, usize, Vec<u8>)>,
}

impl Default for Scanner {
    fn default() -> Self {
        Scanner { line: 1, column: 0, open: None }
    }
}

impl Scanner {
    fn feed(&mut self, bytes: &[u8], emit: &mut impl FnMut(Candidate)) {
        for &b in bytes {
            match b {
                b'<' => self.open = Some((self.line, self.column + 1, Vec::new())),
                b'>' => {
                    if let Some((line, column, raw)) = self.open.take() {
                        if let Some(candidate) = candidate(line, column, &raw) {
                            emit(candidate);
                        }
                    }
                }
                _ => {
                    if let Some((_, _, raw)) = &mut self.open {
                        raw.push(b);
                        if raw.len() > MAX_BRACKETED {
                            self.open = None;
                        }
                    }
                }
            }
            if b == b'\n' {
                self.line += 1;
                self.column = 0;
            } else if b & 0xC0 != 0x80 {
                // Not a UTF-8 continuation byte: a new character.
                self.column += 1;
            }
        }
    }
}

/// The URI in a bracketed text, if it is one.
fn candidate(line: usize, column: usize, raw: &[u8]) -> Option<Candidate> {
    let raw = String::from_utf8_lossy(raw).into_owned();
    let joined: String = raw.chars().filter(|c| !c.is_whitespace()).collect();
    let uri = joined.strip_prefix("URL:").unwrap_or(&joined).to_string();
    uri.contains(':').then_some(Candidate { line, column, raw, uri })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unclosed_and_nested_brackets() {
        let found = extract("a < b <http://h/> c");
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].column, 7);
        let long = format!("<http://h/{}>", "a".repeat(MAX_BRACKETED));
        assert!(extract(&long).is_empty());
        let just = format!("<http://h/{}>", "a".repeat(MAX_BRACKETED - 9));
        assert_eq!(extract(&just).len(), 1);
        assert!(extract("<http://h/").is_empty());
    }

    #[test]
    fn columns_count_characters() {
        let found = extract("é\u{a0}<http://h/\u{a0}x>");
        assert_eq!((found[0].line, found[0].column, found[0].uri.as_str()), (1, 3, "http://h/x"));
    }

    #[test]
    fn chunks_split_anywhere() {
        let text = "x <ftp://a.b/c\n  d> y <URL:news:comp.x> <é:z>";
        let whole = extract(text);
        for cut in 0..text.len() {
            let mut found = Vec::new();
            let mut scanner = Scanner::default();
            scanner.feed(&text.as_bytes()[..cut], &mut |c| found.push(c.check(Grammar::Rfc1630)));
            scanner.feed(&text.as_bytes()[cut..], &mut |c| found.push(c.check(Grammar::Rfc1630)));
            let uris: Vec<_> = found.iter().map(|f| (f.line, f.column, f.uri.clone())).collect();
            let expected: Vec<_> = whole.iter().map(|f| (f.line, f.column, f.uri.clone())).collect();
            assert_eq!(uris, expected, "cut at {cut}");
        }
    }
}
