//! The productions the AST builder takes apart, as one enum for every
//! listing: a pair's rule is matched by value, not by comparing its name,
//! which a typed parse would do at every pair it walks.

/// Declares [`RuleKind`] with one variant per rule name, spelled as the
/// grammar files spell it (pest's `Rule` variants are named the same way).
macro_rules! rule_kinds {
    ($($name:ident),* $(,)?) => {
        /// A rule of any listing that the AST builder names, by its name in
        /// the grammar files; [`RuleKind::Other`] for every other rule.
        #[allow(non_camel_case_types, clippy::upper_case_acronyms)]
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub(crate) enum RuleKind {
            $($name,)*
            /// A rule the builder never names.
            Other,
        }

        impl RuleKind {
            /// Every kind but [`RuleKind::Other`].
            #[cfg(test)]
            pub(crate) const NAMED: &'static [RuleKind] = &[$(RuleKind::$name,)*];

            /// The kind of the rule called `name`.
            pub(crate) fn of_name(name: &str) -> RuleKind {
                match name {
                    $(stringify!($name) => RuleKind::$name,)*
                    _ => RuleKind::Other,
                }
            }

            /// The rule name the kind stands for.
            #[cfg(test)]
            pub(crate) fn name(self) -> &'static str {
                match self {
                    $(RuleKind::$name => stringify!($name),)*
                    RuleKind::Other => "",
                }
            }
        }
    };
}

rule_kinds! {
    // The productions of `url` (and url4's `docaddress`), by listing order of first use.
    url, docaddress, httpaddress, ftpaddress, newsaddress, nntpaddress, prosperoaddress, telnetaddress,
    gopheraddress, waisaddress, mailtoaddress, midaddress, cidaddress, afsaddress, fileaddress,
    rloginaddress, tn3270address, gopherslashaddress, ftptypeaddress, gophernotypeaddress,
    mailtoaddrspecaddress, gopherselectoraddress, ftpportaddress, prosperoportaddress, generic,
    // RFC 1738's `url`.
    httpurl, ftpurl, newsurl, nntpurl, telneturl, gopherurl, waisurl, mailtourl, fileurl, prosperourl, otherurl,
    // The parts of the drafts' and RFC 1630's productions.
    scheme, path, search, login, user, password, hostport, host, hostname, hostnumber, port, ftptype,
    groupart, group, article, article_xalphas, digits, mailto_xalphas, addr_spec, local_part, domain,
    content_identifier, waisindex, waisdoc, database, wtype, wpath, prosperolink, hsoname, version, attributes,
    gtype, gcommand, gopherslashcommand, selector, typecode, cellname,
    // RFC 1738's parts.
    hpath, fpath, grouppart, encoded822addr, waisdatabase, ppath, fieldspec, fieldname, fieldvalue,
    gopher_search, gopher_string, genericurl, schemepart, ip_schemepart, urlpath,
    // RFC 1808's, RFC 2396's and RFC 2732's.
    absoluteURL, relativeURL, generic_RL, fragment, net_path, abs_path, rel_path, net_loc, params, query,
    absoluteURI, relativeURI, same_document_reference, hier_part, authority, opaque_part, server, reg_name,
    userinfo, IPv4address, ipv6reference,
    // RFC 3986's.
    URI, relative_ref, relative_part, path_abempty, path_absolute, path_noscheme, path_rootless, path_empty,
    IP_literal, IPv6address, IPvFuture,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grammar::Listing;
    use crate::listings::rule_name;

    /// A kind whose name no listing has would never match a pair: each
    /// names a rule of some listing, and reads back from its name.
    #[test]
    fn every_kind_is_a_rule_of_a_listing() {
        for &kind in RuleKind::NAMED {
            let listings = Listing::ALL.iter().chain(&Listing::PROSE);
            assert!(listings.clone().any(|&l| rule_name(l, kind.name()).is_some()), "{kind:?} is no rule");
            assert_eq!(RuleKind::of_name(kind.name()), kind);
        }
        assert_eq!(RuleKind::of_name("xalphas"), RuleKind::Other);
    }
}
