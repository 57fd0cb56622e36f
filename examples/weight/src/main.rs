//! Checks each argument under RFC 3986 and prints its host, or the error:
//! the calls a user of the RFC 3986 configuration makes.

use rfc1630::{Grammar, check, parse_with};

fn main() {
    for input in std::env::args().skip(1) {
        match check(Grammar::Rfc3986, &input) {
            Ok(verdict) => {
                let host = parse_with(Grammar::Rfc3986, &input).ok().and_then(|uri| uri.host().map(|h| h.to_string()));
                println!("{input}\t{verdict}\t{}", host.unwrap_or_default());
            }
            Err(error) => println!("{input}\t{error}"),
        }
    }
}
