//! Resolving partial (relative) forms against the URI of their context.
//!
//! RFC 1630 "Partial (relative) form" (p.9-11, `003` l.448-550) and the
//! "Partial form" sections of the drafts url4 (`001` l.184-202) and url7
//! (p.10-11, `004` listing l.538-594) give the rules as operations on
//! strings; none of the listings has a production for a partial form. So
//! the partial is handled here as a string, exactly as the rules do: it is
//! never parsed, and the result is not checked against any listing (the
//! printed examples themselves, such as `magic://a/b/c//d/e/f`, are
//! rejected by both RFC 1630 listings, finding F1 in `grammar/ERRATA.md`).
//!
//! # RFC 1630 (grammars `rfc1630`, `rfc1630-url`, `rfc1630-generic`)
//!
//! In the order the text gives them (p.10, `003` l.478-502):
//!
//! 1. **Absolute or partial.** "A partial form can be distinguished from an
//!    absolute form in that the latter must have a colon and that colon must
//!    occur before any slash characters." An absolute form is returned as it
//!    stands ("If the scheme parts are different, the whole absolute URI must
//!    be given"), see [`is_absolute`].
//! 2. **The slash rule.** "If the partial URI starts with a non-zero number
//!    of consecutive slashes, then everything from the context URI up to (but
//!    not including) the first occurrence of exactly the same number of
//!    consecutive slashes which has no greater number of consecutive slashes
//!    anywhere to the right of it is taken to be the same and so prepended to
//!    the partial URL to form the full URL." Two readings, see below.
//! 3. **Otherwise, the last segment.** "The last part of the path of the
//!    context URI (anything following the rightmost slash) is removed, and
//!    the given partial URI appended in its place, and then:"
//! 4. **Dot segments.** "Within the result, all occurrences of "xxx/../" or
//!    "/." are recursively removed, where xxx, ".." and "." are complete path
//!    elements."
//!
//! The "Note: Trailing slashes" (p.11) needs no code of its own: a context
//! path ending in `/` has a void last segment, and step 3 removes only that.
//!
//! ## The two readings of the slash rule
//!
//! The table of examples (p.11) in the context `magic://a/b/c//d/e/f` (and,
//! "exactly the same", in `magic://a/b/c//d/e/`):
//!
//! | partial | printed | [`SlashReading::Examples`] (default) | [`SlashReading::Literal`] |
//! |---|---|---|---|
//! | `g` | `magic://a/b/c//d/e/g` | `magic://a/b/c//d/e/g` | `magic://a/b/c//d/e/g` |
//! | `/g` | `magic://a/g` | `magic://a/g` | **`magic://a/b/c//d/g`** |
//! | `//g` | `magic://g` | `magic://g` | `magic://g` |
//! | `../g` | `magic://a/b/c//d/g` | `magic://a/b/c//d/g` | `magic://a/b/c//d/g` |
//! | `g:h` | `g:h` | `g:h` | `g:h` |
//!
//! * **Examples** (the default) takes the *first* run of exactly as many
//!   slashes as the partial starts with, and drops the clause "which has no
//!   greater number of consecutive slashes anywhere to the right of it".
//!   It is the only reading found that reproduces every printed example: the
//!   single slashes after `a` and `b` both have the `//` after `c` to their
//!   right, so with the clause kept `/g` could never attach after `a`.
//! * **Literal** keeps the clause: the first run of exactly N slashes with no
//!   longer run anywhere to its right. `/g` then attaches after `d`, the
//!   first single slash with no `//` to its right: `magic://a/b/c//d/g`.
//!   This is Berners-Lee's own reading: in 1997 he wrote that the RFC "has
//!   an error in the examples" (uri list, 1997-01-27), and his column "Tim"
//!   of R. Fielding's 1998 test pages (`../shared/corpora/resolution-rfc1630.tsv`)
//!   follows it: `fred:///s//a/b/c` with `/g` gives `fred:///s//a/g`.
//!
//! Both readings agree on every row of that column (30 rows), which never
//! puts a longer run to the right of the run a partial attaches to.
//!
//! ## Choices where the text is silent
//!
//! * The context's `# fragmentid` and `? search` are dropped first: the
//!   fragment is not part of the URI (`fragmentaddress  uri [ # fragmentid ]`,
//!   p.22), and the rules speak of "the path of the context URI" (`uri
//!   scheme : path [ ? search ]`, p.22). Slashes in a search are not
//!   hierarchical.
//! * When the context has no run of exactly N slashes (`///g` in
//!   `magic://a/b`), the prefix is the scheme and its colon alone: the rule
//!   says the scheme is the part that is always the same.
//! * Dot segments are removed only in step 4, after step 3, as the text
//!   orders them ("Otherwise: ... and then: Within the result ..."): a
//!   partial that starts with a slash keeps its dots (`/./g` gives
//!   `http://a/./g`, as RFC 1808 and RFC 2396 also have it). They are
//!   removed only in the path of the result, not in the partial's search or
//!   fragment ("complete path elements").
//! * "Complete path element" is read as in Berners-Lee's column: an `xxx`
//!   that follows a run of two or more slashes heads a level of the
//!   hierarchy (as the host does after `//`) and is not removed by `..`, so
//!   `fred:///s//a/b/c` with `../../g` gives `fred:///s//a/../g`. An `xxx`
//!   that is `..` is never removed, nor an empty one. `xxx/../` needs its
//!   final slash: a trailing `..` stays (`http://a/b/c/..`), while a trailing
//!   `/.` goes (`http://a/b/c/.` becomes `http://a/b/c`).
//! * The whole string after the scheme's colon is the path (the generic
//!   syntax has no host), so step 3 in a context with no slash after its
//!   host replaces the host: `http://a` with `g` gives `http://g`.
//!
//! # The drafts (url4, url7)
//!
//! url7 p.10-11 (url4 has the same words): "If the scheme parts are
//! different, the whole absolute locator must be given. Otherwise, the scheme
//! is omitted, and: If the host and/or port parts are the different, the
//! host, port name and all the rest of the locator must be given. If the
//! access and host parts are the same, then the path may be given in
//! absolute (fully qualified) or relative form. Within the path: If a leading
//! slash is present, the path is absolute. Otherwise, a relative path is
//! interpreted as follows: The last part of the path of the context locator
//! (anything following the rightmost slash) is removed, and the given partial
//! URL appended in its place. Within the result, all occurrences of
//! "/xxx/.." or "/." are recursively removed, where xxx, ".." and "." are
//! complete path elements." See [`PartialFormRules::Drafts`].
//!
//! # url-03
//!
//! url-03 p.2: "Fragment identifiers and partial URLs are not involved in the
//! basic URL definition." Resolving under it is [`ResolveError::NoPartialForms`].

mod answer;
pub mod components;
pub mod finding_witnesses;
mod parse_first;
mod rejection;
mod revision;
mod rfc1630;
pub mod rfc1808;
pub mod rfc2396;
pub mod rfc3986;
mod segment_patterns;

pub use answer::{Resolution, RevisionError};
pub use rejection::{RejectedInput, Role};
pub use revision::{resolve_all, Revision, RevisionAnswer, UnknownRevision};
pub use rfc1630::{is_absolute, resolve, resolve_with, PartialFormRules, ResolveError, ResolveOptions, SlashReading};
