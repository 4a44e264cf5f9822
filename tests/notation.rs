// One notation per binary (src/grid.rs's `Notation`, or `Words` for a judge that writes each
// move as a word): a binary declares how it writes its moves once, its `NOTATION`, and its
// checker (src/checkers/), scripts/walk and the registry's rule for the expected answer all read
// that one line. Proved by changing it, for a binary of two families: a copy of the kit whose
// poj1077 writes the blank's moves `k j h l` (up, down, left, right) instead of `u d l r`, and
// whose hackerrank_npuzzle writes `NORTH SOUTH WEST EAST` instead of `UP DOWN LEFT RIGHT`,
// each one line changed and nothing else in the code, is built apart (a target folder of its
// own), and for each of them
// - its binary answers every sample in the new notation, move for move as the kit's does;
// - its checker accepts those answers and refuses the old ones;
// - its walk replays the new letters to the goal and refuses the old ones;
// - its registry's expected answers, asked of the tests' brute force, are the samples' answers
//   in the new notation (tests/samples.rs's check, run in the copy on its samples, rewritten
//   here by this file's own maps from old moves to new).
// The copy is built unoptimised, and of its binaries these two alone (its manifest says so): a
// minute or so the first time; cargo's lines show its builds as they go.
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
mod copy;
use copy::{cargo, fresh_copy, only_binaries};

/// A binary whose notation the copy changes.
struct Switched {
    name: &'static str,
    /// The kit's own build of it.
    kit_binary: &'static str,
    /// Its declaration, before and after.
    old: &'static str,
    new: &'static str,
    /// An answer file in the new notation (this file's own map, not the kit's).
    renamed: fn(&str) -> String,
    /// Whether every move of an answer is in the new notation.
    in_new: fn(&str) -> bool,
    /// The first case's moves as walk takes them (letters), if the answer has any.
    walked: fn(&str) -> Option<String>,
    /// The new letters, as walk names them when it refuses a move.
    letters: &'static str,
}

const POJ1077: Switched = Switched {
    name: "poj1077",
    kit_binary: env!("CARGO_BIN_EXE_poj1077"),
    old: "Notation::blank(*b\"udlr\")",
    new: "Notation::blank(*b\"kjhl\")",
    renamed: |text| {
        let map = |c: char| match c {
            'u' => 'k',
            'd' => 'j',
            'l' => 'h',
            'r' => 'l',
            other => other,
        };
        // (the no-solution line is a word, not moves)
        let line =
            |l: &str| if l == "unsolvable" { l.to_string() } else { l.chars().map(map).collect() };
        text.lines().map(|l| line(l) + "\n").collect()
    },
    in_new: |text| text.lines().all(|l| l == "unsolvable" || l.chars().all(|c| "kjhl".contains(c))),
    walked: |text| {
        text.lines().next().filter(|l| *l != "unsolvable" && !l.is_empty()).map(String::from)
    },
    letters: "k j h l",
};

const HACKERRANK: Switched = Switched {
    name: "hackerrank_npuzzle",
    kit_binary: env!("CARGO_BIN_EXE_hackerrank_npuzzle"),
    old: "Words([\"UP\", \"DOWN\", \"LEFT\", \"RIGHT\"])",
    new: "Words([\"NORTH\", \"SOUTH\", \"WEST\", \"EAST\"])",
    renamed: |text| {
        let map = |word: &str| {
            let words = [("UP", "NORTH"), ("DOWN", "SOUTH"), ("LEFT", "WEST"), ("RIGHT", "EAST")];
            // (the count of moves is no word)
            words.iter().find(|(old, _)| *old == word).map_or(word.to_string(), |w| w.1.into())
        };
        text.lines().map(|l| map(l) + "\n").collect()
    },
    in_new: |text| text.lines().skip(1).all(|l| ["NORTH", "SOUTH", "WEST", "EAST"].contains(&l)),
    walked: |text| {
        let moves: String = text.lines().skip(1).filter_map(|l| l.chars().next()).collect();
        Some(moves).filter(|moves| !moves.is_empty())
    },
    letters: "N S W E",
};

fn run(command: &mut Command) -> Output {
    command.output().unwrap_or_else(|e| panic!("cannot run {command:?}: {e}"))
}

/// `program`'s output on the file `input`.
fn feed(program: &Path, input: &Path) -> String {
    let text = std::fs::read(input).unwrap();
    let mut child = Command::new(program)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), &text).unwrap();
    String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap()
}

/// The one line of `switched`'s binary changed in the copy, and its samples' answers renamed;
/// the samples' inputs, each with its answer as the kit writes it.
fn switch(copy: &Path, switched: &Switched) -> Vec<(PathBuf, String)> {
    let binary = copy.join(format!("src/bin/{}.rs", switched.name));
    let source = std::fs::read_to_string(&binary).unwrap();
    assert_eq!(source.matches(switched.old).count(), 1, "{} declares it once", switched.name);
    std::fs::write(&binary, source.replace(switched.old, switched.new)).unwrap();
    let mut samples = Vec::new();
    for entry in std::fs::read_dir(copy.join("samples").join(switched.name)).unwrap() {
        let input = entry.unwrap().path();
        if input.extension().map_or(false, |e| e == "in") {
            let expected = std::fs::read_to_string(input.with_extension("out")).unwrap();
            std::fs::write(input.with_extension("out"), (switched.renamed)(&expected)).unwrap();
            samples.push((input, expected));
        }
    }
    samples.sort();
    assert!(samples.len() >= 2, "{} has its samples", switched.name);
    samples
}

/// The copy's binary, checker and walk follow `switched`'s new line on every sample.
fn follows(scratch: &Path, target: &Path, switched: &Switched, samples: &[(PathBuf, String)]) {
    let name = switched.name;
    let release = target.join("release");
    let (new_binary, checker, walk) = (
        release.join(name),
        release.join(format!("examples/check_{name}")),
        release.join("examples/walk"),
    );
    for (input, old_expected) in samples {
        // The binary: the kit's answers, renamed.
        let (answer, kit_answer) =
            (feed(&new_binary, input), feed(Path::new(switched.kit_binary), input));
        assert_eq!(answer, (switched.renamed)(&kit_answer), "{}", input.display());
        assert!((switched.in_new)(&answer), "{answer}");
        // The checker: the new notation accepted, the old refused (where there are moves).
        let scratch_file = |file: &str, text: &str| {
            let path = scratch.join(format!("{name}-{file}"));
            std::fs::write(&path, text).unwrap();
            path
        };
        let expected = input.with_extension("out");
        let judged = |answer: &Path| {
            run(Command::new(&checker).arg(input).arg(answer).arg(&expected)).status.code()
        };
        assert_eq!(judged(&scratch_file("new.txt", &answer)), Some(0), "{}", input.display());
        if (switched.renamed)(old_expected) != *old_expected {
            assert_eq!(judged(&scratch_file("old.txt", old_expected)), Some(1));
        }
        // Walk: the first case's moves in the new letters reach the goal; the old ones are not
        // moves.
        if let Some(moves) = (switched.walked)(&answer) {
            let walked = run(Command::new(&walk).arg(name).arg("--input").arg(input).arg(moves));
            let said = String::from_utf8_lossy(&walked.stdout);
            assert!(walked.status.success() && said.contains("The goal is reached"), "{said}");
            let old_moves = (switched.walked)(old_expected).unwrap();
            let refused =
                run(Command::new(&walk).arg(name).arg("--input").arg(input).arg(old_moves));
            let why = String::from_utf8_lossy(&refused.stderr);
            let letters = format!("the moves are {}", switched.letters);
            assert!(!refused.status.success() && why.contains(&letters), "{why}");
        }
    }
}

#[test]
fn one_line_changes_a_binarys_letters_for_its_checker_walk_and_registry() {
    let (copy, target) = fresh_copy("notation");
    let scratch = copy.parent().unwrap().to_path_buf();
    let switched = [POJ1077, HACKERRANK];
    only_binaries(&copy, &switched.iter().map(|s| s.name).collect::<Vec<_>>());
    let mut build = vec!["build", "--release", "--example", "walk"];
    let checkers: Vec<String> = switched.iter().map(|s| format!("check_{}", s.name)).collect();
    for (s, checker) in switched.iter().zip(&checkers) {
        build.extend(["--bin", s.name, "--example", checker]);
    }
    // The one line of each.
    let samples: Vec<_> = switched.iter().map(|s| switch(&copy, s)).collect();
    cargo(&copy, &target, "", &build);
    for (s, samples) in switched.iter().zip(&samples) {
        follows(&scratch, &target, s, samples);
        // The registry: its expected answers, by the brute force, are the renamed samples
        // (KIT_SAMPLES_OF: the problem's own, which the copy changed).
        let check = "every_expected_output_matches_the_brute_force";
        let test = ["test", "--release", "--test", "samples", "--", "--exact", check];
        cargo(&copy, &target, s.name, &test);
    }
}

/// The library reads a binary's letters from its one line that begins with the declaration
/// (facts.rs, as it compiles): a comment or a doc example above it, however like it, is not
/// that line; two such lines, another shape or a letter short, are no declaration at all.
#[test]
fn a_notation_is_read_from_its_one_declaring_line() {
    use kit::facts::{notation_declared, words_declared};
    let blank = "pub const NOTATION: Notation = Notation::blank(*b\"UDLR\");\n";
    let letters =
        |source: &'static str| notation_declared(source).map(|n| (n.letters, n.tile_moves));
    assert_eq!(letters(blank), Some((*b"UDLR", false)));
    let commented = "// was: pub const NOTATION: Notation = Notation::blank(*b\"udlr\");\n";
    assert_eq!(letters(format!("{commented}{blank}").leak()), Some((*b"UDLR", false)));
    let example = "/// pub const NOTATION: Notation = Notation::blank(*b\"abcd\");\n";
    let tile = "pub const NOTATION: Notation = Notation::tile(*b\"LRUD\");\n";
    assert_eq!(letters(format!("{example}{tile}").leak()), Some((*b"LRUD", true)));
    assert_eq!(letters(format!("{blank}{tile}").leak()), None, "two declarations");
    assert_eq!(letters("    pub const NOTATION: Notation = Notation::blank(*b\"UDLR\");"), None);
    assert_eq!(letters("pub const NOTATION: Notation = Notation::blank(*b\"UDL\");"), None);
    assert_eq!(letters("pub const NOTATION: Notation = Notation::blank(*b\"UDLRX\");"), None);
    let words = "pub const NOTATION: Words = Words([\"UP\", \"DOWN\", \"LEFT\", \"RIGHT\"]);\n";
    assert_eq!(words_declared(words).map(|w| w.0), Some(["UP", "DOWN", "LEFT", "RIGHT"]));
    assert_eq!(words_declared("pub const NOTATION: Words = Words([\"UP\", \"DOWN\"]);"), None);
    assert_eq!(letters(words), None);
    assert_eq!(words_declared(blank), None);
    // Every binary that declares its letters (a line that begins so) has them read.
    for problem in kit::problems() {
        let declares = problem.source.lines().any(|l| l.starts_with("pub const NOTATION: "));
        let read = kit::facts::notation(problem) != "none";
        assert_eq!(read, declares, "{}", problem.name);
    }
}
