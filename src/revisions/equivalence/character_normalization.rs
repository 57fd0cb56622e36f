//! Whether a ladder that has character normalization (RFC 3987 §5.3.2.2)
//! applies it: an option of a comparison, as [`ResolveOptions`] is of a
//! resolution, read by the ladders that have the rung and by no other.
//!
//! [`ResolveOptions`]: crate::revisions::resolution::ResolveOptions

/// Whether RFC 3987's ladder applies character normalization (§5.3.2.2,
/// `rfc3987.txt` l.1374-1428), the one rung whose use the text itself
/// restricts. A ladder without the rung ([`Operations::has_character_normalization`]
/// says which have it) climbs as it does without NFC.
///
/// # The choice
///
/// "Equivalence of IRIs MUST rely on the assumption that IRIs are
/// appropriately pre-character-normalized rather than apply character
/// normalization when comparing two IRIs" (l.1384-1386). So by default
/// ([`CharacterNormalization::AssumeNormalized`]) the ladder has no
/// character normalization rung: `r\u{E9}sum\u{E9}` and
/// `re\u{301}sume\u{301}` (l.1396-1398), which Unicode defines as
/// canonically equivalent (l.1407-1409), are *different*; the answer's
/// reason says that they are equal under NFC and why the ladder does not
/// conclude it.
///
/// "The exceptions are conversion from a non-digital form, and conversion
/// from a non-UCS-based character encoding to a UCS-based character
/// encoding. In these cases, NFC or a normalizing transcoder using NFC MUST
/// be used" (l.1386-1390). A caller that compares IRIs so obtained asks for
/// [`CharacterNormalization::ApplyNfc`], which puts the rung
/// [`Rung::CharacterNormalization`](super::Rung::CharacterNormalization)
/// after percent-encoding normalization: it reads the characters that the
/// percent-encoded UTF-8 spells, so `e%CC%81`, `e\u{301}` and `%C3%A9` all
/// meet `\u{E9}`.
///
/// ```
/// use rfc1630::grammar::Operation;
/// use rfc1630::revisions::equivalence::{CharacterNormalization, Rung};
/// use rfc1630::revisions::operations_of;
/// let iris = operations_of(rfc1630::Grammar::Rfc3987, Operation::Comparison).unwrap();
/// let (nfc, nfd) = ("http://www.example.org/r\u{E9}sum\u{E9}.html", "http://www.example.org/re\u{301}sume\u{301}.html");
/// assert_eq!(iris.compare(CharacterNormalization::AssumeNormalized, nfc, nfd).unwrap().rung(), None);
/// assert_eq!(iris.compare(CharacterNormalization::ApplyNfc, nfc, nfd).unwrap().rung(), Some(Rung::CharacterNormalization));
/// assert_eq!(CharacterNormalization::default(), CharacterNormalization::AssumeNormalized);
/// ```
///
/// [`Operations::has_character_normalization`]: crate::revisions::Operations::has_character_normalization
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum CharacterNormalization {
    /// The IRIs are taken as already character-normalized (l.1384-1386):
    /// no NFC is applied.
    #[default]
    AssumeNormalized,
    /// NFC is applied, as after a conversion from a non-digital form or a
    /// non-UCS encoding (l.1386-1390).
    ApplyNfc,
}

impl CharacterNormalization {
    /// The option of the CLI's `--nfc` flag.
    ///
    /// ```
    /// use rfc1630::revisions::equivalence::CharacterNormalization;
    /// assert_eq!(CharacterNormalization::nfc(true), CharacterNormalization::ApplyNfc);
    /// assert_eq!(CharacterNormalization::nfc(false), CharacterNormalization::default());
    /// ```
    pub fn nfc(nfc: bool) -> CharacterNormalization {
        if nfc {
            CharacterNormalization::ApplyNfc
        } else {
            CharacterNormalization::AssumeNormalized
        }
    }
}
