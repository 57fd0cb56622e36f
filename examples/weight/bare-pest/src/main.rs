//! Parses each argument with `grammar/rfc3986.pest` alone and prints whether it matched.

use pest::Parser as _;

#[derive(pest_derive::Parser)]
#[grammar = "../../../../grammar/rfc3986.pest"]
struct Parser;

fn main() {
    for input in std::env::args().skip(1) {
        let matched = Parser::parse(Rule::URI_reference_entry, &input).is_ok();
        println!("{input}\t{matched}");
    }
}
