//! The direction of the layers, held by a test: every `crate::`, `super::`
//! and `self::` path of the library's code (in `use` trees and inline alike,
//! comments and string literals left out) is resolved to the file that
//! defines what it names, through the `use` declarations of the modules it
//! passes (a re-export is followed to its origin). A file may name a file of
//! its own layer or of a layer below, never one above, and no two files may
//! name each other, directly or round a longer loop.
//!
//! The layer table is [`LAYERS`], which `ARCHITECTURE.md` draws (a test
//! holds the two the same); every file under `src/` but the binary's
//! (`main.rs`, `cli/`, the top layer, which may name anything) must fall
//! under one of its rows, so that a new file cannot slip past.
//!
//! The reader is a small lexer, not a Rust parser: it knows comments,
//! strings, raw strings, char literals and lifetimes, `mod` blocks, `use`
//! trees, and the item keywords that define a name. A macro that builds a
//! path from fragments would escape it; none does.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The layers, lowest first: a module path prefix (segments from the crate
/// root joined by `::`), its layer's rank and name. The longest prefix that
/// matches a module decides its layer.
const LAYERS: &[(&str, u8, &str)] = &[
    ("support", 0, "support"),
    ("grammar", 1, "grammar"),
    ("diagnose", 2, "diagnose"),
    ("recognize", 3, "recognize"),
    ("ast", 4, "ast"),
    ("revisions", 5, "revisions"),
    ("documents", 6, "documents"),
    ("study", 7, "study"),
    ("generate", 8, "generate"),
    // The crate root (`lib.rs`: the module tree and the public paths), this
    // test and the registry's, which walks every layer.
    ("", 9, "root"),
    ("layers_test", 9, "root"),
    ("registry_test", 9, "root"),
    ("names_test", 9, "root"),
];

/// The facets of a document's folder (`src/documents/<id>/<facet>.rs`, or a
/// folder of that name), each at the layer of what it holds: a document is a
/// column through the layers, and each of its files sits in one. The
/// folder's own `mod.rs`, which ties the facets into the document's value,
/// is the documents layer's.
/// What the study layer reads of one document alone is its `study.rs`.
/// A document's unit tests (`tests.rs`) are the root's, as the crate's own
/// tests are: they may reach any layer.
const FACETS: &[(&str, &str)] =
    &[("grammar", "grammar"), ("ast", "ast"), ("operations", "revisions"), ("study", "study"), ("tests", "root")];

/// Files outside the library's layers: the binary, which may name anything.
const BINARY: &[&str] = &["main.rs", "cli"];

/// A module path: its segments from the crate root.
type ModPath = Vec<String>;

#[derive(Debug, Clone, PartialEq)]
enum Token {
    Ident(String),
    Punct(char),
    /// `::`
    PathSep,
}

/// The tokens of `text` that matter for paths, with comments, strings and
/// char literals left out (a lifetime is dropped as well).
fn tokens(text: &str) -> Vec<Token> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c.is_whitespace() {
            i += 1;
        } else if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if c == '"' {
            i = skip_string(&chars, i + 1);
        } else if (c == 'r' || c == 'b') && raw_string_start(&chars, i).is_some() {
            let (hashes, quote) = raw_string_start(&chars, i).unwrap_or_default();
            i = skip_raw_string(&chars, quote + 1, hashes);
        } else if c == 'b' && next == Some('"') {
            i = skip_string(&chars, i + 2);
        } else if c == 'b' && next == Some('\'') {
            i = skip_char(&chars, i + 1);
        } else if c == '\'' {
            i = skip_char(&chars, i);
        } else if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            // `r#type` is the identifier `type`.
            out.push(Token::Ident(word.trim_start_matches("r#").to_string()));
        } else if c == ':' && next == Some(':') {
            out.push(Token::PathSep);
            i += 2;
        } else {
            out.push(Token::Punct(c));
            i += 1;
        }
    }
    out
}

/// The end of a string whose body starts at `i` (after its `"`).
fn skip_string(chars: &[char], mut i: usize) -> usize {
    while i < chars.len() {
        match chars[i] {
            '\\' => i += 2,
            '"' => return i + 1,
            _ => i += 1,
        }
    }
    i
}

/// The number of `#` and the index of the opening `"` of a raw string
/// (`r"`, `r#"`, `br"`, ...) starting at `i`, if one does.
fn raw_string_start(chars: &[char], i: usize) -> Option<(usize, usize)> {
    if i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_') {
        return None;
    }
    let mut j = i;
    if chars[j] == 'b' {
        j += 1;
    }
    if chars.get(j) != Some(&'r') {
        return None;
    }
    j += 1;
    let mut hashes = 0;
    while chars.get(j) == Some(&'#') {
        hashes += 1;
        j += 1;
    }
    (chars.get(j) == Some(&'"')).then_some((hashes, j))
}

/// The end of a raw string whose body starts at `i`, closed by `"` and `hashes` `#`.
fn skip_raw_string(chars: &[char], mut i: usize, hashes: usize) -> usize {
    while i < chars.len() {
        if chars[i] == '"' && (1..=hashes).all(|k| chars.get(i + k) == Some(&'#')) {
            return i + 1 + hashes;
        }
        i += 1;
    }
    i
}

/// The end of a char literal or a lifetime starting at the `'` at `i`.
fn skip_char(chars: &[char], i: usize) -> usize {
    match chars.get(i + 1) {
        Some('\\') => {
            let mut j = i + 2;
            while j < chars.len() && chars[j] != '\'' {
                j += 1;
            }
            j + 1
        }
        Some(_) if chars.get(i + 2) == Some(&'\'') => i + 3,
        // A lifetime or a label: `'a`, `'static`.
        _ => {
            let mut j = i + 1;
            while j < chars.len() && (chars[j].is_alphanumeric() || chars[j] == '_') {
                j += 1;
            }
            j
        }
    }
}

/// What a `use` binds a name to.
#[derive(Debug, Clone)]
enum Target {
    /// A path of this crate, from its root.
    Crate(ModPath),
    /// A name of another crate, or one local to the file (an enum's variants).
    Elsewhere,
}

/// One module (a file, or a `mod name { ... }` block inside one).
#[derive(Debug, Default)]
struct Module {
    /// The file it is written in, relative to `src/`.
    file: String,
    /// The names its `use` declarations bind.
    uses: BTreeMap<String, Target>,
    /// The modules its glob imports (`use path::*`) bring in.
    globs: Vec<ModPath>,
    /// The names it defines (items, at any depth of its file's braces).
    defines: BTreeSet<String>,
}

/// A path as written (`crate::a::B`, `super::c`, `child::d`), in a module.
#[derive(Debug)]
struct Reference {
    module: ModPath,
    path: Vec<String>,
}

/// The crate's modules, and the paths each file writes.
#[derive(Debug, Default)]
struct Crate {
    modules: BTreeMap<ModPath, Module>,
    references: BTreeMap<String, Vec<Reference>>,
    /// The macros whose bodies write a path through a document's folder
    /// with a fragment for the document (`$crate::documents::$document::grammar`):
    /// each macro's file and the facets its body names.
    templates: BTreeMap<String, (String, BTreeSet<String>)>,
    /// The identifiers each macro's body holds (the macros it hands its
    /// rows to are among them).
    macro_words: BTreeMap<String, BTreeSet<String>>,
    /// Each file's identifiers: a macro is named where it is invoked, and
    /// where it is handed to another as the macro to call with its rows.
    invocations: BTreeMap<String, BTreeSet<String>>,
}

/// The module path of a file under `src/` (`a/b.rs` and `a/b/mod.rs` are `a::b`).
fn module_of(file: &str) -> ModPath {
    let stem = file.strip_suffix(".rs").unwrap_or(file);
    let mut path: ModPath = stem.split('/').map(String::from).collect();
    if matches!(path.last().map(String::as_str), Some("mod" | "lib")) {
        path.pop();
    }
    path
}

/// Every `.rs` file under `dir`, relative to `root`, sorted.
fn rust_files(root: &Path, dir: &Path, out: &mut Vec<String>) {
    let mut entries: Vec<PathBuf> =
        std::fs::read_dir(dir).expect("src/ is readable").map(|e| e.expect("a directory entry").path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(root, &path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let relative = path.strip_prefix(root).expect("under src/");
            out.push(relative.to_string_lossy().replace('\\', "/"));
        }
    }
}

/// Whether `file` (relative to `src/`) is the binary's.
fn is_binary(file: &str) -> bool {
    BINARY.iter().any(|b| file == *b || file.starts_with(&format!("{b}/")))
}

/// A `use` tree's leaves: each path, the name it binds (`None` for a glob).
fn use_tree(tokens: &[Token], i: &mut usize, prefix: &[String], out: &mut Vec<(Vec<String>, Option<String>)>) {
    let mut path = prefix.to_vec();
    loop {
        match tokens.get(*i) {
            Some(Token::PathSep) => *i += 1,
            Some(Token::Punct('{')) => {
                *i += 1;
                loop {
                    match tokens.get(*i) {
                        Some(Token::Punct('}')) => {
                            *i += 1;
                            return;
                        }
                        Some(Token::Punct(',')) => *i += 1,
                        None => return,
                        _ => use_tree(tokens, i, &path, out),
                    }
                }
            }
            Some(Token::Punct('*')) => {
                *i += 1;
                out.push((path, None));
                return;
            }
            Some(Token::Ident(word)) if word != "as" => {
                path.push(word.clone());
                *i += 1;
            }
            _ => break,
        }
    }
    let mut name = path.last().cloned();
    if name.as_deref() == Some("self") {
        path.pop();
        name = path.last().cloned();
    }
    if tokens.get(*i) == Some(&Token::Ident("as".into())) {
        if let Some(Token::Ident(alias)) = tokens.get(*i + 1) {
            name = Some(alias.clone());
        }
        *i += 2;
    }
    out.push((path, name));
}

const ITEM_KEYWORDS: &[&str] = &["fn", "struct", "enum", "trait", "type", "const", "static", "union", "mod"];

impl Crate {
    /// Reads every library file under `src`.
    fn read(src: &Path) -> Crate {
        let mut files = Vec::new();
        rust_files(src, src, &mut files);
        let mut krate = Crate::default();
        for file in files.iter().filter(|f| !is_binary(f)) {
            let text = std::fs::read_to_string(src.join(file)).expect("a readable source file");
            krate.read_file(file, &tokens(&text));
        }
        krate
    }

    fn read_file(&mut self, file: &str, tokens: &[Token]) {
        let base = module_of(file);
        let mut module = base.clone();
        self.modules.entry(module.clone()).or_default().file = file.to_string();
        // The brace depth at which each open `mod name {` block closes.
        let mut blocks: Vec<usize> = Vec::new();
        let mut depth = 0;
        let mut references = Vec::new();
        // The macro whose body is being read, and the depth at which it closes.
        let mut in_macro: Option<(String, usize)> = None;
        let mut i = 0;
        while i < tokens.len() {
            let previous = i.checked_sub(1).map(|p| &tokens[p]);
            if let Some((name, _)) = &in_macro
                && let Token::Ident(word) = &tokens[i]
            {
                self.macro_words.entry(name.clone()).or_default().insert(word.clone());
            }
            if let Token::Ident(name) = &tokens[i]
                && previous != Some(&Token::Ident("macro_rules".into()))
                && previous != Some(&Token::Punct('!'))
            {
                self.invocations.entry(file.to_string()).or_default().insert(name.clone());
            }
            match &tokens[i] {
                Token::Punct('{') => depth += 1,
                Token::Punct('}') => {
                    depth -= 1;
                    if in_macro.as_ref().is_some_and(|(_, closes)| *closes == depth) {
                        in_macro = None;
                    }
                    if blocks.last() == Some(&depth) {
                        blocks.pop();
                        module.pop();
                    }
                }
                Token::Ident(word) if word == "use" && previous != Some(&Token::PathSep) => {
                    let mut leaves = Vec::new();
                    i += 1;
                    use_tree(tokens, &mut i, &[], &mut leaves);
                    for (path, name) in leaves {
                        let target = self.absolute(&module, &path);
                        if let Some(absolute) = &target {
                            references.push(Reference { module: module.clone(), path: absolute.clone() });
                        }
                        let entry = self.modules.entry(module.clone()).or_default();
                        match (name, target) {
                            (None, Some(absolute)) => entry.globs.push(absolute),
                            (None, None) => {}
                            (Some(name), Some(absolute)) => {
                                entry.uses.insert(name, Target::Crate(absolute));
                            }
                            (Some(name), None) => {
                                entry.uses.insert(name, Target::Elsewhere);
                            }
                        }
                    }
                    continue;
                }
                Token::Ident(word) if ITEM_KEYWORDS.contains(&word.as_str()) => {
                    if let Some(Token::Ident(name)) = tokens.get(i + 1) {
                        self.modules.entry(module.clone()).or_default().defines.insert(name.clone());
                        if word == "mod" {
                            let child: ModPath = module.iter().cloned().chain([name.clone()]).collect();
                            if tokens.get(i + 2) == Some(&Token::Punct('{')) {
                                self.modules.entry(child.clone()).or_default().file = file.to_string();
                                blocks.push(depth);
                                depth += 1;
                                module = child;
                                i += 3;
                                continue;
                            }
                            self.modules.entry(child).or_default();
                        }
                    }
                }
                Token::Ident(word) if word == "macro_rules" => {
                    if let (Some(Token::Punct('!')), Some(Token::Ident(name))) = (tokens.get(i + 1), tokens.get(i + 2))
                    {
                        self.modules.entry(module.clone()).or_default().defines.insert(name.clone());
                        in_macro = Some((name.clone(), depth));
                    }
                }
                Token::Ident(first)
                    if tokens.get(i + 1) == Some(&Token::PathSep)
                        && previous != Some(&Token::PathSep)
                        && previous != Some(&Token::Punct('.')) =>
                {
                    let mut path = vec![first.clone()];
                    let mut j = i + 1;
                    while tokens.get(j) == Some(&Token::PathSep) {
                        match tokens.get(j + 1) {
                            Some(Token::Ident(word)) => {
                                path.push(word.clone());
                                j += 2;
                            }
                            // A fragment of a macro (`documents::$document::grammar`):
                            // a template, whose file is named where the macro expands.
                            Some(Token::Punct('$')) if path == ["crate", "documents"] => {
                                let facet = match (tokens.get(j + 3), tokens.get(j + 4)) {
                                    (Some(Token::PathSep), Some(Token::Ident(facet))) => facet.clone(),
                                    _ => String::from("?"),
                                };
                                let name =
                                    in_macro.as_ref().map_or_else(|| String::from("?"), |(name, _)| name.clone());
                                let entry =
                                    self.templates.entry(name).or_insert_with(|| (file.to_string(), BTreeSet::new()));
                                entry.1.insert(format!("{}::{facet}", path.join("::")));
                                path.clear();
                                break;
                            }
                            _ => break,
                        }
                    }
                    if !path.is_empty()
                        && let Some(absolute) = self.absolute(&module, &path)
                    {
                        references.push(Reference { module: module.clone(), path: absolute });
                    }
                    i = j;
                    continue;
                }
                _ => {}
            }
            i += 1;
        }
        self.references.insert(file.to_string(), references);
    }

    /// `path` written in `module`, from the crate root, if it is a path of
    /// this crate: `crate::`, `self::` and `super::` paths, and paths that
    /// start with a child module. (Children are known when their parent's
    /// `mod` line has been read, and a file's parent is read before it.)
    fn absolute(&self, module: &ModPath, path: &[String]) -> Option<ModPath> {
        let mut base = module.clone();
        let mut rest = path;
        match rest.first().map(String::as_str) {
            Some("crate") => {
                base.clear();
                rest = &rest[1..];
            }
            Some("self") => rest = &rest[1..],
            Some("super") => {
                while rest.first().map(String::as_str) == Some("super") {
                    base.pop();
                    rest = &rest[1..];
                }
            }
            Some(first) => {
                let child: ModPath = module.iter().cloned().chain([first.to_string()]).collect();
                if !self.modules.contains_key(&child) {
                    return None;
                }
            }
            None => return None,
        }
        Some(base.into_iter().chain(rest.iter().cloned()).collect())
    }

    /// The module that defines what `path` (from the root) names, and
    /// whether a definition was found (else the deepest module the path reaches).
    fn resolve(&self, path: &[String], hops: usize) -> (ModPath, bool) {
        let mut module: ModPath = Vec::new();
        for (k, segment) in path.iter().enumerate() {
            let child: ModPath = module.iter().cloned().chain([segment.clone()]).collect();
            if self.modules.contains_key(&child) {
                module = child;
                continue;
            }
            let Some(here) = self.modules.get(&module) else { return (module, false) };
            if here.defines.contains(segment) {
                return (module, true);
            }
            if hops < 16 {
                match here.uses.get(segment) {
                    Some(Target::Crate(target)) => {
                        let onward: ModPath = target.iter().chain(&path[k + 1..]).cloned().collect();
                        return self.resolve(&onward, hops + 1);
                    }
                    Some(Target::Elsewhere) => return (module, true),
                    None => {}
                }
                for glob in &here.globs {
                    let onward: ModPath = glob.iter().chain(&path[k..]).cloned().collect();
                    let (found, defined) = self.resolve(&onward, hops + 1);
                    if defined {
                        return (found, true);
                    }
                }
            }
            return (module, false);
        }
        (module, true)
    }

    /// The file a module is written in.
    fn file_of(&self, module: &ModPath) -> String {
        let mut module = module.clone();
        loop {
            if let Some(found) = self.modules.get(&module).filter(|m| !m.file.is_empty()) {
                return found.file.clone();
            }
            if module.pop().is_none() {
                return "lib.rs".into();
            }
        }
    }

    /// Every file's imports: the files its paths name, each with one path that names it.
    fn imports(&self) -> BTreeMap<String, BTreeMap<String, String>> {
        let mut graph: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
        for (file, references) in &self.references {
            let edges = graph.entry(file.clone()).or_default();
            for reference in references {
                let (module, _) = self.resolve(&reference.path, 0);
                let target = self.file_of(&module);
                if target != *file {
                    edges.entry(target).or_insert_with(|| {
                        format!("{} (in {})", reference.path.join("::"), reference.module.join("::"))
                    });
                }
            }
        }
        graph
    }
}

/// The layer of a file (relative to `src/`): the row of [`LAYERS`] with the
/// longest prefix of its module path (the root's row, `""`, is `lib.rs`'s alone).
fn layer_of(file: &str) -> Option<(u8, &'static str)> {
    let segments = module_of(file);
    if let [documents, _, facet, ..] = segments.as_slice()
        && documents == "documents"
    {
        let (_, layer) = FACETS.iter().find(|(name, _)| name == facet)?;
        return LAYERS.iter().find(|(_, _, name)| name == layer).map(|&(_, rank, name)| (rank, name));
    }
    let module = segments.join("::");
    LAYERS
        .iter()
        .filter(|(prefix, _, _)| {
            module == *prefix || (!prefix.is_empty() && module.starts_with(&format!("{prefix}::")))
        })
        .max_by_key(|(prefix, _, _)| prefix.len())
        .map(|&(_, rank, name)| (rank, name))
}

/// The loops of the import graph: each strongly connected set of two or more files (Tarjan).
fn cycles(graph: &BTreeMap<String, BTreeMap<String, String>>) -> Vec<Vec<String>> {
    struct Walk<'g> {
        graph: &'g BTreeMap<String, BTreeMap<String, String>>,
        index: BTreeMap<&'g str, usize>,
        low: BTreeMap<&'g str, usize>,
        stack: Vec<&'g str>,
        on_stack: BTreeSet<&'g str>,
        found: Vec<Vec<String>>,
    }
    impl<'g> Walk<'g> {
        fn visit(&mut self, file: &'g str) {
            let n = self.index.len();
            self.index.insert(file, n);
            self.low.insert(file, n);
            self.stack.push(file);
            self.on_stack.insert(file);
            for next in self.graph.get(file).into_iter().flat_map(|edges| edges.keys()) {
                if !self.index.contains_key(next.as_str()) {
                    self.visit(next);
                    let low = self.low[file].min(self.low[next.as_str()]);
                    self.low.insert(file, low);
                } else if self.on_stack.contains(next.as_str()) {
                    let low = self.low[file].min(self.index[next.as_str()]);
                    self.low.insert(file, low);
                }
            }
            if self.low[file] == self.index[file] {
                let mut set = Vec::new();
                while let Some(top) = self.stack.pop() {
                    self.on_stack.remove(top);
                    set.push(top.to_string());
                    if top == file {
                        break;
                    }
                }
                if set.len() > 1 {
                    set.sort();
                    self.found.push(set);
                }
            }
        }
    }
    let mut walk = Walk {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for file in graph.keys() {
        if !walk.index.contains_key(file.as_str()) {
            walk.visit(file);
        }
    }
    walk.found
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn every_file_has_a_layer() {
    let mut files = Vec::new();
    rust_files(&src(), &src(), &mut files);
    let orphans: Vec<&String> = files.iter().filter(|f| !is_binary(f) && layer_of(f).is_none()).collect();
    assert!(orphans.is_empty(), "files with no row in LAYERS (add one, and to ARCHITECTURE.md): {orphans:?}");
}

#[test]
fn imports_run_down_the_layers() {
    let graph = Crate::read(&src()).imports();
    let mut upward = Vec::new();
    for (file, edges) in &graph {
        let Some((rank, name)) = layer_of(file) else { continue };
        for (target, path) in edges {
            if let Some((target_rank, target_name)) = layer_of(target)
                && target_rank > rank
            {
                upward.push(format!("{file} ({name}) -> {target} ({target_name}): {path}"));
            }
        }
    }
    assert!(upward.is_empty(), "imports that run up a layer:\n{}", upward.join("\n"));
}

/// The registry's macros write paths into the documents' folders with a
/// fragment for the document (`$crate::documents::$document::grammar::...`),
/// which name a file only where they expand. So the direction is held at
/// the expansions: every such path goes through `documents` to a facet of
/// [`FACETS`], and every file that invokes a macro which names a facet, or
/// hands its rows to one that does, is of that facet's layer or above.
#[test]
fn the_registrys_macros_expand_at_or_above_the_facets_they_name() {
    let krate = Crate::read(&src());
    assert!(!krate.templates.is_empty(), "the reader finds the registry's templates");
    let layer = |facet: &str| {
        let (_, name) = FACETS.iter().find(|(f, _)| *f == facet)?;
        LAYERS.iter().find(|(_, _, n)| n == name).map(|&(_, rank, _)| rank)
    };
    let mut highest: BTreeMap<&str, u8> = BTreeMap::new();
    for (name, (file, paths)) in &krate.templates {
        for path in paths {
            let facet = path.strip_prefix("crate::documents::");
            let rank = facet.and_then(layer);
            assert!(rank.is_some(), "{file}: macro `{name}` writes `{path}`, which is no document's facet");
            let rank = rank.unwrap_or_default();
            highest.entry(name).and_modify(|r| *r = (*r).max(rank)).or_insert(rank);
        }
    }
    // A macro that hands its rows to a template macro reaches its facets too.
    loop {
        let mut grew = false;
        for (name, words) in &krate.macro_words {
            let reached = words.iter().filter_map(|w| highest.get(w.as_str()).copied()).max();
            if let Some(rank) = reached
                && highest.get(name.as_str()).is_none_or(|&r| r < rank)
            {
                highest.insert(name, rank);
                grew = true;
            }
        }
        if !grew {
            break;
        }
    }
    let mut below = Vec::new();
    for (file, names) in &krate.invocations {
        let Some((rank, layer_name)) = layer_of(file) else { continue };
        for name in names {
            if let Some(&needed) = highest.get(name.as_str())
                && rank < needed
            {
                below.push(format!("{file} ({layer_name}) expands `{name}!`, which names a facet of rank {needed}"));
            }
        }
    }
    assert!(below.is_empty(), "registry macros expanded below their facets:\n{}", below.join("\n"));
}

#[test]
fn no_two_files_import_each_other() {
    let graph = Crate::read(&src()).imports();
    let loops = cycles(&graph);
    let described: Vec<String> = loops
        .iter()
        .map(|set| {
            let mut lines = vec![set.join(", ")];
            for file in set {
                for (target, path) in &graph[file] {
                    if set.contains(target) {
                        lines.push(format!("  {file} -> {target}: {path}"));
                    }
                }
            }
            lines.join("\n")
        })
        .collect();
    assert!(loops.is_empty(), "files that import each other:\n{}", described.join("\n"));
}

/// `ARCHITECTURE.md` draws the same layers: a row `| rank | layer |
/// folder | ... |` for each row of [`LAYERS`] (the root's folder is
/// `src/lib.rs`; the tests that sit at the root have no row of their own).
#[test]
fn architecture_draws_the_layers() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("ARCHITECTURE.md");
    let text = std::fs::read_to_string(path).expect("ARCHITECTURE.md is readable");
    let drawn: BTreeSet<(u8, String, String)> = text
        .lines()
        .filter_map(|line| {
            let cells: Vec<&str> = line.split('|').map(str::trim).collect();
            Some((cells.get(1)?.parse().ok()?, cells.get(2)?.to_string(), cells.get(3)?.to_string()))
        })
        .collect();
    let layers: BTreeSet<(u8, String, String)> = LAYERS
        .iter()
        .filter(|(prefix, _, _)| !prefix.ends_with("_test"))
        .map(|&(prefix, rank, name)| {
            let folder = match prefix {
                "" => "`src/lib.rs`".to_string(),
                prefix => format!("`src/{}/`", prefix.replace("::", "/")),
            };
            (rank, name.to_string(), folder)
        })
        .collect();
    assert_eq!(drawn, layers, "the layer table of ARCHITECTURE.md and LAYERS differ");
}

/// The reader itself: grouped trees, aliases, inline paths, comments and
/// strings, and a re-export followed to its origin.
#[test]
fn the_reader_finds_every_kind_of_path() {
    let mut krate = Crate::default();
    krate.read_file("lib.rs", &tokens("mod a; mod b; mod c; pub use a::Thing;"));
    krate.read_file("a.rs", &tokens("pub struct Thing; pub fn helper() {}"));
    krate.read_file(
        "b.rs",
        &tokens(
            "use crate::{Thing as T, c::{self}};\n\
             // crate::nothing::here\n\
             fn f() -> char { let _ = \"crate::nor::here\"; crate::a::helper(); 'x' }\n\
             #[cfg(test)] mod tests { use super::super::c::Other; }",
        ),
    );
    krate.read_file("c.rs", &tokens("pub struct Other<'a>(&'a str);"));
    let graph = krate.imports();
    let b: Vec<&String> = graph["b.rs"].keys().collect();
    assert_eq!(b, ["a.rs", "c.rs"]);
    assert_eq!(graph["lib.rs"].keys().collect::<Vec<_>>(), ["a.rs"]);
    assert!(cycles(&graph).is_empty());
    krate.read_file("a.rs", &tokens("pub struct Thing; fn g() { super::b::f(); }"));
    krate.read_file("b.rs", &tokens("fn f() { crate::Thing; }"));
    assert_eq!(cycles(&krate.imports()), [["a.rs", "b.rs"]]);
}

/// Prints the import graph with each file's layer (`cargo test --lib
/// layers_test::print -- --ignored --nocapture`).
#[test]
#[ignore]
fn print() {
    let graph = Crate::read(&src()).imports();
    for (file, edges) in &graph {
        println!("{file} [{:?}]", layer_of(file));
        for (target, path) in edges {
            println!("    -> {target} [{:?}]: {path}", layer_of(target));
        }
    }
    for set in cycles(&graph) {
        println!("cycle: {set:?}");
    }
}
