//! The AST builder for RFC 1738's listing: one `parse_<rule>` function per
//! production of its `url`, walking the pairs by rule name. A literal of the
//! listing (`/`, `;type=`, `%09`) makes no pair; where one is optional, the
//! text of the production tells whether it is there.

use super::productions::{
    FieldSpec, FileUrl, FtpUrl, GopherUrl, GroupPart, HttpUrl, IpSchemepart, NewsArticle, NewsUrl, NntpUrl, OtherUrl,
    ProsperoUrl, SchemePart, TelnetUrl, WaisDatabase, WaisUrl,
};
use crate::ast::build::pairs::{text, Built, Children, Pair, Unexpected};
use crate::ast::Text;
use crate::documents::rfc1630::ast::{parse_host, parse_hostport, parse_login, Path, Search};
use crate::grammar::listings::GrammarRule;
use crate::grammar::rule_name::RuleName;

pub(crate) fn parse_httpurl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<HttpUrl<'i>> {
    let mut children = Children::of(pair);
    Ok(HttpUrl {
        hostport: parse_hostport(children.required(RuleName::hostport)?)?,
        hpath: children.optional(RuleName::hpath).map(|p| Path::after_slash(&p)),
        search: children.optional(RuleName::search).map(|s| Search::new(s.as_str())),
    })
}

pub(crate) fn parse_ftpurl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<FtpUrl<'i>> {
    let mut children = Children::of(pair);
    Ok(FtpUrl {
        login: parse_login(children.required(RuleName::login)?)?,
        fpath: children.optional(RuleName::fpath).map(|p| Path::after_slash(&p)),
        ftptype: children.optional(RuleName::ftptype).map(text),
    })
}

pub(crate) fn parse_fileurl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<FileUrl<'i>> {
    let mut children = Children::of(pair);
    Ok(FileUrl {
        host: children.optional(RuleName::host).map(parse_host).transpose()?,
        fpath: Path::after_slash(&children.required(RuleName::fpath)?),
    })
}

pub(crate) fn parse_gopherurl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<GopherUrl<'i>> {
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

pub(crate) fn parse_newsurl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<NewsUrl<'i>> {
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

pub(crate) fn parse_nntpurl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<NntpUrl<'i>> {
    let mut children = Children::of(pair);
    Ok(NntpUrl {
        hostport: parse_hostport(children.required(RuleName::hostport)?)?,
        group: text(children.required(RuleName::group)?),
        digits: children.optional(RuleName::digits).map(text),
    })
}

pub(crate) fn parse_telneturl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<TelnetUrl<'i>> {
    // A login never ends with `/`: a final one is the optional `[ "/" ]`.
    let slash = pair.as_str().ends_with('/');
    Ok(TelnetUrl { login: parse_login(Children::of(pair).required(RuleName::login)?)?, slash })
}

pub(crate) fn parse_waisurl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<WaisUrl<'i>> {
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
        _ => return Err(Unexpected { found: rule.name(), inside: "waisurl" }),
    })
}

pub(crate) fn parse_prosperourl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<ProsperoUrl<'i>> {
    let mut children = Children::of(pair);
    let hostport = parse_hostport(children.required(RuleName::hostport)?)?;
    let ppath = Path::after_slash(&children.required(RuleName::ppath)?);
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

pub(crate) fn parse_genericurl<'i, R: GrammarRule>(pair: Pair<'i, R>) -> Built<OtherUrl<'i>> {
    let mut children = Children::of(pair);
    let scheme = text(children.required(RuleName::scheme)?);
    let schemepart = children.required(RuleName::schemepart)?;
    let whole = schemepart.as_str();
    let schemepart = match Children::of(schemepart).optional(RuleName::ip_schemepart) {
        Some(ip) => {
            let mut parts = Children::of(ip);
            let login = parse_login(parts.required(RuleName::login)?)?;
            let urlpath = parts.optional(RuleName::urlpath);
            SchemePart::IpSchemepart(IpSchemepart {
                login,
                written_urlpath: urlpath.as_ref().map(Path::after_slash),
                urlpath: urlpath.map(text),
            })
        }
        None => SchemePart::Xchars(Text::new(whole)),
    };
    Ok(OtherUrl { scheme, schemepart })
}
