//! Long and hostile inputs: no stack overflow, no panic, typed errors, in
//! debug builds on a test thread's default 2 MiB stack.

use rfc1630::{check, diagnose::MAX_INPUT_LEN, parse_with, Grammar, ParseError};

fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new().stack_size(2 * 1024 * 1024).spawn(f).unwrap().join().unwrap();
}

#[test]
fn long_valid_inputs_parse_on_a_2_mib_stack() {
    on_small_stack(|| {
        for size in [1_000, 100_000] {
            let segments = "ab/".repeat(size / 3);
            let search = "w+".repeat(size / 2);
            // (input, accepted by the URL listing, accepted by the generic listing)
            let inputs = [
                (format!("http://h/{segments}x"), true, false),
                (format!("http://h/p?{search}w"), true, false),
                (format!("magic:{segments}x?{search}w"), false, true),
                (format!("mailto:{}@host", "a".repeat(size)), true, true),
                (format!("news:{}", "a.b".repeat(size / 3)), true, true),
                (format!("wais://h/db/t/{}", "1=a/b;".repeat(size / 6)), true, false),
                (format!("prospero://h/{segments}%00{}", "7".repeat(size / 2)), true, false),
                (format!("ftp://{}@h/", "u".repeat(size)), true, false),
            ];
            for (input, url, generic) in &inputs {
                for (grammar, expected) in [
                    (Grammar::Rfc1630, *url || *generic),
                    (Grammar::Rfc1630Url, *url),
                    (Grammar::Rfc1630Generic, *generic),
                ] {
                    let parsed = parse_with(grammar, input);
                    assert_eq!(parsed.is_ok(), expected, "{grammar} on {} bytes of {}", input.len(), &input[..20]);
                    if let Ok(uri) = parsed {
                        assert_eq!(uri.to_string().len(), input.len());
                    }
                }
            }
        }
    });
}

#[test]
fn a_mebibyte_path_and_search_parse_on_a_2_mib_stack() {
    on_small_stack(|| {
        let path = "ab/".repeat((1 << 20) / 3);
        let search = "w+".repeat((1 << 19) - 8);
        for input in [format!("http://h/{path}"), format!("http://h/?{search}w"), format!("magic:{path}?{search}w")] {
            let uri = rfc1630::parse(&input).unwrap();
            assert_eq!(uri.to_string(), input);
        }
    });
}

#[test]
fn a_megabyte_of_slashes_is_a_typed_error() {
    on_small_stack(|| {
        let input = "/".repeat(1 << 20);
        // RFC 3986 derives it: `relative-part = "//" authority path-abempty`
        // with an empty `reg-name` and a path of empty segments (p.49-50).
        let verdict = check(Grammar::Rfc3986, &input).unwrap();
        assert_eq!(verdict.production, "relative-ref");
        // So does RFC 3987, with `irelative-part` (p.7-8).
        assert_eq!(check(Grammar::Rfc3987, &input).unwrap().production, "irelative-ref");
        for grammar in Grammar::ALL.into_iter().filter(|&g| g != Grammar::Rfc3986 && g != Grammar::Rfc3987) {
            match grammar {
                // `net_path  "//" authority [ abs_path ]` with an empty `server`, then
                // `abs_path`'s empty segments: a valid relative reference, parsed whole.
                Grammar::Rfc2396 | Grammar::Rfc2732 => {
                    assert_eq!(parse_with(grammar, &input).unwrap().to_string(), input);
                    continue;
                }
                _ => {}
            }
            let err = check(grammar, &input).unwrap_err();
            assert!(matches!(err, ParseError::Syntax(_)), "{err:?}");
            // RFC 1808: `//` `net_loc` (empty), then `abs_path  "/" rel_path` whose
            // `path` cannot start with `/` (`fsegment  1*pchar`): `///` is the longest.
            let viable = if grammar == Grammar::Rfc1808 { 3 } else { 0 };
            assert_eq!(err.offset(), viable, "{grammar}");
        }
    });
}

#[test]
fn over_the_cap_is_the_length_error() {
    let input = "a".repeat(MAX_INPUT_LEN + 1);
    for grammar in Grammar::ALL {
        let err = check(grammar, &input).unwrap_err();
        assert_eq!(err, ParseError::TooLong { grammar, len: MAX_INPUT_LEN + 1, cap: MAX_INPUT_LEN });
    }
}

#[test]
fn hostile_bytes_get_typed_errors() {
    let inputs = [
        "",
        "\0",
        "http://h/\0",
        "http://h/é",
        "\u{202e}http://h/",
        "http://h/\r\n",
        "%",
        "http://h/%4",
        "http://h/%zz",
        "\u{feff}news:a",
    ];
    for grammar in Grammar::ALL {
        for input in inputs {
            let err = match parse_with(grammar, input) {
                // url4's `xalpha` holds a bare `%` (finding F16): its verdict is its own.
                // RFC 3986's `relative-ref` derives the empty string (`path-empty`, p.50).
                // RFC 3987's `irelative-ref` too; and `é` is a `ucschar` (p.8, l.435).
                Ok(uri) if grammar == Grammar::Rfc3987 && (input.is_empty() || input == "http://h/é") => {
                    assert_eq!(uri.to_string(), input);
                    continue;
                }
                Ok(uri) if grammar == Grammar::Rfc3986 && input.is_empty() => {
                    assert_eq!(uri.to_string(), input);
                    continue;
                }
                Ok(uri) if grammar == Grammar::Url4 => {
                    assert_eq!(uri.to_string(), input);
                    continue;
                }
                // The empty string is a `relativeURL` (RFC 1808's `rel_path` is all optional)
                // and a same-document reference (RFC 2396 §4.2).
                Ok(uri)
                    if input.is_empty()
                        && [Grammar::Rfc1808, Grammar::Rfc2396, Grammar::Rfc2732].contains(&grammar) =>
                {
                    assert_eq!(uri.to_string(), input);
                    continue;
                }
                Ok(uri) => panic!("{grammar} accepted {input:?}: {uri:?}"),
                Err(err) => err,
            };
            let ParseError::Syntax(syntax) = &err else { panic!("{err:?}") };
            assert!(syntax.offset() <= input.len());
            assert!(input.is_char_boundary(syntax.offset()));
            // The rendering escapes control characters, so the input stays one source line.
            let rendered = err.render(false);
            let source_lines = rendered.lines().filter(|l| *l == "1 |" || l.starts_with("1 | ")).count();
            assert_eq!(source_lines, 1, "{rendered}");
            // The display is one line, whatever bytes the input holds.
            assert!(!err.to_string().contains('\n'), "{err}");
        }
    }
}

#[test]
fn errors_name_the_production_with_its_citation() {
    let err = check(Grammar::Rfc1630Url, "http://info.cern.ch:x/").unwrap_err();
    assert!(err.summary().contains("in port (RFC 1630 p.25, 003 l.1259: `port  digits`)"), "{}", err.summary());
    assert_eq!(err.offset(), 20);
    let text = err.render(false);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[3], "1 | http://info.cern.ch:x/");
    // The caret under byte 20, after the `| ` gutter.
    assert_eq!(lines[4].find('^'), Some(4 + 20), "{text}");
    assert!(lines[4].ends_with("^ found \"x\""), "{text}");
    assert!(text.contains("port         RFC 1630 p.25, 003 l.1259: `port  digits`"), "{text}");
    // An unknown scheme fails where the last production still alive dies: `ma` of `mailto`.
    let err = check(Grammar::Rfc1630Url, "magic:x").unwrap_err();
    assert_eq!(err.offset(), 2);
    assert!(err.summary().contains("in mailtoaddress (RFC 1630 p.24"), "{}", err.summary());
    assert!(err.summary().ends_with("; `magic` is not a scheme of this listing"), "{}", err.summary());
}

/// A rejection far into a long input reads its derivation from a window
/// before the offset (memory stays bounded); the stack names the same
/// productions as for a short input of the same shape, and the frames that
/// began inside the window keep their exact starts.
#[test]
fn a_long_rejection_has_the_stack_of_a_short_one() {
    let shaped = |segments: usize| format!("http://a/{}a b", "ab/".repeat(segments));
    for grammar in [Grammar::Rfc1630, Grammar::Rfc1630Url, Grammar::Url03, Grammar::Url4] {
        let (short, long) = (shaped(3), shaped(200_000));
        let (short_err, long_err) = (check(grammar, &short).unwrap_err(), check(grammar, &long).unwrap_err());
        assert_eq!(long_err.offset(), long.len() - 2, "{grammar}");
        let rules = |e: &rfc1630::ParseError| -> Vec<Vec<&str>> {
            e.stacks().iter().map(|s| s.frames.iter().map(|f| f.rule).collect()).collect()
        };
        assert_eq!(rules(&short_err), rules(&long_err), "{grammar}");
        assert_eq!(short_err.expected(), long_err.expected(), "{grammar}");
        let window_start = long_err.offset() - 16 * 1024;
        for (short_frame, long_frame) in short_err.stacks()[0].frames.iter().zip(&long_err.stacks()[0].frames) {
            // Frames in the common head (`http://a/`) start at the same byte; later ones shift.
            let head = "http://a/".len();
            let shift = long.len() - short.len();
            let exact = if short_frame.start <= head { short_frame.start } else { short_frame.start + shift };
            match exact {
                0 => assert_eq!(long_frame.start, 0),
                s if s >= window_start => assert_eq!(long_frame.start, s, "{grammar} {}", long_frame.rule),
                _ => assert_eq!(long_frame.start, window_start, "{grammar} {}", long_frame.rule),
            }
        }
    }
}
