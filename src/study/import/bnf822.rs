//! The RFC 822-style BNF of RFC 1738, 1808 and 2396 (RFC 822 §2, with
//! RFC 1738 §5's `|` for alternatives): `*`, `1*`, `<n>*<m>` repetition,
//! `#` lists, `[ ]` options, `( )` groups, quoted strings (exact case),
//! `<">` for the double quote.
//!
//! Readings the documents need, each chosen as the hand-made grammars chose:
//! * `n*[ x ]` repeats `x` (RFC 1738 l.928: "brackets [] are used around
//!   optional or repeated elements"), so `1*[ x ]` is one or more `x`;
//! * `n#m x` is RFC 822 §2.7's list, `x` separated by `,` (without the
//!   linear white space RFC 822 allows around it, which a URI has none of);
//! * an unquoted `/` (RFC 1738 l.1001) is the literal `"/"`, with a note.
//!
//! A list writes its element twice, so lists of lists double at each
//! level: a definition whose lists would grow past a fixed multiple of
//! its text is refused, so that no text writes a grammar out of proportion
//! to it (the documents' lists hold one rule name).

use super::expr::{alternatives, sequence, Cursor, Expr, ExprError};

/// The note given for an unquoted `/`.
pub const SLASH_NOTE: &str = "an unquoted `/` read as the literal `\"/\"`";

/// The note given for a `#` list: RFC 822 reads its grammar over tokens,
/// with linear white space allowed between them, which a URI has none of.
pub const LIST_NOTE: &str = "`#` read as RFC 822 §2.7's list, elements separated by `,`, without the linear \
                             white space RFC 822 allows between its tokens";

/// Reads one definition (the text after `=`, comments removed), with the
/// notes its reading needs.
///
/// # Errors
/// [`ExprError`] at the first byte that is not this BNF, or for groups
/// nested too deep.
///
/// ```
/// use rfc1630::study::import::{bnf822, Expr};
/// let (expr, _) = bnf822::parse("1*[ lowalpha | \"+\" ]").unwrap();
/// assert_eq!(expr, Expr::Repeat { min: 1, max: None, element: Box::new(Expr::Alt(vec![
///     Expr::Rule("lowalpha".into()),
///     Expr::Literal { text: "+".into(), case_insensitive: false },
/// ])) });
/// assert!(bnf822::parse("a |").is_err());
/// ```
pub fn parse(text: &str) -> Result<(Expr, Vec<String>), ExprError> {
    let mut reader = Reader { cursor: Cursor::new(text), slash: false, list: false };
    let expr = reader.alternation()?;
    reader.cursor.finish()?;
    let notes = [(reader.slash, SLASH_NOTE), (reader.list, LIST_NOTE)]
        .into_iter()
        .filter(|&(read, _)| read)
        .map(|(_, note)| note.to_string())
        .collect();
    Ok((expr, notes))
}

struct Reader<'a> {
    cursor: Cursor<'a>,
    slash: bool,
    list: bool,
}

impl Reader<'_> {
    fn alternation(&mut self) -> Result<Expr, ExprError> {
        let mut read = vec![self.sequence()?];
        loop {
            self.cursor.skip_space();
            if self.cursor.peek() != Some(b'|') {
                return Ok(alternatives(read));
            }
            self.cursor.pos += 1;
            read.push(self.sequence()?);
        }
    }

    fn sequence(&mut self) -> Result<Expr, ExprError> {
        let mut items = Vec::new();
        loop {
            self.cursor.skip_space();
            match self.cursor.peek() {
                None | Some(b'|' | b')' | b']') => break,
                Some(_) => items.push(self.item()?),
            }
        }
        if items.is_empty() {
            return Err(self.cursor.error("expected an element"));
        }
        Ok(sequence(items))
    }

    fn item(&mut self) -> Result<Expr, ExprError> {
        let min = self.cursor.number()?;
        match self.cursor.peek() {
            Some(b'*') => {
                self.cursor.pos += 1;
                let (min, max) = self.cursor.bounds(min)?;
                let element = match self.element()? {
                    Expr::Optional(inner) => *inner,
                    other => other,
                };
                Ok(Expr::Repeat { min, max, element: Box::new(element) })
            }
            Some(b'#') => {
                self.cursor.pos += 1;
                self.list = true;
                let (min, max) = self.cursor.bounds(min)?;
                let element = self.element()?;
                let expanded = list(min, max, element);
                let limit = expansion_limit(self.cursor.text);
                if expanded.weight() > limit {
                    return Err(self.cursor.error(format!("lists nested so deep they expand past {limit} elements")));
                }
                Ok(expanded)
            }
            _ if min.is_some() => Err(self.cursor.error("expected `*` or `#` after a count")),
            _ => self.element(),
        }
    }

    fn element(&mut self) -> Result<Expr, ExprError> {
        let c = &mut self.cursor;
        match c.peek() {
            Some(b) if b.is_ascii_alphabetic() => {
                Ok(Expr::Rule(c.name(|b| matches!(b, b'-' | b'_' | b'+')).to_string()))
            }
            Some(open @ (b'(' | b'[')) => {
                c.enter()?;
                c.pos += 1;
                let inner = self.alternation()?;
                self.cursor.leave(open)?;
                Ok(if open == b'(' { inner } else { Expr::Optional(Box::new(inner)) })
            }
            Some(b'"') => Ok(Expr::Literal { text: c.quoted()?.to_string(), case_insensitive: false }),
            Some(b'<') if c.text[c.pos..].starts_with("<\">") => {
                c.pos += 3;
                Ok(Expr::Literal { text: "\"".to_string(), case_insensitive: false })
            }
            Some(b'<') => {
                c.pos += 1;
                let text = c.until(b'>').ok_or_else(|| c.error("a prose value without its closing `>`"))?;
                Ok(Expr::Prose(text.to_string()))
            }
            Some(b'/') => {
                c.pos += 1;
                self.slash = true;
                Ok(Expr::Literal { text: "/".to_string(), case_insensitive: false })
            }
            Some(b) => Err(c.error(format!("unexpected `{}`", b as char))),
            None => Err(c.error("expected an element")),
        }
    }
}

/// The most a definition of `text` may expand to through its lists, in
/// [`Expr::weight`]: sixteen times its length, and at least 1024.
fn expansion_limit(text: &str) -> usize {
    1024 + 16 * text.len()
}

/// RFC 822 §2.7's `n#m element`: `element *( "," element )`, at least `n`
/// and at most `m` elements.
fn list(min: u32, max: Option<u32>, element: Expr) -> Expr {
    let comma = Expr::Literal { text: ",".to_string(), case_insensitive: false };
    let rest = Expr::Repeat {
        min: min.saturating_sub(1),
        max: max.map(|m| m.saturating_sub(1)),
        element: Box::new(Expr::Seq(vec![comma, element.clone()])),
    };
    let some = Expr::Seq(vec![element, rest]);
    if min == 0 {
        Expr::Optional(Box::new(some))
    } else {
        some
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lit(text: &str) -> Expr {
        Expr::Literal { text: text.to_string(), case_insensitive: false }
    }

    #[test]
    fn quoted_characters_and_names_read_as_rfc_1738_prints_them() {
        assert_eq!(parse("<\">").unwrap().0, lit("\""));
        assert_eq!(parse("\"\\\"").unwrap().0, lit("\\"));
        assert_eq!(parse("*xchar").unwrap().0.names(), ["xchar"]);
        assert_eq!(parse("gopher+_string").unwrap().0, Expr::Rule("gopher+_string".into()));
        let (expr, notes) = parse("\"a\" [ / b ]").unwrap();
        assert_eq!(
            expr,
            Expr::Seq(vec![lit("a"), Expr::Optional(Box::new(Expr::Seq(vec![lit("/"), Expr::Rule("b".into())])))])
        );
        assert_eq!(notes, [SLASH_NOTE]);
    }

    #[test]
    fn lists_are_comma_separated() {
        let one_or_more = parse("1#a").unwrap().0;
        let a = Expr::Rule("a".into());
        let rest = Expr::Repeat { min: 0, max: None, element: Box::new(Expr::Seq(vec![lit(","), a.clone()])) };
        assert_eq!(one_or_more, Expr::Seq(vec![a, rest]));
        assert!(matches!(parse("#a").unwrap().0, Expr::Optional(_)));
        assert_eq!(parse("#a").unwrap().1, [LIST_NOTE]);
    }

    #[test]
    fn malformed_definitions_are_errors_with_their_offset() {
        for (text, offset) in
            [("", 0), ("a |", 3), ("[ a", 3), ("( a ]", 4), ("\"a", 1), ("3a", 1), ("2*1a", 2), ("a %", 2)]
        {
            assert_eq!(parse(text).map_err(|e| e.offset), Err(offset), "{text:?}");
        }
        let deep = format!("{}a{}", "[".repeat(100), "]".repeat(100));
        assert!(parse(&deep).unwrap_err().message.contains("nested"));
    }
}
