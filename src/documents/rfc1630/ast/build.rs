//! The AST builder of RFC 1630's productions (p.21-26): one `parse_<rule>`
//! function per production, walking the pairs by rule name. The URL
//! drafts' builders and RFC 1738's call them wherever their production (or
//! their `login`, `hostport` and `host`) is RFC 1630's.

use super::{
    AddrSpec, Article, CidAddress, FileAddress, FtpAddress, FtpTypeAddress, GenericUri, GopherAddress,
    GopherNoTypeAddress, GroupArt, Host, HostPort, HttpAddress, Login, MailtoAddress, MidAddress, NewsAddress,
    NntpAddress, Path, Port, ProsperoLink, RloginAddress, Search, TelnetAddress, Tn3270Address, WaisAddress, WaisDoc,
    WaisDocWithLength, WaisIndex, Wpath,
};
use crate::ast::build::pairs::{text, unexpected, Built, Children, Pair, Unexpected};
use crate::ast::Text;
use crate::grammar::listings::GrammarRule;
use crate::grammar::rule_name::RuleName;

pub(crate) fn parse_uri<'i, R: GrammarRule>(uri: Pair<'i, R>) -> Built<GenericUri<'i>> {
    let mut children = Children::of(uri);
    Ok(GenericUri {
        scheme: text(children.required(RuleName::scheme)?),
        path: Path::new(children.required(RuleName::path)?.as_str()),
        search: children.optional(RuleName::search).map(|s| Search::new(s.as_str())),
    })
}

pub(crate) fn parse_httpaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<HttpAddress<'i>> {
    let mut children = Children::of(pair);
    Ok(HttpAddress {
        hostport: parse_hostport(children.required(RuleName::hostport)?)?,
        path: children.optional(RuleName::path).map(|p| Path::after_slash(&p)),
        search: children.optional(RuleName::search).map(|s| Search::new(s.as_str())),
    })
}

pub(crate) fn parse_ftpaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<FtpAddress<'i>> {
    let mut children = Children::of(pair);
    Ok(FtpAddress {
        login: parse_login(children.required(RuleName::login)?)?,
        path: Path::after_slash(&children.required(RuleName::path)?),
        ftptype: children.optional(RuleName::ftptype).map(text),
    })
}

pub(crate) fn parse_newsaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<NewsAddress<'i>> {
    let groupart = Children::of(pair).required(RuleName::groupart)?;
    let mut children = Children::of(groupart);
    let groupart = if let Some(article) = children.optional(RuleName::article) {
        let mut children = Children::of(article);
        GroupArt::Article(Article {
            xalphas: text(children.required(RuleName::article_xalphas)?),
            host: parse_host(children.required(RuleName::host)?)?,
        })
    } else if let Some(group) = children.optional(RuleName::group) {
        GroupArt::Group(text(group))
    } else {
        GroupArt::All
    };
    Ok(NewsAddress { groupart })
}

pub(crate) fn parse_nntpaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<NntpAddress<'i>> {
    let mut children = Children::of(pair);
    Ok(NntpAddress {
        group: text(children.required(RuleName::group)?),
        digits: text(children.required(RuleName::digits)?),
    })
}

pub(crate) fn parse_mailtoaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<MailtoAddress<'i>> {
    let mut children = Children::of(pair);
    Ok(MailtoAddress {
        xalphas: text(children.required(RuleName::mailto_xalphas)?),
        hostname: text(children.required(RuleName::hostname)?),
    })
}

pub(crate) fn parse_addr_spec<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<AddrSpec<'i>> {
    let mut children = Children::of(pair);
    Ok(AddrSpec {
        local_part: text(children.required(RuleName::local_part)?),
        domain: text(children.required(RuleName::domain)?),
    })
}

pub(crate) fn parse_waisaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<WaisAddress<'i>> {
    let form = Children::of(pair).any()?;
    let rule = form.as_rule();
    let mut children = Children::of(form);
    let hostport = parse_hostport(children.required(RuleName::hostport)?)?;
    let database = text(children.required(RuleName::database)?);
    Ok(match rule.named() {
        RuleName::waisindex => WaisAddress::WaisIndex(WaisIndex {
            hostport,
            database,
            search: children.optional(RuleName::search).map(|s| Search::new(s.as_str())),
        }),
        RuleName::waisdoc => {
            let wtype = text(children.required(RuleName::wtype)?);
            match children.optional(RuleName::wpath) {
                Some(wpath) => {
                    WaisAddress::WaisDoc(WaisDoc { hostport, database, wtype, wpath: Wpath(wpath.as_str().into()) })
                }
                None => WaisAddress::WaisDocWithLength(WaisDocWithLength {
                    hostport,
                    database,
                    wtype,
                    digits: text(children.required(RuleName::digits)?),
                    path: Path::after_slash(&children.required(RuleName::path)?),
                }),
            }
        }
        _ => return Err(Unexpected { found: rule.name(), inside: "waisaddress" }),
    })
}

pub(crate) fn parse_prosperolink<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<ProsperoLink<'i>> {
    let mut children = Children::of(pair);
    Ok(ProsperoLink {
        hostport: parse_hostport(children.required(RuleName::hostport)?)?,
        hsoname: Path::new(children.required(RuleName::hsoname)?.as_str()),
        version: children.optional(RuleName::version).map(text),
        attributes: children.optional(RuleName::attributes).map(text),
    })
}

pub(crate) fn parse_gopheraddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<GopherAddress<'i>> {
    let mut children = Children::of(pair);
    Ok(GopherAddress {
        hostport: parse_hostport(children.required(RuleName::hostport)?)?,
        gtype: children.optional(RuleName::gtype).map(text),
        gcommand: children.optional(RuleName::gcommand).map(|p| Path::new(p.as_str())),
    })
}

pub(crate) fn parse_login<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<Login<'i>> {
    // No listing's `hostport` holds an `@`: the last one ends the user information.
    let userinfo = pair.as_str().rsplit_once('@').map(|(userinfo, _)| Text::new(userinfo));
    let mut children = Children::of(pair);
    Ok(Login {
        userinfo,
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

/// `telnetaddress  t e l n e t : / / login` (p.25).
pub(crate) fn parse_telnetaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<TelnetAddress<'i>> {
    Ok(TelnetAddress { login: parse_login(Children::of(pair).required(RuleName::login)?)? })
}

/// `prosperoaddress  prosperolink` (p.24).
pub(crate) fn parse_prosperoaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<ProsperoLink<'i>> {
    parse_prosperolink(Children::of(pair).required(RuleName::prosperolink)?)
}

/// `midaddress  m i d : addr-spec` (p.24).
pub(crate) fn parse_midaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<MidAddress<'i>> {
    Ok(MidAddress { addr_spec: parse_addr_spec(Children::of(pair).required(RuleName::addr_spec)?)? })
}

/// `cidaddress  c i d : content-identifier` (p.24).
pub(crate) fn parse_cidaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<CidAddress<'i>> {
    let content_identifier = Children::of(pair).required(RuleName::content_identifier)?;
    Ok(CidAddress {
        content_identifier: parse_addr_spec(Children::of(content_identifier).required(RuleName::addr_spec)?)?,
    })
}

/// The prose layer's `fileaddress  f i l e : / / [ host ] / path`.
pub(crate) fn parse_fileaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<FileAddress<'i>> {
    let mut children = Children::of(pair);
    let host = children.optional(RuleName::host).map(parse_host).transpose()?;
    Ok(FileAddress { host, path: Path::after_slash(&children.required(RuleName::path)?) })
}

/// The prose layers' `rloginaddress  r l o g i n : / / login`.
pub(crate) fn parse_rloginaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<RloginAddress<'i>> {
    Ok(RloginAddress { login: parse_login(Children::of(pair).required(RuleName::login)?)? })
}

/// The prose layers' `tn3270address  t n 3 2 7 0 : / / login`.
pub(crate) fn parse_tn3270address<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<Tn3270Address<'i>> {
    Ok(Tn3270Address { login: parse_login(Children::of(pair).required(RuleName::login)?)? })
}

/// The prose layers' `gopherslashaddress`: a gopher address whose
/// `gcommand` (here the prose's `gopherslashcommand`) starts with `/`.
pub(crate) fn parse_gopherslashaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<GopherAddress<'i>> {
    let mut children = Children::of(pair);
    Ok(GopherAddress {
        hostport: parse_hostport(children.required(RuleName::hostport)?)?,
        gtype: Some(text(children.required(RuleName::gtype)?)),
        gcommand: Some(Path::new(children.required(RuleName::gopherslashcommand)?.as_str())),
    })
}

/// The prose layers' `ftptypeaddress  f t p : / / login / path ; t y p e = typecode`.
pub(crate) fn parse_ftptypeaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<FtpTypeAddress<'i>> {
    let mut children = Children::of(pair);
    Ok(FtpTypeAddress {
        login: parse_login(children.required(RuleName::login)?)?,
        path: Path::after_slash(&children.required(RuleName::path)?),
        typecode: text(children.required(RuleName::typecode)?),
    })
}

/// The prose layers' `gophernotypeaddress  g o p h e r : / / hostport /`.
pub(crate) fn parse_gophernotypeaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<GopherNoTypeAddress<'i>> {
    Ok(GopherNoTypeAddress { hostport: parse_hostport(Children::of(pair).required(RuleName::hostport)?)? })
}
