// One notation per binary (src/grid.rs's `Notation`): a binary declares its move letters once,
// its `NOTATION`, and its checker (src/checkers/), scripts/walk and the registry's rule for the
// expected answer all read that one line. Proved by changing it: a copy of the kit whose poj1077
// writes the blank's moves `k j h l` (up, down, left, right) instead of `u d l r`, that one line
// changed and nothing else in the code, is built apart (a target folder of its own), and
// - its binary answers every sample in the new letters, move for move as the kit's does;
// - its checker accepts those answers and refuses the old letters;
// - its walk replays the new letters to the goal and refuses the old ones;
// - its registry's expected answers, asked of the tests' brute force, are the samples' answers
//   written in the new letters (tests/samples.rs's check, run in the copy on its samples,
//   rewritten here by this file's own map from old letters to new).
// The copy is built unoptimised, and of its binaries poj1077 alone (its manifest says so): a
// minute or so the first time; cargo's lines show its builds as they go.
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const OLD: &str = "Notation::blank(*b\"udlr\")";
const NEW: &str = "Notation::blank(*b\"kjhl\")";

/// A move string in the new letters (this file's own map, not the kit's).
fn renamed(moves: &str) -> String {
    let map = |c: char| match c {
        'u' => 'k',
        'd' => 'j',
        'l' => 'h',
        'r' => 'l',
        other => other,
    };
    moves.chars().map(map).collect()
}

/// An answer file with each move line renamed (the no-solution line is a word, not moves).
fn renamed_output(text: &str) -> String {
    let line = |l: &str| if l == "unsolvable" { l.to_string() } else { renamed(l) };
    text.lines().map(|l| line(l) + "\n").collect()
}

/// The kit's tree without its build and its history, copied under `to`.
fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name();
        if name == "target" || name == ".git" {
            continue;
        }
        let (source, copy) = (entry.path(), to.join(&name));
        if entry.file_type().unwrap().is_dir() {
            copy_tree(&source, &copy);
        } else {
            std::fs::copy(&source, &copy).unwrap();
        }
    }
}

fn run(command: &mut Command) -> Output {
    command.output().unwrap_or_else(|e| panic!("cannot run {command:?}: {e}"))
}

fn cargo(copy: &Path, target: &Path, args: &[&str]) {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let status = Command::new(cargo)
        .args(args)
        .current_dir(copy)
        .env("CARGO_TARGET_DIR", target)
        // The copy is built to see what it prints, not how fast it runs: unoptimised, it builds
        // in a fraction of the time (its runs are a few samples of one problem).
        .env("CARGO_PROFILE_RELEASE_OPT_LEVEL", "0")
        // Of the registry's samples, poj1077's: the one binary the copy changed.
        .env("KIT_SAMPLES_OF", "poj1077")
        .status()
        .unwrap();
    assert!(status.success(), "cargo {args:?} failed in the copy");
}

#[test]
fn one_line_changes_a_binarys_letters_for_its_checker_walk_and_registry() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let scratch = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("notation");
    let (copy, target) = (scratch.join("kit"), scratch.join("target"));
    let _ = std::fs::remove_dir_all(&copy); // the copy anew; its target kept, to build less
    copy_tree(root, &copy);
    // Of the binaries, cargo builds poj1077 alone in the copy (a test target would have it
    // build all 32): its manifest, not its code, says so.
    let manifest = copy.join("Cargo.toml");
    let toml = std::fs::read_to_string(&manifest).unwrap();
    assert_eq!(toml.matches("[package]\n").count(), 1, "Cargo.toml has its [package]");
    let only_poj1077 = "[[bin]]\nname = \"poj1077\"\npath = \"src/bin/poj1077.rs\"\n";
    let toml = toml.replace("[package]\n", "[package]\nautobins = false\n") + only_poj1077;
    std::fs::write(&manifest, toml).unwrap();
    // The one line.
    let binary = copy.join("src/bin/poj1077.rs");
    let source = std::fs::read_to_string(&binary).unwrap();
    assert_eq!(source.matches(OLD).count(), 1, "poj1077 declares its letters once");
    std::fs::write(&binary, source.replace(OLD, NEW)).unwrap();
    let mut samples = Vec::new();
    for entry in std::fs::read_dir(copy.join("samples/poj1077")).unwrap() {
        let input = entry.unwrap().path();
        if input.extension().map_or(false, |e| e == "in") {
            let expected = std::fs::read_to_string(input.with_extension("out")).unwrap();
            std::fs::write(input.with_extension("out"), renamed_output(&expected)).unwrap();
            samples.push((input, expected));
        }
    }
    samples.sort();
    assert!(samples.len() >= 2, "poj1077 has its samples");
    let build = ["build", "--release", "--bin", "poj1077", "--example", "check_poj1077"];
    cargo(&copy, &target, &[&build[..], &["--example", "walk"]].concat());
    let (new_binary, checker, walk) = (
        target.join("release/poj1077"),
        target.join("release/examples/check_poj1077"),
        target.join("release/examples/walk"),
    );
    let kit_binary = env!("CARGO_BIN_EXE_poj1077");
    for (input, old_expected) in &samples {
        let feed = |program: &Path| {
            let text = std::fs::read(input).unwrap();
            let mut child = Command::new(program)
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::piped())
                .spawn()
                .unwrap();
            std::io::Write::write_all(&mut child.stdin.take().unwrap(), &text).unwrap();
            String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap()
        };
        // The binary: the kit's answers, renamed.
        let (answer, kit_answer) = (feed(&new_binary), feed(Path::new(kit_binary)));
        assert_eq!(answer, renamed_output(&kit_answer), "{}", input.display());
        let in_new_letters = |l: &str| l == "unsolvable" || l.chars().all(|c| "kjhl".contains(c));
        assert!(answer.lines().all(in_new_letters), "{answer}");
        // The checker: the new letters accepted, the old refused (where there are moves).
        let scratch_file = |name: &str, text: &str| {
            let path = scratch.join(name);
            std::fs::write(&path, text).unwrap();
            path
        };
        let expected = input.with_extension("out");
        let judged = |answer: &Path| {
            run(Command::new(&checker).arg(input).arg(answer).arg(&expected)).status.code()
        };
        assert_eq!(judged(&scratch_file("new.txt", &answer)), Some(0), "{}", input.display());
        if renamed_output(old_expected) != *old_expected {
            assert_eq!(judged(&scratch_file("old.txt", old_expected)), Some(1));
        }
        // Walk: the first board's moves in the new letters reach the goal; the old ones are
        // not moves.
        let first = answer.lines().next().unwrap_or_default();
        if first != "unsolvable" && !first.is_empty() {
            let walked =
                run(Command::new(&walk).arg("poj1077").arg("--input").arg(input).arg(first));
            let said = String::from_utf8_lossy(&walked.stdout);
            assert!(walked.status.success() && said.contains("The goal is reached"), "{said}");
            let old_first = old_expected.lines().next().unwrap();
            let refused =
                run(Command::new(&walk).arg("poj1077").arg("--input").arg(input).arg(old_first));
            let why = String::from_utf8_lossy(&refused.stderr);
            assert!(!refused.status.success() && why.contains("the moves are k j h l"), "{why}");
        }
    }
    // The registry: its expected answers, by the brute force, are the renamed samples
    // (poj1077's, the ones the copy changed: KIT_SAMPLES_OF, set above).
    let check = "every_expected_output_matches_the_brute_force";
    cargo(&copy, &target, &["test", "--release", "--test", "samples", "--", "--exact", check]);
}
