// The pages against the tree: the architecture page's code map names every core and every
// folder, every figure stays in the dated result files (no absolute time in a comment under
// src/), and every link between the pages resolves.
use std::fs;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The folders under `dir`, as paths relative to `base`, and `dir`'s files, recursively.
fn walk(dir: &Path, folders: &mut Vec<PathBuf>, files: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            folders.push(path.clone());
            walk(&path, folders, files);
        } else {
            files.push(path);
        }
    }
}

/// The section of a Markdown page from the heading `title` to the next heading of its level.
fn section<'a>(page: &'a str, title: &str) -> &'a str {
    let start = page.find(title).unwrap_or_else(|| panic!("no section {title}"));
    let rest = &page[start + title.len()..];
    &rest[..rest.find("\n## ").unwrap_or(rest.len())]
}

#[test]
fn the_code_map_names_every_core_and_every_folder() {
    let root = root();
    let page = read(&root.join("src/README.md"));
    let map = section(&page, "\n## Code map\n");
    let (mut folders, mut files) = (Vec::new(), Vec::new());
    walk(&root.join("src"), &mut folders, &mut files);
    let mut missing = Vec::new();
    for file in files.iter().filter(|f| f.parent() == Some(&root.join("src"))) {
        let name = file.file_name().unwrap().to_str().unwrap();
        if name.ends_with(".rs") && !map.contains(&format!("`{name}`")) {
            missing.push(format!("src/{name}"));
        }
    }
    let runs = root.join("src/tools/runs");
    for folder in folders.iter().filter(|f| f.parent() != Some(&runs)) {
        let relative = folder.strip_prefix(root.join("src")).unwrap().to_str().unwrap();
        if !map.contains(&format!("`{relative}/`")) {
            missing.push(format!("src/{relative}/"));
        }
    }
    for beside in ["tests", "scripts", "samples", "problems", ".ci"] {
        if !map.contains(&format!("`{beside}/`")) {
            missing.push(format!("{beside}/"));
        }
    }
    assert!(missing.is_empty(), "src/README.md's code map does not name {missing:?}");
}

/// Whether a line holds a number followed by an absolute unit of time, as the regular
/// expression `\b[0-9]+(\.[0-9]+)?\s?(ms|µs|ns|s)\b` finds it.
fn gives_a_time(line: &str) -> bool {
    let chars: Vec<char> = line.chars().collect();
    let word = |c: char| c.is_alphanumeric() || c == '_';
    for start in 0..chars.len() {
        if !chars[start].is_ascii_digit() || (start > 0 && word(chars[start - 1])) {
            continue;
        }
        let mut at = start;
        while at < chars.len() && chars[at].is_ascii_digit() {
            at += 1;
        }
        if at + 1 < chars.len() && chars[at] == '.' && chars[at + 1].is_ascii_digit() {
            at += 1;
            while at < chars.len() && chars[at].is_ascii_digit() {
                at += 1;
            }
        }
        for skip in [0, 1] {
            if skip == 1 && !matches!(chars.get(at), Some(c) if c.is_whitespace()) {
                continue;
            }
            for unit in ["ms", "µs", "ns", "s"] {
                let unit: Vec<char> = unit.chars().collect();
                let end = at + skip + unit.len();
                if chars.get(at + skip..end) == Some(&unit[..])
                    && !matches!(chars.get(end), Some(&c) if word(c))
                {
                    return true;
                }
            }
        }
    }
    false
}

#[test]
fn no_comment_under_src_gives_an_absolute_time() {
    assert!(gives_a_time("// about 430 µs, against 24 ns a board"));
    assert!(gives_a_time("    /// in 1.8 ms; 2 s"));
    assert!(!gives_a_time("// 32 KiB, 2 states, 16 moves, 9s7"));
    let (mut folders, mut files) = (Vec::new(), Vec::new());
    walk(&root().join("src"), &mut folders, &mut files);
    let mut found = Vec::new();
    for file in files.iter().filter(|f| f.extension() == Some("rs".as_ref())) {
        for (number, line) in read(file).lines().enumerate() {
            if line.trim_start().starts_with("//") && gives_a_time(line) {
                found.push(format!("{}:{}: {}", file.display(), number + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "figures belong in src/tools/runs/, not in comments:\n{}",
        found.join("\n")
    );
}

#[test]
fn every_link_between_the_pages_resolves() {
    let root = root();
    let mut pages = vec![root.join("README.md")];
    let (mut folders, mut files) = (Vec::new(), Vec::new());
    for dir in ["src", "tests", "problems"] {
        walk(&root.join(dir), &mut folders, &mut files);
    }
    pages.extend(files.into_iter().filter(|f| f.extension() == Some("md".as_ref())));
    let mut broken = Vec::new();
    for page in &pages {
        let text = read(page);
        for link in text.split("](").skip(1) {
            let target = &link[..link.find(')').unwrap_or(0)];
            let target = &target[..target.find('#').unwrap_or(target.len())];
            if target.is_empty() || target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            if !page.parent().unwrap().join(target).exists() {
                broken.push(format!("{}: {target}", page.display()));
            }
        }
    }
    assert!(broken.is_empty(), "links to nothing: {broken:?}");
}

#[test]
fn the_readme_stays_within_14_kib_and_links_the_results() {
    let readme = read(&root().join("README.md"));
    assert!(readme.len() <= 14 * 1024, "README.md is {} bytes, over 14 KiB", readme.len());
    assert!(readme.contains("](src/tools/runs/"), "README.md links to no result");
}

/// Every invariant on the architecture page names what holds it, and what it names exists: each
/// `tests/...` file, each test function (a backticked name of three words or more, joined by
/// underscores) as a `fn` in a file under tests/, each check of `tests/scripts.sh` quoted after
/// it as a line of that file, each `scripts/...` script; or it says that review holds it.
#[test]
fn every_invariant_names_tests_that_exist() {
    let root = root();
    let page = read(&root.join("src/README.md"));
    let tests: String = fs::read_dir(root.join("tests"))
        .unwrap()
        .map(|f| f.unwrap().path())
        .filter(|p| p.extension().map_or(false, |e| e == "rs"))
        .map(|p| read(&p))
        .collect();
    let scripts_sh = read(&root.join("tests/scripts.sh"));
    let mut invariants = 0;
    for paragraph in page.split("\n\n").filter(|p| p.contains("**Architecture Invariant:**")) {
        invariants += 1;
        let paragraph = paragraph.replace('\n', " ");
        let first = &paragraph[..paragraph.len().min(60)];
        if paragraph.contains("held by review") {
            continue;
        }
        let held = paragraph.find("Held by").unwrap_or_else(|| panic!("{first}: no Held by"));
        let holders = &paragraph[held..];
        let mut named = 0;
        for word in holders.split('`').skip(1).step_by(2) {
            let word = word.split_whitespace().next().unwrap_or_default();
            if word.starts_with("tests/") || word.starts_with("scripts/") {
                assert!(root.join(word).exists(), "{first}: {word} does not exist");
                named += 1;
            } else if word.split('_').count() >= 3
                && word.bytes().all(|c| c == b'_' || c.is_ascii_lowercase() || c.is_ascii_digit())
            {
                assert!(tests.contains(&format!("fn {word}(")), "{first}: no test {word}");
                named += 1;
            }
        }
        // tests/scripts.sh's checks, quoted after it: each a line of that file.
        for part in holders.split("`tests/scripts.sh`").skip(1) {
            let part = &part[..part.find("**").unwrap_or(part.len())];
            for quoted in part.split('"').skip(1).step_by(2) {
                let quoted = quoted.trim_end_matches(": ...").trim_end_matches("...");
                assert!(
                    scripts_sh.contains(quoted),
                    "{first}: tests/scripts.sh checks no {quoted:?}"
                );
            }
        }
        assert!(named > 0, "{first}: names no test");
    }
    assert!(invariants >= 10, "only {invariants} invariants found");
}

/// Issue 30: the README's progress example (`samples: built 5 of N`) counts what scripts/samples
/// builds, the binaries, the examples and the library, as it says.
#[test]
fn the_readme_progress_example_counts_the_targets_samples_builds() {
    let root = root();
    let readme = read(&root.join("README.md"));
    let binaries = std::fs::read_dir(root.join("src/bin")).unwrap().count();
    let examples = read(&root.join("Cargo.toml")).lines().filter(|l| *l == "[[example]]").count();
    let example = format!(
        "`samples: built 5 of {} (poj1077)`: the {binaries} binaries, {examples} examples and the library",
        binaries + examples + 1
    );
    assert!(readme.contains(&example), "README.md does not say {example}");
}

/// Issue 52: this page names every test file, so none is added unexplained: each file at the
/// top, and each folder (or each file in it).
#[test]
fn the_tests_page_names_every_test_file() {
    let page = read(&root().join("tests/README.md"));
    let mut unnamed = Vec::new();
    for entry in std::fs::read_dir(root().join("tests")).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name().into_string().unwrap();
        let named = match entry.file_type().unwrap().is_dir() {
            true => page.contains(&format!("tests/{name}/")),
            false => name == "README.md" || page.contains(&format!("tests/{name}")),
        };
        if !named {
            unnamed.push(name);
        }
    }
    assert!(unnamed.is_empty(), "tests/README.md does not name {unnamed:?}");
}
