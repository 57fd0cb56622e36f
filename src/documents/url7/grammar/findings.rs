//! url7's findings: where its listing disagrees with its own prose or
//! examples (and the findings it shares with a later document), as data;
//! [`crate::grammar::findings`] gathers every document's.

use super::cite as url7;
use crate::documents::rfc1630::grammar::cite as rfc1630;
use crate::documents::rfc1738::grammar::cite as rfc1738;
use crate::documents::url03::grammar::cite as url03;
use crate::documents::url4::grammar::cite as url4_prose;
use crate::grammar::findings::Expect::{Accepted, Rejected};
use crate::grammar::findings::{finding, hint, hint_within, quote, Evidence, Finding, Found, Witness};
use crate::Grammar::{Rfc1630, Rfc1630Generic, Rfc1630Url, Url03, Url7};

/// url7's findings, in id order.
pub(crate) static FINDINGS: &[Finding] = &[
    finding!(Finding {
        id: "F13",
        grammars: &[Url7],
        evidence: Evidence::Observation,
        summary: "url7's `extra` holds `:`, `;` and space, so every `xalphas` takes a `:` and spaces need no escape",
        detail: "`extra` holds `:`, `;` and space (RFC 1630 and url-03 put `:` `;` space in `reserved`). So every `xalphas` takes a `:`: a hostname takes the `: port` after it (the port is never set), a `user` its `: password`, and `ialpha` the `:` after a scheme (P10); and spaces need no escape anywhere, though the prose says they should be escaped. That \"should\" is advice for HTTP, which a listing that derives spaces does not contradict: an observation.",
        listing: &[quote(url7("p.17", 969, 969), "extra ! | * | \" | ' | ( | ) | : | ;")],
        prose: &[quote(url7("p.12", 654, 655), "Spaces in URLs should be escaped for transmission in HTTP.")],
        witnesses: &[
            Witness { input: "http://a b/c d", verdicts: &[(Url7, Accepted("httpaddress")), (Rfc1630Url, Rejected(8))] },
            Witness { input: "http://info.cern.ch:8000/", verdicts: &[(Url7, Accepted("httpaddress"))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    }),
    finding!(Finding {
        id: "F14",
        grammars: &[Url7],
        evidence: Evidence::Observation,
        summary: "url7's `url` puts `generic` first and overlaps the scheme productions, so the listing is ambiguous",
        detail: "`url  generic | httpaddress | ...`: `generic` comes first, and derives many strings a scheme-specific production also derives, so the listing is ambiguous; the grammar reports the scheme-specific one (P2, P9). No text says which production a string is, so this is an observation; an order of alternatives rejects nothing, so it explains no rejection. That `generic` derives no `scheme://` string is F23.",
        listing: &[
            quote(url7("p.15", 859, 861), "url generic | httpaddress | ftpaddress | newsaddress | prosperoaddress | telnetaddress | gopheraddress | waisaddress"),
            quote(url7("p.15", 863, 863), "generic scheme : path [ ? search ]"),
        ],
        prose: &[],
        witnesses: &[
            Witness { input: "news:a.b", verdicts: &[(Url7, Accepted("newsaddress"))] },
            Witness { input: "news:a.b/c", verdicts: &[(Url7, Accepted("generic"))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    }),
    finding!(Finding {
        id: "F23",
        grammars: &[Rfc1630Generic, Url7],
        evidence: Evidence::Contradiction,
        summary: "the preface says `generic` parses the same URIs as the other productions; it derives no `scheme://` URI (RFC 1630, url7)",
        detail: "The preface of RFC 1630's generic listing (p.22) says \"The \"generic\" production gives a higher level parsing of the same URIs as the other productions\": the listing has no production named `generic` (its entry is `fragmentaddress`, with `uri`), and no `scheme://` URI is derivable from it (F1), so it parses none of the `http`, `ftp`, `gopher`, `wais`, `telnet` or `prospero` URLs of the URL listing. url7 (p.15) makes the same claim for its own `generic` production, which is an alternative of its `url`: `generic  scheme : path [ ? search ]` has the same `path`, so it too derives no `scheme://` URL, and a `scheme://` URL no other production of url7 takes (`magic://h/p`, `file://h/p`) stops right after the `:`.",
        listing: &[
            quote(rfc1630("p.22", 1103, 1103), "fragmentaddress uri [ # fragmentid ]"),
            quote(rfc1630("p.22", 1105, 1105), "uri scheme : path [ ? search ]"),
            quote(url7("p.15", 863, 863), "generic scheme : path [ ? search ]"),
        ],
        prose: &[
            quote(
                rfc1630("p.22", 1098, 1099),
                "The \"generic\" production gives a higher level parsing of the same URIs as the other productions.",
            ),
            quote(url7("p.15", 847, 848), "The \"generic\" production gives a higher level parsing of the same URLs as the other productions."),
        ],
        witnesses: &[
            Witness { input: "http://info.cern.ch/", verdicts: &[(Rfc1630Generic, Rejected(5)), (Rfc1630Url, Accepted("httpaddress"))] },
            Witness { input: "magic://h/p", verdicts: &[(Url7, Rejected(6)), (Rfc1630Generic, Rejected(6))] },
            Witness { input: "file://h/p", verdicts: &[(Url7, Rejected(5))] },
        ],
        unknown_schemes: &[],
        hints: &[hint_within(Url7, "path", "generic", Found::Char('/'))],
    }),
    finding!(Finding {
        id: "F25",
        grammars: &[Rfc1630Url, Rfc1630],
        evidence: Evidence::Contradiction,
        summary: "RFC 1630's gopher reference is printed with literal spaces in its selector; the listing has `space` in `reserved`",
        detail: "The reference `<gopher://gopher.micro.umn.edu/00/Information About Gopher/About Gopher>` (p.27) holds literal spaces in the selector, and `space` is `reserved`. The catalogue keeps it as printed; the wrapper rule, which drops all whitespace inside `<...>`, would give `.../00/InformationAboutGopher/AboutGopher`, which parses but names another selector. url7 prints the same reference, and its `extra` takes spaces (F13).",
        listing: &[quote(rfc1630("p.26", 1304, 1304), "reserved = | ; | / | # | ? | : | space")],
        prose: &[quote(
            rfc1630("p.27", 1333, 1334),
            "<gopher://gopher.micro.umn.edu/00/Information About Gopher/About Gopher>",
        )],
        witnesses: &[
            Witness {
                input: "gopher://gopher.micro.umn.edu/00/Information About Gopher/About Gopher",
                verdicts: &[(Rfc1630Url, Rejected(44)), (Rfc1630, Rejected(44)), (Url7, Accepted("gopheraddress"))],
            },
            Witness {
                input: "gopher://gopher.micro.umn.edu/00/InformationAboutGopher/AboutGopher",
                verdicts: &[(Rfc1630Url, Accepted("gopheraddress"))],
            },
        ],
        unknown_schemes: &[],
        hints: &[hint(Rfc1630Url, "gopheraddress", Found::Char(' ')), hint(Rfc1630, "gopheraddress", Found::Char(' '))],
    }),
    finding!(Finding {
        id: "F26",
        grammars: &[Url7],
        evidence: Evidence::Contradiction,
        summary: "url7's Prospero prose separates version and attributes with `%00` and allows an empty version; the listing derives neither as fields",
        detail: "The Prospero prose separates the version and the attributes from the name and from each other by `%00`, and allows an empty version (`%00%00` before the first attribute). The listing's `hsoname [ % 0 0 version [ attributes ] ]` has `version  digits` (never empty) and `attributes  attribute [ attributes ]` with no separator: such a link is accepted only as one `hsoname` (`%00` is an escape), with no version and no attributes.",
        listing: &[
            quote(url7("p.16", 901, 902), "prosperolink p r o s p e r o : / / hostport / hsoname [ % 0 0 version [ attributes ] ]"),
            quote(url7("p.16", 906, 906), "version digits"),
            quote(url7("p.16", 908, 908), "attributes attribute [ attributes ]"),
        ],
        prose: &[quote(
            url7("p.13", 745, 750),
            "If these latter fields are present thy are separated from the host specific object name and from each other by the characters \"%00\" (percent, zero, zero), this being and escaped string terminator (null). If the optional list of attributes is provided, the version number must be present, but may be the empty string",
        )],
        witnesses: &[
            Witness { input: "prospero://h/a%00%00b", verdicts: &[(Url7, Accepted("prosperoaddress"))] },
            Witness { input: "prospero://h/a%001%00b", verdicts: &[(Url7, Accepted("prosperoaddress"))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    }),
    finding!(Finding {
        id: "F29",
        grammars: &[Rfc1630Url, Rfc1630Generic, Url03, Url7],
        evidence: Evidence::Observation,
        summary: "the prose writes escapes' hex digits as `0-9, A-F`; every `hex` rule also takes `a-f`, and no text forbids them",
        detail: "The escaping prose of each document gives the two hexadecimal digits after `%` as `(0-9, A-F)`; every listing's `hex` is `digit | a | b | c | d | e | f | A | B | C | D | E | F`, so the lowercase escape `%2f` is accepted. `(0-9, A-F)` lists what an encoder writes, and no sentence forbids `a-f`; RFC 1738, the next document of the URL line, says so outright (\"abcdef\" may also be used). As for F13's \"should\", the listing is not against its text: an observation. url4 has no `hex` rule: its `xalpha` holds a bare `%` (F16).",
        listing: &[
            quote(rfc1630("p.26", 1308, 1309), "hex digit | a | b | c | d | e | f | A | B | C | D | E | F"),
            quote(rfc1630("p.23", 1144, 1145), "hex digit | a | b | c | d | e | f | A | B | C | D | E | F"),
            quote(url03("p.16", 27553), "hex digit | a | b | c | d | e | f | A | B | C | D | E | F"),
            quote(url7("p.17", 973, 974), "hex digit | a | b | c | d | e | f | A | B | C | D | E | F"),
        ],
        prose: &[
            quote(rfc1630("p.8", 377, 378), "percent sign \"%\" immediately followed by two hexadecimal digits (0-9, A-F)"),
            quote(url03("p.3", 5329), "two hexadecimal digits (0-9, A-F)"),
            quote(url7("p.11", 616, 617), "a percent sign \"%\" followed by two hexadecimal digits (0-9, A-F)"),
            quote(
                url4_prose("§Mapping Local Names", 209, 209),
                "a percent sign \"%\" followed by two hexadecimal digits (0-9, A-F)",
            ),
            quote(rfc1738("p.3", 125, 125), "(The characters \"abcdef\" may also be used in hexadecimal encodings.)"),
        ],
        witnesses: &[
            Witness {
                input: "http://h/%2f",
                verdicts: &[(Rfc1630Url, Accepted("httpaddress")), (Url03, Accepted("httpaddress")), (Url7, Accepted("httpaddress"))],
            },
            Witness { input: "magic:%2f", verdicts: &[(Rfc1630Generic, Accepted("uri"))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    }),
];
