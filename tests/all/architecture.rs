//! The layers of `src/game` and the absence of import circles, checked from
//! the source (docs/ARCHITECTURE.md). Imports go one way:
//! `mod/launch -> dev -> {menus, screens, table} -> {ui, audio} -> core`.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

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

/// The source without comments, so a path named in prose is not an import.
fn code_of(text: &str) -> String {
    text.lines()
        .map(|line| match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every module path after `prefix` in `code`, e.g. `core::session` for
/// `crate::game::core::session::Match`, as far as the path's lowercase parts go.
fn module_paths(code: &str, prefix: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for (at, _) in code.match_indices(prefix) {
        let rest = &code[at + prefix.len()..];
        let mut parts = Vec::new();
        for part in rest.split("::") {
            let name: String = part
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            let is_module = !name.is_empty()
                && name
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
                && part.len() >= name.len();
            if !is_module {
                break;
            }
            parts.push(name.clone());
            if part.len() > name.len() {
                break;
            }
        }
        if !parts.is_empty() {
            found.insert(parts.join("::"));
        }
    }
    found
}

/// The module (file) a path names: the longest prefix that is a known module.
fn owning_module(path: &str, modules: &BTreeSet<String>) -> Option<String> {
    let parts: Vec<&str> = path.split("::").collect();
    (1..=parts.len())
        .rev()
        .map(|n| parts[..n].join("::"))
        .find(|candidate| modules.contains(candidate))
}

/// Modules of a folder (`a::b` for `a/b.rs`, `a` for `a/mod.rs`), with their
/// source; `lib.rs`/`mod.rs` of the folder itself is "".
fn modules_under(root: &Path) -> BTreeMap<String, String> {
    let mut files = Vec::new();
    rust_files(root, &mut files);
    files
        .into_iter()
        .map(|file| {
            let relative = file.strip_prefix(root).unwrap().with_extension("");
            let mut parts: Vec<String> = relative
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            if parts.last().is_some_and(|last| last == "mod") {
                parts.pop();
            }
            (
                parts.join("::"),
                code_of(&fs::read_to_string(&file).unwrap()),
            )
        })
        .collect()
}

/// Import edges between the modules of a folder whose paths start with
/// `prefix` (`crate::game::`, or `super::` for a flat folder).
fn import_graph(root: &Path, prefix: &str) -> BTreeMap<String, BTreeSet<String>> {
    let modules = modules_under(root);
    let names: BTreeSet<String> = modules.keys().cloned().collect();
    modules
        .iter()
        .map(|(module, code)| {
            let targets = module_paths(code, prefix)
                .iter()
                .filter_map(|path| owning_module(path, &names))
                .filter(|target| target != module && !target.is_empty())
                .collect();
            (module.clone(), targets)
        })
        .collect()
}

/// One import circle, if there is any (depth-first search).
fn find_cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        state: &mut BTreeMap<String, u8>,
        stack: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        state.insert(node.to_string(), 1);
        stack.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            match state.get(next.as_str()) {
                Some(1) => {
                    let start = stack.iter().position(|n| n == next).unwrap();
                    let mut cycle = stack[start..].to_vec();
                    cycle.push(next.clone());
                    return Some(cycle);
                }
                Some(_) => {}
                None => {
                    if let Some(cycle) = visit(next, graph, state, stack) {
                        return Some(cycle);
                    }
                }
            }
        }
        stack.pop();
        state.insert(node.to_string(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for node in graph.keys() {
        if !state.contains_key(node)
            && let Some(cycle) = visit(node, graph, &mut state, &mut Vec::new())
        {
            return Some(cycle);
        }
    }
    None
}

fn engine() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("engine/src")
}

#[test]
fn no_import_circle_in_the_rules() {
    let graph = import_graph(&engine().join("piles/rules"), "super::");
    assert!(
        graph["game"].contains("record"),
        "the parser lost the rules' imports"
    );
    assert_eq!(find_cycle(&graph), None);
}

#[test]
fn deal_codes_and_statistics_do_not_import_each_other() {
    let graph = import_graph(&engine(), "crate::");
    let dealcode = &graph["piles::dealcode"];
    let stats = &graph["piles::stats"];
    assert!(dealcode.contains("date") && stats.contains("piles::dealcode"));
    assert!(!dealcode.contains("piles::stats"), "dealcode imports stats");
}

/// The checker itself: a made-up circle and a made-up wrong import are seen.
#[test]
fn the_checks_see_a_circle_and_a_wrong_layer() {
    let mut graph = BTreeMap::new();
    graph.insert("a".to_string(), BTreeSet::from(["b".to_string()]));
    graph.insert("b".to_string(), BTreeSet::from(["a".to_string()]));
    assert!(find_cycle(&graph).is_some());
    let paths = module_paths(
        "use crate::game::core::session::{Match, Intent};",
        "crate::game::",
    );
    assert_eq!(paths, BTreeSet::from(["core::session".to_string()]));
}
