//! url-03's findings: where its listing disagrees with its own prose or
//! examples (and the findings it shares with a later document), as data;
//! [`crate::grammar::findings`] gathers every document's.

use super::cite as url03;
use crate::documents::rfc1630::grammar::cite as rfc1630;
use crate::grammar::findings::Expect::{Accepted, Rejected};
use crate::grammar::findings::{finding, hint, hint_after, hint_within, quote, Evidence, Finding, Found, Witness};
use crate::Grammar::{Rfc1630, Rfc1630Generic, Rfc1630Url, Url03, Url4, Url7};

/// url-03's findings, in id order.
pub(crate) static FINDINGS: &[Finding] = &[
    finding!(Finding {
        id: "F1",
        grammars: &[Rfc1630Generic, Rfc1630Url, Url03],
        evidence: Evidence::Contradiction,
        summary: "the listing has no empty path segment: `//` inside a path, or a path that starts with `/`, is not derivable",
        detail: "No empty path segment: `path  void | xpalphas [ / path ]` (generic) and `path  void | segment [ / path ]` (URL listings) allow a trailing `/` but never `//` inside a path, nor a path that starts with `/`. The partial-form examples (p.10-11) and the URN example (p.18) use `//` or a leading `/`.",
        listing: &[
            quote(rfc1630("p.22", 1109, 1109), "path void | xpalphas [ / path ]"),
            quote(rfc1630("p.25", 1263, 1263), "path void | segment [ / path ]"),
        ],
        prose: &[
            quote(rfc1630("p.11", 528, 528), "magic://a/b/c//d/e/f"),
            quote(rfc1630("p.18", 894, 894), "urn:/iana/dns/ch/cern/cn/techdoc/94/1642-3"),
        ],
        witnesses: &[
            Witness { input: "magic://a/b/c//d/e/f", verdicts: &[(Rfc1630Generic, Rejected(6)), (Rfc1630, Rejected(6))] },
            Witness { input: "urn:/iana/dns/ch/cern/cn/techdoc/94/1642-3", verdicts: &[(Rfc1630Generic, Rejected(4))] },
            Witness { input: "http://h/a//b", verdicts: &[(Rfc1630Url, Rejected(11)), (Url03, Rejected(11))] },
        ],
        unknown_schemes: &[],
        hints: &[
            hint(Rfc1630Generic, "path", Found::Char('/')),
            hint(Rfc1630Url, "path", Found::Char('/')),
            hint(Url03, "path", Found::Char('/')),
        ],
    }),
    finding!(Finding {
        id: "F2",
        grammars: &[Rfc1630Url, Url03],
        evidence: Evidence::Contradiction,
        summary: "`ftptype` follows the path with no `;type=`, which the FTP prose writes",
        detail: "`ftptype` has no separator: the prose (p.16) writes `;type=<type-code>`, the listing `path [ ftptype ]`. Every `ftptype` is also the end of a segment, so the typed AST never sets `ftptype` under this listing (the path takes it).",
        listing: &[quote(rfc1630("p.24", 1188, 1188), "ftpaddress f t p : / / login / path [ ftptype ]")],
        prose: &[quote(rfc1630("p.16", 767, 767), ";type = <type-code>")],
        witnesses: &[Witness { input: "ftp://h/pub/file;type=I", verdicts: &[(Rfc1630Url, Rejected(16)), (Url03, Rejected(16))] }],
        unknown_schemes: &[],
        hints: &[hint(Rfc1630Url, "ftpaddress", Found::Char(';')), hint(Url03, "ftpaddress", Found::Char(';'))],
    }),
    finding!(Finding {
        id: "F3",
        grammars: &[Rfc1630Url, Url03],
        evidence: Evidence::Gap,
        summary: "`nntpaddress` has no host, though the NNTP prose gives the news server name",
        detail: "`nntpaddress  n n t p : group / digits` has no host, though the prose says the news server name is given.",
        listing: &[quote(rfc1630("p.24", 1194, 1194), "nntpaddress n n t p : group / digits")],
        prose: &[quote(
            rfc1630("p.21", 1026, 1027),
            "The news server name, newsgroup name, and index number of an article within the newsgroup on that particular server are given.",
        )],
        witnesses: &[Witness { input: "nntp://news.host/group/12", verdicts: &[(Rfc1630Url, Rejected(5)), (Url03, Rejected(5))] }],
        unknown_schemes: &[],
        hints: &[
            hint_within(Rfc1630Url, "group", "nntpaddress", Found::Char('/')),
            hint_within(Url03, "group", "nntpaddress", Found::Char('/')),
        ],
    }),
    finding!(Finding {
        id: "F5",
        grammars: &[Url03],
        evidence: Evidence::Contradiction,
        summary: "url-03's prose demands the prefix `URL:`; its listing spells the prefix `u r l :`, in lower case",
        detail: "url-03's PrePrefix prose (p.2) says the whole string must start with a constant prefix `URL:`; its listing spells `prefixedurl  u r l : url` (\"Single letters stand for single letters\"), so `URL:` is not derivable and `url:` is. This finding was once wider: it also claimed an upper-case scheme (`GOPHER://`) and RFC 1630's listing, but url-03 has no text about upper-case schemes and RFC 1630 none about the prefix's case, so what the text bears is the `URL:` prefix alone.",
        listing: &[quote(url03("p.13", 25214), "prefixedurl u r l : url")],
        prose: &[quote(url03("p.2", 2801), "the whole string must start with a constant prefix \"URL:\"")],
        witnesses: &[
            Witness { input: "URL:http://a/", verdicts: &[(Url03, Rejected(0))] },
            Witness { input: "url:http://a/", verdicts: &[(Url03, Accepted("httpaddress"))] },
        ],
        unknown_schemes: &[],
        hints: &[hint_after(Url03, "url", "", Found::Char('U'))],
    }),
    finding!(Finding {
        id: "F7",
        grammars: &[Rfc1630Url, Url03],
        evidence: Evidence::Observation,
        summary: "a hostname is any `alpha` followed by `xalpha`s (`@`, `$`, `&`, escapes), not a DNS name",
        detail: "`hostname  ialpha [ . hostname ]` with `ialpha  alpha [ xalphas ]`: `xalpha` holds `@`, `$`, `&`, `%xx`, so a hostname is any `alpha` followed by `xalpha`s, not a DNS name. No text of RFC 1630 or url-03 defines a host name otherwise (\"a host name or internet address\", p.21), so this is an observation: the listing accepts what no DNS name is, and rejects the DNS names that start with a digit (`3com.com`) that software wrote.",
        listing: &[
            quote(rfc1630("p.25", 1255, 1255), "hostname ialpha [ . hostname ]"),
            quote(rfc1630("p.26", 1290, 1290), "ialpha alpha [ xalphas ]"),
        ],
        prose: &[],
        witnesses: &[Witness { input: "http://a@b$c/", verdicts: &[(Rfc1630Url, Accepted("httpaddress")), (Url03, Accepted("httpaddress"))] }],
        unknown_schemes: &[],
        hints: &[],
    }),
    finding!(Finding {
        id: "F10",
        grammars: &[Url03, Rfc1630Url],
        evidence: Evidence::Contradiction,
        summary: "url-03's listing has `m a i l t o : :`, two colons; RFC 1630's has one, and url-03's prose says a mailto URL holds an addr-spec",
        detail: "`mailtoaddress  m a i l t o : : xalphas @ hostname` has two colons. url-03's MAILTO paragraph (p.10) holds no mailto URL; it says the URL specifies an RFC 822 addr-spec, which cannot begin with `:`, and RFC 1630's listing (p.24), its successor, has `m a i l t o :` with one colon.",
        listing: &[
            quote(url03("p.14", 25767), "mailtoaddress m a i l t o : : xalphas @ hostname"),
            quote(rfc1630("p.24", 1200, 1200), "mailtoaddress m a i l t o : xalphas @ hostname"),
        ],
        prose: &[quote(url03("p.10", 18472), "MAILTO This allows a URL to specify an RFC822 addr-spec mail address.")],
        witnesses: &[
            Witness { input: "mailto:timbl@info.cern.ch", verdicts: &[(Url03, Rejected(7)), (Rfc1630Url, Accepted("mailtoaddress"))] },
            Witness { input: "mailto::timbl@info.cern.ch", verdicts: &[(Url03, Accepted("mailtoaddress")), (Rfc1630Url, Rejected(7))] },
        ],
        unknown_schemes: &[],
        hints: &[
            hint_after(Url03, "mailtoaddress", "mailto:", Found::Not(':')),
            hint_after(Rfc1630Url, "mailtoaddress", "mailto:", Found::Char(':')),
        ],
    }),
    finding!(Finding {
        id: "F11",
        grammars: &[Url03],
        evidence: Evidence::Contradiction,
        summary: "Gopher+ strings fit only inside `gcommand  path`, and a literal `?` (p.7) is not derivable; only `%3F` (p.9) is",
        detail: "The Gopher+ rules (p.6-10) are prose and templates, not BNF; the listing's `gopheraddress  ... [/ gtype [ gcommand ] ]` carries the `%09`-separated search and Gopher+ strings only inside `gcommand  path`. p.7 says a Gopher+ string holds a literal `?` where the summary (p.9) writes `%3F`: only `%3F` is derivable (`?` is `reserved`, and `gopheraddress` has no `? search`). The p.10 examples `gopher://host [port]/...` are templates, claimed `damaged` in the catalogue, not findings.",
        listing: &[quote(url03("p.14", 26341), "gopheraddress g o p h e r : / / hostport [/ gtype [")],
        prose: &[
            quote(url03("p.7", 14187), "The \"?\" is used in the Gopher+ string to be consistent with Gopher+ protocol"),
            quote(url03("p.9", 17054), "%3F"),
        ],
        witnesses: &[
            Witness {
                input: "gopher://host/0a_gopher_selector%09%09+application/postscript%20Es_ES",
                verdicts: &[(Url03, Accepted("gopheraddress"))],
            },
            Witness { input: "gopher://host/1a_gopher_selector%09%09?", verdicts: &[(Url03, Rejected(38))] },
        ],
        unknown_schemes: &[],
        hints: &[hint(Url03, "gopheraddress", Found::Char('?'))],
    }),
    finding!(Finding {
        id: "F12",
        grammars: &[Url03],
        evidence: Evidence::Observation,
        summary: "url-03's listing is RFC 1630's URL listing but for `ur l` (E3) and `m a i l t o : :` (F10)",
        detail: "The listing is RFC 1630's URL listing word for word but for `ur l` (E3) and `m a i l t o : :` (F10), so F1-F3, F6, F7, F21, F24 and F27-F29 hold for it as well: each gives url-03's verdict, and F1-F3, F6 and F21 have hints for it, F24 its unknown schemes (F7 and F27-F29 explain acceptances or trees, and have none). F5, the `URL:` prefix, is url-03's own. F8 compares RFC 1630's two listings; url-03 has one. No text is against the listing here: this is an observation on the lineage, for a reader of url-03.",
        listing: &[quote(url03("p.13", 25238), "ur l httpaddress | ftpaddress")],
        prose: &[],
        witnesses: &[
            Witness { input: "gopher://h/", verdicts: &[(Url03, Rejected(11)), (Rfc1630Url, Rejected(11))] },
            Witness { input: "nntp://news.host/group/12", verdicts: &[(Url03, Rejected(5)), (Rfc1630Url, Rejected(5))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    }),
    finding!(Finding {
        id: "F21",
        grammars: &[Rfc1630Url, Url03],
        evidence: Evidence::Contradiction,
        summary: "a gopher selector cannot begin with `/` (`gcommand  path`), though RFC 1630's and url-03's prose makes `/` a data character of selectors",
        detail: "`gcommand  path` never starts with `/`, while RFC 1630 and url-03 call `/` a data character of gopher selectors, with no hierarchical meaning. So `gopher://h/1/pub` is rejected by RFC 1630's URL listing and url-03. The drafts before them have no such text: url7 says that slashes in a path \"must imply a hierarchical structure\" (p.10, 004 l.538-540), and its `selector  path` rejects the same URL without contradicting it; url4 accepts it, its `[/ gtype [ / selector ] ]` reading that `/` as its separator (F18).",
        listing: &[
            quote(rfc1630("p.25", 1261, 1263), "gcommand path path void | segment [ / path ]"),
            quote(url03("p.15", 26741), "gcommand path path void | segment [ / path ]"),
        ],
        prose: &[
            quote(
                rfc1630("p.11", 516, 518),
                "The gopher system does not have the concept of relative URIs, and the gopher community currently allows / as data characters in gopher URIs without escaping them to %2F.",
            ),
            quote(rfc1630("p.16", 805, 806), "Note that slash \"/\" in gopher selector strings may not correspond to a level in a hierarchical structure."),
            quote(url03("p.6", 11522), "Note that slash \"/\" in gopher selector strings may not correspond to a level in a hierarchical structure."),
        ],
        witnesses: &[Witness {
            input: "gopher://h/1/pub",
            verdicts: &[
                (Rfc1630Url, Rejected(12)),
                (Url03, Rejected(12)),
                (Url7, Rejected(12)),
                (Url4, Accepted("gopheraddress")),
                (Rfc1630, Rejected(12)),
            ],
        }],
        unknown_schemes: &[],
        hints: &[hint(Rfc1630Url, "gcommand", Found::Char('/')), hint(Url03, "gcommand", Found::Char('/'))],
    }),
    finding!(Finding {
        id: "F27",
        grammars: &[Rfc1630Url, Url03],
        evidence: Evidence::Contradiction,
        summary: "`mailtoaddress  ... xalphas @ hostname` is not the RFC 822 addr-spec the prose promises: too narrow and too wide",
        detail: "The MAILTO prose (RFC 1630 p.17, url-03 p.10) says the URL specifies an RFC 822 addr-spec; the same listing's `midaddress  m i d : addr-spec` takes one (E4). `mailtoaddress  m a i l t o : xalphas @ hostname` (url-03: `: :`, F10) is another language: a `hostname` starts with an `alpha` (F7), so the addr-specs `timbl@128.141.201.74` (a host number) and `a@3com.com` are rejected (the default grammar `rfc1630` takes both as generic `uri`s), while `xalphas` holds `@`, so `a@b@c`, which is no addr-spec, is accepted. No hint: a mailto address that ends too early (`mailto:abc`) is rejected at the same place for another reason.",
        listing: &[
            quote(rfc1630("p.24", 1200, 1200), "mailtoaddress m a i l t o : xalphas @ hostname"),
            quote(rfc1630("p.24", 1196, 1196), "midaddress m i d : addr-spec"),
            quote(url03("p.14", 25767), "mailtoaddress m a i l t o : : xalphas @ hostname"),
        ],
        prose: &[
            quote(rfc1630("p.17", 813, 813), "This allows a URL to specify an RFC822 addr-spec mail address."),
            quote(url03("p.10", 18472), "MAILTO This allows a URL to specify an RFC822 addr-spec mail address."),
        ],
        witnesses: &[
            Witness { input: "mailto:timbl@128.141.201.74", verdicts: &[(Rfc1630Url, Rejected(27))] },
            Witness { input: "mailto:a@3com.com", verdicts: &[(Rfc1630Url, Rejected(17))] },
            Witness { input: "mailto:a@b@c", verdicts: &[(Rfc1630Url, Accepted("mailtoaddress"))] },
            Witness { input: "mailto::timbl@128.141.201.74", verdicts: &[(Url03, Rejected(28))] },
            Witness { input: "mailto::a@3com.com", verdicts: &[(Url03, Rejected(18))] },
            Witness { input: "mailto::a@b@c", verdicts: &[(Url03, Accepted("mailtoaddress"))] },
            Witness {
                input: "mid:timbl@128.141.201.74",
                verdicts: &[(Rfc1630Url, Accepted("midaddress")), (Url03, Accepted("midaddress"))],
            },
        ],
        unknown_schemes: &[],
        hints: &[],
    }),
    finding!(Finding {
        id: "F28",
        grammars: &[Rfc1630Url, Url03],
        evidence: Evidence::Contradiction,
        summary: "`ftptype` needs a form code after `A` and `E`; the prose's text type is `A` alone",
        detail: "`ftptype  A formcode | E formcode | I | L digits` needs a form code (`N`, `T`, `C`) after `A` and `E`, while the FTP prose names the text type `\"A\"` alone, and RFC 959, whose type codes these are, makes the form code optional (`TYPE A` is `A N`). Every `ftptype` is also the end of a path segment (F2), so the listing's language is the same either way: what changes is the tree, and the typed AST never sets `ftptype` (`ftp://h/fA` has the path `fA`).",
        listing: &[
            quote(rfc1630("p.25", 1249, 1249), "ftptype A formcode | E formcode | I | L digits"),
            quote(url03("p.15", 26569), "ftptype A formcode | E formcode | I | L digits"),
        ],
        prose: &[
            quote(rfc1630("p.15", 749, 750), "A suitable FTP transfer type (for example binary \"I\" or text \"A\")"),
            quote(url03("p.5", 9276), "A suitable FTP transfer type (for example binary \"I\" or text \"A\")"),
        ],
        witnesses: &[
            Witness { input: "ftp://h/fA", verdicts: &[(Rfc1630Url, Accepted("ftpaddress")), (Url03, Accepted("ftpaddress"))] },
            Witness { input: "ftp://h/fAN", verdicts: &[(Rfc1630Url, Accepted("ftpaddress")), (Url03, Accepted("ftpaddress"))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    }),
];
