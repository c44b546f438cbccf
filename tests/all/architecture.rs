//! The game's parts and the absence of import circles, checked from the
//! source (docs/ARCHITECTURE.md). The shell imports no game, no game imports
//! another (nor the app, the launch or the developer tools), no two files
//! import each other round a circle, and the engine builds without Bevy.
//!
//! An import is any `crate::`, `super::`, `self::` or `pilefire_engine::` path
//! in the code (not in comments or strings), `use` groups included, resolved
//! to the file whose module is its longest known prefix; an engine path from
//! the game is kept as `pilefire_engine::` and its first module
//! (`pilefire_engine::piles`), so the game's parts are held to the engine's
//! games too. `super` is the module's parent: for
//! `a/b/c.rs` (module `a::b::c`) it is `a::b`, for `a/b/mod.rs` (module
//! `a::b`) it is `a`; inside an inline `mod tests { .. }` it is the file itself.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// A source file: its module path (`a::b` for `a/b.rs` and `a/b/mod.rs`,
/// empty for `lib.rs`) and its code without comments and string contents.
struct Source {
    module: Vec<String>,
    code: String,
}

/// Module paths of a file relative to its crate's `src`; `None` for a
/// binary's `main.rs`, which is its own crate.
fn module_of(relative: &str) -> Option<Vec<String>> {
    let relative = relative.strip_suffix(".rs")?;
    let mut parts: Vec<String> = relative.split('/').map(str::to_string).collect();
    match parts.last().map(String::as_str) {
        Some("main") if parts.len() == 1 => return None,
        Some("lib") if parts.len() == 1 => parts.pop(),
        Some("mod") => parts.pop(),
        _ => None,
    };
    Some(parts)
}

/// The code without comments, and with string and character literals
/// emptied, so prose and text never count as imports or braces.
fn code_of(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            i += 2;
            while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                i += 1;
            }
            i += 2;
        } else if c == 'r' && matches!(next, Some('"' | '#')) && !ident_before(&chars, i) {
            // A raw string: r"..", r#".."#.
            let mut j = i + 1;
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            j += 1;
            loop {
                if j >= chars.len() {
                    break;
                }
                if chars[j] == '"' && (0..hashes).all(|k| chars.get(j + 1 + k) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            out.push_str("\"\"");
            i = j;
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if c == '\'' && next == Some('\\') {
            // An escaped character literal: '\n', '\'', '\u{..}'.
            i += 2;
            while i < chars.len() && chars[i] != '\'' {
                i += 1;
            }
            i += 1;
            out.push_str("' '");
        } else if c == '\'' && chars.get(i + 2) == Some(&'\'') {
            i += 3;
            out.push_str("' '");
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn ident_before(chars: &[char], at: usize) -> bool {
    at > 0 && (chars[at - 1].is_ascii_alphanumeric() || chars[at - 1] == '_')
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Inline modules (`mod tests { .. }`): their names and where their bodies
/// start and end in `code`.
fn inline_modules(code: &str) -> Vec<(String, usize, usize)> {
    let bytes = code.as_bytes();
    let mut found = Vec::new();
    for (at, _) in code.match_indices("mod ") {
        if at > 0 && is_ident(bytes[at - 1] as char) {
            continue;
        }
        let rest = &code[at + 4..];
        let name: String = rest
            .trim_start()
            .chars()
            .take_while(|&c| is_ident(c))
            .collect();
        let after = rest.trim_start()[name.len()..].trim_start();
        if name.is_empty() || !after.starts_with('{') {
            continue;
        }
        let open = code.len() - after.len();
        let mut depth = 0;
        let mut close = code.len();
        for (offset, c) in code[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        close = open + offset;
                        break;
                    }
                }
                _ => {}
            }
        }
        found.push((name, open, close));
    }
    found
}

/// The roots an import path starts from: the crate itself, the module's
/// parent and the module, and the engine crate (from the game).
const ROOTS: [&str; 4] = ["crate", "super", "self", ENGINE];

/// The engine crate's name as the game's code spells it.
const ENGINE: &str = "pilefire_engine";

/// Every path a `crate::`/`super::`/`self::` path names at `at`, expanded
/// through `{..}` groups, as segments after the root (`super`s kept).
fn paths_at(code: &str, at: usize) -> Vec<Vec<String>> {
    fn segments(code: &str, mut at: usize, prefix: Vec<String>, out: &mut Vec<Vec<String>>) {
        let mut path = prefix;
        loop {
            let rest = &code[at..];
            let trimmed = rest.trim_start();
            at += rest.len() - trimmed.len();
            if trimmed.starts_with('{') {
                // A group: each comma-separated member continues the path.
                let mut depth = 0;
                let mut start = at + 1;
                let mut itself = false;
                for (offset, c) in code[at..].char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' | ',' if depth == 1 => {
                            let member = code[start..at + offset].trim();
                            itself |= member == "self";
                            if !member.is_empty() && member != "*" && member != "self" {
                                segments(code, start, path.clone(), out);
                            }
                            start = at + offset + 1;
                            if c == '}' {
                                break;
                            }
                        }
                        '}' => depth -= 1,
                        _ => {}
                    }
                }
                // `{self, ..}` names the group's own module.
                if itself {
                    out.push(path);
                }
                return;
            }
            let name: String = trimmed.chars().take_while(|&c| is_ident(c)).collect();
            if name.is_empty() {
                break;
            }
            path.push(name.clone());
            at += name.len();
            let rest = &code[at..];
            match rest.trim_start().strip_prefix("::") {
                Some(after) => at = code.len() - after.len(),
                None => break,
            }
        }
        out.push(path);
    }
    let mut out = Vec::new();
    segments(code, at, Vec::new(), &mut out);
    out
}

/// Import edges between the files of one crate: the module of each file to
/// the modules of the files it names.
fn import_graph(sources: &[Source]) -> BTreeMap<String, BTreeSet<String>> {
    let modules: BTreeSet<Vec<String>> = sources.iter().map(|s| s.module.clone()).collect();
    let mut graph = BTreeMap::new();
    for source in sources {
        let code = &source.code;
        let inline = inline_modules(code);
        let mut targets = BTreeSet::new();
        for root in ROOTS {
            for (at, _) in code.match_indices(root) {
                let end = at + root.len();
                // `::pilefire_engine::` is the engine too; `a::crate::` is no root.
                if (at > 0 && is_ident(code.as_bytes()[at - 1] as char))
                    || !code[end..].starts_with("::")
                    || (root != ENGINE && at > 1 && &code.as_bytes()[at - 2..at] == b"::")
                {
                    continue;
                }
                if root == ENGINE {
                    // The engine's module the path names: `pilefire_engine::piles`.
                    for segments in paths_at(code, end + 2) {
                        if let Some(first) = segments.first() {
                            targets.insert(format!("{ENGINE}::{first}"));
                        }
                    }
                    continue;
                }
                // Where the path is: the file's module and the inline modules around it.
                let mut here = source.module.clone();
                for (name, open, close) in &inline {
                    if *open < at && at < *close {
                        here.push(name.clone());
                    }
                }
                for segments in paths_at(code, end + 2) {
                    let mut full = match root {
                        "crate" => Vec::new(),
                        "self" => here.clone(),
                        _ => here[..here.len().saturating_sub(1)].to_vec(),
                    };
                    let mut rest = segments.as_slice();
                    while let Some((first, tail)) = rest.split_first()
                        && first == "super"
                    {
                        full.pop();
                        rest = tail;
                    }
                    full.extend(rest.iter().cloned());
                    let target = (0..=full.len())
                        .rev()
                        .map(|n| full[..n].to_vec())
                        .find(|candidate| modules.contains(candidate));
                    if let Some(target) = target
                        && target != source.module
                        && !target.is_empty()
                    {
                        targets.insert(target.join("::"));
                    }
                }
            }
        }
        graph.insert(source.module.join("::"), targets);
    }
    graph
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            out.push(path);
        }
    }
}

/// Every library file under a crate's `src`.
fn sources_under(root: &Path) -> Vec<Source> {
    let mut files = Vec::new();
    rust_files(root, &mut files);
    files
        .into_iter()
        .filter_map(|file| {
            let relative = file
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            Some(Source {
                module: module_of(&relative)?,
                code: code_of(&fs::read_to_string(&file).unwrap()),
            })
        })
        .collect()
}

/// The import circles: each set of files that reach each other, with more
/// than one file (Tarjan's strongly connected components).
fn circles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct Walk<'a> {
        graph: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        found: Vec<Vec<String>>,
    }
    fn visit<'a>(walk: &mut Walk<'a>, node: &'a str) {
        let at = walk.index.len();
        walk.index.insert(node, at);
        walk.low.insert(node, at);
        walk.stack.push(node);
        walk.on_stack.insert(node);
        for next in walk.graph.get(node).into_iter().flatten() {
            let next = next.as_str();
            if !walk.index.contains_key(next) {
                visit(walk, next);
                let low = walk.low[node].min(walk.low[next]);
                walk.low.insert(node, low);
            } else if walk.on_stack.contains(next) {
                let low = walk.low[node].min(walk.index[next]);
                walk.low.insert(node, low);
            }
        }
        if walk.low[node] == walk.index[node] {
            let mut component = Vec::new();
            while let Some(top) = walk.stack.pop() {
                walk.on_stack.remove(top);
                component.push(top.to_string());
                if top == node {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort();
                walk.found.push(component);
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
    for node in graph.keys() {
        if !walk.index.contains_key(node.as_str()) {
            visit(&mut walk, node);
        }
    }
    walk.found
}

/// What each part of the game may not import: no game imports another, in
/// the game or in the engine (nor the app, the launch or the developer
/// tools); the shell names no game, neither the window's nor the engine's
/// (nor the engine's `codes`, which names both).
const FORBIDDEN: [(&str, &[&str]); 3] = [
    (
        "shell",
        &[
            "piles",
            "chameleons",
            "pilefire_engine::piles",
            "pilefire_engine::chameleons",
            "pilefire_engine::codes",
            "dev",
            "app",
            "launch",
        ],
    ),
    (
        "piles",
        &[
            "chameleons",
            "pilefire_engine::chameleons",
            "dev",
            "app",
            "launch",
        ],
    ),
    (
        "chameleons",
        &["piles", "pilefire_engine::piles", "dev", "app", "launch"],
    ),
];

/// What each part of the engine may not import: neither game the other,
/// and the shared core neither game.
const ENGINE_FORBIDDEN: [(&str, &[&str]); 3] = [
    ("piles", &["chameleons"]),
    ("chameleons", &["piles"]),
    ("core", &["piles", "chameleons"]),
];

/// The part a module or an import target belongs to: its first module, or
/// for the engine seen from the game `pilefire_engine::` and its first.
fn part(module: &str) -> String {
    let mut parts = module.split("::");
    match parts.next().unwrap_or("") {
        ENGINE => format!("{ENGINE}::{}", parts.next().unwrap_or("")),
        first => first.to_string(),
    }
}

/// Every import that crosses a line of `rules`, as `from -> to`.
fn wrong_imports_by(
    graph: &BTreeMap<String, BTreeSet<String>>,
    rules: &[(&str, &[&str])],
) -> Vec<String> {
    let mut wrong = Vec::new();
    for (from, targets) in graph {
        let Some((_, forbidden)) = rules.iter().find(|(name, _)| *name == part(from)) else {
            continue;
        };
        for to in targets {
            if forbidden.contains(&part(to).as_str()) {
                wrong.push(format!("{from} -> {to}"));
            }
        }
    }
    wrong
}

fn wrong_imports(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    wrong_imports_by(graph, &FORBIDDEN)
}

fn game_graph() -> BTreeMap<String, BTreeSet<String>> {
    import_graph(&sources_under(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
    ))
}

fn engine_graph() -> BTreeMap<String, BTreeSet<String>> {
    import_graph(&sources_under(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("engine/src"),
    ))
}

#[test]
fn the_shell_imports_no_game_and_no_game_another() {
    let graph = game_graph();
    assert!(
        graph["piles::session"].contains("shell::states")
            && graph["piles::session"].contains("pilefire_engine::piles"),
        "the parser lost the game's imports"
    );
    let wrong: Vec<String> = wrong_imports(&graph).into_iter().collect();
    assert!(wrong.is_empty(), "imports across the line: {wrong:#?}");
}

#[test]
fn the_engines_games_import_neither_each_other_nor_the_core_a_game() {
    let graph = engine_graph();
    assert!(
        graph["chameleons::rules::deal"].contains("core::random"),
        "the parser lost the engine's imports"
    );
    let wrong = wrong_imports_by(&graph, &ENGINE_FORBIDDEN);
    assert!(wrong.is_empty(), "imports across the line: {wrong:#?}");
}

#[test]
fn no_import_circle_in_the_game() {
    let found = circles(&game_graph());
    assert!(found.is_empty(), "import circles: {found:#?}");
}

#[test]
fn no_import_circle_in_the_engine() {
    let graph = engine_graph();
    assert!(
        graph["piles::rules::game"].contains("piles::rules::record"),
        "the parser lost the engine's imports"
    );
    let found = circles(&graph);
    assert!(found.is_empty(), "import circles: {found:#?}");
}

#[test]
fn the_engine_depends_on_no_bevy() {
    let manifest =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("engine/Cargo.toml"))
            .unwrap();
    let mut in_dependencies = false;
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_dependencies = line.contains("dependencies");
            assert!(!line.contains("bevy"), "the engine names Bevy: {line}");
        } else if in_dependencies {
            let name = line.split('=').next().unwrap_or("").trim();
            assert!(!name.contains("bevy"), "the engine depends on {name}");
        }
    }
}

/// The checker itself: made-up files with a circle through `super::` paths,
/// a wrong import, and the paths that are not imports.
#[test]
fn the_checks_see_a_circle_and_a_wrong_import() {
    let source = |path: &str, text: &str| Source {
        module: module_of(path).unwrap(),
        code: code_of(text),
    };
    let sources = [
        source("lib.rs", "pub mod shell; pub mod piles;"),
        source(
            "shell/mod.rs",
            "pub mod a; pub mod b; pub mod d; pub use self::a::A;",
        ),
        source(
            "shell/a.rs",
            "use super::b::B;\n#[cfg(test)]\nmod tests { use super::*; fn f() { super::super::c(); } }",
        ),
        source(
            "shell/b.rs",
            "// crate::piles::x in a comment\nfn g() { let _ = \"crate::piles\"; super::a::A::new(); }",
        ),
        source("shell/c.rs", "use crate::{piles::{x::X, self}};"),
        // The shell naming the engine's game, and the engine's codes of both.
        source(
            "shell/d.rs",
            "use pilefire_engine::chameleons::ScoreSide;\nfn f() { pilefire_engine::codes::AnyDealCode::parse(\"\"); }",
        ),
        source("piles/mod.rs", "pub mod x; pub mod y;"),
        source("piles/x.rs", "pub struct X;"),
        // A game naming the engine's other game, by `use` group and by a
        // full path in code; the engine's date is anybody's.
        source(
            "piles/y.rs",
            "use pilefire_engine::{date::Date, chameleons::dealcode::AnyDealCode};",
        ),
        source("chameleons/mod.rs", "pub mod z;"),
        source(
            "chameleons/z.rs",
            "fn f() { let _ = ::pilefire_engine::piles::rules::Game::new(); }",
        ),
    ];
    let graph = import_graph(&sources);
    // `super::*` in the inline tests is the file itself; `super::super` its parent.
    assert_eq!(
        graph["shell::a"],
        BTreeSet::from(["shell::b".to_string(), "shell::c".to_string()])
    );
    assert_eq!(graph["shell::b"], BTreeSet::from(["shell::a".to_string()]));
    assert_eq!(graph["shell"], BTreeSet::from(["shell::a".to_string()]));
    assert_eq!(
        circles(&graph),
        vec![vec!["shell::a".to_string(), "shell::b".to_string()]]
    );
    assert_eq!(
        wrong_imports(&graph),
        vec![
            "chameleons::z -> pilefire_engine::piles".to_string(),
            "piles::y -> pilefire_engine::chameleons".to_string(),
            "shell::c -> piles".to_string(),
            "shell::c -> piles::x".to_string(),
            "shell::d -> pilefire_engine::chameleons".to_string(),
            "shell::d -> pilefire_engine::codes".to_string(),
        ]
    );
}

/// The engine's rules on made-up files: a game naming the other through
/// `crate::` and through `super::super::`, and the core naming a game in a
/// group; the core's own generator and the date are anybody's.
#[test]
fn the_checks_see_the_engines_games_import_each_other() {
    let source = |path: &str, text: &str| Source {
        module: module_of(path).unwrap(),
        code: code_of(text),
    };
    let sources = [
        source(
            "lib.rs",
            "pub mod core; pub mod date; pub mod piles; pub mod chameleons;",
        ),
        source("date.rs", ""),
        source("core/mod.rs", "pub mod random;"),
        source("core/random.rs", "use crate::{date, piles::rules};"),
        source("piles/mod.rs", "pub mod rules;"),
        source(
            "piles/rules.rs",
            "use crate::core::random::Pcg32; use crate::chameleons::Card;",
        ),
        source("chameleons/mod.rs", "pub mod deal;"),
        source(
            "chameleons/deal.rs",
            "use crate::core::random::Pcg32;\nfn f() { super::super::piles::rules::g(); }",
        ),
    ];
    let graph = import_graph(&sources);
    assert_eq!(
        wrong_imports_by(&graph, &ENGINE_FORBIDDEN),
        vec![
            "chameleons::deal -> piles::rules".to_string(),
            "core::random -> piles::rules".to_string(),
            "piles::rules -> chameleons".to_string(),
        ]
    );
}
