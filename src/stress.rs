// Stress test for your own solution (std only): scripts/stress builds this and runs it.
//   stress NAME [--seed S] [--cases N] [--time-limit SECONDS] [--save DIR] -- COMMAND [ARGS...]
// Cases for problem NAME come from a seeded generator, hardest last. Each is judged by NAME's
// own rules: the expected output is what the kit's binary prints (its `solve`, run in process),
// compared as the judge compares, or by the problem's special judge. At the first failure the
// input is shrunk (fewer cases, then each board one move nearer its goal, while it still fails)
// and shown with the expected and actual output and why.
use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

include!("io.rs");
include!("core.rs");
include!("graph.rs");

// Each judge binary and special judge in a module of its own, for its `solve` and `judge`.
macro_rules! binaries {
    ($($name:ident),*) => {
        $(
            #[allow(dead_code)]
            mod $name {
                include!(concat!("bin/", stringify!($name), ".rs"));
                pub fn expected(input: &[u8]) -> Result<String, String> {
                    solve(input)
                }
            }
        )*
    };
}
binaries!(poj1077, wikioi1225, textbook, textbook_path, hdu3567, acwing845, uva652, lightoj1139);
binaries!(abc224d, cses1670, leetcode773);
binaries!(aoj_alds1_13_c, uva10181, poj2893);

/// The fifteen-puzzle core, for its rule and its searches.
#[allow(dead_code)]
mod fifteen {
    include!("io.rs");
    include!("fifteen.rs");
}

macro_rules! checkers {
    ($($module:ident: $file:literal),*) => {
        $(
            #[allow(dead_code)]
            mod $module {
                include!($file);
                pub fn check(input: &str, actual: &str, expected: &str) -> super::Judged {
                    judge(input, actual, expected)
                }
            }
        )*
    };
}
checkers!(check_poj1077: "checkers/poj1077.rs", check_uva652: "checkers/uva652.rs");
checkers!(check_uva10181: "checkers/uva10181.rs");

type Pair = (Board, Board); // a start and its goal
type Edges = Vec<(usize, usize)>;
/// A special judge: input, actual and expected output; notes on an accepted answer, or why not.
type Checker = fn(&str, &str, &str) -> Judged;
type Judged = Result<Vec<String>, String>;

/// A problem as the generator and the judge see it. A new problem adds a row to `PROBLEMS`.
struct Problem {
    name: &'static str,
    solve: fn(&[u8]) -> Result<String, String>,
    /// A special judge where many answers are right; else the text is compared.
    check: Option<Checker>,
    kind: Kind,
    /// The statement allows any whitespace between tokens (tabs, several spaces, CRLF).
    any_whitespace: bool,
}

/// What a problem's input holds.
enum Kind {
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
    /// Grids of any size, rows and columns up to `most_side`, as POJ 2893 gives them.
    Grids { most_side: usize },
}

/// One input's cases, as generated: board pairs, or a graph and an arrangement on it.
#[derive(Clone)]
enum Case {
    Boards(Vec<Pair>),
    Tokens(Edges, Vec<u8>),
    Fifteen(Vec<Vec<usize>>),
    /// Rows, columns and the grid's numbers, row by row.
    Grids(Vec<(usize, usize, Vec<usize>)>),
}

const CORNER: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];
const CENTRE: Board = [1, 2, 3, 8, 0, 4, 7, 6, 5];

/// The textbook's input, for both its problems: a start grid and a goal grid, `0` the blank.
const TWO_GRIDS: Kind = Kind::Boards {
    goal: None,
    solvable_only: false,
    most: 1,
    render: |pairs| rows(&pairs[0].0, '0') + &rows(&pairs[0].1, '0'),
};

const PROBLEMS: &[Problem] = &[
    Problem {
        name: "poj1077",
        solve: poj1077::expected,
        check: Some(check_poj1077::check),
        kind: Kind::Boards {
            goal: Some(CORNER),
            solvable_only: false,
            most: 50,
            render: |pairs| pairs.iter().map(|(s, _)| cells(s, " ", 'x') + "\n").collect(),
        },
        any_whitespace: true,
    },
    Problem {
        name: "wikioi1225",
        solve: wikioi1225::expected,
        check: None,
        kind: Kind::Boards {
            goal: Some(CENTRE),
            solvable_only: true,
            most: 1,
            render: |pairs| cells(&pairs[0].0, "", '0') + "\n",
        },
        any_whitespace: false,
    },
    Problem {
        name: "textbook",
        solve: textbook::expected,
        check: None,
        kind: TWO_GRIDS,
        any_whitespace: true,
    },
    Problem {
        name: "textbook_path",
        solve: textbook_path::expected,
        check: None,
        kind: TWO_GRIDS,
        any_whitespace: true,
    },
    Problem {
        name: "hdu3567",
        solve: hdu3567::expected,
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
    },
    Problem {
        name: "acwing845",
        solve: acwing845::expected,
        check: None,
        kind: Kind::Boards {
            goal: Some(CORNER),
            solvable_only: false,
            most: 1,
            render: |pairs| cells(&pairs[0].0, " ", 'x') + "\n",
        },
        any_whitespace: true,
    },
    Problem {
        name: "uva652",
        solve: uva652::expected,
        check: Some(check_uva652::check),
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
    },
    Problem {
        name: "lightoj1139",
        solve: lightoj1139::expected,
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
    },
    Problem {
        name: "abc224d",
        solve: abc224d::expected,
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
    },
    Problem {
        name: "cses1670",
        solve: cses1670::expected,
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
    },
    Problem {
        name: "leetcode773",
        solve: leetcode773::expected,
        check: None,
        kind: Kind::Tokens {
            cells: 6,
            sliding: true,
            graph: |_, _| grid_edges(3, 2),
            goal: &[1, 2, 3, 4, 5, 0],
            render: |_, t| format!("[[{},{},{}],[{},{},{}]]\n", t[0], t[1], t[2], t[3], t[4], t[5]),
        },
        any_whitespace: false,
    },
    Problem {
        name: "aoj_alds1_13_c",
        solve: aoj_alds1_13_c::expected,
        check: None,
        kind: Kind::Fifteen {
            solvable_only: true,
            most: 1,
            render: |boards| numbers(&boards[0], 4),
        },
        any_whitespace: true,
    },
    Problem {
        name: "uva10181",
        solve: uva10181::expected,
        check: Some(check_uva10181::check),
        kind: Kind::Fifteen {
            solvable_only: false,
            most: 20,
            render: |boards| {
                let each: String = boards.iter().map(|b| numbers(b, 4)).collect();
                format!("{}\n{each}", boards.len())
            },
        },
        any_whitespace: true,
    },
    Problem {
        name: "poj2893",
        solve: poj2893::expected,
        check: None,
        kind: Kind::Grids { most_side: 999 },
        any_whitespace: true,
    },
];

/// Numbers in rows `width` long.
fn numbers(grid: &[usize], width: usize) -> String {
    let row = |r: &[usize]| r.iter().map(usize::to_string).collect::<Vec<_>>().join(" ") + "\n";
    grid.chunks(width).map(row).collect()
}

/// `text` with its whitespace varied as the statement allows: a separator becomes several
/// spaces or a tab, a line end CRLF, and blank lines may appear.
fn oddly(text: &str, rng: &mut Rng) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    for c in text.chars() {
        match (c, rng.below(4)) {
            (' ', 0) => out.push_str("   "),
            (' ', 1) => out.push('\t'),
            ('\n', 0) => out.push_str("\r\n"),
            ('\n', 1) => out.push_str(" \n\n"),
            _ => out.push(c),
        }
    }
    out
}

/// Nine cells in a row, `between` them, the blank written `blank`.
fn cells(board: &Board, between: &str, blank: char) -> String {
    let cell = |&t: &u8| if t == 0 { blank.to_string() } else { t.to_string() };
    board.iter().map(cell).collect::<Vec<_>>().join(between)
}

/// Three rows of three numbers.
fn rows(board: &Board, blank: char) -> String {
    let cell = |&t: &u8| if t == 0 { blank.to_string() } else { t.to_string() };
    let row = |row: &[u8]| row.iter().map(cell).collect::<Vec<_>>().join(" ") + "\n";
    board.chunks(3).map(row).collect()
}

/// A fixed-seed generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 11) as usize % n
    }

    fn board(&mut self) -> Board {
        let mut b = [0, 1, 2, 3, 4, 5, 6, 7, 8];
        for i in (1..9).rev() {
            b.swap(i, self.below(i + 1));
        }
        b
    }

    /// `goal` after `moves` random moves of the blank (none undoing the last).
    fn walk(&mut self, goal: &Board, moves: usize) -> Board {
        let (mut board, mut last) = (*goal, 0);
        let mut made = 0;
        while made < moves {
            let letter = UDLR[self.below(4)];
            if let Some(next) = apply_move(&board, letter).filter(|_| letter != last) {
                board = next;
                last = match letter {
                    b'u' => b'd',
                    b'd' => b'u',
                    b'l' => b'r',
                    _ => b'l',
                };
                made += 1;
            }
        }
        board
    }
}

/// The boards farthest from `goal`, by a breadth-first search of its own (cached by the caller).
fn farthest(goal: &Board) -> Vec<Board> {
    let mut dist = std::collections::HashMap::from([(*goal, 0)]);
    let mut layer = vec![*goal];
    loop {
        let mut next = Vec::new();
        for board in &layer {
            for &letter in &UDLR {
                let moved = apply_move(board, letter).filter(|n| !dist.contains_key(n));
                if let Some(n) = moved {
                    dist.insert(n, 0);
                    next.push(n);
                }
            }
        }
        if next.is_empty() {
            return layer;
        }
        layer = next;
    }
}

/// The cases of one input at difficulty `level`, 0 to 5: solved boards, short walks, long walks
/// with arbitrary goals where the problem has them, the farthest boards, unsolvable boards, then
/// inputs as large as the problem allows.
fn generate(problem: &Problem, level: usize, rng: &mut Rng, far: &mut Far) -> Case {
    match &problem.kind {
        Kind::Boards { goal, solvable_only, most, .. } => {
            let count = match level {
                5 if *most > 1 => 1 + rng.below(*most),
                _ => 1 + rng.below((*most).min(3)),
            };
            Case::Boards((0..count).map(|_| pair(*goal, *solvable_only, level, rng, far)).collect())
        }
        Kind::Tokens { cells, sliding, graph, goal, .. } => {
            let edges = graph(level, rng);
            let puzzle = Puzzle::new(*cells, &edges, *sliding);
            let start = match level {
                0 => goal.to_vec(),
                1 | 2 => {
                    let moves = if level == 1 { 1 + rng.below(5) } else { 6 + rng.below(15) };
                    (0..moves).fold(goal.to_vec(), |at, _| {
                        let next = moves_from(&edges, *sliding, &at);
                        if next.is_empty() {
                            at
                        } else {
                            next[rng.below(next.len())].clone()
                        }
                    })
                }
                3 => {
                    let key = format!("{cells} {sliding} {edges:?}");
                    let boards = far.tokens.entry(key).or_insert_with(|| {
                        let dist = puzzle.distances(goal);
                        let most = dist.iter().filter(|&&d| d != u32::MAX).max().copied();
                        let far = dist.iter().enumerate().filter(|&(_, &d)| Some(d) == most);
                        far.map(|(r, _)| arrangement_unrank(r, *cells)).collect()
                    });
                    boards[rng.below(boards.len())].clone()
                }
                _ => arrangement_unrank(rng.below(FACTORIAL[*cells]), *cells),
            };
            Case::Tokens(edges, start)
        }
        Kind::Fifteen { solvable_only, most, .. } => {
            Case::Fifteen(boards16(*solvable_only, *most, level, rng))
        }
        Kind::Grids { most_side } => Case::Grids(grids(*most_side, level, rng)),
    }
}

/// A fifteen-puzzle board: `moves` random moves of the blank from the goal, none undoing the
/// last.
fn scramble16(rng: &mut Rng, moves: usize) -> Vec<usize> {
    let (mut grid, mut blank, mut came): (Vec<usize>, usize, usize) =
        ((1..16).chain([0]).collect(), 15, 16);
    let mut made = 0;
    while made < moves {
        let letter = fifteen::LRUD[rng.below(4)];
        if let Some(cell) = fifteen::blank_target16(blank, letter).filter(|&c| c != came) {
            grid.swap(blank, cell);
            (came, blank, made) = (blank, cell, made + 1);
        }
    }
    grid
}

/// `scramble16`, retried until the board is at most 45 moves from the goal (both judges'
/// promise), for the hardest levels.
fn near16(rng: &mut Rng, moves: usize) -> Vec<usize> {
    let estimate = fifteen::LinearConflict::default();
    loop {
        let grid = scramble16(rng, moves);
        if fifteen::ida_star(fifteen::pack(&grid), &estimate, &fifteen::LRUD, 45).path.is_some() {
            return grid;
        }
    }
}

/// Fifteen-puzzle boards at `level`: solved, short walks, long walks, hard boards (up to 45
/// moves), unsolvable ones (two tiles swapped) where the judge allows them, then many boards.
fn boards16(solvable_only: bool, most: usize, level: usize, rng: &mut Rng) -> Vec<Vec<usize>> {
    let count = if level == 5 { 1 + rng.below(most) } else { 1 };
    let one = |rng: &mut Rng| {
        let moves = match level {
            0 => 0,
            1 => 1 + rng.below(5),
            2 => 6 + rng.below(25),
            3 | 4 => 60 + rng.below(60),
            _ => rng.below(80),
        };
        if level == 4 && !solvable_only {
            let mut grid = scramble16(rng, moves);
            let tiles: Vec<usize> = (0..16).filter(|&c| grid[c] != 0).collect();
            grid.swap(tiles[0], tiles[1 + rng.below(14)]); // one transposition: odd
            grid
        } else if level >= 3 {
            near16(rng, moves)
        } else {
            scramble16(rng, moves)
        }
    };
    (0..count).map(|_| one(rng)).collect()
}

/// Grids for POJ 2893 at `level`: small random ones, larger ones, ones made by moves from the
/// goal (some with two tiles then swapped), long thin ones, big ones, then several at once,
/// now and then one as large as allowed.
fn grids(most_side: usize, level: usize, rng: &mut Rng) -> Vec<(usize, usize, Vec<usize>)> {
    let count = if level == 5 { 1 + rng.below(5) } else { 1 };
    let one = |rng: &mut Rng| {
        let side = |rng: &mut Rng, most: usize| 2 + rng.below(most.min(most_side) - 1);
        let (rows, cols) = match level {
            0 => (side(rng, 3), side(rng, 3)),
            1 | 2 => (side(rng, 6), side(rng, 6)),
            3 if rng.below(2) == 0 => (2, side(rng, most_side)),
            3 => (side(rng, most_side), 2),
            4 => (side(rng, 200), side(rng, 200)),
            _ if rng.below(40) == 0 => (most_side, most_side),
            _ => (side(rng, 60), side(rng, 60)),
        };
        let mut grid: Vec<usize> = (1..rows * cols).chain([0]).collect();
        if level == 2 {
            let mut blank = grid.len() - 1;
            for _ in 0..rng.below(400) {
                let cell = match rng.below(4) {
                    0 if blank >= cols => blank - cols,
                    1 if blank + cols < grid.len() => blank + cols,
                    2 if blank % cols > 0 => blank - 1,
                    3 if blank % cols + 1 < cols => blank + 1,
                    _ => continue,
                };
                grid.swap(blank, cell);
                blank = cell;
            }
            if rng.below(2) == 0 {
                let (a, b) = if blank < 2 { (2, 3) } else { (0, 1) };
                grid.swap(a, b);
            }
        } else {
            for i in (1..grid.len()).rev() {
                grid.swap(i, rng.below(i + 1));
            }
        }
        (rows, cols, grid)
    };
    (0..count).map(|_| one(rng)).collect()
}

/// The input text of a case, as the statement lays it out.
fn render(problem: &Problem, case: &Case) -> String {
    match (&problem.kind, case) {
        (Kind::Boards { render, .. }, Case::Boards(pairs)) => render(pairs),
        (Kind::Tokens { render, .. }, Case::Tokens(edges, start)) => render(edges, start),
        (Kind::Fifteen { render, .. }, Case::Fifteen(boards)) => render(boards),
        (Kind::Grids { .. }, Case::Grids(grids)) => {
            let each = grids.iter().map(|(r, c, grid)| format!("{r} {c}\n{}", numbers(grid, *c)));
            each.collect::<String>() + "0 0\n"
        }
        _ => unreachable!("a case is generated for its problem's kind"),
    }
}

/// Boards and arrangements already known to be farthest from a goal.
#[derive(Default)]
struct Far {
    boards: std::collections::HashMap<Board, Vec<Board>>,
    tokens: std::collections::HashMap<String, Vec<Vec<u8>>>,
}

fn pair(
    goal: Option<Board>,
    solvable_only: bool,
    level: usize,
    rng: &mut Rng,
    far: &mut Far,
) -> Pair {
    let goal = match goal {
        Some(goal) => goal,
        None if level >= 2 && level != 3 => rng.board(),
        None => canonical_goal(rng.below(9)),
    };
    let start = match level {
        0 => goal,
        1 | 2 => {
            let moves = if level == 1 { 1 + rng.below(5) } else { 6 + rng.below(15) };
            rng.walk(&goal, moves)
        }
        3 => {
            let boards = far.boards.entry(goal).or_insert_with(|| farthest(&goal));
            boards[rng.below(boards.len())]
        }
        4 if !solvable_only => loop {
            let board = rng.board();
            if !solvable(&board, &goal) {
                break board;
            }
        },
        _ => rng.board(),
    };
    if solvable_only && !solvable(&start, &goal) {
        let moves = 20 + rng.below(20);
        return (rng.walk(&goal, moves), goal);
    }
    (start, goal)
}

/// The arrangements one move from `at`.
fn moves_from(edges: &[(usize, usize)], sliding: bool, at: &[u8]) -> Vec<Vec<u8>> {
    let legal = edges.iter().filter(|&&(a, b)| !sliding || at[a] == 0 || at[b] == 0);
    legal
        .map(|&(a, b)| {
            let mut next = at.to_vec();
            next.swap(a, b);
            next
        })
        .collect()
}

/// The edges of the `width` x `height` grid, cells row by row.
fn grid_edges(width: usize, height: usize) -> Vec<(usize, usize)> {
    let (cells, mut edges) = (width * height, Vec::new());
    for c in 0..cells {
        if c % width + 1 < width {
            edges.push((c, c + 1));
        }
        if c + width < cells {
            edges.push((c, c + width));
        }
    }
    edges
}

/// `m` different edges among nine vertices, at random.
fn random_graph(m: usize, rng: &mut Rng) -> Vec<(usize, usize)> {
    let mut all: Vec<(usize, usize)> =
        (0..9).flat_map(|a| (a + 1..9).map(move |b| (a, b))).collect();
    for i in (1..all.len()).rev() {
        all.swap(i, rng.below(i + 1));
    }
    all.truncate(m);
    all
}

/// Ten edges whose farthest arrangement is 142 moves from the goal (abc224d's sample 10).
const FAR_GRAPH: [(usize, usize); 10] =
    [(2, 3), (1, 2), (7, 8), (4, 6), (1, 3), (1, 5), (0, 2), (5, 7), (4, 8), (0, 6)];

/// How a program ran on one input.
struct Run {
    status: Option<i32>, // `None`: killed, by a signal or at the time limit
    timed_out: bool,
    stdout: String,
    stderr: String,
    time: Duration,
}

fn execute(command: &[String], input: &str, limit: Duration) -> Run {
    let start = Instant::now();
    let mut child = match Command::new(&command[0])
        .args(&command[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
    {
        Ok(child) => child,
        Err(e) => fail(&format!("cannot run {}: {e}", command[0])),
    };
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let reader = |mut pipe: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = pipe.read_to_end(&mut bytes);
            String::from_utf8_lossy(&bytes).into_owned()
        })
    };
    let stdout = reader(Box::new(child.stdout.take().unwrap()));
    let stderr = reader(Box::new(child.stderr.take().unwrap()));
    let mut timed_out = false;
    let status = loop {
        if let Ok(Some(status)) = child.try_wait() {
            break status;
        }
        if start.elapsed() > limit {
            timed_out = true;
            let _ = child.kill();
            break child.wait().unwrap();
        }
        std::thread::sleep(Duration::from_micros(200));
    };
    let time = start.elapsed();
    let _ = writer.join();
    let (stdout, stderr) = (stdout.join().unwrap(), stderr.join().unwrap());
    Run { status: status.code(), timed_out, stdout, stderr, time }
}

/// A verdict, and why (or, for AC, a note).
fn judge(
    problem: &Problem,
    input: &str,
    expected: &str,
    run: &Run,
    limit: f64,
) -> (&'static str, String) {
    if run.timed_out {
        return ("TLE", format!("over the {limit} s limit"));
    }
    match run.status {
        None => return ("RE", "killed by a signal".to_string()),
        Some(0) => {}
        Some(code) => return ("RE", format!("exit status {code}")),
    }
    if let Some(check) = problem.check {
        return match check(input, &run.stdout, expected) {
            Ok(notes) => ("AC", notes.join("; ")),
            Err(why) => ("WA", why),
        };
    }
    let lenient = |text: &str| {
        let lines: Vec<&str> = text.lines().map(str::trim_end).collect();
        let end = lines.iter().rposition(|l| !l.is_empty()).map_or(0, |i| i + 1);
        lines[..end].join("\n")
    };
    let tokens = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
    if lenient(&run.stdout) == lenient(expected) {
        ("AC", String::new())
    } else if tokens(&run.stdout) == tokens(expected) {
        ("PE", "only whitespace differs, not just at line ends".to_string())
    } else {
        ("WA", "the output differs".to_string())
    }
}

fn fail(message: &str) -> ! {
    let _ = writeln!(std::io::stderr(), "error: {message}");
    std::process::exit(2);
}

struct Options {
    problem: &'static Problem,
    seed: u64,
    cases: usize,
    limit: f64,
    save: Option<String>,
    command: Vec<String>,
}

fn options() -> Options {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let split = args.iter().position(|a| a == "--").unwrap_or_else(|| fail("give -- COMMAND"));
    let (ours, command) = (&args[..split], args[split + 1..].to_vec());
    if command.is_empty() {
        fail("give the program to test after --");
    }
    let names = || PROBLEMS.iter().map(|p| p.name).collect::<Vec<_>>().join(" ");
    let name = ours.first().unwrap_or_else(|| fail(&format!("give a problem: {}", names())));
    let problem = PROBLEMS.iter().find(|p| p.name == name).unwrap_or_else(|| {
        fail(&format!("no problem named '{name}' to stress; there are: {}", names()))
    });
    let clock = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
    let mut options = Options {
        problem,
        seed: clock.map_or(1, |d| d.as_nanos() as u64 % 1_000_000_007),
        cases: 1000,
        limit: 2.0,
        save: None,
        command,
    };
    let mut rest = ours[1..].iter();
    while let Some(option) = rest.next() {
        let mut value =
            || rest.next().cloned().unwrap_or_else(|| fail(&format!("{option} needs a value")));
        let number = |v: String| {
            v.parse::<f64>().unwrap_or_else(|_| fail(&format!("{option}: not a number: {v}")))
        };
        match option.as_str() {
            "--seed" => options.seed = number(value()) as u64,
            "--cases" => options.cases = number(value()) as usize,
            "--time-limit" => options.limit = number(value()),
            "--save" => options.save = Some(value()),
            _ => fail(&format!("unknown option {option} (see scripts/stress --help)")),
        }
    }
    options
}

/// Shrinks a failing case: drops cases (half of them, then one), then moves each board one
/// move nearer its goal, for as long as the program still fails; every attempt is judged afresh.
fn shrink(problem: &Problem, mut case: Case, fails: &dyn Fn(&Case) -> bool) -> Case {
    let mut solver = Solver::default();
    loop {
        let next = fewer(&case)
            .into_iter()
            .find(|c| fails(c))
            .or_else(|| nearer(problem, &case, &mut solver).into_iter().find(|c| fails(c)));
        match next {
            Some(smaller) => case = smaller,
            None => return case,
        }
    }
}

/// The case with fewer of its cases: each half, then each one, left out.
fn fewer(case: &Case) -> Vec<Case> {
    fn without<T: Clone>(items: &[T], make: fn(Vec<T>) -> Case) -> Vec<Case> {
        let n = items.len();
        let mut cuts = vec![(0, n / 2), (n / 2, n)];
        cuts.extend((0..n).map(|i| (i, i + 1)));
        let kept = cuts.into_iter().filter(|&(a, b)| b > a && b - a < n);
        kept.map(|(a, b)| make([&items[..a], &items[b..]].concat())).collect()
    }
    match case {
        Case::Boards(pairs) => without(pairs, Case::Boards),
        Case::Fifteen(boards) => without(boards, Case::Fifteen),
        Case::Grids(grids) => without(grids, Case::Grids),
        Case::Tokens(..) => Vec::new(),
    }
}

/// The case with one board one move nearer its goal, every way that can be done.
fn nearer(problem: &Problem, case: &Case, solver: &mut Solver) -> Vec<Case> {
    let mut out = Vec::new();
    match (&problem.kind, case) {
        (_, Case::Boards(pairs)) => {
            for (i, (start, goal)) in pairs.iter().enumerate() {
                let Some(d) = solver.distance(start, goal) else { continue };
                for next in UDLR.iter().filter_map(|&letter| apply_move(start, letter)) {
                    if d > 0 && solver.distance(&next, goal) == Some(d - 1) {
                        let mut closer = pairs.clone();
                        closer[i].0 = next;
                        out.push(Case::Boards(closer));
                    }
                }
            }
        }
        (Kind::Tokens { cells, sliding, goal, .. }, Case::Tokens(edges, start)) => {
            let puzzle = Puzzle::new(*cells, edges, *sliding);
            if let Some(d) = puzzle.least_moves(start, goal) {
                for next in moves_from(edges, *sliding, start) {
                    if d > 0 && puzzle.least_moves(&next, goal) == Some(d - 1) {
                        out.push(Case::Tokens(edges.clone(), next));
                    }
                }
            }
        }
        (_, Case::Fifteen(boards)) => {
            let estimate = fifteen::LinearConflict::default();
            let distance = |grid: &[usize]| {
                if !fifteen::solvable(grid, 4) {
                    return None; // first: searching an unsolvable board would not end soon
                }
                let found = fifteen::ida_star(fifteen::pack(grid), &estimate, &fifteen::LRUD, 80);
                found.path.map(|path| path.len())
            };
            for (i, grid) in boards.iter().enumerate() {
                let Some(d) = distance(grid) else { continue };
                let blank = grid.iter().position(|&t| t == 0).unwrap_or(0);
                for letter in fifteen::LRUD {
                    let Some(cell) = fifteen::blank_target16(blank, letter) else { continue };
                    let mut next = grid.clone();
                    next.swap(blank, cell);
                    if d > 0 && distance(&next) == Some(d - 1) {
                        let mut closer = boards.clone();
                        closer[i] = next;
                        out.push(Case::Fifteen(closer));
                    }
                }
            }
        }
        _ => {}
    }
    out
}

/// What a run printed, for a report.
fn show(label: &str, text: &str) {
    println!("--- {label}");
    let lines: Vec<&str> = text.lines().collect();
    for line in lines.iter().take(40) {
        println!("{line}");
    }
    if lines.len() > 40 {
        println!("... ({} lines in all)", lines.len());
    }
}

/// Writes the case as DIR/NAME/sample-N.in and .out, N one past the highest there.
fn save(dir: &str, name: &str, input: &str, expected: &str) -> String {
    let folder = std::path::Path::new(dir).join(name);
    std::fs::create_dir_all(&folder)
        .unwrap_or_else(|e| fail(&format!("cannot make {folder:?}: {e}")));
    let taken = std::fs::read_dir(&folder).into_iter().flatten().flatten().filter_map(|entry| {
        let file = entry.file_name().into_string().ok()?;
        file.strip_prefix("sample-")?.strip_suffix(".in")?.parse::<usize>().ok()
    });
    let n = taken.max().unwrap_or(0) + 1;
    let path = |ext: &str| folder.join(format!("sample-{n}.{ext}"));
    for (file, text) in [(path("in"), input), (path("out"), expected)] {
        std::fs::write(&file, text)
            .unwrap_or_else(|e| fail(&format!("cannot write {file:?}: {e}")));
    }
    path("in").display().to_string()
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

/// `walk NAME BOARD MOVES [--goal GOAL]`: the board after each move, the goal NAME's unless
/// given; an illegal move is named by its place. Exit status 0 only if the moves reach the goal.
fn walk(args: &[String]) {
    let (name, board, moves) = match args {
        [name, board, moves, ..] => (name, board, moves),
        _ => fail("give NAME BOARD MOVES [--goal GOAL]"),
    };
    if PROBLEMS.iter().any(|p| p.name == name && matches!(p.kind, Kind::Fifteen { .. })) {
        return replay16(board, moves);
    }
    let read = |text: &str| {
        Scanner::exactly(text.as_bytes(), 1).map(|b| b[0]).unwrap_or_else(|e| fail(&e))
    };
    let problem = PROBLEMS.iter().find(|p| p.name == name && matches!(p.kind, Kind::Boards { .. }));
    let own_goal = problem.and_then(|p| match p.kind {
        Kind::Boards { goal, .. } => goal,
        _ => None,
    });
    let goal = match (&args[3..], own_goal) {
        ([flag, goal], _) if flag == "--goal" => read(goal),
        ([], Some(goal)) => goal,
        _ => fail(&format!("give --goal GOAL: '{name}' has no goal of its own")),
    };
    play(read(board), goal, moves, apply_move, grid);
}

/// `walk` for the fifteen-puzzle: BOARD is sixteen numbers, MOVES the blank's U D L R.
fn replay16(board: &str, moves: &str) {
    let read = |text: &str| {
        let mut scanner = fifteen::Scanner::new(text.as_bytes())?;
        let grid = scanner.grid(4, 4)?;
        scanner.finish().map(|_| grid)
    };
    let goal: Vec<usize> = (1..16).chain([0]).collect();
    let step = |at: &Vec<usize>, letter| {
        let blank = at.iter().position(|&t| t == 0).unwrap_or(0);
        let cell = fifteen::blank_target16(blank, letter)?;
        let mut next = at.clone();
        next.swap(blank, cell);
        Some(next)
    };
    let show = |grid: &Vec<usize>| {
        let row = |r: &[usize]| r.iter().map(|t| format!("{t:>3}")).collect::<String>() + "\n";
        grid.chunks(4).map(row).collect::<String>()
    };
    play(read(board).unwrap_or_else(|e| fail(&e)), goal, moves, step, show);
}

/// Prints the start, the goal and the board after each move (`step`: the board after a
/// letter, if legal), then whether the goal is reached; exits 1 on an illegal move or a miss.
fn play<B: PartialEq>(
    mut at: B,
    goal: B,
    moves: &str,
    step: impl Fn(&B, u8) -> Option<B>,
    show: impl Fn(&B) -> String,
) {
    print!("Start:\n{}Goal:\n{}", show(&at), show(&goal));
    for (k, letter) in moves.bytes().enumerate() {
        match step(&at, letter) {
            Some(next) => at = next,
            None => {
                let why = format!("move {} ({:?}) is not a legal move here", k + 1, letter as char);
                let _ = writeln!(std::io::stderr(), "error: {why}");
                std::process::exit(1);
            }
        }
        print!("Step {} ({})\n{}", k + 1, letter as char, show(&at));
    }
    if at == goal {
        println!("The goal is reached in {} moves.", moves.len());
    } else {
        println!("The goal is not reached.");
        std::process::exit(1);
    }
}

extern "C" {
    fn signal(signum: i32, handler: usize) -> usize;
}

fn main() {
    // Rust ignores SIGPIPE, so `scripts/stress ... | head` would panic when head stops reading;
    // with the default action restored it ends quietly, as other tools do.
    // SAFETY: sets SIGPIPE (13) to SIG_DFL (0) before any thread starts; no handler runs.
    unsafe {
        signal(13, 0);
    }
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--walk") {
        return walk(&args[1..]);
    }
    let options = options();
    let problem = options.problem;
    let limit = Duration::from_secs_f64(options.limit);
    let command_line = options.command.join(" ");
    println!(
        "stress {}: {} cases, seed {} (to replay: scripts/stress {} --seed {} --cases {} -- {})",
        problem.name,
        options.cases,
        options.seed,
        problem.name,
        options.seed,
        options.cases,
        command_line
    );
    let mut rng = Rng(options.seed.wrapping_mul(2_654_435_761).max(1));
    let mut far = Far::default();
    let expected_for = |input: &str| {
        (problem.solve)(input.as_bytes())
            .unwrap_or_else(|e| fail(&format!("the generator made input the kit refuses ({e})")))
    };
    let mut hardest = (Duration::ZERO, String::new());
    for k in 0..options.cases {
        let level = 6 * k / options.cases.max(1);
        let case = generate(problem, level, &mut rng, &mut far);
        let odd = problem.any_whitespace && level == 5 && rng.below(2) == 0;
        let layout_seed = rng.below(1 << 30) as u64 + 1;
        let text = |case: &Case| {
            let text = render(problem, case);
            if odd {
                oddly(&text, &mut Rng(layout_seed))
            } else {
                text
            }
        };
        let input = text(&case);
        let clock = Instant::now();
        let expected = expected_for(&input);
        let kit_time = clock.elapsed();
        let ran = execute(&options.command, &input, limit);
        let (verdict, _) = judge(problem, &input, &expected, &ran, options.limit);
        if verdict == "AC" {
            if kit_time > hardest.0 {
                hardest = (kit_time, input);
            }
            continue;
        }
        println!("case {} of {}: {verdict}; shrinking it", k + 1, options.cases);
        let fails = |case: &Case| {
            let input = text(case);
            let ran = execute(&options.command, &input, limit);
            judge(problem, &input, &expected_for(&input), &ran, options.limit).0 != "AC"
        };
        let small = shrink(problem, case.clone(), &fails);
        let input = text(&small);
        let expected = expected_for(&input);
        let ran = execute(&options.command, &input, limit);
        let (verdict, why) = judge(problem, &input, &expected, &ran, options.limit);
        let count = |case: &Case| match case {
            Case::Boards(pairs) => pairs.len(),
            Case::Tokens(..) => 1,
            Case::Fifteen(boards) => boards.len(),
            Case::Grids(grids) => grids.len(),
        };
        let plural = if count(&small) == 1 { "" } else { "s" };
        let sizes = format!("{} case{plural}, from {}", count(&small), count(&case));
        println!("{verdict}: the smallest input that still fails ({sizes}):");
        show("input", &input);
        show("expected", &expected);
        show("actual", &ran.stdout);
        if !ran.stderr.is_empty() {
            show("stderr", &ran.stderr);
        }
        println!("--- why: {why}");
        println!(
            "seed {}: the same cases again with --seed {} --cases {}",
            options.seed, options.seed, options.cases
        );
        if let Some(dir) = &options.save {
            println!("saved as {}", save(dir, problem.name, &input, &expected));
        }
        println!("{k} passed, 1 failed");
        std::process::exit(1);
    }
    println!("{} passed, 0 failed", options.cases);
    // Speed: both programs, in turn, on the case the kit took longest over.
    let exe = std::env::current_exe().unwrap_or_default();
    let kit = exe.parent().and_then(|d| d.parent()).map(|d| d.join(problem.name));
    if let Some(kit) = kit.filter(|k| k.exists()) {
        let kit = vec![kit.display().to_string()];
        let (mut yours, mut ours) = (Vec::new(), Vec::new());
        for _ in 0..5 {
            yours.push(execute(&options.command, &hardest.1, limit).time);
            ours.push(execute(&kit, &hardest.1, limit).time);
        }
        let (yours, ours) = (median(yours), median(ours));
        println!(
            "speed on the hardest case: yours {:.2} ms, the kit's {:.2} ms \
             (whole process, median of 5): {:.2} times the kit's",
            yours.as_secs_f64() * 1e3,
            ours.as_secs_f64() * 1e3,
            yours.as_secs_f64() / ours.as_secs_f64()
        );
    }
}
