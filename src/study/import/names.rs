//! The names of an imported grammar: rules named but not defined, defined
//! but not used, and defined twice, each with its lines. RFC 3986 defines
//! each rule in its body and again in Appendix A: a second definition that
//! reads the same as the first is merged with a note, a differing one is
//! reported and left out (the first one stands).
//!
//! Names are compared as printed. RFC 5234 §2.1 makes ABNF rule names
//! case-insensitive, but the documents imported here spell each name one
//! way, and a pest rule name is case-sensitive.

/// A name and the lines it appears on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Named {
    /// The name as printed (a `<prose-val>` with its brackets).
    pub name: String,
    /// The lines, in order.
    pub lines: Vec<usize>,
}

/// A rule defined a second time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Twice {
    /// The name.
    pub name: String,
    /// The first definition's lines.
    pub first: Vec<usize>,
    /// The second definition's lines.
    pub again: Vec<usize>,
    /// The two read the same: merged. Otherwise the second is left out.
    pub identical: bool,
}

/// What the names report holds.
///
/// ```
/// use rfc1630::study::import::{import, Options};
/// let text = "   a = b c\n   b = \"x\"\n   b = \"x\"\n   d = \"y\"\n";
/// let imported = import("mine.txt", text.as_bytes(), &Options::default()).unwrap();
/// let names = &imported.names;
/// assert_eq!(names.undefined[0].name, "c");
/// assert_eq!(names.unused[0].name, "d");
/// assert!(names.twice[0].identical);
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Names {
    /// Named but defined nowhere in the range (nor a core rule): each is
    /// written as a rule that matches nothing, so the grammar still loads.
    pub undefined: Vec<Named>,
    /// Defined but named by no other rule (the entry excepted).
    pub unused: Vec<Named>,
    /// Defined more than once.
    pub twice: Vec<Twice>,
}
