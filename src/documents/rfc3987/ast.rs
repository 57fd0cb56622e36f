//! RFC 3987's AST: RFC 3986's generic one spelled as RFC 3987 spells it.
//! Its components (§2.2, p.7-9) are RFC 3986's with characters beyond
//! ASCII (`ucschar`, and `iprivate` in the query), under names with an
//! `i`: an `IRI` or an `irelative-ref`, with its `iauthority`
//! (`iuserinfo`, `ihost`, `port`), one of the five `ipath` forms, `iquery`
//! and `ifragment`. The types are RFC 3986's
//! ([`rfc3986::Reference`](crate::documents::rfc3986::Reference) and its
//! parts), with [`IriSpelling`] naming the production and the components.

use crate::ast::build::pairs::{Built, Pair};
use crate::ast::Text;
use crate::documents::rfc3986::ast::{parse_reference, Rules, SpelledRules, Spelling};
use crate::grammar::listings::GrammarRule;
use crate::grammar::rule_name::RuleName;

/// The document's AST, as [`crate::ast::Address`] holds it.
pub(crate) type Address<'a> = Reference<'a>;

/// `IRI-reference = IRI / irelative-ref` (RFC 3987 p.7, rfc3987.txt l.383):
/// RFC 3986's reference with RFC 3987's names.
///
/// ```
/// use rfc1630::{parse_with, ast::Address, Grammar};
/// let uri = parse_with(Grammar::Rfc3987, "http://ü@[::1]:80/é?q#f").unwrap();
/// let Address::Rfc3987(r) = &uri.address else { panic!() };
/// assert_eq!(r.production(), "IRI");
/// assert_eq!(r.authority.as_ref().unwrap().userinfo.as_ref().unwrap().as_str(), "ü");
/// assert_eq!(r.to_string(), "http://ü@[::1]:80/é?q#f");
/// ```
pub type Reference<'a> = crate::documents::rfc3986::ast::Reference<'a, IriSpelling>;

/// RFC 3987's spelling: an `i` before the productions and components that
/// hold characters beyond ASCII (`IRI`, `irelative-ref`, `iauthority`,
/// `iuserinfo`, `ihost`, `ireg_name`, `ipath` and its forms, `iquery`,
/// `ifragment`); `scheme`, `port` and the IP literals keep RFC 3986's names.
///
/// ```
/// use rfc1630::documents::{rfc3986::Spelling, rfc3987::IriSpelling};
/// assert_eq!(IriSpelling::spell("URI"), "IRI");
/// assert_eq!(IriSpelling::spell("path_noscheme"), "ipath_noscheme");
/// assert_eq!(IriSpelling::spell("IPv6address"), "IPv6address");
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct IriSpelling;

impl Spelling for IriSpelling {
    fn spell(name: &'static str) -> &'static str {
        match name {
            "URI" => "IRI",
            "relative-ref" => "irelative-ref",
            "authority" => "iauthority",
            "userinfo" => "iuserinfo",
            "host" => "ihost",
            "reg_name" => "ireg_name",
            "path" => "ipath",
            "path_abempty" => "ipath_abempty",
            "path_absolute" => "ipath_absolute",
            "path_noscheme" => "ipath_noscheme",
            "path_rootless" => "ipath_rootless",
            "path_empty" => "ipath_empty",
            "query" => "iquery",
            "fragment" => "ifragment",
            name => name,
        }
    }
}

impl SpelledRules for IriSpelling {
    const RULES: Rules = Rules {
        hier_part: RuleName::ihier_part,
        relative_part: RuleName::irelative_part,
        authority: RuleName::iauthority,
        userinfo: RuleName::iuserinfo,
        host: RuleName::ihost,
        reg_name: RuleName::ireg_name,
        paths: [
            RuleName::ipath_abempty,
            RuleName::ipath_absolute,
            RuleName::ipath_noscheme,
            RuleName::ipath_rootless,
            RuleName::ipath_empty,
        ],
        query: RuleName::iquery,
        fragment: RuleName::ifragment,
    };
}

/// RFC 3987's `IRI-reference`, the production the entry of its listing
/// derives: an `IRI` or an `irelative-ref`, whose `ifragment` it holds.
pub(crate) fn parse_production<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<(Reference<'i>, Option<Text<'i>>)> {
    Ok((parse_reference(pair)?, None))
}
