//! ABNF (RFC 2234, RFC 5234 §4): `/` alternatives, concatenation by
//! space, `*`, `n*m` and `n` repetition, `( )` groups, `[ ]` options,
//! quoted strings (either case), `%x`/`%d`/`%b` values, ranges and
//! concatenations (`%x41.42`), and `<prose-val>`; and RFC 7405's
//! case-sensitive `%s"..."` and explicitly case-insensitive `%i"..."`,
//! which RFC 9110 §2.1 adopts.
//!
//! Two readings beyond RFC 5234: `0<pchar>` (RFC 3986's `path-empty`,
//! zero repetitions of a prose value) is the empty string, and RFC 2373's
//! `|` is read as `/` with a note, as that appendix uses it.

use super::expr::{alternatives, sequence, Cursor, Expr, ExprError};

/// The note given when a definition writes `|` for `/`.
pub const BAR_NOTE: &str = "`|` read as ABNF's `/` (RFC 2373 writes it so)";

/// Reads one definition (the text after `=` or `=/`, comments removed),
/// with the notes its reading needs.
///
/// # Errors
/// [`ExprError`] at the first byte that is not ABNF, or for groups nested
/// too deep.
///
/// ```
/// use rfc1630::study::import::{abnf, Expr};
/// let (expr, notes) = abnf::parse("%x41-5A / \"b\"").unwrap();
/// assert_eq!(expr, Expr::Alt(vec![
///     Expr::Range { from: 0x41, to: 0x5A },
///     Expr::Literal { text: "b".into(), case_insensitive: true },
/// ]));
/// assert!(notes.is_empty());
/// assert!(abnf::parse("a / ").is_err());
/// ```
pub fn parse(text: &str) -> Result<(Expr, Vec<String>), ExprError> {
    let mut reader = Reader { cursor: Cursor::new(text), bar: false };
    let expr = reader.alternation()?;
    reader.cursor.finish()?;
    let notes = if reader.bar { vec![BAR_NOTE.to_string()] } else { Vec::new() };
    Ok((expr, notes))
}

struct Reader<'a> {
    cursor: Cursor<'a>,
    bar: bool,
}

impl Reader<'_> {
    fn alternation(&mut self) -> Result<Expr, ExprError> {
        let mut alternatives_read = vec![self.concatenation()?];
        loop {
            self.cursor.skip_space();
            match self.cursor.peek() {
                Some(b'/') => {}
                Some(b'|') => self.bar = true,
                _ => return Ok(alternatives(alternatives_read)),
            }
            self.cursor.pos += 1;
            alternatives_read.push(self.concatenation()?);
        }
    }

    fn concatenation(&mut self) -> Result<Expr, ExprError> {
        let mut items = Vec::new();
        loop {
            self.cursor.skip_space();
            match self.cursor.peek() {
                None | Some(b'/' | b'|' | b')' | b']') => break,
                Some(_) => items.push(self.repetition()?),
            }
        }
        if items.is_empty() {
            return Err(self.cursor.error("expected an element"));
        }
        Ok(sequence(items))
    }

    fn repetition(&mut self) -> Result<Expr, ExprError> {
        let min = self.cursor.number()?;
        let (min, max) = if self.cursor.peek() == Some(b'*') {
            self.cursor.pos += 1;
            self.cursor.bounds(min)?
        } else if let Some(n) = min {
            (n, Some(n))
        } else {
            return self.element();
        };
        let element = self.element()?;
        if max == Some(0) && matches!(element, Expr::Prose(_)) {
            return Ok(Expr::Empty);
        }
        Ok(Expr::Repeat { min, max, element: Box::new(element) })
    }

    fn element(&mut self) -> Result<Expr, ExprError> {
        let c = &mut self.cursor;
        match c.peek() {
            Some(b) if b.is_ascii_alphabetic() => Ok(Expr::Rule(c.name(|b| b == b'-').to_string())),
            Some(open @ (b'(' | b'[')) => {
                c.enter()?;
                c.pos += 1;
                let inner = self.alternation()?;
                self.cursor.leave(open)?;
                Ok(if open == b'(' { inner } else { Expr::Optional(Box::new(inner)) })
            }
            Some(b'"') => Ok(Expr::Literal { text: c.quoted()?.to_string(), case_insensitive: true }),
            Some(b'<') => {
                c.pos += 1;
                let text = c.until(b'>').ok_or_else(|| c.error("a prose value without its closing `>`"))?;
                Ok(Expr::Prose(text.to_string()))
            }
            Some(b'%') => {
                c.pos += 1;
                // RFC 7405 §2.2: `%s"..."` matches as written, `%i"..."`
                // either case (as a bare quoted string does). The flag is
                // a quoted string of ABNF itself, so `%S` and `%I` too.
                match c.peek().map(|b| b.to_ascii_lowercase()) {
                    Some(flag @ (b's' | b'i')) if c.text.as_bytes().get(c.pos + 1) == Some(&b'"') => {
                        c.pos += 1;
                        Ok(Expr::Literal { text: c.quoted()?.to_string(), case_insensitive: flag == b'i' })
                    }
                    _ => numeric(c),
                }
            }
            Some(b) => Err(c.error(format!("unexpected `{}`", b as char))),
            None => Err(c.error("expected an element")),
        }
    }
}

/// `%x41`, `%x41-5A`, `%x41.42.43` after the `%`.
fn numeric(c: &mut Cursor<'_>) -> Result<Expr, ExprError> {
    let radix = match c.peek().map(|b| b.to_ascii_lowercase()) {
        Some(b'x') => 16,
        Some(b'd') => 10,
        Some(b'b') => 2,
        _ => return Err(c.error("expected `x`, `d` or `b` after `%`")),
    };
    c.pos += 1;
    let first = value(c, radix)?;
    match c.peek() {
        Some(b'-') => {
            c.pos += 1;
            let last = value(c, radix)?;
            if last < first {
                return Err(c.error("a range whose end is below its start"));
            }
            Ok(Expr::Range { from: first, to: last })
        }
        Some(b'.') => {
            let mut text = String::new();
            text.push(code_point(c, first)?);
            while c.peek() == Some(b'.') {
                c.pos += 1;
                let next = value(c, radix)?;
                text.push(code_point(c, next)?);
            }
            Ok(Expr::Literal { text, case_insensitive: false })
        }
        _ => Ok(Expr::Range { from: first, to: first }),
    }
}

fn value(c: &mut Cursor<'_>, radix: u32) -> Result<u32, ExprError> {
    let start = c.pos;
    while c.peek().is_some_and(|b| (b as char).is_digit(radix)) {
        c.pos += 1;
    }
    if start == c.pos {
        return Err(c.error("expected a number"));
    }
    match u32::from_str_radix(&c.text[start..c.pos], radix) {
        Ok(v) if v <= 0x10FFFF => Ok(v),
        _ => Err(ExprError { offset: start, message: "a value beyond U+10FFFF".to_string() }),
    }
}

fn code_point(c: &Cursor<'_>, value: u32) -> Result<char, ExprError> {
    char::from_u32(value).ok_or_else(|| c.error(format!("{value:#x} is no character (a surrogate)")))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rule(name: &str) -> Expr {
        Expr::Rule(name.to_string())
    }

    #[test]
    fn repetitions_read_as_printed() {
        let rep = |min, max, e| Expr::Repeat { min, max, element: Box::new(e) };
        assert_eq!(parse("*DIGIT").unwrap().0, rep(0, None, rule("DIGIT")));
        assert_eq!(parse("1*4HEXDIG").unwrap().0, rep(1, Some(4), rule("HEXDIG")));
        assert_eq!(parse("2DIGIT").unwrap().0, rep(2, Some(2), rule("DIGIT")));
        assert_eq!(parse("*1( h16 \":\" )").unwrap().0.names(), ["h16"]);
        assert_eq!(parse("0<pchar>").unwrap().0, Expr::Empty);
        assert_eq!(parse("<a prose rule>").unwrap().0, Expr::Prose("a prose rule".into()));
    }

    #[test]
    fn values_ranges_and_concatenations() {
        assert_eq!(parse("%d13.10").unwrap().0, Expr::Literal { text: "\r\n".into(), case_insensitive: false });
        assert_eq!(parse("%b1000001").unwrap().0, Expr::Range { from: 65, to: 65 });
        assert_eq!(parse("%x10000-1FFFD").unwrap().0, Expr::Range { from: 0x10000, to: 0x1FFFD });
    }

    /// RFC 7405 §2.2 (rfc7405.txt, `case-sensitive-string = "%s" quoted-string`).
    #[test]
    fn rfc_7405_strings_say_their_case() {
        let literal = |text: &str, case_insensitive| Expr::Literal { text: text.into(), case_insensitive };
        assert_eq!(parse("%s\"aB\"").unwrap().0, literal("aB", false));
        assert_eq!(parse("%S\"aB\"").unwrap().0, literal("aB", false));
        assert_eq!(parse("%i\"aB\"").unwrap().0, literal("aB", true));
        assert_eq!(
            parse("%s\"a\" / %x41").unwrap().0,
            Expr::Alt(vec![literal("a", false), Expr::Range { from: 0x41, to: 0x41 }])
        );
        assert_eq!(parse("%s").map_err(|e| e.offset), Err(1));
        assert_eq!(parse("%s\"ab").map_err(|e| e.offset), Err(3));
    }

    #[test]
    fn a_bar_is_an_alternative_with_a_note() {
        let (expr, notes) = parse("a | b").unwrap();
        assert_eq!(expr, Expr::Alt(vec![rule("a"), rule("b")]));
        assert_eq!(notes, [BAR_NOTE]);
    }

    #[test]
    fn malformed_definitions_are_errors_with_their_offset() {
        for (text, offset) in [
            ("", 0),
            ("a /", 3),
            ("( a", 3),
            ("[ a )", 4),
            ("\"abc", 1),
            ("<abc", 1),
            ("%q41", 1),
            ("%x", 2),
            ("%x5A-41", 7),
            ("%x110000", 2),
            ("%xD800.41", 6),
            ("3*2a", 2),
            ("99999999999a", 0),
            ("a ) b", 2),
            ("= b", 0),
        ] {
            assert_eq!(parse(text).map_err(|e| e.offset), Err(offset), "{text:?}");
        }
        let deep = format!("{}a{}", "(".repeat(100), ")".repeat(100));
        assert!(parse(&deep).unwrap_err().message.contains("nested"));
    }
}
