//! Owned ASTs: every AST type turned into one that borrows nothing, so that
//! a parsed URI can outlive the string it was parsed from. Each document's
//! types get theirs from the macros here, in the document's folder.

/// An AST value that can give up its borrow of the input: the same value
/// with every piece of text copied out, of lifetime `'static`.
///
/// [`Uri::into_owned`](crate::Uri::into_owned) does this for a whole URI
/// without importing the trait; the trait gives it for every part of the
/// AST, of every document.
///
/// ```
/// use rfc1630::ast::{Address, IntoOwned};
/// use rfc1630::documents::rfc1630::{Host, Url};
/// let host: Host<'static> = {
///     let input = String::from("http://info.cern.ch/hypertext/");
///     let uri = rfc1630::parse(&input).unwrap();
///     let Address::Rfc1630(Url::Http(http)) = uri.address else { panic!() };
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
        impl $crate::ast::IntoOwned for $ty<'_> {
            type Owned = $ty<'static>;

            fn into_owned(self) -> $ty<'static> {
                $ty(::std::borrow::Cow::Owned(self.0.into_owned()))
            }
        }
    )*};
}
pub(crate) use owned_text;

/// A struct: each field made owned, the fields listed after `copy` copied as they are.
macro_rules! owned_struct {
    ($ty:ident { $($field:ident),* $(,)? } $(copy { $($plain:ident),* $(,)? })?) => {
        impl $crate::ast::IntoOwned for $ty<'_> {
            type Owned = $ty<'static>;

            fn into_owned(self) -> $ty<'static> {
                $ty { $($field: $crate::ast::IntoOwned::into_owned(self.$field),)* $($($plain: self.$plain,)*)? }
            }
        }
    };
}
pub(crate) use owned_struct;

/// An enum of one-field variants, the variants listed after `unit` without one.
macro_rules! owned_enum {
    ($ty:ident { $($variant:ident),* $(,)? } $(unit { $($unit:ident),* $(,)? })?) => {
        impl $crate::ast::IntoOwned for $ty<'_> {
            type Owned = $ty<'static>;

            fn into_owned(self) -> $ty<'static> {
                match self {
                    $($ty::$variant(inner) => $ty::$variant($crate::ast::IntoOwned::into_owned(inner)),)*
                    $($($ty::$unit => $ty::$unit,)*)?
                }
            }
        }
    };
}
pub(crate) use owned_enum;
