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
    let mut candidates = Vec::new();
    Scanner::default().feed(text.as_bytes(), &mut candidates);
    candidates.into_iter().map(|c| c.check(grammar)).collect()
}

/// A bracketed URI that a [`Scanner`] found, not yet checked. Checking is
/// the costly part, so a caller reading a long text can check many
/// candidates at once, on several threads, and keep their order.
///
/// ```
/// use rfc1630::{extract::Scanner, Grammar};
/// let mut candidates = Vec::new();
/// Scanner::default().feed(b"<URL:news:comp.infosystems.www>", &mut candidates);
/// assert_eq!(candidates[0].uri, "news:comp.infosystems.www");
/// let found = candidates.remove(0).check(Grammar::Rfc1630Url);
/// assert_eq!(found.verdict.unwrap().production, "newsaddress");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Candidate {
    /// 1-based line of the opening `<`.
    pub line: usize,
    /// 1-based column (in characters) of the opening `<`.
    pub column: usize,
    /// The text between the brackets as written.
    pub raw: String,
    /// The URI: whitespace removed, a leading `URL:` removed.
    pub uri: String,
}

impl Candidate {
    /// Checks the URI with `grammar`.
    ///
    /// ```
    /// use rfc1630::{extract::Scanner, Grammar};
    /// let mut candidates = Vec::new();
    /// Scanner::default().feed(b"<HTTP://x/>", &mut candidates);
    /// assert!(candidates.remove(0).check(Grammar::Rfc1630).verdict.is_err());
    /// ```
    pub fn check(self, grammar: Grammar) -> Found {
        let verdict = check(grammar, &self.uri);
        Found { line: self.line, column: self.column, raw: self.raw, uri: self.uri, verdict }
    }
}

/// The one-pass scanner over a text that arrives in pieces (a file read in
/// blocks, standard input): feed it the bytes in order, cut anywhere, even
/// inside a UTF-8 character. It holds the position and the open bracket, at
/// most [`MAX_BRACKETED`] bytes. Bytes that are not UTF-8 are read with
/// replacement characters.
///
/// ```
/// use rfc1630::extract::Scanner;
/// let mut scanner = Scanner::default();
/// let mut candidates = Vec::new();
/// scanner.feed(b"Yes, Jim, I found it under <ftp://info.cer", &mut candidates);
/// assert!(candidates.is_empty());
/// scanner.feed(b"n.ch/pub> but", &mut candidates);
/// let found = &candidates[0];
/// assert_eq!((found.line, found.column, found.uri.as_str()), (1, 28, "ftp://info.cern.ch/pub"));
/// ```
#[derive(Debug, Clone)]
pub struct Scanner {
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
    /// Scans the next bytes of the text, and appends to `candidates` each
    /// bracketed URI that they close, in order.
    ///
    /// ```
    /// use rfc1630::extract::Scanner;
    /// let mut candidates = Vec::new();
    /// Scanner::default().feed("<a:b> <type-code> <c:\n d>".as_bytes(), &mut candidates);
    /// let uris: Vec<_> = candidates.iter().map(|c| (c.line, c.column, c.uri.as_str())).collect();
    /// assert_eq!(uris, [(1, 1, "a:b"), (1, 19, "c:d")]);
    /// ```
    pub fn feed(&mut self, bytes: &[u8], candidates: &mut Vec<Candidate>) {
        for &b in bytes {
            match b {
                b'<' => self.open = Some((self.line, self.column + 1, Vec::new())),
                b'>' => {
                    if let Some((line, column, raw)) = self.open.take() {
                        candidates.extend(candidate(line, column, &raw));
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
            scanner.feed(&text.as_bytes()[..cut], &mut found);
            scanner.feed(&text.as_bytes()[cut..], &mut found);
            let uris: Vec<_> = found.iter().map(|f| (f.line, f.column, f.uri.clone())).collect();
            let expected: Vec<_> = whole.iter().map(|f| (f.line, f.column, f.uri.clone())).collect();
            assert_eq!(uris, expected, "cut at {cut}");
        }
    }
}
