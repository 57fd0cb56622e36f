//! The edited-listing example shared by the workbench tests: a scratch directory
//! per test, and `grammar/url7.pest` with the space deleted from `extra`.

use std::path::{Path, PathBuf};

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
