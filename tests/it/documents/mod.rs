//! The tests of one document each, beside the tests that read every
//! document from the registry: a test that names a document lives here,
//! in the file named after it.

mod rfc3986;
mod rfc3987;
