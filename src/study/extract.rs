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
//!   `<` with no `>` is not a wrapper, and the text after it is scanned as
//!   usual. A pair that holds more than [`MAX_BRACKETED`] bytes (and a colon)
//!   is not checked: the [`Scanner`] reports it as [`Unreadable::TooLong`],
//!   holding only its length, so that no candidate is dropped unseen.
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

/// The most bytes between `<` and `>` that are kept and checked. A longer
/// pair is reported by the [`Scanner`] as [`Unreadable::TooLong`]; the
/// convenience functions [`extract()`] and [`extract_with`] return only the
/// checked URIs.
///
/// ```
/// use rfc1630::study::extract::MAX_BRACKETED;
/// let long = format!("<http://h/{}>", "a".repeat(MAX_BRACKETED));
/// assert!(rfc1630::study::extract::extract(&long).is_empty());
/// ```
pub const MAX_BRACKETED: usize = 2048;

/// One URI found inside angle brackets.
///
/// ```
/// let found = &rfc1630::study::extract::extract("see\n  <URL:ftp://info.cer\n   n.ch/pub>")[0];
/// assert_eq!((found.line, found.column), (2, 3));
/// assert_eq!(found.raw, "URL:ftp://info.cer\n   n.ch/pub");
/// assert_eq!(found.uri, "ftp://info.cern.ch/pub");
/// assert_eq!(found.verdict.as_ref().unwrap().production, "ftpaddress");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FoundUri {
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
/// let found = rfc1630::study::extract::extract(text);
/// assert_eq!(found.len(), 2);
/// assert_eq!((found[0].line, found[0].column, found[0].uri.as_str()), (1, 28, "ftp://info.cern.ch/pub"));
/// assert_eq!((found[1].line, found[1].column, found[1].uri.as_str()), (2, 34, "ftp://ds.internic.net/rfc"));
/// assert!(found.iter().all(|f| f.verdict.is_ok()));
/// assert!(rfc1630::study::extract::extract("see <type-code> and <timbl@info.cern.ch>").is_empty());
/// ```
pub fn extract(text: &str) -> Vec<FoundUri> {
    extract_with(Grammar::Rfc1630, text)
}

/// Finds the bracketed URIs of a text and checks each with `grammar`.
///
/// ```
/// use rfc1630::{study::extract::extract_with, Grammar};
/// let found = extract_with(Grammar::Rfc1630Url, "<URL:http://info.cern.ch/>");
/// assert_eq!(found[0].uri, "http://info.cern.ch/");
/// assert_eq!(found[0].verdict.as_ref().unwrap().to_string(), "rfc1630-url:httpaddress");
/// ```
pub fn extract_with(grammar: Grammar, text: &str) -> Vec<FoundUri> {
    let mut bracketed = Vec::new();
    Scanner::default().feed(text.as_bytes(), &mut bracketed);
    bracketed
        .into_iter()
        .filter_map(|b| match b {
            Bracketed::Uri(candidate) => Some(candidate.check(grammar)),
            Bracketed::Unreadable { .. } => None,
        })
        .collect()
}

/// What a [`Scanner`] finds between a `<` and a `>`: a URI to check, or a
/// text that holds a colon but cannot be checked.
///
/// ```
/// use rfc1630::study::extract::{Bracketed, Scanner, Unreadable, MAX_BRACKETED};
/// let mut found = Vec::new();
/// let long = format!("<a:b> <http://h/{}>", "x".repeat(MAX_BRACKETED));
/// Scanner::default().feed(long.as_bytes(), &mut found);
/// assert!(matches!(&found[0], Bracketed::Uri(c) if c.uri == "a:b"));
/// let len = MAX_BRACKETED + 9;
/// assert!(matches!(found[1], Bracketed::Unreadable { line: 1, column: 7, why: Unreadable::TooLong { len: l, .. } } if l == len));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Bracketed {
    /// A URI, ready to be checked.
    Uri(Candidate),
    /// A bracketed text that is not checked, and why.
    Unreadable {
        /// 1-based line of the opening `<`.
        line: usize,
        /// 1-based column (in characters) of the opening `<`.
        column: usize,
        /// Why it is not checked.
        why: Unreadable,
    },
}

/// Why a bracketed text holding a colon is not checked.
///
/// ```
/// use rfc1630::study::extract::{Unreadable, MAX_BRACKETED};
/// let why = Unreadable::TooLong { len: 5000, cap: MAX_BRACKETED };
/// assert_eq!(why.to_string(), "5000 bytes between the brackets, over the cap of 2048 (MAX_BRACKETED)");
/// assert_eq!(Unreadable::NotUtf8 { offset: 3 }.to_string(), "not UTF-8: invalid byte at offset 3");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unreadable {
    /// More than [`MAX_BRACKETED`] bytes between the brackets.
    TooLong {
        /// The bytes between the brackets.
        len: usize,
        /// [`MAX_BRACKETED`].
        cap: usize,
    },
    /// The bytes between the brackets are not UTF-8.
    NotUtf8 {
        /// The first invalid byte, counted from the byte after `<`.
        offset: usize,
    },
}

impl std::fmt::Display for Unreadable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unreadable::TooLong { len, cap } => {
                write!(f, "{len} bytes between the brackets, over the cap of {cap} (MAX_BRACKETED)")
            }
            Unreadable::NotUtf8 { offset } => write!(f, "not UTF-8: invalid byte at offset {offset}"),
        }
    }
}

/// A bracketed URI that a [`Scanner`] found, not yet checked. Checking is
/// the costly part, so a caller reading a long text can check many
/// candidates at once, on several threads, and keep their order.
///
/// ```
/// use rfc1630::{study::extract::Scanner, Grammar};
/// use rfc1630::study::extract::Bracketed;
/// let mut found = Vec::new();
/// Scanner::default().feed(b"<URL:news:comp.infosystems.www>", &mut found);
/// let Bracketed::Uri(candidate) = found.remove(0) else { panic!("a URI") };
/// assert_eq!(candidate.uri, "news:comp.infosystems.www");
/// let found = candidate.check(Grammar::Rfc1630Url);
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
    /// use rfc1630::{study::extract::{Bracketed, Scanner}, Grammar};
    /// let mut found = Vec::new();
    /// Scanner::default().feed(b"<HTTP://x/>", &mut found);
    /// let Bracketed::Uri(candidate) = found.remove(0) else { panic!("a URI") };
    /// assert!(candidate.check(Grammar::Rfc1630).verdict.is_err());
    /// ```
    pub fn check(self, grammar: Grammar) -> FoundUri {
        let verdict = check(grammar, &self.uri);
        FoundUri { line: self.line, column: self.column, raw: self.raw, uri: self.uri, verdict }
    }
}

/// The one-pass scanner over a text that arrives in pieces (a file read in
/// blocks, standard input): feed it the bytes in order, cut anywhere, even
/// inside a UTF-8 character. It holds the position and the open bracket, at
/// most [`MAX_BRACKETED`] bytes. A bracketed text that is not UTF-8 is
/// reported as [`Unreadable::NotUtf8`], as `rfc1630 check` reports such a
/// line, not read with replacement characters.
///
/// ```
/// use rfc1630::study::extract::{Bracketed, Scanner, Unreadable};
/// let mut scanner = Scanner::default();
/// let mut found = Vec::new();
/// scanner.feed(b"Yes, Jim, I found it under <ftp://info.cer", &mut found);
/// assert!(found.is_empty());
/// scanner.feed(b"n.ch/pub> but <http://h/\xff>", &mut found);
/// let Bracketed::Uri(c) = &found[0] else { panic!("a URI") };
/// assert_eq!((c.line, c.column, c.uri.as_str()), (1, 28, "ftp://info.cern.ch/pub"));
/// assert!(matches!(found[1], Bracketed::Unreadable { why: Unreadable::NotUtf8 { offset: 9 }, .. }));
/// ```
#[derive(Debug, Clone)]
pub struct Scanner {
    line: usize,
    /// Characters seen on the current line.
    column: usize,
    open: Option<Open>,
}

/// The bracket being read: where it opened, and its bytes while they fit
/// under [`MAX_BRACKETED`]; past the cap only the length and whether a colon
/// came are kept, so memory stays bounded.
#[derive(Debug, Clone)]
struct Open {
    line: usize,
    column: usize,
    raw: Vec<u8>,
    len: usize,
    colon: bool,
}

impl Default for Scanner {
    fn default() -> Self {
        Scanner { line: 1, column: 0, open: None }
    }
}

impl Scanner {
    /// Scans the next bytes of the text, and appends to `found` each
    /// bracketed text holding a colon that they close, in order.
    ///
    /// ```
    /// use rfc1630::study::extract::{Bracketed, Scanner};
    /// let mut found = Vec::new();
    /// Scanner::default().feed("<a:b> <type-code> <c:\n d>".as_bytes(), &mut found);
    /// let uris: Vec<_> = found
    ///     .iter()
    ///     .filter_map(|b| match b { Bracketed::Uri(c) => Some((c.line, c.column, c.uri.as_str())), _ => None })
    ///     .collect();
    /// assert_eq!(uris, [(1, 1, "a:b"), (1, 19, "c:d")]);
    /// ```
    pub fn feed(&mut self, bytes: &[u8], found: &mut Vec<Bracketed>) {
        for &b in bytes {
            match b {
                b'<' => {
                    let (line, column) = (self.line, self.column + 1);
                    self.open = Some(Open { line, column, raw: Vec::new(), len: 0, colon: false });
                }
                b'>' => {
                    if let Some(open) = self.open.take() {
                        found.extend(bracketed(open));
                    }
                }
                _ => {
                    if let Some(open) = &mut self.open {
                        open.len += 1;
                        open.colon |= b == b':';
                        if open.len <= MAX_BRACKETED {
                            open.raw.push(b);
                        } else if !open.raw.is_empty() {
                            open.raw = Vec::new();
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

/// What a closed bracket holds: nothing without a colon, an unreadable
/// text, or a URI candidate.
fn bracketed(open: Open) -> Option<Bracketed> {
    let Open { line, column, raw, len, colon } = open;
    if !colon {
        return None;
    }
    if len > MAX_BRACKETED {
        let why = Unreadable::TooLong { len, cap: MAX_BRACKETED };
        return Some(Bracketed::Unreadable { line, column, why });
    }
    match String::from_utf8(raw) {
        Ok(raw) => candidate(line, column, raw).map(Bracketed::Uri),
        Err(e) => {
            let why = Unreadable::NotUtf8 { offset: e.utf8_error().valid_up_to() };
            Some(Bracketed::Unreadable { line, column, why })
        }
    }
}

/// The URI in a bracketed text, if it is one.
fn candidate(line: usize, column: usize, raw: String) -> Option<Candidate> {
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

    /// Past the cap, the pair is reported with its length, whatever the
    /// length, and the bytes are not kept; without a colon it is no URI.
    #[test]
    fn long_pairs_are_reported_not_kept() {
        for len in [MAX_BRACKETED + 1, 10 * MAX_BRACKETED] {
            let text = format!("x <h:{}> y <a:b>", "a".repeat(len - 2));
            let mut found = Vec::new();
            let mut scanner = Scanner::default();
            scanner.feed(text.as_bytes(), &mut found);
            let why = Unreadable::TooLong { len, cap: MAX_BRACKETED };
            assert_eq!(found[0], Bracketed::Unreadable { line: 1, column: 3, why });
            assert!(matches!(&found[1], Bracketed::Uri(c) if c.uri == "a:b"));
        }
        let mut found = Vec::new();
        Scanner::default().feed(format!("<{}>", "a".repeat(3 * MAX_BRACKETED)).as_bytes(), &mut found);
        assert!(found.is_empty());
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
            let uris: Vec<_> = found
                .iter()
                .filter_map(|b| match b {
                    Bracketed::Uri(f) => Some((f.line, f.column, f.uri.clone())),
                    Bracketed::Unreadable { .. } => None,
                })
                .collect();
            let expected: Vec<_> = whole.iter().map(|f| (f.line, f.column, f.uri.clone())).collect();
            assert_eq!(uris, expected, "cut at {cut}");
        }
    }
}
