//! Owned ASTs: every AST type turned into one that borrows nothing, so that
//! a parsed URI can outlive the string it was parsed from.

use super::rfc3986::{Authority, Host as Rfc3986Host, Path as Rfc3986Path, Reference};
use super::rfc3987::{
    Authority as Rfc3987Authority, Host as Rfc3987Host, Path as Rfc3987Path, Reference as Rfc3987Reference,
};
use super::{
    AddrSpec, Address, AfsAddress, Article, CidAddress, DraftGopherAddress, FieldSpec, FileAddress, FileUrl,
    FtpAddress, FtpTypeAddress, FtpUrl, GenericUri, GopherAddress, GopherNoTypeAddress, GopherUrl, GroupArt, GroupPart,
    Host, HostPort, HostPortPath, HttpAddress, HttpUrl, IpSchemepart, Login, MailtoAddrSpecAddress, MailtoAddress,
    MailtoUrl, MidAddress, NewsAddress, NewsArticle, NewsUrl, NntpAddress, NntpUrl, OtherUrl, Path, Port,
    ProseFileAddress, ProsperoLink, ProsperoUrl, Rfc1808Url, Rfc2396Authority, Rfc2396Host, Rfc2396HostPort,
    Rfc2396Path, Rfc2396Reference, Rfc2396Server, RloginAddress, SchemePart, Search, TelnetAddress, TelnetUrl, Text,
    Tn3270Address, Uri, Url03MailtoAddress, Url4ProsperoAddress, Url4TelnetAddress, WaisAddress, WaisDatabase, WaisDoc,
    WaisDocWithLength, WaisIndex, WaisUrl, Wpath, WpathField,
};
use std::borrow::Cow;

/// An AST value that can give up its borrow of the input: the same value
/// with every piece of text copied out, of lifetime `'static`.
///
/// [`Uri::into_owned`] does this for a whole URI without importing the
/// trait; the trait gives it for every part of the AST.
///
/// ```
/// use rfc1630::ast::IntoOwned;
/// let host: rfc1630::ast::rfc1630::Host<'static> = {
///     let input = String::from("http://info.cern.ch/hypertext/");
///     let uri = rfc1630::parse(&input).unwrap();
///     let rfc1630::ast::Address::Http(http) = uri.address else { panic!() };
///     http.hostport.host.into_owned()
/// };
/// assert_eq!(host.to_string(), "info.cern.ch");
/// ```
pub trait IntoOwned {
    /// The same type, borrowing nothing.
    type Owned: 'static;

    /// Copies every piece of text this value borrows.
    fn into_owned(self) -> Self::Owned;
}

impl<T: IntoOwned> IntoOwned for Option<T> {
    type Owned = Option<T::Owned>;

    fn into_owned(self) -> Self::Owned {
        self.map(IntoOwned::into_owned)
    }
}

impl<T: IntoOwned> IntoOwned for Vec<T> {
    type Owned = Vec<T::Owned>;

    fn into_owned(self) -> Self::Owned {
        self.into_iter().map(IntoOwned::into_owned).collect()
    }
}

/// The leaf types: one `Cow<str>` each.
macro_rules! owned_text {
    ($($ty:ident),* $(,)?) => {$(
        impl IntoOwned for $ty<'_> {
            type Owned = $ty<'static>;

            fn into_owned(self) -> $ty<'static> {
                $ty(Cow::Owned(self.0.into_owned()))
            }
        }
    )*};
}

/// A struct: each field made owned, the fields listed after `copy` copied as they are.
macro_rules! owned_struct {
    ($ty:ident { $($field:ident),* $(,)? } $(copy { $($plain:ident),* $(,)? })?) => {
        impl IntoOwned for $ty<'_> {
            type Owned = $ty<'static>;

            fn into_owned(self) -> $ty<'static> {
                $ty { $($field: self.$field.into_owned(),)* $($($plain: self.$plain,)*)? }
            }
        }
    };
}

/// An enum of one-field variants, the variants listed after `unit` without one.
macro_rules! owned_enum {
    ($ty:ident { $($variant:ident),* $(,)? } $(unit { $($unit:ident),* $(,)? })?) => {
        impl IntoOwned for $ty<'_> {
            type Owned = $ty<'static>;

            fn into_owned(self) -> $ty<'static> {
                match self {
                    $($ty::$variant(inner) => $ty::$variant(inner.into_owned()),)*
                    $($($ty::$unit => $ty::$unit,)*)?
                }
            }
        }
    };
}

owned_text!(Text, Path, Search, Port, Wpath);
owned_struct!(Uri { address, fragmentid } copy { grammar, listing, prefixedurl });
owned_enum!(Address {
    Http,
    Ftp,
    News,
    Nntp,
    Prospero,
    Telnet,
    Gopher,
    Wais,
    Mailto,
    Mid,
    Cid,
    Generic,
    DraftGeneric,
    Afs,
    File,
    Url4Telnet,
    DraftGopher,
    Url4Prospero,
    Url03Mailto,
    ProseFile,
    Rlogin,
    Tn3270,
    GopherSlash,
    FtpType,
    GopherNoType,
    MailtoAddrSpec,
    GopherSelector,
    FtpPort,
    ProsperoPort,
    HttpUrl,
    FtpUrl,
    NewsUrl,
    NntpUrl,
    TelnetUrl,
    GopherUrl,
    WaisUrl,
    MailtoUrl,
    FileUrl,
    ProsperoUrl,
    OtherUrl,
    Rfc1808,
    Rfc2396,
    Rfc3986,
    Rfc3987,
});
owned_struct!(Rfc1808Url { scheme, net_loc, path, params, query, opaque } copy { abs_path });
owned_struct!(Rfc2396Reference { scheme, authority, path, query });
owned_enum!(Rfc2396Authority { Server, RegName });
owned_struct!(Rfc2396Server { userinfo, hostport });
owned_struct!(Rfc2396HostPort { host, port });
owned_enum!(Rfc2396Host { Hostname, IPv4address, Ipv6reference });
owned_enum!(Rfc2396Path { AbsPath, RelPath, OpaquePart });
owned_enum!(Host { Hostname, Hostnumber, IPv6address, IPvFuture, IPv4address, RegName });
owned_struct!(HostPort { host, port });
owned_struct!(Login { user, password, hostport });
owned_struct!(HttpAddress { hostport, path, search });
owned_struct!(FtpAddress { login, path, ftptype });
owned_struct!(TelnetAddress { login });
owned_struct!(GopherAddress { hostport, gtype, gcommand });
owned_struct!(ProsperoLink { hostport, hsoname, version, attributes });
owned_enum!(WaisAddress { WaisIndex, WaisDoc, WaisDocWithLength });
owned_struct!(WaisIndex { hostport, database, search });
owned_struct!(WaisDoc { hostport, database, wtype, wpath });
owned_struct!(WpathField { digits, path });
owned_struct!(NewsAddress { groupart });
owned_enum!(GroupArt { Group, Article } unit { All });
owned_struct!(Article { xalphas, host });
owned_struct!(NntpAddress { group, digits });
owned_struct!(MailtoAddress { xalphas, hostname });
owned_struct!(AddrSpec { local_part, domain });
owned_struct!(MidAddress { addr_spec });
owned_struct!(CidAddress { content_identifier });
owned_struct!(GenericUri { scheme, path, search });
owned_struct!(Url4TelnetAddress { user, hostport });
owned_struct!(DraftGopherAddress { hostport, gtype, selector, search } copy { slash_before_selector });
owned_struct!(Url4ProsperoAddress { path });
owned_struct!(WaisDocWithLength { hostport, database, wtype, digits, path });
owned_struct!(AfsAddress { cellname, path });
owned_struct!(FileAddress { host, path });
owned_struct!(Url03MailtoAddress { xalphas, hostname });
owned_struct!(ProseFileAddress { host, path });
owned_struct!(RloginAddress { login });
owned_struct!(Tn3270Address { login });
owned_struct!(FtpTypeAddress { login, path, typecode });
owned_struct!(GopherNoTypeAddress { hostport });
owned_struct!(MailtoAddrSpecAddress { addr_spec });
owned_struct!(HostPortPath { hostport, path });
owned_struct!(HttpUrl { hostport, hpath, search });
owned_struct!(FtpUrl { login, fpath, ftptype });
owned_struct!(FileUrl { host, fpath });
owned_struct!(GopherUrl { hostport, gtype, selector, search, gopher_string } copy { slash });
owned_struct!(MailtoUrl { encoded822addr });
owned_struct!(NewsUrl { grouppart });
owned_enum!(GroupPart { Group, Article } unit { All });
owned_struct!(NewsArticle { unique, host });
owned_struct!(NntpUrl { hostport, group, digits });
owned_struct!(TelnetUrl { login } copy { slash });
owned_enum!(WaisUrl { Database, Index, Doc });
owned_struct!(WaisDatabase { hostport, database, search, wtype, wpath });
owned_struct!(ProsperoUrl { hostport, ppath, fieldspecs });
owned_struct!(FieldSpec { fieldname, fieldvalue });
owned_struct!(OtherUrl { scheme, schemepart });
owned_enum!(SchemePart { IpSchemepart, Xchars });
owned_struct!(IpSchemepart { login, urlpath });
owned_struct!(Reference { scheme, authority, path, query, fragment });
owned_struct!(Authority { userinfo, host, port });
owned_enum!(Rfc3986Host { IPv6address, IPvFuture, IPv4address, RegName });
owned_enum!(Rfc3986Path { Abempty, Absolute, Noscheme, Rootless } unit { Empty });
owned_struct!(Rfc3987Reference { scheme, iauthority, ipath, iquery, ifragment });
owned_struct!(Rfc3987Authority { iuserinfo, ihost, port });
owned_enum!(Rfc3987Host { IPv6address, IPvFuture, IPv4address, IRegName });
owned_enum!(Rfc3987Path { Abempty, Absolute, Noscheme, Rootless } unit { Empty });
