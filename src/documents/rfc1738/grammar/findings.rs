//! RFC 1738's findings: where its listing disagrees with its own prose or
//! examples (and the findings it shares with a later document), as data;
//! [`crate::grammar::findings`] gathers every document's.

use super::cite as rfc1738;
use crate::documents::rfc1808::grammar::cite as rfc1808;
use crate::grammar::findings::Expect::{Accepted, Rejected};
use crate::grammar::findings::{finding, hint, quote, rfc822, Evidence, Finding, Found, Witness};
use crate::Grammar::Rfc1738;

/// RFC 1738's findings, in id order.
pub(crate) static FINDINGS: &[Finding] = &[
    finding!(Finding {
        id: "F31",
        grammars: &[Rfc1738],
        evidence: Evidence::Retired,
        summary: "retired: `HTTP://h/` is rejected by the project's case-sensitive reading of RFC 1738's literals, not by a disagreement in the document",
        detail: "Retired: the rejection it reported comes from the project's reading of the listing's quoted literals as case-sensitive, not from the document, which agrees with itself (§2.1 and the comment on `scheme` write schemes in lower case and ask interpreters to accept upper case), and whose notation, RFC 822's (l.926-927), says quoted literal text \"may be upper and/or lower case\" (RFC 822 §2.1, l.307-308). A reading is a choice of the project, written where the choices are: `grammar/ERRATA.md`, \"The case of quoted literals\", gives it with its reason and its consequence. The id stays, since ids are never reused. What it said (an observation): §2.1 defines scheme names with the lower case letters and asks programs to \"allow \"HTTP\" as well as \"http\"\"; the comment on `scheme` says the same (\"the scheme is in lower case; interpreters should use case-ignore\"): a URL is written in lower case, and an interpreter is lenient. The text reconciles itself. That `HTTP://h/` is rejected comes from the project's reading of the listing's literals as case-sensitive (`grammar/rfc1738.pest`: the listing spells both cases where it allows both, `alpha = lowalpha | hialpha` and `ftptype`). RFC 822 §2.1, whose conventions the listing adopts (l.926-927), says quoted literal text \"may be upper and/or lower case\"; read that way, `lowalpha`'s `\"a\"` also matches `A` and the listing derives `HTTP://h/`. The project keeps the case-sensitive reading, since it is the one under which the listing's `hialpha` and upper-case `ftptype` letters are not redundant; this is an observation on that reading, not a contradiction in the document.",
        listing: &[
            quote(rfc1738("p.17", 949, 949), "; the scheme is in lower case; interpreters should use case-ignore"),
            quote(rfc1738("p.17", 950, 950), "scheme = 1*[ lowalpha | digit | \"+\" | \"-\" | \".\" ]"),
        ],
        prose: &[quote(
            rfc1738("p.2", 94, 96),
            "For resiliency, programs interpreting URLs should treat upper case letters as equivalent to lower case in scheme names (e.g., allow \"HTTP\" as well as \"http\").",
        ),
        quote(rfc822("p.3", 307, 308), "Quotation-marks enclose literal text (which may be upper and/or lower case).")],
        witnesses: &[
            Witness { input: "HTTP://h/", verdicts: &[(Rfc1738, Rejected(0))] },
            Witness { input: "http://h/", verdicts: &[(Rfc1738, Accepted("httpurl"))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    }),
    finding!(Finding {
        id: "F32",
        grammars: &[Rfc1738],
        evidence: Evidence::Folded,
        summary: "folded into erratum E5: `gopherurl` prints its `/` unquoted, where the notation quotes every literal",
        detail: "Folded into erratum E5, which reports and corrects it: the witness passes only because of E5, and the other errata (E1-E4) have no findings of their own either. The id stays, since ids are never reused. What it said: the paragraph that opens §5 says \"literals are quoted with \"\"\", and every other `/` of the listing is quoted; `gopherurl` prints `[ / [ gtype ...` with a bare `/`, which by the notation is no element; the grammar reads it as the literal `\"/\"` (E5).",
        listing: &[quote(rfc1738("p.18", 1001, 1001), "gopherurl = \"gopher://\" hostport [ / [ gtype [ selector")],
        prose: &[quote(rfc1738("p.17", 929, 929), "Briefly, literals are quoted with \"\"")],
        witnesses: &[Witness { input: "gopher://h/1x", verdicts: &[(Rfc1738, Accepted("gopherurl"))] }],
        unknown_schemes: &[],
        hints: &[],
    }),
    finding!(Finding {
        id: "F40",
        grammars: &[Rfc1738],
        evidence: Evidence::Gap,
        summary: "RFC 1738 gives the fragment after a `#` no syntax, though its wrapper example `<URL:http://ds.internic.net/instructions/overview.html#WARNING>` carries one",
        detail: "The appendix's example text wraps three URLs; the third ends in `#WARNING`, and the appendix says that a fragment identifier \"would be placed within the brackets as well\". The text does not claim that the bracketed string is a `url`: §2.2 says `#` delimits \"a URL from a fragment/anchor identifier that might follow it\" (l.148-151), and the appendix that the wrapper \"does not form part of the URL\" (l.1202). So the URL is the part before the `#`, an `httpurl`; what is missing is any syntax for the fragment itself, which neither the listing (`#` is only in `punctuation`, no `xchar`) nor the prose gives: a gap. The grammar keeps the listing and rejects the whole string at its `#`. No production of the listing holds a `#` (it is only in `punctuation`, which none uses), so every rejection at a `#` under `rfc1738` names this finding.",
        listing: &[
            quote(rfc1738("p.18", 994, 995), "httpurl = \"http://\" hostport [ \"/\" hpath [ \"?\" search ]] hpath = hsegment *[ \"/\" hsegment ]"),
            quote(rfc1738("p.20", 1077, 1077), "punctuation = \"<\" | \">\" | \"#\" | \"%\" | <\">"),
        ],
        prose: &[
            quote(rfc1738("p.22", 1224, 1225), "Note the warning in <URL:http://ds.internic. net/instructions/overview.html#WARNING>."),
            quote(
                rfc1738("p.3", 148, 151),
                "The character \"#\" is unsafe and should always be encoded because it is used in World Wide Web and in other systems to delimit a URL from a fragment/anchor identifier that might follow it.",
            ),
            quote(rfc1738("p.22", 1202, 1202), "wrapper does not form part of the URL"),
            quote(rfc1738("p.22", 1205, 1207), "In the case where a fragment/anchor identifier is associated with a URL (following a \"#\"), the identifier would be placed within the brackets as well."),
        ],
        witnesses: &[
            Witness {
                input: "http://ds.internic.net/instructions/overview.html#WARNING",
                verdicts: &[(Rfc1738, Rejected(49))],
            },
            Witness {
                input: "http://ds.internic.net/instructions/overview.html",
                verdicts: &[(Rfc1738, Accepted("httpurl"))],
            },
        ],
        unknown_schemes: &[],
        hints: &[hint(Rfc1738, "url", Found::Char('#'))],
    }),
    finding!(Finding {
        id: "F45",
        grammars: &[Rfc1738],
        evidence: Evidence::Contradiction,
        summary: "RFC 1738's prose makes the ftp type code one of `a`, `i`, `d`; `ftptype` also takes `A`, `I`, `D`",
        detail: "§3.2.2 says `<typecode>` \"is one of the characters \\\"a\\\", \\\"i\\\", or \\\"d\\\"\"; the listing's `ftptype` is `\"A\" | \"I\" | \"D\" | \"a\" | \"i\" | \"d\"`, so `;type=A` is derived. The listing is wider than the prose (and it is this row, with `alpha = lowalpha | hialpha`, that makes the project read the listing's literals as case-sensitive: `grammar/ERRATA.md`, \"The case of quoted literals\").",
        listing: &[quote(rfc1738("p.18", 986, 986), "ftptype = \"A\" | \"I\" | \"D\" | \"a\" | \"i\" | \"d\"")],
        prose: &[quote(
            rfc1738("p.7", 366, 367),
            "Where <cwd1> through <cwdN> and <name> are (possibly encoded) strings and <typecode> is one of the characters \"a\", \"i\", or \"d\".",
        )],
        witnesses: &[
            Witness { input: "ftp://h/f;type=A", verdicts: &[(Rfc1738, Accepted("ftpurl"))] },
            Witness { input: "ftp://h/f;type=a", verdicts: &[(Rfc1738, Accepted("ftpurl"))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    }),
    finding!(Finding {
        id: "F46",
        grammars: &[Rfc1738],
        evidence: Evidence::Contradiction,
        summary: "RFC 1738's gopher selector holds any octet but tab, LF and CR; `selector = *xchar` takes `%0A` and `%0D` (and `%09`)",
        detail: "§3.4 says Gopher selector strings \"may contain any octets except 09 hexadecimal (US-ASCII HT or tab) 0A hexadecimal (US-ASCII character LF), and 0D (US-ASCII character CR)\"; the listing's `selector = *xchar` takes every `escape`, those three included. `%09` is also the separator before a search or Gopher+ string, and where the selector stops before one is a PEG mechanic of the grammar (P14), so the witnesses use `%0A` and `%0D`, which can only be in the selector.",
        listing: &[quote(rfc1738("p.18", 1004, 1004), "selector = *xchar")],
        prose: &[quote(
            rfc1738("p.10", 518, 520),
            "Gopher selector strings are a sequence of octets which may contain any octets except 09 hexadecimal (US-ASCII HT or tab) 0A hexadecimal (US-ASCII character LF), and 0D (US-ASCII character CR).",
        )],
        witnesses: &[
            Witness { input: "gopher://h/1a%0Ab", verdicts: &[(Rfc1738, Accepted("gopherurl"))] },
            Witness { input: "gopher://h/1a%0Db", verdicts: &[(Rfc1738, Accepted("gopherurl"))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    }),
    finding!(Finding {
        id: "F47",
        grammars: &[Rfc1738],
        evidence: Evidence::Observation,
        summary: "RFC 1738 reserves `;` in HTTP paths and gives it no meaning, and lets `?` into ftp path segments; RFC 1808 calls both errors",
        detail: "§3.3 says that within the HTTP `<path>` and `<searchpart>` \"/\", \";\", \"?\" are reserved, and gives `;` no meaning; `hsegment` allows `;`, and `fsegment` allows `?`. No sentence of RFC 1738 forbids either, so this is an observation: RFC 1808 §2.3 (l.272-278) calls the `?` in ftp segments \"believed to be an error in the RFC\" and gives `;` in http paths the meaning of `<params>`.",
        listing: &[
            quote(rfc1738("p.18", 996, 996), "hsegment = *[ uchar | \";\" | \":\" | \"@\" | \"&\" | \"=\" ]"),
            quote(rfc1738("p.18", 985, 985), "fsegment = *[ uchar | \"?\" | \":\" | \"@\" | \"&\" | \"=\" ]"),
        ],
        prose: &[
            quote(rfc1738("p.9", 474, 475), "Within the <path> and <searchpart> components, \"/\", \";\", \"?\" are reserved."),
            quote(
                rfc1808("p.5", 272, 275),
                "NOTE: Section 5 of RFC 1738 specifies that the question-mark character (\"?\") is allowed in an ftp or file path segment. However, this is not true in practice and is believed to be an error in the RFC.",
            ),
        ],
        witnesses: &[
            Witness { input: "http://h/a;b", verdicts: &[(Rfc1738, Accepted("httpurl"))] },
            Witness { input: "ftp://h/a?b", verdicts: &[(Rfc1738, Accepted("ftpurl"))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    }),
    finding!(Finding {
        id: "F48",
        grammars: &[Rfc1738],
        evidence: Evidence::Retired,
        summary: "retired: no text of RFC 1738 and no software of the era makes the nntp article number required, which `nntpurl` leaves optional",
        detail: "Retired: nothing stands against the listing. No sentence of RFC 1738 makes the article number required (the form that writes it also writes the optional `:<port>` without brackets), the finding called its own evidence weak, and the era's software wrote the form without it: libwww's HTParse tests of 1996 split `nntp://foo.bar.com/comp.foo.bar` under RFC 1738 (`libwww-htparse-tests.tsv`). `grammar/ERRATA.md` (\"Retired findings\") says so. The id stays, since ids are never reused. What it said (an observation): §3.7 gives the form `nntp://<host>:<port>/<newsgroup-name>/<article-number>` and never says the article number may be left out; the listing's `nntpurl` writes it `[ \"/\" digits ]`, so `nntp://h/g` is derived. The evidence is weak: the same form writes the optional `:<port>` without brackets too (l.714-715 says it may be omitted), so the form alone does not make a part required. An observation, not a contradiction.",
        listing: &[quote(rfc1738("p.19", 1029, 1029), "nntpurl = \"nntp://\" hostport \"/\" group [ \"/\" digits ]")],
        prose: &[quote(rfc1738("p.13", 712, 712), "nntp://<host>:<port>/<newsgroup-name>/<article-number>")],
        witnesses: &[
            Witness { input: "nntp://h/g", verdicts: &[(Rfc1738, Accepted("nntpurl"))] },
            Witness { input: "nntp://h/g/12", verdicts: &[(Rfc1738, Accepted("nntpurl"))] },
        ],
        unknown_schemes: &[],
        hints: &[],
    }),
];
