// What the registry says of a problem: the `Problem` record every script and test reads, the
// kinds of input stress generates and shrinks (`Kind`, `Case`), the questions a sample's answer
// is made of (`Oracle`), the two macros a family file writes its blocks with, and the kit's
// answer: what its built binary prints.

/// A family file's problems: each block as a `Problem`, its binary's source embedded (facts.rs
/// reads its declarations). No binary is compiled here: the kit's answer to an input is what
/// the built binary prints (`built_answer` runs it).
macro_rules! problems {
    ($($name:ident { $($field:ident: $value:expr),* $(,)? })*) => {
        pub const PROBLEMS: &[Problem] = &[
            $(Problem {
                name: stringify!($name),
                source: std::include_str!(concat!("../bin/", stringify!($name), ".rs")),
                $($field: $value),*
            }),*
        ];
    };
}

/// A special judge, src/checkers/NAME.rs, as a `Checker`.
macro_rules! special_judge {
    ($name:ident) => {{
        #[allow(dead_code, unused_imports)]
        mod $name {
            std::include!(concat!("../checkers/", stringify!($name), ".rs"));
            pub fn check(input: &str, actual: &str, expected: &str) -> super::Judged {
                judge(input, actual, expected)
            }
        }
        $name::check
    }};
}

use super::judges::{Judge, OnJudge};
use super::text::{Board, Rng};

pub type Pair = (Board, Board); // a start and its goal
pub type Edges = Vec<(usize, usize)>;
/// Rows, columns and the grid's numbers, row by row (0 the blank).
pub type Grid = (usize, usize, Vec<usize>);
/// A special judge: input, actual and expected output; notes on an accepted answer, or why not.
pub type Checker = fn(&str, &str, &str) -> Judged;
pub type Judged = Result<Vec<String>, String>;

/// The memory limit applied where the judge's was not recorded: a common one.
pub const DEFAULT_MEMORY_MB: u32 = 256;

/// A problem as the generator, the judge and the tests see it.
pub struct Problem {
    pub name: &'static str,
    /// Its binary's source, for the facts read from it (facts.rs: how a variant switches it).
    pub source: &'static str,
    /// The judges that set it, each with the problem's name there (none for practice).
    pub judges: &'static [OnJudge],
    /// A special judge where many answers are right; else the text is compared.
    pub check: Option<Checker>,
    pub kind: Kind,
    /// The statement allows any whitespace between tokens (tabs, several spaces, CRLF).
    pub any_whitespace: bool,
    /// Each judge's memory limit in MB, where it was recorded (`memory_limit` picks one).
    pub memory: &'static [(Judge, u32)],
    /// The expected output for a sample input (well formed), from what the oracle knows.
    pub answer: fn(&str, &mut dyn Oracle) -> String,
    /// How scripts/walk plays the first case of an input (well formed: the binary accepted
    /// it): its puzzle, start, goal, notation and the kit's way to solve it, from its family's
    /// helper in puzzle.rs.
    pub walk: fn(&str) -> Result<super::puzzle::Walk, String>,
}

/// Whether `given` names `judge`, as a user types it: any case, letters and digits only
/// (`baekjoon`, `acmmiptru`).
pub fn names_judge(given: &str, judge: &Judge) -> bool {
    let plain = |name: &str| -> String {
        name.chars().filter(|c| c.is_alphanumeric()).flat_map(char::to_lowercase).collect()
    };
    plain(given) == plain(judge.name)
}

impl Problem {
    /// The memory limit a run is held to, in MB, and whose it is in words (`Baekjoon 1525's 32
    /// MiB limit`): `judge`'s own (a name as `names_judge` reads it), or with none given the
    /// least its judges record, which each of them accepts; the kit's `DEFAULT_MEMORY_MB` where
    /// none is recorded, saying so. Err (one line) when `judge` does not set this problem.
    pub fn memory_limit(&self, judge: Option<&str>) -> Result<(u32, String), String> {
        let on = |judge: &Judge| {
            let number = self.judges.iter().find(|(j, _)| j.name == judge.name);
            format!("{} {}", judge.name, number.map_or("", |(_, n)| n))
        };
        let default = DEFAULT_MEMORY_MB;
        match judge {
            Some(given) => {
                let found = self.judges.iter().find(|(j, _)| names_judge(given, j));
                let names: Vec<&str> = self.judges.iter().map(|(j, _)| j.name).collect();
                let judge = match (found, names.is_empty()) {
                    (Some((judge, _)), _) => judge,
                    (None, true) => {
                        return Err(format!("--judge {given}: {} is set by no judge", self.name))
                    }
                    (None, false) => {
                        let names = names.join(", ");
                        return Err(format!("--judge {given}: {} is set by {names} only", self.name));
                    }
                };
                Ok(match self.memory.iter().find(|(j, _)| j.name == judge.name) {
                    Some(&(_, mb)) => (mb, format!("{}'s {mb} MiB limit", on(judge))),
                    None => (
                        default,
                        format!("the kit's default {default} MiB limit ({}'s is not recorded)", on(judge)),
                    ),
                })
            }
            None => Ok(match self.memory.iter().min_by_key(|(_, mb)| *mb) {
                Some(&(judge, mb)) if self.judges.len() > 1 => (
                    mb,
                    format!(
                        "{}'s {mb} MiB limit, the least of its judges' (--judge NAME for another's)",
                        on(&judge)
                    ),
                ),
                Some(&(judge, mb)) => (mb, format!("{}'s {mb} MiB limit", on(&judge))),
                None => (default, format!("the kit's default {default} MiB limit (the judge's is not recorded)")),
            }),
        }
    }
}

/// What the puzzles' answers are made of. The tests implement it by brute force, so that a
/// sample's expected output never comes from the code under test.
pub trait Oracle {
    /// The least moves from `start` to `goal` on the 3 x 3 board, if it can be reached.
    fn distance(&mut self, start: &Board, goal: &Board) -> Option<u8>;
    /// The shortest path smallest in the tie order `order` (letters u d l r: the blank's way).
    fn path(&mut self, start: &Board, goal: &Board, order: &[u8]) -> Option<String>;
    /// The board after one legal move.
    fn step(&mut self, board: &Board, letter: u8) -> Board;
    /// The least moves between two arrangements of tokens on a graph (`sliding`: with a blank).
    fn graph_distance(
        &mut self,
        edges: &[(usize, usize)],
        sliding: bool,
        start: &[u8],
        goal: &[u8],
    ) -> Option<usize>;
    /// Whether a rows x cols grid reaches the ordered goal, blank last.
    fn reaches(&mut self, rows: usize, cols: usize, grid: &[usize]) -> bool;
    /// The least moves of a fifteen-puzzle board (1 ... 15, blank last).
    fn fifteen_distance(&mut self, grid: &[usize]) -> usize;
    /// Its shortest path smallest in `order` (letters L R U D: the way a tile moves).
    fn fifteen_path(&mut self, grid: &[usize], order: &[u8]) -> String;
    /// The least moves from `start` to `goal`, boards of a grid `cols` wide (row by row, 0 the
    /// blank), if at most `limit` (`None` also when the goal cannot be reached at all).
    fn grid_moves(&mut self, cols: usize, start: &[u8], goal: &[u8], limit: usize)
        -> Option<usize>;
    /// The shortest path of the blank (letters U D L R) from `start` to `goal`, boards of a
    /// grid `cols` wide (row by row, 0 the blank), that is smallest in the tie order `order`;
    /// `None` when the goal cannot be reached.
    fn grid_path(
        &mut self,
        cols: usize,
        start: &[usize],
        goal: &[usize],
        order: &[u8],
    ) -> Option<String>;
    /// The least moves of a knight board (25 squares row by row: `1` black, `0` white, `*` the
    /// empty square) to the knight puzzle's goal, if at most `most` (15 at most).
    fn knight_moves(&mut self, board: &str, most: usize) -> Option<usize>;
    /// Whether a fifteen-puzzle board (row by row, 0 the blank) is reached from the solved one
    /// (1 ... 15, the blank last) when no tile may slide twice.
    fn slides_once_reaches(&mut self, grid: &[usize]) -> bool;
    /// The least swaps of side-by-side tiles whose sum is prime that sort a 3 x 3 grid of the
    /// tiles 1 to 9 (row by row), if it can be sorted.
    fn prime_swaps(&mut self, tiles: &[usize]) -> Option<usize>;
    /// Codeforces 1280F: an answer for the 2 x (2k + 1) grid `cells` (row by row, 0 the empty
    /// cell), its lines after `SURGERY COMPLETE` to `DONE` (that line too), or `None` when it
    /// cannot be healed.
    fn surgery(&mut self, k: usize, cells: &[usize]) -> Option<String>;
    /// The Codewars kata: the tiles slid into the blank, in order, that solve the n x n board
    /// `cells` (row by row, 0 the blank; 1 ... n² - 1 with the blank last), or `None`.
    fn tile_slides(&mut self, n: usize, cells: &[usize]) -> Option<Vec<usize>>;
    /// A family of its own (`Kind::Own`) whose answer no question above makes: problem
    /// `name`'s expected output for `input`, written whole by the tests' brute force for it
    /// (leetcode2459, abc336f). A new family asks this one, and the compiler asks nothing more.
    fn whole_answer(&mut self, name: &str, input: &str) -> String;
}

/// What a problem's input holds.
pub enum Kind {
    /// Eight-puzzle boards: the goal (`None`: each case gives its own), whether the judge
    /// promises a solvable start, the most cases one input may hold, and the input text.
    Boards { goal: Option<Board>, solvable_only: bool, most: usize, render: fn(&[Pair]) -> String },
    /// Tokens on a graph of `cells` cells (`sliding`: moves swap with the blank, token 0): the
    /// graph of a case at a difficulty level, the goal, and the input text.
    Tokens {
        cells: usize,
        sliding: bool,
        graph: fn(usize, &mut Rng) -> Edges,
        goal: &'static [u8],
        render: fn(&Edges, &[u8]) -> String,
    },
    /// Fifteen-puzzle boards (goal 1 ... 15, blank last): whether the judge promises a
    /// solvable start, the most boards one input may hold, and the input text.
    Fifteen { solvable_only: bool, most: usize, render: fn(&[Vec<usize>]) -> String },
    /// Grids of any size, rows and columns up to `most_side` (`square`: as many rows as
    /// columns), and the input text.
    Grids { most_side: usize, square: bool, render: fn(&[Grid]) -> String },
    /// Any other puzzle, described by its block alone: `item` writes one case's text at a level
    /// (0 to 5, easy to hard), one input holds at most `most` of them, `render` lays them out
    /// as the input, and `nearer` gives a case's text one step nearer its goal, every way that
    /// can be done (for shrinking; none where there is no such step).
    Own {
        most: usize,
        item: fn(usize, &mut Rng) -> String,
        render: fn(&[String]) -> String,
        nearer: fn(&str) -> Vec<String>,
    },
}

/// One input's cases, as generated: board pairs, or a graph and an arrangement on it.
#[derive(Clone)]
pub enum Case {
    Boards(Vec<Pair>),
    Tokens(Edges, Vec<u8>),
    Fifteen(Vec<Vec<usize>>),
    Grids(Vec<Grid>),
    /// The cases' texts, for `Kind::Own`.
    Own(Vec<String>),
}

/// The kit's built binary `name`: beside the running program, or beside its folder for a test
/// or bench (in `deps/`) and a tool (in `examples/`), where cargo puts them. Err names the build
/// to run where it is not there.
pub fn built_binary(name: &str) -> Result<std::path::PathBuf, String> {
    let exe = std::env::current_exe().map_err(|e| format!("the running program's path: {e}"))?;
    let mut dir = exe.parent().ok_or("the running program has no folder")?;
    if dir.ends_with("deps") || dir.ends_with("examples") {
        dir = dir.parent().unwrap_or(dir);
    }
    let path = dir.join(name);
    let release = if dir.ends_with("debug") { "" } else { " --release" };
    match path.is_file() {
        true => Ok(path),
        false => Err(format!(
            "the kit's {name} is not built ({}): cargo build{release} --bin {name}",
            path.display()
        )),
    }
}

/// The kit's answer to `input`: what its built binary `name` prints, or (the inner Err) the
/// line it refuses the input with, without its `error: `. The library compiles no copy of a
/// binary, so this is the binary's answer by construction. The outer Err: the binary is not
/// built, or failed otherwise than by refusing (its status and its first line).
pub fn built_answer(name: &str, input: &[u8]) -> Result<Result<String, String>, String> {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let path = built_binary(name)?;
    let mut child = Command::new(&path)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("the kit's {name} cannot run ({}): {e}", path.display()))?;
    // Written beside the reading: a large input and a large answer would otherwise wait on
    // each other's full pipe.
    let mut stdin = child.stdin.take().ok_or("no pipe to the binary")?;
    let input = input.to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let output = child.wait_with_output().map_err(|e| format!("the kit's {name}: {e}"))?;
    let _ = writer.join(); // a binary that refuses its input may close its stdin early
    let stderr = String::from_utf8_lossy(&output.stderr);
    let first = stderr.lines().next().unwrap_or("").to_string();
    match (output.status.success(), String::from_utf8(output.stdout)) {
        (true, Ok(printed)) => Ok(Ok(printed)),
        (true, Err(_)) => Err(format!("the kit's {name} printed what is not UTF-8")),
        (false, _) => match first.strip_prefix("error: ") {
            Some(line) => Ok(Err(line.to_string())),
            None => Err(format!("the kit's {name} failed ({}): {first}", output.status)),
        },
    }
}
