// The shape of what is never pasted (src/registry/ and src/tools/): each tool file has one job
// and at most 600 lines; within a module tree no two files import each other, directly or round
// a loop; the registry and the stress and walk tools reach the cores only through the binaries
// (the registry's `cores`), so that no crate carries a second copy of a core.
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The .rs files under `dir`, recursively.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            files.extend(sources(&path));
        } else if path.extension().map_or(false, |e| e == "rs") {
            files.push(path);
        }
    }
    files.sort();
    files
}

/// The files of the tools and the registry.
fn tool_files() -> Vec<PathBuf> {
    let mut files = sources(&root().join("src/tools"));
    files.extend(sources(&root().join("src/registry")));
    files
}

#[test]
fn every_tool_file_is_at_most_600_lines() {
    let long: Vec<String> = tool_files()
        .iter()
        .map(|file| (file, fs::read_to_string(file).unwrap().lines().count()))
        .filter(|&(_, lines)| lines > 600)
        .map(|(file, lines)| format!("{} ({lines} lines)", file.display()))
        .collect();
    assert!(long.is_empty(), "tool files over 600 lines: {long:?}");
}

/// The sibling modules a file names: `super::NAME` and `crate::...::NAME` where NAME is a file
/// (or folder) beside it, and, for a module tree's root (main.rs, mod.rs), nothing (it declares
/// its children; it may use them).
fn imports(file: &Path, siblings: &BTreeSet<String>) -> BTreeSet<String> {
    let text = fs::read_to_string(file).unwrap();
    let code: String = text
        .lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n");
    let folder = file.parent().unwrap().file_name().unwrap().to_str().unwrap().to_string();
    let mut named = BTreeSet::new();
    let own = file.file_stem().unwrap().to_str().unwrap();
    for sibling in siblings.iter().filter(|s| s.as_str() != own) {
        let forms = [
            format!("super::{sibling}::"),
            format!("super::{sibling}}}"),
            format!("super::{sibling};"),
            format!("super::{sibling},"),
            format!("crate::{folder}::{sibling}::"),
            format!("crate::{sibling}::"),
            format!("crate::{sibling}}}"),
            format!("crate::{sibling};"),
        ];
        if forms.iter().any(|form| code.contains(form.as_str())) {
            named.insert(sibling.clone());
        }
    }
    named
}

#[test]
fn no_two_tool_files_import_each_other_directly_or_round_a_loop() {
    let mut folders: BTreeMap<PathBuf, Vec<PathBuf>> = BTreeMap::new();
    for file in tool_files() {
        folders.entry(file.parent().unwrap().to_path_buf()).or_default().push(file);
    }
    let mut loops = Vec::new();
    for (folder, files) in &folders {
        let stem = |f: &PathBuf| f.file_stem().unwrap().to_str().unwrap().to_string();
        let roots = ["main", "mod"];
        let siblings: BTreeSet<String> =
            files.iter().map(stem).filter(|s| !roots.contains(&s.as_str())).collect();
        // The folder's files, by stem, and the siblings each imports (a root imports nothing
        // that can lead back: its children are what it declares).
        let graph: BTreeMap<String, BTreeSet<String>> = files
            .iter()
            .filter(|f| !roots.contains(&stem(f).as_str()))
            .map(|f| (stem(f), imports(f, &siblings)))
            .collect();
        // A depth-first search from each file: a file reached again on its own path is a loop.
        fn visit(
            at: &str,
            graph: &BTreeMap<String, BTreeSet<String>>,
            path: &mut Vec<String>,
            found: &mut Vec<String>,
        ) {
            if let Some(k) = path.iter().position(|p| p == at) {
                found.push(path[k..].join(" -> ") + " -> " + at);
                return;
            }
            path.push(at.to_string());
            for next in graph.get(at).into_iter().flatten() {
                visit(next, graph, path, found);
            }
            path.pop();
        }
        for file in graph.keys() {
            let mut found = Vec::new();
            visit(file, &graph, &mut Vec::new(), &mut found);
            for cycle in found {
                loops.push(format!("{}: {cycle}", folder.display()));
            }
        }
    }
    loops.sort();
    loops.dedup();
    assert!(loops.is_empty(), "tool files that import each other: {loops:#?}");
}

#[test]
fn the_registry_and_the_stress_and_walk_tools_include_no_core() {
    let cores: Vec<String> = fs::read_dir(root().join("src"))
        .unwrap()
        .flatten()
        .filter_map(|e| e.file_name().into_string().ok())
        .filter(|name| name.ends_with(".rs"))
        .collect();
    assert!(cores.contains(&"io.rs".to_string()), "src/ holds the cores");
    let mut found = Vec::new();
    for dir in ["src/registry", "src/tools/stress", "src/tools/walk"] {
        for file in sources(&root().join(dir)) {
            let text = fs::read_to_string(&file).unwrap();
            for line in text.lines().filter(|l| l.trim_start().starts_with("include!(")) {
                if cores.iter().any(|core| line.contains(&format!("/{core}\""))) {
                    found.push(format!("{}: {}", file.display(), line.trim()));
                }
            }
        }
    }
    assert!(found.is_empty(), "cores included beside the binaries' copies: {found:?}");
}

#[test]
fn the_tools_reach_every_core_through_the_registry() {
    // Each core a binary includes is named in the registry's cores.rs, so a tool that needs it
    // has one way to reach it.
    let cores = fs::read_to_string(root().join("src/registry/cores.rs")).unwrap();
    for core in ["io.rs", "core.rs", "graph.rs", "fifteen.rs", "rectangle.rs", "knights.rs"] {
        assert!(cores.contains(&format!("src/{core}")), "src/registry/cores.rs names no {core}");
    }
    assert!(cores.contains("src/anyboard.rs"), "src/registry/cores.rs names no anyboard.rs");
}
