//! The AST builder: [`parse`] and [`parse_with`], the parser run with a
//! visitor that builds the typed AST, one `parse_<rule>` function per
//! production, walking the pairs of any listing by rule name.

use crate::ast::build::pairs::{text, unexpected, Built, Children, Pair, Unexpected};
use crate::ast::{
    AddrSpec, Address, AfsAddress, Article, CidAddress, DraftGopherAddress, FileAddress, FtpAddress, FtpTypeAddress,
    GenericUri, GopherAddress, GopherNoTypeAddress, GroupArt, HostPortPath, HttpAddress, MailtoAddrSpecAddress,
    MailtoAddress, MidAddress, NewsAddress, NntpAddress, Path, ProseFileAddress, ProsperoLink, RloginAddress, Search,
    TelnetAddress, Text, Tn3270Address, Uri, Url03MailtoAddress, Url4ProsperoAddress, Url4TelnetAddress, WaisAddress,
    WaisDoc, WaisDocWithLength, WaisIndex, Wpath,
};
use crate::diagnose::error::ParseError;
use crate::grammar::listings::{GrammarRule, Productions};
use crate::grammar::rule_name::RuleName;
use crate::grammar::{Grammar, Listing};
use crate::recognize::parser::{ProductionParse, Visit};

mod generic;
mod hosts;
pub(crate) mod pairs;
mod rfc1738;
mod rfc3986;
mod rfc3987;

use hosts::{parse_host, parse_hostport, parse_login};

/// Parses `input` with the default grammar, [`Grammar::Rfc1630`]: RFC 1630's
/// URL listing (`prefixedurl | url`, then an optional `# fragmentid`), or
/// else its generic listing (`fragmentaddress`).
///
/// # Errors
/// [`ParseError::Syntax`] gives the position and the productions expected
/// there, each with its citation (for example `port (RFC 1630 p.25, 003
/// l.1259: `port  digits`)`); [`ParseError::TooLong`] an input over
/// [`MAX_INPUT_LEN`](crate::diagnose::MAX_INPUT_LEN).
///
/// ```
/// let uri = rfc1630::parse("http://info.cern.ch:8000/imaginary/test").unwrap();
/// assert_eq!(uri.verdict().to_string(), "rfc1630-url:httpaddress");
/// assert_eq!(uri.to_string(), "http://info.cern.ch:8000/imaginary/test");
///
/// let err = rfc1630::parse("http://info.cern.ch:80x/").unwrap_err();
/// assert_eq!(err.offset(), 22);
/// ```
pub fn parse(input: &str) -> Result<Uri<'_>, ParseError> {
    parse_with(Grammar::Rfc1630, input)
}

/// Parses `input` with `grammar`.
///
/// # Errors
/// As [`parse`]: the error names the grammar, the position and the expected productions.
///
/// ```
/// use rfc1630::{parse_with, Grammar};
/// // The generic listing takes any scheme, but no empty path segment (finding F1).
/// assert!(parse_with(Grammar::Rfc1630Generic, "magic:a/b/c").is_ok());
/// assert!(parse_with(Grammar::Rfc1630Generic, "magic://a/b").is_err());
/// // The URL listing has no fragment; the default grammar adds it.
/// assert!(parse_with(Grammar::Rfc1630Url, "http://h/p#f").is_err());
/// assert!(parse_with(Grammar::Rfc1630, "http://h/p#f").is_ok());
/// ```
pub fn parse_with(grammar: Grammar, input: &str) -> Result<Uri<'_>, ParseError> {
    crate::recognize::parser::run(grammar, input, AstVisitor)?
        .map_err(|Unexpected { found, inside }| ParseError::Internal { grammar, found, inside })
}

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

/// The entry rules, as the listing table describes them
/// ([`crate::grammar::listings::ListingSpec`]): `url_entry`/`url_fragment_entry`
/// (`prefixedurl | url`), `fragmentaddress` (`uri [ # fragmentid ]`, where
/// url7's `uri` renames its `url`), url4's `anchoraddress` (`docaddress [ # anchorid ]`).
fn parse_entry<'i, R: GrammarRule>(grammar: Grammar, listing: Listing, entry: Pair<'i, R>) -> Built<Uri<'i>> {
    let spec = crate::grammar::listings::spec(listing);
    let (mut prefixedurl, mut address, mut fragmentid) = (false, None, None);
    for child in entry.into_inner() {
        let name = child.as_rule().name();
        match spec.productions {
            _ if name == "EOI" => {}
            _ if Some(name) == spec.fragment => fragmentid = Some(text(child)),
            Productions::ChoiceOf(choice) if spec.wrapper == Some(name) || spec.renames.contains(&name) => {
                prefixedurl |= spec.wrapper == Some(name);
                address = Some(parse_url(listing, Children::of(child).required(RuleName::of_name(choice))?)?);
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
    Ok(match address.as_rule().named() {
        // A prose layer's choice holds the listing's own: built as the listing builds it.
        RuleName::url | RuleName::docaddress if listing != listing.base() => return parse_url(listing.base(), address),
        RuleName::fileaddress if listing == Listing::Rfc1630Prose => {
            let mut children = Children::of(address);
            let host = children.optional(RuleName::host).map(parse_host).transpose()?;
            Address::ProseFile(ProseFileAddress { host, path: Path::new(children.required(RuleName::path)?.as_str()) })
        }
        RuleName::rloginaddress => {
            Address::Rlogin(RloginAddress { login: parse_login(Children::of(address).required(RuleName::login)?)? })
        }
        RuleName::tn3270address => {
            Address::Tn3270(Tn3270Address { login: parse_login(Children::of(address).required(RuleName::login)?)? })
        }
        RuleName::gopherslashaddress => {
            let mut children = Children::of(address);
            Address::GopherSlash(GopherAddress {
                hostport: parse_hostport(children.required(RuleName::hostport)?)?,
                gtype: Some(text(children.required(RuleName::gtype)?)),
                gcommand: Some(Path::new(children.required(RuleName::gopherslashcommand)?.as_str())),
            })
        }
        RuleName::ftptypeaddress => {
            let mut children = Children::of(address);
            Address::FtpType(FtpTypeAddress {
                login: parse_login(children.required(RuleName::login)?)?,
                path: Path::new(children.required(RuleName::path)?.as_str()),
                typecode: text(children.required(RuleName::typecode)?),
            })
        }
        RuleName::gophernotypeaddress => Address::GopherNoType(GopherNoTypeAddress {
            hostport: parse_hostport(Children::of(address).required(RuleName::hostport)?)?,
        }),
        RuleName::mailtoaddrspecaddress => Address::MailtoAddrSpec(MailtoAddrSpecAddress {
            addr_spec: parse_addr_spec(Children::of(address).required(RuleName::addr_spec)?)?,
        }),
        RuleName::gopherselectoraddress => {
            let mut children = Children::of(address);
            Address::GopherSelector(DraftGopherAddress {
                hostport: parse_hostport(children.required(RuleName::hostport)?)?,
                gtype: Some(text(children.required(RuleName::gtype)?)),
                selector: Some(Path::new(children.required(RuleName::selector)?.as_str())),
                search: children.optional(RuleName::search).map(|s| Search::new(s.as_str())),
                slash_before_selector: false,
            })
        }
        RuleName::ftpportaddress => Address::FtpPort(parse_hostport_path(address)?),
        RuleName::prosperoportaddress => Address::ProsperoPort(parse_hostport_path(address)?),
        RuleName::URI | RuleName::relative_ref => Address::Rfc3986(rfc3986::parse_uri_reference(address)?),
        RuleName::IRI | RuleName::irelative_ref => Address::Rfc3987(rfc3987::parse_iri_reference(address)?),
        RuleName::httpaddress => Address::Http(parse_httpaddress(address)?),
        RuleName::generic => Address::DraftGeneric(parse_uri(address)?),
        RuleName::afsaddress => {
            let mut children = Children::of(address);
            Address::Afs(AfsAddress {
                cellname: text(children.required(RuleName::cellname)?),
                path: Path::new(children.required(RuleName::path)?.as_str()),
            })
        }
        RuleName::fileaddress => {
            let mut children = Children::of(address);
            Address::File(FileAddress {
                host: parse_host(children.required(RuleName::host)?)?,
                path: Path::new(children.required(RuleName::path)?.as_str()),
            })
        }
        RuleName::telnetaddress if listing == Listing::Url4 => {
            let mut children = Children::of(address);
            Address::Url4Telnet(Url4TelnetAddress {
                user: children.optional(RuleName::user).map(text),
                hostport: parse_hostport(children.required(RuleName::hostport)?)?,
            })
        }
        RuleName::gopheraddress if matches!(listing, Listing::Url7 | Listing::Url4) => {
            let mut children = Children::of(address);
            Address::DraftGopher(DraftGopherAddress {
                hostport: parse_hostport(children.required(RuleName::hostport)?)?,
                gtype: children.optional(RuleName::gtype).map(text),
                selector: children.optional(RuleName::selector).map(|p| Path::new(p.as_str())),
                search: children.optional(RuleName::search).map(|s| Search::new(s.as_str())),
                // url4 F18: `/ gtype [ / selector ]`.
                slash_before_selector: listing == Listing::Url4,
            })
        }
        RuleName::prosperoaddress if listing == Listing::Url4 => Address::Url4Prospero(Url4ProsperoAddress {
            path: Path::new(Children::of(address).required(RuleName::path)?.as_str()),
        }),
        RuleName::mailtoaddress if listing == Listing::Url03 => {
            let mut children = Children::of(address);
            Address::Url03Mailto(Url03MailtoAddress {
                xalphas: text(children.required(RuleName::mailto_xalphas)?),
                hostname: text(children.required(RuleName::hostname)?),
            })
        }
        RuleName::ftpaddress => Address::Ftp(parse_ftpaddress(address)?),
        RuleName::newsaddress => Address::News(parse_newsaddress(address)?),
        RuleName::nntpaddress => Address::Nntp(parse_nntpaddress(address)?),
        RuleName::prosperoaddress => {
            Address::Prospero(parse_prosperolink(Children::of(address).required(RuleName::prosperolink)?)?)
        }
        RuleName::telnetaddress => {
            Address::Telnet(TelnetAddress { login: parse_login(Children::of(address).required(RuleName::login)?)? })
        }
        RuleName::gopheraddress => Address::Gopher(parse_gopheraddress(address)?),
        RuleName::waisaddress => Address::Wais(parse_waisaddress(address)?),
        RuleName::mailtoaddress => Address::Mailto(parse_mailtoaddress(address)?),
        RuleName::midaddress => Address::Mid(MidAddress {
            addr_spec: parse_addr_spec(Children::of(address).required(RuleName::addr_spec)?)?,
        }),
        RuleName::cidaddress => {
            let content_identifier = Children::of(address).required(RuleName::content_identifier)?;
            Address::Cid(CidAddress {
                content_identifier: parse_addr_spec(Children::of(content_identifier).required(RuleName::addr_spec)?)?,
            })
        }
        _ => return unexpected(&address, "url"),
    })
}

fn parse_uri<'i, R: GrammarRule>(uri: Pair<'i, R>) -> Built<GenericUri<'i>> {
    let mut children = Children::of(uri);
    Ok(GenericUri {
        scheme: text(children.required(RuleName::scheme)?),
        path: Path::new(children.required(RuleName::path)?.as_str()),
        search: children.optional(RuleName::search).map(|s| Search::new(s.as_str())),
    })
}

fn parse_hostport_path<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<HostPortPath<'i>> {
    let mut children = Children::of(pair);
    Ok(HostPortPath {
        hostport: parse_hostport(children.required(RuleName::hostport)?)?,
        path: Path::new(children.required(RuleName::path)?.as_str()),
    })
}

fn parse_httpaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<HttpAddress<'i>> {
    let mut children = Children::of(pair);
    Ok(HttpAddress {
        hostport: parse_hostport(children.required(RuleName::hostport)?)?,
        path: children.optional(RuleName::path).map(|p| Path::new(p.as_str())),
        search: children.optional(RuleName::search).map(|s| Search::new(s.as_str())),
    })
}

fn parse_ftpaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<FtpAddress<'i>> {
    let mut children = Children::of(pair);
    Ok(FtpAddress {
        login: parse_login(children.required(RuleName::login)?)?,
        path: Path::new(children.required(RuleName::path)?.as_str()),
        ftptype: children.optional(RuleName::ftptype).map(text),
    })
}

fn parse_newsaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<NewsAddress<'i>> {
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

fn parse_nntpaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<NntpAddress<'i>> {
    let mut children = Children::of(pair);
    Ok(NntpAddress {
        group: text(children.required(RuleName::group)?),
        digits: text(children.required(RuleName::digits)?),
    })
}

fn parse_mailtoaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<MailtoAddress<'i>> {
    let mut children = Children::of(pair);
    Ok(MailtoAddress {
        xalphas: text(children.required(RuleName::mailto_xalphas)?),
        hostname: text(children.required(RuleName::hostname)?),
    })
}

fn parse_addr_spec<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<AddrSpec<'i>> {
    let mut children = Children::of(pair);
    Ok(AddrSpec {
        local_part: text(children.required(RuleName::local_part)?),
        domain: text(children.required(RuleName::domain)?),
    })
}

fn parse_waisaddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<WaisAddress<'i>> {
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
                    path: Path::new(children.required(RuleName::path)?.as_str()),
                }),
            }
        }
        _ => return Err(Unexpected { found: rule.name(), inside: "waisaddress" }),
    })
}

fn parse_prosperolink<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<ProsperoLink<'i>> {
    let mut children = Children::of(pair);
    Ok(ProsperoLink {
        hostport: parse_hostport(children.required(RuleName::hostport)?)?,
        hsoname: Path::new(children.required(RuleName::hsoname)?.as_str()),
        version: children.optional(RuleName::version).map(text),
        attributes: children.optional(RuleName::attributes).map(text),
    })
}

fn parse_gopheraddress<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<GopherAddress<'i>> {
    let mut children = Children::of(pair);
    Ok(GopherAddress {
        hostport: parse_hostport(children.required(RuleName::hostport)?)?,
        gtype: children.optional(RuleName::gtype).map(text),
        gcommand: children.optional(RuleName::gcommand).map(|p| Path::new(p.as_str())),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognize::parser::{decided_listing, in_order, RFC1630_WRAPPER};

    /// On every string of the corpora and the catalogue, and each of them
    /// wrapped in RFC 1630's `url:` (none of them is), under every grammar,
    /// the listing the DFA names builds the AST that trying every listing
    /// in order builds.
    #[test]
    fn the_dfa_listing_builds_the_ast_of_the_ordered_trial() {
        let mut inputs = crate::support::corpus_inputs::corpus_inputs();
        let wrapped: Vec<String> = inputs.iter().map(|input| format!("{RFC1630_WRAPPER}{input}")).collect();
        inputs.extend(wrapped);
        let mut compared = 0;
        let mut differ = Vec::new();
        for grammar in Grammar::ALL.into_iter().chain(Grammar::PROSE) {
            for input in &inputs {
                let Some(decided) = decided_listing(grammar, input, &AstVisitor) else { continue };
                compared += 1;
                let ordered = in_order(grammar, input, AstVisitor);
                if format!("{:?}", ordered.as_ref().ok()) != format!("{:?}", Some(&decided)) {
                    differ.push((grammar, input.clone()));
                }
            }
        }
        assert!(compared > 10_000, "only {compared} accepted strings");
        assert!(differ.is_empty(), "{} differ, first: {:?}", differ.len(), differ.first());
    }
}
