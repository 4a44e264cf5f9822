// The shape of what is never pasted (the library, src/kit/, and the tools, src/tools/): each
// file has one job and at most 600 lines; within a module tree no two files import each other,
// directly or round a loop; the library and the stress and walk tools reach the cores only
// through the library's one copy (`kit::cores`); nothing is shared between tools, tests and
// benches by `#[path]`, and no tool or library file allows dead code to share one.
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

/// The files of the tools and the library.
fn tool_files() -> Vec<PathBuf> {
    let mut files = sources(&root().join("src/tools"));
    files.extend(sources(&root().join("src/kit")));
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
        let roots = ["main", "mod", "lib"];
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

/// Beside the library's one copy (its root's `std::include!`), no file of the library or of
/// the stress, walk and score tools includes a core.
#[test]
fn the_library_and_the_stress_walk_and_score_tools_include_no_core() {
    let cores: Vec<String> = fs::read_dir(root().join("src"))
        .unwrap()
        .flatten()
        .filter_map(|e| e.file_name().into_string().ok())
        .filter(|name| name.ends_with(".rs"))
        .collect();
    assert!(cores.contains(&"io.rs".to_string()), "src/ holds the cores");
    let mut found = Vec::new();
    for dir in ["src/kit", "src/tools/stress", "src/tools/walk", "src/tools/score"] {
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

/// Issue 52: each core a binary or a checker includes is compiled once in the library: its
/// root (src/kit/lib.rs) includes it once, and its `include!` takes the binaries' and
/// checkers' lines naming it as that one copy; a core it missed would be compiled again inside
/// every binary held there.
#[test]
fn the_library_compiles_each_core_a_binary_includes_once() {
    let root_file = fs::read_to_string(root().join("src/kit/lib.rs")).unwrap();
    // The cores each folder's files include, by `include!("../CORE.rs");` lines.
    let cores_of = |dir: &str| {
        let mut included = Vec::new();
        for file in sources(&root().join(dir)) {
            for line in fs::read_to_string(&file).unwrap().lines() {
                let core = line
                    .trim()
                    .strip_prefix("include!(\"../")
                    .and_then(|r| r.split_once(".rs\");"));
                match core {
                    Some((core, _)) if !core.contains('/') => included.push(core.to_string()),
                    _ => {}
                }
            }
        }
        included.sort();
        included.dedup();
        included
    };
    let (binaries, checkers) = (cores_of("src/bin"), cores_of("src/checkers"));
    assert!(binaries.len() >= 10, "the cores the binaries include: {binaries:?}");
    assert!(checkers.len() >= 4, "the cores the checkers include: {checkers:?}");
    for core in binaries.iter().chain(&checkers) {
        let once = format!("std::include!(\"../{core}.rs\");");
        assert_eq!(root_file.matches(&once).count(), 1, "src/kit/lib.rs includes {core}.rs once");
        let taken = format!("(\"../{core}.rs\") => {{\n        use crate::cores::*;\n    }};");
        let wanted = checkers.contains(core);
        assert_eq!(
            root_file.contains(&taken),
            wanted,
            "src/kit/lib.rs's include! takes {core}.rs: {wanted} (a checker includes it)"
        );
    }
}

/// Issue 52: the library compiles no copy of a binary (`include!` of src/bin, here or in a
/// checker it holds): it reads a binary's source as text (`include_str!`), and its answer to an
/// input is what the built binary prints (`problem::built_answer`).
#[test]
fn the_library_compiles_no_binary() {
    let mut files = sources(&root().join("src/kit"));
    files.extend(sources(&root().join("src/checkers")));
    let mut read = 0;
    for file in files {
        // The code, comments dropped, as one line: a call split over lines is still seen.
        let text = fs::read_to_string(&file).unwrap();
        let code: Vec<&str> = text.lines().map(|line| line.split("//").next().unwrap()).collect();
        let code = code.join(" ");
        for (call, compiles) in [("include!(", true), ("include_str!(", false)] {
            for (at, _) in code.match_indices(call) {
                let args = code[at..].split(')').next().unwrap();
                if args.contains("bin/") {
                    assert!(!compiles, "{} compiles a binary: {args})", file.display());
                    read += 1;
                }
            }
        }
    }
    assert!(read >= 12, "the library reads binaries' sources in {read} places only");
}

/// The places the architecture page lists for a new family, in its numbered list under
/// "Adding a puzzle family": each item begins with a file in backquotes.
fn family_places() -> Vec<String> {
    let page = fs::read_to_string(root().join("src/README.md")).unwrap();
    let section = page.split("\n## Adding a puzzle family\n").nth(1).expect("the section");
    let section = section.split("\n## ").next().unwrap();
    let numbered =
        |line: &&str| line.split_once(". `").map_or(false, |(n, _)| n.parse::<u32>().is_ok());
    section
        .lines()
        .filter(numbered)
        .map(|line| line.split('`').nth(1).unwrap().to_string())
        .collect()
}

/// The binaries a family file's `problems!` blocks name (a block opens `    NAME {`).
fn family_binaries(text: &str) -> Vec<String> {
    let block = |line: &str| {
        let name = line.strip_prefix("    ")?.strip_suffix(" {")?;
        name.bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
            .then(|| name.to_string())
    };
    let blocks = text.split_once("problems! {").map_or("", |(_, rest)| rest);
    blocks.lines().filter_map(block).collect()
}

/// A new family costs eight files beside its core, its binary, its samples and its
/// page, and this fails until each place it can see exists: the architecture page's list is
/// these eight, and every core has its code map row, its GUIDE section and a test file of its
/// own (including it, or running a binary that does); a core that a binary includes is reached
/// by a family file of the registry, listed in src/kit/lib.rs. The other places are held
/// by tests/samples.rs (every sample derived again by the brute force, which finds a family
/// of its own in tests/reference/mod.rs's `BRUTE_FORCES`).
#[test]
fn a_new_family_takes_the_places_the_architecture_page_lists() {
    let places = family_places();
    let expected = [
        "src/kit/FAMILY.rs",
        "src/kit/lib.rs",
        "tests/reference/FAMILY.rs",
        "tests/reference/mod.rs",
        "tests/FAMILY.rs",
        "tests/README.md",
        "src/README.md",
        "src/GUIDE.md",
    ];
    assert_eq!(places, expected, "the architecture page's places for a new family");
    let read = |path: &str| fs::read_to_string(root().join(path)).unwrap();
    let (code_map, guide, registry) =
        (read("src/README.md"), read("src/GUIDE.md"), read("src/kit/lib.rs"));
    let infrastructure = ["lib", "problem", "judges", "puzzle", "text", "facts", "scores", "voice"];
    let families: Vec<(String, Vec<String>)> = sources(&root().join("src/kit"))
        .iter()
        .filter(|path| path.parent() == Some(&root().join("src/kit")))
        .map(|path| (path.file_stem().unwrap().to_string_lossy().into_owned(), path))
        .filter(|(stem, _)| !infrastructure.contains(&stem.as_str()))
        .map(|(stem, path)| (stem, family_binaries(&fs::read_to_string(path).unwrap())))
        .collect();
    assert!(families.len() >= 10, "the registry's families: {families:?}");
    for (family, binaries) in &families {
        assert!(!binaries.is_empty(), "src/kit/{family}.rs has no problems! block");
        let listed = registry.contains(&format!("pub mod {family};"))
            && registry.contains(&format!("{family}::PROBLEMS"));
        assert!(listed, "src/kit/lib.rs does not list the family {family} in FAMILIES");
    }
    let tests: Vec<String> = sources(&root().join("tests"))
        .iter()
        .filter(|path| path.parent() == Some(&root().join("tests")))
        .filter(|path| !["cores.rs", "layout.rs"].iter().any(|f| path.ends_with(f)))
        .map(|path| fs::read_to_string(path).unwrap())
        .collect();
    for core in fs::read_dir(root().join("src")).unwrap().flatten().map(|e| e.path()) {
        let file = core.file_name().unwrap().to_string_lossy().into_owned();
        if !file.ends_with(".rs") || file == "io.rs" {
            continue;
        }
        assert!(
            code_map.contains(&format!("| `{file}` |")),
            "src/README.md's code map has no row for {file}"
        );
        assert!(guide.contains(&file), "src/GUIDE.md does not name {file}");
        let users: Vec<String> = fs::read_dir(root().join("src/bin"))
            .unwrap()
            .flatten()
            .map(|e| e.path())
            .filter(|bin| fs::read_to_string(bin).unwrap().contains(&format!("\"../{file}\"")))
            .map(|bin| bin.file_stem().unwrap().to_string_lossy().into_owned())
            .collect();
        let tested = tests.iter().any(|test| {
            test.contains(&format!("src/{file}\""))
                || users.iter().any(|bin| test.contains(&format!("CARGO_BIN_EXE_{bin}\"")))
        });
        assert!(tested, "no test file of tests/ includes src/{file} or runs a binary that does");
        let reached = users.is_empty()
            || families.iter().any(|(_, binaries)| binaries.iter().any(|b| users.contains(b)));
        assert!(reached, "src/{file}: no family of src/kit/ names a binary that includes it");
    }
}

/// Issue 52: what the tools, tests and benches share, they share through the library. No file
/// of theirs names another by `#[path]`, and none allows dead code, as a file compiled into
/// several crates must (each uses a part), but where a file is compiled whole as it runs alone:
/// a checker held in the registry (problem.rs), the bench's variants (each a copy of the cores
/// with its own `Method`) and a test that includes a core, a binary or a checker. The one
/// exception shared: tests/reference, the tests' own brute forces, a module each test crate
/// declares and uses a part of (the kit takes no dev-dependency crate to hold it).
#[test]
fn nothing_is_shared_by_path_and_no_tool_allows_dead_code() {
    let mut files = tool_files();
    files.extend(sources(&root().join("tests")));
    let mut found = Vec::new();
    for file in &files {
        let text = fs::read_to_string(file).unwrap();
        let shown = file.strip_prefix(root()).unwrap().display().to_string();
        if text.lines().any(|line| line.trim_start().starts_with("#[path")) {
            found.push(format!("{shown}: #[path]"));
        }
        let pastes = text.lines().any(|line| line.trim_start().starts_with("include!(\"../src/"))
            || text.contains("include!(concat!(");
        let allowed = match shown.as_str() {
            "src/kit/problem.rs" | "src/tools/bench.rs" | "tests/reference/mod.rs" => true,
            _ => shown.starts_with("tests/") && pastes,
        };
        if text.contains("allow(dead_code") && !allowed && shown != "tests/layout.rs" {
            found.push(format!("{shown}: allow(dead_code)"));
        }
    }
    assert!(found.is_empty(), "shared by path, or dead code allowed to share: {found:#?}");
}
