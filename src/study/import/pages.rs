//! The pages of an RFC's text: which lines are page furniture (the footer
//! with `[Page N]`, the form feed, the running header after it, and the
//! blank lines that pad them) and which page each line is on, so that a
//! rule continues across a page break and is cited with its page.

/// What a line of page furniture is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Furniture {
    /// The footer ending in `[Page N]`.
    Footer,
    /// A form feed.
    FormFeed,
    /// The running header at the top of a page (`RFC 3987  ...  January 2005`).
    Header,
    /// A blank line that pads a footer or a header.
    Padding,
}

/// One line of the document, numbered from 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageLine<'a> {
    /// The line number in the file, from 1.
    pub number: usize,
    /// The text, without its line break.
    pub text: &'a str,
    /// The page it is printed on (`None` in a document with no page footers).
    pub page: Option<u32>,
    /// `Some` for page furniture.
    pub furniture: Option<Furniture>,
}

/// The lines of `text`, each with its page and whether it is furniture.
///
/// A line's page is the number of the next footer (`[Page N]` ends the page
/// it is on); after the last footer, the page after it.
///
/// ```
/// use rfc1630::study::import::pages::{lines, Furniture};
/// let text = "a = b\n\nX  [Page 7]\n\u{c}\nRFC 1  Title  2005\n\n   / c\n";
/// let l = lines(text);
/// assert_eq!((l[0].page, l[0].furniture), (Some(7), None));
/// assert_eq!(l[2].furniture, Some(Furniture::Footer));
/// assert_eq!(l[4].furniture, Some(Furniture::Header));
/// assert_eq!((l[6].page, l[6].furniture), (Some(8), None));
/// ```
pub fn lines(text: &str) -> Vec<PageLine<'_>> {
    let mut out: Vec<PageLine<'_>> = text
        .lines()
        .enumerate()
        .map(|(i, text)| PageLine { number: i + 1, text, page: None, furniture: None })
        .collect();
    let mut after_footer = false;
    for i in 0..out.len() {
        let text = out[i].text;
        if footer_page(text).is_some() {
            out[i].furniture = Some(Furniture::Footer);
            pad_backwards(&mut out, i);
            after_footer = true;
        } else if text.contains('\u{c}') && text.trim_matches(|c: char| c.is_whitespace()).is_empty() {
            out[i].furniture = Some(Furniture::FormFeed);
        } else if text.trim().is_empty() {
            if after_footer {
                out[i].furniture = Some(Furniture::Padding);
            }
        } else if after_footer {
            out[i].furniture = Some(Furniture::Header);
            after_footer = false;
            pad_forwards(&mut out, i + 1);
        }
    }
    let mut page = None;
    for line in out.iter_mut().rev() {
        if let Some(n) = footer_page(line.text) {
            page = Some(n);
        }
        line.page = page;
    }
    let mut last = None;
    for line in &mut out {
        match (line.page, last) {
            (Some(_), _) => last = line.page,
            (None, Some(n)) => line.page = Some(n + 1),
            (None, None) => {}
        }
        if footer_page(line.text).is_some() {
            last = footer_page(line.text);
        }
    }
    out
}

/// `N` of a footer line ending in `[Page N]`.
fn footer_page(text: &str) -> Option<u32> {
    let rest = text.trim_end().strip_suffix(']')?;
    let at = rest.rfind("[Page ")?;
    rest[at + "[Page ".len()..].parse().ok()
}

fn pad_backwards(lines: &mut [PageLine<'_>], footer: usize) {
    for line in lines[..footer].iter_mut().rev() {
        if !line.text.trim().is_empty() || line.furniture.is_some() {
            break;
        }
        line.furniture = Some(Furniture::Padding);
    }
}

fn pad_forwards(lines: &mut [PageLine<'_>], from: usize) {
    for line in lines[from..].iter_mut() {
        if !line.text.trim().is_empty() {
            break;
        }
        line.furniture = Some(Furniture::Padding);
    }
}
