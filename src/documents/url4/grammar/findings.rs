//! url4's findings: where its listing disagrees with its own prose or
//! examples (and the findings it shares with a later document), as data;
//! [`crate::grammar::findings`] gathers every document's.

use super::cite as url4_prose;
use super::cite_bnf as url4;
use crate::documents::rfc1630::grammar::cite as rfc1630;
use crate::documents::rfc1738::grammar::cite as rfc1738;
use crate::documents::rfc1808::grammar::cite as rfc1808;
use crate::documents::rfc2396::grammar::cite as rfc2396;
use crate::documents::rfc2732::grammar::cite as rfc2732;
use crate::documents::url03::grammar::cite as url03;
use crate::documents::url7::grammar::cite as url7;
use crate::grammar::findings::Expect::{Accepted, Rejected};
use crate::grammar::findings::{finding, hint, hint_after, hint_within, quote, Evidence, Finding, Found, Witness};
use crate::Grammar::{
    Rfc1630, Rfc1630Generic, Rfc1630Url, Rfc1738, Rfc1808, Rfc2396, Rfc2732, Rfc3986, Url03, Url4, Url7,
};

/// url4's findings, in id order.
pub(crate) static FINDINGS: &[Finding] = &[
    finding!(Finding {
        id: "F6",
        grammars: &[Rfc1630Url, Url03, Url7, Url4],
        evidence: Evidence::Observation,
        summary: "after `gopher://host/` the listing needs a gtype: `gopher://host/`, which no text prints, is not derivable",
        detail: "`gopheraddress  ... [/ gtype [ gcommand ] ]` (url7: `[/ gtype [ selector ] ]`, url4: `[/ gtype [ / selector ] ]`): a `/` after the host needs a `gtype`, so `gopher://host/` is not derivable. No text of the four documents prints that form, and what they say is borne out by strings the listings derive: the empty selector that names the top-level directory (RFC 1630 p.16, url-03 p.7) is `gopher://host` or `gopher://host/1`, and the type omitted with the selector (RFC 1630 p.16, url7 p.14) is `gopher://host`; all four listings accept both. url4 says nothing on either. url7 has no hint for `gopher://host//x`: there `gtype` is also a finished frame at the `/` of `gopher://h/1/pub`, whose selector url7 rejects for another reason. So this is an observation, not a contradiction: the listings reject the root with a trailing slash that the era's software wrote (libwww's parser tests hold `gopher://host.org/`).",
        listing: &[
            quote(rfc1630("p.25", 1240, 1241), "gopheraddress g o p h e r : / / hostport [/ gtype [ gcommand ] ]"),
            quote(url03("p.14", 26341), "gopheraddress g o p h e r : / / hostport [/ gtype ["),
            quote(url7("p.16", 914, 915), "gopheraddress g o p h e r : / / hostport [/ gtype [ selector ] ] [ ? search ]"),
            quote(url4(321, 321), "gopheraddress g o p h e r : / / hostport [/ gtype [ / selector ] ] [ ? search ]"),
        ],
        prose: &[
            quote(
                rfc1630("p.16", 797, 803),
                "Also note that the gopher selector string may be an empty string since this is how gopher clients refer to the top-level directory on a gopher server. If the encoded command string (with trailing CR LF stripped) would be void then the gopher type character may be omiited and \"1\" (ASCII 31 hex) is assumed.",
            ),
            quote(
                url03("p.7", 12002),
                "Also note that the gopher selector string may be an empty string since this is how gopher clients refer to the top-level directory on a gopher server.",
            ),
            quote(url7("p.14", 768, 769), "If the type character and selector are omitted, the type defaults to \"1\"."),
        ],
        witnesses: &[
            Witness {
                input: "gopher://gopher.micro.umn.edu/",
                verdicts: &[(Rfc1630Url, Rejected(30)), (Url03, Rejected(30)), (Url7, Rejected(30)), (Url4, Rejected(30))],
            },
            Witness {
                input: "gopher://host//x",
                verdicts: &[(Rfc1630Url, Rejected(14)), (Url03, Rejected(14)), (Url7, Rejected(14)), (Url4, Rejected(14))],
            },
            Witness {
                input: "gopher://gopher.micro.umn.edu",
                verdicts: &[
                    (Rfc1630Url, Accepted("gopheraddress")),
                    (Url03, Accepted("gopheraddress")),
                    (Url7, Accepted("gopheraddress")),
                    (Url4, Accepted("gopheraddress")),
                ],
            },
            Witness {
                input: "gopher://gopher.micro.umn.edu/1",
                verdicts: &[
                    (Rfc1630Url, Accepted("gopheraddress")),
                    (Url03, Accepted("gopheraddress")),
                    (Url7, Accepted("gopheraddress")),
                    (Url4, Accepted("gopheraddress")),
                ],
            },
        ],
        unknown_schemes: &[],
        hints: &[
            hint(Rfc1630Url, "gtype", Found::End),
            hint(Rfc1630Url, "gtype", Found::Char('/')),
            hint(Url03, "gtype", Found::End),
            hint(Url03, "gtype", Found::Char('/')),
            hint(Url7, "gtype", Found::End),
            hint(Url4, "gtype", Found::End),
            hint(Url4, "gtype", Found::Char('/')),
        ],
    }),
    finding!(Finding {
        id: "F15",
        grammars: &[Url4],
        evidence: Evidence::Contradiction,
        summary: "url4's `fileaddress` spells `f t p : //`, while its references are `file://` URLs; no user, password or port",
        detail: "`fileaddress  f t p : // host / path` spells the scheme `ftp`, while the document's references are `file://` URLs; `generic` cannot take them either (a path never starts with `/`), so a `file://` URL stops right after `file:`. The FTP prose also allows a port and a user name and password, which `host / path` does not have: `ftp://h:21/x` and `ftp://u:p@h/x` are rejected, and `ftp://u@h/x` is accepted with the host `u@h` (`@` is an `xalpha`, F16).",
        listing: &[quote(url4(303, 303), "fileaddress f t p : // host / path")],
        prose: &[
            quote(
                url4_prose("§FTP", 225, 225),
                "The ftp: prefix indicates a file which is to be picked up from the file system of the given host. The FTP protocol is used. The port number if given gives the port of the FTP server",
            ),
            quote(
                url4_prose("§FTP", 227, 227),
                "The syntax allows for the inclusion of a user name and even a password for those systems which do not use the anonymous FTP convention.",
            ),
            quote(url4_prose("§References", 366, 366), "URL=file://info.cern.ch./pub/www/doc/http.txt"),
        ],
        witnesses: &[
            Witness { input: "file://info.cern.ch./pub/www/doc/http.txt", verdicts: &[(Url4, Rejected(5))] },
            Witness { input: "ftp://info.cern.ch./pub/www/doc/http.txt", verdicts: &[(Url4, Accepted("fileaddress"))] },
            Witness { input: "ftp://h:21/x", verdicts: &[(Url4, Rejected(7))] },
            Witness { input: "ftp://u:p@h/x", verdicts: &[(Url4, Rejected(7))] },
            Witness { input: "ftp://u@h/x", verdicts: &[(Url4, Accepted("fileaddress"))] },
        ],
        unknown_schemes: &[],
        hints: &[hint(Url4, "fileaddress", Found::Char(':')), hint_after(Url4, "path", "file:", Found::Char('/'))],
    }),
    finding!(Finding {
        id: "F16",
        grammars: &[Url4],
        evidence: Evidence::Contradiction,
        summary: "url4's `xalpha` holds a bare `%` and `^` and there is no `escape`: `%zz` is accepted, `:` `+` `,` `'` are not `xalpha`s",
        detail: "`xalpha` holds a bare `%` and `^`, and the listing has no `escape` (nor `safe`, `extra`, `hex`): `%` is an ordinary character, so `%zz` is accepted and `%20` is three `xalpha`s, though the prose escapes a character as `%` and two hexadecimal digits. `:`, `+`, `,`, `'` are not `xalpha`s.",
        listing: &[quote(url4(334, 334), "xalpha alpha \\$ - _ @ ! % ^ & * ( ) . digit")],
        prose: &[quote(
            url4_prose("§Mapping Local Names", 209, 209),
            "these may be represented in the URL by a percent sign \"%\" followed by two hexadecimal digits (0-9, A-F)",
        )],
        witnesses: &[
            Witness { input: "http://h/a%zz^", verdicts: &[(Url4, Accepted("httpaddress"))] },
            Witness { input: "http://h/a:b", verdicts: &[(Url4, Rejected(10))] },
        ],
        unknown_schemes: &[],
        hints: &[hint(Url4, "path", Found::Char(':'))],
    }),
    finding!(Finding {
        id: "F17",
        grammars: &[Url4],
        evidence: Evidence::Observation,
        summary: "url4's `docaddress` puts `generic` first, as url7 (F14), and `generic` derives no `scheme://` string",
        detail: "`docaddress  generic | httpaddress | ...`: `generic` comes first, as in url7 (F14), and derives no `scheme://` string (its path never starts with `/`). url4 has no text saying that `generic` parses the other productions' URLs (url7's preface does, F23), so this is an observation: `magic://h/p` is rejected right after the `:`. A `file://` URL is F15, and `rlogin://` and `tn3270://` are F24.",
        listing: &[quote(url4(292, 292), "docaddress generic | httpaddress | fileaddress |")],
        prose: &[],
        witnesses: &[
            Witness { input: "news:a.b", verdicts: &[(Url4, Accepted("newsaddress"))] },
            Witness { input: "magic://h/p", verdicts: &[(Url4, Rejected(6))] },
        ],
        unknown_schemes: &[],
        hints: &[hint_within(Url4, "path", "generic", Found::Char('/'))],
    }),
    finding!(Finding {
        id: "F18",
        grammars: &[Url4],
        evidence: Evidence::Contradiction,
        summary: "url4's `gopheraddress` puts a `/` between the type and the selector; its prose and reference have none",
        detail: "`gopheraddress  ... [/ gtype [ / selector ] ]` puts a `/` between the type and the selector; the Gopher prose (\"The rest of the path is the selector string\") and the document's own reference have none.",
        listing: &[quote(url4(321, 321), "gopheraddress g o p h e r : / / hostport [/ gtype [ / selector ] ] [ ? search ]")],
        prose: &[quote(url4_prose("§Gopher", 257, 257), "The rest of the path is the \"selector string\"")],
        witnesses: &[
            Witness {
                input: "gopher://gopher.micro.umn.edu:70/00/Information%20About%20Gopher/About%20Gopher",
                verdicts: &[(Url4, Rejected(34))],
            },
            Witness {
                input: "gopher://gopher.micro.umn.edu:70/0/0/Information%20About%20Gopher/About%20Gopher",
                verdicts: &[(Url4, Accepted("gopheraddress"))],
            },
        ],
        unknown_schemes: &[],
        hints: &[hint(Url4, "gopheraddress", Found::Not('/'))],
    }),
    finding!(Finding {
        id: "F19",
        grammars: &[Url4],
        evidence: Evidence::Gap,
        summary: "url4's `prosperoaddress` has no host or port, though its prose says they are used",
        detail: "`prosperoaddress  p r o s p e r o : / / path` has no host or port, while the Prospero prose says \"The host and port parts are used, and optional\": the path's first segment takes a host, but a port is not derivable (`:` is no `xalpha`).",
        listing: &[quote(url4(319, 319), "prosperoaddress p r o s p e r o : / / path")],
        prose: &[quote(url4_prose("§Prospero", 251, 251), "The host and port parts are used, and optional.")],
        witnesses: &[
            Witness { input: "prospero://h/x", verdicts: &[(Url4, Accepted("prosperoaddress"))] },
            Witness { input: "prospero://h:1/x", verdicts: &[(Url4, Rejected(12))] },
        ],
        unknown_schemes: &[],
        hints: &[hint_within(Url4, "path", "prosperoaddress", Found::Char(':'))],
    }),
    finding!(Finding {
        id: "F22",
        grammars: &[Rfc1630, Rfc1630Generic, Url7, Url4],
        evidence: Evidence::Contradiction,
        summary: "`fragmentid  xalphas` cannot be empty, though the prose allows a void fragment-id after `#`",
        detail: "The prose allows a void fragment-id with the hash sign (\"A void fragment-id with or without the hash sign means that the URL refers to the whole object\"); `fragmentid  xalphas` (url4: `anchorid  xalphas`) cannot be empty, so a URI that ends in `#` is rejected.",
        listing: &[
            quote(rfc1630("p.22", 1113, 1113), "fragmentid xalphas"),
            quote(url7("p.17", 945, 945), "fragmentid xalphas"),
            quote(url4(332, 332), "anchorid xalphas"),
        ],
        prose: &[
            quote(rfc1630("p.12", 565, 567), "If the fragment-id is void, the hash sign may be omitted: A void fragment-id with or without the hash sign means that the URL refers to the whole object."),
            quote(url7("p.9", 482, 484), "If the fragment-id is void, the hash sign may be omitted: A void fragment-id with or without the hash sign means that the URL refers to the whole object."),
            quote(url4_prose("§Anchor-id", 160, 160), "If the anchor-id is void, the hash sign may be omitted: A void anchor-id with or without the hash sign"),
        ],
        witnesses: &[
            Witness { input: "http://a/b#", verdicts: &[(Rfc1630, Rejected(11)), (Url7, Rejected(11)), (Url4, Rejected(11))] },
            Witness { input: "magic:a#", verdicts: &[(Rfc1630Generic, Rejected(8))] },
        ],
        unknown_schemes: &[],
        hints: &[
            hint(Rfc1630, "fragmentid", Found::End),
            hint(Rfc1630Generic, "fragmentid", Found::End),
            hint(Url7, "fragmentid", Found::End),
            hint(Url4, "anchorid", Found::End),
        ],
    }),
    finding!(Finding {
        id: "F24",
        grammars: &[Rfc1630Url, Url03, Url7, Url4],
        evidence: Evidence::Gap,
        summary: "the prose names schemes no production defines: `file` (RFC 1630), `rlogin` and `tn3270` (all four documents)",
        detail: "RFC 1630's list of schemes (p.12) names `telnet, rlogin and tn3270` and `file`, and its prose defines `file` (p.19: \"similar to the ftp syntax\", \"A void host field is equivalent to \"localhost\"\"); no production of the URL listing derives any of them, and the generic listing takes none with `//`. url-03 repeats `telnet , rlogin and tn3270` (p.4), not `file`. The drafts before it head a section `TELNET, RLOGIN, TN3270` (url7 p.14) and `Telnet, rlogin, tn3270` (url4), and have a `telnetaddress` only: their `generic` takes `rlogin:` and `tn3270:` but no `//` after it (F23, F17), so such a URL stops right after the `:`.",
        listing: &[
            quote(
                rfc1630("p.24", 1178, 1181),
                "url httpaddress | ftpaddress | newsaddress | nntpaddress | prosperoaddress | telnetaddress | gopheraddress | waisaddress | mailtoaddress | midaddress | cidaddress",
            ),
            quote(url03("p.13", 25238), "ur l httpaddress | ftpaddress | newsaddress | nntpaddress | prosperoaddress | telnetaddress | gopheraddress | waisaddress | mailtoaddress | midaddress | cidaddress"),
            quote(url7("p.15", 859, 861), "url generic | httpaddress | ftpaddress | newsaddress | prosperoaddress | telnetaddress | gopheraddress | waisaddress"),
            quote(url4(292, 292), "docaddress generic | httpaddress | fileaddress |"),
        ],
        prose: &[
            quote(rfc1630("p.12", 600, 601), "telnet, rlogin and tn3270 Reference to interactive sessions"),
            quote(rfc1630("p.12", 605, 605), "file Local file access"),
            quote(rfc1630("p.19", 927, 927), "The syntax is similar to the ftp syntax"),
            quote(rfc1630("p.19", 949, 949), "A void host field is equivalent to \"localhost\"."),
            quote(url03("p.4", 6877), "telnet , rlogin and tn3270 Reference to interactive sessions"),
            quote(url7("p.14", 774, 774), "TELNET, RLOGIN, TN3270"),
            quote(url4_prose("§Telnet, rlogin, tn3270", 261, 261), "## Telnet, rlogin, tn3270"),
        ],
        witnesses: &[
            Witness {
                input: "file://localhost/etc/motd",
                verdicts: &[(Rfc1630Url, Rejected(1)), (Url03, Rejected(1)), (Rfc1630, Rejected(5))],
            },
            Witness { input: "file:///etc/motd", verdicts: &[(Rfc1630Url, Rejected(1)), (Rfc1630, Rejected(5))] },
            Witness {
                input: "rlogin://guest@h",
                verdicts: &[
                    (Rfc1630Url, Rejected(0)),
                    (Url03, Rejected(0)),
                    (Rfc1630, Rejected(7)),
                    (Url7, Rejected(7)),
                    (Url4, Rejected(7)),
                ],
            },
            Witness {
                input: "tn3270://h",
                verdicts: &[
                    (Rfc1630Url, Rejected(1)),
                    (Url03, Rejected(1)),
                    (Rfc1630, Rejected(7)),
                    (Url7, Rejected(7)),
                    (Url4, Rejected(7)),
                ],
            },
        ],
        unknown_schemes: &[(Rfc1630Url, "file"), (Rfc1630Url, "rlogin"), (Rfc1630Url, "tn3270"), (Url03, "rlogin"), (Url03, "tn3270")],
        hints: &[
            hint_after(Url7, "path", "rlogin:", Found::Char('/')),
            hint_after(Url7, "path", "tn3270:", Found::Char('/')),
            hint_after(Url4, "path", "rlogin:", Found::Char('/')),
            hint_after(Url4, "path", "tn3270:", Found::Char('/')),
        ],
    }),
    finding!(Finding {
        id: "F54",
        grammars: &[Rfc1630Generic, Rfc1630Url, Url03, Url7, Url4, Rfc1738, Rfc1808],
        evidence: Evidence::Observation,
        summary: "no listing before RFC 2396 takes a literal `~` (it is `national`, or missing), though the era wrote it in URLs: RFC 2396 added it \"since it is extensively used on the Internet\"",
        detail: "RFC 1630's two listings, url-03, url7, RFC 1738 and RFC 1808 put `~` in `national`, which no production uses; url4 leaves it out. Their texts agree: RFC 1630 says the national characters \"do not appear in any productions and therefore may not appear in URIs\" (url-03 says the same of URLs), RFC 1738 names `~` among the unsafe characters, which \"must always be encoded\". So `http://www.iprg.nokia.com/~hinden`, the address RFC 2732 prints for its first author, is rejected at its `~` by every grammar before RFC 2396, and `%7E` is what they take. The era wrote it unencoded: RFC 2396 added `~` to `unreserved` \"since it is extensively used on the Internet\", and `era-urls.tsv` holds `http://hoohoo.ncsa.uiuc.edu/~robm/sg.html` (NCSA httpd) and `http://www.brl.ntt.jp/~takada/takada.html` (libwww's history, 1995). No text of those documents is against its listing, so this is an observation: the listings reject what software wrote. A rejection at a `~` names it, under each of these grammars and the default `rfc1630`.",
        listing: &[
            quote(rfc1630("p.26", 1311, 1311), "national { | } | vline | [ | ] | \\ | ^ | ~"),
            quote(rfc1738("p.20", 1076, 1076), "national = \"{\" | \"}\" | \"|\" | \"\\\" | \"^\" | \"~\""),
            quote(rfc1808("p.4", 220, 220), "national = \"{\" | \"}\" | \"|\" | \"\\\" | \"^\" | \"~\""),
        ],
        prose: &[
            quote(
                rfc1630("p.22", 1099, 1101),
                "The \"national\" and \"punctuation\" characters do not appear in any productions and therefore may not appear in URIs.",
            ),
            quote(
                rfc1738("p.3", 152, 154),
                "Other characters are unsafe because gateways and other transport agents are known to sometimes modify such characters. These characters are \"{\", \"}\", \"|\", \"\\\", \"^\", \"~\",",
            ),
            quote(rfc1738("p.3", 157, 157), "All unsafe characters must always be encoded within a URL."),
            quote(
                rfc2396("p.38", 2079, 2081),
                "The tilde \"~\" character was added to those in the \"unreserved\" set, since it is extensively used on the Internet in spite of the difficulty to transcribe it with some keyboards.",
            ),
            quote(rfc2732("p.4", 185, 185), "http://www.iprg.nokia.com/~hinden"),
        ],
        witnesses: &[
            Witness {
                input: "http://www.iprg.nokia.com/~hinden",
                verdicts: &[
                    (Rfc1630, Rejected(26)),
                    (Rfc1630Url, Rejected(26)),
                    (Url03, Rejected(26)),
                    (Url7, Rejected(26)),
                    (Url4, Rejected(26)),
                    (Rfc1738, Rejected(26)),
                    (Rfc1808, Rejected(26)),
                    (Rfc2396, Accepted("absoluteURI")),
                    (Rfc2732, Accepted("absoluteURI")),
                    (Rfc3986, Accepted("URI")),
                ],
            },
            Witness { input: "magic:~hinden", verdicts: &[(Rfc1630Generic, Rejected(6))] },
            Witness {
                input: "http://www.iprg.nokia.com/%7Ehinden",
                verdicts: &[
                    (Rfc1630Url, Accepted("httpaddress")),
                    (Url03, Accepted("httpaddress")),
                    (Url7, Accepted("httpaddress")),
                    (Url4, Accepted("httpaddress")),
                    (Rfc1738, Accepted("httpurl")),
                    (Rfc1808, Accepted("absoluteURL")),
                ],
            },
        ],
        unknown_schemes: &[],
        // Every production of these listings is on the stack under its
        // outermost one, but for a fragment, which only the entry encloses.
        hints: &[
            hint(Rfc1630Generic, "uri", Found::Char('~')),
            hint(Rfc1630Generic, "fragmentid", Found::Char('~')),
            hint(Rfc1630Url, "url", Found::Char('~')),
            hint(Rfc1630Url, "fragmentid", Found::Char('~')),
            hint(Url03, "url", Found::Char('~')),
            hint(Url7, "uri", Found::Char('~')),
            hint(Url7, "fragmentid", Found::Char('~')),
            hint(Url4, "docaddress", Found::Char('~')),
            hint(Url4, "anchorid", Found::Char('~')),
            hint(Rfc1738, "url", Found::Char('~')),
            hint(Rfc1808, "URL", Found::Char('~')),
        ],
    }),
];
