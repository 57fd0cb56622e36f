//! Files the tests hand to the binary: a scratch directory per test, the
//! edited listing of the workbench tests (`grammar/url7.pest` with the
//! space deleted from `extra`), a text that is not a grammar, and a path
//! that does not exist.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// A path no file is at.
pub const MISSING: &str = "/no/such/dir/grammar.pest";

/// A fresh directory under the target dir for one test's files.
pub fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Writes `dir/my-url7.pest`: `grammar/url7.pest` with `" "` deleted from `extra`.
pub fn my_url7(dir: &Path) -> PathBuf {
    let text = std::fs::read_to_string("grammar/url7.pest").unwrap();
    let old = r#"extra = _{ "!" | "*" | "\"" | "'" | "(" | ")" | ":" | ";" | "," | " " }"#;
    assert!(text.contains(old), "url7.pest's extra rule moved");
    let path = dir.join("my-url7.pest");
    std::fs::write(&path, text.replace(old, r#"extra = _{ "!" | "*" | "\"" | "'" | "(" | ")" | ":" | ";" | "," }"#))
        .unwrap();
    path
}

/// A text file that is not a grammar, in a directory of its own: written
/// once, so that tests running side by side never read it half written.
pub fn notes_file() -> &'static Path {
    static NOTES: OnceLock<PathBuf> = OnceLock::new();
    NOTES.get_or_init(|| {
        let path = scratch("not-a-grammar").join("notes.txt");
        std::fs::write(&path, "Meeting notes\nnot = a grammar {\n").unwrap();
        path
    })
}
