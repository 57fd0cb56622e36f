//! The core rules of RFC 5234 Appendix B.1, supplied to an ABNF grammar
//! that names them without defining them, each cited to its line of
//! `rfc5234.txt` as printed there (comments left out).

/// One core rule: its name, page and line in `rfc5234.txt`, and definition.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CoreRule {
    /// The name, as RFC 5234 prints it.
    pub name: &'static str,
    /// The page of RFC 5234 it is on.
    pub page: u32,
    /// Its line in `rfc5234.txt`.
    pub line: usize,
    /// The definition after `=`.
    pub definition: &'static str,
}

/// RFC 5234 Appendix B.1, in its order.
///
/// ```
/// use rfc1630::study::import::core::CORE_RULES;
/// let digit = CORE_RULES.iter().find(|r| r.name == "DIGIT").unwrap();
/// assert_eq!((digit.page, digit.line, digit.definition), (14, 744, "%x30-39"));
/// ```
pub const CORE_RULES: [CoreRule; 16] = [
    CoreRule { name: "ALPHA", page: 13, line: 720, definition: "%x41-5A / %x61-7A" },
    CoreRule { name: "BIT", page: 13, line: 722, definition: "\"0\" / \"1\"" },
    CoreRule { name: "CHAR", page: 13, line: 724, definition: "%x01-7F" },
    CoreRule { name: "CR", page: 14, line: 735, definition: "%x0D" },
    CoreRule { name: "CRLF", page: 14, line: 738, definition: "CR LF" },
    CoreRule { name: "CTL", page: 14, line: 741, definition: "%x00-1F / %x7F" },
    CoreRule { name: "DIGIT", page: 14, line: 744, definition: "%x30-39" },
    CoreRule { name: "DQUOTE", page: 14, line: 747, definition: "%x22" },
    CoreRule {
        name: "HEXDIG",
        page: 14,
        line: 750,
        definition: "DIGIT / \"A\" / \"B\" / \"C\" / \"D\" / \"E\" / \"F\"",
    },
    CoreRule { name: "HTAB", page: 14, line: 752, definition: "%x09" },
    CoreRule { name: "LF", page: 14, line: 755, definition: "%x0A" },
    CoreRule { name: "LWSP", page: 14, line: 758, definition: "*(WSP / CRLF WSP)" },
    CoreRule { name: "OCTET", page: 14, line: 769, definition: "%x00-FF" },
    CoreRule { name: "SP", page: 14, line: 772, definition: "%x20" },
    CoreRule { name: "VCHAR", page: 14, line: 774, definition: "%x21-7E" },
    CoreRule { name: "WSP", page: 14, line: 777, definition: "SP / HTAB" },
];

/// The core rule named `name`, if there is one: names are
/// case-insensitive (RFC 5234 §2.1).
///
/// ```
/// use rfc1630::study::import::core::core_rule;
/// assert_eq!(core_rule("HEXDIG").unwrap().line, 750);
/// assert_eq!(core_rule("hexdig").unwrap().name, "HEXDIG");
/// assert!(core_rule("hex").is_none());
/// ```
pub fn core_rule(name: &str) -> Option<&'static CoreRule> {
    CORE_RULES.iter().find(|r| r.name.eq_ignore_ascii_case(name))
}
