//! A warning of the lint: what it is about ([`Code`]), how loud it is
//! ([`Severity`]), and the page it cites ([`Warning`]). The security rules
//! of [`lint`](super::lint) and the IRI rules of
//! [`iri_lint`](super::iri_lint) both give them, so they live apart from
//! either; `study::lint` is their public path.

use std::fmt;

/// What a warning is about.
///
/// ```
/// use rfc1630::study::lint::{lint, Code};
/// assert_eq!(lint("ftp://u:pw@h/")[0].code, Code::Password);
/// assert_eq!(Code::Password.to_string(), "password");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Code {
    /// A password in the URI (url-03 p.17, url7 p.18).
    Password,
    /// A port other than the scheme's default (url-03 p.16).
    Port,
    /// An encoded CR, LF, NUL or TAB that a telnet, gopher, ftp or nntp
    /// client would pass on decoded (url-03 p.17).
    EncodedDelimiter,
    /// No listing of the grammar accepts the URI.
    Illegal,
    /// The grammar's document is not in this build (its cargo feature is
    /// off): the URI was not read with it, so no warning that needs its
    /// verdict or its parts is given.
    NotBuilt,
    /// A scheme of RFC 1630's URL listing, accepted only by its generic listing.
    GenericOnly,
    /// A bidirectional formatting character in an IRI (RFC 3987 l.974),
    /// from [`iri_lint`](super::iri_lint).
    BidiFormatting,
    /// An IRI component with right-to-left and left-to-right characters
    /// (RFC 3987 l.1017-1018), from [`iri_lint`](super::iri_lint).
    BidiMixed,
    /// An IRI component with right-to-left characters that starts or ends
    /// with another (RFC 3987 l.1020-1021), from [`iri_lint`](super::iri_lint).
    BidiEnds,
    /// A look-alike of a Latin letter, a Katakana or a space in an IRI
    /// (RFC 3987 l.1596-1602), from [`iri_lint`](super::iri_lint).
    LookAlike,
    /// Percent-encoded octets that are an overlong UTF-8 form (RFC 3987
    /// l.2061-2082), from [`iri_lint`](super::iri_lint).
    OverlongUtf8,
    /// Percent-encoded octets in a registered name that are no UTF-8
    /// character sequence (RFC 3986 §3.2.2, l.1164-1166), under `rfc3986`
    /// and `rfc3987`.
    HostEncoding,
}

impl Code {
    /// The code as the CLI prints it.
    ///
    /// ```
    /// assert_eq!(rfc1630::study::lint::Code::EncodedDelimiter.as_str(), "encoded-delimiter");
    /// ```
    pub fn as_str(self) -> &'static str {
        match self {
            Code::Password => "password",
            Code::Port => "port",
            Code::EncodedDelimiter => "encoded-delimiter",
            Code::Illegal => "illegal",
            Code::NotBuilt => "not-built",
            Code::GenericOnly => "generic-only",
            Code::BidiFormatting => "bidi-formatting",
            Code::BidiMixed => "bidi-mixed",
            Code::BidiEnds => "bidi-ends",
            Code::LookAlike => "look-alike",
            Code::OverlongUtf8 => "overlong-utf8",
            Code::HostEncoding => "host-encoding",
        }
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// How loud a warning is.
///
/// ```
/// use rfc1630::study::lint::{lint, Severity};
/// assert_eq!(lint("http://h:8080/")[0].severity, Severity::Warning);
/// assert_eq!(lint("http://h:25/")[0].severity, Severity::Danger);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    /// Unwise.
    Warning,
    /// A port in the reserved space (below 1024) where another protocol's
    /// server may be listening, or no port at all; url-03 p.16: "especially
    /// when it is a number within the reserved space".
    Danger,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Warning => "warning",
            Severity::Danger => "danger",
        })
    }
}

/// One warning about a URI. Its `Display` is the `lint` command's message.
///
/// ```
/// let w = &rfc1630::study::lint::lint("telnet://h:2323")[0];
/// assert_eq!(w.message, "port 2323 is not telnet's default (23)");
/// assert!(w.source.starts_with("url-03 p.16"));
/// assert!(w.to_string().starts_with("warning: port 2323 is not telnet's default (23) (url-03 p.16: "));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Warning {
    /// What it is about.
    pub code: Code,
    /// How loud it is.
    pub severity: Severity,
    /// What was found, in one line.
    pub message: String,
    /// The page that gives the consideration.
    pub source: &'static str,
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {} ({})", self.severity, self.message, self.source)
    }
}
