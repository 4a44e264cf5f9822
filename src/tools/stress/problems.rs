// The registry: every judge problem, one block each, as the generator, the judge and the
// tests see it. scripts/stress, scripts/walk and the tests (tests/samples.rs, tests/binaries.rs)
// all read `PROBLEMS`; a new problem adds its block to `problems!` below, and nothing else.
// A block names the binary (src/bin/NAME.rs, whose `solve` gives stress its expected output),
// and says:
// - `check`: its special judge (src/checkers/NAME.rs) where many answers are right, else `None`;
// - `kind`: what its input holds, the cases stress may generate and how their text is laid out;
// - `any_whitespace`: whether the statement allows any whitespace between tokens;
// - `answer`: the expected output for a sample input, as the problem states it, built from what
//   an `Oracle` knows of the puzzle. The tests answer with their own brute force, never with
//   the kit's code, and compare every sample's .out with it.
use super::generate::{cells, grid_edges, numbers, random_graph, rows, Rng, FAR_GRAPH};
use super::Board;
use knights::{knight_item, knight_nearer, knight_sample_boards};
use large_boards::{
    anyboard_item, anyboard_nearer, first_blank, hackerrank_item, hackerrank_nearer, komal_item,
    komal_nearer, last_blank, mipt091_item, mipt091_nearer, poj3240_item, poj3240_nearer,
};
use prime_swaps::{h1_item, h1_nearer};
use rectangles::{
    aoj0121_item, aoj0121_nearer, boj34388_item, boj34388_nearer, boj9985_item, boj9985_nearer,
    indeednow_item, indeednow_nearer, npuzzle_item, npuzzle_nearer,
};
use slides_once::{yuki_item, yuki_nearer};

mod knights;
mod large_boards;
mod prime_swaps;
mod rectangles;
mod slides_once;

/// Each problem's binary, in a module of its own for its `solve`, then `PROBLEMS`.
macro_rules! problems {
    ($($name:ident { $($field:ident: $value:expr),* $(,)? })*) => {
        $(
            #[allow(dead_code)]
            pub mod $name {
                include!(concat!("../../bin/", stringify!($name), ".rs"));
                pub fn expected(input: &[u8]) -> Result<String, String> {
                    solve(input)
                }
            }
        )*
        pub const PROBLEMS: &[Problem] = &[
            $(Problem { name: stringify!($name), solve: $name::expected, $($field: $value),* }),*
        ];
    };
}

/// The names of some problems, as every script lists them: in byte order, space separated.
pub fn listed<'a>(problems: impl Iterator<Item = &'a Problem>) -> String {
    let mut names: Vec<&str> = problems.map(|problem| problem.name).collect();
    names.sort_unstable();
    names.join(" ")
}

/// A special judge, src/checkers/NAME.rs, as a `Checker`.
macro_rules! special_judge {
    ($name:ident) => {{
        #[allow(dead_code)]
        mod $name {
            include!(concat!("../../checkers/", stringify!($name), ".rs"));
            pub fn check(input: &str, actual: &str, expected: &str) -> super::Judged {
                judge(input, actual, expected)
            }
        }
        $name::check
    }};
}

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
    pub solve: fn(&[u8]) -> Result<String, String>,
    /// A special judge where many answers are right; else the text is compared.
    pub check: Option<Checker>,
    pub kind: Kind,
    /// The statement allows any whitespace between tokens (tabs, several spaces, CRLF).
    pub any_whitespace: bool,
    /// The judge's memory limit in MB, the default for `--memory-limit`, where it was recorded;
    /// `None` where it was not (the kit then applies `DEFAULT_MEMORY_MB`, and says so).
    pub memory_mb: Option<u32>,
    /// The expected output for a sample input (well formed), from what the oracle knows.
    pub answer: fn(&str, &mut dyn Oracle) -> String,
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

/// The boards of a well-formed sample input: its cells, nine at a time (`x`, `X` or `0` the
/// blank), after `skip` leading words (counts).
pub fn sample_boards(input: &str, skip: usize) -> Vec<Board> {
    let cells = input.split_whitespace().skip(skip).flat_map(str::bytes);
    let cells: Vec<u8> = cells.map(|c| if c == b'x' || c == b'X' { 0 } else { c - b'0' }).collect();
    cells.chunks(9).map(|c| c.try_into().expect("nine cells a board")).collect()
}

/// The whole numbers of a well-formed sample input, whatever separates them (`[[1,2,3],...]` too).
pub fn sample_numbers(input: &str) -> Vec<usize> {
    input.split(|c: char| !c.is_ascii_digit()).filter_map(|w| w.parse().ok()).collect()
}

/// POJ 1077's answer for one board: its path, smallest in u d l r order, or `unsolvable`.
fn eight_answer(oracle: &mut dyn Oracle, board: &Board) -> String {
    oracle.path(board, &CORNER, b"udlr").unwrap_or_else(|| "unsolvable".into())
}

pub const CORNER: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];
pub const CENTRE: Board = [1, 2, 3, 8, 0, 4, 7, 6, 5];

/// POJ 2893's and HDU 3600's input: each grid after its sides (`M N`, or only `N` where it is
/// `square`), then a case of zeros.
fn grids_text(grids: &[Grid], square: bool) -> String {
    let sides = |r: usize, c: usize| if square { format!("{r}\n") } else { format!("{r} {c}\n") };
    let each = grids.iter().map(|(r, c, grid)| sides(*r, *c) + &numbers(grid, *c));
    each.collect::<String>() + &sides(0, 0)
}

/// Their expected output: `YES` or `NO` for each grid, as the oracle finds it.
fn reachable_answers(input: &str, oracle: &mut dyn Oracle, square: bool) -> String {
    let (numbers, mut at, mut out) = (sample_numbers(input), 0, String::new());
    let header = if square { 1 } else { 2 };
    while at + header <= numbers.len() && numbers[at..at + header].iter().any(|&n| n != 0) {
        let (rows, cols) = (numbers[at], numbers[at + header - 1]);
        let grid = &numbers[at + header..at + header + rows * cols];
        out += if oracle.reaches(rows, cols, grid) { "YES\n" } else { "NO\n" };
        at += header + rows * cols;
    }
    out
}

/// The textbook's input, for both its problems: a start grid and a goal grid, `0` the blank.
pub const TWO_GRIDS: Kind = Kind::Boards {
    goal: None,
    solvable_only: false,
    most: 1,
    render: |pairs| rows(&pairs[0].0, '0') + &rows(&pairs[0].1, '0'),
};

problems! {
    poj1077 {
        check: Some(special_judge!(poj1077)),
        kind: Kind::Boards {
            goal: Some(CORNER),
            solvable_only: false,
            most: 50,
            render: |pairs| pairs.iter().map(|(s, _)| cells(s, " ", 'x') + "\n").collect(),
        },
        any_whitespace: true,
        memory_mb: Some(32), // HDU 1043: 32 MB, the least of the judges it serves (POJ 1077: 64 MB)
        answer: |input, oracle| {
            let boards = sample_boards(input, 0);
            boards.iter().map(|b| eight_answer(oracle, b) + "\n").collect()
        },
    }
    wikioi1225 {
        check: None,
        kind: Kind::Boards {
            goal: Some(CENTRE),
            solvable_only: true,
            most: 1,
            render: |pairs| cells(&pairs[0].0, "", '0') + "\n",
        },
        any_whitespace: false,
        memory_mb: None, // not recorded
        answer: |input, oracle| {
            let d = oracle.distance(&sample_boards(input, 0)[0], &CENTRE);
            format!("{}\n", d.map_or(-1, i64::from))
        },
    }
    textbook {
        check: None,
        kind: TWO_GRIDS,
        any_whitespace: true,
        memory_mb: None, // not recorded
        answer: |input, oracle| {
            let b = sample_boards(input, 0);
            oracle.distance(&b[0], &b[1]).map_or("Impossible".into(), |d| d.to_string()) + "\n"
        },
    }
    textbook_path {
        check: None,
        kind: TWO_GRIDS,
        any_whitespace: true,
        memory_mb: None, // not recorded
        answer: |input, oracle| {
            let b = sample_boards(input, 0);
            let grid = |g: &Board| -> String {
                let row = |r: &[u8]| r.iter().map(|t| format!("{t} ")).collect::<String>() + "\n";
                g.chunks(3).map(row).collect()
            };
            let mut out = format!("Start:\n{}Goal:\n{}\n", grid(&b[0]), grid(&b[1]));
            match oracle.path(&b[0], &b[1], b"udlr") {
                None => out += "There is no way to achieve our goal!\n",
                Some(path) => {
                    let n = path.len();
                    out += &format!("The smallest number of steps is {n}. And we can go as follows!\n");
                    let mut at = b[0];
                    for (k, letter) in path.bytes().enumerate() {
                        at = oracle.step(&at, letter);
                        out += &format!("Step {}\n{}", k + 1, grid(&at));
                    }
                }
            }
            out
        },
    }
    hdu3567 {
        check: None,
        kind: Kind::Boards {
            goal: None,
            solvable_only: true,
            most: 200,
            render: |pairs| {
                let each = pairs.iter().map(|(s, g)| cells(s, "", 'X') + "\n" + &cells(g, "", 'X'));
                format!("{}\n{}\n", pairs.len(), each.collect::<Vec<_>>().join("\n"))
            },
        },
        any_whitespace: true,
        memory_mb: None, // not recorded
        answer: |input, oracle| {
            let pairs = sample_boards(input, 1);
            let case = |(k, pair): (usize, &[Board])| {
                let path = oracle.path(&pair[0], &pair[1], b"dlru").expect("HDU's goals are reachable");
                format!("Case {}: {}\n{path}\n", k + 1, path.len())
            };
            pairs.chunks(2).enumerate().map(case).collect()
        },
    }
    acwing845 {
        check: None,
        kind: Kind::Boards {
            goal: Some(CORNER),
            solvable_only: false,
            most: 1,
            render: |pairs| cells(&pairs[0].0, " ", 'x') + "\n",
        },
        any_whitespace: true,
        memory_mb: Some(32), // Baekjoon 1525: 32 MB
        answer: |input, oracle| {
            let d = oracle.distance(&sample_boards(input, 0)[0], &CORNER);
            format!("{}\n", d.map_or(-1, i64::from))
        },
    }
    uva652 {
        check: Some(special_judge!(uva652)),
        kind: Kind::Boards {
            goal: Some(CORNER),
            solvable_only: false,
            most: 50,
            render: |pairs| {
                let each = pairs.iter().map(|(s, _)| cells(s, " ", 'x') + "\n");
                format!("{}\n\n{}", pairs.len(), each.collect::<Vec<_>>().join("\n"))
            },
        },
        any_whitespace: true,
        memory_mb: None, // not recorded
        answer: |input, oracle| {
            let boards = sample_boards(input, 1);
            boards.iter().map(|b| eight_answer(oracle, b) + "\n").collect::<Vec<_>>().join("\n")
        },
    }
    lightoj1139 {
        check: None,
        kind: Kind::Boards {
            goal: Some(CORNER),
            solvable_only: false,
            most: 1000,
            render: |pairs| {
                let each: String =
                    pairs.iter().map(|(s, _)| "\n".to_string() + &rows(s, '0')).collect();
                format!("{}\n{each}", pairs.len())
            },
        },
        any_whitespace: true,
        memory_mb: Some(64), // LightOJ 1139: 64 MB on its page today (32 MB on an older copy)
        answer: |input, oracle| {
            let case = |(k, b): (usize, &Board)| match oracle.distance(b, &CORNER) {
                Some(d) => format!("Case {}: {d}\n", k + 1),
                None => format!("Case {}: impossible\n", k + 1),
            };
            sample_boards(input, 1).iter().enumerate().map(case).collect()
        },
    }
    abc224d {
        check: None,
        kind: Kind::Tokens {
            cells: 9,
            sliding: true,
            graph: |level, rng| match level {
                3 => [grid_edges(3, 3), FAR_GRAPH.to_vec()][rng.below(2)].clone(),
                0..=2 => random_graph(8 + rng.below(9), rng),
                _ => random_graph(rng.below(37), rng),
            },
            goal: &[1, 2, 3, 4, 5, 6, 7, 8, 0],
            render: |edges, tokens| {
                let listed: String =
                    edges.iter().map(|(a, b)| format!("{} {}\n", a + 1, b + 1)).collect();
                let place = |piece| tokens.iter().position(|&t| t == piece).unwrap_or(0) + 1;
                let pieces: Vec<String> = (1..9).map(|piece| place(piece).to_string()).collect();
                format!("{}\n{listed}{}\n", edges.len(), pieces.join(" "))
            },
        },
        any_whitespace: true,
        memory_mb: Some(1024), // AtCoder ABC 224 D: 1024 MB
        answer: |input, oracle| {
            let n = sample_numbers(input);
            let m = n[0];
            let edges: Edges = (0..m).map(|k| (n[1 + 2 * k] - 1, n[2 + 2 * k] - 1)).collect();
            let mut start = vec![0u8; 9];
            for (piece, &vertex) in n[1 + 2 * m..].iter().enumerate() {
                start[vertex - 1] = piece as u8 + 1;
            }
            let d = oracle.graph_distance(&edges, true, &start, &[1, 2, 3, 4, 5, 6, 7, 8, 0]);
            format!("{}\n", d.map_or(-1, |d| d as i64))
        },
    }
    cses1670 {
        check: None,
        kind: Kind::Tokens {
            cells: 9,
            sliding: false,
            graph: |_, _| grid_edges(3, 3),
            goal: &[0, 1, 2, 3, 4, 5, 6, 7, 8],
            render: |_, tokens| {
                let row =
                    |r: &[u8]| r.iter().map(|t| (t + 1).to_string()).collect::<Vec<_>>().join(" ");
                tokens.chunks(3).map(|r| row(r) + "\n").collect()
            },
        },
        any_whitespace: true,
        memory_mb: Some(512), // CSES 1670: 512 MB
        answer: |input, oracle| {
            let start: Vec<u8> = sample_numbers(input).iter().map(|&n| n as u8 - 1).collect();
            let goal = [0, 1, 2, 3, 4, 5, 6, 7, 8];
            let d = oracle.graph_distance(&grid_edges(3, 3), false, &start, &goal);
            format!("{}\n", d.map_or(-1, |d| d as i64))
        },
    }
    leetcode773 {
        check: None,
        kind: Kind::Tokens {
            cells: 6,
            sliding: true,
            graph: |_, _| grid_edges(3, 2),
            goal: &[1, 2, 3, 4, 5, 0],
            render: |_, t| format!("[[{},{},{}],[{},{},{}]]\n", t[0], t[1], t[2], t[3], t[4], t[5]),
        },
        any_whitespace: false,
        memory_mb: None, // not recorded
        answer: |input, oracle| {
            let start: Vec<u8> = sample_numbers(input).iter().map(|&n| n as u8).collect();
            let d = oracle.graph_distance(&grid_edges(3, 2), true, &start, &[1, 2, 3, 4, 5, 0]);
            format!("{}\n", d.map_or(-1, |d| d as i64))
        },
    }
    aoj_alds1_13_c {
        check: None,
        kind: Kind::Fifteen {
            solvable_only: true,
            most: 1,
            render: |boards| numbers(&boards[0], 4),
        },
        any_whitespace: true,
        memory_mb: None, // not recorded
        answer: |input, oracle| format!("{}\n", oracle.fifteen_distance(&sample_numbers(input))),
    }
    uva10181 {
        check: Some(special_judge!(uva10181)),
        kind: Kind::Fifteen {
            solvable_only: false,
            most: 20,
            render: |boards| {
                let each: String = boards.iter().map(|b| numbers(b, 4)).collect();
                format!("{}\n{each}", boards.len())
            },
        },
        any_whitespace: true,
        memory_mb: None, // not recorded
        answer: |input, oracle| {
            let numbers = sample_numbers(input);
            let answer = |grid: &[usize]| match oracle.reaches(4, 4, grid) {
                true => oracle.fifteen_path(grid, b"LRUD") + "\n",
                false => "This puzzle is not solvable.\n".to_string(),
            };
            numbers[1..].chunks(16).map(answer).collect()
        },
    }
    poj2893 {
        check: None,
        kind: Kind::Grids { most_side: 999, square: false, render: |grids| grids_text(grids, false) },
        any_whitespace: true,
        memory_mb: Some(128), // POJ 2893: 128 MB
        answer: |input, oracle| reachable_answers(input, oracle, false),
    }
    hdu3600 {
        check: None,
        kind: Kind::Grids { most_side: 300, square: true, render: |grids| grids_text(grids, true) },
        any_whitespace: true,
        memory_mb: Some(32), // HDU 3600: 32 MB (65,536 KB for Java)
        answer: |input, oracle| reachable_answers(input, oracle, true),
    }
    poj3240 {
        check: Some(special_judge!(poj3240)),
        kind: Kind::Own {
            most: 1,
            item: poj3240_item,
            render: |items| items.concat(),
            nearer: poj3240_nearer,
        },
        any_whitespace: true,
        memory_mb: None, // not recorded
        answer: |input, oracle| {
            let n = sample_numbers(input);
            let path = oracle.grid_path(n[0], &n[1..], &last_blank(n[0] * n[0]), b"LURD");
            path.unwrap_or_else(|| "No Answer!".into()) + "\n"
        },
    }
    mipt091 {
        check: Some(special_judge!(mipt091)),
        kind: Kind::Own {
            most: 1,
            item: mipt091_item,
            render: |items| items.concat(),
            nearer: mipt091_nearer,
        },
        any_whitespace: true,
        memory_mb: Some(32), // acm.mipt.ru 091: 33,000 KB
        answer: |input, oracle| {
            match oracle.grid_path(4, &sample_numbers(input), &last_blank(16), b"UDLR") {
                Some(path) if path.is_empty() => "YES\n".into(), // as the published sample
                Some(path) => format!("YES\n{}\n", path.to_lowercase()),
                None => "NO\n".into(),
            }
        },
    }
    hackerrank_npuzzle {
        check: Some(special_judge!(hackerrank_npuzzle)),
        kind: Kind::Own {
            most: 1,
            item: hackerrank_item,
            render: |items| items.concat(),
            nearer: hackerrank_nearer,
        },
        any_whitespace: true,
        memory_mb: None, // not recorded
        answer: |input, oracle| {
            let n = sample_numbers(input);
            let path = oracle.grid_path(n[0], &n[1..], &first_blank(n[0] * n[0]), b"UDLR");
            let path = path.expect("the samples' boards reach the goal");
            let word = |m: char| ["UP\n", "DOWN\n", "LEFT\n", "RIGHT\n"]["UDLR".find(m).unwrap_or(3)];
            format!("{}\n", path.len()) + &path.chars().map(word).collect::<String>()
        },
    }
    komal_i265 {
        check: Some(special_judge!(komal_i265)),
        kind: Kind::Own {
            most: 1,
            item: komal_item,
            render: |items| items.concat(),
            nearer: komal_nearer,
        },
        any_whitespace: true,
        memory_mb: None, // not recorded
        answer: |input, oracle| {
            let n = sample_numbers(input);
            let (rows, cols) = (n[0], n[1]);
            match oracle.grid_path(cols, &n[2..], &last_blank(rows * cols), b"UDLR") {
                // where the tile comes from: above (F), below (L), left (B), right (J)
                Some(path) => {
                    let letter = |m| match m {
                        'U' => 'F',
                        'D' => 'L',
                        'L' => 'B',
                        _ => 'J',
                    };
                    format!("{}\n{}\n", path.len(), path.chars().map(letter).collect::<String>())
                }
                None => "-1\n".into(),
            }
        },
    }
    indeednow_d {
        check: None,
        kind: Kind::Own {
            most: 1,
            item: indeednow_item,
            render: |items| items.concat(),
            nearer: indeednow_nearer,
        },
        any_whitespace: true,
        memory_mb: None, // not recorded
        answer: |input, oracle| {
            let n = sample_numbers(input);
            let (h, w) = (n[0], n[1]);
            let start: Vec<u8> = n[2..2 + h * w].iter().map(|&t| t as u8).collect();
            let goal: Vec<u8> = (1..(h * w) as u8).chain([0]).collect();
            let d = oracle.grid_moves(w, &start, &goal, 24).expect("the judge promises 24 at most");
            format!("{d}\n")
        },
    }
    boj9985 {
        check: None,
        kind: Kind::Own {
            most: 10,
            item: boj9985_item,
            render: |items| items.concat(),
            nearer: boj9985_nearer,
        },
        any_whitespace: true,
        memory_mb: Some(128), // Baekjoon 9985: 128 MB
        answer: |input, oracle| {
            let words: Vec<&str> = input.split_whitespace().collect();
            let cell = |w: &&str| if *w == "X" { 0 } else { w.parse::<u8>().expect("a tile") };
            let (mut at, mut sets) = (0, Vec::new());
            while at < words.len() {
                let number = |k: usize| words[at + k].parse::<usize>().expect("D and N");
                let (d, n) = (number(1), number(2));
                let board = |from: usize| words[from..from + d * d].iter().map(cell).collect();
                let (start, goal): (Vec<u8>, Vec<u8>) = (board(at + 3), board(at + 3 + d * d));
                sets.push(match oracle.grid_moves(d, &start, &goal, n) {
                    Some(k) => format!("SOLVABLE WITHIN {k} MOVES\n"),
                    None => format!("NOT SOLVABLE WITHIN {n} MOVES\n"),
                });
                at += 4 + 2 * d * d;
            }
            sets.join("\n") // the statement: a single blank line between output sets
        },
    }
    aoj0121 {
        check: None,
        kind: Kind::Own {
            most: 1000,
            item: aoj0121_item,
            render: |items| items.iter().map(|line| line.clone() + "\n").collect(),
            nearer: aoj0121_nearer,
        },
        any_whitespace: true,
        memory_mb: Some(64), // AOJ 0121: 64 MB
        answer: |input, oracle| {
            let cards: Vec<u8> = sample_numbers(input).iter().map(|&c| c as u8).collect();
            let goal = [0, 1, 2, 3, 4, 5, 6, 7];
            let each = cards.chunks(8).map(|board| oracle.grid_moves(4, board, &goal, usize::MAX));
            each.map(|d| format!("{}\n", d.expect("every start reaches the goal"))).collect()
        },
    }
    boj34388 {
        check: None,
        kind: Kind::Own {
            most: 1,
            item: boj34388_item,
            render: |items| items.concat(),
            nearer: boj34388_nearer,
        },
        any_whitespace: false,
        memory_mb: None, // not recorded
        answer: |input, oracle| {
            let cells = input.bytes().filter(|c| !c.is_ascii_whitespace());
            let board: Vec<u8> = cells.map(|c| if c == b'-' { 0 } else { c - b'0' }).collect();
            let d = oracle.grid_moves(2, &board, &[1, 2, 3, 0], usize::MAX);
            format!("{}\n", d.expect("the judge promises a solvable board"))
        },
    }
    npuzzle {
        check: None,
        kind: Kind::Own {
            most: 1,
            item: npuzzle_item,
            render: |items| items.concat(),
            nearer: npuzzle_nearer,
        },
        any_whitespace: false,
        memory_mb: Some(32), // Kattis npuzzle: 32 MB
        // The scatter is its own definition: each letter's rows plus columns from its cell
        // to its place in `ABCD/EFGH/IJKL/MNO.`, summed (no oracle needed).
        answer: |input, _| {
            let cells = input.bytes().filter(|c| !c.is_ascii_whitespace());
            let placed = cells.enumerate().filter(|&(_, c)| c != b'.');
            let far = |(cell, c): (usize, u8)| {
                let home = (c - b'A') as usize;
                (cell / 4).abs_diff(home / 4) + (cell % 4).abs_diff(home % 4)
            };
            format!("{}\n", placed.map(far).sum::<usize>())
        },
    }
    luogu2324 {
        check: None,
        kind: Kind::Own {
            most: 10,
            item: |level, rng| knight_item(level, 15, '*', rng),
            render: |items| format!("{}\n{}", items.len(), items.concat()),
            nearer: |text| knight_nearer(text, 15, '*'),
        },
        any_whitespace: true,
        memory_mb: None, // not recorded
        answer: |input, oracle| {
            let boards = knight_sample_boards(input, false);
            let answer = |b: &String| match oracle.knight_moves(b, 15) {
                Some(d) => format!("{d}\n"),
                None => "-1\n".to_string(),
            };
            boards.iter().map(answer).collect()
        },
    }
    knightsfen {
        check: None,
        kind: Kind::Own {
            most: 13,
            item: |level, rng| knight_item(level, 10, ' ', rng),
            render: |items| format!("{}\n{}", items.len(), items.concat()),
            nearer: |text| knight_nearer(text, 10, ' '),
        },
        any_whitespace: false,
        memory_mb: None, // not recorded
        answer: |input, oracle| {
            let answer = |b: &String| match oracle.knight_moves(b, 10) {
                Some(d) => format!("Solvable in {d} move(s).\n"),
                None => "Unsolvable in less than 11 move(s).\n".to_string(),
            };
            knight_sample_boards(input, true).iter().map(answer).collect()
        },
    }
    yukicoder228 {
        check: None,
        kind: Kind::Own {
            most: 1,
            item: yuki_item,
            render: |items| items.concat(),
            nearer: yuki_nearer,
        },
        any_whitespace: true,
        memory_mb: None, // not recorded
        answer: |input, oracle| {
            let reached = oracle.slides_once_reaches(&sample_numbers(input));
            if reached { "Yes\n" } else { "No\n" }.to_string()
        },
    }
    codechef_h1 {
        check: None,
        kind: Kind::Own {
            most: 50,
            item: h1_item,
            render: |items| format!("{}\n{}", items.len(), items.concat()),
            nearer: h1_nearer,
        },
        any_whitespace: true,
        memory_mb: None, // not recorded
        answer: |input, oracle| {
            let numbers = sample_numbers(input);
            let each = numbers[1..].chunks(9).map(|tiles| oracle.prime_swaps(tiles));
            each.map(|d| format!("{}\n", d.map_or(-1, |d| d as i64))).collect()
        },
    }
    anyboard {
        check: Some(special_judge!(anyboard)),
        kind: Kind::Own {
            most: 1,
            item: anyboard_item,
            render: |items| items.concat(),
            nearer: anyboard_nearer,
        },
        any_whitespace: true,
        memory_mb: None, // a practice problem: no judge
        answer: |input, oracle| {
            let n = sample_numbers(input);
            let cells = n[0] * n[1];
            let start = &n[2..2 + cells];
            let goal = match n.len() > 2 + cells {
                true => n[2 + cells..2 + 2 * cells].to_vec(),
                false => last_blank(cells),
            };
            let path = oracle.grid_path(n[1], start, &goal, b"UDLR");
            path.unwrap_or_else(|| "unsolvable".into()) + "\n"
        },
    }
}
