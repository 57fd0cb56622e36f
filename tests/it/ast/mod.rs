//! The typed AST: accessors, the parts under every grammar, the owned form and serde, the gopher path's
//! parts, and the components the documents name.

mod accessors;
mod gopher;
mod lineage_claims;
mod owned;
mod parts;
mod serde_with;

/// A host as the tables write it: a hostname as it is, `=` before a
/// hostnumber, `v4:` an `IPv4address`, `v6:` an `IPv6address`, `vf:` an
/// `IPvFuture`, `reg:` a `reg-name`.
fn host_label(host: rfc1630::ast::UriHost<'_>) -> String {
    use rfc1630::ast::UriHost;
    match host {
        UriHost::Hostname(t) => t.to_string(),
        UriHost::Hostnumber(t) => format!("={t}"),
        UriHost::IPv4address(t) => format!("v4:{t}"),
        UriHost::IPv6address(t) => format!("v6:{t}"),
        UriHost::IPvFuture(t) => format!("vf:{t}"),
        UriHost::RegName(t) => format!("reg:{t}"),
        other => format!("?:{other}"),
    }
}
