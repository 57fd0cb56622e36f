//! The AST builder: one `parse_<rule>` function per production, walking the
//! pairs of any listing by rule name.

use crate::ast::*;
use crate::grammar::{Grammar, Listing};
use crate::helpers::{unexpected, Built, Children, Pair, Unexpected};
use crate::listings::{GrammarRule, Productions};
use crate::parser::{ProductionParse, Visit};
use crate::rule_kind::RuleKind;

mod generic;
mod rfc1738;

/// Builds a [`Uri`] from an entry pair.
pub(crate) struct AstVisitor;

impl<'i> Visit<'i> for AstVisitor {
    type Out = Built<Uri<'i>>;
    fn visit<R: GrammarRule>(&self, grammar: Grammar, listing: Listing, entry: Pair<'i, R>) -> Built<Uri<'i>> {
        parse_entry(grammar, listing, entry)
    }
    fn visit_production<R: GrammarRule>(
        &self,
        grammar: Grammar,
        listing: Listing,
        parsed: ProductionParse<'i, R>,
    ) -> Option<Built<Uri<'i>>> {
        let ProductionParse { prefixedurl, production, fragmentid } = parsed;
        let address = match parse_address(listing, production) {
            Ok(address) => address,
            Err(unexpected) => return Some(Err(unexpected)),
        };
        Some(Ok(Uri { grammar, listing, prefixedurl, address, fragmentid: fragmentid.map(Text::new) }))
    }
}

fn text<R: GrammarRule>(pair: Pair<'_, R>) -> Text<'_> {
    Text::new(pair.as_str())
}

/// The entry rules, as the listing table describes them
/// ([`crate::listings::ListingSpec`]): `url_entry`/`url_fragment_entry`
/// (`prefixedurl | url`), `fragmentaddress` (`uri [ # fragmentid ]`, where
/// url7's `uri` renames its `url`), url4's `anchoraddress` (`docaddress [ # anchorid ]`).
fn parse_entry<'i, R: GrammarRule>(grammar: Grammar, listing: Listing, entry: Pair<'i, R>) -> Built<Uri<'i>> {
    let spec = crate::listings::spec(listing);
    let (mut prefixedurl, mut address, mut fragmentid) = (false, None, None);
    for child in entry.into_inner() {
        let name = child.as_rule().name();
        match spec.productions {
            _ if name == "EOI" => {}
            _ if Some(name) == spec.fragment => fragmentid = Some(text(child)),
            Productions::ChoiceOf(choice) if spec.wrapper == Some(name) || spec.renames.contains(&name) => {
                prefixedurl |= spec.wrapper == Some(name);
                address = Some(parse_url(listing, Children::of(child).required(RuleKind::of_name(choice))?)?);
            }
            // RFC 1808's and RFC 2396's choice holds the fragment as well
            // (RFC 3986's `URI-reference` is built by `parse_url`, below).
            Productions::ChoiceOf("URL") if name == "URL" => {
                let (reference, fragment) = generic::parse_url(child)?;
                (address, fragmentid) = (Some(reference), fragment);
            }
            Productions::ChoiceOf("URI_reference")
                if name == "URI_reference" && matches!(listing, Listing::Rfc2396 | Listing::Rfc2732) =>
            {
                let (reference, fragment) = generic::parse_uri_reference(child)?;
                (address, fragmentid) = (Some(reference), fragment);
            }
            Productions::ChoiceOf(choice) if name == choice => address = Some(parse_url(listing, child)?),
            Productions::Single(production) if name == production => {
                address = Some(Address::Generic(parse_uri(child)?))
            }
            _ => return unexpected(&child, "entry"),
        }
    }
    let address = address.ok_or(Unexpected { found: "nothing", inside: "entry" })?;
    Ok(Uri { grammar, listing, prefixedurl, address, fragmentid })
}

/// The alternative of `url` (url7, RFC 1630, url-03) or `docaddress` (url4).
/// Where a draft's production differs from RFC 1630's, the listing or the
/// children tell which type to build.
fn parse_url<'i, R: GrammarRule>(listing: Listing, url: Pair<'i, R>) -> Built<Address<'i>> {
    parse_address(listing, Children::of(url).any()?)
}

/// One production of `url` or `docaddress`: the pair of the alternative itself.
fn parse_address<'i, R: GrammarRule>(listing: Listing, address: Pair<'i, R>) -> Built<Address<'i>> {
    if listing == Listing::Rfc1738 {
        return rfc1738::parse_url(address);
    }
    Ok(match address.as_rule().kind() {
        // A prose layer's choice holds the listing's own: built as the listing builds it.
        RuleKind::url | RuleKind::docaddress if listing != listing.base() => return parse_url(listing.base(), address),
        RuleKind::fileaddress if listing == Listing::Rfc1630Prose => {
            let mut children = Children::of(address);
            let host = children.optional(RuleKind::host).map(parse_host).transpose()?;
            Address::ProseFile(ProseFileAddress { host, path: Path::new(children.required(RuleKind::path)?.as_str()) })
        }
        RuleKind::rloginaddress => {
            Address::Rlogin(RloginAddress { login: parse_login(Children::of(address).required(RuleKind::login)?)? })
        }
        RuleKind::tn3270address => {
            Address::Tn3270(Tn3270Address { login: parse_login(Children::of(address).required(RuleKind::login)?)? })
        }
        RuleKind::gopherslashaddress => {
            let mut children = Children::of(address);
            Address::GopherSlash(GopherAddress {
                hostport: parse_hostport(children.required(RuleKind::hostport)?)?,
                gtype: Some(text(children.required(RuleKind::gtype)?)),
                gcommand: Some(Path::new(children.required(RuleKind::gopherslashcommand)?.as_str())),
            })
        }
        RuleKind::ftptypeaddress => {
            let mut children = Children::of(address);
            Address::FtpType(FtpTypeAddress {
                login: parse_login(children.required(RuleKind::login)?)?,
                path: Path::new(children.required(RuleKind::path)?.as_str()),
                typecode: text(children.required(RuleKind::typecode)?),
            })
        }
        RuleKind::gophernotypeaddress => Address::GopherNoType(GopherNoTypeAddress {
            hostport: parse_hostport(Children::of(address).required(RuleKind::hostport)?)?,
        }),
        RuleKind::mailtoaddrspecaddress => Address::MailtoAddrSpec(MailtoAddrSpecAddress {
            addr_spec: parse_addr_spec(Children::of(address).required(RuleKind::addr_spec)?)?,
        }),
        RuleKind::gopherselectoraddress => {
            let mut children = Children::of(address);
            Address::GopherSelector(DraftGopherAddress {
                hostport: parse_hostport(children.required(RuleKind::hostport)?)?,
                gtype: Some(text(children.required(RuleKind::gtype)?)),
                selector: Some(Path::new(children.required(RuleKind::selector)?.as_str())),
                search: children.optional(RuleKind::search).map(|s| Search::new(s.as_str())),
                slash_before_selector: false,
            })
        }
        RuleKind::ftpportaddress => Address::FtpPort(parse_hostport_path(address)?),
        RuleKind::prosperoportaddress => Address::ProsperoPort(parse_hostport_path(address)?),
        RuleKind::URI | RuleKind::relative_ref => Address::Rfc3986(parse_uri_reference(address)?),
        RuleKind::httpaddress => Address::Http(parse_httpaddress(address)?),
        RuleKind::generic => Address::DraftGeneric(parse_uri(address)?),
        RuleKind::afsaddress => {
            let mut children = Children::of(address);
            Address::Afs(AfsAddress {
                cellname: text(children.required(RuleKind::cellname)?),
                path: Path::new(children.required(RuleKind::path)?.as_str()),
            })
        }
        RuleKind::fileaddress => {
            let mut children = Children::of(address);
            Address::File(FileAddress {
                host: parse_host(children.required(RuleKind::host)?)?,
                path: Path::new(children.required(RuleKind::path)?.as_str()),
            })
        }
        RuleKind::telnetaddress if listing == Listing::Url4 => {
            let mut children = Children::of(address);
            Address::Url4Telnet(Url4TelnetAddress {
                user: children.optional(RuleKind::user).map(text),
                hostport: parse_hostport(children.required(RuleKind::hostport)?)?,
            })
        }
        RuleKind::gopheraddress if matches!(listing, Listing::Url7 | Listing::Url4) => {
            let mut children = Children::of(address);
            Address::DraftGopher(DraftGopherAddress {
                hostport: parse_hostport(children.required(RuleKind::hostport)?)?,
                gtype: children.optional(RuleKind::gtype).map(text),
                selector: children.optional(RuleKind::selector).map(|p| Path::new(p.as_str())),
                search: children.optional(RuleKind::search).map(|s| Search::new(s.as_str())),
                // url4 F18: `/ gtype [ / selector ]`.
                slash_before_selector: listing == Listing::Url4,
            })
        }
        RuleKind::prosperoaddress if listing == Listing::Url4 => Address::Url4Prospero(Url4ProsperoAddress {
            path: Path::new(Children::of(address).required(RuleKind::path)?.as_str()),
        }),
        RuleKind::mailtoaddress if listing == Listing::Url03 => {
            let mut children = Children::of(address);
            Address::Url03Mailto(Url03MailtoAddress {
                xalphas: text(children.required(RuleKind::mailto_xalphas)?),
                hostname: text(children.required(RuleKind::hostname)?),
            })
        }
        RuleKind::ftpaddress => Address::Ftp(parse_ftpaddress(address)?),
        RuleKind::newsaddress => Address::News(parse_newsaddress(address)?),
        RuleKind::nntpaddress => Address::Nntp(parse_nntpaddress(address)?),
        RuleKind::prosperoaddress => {
            Address::Prospero(parse_prosperolink(Children::of(address).required(RuleKind::prosperolink)?)?)
        }
        RuleKind::telnetaddress => {
            Address::Telnet(TelnetAddress { login: parse_login(Children::of(address).required(RuleKind::login)?)? })
        }
        RuleKind::gopheraddress => Address::Gopher(parse_gopheraddress(address)?),
        RuleKind::waisaddress => Address::Wais(parse_waisaddress(address)?),
        RuleKind::mailtoaddress => Address::Mailto(parse_mailtoaddress(address)?),
        RuleKind::midaddress => Address::Mid(MidAddress {
            addr_spec: parse_addr_spec(Children::of(address).required(RuleKind::addr_spec)?)?,
        }),
        RuleKind::cidaddress => {
            let content_identifier = Children::of(address).required(RuleKind::content_identifier)?;
            Address::Cid(CidAddress {
                content_identifier: parse_addr_spec(Children::of(content_identifier).required(RuleKind::addr_spec)?)?,
            })
        }
        _ => return unexpected(&address, "url"),
    })
}

fn parse_uri<'i, R: GrammarRule>(uri: Pair<'i, R>) -> Built<GenericUri<'i>> {
    let mut children = Children::of(uri);
    Ok(GenericUri {
        scheme: text(children.required(RuleKind::scheme)?),
        path: Path::new(children.required(RuleKind::path)?.as_str()),
        search: children.optional(RuleKind::search).map(|s| Search::new(s.as_str())),
    })
}

fn parse_hostport_path<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<HostPortPath<'i>> {
    let mut children = Children::of(pair);
    Ok(HostPortPath {
        hostport: parse_hostport(children.required(RuleKind::hostport)?)?,
        path: Path::new(children.required(RuleKind::path)?.as_str()),
    })
}

fn parse_httpaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<HttpAddress<'i>> {
    let mut children = Children::of(pair);
    Ok(HttpAddress {
        hostport: parse_hostport(children.required(RuleKind::hostport)?)?,
        path: children.optional(RuleKind::path).map(|p| Path::new(p.as_str())),
        search: children.optional(RuleKind::search).map(|s| Search::new(s.as_str())),
    })
}

fn parse_ftpaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<FtpAddress<'i>> {
    let mut children = Children::of(pair);
    Ok(FtpAddress {
        login: parse_login(children.required(RuleKind::login)?)?,
        path: Path::new(children.required(RuleKind::path)?.as_str()),
        ftptype: children.optional(RuleKind::ftptype).map(text),
    })
}

fn parse_newsaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<NewsAddress<'i>> {
    let groupart = Children::of(pair).required(RuleKind::groupart)?;
    let mut children = Children::of(groupart);
    let groupart = if let Some(article) = children.optional(RuleKind::article) {
        let mut children = Children::of(article);
        GroupArt::Article(Article {
            xalphas: text(children.required(RuleKind::article_xalphas)?),
            host: parse_host(children.required(RuleKind::host)?)?,
        })
    } else if let Some(group) = children.optional(RuleKind::group) {
        GroupArt::Group(text(group))
    } else {
        GroupArt::All
    };
    Ok(NewsAddress { groupart })
}

fn parse_nntpaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<NntpAddress<'i>> {
    let mut children = Children::of(pair);
    Ok(NntpAddress {
        group: text(children.required(RuleKind::group)?),
        digits: text(children.required(RuleKind::digits)?),
    })
}

fn parse_mailtoaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<MailtoAddress<'i>> {
    let mut children = Children::of(pair);
    Ok(MailtoAddress {
        xalphas: text(children.required(RuleKind::mailto_xalphas)?),
        hostname: text(children.required(RuleKind::hostname)?),
    })
}

fn parse_addr_spec<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<AddrSpec<'i>> {
    let mut children = Children::of(pair);
    Ok(AddrSpec {
        local_part: text(children.required(RuleKind::local_part)?),
        domain: text(children.required(RuleKind::domain)?),
    })
}

fn parse_waisaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<WaisAddress<'i>> {
    let form = Children::of(pair).any()?;
    let rule = form.as_rule();
    let mut children = Children::of(form);
    let hostport = parse_hostport(children.required(RuleKind::hostport)?)?;
    let database = text(children.required(RuleKind::database)?);
    Ok(match rule.kind() {
        RuleKind::waisindex => WaisAddress::WaisIndex(WaisIndex {
            hostport,
            database,
            search: children.optional(RuleKind::search).map(|s| Search::new(s.as_str())),
        }),
        RuleKind::waisdoc => {
            let wtype = text(children.required(RuleKind::wtype)?);
            match children.optional(RuleKind::wpath) {
                Some(wpath) => {
                    WaisAddress::WaisDoc(WaisDoc { hostport, database, wtype, wpath: Wpath(wpath.as_str().into()) })
                }
                None => WaisAddress::WaisDocWithLength(WaisDocWithLength {
                    hostport,
                    database,
                    wtype,
                    digits: text(children.required(RuleKind::digits)?),
                    path: Path::new(children.required(RuleKind::path)?.as_str()),
                }),
            }
        }
        _ => return Err(Unexpected { found: rule.name(), inside: "waisaddress" }),
    })
}

fn parse_prosperolink<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<ProsperoLink<'i>> {
    let mut children = Children::of(pair);
    Ok(ProsperoLink {
        hostport: parse_hostport(children.required(RuleKind::hostport)?)?,
        hsoname: Path::new(children.required(RuleKind::hsoname)?.as_str()),
        version: children.optional(RuleKind::version).map(text),
        attributes: children.optional(RuleKind::attributes).map(text),
    })
}

fn parse_gopheraddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<GopherAddress<'i>> {
    let mut children = Children::of(pair);
    Ok(GopherAddress {
        hostport: parse_hostport(children.required(RuleKind::hostport)?)?,
        gtype: children.optional(RuleKind::gtype).map(text),
        gcommand: children.optional(RuleKind::gcommand).map(|p| Path::new(p.as_str())),
    })
}

fn parse_login<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<Login<'i>> {
    let mut children = Children::of(pair);
    Ok(Login {
        user: children.optional(RuleKind::user).map(text),
        password: children.optional(RuleKind::password).map(text),
        hostport: parse_hostport(children.required(RuleKind::hostport)?)?,
    })
}

fn parse_hostport<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<HostPort<'i>> {
    let mut children = Children::of(pair);
    Ok(HostPort {
        host: parse_host(children.required(RuleKind::host)?)?,
        port: children.optional(RuleKind::port).map(|p| Port(p.as_str().into())),
    })
}

fn parse_host<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<Host<'i>> {
    let mut children = Children::of(pair);
    let host = children.any()?;
    match host.as_rule().kind() {
        RuleKind::hostname => Ok(Host::Hostname(text(host))),
        RuleKind::hostnumber => Ok(Host::Hostnumber(text(host))),
        _ => unexpected(&host, children.parent()),
    }
}

/// RFC 3986's `URI` or `relative-ref` (p.49): `scheme ":" hier-part` or
/// `relative-part`, then `[ "?" query ] [ "#" fragment ]`.
fn parse_uri_reference<'i, R: GrammarRule>(reference: Pair<'i, R>) -> Built<rfc3986::Reference<'i>> {
    let mut children = Children::of(reference);
    let scheme = children.optional(RuleKind::scheme).map(text);
    let part = match scheme {
        Some(_) => children.required(RuleKind::hier_part)?,
        None => children.required(RuleKind::relative_part)?,
    };
    let (authority, path) = parse_hier_part(part)?;
    let query = children.optional(RuleKind::query).map(text);
    let fragment = children.optional(RuleKind::fragment).map(text);
    Ok(rfc3986::Reference { scheme, authority, path, query, fragment })
}

/// `hier-part` or `relative-part` (p.49): `"//" authority path-abempty`, or one of the other path forms.
fn parse_hier_part<'i, R: GrammarRule>(
    part: Pair<'i, R>,
) -> Built<(Option<rfc3986::Authority<'i>>, rfc3986::Path<'i>)> {
    let mut children = Children::of(part);
    let authority = children.optional(RuleKind::authority).map(parse_authority).transpose()?;
    let path = children.any()?;
    let path = match path.as_rule().kind() {
        RuleKind::path_abempty => rfc3986::Path::Abempty(text(path)),
        RuleKind::path_absolute => rfc3986::Path::Absolute(text(path)),
        RuleKind::path_noscheme => rfc3986::Path::Noscheme(text(path)),
        RuleKind::path_rootless => rfc3986::Path::Rootless(text(path)),
        RuleKind::path_empty => rfc3986::Path::Empty,
        _ => return unexpected(&path, "hier_part"),
    };
    Ok((authority, path))
}

/// `authority = [ userinfo "@" ] host [ ":" port ]` (p.49).
fn parse_authority<'i, R: GrammarRule>(authority: Pair<'i, R>) -> Built<rfc3986::Authority<'i>> {
    let mut children = Children::of(authority);
    let userinfo = children.optional(RuleKind::userinfo).map(text);
    let host = Children::of(children.required(RuleKind::host)?).any()?;
    let host = match host.as_rule().kind() {
        RuleKind::IP_literal => {
            let address = Children::of(host).any()?;
            match address.as_rule().kind() {
                RuleKind::IPv6address => rfc3986::Host::IPv6address(text(address)),
                RuleKind::IPvFuture => rfc3986::Host::IPvFuture(text(address)),
                _ => return unexpected(&address, "IP_literal"),
            }
        }
        RuleKind::IPv4address => rfc3986::Host::IPv4address(text(host)),
        RuleKind::reg_name => rfc3986::Host::RegName(text(host)),
        _ => return unexpected(&host, "host"),
    };
    let port = children.optional(RuleKind::port).map(text);
    Ok(rfc3986::Authority { userinfo, host, port })
}
