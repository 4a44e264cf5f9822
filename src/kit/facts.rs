// The facts the scripts ask about a problem, answered here once (the `kit` tool prints them for
// scripts/lib.sh): its judges and limits, its special judge, its kind, whether it is scored,
// its notation, how a variant switches its binary and which variants fit it. No script reads
// a fact out of Rust source: what a binary's source says (its `type Method` or `type
// Heuristic` line, whether it prints paths, its `NOTATION`) is read here, from the source the
// library compiles (embedded when it is built).
use super::problem::{Kind, Problem};

/// How a variant switches a binary: its `type Method = Solver;` line (an eight-puzzle method of
/// src/variants/), its `type Heuristic = ...;` line (a fifteen-puzzle estimate), or neither.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Switch {
    Method,
    Heuristic,
    None,
}

/// A binary's switch, by the line the bundler rewrites.
pub fn switch(problem: &Problem) -> Switch {
    let has = |line: &str| problem.source.lines().any(|l| l.starts_with(line));
    match (has("type Method = Solver;"), has("type Heuristic = ")) {
        (true, _) => Switch::Method,
        (_, true) => Switch::Heuristic,
        _ => Switch::None,
    }
}

/// How a binary switched to a method uses it, as the variants see it: the distances only, paths
/// that a special judge replays (any shortest path stands), or paths compared as text (only the
/// smallest in the tie order stands).
pub fn use_of(problem: &Problem) -> &'static str {
    match (problem.source.contains(".path("), problem.check.is_some()) {
        (false, _) => "distances",
        (true, true) => "paths a special judge takes",
        (true, false) => "paths in the tie order",
    }
}

/// The fifteen-puzzle's estimates, as a VARIANT names them and as their type in src/fifteen.rs
/// (and src/fifteen_databases.rs) is written on a binary's `type Heuristic` line.
pub const ESTIMATES: [(&str, &str); 3] =
    [("manhattan", "Manhattan"), ("linear_conflict", "LinearConflict"), ("databases", "Databases")];

// Each estimate's type is one of the cores': a renamed type fails the build here.
const _: usize = std::mem::size_of::<(
    crate::cores::Manhattan,
    crate::cores::LinearConflict,
    crate::cores::Databases,
)>();

/// The eight-puzzle's methods of src/variants/ (its files not named internal_*.rs), each with
/// whether its path is the smallest shortest path in the tie order, as its header says (listed
/// by src/tools/build.rs).
pub fn methods() -> Vec<(&'static str, bool)> {
    METHODS.to_vec()
}

macro_rules! variants {
    ($($name:ident: $smallest:expr),* $(,)?) => {
        const METHODS: &[(&str, bool)] = &[$((stringify!($name), $smallest)),*];
    };
}
std::include!(concat!(env!("OUT_DIR"), "/variants.rs"));

/// The binaries a switch applies to, by name.
pub fn switched(how: Switch) -> Vec<&'static str> {
    let mut names: Vec<&str> =
        super::problems().filter(|p| switch(p) == how).map(|p| p.name).collect();
    names.sort_unstable();
    names
}

/// Whether `variant` exists and fits `problem`; the one line that says why not.
pub fn variant_fits(problem: &Problem, variant: &str) -> Result<(), String> {
    let name = problem.name;
    let methods = methods();
    let ordered: Vec<&str> = methods.iter().filter(|m| m.1).map(|m| m.0).collect();
    if ESTIMATES.iter().any(|(e, _)| *e == variant) {
        return match switch(problem) {
            Switch::Heuristic => Ok(()),
            _ => Err(format!(
                "{variant} is an estimate of the fifteen-puzzle binaries ({}), not of {name}",
                switched(Switch::Heuristic).join(" ")
            )),
        };
    }
    let smallest = match methods.iter().find(|m| m.0 == variant) {
        Some(&(_, smallest)) => smallest,
        None => {
            let all: Vec<&str> =
                methods.iter().map(|m| m.0).chain(ESTIMATES.iter().map(|e| e.0)).collect();
            return Err(format!(
                "no variant named '{variant}'; the variants are: {}",
                all.join(" ")
            ));
        }
    };
    if switch(problem) != Switch::Method {
        return Err(format!(
            "{variant} is a variant of the eight-puzzle binaries ({}), not of {name}",
            switched(Switch::Method).join(" ")
        ));
    }
    if use_of(problem) == "paths in the tie order" && !smallest {
        return Err(format!(
            "{name}'s judge wants the smallest shortest path in its tie order, and {variant}'s is not always that; these keep it: {}",
            ordered.join(" ")
        ));
    }
    Ok(())
}

/// How a binary that prints moves writes them, as its one declaration (`NOTATION`, grid.rs's
/// `Notation` or `Words`) says: `blank UDLR` (where the blank goes, up, down, left, right),
/// `tile ...` (the way the tile moves) or `words UP DOWN LEFT RIGHT` (the blank's, a word a
/// line); `none` for a binary that declares none.
pub fn notation(problem: &Problem) -> String {
    let declared = problem.source.lines().find_map(|line| {
        let rest = line.strip_prefix("pub const NOTATION: ")?;
        if let Some(words) = rest.strip_prefix("Words = Words([") {
            let words = words.split_once(']')?.0.split(',');
            let words: Vec<&str> = words.map(|word| word.trim().trim_matches('"')).collect();
            return Some(format!("words {}", words.join(" ")));
        }
        let rest = rest.strip_prefix("Notation = Notation::")?;
        let (who, rest) = rest.split_once("(*b\"")?;
        let (letters, _) = rest.split_once('"')?;
        Some(format!("{who} {letters}"))
    });
    declared.unwrap_or_else(|| "none".to_string())
}

/// Whether `problem` is scored (AHC: scripts/score runs it).
pub fn scored(problem: &Problem) -> bool {
    super::SCORED.iter().any(|(name, _)| *name == problem.name)
}

/// What its input holds, in a word.
pub fn kind(problem: &Problem) -> &'static str {
    match problem.kind {
        Kind::Boards { .. } => "eight-puzzle boards",
        Kind::Tokens { .. } => "tokens on a graph",
        Kind::Fifteen { .. } => "fifteen-puzzle boards",
        Kind::Grids { .. } => "grids",
        Kind::Own { .. } => "its own",
    }
}

/// Every fact of `problem`, as `key=value` lines: `judge` (a name as `--judge` takes it) picks
/// whose memory limit; an error where `judge` does not set it.
pub fn facts(
    problem: &Problem,
    judge: Option<&str>,
) -> Result<Vec<(&'static str, String)>, String> {
    let (memory_mb, memory_whose) = problem.memory_limit(judge)?;
    let (source_bytes, source_whose) = super::judges::source_limit(problem.judges);
    let judges: Vec<String> =
        problem.judges.iter().map(|(j, n)| format!("{} {n}", j.name)).collect();
    let yes = |b: bool| if b { "yes" } else { "no" }.to_string();
    let fits: Vec<&str> = methods()
        .iter()
        .map(|m| m.0)
        .chain(ESTIMATES.iter().map(|e| e.0))
        .filter(|v| variant_fits(problem, v).is_ok())
        .collect();
    let switch = match switch(problem) {
        Switch::Method => "method",
        Switch::Heuristic => "heuristic",
        Switch::None => "none",
    };
    Ok(vec![
        ("name", problem.name.to_string()),
        ("judges", judges.join("; ")),
        ("kind", kind(problem).to_string()),
        ("special_judge", yes(problem.check.is_some())),
        ("scored", yes(scored(problem))),
        ("source_limit", source_bytes.to_string()),
        ("source_limit_whose", source_whose),
        ("memory_mb", memory_mb.to_string()),
        ("memory_whose", memory_whose),
        ("notation", notation(problem)),
        ("switch", switch.to_string()),
        ("use", if switch == "method" { use_of(problem) } else { "" }.to_string()),
        ("variants", fits.join(" ")),
    ])
}
