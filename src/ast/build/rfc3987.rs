//! The AST builder for RFC 3987's listing (§2.2, p.7-9): its
//! `IRI-reference`, an `IRI` or an `irelative-ref`, taken apart into the
//! components its ABNF names, one `parse_<rule>` per production.

use super::pairs::{text, unexpected, Built, Children, Pair};
use crate::ast::rfc3987;
use crate::grammar::listings::GrammarRule;
use crate::grammar::rule_name::RuleName;

/// `IRI-reference = IRI / irelative-ref` (p.7, l.383): the pair of the
/// alternative taken.
pub(crate) fn parse_iri_reference<'i, R: GrammarRule>(reference: Pair<'i, R>) -> Built<rfc3987::Reference<'i>> {
    match reference.as_rule().named() {
        RuleName::IRI => parse_iri(reference),
        RuleName::irelative_ref => parse_irelative_ref(reference),
        _ => unexpected(&reference, "IRI_reference"),
    }
}

/// `IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]` (p.7, l.375-376).
fn parse_iri<'i, R: GrammarRule>(iri: Pair<'i, R>) -> Built<rfc3987::Reference<'i>> {
    let mut children = Children::of(iri);
    let scheme = Some(text(children.required(RuleName::scheme)?));
    let (iauthority, ipath) = parse_ihier_part(children.required(RuleName::ihier_part)?)?;
    let iquery = children.optional(RuleName::iquery).map(text);
    let ifragment = children.optional(RuleName::ifragment).map(text);
    Ok(rfc3987::Reference { scheme, iauthority, ipath, iquery, ifragment })
}

/// `irelative-ref = irelative-part [ "?" iquery ] [ "#" ifragment ]` (p.7, l.387).
fn parse_irelative_ref<'i, R: GrammarRule>(reference: Pair<'i, R>) -> Built<rfc3987::Reference<'i>> {
    let mut children = Children::of(reference);
    let (iauthority, ipath) = parse_irelative_part(children.required(RuleName::irelative_part)?)?;
    let iquery = children.optional(RuleName::iquery).map(text);
    let ifragment = children.optional(RuleName::ifragment).map(text);
    Ok(rfc3987::Reference { scheme: None, iauthority, ipath, iquery, ifragment })
}

/// `ihier-part = "//" iauthority ipath-abempty / ipath-absolute / ipath-rootless / ipath-empty` (p.7, l.378-381).
fn parse_ihier_part<'i, R: GrammarRule>(
    part: Pair<'i, R>,
) -> Built<(Option<rfc3987::Authority<'i>>, rfc3987::Path<'i>)> {
    parse_part(part, "ihier_part")
}

/// `irelative-part = "//" iauthority ipath-abempty / ipath-absolute / ipath-noscheme / ipath-empty` (p.7-8, l.389-400).
fn parse_irelative_part<'i, R: GrammarRule>(
    part: Pair<'i, R>,
) -> Built<(Option<rfc3987::Authority<'i>>, rfc3987::Path<'i>)> {
    parse_part(part, "irelative_part")
}

/// What `ihier-part` and `irelative-part` share: an optional `"//" iauthority`, then one path form.
fn parse_part<'i, R: GrammarRule>(
    part: Pair<'i, R>,
    inside: &'static str,
) -> Built<(Option<rfc3987::Authority<'i>>, rfc3987::Path<'i>)> {
    let mut children = Children::of(part);
    let iauthority = children.optional(RuleName::iauthority).map(parse_iauthority).transpose()?;
    let path = children.any()?;
    let ipath = match path.as_rule().named() {
        RuleName::ipath_abempty => rfc3987::Path::Abempty(text(path)),
        RuleName::ipath_absolute => rfc3987::Path::Absolute(text(path)),
        RuleName::ipath_noscheme => rfc3987::Path::Noscheme(text(path)),
        RuleName::ipath_rootless => rfc3987::Path::Rootless(text(path)),
        RuleName::ipath_empty => rfc3987::Path::Empty,
        _ => return unexpected(&path, inside),
    };
    Ok((iauthority, ipath))
}

/// `iauthority = [ iuserinfo "@" ] ihost [ ":" port ]` (p.8, l.402).
fn parse_iauthority<'i, R: GrammarRule>(authority: Pair<'i, R>) -> Built<rfc3987::Authority<'i>> {
    let mut children = Children::of(authority);
    let iuserinfo = children.optional(RuleName::iuserinfo).map(text);
    let ihost = parse_ihost(children.required(RuleName::ihost)?)?;
    let port = children.optional(RuleName::port).map(text);
    Ok(rfc3987::Authority { iuserinfo, ihost, port })
}

/// `ihost = IP-literal / IPv4address / ireg-name` (p.8, l.404).
fn parse_ihost<'i, R: GrammarRule>(ihost: Pair<'i, R>) -> Built<rfc3987::Host<'i>> {
    let host = Children::of(ihost).any()?;
    Ok(match host.as_rule().named() {
        RuleName::IP_literal => parse_ip_literal(host)?,
        RuleName::IPv4address => rfc3987::Host::IPv4address(text(host)),
        RuleName::ireg_name => rfc3987::Host::IRegName(text(host)),
        _ => return unexpected(&host, "ihost"),
    })
}

/// `IP-literal = "[" ( IPv6address / IPvFuture ) "]"` (p.9, l.461).
fn parse_ip_literal<'i, R: GrammarRule>(literal: Pair<'i, R>) -> Built<rfc3987::Host<'i>> {
    let address = Children::of(literal).any()?;
    Ok(match address.as_rule().named() {
        RuleName::IPv6address => rfc3987::Host::IPv6address(text(address)),
        RuleName::IPvFuture => rfc3987::Host::IPvFuture(text(address)),
        _ => return unexpected(&address, "IP_literal"),
    })
}
