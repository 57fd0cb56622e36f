//! No two public types share a name: every `pub struct`, `pub enum`,
//! `pub trait`, `pub type` and `pub union` the library declares (the
//! binary's `main.rs` and `cli/` left out) has a name of its own, so that a
//! user who imports one never has to rename another.
//!
//! The one exception is the documents' ASTs (each document's `ast` facet,
//! [`ast_document`]): a type there is named after its document's
//! production, so two documents with a production of the same name (`host`
//! in RFC 1630 and RFC 3986) each have a type of that name, in its
//! document's module (`documents::rfc1630::Host`,
//! `documents::rfc3986::Host`). Within one document's files a name is
//! still unique, and no document's name is any other public type's.
//!
//! The reader takes the declarations at the start of a line, as rustfmt
//! writes them; `pub(crate)` and narrower are not public.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The document whose AST a file (relative to `src/`) holds: its folder
/// under `documents/`, where the file is the folder's `ast.rs` or under its
/// `ast/`; `None` for any other file.
fn ast_document(relative: &str) -> Option<&str> {
    let (document, facet) = relative.strip_prefix("documents/")?.split_once('/')?;
    (facet == "ast.rs" || facet.starts_with("ast/")).then_some(document)
}

/// The library's source files: every `.rs` under `src/` but the binary's.
fn library_files(dir: &Path, root: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    for path in entries {
        let relative = path.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/");
        if relative == "main.rs" || relative == "cli" {
            continue;
        }
        if path.is_dir() {
            library_files(&path, root, out);
        } else if relative.ends_with(".rs") {
            out.push(path);
        }
    }
}

/// The names of the public types a file declares.
fn public_types(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    for line in text.lines() {
        let Some(rest) = line.trim_start().strip_prefix("pub ") else { continue };
        for keyword in ["struct ", "enum ", "trait ", "type ", "union "] {
            if let Some(rest) = rest.strip_prefix(keyword) {
                let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                names.push(name);
            }
        }
    }
    names
}

/// Each public type name, with the files that declare it, and the
/// document each of those files belongs to (`None` outside the documents' ASTs).
fn declarations() -> BTreeMap<String, Vec<(String, Option<String>)>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    library_files(&root, &root, &mut files);
    let mut names: BTreeMap<String, Vec<(String, Option<String>)>> = BTreeMap::new();
    for path in files {
        let relative = path.strip_prefix(&root).unwrap().to_string_lossy().replace('\\', "/");
        let document = ast_document(&relative).map(String::from);
        for name in public_types(&std::fs::read_to_string(&path).unwrap()) {
            names.entry(name).or_default().push((relative.clone(), document.clone()));
        }
    }
    names
}

#[test]
fn no_two_public_types_share_a_name() {
    let names = declarations();
    let mut shared = Vec::new();
    for (name, places) in &names {
        if places.len() < 2 {
            continue;
        }
        // Allowed only where every declaration is in a different document of the AST.
        let mut documents: Vec<_> = places.iter().map(|(_, document)| document.as_deref()).collect();
        let all_documents = documents.iter().all(Option::is_some);
        documents.sort();
        documents.dedup();
        if !all_documents || documents.len() != places.len() {
            shared.push(format!("{name}: {places:?}"));
        }
    }
    assert!(shared.is_empty(), "public types that share a name:\n{}", shared.join("\n"));
}

/// The reader finds what it must: the test above cannot pass by reading nothing.
#[test]
fn the_reader_sees_the_declarations() {
    let names = declarations();
    for name in ["Grammar", "SyntaxError", "Uri", "Address", "Operations", "Equivalence", "GrammarDiff", "IntoOwned"] {
        assert!(names.contains_key(name), "{name} not found");
    }
    // `host` is a production of three documents' listings, each with its type.
    let hosts: Vec<_> = names["Host"].iter().map(|(_, document)| document.as_deref()).collect();
    assert!(hosts.len() >= 3 && hosts.iter().all(Option::is_some), "{hosts:?}");
    assert_eq!(ast_document("documents/x/ast/host.rs"), Some("x"));
    assert_eq!(ast_document("documents/x/ast.rs"), Some("x"));
    assert_eq!(ast_document("documents/x/grammar.rs"), None);
    assert_eq!(ast_document("ast/uri.rs"), None);
    assert_eq!(public_types("pub(crate) struct A;\npub struct B<'a>;\n    pub enum C {}"), ["B", "C"]);
}
