//! The productions the AST builder takes apart, as one enum for every
//! listing: a pair's rule is matched by value, not by comparing its name,
//! which a typed parse would do at every pair it walks.

/// Declares [`RuleName`] with one variant per rule name, spelled as the
/// grammar files spell it (pest's `Rule` variants are named the same way).
macro_rules! rule_names {
    ($($name:ident),* $(,)?) => {
        /// A rule of any listing that the AST builder names, by its name in
        /// the grammar files; [`RuleName::Other`] for every other rule.
        #[allow(non_camel_case_types, clippy::upper_case_acronyms)]
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub(crate) enum RuleName {
            $($name,)*
            /// A rule the builder never names.
            Other,
        }

        impl RuleName {
            /// Every rule name but [`RuleName::Other`].
            #[cfg(test)]
            pub(crate) const NAMED: &'static [RuleName] = &[$(RuleName::$name,)*];

            /// The rule called `name`, or [`RuleName::Other`].
            pub(crate) fn of_name(name: &str) -> RuleName {
                match name {
                    $(stringify!($name) => RuleName::$name,)*
                    _ => RuleName::Other,
                }
            }

            /// The name as the grammar files spell it.
            #[cfg(test)]
            pub(crate) fn name(self) -> &'static str {
                match self {
                    $(RuleName::$name => stringify!($name),)*
                    RuleName::Other => "",
                }
            }
        }
    };
}

rule_names! {
    // The choices an entry derives (the prose layers' hold their listing's),
    // the generic listing's `uri`, and the productions of `url` (and url4's
    // `docaddress`), by listing order of first use.
    url, docaddress, prose_url, prose_docaddress, uri, httpaddress, ftpaddress, newsaddress, nntpaddress, prosperoaddress, telnetaddress,
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
    // RFC 3987's.
    IRI, irelative_ref, ihier_part, irelative_part, iauthority, iuserinfo, ihost, ireg_name, ipath_abempty,
    ipath_absolute, ipath_noscheme, ipath_rootless, ipath_empty, iquery, ifragment,
    // RFC 6068's.
    mailtoURI, to, hfields, hfield, hfname, hfvalue,
}
