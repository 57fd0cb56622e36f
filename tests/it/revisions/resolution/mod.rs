//! Resolution: RFC 1630's partial forms, each later revision's algorithm
//! against its tables, and RFC 3986's against `fluent-uri`.

mod by_revision;
mod fluent_uri;
mod partial_forms;
