//! The AST builder of the generic syntax after RFC 1630: RFC 1808's `URL`
//! and RFC 2396's (and RFC 2732's) `URI-reference`, one `parse_<rule>`
//! function per production that holds components.

use crate::ast::build::pairs::{text, unexpected, Built, Children, Pair};
use crate::ast::{
    Address, Rfc1808Url, Rfc2396Authority, Rfc2396Host, Rfc2396HostPort, Rfc2396Path, Rfc2396Reference, Rfc2396Server,
    Text,
};
use crate::grammar::listings::GrammarRule;
use crate::grammar::rule_name::RuleName;

/// `URL  ( absoluteURL | relativeURL ) [ "#" fragment ]` (RFC 1808):
/// the address and the fragment.
pub(crate) fn parse_url<'i, R: GrammarRule>(url: Pair<'i, R>) -> Built<(Address<'i>, Option<Text<'i>>)> {
    let mut address = Rfc1808Url {
        scheme: None,
        net_loc: None,
        abs_path: false,
        path: None,
        params: None,
        query: None,
        opaque: None,
    };
    let mut fragment = None;
    for child in url.into_inner() {
        match child.as_rule().named() {
            RuleName::absoluteURL => parse_absolute_url(child, &mut address)?,
            RuleName::relativeURL => parse_relative_url(child, &mut address)?,
            RuleName::fragment => fragment = Some(text(child)),
            _ => return unexpected(&child, "URL"),
        }
    }
    Ok((Address::Rfc1808(address), fragment))
}

/// `absoluteURL  generic-RL | ( scheme ":" *( uchar | reserved ) )`: the
/// second alternative has no pair for what follows the colon.
fn parse_absolute_url<'i, R: GrammarRule>(pair: Pair<'i, R>, url: &mut Rfc1808Url<'i>) -> Built<()> {
    let whole = pair.as_str();
    let mut children = Children::of(pair);
    if let Some(generic) = children.optional(RuleName::generic_RL) {
        let mut children = Children::of(generic);
        url.scheme = Some(text(children.required(RuleName::scheme)?));
        return parse_relative_url(children.required(RuleName::relativeURL)?, url);
    }
    let scheme = children.required(RuleName::scheme)?;
    url.opaque = Some(Text::new(&whole[scheme.as_str().len() + 1..]));
    url.scheme = Some(text(scheme));
    Ok(())
}

/// `relativeURL  net_path | abs_path | rel_path`, and the rules under it.
fn parse_relative_url<'i, R: GrammarRule>(pair: Pair<'i, R>, url: &mut Rfc1808Url<'i>) -> Built<()> {
    for child in pair.into_inner() {
        match child.as_rule().named() {
            RuleName::net_path | RuleName::rel_path => parse_relative_url(child, url)?,
            RuleName::abs_path => {
                url.abs_path = true;
                parse_relative_url(child, url)?;
            }
            RuleName::net_loc => url.net_loc = Some(text(child)),
            RuleName::path => url.path = Some(text(child)),
            RuleName::params => url.params = Some(text(child)),
            RuleName::query => url.query = Some(text(child)),
            _ => return unexpected(&child, "relativeURL"),
        }
    }
    Ok(())
}

/// `URI-reference  [ absoluteURI | relativeURI ] [ "#" fragment ]` (RFC 2396,
/// written as three alternatives, P8): the address and the fragment.
pub(crate) fn parse_uri_reference<'i, R: GrammarRule>(
    reference: Pair<'i, R>,
) -> Built<(Address<'i>, Option<Text<'i>>)> {
    let mut address = Rfc2396Reference { scheme: None, authority: None, path: None, query: None };
    let mut fragment = None;
    parse_reference_parts(reference, &mut address, &mut fragment)?;
    Ok((Address::Rfc2396(address), fragment))
}

/// The components under `URI-reference`, in the order the listing derives them.
fn parse_reference_parts<'i, R: GrammarRule>(
    pair: Pair<'i, R>,
    reference: &mut Rfc2396Reference<'i>,
    fragment: &mut Option<Text<'i>>,
) -> Built<()> {
    let parent = pair.as_rule().name();
    for child in pair.into_inner() {
        match child.as_rule().named() {
            RuleName::absoluteURI
            | RuleName::relativeURI
            | RuleName::same_document_reference
            | RuleName::hier_part
            | RuleName::net_path => parse_reference_parts(child, reference, fragment)?,
            RuleName::scheme => reference.scheme = Some(text(child)),
            RuleName::authority => reference.authority = Some(parse_authority(child)?),
            RuleName::abs_path => reference.path = Some(Rfc2396Path::AbsPath(text(child))),
            RuleName::rel_path => reference.path = Some(Rfc2396Path::RelPath(text(child))),
            RuleName::opaque_part => reference.path = Some(Rfc2396Path::OpaquePart(text(child))),
            RuleName::query => reference.query = Some(text(child)),
            RuleName::fragment => *fragment = Some(text(child)),
            _ => return unexpected(&child, parent),
        }
    }
    Ok(())
}

/// `authority  server | reg_name`.
fn parse_authority<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<Rfc2396Authority<'i>> {
    let mut children = Children::of(pair);
    let child = children.any()?;
    match child.as_rule().named() {
        RuleName::server => Ok(Rfc2396Authority::Server(parse_server(child)?)),
        RuleName::reg_name => Ok(Rfc2396Authority::RegName(text(child))),
        _ => unexpected(&child, children.parent()),
    }
}

/// `server  [ [ userinfo "@" ] hostport ]`.
fn parse_server<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<Rfc2396Server<'i>> {
    let mut children = Children::of(pair);
    Ok(Rfc2396Server {
        userinfo: children.optional(RuleName::userinfo).map(text),
        hostport: children.optional(RuleName::hostport).map(parse_hostport).transpose()?,
    })
}

/// `hostport  host [ ":" port ]`.
fn parse_hostport<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<Rfc2396HostPort<'i>> {
    let mut children = Children::of(pair);
    Ok(Rfc2396HostPort {
        host: parse_host(children.required(RuleName::host)?)?,
        port: children.optional(RuleName::port).map(text),
    })
}

/// `host  hostname | IPv4address` (RFC 2732: `| ipv6reference`).
fn parse_host<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<Rfc2396Host<'i>> {
    let mut children = Children::of(pair);
    let host = children.any()?;
    match host.as_rule().named() {
        RuleName::hostname => Ok(Rfc2396Host::Hostname(text(host))),
        RuleName::IPv4address => Ok(Rfc2396Host::IPv4address(text(host))),
        RuleName::ipv6reference => Ok(Rfc2396Host::Ipv6reference(text(host))),
        _ => unexpected(&host, children.parent()),
    }
}
