//! Each document's own tests: those that name one document's operations,
//! in a file named after it. What holds of every document enumerates the
//! registry in the folder of its layer instead.

mod rfc3987;
