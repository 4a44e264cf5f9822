// The facts the scripts ask about a problem, answered here once (the `kit` tool prints them for
// scripts/lib.sh): its judges and limits, its special judge, its kind, whether it is scored,
// its notation, how a variant switches its binary and which variants fit it. No script reads
// a fact out of Rust source: what a binary's source says (its `type Method` or `type
// Heuristic` line, whether it prints paths, its `NOTATION`) is read here, from the binary's
// source as text, embedded when the library is built (the library compiles no binary).
use super::problem::{Kind, Problem};
use crate::{Notation, Words};

/// A binary's `NOTATION` (src/bin/NAME.rs), read as the library compiles (`notation_of`), for a
/// family file's `const NAME_NOTATION: Notation = notation!(NAME);` (`words!` for words).
macro_rules! notation {
    ($name:ident) => {
        $crate::facts::notation_of(std::include_str!(concat!("../bin/", stringify!($name), ".rs")))
    };
}
macro_rules! words {
    ($name:ident) => {
        $crate::facts::words_of(std::include_str!(concat!("../bin/", stringify!($name), ".rs")))
    };
}

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

/// The estimate a fifteen-puzzle binary uses as it stands (the variant its `type Heuristic`
/// line names), or "" for a binary that has no such line or names a type no estimate has.
pub fn estimate_now(problem: &Problem) -> &'static str {
    let line = problem.source.lines().find_map(|l| l.strip_prefix("type Heuristic = "));
    let named = line.and_then(|l| l.split(';').next()).map(str::trim);
    ESTIMATES.iter().find(|(_, ty)| Some(*ty) == named).map_or("", |(name, _)| *name)
}

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
    let letters = |n: Notation| String::from_utf8_lossy(&n.letters).into_owned();
    match (notation_declared(problem.source), words_declared(problem.source)) {
        (Some(n), _) if n.tile_moves => format!("tile {}", letters(n)),
        (Some(n), _) => format!("blank {}", letters(n)),
        (None, Some(words)) => format!("words {}", words.0.join(" ")),
        (None, None) => "none".to_string(),
    }
}

/// The declaration every binary that prints moves writes once, on a line of its own.
const DECLARED: &[u8] = b"pub const NOTATION: ";

/// Whether `source` holds `text` at `at`.
const fn holds(source: &[u8], at: usize, text: &[u8]) -> bool {
    let mut i = 0;
    while i < text.len() {
        if at + i >= source.len() || source[at + i] != text[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Where the rest of `source`'s one line that begins with `DECLARED` starts: `None` where no
/// line or two lines begin so (a comment, `// pub const ...`, begins otherwise; a binary with
/// two would not compile).
const fn declaration(source: &[u8]) -> Option<usize> {
    let (mut line, mut found) = (0, None);
    while line < source.len() {
        if holds(source, line, DECLARED) {
            if found.is_some() {
                return None;
            }
            found = Some(line + DECLARED.len());
        }
        while line < source.len() && source[line] != b'\n' {
            line += 1;
        }
        line += 1;
    }
    found
}

/// A binary's `NOTATION` of letters, `pub const NOTATION: Notation = Notation::blank(*b"....");`
/// (or `::tile`) on a line of its own, read from its source. A `const fn`, so that what the
/// library knows of a binary's letters is read while it compiles, from the line the binary
/// itself compiles: the library holds no copy of a binary.
pub const fn notation_declared(source: &str) -> Option<Notation> {
    let s = source.as_bytes();
    let at = match declaration(s) {
        Some(at) => at,
        None => return None,
    };
    let (blank, tile) = (b"Notation = Notation::blank(*b\"", b"Notation = Notation::tile(*b\"");
    let (at, tile_moves) = match (holds(s, at, blank), holds(s, at, tile)) {
        (true, _) => (at + blank.len(), false),
        (_, true) => (at + tile.len(), true),
        _ => return None,
    };
    if !holds(s, at + 4, b"\");") {
        return None;
    }
    let letters = [s[at], s[at + 1], s[at + 2], s[at + 3]];
    Some(if tile_moves { Notation::tile(letters) } else { Notation::blank(letters) })
}

/// A binary's `NOTATION` of words (`Words(["UP", "DOWN", "LEFT", "RIGHT"])`), as
/// `notation_declared` reads letters.
#[allow(clippy::incompatible_msrv)] // never pasted: `split_at` in a `const fn` is Rust 1.71's
pub const fn words_declared(source: &'static str) -> Option<Words> {
    let (s, opening) = (source.as_bytes(), b"Words = Words([");
    let mut at = match declaration(s) {
        Some(at) if holds(s, at, opening) => at + opening.len(),
        _ => return None,
    };
    let mut words = [""; 4];
    let mut k = 0;
    while k < 4 {
        // `"WORD"`, then `, ` before the next and `]);` after the last.
        if !holds(s, at, b"\"") {
            return None;
        }
        let mut end = at + 1;
        while end < s.len() && s[end] != b'"' && s[end] != b'\n' {
            end += 1;
        }
        let after: &[u8] = if k == 3 { b"\"]);" } else { b"\", " };
        if !holds(s, end, after) {
            return None;
        }
        words[k] = match std::str::from_utf8(s.split_at(end).0.split_at(at + 1).1) {
            Ok(word) => word,
            Err(_) => return None,
        };
        at = end + after.len();
        k += 1;
    }
    Some(Words(words))
}

/// The `NOTATION` of a binary that prints letters, for a `const` of the library or a checker:
/// `const NOTATION: Notation = notation_of(include_str!("../bin/poj1077.rs"));`. A binary that
/// declares none fails the build there.
pub const fn notation_of(source: &str) -> Notation {
    match notation_declared(source) {
        Some(notation) => notation,
        None => panic!(
            "the binary declares no `pub const NOTATION: Notation = Notation::blank(*b\"....\");` \
             (or `::tile`) on a line of its own, or two"
        ),
    }
}

/// The `NOTATION` of a binary that prints words, as `notation_of` reads letters.
pub const fn words_of(source: &'static str) -> Words {
    match words_declared(source) {
        Some(words) => words,
        None => panic!(
            "the binary declares no `pub const NOTATION: Words = Words([\"..\", ..]);` of four \
             words on a line of its own, or two"
        ),
    }
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
        ("estimate", estimate_now(problem).to_string()),
        ("variants", fits.join(" ")),
    ])
}
