//! The builders of hosts, ports and logins (RFC 1630 p.25): the parts
//! that the URL listings of RFC 1630 and the drafts share, and that RFC
//! 1738's listing keeps.

use crate::ast::build::pairs::{text, unexpected, Built, Children, Pair};
use crate::ast::{Host, HostPort, Login, Port};
use crate::grammar::listings::GrammarRule;
use crate::grammar::rule_name::RuleName;

pub(crate) fn parse_login<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<Login<'i>> {
    let mut children = Children::of(pair);
    Ok(Login {
        user: children.optional(RuleName::user).map(text),
        password: children.optional(RuleName::password).map(text),
        hostport: parse_hostport(children.required(RuleName::hostport)?)?,
    })
}

pub(crate) fn parse_hostport<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<HostPort<'i>> {
    let mut children = Children::of(pair);
    Ok(HostPort {
        host: parse_host(children.required(RuleName::host)?)?,
        port: children.optional(RuleName::port).map(|p| Port(p.as_str().into())),
    })
}

pub(crate) fn parse_host<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<Host<'i>> {
    let mut children = Children::of(pair);
    let host = children.any()?;
    match host.as_rule().named() {
        RuleName::hostname => Ok(Host::Hostname(text(host))),
        RuleName::hostnumber => Ok(Host::Hostnumber(text(host))),
        _ => unexpected(&host, children.parent()),
    }
}
