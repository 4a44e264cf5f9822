// The kit's library: all that is never pasted, compiled once and linked by every tool, test
// and bench (Cargo.toml's [lib], named `kit`), so that nothing is shared between them by path.
// It holds the cores (each once, below), the registry (every judge problem, one block each, as
// the generator, the judge, the walk and the tests see it: a new problem adds its block to its
// family's file and nothing else), and what the tools share: the judge that runs a program
// (judge/), cases and their shrinking (cases/), replay (walk/), pictures (pictures/), the
// pruner (prune/), the bench's boards (bench/) and the tools' voice (voice.rs).
//
// A block names the binary (src/bin/NAME.rs: the library compiles no copy of it, and the kit's
// answer to an input, stress's expected output, is what the built binary prints,
// `problem::built_answer`) and says:
// - `check`: its special judge (src/checkers/NAME.rs) where many answers are right, else `None`;
// - `kind`: what its input holds, the cases stress may generate and how their text is laid out;
// - `any_whitespace`: whether the statement allows any whitespace between tokens;
// - `memory`: each judge's memory limit, where it was recorded;
// - `answer`: the expected output for a sample input, as the problem states it, built from what
//   an `Oracle` knows of the puzzle. The tests answer with their own brute force, never with
//   the kit's code, and compare every sample's .out with it.
// - `walk`: how scripts/walk reads the first case of an input into a `Walk` (puzzle.rs): the
//   puzzle, its start and goal, how moves are written, and which core solves it.
//
// The files, each depending only on those above it (no two import each other):
// - text.rs: a seeded generator, boards as statements write them, samples read back, graphs;
// - puzzle.rs: `Walk`, a puzzle as walk plays it, and the family helpers that make one;
// - judges.rs: the judges, whether they take Rust, and their source limits where recorded;
// - problem.rs: `Problem`, `Kind`, `Case`, `Oracle`, and the `problems!` and `special_judge!`
//   macros a family's blocks are written with (a block embeds its binary's source, whose
//   `NOTATION` facts.rs reads as the library compiles), and `built_answer`, which runs the
//   built binary;
// - facts.rs: what the scripts ask of a problem (the `kit` tool prints it): limits, special
//   judge, kind, whether scored, how a variant switches its binary and which variants fit, and
//   each binary's `NOTATION` (the `notation!` and `words!` macros a family file reads it with);
// - scores.rs: what scripts/score keeps between runs (each seed's best, the history of runs)
//   and the published references it races, read and written;
// - one file a family: eight.rs, graph.rs, fifteen.rs, rectangles.rs, large_boards.rs,
//   knights.rs, slides_once.rs, prime_swaps.rs, cf1280f.rs, codewars.rs, ahc011.rs,
//   empty_slot.rs, rotation.rs (a family's case generators beside its blocks);
// - this file: every core, once, with `cores` naming them for the tools; every family's list;
// - beside the registry, each using it and those before it: voice.rs, judge/, cases/, walk/,
//   pictures/, prune/ (which uses nothing else), bench/.
// Within this crate, `include!` of a core's file that a checker includes is `use
// crate::cores::*` (the one copy, at the top of this file), and any other file (a checker's
// replay.rs) is included as written: a checker held here as a module carries no copy of a
// core. Macro-expanded, each file's path still reads from the file that names it.
macro_rules! include {
    ("../io.rs") => {
        use crate::cores::*;
    };
    ("../grid.rs") => {
        use crate::cores::*;
    };
    ("../core.rs") => {
        use crate::cores::*;
    };
    ("../near.rs") => {
        use crate::cores::*;
    };
    ("../anyboard.rs") => {
        use crate::cores::*;
    };
    ("../cf1280f.rs") => {
        use crate::cores::*;
    };
    ($file:literal) => {
        std::include!($file);
    };
}

// Every core a binary or a checker includes, once, here at the top of the crate: each module
// below (the checkers held as modules among them) reaches the cores as a binary that includes
// them does, private fields too; `cores` names them for the tools.
std::include!("../io.rs");
std::include!("../grid.rs");
std::include!("../core.rs");
std::include!("../graph.rs");
std::include!("../fifteen.rs");
std::include!("../fifteen_databases.rs");
std::include!("../rectangle.rs");
std::include!("../knights.rs");
std::include!("../near.rs");
std::include!("../anyboard.rs");
std::include!("../cf1280f.rs");
std::include!("../ahc011.rs");
std::include!("../empty_slot.rs");
std::include!("../rotation.rs");

// The checkers name the library as `kit::` (`kit::facts::notation_of` reads their binary's
// letters), as they are compiled alone (scripts/samples's `check_NAME`) and here alike.
extern crate self as kit;

/// The cores, as the tools reach them: `kit::cores::Scanner`.
pub mod cores {
    pub use crate::*;
}

#[macro_use]
pub mod problem;
#[macro_use]
pub mod facts;
pub mod judges;
pub mod puzzle;
pub mod scores;
pub mod text;

// What the tools share beside the registry. Never pasted, so past the judges' Rust 1.63 where
// it helps (process_group: 1.64, OnceLock and IsTerminal: 1.70).
pub mod bench;
pub mod cases;
#[allow(clippy::incompatible_msrv)]
pub mod judge;
pub mod pictures;
pub mod prune;
#[allow(clippy::incompatible_msrv)]
pub mod voice;
pub mod walk;

pub mod ahc011;
pub mod cf1280f;
pub mod codewars;
pub mod eight;
pub mod empty_slot;
pub mod fifteen;
pub mod graph;
pub mod knights;
pub mod large_boards;
pub mod prime_swaps;
pub mod rectangles;
pub mod rotation;
pub mod slides_once;

pub use problem::Problem;

/// Every family's problems, each family's list in its file's order.
const FAMILIES: &[&[Problem]] = &[
    eight::PROBLEMS,
    graph::PROBLEMS,
    fifteen::PROBLEMS,
    large_boards::PROBLEMS,
    rectangles::PROBLEMS,
    knights::PROBLEMS,
    slides_once::PROBLEMS,
    prime_swaps::PROBLEMS,
    cf1280f::PROBLEMS,
    codewars::PROBLEMS,
    ahc011::PROBLEMS,
    empty_slot::PROBLEMS,
    rotation::PROBLEMS,
];

/// Every problem of the kit.
pub fn problems() -> impl Iterator<Item = &'static Problem> {
    FAMILIES.iter().flat_map(|family| family.iter())
}

/// One problem of each kind of input in each family, the first in its file (eight-puzzle boards
/// whose goal each case gives apart from those with one goal): what the scripts' tests stress
/// to take every kind through stress's generator, runner and judge.
pub fn one_of_each_kind() -> impl Iterator<Item = &'static Problem> {
    FAMILIES.iter().flat_map(|family| {
        let mut seen = Vec::new();
        family.iter().filter(move |problem| {
            let goal_given = matches!(problem.kind, problem::Kind::Boards { goal: None, .. });
            let kind = (facts::kind(problem), goal_given);
            let first = !seen.contains(&kind);
            seen.push(kind);
            first
        })
    })
}

/// The problem named `name`, if there is one.
pub fn find(name: &str) -> Option<&'static Problem> {
    problems().find(|problem| problem.name == name)
}

/// The contest's case of a seed.
pub type Generator = fn(u64) -> String;

/// The scored problems (a special judge that prints `score N`): each name with its official
/// generator, the contest's case of a seed. scripts/score runs them.
pub const SCORED: &[(&str, Generator)] = &[("ahc011", ahc011::ahc011_case)];

/// A scored problem's reference answers, the contest's best published, to race seed by seed
/// (scripts/score): a line a seed, `seed N T moves score`, `#` lines their provenance.
pub const REFERENCES: &[(&str, &str)] =
    &[("ahc011", include_str!("../../tests/data/ahc011-published-moves.txt"))];

/// The names of some problems, as every script lists them: in byte order, space separated.
pub fn listed<'a>(problems: impl Iterator<Item = &'a Problem>) -> String {
    let mut names: Vec<&str> = problems.map(|problem| problem.name).collect();
    names.sort_unstable();
    names.join(" ")
}
