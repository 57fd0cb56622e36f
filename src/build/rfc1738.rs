//! The AST builder for RFC 1738's listing: one `parse_<rule>` function per
//! production of its `url`, walking the pairs by rule name. A literal of the
//! listing (`/`, `;type=`, `%09`) makes no pair; where one is optional, the
//! text of the production tells whether it is there.

use super::{parse_host, parse_hostport, parse_login, text};
use crate::ast::*;
use crate::helpers::{unexpected, Built, Children, Pair};
use crate::listings::GrammarRule;

/// The alternative of `url` that matched.
pub(crate) fn parse_url<'i, R: GrammarRule>(address: Pair<'i, R>) -> Built<Address<'i>> {
    Ok(match address.as_rule().name() {
        "httpurl" => Address::HttpUrl(parse_httpurl(address)?),
        "ftpurl" => Address::FtpUrl(parse_ftpurl(address)?),
        "newsurl" => Address::NewsUrl(parse_newsurl(address)?),
        "nntpurl" => Address::NntpUrl(parse_nntpurl(address)?),
        "telneturl" => Address::TelnetUrl(parse_telneturl(address)?),
        "gopherurl" => Address::GopherUrl(parse_gopherurl(address)?),
        "waisurl" => Address::WaisUrl(parse_waisurl(address)?),
        "mailtourl" => {
            Address::MailtoUrl(MailtoUrl { encoded822addr: text(Children::of(address).required("encoded822addr")?) })
        }
        "fileurl" => Address::FileUrl(parse_fileurl(address)?),
        "prosperourl" => Address::ProsperoUrl(parse_prosperourl(address)?),
        "otherurl" => Address::OtherUrl(parse_genericurl(Children::of(address).required("genericurl")?)?),
        _ => return unexpected(&address, "url"),
    })
}

fn parse_httpurl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<HttpUrl<'i>> {
    let mut children = Children::of(pair);
    Ok(HttpUrl {
        hostport: parse_hostport(children.required("hostport")?)?,
        hpath: children.optional("hpath").map(|p| Path::new(p.as_str())),
        search: children.optional("search").map(|s| Search::new(s.as_str())),
    })
}

fn parse_ftpurl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<FtpUrl<'i>> {
    let mut children = Children::of(pair);
    Ok(FtpUrl {
        login: parse_login(children.required("login")?)?,
        fpath: children.optional("fpath").map(|p| Path::new(p.as_str())),
        ftptype: children.optional("ftptype").map(text),
    })
}

fn parse_fileurl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<FileUrl<'i>> {
    let mut children = Children::of(pair);
    Ok(FileUrl {
        host: children.optional("host").map(parse_host).transpose()?,
        fpath: Path::new(children.required("fpath")?.as_str()),
    })
}

fn parse_gopherurl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<GopherUrl<'i>> {
    let whole = pair.as_str().len();
    let mut children = Children::of(pair);
    let hostport = children.required("hostport")?;
    // `gopher://` and the hostport; a `/` follows when anything does.
    let slash = whole > "gopher://".len() + hostport.as_str().len();
    Ok(GopherUrl {
        hostport: parse_hostport(hostport)?,
        slash,
        gtype: children.optional("gtype").map(text),
        selector: children.optional("selector").map(text),
        search: children.optional("gopher_search").map(|s| Search::new(s.as_str())),
        gopher_string: children.optional("gopher_string").map(text),
    })
}

fn parse_newsurl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<NewsUrl<'i>> {
    let grouppart = Children::of(pair).required("grouppart")?;
    let mut children = Children::of(grouppart);
    let grouppart = if let Some(article) = children.optional("article") {
        let whole = article.as_str();
        let host = Children::of(article).required("host")?;
        // The run before `@` holds no `@`: it ends where the host's `@` is.
        let unique = &whole[..whole.len() - host.as_str().len() - 1];
        GroupPart::Article(NewsArticle { unique: Text::new(unique), host: parse_host(host)? })
    } else if let Some(group) = children.optional("group") {
        GroupPart::Group(text(group))
    } else {
        GroupPart::All
    };
    Ok(NewsUrl { grouppart })
}

fn parse_nntpurl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<NntpUrl<'i>> {
    let mut children = Children::of(pair);
    Ok(NntpUrl {
        hostport: parse_hostport(children.required("hostport")?)?,
        group: text(children.required("group")?),
        digits: children.optional("digits").map(text),
    })
}

fn parse_telneturl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<TelnetUrl<'i>> {
    // A login never ends with `/`: a final one is the optional `[ "/" ]`.
    let slash = pair.as_str().ends_with('/');
    Ok(TelnetUrl { login: parse_login(Children::of(pair).required("login")?)?, slash })
}

fn parse_waisurl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<WaisUrl<'i>> {
    let form = Children::of(pair).any()?;
    let name = form.as_rule().name();
    let mut children = Children::of(form);
    let mut fields = WaisDatabase {
        hostport: parse_hostport(children.required("hostport")?)?,
        database: text(children.required("database")?),
        search: None,
        wtype: None,
        wpath: None,
    };
    Ok(match name {
        "waisdatabase" => WaisUrl::Database(fields),
        "waisindex" => {
            fields.search = Some(Search::new(children.required("search")?.as_str()));
            WaisUrl::Index(fields)
        }
        "waisdoc" => {
            fields.wtype = Some(text(children.required("wtype")?));
            fields.wpath = Some(text(children.required("wpath")?));
            WaisUrl::Doc(fields)
        }
        _ => return Err(crate::helpers::Unexpected { found: name, inside: "waisurl" }),
    })
}

fn parse_prosperourl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<ProsperoUrl<'i>> {
    let mut children = Children::of(pair);
    let hostport = parse_hostport(children.required("hostport")?)?;
    let ppath = Path::new(children.required("ppath")?.as_str());
    let mut fieldspecs = Vec::new();
    while let Some(fieldspec) = children.optional("fieldspec") {
        let mut parts = Children::of(fieldspec);
        fieldspecs.push(FieldSpec {
            fieldname: text(parts.required("fieldname")?),
            fieldvalue: text(parts.required("fieldvalue")?),
        });
    }
    Ok(ProsperoUrl { hostport, ppath, fieldspecs })
}

fn parse_genericurl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<OtherUrl<'i>> {
    let mut children = Children::of(pair);
    let scheme = text(children.required("scheme")?);
    let schemepart = children.required("schemepart")?;
    let whole = schemepart.as_str();
    let schemepart = match Children::of(schemepart).optional("ip_schemepart") {
        Some(ip) => {
            let mut parts = Children::of(ip);
            SchemePart::IpSchemepart(IpSchemepart {
                login: parse_login(parts.required("login")?)?,
                urlpath: parts.optional("urlpath").map(text),
            })
        }
        None => SchemePart::Xchars(Text::new(whole)),
    };
    Ok(OtherUrl { scheme, schemepart })
}
