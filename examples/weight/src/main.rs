//! Checks each argument under RFC 3986 and prints its host, or the error:
//! the calls a user of the RFC 3986 configuration makes.

use rfc1630::{check, parse_with, Grammar};

fn main() {
    for input in std::env::args().skip(1) {
        match check(Grammar::Rfc3986, &input) {
            Ok(verdict) => {
                let host = parse_with(Grammar::Rfc3986, &input).ok().and_then(|uri| uri.host().map(|h| h.to_string()));
                println!("{input}\t{verdict}\t{}", host.unwrap_or_default());
            }
            Err(error) => println!("{input}\t{error}"),
        }
    }
}

/// What the RFC 3986 configuration answers for a document it leaves out,
/// run with `cargo test --manifest-path examples/weight/Cargo.toml`: the
/// crate's own tests build every document (its dev-dependency on itself
/// turns `generate` on), so only a crate with one document can see this.
#[cfg(test)]
mod tests {
    use rfc1630::grammar::DocumentNotBuilt;
    use rfc1630::{check, compare, normalize, parse, parse_with, resolve, Grammar, ParseError};

    const RFC1738: DocumentNotBuilt = DocumentNotBuilt { grammar: Grammar::Rfc1738, feature: "rfc1738" };

    #[test]
    fn rfc3986_is_built() {
        assert_eq!(Grammar::Rfc3986.built(), Ok(Grammar::Rfc3986));
        let uri = parse_with(Grammar::Rfc3986, "http://[::1]:80/a").unwrap();
        assert_eq!(uri.host().unwrap().to_string(), "[::1]");
        assert_eq!(check(Grammar::Rfc3986, "http://a b/").unwrap_err().offset(), 8);
        assert_eq!(resolve(Grammar::Rfc3986, "http://a/b/c/d;p?q", "../g").unwrap().target, "http://a/b/g");
    }

    #[test]
    fn a_document_left_out_names_its_feature() {
        assert_eq!(Grammar::Rfc1738.built(), Err(RFC1738));
        assert_eq!(check(Grammar::Rfc1738, "ftp://h/pub"), Err(ParseError::DocumentNotBuilt(RFC1738)));
        assert_eq!(parse_with(Grammar::Rfc1738, "ftp://h/pub").unwrap_err(), ParseError::DocumentNotBuilt(RFC1738));
        let message = check(Grammar::Rfc1738, "ftp://h/pub").unwrap_err().to_string();
        assert_eq!(message, "rfc1738: RFC 1738 is not in this build of rfc1630; turn on its cargo feature `rfc1738`");
        // The default grammar is RFC 1630's, a historic document.
        let error = parse("http://h/").unwrap_err();
        assert_eq!(
            error,
            ParseError::DocumentNotBuilt(DocumentNotBuilt { grammar: Grammar::Rfc1630, feature: "rfc1630" })
        );
        // A listing or a layer names its document's feature.
        let url7_prose = check(Grammar::Url7Prose, "http://h/").unwrap_err();
        assert_eq!(
            url7_prose,
            ParseError::DocumentNotBuilt(DocumentNotBuilt { grammar: Grammar::Url7Prose, feature: "url7" })
        );
        // RFC 3987 builds on RFC 3986, not the other way round.
        assert!(check(Grammar::Rfc3987, "http://h/").is_err());
    }

    #[test]
    fn the_operations_of_a_document_left_out_name_its_feature() {
        let base = "http://a/b/c/d;p?q";
        assert!(
            matches!(resolve(Grammar::Rfc1738, base, "g"), Err(rfc1630::revisions::resolution::RevisionError::DocumentNotBuilt(e)) if e == RFC1738)
        );
        assert!(
            matches!(compare(Grammar::Rfc1738, "a:b", "a:b"), Err(rfc1630::revisions::equivalence::rfc1630::CompareError::DocumentNotBuilt(e)) if e == RFC1738)
        );
        assert!(
            matches!(normalize(Grammar::Rfc1738, "a:b"), Err(rfc1630::revisions::NormalizeError::DocumentNotBuilt(e)) if e == RFC1738)
        );
        // The registry still knows the document, and that it is not built.
        let document = rfc1630::documents::of(Grammar::Rfc1738);
        assert_eq!((document.name, document.operations.is_none()), ("RFC 1738", true));
        let error =
            rfc1630::revisions::operations_of(Grammar::Rfc1738, rfc1630::grammar::Operation::Resolution).unwrap_err();
        assert_eq!(error.to_string(), RFC1738.to_string());
    }

    /// The productions in progress at an error, derived without `pest_vm`
    /// (the study tools' alone).
    #[test]
    fn a_rejection_has_its_stack() {
        let error = check(Grammar::Rfc3986, "http://a/b?c#d#").unwrap_err();
        let stack = &error.stacks()[0];
        let frames: Vec<(&str, usize)> = stack.frames.iter().map(|f| (f.rule, f.start)).collect();
        // Innermost first: the fragment's last character, then the URI it ends.
        let expected =
            [("ALPHA", 13), ("unreserved", 13), ("pchar", 13), ("fragment", 13), ("URI", 0), ("URI_reference", 0)];
        assert_eq!((error.offset(), frames.as_slice()), (14, expected.as_slice()));
    }

    /// The findings built are those about a grammar of RFC 3986's: its own
    /// two (F37, F43) and RFC 2396's two that are also about RFC 3986 (F38,
    /// `http:g`; F50); none of the 1993 drafts' or RFC 1738's is.
    #[test]
    fn only_the_findings_about_rfc3986_are_built() {
        let ids: Vec<&str> = rfc1630::grammar::findings::ALL.iter().map(|f| f.id).collect();
        assert_eq!(ids, ["F37", "F38", "F43", "F50"]);
        assert!(rfc1630::grammar::findings::ALL.iter().all(|f| f.grammars.contains(&Grammar::Rfc3986)));
    }

    /// The overrides built are RFC 3986's six, each on its listing.
    #[test]
    fn only_the_overrides_of_rfc3986_are_built() {
        let overrides = rfc1630::grammar::overrides::OVERRIDES;
        assert_eq!(overrides.len(), 6);
        assert!(overrides.iter().all(|o| o.listings == [rfc1630::grammar::Listing::Rfc3986]));
    }
}
