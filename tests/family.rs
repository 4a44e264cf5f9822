// What a new puzzle family costs, counted: a copy of the kit gets a scratch family (tiles on a
// line, the blank sliding left or right) with its core, its binary, its samples, its page and
// its README row, plus exactly the places that the architecture page lists under "Adding a
// puzzle family", and nothing else. The copy must then build and pass what holds a family
// (tests/layout.rs's checks of a family's places and of the library's one copy of each core;
// tests/samples.rs's of the family's samples, walk and registration; the family's own test),
// so a place the page forgot fails here. The places
// changed are counted by comparing the copy with the kit, file by file, not taken from the
// page. Built unoptimised in a target of its own, as tests/notation.rs builds its copy.
mod copy;
use copy::{cargo, fresh_copy, only_binaries};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The places the architecture page lists for a new family, `FAMILY` in each.
fn listed_places(root: &Path) -> Vec<String> {
    let page = std::fs::read_to_string(root.join("src/README.md")).unwrap();
    let section = page.split("\n## Adding a puzzle family\n").nth(1).expect("the section");
    let section = section.split("\n## ").next().unwrap();
    let numbered =
        |line: &&str| line.split_once(". `").map_or(false, |(n, _)| n.parse::<u32>().is_ok());
    section.lines().filter(numbered).map(|line| line.split('`').nth(1).unwrap().into()).collect()
}

/// The files under `dir` (relative to it), the build and the history aside.
fn files(dir: &Path, under: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(under).unwrap().flatten() {
        let (path, name) = (entry.path(), entry.file_name());
        if name == "target" || name == ".git" {
            continue;
        }
        match path.is_dir() {
            true => files(dir, &path, out),
            false => out.push(path.strip_prefix(dir).unwrap().to_path_buf()),
        }
    }
}

/// The files of `copy` that differ from the kit's or are new.
fn changed(root: &Path, copy: &Path) -> BTreeSet<String> {
    let mut all = Vec::new();
    files(copy, copy, &mut all);
    let differs =
        |f: &PathBuf| std::fs::read(root.join(f)).ok() != std::fs::read(copy.join(f)).ok();
    all.iter().filter(|f| differs(f)).map(|f| f.display().to_string()).collect()
}

/// `text` with `line` inserted after the first line that starts with `anchor`.
fn after(text: &str, anchor: &str, line: &str) -> String {
    let at = text
        .find(&format!("\n{anchor}"))
        .map(|k| k + 1)
        .or_else(|| text.starts_with(anchor).then_some(0));
    let at = at.unwrap_or_else(|| panic!("no line starting {anchor:?}"));
    let end = at + text[at..].find('\n').map_or(text.len() - at, |k| k + 1);
    format!("{}{line}\n{}", &text[..end], &text[end..])
}

fn edit(copy: &Path, file: &str, change: impl Fn(&str) -> String) {
    let path = copy.join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    std::fs::write(&path, change(&text)).unwrap();
}

fn write(copy: &Path, file: &str, text: &str) {
    let path = copy.join(file);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

/// The core, its binary, samples, page and README row: what any problem and any core cost.
fn add_core_and_problem(copy: &Path) {
    write(copy, "src/scratch.rs", CORE);
    write(copy, "src/bin/scratch.rs", BINARY);
    // Published nowhere: by hand, from the rule (tiles in order, the blank walks to the end).
    for (k, (input, output)) in [("3\n1 0 2\n", "1\n"), ("4\n2 1 0 3\n", "-1\n")].iter().enumerate()
    {
        write(copy, &format!("samples/scratch/sample-{}.in", k + 1), input);
        write(copy, &format!("samples/scratch/sample-{}.out", k + 1), output);
    }
    write(copy, "problems/scratch.md", PAGE);
    edit(copy, "README.md", |t| t.to_string() + "\n| `scratch` | a scratch family |\n");
}

/// One listed place filled for the scratch family, or `false` if this test cannot fill it.
fn fill(copy: &Path, place: &str) -> bool {
    match place {
        "src/kit/FAMILY.rs" => write(copy, "src/kit/scratch.rs", REGISTRY),
        "src/kit/lib.rs" => edit(copy, "src/kit/lib.rs", |t| {
            let t = after(t, "pub mod slides_once;", "pub mod scratch;");
            let t = after(&t, "    slides_once::PROBLEMS,", "    scratch::PROBLEMS,");
            after(&t, "std::include!(\"../ahc011.rs\");", "std::include!(\"../scratch.rs\");")
        }),
        "tests/reference/FAMILY.rs" => write(copy, "tests/reference/scratch.rs", REFERENCE),
        "tests/reference/mod.rs" => edit(copy, place, |t| {
            let t = after(t, "pub mod tiles;", "pub mod scratch;");
            let row =
                "    BruteForce { name: \"scratch\", answer: scratch::answer, least: scratch::least },";
            after(&t, "pub const BRUTE_FORCES: &[BruteForce] = &[", row)
        }),
        "tests/FAMILY.rs" => write(copy, "tests/scratch.rs", TEST),
        "tests/README.md" => edit(copy, place, |t| {
            t.to_string()
                + "\n`tests/scratch.rs`: the scratch family's core against its brute force.\n"
        }),
        "src/README.md" => edit(copy, place, |t| {
            let row = "| `scratch.rs` | tiles on a line: `scratch_moves` | by scratch |";
            after(t, "| `cf1280f.rs` |", row)
        }),
        "src/GUIDE.md" => edit(copy, place, |t| {
            t.to_string()
                + "\n## Tiles on a line (scratch.rs)\n\nThe tiles never pass each other.\n"
        }),
        _ => return false,
    }
    true
}

#[test]
fn a_scratch_family_needs_only_the_places_the_architecture_page_lists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let places = listed_places(root);
    let (copy, target) = fresh_copy("family");
    only_binaries(&copy, &["scratch"]);
    add_core_and_problem(&copy);
    let unfilled: Vec<&String> = places.iter().filter(|place| !fill(&copy, place)).collect();
    assert!(unfilled.is_empty(), "places the page lists that this test cannot fill: {unfilled:?}");
    // Counted: the files that differ, but the core's, the problem's and the copy's manifest.
    let own = ["src/scratch.rs", "src/bin/scratch.rs", "problems/scratch.md", "README.md"];
    let cost: BTreeSet<String> = changed(root, &copy)
        .into_iter()
        .filter(|f| !own.contains(&f.as_str()) && !f.starts_with("samples/scratch/"))
        .filter(|f| f != "Cargo.toml")
        .collect();
    let listed: BTreeSet<String> = places.iter().map(|p| p.replace("FAMILY", "scratch")).collect();
    assert_eq!(cost, listed, "the files the scratch family changed, against the page's list");
    eprintln!("a new family: {} places beside its core, binary, samples and page", cost.len());
    // What holds a family, in the copy: its places and its core's one copy in the library, its
    // samples, walk and registration, and its own test.
    let samples = [
        "every_expected_output_matches_the_brute_force",
        "every_problem_can_be_walked",
        "every_binary_is_registered_with_samples_and_a_page",
    ];
    let mut args = vec!["test", "--release", "--test", "layout", "--test", "samples"];
    args.extend(["--test", "scratch", "--", "--exact", "--test-threads", "1"]);
    args.extend(samples);
    args.extend(["a_new_family_takes_the_places_the_architecture_page_lists"]);
    args.extend(["the_library_compiles_each_core_a_binary_includes_once"]);
    args.extend(["scratch_moves_agree_with_the_brute_force_on_every_line"]);
    cargo(&copy, &target, "scratch", &args);
}

const CORE: &str = r#"// Tiles on a line (a scratch family, written by tests/family.rs): n cells in a row, tiles 1
// to n - 1 and the blank 0, which trades places with a tile beside it. The goal is 1 2 ... and
// the blank last. Tiles never pass each other on a line, so the goal is reached exactly when
// they stand in order, and then the blank walks straight to the end.

/// The least moves of `cells` to the goal, if it can be reached.
pub fn scratch_moves(cells: &[usize]) -> Option<usize> {
    let tiles: Vec<usize> = cells.iter().copied().filter(|&t| t != 0).collect();
    let ordered = tiles.windows(2).all(|pair| pair[0] < pair[1]);
    Some(cells.len() - 1 - blank_cell(cells)).filter(|_| ordered)
}
"#;

const BINARY: &str = r#"// A scratch family's problem (tests/family.rs): see problems/scratch.md.
include!("../io.rs");
include!("../grid.rs");
include!("../scratch.rs");

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let n = scanner.number("n", 2, 8)?;
    let cells = scanner.distinct("tile", n, 0, n - 1)?;
    scanner.finish()?;
    Ok(match scratch_moves(&cells) {
        Some(moves) => format!("{moves}\n"),
        None => "-1\n".to_string(),
    })
}

fn main() {
    run(solve)
}
"#;

const PAGE: &str = "# scratch\n\nA scratch family, written by tests/family.rs.\n\n\
**Checked against:** no copy of the statement was found: there is none.\n";

const REGISTRY: &str = r#"// The scratch family (tests/family.rs): tiles on a line, a `Kind::Own`.
use super::judges::ATCODER;
use super::problem::{Kind, Problem};
use super::puzzle::{Kit, Own, Walk};
use super::text::Rng;
use crate::cores;

fn scratch_cells(input: &str) -> Vec<usize> {
    input.split_whitespace().skip(1).map(|w| w.parse().unwrap_or(0)).collect()
}

fn scratch_text(cells: &[usize]) -> String {
    let row: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
    format!("{}\n{}\n", cells.len(), row.join(" "))
}

fn scratch_item(level: usize, rng: &mut Rng) -> String {
    let n = 2 + level.min(5);
    let mut cells: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        cells.swap(i, rng.below(i + 1));
    }
    scratch_text(&cells)
}

fn scratch_nearer(text: &str) -> Vec<String> {
    let cells = scratch_cells(text);
    let blank = cores::blank_cell(&cells);
    let mut next = cells.clone();
    match blank + 1 < cells.len() {
        true => {
            next.swap(blank, blank + 1);
            vec![scratch_text(&next)]
        }
        false => Vec::new(),
    }
}

fn scratch_solve(walk: &Walk) -> Result<Option<String>, String> {
    Ok(cores::scratch_moves(&walk.start).map(|moves| "r".repeat(moves)))
}

problems! {
    scratch {
        judges: &[(ATCODER, "scratch")],
        check: None,
        kind: Kind::Own { most: 1, item: scratch_item, render: |items| items.concat(), nearer: scratch_nearer },
        any_whitespace: true,
        memory: &[],
        answer: |input, oracle| oracle.whole_answer("scratch", input),
        walk: |input| {
            let cells = scratch_cells(input);
            let goal = (1..cells.len()).chain([0]).collect();
            let kind = "the blank's walk to the end";
            let own = Own { solve: scratch_solve, kind, shortest: false, most: None };
            Ok(Walk::grid(cells.len(), cells, goal, Kit::Own(own)))
        },
    }
}
"#;

const REFERENCE: &str = r#"// The scratch family's brute force (tests/family.rs): a breadth-first search over the
// arrangements of a line, the blank trading places with a tile beside it.
use std::collections::{HashMap, VecDeque};

/// The expected output for an input (`n`, then the line): the least moves, or -1.
pub fn answer(input: &str) -> String {
    let cells: Vec<usize> = input.split_whitespace().skip(1).map(|w| w.parse().unwrap()).collect();
    line_moves(&cells).map_or("-1\n".to_string(), |moves| format!("{moves}\n"))
}

/// The least moves of a walk's start to its goal (the ordered line), if it can be reached.
pub fn least(start: &[usize], _goal: &[usize], _width: usize) -> Option<usize> {
    line_moves(start)
}

/// The least moves to 1 2 ... and the blank, if it can be reached.
pub fn line_moves(cells: &[usize]) -> Option<usize> {
    let goal: Vec<usize> = (1..cells.len()).chain([0]).collect();
    let mut seen = HashMap::from([(cells.to_vec(), 0)]);
    let mut queue = VecDeque::from([cells.to_vec()]);
    while let Some(at) = queue.pop_front() {
        let moves = seen[&at];
        if at == goal {
            return Some(moves);
        }
        let blank = at.iter().position(|&t| t == 0).unwrap();
        for to in [blank.wrapping_sub(1), blank + 1].into_iter().filter(|&to| to < at.len()) {
            let mut next = at.clone();
            next.swap(blank, to);
            if !seen.contains_key(&next) {
                seen.insert(next.clone(), moves + 1);
                queue.push_back(next);
            }
        }
    }
    None
}
"#;

const TEST: &str = r#"// The scratch family's core against its brute force (tests/family.rs writes this file).
include!("../src/io.rs");
include!("../src/grid.rs");
include!("../src/scratch.rs");
mod reference;

fn arrangements(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for shorter in arrangements(n - 1) {
        for at in 0..n {
            let mut longer = shorter.clone();
            longer.insert(at, n - 1);
            all.push(longer);
        }
    }
    all
}

#[test]
fn scratch_moves_agree_with_the_brute_force_on_every_line() {
    for n in 2..=6 {
        for cells in arrangements(n) {
            assert_eq!(scratch_moves(&cells), reference::scratch::line_moves(&cells), "{cells:?}");
        }
    }
}
"#;
