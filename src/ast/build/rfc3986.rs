//! The AST builder for RFC 3986's listing (Appendix A, p.49-50): its
//! `URI-reference`, a `URI` or a `relative-ref`, taken apart into the
//! components its ABNF names.

use super::pairs::{text, unexpected, Built, Children, Pair};
use crate::ast::rfc3986;
use crate::grammar::listings::GrammarRule;
use crate::grammar::rule_name::RuleName;

/// RFC 3986's `URI` or `relative-ref` (p.49): `scheme ":" hier-part` or
/// `relative-part`, then `[ "?" query ] [ "#" fragment ]`.
pub(crate) fn parse_uri_reference<'i, R: GrammarRule>(reference: Pair<'i, R>) -> Built<rfc3986::Reference<'i>> {
    let mut children = Children::of(reference);
    let scheme = children.optional(RuleName::scheme).map(text);
    let part = match scheme {
        Some(_) => children.required(RuleName::hier_part)?,
        None => children.required(RuleName::relative_part)?,
    };
    let (authority, path) = parse_hier_part(part)?;
    let query = children.optional(RuleName::query).map(text);
    let fragment = children.optional(RuleName::fragment).map(text);
    Ok(rfc3986::Reference { scheme, authority, path, query, fragment })
}

/// `hier-part` or `relative-part` (p.49): `"//" authority path-abempty`, or one of the other path forms.
fn parse_hier_part<'i, R: GrammarRule>(
    part: Pair<'i, R>,
) -> Built<(Option<rfc3986::Authority<'i>>, rfc3986::Path<'i>)> {
    let mut children = Children::of(part);
    let authority = children.optional(RuleName::authority).map(parse_authority).transpose()?;
    let path = children.any()?;
    let path = match path.as_rule().named() {
        RuleName::path_abempty => rfc3986::Path::Abempty(text(path)),
        RuleName::path_absolute => rfc3986::Path::Absolute(text(path)),
        RuleName::path_noscheme => rfc3986::Path::Noscheme(text(path)),
        RuleName::path_rootless => rfc3986::Path::Rootless(text(path)),
        RuleName::path_empty => rfc3986::Path::Empty,
        _ => return unexpected(&path, "hier_part"),
    };
    Ok((authority, path))
}

/// `authority = [ userinfo "@" ] host [ ":" port ]` (p.49).
fn parse_authority<'i, R: GrammarRule>(authority: Pair<'i, R>) -> Built<rfc3986::Authority<'i>> {
    let mut children = Children::of(authority);
    let userinfo = children.optional(RuleName::userinfo).map(text);
    let host = Children::of(children.required(RuleName::host)?).any()?;
    let host = match host.as_rule().named() {
        RuleName::IP_literal => {
            let address = Children::of(host).any()?;
            match address.as_rule().named() {
                RuleName::IPv6address => rfc3986::Host::IPv6address(text(address)),
                RuleName::IPvFuture => rfc3986::Host::IPvFuture(text(address)),
                _ => return unexpected(&address, "IP_literal"),
            }
        }
        RuleName::IPv4address => rfc3986::Host::IPv4address(text(host)),
        RuleName::reg_name => rfc3986::Host::RegName(text(host)),
        _ => return unexpected(&host, "host"),
    };
    let port = children.optional(RuleName::port).map(text);
    Ok(rfc3986::Authority { userinfo, host, port })
}
