//! The AST builder for RFC 1738's listing: one `parse_<rule>` function per
//! production of its `url`, walking the pairs by rule name. A literal of the
//! listing (`/`, `;type=`, `%09`) makes no pair; where one is optional, the
//! text of the production tells whether it is there.

use super::hosts::{parse_host, parse_hostport, parse_login};
use crate::ast::build::pairs::{text, unexpected, Built, Children, Pair};
use crate::ast::{
    Address, FieldSpec, FileUrl, FtpUrl, GopherUrl, GroupPart, HttpUrl, IpSchemepart, MailtoUrl, NewsArticle, NewsUrl,
    NntpUrl, OtherUrl, Path, ProsperoUrl, SchemePart, Search, TelnetUrl, Text, WaisDatabase, WaisUrl,
};
use crate::grammar::listings::GrammarRule;
use crate::grammar::rule_name::RuleName;

/// The alternative of `url` that matched.
pub(crate) fn parse_url<'i, R: GrammarRule>(address: Pair<'i, R>) -> Built<Address<'i>> {
    Ok(match address.as_rule().named() {
        RuleName::httpurl => Address::HttpUrl(parse_httpurl(address)?),
        RuleName::ftpurl => Address::FtpUrl(parse_ftpurl(address)?),
        RuleName::newsurl => Address::NewsUrl(parse_newsurl(address)?),
        RuleName::nntpurl => Address::NntpUrl(parse_nntpurl(address)?),
        RuleName::telneturl => Address::TelnetUrl(parse_telneturl(address)?),
        RuleName::gopherurl => Address::GopherUrl(parse_gopherurl(address)?),
        RuleName::waisurl => Address::WaisUrl(parse_waisurl(address)?),
        RuleName::mailtourl => Address::MailtoUrl(MailtoUrl {
            encoded822addr: text(Children::of(address).required(RuleName::encoded822addr)?),
        }),
        RuleName::fileurl => Address::FileUrl(parse_fileurl(address)?),
        RuleName::prosperourl => Address::ProsperoUrl(parse_prosperourl(address)?),
        RuleName::otherurl => {
            Address::OtherUrl(parse_genericurl(Children::of(address).required(RuleName::genericurl)?)?)
        }
        _ => return unexpected(&address, "url"),
    })
}

fn parse_httpurl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<HttpUrl<'i>> {
    let mut children = Children::of(pair);
    Ok(HttpUrl {
        hostport: parse_hostport(children.required(RuleName::hostport)?)?,
        hpath: children.optional(RuleName::hpath).map(|p| Path::new(p.as_str())),
        search: children.optional(RuleName::search).map(|s| Search::new(s.as_str())),
    })
}

fn parse_ftpurl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<FtpUrl<'i>> {
    let mut children = Children::of(pair);
    Ok(FtpUrl {
        login: parse_login(children.required(RuleName::login)?)?,
        fpath: children.optional(RuleName::fpath).map(|p| Path::new(p.as_str())),
        ftptype: children.optional(RuleName::ftptype).map(text),
    })
}

fn parse_fileurl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<FileUrl<'i>> {
    let mut children = Children::of(pair);
    Ok(FileUrl {
        host: children.optional(RuleName::host).map(parse_host).transpose()?,
        fpath: Path::new(children.required(RuleName::fpath)?.as_str()),
    })
}

fn parse_gopherurl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<GopherUrl<'i>> {
    let whole = pair.as_str().len();
    let mut children = Children::of(pair);
    let hostport = children.required(RuleName::hostport)?;
    // `gopher://` and the hostport; a `/` follows when anything does.
    let slash = whole > "gopher://".len() + hostport.as_str().len();
    Ok(GopherUrl {
        hostport: parse_hostport(hostport)?,
        slash,
        gtype: children.optional(RuleName::gtype).map(text),
        selector: children.optional(RuleName::selector).map(text),
        search: children.optional(RuleName::gopher_search).map(|s| Search::new(s.as_str())),
        gopher_string: children.optional(RuleName::gopher_string).map(text),
    })
}

fn parse_newsurl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<NewsUrl<'i>> {
    let grouppart = Children::of(pair).required(RuleName::grouppart)?;
    let mut children = Children::of(grouppart);
    let grouppart = if let Some(article) = children.optional(RuleName::article) {
        let whole = article.as_str();
        let host = Children::of(article).required(RuleName::host)?;
        // The run before `@` holds no `@`: it ends where the host's `@` is.
        let unique = &whole[..whole.len() - host.as_str().len() - 1];
        GroupPart::Article(NewsArticle { unique: Text::new(unique), host: parse_host(host)? })
    } else if let Some(group) = children.optional(RuleName::group) {
        GroupPart::Group(text(group))
    } else {
        GroupPart::All
    };
    Ok(NewsUrl { grouppart })
}

fn parse_nntpurl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<NntpUrl<'i>> {
    let mut children = Children::of(pair);
    Ok(NntpUrl {
        hostport: parse_hostport(children.required(RuleName::hostport)?)?,
        group: text(children.required(RuleName::group)?),
        digits: children.optional(RuleName::digits).map(text),
    })
}

fn parse_telneturl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<TelnetUrl<'i>> {
    // A login never ends with `/`: a final one is the optional `[ "/" ]`.
    let slash = pair.as_str().ends_with('/');
    Ok(TelnetUrl { login: parse_login(Children::of(pair).required(RuleName::login)?)?, slash })
}

fn parse_waisurl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<WaisUrl<'i>> {
    let form = Children::of(pair).any()?;
    let rule = form.as_rule();
    let mut children = Children::of(form);
    let mut fields = WaisDatabase {
        hostport: parse_hostport(children.required(RuleName::hostport)?)?,
        database: text(children.required(RuleName::database)?),
        search: None,
        wtype: None,
        wpath: None,
    };
    Ok(match rule.named() {
        RuleName::waisdatabase => WaisUrl::Database(fields),
        RuleName::waisindex => {
            fields.search = Some(Search::new(children.required(RuleName::search)?.as_str()));
            WaisUrl::Index(fields)
        }
        RuleName::waisdoc => {
            fields.wtype = Some(text(children.required(RuleName::wtype)?));
            fields.wpath = Some(text(children.required(RuleName::wpath)?));
            WaisUrl::Doc(fields)
        }
        _ => return Err(crate::ast::build::pairs::Unexpected { found: rule.name(), inside: "waisurl" }),
    })
}

fn parse_prosperourl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<ProsperoUrl<'i>> {
    let mut children = Children::of(pair);
    let hostport = parse_hostport(children.required(RuleName::hostport)?)?;
    let ppath = Path::new(children.required(RuleName::ppath)?.as_str());
    let mut fieldspecs = Vec::new();
    while let Some(fieldspec) = children.optional(RuleName::fieldspec) {
        let mut parts = Children::of(fieldspec);
        fieldspecs.push(FieldSpec {
            fieldname: text(parts.required(RuleName::fieldname)?),
            fieldvalue: text(parts.required(RuleName::fieldvalue)?),
        });
    }
    Ok(ProsperoUrl { hostport, ppath, fieldspecs })
}

fn parse_genericurl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<OtherUrl<'i>> {
    let mut children = Children::of(pair);
    let scheme = text(children.required(RuleName::scheme)?);
    let schemepart = children.required(RuleName::schemepart)?;
    let whole = schemepart.as_str();
    let schemepart = match Children::of(schemepart).optional(RuleName::ip_schemepart) {
        Some(ip) => {
            let mut parts = Children::of(ip);
            SchemePart::IpSchemepart(IpSchemepart {
                login: parse_login(parts.required(RuleName::login)?)?,
                urlpath: parts.optional(RuleName::urlpath).map(text),
            })
        }
        None => SchemePart::Xchars(Text::new(whole)),
    };
    Ok(OtherUrl { scheme, schemepart })
}
